"""``memwarden bench scale``: ingest rate, recall latency and memory use from 1k to 1M memories,
with the vector signal on.

Method, per size N (each size in a fresh process, on a fresh database file in a temp folder,
with the embedder named — ``hashed`` or ``minilm``):

1. **import** — N synthetic memories (the seeded texts of ``bench store``) written as a JSON
   export and loaded with ``Memory.import_``: the real write path (validation, guard,
   tombstones, review, insert, full-text index, audit event per memory, one transaction). Each
   insert queues its memory for embedding; nothing is embedded yet (``embed_worker`` off).
2. **embed** — ``Memory.embed_pending()``: every queued memory embedded in batches of 1,024
   (``DRAIN_BATCH``) and its vector stored, a transaction a batch (what the embedding worker
   does in the background, in steps of 64). With the hashed embedder a backlog this large is
   embedded by a second process while the first stores (``embed_helper``); its start is timed.
   ``ingest_per_s`` = N / (import seconds + embed seconds); both parts are reported too.
3. **index build** — the first recall builds the in-process vector index from the vectors
   table (brute-force numpy below ``ANN_THRESHOLD`` vectors, usearch HNSW from there when
   the ``ann`` extra is installed); timed on its own and reported as ``index_build_s``.
4. **recall** — 10 warm-up recalls, then ``--queries`` recalls of 1–4 words from the same
   vocabulary (``recall(query, limit=10)``, hybrid: full-text and vectors), each timed from
   the call to the answer, *including embedding the query*. ``query_embed_p50_ms`` is the
   query embedding alone, measured on the same queries afterwards.
5. **single writes** — 50 ``remember`` calls, each followed by ``embed_pending()`` (a write
   and its vector, one at a time), reported as ``remember_embed_p50_ms``.
6. **memory** — ``peak_rss_mb`` is the process's ``ru_maxrss`` at the end (the whole run:
   the export being parsed, the embedder, the index); ``rss_after_import_mb``,
   ``rss_after_embed_mb``, ``rss_after_index_mb`` and ``rss_end_mb`` the resident set
   (``VmRSS``) after each stage, to tell which stage the peak belongs to. The second
   processes (the import's analysis, ``import_worker``; the hashed embedding, ``embed_helper``)
   are not in those: ``workers_peak_rss_mb`` is the largest one's peak (its ``VmHWM``, read
   just before it is stopped) and ``workers_cpu_s`` their CPU time together
   (``RUSAGE_CHILDREN``: the workers are waited for when they end).

Figures are medians (p50) and 95th percentiles of the timed calls, in wall time; the same
stages are also given in process CPU time (``*_cpu_*``: every thread of the process, so
onnxruntime's threads count), which other work on a shared machine skews much less than wall
time. The load average (1 min) is recorded before and after each size.
Progress goes to stderr. Each size runs under a time limit (``timeout_s``); a size that runs
out of time (or fails) is reported with an ``error`` and the figures of the stages it finished
(``finished_stages``).
"""

from __future__ import annotations

import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import worker as worker_processes
from .store import _pct, _queries, synthetic_texts

__all__ = ["EMBEDDERS", "TARGETS", "run", "run_size"]

EMBEDDERS = ("hashed", "minilm")
TARGETS = {
    "minilm": {
        "recall_p50_ms_at_100k": 15.0,
        "recall_p95_ms_at_100k": 30.0,
        "recall_p50_ms_at_1m": 40.0,
        "ingest_per_s": 400,
        "peak_rss_mb_at_100k": 400,
    },
    "hashed": {"ingest_per_s": 5000},
}
_WARMUP = 10
_SINGLE_WRITES = 50


def _log(n: int, embedder: str, message: str) -> None:
    print(f"[bench scale {n:,} {embedder}] {message}", file=sys.stderr, flush=True)


def _rss_now_mb() -> float | None:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


def _index_kind(memory: Any) -> str | None:
    """Which vector index the store's recall built (a bench's look inside; None if unknown)."""
    from ..read.vector_signal import registered

    vectors = registered(memory._store)
    index = getattr(vectors, "_index", None)
    return type(index).__name__ if index is not None else None


def _progress(n: int, embedder: str) -> Callable[[int, int], None]:
    step = max(n // 10, 1)
    mark = {"next": step}
    started = time.perf_counter()

    def report(done: int, total: int) -> None:
        if done >= mark["next"] or done == total:
            mark["next"] = done + step
            rate = done / max(time.perf_counter() - started, 1e-9)
            _log(n, embedder, f"embedded {done:,}/{total:,} ({rate:,.0f}/s)")

    return report


def _save(path: Path | None, figures: dict[str, Any]) -> None:
    if path is not None:
        figures = {**figures, "load_avg_now": round(os.getloadavg()[0], 2)}
        path.write_text(json.dumps(figures), encoding="utf-8")


def run_size(
    n: int, embedder: str = "hashed", queries: int = 200, partial: Path | None = None
) -> dict[str, Any]:
    """Measure one size in this process; the figures of each finished stage are also written
    to ``partial`` (if given) as they come, so a run that runs out of time still tells them."""
    from ..service import Memory
    from ..settings import Settings

    if embedder not in EMBEDDERS:
        raise ValueError(f"embedder must be one of {EMBEDDERS}")
    load_before = round(os.getloadavg()[0], 2)
    started = time.perf_counter()
    # under the parent's folder when there is one, so a child killed at its time limit leaves
    # nothing behind (the parent removes the folder)
    folder = partial.parent if partial is not None else None
    with tempfile.TemporaryDirectory(prefix="mw-scale-", dir=folder) as tmp:
        export = Path(tmp) / "import.json"
        export.write_text(
            json.dumps({"format": "memwarden-export", "version": 1,
                        "memories": [{"text": t} for t in synthetic_texts(n)]}),
            encoding="utf-8",
        )  # fmt: skip
        settings = Settings(embedder=embedder, embed_worker=False)
        memory = Memory.open(Path(tmp) / "bench.db", settings=settings)
        try:
            _log(n, embedder, "importing")
            t0, c0 = time.perf_counter(), time.process_time()
            imported = memory.import_(export)
            import_s, import_cpu = time.perf_counter() - t0, time.process_time() - c0
            created = imported["decisions"].get("created", 0)
            _log(n, embedder, f"imported {created:,} in {import_s:.1f} s; embedding")
            stages: dict[str, Any] = {"memories": n, "embedder": embedder,
                                      "decisions": imported["decisions"],
                                      "import_seconds": round(import_s, 2),
                                      "import_per_s": round(n / import_s, 1),
                                      "rss_after_import_mb": _rss_now_mb()}  # fmt: skip
            _save(partial, stages)
            t0, c0 = time.perf_counter(), time.process_time()
            embedded = memory.embed_pending(progress=_progress(n, embedder))
            embed_s, embed_cpu = time.perf_counter() - t0, time.process_time() - c0
            _log(n, embedder, f"embedded {embedded['embedded']:,} in {embed_s:.1f} s")
            stages.update(embed_seconds=round(embed_s, 2),
                          ingest_per_s=round(n / (import_s + embed_s), 1),
                          rss_after_embed_mb=_rss_now_mb())  # fmt: skip
            _save(partial, stages)

            asked = _queries(queries + _WARMUP)
            t0, c0 = time.perf_counter(), time.process_time()
            memory.recall(asked[0], limit=10)
            index_build_s, index_cpu = time.perf_counter() - t0, time.process_time() - c0
            index_kind = _index_kind(memory)
            _log(n, embedder, f"index ({index_kind}) built in {index_build_s:.1f} s; recalling")
            stages.update(index_kind=index_kind, index_build_s=round(index_build_s, 4),
                          rss_after_index_mb=_rss_now_mb())  # fmt: skip
            _save(partial, stages)
            for query in asked[1:_WARMUP]:
                memory.recall(query, limit=10)
            recall_ms: list[float] = []
            recall_cpu_ms: list[float] = []
            hits = 0
            for query in asked[_WARMUP:]:
                t0, c0 = time.perf_counter(), time.process_time()
                response = memory.recall(query, limit=10)
                recall_ms.append((time.perf_counter() - t0) * 1000)
                recall_cpu_ms.append((time.process_time() - c0) * 1000)
                hits += bool(response.results)

            from ..read.vector_signal import registered

            model = registered(memory._store).embedder
            embed_ms: list[float] = []
            for query in asked[_WARMUP:]:
                t0 = time.perf_counter()
                model.embed([query])
                embed_ms.append((time.perf_counter() - t0) * 1000)

            write_ms: list[float] = []
            for text in synthetic_texts(_SINGLE_WRITES, seed=99):
                t0 = time.perf_counter()
                memory.remember("fresh " + text)
                memory.embed_pending()
                write_ms.append((time.perf_counter() - t0) * 1000)
            db_bytes = sum(p.stat().st_size for p in Path(tmp).glob("bench.db*") if p.is_file())
            rss_end = _rss_now_mb()
        finally:
            memory.close()
    peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    _log(n, embedder, f"done in {time.perf_counter() - started:.0f} s")
    return {
        "memories": n,
        "embedder": embedder,
        "model_id": embedded["model"],
        "created": created,
        "decisions": imported["decisions"],
        "import_seconds": round(import_s, 2),
        "import_per_s": round(n / import_s, 1),
        "embed_seconds": round(embed_s, 2),
        "embed_per_s": round(embedded["embedded"] / embed_s, 1) if embed_s else None,
        "ingest_per_s": round(n / (import_s + embed_s), 1),
        "index_kind": index_kind,
        "index_build_s": round(index_build_s, 4),
        "import_cpu_s": round(import_cpu, 2),
        "embed_cpu_s": round(embed_cpu, 2),
        "index_build_cpu_s": round(index_cpu, 4),
        "recall_cpu_p50_ms": round(statistics.median(recall_cpu_ms), 3),
        "recall_cpu_p95_ms": round(_pct(recall_cpu_ms, 0.95), 3),
        "recall_queries": len(recall_ms),
        "recall_p50_ms": round(statistics.median(recall_ms), 3),
        "recall_p95_ms": round(_pct(recall_ms, 0.95), 3),
        "recall_queries_with_hits": hits,
        "query_embed_p50_ms": round(statistics.median(embed_ms), 3),
        "remember_embed_p50_ms": round(statistics.median(write_ms), 3),
        "peak_rss_mb": round(peak_rss_mb, 1),
        "rss_after_import_mb": stages["rss_after_import_mb"],
        "rss_after_embed_mb": stages["rss_after_embed_mb"],
        "rss_after_index_mb": stages["rss_after_index_mb"],
        "rss_end_mb": rss_end,
        "workers_peak_rss_mb": round(worker_processes.peak_mb(), 1),
        "workers_cpu_s": round(workers.ru_utime + workers.ru_stime, 2),
        "db_mb": round(db_bytes / 2**20, 1),
        "seconds": round(time.perf_counter() - started, 1),
        "load_avg_before": load_before,
        "load_avg_after": round(os.getloadavg()[0], 2),
    }


def run(
    sizes: list[int],
    *,
    embedder: str = "hashed",
    queries: int = 200,
    timeout_s: float = 3600.0,
) -> dict[str, Any]:
    """Measure each size in a fresh process, so peak RSS belongs to that size alone."""
    if embedder not in EMBEDDERS:
        raise ValueError(f"embedder must be one of {EMBEDDERS}")
    results = []
    for n in sizes:
        partial = Path(tempfile.mkdtemp(prefix="mw-scale-run-")) / "stages.json"
        command = [sys.executable, "-m", "memwarden.bench.scale", str(n), embedder, str(queries),
                   str(partial)]  # fmt: skip
        try:
            # stderr passes through: the child's progress lines reach the terminal as they come
            proc = subprocess.run(
                command, stdout=subprocess.PIPE, text=True, check=False, timeout=timeout_s
            )
        except subprocess.TimeoutExpired:
            results.append({"memories": n, "embedder": embedder,
                            "error": f"timed out after {timeout_s:.0f} s",
                            "finished_stages": _read_partial(partial)})  # fmt: skip
            continue
        if proc.returncode != 0:
            results.append({"memories": n, "embedder": embedder,
                            "error": f"exit status {proc.returncode}",
                            "finished_stages": _read_partial(partial)})  # fmt: skip
            continue
        _read_partial(partial)
        results.append(json.loads(proc.stdout))
    from ..vectors import ANN_THRESHOLD, usearch_available

    return {
        "benchmark": "scale",
        "embedder": embedder,
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "ann_threshold": ANN_THRESHOLD,
        "usearch_installed": usearch_available(),
        "ingest": "Memory.import_ (the write path) + Memory.embed_pending (every vector)",
        "recall": "recall(query, limit=10), hybrid, timed including the query's embedding",
        "targets": TARGETS.get(embedder, {}),
        "results": results,
    }


def _read_partial(path: Path) -> dict[str, Any] | None:
    """The stages a child finished; then its folder (and whatever a killed child left in it)
    is removed."""
    try:
        return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None
    finally:
        shutil.rmtree(path.parent, ignore_errors=True)


if __name__ == "__main__":
    size, name, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    stages_file = Path(sys.argv[4]) if len(sys.argv) > 4 else None
    print(json.dumps(run_size(size, name, count, stages_file)))
