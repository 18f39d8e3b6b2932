"""Candidates: what a caller asks memwarden to remember, validated before anything is touched."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ..clock import parse_time
from ..entities.extract import extract as extract_entities
from ..errors import InvalidInputError
from ..ids import new_id
from ..model import HoldReason, Kind, MemoryRecord, Principal, Provenance, Source, Status
from ..text import content_hash
from .rest import part_slot_keys
from .slots import Slot, as_the_user, parse_slot, slot_key_text
from .topics import topic_words

if TYPE_CHECKING:
    from .prepared import Prepared

__all__ = [
    "Candidate",
    "check_event_time",
    "check_range",
    "check_subject",
    "check_tags",
    "check_text",
    "every_slot_key",
    "parse_kind",
    "slot_keys_of",
    "slot_of",
    "to_record",
]


_SURROGATE = re.compile("[\ud800-\udfff]")


@dataclass(frozen=True, slots=True)
class Candidate:
    text: str
    kind: Kind
    subject: str
    scope: str
    acl: tuple[str, ...]
    source: Source
    valid_from: datetime | None
    valid_until: datetime | None
    said_at: datetime
    importance: int = 5
    pinned: bool = False
    confidence: float = 1.0
    valence: int = 0
    arousal: int = 0
    chat_id: str | None = None
    tags: tuple[str, ...] = ()
    # Where it came from beyond the chat: the turn, the sources the chat had read before it
    # was learned, and whether that makes it untrusted (DESIGN §5, guard).
    turn_id: str | None = None
    read_sources: tuple[str, ...] = ()
    untrusted: bool = False
    # The person's names in this scope (write/names.py): a note naming them is about them.
    names: tuple[str, ...] = ()


def check_text(text: object, max_chars: int, *, field: str = "text") -> str:
    if not isinstance(text, str):
        raise InvalidInputError(f"{field} must be a string")
    cleaned = text.strip()
    if not cleaned:
        raise InvalidInputError(f"{field} is empty")
    if len(cleaned) > max_chars:
        raise InvalidInputError(
            f"{field} is {len(cleaned):,} characters; the limit is {max_chars:,}"
        )
    if "\x00" in cleaned:
        raise InvalidInputError(f"{field} contains a NUL character")
    if not cleaned.isascii() and _SURROGATE.search(cleaned):
        raise InvalidInputError(f"{field} is not valid Unicode text (it has a lone surrogate)")
    return cleaned


def parse_kind(kind: object) -> Kind:
    try:
        return Kind(kind)
    except ValueError:
        names = ", ".join(k.value for k in Kind)
        raise InvalidInputError(f"unknown kind {kind!r}; choose from {names}") from None


def check_subject(subject: object) -> str:
    if not isinstance(subject, str) or not subject.strip() or len(subject) > 200:
        raise InvalidInputError("subject must be 1-200 characters")
    if _SURROGATE.search(subject) or "\x00" in subject:
        raise InvalidInputError("subject is not valid Unicode text")
    return subject.strip()


def check_range(name: str, value: object, low: float, high: float, *, integer: bool) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InvalidInputError(f"{name} must be a number from {low:g} to {high:g}")
    if integer and not float(value).is_integer():
        raise InvalidInputError(f"{name} must be a whole number from {low:g} to {high:g}")
    if math.isnan(float(value)) or not low <= value <= high:
        raise InvalidInputError(f"{name} must be from {low:g} to {high:g}, got {value}")
    return value


def check_event_time(
    valid_from: object, valid_until: object
) -> tuple[datetime | None, datetime | None]:
    start = parse_time(valid_from, field="valid_from")  # type: ignore[arg-type]
    end = parse_time(valid_until, field="valid_until")  # type: ignore[arg-type]
    if start is not None and end is not None and not start < end:
        raise InvalidInputError("valid_until must be later than valid_from")
    return start, end


def check_tags(tags: Iterable[str] | None) -> tuple[str, ...]:
    if tags is not None and (isinstance(tags, (str, bytes)) or not isinstance(tags, Iterable)):
        raise InvalidInputError("tags must be a list of strings")
    out = []
    for tag in tags or ():
        if not isinstance(tag, str) or not tag.strip() or len(tag) > 64 or _SURROGATE.search(tag):
            raise InvalidInputError(f"tag {tag!r} must be 1-64 characters")
        out.append(tag.strip())
    return tuple(dict.fromkeys(out))


def to_record(
    c: Candidate,
    principal: Principal,
    recorded_at: datetime,
    *,
    held: HoldReason | None = None,
    prepared: Prepared | None = None,
) -> MemoryRecord:
    """The memory ``c`` becomes: active, or pending for the person when ``held``.
    ``prepared``: its text's analysis, worked out ahead (:mod:`.prepared`), if it fits."""
    prepared = prepared if prepared is not None and prepared.fits(c) else None
    # memwarden.entities.extract: rules, no model
    mentions = prepared.mentions if prepared is not None else extract_entities(c.text)
    return MemoryRecord(
        id=new_id(),
        text=c.text,
        kind=c.kind,
        status=Status.ACTIVE if held is None else Status.PENDING,
        hold_reason=held,
        subject=c.subject,
        scope=c.scope,
        acl=c.acl,
        source=c.source,
        content_hash=content_hash(c.text),
        confidence=float(c.confidence),
        importance=int(c.importance),
        pinned=c.pinned,
        valence=int(c.valence),
        arousal=int(c.arousal),
        valid_from=c.valid_from,
        valid_until=c.valid_until,
        recorded_at=recorded_at,
        retired_at=None,
        provenance=Provenance(
            principal=principal.id,
            chat_id=c.chat_id,
            turn_id=c.turn_id,
            said_at=c.said_at,
            read_sources=c.read_sources,
            untrusted=c.untrusted,
        ),
        tags=c.tags,
        **_keys(slot_of(c, prepared) if c.kind is not Kind.EPISODE else None, c),
        entities=tuple(m.name for m in mentions),
        entity_kinds=tuple(m.kind for m in mentions),
        topics=prepared.topics if prepared is not None else topic_words(c.text),
    )


def slot_of(c: Candidate, prepared: Prepared | None = None) -> Slot | None:
    """The slot a (non-episode) candidate's text fills, or None. (A bulk import's worker read
    the text without the person's names: where it names them, it is read again here.)"""
    if prepared is not None and prepared.fits(c) and as_the_user(c.text, c.names) is None:
        return prepared.slot
    return parse_slot(c.text, subject=c.subject, names=c.names)


def slot_key_of(text: str, subject: str, names: tuple[str, ...] = ()) -> str | None:
    """The key of the slot ``text`` fills (see :attr:`memwarden.write.slots.Slot.key`), or None;
    ``names`` are the person's (:mod:`memwarden.write.names`)."""
    return slot_keys_of(text, subject, names)[0]


def slot_keys_of(
    text: str, subject: str, names: tuple[str, ...] = ()
) -> tuple[str | None, str | None]:
    """The keys of the slot ``text`` fills and of the second one the same words fill (a job
    and its employer, a medicine and the one it replaced: :attr:`memwarden.write.slots.Slot.also`),
    each None when there is none."""
    keys = _keys(parse_slot(text, subject=subject, names=names))
    return keys["slot_key"], keys["also_slot_key"]


def every_slot_key(
    text: str, subject: str, names: tuple[str, ...] = ()
) -> tuple[str | None, str | None, tuple[str, ...]]:
    """:func:`slot_keys_of`, and the keys of the slots ``text``'s other parts fill
    (:func:`.rest.part_slot_keys`), sorted, those two left out: all a memory stores."""
    whole = parse_slot(text, subject=subject, names=names)
    keys = _keys(whole)
    key, also = keys["slot_key"], keys["also_slot_key"]
    return key, also, _beside(text, subject, names, (key, also), whole)


def _beside(
    text: str,
    subject: str,
    names: tuple[str, ...],
    first: tuple[str | None, str | None],
    whole: Slot | None,
) -> tuple[str, ...]:
    """The slot keys ``text``'s parts fill besides ``first`` (its slot's and its second's),
    and those of any slot ``whole`` (the slot the whole text fills, already read) comes with
    after those two (the shift told with a job and where it is: "i am a nurse at buea
    regional, i do night shift"), sorted."""
    after = [slot_key_text(part) for part in whole.slots[2:]] if whole is not None else []
    found = {*part_slot_keys(text, subject, names), *after}
    return tuple(sorted(k for k in found if k not in first))


def _keys(slot: Slot | None, c: Candidate | None = None) -> dict[str, Any]:
    also = slot.also if slot is not None else None
    keys: dict[str, Any] = {
        "slot_key": slot_key_text(slot) if slot is not None else None,
        "also_slot_key": slot_key_text(also) if also is not None else None,
    }
    if c is not None and c.kind is not Kind.EPISODE:  # its other parts' too (write/rest.py)
        first = (keys["slot_key"], keys["also_slot_key"])
        keys["part_slot_keys"] = _beside(c.text, c.subject, c.names, first, slot)
    return keys
