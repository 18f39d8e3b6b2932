"""The decision at the door.

For now two of the four ways of DESIGN §5 (the guard and the slot review arrive in their own
issue): a candidate matching a tombstone is **blocked**; an exact repeat of an active memory in
the same scope and subject (same normal form) is **ignored**, adding one to the original's
evidence; everything else is **created**.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Decision, MemoryRecord
from ..store.base import ReadView, TombstoneRow
from ..text import content_hash
from ..trust.tombstones import matching_tombstone
from .candidate import Candidate

__all__ = ["Verdict", "review"]


@dataclass(frozen=True, slots=True)
class Verdict:
    decision: Decision
    target: MemoryRecord | None = None
    tombstone: TombstoneRow | None = None
    reason: str = ""


def review(
    view: ReadView, candidate: Candidate, tombstones: list[TombstoneRow] | None = None
) -> Verdict:
    """Decide ``candidate``. ``tombstones`` may be passed in when many candidates share them."""
    if tombstones is None:
        tombstones = view.tombstones(candidate.scope)
    blocker = matching_tombstone(candidate.text, tombstones)
    if blocker is not None:
        return Verdict(
            Decision.BLOCKED,
            tombstone=blocker,
            reason=f"matches tombstone {blocker.tombstone.id}: a value the person asked never "
            "to be remembered",
        )
    repeat = view.find_repeat(candidate.scope, candidate.subject, content_hash(candidate.text))
    if repeat is not None:
        return Verdict(
            Decision.IGNORED,
            target=repeat,
            reason=f"repeats memory {repeat.id}; its evidence count went up",
        )
    return Verdict(Decision.CREATED, reason="new memory")
