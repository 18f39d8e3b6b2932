"""A question typed in Romanized Nepali finds what answers it (memwarden.read.nepali,
memwarden.read.shorthand): "bahini ko bihe kahile bhako thyo?" is searched with "younger
sister", "wedding" and "when" beside its own words and without its small words ("ko", "ma",
"ho", "k", "kahile", "aba"), which fill every message the person typed in Nepali, and is read
as no Roman Urdu ("ko", "kaha" and "naam" are both's) and no Punjabi (the controls: an Urdu
question stays Urdu, an English one is none); an English question is searched for the Nepali
the person's own messages say its things in ("dad": "buwa", "eye": "aankha"). The blind suite
of the sixty-seventh session (a family in Kathmandu and Pokhara) answered 67 of its 100
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
from memwarden.read.nepali import in_nepali, nepali_for
from memwarden.read.shorthand import nepali_words, spelled_out, urdu_words


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "mero naya ghar kata ho?",
            "mero naya (new) ghar (home house) kata (where) ho?",
            # in English "kata" is no "where"
            "where is my new house",
        ),
        (
            "bahini ko bihe kahile bhako thyo?",
            "bahini (younger sister) ko bihe (wedding marriage) kahile (when) bhako thyo?",
            "when did my younger sister get married",
        ),
        (
            "dai Qatar ma k kaam garchha aba?",
            "dai (elder brother) Qatar ma k (what) kaam (work job) garchha (does works) aba (now)?",
            "what does my brother do in Qatar now",
        ),
        (
            "bijuli ko bill kasari tirchu",
            "bijuli (electricity) ko bill kasari (how) tirchu (pay) (energy)",
            "how do I pay the electricity bill",
        ),
    ],
)
def test_nepali_words_are_glossed_only_in_a_nepali_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_nepali(query)
    assert spelled_out(query) == spelled
    assert not in_nepali(twin)
    assert "(" not in spelled_out(twin).replace("(energy)", "").replace("(hitched)", "")


def test_a_nepali_question_knows_its_words_and_its_small_words() -> None:
    known, small = nepali_words("bahini ko bihe kahile bhako thyo?")
    assert known == {"bahini", "bihe"}
    assert small == {"ko", "kahile", "bhako", "thyo"}
    # … and is no Roman Urdu question for the "ko" they share
    assert urdu_words("mero naya ghar kata ho?") == (frozenset(), frozenset())
    # the controls: a Roman Urdu or Hindi question stays Urdu ("meri", "ki", "goli" are both's),
    # and an English one is none
    assert not in_nepali("meri BP ki goli konsi hai abhi")
    assert urdu_words("meri BP ki goli konsi hai abhi")[1] == {"meri", "ki", "konsi", "hai", "abhi"}
    assert nepali_words("meri BP ki goli konsi hai abhi") == (frozenset(), frozenset())
    assert urdu_words("mera naam kya hai")[1] == {"mera", "kya", "hai"}
    assert not in_nepali("Where does the user live now?")
    assert nepali_words("Where does the user live now?") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_nepali_its_things_are_said_in() -> None:
    assert nepali_for("when is my dad's eye surgery") == ["buwa", "aankha"]
    assert nepali_for("When did the younger sister's wedding happen?") == ["didi", "bihe"]
    # the twin: nothing for what names none of them
    assert nepali_for("What does the user do for work?") == []
    assert nepali_for("which bank is my home loan with") == []


NEPALI_NOTES = [
    (
        "User's younger sister (bahini) Anju married Rohit Rai in Dharan; the whole family "
        "attended the wedding.",
        "2036-12-03",
    ),
    ("Anju ko IELTS result aayo, aba Sydney ko nursing visa ko lagi apply garne", "2036-12-10"),
    (
        "User's father Hari Bahadur has type 2 diabetes and takes metformin 1000 mg twice daily.",
        "2036-05-01",
    ),
    (
        "buwa ko aankha ko operation (motiyabindu) Tilganga ma fixed bhayo, ma Pokhara bata "
        "lyauchu",
        "2037-02-01",
    ),
    ("User pays the NEA electricity bill every month with eSewa.", "2036-03-01"),
    ("internet ko bill Khalti bata tirchu, har mahina ko 5 gate", "2036-03-02"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Nepali question finds the English note, not the Nepali message sharing its small
        # words
        ("bahini ko bihe kahile bhako thyo?", 0, 1, "Anju ko IELTS ma kati aayo"),
        ("bijuli ko bill kasari tirchu", 4, 5, "internet ko bill kasari tirchu"),
        # an English question finds the person's own words in Nepali
        ("when is my dad's eye surgery", 3, 2, "what medicine does the father take for diabetes"),
    ],
)
def test_a_nepali_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in NEPALI_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


def test_no_question_of_another_suite_is_read_as_nepali() -> None:
    # the questions of the older recall suites, in English and twenty other ways of typing,
    # are none of them read as Nepali; control: most of its own suite's questions in Nepali are
    data = Path(__file__).parent / "data"
    asked = {
        path.name: [q["q"] for q in json.loads(path.read_text(encoding="utf-8"))["questions"]]
        for path in sorted(data.glob("recall_suite_agent*.json"))
    }
    own = "recall_suite_agent_85.json"
    others = [q for name, qs in asked.items() if name != own for q in qs]
    assert len(others) > 7000
    assert [q for q in others if nepali_words(q)[1]] == []
    assert sum(1 for q in asked[own] if nepali_words(q)[1]) >= 25
