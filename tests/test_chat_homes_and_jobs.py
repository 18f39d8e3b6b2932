"""What the fourteenth blind recall suite showed (slot parser 23): homes and jobs said in chat
words — a left-out "I" ("drive a 2014 ford ranger"), "moved out of the cottage into a unit in
Greerton", "have lived alone in the cottage since 2024", a job told as a label ("my new job:
school bus driver with Bay Coachlines"); what is no employer and no home ("I work at home on
Fridays", "I live in the moment"); and a question asked in the past tense ("what was I paid
as a bus driver?"), which what held then answers though it has been replaced.

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.bench.review_suite import label_of
from memwarden.model import Decision, Status
from memwarden.read.slots import asks_when
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("text", "slots", "change"),
    [
        ("drive a 2014 ford ranger, 240 thou on the clock", [("car", "ford ranger")], False),
        ("live in leeds now", [("lives_in", "leeds")], True),
        ("work at acme now", [("works_at", "acme")], True),
        ("I moved out of the farm cottage into a rented unit in Greerton",
         [("lives_in", "greerton")], True),
        ("I have lived alone in the workers' cottage since 2024",
         [("lives_in", "workers' cottage")], False),
        ("my new job: school bus driver with Bay Coachlines",
         [("job_title", "school bus driver"), ("works_at", "bay coachlines")], True),
        ("my job: a nurse at St Marys", [("job_title", "nurse"), ("works_at", "st marys")],
         False),
        ("I work for Home Depot", [("works_at", "home depot")], False),
        # The twins: no car, no home, no employer, no job.
        ("drive a hard bargain", [], False),
        ("I live in the moment", [], False),
        ("I work at home on fridays", [], False),
        ("i work at home", [], False),
        ("I work for money", [], False),
        ("I have lived in Paris", [], False),  # one of many places, perhaps: no "since"
        ("my role: to keep everyone calm", [], False),
        ("my new job: awesome so far", [], False),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, slots: list[tuple[str, str]], change: bool) -> None:
    slot = parse_slot(text)
    assert ([(s.predicate, s.object) for s in slot.slots] if slot else []) == slots
    if slot is not None:
        assert slot.change_marker is change


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I work at home on fridays", "created"),
        ("I work at Initech", "conflict"),  # the twin: another employer waits for the person
    ],
)
def test_working_at_home_is_no_other_employer(db_path: Path, text: str, expected: str) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        acme = m.remember("I work at Acme")
        assert label_of(m.remember(text).to_dict()) == expected
        assert m.get(acme.memory.id).status is Status.ACTIVE


def test_a_job_told_as_a_label_by_the_persons_name(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("User's name is Hemi Parata, 55.", at="2025-03-01")
        buses = m.remember(
            "Hemi's new job: school bus driver with Bay Coachlines, starting 15 June 2025.",
            at="2025-05-01",
        )
        depot = m.remember(
            "Hemi's role since 26 Jan 2026: depot supervisor at Bay Coachlines' Tauriko depot.",
            at="2026-01-27",
        )
        assert depot.decision is Decision.UPDATED
        assert depot.target == buses.memory.id
        now = [h.memory.id for h in m.recall("What is Hemi's job?").results]
        assert now[0] == depot.memory.id
        assert buses.memory.id not in now


@pytest.mark.parametrize(
    ("query", "history"),
    [
        ("what was i paid as a bus driver", True),
        ("What vehicle did the user drive in 2025?", True),
        ("where were we living last year?", True),
        # The twins: the present, and what was said (a conversation, not what held).
        ("what am i paid now", False),
        ("what did I say about the trip?", False),
        ("what was I told about the lease", False),
    ],
)
def test_a_question_in_the_past_tense(query: str, history: bool) -> None:
    assert asks_when(query) is history


def test_what_held_then_answers_a_question_in_the_past_tense(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        buses = m.remember("I'm a school bus driver, paid $28.50 an hour", at="2025-06-01")
        depot = m.remember("I'm now a depot supervisor, paid $31.20 an hour", at="2026-01-26")
        assert depot.target == buses.memory.id
        then = [h.memory.id for h in m.recall("what was i paid as a bus driver").results]
        assert then[0] == buses.memory.id
        # The twin: asked in the present, the replaced one is not what holds.
        now = [h.memory.id for h in m.recall("what am i paid as a supervisor").results]
        assert now[0] == depot.memory.id
        assert buses.memory.id not in now


def test_before_a_point_the_points_own_old_job_is_no_answer(db_path: Path) -> None:
    """A question about before "the buses" is not answered by the bus driver's job, replaced
    since; asked before the job that replaced it, it is (the twin)."""
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        buses = m.remember("I'm a school bus driver with Bay Coachlines", at="2025-01-10")
        depot = m.remember("I'm now a depot supervisor at Bay Coachlines", at="2026-01-26")
        assert depot.target == buses.memory.id
        before = [h.memory.id for h in m.recall("what did I do for work before the buses?").results]
        assert buses.memory.id not in before
        twin = [h.memory.id for h in m.recall("what did I do for work before the depot?").results]
        assert twin[0] == buses.memory.id


def test_before_a_point_that_still_holds_its_change_answers(db_path: Path) -> None:
    """The point still held: its memory is the change, which tells what came before it."""
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        change = m.remember(
            "sold the old Fabia for parts and bought a used Dacia Jogger", at="2025-09-01"
        )
        m.remember("My sister drives a Toyota Yaris", at="2025-09-02")
        before = [h.memory.id for h in m.recall("what did I drive before the Dacia?").results]
        assert before[0] == change.memory.id
