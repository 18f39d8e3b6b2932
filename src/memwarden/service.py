"""``Memory``: the one service API every interface calls.

A ``Memory`` is a store seen by one principal. ``Memory.open(path)`` acts as the owner (the
person at their own machine); ``Memory.open(path, token=...)`` or ``memory.for_token(token)``
acts as an agent, with exactly the capabilities, labels and scopes it was granted. Every
operation checks the capability it needs here, before touching the store, and every mutation
writes its audit event in the same transaction as the change.
"""

from __future__ import annotations

import dataclasses
import shutil
import tempfile
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from ulid import ULID

from . import portability
from .clock import format_time, now, parse_time
from .errors import (
    ConflictError,
    ForbiddenError,
    InvalidInputError,
    NotFoundError,
    UnauthenticatedError,
)
from .model import (
    AuditEvent,
    Capability,
    Decision,
    HoldReason,
    Kind,
    MemoryRecord,
    Principal,
    Proposal,
    RecallResponse,
    Source,
    Status,
    Tombstone,
    VerifyReport,
    WriteResult,
)
from .read.context import build_context
from .read.recall import RecallRequest, recall
from .settings import Settings
from .store import MemoryChange, Store, StoreCheck, TombstoneRow, Visibility, WriteTxn
from .store.base import ChatRow, DecisionRow, ProposalRow
from .store.sqlite import SQLiteStore
from .text import content_hash
from .trust import audit
from .trust import proposals as proposal_rules
from .trust.acl import normalise_acl, writable_scope
from .trust.principals import hash_token, new_agent, new_owner, new_token, parse_capability
from .trust.tombstones import fingerprint, matching_tombstone, meaning_vectors
from .write import guard, llm_extract
from .write.candidate import (
    Candidate,
    check_event_time,
    check_range,
    check_subject,
    check_tags,
    check_text,
    parse_kind,
    slot_key_of,
    to_record,
)
from .write.extract import Retraction, extract
from .write.observe import (
    candidate_hash,
    chat_after,
    episode_candidate,
    inferred_candidates,
    needs_confirmation,
    parse_messages,
    statement_candidate,
    turn_id,
)
from .write.pending import best_match, may_confirm, pending_entry, retire_change, stored_result
from .write.review import Verdict
from .write.review import review as review_candidate

__all__ = ["Memory"]

_READABLE = (Status.ACTIVE, Status.SUPERSEDED, Status.RETRACTED, Status.ARCHIVED, Status.REJECTED)


class Memory:
    """Long-term memory, seen by one principal."""

    def __init__(self, store: Store, principal: Principal, settings: Settings) -> None:
        self._store = store
        self.principal = principal
        self.settings = settings

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
        store = SQLiteStore(location, synchronous=settings.synchronous)
        try:
            owner = _ensure_owner(store, settings)
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
        return Memory(self._store, principal, self.settings)

    def as_owner(self) -> Memory:
        owner = self._store.owner()
        if owner is None:  # pragma: no cover - created at open
            raise UnauthenticatedError("this store has no owner")
        return Memory(self._store, owner, self.settings)

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

    # -- writing ------------------------------------------------------------------------

    # Keyword-only arguments, one per CLI flag and HTTP field: a caller names what it sets.
    def remember(
        self,
        text: str,
        *,
        kind: str = "fact",
        subject: str = "user",
        scope: str | None = None,
        acl: Iterable[str] | None = None,
        valid_from: str | datetime | None = None,
        valid_until: str | datetime | None = None,
        at: str | datetime | None = None,
        importance: int = 5,
        pinned: bool = False,
        confidence: float = 1.0,
        valence: int = 0,
        arousal: int = 0,
        tags: Iterable[str] | None = None,
        chat_id: str | None = None,
    ) -> WriteResult:
        """The explicit write: validated, checked against tombstones, reviewed, stored."""
        self._require(Capability.REMEMBER)
        candidate = self._candidate(
            dict(
                text=text, kind=kind, subject=subject, scope=scope, acl=acl,
                valid_from=valid_from, valid_until=valid_until, at=at, importance=importance,
                pinned=pinned, confidence=confidence, valence=valence, arousal=arousal,
                tags=tags, chat_id=chat_id,
            ),
            source=Source.USER_EXPLICIT if self.principal.is_owner else Source.AGENT,
        )  # fmt: skip
        with self._store.write() as txn:
            result = self._admit(txn, candidate)
        self._embed_soon()
        return result

    def _candidate(self, fields: dict[str, Any], source: Source) -> Candidate:
        valid_from, valid_until = check_event_time(
            fields.get("valid_from"), fields.get("valid_until")
        )
        chat_id = fields.get("chat_id")
        if chat_id is not None and (not isinstance(chat_id, str) or not 0 < len(chat_id) <= 200):
            raise InvalidInputError("chat_id must be 1-200 characters")
        return Candidate(
            text=check_text(fields.get("text"), self.settings.max_text_chars),
            kind=parse_kind(fields.get("kind", "fact")),
            subject=check_subject(fields.get("subject", "user")),
            scope=writable_scope(fields.get("scope"), self.principal, self.settings.default_scope),
            acl=normalise_acl(fields.get("acl"), self.principal),
            source=source,
            valid_from=valid_from,
            valid_until=valid_until,
            said_at=parse_time(fields.get("at"), field="at") or now(),
            importance=int(
                check_range("importance", fields.get("importance", 5), 1, 10, integer=True)
            ),
            pinned=_flag("pinned", fields.get("pinned", False)),
            confidence=float(
                check_range("confidence", fields.get("confidence", 1.0), 0, 1, integer=False)
            ),
            valence=int(check_range("valence", fields.get("valence", 0), -2, 2, integer=True)),
            arousal=int(check_range("arousal", fields.get("arousal", 0), -2, 2, integer=True)),
            chat_id=chat_id,
            tags=check_tags(fields.get("tags")),
        )  # fmt: skip

    def _admit(
        self,
        txn: WriteTxn,
        candidate: Candidate,
        tombstones: list[TombstoneRow] | None = None,
        *,
        typed_by_person: Sequence[str] | None = None,
        confirm_first: bool = False,
    ) -> WriteResult:
        """Guard → tombstones → review → store (DESIGN §5), every decision recorded once.

        A candidate already decided (the same hash, invariant 10) gets its stored decision back
        and changes nothing. ``typed_by_person`` are the person's own words in the chat (the
        guard's judge of planted instructions and redirects); ``None`` works them out: the text
        itself for the owner, the person's logged turns of the chat for an agent.
        ``confirm_first`` (a model's proposal) holds what would be kept: needs_confirmation.
        """
        key = candidate_hash(
            kind=candidate.kind.value, scope=candidate.scope, subject=candidate.subject,
            source=candidate.source.value, text=candidate.text, chat_id=candidate.chat_id,
            turn=candidate.turn_id, said_at=candidate.said_at,
        )  # fmt: skip
        stored = txn.decision(key)
        if stored is not None:
            return stored_result(txn, stored)
        chat = txn.chat(candidate.chat_id) if candidate.chat_id else None
        # The owner's own explicit words are the person's, whatever the chat read before.
        own_words = self.principal.is_owner and typed_by_person is None
        if typed_by_person is None:
            # Only a chat of the candidate's own scope speaks for the person.
            same_scope = chat is not None and chat.scope == candidate.scope
            typed_by_person = (
                (candidate.text,)
                if self.principal.is_owner
                else (txn.person_turns(chat.id, 200) if chat is not None and same_scope else ())
            )
        verdict = guard.inspect(
            candidate.text,
            typed_by_person=typed_by_person,
            tainted=bool(chat and chat.tainted) and not own_words,
            person_present=chat.present if chat else True,
        )
        if verdict.action == "refuse":
            self._audit(txn, "refused", None, {"fingerprints": list(verdict.fingerprints)})
            result = WriteResult(Decision.REFUSED, None, None, verdict.explanation)
            self._record(txn, key, candidate, result, fingerprint=verdict.fingerprint)
            return result
        if chat is not None and (chat.tainted or verdict.untrusted):
            candidate = _replace(
                candidate, read_sources=chat.read_sources, untrusted=verdict.untrusted
            )
        review = review_candidate(txn, candidate, tombstones)
        if review.decision is not Decision.BLOCKED and verdict.action == "hold":
            review = Verdict(
                Decision.HELD,
                hold_reason=HoldReason(str(verdict.reason)),
                reason=verdict.explanation,
            )
        if confirm_first:
            review = needs_confirmation(review)
        if confirm_first and review.decision is Decision.IGNORED and review.target is not None:
            # A model echoing what is already kept is no new evidence: nothing changes.
            result = WriteResult(Decision.IGNORED, review.target, review.target.id,
                                 f"already kept as memory {review.target.id}")  # fmt: skip
        else:
            result = self._apply(txn, candidate, review)
        self._record(txn, key, candidate, result, hold_reason=review.hold_reason)
        return result

    def _record(
        self,
        txn: WriteTxn,
        key: str,
        candidate: Candidate,
        result: WriteResult,
        *,
        hold_reason: HoldReason | None = None,
        fingerprint: str | None = None,
    ) -> None:
        txn.insert_decision(
            DecisionRow(
                candidate_hash=key, decision=result.decision,
                memory_id=result.memory.id if result.memory else None, target_id=result.target,
                hold_reason=hold_reason if result.decision is Decision.HELD else None,
                reason=result.reason, fingerprint=fingerprint, principal=self.principal.name,
                chat_id=candidate.chat_id, decided_at=now(),
            )
        )  # fmt: skip

    def _apply(self, txn: WriteTxn, candidate: Candidate, verdict: Verdict) -> WriteResult:
        """Carry out a review verdict in ``txn``, with its audit event."""
        if verdict.decision is Decision.BLOCKED and verdict.tombstone is not None:
            txn.add_tombstone_hits({verdict.tombstone.tombstone.id: 1})
            self._audit(
                txn,
                "blocked",
                None,
                {"tombstone": verdict.tombstone.tombstone.id,
                 "candidate_fingerprint": content_hash(candidate.text)},
            )  # fmt: skip
            return WriteResult(Decision.BLOCKED, None, None, verdict.reason)
        if verdict.decision is Decision.IGNORED and verdict.target is not None:
            original = verdict.target
            txn.update_memory(
                original.id, MemoryChange({"evidence_count": original.evidence_count + 1})
            )
            self._audit(
                txn,
                "repeat",
                original.id,
                {"before": {"evidence_count": original.evidence_count},
                 "after": {"evidence_count": original.evidence_count + 1}},
            )  # fmt: skip
            updated = txn.get_memory(original.id, None)
            return WriteResult(Decision.IGNORED, updated, original.id, verdict.reason)
        if verdict.decision is Decision.UPDATED and verdict.target is not None:
            start = verdict.valid_from if isinstance(verdict.valid_from, datetime) else None
            candidate = _replace(candidate, valid_from=start or candidate.valid_from)
            return self._supersede(txn, verdict.target, candidate, start, verdict.reason)
        record = to_record(candidate, self.principal, now())
        if verdict.decision is Decision.HELD and verdict.hold_reason is not None:
            record = _replace(record, status=Status.PENDING, hold_reason=verdict.hold_reason)
            target = verdict.target.id if verdict.target else None
            txn.insert_memory(record)
            self._audit(
                txn,
                "hold",
                record.id,
                {"before": None, "after": _snapshot(record), "conflicts_with": target},
            )
            return WriteResult(Decision.HELD, record, target, verdict.reason)
        txn.insert_memory(record)
        self._audit(txn, "create", record.id, {"before": None, "after": _snapshot(record)})
        return WriteResult(Decision.CREATED, record, None, verdict.reason)

    def _supersede(
        self,
        txn: WriteTxn,
        old: MemoryRecord,
        candidate: Candidate,
        start: datetime | None,
        reason: str,
    ) -> WriteResult:
        """Replace ``old`` with ``candidate``: the old row is kept, retired, linked (inv. 6)."""
        at = now()
        new = _replace(to_record(candidate, self.principal, at), supersedes=old.id)
        txn.update_memory(old.id, MemoryChange(retire_change(old, start, at)))
        txn.insert_memory(new)
        after_old = txn.get_memory(old.id, None)
        after = _snapshot(after_old) if after_old else None
        self._audit(txn, "supersede", old.id, {"before": _snapshot(old), "after": after})
        self._audit(
            txn, "correct", new.id, {"before": None, "after": _snapshot(new), "supersedes": old.id}
        )
        stored = txn.get_memory(new.id, None)
        return WriteResult(Decision.UPDATED, stored, old.id, reason)

    def correct(
        self, memory_id: str, text: str, *, valid_from: str | datetime | None = None
    ) -> WriteResult:
        """Supersede ``memory_id`` with ``text``; the old row is kept, retired, linked."""
        self._require(Capability.REMEMBER)
        start = parse_time(valid_from, field="valid_from")
        with self._store.write() as txn:
            old = txn.get_memory(memory_id, self._visibility())
            if old is None:
                raise NotFoundError.memory(memory_id)
            if old.status is not Status.ACTIVE:
                raise ConflictError(
                    f"memory {memory_id} is {old.status.value}; "
                    "only an active memory can be corrected"
                    + (f" (its successor is {old.superseded_by})" if old.superseded_by else "")
                )
            if start is not None and old.valid_from is not None and not start > old.valid_from:
                raise InvalidInputError(
                    "valid_from of a correction must be later than the corrected memory's"
                )
            candidate = Candidate(
                text=check_text(text, self.settings.max_text_chars),
                kind=old.kind,
                subject=old.subject,
                scope=old.scope,
                acl=old.acl,
                source=Source.USER_EXPLICIT if self.principal.is_owner else Source.AGENT,
                valid_from=start,
                valid_until=None,
                said_at=now(),
                importance=old.importance,
                pinned=old.pinned,
                confidence=1.0,
                valence=old.valence,
                arousal=old.arousal,
                tags=old.tags,
            )  # fmt: skip
            verdict = review_candidate(txn, candidate)
            secret = guard.inspect(candidate.text, typed_by_person=(candidate.text,))
            if verdict.decision is Decision.BLOCKED or secret.action == "refuse":
                return self._admit(txn, candidate)  # blocked or refused, and recorded
            if content_hash(candidate.text) == old.content_hash:
                return WriteResult(
                    Decision.IGNORED, old, old.id, "the correction says the same as the memory"
                )
            return self._supersede(txn, old, candidate, start, f"supersedes memory {old.id}")

    def forget(self, memory_id: str, *, never: bool = False) -> dict[str, Any]:
        """Retract: blank the text and provenance everywhere; ``never`` also tombstones it."""
        self._require(Capability.REMEMBER)
        with self._store.write() as txn:
            record = txn.get_memory(memory_id, self._visibility())
            if record is None:
                raise NotFoundError.memory(memory_id)
            if record.status is Status.RETRACTED:
                if never:
                    raise ConflictError(
                        f"memory {memory_id} is already forgotten; its text is gone, so it "
                        "cannot be tombstoned now (use `tombstone add` with the value)"
                    )
                return {"memory": record.to_dict(), "tombstone": None}
            tombstone = None
            if never:
                tombstone = self._new_tombstone(record.text, record.scope, origin=record.id)
                txn.insert_tombstone(tombstone)
            at = now()
            txn.update_memory(
                record.id,
                MemoryChange({
                    "text": "", "content_hash": None, "entities": [], "tags": [],
                    "status": Status.RETRACTED, "hold_reason": None,
                    "retired_at": record.retired_at or at, "principal_id": None,
                    "chat_id": None, "turn_id": None, "said_at": None, "read_sources": [],
                    "untrusted": False,
                }),
            )  # fmt: skip
            erased = txn.erase_audit_payloads(record.id, at)
            txn.erase_decision_reasons(record.id)
            txn.purge_deleted_text()
            self._audit(
                txn,
                "forget",
                record.id,
                {"status_before": record.status.value, "erased_events": erased,
                 "tombstone": tombstone.tombstone.id if tombstone else None},
            )  # fmt: skip
            if tombstone:
                payload = {"tombstone": tombstone.tombstone.id, "origin_memory": record.id}
                self._audit(txn, "tombstone.add", None, payload)
            after = txn.get_memory(record.id, None)
        return {
            "memory": after.to_dict() if after else None,
            "tombstone": tombstone.tombstone.to_dict() if tombstone else None,
        }

    # -- review at the door: observe and the pending queue -----------------------------
    # (DESIGN §5 and invariant 5; the rules live in write/observe.py, write/extract.py,
    # write/review.py and write/pending.py — these methods check, call and record.)

    def observe(
        self,
        messages: Sequence[dict[str, Any]],
        *,
        chat_id: str | None = None,
        present: bool = True,
        scope: str | None = None,
    ) -> dict[str, Any]:
        """Log a conversation and learn from the person's own words.

        Each person/assistant turn is kept verbatim (secrets redacted) as an ``episode``; a
        ``tool`` turn is never stored and marks the chat as having read its ``source``. The
        person's statements become candidates that go through guard, tombstones and review;
        "forget that" and its kin retract and tombstone. One transaction per turn.

        With ``llm_extract_url`` set, each person's turn (secrets redacted) is also read by the
        extraction model before its transaction; what it proposes beyond the rules goes
        through the same door as ``inferred`` and is held ``needs_confirmation``. The turn's
        ``"llm"`` entry says what came of it, or why nothing did (``{"error": ...}``).
        """
        self._require(Capability.REMEMBER)
        turns = parse_messages(messages, self.settings.max_text_chars)
        if chat_id is None:
            chat_id = f"chat-{ULID()}"
        elif not isinstance(chat_id, str) or not 0 < len(chat_id) <= 200:
            raise InvalidInputError("chat_id must be 1-200 characters")
        present = _flag("present", present)
        scope = writable_scope(scope, self.principal, self.settings.default_scope)
        acl = normalise_acl(None, self.principal)
        llm = llm_extract.config_from_settings(self.settings)  # None: off, no request
        report: list[dict[str, Any]] = []
        for turn in turns:
            at = turn.at or now()
            entry: dict[str, Any] = {
                "turn": turn.index, "role": turn.role, "name": turn.name, "episode": None,
                "decisions": [], "retractions": [],
            }  # fmt: skip
            retractions: list[Retraction] = []
            proposed = None
            if llm is not None and turn.role == "user":
                proposed = self._llm_proposals(turn, llm)  # the network, outside the write
                entry["llm"] = {k: v for k, v in proposed.items() if k != "found"}
            with self._store.write() as txn:
                chat = txn.chat(chat_id)
                if chat is not None and chat.scope != scope:
                    raise InvalidInputError(
                        f"chat {chat_id} belongs to another scope; use another chat id"
                    )
                source = (turn.source or turn.name or "tool") if turn.role == "tool" else None
                after = chat_after(
                    chat, chat_id=chat_id, scope=scope, present=present, source=source, at=at
                )
                txn.upsert_chat(after)
                if turn.role == "tool":
                    self._audit(txn, "chat.read", None, {"chat_id": chat_id, "source": source})
                    entry["read"] = source
                    report.append(entry)
                    continue
                tid = turn_id(turn, at)
                episode = self._log_turn(txn, turn, after, scope, acl, at, tid)
                entry["episode"] = episode.memory.id if episode.memory else None
                if turn.role == "user":
                    typed = (*txn.person_turns(chat_id, 200), turn.content)
                    rule_texts = []
                    for item in extract(turn.content, at):
                        if isinstance(item, Retraction):
                            retractions.append(item)
                            continue
                        text = check_text(item.text, self.settings.max_text_chars)
                        rule_texts.append(text)
                        candidate = statement_candidate(
                            _replace(item, text=text), scope=scope, acl=acl, chat_id=chat_id,
                            turn_id=tid, said_at=at,
                        )  # fmt: skip
                        result = self._admit(txn, candidate, typed_by_person=typed)
                        entry["decisions"].append(result.to_dict())
                    if proposed is not None and "found" in proposed:
                        entry["llm"].update(
                            self._admit_inferred(
                                txn, proposed["found"], rule_texts, retractions, typed,
                                scope=scope, acl=acl, chat_id=chat_id, tid=tid, at=at,
                            )
                        )  # fmt: skip
            for retraction in retractions:
                entry["retractions"].append(self._retract(retraction, chat_id, scope))
            report.append(entry)
        chat = self._store.chat(chat_id)
        return {
            "chat_id": chat_id,
            "tainted": bool(chat and chat.tainted),
            "present": present,
            "read_sources": list(chat.read_sources) if chat else [],
            "turns": report,
        }

    def _llm_proposals(self, turn: Any, config: llm_extract.LLMConfig) -> dict[str, Any]:
        """Ask the extraction model about one person's turn (its secrets redacted first):
        ``{"found": [...], "ignored_fields": n}``, or ``{"error": why}`` — never raises."""
        said = [{"role": "user", "content": guard.redact(turn.content)}]
        try:
            answer = llm_extract.extract_report(said, config)
        except llm_extract.ExtractionError as exc:
            return {"error": exc.message}
        return {"found": list(answer.candidates), "ignored_fields": answer.ignored_fields}

    def _admit_inferred(
        self, txn: WriteTxn, found: list[dict[str, Any]], rule_texts: list[str],
        retractions: list[Retraction], typed: Sequence[str], *, scope: str,
        acl: tuple[str, ...], chat_id: str, tid: str, at: datetime,
    ) -> dict[str, Any]:  # fmt: skip
        """The model's proposals through the same door, each held for the person's OK."""
        if retractions:  # "forget …" is not a statement to learn from
            why = "the turn retracts something; nothing is learned from it"
            return {"proposed": len(found), "duplicates": 0, "decisions": [], "skipped": why}
        try:
            candidates, duplicates = inferred_candidates(
                found, rule_texts=rule_texts, scope=scope, acl=acl, chat_id=chat_id,
                turn_id=tid, said_at=at, max_chars=self.settings.max_text_chars,
            )  # fmt: skip
        except InvalidInputError as exc:
            return {"error": f"the extraction LLM proposed an invalid memory ({exc.message}); "
                             "nothing was taken from it", "decisions": []}  # fmt: skip
        decisions = [
            self._admit(txn, candidate, typed_by_person=typed, confirm_first=True).to_dict()
            for candidate in candidates
        ]
        return {"proposed": len(found), "duplicates": duplicates, "decisions": decisions}

    def _log_turn(
        self, txn: WriteTxn, turn: Any, chat: ChatRow, scope: str, acl: tuple[str, ...],
        at: datetime, tid: str,
    ) -> WriteResult:  # fmt: skip
        """The turn, verbatim but for its secrets, as an episode (once per turn, inv. 10);
        not at all when it says a tombstoned value."""
        text = guard.redact(turn.content).strip()
        if not text:
            return WriteResult(Decision.IGNORED, None, None, "an empty turn")
        blocker = matching_tombstone(text, txn.tombstones(scope))
        if blocker is not None:  # a "never again" value is not kept in the log either
            txn.add_tombstone_hits({blocker.tombstone.id: 1})
            return WriteResult(Decision.BLOCKED, None, None, "the turn repeats a tombstoned value")
        candidate = episode_candidate(
            turn, check_text(text, self.settings.max_text_chars), chat=chat, scope=scope,
            acl=acl, said_at=at, turn_id=tid,
        )  # fmt: skip
        key = candidate_hash(
            kind="episode", scope=scope, subject=candidate.subject, source=candidate.source.value,
            text=text, chat_id=chat.id, turn=tid, said_at=at,
        )  # fmt: skip
        stored = txn.decision(key)
        if stored is not None:
            return stored_result(txn, stored)
        record = to_record(candidate, self.principal, now())
        txn.insert_memory(record)
        self._audit(txn, "episode", record.id, {"before": None, "after": _snapshot(record)})
        result = WriteResult(Decision.CREATED, record, None, "a turn of the conversation")
        self._record(txn, key, candidate, result)
        return result

    def _retract(self, retraction: Retraction, chat_id: str, scope: str) -> dict[str, Any]:
        """ "Forget that" (the chat's newest memory) or "don't remember X" (memories about X):
        each is forgotten and tombstoned, and so is the logged turn it was learned from; X
        itself is tombstoned too, so it never comes back."""
        if retraction.about is None:
            latest = self._store.latest_in_chat(chat_id)
            targets = [latest] if latest is not None else []
        else:
            targets = best_match(retraction.about, self._store.active_about(scope, "user", 500))
        forgotten = []
        for record in targets:
            outcome = self.forget(record.id, never=True)
            forgotten.append(
                {"memory": record.id,
                 "tombstone": outcome["tombstone"]["id"] if outcome["tombstone"] else None}
            )  # fmt: skip
            # The logged turn it was learned from says it too: forget that as well.
            chat, turn = record.provenance.chat_id, record.provenance.turn_id
            for episode in self._store.turn_episodes(chat, turn) if chat and turn else ():
                self.forget(episode.id)
                forgotten.append({"memory": episode.id, "tombstone": None})
        tombstone = None
        if retraction.about is not None:
            tombstone = self.tombstone_add(retraction.about, scope=scope).id
        return {"forgotten": forgotten, "tombstone": tombstone,
                "about": "that" if retraction.about is None else "what you named"}  # fmt: skip

    def review(self) -> dict[str, Any]:
        """The pending memories you may decide, oldest first, each with why it waits."""
        self._require(Capability.REVIEW)
        visible = self._visibility_exact((Status.ACTIVE, Status.SUPERSEDED))
        pending = self._store.memories(self._visibility_exact((Status.PENDING,)))
        return {"pending": [pending_entry(self._store, record, visible) for record in pending]}

    def confirm(self, memory_id: str) -> WriteResult:
        """Keep a pending memory (source ``user_confirmed``); for a conflict, it replaces the
        memory it conflicts with."""
        return self._decide_pending(memory_id, None)

    def edit(self, memory_id: str, text: str) -> WriteResult:
        """Change a pending memory's text and keep it (edit-and-confirm)."""
        text = check_text(text, self.settings.max_text_chars)
        if guard.inspect(text, typed_by_person=(text,)).action == "refuse":
            raise InvalidInputError("the new text contains a secret; secrets are never stored")
        return self._decide_pending(memory_id, text)

    def reject(self, memory_id: str, *, never: bool = False) -> dict[str, Any]:
        """Turn a pending memory down (status ``rejected``); ``never`` also tombstones it.

        ``{"memory": .., "tombstone": ..|None}``."""
        self._require(Capability.REVIEW)
        never = _flag("never", never)
        with self._store.write() as txn:
            record = self._pending(txn, memory_id)
            at = now()
            txn.update_memory(
                record.id,
                MemoryChange({"status": Status.REJECTED, "hold_reason": None, "retired_at": at}),
            )
            tombstone = None
            if never:
                tombstone = self._new_tombstone(record.text, record.scope, origin=record.id)
                txn.insert_tombstone(tombstone)
                payload = {"tombstone": tombstone.tombstone.id, "origin_memory": record.id}
                self._audit(txn, "tombstone.add", None, payload)
            after = txn.get_memory(record.id, None)
            self._audit(
                txn, "reject", record.id,
                {"before": _snapshot(record), "after": _snapshot(after) if after else None},
            )  # fmt: skip
        return {
            "memory": after.to_dict() if after else None,
            "tombstone": tombstone.tombstone.to_dict() if tombstone else None,
        }

    def _pending(self, txn: WriteTxn, memory_id: str) -> MemoryRecord:
        if not isinstance(memory_id, str) or not memory_id:
            raise InvalidInputError("a memory id is required")
        record = txn.get_memory(memory_id, self._visibility())
        if record is None:
            raise NotFoundError.memory(memory_id)
        if record.status is not Status.PENDING:
            raise ConflictError(f"memory {memory_id} is {record.status.value}, not pending")
        return record

    def _decide_pending(self, memory_id: str, text: str | None) -> WriteResult:
        self._require(Capability.REVIEW)
        with self._store.write() as txn:
            record = self._pending(txn, memory_id)
            if not may_confirm(self.principal, record):
                raise ForbiddenError(
                    f"{self.principal.name} proposed memory {memory_id}; someone else must "
                    "confirm it"
                )
            change: dict[str, Any] = {"status": Status.ACTIVE, "hold_reason": None,
                                      "source": Source.USER_CONFIRMED}  # fmt: skip
            if text is not None:
                change.update(text=text, content_hash=content_hash(text))
                if record.kind is not Kind.EPISODE:
                    change["slot_key"] = slot_key_of(text, record.subject)
            blocker = matching_tombstone(text or record.text, txn.tombstones(record.scope))
            if blocker is not None:
                raise ConflictError(
                    f"memory {memory_id} matches tombstone {blocker.tombstone.id}; it cannot be "
                    "kept (reject it, or remove the tombstone first)"
                )
            txn.update_memory(record.id, MemoryChange(change))
            decision = txn.decision_for_memory(record.id)
            target = None
            if decision is not None and decision.target_id:
                other = txn.get_memory(decision.target_id, None)
                if other is not None and other.status is Status.ACTIVE:
                    at = now()
                    retire = retire_change(other, record.valid_from, at)
                    txn.update_memory(other.id, MemoryChange(retire))
                    txn.update_memory(record.id, MemoryChange({"supersedes_id": other.id}))
                    after_other = txn.get_memory(other.id, None)
                    self._audit(
                        txn, "supersede", other.id,
                        {"before": _snapshot(other),
                         "after": _snapshot(after_other) if after_other else None},
                    )  # fmt: skip
                    target = other.id
            after = txn.get_memory(record.id, None)
            action = "edit" if text is not None else "confirm"
            self._audit(
                txn, action, record.id,
                {"before": _snapshot(record), "after": _snapshot(after) if after else None},
            )  # fmt: skip
        reason = "confirmed" + (f"; it supersedes memory {target}" if target else "")
        return WriteResult(Decision.UPDATED if target else Decision.CREATED, after, target, reason)

    # -- reading ------------------------------------------------------------------------

    def get(self, memory_id: str) -> MemoryRecord:
        self._require(Capability.READ)
        return self._visible(memory_id)

    def recall(
        self,
        query: str,
        *,
        limit: int = 10,
        as_of: str | datetime | None = None,
        known_at: str | datetime | None = None,
        scopes: Sequence[str] | None = None,
        kinds: Sequence[str] | None = None,
        explain: bool = False,
    ) -> RecallResponse:
        """Gated hybrid recall: BM25, vectors, chat context, fused (see :mod:`memwarden.read`)."""
        self._require(Capability.READ)
        if isinstance(scopes, str) or isinstance(kinds, str):
            raise InvalidInputError("scopes and kinds must be lists")
        request = RecallRequest(
            query=check_text(query, self.settings.max_text_chars, field="query"),
            limit=limit,
            as_of=parse_time(as_of, field="as_of"),
            known_at=parse_time(known_at, field="known_at"),
            scopes=tuple(scopes) if scopes is not None else None,
            kinds=tuple(kinds) if kinds is not None else None,
            explain=explain,
        )
        response, tombstone_hits = recall(
            self._store, self.principal, request, now(), **self._recall_signals()
        )
        self._touch([hit.memory.id for hit in response.results])
        if tombstone_hits:
            with self._store.write() as txn:
                txn.add_tombstone_hits(tombstone_hits)
                hits = dict(sorted(tombstone_hits.items()))
                self._audit(txn, "tombstone.hit", None, {"hits": hits})
        return response

    def context(self, query: str, *, budget_chars: int = 6000) -> dict[str, Any]:
        """A prompt-ready block: ``{"text", "memories": [id, ..], "more": n}``."""
        self._require(Capability.READ)
        query = check_text(query, self.settings.max_text_chars, field="query")
        tombstone_hits: dict[str, int] = {}
        block = build_context(
            self._store, self.principal, query, budget_chars, now(),
            advice=self._declined_lines(), tombstone_hits=tombstone_hits,
            **self._recall_signals(),
        )  # fmt: skip
        if tombstone_hits:  # dropped by meaning or words: recorded like recall's (invariant 8)
            with self._store.write() as txn:
                txn.add_tombstone_hits(tombstone_hits)
                hits = dict(sorted(tombstone_hits.items()))
                self._audit(txn, "tombstone.hit", None, {"hits": hits})
        self._touch(list(block["memories"]))  # type: ignore[arg-type]
        return block

    def lineage(self, memory_id: str) -> list[MemoryRecord]:
        """The supersession chain through ``memory_id``, oldest first (only what you may see)."""
        self._require(Capability.READ)
        self._visible(memory_id)
        visibility = self._visibility()
        chain = []
        for chain_id in self._store.lineage_ids(memory_id, self.settings.lineage_depth):
            record = self._store.get_memory(chain_id, visibility)
            if record is not None:
                chain.append(record)
        return chain

    def history(self, memory_id: str) -> list[AuditEvent]:
        self._require(Capability.READ)
        self._visible(memory_id)
        return self._store.audit_events(memory_id, None)

    # -- audit --------------------------------------------------------------------------

    def audit_log(
        self, *, memory_id: str | None = None, limit: int | None = 100
    ) -> list[AuditEvent]:
        self._require(Capability.ADMIN)
        if limit is not None and (
            isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit < 2**63
        ):
            raise InvalidInputError("limit must be a positive whole number (below 2^63)")
        return self._store.audit_events(memory_id, limit)

    def audit_verify(self) -> VerifyReport:
        self._require(Capability.ADMIN)
        return audit.verify_events(self._store.audit_events(None, None))

    # -- tombstones ---------------------------------------------------------------------

    def _new_tombstone(
        self, text: str, scope: str | None, *, origin: str | None = None, note: str | None = None
    ) -> TombstoneRow:
        value_hash, terms = fingerprint(text)
        return TombstoneRow(
            tombstone=Tombstone(
                id=str(ULID()),
                scope=scope,
                created_at=now(),
                created_by=self.principal.name,
                note=note,
                origin_memory=origin,
                terms=len(terms),
            ),
            value_hash=value_hash,
            terms=terms,
            vectors=meaning_vectors(text),  # matched by meaning too; still no text kept
        )

    def tombstone_add(
        self, text: str, *, scope: str | None = None, note: str | None = None
    ) -> Tombstone:
        """A value that must never come back, matched lexically and by meaning. Only its
        fingerprints and its embedding are stored, never its text."""
        self._require(Capability.REMEMBER)
        value = check_text(text, self.settings.max_text_chars)
        if scope is not None:
            scope = writable_scope(scope, self.principal, self.settings.default_scope)
        if note is not None:
            note = check_text(note, 200, field="note")
        row = self._new_tombstone(value, scope, note=note)
        with self._store.write() as txn:
            txn.insert_tombstone(row)
            self._audit(txn, "tombstone.add", None, {"tombstone": row.tombstone.id, "scope": scope})
        return row.tombstone

    def tombstone_list(self) -> list[Tombstone]:
        self._require(Capability.READ)
        return [
            row.tombstone
            for row in self._store.tombstones(None)
            if row.tombstone.scope is None or self.principal.holds_scope(row.tombstone.scope)
        ]

    def tombstone_remove(self, tombstone_id: str) -> None:
        self._require(Capability.ADMIN)
        with self._store.write() as txn:
            if not txn.remove_tombstone(tombstone_id, now()):
                raise NotFoundError(f"tombstone {tombstone_id} not found")
            self._audit(txn, "tombstone.remove", None, {"tombstone": tombstone_id})

    # -- proposals (DESIGN §7): what an agent suggested, how the person answered -----------
    # Rules in trust/proposals.py; these methods check the capability and write the audit.

    def propose(self, kind: str, value: str) -> dict[str, Any]:
        """Suggest ``value``; a value already proposed (in any words) returns that proposal."""
        self._require(Capability.PROPOSE)
        kind = proposal_rules.check_kind(kind)
        value = check_text(value, self.settings.max_text_chars, field="value")
        scope = proposal_rules.scope_of(self.principal, self.settings.default_scope)
        with self._store.write() as txn:
            # A tombstoned value is not even proposed: declined, it would become advice text.
            blocker = matching_tombstone(value, txn.tombstones(scope))
            if blocker is not None:
                txn.add_tombstone_hits({blocker.tombstone.id: 1})
                self._audit(txn, "blocked", None, {"tombstone": blocker.tombstone.id,
                            "proposal_fingerprint": content_hash(value)})  # fmt: skip
                return proposal_rules.answer_document(None, blocked_by=blocker.tombstone.id)
            matched = proposal_rules.find_match(txn, kind, value, scope)
            if matched is not None:
                return proposal_rules.answer_document(matched)
            row = proposal_rules.new_proposal(kind, value, scope, self.principal, now())
            txn.insert_proposal(row)
            self._audit(txn, "proposal.add", None, {"proposal": row.proposal.to_dict()})
        return proposal_rules.answer_document(row)

    def decide(self, proposal_id: str, answer: str) -> Proposal:
        """The person's answer: accepted, declined or not-now (never the proposer's own)."""
        self._require(Capability.REVIEW)
        decision = proposal_rules.parse_answer(answer)
        if not isinstance(proposal_id, str) or not proposal_id:
            raise InvalidInputError("a proposal id is required")
        with self._store.write() as txn:
            row = txn.get_proposal(proposal_id)
            if row is None or not self.principal.holds_scope(row.proposal.scope):
                raise NotFoundError(f"proposal {proposal_id} not found")
            if row.proposal.proposed_by == self.principal.name:
                raise ForbiddenError("a proposal is answered by someone other than its proposer")
            decided = proposal_rules.answer(
                row, decision, self.principal, now(), self.settings.proposal_not_now_days
            )
            txn.decide_proposal(decided)
            self._audit(txn, "proposal.decide", None, {
                "proposal": decided.id, "before": row.proposal.status, "after": decided.status,
            })  # fmt: skip
        return decided

    def proposals(self, *, status: str | None = None) -> list[Proposal]:
        """Proposals in the caller's scopes, oldest first; ``status`` narrows them."""
        self._require(Capability.READ)
        statuses = None if status is None else (proposal_rules.parse_status(status),)
        return [r.proposal for r in self._store.proposals(self.principal.scopes, statuses)]

    def advice(self) -> dict[str, Any]:
        """What the person declined, as advice for the agent: ``{"advice": [..], "text"}``."""
        self._require(Capability.READ)
        return proposal_rules.advice(self._declined())

    def _declined(self) -> list[ProposalRow]:
        """Declined proposals the caller may see, less any whose value is now tombstoned."""
        rows = self._store.proposals(self.principal.scopes, ("declined",))
        return proposal_rules.without_tombstoned(rows, self._store.tombstones(None)) if rows else []

    def _declined_lines(self) -> list[str]:
        return proposal_rules.advice_lines(self._declined())

    # -- principals ---------------------------------------------------------------------

    def principal_add(
        self,
        name: str,
        *,
        labels: Iterable[str] = (),
        capabilities: Iterable[str] = (),
        scopes: Iterable[str] = (),
    ) -> tuple[Principal, str]:
        """Create an agent; returns it and its token (shown only this once)."""
        self._require(Capability.ADMIN)
        agent = new_agent(name, labels, capabilities, scopes, self.settings.default_scope)
        token = new_token()
        with self._store.write() as txn:
            if txn.principal_by_name(agent.name) is not None:
                raise ConflictError(f"a principal named {agent.name!r} already exists")
            txn.insert_principal(agent, hash_token(token))
            self._audit(txn, "principal.add", None, {"principal": agent.to_dict()})
        return agent, token

    def principal_list(self) -> list[Principal]:
        self._require(Capability.ADMIN)
        return self._store.principals()

    def principal_grant(self, name: str, capability: str) -> Principal:
        self._require(Capability.ADMIN)
        cap = parse_capability(capability)
        with self._store.write() as txn:
            agent = self._agent(txn, name)
            updated = _replace(agent, capabilities=agent.capabilities | {cap})
            txn.update_principal(updated)
            self._audit(txn, "principal.grant", None, {"principal": name, "capability": cap.value})
        return updated

    def principal_revoke(self, name: str) -> Principal:
        self._require(Capability.ADMIN)
        with self._store.write() as txn:
            agent = self._agent(txn, name)
            if agent.revoked_at is not None:
                return agent
            updated = _replace(agent, revoked_at=now())
            txn.update_principal(updated)
            self._audit(txn, "principal.revoke", None, {"principal": name})
        return updated

    def _agent(self, txn: WriteTxn, name: str) -> Principal:
        agent = txn.principal_by_name(name)
        if agent is None:
            raise NotFoundError(f"principal {name!r} not found")
        if agent.is_owner:
            raise InvalidInputError("the owner's capabilities cannot be changed")
        return agent

    # -- export, import, backup ---------------------------------------------------------

    def export(self, fmt: str = "json") -> str:
        """What it knows now (active memories you may see); pending and forgotten left out."""
        self._require(Capability.READ)
        records = list(self._store.memories(self._visibility_exact((Status.ACTIVE,))))
        return portability.render(records, fmt, exported_at=now())

    def _visibility_exact(self, statuses: Sequence[Status]) -> Visibility:
        return Visibility(
            scopes=self.principal.scopes,
            labels=None if self.principal.is_owner else self.principal.labels,
            statuses=tuple(statuses),
        )

    def import_(self, source: str | Path) -> dict[str, Any]:
        """Import a JSON export through the same write path; all of it or nothing."""
        self._require(Capability.REMEMBER)
        entries = portability.read_export(Path(source))
        candidates = []
        for position, entry in enumerate(entries, start=1):
            try:
                candidates.append(self._candidate(entry, source=Source.IMPORTED))
            except InvalidInputError as exc:
                raise InvalidInputError(f"entry {position}: {exc.message}") from None
        counts: dict[str, int] = {}
        ids: list[str | None] = []
        with self._store.write() as txn:
            tombstones = txn.tombstones(None)
            for candidate in candidates:
                scoped = [t for t in tombstones if t.tombstone.scope in (None, candidate.scope)]
                result = self._admit(txn, candidate, scoped)
                counts[result.decision.value] = counts.get(result.decision.value, 0) + 1
                ids.append(result.memory.id if result.memory else None)
        return {"imported": len(candidates), "decisions": counts, "ids": ids}

    def backup(self, destination: str | Path) -> dict[str, Any]:
        """A lossless copy of everything: every status, lineage, audit, principals."""
        self._require(Capability.ADMIN)
        self._store.backup(Path(destination))
        return {"backup": str(destination), "memories": self._store.count_memories()}

    def restore(self, source: str | Path) -> dict[str, Any]:
        """Replace this store with a backup, after checking the backup's audit chain."""
        self._require(Capability.ADMIN)
        source = Path(source).expanduser()
        if not source.is_file():
            raise InvalidInputError(f"{source} is not a file")
        with tempfile.TemporaryDirectory() as tmp:
            staged = Path(tmp) / "staged.db"
            shutil.copyfile(source, staged)
            try:
                probe = SQLiteStore(staged)
            except Exception as exc:
                raise InvalidInputError(f"{source} is not a memwarden backup: {exc}") from None
            try:
                report = audit.verify_events(probe.audit_events(None, None))
                if probe.owner() is None:
                    raise InvalidInputError(f"{source} is not a memwarden backup: it has no owner")
            finally:
                probe.close()
            if not report.ok:
                raise InvalidInputError(
                    f"{source} failed its audit check and was not restored: {report.problems[0]}"
                )
            replaced = self._store.audit_events(None, 1)
            self._store.restore(staged)
        # The log was replaced by the backup's: say so in it, so nothing is trimmed silently.
        with self._store.write() as txn:
            self._audit(txn, "restore", None, {
                "source": str(source), "restored_events": report.events,
                "replaced_events": replaced[-1].seq if replaced else 0,
                "replaced_head": replaced[-1].hash if replaced else audit.GENESIS,
            })  # fmt: skip
        return {"restored": str(source), "memories": self._store.count_memories(),
                "audit_events": report.events}  # fmt: skip

    def doctor(self, *, repair: bool = False) -> dict[str, Any]:
        self._require(Capability.ADMIN)
        check: StoreCheck = self._store.check(repair)
        chain = audit.verify_events(self._store.audit_events(None, None))
        problems = list(check.problems) + [f"audit: {p}" for p in chain.problems]
        ok = check.ok and chain.ok
        repaired = list(check.repaired)
        vectors = self._doctor_vectors(repair, problems, repaired)
        return {"ok": ok, "problems": problems, "repaired": repaired,
                "memories": check.counts or {}, "audit_events": chain.events,
                **vectors}  # fmt: skip

    # -- recall by meaning: the vector signal (read/vector_signal.py, read/fusion.py) -------

    def _vectors(self) -> Any:
        """This store's :class:`~memwarden.read.vector_signal.VectorRecall`, or None when the
        embedder is ``none``. Imported here so ``memwarden --help`` never loads numpy."""
        if self.settings.embedder == "none":
            return None
        from .read.vector_signal import vector_recall_for

        return vector_recall_for(
            self._store,
            embedder=self.settings.embedder,
            index_dir=self.settings.index_dir,
            worker=self.settings.embed_worker,
            catchup=self.settings.embed_catchup,
        )

    def _recall_signals(self) -> dict[str, Any]:
        vectors = self._vectors()
        if vectors is None:
            return {}
        from .read.fusion import Fusion

        fusion = Fusion(vector_floor=vectors.floor)

        def semantic(query: str, k: int, gated: Any) -> tuple[list[tuple[str, float]], Any]:
            hits, records = vectors.search(query, k, gated)
            return [(h.memory_id, h.score) for h in hits], records

        return {"semantic": semantic, "fusion": fusion}

    def _embed_soon(self) -> None:
        vectors = self._vectors()
        if vectors is not None:
            vectors.notify()

    def _touch(self, memory_ids: list[str]) -> None:
        vectors = self._vectors()
        if vectors is not None:
            vectors.touch(memory_ids, now())

    def _close_vectors(self) -> None:
        if self.settings.embedder == "none":
            return
        from .read.vector_signal import registered

        vectors = registered(self._store)
        if vectors is not None:
            vectors.close()

    def embed_pending(self, progress: Any = None) -> dict[str, Any]:
        """Embed every memory waiting for a vector now (the worker does this in the background)."""
        self._require(Capability.REMEMBER)
        vectors = self._vectors()
        if vectors is None:
            return {"embedded": 0, "model": None}
        return {"embedded": vectors.drain(progress=progress), "model": vectors.model_id}

    def reindex(self, progress: Any = None) -> dict[str, Any]:
        """Embed every memory without a vector of the configured model, rebuild the index."""
        self._require(Capability.ADMIN)
        vectors = self._vectors()
        if vectors is None:
            raise InvalidInputError("no embedder is configured (embedder = none)")
        return vectors.reindex(progress=progress)

    def _doctor_vectors(
        self, repair: bool, problems: list[str], repaired: list[str]
    ) -> dict[str, Any]:
        vectors = self._vectors()
        if vectors is None:
            return {}
        status = vectors.check()
        if status["index_problem"]:
            problems.append(f"vector index: {status['index_problem']}")
        if repair:
            done = vectors.reindex()
            repaired.append(
                f"rebuilt the vector index ({done['indexed']} vectors, {done['model']})"
            )
            status = vectors.check()
        return {"vectors": status}


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
