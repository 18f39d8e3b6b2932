"""Recall by meaning: the derived vector index, kept in step with the ``vectors`` table.

What an integrator of :mod:`memwarden.embedders` and :mod:`memwarden.vectors` must do, and
where it is done here:

* **Writes never wait.** A new or changed text is queued in the same transaction
  (``embed_queue``, by trigger, see ``0002_recall.sql``); :meth:`VectorRecall.drain` embeds the
  queue in batches and stores each vector with the content hash it was made from. A worker
  thread drains it after writes; ``Memory.embed_pending()`` drains it explicitly. Recall embeds
  a small backlog itself first (``embed_catchup`` rows at most), so a store that was just
  written answers the same way every time; a larger backlog is covered lexically meanwhile.
* **Forget leaves nothing.** Blanking a memory's text deletes its vectors and queue entry in
  the same transaction (trigger); a vector made from a text forgotten while it was being
  embedded is refused by :meth:`put_vectors` (its hash no longer matches).
* **The index is derived and never trusted.** It is loaded from its file (checksummed) or
  rebuilt from the table with a note when the file is missing, corrupt or of another model;
  it follows the table by (count, newest sequence). Every hit goes through the gate again
  (``store.get_gated``) and :func:`~memwarden.vectors.recheck` against the *current* content
  hashes, so a stale or tampered index can never leak a retracted or foreign memory.
* **Changing the model re-embeds**: vectors are keyed by (memory, model); a new model finds
  none of its own and :meth:`reindex` queues every memory for it.

numpy and the embedders load only when this module is imported, which the service does on the
first recall or write that needs it — never for ``memwarden --help``.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import threading
import weakref
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from ..embedders import (
    Embedder,
    EmbeddingServiceError,
    default_embedder,
    get_embedder,
)
from ..embedders import helper as embed_helper
from ..errors import ConfigurationError, MemwardenError
from ..model import MemoryRecord
from ..store.base import Store, VectorRow
from ..vectors import (
    ANN_THRESHOLD,
    IndexFileError,
    VectorHit,
    VectorIndex,
    choose_index,
    load_index,
    recheck,
    save_index,
    suits,
)
from ..vectors.codec import decode_rows, encode_rows

__all__ = ["VectorRecall", "registered", "vector_recall_for"]

log = logging.getLogger("memwarden.vectors")

# Texts read from the queue per embedding call. The embedder sorts each call's texts by length
# before it cuts them into its own batches, so a larger call pads less: 3,000 synthetic
# memories embed at 295 / 345 / 372 texts/s in calls of 64 / 256 / 1,024 (MiniLM, two cores;
# docs/benchmarks.md, "Scale"). The background worker keeps small steps: closing the store
# waits for its current one, and 64 texts of 256 tokens take ~4 s.
DRAIN_BATCH = 1024
_AHEAD = 2  # batches the embedding helper holds beyond the one being stored
_READ_AHEAD = 4  # batches read at once while others are in flight (their texts held meanwhile)
WORKER_BATCH = 64
_FIRST_POOL = 64
# Vectors read from the table per step when the in-process index catches up with it. Small:
# each step's rows and their stacked copy are freed, but the allocator keeps much of the space
# they took — building the index of 60,044 MiniLM vectors left the process 192 MB larger in
# steps of 8,192 and 114 MB larger in steps of 512 (the vectors themselves are 92 MB), in the
# same time (docs/benchmarks.md, "Scale").
_CATCH_UP_CHUNK = 512

# A search's result: the hits kept, with their records.
_Found = tuple[list[VectorHit], dict[str, MemoryRecord]]

_EMBEDDERS: dict[str, Embedder] = {}
_EMBEDDERS_LOCK = threading.Lock()
_REGISTRY: weakref.WeakKeyDictionary[object, VectorRecall] = weakref.WeakKeyDictionary()
_REGISTRY_LOCK = threading.Lock()


def _embedder(name: str) -> Embedder:
    """One embedder per name per process (a model is loaded once)."""
    with _EMBEDDERS_LOCK:
        found = _EMBEDDERS.get(name)
        if found is None:
            found = default_embedder() if name == "auto" else get_embedder(name)
            _EMBEDDERS[name] = found
        return found


def vector_recall_for(
    store: Store,
    *,
    embedder: str,
    index_dir: Path | None,
    worker: bool,
    catchup: int,
    helper: bool = True,
) -> VectorRecall:
    """The one :class:`VectorRecall` of ``store`` in this process (created on first use)."""
    with _REGISTRY_LOCK:
        found = _REGISTRY.get(store)
        if found is None:
            found = VectorRecall(
                store, embedder=embedder, index_dir=index_dir, worker=worker, catchup=catchup,
                helper=helper,
            )  # fmt: skip
            _REGISTRY[store] = found
        return found


def registered(store: Store) -> VectorRecall | None:
    """The store's :class:`VectorRecall` if one was made in this process."""
    with _REGISTRY_LOCK:
        return _REGISTRY.get(store)


# Below this cosine a memory that shares no stem with the query is not relevant (measured:
# unrelated sentences score about 0.0–0.25 with MiniLM; the hashed embedder's trigram overlap
# runs higher between any two English sentences).
_FLOORS = {"all-MiniLM": 0.3, "hashed": 0.4}
_DEFAULT_FLOOR = 0.35


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name)[:120]


def default_index_dir(db_path: Path | None) -> Path | None:
    if db_path is None:
        return None
    return db_path.parent / f"{db_path.name}.index"


class _Backlog:
    """The embedding queue, a batch at a time (at most ``limit`` memories in all). With nothing
    in flight it reads one batch, as it always has; with batches in flight (sent to the helper,
    not yet stored, so still queued) it reads ``_READ_AHEAD`` batches at once past them."""

    def __init__(self, store: Store, limit: int | None) -> None:
        self._store = store
        self._left = limit
        self._ready: deque[list[tuple[str, str, str]]] = deque()

    def next(self, in_flight: Callable[[], set[tuple[str, str]]]) -> list[tuple[str, str, str]]:
        if not self._ready and (self._left is None or self._left > 0):
            skip = in_flight()
            size = (_READ_AHEAD if skip else 1) * DRAIN_BATCH
            if self._left is not None:
                size = min(size, self._left)
            rows = self._store.embed_queue(size + len(skip))
            rows = [r for r in rows if (r[0], r[2]) not in skip][:size]
            if self._left is not None:
                self._left -= len(rows)
            self._ready.extend(rows[i : i + DRAIN_BATCH] for i in range(0, len(rows), DRAIN_BATCH))
        return self._ready.popleft() if self._ready else []


class VectorRecall:
    """The vector signal of one store: embedder, in-process index, embedding worker."""

    def __init__(
        self,
        store: Store,
        *,
        embedder: str = "auto",
        index_dir: Path | None = None,
        worker: bool = True,
        catchup: int = 256,
        ann_threshold: int = ANN_THRESHOLD,
        helper: bool = True,
    ) -> None:
        self._store = store
        self._helper_enabled = helper
        self._embedder_name = embedder
        self._index_dir = index_dir if index_dir is not None else default_index_dir(store.path)
        self._worker_enabled = worker
        self._catchup = catchup
        self._ann_threshold = ann_threshold
        self._lock = threading.RLock()  # the index and its bookkeeping
        self._drain_lock = threading.Lock()  # one drainer at a time
        self._index: VectorIndex | None = None
        self._seen: tuple[int, int] = (-1, -1)
        self._dirty = False
        self.notes: list[str] = []
        self._wake = threading.Event()
        self._stopping = False
        self._thread: threading.Thread | None = None
        self._queries: ThreadPoolExecutor | None = None  # embeds queries: see start()
        self._queries_pid = 0  # the process that started them

    # -- the embedder -------------------------------------------------------------------

    @property
    def embedder(self) -> Embedder:
        return _embedder(self._embedder_name)

    @property
    def model_id(self) -> str:
        return self.embedder.model_id

    @property
    def floor(self) -> float:
        try:
            model = self.model_id
        except ConfigurationError:  # reported by search and doctor
            return _DEFAULT_FLOOR
        return next((v for k, v in _FLOORS.items() if model.startswith(k)), _DEFAULT_FLOOR)

    def index_path(self) -> Path | None:
        if self._index_dir is None:
            return None
        return self._index_dir / f"{_safe(self.model_id)}.mwvi"

    def _note(self, message: str) -> None:
        self.notes.append(message)
        del self.notes[:-20]
        log.info("%s", message)

    # -- draining the queue -------------------------------------------------------------

    def drain(
        self, limit: int | None = None, progress: Callable[[int, int], None] | None = None
    ) -> int:
        """Embed queued memories (all of them, or at most ``limit``); returns how many. A large
        backlog of an embedder that computes in Python is embedded by a second process while
        this one stores the vectors — and embeds a batch of its own whenever the helper's next
        answer is not in yet (:mod:`memwarden.embedders.helper`); the vectors are the
        same either way."""
        with self._drain_lock:
            embedder = self.embedder
            # Counted only when it matters: the progress bar, or a drain a helper could serve
            # (recall's small catch-up and the background worker's steps never are).
            could_help = self._helper_enabled and (
                limit is None or limit >= embed_helper.HELPER_FROM
            )
            queued = self._store.embed_queue_size() if progress or could_help else 0
            wanted = queued if limit is None else min(queued, limit)
            if could_help and embed_helper.helps(embedder, wanted):
                with embed_helper.EmbeddingHelper(embedder) as helper:
                    return self._drain(
                        embedder, _Backlog(self._store, limit), helper, progress, queued
                    )
            return self._drain(embedder, _Backlog(self._store, limit), None, progress, queued)

    def _drain(
        self,
        embedder: Embedder,
        backlog: _Backlog,
        helper: embed_helper.EmbeddingHelper | None,
        progress: Callable[[int, int], None] | None,
        total: int,
    ) -> int:
        done = 0
        flight: deque[tuple[list[tuple[str, str, str]], int | None]] = deque()

        def in_flight() -> set[tuple[str, str]]:
            return {(m, h) for b, _ in flight for m, _, h in b}

        while True:
            # Keep the helper a batch or two ahead, once it has said hello; until then, and
            # whenever it is gone, this process embeds each batch itself.
            if helper is not None and helper.poll():
                while len(flight) < _AHEAD:
                    ahead = backlog.next(in_flight)
                    if not ahead:
                        break
                    flight.append((ahead, helper.submit([text for _, text, _ in ahead])))
            batch: list[tuple[str, str, str]] = []
            blobs = None
            head = flight[0][1] if flight else None
            if not flight or (helper is not None and head is not None and not helper.arrived(head)):
                # Nothing sent, or the helper's next answer is not in yet: a batch of its own
                # embedded here meanwhile (the helper's are stored when they come).
                batch = backlog.next(in_flight)
            if not batch:
                if not flight:
                    break
                batch, ticket = flight.popleft()
                blobs = helper.result(ticket) if helper is not None and ticket is not None else None
            if blobs is None:
                blobs = encode_rows(embedder.embed([text for _, text, _ in batch]))
            rows = [
                VectorRow(mid, chash, embedder.dim, blob)
                for (mid, _, chash), blob in zip(batch, blobs, strict=True)
            ]
            with self._store.write() as txn:
                txn.put_vectors(embedder.model_id, embedder.dim, rows)
            done += len(batch)
            if progress:
                progress(done, max(total, done))
        return done

    def reindex(self, progress: Callable[[int, int], None] | None = None) -> dict[str, object]:
        """Queue every memory without a current vector of this model, embed them, rebuild the
        index from the table and save it."""
        with self._store.write() as txn:
            queued = txn.enqueue_unembedded(self.model_id)
        embedded = self.drain(progress=progress)
        with self._lock:
            self._index = None
            self._seen = (-1, -1)
            self._rebuild()
            self.save()
            count = len(self._index) if self._index is not None else 0
        return {"model": self.model_id, "queued": queued, "embedded": embedded, "indexed": count}

    # -- the in-process index -----------------------------------------------------------

    def _rebuild(self) -> None:
        embedder = self.embedder
        count, _ = self._store.vector_stats(embedder.model_id)
        index = choose_index(
            count, model_id=embedder.model_id, dim=embedder.dim, threshold=self._ann_threshold
        )
        self._index = index
        self._seen = (0, 0)
        self._dirty = True
        self._catch_up(index)

    def _catch_up(self, index: VectorIndex) -> None:
        """Bring ``index`` in step with the vectors table."""
        model = index.model_id
        stats = self._store.vector_stats(model)
        if stats == self._seen:
            return
        after = self._seen[1] if self._seen[1] > 0 else 0
        # In chunks, so building the index of a large store never holds every row at once (a
        # later chunk's row for the same memory replaces an earlier one: newest wins).
        while True:
            rows = self._store.vectors_since(model, after, limit=_CATCH_UP_CHUNK)
            if not rows:
                break
            after = rows[-1][0]
            self._add_rows(index, [r for _, r in rows if r.dim == index.dim])
            if len(rows) < _CATCH_UP_CHUNK:
                break
        if len(index) != stats[0]:
            # Something was deleted or replaced: drop what the table no longer holds.
            truth = self._store.vector_keys(model)
            gone = [mid for mid, h in index.entries().items() if truth.get(mid) != h]
            if gone:
                index.remove(gone)
        self._seen = stats
        self._dirty = True

    @staticmethod
    def _add_rows(index: VectorIndex, fresh: list[VectorRow]) -> None:
        if not fresh:
            return
        matrix, ok = decode_rows([r.vector for r in fresh], index.dim)
        keep = ok & np.isfinite(matrix).all(axis=1) & (np.linalg.norm(matrix, axis=1) > 0)
        kept = np.flatnonzero(keep)
        ids = [fresh[i].memory_id for i in kept]
        hashes = [fresh[i].content_hash for i in kept]
        # A memory appears once per batch: the newest row (last in seq order) wins.
        last = {mid: i for i, mid in enumerate(ids)}
        pick = sorted(last.values())
        if pick:
            index.add([ids[i] for i in pick], [hashes[i] for i in pick], matrix[kept[pick]])

    def _ready_index(self) -> VectorIndex:
        with self._lock:
            if self._index is None:
                self._load_or_rebuild()
            index = self._index
            if index is None:  # pragma: no cover - _load_or_rebuild always sets it
                raise RuntimeError("the vector index could not be built")
            self._catch_up(index)
            return index

    def _load_or_rebuild(self) -> None:
        embedder = self.embedder
        path = self.index_path()
        if path is not None and path.exists():
            index = None
            try:
                index = load_index(path, model_id=embedder.model_id, dim=embedder.dim)
            except (IndexFileError, ConfigurationError) as exc:  # damaged; or usearch missing
                self._note(f"vector index rebuilt from the vectors table: {exc}")
            stats = self._store.vector_stats(embedder.model_id)
            count, kind = stats[0], getattr(index, "kind", None)
            if index is not None and not suits(str(kind), count, threshold=self._ann_threshold):
                # Chosen when the store was another size: the kind for its size now.
                self._note(f"vector index rebuilt for {count:,} vectors ({kind} no longer suits)")
                index = None
            if index is not None:
                # The file may lag behind (or run ahead of) the table: reconcile all of it.
                truth = self._store.vector_keys(embedder.model_id)
                gone = [mid for mid, h in index.entries().items() if truth.get(mid) != h]
                if gone:
                    index.remove(gone)
                self._index = index
                present = index.entries()
                missing = [mid for mid, h in truth.items() if present.get(mid) != h]
                # Nothing missing: in step as of ``stats`` (a row added since is caught up with
                # later). Otherwise read every row again (add replaces).
                self._seen = (-1, 0) if missing else stats
                self._dirty = bool(gone or missing)
                return
        elif path is not None and self._store.vector_stats(embedder.model_id)[0]:
            self._note(f"vector index file {path} is missing; rebuilt from the vectors table")
        self._rebuild()

    def save(self) -> None:
        path = self.index_path()
        with self._lock:
            if path is None or self._index is None or not self._dirty:
                return
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                save_index(self._index, path)
                self._dirty = False
            except OSError as exc:
                self._note(f"could not save the vector index to {path}: {exc}")

    def check(self) -> dict[str, object]:
        """For ``doctor``: the embedder, the file, the table and the queue."""
        try:
            path = self.index_path()
        except ConfigurationError as exc:
            return {"model": None, "queued": self._store.embed_queue_size(),
                    "index_problem": f"the embedder cannot run: {exc}"}  # fmt: skip
        problem = None
        if path is not None and path.exists():
            try:
                load_index(path, model_id=self.model_id, dim=self.embedder.dim)
            except (IndexFileError, ConfigurationError) as exc:  # damaged; or usearch missing
                problem = str(exc)
        return {
            "model": self.model_id,
            "vectors": self._store.vector_stats(self.model_id)[0],
            "queued": self._store.embed_queue_size(),
            "index_file": str(path) if path else None,
            "index_problem": problem,
        }

    # -- searching ----------------------------------------------------------------------

    def start(self, query: str, k: int) -> Callable[..., _Found]:
        """Begin a search for the ``k`` nearest memories to ``query`` that pass the gate *now*;
        what it returns, called with the gate, finishes it and gives the hits with their records.

        ``gated`` re-applies the gate to a list of ids; ``admitted``, when given, does the same
        returning only content hashes (cheap), so a large pool is checked without reading its
        rows and only the ``k`` kept are read whole. Hits are rechecked against the current
        content hashes; the pool grows until ``k`` survive or the index is exhausted, so a
        narrow caller loses speed, never results. ``also`` maps ids the caller has already read
        through the gate (the lexical search's candidates) to their current content hashes:
        their cosines are given too, computed exactly, whether or not they are among the ``k``
        nearest, and a stale one is dropped like any hit — so every candidate of either signal
        is scored by both (:mod:`memwarden.read.recall`).

        The index is brought in step with the table here, in the caller's thread (that reads
        the store); the query's embedding and the first search of the index then run on this
        signal's query thread while the caller does other work — the lexical search — since
        neither the embedder nor numpy holds the interpreter's lock while it computes
        (docs/benchmarks.md, "Scale"). Nothing on that thread touches the store.
        """
        try:
            embedder = self.embedder
            if self._catchup and self._store.embed_queue_size():
                self.drain(limit=self._catchup)
            index = self._ready_index()
        except (EmbeddingServiceError, ConfigurationError) as exc:
            self._note(f"vector signal skipped: {exc}")
            return _nothing
        if not len(index):
            return _nothing
        pool = min(max(2 * k, _FIRST_POOL), len(index))

        def first() -> tuple[np.ndarray, list[VectorHit]]:
            vector = embedder.embed([query])[0]
            return vector, index.search(vector, pool)

        pending = self._query_thread().submit(first)

        def finish(
            gated: Callable[[Sequence[str]], Mapping[str, MemoryRecord]],
            admitted: Callable[[Sequence[str]], Mapping[str, str | None]] | None = None,
            also: Mapping[str, str | None] | None = None,
        ) -> _Found:
            try:
                vector, hits = pending.result()
            except (EmbeddingServiceError, ConfigurationError) as exc:
                # The embedder is down, missing or misconfigured: recall goes on with the
                # other signals; doctor reports it.
                self._note(f"vector signal skipped: {exc}")
                return [], {}
            kept, records = _gate_hits(index, vector, hits, pool, k, gated, admitted)
            if also:
                have = {h.memory_id for h in kept}
                extra = [m for m in also if m not in have]
                if extra:
                    more = recheck(index.search(vector, len(extra), allowed_ids=extra), also)
                    kept = sorted([*kept, *more], key=lambda h: (-h.score, h.memory_id))
            return kept, records

        return finish

    def _query_thread(self) -> ThreadPoolExecutor:
        with self._lock:
            # A forked child inherits the pool but not its threads: work given to it would wait
            # forever, so a child starts its own.
            if self._queries is None or self._queries_pid != os.getpid():
                self._queries = ThreadPoolExecutor(2, thread_name_prefix="memwarden-query")
                self._queries_pid = os.getpid()
            return self._queries

    # -- the worker ---------------------------------------------------------------------

    def notify(self) -> None:
        """Something was written: let the worker embed it (or do nothing when disabled)."""
        if not self._worker_enabled or self._stopping:
            return
        self._wake.set()
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, name="memwarden-embed", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while not self._stopping:
            self._wake.wait()
            if self._stopping:
                break
            self._wake.clear()
            try:
                while not self._stopping and self.drain(limit=WORKER_BATCH):
                    pass
                if not self._stopping:
                    # The index follows here, not in the next recall: building an HNSW graph
                    # takes ≈ 20 s at 60,000 vectors, catching up with a batch a few ms.
                    self._ready_index()
            except Exception as exc:  # a worker must never die noisily
                if self._stopping:
                    break
                self._note(f"embedding worker paused: {exc}")

    def close(self) -> None:
        """Stop the worker (after its current batch), save the index."""
        self._stopping = True
        self._wake.set()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=60)
        with contextlib.suppress(MemwardenError):
            self.save()
        if self._queries is not None:
            self._queries.shutdown(wait=True)
            self._queries = None
        with _REGISTRY_LOCK:
            _REGISTRY.pop(self._store, None)


def _nothing(*_: object) -> _Found:
    return [], {}


def _gate_hits(
    index: VectorIndex,
    vector: np.ndarray,
    hits: list[VectorHit],
    pool: int,
    k: int,
    gated: Callable[[Sequence[str]], Mapping[str, MemoryRecord]],
    admitted: Callable[[Sequence[str]], Mapping[str, str | None]] | None,
) -> _Found:
    """Keep the ``k`` best of ``hits`` (the index's ``pool`` nearest) that pass the gate now
    and whose content hash is still current, searching a larger pool while too few do."""
    while True:
        if admitted is None:
            records = gated([h.memory_id for h in hits])
            current = {mid: r.content_hash for mid, r in records.items()}
        else:
            current = dict(admitted([h.memory_id for h in hits]))
        kept = recheck(hits, current)
        if len(kept) >= k or pool >= len(index):
            kept = kept[:k]
            if admitted is not None:
                records = gated([h.memory_id for h in kept])
                # A row that changed between the two reads is dropped, never trusted.
                kept = [
                    h for h in kept
                    if h.memory_id in records
                    and records[h.memory_id].content_hash == current[h.memory_id]
                ]  # fmt: skip
            return kept, {h.memory_id: records[h.memory_id] for h in kept}
        pool = min(pool * 4, len(index))
        hits = index.search(vector, pool)
