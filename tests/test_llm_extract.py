"""The optional LLM extractor against a scripted fake server on 127.0.0.1 (real sockets).

Every broken answer — invalid JSON, a wrong shape, an HTTP 500, a timeout, a refused
connection — raises one clear :class:`ExtractionError` and yields nothing, beside a control
where the same server answers well and candidates come back. Nothing touches the network but
this loopback server.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fake_llm import Script, ollama, openai
from memwarden import Memory
from memwarden.errors import ConfigurationError, InvalidInputError
from memwarden.settings import Settings
from memwarden.write.llm_extract import (
    ExtractionError,
    LLMConfig,
    config_from_settings,
    extract,
    extract_report,
)

CONVERSATION = [
    {"role": "user", "content": "I moved to Porto in March and I'm allergic to peanuts."},
    {"role": "assistant", "content": "Noted! Anything else?"},
]
GOOD = {
    "memories": [
        {"text": "I live in Porto", "kind": "fact", "subject": "user", "valid_from": "2024-03-01"},
        {"text": "I'm allergic to peanuts", "kind": "constraint", "subject": "user"},
    ]
}


def test_ollama_answer_becomes_candidates(server: tuple[str, Script]) -> None:
    url, script = server
    script.answers.append((200, ollama(GOOD), False))
    found = extract(CONVERSATION, LLMConfig(url, "ollama", "tiny"))
    assert found == [
        {"text": "I live in Porto", "kind": "fact", "subject": "user",
         "valid_from": "2024-03-01T00:00:00.000000Z", "valid_until": None},
        {"text": "I'm allergic to peanuts", "kind": "constraint", "subject": "user",
         "valid_from": None, "valid_until": None},
    ]  # fmt: skip
    sent = script.requests[0]
    assert sent["path"] == "/api/chat"
    assert sent["body"]["model"] == "tiny" and sent["body"]["format"] == "json"
    assert "I moved to Porto" in sent["body"]["messages"][1]["content"]


def test_openai_compatible_answer_becomes_candidates(server: tuple[str, Script]) -> None:
    url, script = server
    script.answers.append((200, openai(GOOD), False))
    found = extract(CONVERSATION, LLMConfig(url + "/", "openai", "gpt-x", api_key="k"))
    assert [c["text"] for c in found] == ["I live in Porto", "I'm allergic to peanuts"]
    assert script.requests[0]["path"] == "/v1/chat/completions"
    assert script.requests[0]["body"]["response_format"] == {"type": "json_object"}


def test_invented_ids_are_ignored_and_counted(server: tuple[str, Script]) -> None:
    url, script = server
    invented = {
        "memories": [
            {"id": "01HZZZZZZZZZZZZZZZZZZZZZZZ", "text": "I live in Porto", "kind": "fact",
             "memory_id": "01HAAAAAAAAAAAAAAAAAAAAAAA", "target": "x"},
        ]
    }  # fmt: skip
    script.answers.append((200, ollama(invented), False))
    report = extract_report(CONVERSATION, LLMConfig(url))
    assert report.ignored_fields == 3
    assert report.candidates == (
        {"text": "I live in Porto", "kind": "fact", "subject": "user",
         "valid_from": None, "valid_until": None},
    )  # fmt: skip
    assert all("id" not in c and "memory_id" not in c for c in report.candidates)


BROKEN = [
    ("invalid JSON content", 200, ollama("{memories: [oops"), "not answer valid JSON"),
    ("not JSON at all", 200, b"<html>busy</html>", "not JSON"),
    ("not a chat reply", 200, json.dumps({"answer": "hi"}).encode(), "not a ollama chat reply"),
    ("memories not a list", 200, ollama({"memories": "Porto"}), "wrong shape"),
    ("no memories key", 200, ollama({"facts": []}), "wrong shape"),
    ("unknown kind", 200, ollama({"memories": [{"text": "x", "kind": "gossip"}]}), "wrong shape"),
    ("blank text", 200, ollama({"memories": [{"text": "  ", "kind": "fact"}]}), "wrong shape"),
    (
        "one good, one bad: nothing",
        200,
        ollama({"memories": [GOOD["memories"][0], {"text": 7, "kind": "fact"}]}),
        "wrong shape",
    ),
    (
        "a bad time",
        200,
        ollama({"memories": [{"text": "x", "kind": "fact", "valid_from": "last Tuesday-ish"}]}),
        "wrong shape",
    ),
    (
        "ends before it starts",
        200,
        ollama(
            {"memories": [{"text": "x", "valid_from": "2024-05-01", "valid_until": "2024-01-01"}]}
        ),
        "ends before it starts",
    ),
    ("HTTP 500", 500, b'{"error": "model crashed"}', "HTTP 500"),
    ("HTTP 404", 404, b"{}", "HTTP 404"),
]


@pytest.mark.parametrize(("case", "status", "body", "message"), BROKEN, ids=[b[0] for b in BROKEN])
def test_a_broken_answer_yields_nothing_and_says_why(
    server: tuple[str, Script], case: str, status: int, body: bytes, message: str
) -> None:
    url, script = server
    script.answers.append((status, body, False))
    with pytest.raises(ExtractionError, match="nothing was extracted") as caught:
        extract(CONVERSATION, LLMConfig(url))
    assert message in str(caught.value)
    # Control: the same server and config, answering well, give candidates.
    script.answers.append((200, ollama(GOOD), False))
    assert len(extract(CONVERSATION, LLMConfig(url))) == 2


def test_a_timeout_yields_nothing(server: tuple[str, Script]) -> None:
    url, script = server
    script.answers.append((200, b"", True))
    with pytest.raises(ExtractionError, match="did not answer within"):
        extract(CONVERSATION, LLMConfig(url, timeout=0.3))
    script.answers.append((200, ollama(GOOD), False))
    assert len(extract(CONVERSATION, LLMConfig(url, timeout=30))) == 2


def test_a_refused_connection_yields_nothing(server: tuple[str, Script]) -> None:
    import socket

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(ExtractionError, match="cannot reach"):
        extract(CONVERSATION, LLMConfig(f"http://127.0.0.1:{port}"))
    url, script = server
    script.answers.append((200, ollama(GOOD), False))
    assert len(extract(CONVERSATION, LLMConfig(url))) == 2


def test_a_failed_extraction_changes_nothing_in_the_store(
    server: tuple[str, Script], memory: Memory, db_path: Path, rows: Any
) -> None:
    """The way the write path uses it: extract the whole batch first, then write."""
    url, script = server
    memory.remember("I like green tea")
    before = rows(db_path)

    def learn() -> None:
        for fields in extract(CONVERSATION, LLMConfig(url)):
            memory.remember(fields["text"], kind=fields["kind"], valid_from=fields["valid_from"])

    script.answers.append(
        (200, ollama({"memories": [GOOD["memories"][0], {"kind": "fact"}]}), False)
    )
    with pytest.raises(ExtractionError):
        learn()
    assert rows(db_path) == before
    script.answers.append((200, ollama(GOOD), False))
    learn()  # control: a good answer is written
    assert {r.memory.text for r in memory.recall("Porto peanuts").results} >= {"I live in Porto"}


def test_nothing_from_the_person_sends_no_request(server: tuple[str, Script]) -> None:
    url, script = server
    assert extract([{"role": "assistant", "content": "Hello!"}], LLMConfig(url)) == []
    assert script.requests == []


def test_it_is_off_by_default_and_needs_a_base_url() -> None:
    assert config_from_settings(Settings()) is None
    on = config_from_settings(
        Settings(llm_extract_url="http://127.0.0.1:9", llm_extract_api="openai")
    )
    assert on is not None and on.endpoint == "http://127.0.0.1:9/v1/chat/completions"
    for bad in ("", "127.0.0.1:11434", "ftp://host"):
        with pytest.raises(ConfigurationError):
            LLMConfig(bad)
    with pytest.raises(ConfigurationError):
        Settings(llm_extract_api="anthropic")
    with pytest.raises(InvalidInputError):
        extract("not a list", LLMConfig("http://127.0.0.1:9"))
