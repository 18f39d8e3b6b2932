"""A hand-written recall suite: one made-up life's memories and the questions asked of them,
each with the memories that answer it, run through the real service in one fresh store.

The file is JSON: ``{"memories": [{"id", "text"}, ...], "questions": [{"q", "answers": [id,
...]}, ...]}``. Every memory is ``remember``-ed by the owner in the order given (a memory the
review holds, as a conflict or otherwise, is reported and answers nothing), the vectors are
made, and every question is one ``recall(q, limit=5)``. Reported: how often the first result
answers it (``first``), and how often any of the first k does (``any_at`` for k = 1, 3, 5),
with each question whose first result does not answer it.

``tests/data/recall_suite_agent.json``, ``recall_suite_agent_2.json``, ``_3.json``, ``_4.json``
(this one asking mostly by category: "What are the user's hobbies?"), ``_5.json`` and ``_6.json``
were written blind — each by a helper that saw none of the code, each after the one before had
been used to build on — as an agent keeps and queries memories about the person it helps: the
person's own words and the agent's third-person notes ("User is a data analyst at …"), asked in
the third person ("Does the user have any kids?", "user dietary restrictions") and in the
first.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError
from ..model import Decision
from ..service import Memory
from ..settings import Settings

__all__ = ["KS", "load", "run"]

KS = (1, 3, 5)


def load(path: Path) -> tuple[list[dict[str, str]], list[dict[str, Any]]]:
    """The suite's memories and questions, checked: ids unique, every answer a memory."""
    try:
        data = json.loads(path.read_text("utf-8"))
        memories = [{"id": str(m["id"]), "text": str(m["text"])} for m in data["memories"]]
        questions = [{"q": str(q["q"]), "answers": [str(a) for a in q["answers"]]}
                     for q in data["questions"]]  # fmt: skip
    except (OSError, ValueError, KeyError, TypeError) as exc:
        why = f"{type(exc).__name__}: {exc}"
        raise InvalidInputError(f"{path}: not a recall suite ({why})") from None
    ids = [m["id"] for m in memories]
    if len(set(ids)) != len(ids):
        raise InvalidInputError(f"{path}: memory ids repeat")
    for question in questions:
        unknown = [a for a in question["answers"] if a not in ids]
        if not question["answers"] or unknown:
            raise InvalidInputError(
                f"{path}: {question['q']!r} needs answers among the memories (unknown: {unknown})"
            )
    return memories, questions


def run(path: Path, *, embedder: str | None = None) -> dict[str, Any]:
    """The suite's figures, on the default embedder unless ``embedder`` names another."""
    memories, questions = load(path)
    settings = Settings(embed_worker=False, **({"embedder": embedder} if embedder else {}))
    with (
        tempfile.TemporaryDirectory() as tmp,
        Memory.open(Path(tmp) / "suite.db", settings=settings) as memory,
    ):
        suite_id: dict[str, str] = {}
        not_kept = []
        for item in memories:
            result = memory.remember(item["text"])
            if result.decision is Decision.CREATED and result.memory is not None:
                suite_id[result.memory.id] = item["id"]
            else:
                not_kept.append({"id": item["id"], "decision": str(result.decision)})
        model = memory.embed_pending()["model"]
        hits = {k: 0 for k in KS}
        misses = []
        for question in questions:
            got = [suite_id.get(h.memory.id, "?")
                   for h in memory.recall(question["q"], limit=max(KS)).results]  # fmt: skip
            wanted = set(question["answers"])
            for k in KS:
                hits[k] += bool(wanted & set(got[:k]))
            if not got or got[0] not in wanted:
                misses.append({"q": question["q"], "answers": question["answers"], "got": got})
    count = len(questions)
    return {
        "memories": len(memories),
        "questions": count,
        "embedder": model,
        "first": hits[1],
        "any_at": {str(k): round(v / count, 3) if count else 0.0 for k, v in hits.items()},
        "not_kept": not_kept,
        "misses": misses,
    }
