"""Invariant 8 by meaning: a tombstoned value cannot come back in other words.

Each paraphrase that must be blocked or dropped sits beside an unrelated control that must pass,
in the same store. The tombstone keeps no text — only fingerprints and an embedding — so its own
words never appear in recall, context, export or the database file's bytes.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.embedders import minilm_available
from memwarden.trust import meaning

pytestmark = pytest.mark.skipif(
    not minilm_available(), reason="matching by meaning needs the minilm extra"
)

# (tombstoned value, paraphrase that must match, unrelated control that must pass). None of the
# paraphrases shares enough stems with its value to match lexically (checked below).
CASES = [
    ("my brother is in prison", "my brother is serving time in jail", "my brother is a teacher"),
    ("my father has dementia", "my dad suffers from dementia", "my father plays golf on Sundays"),
    ("I'm afraid of flying", "flying on planes scares me", "I'm flying to Lisbon next week"),
    ("my salary is 85,000 a year", "I earn 85,000 annually", "my rent is 1,200 a month"),
]


def _lexical_only(value: str, text: str) -> bool:
    from memwarden.trust.tombstones import _coverage, fingerprint

    value_hash, terms = fingerprint(value)
    other_hash, other_terms = fingerprint(text)
    return value_hash == other_hash or _coverage(terms, other_terms) >= 0.8


@pytest.mark.parametrize(("value", "paraphrase", "control"), CASES)
def test_a_paraphrase_is_blocked_at_write_and_an_unrelated_text_is_kept(
    memory: Memory, value: str, paraphrase: str, control: str
) -> None:
    assert not _lexical_only(value, paraphrase)  # the match below is by meaning, not words
    stone = memory.tombstone_add(value)
    blocked = memory.remember(paraphrase)
    assert blocked.decision == "blocked" and blocked.memory is None
    assert stone.id in blocked.reason
    kept = memory.remember(control)
    assert kept.decision == "created"
    hits = {t.id: t.hits for t in memory.tombstone_list()}
    assert hits[stone.id] == 1
    events = [e.action for e in memory.audit_log()]
    assert events.count("blocked") == 1


def test_an_episode_paraphrase_is_blocked_too(memory: Memory) -> None:
    memory.tombstone_add("my brother is in prison")
    assert memory.remember("my brother is serving time in jail", kind="episode").decision == (
        "blocked"
    )
    assert memory.remember("my brother is a teacher", kind="episode").decision == "created"


def test_a_paraphrase_stored_before_the_tombstone_is_dropped_at_read(memory: Memory) -> None:
    hidden = memory.remember("my brother is serving time in jail").memory
    shown = memory.remember("my brother is a teacher").memory
    episode = memory.remember("honestly my brother is locked up in jail", kind="episode").memory
    assert hidden and shown and episode
    before = {h.memory.id for h in memory.recall("brother").results}
    assert {hidden.id, shown.id, episode.id} <= before  # control: all found before

    stone = memory.tombstone_add("my brother is in prison")
    found = {h.memory.id for h in memory.recall("brother jail").results}
    assert hidden.id not in found and episode.id not in found
    assert shown.id in {h.memory.id for h in memory.recall("brother").results}
    before_context = {t.id: t.hits for t in memory.tombstone_list()}[stone.id]
    context = memory.context("my brother")
    assert {t.id: t.hits for t in memory.tombstone_list()}[stone.id] > before_context
    assert shown.id in context["memories"] and hidden.id not in context["memories"]
    assert "serving time" not in context["text"] and "teacher" in context["text"]
    hits = {t.id: t.hits for t in memory.tombstone_list()}
    assert hits[stone.id] >= 2
    assert "tombstone.hit" in [e.action for e in memory.audit_log()]


def test_the_tombstones_text_is_kept_nowhere(
    memory: Memory, db_path: Path, disk_bytes, rows
) -> None:
    secret = "my uncle Thaddeus Quillfeather embezzled from the church"
    memory.remember("my aunt runs a bakery")
    stone = memory.tombstone_add(secret)
    assert memory.remember("Thaddeus Quillfeather stole money from the church").decision == (
        "blocked"
    )
    memory.recall("Quillfeather church")
    memory.context("Quillfeather")
    documents = [
        str(memory.recall("uncle stole money church").to_dict()),
        str(memory.context("uncle church")),
        memory.export("json"),
        memory.export("markdown"),
        str([t.to_dict() for t in memory.tombstone_list()]),
        str([e.to_dict() for e in memory.audit_log(limit=None)]),
    ]
    for document in documents:
        assert "Quillfeather" not in document and "embezzled" not in document
    memory.close()
    raw = disk_bytes(db_path)
    for word in (secret, "Quillfeather", "Thaddeus", "embezzled", "quillfeath"):
        assert word.encode() not in raw and word.lower().encode() not in raw
    # Control: the store really holds the tombstone's vector and an ordinary memory's text.
    assert b"my aunt runs a bakery" in raw
    vectors = rows(db_path, ["tombstone_vectors"])["tombstone_vectors"]
    assert [(v[0], v[1], v[2]) for v in vectors] == [(stone.id, "all-MiniLM-L6-v2-onnx-int8", 384)]
    assert len(vectors[0][3]) == 4 * 384


def test_a_removed_tombstone_blocks_nothing_and_keeps_no_vector(
    memory: Memory, db_path: Path, rows
) -> None:
    stone = memory.tombstone_add("my father has dementia")
    assert memory.remember("my dad suffers from dementia").decision == "blocked"
    memory.tombstone_remove(stone.id)
    assert rows(db_path, ["tombstone_vectors"])["tombstone_vectors"] == []
    assert memory.remember("my dad suffers from dementia").decision == "created"


def test_forget_never_tombstones_by_meaning(memory: Memory) -> None:
    first = memory.remember("I'm afraid of flying").memory
    assert first is not None
    memory.forget(first.id, never=True)
    assert memory.remember("flying on planes scares me").decision == "blocked"
    assert memory.remember("I'm flying to Lisbon next week").decision == "created"


def test_a_vector_of_another_model_is_not_compared(memory: Memory) -> None:
    from memwarden.embedders import get_embedder

    memory.tombstone_add("my brother is in prison")  # a MiniLM vector
    try:
        meaning.set_embedder(get_embedder("hashed"))
        # The hashed embedder cannot compare with a MiniLM vector: lexical matching only.
        assert memory.remember("my brother is doing time up north").decision == "created"
        assert memory.remember("my brother is in prison!").decision == "blocked"  # control
    finally:
        meaning.set_embedder(None)


def test_the_embedder_loads_only_once_tombstones_exist(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from memwarden import Memory\n"
        "from memwarden.trust import meaning\n"
        f"m = Memory.open({str(tmp_path / 'lazy.db')!r})\n"
        "m.remember('I live in Lisbon'); m.recall('Lisbon'); m.context('Lisbon')\n"
        "print(meaning.loaded())\n"
        "m.tombstone_add('my brother is in prison')\n"
        "m.remember('I work at the harbour')\n"
        "print(meaning.loaded())\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True"]


def test_observe_neither_logs_nor_learns_a_paraphrase(memory: Memory) -> None:
    memory.tombstone_add("my brother is in prison")
    report = memory.observe(
        [
            {"role": "user", "content": "my brother is serving time in jail"},
            {"role": "user", "content": "my brother is a teacher"},
        ],
        chat_id="c1",
    )
    blocked, kept = report["turns"]
    assert blocked["episode"] is None
    assert [d["decision"] for d in blocked["decisions"]] == ["blocked"]
    assert kept["episode"] is not None  # control: the unrelated turn is logged and learned
    assert "created" in [d["decision"] for d in kept["decisions"]]
    texts = {h.memory.text for h in memory.recall("brother jail teacher").results}
    assert texts == {"my brother is a teacher"}
