"""Whom a note's "he", "she" or "they" is, a partner by their first name, and a change led in
by a move (memwarden.write.slots, memwarden.write.review, memwarden.read.slots).

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Decision, Status
from memwarden.read.slots import asked_slots
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        # A pronoun after a note about the person alone is the person ...
        ("User had a long week. She lives in Split now.", ("lives_in", "split")),
        # ... and after a note opening with someone beside them, it may be them.
        ("User's sister had a long week. She lives in Split now.", None),
        ("User's parents had a long week; they still live in Split.", None),
        (
            "The user and Andrej Kos have been officially dating since 5 July 2026. He lives in"
            " Ljubljana.",
            ("partner", "andrej kos"),
        ),
    ],
)
def test_whom_a_pronoun_in_a_note_is(text: str, read: tuple[str, str] | None) -> None:
    slot = parse_slot(text)
    got = None if slot is None else (slot.predicate, slot.object)
    if read is None:
        assert got is None or got[0] != "lives_in"
    else:
        assert got == read


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("ok so my bf is Luka Perić, together almost 3 yrs", "luka perić"),
        ("my gf is Ana", "ana"),
        ("Andrej and I have been dating since July", "andrej"),
        ("tom and i are dating", "tom"),
        ("User and Callum started dating in November 2024", "callum"),
    ],
)
def test_a_partner_in_chat_words(text: str, partner: str) -> None:
    slot = parse_slot(text)
    assert slot is not None and (slot.predicate, slot.object) == ("partner", partner)


def test_dating_apps_are_no_partner() -> None:
    assert parse_slot("we are dating apps designers") is None
    assert parse_slot("Sam and I are dating") is not None  # the twin


def test_a_change_led_in_by_a_move() -> None:
    led = parse_slot("Since moving to Ljubljana, my GP is Dr. Matej Zupan at ZD Šiška")
    assert led is not None and led.predicate == "my:gp" and led.change_marker
    dated = parse_slot("Since 2020, I work at Acme")  # the twin: a time, not a change
    assert dated is not None and not dated.change_marker


def test_a_new_doctor_since_a_move_replaces_the_old(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        old = m.remember("My GP is Dr. Ana Babić at the Trešnjevka health centre.")
        new = m.remember("Since moving to Ljubljana, my GP is Dr. Matej Zupan at ZD Šiška.")
        assert new.decision is Decision.UPDATED and new.target == old.memory.id
        other = m.remember("My GP is Dr. Nina Horvat.")  # the twin: nothing says it changed
        assert other.decision is Decision.HELD


def test_a_breakup_by_first_name_ends_the_partner(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        luka = m.remember("ok so my bf is Luka Perić, together almost 3 yrs.")
        split = m.remember("luka and i broke up on valentine's, after 4 years.")
        assert split.decision is Decision.UPDATED and split.target == luka.memory.id
        assert m.get(luka.memory.id).status is Status.SUPERSEDED
        andrej = m.remember("Andrej and I have been officially dating since 5 July 2026.")
        assert andrej.decision is Decision.CREATED
        now = [h.memory.id for h in m.recall("Who is my partner?").results]
        assert now[0] == andrej.memory.id and luka.memory.id not in now
        before = [h.memory.id for h in m.recall("who was i dating before andrej").results]
        assert before[0] in (luka.memory.id, split.memory.id)


def test_another_first_name_is_another_partner(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("My boyfriend is Luka Perić.")
        other = m.remember("My boyfriend is Lukas.")  # not "Luka": held for the person
        assert other.decision is Decision.HELD
        same = m.remember("My boyfriend is Luka.")  # the twin: his first name, a repeat
        assert same.decision is Decision.IGNORED


def test_the_same_partner_told_with_much_more_is_kept(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        first = m.remember("User's partner is Callum Reid, who drives trams.")
        story = m.remember(
            "User and Callum started dating in November 2024 after meeting at a trivia night"
            " at the Penny Black in Brunswick."
        )
        assert story.decision is Decision.CREATED
        assert m.get(first.memory.id).status is Status.ACTIVE
        # The twin: the same partner again in a few words is a repeat.
        assert m.remember("My partner is Callum.").decision is Decision.IGNORED
        hits = m.recall("how did me and callum meet").results
        assert hits[0].memory.id == story.memory.id


@pytest.mark.parametrize(
    ("query", "asks"),
    [
        ("Who is my partner?", True),
        ("who is my bf", True),
        ("who was i dating before andrej", True),
        ("Who is my partner's boss?", False),
    ],
)
def test_a_question_asking_for_the_partner(query: str, asks: bool) -> None:
    assert ("user\x1fpartner" in asked_slots(query)) is asks
