"""Forgetting a memory also empties the in-process caches that hold texts or their words
(memwarden.text.forget_cached_texts): the slot parser's, the content hash's, the stems', the
guard's typed forms, the hashed embedder's, recall's BM25 token counts, the relations read from
texts, the spelling reader's, the full-text index's own stems and its words' counts. Real SQLite
file; the caches are checked directly."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from memwarden import Memory
from memwarden.entities.relations import stated
from memwarden.read import recall as recall_module
from memwarden.settings import Settings
from memwarden.spelling import plain
from memwarden.store import sqlite_rows, sqlite_search
from memwarden.text import _PORTER_STEMS, content_hash, stem_of
from memwarden.write.slots import _parse_slot

SECRET_ISH = "I live in Quillbrook Lane since the spring"


def _cached() -> dict[str, int]:
    return {
        "slots": _parse_slot.cache_info().currsize,
        "content_hash": content_hash.cache_info().currsize,
        "stems": stem_of.cache_info().currsize,
        "porter": len(_PORTER_STEMS),
        "bm25_bags": len(recall_module._BAGS),
        "records": len(sqlite_rows._RECORDS),
        "relations": stated.cache_info().currsize,
        "spelling": plain.cache_info().currsize,
        "index_stems": len(sqlite_search._STEMS._known),
        "word_counts": len(sqlite_search._COUNTS._kept),
    }


def _kept(tmp_path: Path) -> tuple[Memory, str]:
    memory = Memory.open(
        tmp_path / "m.db", settings=Settings(embedder="hashed", embed_worker=False)
    )
    kept = memory.remember(SECRET_ISH).memory
    assert kept is not None
    return memory, kept.id


def test_forgetting_empties_the_caches_that_held_its_words(tmp_path: Path) -> None:
    memory, kept_id = _kept(tmp_path)
    with memory:
        memory.embed_pending()
        assert memory.recall("where do I live").results  # the read path's caches fill too
        memory.remember("my sister Ana moved to Porto")
        assert memory.recall("where does my sister live").results
        # a search of many words at the door: the index's words are counted
        memory.remember("I paid 150 euros for the pottery lessons near Quillbrook Lane")
        before = _cached()
        # control: they held it (the stems' cache only when the review compared stems)
        assert before["slots"] and before["content_hash"] and before["porter"], before
        assert before["bm25_bags"] and before["records"] and before["relations"], before
        assert before["index_stems"] and before["word_counts"], before
        assert before["spelling"], before
        memory.forget(kept_id)
        assert _cached() == {
            "slots": 0,
            "content_hash": 0,
            "stems": 0,
            "porter": 0,
            "bm25_bags": 0,
            "records": 0,
            "relations": 0,
            "spelling": 0,
            "index_stems": 0,
            "word_counts": 0,
        }
        # … and the memory is gone from every read, while the store still works.
        assert memory.recall("where do I live").results == ()
        again = memory.remember("I live in Ferncastle Road")
        assert again.decision.value == "created"
        assert memory.recall("Ferncastle").results


def test_control_other_writes_leave_the_caches_alone(tmp_path: Path) -> None:
    memory, kept_id = _kept(tmp_path)
    with memory:
        memory.correct(kept_id, "I live in Quillbrook Close since the spring")
        memory.remember("My sister plays the cello")
        cached = _cached()
        assert cached["slots"] and cached["content_hash"], cached


def test_what_recall_keeps_is_bounded_by_weight_and_emptied_when_full() -> None:
    from memwarden.read.kept import Kept

    made: list[str] = []

    def make(word: str) -> Callable[[], list[str]]:
        return lambda: made.append(word) or [word] * len(word)

    kept: Kept[str, list[str]] = Kept(10, weigh=len)
    assert kept.get("abcd", make("abcd")) == ["abcd"] * 4
    assert kept.get("abcd", make("abcd")) == ["abcd"] * 4  # kept: not made again
    assert kept.get("efghij", make("efghij")) and len(kept) == 2  # 4 + 6 = 10: still fits
    assert made == ["abcd", "efghij"]
    kept.get("k", make("k"))  # 11 > 10: everything let go first, then "k" kept
    assert list(kept) == ["k"]
    kept.get("abcd", make("abcd"))  # control: made again once it was let go
    assert made == ["abcd", "efghij", "k", "abcd"]
    counted: Kept[int, float] = Kept(2)  # one each: at most two
    for key in (1, 2, 3):
        counted.get(key, lambda: 0.0)
    assert list(counted) == [3]
    again: list[int] = []
    assert counted.get(3, lambda: again.append(3) or 1.0) == 0.0  # a falsy value is kept too
    assert again == []
