"""What the thirty-second blind review set (a nursing student in Austin typing on her phone:
lower case, chat's short forms, emoji between statements, a medicine misspelt) and the
thirty-seventh recall suite (a sound engineer from Cork living in Ghent) showed: "forget what i
told u about my therapist" not heard as a wish; "my lil bro" and "the guy i dated freshman yr"
not the brother and the ex said no to; "setraline" another medicine than "sertraline"; a dose
told as what one is on after the change ("she bumped my sertraline up, im on 100mg now"); a
home, a job and an age told without "I" ("new place is in hyde park", "still part time at
epoch", "officially 21 now"); an emoji between two statements read as none; a sum in thousands
("$24k") another than the same in full ("$24,000"); a street one lives on read as another town
than the city; and "where am I from" finding nothing. Real SQLite files, the real service; each
case with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, check_said_no, decided, observed, said_after, slots_read
from memwarden import Memory
from memwarden.model import Status
from memwarden.spelling import plain
from memwarden.write.extract import retraction
from memwarden.write.review import _quantities
from memwarden.write.slots import parse_slot

# -- chat's short forms --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("forget what i told u abt my therapist", "forget what i told you about my therapist"),
        ("my lil bro just got his permit", "my little brother just got his permit"),
        ("the guy i dated freshman yr", "the guy i dated freshman year"),
        ("U know what", "You know what"),
        # controls: what is no short form, or stands for more than one thing, stays
        ("i live in vancouver bc", "i live in vancouver bc"),
        ("im an rn at st david's", "im an rn at st david's"),
        ("ur the best", "ur the best"),
        ("a u-turn on the A40", "a u-turn on the A40"),
        ("the bus to Bro Dawel", "the bus to Bro Dawel"),
    ],
)  # fmt: skip
def test_chats_short_forms_are_read_as_words(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("said", "about"),
    [
        ("pls forget what i told u about my therapist, dont remember any of that", "my therapist"),
        ("pls dont remember anything about my brother, forget i even mentioned him", "my brother"),
        ("never bring up my weight again pls, forget i ever said anything abt it", "my weight"),
        ("forget everything i told u about my ex jake from freshman year.",
         "my ex jake from freshman year"),
    ],
)  # fmt: skip
def test_a_wish_typed_in_short_forms_names_what_is_said_no_to(said: str, about: str) -> None:
    found = retraction(plain(said))
    assert found is not None and found.about == about


def test_a_wish_said_twice_keeps_both_values_apart_from_the_tail() -> None:
    # the twin: a second thing named after a comma is no "forget it again" and is kept whole
    found = retraction(plain("never mention my weight again, it's too painful"))
    assert found is not None and found.about == "my weight"
    assert retraction(plain("forget the milk")) is None


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        ("pls dont remember anything about my brother, forget i even mentioned him",
         "my lil bro just got his permit lmao pray for the corpus roads",
         "my roommate jess just got her permit lmao"),
        ("never bring up my weight again pls, forget i ever said anything abt it",
         "lowkey up like 10 lbs since august bc of the late night clinical snacks",
         "i picked up like 10 extra hours a week at the coffee shop since august"),
        ("pls forget what i told u about my therapist, dont remember any of that",
         "my counselor at the cmhc said i should try journaling before bed so im trying that",
         "my clinical instructor said i should try journaling before bed so im trying that"),
        ("forget everything i told u about my ex jake from freshman year. never bring him up again",
         "the guy i dated freshman yr just slid into my dms after 2 yrs",
         "the girl i roomed with freshman yr just got engaged"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_in_chats_words_stays_no(
    tmp_path: Path, said_no: str, again: str, other: str
) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


# -- a medicine misspelt, and its dose told after the change -------------------------------------

_SERTRALINE = "ok so for context im on sertraline, 50mg every morning"
_HOME = "i live in west campus w/ my roommates jess and priya, its chaos lol"
_WORK = "i work part time at epoch coffee on north loop, mostly weekends"
_CAR = "i drive a 2011 honda civic and its literally held together by prayers"
_AGE = "im 20 btw, junior at ut"


@pytest.mark.parametrize(
    ("before", "text", "expected", "retired"),
    [
        (_SERTRALINE, "omg ok so update: saw my psych np today and she bumped my setraline up, "
         "im on 100mg now lowkey nervous abt side effects", "updated", [0]),
        (_SERTRALINE, "ngl the setraline is 100mg every morning and i think its actually "
         "helping fr", "conflict", []),
        (_HOME, "update: officially moved out of west campus!! new place is in hyde park, still "
         "w/ jess tho", "updated", [0]),
        (_HOME, "i live in hyde park so the 7 bus takes literally forever to get to campus",
         "conflict", []),
        (_WORK, "yeah still part time at epoch on north loop, same as always lol", "ignored", []),
        (_WORK, "ok so i quit epoch!! started at bennu on mlk last week, pay is sm better",
         "updated", [0]),
        (_CAR, "RIP to the civic \U0001faa6 sold it for $1.2k and got a 2017 corolla now, my dad "
         "helped me pick it", "updated", [0]),
        (_CAR, "i drive a 2017 corolla", "conflict", []),
        (_AGE, "omg it was my bday yesterday!!! officially 21 now \U0001f389\U0001f389 6th st "
         "here i come", "updated", [0]),
        (_AGE, "im 19 and a junior at ut", "conflict", []),
    ],
)  # fmt: skip
def test_a_change_typed_in_chat_and_its_twins(
    tmp_path: Path, before: str, text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", [before], text, expected, retired)


def test_a_medicine_one_letter_off_is_the_same_one_and_more_letters_off_another(
    tmp_path: Path,
) -> None:
    prior = ["im on lamictal 100mg every morning"]
    assert said_after(tmp_path / "a.db", prior, "i take 200mg of lamictl every morning")[0] == (
        "conflict"
    )
    # the twin: a medicine three letters from it is another one, and new
    assert said_after(tmp_path / "b.db", prior, "i take 250mg of lamisil every morning")[0] == (
        "created"
    )


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("she bumped my setraline up, im on 100mg now", ("user", "takes", "setraline")),
        ("my insulin dose is 20 units", ("user", "takes", "insulin")),
        ("Dr Naidoo pushed my metformin up from 500 to 1000 twice a day",
         ("user", "takes", "metformin")),
        ("new place is in hyde park, still w/ jess tho", ("user", "lives_in", "hyde park")),
        ("our new flat's just off the Cowley Road", ("user", "lives_in", "cowley road")),
        ("i live in leeds w/ my wife", ("user", "lives_in", "leeds")),
        ("still part time at epoch on north loop", ("user", "works_at", "epoch")),
        ("finally 18!!", ("user", "age", "18")),
        ("lowkey i live in leeds", ("user", "lives_in", "leeds")),
        ("I was born on 14 March 1987 in Ballincollig", ("user", "birthday", "03-14")),
        ("User is Dec Moran, born 1987 in Cork.", ("user", "name", "dec moran")),
        ("User lives in a WG (flatshare) on Weserstraße in Neukölln",
         ("user", "lives_in", "weserstrasse")),
    ],
)  # fmt: skip
def test_what_is_typed_without_i_or_with_more_is_read(
    text: str, slot: tuple[str, str, str]
) -> None:
    assert slots_read(text)[0] == slot


def test_where_one_was_born_is_read_beside_the_day_or_the_name() -> None:
    birthday = parse_slot("I was born on 14 March 1987 in Ballincollig")
    assert birthday is not None and birthday.also is not None
    assert (birthday.also.predicate, birthday.also.object) == ("born_in", "ballincollig")
    named = parse_slot("User is Dec Moran, born 1987 in Cork.")
    assert named is not None and named.also is not None
    assert (named.also.predicate, named.also.object) == ("born_in", "cork")
    # the twin: "in" after a day that is no place tells nowhere
    assert parse_slot("I was born on 14 March 1987 in the middle of a storm") is not None
    assert parse_slot("I was born on 14 March 1987 in the middle of a storm").also is None


@pytest.mark.parametrize(
    "text",
    [
        "the new place is in a great area",  # no place named
        "my rent is 900 now",  # a sum, no dose
        "officially 3 weeks till xmas",  # no age
        "so proud \U0001f62d shes moving to the coventry hub tho",  # "shes" names no one
        "the dose is 100mg",  # no medicine named
        "they pushed my appointment back to june",  # a date moved, no dose
    ],
)
def test_what_only_looks_like_one_is_not_read_as_it(text: str) -> None:
    read = slots_read(text)
    assert not read or read[0][1] not in ("lives_in", "takes", "age") or read[0][0] != "user"


def test_actually_before_a_verb_in_ing_is_no_change() -> None:
    helping = parse_slot("the sertraline is 100mg every morning and its actually helping")
    assert helping is not None and not helping.change_marker
    # the twin: "actually" before the value corrects it
    corrected = parse_slot("my sertraline is actually 100mg")
    assert corrected is not None and corrected.change_marker


# -- sums, and a street beside a city ------------------------------------------------------------


def test_a_sum_in_thousands_is_the_same_sum_in_full() -> None:
    assert _quantities("i have like $24k in student loans") == {("24000", "money")}
    assert _quantities("User has about $24,000 in student loans.") == {("24000", "money")}
    assert _quantities("sold it for $1.2k") == {("1200", "money")}
    # the twin: another sum is another
    assert _quantities("User has about $42,000 in student loans.") == {("42000", "money")}


def test_an_agents_other_sum_beside_a_longer_statement_is_a_conflict(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["i have like $24k in student loans and it stresses me out sm"])
        _, token = memory.principal_add("agent", labels=["personal"], capabilities=["remember"])
        agent = memory.for_token(token)
        note = agent.remember("User has about $42,000 in student loans.").to_dict()
        assert note["decision"] == "held"
        assert note["memory"]["hold_reason"] == "conflict"
        # the twin: the person's own new sum with "now" changes it
        (turn,) = observed(memory, ["i have like $30k in student loans now"])
        assert decided(turn) == "updated"


def test_a_street_one_lives_on_is_no_other_town(tmp_path: Path) -> None:
    city = "been living in Berlin since 2025"
    street = "User lives in a WG (flatshare) on Weserstraße in Neukölln with one flatmate"
    label, statuses = said_after(tmp_path / "a.db", [city], street)
    assert label == "created" and statuses == [Status.ACTIVE]
    # the twins: another city is a conflict, and a move to the street a change
    assert said_after(tmp_path / "b.db", [city], "I live in Hamburg")[0] == "conflict"
    assert said_after(tmp_path / "c.db", [city], "I moved to a flat on Weserstraße")[0] == (
        "updated"
    )


# -- where one is from ---------------------------------------------------------------------------


def test_where_one_is_from_finds_where_one_was_born(tmp_path: Path) -> None:
    said = [
        "User is Declan Moran, 47, born 14 March 1987 in Ballincollig, Co. Cork, Ireland.",
        "I play bass in a covers band called The Wet Mondays",
        "my greyhound Biscuit sleeps on the couch all day",
    ]
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text).memory.id for text in said]
        hits = [h.memory.id for h in memory.recall("where am i from originally").results]
        assert hits and hits[0] == ids[0]
        # the twin: a question of something else finds its own answer first
        band = [h.memory.id for h in memory.recall("what band do I play in").results]
        assert band and band[0] == ids[1]
