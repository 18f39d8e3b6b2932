"""The domain model: what a memory is, who is asking, and what an operation answered.

Frozen dataclasses, one ``to_dict`` each giving the JSON shapes of INTERFACES.md. Enumerations
are closed ``StrEnum`` sets mirrored by CHECK constraints in the store (DESIGN §3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from .clock import format_time

__all__ = [
    "AuditEvent",
    "Capability",
    "Decision",
    "HoldReason",
    "Kind",
    "MemoryRecord",
    "Principal",
    "Proposal",
    "Provenance",
    "RecallHit",
    "RecallResponse",
    "Source",
    "Status",
    "Tombstone",
    "TopicWords",
    "VerifyReport",
    "WriteResult",
]


class Kind(StrEnum):
    FACT = "fact"
    PREFERENCE = "preference"
    EVENT = "event"
    GOAL = "goal"
    RELATIONSHIP = "relationship"
    CONSTRAINT = "constraint"
    SELF = "self"
    EPISODE = "episode"
    NOTE = "note"


class Status(StrEnum):
    ACTIVE = "active"
    PENDING = "pending"
    SUPERSEDED = "superseded"
    RETRACTED = "retracted"
    REJECTED = "rejected"
    ARCHIVED = "archived"


class HoldReason(StrEnum):
    CONFLICT = "conflict"
    UNTRUSTED = "untrusted"
    LOOKS_PLANTED = "looks_planted"
    NEEDS_CONFIRMATION = "needs_confirmation"


class Source(StrEnum):
    USER_EXPLICIT = "user_explicit"
    USER_CONFIRMED = "user_confirmed"
    INFERRED = "inferred"
    IMPORTED = "imported"
    AGENT = "agent"


class Capability(StrEnum):
    READ = "read"
    REMEMBER = "remember"
    PROPOSE = "propose"
    REVIEW = "review"
    ADMIN = "admin"


class Decision(StrEnum):
    CREATED = "created"
    UPDATED = "updated"
    IGNORED = "ignored"
    HELD = "held"
    BLOCKED = "blocked"
    REFUSED = "refused"


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where a memory came from. Blanked (all ``None``/empty) when the memory is forgotten."""

    principal: str | None = None
    chat_id: str | None = None
    turn_id: str | None = None
    said_at: datetime | None = None
    read_sources: tuple[str, ...] = ()
    untrusted: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "principal": self.principal,
            "chat_id": self.chat_id,
            "turn_id": self.turn_id,
            "said_at": format_time(self.said_at),
            "read_sources": list(self.read_sources),
            "untrusted": self.untrusted,
        }


@dataclass(frozen=True, slots=True)
class TopicWords:
    """What a memory's text says of one topic (memwarden.write.topics): the instance words it
    says, as index stems (a phrase's joined by spaces), each as often as said, and the text's
    length in index tokens (BM25's document length)."""

    topic: str
    words: tuple[str, ...]
    length: int


@dataclass(frozen=True, slots=True)
class MemoryRecord:
    id: str
    text: str
    kind: Kind
    status: Status
    subject: str
    scope: str
    acl: tuple[str, ...]
    source: Source
    content_hash: str | None
    confidence: float
    importance: int
    pinned: bool
    valence: int
    arousal: int
    valid_from: datetime | None
    valid_until: datetime | None
    recorded_at: datetime
    retired_at: datetime | None
    supersedes: str | None = None
    superseded_by: str | None = None
    hold_reason: HoldReason | None = None
    provenance: Provenance = field(default_factory=Provenance)
    entities: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    evidence_count: int = 1
    access_count: int = 0
    last_accessed_at: datetime | None = None
    access_days: int = 0  # distinct days it was recalled on (a recall bonus; not in to_dict)
    slot_key: str | None = None  # the slot it fills, for the review at the door (not in to_dict)
    also_slot_key: str | None = None  # a second slot the same words fill (not in to_dict)
    # the slots the other parts of a text of several statements fill (write/rest.py), for the
    # door; set when the record is made from text, empty when read back (not in to_dict)
    part_slot_keys: tuple[str, ...] = ()
    # the kind of each of ``entities`` (person, place, org, thing), for the entity table; set
    # when the record is made from text, empty when read back (not in to_dict)
    entity_kinds: tuple[str, ...] = ()
    # the topics it speaks of, for the topic index; set when the record is made from text,
    # empty when read back (not in to_dict)
    topics: tuple[TopicWords, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "text": self.text,
            "kind": str(self.kind),
            "status": str(self.status),
            "subject": self.subject,
            "scope": self.scope,
            "acl": list(self.acl),
            "source": str(self.source),
            "confidence": self.confidence,
            "importance": self.importance,
            "pinned": self.pinned,
            "valence": self.valence,
            "arousal": self.arousal,
            "valid_from": format_time(self.valid_from),
            "valid_until": format_time(self.valid_until),
            "recorded_at": format_time(self.recorded_at),
            "retired_at": format_time(self.retired_at),
            "supersedes": self.supersedes,
            "superseded_by": self.superseded_by,
            "hold_reason": str(self.hold_reason) if self.hold_reason else None,
            "provenance": self.provenance.to_dict(),
            "entities": list(self.entities),
            "tags": list(self.tags),
            "content_hash": self.content_hash,
            "evidence_count": self.evidence_count,
            "access_count": self.access_count,
            "last_accessed_at": format_time(self.last_accessed_at),
        }


@dataclass(frozen=True, slots=True)
class WriteResult:
    """What a write decided. Expected outcomes are values, not exceptions."""

    decision: Decision
    memory: MemoryRecord | None
    target: str | None = None
    reason: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "decision": str(self.decision),
            "memory": self.memory.to_dict() if self.memory else None,
            "target": self.target,
            "reason": self.reason,
        }


@dataclass(frozen=True, slots=True)
class RecallHit:
    memory: MemoryRecord
    score: float
    explain: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"memory": self.memory.to_dict(), "score": round(self.score, 6)}
        if self.explain is not None:
            out["explain"] = self.explain
        return out


@dataclass(frozen=True, slots=True)
class RecallResponse:
    query: str
    results: tuple[RecallHit, ...]
    as_of: datetime | None
    known_at: datetime | None
    # query words no memory held, replaced by the nearest indexed term that found something
    # inside the caller's gate: {typed word: indexed term (a stem)}
    corrected: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "results": [hit.to_dict() for hit in self.results],
            "query": self.query,
            "as_of": format_time(self.as_of),
            "known_at": format_time(self.known_at),
            "corrected": dict(self.corrected),
        }


@dataclass(frozen=True, slots=True)
class Principal:
    """Who is asking. The owner is the person; agents hold only what they were granted."""

    id: str
    name: str
    is_owner: bool
    labels: tuple[str, ...]
    capabilities: frozenset[Capability]
    scopes: tuple[str, ...] | None  # None: every scope (the owner)
    created_at: datetime
    revoked_at: datetime | None = None

    @property
    def default_label(self) -> str:
        return self.labels[0]

    def can(self, capability: Capability) -> bool:
        return self.revoked_at is None and (self.is_owner or capability in self.capabilities)

    def holds_label(self, label: str) -> bool:
        return self.is_owner or label in self.labels

    def holds_scope(self, scope: str) -> bool:
        return self.scopes is None or scope in self.scopes

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "owner": self.is_owner,
            "labels": list(self.labels),
            "capabilities": sorted(str(c) for c in self.capabilities),
            "scopes": list(self.scopes) if self.scopes is not None else None,
            "created_at": format_time(self.created_at),
            "revoked_at": format_time(self.revoked_at),
        }


@dataclass(frozen=True, slots=True)
class AuditEvent:
    seq: int
    id: str
    at: datetime
    principal: str
    action: str
    memory_id: str | None
    payload: dict[str, Any] | None  # None once erased by a forget
    payload_hash: str
    prev_hash: str
    hash: str
    # The canonical JSON the payload hash was computed over, when this event was just made.
    payload_json: str | None = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "id": self.id,
            "at": format_time(self.at),
            "principal": self.principal,
            "action": self.action,
            "memory_id": self.memory_id,
            "payload": self.payload,
            "erased": self.payload is None,
            "payload_hash": self.payload_hash,
            "hash": self.hash,
        }


@dataclass(frozen=True, slots=True)
class VerifyReport:
    ok: bool
    events: int
    erased: int
    problems: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "events": self.events,
            "erased": self.erased,
            "problems": list(self.problems),
        }


@dataclass(frozen=True, slots=True)
class Tombstone:
    """A value that must never come back. It keeps fingerprints of the value, never its text."""

    id: str
    scope: str | None  # None: every scope
    created_at: datetime
    created_by: str
    note: str | None
    origin_memory: str | None
    terms: int
    hits: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "scope": self.scope,
            "created_at": format_time(self.created_at),
            "created_by": self.created_by,
            "note": self.note,
            "origin_memory": self.origin_memory,
            "terms": self.terms,
            "hits": self.hits,
        }


@dataclass(frozen=True, slots=True)
class Proposal:
    """Something an agent suggested, and how the person answered (DESIGN §7).

    ``status`` is ``open``, ``accepted``, ``declined`` or ``not-now``; a ``not-now`` answer
    lapses at ``expires_at`` (``expired`` says it has), ``declined`` never does.
    """

    id: str
    kind: str
    value: str
    scope: str
    status: str
    proposed_by: str
    proposed_at: datetime
    decided_by: str | None = None
    decided_at: datetime | None = None
    expires_at: datetime | None = None
    expired: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "value": self.value,
            "status": self.status,
            "scope": self.scope,
            "proposed_by": self.proposed_by,
            "proposed_at": format_time(self.proposed_at),
            "decided_by": self.decided_by,
            "decided_at": format_time(self.decided_at),
            "expires_at": format_time(self.expires_at),
            "expired": self.expired,
        }
