"""Changes told as Irish English tells them, as a blind Cork set of the fiftieth session wrote
them (slot parser 87, spelling.py), and a Jamaican set's "We finally move out a Spanish Town, mi
deh a Portmore now" (parser 88): "I'm after getting the loans officer job" (just got it: a
job, changed), "Sorry I was quiet, we're finally out in Ballincollig!" (a move done), "Back
from the new GP, Dr O'Leary out in Ballincollig, …" (the GP, changed). Each was kept as news
beside the old value before. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, slots_read
from memwarden.spelling import plain
from memwarden.write.slots import parse_slot


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("I'm after getting the loans officer job", "I have just got the loans officer job"),
        ("she's after moving to Cobh", "she has just moved to Cobh"),
        ("We're after buying a house in Cobh", "We have just bought a house in Cobh"),
        # controls: a verb whose past is not listed, and "after" as a time
        ("I'm after eating", "I'm after eating"),
        ("after getting home I slept", "after getting home I slept"),
    ],
)
def test_after_doing_is_just_done(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("I've just got the loans officer job", [("user", "job_title", "loans officer")]),
        ("I'm after getting the loans officer job", [("user", "job_title", "loans officer")]),
        ("Sorry I was quiet, we're finally out in Ballincollig!",
         [("user", "lives_in", "ballincollig")]),
        ("Back from the new GP, Dr O'Leary out in Ballincollig, she seems lovely",
         [("user", "my:gp", "dr o'leary")]),
        # controls: a job got done, a garden, a visit, a GP not named
        ("I got the job done", []),
        ("we got the cleaning job done at last", []),
        ("we're finally out in the garden", []),
        ("I'm out in Galway for the weekend", []),
        ("Back from the new GP, she says I'm grand", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        (["I work as a cashier at the credit union in Bishopstown"],
         "Well news!! I'm after getting the loans officer job, himself took me out for dinner",
         "updated"),
        (["My GP is Dr Hegarty in Togher, been with her 20 years"],
         "Back from the new GP, Dr O'Leary out in Ballincollig, she seems lovely",
         "updated"),
        (["We live in Ballyphehane, same house 28 years"],
         "Sorry I was quiet, we're finally out in Ballincollig! Got the keys Friday",
         "updated"),
    ],
)  # fmt: skip
def test_the_change_supersedes_the_old_value(
    tmp_path: Path, prior: list[str], text: str, expected: str
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired=[0])


def test_the_twin_in_the_garden_changes_no_home(tmp_path: Path) -> None:
    check_door(
        tmp_path / "m.db",
        ["We live in Ballyphehane, same house 28 years"],
        "we're finally out in the garden, first sun in weeks",
        "created",
        retired=[],
    )


@pytest.mark.parametrize(
    ("text", "home"),
    [
        # (parser 88, of a Jamaican set: moved out of one place, "at" the other now)
        ("We finally move out a Spanish Town, mi deh a Portmore now, likkle closer to di shop",
         "portmore"),
        ("We finally moved out of Spanish Town, I am at Portmore now", "portmore"),
        # controls: at work, at someone's
        ("We moved out of Spanish Town, I am at work now", None),
        ("We moved out of the old flat, we are at my mum's now", None),
    ],
)  # fmt: skip
def test_moved_out_and_at_a_place_now_is_a_move(text: str, home: str | None) -> None:
    slot = parse_slot(plain(text))
    assert (slot.object if slot is not None and slot.predicate == "lives_in" else None) == home
