"""A statement that tells a memory again with another number, no slot holding it
(write/review.py ``_a_number_changed``): "i send my mum £200 every month now instead of the
150", after "I send my mum in Bulawayo £150 every month", changes it; with nothing saying it
changed it waits for the person. Real SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Decision, Status
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)

CHANGES = [
    # (what is kept, told with another number and a change, the same with no change)
    (
        "I send my mum in Bulawayo £150 every month through WorldRemit.",
        "i send my mum £200 every month now instead of the 150",
        "i send my mum £200 every month",
    ),
    ("our rent is £900 a month", "our rent went up to £950 a month", "our rent is £950 a month"),
    (
        "I work 30 hours a week at the library",
        "I work 40 hours a week at the library now",
        "I work 40 hours a week at the library",
    ),
]


@pytest.mark.parametrize(("kept", "changed", "contradicts"), CHANGES)
def test_another_number_is_a_change_when_told_as_one_else_a_conflict(
    tmp_path: Path, kept: str, changed: str, contradicts: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old = m.remember(kept).memory
        assert old is not None
        new = m.remember(changed)
        assert new.decision is Decision.UPDATED and new.target == old.id
        assert m.get(old.id).status is Status.SUPERSEDED
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        old = m.remember(kept).memory
        held = m.remember(contradicts)
        assert held.decision is Decision.HELD and held.target == old.id
        assert held.memory is not None and held.memory.hold_reason is not None
        assert held.memory.hold_reason.value == "conflict"


@pytest.mark.parametrize(
    ("kept", "other"),
    [
        # A day's doings are no state: the next day's are new.
        ("I ran 5k around the park", "I ran 10k around the park yesterday"),
        # Another thing with a number shares too few words.
        ("our flat is on the 3rd floor", "my office is on the 5th floor"),
        # The same number is no change.
        ("our rent is £900 a month", "our rent is £900 a month, bills on top"),
        # A number that names something is no amount: lantern 6 is not lantern 5 changed.
        ("the lantern number 5 is blue", "the lantern number 6 is blue"),
        ("the lantern number 5 hangs by the door", "the lantern number 6 hangs by the door"),
    ],
)
def test_what_is_not_the_same_statement_renumbered_is_left_alone(
    tmp_path: Path, kept: str, other: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.remember(kept)
        assert m.remember(other).decision in (Decision.CREATED, Decision.IGNORED)


def test_an_agent_telling_another_number_waits_for_the_person(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old = m.remember("I send my mum £150 every month through WorldRemit").memory
        _, token = m.principal_add("agent", labels=["personal"], capabilities=["remember"])
        note = m.for_token(token).remember("User sends his mum £200 every month now")
        assert note.decision is Decision.HELD and old is not None and note.target == old.id


def test_a_statement_that_says_more_than_the_memory_is_another_statement(tmp_path: Path) -> None:
    # Another thing paid for is another payment, not the memory told with another amount.
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.remember("I paid 216 euros for the astronomy lessons with Chloe")
        other = m.remember("I paid 88 euros for the poetry lessons with Chloe")
        assert other.decision is Decision.CREATED
    # The twin: the same lessons with another amount waits for the person.
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        old = m.remember("I paid 216 euros for the astronomy lessons with Chloe").memory
        same = m.remember("I paid 88 euros for the astronomy lessons with Chloe")
        assert same.decision is Decision.HELD and old is not None and same.target == old.id
