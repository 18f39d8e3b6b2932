"""The review-at-the-door suite: everyday conversation snippets, each with what was said before
and the decision it must get (created, updated, ignored, conflict, held, blocked, refused, or
none: small talk, with nothing to decide), run through the real service, one fresh store per
snippet.

A snippet is one JSON line: ``{"id", "text", "role", "prior": [turn, ..], "expected", "via",
"present", "note"}``. A prior turn is the person's words (a string) or a message object (a
``tool`` turn taints the chat). ``via`` is ``observe`` (the person said it in the chat) or
``agent`` (an agent's ``remember`` with no chat). ``conflict`` means held with
``hold_reason = conflict``; ``held`` means held for any other reason. A snippet whose turn gets
several decisions (one per statement) is labelled by the one that matters most: refused,
blocked, conflict, held, updated, ignored, created, in that order. A turn that is not logged
because it says a value the person said no to (its ``"blocked"`` in observe's report) counts as
blocked.
"""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from ..model import Decision
from ..service import Memory

__all__ = ["EXPECTED", "label_of", "load", "outcome", "run"]

EXPECTED = ("created", "updated", "ignored", "conflict", "held", "blocked", "refused", "none")
_BASE = datetime(2026, 6, 1, 9, 0, tzinfo=UTC)
# The decisions of one turn, the one that matters most first.
_WEIGHT = ("refused", "blocked", "conflict", "held", "updated", "ignored", "created", "none")


def load(path: Path) -> list[dict[str, Any]]:
    cases = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    for case in cases:
        if case["expected"] not in EXPECTED:
            raise ValueError(f"case {case['id']}: unknown expected {case['expected']!r}")
    return cases


def label_of(decision: dict[str, Any] | None) -> str:
    """The label of one decision (``WriteResult.to_dict()``): its decision, but "conflict" for
    a memory held as a conflict and "held" for one held for another reason; "none" for none."""
    if decision is None:
        return "none"
    if decision["decision"] == Decision.HELD.value:
        memory = decision.get("memory") or {}
        return "conflict" if memory.get("hold_reason") == "conflict" else "held"
    return str(decision["decision"])


def outcome(case: dict[str, Any], folder: Path) -> str:
    """The label the real service gives ``case``, in a fresh store under ``folder``."""
    with Memory.open(folder / f"case-{case['id']}.db") as owner:
        for n, turn in enumerate(case.get("prior", [])):
            message = {"role": "user", "content": turn} if isinstance(turn, str) else dict(turn)
            message.setdefault("at", (_BASE + timedelta(minutes=n)).isoformat())
            owner.observe([message], chat_id="c1", present=case.get("present", True))
        said = (_BASE + timedelta(days=1)).isoformat()
        if case.get("via") == "agent":
            _, token = owner.principal_add("agent", labels=["personal"], capabilities=["remember"])
            result = owner.for_token(token).remember(case["text"], at=said)
            return label_of(result.to_dict())
        report = owner.observe(
            [{"role": case.get("role", "user"), "content": case["text"], "at": said}],
            chat_id="c1",
            present=case.get("present", True),
        )
        turn = report["turns"][-1]
        decisions = turn["decisions"]
        # A turn of several statements gets the decision that matters most: "Priya and I split
        # up in June. I'm single now." is an update (of the partner) and a creation (single).
        # A turn not logged for a value said no to is blocked, whatever its statements got.
        labels = [label_of(d) for d in decisions] + (["blocked"] if "blocked" in turn else [])
        return min(labels, key=_WEIGHT.index, default="none")


def run(path: Path) -> dict[str, Any]:
    """Every snippet's expected and actual decision, accuracy overall and per label."""
    cases = load(path)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases:
            got = outcome(case, Path(tmp))
            rows.append({"id": case["id"], "text": case["text"], "expected": case["expected"],
                         "got": got, "ok": got == case["expected"]})  # fmt: skip
    per: dict[str, dict[str, int]] = {}
    for label in EXPECTED:
        mine = [r for r in rows if r["expected"] == label]
        per[label] = {"n": len(mine), "correct": sum(r["ok"] for r in mine)}
    correct = sum(r["ok"] for r in rows)
    confusion = Counter(f"{r['expected']}->{r['got']}" for r in rows if not r["ok"])
    return {
        "cases": len(rows),
        "correct": correct,
        "accuracy": round(correct / len(rows), 4) if rows else 0.0,
        "per_label": per,
        "mistakes": [r for r in rows if not r["ok"]],
        "confusion": dict(sorted(confusion.items())),
    }
