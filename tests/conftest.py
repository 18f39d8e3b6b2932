"""Shared fixtures: real SQLite files in ``tmp_path``, agents, and raw access for corruption.

Tests that must reach behind memwarden (corrupt an access list, tamper with the audit log,
insert a row no writer would produce) use :func:`raw_connection`: a plain ``sqlite3``
connection with CHECK constraints switched off, committed on success. Helpers that hypothesis
tests need are session-scoped fixtures returning plain functions, so they hold no state.
"""

from __future__ import annotations

import importlib.util
import re
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from ulid import ULID

from memwarden import Memory
from memwarden.settings import Settings
from memwarden.text import content_hash


def pytest_addoption(parser: pytest.Parser) -> None:
    # pyproject.toml sets pytest-timeout's `timeout`. Without the plugin (a plain pytest, not
    # the test extra) the option would be unknown, and with warnings as errors pytest would
    # stop before running anything: declared here, unused, the suite runs without timeouts.
    if importlib.util.find_spec("pytest_timeout") is None:
        parser.addini("timeout", "per-test timeout (unused: pytest-timeout is not installed)")


# Property tests are about what holds, never about how fast: no per-example deadline and no
# "too slow" health check anywhere, so a busy CI host cannot fail one (a test's own
# @settings still sets its number of examples).
settings.register_profile("memwarden", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("memwarden")


# The scripted fake LLM server (the `server` fixture) used by the extractor's tests.
pytest_plugins = ["fake_llm"]


@contextmanager
def raw_connection(path: Path | str) -> Iterator[sqlite3.Connection]:
    """A plain connection to ``path`` with CHECK constraints off; commits when the block ends."""
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=30.0)
    try:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    finally:
        conn.close()


def clone_memory(conn: sqlite3.Connection, source_id: str, **changes: Any) -> str:
    """Insert a copy of memory ``source_id`` with ``changes`` directly into the table."""
    columns = [r[1] for r in conn.execute("PRAGMA table_info(memories)") if r[1] != "seq"]
    row = conn.execute(
        f"SELECT {', '.join(columns)} FROM memories WHERE id = ?", (source_id,)
    ).fetchone()
    values = dict(zip(columns, row, strict=True))
    values.update(id=str(ULID()), supersedes_id=None)
    if "text" in changes and "content_hash" not in changes:
        changes["content_hash"] = content_hash(changes["text"]) if changes["text"] else None
    values.update(changes)
    cur = conn.execute(
        f"INSERT INTO memories ({', '.join(values)}) VALUES ({', '.join('?' * len(values))})",
        list(values.values()),
    )
    indexed_by_trigger = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'memories'"
        " AND sql LIKE '%AFTER INSERT%' AND sql LIKE '%memories_fts%'"
    ).fetchone()
    if not indexed_by_trigger and values["text"]:
        # The store indexes the rows it writes itself; a planted row must be indexed too, or
        # it could never be found and a test of the gate would pass for the wrong reason.
        conn.execute(
            "INSERT INTO memories_fts (rowid, text) VALUES (?, ?)", (cur.lastrowid, values["text"])
        )
    return values["id"]


def table_rows(path: Path | str, tables: Iterable[str] | None = None) -> dict[str, list[tuple]]:
    """Every row of ``tables`` (default: every table in the file, the full-text index's own
    tables included, virtual tables left out), in a stable order, read-only."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        if tables is None:
            tables = [
                name
                for (name,) in conn.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table'"
                    " AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name"
                )
            ]
        out = {}
        for table in tables:
            cols = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
            order = ", ".join(cols)
            out[table] = conn.execute(f"SELECT * FROM {table} ORDER BY {order}").fetchall()
        return out
    finally:
        conn.close()


def counts(path: Path | str) -> tuple[int, int]:
    """(memories, audit events) in the store at ``path``."""
    rows = table_rows(path, ("memories", "audit_events"))
    return len(rows["memories"]), len(rows["audit_events"])


def store_bytes(path: Path | str) -> bytes:
    """The raw bytes of the database file and its -wal and -shm files, as they are on disk."""
    out = b""
    for suffix in ("", "-wal", "-shm", "-journal"):
        candidate = Path(f"{path}{suffix}")
        if candidate.exists():
            out += candidate.read_bytes()
    return out


# A digest as the store keeps it (a content hash, an audit hash, a fingerprint): lower-case hex;
# and what else the store writes that holds digits by chance: a moment to the microsecond
# ("2026-12-05T12:11:18.232439"), an id (26 letters and digits of Crockford's base 32) — also
# where a byte of SQLite's record beside it is a capital letter or a digit by chance ("C" before
# "01M963G7KEY9ZHZHQ519JB3YC0"): such an id was left whole, and a short number said in a test
# ("7310") could turn up in its random part (a fresh-clone run once failed on "7310" so, as far
# as can be told: sixty runs of that test did not show it again).
_DIGEST = re.compile(
    rb"[0-9a-f]{16,}|\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:\.\d+)?"
    rb"|[0-9A-HJKMNP-TV-Z]{26}"
)


def without_digests(data: bytes) -> bytes:
    """``data`` with every run of 16 or more lower-case hex digits cut out, and every moment and
    id the store wrote: a short number told in a text ("1066") may occur inside a hash, a
    timestamp or an id by chance (…553955106609ff…), which is no copy of it, while any copy of
    it as said is still there."""
    return _DIGEST.sub(b" ", data)


@pytest.fixture(scope="session")
def digests_cut() -> Callable[[bytes], bytes]:
    return without_digests


@pytest.fixture(scope="session")
def raw() -> Callable[..., Any]:
    return raw_connection


@pytest.fixture(scope="session")
def clone() -> Callable[..., str]:
    return clone_memory


@pytest.fixture(scope="session")
def rows() -> Callable[..., dict[str, list[tuple]]]:
    return table_rows


@pytest.fixture(scope="session")
def count() -> Callable[[Path | str], tuple[int, int]]:
    return counts


@pytest.fixture(scope="session")
def disk_bytes() -> Callable[[Path | str], bytes]:
    return store_bytes


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "m.db"


@pytest.fixture
def memory(db_path: Path) -> Iterator[Memory]:
    """The owner's view of a fresh store; closed at the end of the test."""
    with Memory.open(db_path) as m:
        yield m


@pytest.fixture
def words_memory(db_path: Path) -> Iterator[Memory]:
    """The owner's view of a fresh store that searches by words only (no embedder): what a
    rule decides, without the meaning signal's help."""
    with Memory.open(db_path, settings=Settings(embedder="none", embed_worker=False)) as m:
        yield m


@pytest.fixture
def make_agent(memory: Memory) -> Callable[..., Memory]:
    """Create an agent and return its view of the same store (closed with ``memory``)."""

    def make(
        name: str,
        *,
        labels: Iterable[str] = ("personal",),
        capabilities: Iterable[str] = ("remember",),
        scopes: Iterable[str] = (),
    ) -> Memory:
        _, token = memory.principal_add(
            name, labels=labels, capabilities=capabilities, scopes=scopes
        )
        return memory.for_token(token)

    return make
