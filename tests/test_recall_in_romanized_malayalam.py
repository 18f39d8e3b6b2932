"""A question typed in Romanized Malayalam, or in Multicultural London English, finds what
answers it (memwarden.read.malayalam, memwarden.read.shorthand): "vaadaka ethra aanu" is searched
with "rent" and "how much" beside its own words and without its small words ("aanu", "il", "nu",
"ente", "evide", "ippo"), which fill every message the person typed in Malayalam, and is read
as no Tamil question for the words the two share ("ippo", "eppo", "entha"); an English question
is searched for the Malayalam the person's own messages say its things in ("sister":
"aniyathi", "wedding": "kalyanam"); a change told in Malayalam ("… 1000 mg aakki", "BP tablet
maatti") makes the later answer what holds now and the earlier what held before; London's "man's
yout", "my pops", "pop the question", "rn" and "b4" are read as meant. The blind suites of the
sixty-second session (a teacher from Thiruvananthapuram, a bus driver from Tottenham) answered
51 and 69 of their 100 questions first before.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.malayalam import in_malayalam, malayalam_for
from memwarden.read.shorthand import malayalam_words, spelled_out, tamil_words
from memwarden.read.slots import asks_the_past, asks_the_present


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "mone school evide aanu ippo",
            "mone (son) school evide (where) aanu ippo (now)",
            # a name that is a Malayalam word is no Malayalam question
            "who is Evide Menon",
        ),
        (
            "vaadaka ethra aanu",
            "vaadaka (rent) ethra (how much) aanu",
            "is the Ente app on my phone",
        ),
        (
            # a phrase is glossed as one: "kalyanam kazhichathu" is to have married
            "njangal kalyanam kazhichathu evide vechu",
            "njangal kalyanam kazhichathu (married) evide (where) vechu (at held) (hitched)",
            "where is our anniversary dinner",
        ),
        (
            "aniyathi evide aanu thamasam",
            "aniyathi (younger sister) evide (where) aanu thamasam (lives live stay)",
            "where does my younger sister live",
        ),
    ],
)
def test_malayalam_words_are_glossed_only_in_a_malayalam_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_malayalam(query)
    assert spelled_out(query) == spelled
    assert not in_malayalam(twin)
    assert spelled_out(twin) == twin


def test_a_malayalam_question_knows_its_words_and_its_small_words() -> None:
    known, small = malayalam_words("achan nu BP tablet ethu aanu ippo")
    assert known == {"achan"}
    assert small == {"nu", "ethu", "aanu", "ippo"}
    # the twins: a Malayalam question is no Tamil one ("ippo" and "ethu" are Tamil's too), and
    # a Tamil one no Malayalam one
    assert tamil_words("achan nu BP tablet ethu aanu ippo") == (frozenset(), frozenset())
    assert not in_malayalam("en salary ippo endha bank la varudhu")
    assert malayalam_words("en salary ippo endha bank la varudhu") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_malayalam_its_things_are_said_in() -> None:
    assert malayalam_for("Where does the user's sister work?") == ["aniyathi", "chechi"]
    assert malayalam_for("user's siblings") == ["chettan", "aniyathi", "chechi", "aniyan"]
    assert "ammayiamma" in malayalam_for("mother in law diabetis tablet")
    # the twin: nothing for what names none of them, and never "amma" (a respectful "Leela
    # amma") nor "mon" (Monday)
    assert malayalam_for("where does my mother live") == []
    assert malayalam_for("what does my son study") == ["mone"]


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        ("wat tablets my pops on", "wat (what) tablets my dad on", "what pops up on my phone"),
        ("where man's yout does football", "where my son does football", "the man's shed"),
        ("where did i pop the question", "where did i propose", "pop the champagne"),
        ("what colour is the whip", "what colour is the whip (car)", "what colour is the car"),
    ],
)
def test_london_english_is_read_as_meant(query: str, spelled: str, twin: str) -> None:
    assert spelled_out(query) == spelled
    assert spelled_out(twin) == twin


def test_rn_asks_of_now_and_b4_of_before() -> None:
    assert asks_the_present("how much metformin mum on rn")
    assert not asks_the_present("is my sister an rn at the royal free")
    assert asks_the_past("where was nan living b4 the care home")
    assert not asks_the_past("where is nan living")
    # … and Malayalam's "pazhaya" (old), and an "earlier" ending the question
    assert asks_the_past("ente pazhaya phone number entha")
    assert asks_the_past("What metformin dose was the mother-in-law on earlier?")
    assert not asks_the_past("what did I do earlier this week")


MALAYALAM_NOTES = [
    ("User pays Rs 22,000 a month in rent for the flat in Edappally.", "2026-07-01"),
    ("puthiya flat il shift aayi, Edappally il 5th floor, nalla view aanu", "2026-07-02"),
    ("User's sister Lakshmi works as a nurse at Aster Medcity.", "2026-07-03"),
    ("aniyathi de kalyanam Nov 12 nu aanu, Guruvayur il", "2026-07-04"),
    ("User's father Gopalan had his cataract surgery at Little Flower Hospital.", "2026-07-05"),
    ("achan nu sugar undu, ippo insulin um edukkunnu", "2026-07-06"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Malayalam question finds the English note, not the Malayalam message sharing its
        # small words
        ("vaadaka ethra aanu ippo", 0, 1, "puthiya flat evide aanu"),
        ("achan nu operation evide aayirunnu", 4, 5, "achan nu sugar undo"),
        # an English question finds the person's own words in Malayalam
        ("when is my sister's wedding", 3, 2, "where does my sister Lakshmi work"),
    ],
)
def test_a_malayalam_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in MALAYALAM_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


CHANGE_NOTES = [
    ("User's mother-in-law Sarojini takes Glycomet 500 mg twice a day.", "2026-03-01"),
    ("ammayiamma de sugar koodi, doctor Glycomet 1000 mg aakki", "2026-04-01"),
    ("User takes vitamin D 60000 IU once a week.", "2026-03-02"),
]


def test_a_change_told_in_malayalam_answers_now_and_what_it_changed_answers_before(
    tmp_path: Path,
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in CHANGE_NOTES]
        assert _first(memory, ids, "ammayiamma Glycomet ethra mg aanu ippo") == 1
        # the twin: asked of before ("pazhaya", old), the dose that was changed
        assert _first(memory, ids, "ammayiamma de pazhaya Glycomet dose entha") == 0


LONDON_NOTES = [
    ("User's father Winston takes aspirin 75 mg daily since his stroke.", "2026-05-01"),
    ("User takes amlodipine 5 mg every morning for his blood pressure.", "2026-05-02"),
    ("User's son Tyrese plays for Enfield Town under-10s on Saturday mornings.", "2026-05-03"),
    ("man plays five-a-side football thursday nights at powerleague", "2026-05-04"),
    ("proposed to keisha at the top of the shard n she said yes", "2026-05-05"),
    ("User and Keisha are saving for a flat in Edmonton.", "2026-05-06"),
]


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        ("wat tablets my pops on", 0, 1, "wat do i take for my blood pressure"),
        ("where man's yout does football", 2, 3, "where do i play five-a-side"),
        ("where did i pop the question", 4, 5, "where are me n keisha saving for a flat"),
    ],
)
def test_a_london_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in LONDON_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin
