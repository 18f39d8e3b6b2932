"""A part of a statement that conflicts holds the whole statement (memwarden.write.review):

* "I moved to York and I work at Tesco", said where "I live in Leeds" and "I work at Asda" are
  believed, changes the home, and tells a new employer with nothing saying it changed — as "I
  work at Tesco" alone, which waits for the person. Before, the home was superseded and both
  employers stayed believed, a contradiction no one was asked about;
* the order of the parts does not matter: in "I work at Tesco and I moved to York" the "moved"
  is the home's, not the job's;
* confirming the statement makes every change it tells (the employer replaced, the home
  ended); rejecting it changes nothing;
* a statement that says its job changed ("… and I work at Tesco now", "I quit Asda and I work
  at Tesco", "New job! I work at Tesco.") is not held.

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cli_harness import clean_cli_environment, invoke
from door import first_text
from memwarden import Memory
from memwarden.model import Decision, HoldReason, Status

HOME = "I live in Leeds."
JOB = "I work at Asda. I have a dog called Biscuit."


@pytest.fixture
def memory(words_memory: Memory) -> Memory:
    return words_memory


def _seed(memory: Memory) -> tuple[str, str]:
    home = memory.remember(HOME, at="2026-01-10").memory
    job = memory.remember(JOB, at="2026-01-10").memory
    assert home is not None and job is not None
    return home.id, job.id


BOTH_WAYS = [
    "I moved to York and I work at Tesco.",
    "I work at Tesco and I moved to York.",
    "I moved to York. I work at Tesco.",
    "I moved to York, I work at Tesco.",
    "I moved to York and I'm a baker at Tesco.",
]


@pytest.mark.parametrize("said", BOTH_WAYS)
def test_a_part_that_conflicts_holds_the_statement(memory: Memory, said: str) -> None:
    home, job = _seed(memory)
    held = memory.remember(said, at="2026-06-01")
    assert held.decision is Decision.HELD and held.target == job
    assert held.memory is not None and held.memory.hold_reason is HoldReason.CONFLICT
    # The reason names the other memory confirming it would change.
    assert f"Confirming it also changes memory {home}." in held.reason
    # Nothing changed meanwhile: the home and the job are as they were.
    assert memory.get(home).status is Status.ACTIVE and memory.get(home).valid_until is None
    assert memory.get(job).status is Status.ACTIVE and memory.get(job).valid_until is None
    assert first_text(memory, "where do I live?") == HOME
    assert first_text(memory, "where do I work?") == JOB
    pending = memory.review()["pending"]
    assert [p["memory"]["id"] for p in pending] == [held.memory.id]


@pytest.mark.parametrize(
    "said",
    [
        "I moved to York and I work at Tesco now.",
        "I moved to York and I started at Tesco.",
    ],
)
def test_a_statement_saying_each_part_changed_is_not_held(memory: Memory, said: str) -> None:
    # The twins: the job's own words say it changed; the statement changes both, as before.
    home, job = _seed(memory)
    changed = memory.remember(said, at="2026-06-01")
    assert changed.decision is Decision.UPDATED and changed.target == home
    assert f"memory {job} ended when this began" in changed.reason
    assert memory.review()["pending"] == []
    assert first_text(memory, "where do I work?") == said


@pytest.mark.parametrize(
    "said",
    [
        "I left Asda and I work at Tesco now.",
        "I quit Asda and I work at Tesco.",
        "New job! I work at Tesco.",
    ],
)
def test_a_job_change_told_in_another_part_is_a_change(memory: Memory, said: str) -> None:
    # "quit Asda" and a cry of a new job are the job's change, in another part than the one
    # naming the new employer: not a conflict.
    _, job = _seed(memory)
    changed = memory.remember(said, at="2026-06-01")
    assert changed.decision is Decision.UPDATED and changed.target == job
    assert memory.get(job).status is Status.SUPERSEDED


def test_a_part_that_repeats_holds_nothing(memory: Memory) -> None:
    # The job told again, the home changed: the home's change alone, the job left as it is.
    home, job = _seed(memory)
    changed = memory.remember("I moved to York and I work at Asda.", at="2026-06-01")
    assert changed.decision is Decision.UPDATED and changed.target == home
    assert memory.get(job).status is Status.ACTIVE and memory.get(job).valid_until is None


@pytest.mark.parametrize("said", BOTH_WAYS[:2])
def test_confirming_it_makes_every_change_it_tells(memory: Memory, said: str) -> None:
    home, job = _seed(memory)
    held = memory.remember(said, at="2026-06-01")
    assert held.memory is not None
    confirmed = memory.confirm(held.memory.id)
    assert confirmed.decision is Decision.UPDATED and confirmed.target == job
    assert memory.get(job).status is Status.SUPERSEDED
    # The home ends, still active: true until the change, not believed now.
    ended = memory.get(home)
    assert ended.status is Status.ACTIVE and ended.valid_until is not None
    assert f"memory {home} ended when this began" in confirmed.reason
    assert first_text(memory, "where do I live?") == said
    assert first_text(memory, "where do I work?") == said
    assert HOME in [h.memory.text for h in memory.recall("Leeds", as_of="2026-03-01").results]
    assert HOME not in [h.memory.text for h in memory.recall("Leeds").results]
    # What else the job's memory said is still believed.
    assert first_text(memory, "do I have a dog?") == "I have a dog called Biscuit."


def test_confirming_a_statement_of_one_part_ends_nothing_else(memory: Memory) -> None:
    # The twin: "I work at Tesco" alone, held and confirmed, replaces the job; the home stays.
    home, job = _seed(memory)
    held = memory.remember("I work at Tesco.", at="2026-06-01")
    assert held.decision is Decision.HELD and held.memory is not None
    assert "Confirming it also changes" not in held.reason
    confirmed = memory.confirm(held.memory.id)
    assert confirmed.target == job and "ended when this began" not in confirmed.reason
    assert memory.get(home).status is Status.ACTIVE and memory.get(home).valid_until is None
    assert first_text(memory, "where do I live?") == HOME


def test_rejecting_it_changes_nothing(memory: Memory) -> None:
    home, job = _seed(memory)
    held = memory.remember(BOTH_WAYS[0], at="2026-06-01")
    assert held.memory is not None
    memory.reject(held.memory.id)
    assert memory.get(held.memory.id).status is Status.REJECTED
    for kept in (home, job):
        assert memory.get(kept).status is Status.ACTIVE
        assert memory.get(kept).valid_until is None
    assert first_text(memory, "where do I live?") == HOME
    assert first_text(memory, "where do I work?") == JOB


def test_the_command_line_says_it_waits(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    clean_cli_environment(monkeypatch, tmp_path)
    db = str(tmp_path / "cli.db")
    assert invoke("--db", db, "remember", HOME).code == 0
    assert invoke("--db", db, "remember", JOB).code == 0
    held = invoke("--db", db, "remember", BOTH_WAYS[0])
    assert held.code == 0 and held.out.startswith("held for review ")
    held_id = held.out.split()[3]
    waiting = invoke("--db", db, "review")
    assert held_id in waiting.out and "Confirming it also changes memory" in waiting.out
    confirmed = invoke("--db", db, "confirm", held_id)
    assert confirmed.out.startswith("updated: ") and "ended when this began" in confirmed.out
    # The twin: the job's change told in its own words is written at once.
    changed = invoke("--db", db, "remember", "I moved to Hull and I work at Lidl now.")
    assert changed.out.startswith("updated: ")


@pytest.mark.parametrize(
    "said",
    [
        # The date is the other part's: "in March" is when the move was, not the new job.
        "I moved to York in March, and I work at Tesco.",
        # … and a part that fills no slot keeps its date to itself.
        "I went vegan in January, and I work at Tesco.",
    ],
)
def test_a_date_in_another_part_is_that_parts(memory: Memory, said: str) -> None:
    _, job = _seed(memory)
    held = memory.remember(said, at="2026-06-01")
    assert held.decision is Decision.HELD and held.target == job
    assert memory.get(job).valid_until is None


@pytest.mark.parametrize(
    ("said", "at"),
    [
        # The twins: the job's own date, later than the one believed, says it changed …
        ("I moved to York, and I work at Tesco since March.", None),
        # … and so does a start the caller gives, which is the whole statement's.
        ("I went vegan, and I work at Tesco.", "2026-03-01"),
    ],
)
def test_a_date_of_the_parts_own_or_the_callers_is_a_change(
    memory: Memory, said: str, at: str | None
) -> None:
    _seed(memory)
    changed = memory.remember(said, at="2026-06-01", valid_from=at)
    assert changed.decision is Decision.UPDATED
    assert memory.review()["pending"] == []
    assert first_text(memory, "where do I work?") == said
