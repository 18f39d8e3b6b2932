"""Recall: the gate in one query, then BM25 over stems, then the tombstone filter.

The gate (status allowlist, scopes, the ACL's shape and match, event time, system time) is a
:class:`~memwarden.store.base.Gate` that the store applies inside the same statement as the
full-text match, so nothing outside it is ever ranked. Query words are OR-joined, so a
natural-language question never AND-joins itself into zero hits; a query about nothing stored
matches nothing and returns nothing. Ties are broken by id, so the same store and query always
give the same answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from ..errors import InvalidInputError
from ..model import Kind, MemoryRecord, Principal, RecallHit, RecallResponse
from ..store.base import Gate, Store, TombstoneRow
from ..text import stems, terms, words
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
        for record, score in store.search(gate, query_terms, fetch):
            blocker = _blocked(record, tombstones)
            if blocker is not None:
                tombstone_hits[blocker] = tombstone_hits.get(blocker, 0) + 1
                continue
            explain = _explain(record, score, request.query) if request.explain else None
            hits.append(RecallHit(memory=record, score=score, explain=explain))
            if len(hits) == request.limit:
                break
    response = RecallResponse(
        query=request.query,
        results=tuple(hits),
        as_of=gate.as_of,
        known_at=request.known_at,
    )
    return response, tombstone_hits


def _blocked(record: MemoryRecord, tombstones: list[TombstoneRow]) -> str | None:
    scoped = [t for t in tombstones if t.tombstone.scope in (None, record.scope)]
    found = matching_tombstone(record.text, scoped)
    return found.tombstone.id if found else None


def _explain(record: MemoryRecord, score: float, query: str) -> dict[str, object]:
    matched = sorted(set(stems(query)) & set(stems(record.text)))
    return {
        "signals": {"lexical": round(score, 6)},
        "lexical": {"bm25": round(score, 6), "matched_stems": matched},
        "gate": {"status": str(record.status), "scope": record.scope},
    }
