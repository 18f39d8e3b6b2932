"""Changes, repeats, secrets and what was said no to, as blind sets of the fifty-ninth session
wrote them in Bangladeshi English mixed with Romanized Bangla (Dhaka, Sylhet) and in Bahamian
English (Nassau, the Family Islands): Bangla's verb-last statements read in English order — a
move ("shift korechi … te", "… theke shift korechi"), where one lives ("amra … e thaki",
"amader basa ekhon … e") and works ("ami … e achi", "… e officer"), a car sold ("… ta bechay
dilam") or had, one's number, a dose changed ("doctor abbu r Losartan 50 theke 100 mg e
baraye dise") or taken ("… khay", "… khai"), a secret's new value ("notun ta …"), a security
answer, a pet, what is said no to ("X er naam o nibe na", "X niye r kichu bolba na") — and its
words for family and ownership ("ammu", "abbu", "amar", "amader") (roman_bangla.py); the
Bahamas' "does" of what one does as a rule ("I does drive" I drive, "she does work" she works),
a change told in the base form with a time gone by in its clause ("I switch to RBC last
month"), a mother's medicine named with no "'s" ("raise mummy metformin to 850mg") and "I's"
(spelling.py); a medicine said as hers or his ("takes her metformin") the medicine alone, and
the Premio, Allion, Fielder and Vezel as cars (slot parser 99). The sentences are this file's
own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_found, check_read_back, check_said_no, slots_read
from memwarden.roman_bangla import reads_roman_bangla
from memwarden.spelling import plain


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("amra Banani e thaki", "we live in Banani"),
        ("amader basa ekhon Badda e", "we now live in Badda"),
        ("Mohammadpur theke shift korechi", "I moved from Mohammadpur"),
        ("finally shift korechi Mohammadpur te last month",
         "finally , I moved to Mohammadpur last month"),
        ("ami Robi te achi", "I work at Robi"),
        ("Corolla ta bechay dilam", "I sold the Corolla"),
        ("doctor abbu r Losartan 50 theke 100 mg e baraye dise",
         "doctor raised my dad's Losartan from 50 to 100 mg"),
        ("abbu Losartan 50 mg khay raate", "my dad takes Losartan 50 mg raate"),
        ("ekhon metformin 500 mg khai", "now I take metformin 500 mg"),
        ("card er pin change korlam, notun ta 8812",
         "I changed the card's pin, the new one is 8812"),
        ("Tanvir er naam o nibe na pls", "please don't bring up Tanvir again"),
        ("amar divorce niye r kichu bolba na", "don't bring up my divorce again"),
        ("office er notun email khulse IT: rumana@brac.net, kal theke active",
         "my new office email is rumana@brac.net, kal theke active"),
        ("amader ekta golden retriever ache, naam Bagha",
         "we have a golden retriever, naam Bagha"),
        # controls: French, Spanish and English with the same words; Arabizi's "7amra"
        # (the French is read as French since the sixty-sixth session, not "ami" as Bangla's I)
        ("Je suis ami avec elle", "Je suis ami with elle"),
        ("mi amar es grande y ache", "mi amar es grande y ache"),
        ("my back ache is bad today", "my back ache is bad today"),
        ("kia picanto 7amra 2021", "kia picanto 7amra 2021"),
        # the Bahamas
        ("I does drive a grey Nissan Note", "I drive a grey Nissan Note"),
        ("my husband does work at the port", "my husband works at the port"),
        ("doctor raise granny amlodipine to 10mg", "doctor raised granny's amlodipine to 10mg"),
        ("I switch to Scotiabank last month", "I switched to Scotiabank last month"),
        ("I's a nurse at PMH", "I'm a nurse at PMH"),
        # controls: a question, a denial, a granny's birthday, a move to come, a plan's list
        ("what does she take for sugar", "what does she take for sugar"),
        ("does he drive?", "does he drive?"),
        ("it does not matter", "it does not matter"),
        ("mommy turns 80 in May", "mommy turns 80 in May"),
        ("I move to Freeport next month", "I move to Freeport next month"),
        ("Day 1: transfer to hotel. Note: booked 2 days ago",
         "Day 1: transfer to hotel. Note: booked 2 days ago"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


def test_a_reading_of_romanized_bangla_maps_back_to_what_was_said() -> None:
    said = "bkash er pin change korlam, notun ta 5520"
    check_read_back(said, "5520")


@pytest.mark.parametrize(
    ("text", "bangla"),
    [
        ("ajke office e onek kaj chilo", True),
        ("amra Banani e thaki", True),
        # controls: French's "ami", Spanish's "amar", English's "ache", Arabizi's "7amra"
        ("mon ami est venu hier", False),
        ("amar es dificil", False),
        ("my tooth ache is back", False),
        ("3arabeye 7amra ktir", False),
    ],
)
def test_what_is_read_as_romanized_bangla(text: str, bangla: bool) -> None:
    assert reads_roman_bangla(text) is bangla


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("mummy takes her metformin 1000mg", [("user's mother", "takes", "metformin")]),
        ("my dad takes his amlodipine 10mg", [("user's father", "takes", "amlodipine")]),
        ("now our car is a white Premio", [("user", "car", "premio")]),
        ("amra Banani e thaki", [("user", "lives_in", "banani")]),
        ("ami Robi te achi", [("user", "works_at", "robi")]),
        # controls: her medicine's name not given; a prize in Spanish
        ("mummy takes her tablets", []),
        ("mi premio es grande", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a home moved from or said otherwise
        (["amra Banani e thaki"], "finally shift korechi Mohammadpur te last month", "updated",
         [0]),
        (["amra Banani e thaki"], "amra Mohammadpur e thaki, 10 bochor hoye gelo", "conflict",
         []),
        # a father's dose raised by the doctor
        (["abbu Losartan 50 mg khay raate"], "doctor abbu r Losartan 50 theke 100 mg e baraye dise",
         "updated", [0]),
        # a car sold and the new one had
        (["amader gaari Toyota Axio, white"], "Axio ta bechay dilam, ekhon amader silver Premio",
         "updated", [0]),
        # the Bahamas: a mother's dose raised or said otherwise, a car said again
        (["mummy on metformin 500mg"], "doctor raise mummy metformin to 850mg", "updated", [0]),
        (["mummy on metformin 500mg"], "mummy does take her metformin 850mg, from ever",
         "conflict", []),
        (["I drive a grey Nissan Note"], "I does drive a grey Nissan Note, she old", "ignored",
         []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        ("Tanvir er naam o nibe na pls, oi chapter closed",
         "Tanvir ekhon Dubai te thake",
         "Rafiq ekhon Dubai te thake"),
        ("amar divorce niye r kichu bolba na",
         "divorce er por ami Uttara te shift korechi",
         "Eid er por ami Uttara te shift korechi"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_stays_no(tmp_path: Path, said_no: str, again: str, other: str) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("card er pin change korlam, notun ta 8812", "8812",
         "card er pin change korlam, notun card o ashse"),
        ("bank app e security question dilam, answer dilam Shapla", "Shapla",
         "bank app e security question dilam, answer mone nai"),
    ],
)  # fmt: skip
def test_secrets_told_their_way(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)
