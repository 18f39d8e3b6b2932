"""A question typed in Romanized Punjabi finds what answers it (memwarden.read.punjabi,
memwarden.read.shorthand): "veer ji kithe rehnde" is searched with "brother", "where" and
"lives" beside its own words and without its small words ("da", "di", "ch", "aa", "ki", "kithe",
"kado", "hun"), which fill every message the person typed in Punjabi, and is read as no Roman
Urdu ("ki" and "naam" are both's; the control: an Urdu question stays Urdu) and no Gujarati (a
Gujarati question stays Gujarati); an English question is searched for the Punjabi the person's
own messages say its things in ("village": "pind", "dog": "kutta", "harvest": "vaadhi"). The
blind suite of the sixty-sixth session (a family in Ludhiana and Mohali) answered 61 of its 100
questions first before.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.gujarati import in_gujarati
from memwarden.read.punjabi import in_punjabi, punjabi_for
from memwarden.read.shorthand import gujarati_words, punjabi_words, spelled_out, urdu_words


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "veer ji kithe rehnde te ki kamm karde",
            "veer ji (brother) kithe (where) rehnde (live lives) te ki (what) kamm (work job) "
            "karde (do work)",
            "where does my brother live and what does he do",
        ),
        (
            "kothi da kiraya kinna aunda",
            "kothi (house) da kiraya (rent) kinna (how much how many) aunda (comes)",
            "how much rent comes in for the house",
        ),
        (
            # a question word only Punjabi has, in small letters, makes a question Punjabi alone
            "Hola Mohalla kado jaana",
            "Hola Mohalla kado (when) jaana (go going)",
            "when are we going to Hola Mohalla",
        ),
        (
            "mera navaan number ki aa?",
            "mera navaan (new) number ki (what) aa?",
            "what's my new number",
        ),
    ],
)
def test_punjabi_words_are_glossed_only_in_a_punjabi_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_punjabi(query)
    assert spelled_out(query) == spelled
    assert not in_punjabi(twin)
    assert spelled_out(twin) == twin


def test_a_punjabi_question_knows_its_words_and_its_small_words() -> None:
    known, small = punjabi_words("tote da naam ki aa")
    assert known == {"tote", "naam"}
    assert small == {"da", "ki", "aa"}
    # … and is no Roman Urdu question for the "ki" and "naam" they share
    assert urdu_words("tote da naam ki aa") == (frozenset(), frozenset())
    # the controls: a Roman Urdu question stays Urdu, a Gujarati one Gujarati, an English one
    # is none
    assert urdu_words("mera naam kya hai")[1] == {"mera", "kya", "hai"}
    assert not in_punjabi("mera naam kya hai")
    assert in_gujarati("ba have kya rahe che?")
    assert punjabi_words("ba have kya rahe che?") == (frozenset(), frozenset())
    assert gujarati_words("ba have kya rahe che?")[1] == {"have", "kya", "che"}
    assert not in_punjabi("Where does the user's brother live now?")
    assert punjabi_words("Where does the user's brother live now?") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_punjabi_its_things_are_said_in() -> None:
    assert punjabi_for("How big is the family farm in the village?") == ["khet", "kille", "pind"]
    assert punjabi_for("What is the name of the user's dog?") == ["kutta"]
    # the twin: nothing for what names none of them
    assert punjabi_for("What does the user do for work?") == []
    assert punjabi_for("where does my mother live") == []


PUNJABI_NOTES = [
    (
        "User's older brother Kuldeep (veer ji) lives in Brampton, Ontario and owns a trucking "
        "company.",
        "2036-11-01",
    ),
    ("veer nu kal phone kita si, ohde bache hun school ch ne", "2036-11-02"),
    (
        "User's grandmother (bebe) Gurdev Kaur has her 90th birthday party at the farm in the "
        "village.",
        "2036-11-03",
    ),
    ("bebe naal mela dekhya, pind ch kanak di vaadhi shuru", "2036-11-04"),
    ("saada kutta Sheru, labra aa, 4 saal da", "2036-11-05"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Punjabi question finds the English note, not the Punjabi message sharing its words
        ("bebe da janamdin kado aa", 2, 3, "pind ch mela kado si"),
        # an English question finds the person's own words in Punjabi
        ("What is the name of the user's dog?", 4, 0, "veer ji kithe rehnde"),
        ("How big is the harvest in the village?", 3, 1, "veer nu phone kado kita"),
    ],
)
def test_a_punjabi_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in PUNJABI_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


def test_no_question_of_another_suite_is_read_as_punjabi() -> None:
    # the 7,000 questions of the older recall suites, in English and twenty other ways of
    # typing, are none of them read as Punjabi; control: most of its own suite's questions in
    # Punjabi are
    data = Path(__file__).parent / "data"
    asked = {
        path.name: [q["q"] for q in json.loads(path.read_text(encoding="utf-8"))["questions"]]
        for path in sorted(data.glob("recall_suite_agent*.json"))
    }
    others = [q for name, qs in asked.items() if name != "recall_suite_agent_83.json" for q in qs]
    assert len(others) > 7000
    assert [q for q in others if punjabi_words(q)[1]] == []
    assert sum(1 for q in asked["recall_suite_agent_83.json"] if punjabi_words(q)[1]) >= 25
