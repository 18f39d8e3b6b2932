"""What one studies is a course, one at a time (slot parser 116): "I'm doing Law at Trinity,
second year", "User is studying Medicine at …", "Eilidh's at Dundee uni doing nursing", "my son
is in his third year of pharmacy", "switched from nursing to midwifery". A course switched is a
change, another course said without one waits as a conflict, and the same course said again (by
another of its names: "comp sci" is computer science) is a repeat. A field taught at school too,
told with "doing" and nothing of study beside it ("my son is doing maths" over homework, "I'm
doing marketing at Unilever"), is no course. Before, no slot held a course: an agent's note of
another course was kept beside the person's, and a switch retired nothing. Real SQLite files,
the real service; each negative with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, said_in_a_chat, slots_read


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("I'm doing Geography at Aberdeen, third year", ("user", "course", "geography")),
        ("I'm studying law at King's", ("user", "course", "law")),
        ("I study nursing", ("user", "course", "nursing")),
        ("im doing comp sci at Manchester", ("user", "course", "computer science")),
        (
            "User is studying Veterinary Medicine at the Royal Veterinary College.",
            ("user", "course", "veterinary medicine"),
        ),
        (
            "my son is in his third year of pharmacy at Bath",
            ("user's son", "course", "pharmacy"),
        ),
        ("I'm in final year Civil Engineering", ("user", "course", "civil engineering")),
        (
            "my daughter Roisin is doing a degree in history at Ulster Uni",
            ("user's daughter roisin", "course", "history"),
        ),
        (
            "my brother Tunde is doing an MBBS at Ibadan",
            ("user's brother tunde", "course", "medicine"),
        ),
        ("Ngozi's at Lagos uni doing accounting", ("user's ngozi", "course", "accounting")),
        (
            "my cousin Ama is in 200 level studying Economics at Legon",
            ("user's cousin ama", "course", "economics"),
        ),
        (
            "my sister Priya is doing a B.Tech in ECE at Manipal",
            ("user's sister priya", "course", "electronics engineering"),
        ),
    ],
)
def test_what_one_studies_is_a_course(said: str, read: tuple[str, str, str]) -> None:
    assert slots_read(said) == [read]


@pytest.mark.parametrize(
    ("other", "twin"),
    [
        # a subject taught at school, done with "doing" alone, is homework as often as a course …
        ("my son is doing maths tonight", "my son is doing maths at college, first year"),
        # … and a field done at a firm is a job
        ("I'm doing marketing at Unilever", "I'm studying marketing at Unilever's academy"),
        # … and "do" tells a trade ("I do family law")
        ("I do law in Leeds", "I'm doing law at Leeds Uni"),
        # what one is doing is not always studying
        ("I'm doing fine, thanks", "I'm doing psychology, thanks"),
    ],
)
def test_what_is_no_course_and_its_twin(other: str, twin: str) -> None:
    assert all(p != "course" for _, p, _ in slots_read(other))
    assert any(p == "course" for _, p, _ in slots_read(twin))


def test_a_course_switched_retires_the_one_before(tmp_path: Path) -> None:
    check_door(
        tmp_path / "switch.db",
        ["I'm in second year Computer Science at Galway."],
        "switched out of computer science, I'm doing Economics now since February",
        "updated",
        [0],
    )
    check_door(
        tmp_path / "switched.db",
        ["my daughter Aoife is at Cork uni doing nursing, first year"],
        "Aoife has switched from nursing to midwifery at Cork",
        "updated",
        [0],
    )


def test_another_course_unsaid_as_a_change_is_a_conflict_and_the_same_a_repeat(
    tmp_path: Path,
) -> None:
    check_door(
        tmp_path / "conflict.db",
        ["I'm doing Law at Edinburgh, second year"],
        "I'm studying Philosophy at Edinburgh",
        "conflict",
        [],
    )
    check_door(
        tmp_path / "repeat.db",
        ["I'm doing comp sci at Leeds"],
        "I'm studying Computer Science at Leeds",
        "ignored",
        [],
    )


def test_an_agents_note_of_another_course_waits_for_the_person(tmp_path: Path) -> None:
    # an agent's note of another course than the one the person named: a conflict; its twin,
    # the same course in the agent's words, no conflict
    said = ["my son Kwame is in his second year of engineering at KNUST"]
    other = "User's son Kwame is studying architecture at KNUST."
    same = "User's son Kwame is studying engineering at KNUST."
    assert said_in_a_chat(tmp_path / "a", said, other, via="agent") == "conflict"
    assert said_in_a_chat(tmp_path / "b", said, same, via="agent") != "conflict"
