"""Tombstones: values the person said must never come back.

A tombstone keeps no text: only the SHA-256 of the value's normal form, short fingerprints of
its stems and the embedding of the value (:mod:`memwarden.trust.meaning`). A text matches
lexically — the same normal form, or every stem of the tombstone present in the text (four in
five for a tombstone of four stems or more) — or by meaning: the cosine similarity of its
embedding and the tombstone's reaches the threshold measured for that model. A candidate that
matches is blocked at write; a recall or context result that matches is dropped at read. Either
way the tombstone's hit count goes up — and its own text, which it never had, cannot leak.

Matching by meaning runs only when some tombstone has a vector, so the embedder is loaded only
once tombstones exist; lexical matching is tried first, and is all that a tombstone whose
vector came from another model gets.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..store.base import TombstoneRow, TombstoneVector
from ..text import content_hash, fingerprint_terms
from . import meaning

__all__ = ["fingerprint", "in_scope", "matching_tombstone", "meaning_vectors", "prime"]


def in_scope(tombstones: Iterable[TombstoneRow], scope: str) -> list[TombstoneRow]:
    """The tombstones that apply in ``scope``: those of every scope and those of that one."""
    return [t for t in tombstones if t.tombstone.scope in (None, scope)]


def fingerprint(text: str) -> tuple[str, frozenset[str]]:
    return content_hash(text), frozenset(fingerprint_terms(text))


def meaning_vectors(text: str) -> tuple[TombstoneVector, ...]:
    """The embedding a new tombstone keeps of ``text`` (the only form of it that it keeps)."""
    return (meaning.embed(text),)


def prime(texts: Iterable[str], tombstones: Iterable[TombstoneRow]) -> None:
    """Embed ``texts`` in one batch before checking each, when any tombstone has a vector."""
    if any(row.vectors for row in tombstones):
        meaning.prime(texts)


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
    stored = [(row.tombstone.id, vector) for row in rows for vector in row.vectors]
    if not stored:
        return None
    found = meaning.best_match(text, stored)
    if found is None:
        return None
    return next(row for row in rows if row.tombstone.id == found[0])
