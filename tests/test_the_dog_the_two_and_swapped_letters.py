"""What the thirtieth blind recall suite showed: "the dog's name" is the dog's, not the cat's
nor the person's; "User and Dev adopted Marley, a … greyhound" is the person's pet (read as
"Dev and I …"); and a question word typed with two letters swapped ("whats the dogs nmae") is
read as the word it is.

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.read.shorthand import spelled_out
from memwarden.read.slots import asked_pet_kind
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        (
            "In January 2032 user and Dev adopted Marley, a 4-year-old male retired greyhound,"
            " from the Greyhound Trust.",
            "pet",
            "greyhound marley",
        ),
        ("me n dev got a kia niro EV on a 3 yr lease", "car", "kia niro ev"),
        ("User and Dev moved to Kings Heath in 2030", "lives_in", "kings heath"),
        # Read as it is when it says something as it is: the partner keeps both names.
        ("The user and Andrej Kos have been officially dating since May", "partner", "andrej kos"),
    ],
)
def test_the_person_first_of_two(text: str, predicate: str, value: str) -> None:
    slot = parse_slot(text)
    assert slot is not None
    assert (slot.subject, slot.predicate, slot.object) == ("user", predicate, value)


def test_a_car_sold_and_one_on_a_lease_is_a_change(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old = m.remember("User drives a silver 2016 Vauxhall Corsa, bought second-hand in 2023.")
        new = m.remember("sold the corsa 🥲 rip. got a kia niro EV on a 3 yr lease")
        assert new.decision.value == "updated"
        assert m.get(old.memory.id).status.value == "superseded"
        # the twin: a car named with no change told waits for the person
        other = m.remember("User drives a blue Ford Fiesta.")
        assert other.decision.value == "held"


def test_someone_else_first_of_two_is_not_the_person() -> None:
    assert parse_slot("Tanya and Marcus moved to Toronto in 2024") is None
    assert parse_slot("Dev and I moved to Kings Heath in 2030") is not None  # the twin


@pytest.fixture
def pets(tmp_path: Path) -> tuple[Memory, dict[str, str]]:
    m = Memory.open(tmp_path / "m.db", settings=WORDS_ONLY)
    ids = {
        "name": m.remember("User's name is Keisha Campbell, born 14 September 2002.").memory.id,
        "cat": m.remember("got a cat!!! tabby girl called biscuit, from cats protection").memory.id,
        "dog": m.remember(
            "In January 2032 user and Dev adopted Marley, a 4-year-old male retired greyhound,"
            " from the Greyhound Trust."
        ).memory.id,
    }
    yield m, ids
    m.close()


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("what's the dog's name?", "dog"),
        ("whats the dogs nmae", "dog"),
        ("what's my dog called", "dog"),
        ("what's the cat called?", "cat"),
        ("what's my name?", "name"),
    ],
)
def test_the_pet_asked_for_comes_first(
    pets: tuple[Memory, dict[str, str]], query: str, first: str
) -> None:
    memory, ids = pets
    results = [h.memory.id for h in memory.recall(query).results]
    assert results and results[0] == ids[first], (query, results)


def test_a_question_about_pets_finds_every_kind(pets: tuple[Memory, dict[str, str]]) -> None:
    memory, ids = pets
    found = {h.memory.id for h in memory.recall("what pets do I have?").results}
    assert {ids["cat"], ids["dog"]} <= found


@pytest.mark.parametrize(
    ("query", "kind"),
    [
        ("what's the dog's name", "dog"),
        ("is the puppy registered", "dog"),
        ("what's my kitten called", "cat"),
        ("do I have pets", None),
        # what recall added in brackets is not asked
        ("do I have pets Bramble (spaniel, kitten)?", None),
    ],
)
def test_the_kind_of_pet_asked(query: str, kind: str | None) -> None:
    assert asked_pet_kind(query) == kind


@pytest.mark.parametrize(
    ("query", "read"),
    [
        ("whats the dogs nmae", "whats the dogs name"),
        ("wehn is it", "when is it"),
        ("waht is teh plan", "what is the plan"),
        # a swap two question words share ("hwo": who or how) is left as typed
        ("hwo is tanya", "hwo is tanya"),
        # a short name or a word of another language is never read as an English one
        ("who is coni", "who is coni"),
        ("my te reo lessons", "my te reo lessons"),
        ("when is the wedding", "when is the wedding"),
    ],
)
def test_a_question_word_with_two_letters_swapped(query: str, read: str) -> None:
    assert spelled_out(query) == read


@pytest.mark.parametrize(
    ("query", "added"),
    [
        ("does marek have any allergies", "(allergic)"),
        ("is she allergic to anything", "(allergy allergies)"),
        ("is the user diabetic", "(diabetes)"),
    ],
)
def test_forms_the_stemmer_keeps_apart_are_searched_together(query: str, added: str) -> None:
    assert spelled_out(query) == f"{query} {added}"
    assert spelled_out("does marek have any pets") == "does marek have any pets"  # the twin


def test_allergies_asked_find_allergic_said(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        said = m.remember("my brother Marek is allergic to cats, sneezes for days after")
        m.remember("my brother Marek has been to the allergy clinic about his hay fever twice")
        m.remember("Marek plays trumpet in the Leyland brass band every Thursday")
        hits = m.recall("does marek have any allergies").results
        # first, and near the one saying "allergy" (before, found only as a corrected word)
        assert hits[0].memory.id == said.memory.id and hits[1].score > 0.5 * hits[0].score
