"""Slot keys made again when the slot parser changes, and topics when the topic lists do.

Each memory keeps the key of the slot its text fills (:func:`.candidate.slot_keys_of`), so the
review finds what a new statement is about with one index lookup. The key is derived from the
text by :mod:`.slots`; when a new version of the parser reads some text differently ("Yeah I
live in Lisbon" used to fill no slot), the stored keys of older memories no longer match what
a new statement's key is, and the review would miss them: a repeat created twice, a change
not seen as one. So before the first write into a store whose keys an older parser made (the
version is kept in the store), every memory but the episodes gets its key made again, in the
same transaction as that write, with one audit event when any key changed. Only the derived
key changes: text, status and history are untouched. Each is read with the person's names its
scope's keys were made with (:mod:`.names`, which makes them again when the names change).

The topics each memory speaks of (:mod:`.topics`) are kept the same way: when the lists change
(:data:`.topics.TOPICS_VERSION`), before the first write every memory's topics are found
again, episodes too.
"""

from __future__ import annotations

from collections.abc import Callable

from ..clock import now
from ..model import TopicWords
from ..store.base import ReadView, SlotKeys, WriteTxn
from .candidate import every_slot_key
from .rest import slot_in
from .slots import KEY_SEP, PARSER_VERSION
from .topics import TOPICS_VERSION, topic_words

__all__ = ["contested_slots", "rekey", "retopic", "stale_slot_keys", "stale_topics"]

# Memories whose topics are stored at once when they are all found again.
_TOPIC_BATCH = 2_000


def stale_slot_keys(
    view: ReadView,
    names_for: Callable[[str, str], tuple[str, ...]],
    *,
    scope: str | None = None,
    subject: str | None = None,
) -> list[SlotKeys]:
    """(memory id, the keys the current parser gives it: its slot's, its second slot's and
    its parts', :func:`.rest.part_slot_keys`) for each memory whose keys differ —
    of one ``scope`` and ``subject`` when they are given — each read with the person's names
    ``names_for`` gives its scope and subject (asked once for each; :mod:`.names`)."""
    changed: list[SlotKeys] = []
    names: dict[tuple[str, str], tuple[str, ...]] = {}
    for memory_id, text, subj, where, key, also, parts in view.slotted_texts(
        scope=scope, subject=subject
    ):
        if (where, subj) not in names:
            names[where, subj] = names_for(where, subj)
        fresh = every_slot_key(text, subj, names[where, subj])
        if fresh != (key, also, parts):
            changed.append((memory_id, *fresh))
    return changed


def rekey(txn: WriteTxn) -> int | None:
    """Make the store's slot keys current; ``None`` when they already were, else how many
    memories got a new key (the caller audits a non-zero count)."""
    if txn.slot_parser_version() == PARSER_VERSION:
        return None
    changed = stale_slot_keys(txn, txn.slot_names)  # the names its keys were made with
    if changed:
        txn.set_slot_keys(changed)
    txn.set_slot_parser_version(PARSER_VERSION)
    return len(changed)


def retopic(txn: WriteTxn) -> int | None:
    """Make the store's topics current; ``None`` when they already were, else how many
    memories' topics were found again."""
    if txn.topics_version() == TOPICS_VERSION:
        return None
    done = 0
    batch = []
    for memory_id, text in txn.topic_texts():
        batch.append((memory_id, topic_words(text)))
        if len(batch) >= _TOPIC_BATCH:
            txn.set_topics(batch)
            done += len(batch)
            batch = []
    txn.set_topics(batch)
    txn.set_topics_version(TOPICS_VERSION)
    return done + len(batch)


def stale_topics(view: ReadView) -> list[tuple[str, tuple[TopicWords, ...]]]:
    """(memory id, the topics its text speaks of) for each memory whose stored topics differ
    from them (``doctor``: the topic index checked against the texts)."""
    stored: dict[str, set[tuple[str, tuple[str, ...], int]]] = {}
    for memory_id, topic, said, length in view.stored_topics():
        stored.setdefault(memory_id, set()).add((topic, tuple(sorted(said)), length))
    stale = []
    for memory_id, text in view.topic_texts():
        found = topic_words(text)
        if {(t.topic, tuple(sorted(t.words)), t.length) for t in found} != stored.pop(
            memory_id, set()
        ):
            stale.append((memory_id, found))
    # Rows of a memory with no text left (none should be: a trigger deletes them).
    stale.extend((memory_id, ()) for memory_id in stored)
    return stale


def contested_slots(view: ReadView) -> list[dict[str, object]]:
    """The slots of one value at a time that hold two or more different values, each as
    {"scope", "slot", "memories": ids newest first}. Review at the door never lets that happen
    (a second value is a change or a conflict held for the person), but a key made again —
    by a new parser, or when the person's name is learned (:mod:`.names`) — moves an older
    memory into a slot without reviewing it again: ``doctor`` shows them, for the person to
    correct or forget one."""
    found: list[dict[str, object]] = []
    today = now()
    for scope, key, ids in view.shared_slots():
        names = view.slot_names(scope, key.split(KEY_SEP, 1)[0])
        held: dict[str, str] = {}  # memory id → the value it holds now
        for memory_id in ids:
            record = view.get_memory(memory_id, None)
            if record is None or (record.valid_until is not None and record.valid_until <= today):
                continue  # its truth has ended: history, not a second value
            # The memory's slot of this key: its first or its second (a job and where it is),
            # or one of its parts' (write/rest.py).
            located = slot_in(record.text, record.subject, names, tuple(key.split(KEY_SEP)))
            slot = located[0] if located is not None else None
            # What held before, and a negation of a value, say nothing against another value.
            if slot is not None and slot.single_valued and not slot.past and slot.polarity > 0:
                held[memory_id] = slot.object
        if len(set(held.values())) > 1:
            slot_name = key.replace(KEY_SEP, " ")
            found.append({"scope": scope, "slot": slot_name, "memories": list(held)})
    return found
