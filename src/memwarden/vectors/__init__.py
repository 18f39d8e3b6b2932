"""The derived vector index (DESIGN §2, §6): keyed by (memory id, model id, content hash),
rebuilt when missing or corrupt, never trusted over the gate — see :mod:`memwarden.vectors.base`
for the invariant and the error tree. usearch is imported only when an HNSW index is used.
"""

from __future__ import annotations

from .base import (
    IndexCheck,
    IndexFileCorrupt,
    IndexFileError,
    IndexFileMismatch,
    IndexFileMissing,
    VectorHit,
    VectorIndex,
    Vectors,
    recheck,
    verify,
)
from .brute import NumpyIndex
from .choice import ANN_THRESHOLD, choose_index, suits, usearch_available
from .persist import IndexHeader, load_index, read_header, save_index

__all__ = [
    "ANN_THRESHOLD",
    "IndexCheck",
    "IndexFileCorrupt",
    "IndexFileError",
    "IndexFileMismatch",
    "IndexFileMissing",
    "IndexHeader",
    "NumpyIndex",
    "VectorHit",
    "VectorIndex",
    "Vectors",
    "choose_index",
    "load_index",
    "read_header",
    "recheck",
    "save_index",
    "suits",
    "usearch_available",
    "verify",
]
