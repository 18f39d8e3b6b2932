"""Exact nearest neighbours in process: one numpy matrix, brute-force dot products.

The default index: exact, deterministic, no dependency beyond numpy. Measured on 2 cores with
384-wide float32 vectors, one query over 60,000 vectors takes about 4 ms (it reads all 92 MB:
memory-bound); HNSW (:mod:`memwarden.vectors.hnsw`) takes over from
:data:`memwarden.vectors.choice.ANN_THRESHOLD` vectors when usearch is installed.

``quantize=True`` stores each vector as int8 (symmetric, the row's largest component mapped to
127) with one float32 scale per row that makes the decoded row unit length: a quarter of the
memory, scores within about 0.01 of float32. The query itself stays float32.
"""

from __future__ import annotations

import contextlib
import json
import struct
import threading
from collections.abc import Collection, Iterator, Sequence
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from ..errors import InvalidInputError
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

__all__ = ["NumpyIndex"]

_CHUNK = 16_384  # rows converted from int8 per step, to bound the temporary float32 copy


class NumpyIndex:
    """Brute-force cosine index over unit vectors of one model (optionally int8-quantised)."""

    kind: ClassVar[str] = "numpy"

    def __init__(self, model_id: str, dim: int, *, quantize: bool = False) -> None:
        check_identity(model_id, dim)
        self._model_id = model_id
        self._dim = dim
        self.quantize = bool(quantize)
        self._ids: list[str] = []
        self._hashes: list[str] = []
        self._row: dict[str, int] = {}
        self._matrix = np.zeros((16, dim), dtype=np.int8 if self.quantize else np.float32)
        self._scale = np.zeros(16, dtype=np.float32)
        self._lock = threading.RLock()

    def __repr__(self) -> str:
        q = ", quantize=True" if self.quantize else ""
        return f"NumpyIndex({self._model_id!r}, {self._dim}{q}, n={len(self)})"

    @property
    def model_id(self) -> str:
        return self._model_id

    @property
    def dim(self) -> int:
        return self._dim

    def __len__(self) -> int:
        return len(self._ids)

    def __contains__(self, memory_id: object) -> bool:
        return memory_id in self._row

    @locked
    def entries(self) -> dict[str, str]:
        return dict(zip(self._ids, self._hashes, strict=True))

    # -- writes -------------------------------------------------------------------------------

    @locked
    def add(
        self, memory_ids: Sequence[str], content_hashes: Sequence[str], vectors: Vectors
    ) -> None:
        rows = unit_rows(self._model_id, self._dim, memory_ids, content_hashes, vectors)
        encoded, scales = self._encode(rows)
        fresh = sum(1 for mid in memory_ids if mid not in self._row)
        self._reserve(len(self._ids) + fresh)
        for i, (mid, h) in enumerate(zip(memory_ids, content_hashes, strict=True)):
            row = self._row.get(mid)
            if row is None:
                row = len(self._ids)
                self._row[mid] = row
                self._ids.append(mid)
                self._hashes.append(h)
            else:
                self._hashes[row] = h
            self._matrix[row] = encoded[i]
            self._scale[row] = scales[i]

    @locked
    def remove(self, memory_ids: Sequence[str]) -> int:
        if isinstance(memory_ids, str):
            raise InvalidInputError("remove takes a sequence of ids, not one string")
        removed = 0
        for mid in memory_ids:
            row = self._row.pop(mid, None)
            if row is None:
                continue
            last = len(self._ids) - 1
            if row != last:  # move the last row into the hole
                moved = self._ids[last]
                self._ids[row] = moved
                self._hashes[row] = self._hashes[last]
                self._matrix[row] = self._matrix[last]
                self._scale[row] = self._scale[last]
                self._row[moved] = row
            self._ids.pop()
            self._hashes.pop()
            removed += 1
        return removed

    def _encode(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        if not self.quantize:
            return rows, np.ones(rows.shape[0], dtype=np.float32)
        if rows.shape[0] == 0:
            return rows.astype(np.int8), np.zeros(0, dtype=np.float32)
        peak = np.abs(rows).max(axis=1, keepdims=True)  # > 0: rows are unit vectors
        encoded = np.clip(np.rint(rows * (127.0 / peak)), -127, 127).astype(np.int8)
        # One scale per row that makes the decoded row unit length again, so a score is the
        # cosine between the query and the quantised direction (never above 1).
        scales = 1.0 / np.linalg.norm(encoded.astype(np.float32), axis=1)
        return encoded, scales.astype(np.float32)

    def _reserve(self, needed: int) -> None:
        capacity = self._matrix.shape[0]
        if needed <= capacity:
            return
        new_capacity = max(needed, capacity * 2)
        matrix = np.zeros((new_capacity, self._dim), dtype=self._matrix.dtype)
        matrix[:capacity] = self._matrix
        scale = np.zeros(new_capacity, dtype=np.float32)
        scale[:capacity] = self._scale
        self._matrix, self._scale = matrix, scale

    # -- reads --------------------------------------------------------------------------------

    @locked
    def search(
        self, query: np.ndarray, k: int, allowed_ids: Collection[str] | None = None
    ) -> list[VectorHit]:
        check_k(k)
        q = unit_query(query, self._dim)
        allowed = check_allowed(allowed_ids)
        if allowed is None:
            rows = None
            scores = self._scores(q, slice(0, len(self._ids)))
        else:
            picked = sorted({self._row[mid] for mid in allowed if mid in self._row})
            if not picked:
                return []
            rows = np.asarray(picked, dtype=np.int64)
            scores = self._scores(q, rows)
        if rows is None:
            ranked = top_k(scores, k, lambda i: self._ids[i])
            return [VectorHit(self._ids[i], self._hashes[i], float(scores[i])) for i in ranked]
        ranked = top_k(scores, k, lambda i: self._ids[rows[i]])
        return [
            VectorHit(self._ids[rows[i]], self._hashes[rows[i]], float(scores[i])) for i in ranked
        ]

    def _scores(self, q: np.ndarray, rows: slice | np.ndarray) -> np.ndarray:
        # numpy's own loop, not BLAS: a BLAS product of this shape ran on both cores and left
        # OpenBLAS's threads spinning after it, taking the core the lexical search runs on
        # (recall on a 10k MiniLM store: 12.4 → 9.2 ms p50, CPU 24 → 14 ms); this is one
        # thread, as fast as one BLAS thread on 49,000 rows (4.9 ms), and its sums are made in
        # the same order whatever the machine's thread count.
        matrix = self._matrix[rows]
        if not self.quantize:
            return np.einsum("ij,j->i", matrix, q)
        scale = self._scale[rows]
        out = np.empty(matrix.shape[0], dtype=np.float32)
        for start in range(0, matrix.shape[0], _CHUNK):
            part = matrix[start : start + _CHUNK].astype(np.float32)
            out[start : start + _CHUNK] = (
                np.einsum("ij,j->i", part, q) * scale[start : start + _CHUNK]
            )
        return out

    # -- persistence (the envelope and checksum are in memwarden.vectors.persist) -------------

    @contextlib.contextmanager
    def payload(
        self, scratch: Path | None = None
    ) -> Iterator[tuple[dict[str, Any], list[bytes | memoryview]]]:
        """The index's bytes for a file, in parts, under its lock for as long as the caller
        reads them: the vectors are a view of the matrix, not a copy (at 100k 384-wide
        vectors a copy is 150 MB more at the moment of saving). ``scratch`` is unused (see
        :meth:`memwarden.vectors.hnsw.UsearchIndex.payload`)."""
        with self._lock:
            n = len(self._ids)
            keys = json.dumps([self._ids, self._hashes], separators=(",", ":")).encode("utf-8")
            parts: list[bytes | memoryview] = [
                struct.pack("<Q", len(keys)),
                keys,
                _bytes_view(self._matrix[:n]),
            ]
            if self.quantize:
                parts.append(_bytes_view(self._scale[:n]))
            yield {"count": n, "quantized": self.quantize}, parts

    @classmethod
    def from_payload(
        cls, model_id: str, dim: int, count: int, extra: dict[str, Any], payload: bytes | memoryview
    ) -> NumpyIndex:
        quantize = extra.get("quantized")
        if not isinstance(quantize, bool):
            raise IndexFileCorrupt("numpy index header lacks 'quantized'")
        index = cls(model_id, dim, quantize=quantize)
        ids, hashes, offset = _read_keys(payload, count)
        item = 1 if quantize else 4
        matrix_end = offset + count * dim * item
        expected = matrix_end + (count * 4 if quantize else 0)
        if len(payload) != expected:
            raise IndexFileCorrupt(
                f"numpy index payload is {len(payload)} bytes, expected {expected}"
            )
        dtype = np.int8 if quantize else np.float32
        matrix = np.frombuffer(payload, dtype=dtype, count=count * dim, offset=offset)
        index._reserve(count)
        index._matrix[:count] = matrix.reshape(count, dim)
        if quantize:
            index._scale[:count] = np.frombuffer(
                payload, dtype=np.float32, count=count, offset=matrix_end
            )
        else:
            index._scale[:count] = 1.0
        index._ids = ids
        index._hashes = hashes
        index._row = {mid: i for i, mid in enumerate(ids)}
        return index


def _bytes_view(array: np.ndarray) -> memoryview:
    """The bytes of a C-contiguous array, without copying them (an empty array too)."""
    return memoryview(np.ascontiguousarray(array).reshape(-1).view(np.uint8))


def _read_keys(payload: bytes | memoryview, count: int) -> tuple[list[str], list[str], int]:
    """The ``[ids, hashes]`` block at the start of a payload, checked; and where it ends."""
    if len(payload) < 8:
        raise IndexFileCorrupt("index payload is truncated")
    (size,) = struct.unpack_from("<Q", payload, 0)
    if 8 + size > len(payload):
        raise IndexFileCorrupt("index payload is truncated")
    try:
        ids, hashes = json.loads(bytes(payload[8 : 8 + size]))
    except (ValueError, TypeError):
        raise IndexFileCorrupt("index key block is not readable") from None
    if (
        not isinstance(ids, list)
        or not isinstance(hashes, list)
        or len(ids) != count
        or len(hashes) != count
        or not all(isinstance(x, str) and x for x in ids + hashes)
        or len(set(ids)) != count
    ):
        raise IndexFileCorrupt("index key block does not match its header")
    return ids, hashes, 8 + size
