"""Approximate nearest neighbours for large stores: HNSW through ``usearch`` (extra ``ann``).

usearch keys are integers, so each memory id gets a key from a counter (never a hash of the
id: no collisions); the key → (memory id, content hash) map travels with the index file.
Replacing a memory's vector removes its old key and adds a new one.

Filtering by ``allowed_ids`` (usearch has no predicate search in Python):

* when few ids are allowed (≤ ``exact_subset``), their vectors are read back and scored
  exactly — small gated sets are the common case and need no approximation;
* otherwise the graph is searched for more than ``k`` neighbours (scaled by how selective the
  filter is), doubling until ``k`` allowed hits are found or the whole index was asked.

Vectors are stored as float16 (half the memory of float32; an index file saved with float32
vectors is restored as it was saved), int8 with ``quantize=True``. Recall@10 against exact
search, measured with the defaults (connectivity 16, expansion 128 for adding and searching):
0.982 on random 64-wide vectors with float16 (0.978 with float32; 0.998 on 2,500 MiniLM vectors
of LoCoMo turns with float32); with ``quantize=True`` (usearch's int8) 0.956 and 0.93. On a
100k-memory MiniLM store, 196 of 200 hybrid recalls gave the same top ten as with exact search.

Either way only allowed ids come back, and the caller still rechecks every hit
(:func:`memwarden.vectors.base.recheck`). Graph builds are expensive (about 25 s for 60,000
384-wide vectors on 2 cores, 280 s for 600,000), which is why the brute-force index is the
default below :data:`memwarden.vectors.choice.ANN_THRESHOLD` vectors.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import math
import struct
import sys
import tempfile
import threading
from collections.abc import Collection, Iterator, Sequence
from pathlib import Path
from typing import Any, BinaryIO, ClassVar

import numpy as np

from ..errors import ConfigurationError, InvalidInputError
from .base import (
    IndexFileCorrupt,
    VectorHit,
    Vectors,
    check_allowed,
    check_identity,
    check_k,
    locked,
    top_k,
    unit_query,
    unit_rows,
)

__all__ = ["UsearchIndex"]


def _preload_system_libstdcxx() -> None:
    """Load the system C++ runtime globally before usearch.

    The usearch (and numkong) wheels link libstdc++ statically. When they are loaded first and
    a C++ extension using the system ``libstdc++.so.6`` (onnxruntime, for MiniLM) is loaded
    after, the two runtimes' unique locale symbols get mixed and that extension crashes while
    initialising (SIGSEGV in ``std::codecvt::do_unshift``; seen with usearch 2.26 and
    onnxruntime 1.32). With the system runtime loaded globally first, every later library binds
    to that one copy and both work, in either order. Harmless where the file does not exist.
    """
    if sys.platform != "linux":
        return
    with contextlib.suppress(OSError):
        ctypes.CDLL("libstdc++.so.6", mode=ctypes.RTLD_GLOBAL)


def _usearch_index_class() -> Any:
    _preload_system_libstdcxx()
    try:
        from usearch.index import Index
    except ImportError:
        raise ConfigurationError(
            "the HNSW vector index needs usearch; install it with: pip install 'memwarden[ann]'"
        ) from None
    return Index


class UsearchIndex:
    """HNSW cosine index (usearch) over unit vectors of one model, stored as float16
    (``quantize``: int8)."""

    kind: ClassVar[str] = "usearch"

    def __init__(
        self,
        model_id: str,
        dim: int,
        *,
        quantize: bool = False,
        connectivity: int = 16,
        expansion_add: int = 128,
        expansion_search: int = 128,
        exact_subset: int = 4096,
    ) -> None:
        check_identity(model_id, dim)
        index_class = _usearch_index_class()
        self._model_id = model_id
        self._dim = dim
        self.quantize = bool(quantize)
        self.exact_subset = exact_subset
        self._index = index_class(
            ndim=dim,
            metric="cos",
            dtype="i8" if self.quantize else "f16",
            connectivity=connectivity,
            expansion_add=expansion_add,
            expansion_search=expansion_search,
        )
        self._key_of: dict[str, int] = {}
        self._entry: dict[int, tuple[str, str]] = {}
        self._next_key = 0
        self._lock = threading.RLock()

    def __repr__(self) -> str:
        q = ", quantize=True" if self.quantize else ""
        return f"UsearchIndex({self._model_id!r}, {self._dim}{q}, n={len(self)})"

    @property
    def model_id(self) -> str:
        return self._model_id

    @property
    def dim(self) -> int:
        return self._dim

    def __len__(self) -> int:
        return len(self._entry)

    def __contains__(self, memory_id: object) -> bool:
        return memory_id in self._key_of

    @locked
    def entries(self) -> dict[str, str]:
        return {mid: h for mid, h in self._entry.values()}

    # -- writes -------------------------------------------------------------------------------

    @locked
    def add(
        self, memory_ids: Sequence[str], content_hashes: Sequence[str], vectors: Vectors
    ) -> None:
        rows = unit_rows(self._model_id, self._dim, memory_ids, content_hashes, vectors)
        if rows.shape[0] == 0:
            return
        self.remove([mid for mid in memory_ids if mid in self._key_of])
        keys = np.arange(self._next_key, self._next_key + rows.shape[0], dtype=np.uint64)
        # One thread: a multi-threaded insert builds a different graph on every run, so the
        # same store could answer the same query differently (DESIGN §4.11). Determinism costs
        # build time on large indexes, never search time.
        self._index.add(keys, rows, threads=1)
        self._next_key += rows.shape[0]
        for key, mid, h in zip(keys.tolist(), memory_ids, content_hashes, strict=True):
            self._key_of[mid] = key
            self._entry[key] = (mid, h)

    @locked
    def remove(self, memory_ids: Sequence[str]) -> int:
        if isinstance(memory_ids, str):
            raise InvalidInputError("remove takes a sequence of ids, not one string")
        keys = [self._key_of.pop(mid) for mid in dict.fromkeys(memory_ids) if mid in self._key_of]
        if keys:
            self._index.remove(np.asarray(keys, dtype=np.uint64))
            for key in keys:
                del self._entry[key]
        return len(keys)

    # -- reads --------------------------------------------------------------------------------

    @locked
    def search(
        self, query: np.ndarray, k: int, allowed_ids: Collection[str] | None = None
    ) -> list[VectorHit]:
        check_k(k)
        q = unit_query(query, self._dim)
        allowed = check_allowed(allowed_ids)
        total = len(self._entry)
        if total == 0:
            return []
        if allowed is None:
            return self._graph_search(q, min(k, total), k, None)
        keys = sorted({self._key_of[mid] for mid in allowed if mid in self._key_of})
        if not keys:
            return []
        if len(keys) <= self.exact_subset:
            return self._exact(q, keys, k)
        wanted = set(keys)
        fetch = min(total, max(2 * k, math.ceil(2 * k * total / len(keys))))
        while True:
            hits = self._graph_search(q, fetch, k, wanted)
            if len(hits) >= k or fetch >= total:
                return hits
            fetch = min(total, fetch * 2)

    def _graph_search(
        self, q: np.ndarray, fetch: int, k: int, wanted: set[int] | None
    ) -> list[VectorHit]:
        matches = self._index.search(q, fetch)
        found: list[tuple[float, str, str]] = []
        for key, distance in zip(matches.keys.tolist(), matches.distances.tolist(), strict=True):
            entry = self._entry.get(key)
            if entry is None or (wanted is not None and key not in wanted):
                continue
            found.append((1.0 - float(distance), entry[0], entry[1]))
        found.sort(key=lambda t: (-t[0], t[1]))
        return [VectorHit(mid, h, score) for score, mid, h in found[:k]]

    def _exact(self, q: np.ndarray, keys: list[int], k: int) -> list[VectorHit]:
        got = self._index.get(np.asarray(keys, dtype=np.uint64), dtype=np.float32)
        matrix = np.vstack(got) if isinstance(got, tuple) else np.asarray(got, dtype=np.float32)
        matrix = matrix.reshape(len(keys), self._dim)
        norms = np.linalg.norm(matrix, axis=1)
        # numpy's own loop, not BLAS (see NumpyIndex._scores)
        scores = np.einsum("ij,j->i", matrix, q) / np.where(norms > 0, norms, 1.0)
        ranked = top_k(scores, k, lambda i: self._entry[keys[i]][0])
        return [
            VectorHit(self._entry[keys[i]][0], self._entry[keys[i]][1], float(scores[i]))
            for i in ranked
        ]

    # -- persistence (the envelope and checksum are in memwarden.vectors.persist) -------------

    @contextlib.contextmanager
    def payload(
        self, scratch: Path | None = None
    ) -> Iterator[tuple[dict[str, Any], list[bytes | memoryview | BinaryIO]]]:
        """The index's bytes for a file, in parts, under its lock while the caller reads them.

        usearch writes the graph to a file of its own in ``scratch`` (the index file's folder),
        handed on open, for the caller to copy from: serialised into memory instead, it was one
        more buffer the size of the index (56 MB for 60,044 float16 vectors) at the moment of
        saving — the peak of a whole 100k-memory MiniLM run (docs/benchmarks.md, "Scale").
        """
        with self._lock:
            table = [[key, mid, h] for key, (mid, h) in sorted(self._entry.items())]
            keys = json.dumps(table, separators=(",", ":")).encode("utf-8")
            extra = {"count": len(table), "quantized": self.quantize, "next_key": self._next_key}
            with tempfile.TemporaryDirectory(prefix=".mwvi-", dir=scratch) as folder:
                path = Path(folder) / "graph.usearch"
                try:
                    self._index.save(str(path))
                except RuntimeError as exc:  # usearch's own error for a failed write
                    raise OSError(f"usearch could not write the graph to {folder}: {exc}") from None
                with path.open("rb") as graph:
                    yield extra, [struct.pack("<Q", len(keys)), keys, graph]

    @classmethod
    def from_payload(
        cls, model_id: str, dim: int, count: int, extra: dict[str, Any], payload: bytes | memoryview
    ) -> UsearchIndex:
        quantize, next_key = extra.get("quantized"), extra.get("next_key")
        if not isinstance(quantize, bool) or type(next_key) is not int or next_key < 0:
            raise IndexFileCorrupt("usearch index header lacks 'quantized' or 'next_key'")
        if len(payload) < 8:
            raise IndexFileCorrupt("index payload is truncated")
        (size,) = struct.unpack_from("<Q", payload, 0)
        if 8 + size > len(payload):
            raise IndexFileCorrupt("index payload is truncated")
        try:
            table = json.loads(bytes(payload[8 : 8 + size]))
            entries = {int(key): (str(mid), str(h)) for key, mid, h in table}
        except (ValueError, TypeError):
            raise IndexFileCorrupt("index key block is not readable") from None
        if len(entries) != count or len({mid for mid, _ in entries.values()}) != count:
            raise IndexFileCorrupt("index key block does not match its header")
        if any(key < 0 or key >= next_key for key in entries):
            raise IndexFileCorrupt("index key block holds keys beyond its counter")
        index_class = _usearch_index_class()
        try:
            # A view of the file's bytes: restore copies what it needs (no copy of our own).
            graph = index_class.restore(memoryview(payload)[8 + size :])
        except Exception:  # usearch raises untyped errors for unreadable buffers
            raise IndexFileCorrupt("usearch graph cannot be restored") from None
        if graph is None or graph.ndim != dim or len(graph) != count:
            raise IndexFileCorrupt("usearch graph does not match its header")
        if sorted(np.asarray(graph.keys, dtype=np.uint64).tolist()) != sorted(entries):
            raise IndexFileCorrupt("usearch graph keys do not match the key block")
        index = cls(model_id, dim, quantize=quantize)
        index._index = graph
        index._entry = entries
        index._key_of = {mid: key for key, (mid, _) in entries.items()}
        index._next_key = next_key
        return index
