"""An agent's note about the person whose second clause leaves its subject out ("User left
Deloitte in March; now works as a barista at Costa") is read as the person's, its verb agreeing
with them (slot parser 105); not when the note opens with someone beside the person ("User and
Tom split up; now lives in Leeds": whose, it does not say), nor in the person's own words,
where "now works as" has no one to agree with. Real SQLite files, the real service; each with
its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, slots_read
from memwarden import Memory
from memwarden.model import Decision
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("note", "read"),
    [
        ("User left Deloitte in March; now works as a barista at Costa.",
         [("user", "job_title", "barista"), ("user", "works_at", "costa")]),
        ("User sold the Civic; now drives a Tesla Model 3.", [("user", "car", "tesla model 3")]),
        ("The user quit the bakery; currently works at Greggs in Leith.",
         [("user", "works_at", "greggs")]),
    ],
)  # fmt: skip
def test_a_clause_with_its_subject_left_out_is_the_persons(
    note: str, read: list[tuple[str, str, str]]
) -> None:
    assert slots_read(note) == read


@pytest.mark.parametrize(
    ("note", "twin"),
    [
        # someone beside the person: twin, the person alone
        ("User and Tom split up; now lives in Leeds.", "User sold the flat; now lives in Leeds."),
        # someone of the person's: twin, the person
        ("User's sister left Deloitte; now works at Costa.", "User left Deloitte; works at Costa."),
    ],
)  # fmt: skip
def test_whose_it_is_not_told_and_its_twin(note: str, twin: str) -> None:
    assert not [s for s in slots_read(note) if s[0] == "user" and s[1] in ("lives_in", "works_at")]
    assert [s for s in slots_read(twin) if s[0] == "user" and s[1] in ("lives_in", "works_at")]


def test_the_job_changed_in_such_a_note_after_the_persons_own_note(tmp_path: Path) -> None:
    # the person's own note of a job, then theirs of it changed: an update; with no sign of a
    # change ("works as" after "left" reads as one), the same words twice: a repeat
    prior = ["I work at Deloitte as an analyst"]
    said = "I left Deloitte in March; now I work as a barista at Costa."
    check_door(tmp_path / "m.db", prior, said, "updated", [0])
    check_door(tmp_path / "n.db", [said], "User left Deloitte in March; now works as a barista "
               "at Costa.", "ignored", [])  # fmt: skip


def test_a_dose_changed_with_no_medicine_named_keeps_what_else_the_note_said(
    tmp_path: Path,
) -> None:
    # "Takes metformin 500mg" is the note's medicine, so the new dose supersedes the note; the
    # diagnosis it told beside it still holds and is kept. Control: the dose is no longer found.
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        note = m.remember(
            "User has type 2 diabetes, diagnosed in 2029. Takes metformin 500mg twice a day."
        )
        changed = m.remember("metformin upped to 1000mg twice a day, my hba1c came back at 58")
        assert changed.decision is Decision.UPDATED and changed.target == note.memory.id
        assert [r.memory.text for r in m.recall("diabetes").results] == [
            "User has type 2 diabetes, diagnosed in 2029."
        ]
        assert "500mg" not in " ".join(r.memory.text for r in m.recall("metformin").results)
