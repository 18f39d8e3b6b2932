"""A question typed in Romanized Assamese finds what answers it (memwarden.read.assamese,
memwarden.read.shorthand): "dada Dubai r pora ketia ahibo" is searched with "elder brother",
"coming" and "when" beside its own words and without its small words ("r", "t", "tu", "ki",
"kot", "ketia", "etiya", "mur"), which fill every message the person typed in Assamese, and is
read as no Roman Urdu ("ki" and "naam" are both's) and no Romanized Bangla ("ki", "kon", "amar")
(the controls: an Urdu question stays Urdu, a Bangla one Bangla, an English one is none); an
English question is searched for the Assamese the person's own messages say its things in
("father": "deuta", "medicine": "dorob", "cat": "mekuri"). The blind suite of the sixty-eighth
session (a family in Guwahati and Jorhat) answered 73 of its 100 questions first before.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.assamese import assamese_for, in_assamese
from memwarden.read.shorthand import assamese_words, bangla_words, spelled_out, urdu_words


@pytest.mark.parametrize(
    ("query", "spelled"),
    [
        (
            "mur thyroid r dorob r dose kiman etiya",
            "mur thyroid r dorob (medicine) r dose kiman (how much many) etiya (now currently)",
        ),
        ("Pranjal r office kot etiya", "Pranjal r office kot (where) etiya (now currently)"),
        (
            "dada Dubai r pora ketia ahibo",
            "dada (elder brother) Dubai r pora ketia (when) ahibo (come coming)",
        ),
        ("mur priyo khana ki", "mur priyo (favourite) khana (food) ki (what)"),
        ("amar gaari kun tu", "amar gaari (car) kun (which who) tu"),
    ],
)
def test_assamese_words_are_glossed_in_an_assamese_question(query: str, spelled: str) -> None:
    assert in_assamese(query)
    assert spelled_out(query) == spelled


def test_an_assamese_question_knows_its_words_and_its_small_words() -> None:
    known, small = assamese_words("mur priyo khana ki")
    assert known == {"priyo", "khana"}
    assert small == {"mur", "ki"}
    # … and is no Roman Urdu question for the "ki" they share, nor a Bangla one for "amar"
    assert urdu_words("mur priyo khana ki") == (frozenset(), frozenset())
    assert bangla_words("amar gaari kun tu") == (frozenset(), frozenset())
    # the controls: a Roman Urdu question stays Urdu, a Bangla one Bangla, an English one is none
    assert not in_assamese("mera naam kya hai")
    assert urdu_words("mera naam kya hai")[1] == {"mera", "kya", "hai"}
    assert not in_assamese("amar bari kothay")
    assert bangla_words("amar bari kothay")[1] == {"amar", "kothay"}
    assert not in_assamese("Where is the kot in the baby room?")
    assert assamese_words("Where does the user's father work?") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_assamese_its_things_are_said_in() -> None:
    assert assamese_for("What BP medicine did her father take before?") == ["dorob", "deuta"]
    assert assamese_for("What is the cat called?") == ["mekuri"]
    assert assamese_for("Which car does the family own?") == ["gaari"]
    # the twin: nothing for what names none of them, nor Marathi's "aai" for a mother
    assert assamese_for("What does the user do for work?") == []
    assert assamese_for("where does my mother live") == []


ASSAMESE_NOTES = [
    ("User's elder brother Rupam is coming home from Dubai on 10 October.", "2037-08-01"),
    ("dada Dubai t civil engineer, Al Nahda t thake", "2037-08-02"),
    ("deuta r BP ase, Amlodipine 5 mg khai roj rati", "2037-08-03"),
    ("User's mother takes calcium tablets every morning after tea.", "2037-08-04"),
    ("Pranjal r office Zoo Road t, Guwahati head office", "2037-08-05"),
    ("User's husband Pranjal was transferred to the company's head office.", "2037-08-06"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # an Assamese question finds the English note, not the Assamese message sharing its
        # small words
        ("dada Dubai r pora ketia ahibo", 0, 1, "dada Dubai t engineer"),
        # an English question finds the person's own words in Assamese
        ("What does her father take?", 2, 3, "what tablets does her mother take"),
    ],
)
def test_an_assamese_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in ASSAMESE_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin
