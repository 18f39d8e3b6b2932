"""Questions and memories in Appalachian English, as the fifty-third session's blind suite
(Hazard, Kentucky) wrote them: "done" before what was done is "have" ("we done bought a house in
town"; spelling.py), "what kinda car am i drivin now" asks for the car (read/slots.py), and "got
hitched" is getting married (read/shorthand.py). Real SQLite files, the real service, words only;
each with its control.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.spelling import plain


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("we done bought a house in town", "we have bought a house in town"),
        ("he done quit Toyota", "he has quit Toyota"),
        ("I done told you about it", "I have told you about it"),
        # controls: one who is done, what was done, someone by name
        ("I'm done with it", "I'm done with it"),
        ("I done the dishes", "I done the dishes"),
        ("jesse done quit toyota", "jesse done quit toyota"),
    ],
)
def test_done_before_what_was_done_is_have(said: str, read: str) -> None:
    assert plain(said) == read


def _first(db: Path, said: list[str], asked: str) -> str:
    with Memory.open(db, settings=WORDS_ONLY) as memory:
        for text in said:
            memory.remember(text)
        results = memory.recall(asked).results
        return results[0].memory.text if results else ""


def test_where_we_live_now_after_a_house_done_bought(tmp_path: Path) -> None:
    said = [
        "we still live way up grapevine holler off 476, bout 6 mile out of hazard",
        "we done bought a house in town!! 214 liberty street in hazard, brick, 3 bedroom",
    ]
    assert _first(tmp_path / "a.db", said, "where do we live at now") == said[1]


@pytest.mark.parametrize(
    ("asked", "first"),
    [
        ("what kinda car am i drivin now", 0),
        ("what kind of car am I driving now", 0),
        # control: the old one, asked for as the old one
        ("what happened to my old escape", 1),
    ],
)
def test_the_car_asked_as_typed(tmp_path: Path, asked: str, first: int) -> None:
    said = [
        "In February 2032 the user bought a used silver 2019 Nissan Rogue.",
        "jan 2032 the escape tumped over in the ditch, the car is totaled",
        "the kids want a trampoline for the yard",
    ]
    assert _first(tmp_path / "a.db", said, asked) == said[first]


@pytest.mark.parametrize(
    ("asked", "first"),
    [
        ("when did we get married", 0),
        # control: the shed, asked for by its own words
        ("when did we build the shed", 1),
    ],
)
def test_hitched_is_married(tmp_path: Path, asked: str, first: int) -> None:
    said = [
        "me and darrell got hitched june 1 2004 in mommys front room",
        "we built the shed out back in 2019",
    ]
    assert _first(tmp_path / "a.db", said, asked) == said[first]
