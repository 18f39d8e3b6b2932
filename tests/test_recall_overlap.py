"""The vector signal runs beside the lexical search: the query is embedded (and the index
searched) on the signal's query thread while the caller's thread searches the words, and
neither a failure there nor closing the store loses a result."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memwarden import Memory
from memwarden.embedders import EmbeddingServiceError, HashedEmbedder, register_embedder
from memwarden.embedders import base as embedders_base
from memwarden.read import recall as recall_module
from memwarden.settings import Settings

QUERY = "which harbour is the blue boat moored in"


class _Watched:
    """The hashed embedder, noting which thread embeds the query (and failing it on demand)."""

    def __init__(self) -> None:
        self._inner = HashedEmbedder()
        self.model_id = self._inner.model_id
        self.dim = self._inner.dim
        self.query_threads: list[str] = []
        self.query_started = threading.Event()
        self.fail_queries = False

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if list(texts) == [QUERY]:
            self.query_threads.append(threading.current_thread().name)
            self.query_started.set()
            if self.fail_queries:
                raise EmbeddingServiceError("the embedding endpoint is down")
        return self._inner.embed(texts)


@pytest.fixture
def watched(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> Iterator[Any]:
    embedder = _Watched()
    name = f"watched{abs(hash(request.node.name))}"
    monkeypatch.setattr(embedders_base, "_REGISTRY", dict(embedders_base._REGISTRY))
    register_embedder(name, lambda arg, opts: embedder)
    embedder.name = name  # type: ignore[attr-defined]
    yield embedder


def _open(db: Path, name: str) -> Memory:
    return Memory.open(db, settings=Settings(embedder=name, embed_worker=False))


def test_the_query_is_embedded_while_the_words_are_searched(
    tmp_path: Path, watched: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lexical search waits (up to 10 s) for the query's embedding to begin: done one after
    the other, the embedding would begin only after the search returned."""
    real = recall_module.tolerant_search
    seen: list[bool] = []

    def words_then_wait(*args: Any, **kwargs: Any) -> Any:
        seen.append(watched.query_started.wait(timeout=10))
        return real(*args, **kwargs)

    with _open(tmp_path / "m.db", watched.name) as memory:
        boat = memory.remember("The blue boat is moored in the north harbour.").memory
        memory.remember("My sister plays the cello on Sundays.")
        memory.embed_pending()
        monkeypatch.setattr(recall_module, "tolerant_search", words_then_wait)
        found = memory.recall(QUERY, limit=1, explain=True).results
    assert seen == [True]
    assert watched.query_threads and all(
        name.startswith("memwarden-query") for name in watched.query_threads
    )
    assert threading.current_thread().name not in watched.query_threads
    assert [h.memory.id for h in found] == [boat.id]
    assert found[0].explain["vector"]["cosine"] is not None  # both signals reached the fusion


def test_a_query_that_cannot_be_embedded_is_answered_by_its_words(
    tmp_path: Path, watched: Any
) -> None:
    """The embedding fails on the query thread: recall answers lexically and notes why. The
    control: the same recall with the embedder working carries a cosine."""
    with _open(tmp_path / "m.db", watched.name) as memory:
        boat = memory.remember("The blue boat is moored in the north harbour.").memory
        memory.embed_pending()
        working = memory.recall(QUERY, limit=1, explain=True).results
        assert [h.memory.id for h in working] == [boat.id]
        assert working[0].explain["vector"]["cosine"] is not None
        assert not any("endpoint" in n for n in memory._vectors().notes)
        watched.fail_queries = True
        failing = memory.recall(QUERY, limit=1, explain=True).results
        assert [h.memory.id for h in failing] == [boat.id]
        assert failing[0].explain["vector"]["cosine"] is None
        assert any("embedding endpoint is down" in n for n in memory._vectors().notes)


def test_closing_the_store_stops_the_query_thread(tmp_path: Path, watched: Any) -> None:
    with _open(tmp_path / "m.db", watched.name) as memory:
        memory.remember("The blue boat is moored in the north harbour.")
        memory.embed_pending()
        assert memory.recall(QUERY).results
        threads = set(memory._vectors()._queries._threads)
        assert threads and all(t.is_alive() for t in threads)  # the control: running now
    assert not any(t.is_alive() for t in threads)
    with _open(tmp_path / "m.db", watched.name) as again:  # the store opened again recalls
        assert again.recall(QUERY).results


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_forked_child_gets_query_threads_of_its_own(tmp_path: Path, watched: Any) -> None:
    """A child forked after recall inherits the pool but none of its threads; work handed to
    it must still run (it used to wait forever). The control: the parent's pool works too."""
    with _open(tmp_path / "m.db", watched.name) as memory:
        memory.remember("The blue boat is moored in the north harbour.")
        memory.embed_pending()
        assert memory.recall(QUERY).results
        vectors = memory._vectors()
        assert vectors._query_thread().submit(lambda: 42).result(timeout=10) == 42
        pid = os.fork()
        if pid == 0:  # the child: report by exit code, never return into pytest
            code = 1
            try:
                answer = vectors._query_thread().submit(lambda: 42).result(timeout=10)
                code = 0 if answer == 42 else 1
            finally:
                os._exit(code)
        deadline = time.monotonic() + 30
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                pytest.fail("the forked child's query thread never ran")
            time.sleep(0.05)
        assert os.waitstatus_to_exitcode(status) == 0
