"""A question typed in Romanized Tamil, or in Northern Irish English, finds what answers it
(memwarden.read.tamil, memwarden.read.shorthand): "veetu vaadagai evlo" is searched with "house
home" and "rent" beside its own words and without its small words ("evlo", "la", "ku", "enna",
"ippo"), which fill every message the person typed in Tamil; an English question is searched for
the Tamil the person's own messages say its things in ("mother-in-law": "mamiyar"); "me" before
a thing is "my" ("who's me doctor"), a dropped g is put back ("fishin"); a few things are searched
for in the words the notes say them in (teetotal: alcohol, drinking; the housework: the maid; a
scooter: a scooty); and a question about what holds now puts a later change ("switched her
salary account … to HDFC") over what it changed, with no name asked. The blind suites of the
sixtieth session (a maths teacher in Madurai, a driver in Derry) answered 70 and 74 of their 100
questions first before, 81 and 77 after.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.shorthand import bangla_words, spelled_out, tamil_words, urdu_words
from memwarden.read.tamil import in_tamil, tamil_for


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "veetu vaadagai evlo",
            "veetu (house home veedu) vaadagai (rent) evlo (how much)",
            # a name that is a Tamil word is no Tamil question
            "when is Enna's recital",
        ),
        (
            "ponnu school fees eppo kattanum",
            "ponnu (daughter) school fees eppo (when) kattanum (pay due)",
            "who is Anna Ponnusamy",
        ),
        (
            # a phrase is glossed as one: "indha varusham" this year
            "indha varusham Diwali ku enga poren",
            "indha varusham (this year) Diwali ku enga (where) poren (go going)",
            "where did we go for Diwali this year",
        ),
        (
            "mamiyar physio endha days",
            # ("physio" spelled out too, as any question's: read/shorthand.py)
            "mamiyar (mother-in-law) physio (physiotherapist physiotherapy) endha (which) days",
            # an Urdu question stays Urdu's
            "ghar ka kiraya kitna hai",
        ),
    ],
)
def test_tamil_words_are_glossed_only_in_a_tamil_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_tamil(query)
    assert spelled_out(query) == spelled
    assert not in_tamil(twin)
    if twin.startswith("ghar"):
        assert spelled_out(twin) == "ghar (house home) ka kiraya (rent) kitna (how much) hai"
    else:
        assert spelled_out(twin) == twin


def test_a_tamil_question_knows_its_words_and_its_small_words() -> None:
    known, small = tamil_words("en salary ippo endha bank la varudhu")
    assert known == {"varudhu"}
    assert small == {"en", "ippo", "endha", "la"}
    # the twins: a Tamil question is no Urdu or Bangla one, and an Urdu one no Tamil one
    assert urdu_words("en salary ippo endha bank la varudhu") == (frozenset(), frozenset())
    assert bangla_words("amma ku enna tablet ippo") == (frozenset(), frozenset())
    assert tamil_words("ghar ka kiraya kitna hai") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_tamil_its_things_are_said_in() -> None:
    assert tamil_for("diabetes pills for mother in law") == [
        "maathirai", "mathirai", "mamiyar", "maamiyar"
    ]  # fmt: skip
    assert tamil_for("where does my daughter study") == ["ponnu"]
    # the twin: nothing for what names none of them, nor for a law that is no in-law's
    assert tamil_for("what does my brother do") == []
    assert tamil_for("which law firm is my mother at") == []


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        # "me" for "my" after a verb that asks, before a thing …
        ("who's me doctor now", "who's my doctor now", "who rang me yesterday"),
        ("what time do me shifts start", "what time do my shifts start", "tell me the number"),
        # … not before a name that opens with it
        (
            "what did the doc say was wrong wi me hip",
            "what did the doc say was wrong wi my hip",
            "Who is Me Linh?",
        ),
        # a dropped g put back beside it, and a living as work
        ("where do we go fishin", "where do we go fishin (fishing)", "where is the cabin"),
        ("when's our Aoife's weddin", "when's our Aoife's weddin (wedding)", "am I on a statin"),
        (
            "what does our Ciaran do for a livin",
            "what does our Ciaran do for work",
            "where does my cousin live",
        ),
    ],
)
def test_northern_irish_english_is_read_as_meant(query: str, spelled: str, twin: str) -> None:
    assert spelled_out(query) == spelled
    assert spelled_out(twin) == twin


TAMIL_NOTES = [
    ("User pays ₹14,000 a month in rent for the flat in Saibaba Colony.", "2026-07-01"),
    ("pudhu veedu ku shift aanom, Saibaba Colony la, 2nd floor, evlo nalla iruku", "2026-07-02"),
    ("User's mother-in-law Kamala takes Glycomet 500 mg twice a day.", "2026-07-03"),
    ("en mamiyar ku knee vali romba, ippo physio ku poranga", "2026-07-04"),
    ("User's daughter Meena scored 540 out of 600 in her class 12 exams.", "2026-07-05"),
    ("Meena ku school fees la evlo concession kidaichuchu nu theriyala", "2026-07-06"),
    ("User gave up drinking in 2019 and does not drink alcohol at all.", "2026-07-07"),
    ("User's maid Selvi comes at 8 am daily for sweeping and vessels.", "2026-07-08"),
    ("User has a red Hero Pleasure scooty for getting to the hospital.", "2026-07-09"),
    ("User's husband Ravi reads the Hindu every morning.", "2026-07-10"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Tamil question finds the English note, not the Tamil message sharing its small words
        ("maasam vaadagai evlo kudukurom", 0, 1, "pudhu veedu enga"),
        ("mamiyar sugar tablet enna", 2, 3, "mamiyar physio"),
        ("ponnu ku exam la evlo mark vandhuchu", 4, 5, "Meena school fees concession"),
        # an English question finds the person's own words in Tamil
        ("my mother in law's knee pain", 3, 2, "what does Kamala take for sugar"),
        # … and the notes' words for what it calls otherwise
        ("is she teetotal", 6, 9, "what does Ravi read"),
        ("who helps with the housework", 7, 9, "what does Ravi read"),
        ("what scooter does she ride", 8, 9, "what does Ravi read"),
    ],
)
def test_a_tamil_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in TAMIL_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


IRISH_NOTES = [
    ("User fishes for brown trout on the River Faughan with his cousin Liam.", "2026-07-01"),
    ("Liam's away to Boston for the summer, back in September", "2026-07-02"),
    ("Liam works as a joiner for the council.", "2026-07-03"),
    ("Liam is living in a flat in Pennyburn.", "2026-07-04"),
]


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        ("where do I go fishin wi Liam", 0, 1, "when is Liam back from Boston"),
        ("where is Liam livin", 3, 2, "what does Liam do for work"),
    ],
)
def test_a_northern_irish_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in IRISH_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


SALARY_NOTES = [
    ("User's salary is paid into her Canara Bank account at the Gandhipuram branch.", "2026-05-01"),
    ("User's rent goes out of her Canara account on the 5th.", "2026-05-02"),
    ("User switched her salary account from Canara Bank to HDFC Bank in June.", "2026-06-20"),
    ("arjun plays cricket at the club on friday evenings", "2026-05-03"),
    ("Arjun started a new job at Infosys, and plays on Sundays now.", "2026-06-21"),
]


def test_a_question_about_now_puts_the_later_change_first(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in SALARY_NOTES]
        assert _first(memory, ids, "Which bank is my salary paid into now?") == 2
        # the twin: a question not about now is left as it ranks, and the earlier note that
        # shares no word of what is asked with the change is not lowered
        assert _first(memory, ids, "Which bank is my salary paid into?") == 0
        assert _first(memory, ids, "Which account does my rent go out of now?") == 1
        # … nor one that shares only a name with a later change ("Arjun started a new job")
        assert _first(memory, ids, "what does arjun do on friday evenings now") == 3
