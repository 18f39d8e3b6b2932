"""A medicine's course as a person tells it (the thirtieth blind suite): "gp's started me on
sertraline 50mg" starts it, "User is tapering off sertraline with her GP" still takes it, and
"officially off the sertraline as of this week" has stopped it — each superseding the one before,
so "what meds am I on?" is answered by what is taken now, and "Has the user ever been on
antidepressants?" or "Why was the user put on sertraline?" by the history.

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Decision
from memwarden.read.slots import asks_when
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("gp's started me on sertraline 50mg for the anxiety", ("sertraline", 1)),
        ("gp has started me on sertraline 50mg", ("sertraline", 1)),
        ("User is tapering off sertraline with her GP: reduced to 25mg", ("sertraline", 1)),
        ("officially off the sertraline as of this week", ("sertraline", -1)),
        ("i am off the sertraline now", ("sertraline", -1)),
        # the twins: off what is no medicine
        ("off the booze for january", None),
        ("i am off work today", None),
        ("tapering off work before the holidays", None),
    ],
)
def test_a_medicine_started_tapered_and_stopped(text: str, read: tuple[str, int] | None) -> None:
    slot = parse_slot(text)
    got = (slot.object, slot.polarity) if slot and slot.predicate == "takes" else None
    assert got == read


def test_the_course_is_one_chain_and_now_is_its_end(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        started = m.remember(
            "gp's started me on sertraline 50mg for the anxiety n low mood", at="2026-06-01"
        )
        tapering = m.remember(
            "User is tapering off sertraline with her GP: reduced to 25mg", at="2026-10-20"
        )
        stopped = m.remember(
            "officially off the sertraline as of this week, still seeing ruth", at="2026-11-20"
        )
        assert [r.decision for r in (started, tapering, stopped)] == [
            Decision.CREATED, Decision.UPDATED, Decision.UPDATED,
        ]  # fmt: skip
        now = [h.memory.id for h in m.recall("am I still on sertraline").results]
        assert now and now[0] == stopped.memory.id
        assert started.memory.id not in now  # what ended is not what holds now ...
        ever = [h.memory.id for h in m.recall("Has the user ever been on sertraline?").results]
        assert started.memory.id in ever  # ... but it is the history


@pytest.mark.parametrize(
    ("query", "history"),
    [
        ("Why was the user put on sertraline?", True),
        ("why did I start the beta blockers", True),
        ("Has the user ever been on antidepressants?", True),
        ("have I ever been to Japan", True),
        # the twins: asked of now
        ("Why is the user on sertraline?", False),
        ("is the user on antidepressants", False),
    ],
)
def test_why_it_began_and_ever_ask_the_history(query: str, history: bool) -> None:
    assert asks_when(query) is history
