"""Embedding speed: load time, batch throughput and single-query latency per embedder.

Method: the first ``n`` conversation turns (in file order) of the LoCoMo dev split
(``locomo_dev.json``, see its LICENSE next to it) are the sentences. For each embedder:

* ``load_s`` — wall time of construction plus the first one-text embed in this process
  (for MiniLM: importing onnxruntime, verifying the model's sha256, building the session);
* ``throughput_sps`` — sentences per second embedding all ``n`` in one call (the embedder
  batches internally), best of ``rounds`` after one warm-up round;
* ``query_p50_ms`` / ``query_p95_ms`` — latency of embedding one sentence at a time, over
  ``queries`` different sentences, after warm-up.

Run: ``python -m memwarden.bench.embed [--data PATH] [--n 2000]``; prints JSON.
Timings belong here, never in tests.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..embedders.base import Embedder, minilm_available

__all__ = ["DEFAULT_DATA", "load_sentences", "measure", "run"]

DEFAULT_DATA = Path("/work/shared/bench/data/locomo_dev.json")


def load_sentences(path: Path, n: int) -> list[str]:
    """The first ``n`` non-empty turn texts of a LoCoMo file, in order."""
    samples = json.loads(path.read_text(encoding="utf-8"))
    out: list[str] = []
    for sample in samples:
        conversation = sample.get("conversation", {})
        for key in sorted(conversation, key=_session_order):
            turns = conversation[key]
            if not isinstance(turns, list):
                continue
            for turn in turns:
                text = turn.get("text") if isinstance(turn, dict) else None
                if isinstance(text, str) and text.strip():
                    out.append(text)
                    if len(out) >= n:
                        return out
    return out


def _session_order(key: str) -> tuple[int, str]:
    tail = key.rsplit("_", 1)[-1]
    return (int(tail), key) if tail.isdigit() else (1 << 30, key)


def measure(
    build: Callable[[], Embedder],
    sentences: Sequence[str],
    *,
    queries: int = 200,
    rounds: int = 2,
) -> dict[str, Any]:
    """Load time, throughput and single-query latency of the embedder ``build`` returns."""
    started = time.perf_counter()
    embedder = build()
    embedder.embed([sentences[0]])
    load_s = time.perf_counter() - started

    embedder.embed(list(sentences))  # warm-up
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        embedder.embed(list(sentences))
        best = min(best, time.perf_counter() - t0)

    singles = list(sentences[:queries])
    for text in singles[:10]:  # warm-up
        embedder.embed([text])
    latencies: list[float] = []
    for text in singles:
        t0 = time.perf_counter()
        embedder.embed([text])
        latencies.append((time.perf_counter() - t0) * 1000.0)
    latencies.sort()
    return {
        "model_id": embedder.model_id,
        "dim": embedder.dim,
        "sentences": len(sentences),
        "load_s": round(load_s, 4),
        "throughput_sps": round(len(sentences) / best, 1),
        "query_p50_ms": round(statistics.median(latencies), 3),
        "query_p95_ms": round(latencies[int(0.95 * (len(latencies) - 1))], 3),
        "queries": len(latencies),
    }


def run(data: Path = DEFAULT_DATA, n: int = 2000, queries: int = 200) -> dict[str, Any]:
    """Measure the hashed embedder and, when its extra is installed, MiniLM."""
    from ..embedders.hashed import HashedEmbedder

    sentences = load_sentences(data, n)
    if not sentences:
        raise SystemExit(f"no sentences found in {data}")
    result: dict[str, Any] = {
        "benchmark": "embed",
        "data": data.name,
        "machine": {
            "python": platform.python_version(),
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
            "load_avg_1m_before": round(os.getloadavg()[0], 2),
        },
        "hashed": measure(HashedEmbedder, sentences, queries=queries),
    }
    if minilm_available():
        from ..embedders.minilm import MiniLMEmbedder

        result["minilm"] = measure(MiniLMEmbedder, sentences, queries=queries)
    else:
        result["minilm"] = {"skipped": "extra 'minilm' is not installed"}
    # other work on the machine skews every number above; say how busy it was
    result["machine"]["load_avg_1m_after"] = round(os.getloadavg()[0], 2)
    return result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m memwarden.bench.embed", description=__doc__)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="a LoCoMo JSON file")
    parser.add_argument("--n", type=int, default=2000, help="how many sentences")
    parser.add_argument("--queries", type=int, default=200, help="single-sentence embeds timed")
    args = parser.parse_args(argv)
    json.dump(run(args.data, args.n, args.queries), sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
