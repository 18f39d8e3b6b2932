"""A question typed in Romanized Gujarati finds what answers it (memwarden.read.gujarati,
memwarden.read.shorthand): "ba have kya rahe che?" is searched with "grandmother", "now",
"where" and "lives" beside its own words and without its small words ("ni", "nu", "ma", "che",
"shu", "kya", "kyare", "have"), which fill every message the person typed in Gujarati, and is
read as no Roman Urdu ("kya" is Urdu's what, Gujarati's where), no Arabizi ("shu") and no
Marathi (the control: a Marathi question stays Marathi); an English question is searched for
the Gujarati the person's own messages say its things in ("terrace": "dhaaba", "kites":
"patang", "son": "dikro"). The blind suite of the sixty-fifth session (a family in Ahmedabad
and Surat) answered 64 of its 100 questions first before.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.gujarati import gujarati_for, in_gujarati
from memwarden.read.marathi import in_marathi
from memwarden.read.shorthand import gujarati_words, marathi_words, spelled_out, urdu_words


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "ba have kya rahe che?",
            "ba (grandmother) have (now) kya (where) rahe (lives) che?",
            # in English "have" is no "now", and a "ba" no grandmother
            "what do we have for the grandmother",
        ),
        (
            "Saputara kyare gaya hata?",
            "Saputara kyare (when) gaya (last went) hata?",
            "when did we go to Saputara",
        ),
        (
            "dhaaba par shu ugadu chu?",
            "dhaaba (terrace roof) par shu (what) ugadu (grow) chu?",
            "what do I grow on the terrace",
        ),
        (
            # "bhai" after a name is a courtesy, not a brother
            "Parth bhai kya rahe che US ma",
            "Parth bhai kya (where) rahe (lives) che US ma",
            "where does Parth live in the US",
        ),
        (
            "Ketan ni BP ni dawa kai che",
            "Ketan ni BP ni dawa (medicine) kai (which) che",
            "what is the BP medicine Ketan takes",
        ),
    ],
)
def test_gujarati_words_are_glossed_only_in_a_gujarati_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_gujarati(query)
    assert spelled_out(query) == spelled
    assert not in_gujarati(twin)
    assert spelled_out(twin) == twin


def test_a_gujarati_question_knows_its_words_and_its_small_words() -> None:
    known, small = gujarati_words("ba have kya rahe che?")
    assert known == {"ba", "rahe"}
    assert small == {"have", "kya", "che"}
    # … and is no Roman Urdu question for the "kya" they share, nor a Marathi one for "che"
    assert urdu_words("ba have kya rahe che?") == (frozenset(), frozenset())
    assert marathi_words("ba have kya rahe che?") == (frozenset(), frozenset())
    # the controls: a Roman Urdu question stays Urdu ("kya" is its what), a Marathi one Marathi,
    # and an English one is none
    assert urdu_words("mera naam kya hai")[1] == {"mera", "kya", "hai"}
    assert not in_gujarati("mera naam kya hai")
    assert in_marathi("Ira chi shala konti")
    assert gujarati_words("Ira chi shala konti") == (frozenset(), frozenset())
    assert spelled_out("Ira chi shala konti") == "Ira chi shala (school) konti (which)"
    assert not in_gujarati("Which shop does Ketan run?")
    # "bhai" after a name is small; the twin: one's own "bhai" is a brother
    assert gujarati_words("Parth bhai kya rahe che US ma")[1] == {"bhai", "kya", "che", "ma"}
    assert (
        spelled_out("mara bhai kya rahe che") == "mara bhai (brother) kya (where) rahe (lives) che"
    )
    assert "bhai" in gujarati_words("mara bhai kya rahe che")[0]
    assert not in_marathi("Which shop does Ketan run?")


def test_an_english_question_is_searched_for_the_gujarati_its_things_are_said_in() -> None:
    assert gujarati_for("What does the user grow on her terrace?") == ["dhaaba"]
    assert gujarati_for("How many kites did the son cut?") == ["patang", "dikro"]
    assert gujarati_for("What did the dog chew up?") == ["chavi"]
    # the twin: nothing for what names none of them
    assert gujarati_for("What does the user do for work?") == []
    assert gujarati_for("where does my mother live") == []


GUJARATI_NOTES = [
    ("User's husband Ketan runs a saree shop in Maskati Market, Ahmedabad.", "2036-11-01"),
    ("Ketan ni dukan ma Diwali ma bau bheed hati, roj raat sudhi kaam che", "2036-11-02"),
    ("User's daughter Dhruvi learns Bharatanatyam at Natyanjali Dance Studio.", "2036-11-03"),
    ("weekend ma dhaaba par garden banavyu che, tulsi ane mogro", "2036-11-04"),
    ("Dhruvi ni school ma annual day che, e dance karse", "2036-11-05"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Gujarati question finds the English note, not the Gujarati message sharing its
        # small words
        ("Ketan ni dukan kya che", 0, 1, "Diwali ma dukan ma bheed hati?"),
        ("Dhruvi shu shikhe che", 2, 4, "Dhruvi ni school ma annual day kyare che"),
        # an English question finds the person's own words in Gujarati
        ("What does the user grow on her terrace?", 3, 2, "what does Dhruvi learn"),
    ],
)
def test_a_gujarati_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in GUJARATI_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin
