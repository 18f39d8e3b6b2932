"""The pending queue (DESIGN invariant 5) and the pieces of review the service shares.

Every pending memory has an exit: confirm, edit-and-confirm, reject, reject "never again".
Only a principal with the review capability, other than the agent that proposed it, can
confirm; confirming one side of a conflict supersedes the other. These helpers are pure or
read-only; :class:`memwarden.Memory` applies them inside its write transaction.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from ..model import MemoryRecord, Principal, Status, WriteResult
from ..store.base import DecisionRow, ReadView
from ..text import stems

__all__ = ["best_match", "may_confirm", "pending_entry", "retire_change", "stored_result"]


def retire_change(old: MemoryRecord, start: datetime | None, at: datetime) -> dict[str, Any]:
    """The columns that retire ``old`` when a successor starting at ``start`` replaces it."""
    retire: dict[str, Any] = {"status": Status.SUPERSEDED, "retired_at": at}
    if (
        start is not None
        and (old.valid_until is None or old.valid_until > start)
        and (old.valid_from is None or old.valid_from < start)
    ):
        # Close the old event time at the new one; never stretch one that ended earlier.
        # Keep what it was and when it changed, for "what was believed at T".
        retire.update(valid_until=start, closed_at=at, prior_valid_until=old.valid_until)
    return retire


def stored_result(view: ReadView, stored: DecisionRow) -> WriteResult:
    """A decision already made for the same candidate (invariant 10), as a write result."""
    record = view.get_memory(stored.memory_id, None) if stored.memory_id else None
    return WriteResult(
        stored.decision,
        record,
        stored.target_id,
        f"already decided on {stored.decided_at:%Y-%m-%d %H:%M}: {stored.reason}",
    )


def pending_entry(view: ReadView, record: MemoryRecord, visible: Any) -> dict[str, Any]:
    """One entry of the review queue: the memory, why it waits, and what it conflicts with."""
    decision = view.decision_for_memory(record.id)
    conflict = None
    if decision is not None and decision.target_id:
        other = view.get_memory(decision.target_id, visible)
        conflict = other.to_dict() if other is not None else None
    reason = decision.reason if decision is not None else ""
    return {
        "memory": record.to_dict(),
        "hold_reason": str(record.hold_reason) if record.hold_reason else None,
        "reason": reason,
        "conflicts_with": conflict,
        "from": {
            "principal": record.provenance.principal,
            "chat_id": record.provenance.chat_id,
            "turn_id": record.provenance.turn_id,
            "read_sources": list(record.provenance.read_sources),
            "source": str(record.source),
        },
    }


def may_confirm(principal: Principal, record: MemoryRecord) -> bool:
    """The owner may confirm anything; an agent never what it proposed itself."""
    return principal.is_owner or record.provenance.principal != principal.id


def best_match(about: str, records: list[MemoryRecord]) -> list[MemoryRecord]:
    """The memories that speak about ``about`` (every one of its stems, or two in three of a
    longer one): what "don't remember …" and "never mention … again" retract."""
    wanted = set(stems(about))
    if not wanted:
        return []
    need = 1.0 if len(wanted) <= 2 else 2 / 3
    out = []
    for record in records:
        have = set(stems(record.text))
        if len(wanted & have) / len(wanted) >= need:
            out.append(record)
    return out
