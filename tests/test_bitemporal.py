"""Both time axes together: a dated correction changes what is true *and* what was believed.

A correction with ``valid_from`` closes the old memory's event time at the new one. Asked about
a moment *before* the correction was made (``known_at``), memwarden must answer with the end the
old memory had then, not the one the correction gave it later.
"""

from __future__ import annotations

import time

from memwarden import Memory
from memwarden.clock import format_time, now


def _texts(memory: Memory, query: str, **when: str) -> list[str]:
    return [hit.memory.text for hit in memory.recall(query, **when).results]


def test_known_at_before_a_dated_correction_sees_the_old_end(memory: Memory) -> None:
    old = memory.remember(
        "I live in Lisbon", valid_from="2019-01-01", valid_until="2030-01-01"
    ).memory
    assert old is not None
    time.sleep(0.01)
    before_correction = format_time(now())
    time.sleep(0.01)
    memory.correct(old.id, "I live in Porto", valid_from="2024-03-01")
    after_correction = format_time(now())

    # Believed before the correction: Lisbon, until 2030, so true in 2026.
    assert _texts(memory, "live", known_at=before_correction, as_of="2026-06-01") == [
        "I live in Lisbon"
    ]
    # Believed after it: Lisbon ended in March 2024; Porto holds in 2026.
    assert _texts(memory, "live", known_at=after_correction, as_of="2026-06-01") == [
        "I live in Porto"
    ]
    # Control: the past the correction kept — Lisbon in 2020 — is seen from either moment.
    for moment in (before_correction, after_correction):
        assert _texts(memory, "live", known_at=moment, as_of="2020-06-01") == ["I live in Lisbon"]


def test_a_correction_never_stretches_an_old_end(memory: Memory) -> None:
    old = memory.remember(
        "I worked at Acme", valid_from="2015-01-01", valid_until="2018-01-01"
    ).memory
    assert old is not None
    memory.correct(old.id, "I worked at Acme Labs", valid_from="2020-01-01")
    stored = memory.get(old.id)
    assert stored.valid_until is not None and format_time(stored.valid_until).startswith("2018")
    # Control: nothing of the old memory is admitted for 2019, after its own end.
    assert _texts(memory, "worked acme", as_of="2019-06-01") == []
    assert _texts(memory, "worked acme", as_of="2016-06-01") == ["I worked at Acme"]
