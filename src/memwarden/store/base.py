"""The Store protocol: everything memwarden persists goes through it.

The service speaks in domain terms (memories, a gate, audit events, principals, tombstones);
a backend turns them into its own queries. Nothing outside ``store/`` writes SQL or knows which
database is in use, so a PostgreSQL backend is one more module here, held to the same contract
tests as SQLite.

Reads take a :class:`Gate` or :class:`Visibility` and must apply *all* of it inside one query:
status allowlist, scopes, the ACL's shape *and* its match, event time and system time. A row
whose ACL is malformed is admitted to nobody, the owner included.

Writes happen inside ``store.write()``: one transaction, one writer at a time; everything done
through the :class:`WriteTxn` commits together (the change, its audit event, the full-text index)
or not at all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from ..model import (
    AuditEvent,
    Decision,
    HoldReason,
    MemoryRecord,
    Principal,
    Proposal,
    Status,
    Tombstone,
    TopicWords,
)

__all__ = [
    "ChatRow",
    "DecisionRow",
    "EntityMatch",
    "Gate",
    "LexicalCandidate",
    "LexicalResult",
    "MemoryChange",
    "ProposalRow",
    "ReadView",
    "SlotKeys",
    "Store",
    "StoreCheck",
    "TombstoneRow",
    "TombstoneVector",
    "VectorRow",
    "Visibility",
    "WriteTxn",
]


@dataclass(frozen=True, slots=True)
class Visibility:
    """Who may see a row at all: scopes and labels. ``None`` means "every" (the owner)."""

    scopes: tuple[str, ...] | None
    labels: tuple[str, ...] | None
    statuses: tuple[Status, ...]


@dataclass(frozen=True, slots=True)
class Gate:
    """The recall gate of DESIGN §6, applied in one statement.

    * ``known_at is None`` — current belief: ``status = 'active'``; when ``historical`` (an
      explicit ``as_of``) also superseded rows whose event time was closed by their successor
      (``valid_until`` at or before the successor's ``valid_from``); a row replaced by a
      correction with no event time is not a past truth and stays out.
    * ``past`` (a recall of the present whose question asks what held before: "where did I
      live before Porto?") — also the truths that ended: the superseded rows ``historical``
      admits, and rows whose event time ended, at any time before ``as_of``.
    * ``events`` (a recall of the present whose question asks when something happened: "when
      did I start at Little Marlow?") — also the truths that ended, as ``past`` admits them:
      a statement of when a job began stays the answer after a promotion superseded it.
    * ``known_at = T`` — what was believed at T: active or superseded rows with
      ``recorded_at <= T < retired_at``. Retracted rows are never admitted.
    * event time always covers ``as_of``: ``valid_from <= as_of < valid_until`` (NULL open) —
      under ``known_at`` the ``valid_until`` believed at T, before a later correction closed it.
    """

    scopes: tuple[str, ...] | None
    labels: tuple[str, ...] | None
    as_of: datetime
    historical: bool = False
    known_at: datetime | None = None
    kinds: tuple[str, ...] | None = None
    exclude_kinds: tuple[str, ...] = ()
    past: bool = False
    events: bool = False

    @property
    def present(self) -> bool:
        """Whether only what is believed true now passes (active rows, event time open)."""
        return not self.historical and self.known_at is None and not (self.past or self.events)


@dataclass(frozen=True, slots=True)
class LexicalCandidate:
    id: str
    text: str
    scope: str
    score: float  # the backend's own BM25, higher is better
    # The whole memory, read through the gate by the same statement as the candidate, made
    # only when asked for (most candidates are scored and dropped); None when the backend
    # returns candidates only, and recall reads the rows it keeps through the gate itself.
    load: Callable[[], MemoryRecord] | None = None


@dataclass(frozen=True, slots=True)
class LexicalResult:
    """Full-text candidates inside the gate, best first by the backend's own BM25, with the
    statistics the read path needs to score them: each query word's document frequency and the
    number of indexed documents."""

    candidates: list[LexicalCandidate]
    doc_freq: dict[str, int]
    total_docs: int


@dataclass(frozen=True, slots=True)
class MemoryChange:
    """Columns to change on one memory row (only the ones given)."""

    fields: dict[str, Any]


# (memory id, slot key, second slot key, the slot keys of its parts): the keys derived from a
# memory's text (write/candidate.py, write/rest.py), stored together.
SlotKeys = tuple[str, str | None, str | None, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class TombstoneVector:
    """An embedding of a value (float32, little-endian, unit length) and the model that made it."""

    model: str
    dim: int
    vector: bytes


@dataclass(frozen=True, slots=True)
class TombstoneRow:
    tombstone: Tombstone
    value_hash: str
    terms: frozenset[str]
    vectors: tuple[TombstoneVector, ...] = ()


@dataclass(frozen=True, slots=True)
class ProposalRow:
    """A proposal with what it is matched by: the hash of its value and its embedding."""

    proposal: Proposal
    value_hash: str
    vector: TombstoneVector | None = None


@dataclass(frozen=True, slots=True)
class ChatRow:
    """A chat the agent observed: taint (a tool or web result was read), sources, presence."""

    id: str
    scope: str
    tainted: bool
    present: bool
    read_sources: tuple[str, ...]
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class PageRead:
    """A page or a tool's output read in a chat: where, when, and the one-way fingerprints of
    its stems (``text.fingerprint_terms``), never its text (0018)."""

    scope: str
    chat_id: str
    source: str
    read_at: datetime
    terms: frozenset[str]


@dataclass(frozen=True, slots=True)
class DecisionRow:
    """One review decision, durable, keyed by the candidate's hash (invariant 10).

    A refusal keeps the secret's ``fingerprint`` and never its value; ``target_id`` is the
    memory a repeat, update or conflict was about.
    """

    candidate_hash: str
    decision: Decision
    memory_id: str | None
    target_id: str | None
    hold_reason: HoldReason | None
    reason: str
    fingerprint: str | None
    principal: str
    chat_id: str | None
    decided_at: datetime


@dataclass(frozen=True, slots=True)
class VectorRow:
    """One derived vector: the memory, the content hash of the text it was made from, its
    width and its bytes as :mod:`memwarden.vectors.codec` keeps them (``4 * dim`` of them,
    dense; or fewer, sparse)."""

    memory_id: str
    content_hash: str
    dim: int
    vector: bytes


@dataclass(frozen=True, slots=True)
class StoreCheck:
    ok: bool
    problems: tuple[str, ...]
    repaired: tuple[str, ...] = ()
    counts: dict[str, int] | None = None


@dataclass(frozen=True, slots=True)
class EntityMatch:
    """An entity found by one of its aliases (0006_entities.sql). Ungated: the graph signal
    keeps it only when a memory the caller's gate admits mentions it."""

    entity_id: int
    scope: str
    name: str
    alias: str
    how: str  # "name" or "first_name"


class ReadView(Protocol):
    """Reads; available on the store and inside a write transaction (seeing its changes)."""

    def get_memory(self, memory_id: str, visibility: Visibility | None) -> MemoryRecord | None: ...

    def find_repeat(self, scope: str, subject: str, content_hash: str) -> MemoryRecord | None: ...

    def successor_of(self, memory_id: str) -> str | None: ...

    def principal_by_token_hash(self, token_hash: str) -> Principal | None: ...

    def principal_by_name(self, name: str) -> Principal | None: ...

    def owner(self) -> Principal | None: ...

    def tombstones(self, scope: str | None) -> list[TombstoneRow]: ...

    # -- proposals (DESIGN §7) --

    def proposals(
        self, scopes: tuple[str, ...] | None, statuses: tuple[str, ...] | None
    ) -> list[ProposalRow]:
        """Proposals in ``scopes`` (``None``: every scope) with one of ``statuses``, by id."""
        ...

    def get_proposal(self, proposal_id: str) -> ProposalRow | None: ...

    # -- review at the door (observe, decisions, chats) --

    def active_in_slot(self, scope: str, slot_key: str, limit: int) -> list[MemoryRecord]:
        """Active memories in ``scope`` filling the slot ``slot_key`` (as their first slot or
        their second), newest first."""
        ...

    def active_in_slots(self, scope: str, key_prefix: str, limit: int) -> list[MemoryRecord]:
        """Active memories in ``scope`` whose first slot's key starts with ``key_prefix`` (every
        allergy of a subject: its key and the separator after it), newest first."""
        ...

    def slot_parser_version(self) -> int | None:
        """The slot parser version the stored slot keys were made by (``None``: unknown)."""
        ...

    def slotted_texts(
        self, *, scope: str | None = None, subject: str | None = None
    ) -> Iterator[tuple[str, str, str, str, str | None, str | None, tuple[str, ...]]]:
        """(id, text, subject, scope, slot_key, also_slot_key, its parts' slot keys, sorted)
        of every memory but episodes that still has text; of one ``scope`` and ``subject``
        when they are given."""
        ...

    def slot_names(self, scope: str, subject: str) -> tuple[str, ...]:
        """The person's names the slot keys of ``scope`` and ``subject`` were made with
        (:mod:`memwarden.write.names`); none when never recorded."""
        ...

    def topics_version(self) -> int | None:
        """The topic lists' version the stored topics were found by (``None``: none yet)."""
        ...

    def topic_texts(self) -> Iterator[tuple[str, str]]:
        """(id, text) of every memory that still has text, oldest first."""
        ...

    def shared_slots(self) -> Iterator[tuple[str, str, tuple[str, ...]]]:
        """(scope, slot key, ids newest first) of every slot key that two or more active
        memories, not episodes, fill in one scope (as their first slot or their second)."""
        ...

    def stored_topics(self) -> Iterator[tuple[str, str, tuple[str, ...], int]]:
        """(memory id, topic, the instance words stored, the length stored) of every row of
        the topic index (``set_topics``)."""
        ...

    def term_counts(self, words: Sequence[str], cap: int) -> dict[str, int]:
        """How many rows hold each word (as the full-text index matches it), counted up to
        ``cap``; a word held by none is left out."""
        ...

    def sharing_active(
        self, scope: str, subject: str | None, groups: Sequence[Sequence[str]], limit: int
    ) -> list[tuple[str, str, str | None]]:
        """Active statements (episodes left out) in ``scope`` about ``subject`` (any subject
        when ``None``) that hold at least one word of every group (words as the full-text index
        matches them), newest first, as (id, text, content hash). Looks at no more than the
        newest ``max(limit, a few thousand)`` rows holding the words."""
        ...

    def said_by_person(self, scope: str, words: Sequence[str], limit: int) -> list[str]:
        """The texts of active memories in ``scope`` in the person's own words (their logged
        turns too: source ``user_explicit`` or ``user_confirmed``) that hold one of ``words``
        (as the full-text index matches them), newest first, at most ``limit``."""
        ...

    def held_planted(self, scope: str, limit: int) -> list[MemoryRecord]:
        """What a page or a tool read in a chat of ``scope`` told an assistant to remember,
        waiting for the person (pending, held ``looks_planted``, nobody's words: source
        ``inferred``), newest first."""
        ...

    def active_about(self, scope: str, subject: str, limit: int) -> list[MemoryRecord]:
        """Active memories (episodes left out) in ``scope`` about ``subject``, newest first."""
        ...

    def chat(self, chat_id: str) -> ChatRow | None: ...

    def pages_read(self, scope: str, limit: int) -> list[PageRead]:
        """The pages and tools read in the chats of ``scope``, newest first (0018)."""
        ...

    def person_turns(self, chat_id: str, limit: int) -> list[str]:
        """The person's own logged turns (episodes about ``user``) in a chat, oldest first."""
        ...

    def decision(self, candidate_hash: str) -> DecisionRow | None: ...

    def decision_for_memory(self, memory_id: str) -> DecisionRow | None:
        """The decision that created ``memory_id`` (the newest, if several)."""
        ...

    def latest_in_chat(self, chat_id: str) -> MemoryRecord | None:
        """The newest active memory (episodes left out) learned in a chat: "forget that"."""
        ...

    def turn_memories(self, chat_id: str, turn_id: str, *, episodes: bool) -> list[MemoryRecord]:
        """The active memories of one turn of a chat: its logged episodes (``episodes``), or
        the statements learned from it."""
        ...

    def outdated_turns(self, ids: Sequence[str], gate: Gate) -> set[str]:
        """Of the logged turns ``ids``, those whose words are no longer believed: statements
        were learned from the turn and every one of them the caller may see (``gate``'s scopes
        and labels) is superseded — none active or waiting for review."""
        ...


class WriteTxn(ReadView, Protocol):
    def insert_memory(self, record: MemoryRecord) -> None: ...

    def update_memory(self, memory_id: str, change: MemoryChange) -> None: ...

    def audit_head(self) -> tuple[int, str]:
        """The next event's sequence number and the last event's hash."""
        ...

    def insert_audit(self, event: AuditEvent) -> None: ...

    def erase_audit_payloads(self, memory_id: str, at: datetime) -> int: ...

    def purge_deleted_text(self) -> None: ...

    def insert_principal(self, principal: Principal, token_hash: str | None) -> None: ...

    def update_principal(self, principal: Principal) -> None: ...

    def insert_tombstone(self, row: TombstoneRow) -> None: ...

    def remove_tombstone(self, tombstone_id: str, at: datetime) -> bool: ...

    def add_tombstone_hits(self, hits: dict[str, int]) -> None: ...

    def add_page_read(self, row: PageRead, keep: int) -> None:
        """Note a page read (its fingerprints only), keeping the newest ``keep`` of its scope."""
        ...

    # recall (0002): derived vectors and access counts
    def put_vectors(self, model_id: str, dim: int, rows: Sequence[VectorRow]) -> int: ...

    def enqueue_unembedded(self, model_id: str) -> int: ...

    def count_access(self, counts: Sequence[tuple[str, int, datetime]]) -> None:
        """Add recalls: (memory id, how many, when the last was), each entry within one day."""
        ...

    # -- proposals (DESIGN §7) --

    def insert_proposal(self, row: ProposalRow) -> None: ...

    def decide_proposal(self, proposal: Proposal) -> None:
        """Store the answer of ``proposal`` (status, decided_by/at, expires_at) on its row."""
        ...

    def upsert_chat(self, row: ChatRow) -> None: ...

    def insert_decision(self, row: DecisionRow) -> None: ...

    def erase_decision_reasons(self, memory_id: str) -> int:
        """Blank the reasons (and re-key with a random hash) of the decisions about a
        forgotten memory, so nothing derived from its text is left in them."""
        ...

    # -- entities (0006) --

    def link_entities(
        self, memory_id: str, scope: str, entities: Sequence[tuple[str, str]]
    ) -> None:
        """Set the entities ``memory_id`` mentions to ``entities`` ((name, kind), see
        :mod:`memwarden.entities.extract`), creating them and their aliases in ``scope``; its
        old links go, and an entity no other memory mentions goes with them. ``insert_memory``
        links a new record's ``entities`` itself."""
        ...

    def clear_entity_backfill(self) -> None:
        """Every memory has its entity links now (``doctor --repair`` finished the backfill)."""
        ...

    def set_slot_keys(self, keys: Sequence[SlotKeys]) -> None:
        """Store each (memory id, slot key, second slot key, its parts' slot keys): derived
        from the text, nothing else changes."""
        ...

    def set_slot_parser_version(self, version: int) -> None:
        """Record that every stored slot key was made by slot parser ``version``."""
        ...

    def set_slot_names(self, scope: str, subject: str, names: Sequence[str]) -> None:
        """Record that the slot keys of ``scope`` and ``subject`` were made with ``names``."""
        ...

    def set_topics(self, topics: Sequence[tuple[str, Sequence[TopicWords]]]) -> None:
        """Store each (memory id, the topics its text speaks of) in place of the topics it had:
        derived from the text, nothing else changes. ``insert_memory`` stores a new record's
        ``topics`` itself; a changed text's topics are gone until set again."""
        ...

    def set_topics_version(self, version: int) -> None:
        """Record that every stored memory's topics were found by topic lists ``version``."""
        ...


class Store(ReadView, Protocol):
    path: Path | None

    def close(self) -> None: ...

    def write(
        self, *, cache_mb: int = 0, fold_behind: bool = False
    ) -> AbstractContextManager[WriteTxn]:
        """One write transaction. ``cache_mb``: a page cache of that many MB for this
        transaction alone, if larger than the usual (a bulk import's, whose rows land all over
        its indexes' random keys); the usual one again after it, committed or not.
        ``fold_behind``: what the commit logged is folded into the file by a thread of its own
        after it, instead of by the commit (a bulk import's log: ~2 GB and ~10 s at 1M); the
        data is committed either way, and :meth:`close` waits for the fold."""
        ...

    def note_access(self, memory_ids: Sequence[str], at: datetime) -> None:
        """Count a recall of ``memory_ids``, written behind: with the next write, on
        :meth:`flush_access` or :meth:`close`, or on its own when a second has passed; never
        waiting for another writer."""
        ...

    def flush_access(self, *, wait: bool = True) -> None:
        """Write the counts noted so far (``wait=False``: not if another writer is busy)."""
        ...

    def erasure_pending(self) -> bool:
        """Whether text a forget erased may still be on disk in the store's log: another
        connection was still reading a snapshot from before it (SQLite keeps those pages for
        that read). Tried again after every later write and on :meth:`close`."""
        ...

    def search(self, gate: Gate, terms: Sequence[str], limit: int) -> LexicalResult:
        """At least ``limit`` gated candidates when that many exist (more may come back)."""
        ...

    def get_gated(self, ids: Sequence[str], gate: Gate) -> dict[str, MemoryRecord]:
        """The rows among ``ids`` that pass ``gate`` (checked again, in this statement)."""
        ...

    def gated_hashes(self, ids: Sequence[str], gate: Gate) -> dict[str, str | None]:
        """id → content hash of the rows among ``ids`` that pass ``gate``: the cheap form of
        :meth:`get_gated`, for checking many candidates before reading a few whole."""
        ...

    def in_period(self, gate: Gate, start: datetime, end: datetime, limit: int) -> list[str]:
        """Ids of up to ``limit`` rows that pass ``gate`` and whose time is in [start, end),
        earliest first, ties by id. A row's time is its event time's start when it has one,
        else when it was said, else when it was recorded (migration 0010 indexes it)."""
        ...

    def slotted(self, gate: Gate, keys: Sequence[str], limit: int) -> list[str]:
        """Ids of up to ``limit`` rows that pass ``gate`` and fill one of the slots ``keys`` —
        a whole slot key, or its start up to a separator ("user\x1fidentity" is every
        identity of the user), as their first slot or their second — newest first, so that
        of a slot holding many (likes) the newest are kept (migrations 0013 and 0015 index
        them)."""
        ...

    def topical(
        self, gate: Gate, topics: Sequence[str], limit: int
    ) -> list[tuple[str, str, tuple[str, ...], int]]:
        """For each of ``topics``, the newest ``limit`` rows that pass ``gate`` and speak of it
        (``set_topics``; migration 0014): (id, topic, the instance words it says, its length),
        newest first."""
        ...

    # recall (0007): the full-text index's vocabulary, for typo tolerance
    def index_generation(self) -> object:
        """A cheap value, comparable with ``==``, that changes whenever the full-text index
        changes (in any process): terms read from :meth:`index_terms` hold while it does."""
        ...

    def index_terms(self, first: str, skip: Sequence[str] = ()) -> dict[str, int]:
        """Every term of the full-text index that starts with the character ``first``, as the
        index holds it (case-folded, no diacritics, Porter-stemmed:
        :func:`memwarden.text.index_tokens`), with how many rows hold it; the terms in ``skip``
        left out (and not counted: stopwords are the costliest to count). Ungated: recall only
        uses a term to search again through the caller's gate."""
        ...

    def gated(
        self, gate: Gate, *, newest_first: bool, limit: int, before_id: str | None = None
    ) -> list[MemoryRecord]:
        """Rows passing ``gate`` in id order (newest first if asked), after ``before_id``."""
        ...

    def count_gated(self, gate: Gate, cap: int) -> int:
        """How many rows pass ``gate``, counting no further than ``cap``."""
        ...

    def memories(self, visibility: Visibility) -> Iterator[MemoryRecord]: ...

    def lineage_ids(self, memory_id: str, depth: int) -> list[str]: ...

    def audit_events(
        self, memory_id: str | None, limit: int | None, after_seq: int = 0
    ) -> list[AuditEvent]: ...

    def principals(self) -> list[Principal]: ...

    def backup(self, destination: Path) -> None: ...

    def restore(self, source: Path) -> None: ...

    def check(self, repair: bool) -> StoreCheck: ...

    def count_memories(self) -> int: ...

    # recall (0002): the derived vectors and their queue
    def embed_queue(self, limit: int) -> list[tuple[str, str, str]]: ...

    def embed_queue_size(self) -> int: ...

    def episode_neighbours(
        self, ids: Sequence[str], reach: int = 1
    ) -> dict[str, list[tuple[str, int]]]:
        """For each episode among ``ids`` that belongs to a chat: the episodes up to ``reach``
        turns before and after it in that chat, as (id, distance): -1 the turn just before,
        +1 the one just after. Ungated: the caller gates them."""

    def vector_stats(self, model_id: str) -> tuple[int, int]: ...

    def vectors_since(
        self, model_id: str, after_seq: int, limit: int | None = None
    ) -> list[tuple[int, VectorRow]]:
        """(seq, vector) of ``model_id`` written after ``after_seq``, oldest first; at most
        ``limit`` of them."""
        ...

    def vector_keys(self, model_id: str) -> dict[str, str]: ...

    # -- entities (0006): the graph signal of recall --

    def entity_matches(
        self, aliases: Sequence[str], scopes: tuple[str, ...] | None
    ) -> list[EntityMatch]:
        """Entities in ``scopes`` (``None``: every scope) with one of ``aliases``."""
        ...

    def entity_mentions(
        self, gate: Gate, entity_ids: Sequence[int], limit: int
    ) -> dict[int, list[str]]:
        """For each entity, up to ``limit`` ids of memories passing ``gate`` that mention it
        (checked in the same statement), in a stable order; an entity no admitted memory
        mentions is left out."""
        ...

    def entity_links(self, memory_ids: Sequence[str]) -> dict[str, list[tuple[int, str]]]:
        """The (entity id, name) pairs each of ``memory_ids`` mentions. Ungated: the caller
        passes only ids its gate admitted."""
        ...

    def entity_backfill_pending(self) -> bool:
        """True when memories written before entities existed still lack their links."""
        ...
