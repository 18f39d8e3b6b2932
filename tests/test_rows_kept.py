"""Whole memory rows kept between reads while nothing is written (store/sqlite_query.py,
RowsKept): a kept row is not read whole again, every read still goes through the gate in SQL,
and any change — this store's write, another connection's, a restore, a rolled-back
transaction — is read from the file, never from what was kept."""

from __future__ import annotations

import contextlib
import sqlite3
import tempfile
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memwarden import Memory, MemwardenError
from memwarden.settings import Settings
from memwarden.store.base import Gate
from memwarden.store.sqlite_rows import _row_to_memory

LEXICAL = Settings(embedder="none")


def _owner() -> Gate:
    return Gate(scopes=None, labels=None, as_of=datetime.now(UTC))


def _whole_reads(conn: sqlite3.Connection) -> list[str]:
    """The statements that read memory rows whole on ``conn`` from now on."""
    seen: list[str] = []
    conn.set_trace_callback(
        lambda sql: seen.append(sql) if "m.text" in sql and "json_each(" in sql else None
    )
    return seen


def test_a_kept_row_is_not_read_whole_again(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        ids = [memory.remember(f"the heron number {i} fishes").memory.id for i in range(3)]
        store = memory._store
        whole = _whole_reads(store._conn())
        first = store.get_gated(ids[:2], _owner())
        assert list(first) == ids[:2] and len(whole) == 1
        again = store.get_gated(ids[:2], _owner())
        assert again == first and len(whole) == 1  # kept: only their ids went through the gate
        both = store.get_gated([ids[2], ids[0]], _owner())
        assert list(both) == [ids[2], ids[0]]  # in the order asked
        assert len(whole) == 2  # control: the one not kept is read whole
        found = store.search(_owner(), ["heron"], 10)
        assert {c.id for c in found.candidates} == set(ids)
        assert len(whole) == 2  # the search's candidates are the kept rows too


def test_the_gate_still_decides_for_kept_rows(tmp_path: Path) -> None:
    """A row kept from the owner's read is not given to a caller whose labels do not open
    it; its twin with the caller's label is."""
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        secret = memory.remember("the vault code is kept by Ines", acl=["family"]).memory.id
        shared = memory.remember("the garden key is kept by Ines", acl=["friends"]).memory.id
        office = memory.remember("the office key is kept by Ines", scope="work").memory.id
        store = memory._store
        three = [secret, shared, office]
        assert list(store.get_gated(three, _owner())) == three
        friend = Gate(scopes=None, labels=("friends",), as_of=datetime.now(UTC))
        assert list(store.get_gated(three, friend)) == [shared]
        found = store.search(friend, ["kept", "ines"], 10)
        assert [c.id for c in found.candidates] == [shared]
        work = Gate(scopes=("work",), labels=None, as_of=datetime.now(UTC))
        assert list(store.get_gated(three, work)) == [office]


def test_a_write_through_the_store_is_read_from_the_file(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        kept = memory.remember("my bike is a blue gravel bike").memory.id
        twin = memory.remember("my kayak is a red sea kayak").memory.id
        store = memory._store
        store.get_gated([kept, twin], _owner())
        new = memory.correct(kept, "my bike is a green gravel bike").memory.id
        seen = store.get_gated([kept, new, twin], _owner())
        assert list(seen) == [new, twin]  # the corrected one is no longer active
        assert seen[new].text == "my bike is a green gravel bike"
        assert any("kayak" in row[1] for row in store._kept_rows()._rows.values())
        memory.forget(twin)
        # The forgotten text is not kept in memory either (every write lets the rows go).
        assert not any("kayak" in row[1] for row in store._kept_rows()._rows.values())
        assert store.get_gated([twin], _owner()) == {}
        assert store.get_gated([new], _owner())[new].text.startswith("my bike")  # control
        assert any("bike" in row[1] for row in store._kept_rows()._rows.values())


def test_another_connections_write_is_read_from_the_file(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    with Memory.open(path, settings=LEXICAL) as memory:
        changed = memory.remember("I swim on Tuesdays", importance=3).memory.id
        twin = memory.remember("I run on Thursdays", importance=3).memory.id
        store = memory._store
        assert store.get_gated([changed, twin], _owner())[changed].importance == 3
        conn = sqlite3.connect(str(path))  # another connection, outside memwarden
        try:
            with conn:
                conn.execute("UPDATE memories SET importance = 9 WHERE id = ?", (changed,))
        finally:
            conn.close()
        seen = store.get_gated([changed, twin], _owner())
        assert seen[changed].importance == 9
        assert seen[twin].importance == 3  # control: the other row as it was
        found = store.search(_owner(), ["swim"], 10)
        assert found.candidates[0].load is not None
        assert found.candidates[0].load().importance == 9


def test_a_rolled_back_change_is_never_kept(tmp_path: Path) -> None:
    """Rows read inside a transaction are not kept: rolled back, their change leaves the
    connection's write state where it was."""
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        mid = memory.remember("the cat is called Miso").memory.id
        store = memory._store
        assert store.get_gated([mid], _owner())[mid].importance == 5
        conn = store._conn()
        conn.execute("BEGIN")
        conn.execute("UPDATE memories SET importance = 1 WHERE id = ?", (mid,))
        assert store.get_gated([mid], _owner())[mid].importance == 1  # read inside: the change
        conn.execute("ROLLBACK")
        assert store.get_gated([mid], _owner())[mid].importance == 5
        with pytest.raises(RuntimeError), store.write() as txn:  # the store's own writes too
            txn._c.execute("UPDATE memories SET importance = 2 WHERE id = ?", (mid,))
            assert store.get_gated([mid], _owner())[mid].importance == 2
            raise RuntimeError("rolled back")
        assert store.get_gated([mid], _owner())[mid].importance == 5
        memory.remember("the dog is called Tofu", importance=2)
        assert store.get_gated([mid], _owner())[mid].importance == 5  # control: committed, kept


def test_a_restore_is_read_from_the_file(tmp_path: Path) -> None:
    """A restore writes pages, not rows (the connection's write state does not move): the kept
    rows are let go with it. The restored file has a memory's text from before its correction,
    and another's importance from before a change; a third, unchanged, is read as it is."""
    path = tmp_path / "m.db"
    with Memory.open(path, settings=LEXICAL) as memory:
        mid = memory.remember("the boat is moored in Faro").memory.id
        twin = memory.remember("the van is parked in Braga", importance=4).memory.id
        same = memory.remember("the bike is locked in Porto").memory.id
        memory.backup(tmp_path / "before.db")
        store = memory._store
        new = memory.correct(mid, "the boat is moored in Lagos").memory.id
        conn = sqlite3.connect(str(path))
        try:
            with conn:
                conn.execute("UPDATE memories SET importance = 8 WHERE id = ?", (twin,))
        finally:
            conn.close()
        seen = store.get_gated([mid, new, twin, same], _owner())
        assert list(seen) == [new, twin, same] and seen[twin].importance == 8
        store.restore(tmp_path / "before.db")  # the store's own: no audit write after it
        seen = store.get_gated([mid, new, twin, same], _owner())
        assert list(seen) == [mid, twin, same]
        assert seen[mid].text == "the boat is moored in Faro"
        assert seen[twin].importance == 4
        assert seen[same].text == "the bike is locked in Porto"
        assert [c.id for c in store.search(_owner(), ["lagos"], 10).candidates] == []
        assert [c.id for c in store.search(_owner(), ["faro"], 10).candidates] == [mid]


def test_access_counts_written_behind_are_read(tmp_path: Path) -> None:
    """Recall's access counts are written by another connection, behind it: the next read
    has them."""
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        mid = memory.remember("the lighthouse keeper is called Rui").memory.id
        twin = memory.remember("the ferry leaves at noon").memory.id
        store = memory._store
        assert store.get_gated([mid, twin], _owner())[mid].access_count == 0
        assert [h.memory.id for h in memory.recall("lighthouse keeper").results] == [mid]
        store.flush_access()
        seen = store.get_gated([mid, twin], _owner())
        assert seen[mid].access_count == 1
        assert seen[twin].access_count == 0  # control: not recalled


def test_kept_rows_are_let_go_past_their_weight(tmp_path: Path, monkeypatch) -> None:
    """Long texts fill the kept rows quickly: past ``_ROWS_WEIGHT`` they are let go, and read
    from the file again; under it (the control) they stay."""
    from memwarden.store import sqlite_query

    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        ids = [memory.remember(f"diary page {i}: " + "walked the dog " * 300).memory.id
               for i in range(3)]  # fmt: skip
        store = memory._store
        whole = _whole_reads(store._conn())
        store.get_gated(ids, _owner())
        store.get_gated(ids, _owner())
        assert len(whole) == 1  # control: three long rows weigh less than the limit
        monkeypatch.setattr(sqlite_query, "_ROWS_WEIGHT", 2 * sqlite_query._ROW_WEIGHT + 9000)
        store.get_gated(ids, _owner())  # over the limit now: let go before this read
        assert len(whole) == 2
        assert list(store.get_gated(ids, _owner())) == ids
        assert len(whole) == 3


def test_chat_neighbours_are_kept_until_a_turn_is_added(tmp_path: Path) -> None:
    """A turn's chat neighbours are read once while nothing is written; a turn added to the
    chat is its last turn's neighbour at the next read."""
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        turns = [
            memory.remember(text, kind="episode", chat_id="c1").memory.id
            for text in ("we went to Sintra", "the palace was closed", "so we hiked instead")
        ]
        alone = memory.remember("a note with no chat").memory.id
        store = memory._store
        walks: list[str] = []
        store._conn().set_trace_callback(
            lambda sql: walks.append(sql) if "x.chat_id = m.chat_id" in sql else None
        )
        first = store.episode_neighbours([turns[2], turns[1], alone], 1)
        assert first == {turns[2]: [(turns[1], -1)], turns[1]: [(turns[0], -1), (turns[2], 1)]}
        assert list(first) == [turns[2], turns[1]] and len(walks) == 1
        assert store.episode_neighbours([turns[2], turns[1], alone], 1) == first
        assert len(walks) == 1  # kept, the note without a chat too
        assert store.episode_neighbours([turns[0]], 1) == {turns[0]: [(turns[1], 1)]}
        assert len(walks) == 2  # control: a turn not read before is walked
        last = memory.remember("and had lunch", kind="episode", chat_id="c1").memory.id
        assert store.episode_neighbours([turns[2]], 1) == {turns[2]: [(turns[1], -1), (last, 1)]}
        assert store.episode_neighbours([turns[2]], 2)[turns[2]] == [
            (turns[1], -1), (turns[0], -2), (last, 1)
        ]  # fmt: skip


_LABELS = ("a", "b")
_WORDS = ("otter", "heron", "badger")
_GATES = (
    Gate(scopes=None, labels=None, as_of=datetime(2100, 1, 1, tzinfo=UTC)),
    Gate(scopes=None, labels=("a",), as_of=datetime(2100, 1, 1, tzinfo=UTC)),
    Gate(scopes=("work",), labels=("b",), as_of=datetime(2100, 1, 1, tzinfo=UTC)),
    Gate(scopes=None, labels=None, as_of=datetime(2100, 1, 1, tzinfo=UTC), historical=True),
)
_STEPS = st.lists(
    st.one_of(
        st.tuples(
            st.just("remember"),
            st.sampled_from(_WORDS),
            st.sampled_from(_LABELS),
            st.sampled_from(("default", "work")),
        ),
        st.tuples(st.just("correct"), st.integers(0, 40), st.sampled_from(_WORDS)),
        st.tuples(st.just("forget"), st.integers(0, 40)),
        st.tuples(st.just("elsewhere"), st.integers(0, 40), st.integers(1, 10)),
        st.tuples(st.just("acl"), st.integers(0, 40), st.sampled_from(('["b"]', "not json"))),
        st.tuples(st.just("nothing")),
    ),
    min_size=1,
    max_size=20,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=_STEPS)
def test_reads_with_kept_rows_are_the_files(steps: list[tuple]) -> None:
    """Any run of writes — the store's own, and another connection's updates of importance or
    of the access list, a malformed one too — each followed by reads through every gate and a
    search for every word: each read with kept rows gives exactly what a read of the file
    without them gives (nothing kept)."""
    from memwarden.store.sqlite_query import gated_whole

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "m.db"
        with Memory.open(path, settings=LEXICAL) as memory:
            store = memory._store
            ids = [memory.remember(f"the {w} at dawn", acl=["a"]).memory.id for w in _WORDS]
            other = sqlite3.connect(str(path), isolation_level=None)
            other.execute("PRAGMA ignore_check_constraints = ON")  # a malformed list too
            other.execute("DROP TRIGGER IF EXISTS memories_acl_shape_update")
            try:
                for step in steps:
                    _apply(memory, other, ids, step)
                    for gate in _GATES:
                        got = store.get_gated(ids, gate)
                        rows = gated_whole(other, "id", ids, gate)
                        assert list(got) == [row[0] for row in rows]
                        assert list(got.values()) == [_row_to_memory(row) for row in rows]
                        for word in _WORDS:
                            found = store.search(gate, [word], 20).candidates
                            loaded = {c.id: c.load() for c in found if c.load is not None}
                            rows = gated_whole(other, "id", list(loaded), gate)
                            assert loaded == {row[0]: _row_to_memory(row) for row in rows}
            finally:
                other.close()


def _apply(memory: Memory, other: sqlite3.Connection, ids: list[str], step: tuple) -> None:
    kind = step[0]
    if kind == "remember":
        _, word, label, scope = step
        text = f"the {word} number {len(ids)} was seen"
        ids.append(memory.remember(text, acl=[label], scope=scope).memory.id)
        return
    if kind == "nothing":
        return
    target = ids[step[1] % len(ids)]
    if kind == "elsewhere":
        other.execute("UPDATE memories SET importance = ? WHERE id = ?", (step[2], target))
    elif kind == "acl":
        other.execute("UPDATE memories SET acl = ? WHERE id = ?", (step[2], target))
    with contextlib.suppress(MemwardenError):  # gone, or no longer active
        if kind == "correct":
            ids.append(memory.correct(target, f"the {step[2]} was seen again").memory.id)
        elif kind == "forget":
            memory.forget(target)
