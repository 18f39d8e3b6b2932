"""Homes and cars told as chat tells them (memwarden.write.slots, parser 20), and a question
about before answered by what held just before (memwarden.read.recall).

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Status
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "User lives alone in a rented studio flat on Ozaljska street",
            ("lives_in", "ozaljska street"),
        ),
        ("I live on my own in Leeds", ("lives_in", "leeds")),
        ("I moved into a one-bedroom flat on her own in Črnomerec", ("lives_in", "črnomerec")),
        (
            "Teodora and I moved in together - a two-bedroom flat on Bukovačka street in Maksimir",
            ("lives_in", "bukovačka street"),
        ),
        ("we moved in together, a flat in Porto", ("lives_in", "porto")),
        (
            "[2026-09-20] sold the corsa for 2,800 :( bought a used silver 2019 renault zoe",
            ("car", "renault zoe"),
        ),
        ("I sold the Civic and bought a Kia Rio", ("car", "kia rio")),
        (
            "bought a little farmhouse just outside Bellingham with 2 acres and a stable block",
            ("lives_in", "bellingham"),
        ),
        ("we bought a semi in Leeds", ("lives_in", "leeds")),
        ("we moved down near St Davids last month", ("lives_in", "st davids")),
    ],
)
def test_homes_and_cars_in_chat_words(text: str, read: tuple[str, str]) -> None:
    slot = parse_slot(text)
    assert slot is not None and (slot.predicate, slot.object) == read
    if slot.predicate == "car":
        assert slot.change_marker  # selling one and buying another is a change


@pytest.mark.parametrize(
    "text",
    [
        "sold my bike, bought a new helmet",
        "sold the house last year",
        "we moved in",
        # The twins of the farmhouse: a farm bought is no home; what a flat is by is no town.
        "I bought a farm in Kenya last year",
        "I rent a flat by the station in Leeds",
        "we moved near the window",  # near a thing, not a town
    ],
)
def test_no_home_or_car(text: str) -> None:
    slot = parse_slot(text)
    assert slot is None or slot.predicate not in ("car", "lives_in")


def _three_homes(m: Memory) -> list[str]:
    said = [
        ("I live in a studio flat on Ozaljska street in Trešnjevka", "2025-01-10"),
        ("On 15 November 2025 I moved to a flat on Bukovačka street in Maksimir", "2025-11-15"),
        ("On 1 March 2026 I moved into a flat on my own in Črnomerec", "2026-03-01"),
        ("On 15 September 2026 I moved to Ljubljana", "2026-09-15"),
    ]
    return [m.remember(text, at=at).memory.id for text, at in said]


def test_before_a_place_is_the_home_just_before_it(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        studio, maksimir, own, ljubljana = _three_homes(m)
        assert [m.get(i).status for i in (studio, maksimir, own)] == [Status.SUPERSEDED] * 3
        hits = [h.memory.id for h in m.recall("where did I live before Ljubljana?").results]
        assert hits[0] == own  # not the two homes before it, over as well
        assert {studio, maksimir} <= set(hits)  # still found, below
        # The twin: before the flat of her own, the one before that.
        hits = [h.memory.id for h in m.recall("where did I live before Črnomerec?").results]
        assert hits[0] == maksimir
        now = [h.memory.id for h in m.recall("where do I live?").results]
        assert now[0] == ljubljana


def test_the_home_asked_for_before_a_home_its_words_share(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("User's parents are Vesna and Zoran; they still live in Split.")
        moved = m.remember("On 15 September 2026 the user moved to Ljubljana.")
        hits = [h.memory.id for h in m.recall("Where does the user live?").results]
        assert hits[0] == moved.memory.id
        assert len(hits) == 2  # the twin: the parents' home is still found, below


def test_a_home_bought_outside_a_town_is_a_move(db_path: Path) -> None:
    """ "bought a little farmhouse just outside Bellingham" after "we rent a tiny stone cottage
    in Wall": a change of home (buying one says so), not a conflict."""
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        old = m.remember("we rent a tiny stone cottage in Wall, just north of Hexham").memory.id
        new = m.remember("bought a little farmhouse just outside Bellingham with 2 acres")
        assert new.decision.value == "updated"
        assert m.get(old).status.value == "superseded"
    with Memory.open(db_path.with_name("twin.db"), settings=WORDS_ONLY) as m:
        m.remember("we rent a tiny stone cottage in Wall, just north of Hexham")
        held = m.remember("we rent a little farmhouse just outside Bellingham")
        assert held.decision.value == "held"  # no word of a change: the person decides
