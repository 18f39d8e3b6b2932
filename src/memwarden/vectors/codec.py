"""How a vector is kept in the store's ``vectors`` table: all its values, or only the ones that
are not zero when that is shorter.

An embedder's vector of width ``dim`` is stored as one of:

* **dense** — ``4 * dim`` bytes: every value, little-endian float32;
* **sparse** — ``6 * k`` bytes for its ``k`` non-zero values: their positions as little-endian
  uint16, increasing, then the values themselves as little-endian float32. Written only when it
  is shorter than dense (``6 * k < 4 * dim``) and the positions fit (``dim <= 65,536``).

So a blob's length alone says which it is: exactly ``4 * dim`` is dense, anything else must be a
well-formed sparse vector. The hashed embedder's vectors have a few dozen non-zero values of 512,
so each costs ~10 times less to write and to keep; a model's dense vectors are stored as before.
The schema checks the lengths (``0011_sparse_vectors.sql``); :func:`decode_rows` checks the rest
and refuses a malformed row instead of guessing.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

__all__ = ["MAX_SPARSE_DIM", "decode", "decode_rows", "encode_rows", "sparse_size"]

MAX_SPARSE_DIM = 1 << 16  # a position is a uint16
_F4 = np.dtype("<f4")
_U2 = np.dtype("<u2")


def encode_rows(matrix: np.ndarray) -> list[bytes]:
    """Each row of a float32 ``(n, dim)`` matrix as stored: sparse when shorter, else dense."""
    matrix = np.ascontiguousarray(matrix, dtype=_F4)
    if matrix.ndim != 2:
        raise ValueError(f"expected a (n, dim) matrix, got shape {matrix.shape}")
    n, dim = matrix.shape
    if dim > MAX_SPARSE_DIM:
        return [row.tobytes() for row in matrix]
    # Every row's non-zero positions and values at once (row-major: each row's in order), then
    # cut per row — a few numpy calls for the whole batch rather than a few per row.
    rows, cols = np.nonzero(matrix)
    ends = np.cumsum(np.bincount(rows, minlength=n)).tolist()
    positions = cols.astype(_U2).tobytes()
    values = matrix[rows, cols].tobytes()
    out: list[bytes] = []
    start = 0
    for i, end in enumerate(ends):
        k = end - start
        if 6 * k < 4 * dim:
            out.append(positions[2 * start : 2 * end] + values[4 * start : 4 * end])
        else:
            out.append(matrix[i].tobytes())
        start = end
    return out


def sparse_size(size: int, dim: int) -> bool:
    """A blob of ``size`` bytes may be a sparse vector of width ``dim`` (whole pairs, shorter
    than dense, positions that fit); exactly ``4 * dim`` is dense. The schema checks the same."""
    return size % 6 == 0 and size < 4 * dim and dim <= MAX_SPARSE_DIM


def decode(blob: bytes, dim: int) -> np.ndarray:
    """One stored vector as float32 of width ``dim``; ``ValueError`` if it is not well formed."""
    if len(blob) == 4 * dim:
        return np.frombuffer(blob, dtype=_F4).copy()
    if not sparse_size(len(blob), dim):
        raise ValueError(f"a vector of {len(blob)} bytes is neither dense nor sparse at {dim}")
    k = len(blob) // 6
    positions = np.frombuffer(blob, dtype=_U2, count=k).astype(np.int64)
    if k and (positions[-1] >= dim or (k > 1 and not (np.diff(positions) > 0).all())):
        raise ValueError("a sparse vector's positions are not increasing within its width")
    out = np.zeros(dim, dtype=_F4)
    out[positions] = np.frombuffer(blob, dtype=_F4, count=k, offset=2 * k)
    return out


def decode_rows(blobs: Sequence[bytes], dim: int) -> tuple[np.ndarray, np.ndarray]:
    """Stored vectors of one width as a float32 ``(n, dim)`` matrix, and which rows were well
    formed (a malformed row is left zero and marked ``False``). The same as :func:`decode` row
    by row, with the sparse rows read and checked together."""
    matrix = np.zeros((len(blobs), dim), dtype=_F4)
    ok = np.ones(len(blobs), dtype=bool)
    sparse: list[int] = []
    for i, blob in enumerate(blobs):
        n = len(blob)
        if n == 4 * dim:
            matrix[i] = np.frombuffer(blob, dtype=_F4)
        elif sparse_size(n, dim):
            sparse.append(i)
        else:
            ok[i] = False
    if not sparse:
        return matrix, ok
    ks = np.array([len(blobs[i]) // 6 for i in sparse], dtype=np.int64)
    positions = np.frombuffer(
        b"".join(blobs[i][: 2 * k] for i, k in zip(sparse, ks.tolist(), strict=True)), dtype=_U2
    ).astype(np.int64)
    values = np.frombuffer(
        b"".join(blobs[i][2 * k :] for i, k in zip(sparse, ks.tolist(), strict=True)), dtype=_F4
    )
    rows = np.repeat(np.array(sparse, dtype=np.int64), ks)
    # Within each row the positions must rise and stay under the width (as decode checks).
    bad = positions >= dim
    rising = np.ones(len(positions), dtype=bool)
    if len(positions) > 1:
        same_row = rows[1:] == rows[:-1]
        rising[1:] = ~same_row | (positions[1:] > positions[:-1])
    bad |= ~rising
    if bad.any():
        ok[np.unique(rows[bad])] = False
    good = ok[rows]
    matrix[rows[good], positions[good]] = values[good]
    return matrix, ok
