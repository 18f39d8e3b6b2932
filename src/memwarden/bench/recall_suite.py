"""A hand-written recall suite: one made-up life's memories and the questions asked of them,
each with the memories that answer it, run through the real service in one fresh store.

The file is JSON: ``{"memories": [{"id", "text"}, ...], "questions": [{"q", "answers": [id,
...]}, ...]}``, and optionally ``"asked_at"`` (an ISO 8601 date): the day the questions were
written for, so that "what's on next week" and "last Christmas" mean on any later run what
they meant then — the whole run happens on a clock set to that day (``clock.running_from``),
the memories said and the questions asked on it. Every memory is ``remember``-ed by the owner
in the order given (a memory the review holds, as a conflict or otherwise, is reported and
answers nothing; one it reads as a change is kept, and the one it supersedes answers only a
question about before; what else it said, kept as a memory of its own, answers as it —
``_item_of``), the vectors are made, and every question is one ``recall(q,
limit=5)``. Reported: how often the first result answers it (``first``), and how often any of
the first k does (``any_at`` for k = 1, 3, 5), with each question whose first result does not
answer it.

``tests/data/recall_suite_agent.json``, ``recall_suite_agent_2.json``, ``_3.json``, ``_4.json``
(this one asking mostly by category: "What are the user's hobbies?"), ``_5.json``, ``_6.json``,
``_7.json`` (asked on 2026-11-29), ``_8.json`` (2026-12-02), ``_9.json``, ``_10.json``,
``_11.json`` (2026-12-03 to 12-05), ``_12.json`` (2026-12-09), ``_13.json`` (2026-12-14),
``_14.json`` (2027-03-10), ``_15.json`` (2027-05-20), ``_16.json`` (2027-08-12),
``_17.json`` (2027-10-05), ``_18.json`` (2028-02-14), ``_19.json`` (2028-06-20),
``_20.json`` (2028-10-02), ``_21.json`` (2029-01-15), ``_22.json`` (2029-05-10), ``_23.json``
(2029-07-20), ``_24.json`` (2029-11-12), ``_25.json`` (2030-03-15), ``_26.json``
(2030-09-20), ``_27.json`` (2031-02-14), ``_28.json`` (2031-06-10), ``_29.json``
(2031-10-01), ``_30.json`` (2032-02-20; its four questions about nothing stored left out,
since every question needs an answer here), ``_31.json`` (2032-07-08), ``_32.json``
(2032-11-20), ``_33.json`` (2033-04-12), ``_34.json`` (2033-09-15), ``_35.json``
(2034-02-20), ``_36.json`` (2034-07-15), ``_37.json`` (2034-12-10), ``_38.json``
(2035-04-22), ``_39.json`` (2035-09-18), ``_40.json`` (2035-03-10: each suite is a life of its
own), ``_41.json`` (2035-11-20), ``_42.json`` (2036-04-15), ``_43.json`` (2036-09-10),
``_44.json`` (2036-03-10), ``_45.json`` (2036-03-15), ``_46.json`` (2036-03-15; Taglish),
``_47.json`` (2036-04-14), ``_48.json`` (2036-03-20), ``_49.json`` (2035-10-20), ``_50.json``
(2036-03-08; Manglish), ``_51.json`` (2036-04-20), ``_52.json`` (2036-05-14; both dictated by
voice: "met for men", "ella quiss"), ``_53.json`` (2036-03-20; Lebanese Arabizi, in Dubai:
"2addesh el ejar hala2"), ``_54.json`` (2036-04-10; a student in Atlanta texting in Gen-Z
style: "wait whats my advisors name again"), ``_55.json`` (2036-04-20; Spanglish, East Los
Angeles: "cuanto pago de renta ahora"), and so on to ``_79.json`` (2037-03-08; a family in Pune
and Mumbai, Romanized Marathi: "ata EMI kiti kapto"), ``_80.json`` (2037-03-08; a family in
St Vincent, Vincentian Creole: "weh Kevon deh now"), ``_81.json`` (2037-03-08; a family in
Ahmedabad and Surat, Romanized Gujarati: "ba have kya rahe che?"), ``_82.json`` (2037-03-08;
a family in Nairobi, Sheng and Swahili: "mathe anakaa wapi shags"), ``_83.json`` (2037-03-08; a
family in Ludhiana and Mohali, Romanized Punjabi: "veer ji kithe rehnde te ki kamm karde"),
``_84.json`` (2037-03-08; a family in Douala and Yaoundé, Camfranglais: "ma reme nang où now?"),
``_85.json`` (2037-03-08; a family in Kathmandu and Pokhara, Romanized Nepali: "buwa ko sugar ko
goli kati mg ho aba?"), ``_86.json`` (2037-03-08; a family in Bhubaneswar and Cuttack,
Romanized Odia: "bou ra BP aushadha kete mg ebe?"), ``_87.json`` (2037-06-14; a family in
Colombo and Kandy, Sri Lankan English and Romanized Sinhala: "ayya lankawata enne kawadda") and
``_88.json`` (2037-09-20; a family in Guwahati and Jorhat, Romanized Assamese: "dada Dubai r
pora ketia ahibo") were written blind — each by a helper that
saw none of the code, each after the one before had been used to build on — as an agent keeps
and queries memories about the person it helps: the person's own words and the agent's
third-person notes ("User is a data analyst at …"), asked in the third person ("Does the user
have any kids?", "user dietary restrictions") and in the first.
"""

from __future__ import annotations

import json
import tempfile
from contextlib import nullcontext
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple

from ..clock import parse_time, running_from
from ..errors import InvalidInputError
from ..model import Decision
from ..service import Memory
from ..settings import Settings

__all__ = ["KS", "Suite", "load", "run"]

KS = (1, 3, 5)


class Suite(NamedTuple):
    memories: list[dict[str, str]]
    questions: list[dict[str, Any]]
    asked_at: datetime | None  # the day the questions are asked on; None: the run's own


def load(path: Path) -> Suite:
    """The suite's memories and questions, checked: ids unique, every answer a memory."""
    try:
        data = json.loads(path.read_text("utf-8"))
        memories = [{"id": str(m["id"]), "text": str(m["text"])} for m in data["memories"]]
        questions = [{"q": str(q["q"]), "answers": [str(a) for a in q["answers"]]}
                     for q in data["questions"]]  # fmt: skip
        asked = data.get("asked_at")
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        why = f"{type(exc).__name__}: {exc}"
        raise InvalidInputError(f"{path}: not a recall suite ({why})") from None
    try:
        asked_at = parse_time(asked, field="asked_at")
    except InvalidInputError as exc:
        raise InvalidInputError(f"{path}: {exc}") from None
    ids = [m["id"] for m in memories]
    if len(set(ids)) != len(ids):
        raise InvalidInputError(f"{path}: memory ids repeat")
    for question in questions:
        unknown = [a for a in question["answers"] if a not in ids]
        if not question["answers"] or unknown:
            raise InvalidInputError(
                f"{path}: {question['q']!r} needs answers among the memories (unknown: {unknown})"
            )
    return Suite(memories, questions, asked_at)


def run(path: Path, *, embedder: str | None = None) -> dict[str, Any]:
    """The suite's figures, on the default embedder unless ``embedder`` names another."""
    memories, questions, asked_at = load(path)
    settings = Settings(embed_worker=False, **({"embedder": embedder} if embedder else {}))
    with (
        running_from(asked_at) if asked_at is not None else nullcontext(),
        tempfile.TemporaryDirectory() as tmp,
        Memory.open(Path(tmp) / "suite.db", settings=settings) as memory,
    ):
        suite_id: dict[str, str] = {}
        not_kept = []
        for item in memories:
            result = memory.remember(item["text"])
            # A change ("updated") is kept too, as the new memory; the one it superseded is
            # history, out of a recall of what is true now.
            kept = result.decision in (Decision.CREATED, Decision.UPDATED)
            if kept and result.memory is not None:
                suite_id[result.memory.id] = item["id"]
            else:
                not_kept.append({"id": item["id"], "decision": str(result.decision)})
        model = memory.embed_pending()["model"]
        hits = {k: 0 for k in KS}
        misses = []
        for question in questions:
            got = [_item_of(memory, h.memory, suite_id)
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
        "asked_at": None if asked_at is None else asked_at.date().isoformat(),
        "embedder": model,
        "first": hits[1],
        "any_at": {str(k): round(v / count, 3) if count else 0.0 for k, v in hits.items()},
        "not_kept": not_kept,
        "misses": misses,
    }


def _item_of(memory: Memory, record: Any, suite_id: dict[str, str]) -> str:
    """The suite's id of the memory a result is: its own, or — for what was kept of a memory
    when one thing it said changed (write/rest.py), which supersedes it in its words and is no
    memory of the suite's — the id of the memory it was kept from (of what that was kept from,
    when it was kept twice). A memory ended by a statement that changed it beside another is
    not superseded by what was kept of it: its audit event ``keep`` names where that came
    from."""
    for _ in range(8):
        if record.id in suite_id:
            return suite_id[record.id]
        source = record.supersedes or next(
            (e.payload["kept_from"] for e in memory.history(record.id)
             if e.action == "keep" and e.payload and e.payload.get("kept_from")),
            None,
        )  # fmt: skip
        if source is None:
            break
        record = memory.get(source)
    return "?"
