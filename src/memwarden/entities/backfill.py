"""Entity links for memories written before entities existed (``doctor --repair``).

Migration 0006 cannot run the Python rules, so a store upgraded with memories in it is marked
as needing a backfill; until it runs, those memories are found by the other signals exactly as
before, and the graph signal knows only memories written since. ``doctor`` reports the mark;
``doctor --repair`` extracts every memory that still has text (any status: the gate decides at
recall who sees what), links it in one transaction, clears the mark and audits the run.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model import Status
from ..store.base import MemoryChange, Store, Visibility, WriteTxn
from .extract import extract

__all__ = ["backfill", "doctor_entities"]

Audit = Callable[[WriteTxn, str, str | None, dict[str, Any]], None]


def backfill(store: Store, audit: Audit) -> int:
    """Link every memory with text to the entities it names; how many memories name one."""
    everything = Visibility(scopes=None, labels=None, statuses=tuple(Status))
    linked = 0
    with store.write() as txn:
        for record in list(store.memories(everything)):
            if not record.text:
                continue
            mentions = extract(record.text)
            names = [m.name for m in mentions]
            if list(record.entities) != names:
                txn.update_memory(record.id, MemoryChange({"entities": names}))
            txn.link_entities(record.id, record.scope, [(m.name, m.kind) for m in mentions])
            linked += bool(mentions)
        txn.clear_entity_backfill()
        audit(txn, "entities.backfill", None, {"memories_with_entities": linked})
    return linked


def doctor_entities(
    store: Store, repair: bool, problems: list[str], repaired: list[str], audit: Audit
) -> dict[str, Any]:
    """The entity part of ``doctor``: report (and with ``repair`` run) a pending backfill."""
    if not store.entity_backfill_pending():
        return {"entities": {"backfill_pending": False}}
    if not repair:
        problems.append(
            "entities: memories written before entity links existed have none yet"
            " (run doctor --repair)"
        )
        return {"entities": {"backfill_pending": True}}
    linked = backfill(store, audit)
    repaired.append(f"linked the entities of {linked} memories written before entities existed")
    return {"entities": {"backfill_pending": False}}
