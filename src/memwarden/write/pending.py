"""The pending queue (DESIGN invariant 5) and the pieces of review the service shares.

Every pending memory has an exit: confirm, edit-and-confirm, reject, reject "never again".
Only a principal with the review capability, other than the agent that proposed it, can
confirm; confirming one side of a conflict supersedes the other. These helpers are pure or
read-only; :class:`memwarden.Memory` applies them inside its write transaction.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from ..entities.relations import stated
from ..model import MemoryRecord, Principal, Status, WriteResult
from ..spelling import plain
from ..store.base import DecisionRow, ReadView
from ..text import pigeonhole_groups, stems, terms, terms_by_stem
from ..trust.tombstones import speaks_of, topics_to_find
from .slots import parse_slot

__all__ = [
    "close_change",
    "confirmed_start",
    "may_confirm",
    "pending_entry",
    "retire_change",
    "speaking_about",
    "speaking_of_topics",
    "stored_result",
]

# At most this many statements are retracted by one "don't remember …".
_RETRACT_LIMIT = 10_000


def retire_change(old: MemoryRecord, start: datetime | None, at: datetime) -> dict[str, Any]:
    """The columns that retire ``old`` when a successor starting at ``start`` replaces it."""
    retire: dict[str, Any] = {"status": Status.SUPERSEDED, "retired_at": at}
    if (
        start is not None
        and (old.valid_until is None or old.valid_until > start)
        and (old.valid_from is None or old.valid_from < start)
    ):
        # Close the old event time at the new one; never stretch one that ended earlier.
        retire.update(close_change(old, start, at))
    return retire


def close_change(old: MemoryRecord, end: datetime, at: datetime) -> dict[str, Any]:
    """The columns that close ``old``'s event time at ``end``, changed at ``at``: what its end
    was before and when it changed are kept, for "what was believed at T"."""
    return {"valid_until": end, "closed_at": at, "prior_valid_until": old.valid_until}


def confirmed_start(record: MemoryRecord, names: tuple[str, ...] = ()) -> datetime | None:
    """When a confirmed memory that replaces another began: its own event time, else, when its
    words say a change happened ("I moved to Porto"), the moment they were said, as the door
    reads the person's own change; else ``None`` (unknown: the old one is retired, its event
    time left as it was)."""
    if record.valid_from is not None:
        return record.valid_from
    said = record.provenance.said_at
    if said is None:
        return None
    slot = parse_slot(record.text, subject=record.subject, names=names)
    return said if slot is not None and slot.change_marker and not slot.past else None


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


def speaking_about(view: ReadView, about: str, scope: str) -> list[MemoryRecord]:
    """Every active statement in ``scope`` that speaks about ``about`` (every one of its stems,
    or two in three of a longer one): what "don't remember …" and "never mention … again"
    retract. Found through the full-text index, not a scan of the newest few.

    A statement holding two in three of ``n`` stems misses at most ``n - ceil(2n/3)`` of them,
    so it holds one of any ``n - ceil(2n/3) + 1``: the words are cut into groups of that size
    and a statement must hold a word of each group to be read at all.
    """
    by_stem = terms_by_stem(terms(about))
    wanted = set(by_stem)
    if not wanted:
        return []
    n = len(wanted)
    need = n if n <= 2 else -(-2 * n // 3)
    groups = pigeonhole_groups(by_stem, sorted(by_stem), need)
    found = view.sharing_active(scope, None, groups, _RETRACT_LIMIT)
    out = []
    for memory_id, text, _ in found:
        if len(wanted & set(stems(text))) >= need:
            record = view.get_memory(memory_id, None)
            if record is not None:
                out.append(record)
    return out


# The relations that are one's children, and the words that find them said.
CHILDREN = ("child", "son", "daughter", "stepson", "stepdaughter")
_CHILDREN_SAID = (*CHILDREN, "kid", "kids", "children", "sons", "daughters")
# How many of the person's texts saying a relation's word are read for the names they give it.
_NAMES_LIMIT = 200


def names_given(view: ReadView, scope: str, relations: tuple[str, ...]) -> frozenset[str]:
    """The first names, case-folded, the person gave any of ``relations`` in ``scope`` ("My
    daughter Chloe is 22": chloe, for "daughter"), read from their own words that say one."""
    words = _CHILDREN_SAID if relations == CHILDREN else relations
    return frozenset(
        name.split()[0].casefold()
        for text in view.said_by_person(scope, list(words), _NAMES_LIMIT)
        for rel, name in stated(plain(text))
        if rel in relations and name.split()
    )


def speaking_of_topics(view: ReadView, about: str, scope: str) -> list[MemoryRecord]:
    """Every active statement in ``scope`` that speaks, in any of its words, of a sensitive
    topic ``about`` names (:data:`~memwarden.trust.tombstones.FAMILIES`): "don't remember my
    address" retracts "I live at 22 Elm Road" too, as its tombstone blocks it. Found through
    the full-text index by the topic's words, so a statement telling it by a dose or a
    postcode alone is not (the tombstone still blocks it at the door and in recall)."""
    words, topics = topics_to_find(about)
    if not words:
        return []
    found = view.sharing_active(scope, None, [words], _RETRACT_LIMIT)
    out = []
    for memory_id, text, _ in found:
        if speaks_of(text, topics):
            record = view.get_memory(memory_id, None)
            if record is not None:
                out.append(record)
    return out
