"""SQLite backend: the file header check and the numbered migrations."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from importlib import resources

from ..errors import StoreError

_SQLITE_HEADER = b"SQLite format 3\x00"


def _migrations() -> list[tuple[int, str, str]]:
    folder = resources.files("memwarden.store") / "migrations"
    found = []
    for entry in folder.iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:4].isdigit():
            found.append((int(name[:4]), name, entry.read_text(encoding="utf-8")))
    return sorted(found)


SCHEMA_VERSION = max(v for v, _, _ in _migrations())


def _statements(script: str) -> Iterator[str]:
    """Split a script into complete statements (trigger bodies included)."""
    buffer = ""
    for line in script.splitlines(keepends=True):
        if not buffer and (not line.strip() or line.lstrip().startswith("--")):
            continue
        buffer += line
        if sqlite3.complete_statement(buffer):
            yield buffer.strip()
            buffer = ""
    if buffer.strip():
        raise StoreError("migration script ends with an incomplete statement")
