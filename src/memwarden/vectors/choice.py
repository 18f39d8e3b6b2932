"""Which index a store of a given size gets.

Brute force (:class:`~memwarden.vectors.brute.NumpyIndex`) is exact, deterministic and fast
enough far beyond a personal store: measured on 2 cores with 384-wide float32 vectors, one
query takes about 3 ms at 50,000 vectors and under 10 ms at 100,000, while building an HNSW
graph of 100,000 vectors took about 150 s. So HNSW (:class:`~memwarden.vectors.hnsw.UsearchIndex`)
is chosen from :data:`ANN_THRESHOLD` vectors on, and only when ``usearch`` is installed.
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
