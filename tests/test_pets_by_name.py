"""A pet by its name (memwarden.write.review ``_a_pet_gone``, slot parser 32): "Rex passed away
in March", "we lost Biscuit on 20 april", "miso passed away" end the memory of the person's pet
of that name — a name is a pet's only where the person has a pet of that name, so "Ken died in
2024" is not — and a pet is read when its name comes first ("Biscuit my old ginger cat is 15
now") or it is adopted by its name ("adopted Poppy, a rescue whippet"); "my cat sitter" is no
pet. Real SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

import pytest

from memwarden import Memory
from memwarden.model import Decision, Status
from memwarden.write.slots import parse_slot


@pytest.fixture
def memory(words_memory: Memory) -> Memory:
    return words_memory


@pytest.mark.parametrize(
    ("pet", "gone"),
    [
        ("I have a dog called Rex.", "Rex passed away in March and we got a rescue greyhound "
         "called Luna."),
        ("Biscuit my old ginger cat is 15 now", "sad day. we lost Biscuit on 20 april, he was 16."),
        ("I have a cat called Miso.", "miso passed away last night"),
        ("my dog is called Bramble", "We had to say goodbye... Bramble crossed the rainbow "
         "bridge on Sunday."),
    ],
)  # fmt: skip
def test_a_pet_gone_by_its_name_alone(memory: Memory, pet: str, gone: str) -> None:
    had = memory.remember(pet).memory
    assert had is not None
    said = memory.remember(gone)
    assert said.decision is Decision.UPDATED and said.target == had.id
    assert "the same pet changed (it is gone)" in said.reason
    assert memory.get(had.id).status is Status.SUPERSEDED


@pytest.mark.parametrize(
    "other",
    [
        # The twins: a name no pet of the person's has, and a loss that is no pet's.
        "Ken died in 2024.",
        "we lost the match on saturday",
        "my friend's dog Rex passed away",
    ],
)
def test_no_pet_of_the_persons_is_gone(memory: Memory, other: str) -> None:
    miso = memory.remember("I have a cat called Miso.").memory
    rex = memory.remember("My sister has a dog called Rex.").memory
    assert miso is not None and rex is not None
    said = memory.remember(other)
    assert said.decision is Decision.CREATED
    assert memory.get(miso.id).status is Status.ACTIVE
    assert memory.get(rex.id).status is Status.ACTIVE


def test_an_agents_word_that_a_pet_died_waits_for_the_person(memory: Memory) -> None:
    miso = memory.remember("I have a cat called Miso.").memory
    assert miso is not None
    _, token = memory.principal_add("agent", labels=["personal"], capabilities=["remember"])
    held = memory.for_token(token).remember("Miso passed away last week.")
    assert held.decision is Decision.HELD and held.target == miso.id
    assert memory.get(miso.id).status is Status.ACTIVE


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        ("Biscuit my old ginger cat is 15 now, sleeps most of the day", "cat biscuit"),
        ("Rover, our dog, hates the rain", "dog rover"),
        ("On 19 October 2029 the user adopted Poppy, a 4-year-old rescue whippet, from a "
         "Derbyshire dog rescue.", "whippet poppy"),
        # The twins: a pet's carer and a friend are no pet.
        ("Jenny, my cat sitter, is away", None),
        ("my cat sitter", None),
        ("Sarah my old friend is visiting", None),
        ("Tom our dog walker is great", None),
    ],
)  # fmt: skip
def test_a_pet_named_first_or_adopted_by_name(text: str, pet: str | None) -> None:
    slot = parse_slot(text)
    got = slot.object if slot is not None and slot.predicate == "pet" else None
    assert got == pet
