"""``remember`` without an event time takes the start its words state ("On 16 August 2025 the
user moved …"), never a time to come nor an end (memwarden.write.extract.stated_start).

Real SQLite files, words only; each memory left without a start has a twin given one.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from memwarden import Memory
from memwarden.clock import running_from
from memwarden.settings import Settings
from memwarden.write.extract import stated_start

WORDS_ONLY = Settings(embedder="none", embed_worker=False)
SAID = "2026-11-29T10:00:00Z"
SAID_AT = datetime(2026, 11, 29, 10, tzinfo=UTC)


def test_the_start_a_text_states() -> None:
    moved = "On 16 August 2025 the user moved in with Callum to Lygon Street."
    assert stated_start(moved, SAID_AT) == datetime(2025, 8, 16, tzinfo=UTC)
    in_2019 = stated_start("In 2019 I got a job at Google.", SAID_AT)
    assert in_2019 == datetime(2019, 1, 1, tzinfo=UTC)
    # none: a time to come, an end, a birthday's day, no time at all
    assert stated_start("Next Friday the user starts at Google.", SAID_AT) is None
    assert stated_start("Until August 2025 the user lived in Footscray.", SAID_AT) is None
    assert stated_start("My birthday is on 3 March.", SAID_AT) is None
    assert stated_start("I live in Leeds.", SAID_AT) is None


def test_remember_keeps_the_start_its_words_state(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        moved = memory.remember(
            "On 16 August 2025 the user moved in with Callum to Lygon Street.", at=SAID
        ).memory
        assert moved is not None and moved.valid_from == datetime(2025, 8, 16, tzinfo=UTC)
        given = memory.remember(
            "On 3 May 2025 the user ran a half marathon.", at=SAID, valid_from="2025-05-04"
        ).memory
        assert given is not None and given.valid_from == datetime(2025, 5, 4, tzinfo=UTC)
        plan = memory.remember("Next Friday the user starts at Globex.", at=SAID).memory
        over = memory.remember("Until August 2025 the user lived in Footscray.", at=SAID).memory
        assert plan is not None and plan.valid_from is None and plan.valid_until is None
        assert over is not None and over.valid_from is None and over.valid_until is None
        # neither is hidden from a recall of now by a time read from its words
        assert [h.memory.id for h in memory.recall("Globex").results] == [plan.id]
        assert [h.memory.id for h in memory.recall("Footscray").results] == [over.id]


def test_a_change_dated_by_its_words_closes_the_old_fact_then(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        old = memory.remember("I live in a flat in Lisbon.", at="2024-01-10T09:00:00Z").memory
        moved = memory.remember("On 16 August 2025 we moved to Porto.", at=SAID)
        assert old is not None and moved.decision.value == "updated"
        before = memory.get(old.id)
        assert before.status.value == "superseded"
        assert before.valid_until == datetime(2025, 8, 16, tzinfo=UTC)  # not the day it was told
        assert "(… – 2025-08-16)" in memory.context("Where did I live before Porto?")["text"]


def test_a_memory_is_of_every_time_its_words_name(tmp_path: Path) -> None:
    """A start read from "yesterday" does not hide the "tmrw" the same note names."""
    with running_from(SAID_AT), Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        soup = memory.remember("lorraine had chemo yesterday, bringing her chicken soup tmrw")
        memory.remember("lorraine had a scan yesterday")
        assert soup.memory is not None and soup.memory.valid_from is not None
        with_time = memory.recall("what am i doing tomorrow?", explain=True)
        found = {h.memory.text: h.explain["bonuses"].get("time") for h in with_time.results}
        assert found.get(soup.memory.text)  # in tomorrow's window
        assert not found.get("lorraine had a scan yesterday")  # control: yesterday's only
