"""A question typed in Romanized Telugu, or in north-east Scots (Doric), finds what answers it
(memwarden.read.telugu, memwarden.read.doric, memwarden.read.shorthand): "adde entha
kadutunnam" is searched with "rent", "how much" and "pay" beside its own words and without its
small words ("entha", "lo", "ki", "enti", "ippudu"), which fill every message the person typed
in Telugu; "far's the loon workin noo" as "where is the loon (my son) working now"; an English
question is searched for the Telugu and the Doric the person's own messages say its things in
("father": "nanna", "faither"); a dose told raised is a change ("her GP raised her losartan to
50 mg"), so the later answers what holds now and the earlier what held before; and a question
asking what happened "recently" or "last time" puts the later of two as good answers first.
The blind suites of the sixty-first session (a chartered accountant from Vijayawada, a welder
from Aberdeenshire) answered 58 and 70 of their 100 questions first before.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.doric import doric_for, in_doric
from memwarden.read.shorthand import doric_words, spelled_out, tamil_words, telugu_words
from memwarden.read.telugu import in_telugu, telugu_for


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "adde entha kadutunnam",
            "adde (rent) entha (how much) kadutunnam (pay paying)",
            # a name that is a Telugu word is no Telugu question
            "who is Enti Rao",
        ),
        (
            "nanna tho FD ye bank lo undi",
            "nanna (father) tho FD ye (which) bank lo undi (is)",
            "is the FD with the bank though",
        ),
        (
            "atta sugar tablet enti ippudu",
            "atta (mother-in-law) sugar tablet enti (what) ippudu (now)",
            "what is my sugar tablet",
        ),
        (
            # a phrase is glossed as one: "pelli roju" the wedding anniversary
            "maa pelli roju eppudu",
            "maa pelli roju (wedding anniversary) eppudu (when) (married)",
            "where is our anniversary dinner",
        ),
    ],
)
def test_telugu_words_are_glossed_only_in_a_telugu_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_telugu(query)
    assert spelled_out(query) == spelled
    assert not in_telugu(twin)
    assert spelled_out(twin) == twin


def test_a_telugu_question_knows_its_words_and_its_small_words() -> None:
    known, small = telugu_words("naa salary ippudu ye bank ki padutundi")
    assert known == {"padutundi"}
    assert small == {"naa", "ippudu", "ye", "ki"}
    # the twins: a Telugu question is no Tamil one ("entha" is Tamil's "which" too), and a
    # Tamil one no Telugu one
    assert tamil_words("home loan EMI entha kadutunnam") == (frozenset(), frozenset())
    assert telugu_words("en salary ippo endha bank la varudhu") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_telugu_and_doric_its_things_are_said_in() -> None:
    assert telugu_for("blood thinner for dad") == ["nanna"]
    assert telugu_for("mother in laws joint problems") == ["atta", "attayya"]
    assert telugu_for("which doctor manages mil's sugar") == ["atta", "attayya"]
    assert doric_for("What does the user's brother do?") == ["brither"]
    # the twin: nothing for what names none of them, and never "papa", "babu", "amma" or
    # "anna" (names, and a father in English)
    assert telugu_for("what does my daughter study") == ["kuthuru", "ammayi"]
    assert telugu_for("which law firm is my uncle at") == []
    assert telugu_for("where does my mother live") == []
    assert doric_for("what did we dig up in the garden") == []


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "fit's ma faither on for his hert noo",
            "fit's (what is) ma faither (my father) on for his hert (heart) noo (now)",
            # an English question opening with "fit", "far" or "fan" is English
            "is the new bike fit for purpose",
        ),
        (
            "far's the loon workin noo",
            "far's (where is) the loon (my son) workin (working) noo (now)",
            "far from the sea",
        ),
        ("foo much wis the MOT", "foo much (how much) wis (was) the MOT", "fan club fees"),
        (
            # "did my back in": hurt it
            "fit year did I dae ma back in",
            "fit (what) year did I hurt my back",
            "what year did I go back in time",
        ),
    ],
)
def test_doric_is_read_as_meant(query: str, spelled: str, twin: str) -> None:
    assert in_doric(query)
    assert spelled_out(query) == spelled
    assert not in_doric(twin)
    assert spelled_out(twin) == twin
    _, small = doric_words(query)
    assert small and small <= {"fit", "far", "foo", "ma", "the", "noo", "wis", "dae"}


TELUGU_NOTES = [
    ("User's father Ramana takes Telmikind 40 mg every morning for blood pressure.", "2026-07-01"),
    ("nanna ki knee operation ayyindi last year, ippudu walking baane chestunnaru", "2026-07-02"),
    ("User pays Rs 21,000 a month in rent for the flat in Madhapur.", "2026-07-03"),
    ("kotha illu lo ki shift ayyamu, Madhapur lo 4th floor, chala bagundi", "2026-07-04"),
    ("User's mother-in-law Sarojini takes Glycomet 500 mg twice a day.", "2026-07-05"),
    ("atta ki cataract surgery ayyindi, ippudu rest lo undi", "2026-07-06"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Telugu question finds the English note, not the Telugu message sharing its small
        # words
        ("adde entha kadutunnam", 2, 3, "kotha illu ekkada"),
        ("atta sugar tablet enti", 4, 5, "atta ki cataract eppudu"),
        # an English question finds the person's own words in Telugu
        ("what happened to my dad's knee", 1, 0, "what does Ramana take for blood pressure"),
    ],
)
def test_a_telugu_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in TELUGU_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


DORIC_NOTES = [
    ("User's son Ewan works as an electrician for a firm in Stonehaven.", "2026-07-01"),
    ("the loon's aff tae Spain wi his pals next month", "2026-07-02"),
    ("faither's in for his hip op at Woolmanhill on Tuesday", "2026-07-03"),
    ("User's mother Jean is in Ward 4 at the hospital.", "2026-07-04"),
]


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        ("far's the loon workin noo", 0, 1, "fan's the loon aff tae Spain"),
        ("what is my father in for", 2, 3, "which ward is my mother Jean in"),
    ],
)
def test_a_doric_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in DORIC_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


DOSE_NOTES = [
    ("User's mother Jean takes losartan 25 mg every morning for her blood pressure.", "2026-03-01"),
    (
        "Jean's pressure was 165/95 at the clinic, so her GP raised her losartan to 50 mg.",
        "2026-04-01",
    ),
    ("User takes vitamin D 1000 IU daily with breakfast.", "2026-03-02"),
]


def test_a_dose_raised_answers_now_and_what_it_raised_answers_before(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in DOSE_NOTES]
        assert _first(memory, ids, "What dose of losartan is Jean taking now?") == 1
        # the twin: asked of before, the dose that was raised
        assert _first(memory, ids, "What losartan dose was Jean on before it changed?") == 0


VET_NOTES = [
    ("Milo's vet at Greenside said his teeth need a scale and polish.", "2026-02-01"),
    ("the vet at Greenside said Milo's weight is fine, keep the same food", "2026-05-01"),
    ("Milo is insured with PetPlan for £18 a month.", "2026-03-01"),
]


def test_a_question_asking_what_happened_recently_puts_the_later_first(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in VET_NOTES]
        assert _first(memory, ids, "what did the vet at Greenside say about Milo recently") == 1
        # the twin: asked without "recently", as it ranks
        assert _first(memory, ids, "what did the vet at Greenside say about Milo") == 0
