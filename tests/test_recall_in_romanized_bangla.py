"""A question typed in Romanized Bangla, or in a Caribbean Creole-flavoured English, finds what
answers it (memwarden.read.bangla, memwarden.read.shorthand): "basha bhara koto" is searched
with "house home flat" and "rent" beside its own words and without its small words ("koto",
"er", "te", "amar"), which fill every message the person typed in Bangla, and no longer read as
Roman Urdu for the words the two share ("ki", "kon", "naam"); an English question is searched
for the Bangla the person's own messages say its things in ("parents": "ammu", "abbu"); a
Bahamian question's "w'ass" is "what's" (the index read "w" and "ass"), its "wan" and "gat"
glossed; and a few things are searched for in the notes' words too (a GP is the family doctor, a
breathing condition asthma, a vet an animal hospital). The blind suites of the fifty-ninth
session (a doctor in Chittagong, a port supervisor in Freeport) answered 69 and 71 of their 100
questions first before, 82 and 74 after.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that came first before and must not now, and the question that finds that twin still.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.bangla import bangla_for
from memwarden.read.shorthand import bangla_words, spelled_out, urdu_words


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "basha bhara koto",
            "basha (house home flat) bhara (rent) koto (how much)",
            # "kobe" alone is a name, not Bangla's "when"
            "what number did Kobe wear",
        ),
        (
            "Rafi er jonmodin kobe",
            "Rafi er jonmodin (birthday) kobe (when) (bday turns born)",
            "who is Amar Singh",
        ),
        (
            # a phrase is glossed as one: "kon din" which day, "koy tay" what time
            "Tuesday class koy tay shuru hoy",
            "Tuesday class koy tay (what time) shuru (start started) hoy",
            "which koi pond do we keep the fish in",
        ),
        (
            # "ki", "kon" and "naam" are Urdu's too: a Bangla question is Bangla's …
            "bhaiya r bou er naam ki",
            "bhaiya (brother) r bou (wife) er naam (name) ki (what)",
            # … and an Urdu one stays Urdu's
            "ghar ka kiraya kitna hai",
        ),
    ],
)
def test_bangla_words_are_glossed_only_in_a_bangla_question(
    query: str, spelled: str, twin: str
) -> None:
    assert spelled_out(query) == spelled
    if twin.startswith("ghar"):
        assert spelled_out(twin) == "ghar (house home) ka kiraya (rent) kitna (how much) hai"
    else:
        assert spelled_out(twin) == twin


def test_a_bangla_question_knows_its_words_and_its_small_words() -> None:
    known, small = bangla_words("Imran kon company te kaj kore")
    assert known == {"kaj"}
    assert small == {"kon", "te", "kore"}
    # the twins: an Urdu question is no Bangla one, and a Bangla one no Urdu one
    assert bangla_words("ghar ka kiraya kitna hai") == (frozenset(), frozenset())
    assert urdu_words("bhaiya r bou er naam ki") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_bangla_its_things_are_said_in() -> None:
    assert bangla_for("where do my parents live") == ["ammu", "abbu"]
    assert bangla_for("users new home") == ["bari", "basha"]
    # the twin: nothing for what the question says itself or names nothing of, and no word
    # the index would stem as an English one ("gram" is a weight)
    assert bangla_for("ammu bari kothay") == []
    assert bangla_for("how many grams of sugar") == []


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        # Caribbean Creole's "what's", in any question
        ("w'ass mummy pressure tablet now", "what's mummy pressure tablet now", "what's up"),
        # its words glossed in a question Creole by its marks …
        (
            "when I wan get da new boat",
            "when I wan (want) get da new boat",
            # … and not where they are names
            "what did I eat in Wan Chai with da Silva",
        ),
        (
            "dem chirren gat school today",
            "dem chirren (children) gat (got have) school today",
            "who is Gat",
        ),
        # things in the notes' words
        ("who is her GP", "who is her GP (family doctor primary care)", "who is her dentist"),
        (
            "does anyone have a breathing condition",
            "does anyone have a breathing condition (asthma inhaler)",
            "does anyone have a heart condition",
        ),
        ("wha Rusty vet name", "wha (what) Rusty vet name (veterinary animal)", "wha Rusty name"),
    ],
)
def test_creole_and_the_notes_words(query: str, spelled: str, twin: str) -> None:
    assert spelled_out(query) == spelled
    assert spelled_out(twin) in (twin, twin.replace("wha ", "wha (what) "))


BANGLA_NOTES = [
    ("User pays 22,000 taka a month in rent for the flat in Sonadanga, Khulna.", "2026-07-01"),
    ("notun basha te shift korlam, Boyra te, 5 tala, amar school er kache", "2026-07-02"),
    ("User's son Rafi was born on 9 June 2018.", "2026-07-03"),
    ("Rafi er cricket coaching ekhon stadium e, protidin bikel e", "2026-07-04"),
    ("ammu ar abbu Jessore te thake, Bejpara r kache nijer bari", "2026-07-05"),
    ("User's husband Imran works as an accountant at Pran-RFL in Dhaka.", "2026-07-06"),
    ("amar bhai Shuvo Dubai te ekta construction company te engineer, bhalo kore", "2026-07-07"),
    ("User's family doctor is Dr Rehana Parvin, who sees patients on Fridays.", "2026-07-08"),
    ("User's cardiologist is Dr Kamal Hossain at Khulna Medical College Hospital.", "2026-07-09"),
    ("User's dog is named Bagha.", "2026-07-10"),
    ("User's daughter Nabila has mild asthma and uses a salbutamol inhaler.", "2026-07-11"),
    ("User's brother Shuvo lives in Deira, Dubai.", "2026-07-12"),
]

CREOLE_NOTES = [
    ("User's mother Ethel takes amlodipine 10 mg for her blood pressure.", "2026-07-01"),
    ("Pat fell on his ass off the dock lol, he ok", "2026-07-02"),
    ("User wants to get a bigger boat for the charters by mid-2037.", "2026-07-03"),
    ("the new boat ramp at Hawksbill finally open", "2026-07-04"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Bangla question finds the English note, not the Bangla message sharing its words
        ("basha bhara koto", 0, 1, "notun basha koy tala te"),
        ("Rafi er jonmodin kobe", 2, 3, "Rafi er coaching kothay"),
        ("Imran kon company te kaj kore", 5, 6, "Shuvo kon company te"),
        ("bhai kothay thake", 11, 4, "ammu abbu kothay thake"),
        # an English question finds the person's own words in Bangla
        ("where do my parents live", 4, 11, "where does my brother live"),
        # … and the notes' words for what it calls otherwise
        ("who is her GP", 7, 8, "who is her heart doctor"),
        ("does anyone have a breathing condition", 10, 9, "what's the dog's name"),
    ],
)
def test_a_bangla_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in BANGLA_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        ("w'ass mummy pressure tablet", 0, 1, "who fell off the dock"),
        ("when I wan get da new boat", 2, 3, "when did the boat ramp open"),
    ],
)
def test_a_creole_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in CREOLE_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin
