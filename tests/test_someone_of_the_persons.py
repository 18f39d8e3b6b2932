"""Someone of the person's, as the twenty-third blind review set showed them: "my mum is …"
names her only with a name ("my mum is Glenys"); where she is, how old, how she is ("my mum is
in a care home", "my mum is 84", "my boss is off sick") is no value of who she is, so two such
statements never wait for the person as a conflict.

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Decision, Status
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.fixture
def memory(tmp_path: Path) -> Memory:
    m = Memory.open(tmp_path / "m.db", settings=WORDS_ONLY)
    yield m
    m.close()


NAMED = [
    ("my mum is Glenys", "my:mum", "glenys"),
    ("my boss is Karen", "my:boss", "karen"),
    ("my GP is Dr Patel", "my:gp", "dr patel"),
    ("my best friend is Sian", "my:best friend", "sian"),
    ("my eldest is Rhys", "my:eldest", "rhys"),
    ("our landlord is some company called Greystar now", "my:landlord", "greystar"),
]
DESCRIBED = [
    "my mum is in a care home in Morriston",
    "my mum is on donepezil",
    "my mum is 84 now",
    "my son is 14",
    "my son is starting school in september",
    "my daughter is a nurse",
    "my boss is off sick",
    "my GP is on maternity leave",
    "my landlord is useless",
    "my mam is still in the care home",
    "my best friend is in Spain",
]


@pytest.mark.parametrize(("text", "predicate", "value"), NAMED)
def test_a_name_fills_the_slot_of_who_someone_is(text: str, predicate: str, value: str) -> None:
    slot = parse_slot(text)
    assert slot is not None
    assert (slot.subject, slot.predicate, slot.object) == ("user", predicate, value)


@pytest.mark.parametrize("text", DESCRIBED)
def test_where_how_or_how_old_someone_is_fills_no_such_slot(text: str) -> None:
    slot = parse_slot(text)
    assert slot is None or not slot.predicate.startswith("my:"), slot


def test_two_things_said_of_mum_are_both_kept(memory: Memory) -> None:
    first = memory.remember("my mum is on donepezil")
    second = memory.remember("my mum is in a care home in Morriston")
    third = memory.remember("my mum is 84 now")
    assert [r.decision for r in (first, second, third)] == [Decision.CREATED] * 3
    kept = [memory.get(r.memory.id) for r in (first, second, third)]
    assert all(m.status is Status.ACTIVE for m in kept)


def test_two_names_for_mum_still_wait_for_the_person(memory: Memory) -> None:
    memory.remember("my mum is Glenys")
    other = memory.remember("my mum is Carol")
    assert other.decision is Decision.HELD
    assert other.memory.hold_reason == "conflict"
