"""The same history told again is a repeat (write/review.py ``_by_slot``): "yeah i lived in
cardiff for a few years way back", after "I used to live in Cardiff when I was at uni", adds
evidence to it, where it had been kept beside it (history was passed over as not believed now).
Real SQLite files; each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

from memwarden import Memory
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


def _said(m: Memory, text: str) -> dict:
    report = m.observe([{"role": "user", "content": text}], chat_id="c1")
    (decided,) = report["turns"][0]["decisions"]
    return decided


def test_history_told_again_repeats_it_and_another_past_is_new(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        _said(m, "I live in Bath")
        first = _said(m, "I used to live in Cardiff when I was at uni")
        again = _said(m, "yeah i lived in cardiff for a few years way back")
        assert again["decision"] == "ignored"
        assert again["target"] == first["memory"]["id"]
        assert m.get(first["memory"]["id"]).evidence_count == 2
        # The twins: another town lived in is new history, and the present is untouched.
        assert _said(m, "i lived in swansea for a few years way back")["decision"] == "created"
        hits = m.recall("Where do I live?").results
        assert hits and hits[0].memory.text == "I live in Bath"
