"""A question typed in Lebanese Arabizi finds the agent's English notes (memwarden.read.shorthand,
``LEVANTINE``): "2addesh el ejar hala2" is searched with "how much", "rent" and "now" beside its
own words, whichever of its spellings it is typed in ("addesh", "ma3achi", "beitna"). A blind
suite of the fifty-third session (a Lebanese engineer in Dubai) answered 53 of its 100
questions first before, 64 with these words. Only a question that is Arabizi by its digits for
letters or its small words is glossed: "wen", "min", "mama" and "bet" in an English question
are chat's "when", minutes, a mother's name and a wager.

Real SQLite files, words only, so that only the words decide; each question glossed has a twin
that is not.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_first_answer
from memwarden.read.shorthand import spelled_out


@pytest.mark.parametrize(
    ("query", "spelled"),
    [
        ("2addesh el ejar hala2", "2addesh (how much) el ejar (rent lease) hala2 (now)"),
        ("wen sekne ekhte", "wen (where) sekne (live) ekhte (my sister)"),
        ("2addesh dafa3t 3al bet", "2addesh (how much) dafa3t (paid) 3al bet (house home)"),
        (
            "shu el dawa taba3 mama",
            "shu (what) el dawa (medicine medication) taba3 mama (mum mother)",
        ),
        # another spelling of the same words, and a word ending in whose it is
        (
            "addesh mjamme3 la beitna",
            "addesh (how much) mjamme3 (saved savings) la beitna (house home)",
        ),
        ("chou ma3achi", "chou (what) ma3achi (my salary)"),
        ("min kan el mdir bel sherke", "min (who) kan el mdir (manager boss) bel sherke (company)"),
        # a phrase is glossed as one ("bent ekhte": my sister's daughter)
        ("emta khel2et bent ekhte", "emta (when) khel2et (born) bent ekhte (niece)"),
        # controls: English questions with the same words are left as they are ("wen" is chat's
        # "when"), and so are a time, a flight and a package with digits in them
        ("wen is mama's appt", "wen (when) is mama's appt (appointment) (checkup)"),
        ("who won the bet in the last min", "who won the bet in the last min"),
        ("did the baby wake at 3am or 5am", "did the baby wake at 3am or 5am"),
        ("when is my jet2 flight", "when is my jet2 flight"),
        ("why won't psycopg2 install on my mac", "why won't psycopg2 install on my mac"),
        # … Spanish's "el" and "la" (read as Spanish, not Arabizi), and a question in Taglish
        ("que hice el dia de la boda", "que (what) hice el dia (day) de la boda (wedding)"),
        ("magkano sahod ko nung 2031", "magkano (how much) sahod (salary) ko nung 2031"),
    ],
)
def test_levantine_words_are_glossed_only_in_an_arabizi_question(query: str, spelled: str) -> None:
    assert spelled_out(query) == spelled


NOTES = [
    ("User's mother takes levothyroxine every morning for her thyroid.", "2035-07-01"),
    ("User pays USD 900 a month in rent for the flat in Hamra.", "2035-07-02"),
    ("User's car is a blue 2029 Kia Sportage, bought second-hand.", "2035-07-03"),
    ("User's daughter started nursery at Little Cedars in September 2035.", "2035-07-04"),
    ("teta w jeddo sakneen bi jounieh men zamen, 7ad l ba7r", "2035-07-05"),
    ("User bet USD 20 on the Nejmeh match and lost it.", "2035-07-06"),
]


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("shu el dawa taba3 mama", 0),
        ("2addesh el ejar hala2", 1),
        ("shu no3 siyyarte", 2),
        ("emta bada2et benti bel 7adane", 3),
        # an Arabizi question still finds what was said in Arabizi
        ("wen sakneen teta w jeddo", 4),
        # the twin: "bet" in an English question is a wager, not a house
        ("how much was the bet on the match", 5),
    ],
)
def test_an_arabizi_question_finds_the_english_note(tmp_path: Path, query: str, first: int) -> None:
    check_first_answer(tmp_path / "m.db", NOTES, query, first)
