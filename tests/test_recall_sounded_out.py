"""A name said as sounds and written by voice typing as the words it sounds like ("metformin" as
"met for men", "Eliquis" as "ella quiss", "Okafor" as "oak a for"), searched for as the name
the memories hold (read/typos.py, ``sounded_out``): two blind recall suites of the fifty-first
session were dictated so. Real SQLite files, words only (no vectors), so the search by words is
what finds it; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory

NOTES = [
    "In October 2034 Dr. Patel increased the user's metformin to 1000 mg twice daily.",
    "The user's cardiologist is Dr. Okafor at the heart clinic.",
    "User takes Eliquis 2.5 mg twice daily since October 2035.",
    "I take the dog out every morning before breakfast",
    "my hourly pay rate is 14 dollars at the store",
    "Parata is my manager at the store, she is strict",
]


@pytest.mark.parametrize(
    ("query", "first", "run", "name"),
    [
        ("how much met for men am i on", 0, "met for men", "metformin"),
        ("when do i see doctor oak a for", 1, "oak a for", "okafor"),
        ("how much ella quiss am i on now", 2, "ella quiss", "eliqui"),
    ],
)
def test_a_name_said_as_sounds_finds_the_name(
    tmp_path: Path, query: str, first: int, run: str, name: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(note).memory.id for note in NOTES]
        response = memory.recall(query, limit=3)
    assert response.results[0].memory.id == ids[first]
    assert response.corrected.get(run, "").startswith(name[:5])


@pytest.mark.parametrize(
    ("query", "first"),
    [
        # twins: two words of English mean what they say ("pay rate" is no "Parata"), and a run
        # that sounds like no name the memories hold is left alone
        ("what is my pay rate", 4),
        ("when do i take the dog out", 3),
    ],
)
def test_words_that_are_no_name_stay_words(tmp_path: Path, query: str, first: int) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(note).memory.id for note in NOTES]
        response = memory.recall(query, limit=3)
    assert response.results[0].memory.id == ids[first]
    assert not any(" " in said for said in response.corrected)


def test_a_name_written_later_is_heard_once_the_index_has_moved_on(tmp_path: Path) -> None:
    # The index's terms by sound are read again after a few dozen changes of the index, not at
    # every one (a conversation writes at every turn): a name written after they were read is
    # heard once they are read again.
    others = [note for note in NOTES if "Okafor" not in note]
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        for note in others:
            memory.remember(note)
        memory.recall("when do i see doctor oak a for", limit=3)
        okafor = memory.remember("The user's cardiologist is Dr. Okafor at the heart clinic.")
        for n in range(40):
            memory.remember(f"I bought {n + 2} apples at the market on a sunny day number {n}")
            memory.recall("when do i see doctor oak a for", limit=3)
        response = memory.recall("when do i see doctor oak a for", limit=3)
    assert response.results[0].memory.id == okafor.memory.id
    assert response.corrected.get("oak a for") == "okafor"
