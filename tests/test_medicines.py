"""The medicines the person takes (memwarden.write.slots ``takes``, parser 22): read where a
dose or a sentence about medicine says it is one, a switch stopping the first, and asked for
("what meds am I on?", "what was I taking before candesartan?").

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Decision, Status
from memwarden.read.person import first_person
from memwarden.read.slots import asked_slots
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("text", "taken", "stopped"),
    [
        ("i take propranolol 40mg every morning for migraines", "propranolol", None),
        ("I'm on sertraline 50mg, started last month.", "sertraline", None),
        ("In September 2024 Dr Peter Vo prescribed the user sertraline 50mg", "sertraline", None),
        ("my GP put me on candesartan", "candesartan", None),
        ("dr babić switched me from propranolol to candesartan 8mg", "candesartan", "propranolol"),
        ("Dr Rao switched the user from sertraline to escitalopram 10mg", "escitalopram",
         "sertraline"),
    ],
)  # fmt: skip
def test_a_medicine_taken(text: str, taken: str, stopped: str | None) -> None:
    slot = parse_slot(text)
    assert slot is not None and (slot.predicate, slot.object, slot.polarity) == (
        "takes", taken, 1,
    )  # fmt: skip
    also = slot.also
    assert (None if also is None else (also.predicate, also.object, also.polarity)) == (
        None if stopped is None else ("takes", stopped, -1)
    )


def test_a_medicine_stopped() -> None:
    slot = parse_slot("I stopped taking sertraline last month, my GP agreed")
    assert slot is not None
    assert (slot.predicate, slot.object, slot.polarity, slot.change_marker) == (
        "takes", "sertraline", -1, True,
    )  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "I take the bus to work",
        "I'm on holiday with my doctor friend",  # an English word, and no dose
        "after japan i switched from espresso to matcha in the mornings",  # nothing medical
        "I am on sertraline",  # no dose, no word about medicine: not read (conservative)
    ],
)
def test_no_medicine(text: str) -> None:
    slot = parse_slot(text)
    assert slot is None or slot.predicate != "takes"


def test_a_switch_stops_the_first_medicine(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        first = m.remember("i take propranolol 40mg every morning for migraines")
        other = m.remember("I take levothyroxine 50mcg for my thyroid")  # the twin: kept
        switch = m.remember("dr babić switched me from propranolol to candesartan 8mg")
        assert switch.decision is Decision.UPDATED and switch.target == first.memory.id
        assert m.get(first.memory.id).status is Status.SUPERSEDED
        assert m.get(other.memory.id).status is Status.ACTIVE
        now = [h.memory.id for h in m.recall("what meds am i on").results]
        assert switch.memory.id in now[:2] and other.memory.id in now[:2]
        assert first.memory.id not in now
        before = m.recall("what was i taking before candesartan?").results
        assert before[0].memory.id == first.memory.id


def test_a_medicine_stopped_ends_it(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        taken = m.remember("I take sertraline 50mg every morning")
        stopped = m.remember("I stopped taking sertraline, my GP agreed")
        assert stopped.decision is Decision.UPDATED and stopped.target == taken.memory.id
        # The twin: a medicine not taken before is not stopped by another's end.
        assert m.remember("I take amlodipine 5mg").decision is Decision.CREATED


def test_a_new_dose_is_a_change_when_said_as_one(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        first = m.remember("I take propranolol 40mg every morning")
        now = m.remember("I take propranolol 80mg every morning now")
        assert now.decision is Decision.UPDATED and now.target == first.memory.id
        # The twin: another dose with nothing saying it changed waits for the person.
        assert m.remember("I take propranolol 120mg every morning").decision is Decision.HELD


@pytest.mark.parametrize(
    ("query", "asks"),
    [
        ("what meds am i on", True),
        ("What medication is the user currently taking?", True),
        ("what was i taking before candesartan", True),
        ("am I on any medication?", True),
        ("what meds (medication) am i on", True),  # as recall asks it, shorthand spelled out
        ("List the user's current medications", True),
        ("user's regular meds", True),
        ("my current medication dose", True),
        ("my current doctor", False),  # the twin: "current" before another word
        ("what inhaler am I on", True),
        ("which inhalers do I use", True),
        ("my inhaler technique", False),  # how it is used, not which
        ("what medication does my mother take", False),  # hers, not the person's
        ("what did I do on Friday?", False),
        ("Where do I work?", False),
    ],
)
def test_a_question_asking_for_medicines(query: str, asks: bool) -> None:
    assert ("user\x1ftakes" in asked_slots(first_person(query))) is asks


@pytest.mark.parametrize(
    ("text", "taken"),
    [
        # A new dose with its giver unsaid, or of "the user's" medicine (parser 31).
        ("my amlodipine was increased to 10mg", "amlodipine"),
        ("Amlodipine got bumped up to 20mg last week", "amlodipine"),
        ("my sertraline went up to 100mg", "sertraline"),
        ("Dr Okafor increased the user's amlodipine from 5mg to 10mg a day.", "amlodipine"),
        ("At her blood pressure review on 28 May 2029, Dr Okafor increased the user's "
         "amlodipine from 5mg to 10mg a day.", "amlodipine"),
        # A medicine started with its dose, and one taken after "and".
        ("started metformin 500mg twice a day", "metformin"),
        ("User was diagnosed with type 2 diabetes in November 2029 and started metformin 500mg "
         "twice a day with meals.", "metformin"),
        ("User has high blood pressure and takes amlodipine 5mg once a day.", "amlodipine"),
        ("I have asthma and take salbutamol 100mcg.", "salbutamol"),
    ],
)  # fmt: skip
def test_a_dose_changed_or_started_in_other_words(text: str, taken: str) -> None:
    slot = parse_slot(text)
    assert slot is not None and (slot.predicate, slot.object) == ("takes", taken)


@pytest.mark.parametrize(
    "text",
    [
        # The twins: what goes up that is no medicine, and a start of no medicine.
        "my rent went up to 900",
        "my salary was raised to 40000",
        "the price was increased to 10mg",
        "I have a dog and started running",
        "I started work 5 days ago",
    ],
)
def test_no_dose_changed(text: str) -> None:
    slot = parse_slot(text)
    assert slot is None or slot.predicate != "takes"


def test_a_dose_increased_in_other_words_is_a_change(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        old = m.remember("User has high blood pressure and takes amlodipine 5mg once a day.")
        assert old.memory is not None
        new = m.remember("my amlodipine was increased to 10mg")
        assert new.decision is Decision.UPDATED and new.target == old.memory.id
        assert m.get(old.memory.id).status is Status.SUPERSEDED
        # The twin: another medicine started beside it is new, and ends nothing.
        other = m.remember("started metformin 500mg twice a day")
        assert other.decision is Decision.CREATED
        assert m.get(new.memory.id).status is Status.ACTIVE


def test_a_medicine_is_its_name_without_its_device_and_a_switch_from_it_ends_it(
    tmp_path: Path,
) -> None:
    """ "Her inhalers: Clenil Modulite 100mcg …" in a note is Clenil (slot parser 46), so "the
    asthma nurse switched the user from Clenil and salbutamol to Fostair" ends it."""
    assert parse_slot("i take ventolin inhaler 2 puffs") is not None
    assert parse_slot("i take ventolin inhaler 2 puffs").object == "ventolin"
    assert parse_slot("my meds: fluoxetine 20mg capsules").object == "fluoxetine"
    with Memory.open(
        tmp_path / "m.db", settings=Settings(embedder="none", embed_worker=False)
    ) as m:
        old = m.remember(
            "The user has asthma. Her inhalers: Clenil Modulite 100mcg (brown preventer), 2 puffs "
            "twice a day"
        )
        new = m.remember(
            "In November 2030 the asthma nurse switched the user from Clenil and salbutamol to "
            "Fostair 100/6 as a MART inhaler"
        )
        assert new.decision is Decision.UPDATED and new.target == old.memory.id
        # The twin: another medicine switched from ends nothing of it.
        other = m.remember("The GP switched the user from cetirizine to fexofenadine 180mg")
        assert other.decision is Decision.CREATED
