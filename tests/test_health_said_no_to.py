"""Health and medication said no to stay no in their other words (memwarden.trust.tombstones):
"never remember anything about my health or medication", then "I'm on 20mg of fluoxetine now"
is blocked — a dose, a condition, a physio — while where one works ("the hospital"), "sick of
my commute" and an allergy are not. A tombstone made before these topics were known is held to
them by the stems it keeps ("health"). Real SQLite files, words only; each negative has its
twin.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Tombstone
from memwarden.settings import Settings
from memwarden.store.base import TombstoneRow
from memwarden.text import content_hash, fingerprint_terms
from memwarden.trust.tombstones import families, matching_tombstone

WORDS_ONLY = Settings(embedder="none", embed_worker=False)

BLOCKED = [
    "I'm on 20mg of fluoxetine now.",
    "I take sertraline 50 mg every morning.",
    "I was diagnosed with type 2 diabetes in March.",
    "My blood pressure was high again at the check-up.",
    "My physio says the hip is healing well.",
    "The GP changed my prescription last week.",
]
KEPT = [
    "I work at the hospital as a porter.",
    "I'm sick of my commute.",
    "I'm allergic to penicillin.",
    "I ran 5 km in 28 minutes.",
    "My doctorate is in geology.",
    "I go to a pottery class on Thursdays.",
]


@pytest.mark.parametrize("topic", ["my health or medication", "my health", "my medication"])
def test_health_said_no_to_stays_no_in_its_other_words(tmp_path: Path, topic: str) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.tombstone_add(topic)
        for text in BLOCKED[:2]:  # a medicine by its dose: both topics
            assert m.remember(text).decision.value == "blocked", text
        for text in KEPT:
            assert m.remember(text).decision.value == "created", text


def test_conditions_and_care_are_health_not_medication(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.tombstone_add("my health")
        for text in BLOCKED:
            assert m.remember(text).decision.value == "blocked", text
    # The twin: said no to medication alone, a diagnosis stays.
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        m.tombstone_add("my medication")
        assert m.remember(BLOCKED[2]).decision.value == "created"
        assert m.remember(BLOCKED[5]).decision.value == "blocked"


def test_a_turn_asking_never_to_remember_health_blocks_a_dose_told_later(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.observe(
            [{"role": "user", "content": "Please never remember anything about my health or "
              "medication."}],
            chat_id="c1",
        )  # fmt: skip
        m.remember("I work at Aldi.")
        said = m.observe(
            [
                {
                    "role": "user",
                    "content": "I'm on 20mg of fluoxetine now and I still work at Aldi.",
                }
            ],
            chat_id="c1",
        )
        labels = [d["decision"] for d in said["turns"][-1]["decisions"]]
        assert "blocked" in labels
        # What was said before the no, about health, is dropped from recall; work is not.
        found = [h.memory.text for h in m.recall("fluoxetine Aldi").results]
        assert "I work at Aldi." in found
        assert not any("fluoxetine" in text for text in found)


def test_a_tombstone_made_before_the_topic_is_held_to_it_by_its_stems() -> None:
    # As stored before health was a topic: the value's stems, no topic fingerprint.
    old = TombstoneRow(
        Tombstone("t1", None, datetime(2026, 1, 1, tzinfo=UTC), "owner", None, None, 1),
        content_hash("my health"),
        frozenset(fingerprint_terms("my health")),
    )
    assert families("my health") == ["health"]
    assert matching_tombstone("I'm on 20mg of fluoxetine now.", [old]) is old
    assert matching_tombstone("I was diagnosed with asthma.", [old]) is old
    # The twins: nothing of health.
    assert matching_tombstone("I work at the hospital as a porter.", [old]) is None
    assert matching_tombstone("I ran 5 km in 28 minutes.", [old]) is None


def test_a_memory_forgotten_for_good_is_not_the_whole_of_ones_health(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        dose = m.remember("Dr Patel put me on 40mg of citalopram for my health.").memory
        assert dose is not None
        m.forget(dose.id, never=True)
        # The memory itself stays gone …
        again = m.remember("Dr Patel put me on 40mg of citalopram for my health.")
        assert again.decision.value == "blocked"
        # … but the rest of the person's health is not said no to by it.
        assert m.remember(BLOCKED[2]).decision.value == "created"
        assert m.remember(BLOCKED[4]).decision.value == "created"
    # The twin: the same words said no to as such stand for the topic.
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        m.tombstone_add("my health")
        assert m.remember(BLOCKED[2]).decision.value == "blocked"


def test_an_old_tombstone_of_a_forgotten_memory_is_not_held_to_the_topic() -> None:
    forgotten = TombstoneRow(
        Tombstone("t2", None, datetime(2026, 1, 1, tzinfo=UTC), "owner", None, "m1", 1),
        content_hash("my health"),
        frozenset(fingerprint_terms("my health")),
    )
    assert matching_tombstone("I was diagnosed with asthma.", [forgotten]) is None
    assert matching_tombstone("worried about my health", [forgotten]) is forgotten


def _old_tombstone(value: str) -> TombstoneRow:
    """A tombstone of ``value`` as stored before its topic was read: its stems alone."""
    return TombstoneRow(
        Tombstone("t3", None, datetime(2026, 1, 1, tzinfo=UTC), "owner", None, None, 1),
        content_hash(value),
        frozenset(fingerprint_terms(value)),
    )


def test_an_old_tombstone_is_held_only_to_a_topic_its_stems_name() -> None:
    # "divorce" is its topic's own name and one of its words: the custody hearing is of it.
    assert matching_tombstone("the custody hearing is on Monday", [_old_tombstone("my divorce")])
    # The twins: "mental" alone names no topic (not "mental health"), nor "legal" the legal one.
    arithmetic = _old_tombstone("my mental arithmetic")
    assert matching_tombstone("my therapist thinks I should journal", [arithmetic]) is None
    legal = _old_tombstone("legal fees")
    assert matching_tombstone("my solicitor called about the court case", [legal]) is None
