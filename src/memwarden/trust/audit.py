"""The audit chain: every mutation is an event, every event is chained to the one before.

``hash = sha256(prev_hash, seq, id, at, principal, action, memory_id, payload_hash)`` where
``payload_hash = sha256(canonical JSON of the payload)``. The chain covers the payload's *hash*,
not the payload, so forgetting a memory can erase the payloads of its events (``payload`` NULL)
and the chain still verifies; an erased payload is legitimate only when the same memory has a
later ``forget`` event. :func:`verify` recomputes all of it.

The store forbids deleting events and any update other than erasing a payload (triggers), so
tampering has to go around memwarden — and ``verify`` catches it: a changed payload, a changed
field, a removed or reordered event. Removing events from the *end* of the log cannot be told
from a shorter log; ``verify`` prints the head hash so it can be noted outside the database.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import Any

import orjson

from ..clock import format_time
from ..ids import new_id
from ..model import AuditEvent, VerifyReport

__all__ = ["GENESIS", "canonical", "make_event", "verify_events"]

GENESIS = "0" * 64


def canonical(payload: dict[str, Any]) -> str:
    """Sorted keys, no spaces, UTF-8 as is: the same text as ``json.dumps(payload,
    sort_keys=True, ensure_ascii=False, separators=(",", ":"))``, made by orjson (C) because
    every write makes one."""
    return orjson.dumps(payload, option=orjson.OPT_SORT_KEYS).decode("utf-8")


def _payload_hash(payload: dict[str, Any]) -> str:
    return hashlib.sha256(canonical(payload).encode("utf-8")).hexdigest()


def _chain_hash(
    prev_hash: str,
    seq: int,
    event_id: str,
    at: datetime,
    principal: str,
    action: str,
    memory_id: str | None,
    payload_hash: str,
) -> str:
    material = "\n".join(
        [prev_hash, str(seq), event_id, format_time(at) or "", principal, action,
         memory_id or "", payload_hash]
    )  # fmt: skip
    return hashlib.sha256(material.encode("utf-8")).hexdigest()


def make_event(
    *,
    seq: int,
    prev_hash: str,
    at: datetime,
    principal: str,
    action: str,
    memory_id: str | None,
    payload: dict[str, Any],
) -> AuditEvent:
    event_id = new_id()
    payload_json = canonical(payload)
    payload_hash = hashlib.sha256(payload_json.encode("utf-8")).hexdigest()
    return AuditEvent(
        seq=seq,
        id=event_id,
        at=at,
        principal=principal,
        action=action,
        memory_id=memory_id,
        payload=payload,
        payload_hash=payload_hash,
        prev_hash=prev_hash,
        hash=_chain_hash(prev_hash, seq, event_id, at, principal, action, memory_id, payload_hash),
        payload_json=payload_json,
    )


def verify_events(events: list[AuditEvent]) -> VerifyReport:
    """Recompute the whole chain. ``events`` must be the full log in ``seq`` order."""
    problems: list[str] = []
    prev = GENESIS
    erased = 0
    forgotten: set[str] = {e.memory_id for e in events if e.action == "forget" and e.memory_id}
    for expected_seq, event in enumerate(events, start=1):
        if event.seq != expected_seq:
            problems.append(f"event {expected_seq} is missing (next is {event.seq})")
            break
        if event.prev_hash != prev:
            problems.append(f"event {event.seq} does not follow event {event.seq - 1}")
        if event.payload is None:
            erased += 1
            if event.memory_id not in forgotten:
                problems.append(f"event {event.seq} has an erased payload but no forget")
        elif _payload_hash(event.payload) != event.payload_hash:
            problems.append(f"event {event.seq} payload was changed")
        recomputed = _chain_hash(
            event.prev_hash, event.seq, event.id, event.at, event.principal, event.action,
            event.memory_id, event.payload_hash,
        )  # fmt: skip
        if recomputed != event.hash:
            problems.append(f"event {event.seq} was changed")
        prev = event.hash
    return VerifyReport(
        ok=not problems, events=len(events), erased=erased, problems=tuple(problems)
    )
