"""The person named by their name in an agent's notes (DESIGN §5, review; §6, recall).

An agent keeps notes about the person in the third person, and often by name: "User's name is
Aoife Brennan", then "Aoife's birthday is 3 March", "Aoife left the SFPA and started at the
Marine Institute". Read as they are, those notes are about someone called Aoife, not about the
person: the birthday fills no slot of theirs, a new birthday is not seen as a change of the old
one, and "when is my birthday?" does not find it by its slot.

So the person's names — the values of their ``name`` slot that are believed now, in one scope,
for one subject, with the first word of each ("aoife brennan" and "aoife") and a name they go
by said with it ("… but everyone calls her Jas") — are read as "the user" when a statement's
slot is worked out (:func:`~memwarden.write.slots.parse_slot`). The statement of the name
itself is read as it is. A note introducing the person ("User is Marisol Ortega, 43, …")
states a name too. A name is read where it is written as one
(:func:`~memwarden.write.slots.as_the_user`): with its capital, or in a text all in lower case
when it is no English word.

Each memory keeps the key of the slot its text fills, and with names that key depends on what
the person is called. The names the keys of a scope and subject were made with are kept in the
store; before a statement of that scope and subject is reviewed, and after a statement of a
name is stored by the review, the names believed now are compared with them, and when they
differ (a name learned, changed, confirmed, forgotten, undone) the keys of that scope and
subject are made again, in the same transaction, with one audit event (:func:`current_names`).
``doctor`` checks every key against its text and the names believed now
(:func:`current_keys`). Only the derived keys change.

A name is never read across scopes: Aoife's name, said in her scope, says nothing of the notes
in another. Left alone: a relative with the person's own first name ("my dad Tom", when the
person is Tom) is read as the person in a note that names him "Tom" alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..model import MemoryRecord
from ..store.base import ReadView, SlotKeys, WriteTxn
from ..text import STOPWORDS
from .rekey import stale_slot_keys
from .slots import KEY_SEP, parse_slot

__all__ = ["current_keys", "current_names", "name_key", "names_of", "person_names"]

# How many believed statements of a name are read (a single-valued slot holds one; a conflict
# waiting for the person may hold two).
_READ = 3
# A word of a name: letters, with an inner apostrophe or hyphen ("o'neill", "ní", "jean-luc").
_NAME_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
# Words that are never the person's name on their own, though a name slot may hold them.
_NOT_A_NAME = STOPWORDS | frozenset("user human person me myself you not no yes".split())


def name_key(subject: str) -> str:
    """The slot key of ``subject``'s name."""
    return KEY_SEP.join((subject, "name"))


def names_of(values: Iterable[str]) -> tuple[str, ...]:
    """The names the person is called by in notes, from the values of their name slot: each
    value and its first word ("aoife brennan" → "aoife brennan", "aoife"), longest first. A
    value that is not a name ("not eva", "a nurse", longer than four words) gives none."""
    found: set[str] = set()
    for value in values:
        words = value.casefold().split()
        if not 1 <= len(words) <= 4 or not all(_NAME_WORD.fullmatch(w) for w in words):
            continue
        if any(w in _NOT_A_NAME for w in words) or len(words[0]) < 2:
            continue
        found.update((" ".join(words), words[0]))
    return tuple(sorted(found, key=lambda n: (-len(n), n)))


# A name the person goes by, said with their name ("User's name is Jasmine Nguyen but
# everyone calls her Jas", "… she goes by Aga"): capitalised, as names are written.
_NICKNAME = re.compile(
    r"\b(?i:goes\s+by|go\s+by|(?:prefers?|likes?)\s+to\s+be\s+called|"
    r"(?:everyone|everybody|people|friends)\s+calls?\s+(?:her|him|them|me)|"
    r"call\s+(?:her|him|them|me))\s+['\"“‘]?(?P<nick>[^\W\d_][\w'’-]*)"
)


def person_names(records: Iterable[MemoryRecord]) -> tuple[str, ...]:
    """The names stated by ``records`` (memories of a name slot), as :func:`names_of`, with
    any name the person goes by said in the same statement."""
    values = []
    for record in records:
        slot = parse_slot(record.text, subject=record.subject)
        if slot is not None and slot.predicate == "name" and slot.polarity > 0:
            values.append(slot.object)
            values.extend(
                m.group("nick").casefold()
                for m in _NICKNAME.finditer(record.text)
                if m.group("nick")[0].isupper()
            )
    return names_of(values)


def believed_names(view: ReadView, scope: str, subject: str) -> tuple[str, ...]:
    """The names of ``subject`` believed now in ``scope``."""
    return person_names(view.active_in_slot(scope, name_key(subject), _READ))


def current_names(txn: WriteTxn, scope: str, subject: str) -> tuple[tuple[str, ...], int | None]:
    """The names of ``subject`` believed now in ``scope``, with the slot keys of that scope and
    subject made current for them: ``None`` when they already were, else how many memories got
    a new key (the caller audits it)."""
    names = believed_names(txn, scope, subject)
    if txn.slot_names(scope, subject) == names:
        return names, None
    changed = stale_slot_keys(txn, lambda *_: names, scope=scope, subject=subject)
    if changed:
        txn.set_slot_keys(changed)
    txn.set_slot_names(scope, subject, names)
    return names, len(changed)


def current_keys(
    view: ReadView,
) -> tuple[list[SlotKeys], dict[tuple[str, str], tuple[str, ...]]]:
    """The slot keys the text and the names believed now give, where they differ from the
    stored ones: (memory id, key, second key, its parts' keys) of each such memory, and the
    names of every (scope, subject) whose stored names differ from those believed now
    (``doctor``: a name forgotten or undone is otherwise caught at its scope's next write)."""
    believed: dict[tuple[str, str], tuple[str, ...]] = {}

    def names_for(scope: str, subject: str) -> tuple[str, ...]:
        believed[scope, subject] = believed_names(view, scope, subject)
        return believed[scope, subject]

    changed = stale_slot_keys(view, names_for)
    renamed = {held: names for held, names in believed.items() if view.slot_names(*held) != names}
    return changed, renamed
