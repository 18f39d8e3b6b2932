"""Which index a store of a given size gets.

Brute force (:class:`~memwarden.vectors.brute.NumpyIndex`) is exact, deterministic and fast
enough for a personal store: measured on 2 cores with 384-wide float32 vectors, one query
reads every vector (about 4 ms at 60,000, memory-bound, on both cores). HNSW
(:class:`~memwarden.vectors.hnsw.UsearchIndex`, float16 vectors) is chosen from
:data:`ANN_THRESHOLD` vectors on, and only when ``usearch`` is installed. At 50,000 it was
measured on a 100k-memory MiniLM store (60,044 vectors): hybrid recall p50 11.8–13.5 ms
against 18.4–19.4 with brute force, interleaved, with half the CPU time and a smaller resident
set now that the graph is saved without a copy in memory — and a first recall that builds the
graph for about 20 s, once, after which it is loaded from its file (docs/benchmarks.md,
"Scale"). An index loaded from its file is kept while its kind still :func:`suits` the
store's size, and rebuilt as the other kind when it no longer does.
"""

from __future__ import annotations

import importlib.util

from .base import VectorIndex
from .brute import NumpyIndex

__all__ = ["ANN_THRESHOLD", "choose_index", "suits", "usearch_available"]

ANN_THRESHOLD = 50_000


def usearch_available() -> bool:
    return importlib.util.find_spec("usearch") is not None


def choose_index(
    n: int,
    *,
    model_id: str,
    dim: int,
    quantize: bool = False,
    threshold: int = ANN_THRESHOLD,
) -> VectorIndex:
    """An empty index suited to about ``n`` vectors: brute force below ``threshold`` (or when
    usearch is missing), HNSW from there on."""
    if n >= threshold and usearch_available():
        from .hnsw import UsearchIndex

        return UsearchIndex(model_id, dim, quantize=quantize)
    return NumpyIndex(model_id, dim, quantize=quantize)


def suits(kind: str, n: int, *, threshold: int = ANN_THRESHOLD) -> bool:
    """Whether an index of ``kind`` (one loaded from its file) still suits ``n`` vectors.

    Brute force suits a store below ``threshold``, or any store when usearch is missing; HNSW
    suits one from half the threshold on, when usearch is installed — the gap keeps a store
    that hovers around the threshold from being rebuilt each time it is opened.
    """
    if kind == "usearch":
        return usearch_available() and n >= threshold // 2
    return n < threshold or not usearch_available()
