"""Helpers of the service: audit snapshots, owner bootstrap, small checks."""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ..clock import format_time, now
from ..errors import (
    InvalidInputError,
)
from ..model import (
    MemoryRecord,
    Principal,
)
from ..settings import Settings
from ..store import Store
from ..trust import audit
from ..trust.principals import new_owner
from ..write.rekey import retopic
from ..write.topics import TOPICS_VERSION


def _snapshot(record: MemoryRecord) -> dict[str, Any]:
    """A memory as an audit payload: every field that is set (empty and default ones left out)."""
    p = record.provenance
    out: dict[str, Any] = {
        "id": record.id, "text": record.text, "kind": record.kind.value,
        "status": record.status.value, "subject": record.subject, "scope": record.scope,
        "acl": list(record.acl), "source": record.source.value,
        "content_hash": record.content_hash, "confidence": record.confidence,
        "importance": record.importance, "pinned": record.pinned, "valence": record.valence,
        "arousal": record.arousal, "evidence_count": record.evidence_count,
        "recorded_at": format_time(record.recorded_at),
        "provenance": {"principal": p.principal, "chat_id": p.chat_id, "turn_id": p.turn_id,
                       "said_at": format_time(p.said_at), "read_sources": list(p.read_sources),
                       "untrusted": p.untrusted},
        "valid_from": format_time(record.valid_from),
        "valid_until": format_time(record.valid_until),
        "retired_at": format_time(record.retired_at), "supersedes": record.supersedes,
        "hold_reason": record.hold_reason.value if record.hold_reason else None,
        "entities": list(record.entities), "tags": list(record.tags),
    }  # fmt: skip
    out["provenance"] = {k: v for k, v in out["provenance"].items() if v not in (None, [], False)}
    return {k: v for k, v in out.items() if v is not None and v != [] and v != {}}


def kept_words(old_id: str, kept_id: str) -> str:
    """What a write's reason adds for what else memory ``old_id`` said, kept as memory
    ``kept_id`` (write/rest.py); the command line's line finds it by its first words."""
    return f"; what else memory {old_id} said still holds, kept as memory {kept_id}"


def _flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise InvalidInputError(f"{name} must be true or false")
    return value


def _replace(obj: Any, **changes: Any) -> Any:
    return dataclasses.replace(obj, **changes)


def _ensure_owner(store: Store, settings: Settings) -> Principal:
    owner = store.owner()
    if owner is not None:
        return owner
    with store.write() as txn:
        owner = txn.owner()
        if owner is None:
            owner = new_owner(settings.owner_label)
            txn.insert_principal(owner, None)
            seq, prev_hash = txn.audit_head()
            event = audit.make_event(
                seq=seq,
                prev_hash=prev_hash,
                at=now(),
                principal=owner.name,
                action="principal.add",
                memory_id=None,
                payload={"principal": owner.to_dict()},
            )
            txn.insert_audit(event)
    return owner


def _current_topics(store: Store) -> None:
    """The topics every memory speaks of, found again if the topic lists changed since they
    were found (write/rekey.py): a question naming a category reads them."""
    if store.topics_version() != TOPICS_VERSION:
        with store.write() as txn:
            retopic(txn)


@contextmanager
def gc_frozen() -> Iterator[None]:
    """The objects alive now left out of the garbage collector's passes while the block runs.

    A bulk import holds its candidates (a million, for a million entries) until each is
    written, and every full pass of the collector walked them all: ~14 s of a 1M import's
    ~230 s (docs/benchmarks.md, "Scale"). They are still freed as they are let go; objects made
    inside the block are collected as usual. Nothing is frozen if something else already froze
    objects (``gc.freeze``): unfreezing after would undo its freeze.
    """
    if gc.get_freeze_count():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
