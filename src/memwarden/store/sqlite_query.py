"""SQLite backend: the read gate (scopes, ACL shape and match, event and system time) and
the bounded full-text candidates behind recall and the review at the door."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Mapping, Sequence
from typing import Any

from ..clock import format_time
from ..model import MemoryRecord
from .base import Gate
from .sqlite_rows import (
    _SELECT_MEMORY,
    _SELECTED,
    _j,
    _row_to_memory,
)

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


_CANDIDATE_BUDGET = 600
# The review looks for near-duplicates among the newest this many rows sharing its words.
_SHARING_WALK = 2000
_POOL_CEILING = 1 << 20
# The candidates (bounded by _CANDIDATE_BUDGET) best first by FTS5's BM25, sorted inside
# SQLite. Among equal ranks the newest rows come first: deterministic for the same store
# (DESIGN §4.11); the final order, after rescoring, breaks its ties by id.
_RANK_CANDIDATES = (
    "SELECT rowid, rank FROM memories_fts WHERE memories_fts MATCH :q AND rowid >= :cutoff"
    " ORDER BY rank, rowid DESC"
)


def _driven(select: str, key: str) -> str:
    """``select`` (``… FROM memories m``) of the rows whose ``key`` (id, or rowid: seq) is in
    the JSON array ``:keys`` and that pass the gate (``{gate}``, to be formatted in). Driven
    from the wanted keys (CROSS JOIN keeps their order): each row is found by its index before
    the gate is applied, instead of scanning the gate's status index. One JSON parameter keeps
    the statement's text (and its prepared form) the same for any number of keys."""
    driven = select.replace(" FROM memories m", " FROM json_each(:keys) w CROSS JOIN memories m")
    return driven + f" WHERE m.{key} = w.value AND {{gate}}"


# The gate over wanted rows, by id or by rowid: whole rows (``_SELECT_MEMORY``'s columns, then
# the rowid), the keys alone of those that pass (for rows kept whole: see RowsKept), or their
# content hashes.
_WHOLE_GATED = {
    key: _driven(_SELECT_MEMORY.replace(" FROM memories m", ", m.seq FROM memories m"), key)
    for key in ("id", "seq")
}
_KEYS_GATED = {key: _driven(f"SELECT m.{key} FROM memories m", key) for key in ("id", "seq")}
_HASHES_GATED = _driven("SELECT m.id, m.content_hash FROM memories m", "id")
# Where a whole row holds its rowid, id, text and scope.
_CANDIDATE_SEQ = len(_SELECTED)
_CANDIDATE_ID, _CANDIDATE_TEXT, _CANDIDATE_SCOPE = (
    _SELECTED.index(c) for c in ("id", "text", "scope")
)


def _ranking(conn: sqlite3.Connection, expr: str, cutoff: int) -> sqlite3.Cursor:
    """The candidates as (rowid, rank), best first, to be read as far as needed: a pool that
    grows reads on from where it stopped, instead of ranking them all again (FTS5's BM25
    reads each word's whole posting list for its IDF at every ranking). Close it when done."""
    cursor = conn.cursor()
    cursor.row_factory = None
    return cursor.execute(_RANK_CANDIDATES, {"q": expr, "cutoff": cutoff})


def _indexed_rows(conn: sqlite3.Connection) -> int:
    """How many rows the full-text index holds. FTS5 keeps the number in its "averages"
    record (rowid 1 of its data table: the row count, then each column's token total, as
    SQLite varints), kept in step with every insert and delete; reading it is one lookup where
    ``count(*)`` of the docsize table reads every row. Falls back to counting if the record is
    missing or unreadable."""
    row = conn.execute("SELECT block FROM memories_fts_data WHERE id = 1").fetchone()
    count = _varint(bytes(row[0])) if row and row[0] else None
    if count is None:
        return conn.execute("SELECT count(*) FROM memories_fts_docsize").fetchone()[0]
    return count


def _varint(blob: bytes) -> int | None:
    """The SQLite varint at the start of ``blob``: big-endian groups of 7 bits, the high bit
    set on all but the last byte; a ninth byte gives all its 8 bits."""
    value = 0
    for i, byte in enumerate(blob[:9]):
        if i == 8:
            return (value << 8) | byte
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            return value
    return None


def _quoted(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


def _capped_count(conn: sqlite3.Connection, expr: str, cap: int, low_rowid: int = 0) -> int:
    return conn.execute(
        "SELECT count(*) FROM (SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?"
        " AND rowid >= ? LIMIT ?)",
        (expr, low_rowid, cap),
    ).fetchone()[0]


def _newest_from(conn: sqlite3.Connection, expr: str, nth: int, count: int = 1) -> list[int]:
    """The rowids of the ``nth`` newest row matching ``expr`` and of up to ``count - 1`` older
    ones, newest first (empty when fewer than ``nth`` rows match). FTS5 walks its postings
    from the newest end and stops there."""
    return [
        r[0]
        for r in conn.execute(
            "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rowid DESC"
            " LIMIT ? OFFSET ?",
            (expr, count, nth - 1),
        )
    ]


def _doc_freq(conn: sqlite3.Connection, term: str, budget: int, newest: int) -> int:
    """How many rows hold ``term``: exact up to ``budget``, estimated above it.

    Counting a word that is in every row costs as much as reading its whole posting list, so a
    frequent word's count is extrapolated from how many of the newest rows its newest
    ``budget + 1`` holders span; its IDF is near zero either way.
    """
    # One walk from the newest end: how many of the newest ``budget + 1`` holders there are,
    # and the oldest of them.
    held, oldest = conn.execute(
        "SELECT count(*), min(rowid) FROM (SELECT rowid FROM memories_fts"
        " WHERE memories_fts MATCH ? ORDER BY rowid DESC LIMIT ?)",
        (_quoted(term), budget + 1),
    ).fetchone()
    if held <= budget:
        return int(held)
    span = max(newest - oldest + 1, budget + 1)
    return max(budget + 1, round((budget + 1) * newest / span))


def index_generation(conn: sqlite3.Connection) -> bytes:
    """The FTS5 structure record (rowid 10 of its data table): rewritten, with a growing
    write counter, by every change to the index — from this connection or any other."""
    row = conn.execute("SELECT block FROM memories_fts_data WHERE id = 10").fetchone()
    return bytes(row[0]) if row else b""


# What the counting below found, kept while the full-text index is unchanged: (the index's
# generation, the newest row) → {term: its count, (expr,): its edge}. A question's words recur
# (names, the person's places), and each count walks up to ``budget`` postings.
Counted = dict[str | tuple[str], int]
_COUNTED_MAX = 20_000


class CountsKept:
    """The counts of :func:`_candidate_expr` for one state of the index: kept while its
    generation (``Store.index_generation``: rewritten by every change to the index, from any
    connection) and the newest row are those they were counted at. Outside a transaction each
    statement reads the newest committed state, so what was counted is kept only when the state
    read after counting is the one read before (no change came in between); inside one nothing
    is kept (a change rolled back would leave counts of a state that never was). Emptied when
    it holds ``_COUNTED_MAX`` entries."""

    __slots__ = ("_at", "_counted", "_lock")

    def __init__(self) -> None:
        self._at: tuple[bytes, int] | None = None
        self._counted: Counted = {}
        self._lock = threading.Lock()

    def for_state(
        self, conn: sqlite3.Connection, newest: int
    ) -> tuple[tuple[bytes, int], Counted] | None:
        """The state of the index as ``conn`` reads it now and the counts kept for it (empty
        for a new state), or None when nothing can be kept (``conn`` is in a transaction)."""
        if conn.in_transaction:
            return None
        at = (index_generation(conn), newest)
        with self._lock:
            if at != self._at or len(self._counted) >= _COUNTED_MAX:
                self._at, self._counted = at, {}
            return at, self._counted

    def keep(self, conn: sqlite3.Connection, at: tuple[bytes, int], counted: Counted) -> None:
        """Keep ``counted``, counted since ``for_state`` gave ``at``, if the index is still in
        that state (else they may mix two states, and are let go)."""
        if (index_generation(conn), _newest_seq(conn)) != at:
            return
        with self._lock:
            if self._at == at:
                self._counted.update(counted)


# Whole rows kept per connection while nothing is written, emptied past this weight: a row
# weighs ~1.5 kB besides its text (its ~35 values and two keys).
_ROW_WEIGHT = 1_536
_ROWS_WEIGHT = 8_000_000


def _write_state(conn: sqlite3.Connection) -> tuple[int, int] | None:
    """What moves whenever a row may have changed: the commits of every other connection, in
    this process or another (``PRAGMA data_version``), and this connection's own changes
    (``total_changes``). None inside a transaction: rows read there may hold a change that is
    then rolled back, and the rollback moves neither number again."""
    if conn.in_transaction:
        return None
    return conn.execute("PRAGMA data_version").fetchone()[0], conn.total_changes


class RowsKept:
    """One connection's whole memory rows (``_WHOLE_GATED``'s columns), kept from one read to
    the next while nothing is written: a row's ~35 values are otherwise made again at every
    recall, for ~260 rows a question. The gate is not what is kept: every read applies it in
    SQL to the kept rows' keys (:func:`gated_whole`), so a kept row reaches a caller only if
    the gate lets it through now. Emptied when the write state moves (:func:`_write_state`),
    by the store after each of its writes and a restore (which writes pages, not rows), and
    past ``_ROWS_WEIGHT`` (~5,000 short rows: a long conversation's). Used by its connection's
    thread only; another thread may empty it, and the read then goes to the file."""

    __slots__ = ("_at", "_records", "_rows", "_weight")

    def __init__(self) -> None:
        self._at: tuple[int, int] | None = None
        self._rows: dict[tuple[str, object], tuple] = {}  # (key column, key) → row
        self._records: dict[int, tuple[tuple, MemoryRecord]] = {}  # rowid → (row, its record)
        self._weight = 0

    def for_state(self, conn: sqlite3.Connection) -> tuple[int, int] | None:
        """The write state ``conn`` reads now, the kept rows emptied if they are of another;
        None when nothing can be kept (``conn`` is in a transaction)."""
        at = _write_state(conn)
        if at is not None and (at != self._at or self._weight > _ROWS_WEIGHT):
            self.clear()
            self._at = at
        return at

    def get(self, key: str, value: object) -> tuple | None:
        """The row kept whose ``key`` column ("id" or "seq") is ``value``; or, under another
        name, what else was kept with the rows (see ``keep``)."""
        return self._rows.get((key, value))

    def keep(
        self,
        conn: sqlite3.Connection,
        at: tuple[int, int],
        rows: Sequence[tuple],
        derived: Mapping[tuple[str, object], tuple] | None = None,
    ) -> bool:
        """Keep ``rows``, read since ``for_state`` gave ``at``, and what else was read from
        the rows then (``derived``: the chat neighbours of a turn, under ("neighbours N",
        its id)). Whether the state is still ``at``, so that what was kept and used with them
        was current: if not, nothing is kept and the caller reads again."""
        if _write_state(conn) != at or self._at != at:
            self.clear()
            return False
        rows_of = self._rows
        for row in rows:
            rows_of[("id", row[_CANDIDATE_ID])] = row
            rows_of[("seq", row[_CANDIDATE_SEQ])] = row
            self._weight += _ROW_WEIGHT + len(row[_CANDIDATE_TEXT])
        if derived:
            rows_of.update(derived)
            self._weight += _ROW_WEIGHT * len(derived)
        return True

    def record(self, row: tuple) -> MemoryRecord:
        """The record of ``row`` (one :func:`gated_whole` gave), made once while it is kept."""
        seq = row[_CANDIDATE_SEQ]
        made = self._records.get(seq)
        if made is not None and made[0] is row:
            return made[1]
        record = _row_to_memory(row)
        if self._rows.get(("seq", seq)) is row:
            self._records[seq] = (row, record)
        return record

    def clear(self) -> None:
        self._at = None
        self._rows = {}
        self._records = {}
        self._weight = 0


def gated_whole(
    conn: sqlite3.Connection,
    key: str,
    wanted: Sequence[object],
    gate: Gate,
    kept: RowsKept | None = None,
) -> list[tuple]:
    """The whole rows (``_WHOLE_GATED``'s columns) of the ``wanted`` ids or rowids (``key``)
    that pass ``gate`` now, in the order wanted, each once. Rows ``kept`` are not read again:
    only their keys go through the gate."""
    sql, params = _gate_sql(gate)
    keys = list(dict.fromkeys(wanted))
    whole = _WHOLE_GATED[key].format(gate=sql)
    at = kept.for_state(conn) if kept is not None else None
    if kept is None or at is None:
        return _plain_rows(conn, whole, dict(params, keys=_j(keys)))
    have = {k: row for k in keys if (row := kept.get(key, k)) is not None}
    passed: set[object] = set()
    if have:
        checked = _plain_rows(
            conn, _KEYS_GATED[key].format(gate=sql), dict(params, keys=_j(list(have)))
        )
        passed = {r[0] for r in checked}
    fresh: list[tuple] = []
    if len(have) < len(keys):
        rest = [k for k in keys if k not in have]
        fresh = _plain_rows(conn, whole, dict(params, keys=_j(rest)))
    if not kept.keep(conn, at, fresh):  # written meanwhile: read them all again
        return _plain_rows(conn, whole, dict(params, keys=_j(keys)))
    position = _CANDIDATE_ID if key == "id" else _CANDIDATE_SEQ
    found = {row[position]: row for row in fresh}
    found.update((k, have[k]) for k in passed)
    return [found[k] for k in keys if k in found]


def _plain_rows(conn: sqlite3.Connection, sql: str, params: dict[str, Any]) -> list[tuple]:
    """Rows as plain tuples (read by position), without the cost of ``sqlite3.Row``."""
    cursor = conn.cursor()
    cursor.row_factory = None
    return cursor.execute(sql, params).fetchall()


def _candidate_expr(
    conn: sqlite3.Connection,
    terms: Sequence[str],
    budget: int,
    kept: CountsKept | None = None,
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
    newest = _newest_seq(conn)
    state = kept.for_state(conn, newest) if kept is not None else None
    counted: Counted = state[1] if state is not None else {}
    fresh: Counted = {}  # counted now, kept (below) if the index did not change meanwhile
    counts = []
    for term in terms:
        n = counted.get(term)
        if n is None:
            n = fresh[term] = _doc_freq(conn, term, budget, newest)
        if n:
            counts.append((n, term))
    expr = _expr_of(counts, budget)
    cutoff = 0
    if expr is not None:
        # The newest ``budget`` matches are the candidates when there are more than that.
        known = counted.get((expr,))
        if known is None:
            edge = _newest_from(conn, expr, budget, 2)
            known = fresh[(expr,)] = edge[0] if len(edge) == 2 else 0
        cutoff = known
    if kept is not None and state is not None and fresh:
        kept.keep(conn, state[0], fresh)
    return expr, cutoff, {term: n for n, term in counts}


def _expr_of(counts: list[tuple[int, str]], budget: int) -> str | None:
    """The expression matching the candidates of words with these (count, word), None for
    none: each of the rarer words, the rarest always, then every frequent one together."""
    if not counts:
        return None
    ordered = sorted(counts)
    rare: list[str] = []
    used = 0
    for n, term in ordered:
        # The rarest word is always a candidate source, so a question whose words never occur
        # together still finds the rows that hold some of them.
        if rare and used + n > budget:
            break
        rare.append(term)
        used += n
    frequent = [term for _, term in ordered[len(rare) :]]
    parts = [_quoted(t) for t in rare]
    if frequent:
        parts.append("(" + " AND ".join(_quoted(t) for t in frequent) + ")")
    return " OR ".join(parts)


def _newest_seq(conn: sqlite3.Connection) -> int:
    return conn.execute("SELECT max(seq) FROM memories").fetchone()[0] or 0


def _gate_sql(gate: Gate) -> tuple[str, dict[str, Any]]:
    params = _visibility_params(gate.scopes, gate.labels)
    params["as_of"] = format_time(gate.as_of)
    clauses = [_SCOPE_GATE, _ACL_GATE]
    valid_until = "(m.valid_until IS NULL OR m.valid_until > :as_of)"
    if gate.known_at is None:
        if gate.historical or gate.past or gate.events:
            # A superseded row is a past truth only when its event time ended where (or
            # before) its successor's began; a correction with no event time replaced it.
            clauses.append(
                "(m.status = 'active' OR (m.status = 'superseded' AND m.valid_until IS NOT NULL"
                " AND EXISTS (SELECT 1 FROM memories s WHERE s.supersedes_id = m.id"
                " AND s.valid_from IS NOT NULL AND m.valid_until <= s.valid_from)))"
            )
        else:
            clauses.append("m.status = 'active'")
        if (gate.past or gate.events) and not gate.historical:
            valid_until = "1"  # a truth that ended, whenever it did, is what was asked for
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
