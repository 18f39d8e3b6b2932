"""A question typed in Romanized Odia finds what answers it (memwarden.read.odia,
memwarden.read.shorthand): "bou ra BP aushadha kete mg ebe?" is searched with "mother",
"medicine" and "now" beside its own words and without its small words ("ra", "re", "ku", "kana",
"kebe", "kete", "ebe"), which fill every message the person typed in Odia, and is read as no
Romanized Bangla ("kete" and "dei" are both's; Bangla's "bou" is a wife, Odia's the mother: the
controls, a Bangla question stays Bangla, an English one is none); an English question is
searched for the Odia the person's own messages say its things in ("job": "chakiri", "new":
"nua"). The blind suite of the sixty-seventh session (a family in Bhubaneswar and Cuttack)
answered 66 of its 100 questions first before.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.bangla import in_bangla
from memwarden.read.odia import in_odia, odia_for
from memwarden.read.shorthand import bangla_words, odia_words, spelled_out


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "bou ra BP aushadha kete mg ebe?",
            "bou (mother) ra BP aushadha (medicine) kete (how much how many) mg ebe (now)?",
            "how many mg is the mother's BP medicine now",
        ),
        (
            "Manasi apa kouthi rahanti?",
            "Manasi apa (elder sister) kouthi (where) rahanti (live)?",
            "where does Manasi live",
        ),
        (
            "Ipsi ebe kau school re padhuchi?",
            "Ipsi ebe (now) kau (which) school re padhuchi (studies)?",
            "which school is Ipsi in now",
        ),
        (
            # Bangla's "kete" and "dei" too: read as Odia
            "bijuli bill kete tarikh re dei?",
            "bijuli (electricity) bill kete tarikh (which date) re dei (pay give)? (energy)",
            "which date is the electricity bill due",
        ),
    ],
)
def test_odia_words_are_glossed_only_in_an_odia_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_odia(query)
    assert spelled_out(query) == spelled
    assert not in_odia(twin)
    assert not any(f"({w}" in spelled_out(twin) for w in ("mother", "where", "which date"))


def test_an_odia_question_knows_its_words_and_its_small_words() -> None:
    known, small = odia_words("bou ra BP aushadha kete mg ebe?")
    assert known == {"bou", "aushadha"}
    assert small == {"ra", "kete", "ebe"}
    # … and is no Bangla question for the "kete" and "dei" they share
    assert bangla_words("bijuli bill kete tarikh re dei?") == (frozenset(), frozenset())
    # the controls: a Bangla question stays Bangla (its "bou" a wife), an English one is none
    assert in_bangla("Tanvir er bou er naam ki") and not in_odia("Tanvir er bou er naam ki")
    assert (
        spelled_out("Tanvir er bou er naam ki") == "Tanvir er bou (wife) er naam (name) ki (what)"
    )
    assert odia_words("Tanvir er bou er naam ki") == (frozenset(), frozenset())
    assert not in_odia("Where does the user live now?")
    assert odia_words("Where does the user live now?") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_odia_its_things_are_said_in() -> None:
    assert odia_for("what's my brother's new job?") == ["nua", "chakiri"]
    assert odia_for("When was the housewarming of the Patia flat?") == ["prabesa"]
    # the twin: nothing for what names none of them
    assert odia_for("where does my brother live") == []
    assert odia_for("which bank is my salary account with") == []


ODIA_NOTES = [
    (
        "User's niece Lipsa (Manasi's daughter) has her wedding in Cuttack; the reception is at "
        "Hotel Blue Lily.",
        "2036-12-03",
    ),
    ("Lipsa ra exam sesha hela, ebe Cuttack re bahut khusi", "2036-12-10"),
    (
        "User's mother Kuntala has high blood pressure and takes Amlodipine 10 mg every morning.",
        "2036-05-01",
    ),
    (
        "bhai Rajesh Hyderabad shift heigala, Microsoft re nua chakiri, Gachibowli re rahuchi",
        "2037-01-10",
    ),
    ("User's brother Rajesh is a data engineer in Whitefield, Bangalore.", "2035-06-01"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # an Odia question finds the English note, not the Odia message sharing its small words
        ("Lipsa ra bahaghara kebe?", 0, 1, "Lipsa ra exam kebe sesha hela?"),
        ("bou ra BP aushadha kete mg ebe?", 2, 1, "Lipsa ra exam kebe sesha hela?"),
        # an English question finds the person's own words in Odia
        ("what is Rajesh's new job?", 3, 4, "what does Rajesh do in Bangalore"),
    ],
)
def test_an_odia_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in ODIA_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


def test_no_question_of_another_suite_is_read_as_odia() -> None:
    # the questions of the older recall suites, in English and twenty other ways of typing,
    # are none of them read as Odia; control: most of its own suite's questions in Odia are
    data = Path(__file__).parent / "data"
    asked = {
        path.name: [q["q"] for q in json.loads(path.read_text(encoding="utf-8"))["questions"]]
        for path in sorted(data.glob("recall_suite_agent*.json"))
    }
    own = "recall_suite_agent_86.json"
    others = [q for name, qs in asked.items() if name != own for q in qs]
    assert len(others) > 7000
    assert [q for q in others if odia_words(q)[1]] == []
    assert sum(1 for q in asked[own] if odia_words(q)[1]) >= 25
