"""A memory the review kept (a statement, an agent's note) is fused with meaning counting as much
as words (read/fusion.py, "Kept memories"); a chat turn kept verbatim keeps the weights measured
on LoCoMo. Each case has its twin of the other kind, fused by the same signals."""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.clock import now
from memwarden.embedders import minilm_available
from memwarden.model import Kind
from memwarden.read.fusion import Fusion, fuse

needs_minilm = pytest.mark.skipif(not minilm_available(), reason="the minilm extra is missing")


def test_the_weights_follow_the_kind() -> None:
    fusion = Fusion(vector_floor=0.3)
    assert fusion.weights(Kind.EPISODE) == (0.6, 0.4, 0.3)
    for kind in (Kind.FACT, Kind.NOTE, Kind.EVENT, Kind.PREFERENCE):
        lexical, vector, zero = fusion.weights(kind)
        assert (lexical, vector) == (0.5, 0.5)
        assert zero == pytest.approx(0.2)
    # an advice question leans on meaning for both kinds, as it did for turns
    advice = fusion.for_advice()
    assert advice.weights(Kind.EPISODE)[:2] == advice.weights(Kind.FACT)[:2] == (0.3, 0.7)
    # the hashed embedder's floor is higher; the zero moves with it
    assert Fusion(vector_floor=0.4).weights(Kind.FACT)[2] == pytest.approx(0.3)


def _two(memory: Memory, kind: str) -> tuple[str, str, dict]:  # type: ignore[type-arg]
    extra = {"kind": kind, "chat_id": "c1"} if kind == "episode" else {}
    a = memory.remember("We adopted a puppy called Biscuit", **extra).memory
    b = memory.remember("We painted the kitchen yellow", **extra).memory
    assert a is not None and b is not None
    return a.id, b.id, {a.id: a, b.id: b}


@pytest.mark.parametrize(("kind", "first"), [("fact", "b"), ("episode", "a")])
def test_the_closer_meaning_wins_for_a_kept_memory_and_the_word_for_a_turn(
    tmp_path: Path, kind: str, first: str
) -> None:
    """``a`` has the best words (BM25 4.0) and a cosine at the floor, ``b`` a quarter of the
    words and the best meaning (0.7): kept, b is first (0.5·0.25 + 0.5 against 0.5 + 0.5·0.1/0.5);
    as turns, a is (0.6 against 0.6·0.25 + 0.4)."""
    with Memory.open(tmp_path / "m.db") as memory:
        a, b, records = _two(memory, kind)
        lexical = [(a, 4.0, {"puppi": 4.0}), (b, 1.0, {"kitchen": 1.0})]
        ranked = fuse(lexical, [(b, 0.7), (a, 0.3)], records, now(), Fusion(vector_floor=0.3))
        assert [h.memory_id for h in ranked] == ([b, a] if first == "b" else [a, b])
        shares = {h.memory_id: h.contributions["vector"] for h in ranked}
        if kind == "fact":
            assert shares == {b: 0.5, a: pytest.approx(0.5 * 0.1 / 0.5)}
        else:
            assert shares == {b: 0.4, a: 0.0}


@pytest.mark.parametrize("kind", ["fact", "episode"])
def test_with_no_cosine_over_the_floor_meaning_counts_for_nothing(
    tmp_path: Path, kind: str
) -> None:
    """The zero under the floor only spreads the scale: when no candidate reaches the floor,
    none is close in meaning, whichever kind it is (the lexical signal brought both)."""
    with Memory.open(tmp_path / "m.db") as memory:
        a, b, records = _two(memory, kind)
        lexical = [(a, 2.0, {"puppi": 2.0}), (b, 1.0, {"kitchen": 1.0})]
        ranked = fuse(lexical, [(a, 0.28), (b, 0.25)], records, now(), Fusion(vector_floor=0.3))
        assert {h.memory_id: h.contributions["vector"] for h in ranked} == {a: 0.0, b: 0.0}
        # control: over the floor, the best gets its kind's full share
        ranked = fuse(lexical, [(a, 0.5), (b, 0.25)], records, now(), Fusion(vector_floor=0.3))
        shares = {h.memory_id: h.contributions["vector"] for h in ranked}
        assert shares[a] == (0.5 if kind == "fact" else 0.4)
        assert shares[b] == (pytest.approx(0.5 * 0.05 / 0.3) if kind == "fact" else 0.0)


@pytest.mark.parametrize("kind", ["fact", "episode"])
def test_a_memory_under_the_floor_with_no_word_is_still_dropped(tmp_path: Path, kind: str) -> None:
    """The floor itself does not move: a cosine between the zero and the floor, with no shared
    stem, brings nothing (a question about nothing stored returns nothing)."""
    with Memory.open(tmp_path / "m.db") as memory:
        a, b, records = _two(memory, kind)
        ranked = fuse([], [(a, 0.5), (b, 0.25)], records, now(), Fusion(vector_floor=0.3))
        assert [h.memory_id for h in ranked] == [a]  # b (0.25) is under the floor: dropped


@needs_minilm
def test_explain_names_the_weights_each_memory_was_fused_with(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db") as memory:
        kept = memory.remember("My sister Ines teaches piano in Lisbon").memory
        turn = memory.remember("Ines said her piano pupils have a recital", kind="episode",
                               chat_id="c1").memory  # fmt: skip
        assert kept is not None and turn is not None
        memory.embed_pending()
        hits = {h.memory.id: h.explain for h in memory.recall("piano", explain=True).results}
        assert hits[kept.id]["fusion"]["lexical"] == 0.5
        assert hits[kept.id]["fusion"]["vector"] == 0.5
        assert hits[turn.id]["fusion"]["lexical"] == 0.6  # the twin: a turn, as measured
        assert hits[turn.id]["fusion"]["vector"] == 0.4
