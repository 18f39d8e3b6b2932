"""Something of someone or something the question names, told again later as changed
(memwarden.read.fusion ``with_changed_later``): "Bramble is registered with the Musselburgh Vet
Centre", then "Bramble's registered with Links Vets on Great Junction Street now". No slot holds
a dog's vet, so the door supersedes nothing; recall lowers the earlier for "Who is Bramble's
vet?", and not for a question about before, nor for one asking for nothing but whom it names.
Real SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

import pytest

from door import first_text
from memwarden import Memory
from memwarden.model import Decision, Status

BEFORE = "Bramble is registered with the Musselburgh Vet Centre on the High Street."
AFTER = "Bramble's registered with Links Vets on Great Junction Street now."


@pytest.fixture
def memory(words_memory: Memory) -> Memory:
    return words_memory


def _lowered(memory: Memory, query: str, text: str) -> bool:
    """Whether the hit of ``text`` for ``query`` was lowered as changed later."""
    hits = memory.recall(query, explain=True).results
    (hit,) = [h for h in hits if h.memory.text == text]
    assert hit.explain is not None
    return "changed_later" in hit.explain["bonuses"]


def test_the_later_change_answers_what_holds(memory: Memory) -> None:
    before = memory.remember(BEFORE, at="2029-10-01").memory
    after = memory.remember(AFTER, at="2030-02-01")
    assert before is not None and after.decision is Decision.CREATED
    assert memory.get(before.id).status is Status.ACTIVE  # both still believed
    assert first_text(memory, "Who is Bramble's vet?") == AFTER
    assert _lowered(memory, "Who is Bramble's vet?", BEFORE)
    assert not _lowered(memory, "Who is Bramble's vet?", AFTER)
    # The twins: asked about before, or for the first, the earlier is not lowered.
    assert not _lowered(memory, "Which vet was Bramble registered with before?", BEFORE)
    assert not _lowered(memory, "What was Bramble's first vet?", BEFORE)


def test_a_later_memory_telling_no_change_lowers_nothing(memory: Memory) -> None:
    memory.remember(BEFORE, at="2029-10-01")
    memory.remember("Bramble's vet at the Musselburgh centre is lovely with her.", at="2030-02-01")
    assert not _lowered(memory, "Who is Bramble's vet?", BEFORE)
    # The twin: told as a change, the later lowers it.
    memory.remember(AFTER, at="2030-03-01")
    assert _lowered(memory, "Who is Bramble's vet?", BEFORE)


def test_asking_for_whom_it_names_or_when_lowers_nothing(memory: Memory) -> None:
    first = "Karen and I have separated; we share custody, handovers on Sundays."
    later = "Karen's living in Portobello now, so the Sunday handovers are a short drive."
    memory.remember(first, at="2029-04-01")
    memory.remember(later, at="2030-02-01")
    assert not _lowered(memory, "Who is Karen?", first)
    assert not _lowered(memory, "When are the handovers with Karen?", first)
    # The twin: asked where the handovers are, what holds now is the later.
    assert _lowered(memory, "Where are the Sunday handovers with Karen?", first)


def test_a_change_of_another_name_lowers_nothing(memory: Memory) -> None:
    memory.remember(BEFORE, at="2029-10-01")
    memory.remember("Biscuit is registered with Links Vets now.", at="2030-02-01")
    assert not _lowered(memory, "Who is Bramble's vet?", BEFORE)
    # The twin: the same change of Bramble's lowers it.
    memory.remember("Bramble is registered with Links Vets now.", at="2030-03-01")
    assert _lowered(memory, "Who is Bramble's vet?", BEFORE)


def test_a_statement_holding_no_word_asked_is_not_read_for_a_change(
    memory: Memory, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memwarden.read import fusion

    read: list[str] = []
    real = fusion._tells_a_change

    def tells_a_change(text: str) -> bool:
        read.append(text)
        return real(text)

    monkeypatch.setattr(fusion, "_tells_a_change", tells_a_change)
    chase = "Bramble chased a squirrel up the big oak in the park now."
    memory.remember(BEFORE, at="2029-10-01")
    memory.remember(chase, at="2029-11-01")
    memory.remember(AFTER, at="2030-02-01")
    assert first_text(memory, "Who is Bramble's vet?") == AFTER
    assert _lowered(memory, "Who is Bramble's vet?", BEFORE)
    # Named, but holding no word asked ("vet"): it could lower nothing, and is not read.
    assert chase not in read
    # The twins: the two holding the name and the word asked are read.
    assert BEFORE in read and AFTER in read
