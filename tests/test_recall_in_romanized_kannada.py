"""A question typed in Romanized Kannada, or in Cameroon Pidgin English, finds what answers it
(memwarden.read.kannada, memwarden.read.pidgin, memwarden.read.shorthand): "Ravi maga hesaru
yenu" is searched with "son", "name" and "what" beside its own words and without its small
words ("alli", "ge", "nam", "yenu", "yelli", "eega"), which fill every message the person typed
in Kannada, and is read as no Tamil or Telugu question for the words they share ("yaaru",
"nanna"); an English question is searched for the Kannada the person's own messages say its
things in ("sister": "thangi", "mother-in-law": "atthe", "dog": "naayi"); a Pidgin question
("weti be ma new number", "wusai Junior di go school now") has "weti", "wusai", "ma", "mami"
read as what, where, my and mother and its small words ("di", "don", "ma") searched for no more
than English's; a change told in Kannada or Pidgin ("… 1000 ge increase maadidru", "don switch")
makes the later answer what holds now. The blind suites of the sixty-third session (a lecturer
from Mysuru, a taxi owner from Bamenda) answered 65 and 72 of their 100 questions first before.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.kannada import in_kannada, kannada_for
from memwarden.read.pidgin import in_pidgin, pidgin_for
from memwarden.read.shorthand import (
    kannada_words,
    pidgin_words,
    spelled_out,
    tamil_words,
    telugu_words,
)


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "Ravi maga hesaru yenu",
            "Ravi maga (son) hesaru (name) yenu (what)",
            # a name that is a Kannada word is no Kannada question
            "who is Yenu Gowda",
        ),
        (
            "mane baadige yeshtu eega",
            "mane (house home) baadige (rent) yeshtu (how much) eega (now)",
            "what colour is the horse's mane",
        ),
        (
            "thangi maduve yaavaga",
            "thangi (younger sister) maduve (wedding marriage) yaavaga (when)",
            "when is my younger sister's wedding",
        ),
        (
            # a phrase is glossed as one: "join aade" is to have joined
            "naanu office join aade yaavaga",
            "naanu office join aade (joined) yaavaga (when)",
            "when did I join the office",
        ),
    ],
)
def test_kannada_words_are_glossed_only_in_a_kannada_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_kannada(query)
    assert spelled_out(query) == spelled
    assert not in_kannada(twin)
    assert spelled_out(twin) == twin


def test_a_kannada_question_knows_its_words_and_its_small_words() -> None:
    known, small = kannada_words("atthe ge yaava maatre kodthivi eega")
    assert known == {"atthe", "maatre", "kodthivi"}
    assert small == {"ge", "yaava", "eega"}
    # the twins: a Kannada question is no Tamil or Telugu one ("yaaru" is Tamil's too, "nanna"
    # Telugu's father), and a Telugu one no Kannada one
    assert tamil_words("atthe physio yaaru bartare") == (frozenset(), frozenset())
    assert telugu_words("nanna hosa number yenu") == (frozenset(), frozenset())
    assert kannada_words("nanna hosa number yenu")[1] == {"nanna", "yenu"}
    assert not in_kannada("nanna ki stent eppudu vesaru")
    assert kannada_words("nanna ki stent eppudu vesaru") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_kannada_its_things_are_said_in() -> None:
    assert kannada_for("What does the user's sister do?") == ["thangi"]
    assert "atthe" in kannada_for("mom-in-law joint problem treatment")
    assert kannada_for("what breed is the family dog") == ["naayi"]
    # the twin: nothing for what names none of them, and never "amma" (a respectful "Lalitha
    # amma"), "ganda" (a people) nor "mane" (a horse's)
    assert kannada_for("where does my mother live") == []
    assert kannada_for("where is my husband's office") == []


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "weti be ma new number",
            "weti (what) be ma (my) new number",
            # "ma" in an English question is one's mother
            "what is ma's new number",
        ),
        (
            "wusai Junior di go school now",
            "wusai (where) Junior di go school now",
            "where does Junior go to school now",
        ),
        (
            "how much mg mami di take now",
            "how much mg mami (mother) di take now",
            "how much mg does mami take now",
        ),
        (
            "which time a don open ma shop",
            "which time (when) a don open (opened) ma (my) shop",
            "which time zone is the shop in",
        ),
    ],
)
def test_pidgin_words_are_glossed_only_in_a_pidgin_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_pidgin(query)
    assert spelled_out(query) == spelled
    assert not in_pidgin(twin)
    assert spelled_out(twin) == twin


def test_a_pidgin_question_knows_its_small_words() -> None:
    assert pidgin_words("how much rent a di pay for Logbessou")[1] == {"a", "di", "for"}
    # the twin: an English question has none, nor one with a single word Pidgin shares
    assert pidgin_words("how much rent do I pay for the flat") == (frozenset(), frozenset())
    assert pidgin_words("what did ma say about the rent") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_pidgin_its_things_are_said_in() -> None:
    assert pidgin_for("Where is the user building his house?") == ["chantier"]
    assert pidgin_for("what medicine is mom on") == ["mami"]
    # the twin: nothing for what names none of them
    assert pidgin_for("where does the user work") == []


KANNADA_NOTES = [
    ("User's brother-in-law Ravi works as a civil engineer at L&T in Hubballi.", "2026-07-01"),
    ("nam thangi Pallavi Dharwad alli teacher, Saturday ge mane ge barthale", "2026-07-02"),
    ("User's father Shankar had his cataract operation at Narayana Nethralaya.", "2026-07-03"),
    ("appa ge sugar ide, eega Glycomet thagothare, Dharwad alli checkup", "2026-07-04"),
    ("User pays Rs 18,000 a month in rent for the flat in Vidyanagar.", "2026-07-05"),
    ("Vidyanagar flat alli parking illa, bike road alli nillisbeku", "2026-07-06"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # an English question finds the person's own words in Kannada
        ("What does the user's sister do?", 1, 0, "what does Ravi do for work"),
        # a Kannada question finds the English note, not the Kannada message sharing its small
        # words
        ("Vidyanagar alli baadige yeshtu", 4, 5, "Vidyanagar flat alli parking ide"),
        ("appa operation yaava hospital alli", 2, 3, "appa sugar ge yaava tablet"),
    ],
)
def test_a_kannada_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in KANNADA_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


PIDGIN_NOTES = [
    ("User's son Junior is in Form 2 at GBHS Limbe.", "2026-03-01"),
    ("Junior di play football every Saturday, e sabi defend well", "2026-03-02"),
    ("a don buy land for Mile 16, chantier don reach lintel level", "2026-03-03"),
    ("User keeps the house savings with Express Union at Molyko.", "2026-03-04"),
]


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Pidgin question finds the English note, not the Pidgin message sharing its small
        # words
        ("wusai Junior di school", 0, 1, "which position Junior di play"),
        # an English question finds the person's own Camfranglais
        ("where is the user building", 2, 3, "where are the user's house savings kept"),
    ],
)
def test_a_pidgin_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in PIDGIN_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


CHANGE_NOTES = [
    ("User's mother-in-law Kamala takes Glycomet 500 mg twice a day.", "2026-03-01"),
    ("atthe sugar jaasti, doctor Glycomet dose 1000 mg ge increase maadidru", "2026-04-01"),
    ("User takes vitamin D 60000 IU once a week.", "2026-03-02"),
]


def test_a_change_told_in_kannada_answers_now(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in CHANGE_NOTES]
        assert _first(memory, ids, "mother-in-law Glycomet dose now") == 1
        # the twin: asked of before, the dose that was changed
        assert _first(memory, ids, "mother-in-law Glycomet dose before") == 0
