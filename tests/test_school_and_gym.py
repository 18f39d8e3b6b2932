"""A child's school (slot parser 34): one at a time per child, so a move to another is a change
of it ("our son started at Cathays High School this September" after "my son goes to St Mary's
Primary"), and another child's school is no conflict. A gym, named (parser 35), one at a time:
"switched to The Gym Group" after "I go to PureGym" is a change, and asked for by "which gym".
A car sold is no longer the person's (parser 36); a school one teaches at is the employer
(parser 37). Real SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

import pytest

from memwarden import Memory
from memwarden.model import Decision, Status
from memwarden.write.slots import parse_slot


def test_a_new_school_is_a_change_of_the_childs(words_memory: Memory) -> None:
    primary = words_memory.remember("My son goes to St Mary's Primary.").memory
    assert primary is not None
    moved = words_memory.remember("Our son started at Cathays High School this September.")
    assert moved.decision is Decision.UPDATED and moved.target == primary.id
    assert words_memory.get(primary.id).status is Status.SUPERSEDED


def test_another_childs_school_changes_nothing(words_memory: Memory) -> None:
    primary = words_memory.remember("My son goes to St Mary's Primary.").memory
    assert primary is not None
    other = words_memory.remember("My daughter attends Lincoln Elementary.")
    assert other.decision is Decision.CREATED
    assert words_memory.get(primary.id).status is Status.ACTIVE
    # The twin: the same child's other school, with nothing saying it changed, waits.
    held = words_memory.remember("My son goes to Hill Primary.")
    assert held.decision is Decision.HELD and held.target == primary.id


def test_a_gym_switched_to_is_a_change(words_memory: Memory) -> None:
    gym = words_memory.remember("I go to PureGym on Deansgate.").memory
    assert gym is not None
    switched = words_memory.remember("Switched to The Gym Group, and I love bouldering too.")
    assert switched.decision is Decision.UPDATED and switched.target == gym.id
    found = words_memory.recall("Which gym does the user go to?").results
    assert found and found[0].memory.text.startswith("Switched to The Gym Group")


def test_going_to_the_gym_names_no_gym(words_memory: Memory) -> None:
    # The twin: an unnamed gym is a habit, not which gym; it changes nothing.
    gym = words_memory.remember("I go to PureGym on Deansgate.").memory
    assert gym is not None
    said = words_memory.remember("I go to the gym on Mondays.")
    assert said.decision is Decision.CREATED
    assert words_memory.get(gym.id).status is Status.ACTIVE


def test_a_car_sold_is_no_longer_the_persons(words_memory: Memory) -> None:
    # Slot parser 36.
    jazz = words_memory.remember("User drives a silver Honda Jazz, mainly for the shopping.")
    assert jazz.memory is not None
    sold = words_memory.remember("User sold her Honda Jazz in May 2029 for £4,200.")
    assert sold.decision is Decision.UPDATED and sold.target == jazz.memory.id
    # A car bought after it contradicts nothing: the person had none.
    bought = words_memory.remember("bought a car finally! 2020 Hyundai Creta, white.")
    assert bought.decision is Decision.CREATED


def test_something_else_sold_is_no_car(words_memory: Memory) -> None:
    # The twin: the house sold ends no car.
    jazz = words_memory.remember("User drives a silver Honda Jazz.").memory
    assert jazz is not None
    words_memory.remember("I sold my house in Leeds.")
    assert words_memory.get(jazz.id).status is Status.ACTIVE


def test_a_gym_joined_is_a_gym_not_an_employer() -> None:
    joined = parse_slot("User joined Kingfisher gym in January.")
    assert joined is not None and (joined.predicate, joined.object) == ("gym", "kingfisher gym")
    # The twin: a firm joined is the employer.
    firm = parse_slot("User joined Kingfisher Capital in January.")
    assert firm is not None and firm.predicate == "works_at"


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        # A school one teaches at is the employer (parser 37) …
        ("I teach at Madison High.", "madison high"),
        ("I teach maths at Oakwood Academy", "oakwood academy"),
        # … and not a time or a gym, nor a partner's in a note about the person.
        ("I teach at the weekend", None),
        ("I teach yoga at the gym", None),
        ("Marisol met Teo in her pottery class. He teaches history at Canyon del Oro High School.",
         None),
    ],
)  # fmt: skip
def test_a_school_one_teaches_at(text: str, employer: str | None) -> None:
    slot = parse_slot(text, names=("marisol",))
    got = slot.object if slot is not None and slot.predicate == "works_at" else None
    assert got == employer


def test_taught_at_is_history(words_memory: Memory) -> None:
    now = words_memory.remember("I work at Tesco.").memory
    assert now is not None
    before = words_memory.remember("i taught at Roosevelt High for years")
    assert before.decision is Decision.CREATED  # history, not a conflict
    # The twin: teaching there now is a new employer with nothing saying it changed.
    assert words_memory.remember("I teach at Roosevelt High.").decision is Decision.HELD
