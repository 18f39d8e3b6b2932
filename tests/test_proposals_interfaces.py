"""Proposals through the shells: the CLI in process, the HTTP API over the ASGI client, the MCP
server over an in-memory session. Each refusal beside its allowed control; each shell answers
the service's own documents (INTERFACES.md: ``propose`` → ``{"proposal": {..}}``, ``advice`` →
``{"advice": [..], "text"}``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import pytest
from fastapi.testclient import TestClient
from mcp import Client

from cli_harness import clean_cli_environment, invoke
from memwarden import Memory
from memwarden.interfaces.http import create_app, new_owner_token
from memwarden.interfaces.mcp import build_server


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    clean_cli_environment(monkeypatch, tmp_path)


def cli(*args: str) -> tuple[int, str, str]:
    result = invoke(*args)
    return result.code, result.out, result.err


def test_cli_propose_decide_advice(db_path: Path) -> None:
    db = str(db_path)
    code, out, _ = cli("--db", db, "--json", "principal", "add", "helper", "--can", "propose")
    assert code == 0
    token = json.loads(out)["token"]
    code, out, err = cli("--db", db, "--token", token, "--json", "propose", "reminder", "floss")
    assert code == 0, err
    made = json.loads(out)
    assert made["proposal"]["status"] == "open" and made["existing"] is False
    pid = made["proposal"]["id"]
    # The proposer cannot answer (it lacks review) and nothing changes; the owner can.
    code, out, err = cli("--db", db, "--token", token, "--json", "decide", pid, "declined")
    assert code == 1 and json.loads(out)["error"]["code"] == "forbidden"
    code, out, err = cli("--db", db, "decide", pid, "declined")
    assert code == 0 and "declined" in out
    code, out, _ = cli("--db", db, "--token", token, "--json", "propose", "reminder", "Floss!")
    assert json.loads(out)["proposal"]["status"] == "declined"
    code, out, _ = cli("--db", db, "--json", "advice")
    assert [a["id"] for a in json.loads(out)["advice"]] == [pid]
    code, out, _ = cli("--db", db, "advice")
    assert "reminder: floss" in out
    code, _, err = cli("--db", db, "decide", pid, "maybe")
    assert code == 2  # bad usage: not one of the answers
    code, out, _ = cli("--db", db, "--json", "decide", "01J0000000000000000000000", "accepted")
    assert code == 1 and json.loads(out)["error"]["code"] == "not_found"


def test_http_propose_decide_advice(memory: Memory) -> None:
    _, proposer = memory.principal_add("helper", capabilities=["propose"])
    _, reader = memory.principal_add("reader", capabilities=[])
    owner = new_owner_token()
    with TestClient(create_app(memory, owner_token=owner)) as client:

        def call(method: str, path: str, token: str, body: Any = None) -> Any:
            return client.request(
                method, path, headers={"Authorization": f"Bearer {token}"}, json=body
            )

        made = call("POST", "/v1/proposals", proposer, {"kind": "reminder", "value": "floss"})
        assert made.status_code == 200 and made.json()["proposal"]["status"] == "open"
        pid = made.json()["proposal"]["id"]
        refused = call("POST", "/v1/proposals", reader, {"kind": "reminder", "value": "nap"})
        assert refused.status_code == 403
        own = call("POST", f"/v1/proposals/{pid}/decide", proposer, {"answer": "declined"})
        assert own.status_code == 403
        bad = call("POST", f"/v1/proposals/{pid}/decide", owner, {"answer": "perhaps"})
        assert bad.status_code == 400 and bad.json()["error"]["code"] == "invalid_input"
        done = call("POST", f"/v1/proposals/{pid}/decide", owner, {"answer": "declined"})
        assert done.status_code == 200 and done.json()["proposal"]["status"] == "declined"
        advice = call("GET", "/v1/advice", reader).json()
        assert [a["id"] for a in advice["advice"]] == [pid] and "floss" in advice["text"]
        missing = call("POST", "/v1/proposals/01J0000000000000000000000/decide", owner,
                       {"answer": "accepted"})  # fmt: skip
        assert missing.status_code == 404


def test_mcp_propose_and_advice(memory: Memory) -> None:
    _, token = memory.principal_add("helper", capabilities=["propose", "read"])
    _, reader = memory.principal_add("reader", capabilities=[])

    async def main(with_token: str, steps: list[tuple[str, dict[str, Any]]]) -> list[Any]:
        server, release = build_server(memory, with_token)
        try:
            async with Client(server) as client:
                return [await client.call_tool(name, args) for name, args in steps]
        finally:
            release()

    made, advice_before = anyio.run(
        main, token, [("propose", {"kind": "reminder", "value": "floss"}), ("advice", {})]
    )
    assert not made.is_error
    pid = made.structured_content["proposal"]["id"]
    assert advice_before.structured_content == {"advice": [], "text": ""}
    memory.decide(pid, "declined")
    again, advice_after = anyio.run(
        main, token, [("propose", {"kind": "reminder", "value": "Floss."}), ("advice", {})]
    )
    assert again.structured_content["proposal"]["status"] == "declined"
    assert [a["id"] for a in advice_after.structured_content["advice"]] == [pid]
    (refused,) = anyio.run(main, reader, [("propose", {"kind": "reminder", "value": "nap"})])
    assert refused.is_error and refused.structured_content["error"]["code"] == "forbidden"
