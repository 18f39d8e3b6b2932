"""A child's year at school, as the school counts it ("year 2", "grade 4", "class 6", "6th
standard", "form 3", "P4", "JHS 2", "LKG"), is its own slot, ``school_year`` (slot parser 121):
one at a time, of a child of the person's by a word for a child or by their name, beside the
school it is at when the same words name one ("my daughter Elsie is in year 2 at Hollybank
primary" is her school and her year). A year told as begun ("elsie started year 3 this week",
"… is in grade 6 now") retires the one before; another year said without a sign of a change
waits as a conflict; the same year in an agent's words is a repeat. Before, "my son is in grade
5" filled no slot and "elsie started year 3" was kept as news beside the year before. Real
SQLite files, the real service; each negative with its twin. (Below, a school the parents moved
a child to, and South Asia's word for a school.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, said_in_a_chat, slots_read


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("my son is in grade 5", [("user's son", "school_year", "grade 5")]),
        ("my daughter's in P4", [("user's daughter", "school_year", "p4")]),
        ("our youngest is in kindergarten", [("user's youngest", "school_year", "kindergarten")]),
        ("my son Kasun is in 9th grade", [("user's son kasun", "school_year", "grade 9")]),
        ("User's daughter Ovi studies in 6th standard.", [("user's daughter ovi", "school_year",
                                                            "standard 6")]),
        # without "is", as many Englishes say it
        ("Saeed in grade 4 at Al Ain Juniors", [("user's saeed", "school_year", "grade 4")]),
        # beside the school the same words name
        ("my daughter Elsie is in year 2 at Hollybank primary",
         [("user's daughter elsie", "school", "hollybank primary"),
          ("user's daughter elsie", "school_year", "year 2")]),
        # in a later clause of a turn
        ("i'm learning japanese, and my daughter Elsie is in year 2 at Hollybank primary",
         [("user's daughter elsie", "school", "hollybank primary"),
          ("user's daughter elsie", "school_year", "year 2")]),
    ],
)  # fmt: skip
def test_a_childs_year_at_school_is_read(said: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(said) == read


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("elsie started year 3 this week", ("user's elsie", "school_year", "year 3")),
        ("my son is in grade 6 now", ("user's son", "school_year", "grade 6")),
        ("our eldest has moved up to form 4", ("user's eldest", "school_year", "form 4")),
    ],
)
def test_a_year_begun_is_told_as_a_change(said: str, read: tuple[str, str, str]) -> None:
    from memwarden.write.slots import parse_slot

    slot = parse_slot(said)
    assert slot is not None
    assert (slot.subject, slot.predicate, slot.object) == read
    assert slot.change_marker


@pytest.mark.parametrize(
    ("other", "twin"),
    [
        # a year still to come is no year of now …
        ("my daughter starts year 7 next year", "my daughter started year 7"),
        ("my son will be in grade 2 in September", "my son is in grade 2"),
        # … a class one teaches is no year one is in …
        ("my wife teaches year 3", "my son is in year 3"),
        # … nor a group or a subject of that year
        ("my son is in year 10 maths set 2", "my son is in year 10"),
        ("my daughter is in the grade 5 choir", "my daughter is in grade 5"),
        # … and who is in it must be someone of theirs
        ("the kids are in year 3 assembly today", "our kids are in year 3"),
        ("she in 4th grade at PS 62", "Priya in 4th grade at PS 62"),
        # … nor a year of a degree
        ("my daughter is in the second year of her B.Com", "my daughter is in year 2"),
    ],
)
def test_what_is_no_school_year_and_its_twin(other: str, twin: str) -> None:
    assert all(p != "school_year" for _, p, _ in slots_read(other))
    assert any(p == "school_year" for _, p, _ in slots_read(twin))


def test_a_year_begun_retires_the_year_before(tmp_path: Path) -> None:
    check_door(
        tmp_path / "year.db",
        ["my daughter Elsie is in year 2"],
        "elsie started year 3 this week",
        "updated",
        [0],
    )


def test_another_year_unsaid_as_a_change_is_a_conflict_and_the_same_a_repeat(
    tmp_path: Path,
) -> None:
    said = ["my son Jaden is in grade 4"]
    assert said_in_a_chat(tmp_path / "a", said, "User's son Jaden is in grade 6.", via="agent") == (
        "conflict"
    )
    assert said_in_a_chat(tmp_path / "b", said, "User's son Jaden is in grade 4.", via="agent") == (
        "ignored"
    )


def test_a_child_named_alone_is_the_child_named_before(tmp_path: Path) -> None:
    said = ["my daughter Elsie is in year 2 at Hollybank primary"]
    assert said_in_a_chat(tmp_path / "a", said, "elsie is in year 2, loves her teacher") == (
        "ignored"
    )
    # (its twin: another year, begun)
    assert said_in_a_chat(tmp_path / "b", said, "elsie started year 3 this week") == "updated"


# A child's school changed by the parents ("we switched Saeed to Brighton College Al Ain this
# term") is that child's school, a change (slot parser 121); so is a school South Asia names by
# its own word ("Visakha Vidyalaya").


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("we switched Saeed to Brighton College Al Ain this term",
         ("user's saeed", "school", "brighton college")),
        ("we've moved our daughter from Trinity to Kingswood College",
         ("user's daughter", "school", "kingswood college")),
        ("we moved Chloe to the Hang Hau primary since September",
         ("user's chloe", "school", "hang hau primary")),
    ],
)  # fmt: skip
def test_a_school_the_parents_moved_a_child_to(said: str, read: tuple[str, str, str]) -> None:
    from memwarden.write.slots import parse_slot

    slot = parse_slot(said)
    assert slot is not None
    assert (slot.subject, slot.predicate, slot.object) == read
    assert slot.change_marker


@pytest.mark.parametrize(
    ("other", "twin"),
    [
        # a move of one of the family to no school is none …
        ("we moved our daughter to the back bedroom", "we moved our daughter to Hillside Primary"),
        ("we moved mum to the care home", "we moved our son to Royal College"),
        # … and a place of South Asia's word for a school is one
        ("Nimali attends Visakha Road church", "Nimali attends Visakha Vidyalaya"),
    ],
)
def test_what_is_no_school_moved_to_and_its_twin(other: str, twin: str) -> None:
    assert all(p != "school" for _, p, _ in slots_read(other))
    assert any(p == "school" for _, p, _ in slots_read(twin))


def test_a_school_the_parents_moved_a_child_to_retires_the_one_before(tmp_path: Path) -> None:
    check_door(
        tmp_path / "moved.db",
        ["my son Kasun goes to Ananda College"],
        "we moved Kasun to Royal College this term, much closer",
        "updated",
        [0],
    )
