"""One of the family told to have done something with "'s" ("my mum's moved to Leeds", "nan's
moved into a care home now", "my sister's bought a Corolla") is "has", not whose, at a
sentence's start before a verb's past (slot parser 107); and a grandparent named without "my",
as a parent is ("nan has moved to Leeds"). Not "mum's moved furniture around", which moves no
home. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, slots_read


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("my mum's moved to Leeds", ("user's mother", "lives_in", "leeds")),
        ("mum's moved to Leeds", ("user's mother", "lives_in", "leeds")),
        ("nan has moved to Leeds", ("user's grandmother", "lives_in", "leeds")),
        ("nan's moved into a care home now", ("user's grandmother", "lives_in", "care home")),
        ("my sister's bought a Corolla", ("user's sister", "car", "corolla")),
    ],
)
def test_one_of_the_family_has_done_it(said: str, read: tuple[str, str, str]) -> None:
    assert read in slots_read(said)


def test_moving_the_furniture_is_no_move_and_its_twin() -> None:
    assert slots_read("mum's moved furniture around again lol") == []
    assert slots_read("mum's moved to Bristol") == [("user's mother", "lives_in", "bristol")]


def test_a_mothers_move_told_so_supersedes_where_she_lived(tmp_path: Path) -> None:
    check_door(
        tmp_path / "m.db", ["my mum lives in Halifax"], "my mum's moved to Leeds", "updated", [0]
    )
