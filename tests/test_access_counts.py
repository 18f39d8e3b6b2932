"""Access counts are written behind: a recall is a pure read, and its counts reach the file
with the next write, on ``get``/``export``/``backup``, when a second has passed, or on close —
never lost to a rollback, never making a recall wait for another process's write lock.
Each with its control (a memory no recall returned keeps a count of zero)."""

from __future__ import annotations

import sqlite3
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.settings import Settings

LEXICAL = Settings(embedder="none")


def _on_disk(path: Path, memory_id: str) -> int:
    """The access count in the file, read by a connection of its own (another process's view)."""
    conn = sqlite3.connect(path)
    try:
        return conn.execute(
            "SELECT access_count FROM memories WHERE id = ?", (memory_id,)
        ).fetchone()[0]
    finally:
        conn.close()


def _seed(memory: Memory) -> tuple[str, str]:
    used = memory.remember("the piano tuner comes on Fridays").memory
    unused = memory.remember("the bins go out on Mondays").memory
    assert used is not None and unused is not None
    return used.id, unused.id


@pytest.fixture
def no_timed_flush(monkeypatch: pytest.MonkeyPatch) -> None:
    """Counts are not written because a second passed (a slow machine would otherwise write
    them at the recall, and the tests below could not tell what wrote them)."""
    import memwarden.store.sqlite as sqlite_store

    monkeypatch.setattr(sqlite_store, "_ACCESS_EVERY_S", 3600.0)


@pytest.mark.usefixtures("no_timed_flush")
def test_counts_reach_the_file_on_close(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    with Memory.open(path, settings=LEXICAL) as memory:
        used, unused = _seed(memory)
        memory.recall("piano tuner")
        memory.recall("piano tuner")
        assert _on_disk(path, used) == 0  # noted, not yet written
    assert _on_disk(path, used) == 2
    assert _on_disk(path, unused) == 0


@pytest.mark.usefixtures("no_timed_flush")
def test_the_next_write_carries_the_counts(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    with Memory.open(path, settings=LEXICAL) as memory:
        used, unused = _seed(memory)
        memory.recall("piano tuner")
        assert _on_disk(path, used) == 0  # noted, not yet written
        memory.remember("the dentist is on Harley Street")
        assert _on_disk(path, used) == 1  # written with the remember, before close
        assert _on_disk(path, unused) == 0


def test_get_and_export_show_this_sessions_recalls(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        used, unused = _seed(memory)
        memory.recall("piano tuner")
        assert memory.get(used).access_count == 1
        assert memory.get(unused).access_count == 0
        memory.recall("piano tuner")
        exported = {m["id"]: m["access_count"] for m in _export(memory)}
        assert exported == {used: 2, unused: 0}


def _export(memory: Memory) -> list[dict]:
    import json

    return json.loads(memory.export("json"))["memories"]


def test_a_backup_holds_the_counts_made_before_it(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        used, unused = _seed(memory)
        memory.recall("piano tuner")
        memory.backup(tmp_path / "copy.db")
    assert _on_disk(tmp_path / "copy.db", used) == 1
    assert _on_disk(tmp_path / "copy.db", unused) == 0


@pytest.mark.usefixtures("no_timed_flush")
def test_a_rolled_back_write_does_not_lose_the_counts_it_carried(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    with Memory.open(path, settings=LEXICAL) as memory:
        used, _ = _seed(memory)
        memory.recall("piano tuner")
        store = memory._store
        with pytest.raises(RuntimeError), store.write():
            raise RuntimeError("the write fails after taking the counts")
        assert _on_disk(path, used) == 0
        store.flush_access()
        assert _on_disk(path, used) == 1


def test_a_recall_does_not_wait_for_another_writer(tmp_path: Path) -> None:
    """Another process holds the write lock: recall still answers, and its counts are written
    once the lock is free. (A liveness check, not a timing: the lock is held until the recall
    has returned, so a recall that waited for it could not finish at all.)"""
    path = tmp_path / "m.db"
    with Memory.open(path, settings=LEXICAL) as memory:
        used, unused = _seed(memory)
        memory.recall("bins")  # a first recall, so the next one is due to write its counts
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        answered: list[list[str]] = []
        worker = threading.Thread(
            target=lambda: answered.append(
                [h.memory.id for h in memory.recall("piano tuner").results]
            )
        )
        try:
            memory._store._access_flushed -= 60  # the flush is due now (see note_access)
            worker.start()
            worker.join(timeout=20)
            assert not worker.is_alive(), "recall waited for the other connection's lock"
            assert answered == [[used]]
            memory._store._access_writer.done()  # the store's writer tried, and gave up at once
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert _on_disk(path, used) == 0  # still noted, not yet written
        assert memory.get(used).access_count == 1  # written now that the lock is free
        assert memory.get(unused).access_count == 1  # control: the first recall's count too


def test_counts_written_together_equal_counts_written_one_by_one(tmp_path: Path) -> None:
    """Noted recalls are written as one update per memory and day: the count, the distinct
    days and the last time must be what writing each recall on its own gives (a twin memory,
    flushed after every recall, is the control)."""
    times = [
        datetime(2026, 1, 1, 23, 59, tzinfo=UTC),
        datetime(2026, 1, 2, 0, 1, tzinfo=UTC),
        datetime(2026, 1, 2, 5, 0, tzinfo=UTC),
    ]
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        together, alone = _seed(memory)
        store = memory._store
        for at in times:
            store.note_access([together], at)
        store.flush_access()
        for at in times:
            store.note_access([alone], at)
            store.flush_access()
        a, b = memory.get(together), memory.get(alone)
        assert (a.access_count, a.access_days) == (b.access_count, b.access_days) == (3, 2)
        assert a.last_accessed_at == b.last_accessed_at == times[-1]


def test_a_recall_noted_late_counts_its_day_once_and_the_latest_time_stays(
    tmp_path: Path,
) -> None:
    """Two threads may note their recalls out of order: the days are still distinct days and
    the last time the latest one."""
    times = [
        datetime(2026, 1, 2, 5, 0, tzinfo=UTC),
        datetime(2026, 1, 1, 22, 0, tzinfo=UTC),  # an earlier day, noted after
        datetime(2026, 1, 2, 6, 0, tzinfo=UTC),
    ]
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        used, unused = _seed(memory)
        for at in times:
            memory._store.note_access([used], at)
        got = memory.get(used)
        assert (got.access_count, got.access_days, got.last_accessed_at) == (3, 2, times[-1])
        assert memory.get(unused).access_count == 0


def test_once_the_interval_has_passed_a_recall_writes_the_counts_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import memwarden.store.sqlite as sqlite_store

    path = tmp_path / "m.db"
    with Memory.open(path, settings=LEXICAL) as memory:
        used, unused = _seed(memory)
        monkeypatch.setattr(sqlite_store, "_ACCESS_EVERY_S", 3600.0)
        memory.recall("piano tuner")
        assert _on_disk(path, used) == 0  # control: within the interval, only noted
        monkeypatch.setattr(sqlite_store, "_ACCESS_EVERY_S", 0.0)
        memory.recall("piano tuner")
        memory._store._access_writer.done()
        assert _on_disk(path, used) == 2  # both recalls, written once the second found them due
        assert _on_disk(path, unused) == 0


def test_the_counts_a_recall_finds_due_are_written_off_its_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """DESIGN §6: access counts are touched outside the caller's latency. The recall that
    finds them due hands them to the store's writer; the caller's own connection writes none
    (while an explicit flush — the control — writes on it)."""
    import memwarden.store.sqlite as sqlite_store

    path = tmp_path / "m.db"
    with Memory.open(path, settings=LEXICAL) as memory:
        used, _ = _seed(memory)
        memory.recall("bins")  # this thread's connection exists before tracing it
        written: list[str] = []

        def trace(sql: str) -> None:
            if sql.startswith("UPDATE memories SET access_count"):
                written.append(sql)

        memory._store._conn().set_trace_callback(trace)
        monkeypatch.setattr(sqlite_store, "_ACCESS_EVERY_S", 0.0)
        memory.recall("piano tuner")
        memory._store._access_writer.done()
        assert written == []  # not on the caller's connection
        assert _on_disk(path, used) == 1  # yet written
        monkeypatch.setattr(sqlite_store, "_ACCESS_EVERY_S", 3600.0)
        memory.recall("piano tuner")
        memory._store.flush_access()  # control: an explicit flush is the caller's own write
        assert len(written) == 1
        assert _on_disk(path, used) == 2


def test_once_close_has_begun_no_writer_is_started_and_close_writes_the_counts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A recall noted while the store is closing (another thread's, late) starts no thread
    behind the closing store; close's own last write takes its counts."""
    import memwarden.store.sqlite as sqlite_store

    path = tmp_path / "m.db"
    memory = Memory.open(path, settings=LEXICAL)
    used, unused = _seed(memory)
    store = memory._store
    started: list[str] = []
    real_start = threading.Thread.start

    def start(self: threading.Thread) -> None:
        started.append(self.name)
        real_start(self)

    def late_recall() -> None:  # what a recall on another thread does while close runs
        store.note_access([used], datetime.now(UTC))

    monkeypatch.setattr(sqlite_store, "_ACCESS_EVERY_S", 0.0)
    monkeypatch.setattr(threading.Thread, "start", start)
    store.note_access([unused], datetime.now(UTC))  # control: before close, a writer starts
    store._access_writer.done()
    assert started == ["memwarden-access"]
    assert _on_disk(path, unused) == 1
    started.clear()
    monkeypatch.setattr(store._folding, "done", late_recall)  # called by close, after it began
    memory.close()
    assert "memwarden-access" not in started
    assert _on_disk(path, used) == 1  # written by close itself
    assert _on_disk(path, unused) == 1
