"""Every candidate is scored by both signals: the vector signal gives the cosines of the
lexical search's candidates, not only of its own nearest, and the vector candidates get the
BM25 score the lexical search would have given them (read/recall.py, ``_complete``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from memwarden import Memory
from memwarden.clock import now
from memwarden.embedders import HashedEmbedder
from memwarden.read import recall as recall_module
from memwarden.read.recall import _BM25, _complete, build_gate
from memwarden.settings import Settings
from memwarden.store.base import LexicalCandidate, LexicalResult
from memwarden.text import terms

HARBOUR = [
    "The blue boat is moored in the north harbour.",
    "The harbour master keeps a list of every boat and its mooring.",
    "We walked along the harbour wall to watch the fishing boats come in at dawn.",
    "A storm closed the harbour for two days last winter.",
    "My neighbour sold his old boat to a family from the harbour town.",
    "The ferry leaves the harbour every hour in summer.",
    "Boats in the south harbour pay less for a mooring than in the north.",
    "The sailing club meets by the harbour on Thursday evenings.",
    # Close in words (a rare query word three times), far in meaning; and the other way round.
    "Blue, blue, blue: the parrot says it over and over.",
    "Moored, moored, moored: the word of the week.",
]
OTHER = [
    "My sister plays the cello on Sundays.",
    "The dentist moved her practice to the high street.",
    "We bought a red kettle for the kitchen.",
    "The library opens late on Wednesdays.",
]
QUERY = "which harbour is the blue boat moored in"


@pytest.fixture
def memory(tmp_path: Path) -> Iterator[Memory]:
    with Memory.open(
        tmp_path / "m.db", settings=Settings(embedder="hashed", embed_worker=False)
    ) as opened:
        for text in HARBOUR + OTHER:
            opened.remember(text)
        opened.embed_pending()
        yield opened


def test_every_hit_has_both_signals_when_each_brings_few(
    memory: Memory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With three candidates from each signal, the lexical and vector top three differ on this
    store (the control below), so before every candidate was scored by both, a hit brought by
    one signal alone had a BM25 and no cosine or the other way round."""
    monkeypatch.setattr(recall_module, "CANDIDATES", 3)
    vectors = memory._vectors()
    assert vectors is not None
    gate = build_gate(recall_module.RecallRequest(QUERY, limit=3), memory.principal, now())
    nearest, _ = vectors.start(QUERY, 3)(lambda ids: memory._store.get_gated(ids, gate))
    by_words, _ = recall_module.tolerant_search(memory._store, gate, terms(QUERY), 3, _BM25())
    assert {h.memory_id for h in nearest} != {c.id for c, _, _ in by_words[:3]}

    hits = memory.recall(QUERY, limit=3, explain=True).results
    assert len(hits) == 3
    for hit in hits:
        assert hit.explain is not None
        assert hit.explain["vector"]["cosine"] is not None, hit.memory.text
        assert hit.explain["lexical"]["bm25"] > 0, hit.memory.text  # each shares a query word


def test_finish_gives_the_cosines_of_the_ids_it_is_asked_about(memory: Memory) -> None:
    vectors = memory._vectors()
    assert vectors is not None
    gate = build_gate(recall_module.RecallRequest(QUERY, limit=1), memory.principal, now())
    rows = {r.text: r for r in memory._store.memories(memory._visibility())}
    far = rows[OTHER[1]]  # shares no word with the query: never among the nearest one
    near, _ = vectors.start(QUERY, 1)(lambda ids: memory._store.get_gated(ids, gate))
    assert [h.memory_id for h in near] != [far.id]

    hits, _ = vectors.start(QUERY, 1)(
        lambda ids: memory._store.get_gated(ids, gate), None, {far.id: far.content_hash}
    )
    by_id = {h.memory_id: h.score for h in hits}
    assert set(by_id) == {near[0].memory_id, far.id}
    embedder = HashedEmbedder()
    q, v = embedder.embed([QUERY])[0], embedder.embed([far.text])[0]
    expected = float(np.dot(q, v) / (np.linalg.norm(q) * np.linalg.norm(v)))
    assert by_id[far.id] == pytest.approx(expected, abs=1e-5)

    # A stale content hash (the text changed since it was embedded) gets no cosine; the
    # nearest one is still given.
    stale, _ = vectors.start(QUERY, 1)(
        lambda ids: memory._store.get_gated(ids, gate), None, {far.id: "0" * 64}
    )
    assert [h.memory_id for h in stale] == [near[0].memory_id]


def test_vector_candidates_get_the_bm25_the_lexical_search_would_give() -> None:
    texts = {
        "a": "harbour boat mooring north",
        "b": "harbour wall fishing dawn",
        "c": "boat harbour ferry summer",  # brought by the vector signal only
        "d": "cello sister sunday music",  # shares no stem: stays out
    }
    candidates = {k: LexicalCandidate(k, t, "default", 0.0) for k, t in texts.items()}
    found = LexicalResult([candidates["a"], candidates["b"], candidates["c"]], {"harbour": 3,
                          "boat": 2}, 10)  # fmt: skip
    together = {c.id: s for c, s, _ in _BM25()(found, ["harbour", "boat"])}

    bm25 = _BM25()
    alone = LexicalResult([candidates["a"], candidates["b"]], found.doc_freq, 10)
    lexical = [(c.id, s, per) for c, s, per in bm25(alone, ["harbour", "boat"])]
    records = {k: _Record(t) for k, t in texts.items()}
    completed = _complete(lexical, [("c", 0.9), ("d", 0.8)], records, bm25)  # type: ignore[arg-type]
    scores = {m: s for m, s, _ in completed}
    # Same length texts, so the same average length: the same scores as scored together.
    assert scores == pytest.approx(together)
    assert "d" not in scores
    assert [m for m, _, _ in completed] == sorted(scores, key=lambda m: (-scores[m], m))


class _Record:
    """What _complete reads of a record: its text and scope."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.scope = "default"
