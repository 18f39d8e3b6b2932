"""What a bulk import changes about the write itself: decisions buffered like rows, a larger page
cache while it runs, the garbage collector's long-lived objects frozen while it runs — each
given back afterwards, whether the import was committed or rolled back.

Real SQLite files; the page cache is read back from the connection with ``PRAGMA cache_size``.
"""

from __future__ import annotations

import gc
import json
import sqlite3
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from memwarden import Memory
from memwarden.clock import now
from memwarden.errors import ConfigurationError, InvalidInputError
from memwarden.model import Decision
from memwarden.service import keeping
from memwarden.settings import Settings
from memwarden.store import sqlite_txn
from memwarden.store.base import DecisionRow

ONE_CORE = Settings(embedder="none", import_worker=False)


def _export(path: Path, entries: list[dict[str, Any]]) -> Path:
    path.write_text(json.dumps({"format": "memwarden-export", "version": 1, "memories": entries}))
    return path


def _decision(key: str, memory_id: str | None = None, reason: str = "new memory") -> DecisionRow:
    return DecisionRow(
        candidate_hash=key, decision=Decision.CREATED, memory_id=memory_id, target_id=None,
        hold_reason=None, reason=reason, fingerprint=None, principal="owner",
        chat_id=None, decided_at=now(),
    )  # fmt: skip


def _cache_size(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA cache_size").fetchone()[0])


def _decision_keys(db: Path) -> list[str]:
    with sqlite3.connect(db) as conn:
        return [r[0] for r in conn.execute("SELECT candidate_hash FROM decisions ORDER BY 1")]


# -- decisions, buffered like the rows they are about ----------------------------------------


def test_a_buffered_decision_is_found_and_a_second_one_for_its_candidate_refused(
    tmp_path: Path,
) -> None:
    db = tmp_path / "m.db"
    first, second = "a" * 64, "b" * 64
    with Memory.open(db, settings=ONE_CORE) as memory:
        store = memory._store
        with store.write() as txn:
            txn.insert_decision(_decision(first))
            assert txn._new_decisions  # still in the buffer, not in the table
            assert txn.decision(first).candidate_hash == first  # type: ignore[union-attr]
            assert txn.decision(second) is None  # control: only what was decided
        before = _decision_keys(db)
        with pytest.raises(InvalidInputError, match="rejected by the store"), store.write() as txn:
            txn.insert_decision(_decision(second))
            txn.insert_decision(_decision(second))  # the same candidate decided twice
        with store.write() as txn:
            assert txn.decision(first) is not None  # read from the table now
            assert txn.decision(second) is None  # the failed write left nothing
    assert before == [first]
    assert _decision_keys(db) == [first]


def test_decisions_are_written_in_bounded_batches_and_all_of_them_kept(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    keys = [f"{i:064x}" for i in range(2 * sqlite_txn._MAX_BUFFERED + 3)]
    largest = 0
    with Memory.open(db, settings=ONE_CORE) as memory, memory._store.write() as txn:
        for key in keys:
            txn.insert_decision(_decision(key))
            largest = max(largest, len(txn._new_decisions))
        assert all(txn.decision(k) is not None for k in (keys[0], keys[-1]))
    assert largest == sqlite_txn._MAX_BUFFERED  # filled, never past the bound
    assert _decision_keys(db) == keys


# -- the page cache, larger only while an import runs ----------------------------------------


def test_the_import_cache_grows_with_the_entries_up_to_the_setting() -> None:
    assert keeping.import_cache_mb(5_000, 128) == 0  # below a megabyte: the usual cache
    assert keeping.import_cache_mb(100_000, 128) == 16
    assert keeping.import_cache_mb(1_000_000, 128) == 128  # capped
    assert keeping.import_cache_mb(1_000_000, 0) == 0


def test_a_write_has_the_cache_it_asks_for_only_while_it_runs(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        store = memory._store
        conn = store._conn()
        usual = _cache_size(conn)
        with store.write(cache_mb=64) as txn:
            assert _cache_size(txn._c) == -64 * 1024
        assert _cache_size(conn) == usual
        with pytest.raises(RuntimeError), store.write(cache_mb=32) as txn:
            assert _cache_size(txn._c) == -32 * 1024
            raise RuntimeError("the caller failed")
        assert _cache_size(conn) == usual  # rolled back: the usual cache too
        with store.write(cache_mb=1) as txn:  # less than the usual ~2 MB: left as it is
            assert _cache_size(txn._c) == usual


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS in /proc/self/status")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc; glibc's trim")
def test_the_larger_caches_memory_goes_back_to_the_system_after_the_write(tmp_path: Path) -> None:
    kept: list[list[str]] = []
    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        store = memory._store
        before = _rss_mb()
        with store.write(cache_mb=128) as txn:
            for i in range(12_000):  # ~40 MB of pages, all in the cache
                txn.insert_decision(_decision(f"{i:064x}", reason="x" * 3000))
                kept.append([str(i)] * 20)  # objects made between the pages (fragments the heap)
            txn.decision_for_memory("none")  # writes the buffer out
            inside = _rss_mb()
        after = _rss_mb()
    assert inside - before >= 30  # control: the cache did hold the pages
    assert after <= inside - 20
    assert len(kept) == 12_000


@pytest.mark.parametrize(("setting", "expected_mb"), [(128, 5), (3, 3), (0, None)])
def test_an_import_gets_its_cache_and_gives_it_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, setting: int, expected_mb: int | None
) -> None:
    monkeypatch.setattr(keeping, "_CACHE_PER_ENTRY", 1_000_000)  # a megabyte an entry
    source = _export(tmp_path / "in.json", [{"text": f"I visited museum {i}"} for i in range(5)])
    seen: list[int] = []
    original = sqlite_txn._Txn.insert_memory

    def insert_memory(self: Any, record: Any) -> None:
        seen.append(_cache_size(self._c))
        original(self, record)

    monkeypatch.setattr(sqlite_txn._Txn, "insert_memory", insert_memory)
    settings = Settings(embedder="none", import_worker=False, import_cache_mb=setting)
    with Memory.open(tmp_path / "m.db", settings=settings) as memory:
        usual = _cache_size(memory._store._conn())
        result = memory.import_(source)
        after = _cache_size(memory._store._conn())
    assert result["decisions"] == {"created": 5}
    assert seen == [usual if expected_mb is None else -expected_mb * 1024] * 5
    assert after == usual


def test_a_failed_import_gives_the_cache_back_and_keeps_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(keeping, "_CACHE_PER_ENTRY", 1_000_000)
    source = _export(tmp_path / "in.json", [{"text": f"I visited museum {i}"} for i in range(5)])
    original = sqlite_txn._Txn.insert_memory
    calls = []

    def insert_memory(self: Any, record: Any) -> None:
        calls.append(_cache_size(self._c))
        if len(calls) == 4:
            raise sqlite3.OperationalError("disk I/O error")  # as a failing disk would
        original(self, record)

    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        memory.remember("I live in Lisbon")
        usual = _cache_size(memory._store._conn())
        with monkeypatch.context() as patch:
            patch.setattr(sqlite_txn._Txn, "insert_memory", insert_memory)
            with pytest.raises(Exception, match="disk I/O error"):
                memory.import_(source)
        assert _cache_size(memory._store._conn()) == usual
        assert gc.get_freeze_count() == 0  # and the collector's objects unfrozen
        assert calls[0] == -5 * 1024  # control: the import did run with the larger cache
    with sqlite3.connect(tmp_path / "m.db") as conn:
        texts = [r[0] for r in conn.execute("SELECT text FROM memories")]
    assert texts == ["I live in Lisbon"]  # the one memory before it, and none of the import's


# -- the log folded into the file behind the import's commit ----------------------------------


def test_an_import_commits_without_folding_its_log_and_a_thread_folds_it_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memwarden.store import sqlite as sqlite_store

    source = _export(tmp_path / "in.json", [{"text": f"I visited museum {i}"} for i in range(50)])
    folded: list[str] = []
    release = threading.Event()
    fold = sqlite_store.SQLiteStore._fold

    def held_fold(self: Any) -> None:  # the fold waits until the test lets it go
        release.wait(10)
        folded.append(threading.current_thread().name)
        fold(self)

    monkeypatch.setattr(sqlite_store.SQLiteStore, "_fold", held_fold)
    memory = Memory.open(tmp_path / "m.db", settings=ONE_CORE)
    statements: list[str] = []
    memory._store._conn().set_trace_callback(statements.append)
    assert memory.import_(source)["decisions"] == {"created": 50}
    # Committed: another connection reads it all while the fold has not run.
    with sqlite3.connect(tmp_path / "m.db") as other:
        assert other.execute("SELECT count(*) FROM memories").fetchone()[0] == 50
    assert folded == []
    # The commit ran with the automatic checkpoint off, which came back after it.
    commit = statements.index("COMMIT")
    assert "PRAGMA wal_autocheckpoint = 0" in statements[:commit]
    assert any(s.startswith("PRAGMA wal_autocheckpoint = 1000") for s in statements[commit:])
    conn = memory._store._conn()
    assert conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 1000
    # close waits for the fold
    closing = threading.Thread(target=memory.close)
    closing.start()
    closing.join(0.3)
    assert closing.is_alive()  # still waiting
    release.set()
    closing.join(10)
    assert not closing.is_alive() and folded == ["memwarden-wal-fold"]


def test_forgetting_right_after_an_import_truncates_the_log_after_the_fold_not_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Invariant 7: forget's checkpoint must fold and truncate the log; one running beside it
    would make it do nothing, so it waits for the fold."""
    from memwarden.store import sqlite as sqlite_store

    order: list[str] = []
    fold = sqlite_store.SQLiteStore._fold

    def slow_fold(self: Any) -> None:
        time.sleep(0.3)
        fold(self)
        order.append("folded")

    monkeypatch.setattr(sqlite_store.SQLiteStore, "_fold", slow_fold)
    source = _export(tmp_path / "in.json", [{"text": f"I visited museum {i}"} for i in range(20)])
    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        ids = memory.import_(source)["ids"]
        memory._store._conn().set_trace_callback(
            lambda sql: order.append("truncate") if "TRUNCATE" in sql else None
        )
        memory.forget(ids[3])
        assert order == ["folded", "truncate"]
        assert (tmp_path / "m.db-wal").stat().st_size == 0  # the log is empty
        found = {hit.memory.text for hit in memory.recall("museum", limit=50).results}
        assert "I visited museum 3" not in found
        assert "I visited museum 4" in found  # control: the others are there


def test_control_other_writes_fold_their_log_at_the_commit_and_a_failed_import_not_at_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memwarden.store import sqlite as sqlite_store

    started: list[bool] = []
    monkeypatch.setattr(sqlite_store.SQLiteStore, "_fold", lambda self: started.append(True))
    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        statements: list[str] = []
        memory._store._conn().set_trace_callback(statements.append)
        memory.remember("I live in Lisbon")
        assert not any("wal_autocheckpoint" in s for s in statements)
        assert started == []
        bad = _export(tmp_path / "bad.json", [{"text": "I visited Porto"}, {"text": 5}])
        with pytest.raises(InvalidInputError):
            memory.import_(bad)
        assert started == []  # nothing committed, nothing to fold
        good = _export(tmp_path / "good.json", [{"text": "I visited Porto"}])
        memory.import_(good)
        assert started == [True]  # control: a committed import does


# -- the collector's long-lived objects, frozen only while an import runs --------------------


def test_an_import_freezes_the_collectors_old_objects_only_while_it_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = _export(tmp_path / "in.json", [{"text": f"I visited museum {i}"} for i in range(3)])
    frozen: list[int] = []
    original = sqlite_txn._Txn.insert_memory

    def insert_memory(self: Any, record: Any) -> None:
        frozen.append(gc.get_freeze_count())
        original(self, record)

    monkeypatch.setattr(sqlite_txn._Txn, "insert_memory", insert_memory)
    assert gc.get_freeze_count() == 0
    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        memory.import_(source)
        assert gc.get_freeze_count() == 0  # given back
        assert frozen and all(n > 0 for n in frozen)  # control: frozen while it ran
        # Someone else's freeze is left as it is: not added to, not undone.
        gc.freeze()
        try:
            held = gc.get_freeze_count()
            frozen.clear()
            memory.import_(_export(tmp_path / "more.json", [{"text": "I visited the zoo"}]))
            # Objects of the freeze may be freed meanwhile; none is added, and it is not undone.
            assert len(frozen) == 1 and 0 < frozen[0] <= held
            assert 0 < gc.get_freeze_count() <= held
        finally:
            gc.unfreeze()


# -- the setting ------------------------------------------------------------------------------


@pytest.mark.parametrize("bad", [-1, 65_537, True, "64", 1.5, None])
def test_the_import_cache_setting_refuses_what_is_not_a_size(bad: Any) -> None:
    with pytest.raises(ConfigurationError, match="import_cache_mb"):
        Settings(import_cache_mb=bad)
    assert Settings(import_cache_mb=0).import_cache_mb == 0  # control


def test_the_import_cache_setting_is_read_from_the_environment() -> None:
    assert Settings.from_env({"MEMWARDEN_IMPORT_CACHE_MB": "64"}).import_cache_mb == 64
    assert Settings.from_env({}).import_cache_mb == 128
    with pytest.raises(ConfigurationError, match="whole number"):
        Settings.from_env({"MEMWARDEN_IMPORT_CACHE_MB": "lots"})
