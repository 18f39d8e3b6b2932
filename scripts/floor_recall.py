"""The floor of a gated hybrid recall: how fast the least a recall can do runs here, and what it
finds — the number against which ``bench peers``' 5× latency target is weighed
(``docs/benchmarks.md``, "The floor of a gated recall").

Not part of memwarden: a measurement. The stores are built exactly as ``bench peers`` builds
memwarden's (the same ingest, the same cached MiniLM vectors); each question then gets the
least a gated hybrid recall does, with no fusion signal besides the two lists:

1. one SQLite statement: FTS5 MATCH of the question's index words (OR), joined to the rows
   that pass the store's own gate (``_gate_sql`` of the recall's ``Gate``), BM25 order,
   ``--pool`` rows;
2. a numpy scan of the episodes' vectors, the best ``--pool`` re-checked against the gate in
   one statement;
3. reciprocal rank fusion (k = 60) of the two lists, ties by id.

Prints p50 / p95 of the three steps together (per question, after one warm-up call) and
LoCoMo recall@k on the bench's metric. Reads the store's file directly, as a benchmark may.

Usage: ``python scripts/floor_recall.py HELDOUT.json --vectors CACHE.pkl [--pool 50]``, where
``CACHE.pkl`` is a pickled ``{text: vector}`` of MiniLM vectors for every turn and question
(made with ``--make-vectors``: MiniLM over the file's texts, a few minutes).
"""

from __future__ import annotations

import argparse
import json
import pickle
import sqlite3
import statistics
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

from memwarden import text as texts
from memwarden.bench import locomo, peers
from memwarden.embedders import register_embedder
from memwarden.embedders.minilm import MiniLMEmbedder
from memwarden.service import Memory
from memwarden.settings import Settings
from memwarden.store.base import Gate
from memwarden.store.sqlite_query import _gate_sql


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", type=Path)
    parser.add_argument("--vectors", type=Path, required=True)
    parser.add_argument("--make-vectors", action="store_true")
    parser.add_argument("--pool", type=int, default=50)
    args = parser.parse_args()
    _, cases = peers.load_cases(args.data)
    base = MiniLMEmbedder()
    if args.make_vectors:
        turns = {t for c in cases for t, _ in c.docs}
        wanted = sorted(turns | {q for c in cases for q in c.questions})
        args.vectors.write_bytes(pickle.dumps(dict(zip(wanted, base.embed(wanted), strict=True))))
    cache = pickle.loads(args.vectors.read_bytes())
    cached = peers.CachedMiniLM(base, cache)
    register_embedder(peers.CACHE_EMBEDDER, lambda arg, opts: cached, replace=True)
    settings = Settings(embed_worker=False, max_text_chars=200_000, embedder=peers.CACHE_EMBEDDER)
    times: list[float] = []
    totals: dict[str, float] = {}
    count = 0
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases:
            path = Path(tmp) / f"{case.name}.db"
            with Memory.open(path, settings=settings) as memory:
                units_of, _ = locomo._ingest(memory, case.raw["conversation"], case.name)
                memory.embed_pending()
            rankings = _case(sqlite3.connect(path), case, cache, args.pool, times, units_of)
            for key, value in peers._score(case, rankings).items():
                totals[key] = totals.get(key, 0.0) + value
            count += len(case.questions)
    p95 = sorted(times)[int(len(times) * 0.95)]
    print(f"{len(times)} questions, pool {args.pool}: p50 {statistics.median(times):.3f} ms,"
          f" p95 {p95:.3f} ms")  # fmt: skip
    print({key: round(value / count, 3) for key, value in sorted(totals.items())})


def _case(conn, case, cache, pool, times, units_of) -> list[list[list[str]]]:
    rows = conn.execute("SELECT id, text, scope FROM memories WHERE kind = 'episode'"
                        " AND status = 'active' ORDER BY seq").fetchall()  # fmt: skip
    ids = [r[0] for r in rows]
    matrix = np.stack([cache[r[1]] for r in rows]).astype(np.float32)
    gate = Gate(scopes=(rows[0][2],), labels=None, as_of=datetime.now(UTC), kinds=("episode",))
    where, params = _gate_sql(gate)
    lexical = (
        "SELECT m.id FROM memories_fts f JOIN memories m ON m.seq = f.rowid"
        f" WHERE memories_fts MATCH :q AND {where} ORDER BY f.rank LIMIT :pool"
    )
    recheck = (
        "SELECT m.id FROM json_each(:keys) w CROSS JOIN memories m"
        f" WHERE m.id = w.value AND {where}"
    )

    def search(question: str) -> list[str]:
        words = [t for t in dict.fromkeys(texts.index_tokens(question)) if t not in texts.STOPWORDS]
        found: list[str] = []
        if words:
            q = " OR ".join('"' + w.replace('"', '""') + '"' for w in words)
            found = [r[0] for r in conn.execute(lexical, {**params, "q": q, "pool": pool})]
        scores = matrix @ cache[question]
        top = np.argpartition(-scores, pool - 1)[:pool]
        near = [ids[i] for i in top[np.argsort(-scores[top], kind="stable")]]
        passed = {r[0] for r in conn.execute(recheck, {**params, "keys": json.dumps(near)})}
        fused: dict[str, float] = {}
        for ranked in (found, [i for i in near if i in passed]):
            for n, memory_id in enumerate(ranked):
                fused[memory_id] = fused.get(memory_id, 0.0) + 1 / (60 + n)
        return sorted(fused, key=lambda i: (-fused[i], i))[: case.depth]

    rankings = []
    for question in case.questions:
        search(question)
        t0 = time.perf_counter()
        got = search(question)
        times.append((time.perf_counter() - t0) * 1000)
        rankings.append([units_of.get(i, []) for i in got])
    return rankings


if __name__ == "__main__":
    main()
