"""The service's core: a store seen by one principal, and the checks every call makes."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..clock import now
from ..errors import (
    ForbiddenError,
    InvalidInputError,
    NotFoundError,
    UnauthenticatedError,
)
from ..model import (
    Capability,
    MemoryRecord,
    Principal,
    Status,
)
from ..settings import Settings
from ..store import MemoryChange, Store, Visibility, WriteTxn, open_store
from ..trust import audit
from ..trust.principals import hash_token
from ..write.candidate import Candidate, to_record
from ..write.pending import close_change
from ..write.rest import changed_keys, still_holds
from .support import _current_topics, _ensure_owner, _replace, _snapshot, kept_words

if TYPE_CHECKING:
    from . import Memory

_READABLE = (Status.ACTIVE, Status.SUPERSEDED, Status.RETRACTED, Status.ARCHIVED, Status.REJECTED)


class _Core:
    """Opening, identity and the checks every operation makes."""

    def __init__(self, store: Store, principal: Principal, settings: Settings) -> None:
        self._store = store
        self.principal = principal
        self.settings = settings
        # This session's recent queries (when, stems), for recall's continuity bonus; kept in
        # this object only, never stored.
        self._session: list[tuple[datetime, frozenset[str]]] = []

    # -- opening ------------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        path: str | Path | None = None,
        *,
        token: str | None = None,
        settings: Settings | None = None,
    ) -> Memory:
        """Open (creating if needed) the memory at ``path``; the owner unless ``token``."""
        settings = settings or Settings()
        location = Path(path) if path is not None else settings.resolved_db()
        store = open_store(location, synchronous=settings.synchronous)
        try:
            owner = _ensure_owner(store, settings)
            _current_topics(store)
            memory = cls(store, owner, settings)
            return memory.for_token(token) if token is not None else memory
        except BaseException:
            store.close()
            raise

    def for_token(self, token: str) -> Memory:
        """The same store, seen by the agent that holds ``token``."""
        if not isinstance(token, str) or not token:
            raise UnauthenticatedError("a token is required")
        principal = self._store.principal_by_token_hash(hash_token(token))
        if principal is None or principal.revoked_at is not None:
            raise UnauthenticatedError("unknown or revoked token")
        return type(self)(self._store, principal, self.settings)

    def as_owner(self) -> Memory:
        owner = self._store.owner()
        if owner is None:  # pragma: no cover - created at open
            raise UnauthenticatedError("this store has no owner")
        return type(self)(self._store, owner, self.settings)

    def close(self) -> None:
        self._close_vectors()
        self._store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def path(self) -> Path | None:
        return self._store.path

    # -- checks -------------------------------------------------------------------------

    def _require(self, capability: Capability) -> None:
        if not self.principal.is_owner:
            # A handle outlives its token's revocation (a server holds it for hours): look
            # the agent up again so a revoke takes effect on the very next call.
            current = self._store.principal_by_name(self.principal.name)
            if current is None or current.id != self.principal.id or current.revoked_at:
                raise UnauthenticatedError("unknown or revoked token")
        if not self.principal.can(capability):
            raise ForbiddenError(f"{self.principal.name} lacks the {capability.value!r} capability")

    def _visibility(self, statuses: Sequence[Status] = _READABLE) -> Visibility:
        if self.principal.can(Capability.REVIEW) and Status.PENDING not in statuses:
            statuses = (*statuses, Status.PENDING)
        return Visibility(
            scopes=self.principal.scopes,
            labels=None if self.principal.is_owner else self.principal.labels,
            statuses=tuple(statuses),
        )

    def _visible(self, memory_id: str, statuses: Sequence[Status] = _READABLE) -> MemoryRecord:
        if not isinstance(memory_id, str) or not memory_id:
            raise InvalidInputError("a memory id is required")
        record = self._store.get_memory(memory_id, self._visibility(statuses))
        if record is None:
            raise NotFoundError.memory(memory_id)
        return record

    def _end(self, txn: WriteTxn, old: MemoryRecord, end: datetime) -> None:
        """Close ``old``'s event time at ``end``, the row kept active: true until then
        (:func:`~memwarden.write.pending.close_change`)."""
        txn.update_memory(old.id, MemoryChange(close_change(old, end, now())))
        after = txn.get_memory(old.id, None)
        self._audit(
            txn,
            "end",
            old.id,
            {"before": _snapshot(old), "after": _snapshot(after) if after else None},
        )

    def _end_keeping_rest(
        self,
        txn: WriteTxn,
        old: MemoryRecord,
        end: datetime,
        beside: MemoryRecord,
        names: tuple[str, ...],
    ) -> str:
        """End ``old`` at ``end`` (``_end``), a memory ``beside`` changed besides the one it
        supersedes, and keep what else it said (``_keep_rest``, not superseding it): the words a
        reason adds for what was kept, or "" when nothing was."""
        self._end(txn, old, end)
        kept = self._keep_rest(txn, old, beside, names, link=False)
        return "" if kept is None else kept_words(old.id, kept.id)

    def _keep_rest(
        self,
        txn: WriteTxn,
        old: MemoryRecord,
        new: MemoryRecord,
        names: tuple[str, ...],
        *,
        link: bool = True,
    ) -> MemoryRecord | None:
        """Keep what still holds of ``old``, which ``new`` supersedes (write/rest.py): the
        parts of its text that did not change, as a memory of their own that supersedes it
        beside ``new`` — its words, who said them and when, its event time, access list and
        weights — with an audit event ``keep``. ``None`` when nothing of it still holds.
        Called with ``old`` still as it was and after ``new`` is stored (``old``'s successor
        stays ``new``: the first to supersede it). Without ``link``, ``old`` is not superseded
        but ends where ``new`` began (still active, true until then: ``_end``), and the kept
        memory does not supersede it; the audit event names where it was kept from."""
        rest = still_holds(txn, old, changed_keys(new, names, old), names, new)
        if rest is None:
            return None
        candidate = Candidate(
            text=rest, kind=old.kind, subject=old.subject, scope=old.scope, acl=old.acl,
            source=old.source, valid_from=old.valid_from, valid_until=old.valid_until,
            said_at=old.provenance.said_at or old.recorded_at, importance=old.importance,
            pinned=old.pinned, confidence=old.confidence, valence=old.valence,
            arousal=old.arousal, chat_id=old.provenance.chat_id, tags=old.tags,
            turn_id=old.provenance.turn_id, read_sources=old.provenance.read_sources,
            untrusted=old.provenance.untrusted, names=names,
        )  # fmt: skip
        kept = _replace(
            to_record(candidate, self.principal, now()),
            provenance=old.provenance, supersedes=old.id if link else None,
            evidence_count=old.evidence_count,
        )  # fmt: skip
        txn.insert_memory(kept)
        self._audit(txn, "keep", kept.id,
                    {"before": None, "after": _snapshot(kept), "kept_from": old.id,
                     "beside": new.id})  # fmt: skip
        return kept

    def _audit(
        self, txn: WriteTxn, action: str, memory_id: str | None, payload: dict[str, Any]
    ) -> None:
        seq, prev_hash = txn.audit_head()
        txn.insert_audit(
            audit.make_event(
                seq=seq,
                prev_hash=prev_hash,
                at=now(),
                principal=self.principal.name,
                action=action,
                memory_id=memory_id,
                payload=payload,
            )
        )
