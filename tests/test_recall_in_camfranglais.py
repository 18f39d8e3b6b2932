"""A question typed in French or Camfranglais finds what answers it
(memwarden.read.camfranglais, memwarden.read.shorthand): "ma reme nang où now?" is searched with
"mother", "lives" and "where" beside its own words and without its small words ("le", "la",
"de", "mon", "ma", "où", "quoi", "quand", "maintenant"), which fill every message the person
typed in French, and is read as no Spanish ("de" and "la" are both's; the control: a Spanish
question stays Spanish) and no Cameroon Pidgin ("ma" is both's; a Pidgin question stays
Pidgin); an English question is searched for the French the person's own messages say its
things in ("dog": "chien", "car": "tacot", "mother": "reme"). The blind suite of the
sixty-sixth session (a family in Douala and Yaoundé) answered 54 of its 100 questions first
before.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.camfranglais import camfranglais_for, in_camfranglais
from memwarden.read.shorthand import camfranglais_words, pidgin_words, spanish_words, spelled_out


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "ma reme nang où now?",
            "ma reme (mother) nang (lives live stay) où (where) now?",
            "where does my mother live now?",
        ),
        (
            "Kevin fait quel lycée maintenant?",
            "Kevin fait (does) quel (which what) lycée (school) maintenant (now)?",
            "which school does Kevin go to now?",
        ),
        (
            "mon tacot now c'est quoi, immat?",
            "mon tacot (car) now c'est quoi (what), immat (plate registration)?",
            "what's the plate of my car now?",
        ),
        (
            # without a question word: "aime" is French's only
            "ma go aime le piment?",
            "ma go (wife girlfriend) aime (likes) le piment (pepper spicy)?",
            "does my wife like to go out?",
        ),
    ],
)
def test_french_words_are_glossed_only_in_a_french_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_camfranglais(query)
    assert spelled_out(query) == spelled
    assert not in_camfranglais(twin)
    assert spelled_out(twin) == twin


def test_a_french_question_knows_its_words_and_its_small_words() -> None:
    query = "mon repe prend combien de mg pour la tension maintenant"
    known, small = camfranglais_words(query)
    assert known == {"repe", "prend", "tension"}
    assert small == {"mon", "combien", "de", "pour", "la", "maintenant"}
    # … and is no Spanish question for the "de" and "la" they share
    assert spanish_words(query) == (frozenset(), frozenset())
    # the controls: a Spanish question stays Spanish, a Pidgin one Pidgin, an English one (with
    # French names in it) is none
    assert spanish_words("cuánto paga mi suegra de renta")[1] == {"mi", "de"}
    assert camfranglais_words("cuánto paga mi suegra de renta") == (frozenset(), frozenset())
    assert pidgin_words("wusai ma gars dey stay now")[1] == {"wusai", "ma"}
    assert camfranglais_words("wusai ma gars dey stay now") == (frozenset(), frozenset())
    assert not in_camfranglais("what did Le Pen say in La Rochelle")
    assert camfranglais_words("Where does the user live now?") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_french_its_things_are_said_in() -> None:
    assert camfranglais_for("What is the name of the user's dog?") == ["appelle", "chien", "chiot"]
    assert camfranglais_for("What car does the user drive now?") == ["tacot", "voiture"]
    # the twin: nothing for what names none of them
    assert camfranglais_for("What does the user do for work?") == []
    assert camfranglais_for("when is my flight") == []


CAMFRANGLAIS_NOTES = [
    ("User's mother Odile lives in Yaoundé with her daughter Sandrine.", "2036-12-01"),
    ("ma reme est toujours au village, elle cultive son champ de macabo", "2036-11-02"),
    ("Notre chien Simba garde la maison mieux que le watchman", "2036-11-03"),
    ("User's son Kevin attends Lycée de Makepe.", "2036-11-04"),
    ("Kevin a eu 15 de moyenne, le petit est calé en maths", "2036-11-05"),
    ("User's father takes amlodipine 10 mg a day for his blood pressure.", "2036-11-06"),
    ("mon repe est à la retraite au village depuis 2030", "2036-11-07"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a French question finds the English note, not the French message sharing its words
        ("ma reme nang où now?", 0, 1, "ma reme cultive quoi au village"),
        ("mon repe prend combien de mg pour la tension maintenant", 5, 6, "mon repe est où"),
        # an English question finds the person's own words in French
        ("What is the name of the user's dog?", 2, 3, "Kevin fait quel lycée maintenant?"),
    ],
)
def test_a_french_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in CAMFRANGLAIS_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


def test_no_question_of_another_suite_is_read_as_french() -> None:
    # the 7,000 questions of the older recall suites, in English and twenty other ways of
    # typing, are none of them read as French; control: most of its own suite's questions in
    # French are
    data = Path(__file__).parent / "data"
    asked = {
        path.name: [q["q"] for q in json.loads(path.read_text(encoding="utf-8"))["questions"]]
        for path in sorted(data.glob("recall_suite_agent*.json"))
    }
    others = [q for name, qs in asked.items() if name != "recall_suite_agent_84.json" for q in qs]
    assert len(others) > 7000
    assert [q for q in others if camfranglais_words(q)[1]] == []
    assert sum(1 for q in asked["recall_suite_agent_84.json"] if camfranglais_words(q)[1]) >= 25
