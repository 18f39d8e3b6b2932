"""LongMemEval session-level recall (``memwarden bench longmemeval``).

Method (the metric of ``../shared/bench/README.md``): for each question a fresh store; every
turn of every haystack session is ingested through the service as a verbatim episode, said at
its session's date, the assistant's turns about ``assistant`` as ``observe`` logs them
(``--turns user`` ingests the person's turns only, as the README's baselines did); the question
is recalled (episodes only), sessions are ranked by their best turn, and recall_any@k (at
least one answer session in the top k) and recall_all@k (every answer session in the top k) are
reported for k = 1, 3, 5, 10, abstention questions (``_abs``) excluded.
``ingest_per_s`` counts turns remembered and embedded per second.
"""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError
from ..write.observe import ASSISTANT

__all__ = ["DEV_FILE", "KS", "TARGETS", "USER_BASELINES", "parse_haystack_date", "run"]

KS = (1, 3, 5, 10)
# The recall issue's targets.
TARGETS = {"any@5": 0.99, "all@5": 0.97}
# ../shared/bench/README.md: measured on longmemeval_s_dev.json's 30 non-abstention questions,
# the person's turns only (MiniLM; BM25 from bm25s; naive hybrid as for LoCoMo).
DEV_FILE = "longmemeval_s_dev.json"
USER_BASELINES = {
    "BM25": {"any@1": 0.767, "any@5": 0.867, "all@5": 0.767, "all@10": 0.867},
    "dense MiniLM": {"any@1": 0.867, "any@5": 1.000, "all@5": 0.933, "all@10": 1.000},
    "naive hybrid": {"any@1": 0.900, "any@5": 0.933, "all@5": 0.900, "all@10": 0.967},
}
_DEPTH = 200  # turns recalled per question: enough to rank well past 10 sessions


def parse_haystack_date(raw: str) -> datetime:
    """ "2023/05/20 (Sat) 07:47" → an aware datetime (UTC)."""
    try:
        day, _, clock = raw.split(" ")
        return datetime.strptime(f"{day} {clock}", "%Y/%m/%d %H:%M").replace(tzinfo=UTC)
    except ValueError:
        raise InvalidInputError(f"unreadable LongMemEval date {raw!r}") from None


def _ingest(memory: Any, item: dict[str, Any], roles: tuple[str, ...]) -> tuple[dict, int]:
    session_of: dict[str, list[str]] = {}
    turns = 0
    for sid, date, session in zip(
        item["haystack_session_ids"], item["haystack_dates"], item["haystack_sessions"], strict=True
    ):
        when = parse_haystack_date(date)
        for turn in session:
            text = (turn.get("content") or "").strip()
            if turn.get("role") not in roles or not text:
                continue
            # The assistant's turns are logged as observe logs them: about "assistant".
            speaker = ASSISTANT if turn.get("role") == "assistant" else "user"
            result = memory.remember(
                text, kind="episode", subject=speaker, at=when, valid_from=when,
                chat_id=str(sid)[:200],
            )  # fmt: skip
            turns += 1
            if result.memory is not None:
                session_of.setdefault(result.memory.id, []).append(str(sid))
    return session_of, turns


def run(
    data: Path,
    *,
    settings: Any = None,
    turns: str = "all",
    questions: int | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    from ..service import Memory
    from ..settings import Settings

    if turns not in ("all", "user"):
        raise InvalidInputError("turns must be all or user")
    roles = ("user", "assistant") if turns == "all" else ("user",)
    started = time.perf_counter()
    items = json.loads(Path(data).read_text(encoding="utf-8"))
    if not isinstance(items, list):
        raise InvalidInputError(f"{data} is not a LongMemEval file (a list of questions)")
    items = [i for i in items if not str(i["question_id"]).endswith("_abs")]
    items = items[:questions] if questions else items
    settings = settings or Settings(embed_worker=False, max_text_chars=200_000)
    any_at = {k: 0 for k in KS}
    all_at = {k: 0 for k in KS}
    turns_total = 0
    ingest_seconds = 0.0
    recall_ms: list[float] = []
    by_type: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="mw-lme-") as tmp:
        for n, item in enumerate(items):
            with Memory.open(Path(tmp) / f"q{n}.db", settings=settings) as mem:
                t0 = time.perf_counter()
                session_of, count = _ingest(mem, item, roles)
                mem.embed_pending()
                ingest_seconds += time.perf_counter() - t0
                turns_total += count
                t1 = time.perf_counter()
                hits = mem.recall(item["question"], limit=_DEPTH, kinds=["episode"]).results
                recall_ms.append((time.perf_counter() - t1) * 1000)
            ranked: list[str] = []
            for hit in hits:
                for sid in session_of.get(hit.memory.id, []):
                    if sid not in ranked:
                        ranked.append(sid)
            answers = {str(a) for a in item["answer_session_ids"]}
            kind = by_type.setdefault(item["question_type"], {"questions": 0, "any@5": 0.0})
            kind["questions"] += 1
            for k in KS:
                top = set(ranked[:k])
                any_at[k] += bool(top & answers)
                all_at[k] += answers <= top
            kind["any@5"] += bool(set(ranked[:5]) & answers)
            if progress:
                progress(f"{n + 1}/{len(items)} {item['question_id']}")
    count_q = max(len(items), 1)
    recall_ms.sort()
    return {
        "benchmark": "longmemeval",
        "data": Path(data).name,
        "questions": len(items),
        "recall_any_at": {str(k): round(any_at[k] / count_q, 3) for k in KS},
        "recall_all_at": {str(k): round(all_at[k] / count_q, 3) for k in KS},
        "ingest_per_s": round(turns_total / ingest_seconds, 1) if ingest_seconds else None,
        "by_type": {
            name: {"questions": int(v["questions"]), "any@5": round(v["any@5"] / v["questions"], 3)}
            for name, v in sorted(by_type.items())
        },
        "turns": turns_total,
        "turn_roles": turns,
        "recall_p50_ms": round(recall_ms[len(recall_ms) // 2], 2) if recall_ms else None,
        "seconds": round(time.perf_counter() - started, 1),
        "embedder": settings.embedder,
    }
