"""A question typed in Romanized Sinhala finds what answers it (memwarden.read.sinhala,
memwarden.read.shorthand): "ayya lankawata enne kawadda" is searched with "elder brother", "Sri
Lanka", "coming" and "when" beside its own words and without its small words ("eka", "ge",
"dan", "kawadda", "mokakda"), which fill every message the person typed in Sinhala, and is read
as no Tamil for the "akka" and "amma" both have (the controls: a Tamil question stays Tamil, an
English one is none); an English question is searched for the Sinhala the person's own messages
say its things in ("younger sister": "nangi", "medicine": "beheth"). The blind suite of the
sixty-eighth session (a family in Colombo and Kandy) answered 61 of its 100 questions first
before.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.shorthand import sinhala_words, spelled_out, tamil_words
from memwarden.read.sinhala import in_sinhala, sinhala_for


@pytest.mark.parametrize(
    ("query", "spelled"),
    [
        (
            "ayya lankawata enne kawadda",
            "ayya (elder brother) lankawata (Sri Lanka) enne (come coming) kawadda (when)",
        ),
        (
            "thaththage sugar beheth dose eka dan kiyada",
            "thaththage (father) sugar beheth (medicine) dose eka dan (now currently) kiyada"
            " (how much how many)",
        ),
        (
            "api kalin hitiye koheda",
            "api kalin (before earlier previous) hitiye (lived live inne) koheda (where)",
        ),
        (
            "akka Melbourne wala mokakda karanne",
            "akka (elder sister) Melbourne wala mokakda (what) karanne (does do works)",
        ),
    ],
)
def test_sinhala_words_are_glossed_in_a_sinhala_question(query: str, spelled: str) -> None:
    assert in_sinhala(query)
    assert spelled_out(query) == spelled


def test_a_sinhala_question_knows_its_words_and_its_small_words() -> None:
    known, small = sinhala_words("thaththage sugar beheth dose eka dan kiyada")
    assert known == {"thaththage", "beheth"}
    assert small == {"eka", "dan", "kiyada"}
    # … and is no Tamil question for the "akka" they share
    assert tamil_words("akka Melbourne wala mokakda karanne") == (frozenset(), frozenset())
    # the controls: a Tamil question stays Tamil, an English one is none, and an English "dan"
    # or "mona" is no Sinhala
    assert not in_sinhala("akka enga irukka")
    assert tamil_words("akka enga irukka")[1] == {"enga"}
    assert not in_sinhala("When does Dan visit Mona?")
    assert spelled_out("When does Dan visit Mona?") == "When does Dan visit Mona?"
    assert sinhala_words("Where does the user's sister work?") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_sinhala_its_things_are_said_in() -> None:
    assert sinhala_for("Where does the user's younger sister work?") == ["nangi"]
    assert sinhala_for("What medicine does my father take?") == ["beheth", "thaththa"]
    assert sinhala_for("What is the cat called?") == ["pusa"]
    # the twin: nothing for what names none of them, nor Tamil's "amma" for a mother
    assert sinhala_for("What does the user do for work?") == []
    assert sinhala_for("where does my mother live") == []


SINHALA_NOTES = [
    ("User's brother Chaminda will visit Sri Lanka from Italy from 5 to 26 July.", "2037-05-01"),
    ("ayya Milan eke job eka iwara karala Napoli giya, aluth restaurant ekak", "2037-05-02"),
    ("nangi Ishani Korea giya EPS eken, Ansan wala car parts factory ekaka wada", "2037-05-03"),
    ("User's elder sister Sandya works as a nurse at a Melbourne hospital.", "2037-05-04"),
    ("thaththata sugar, Metformin 500 dekak bonawa dawasata", "2037-05-05"),
    ("User's father Gunapala's Metformin was raised from 500 mg to 1000 mg.", "2037-05-06"),
]  # fmt: skip


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Sinhala question finds the English note, not the Sinhala message sharing its
        # small words
        ("ayya lankawata enne kawadda", 0, 1, "ayya Napoli giya restaurant"),
        ("thaththage beheth dose eka kiyada", 5, 4, "thaththata Metformin bonawa dawasata"),
        # an English question finds the person's own words in Sinhala
        ("Where did the younger sister go?", 2, 3, "what does Sandya do in Melbourne"),
    ],
)
def test_a_sinhala_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in SINHALA_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin
