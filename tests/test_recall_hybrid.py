"""Hybrid recall: the derived vector index, fusion, the floor, and why a stale index is harmless.

Most tests use the built-in hashed embedder (a deterministic fake registered like a real
model); the meaning tests use MiniLM, which the test extra installs.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from memwarden import Memory
from memwarden.embedders import minilm_available
from memwarden.settings import Settings

HASHED = Settings(embedder="hashed")
needs_minilm = pytest.mark.skipif(not minilm_available(), reason="the minilm extra is missing")


def _vectors(db: Path) -> list[tuple[str, str, str]]:
    conn = sqlite3.connect(db)
    try:
        return conn.execute(
            "SELECT memory_id, model_id, content_hash FROM vectors ORDER BY memory_id"
        ).fetchall()
    finally:
        conn.close()


def _queued(db: Path) -> list[str]:
    conn = sqlite3.connect(db)
    try:
        return [r[0] for r in conn.execute("SELECT memory_id FROM embed_queue")]
    finally:
        conn.close()


def test_a_write_is_queued_and_embedded_later_with_its_content_hash(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, settings=HASHED) as memory:
        kept = memory.remember("my cello teacher is called Ines").memory
        assert _queued(db) == [kept.id]  # written with the memory, not embedded yet
        assert _vectors(db) == []
        assert memory.embed_pending()["embedded"] == 1
        ((memory_id, model, chash),) = _vectors(db)
        assert (memory_id, chash) == (kept.id, kept.content_hash)
        assert model.startswith("hashed")
        assert _queued(db) == []


def test_forget_deletes_the_vectors_and_keeps_the_others(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, settings=HASHED) as memory:
        gone = memory.remember("my locker code is behind the blue poster").memory
        stays = memory.remember("my cello teacher is called Ines").memory  # control
        memory.embed_pending()
        memory.forget(gone.id)
        assert [row[0] for row in _vectors(db)] == [stays.id]
        assert memory.recall("blue poster locker").results == ()
        assert [h.memory.id for h in memory.recall("cello teacher").results] == [stays.id]


def test_unembedded_rows_are_still_found_lexically(tmp_path: Path) -> None:
    settings = Settings(embedder="hashed", embed_catchup=0)
    db = tmp_path / "m.db"
    with Memory.open(db, settings=settings) as memory:
        kept = memory.remember("the spare key is under the terracotta pot").memory
        hits = memory.recall("terracotta pot", explain=True).results
        assert [h.memory.id for h in hits] == [kept.id]
        assert hits[0].explain["vector"]["cosine"] is None  # found without a vector
        assert _vectors(db) == []
        memory.embed_pending()  # control: once embedded, the vector signal joins in
        again = memory.recall("terracotta pot", explain=True).results
        assert again[0].explain["vector"]["cosine"] is not None


@needs_minilm
def test_meaning_finds_what_no_word_shares(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db") as memory:
        dog = memory.remember("We adopted a golden retriever named Max").memory
        memory.remember("I work night shifts at the city hospital")
        # ("what pets do I have" is read for the pet slot and the breeds, and "which animal" for
        # the pets topic: words, since 2026-12)
        hits = memory.recall("which creature do we own", explain=True).results
        assert hits and hits[0].memory.id == dog.id
        assert hits[0].explain["signals"]["lexical"] == 0
        assert hits[0].explain["signals"]["vector"] > 0
    # control: the same store, lexical only, finds nothing for words it does not hold
    with Memory.open(tmp_path / "m.db", settings=Settings(embedder="none")) as lexical:
        assert lexical.recall("which creature do we own").results == ()
        assert lexical.recall("which animal do we own").results  # the pets topic: by words


@needs_minilm
def test_a_query_about_nothing_stored_returns_nothing(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db") as memory:
        memory.remember("I am allergic to peanuts")
        memory.remember("My sister Ana lives in Lisbon")
        assert memory.recall("quantum chromodynamics on a lattice").results == ()
        assert memory.recall("which nuts should I avoid").results  # control


def test_importance_and_confidence_never_outrank_relevance(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=HASHED) as memory:
        relevant = memory.remember(
            "the boat is moored at pier seven", importance=1, confidence=0.05
        ).memory
        weak = memory.remember(
            "pier inspections happen every spring for every harbour and every marina",
            importance=10,
            confidence=1.0,
        ).memory
        hits = [h.memory.id for h in memory.recall("where is the boat moored pier").results]
        assert hits[:2] == [relevant.id, weak.id]


def test_explain_gives_each_signal_and_bonus(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=HASHED) as memory:
        memory.remember("my cello teacher is called Ines", pinned=True, arousal=2)
        (hit,) = memory.recall("cello teacher", explain=True).results
        explain = hit.explain
        assert set(explain["signals"]) == {"lexical", "vector"}
        assert explain["signals"]["lexical"] > 0 and explain["signals"]["vector"] > 0
        assert explain["bonuses"]["pinned"] > 0 and explain["bonuses"]["arousal"] > 0
        relevance = explain["signals"]["lexical"] + explain["signals"]["vector"]
        assert hit.score == pytest.approx(relevance * (1 + sum(explain["bonuses"].values())))


def test_recall_and_context_count_accesses(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=HASHED) as memory:
        used = memory.remember("my cello teacher is called Ines").memory
        unused = memory.remember("the boiler was serviced in March").memory  # control
        memory.recall("cello teacher")
        memory.context("cello")
        assert memory.get(used.id).access_count == 2
        assert memory.get(used.id).last_accessed_at is not None
        assert memory.get(unused.id).access_count == 1  # context lists every memory that fits
        memory.recall("cello teacher")
        assert memory.get(unused.id).access_count == 1


# -- a stale or damaged index never leaks ------------------------------------------------------


def _plant(memory: Memory, memory_id: str, content_hash: str, like: str) -> None:
    """Put a vector into the in-process index behind the table's back: the query's own."""
    vectors = memory._vectors()
    index = vectors._ready_index()
    query = vectors.embedder.embed([like])
    index.add([memory_id], [content_hash], query)


def test_a_stale_index_cannot_bring_back_a_forgotten_memory(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=HASHED) as memory:
        gone = memory.remember("the spare key is under the blue flowerpot").memory
        live = memory.remember("the garden shed key hangs by the door").memory
        memory.embed_pending()
        memory.forget(gone.id)
        query = "zebra umbrella xylophone"
        _plant(memory, gone.id, gone.content_hash, query)
        _plant(memory, live.id, live.content_hash, query)  # control: the same trick, live row
        ids = [h.memory.id for h in memory.recall(query).results]
        assert gone.id not in ids
        assert ids == [live.id]


def test_a_stale_vector_of_an_old_text_is_rechecked_away(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=HASHED) as memory:
        live = memory.remember("the garden shed key hangs by the door").memory
        memory.embed_pending()
        query = "zebra umbrella xylophone"
        _plant(memory, live.id, "0" * 64, query)  # made from some other text
        assert memory.recall(query).results == ()
        _plant(memory, live.id, live.content_hash, query)  # control: the current hash
        assert [h.memory.id for h in memory.recall(query).results] == [live.id]


def test_a_stale_index_cannot_leak_a_foreign_memory(tmp_path: Path, make_agent) -> None:
    del make_agent
    db = tmp_path / "m.db"
    with Memory.open(db, settings=HASHED) as owner:
        secret = owner.remember("the diary is in the attic", scope="private").memory
        shared = owner.remember("the shed key hangs by the door", scope="home").memory
        _, token = owner.principal_add(
            "helper", labels=["personal"], capabilities=["read"], scopes=["home"]
        )
        owner.embed_pending()
        query = "zebra umbrella xylophone"
        _plant(owner, secret.id, secret.content_hash, query)
        _plant(owner, shared.id, shared.content_hash, query)
        agent = owner.for_token(token)
        assert [h.memory.id for h in agent.recall(query).results] == [shared.id]
        owner_ids = {h.memory.id for h in owner.recall(query).results}
        assert owner_ids == {secret.id, shared.id}  # control: the owner may see both


@pytest.mark.parametrize("damage", ["garbage", "truncated", "missing"])
def test_a_damaged_index_file_is_rebuilt_with_a_note(tmp_path: Path, damage: str) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, settings=HASHED) as memory:
        kept = memory.remember("my cello teacher is called Ines").memory
        memory.embed_pending()
        expected = [(h.memory.id, h.score) for h in memory.recall("cello lessons").results]
        path = memory._vectors().index_path()
    assert path is not None and path.exists()  # saved on close
    if damage == "garbage":
        path.write_bytes(b"not an index at all")
    elif damage == "truncated":
        path.write_bytes(path.read_bytes()[:-7])
    else:
        path.unlink()
    with Memory.open(db, settings=HASHED) as memory:
        if damage != "missing":
            report = memory.doctor()
            assert any(p.startswith("vector index") for p in report["problems"])
        got = [(h.memory.id, h.score) for h in memory.recall("cello lessons").results]
        assert got == expected and got[0][0] == kept.id
        assert memory._vectors().notes  # the rebuild was noted
        repaired = memory.doctor(repair=True)
        assert any("vector index" in r for r in repaired["repaired"])
        assert not any(p.startswith("vector index") for p in memory.doctor()["problems"])


def test_changing_the_model_re_embeds(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, settings=Settings(embedder="hashed:64")) as memory:
        memory.remember("my cello teacher is called Ines")
        memory.remember("the boiler was serviced in March")
        memory.embed_pending()
    with Memory.open(db, settings=Settings(embedder="hashed:128")) as memory:
        report = memory.reindex()
        assert report["embedded"] == 2 and report["indexed"] == 2
        assert memory.recall("cello").results
    models = sorted({row[1] for row in _vectors(db)})
    assert len(models) == 2 and models[0] != models[1]


def test_the_background_worker_embeds_after_a_write(tmp_path: Path) -> None:
    import time

    db = tmp_path / "m.db"
    with Memory.open(db, settings=Settings(embedder="hashed", embed_worker=True)) as memory:
        memory.remember("my cello teacher is called Ines")
        deadline = time.monotonic() + 60  # a bound for a slow machine, not a timing assertion
        while not _vectors(db) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(_vectors(db)) == 1


@pytest.mark.parametrize("worker", [True, False])
def test_the_background_worker_brings_the_index_along(tmp_path: Path, worker: bool) -> None:
    """With the worker on, the in-process index is built (and kept in step) after a write,
    before any recall — a large store's graph is not built on a caller's time. The control:
    with it off, nothing is built until the first recall."""
    import time

    settings = Settings(embedder="hashed", embed_worker=worker)
    with Memory.open(tmp_path / "m.db", settings=settings) as memory:
        vectors = memory._vectors()
        memory.remember("my cello teacher is called Ines")
        if not worker:
            time.sleep(0.2)
            assert vectors._index is None
            memory.embed_pending()
        deadline = time.monotonic() + 60  # a bound for a slow machine, not a timing assertion
        while worker and (vectors._index is None or not len(vectors._index)):
            assert time.monotonic() < deadline, "the worker never built the index"
            time.sleep(0.05)
        assert vectors._index is not None or not worker
        second = memory.remember("the violin lessons are on Fridays").memory
        while worker and second.id not in vectors._index:
            assert time.monotonic() < deadline, "the worker never caught the index up"
            time.sleep(0.05)
        assert memory.recall("violin lessons").results[0].memory.id == second.id
        assert second.id in vectors._index


def test_reindex_from_the_cli(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from memwarden.interfaces.cli import cli

    db = tmp_path / "m.db"
    env = {"MEMWARDEN_EMBEDDER": "hashed"}
    runner = CliRunner()
    assert (
        runner.invoke(cli, ["--db", str(db), "remember", "cello on Tuesdays"], env=env).exit_code
        == 0
    )
    out = runner.invoke(cli, ["--db", str(db), "--json", "reindex"], env=env)
    assert out.exit_code == 0, out.output
    assert json.loads(out.output)["indexed"] == 1


def test_a_turn_lends_relevance_to_its_neighbours_in_the_chat(tmp_path: Path) -> None:
    settings = Settings(embedder="none")
    with Memory.open(tmp_path / "m.db", settings=settings) as memory:
        asked = memory.remember("Did you ever find the harmonica?", kind="episode", chat_id="c1")
        reply = memory.remember("Yes, it was behind the sofa", kind="episode", chat_id="c1")
        alone = memory.remember("Yes, it was under the couch", kind="episode", chat_id="c2")
        hits = memory.recall("harmonica", explain=True).results
        ids = [h.memory.id for h in hits]
        # The reply to a question gets all of its relevance and leads (Fusion.reply_weight).
        assert ids == [reply.memory.id, asked.memory.id]
        assert hits[0].explain["signals"]["context"] > 0
        assert alone.memory.id not in ids  # control: a reply whose chat did not match


def _locomo_fixture(path: Path) -> None:
    turns = [
        {"speaker": "Ana", "dia_id": "D1:1", "text": "I finally bought a kayak last weekend!"},
        {"speaker": "Ben", "dia_id": "D1:2", "text": "Nice, where will you paddle?"},
        {
            "speaker": "Ana",
            "dia_id": "D1:3",
            "text": "On the lake near my aunt's cabin.",
            "blip_caption": "a photo of a red kayak on a lake",
        },
    ]
    later = [{"speaker": "Ben", "dia_id": "D2:1", "text": "My violin recital went well."}]
    data = [
        {
            "sample_id": "tiny",
            "conversation": {
                "speaker_a": "Ana",
                "speaker_b": "Ben",
                "session_1_date_time": "1:56 pm on 8 May, 2023",
                "session_1": turns,
                "session_2_date_time": "10:00 am on 9 June, 2023",
                "session_2": later,
            },
            "qa": [
                {
                    "question": "What did Ana buy?",
                    "answer": "a kayak",
                    "evidence": ["D1:1"],
                    "category": 4,
                },
                {
                    "question": "What colour is Ana's kayak?",
                    "answer": "red",
                    "evidence": ["D1:3; D9:99"],
                    "category": 1,
                },
                {"question": "Ignored adversarial", "evidence": ["D1:2"], "category": 5},
            ],
        }
    ]
    path.write_text(json.dumps(data), encoding="utf-8")


def test_bench_locomo_reports_the_readme_metric(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from memwarden.interfaces.cli import cli

    data = tmp_path / "locomo.json"
    _locomo_fixture(data)
    out = CliRunner().invoke(
        cli, ["bench", "locomo", "--data", str(data), "--embedder", "hashed", "--json"]
    )
    assert out.exit_code == 0, out.output
    report = json.loads(out.stdout)
    assert report["questions"] == 2  # category 5 left out
    assert report["evidence_ids_dropped"] == 1  # D9:99 does not resolve
    assert set(report["recall_at"]) == {"1", "5", "10", "20"}
    assert report["recall_at"]["20"] == 1.0
    assert set(report["by_category"]) == {"multi-hop", "single-hop"}


def test_bench_longmemeval_reports_any_and_all(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from memwarden.interfaces.cli import cli

    def session(text: str) -> list[dict[str, str]]:
        return [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}]

    item = {
        "question_id": "q1",
        "question_type": "single-session-user",
        "question": "Where did I park the camper van?",
        "answer": "at the marina",
        "question_date": "2023/05/30 (Tue) 10:18",
        "haystack_session_ids": ["s1", "s2", "s3"],
        "haystack_dates": [
            "2023/05/20 (Sat) 07:47",
            "2023/05/21 (Sun) 08:00",
            "2023/05/22 (Mon) 09:00",
        ],
        "haystack_sessions": [
            session("I parked the camper van at the marina."),
            session("My tomato plants are thriving."),
            session("The van needs new tyres soon."),
        ],
        "answer_session_ids": ["s1"],
    }
    abstain = dict(item, question_id="q2_abs")
    data = tmp_path / "lme.json"
    data.write_text(json.dumps([item, abstain]), encoding="utf-8")
    out = CliRunner().invoke(
        cli, ["bench", "longmemeval", "--data", str(data), "--embedder", "hashed", "--json"]
    )
    assert out.exit_code == 0, out.output
    report = json.loads(out.stdout)
    assert report["questions"] == 1  # the abstention question is excluded
    assert report["recall_any_at"]["1"] == 1.0 and report["recall_all_at"]["10"] == 1.0
    assert report["ingest_per_s"] > 0


def test_an_unavailable_embedder_leaves_lexical_recall_working(tmp_path: Path) -> None:
    broken = Settings(embedder="ollama:nomic-embed-text")  # no base_url: cannot run
    with Memory.open(tmp_path / "m.db", settings=broken) as memory:
        kept = memory.remember("my cello teacher is called Ines").memory
        assert [h.memory.id for h in memory.recall("cello teacher").results] == [kept.id]
        assert memory._vectors().notes  # said why the vector signal was skipped
        assert memory.recall("violin lessons").results == ()  # control: no match, no result
        assert any("embedder cannot run" in p for p in memory.doctor()["problems"])


def test_the_kept_vector_count_follows_the_table(tmp_path: Path) -> None:
    """vector_stats reads a count kept by triggers (0008): it must equal the rows through
    embedding, forgetting, a replaced text and a change of model — and a stale count would
    show as a missing hit (the control: the memory is found)."""
    db = tmp_path / "m.db"

    def counted() -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
        conn = sqlite3.connect(db)
        try:
            kept = conn.execute("SELECT model_id, n FROM vector_counts ORDER BY model_id")
            real = conn.execute(
                "SELECT model_id, count(*) FROM vectors GROUP BY model_id ORDER BY model_id"
            )
            return [(m, n) for m, n in kept if n], real.fetchall()
        finally:
            conn.close()

    with Memory.open(db, settings=HASHED) as memory:
        ids = [memory.remember(f"the blue kettle number {i} whistles").memory.id for i in range(6)]
        memory.embed_pending()
        kept, real = counted()
        assert kept == real and real[0][1] == 6
        memory.forget(ids[0])
        memory.forget(ids[1])
        kept, real = counted()
        assert kept == real and real[0][1] == 4
        hits = [h.memory.id for h in memory.recall("blue kettle number 3").results]
        assert ids[3] in hits and ids[0] not in hits
    with Memory.open(db, settings=Settings(embedder="hashed:128")) as memory:
        memory.reindex()  # another model id: its own count
        kept, real = counted()
        assert kept == real and len(real) == 2


@pytest.mark.parametrize("chunk", [1, 3, 7, 10_000])
def test_the_index_is_built_whole_from_the_table_in_any_step(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chunk: int
) -> None:
    """The in-process index is built from the vectors table in steps of ``_CATCH_UP_CHUNK`` rows
    (small, to keep the resident set down): whatever the step, every vector is in it once."""
    from memwarden.read import vector_signal

    monkeypatch.setattr(vector_signal, "_CATCH_UP_CHUNK", chunk)
    settings = Settings(embedder="hashed", index_dir=tmp_path / "index")
    with Memory.open(tmp_path / "m.db", settings=settings) as memory:
        written = {
            memory.remember(f"the green lantern number {i} hangs by door {i}").memory.id
            for i in range(10)
        }
        memory.embed_pending()
        index = memory._vectors()._ready_index()
        assert set(index.entries()) == written
        hit = memory.recall("green lantern number 7 door 7").results[0]
        assert "number 7 " in hit.memory.text  # control: the index answers


@pytest.mark.parametrize("step", [1, 3, 7, 10_000])
def test_draining_in_any_step_gives_each_memory_its_own_vector(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: int
) -> None:
    """``embed_pending`` reads the queue ``DRAIN_BATCH`` texts at a time: whatever the step,
    every memory gets the vector of its own text (compared with that text embedded alone),
    once, and the queue ends empty. (MiniLM's own reordering by length within a call is
    checked in tests/test_embedders.py.)"""
    import numpy as np

    from memwarden.read import vector_signal
    from memwarden.vectors.codec import decode

    monkeypatch.setattr(vector_signal, "DRAIN_BATCH", step)
    db = tmp_path / "m.db"
    with Memory.open(db, settings=HASHED) as memory:
        texts = {}
        for i in range(10):  # ten different texts: a vector given to the wrong row shows
            kept = memory.remember(f"lantern {i} " + "bright " * (9 - i) + f"by door {i}").memory
            texts[kept.id] = kept.text
        assert memory.embed_pending()["embedded"] == 10
        embedder = memory._vectors().embedder
        conn = sqlite3.connect(db)
        try:
            rows = conn.execute("SELECT memory_id, vector FROM vectors").fetchall()
        finally:
            conn.close()
    assert sorted(mid for mid, _ in rows) == sorted(texts)
    for memory_id, blob in rows:
        stored = decode(blob, embedder.dim)
        assert len(blob) < 4 * embedder.dim  # the hashed embedder's vectors are kept sparse
        alone = embedder.embed([texts[memory_id]])[0]
        assert np.allclose(stored, alone, atol=1e-6), texts[memory_id]
    assert _queued(db) == []


def test_gating_more_ids_than_sqlite_binds_at_once(tmp_path: Path) -> None:
    """A vector pool can grow past SQLite's limit on bound parameters: the gate reads it in
    pieces, and still admits exactly the visible rows (the control: a real id among 40,000
    missing ones is found)."""
    from memwarden.clock import now
    from memwarden.read.recall import RecallRequest, build_gate

    with Memory.open(tmp_path / "m.db", settings=HASHED) as memory:
        kept = memory.remember("the red door squeaks").memory
        ids = [f"01NOSUCHID{i:016d}" for i in range(40_000)] + [kept.id]
        gate = build_gate(RecallRequest(query="door"), memory.principal, now())
        assert list(memory._store.gated_hashes(ids, gate)) == [kept.id]
        assert list(memory._store.get_gated(ids, gate)) == [kept.id]


def test_a_held_memory_is_embedded_only_once_it_is_kept(tmp_path: Path) -> None:
    """Pending rows never reach recall: no queue entry, no vector (migration 0009) until the
    person confirms; then they are queued and found. The control: the kept memory it conflicts
    with is embedded at once."""
    db = tmp_path / "m.db"
    with Memory.open(db, settings=HASHED) as memory:
        kept = memory.remember("I live in Lisbon").memory
        held = memory.remember("I live in Porto")
        assert held.decision.value == "held" and held.memory is not None
        assert _queued(db) == [kept.id]
        memory.embed_pending()
        assert [row[0] for row in _vectors(db)] == [kept.id]
        memory.confirm(held.memory.id)
        assert held.memory.id in _queued(db)
        memory.embed_pending()
        assert held.memory.id in [row[0] for row in _vectors(db)]
        assert held.memory.id in [h.memory.id for h in memory.recall("Porto").results]


needs_usearch = pytest.mark.skipif(
    not __import__("memwarden.vectors", fromlist=["x"]).usearch_available(),
    reason="the ann extra is missing",
)


def _lanterns(memory: Memory) -> None:
    for i in range(12):
        memory.remember(f"the green lantern number {i} hangs by door {i}")
    memory.embed_pending()


def _reopened(db: Path, index_dir: Path, threshold: int) -> tuple[Memory, Any, str]:
    """Open ``db`` with the index kind chosen from ``threshold`` vectors; recall once."""
    memory = Memory.open(db, settings=Settings(embedder="hashed", index_dir=index_dir))
    vectors = memory._vectors()
    vectors._ann_threshold = threshold
    top = memory.recall("green lantern number 7 door 7").results[0].memory.text
    return memory, vectors, top


@needs_usearch
def test_an_index_file_of_the_wrong_kind_for_the_size_is_rebuilt(tmp_path: Path) -> None:
    """The index kind is chosen by the number of vectors when the index is built; a file saved
    when the store was smaller (or larger) is rebuilt as the kind its size calls for when it is
    loaded — HNSW from the threshold on, brute force below half of it — and kept otherwise."""
    db, index_dir = tmp_path / "m.db", tmp_path / "index"
    with Memory.open(db, settings=Settings(embedder="hashed", index_dir=index_dir)) as memory:
        _lanterns(memory)
        assert memory.recall("lantern").results  # builds and, on close, saves brute force
    steps = [  # (threshold, kind after loading, rebuilt?) for the 12 vectors, in this order
        (100, "numpy", False),  # the control: brute force still suits 12 < 100
        (10, "usearch", True),  # 12 ≥ 10: HNSW now
        (20, "usearch", False),  # 12 ≥ 20 // 2: HNSW kept (no flip-flop around the threshold)
        (30, "numpy", True),  # 12 < 30 // 2: brute force again
    ]
    for threshold, kind, rebuilt in steps:
        memory, vectors, top = _reopened(db, index_dir, threshold)
        with memory:
            assert vectors._index.kind == kind, threshold
            assert any("no longer suits" in n for n in vectors.notes) is rebuilt, threshold
            assert "number 7 " in top
            assert len(vectors._index) == 12


@needs_usearch
def test_an_hnsw_file_without_usearch_is_rebuilt_as_brute_force(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store whose HNSW index file was saved where the ann extra was installed, opened where
    it is not: the file cannot be read, so brute force is built from the table (with a note)
    and recall by meaning goes on. The control: with usearch the same file loads as HNSW."""
    from memwarden.errors import ConfigurationError
    from memwarden.vectors import choice, hnsw

    db, index_dir = tmp_path / "m.db", tmp_path / "index"
    with Memory.open(db, settings=Settings(embedder="hashed", index_dir=index_dir)) as memory:
        _lanterns(memory)
    memory, vectors, _ = _reopened(db, index_dir, 10)  # builds HNSW, saved on close
    memory.close()
    memory, vectors, top = _reopened(db, index_dir, 10)
    with memory:  # the control
        assert vectors._index.kind == "usearch" and not vectors.notes and "number 7 " in top

    def missing() -> Any:
        raise ConfigurationError("the HNSW vector index needs usearch")

    monkeypatch.setattr(hnsw, "_usearch_index_class", missing)
    monkeypatch.setattr(choice, "usearch_available", lambda: False)
    memory, vectors, top = _reopened(db, index_dir, 10)
    with memory:
        assert vectors._index.kind == "numpy"
        assert any("needs usearch" in n for n in vectors.notes)
        assert "number 7 " in top
        assert any("needs usearch" in p for p in memory.doctor()["problems"])
