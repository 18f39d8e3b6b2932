"""Proposals: what an agent suggested and how the person answered (DESIGN §7).

An agent with the ``propose`` capability suggests a value of some kind ("reminder: call mum on
Sundays"); a principal with the ``review`` capability — never the agent that proposed it —
answers ``accepted``, ``declined`` or ``not-now``. The record is:

* **keyed on the value, matched by meaning.** A new proposal is compared with the earlier ones
  in its scope: the same normal form, or (same kind) an embedding at or above the threshold of
  :mod:`memwarden.trust.meaning`. A match returns the earlier proposal instead of a new one —
  so a declined value proposed again in other words comes back *declined*, and the agent learns
  it from the answer. A ``not-now`` answer lapses after ``Settings.proposal_not_now_days``
  (30 by default); after that a re-proposal opens a new proposal. ``declined`` never lapses.
* **durable and uncapped.** Nothing deletes a proposal; there is no list that a new entry
  pushes an old one out of, and an acceptance clears nothing but its own row.
* **advice.** :func:`advice` lists every declined proposal the caller may see, as lines an
  agent reads before suggesting anything; ``context`` includes them.

Proposal kinds are short lowercase words (``memory``, ``reminder``, ``skill``, ``preference``…):
an open set, checked for shape only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from ..errors import InvalidInputError
from ..ids import new_id
from ..model import Principal, Proposal
from ..store.base import ProposalRow, ReadView, TombstoneRow
from ..text import content_hash
from . import meaning
from .tombstones import in_scope, matching_tombstone, prime

__all__ = [
    "ADVICE_HEADER",
    "ANSWERS",
    "Matched",
    "advice",
    "advice_lines",
    "answer",
    "answer_document",
    "check_kind",
    "find_match",
    "new_proposal",
    "parse_answer",
    "parse_status",
    "scope_of",
    "without_tombstoned",
]

ANSWERS = ("accepted", "declined", "not-now")
ADVICE_HEADER = "The person declined these suggestions; do not suggest them again:"
_KIND = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")


@dataclass(frozen=True, slots=True)
class Matched:
    row: ProposalRow
    how: str  # "value" (same normal form) or "meaning"
    similarity: float | None = None


def check_kind(kind: object) -> str:
    if not isinstance(kind, str) or not _KIND.match(kind.strip().lower()):
        raise InvalidInputError(
            "kind must be a short word of lowercase letters, digits, - or _ (e.g. reminder)"
        )
    return kind.strip().lower()


def parse_answer(value: object) -> str:
    if isinstance(value, str):
        spelled = value.strip().lower().replace("_", "-").replace(" ", "-")
        if spelled in ANSWERS:
            return spelled
    raise InvalidInputError("the answer must be accepted, declined or not-now")


def scope_of(principal: Principal, default_scope: str) -> str:
    """A proposal belongs to the default scope, or to the proposer's first when it lacks that."""
    if principal.scopes and default_scope not in principal.scopes:
        return principal.scopes[0]
    return default_scope


def parse_status(value: object) -> str:
    if isinstance(value, str) and value.strip().lower() in ("open", *ANSWERS):
        return value.strip().lower()
    raise InvalidInputError("status must be open, accepted, declined or not-now")


def _live(row: ProposalRow) -> bool:
    """Whether an earlier proposal still stands for its value (a lapsed not-now does not)."""
    return not (row.proposal.status == "not-now" and row.proposal.expired)


def find_match(view: ReadView, kind: str, value: str, scope: str) -> Matched | None:
    """The earlier proposal ``value`` repeats, declined ones first; ``None`` if it is new."""
    rows = [r for r in view.proposals((scope,), None) if _live(r)]
    if not rows:
        return None
    # Declined first, then still-open or deferred ones, then accepted: "do not suggest it again"
    # is the answer an agent most needs to hear.
    order = {"declined": 0, "not-now": 1, "open": 2, "accepted": 3}
    rows.sort(key=lambda r: (order[r.proposal.status], r.proposal.id))
    value_hash = content_hash(value)
    for row in rows:
        if row.value_hash == value_hash:
            return Matched(row, "value")
    stored = [(r.proposal.id, r.vector) for r in rows if r.vector and r.proposal.kind == kind]
    found = meaning.best_match(value, stored)
    if found is None:
        return None
    by_id = {r.proposal.id: r for r in rows}
    # Among equally good matches the ordering above decides; best_match keeps the first best.
    return Matched(by_id[found[0]], "meaning", round(found[1], 4))


def new_proposal(
    kind: str, value: str, scope: str, principal: Principal, at: datetime
) -> ProposalRow:
    return ProposalRow(
        proposal=Proposal(
            id=new_id(),
            kind=kind,
            value=value,
            scope=scope,
            status="open",
            proposed_by=principal.name,
            proposed_at=at,
        ),
        value_hash=content_hash(value),
        vector=meaning.embed(value),
    )


def answer(
    row: ProposalRow, decision: str, principal: Principal, at: datetime, not_now_days: int
) -> Proposal:
    """The proposal as ``principal`` answered it (not yet stored)."""
    expires = at + timedelta(days=not_now_days) if decision == "not-now" else None
    return replace(
        row.proposal,
        status=decision,
        decided_by=principal.name,
        decided_at=at,
        expires_at=expires,
        expired=False,
    )


def answer_document(
    found: ProposalRow | Matched | None, *, blocked_by: str | None = None
) -> dict[str, Any]:
    """``propose``'s answer: the proposal (new or earlier), or ``None`` when blocked."""
    if isinstance(found, Matched):
        row, how, similarity = found.row, found.how, found.similarity
    else:
        row, how, similarity = found, None, None
    return {
        "proposal": row.proposal.to_dict() if row is not None else None,
        "existing": how is not None,
        "matched": how,
        "similarity": similarity,
        "blocked": blocked_by is not None,
        "reason": (
            f"matches tombstone {blocked_by}: a value the person asked never to come back"
            if blocked_by
            else None
        ),
    }


def without_tombstoned(
    rows: list[ProposalRow], tombstones: list[TombstoneRow]
) -> list[ProposalRow]:
    """``rows`` less those whose value a tombstone (of their scope or every scope) matches."""
    if not tombstones:
        return rows
    prime([r.proposal.value for r in rows], tombstones)
    return [
        r
        for r in rows
        if matching_tombstone(r.proposal.value, in_scope(tombstones, r.proposal.scope)) is None
    ]


def advice_lines(rows: list[ProposalRow]) -> list[str]:
    return [f"- {r.proposal.kind}: {' '.join(r.proposal.value.split())}" for r in rows]


def advice(rows: list[ProposalRow]) -> dict[str, Any]:
    """``{"advice": [..], "text": ".."}`` from the declined proposals ``rows``."""
    items = [
        {
            "id": r.proposal.id,
            "kind": r.proposal.kind,
            "value": r.proposal.value,
            "declined_at": r.proposal.to_dict()["decided_at"],
            "declined_by": r.proposal.decided_by,
        }
        for r in rows
    ]
    text = "\n".join([ADVICE_HEADER, *advice_lines(rows)]) if rows else ""
    return {"advice": items, "text": text}
