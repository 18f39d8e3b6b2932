"""How the person gets to work is one slot, one way at a time (write/slots.py, the "commute"
rules): "I take the train to work now" after "I drive to work" supersedes it, the same way told
again is a repeat, another way with nothing saying it changed waits for the person, and one way
of several ("on Mondays", "when it's dry") or a single trip ("I drove to work today") is no
slot. Real SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Decision, Status
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot, slot_in_words

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("text", "way", "changed"),
    [
        ("I drive to work", "car", False),
        ("I usually bike to work", "bike", False),
        ("I cycle to work every day", "bike", False),
        ("I get the bus to work", "bus", False),
        ("I take the tube to work, it's quicker", "tube", False),
        ("I commute by train", "train", False),
        ("I go to work on the bus", "bus", False),
        ("I get to work on foot", "on foot", False),
        ("I walk to work these days", "on foot", True),
        ("I take the train to work now", "train", True),
        ("I ride my e-bike to work now", "e-bike", True),
        ("I've started cycling to work", "bike", True),
        ("I switched to taking the bus to work", "bus", True),
    ],
)
def test_the_way_to_work_is_read(text: str, way: str, changed: bool) -> None:
    slot = parse_slot(text)
    assert slot is not None
    assert (slot.subject, slot.predicate, slot.object, slot.change_marker) == (
        "user",
        "commute",
        way,
        changed,
    )
    assert slot_in_words(slot) == "way to work"


@pytest.mark.parametrize(
    ("text", "twin"),
    [
        # one way of several
        ("I take the train to work on Mondays", "I take the train to work"),
        ("I cycle to work when it's dry", "I cycle to work"),
        # a single trip, past or to come
        ("I drove to work today", "I drive to work"),
        ("I'll drive to work tomorrow", "I drive to work"),
        # no word of work: what one can do, or any bus
        ("I drive", "I drive to work"),
        ("I take the bus", "I take the bus to work"),
    ],
)
def test_what_is_no_way_to_work_is_not_read_as_one(text: str, twin: str) -> None:
    slot = parse_slot(text)
    assert slot is None or slot.predicate != "commute"
    control = parse_slot(twin)
    assert control is not None and control.predicate == "commute"


def test_another_way_told_as_a_change_supersedes_and_without_one_waits(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old = m.remember("I drive to work").memory
        assert old is not None
        assert m.remember("I drive to work every day").decision is Decision.IGNORED
        held = m.remember("I take the train to work")
        assert held.decision is Decision.HELD and held.target == old.id
        assert m.get(old.id).status is Status.ACTIVE
        new = m.remember("I take the train to work now")
        assert new.decision is Decision.UPDATED and new.target == old.id
        assert m.get(old.id).status is Status.SUPERSEDED


def test_one_way_of_several_is_kept_beside_the_usual_one(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old = m.remember("I drive to work").memory
        assert old is not None
        assert m.remember("I take the train to work on Mondays").decision is Decision.CREATED
        assert m.get(old.id).status is Status.ACTIVE
        # control: a change of the usual way is one
        moved = m.remember("I've started cycling to work")
        assert moved.decision is Decision.UPDATED and moved.target == old.id
