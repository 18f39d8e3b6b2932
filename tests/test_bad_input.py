"""Bad input gets a clear error — the right ``MemwardenError`` subclass and a message that says
what is wrong — and changes nothing: row and audit counts stay put, files we were handed are
left byte for byte, and a good write right after still goes through (the control).
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
from pathlib import Path

import pytest

from memwarden import (
    ConfigurationError,
    Decision,
    ForbiddenError,
    InvalidInputError,
    Memory,
    MemwardenError,
    NotFoundError,
    Status,
    UnauthenticatedError,
)

TEXT = "kestrel candidate row"


def _control_write_works(memory: Memory) -> None:
    written = memory.remember("kestrel control written after the refusal").memory
    assert memory.get(written.id).status is Status.ACTIVE


# -- remember ------------------------------------------------------------------------------

REMEMBER_CASES = [
    pytest.param({}, None, None, id="control-valid"),
    pytest.param({"text": ""}, InvalidInputError, "text is empty", id="empty-text"),
    pytest.param({"text": " \n\t  "}, InvalidInputError, "text is empty", id="whitespace-text"),
    pytest.param({"text": "x" * 2_000_000}, InvalidInputError, "limit is 16,000", id="2MB-text"),
    pytest.param({"text": "nul\x00inside"}, InvalidInputError, "NUL", id="nul-in-text"),
    pytest.param({"text": "lone \ud800 half"}, InvalidInputError, "surrogate", id="surrogate"),
    pytest.param({"text": 42}, InvalidInputError, "text must be a string", id="text-not-str"),
    pytest.param({"text": None}, InvalidInputError, "text must be a string", id="text-none"),
    pytest.param(
        {"valid_from": "yesterday-ish"},
        InvalidInputError,
        "'yesterday-ish' is not an ISO 8601",
        id="vague-date",
    ),
    pytest.param(
        {"valid_from": "2024-13-45"}, InvalidInputError, "valid_from: '2024-13-45'", id="bad-date"
    ),
    pytest.param(
        {"valid_until": "2024-02-30"},
        InvalidInputError,
        "valid_until: '2024-02-30'",
        id="bad-until",
    ),
    pytest.param({"at": "2024-13-45"}, InvalidInputError, "at: '2024-13-45'", id="bad-at"),
    pytest.param(
        {"valid_from": "2024-03-01", "valid_until": "2024-02-01"},
        InvalidInputError,
        "valid_until must be later than valid_from",
        id="until-before-from",
    ),
    pytest.param(
        {"valid_from": "2024-03-01", "valid_until": "2024-03-01"},
        InvalidInputError,
        "valid_until must be later than valid_from",
        id="until-equals-from",
    ),
    pytest.param({"valid_from": 20240301}, InvalidInputError, "ISO 8601", id="date-as-int"),
    pytest.param({"kind": "opinion"}, InvalidInputError, "unknown kind 'opinion'", id="kind"),
    pytest.param({"acl": ["*"]}, InvalidInputError, "never '*'", id="wildcard"),
    pytest.param({"acl": ["personal", "*"]}, InvalidInputError, "never '*'", id="wildcard-2"),
    pytest.param({"acl": [""]}, InvalidInputError, "label '' is not allowed", id="empty-label"),
    pytest.param({"acl": "personal"}, InvalidInputError, "list of labels", id="acl-string"),
    pytest.param({"acl": 5}, InvalidInputError, "list of labels", id="acl-int"),
    pytest.param({"scope": "*"}, InvalidInputError, "scope '*' is not allowed", id="scope-*"),
    pytest.param({"scope": "two words"}, InvalidInputError, "scope", id="scope-space"),
    pytest.param({"subject": ""}, InvalidInputError, "subject", id="empty-subject"),
    pytest.param(
        {"importance": 0}, InvalidInputError, "importance must be from 1 to 10", id="importance-0"
    ),
    pytest.param(
        {"importance": 11}, InvalidInputError, "importance must be from 1 to 10", id="importance-11"
    ),
    pytest.param(
        {"importance": "5"}, InvalidInputError, "importance must be a number", id="importance-str"
    ),
    pytest.param(
        {"importance": True}, InvalidInputError, "importance must be a number", id="importance-bool"
    ),
    pytest.param({"importance": 5.5}, InvalidInputError, "whole number", id="importance-5.5"),
    pytest.param(
        {"confidence": 1.5},
        InvalidInputError,
        "confidence must be from 0 to 1",
        id="confidence-1.5",
    ),
    pytest.param(
        {"confidence": math.nan},
        InvalidInputError,
        "confidence must be from 0 to 1",
        id="confidence-nan",
    ),
    pytest.param({"confidence": -0.1}, InvalidInputError, "confidence", id="confidence-neg"),
    pytest.param({"valence": 3}, InvalidInputError, "valence", id="valence-3"),
    pytest.param(
        {"pinned": "yes"}, InvalidInputError, "pinned must be true or false", id="pinned-str"
    ),
    pytest.param({"tags": 5}, InvalidInputError, "tags must be a list", id="tags-int"),
    pytest.param({"tags": "abc"}, InvalidInputError, "tags must be a list", id="tags-str"),
    pytest.param({"chat_id": ""}, InvalidInputError, "chat_id", id="chat-empty"),
]


@pytest.mark.parametrize(("changes", "error", "message"), REMEMBER_CASES)
def test_remember_refuses_bad_input_and_changes_nothing(
    memory, db_path, count, changes, error, message
):
    baseline = memory.remember("kestrel baseline row").memory
    before = count(db_path)
    arguments = {"text": TEXT, **changes}
    if error is None:  # control: the same call with good input is written, with its event
        assert memory.remember(**arguments).decision is Decision.CREATED
        assert count(db_path) == (before[0] + 1, before[1] + 1)
        return
    with pytest.raises(error) as info:
        memory.remember(**arguments)
    assert message in info.value.message
    assert len(info.value.message) < 300  # says what is wrong, does not echo the input back
    assert count(db_path) == before
    assert memory.get(baseline.id).text == "kestrel baseline row"
    _control_write_works(memory)


@pytest.mark.parametrize(
    ("agent_kwargs", "write_kwargs", "error", "message"),
    [
        pytest.param({}, {"acl": ["work"]}, None, None, id="control-held"),
        pytest.param(
            {},
            {"acl": ["family"]},
            ForbiddenError,
            "cannot grant label 'family'",
            id="label-not-held",
        ),
        pytest.param(
            {},
            {"scope": "secret"},
            ForbiddenError,
            "cannot write to scope 'secret'",
            id="scope-not-held",
        ),
        pytest.param(
            {"capabilities": ()},
            {},
            ForbiddenError,
            "lacks the 'remember' capability",
            id="read-only-agent",
        ),
    ],
)
def test_an_agent_is_refused_what_it_does_not_hold(
    memory, make_agent, db_path, count, agent_kwargs, write_kwargs, error, message
):
    settings = {"labels": ["work"], "capabilities": ["remember"], **agent_kwargs}
    agent = make_agent("bot", **settings)
    before = count(db_path)
    if error is None:
        assert agent.remember(TEXT, **write_kwargs).decision is Decision.CREATED
        return
    with pytest.raises(error) as info:
        agent.remember(TEXT, **write_kwargs)
    assert message in info.value.message and "bot" in info.value.message
    assert count(db_path) == before
    _control_write_works(memory)


# -- tokens ----------------------------------------------------------------------------------


@pytest.mark.parametrize("token", ["mw_not-a-real-token", "", "revoked", "valid"])
def test_unknown_or_revoked_tokens_are_refused(memory, db_path, token):
    _, good = memory.principal_add("bot", capabilities=["remember"])
    _, revoked = memory.principal_add("gone")
    memory.principal_revoke("gone")
    token = {"revoked": revoked, "valid": good}.get(token, token)
    if token == good:  # control
        with Memory.open(db_path, token=token) as agent:
            assert agent.principal.name == "bot"
        assert memory.for_token(token).principal.name == "bot"
        return
    with pytest.raises(UnauthenticatedError) as info:
        memory.for_token(token)
    assert "token" in info.value.message
    with pytest.raises(UnauthenticatedError):
        Memory.open(db_path, token=token)


def test_a_handle_held_across_a_revoke_stops_working(memory, make_agent, db_path, count):
    agent = make_agent("bot", capabilities=["remember"])
    other = make_agent("other", capabilities=["remember"])
    row = agent.remember(f"{TEXT} by bot").memory
    memory.principal_revoke("bot")
    before = count(db_path)
    for call in (
        lambda: agent.remember(f"{TEXT} after revoke"),
        lambda: agent.recall("kestrel"),
        lambda: agent.get(row.id),
        lambda: agent.forget(row.id),
    ):
        with pytest.raises(UnauthenticatedError, match="revoked"):
            call()
    assert count(db_path) == before
    assert memory.get(row.id).status is Status.ACTIVE
    # control: an agent that was not revoked keeps working
    assert other.remember(f"{TEXT} by other").decision is Decision.CREATED


# -- other operations ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda m, i: m.correct(i, ""), InvalidInputError, "text is empty"),
        (lambda m, i: m.correct(i, "x", valid_from="soon"), InvalidInputError, "valid_from"),
        (lambda m, i: m.recall(""), InvalidInputError, "query is empty"),
        (lambda m, i: m.recall("kestrel", limit=0), InvalidInputError, "limit"),
        (lambda m, i: m.recall("kestrel", limit="5"), InvalidInputError, "limit"),
        (lambda m, i: m.recall("kestrel", as_of="2024-13-45"), InvalidInputError, "as_of"),
        (lambda m, i: m.recall("kestrel", known_at="then"), InvalidInputError, "known_at"),
        (lambda m, i: m.recall("kestrel", kinds=["opinion"]), InvalidInputError, "kind"),
        (lambda m, i: m.recall("kestrel", scopes="default"), InvalidInputError, "lists"),
        (lambda m, i: m.get(""), InvalidInputError, "memory id"),
        (lambda m, i: m.get("no-such-id"), NotFoundError, "not found"),
        (lambda m, i: m.forget("no-such-id"), NotFoundError, "not found"),
        (lambda m, i: m.export("yaml"), InvalidInputError, "unknown export format 'yaml'"),
        (lambda m, i: m.principal_add("bad name!"), InvalidInputError, "agent name"),
        (lambda m, i: m.principal_add("x", labels=["*"]), InvalidInputError, "label"),
        (lambda m, i: m.principal_add("x", capabilities=["root"]), InvalidInputError, "root"),
        (lambda m, i: m.principal_grant("nobody", "read"), NotFoundError, "nobody"),
        (lambda m, i: m.tombstone_add("  "), InvalidInputError, "text is empty"),
        (lambda m, i: m.tombstone_remove("no-such-id"), NotFoundError, "not found"),
        (lambda m, i: m.audit_log(limit=0), InvalidInputError, "limit"),
    ],
)
def test_other_operations_refuse_bad_input(memory, db_path, count, call, error, message):
    row = memory.remember(TEXT).memory
    before = count(db_path)
    with pytest.raises(error) as info:
        call(memory, row.id)
    assert message in info.value.message
    assert count(db_path) == before
    assert memory.get(row.id).text == TEXT
    _control_write_works(memory)


# -- files that are not memwarden databases ------------------------------------------------------


def _listing(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


def _foreign_sqlite(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)")
    conn.execute("INSERT INTO invoices (amount) VALUES (12.5)")
    conn.commit()
    conn.close()


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda p: p.write_text("these are my notes, not a database\n" * 50), "not a SQLite file"),
        (lambda p: p.write_bytes(os.urandom(8192)), "not a SQLite file"),
        (lambda p: p.write_bytes(b"SQLite format 3\x00" + b"\x07" * 4000), "not a memwarden"),
        (_foreign_sqlite, "not a memwarden one"),
    ],
    ids=["text-file", "random-bytes", "sqlite-header-garbage", "other-sqlite-db"],
)
def test_a_file_that_is_not_a_memwarden_database_is_left_untouched(tmp_path, make, message):
    path = tmp_path / "notes.db"
    make(path)
    content = path.read_bytes()
    listing = _listing(tmp_path)
    with pytest.raises(ConfigurationError) as info:
        Memory.open(path)
    assert message in info.value.message and str(path) in info.value.message
    assert path.read_bytes() == content
    assert _listing(tmp_path) == listing  # no -wal, -shm or -journal beside it
    # control: a fresh path in the same folder opens
    with Memory.open(tmp_path / "fresh.db") as fresh:
        assert fresh.remember(TEXT).decision is Decision.CREATED


def test_a_newer_schema_is_refused(db_path, raw):
    with Memory.open(db_path) as memory:
        memory.remember(TEXT)
    with raw(db_path) as conn:
        conn.execute("INSERT INTO schema_migrations VALUES (999, '0999_future.sql', '2099')")
    with pytest.raises(ConfigurationError, match="schema version 999"):
        Memory.open(db_path)


def test_a_directory_is_not_a_database(tmp_path):
    folder = tmp_path / "m.db"
    folder.mkdir()
    with pytest.raises(ConfigurationError, match="is a directory"):
        Memory.open(folder)
    assert _listing(folder) == []


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux /proc")
@pytest.mark.parametrize("path", ["/proc/memwarden-test/m.db", "/proc/m.db", "/sys/m.db"])
def test_a_path_that_cannot_be_written_is_a_configuration_error(path):
    # chmod does not stop root (CI runs as root); /proc and /sys refuse everyone.
    with pytest.raises(ConfigurationError) as info:
        Memory.open(path)
    assert path in info.value.message and "cannot" in info.value.message


# -- backup and restore -----------------------------------------------------------------------


def test_restore_refuses_what_is_not_a_backup(memory, db_path, rows, tmp_path):
    row = memory.remember(TEXT).memory
    memory.backup(tmp_path / "good.db")
    text_file = tmp_path / "notes.txt"
    text_file.write_text("not a backup\n")
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    foreign = tmp_path / "foreign.db"
    _foreign_sqlite(foreign)
    foreign_bytes = foreign.read_bytes()
    before = rows(db_path)
    for source, message in [
        (text_file, "is not a memwarden backup"),
        (empty, "is not a memwarden backup"),
        (foreign, "is not a memwarden backup"),
        (tmp_path / "missing.db", "is not a file"),
        (tmp_path, "is not a file"),
    ]:
        with pytest.raises(InvalidInputError) as info:
            memory.restore(source)
        assert message in info.value.message and str(source) in info.value.message
        assert rows(db_path) == before
    assert foreign.read_bytes() == foreign_bytes
    assert memory.get(row.id).text == TEXT
    # control: a real backup restores
    assert memory.restore(tmp_path / "good.db")["memories"] == 1


@pytest.mark.parametrize("tampered", [False, True])
def test_restore_refuses_a_backup_whose_audit_chain_was_tampered(
    memory, db_path, raw, rows, tmp_path, tampered
):
    memory.remember(f"{TEXT} one")
    backup = tmp_path / "backup.db"
    memory.backup(backup)
    if tampered:
        with raw(backup) as conn:
            conn.execute("DROP TRIGGER audit_events_erase_only")
            conn.execute(
                "UPDATE audit_events SET payload = json_set(payload, '$.after.text', 'forged')"
                " WHERE action = 'create'"
            )
    later = memory.remember(f"{TEXT} written after the backup").memory
    before = rows(db_path)
    if not tampered:  # control: the same backup, untouched, restores
        memory.restore(backup)
        with pytest.raises(NotFoundError):
            memory.get(later.id)
        return
    with pytest.raises(InvalidInputError) as info:
        memory.restore(backup)
    assert "audit" in info.value.message and "not restored" in info.value.message
    assert rows(db_path) == before
    assert memory.get(later.id).status is Status.ACTIVE


def test_backup_refuses_to_overwrite_or_to_write_nowhere(memory, tmp_path):
    memory.remember(TEXT)
    existing = tmp_path / "existing.db"
    existing.write_text("keep me")
    with pytest.raises(InvalidInputError, match="already exists"):
        memory.backup(existing)
    assert existing.read_text() == "keep me"
    with pytest.raises(InvalidInputError, match="does not exist"):
        memory.backup(tmp_path / "no-such-folder" / "b.db")
    assert memory.backup(tmp_path / "b.db")["memories"] == 1  # control


# -- import -----------------------------------------------------------------------------------

GOOD = {"text": "kestrel imported good one"}
GOOD_TOO = {"text": "kestrel imported good two", "kind": "preference"}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        pytest.param(json.dumps([GOOD, GOOD_TOO]), None, id="control"),
        pytest.param('{"memories": [', "is not JSON", id="malformed-json"),
        pytest.param(b"\xff\xfe\x00garbage", "is not UTF-8", id="not-utf8"),
        pytest.param('{"foo": 1}', "not a memwarden JSON export", id="wrong-object"),
        pytest.param("5", "not a memwarden JSON export", id="number"),
        pytest.param('"text"', "not a memwarden JSON export", id="string"),
        pytest.param(
            json.dumps({"format": "memwarden-export", "memories": "x"}),
            "not a memwarden JSON export",
            id="memories-not-list",
        ),
        pytest.param("[1, 2]", "entry 1 is not a memory with a text", id="list-of-numbers"),
        pytest.param(json.dumps([GOOD, {"kind": "fact"}]), "entry 2", id="entry-without-text"),
        pytest.param(
            json.dumps([GOOD, {"text": ""}, GOOD_TOO]),
            "entry 2: text is empty",
            id="empty-text-in-middle",
        ),
        pytest.param(
            json.dumps([GOOD, GOOD_TOO, {"text": "x", "importance": 99}]),
            "entry 3: importance",
            id="importance-out-of-range",
        ),
        pytest.param(
            json.dumps([GOOD, {"text": "x", "acl": 5}]), "entry 2: acl", id="acl-not-list"
        ),
        pytest.param(
            json.dumps([GOOD, {"text": "x", "acl": ["*"]}]), "entry 2: label", id="wildcard-acl"
        ),
        pytest.param(
            json.dumps([GOOD, {"text": "x", "kind": "opinion"}]),
            "entry 2: unknown kind",
            id="unknown-kind",
        ),
        pytest.param(
            json.dumps([GOOD, {"text": "x", "valid_from": "2024-13-45"}]),
            "entry 2: valid_from",
            id="bad-date",
        ),
        pytest.param(
            json.dumps([GOOD, {"text": "x", "recorded_at": "whenever"}]),
            "entry 2: at",
            id="bad-recorded-at",
        ),
    ],
)
def test_import_is_all_or_nothing(memory, db_path, rows, tmp_path, content, message):
    source = tmp_path / "import.json"
    if isinstance(content, bytes):
        source.write_bytes(content)
    else:
        source.write_text(content, encoding="utf-8")
    memory.remember("kestrel already there")
    before = rows(db_path)
    if message is None:  # control: the good entries alone import, through the write path
        result = memory.import_(source)
        assert result["imported"] == 2 and result["decisions"] == {"created": 2}
        assert len(rows(db_path)["memories"]) == len(before["memories"]) + 2
        return
    with pytest.raises(InvalidInputError) as info:
        memory.import_(source)
    assert message in info.value.message
    assert rows(db_path) == before
    _control_write_works(memory)


def test_import_of_a_missing_file_or_folder(memory, tmp_path):
    for source in (tmp_path / "missing.json", tmp_path):
        with pytest.raises(InvalidInputError, match="is not a file"):
            memory.import_(source)


def test_every_refusal_is_a_memwarden_error_never_a_crash(memory):
    # a sweep over odd types: whatever comes in, the caller gets a MemwardenError
    odd_values = [None, 0, -1, 1e309, [], {}, ["x"], {"a": 1}, b"bytes", object()]
    refused = 0
    for field in (
        "text",
        "kind",
        "subject",
        "scope",
        "acl",
        "valid_from",
        "valid_until",
        "at",
        "importance",
        "pinned",
        "confidence",
        "valence",
        "arousal",
        "tags",
        "chat_id",
    ):
        for value in odd_values:
            arguments = {"text": f"kestrel sweep {field}", field: value}
            try:
                memory.remember(**arguments)
            except MemwardenError:
                refused += 1
    assert refused > 100  # control: the sweep really exercised the refusals
