"""What the person says is said again ("like I said", "as I mentioned") repeats what is kept
when it adds nothing but other words (write/review.py ``_told_again``): "yeah it's about 600
ewes, all Welsh Mountain, like i said" is "we run about 600 Welsh Mountain ewes" again; another
number, or words the memory does not hold, are not. Real SQLite files, words only; each
negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)

CASES = [
    # (what was said, said again, its twin: not the same)
    (
        "we run about 600 Welsh Mountain ewes",
        "yeah it's about 600 ewes, all Welsh Mountain, like i said",
        "yeah it's about 650 ewes, all Welsh Mountain, like i said",
    ),
    (
        "company shut the North Platte yard so I've been running out of Grand Island since "
        "last month",
        "yeah like I said, I'm out of grand island now since north platte closed",
        "yeah like I said, I'm driving for a new outfit in Kearney since the spring",
    ),
    (
        "we eat at the Bull in Talgarth every Friday night",
        "like I said, we eat at the Bull in Talgarth on Fridays",
        "like I said, we don't eat at the Bull in Talgarth on Fridays",  # negated: no repeat
    ),
    (
        "my sister Bethan teaches at the primary school in Crickhowell",
        "as I mentioned, Bethan teaches at the primary in Crickhowell",
        "as I mentioned, Bethan plays netball for the Crickhowell ladies on Thursdays",
    ),
]


def _said(m: Memory, text: str) -> list[str]:
    report = m.observe([{"role": "user", "content": text}], chat_id="c1")
    return [d["decision"] for d in report["turns"][0]["decisions"]]


@pytest.mark.parametrize(("first", "again", "twin"), CASES)
def test_what_is_said_again_repeats_and_its_twin_is_new(
    tmp_path: Path, first: str, again: str, twin: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        assert _said(m, first) == ["created"]
        assert _said(m, again) == ["ignored"]
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        assert _said(m, first) == ["created"]
        assert "ignored" not in _said(m, twin)


def test_said_again_of_nothing_kept_is_kept(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        assert _said(m, "like I said, I keep bees at the bottom of the orchard") == ["created"]
