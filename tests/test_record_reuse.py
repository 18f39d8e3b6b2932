"""A memory's record is made again only when its row changed (store/sqlite_rows.py): a row read
again with the same columns gives back the record made before — a read always returns its own
row's record, whoever changed the row (this handle, another store with the same ids, another
process). Real SQLite files and a real second process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Status
from memwarden.settings import Settings
from memwarden.store import sqlite_rows

SETTINGS = Settings(embedder="none", embed_worker=False)


def _store(path: Path, *texts: str) -> tuple[Memory, list[str]]:
    memory = Memory.open(path, settings=SETTINGS)
    ids = []
    for text in texts:
        made = memory.remember(text).memory
        assert made is not None
        ids.append(made.id)
    return memory, ids


def test_a_row_read_again_gives_its_record_again_and_a_changed_row_a_new_one(
    tmp_path: Path,
) -> None:
    memory, (first, other) = _store(tmp_path / "m.db", "I play the cello", "My cat is Tom")
    with memory:
        once, twice = memory.get(first), memory.get(first)
        assert twice is once  # unchanged row: the same record
        assert memory.get(other) is not once  # control: another row, its own record
        memory.correct(first, "I play the viola")  # the old row is retired, linked
        after = memory.get(first)
        assert after is not once
        assert (once.status, after.status) == (Status.ACTIVE, Status.SUPERSEDED)
        assert after.superseded_by is not None and once.superseded_by is None
        assert memory.get(first) is after  # and that one is kept in turn


def test_two_stores_with_the_same_ids_each_get_their_own_rows(tmp_path: Path) -> None:
    memory, (first,) = _store(tmp_path / "a.db", "I play the cello")
    with memory:
        memory.backup(tmp_path / "b.db")
        with Memory.open(tmp_path / "b.db", settings=SETTINGS) as copy:
            copy.correct(first, "I play the viola")
            for _ in range(2):  # alternately: each read its own row's record
                assert memory.get(first).status is Status.ACTIVE
                assert copy.get(first).status is Status.SUPERSEDED
            assert memory.get(first).text == copy.get(first).text == "I play the cello"


def test_a_change_made_by_another_process_is_read_without_emptying_anything(
    tmp_path: Path,
) -> None:
    path = tmp_path / "m.db"
    memory, (first,) = _store(path, "I play the cello")
    with memory:
        before = memory.get(first)
        assert sqlite_rows._RECORDS.get(first, (None, None))[1] is before  # it is kept
        script = (
            "import sys; from memwarden import Memory; from memwarden.settings import Settings;"
            " m = Memory.open(sys.argv[1], settings=Settings(embedder='none',"
            " embed_worker=False)); m.correct(sys.argv[2], 'I play the viola'); m.close()"
        )
        subprocess.run([sys.executable, "-c", script, str(path), first], check=True)
        assert sqlite_rows._RECORDS.get(first, (None, None))[1] is before  # nothing emptied here
        after = memory.get(first)
        assert after.status is Status.SUPERSEDED and after.superseded_by is not None
        assert before.status is Status.ACTIVE  # control: what was read before stays as it was


def test_the_records_kept_are_bounded_by_their_weight(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = [f"note number {i} about the garden" for i in range(40)]
    memory, ids = _store(tmp_path / "m.db", *texts)
    weight = sqlite_rows._RECORD_WEIGHT + len(texts[0])
    monkeypatch.setattr(sqlite_rows, "_RECORDS_WEIGHT", 10 * weight)
    sqlite_rows._forget_records()
    with memory:
        got = [memory.get(i) for i in ids]
        assert [r.text for r in got] == texts  # every read right, kept or not
        assert 0 < len(sqlite_rows._RECORDS) <= 10
        assert sqlite_rows._records_weight[0] <= 10 * weight
        assert memory.get(ids[-1]) is got[-1]  # control: the latest are kept
