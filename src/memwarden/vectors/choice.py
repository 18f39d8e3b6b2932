"""Which index a store of a given size gets.

Brute force (:class:`~memwarden.vectors.brute.NumpyIndex`) is exact, deterministic and fast
enough for a personal store: measured on 2 cores with 384-wide float32 vectors, one query
reads every vector (about 4 ms at 60,000, memory-bound). HNSW
(:class:`~memwarden.vectors.hnsw.UsearchIndex`, float16 vectors) is chosen from
:data:`ANN_THRESHOLD` vectors on, and only when ``usearch`` is installed. Tried at 50,000 on a
100k-memory MiniLM store (60,044 vectors): hybrid recall p50 14.3–21.2 ms against 17.7–18.6
with brute force, a first recall that builds the graph for 18–25 s, and a peak resident set
over 400 MB (serialising the graph for its file) — not clearly better, so the threshold stays
(docs/benchmarks.md, "Scale").
"""

from __future__ import annotations

import importlib.util

from .base import VectorIndex
from .brute import NumpyIndex

__all__ = ["ANN_THRESHOLD", "choose_index", "usearch_available"]

ANN_THRESHOLD = 100_000


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
