"""What the thirty-fourth blind review set (an engineer in Stuttgart writing English as a German
speaker does) showed: "since 3 years I work at Bosch" and "in the morning I take Ramipril"
unread for the time before the subject; "my Hausarzt Dr. Weber has given me Ramipril 5 mg" no
medicine; "my handy number" another slot than the phone number; "we have a new car, a Škoda
Octavia" read as "car"; "Lena has turned 18" no age; a bank's TAN kept; "the operation" said no
to and back as "the surgery"; and "forget what I told you about my brother" not blocking
"Thomas has now also lost his job", though the person had named him. Real SQLite files, the
real service; each case with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, check_said_no, decided, observed, slots_read
from memwarden import Memory
from memwarden.write.credentials import find_secrets


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("Since 3 years I work at Bosch in Feuerbach as mechanical engineer",
         ("user", "works_at", "bosch")),
        ("In the morning I take Ramipril 10 mg for the Blutdruck.",
         ("user", "takes", "ramipril")),
        ("My Hausarzt Dr. Weber has given me Ramipril 5 mg for my Bluthochdruck",
         ("user", "takes", "ramipril")),
        ("My handy number is 0171 4456 230, you can note it.",
         ("user", "my:phone number", "0171 4456 230")),
        ("Since Friday we have a new car, a Škoda Octavia Kombi",
         ("user", "car", "skoda octavia kombi")),
        ("Privately we drive a VW Touran from 2017", ("user", "car", "vw touran")),
        ("Lena has turned 18 last week", ("user's lena", "age", "18")),
    ],
)  # fmt: skip
def test_what_german_english_says_is_read(text: str, slot: tuple[str, str, str]) -> None:
    assert slots_read(text)[0] == slot


@pytest.mark.parametrize(
    "text",
    [
        "since 3 years ago the shop is closed",  # no one works there
        "we got a new car, and I love it",  # a car, none named: "car"
        "the handy thing about it is the price",  # no number
    ],
)
def test_what_only_looks_like_it_is_read_as_it_is(text: str) -> None:
    read = slots_read(text)
    assert not read or read[0][1] not in ("works_at", "my:phone number") or read[0][2] == "car"


_RAMIPRIL = "My Hausarzt Dr. Weber has given me Ramipril 5 mg for my Bluthochdruck"
_TOURAN = "Privately we drive a VW Touran from 2017, the Dienstwagen is only for me."


@pytest.mark.parametrize(
    ("before", "text", "expected", "retired"),
    [
        (_RAMIPRIL, "Since last week I take Ramipril 10 mg, Dr. Weber has increased it because "
         "my Blutdruck was still too high.", "updated", [0]),
        (_RAMIPRIL, "In the morning I take Ramipril 10 mg for the Blutdruck.", "conflict", []),
        (_TOURAN, "Since Friday we have a new car, a Škoda Octavia Kombi, the old Touran we gave "
         "back by the dealer.", "updated", [0]),
        (_TOURAN, "Privately we drive a Škoda Octavia Kombi.", "conflict", []),
    ],
)  # fmt: skip
def test_a_change_in_german_english_and_its_twins(
    tmp_path: Path, before: str, text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", [before], text, expected, retired)


def test_a_banks_tan_is_a_secret() -> None:
    assert find_secrets("The TAN for the transfer to the Pflegeheim is 583920, keep it") != []
    assert find_secrets("my pushTAN 123456") != []
    # the twins: a TAN asked about, and a tan from the sun, are none
    assert find_secrets("Why does the bank want a new TAN for every small transfer?") == []
    assert find_secrets("I got a tan 2024 in Spain, the tan 583920 was dark") == []


def test_an_operation_said_no_to_stays_no_as_surgery(tmp_path: Path) -> None:
    check_said_no(
        tmp_path / "m.db",
        "Forget what I told you about the operation, that is private.",
        "Since the surgery in May I go two times in the week to the Physiotherapie.",
        "Since May I go two times in the week to the Schrebergarten in Degerloch.",
    )


def test_a_relation_said_no_to_blocks_the_name_the_person_gave_them(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(
            memory,
            [
                "My brother Thomas lives in Esslingen and has always money problems.",
                "My colleague Markus lives in Esslingen too.",
                "Please forget what I told you about my brother, I don't want that you remember "
                "anything about him.",
            ],
        )
        (turn,) = observed(memory, ["Thomas has now also lost his job at Daimler."])
        assert decided(turn) == "blocked"
        # the twin: someone else named in another memory is not said no to
        (twin,) = observed(memory, ["Markus has now also lost his job at Daimler."])
        assert decided(twin) not in ("", "blocked")
