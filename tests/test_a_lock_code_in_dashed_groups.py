"""A lock's code told in groups of digits with a dash or a dot between ("the door code is
17-42-09", "we changed the door code to 17-42-09", "the gate code is 1.9.6.6") is the code:
before, only a run of digits counted after a lock's name and "is", so the grouped code was
stored as said. Real SQLite files, the real service; each with its twin that holds no code."""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_found, check_refused
from memwarden.write.credentials import find_secrets

CASES = [
    # (the text, its code, its twin: the same words with no code told)
    (
        "the door code is 17-42-09, the cleaner comes on Thursdays",
        "17-42-09",
        "the door code is on the fridge, the cleaner comes on Thursdays",
    ),
    (
        "we changed the door code to 17-42-09 after the break-in",
        "17-42-09",
        "we changed the door code after the break-in, flat 17-42 on the second floor",
    ),
    (
        "the gate code is 1.9.6.6 if you come by car",
        "1.9.6.6",
        "the gate code is the one mum knows if you come by car, junction 19.6",
    ),
    (
        "alarm pin is 58-39 so the dog sitter can get in",
        "58-39",
        "alarm pin is with the dog sitter, she is at 58-39 Hill Road",
    ),
]


@pytest.mark.parametrize(("text", "code", "twin"), CASES)
def test_a_lock_code_in_dashed_groups_is_found_and_its_twin_holds_none(
    text: str, code: str, twin: str
) -> None:
    check_found(text, code, twin)
    assert [text[s.start : s.end] for s in find_secrets(text)] == [code]


@pytest.mark.parametrize(("text", "code", "twin"), CASES[:2])
def test_a_lock_code_in_dashed_groups_is_refused_at_the_door(
    tmp_path: Path, text: str, code: str, twin: str
) -> None:
    check_refused(tmp_path, text, code, twin, lambda stored: stored)
