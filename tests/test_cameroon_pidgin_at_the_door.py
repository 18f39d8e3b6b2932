"""Changes, repeats and secrets, as a blind set of the sixty-third session wrote them in
Cameroon Pidgin English (Kamtok) with a little Camfranglais (Douala, Bamenda and Buea).

Kamtok's markers read as English (kamtok.py): "a" as I and "e" as he before what one does,
"di" before a verb as what one does ("a di work for …": I work at …), "don" as what is done
("don change school": has changed school; "don move go Kumba": has moved to Kumba), "no" as
"don't" and "no go" as "won't", "go" before a verb as "will", "dey for" as where one lives or
is ("we dey for Molyko": we live in Molyko; "e dey for Saker Baptist" after a school: is at
it), "for" before a place named as "at", "na" before a trade as "is a", "na X be Y" as "X is
Y", "am" after a verb as "it", one of the family before what is theirs ("mami nifedipine") as
theirs, "go" before a dose as "to", "papa BP medicine na nifedipine 10mg" as what papa takes,
and its words for family ("pikin" child, "mami" mum, "masa" husband, "small sister" younger
sister). Jamaican's and Belizean Kriol's "di" (the) and Nigerian Pidgin's "I dey …" are left to
what read them before. A mobile money wallet's "code" is its PIN (credentials.py, extract.py),
a secret's new value told after an emoji is still found, and so is a passport number told
after its name and ", it is", and a secret question's answer after "a put". A death
celebration and a "cry-die" are a funeral's rites (tombstones.py); "write it somewhere: my new
number is …" keeps what follows (extract.py); a school named with an accent first ("École …"),
a class by its number in words ("nursery two"), a school by its initials ("GBHS Limbe") and one
of the family's medicine with where they are ("my dad in Leeds takes …") are read (slot parser
103). A time still to come told in a piece of its own, by someone ("…, I will buy it at the
pharmacy tomorrow"), dates no dose said before it (review.py): a dose said otherwise so is a
conflict, where "…, from tomorrow" is a change.
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_found, check_read_back, said_in_a_chat, slots_read
from memwarden.kamtok import reads_kamtok
from memwarden.spelling import plain


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("a di work for Ecobank as cashier, Bonaberi branch",
         "I work at Ecobank as cashier, Bonaberi branch"),
        ("my brother Ayuk dey for Limbe, e di drive taxi",
         "my brother Ayuk lives in Limbe, he drives taxi"),
        ("we dey for Molyko, near the junction", "we live in Molyko, near the junction"),
        ("mami di sell fish for Mile 17 market", "mum sells fish at Mile 17 market"),
        ("a don change my momo code, new one na 3318",
         "I have changed my momo code, new one is 3318"),
        ("doctor don raise mami nifedipine go 20mg", "doctor has raised mum's nifedipine to 20mg"),
        ("mami BP medicine na nifedipine 10mg", "mum takes nifedipine 10mg for BP"),
        ("na Mama Grace be our landlord", "Mama Grace is our landlord"),
        ("my masa na teacher for GBHS Limbe", "my husband is a teacher at GBHS Limbe"),
        ("a be pharmacist for Regional Hospital Buea",
         "I am a pharmacist at Regional Hospital Buea"),
        ("Ngwa don change school, now e dey for Saker Baptist",
         "Ngwa has changed school, now he is at Saker Baptist"),
        ("my pikin Ngwa dey for class three for Bilingual Primary",
         "my child Ngwa is in class three at Bilingual Primary"),
        ("dem ask my passport number, na BX2290114, keep am for me",
         "they asked my passport number, it is BX2290114, keep it for me"),
        ("a no want hear about that njangi again", "I don't want hear about that njangi again"),
        ("we no di talk since the wahala", "we don't talk since the wahala"),
        ("a go buy am for Ndokoti tmrw", "I will buy it at Ndokoti tomorrow"),
        ("my small sister Enow di study nursing for Buea",
         "my younger sister Enow studies nursing at Buea"),
        ("my brother Ayuk don move go Kumba since March",
         "my brother Ayuk has moved to Kumba since March"),
        # controls: Jamaican's and Belizean Kriol's "di" (the), Italian's "di", Nigerian
        # Pidgin's "dey" before a verb (read as before)
        ("how mama sugar di do since di new dose", "how mama sugar the do since the new dose"),
        ("il mio cane di nome Fido", "il mio cane di nome Fido"),
        ("I dey work for Medplus sha", "I work for Medplus"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


def test_a_reading_of_kamtok_maps_back_to_what_was_said() -> None:
    check_read_back("a don change my momo code, new one na 3318", "3318")


@pytest.mark.parametrize(
    ("text", "kamtok"),
    [
        ("a di work for Afriland as teller", True),
        ("we no di talk since the wahala", True),
        ("a don sell the Carina", True),
        ("a be nurse for Laquintinie", True),
        ("my masa di work for customs", True),
        ("Ngwa dey for class three", True),
        ("wusai wuna dey, abeg call me", True),
        # controls: Jamaican, Belizean Kriol, Italian, Nigerian Pidgin, English
        ("mi di go a di market, mi nuh know", False),
        ("how mama sugar di do since di new dose", False),
        ("il mio cane di nome Fido", False),
        ("I dey work for Medplus sha", False),
        ("I don't know what a di means", False),
        ("a go-kart track opened for the kids", False),
    ],
)
def test_what_is_read_as_kamtok(text: str, kamtok: bool) -> None:
    assert reads_kamtok(text) is kamtok


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("a di work for Ecobank as cashier, Bonaberi branch",
         [("user", "works_at", "ecobank"), ("user", "job_title", "cashier")]),
        ("my brother Ayuk dey for Limbe, e di drive taxi",
         [("user's brother ayuk", "lives_in", "limbe")]),
        ("we dey for Molyko, near the junction", [("user", "lives_in", "molyko")]),
        ("mami BP medicine na nifedipine 10mg", [("user's mother", "takes", "nifedipine")]),
        ("a be pharmacist for Regional Hospital Buea",
         [("user", "job_title", "pharmacist"), ("user", "works_at", "regional hospital buea")]),
        ("my pikin Ngwa dey for class three for Bilingual Primary",
         [("user's child ngwa", "school", "bilingual primary"),
          ("user's child ngwa", "school_year", "class 3")]),
        ("a don sell the Carina, now a di drive Rav4", [("user", "car", "rav4")]),
        ("my papa for Kumba di take amlodipine 5mg every morning",
         [("user's father", "takes", "amlodipine")]),
        ("a di teach maths for GBHS Limbe", [("user", "works_at", "gbhs limbe")]),
        ("ma motor na Toyota Carina, a buy am for Douala", [("user", "car", "toyota carina")]),
        ("a comot Deido go stay for Makepe", [("user", "lives_in", "makepe")]),
        # … and in English: a school named with an accent first, a class told by its number in
        # words, one of the family's medicine with where they are
        ("Enow's school is École Sainte Anne at Bonapriso",
         [("user's enow", "school", "école sainte anne")]),
        ("my daughter Enow is in nursery two at Les Colombes",
         [("user's daughter enow", "school", "les colombes"),
          ("user's daughter enow", "school_year", "nursery 2")]),
        ("my dad in Leeds takes amlodipine 5mg every morning",
         [("user's father", "takes", "amlodipine")]),
        # controls: one's shop where it is, a teller's job named with no employer, a school
        # that is no name, teaching at no school, one of the family where they are and no
        # medicine
        ("my shop dey for Mokolo market", []),
        ("User works as a teller.", [("user", "job_title", "teller")]),
        ("Enow's school is far from here", []),
        ("I teach maths at the weekend", []),
        ("my dad in Leeds is retired now", [("user", "my:dad in leeds", "retired")]),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # a mother's dose raised, or said otherwise
        (["mami BP medicine na nifedipine 10mg"], "doctor don raise mami nifedipine go 20mg",
         "updated"),
        (["mami BP medicine na nifedipine 10mg"], "mami di take nifedipine 20mg every morning",
         "conflict"),
        # a home moved from, or said otherwise
        (["we dey for Molyko, near the junction"],
         "we don move go Bonduma last week, the house big pass", "updated"),
        (["we dey for Molyko, near the junction"], "we dey for Bonduma, near the market",
         "conflict"),
        # a job left for another, and the job said again
        (["a di work for Ecobank as cashier, Bonaberi branch"],
         "a don comot Ecobank, now a di work for Afriland as cashier", "updated"),
        (["a di work for Ecobank as cashier, Bonaberi branch"],
         "a di work for Ecobank still, Bonaberi branch", "ignored"),
        # a child's school changed
        (["my pikin Ngwa dey for class three for Bilingual Primary"],
         "Ngwa don change school, now e dey for Saker Baptist", "updated"),
        # a car sold and another driven, or said otherwise
        (["my car na white Toyota Carina, a buy am for port"],
         "a don sell the Carina, now a di drive Rav4", "updated"),
        (["my car na white Toyota Carina, a buy am for port"], "my car na Rav4, e old small",
         "conflict"),
        # a brother moved
        (["my brother Ayuk dey for Limbe, e di drive taxi"],
         "my brother Ayuk don move go Kumba since March", "updated"),
        # a funeral said no to, then its rites by Kamtok's name
        (["abeg no bring up ma papa death celebration again"],
         "the cry-die for Kumba tear the family for two", "blocked"),
        (["abeg no bring up ma papa death celebration again"],
         "the market for Kumba tear my shoes for two", "created"),
        # a number asked to be written down, and a request with none
        (["my number is +237 677 12 34 56"],
         "write it somewhere: my new number is +237 699 45 87 21", "updated"),
        (["my number is +237 677 12 34 56"], "write it somewhere for me please", "none"),
        # a dose said otherwise, with what one will do tomorrow after it: a conflict, not a
        # change from tomorrow (review.py); a dose from tomorrow is one
        (["my dad takes amlodipine 5mg every morning"],
         "my dad takes amlodipine 10mg every morning, I will buy it at the pharmacy tomorrow",
         "conflict"),
        (["my dad takes amlodipine 5mg every morning"],
         "my dad takes amlodipine 10mg every morning, from tomorrow", "updated"),
        (["papa BP medicine na amlodipine 5mg"],
         "papa di take amlodipine 10mg every morning, a go buy am for pharmacy tmrw", "conflict"),
        # a wallet's code changed with no value: an errand of the day; with it: refused
        (["busy day for market"], "a don change my momo code today, a no go forget am sef",
         "none"),
        (["busy day for market"], "a don change my momo code, new one na 3318", "refused"),
    ],
)  # fmt: skip
def test_the_door(tmp_path: Path, prior: list[str], text: str, expected: str) -> None:
    assert said_in_a_chat(tmp_path, prior, text) == expected


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("a don change my momo code, new one na 3318", "3318",
         "a don change my momo code today, a no go forget am"),
        ("dem ask my passport number, na BX2290114, keep am for me", "BX2290114",
         "dem ask my email, na enow.t@example.com, keep am for me"),
        ("I changed my orange money code 😒 new one is 4729", "4729",
         "I changed my orange money code 😒 new one is too long"),
        ("they asked for my passport number, it is BX2290114", "BX2290114",
         "they asked for my passport number, it is in the drawer"),
        ("this app na wahala. for the secret question 'name of your first school' a put Fiango,"
         " keep am for me", "Fiango",
         "this app na wahala. for the secret question a no remember the one a put, keep am"),
    ],
)  # fmt: skip
def test_secrets_told_their_way(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)
