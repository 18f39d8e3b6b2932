"""What still holds of a memory when one thing it says changes (DESIGN §4 invariant 6, §5).

A memory often says more than one thing — "I live in Paris and I have a dog named Rex. I work
at Google as an engineer." — and is kept with the one slot it fills first (where the person
lives). When that changes ("I moved to Berlin"), the door supersedes the memory whole: it is
retired, and recall, which answers from what is active, would lose the dog and the job with the
home although neither changed.

A text is read in its parts (:func:`read_parts`): its sentences, and each sentence's clauses
— before "and"/"but" with a first-person subject, or after a comma before one — a clause that
fills no slot going with the one it leans on. The slots the parts fill are kept with the memory
(:func:`part_slot_keys`, the store's ``memory_part_slots``), so that the review at the door
finds it by any of them and compares a new statement with the part that fills its slot
(:func:`slot_in`). :func:`still_holds` gives back, in the person's own words, the parts of a
superseded memory that did not change, for the service to keep as a memory of their own
beside the change (``Memory._keep_rest``). A part goes with the change when it fills a slot
that changed, when it fills a slot another active memory said later already holds (the later
one is believed), or when it follows a part that went and leans on it: it points back ("I live
in Paris. I love it there. My sister lives there too.": alone, "there" would say something
else; a part with a value of its own says "his wife" of its own subject, and leans on nothing),
or, in the person's chat, it says of no one what it is about ("… 62 million people. rains every
day though."; in a note about the person, "Hana's GP is Dr. Rao. Underactive thyroid, diagnosed
in 2021.", such a part is the person's and stays).
A part of an agent's note that leaves the person out ("User's GP is Dr. Holm. Takes amlodipine
5 mg daily.") is read with the person put back to find its slot. A part that fills no slot and
has fewer than three words ("hola!") is no statement alone and is not kept. A part the person
keeps on its own already (the same words, active) is not kept twice, and nothing a tombstone
covers is kept again. When no part can be told to hold the changed slot, or no part is left,
nothing is kept: the memory is retired whole, as before.

A memory of one part that fills two slots, a job and where it is ("I work at St Mary's as a
staff nurse"), keeps the half that did not change (:func:`_other_half`): its text without the
words of the half that did ("I work at St Mary's", once "I got promoted to ward sister"), kept
only when what is left still fills the other slot with the same value ("I'm a staff nurse at St
Mary's" without its title, "I'm at St Mary's", fills none, and goes whole).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from ..model import Kind, MemoryRecord
from ..patterns import lazy_compile
from ..store.base import ReadView
from ..text import content_hash
from ..trust.tombstones import matching_tombstone
from .extract import FIRST_PERSON, sentences
from .slots import (
    KEY_SEP,
    PERSON,
    Slot,
    as_a_part,
    left_out_person,
    parse_slot,
    slot_key_text,
    someone_else_before,
)

__all__ = ["changed_keys", "part_slot_keys", "read_parts", "slot_in", "still_holds"]

# A part that points back at what was said before it ("I love it there", "my sister lives
# there too"): after a part that went, it goes with it.
# (and "I've stayed on ever since", which says the same of what came before)
_LEANS_BACK = lazy_compile(
    r"\b(?:it|its|it['’]s|there|here|that|this|these|those|they|them|their|"
    r"he|him|his|she|her|ever\s+since|since\s+then|stayed\s+on)\b",
    re.IGNORECASE,
)
# … of these, what points back at a thing or a place, not at a person: in a note about the
# person, "she" is the person, but "She has worked there since 2026" leans on where she worked.
_POINTS_AT_A_THING = lazy_compile(
    r"\b(?:it|its|it['’]s|there|here|that|this|these|those|ever\s+since|since\s+then|"
    r"stayed\s+on)\b",
    re.IGNORECASE,
)

# Holders of a slot looked at, at most, for a part's slot.
_HOLDERS = 8

# A part with fewer words that fills no slot is no statement alone ("hola!", "62 million.").
_FEWEST_WORDS = 3

# How a part of an agent's note that leaves the person out begins (``_in_a_note``): a label
# ("Personal email: …"), a word of what the person is ("Allergic to …"), a verb ("Takes …").
_LABEL = lazy_compile(r"[A-Za-z][A-Za-z ]{0,30}(?:\([^)]{1,40}\))?:\s")
_WHAT_ONE_IS = frozenset(
    "allergic vegan vegetarian pescatarian coeliac celiac diabetic lactose gluten married "
    "engaged divorced widowed single retired pregnant".split()
)
_VERB = lazy_compile(r"[a-z]+(?:s|ed)")
_NOT_VERBS = frozenset("this his hers its was is yes thanks always perhaps".split())

# A note's first word that is someone's ("User's father …", "Hana's GP …"), and a part opening
# with a pronoun as its subject.
# ("The user's younger brother, Alan, …": someone of theirs, after "the")
_POSSESSIVE_FIRST = lazy_compile(r"^(?:the\s+)?\S+['’]s\b", re.IGNORECASE)
_PRONOUN_FIRST = lazy_compile(r"^(?:she|he)\b", re.IGNORECASE)

# A part that names the person as an agent's note does: "User …", "The user's …".
_THE_USER = lazy_compile(r"(?:the\s+)?user\b", re.IGNORECASE)


def changed_keys(
    new: MemoryRecord, names: tuple[str, ...] = (), old: MemoryRecord | None = None
) -> frozenset[str]:
    """The slot keys a memory that supersedes another changes in it: those it fills, read
    whole or in its parts (the old one filled one of them, read whole or in a part). A new dose
    that names no medicine ("metformin upped to 1000mg …" is read as no slot; the door found the
    one medicine of ``old`` with a dose) changes ``old``'s medicines: what else ``old`` said
    ("User has type 2 diabetes, diagnosed in 2029. Takes metformin 500mg …") still holds."""
    keys = {new.slot_key, new.also_slot_key, *part_slot_keys(new.text, new.subject, names)}
    found = frozenset(k for k in keys if k is not None)
    if found or old is None or _A_DOSE.search(new.text) is None:
        return found
    taken = {k for k in _every_key(old, names) if k.split(KEY_SEP)[1:2] == ["takes"]}
    return frozenset(taken)


def _every_key(record: MemoryRecord, names: tuple[str, ...]) -> set[str]:
    """The slot keys ``record``'s text fills, read whole and in its parts."""
    whole = parse_slot(record.text, subject=record.subject, names=names)
    keys = {slot_key_text(part) for part in whole.slots} if whole is not None else set()
    return keys | set(part_slot_keys(record.text, record.subject, names))


# A dose (as the door reads a dose changed with no medicine named: write/review.py).
_A_DOSE = lazy_compile(r"\b\d+(?:\.\d+)?\s?(?:mg|mcg|µg|ug|ml|units?|iu)\b", re.IGNORECASE)


def still_holds(
    view: ReadView,
    old: MemoryRecord,
    changed: Iterable[str],
    names: tuple[str, ...] = (),
    new: MemoryRecord | None = None,
) -> str | None:
    """The parts of ``old``'s text that still hold once the slots ``changed`` changed, joined
    in the order said; ``None`` when there are none, or when no part of it can be told to fill
    a changed slot (then it goes whole). ``names`` are the person's (write/names.py);
    ``new`` is the memory that changed it."""
    changed = frozenset(changed)
    if old.kind is Kind.EPISODE or not changed or not old.text:
        return None

    said = read_parts(old.text, old.subject, names)
    if len(said) < 2:
        return _other_half(view, old, changed, names, new)
    kept: list[str] = []
    found = went = False
    # In a note about the person ("Hana's GP is Dr. Rao. Underactive thyroid, diagnosed in
    # 2021."), a part that names no one is the person's, not the part before it.
    note = _a_note(said[0][0], names)
    # And in one whose subject is the person ("Niamh takes sertraline … She is allergic to
    # penicillin."), "she" or "he" opening a part is the person, not the part before it.
    theirs = note and _POSSESSIVE_FIRST.match(said[0][0]) is None
    opening = ""  # a greeting before the first part kept goes with it
    for part, slot in said:
        keys = _keys(slot)
        if theirs and _PRONOUN_FIRST.match(part):
            leans = slot is None and _POINTS_AT_A_THING.search(part) is not None
        else:
            leans = _leans(part, slot)
        if keys & changed:
            found = went = True
            # The person's name told with what changed ("User is Keisha Campbell, born 14
            # September 2002.") is kept in its own words: the notes naming them are theirs.
            # (Not another pair, "works as a tester at Kelham, a fintech startup": what is left
            # of a job in a longer note says less than it seems to.)
            half = (
                _cut_half(_bare(part), old.subject, changed, names, new)
                if slot is not None and slot.predicate == "name"
                else None
            )
            if half is not None:
                kept.append(opening + half)
        elif went and (leans or not (keys or note or _stands_alone(part, names))):
            went = True  # "I love it there", "62 million.": of what went
        else:
            went = bool(keys) and _held_since(view, old, keys)
        if not went and (keys or len(part.split()) >= _FEWEST_WORDS):
            if theirs and not kept and _THE_USER.match(said[0][0]):
                # Kept first, "She is allergic to penicillin." says who: "The user is …".
                part = _PRONOUN_FIRST.sub("The user", part, count=1)
            kept.append(opening + part)  # not a lone "hola!", but "hiya! im niamh, …"
        opening = part + " " if not kept and not keys and len(part.split()) < _FEWEST_WORDS else ""
    kept = [p for p in kept if not _kept_already(view, old, p)]
    if not found or not kept:
        return None
    rest = _bare(" ".join(kept))
    return rest if _not_said_no_to(view, old, rest) else None


def _other_half(
    view: ReadView,
    old: MemoryRecord,
    changed: frozenset[str],
    names: tuple[str, ...],
    new: MemoryRecord | None,
) -> str | None:
    """Of a memory of one part filling two slots, a job and where it is ("I work at St Mary's as
    a staff nurse"), the half that did not change, in its own words: the text without the words
    of the half that did ("I work at St Mary's", once "I got promoted to ward sister"). None
    unless exactly one half changed, for another value (a job left is the title gone too), and
    cutting out its words leaves a text that still fills the other with the same value (else
    the memory goes whole, as before)."""
    rest = _cut_half(old.text, old.subject, changed, names, new)
    if rest is None:
        return None
    keep = not _kept_already(view, old, rest) and _not_said_no_to(view, old, rest)
    return rest if keep else None


def _cut_half(
    text: str,
    subject: str,
    changed: frozenset[str],
    names: tuple[str, ...],
    new: MemoryRecord | None,
) -> str | None:
    """``text``, which fills two slots, without the words of the one of them that changed
    (:data:`_CUT`), when what is left still fills the other with the same value; else None."""
    slot = parse_slot(text, subject=subject, names=names)
    if slot is None or slot.also is None:
        return None
    went = [half for half in slot.slots if slot_key_text(half) in changed]
    stays = [half for half in slot.slots if slot_key_text(half) not in changed]
    if len(went) != 1 or len(stays) != 1 or went[0].predicate not in _CUT or new is None:
        return None
    told = slot_in(new.text, new.subject, names, went[0].key)
    if told is None or told[0].polarity < 0:
        return None  # "I quit my job at Acme": the job went with where it was, not for another
    value = r"\s+".join(map(re.escape, went[0].object.split()))
    for cut in _CUT[went[0].predicate]:
        rest, n = re.subn(cut.format(value=value), "", text, count=1, flags=re.IGNORECASE)
        if not n:
            continue
        kept = parse_slot(rest, subject=subject, names=names)
        held = kept.of_key(stays[0].key) if kept is not None else None
        if held is None or held.object != stays[0].object or held.polarity != stays[0].polarity:
            continue
        return rest
    return None


def _not_said_no_to(view: ReadView, old: MemoryRecord, rest: str) -> bool:
    """Whether what still holds of ``old`` may be kept: no tombstone of its scope covers it."""
    return matching_tombstone(rest, view.tombstones(old.scope)) is None


# How the words of a job's half go from a text telling both: its title ("… as a staff nurse",
# "a staff nurse at …") or where it is ("… at St Mary's").
_CUT = {
    "job_title": (
        r"\s+as\s+(?:an?\s+|the\s+)?{value}\b",
        r"\b(?:an?\s+|the\s+)?{value}\s+(?=(?:at|for|with|in)\s)",
    ),
    "works_at": (r"\s+(?:at|for|with)\s+(?:the\s+)?{value}\b",),
    # A birthday told with a name ("User's name is Keisha Campbell, born 14 September 2002"):
    # its words, whatever day they name, so a corrected birthday keeps the name.
    "birthday": (r",?\s*\(?\bborn\b[^,.;()]*\)?",),
}


def part_slot_keys(text: str, subject: str, names: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The keys of the slots the parts of ``text`` fill, when it has more than one part (the
    door finds a memory by any of them: "I work as a tour guide. I live in Leeds." is found by
    a move), in the order said, each once; none for a text of one part."""
    said = read_parts(text, subject, names)
    if len(said) < 2:
        return ()
    return tuple(dict.fromkeys(k for _, slot in said for k in sorted(_keys(slot))))


def slot_in(
    text: str, subject: str, names: tuple[str, ...], key: tuple[str, ...]
) -> tuple[Slot, str] | None:
    """The slot of ``key`` that ``text`` fills — read whole (its first slot or the one that
    comes with it) or in one of its parts — with the words it was read from."""
    whole = parse_slot(text, subject=subject, names=names)
    found = whole.of_key(key) if whole is not None else None
    if found is not None:
        return found, text
    for part, slot in read_parts(text, subject, names):
        found = slot.of_key(key) if slot is not None else None
        if found is not None:
            return found, part
    return None


def read_parts(text: str, subject: str, names: tuple[str, ...]) -> list[tuple[str, Slot | None]]:
    """``text``'s parts, each with the slot it fills: its sentences, and the clauses of each
    (:func:`_clauses`), in the person's own words — an agent's note that leaves the person out
    read with the person put back (not after a part about someone else). None read for a text
    of one part (most are: a bulk import reads each text once)."""

    def slot_of(part: str) -> Slot | None:  # parse_slot keeps what it read (lru_cache)
        return as_a_part(parse_slot(_bare(part), subject=subject, names=names))

    said = sentences(text)
    person = subject == PERSON
    pieces = [piece for sentence in said for piece in _pieces(sentence, person)]
    if len(pieces) < 2:
        return [(piece, None) for piece in pieces]
    read: list[tuple[str, Slot | None]] = []
    persons_note: bool | None = None  # whether the text is a note about the person alone
    for piece in (p for sentence in said for p in _clauses(sentence, slot_of, person)):
        # What follows a part about someone else, its subject left out, is theirs ("diego quit
        # the mine!! moved to puerto montt …", "User's father lives in Zgierz. Has two kids."),
        # as when a turn is read (write/extract.py), not the person's.
        if read and someone_else_before(_bare(read[-1][0]), _bare(piece)):
            read.append((piece, None))
            continue
        put_back = (
            _person_put_back(piece) if person and read and _PERSON_OPENS.match(read[-1][0])
            else None
        )  # fmt: skip
        slot = (slot_of(put_back) if put_back is not None else None) or slot_of(piece)
        before = read[-1][1] if read else None
        if slot is None and (before is None or before.subject == subject):
            slot = _in_a_note(_bare(piece), subject, slot_of)
        if slot is None and read and person:
            # "Niamh has accepted a job at … She and the cat have moved into a house in
            # Crookes.": "she" in a note about the person is the person, and so is what she
            # does with the cat.
            if persons_note is None:
                persons_note = _the_persons_note(read[0][0], names)
            opened = _PRONOUN_AND_COMPANY.match(_bare(piece)) if persons_note else None
            if opened is not None:
                slot = slot_of("User " + _bare(piece)[opened.end() :])
        read.append((piece, slot))
    return read


# "she", "he", and who or what is with them ("she and the cat", "he and his kids").
_PRONOUN_AND_COMPANY = lazy_compile(
    r"^(?:she|he)(?:\s+and\s+(?:the|her|his|their)\s+[a-z]+)?\s+(?=\S)", re.IGNORECASE
)


def _the_persons_note(first: str, names: tuple[str, ...]) -> bool:
    """Whether a text whose first part is ``first`` is a note whose subject is the person
    ("User works at …", "Niamh takes …"), alone: not someone of theirs ("User's father …"),
    nor the person and someone beside them ("Teodora and Andrej Kos have been dating … He lives
    in Ljubljana": "he" is Andrej)."""
    return (
        _a_note(first, names)
        and _POSSESSIVE_FIRST.match(first) is None
        and _WITH_SOMEONE.match(first) is None
    )


def _a_note(first: str, names: tuple[str, ...]) -> bool:
    """Whether a text whose first part is ``first`` is a note about the person, as an agent
    writes one: "User …", "The user's …", or by the person's name ("Hana's GP is …")."""
    return _THE_USER.match(first) is not None or _named_first(first, names)


_WITH_SOMEONE = lazy_compile(r"^(?:the\s+)?\S+\s+(?:and|&)\s", re.IGNORECASE)


# Where a sentence's clauses meet: before "and" or "but" with a first-person subject, or
# after a comma before one ("i teach pilates, i live in hexham with Dev, we've got a greyhound
# called Noodle, and i drive a honda jazz"). Each clause keeps its words and punctuation.
_SUBJECT = r"(?:i|i['’](?:m|ve|d|ll)|im|ive|my|we|we['’](?:re|ve|d|ll)|our)\b"
_SPLIT = lazy_compile(
    rf"(?<=,)\s+(?=(?:(?:and|but)\s+)?{_SUBJECT})|(?<!,)\s+(?=(?:and|but)\s+{_SUBJECT})",
    re.IGNORECASE,
)
_CONJUNCTION = lazy_compile(r"^(?:and|but)\s+", re.IGNORECASE)
# A clause whose first-person subject is left out ("I moved to York and started as a
# paramedic", "quit the bank and now teach maths", "sold the golf, got an e-bike"): one a verb
# opens, in the past (-ed, or one of the common irregular ones) or one of the present verbs the
# person's slots are told with. Cut after "and" / "but", or after a comma, only in a sentence the
# person opens — "I …", or such a verb with the "I" left out, as chat does — and read with the
# person put back ("I started as a paramedic").
_VERB_LEFT_OUT = (
    r"(?:then\s+|now\s+|also\s+|just\s+|recently\s+|finally\s+)?"
    r"(?:[a-z]{2,}ed|got|took|began|became|left|quit|went|bought|sold|found|gave|made|won|"
    r"work|live|teach|study|drive|own|have|am|now|living|working|renting)\b"
)
_SPLIT_LEFT_OUT = lazy_compile(
    rf"(?<!,)\s+(?=(?:and|but)\s+{_VERB_LEFT_OUT})|(?<=,)\s+(?=(?:(?:and|but|so)\s+)?{_VERB_LEFT_OUT})",
    re.IGNORECASE,
)
_OPENS_LEFT_OUT = lazy_compile(rf"^(?:(?:and|but|so)\s+)?{_VERB_LEFT_OUT}", re.IGNORECASE)
_PERSON_OPENS = lazy_compile(
    rf"^(?:(?:and|but)\s+)?(?:(?:i|i['’](?:m|ve|d|ll)|im|ive)\b|{_VERB_LEFT_OUT})", re.IGNORECASE
)
_LEADING_JOIN = lazy_compile(r"^(?:and|but|so)\s+", re.IGNORECASE)


def _person_put_back(piece: str) -> str | None:
    """A clause :data:`_SPLIT_LEFT_OUT` cut, as the person said it, with the "I" put back;
    None for any other."""
    if not _OPENS_LEFT_OUT.match(piece):
        return None
    return "I " + _LEADING_JOIN.sub("", piece, count=1).rstrip(" ,;")


def _bare(piece: str) -> str:
    """A clause as the slot parser reads it: its joining "and" and its trailing comma off."""
    return _CONJUNCTION.sub("", piece, count=1).rstrip(" ,;")


def _pieces(sentence: str, person: bool) -> list[str]:
    """``sentence`` cut where a clause may begin: :data:`_SPLIT`, and — in the person's own
    memory (``person``) — :data:`_SPLIT_LEFT_OUT` in a clause the person opens."""
    return [
        q
        for p in _SPLIT.split(sentence)
        if p
        for q in (_SPLIT_LEFT_OUT.split(p) if person and _PERSON_OPENS.match(p) else (p,))
        if q
    ]


def _clauses(
    sentence: str, slot_of: Callable[[str], Slot | None], person: bool = False
) -> list[str]:
    """``sentence``'s clauses (:data:`_SPLIT`), each a statement of its own: a clause that
    fills no slot goes with the one before it when it leans on it or says little ("I bought a
    car and I love it"), and a first one that says little with the one after ("Tom and I
    moved to Leeds") — but not with a clause whose "I" is left out and which fills a slot of
    its own ("dropped out of law, moved into a flat in leith": the move is a clause)."""
    pieces = _pieces(sentence, person)
    out: list[str] = []
    carried = ""
    for piece in pieces:
        put_back = _person_put_back(piece) if person and (out or carried) else None
        if put_back is not None and slot_of(put_back) is not None:
            if carried:
                out.append(carried.rstrip())
                carried = ""
            out.append(piece)
            continue
        piece = carried + piece
        carried = ""
        if slot_of(piece) is not None or _alone(_bare(piece)):
            out.append(piece)
        elif out:
            out[-1] = f"{out[-1]} {piece}"
        else:
            carried = piece + " "
    if carried:
        out.append(carried.rstrip())
    return out


def _alone(clause: str) -> bool:
    """Whether a clause that fills no slot is a statement alone: in the first person, with
    words enough, pointing back at nothing ("i'm learning the cello")."""
    return (
        len(clause.split()) >= _FEWEST_WORDS
        and FIRST_PERSON.search(clause) is not None
        and _LEANS_BACK.search(clause) is None
    )


def _leans(part: str, slot: Slot | None) -> bool:
    """Whether a part points back at the part before it: one that fills no slot and says "it",
    "there", "they" … ("I love it there"), or one whose slot's value is such a word — not a
    part with a value of its own that says "his wife" of its own subject."""
    if slot is None:
        return _LEANS_BACK.search(part) is not None
    return _LEANS_BACK.fullmatch(slot.object.split()[0] if slot.object else "") is not None


def _named_first(part: str, names: tuple[str, ...]) -> bool:
    """Whether ``part`` opens with one of the person's names ("Hana's GP is …")."""
    first = part.split(maxsplit=1)[0].casefold() if part.split() else ""
    first = first.removesuffix("'s").removesuffix("’s")
    return any(first == name.casefold().split()[0] for name in names if name.split())


def _kept_already(view: ReadView, old: MemoryRecord, part: str) -> bool:
    """Whether the person keeps ``part`` on its own already: the same words, active."""
    return any(
        view.find_repeat(old.scope, old.subject, content_hash(words)) is not None
        for words in {part, _bare(part)}
    )


def _in_a_note(part: str, subject: str, slot_of: Callable[[str], Slot | None]) -> Slot | None:
    """The slot of a part of an agent's note about the person that leaves the person out, as
    such notes list what they know ("User's GP is Dr. Holm. Takes amlodipine 5 mg daily.
    Allergic to penicillin. Personal email: …"): read with the person put back — before a verb
    ("User takes …"), a word of what the person is ("User is allergic …") or a label ("User's
    personal email: …"); nothing else ("a carer comes three mornings a week" is no job)."""
    if subject != "user" or FIRST_PERSON.search(part):
        return None
    lowered = part[0].lower() + part[1:]
    if _LABEL.match(part):
        return slot_of("User's " + lowered)
    first = lowered.split(maxsplit=1)[0] if lowered.split() else ""
    if first in _WHAT_ONE_IS:
        return slot_of("User is " + lowered)
    if _VERB.fullmatch(first) and first not in _NOT_VERBS:
        return slot_of("User " + lowered)
    return None


def _stands_alone(part: str, names: tuple[str, ...]) -> bool:
    """Whether a part that fills no slot says it is about the person: in the first person,
    with the "I" left out ("started japanese on weds"), as "User" or by their name."""
    if FIRST_PERSON.search(part) or left_out_person(part) or _THE_USER.match(part):
        return True
    first = part.split(maxsplit=1)[0].rstrip("'’s,").casefold() if part.split() else ""
    return any(first == name.casefold() for name in names)


def _keys(slot: Slot | None) -> frozenset[str]:
    if slot is None:
        return frozenset()
    return frozenset(slot_key_text(part) for part in slot.slots)


def _held_since(view: ReadView, old: MemoryRecord, keys: frozenset[str]) -> bool:
    """Whether another active memory, said after ``old``, fills one of ``keys``: what it says
    of that slot is believed, not ``old``'s older words."""
    said = old.provenance.said_at or old.recorded_at
    for key in keys:
        for other in view.active_in_slot(old.scope, key, _HOLDERS):
            if other.id != old.id and (other.provenance.said_at or other.recorded_at) > said:
                return True
    return False
