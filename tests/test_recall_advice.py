"""A question asking for advice leans on meaning (read/queryform.py, Fusion.for_advice).

"Can you suggest …", "Any tips?", "What should I …" are answered by what the person said about
what they like or own — close in meaning, far in words. Such a question is fused at 0.3 lexical /
0.7 vector without the chat neighbours; every other question exactly as before. The recall
tests use MiniLM (the test extra installs it) on real SQLite files.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.embedders import minilm_available
from memwarden.read.fusion import Fusion
from memwarden.read.queryform import advice_request
from memwarden.settings import Settings

needs_minilm = pytest.mark.skipif(not minilm_available(), reason="the minilm extra is missing")

DEFAULT = Fusion()


@pytest.mark.parametrize(
    "query",
    [
        "Can you suggest some accessories for my camera?",
        "Could you please recommend a good book for the flight?",
        "What do you recommend for a rainy Sunday?",
        "Recommend a podcast about gardening.",
        "I keep waking up at 4am. Any tips?",
        "Do you have any helpful tips for a first marathon?",
        "What should I cook tonight?",
        "Where should we go for our anniversary?",
        "Should I take the train or the bus?",
        "I need some advice on repotting orchids",
        "Give me ideas for a birthday party",
        "I'm looking for recommendations on running shoes",
    ],
)
def test_requests_for_advice_are_recognised(query: str) -> None:
    assert advice_request(query) is not None


@pytest.mark.parametrize(
    "query",
    [
        "What is the name of my cat?",
        "How long was I in Japan for?",
        "What book did Ana recommend to Ben?",  # advice given by someone: a fact of the past
        "What advice does Ana give about adoption?",
        "Where did Ana get the idea for the shadow box?",
        "What Ben thinks the ideal studio should look like?",
        "Can you remind me what beer you recommended?",
        "What tips did you give me about tomatoes?",
        "Did I get any tips from my mentor?",
        "What accessories go with my camera?",
    ],
)
def test_other_questions_are_not_requests_for_advice(query: str) -> None:
    assert advice_request(query) is None


def test_for_advice_changes_the_weights_only() -> None:
    shifted = Fusion(vector_floor=0.25).for_advice()
    assert (shifted.lexical_weight, shifted.vector_weight, shifted.context_weight) == (
        0.3,
        0.7,
        0.0,
    )
    assert shifted.vector_floor == 0.25 and shifted.graph_weight == DEFAULT.graph_weight
    assert shifted.method == DEFAULT.method and shifted.vector_scale == DEFAULT.vector_scale


def _chats(memory: Memory) -> tuple[str, str, str]:
    """A preference said in one chat; a turn sharing the question's words, with its reply, in
    another."""
    liked = memory.remember(
        "I mostly shoot landscapes on long hikes with my Sony mirrorless",
        kind="episode",
        chat_id="hikes",
    ).memory.id
    club = memory.remember(
        "My camera club meets on Thursdays at the library", kind="episode", chat_id="club"
    ).memory.id
    reply = memory.remember(
        "Bring a flask of tea, the hall is cold in winter", kind="episode", chat_id="club"
    ).memory.id
    memory.remember("I need to renew my passport before March", kind="episode", chat_id="misc")
    memory.embed_pending()
    return liked, club, reply


@needs_minilm
def test_an_advice_question_finds_the_preference_by_meaning(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db") as memory:
        liked, club, reply = _chats(memory)
        hits = memory.recall("Can you suggest some accessories for my camera?", explain=True)
        ids = [h.memory.id for h in hits.results]
        assert ids[0] == liked  # no shared word: found by meaning, ahead of "camera club"
        assert club in ids
        top = hits.results[0].explain
        assert top["signals"]["lexical"] == 0 and top["signals"]["vector"] > 0
        assert top["fusion"] == {
            "lexical": 0.3,
            "vector": 0.7,
            "context": 0.0,
            "advice": "Can you suggest",
        }
        assert all("context" not in h.explain["signals"] for h in hits.results)  # no neighbours
        assert reply not in ids


@needs_minilm
def test_control_the_same_words_as_a_plain_question_are_fused_as_before(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db") as memory:
        liked, club, reply = _chats(memory)
        hits = memory.recall("What accessories go with my camera?", explain=True).results
        ids = [h.memory.id for h in hits]
        assert ids[0] == club  # the shared word leads, as the LoCoMo-measured weights rank it
        assert liked in ids
        assert hits[0].explain["fusion"] == {
            "lexical": DEFAULT.lexical_weight,
            "vector": DEFAULT.vector_weight,
            "context": DEFAULT.context_weight,
            "advice": None,
        }
        lent = {h.memory.id: h.explain["signals"].get("context", 0.0) for h in hits}
        assert lent[reply] > 0  # the chat neighbour still gets its share


def test_without_vectors_an_advice_question_is_fused_as_before(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=Settings(embedder="none")) as memory:
        asked = memory.remember("Which camera bag fits a tripod?", kind="episode", chat_id="c1")
        reply = memory.remember("The one with side straps", kind="episode", chat_id="c1")
        hits = memory.recall("Can you suggest a camera bag?", explain=True).results
        by_id = {h.memory.id: h.explain for h in hits}
        # The reply to a question gets all of its relevance (Fusion.reply_weight), so it leads.
        assert [h.memory.id for h in hits] == [reply.memory.id, asked.memory.id]
        assert by_id[asked.memory.id]["fusion"]["advice"] is None  # no meaning to lean on
        assert by_id[asked.memory.id]["fusion"]["lexical"] == DEFAULT.lexical_weight
        assert by_id[reply.memory.id]["signals"]["context"] > 0
