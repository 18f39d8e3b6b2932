"""A question typed in Taglish finds the agent's English notes (memwarden.read.shorthand,
``TAGALOG``): "ano gamot ni tatay ngayon" is searched with "father", "medicine", "now" beside
its own words. A blind suite of the fiftieth session (a Filipino nurse in Dubai) answered 62 of
its 100 questions first before, 67 with these words. Only a question that is Tagalog by its
small words is glossed: "Lola" and "San" in an English question are a name and a saint's.

Real SQLite files, words only, so that only the words decide; each memory that must stay out
has a twin that comes in.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_first_answer
from memwarden.read.shorthand import spelled_out


@pytest.mark.parametrize(
    ("query", "spelled"),
    [
        ("ano gamot ni tatay ngayon", "ano (what) gamot (medicine) ni tatay (father) ngayon (now)"),
        ("magkano sahod ko nung 2031", "magkano (how much) sahod (salary) ko nung 2031"),
        ("ano trabaho ng bayaw ko", "ano (what) trabaho (work) ng bayaw (brother-in-law) ko"),
        (
            "san ako nakatira dati",
            "san (where) ako nakatira (live) dati (before)",
        ),
        # controls: English questions with the same words are left as they are
        ("what is there to do in San Diego", "what is there to do in San Diego"),
        # (a vet searched for as where one sees them too: read/shorthand.py's SAME_THING)
        (
            "When is Lola the dog due at the vet?",
            "When is Lola the dog due at the vet? (veterinary animal)",
        ),
        ("Where does Tito Puente's band play?", "Where does Tito Puente's band play?"),
        # … and Spanish's "año" typed without its tilde (read as Spanish, not Tagalog)
        ("que hice el ano pasado en Lola", "que (what) hice el ano pasado (last year) en Lola"),
    ],
)
def test_tagalog_words_are_glossed_only_in_a_taglish_question(query: str, spelled: str) -> None:
    assert spelled_out(query) == spelled


NOTES = [
    ("User's father was switched from amlodipine to losartan after his stroke.", "2035-07-01"),
    ("User's sister Janet works as a team leader in Pasig.", "2035-07-02"),
    ("User's brother-in-law Carlo works as an oiler on a tanker.", "2035-07-03"),
    ("User's salary at the hospital is AED 11,200 a month.", "2035-07-04"),
]


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("ano gamot ni tatay ngayon", 0),
        ("ano trabaho ng bayaw ko", 2),
        ("magkano sahod ko ngayon", 3),
        # the twin: the same words of another, in English
        ("where does my sister Janet work", 1),
    ],
)
def test_a_taglish_question_finds_the_english_note(tmp_path: Path, query: str, first: int) -> None:
    check_first_answer(tmp_path / "m.db", NOTES, query, first)
