"""SQLite backend: read queries shared by the store and its write transactions."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from collections.abc import Iterator, Sequence
from functools import lru_cache

from ..clock import now
from ..model import (
    MemoryRecord,
    Principal,
)
from .base import (
    ChatRow,
    DecisionRow,
    Gate,
    PageRead,
    ProposalRow,
    TombstoneRow,
    TombstoneVector,
    VectorRow,
    Visibility,
)
from .sqlite_query import (
    _ACL_GATE,
    _SCOPE_GATE,
    _SHARING_WALK,
    RowsKept,
    _capped_count,
    _find_repeat,
    _newest_seq,
    _quoted,
    _visibility_params,
    index_generation,
)
from .sqlite_rows import (
    _SELECT_MEMORY,
    _j,
    _row_to_chat,
    _row_to_decision,
    _row_to_memory,
    _row_to_principal,
    _row_to_proposal,
    _row_to_tombstone,
    _t,
)
from .sqlite_search import checked_rows, narrowed

# How far a turn's chat neighbours are looked up at most (turns each way).
_MAX_REACH = 8


@lru_cache(maxsize=_MAX_REACH)
def _neighbour_walk(reach: int) -> str:
    """The chat neighbours of the turns in the JSON array ``:wanted``, up to ``reach`` turns
    each way: the turn's id, then one column each (the nearest before first, then the nearest
    after first; NULL where the chat ends), every column an indexed walk
    (memories_chat_turns)."""
    walk = (
        "(SELECT x.id FROM memories x WHERE x.chat_id = m.chat_id AND x.kind = 'episode'"
        " AND x.seq {} m.seq ORDER BY x.seq {} LIMIT 1 OFFSET {})"
    )
    columns = [walk.format("<", "DESC", k) for k in range(reach)]
    columns += [walk.format(">", "ASC", k) for k in range(reach)]
    return (
        f"SELECT m.id, {', '.join(columns)} FROM json_each(:wanted) w CROSS JOIN memories m"
        " WHERE m.id = w.value AND m.kind = 'episode' AND m.chat_id IS NOT NULL"
    )


def _neighbours(
    conn: sqlite3.Connection, ids: list[str], reach: int
) -> dict[str, tuple[tuple[str, int], ...]]:
    """The chat neighbours of the turns among ``ids`` (see ``episode_neighbours``)."""
    out = {}
    for memory_id, *walks in conn.execute(_neighbour_walk(reach), {"wanted": _j(ids)}):
        before, after = walks[:reach], walks[reach:]
        out[memory_id] = (
            *((n, -(k + 1)) for k, n in enumerate(before) if n is not None),
            *((n, k + 1) for k, n in enumerate(after) if n is not None),
        )
    return out


def _active_in_slot(
    conn: sqlite3.Connection, scope: str, slot_key: str, limit: int
) -> list[MemoryRecord]:
    # The slot as a memory's first or its second (``also_slot_key``): each by its own index.
    # And as one of the slots its parts fill (0017): from the key's rows (CROSS JOIN keeps that
    # order; left to itself the planner walks every active memory).
    rows = conn.execute(
        _SELECT_MEMORY + " WHERE m.seq IN (SELECT seq FROM memories WHERE scope = :scope"
        " AND slot_key = :key AND status = 'active' UNION SELECT seq FROM memories"
        " WHERE scope = :scope AND also_slot_key = :key AND status = 'active'"
        " UNION SELECT o.seq FROM memory_part_slots p CROSS JOIN memories o"
        " ON o.id = p.memory_id WHERE p.slot_key = :key AND o.scope = :scope"
        " AND o.status = 'active')"
        " ORDER BY m.seq DESC LIMIT :limit",
        {"scope": scope, "key": slot_key, "limit": limit},
    )
    return [_row_to_memory(r) for r in rows]


def _active_in_slots(
    conn: sqlite3.Connection, scope: str, key_prefix: str, limit: int
) -> list[MemoryRecord]:
    # A range of the slot key index: every key that starts with the prefix sorts from it to
    # the prefix followed by the highest code point.
    rows = conn.execute(
        _SELECT_MEMORY + " WHERE m.seq IN (SELECT seq FROM memories WHERE scope = :scope"
        " AND slot_key >= :low AND slot_key < :high AND status = 'active')"
        " ORDER BY m.seq DESC LIMIT :limit",
        {"scope": scope, "low": key_prefix, "high": key_prefix + "\U0010ffff", "limit": limit},
    )
    return [_row_to_memory(r) for r in rows]


def slot_names_key(scope: str, subject: str) -> str:
    """The meta key of the names the slot keys of ``scope`` and ``subject`` were made with."""
    return f"slot_names\x1f{scope}\x1f{subject}"


def _slot_names(conn: sqlite3.Connection, scope: str, subject: str) -> tuple[str, ...]:
    row = conn.execute(
        "SELECT value FROM meta WHERE key = ?", (slot_names_key(scope, subject),)
    ).fetchone()
    if row is None:
        return ()
    try:
        names = json.loads(row[0])
    except ValueError:  # not written by set_slot_names: as if never recorded
        return ()
    return tuple(n for n in names if isinstance(n, str)) if isinstance(names, list) else ()


# The statements learned from turn e that the caller may see, in a status (0012's index).
_LEARNED = (
    "SELECT 1 FROM memories m WHERE m.chat_id = e.chat_id AND m.turn_id = e.turn_id"
    " AND m.turn_id IS NOT NULL AND m.kind <> 'episode' AND m.status IN ({status})"
    f" AND ({_SCOPE_GATE}) AND ({_ACL_GATE})"
)
_OUTDATED = (
    "SELECT e.id FROM json_each(:wanted) w CROSS JOIN memories e WHERE e.id = w.value"
    " AND e.kind = 'episode' AND e.chat_id IS NOT NULL AND e.turn_id IS NOT NULL"
    " AND EXISTS (" + _LEARNED.format(status="'superseded'") + ")"
    " AND NOT EXISTS (" + _LEARNED.format(status="'active', 'pending'") + ")"
)


class _Reads:
    """Read queries shared by the store and its write transactions."""

    def _conn(self) -> sqlite3.Connection:  # pragma: no cover - overridden
        raise NotImplementedError

    def _kept_rows(self) -> RowsKept | None:
        """The rows this connection keeps while nothing is written (none in a transaction)."""
        return None

    def _indexed(self) -> sqlite3.Connection:
        """The connection for a read of the full-text index (a transaction indexes first)."""
        return self._conn()

    def _unbuffered(self) -> sqlite3.Connection:
        """The connection for a read of a table a transaction never buffers (decisions, chats):
        a transaction need not write its buffer out first."""
        return self._conn()

    def _conn_for(self, memory_id: str) -> sqlite3.Connection:
        """The connection to read the row of ``memory_id`` on (and which row supersedes it)."""
        return self._conn()

    def get_memory(self, memory_id: str, visibility: Visibility | None) -> MemoryRecord | None:
        if visibility is None:
            conn = self._conn_for(memory_id)
            row = conn.execute(_SELECT_MEMORY + " WHERE m.id = ?", (memory_id,)).fetchone()
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
        """Up to ``limit`` memories waiting for a vector: (id, text, content hash), in the order
        they were queued. Driven from the queue (its rowid order), each memory found by its id:
        the cost follows the batch, not the store (ordering by the memory's ``seq`` made SQLite
        walk the memories table from its start on every call — 30 ms at 100k memories)."""
        rows = self._conn().execute(
            "SELECT m.id, m.text, m.content_hash FROM embed_queue q CROSS JOIN memories m"
            " WHERE m.id = q.memory_id AND m.content_hash = q.content_hash AND m.text <> ''"
            " ORDER BY q.rowid LIMIT ?",
            (limit,),
        )
        return [(r[0], r[1], r[2]) for r in rows]

    def episode_neighbours(
        self, ids: Sequence[str], reach: int = 1
    ) -> dict[str, list[tuple[str, int]]]:
        """For each episode among ``ids`` that belongs to a chat: the episodes up to ``reach``
        turns before and after it in that chat, as (id, distance: -1 just before, +1 just
        after; at most ``_MAX_REACH`` each way). Ungated: the caller gates them. One statement
        for all of them (it was one per episode: 50 statements a recall), indexed walks
        (``memories_chat_turns``), so a long chat costs no more than a short one."""
        if reach < 1 or not ids:
            return {}
        reach = min(reach, _MAX_REACH)
        wanted = list(dict.fromkeys(ids))
        conn = self._conn()
        # A chat's turns and their order change only with a write: kept with the rows.
        kept = self._kept_rows()
        at = kept.for_state(conn) if kept is not None else None
        found: dict[str, tuple[tuple[str, int], ...]] | None = None
        if kept is not None and at is not None:
            which = f"neighbours {reach}"
            known = {i: v for i in wanted if (v := kept.get(which, i)) is not None}
            missing = [i for i in wanted if i not in known]
            fresh = _neighbours(conn, missing, reach) if missing else {}
            # Kept only if nothing was written meanwhile; else all are read again, below.
            if kept.keep(conn, at, (), {(which, i): fresh.get(i, ()) for i in missing}):
                found = known | fresh
        if found is None:
            found = _neighbours(conn, wanted, reach)
        return {i: list(found[i]) for i in wanted if found.get(i)}

    # -- recall: the full-text vocabulary (0007_vocabulary.sql) ----------------------------

    def index_generation(self) -> object:
        return index_generation(self._conn())

    def index_terms(self, first: str, skip: Sequence[str] = ()) -> dict[str, int]:
        """fts5vocab reads the posting list of every term in its range to count it, so the
        range is one first character, cut around the ``skip`` terms."""
        if len(first) != 1:
            return {}
        high = chr(ord(first) + 1)
        cuts = sorted({t for t in skip if t.startswith(first)})
        bounds = [(first, ">="), *((t, ">") for t in cuts)]
        ends = [*((t, "<") for t in cuts), (high, "<")]
        conn = self._conn()
        out: dict[str, int] = {}
        for (low, low_op), (top, top_op) in zip(bounds, ends, strict=True):
            if low >= top:
                continue
            rows = conn.execute(
                f"SELECT term, doc FROM memories_vocab WHERE term {low_op} ? AND term {top_op} ?",
                (low, top),
            )
            out.update(rows.fetchall())
        return out

    def embed_queue_size(self) -> int:
        return self._conn().execute("SELECT count(*) FROM embed_queue").fetchone()[0]

    def vector_stats(self, model_id: str) -> tuple[int, int]:
        """How many vectors of ``model_id`` there are and the newest one's sequence number:
        together they change whenever a vector is added, replaced or deleted."""
        # The count is kept by triggers (0008_vector_counts.sql); the newest seq is one index
        # lookup. Counting the rows themselves took ~9 ms at 100k vectors, on every recall.
        row = (
            self._conn()
            .execute(
                "SELECT coalesce((SELECT n FROM vector_counts WHERE model_id = :m), 0),"
                " coalesce((SELECT max(seq) FROM vectors WHERE model_id = :m), 0)",
                {"m": model_id},
            )
            .fetchone()
        )
        return row[0], row[1]

    def vectors_since(
        self, model_id: str, after_seq: int, limit: int | None = None
    ) -> list[tuple[int, VectorRow]]:
        rows = self._conn().execute(
            "SELECT seq, memory_id, content_hash, dim, vector FROM vectors"
            " WHERE model_id = ? AND seq > ? ORDER BY seq LIMIT ?",
            (model_id, after_seq, -1 if limit is None else limit),
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
        return _active_in_slot(self._conn(), scope, slot_key, limit)

    def active_in_slots(self, scope: str, key_prefix: str, limit: int) -> list[MemoryRecord]:
        return _active_in_slots(self._conn(), scope, key_prefix, limit)

    def slot_parser_version(self) -> int | None:
        return self._meta_version("slot_parser")

    def _meta_version(self, key: str) -> int | None:
        """The version recorded under ``key`` in meta (``_Txn._set_meta``), None if none."""
        row = self._conn().execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return int(row[0]) if row and str(row[0]).isdigit() else None

    def slotted_texts(
        self, *, scope: str | None = None, subject: str | None = None
    ) -> Iterator[tuple[str, str, str, str, str | None, str | None, tuple[str, ...]]]:
        rows = self._conn().execute(
            "SELECT id, text, subject, scope, slot_key, also_slot_key,"
            " (SELECT json_group_array(slot_key) FROM (SELECT p.slot_key FROM memory_part_slots p"
            " WHERE p.memory_id = m.id ORDER BY p.slot_key)) FROM memories m"
            " WHERE kind <> 'episode'"
            " AND text <> '' AND (:scope IS NULL OR scope = :scope)"
            " AND (:subject IS NULL OR subject = :subject) ORDER BY seq",
            {"scope": scope, "subject": subject},
        )
        for row in rows:
            parts = tuple(json.loads(row[6])) if row[6] else ()
            yield row[0], row[1], row[2], row[3], row[4], row[5], parts

    def slot_names(self, scope: str, subject: str) -> tuple[str, ...]:
        return _slot_names(self._conn(), scope, subject)

    def topics_version(self) -> int | None:
        return self._meta_version("topics_version")

    def topic_texts(self) -> Iterator[tuple[str, str]]:
        rows = self._conn().execute("SELECT id, text FROM memories WHERE text <> '' ORDER BY seq")
        for row in rows:
            yield row[0], row[1]

    def shared_slots(self) -> Iterator[tuple[str, str, tuple[str, ...]]]:
        rows = self._conn().execute(
            "SELECT scope, key, group_concat(id, ' ') FROM (SELECT scope, key, id FROM"
            " (SELECT scope, slot_key AS key, id, seq FROM memories WHERE status = 'active'"
            " AND kind <> 'episode' AND slot_key IS NOT NULL UNION ALL SELECT scope,"
            " also_slot_key, id, seq FROM memories WHERE status = 'active' AND kind <> 'episode'"
            " AND also_slot_key IS NOT NULL UNION ALL SELECT o.scope, p.slot_key, o.id, o.seq"
            " FROM memory_part_slots p JOIN memories o ON o.id = p.memory_id"
            " WHERE o.status = 'active' AND o.kind <> 'episode') ORDER BY seq DESC)"
            " GROUP BY scope, key HAVING count(*) > 1 ORDER BY scope, key"
        )
        for scope, key, ids in rows:
            yield scope, key, tuple(ids.split(" "))

    def stored_topics(self) -> Iterator[tuple[str, str, tuple[str, ...], int]]:
        rows = self._conn().execute(
            "SELECT m.id, t.topic, t.words, t.length FROM memory_topics t"
            " JOIN memories m ON m.seq = t.seq ORDER BY t.seq, t.topic"
        )
        for memory_id, topic, said, length in rows:
            yield memory_id, topic, tuple(said.split("\x1f")), length

    def term_counts(self, words: Sequence[str], cap: int) -> dict[str, int]:
        counts = {}
        for word in dict.fromkeys(words):
            n = _capped_count(self._searched_on([[word]]), _quoted(word), cap)
            if n:
                counts[word] = n
        return counts

    def _searched_on(self, groups: Sequence[Sequence[str]]) -> sqlite3.Connection:
        """The connection to search the full-text index on for rows holding a word of every
        one of ``groups``: one whose index holds every row that could."""
        return self._indexed()

    def sharing_active(
        self, scope: str, subject: str | None, groups: Sequence[Sequence[str]], limit: int
    ) -> list[tuple[str, str, str | None]]:
        expr = " AND ".join(
            "(" + " OR ".join(_quoted(t) for t in group) + ")" for group in groups if group
        )
        if not expr:
            return []
        about = "" if subject is None else " AND m.subject = :subject"
        # Which of the rows found are answers, newest first: the same for both searches.
        kept = (
            " AND m.scope = :scope" + about + " AND m.status = 'active' AND m.kind <> 'episode'"
            " ORDER BY m.seq DESC"
        )
        conn = self._searched_on(groups)
        narrow = narrowed(conn, [g for g in groups if g], lambda: _newest_seq(conn))
        if narrow is not None:
            found = checked_rows(
                conn, narrow, lambda seqs: conn.execute(
                    "SELECT m.id, m.text, m.content_hash FROM json_each(:seqs) f"
                    " CROSS JOIN memories m WHERE m.seq = f.value" + kept,
                    {"seqs": json.dumps(seqs), "scope": scope, "subject": subject},
                ).fetchall(),
            )  # fmt: skip
            if found is not None:
                return [(r[0], r[1], r[2]) for r in found[:limit]]
        rows = conn.execute(
            "SELECT m.id, m.text, m.content_hash FROM (SELECT rowid FROM memories_fts"
            " WHERE memories_fts MATCH :q ORDER BY rowid DESC LIMIT :walk) f"
            " CROSS JOIN memories m WHERE m.seq = f.rowid" + kept + " LIMIT :limit",
            {"q": expr, "walk": max(limit, _SHARING_WALK), "scope": scope, "subject": subject,
             "limit": limit},
        ).fetchall()  # fmt: skip
        return [(r[0], r[1], r[2]) for r in rows]

    def said_by_person(self, scope: str, words: Sequence[str], limit: int) -> list[str]:
        if not words:
            return []
        rows = self._searched_on([words]).execute(
            "SELECT m.text FROM (SELECT rowid FROM memories_fts WHERE memories_fts MATCH :q"
            " ORDER BY rowid DESC LIMIT :walk) f CROSS JOIN memories m WHERE m.seq = f.rowid"
            " AND m.scope = :scope AND m.status = 'active'"
            " AND m.source IN ('user_explicit', 'user_confirmed') ORDER BY m.seq DESC LIMIT :limit",
            {"q": " OR ".join(_quoted(w) for w in words), "walk": max(limit, _SHARING_WALK),
             "scope": scope, "limit": limit},
        ).fetchall()  # fmt: skip
        return [r[0] for r in rows]

    def held_planted(self, scope: str, limit: int) -> list[MemoryRecord]:
        rows = self._conn().execute(
            _SELECT_MEMORY + " WHERE m.scope = ? AND m.status = 'pending'"
            " AND m.hold_reason = 'looks_planted' AND m.source = 'inferred'"
            " ORDER BY m.seq DESC LIMIT ?",
            (scope, limit),
        )
        return [_row_to_memory(r) for r in rows]

    def active_about(self, scope: str, subject: str, limit: int) -> list[MemoryRecord]:
        rows = self._conn().execute(
            _SELECT_MEMORY + " WHERE m.scope = ? AND m.subject = ? AND m.status = 'active'"
            " AND m.kind <> 'episode' ORDER BY m.seq DESC LIMIT ?",
            (scope, subject, limit),
        )
        return [_row_to_memory(r) for r in rows]

    def chat(self, chat_id: str) -> ChatRow | None:
        row = self._unbuffered().execute("SELECT * FROM chats WHERE id = ?", (chat_id,)).fetchone()
        return _row_to_chat(row) if row else None

    def pages_read(self, scope: str, limit: int) -> list[PageRead]:
        rows = self._conn().execute(
            "SELECT scope, chat_id, source, read_at, terms FROM pages_read WHERE scope = ?"
            " ORDER BY seq DESC LIMIT ?",
            (scope, limit),
        )
        return [
            PageRead(r[0], r[1], r[2], _t(r[3]) or now(), frozenset(json.loads(r[4]))) for r in rows
        ]

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
            self._unbuffered()
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

    def outdated_turns(self, ids: Sequence[str], gate: Gate) -> set[str]:
        if not ids:
            return set()
        params = _visibility_params(gate.scopes, gate.labels)
        params["wanted"] = _j(list(ids))
        return {r[0] for r in self._conn().execute(_OUTDATED, params)}

    def turn_memories(self, chat_id: str, turn_id: str, *, episodes: bool) -> list[MemoryRecord]:
        kind = "m.kind = 'episode'" if episodes else "m.kind <> 'episode'"
        rows = self._conn().execute(
            _SELECT_MEMORY
            + " WHERE m.chat_id = ? AND m.turn_id = ? AND "
            + kind
            + " AND m.status = 'active' ORDER BY m.seq",
            (chat_id, turn_id),
        )
        return [_row_to_memory(r) for r in rows]
