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
