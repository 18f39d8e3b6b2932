"""Keeping the memory: audit, tombstones, proposals, principals, portability, doctor."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

from .. import portability
from ..clock import now
from ..entities.backfill import doctor_entities
from ..errors import (
    ConflictError,
    ForbiddenError,
    InvalidInputError,
    NotFoundError,
)
from ..ids import new_id
from ..model import (
    AuditEvent,
    Capability,
    Kind,
    Principal,
    Proposal,
    Source,
    Status,
    Tombstone,
    VerifyReport,
)
from ..store import StoreCheck, TombstoneRow, Visibility, WriteTxn, open_store
from ..store.base import ProposalRow
from ..text import content_hash
from ..trust import audit
from ..trust import proposals as proposal_rules
from ..trust.acl import writable_scope
from ..trust.principals import hash_token, new_agent, new_token, parse_capability
from ..trust.tombstones import (
    fingerprint,
    in_scope,
    marks_of_names,
    matching_tombstone,
    meaning_vectors,
    named_marks,
    stem_count,
)
from ..write.candidate import Candidate, check_text
from ..write.names import current_keys
from ..write.prepared import Item, Preparer, worth_a_worker
from ..write.rekey import contested_slots, stale_topics
from ..write.slots import PARSER_VERSION
from ..write.topics import TOPICS_VERSION
from .core import _Core
from .support import _replace, gc_frozen


class _Keeping(_Core):
    """Audit, tombstones, proposals, principals, export, import, backup, doctor."""

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
        self,
        text: str,
        scope: str | None,
        *,
        origin: str | None = None,
        note: str | None = None,
        names: Sequence[str] = (),
        described: frozenset[str] = frozenset(),
    ) -> TombstoneRow:
        # A value said no to as such that names someone matches them by name alone (and by the
        # ``names`` the person gave the relation it names); a memory forgotten for good
        # (``origin``) does not stand for everyone it names, nor for a wide topic it speaks of
        # (its health).
        value_hash, terms = fingerprint(text, wide=origin is None)
        named = (
            named_marks(text) | marks_of_names(names) | described if origin is None else frozenset()
        )
        return TombstoneRow(
            tombstone=Tombstone(
                id=new_id(),
                scope=scope,
                created_at=now(),
                created_by=self.principal.name,
                note=note,
                origin_memory=origin,
                terms=stem_count(terms),
            ),
            value_hash=value_hash,
            terms=terms | named,
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
        return self._tombstone_said_no(value, scope, note=note)

    def _tombstone_said_no(
        self,
        value: str,
        scope: str | None,
        *,
        note: str | None = None,
        names: Sequence[str] = (),
        described: frozenset[str] = frozenset(),
    ) -> Tombstone:
        """Store the tombstone of ``value`` (checked), with its audit event; ``described`` are
        the fingerprints of how the person's words describe whom it names."""
        row = self._new_tombstone(value, scope, note=note, names=names, described=described)
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
        self._store.flush_access(wait=False)  # access counts of this session's recalls
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
        with self._preparer(len(entries)) as preparer:  # loads while the entries are checked
            return self._import(entries, preparer)

    def _import(
        self, entries: list[dict[str, Any]], preparer: Preparer[Candidate | None] | None
    ) -> dict[str, Any]:
        # Taken (and let go) one by one as they become candidates, and the candidates let go
        # as they are admitted: a large file is never held whole twice.
        candidates: list[Candidate | None] = []
        entries.reverse()
        while entries:
            position = len(candidates) + 1
            try:
                candidates.append(self._candidate(entries.pop(), source=Source.IMPORTED))
            except InvalidInputError as exc:
                raise InvalidInputError(f"entry {position}: {exc.message}") from None
        owner = self.principal.is_owner

        def item(c: Candidate | None) -> Item:
            assert c is not None  # the worker is sent only entries not yet admitted
            return c.text, c.subject, owner, c.kind is Kind.EPISODE

        if preparer is not None:
            preparer.send(candidates, item)
        counts: dict[str, int] = {}
        ids: list[str | None] = []
        cache_mb = import_cache_mb(len(candidates), self.settings.import_cache_mb)
        with self._store.write(cache_mb=cache_mb, fold_behind=True) as txn, gc_frozen():
            tombstones = txn.tombstones(None)
            names: dict[tuple[str, str], tuple[str, ...]] = {}  # the person's, per scope
            for position, candidate in enumerate(candidates):
                assert candidate is not None
                prepared = preparer.get(position) if preparer else None
                result = self._admit(
                    txn, candidate, in_scope(tombstones, candidate.scope), prepared=prepared,
                    names=names,
                )  # fmt: skip
                candidates[position] = None
                counts[result.decision.value] = counts.get(result.decision.value, 0) + 1
                ids.append(result.memory.id if result.memory else None)
        return {"imported": len(candidates), "decisions": counts, "ids": ids}

    def _preparer(self, entries: int) -> AbstractContextManager[Preparer[Candidate | None] | None]:
        """A worker analysing the texts ahead of the writer, for a large import on a machine
        with a second core (:mod:`memwarden.write.prepared`); else nothing."""
        if not (self.settings.import_worker and worth_a_worker(entries)):
            return nullcontext(None)
        return Preparer()

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
                probe = open_store(staged)
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
        entities = doctor_entities(self._store, repair, problems, repaired, self._audit)
        topics = self._doctor_topics(repair, problems, repaired)
        slots = self._doctor_slots(repair, problems, repaired)
        ok = ok and not topics["topics"]["stale"] and not slots["slots"]["stale"]
        return {"ok": ok, "problems": problems, "repaired": repaired,
                "memories": check.counts or {}, "audit_events": chain.events,
                **vectors, **entities, **topics, **slots}  # fmt: skip

    def _doctor_slots(
        self, repair: bool, problems: list[str], repaired: list[str]
    ) -> dict[str, Any]:
        """The slot keys checked against the texts and the person's names believed now
        (write/names.py): what differs is reported, and with ``repair`` made again."""
        stale, renamed = current_keys(self._store)
        if (stale or renamed) and repair:
            with self._store.write() as txn:
                txn.set_slot_keys(stale)
                for (scope, subject), names in renamed.items():
                    txn.set_slot_names(scope, subject, names)
                txn.set_slot_parser_version(PARSER_VERSION)  # every key is this parser's now
                if stale:
                    self._audit(txn, "slots.rekey", None,
                                {"memories": len(stale), "doctor": True})  # fmt: skip
            if stale:
                repaired.append(
                    f"made the slot keys of {len(stale)} memories again from their text"
                )
            stale = []
        elif stale:
            problems.append(
                f"slots: {len(stale)} memories' stored slot keys differ from what their text and"
                " the person's names say (run doctor --repair)"
            )
        return {"slots": {"parser": self._store.slot_parser_version(), "stale": len(stale),
                          "contested": contested_slots(self._store)}}  # fmt: skip

    def _doctor_topics(
        self, repair: bool, problems: list[str], repaired: list[str]
    ) -> dict[str, Any]:
        """The topic index checked against the texts (write/topics.py): what differs is
        reported, and with ``repair`` found again from the text."""
        stale = stale_topics(self._store)
        if stale and repair:
            with self._store.write() as txn:
                txn.set_topics(stale)
                txn.set_topics_version(TOPICS_VERSION)
            repaired.append(f"found the topics of {len(stale)} memories again from their text")
            stale = []
        elif stale:
            problems.append(
                f"topics: {len(stale)} memories' stored topics differ from what their text says"
                " (run doctor --repair)"
            )
        return {"topics": {"version": self._store.topics_version(), "stale": len(stale)}}


# Bytes of page cache per imported entry: at 100,000 entries the two indexes keyed by a hash (the
# decisions' candidate hash, the repeats' content hash) hold ~14 MB, ~145 bytes an entry, and an
# insert lands on a random page of each (docs/benchmarks.md, "Scale", thirteenth session).
_CACHE_PER_ENTRY = 160


def import_cache_mb(entries: int, most: int) -> int:
    """The page cache (MB) an import of ``entries`` is given while it runs: enough for its
    hash-keyed indexes, at most ``most``; 0 (the usual cache) below 1 MB."""
    return min(most, entries * _CACHE_PER_ENTRY // 1_000_000)
