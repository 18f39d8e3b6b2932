"""A grandparent is kept with their name when it is said ("user's grandmother gloria": one has
two of each), so "nan's moved into a care home now", said without the name, found no home of
hers to retire. Now the grandparent spoken of without a name is the one spoken of by name, when
the slot is filled of one of them only (write/review.py, as the one partner is); two nans with
homes of their own leave it open. And a grandfather called "grandad" or "granddad" is read (slot
parser 108). Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, slots_read


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("my grandad Bill lives in Hull", ("user's grandfather bill", "lives_in", "hull")),
        ("my granddad lives in Hull", ("user's grandfather", "lives_in", "hull")),
        ("grandad's moved to Beverley now", ("user's grandfather", "lives_in", "beverley")),
    ],
)
def test_a_grandad_is_a_grandfather(said: str, read: tuple[str, str, str]) -> None:
    assert read in slots_read(said)


def test_a_grandad_without_his_home_is_no_slot_and_its_twin() -> None:
    assert slots_read("my grandad Bill fixed my bike on Sunday") == []
    assert slots_read("my grandad Bill lives in Hull") == [
        ("user's grandfather bill", "lives_in", "hull")
    ]


def test_nan_named_once_has_moved(tmp_path: Path) -> None:
    check_door(
        tmp_path / "m.db",
        [
            "User's nan, Gloria, is 83 and lives in sheltered housing at Edmonton Green; he "
            "visits her every Saturday afternoon."
        ],
        "nan's moved into a care home now, chase view in enfield, closer to us n she's happier",
        "updated",
        [0],
    )


def test_grandad_named_once_has_moved_and_lives_elsewhere_unsaid(tmp_path: Path) -> None:
    check_door(
        tmp_path / "a.db",
        ["My grandad Bill lives in Hull."],
        "Grandad's moved to Beverley now.",
        "updated",
        [0],
    )
    check_door(
        tmp_path / "b.db",
        ["My grandad Bill lives in Hull."],
        "Grandad lives in Beverley.",
        "conflict",
        [],
    )


def test_two_nans_leave_which_one_moved_open_and_its_twin(tmp_path: Path) -> None:
    # Two grandmothers by name, each with her home: "nan" alone may be either, so neither
    # home is retired; with one named, hers is.
    check_door(
        tmp_path / "two.db",
        ["My nan Gloria lives in Edmonton.", "My nan Joyce lives in Leeds."],
        "Nan moved to a care home in Enfield now.",
        "created",
        [],
    )
    check_door(
        tmp_path / "one.db",
        ["My nan Gloria lives in Edmonton.", "My cousin Joyce lives in Leeds."],
        "Nan moved to a care home in Enfield now.",
        "updated",
        [0],
    )
