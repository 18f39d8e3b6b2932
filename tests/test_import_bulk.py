"""What a bulk import changes about the write itself: decisions buffered like rows.

Real SQLite files.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.clock import now
from memwarden.errors import InvalidInputError
from memwarden.model import Decision
from memwarden.settings import Settings
from memwarden.store import sqlite_txn
from memwarden.store.base import DecisionRow

ONE_CORE = Settings(embedder="none", import_worker=False)


def _decision(key: str, memory_id: str | None = None) -> DecisionRow:
    return DecisionRow(
        candidate_hash=key, decision=Decision.CREATED, memory_id=memory_id, target_id=None,
        hold_reason=None, reason="new memory", fingerprint=None, principal="owner",
        chat_id=None, decided_at=now(),
    )  # fmt: skip


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
