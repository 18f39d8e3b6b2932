"""A question typed in Roman Urdu or Pakistani English finds what answers it
(memwarden.read.urdu, memwarden.read.shorthand): "ghar ka kiraya kitna hai" is searched with
"house home" and "rent" beside its own words and without its small words ("ka", "hai", "kitna"),
which fill every message the person typed in Urdu; an English question is searched for the Urdu
the person's own messages say its things in ("name": "naam", "back": "kamar"); and a few words
of South Asian English are read as what they mean ("pass out" is to graduate, a "paycheck" the
salary, a "heart doctor" the cardiologist, "BP" the blood pressure). A blind suite of the
fifty-eighth session (a civil engineer in Rawalpindi) answered 64 of its 100 questions first
before, 84 after.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that came first before and must not now, and the question that finds that twin still.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.shorthand import spelled_out, urdu_words
from memwarden.read.urdu import urdu_for


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "ghar ka kiraya kitna hai",
            "ghar (house home) ka kiraya (rent) kitna (how much) hai",
            # … "ko" and "ka" in an English question are no Urdu's
            "Where did we stay on Ko Samui, the one with the ka-ching slot machines?",
        ),
        (
            "ibrahim ki salgirah kab hai",
            "ibrahim ki salgirah (birthday) kab (when) hai (bday turns born)",
            "Is the main road to Hai Phong open?",
        ),
        (
            "is saal anniversary pe kya kiya tha",
            "is saal (this year) anniversary pe kya (what) kiya tha",
            "how much sugar do I take in my tea",
        ),
        (
            "meri BP ki goli konsi hai abhi",
            "meri BP (blood pressure) ki goli (pill tablet medicine) konsi (which) hai abhi (now)",
            "what time does the band play at the din tonight",
        ),
        (
            # a phrase is glossed as one, "kab se" since when; a parent as the notes say it
            "abbu Karakoram mein kab se the",
            "abbu (father) Karakoram mein kab se (since when) the",
            "who sang Mamma Mia, was it ABBA?",
        ),
        (
            # "ka" and "ko" are Tagalog's too: a Taglish question stays Taglish
            "abbu ko checkup ka time kab hai",
            "abbu (father) ko checkup ka time kab (when) hai",
            "magkano sahod ko nung 2031",
        ),
    ],
)
def test_urdu_words_are_glossed_only_in_an_urdu_question(
    query: str, spelled: str, twin: str
) -> None:
    assert spelled_out(query) == spelled
    if twin.startswith("magkano"):
        assert spelled_out(twin) == "magkano (how much) sahod (salary) ko nung 2031"
    else:
        assert spelled_out(twin) == twin


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        # South Asian English, in any question
        (
            "when will hamza pass out from NUST",
            "when will hamza pass out from NUST (graduate)",
            "when did I pass the driving test",
        ),
        ("where does my paycheck go", "where does my paycheck go (salary)", "where does my pay go"),
        ("my heart doctor's name", "my heart doctor's name (cardiologist)", "my doctor's name"),
        (
            "what blood pressure medicine do I take",
            "what blood pressure medicine do I take (bp)",
            "what pressure washer do I have",
        ),
        ("users spine problem", "users spine problem (back disc)", "users sleep problem"),
        ("where is my land", "where is my land (plot)", "where is my island"),
    ],
)
def test_south_asian_english_is_searched_in_the_notes_words(
    query: str, spelled: str, twin: str
) -> None:
    assert spelled_out(query) == spelled
    assert spelled_out(twin) == twin


def test_an_urdu_question_knows_its_words_and_its_small_words() -> None:
    known, small = urdu_words("ghar ka kiraya kitna hai")
    assert known == {"ghar", "kiraya"}
    assert small == {"ka", "kitna", "hai"}
    # the twins: an English question and a Taglish one have none
    assert urdu_words("Where did we stay on Ko Samui?") == (frozenset(), frozenset())
    assert urdu_words("wala ka bang gamot si tatay") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_urdu_its_things_are_said_in() -> None:
    assert urdu_for("what's my mother's name") == ["ammi", "amma", "naam"]
    assert urdu_for("users back pain") == ["kamar", "dard"]
    # the twin: a spelling the index would stem as a name ("gari" is Gary's) is never added,
    # and nothing is added for what the question says itself or names nothing of
    assert urdu_for("what car does gary drive") == ["gaari", "gaadi"]
    assert urdu_for("ghar ka rent kitna hai") == ["kiraya", "kiraye"]
    assert urdu_for("where did we stay on Ko Samui") == []


NOTES = [
    ("User pays Rs 95,000 a month in rent for the flat in Gulshan-e-Iqbal, Karachi.", "2026-07-01"),
    ("bilal ka school ab Beaconhouse hai, fees bohat zyada hai yaar", "2026-07-02"),
    ("User's mother takes levothyroxine 50 mcg every morning for her thyroid.", "2026-07-03"),
    ("ammi ka naam Rukhsana hai, woh Multan mein rehti hain", "2026-07-04"),
    ("User's daughter Zara was born on 14 August 2019.", "2026-07-05"),
    ("User's cat is named Biscuit.", "2026-07-06"),
    ("meri kamar mein dard hai kal se, physio ne exercises batayi hain", "2026-07-07"),
    ("User came back from Dubai in April after the Eid holidays.", "2026-07-08"),
    ("User's sister Hina got married in Dubai on 3 March 2024.", "2026-07-09"),
    ("User's salary goes into his Meezan Bank account on the 1st of every month.", "2026-07-10"),
    ("User's son Bilal hopes to graduate from FAST in 2027.", "2026-07-11"),
    ("User's cardiologist is Dr Asif Mahmood at the NICVD.", "2026-07-12"),
    ("User's BP is high; he takes amlodipine 5mg every morning.", "2026-07-13"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # an Urdu question finds the English note, not the Urdu message sharing its small words
        ("ghar ka kiraya kitna hai", 0, 1, "what fees does bilal's school charge"),
        ("meri beti ki salgirah kab hai", 4, 6, "meri kamar ka dard kab se hai"),
        ("behen ki shaadi kahan hui thi", 8, 3, "ammi kahan rehti hain"),
        ("mera beta kab pass out hoga", 10, 1, "what fees does bilal's school charge"),
        # an English question finds the person's own words in Urdu
        ("what's my mother's name", 3, 5, "what's the cat's name"),
        ("users back pain", 6, 7, "when did I come back from Dubai"),
        # … and the notes' words for what South Asian English calls otherwise
        ("my heart doctor's name", 11, 5, "what's the cat's name"),
        ("where does my paycheck go", 9, 0, "how much rent do I pay"),
        ("what blood pressure medicine do I take", 12, 2, "what's my mother's thyroid medicine"),
    ],
)
def test_the_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin
