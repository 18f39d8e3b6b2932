"""A job told with where it is fills two slots (memwarden.write.slots, ``Slot.also``): "I'm a
UX researcher at Lumeo" is the person's job title and their employer, and a later statement of
either half alone is compared with it — at the door, in recall, by ``doctor`` and when an older
store's keys are made again.

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

import sqlite3
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.bench.review_suite import label_of
from memwarden.model import Decision, HoldReason, Status
from memwarden.read.slots import asks_when, before_what
from memwarden.settings import Settings
from memwarden.write.candidate import slot_keys_of
from memwarden.write.slots import KEY_SEP, parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)
TITLE = KEY_SEP.join(("user", "job_title"))
EMPLOYER = KEY_SEP.join(("user", "works_at"))


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        ("I'm a UX researcher at Lumeo", ("job_title", "ux researcher"), ("works_at", "lumeo")),
        (
            "I work at Lumeo as a UX researcher",
            ("works_at", "lumeo"),
            ("job_title", "ux researcher"),
        ),
        (
            "I started a new job as a data analyst at Monzo",
            ("works_at", "monzo"),
            ("job_title", "data analyst"),
        ),
        (
            "I got promoted to senior engineer at Canva",
            ("job_title", "senior engineer"),
            ("works_at", "canva"),
        ),
        (
            "User works as a nurse at St Vincent's hospital in Dublin",
            ("job_title", "nurse"),
            ("works_at", "st vincent's hospital"),
        ),
        (
            "I work as a consultant for Deloitte",
            ("job_title", "consultant"),
            ("works_at", "deloitte"),
        ),
        ("I joined Stripe as a senior PM", ("works_at", "stripe"), ("job_title", "senior pm")),
        # One half only: what follows is no employer, or no title, or it is negated.
        ("I now work at Kelluke Health", ("works_at", "kelluke health"), None),
        ("My job title is senior engineer", ("job_title", "senior engineer"), None),
        ("I work as a translator at home", ("job_title", "translator"), None),
        ("I'm a teacher for 10 years", ("job_title", "teacher"), None),
        ("I'm a student at UCL", ("job_title", "student"), None),
        ("I work at the hospital as well", ("works_at", "hospital"), None),
        ("I'm not a nurse at Acme anymore", ("job_title", "nurse"), None),
        ("I've been a nurse for twelve years", ("job_title", "nurse"), None),
        (
            "I'm a fraud analyst, so I look at chargebacks all day",
            ("job_title", "fraud analyst"),
            None,
        ),
        (
            "i'm a nurse on nights this month so don't book anything for me",
            ("job_title", "nurse"),
            ("shift", "night"),  # no employer; the shift, a slot of its own
        ),
        ("I'm a nurse with two kids", ("job_title", "nurse"), None),
        ("I'm an accountant with PwC", ("job_title", "accountant"), ("works_at", "pwc")),
        # A job and its employer longer than a short identity; "the" before a title.
        (
            "I'm a translator at the European Commission in Brussels",
            ("job_title", "translator"),
            ("works_at", "european commission"),
        ),
        (
            "I'm the head chef at Geranium these days",
            ("job_title", "head chef"),
            ("works_at", "geranium"),
        ),
        ("I'm the GDPR compliance lead at work", ("job_title", "gdpr compliance lead"), None),
        # Switching jobs, then the new one.
        (
            "I've moved jobs and now work for KPMG as an auditor",
            ("works_at", "kpmg"),
            ("job_title", "auditor"),
        ),
        (
            "The user has switched jobs and is now a midwife at Danderyd Hospital",
            ("job_title", "midwife"),
            ("works_at", "danderyd hospital"),
        ),
    ],
)
def test_a_job_and_where_it_is(
    text: str, first: tuple[str, str], second: tuple[str, str] | None
) -> None:
    slot = parse_slot(text)
    assert slot is not None
    assert (slot.predicate, slot.object) == first
    also = slot.also
    assert (None if also is None else (also.predicate, also.object)) == second
    if also is not None:
        assert also.single_valued and also.polarity == 1
        assert (also.change_marker, also.past) == (slot.change_marker, slot.past)


@pytest.mark.parametrize(
    "text",
    [
        "I'm the admin for our family WhatsApp group",  # a role among one's own, not a job
        "I'm the oldest of four",
        "For context, my job is building guardrails for LLM memory",  # no occupation: one half
    ],
)
def test_no_job_and_employer(text: str) -> None:
    slot = parse_slot(text)
    assert slot is None or slot.also is None


@pytest.mark.parametrize(
    "text",
    [
        "[2025-01-06] hiii ok so for context i'm a ux researcher at Lumeo, fintech startup",
        "fwiw I'm a UX researcher at Lumeo",
        "heyyy, by the way I'm a UX researcher at Lumeo",
    ],
)
def test_openers_before_a_job_say_nothing(text: str) -> None:
    slot = parse_slot(text)
    assert slot is not None and slot.also is not None
    assert (slot.object, slot.also.object) == ("ux researcher", "lumeo")


@pytest.mark.parametrize(
    "text", ["I handed in my notice at Lumeo", "User put in her notice at Lumeo on 1 October 2025"]
)
def test_handing_in_notice_is_leaving(text: str) -> None:
    slot = parse_slot(text)
    assert slot is not None
    assert (slot.predicate, slot.object, slot.polarity, slot.change_marker) == (
        "works_at", "lumeo", -1, True,
    )  # fmt: skip
    assert parse_slot("I handed in my essay at school") is None  # the twin: no notice


def test_a_past_job_is_history_in_both_halves() -> None:
    slot = parse_slot("I used to be a barista at Blue Bottle")
    assert slot is not None and slot.also is not None
    assert slot.past and slot.also.past
    assert slot_keys_of("I used to be a barista at Blue Bottle", "user") == (TITLE, EMPLOYER)
    assert slot_keys_of("I'm a barista", "user") == (TITLE, None)  # the twin: one half


def _decide(db_path: Path, prior: list[str], text: str) -> tuple[str, Memory, list[str]]:
    m = Memory.open(db_path, settings=WORDS_ONLY)
    ids = [m.remember(p).memory.id for p in prior]
    return label_of(m.remember(text).to_dict()), m, ids


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # A change of employer, told with the new title: the old job, told the other way round,
        # is superseded.
        (
            ["I work at Flutterwave as an analyst"],
            "I'm now a product manager at Paystack",
            "updated",
            [0],
        ),
        # The employer alone changes a job told with its title.
        (["I'm a UX researcher at Lumeo"], "I now work at Kelluke Health", "updated", [0]),
        (["I'm an engineer at Canva"], "I just got promoted to senior engineer", "updated", [0]),
        # The same job in other words is a repeat.
        (["I'm a UX researcher at Lumeo"], "I work at Lumeo as a UX researcher", "ignored", []),
        # One half repeated, the other new: nothing to replace, a new memory.
        (["I work at Lumeo"], "I'm a UX researcher at Lumeo", "created", []),
        (["I'm a UX researcher"], "I'm a UX researcher at Lumeo", "created", []),
        # Another employer with nothing saying it changed waits for the person, in either half.
        (["I'm a UX researcher at Lumeo"], "I'm a UX researcher at Kelluke", "conflict", []),
        (["I'm a teacher at Hillcrest School"], "I'm a lawyer at Baker McKenzie", "conflict", []),
        # History and someone else's job change nothing.
        (["I'm a nurse at the Royal Free"], "I used to be a barista at Blue Bottle", "created", []),
        (["I'm a nurse at the Royal Free"], "My sister is a nurse at St Mary's", "created", []),
    ],
)
def test_the_door_compares_each_half(
    db_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    label, m, ids = _decide(db_path, prior, text)
    with m:
        assert label == expected
        for n, memory_id in enumerate(ids):
            want = Status.SUPERSEDED if n in retired else Status.ACTIVE
            assert m.get(memory_id).status is want


def test_an_agent_changing_the_employer_waits_for_the_person(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as owner:
        job = owner.remember("I work at Flutterwave as an analyst")
        _, token = owner.principal_add("agent", labels=["personal"], capabilities=["remember"])
        agent = owner.for_token(token)
        note = agent.remember("User is now a product manager at Paystack.")
        assert note.decision is Decision.HELD
        assert note.memory.hold_reason is HoldReason.CONFLICT
        assert note.target == job.memory.id
        # The twin: the same job again is a repeat, not a conflict.
        assert agent.remember("User is an analyst at Flutterwave.").decision is Decision.IGNORED
        assert owner.get(job.memory.id).status is Status.ACTIVE


def test_where_one_works_now_and_before(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        lumeo = m.remember("I'm a UX researcher at Lumeo", at="2025-03-01")
        kelluke = m.remember("I now work at Kelluke Health", at="2026-02-01")
        m.remember("My sister works at the Bank of Ireland", at="2026-02-02")
        assert kelluke.target == lumeo.memory.id
        now = [h.memory.id for h in m.recall("Where do I work?").results]
        assert now[0] == kelluke.memory.id
        assert lumeo.memory.id not in now  # superseded: not what is true now
        before = m.recall("Where did I work before Kelluke Health?").results
        assert before[0].memory.id == lumeo.memory.id


def test_a_change_of_both_halves_told_apart_ends_both(db_path: Path) -> None:
    """The job and the employer told in two memories, then changed together: the job's memory
    is superseded and the employer's ends where the new one begins, so neither is answered as
    what holds now — and each is still what held before."""
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        title = m.remember("I'm a graphic designer", at="2025-03-01")
        employer = m.remember("I work at Halden Maps", at="2025-03-02")
        believed = datetime.now(UTC)
        time.sleep(0.01)  # the change is recorded after ``believed``
        change = m.remember("I'm now a product manager at Paystack", at="2026-02-01")
        assert change.decision is Decision.UPDATED
        assert change.target == title.memory.id
        assert f"memory {employer.memory.id} ended" in change.reason
        assert m.get(title.memory.id).status is Status.SUPERSEDED
        ended = m.get(employer.memory.id)
        assert ended.status is Status.ACTIVE  # true until then: ended, not superseded
        assert ended.valid_until == change.memory.valid_from
        assert change.memory.valid_from == datetime(2026, 2, 1, tzinfo=UTC)
        events = m.history(employer.memory.id)
        assert [e.action for e in events] == ["create", "end"]
        assert "valid_until" not in events[-1].payload["before"]  # open before
        assert events[-1].payload["after"]["valid_until"].startswith("2026-02-01T00:00:00")
        now = [h.memory.id for h in m.recall("Where do I work?").results]
        assert now[0] == change.memory.id
        assert employer.memory.id not in now
        # The twins: as of a day it held, and as it was believed before the change.
        then = [h.memory.id for h in m.recall("Where do I work?", as_of="2025-06-01").results]
        assert employer.memory.id in then
        assert change.memory.id not in then
        known = m.recall("Where do I work?", known_at=believed).results
        assert employer.memory.id in [h.memory.id for h in known]
        before = m.recall("Where did I work before Paystack?").results
        assert employer.memory.id in [h.memory.id for h in before[:2]]


def test_one_memory_of_both_halves_is_superseded_and_nothing_ended(db_path: Path) -> None:
    """The control: the job and the employer in one memory are one supersession, no end."""
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        both = m.remember("I'm a graphic designer at Halden Maps", at="2025-03-01")
        other = m.remember("I live in Leeds", at="2025-03-02")
        change = m.remember("I'm now a product manager at Paystack", at="2026-02-01")
        assert change.decision is Decision.UPDATED
        assert change.target == both.memory.id
        assert "ended" not in change.reason
        assert m.get(both.memory.id).status is Status.SUPERSEDED
        assert m.get(other.memory.id).valid_until is None
        assert [e.action for e in m.history(other.memory.id)] == ["create"]


def test_a_change_of_one_half_ends_nothing_else(db_path: Path) -> None:
    """The employer alone changes: the job told apart is still the job (and is not ended)."""
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        title = m.remember("I'm a graphic designer", at="2025-03-01")
        employer = m.remember("I work at Halden Maps", at="2025-03-02")
        change = m.remember("I now work at Paystack", at="2026-02-01")
        assert change.decision is Decision.UPDATED
        assert change.target == employer.memory.id
        assert m.get(employer.memory.id).status is Status.SUPERSEDED
        kept = m.get(title.memory.id)
        assert kept.status is Status.ACTIVE
        assert kept.valid_until is None


def test_an_employer_that_began_later_is_not_ended_before_it_began(db_path: Path) -> None:
    """A job to come ("from March 2027") is not ended by a change said now, before it began:
    the change supersedes the title alone, and the later job is left as it was."""
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        title = m.remember("I'm a graphic designer", at="2026-01-01")
        later = m.remember("I work at Halden Maps", at="2026-01-02", valid_from="2027-03-01")
        change = m.remember("I'm now a product manager at Paystack", at="2026-02-01")
        assert change.decision is Decision.UPDATED
        assert change.target == title.memory.id
        assert m.get(later.memory.id).valid_until is None
        assert [e.action for e in m.history(later.memory.id)] == ["create"]


@pytest.mark.parametrize(
    ("note", "employer_ends"),
    [
        ("User is now a product manager at Paystack.", True),
        # The twin: the same employer in the other half ends nothing.
        ("User is now a product manager at Halden Maps.", False),
    ],
)
def test_confirming_an_agents_change_of_both_halves_ends_the_other(
    db_path: Path, note: str, employer_ends: bool
) -> None:
    """An agent's change is held for the person; confirmed, it supersedes the memory it was
    held against, and its other half ends what another memory held."""
    with Memory.open(db_path, settings=WORDS_ONLY) as owner:
        title = owner.remember("I'm a graphic designer")
        employer = owner.remember("I work at Halden Maps")
        home = owner.remember("I live in Leeds")  # no half of the note: never touched
        _, token = owner.principal_add("agent", labels=["personal"], capabilities=["remember"])
        held = owner.for_token(token).remember(note)
        assert held.decision is Decision.HELD
        assert held.target == title.memory.id
        assert owner.get(employer.memory.id).valid_until is None  # nothing yet, while held
        confirmed = owner.confirm(held.memory.id)
        assert confirmed.target == title.memory.id
        assert owner.get(title.memory.id).status is Status.SUPERSEDED
        after = owner.get(employer.memory.id)
        assert after.status is Status.ACTIVE
        assert (after.valid_until is not None) is employer_ends
        actions = [e.action for e in owner.history(employer.memory.id)]
        assert actions == (["create", "end"] if employer_ends else ["create"])
        assert owner.get(home.memory.id).valid_until is None
        now = [h.memory.id for h in owner.recall("Where do I work?").results]
        assert held.memory.id in now[:2]
        assert (employer.memory.id not in now) is employer_ends


def test_the_store_keeps_both_keys(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        both = m.remember("I'm a UX researcher at Lumeo")
        one = m.remember("I live in Cork")
        assert (m.get(both.memory.id).slot_key, m.get(both.memory.id).also_slot_key) == (
            TITLE, EMPLOYER,
        )  # fmt: skip
        assert m.get(one.memory.id).also_slot_key is None


def test_an_older_store_gets_its_second_keys_and_doctor_shows_two_employers(
    db_path: Path,
) -> None:
    # A store written by parser 18, which read one slot a statement: the job told with where
    # it is filled the title alone, so a new employer was created beside it.
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        lumeo = m.remember("I'm a UX researcher at Lumeo")
        cork = m.remember("I live in Cork")
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE memories SET also_slot_key = NULL")
        conn.execute("UPDATE meta SET value = '18' WHERE key = 'slot_parser'")
    conn.close()
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        report = m.doctor()
        assert report["slots"]["stale"] == 1  # the job's second key is missing
        assert not report["ok"]
        kelluke = m.remember("I work at Kelluke Health")  # the rekey runs before this review
        assert m.get(lumeo.memory.id).also_slot_key == EMPLOYER
        assert m.get(cork.memory.id).also_slot_key is None
        # Made again before the review: the new employer, said without a change, waits.
        assert kelluke.decision is Decision.HELD
        assert m.doctor()["slots"]["stale"] == 0


def test_doctor_lists_an_employer_held_twice_after_a_rekey(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        lumeo = m.remember("I'm a UX researcher at Lumeo")
        kelluke = m.remember("I work at Kelluke Health")
        assert kelluke.decision is Decision.HELD  # today's door: a conflict
    # As an older parser left it: both active, the job's employer unread.
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE memories SET status = 'active', hold_reason = NULL")
        conn.execute("UPDATE memories SET also_slot_key = NULL")
        conn.execute("UPDATE meta SET value = '18' WHERE key = 'slot_parser'")
    conn.close()
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.doctor(repair=True)
        contested = m.doctor()["slots"]["contested"]
        assert contested == [
            {"scope": contested[0]["scope"], "slot": "user works_at",
             "memories": [kelluke.memory.id, lumeo.memory.id]}
        ]  # fmt: skip
        # The twin: one title only, no second value.
        assert all(c["slot"] != "user job_title" for c in contested)


def test_one_employer_told_twice_is_not_contested(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("I work at Lumeo")
        both = m.remember("I'm a UX researcher at Lumeo")  # the employer again, and a title
        assert both.decision is Decision.CREATED
        assert m.doctor()["slots"]["contested"] == []
        other = m.remember("I work at Kelluke Health")  # the twin: another employer
        assert other.decision is Decision.HELD


@pytest.mark.parametrize(
    ("query", "when"),
    [
        ("When did I start at Little Marlow?", True),
        ("what year did I join the SFPA", True),
        ("when did the user first move to Porto?", True),
        ("How long have I been at Kelluke?", True),
        ("When is my birthday?", False),  # a date that recurs: what holds now
        ("Where do I work?", False),
        ("What am I reading at the moment?", False),
    ],
)
def test_a_question_of_when_it_began(query: str, when: bool) -> None:
    assert asks_when(query) is when


@pytest.mark.parametrize(
    ("query", "point"),
    [
        ("Where did the user work before Little Marlow?", "little marlow"),
        ("where did I live before moving to Porto", "porto"),
        ("What was my job prior to joining the Marine Institute?", "marine institute"),
        ("Where did I use to work?", None),
    ],
)
def test_the_point_a_question_about_before_names(query: str, point: str | None) -> None:
    assert before_what(query) == point


def _three_jobs(m: Memory) -> list[str]:
    said = [
        ("I work as a line cook at Ember & Salt", "2024-05-01"),
        ("On 10 March 2025 I started a new job as junior sous chef at Little Marlow", "2025-03-10"),
        ("In September 2026 I got promoted to sous chef", "2026-09-15"),
    ]
    return [m.remember(text, at=at).memory.id for text, at in said]


def test_when_a_job_began_is_answered_after_a_promotion(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        cook, started, promoted = _three_jobs(m)
        # The promotion superseded the start (its title changed) ...
        assert m.get(started).status is Status.SUPERSEDED
        assert m.get(cook).status is Status.SUPERSEDED  # the new employer replaced the first
        # ... which still tells when the job began, as does where one works, kept of it.
        hits = m.recall("When did I start at Little Marlow?").results
        assert started in (hits[0].memory.id, hits[0].memory.supersedes)
        # The twin: what holds now is the promotion, without the history.
        now = [h.memory.id for h in m.recall("What is my job title?").results]
        assert now[0] == promoted and started not in now


def test_before_a_named_job_is_the_one_before_it(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        cook, started, _ = _three_jobs(m)
        hits = [h.memory.id for h in m.recall("Where did I work before Little Marlow?").results]
        assert hits[0] == cook  # not the start at Little Marlow, over since the promotion
        assert started in hits  # the twin: it is still found, below


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I left Gordon's in April 2030 and set up on my own as Duarte Farriery",
         "duarte farriery"),
        ("I went self-employed in April", "self-employed"),
        ("I started my own business", "self-employed"),
    ],
)  # fmt: skip
def test_setting_up_on_ones_own_is_where_one_works_now(text: str, employer: str) -> None:
    slot = parse_slot(text)
    assert slot is not None
    assert (slot.predicate, slot.object, slot.polarity, slot.change_marker) == (
        "works_at", employer, 1, True,
    )  # fmt: skip
    assert parse_slot("I set up my own website") is None  # the twin: no business


def test_setting_up_on_ones_own_ends_the_old_employer(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old = m.remember("I work for Gordon Fenwick at Tynedale Farriers").memory.id
        new = m.remember("left Gordon's in April 2030 and set up on my own as Duarte Farriery")
        assert new.decision.value == "updated"
        assert m.get(old).status.value == "superseded"
