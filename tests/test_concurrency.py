"""Several processes on one database file at once: one writer at a time (``BEGIN IMMEDIATE``,
the file's own lock), readers in parallel (WAL). Every acknowledged write must be there
afterwards, no process may see an error, and the audit chain must still verify.

Workers are separate interpreters (``python -c``), so they share nothing but the file.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from memwarden import Decision, Memory

WRITERS = 4
PER_WRITER = 50

WRITER = """
import json, sys
from memwarden import Memory
path, tag, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
with Memory.open(path) as memory:
    for i in range(count):
        result = memory.remember(f"concurrent note from writer {tag} number {i}")
        if result.decision.value != "created":
            raise SystemExit(f"unexpected decision {result.decision.value}: {result.reason}")
        # acknowledged: the write committed and returned
        print(json.dumps([result.memory.id, result.memory.text]), flush=True)
"""

READER = """
import json, sys
from pathlib import Path
from memwarden import Memory
path, stop, seed = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
rounds, last, most = 0, 0, 0
with Memory.open(path) as memory:
    while True:
        finished = stop.exists()
        hits = memory.recall("concurrent note", limit=1000).results
        texts = [h.memory.text for h in hits]
        if any(not t.startswith("concurrent note") for t in texts):
            raise SystemExit(f"foreign text in results: {texts!r}")
        if len(texts) < last:
            raise SystemExit(f"went back in time: {len(texts)} after {last}")
        last = most = len(texts)
        if memory.get(seed).status.value != "active":
            raise SystemExit("the seed memory changed")
        rounds += 1
        if finished or rounds >= 100_000:
            break
print(json.dumps({"rounds": rounds, "last": most}), flush=True)
"""


def _spawn(script: str, *args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-W", "error", "-c", script, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _finish(process: subprocess.Popen) -> str:
    out, err = process.communicate(timeout=600)
    assert process.returncode == 0, err
    assert err == ""
    return out


@contextmanager
def _reaped(processes: list[subprocess.Popen]) -> Iterator[list[subprocess.Popen]]:
    """Whatever happens in the block, no worker outlives the test."""
    try:
        yield processes
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
            process.communicate()


def _check_store(path: Path, acknowledged: dict[str, str], extra_memories: int) -> None:
    with Memory.open(path) as memory:
        for memory_id, text in acknowledged.items():
            assert memory.get(memory_id).text == text
        exported = json.loads(memory.export())["memories"]
        assert len(exported) == len(acknowledged) + extra_memories
        report = memory.audit_verify()
        assert report.ok, report.problems
        # one event per write, plus the owner's creation (and the seed rows, if any)
        assert report.events == 1 + len(acknowledged) + extra_memories
        assert [p.name for p in memory.principal_list() if p.is_owner] == ["owner"]
        assert memory.doctor()["ok"]


@pytest.mark.parametrize("fresh", [True, False], ids=["racing-to-create", "existing-file"])
def test_concurrent_writers_lose_nothing(tmp_path, fresh):
    path = tmp_path / "shared.db"
    if not fresh:
        Memory.open(path).close()
    acknowledged: dict[str, str] = {}
    with _reaped(
        [_spawn(WRITER, str(path), str(n), str(PER_WRITER)) for n in range(WRITERS)]
    ) as writers:
        for process in writers:
            lines = _finish(process).splitlines()
            assert len(lines) == PER_WRITER
            acknowledged.update(json.loads(line) for line in lines)
    assert len(acknowledged) == WRITERS * PER_WRITER
    _check_store(path, acknowledged, extra_memories=0)


def test_readers_work_while_writers_write(tmp_path):
    path = tmp_path / "shared.db"
    stop = tmp_path / "stop"
    with Memory.open(path) as memory:
        seed = memory.remember("a seed memory that readers check").memory.id
    acknowledged: dict[str, str] = {}
    with _reaped([_spawn(READER, str(path), str(stop), seed) for _ in range(2)]) as readers:
        try:
            with _reaped(
                [_spawn(WRITER, str(path), str(n), str(PER_WRITER)) for n in range(WRITERS)]
            ) as writers:
                for process in writers:
                    acknowledged.update(json.loads(line) for line in _finish(process).splitlines())
        finally:
            stop.touch()
        for process in readers:
            summary = json.loads(_finish(process))
            assert summary["rounds"] >= 1
            # the last round started after every writer had finished: it saw every write
            assert summary["last"] == WRITERS * PER_WRITER
    _check_store(path, acknowledged, extra_memories=1)


def test_threads_sharing_one_handle_lose_nothing(memory, db_path):
    results: dict[int, list[tuple[str, str]]] = {}
    errors: list[BaseException] = []

    def work(n: int) -> None:
        try:
            mine = []
            for i in range(25):
                text = f"threaded note {n} number {i}"
                result = memory.remember(text)
                assert result.decision is Decision.CREATED
                mine.append((result.memory.id, text))
                assert memory.recall(f"threaded {n}", limit=1).results  # reads between writes
            results[n] = mine
        except BaseException as exc:  # reported below: a thread's failure must fail the test
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    acknowledged = dict(pair for mine in results.values() for pair in mine)
    assert len(acknowledged) == 100
    for memory_id, text in acknowledged.items():
        assert memory.get(memory_id).text == text
    assert memory.audit_verify().ok


def test_opening_a_store_another_process_is_writing_waits_for_it(tmp_path: Path) -> None:
    # A new file another connection is writing (its first migration, say): the switch to WAL
    # is refused at once ("database is locked"), not waited for; the store tries again until
    # the writer is done, within the busy timeout.
    import sqlite3

    path = tmp_path / "shared.db"
    writer = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    writer.execute("BEGIN IMMEDIATE")
    done = threading.Timer(0.5, lambda: writer.execute("COMMIT"))
    done.start()
    try:
        with Memory.open(path) as memory:
            assert memory.remember("I opened it while it was busy").decision is Decision.CREATED
    finally:
        done.join()
        writer.close()
    # control: the same refusal, straight from SQLite, when nothing tries again
    other = sqlite3.connect(tmp_path / "other.db", isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    try:
        late = sqlite3.connect(tmp_path / "other.db", isolation_level=None, timeout=5)
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            late.execute("PRAGMA journal_mode = WAL")
        late.close()
    finally:
        other.execute("COMMIT")
        other.close()
