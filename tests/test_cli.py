"""The ``memwarden`` command line, in process through :func:`memwarden.interfaces.cli._run`
(the same error mapping ``main`` uses), on real SQLite files in ``tmp_path``; plus one real run
of the installed console script.

Every negative assertion has its control: when something must be absent or refused, a twin that
must be present or allowed is checked in the same store.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cli_harness import Outcome, clean_cli_environment, invoke
from memwarden.interfaces import cli_docs

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    clean_cli_environment(monkeypatch, tmp_path)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "cli.db"


def mw(db: Path, *args: str, **kwargs: Any) -> Outcome:
    return invoke("--db", str(db), *args, **kwargs)


def remember(db: Path, text: str, *args: str) -> dict[str, Any]:
    result = mw(db, "--json", "remember", text, *args)
    assert result.code == 0, result.err
    return result.json()


def texts(db: Path) -> list[str]:
    """The texts of the active memories, through `export`."""
    result = mw(db, "export")
    assert result.code == 0, result.err
    return [m["text"] for m in result.json()["memories"]]


def recall_texts(
    db: Path, query: str, *args: str, token_env: dict[str, str] | None = None
) -> list[str]:
    result = mw(db, "--json", "recall", query, *args, env=token_env)
    assert result.code == 0, result.err
    return [hit["memory"]["text"] for hit in result.json()["results"]]


def add_agent(db: Path, name: str, *args: str) -> str:
    result = mw(db, "--json", "principal", "add", name, *args)
    assert result.code == 0, result.err
    return result.json()["token"]


MEMORY_KEYS = {
    "id", "text", "kind", "status", "subject", "scope", "acl", "source", "confidence",
    "importance", "pinned", "valence", "arousal", "valid_from", "valid_until", "recorded_at",
    "retired_at", "supersedes", "superseded_by", "hold_reason", "provenance", "entities",
}  # fmt: skip


# -- remember ------------------------------------------------------------------------------


def test_remember_prints_one_line_for_a_person_and_one_document_for_a_machine(db: Path) -> None:
    human = mw(db, "remember", "I live in Lisbon")
    assert human.code == 0
    assert human.out.startswith("created ")
    assert human.out.strip().endswith("— I live in Lisbon")

    machine = mw(db, "--json", "remember", "I work at a bakery")
    assert machine.code == 0
    document = machine.json()  # exactly one JSON document: json.loads rejects anything extra
    assert set(document) == {"decision", "memory", "target", "reason"}
    assert document["decision"] == "created"
    assert document["target"] is None
    assert set(document["memory"]) >= MEMORY_KEYS
    assert document["memory"]["text"] == "I work at a bakery"

    after = mw(db, "remember", "I like jazz", "--json")  # --json after the subcommand too
    assert after.code == 0
    assert after.json()["memory"]["text"] == "I like jazz"
    assert sorted(texts(db)) == ["I like jazz", "I live in Lisbon", "I work at a bakery"]


def test_remember_passes_every_flag_through(db: Path) -> None:
    memory = remember(
        db, "My sister prefers green tea",
        "--kind", "preference", "--subject", "sister", "--scope", "family",
        "--acl", "personal", "--acl", "family", "--valid-from", "2024-03-01",
        "--valid-until", "2025-01-01T12:00:00Z", "--at", "2024-03-02T10:00:00Z",
        "--importance", "8", "--pin", "--chat", "chat-1",
    )["memory"]  # fmt: skip
    assert memory["kind"] == "preference"
    assert memory["subject"] == "sister"
    assert memory["scope"] == "family"
    assert memory["acl"] == ["personal", "family"]
    assert memory["valid_from"].startswith("2024-03-01T00:00:00")
    assert memory["valid_until"].startswith("2025-01-01T12:00:00")
    assert memory["provenance"]["said_at"].startswith("2024-03-02T10:00:00")
    assert memory["provenance"]["chat_id"] == "chat-1"
    assert memory["importance"] == 8
    assert memory["pinned"] is True
    assert memory["source"] == "user_explicit"
    # Control: without the flags the defaults apply.
    plain = remember(db, "I like jazz")["memory"]
    assert (plain["kind"], plain["subject"], plain["importance"], plain["pinned"]) == (
        "fact", "user", 5, False,
    )  # fmt: skip


def test_text_of_dash_is_read_from_standard_input(db: Path) -> None:
    created = mw(db, "--json", "remember", "-", input="I live in Lisbon\n")
    assert created.code == 0
    old = created.json()["memory"]
    assert old["text"] == "I live in Lisbon"

    corrected = mw(db, "--json", "correct", old["id"], "-", input="I live in Porto\n")
    assert corrected.code == 0
    assert corrected.json()["memory"]["text"] == "I live in Porto"

    added = mw(db, "--json", "tombstone", "add", "-", input="my old address\n")
    assert added.code == 0
    assert remember(db, "my old address")["decision"] == "blocked"
    # Control: a literal argument is not read from stdin even when stdin has text.
    literal = mw(db, "--json", "remember", "I like jazz", input="ignored stdin\n")
    assert literal.json()["memory"]["text"] == "I like jazz"


def test_a_repeat_is_ignored_and_still_succeeds(db: Path) -> None:
    first = remember(db, "I live in Lisbon")["memory"]
    again = mw(db, "--json", "remember", "I live in Lisbon")
    assert again.code == 0
    assert again.json()["decision"] == "ignored"
    assert again.json()["target"] == first["id"]
    human = mw(db, "remember", "I live in Lisbon")
    assert human.code == 0
    assert human.out.startswith("ignored — ")
    assert texts(db) == ["I live in Lisbon"]


BAD_WRITES = [
    pytest.param(["remember", ""], id="empty-text"),
    pytest.param(["remember", "   "], id="blank-text"),
    pytest.param(["remember", "-"], id="empty-stdin"),
    pytest.param(["remember", "Bad zebra fact", "--valid-from", "last spring"], id="bad-date"),
    pytest.param(["remember", "Bad zebra fact", "--at", "2024-13-01"], id="bad-at"),
    pytest.param(
        ["remember", "Bad zebra fact", "--valid-from", "2025-01-01", "--valid-until", "2024-01-01"],
        id="backwards-time",
    ),
    pytest.param(["remember", "Bad zebra fact", "--kind", "gossip"], id="unknown-kind"),
    pytest.param(["remember", "Bad zebra fact", "--acl", "*"], id="wildcard-acl"),
    pytest.param(["remember", "Bad zebra fact", "--acl", "two words"], id="label-with-space"),
    pytest.param(["remember", "Bad zebra fact", "--importance", "11"], id="importance-range"),
    pytest.param(["remember", "Bad zebra fact", "--scope", "*"], id="wildcard-scope"),
]


@pytest.mark.parametrize("as_json", [False, True], ids=["human", "json"])
@pytest.mark.parametrize("args", BAD_WRITES)
def test_bad_input_is_exit_1_and_stores_nothing(db: Path, args: list[str], as_json: bool) -> None:
    remember(db, "Good zebra fact")  # the control that must survive
    before = mw(db, "--json", "audit").json()["events"]

    result = mw(db, *(["--json"] if as_json else []), *args, input="")
    assert result.code == 1
    assert result.err.startswith("error: ")
    assert len(result.err.strip().splitlines()) == 1
    if as_json:
        assert result.json()["error"]["code"] == "invalid_input"
        assert result.json()["error"]["message"] in result.err
    else:
        assert result.out == ""
    assert texts(db) == ["Good zebra fact"]
    assert mw(db, "--json", "audit").json()["events"] == before


USAGE = [
    # (args, expected exit status): each usage error beside a control that runs.
    (["recall", "x", "--limit", "abc"], 2),
    (["recall", "x", "--limit", "3"], 0),
    (["recall", "x", "--limit", "0"], 1),  # a number out of range is bad input, not usage
    (["remember", "x", "--importance", "high"], 2),
    (["remember", "x", "--importance", "7"], 0),
    (["remember"], 2),
    (["no-such-command"], 2),
    (["export", "--format", "pdf"], 2),
    (["export", "--format", "markdown"], 0),
    (["audit", "--limit", "many"], 2),
    (["audit", "--limit", "2"], 0),
    (["forget"], 2),
    (["tombstone", "add"], 2),
    (["principal", "grant", "only-a-name"], 2),
    (["remember", "x", "--no-such-flag"], 2),
    (["--help"], 0),
]


@pytest.mark.parametrize(("args", "code"), USAGE, ids=[" ".join(a) for a, _ in USAGE])
def test_exit_status_of_usage_errors(db: Path, args: list[str], code: int) -> None:
    result = mw(db, *args)
    assert result.code == code, result.err
    if code == 2:
        assert "Usage:" in result.err or "Error:" in result.err
        assert result.out == ""


# -- reading --------------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["show", "history", "lineage", "forget", "correct"])
def test_an_unknown_memory_is_not_found(db: Path, command: str) -> None:
    known = remember(db, "I live in Lisbon")["memory"]["id"]
    extra = ["new text"] if command == "correct" else []

    human = mw(db, command, "01NOSUCHMEMORY0000000000000", *extra)
    assert human.code == 1
    assert human.err == "error: memory 01NOSUCHMEMORY0000000000000 not found\n"
    machine = mw(db, "--json", command, "01NOSUCHMEMORY0000000000000", *extra)
    assert machine.code == 1
    assert machine.json() == {
        "error": {"code": "not_found", "message": "memory 01NOSUCHMEMORY0000000000000 not found"}
    }
    after = mw(db, command, "01NOSUCHMEMORY0000000000000", *extra, "--json")
    assert (after.code, after.json()) == (1, machine.json())  # --json after the command too
    # Control: the same command on a memory that exists succeeds.
    assert mw(db, command, known, *extra).code == 0


def test_show_a_memory(db: Path) -> None:
    memory = remember(db, "I live in Lisbon", "--valid-from", "2020-01-01")["memory"]
    machine = mw(db, "--json", "show", memory["id"])
    assert machine.code == 0
    assert set(machine.json()) == {"memory"}
    assert machine.json()["memory"]["id"] == memory["id"]
    human = mw(db, "show", memory["id"])
    assert human.code == 0
    assert "I live in Lisbon" in human.out
    assert memory["id"] in human.out
    assert "2020-01-01" in human.out


def test_recall_shapes_filters_and_explain(db: Path) -> None:
    remember(db, "I drink green tea every morning", "--kind", "preference")
    remember(db, "The team drinks tea at standup", "--scope", "work")

    document = mw(db, "--json", "recall", "tea").json()
    assert set(document) == {"results", "query", "as_of", "known_at", "corrected"}
    assert document["query"] == "tea"
    assert all(set(hit) == {"memory", "score"} for hit in document["results"])
    assert len(document["results"]) == 2

    assert recall_texts(db, "tea", "--scope", "work") == ["The team drinks tea at standup"]
    assert recall_texts(db, "tea", "--kind", "preference") == ["I drink green tea every morning"]
    assert len(recall_texts(db, "tea", "--limit", "1")) == 1
    assert recall_texts(db, "tea", "--scope", "work", "--scope", "default", "--kind", "fact",
                        "--kind", "preference") != []  # fmt: skip

    explained = mw(db, "--json", "recall", "tea", "--explain").json()["results"]
    assert all("explain" in hit for hit in explained)

    table = mw(db, "recall", "tea", "--explain")
    assert table.code == 0
    assert "I drink green tea every morning" in table.out
    assert "matched: tea" in table.out
    nothing = mw(db, "recall", "volcano")
    assert nothing.code == 0
    assert nothing.out.startswith("nothing found for 'volcano'")


def test_recall_explains_that_a_past_truth_ended(db: Path) -> None:
    remember(db, "I live in a flat in Lisbon.", "--at", "2024-01-10")
    remember(db, "On 16 August 2025 we moved to Porto.")
    wide = {"COLUMNS": "250"}
    before = mw(db, "recall", "Where did I live before Porto?", "--explain", env=wide)
    assert before.code == 0 and "ended +1.00" in before.out
    assert before.out.index("Lisbon") < before.out.index("we moved to Porto")
    now = mw(db, "recall", "Where do I live?", "--explain", env=wide)  # control: the present
    assert "we moved to Porto" in now.out and "Lisbon" not in now.out and "ended" not in now.out


def test_recall_explains_whom_my_brother_meant(db: Path) -> None:
    remember(db, "My brother is called Tom")
    remember(db, "Tom works at a bakery downtown")
    table = mw(db, "recall", "what does my brother do", "--explain")
    assert table.code == 0
    assert "Tom works at a bakery downtown" in table.out
    assert "my brother = Tom" in table.out
    assert "my family:" not in table.out  # control for the next
    family = mw(db, "recall", "tell me about my family", "--explain", env={"COLUMNS": "250"})
    assert family.code == 0
    assert "my family: brother" in family.out
    named = mw(db, "recall", "what does Tom do", "--explain")  # control: no relation asked
    assert "Tom works at a bakery downtown" in named.out
    assert "my brother =" not in named.out
    assert "searched as" not in named.out  # read as typed
    # how the question was read is shown under the table
    assert "searched as 'what does my brother Tom do'" in table.out
    agent = mw(db, "recall", "What does the user's brother do?", "--explain")
    assert "searched as 'What does my brother Tom do?'" in agent.out


def test_context_prints_the_block_and_its_document(db: Path) -> None:
    said = ["I live in Lisbon", "My sister Ana is a nurse", "I play the cello on Sundays"]
    ids = [remember(db, text)["memory"]["id"] for text in said]

    machine = mw(db, "--json", "context", "my sister")
    assert machine.code == 0, machine.err
    document = machine.json()
    assert set(document) == {"text", "memories", "more"}
    # Everything fits: all of it, in the stable order (by id), nothing more to reach.
    assert document["memories"] == sorted(ids)
    assert document["more"] == 0
    assert document["text"].splitlines()[1:] == [f"- {text}" for text in said]
    human = mw(db, "context", "my sister")
    assert human.code == 0
    assert human.out == document["text"] + "\n"
    assert human.out != machine.out  # control: --json is the document, not the block


def test_context_past_its_budget_keeps_the_relevant_and_counts_the_rest(db: Path) -> None:
    remember(db, "My sister Ana is a nurse in Porto")
    for i in range(30):
        remember(db, f"Filler note number {i} about gardening tomatoes on the balcony in spring")

    document = mw(db, "--json", "context", "what does my sister do", "--budget", "400").json()
    assert document["more"] > 0
    assert len(document["text"]) <= 400
    assert "- My sister Ana is a nurse in Porto" in document["text"].splitlines()
    assert len(document["memories"]) + document["more"] == 31
    assert f"({document['more']} more memories not shown" in document["text"]
    # Control: the default budget holds all of them.
    everything = mw(db, "--json", "context", "what does my sister do").json()
    assert (len(everything["memories"]), everything["more"]) == (31, 0)


def test_context_is_gated_for_an_agent(db: Path) -> None:
    remember(db, "My diary is in the drawer", "--acl", "private")
    remember(db, "I like jazz")  # label personal
    token = add_agent(db, "reader", "--label", "personal")

    seen = mw(db, "--token", token, "--json", "context", "diary jazz")
    assert seen.code == 0, seen.err
    assert "- I like jazz" in seen.json()["text"]
    assert "drawer" not in seen.json()["text"]
    assert seen.json()["more"] == 0  # what it may not read is not even counted
    owner = mw(db, "--json", "context", "diary jazz").json()  # control: the owner sees both
    assert "- My diary is in the drawer" in owner["text"]


@pytest.mark.parametrize(
    ("budget", "code"),
    [("199", 1), ("200001", 1), ("-5", 1), ("lots", 2), ("200", 0), ("200000", 0)],
)
def test_context_budget_out_of_range_is_refused(db: Path, budget: str, code: int) -> None:
    remember(db, "I live in Lisbon")
    result = mw(db, "--json", "context", "home", "--budget", budget)
    assert result.code == code, result.err
    if code == 1:
        assert result.json()["error"] == {
            "code": "invalid_input",
            "message": "budget must be from 200 to 200,000 characters",
        }
    elif code == 0:
        assert "- I live in Lisbon" in result.json()["text"]


def test_recall_as_of_and_known_at(db: Path) -> None:
    lisbon = remember(db, "I live in Lisbon")["memory"]
    porto = mw(db, "--json", "correct", lisbon["id"], "I live in Porto", "--valid-from",
               "2024-03-01").json()  # fmt: skip
    assert porto["decision"] == "updated"
    assert porto["target"] == lisbon["id"]

    assert recall_texts(db, "where do I live") == ["I live in Porto"]
    assert recall_texts(db, "where do I live", "--as-of", "2024-01-15") == ["I live in Lisbon"]
    human = mw(db, "recall", "where do I live", "--as-of", "2024-01-15")
    assert "as of 2024-01-15" in human.out

    # known-at: what was believed before a correction that gave no event time.
    berlin = remember(db, "My sister lives in Berlin")["memory"]
    mw(db, "correct", berlin["id"], "My sister lives in Munich")
    believed = recall_texts(db, "sister", "--known-at", berlin["recorded_at"])
    assert believed == ["My sister lives in Berlin"]
    assert recall_texts(db, "sister") == ["My sister lives in Munich"]


def test_correct_supersedes_and_lineage_walks_oldest_first(db: Path) -> None:
    old = remember(db, "I live in Lisbon")["memory"]
    human = mw(db, "correct", old["id"], "I live in Porto")
    assert human.code == 0
    assert human.out.startswith("updated: ")
    assert f"supersedes {old['id']} — I live in Porto" in human.out

    chain = mw(db, "--json", "lineage", old["id"]).json()["lineage"]
    assert [m["text"] for m in chain] == ["I live in Lisbon", "I live in Porto"]
    assert [m["status"] for m in chain] == ["superseded", "active"]
    new_id = chain[1]["id"]
    assert mw(db, "--json", "lineage", new_id).json()["lineage"] == chain

    table = mw(db, "lineage", new_id)
    assert table.code == 0
    assert old["id"] in table.out and new_id in table.out
    assert "→" in table.out
    assert "superseded" in table.out

    # Only an active memory can be corrected; the superseded one gets a conflict.
    stale = mw(db, "--json", "correct", old["id"], "I live in Faro")
    assert stale.code == 1
    assert stale.json()["error"]["code"] == "conflict"
    assert "I live in Faro" not in texts(db)
    assert "I live in Porto" in texts(db)


def test_history_lists_a_memorys_events(db: Path) -> None:
    old = remember(db, "I live in Lisbon")["memory"]
    other = remember(db, "I like jazz")["memory"]
    mw(db, "correct", old["id"], "I live in Porto")
    events = mw(db, "--json", "history", old["id"]).json()["events"]
    assert [e["action"] for e in events] == ["create", "supersede"]
    assert all(e["memory_id"] == old["id"] for e in events)
    assert {"seq", "id", "at", "principal", "action", "payload", "erased", "hash"} <= set(events[0])
    assert [e["action"] for e in mw(db, "--json", "history", other["id"]).json()["events"]] == [
        "create"
    ]
    table = mw(db, "history", old["id"])
    assert "create" in table.out and "supersede" in table.out


def test_forget_never_blocks_the_value_and_plain_forget_does_not(db: Path) -> None:
    party = remember(db, "I am planning a surprise party for Ana")["memory"]
    diary = remember(db, "I keep a diary in the blue notebook")["memory"]
    remember(db, "I like jazz")  # the twin that stays

    never = mw(db, "--json", "forget", party["id"], "--never")
    assert never.code == 0
    assert never.json()["memory"]["status"] == "retracted"
    assert never.json()["memory"]["text"] == ""
    assert never.json()["tombstone"]["origin_memory"] == party["id"]
    plain = mw(db, "forget", diary["id"])
    assert plain.code == 0
    assert plain.out.startswith(f"forgot {diary['id']}")
    assert "never again" not in plain.out

    blocked = mw(db, "--json", "remember", "I am planning a surprise party for Ana")
    assert blocked.code == 0  # a decision, not an error
    assert blocked.json()["decision"] == "blocked"
    assert blocked.json()["memory"] is None
    human = mw(db, "remember", "I am planning a surprise party for Ana")
    assert human.out.startswith("blocked — ")
    # Control: the value forgotten without --never may be said again.
    assert remember(db, "I keep a diary in the blue notebook")["decision"] == "created"

    assert recall_texts(db, "surprise party Ana") == []
    assert recall_texts(db, "jazz") == ["I like jazz"]
    shown = mw(db, "--json", "show", party["id"]).json()["memory"]
    assert (shown["status"], shown["text"]) == ("retracted", "")


# -- tombstones -----------------------------------------------------------------------------


def test_tombstone_add_list_remove(db: Path) -> None:
    added = mw(db, "--json", "tombstone", "add", "my ex Sam", "--note", "please never")
    assert added.code == 0
    tombstone = added.json()["tombstone"]
    assert {"id", "scope", "created_at", "created_by", "note", "origin_memory", "terms",
            "hits"} <= set(tombstone)  # fmt: skip
    assert tombstone["scope"] is None

    assert remember(db, "my ex Sam")["decision"] == "blocked"
    assert remember(db, "I like jazz")["decision"] == "created"  # control

    listed = mw(db, "--json", "tombstone", "list").json()["tombstones"]
    assert [(t["id"], t["hits"]) for t in listed] == [(tombstone["id"], 1)]
    table = mw(db, "tombstone", "list")
    assert table.code == 0
    assert tombstone["id"] in table.out
    assert "please never" in table.out  # the note is shown ...
    assert "Sam" not in table.out and "Sam" not in json.dumps(listed)  # ... the value never

    human = mw(db, "tombstone", "add", "my old flat", "--scope", "work")
    assert human.code == 0
    assert "blocked in scope work" in human.out

    removed = mw(db, "--json", "tombstone", "remove", tombstone["id"])
    assert removed.code == 0
    assert removed.json() == {"tombstone": {"id": tombstone["id"], "removed": True}}
    assert remember(db, "my ex Sam")["decision"] == "created"
    gone = mw(db, "--json", "tombstone", "remove", tombstone["id"])
    assert gone.code == 1
    assert gone.json()["error"]["code"] == "not_found"


# -- principals and tokens ------------------------------------------------------------------


def test_principal_add_shows_the_token_once(db: Path) -> None:
    added = mw(db, "--json", "principal", "add", "helper", "--label", "personal", "--can",
               "remember", "--scope", "default", "--scope", "work")  # fmt: skip
    assert added.code == 0
    document = added.json()
    assert set(document) == {"principal", "token"}
    assert document["token"].startswith("mw_")
    assert document["principal"]["capabilities"] == ["read", "remember"]
    assert document["principal"]["labels"] == ["personal"]
    assert document["principal"]["scopes"] == ["default", "work"]

    human = mw(db, "principal", "add", "reader")
    assert human.code == 0
    token_lines = [line for line in human.out.splitlines() if line.startswith("token: mw_")]
    assert len(token_lines) == 1
    assert "shown only now" in human.err

    listed = mw(db, "--json", "principal", "list")
    assert [p["name"] for p in listed.json()["principals"]] == ["owner", "helper", "reader"]
    table = mw(db, "principal", "list")
    assert "helper" in table.out and "reader" in table.out
    for output in (listed.out, table.out):
        assert document["token"] not in output
        assert token_lines[0].removeprefix("token: ") not in output

    duplicate = mw(db, "--json", "principal", "add", "reader")
    assert duplicate.code == 1
    assert duplicate.json()["error"]["code"] == "conflict"


def test_a_read_only_agent_cannot_remember_and_a_granted_one_can(db: Path) -> None:
    remember(db, "I live in Lisbon")
    token = add_agent(db, "reader", "--label", "personal")

    assert recall_texts(db, "Lisbon", token_env={"MEMWARDEN_TOKEN": token}) == ["I live in Lisbon"]
    by_flag = mw(db, "--token", token, "--json", "remember", "Planted by reader")
    assert by_flag.code == 1
    assert by_flag.json()["error"]["code"] == "forbidden"
    assert "remember" in by_flag.err
    by_env = mw(db, "remember", "Planted by reader", env={"MEMWARDEN_TOKEN": token})
    assert by_env.code == 1
    assert by_env.err.startswith("error: ")
    assert texts(db) == ["I live in Lisbon"]

    granted = mw(db, "--json", "principal", "grant", "reader", "remember")
    assert granted.code == 0
    assert granted.json()["principal"]["capabilities"] == ["read", "remember"]
    via_flag = mw(db, "--token", token, "--json", "remember", "Written by the agent")
    assert via_flag.code == 0
    assert via_flag.json()["memory"]["source"] == "agent"
    via_env = mw(db, "--json", "remember", "Also by the agent", env={"MEMWARDEN_TOKEN": token})
    assert via_env.code == 0
    assert sorted(texts(db)) == ["Also by the agent", "I live in Lisbon", "Written by the agent"]

    # An agent without admin may not manage principals or read the audit log.
    for args in (["principal", "list"], ["audit"], ["audit", "verify"]):
        refused = mw(db, "--token", token, "--json", *args)
        assert refused.code == 1
        assert refused.json()["error"]["code"] == "forbidden"
        assert mw(db, *args).code == 0  # control: the owner may

    unknown_cap = mw(db, "--json", "principal", "grant", "reader", "superuser")
    assert unknown_cap.code == 1
    assert unknown_cap.json()["error"]["code"] == "invalid_input"


def test_unknown_and_revoked_tokens_are_unauthenticated(db: Path) -> None:
    remember(db, "I live in Lisbon")
    token = add_agent(db, "reader")
    assert mw(db, "--token", token, "recall", "Lisbon").code == 0  # control

    unknown = mw(db, "--token", "mw_not-a-real-token", "--json", "recall", "Lisbon")
    assert unknown.code == 1
    assert unknown.json()["error"]["code"] == "unauthenticated"
    unknown_env = mw(db, "recall", "Lisbon", env={"MEMWARDEN_TOKEN": "mw_nope"})
    assert unknown_env.code == 1
    assert "error: " in unknown_env.err

    revoked = mw(db, "--json", "principal", "revoke", "reader")
    assert revoked.code == 0
    assert revoked.json()["principal"]["revoked_at"] is not None
    after = mw(db, "--token", token, "--json", "recall", "Lisbon")
    assert after.code == 1
    assert after.json()["error"]["code"] == "unauthenticated"


def test_an_agent_sees_not_found_for_what_it_may_not_read(db: Path) -> None:
    private = remember(db, "My diary is in the drawer", "--acl", "private")["memory"]
    shared = remember(db, "I like jazz")["memory"]  # label personal
    token = add_agent(db, "reader", "--label", "personal")

    hidden = mw(db, "--token", token, "--json", "show", private["id"])
    missing = mw(db, "--token", token, "--json", "show", "01NOSUCHMEMORY0000000000000")
    assert hidden.code == missing.code == 1
    assert hidden.json()["error"]["code"] == missing.json()["error"]["code"] == "not_found"
    assert hidden.err == f"error: memory {private['id']} not found\n"
    assert mw(db, "--token", token, "--json", "show", shared["id"]).code == 0  # control
    assert recall_texts(db, "diary jazz", token_env={"MEMWARDEN_TOKEN": token}) == ["I like jazz"]


# -- audit ----------------------------------------------------------------------------------


def test_audit_lists_events_and_verify_reports_the_head(db: Path) -> None:
    lisbon = remember(db, "I live in Lisbon")["memory"]
    remember(db, "I like jazz")

    events = mw(db, "--json", "audit").json()["events"]
    assert [e["action"] for e in events] == ["principal.add", "create", "create"]
    assert [e["seq"] for e in events] == [1, 2, 3]
    newest = mw(db, "--json", "audit", "--limit", "2").json()["events"]
    assert [e["seq"] for e in newest] == [2, 3]
    only = mw(db, "--json", "audit", "--memory", lisbon["id"]).json()["events"]
    assert [e["memory_id"] for e in only] == [lisbon["id"]]
    table = mw(db, "audit")
    assert "principal.add" in table.out and lisbon["id"] in table.out

    verified = mw(db, "--json", "audit", "verify")
    assert verified.code == 0
    report = verified.json()
    assert report["ok"] is True
    assert report["events"] == 3
    assert report["problems"] == []
    assert report["head"] == events[-1]["hash"]
    human = mw(db, "audit", "verify")
    assert human.code == 0
    assert human.out.startswith("audit chain ok: 3 events")


def _tamper(copy: Path) -> None:
    """What an attacker with the file would do: drop the guard trigger, rewrite a payload."""
    conn = sqlite3.connect(str(copy))
    try:
        conn.execute("DROP TRIGGER audit_events_erase_only")
        changed = conn.execute(
            "UPDATE audit_events SET payload = json_set(payload, '$.after.text', 'I live in Paris')"
            " WHERE action = 'create'"
        ).rowcount
        conn.commit()
    finally:
        conn.close()
    assert changed == 1


def test_audit_verify_and_doctor_fail_after_tampering(db: Path, tmp_path: Path) -> None:
    remember(db, "I live in Lisbon")
    copy = tmp_path / "tampered.db"
    assert mw(db, "backup", str(copy)).code == 0
    _tamper(copy)

    broken = mw(copy, "--json", "audit", "verify")
    assert broken.code == 1
    assert broken.json()["ok"] is False
    assert any("payload was changed" in p for p in broken.json()["problems"])
    assert broken.err.startswith("error: the audit chain is broken")
    human = mw(copy, "audit", "verify")
    assert human.code == 1
    assert "BROKEN" in human.out

    doctor = mw(copy, "--json", "doctor")
    assert doctor.code == 1
    assert any(p.startswith("audit: ") for p in doctor.json()["problems"])

    # Controls: the original still verifies, and a tampered backup is not restored over it.
    assert mw(db, "audit", "verify").code == 0
    assert mw(db, "doctor").code == 0
    refused = mw(db, "--json", "restore", str(copy))
    assert refused.code == 1
    assert refused.json()["error"]["code"] == "invalid_input"
    assert texts(db) == ["I live in Lisbon"]


# -- export, backup, restore, import --------------------------------------------------------


def test_export_formats_and_what_is_left_out(db: Path, tmp_path: Path) -> None:
    old = remember(db, "I live in Lisbon")["memory"]
    mw(db, "correct", old["id"], "I live in Porto")
    gone = remember(db, "I am planning a surprise party")["memory"]
    mw(db, "forget", gone["id"])
    remember(db, "I like jazz")

    exported = mw(db, "export")
    assert exported.code == 0
    document = exported.json()
    assert document["format"] == "memwarden-export"
    assert sorted(m["text"] for m in document["memories"]) == ["I like jazz", "I live in Porto"]
    assert mw(db, "--json", "export").json()["memories"] == document["memories"]

    markdown = mw(db, "export", "--format", "markdown")
    assert markdown.out.startswith("# What memwarden knows")
    assert "I live in Porto" in markdown.out and "Lisbon" not in markdown.out
    wrapped = mw(db, "--json", "export", "--format", "markdown").json()
    assert wrapped["format"] == "markdown"
    assert wrapped["text"].startswith("# What memwarden knows")

    out = tmp_path / "export.json"
    written = mw(db, "--json", "export", "--out", str(out))
    assert written.code == 0
    assert written.json() == {"out": str(out), "format": "json", "bytes": out.stat().st_size}
    assert json.loads(out.read_text("utf-8"))["memories"] == document["memories"]
    human = mw(db, "export", "--format", "markdown", "--out", str(tmp_path / "export.md"))
    assert human.out.startswith("exported to ")

    onto_db = mw(db, "--json", "export", "--out", str(db))
    assert onto_db.code == 1
    assert onto_db.json()["error"]["code"] == "invalid_input"
    nowhere = mw(db, "--json", "export", "--out", str(tmp_path / "missing" / "x.json"))
    assert nowhere.code == 1
    assert nowhere.json()["error"]["code"] == "invalid_input"
    assert sorted(texts(db)) == ["I like jazz", "I live in Porto"]  # the database is intact


def test_backup_and_restore_are_lossless(db: Path, tmp_path: Path) -> None:
    old = remember(db, "I live in Lisbon")["memory"]
    mw(db, "correct", old["id"], "I live in Porto")
    copy = tmp_path / "backup.db"

    made = mw(db, "--json", "backup", str(copy))
    assert made.code == 0
    assert made.json() == {"backup": str(copy), "memories": 2}
    again = mw(db, "--json", "backup", str(copy))
    assert again.code == 1
    assert again.json()["error"]["code"] == "invalid_input"

    remember(db, "Written after the backup")
    restored = mw(db, "--json", "restore", str(copy))
    assert restored.code == 0
    assert restored.json()["memories"] == 2
    assert texts(db) == ["I live in Porto"]
    chain = mw(db, "--json", "lineage", old["id"]).json()["lineage"]
    assert [m["status"] for m in chain] == ["superseded", "active"]
    human = mw(db, "restore", str(copy))
    assert human.out.startswith(f"restored {copy}: 2 memories")

    missing = mw(db, "--json", "restore", str(tmp_path / "nope.db"))
    assert missing.code == 1
    not_a_db = tmp_path / "notes.txt"
    not_a_db.write_text("hello", encoding="utf-8")
    assert mw(db, "restore", str(not_a_db)).code == 1
    assert texts(db) == ["I live in Porto"]


def test_import_goes_through_the_write_path_all_or_nothing(db: Path, tmp_path: Path) -> None:
    remember(db, "I live in Lisbon")
    remember(db, "I like jazz")
    export = tmp_path / "export.json"
    assert mw(db, "export", "--out", str(export)).code == 0

    target = tmp_path / "target.db"
    remember(target, "I like jazz")  # already known there: ignored, not duplicated
    mw(target, "tombstone", "add", "Lisbon")
    imported = mw(target, "--json", "import", str(export))
    assert imported.code == 0
    assert imported.json()["imported"] == 2
    assert imported.json()["decisions"] == {"blocked": 1, "ignored": 1}
    human_target = tmp_path / "human.db"
    human = mw(human_target, "import", str(export))
    assert human.out == "imported 2 entries: created 2\n"
    assert sorted(texts(human_target)) == ["I like jazz", "I live in Lisbon"]
    sources = {m["source"] for m in mw(human_target, "export").json()["memories"]}
    assert sources == {"imported"}

    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps([{"text": "Fine entry"}, {"text": ""}]), encoding="utf-8")
    failed = mw(target, "--json", "import", str(broken))
    assert failed.code == 1
    assert failed.json()["error"]["code"] == "invalid_input"
    assert "entry 2" in failed.json()["error"]["message"]
    assert texts(target) == ["I like jazz"]  # nothing of the broken file, the control stays
    assert mw(target, "import", str(tmp_path / "absent.json")).code == 1


# -- doctor ---------------------------------------------------------------------------------


def test_doctor_checks_and_repairs_the_full_text_index(db: Path) -> None:
    lisbon = remember(db, "I live in Lisbon")["memory"]
    remember(db, "I like jazz")
    healthy = mw(db, "--json", "doctor")
    assert healthy.code == 0
    assert healthy.json()["ok"] is True
    assert healthy.json()["memories"] == {"active": 2}
    assert mw(db, "doctor").out.strip().endswith("ok")

    conn = sqlite3.connect(str(db))  # drop one row from the derived index behind memwarden
    try:
        seq = conn.execute("SELECT seq FROM memories WHERE id = ?", (lisbon["id"],)).fetchone()[0]
        conn.execute(
            "INSERT INTO memories_fts (memories_fts, rowid, text) VALUES ('delete', ?, ?)",
            (seq, "I live in Lisbon"),
        )
        conn.commit()
    finally:
        conn.close()

    sick = mw(db, "--json", "doctor")
    assert sick.code == 1
    assert sick.json()["ok"] is False
    assert "--repair" in sick.err
    repaired = mw(db, "--json", "doctor", "--repair")
    assert repaired.code == 0
    assert repaired.json()["repaired"]
    assert recall_texts(db, "Lisbon") == ["I live in Lisbon"]
    assert mw(db, "doctor").code == 0


# -- output safety and --json placement -----------------------------------------------------


def test_human_output_cannot_drive_the_terminal(db: Path) -> None:
    sneaky = "I like \x1b[2J\x1b[31mred\x1b[0m and \u202egnp.exe"
    result = mw(db, "--json", "remember", sneaky)
    assert result.code == 0
    stored = result.json()["memory"]
    assert stored["text"] == sneaky  # control: the data itself is kept exactly
    for args in (["remember", sneaky], ["show", stored["id"]], ["recall", "red"],
                 ["lineage", stored["id"]]):  # fmt: skip
        human = mw(db, *args)
        assert human.code == 0
        assert "\x1b" not in human.out and "\u202e" not in human.out
    assert "\\x1b[31mred" in mw(db, "show", stored["id"]).out
    # Rich markup in a query or a text is shown as typed, never interpreted.
    remember(db, "I like [bold]jazz[/]")
    markup = mw(db, "recall", "[/bold] jazz")
    assert markup.code == 0, markup.err
    assert "I like [bold]jazz[/]" in markup.out
    assert "recall '[/bold] jazz'" in markup.out


def test_the_context_block_cannot_drive_the_terminal(db: Path) -> None:
    sneaky = "I like \x1b[2J\x1b[31mred\x1b[0m wine"
    held = remember(db, sneaky)
    assert held["decision"] == "held"  # control characters look planted: the person decides
    assert mw(db, "confirm", held["memory"]["id"]).code == 0
    block = mw(db, "--json", "context", "wine").json()["text"]
    assert f"- {sneaky}" in block.splitlines()  # control: the block itself keeps the text

    human = mw(db, "context", "wine")
    assert human.code == 0
    assert "\x1b" not in human.out
    assert "- I like \\x1b[2J\\x1b[31mred\\x1b[0m wine" in human.out.splitlines()


@pytest.mark.parametrize(
    "args",
    [["tombstone", "list"], ["principal", "list"], ["audit"], ["audit", "verify"], ["doctor"]],
)
def test_json_before_or_after_the_command_is_the_same(db: Path, args: list[str]) -> None:
    remember(db, "I like jazz")
    before = mw(db, "--json", *args)
    after = mw(db, *args, "--json")
    assert before.code == after.code == 0
    assert before.json() == after.json()
    assert mw(db, *args).out != before.out  # control: without --json it is for a person


# -- demo -----------------------------------------------------------------------------------


def test_demo_on_a_temporary_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    human = invoke("demo")
    assert human.code == 0, human.err
    for expected in ("$ memwarden remember 'I live in Lisbon'", "ignored", "superseded",
                     "I live in Porto", "blocked — ", "audit chain ok"):  # fmt: skip
        assert expected in human.out
    assert "temporary file" in human.out
    # The agent's block: the correction in, the forgotten plan out (it was in before).
    block = human.out.split("$ memwarden context 'dinner with Ana'\n", 1)[1].split("\n\n")[0]
    assert "- I live in Porto (since 2024-03-01)" in block.splitlines()
    assert "- My sister Ana lives in Berlin" in block.splitlines()
    assert "party" not in block and "Lisbon" not in block
    assert "— I am planning a surprise party for Ana" in human.out  # control: once remembered
    # An agent's question, read as the person's and with the sister's name
    assert "searched as 'Where does my sister Ana live?'" in human.out

    machine = invoke("--json", "demo")
    assert machine.code == 0
    document = machine.json()
    assert document["ok"] is True
    assert document["db"] is None
    (context,) = [s["result"] for s in document["steps"] if " context " in s["command"]]
    assert set(context) == {"text", "memories", "more"} and len(context["memories"]) == 3
    decisions = [s["result"].get("decision") for s in document["steps"]]
    for decision in ("created", "ignored", "updated", "blocked"):
        assert decision in decisions
    assert all(s["command"].startswith("memwarden ") for s in document["steps"])
    # Nothing was left behind: not in the working folder, not in the default location
    # (MEMWARDEN_HOME is under tmp_path). The control, a kept tour, is the next test.
    assert list(tmp_path.iterdir()) == []


def test_demo_on_a_path_keeps_it_and_refuses_an_existing_file(tmp_path: Path) -> None:
    kept = tmp_path / "tour.db"
    result = invoke("demo", str(kept))
    assert result.code == 0, result.err
    assert f"--db {kept} recall" in result.out
    found = recall_texts(kept, "where do I live")
    assert "I live in Porto" in found
    assert "I live in Lisbon" not in found  # superseded by the tour's correction

    via_db = tmp_path / "via-db.db"
    assert invoke("--db", str(via_db), "--json", "demo").json()["db"] == str(via_db)
    assert via_db.exists()

    before = kept.read_bytes()
    refused = invoke("--json", "demo", str(kept))
    assert refused.code == 1
    assert refused.json()["error"]["code"] == "invalid_input"
    assert kept.read_bytes() == before


# -- help and generated docs ----------------------------------------------------------------

# The commands that print JSON: INTERFACES.md's CLI table but serve, mcp and bench; and demo.
COMMANDS = [
    ["remember"], ["observe"], ["recall"], ["context"], ["show"], ["history"], ["lineage"],
    ["correct"], ["forget"], ["review"], ["confirm"], ["reject"], ["edit"],
    ["propose"], ["decide"], ["advice"],
    ["tombstone", "add"], ["tombstone", "list"], ["tombstone", "remove"],
    ["principal", "add"], ["principal", "list"], ["principal", "grant"], ["principal", "revoke"],
    ["audit"], ["audit", "verify"], ["export"], ["backup"], ["restore"], ["import"], ["doctor"],
    ["demo"],
]  # fmt: skip


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_every_command_has_help(command: list[str]) -> None:
    result = invoke(*command, "--help")
    assert result.code == 0
    assert result.out.startswith(f"Usage: memwarden {' '.join(command)}")
    assert "--json" in result.out


def test_docs_cli_md_is_up_to_date(tmp_path: Path) -> None:
    page = REPO / "docs" / "cli.md"
    assert page.read_text(encoding="utf-8") == cli_docs.render(), (
        f"docs/cli.md is out of date; regenerate it with: {cli_docs.REGENERATE}"
    )
    for command in COMMANDS:
        assert f"## memwarden {' '.join(command)}\n" in page.read_text(encoding="utf-8")
    stale = tmp_path / "cli.md"
    stale.write_text("# old\n", encoding="utf-8")
    assert cli_docs.main(["--check", str(stale)]) == 1
    assert cli_docs.main([str(stale)]) == 0
    assert cli_docs.main(["--check", str(stale)]) == 0  # control: fresh once regenerated


def test_help_does_not_load_rich(tmp_path: Path) -> None:
    code = (
        "import sys; from memwarden.interfaces.cli import _run; "
        "assert _run(['--help']) == 0; "
        "assert 'rich' not in sys.modules, 'rich was imported by --help'; "
        # Control: drawing a table does load it, so the check above can fail.
        f"assert _run(['--db', {str(tmp_path / 'r.db')!r}, 'principal', 'list']) == 0; "
        "assert 'rich' in sys.modules"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "Usage: memwarden" in done.stdout


# -- the installed console script, end to end -----------------------------------------------


def test_console_script_end_to_end(tmp_path: Path) -> None:
    script = Path(sys.executable).with_name("memwarden")
    if not script.exists():  # pragma: no cover - the venv always has it
        script = Path(shutil.which("memwarden") or "memwarden")
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMWARDEN_")}
    env["MEMWARDEN_DB"] = str(tmp_path / "e2e.db")

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(script), *args], capture_output=True, text=True, env=env, timeout=120,
            check=False,
        )  # fmt: skip

    created = run("--json", "remember", "I live in Lisbon")
    assert created.returncode == 0, created.stderr
    memory_id = json.loads(created.stdout)["memory"]["id"]
    assert run("remember", "I like jazz").returncode == 0

    found = run("--json", "recall", "where do I live")
    assert found.returncode == 0
    assert [h["memory"]["id"] for h in json.loads(found.stdout)["results"]] == [memory_id]

    forgotten = run("forget", memory_id, "--never")
    assert forgotten.returncode == 0
    assert forgotten.stdout.startswith(f"forgot {memory_id}")
    after = json.loads(run("--json", "recall", "where do I live").stdout)
    assert after["results"] == []
    jazz = json.loads(run("--json", "recall", "jazz").stdout)  # control
    assert [h["memory"]["text"] for h in jazz["results"]] == ["I like jazz"]

    missing = run("--json", "show", "01NOSUCHMEMORY0000000000000")
    assert missing.returncode == 1
    assert json.loads(missing.stdout)["error"]["code"] == "not_found"
    assert missing.stderr == "error: memory 01NOSUCHMEMORY0000000000000 not found\n"
    usage = run("recall", "x", "--limit", "abc")
    assert usage.returncode == 2
