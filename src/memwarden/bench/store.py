"""``memwarden bench store``: the store's own speed and size, on synthetic memories.

Method, per size N (each size in a fresh process, on a fresh database file in a temp folder):

1. bulk import — N synthetic memories written as a JSON export and loaded with
   ``Memory.import_`` (the same write path as ``remember``: validation, tombstones, review,
   insert, full-text index, audit event per memory, one transaction);
2. single ``remember`` — 200 new memories, one call (one transaction, committed) each, timed
   one by one;
3. lexical recall (the store opened with ``embedder = "none"``) — 300 queries of 1–4 words
   drawn from the same vocabulary (some with stopwords, as people ask), ``limit=10``, timed
   one by one;
4. RSS — the process's peak resident set size (``ru_maxrss``) at the end. An import of 1,000
   entries or more on a machine with a second core also runs a worker process for the texts'
   analysis (:mod:`memwarden.write.prepared`; ``import_worker`` in the result says whether it
   could); its memory is its own and not in this figure: ``worker_peak_rss_mb`` is its peak
   resident set (``VmHWM``, read just before it is stopped; 0 when none ran).

Figures are medians (p50) and 95th percentiles of the timed calls. The synthetic text is
deterministic (seeded), so runs are comparable.
"""

from __future__ import annotations

import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

__all__ = ["run", "run_size", "synthetic_texts"]

_PEOPLE = [
    "Anna",
    "Ben",
    "Chloe",
    "Dmitri",
    "Elena",
    "Farid",
    "Grace",
    "Hiro",
    "Ines",
    "Jonas",
    "Kemal",
    "Lea",
    "Mateo",
    "Nora",
    "Omar",
    "Priya",
    "Quinn",
    "Rosa",
    "Sven",
    "Tariq",
]
_PLACES = [
    "Lisbon",
    "Berlin",
    "Osaka",
    "Nairobi",
    "Toronto",
    "Porto",
    "Lyon",
    "Krakow",
    "Seville",
    "Dublin",
    "Austin",
    "Hanoi",
    "Quito",
    "Bergen",
    "Tbilisi",
    "Adelaide",
]
_THINGS = [
    "sourdough",
    "climbing",
    "jazz",
    "chess",
    "tomatoes",
    "marathons",
    "pottery",
    "birdwatching",
    "kayaking",
    "sushi",
    "espresso",
    "poetry",
    "photography",
    "yoga",
    "cycling",
    "gardening",
    "astronomy",
    "knitting",
    "tennis",
    "podcasts",
    "dumplings",
]
_TEMPLATES = [
    "I live in {place} near the old {thing} market",
    "My friend {person} moved to {place} last spring",
    "I really enjoy {thing} on weekends with {person}",
    "{person} recommended a {thing} class in {place}",
    "I am allergic to {thing} since childhood",
    "Meeting with {person} about the {thing} project on Thursday",
    "My goal this year is to get better at {thing}",
    "{person} is my colleague from the {place} office",
    "We went to {place} for {thing} and stayed {n} days",
    "I paid {n} euros for the {thing} lessons with {person}",
]  # fmt: skip


def synthetic_texts(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        template = _TEMPLATES[i % len(_TEMPLATES)]
        out.append(
            template.format(
                person=rng.choice(_PEOPLE), place=rng.choice(_PLACES), thing=rng.choice(_THINGS),
                n=rng.randint(2, 400),
            ) + f" (note {i})"
        )  # fmt: skip
    return out


def _queries(count: int, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    vocab = _PEOPLE + _PLACES + _THINGS
    forms = ["{a}", "{a} {b}", "where does {a} live", "what about {a} and {b} in {c}"]
    return [
        rng.choice(forms).format(a=rng.choice(vocab), b=rng.choice(vocab), c=rng.choice(vocab))
        for _ in range(count)
    ]


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def run_size(n: int) -> dict[str, Any]:
    """Measure one size in this process."""
    from .. import worker as worker_processes
    from ..service import Memory
    from ..settings import Settings
    from ..write.prepared import worth_a_worker

    with tempfile.TemporaryDirectory() as tmp:
        export = Path(tmp) / "import.json"
        # The export is made and written before the clock starts, and not kept: peak RSS is
        # memwarden's, not the benchmark's own copy of the texts.
        export.write_text(
            json.dumps({"format": "memwarden-export", "version": 1,
                        "memories": [{"text": t} for t in synthetic_texts(n)]}),
            encoding="utf-8",
        )  # fmt: skip
        # The store's own speed: lexical recall only (embedder "none"); `bench scale` and the
        # recall benchmarks measure the vector signal.
        memory = Memory.open(Path(tmp) / "bench.db", settings=Settings(embedder="none"))
        try:
            started = time.perf_counter()
            imported = memory.import_(export)
            import_seconds = time.perf_counter() - started
            remember_ms = []
            for text in synthetic_texts(200, seed=99):
                t0 = time.perf_counter()
                memory.remember("fresh " + text)
                remember_ms.append((time.perf_counter() - t0) * 1000)
            recall_ms = []
            hits = 0
            for query in _queries(300):
                t0 = time.perf_counter()
                response = memory.recall(query, limit=10)
                recall_ms.append((time.perf_counter() - t0) * 1000)
                hits += bool(response.results)
            db_bytes = sum(p.stat().st_size for p in Path(tmp).glob("bench.db*"))
        finally:
            memory.close()
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {
        "memories": n,
        "created": imported["decisions"].get("created", 0),
        "import_per_s": round(n / import_seconds, 1),
        "import_seconds": round(import_seconds, 2),
        "remember_p50_ms": round(statistics.median(remember_ms), 3),
        "remember_p95_ms": round(_pct(remember_ms, 0.95), 3),
        "recall_p50_ms": round(statistics.median(recall_ms), 3),
        "recall_p95_ms": round(_pct(recall_ms, 0.95), 3),
        "recall_queries_with_hits": hits,
        "peak_rss_mb": round(rss_mb, 1),
        "import_worker": worth_a_worker(n),
        "worker_peak_rss_mb": round(worker_processes.peak_mb(), 1),
        "db_mb": round(db_bytes / 2**20, 1),
    }


def run(sizes: list[int]) -> dict[str, Any]:
    """Measure each size in a fresh process, so peak RSS belongs to that size alone."""
    results = []
    for n in sizes:
        proc = subprocess.run(
            [sys.executable, "-m", "memwarden.bench.store", str(n)],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        if proc.returncode != 0:
            raise RuntimeError(f"bench store {n} failed: {proc.stderr.strip()[-2000:]}")
        results.append(json.loads(proc.stdout))
    return {
        "benchmark": "store",
        "python": sys.version.split()[0],
        "targets": {"remember_p50_ms": 2.0, "import_per_s": 5000, "recall_p50_ms_at_100k": 5.0,
                    "peak_rss_mb": 150},
        "results": results,
    }  # fmt: skip


if __name__ == "__main__":
    print(json.dumps(run_size(int(sys.argv[1]))))
