"""When something booked is — an appointment, an operation, a flight — is one slot, one day at a
time (write/slots.py, the "booked" rules: "when:knee operation"): "my knee op has been
rescheduled to 17 March" after "My knee operation is on 3 March" supersedes it, a booking
called off ends it, another day with nothing saying it moved waits for the person, and the same
day in other words is a repeat. The day a booking is on is its value, not when the memory
became true. Real SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memwarden import Memory
from memwarden.model import Decision, Status
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)

READ = [
    # (what is said, the slot's predicate, its value, told as a change)
    ("My knee operation is on 3 March", "when:knee operation", "3 march", False),
    ("My surgery is scheduled for March 3", "when:operation", "3 march", False),
    ("my dentist appt is friday at 10am", "when:dentist appointment", "friday 10am", False),
    ("My flight to Lisbon is on May 2nd", "when:flight to lisbon", "2 may", False),
    ("my interview at Google is next Wednesday", "when:interview at google", "wednesday", False),
    ("My appointment with Dr Shah is at 3pm on Friday", "when:appointment with dr shah",
     "friday 3pm", False),
    ("They booked my MRI for the 14th", "when:mri", "14", False),
    ("I've got my driving test on Friday", "when:driving test", "friday", False),
    ("we booked our flight to Rome for June 3", "when:flight to rome", "3 june", False),
    ("User's knee operation is scheduled for 3 March 2027", "when:knee operation",
     "3 march 2027", False),
    ("My knee op has been rescheduled to 17 March", "when:knee operation", "17 march", True),
    ("My dentist appointment moved to Monday", "when:dentist appointment", "monday", True),
    ("my dentist appt got pushed back to the 14th", "when:dentist appointment", "14", True),
    ("They rescheduled my MRI to next Tuesday at 10am", "when:mri", "tuesday 10am", True),
    ("I pushed my interview back to Friday", "when:interview", "friday", True),
    ("my driving test got moved from the 3rd to the 10th of May", "when:driving test",
     "10 may", True),
    ("the surgeon moved my surgery from 3 March to 17 March because of a strike",
     "when:operation", "17 march", True),
    ("my physio got cancelled and rebooked for Thursday", "when:physio", "thursday", True),
    ("my flight got cancelled", "when:flight", "cancelled", True),
    ("the hospital cancelled my knee op", "when:knee operation", "cancelled", True),
]  # fmt: skip


@pytest.mark.parametrize(("text", "predicate", "value", "changed"), READ)
def test_when_a_booking_is_is_read_with_its_day(
    text: str, predicate: str, value: str, changed: bool
) -> None:
    slot = parse_slot(text)
    assert slot is not None
    assert (slot.subject, slot.predicate, slot.object, slot.change_marker) == (
        "user",
        predicate,
        value,
        changed,
    )


@pytest.mark.parametrize(
    ("text", "twin"),
    [
        # no day: how it went, or how late it ran
        ("My operation was a success", "My operation is on 3 March"),
        ("my appointment went well", "my appointment is on Friday"),
        ("my flight was delayed by two hours", "my flight was delayed to 9pm"),
        # what was, not what is booked
        ("I had my operation on 3 March", "I have my operation on 3 March"),
        # no booking: a car moved, results told
        ("I moved my car to the garage", "I moved my physio to the 14th"),
        ("I got my exam results on Friday", "I got my exam on Friday"),
        # another's booking is not the person's
        ("my son's interview is on Friday", "my interview is on Friday"),
    ],
)
def test_what_is_no_booked_day_is_not_read_as_one(text: str, twin: str) -> None:
    slot = parse_slot(text)
    assert slot is None or not slot.predicate.startswith("when:")
    control = parse_slot(twin)
    assert control is not None and control.predicate.startswith("when:")


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["3 March", "March 3", "March 3rd", "the 3rd of March", "3rd March"]),
    st.sampled_from(["", " at 10am", " at 10 am", ", 10am", " at 10 a.m."]),
    st.sampled_from(["My knee op is on {}", "my knee operation is booked for {}",
                     "they moved my knee op to {}"]),
)  # fmt: skip
def test_the_same_day_however_said_is_one_value(day: str, clock: str, template: str) -> None:
    slot = parse_slot(template.format(day + clock))
    assert slot is not None and slot.predicate == "when:knee operation"
    assert slot.object == ("3 march 10am" if clock else "3 march")


@pytest.mark.parametrize(
    ("kept", "moved"),
    [
        ("My knee operation is on 3 March", "My knee op has been rescheduled to 17 March"),
        ("My dentist appointment is on Friday", "My dentist appointment moved to Monday"),
        ("My flight to Lisbon is on May 2", "my flight to lisbon got cancelled"),
        ("They booked my MRI for the 14th", "They moved my MRI to the 21st"),
        ("User's knee operation is scheduled for 3 March 2027",
         "the surgeon moved my knee op to 17 March 2027"),
        # the one booking, named in fewer words or more
        ("My knee operation is on 3 March", "My operation got moved to 17 March"),
        ("My flight is on May 2", "My flight to Lisbon got moved to May 4"),
        ("My dentist appointment is on Friday", "My appointment got moved to Tuesday"),
    ],
)  # fmt: skip
def test_a_booking_moved_or_called_off_supersedes_the_old_day(
    tmp_path: Path, kept: str, moved: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old = m.remember(kept).memory
        assert old is not None
        new = m.remember(moved)
        assert new.decision is Decision.UPDATED and new.target == old.id
        assert m.get(old.id).status is Status.SUPERSEDED
        assert new.memory is not None and new.memory.status is Status.ACTIVE


def test_another_day_with_nothing_saying_it_moved_waits_and_the_same_day_is_a_repeat(
    tmp_path: Path,
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old = m.remember("My knee operation is on 3 March").memory
        assert old is not None
        assert m.remember("my knee operation is on March 3rd").decision is Decision.IGNORED
        held = m.remember("My knee operation is on 4 March")
        assert held.decision is Decision.HELD and held.target == old.id
        assert held.memory is not None and held.memory.hold_reason is not None
        assert held.memory.hold_reason.value == "conflict"
        assert m.get(old.id).status is Status.ACTIVE


def test_another_booking_is_kept_beside_the_first(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        dentist = m.remember("My dentist appointment is on Friday").memory
        gp = m.remember("My GP appointment is on Monday")
        assert gp.decision is Decision.CREATED and dentist is not None
        assert m.get(dentist.id).status is Status.ACTIVE
        # control: the dentist's moved is the dentist's
        moved = m.remember("my dentist appointment got moved to Tuesday")
        assert moved.decision is Decision.UPDATED and moved.target == dentist.id
        assert gp.memory is not None and m.get(gp.memory.id).status is Status.ACTIVE


def test_a_booking_moved_to_a_day_is_no_move_of_home(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        home = m.remember("I live in Leeds").memory
        assert home is not None
        assert m.remember("My dentist appointment moved to Monday").decision is Decision.CREATED
        assert m.get(home.id).status is Status.ACTIVE
        moved = m.remember("I moved to York")  # control: a move of home is one
        assert moved.decision is Decision.UPDATED and moved.target == home.id


def test_the_day_booked_is_no_start_of_the_memory(tmp_path: Path) -> None:
    at = datetime(2026, 12, 8, 9, 0, tzinfo=UTC)
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        booked = m.remember("They moved my knee op to 3 March 2026", at=at).memory
        assert booked is not None and booked.valid_from is None
        # control: a statement dated by its own words starts then
        moved = m.remember("On 3 March 2026 I moved to York", at=at).memory
        assert moved is not None and moved.valid_from is not None
        assert moved.valid_from.date().isoformat() == "2026-03-03"


def test_a_booking_named_in_fewer_words_than_two_is_neither(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        dentist = m.remember("My dentist appointment is on Friday").memory
        gp = m.remember("My GP appointment is on Monday").memory
        assert dentist is not None and gp is not None
        told = m.remember("My appointment got moved to Tuesday")
        assert told.decision is Decision.CREATED
        assert m.get(dentist.id).status is m.get(gp.id).status is Status.ACTIVE
        # control: named in full, it is the one
        moved = m.remember("My GP appointment got moved to Wednesday")
        assert moved.decision is Decision.UPDATED and moved.target == gp.id
