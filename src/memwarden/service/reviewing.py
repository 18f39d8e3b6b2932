"""The review at the door in the service: observe and the pending queue."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from ..clock import now
from ..entities.extract import extract as extract_entities
from ..entities.relations import asked, stated
from ..errors import (
    ConflictError,
    ForbiddenError,
    InvalidInputError,
    NotFoundError,
)
from ..ids import new_id
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
from ..store import MemoryChange, WriteTxn
from ..store.base import ChatRow, PageRead
from ..text import content_hash
from ..trust.acl import normalise_acl, writable_scope
from ..trust.tombstones import marks_of_description, matching_tombstone
from ..write import guard, llm_extract
from ..write.candidate import (
    check_text,
    every_slot_key,
    to_record,
)
from ..write.extract import Retraction, extract, states_something
from ..write.observe import (
    PAGES_KEPT,
    PLANTED_LOOKED_AT,
    candidate_hash,
    chat_after,
    corrects_of,
    episode_candidate,
    inferred_candidates,
    key_of,
    kin_of,
    page_terms,
    parse_messages,
    planted_candidate,
    statement_candidate,
    turn_id,
)
from ..write.pending import (
    confirmed_start,
    may_confirm,
    names_given,
    pending_entry,
    retire_change,
    speaking_about,
    speaking_of_topics,
    stored_result,
)
from ..write.planted import planted_claims
from ..write.review import ended_by_confirming, ended_words
from ..write.topics import topic_words
from .core import _Core
from .support import _flag, _replace, _snapshot, kept_words


class _Reviewing(_Core):
    """Learning from conversations and the pending queue."""

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
            chat_id = f"chat-{new_id()}"
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
                    # What it orders an assistant to remember waits for the person, planted-
                    # looking, so that an agent's note of the same is held too (_admit).
                    entry["planted"] = self._hold_planted(
                        txn, turn.content, scope=scope, acl=acl, chat_id=chat_id,
                        source=source or "tool", at=at,
                    )  # fmt: skip
                    # Its words, one-way hashed (its secrets taken out first: a PIN's hash is
                    # found by trying them all), so that an agent's note echoing them in words
                    # the person never typed waits for the person too (_admit).
                    words = page_terms(guard.redact(turn.content))
                    txn.add_page_read(
                        PageRead(scope, chat_id, source or "tool", at, words), PAGES_KEPT
                    )
                    report.append(entry)
                    continue
                tid = turn_id(turn, at)
                episode = self._log_turn(txn, turn, after, scope, acl, at, tid)
                entry["episode"] = episode.memory.id if episode.memory else None
                if episode.decision is Decision.BLOCKED:  # not logged: why (no words of it)
                    entry["blocked"] = episode.reason
                if turn.role == "user":
                    typed = (*txn.person_turns(chat_id, 200), turn.content)
                    rule_texts = []
                    # A sentence opening with the name of someone the person said is theirs
                    # ("Ella's moved schools") is theirs to keep too.
                    items = extract(
                        turn.content, at, kin=kin_of(txn, scope), corrects=corrects_of(txn, scope)
                    )
                    for item in items:
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
                done = self._retract(retraction, chat_id, scope)
                if (
                    retraction.about is not None
                    and entry["episode"] is not None
                    and states_something(retraction.about)
                ):
                    # "don't remember that I smoke": the turn saying so tells it, and is not
                    # kept either (the tombstone keeps no words of it); "forget my address"
                    # tells nothing, and is.
                    self.forget(entry["episode"])
                    done["forgotten"].append({"memory": entry["episode"], "tombstone": None})
                    entry["episode"] = None
                entry["retractions"].append(done)
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
            return WriteResult(
                Decision.BLOCKED, None, None,
                f"matches tombstone {blocker.tombstone.id}: the turn says a value the person "
                "asked never to be remembered",
            )  # fmt: skip
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

    def _hold_planted(
        self,
        txn: WriteTxn,
        content: str,
        *,
        scope: str,
        acl: tuple[str, ...],
        chat_id: str,
        source: str,
        at: datetime,
    ) -> list[str]:
        """Hold for the person, as planted-looking, each claim a page or a tool read in the
        chat ordered an assistant to remember (``planted.planted_claims``), once in the scope;
        the ids held."""
        held = txn.held_planted(scope, PLANTED_LOOKED_AT)
        tombstones = txn.tombstones(scope)
        out = []
        for claim in planted_claims(content):
            if any(record.text == claim for record in held):
                continue
            # A secret is never kept, nor what the person said no to, whoever told it.
            if guard.inspect(claim, typed_by_person=()).action == "refuse":
                continue
            if matching_tombstone(claim, tombstones) is not None:
                continue
            candidate = planted_candidate(
                claim, scope=scope, acl=acl, chat_id=chat_id, source=source, at=at
            )
            key = key_of(candidate)
            if txn.decision(key) is not None:
                continue  # the same turn observed again
            record = to_record(candidate, self.principal, now(), held=HoldReason.LOOKS_PLANTED)
            txn.insert_memory(record)
            after = {"before": None, "after": _snapshot(record), "planted_by": source}
            self._audit(txn, "hold", record.id, after)
            reason = (
                f"Waiting for your decision: {source}, read in chat {chat_id}, told an assistant "
                "to remember this; nobody said it. Confirm it if it is true, or reject it."
            )
            held_result = WriteResult(Decision.HELD, record, None, reason)
            self._record(txn, key, candidate, held_result, hold_reason=HoldReason.LOOKS_PLANTED)
            out.append(record.id)
        return out

    def _retract(self, retraction: Retraction, chat_id: str, scope: str) -> dict[str, Any]:
        """ "Forget that" (what the chat's last memory-bearing turn said) or "don't remember X"
        (every statement about X in the scope): each is forgotten and tombstoned, and so is the
        logged turn it was learned from; X itself is tombstoned too, so it never comes back."""
        if retraction.about is None:
            # "That" is what the chat's last memory-bearing turn said: every statement from it.
            latest = self._store.latest_in_chat(chat_id)
            targets = [latest] if latest is not None else []
            turn = latest.provenance.turn_id if latest is not None else None
            if turn is not None:
                targets = self._store.turn_memories(chat_id, turn, episodes=False)
        else:
            # Its words, and a sensitive topic it names told in other words ("my address":
            # "I live at 22 Elm Road"), as its tombstone will block them.
            targets = speaking_about(self._store, retraction.about, scope)
            named = {record.id for record in targets}
            targets += [
                record
                for record in speaking_of_topics(self._store, retraction.about, scope)
                if record.id not in named
            ]
        forgotten = []
        for record in targets:
            outcome = self.forget(record.id, never=True)
            forgotten.append(
                {"memory": record.id,
                 "tombstone": outcome["tombstone"]["id"] if outcome["tombstone"] else None}
            )  # fmt: skip
            # The logged turn it was learned from says it too: forget that as well.
            chat, turn = record.provenance.chat_id, record.provenance.turn_id
            for episode in (
                self._store.turn_memories(chat, turn, episodes=True) if chat and turn else ()
            ):
                self.forget(episode.id)
                forgotten.append({"memory": episode.id, "tombstone": None})
        tombstone = None
        if retraction.about is not None:
            value = check_text(retraction.about, self.settings.max_text_chars)
            names = _names_given(retraction.about, targets)
            described = marks_of_description(
                retraction.about,
                [record.text for record in targets],
                lambda relation: names_given(self._store, scope, (relation,)),
            )
            tombstone = self._tombstone_said_no(value, scope, names=names, described=described).id
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
            mentions = extract_entities(text) if text is not None else None
            keys: tuple[str | None, str | None, tuple[str, ...]] | None = None
            if text is not None:
                change.update(text=text, content_hash=content_hash(text))
                change["entities"] = [m.name for m in mentions or ()]
                if record.kind is not Kind.EPISODE:
                    names = txn.slot_names(record.scope, record.subject)  # write/names.py
                    keys = every_slot_key(text, record.subject, names)
            blocker = matching_tombstone(text or record.text, txn.tombstones(record.scope))
            if blocker is not None:
                raise ConflictError(
                    f"memory {memory_id} matches tombstone {blocker.tombstone.id}; it cannot be "
                    "kept (reject it, or remove the tombstone first)"
                )
            txn.update_memory(record.id, MemoryChange(change))
            if keys is not None:  # the edited text's slots in place of the old text's
                txn.set_slot_keys([(record.id, *keys)])
            if text is not None:  # the edited text's topics in place of the old text's
                txn.set_topics([(record.id, topic_words(text))])
            if mentions is not None:  # the edited text's entities replace the old ones
                txn.link_entities(record.id, record.scope, [(m.name, m.kind) for m in mentions])
            decision = txn.decision_for_memory(record.id)
            target = None
            rest: MemoryRecord | None = None
            kept_too = ""  # the reason's words for what was kept of the memories ended
            names = txn.slot_names(record.scope, record.subject)  # write/names.py
            if decision is not None and decision.target_id:
                other = txn.get_memory(decision.target_id, None)
                if other is not None and other.status is Status.ACTIVE:
                    at = now()
                    kept = txn.get_memory(record.id, None) or record  # its text, edited or not
                    start = confirmed_start(kept, names)
                    retire = retire_change(other, start, at)
                    txn.update_memory(other.id, MemoryChange(retire))
                    mine: dict[str, Any] = {"supersedes_id": other.id}
                    if record.valid_from is None and start is not None:
                        mine["valid_from"] = start  # "I moved …" holds from when it was said
                        if record.valid_until is not None and not start < record.valid_until:
                            mine["valid_until"] = None  # the end its words told was the old's
                    txn.update_memory(record.id, MemoryChange(mine))
                    after_other = txn.get_memory(other.id, None)
                    self._audit(
                        txn, "supersede", other.id,
                        {"before": _snapshot(other),
                         "after": _snapshot(after_other) if after_other else None},
                    )  # fmt: skip
                    target = other.id
                    # What else the other said, and did not change, stays believed.
                    rest = self._keep_rest(txn, other, kept, names)
            after = txn.get_memory(record.id, None)
            if target is not None and after is not None and after.kind is not Kind.EPISODE:
                # Its other half replaces what another memory held ("…at Paystack" confirmed
                # over the job ends "I work at Halden Maps").
                kept_too = "".join(
                    ended_words(ended.id) + self._end_keeping_rest(txn, ended, end, after, names)
                    for ended, end in ended_by_confirming(txn, after, target, names)
                )
            action = "edit" if text is not None else "confirm"
            self._audit(
                txn, action, record.id,
                {"before": _snapshot(record), "after": _snapshot(after) if after else None},
            )  # fmt: skip
        reason = "confirmed" + (f"; it supersedes memory {target}" if target else "")
        if rest is not None and target is not None:
            reason += kept_words(target, rest.id)
        reason += kept_too
        return WriteResult(Decision.UPDATED if target else Decision.CREATED, after, target, reason)


def _names_given(about: str, records: Sequence[MemoryRecord]) -> list[str]:
    """The names the person gave the relation a value said no to names by itself ("my
    brother", in "My brother Thomas lives in Esslingen": Thomas), read from the memories it
    forgets: "Thomas lost his job" is of him too. None for a value naming more than that."""
    relations = set(asked(about))
    if not relations or len(about.split()) > _A_RELATION_WORDS:
        return []
    return list(
        dict.fromkeys(
            name for record in records for rel, name in stated(record.text) if rel in relations
        )
    )


# A value said no to of this many words at most may name a relation alone ("my little brother").
_A_RELATION_WORDS = 3
