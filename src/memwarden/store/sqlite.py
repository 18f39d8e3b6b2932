"""SQLite backend: one file, WAL, one writer at a time, readers in parallel.

* Every connection: ``journal_mode=WAL``, ``foreign_keys=ON``, ``secure_delete=ON`` (freed pages
  are zeroed, so forgotten text does not linger), a busy timeout so writers from several
  processes queue instead of failing.
* Each thread gets its own connection; every write is ``BEGIN IMMEDIATE`` … ``COMMIT``, so the
  database file's own lock is the single writer, across threads and processes alike.
* Migrations are numbered SQL files applied in order and recorded in ``schema_migrations``.
* The full-text index (FTS5, Porter stemmer) is kept in sync by triggers in the same transaction.
* A file that is not a SQLite database, or a SQLite database that is not memwarden's, is refused
  before anything is written to it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from importlib import resources
from pathlib import Path
from typing import Any

import orjson

from ..clock import format_time, now
from ..errors import ConfigurationError, ConflictError, InvalidInputError, StoreError
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
from .base import (
    ChatRow,
    DecisionRow,
    Gate,
    LexicalCandidate,
    LexicalResult,
    MemoryChange,
    ProposalRow,
    StoreCheck,
    TombstoneRow,
    TombstoneVector,
    VectorRow,
    Visibility,
)

__all__ = ["SCHEMA_VERSION", "SQLiteStore"]

_SQLITE_HEADER = b"SQLite format 3\x00"
_GENESIS = "0" * 64

_MEMORY_COLUMNS = (
    "id, text, content_hash, kind, subject, entities, tags, status, hold_reason, scope, acl, "
    "source, principal_id, chat_id, turn_id, said_at, read_sources, untrusted, confidence, "
    "importance, pinned, valence, arousal, evidence_count, access_count, last_accessed_at, "
    "valid_from, valid_until, recorded_at, retired_at, supersedes_id, slot_key"
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
_ACL_GATE = """
CASE WHEN json_valid(m.acl) THEN (
  CASE WHEN json_type(m.acl) = 'array' AND json_array_length(m.acl) > 0
        AND NOT EXISTS (SELECT 1 FROM json_each(m.acl) a
                        WHERE a.type <> 'text' OR a.value IN ('', '*'))
        AND (:all_labels = 1 OR EXISTS (SELECT 1 FROM json_each(m.acl) a
                                        WHERE a.value IN (SELECT value FROM json_each(:labels))))
  THEN 1 ELSE 0 END)
ELSE 0 END = 1
"""
_SCOPE_GATE = "(:all_scopes = 1 OR m.scope IN (SELECT value FROM json_each(:scopes)))"


def _migrations() -> list[tuple[int, str, str]]:
    folder = resources.files("memwarden.store") / "migrations"
    found = []
    for entry in folder.iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:4].isdigit():
            found.append((int(name[:4]), name, entry.read_text(encoding="utf-8")))
    return sorted(found)


SCHEMA_VERSION = max(v for v, _, _ in _migrations())


def _statements(script: str) -> Iterator[str]:
    """Split a script into complete statements (trigger bodies included)."""
    buffer = ""
    for line in script.splitlines(keepends=True):
        if not buffer and (not line.strip() or line.lstrip().startswith("--")):
            continue
        buffer += line
        if sqlite3.complete_statement(buffer):
            yield buffer.strip()
            buffer = ""
    if buffer.strip():
        raise StoreError("migration script ends with an incomplete statement")


def _t(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def _j(values: Sequence[Any] | None) -> str:
    if not values:
        return "[]"
    return orjson.dumps(list(values)).decode("utf-8")


def _acl_tuple(raw: str) -> tuple[str, ...]:
    try:
        value = json.loads(raw)
    except (TypeError, ValueError):
        return ()
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    return ()


def _row_to_memory(row: sqlite3.Row) -> MemoryRecord:
    return MemoryRecord(
        id=row["id"],
        text=row["text"],
        content_hash=row["content_hash"],
        kind=Kind(row["kind"]),
        subject=row["subject"],
        entities=tuple(json.loads(row["entities"])),
        tags=tuple(json.loads(row["tags"])),
        status=Status(row["status"]),
        hold_reason=HoldReason(row["hold_reason"]) if row["hold_reason"] else None,
        scope=row["scope"],
        acl=_acl_tuple(row["acl"]),
        source=Source(row["source"]),
        provenance=Provenance(
            principal=row["principal_id"],
            chat_id=row["chat_id"],
            turn_id=row["turn_id"],
            said_at=_t(row["said_at"]),
            read_sources=tuple(json.loads(row["read_sources"])),
            untrusted=bool(row["untrusted"]),
        ),
        confidence=row["confidence"],
        importance=row["importance"],
        pinned=bool(row["pinned"]),
        valence=row["valence"],
        arousal=row["arousal"],
        evidence_count=row["evidence_count"],
        access_count=row["access_count"],
        last_accessed_at=_t(row["last_accessed_at"]),
        access_days=row["access_days"],
        slot_key=row["slot_key"],
        valid_from=_t(row["valid_from"]),
        valid_until=_t(row["valid_until"]),
        recorded_at=_t(row["recorded_at"]),  # type: ignore[arg-type]
        retired_at=_t(row["retired_at"]),
        supersedes=row["supersedes_id"],
        superseded_by=row["superseded_by"],
    )


def _memory_values(r: MemoryRecord) -> tuple[Any, ...]:
    p = r.provenance
    return (
        r.id, r.text, r.content_hash, str(r.kind), r.subject, _j(r.entities), _j(r.tags),
        str(r.status), str(r.hold_reason) if r.hold_reason else None, r.scope, _j(r.acl),
        str(r.source), p.principal, p.chat_id, p.turn_id, format_time(p.said_at),
        _j(p.read_sources), int(p.untrusted), r.confidence, r.importance, int(r.pinned),
        r.valence, r.arousal, r.evidence_count, r.access_count, format_time(r.last_accessed_at),
        format_time(r.valid_from), format_time(r.valid_until), format_time(r.recorded_at),
        format_time(r.retired_at), r.supersedes, r.slot_key,
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


def _visibility_params(scopes: tuple[str, ...] | None, labels: tuple[str, ...] | None) -> dict:
    return {
        "all_scopes": 1 if scopes is None else 0,
        "scopes": _j(scopes),
        "all_labels": 1 if labels is None else 0,
        "labels": _j(labels),
    }


def _find_repeat(
    conn: sqlite3.Connection, scope: str, subject: str, content_hash: str
) -> MemoryRecord | None:
    row = conn.execute(
        _SELECT_MEMORY + " WHERE m.scope = ? AND m.subject = ? AND m.content_hash = ?"
        " AND m.status = 'active' ORDER BY m.seq LIMIT 1",
        (scope, subject, content_hash),
    ).fetchone()
    return _row_to_memory(row) if row else None


class _Reads:
    """Read queries shared by the store and its write transactions."""

    def _conn(self) -> sqlite3.Connection:  # pragma: no cover - overridden
        raise NotImplementedError

    def get_memory(self, memory_id: str, visibility: Visibility | None) -> MemoryRecord | None:
        if visibility is None:
            row = self._conn().execute(_SELECT_MEMORY + " WHERE m.id = ?", (memory_id,)).fetchone()
            return _row_to_memory(row) if row else None
        sql = (
            _SELECT_MEMORY
            + " WHERE m.id = :id AND m.status IN (SELECT value FROM json_each(:statuses)) AND "
            + _SCOPE_GATE
            + " AND "
            + _ACL_GATE
        )
        params = _visibility_params(visibility.scopes, visibility.labels)
        params.update(id=memory_id, statuses=_j([str(s) for s in visibility.statuses]))
        row = self._conn().execute(sql, params).fetchone()
        return _row_to_memory(row) if row else None

    def find_repeat(self, scope: str, subject: str, content_hash: str) -> MemoryRecord | None:
        return _find_repeat(self._conn(), scope, subject, content_hash)

    def successor_of(self, memory_id: str) -> str | None:
        row = (
            self._conn()
            .execute(
                "SELECT id FROM memories WHERE supersedes_id = ? ORDER BY seq LIMIT 1", (memory_id,)
            )
            .fetchone()
        )
        return row[0] if row else None

    def principal_by_token_hash(self, token_hash: str) -> Principal | None:
        row = (
            self._conn()
            .execute("SELECT * FROM principals WHERE token_hash = ?", (token_hash,))
            .fetchone()
        )
        return _row_to_principal(row) if row else None

    def principal_by_name(self, name: str) -> Principal | None:
        row = self._conn().execute("SELECT * FROM principals WHERE name = ?", (name,)).fetchone()
        return _row_to_principal(row) if row else None

    def owner(self) -> Principal | None:
        row = self._conn().execute("SELECT * FROM principals WHERE is_owner = 1").fetchone()
        return _row_to_principal(row) if row else None

    # -- recall: derived vectors (0002_recall.sql) ------------------------------------------

    def embed_queue(self, limit: int) -> list[tuple[str, str, str]]:
        """Up to ``limit`` memories waiting for a vector: (id, text, content hash), oldest first."""
        rows = self._conn().execute(
            "SELECT m.id, m.text, m.content_hash FROM embed_queue q JOIN memories m"
            " ON m.id = q.memory_id AND m.content_hash = q.content_hash WHERE m.text <> ''"
            " ORDER BY m.seq LIMIT ?",
            (limit,),
        )
        return [(r[0], r[1], r[2]) for r in rows]

    def episode_neighbours(self, ids: Sequence[str]) -> dict[str, list[str]]:
        """For each episode among ``ids`` that belongs to a chat: the episodes just before and
        after it in that chat (ungated: the caller gates them)."""
        out: dict[str, list[str]] = {}
        conn = self._conn()
        for memory_id in ids:
            rows = conn.execute(
                "SELECT (SELECT p.id FROM memories p WHERE p.chat_id = m.chat_id"
                " AND p.kind = 'episode' AND p.seq < m.seq ORDER BY p.seq DESC LIMIT 1),"
                " (SELECT n.id FROM memories n WHERE n.chat_id = m.chat_id"
                " AND n.kind = 'episode' AND n.seq > m.seq ORDER BY n.seq LIMIT 1)"
                " FROM memories m WHERE m.id = ? AND m.kind = 'episode' AND m.chat_id IS NOT NULL",
                (memory_id,),
            ).fetchone()
            if rows is not None:
                found = [r for r in rows if r is not None]
                if found:
                    out[memory_id] = found
        return out

    def embed_queue_size(self) -> int:
        return self._conn().execute("SELECT count(*) FROM embed_queue").fetchone()[0]

    def vector_stats(self, model_id: str) -> tuple[int, int]:
        """How many vectors of ``model_id`` there are and the newest one's sequence number:
        together they change whenever a vector is added, replaced or deleted."""
        row = (
            self._conn()
            .execute(
                "SELECT count(*), coalesce(max(seq), 0) FROM vectors WHERE model_id = ?",
                (model_id,),
            )
            .fetchone()
        )
        return row[0], row[1]

    def vectors_since(self, model_id: str, after_seq: int) -> list[tuple[int, VectorRow]]:
        rows = self._conn().execute(
            "SELECT seq, memory_id, content_hash, dim, vector FROM vectors"
            " WHERE model_id = ? AND seq > ? ORDER BY seq",
            (model_id, after_seq),
        )
        return [(r[0], VectorRow(r[1], r[2], r[3], r[4])) for r in rows]

    def vector_keys(self, model_id: str) -> dict[str, str]:
        """memory id → the content hash its stored vector of ``model_id`` was made from."""
        rows = self._conn().execute(
            "SELECT memory_id, content_hash FROM vectors WHERE model_id = ?", (model_id,)
        )
        return {r[0]: r[1] for r in rows}

    def tombstones(self, scope: str | None) -> list[TombstoneRow]:
        if scope is None:
            rows = self._conn().execute(
                "SELECT * FROM tombstones WHERE removed_at IS NULL ORDER BY id"
            )
        else:
            rows = self._conn().execute(
                "SELECT * FROM tombstones WHERE removed_at IS NULL AND (scope IS NULL OR scope = ?)"
                " ORDER BY id",
                (scope,),
            )
        found = [_row_to_tombstone(r) for r in rows]
        if not found:
            return found
        vectors: dict[str, list[TombstoneVector]] = {}
        for v in self._conn().execute(
            "SELECT v.tombstone_id, v.model, v.dim, v.vector FROM tombstone_vectors v"
            " JOIN tombstones t ON t.id = v.tombstone_id WHERE t.removed_at IS NULL"
            " ORDER BY v.tombstone_id, v.model"
        ):
            vectors.setdefault(v[0], []).append(TombstoneVector(v[1], v[2], bytes(v[3])))
        return [
            dataclasses.replace(r, vectors=tuple(vectors.get(r.tombstone.id, ()))) if vectors else r
            for r in found
        ]

    # -- proposals (DESIGN §7) --

    def proposals(
        self, scopes: tuple[str, ...] | None, statuses: tuple[str, ...] | None
    ) -> list[ProposalRow]:
        rows = self._conn().execute(
            "SELECT * FROM proposals WHERE (:all_scopes = 1 OR scope IN"
            " (SELECT value FROM json_each(:scopes))) AND (:all_statuses = 1 OR status IN"
            " (SELECT value FROM json_each(:statuses))) ORDER BY id",
            {
                "all_scopes": 1 if scopes is None else 0,
                "scopes": _j(scopes),
                "all_statuses": 1 if statuses is None else 0,
                "statuses": _j(statuses),
            },
        )
        at = now()
        return [_row_to_proposal(r, at) for r in rows]

    def get_proposal(self, proposal_id: str) -> ProposalRow | None:
        row = (
            self._conn().execute("SELECT * FROM proposals WHERE id = ?", (proposal_id,)).fetchone()
        )
        return _row_to_proposal(row, now()) if row else None

    # -- review at the door --

    def active_in_slot(self, scope: str, slot_key: str, limit: int) -> list[MemoryRecord]:
        rows = self._conn().execute(
            _SELECT_MEMORY + " WHERE m.scope = ? AND m.slot_key = ? AND m.status = 'active'"
            " ORDER BY m.seq DESC LIMIT ?",
            (scope, slot_key, limit),
        )
        return [_row_to_memory(r) for r in rows]

    def similar_active(
        self, scope: str, subject: str, terms: Sequence[str], limit: int
    ) -> list[tuple[str, str, str | None]]:
        """Active statements (not episodes) about ``subject`` sharing the most of ``terms``
        (bounded BM25 candidates, as recall's), best first."""
        conn = self._conn()
        # The review only needs the closest few: a smaller candidate budget, and ties cut by
        # rowid (deterministic too; recall's exact id order is not needed here).
        expr, cutoff, _ = _candidate_expr(conn, terms, _SIMILAR_BUDGET)
        if expr is None:
            return []
        ranked = _rank_pool(conn, expr, cutoff, limit * 4, ties_by_id=False)
        rows = conn.execute(
            "SELECT m.seq, m.id, m.text, m.content_hash FROM json_each(:seqs) w"
            " CROSS JOIN memories m WHERE m.seq = w.value AND m.scope = :scope"
            " AND m.subject = :subject AND m.status = 'active' AND m.kind <> 'episode'",
            {"seqs": _j([seq for seq, _ in ranked]), "scope": scope, "subject": subject},
        ).fetchall()
        order = {seq: i for i, (seq, _) in enumerate(ranked)}
        rows.sort(key=lambda r: order[r[0]])
        return [(r[1], r[2], r[3]) for r in rows[:limit]]

    def active_about(self, scope: str, subject: str, limit: int) -> list[MemoryRecord]:
        rows = self._conn().execute(
            _SELECT_MEMORY + " WHERE m.scope = ? AND m.subject = ? AND m.status = 'active'"
            " AND m.kind <> 'episode' ORDER BY m.seq DESC LIMIT ?",
            (scope, subject, limit),
        )
        return [_row_to_memory(r) for r in rows]

    def chat(self, chat_id: str) -> ChatRow | None:
        row = self._conn().execute("SELECT * FROM chats WHERE id = ?", (chat_id,)).fetchone()
        return _row_to_chat(row) if row else None

    def person_turns(self, chat_id: str, limit: int) -> list[str]:
        rows = self._conn().execute(
            "SELECT text FROM (SELECT seq, text FROM memories WHERE chat_id = ?"
            " AND kind = 'episode' AND subject = 'user' AND text <> ''"
            " ORDER BY seq DESC LIMIT ?) ORDER BY seq",
            (chat_id, limit),
        )
        return [r[0] for r in rows]

    def decision(self, candidate_hash: str) -> DecisionRow | None:
        row = (
            self._conn()
            .execute("SELECT * FROM decisions WHERE candidate_hash = ?", (candidate_hash,))
            .fetchone()
        )
        return _row_to_decision(row) if row else None

    def decision_for_memory(self, memory_id: str) -> DecisionRow | None:
        row = (
            self._conn()
            .execute(
                "SELECT * FROM decisions WHERE memory_id = ? ORDER BY decided_at DESC,"
                " candidate_hash LIMIT 1",
                (memory_id,),
            )
            .fetchone()
        )
        return _row_to_decision(row) if row else None

    def latest_in_chat(self, chat_id: str) -> MemoryRecord | None:
        row = (
            self._conn()
            .execute(
                _SELECT_MEMORY + " WHERE m.chat_id = ? AND m.status = 'active'"
                " AND m.kind <> 'episode' ORDER BY m.seq DESC LIMIT 1",
                (chat_id,),
            )
            .fetchone()
        )
        return _row_to_memory(row) if row else None

    def turn_episodes(self, chat_id: str, turn_id: str) -> list[MemoryRecord]:
        rows = self._conn().execute(
            _SELECT_MEMORY + " WHERE m.chat_id = ? AND m.turn_id = ? AND m.kind = 'episode'"
            " AND m.status = 'active' ORDER BY m.seq",
            (chat_id, turn_id),
        )
        return [_row_to_memory(r) for r in rows]


class _Txn(_Reads):
    """One write transaction.

    New memory rows and audit events are buffered and written with ``executemany`` — before
    any read of this transaction (every read goes through :meth:`_conn`), before any other
    change, and before COMMIT — so a bulk import does not pay one statement per row while
    every read still sees every write.
    """

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._c = conn
        self.purge_requested = False
        self._head: tuple[int, str] | None = None
        self._first_new_seq: int | None = None
        self._new_rows: list[tuple[Any, ...]] = []
        self._new_keys: set[tuple[str, str, str | None]] = set()
        self._new_events: list[tuple[Any, ...]] = []

    def _flush(self) -> None:
        if self._new_rows:
            self._c.executemany(_INSERT_MEMORY, self._new_rows)
            self._new_rows.clear()
            self._new_keys.clear()
        if self._new_events:
            self._c.executemany(_INSERT_AUDIT, self._new_events)
            self._new_events.clear()

    def _conn(self) -> sqlite3.Connection:
        self._flush()
        return self._c

    def find_repeat(self, scope: str, subject: str, content_hash: str) -> MemoryRecord | None:
        # A buffered row can only be a repeat if its key matches; otherwise the database
        # alone answers, and the buffer keeps filling.
        if (scope, subject, content_hash) in self._new_keys:
            self._flush()
        return _find_repeat(self._c, scope, subject, content_hash)

    def insert_memory(self, record: MemoryRecord) -> None:
        if self._first_new_seq is None:
            self._flush()
            newest = self._c.execute("SELECT max(seq) FROM memories").fetchone()[0]
            self._first_new_seq = (newest or 0) + 1
        self._new_rows.append(_memory_values(record))
        self._new_keys.add((record.scope, record.subject, record.content_hash))

    def index_new_rows(self) -> None:
        """Index the rows this transaction inserted (called just before COMMIT)."""
        self._flush()
        if self._first_new_seq is not None:
            self._c.execute(
                "INSERT INTO memories_fts (rowid, text) SELECT seq, text FROM memories"
                " WHERE seq >= ? AND text <> ''",
                (self._first_new_seq,),
            )
            self._first_new_seq = None

    def update_memory(self, memory_id: str, change: MemoryChange) -> None:
        self._flush()
        unknown = set(change.fields) - _UPDATABLE
        if unknown:
            raise StoreError(f"cannot update memory columns {sorted(unknown)}")
        if not change.fields:
            return
        if "text" in change.fields:
            # The text trigger updates the full-text index, which must already hold the row.
            self.index_new_rows()
        sets = ", ".join(f"{name} = ?" for name in change.fields)
        values = [_to_column(v) for v in change.fields.values()]
        cur = self._c.execute(f"UPDATE memories SET {sets} WHERE id = ?", (*values, memory_id))
        if cur.rowcount != 1:
            raise ConflictError(f"memory {memory_id} changed while it was being updated")

    def audit_head(self) -> tuple[int, str]:
        # Events are never deleted (a trigger forbids it) and a rolled-back insert gives its
        # number back, so the next event's number is the last one's plus one. Inside this
        # transaction nobody else writes, so the head is read once and then followed.
        if self._head is None:
            row = self._c.execute(
                "SELECT seq, hash FROM audit_events ORDER BY seq DESC LIMIT 1"
            ).fetchone()
            self._head = (row[0] + 1, row[1]) if row else (1, _GENESIS)
        return self._head

    def insert_audit(self, event: AuditEvent) -> None:
        self._new_events.append(
            (
                event.seq,
                event.id,
                format_time(event.at),
                event.principal,
                event.action,
                event.memory_id,
                (
                    event.payload_json
                    or json.dumps(event.payload, ensure_ascii=False, sort_keys=True)
                )
                if event.payload is not None
                else None,
                event.payload_hash,
                event.prev_hash,
                event.hash,
            )
        )
        self._head = (event.seq + 1, event.hash)

    def erase_audit_payloads(self, memory_id: str, at: datetime) -> int:
        self._flush()
        cur = self._c.execute(
            "UPDATE audit_events SET payload = NULL, erased_at = ?"
            " WHERE memory_id = ? AND payload IS NOT NULL",
            (format_time(at), memory_id),
        )
        return cur.rowcount

    def purge_deleted_text(self) -> None:
        # Merge the full-text index into one segment so deleted terms are gone from it, not
        # just shadowed by a delete marker; secure_delete zeroes the pages it frees.
        self._c.execute("INSERT INTO memories_fts (memories_fts) VALUES ('optimize')")
        self.purge_requested = True

    def insert_principal(self, principal: Principal, token_hash: str | None) -> None:
        self._c.execute(
            "INSERT INTO principals (id, name, is_owner, token_hash, labels, capabilities, scopes,"
            " created_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                principal.id,
                principal.name,
                int(principal.is_owner),
                token_hash,
                _j(principal.labels),
                _j(sorted(str(c) for c in principal.capabilities)),
                _j(principal.scopes) if principal.scopes is not None else None,
                format_time(principal.created_at),
                format_time(principal.revoked_at),
            ),
        )

    def update_principal(self, principal: Principal) -> None:
        self._c.execute(
            "UPDATE principals SET labels = ?, capabilities = ?, scopes = ?, revoked_at = ?"
            " WHERE id = ?",
            (
                _j(principal.labels),
                _j(sorted(str(c) for c in principal.capabilities)),
                _j(principal.scopes) if principal.scopes is not None else None,
                format_time(principal.revoked_at),
                principal.id,
            ),
        )

    def insert_tombstone(self, row: TombstoneRow) -> None:
        t = row.tombstone
        self._c.execute(
            "INSERT INTO tombstones (id, scope, value_hash, terms, note, origin_memory, created_at,"
            " created_by, hits) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                t.id,
                t.scope,
                row.value_hash,
                _j(sorted(row.terms)),
                t.note,
                t.origin_memory,
                format_time(t.created_at),
                t.created_by,
                t.hits,
            ),
        )
        self._c.executemany(
            "INSERT INTO tombstone_vectors (tombstone_id, model, dim, vector) VALUES (?, ?, ?, ?)",
            [(t.id, v.model, v.dim, v.vector) for v in row.vectors],
        )

    def remove_tombstone(self, tombstone_id: str, at: datetime) -> bool:
        cur = self._c.execute(
            "UPDATE tombstones SET removed_at = ? WHERE id = ? AND removed_at IS NULL",
            (format_time(at), tombstone_id),
        )
        if cur.rowcount == 1:
            # A removed tombstone blocks nothing; its embedding is not kept either.
            self._c.execute("DELETE FROM tombstone_vectors WHERE tombstone_id = ?", (tombstone_id,))
        return cur.rowcount == 1

    def add_tombstone_hits(self, hits: dict[str, int]) -> None:
        self._c.executemany(
            "UPDATE tombstones SET hits = hits + ? WHERE id = ?",
            [(n, tid) for tid, n in hits.items()],
        )

    # -- proposals (DESIGN §7) --

    def insert_proposal(self, row: ProposalRow) -> None:
        p, v = row.proposal, row.vector
        self._c.execute(
            "INSERT INTO proposals (id, kind, value, value_hash, scope, status, proposed_by,"
            " proposed_at, decided_by, decided_at, expires_at, model, dim, vector)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                p.id, p.kind, p.value, row.value_hash, p.scope, p.status, p.proposed_by,
                format_time(p.proposed_at), p.decided_by, format_time(p.decided_at),
                format_time(p.expires_at), v.model if v else None, v.dim if v else None,
                v.vector if v else None,
            ),
        )  # fmt: skip

    def decide_proposal(self, proposal: Proposal) -> None:
        cur = self._c.execute(
            "UPDATE proposals SET status = ?, decided_by = ?, decided_at = ?, expires_at = ?"
            " WHERE id = ?",
            (
                proposal.status,
                proposal.decided_by,
                format_time(proposal.decided_at),
                format_time(proposal.expires_at),
                proposal.id,
            ),
        )
        if cur.rowcount != 1:
            raise ConflictError(f"proposal {proposal.id} changed while it was being decided")

    # -- recall: derived vectors and access counts (0002_recall.sql) -------------------------

    def put_vectors(self, model_id: str, dim: int, rows: Sequence[VectorRow]) -> int:
        """Store vectors made from the texts whose hashes they carry; a row whose text changed
        or was forgotten meanwhile gets nothing (and stays queued if it has new text)."""
        stored = 0
        for row in rows:
            cur = self._c.execute(
                "INSERT INTO vectors (memory_id, model_id, content_hash, dim, vector)"
                " SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM memories WHERE id = ?"
                " AND content_hash = ? AND text <> '')"
                # The first vector of a text stays (the same text embedded twice is one vector).
                " ON CONFLICT (memory_id, model_id) DO UPDATE SET content_hash ="
                " excluded.content_hash, dim = excluded.dim, vector = excluded.vector"
                " WHERE vectors.content_hash <> excluded.content_hash",
                (row.memory_id, model_id, row.content_hash, dim, row.vector, row.memory_id,
                 row.content_hash),
            )  # fmt: skip
            stored += cur.rowcount
            self._c.execute(
                "DELETE FROM embed_queue WHERE memory_id = ? AND content_hash = ?",
                (row.memory_id, row.content_hash),
            )
        return stored

    def enqueue_unembedded(self, model_id: str) -> int:
        """Queue every memory with text that has no current vector of ``model_id``."""
        cur = self._c.execute(
            "INSERT OR REPLACE INTO embed_queue (memory_id, content_hash, queued_at)"
            " SELECT m.id, m.content_hash, ? FROM memories m WHERE m.text <> ''"
            " AND m.content_hash IS NOT NULL AND NOT EXISTS (SELECT 1 FROM vectors v"
            " WHERE v.memory_id = m.id AND v.model_id = ? AND v.content_hash = m.content_hash)",
            (format_time(now()), model_id),
        )
        return cur.rowcount

    def touch_access(self, memory_ids: Sequence[str], at: datetime) -> None:
        """Count a recall of each memory; ``access_days`` counts distinct days."""
        stamp = format_time(at)
        self._c.executemany(
            "UPDATE memories SET access_count = access_count + 1, access_days = access_days"
            " + (CASE WHEN last_accessed_at IS NULL OR substr(last_accessed_at, 1, 10)"
            " <> substr(:at, 1, 10) THEN 1 ELSE 0 END), last_accessed_at = :at"
            " WHERE id = :id AND status = 'active'",
            [{"at": stamp, "id": memory_id} for memory_id in memory_ids],
        )

    def upsert_chat(self, row: ChatRow) -> None:
        self._c.execute(
            "INSERT INTO chats (id, scope, tainted, present, read_sources, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET"
            " tainted = excluded.tainted, present = excluded.present,"
            " read_sources = excluded.read_sources, updated_at = excluded.updated_at",
            (
                row.id,
                row.scope,
                int(row.tainted),
                int(row.present),
                _j(row.read_sources),
                format_time(row.created_at),
                format_time(row.updated_at),
            ),
        )

    def insert_decision(self, row: DecisionRow) -> None:
        self._c.execute(
            "INSERT INTO decisions (candidate_hash, decision, memory_id, target_id, hold_reason,"
            " reason, fingerprint, principal, chat_id, decided_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                row.candidate_hash,
                str(row.decision),
                row.memory_id,
                row.target_id,
                str(row.hold_reason) if row.hold_reason else None,
                row.reason,
                row.fingerprint,
                row.principal,
                row.chat_id,
                format_time(row.decided_at),
            ),
        )

    def erase_decision_reasons(self, memory_id: str) -> int:
        # The candidate hash is derived from the text: replace it with a random key, so that
        # nothing in the row could confirm a guess of what was forgotten.
        cur = self._c.execute(
            "UPDATE decisions SET reason = 'forgotten', chat_id = NULL,"
            " candidate_hash = lower(hex(randomblob(32))) WHERE memory_id = ?",
            (memory_id,),
        )
        return cur.rowcount


class SQLiteStore(_Reads):
    """The default store: one SQLite file."""

    def __init__(self, path: str | Path, *, synchronous: str = "NORMAL") -> None:
        self.path = Path(path).expanduser()
        self._synchronous = synchronous
        self._local = threading.local()
        self._all: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        self._closed = False
        self._preflight()
        try:
            self._migrate()
        except sqlite3.Error as exc:
            self.close()
            raise self._open_error(exc) from exc
        except BaseException:
            self.close()
            raise

    # -- opening --------------------------------------------------------------------------

    def _preflight(self) -> None:
        path = self.path
        if path.exists() and path.is_dir():
            raise ConfigurationError(f"{path} is a directory, not a database file")
        if path.exists() and path.stat().st_size > 0:
            try:
                with path.open("rb") as fh:
                    header = fh.read(16)
            except OSError as exc:
                raise ConfigurationError(f"cannot read {path}: {exc.strerror}") from exc
            if header != _SQLITE_HEADER:
                raise ConfigurationError(
                    f"{path} is not a memwarden database (not a SQLite file); it was left untouched"
                )
        elif not path.parent.exists():
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise ConfigurationError(
                    f"cannot create the folder for {path}: {exc.strerror}"
                ) from exc

    def _open_error(self, exc: sqlite3.Error) -> ConfigurationError:
        message = str(exc)
        if "readonly" in message or "read-only" in message or "unable to open" in message:
            return ConfigurationError(
                f"cannot write the database at {self.path}: {message} (is the path read-only?)"
            )
        if "not a database" in message:
            return ConfigurationError(f"{self.path} is not a memwarden database; left untouched")
        return ConfigurationError(f"cannot open the database at {self.path}: {message}")

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(
            str(self.path), isolation_level=None, check_same_thread=False, timeout=30.0
        )
        try:
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA busy_timeout = 30000")
            # Refuse a SQLite file that is not memwarden's before anything changes it: the
            # switch to WAL below rewrites its header and creates -wal/-shm files beside it.
            listed = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            tables = {r[0] for r in listed}
            if tables and "schema_migrations" not in tables:
                raise ConfigurationError(
                    f"{self.path} is a SQLite database but not a memwarden one;"
                    " it was left untouched"
                )
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA secure_delete = ON")
            mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise ConfigurationError(f"{self.path}: cannot switch the database to WAL mode")
            conn.execute(f"PRAGMA synchronous = {self._synchronous}")
        except BaseException:
            conn.close()
            raise
        return conn

    def _conn(self) -> sqlite3.Connection:
        if self._closed:
            raise StoreError("the store is closed")
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
            with self._lock:
                self._all.append(conn)
        return conn

    def _migrate(self) -> None:
        conn = self._conn()
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if tables and "schema_migrations" not in tables:
            raise ConfigurationError(
                f"{self.path} is a SQLite database but not a memwarden one; it was left untouched"
            )
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY,"
                " name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT"
            )
            applied = {r[0] for r in conn.execute("SELECT version FROM schema_migrations")}
            newest = max(applied, default=0)
            if newest > SCHEMA_VERSION:
                raise ConfigurationError(
                    f"{self.path} has schema version {newest}; this memwarden knows up to "
                    f"{SCHEMA_VERSION}. Upgrade memwarden to open it."
                )
            for version, name, script in _migrations():
                if version in applied:
                    continue
                for statement in _statements(script):
                    conn.execute(statement)
                conn.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    (version, name, format_time(now())),
                )
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise

    def schema_version(self) -> int:
        return self._conn().execute("SELECT max(version) FROM schema_migrations").fetchone()[0]

    def close(self) -> None:
        with self._lock:
            for conn in self._all:
                with contextlib.suppress(sqlite3.Error):  # closing is best effort
                    conn.close()
            self._all.clear()
        self._local = threading.local()
        self._closed = True

    # -- writing --------------------------------------------------------------------------

    @contextmanager
    def write(self) -> Iterator[_Txn]:
        conn = self._conn()
        if conn.in_transaction:
            raise StoreError("nested write transactions are not supported")
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise self._write_error(exc) from exc
        txn = _Txn(conn)
        try:
            yield txn
            txn.index_new_rows()
            conn.execute("COMMIT")
        except BaseException as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.IntegrityError):
                raise InvalidInputError(f"rejected by the store: {exc}") from exc
            if isinstance(exc, sqlite3.Error):
                raise self._write_error(exc) from exc
            raise
        if txn.purge_requested:
            self._checkpoint()

    def _write_error(self, exc: sqlite3.Error) -> StoreError | ConfigurationError:
        message = str(exc)
        if "readonly" in message:
            return ConfigurationError(f"the database at {self.path} is read-only: {message}")
        return StoreError(f"database error: {message}")

    def _checkpoint(self) -> None:
        # Fold the WAL back into the file and truncate it, so page images holding erased text
        # do not survive in the log.
        self._conn().execute("PRAGMA wal_checkpoint(TRUNCATE)")

    # -- reading --------------------------------------------------------------------------

    def search(self, gate: Gate, terms: Sequence[str], limit: int) -> LexicalResult:
        """BM25 candidates inside the gate.

        Ranking every row that shares one common word with the query is what makes naive FTS
        slow at 100k rows, so the *candidates* are bounded (see :func:`_candidate_expr`) while
        the *score* stays FTS5's BM25 over every query term. A pool of the best candidates is
        ranked (rowids and ranks only), then the gate — in one statement — decides which of
        them the caller may see. When the gate leaves fewer than ``limit`` and the pool was
        full, the pool grows: a narrow caller loses speed, never results.
        """
        conn = self._conn()
        expr, cutoff, doc_freq = _candidate_expr(conn, terms, _CANDIDATE_BUDGET)
        if expr is None:
            return LexicalResult([], doc_freq, 0)
        total_docs = conn.execute("SELECT count(*) FROM memories_fts_docsize").fetchone()[0]
        gate_sql, gate_params = _gate_sql(gate)
        fetch = _SELECT_CANDIDATES.format(gate=gate_sql)
        pool = max(limit * 4, 40)
        while True:
            ranked = _rank_pool(conn, expr, cutoff, pool)
            rank_of = dict(ranked)
            params = dict(gate_params, seqs=_j([seq for seq, _ in ranked]))
            rows = conn.execute(fetch, params).fetchall()
            if len(rows) >= limit or len(ranked) < pool or pool >= _POOL_CEILING:
                break
            pool *= 8
        found = [LexicalCandidate(r[1], r[2], r[3], -float(rank_of[r[0]])) for r in rows]
        found.sort(key=lambda c: (-c.score, c.id))
        return LexicalResult(found, doc_freq, total_docs)

    def get_gated(self, ids: Sequence[str], gate: Gate) -> dict[str, MemoryRecord]:
        if not ids:
            return {}
        sql, params = _gate_sql(gate)
        marks = []
        for i, memory_id in enumerate(ids):
            params[f"id{i}"] = memory_id
            marks.append(f":id{i}")
        # Drive the lookup from the wanted ids (CROSS JOIN keeps that order), so each is found
        # by its index before the gate is applied, instead of scanning the gate's status index.
        select = _SELECT_MEMORY.replace(
            " FROM memories m",
            f" FROM (SELECT column1 AS wanted FROM (VALUES {', '.join(f'({m})' for m in marks)}))"
            " CROSS JOIN memories m",
        )
        rows = self._conn().execute(select + " WHERE m.id = wanted AND " + sql, params)
        return {r["id"]: _row_to_memory(r) for r in rows}

    def gated(
        self, gate: Gate, *, newest_first: bool, limit: int, before_id: str | None = None
    ) -> list[MemoryRecord]:
        sql, params = _gate_sql(gate)
        params["limit"] = limit
        order = "DESC" if newest_first else "ASC"
        if before_id is not None:
            params["before_id"] = before_id
            sql += " AND m.id " + ("<" if newest_first else ">") + " :before_id"
        rows = self._conn().execute(
            _SELECT_MEMORY + " WHERE " + sql + f" ORDER BY m.id {order} LIMIT :limit", params
        )
        return [_row_to_memory(r) for r in rows]

    def count_gated(self, gate: Gate, cap: int) -> int:
        sql, params = _gate_sql(gate)
        params["cap"] = cap
        return (
            self._conn()
            .execute(
                "SELECT count(*) FROM (SELECT 1 FROM memories m WHERE " + sql + " LIMIT :cap)",
                params,
            )
            .fetchone()[0]
        )

    def memories(self, visibility: Visibility) -> Iterator[MemoryRecord]:
        sql = (
            _SELECT_MEMORY
            + " WHERE m.status IN (SELECT value FROM json_each(:statuses)) AND "
            + _SCOPE_GATE
            + " AND "
            + _ACL_GATE
            + " ORDER BY m.seq"
        )
        params = _visibility_params(visibility.scopes, visibility.labels)
        params["statuses"] = _j([str(s) for s in visibility.statuses])
        for row in self._conn().execute(sql, params):
            yield _row_to_memory(row)

    def lineage_ids(self, memory_id: str, depth: int) -> list[str]:
        conn = self._conn()
        back: list[str] = []
        current: str | None = memory_id
        for _ in range(depth):
            row = conn.execute("SELECT supersedes_id FROM memories WHERE id = ?", (current,))
            found = row.fetchone()
            current = found[0] if found else None
            if current is None or current in back:
                break
            back.append(current)
        forward: list[str] = []
        current = memory_id
        for _ in range(depth):
            current = self.successor_of(current)
            if current is None or current in forward:
                break
            forward.append(current)
        return [*reversed(back), memory_id, *forward]

    def audit_events(
        self, memory_id: str | None, limit: int | None, after_seq: int = 0
    ) -> list[AuditEvent]:
        where = "WHERE seq > ?" + (" AND memory_id = ?" if memory_id else "")
        params: list[Any] = [after_seq] + ([memory_id] if memory_id else [])
        if limit is None:
            rows = self._conn().execute(f"SELECT * FROM audit_events {where} ORDER BY seq", params)
        else:
            rows = self._conn().execute(
                f"SELECT * FROM (SELECT * FROM audit_events {where} ORDER BY seq DESC LIMIT ?)"
                " ORDER BY seq",
                [*params, limit],
            )
        return [_row_to_audit(r) for r in rows]

    def principals(self) -> list[Principal]:
        rows = self._conn().execute("SELECT * FROM principals ORDER BY is_owner DESC, name")
        return [_row_to_principal(r) for r in rows]

    def count_memories(self) -> int:
        return self._conn().execute("SELECT count(*) FROM memories").fetchone()[0]

    # -- whole-file operations ------------------------------------------------------------

    def backup(self, destination: Path) -> None:
        destination = Path(destination).expanduser()
        if destination.exists():
            raise InvalidInputError(f"{destination} already exists; choose a new file name")
        if not destination.parent.is_dir():
            raise InvalidInputError(f"folder {destination.parent} does not exist")
        try:
            # VACUUM INTO writes a compact copy: no free pages, so nothing erased rides along.
            self._conn().execute("VACUUM INTO ?", (str(destination),))
        except sqlite3.Error as exc:
            raise StoreError(f"backup to {destination} failed: {exc}") from exc

    def restore(self, source: Path) -> None:
        source = Path(source).expanduser()
        if not source.is_file():
            raise InvalidInputError(f"{source} is not a file")
        with source.open("rb") as fh:
            if fh.read(16) != _SQLITE_HEADER:
                raise InvalidInputError(f"{source} is not a memwarden backup (not a SQLite file)")
        try:
            src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
        except sqlite3.Error as exc:
            raise InvalidInputError(f"cannot open {source}: {exc}") from exc
        try:
            try:
                check = src.execute("PRAGMA integrity_check").fetchone()[0]
                version = src.execute("SELECT max(version) FROM schema_migrations").fetchone()[0]
            except sqlite3.Error as exc:
                raise InvalidInputError(f"{source} is not a memwarden backup: {exc}") from exc
            if check != "ok":
                raise InvalidInputError(f"{source} is damaged: {check}")
            if version is None or version > SCHEMA_VERSION:
                raise InvalidInputError(f"{source} has an unsupported schema version {version}")
            # The backup API replaces every page of this database in one step, under the
            # database's write lock; readers see the old or the new file, never a mix.
            src.backup(self._conn())
        finally:
            src.close()
        self._migrate()

    def check(self, repair: bool) -> StoreCheck:
        conn = self._conn()
        problems: list[str] = []
        repaired: list[str] = []
        result = conn.execute("PRAGMA integrity_check").fetchall()
        if [r[0] for r in result] != ["ok"]:
            problems.extend(f"integrity: {r[0]}" for r in result)
        try:
            conn.execute(
                "INSERT INTO memories_fts (memories_fts, rank) VALUES ('integrity-check', 1)"
            )
        except sqlite3.Error as exc:
            problems.append(f"full-text index out of sync with memories: {exc}")
            if repair:
                with self.write() as txn:
                    txn._c.execute("INSERT INTO memories_fts (memories_fts) VALUES ('rebuild')")
                repaired.append("rebuilt the full-text index from the memories table")
        bad_acl = conn.execute(
            "SELECT id FROM memories m WHERE NOT (CASE WHEN json_valid(m.acl) THEN ("
            " CASE WHEN json_type(m.acl) = 'array' AND json_array_length(m.acl) > 0"
            " AND NOT EXISTS (SELECT 1 FROM json_each(m.acl) a"
            " WHERE a.type <> 'text' OR a.value IN ('', '*')) THEN 1 ELSE 0 END) ELSE 0 END)"
        ).fetchall()
        for row in bad_acl:
            problems.append(f"memory {row[0]} has a malformed access list; nobody can read it")
        fk = conn.execute("PRAGMA foreign_key_check").fetchall()
        problems.extend(f"broken reference in {r[0]} row {r[1]}" for r in fk)
        counts = {
            status: n
            for status, n in conn.execute("SELECT status, count(*) FROM memories GROUP BY status")
        }
        still = [p for p in problems if not (repair and p.startswith("full-text"))]
        return StoreCheck(
            ok=not still, problems=tuple(problems), repaired=tuple(repaired), counts=counts
        )


_CANDIDATE_BUDGET = 600
_SIMILAR_BUDGET = 60
_POOL_CEILING = 1 << 20
# Every candidate's rowid and rank (the candidates are bounded by _CANDIDATE_BUDGET); the best
# ``pool`` of them are chosen in Python, ties cut by id (DESIGN §4.11). Only the ids of a tie
# straddling the pool's edge are looked up.
_RANK_CANDIDATES = (
    "SELECT rowid, rank FROM memories_fts WHERE memories_fts MATCH :q AND rowid >= :cutoff"
)
_IDS_OF = "SELECT m.seq, m.id FROM json_each(:seqs) w CROSS JOIN memories m WHERE m.seq = w.value"
# The gate over the pool: driven from the pool's rowids (CROSS JOIN keeps that order).
_SELECT_CANDIDATES = (
    "SELECT m.seq, m.id, m.text, m.scope FROM json_each(:seqs) w CROSS JOIN memories m"
    " WHERE m.seq = w.value AND {gate}"
)


def _rank_pool(
    conn: sqlite3.Connection, expr: str, cutoff: int, pool: int, *, ties_by_id: bool = True
) -> list[tuple[int, float]]:
    rows = conn.execute(_RANK_CANDIDATES, {"q": expr, "cutoff": cutoff})
    ranked = sorted((r[1], r[0]) for r in rows)
    if len(ranked) <= pool:
        return [(seq, rank) for rank, seq in ranked]
    edge = ranked[pool - 1][0]
    if ranked[pool][0] != edge or not ties_by_id:
        return [(seq, rank) for rank, seq in ranked[:pool]]
    inside = [(seq, rank) for rank, seq in ranked if rank < edge]
    tied = [seq for rank, seq in ranked if rank == edge]
    ids = dict(conn.execute(_IDS_OF, {"seqs": _j(tied)}).fetchall())
    tied.sort(key=lambda seq: ids.get(seq, ""))
    return inside + [(seq, edge) for seq in tied[: pool - len(inside)]]


def _quoted(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


def _capped_count(conn: sqlite3.Connection, expr: str, cap: int, low_rowid: int = 0) -> int:
    return conn.execute(
        "SELECT count(*) FROM (SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?"
        " AND rowid >= ? LIMIT ?)",
        (expr, low_rowid, cap),
    ).fetchone()[0]


def _doc_freq(conn: sqlite3.Connection, term: str, budget: int, newest: int) -> int:
    """How many rows hold ``term``: exact up to ``budget``, estimated above it.

    Counting a word that is in every row costs as much as reading its whole posting list, so a
    frequent word's count is extrapolated from the newest ``window`` rows instead; its IDF is
    near zero either way.
    """
    quoted = _quoted(term)
    n = _capped_count(conn, quoted, budget + 1)
    if n <= budget or newest <= 0:
        return n
    window = min(newest, 20 * budget)
    seen = _capped_count(conn, quoted, window, newest - window + 1)
    return max(budget + 1, round(seen * newest / window))


def _candidate_expr(
    conn: sqlite3.Connection, terms: Sequence[str], budget: int
) -> tuple[str | None, int, dict[str, int]]:
    """The full-text expression whose matches are the candidates, a rowid cutoff, and each
    word's document frequency.

    Rare words decide relevance, so every row holding one of the query's rarer words (the
    rarest always, the next ones while together at most ``budget`` rows) is a candidate, and so
    is every row holding *all* the frequent ones. Rows holding only some of the frequent words
    are skipped: BM25 gives them the lowest scores anyway. If even that is more than ``budget``
    rows (a query made only of very common words), the newest ``budget`` matches are the
    candidates. Every count here stops at ``budget``, so the cost is bounded by it too.
    """
    newest = conn.execute("SELECT max(seq) FROM memories").fetchone()[0] or 0
    counts = []
    for term in terms:
        n = _doc_freq(conn, term, budget, newest)
        if n:
            counts.append((n, term))
    doc_freq = {term: n for n, term in counts}
    if not counts:
        return None, 0, doc_freq
    counts.sort()
    rare: list[str] = []
    used = 0
    for n, term in counts:
        # The rarest word is always a candidate source, so a question whose words never occur
        # together still finds the rows that hold some of them.
        if rare and used + n > budget:
            break
        rare.append(term)
        used += n
    frequent = [term for _, term in counts[len(rare) :]]
    parts = [_quoted(t) for t in rare]
    if frequent:
        parts.append("(" + " AND ".join(_quoted(t) for t in frequent) + ")")
    expr = " OR ".join(parts)
    if _capped_count(conn, expr, budget + 1) <= budget:
        return expr, 0, doc_freq
    row = conn.execute(
        "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rowid DESC"
        " LIMIT 1 OFFSET ?",
        (expr, budget - 1),
    ).fetchone()
    return expr, (row[0] if row else 0), doc_freq


def _gate_sql(gate: Gate) -> tuple[str, dict[str, Any]]:
    params = _visibility_params(gate.scopes, gate.labels)
    params["as_of"] = format_time(gate.as_of)
    clauses = [_SCOPE_GATE, _ACL_GATE]
    valid_until = "(m.valid_until IS NULL OR m.valid_until > :as_of)"
    if gate.known_at is None:
        if gate.historical:
            # A superseded row is a past truth only when its event time ended where (or
            # before) its successor's began; a correction with no event time replaced it.
            clauses.append(
                "(m.status = 'active' OR (m.status = 'superseded' AND m.valid_until IS NOT NULL"
                " AND EXISTS (SELECT 1 FROM memories s WHERE s.supersedes_id = m.id"
                " AND s.valid_from IS NOT NULL AND m.valid_until <= s.valid_from)))"
            )
        else:
            clauses.append("m.status = 'active'")
    else:
        params["known_at"] = format_time(gate.known_at)
        # Believed at T: rows recorded by T and not yet retired — and rows a dated correction
        # had already turned into past truths by T (their event time closed by the successor).
        clauses.append(
            "m.status IN ('active', 'superseded') AND m.recorded_at <= :known_at"
            " AND (m.retired_at IS NULL OR m.retired_at > :known_at"
            " OR (m.status = 'superseded' AND m.valid_until IS NOT NULL"
            " AND EXISTS (SELECT 1 FROM memories s WHERE s.supersedes_id = m.id"
            " AND s.valid_from IS NOT NULL AND m.valid_until <= s.valid_from"
            " AND s.recorded_at <= :known_at)))"
        )
        # A correction made after T closed the row's event time at its successor's
        # valid_from; at T the row still had the end it had before (prior_valid_until).
        # Judge the row by what was believed at T.
        valid_until = (
            "(CASE WHEN m.closed_at IS NOT NULL AND m.closed_at > :known_at"
            " THEN m.prior_valid_until ELSE m.valid_until END) IS NULL"
            " OR (CASE WHEN m.closed_at IS NOT NULL AND m.closed_at > :known_at"
            " THEN m.prior_valid_until ELSE m.valid_until END) > :as_of"
        )
    clauses.append("(m.valid_from IS NULL OR m.valid_from <= :as_of)")
    clauses.append(valid_until)
    if gate.kinds is not None:
        params["kinds"] = _j(gate.kinds)
        clauses.append("m.kind IN (SELECT value FROM json_each(:kinds))")
    if gate.exclude_kinds:
        params["exclude_kinds"] = _j(gate.exclude_kinds)
        clauses.append("m.kind NOT IN (SELECT value FROM json_each(:exclude_kinds))")
    return " AND ".join(f"({c.strip()})" for c in clauses), params
