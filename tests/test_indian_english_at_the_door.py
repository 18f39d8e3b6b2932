"""What the thirty-third blind review set (a software engineer in Bengaluru writing Indian
English) showed: a relative's medicine and its dose unread ("Achan takes Metoprolol 25 mg",
"the cardiologist increased achan's Metoprolol"); a car one has or is having unread; "we shifted
to our own flat" no move; a job left and another joined in one breath read as the one left;
children named after "I am having two kids" unknown; "I have kept the answer as …" no secret;
what one is paid said no to and come back as a package in LPA; a weight to drop in kilos; a
wish to forget with "I am fed up" after it unheard. Real SQLite files, the real service; each
case with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, check_said_no, decided, observed, slots_read
from memwarden import Memory
from memwarden.entities.relations import stated
from memwarden.write.credentials import find_secrets
from memwarden.write.extract import retraction
from memwarden.write.slots import parse_slot


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("my mum takes metformin 500mg twice a day", ("user's mother", "takes", "metformin")),
        ("my dad is on 25mg of metoprolol", ("user's father", "takes", "metoprolol")),
        ("Achan takes Metoprolol 25 mg once daily", ("user's father", "takes", "metoprolol")),
        ("the GP increased dad's ramipril to 10mg", ("user's father", "takes", "ramipril")),
        ("mum's levothyroxine dose is 75mcg", ("user's mother", "takes", "levothyroxine")),
        ("now we are having a Hyundai Creta diesel", ("user", "car", "hyundai creta diesel")),
        ("we have a 2017 Maruti Swift and my Activa two-wheeler", ("user", "car", "maruti swift")),
        ("We shifted to our own flat in HSR Layout", ("user", "lives_in", "hsr layout")),
        ("we moved to leeds last sunday", ("user", "lives_in", "leeds")),
        ("Earlier I was in a PG in BTM, after marriage we are staying in a 2BHK rental in "
         "Marathahalli", ("user", "lives_in", "marathahalli")),
        ("Resigned from Infosys last month, joined Flipkart as lead engineer on Monday itself.",
         ("user", "works_at", "flipkart")),
    ],
)  # fmt: skip
def test_what_indian_english_says_is_read(text: str, slot: tuple[str, str, str]) -> None:
    assert slots_read(text)[0] == slot


@pytest.mark.parametrize(
    "text",
    [
        "my son takes the bus to school",  # no medicine
        "my sister is on holiday in Goa",  # nor here
        "i shifted to nights last month",  # a shift, no home
        "we have a swift decision to make",  # no car
    ],
)
def test_what_only_looks_like_it_is_not_read(text: str) -> None:
    assert [s for s in slots_read(text) if s[1] in ("takes", "lives_in", "car")] == []


def test_a_job_left_beside_someone_elses_stays_the_job_left() -> None:
    slot = parse_slot("I resigned from Infosys, my sister works at tesco")
    assert slot is not None
    assert (slot.subject, slot.predicate, slot.object, slot.polarity) == (
        "user",
        "works_at",
        "infosys",
        -1,
    )


_ACHAN = "Achan takes Metoprolol 25 mg once daily for BP"
_CARS = "We have a 2017 Maruti Swift and my Activa two-wheeler"
_HOME = (
    "Earlier I was in a PG in BTM, after marriage we are staying in a 2BHK rental in Marathahalli"
)
_JOB = "I am working as senior software engineer at Infosys"


@pytest.mark.parametrize(
    ("before", "text", "expected", "retired"),
    [
        (_ACHAN, "Cardiologist in Thrissur increased achan's Metoprolol, he is now taking 50 mg "
         "daily from this week itself.", "updated", [0]),
        (_ACHAN, "Achan's Metoprolol is 50 mg once daily, kindly note.", "conflict", []),
        (_CARS, "Sold the Swift finally, now we are having a Hyundai Creta diesel, took delivery "
         "on Dussehra.", "updated", [0]),
        (_CARS, "we have a 2019 hyundai creta", "conflict", []),
        (_HOME, "We shifted to our own flat in HSR Layout last Sunday, gruhapravesham also done.",
         "updated", [0]),
        (_HOME, "We stay in HSR Layout, 3BHK flat near the BDA complex.", "conflict", []),
        (_JOB, "Resigned from Infosys last month, joined Flipkart as lead engineer on Monday "
         "itself.", "updated", [0]),
        (_JOB, "I am working at Flipkart as lead engineer, Bellandur office.", "conflict", []),
    ],
)  # fmt: skip
def test_a_change_in_indian_english_and_its_twins(
    tmp_path: Path, before: str, text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", [before], text, expected, retired)


def test_children_named_after_they_are_counted_are_the_persons() -> None:
    assert stated("I am having two kids, daughter Ammu is 9 and son Kannan is 4") == (
        ("daughter", "Ammu"),
        ("son", "Kannan"),
    )
    assert stated("we have 3 children: a son, Tom, a daughter Lucy") == (
        ("son", "Tom"),
        ("daughter", "Lucy"),
    )
    # the twin: no child is counted, so a son named after no count is no more than that
    assert stated("I met my colleague's son Tom at the park") == ()


def test_news_of_a_child_named_so_is_kept_and_hidden_characters_in_it_held(
    tmp_path: Path,
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["I am having two kids, daughter Ammu is 9 and son Kannan is 4"])
        news = (
            "Ammu got admission in Kendriya Vidyalaya ASC for 4th standard, classes start June 3rd."
        )
        (turn,) = observed(memory, [news])
        assert decided(turn) == "created"
        hidden = news.replace("standard,", "standard\u200b\u202e,")
        (twin,) = observed(memory, [hidden])
        assert [d["memory"]["hold_reason"] for d in twin["decisions"]] == ["looks_planted"]


def test_an_answer_kept_as_a_value_is_a_secret() -> None:
    said = (
        "In ICICI net banking, for the security question 'Name of your first school' I have "
        "kept the answer as StThomas2001, remember it for me."
    )
    assert [s.kind for s in find_secrets(said)] != []
    # the twin: "as usual" after "answer" is no answer
    assert find_secrets("for the security question I kept the answer as usual, nothing new") == []


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        ("Forget what I told you about my salary, I don't want that stored",
         "After the appraisal my package became 42 LPA.",
         "After the appraisal my manager gave me a new laptop."),
        ("Never bring up my weight again, I am fed up of hearing about it",
         "Doctor at the annual checkup said I should drop 8-10 kilos before BP and sugar start.",
         "Doctor at the annual checkup said I should drop sugar in my tea."),
    ],
)  # fmt: skip
def test_what_was_said_no_to_in_indian_english_stays_no(
    tmp_path: Path, said_no: str, again: str, other: str
) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


def test_a_wish_with_how_one_feels_after_it_is_heard() -> None:
    found = retraction("Never bring up my weight again, I am fed up of hearing about it")
    assert found is not None and found.about == "my weight"
    # the twin: a wish for something else is none
    assert retraction("I am fed up of hearing about my weight") is None
