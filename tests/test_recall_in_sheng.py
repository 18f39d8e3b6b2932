"""A question typed in Sheng or Swahili finds what answers it (memwarden.read.sheng,
memwarden.read.shorthand): "mathe anakaa wapi shags" is searched with "mother", "lives",
"where" and "rural home village" beside its own words and without its small words ("ni", "ya",
"wa", "yangu", "gani", "wapi", "lini", "sasa"), which fill every message the person typed, a
Sheng verb made of an English one is read as that word ("anawork": work, "tunameet": meet), and
it is read as no Marathi, Gujarati or Urdu question (the control: an English one is read as
none); an English question is searched for the Sheng the person's own messages say its things
in ("dog": "mbwa", "doctor": "daktari", "mother": "mathe"). The blind suite of the sixty-fifth
session (a family in Nairobi) answered 67 of its 100 questions first before.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.marathi import in_marathi
from memwarden.read.sheng import in_sheng, sheng_for
from memwarden.read.shorthand import (
    gujarati_words,
    marathi_words,
    sheng_words,
    spelled_out,
    urdu_words,
)


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "mathe anakaa wapi shags",
            "mathe (mother) anakaa (lives) wapi (where) shags (rural home village)",
            "where does my mother live",
        ),
        (
            "chama tunameet lini",
            "chama tunameet (meet) lini (when)",
            "when does the chama meet",
        ),
        (
            "bibi yangu anawork hosi gani sasa",
            "bibi (wife) yangu anawork (work) hosi (hospital) gani (which what) sasa (now)",
            "where does my wife work now",
        ),
    ],
)
def test_sheng_words_are_glossed_only_in_a_sheng_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_sheng(query)
    assert spelled_out(query) == spelled
    assert not in_sheng(twin)
    assert spelled_out(twin) == twin


def test_a_sheng_question_knows_its_words_and_its_small_words() -> None:
    known, small = sheng_words("chama tunameet lini")
    # (a verb made of an English one is a word, not a typo)
    assert known == {"tunameet"}
    assert small == {"lini"}
    known, small = sheng_words("bibi yangu anawork hosi gani sasa")
    assert known == {"bibi", "hosi", "anawork"}
    assert small == {"yangu", "gani", "sasa"}
    # … and is no Marathi, Gujarati or Urdu question
    for other in (marathi_words, gujarati_words, urdu_words):
        assert other("bibi yangu anawork hosi gani sasa") == (frozenset(), frozenset())
    assert not in_marathi("bibi yangu anawork hosi gani sasa")
    # the controls: an English question is read as none, and a Tagalog one with "ni" and "na"
    # stays Tagalog's
    assert sheng_words("where does my wife work now") == (frozenset(), frozenset())
    assert not in_marathi("where does my wife work now")
    assert not in_sheng("saan na ang bahay ni Ana")


def test_an_english_question_is_searched_for_the_sheng_its_things_are_said_in() -> None:
    assert sheng_for("What happened to the family dog?") == ["mbwa"]
    assert sheng_for("Who is the son's doctor?") == ["daktari"]
    assert sheng_for("When did Kevo get married?") == ["ameoa"]
    # the twin: nothing for what names none of them
    assert sheng_for("What does the user do for work?") == []


SHENG_NOTES = [
    ("User's mother Grace lives in Keroka and farms tea.", "2036-11-01"),
    ("mathe ako poa, ananipigia simu kila Sunday jioni", "2036-11-02"),
    ("User's wife Sharon works as a nurse at Karen Hospital.", "2036-11-03"),
    ("tuko na mbwa anaitwa Simba, ni mkali kwa wasee wa nje", "2036-11-04"),
    ("User's son Jayden goes to St Mary's Academy in Rongai.", "2036-11-05"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Sheng question finds the English note, not the Sheng message sharing its words
        ("mathe anakaa wapi", 0, 1, "mathe ananipigia simu lini"),
        ("bibi yangu anawork wapi", 2, 4, "Jayden anasoma shule gani"),
        # an English question finds the person's own words in Sheng
        ("What is the family dog called?", 3, 0, "where does my mother live"),
    ],
)
def test_a_sheng_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in SHENG_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin
