"""Tombstones: values the person said must never come back.

A tombstone keeps no text: only the SHA-256 of the value's normal form and short fingerprints
of its stems. Matching is lexical for now — the same normal form, or every stem of the
tombstone present in the candidate (four in five for a tombstone of four stems or more);
matching by meaning arrives with the embedders. A candidate that matches is blocked at write; a
recall result that matches is dropped at read. Either way the tombstone's hit count goes up —
and its own text, which it never had, cannot leak.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..store.base import TombstoneRow
from ..text import content_hash, fingerprint_terms

__all__ = ["fingerprint", "matching_tombstone"]


def fingerprint(text: str) -> tuple[str, frozenset[str]]:
    return content_hash(text), frozenset(fingerprint_terms(text))


def _coverage(tombstone_terms: frozenset[str], candidate_terms: frozenset[str]) -> float:
    return len(tombstone_terms & candidate_terms) / len(tombstone_terms)


def matching_tombstone(text: str, tombstones: Iterable[TombstoneRow]) -> TombstoneRow | None:
    """The first tombstone ``text`` matches, or ``None``."""
    rows = list(tombstones)
    if not rows or not text:
        return None
    value_hash, terms = fingerprint(text)
    for row in rows:
        if row.value_hash == value_hash:
            return row
        if row.terms and _coverage(row.terms, terms) >= (1.0 if len(row.terms) <= 3 else 0.8):
            return row
    return None
