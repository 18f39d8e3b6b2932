"""Storage backends behind one protocol (see :mod:`memwarden.store.base`)."""

from __future__ import annotations

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


def open_store(location: str) -> Store:
    """Open the store at ``location`` (a file path; SQLite is the only backend for now)."""
    from .sqlite import SQLiteStore

    return SQLiteStore(location)
