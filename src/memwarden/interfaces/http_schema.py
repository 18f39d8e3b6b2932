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
    "AdviceOut",
    "ContextBody",
    "ContextOut",
    "CorrectBody",
    "DecideBody",
    "DecideOut",
    "ErrorOut",
    "EventsOut",
    "ExportOut",
    "ForgetBody",
    "ForgetOut",
    "LineageOut",
    "MemoryOut",
    "MessageBody",
    "ObserveBody",
    "ObserveOut",
    "PendingOut",
    "ProposalOut",
    "ProposeBody",
    "ProposeOut",
    "RecallBody",
    "RecallOut",
    "RejectBody",
    "RememberBody",
    "RemovedOut",
    "ReviewEditBody",
    "ReviewOut",
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
    valid_from: Time | None = Field(
        None,
        description="When it became true in the world. Without it or valid_until, a past "
        "start the text states ('On 16 August 2025 …').",
    )
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


class MessageBody(_Body):
    role: Literal["user", "assistant", "tool"]
    content: StrictStr
    at: Time | None = Field(None, description="When it was said (ISO 8601; default now).")
    source: StrictStr | None = Field(None, description="What a tool turn read (a site, a tool).")
    name: StrictStr | None = Field(None, description="Who spoke, in a chat with several people.")


class ObserveBody(_Body):
    chat_id: StrictStr | None = Field(None, description="The chat (default: a new one).")
    messages: list[MessageBody]
    present: StrictBool = Field(True, description="Whether a person is in the chat.")


class RejectBody(_Body):
    never: StrictBool = Field(False, description="Also tombstone the value: it never comes back.")


class ReviewEditBody(_Body):
    text: StrictStr


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


class ProposeBody(_Body):
    kind: StrictStr = Field(description="A short lowercase word: reminder, memory, skill, …")
    value: StrictStr = Field(description="What the agent suggests, in plain words.")


class DecideBody(_Body):
    answer: Literal["accepted", "declined", "not-now"] = Field(
        description="accepted, declined (for good) or not-now (lapses after a while)."
    )


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


class ProposalOut(_Answer):
    id: str
    kind: str
    value: str
    status: Literal["open", "accepted", "declined", "not-now"]
    scope: str
    proposed_by: str
    proposed_at: str
    decided_by: str | None
    decided_at: str | None
    expires_at: str | None
    expired: bool


class ProposeOut(_Answer):
    proposal: ProposalOut | None = Field(description="None when blocked by a tombstone.")
    existing: bool = Field(description="True when an earlier proposal of the value answers.")
    matched: Literal["value", "meaning"] | None = Field(description="How it was matched.")
    similarity: float | None = Field(description="Cosine similarity of a match by meaning.")
    blocked: bool = Field(description="True when the value matches a tombstone: not proposed.")
    reason: str | None = Field(description="Why it was blocked.")


class DecideOut(_Answer):
    proposal: ProposalOut


class AdviceItemOut(_Answer):
    id: str
    kind: str
    value: str
    declined_at: str | None
    declined_by: str | None


class AdviceOut(_Answer):
    advice: list[AdviceItemOut] = Field(description="Every declined proposal, oldest first.")
    text: str = Field(description="The same as lines an agent can read; empty when none.")


class RemovedOut(_Answer):
    removed: str = Field(description="The id of the tombstone removed.")


class ForgetOut(_Answer):
    memory: MemoryOut | None
    tombstone: TombstoneOut | None
    erased_on_disk: bool = Field(
        description="false while another connection still reads from before the erasure: the "
        "database's log keeps the old text until that read ends (cleared with the next write "
        "or on close)"
    )


class TurnOut(_Answer):
    turn: int
    role: str
    name: str | None
    episode: str | None = Field(description="The turn as logged (an episode); none for a tool.")
    decisions: list[WriteOut]
    retractions: list[dict[str, Any]]


class ObserveOut(_Answer):
    chat_id: str
    tainted: bool
    present: bool
    read_sources: list[str]
    turns: list[TurnOut]


class PendingOut(_Answer):
    memory: MemoryOut
    hold_reason: HoldReason | None
    reason: str = Field(description="Why it waits, in words a person can follow.")
    conflicts_with: MemoryOut | None
    # "from" is a Python keyword: the field is named so in JSON.
    origin: dict[str, Any] = Field(alias="from")


class ReviewOut(_Answer):
    pending: list[PendingOut]


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
