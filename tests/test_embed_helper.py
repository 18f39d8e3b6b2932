"""The embedding helper (memwarden/embedders/helper.py): a large backlog of the hashed embedder
embedded by a second process while this one stores — the same vectors as alone, whatever the
worker does, and only when it can help."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden import worker as workers
from memwarden.embedders import helper as helper_mod
from memwarden.embedders.hashed import HashedEmbedder
from memwarden.errors import ConfigurationError
from memwarden.read import vector_signal
from memwarden.settings import Settings

N = 150
ALONE = Settings(embedder="hashed", embed_helper=False)
HELPED = Settings(embedder="hashed", embed_helper=True)


@pytest.fixture
def small_batches(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Batches of 8 and a helper for any backlog; the helper waited for until it says hello
    (else this small a backlog is done before a worker starts); counts of what was embedded in
    this process and of helpers made."""
    counts = {"here": 0, "helpers": 0}
    monkeypatch.setattr(vector_signal, "DRAIN_BATCH", 8)
    monkeypatch.setattr(helper_mod, "HELPER_FROM", 1)
    monkeypatch.setattr(workers.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    embed = HashedEmbedder.embed

    def counted(self: HashedEmbedder, texts: list[str]):  # type: ignore[no-untyped-def]
        counts["here"] += len(texts)
        return embed(self, texts)

    monkeypatch.setattr(HashedEmbedder, "embed", counted)
    monkeypatch.setattr(helper_mod, "TIMEOUT", 20.0)
    init, poll = helper_mod.EmbeddingHelper.__init__, helper_mod.EmbeddingHelper.poll

    def made(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        counts["helpers"] += 1
        init(self, *args, **kwargs)

    def patient(self) -> bool:  # type: ignore[no-untyped-def]
        # Waits for the hello once per helper, up to its timeout (one that never says hello
        # is then left alone, as the drain leaves it).
        deadline = time.monotonic() + (0 if getattr(self, "waited", False) else helper_mod.TIMEOUT)
        self.waited = True
        while not poll(self) and self.alive and time.monotonic() < deadline:
            time.sleep(0.01)
        return self.ready

    monkeypatch.setattr(helper_mod.EmbeddingHelper, "__init__", made)
    monkeypatch.setattr(helper_mod.EmbeddingHelper, "poll", patient)
    return counts


def _drained(path: Path, settings: Settings, **drain: int) -> tuple[dict[str, bytes], int, int]:
    """A store of N distinct memories, drained: (vector blob by text, embedded, still queued)."""
    with Memory.open(path, settings=settings) as memory:
        for i in range(N):
            memory.remember(f"note {i}: the {'red ' * (i % 7)}kite flew over hill {i * 37}")
        embedded = memory._vectors().drain(**drain)
        queued = memory._store.embed_queue_size()
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute(
            "SELECT m.text, v.vector FROM vectors v JOIN memories m ON m.id = v.memory_id"
        ).fetchall()
    finally:
        conn.close()
    return dict(rows), embedded, queued


def test_the_helper_embeds_the_backlog_and_the_vectors_are_the_ones_made_alone(
    tmp_path: Path, small_batches: dict[str, int]
) -> None:
    alone, embedded, queued = _drained(tmp_path / "alone.db", ALONE)
    assert (embedded, queued, small_batches["helpers"]) == (N, 0, 0)
    assert small_batches["here"] == N  # control: alone, every text is embedded here
    small_batches["here"] = 0
    helped, embedded, queued = _drained(tmp_path / "helped.db", HELPED)
    assert (embedded, queued, small_batches["helpers"]) == (N, 0, 1)
    # The worker embedded most; this process only the batches it took while waiting for the
    # worker's next answer (with batches of 8, waits of a few milliseconds).
    assert small_batches["here"] < N
    assert helped == alone and len(helped) == N


# A worker like the real one that takes 0.3 s over each batch.
_SLOW_WORKER = (
    "import sys, time; from memwarden.worker import read_frame, write_frame;"
    " from memwarden.embedders.hashed import HashedEmbedder;"
    " from memwarden.vectors.codec import encode_rows; e = HashedEmbedder();"
    " write_frame(sys.stdout.buffer, ('memwarden-embed', e.model_id, e.dim));"
    " sys.stdout.buffer.flush();"
    " [time.sleep(0.3) or write_frame(sys.stdout.buffer, (k, encode_rows(e.embed(texts))))"
    "  or sys.stdout.buffer.flush() for k, texts in iter(lambda: read_frame(sys.stdin.buffer),"
    "  None)]"
)


def test_while_the_worker_s_answer_is_not_in_this_process_embeds_batches_of_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, small_batches: dict[str, int]
) -> None:
    alone, _, _ = _drained(tmp_path / "alone.db", ALONE)
    small_batches["here"] = 0
    monkeypatch.setattr(helper_mod, "_WORKER", _SLOW_WORKER)
    sent: list[int] = []
    submit = helper_mod.EmbeddingHelper.submit

    def counted(self, texts):  # type: ignore[no-untyped-def]
        sent.append(len(texts))
        return submit(self, texts)

    monkeypatch.setattr(helper_mod.EmbeddingHelper, "submit", counted)
    helped, embedded, queued = _drained(tmp_path / "helped.db", HELPED)
    assert (embedded, queued) == (N, 0) and helped == alone  # whole, the same vectors
    # Both worked, and no batch twice: the worker's answers were stored, not redone here.
    assert 0 < sum(sent) < N and small_batches["here"] == N - sum(sent)


def test_a_limited_drain_with_the_helper_embeds_exactly_its_limit(
    tmp_path: Path, small_batches: dict[str, int]
) -> None:
    helped, embedded, queued = _drained(tmp_path / "helped.db", HELPED, limit=37)
    assert (embedded, queued, len(helped)) == (37, N - 37, 37)
    assert small_batches["helpers"] == 1


_BAD_WORKERS = {
    "silent": "import time; time.sleep(60)",
    "other-embedder": (
        "import sys, time; from memwarden.worker import write_frame;"
        " write_frame(sys.stdout.buffer, ('memwarden-embed', 'hashed-v1-64', 64));"
        " sys.stdout.buffer.flush(); time.sleep(60)"
    ),
    "nonsense": (
        "import sys, time; from memwarden.worker import write_frame;"
        " write_frame(sys.stdout.buffer, ('memwarden-embed', 'hashed-v1-512', 512));"
        " sys.stdout.buffer.write(b'not a frame' * 100); sys.stdout.buffer.flush(); time.sleep(60)"
    ),
    "wrong-count": (
        "import sys; from memwarden.worker import read_frame, write_frame;"
        " write_frame(sys.stdout.buffer, ('memwarden-embed', 'hashed-v1-512', 512));"
        " sys.stdout.buffer.flush();"
        " [write_frame(sys.stdout.buffer, (k, [b'\\0' * 6])) or sys.stdout.buffer.flush()"
        "  for k, texts in iter(lambda: read_frame(sys.stdin.buffer), None)]"
    ),
    "wrong-size": (
        "import sys; from memwarden.worker import read_frame, write_frame;"
        " write_frame(sys.stdout.buffer, ('memwarden-embed', 'hashed-v1-512', 512));"
        " sys.stdout.buffer.flush();"
        " [write_frame(sys.stdout.buffer, (k, [b'\\0' * 7] * len(texts)))"
        "  or sys.stdout.buffer.flush() for k, texts in iter(lambda: read_frame(sys.stdin.buffer),"
        "  None)]"
    ),
    "dies-after-one": (
        "import os, sys; from memwarden.worker import read_frame, write_frame;"
        " from memwarden.embedders.hashed import HashedEmbedder;"
        " from memwarden.vectors.codec import encode_rows; e = HashedEmbedder();"
        " write_frame(sys.stdout.buffer, ('memwarden-embed', e.model_id, e.dim));"
        " sys.stdout.buffer.flush(); k, texts = read_frame(sys.stdin.buffer);"
        " write_frame(sys.stdout.buffer, (k, encode_rows(e.embed(texts))));"
        " sys.stdout.buffer.flush(); os._exit(3)"
    ),
    "silent-after-hello": (
        "import sys, time; from memwarden.worker import write_frame;"
        " write_frame(sys.stdout.buffer, ('memwarden-embed', 'hashed-v1-512', 512));"
        " sys.stdout.buffer.flush(); time.sleep(60)"
    ),
}


@pytest.mark.parametrize("worker", list(_BAD_WORKERS.values()), ids=list(_BAD_WORKERS))
def test_whatever_the_worker_does_the_drain_completes_with_the_same_vectors(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, small_batches: dict[str, int], worker: str
) -> None:
    alone, _, _ = _drained(tmp_path / "alone.db", ALONE)
    monkeypatch.setattr(helper_mod, "_WORKER", worker)
    monkeypatch.setattr(helper_mod, "TIMEOUT", 1.0)
    helped, embedded, queued = _drained(tmp_path / "helped.db", HELPED)
    assert small_batches["helpers"] == 1  # it was tried
    assert (embedded, queued) == (N, 0) and helped == alone


def test_a_worker_that_cannot_start_leaves_the_drain_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, small_batches: dict[str, int]
) -> None:
    alone, _, _ = _drained(tmp_path / "alone.db", ALONE)
    monkeypatch.setattr(workers.sys, "executable", str(tmp_path / "missing" / "python3"))
    helped, embedded, queued = _drained(tmp_path / "helped.db", HELPED)
    assert small_batches["helpers"] == 1
    assert (embedded, queued) == (N, 0) and helped == alone


def test_a_helper_is_started_only_where_it_can_help(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workers.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    monkeypatch.setattr(workers.sys, "executable", "/usr/bin/python3.11")
    hashed = HashedEmbedder()
    assert helper_mod.helps(hashed, helper_mod.HELPER_FROM)  # control
    assert not helper_mod.helps(hashed, helper_mod.HELPER_FROM - 1)  # too small a backlog

    class Model:  # an embedder that does not name a worker (a model, a remote endpoint)
        model_id, dim = "model-4", 4

        def embed(self, texts):  # type: ignore[no-untyped-def]
            raise AssertionError("not called")

    assert not helper_mod.helps(Model(), helper_mod.HELPER_FROM)  # type: ignore[arg-type]
    monkeypatch.setattr(workers.os, "sched_getaffinity", lambda pid: {0}, raising=False)
    assert not helper_mod.helps(hashed, helper_mod.HELPER_FROM)  # one core


def test_the_setting_turns_the_helper_off_and_is_read_from_the_environment() -> None:
    assert Settings.from_env({"MEMWARDEN_EMBED_HELPER": "false"}).embed_helper is False
    assert Settings.from_env({}).embed_helper is True  # control: on by default
    with pytest.raises(ConfigurationError, match="MEMWARDEN_EMBED_HELPER"):
        Settings.from_env({"MEMWARDEN_EMBED_HELPER": "sometimes"})
