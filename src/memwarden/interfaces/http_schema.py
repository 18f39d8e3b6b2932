"""The HTTP API's request bodies and documented answers (pydantic models for OpenAPI).

Request bodies are strict about types and forbid unknown fields (a typo is an error, not a
silently ignored field); every rule about *values* (ranges, times, scopes, labels) stays in the
service, which answers ``invalid_input`` for a value it refuses. Response models only document
the shapes of INTERFACES.md — routes return the service's own ``to_dict()`` documents, and the
tests hold every answer to these schemas (schemathesis). Answers allow extra fields: "more
fields may be added".
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictFloat, StrictInt, StrictStr

from ..model import Decision, HoldReason, Kind, Source, Status

__all__ = [
    "ContextBody",
    "ContextOut",
    "CorrectBody",
    "ErrorOut",
    "EventsOut",
    "ExportOut",
    "ForgetBody",
    "ForgetOut",
    "LineageOut",
    "MemoryOut",
    "RecallBody",
    "RecallOut",
    "RememberBody",
    "RemovedOut",
    "ShowOut",
    "TombstoneAddOut",
    "TombstoneBody",
    "TombstoneOut",
    "TombstonesOut",
    "VerifyOut",
    "WriteOut",
]

Time = StrictStr  # ISO 8601; naive means UTC. Parsed (and refused when malformed) by the service.


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class _Answer(BaseModel):
    model_config = ConfigDict(extra="allow")


# -- request bodies -----------------------------------------------------------------------


class RememberBody(_Body):
    text: StrictStr = Field(description="What to remember.")
    kind: Kind = Field(Kind.FACT, description="fact, preference, event, goal, …")
    subject: StrictStr = Field("user", description="Who or what it is about.")
    scope: StrictStr | None = Field(None, description="Namespace; default: the caller's default.")
    acl: list[StrictStr] | None = Field(
        None, description="Labels that may read it; empty: the writer's default label."
    )
    valid_from: Time | None = Field(None, description="When it became true in the world.")
    valid_until: Time | None = Field(None, description="When it stopped being true.")
    at: Time | None = Field(None, description="When it was said (default now).")
    importance: StrictInt = Field(5, description="1-10.")
    pinned: StrictBool = False
    confidence: StrictFloat = Field(1.0, description="0-1.")
    valence: StrictInt = Field(0, description="-2…+2.")
    arousal: StrictInt = Field(0, description="-2…+2.")
    tags: list[StrictStr] | None = None
    chat_id: StrictStr | None = Field(None, description="The conversation it came from.")


class CorrectBody(_Body):
    text: StrictStr = Field(description="The corrected statement; supersedes the memory.")
    valid_from: Time | None = Field(None, description="When the correction became true.")


class ForgetBody(_Body):
    never: StrictBool = Field(False, description="Also tombstone the value: it never comes back.")


class RecallBody(_Body):
    query: StrictStr
    limit: StrictInt = Field(10, description="Most results to return.")
    as_of: Time | None = Field(None, description="What was true in the world then.")
    known_at: Time | None = Field(None, description="What memwarden believed then.")
    scopes: list[StrictStr] | None = None
    kinds: list[Kind] | None = None
    explain: StrictBool = Field(False, description="Add each result's per-signal scores.")


class ContextBody(_Body):
    query: StrictStr
    budget: StrictInt | None = Field(None, description="Most characters (default 6000).")


class TombstoneBody(_Body):
    text: StrictStr = Field(description="The value that must never come back.")
    scope: StrictStr | None = Field(None, description="Only in this scope; default: everywhere.")
    note: StrictStr | None = None


# -- answers ------------------------------------------------------------------------------


class ProvenanceOut(_Answer):
    principal: str | None
    chat_id: str | None
    turn_id: str | None
    said_at: str | None
    read_sources: list[str]
    untrusted: bool


class MemoryOut(_Answer):
    id: str
    text: str
    kind: Kind
    status: Status
    subject: str
    scope: str
    acl: list[str]
    source: Source
    confidence: float
    importance: int
    pinned: bool
    valence: int
    arousal: int
    valid_from: str | None
    valid_until: str | None
    recorded_at: str
    retired_at: str | None
    supersedes: str | None
    superseded_by: str | None
    hold_reason: HoldReason | None
    provenance: ProvenanceOut
    entities: list[str]


class WriteOut(_Answer):
    decision: Decision
    memory: MemoryOut | None
    target: str | None = Field(description="The memory it updated, duplicated or conflicts with.")
    reason: str


class ShowOut(_Answer):
    memory: MemoryOut


class LineageOut(_Answer):
    lineage: list[MemoryOut] = Field(description="The supersession chain, oldest first.")


class EventOut(_Answer):
    seq: int
    id: str
    at: str
    principal: str
    action: str
    memory_id: str | None
    payload: dict[str, Any] | None = Field(description="null once erased by a forget.")
    erased: bool
    payload_hash: str
    hash: str


class EventsOut(_Answer):
    events: list[EventOut]


class HitOut(_Answer):
    memory: MemoryOut
    score: float
    explain: dict[str, Any] | None = Field(None, description="Only when asked for.")


class RecallOut(_Answer):
    results: list[HitOut]
    query: str
    as_of: str | None
    known_at: str | None


class ContextOut(_Answer):
    text: str = Field(description="The prompt-ready block.")
    memories: list[str] = Field(description="Ids of the memories in the block.")
    more: int = Field(description="How many more admissible memories did not fit.")


class TombstoneOut(_Answer):
    id: str
    scope: str | None
    created_at: str
    created_by: str
    note: str | None
    origin_memory: str | None
    terms: int
    hits: int


class TombstoneAddOut(_Answer):
    tombstone: TombstoneOut


class TombstonesOut(_Answer):
    tombstones: list[TombstoneOut]


class RemovedOut(_Answer):
    removed: str = Field(description="The id of the tombstone removed.")


class ForgetOut(_Answer):
    memory: MemoryOut | None
    tombstone: TombstoneOut | None


class VerifyOut(_Answer):
    ok: bool
    events: int
    erased: int
    problems: list[str]


class ExportOut(_Answer):
    format: Literal["memwarden-export"]
    version: int
    exported_at: str
    memories: list[MemoryOut]


ErrorCode = Literal[
    "not_found", "invalid_input", "forbidden", "conflict", "unauthenticated", "internal"
]


class ErrorDetail(BaseModel):
    code: ErrorCode
    message: str


class ErrorOut(BaseModel):
    error: ErrorDetail
