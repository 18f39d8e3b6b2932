"""SQLite backend: one file, WAL, one writer at a time, readers in parallel.

* Every connection: ``journal_mode=WAL``, ``foreign_keys=ON``, ``secure_delete=ON`` (freed pages
  are zeroed, so forgotten text does not linger), a busy timeout so writers from several
  processes queue instead of failing.
* Each thread gets its own connection; every write is ``BEGIN IMMEDIATE`` … ``COMMIT``, so the
  database file's own lock is the single writer, across threads and processes alike.
* Migrations are numbered SQL files applied in order and recorded in ``schema_migrations``.
* The full-text index (FTS5, Porter stemmer) is kept in sync in the same transaction: new rows
  are indexed in one statement before COMMIT, changed and deleted rows by triggers.
* The pieces: ``sqlite_schema`` (header check, migrations), ``sqlite_rows`` (columns and row
  conversions), ``sqlite_query`` (the read gate and the bounded full-text candidates),
  ``sqlite_reads`` and ``sqlite_txn`` (reads, and one write transaction); this module opens the
  file and holds the store.
* A file that is not a SQLite database, or a SQLite database that is not memwarden's, is refused
  before anything is written to it.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from ..clock import format_time, now
from ..errors import ConfigurationError, InvalidInputError, MemwardenError, StoreError
from ..model import (
    AuditEvent,
    MemoryRecord,
    Principal,
)
from .base import (
    Gate,
    LexicalCandidate,
    LexicalResult,
    StoreCheck,
    Visibility,
)
from .sqlite_entities import _EntityReads
from .sqlite_query import (
    _ACL_GATE,
    _CANDIDATE_BUDGET,
    _CANDIDATE_ID,
    _CANDIDATE_SCOPE,
    _CANDIDATE_SEQ,
    _CANDIDATE_TEXT,
    _HASHES_GATED,
    _POOL_CEILING,
    _SCOPE_GATE,
    CountsKept,
    RowsKept,
    _candidate_expr,
    _gate_sql,
    _indexed_rows,
    _plain_rows,
    _ranking,
    _visibility_params,
    gated_whole,
)
from .sqlite_reads import _Reads
from .sqlite_rows import (
    _SELECT_MEMORY,
    _j,
    _row_to_audit,
    _row_to_memory,
    _row_to_principal,
)
from .sqlite_schema import (
    _SQLITE_HEADER,
    SCHEMA_VERSION,
    _migrations,
    _statements,
)
from .sqlite_txn import _Txn

__all__ = ["SCHEMA_VERSION", "SQLiteStore"]

# The best ``limit * _POOL_FACTOR`` full-text candidates (by FTS5's own BM25) are read and rescored.
_POOL_FACTOR = 2
_BUSY_TIMEOUT_MS = 30000
# Access counts noted by recall are written on their own once this long has passed since they
# were last written (at the next recall), and at most this many recalls' worth wait for a file
# that will not take them (see note_access).
_ACCESS_EVERY_S = 1.0
_ACCESS_KEPT = 10000
# A memory's time for :meth:`SQLiteStore.in_period`, exactly as indexed (0010_time_index.sql).
_WHEN = "coalesce(valid_from, said_at, recorded_at)"
_PERIOD_WALK = 2000


def _coalesced(
    noted: list[tuple[tuple[str, ...], datetime]],
) -> list[tuple[str, int, datetime]]:
    """Noted recalls as one update per memory and day: (id, how many, the last one's time),
    oldest first — the same counts, days and last time as one update each in time order (a
    recall noted late by another thread still lands in its place)."""
    groups: dict[tuple[str, object], list] = {}
    for ids, at in noted:
        day = at.astimezone(UTC).date()
        for memory_id in ids:
            group = groups.get((memory_id, day))
            if group is None:
                groups[(memory_id, day)] = [1, at]
            else:
                group[0] += 1
                group[1] = max(group[1], at)
    counts = [(memory_id, n, at) for (memory_id, _), (n, at) in groups.items()]
    counts.sort(key=lambda count: count[2])
    return counts


@contextmanager
def _page_cache(conn: sqlite3.Connection, megabytes: int) -> Iterator[None]:
    """``conn``'s page cache at ``megabytes`` MB while the block runs, if that is more than it
    has; as it was after. (A negative ``cache_size`` is in KiB, a positive one in pages.)"""
    if megabytes <= 0:
        yield
        return
    usual = conn.execute("PRAGMA cache_size").fetchone()[0]
    usual_kib = (
        -usual if usual < 0 else usual * conn.execute("PRAGMA page_size").fetchone()[0] // 1024
    )
    if megabytes * 1024 <= usual_kib:
        yield
        return
    try:
        with _pragma(conn, "cache_size", -int(megabytes) * 1024):
            yield
    finally:
        _give_back_freed_memory()


@contextmanager
def _pragma(conn: sqlite3.Connection, name: str, value: int) -> Iterator[None]:
    """``conn``'s ``PRAGMA name`` at ``value`` while the block runs; as it was after."""
    usual = conn.execute(f"PRAGMA {name}").fetchone()[0]
    conn.execute(f"PRAGMA {name} = {int(value)}")
    try:
        yield
    finally:
        conn.execute(f"PRAGMA {name} = {int(usual)}")


def _give_back_freed_memory() -> None:
    """Ask the C library to return the memory freed so far to the system (glibc's
    ``malloc_trim``): SQLite frees a shrunk cache's pages, but among the Python objects made
    meanwhile the library keeps them, and a 1M import left the process ~130 MB larger for
    good. Elsewhere (musl, macOS, Windows) nothing."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@functools.cache
def _malloc_trim() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None).malloc_trim  # the C library this process already uses
    except (OSError, AttributeError):
        return None


class _Behind:
    """Work a store does on a thread of its own behind its caller, one run at a time (the
    import's fold, the access counts' write)."""

    def __init__(self, name: str, work: Callable[[], None]) -> None:
        self._name = name
        self._work = work
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Start a run, unless one is running."""
        if self._thread is not None and self._thread.is_alive():
            return
        self._thread = threading.Thread(target=self._work, name=self._name, daemon=True)
        self._thread.start()

    def done(self) -> None:
        """Wait for the run, if one is running (from any other thread)."""
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join()


def _waited_for(conn: sqlite3.Connection, sql: str) -> Any:
    """The first row of ``sql``, tried again while another connection holds the lock it needs,
    for as long as the busy timeout. Switching a new file to WAL takes the file whole, and when
    several processes create the same store at once SQLite may answer "database is locked" at
    once instead of waiting (a lock upgrade it refuses to wait for, lest two wait on each
    other): the statement has ended, its locks are let go, and a moment later it succeeds."""
    deadline = time.monotonic() + _BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            return conn.execute(sql).fetchone()
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(0.02)


class SQLiteStore(_Reads, _EntityReads):
    """The default store: one SQLite file."""

    def __init__(self, path: str | Path, *, synchronous: str = "NORMAL") -> None:
        self.path = Path(path).expanduser()
        self._synchronous = synchronous
        self._local = threading.local()
        self._all: list[sqlite3.Connection] = []
        # Each connection's whole rows, kept while nothing is written (see RowsKept).
        self._rows_kept: list[RowsKept] = []
        self._lock = threading.Lock()
        self._closed = False
        self._closing = False  # set first thing by close: no thread is started behind after it
        # The log folded behind a bulk write's commit (see write).
        self._folding = _Behind("memwarden-wal-fold", lambda: self._fold())
        # A forget's truncation of the log that another connection's open read kept from
        # completing (see _checkpoint): retried after every later write and on close.
        self._erasure_pending = False
        # The full-text counts of the current index, kept from one search to the next.
        self._counts = CountsKept()
        # Access counts written behind (see note_access): (ids, when) not yet in the file.
        self._access: list[tuple[tuple[str, ...], datetime]] = []
        self._access_lock = threading.Lock()
        self._access_flushed = time.monotonic()
        # The counts a recall found due, written behind it (see note_access).
        self._access_writer = _Behind(
            "memwarden-access",
            lambda: self._on_own_connection(lambda conn: self._write_access(conn, wait=False)),
        )
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
            conn.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
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
            mode = _waited_for(conn, "PRAGMA journal_mode = WAL")[0]
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
            rows = RowsKept()
            self._local.conn, self._local.rows = conn, rows
            with self._lock:
                self._all.append(conn)
                self._rows_kept.append(rows)
        return conn

    def _kept_rows(self) -> RowsKept:
        """This thread's connection's kept rows (see RowsKept)."""
        self._conn()
        return self._local.rows

    def _forget_kept_rows(self) -> None:
        """Empty every connection's kept rows: after a write, so no text it replaced or erased
        stays in memory, and after a restore, which changes pages without the row counts
        RowsKept watches."""
        with self._lock:
            for rows in self._rows_kept:
                rows.clear()

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
            self._closing = True
        self._folding.done()
        self._access_writer.done()
        if not self._closed:
            with contextlib.suppress(MemwardenError, sqlite3.Error):  # best effort, like below
                self.flush_access()
            if self._erasure_pending:
                with contextlib.suppress(MemwardenError, sqlite3.Error):
                    self._checkpoint(wait=False)
        with self._lock:
            for conn in self._all:
                with contextlib.suppress(sqlite3.Error):  # closing is best effort
                    conn.close()
            self._all.clear()
            for rows in self._rows_kept:
                rows.clear()
            self._rows_kept.clear()
        self._local = threading.local()
        self._closed = True

    # -- writing --------------------------------------------------------------------------

    @contextmanager
    def write(self, *, cache_mb: int = 0, fold_behind: bool = False) -> Iterator[_Txn]:
        conn = self._conn()
        if conn.in_transaction:
            raise StoreError("nested write transactions are not supported")
        try:
            with (
                _page_cache(conn, cache_mb),
                # the commit leaves its checkpoint to the fold
                _pragma(conn, "wal_autocheckpoint", 0) if fold_behind else contextlib.nullcontext(),
                self._transaction(conn) as txn,
            ):
                yield txn
        finally:  # committed or rolled back
            self._forget_kept_rows()
        if txn.purge_requested:
            self._checkpoint()
            return
        if self._erasure_pending:  # an earlier forget's, held up by a reader: try again
            self._checkpoint(wait=False)
        if fold_behind:
            self._behind(self._folding)

    def _behind(self, work: _Behind) -> None:
        """Start ``work`` behind the caller, unless the store is closing."""
        with self._lock:
            if not self._closing:
                work.start()

    def _on_own_connection(self, work: Callable[[sqlite3.Connection], object]) -> None:
        """``work`` on a connection of its own, closed after. Best effort: what it cannot do
        is done later (the counts stay noted; the next commit's automatic checkpoint, or the
        next open, folds the log)."""
        with contextlib.suppress(MemwardenError, sqlite3.Error):
            conn = self._connect()
            try:
                work(conn)
            finally:
                conn.close()

    def _fold(self) -> None:
        """Fold the WAL back into the file: a passive checkpoint, what the commit would have
        done."""
        self._on_own_connection(lambda conn: conn.execute("PRAGMA wal_checkpoint(PASSIVE)"))

    @contextmanager
    def _transaction(self, conn: sqlite3.Connection) -> Iterator[_Txn]:
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise self._write_error(exc) from exc
        txn = _Txn(conn)
        carried = self._take_access()
        try:
            yield txn
            txn.index_new_rows()
            if carried:  # counts waiting to be written go with this transaction
                txn.count_access(_coalesced(carried))
            conn.execute("COMMIT")
        except BaseException as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            self._return_access(carried)
            if isinstance(exc, sqlite3.IntegrityError):
                raise InvalidInputError(f"rejected by the store: {exc}") from exc
            if isinstance(exc, sqlite3.Error):
                raise self._write_error(exc) from exc
            raise

    # -- access counts, written behind ----------------------------------------------------

    def note_access(self, memory_ids: Sequence[str], at: datetime) -> None:
        """Count a recall of ``memory_ids`` at ``at``, written behind: with the next write
        transaction, or once a second has passed since the last time by a thread of the
        store's own (so the recall that finds them due returns without writing them), on
        :meth:`flush_access` and on :meth:`close`. A recall is then a pure read — it neither
        takes the writer's lock nor waits for another process's long write (a busy file keeps
        the counts for the next try). At most a second of counts is lost if the process dies."""
        if not memory_ids:
            return
        with self._access_lock:
            self._access.append((tuple(memory_ids), at))
            if len(self._access) > _ACCESS_KEPT:  # a file that never takes them (read-only)
                del self._access[: len(self._access) - _ACCESS_KEPT]
            due = time.monotonic() - self._access_flushed >= _ACCESS_EVERY_S
        if due:
            self._behind(self._access_writer)

    def flush_access(self, *, wait: bool = True) -> None:
        """Write the counts noted so far in their own transaction (after the store's own
        writer's, if it is at it). ``wait=False`` gives up at once if another connection holds
        the write lock (the counts stay noted); inside a transaction of this thread's
        connection it does nothing (that write carries them)."""
        self._access_writer.done()
        conn = self._conn()
        if conn.in_transaction:
            return
        self._write_access(conn, wait=wait)

    def _write_access(self, conn: sqlite3.Connection, *, wait: bool) -> None:
        pending = self._take_access()
        if not pending:
            return
        try:
            with _pragma(conn, "busy_timeout", 0) if not wait else contextlib.nullcontext():
                conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError:  # busy, or a read-only file: keep them for later
            self._return_access(pending)
            return
        try:
            _Txn(conn).count_access(_coalesced(pending))
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            self._return_access(pending)
            raise

    def _take_access(self) -> list[tuple[tuple[str, ...], datetime]]:
        with self._access_lock:
            pending, self._access = self._access, []
            self._access_flushed = time.monotonic()
        return pending

    def _return_access(self, pending: list[tuple[tuple[str, ...], datetime]]) -> None:
        if pending:
            with self._access_lock:
                self._access[:0] = pending
                del self._access[: max(0, len(self._access) - _ACCESS_KEPT)]

    def _write_error(self, exc: sqlite3.Error) -> StoreError | ConfigurationError:
        message = str(exc)
        if "readonly" in message:
            return ConfigurationError(f"the database at {self.path} is read-only: {message}")
        return StoreError(f"database error: {message}")

    def _checkpoint(self, *, wait: bool = True) -> None:
        """Fold the WAL back into the file and truncate it, so page images holding erased text
        do not survive in the log.

        A fold behind a bulk write holds SQLite's checkpoint lock while it runs, and a
        checkpoint that finds it held does nothing: wait for it first. Another connection
        still reading a snapshot from before the erasure needs those old pages, so the
        truncation cannot finish until that read ends; it waits up to the busy timeout
        (``wait=False``: not at all), and if the read is still open the erasure stays pending
        (:meth:`erasure_pending`) and is tried again after the next write and on close.
        """
        self._folding.done()
        conn = self._conn()
        with contextlib.nullcontext() if wait else _pragma(conn, "busy_timeout", 0):
            busy = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
        self._erasure_pending = busy != 0

    def erasure_pending(self) -> bool:
        return self._erasure_pending

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
        expr, cutoff, doc_freq = _candidate_expr(conn, terms, _CANDIDATE_BUDGET, self._counts)
        if expr is None:
            return LexicalResult([], doc_freq, 0)
        total_docs = _indexed_rows(conn)
        kept = self._kept_rows()
        pool = max(limit * _POOL_FACTOR, 40)
        ranking = _ranking(conn, expr, cutoff)
        ranked: list[tuple[int, float]] = []
        try:
            while True:
                ranked += ranking.fetchmany(pool - len(ranked))  # the best ``pool``
                rank_of = dict(ranked)
                rows = gated_whole(conn, "seq", [seq for seq, _ in ranked], gate, kept)
                if len(rows) >= limit or len(ranked) < pool or pool >= _POOL_CEILING:
                    break
                pool *= 8
        finally:
            ranking.close()
        found = [
            LexicalCandidate(
                r[_CANDIDATE_ID],
                r[_CANDIDATE_TEXT],
                r[_CANDIDATE_SCOPE],
                -float(rank_of[r[_CANDIDATE_SEQ]]),
                partial(kept.record, r),
            )
            for r in rows
        ]
        found.sort(key=lambda c: (-c.score, c.id))
        return LexicalResult(found, doc_freq, total_docs)

    def get_gated(self, ids: Sequence[str], gate: Gate) -> dict[str, MemoryRecord]:
        if not ids:
            return {}
        kept = self._kept_rows()
        rows = gated_whole(self._conn(), "id", ids, gate, kept)
        return {row[_CANDIDATE_ID]: kept.record(row) for row in rows}

    def gated_hashes(self, ids: Sequence[str], gate: Gate) -> dict[str, str | None]:
        if not ids:
            return {}
        sql, params = _gate_sql(gate)
        params["keys"] = _j(list(ids))
        return dict(_plain_rows(self._conn(), _HASHES_GATED.format(gate=sql), params))

    def in_period(self, gate: Gate, start: datetime, end: datetime, limit: int) -> list[str]:
        sql, params = _gate_sql(gate)
        params.update(start=format_time(start), end=format_time(end), limit=limit,
                      walk=max(limit, _PERIOD_WALK))  # fmt: skip
        # The index (0010_time_index.sql, named: without statistics SQLite prefers the status
        # index, every active row) gives the period's first rows in time order; the gate is
        # applied to those. Bounded, so a period full of other people's rows stays cheap.
        rows = self._conn().execute(
            "SELECT m.id FROM (SELECT * FROM memories INDEXED BY memories_when"
            f" WHERE {_WHEN} >= :start AND {_WHEN} < :end ORDER BY {_WHEN}, id LIMIT :walk) m"
            f" WHERE {sql} ORDER BY {_WHEN}, m.id LIMIT :limit",
            params,
        )
        return [r[0] for r in rows]

    def slotted(self, gate: Gate, keys: Sequence[str], limit: int) -> list[str]:
        if not keys:
            return []
        sql, params = _gate_sql(gate)
        params.update(keys=_j(list(keys)), limit=limit)
        # A key and every key continuing it after a separator (\x1f, below the space).
        # A memory's second slot (``also_slot_key``) by its own index, the same way; and the
        # slots its text's other parts fill (0017: "I moved to York and I started as a
        # paramedic" is the job too), from the key's rows in their index.
        rows = self._conn().execute(
            "SELECT m.id FROM (SELECT m.seq FROM json_each(:keys) k CROSS JOIN memories m"
            " INDEXED BY memories_slot_key WHERE m.slot_key >= k.value"
            " AND m.slot_key < k.value || char(32) UNION SELECT m.seq FROM json_each(:keys) k"
            " CROSS JOIN memories m INDEXED BY memories_also_slot_key"
            " WHERE m.also_slot_key >= k.value AND m.also_slot_key < k.value || char(32)"
            " UNION SELECT o.seq FROM json_each(:keys) k CROSS JOIN memory_part_slots p"
            " CROSS JOIN memories o WHERE p.slot_key >= k.value"
            " AND p.slot_key < k.value || char(32) AND o.id = p.memory_id) w"
            f" CROSS JOIN memories m WHERE m.seq = w.seq AND {sql}"
            " ORDER BY m.seq DESC LIMIT :limit",
            params,
        )
        return [r[0] for r in rows]

    def topical(
        self, gate: Gate, topics: Sequence[str], limit: int
    ) -> list[tuple[str, str, tuple[str, ...], int]]:
        sql, params = _gate_sql(gate)
        params["limit"] = limit
        conn = self._conn()
        found = []
        # Each topic's rows walked newest first in its index (topic, seq), through the gate,
        # until ``limit`` pass: the cost is the rows read, whatever the store's size. Only the
        # active ones can pass a gate of the present (migration 0014 keeps ``live``).
        present = gate.present
        live = " AND t.live = 1" if present else ""
        for topic in dict.fromkeys(topics):
            params["topic"] = topic
            rows = conn.execute(
                "SELECT m.id, t.words, t.length FROM memory_topics t CROSS JOIN memories m"
                f" WHERE t.topic = :topic{live} AND m.seq = t.seq AND {sql}"
                " ORDER BY t.seq DESC LIMIT :limit",
                params,
            )
            found.extend((mid, topic, tuple(said.split("\x1f")), n) for mid, said, n in rows)
        return found

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
        self.flush_access()  # a lossless copy includes the counts of recalls made so far
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
            self.flush_access()  # counts of recalls made before, into the file being replaced
            # The backup API replaces every page of this database in one step, under the
            # database's write lock; readers see the old or the new file, never a mix.
            src.backup(self._conn())
        finally:
            src.close()
            self._forget_kept_rows()
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
