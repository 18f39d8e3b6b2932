"""The explicit write path of the service."""

from __future__ import annotations

import functools
import weakref
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from ..clock import now, parse_time
from ..errors import (
    ConflictError,
    InvalidInputError,
    NotFoundError,
)
from ..model import (
    Capability,
    Decision,
    HoldReason,
    Kind,
    MemoryRecord,
    Source,
    Status,
    WriteResult,
)
from ..store import MemoryChange, TombstoneRow, WriteTxn
from ..store.base import DecisionRow
from ..text import content_hash, forget_cached_texts, index_words
from ..trust.acl import normalise_acl, writable_scope
from ..write import guard
from ..write.candidate import (
    Candidate,
    check_event_time,
    check_range,
    check_subject,
    check_tags,
    check_text,
    parse_kind,
    to_record,
)
from ..write.extract import stated_start
from ..write.names import current_names, name_key
from ..write.observe import (
    PAGES_LOOKED_AT,
    PLANTED_LOOKED_AT,
    key_of,
    needs_confirmation,
    page_echo,
    page_terms,
    planted_match,
)
from ..write.pending import retire_change, stored_result
from ..write.planted import typed_in_full
from ..write.prepared import Prepared
from ..write.redirects import redirect_values
from ..write.rekey import rekey
from ..write.review import Verdict
from ..write.review import review as review_candidate
from ..write.slots import PARSER_VERSION
from ..write.unsaid import guessed, unspoken_topics
from .core import _Core
from .support import _flag, _replace, _snapshot, kept_words

# Stores this process has seen with current slot keys (write/rekey.py): checked once each.
_SLOT_KEYS_CURRENT: weakref.WeakSet[object] = weakref.WeakSet()


def _typed_in(txn: WriteTxn, chat_id: str) -> frozenset[str]:
    """The fingerprints of the person's words in a chat (its logged turns)."""
    return frozenset().union(*(page_terms(t) for t in txn.person_turns(chat_id, 200)))


def _not_the_persons(
    txn: WriteTxn, candidate: Candidate, *, pages_only: bool = False
) -> Verdict | None:
    """The hold of an agent's (or a model's) note the review would keep that is not the
    person's word, or None: what a page ordered kept, what a page said, an agent's guess, an
    agent's note of a sensitive matter the person never spoke of — each waits for the person
    (only the first two with ``pages_only``)."""
    # An agent's note of what a page read in a chat ordered kept ("The user has no food
    # allergies.", after a recipe page told assistants to remember it) is the page's.
    planted = planted_match(candidate.text, txn.held_planted(candidate.scope, PLANTED_LOOKED_AT))
    if planted is not None:
        return _waiting(
            HoldReason.LOOKS_PLANTED,
            f"it repeats what {', '.join(planted.provenance.read_sources) or 'a page'} told an "
            f"assistant to remember (memory {planted.id}, held too). Confirm it if it is true",
        )
    # … and a note echoing what a page read said, in words the person never typed where it
    # was read ("User's husband is having his knee replaced at Nevill Hall in May", after a
    # forum post told of a stranger's husband's), is the page's too.
    echoed = page_echo(
        candidate.text,
        txn.pages_read(candidate.scope, PAGES_LOOKED_AT),
        functools.cache(functools.partial(_typed_in, txn)),  # a chat read once
    )
    if echoed is not None:
        return _waiting(
            HoldReason.LOOKS_PLANTED,
            f"it repeats what {echoed.source} said in chat {echoed.chat_id}, in words you never "
            "used there. Confirm it if it is true of you",
        )
    if candidate.source is not Source.AGENT or pages_only:
        return None
    # "User likely has type 2 diabetes": an assistant's guess (write/unsaid.py).
    guess = guessed(candidate.text)
    if guess is not None:
        return _waiting(
            HoldReason.NEEDS_CONFIRMATION,
            f'an assistant\'s guess ("{guess}"), not something you said. Confirm it if it is true',
        )
    # "User's son Ewan has a drinking problem", never spoken of (write/unsaid.py).
    unspoken = unspoken_topics(
        candidate.text, functools.partial(txn.said_by_person, candidate.scope)
    )
    if unspoken:
        return _waiting(
            HoldReason.NEEDS_CONFIRMATION,
            f"an assistant's note of {unspoken[0]}, which you have not spoken of here. Confirm "
            "it if it is true",
        )
    return None


def _waiting(reason: HoldReason, why: str) -> Verdict:
    return Verdict(
        Decision.HELD,
        hold_reason=reason,
        reason=f"Waiting for your decision: {why}, or reject it.",
    )


# The person's memories read for an address or number an agent's note gives.
_SAID_BEFORE_LOOKED_AT = 20


class _Writing(_Core):
    """The explicit write path: remember, correct, forget."""

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
        if candidate.valid_from is None and candidate.valid_until is None:
            # "On 16 August 2025 the user moved …": true since then, by its own words.
            start = stated_start(candidate.text, candidate.said_at, subject=candidate.subject)
            if start is not None:
                candidate = _replace(candidate, valid_from=start)
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

    def _current_slot_keys(self, txn: WriteTxn) -> None:
        """Before the review reads slot keys, make sure the current parser made them."""
        if self._store in _SLOT_KEYS_CURRENT:
            return
        changed = rekey(txn)
        if changed is None:  # already current: no need to look again in this process
            _SLOT_KEYS_CURRENT.add(self._store)
        elif changed:
            self._audit(txn, "slots.rekey", None, {"memories": changed, "parser": PARSER_VERSION})

    def _current_names(self, txn: WriteTxn, scope: str, subject: str) -> tuple[str, ...]:
        """The person's names in ``scope``, with that scope's slot keys made for them."""
        names, changed = current_names(txn, scope, subject)
        if changed is not None:
            self._audit(txn, "slots.rekey", None,
                        {"memories": changed, "names": list(names), "scope": scope,
                         "subject": subject})  # fmt: skip
        return names

    def _said_before(self, txn: WriteTxn, candidate: Candidate) -> tuple[str, ...]:
        """The person's own memories of the candidate's scope that hold one of the addresses
        or numbers it gives ("User's email address is darnell.okafor44@gmail.com", after the
        person said it): what they said is theirs, as what they typed in the chat is."""
        values = redirect_values(candidate.text)
        if not values:
            return ()  # most notes: no search at all
        longest = [max(index_words(v) or [v], key=len) for v in values]
        return tuple(txn.said_by_person(candidate.scope, longest, _SAID_BEFORE_LOOKED_AT))

    def _admit(
        self,
        txn: WriteTxn,
        candidate: Candidate,
        tombstones: list[TombstoneRow] | None = None,
        *,
        typed_by_person: Sequence[str] | None = None,
        confirm_first: bool = False,
        prepared: Prepared | None = None,
        names: dict[tuple[str, str], tuple[str, ...]] | None = None,
    ) -> WriteResult:
        """Guard → tombstones → review → store (DESIGN §5), every decision recorded once.

        A candidate already decided (the same hash, invariant 10) gets its stored decision back
        and changes nothing. ``typed_by_person`` are the person's own words in the chat (the
        guard's judge of planted instructions and redirects); ``None`` works them out: the text
        itself for the owner, the person's logged turns of the chat for an agent.
        ``confirm_first`` (a model's proposal) holds what would be kept: needs_confirmation.
        ``prepared`` is the text's analysis worked out ahead by a bulk import's worker
        (:mod:`memwarden.write.prepared`), used only where it fits this candidate. ``names``
        keeps the person's names of each (scope, subject) across the admissions of one
        transaction (a bulk import), where only those admissions change them.
        """
        self._current_slot_keys(txn)
        names = {} if names is None else names
        held = (candidate.scope, candidate.subject)
        if candidate.kind is not Kind.EPISODE:  # "Aoife's birthday …" is the person's: names.py
            if held not in names:
                names[held] = self._current_names(txn, *held)
            candidate = _replace(candidate, names=names[held])
        key = key_of(candidate)
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
        tainted = bool(chat and chat.tainted) and not own_words
        present = chat.present if chat else True
        if prepared is not None and not prepared.fits(candidate):
            prepared = None
        typed = tuple(t for t in typed_by_person if isinstance(t, str))
        if not self.principal.is_owner and candidate.chat_id is None:
            # A note of no chat: what the person said anywhere in its scope is theirs (one
            # of a chat is judged by that chat's words, as DESIGN §5 says).
            typed += self._said_before(txn, candidate)
        if prepared is not None and prepared.typed == typed and not tainted and present:
            verdict = prepared.verdict  # worked out ahead for this very text and these words
        else:
            verdict = guard.inspect(
                candidate.text, typed_by_person=typed, tainted=tainted, person_present=present
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
        review = review_candidate(txn, candidate, tombstones, prepared)
        if review.decision is not Decision.BLOCKED and verdict.action == "hold":
            review = Verdict(
                Decision.HELD,
                hold_reason=HoldReason(str(verdict.reason)),
                reason=verdict.explanation,
            )
        # (a note at odds with the person's word that a page ordered kept is the page's: it
        # waits as planted, not as a conflict the person is asked to settle)
        at_odds = review.decision is Decision.HELD and review.hold_reason is HoldReason.CONFLICT
        if (
            (review.decision in (Decision.CREATED, Decision.UPDATED) or at_odds)
            and candidate.source in (Source.AGENT, Source.INFERRED)
            and not typed_in_full(candidate.text, typed)
        ):
            review = _not_the_persons(txn, candidate, pages_only=at_odds) or review
        if confirm_first:
            review = needs_confirmation(review)
        if confirm_first and review.decision is Decision.IGNORED and review.target is not None:
            # A model echoing what is already kept is no new evidence: nothing changes.
            result = WriteResult(Decision.IGNORED, review.target, review.target.id,
                                 f"already kept as memory {review.target.id}")  # fmt: skip
        else:
            result = self._apply(txn, candidate, review, prepared)
        if result.memory is not None and result.memory.slot_key == name_key(candidate.subject):
            names[held] = self._current_names(txn, *held)  # a name learned
        if verdict.untrusted and result.decision in (Decision.CREATED, Decision.UPDATED):
            # Kept at once in a chat that read something from outside: say so, and the way back.
            result = _replace(result, reason=f"{result.reason}. {verdict.explanation}")
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

    def _apply(
        self,
        txn: WriteTxn,
        candidate: Candidate,
        verdict: Verdict,
        prepared: Prepared | None = None,
    ) -> WriteResult:
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
            begins, ends = start or candidate.valid_from, candidate.valid_until
            if begins is not None and ends is not None and not begins < ends:
                # "until last week I was on 20mg … now 30mg": the end its words tell is the old
                # value's; the new one holds from its start on.
                ends = None
            candidate = _replace(candidate, valid_from=begins, valid_until=ends)
            result = self._supersede(
                txn, verdict.target, candidate, start, verdict.reason, prepared, keep_rest=True
            )
            kept = "".join(
                self._end_keeping_rest(txn, ended, end, result.memory, candidate.names)
                for ended, end in verdict.ends
            )
            return _replace(result, reason=result.reason + kept) if kept else result
        if verdict.decision is Decision.HELD and verdict.hold_reason is not None:
            record = to_record(
                candidate, self.principal, now(), held=verdict.hold_reason, prepared=prepared
            )
            target = verdict.target.id if verdict.target else None
            txn.insert_memory(record)
            self._audit(
                txn,
                "hold",
                record.id,
                {"before": None, "after": _snapshot(record), "conflicts_with": target},
            )
            return WriteResult(Decision.HELD, record, target, verdict.reason)
        record = to_record(candidate, self.principal, now(), prepared=prepared)
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
        prepared: Prepared | None = None,
        *,
        keep_rest: bool = False,
    ) -> WriteResult:
        """Replace ``old`` with ``candidate``: the old row is kept, retired, linked (inv. 6).
        ``keep_rest`` (a change the door read, not the person's own correction of the whole
        memory): what else ``old`` said that did not change stays believed (``_keep_rest``)."""
        at = now()
        new = _replace(
            to_record(candidate, self.principal, at, prepared=prepared), supersedes=old.id
        )
        txn.update_memory(old.id, MemoryChange(retire_change(old, start, at)))
        txn.insert_memory(new)
        after_old = txn.get_memory(old.id, None)
        after = _snapshot(after_old) if after_old else None
        self._audit(txn, "supersede", old.id, {"before": _snapshot(old), "after": after})
        self._audit(
            txn, "correct", new.id, {"before": None, "after": _snapshot(new), "supersedes": old.id}
        )
        kept = self._keep_rest(txn, old, new, candidate.names) if keep_rest else None
        if kept is not None:
            reason += kept_words(old.id, kept.id)
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
        """Retract: blank the text and provenance everywhere; ``never`` also tombstones it.

        ``erased_on_disk`` in the answer is False when the old text could not yet be cleared
        from the database's log because another connection is still reading from before the
        erasure; the store clears it after that read, with its next write or on close.
        """
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
                return {"memory": record.to_dict(), "tombstone": None,
                        "erased_on_disk": not self._store.erasure_pending()}  # fmt: skip
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
            # A slot's key holds its value ("takes" a medicine, a pet by its name).
            txn.set_slot_keys([(record.id, None, None, ())])
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
        forget_cached_texts()  # nor do its words linger in this process's caches
        return {
            "memory": after.to_dict() if after else None,
            "tombstone": tombstone.tombstone.to_dict() if tombstone else None,
            # False while another connection still reads a snapshot from before the erasure:
            # the store's log keeps the old text until that read ends (store/base.py).
            "erased_on_disk": not self._store.erasure_pending(),
        }
