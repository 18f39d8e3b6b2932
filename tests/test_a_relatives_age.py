"""The age of someone of the person's, told by who they are to them ("my son is 7", "my
daughter Amy is 7 years old", "our eldest turned 12", "User's grandson Leo is 9."), is their age
slot, as it is told by their name ("amy's 7") (slot parser 116). Before, "my son is 7" filled no
slot, and "my daughter Amy is 7" a slot of its own that no "Amy turned 8" reached. A birthday
told as a change ("turned") retires the age before; another age said without one waits as a
conflict; the same age in an agent's words is a repeat. Real SQLite files, the real service;
each negative with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, said_in_a_chat, slots_read


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("my son is 7", ("user's son", "age", "7")),
        ("my daughter Amy is 7 years old", ("user's daughter amy", "age", "7")),
        ("our eldest turned 12", ("user's eldest", "age", "12")),
        ("User's grandson Leo is 9.", ("user's grandson leo", "age", "9")),
        ("my little sister is nineteen", ("user's sister", "age", "19")),
        ("my mum turned 84 yesterday", ("user's mother", "age", "84")),
    ],
)
def test_the_age_of_someone_of_the_persons_is_their_age(
    said: str, read: tuple[str, str, str]
) -> None:
    assert slots_read(said) == [read]


@pytest.mark.parametrize(
    ("other", "twin"),
    [
        # what is said of a thing of theirs is no one's age …
        ("my house is 100 years old", "my son is 10 years old"),
        # … nor a count after it ("7 stone", "7 minutes away")
        ("my son is 7 minutes away", "my son is 7"),
    ],
)
def test_what_is_no_age_and_its_twin(other: str, twin: str) -> None:
    assert all(p != "age" for _, p, _ in slots_read(other))
    assert any(p == "age" for _, p, _ in slots_read(twin))


def test_a_birthday_retires_the_age_before(tmp_path: Path) -> None:
    check_door(
        tmp_path / "birthday.db",
        ["my daughter Amy is 7"],
        "my daughter Amy turned 8 on Saturday",
        "updated",
        [0],
    )


def test_another_age_unsaid_as_a_change_is_a_conflict_and_the_same_a_repeat(
    tmp_path: Path,
) -> None:
    said = ["my son is 11"]
    assert said_in_a_chat(tmp_path / "a", said, "User's son is 13.", via="agent") == ("conflict")
    assert said_in_a_chat(tmp_path / "b", said, "User's son is 11.", via="agent") == ("ignored")
