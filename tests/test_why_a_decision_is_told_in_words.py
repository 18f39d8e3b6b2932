"""Why the door decided is told in the person's words: "a different home with nothing saying it
changed", "the same mother's home changed", "a different sister's name" — not the slot parser's
names ("lives_in", "my:dentist", "relation:sister"), which a person reading the review queue
never learned. The slot kept on the memory is the parser's, unchanged. Real SQLite files, the
real service."""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.model import Decision


@pytest.mark.parametrize(
    ("before", "after", "decision", "told", "untold"),
    [
        ("I live in Leeds", "I live in York", Decision.HELD, "a different home", "lives_in"),
        (
            "my dentist is Dr Kimani",
            "my dentist is Dr Otieno",
            Decision.HELD,
            "a different dentist",
            "my:",
        ),
        (
            "my favourite colour is blue",
            "my favourite colour is green",
            Decision.HELD,
            "a different favourite colour",
            "favourite:",
        ),
        (
            "my mum lives in Leeds",
            "my mum moved to Hull",
            Decision.UPDATED,
            "the same mother's home changed",
            "lives_in",
        ),
        (
            "I work at Tesco",
            "I now work at Asda",
            Decision.UPDATED,
            "the same workplace changed",
            "works_at",
        ),
    ],
)
def test_the_reason_names_the_slot_in_words(
    tmp_path: Path, before: str, after: str, decision: Decision, told: str, untold: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        first = memory.remember(before)
        result = memory.remember(after)
    assert result.decision is decision
    assert told in result.reason
    assert untold not in result.reason
    # control: the slot kept on the memory is still the parser's own name
    assert first.memory is not None and untold in (first.memory.slot_key or "")
