"""A question typed in Romanized Marathi, or in Vincentian Creole, finds what answers it
(memwarden.read.marathi, memwarden.read.vincentian, memwarden.read.shorthand): "dada cha dhanda
kay aahe" is searched with "elder brother", "business" and "what" beside its own words and
without its small words ("la", "chi", "cha", "aahe", "kay", "kuthe", "kadhi", "ata"), which
fill every message the person typed in Marathi, and is read as no Roman Urdu question for the
words they share ("kon", "karta"); an English question is searched for the Marathi the person's
own messages say its things in ("mother": "aai", "mother-in-law": "sasubai", "wedding":
"lagnacha"); a Vincentian question ("wah mih numba now? ah keep fuhget", "weh Kevon deh now")
has "numba", "fuhget", "weh" and "deh" read as number, forget, where and lives, and its small
words ("ah", "deh", "fuh", "di") searched for no more than English's; a change told in Marathi
("Telma 20 mg varun 40 mg keli") makes the later answer what holds now. The blind suites of the
sixty-fourth session (a family in Pune and Mumbai, one in St Vincent) answered 64 and 75 of
their 100 questions first before.

Real SQLite files, words only, so that only the words decide. Each question found has a twin:
a memory that must not come first for it, and the question that finds that twin still.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.read.marathi import in_marathi, marathi_for
from memwarden.read.shorthand import marathi_words, spelled_out, urdu_words, vincentian_words
from memwarden.read.vincentian import in_vincentian, vincentian_for


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "dada cha dhanda kay aahe",
            "dada (elder brother) cha dhanda (business) kay (what) aahe",
            # a name and a word that Marathi shares make no Marathi question
            "what does Kay's dada do",
        ),
        (
            "baba chi thyroid chi goli kiti mcg ata",
            "baba (father) chi thyroid chi goli (tablet medicine) kiti (how much how many) mcg "
            "ata (now)",
            "how many mcg is the thyroid tablet",
        ),
        (
            "sasubai cha vadhdivas kadhi",
            "sasubai (mother-in-law) cha vadhdivas (birthday anniversary) kadhi (when) (bday "
            "turns born)",
            "when is my mother-in-law's birthday",
        ),
        (
            # a phrase is glossed as one: "light bill" is the electricity bill
            "light bill kiti yeta mahinyala",
            "light bill (electricity bill) kiti (how much how many) yeta (comes) mahinyala (a "
            "month monthly) (energy)",
            "how much is the light bill",
        ),
    ],
)
def test_marathi_words_are_glossed_only_in_a_marathi_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_marathi(query)
    assert spelled_out(query) == spelled
    assert not in_marathi(twin)
    assert "(" not in spelled_out(twin).replace("(bday turns born)", "")


def test_a_marathi_question_knows_its_words_and_its_small_words() -> None:
    known, small = marathi_words("sasubai la konti goli chalu aahe")
    assert known == {"sasubai", "goli"}
    assert small == {"la", "konti", "chalu", "aahe"}
    # the twins: a Marathi question is no Urdu one ("kon" and "karta" are both's), and an
    # Urdu one no Marathi one; Spanish's "pagar" (to pay) makes none Marathi
    assert urdu_words("ghari swayampak kon karta") == (frozenset(), frozenset())
    assert marathi_words("ghari swayampak kon karta")[1] == {"kon"}
    assert urdu_words("ghar ka rent kitna hai")[1]
    assert marathi_words("ghar ka rent kitna hai") == (frozenset(), frozenset())
    assert not in_marathi("cuando termine de pagar la tarjeta discover")


def test_an_english_question_is_searched_for_the_marathi_its_things_are_said_in() -> None:
    assert marathi_for("What does the user's mother do?") == ["aai"]
    assert marathi_for("When is the user's wedding anniversary?") == ["lagnacha", "vadhdivas"]
    assert "sasubai" in marathi_for("mother in law sugar tablet")
    # the twin: nothing for what names none of them, and never "baba" (Urdu's and Bangla's
    # father too) nor "vadhdivas" for a birthday alone (the anniversary's word too)
    assert marathi_for("where does my father live") == []
    assert marathi_for("when is my daughter's birthday") == ["mulgi"]


MARATHI_NOTES = [
    ("User's brother Rohan runs a grape export business in Nashik.", "2026-07-01"),
    ("dada cha mulga Vedant 10th madhe aahe, board exam March madhe", "2026-07-02"),
    ("User's mother-in-law Vimal turns 71 on 3 April 2037.", "2026-07-03"),
    ("12 March la amcha lagnacha 10 va vadhdivas aahe, Amit ne surprise plan kela", "2026-07-04"),
    ("User's mother Sunanda runs a bhajani mandal in Kolhapur.", "2026-07-05"),
    ("aai la knee pain aahe, Kolhapur la physio chalu aahe", "2026-07-06"),
]


def _first(memory: Memory, ids: list[str], query: str) -> int | None:
    """The number of the note ``query`` recalls first (None for nothing)."""
    results = memory.recall(query).results
    return ids.index(results[0].memory.id) if results else None


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Marathi question finds the English note, not the Marathi message sharing its small
        # words
        ("dada cha dhanda kay aahe", 0, 1, "dada cha mulga Vedant board exam kadhi"),
        ("sasubai cha vadhdivas kadhi aahe", 2, 3, "lagnacha vadhdivas kadhi aahe"),
        # an English question finds the person's own words in Marathi
        ("When is the user's wedding anniversary?", 3, 2, "When does Vimal turn 71?"),
        ("What is wrong with the user's mother's knee?", 5, 4, "What does Sunanda run?"),
    ],
)
def test_a_marathi_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in MARATHI_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


CHANGE_NOTES = [
    ("User takes Telma 20 mg every morning for her blood pressure.", "2026-03-01"),
    ("Gokhale madam ne BP chi goli vadhavli, Telma 20 mg varun 40 mg keli", "2026-04-10"),
    ("User takes vitamin D 60000 IU once a week.", "2026-03-02"),
]


def test_a_change_told_in_marathi_answers_now(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in CHANGE_NOTES]
        assert _first(memory, ids, "which Telma dose does the user take now") == 1
        # the twin: asked of before, the dose that was changed
        assert _first(memory, ids, "which Telma dose did the user take before") == 0


@pytest.mark.parametrize(
    ("query", "spelled", "twin"),
    [
        (
            "wah mih numba now? ah keep fuhget",
            "wah (what) mih (my) numba (number) now? ah keep fuhget (forget)",
            "what's my number now? I keep forgetting",
        ),
        (
            "weh Kevon deh now",
            "weh (where) Kevon deh (lives is) now",
            "where is Kevon now",
        ),
        (
            # a phrase is glossed as one, so that its time is read: "dis year" is this year
            "wah band ah jumpin wid fuh mas dis year",
            "wah (what) band ah jumpin (jumping playing) wid fuh mas (carnival) dis year (this "
            "year)",
            "what band am I jumping with for mas this year",
        ),
    ],
)
def test_vincentian_words_are_glossed_only_in_a_vincentian_question(
    query: str, spelled: str, twin: str
) -> None:
    assert in_vincentian(query)
    assert spelled_out(query) == spelled
    assert not in_vincentian(twin)
    assert spelled_out(twin) == twin


def test_a_vincentian_question_knows_its_small_words() -> None:
    assert vincentian_words("wah ting me nah eat")[1] == {"wah", "ting", "nah"}
    # the twin: an English question has none, nor one with a single word Creole shares
    assert vincentian_words("what thing do I not eat") == (frozenset(), frozenset())
    assert vincentian_words("what did Di say about the rent") == (frozenset(), frozenset())


def test_an_english_question_is_searched_for_the_creole_its_things_are_said_in() -> None:
    assert vincentian_for("Which school does the son go to?") == ["bwoy"]
    assert vincentian_for("who's my work friend at the bank") == ["wuk"]
    # the twin: nothing for what names none of them
    assert vincentian_for("where does the user live") == []


VINCENTIAN_NOTES = [
    ("User's new mobile number is +1 784 532 6604 (Flow).", "2026-06-01"),
    ("ah deh by di bank all day, mih foot dem hurtin bad", "2026-06-02"),
    ("mih docta is Dr Ballantyne up Milton Cato, clinic every 3 munt", "2026-06-03"),
    ("User's dentist is Dr. Pierre, who has a clinic in Kingstown.", "2026-06-04"),
]


@pytest.mark.parametrize(
    ("query", "first", "twin", "twin_query"),
    [
        # a Creole question finds the English note, not the Creole message sharing its small
        # words
        ("wah mih numba now? ah deh fuhget", 0, 1, "ah deh by di bank all day"),
        # an English question finds the person's own Creole
        ("Who is the user's doctor?", 2, 3, "Who is the user's dentist?"),
    ],
)
def test_a_vincentian_question_finds_its_answer_and_not_its_twin(
    tmp_path: Path, query: str, first: int, twin: int, twin_query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in VINCENTIAN_NOTES]
        assert _first(memory, ids, query) == first
        assert _first(memory, ids, twin_query) == twin


FRIEND_NOTES = [
    ("User's best friend is Roxanne Ollivierre, who runs a guesthouse at Lower Bay.", "2026-05-01"),
    ("mih new wuk bestie is Shenelle at di bank, we does lime Friday after wuk", "2026-05-02"),
]


def test_a_word_glossed_as_my_names_whose_relation_it_is(tmp_path: Path) -> None:
    # "mih (my) bestie" is "my bestie": the best friend, by her name
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=at).memory.id for text, at in FRIEND_NOTES]
        assert _first(memory, ids, "who mih bestie") == 0
        # the twin: the friend asked of by what only the Creole message says
        assert _first(memory, ids, "who mih wuk bestie at di bank") == 1
