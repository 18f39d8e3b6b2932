"""Invariant 7 on disk while another connection reads: forget cannot clear the database's log
of the old text while a read that began before the erasure is still open (SQLite keeps those
pages for it). The forget says so (``erased_on_disk`` false), and the store clears the log as
soon as it can — with its next write, or on close — instead of leaving the text there unsaid.

Every test has its control: a forget with no reader open erases at once, and the other
memories' text stays on disk throughout.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from cli_harness import clean_cli_environment, invoke
from memwarden import Memory
from memwarden.store import sqlite as sqlite_store

SECRET = "Quillfeather pharmacy refill on Tuesdays"
OTHER = "Marrowstone ferry leaves at nine"


@pytest.fixture(autouse=True)
def _short_busy_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    # The truncation waits up to the busy timeout for the reader (30 s in use); a fifth of a
    # second keeps the tests quick and changes nothing else.
    monkeypatch.setattr(sqlite_store, "_BUSY_TIMEOUT_MS", 200)


@contextmanager
def reading(path: Path) -> Iterator[sqlite3.Connection]:
    """Another connection (as another process would have) in the middle of a read."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    try:
        conn.execute("BEGIN")
        assert conn.execute("SELECT count(*) FROM memories").fetchone()[0] >= 2
        yield conn
    finally:
        if conn.in_transaction:
            conn.execute("COMMIT")
        conn.close()


def _texts(memory: Memory, query: str) -> set[str]:
    return {hit.memory.text for hit in memory.recall(query, limit=10).results}


def test_a_forget_with_no_reader_open_erases_the_text_from_disk_at_once(
    memory: Memory, db_path: Path, disk_bytes: Callable[[Path], bytes]
) -> None:
    secret = memory.remember(SECRET).memory
    assert secret is not None
    memory.remember(OTHER)
    assert SECRET.encode() in disk_bytes(db_path)  # control: on disk before
    answer = memory.forget(secret.id)
    assert answer["erased_on_disk"] is True
    assert SECRET.encode() not in disk_bytes(db_path)
    assert OTHER.encode() in disk_bytes(db_path)  # control: the other stays


def test_a_reader_open_from_before_keeps_the_old_text_and_the_forget_says_so_then_the_next_write_clears_it(  # noqa: E501
    memory: Memory, db_path: Path, disk_bytes: Callable[[Path], bytes]
) -> None:
    secret = memory.remember(SECRET).memory
    assert secret is not None
    memory.remember(OTHER)
    with reading(db_path):
        answer = memory.forget(secret.id)
        assert answer["erased_on_disk"] is False
        assert memory._store.erasure_pending()
        # what SQLite keeps for the open read: the old page, still in the log
        assert SECRET.encode() in disk_bytes(db_path)
        # the memory itself is forgotten already: recall finds only the other
        assert SECRET not in _texts(memory, "Quillfeather pharmacy refill")
        assert OTHER in _texts(memory, "Marrowstone ferry")
        # a write while the read is still open: tried again without waiting, still pending
        memory.remember("The bakery opens at seven")
        assert memory._store.erasure_pending()
    memory.remember("The library closes at six")  # the read has ended: this write clears it
    assert not memory._store.erasure_pending()
    assert SECRET.encode() not in disk_bytes(db_path)
    assert OTHER.encode() in disk_bytes(db_path)  # control
    assert (db_path.parent / f"{db_path.name}-wal").stat().st_size == 0


def test_closing_the_store_clears_a_pending_erasure(
    db_path: Path, disk_bytes: Callable[[Path], bytes]
) -> None:
    memory = Memory.open(db_path)
    # Another process's idle connection, open across the close: SQLite folds the log by
    # itself only when the last connection closes, so here only the store's own retry can.
    idle = sqlite3.connect(str(db_path), isolation_level=None)
    try:
        try:
            secret = memory.remember(SECRET).memory
            assert secret is not None
            memory.remember(OTHER)
            assert idle.execute("SELECT count(*) FROM memories").fetchone()[0] == 2
            with reading(db_path):
                assert memory.forget(secret.id)["erased_on_disk"] is False
            assert SECRET.encode() in disk_bytes(db_path)  # nothing has been written since
        finally:
            memory.close()
        assert SECRET.encode() not in disk_bytes(db_path)
        assert OTHER.encode() in disk_bytes(db_path)  # control
    finally:
        idle.close()


def test_the_cli_says_when_the_old_text_is_still_in_the_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clean_cli_environment(monkeypatch, tmp_path)
    db = tmp_path / "cli.db"
    ids = []
    for text in (SECRET, OTHER, "Juniper kayak rental", "Saffron market stall"):
        made = invoke("--db", str(db), "--json", "remember", text)
        assert made.code == 0, made.err
        ids.append(made.json()["memory"]["id"])
    with reading(db):
        held = invoke("--db", str(db), "forget", ids[0])
        held_json = invoke("--db", str(db), "--json", "forget", ids[2])
    plain = invoke("--db", str(db), "forget", ids[3])  # control: no reader open
    assert held.code == 0, held.err
    assert "still reading" in held.out and "erased everywhere" not in held.out
    assert held_json.json()["erased_on_disk"] is False
    assert plain.code == 0, plain.err
    assert "erased everywhere" in plain.out and "still reading" not in plain.out


def test_an_import_after_the_read_ends_clears_the_pending_erasure(
    tmp_path: Path, db_path: Path, disk_bytes: Callable[[Path], bytes]
) -> None:
    """A bulk import commits with its checkpoint left to a fold behind it; the pending
    erasure is tried after it like after any other write."""
    import json

    from memwarden.settings import Settings

    source = tmp_path / "in.json"
    entries = [{"text": f"Heron sighting number {i}"} for i in range(30)]
    source.write_text(json.dumps({"format": "memwarden-export", "version": 1, "memories": entries}))
    with Memory.open(db_path, settings=Settings(embedder="none", import_worker=False)) as memory:
        secret = memory.remember(SECRET).memory
        assert secret is not None
        memory.remember(OTHER)
        with reading(db_path):
            assert memory.forget(secret.id)["erased_on_disk"] is False
        memory.import_(source)
        memory._store._folding.done()
        assert not memory._store.erasure_pending()
        assert SECRET.encode() not in disk_bytes(db_path)
        assert OTHER.encode() in disk_bytes(db_path)  # control
        assert b"Heron sighting number 29" in db_path.read_bytes()  # the import, in the file


def test_a_forgotten_memorys_topic_words_leave_the_disk_with_it(
    memory: Memory, db_path: Path, disk_bytes: Callable[[Path], bytes]
) -> None:
    """The topic index keeps the instance words a text says (migration 0014): they go too."""
    secret = memory.remember("Quillfeather and I play pickleball on Saturdays").memory
    assert secret is not None
    memory.remember(OTHER)
    with sqlite3.connect(str(db_path)) as conn:  # control: the topic index holds the word
        words = [r[0] for r in conn.execute("SELECT words FROM memory_topics")]
    assert any("picklebal" in w.split("\x1f") for w in words)
    assert b"picklebal" in disk_bytes(db_path)
    assert memory.forget(secret.id)["erased_on_disk"] is True
    assert b"picklebal" not in disk_bytes(db_path)
    assert OTHER.encode() in disk_bytes(db_path)  # control: the other stays


@pytest.mark.parametrize(
    ("said", "twin", "value"),
    [
        # a medicine's key, and a pet's by its name
        ("I take zolpidemix 5 mg daily", "I take twinvalue 5 mg daily", b"zolpidemix"),
        ("We have a beagle called Quorrabel", "We have a cat called Twinvalue", b"quorrabel"),
        # a part's slot (write/rest.py), kept in a table of its own
        (
            "I live in Leeds. I take zolpidemix 5 mg daily.",
            "I live in York. I take twinvalue 5 mg daily.",
            b"zolpidemix",
        ),
    ],
)
def test_a_forgotten_slot_leaves_no_value_on_disk(
    tmp_path: Path, said: str, twin: str, value: bytes
) -> None:
    # A slot's key holds its value; forget blanks it with the text. The twin, kept, stays.
    path = tmp_path / "slots.db"
    with Memory.open(path) as memory:
        gone = memory.remember(said).memory
        kept = memory.remember(twin).memory
        assert gone is not None and kept is not None and kept.slot_key is not None
        with sqlite3.connect(str(path)) as conn:  # its keys hold the value, before
            keys = conn.execute(
                "SELECT slot_key FROM memories WHERE id = ? UNION ALL"
                " SELECT slot_key FROM memory_part_slots WHERE memory_id = ?",
                (gone.id, gone.id),
            ).fetchall()
        assert any(value.decode() in (key or "").casefold() for (key,) in keys)
        memory.forget(gone.id)
        assert memory.get(gone.id).slot_key is None
    data = path.read_bytes().lower()
    assert value not in data
    assert b"twinvalue" in data


def test_opening_an_older_store_clears_the_keys_its_forgets_left(tmp_path: Path) -> None:
    # As a store forgotten in before forget blanked slot keys: the key put back on the row,
    # the migration that clears them not yet applied. Opening it applies it; the twin stays.
    path = tmp_path / "older.db"
    with Memory.open(path) as memory:
        gone = memory.remember("I take zolpidemix 5 mg daily").memory
        kept = memory.remember("I take twinvalue 5 mg daily").memory
        assert gone is not None and kept is not None
        memory.forget(gone.id)
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute(
        "UPDATE memories SET slot_key = ? WHERE id = ?", ("user\x1ftakes\x1fzolpidemix", gone.id)
    )
    conn.execute("DELETE FROM schema_migrations WHERE version = 16")
    conn.close()
    with Memory.open(path) as memory:
        assert memory.get(gone.id).slot_key is None
        assert memory.get(kept.id).slot_key == "user\x1ftakes\x1ftwinvalue"
    assert b"zolpidemix" not in path.read_bytes()
