"""The MCP server: in process (the official client over an in-memory session) and end to end
(the official client speaking to a real ``memwarden mcp`` subprocess over stdio).

Every refusal sits next to its passing control: a read-only agent's ``remember`` is refused and
nothing is stored, beside a granted agent whose memory is stored; a foreign id is exactly the
``not_found`` of a missing id, beside an agent that may see it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters
from mcp.types import CallToolResult
from ulid import ULID

from memwarden import Memory
from memwarden.interfaces.mcp import INSTRUCTIONS, build_server

TOOLS = {"context", "recall", "remember", "observe", "forget", "lineage", "propose", "advice"}
READ_ONLY = {"context", "recall", "lineage", "advice"}


def document(result: CallToolResult) -> dict[str, Any]:
    """The tool's JSON document; its text content says exactly the same."""
    assert result.structured_content is not None
    assert len(result.content) == 1
    assert json.loads(result.content[0].text) == result.structured_content  # type: ignore[union-attr]
    return result.structured_content


def error_code(result: CallToolResult) -> str:
    assert result.is_error
    error = document(result)["error"]
    assert set(error) == {"code", "message"}
    return error["code"]


def in_process(memory: Memory, token: str, session: Callable[[Client], Awaitable[None]]) -> None:
    async def main() -> None:
        server, release = build_server(memory, token)
        try:
            async with Client(server) as client:
                await session(client)
        finally:
            release()

    anyio.run(main)


@pytest.fixture
def tokens(memory: Memory) -> dict[str, str]:
    out = {}
    for name, labels, caps in [
        ("writer", ["personal"], ["remember"]),
        ("reader", ["personal"], []),
        ("stranger", ["other"], ["remember"]),
    ]:
        _, out[name] = memory.principal_add(name, labels=labels, capabilities=caps)
    return out


def test_the_tools_are_annotated_and_tell_the_model_when_to_use_them(
    memory: Memory, tokens: dict[str, str]
) -> None:
    async def session(client: Client) -> None:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert set(tools) == TOOLS
        for name, tool in tools.items():
            hints = tool.annotations
            assert hints is not None and hints.title
            assert hints.read_only_hint is (name in READ_ONLY)
            if name not in READ_ONLY:
                assert hints.destructive_hint is (name == "forget")
            assert tool.description and len(tool.description) > 80
        assert "before answering" in tools["context"].description
        assert "context" in INSTRUCTIONS and "before answering" in INSTRUCTIONS
        assert all(f"`{name}`" in INSTRUCTIONS for name in TOOLS)  # each one, when to use it
        # A turn sent again without "at" is logged again: not idempotent; forget is.
        assert tools["observe"].annotations.idempotent_hint is False
        assert tools["forget"].annotations.idempotent_hint is True
        assert set(tools["recall"].input_schema["required"]) == {"query"}
        assert set(tools["recall"].input_schema["properties"]) == {
            "query", "limit", "as_of", "known_at"
        }  # fmt: skip
        assert set(tools["remember"].input_schema["properties"]) == {
            "text", "kind", "valid_from", "valid_until"
        }  # fmt: skip

    in_process(memory, tokens["reader"], session)


def test_an_agent_remembers_recalls_gets_context_lineage_and_forgets(
    memory: Memory, tokens: dict[str, str]
) -> None:
    async def session(client: Client) -> None:
        write = document(await client.call_tool("remember", {"text": "I grow chillies"}))
        assert write["decision"] == "created"
        mid = write["memory"]["id"]
        assert write["memory"]["source"] == "agent"

        hits = document(await client.call_tool("recall", {"query": "chillies"}))
        assert set(hits) >= {"results", "query", "as_of", "known_at"}
        assert [h["memory"]["id"] for h in hits["results"]] == [mid]

        block = document(await client.call_tool("context", {"query": "garden", "budget": 1000}))
        assert set(block) == {"text", "memories", "more"}
        assert mid in block["memories"] and "I grow chillies" in block["text"]

        chain = document(await client.call_tool("lineage", {"id": mid}))["lineage"]
        assert [m["id"] for m in chain] == [mid]

        kept = document(await client.call_tool("remember", {"text": "I grow basil"}))
        gone = document(await client.call_tool("forget", {"id": mid}))
        assert gone["memory"]["status"] == "retracted" and gone["memory"]["text"] == ""
        after = document(await client.call_tool("recall", {"query": "I grow chillies"}))
        # Control: what was not forgotten is still recalled.
        assert [h["memory"]["id"] for h in after["results"]] == [kept["memory"]["id"]]

    in_process(memory, tokens["writer"], session)


def test_a_read_only_agents_remember_is_refused_and_nothing_is_stored(
    memory: Memory, tokens: dict[str, str]
) -> None:
    async def refused(client: Client) -> None:
        result = await client.call_tool("remember", {"text": "My cat is called Tofu"})
        assert error_code(result) == "forbidden"
        forget = await client.call_tool("forget", {"id": str(ULID())})
        assert error_code(forget) == "forbidden"

    in_process(memory, tokens["reader"], refused)
    assert memory.recall("cat Tofu").results == ()
    assert memory.export("json").count('"text"') == 0

    async def granted(client: Client) -> None:
        result = await client.call_tool("remember", {"text": "My cat is called Tofu"})
        assert document(result)["decision"] == "created"

    in_process(memory, tokens["writer"], granted)
    assert [hit.memory.text for hit in memory.recall("cat Tofu").results] == [
        "My cat is called Tofu"
    ]


def test_a_foreign_id_is_exactly_a_missing_id(memory: Memory, tokens: dict[str, str]) -> None:
    mid = memory.remember("I was born in Braga").memory.id
    missing = str(ULID())
    answers: dict[str, list[dict[str, Any]]] = {}

    def probe(name: str) -> Callable[[Client], Awaitable[None]]:
        async def session(client: Client) -> None:
            answers[name] = []
            for tool in ("lineage", "forget"):
                for target in (mid, missing):
                    result = await client.call_tool(tool, {"id": target})
                    answers[name].append(
                        {"error": result.is_error, **document(result)}
                        if result.is_error
                        else {"error": False, "ok": document(result)}
                    )

        return session

    in_process(memory, tokens["stranger"], probe("stranger"))
    seen = [json.dumps(a).replace(mid, "ID").replace(missing, "ID") for a in answers["stranger"]]
    assert seen[0] == seen[1] and seen[2] == seen[3]
    assert all(a["error"] and a["error"]["code"] == "not_found" for a in answers["stranger"])
    # Control: an agent holding the label sees (and may forget) the same memory.
    in_process(memory, tokens["writer"], probe("writer"))
    assert answers["writer"][0]["error"] is False  # lineage of mid
    assert answers["writer"][2]["error"] is False  # forget of mid


def test_arguments_the_schema_refuses_are_invalid_input(
    memory: Memory, tokens: dict[str, str]
) -> None:
    async def session(client: Client) -> None:
        assert error_code(await client.call_tool("recall", {"query": "x", "limit": "many"})) == (
            "invalid_input"
        )
        assert error_code(await client.call_tool("recall", {})) == "invalid_input"
        assert error_code(await client.call_tool("recall", {"query": "x", "as_of": "soon"})) == (
            "invalid_input"
        )
        assert error_code(await client.call_tool("remember", {"text": " "})) == "invalid_input"
        assert error_code(await client.call_tool("teleport", {})) == "invalid_input"
        # Control: the same calls, fixed, succeed.
        ok = await client.call_tool("recall", {"query": "x", "limit": 3, "as_of": "2024-03-01"})
        assert not ok.is_error
        assert not (await client.call_tool("remember", {"text": "I like figs"})).is_error

    in_process(memory, tokens["writer"], session)


def test_a_revoked_agent_is_refused_from_the_next_call(
    memory: Memory, tokens: dict[str, str]
) -> None:
    async def session(client: Client) -> None:
        assert not (await client.call_tool("recall", {"query": "x"})).is_error
        memory.principal_revoke("reader")
        assert error_code(await client.call_tool("recall", {"query": "x"})) == "unauthenticated"

    in_process(memory, tokens["reader"], session)


# -- end to end: a real `memwarden mcp` subprocess ----------------------------------------


def memwarden_command() -> list[str]:
    """The installed ``memwarden`` console script next to this interpreter."""
    script = shutil.which("memwarden", path=str(Path(sys.executable).parent))
    if script is not None:
        return [script]
    return [sys.executable, "-c", "from memwarden.interfaces.cli import main; main()"]


def subprocess_env(tmp_path: Path, token: str | None) -> dict[str, str]:
    env = {"MEMWARDEN_HOME": str(tmp_path / "home"), "PATH": os.environ.get("PATH", "")}
    if token is not None:
        env["MEMWARDEN_TOKEN"] = token
    return env


def test_a_real_memwarden_mcp_process_serves_the_official_client(
    memory: Memory, db_path: Path, tokens: dict[str, str], tmp_path: Path
) -> None:
    command = memwarden_command()
    memory.remember("I live in Lisbon")

    def params(token: str) -> StdioServerParameters:
        return StdioServerParameters(
            command=command[0],
            args=[*command[1:], "--db", str(db_path), "mcp"],
            env=subprocess_env(tmp_path, token),
        )

    async def main() -> None:
        async with Client(params(tokens["writer"])) as client:
            assert {tool.name for tool in (await client.list_tools()).tools} == TOOLS
            block = document(await client.call_tool("context", {"query": "where do I live"}))
            assert "I live in Lisbon" in block["text"]
            write = document(await client.call_tool("remember", {"text": "I swim on Fridays"}))
            assert write["decision"] == "created"
        async with Client(params(tokens["reader"])) as client:
            refused = await client.call_tool("remember", {"text": "I swim on Sundays"})
            assert error_code(refused) == "forbidden"
            hits = document(await client.call_tool("recall", {"query": "swim"}))
            assert [h["memory"]["text"] for h in hits["results"]] == ["I swim on Fridays"]

    anyio.run(main)
    # What the subprocess acknowledged is in the file; what it refused is not.
    texts = [hit.memory.text for hit in memory.recall("swim").results]
    assert texts == ["I swim on Fridays"]


@pytest.mark.parametrize("token", [None, "mw_not-a-token"])
def test_memwarden_mcp_will_not_start_without_a_valid_agent_token(
    db_path: Path, tmp_path: Path, memory: Memory, token: str | None
) -> None:
    run = subprocess.run(
        [*memwarden_command(), "--db", str(db_path), "mcp"],
        env=subprocess_env(tmp_path, token),
        input="",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 1
    assert "token" in run.stderr.lower()
    assert run.stdout == ""
    # Control: a valid token starts it; with stdin closed at once, it ends cleanly.
    _, good = memory.principal_add("starter", labels=["personal"])
    ok = subprocess.run(
        [*memwarden_command(), "--db", str(db_path), "mcp"],
        env=subprocess_env(tmp_path, good),
        input="",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert ok.returncode == 0, ok.stderr


def test_docs_mcp_md_lists_exactly_the_tools_and_their_annotations(
    memory: Memory, tokens: dict[str, str]
) -> None:
    page = (Path(__file__).resolve().parents[1] / "docs" / "mcp.md").read_text(encoding="utf-8")
    tools_section = page.split("## Tools", 1)[1].split("\n## ", 1)[0]
    rows = dict(re.findall(r"^\| `(\w+)` \| ([^|]+) \|", tools_section, flags=re.MULTILINE))

    async def session(client: Client) -> None:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert set(rows) == set(tools)
        for name, tool in tools.items():
            assert tool.annotations is not None
            assert ("readOnlyHint" in rows[name]) is bool(tool.annotations.read_only_hint)
            if not tool.annotations.read_only_hint:
                documented = "destructiveHint: false" not in rows[name]
                assert documented is bool(tool.annotations.destructive_hint), name
            idempotent = bool(tool.annotations.idempotent_hint)
            assert ("idempotentHint" in rows[name]) is idempotent, name

    in_process(memory, tokens["reader"], session)
