"""SQLite backend: the memory columns and the conversions between rows and domain values."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import fields
from datetime import datetime
from operator import itemgetter
from typing import Any

import orjson

from ..clock import format_time
from ..model import (
    AuditEvent,
    Capability,
    Decision,
    HoldReason,
    Kind,
    MemoryRecord,
    Principal,
    Proposal,
    Provenance,
    Source,
    Status,
    Tombstone,
)
from ..text import cached_texts
from .base import (
    ChatRow,
    DecisionRow,
    ProposalRow,
    TombstoneRow,
    TombstoneVector,
)

_GENESIS = "0" * 64

_MEMORY_COLUMNS = (
    "id, text, content_hash, kind, subject, entities, tags, status, hold_reason, scope, acl, "
    "source, principal_id, chat_id, turn_id, said_at, read_sources, untrusted, confidence, "
    "importance, pinned, valence, arousal, evidence_count, access_count, last_accessed_at, "
    "valid_from, valid_until, recorded_at, retired_at, supersedes_id, slot_key, also_slot_key"
)
_SELECT_MEMORY = (
    "SELECT "
    + ", ".join(f"m.{c.strip()}" for c in _MEMORY_COLUMNS.split(","))
    + ", (SELECT s.id FROM memories s WHERE s.supersedes_id = m.id ORDER BY s.seq LIMIT 1)"
    + " AS superseded_by, m.access_days AS access_days FROM memories m"
)
_INSERT_MEMORY = (
    f"INSERT INTO memories ({_MEMORY_COLUMNS}) VALUES "
    f"({', '.join('?' * len(_MEMORY_COLUMNS.split(',')))})"
)
_INSERT_PART_SLOT = "INSERT OR IGNORE INTO memory_part_slots (memory_id, slot_key) VALUES (?, ?)"
_INSERT_AUDIT = (
    "INSERT INTO audit_events (seq, id, at, principal, action, memory_id, payload,"
    " payload_hash, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_UPDATABLE = (frozenset(c.strip() for c in _MEMORY_COLUMNS.split(",")) - {"id"}) | {
    "closed_at",
    "prior_valid_until",
}

# The ACL gate: shape and match in one expression. CASE guarantees json_each never sees a
# value that is not a JSON array, so a corrupted ACL evaluates to "no access" instead of an
# error. Every element must be a non-empty string other than "*"; then either the caller
# holds every label (:all_labels, the owner) or one of the row's labels is the caller's.


def _t(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def _j(values: Sequence[Any] | None) -> str:
    if not values:
        return "[]"
    return orjson.dumps(list(values)).decode("utf-8")


def _acl_tuple(raw: str) -> tuple[str, ...]:
    if raw.startswith('["') and raw.endswith('"]') and "\\" not in raw and raw.count('"') == 2:
        return (raw[2:-2],)  # one plain label, the common case
    try:
        value = json.loads(raw)
    except (TypeError, ValueError):
        return ()
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    return ()


def _list(raw: str) -> tuple[Any, ...]:
    return () if raw == "[]" else tuple(orjson.loads(raw))


# Enum members by stored value (a dict lookup is several times cheaper than calling the Enum).
_KIND = {k.value: k for k in Kind}
_STATUS = {s.value: s for s in Status}
_SOURCE = {s.value: s for s in Source}
_HOLD = {h.value: h for h in HoldReason}


_SELECTED = [c.strip() for c in _MEMORY_COLUMNS.split(",")] + ["superseded_by", "access_days"]
_MEMORY_FIELDS = itemgetter(*(_SELECTED.index(name) for name in (
    "id", "text", "content_hash", "kind", "subject", "entities", "tags", "status", "hold_reason",
    "scope", "acl", "source", "principal_id", "chat_id", "turn_id", "said_at", "read_sources",
    "untrusted", "confidence", "importance", "pinned", "valence", "arousal", "evidence_count",
    "access_count", "last_accessed_at", "valid_from", "valid_until", "recorded_at", "retired_at",
    "supersedes_id", "slot_key", "also_slot_key", "superseded_by", "access_days",
)))  # fmt: skip


# Records are built from rows on every read path. A frozen dataclass's __init__ sets each of
# its 33 fields through object.__setattr__; setting the slots directly halves the cost. Every
# field is set, in the dataclass's own order (checked at import).
_RECORD_FIELDS = tuple(fields(MemoryRecord))
_RECORD_SLOTS = tuple(getattr(MemoryRecord, f.name).__set__ for f in _RECORD_FIELDS)
if tuple(f.name for f in _RECORD_FIELDS) != (
    "id", "text", "kind", "status", "subject", "scope", "acl", "source", "content_hash",
    "confidence", "importance", "pinned", "valence", "arousal", "valid_from", "valid_until",
    "recorded_at", "retired_at", "supersedes", "superseded_by", "hold_reason", "provenance",
    "entities", "tags", "evidence_count", "access_count", "last_accessed_at", "access_days",
    "slot_key", "also_slot_key", "part_slot_keys", "entity_kinds", "topics",
):  # fmt: skip
    raise RuntimeError("MemoryRecord's fields changed: update _row_to_memory")
_new_record = object.__new__


# The record made from each memory's row, by id, with the columns it was made from: recall
# reads the same rows again and again (a chat's turns, their neighbours), and a row read again
# unchanged gives back the record made the last time — a row that differs in any column makes
# a new one, so a read always returns its own row's record, whatever was written meanwhile, by
# whom. Records are immutable (frozen, tuples). About 16 MB at most: a kept record weighs its
# text's length and ``_RECORD_WEIGHT`` more (measured: ~2.1 KB a record of a 60-character
# text, with its columns); emptied when full, and when a memory is forgotten
# (memwarden.text.forget_cached_texts).
_RECORDS: dict[str, tuple[tuple[Any, ...], MemoryRecord]] = {}
_RECORD_WEIGHT = 2_048
_RECORDS_WEIGHT = 16_000_000
_records_weight = [0]


def _forget_records() -> None:
    _RECORDS.clear()
    _records_weight[0] = 0


cached_texts(_forget_records)


def _row_to_memory(row: sqlite3.Row | tuple[Any, ...]) -> MemoryRecord:
    """A memory from a row of ``_SELECT_MEMORY`` (read by position: it is on every read path);
    the record made before from the same columns, if it is still kept."""
    columns = _MEMORY_FIELDS(row)
    kept = _RECORDS.get(columns[0])
    if kept is not None and kept[0] == columns:
        return kept[1]
    record = _new_memory(columns)
    weight = _RECORD_WEIGHT + len(record.text)
    if _records_weight[0] + weight > _RECORDS_WEIGHT:
        _forget_records()
    _RECORDS[record.id] = (columns, record)
    _records_weight[0] += weight
    return record


def _new_memory(columns: tuple[Any, ...]) -> MemoryRecord:
    (id_, text, content_hash, kind, subject, entities, tags, status, hold_reason, scope, acl,
     source, principal_id, chat_id, turn_id, said_at, read_sources, untrusted, confidence,
     importance, pinned, valence, arousal, evidence_count, access_count, last_accessed_at,
     valid_from, valid_until, recorded_at, retired_at, supersedes_id, slot_key, also_slot_key,
     superseded_by, access_days) = columns  # fmt: skip
    provenance = Provenance(
        principal=principal_id,
        chat_id=chat_id,
        turn_id=turn_id,
        said_at=_t(said_at),
        read_sources=_list(read_sources),
        untrusted=bool(untrusted),
    )
    values = (
        id_, text, _KIND[kind], _STATUS[status], subject, scope, _acl_tuple(acl), _SOURCE[source],
        content_hash, confidence, importance, bool(pinned), valence, arousal, _t(valid_from),
        _t(valid_until), _t(recorded_at), _t(retired_at), supersedes_id, superseded_by,
        _HOLD[hold_reason] if hold_reason else None, provenance, _list(entities), _list(tags),
        evidence_count, access_count, _t(last_accessed_at), access_days, slot_key,
        also_slot_key, (), (), (),
    )  # fmt: skip
    record = _new_record(MemoryRecord)
    for put, value in zip(_RECORD_SLOTS, values, strict=True):
        put(record, value)
    return record


def _memory_values(r: MemoryRecord) -> tuple[Any, ...]:
    p = r.provenance
    return (
        r.id, r.text, r.content_hash, str(r.kind), r.subject, _j(r.entities), _j(r.tags),
        str(r.status), str(r.hold_reason) if r.hold_reason else None, r.scope, _j(r.acl),
        str(r.source), p.principal, p.chat_id, p.turn_id, format_time(p.said_at),
        _j(p.read_sources), int(p.untrusted), r.confidence, r.importance, int(r.pinned),
        r.valence, r.arousal, r.evidence_count, r.access_count, format_time(r.last_accessed_at),
        format_time(r.valid_from), format_time(r.valid_until), format_time(r.recorded_at),
        format_time(r.retired_at), r.supersedes, r.slot_key, r.also_slot_key,
    )  # fmt: skip


def _to_column(value: Any) -> Any:
    if isinstance(value, datetime):
        return format_time(value)
    if isinstance(value, (list, tuple)):
        return _j(value)
    if isinstance(value, bool):
        return int(value)
    if hasattr(value, "value") and isinstance(value.value, str):  # StrEnum
        return str(value)
    return value


def _row_to_principal(row: sqlite3.Row) -> Principal:
    scopes = json.loads(row["scopes"]) if row["scopes"] is not None else None
    return Principal(
        id=row["id"],
        name=row["name"],
        is_owner=bool(row["is_owner"]),
        labels=tuple(json.loads(row["labels"])),
        capabilities=frozenset(Capability(c) for c in json.loads(row["capabilities"])),
        scopes=tuple(scopes) if scopes is not None else None,
        created_at=_t(row["created_at"]),  # type: ignore[arg-type]
        revoked_at=_t(row["revoked_at"]),
    )


def _audit_payload(raw: str | None) -> dict[str, Any] | None:
    if raw is None:
        return None
    try:
        return json.loads(raw)
    except ValueError:
        # Written behind memwarden's back (the schema only admits JSON): keep it visible as
        # what it is, so the chain check reports a changed payload instead of failing.
        return {"unreadable_payload": raw}


def _row_to_audit(row: sqlite3.Row) -> AuditEvent:
    return AuditEvent(
        seq=row["seq"],
        id=row["id"],
        at=_t(row["at"]),  # type: ignore[arg-type]
        principal=row["principal"],
        action=row["action"],
        memory_id=row["memory_id"],
        payload=_audit_payload(row["payload"]),
        payload_hash=row["payload_hash"],
        prev_hash=row["prev_hash"],
        hash=row["hash"],
    )


def _row_to_tombstone(row: sqlite3.Row) -> TombstoneRow:
    return TombstoneRow(
        tombstone=Tombstone(
            id=row["id"],
            scope=row["scope"],
            created_at=_t(row["created_at"]),  # type: ignore[arg-type]
            created_by=row["created_by"],
            note=row["note"],
            origin_memory=row["origin_memory"],
            terms=len(json.loads(row["terms"])),
            hits=row["hits"],
        ),
        value_hash=row["value_hash"],
        terms=frozenset(json.loads(row["terms"])),
    )


def _row_to_chat(row: sqlite3.Row) -> ChatRow:
    return ChatRow(
        id=row["id"],
        scope=row["scope"],
        tainted=bool(row["tainted"]),
        present=bool(row["present"]),
        read_sources=tuple(json.loads(row["read_sources"])),
        created_at=_t(row["created_at"]),  # type: ignore[arg-type]
        updated_at=_t(row["updated_at"]),  # type: ignore[arg-type]
    )


def _row_to_decision(row: sqlite3.Row) -> DecisionRow:
    return DecisionRow(
        candidate_hash=row["candidate_hash"],
        decision=Decision(row["decision"]),
        memory_id=row["memory_id"],
        target_id=row["target_id"],
        hold_reason=HoldReason(row["hold_reason"]) if row["hold_reason"] else None,
        reason=row["reason"],
        fingerprint=row["fingerprint"],
        principal=row["principal"],
        chat_id=row["chat_id"],
        decided_at=_t(row["decided_at"]),  # type: ignore[arg-type]
    )


def _row_to_proposal(row: sqlite3.Row, at: datetime) -> ProposalRow:
    expires = _t(row["expires_at"])
    vector = None
    if row["vector"] is not None:
        vector = TombstoneVector(row["model"], row["dim"], bytes(row["vector"]))
    return ProposalRow(
        proposal=Proposal(
            id=row["id"],
            kind=row["kind"],
            value=row["value"],
            scope=row["scope"],
            status=row["status"],
            proposed_by=row["proposed_by"],
            proposed_at=_t(row["proposed_at"]),  # type: ignore[arg-type]
            decided_by=row["decided_by"],
            decided_at=_t(row["decided_at"]),
            expires_at=expires,
            expired=expires is not None and expires <= at,
        ),
        value_hash=row["value_hash"],
        vector=vector,
    )
