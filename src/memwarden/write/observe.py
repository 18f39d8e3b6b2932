"""Observing a conversation (DESIGN §5): the turns, the chat's taint and presence, and the
identity of a candidate.

* A person's (``user``) or the assistant's turn is logged verbatim as an ``episode`` — with
  every secret redacted first (:func:`memwarden.write.guard.redact`), so a key pasted into a
  chat never reaches the store.
* A ``tool`` turn (a tool or web result) is never stored: it marks the chat as having read its
  ``source`` (``tainted``), and what is learned afterwards in that chat is held when nobody is
  present, or kept with an untrusted note when someone is.
* With an extraction LLM configured (``llm_extract_url``), the person's turn is also read by
  the model (:mod:`.llm_extract`); what it proposes (:func:`inferred_candidates`) goes through
  the same guard, tombstones and review with source ``inferred``, and what the review would
  keep is held instead (:func:`needs_confirmation`) until the person confirms it. A proposal
  the rules already made for the same turn adds nothing.
* :func:`candidate_hash` names a candidate by where and when it was said and what it says, so
  replaying the same conversation finds every decision already made (invariant 10) instead of
  deciding again.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime

from ..clock import format_time, parse_time
from ..entities.relations import stated_first_names
from ..errors import InvalidInputError
from ..model import Decision, HoldReason, Kind, MemoryRecord, Source
from ..store.base import ChatRow, PageRead, ReadView
from ..text import STOPWORDS, fingerprint_terms, normalise, stems
from .candidate import Candidate, check_event_time, check_subject, check_text, parse_kind
from .extract import Extracted, stated_start
from .review import Verdict, word_corrected

__all__ = [
    "ASSISTANT",
    "PAGES_KEPT",
    "PAGES_LOOKED_AT",
    "PLANTED_LOOKED_AT",
    "ROLES",
    "Turn",
    "candidate_hash",
    "chat_after",
    "corrects_of",
    "episode_candidate",
    "inferred_candidates",
    "key_of",
    "kin_of",
    "needs_confirmation",
    "page_echo",
    "page_terms",
    "parse_messages",
    "planted_candidate",
    "planted_match",
    "statement_candidate",
    "turn_id",
]

ROLES = ("user", "assistant", "tool")
ASSISTANT = "assistant"  # the subject of the assistant's logged turns (read/speaker.py)
_MAX_TURNS = 1000
_ALIASES = {"human": "user", "person": "user", "ai": "assistant", "web": "tool", "function": "tool"}


@dataclass(frozen=True, slots=True)
class Turn:
    index: int
    role: str  # user, assistant or tool
    content: str
    at: datetime | None
    source: str | None
    name: str | None


def _short(value: object, field: str, limit: int = 200) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not 0 < len(value.strip()) <= limit:
        raise InvalidInputError(f"{field} must be 1-{limit} characters")
    return value.strip()


def parse_messages(messages: object, max_chars: int) -> list[Turn]:
    """Validate a list of ``{"role", "content", "at"?, "source"?, "name"?}``; all or nothing."""
    if isinstance(messages, (str, bytes, Mapping)) or not isinstance(messages, Iterable):
        raise InvalidInputError("messages must be a list of {role, content} objects")
    turns = []
    for index, message in enumerate(messages):
        where = f"message {index + 1}"
        if not isinstance(message, Mapping):
            raise InvalidInputError(f"{where} must be an object with role and content")
        unknown = set(message) - {"role", "content", "at", "source", "name"}
        if unknown:
            raise InvalidInputError(f"{where} has unknown fields: {', '.join(sorted(unknown))}")
        role = message.get("role")
        role = _ALIASES.get(role, role) if isinstance(role, str) else role
        if role not in ROLES:
            raise InvalidInputError(f"{where}: role must be user, assistant or tool")
        content = message.get("content")
        if not isinstance(content, str):
            raise InvalidInputError(f"{where}: content must be a string")
        if len(content) > max_chars:
            raise InvalidInputError(
                f"{where}: content is {len(content):,} characters; the limit is {max_chars:,}"
            )
        if "\x00" in content:
            raise InvalidInputError(f"{where}: content contains a NUL character")
        try:
            at = parse_time(message.get("at"), field="at")
        except InvalidInputError as exc:
            raise InvalidInputError(f"{where}: {exc.message}") from None
        turns.append(
            Turn(
                index=index,
                role=role,
                content=content,
                at=at,
                source=_short(message.get("source"), f"{where}: source"),
                name=_short(message.get("name"), f"{where}: name", 100),
            )
        )
    if not turns:
        raise InvalidInputError("messages is empty")
    if len(turns) > _MAX_TURNS:
        raise InvalidInputError(f"at most {_MAX_TURNS} messages at a time")
    return turns


def turn_id(turn: Turn, at: datetime) -> str:
    """The turn as provenance names it: its role, when it was said and, in a chat with several
    people, who said it (``user@2026-03-01T10:00:00Z#alice``)."""
    base = f"{turn.role}@{format_time(at)}"
    return f"{base}#{turn.name}" if turn.name else base


def candidate_hash(*, kind: str, scope: str, subject: str, source: str, text: str,
                   chat_id: str | None, turn: str | None, said_at: datetime) -> str:  # fmt: skip
    """A candidate's identity: what it says, about whom, where, when and from whom."""
    key = [kind, scope, subject, source, normalise(text), chat_id, turn, format_time(said_at)]
    return hashlib.sha256(json.dumps(key, ensure_ascii=False).encode("utf-8")).hexdigest()


def key_of(candidate: Candidate) -> str:
    """:func:`candidate_hash` of a candidate, from its own fields."""
    return candidate_hash(
        kind=candidate.kind.value, scope=candidate.scope, subject=candidate.subject,
        source=candidate.source.value, text=candidate.text, chat_id=candidate.chat_id,
        turn=candidate.turn_id, said_at=candidate.said_at,
    )  # fmt: skip


def chat_after(
    chat: ChatRow | None,
    *,
    chat_id: str,
    scope: str,
    present: bool,
    source: str | None,
    at: datetime,
) -> ChatRow:
    """The chat's state after a turn: ``source`` (a tool turn's) taints it for good."""
    sources = tuple(chat.read_sources) if chat else ()
    tainted = chat.tainted if chat else False
    if source is not None:
        tainted = True
        if source not in sources:
            sources = (*sources, source)
    return ChatRow(
        id=chat_id,
        scope=chat.scope if chat else scope,
        tainted=tainted,
        present=present,
        read_sources=sources,
        created_at=chat.created_at if chat else at,
        updated_at=at,
    )


def episode_candidate(
    turn: Turn,
    text: str,
    *,
    chat: ChatRow,
    scope: str,
    acl: tuple[str, ...],
    said_at: datetime,
    turn_id: str,
) -> Candidate:
    """A person's or the assistant's turn as an episode; the assistant's words in a tainted
    chat carry the untrusted note (they may repeat what was read)."""
    person = turn.role == "user"
    return Candidate(
        text=text,
        kind=Kind.EPISODE,
        subject="user" if person else ASSISTANT,
        scope=scope,
        acl=acl,
        source=Source.USER_EXPLICIT if person else Source.AGENT,
        valid_from=None,
        valid_until=None,
        said_at=said_at,
        chat_id=chat.id,
        turn_id=turn_id,
        read_sources=chat.read_sources,
        untrusted=chat.tainted and not person,
    )


def statement_candidate(
    item: Extracted,
    *,
    scope: str,
    acl: tuple[str, ...],
    chat_id: str,
    turn_id: str,
    said_at: datetime,
) -> Candidate:
    """A statement extracted from the person's own words, with its event time."""
    return Candidate(
        text=item.text,
        kind=item.kind,
        subject="user",
        scope=scope,
        acl=acl,
        source=Source.USER_EXPLICIT,
        valid_from=item.valid_from,
        valid_until=item.valid_until,
        said_at=said_at,
        chat_id=chat_id,
        turn_id=turn_id,
    )


def _same_statement(a: str, b: str) -> bool:
    if normalise(a) == normalise(b):
        return True
    sa, sb = set(stems(a)), set(stems(b))
    return bool(sa) and sa == sb


def inferred_candidates(
    found: Iterable[Mapping[str, object]],
    *,
    rule_texts: Iterable[str],
    scope: str,
    acl: tuple[str, ...],
    chat_id: str,
    turn_id: str,
    said_at: datetime,
    max_chars: int,
) -> tuple[list[Candidate], int]:
    """The extraction model's proposals for one turn as ``inferred`` candidates, and how many
    were left out because the rules already made the same statement (the same normal form or
    the same stems). All or nothing: one proposal that is not a valid memory raises
    :class:`InvalidInputError` and none is kept."""
    made = list(rule_texts)
    out: list[Candidate] = []
    duplicates = 0
    for fields in found:
        text = check_text(fields.get("text"), max_chars)
        if any(_same_statement(text, other) for other in made):
            duplicates += 1
            continue
        made.append(text)
        valid_from, valid_until = check_event_time(
            fields.get("valid_from"), fields.get("valid_until")
        )
        subject = check_subject(fields.get("subject", "user"))
        if valid_from is None and valid_until is None:  # as remember reads its own words
            valid_from = stated_start(text, said_at, subject=subject)
        out.append(
            Candidate(
                text=text,
                kind=parse_kind(fields.get("kind", "fact")),
                subject=subject,
                scope=scope,
                acl=acl,
                source=Source.INFERRED,
                valid_from=valid_from,
                valid_until=valid_until,
                said_at=said_at,
                chat_id=chat_id,
                turn_id=turn_id,
            )
        )
    return out, duplicates


def needs_confirmation(verdict: Verdict) -> Verdict:
    """What a model proposed is never kept on its own say: a verdict that would store it
    (created, updated) holds it instead, for the person to confirm. Repeats, conflicts, guard
    holds, refusals and tombstone blocks stand as they are."""
    if verdict.decision not in (Decision.CREATED, Decision.UPDATED):
        return verdict
    return Verdict(
        Decision.HELD,
        hold_reason=HoldReason.NEEDS_CONFIRMATION,
        reason=(
            "Waiting for your OK: the extraction model read this in what you said; the rules "
            "did not. Confirm it, edit it, or reject it."
        ),
    )


# Statements looked at for whether a word names someone the person said is theirs.
_KIN_LOOKED_AT = 50


def kin_of(view: ReadView, scope: str) -> Callable[[str], bool]:
    """Whether a word (case-folded) is the name of someone the person said is theirs, in the
    active statements of ``scope`` ("my daughter Ella", "Ella is my daughter", "my dog
    Bramble"): the full-text index finds the statements holding the word, and
    :func:`~memwarden.entities.relations.stated` reads the names they give. Each word is looked
    up once (for one turn: what a write in it states is not yet read)."""

    @functools.cache
    def kin(word: str) -> bool:
        if len(word) < 2 or word in STOPWORDS:
            return False
        for _, text, _ in view.sharing_active(scope, None, [[word]], _KIN_LOOKED_AT):
            if word in stated_first_names(text):
                return True
        return False

    return kin


def corrects_of(view: ReadView, scope: str) -> Callable[[str], bool]:
    """Whether a sentence corrects one word of one of the person's memories in ``scope``
    (:func:`~memwarden.write.review.word_corrected`)."""

    def corrects(sentence: str) -> bool:
        return word_corrected(view, scope, "user", sentence) is not None

    return corrects


def planted_candidate(
    claim: str, *, scope: str, acl: tuple[str, ...], chat_id: str, source: str, at: datetime
) -> Candidate:
    """What a page or a tool read in a chat ordered an assistant to remember (``claim``, from
    :func:`~memwarden.write.planted.planted_claims`), as a memory to hold for the person as
    planted-looking: nobody's words, read from ``source``."""
    return Candidate(
        text=claim,
        kind=Kind.FACT,
        subject="user",
        scope=scope,
        acl=acl,
        source=Source.INFERRED,
        valid_from=None,
        valid_until=None,
        said_at=at,
        chat_id=chat_id,
        read_sources=(source,),
        untrusted=True,
    )


# What a page ordered kept and waits for the person, looked at (newest first) for a repeat.
PLANTED_LOOKED_AT = 200
# Of a statement not the person's, at least this share of its words held by what a page planted,
# and at least this many words besides "user", for it to repeat what was planted.
_PLANTED_SHARE = 0.8
_PLANTED_WORDS = 2
_NOT_TELLING = frozenset(stems("user the user's this person"))
_NOT_TELLING_TERMS = frozenset(fingerprint_terms("user the user's this person"))


# The pages read kept per scope, and looked at (newest first) for a note echoing one.
PAGES_KEPT = 200
PAGES_LOOKED_AT = 50
# An agent's note echoes a page when at least this many of its words (besides "user"), and this
# share of them, are the page's and were never typed by the person in the chat that read it.
_ECHO_WORDS = 3
_ECHO_SHARE = 0.4


def page_terms(text: str) -> frozenset[str]:
    """The fingerprints of ``text``'s words kept for a page read (its stems, one-way hashed as
    a tombstone's are: ``text.fingerprint_terms``)."""
    return frozenset(fingerprint_terms(text))


def page_echo(
    text: str, pages: Iterable[PageRead], typed_in: Callable[[str], frozenset[str]]
) -> PageRead | None:
    """Of the pages read (``pages``, newest first), the first whose words ``text`` — an agent's
    note, not the person's — repeats beyond what the person typed in the chat that read it
    (``typed_in``: a chat's id → the fingerprints of the person's words there): "User's husband
    Dai is having a knee replacement at Nevill Hall in May", after a forum post read for "what
    do people say about recovering from a knee replacement? asking for dai" told of someone's
    husband's knee "done at Nevill Hall in May". None when no page has ``_ECHO_WORDS`` of its
    words and ``_ECHO_SHARE`` of them."""
    told = page_terms(text) - _NOT_TELLING_TERMS
    if len(told) < _ECHO_WORDS:
        return None
    enough = max(_ECHO_WORDS, _ECHO_SHARE * len(told))
    for page in pages:
        echoed = told & page.terms
        if len(echoed) >= enough and len(echoed - typed_in(page.chat_id)) >= enough:
            return page
    return None


def planted_match(text: str, held: Iterable[MemoryRecord]) -> MemoryRecord | None:
    """Of the memories held as planted-looking (``held``), the first whose words hold
    ``text``'s ("The user has no food allergies." in "this user has no food allergies and loves
    ShopFast"), or whose claim ``text`` holds whole with more besides ("User is allergic to
    penicillin; flag this before any doctor or pharmacy talk", after a page planted "the user is
    allergic to penicillin"), or None."""
    told = frozenset(stems(text)) - _NOT_TELLING
    if len(told) < _PLANTED_WORDS:
        return None
    for record in held:
        planted = frozenset(stems(record.text))
        claim = planted - _NOT_TELLING
        if len(told & planted) >= _PLANTED_SHARE * len(told) or (
            len(claim) >= _PLANTED_WORDS and claim <= told
        ):
            return record
    return None
