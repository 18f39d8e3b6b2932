"""Saving and loading a vector index file, so that a missing or damaged file is *detected*.

Layout (little-endian)::

    8 bytes   magic  b"MWVIDX\\x00\\x01"
    4 bytes   header length H
    H bytes   header: JSON {format, kind, model_id, dim, count, payload_bytes, checksum, ...}
    rest      payload (the index's own bytes: key block, then vectors or the HNSW graph)

``checksum`` is the sha256 of the canonical header without the checksum, followed by the
payload — so a flipped bit anywhere, a truncated file or an edited header is caught before a
single byte of the payload is interpreted. Files are written to a temporary name, fsynced and
renamed into place, so a crash leaves the old file or the new one, never half of one.

:func:`load_index` raises an :class:`~memwarden.vectors.base.IndexFileError` whenever the file
cannot be trusted — missing, corrupt, or made for another model, width or index kind. The
caller then rebuilds from the vectors table; it never has to guess. The whole file is read
into memory (fine for the sizes the brute-force index is chosen for).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import struct
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from ..errors import InvalidInputError
from .base import IndexFileCorrupt, IndexFileMismatch, IndexFileMissing, VectorIndex
from .brute import NumpyIndex

__all__ = ["FORMAT", "MAGIC", "IndexHeader", "load_index", "read_header", "save_index"]

MAGIC = b"MWVIDX\x00\x01"
FORMAT = 1
_MAX_HEADER = 1 << 20
_REQUIRED = ("format", "kind", "model_id", "dim", "count", "payload_bytes", "checksum")


@dataclass(frozen=True, slots=True)
class IndexHeader:
    kind: str
    model_id: str
    dim: int
    count: int
    payload_bytes: int
    checksum: str
    extra: dict[str, Any]


def _canonical(fields: dict[str, Any]) -> bytes:
    return json.dumps(fields, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def save_index(index: VectorIndex, path: Path | str) -> IndexHeader:
    """Write ``index`` to ``path`` atomically and return the header written."""
    target = Path(path)
    kind = getattr(index, "kind", None)
    if kind not in ("numpy", "usearch") or not hasattr(index, "payload"):
        raise InvalidInputError(f"{type(index).__name__} cannot be saved as a vector index file")
    # Hashed and written under the index's lock, from views of its own arrays, part after
    # part: the count comes with the payload it describes, and no copy of the whole index is
    # made (joining the parts, or hashing header + payload, would each hold one more).
    # A part is bytes, a view, or an open file (the HNSW graph, written there by usearch) that
    # is copied in steps.
    with index.payload(target.parent) as (extra, parts):  # type: ignore[attr-defined]
        return _write(target, index, extra, parts)


_STEP = 1 << 20  # bytes copied from a file part at a time


def _size(part: bytes | memoryview | BinaryIO) -> int:
    if isinstance(part, bytes | memoryview):
        return memoryview(part).nbytes
    return os.fstat(part.fileno()).st_size


def _pieces(part: bytes | memoryview | BinaryIO) -> Iterator[bytes | memoryview]:
    if isinstance(part, bytes | memoryview):
        yield part
        return
    part.seek(0)
    while piece := part.read(_STEP):
        yield piece


def _write(
    target: Path,
    index: VectorIndex,
    extra: dict[str, Any],
    parts: list[bytes | memoryview | BinaryIO],
) -> IndexHeader:
    fields: dict[str, Any] = {
        **extra,
        "format": FORMAT,
        "kind": index.kind,  # type: ignore[attr-defined]
        "model_id": index.model_id,
        "dim": index.dim,
        "payload_bytes": sum(_size(part) for part in parts),
    }
    digest = hashlib.sha256(_canonical(fields))
    for part in parts:
        for piece in _pieces(part):
            digest.update(piece)
    checksum = digest.hexdigest()
    header_bytes = _canonical({**fields, "checksum": checksum})
    tmp = target.with_name(f"{target.name}.tmp-{os.getpid()}")
    try:
        with tmp.open("wb") as fh:
            fh.write(MAGIC)
            fh.write(struct.pack("<I", len(header_bytes)))
            fh.write(header_bytes)
            written = 0
            for part in parts:
                for piece in _pieces(part):
                    written += fh.write(piece)
            if written != fields["payload_bytes"]:  # a part changed while it was copied
                raise OSError(f"vector index payload changed while being saved to {target}")
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
    _fsync_dir(target.parent)
    return _header(fields, checksum)


def read_header(path: Path | str) -> IndexHeader:
    """The header of an index file, checked for shape (not the checksum: use ``load_index``)."""
    header, _ = _split(_read(Path(path)))
    return header


def load_index(
    path: Path | str,
    *,
    model_id: str | None = None,
    dim: int | None = None,
    kind: str | None = None,
) -> VectorIndex:
    """Load and verify an index file. ``model_id``/``dim``/``kind``, when given, must match."""
    p = Path(path)
    header, payload = _split(_read(p))
    fields = {k: v for k, v in _header_fields(header).items() if k != "checksum"}
    digest = hashlib.sha256(_canonical(fields))
    digest.update(payload)
    if digest.hexdigest() != header.checksum:
        raise IndexFileCorrupt(f"vector index {p} fails its checksum")
    for name, want, have in (
        ("model", model_id, header.model_id),
        ("width", dim, header.dim),
        ("kind", kind, header.kind),
    ):
        if want is not None and want != have:
            raise IndexFileMismatch(f"vector index {p} is for {name} {have!r}, not {want!r}")
    index: Any
    if header.kind == "numpy":
        index = NumpyIndex.from_payload(
            header.model_id, header.dim, header.count, header.extra, payload
        )
    else:
        from .hnsw import UsearchIndex

        index = UsearchIndex.from_payload(
            header.model_id, header.dim, header.count, header.extra, payload
        )
    if len(index) != header.count:
        raise IndexFileCorrupt(
            f"vector index {p} holds {len(index)} entries, header says {header.count}"
        )
    return index


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise IndexFileMissing(f"vector index {path} does not exist") from None
    except IsADirectoryError:
        raise IndexFileCorrupt(f"vector index {path} is a directory") from None
    except OSError as exc:
        raise IndexFileCorrupt(f"vector index {path} cannot be read: {exc.strerror}") from None


def _split(data: bytes) -> tuple[IndexHeader, memoryview]:
    """The header and a view of the payload (not a copy: the payload is most of the file)."""
    if len(data) < len(MAGIC) + 4 or not data.startswith(MAGIC):
        raise IndexFileCorrupt("not a memwarden vector index (bad magic)")
    (size,) = struct.unpack_from("<I", data, len(MAGIC))
    start = len(MAGIC) + 4
    if size > _MAX_HEADER or start + size > len(data):
        raise IndexFileCorrupt("vector index header is truncated")
    try:
        raw = json.loads(data[start : start + size])
    except ValueError:
        raise IndexFileCorrupt("vector index header is not readable") from None
    if not isinstance(raw, dict) or any(k not in raw for k in _REQUIRED):
        raise IndexFileCorrupt("vector index header lacks required fields")
    if raw["format"] != FORMAT:
        raise IndexFileMismatch(
            f"vector index format {raw['format']!r}, this version reads {FORMAT}"
        )
    checksum = raw.pop("checksum")
    header = _header(raw, checksum)
    payload = memoryview(data)[start + size :]
    if len(payload) != header.payload_bytes:
        raise IndexFileCorrupt(
            f"vector index payload is {len(payload)} bytes, header says {header.payload_bytes}"
        )
    return header, payload


def _header(fields: dict[str, Any], checksum: Any) -> IndexHeader:
    kind, model_id, dim = fields.get("kind"), fields.get("model_id"), fields.get("dim")
    count, size = fields.get("count"), fields.get("payload_bytes")
    if (
        kind not in ("numpy", "usearch")
        or not isinstance(model_id, str)
        or not model_id
        or type(dim) is not int
        or dim < 1
        or type(count) is not int
        or count < 0
        or type(size) is not int
        or size < 0
        or not isinstance(checksum, str)
    ):
        raise IndexFileCorrupt("vector index header has fields of the wrong type")
    extra = {k: v for k, v in fields.items() if k not in _REQUIRED}
    return IndexHeader(kind, model_id, dim, count, size, checksum, extra)


def _header_fields(header: IndexHeader) -> dict[str, Any]:
    return {
        **header.extra,
        "format": FORMAT,
        "kind": header.kind,
        "model_id": header.model_id,
        "dim": header.dim,
        "count": header.count,
        "payload_bytes": header.payload_bytes,
        "checksum": header.checksum,
    }


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
