"""LoCoMo turn-level evidence recall (``memwarden bench locomo``).

Method (the metric of ``../shared/bench/README.md``): every turn of a conversation is ingested
through the service as a verbatim episode (``kind="episode"``, said at its session's date; an
image turn's ``blip_caption`` is indexed with its text), each conversation in a fresh store;
then every category 1–4 question is recalled (episodes only) and scored
``|evidence ∩ top-k turns| / |evidence|``, averaged over questions with at least one resolvable
evidence id, for k = 1, 5, 10, 20, overall and per category. Evidence ids are parsed leniently
("D8:6; D9:17", "D:11:26", "D30:05"); ids that do not resolve to a turn are dropped and counted.
Nothing here is tuned to a question or a conversation.
"""

from __future__ import annotations

import json
import re
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError

__all__ = [
    "DEV_BASELINES", "DEV_FILE", "KS", "TARGETS", "evidence_ids", "parse_session_date", "run",
    "turn_text",
]  # fmt: skip

KS = (1, 5, 10, 20)
# The recall issue's targets (R@k), measured on conversations other than the dev file's.
TARGETS = {"5": 0.65, "10": 0.75}
# ../shared/bench/README.md: R@1/5/10/20 measured on locomo_dev.json (759 questions, MiniLM,
# BM25 from bm25s with the Snowball stemmer; "naive hybrid" = 0.5 BM25/max + 0.5 min-max cosine).
DEV_FILE = "locomo_dev.json"
DEV_BASELINES = {
    "BM25": (0.282, 0.483, 0.562, 0.645),
    "dense MiniLM": (0.173, 0.407, 0.492, 0.608),
    "RRF(BM25, dense)": (0.260, 0.500, 0.596, 0.692),
    "naive hybrid": (0.310, 0.541, 0.637, 0.719),
}
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
_EVIDENCE = re.compile(r"D:?(\d+):(\d+)")


def parse_session_date(raw: str) -> datetime:
    """ "1:56 pm on 8 May, 2023" → an aware datetime (UTC)."""
    try:
        return datetime.strptime(raw.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)
    except ValueError:
        raise InvalidInputError(f"unreadable LoCoMo session date {raw!r}") from None


def evidence_ids(raw: list[str]) -> list[str]:
    """Lenient: "D8:6; D9:17" → D8:6, D9:17; "D:11:26" → D11:26; "D30:05" → D30:5."""
    out: list[str] = []
    for item in raw:
        for session, turn in _EVIDENCE.findall(str(item)):
            key = f"D{int(session)}:{int(turn)}"
            if key not in out:
                out.append(key)
    return out


def turn_text(turn: dict[str, Any]) -> str:
    text = f"{turn['speaker']}: {turn.get('text', '')}".strip()
    caption = turn.get("blip_caption")
    if caption:
        text += f" [shared an image: {caption}]"
    return text


def _sessions(conversation: dict[str, Any]) -> list[tuple[int, datetime, list[dict[str, Any]]]]:
    numbers = sorted(
        int(m.group(1))
        for key in conversation
        if (m := re.fullmatch(r"session_(\d+)", key)) and conversation[key]
    )
    return [
        (
            n,
            parse_session_date(conversation[f"session_{n}_date_time"]),
            conversation[f"session_{n}"],
        )
        for n in numbers
    ]


def _ingest(
    memory: Any, conversation: dict[str, Any], name: str = "conversation"
) -> tuple[dict[str, list[str]], int]:
    """Remember every turn, each session one chat; memory id → the dia ids it holds (a
    repeated turn is one memory)."""
    turns_of: dict[str, list[str]] = {}
    turns = 0
    for number, when, session in _sessions(conversation):
        chat = f"{name}/session_{number}"
        for turn in session:
            result = memory.remember(
                turn_text(turn), kind="episode", at=when, valid_from=when, chat_id=chat
            )
            turns += 1
            if result.memory is not None:
                turns_of.setdefault(result.memory.id, []).append(_norm(turn["dia_id"]))
    return turns_of, turns


def _norm(dia_id: str) -> str:
    found = _EVIDENCE.findall(dia_id)
    return f"D{int(found[0][0])}:{int(found[0][1])}" if found else dia_id


def run(
    data: Path,
    *,
    settings: Any = None,
    conversations: int | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    from ..service import Memory
    from ..settings import Settings

    started = time.perf_counter()
    samples = json.loads(Path(data).read_text(encoding="utf-8"))
    if not isinstance(samples, list):
        raise InvalidInputError(f"{data} is not a LoCoMo file (a list of conversations)")
    samples = samples[:conversations] if conversations else samples
    settings = settings or Settings(embed_worker=False, max_text_chars=100_000)
    totals = {k: 0.0 for k in KS}
    by_cat: dict[str, dict[str, float]] = {}
    counted = 0
    dropped = 0
    turns_ingested = 0
    ingest_seconds = 0.0
    recall_ms: list[float] = []
    with tempfile.TemporaryDirectory(prefix="mw-locomo-") as tmp:
        for sample in samples:
            with Memory.open(Path(tmp) / f"{sample['sample_id']}.db", settings=settings) as mem:
                t0 = time.perf_counter()
                turns_of, turns = _ingest(mem, sample["conversation"], sample["sample_id"])
                mem.embed_pending()
                ingest_seconds += time.perf_counter() - t0
                turns_ingested += turns
                known = {d for ids in turns_of.values() for d in ids}
                for qa in sample["qa"]:
                    category = qa.get("category")
                    if category not in CATEGORIES:
                        continue
                    wanted = evidence_ids(qa.get("evidence", []))
                    evidence = [e for e in wanted if e in known]
                    dropped += len(wanted) - len(evidence)
                    if not evidence:
                        continue
                    t1 = time.perf_counter()
                    hits = mem.recall(qa["question"], limit=max(KS), kinds=["episode"]).results
                    recall_ms.append((time.perf_counter() - t1) * 1000)
                    ranked = [turns_of.get(h.memory.id, []) for h in hits]
                    name = CATEGORIES[category]
                    cat = by_cat.setdefault(name, {"questions": 0, **{str(k): 0.0 for k in KS}})
                    cat["questions"] += 1
                    for k in KS:
                        top = {d for ids in ranked[:k] for d in ids}
                        score = len(top & set(evidence)) / len(evidence)
                        totals[k] += score
                        cat[str(k)] += score
                    counted += 1
            if progress:
                progress(f"{sample['sample_id']}: {counted} questions so far")
    recall_ms.sort()
    return {
        "benchmark": "locomo",
        "data": Path(data).name,
        "questions": counted,
        "recall_at": {str(k): round(totals[k] / max(counted, 1), 3) for k in KS},
        "by_category": {
            name: {
                "questions": int(c["questions"]),
                **{str(k): round(c[str(k)] / max(c["questions"], 1), 3) for k in KS},
            }
            for name, c in sorted(by_cat.items())
        },
        "seconds": round(time.perf_counter() - started, 1),
        "conversations": len(samples),
        "turns": turns_ingested,
        "evidence_ids_dropped": dropped,
        "ingest_per_s": round(turns_ingested / ingest_seconds, 1) if ingest_seconds else None,
        "recall_p50_ms": round(recall_ms[len(recall_ms) // 2], 2) if recall_ms else None,
        "embedder": settings.embedder,
    }
