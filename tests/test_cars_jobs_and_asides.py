"""Slot parser 45 (memwarden.write.slots) and the door's "tells more" (write/review.py): a car
switched to or named by its model alone, a car sold before the one bought, a new job cried out
before where it is, a move after "and", an emoji ending a value, a tester's job; and "morning!"
is nobody's identity. A statement filling a slot as a memory does, with a name that memory and
no other holds, is new, not a repeat.

Real SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Decision
from memwarden.read.slots import asked_slots
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "well the Volvo finally died on the Hoy ferry ramp 😂 so i've switched to a second "
            "hand Dacia Duster",
            ("car", "dacia duster"),
        ),
        ("i've got a Dacia Duster now", ("car", "dacia duster")),
        ("finally sold the jazz lol, got a little yaris now", ("car", "yaris")),
        ("i drive an old corsa", ("car", "corsa")),
        # A car sold, then the one bought: the car now.
        (
            "[2026-05-06] sold the auris 😢 rip. bought a used 2021 nissan leaf, dark blue",
            ("car", "nissan leaf"),
        ),
        ("sold the civic, drivin a tesla now", ("car", "tesla")),
        ("I scrapped the Fiesta", ("car", "fiesta")),
        (
            "new job news: i'm at Northbeam Health now!! senior QA engineer",
            ("works_at", "northbeam health"),
        ),
        ("new job!! i'm at Klarna now", ("works_at", "klarna")),
        ("i'm a software tester at Kelham Digital", ("job_title", "software tester")),
        ("i joined Toyota as an engineer", ("works_at", "toyota")),
        (
            "we got the keys on 11 april 2031 and moved to nether edge that same weekend 🏡 our "
            "first actual house that we OWN",
            ("lives_in", "nether edge"),
        ),
        ("i work at Tesco 😩 it is awful", ("works_at", "tesco")),
        (
            "In November 2030 the asthma nurse switched the user from Clenil and salbutamol to "
            "Fostair 100/6 as a MART inhaler",
            ("takes", "fostair"),
        ),
        ("im a morning person", ("identity", "morning person")),
        ("we've got a ford galaxy now, loads more room", ("car", "ford galaxy")),
        ("no allergies here mate", ("allergic_to", "anything")),
        ("still driving the old silver Corolla, 2015 reg", ("car", "corolla")),
        ("Sold the Corolla to Declan's nephew.", ("car", "corolla")),
        ("User was born 14 March 1959", ("birthday", "03-14")),
        ("I was born on 3 May", ("birthday", "05-03")),
        ("I was born in Cork", ("born_in", "cork")),  # a place, not a day
        ("i can eat anything you put in front of me", ("diet", "anything")),
    ],
)
def test_what_parser_45_reads(text: str, read: tuple[str, str]) -> None:
    slot = parse_slot(text)
    assert slot is not None and (slot.predicate, slot.object) == read


@pytest.mark.parametrize(
    "text",
    [
        "morning!",  # a greeting, not "a morning person"
        "night!",
        "i switched to the night shift",
        "new job! i'm at the gym now lol",  # the gym is no employer
        "i'm at the pub now",  # where one is, not where one works
    ],
)
def test_what_parser_45_leaves_alone(text: str) -> None:
    slot = parse_slot(text)
    assert slot is None or slot.predicate not in ("identity", "works_at", "car"), slot


def test_a_tester_at_a_firm_is_a_job_and_an_employer() -> None:
    slot = parse_slot("The user works as a software tester at Kelham Digital")
    assert slot is not None and slot.also is not None
    assert (slot.also.predicate, slot.also.object) == ("works_at", "kelham digital")


def _said(m: Memory, text: str) -> str:
    report = m.observe([{"role": "user", "content": text}], chat_id="c1")
    return min(d["decision"] for d in report["turns"][0]["decisions"])


def test_a_greeting_is_small_talk_and_its_twin_a_statement(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        report = m.observe(
            [{"role": "user", "content": "morning! grand day for it, sun's out over Hoy"}],
            chat_id="c1",
        )
        assert report["turns"][0]["decisions"] == []
        assert _said(m, "i'm a morning person, always up at 6") == "created"


def test_a_car_switched_to_and_a_new_job_cried_out_are_changes(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old_car = m.remember("i drive a 2009 Volvo V70, runs like a dream")
        new_car = m.remember(
            "well the Volvo finally died on the Hoy ferry ramp so i've switched to a second hand "
            "Dacia Duster"
        )
        assert new_car.decision is Decision.UPDATED and new_car.target == old_car.memory.id
        old_job = m.remember("The user works as a software tester at Kelham Digital")
        new_job = m.remember("new job news: i'm at Northbeam Health now!! senior QA engineer")
        assert new_job.decision is Decision.UPDATED and new_job.target == old_job.memory.id
    # The twin: a place one is at, with no job cried out, changes no job.
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        m.remember("The user works as a software tester at Kelham Digital")
        assert m.remember("i'm at Northbeam Health now for a meeting").decision is not (
            Decision.UPDATED
        )


def test_a_name_no_memory_holds_is_more_than_a_repeat(tmp_path: Path) -> None:
    """ "i grew up in Cork and moved to Canada" fills the home with Canada as "User lives in
    Ottawa, Canada" does; Cork is news. Without it, it repeats; a name another memory holds
    ("… and work at Shopify") is no news either."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.remember("User lives in the Glebe neighbourhood of Ottawa, Canada.")
        said = m.remember("i grew up in Cork and moved to Canada when I was 24")
        assert said.decision is Decision.CREATED
        assert m.recall("Cork").results[0].memory.id == said.memory.id
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        m.remember("User lives in the Glebe neighbourhood of Ottawa, Canada.")
        assert m.remember("we moved to Canada when I was 24").decision is Decision.IGNORED
    with Memory.open(tmp_path / "o.db", settings=WORDS_ONLY) as m:
        m.remember("I live in Ottawa")
        m.remember("I work at Shopify")
        assert m.remember("I live in Ottawa and work at Shopify").decision is Decision.IGNORED


def test_no_allergies_told_in_passing_is_held_against_an_allergy(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.remember("I'm allergic to prawns, my face swells right up.")
        said = m.remember("no allergies here mate, i can eat anything you put in front of me")
        assert said.decision is Decision.HELD
        assert said.memory is not None and said.memory.hold_reason is not None
        assert said.memory.hold_reason.value == "conflict"
    # The twin: with no allergy known, it is kept.
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        said = m.remember("no allergies here mate, i can eat anything you put in front of me")
        assert said.decision is Decision.CREATED


def test_an_introduction_with_a_nickname_and_a_birthday_fills_both() -> None:
    slot = parse_slot("User is Marguerite 'Maggie' O'Connell, born 14 March 1959, lives in Galway.")
    assert slot is not None and (slot.predicate, slot.object) == ("name", "marguerite o'connell")
    assert slot.also is not None and (slot.also.predicate, slot.also.object) == (
        "birthday",
        "03-14",
    )
    # The twin: an introduction with no birthday fills the name alone.
    bare = parse_slot("User is Maggie O'Connell, a retired teacher.")
    assert bare is not None and bare.predicate == "name" and bare.also is None


def test_two_weekdays_of_what_is_done_on_them_date_nothing() -> None:
    """ "the market on Saturday, church on Sunday" are a week's habits (write/eventtime.py):
    no event time; one weekday in the past tense is that day."""
    from datetime import datetime

    from memwarden.write.eventtime import event_time

    said = datetime(2027, 10, 5)
    habits = (
        "I still drive our little Fiat Panda. Stavros gave up driving years ago, so I take us "
        "to the market on Saturday, church on Sunday"
    )
    assert event_time(habits, said) is None
    dated = event_time("I went to the dentist on Tuesday", said)
    assert dated is not None and dated[0] is not None and dated[0].day == 28


# Slot parser 50 (the twenty-third blind review set): the car for the lessons with no "my",
# switched from one model to another, and who supplies a household service.
@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "car for the lessons is a skoda octavia, dual controls fitted, does about 25k a year",
            ("car", "skoda octavia", False),
        ),
        ("switched from the octavia to a fabia last week", ("car", "fabia", True)),
        (
            "we're with octopus for the gas n electric, about £160 a month by direct debit",
            ("my:energy provider", "octopus", False),
        ),
        (
            "switched the gas n electric to british gas last week, £145 a month now",
            ("my:energy provider", "british gas", True),
        ),
        ("I switched to EE for the mobile", ("my:mobile provider", "ee", True)),
        # twins: a phone number is no provider, and an employer joined is still one
        ("my mobile is 07700 900123", ("my:phone number", "07700 900123", False)),
        ("I joined Deloitte", ("works_at", "deloitte", True)),
    ],
)
def test_what_parser_50_reads(text: str, read: tuple[str, str, bool]) -> None:
    slot = parse_slot(text)
    assert slot is not None
    assert (slot.predicate, slot.object, slot.change_marker) == read


@pytest.mark.parametrize(
    "text", ["the car for work is a nightmare", "we're with the in-laws for christmas"]
)
def test_what_parser_50_leaves_alone(text: str) -> None:
    assert parse_slot(text) is None


def test_a_supplier_switched_is_a_change_and_the_same_said_again_a_repeat(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.remember("we're with octopus for the gas n electric, about £160 a month by direct debit")
        again = m.remember("yeah we're with octopus for the gas and leccy, 160 quid a month dd")
        assert again.decision is Decision.IGNORED
        switched = m.remember("switched the gas n electric to british gas last week")
        assert switched.decision is Decision.UPDATED


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "User's work base changed in January 2031: she now works out of the Hollymoor hub in"
            " Northfield instead of Erdington.",
            ("works_at", "hollymoor hub"),
        ),
        ("i work out of my van", ("works_at", "van")),
        ("I work out of love, not for the money", None),  # the twin: no workplace
    ],
)
def test_working_out_of_a_place(text: str, read: tuple[str, str] | None) -> None:
    slot = parse_slot(text)
    assert ((slot.predicate, slot.object) if slot else None) == read


@pytest.mark.parametrize(
    ("query", "asks"),
    [
        ("Which ambulance station am I based at?", ("user\x1fworks_at",)),
        ("what's my work base", ("user\x1fworks_at",)),
        ("which station is nearest the flat", ()),  # the twin: no work asked about
    ],
)
def test_the_base_one_works_from_is_asked_as_where_one_works(
    query: str, asks: tuple[str, ...]
) -> None:
    assert asked_slots(query) == asks
