"""A question about what held before ("Where did I live before Porto?") is answered by the truths
that ended: superseded rows closed by their successor, and memories saying they are over
(``Gate.past``, memwarden.read.slots.asks_the_past, fusion's ``before`` bonus).

Real SQLite files, words only (``embedder="none"``); each memory that must stay out has a twin
that comes in.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.read.fusion import Fusion
from memwarden.read.person import first_person
from memwarden.read.slots import asked_slots, asks_the_past
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


def _texts(memory: Memory, query: str, **kwargs: object) -> list[str]:
    return [h.memory.text for h in memory.recall(query, **kwargs).results]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("query", "past"),
    [
        ("Where did I live before Porto?", True),
        ("where did the user use to work", True),
        ("What was my previous job?", True),
        ("What was my previous address?", True),
        ("Who was my boss back then?", True),
        # controls: the present, a past-tense question that is not about what held before
        ("Where do I live?", False),
        ("Where did I go on holiday in May?", False),
        ("How old am I?", False),
        ("What did I eat yesterday?", False),
        ("What did I do the week before August 3, 2023?", False),
        ("Can you remind me of our previous conversation about beer?", False),
        ("What ingredients do I use to make pesto?", False),
    ],
)
def test_which_questions_ask_what_held_before(query: str, past: bool) -> None:
    assert asks_the_past(first_person(query)) is past


@pytest.mark.parametrize(
    ("query", "slots"),
    [
        ("What car does the user drive?", ("user\x1fcar",)),
        ("what did i drive before the subaru", ("user\x1fcar",)),
        ("my car", ("user\x1fcar",)),
        ("When is my car insurance due?", ()),  # control: a thing of the car's
        ("Who drives me to work?", ()),
    ],
)
def test_the_car_is_a_slot_asked_for(query: str, slots: tuple[str, ...]) -> None:
    assert asked_slots(first_person(query)) == slots


def test_a_car_sold_for_another_is_the_car_before(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("User drives a silver 2012 Mazda 3 hatchback.", at="2024-01-10T09:00:00Z")
        sold = memory.remember(
            "In July 2026 the user sold her Mazda 3 and bought a used Toyota Corolla hybrid.",
            at="2026-07-20T09:00:00Z",
        )
        assert sold.decision.value == "updated"
        memory.remember("User hates driving in the rain.", at="2026-07-21T09:00:00Z")
        assert _texts(memory, "What car does the user drive?")[0].startswith("In July 2026")
        before = _texts(memory, "what car did i have before the corolla")
        assert before[0] == "User drives a silver 2012 Mazda 3 hatchback."


def test_a_job_title_is_asked_for_on_its_own() -> None:
    assert asked_slots("whats my job title now") == ("user\x1fjob_title",)
    assert asked_slots("what's my job") == ("user\x1fjob_title", "user\x1fworks_at")  # control


def test_the_home_before_a_move_answers_what_came_before(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("I live in a flat in Lisbon.", at="2024-01-10T09:00:00Z")
        moved = memory.remember("We just moved to Porto.", at="2025-03-01T09:00:00Z")
        assert moved.decision.value == "updated"
        hits = memory.recall("Where did I live before Porto?", explain=True).results
        assert [h.memory.text for h in hits][:1] == ["I live in a flat in Lisbon."]
        assert hits[0].explain["bonuses"]["before"] == Fusion().before_weight
        assert hits[0].memory.status.value == "superseded"
        # control: the present is the move, and the superseded home is not in it
        assert _texts(memory, "Where do I live?") == ["We just moved to Porto."]


def test_a_correction_is_not_a_truth_that_ended(tmp_path: Path) -> None:
    """A memory replaced by a correction was never true: no question about before brings it,
    while a job that changed (its twin) is brought."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        wrong = memory.remember("I live in Lisbon.", at="2024-01-10T09:00:00Z")
        assert wrong.memory is not None
        memory.correct(wrong.memory.id, "I live in Porto.")
        memory.remember("I work at Acme.", at="2024-01-10T09:00:00Z")
        changed = memory.remember("I just started at Globex.", at="2025-03-01T09:00:00Z")
        assert changed.decision.value == "updated"
        assert "I live in Lisbon." not in _texts(memory, "Where did I live before Porto?")
        assert "I work at Acme." in _texts(memory, "Where did I work before Globex?")


def test_a_forgotten_past_stays_forgotten(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        old = memory.remember("I work at Acme.", at="2024-01-10T09:00:00Z")
        memory.remember("I just started at Globex.", at="2025-03-01T09:00:00Z")
        memory.remember("I live in Lisbon.", at="2024-01-10T09:00:00Z")
        memory.remember("I moved to Porto.", at="2025-03-01T09:00:00Z")
        assert old.memory is not None
        assert "I work at Acme." in _texts(memory, "Where did I work before Globex?")
        memory.forget(old.memory.id)
        found = _texts(memory, "Where did I work before Globex?")
        assert "I work at Acme." not in found and not any("Acme" in t for t in found)
        # control: the other past truth is still there
        assert "I live in Lisbon." in _texts(memory, "Where did I live before Porto?")


def test_a_past_truth_is_read_through_the_gate(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as owner:
        owner.remember("I work at Acme.", scope="home", acl=["private"], at="2024-01-10T09:00:00Z")
        owner.remember("I just started at Globex.", scope="home", acl=["private"],
                       at="2025-03-01T09:00:00Z")  # fmt: skip
        owner.remember("I live in Lisbon.", scope="home", at="2024-01-10T09:00:00Z")
        owner.remember("I moved to Porto.", scope="home", at="2025-03-01T09:00:00Z")
        _, token = owner.principal_add(
            "agent", labels=["personal"], capabilities=["read"], scopes=["home"]
        )
        agent = owner.for_token(token)
        assert "I work at Acme." not in _texts(agent, "Where did I work before Globex?")
        assert "I live in Lisbon." in _texts(agent, "Where did I live before Porto?")  # control
        assert "I work at Acme." in _texts(owner, "Where did I work before Globex?")  # control


def test_a_memory_saying_it_is_over_answers_before_and_not_now(tmp_path: Path) -> None:
    """An agent's note that says its own end ("Until …") is what held before; for the present
    the newer one answers."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("Until August 2025 the user lived in a share house on Buckley Street.")
        memory.remember(
            "On 16 August 2025 the user moved in with Callum to a flat on Lygon Street."
        )
        memory.remember("User's sister lives in Parramatta.")
        before = memory.recall("where was I living before Lygon Street?", explain=True).results
        assert before[0].memory.text.startswith("Until August 2025")
        assert "slot" in before[0].explain["signals"]
        now = memory.recall("Where does the user live?", explain=True).results
        assert now[0].memory.text.startswith("On 16 August 2025")
        assert "slot" in now[0].explain["signals"]
        by_slot = [h.memory.text for h in now if "slot" in h.explain["signals"]]
        assert not any(t.startswith("Until") for t in by_slot)  # history is not "where I live"


def test_a_stated_end_keeps_it_out_of_the_present_and_in_the_past(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember(
            "I lived in Leeds.",
            valid_from="2019-01-01T00:00:00Z",
            valid_until="2021-06-01T00:00:00Z",
        )
        memory.remember("I live in York.", valid_from="2021-06-01T00:00:00Z")
        assert _texts(memory, "Where do I live?") == ["I live in York."]
        assert _texts(memory, "Where did I live before York?")[:1] == ["I lived in Leeds."]


def test_context_for_a_question_about_before_shows_when_the_past_ended(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("I live in a flat in Lisbon.", at="2024-01-10T09:00:00Z")
        memory.remember("We just moved to Porto.", at="2025-03-01T09:00:00Z")
        before = memory.context("Where did I live before Porto?")["text"]
        assert "- I live in a flat in Lisbon. (… – 2025-03-01)" in before
        now = memory.context("Where do I live?")["text"]
        assert "Lisbon" not in now and "We just moved to Porto." in now  # control


def test_a_job_left_answers_before_and_not_now(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("I work at Acme as a welder.", at="2024-01-10T09:00:00Z")
        quit_ = memory.remember("I quit my job at Acme.", at="2025-03-01T09:00:00Z")
        assert quit_.decision.value == "updated"
        memory.remember("I volunteer at the food bank on Saturdays.", at="2025-03-02T09:00:00Z")
        now = memory.recall("Where do I work?", explain=True).results
        assert not any("slot" in h.explain["signals"] for h in now)  # nothing holds it now
        before = [h.memory.text for h in memory.recall("where did I use to work?").results]
        assert set(before[:2]) == {"I work at Acme as a welder.", "I quit my job at Acme."}


def test_with_nothing_known_to_have_ended_the_slot_still_answers_before(tmp_path: Path) -> None:
    """A change review could not read (told of "Aoife", not of the user) leaves the old job
    the only one its slot holds: a question about before is still answered by it."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("I work as a welder at Acme.")
        memory.remember("Aoife started at the Marine Institute in May.")
        memory.remember("I swim at the Marine Institute pool.")
        hits = memory.recall("what was my job before the marine institute", explain=True).results
        assert hits[0].memory.text == "I work as a welder at Acme."
        assert "slot" in hits[0].explain["signals"]
