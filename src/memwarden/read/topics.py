"""The categories a question names, and the memories of them: "What are the user's
hobbies?" is answered by "started bouldering at the climbing gym" (DESIGN §6 step 1).

A question naming a category (write/topics.py: the categories and the words their instances
are said in) brings, besides what its words and meaning find, the newest memories that speak of
it (``Store.topical``, through the caller's gate), ranked by BM25 over the instance words they
say. They are candidates of their own with a small signal (``topic_weight`` in
:mod:`memwarden.read.fusion`); their words and meaning then order them, with the question's
other words ("the user's sister's hobbies"). A question naming someone or something by name
("What are Joanna's hobbies?", "When am I traveling to Japan?") is about them, and gets no
topic signal (read/recall.py).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from ..text import words
from ..write.topics import TOPICS, Topic

__all__ = ["asked_topics", "best_of", "naming_words"]

# BM25's parameters, as the lexical search's (read/recall.py).
_K1 = 1.2
_B = 0.75


def asked_topics(query: str) -> tuple[Topic, ...]:
    """The topics ``query`` names as a category, in :data:`TOPICS` order; empty for most. A
    wider topic named with one of its kinds ("my art hobby") gives way to the kind."""
    named = [topic for topic in TOPICS if topic.asked.search(query)]
    narrowed = {topic.within for topic in named}
    return tuple(topic for topic in named if topic.name not in narrowed)


def naming_words(query: str, topics: tuple[Topic, ...]) -> frozenset[str]:
    """The words of ``query`` that name one of ``topics`` ("hobbies" in "What are my
    hobbies?"), casefolded."""
    return frozenset(
        word
        for topic in topics
        for match in topic.asked.finditer(query)
        for word in words(match.group(0))
    )


def best_of(
    rows: Sequence[tuple[str, str, Sequence[str], int]], limit: int
) -> list[tuple[str, float]]:
    """(memory id, BM25 over the instance words it says) of the best ``limit`` of ``rows``
    (``Store.topical``'s (id, topic, words, length), newest first), best first, ties newest
    first. A memory of several of the asked topics counts each word as often as one of them
    has it. The statistics are the rows': how many say each word, and their mean length."""
    said: dict[str, dict[str, int]] = {}
    length: dict[str, int] = {}
    for memory_id, _, stems, size in rows:
        counts = {stem: stems.count(stem) for stem in set(stems)}  # a few words: no Counter
        before = said.get(memory_id)
        if before is not None:
            counts = {s: max(before.get(s, 0), counts.get(s, 0)) for s in before.keys() | counts}
        said[memory_id] = counts
        length[memory_id] = size
    if not said:
        return []
    total = len(said)
    holders = Counter(stem for counts in said.values() for stem in counts)
    idf = {stem: math.log(1 + (total - n + 0.5) / (n + 0.5)) for stem, n in holders.items()}
    mean = sum(length.values()) / total or 1.0
    scored = []
    for order, (memory_id, counts) in enumerate(said.items()):
        norm = _K1 * (1 - _B + _B * length[memory_id] / mean)
        score = sum(idf[s] * tf * (_K1 + 1) / (tf + norm) for s, tf in counts.items())
        scored.append((-score, order, memory_id))
    scored.sort()
    return [(memory_id, -negative) for negative, _, memory_id in scored[:limit]]
