"""SQLite backend: one write transaction (buffered inserts, audit head, erasure)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from ..clock import format_time, now
from ..errors import ConflictError, StoreError
from ..model import (
    AuditEvent,
    MemoryRecord,
    Principal,
    Proposal,
    Status,
    TopicWords,
)
from .base import (
    ChatRow,
    DecisionRow,
    MemoryChange,
    PageRead,
    ProposalRow,
    SlotKeys,
    TombstoneRow,
    VectorRow,
)
from .sqlite_entities import Links, _write_links
from .sqlite_query import _find_repeat
from .sqlite_reads import _active_in_slot, _active_in_slots, _Reads, _slot_names, slot_names_key
from .sqlite_rows import (
    _GENESIS,
    _INSERT_AUDIT,
    _INSERT_MEMORY,
    _INSERT_PART_SLOT,
    _UPDATABLE,
    _j,
    _memory_values,
    _to_column,
)
from .sqlite_search import index_stems

# Buffered rows are written at the latest every _MAX_BUFFERED rows, and indexed in bulk at the
# latest every _MAX_UNINDEXED (memory stays flat in a long import).
_MAX_BUFFERED = 512
_MAX_UNINDEXED = 4096


class _Txn(_Reads):
    """One write transaction.

    New memory rows, audit events and decisions are buffered and written with ``executemany``
    — before any read of this transaction (every read goes through :meth:`_conn`), before any
    other change, and before COMMIT — so a bulk import does not pay one statement per row
    while every read still sees every write.
    """

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._c = conn
        self.purge_requested = False
        self._head: tuple[int, str] | None = None
        self._first_new_seq: int | None = None
        # The index's tokens of the rows not yet indexed, each with the rows holding it (by
        # their order in this transaction): what tells that a search need not index them first.
        self._unindexed_tokens: dict[str, set[int]] = {}
        self._unindexed_untold = False  # a row not indexed yet whose tokens cannot be told
        self._new_rows: list[tuple[Any, ...]] = []
        self._new_keys: set[tuple[str, str, str | None]] = set()
        self._new_ids: set[str] = set()  # of the buffered rows, and of the rows they supersede
        self._new_slots: set[tuple[str, str]] = set()  # (scope, slot key) of buffered active rows
        self._new_part_slots: list[tuple[str, str]] = []  # (memory id, key) of their parts' slots
        self._unindexed = 0  # rows inserted since the index last caught up
        self._new_events: list[tuple[Any, ...]] = []
        self._new_links: Links = []
        self._new_topics: list[tuple[str, Sequence[TopicWords]]] = []  # (memory id, its topics)
        self._new_decisions: dict[str, DecisionRow] = {}  # by candidate hash

    def _flush(self) -> None:
        if self._new_rows:
            self._c.executemany(_INSERT_MEMORY, self._new_rows)
            self._new_rows.clear()
            self._new_keys.clear()
            self._new_ids.clear()
            self._new_slots.clear()
        if self._new_part_slots:  # after their memories (the rows reference them)
            self._c.executemany(_INSERT_PART_SLOT, self._new_part_slots)
            self._new_part_slots.clear()
        if self._new_links:  # after their memories (the links reference them)
            _write_links(self._c, self._new_links)
            self._new_links.clear()
        if self._new_topics:  # after their memories too
            _write_topics(self._c, self._new_topics)
            self._new_topics.clear()
        if self._new_events:
            self._c.executemany(_INSERT_AUDIT, self._new_events)
            self._new_events.clear()
        if self._new_decisions:
            self._c.executemany(
                _INSERT_DECISION, map(_decision_values, self._new_decisions.values())
            )
            self._new_decisions.clear()

    def _conn(self) -> sqlite3.Connection:
        self._flush()
        return self._c

    def _indexed(self) -> sqlite3.Connection:
        # Rows are indexed in bulk just before COMMIT; a search inside the transaction (the
        # review's near-duplicate lookup in an import) must see the rows written before it.
        self.index_new_rows()
        return self._c

    def _unbuffered(self) -> sqlite3.Connection:
        return self._c

    def _conn_for(self, memory_id: str) -> sqlite3.Connection:
        # A row is read as it is written unless it is buffered, or a buffered row supersedes
        # it: the buffer keeps filling.
        if memory_id in self._new_ids:
            self._flush()
        return self._c

    def _searched_on(self, groups: Sequence[Sequence[str]]) -> sqlite3.Connection:
        # A search that none of the rows not yet indexed can match (no row of theirs holds a
        # word of every group) is run on the index as it is: indexing a few rows at a time,
        # for every search of an import, would cost more than the search. Exact: the index
        # holds every other row, and a row can match a quoted word only if it holds each of
        # the word's tokens (index_stems: the index's own split and stems).
        if self._unindexed and self._may_match_unindexed(groups):
            return self._indexed()
        return self._c

    def _may_match_unindexed(self, groups: Sequence[Sequence[str]]) -> bool:
        if self._unindexed_untold:
            return True
        rows: set[int] | None = None
        for group in groups:
            if not group:
                continue
            held: set[int] = set()
            for word in group:
                tokens = index_stems(word)
                if not tokens:
                    return True  # no token to look for, or not told: assume it could
                found = self._unindexed_tokens.get(tokens[0], set())
                for token in tokens[1:]:
                    found = found & self._unindexed_tokens.get(token, set())
                held |= found
            rows = held if rows is None else rows & held
            if not rows:
                return False
        return rows is None or bool(rows)

    def active_in_slot(self, scope: str, slot_key: str, limit: int) -> list[MemoryRecord]:
        # As find_repeat: a buffered row matters only if it is active in this very slot.
        if (scope, slot_key) in self._new_slots:
            self._flush()
        return _active_in_slot(self._c, scope, slot_key, limit)

    def active_in_slots(self, scope: str, key_prefix: str, limit: int) -> list[MemoryRecord]:
        if any(s == scope and k.startswith(key_prefix) for s, k in self._new_slots):
            self._flush()
        return _active_in_slots(self._c, scope, key_prefix, limit)

    def slot_names(self, scope: str, subject: str) -> tuple[str, ...]:
        return _slot_names(self._c, scope, subject)  # meta is never buffered: no flush

    def find_repeat(self, scope: str, subject: str, content_hash: str) -> MemoryRecord | None:
        # A buffered row can only be a repeat if its key matches; otherwise the database
        # alone answers, and the buffer keeps filling.
        if (scope, subject, content_hash) in self._new_keys:
            self._flush()
        return _find_repeat(self._c, scope, subject, content_hash)

    def insert_memory(self, record: MemoryRecord) -> None:
        if self._first_new_seq is None:
            self._first_new_seq = self._next_seq()
        elif self._unindexed >= _MAX_UNINDEXED:
            self.index_new_rows()  # in bulk; the numbers of the rows left out stay few
            self._first_new_seq = self._next_seq()
        elif len(self._new_rows) >= _MAX_BUFFERED:
            self._flush()
        row = self._unindexed
        self._unindexed += 1
        self._new_rows.append(_memory_values(record))
        tokens = index_stems(record.text)
        if tokens is None:
            self._unindexed_untold = True
        for token in tokens or ():
            self._unindexed_tokens.setdefault(token, set()).add(row)
        self._new_keys.add((record.scope, record.subject, record.content_hash))
        self._new_ids.add(record.id)
        if record.supersedes is not None:
            self._new_ids.add(record.supersedes)
        if record.status is Status.ACTIVE:
            for key in (record.slot_key, record.also_slot_key, *record.part_slot_keys):
                if key is not None:
                    self._new_slots.add((record.scope, key))
        self._new_part_slots.extend((record.id, key) for key in record.part_slot_keys)
        if record.entities:
            kinds = record.entity_kinds
            if len(kinds) != len(record.entities):
                kinds = ("thing",) * len(record.entities)
            pairs = list(zip(record.entities, kinds, strict=True))
            self._new_links.append((record.id, record.scope, pairs))
        if record.topics:
            self._new_topics.append((record.id, record.topics))

    def _next_seq(self) -> int:
        self._flush()
        newest = self._c.execute("SELECT max(seq) FROM memories").fetchone()[0]
        return int(newest or 0) + 1

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
            self._unindexed_tokens.clear()
            self._unindexed_untold = False
            self._unindexed = 0

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

    def add_page_read(self, row: PageRead, keep: int) -> None:
        self._c.execute(
            "INSERT INTO pages_read (scope, chat_id, source, read_at, terms)"
            " VALUES (?, ?, ?, ?, ?)",
            (row.scope, row.chat_id, row.source[:400], format_time(row.read_at),
             _j(sorted(row.terms))),
        )  # fmt: skip
        self._c.execute(
            "DELETE FROM pages_read WHERE scope = ? AND seq <= (SELECT seq FROM pages_read"
            " WHERE scope = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)",
            (row.scope, row.scope, keep),
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
        """Queue every kept memory with text that has no current vector of ``model_id`` (one
        held for the person is embedded when it is confirmed)."""
        cur = self._c.execute(
            "INSERT OR REPLACE INTO embed_queue (memory_id, content_hash, queued_at)"
            " SELECT m.id, m.content_hash, ? FROM memories m WHERE m.text <> ''"
            " AND m.status <> 'pending'"
            " AND m.content_hash IS NOT NULL AND NOT EXISTS (SELECT 1 FROM vectors v"
            " WHERE v.memory_id = m.id AND v.model_id = ? AND v.content_hash = m.content_hash)",
            (format_time(now()), model_id),
        )
        return cur.rowcount

    def count_access(self, counts: Sequence[tuple[str, int, datetime]]) -> None:
        """Add recalls to memories: (id, how many, when the last was — all on one day);
        ``access_days`` counts distinct days."""
        self._c.executemany(
            "UPDATE memories SET access_count = access_count + :n, access_days = access_days"
            " + (CASE WHEN last_accessed_at IS NULL OR substr(last_accessed_at, 1, 10)"
            " <> substr(:at, 1, 10) THEN 1 ELSE 0 END), last_accessed_at = :at"
            " WHERE id = :id AND status = 'active'",
            [{"id": i, "n": n, "at": format_time(at)} for i, n, at in counts],
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
        if row.candidate_hash in self._new_decisions:  # let the table's key refuse it now
            self._flush()
            self._c.execute(_INSERT_DECISION, _decision_values(row))
        elif len(self._new_decisions) >= _MAX_BUFFERED:
            self._flush()
        self._new_decisions[row.candidate_hash] = row

    def decision(self, candidate_hash: str) -> DecisionRow | None:
        # A decision of this transaction not yet written is answered from the buffer; any
        # other from the table, without writing the buffers out (nothing else reads them).
        buffered = self._new_decisions.get(candidate_hash)
        return buffered if buffered is not None else super().decision(candidate_hash)

    def erase_decision_reasons(self, memory_id: str) -> int:
        # The candidate hash is derived from the text: replace it with a random key, so that
        # nothing in the row could confirm a guess of what was forgotten.
        cur = self._conn().execute(
            "UPDATE decisions SET reason = 'forgotten', chat_id = NULL,"
            " candidate_hash = lower(hex(randomblob(32))) WHERE memory_id = ?",
            (memory_id,),
        )
        return cur.rowcount

    # -- entities (0006_entities.sql) ---------------------------------------------------------

    def link_entities(
        self, memory_id: str, scope: str, entities: Sequence[tuple[str, str]]
    ) -> None:
        self._flush()
        # Replace what it mentioned: old links go (an entity nothing else mentions with them).
        self._c.execute(
            "DELETE FROM entities WHERE id IN (SELECT me.entity_id FROM memory_entities me"
            " WHERE me.memory_id = :id AND NOT EXISTS (SELECT 1 FROM memory_entities o"
            " WHERE o.entity_id = me.entity_id AND o.memory_id <> :id))",
            {"id": memory_id},
        )
        self._c.execute("DELETE FROM memory_entities WHERE memory_id = ?", (memory_id,))
        _write_links(self._c, [(memory_id, scope, list(entities))])

    def clear_entity_backfill(self) -> None:
        self._flush()
        self._c.execute("DELETE FROM meta WHERE key = 'entities_backfill'")

    def set_slot_keys(self, keys: Sequence[SlotKeys]) -> None:
        self._flush()
        self._c.executemany(
            "UPDATE memories SET slot_key = ?, also_slot_key = ? WHERE id = ?",
            [(key, also, mid) for mid, key, also, _ in keys],
        )
        self._c.executemany(
            "DELETE FROM memory_part_slots WHERE memory_id = ?", [(k[0],) for k in keys]
        )
        self._c.executemany(
            _INSERT_PART_SLOT, [(mid, part) for mid, _, _, parts in keys for part in parts]
        )

    def set_slot_parser_version(self, version: int) -> None:
        self._set_meta("slot_parser", version)

    def set_slot_names(self, scope: str, subject: str, names: Sequence[str]) -> None:
        self._flush()
        key = slot_names_key(scope, subject)
        if not names:
            self._c.execute("DELETE FROM meta WHERE key = ?", (key,))
            return
        self._c.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?)"
            " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, json.dumps(list(names))),
        )

    def set_topics(self, topics: Sequence[tuple[str, Sequence[TopicWords]]]) -> None:
        self._flush()
        self._c.executemany(
            "DELETE FROM memory_topics WHERE seq = (SELECT seq FROM memories WHERE id = ?)",
            [(memory_id,) for memory_id, _ in topics],
        )
        _write_topics(self._c, topics)

    def set_topics_version(self, version: int) -> None:
        self._set_meta("topics_version", version)

    def _set_meta(self, key: str, version: int) -> None:
        self._flush()
        self._c.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?)"
            " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, str(int(version))),
        )


def _write_topics(
    conn: sqlite3.Connection, topics: Sequence[tuple[str, Sequence[TopicWords]]]
) -> None:
    conn.executemany(
        "INSERT INTO memory_topics (topic, seq, words, length, live)"
        " SELECT ?, seq, ?, ?, status = 'active' FROM memories WHERE id = ?",
        [
            (said.topic, "\x1f".join(said.words), said.length, memory_id)
            for memory_id, saids in topics
            for said in saids
        ],
    )


_INSERT_DECISION = (
    "INSERT INTO decisions (candidate_hash, decision, memory_id, target_id, hold_reason, reason,"
    " fingerprint, principal, chat_id, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def _decision_values(row: DecisionRow) -> tuple[Any, ...]:
    return (
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
    )
