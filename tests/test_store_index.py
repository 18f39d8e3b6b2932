"""The full-text index's own bookkeeping, read directly where counting would be slow."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from memwarden import Memory
from memwarden.read.recall import RecallRequest, build_gate
from memwarden.settings import Settings
from memwarden.store import open_store
from memwarden.store.sqlite_query import _indexed_rows, _varint

LEXICAL = Settings(embedder="none")


def _counts(path: Path) -> tuple[int, int]:
    conn = sqlite3.connect(str(path))
    try:
        counted = conn.execute("SELECT count(*) FROM memories_fts_docsize").fetchone()[0]
        return _indexed_rows(conn), counted
    finally:
        conn.close()


def test_the_indexed_row_count_follows_every_change(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    with Memory.open(path, settings=LEXICAL) as memory:
        assert _counts(path) == (0, 0)
        ids = [memory.remember(f"the lantern number {i} is blue").memory.id for i in range(300)]
        assert _counts(path) == (300, 300)
        memory.forget(ids[0])  # the text is blanked in the index
        memory.correct(ids[1], "the lantern number one is green")  # one more row indexed
        read, counted = _counts(path)
        assert read == counted and counted >= 300
        memory.doctor(repair=True)
        assert _counts(path) == (read, counted)


def test_varints_of_every_length() -> None:
    for value in (0, 1, 127, 128, 16_383, 16_384, 2**21, 2**35, 2**56 - 1, 2**56, 2**63):
        assert _varint(_encode(value) + b"\x05") == value
    assert _varint(b"\x81") is None  # cut short


def _encode(value: int) -> bytes:
    """SQLite's varint, written the way its format describes (the test's own encoder)."""
    if value >= 1 << 56:
        out = [value & 0xFF]
        value >>= 8
        for _ in range(8):
            out.append((value & 0x7F) | 0x80)
            value >>= 7
        return bytes(reversed(out))
    groups = [value & 0x7F]
    value >>= 7
    while value:
        groups.append((value & 0x7F) | 0x80)
        value >>= 7
    return bytes(reversed(groups))


def test_the_embedding_queue_is_read_from_the_queue_not_by_scanning_memories(
    tmp_path: Path,
) -> None:
    """Each batch the embedder takes is found from the queue, memory by id: the cost follows
    the batch, not the size of the store (a plan check; the speed itself is benchmarked)."""
    store = open_store(tmp_path / "q.db")
    try:
        with Memory.open(tmp_path / "q.db", settings=Settings(embedder="none")) as memory:
            for i in range(5):
                memory.remember(f"the heron number {i} nests by the mill")
        statements: list[str] = []
        conn = store._conn()  # the test reads the statement the store runs
        conn.set_trace_callback(statements.append)
        queued = store.embed_queue(3)
        conn.set_trace_callback(None)
        assert [text for _, text, _ in queued] == [
            f"the heron number {i} nests by the mill" for i in range(3)
        ]  # queued order; the control that the queue holds something
        (select,) = [s for s in statements if "embed_queue" in s]
        plan = " | ".join(r[3] for r in conn.execute("EXPLAIN QUERY PLAN " + select))
        assert "SEARCH m USING" in plan and "SCAN m" not in plan, plan
    finally:
        store.close()


def test_recall_hits_are_the_rows_get_reads(tmp_path: Path) -> None:
    """The lexical search reads whole rows through the gate with its candidates, and recall
    uses them instead of reading the rows again: every field must be what ``get`` reads —
    including the successor link and the access counts that are not plain columns."""
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        old = memory.remember("the lantern in the hall is blue", tags=["house"]).memory
        memory.correct(old.id, "the lantern in the hall is green")
        memory.remember("the lantern in the garden is red", pinned=True, importance=8)
        memory.recall("lantern")
        memory.recall("lantern hall")  # access counts on two recalls
        memory.get(old.id)  # writes the counts noted so far
        hits = memory.recall("lantern", as_of="2999-01-01").results
        assert len(hits) == 2
        for hit in hits:
            got = memory.get(hit.memory.id)  # with this last recall's count, now written
            assert hit.memory.access_count == got.access_count - 1 >= 2
            seen = {"access_count": hit.memory.access_count}
            seen["last_accessed_at"] = hit.memory.last_accessed_at
            assert hit.memory.last_accessed_at < got.last_accessed_at
            assert hit.memory == replace(got, **seen)
            # built by setting its slots: the same as through the dataclass's __init__
            assert replace(got) == got and hash(replace(got)) == hash(got)
        past = memory.recall("lantern blue", known_at=memory.get(old.id).recorded_at).results
        assert [h.memory.id for h in past] == [old.id]  # control: a superseded row, whole
        assert past[0].memory == memory.get(old.id)
        assert past[0].memory.superseded_by is not None


def test_document_frequencies_exact_when_rare_estimated_when_common(tmp_path: Path) -> None:
    """Up to the budget a word's count is exact; above it, extrapolated from how far back its
    newest holders reach — close to the true count; the candidates are then the newest
    ``budget`` matches (the cutoff)."""
    from memwarden.store.sqlite_query import _candidate_expr

    path = tmp_path / "m.db"
    with Memory.open(path, settings=LEXICAL) as memory:
        memory.import_(_export_file(tmp_path, [
            f"note {i}: " + ("apple " if i % 3 == 0 else "") + ("pear" if i % 40 == 0 else "")
            for i in range(1200)
        ]))  # fmt: skip
    conn = sqlite3.connect(str(path))
    try:
        expr, cutoff, freq = _candidate_expr(conn, ["pear", "apple"], 100)
        assert freq["pear"] == 30  # rare: exact
        assert 0.85 * 400 <= freq["apple"] <= 1.15 * 400  # common: estimated (400 hold it)
        assert expr == '"pear" OR ("apple")'
        newest = conn.execute(
            "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ? AND rowid >= ?",
            (expr, cutoff),
        ).fetchone()[0]
        assert cutoff > 0 and newest == 100  # the newest 100 of the 400 matches
        _, no_cutoff, _ = _candidate_expr(conn, ["pear"], 100)
        assert no_cutoff == 0  # control: 30 matches fit the budget, none cut
    finally:
        conn.close()


def _export_file(folder: Path, texts: list[str]) -> Path:
    import json

    out = folder / "export.json"
    from memwarden.portability import EXPORT_FORMAT

    doc = {"format": EXPORT_FORMAT, "memories": [{"text": t} for t in texts]}
    out.write_text(json.dumps(doc))
    return out


def _counting(conn: sqlite3.Connection) -> list[str]:
    """The counting statements ``conn`` runs from now on (its trace)."""
    seen: list[str] = []
    conn.set_trace_callback(lambda sql: seen.append(sql) if "count(*), min(rowid)" in sql else 0)
    return seen


def test_word_counts_are_kept_while_the_index_is_unchanged(tmp_path: Path) -> None:
    """A search's word counts walk the index; a second search on an unchanged index reads the
    kept ones (no counting statement), and any change to the index — a memory remembered,
    another connection's write, a forget — is counted again, so the counts are those a search
    without keeping would find."""
    from memwarden.store.base import Gate
    from memwarden.store.sqlite_query import CountsKept, _candidate_expr

    path = tmp_path / "m.db"
    gate = Gate(scopes=None, labels=None, as_of=datetime.now(UTC))
    with Memory.open(path, settings=LEXICAL) as memory:
        ids = [memory.remember(f"the zebra number {i} grazes").memory.id for i in range(3)]
        memory.remember("a giraffe grazes by the river")
        store = memory._store
        counting = _counting(store._conn())
        assert store.search(gate, ["zebra", "giraffe"], 10).doc_freq == {"zebra": 3, "giraffe": 1}
        assert len(counting) == 2  # one walk per word
        assert store.search(gate, ["zebra", "giraffe"], 10).doc_freq == {"zebra": 3, "giraffe": 1}
        assert len(counting) == 2  # kept: nothing walked again
        assert store.search(gate, ["zebra", "river"], 10).doc_freq == {"zebra": 3, "river": 1}
        assert len(counting) == 3  # control: a word not counted yet is walked
        memory.remember("one more zebra")
        assert store.search(gate, ["zebra"], 10).doc_freq == {"zebra": 4}
        with Memory.open(path, settings=LEXICAL) as other:  # another connection writes
            other.remember("a zebra crossing on the high street")
        assert store.search(gate, ["zebra"], 10).doc_freq == {"zebra": 5}
        memory.forget(ids[0])  # its text leaves the index
        assert store.search(gate, ["zebra", "giraffe"], 10).doc_freq == {"zebra": 4, "giraffe": 1}
    conn = sqlite3.connect(str(path))
    try:
        kept = CountsKept()
        fresh = _candidate_expr(conn, ["zebra", "grazes"], 100)
        assert _candidate_expr(conn, ["zebra", "grazes"], 100, kept) == fresh
        assert _candidate_expr(conn, ["zebra", "grazes"], 100, kept) == fresh  # from the kept
        conn.execute("BEGIN")
        assert kept.for_state(conn, 0) is None  # inside a transaction nothing is kept
        conn.rollback()
        newest = conn.execute("SELECT max(seq) FROM memories").fetchone()[0]
        state = kept.for_state(conn, newest)
        assert state is not None and state[1]["zebra"] == 4  # control: outside one, kept
        # Counts made while another connection changed the index may mix two states: let go.
        with Memory.open(path, settings=LEXICAL) as other:
            other.remember("a zebra at dusk")
        kept.keep(conn, state[0], {"zebra": 999})
        assert state[1]["zebra"] == 4  # not mixed into the counts of the state before
        newest = conn.execute("SELECT max(seq) FROM memories").fetchone()[0]
        now = kept.for_state(conn, newest)
        assert now is not None and now[1] == {}
        kept.keep(conn, now[0], {"zebra": 5})  # control: the state unchanged, kept
        assert kept.for_state(conn, newest) == (now[0], {"zebra": 5})
    finally:
        conn.close()


def test_a_slot_is_looked_up_from_its_key_not_by_walking_the_active_memories(
    tmp_path: Path,
) -> None:
    """The review's lookup of a slot reaches a memory by one of its parts' slots from the key's
    rows (a plan check; the speed itself is benchmarked by `bench store`)."""
    store = open_store(tmp_path / "s.db")
    try:
        with Memory.open(tmp_path / "s.db", settings=LEXICAL) as memory:
            found = memory.remember("I work as a tour guide. I live in Leeds.").memory
            memory.remember("I have a dog named Rex")
        assert found is not None
        statements: list[str] = []
        conn = store._conn()  # the test reads the statement the store runs
        conn.set_trace_callback(statements.append)
        held = store.active_in_slot("default", "user\x1flives_in", 8)
        conn.set_trace_callback(None)
        assert [m.id for m in held] == [found.id]  # the control: found by its part
        (select,) = [s for s in statements if "memory_part_slots" in s]
        plan = " | ".join(r[3] for r in conn.execute("EXPLAIN QUERY PLAN " + select))
        assert "SEARCH p USING COVERING INDEX memory_part_slots_key" in plan, plan
        assert "memories_status (status=?)" not in plan, plan
    finally:
        store.close()


def test_recall_finds_a_slot_by_a_part_from_the_keys_rows(tmp_path: Path) -> None:
    """Recall's lookup of the slots a question asks for reaches a memory by one of its parts'
    slots from the key's rows, not by walking every memory (a plan check)."""
    store = open_store(tmp_path / "s.db")
    try:
        with Memory.open(tmp_path / "s.db", settings=LEXICAL) as memory:
            found = memory.remember("I work as a tour guide. I live in Leeds.").memory
            whole = memory.remember("I drive a Honda Jazz").memory
            memory.remember("I have a dog named Rex")
            owner = memory.principal
        assert found is not None and whole is not None
        statements: list[str] = []
        conn = store._conn()  # the test reads the statement the store runs
        conn.set_trace_callback(statements.append)
        gate = build_gate(RecallRequest(query="where do I live?"), owner, datetime.now(UTC))
        ids = store.slotted(gate, ["user\x1flives_in", "user\x1fcar"], 8)
        conn.set_trace_callback(None)
        # The control beside it: the one filling a slot read whole is found too (and the dog,
        # filling neither, is not).
        assert set(ids) == {found.id, whole.id}
        (select,) = [s for s in statements if "memory_part_slots" in s]
        plan = " | ".join(r[3] for r in conn.execute("EXPLAIN QUERY PLAN " + select))
        assert "SEARCH p USING COVERING INDEX memory_part_slots_key" in plan, plan
        assert "SCAN m" not in plan and "SCAN o" not in plan, plan
    finally:
        store.close()
