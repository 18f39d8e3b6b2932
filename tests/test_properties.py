"""Property tests (hypothesis) for the promises that must hold for *any* store contents.

* backup → restore is lossless: every table, row by row, for stores holding every status,
  lineage, erased audit payloads, principals and tombstones;
* a forgotten text never comes back — through any read, a later backup, or the bytes on disk;
* recall never returns a row outside the caller's labels and scopes, corrupted ACLs included.

Each example gets its own fresh database in a temporary directory.
"""

from __future__ import annotations

import json
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memwarden import Decision, Memory, MemwardenError, NotFoundError, Status
from memwarden.clock import now
from memwarden.settings import Settings

PROPERTY = settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
LABELS = ("a", "b", "c")
SCOPES = ("default", "work")
MALFORMED_ACLS = ("not json", "{}", "[]", "[1]", '["*"]', '[""]', '"a"', '[["a"]]', '["a", 2]')
PAST = "2001-01-01T00:00:00.000000Z"
HASHED = Settings(embedder="hashed")  # fast vectors: these properties are not about meaning


@contextmanager
def fresh_store(settings: Settings | None = None) -> Iterator[tuple[Memory, Path]]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "m.db"
        with Memory.open(path, settings=settings) as memory:
            yield memory, path


# -- backup → restore is lossless ------------------------------------------------------------

texts = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")),
    min_size=1,
    max_size=40,
).filter(lambda s: s.strip())
operations = st.lists(
    st.one_of(
        st.tuples(
            st.just("remember"),
            texts,
            st.sampled_from(["fact", "preference", "event", "episode"]),
            st.sampled_from(SCOPES),
            st.lists(st.sampled_from(LABELS), max_size=2),
        ),
        st.tuples(st.just("correct"), st.integers(0, 30), texts, st.booleans()),
        st.tuples(st.just("forget"), st.integers(0, 30), st.booleans()),
        st.tuples(st.just("tombstone"), texts),
        st.tuples(st.just("agent"), st.lists(st.sampled_from(LABELS), max_size=2), st.booleans()),
        st.tuples(
            st.just("hold"),
            st.integers(0, 30),
            st.sampled_from(["pending", "rejected", "archived"]),
        ),
    ),
    min_size=1,
    max_size=14,
)


def _apply(memory: Memory, path: Path, raw, ops: list[tuple]) -> None:
    made: list[str] = []
    agents = 0

    def pick(index: int) -> str | None:
        return made[index % len(made)] if made else None

    for op in ops:
        try:
            if op[0] == "remember":
                _, text, kind, scope, acl = op
                result = memory.remember(text, kind=kind, scope=scope, acl=acl, chat_id="chat-1")
                if result.memory is not None:
                    made.append(result.memory.id)
            elif op[0] == "correct" and pick(op[1]):
                valid_from = "2030-01-01" if op[3] else None
                result = memory.correct(pick(op[1]), op[2], valid_from=valid_from)
                if result.memory is not None:
                    made.append(result.memory.id)
            elif op[0] == "forget" and pick(op[1]):
                memory.forget(pick(op[1]), never=op[2])
            elif op[0] == "tombstone":
                memory.tombstone_add(op[1])
            elif op[0] == "agent":
                agents += 1
                memory.principal_add(f"agent{agents}", labels=op[1], capabilities=["remember"])
                if op[2]:
                    memory.principal_revoke(f"agent{agents}")
            elif op[0] == "hold" and pick(op[1]):
                _set_status(raw, path, pick(op[1]), op[2])
        except MemwardenError:
            pass  # refused (e.g. correcting a row that is no longer active): also a state


def _set_status(raw, path: Path, memory_id: str, status: str) -> None:
    """Give a row a status no public writer produces yet (pending, rejected, archived)."""
    with raw(path) as conn:
        if status == "pending":
            conn.execute(
                "UPDATE memories SET status = 'pending', hold_reason = 'needs_confirmation'"
                " WHERE id = ? AND status = 'active'",
                (memory_id,),
            )
        else:
            conn.execute(
                "UPDATE memories SET status = ?, retired_at = ? WHERE id = ? AND status = 'active'",
                (status, PAST, memory_id),
            )


@PROPERTY
@given(ops=operations)
def test_backup_then_restore_is_lossless(raw, rows, ops):
    with fresh_store() as (memory, path):
        # every status, lineage and an erased payload in every example, then the random part
        keep = memory.remember("the anchor of every example").memory
        old = memory.remember("lineage start").memory
        memory.correct(old.id, "lineage end", valid_from="2030-01-01")
        memory.forget(memory.remember("forgotten for the example").memory.id)
        for status in ("pending", "rejected", "archived"):
            _set_status(raw, path, memory.remember(f"row held as {status}").memory.id, status)
        _apply(memory, path, raw, ops)

        backup = path.parent / "backup.db"
        memory.backup(backup)
        before = rows(path)
        assert rows(backup) == before
        statuses = {row[0] for row in _column(path, "status")}
        assert statuses == {str(s) for s in Status}

        # change everything a restore has to undo
        later = memory.remember("written after the backup").memory
        memory.forget(keep.id)
        memory.principal_add("late-agent")
        memory.tombstone_add("late tombstone")
        memory.restore(backup)

        after = rows(path)
        for table in before:
            if table in ("audit_events", "sqlite_sequence"):
                continue
            assert after[table] == before[table], table
        # the audit log is the backup's, plus one event that records the restore itself
        assert after["audit_events"][:-1] == before["audit_events"]
        assert after["audit_events"][-1][4] == "restore"
        assert memory.audit_verify().ok
        assert memory.doctor()["ok"]
        assert memory.get(keep.id).text == "the anchor of every example"
        assert keep.id in [h.memory.id for h in memory.recall("anchor").results]
        assert later.id not in {m["id"] for m in json.loads(memory.export())["memories"]}


def _column(path: Path, column: str) -> list[tuple]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return conn.execute(f"SELECT {column} FROM memories").fetchall()
    finally:
        conn.close()


# -- a forgotten text never comes back ---------------------------------------------------------

# Long random words over letters that never occur in hex digests, so neither a hash nor a
# ULID can contain one by accident, and long enough that the stemmer keeps a stable prefix.
secret_word = st.text(alphabet="ghijklmnopqrstuvwxyz", min_size=18, max_size=22)


def _unrelated(words: list[str]) -> bool:
    """No word shares the pieces the checks look for with another (a shrunk "gggg…" pair)."""
    return all(a[2:10] not in b and a[:10] != b[:10] for a in words for b in words if a != b)


def _vocabulary(path: Path) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        conn.execute("CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, memories_fts, row)")
        return {row[0] for row in conn.execute("SELECT term FROM temp.vocab")}
    finally:
        conn.close()


@PROPERTY
@given(
    words=st.lists(secret_word, min_size=4, max_size=6, unique=True).filter(_unrelated),
    variant=st.sampled_from(["plain", "corrected-after", "is-a-correction", "repeated"]),
    never=st.booleans(),
    fillers=st.integers(0, 12),
)
def test_a_forgotten_text_never_comes_back(disk_bytes, words, variant, never, fillers):
    secret_words, twin_words = words[:2], words[2:]
    secret = "the vault code is " + " ".join(secret_words)
    twin = "the locker code is " + " ".join(twin_words)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "m.db"
        with Memory.open(path) as memory:
            for i in range(fillers):
                memory.remember(f"filler memory number {i}")
            if variant == "is-a-correction":
                base = memory.remember("the vault code is unknown").memory
                target = memory.correct(base.id, secret).memory
            else:
                target = memory.remember(secret, chat_id="chat-9").memory
            if variant == "repeated":
                assert memory.remember(secret).decision is Decision.IGNORED
            if variant == "corrected-after":
                memory.correct(target.id, "the vault code was changed")
            memory.remember(twin)
            memory.forget(target.id, never=never)

            reads = [
                json.dumps(memory.get(target.id).to_dict()),
                json.dumps([r.to_dict() for r in memory.lineage(target.id)]),
                json.dumps([e.to_dict() for e in memory.history(target.id)]),
                json.dumps([e.to_dict() for e in memory.audit_log(limit=None)]),
                memory.export("json"),
                memory.export("markdown"),
            ]
            for query in [*secret_words, "vault code", "vault"]:
                hits = memory.recall(query, limit=100).results
                reads.append(json.dumps([hit.to_dict() for hit in hits]))
            twin_found = memory.recall(twin_words[0]).results
            # control: the twin is found first (MiniLM may add a faint match of a gibberish word)
            assert twin_found and twin_found[0].memory.text == twin
            backup = Path(tmp) / "after-forget.db"
            memory.backup(backup)

            everything = "\n".join(reads)
            assert secret not in everything
            for word in secret_words:
                assert word not in everything
            assert twin_words[0] in everything  # control: the export and the log hold the twin

            vocabulary = _vocabulary(path)
            for word in secret_words:
                assert not any(term.startswith(word[:10]) for term in vocabulary)
            assert any(term.startswith(twin_words[0][:10]) for term in vocabulary)

            _assert_absent_from_bytes(disk_bytes(path), secret_words, twin_words)
            _assert_absent_from_bytes(disk_bytes(backup), secret_words, twin_words)
        _assert_absent_from_bytes(disk_bytes(path), secret_words, twin_words)  # after close


def _assert_absent_from_bytes(blob: bytes, secret_words: list[str], twin_words: list[str]) -> None:
    for word in secret_words:
        assert word.encode() not in blob
        # what the full-text index would keep of it (a stem, possibly prefix-compressed)
        assert word[2:10].encode() not in blob
    for word in twin_words:  # control: a remembered, unforgotten text is on disk
        assert word.encode() in blob


# -- recall never returns a row outside the caller's labels -----------------------------------

row_specs = st.lists(
    st.tuples(
        st.sets(st.sampled_from(LABELS), min_size=1),
        st.sampled_from(SCOPES),
        st.one_of(st.none(), st.sampled_from(MALFORMED_ACLS)),
    ),
    min_size=1,
    max_size=12,
)
callers = st.tuples(
    st.sets(st.sampled_from((*LABELS, "d")), min_size=1),
    st.sets(st.sampled_from(SCOPES), min_size=1),
)


@PROPERTY
@given(specs=row_specs, caller=callers)
def test_recall_never_returns_a_row_outside_the_callers_labels(raw, specs, caller):
    caller_labels, caller_scopes = caller
    with fresh_store() as (memory, path):
        _, token = memory.principal_add(
            "reader", labels=sorted(caller_labels), scopes=sorted(caller_scopes)
        )
        agent = memory.for_token(token)
        expected_agent, expected_owner, written = set(), set(), []
        for i, (acl, scope, corruption) in enumerate(specs):
            row = memory.remember(f"kestrel row {i}", acl=sorted(acl), scope=scope).memory
            written.append(row.id)
            if corruption is None:
                expected_owner.add(row.id)
                if acl & caller_labels and scope in caller_scopes:
                    expected_agent.add(row.id)
        corrupt = [(c, rid) for (_, _, c), rid in zip(specs, written, strict=True) if c]
        if corrupt:
            with raw(path) as conn:
                conn.execute("DROP TRIGGER IF EXISTS memories_acl_shape_update")
                conn.executemany("UPDATE memories SET acl = ? WHERE id = ?", corrupt)

        hits = agent.recall("kestrel", limit=1000).results
        assert {h.memory.id for h in hits} == expected_agent
        for hit in hits:
            assert set(hit.memory.acl) & caller_labels
            assert hit.memory.scope in caller_scopes
        # control: the owner sees every well-formed row, and no corrupted one
        assert {h.memory.id for h in memory.recall("kestrel", limit=1000).results} == expected_owner
        for memory_id in written:
            try:
                agent.get(memory_id)
                seen = True
            except NotFoundError:
                seen = False
            assert seen is (memory_id in expected_agent)


# -- as of a date: exactly what was true then, as believed at any time ----------------------

CITIES = ("Lisbon", "Porto", "Madrid", "Oslo", "Vienna")
DAY0 = date(2000, 1, 1)


def _chains(draw: st.DrawFn) -> tuple[list[str], list[date], bool]:
    """Where the person lived, each move later than the one before (moving back allowed), and
    whether each move is the owner's explicit correction or a plain statement at the door."""
    n = draw(st.integers(1, 5))
    cities = [draw(st.sampled_from(CITIES))]
    for _ in range(n - 1):
        cities.append(draw(st.sampled_from([c for c in CITIES if c != cities[-1]])))
    gaps = draw(st.lists(st.integers(1, 2000), min_size=n, max_size=n))
    starts = [DAY0 + timedelta(days=sum(gaps[: i + 1])) for i in range(n)]
    return cities, starts, draw(st.booleans())


chains = st.composite(_chains)()


def _true_on(cities: list[str], starts: list[date], day: date) -> set[str]:
    """The oracle: the city whose stretch [start, next start) holds ``day``."""
    held = [c for c, s, e in zip(cities, starts, [*starts[1:], None], strict=True)
            if s <= day and (e is None or day < e)]  # fmt: skip
    return set(held)


@PROPERTY
@given(chain=chains, probes=st.lists(st.integers(-30, 12000), min_size=1, max_size=6))
def test_as_of_a_date_recall_gives_what_was_true_then_as_believed_at_each_time(
    chain: tuple[list[str], list[date], bool], probes: list[int]
) -> None:
    cities, starts, explicit = chain
    with fresh_store(HASHED) as (memory, _):
        believed_at, previous = [], None
        for city, start in zip(cities, starts, strict=True):
            text = f"I live in {city}"
            if explicit and previous is not None:
                written = memory.correct(previous, text, valid_from=start.isoformat())
            else:
                written = memory.remember(text, valid_from=start.isoformat())
                # a move through the door is a change of the one home, never a conflict
                expected = Decision.CREATED if previous is None else Decision.UPDATED
                assert written.decision is expected, (written.decision, written.reason)
            previous = written.memory.id
            believed_at.append(now())

        def lived(as_of: date | None = None, known_at: datetime | None = None) -> set[str]:
            hits = memory.recall(
                "where do I live", limit=50,
                as_of=None if as_of is None else as_of.isoformat(), known_at=known_at,
            ).results  # fmt: skip
            return {h.memory.text.removeprefix("I live in ") for h in hits}

        # Now: only the last home.
        assert lived() == {cities[-1]}
        # Each probe day, and each move's first day and the day before it.
        days = {starts[0] + timedelta(days=p) for p in probes}
        days |= {s + timedelta(days=d) for s in starts for d in (-1, 0)}
        for day in sorted(days):
            assert lived(day) == _true_on(cities, starts, day), day
        # As believed right after the k-th move: the moves until then, the k-th open-ended.
        for k, at in enumerate(believed_at):
            assert lived(known_at=at) == {cities[k]}
            for day in sorted(days):
                assert lived(day, at) == _true_on(cities[: k + 1], starts[: k + 1], day)


# -- context: within its budget, exact about what it left out, grows only at its end ---------

WORDS = ("garden", "violin", "ferry", "lemon", "harbour", "pottery", "chess", "museum")
notes = st.lists(
    st.tuples(st.lists(st.sampled_from(WORDS), min_size=1, max_size=60), st.integers(0, 999)),
    max_size=12,
)


@PROPERTY
@given(notes=notes, budget=st.integers(200, 4000), query=st.sampled_from(WORDS))
def test_context_keeps_its_budget_counts_what_it_left_out_and_only_grows_at_its_end(
    notes: list[tuple[list[str], int]], budget: int, query: str
) -> None:
    with fresh_store(HASHED) as (memory, _):
        kept: list[str] = []
        before: dict[str, Any] | None = None
        for n, (words, number) in enumerate(notes):
            written = memory.remember(f"Note {n} ({number}): the {' '.join(words)}", kind="fact")
            assert written.decision is Decision.CREATED, written.reason
            kept.append(written.memory.id)
            block = memory.context(query, budget_chars=budget)
            text, shown = block["text"], block["memories"]
            assert len(text) <= budget
            assert len(set(shown)) == len(shown) and set(shown) <= set(kept)
            assert block["more"] == len(kept) - len(shown)
            for memory_id in shown:  # each one listed is in the text, whole
                assert f"- {memory.get(memory_id).text}\n" in text + "\n"
            if block["more"]:
                assert f"({block['more']:,} more memories not shown" in text
            else:  # everything fits: all of it, in the order it was learned
                assert shown == kept
                if before is not None and not before["more"]:
                    assert text.startswith(before["text"])  # a prompt cache keeps working
            before = block
        if not kept:  # control for an empty store: the block says so, within the budget
            block = memory.context(query, budget_chars=budget)
            assert block["memories"] == [] and block["more"] == 0
            assert "nothing remembered yet" in block["text"]


# -- a repeat in other dress is a repeat -----------------------------------------------------

STATEMENTS = (
    "I'm allergic to peanuts", "My sister's name is Ana", "I work at Initech",
    "I live in Lisbon", "I don't eat pork", "My favourite colour is green", "I have two cats",
)  # fmt: skip
DRESS = {
    "upper": str.upper,
    "lower": str.lower,
    "full stop": lambda s: s + ".",
    "exclaimed": lambda s: s + "!!",
    "spaced": lambda s: "  " + s.replace(" ", "  ") + "\n",
    "curly apostrophe": lambda s: s.replace("'", "\u2019"),
    "no-break spaces": lambda s: s.replace(" ", "\u00a0"),
    "quoted": lambda s: f'"{s}"',
    "smiling": lambda s: s + " :)",
}


@PROPERTY
@given(
    statement=st.sampled_from(STATEMENTS),
    dress=st.lists(st.sampled_from(sorted(DRESS)), min_size=1, max_size=4),
)
def test_a_statement_repeated_in_other_dress_is_a_repeat(statement: str, dress: list[str]) -> None:
    dressed = statement
    for name in dress:
        dressed = DRESS[name](dressed)
    with fresh_store(HASHED) as (memory, _):
        first = memory.remember(statement)
        assert first.decision is Decision.CREATED
        again = memory.remember(dressed)
        assert again.decision is Decision.IGNORED, (dressed, again.reason)
        assert again.target == first.memory.id
        # control: another statement in the same dress is new, not a repeat of the first
        other = next(s for s in STATEMENTS if s != statement)
        for name in dress:
            other = DRESS[name](other)
        assert memory.remember(other).decision is Decision.CREATED
