"""What the person does — a gym, a language, a sport, a club, a diet, a subscription — is a slot
by what it is (write/slots.py, the "does" rules), and stopping it is the same slot at -1: "I quit
the gym" after "I go to the gym three times a week" supersedes it, "I cancelled Netflix" ends
"I subscribe to Netflix". It is the weakest reading of a text: a slot of another kind anywhere in
it is the one. Real SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Decision, Status
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)

PAIRS = [
    # (what one does, the same stopped, what both are of)
    ("I go to the gym three times a week", "I quit the gym", "gym"),
    ("I'm learning Spanish", "I gave up on Spanish", "spanish"),
    ("I play five-a-side on Tuesdays", "I stopped playing five-a-side", "five-a-side"),
    ("I'm training for the London marathon in April", "I pulled out of the London marathon",
     "london marathon"),
    ("I'm on a keto diet", "I stopped doing keto", "keto"),
    ("I subscribe to Netflix", "I cancelled Netflix", "netflix"),
    ("I'm in a book club", "I left the book club", "book club"),
    ("I go running every morning", "I stopped running", "running"),
    ("I go to the gym on Tuesdays", "I don't go to the gym anymore", "gym"),
]  # fmt: skip


@pytest.mark.parametrize(("doing", "stopped", "what"), PAIRS)
def test_what_one_does_and_stopping_it_are_one_slot(doing: str, stopped: str, what: str) -> None:
    on, off = parse_slot(doing), parse_slot(stopped)
    assert on is not None and off is not None
    assert (on.predicate, on.object, on.polarity, on.change_marker) == ("does", what, 1, False)
    assert (off.predicate, off.object, off.polarity, off.change_marker) == ("does", what, -1, True)
    assert on.key == off.key


@pytest.mark.parametrize(
    ("text", "twin"),
    [
        # a stop on the way, a phone left, an order cancelled: nothing one does
        ("I stopped at the shop on the way home", "I stopped going to the gym"),
        ("I left my phone at the gym", "I left the gym"),
        ("I cancelled the order", "I cancelled my gym membership"),
        ("I play with my kids after dinner", "I play chess after dinner"),
        ("I gave up halfway", "I gave up chess"),
        ("I go to bed at night", "I go to yoga at night"),
    ],
)
def test_what_is_no_doing_is_not_read_as_one(text: str, twin: str) -> None:
    slot = parse_slot(text)
    assert slot is None or slot.predicate != "does"
    control = parse_slot(twin)
    assert control is not None and control.predicate == "does"


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        # another slot anywhere in the text is the one read, before or after
        ("I'm learning the cello. I have two kids.", "children_count"),
        ("Finally quit the vineyard!! Moved to Puerto Montt.", "lives_in"),
        ("I quit my job at Deloitte", "works_at"),
        ("I gave up smoking", "identity"),
        # control: alone, what one does is read
        ("I'm learning the cello.", "does"),
    ],
)
def test_what_one_does_is_the_weakest_reading(text: str, predicate: str) -> None:
    slot = parse_slot(text)
    assert slot is not None and slot.predicate == predicate


@pytest.mark.parametrize(("doing", "stopped", "what"), PAIRS[:6])
def test_stopping_supersedes_what_one_did(
    tmp_path: Path, doing: str, stopped: str, what: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old = m.remember(doing).memory
        assert old is not None
        new = m.remember(stopped)
        assert new.decision is Decision.UPDATED and new.target == old.id
        assert m.get(old.id).status is Status.SUPERSEDED


def test_another_thing_stopped_leaves_the_first_and_the_same_told_again_is_no_change(
    tmp_path: Path,
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        gym = m.remember("I go to the gym three times a week").memory
        spanish = m.remember("I'm learning Spanish").memory
        assert gym is not None and spanish is not None
        # the same told again, with a detail or without: nothing changed
        assert m.remember("i go to the gym three times a week").decision is Decision.IGNORED
        tuesdays = m.remember("I go to the gym on Tuesdays").memory
        assert tuesdays is not None and m.get(gym.id).status is Status.ACTIVE
        quit_spanish = m.remember("I gave up on Spanish")
        assert quit_spanish.decision is Decision.UPDATED and quit_spanish.target == spanish.id
        assert m.get(gym.id).valid_until is None  # the gym is not Spanish
        # control: the gym stopped is the gym's, each memory that told it
        quit_gym = m.remember("I quit the gym")
        assert quit_gym.decision is Decision.UPDATED and quit_gym.target == tuesdays.id
        assert "the same activity changed" in quit_gym.reason
        assert f"memory {gym.id} ended when this began" in quit_gym.reason
        assert m.get(tuesdays.id).status is Status.SUPERSEDED
        assert m.get(gym.id).valid_until is not None
        answered = [hit.memory.text for hit in m.recall("do I go to the gym?", limit=5).results]
        assert answered == ["I quit the gym"]


def test_a_change_ends_every_memory_that_told_the_old_value(tmp_path: Path) -> None:
    """Not only what one does: a slot told twice, in other words or with more, ends whole."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        first = m.remember("I drive to work").memory
        second = m.remember("I drive to work, it takes me twenty minutes on the ring road").memory
        kept = m.remember("I live in Leeds").memory
        assert first is not None and second is not None and kept is not None
        moved = m.remember("I take the train to work now")
        assert moved.decision is Decision.UPDATED
        assert {moved.target} < {first.id, second.id}
        ended = first if moved.target == second.id else second
        assert m.get(ended.id).valid_until is not None
        assert m.get(kept.id).valid_until is None and m.get(kept.id).status is Status.ACTIVE
