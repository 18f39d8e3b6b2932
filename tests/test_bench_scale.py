"""``memwarden bench store``, ``bench scale`` and ``bench peers``: the shape of their reports on
tiny inputs. No timing is asserted (timings belong in docs/benchmarks.md, not in tests); mem0 is
never required here.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from cli_harness import clean_cli_environment, invoke
from memwarden.embedders.base import minilm_available
from memwarden.errors import ConfigurationError
from memwarden.worker import second_core


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    clean_cli_environment(monkeypatch, tmp_path)


def test_bench_scale_reports_every_figure_for_a_tiny_store() -> None:
    outcome = invoke(
        "bench", "scale", "--sizes", "200", "--embedder", "hashed", "--queries", "5", "--json"
    )
    assert outcome.code == 0, outcome.err
    report = outcome.json()
    assert report["benchmark"] == "scale"
    assert report["embedder"] == "hashed"
    assert report["targets"] == {"ingest_per_s": 5000}
    (row,) = report["results"]
    assert "error" not in row
    assert row["memories"] == 200
    assert row["model_id"].startswith("hashed")
    assert row["index_kind"] == "NumpyIndex"  # far below the HNSW threshold
    assert row["recall_queries"] == 5
    assert 0 < row["created"] <= 200
    assert sum(row["decisions"].values()) == 200
    for key in (
        "import_seconds", "import_per_s", "embed_seconds", "embed_per_s", "ingest_per_s",
        "index_build_s", "recall_p50_ms", "recall_p95_ms", "query_embed_p50_ms",
        "remember_embed_p50_ms", "peak_rss_mb", "db_mb", "seconds", "import_cpu_s",
        "recall_cpu_p50_ms",
    ):  # fmt: skip
        assert isinstance(row[key], int | float) and row[key] > 0, key
    assert row["recall_p95_ms"] >= row["recall_p50_ms"]
    assert row["ingest_per_s"] <= row["import_per_s"]
    assert row["load_avg_before"] >= 0
    # 200 entries start no second process (1,000 for the import's, 8,192 queued for the
    # embedding's): nothing of theirs to report.
    assert row["workers_peak_rss_mb"] == 0 and row["workers_cpu_s"] == 0


@pytest.mark.skipif(not second_core(), reason="one core here: no second process is started")
def test_bench_scale_reports_the_second_processes_apart() -> None:
    """A size large enough for the import's worker reports its memory and CPU (not in the
    process's own peak), where a size below it reports none (the control)."""
    outcome = invoke(
        "bench", "scale", "--sizes", "500,1500", "--embedder", "hashed", "--queries", "3",
        "--json",
    )  # fmt: skip
    assert outcome.code == 0, outcome.err
    small, large = outcome.json()["results"]
    assert (small["workers_peak_rss_mb"], small["workers_cpu_s"]) == (0, 0)
    assert large["workers_peak_rss_mb"] > 10 and large["workers_cpu_s"] > 0


def test_bench_store_reports_every_figure_for_a_tiny_store() -> None:
    # ``--json`` after the command, as every other benchmark takes it, and before it.
    for args in (("bench", "store", "--sizes", "200", "--json"),
                 ("--json", "bench", "store", "--sizes", "200")):  # fmt: skip
        outcome = invoke(*args)
        assert outcome.code == 0, outcome.err
        report = outcome.json()
        assert report["benchmark"] == "store"
        assert report["targets"]["import_per_s"] == 5000
        (row,) = report["results"]
        assert row["memories"] == 200
        assert 0 < row["created"] <= 200
        for key in ("import_per_s", "remember_p50_ms", "recall_p50_ms", "recall_p95_ms",
                    "peak_rss_mb", "db_mb"):  # fmt: skip
            assert isinstance(row[key], int | float) and row[key] > 0, key
        assert row["recall_p95_ms"] >= row["recall_p50_ms"]
        assert row["import_worker"] is False  # 200 entries: too few to start a worker
        assert row["worker_peak_rss_mb"] == 0  # so no worker memory to report
    assert invoke("bench", "store", "--sizes", "10").code == 2


def test_bench_scale_refuses_a_bad_size_or_embedder() -> None:
    assert invoke("bench", "scale", "--sizes", "10").code == 2
    assert invoke("bench", "scale", "--embedder", "word2vec").code == 2


# -- peers: BM25, dense and memwarden on a tiny fixture (mem0 is never required) ---------------

LOCOMO = [
    {
        "sample_id": "conv-x",
        "conversation": {
            "speaker_a": "Ana",
            "speaker_b": "Ben",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Ana", "dia_id": "D1:1", "text": "I finally bought a cello."},
                {"speaker": "Ben", "dia_id": "D1:2", "text": "Nice! Are you taking lessons?"},
                {"speaker": "Ana", "dia_id": "D1:3", "text": "Yes, every Tuesday in Porto."},
            ],
            "session_2_date_time": "10:00 am on 9 June, 2023",
            "session_2": [
                {"speaker": "Ben", "dia_id": "D2:1", "text": "My dog Rex learned to swim."},
                {"speaker": "Ana", "dia_id": "D2:2", "text": "Labradors love the water."},
            ],
        },
        "qa": [
            {"question": "Who bought a cello?", "answer": "Ana",
             "evidence": ["D1:1"], "category": 4},
            {"question": "What did Rex learn?", "answer": "to swim",
             "evidence": ["D2:1"], "category": 4},
            {"question": "Unanswerable?", "evidence": [], "category": 5},
        ],
    }
]  # fmt: skip
LME = [
    {
        "question_id": "q1",
        "question_type": "single-session-user",
        "question": "Which city do I take cello lessons in?",
        "answer": "Porto",
        "question_date": "2023/06/01 (Thu) 10:00",
        "haystack_session_ids": ["s1", "s2", "s3"],
        "haystack_dates": ["2023/05/01 (Mon) 09:00", "2023/05/02 (Tue) 09:00",
                           "2023/05/03 (Wed) 09:00"],
        "haystack_sessions": [
            [{"role": "user", "content": "I take cello lessons in Porto."},
             {"role": "assistant", "content": "Lovely city for music."}],
            [{"role": "user", "content": "Recommend a pasta recipe."}],
            [{"role": "user", "content": "How do I fix a flat bicycle tyre?"}],
        ],
        "answer_session_ids": ["s1"],
    },
    {"question_id": "q2_abs", "question_type": "single-session-user", "question": "?",
     "answer": "", "question_date": "2023/06/01 (Thu) 10:00", "haystack_session_ids": [],
     "haystack_dates": [], "haystack_sessions": [], "answer_session_ids": []},
]  # fmt: skip


def test_bench_peers_without_mem0_says_how_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from memwarden.bench import peers

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "mem0" else real(name, *a)
    )
    monkeypatch.delenv("MEMWARDEN_PEERS_PYTHON", raising=False)
    with pytest.raises(ConfigurationError, match=r"memwarden\[peers\]"):
        peers._mem0_python(None)


@pytest.mark.parametrize("with_bm25", [False, True], ids=["dense-memwarden", "with-bm25"])
def test_bench_peers_scores_bm25_dense_and_memwarden_side_by_side(
    tmp_path: Path, with_bm25: bool
) -> None:
    """Without the peers extra (as in CI) dense and memwarden still run side by side; BM25
    joins them where bm25s is installed."""
    if with_bm25:
        pytest.importorskip("bm25s")
    if not minilm_available():
        pytest.skip("the minilm extra is not installed")
    methods = {"bm25", "dense", "memwarden"} if with_bm25 else {"dense", "memwarden"}
    locomo = tmp_path / "locomo.json"
    locomo.write_text(json.dumps(LOCOMO))
    lme = tmp_path / "lme.json"
    lme.write_text(json.dumps(LME))
    outcome = invoke(
        "bench", "peers", "--data", str(locomo), "--data", str(lme),
        "--methods", ",".join(sorted(methods)), "--json",
    )  # fmt: skip
    assert outcome.code == 0, outcome.err
    report = outcome.json()
    assert report["benchmark"] == "peers"
    assert set(report["config"]) == methods
    assert report["memwarden_embed_misses"] == 0  # memwarden embedded exactly the shared texts
    conv = report["results"]["locomo"]
    assert (conv["cases"], conv["questions"], conv["turns"]) == (1, 2, 5)
    assert set(conv["methods"]) == methods
    for row in conv["methods"].values():
        assert set(row) >= {"R@1", "R@5", "R@10", "R@20", "search_p50_ms", "build_s"}
        assert all(0.0 <= row[f"R@{k}"] <= 1.0 for k in (1, 5, 10, 20))
        assert row["R@5"] == 1.0  # five turns: everything is in the top 5
    if with_bm25:
        assert conv["methods"]["bm25"]["R@1"] == 1.0  # one turn each shares the question's words
    sessions = report["results"]["longmemeval"]
    assert (sessions["cases"], sessions["questions"], sessions["turns"]) == (1, 1, 3)
    for row in sessions["methods"].values():
        assert row["any@1"] == row["all@1"] == 1.0
        assert row["any@10"] == 1.0
