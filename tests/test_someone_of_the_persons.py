"""Someone of the person's, as the twenty-third blind review set showed them: "my mum is …"
names her only with a name ("my mum is Glenys"); where she is, how old, how she is ("my mum is
in a care home", "my mum is 84", "my boss is off sick") is no value of who she is, so two such
statements never wait for the person as a conflict. And someone the person speaks of by their
name alone ("carys works at the practice in mumbles"): where they live and work and their job
are theirs ("user's carys"), kept, and a change of them is seen as one.

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


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        (
            "carys works at a dental practice in sketty, been a hygienist there since 2015",
            ("user's carys", "works_at", "dental practice"),
        ),
        (
            "carys has moved to the practice in mumbles now",
            ("user's carys", "works_at", "practice"),
        ),
        ("Kirsty lives in Aberdeen", ("user's kirsty", "lives_in", "aberdeen")),
        ("jean's moved to cornwall", ("user's jean", "lives_in", "cornwall")),
        ("Orla works as a nurse at the Mater.", ("user's orla", "job_title", "nurse")),
        ("bryn's 9 this year bless him, slowing down a bit", ("user's bryn", "age", "9")),
        ("owain turned 14 in may", ("user's owain", "age", "14")),
        # a move to a workplace is a job, the person's too; a move home is not
        ("i moved to the late news desk", ("user", "works_at", "late news desk")),
        ("I moved to Leeds", ("user", "lives_in", "leeds")),
    ],
)
def test_someone_by_their_name_alone(text: str, slot: tuple[str, str, str]) -> None:
    found = parse_slot(text)
    assert found is not None
    assert (found.subject, found.predicate, found.object) == slot


@pytest.mark.parametrize(
    "text",
    [
        "work started at 9 today",
        "everyone moved to the pub after",
        "since moving to Ljubljana it's been quiet",
        "staffing is a nightmare",
        "kasapay loves the new dashboard",  # nothing of theirs this reads: no slot
        "moving to leeds was hard",
        # a birth told of someone else is no one's age and not the person's birthday
        "born 19 nov, 3.2 kg, javi's fine",
    ],
)
def test_what_opens_with_no_ones_name(text: str) -> None:
    found = parse_slot(text)
    assert found is None or found.subject == "user", found


def _said(memory: Memory, *turns: str) -> list[str]:
    labels = []
    for n, text in enumerate(turns):
        report = memory.observe(
            [{"role": "user", "content": text, "at": f"2026-06-01T09:0{n}:00+00:00"}], chat_id="c"
        )
        decisions = report["turns"][-1]["decisions"]
        labels.append(
            ",".join(
                "conflict" if (d.get("memory") or {}).get("hold_reason") == "conflict"
                else d["decision"]
                for d in decisions
            )
        )  # fmt: skip
    return labels


def test_where_someone_works_changed_or_contradicted(memory: Memory) -> None:
    first = "carys works at a dental practice in sketty, been a hygienist there since 2015"
    assert _said(memory, first, "carys has moved to the practice in mumbles now") == [
        "created",
        "updated",
    ]


def test_where_someone_works_said_otherwise_waits(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "w.db", settings=WORDS_ONLY) as memory:
        first = "carys works at a dental practice in sketty, been a hygienist there since 2015"
        other = "carys works at the practice in mumbles, she does tues weds and fri there"
        assert _said(memory, first, other) == ["created", "conflict"]


def test_a_named_ones_age_said_otherwise_waits(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "a.db", settings=WORDS_ONLY) as memory:
        assert _said(
            memory,
            "bryn turned 6 in march, still daft as a brush",
            "bryn's 9 this year bless him, slowing down a bit on the long walks",
        ) == ["created", "conflict"]
    with Memory.open(tmp_path / "b.db", settings=WORDS_ONLY) as memory:  # the twin: told first
        assert _said(memory, "bryn's 9 this year bless him, slowing down a bit") == ["created"]
