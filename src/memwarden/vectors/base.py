"""The derived vector index: what it holds, what it promises, and how a caller stays safe.

An index holds, for one embedding model (``model_id``, ``dim``), one unit vector per memory,
keyed by (memory id, content hash). It is *derived*: the ``vectors`` table (or a re-embedding
pass) is the truth, and the index may be rebuilt from it at any time — when its file is
missing or corrupt (:mod:`memwarden.vectors.persist`), or when the model changes.

The invariant it protects (DESIGN §6): **a stale index can never leak.** The index never
decides who may see a memory. Every :class:`VectorHit` carries the memory id *and* the content
hash its vector was made from, and the caller passes every hit through :func:`recheck` against
the rows the gate admitted (id → current content hash): a hit whose id was not admitted, or
whose text has changed since it was embedded, is dropped. ``search(..., allowed_ids=...)``
narrows the search to the gated ids as well, but the recheck is what the read path relies on.

:func:`verify` compares an index with the truth and says what to embed, what to drop and what
is stale, so a caller can bring it up to date instead of trusting it.

Errors::

    StoreError  (memwarden.errors)
    └── IndexFileError          the index file cannot be used: rebuild it from the truth
        ├── IndexFileMissing    no file at the path
        ├── IndexFileCorrupt    bad magic, header, length or checksum
        └── IndexFileMismatch   a sound file, but of another model, width or index kind
    InvalidInputError  (memwarden.errors)
        vectors of another model or width, a non-finite or zero vector, k < 1
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Concatenate, ParamSpec, Protocol, TypeVar, runtime_checkable

import numpy as np

from ..embedders.base import Embeddings
from ..errors import InvalidInputError, StoreError

__all__ = [
    "IndexCheck",
    "IndexFileCorrupt",
    "IndexFileError",
    "IndexFileMismatch",
    "IndexFileMissing",
    "VectorHit",
    "VectorIndex",
    "Vectors",
    "recheck",
    "verify",
]

Vectors = Embeddings | np.ndarray
"""What ``add`` takes: :class:`Embeddings` (model id checked) or a bare ``(n, dim)`` array."""


class IndexFileError(StoreError):
    """The index file cannot be used as it is; rebuild the index from the vectors table."""


class IndexFileMissing(IndexFileError):
    pass


class IndexFileCorrupt(IndexFileError):
    pass


class IndexFileMismatch(IndexFileError):
    pass


@dataclass(frozen=True, slots=True, order=False)
class VectorHit:
    """One nearest neighbour: which memory, which text its vector was made from, how close
    (cosine similarity in [-1, 1])."""

    memory_id: str
    content_hash: str
    score: float


@runtime_checkable
class VectorIndex(Protocol):
    """Nearest neighbours by cosine over unit vectors of one model.

    * ``add`` inserts or replaces (a memory id appears at most once; re-adding it with a new
      content hash replaces the old vector).
    * ``search`` returns at most ``k`` hits, best first, ties broken by memory id, and only ids
      in ``allowed_ids`` when that is given (an empty collection gives no hits).
    """

    @property
    def model_id(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def add(
        self, memory_ids: Sequence[str], content_hashes: Sequence[str], vectors: Vectors
    ) -> None: ...

    def remove(self, memory_ids: Sequence[str]) -> int: ...

    def search(
        self, query: np.ndarray, k: int, allowed_ids: Collection[str] | None = None
    ) -> list[VectorHit]: ...

    def entries(self) -> dict[str, str]: ...

    def __len__(self) -> int: ...

    def __contains__(self, memory_id: object) -> bool: ...


def recheck(hits: Sequence[VectorHit], gated: Mapping[str, str | None]) -> list[VectorHit]:
    """Keep only hits the gate admitted *and* whose vector was made from the current text.

    ``gated`` maps each memory id the gate admitted to its current content hash. This is the
    step that makes a stale index harmless; the read path must never skip it.
    """
    kept: list[VectorHit] = []
    for hit in hits:
        current = gated.get(hit.memory_id)
        if current is not None and current == hit.content_hash:
            kept.append(hit)
    return kept


@dataclass(frozen=True, slots=True)
class IndexCheck:
    """How an index differs from the truth (memory id → content hash of the rows to index)."""

    missing: tuple[str, ...]
    stale: tuple[str, ...]
    orphans: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not (self.missing or self.stale or self.orphans)

    def to_embed(self) -> tuple[str, ...]:
        """Ids whose vectors must be (re)computed: missing, then stale."""
        return self.missing + self.stale

    def to_remove(self) -> tuple[str, ...]:
        return self.orphans


def verify(index: VectorIndex, truth: Mapping[str, str]) -> IndexCheck:
    """Compare ``index`` with ``truth``: ids it lacks, ids whose text changed, ids it should not
    hold (forgotten, retracted, deleted). Sorted, so the report is deterministic."""
    held = index.entries()
    missing = sorted(mid for mid in truth if mid not in held)
    stale = sorted(mid for mid, h in held.items() if mid in truth and truth[mid] != h)
    orphans = sorted(mid for mid in held if mid not in truth)
    return IndexCheck(tuple(missing), tuple(stale), tuple(orphans))


# -- helpers shared by the implementations ---------------------------------------------------

_P = ParamSpec("_P")
_R = TypeVar("_R")


def locked(method: Callable[Concatenate[Any, _P], _R]) -> Callable[Concatenate[Any, _P], _R]:
    """Run an index method under the index's own lock (``self._lock``, an ``RLock``), so that
    parallel readers and the one writer never see a half-applied batch."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        with self._lock:
            return method(self, *args, **kwargs)

    return wrapper


def check_k(k: int) -> int:
    if not isinstance(k, int) or isinstance(k, bool) or k < 1:
        raise InvalidInputError(f"k must be a positive integer, got {k!r}")
    return k


def check_identity(model_id: str, dim: int) -> None:
    if not isinstance(model_id, str) or not model_id:
        raise InvalidInputError("a vector index needs a model id")
    if not isinstance(dim, int) or isinstance(dim, bool) or dim < 1:
        raise InvalidInputError(f"vector width must be a positive integer, got {dim!r}")


def unit_rows(
    model_id: str,
    dim: int,
    memory_ids: Sequence[str],
    content_hashes: Sequence[str],
    vectors: Vectors,
) -> np.ndarray:
    """Validate an ``add`` batch and return its rows as unit float32 vectors."""
    if isinstance(vectors, Embeddings):
        if vectors.model_id != model_id:
            raise InvalidInputError(
                f"vectors of model {vectors.model_id} offered to an index of {model_id}"
            )
        array = vectors.vectors
    else:
        array = vectors
    matrix = np.asarray(array, dtype=np.float32)
    if matrix.ndim != 2 or matrix.shape[1] != dim:
        raise InvalidInputError(f"vectors of shape {matrix.shape} offered to a {dim}-wide index")
    if not (len(memory_ids) == len(content_hashes) == matrix.shape[0]):
        raise InvalidInputError(
            f"{len(memory_ids)} ids, {len(content_hashes)} hashes and {matrix.shape[0]} vectors"
        )
    if len(set(memory_ids)) != len(memory_ids):
        raise InvalidInputError("a memory id appears twice in one batch")
    for mid, h in zip(memory_ids, content_hashes, strict=True):
        if not isinstance(mid, str) or not mid or not isinstance(h, str) or not h:
            raise InvalidInputError("memory ids and content hashes must be non-empty strings")
    return _normalised(matrix)


def unit_query(query: np.ndarray, dim: int) -> np.ndarray:
    q = np.asarray(query, dtype=np.float32)
    if q.ndim == 2 and q.shape[0] == 1:
        q = q[0]
    if q.shape != (dim,):
        raise InvalidInputError(f"query of shape {q.shape} for a {dim}-wide index")
    return _normalised(q[None, :])[0]


def _normalised(matrix: np.ndarray) -> np.ndarray:
    if matrix.shape[0] == 0:
        return matrix.astype(np.float32, copy=True)
    if not np.isfinite(matrix).all():
        raise InvalidInputError("vectors must be finite")
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    if (norms == 0).any():
        raise InvalidInputError("a zero vector has no direction")
    return (matrix / norms).astype(np.float32)


def top_k(scores: np.ndarray, k: int, id_of: Callable[[int], str]) -> list[int]:
    """Positions of the ``k`` best scores, best first, ties broken by memory id (deterministic,
    DESIGN §4 invariant 11). ``id_of`` maps a position to its memory id."""
    n = scores.shape[0]
    if n == 0:
        return []
    if k < n:
        kth = np.partition(-scores, k - 1)[k - 1]
        candidates = np.flatnonzero(-scores <= kth)  # every tie at the boundary is kept
    else:
        candidates = np.arange(n)
    return sorted(candidates.tolist(), key=lambda i: (-float(scores[i]), id_of(i)))[:k]


def check_allowed(allowed_ids: Collection[str] | None) -> Collection[str] | None:
    if isinstance(allowed_ids, str | bytes):
        raise InvalidInputError("allowed_ids must be a collection of ids, not one string")
    return allowed_ids
