"""``memwarden bench http``: the HTTP API under concurrent load, on loopback only.

Method:

1. A fresh database in a temp folder is seeded with synthetic memories (``bench store``'s
   deterministic generator, loaded with ``Memory.import_``), and an agent with the ``remember``
   capability and the owner's label is added: the load runs as that agent, so every request
   goes through bearer authentication and the capability and access-list checks.
2. A real server is started as a separate process — ``memwarden --json serve --port 0`` on
   127.0.0.1 — so the clients and the server do not share an interpreter.
3. ``clients`` concurrent clients (asyncio + httpx, one keep-alive connection each) send a
   seeded mix of ``POST /v1/recall``, ``POST /v1/context`` and ``POST /v1/memories`` for
   ``seconds`` seconds (and at most ``max_requests`` requests in all). Every request's latency
   is measured at the client, from send to the full answer.
4. The server is stopped (SIGINT, a graceful shutdown) and the database is opened directly:
   every write the server acknowledged (a 200 with a memory) must be there with its exact text.

Reported: throughput (requests/s over the run), p50/p95/p99 latency per operation, errors
(any non-200 answer or transport failure; must be 0), and acknowledged vs. verified writes.
Beside them, before the server starts, the same mix is called directly on the service, one call
at a time, for a few seconds: the service's own cost per call, against which the HTTP shell's
share of each request can be read (its writes use client number 255, so they never collide);
and the server process's CPU time per request during the load (from /proc, on Linux).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import selectors
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .store import synthetic_texts

__all__ = ["MIX", "run"]

MIX = {"recall": 0.6, "context": 0.2, "remember": 0.2}
_WORDS = [
    "garden",
    "violin",
    "harbour",
    "lantern",
    "orchard",
    "meadow",
    "compass",
    "pebble",
    "thistle",
    "canyon",
    "saffron",
    "glacier",
    "juniper",
    "willow",
    "falcon",
    "ember",
]


@dataclass
class _Tally:
    latencies: dict[str, list[float]] = field(default_factory=lambda: {op: [] for op in MIX})
    errors: dict[str, int] = field(default_factory=lambda: {op: 0 for op in MIX})
    error_samples: list[str] = field(default_factory=list)
    # (id, the text it must hold; None for a write answered as a repeat of another memory)
    acknowledged: list[tuple[str, str | None]] = field(default_factory=list)
    decisions: dict[str, int] = field(default_factory=dict)
    sent: int = 0


def _command() -> list[str]:
    script = shutil.which("memwarden", path=str(Path(sys.executable).parent))
    if script is not None:
        return [script]
    return [sys.executable, "-c", "from memwarden.interfaces.cli import main; main()"]


def _seed(db: Path, memories: int, workdir: Path) -> str:
    """Seed the store; return the bench agent's token."""
    from ..service import Memory

    export = workdir / "seed.json"
    export.write_text(json.dumps([{"text": t} for t in synthetic_texts(memories)]), "utf-8")
    with Memory.open(db) as memory:
        if memories:
            memory.import_(export)
        owner_label = memory.principal.labels[0]
        _, token = memory.principal_add("bench", labels=[owner_label], capabilities=["remember"])
    return token


def _start_server(db: Path, workdir: Path) -> tuple[subprocess.Popen[str], str, Path]:
    log = workdir / "server.log"
    env = {**os.environ, "MEMWARDEN_HOME": str(workdir / "home")}
    env.pop("MEMWARDEN_TOKEN", None)
    with log.open("w") as errors:
        proc = subprocess.Popen(
            [*_command(), "--db", str(db), "--json", "serve", "--host", "127.0.0.1", "--port", "0"],
            stdout=subprocess.PIPE, stderr=errors, stdin=subprocess.DEVNULL, text=True, env=env,
        )  # fmt: skip
    assert proc.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(proc.stdout, selectors.EVENT_READ)
        ready = selector.select(timeout=60)
    line = proc.stdout.readline() if ready else ""
    if not line:
        _stop(proc)
        raise RuntimeError(f"the server did not start: {log.read_text()[-2000:]}")
    return proc, json.loads(line)["url"], log


def _stop(proc: subprocess.Popen[str]) -> int:
    """Stop the server (SIGINT: a graceful shutdown); its exit status."""
    try:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)
    finally:
        if proc.stdout is not None:
            proc.stdout.close()
    return proc.returncode


def _cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a process so far (Linux /proc; None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _query(rng: random.Random, texts: list[str]) -> str:
    words = [w for w in rng.choice(texts).split() if len(w) > 3]
    return " ".join(rng.sample(words, min(len(words), rng.randint(1, 3)))) or "weekend"


def _new_text(rng: random.Random, client: int, n: int) -> str:
    tag = "".join(chr(97 + (x // 26**k) % 26) for k, x in enumerate([n] * 4))
    return (
        f"Bench note {tag} {chr(97 + client % 26)}{chr(97 + client // 26 % 26)}: the "
        f"{rng.choice(_WORDS)} by the {rng.choice(_WORDS)} and the {rng.choice(_WORDS)}"
    )


async def _client(
    index: int, url: str, token: str, texts: list[str], deadline: float, budget: list[int],
    tally: _Tally, seed: int,
) -> None:  # fmt: skip
    import httpx

    rng = random.Random(seed * 1000 + index)
    ops, weights = list(MIX), list(MIX.values())
    headers = {"Authorization": f"Bearer {token}"}
    limits = httpx.Limits(max_connections=1, max_keepalive_connections=1)
    async with httpx.AsyncClient(base_url=url, headers=headers, limits=limits, timeout=60) as http:
        n = 0
        while time.perf_counter() < deadline and budget[0] > 0:
            budget[0] -= 1
            n += 1
            op = rng.choices(ops, weights)[0]
            if op == "recall":
                path, body = "/v1/recall", {"query": _query(rng, texts), "limit": 10}
            elif op == "context":
                path, body = "/v1/context", {"query": _query(rng, texts)}
            else:
                path, body = "/v1/memories", {"text": _new_text(rng, index, n)}
            started = time.perf_counter()
            try:
                response = await http.post(path, json=body)
                answer = response.json()
            except Exception as exc:  # a transport failure is an error of the run, counted
                tally.errors[op] += 1
                tally.error_samples.append(f"{op}: {type(exc).__name__}: {exc}"[:300])
                continue
            tally.latencies[op].append((time.perf_counter() - started) * 1000)
            tally.sent += 1
            if response.status_code != 200:
                tally.errors[op] += 1
                tally.error_samples.append(f"{op}: {response.status_code} {response.text[:200]}")
            elif op == "remember":
                decision = answer["decision"]
                tally.decisions[decision] = tally.decisions.get(decision, 0) + 1
                if answer["memory"] is not None:
                    expected = None if decision == "ignored" else body["text"]
                    tally.acknowledged.append((answer["memory"]["id"], expected))


async def _load(url: str, token: str, clients: int, seconds: float, max_requests: int,
                seed: int) -> tuple[_Tally, float]:  # fmt: skip
    texts = synthetic_texts(500, seed=seed)
    tally = _Tally()
    budget = [max_requests]
    started = time.perf_counter()
    deadline = started + seconds
    await asyncio.gather(*(
        _client(i, url, token, texts, deadline, budget, tally, seed) for i in range(clients)
    ))  # fmt: skip
    return tally, time.perf_counter() - started


def _in_process(db: Path, token: str, seconds: float, seed: int) -> dict[str, Any]:
    """The same mix called directly on the service, one call at a time: the shell's baseline."""
    from ..service import Memory

    rng = random.Random(seed)
    texts = synthetic_texts(500, seed=seed)
    ops, weights = list(MIX), list(MIX.values())
    latencies: dict[str, list[float]] = {op: [] for op in MIX}
    with Memory.open(db) as owner:
        agent = owner.for_token(token)
        deadline = time.perf_counter() + seconds
        n = 0
        while time.perf_counter() < deadline:
            n += 1
            op = rng.choices(ops, weights)[0]
            started = time.perf_counter()
            if op == "recall":
                agent.recall(_query(rng, texts), limit=10)
            elif op == "context":
                agent.context(_query(rng, texts))
            else:
                agent.remember(_new_text(rng, 255, n))
            latencies[op].append((time.perf_counter() - started) * 1000)
    mean = sum(statistics.fmean(v) * MIX[op] for op, v in latencies.items() if v)
    return {
        "calls": sum(map(len, latencies.values())),
        "p50_ms": {op: _pct(v, 0.50) for op, v in latencies.items()},
        "mix_mean_ms": round(mean, 2),
        "single_thread_capacity_rps": round(1000 / mean, 1) if mean else None,
    }


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))], 2)


def _verify(db: Path, acknowledged: list[tuple[str, str | None]]) -> list[str]:
    """Ids of acknowledged writes that are not in the database with their text."""
    from ..errors import NotFoundError
    from ..service import Memory

    missing = []
    with Memory.open(db) as memory:
        for memory_id, text in acknowledged:
            try:
                stored = memory.get(memory_id)
                if text is not None and stored.text != text:
                    missing.append(memory_id)
            except NotFoundError:
                missing.append(memory_id)
    return missing


def run(
    *, seconds: float = 20.0, clients: int = 16, seed_memories: int = 2000,
    max_requests: int = 1_000_000, seed: int = 7,
) -> dict[str, Any]:  # fmt: skip
    """Run the load against a fresh server on 127.0.0.1 and return the report."""
    load_before = [round(x, 2) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory(prefix="memwarden-bench-http-") as tmp:
        workdir = Path(tmp)
        db = workdir / "bench.db"
        token = _seed(db, seed_memories, workdir)
        baseline = _in_process(db, token, min(5.0, seconds / 4), seed + 1)
        proc, url, log = _start_server(db, workdir)
        try:
            cpu_start = _cpu_seconds(proc.pid)
            tally, elapsed = asyncio.run(_load(url, token, clients, seconds, max_requests, seed))
            cpu_end = _cpu_seconds(proc.pid)
        finally:
            exit_status = _stop(proc)
        server_log = log.read_text()[-2000:]
        missing = _verify(db, tally.acknowledged)
    operations = {
        op: {
            "count": len(lat),
            "errors": tally.errors[op],
            "p50_ms": _pct(lat, 0.50),
            "p95_ms": _pct(lat, 0.95),
            "p99_ms": _pct(lat, 0.99),
            "mean_ms": round(statistics.fmean(lat), 2) if lat else None,
        }
        for op, lat in tally.latencies.items()
    }
    all_latencies = [x for lat in tally.latencies.values() for x in lat]
    errors = sum(tally.errors.values())
    return {
        "benchmark": "http",
        "python": sys.version.split()[0],
        "cpus": os.cpu_count(),
        "load_average_before": load_before,  # other work on the machine skews the figures
        "clients": clients,
        "seconds": round(elapsed, 2),
        "seed_memories": seed_memories,
        "mix": MIX,
        "requests": tally.sent,
        "throughput_rps": round(tally.sent / elapsed, 1) if elapsed else 0.0,
        "p50_ms": _pct(all_latencies, 0.50),
        "p95_ms": _pct(all_latencies, 0.95),
        "operations": operations,
        "errors": errors,
        "in_process": baseline,
        "server_cpu_ms_per_request": (
            round((cpu_end - cpu_start) * 1000 / tally.sent, 2)
            if cpu_start is not None and cpu_end is not None and tally.sent
            else None
        ),
        "error_samples": tally.error_samples[:5],
        "write_decisions": tally.decisions,
        "writes_acknowledged": len(tally.acknowledged),
        "writes_verified": len(tally.acknowledged) - len(missing),
        "writes_missing": missing[:20],
        "server_exit_status": exit_status,
        "server_log_tail": server_log if exit_status != 0 or errors else "",
        "ok": errors == 0 and not missing and exit_status == 0,
    }
