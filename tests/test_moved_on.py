"""Something no slot holds, told as changed from one value to another (memwarden.read.fusion
``with_moved_on``): "tuesday mornings is the walking group …", then "the walking group has moved
from tuesdays to thursday mornings now". The door supersedes nothing (no slot), so recall
lowers the earlier for a question about what holds, and not for one about before; nor where the
earlier answers with something else it says ("What is the name of Ines's son?" after "Ines has
moved from Lisbon to London"). Real SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

import pytest

from door import first_text
from memwarden import Memory
from memwarden.model import Decision, Status

BEFORE = "tuesday mornings is the walking group, we meet at the Memorial Gardens at 10"
AFTER = "the walking group has moved from tuesdays to thursdays now, we meet at 10 as before"


@pytest.fixture
def memory(words_memory: Memory) -> Memory:
    return words_memory


def test_what_moved_on_answers_what_holds(memory: Memory) -> None:
    before = memory.remember(BEFORE, at="2029-03-01").memory
    after = memory.remember(AFTER, at="2029-09-01")
    # No slot holds it: nothing is superseded, both stay believed.
    assert before is not None and after.decision is Decision.CREATED
    assert memory.get(before.id).status is Status.ACTIVE
    assert first_text(memory, "When does the walking group meet?") == AFTER
    # The twin: asked about before, the earlier answers.
    assert first_text(memory, "What day did the walking group use to meet?") == BEFORE


def test_without_the_move_the_earlier_answers(memory: Memory) -> None:
    # The twin: the same later memory telling no move lowers nothing.
    memory.remember(BEFORE, at="2029-03-01")
    memory.remember("the walking group is lovely, Gwen leads it", at="2029-09-01")
    assert first_text(memory, "When does the walking group meet?") == BEFORE


def test_a_memory_answering_with_something_else_is_not_lowered(memory: Memory) -> None:
    son = "Hana's best friend is Ines Duarte, who lives in Lisbon. Ines has a son called Tiago."
    memory.remember(son, at="2028-01-01")
    memory.remember("Ines has moved from Lisbon to Walthamstow for Rafael's job.", at="2028-10-01")
    asked_son = memory.recall("What is the name of Ines's son?", explain=True).results
    assert asked_son[0].memory.text == son
    assert asked_son[0].explain is not None and "moved_on" not in asked_son[0].explain["bonuses"]
    # The twin: asked where she lives, it answers with what moved, and is lowered.
    asked_home = memory.recall("Where does Ines live?", explain=True).results
    lowered = next(h for h in asked_home if h.memory.text == son)
    assert lowered.explain is not None and lowered.explain["bonuses"]["moved_on"] == -0.5


LESSON = "my portuguese lesson with Beatriz is on Tuesdays at 7pm"
MOVED = (
    "beatriz has moved my portuguese lesson to mondays 7pm from now on because of her uni "
    "timetable, which is a bit of a pain with climbing"
)


def test_a_move_told_only_by_the_day_it_moved_to(memory: Memory) -> None:
    """ "moved my portuguese lesson to mondays" moves it from the day the earlier says, though it
    names none; asked of nothing but the lesson, the later answers."""
    memory.remember(LESSON, at="2031-01-01")
    memory.remember(MOVED, at="2031-05-01")
    assert first_text(memory, "when's my portuguese lesson") == MOVED


@pytest.mark.parametrize(
    "later",
    [
        # moved to the day the earlier already says: no move from it
        "beatriz has moved my portuguese lesson to tuesdays 8pm from now on",
        # something else moved
        "the gym has moved my spin class to mondays from now on",
    ],
)
def test_a_move_to_the_same_day_or_of_something_else_lowers_nothing(
    memory: Memory, later: str
) -> None:
    memory.remember(LESSON, at="2031-01-01")
    memory.remember(later, at="2031-05-01")
    hits = memory.recall("when's my portuguese lesson", explain=True).results
    earlier = next(h for h in hits if h.memory.text == LESSON)
    assert earlier.explain is not None and "moved_on" not in earlier.explain["bonuses"]
