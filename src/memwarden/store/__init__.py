"""Storage backends behind one protocol (see :mod:`memwarden.store.base`)."""

from __future__ import annotations

from pathlib import Path

from .base import (
    Gate,
    LexicalResult,
    MemoryChange,
    ReadView,
    Store,
    StoreCheck,
    TombstoneRow,
    Visibility,
    WriteTxn,
)

__all__ = [
    "Gate",
    "LexicalResult",
    "MemoryChange",
    "ReadView",
    "Store",
    "StoreCheck",
    "TombstoneRow",
    "Visibility",
    "WriteTxn",
    "open_store",
]


def open_store(location: str | Path, *, synchronous: str = "NORMAL") -> Store:
    """Open the store at ``location`` (a file path; SQLite is the only backend for now).

    The one place outside a backend's own module that knows which backends exist."""
    from .sqlite import SQLiteStore

    return SQLiteStore(location, synchronous=synchronous)
