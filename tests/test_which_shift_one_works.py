"""Which shift one works is a slot of its own (slot parser 105, ``shift``): night, day, early,
late or rotating, told alone ("they put me on the night shift", "I'm on days now", "still on
the morning shift") or with the job or the place it is worked at ("I work nights at the port",
"a di do night shift" after the job and the hospital: then a slot comes with two others). A
shift said changed ("switched to", "moved me off nights, I'm on …", "from next week", "now") is
an update of the one said before; another shift with no sign of a change waits for the person;
the same one again is a repeat. Not a shift: one that tells when something else happens ("when
I'm on lates"), one worked once ("I worked the night shifts at Christmas"), "working days",
"on days like this", and a husband's nights read as the person's.
Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, slots_read


@pytest.mark.parametrize(
    ("said", "shift"),
    [
        ("I work nights at the port", ("user", "shift", "night")),
        ("i'm on the day shift at the warehouse", ("user", "shift", "day")),
        ("they put me on the night shift at the marina", ("user", "shift", "night")),
        ("still on the morning shift at the marina, 6 to 2", ("user", "shift", "early")),
        ("im based at st james's ambulance station, mostly on lates", ("user", "shift", "late")),
        ("since last month me switch to day shift pon maternity", ("user", "shift", "day")),
        ("a di work day shift for Hôpital Central Yaoundé", ("user", "shift", "day")),
        ("my shift is mornings now", ("user", "shift", "early")),
        ("User works the night shift (9 pm to 6 am) at EON IT Park", ("user", "shift", "night")),
        ("i have gone back to days", ("user", "shift", "day")),
        ("My husband Rudy works at the Toyota plant, he's on the night shift",
         ("user's husband rudy", "shift", "night")),
    ],
)  # fmt: skip
def test_the_shift_one_works_is_read(said: str, shift: tuple[str, str, str]) -> None:
    assert shift in slots_read(said)


def test_a_shift_comes_with_the_job_and_where_it_is() -> None:
    assert slots_read(
        "a be nurse for Buea Regional Hospital, maternity ward, a di do night shift"
    ) == [
        ("user", "job_title", "nurse"),
        ("user", "works_at", "buea regional hospital"),
        ("user", "shift", "night"),
    ]


@pytest.mark.parametrize(
    ("said", "twin"),
    [
        # a time something else happens, not the shift: twin, the shift itself
        ("she picks ife up from school when im on lates", "im on lates at the depot"),
        # a shift worked once, past: twin, the one worked now
        ("I worked the night shifts on the 24th and 25th", "I work night shifts at the hospital"),
        # days of work, days like this: twin, the day shift
        ("it takes five working days to clear", "I'm working days at the bakery"),
        ("on days like this i sleep all afternoon", "I'm on days this month"),
        # a husband's nights are not the person's: twin, the person's own
        ("my husband works nights", "I work nights"),
    ],
)
def test_what_is_no_shift_of_the_persons_and_its_twin(said: str, twin: str) -> None:
    assert not [s for s in slots_read(said) if s[:2] == ("user", "shift")]
    assert [s for s in slots_read(twin) if s[:2] == ("user", "shift")]


@pytest.mark.parametrize(
    ("prior", "said", "expected", "retired"),
    [
        # a shift changed, by what moved it: the one before is superseded
        (["I'm on nights at the port, Sunday to Thursday, 6 till 6"],
         "He's moved me off nights, I'm on day shift Monday to Friday now", "updated", [0]),
        (["I am on the morning shift at Harbour Island Marina, 6 to 2"],
         "they put me on the night shift at the marina since last week, 10 to 6", "updated", [0]),
        (["a be nurse for Buea Regional Hospital, maternity ward, a di do night shift"],
         "matron don change me to day shift now, e di finish for 4pm", "updated", [0]),
        # … the same shift again: a repeat
        (["I am on the morning shift at Harbour Island Marina, 6 to 2"],
         "still on the morning shift at the marina, 6 to 2", "ignored", []),
        # … another shift with no sign of a change: for the person to settle
        (["a be nurse for Buea Regional Hospital, maternity ward, a di do night shift"],
         "ma day shift for Regional di finish for 4pm, na day shift a don always do", "conflict",
         []),
    ],
)  # fmt: skip
def test_a_shift_changed_repeated_or_contradicted_at_the_door(
    tmp_path: Path, prior: list[str], said: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, said, expected, retired)
