"""Recall: the gate in one query, then BM25 over stems, then the tombstone filter.

The gate (status allowlist, scopes, the ACL's shape and match, event time, system time) is a
:class:`~memwarden.store.base.Gate` that the store applies inside the same statement as the
full-text match, so nothing outside it is ever ranked. Query words are OR-joined, so a
natural-language question never AND-joins itself into zero hits; a query about nothing stored
matches nothing and returns nothing. Ties are broken by id, so the same store and query always
give the same answer.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from ..errors import InvalidInputError
from ..model import Kind, MemoryRecord, Principal, RecallHit, RecallResponse
from ..store.base import Gate, LexicalCandidate, LexicalResult, Store, TombstoneRow
from ..text import index_tokens, terms, words
from ..trust.principals import validate_scope
from ..trust.tombstones import matching_tombstone
from ..write.candidate import parse_kind

__all__ = ["RecallRequest", "recall"]

MAX_LIMIT = 1000


@dataclass(frozen=True, slots=True)
class RecallRequest:
    query: str
    limit: int = 10
    as_of: datetime | None = None
    known_at: datetime | None = None
    scopes: tuple[str, ...] | None = None
    kinds: tuple[str, ...] | None = None
    explain: bool = False


def _scopes(requested: Sequence[str] | None, principal: Principal) -> tuple[str, ...] | None:
    if requested is None:
        return principal.scopes
    asked = tuple(dict.fromkeys(validate_scope(s) for s in requested))
    if principal.scopes is None:
        return asked
    # Scopes the caller does not hold are simply not searched: the same as scopes with no match.
    return tuple(s for s in asked if s in principal.scopes)


def build_gate(request: RecallRequest, principal: Principal, now: datetime) -> Gate:
    kinds: tuple[Kind, ...] | None = None
    if request.kinds is not None:
        kinds = tuple(parse_kind(k) for k in request.kinds)
    as_of = request.as_of or request.known_at or now
    return Gate(
        scopes=_scopes(request.scopes, principal),
        labels=None if principal.is_owner else principal.labels,
        as_of=as_of,
        historical=request.as_of is not None and request.known_at is None,
        known_at=request.known_at,
        kinds=tuple(str(k) for k in kinds) if kinds is not None else None,
    )


def recall(
    store: Store,
    principal: Principal,
    request: RecallRequest,
    now: datetime,
) -> tuple[RecallResponse, dict[str, int]]:
    """Answer ``request`` for ``principal``. Also returns tombstone hits to record."""
    if isinstance(request.limit, bool) or not isinstance(request.limit, int):
        raise InvalidInputError("limit must be a whole number")
    if not 1 <= request.limit <= MAX_LIMIT:
        raise InvalidInputError(f"limit must be from 1 to {MAX_LIMIT}")
    gate = build_gate(request, principal, now)
    query_terms = terms(request.query) or words(request.query)
    tombstones = store.tombstones(None)
    hits: list[RecallHit] = []
    tombstone_hits: dict[str, int] = {}
    if query_terms and gate.scopes != ():
        fetch = request.limit + (2 * request.limit + 10 if tombstones else 0)
        found = store.search(gate, query_terms, fetch)
        chosen = []
        for candidate, score, per_term in _bm25(found, query_terms):
            blocker = _blocked(candidate.text, candidate.scope, tombstones)
            if blocker is not None:
                tombstone_hits[blocker] = tombstone_hits.get(blocker, 0) + 1
                continue
            chosen.append((candidate.id, score, per_term))
            if len(chosen) == request.limit:
                break
        # Full rows only for what is returned, through the gate once more.
        records = store.get_gated([c[0] for c in chosen], gate)
        for memory_id, score, per_term in chosen:
            record = records.get(memory_id)
            if record is None:  # changed since the search; it no longer passes the gate
                continue
            explain = _explain(record, score, per_term) if request.explain else None
            hits.append(RecallHit(memory=record, score=score, explain=explain))
    response = RecallResponse(
        query=request.query,
        results=tuple(hits),
        as_of=gate.as_of,
        known_at=request.known_at,
    )
    return response, tombstone_hits


def _blocked(text: str, scope: str, tombstones: list[TombstoneRow]) -> str | None:
    if not tombstones:
        return None
    scoped = [t for t in tombstones if t.tombstone.scope in (None, scope)]
    found = matching_tombstone(text, scoped)
    return found.tombstone.id if found else None


# BM25 parameters (the usual defaults) and the "+1" IDF that never goes negative, so that a word
# found in most of a small store still counts for something.
_K1 = 1.2
_B = 0.75


def _bm25(
    found: LexicalResult, query_terms: Sequence[str]
) -> list[tuple[LexicalCandidate, float, dict[str, float]]]:
    """Score the candidates with BM25 over Porter stems, best first, ties by id.

    The store picked and ordered the candidates with its own BM25; this rescoring makes scores
    comparable across stores of any size (FTS5's IDF is zero or below for a word in half the
    documents, which leaves every candidate of a small store tied).
    """
    if not found.candidates:
        return []
    total = max(found.total_docs, 1)
    stem_of = {term: index_tokens(term) for term in query_terms}
    idf: dict[str, float] = {}
    for term, stemmed in stem_of.items():
        n = found.doc_freq.get(term, 0)
        for stem in stemmed:
            idf[stem] = max(idf.get(stem, 0.0), math.log(1 + (total - n + 0.5) / (n + 0.5)))
    tokens = [index_tokens(c.text) for c in found.candidates]
    avg_len = sum(len(t) for t in tokens) / len(tokens) or 1.0
    scored = []
    for candidate, doc in zip(found.candidates, tokens, strict=True):
        counts = Counter(doc)
        norm = _K1 * (1 - _B + _B * len(doc) / avg_len)
        per_term = {}
        for stem, weight in idf.items():
            tf = counts.get(stem, 0)
            if tf:
                per_term[stem] = weight * tf * (_K1 + 1) / (tf + norm)
        score = sum(per_term.values())
        if score > 0:
            scored.append((candidate, score, per_term))
    scored.sort(key=lambda item: (-item[1], item[0].id))
    return scored


def _explain(record: MemoryRecord, score: float, per_term: dict[str, float]) -> dict[str, object]:
    return {
        "signals": {"lexical": round(score, 6)},
        "lexical": {
            "bm25": round(score, 6),
            "matched_stems": {stem: round(v, 6) for stem, v in sorted(per_term.items())},
        },
        "gate": {"status": str(record.status), "scope": record.scope},
    }
