"""The decision at the door (DESIGN §5, step 3): four ways, deterministic, no model.

A candidate that matches a tombstone is **blocked**. Otherwise it is compared with the active
memories in the same scope about the same subject:

* the same normal form, or a near-duplicate with the same stems, numbers, names and negation, or
  the same slot with the same value and polarity → **ignored** (the original's evidence + 1);
* the same single-valued slot with a new value, said by the person with a change marker
  ("moved", "now", "no longer"…) or a later event time → **updated**: the old memory is
  superseded (see ``Memory._supersede``); where a statement fills two slots (a job and where
  it is), or tells several things ("I moved to York and I started as a paramedic"), and they
  change memories of their own, each memory but the first ends, still active, where the new
  one begins (``Verdict.ends``); a part that contradicts a memory nothing else in the
  statement changes holds the whole statement (below);
* the same slot with the opposite polarity and no change marker, a new value for a
  single-valued slot with neither a change marker nor a later event time, anything an agent,
  an import or an inference says against what the person said, or an event time earlier than
  the one already believed → **conflict**: held pending (``hold_reason = conflict``) with the
  memory it conflicts with as its target, for the person to decide;
* otherwise → **created**.

A home told nearer or wider, each statement naming the other's place too ("lives in Kware,
Ongata Rongai" beside "we moved to Rongai, … mtaa ni Kware"), is the same home, not another: no
conflict, even from an agent. A statement about the past ("I used to live in Paris", "from 2010
to 2015") with a different value is history, not a contradiction: it is created. So is a
negation of another value than the one believed ("I no longer work at Google" beside "I work
at Acme", "I work at Acme" beside "I don't work at Google"): it says nothing of the other.
A near-duplicate is found by the texts as the door reads them (:func:`memwarden.spelling.plain`):
an agent's "User is being treated for depression by Dr. Bhatia" repeats the person's "mainu
depression aa, Dr. Bhatia kol treatment chal reha" (I have depression, Dr. Bhatia has been
treating me), as it repeats "ah have sugar, tek metformin 500mg …" in any spelling.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING

from ..clock import now
from ..entities.relations import stated
from ..model import Decision, HoldReason, Kind, MemoryRecord, Source
from ..spelling import plain
from ..spoken import digits_said
from ..store.base import ReadView, TombstoneRow
from ..text import (
    STOPWORDS,
    cached_texts,
    cased,
    content_hash,
    english,
    pigeonhole_groups,
    question_share,
    stem_of,
    stems,
    terms,
    terms_by_stem,
    unaccented,
    words,
)
from ..trust.tombstones import matching_tombstone
from .candidate import Candidate, slot_key_text, slot_of
from .eventtime import event_time
from .pending import CHILDREN, names_given
from .rest import read_parts, slot_in
from .slots import (
    BOOKED,
    KEY_SEP,
    NONE_AT_ALL,
    ONE_PARTNER,
    PERSON_ROLES,
    Slot,
    parse_slot,
    same_one_named,
    slot_in_words,
    tells_a_change,
)

if TYPE_CHECKING:
    from .prepared import Prepared

__all__ = ["Verdict", "ended_by_confirming", "ended_words", "review", "word_corrected"]

# How many of the newest active memories in the same slot, and of the most similar ones by
# words, a candidate is compared with.
_COMPARED = 500
_SIMILAR = 50
# A number or name in at most _RARE rows is filter enough for the near-duplicate lookup; words
# are counted in the index one row beyond that, so a common one is told from a rare one (with
# the two equal every number and name looked rare, and a near-duplicate behind thousands of
# newer rows holding the same number was missed).
_RARE = 64
_COUNT_CAP = _RARE + 1
# At most this many word groups are ANDed in the near-duplicate lookup (see _duplicate_filter).
_MAX_GROUPS = 3
_FROM_PERSON = (Source.USER_EXPLICIT, Source.USER_CONFIRMED)
_NEGATION = frozenset("not no never nothing nobody none neither nor don't doesn't didn't isn't "
                      "aren't wasn't weren't won't can't cannot couldn't shouldn't wouldn't "
                      "haven't hasn't hadn't anymore longer".split())  # fmt: skip
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
# A number in digits, or in words before what it counts ("one puff", "three kids"; not "the
# blue one, 2 puffs", "one of them", "no one knows"): what :func:`said_within` compares.
_COUNTED = {
    word: n
    for n, word in enumerate(
        "one two three four five six seven eight nine ten eleven twelve".split(), start=1
    )
} | {word: 10 * n for n, word in enumerate("twenty thirty forty fifty sixty".split(), start=2)}
_NUMBER_TOLD = re.compile(
    r"(?P<digits>\d+(?:[.,]\d+)?)|\b(?<!\bno\s)(?<!\bthe\s)(?<!\bthis\s)(?<!\bthat\s)(?<!\bany\s)"
    r"(?<!\bevery\s)(?<!\bwhich\s)(?P<word>" + "|".join(_COUNTED) + r")\s+(?P<next>[^\W\d_]+)",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_FILLER_STEMS = frozenset(
    stems(
        "really very truly actually just totally quite definitely "
        "honestly basically still absolutely "
        # what a turn said aloud opens with ("yeah biscuit my blue heeler mix …")
        "yeah yep yup uh um umm er erm lol haha ok okay oh"
        # the person as an agent's note names them ("User's wife Lakshmi …" is "my wife …")
        " user"
        # Nigerian and Ghanaian English's particles ("my salary dey enter my account … sha")
        " sha dey na wey abeg oo"
    )
) | {"still"}
_NOT_NAMES = frozenset({"i", "i'm", "i've", "i'd", "i'll"})
_OPENING = " \t\n\r\"'“‘«([{"  # what may open a sentence before its first word


@dataclass(frozen=True, slots=True)
class Verdict:
    decision: Decision
    target: MemoryRecord | None = None
    tombstone: TombstoneRow | None = None
    reason: str = ""
    hold_reason: HoldReason | None = None
    # For an update: when the old memory stopped being true (the new one's start).
    valid_from: object | None = None
    # For an update whose halves or parts change several memories (a job and where it is,
    # told apart before; "I moved to York and I started as a paramedic"): those besides the
    # target, which are not superseded but end, still active, each with when.
    ends: tuple[tuple[MemoryRecord, datetime], ...] = ()


def review(
    view: ReadView,
    candidate: Candidate,
    tombstones: list[TombstoneRow] | None = None,
    prepared: Prepared | None = None,
) -> Verdict:
    """Decide ``candidate``. ``tombstones`` may be passed in when many candidates share them;
    ``prepared`` is its text's analysis worked out ahead (:mod:`.prepared`), used if it fits."""
    if tombstones is None:
        tombstones = view.tombstones(candidate.scope)
    blocker = matching_tombstone(
        candidate.text,
        tombstones,
        functools.partial(names_given, view, candidate.scope, CHILDREN),
    )
    if blocker is not None:
        return Verdict(
            Decision.BLOCKED,
            tombstone=blocker,
            reason=f"matches tombstone {blocker.tombstone.id}: a value the person asked never "
            "to be remembered",
        )
    digest = content_hash(candidate.text)
    repeat = view.find_repeat(candidate.scope, candidate.subject, digest)
    if repeat is not None and (repeat.kind is not Kind.EPISODE or candidate.kind is Kind.EPISODE):
        return _ignored(repeat)
    if candidate.kind is Kind.EPISODE:
        return Verdict(Decision.CREATED, reason="new memory")
    # Episodes (the verbatim log) are not what a statement repeats: compare with memories —
    # those that could be near-duplicates (full-text index) and those filling the same slot
    # (index on the slot key), never a scan of everything said about the subject.
    if prepared is not None and not prepared.fits(candidate):
        prepared = None
    groups = _duplicate_filter(view, candidate.text, prepared.filter_words if prepared else None)
    similar = (
        [] if groups is None
        else view.sharing_active(candidate.scope, candidate.subject, groups, _SIMILAR)
    )  # fmt: skip
    for memory_id, _, hashed in similar:
        if hashed == digest:
            return _ignored_id(view, memory_id)
    slot = slot_of(candidate, prepared)
    if slot is not None:
        verdict = _by_slots(view, _timed_by_its_part(candidate, slot), slot)
        if verdict is not None:
            if verdict.decision is Decision.UPDATED:
                told = _in_parts(candidate)
                parts = _by_each_part(view, candidate, slot, told)
                changing = _ending_others(candidate, verdict, parts)
                held = _held_by_a_part(view, candidate, slot, changing, parts, told)
                return held if held is not None else changing
            return verdict
    for memory_id, text, _ in similar:
        if near_duplicate(candidate.text, text) or said_within(candidate.text, text):
            return _ignored_id(view, memory_id)
    again = _told_again(view, candidate)
    if again is not None:
        return again
    gone = _a_pet_gone(view, candidate)
    if gone is not None:
        return gone
    verdict = _by_parts(view, candidate, slot)
    if verdict is not None:
        return verdict
    corrected = _a_word_corrected(view, candidate)
    if corrected is not None:
        return corrected
    renumbered = _a_number_changed(view, candidate)
    if renumbered is not None:
        return renumbered
    redosed = _a_dose_changed(view, candidate, slot)
    if redosed is not None:
        return redosed
    ruled_out = _eats_what_was_ruled_out(view, candidate)
    if ruled_out is not None:
        return ruled_out
    return Verdict(Decision.CREATED, reason="new memory")


# What a diet leaves out, by the diet's name as the slot holds it: "User eats fish
# occasionally" is not what "i'm vegetarian, … no meat no fish" eats.
_MEAT = "meat chicken beef pork bacon ham lamb turkey sausage sausages steak mince burger burgers"
_FISH = "fish seafood prawns prawn shrimp salmon tuna cod mussels"
_ANIMAL = "dairy cheese milk egg eggs butter honey yoghurt yogurt cream"
_RULED_OUT = {
    "vegetarian": frozenset(stems(f"{_MEAT} {_FISH}")),
    "pescatarian": frozenset(stems(_MEAT)),
    "vegan": frozenset(stems(f"{_MEAT} {_FISH} {_ANIMAL}")),
}
# What the person is said to eat: "User eats fish occasionally", "I ate so much cheese", "…
# and can eat cashews" (not "my son eats chicken"); the eater named at the start, or left out.
_EATS = re.compile(
    r"(?P<lead>^|\b(?:i|user)\s+|\band\s+|[,;]\s*)(?:(?:also|still|now|only|sometimes|"
    r"occasionally|happily|regularly|often|usually|do|does|did|really)\s+)*"
    r"(?:eats?|eating|ate|(?:can|will|does|do)\s+eat|(?:is|am|are)\s+(?:fine|ok|okay)\s+"
    r"(?:with|eating))\s+(?P<what>[^.;!?,]{1,60})",
    re.IGNORECASE,
)
_THE_PERSON_FIRST = re.compile(r"^\W*(?:i|i'm|im|i've|user|the\s+user)\b", re.IGNORECASE)


def _eats_what_was_ruled_out(view: ReadView, candidate: Candidate) -> Verdict | None:
    """A statement that the person eats what their diet, or an allergy of theirs, rules out
    ("User eats fish occasionally" beside "i'm vegetarian", "User … can eat cashews" beside
    "i'm allergic to cashews"): the person's own word of a change changes it, anyone else's —
    or one with no word of a change — waits for the person. None when it eats nothing ruled
    out, or says no ("User doesn't eat fish")."""
    person_first = _THE_PERSON_FIRST.match(candidate.text) is not None
    eaten = {
        stem
        for m in _EATS.finditer(candidate.text)
        # "I eat …", "User eats …", "eats …" opening it; after "and" or a comma, only in a
        # statement that opens with the person ("User has a peanut allergy and can eat …")
        if person_first or m.start() == 0 or m.group("lead").strip().casefold() in ("i", "user")
        for stem in stems(m.group("what"))
    }
    if not eaten or _negated(candidate.text) or _asks(candidate.text):
        return None
    diet = (candidate.subject, "diet")
    for old in view.active_in_slot(candidate.scope, KEY_SEP.join(diet), _COMPARED):
        known = slot_in(old.text, old.subject, candidate.names, diet)
        if known is None or known[0].polarity < 0 or known[0].past:
            continue
        if eaten & _RULED_OUT.get(known[0].object, frozenset()):
            return _ruled_out_by(candidate, old, "eats what the diet leaves out")
    allergies = KEY_SEP.join((candidate.subject, "allergic_to")) + KEY_SEP
    for old in view.active_in_slots(candidate.scope, allergies, _COMPARED):
        key = tuple((old.slot_key or "").split(KEY_SEP))
        known = slot_in(old.text, old.subject, candidate.names, key) if len(key) == 3 else None
        if known is None or known[0].polarity < 0 or known[0].past:
            continue
        allergy = set(stems(known[0].object))
        if allergy and allergy <= eaten:
            return _ruled_out_by(candidate, old, "eats what the person is allergic to")
    return None


def _ruled_out_by(candidate: Candidate, old: MemoryRecord, what: str) -> Verdict:
    """The person's word that it changed ("i eat fish now") changes ``old``; else a conflict."""
    if candidate.source in _FROM_PERSON and tells_a_change(candidate.text):
        return _changed_by(candidate, old, what)
    return _conflict(old, what)


# "i send my mum £200 every month now instead of the 150", after "I send my mum in Bulawayo
# £150 every month": the same statement with another amount, no slot holding it. Of its words
# (numbers, fillers and the words of a change aside) at least this share the memory holds, and
# at least this share of the memory's it holds too, two at least.
_RENUMBERED_SHARE = 0.6
_RENUMBERED_WORDS = 2
_CHANGE_WORDS = frozenset(
    stems("now instead of anymore any more these days went gone up down upped raised increased")
)
# What an agent's note says that the person's words do not ("User sends his mum £200 …"): no
# more than they said. Any other word the statement holds and the memory does not makes it
# another statement ("I paid 88 euros for the poetry lessons" beside "216 euros for the
# astronomy lessons"), not the memory told again.
_AS_NOTED = frozenset(stems("user user's his her their"))
# … and the words that say a number changed ("went up to £950", "put up to 30").
_A_NUMBER_MOVED = re.compile(
    r"\b(?:instead\s+of|(?:went|gone|go|goes|put|bumped|pushed|moved)\s+(?:up|down)|increased|decreased"
    r"|raised|upped|lowered|dropped|from\s+\S+\s+to)\b",
    re.IGNORECASE,
)


# A number that is an amount: of money, or with its unit ("£150", "30 hours", "5mg", "8
# months"), as (number, unit); not a number that names ("the lantern number 5", "flat 3").
_QUANTITY = re.compile(
    r"(?P<cur>[£$€])\s?(?P<n1>\d[\d,]*(?:\.\d+)?)(?P<k>k)?"
    r"|\b(?P<n2>\d+(?:[.,]\d+)?)\s?(?P<unit>%|percent|k|mg|mcg|ml|kg|kgs|kilos?|lbs?|stone"
    r"|miles?|km|hours?|hrs?|days?|weeks?|months?|years?|minutes?|mins?|quid|pounds|euros?"
    r"|dollars?|grand)\b",
    re.IGNORECASE,
)


def _sum_of_money(digits: str, thousands: bool) -> str:
    """A sum as digits alone: "$24k" and "$24,000" are "24000", "£1.2k" is "1200", "€9.50" is
    "9.5"."""
    amount = Decimal(digits.replace(",", ""))
    if thousands:
        amount *= 1000
    return format(amount.normalize(), "f")


def _quantities(text: str) -> set[tuple[str, str]]:
    """The amounts ``text`` tells (:data:`_QUANTITY`), each as its number and its unit."""
    out = set()
    for m in _QUANTITY.finditer(text):
        if m.group("cur"):
            out.add((_sum_of_money(m.group("n1"), bool(m.group("k"))), "money"))
        else:
            unit = m.group("unit").casefold().rstrip("s") or "s"
            out.add((m.group("n2").replace(",", "."), unit))
    return out


def _a_number_changed(view: ReadView, candidate: Candidate) -> Verdict | None:
    """The statement that tells a memory again with another number, no slot holding it: the
    person's change where it says so ("… now instead of the 150"), else a conflict waiting for
    the person ("i send my mum £200 every month" beside "£150 every month"). Not a statement
    of a time (a day's run of 5k is not the next day's of 10k), nor a question, nor one negated
    otherwise than the memory. None when no memory is such."""
    numbers = _quantities(candidate.text)
    if not numbers or candidate.valid_from is not None or _asks(candidate.text):
        return None
    told = set(stems(candidate.text)) - _FILLER_STEMS - _CHANGE_WORDS
    told = {t for t in told if not t[0].isdigit()}
    # The memories holding every one of its words (but an agent's "User"), found through the
    # full-text index.
    words_of = {
        s: w for s, w in terms_by_stem(terms(candidate.text)).items()
        if s in told and s not in _AS_NOTED
    }  # fmt: skip
    if len(words_of) < _RENUMBERED_WORDS:
        return None
    groups = [sorted(words) for _, words in sorted(words_of.items())]
    similar = view.sharing_active(candidate.scope, candidate.subject, groups, _SIMILAR)
    changed = tells_a_change(candidate.text) or _A_NUMBER_MOVED.search(candidate.text) is not None
    for memory_id, text, _ in similar:
        theirs = _quantities(text)
        new, gone = numbers - theirs, theirs - numbers
        if not theirs or not new or (not gone and not changed):
            continue
        held = _words_held(text)
        shared = told & held
        if (
            told - held - _AS_NOTED
            or len(shared) < _RENUMBERED_WORDS
            or len(shared) < _RENUMBERED_SHARE * len(told)
            or _negated(candidate.text) != _negated(text)
        ):
            continue
        if len(shared) < _RENUMBERED_SHARE * len(held):
            # Its share of the memory's words, of the clauses that tell the number ("i have like
            # $24k in student loans" of "… and it stresses me out sm"), when the whole says more.
            held = _words_held(_told_with(text, gone))
            if len(told & held) < _RENUMBERED_SHARE * len(held):
                continue
        old = view.get_memory(memory_id, None)
        if old is None or old.kind is Kind.EPISODE or old.valid_from is not None:
            continue
        if changed:
            return _changed_by(candidate, old, "a number of it changed")
        return _conflict(old, "another number, with nothing saying it changed")
    return None


# A dose told changed with no medicine named: "so he raised it, now 300 mg", "she bumped up
# the pills, I'm on 75 mcg instead of the 50" (and the old dose, when told, after "instead of"
# or "the": "the 100 wasn't cutting it").
_DOSE_MOVED = re.compile(
    r"\b(?:raised|increased|upped|doubled|halved|lowered|reduced|decreased"
    # ("the doctor changed the dose, since last week it is 850 mg")
    r"|changed\s+(?:the|my|his|her)\s+dose"
    r"|(?:bumped|pushed|put|moved)(?:\s+[\w'’]+){0,2}?\s+(?:up|down)|went\s+(?:up|down)"
    r"|gone\s+(?:up|down))\b",
    re.IGNORECASE,
)
_A_DOSE = re.compile(
    r"\b(?P<n>\d+(?:\.\d+)?)\s?(?P<unit>mg|mcg|µg|ug|ml|units?|iu)\b", re.IGNORECASE
)
_OLD_DOSE = re.compile(
    r"\b(?:instead\s+of|from|the)\s+(?:the\s+)?(?P<n>\d+(?:\.\d+)?)(?:\s?(?:mg|mcg|µg|ug|ml))?\b"
    r"(?!\s?(?:units?|iu|%|am|pm|years?|yrs?|days?|weeks?|months?)\b)",
    re.IGNORECASE,
)


# Chat's words that are no English word and no medicine ("now I gotta take 1000 mg").
_SAID_SO = frozenset("gotta gonna wanna kinda sorta lemme dunno outta tryna".split())


def _a_dose_changed(view: ReadView, candidate: Candidate, slot: Slot | None) -> Verdict | None:
    """The person's new dose, told changed with no medicine named, of the one medicine they are
    on with a dose in that unit: its memory changed (:data:`_DOSE_MOVED`). Not when the dose
    is the one held, nor when an old dose told is not the one held, nor when two medicines are
    taken in the unit (which one is not said). None when no memory is such."""
    if slot is not None or candidate.source not in _FROM_PERSON:
        return None
    said = plain(candidate.text)
    doses = {(Decimal(m.group("n")), m.group("unit").casefold()) for m in _A_DOSE.finditer(said)}
    if len(doses) != 1 or _DOSE_MOVED.search(said) is None:
        return None
    ((dose, unit),) = doses
    before = {Decimal(m.group("n")) for m in _OLD_DOSE.finditer(said)} - {dose}
    prefix = KEY_SEP.join((candidate.subject, "takes")) + KEY_SEP
    held = []
    for old in view.active_in_slots(candidate.scope, prefix, _COMPARED):
        theirs = {
            Decimal(m.group("n")) for m in _A_DOSE.finditer(old.text)
            if m.group("unit").casefold() == unit
        }  # fmt: skip
        if theirs:
            held.append((old, theirs))
    if len(held) != 1:
        return None
    old, theirs = held[0]
    if dose in theirs or (before and not before & theirs):
        return None
    # a medicine named before the dose after all ("put me on metformin 500 mg"), which the
    # memory does not name
    at = _A_DOSE.search(said).start()  # (the one dose)
    named = set(words(said[:at])[-6:]) - set(words(old.text))
    if any(len(w) > 4 and w.isalpha() and not english(w) and w not in _SAID_SO for w in named):
        return None
    return _changed_by(candidate, old, "its dose changed")


def _words_held(text: str) -> set[str]:
    """The stems of ``text`` that :func:`_a_number_changed` compares: no filler, no number."""
    return {t for t in set(stems(text)) - _FILLER_STEMS if not t[0].isdigit()}


# Where a statement's clauses meet: a stop, a comma, or "and", "but", "so" or "because".
_CLAUSES_MEET = re.compile(r"[.;!?]+\s+|,\s*|\s(?:and|but|so|because|cos|cuz|bc)\s", re.IGNORECASE)


def _told_with(text: str, amounts: set[tuple[str, str]]) -> str:
    """The clauses of ``text`` that tell any of ``amounts`` (all of it when none does, or
    none is given): "i have like $24k in student loans" of "… and it stresses me out sm"."""
    clauses = [c for c in _CLAUSES_MEET.split(text) if _quantities(c) & amounts]
    return " ".join(clauses) if clauses else text


# "like I said", "as I mentioned", "I told you": what follows is said again.
_TOLD_AGAIN = re.compile(
    r"\b(?:(?:like|as)\s+i\s+(?:said|say|told\s+(?:you|ya|u)|mentioned|was\s+saying)"
    r"|as\s+mentioned|i\s+(?:already\s+)?told\s+(?:you|ya|u))\b[,.!]*",
    re.IGNORECASE,
)
_TOLD_AGAIN_FILLER = frozenset(stems("yeah yep yes yea so ok okay btw oh anyway now"))
# Of a statement said again, at most this share of its words may be ones the memory it repeats
# does not hold ("I'm out of grand island now since north platte closed" beside "company shut
# the North Platte yard so I've been running out of Grand Island since last month": "closed").
_TOLD_AGAIN_NEW = 0.3


def _told_again(view: ReadView, candidate: Candidate) -> Verdict | None:
    """A statement that says it is said again ("yeah it's about 600 ewes, all Welsh Mountain,
    like i said") repeats the newest memory holding its numbers and nearly all of its words
    besides the saying — not a near-duplicate word for word, but nothing new."""
    if _TOLD_AGAIN.search(candidate.text) is None:
        return None
    rest = _TOLD_AGAIN.sub(" ", candidate.text)
    told = set(stems(rest)) - _TOLD_AGAIN_FILLER - _FILLER_STEMS
    if len(told) < 2:
        return None
    numbers = set(_numbers(rest))
    negated = _negated(rest)
    searched = sorted({t for t in terms(rest) if stem_of(t) in told})
    shared = view.sharing_active(candidate.scope, candidate.subject, [searched], _SIMILAR)
    for memory_id, text, _ in shared:
        if negated != _negated(text):
            continue  # "like I said, I don't eat there" repeats no "I eat there"
        fresh = told - set(stems(text))
        if numbers <= set(_numbers(text)) and len(fresh) <= _TOLD_AGAIN_NEW * len(told):
            return _ignored_id(view, memory_id)
    return None


# "actually it's tuesdays not thursdays for yoga", "I meant my brother not my sister": a word
# put in the place of another, in a statement that says it corrects (``_CORRECTION`` or these).
# A number, a day of the month too: "the builth ram sale is the 21st not the 14th".
_X_NOT_Y = re.compile(
    r"\b(?P<new>[^\W\d_][\w'’-]*|\d{1,6}(?:st|nd|rd|th)?)\s*,?\s+not\s+"
    r"(?:the\s+|my\s+|on\s+|in\s+|at\s+)?(?P<old>[^\W\d_][\w'’-]*|\d{1,6}(?:st|nd|rd|th)?)\b",
    re.IGNORECASE,
)
_SAYS_IT_CORRECTS = re.compile(
    r"\b(?:actually|sorry|soz|oops|my\s+bad|my\s+mistake|i\s+mean)\b", re.IGNORECASE
)
# Memories looked at for the one a word's correction is of.
_CORRECTED_AMONG = 50


def _a_word_corrected(view: ReadView, candidate: Candidate) -> Verdict | None:
    """The person's correction of one word of a memory that fills no slot: "actually it's
    tuesdays not thursdays for yoga, my bad", after "my yoga class is on thursdays"; it replaces
    the memory (:func:`word_corrected`) as never true. None when there is none."""
    if candidate.source not in _FROM_PERSON:
        return None
    target = word_corrected(view, candidate.scope, candidate.subject, candidate.text)
    if target is None:
        return None
    return Verdict(
        Decision.UPDATED,
        target=target,
        valid_from=candidate.valid_from,
        reason=f"supersedes memory {target.id}: it corrects a word of it",
    )


def word_corrected(view: ReadView, scope: str, subject: str, text: str) -> MemoryRecord | None:
    """The memory whose one word ``text`` corrects, when it says it corrects (``_CORRECTION``
    or ``_SAYS_IT_CORRECTS``) and puts one word in place of another ("X not Y"): the one active
    memory of ``subject``'s holding the word corrected ("thursdays") and not the word put in its
    place, that shares another word with the correction ("yoga"). None when no memory, or more
    than one, is such."""
    if not (_CORRECTION.search(text) or _SAYS_IT_CORRECTS.search(text)):
        return None
    found = _X_NOT_Y.search(text)
    if found is None:
        return None
    new, old = stem_of(found.group("new").casefold()), stem_of(found.group("old").casefold())
    if new == old or old in _FILLER_STEMS:
        return None
    shared = set(stems(text)) - {new, old} - _FILLER_STEMS
    if not shared:
        return None
    rows = view.sharing_active(
        scope, subject, [[found.group("old")], sorted(terms(text))], _CORRECTED_AMONG
    )
    held = [
        memory_id
        for memory_id, said_text, _ in rows
        if old in (said := set(stems(said_text))) and new not in said and said & shared
    ]
    if len(held) != 1:
        return None
    target = view.get_memory(held[0], None)
    if target is None or target.kind is Kind.EPISODE:
        return None
    return target


def _by_parts(view: ReadView, candidate: Candidate, slot: Slot | None) -> Verdict | None:
    """The verdict of a statement of several parts ("I live in Paris. I now work at Meta.")
    that its text read whole leaves new: the first of its other parts' slots that it changes
    or contradicts (a conflict first) decides, in that part's words — a part repeated says
    nothing of the whole. Where it changes, the memories its other parts change end with it
    (:func:`_ending_others`)."""
    found = _by_each_part(view, candidate, slot, _in_parts(candidate))
    held = next((v for v in found if v.decision is Decision.HELD), None)
    if held is not None:
        return held
    updated = [v for v in found if v.decision is Decision.UPDATED]
    return _ending_others(candidate, updated[0], updated[1:]) if updated else None


@dataclass(frozen=True, slots=True)
class _Parts:
    """A statement read in its parts, once for every rule that reads them: each part with its
    slot (:func:`~memwarden.write.rest.read_parts`), and the event time its whole text tells
    where its start was read from those words (None where it has none, or the caller gave
    it: then it is every part's)."""

    said: list[tuple[str, Slot | None]]
    whole: tuple[datetime | None, datetime | None] | None


def _in_parts(candidate: Candidate) -> _Parts:
    said = read_parts(candidate.text, candidate.subject, candidate.names)
    whole = None
    if len(said) > 1 and (candidate.valid_from is not None or candidate.valid_until is not None):
        told = event_time(candidate.text, candidate.said_at)
        if told is not None and told[0] == candidate.valid_from:
            whole = (told[0], told[1])
    return _Parts(said, whole)


def _by_each_part(
    view: ReadView, candidate: Candidate, slot: Slot | None, parts: _Parts
) -> list[Verdict]:
    """The verdicts that hold or change something, of each part of a statement of several
    parts whose slots are not those of its text read whole (``slot``), in the order told."""
    said = parts.said
    if len(said) < 2:
        return []
    seen = {part.key for part in slot.slots} if slot is not None else set()
    found = []
    for told, part_slot in said:
        if part_slot is None or any(p.key in seen for p in part_slot.slots):
            continue
        seen.update(p.key for p in part_slot.slots)
        verdict = _by_slots(view, _in_its_words(candidate, told, parts.whole), part_slot)
        if verdict is not None and verdict.decision in (Decision.HELD, Decision.UPDATED):
            found.append(verdict)
    return found


# A pet gone, told by its name alone ("Rex passed away in March", "we lost Biscuit on 20
# april", "miso crossed the rainbow bridge"): a name here is a pet's only where the person has
# a pet of that name (not "Ken died in 2024").
_PET_GONE = re.compile(
    r"\b(?:(?:we|i)\s+(?:just\s+|sadly\s+)?(?:lost|said\s+goodbye\s+to)\s+"
    r"(?:(?:our|my)\s+)?(?:(?:old|beloved|sweet|poor|dear|lovely)\s+)?(?P<lost>[^\W\d_][\w'-]*)|"
    r"(?P<died>[^\W\d_][\w'-]*)\s+(?:has\s+|have\s+|sadly\s+)?(?:died|passed\s+away|passed\s+on|"
    r"crossed\s+the\s+rainbow\s+bridge|was\s+put\s+(?:down|to\s+sleep)))\b",
    re.IGNORECASE,
)


def _a_pet_gone(view: ReadView, candidate: Candidate) -> Verdict | None:
    """The verdict on a statement telling that a pet of the person's died, by its name alone:
    the memory of that pet changes (said by the person) or is contradicted (by anyone else)."""
    for found in _PET_GONE.finditer(candidate.text):
        name = (found.group("lost") or found.group("died")).casefold()
        pet = (candidate.subject, "pet", name)
        for old in view.active_in_slot(candidate.scope, KEY_SEP.join(pet), _COMPARED):
            known = slot_in(old.text, old.subject, candidate.names, pet)
            if known is None or known[0].polarity < 0 or known[0].past:
                continue
            if old.valid_until is not None and old.valid_until <= candidate.said_at:
                continue
            return _changed_by(candidate, old, "the same pet changed (it is gone)")
    return None


def _held_by_a_part(
    view: ReadView,
    candidate: Candidate,
    slot: Slot,
    verdict: Verdict,
    parts: Sequence[Verdict],
    told: _Parts,
) -> Verdict | None:
    """The conflict that holds a statement its text read whole would change, or None: one of
    its parts contradicts a memory that nothing in the statement changes. "I moved to York and
    I work at Tesco", said where "I live in Leeds" and "I work at Asda" are believed, changes
    the home; the job at Tesco beside Asda is told with nothing saying it changed (the "moved"
    is the home's), as "I work at Tesco" alone would be held. The statement waits whole for the
    person, its changes with it (confirming it makes them all: :func:`ended_by_confirming`).
    The part that fills the slot the text read whole fills is judged in its own words too: a
    change word in another part that fills a slot of its own is that part's, not this one's."""
    changed = {v.target.id for v in parts if v.decision is Decision.UPDATED and v.target}
    changed.update(r.id for v in parts for r, _ in v.ends)
    for held in (v for v in parts if v.decision is Decision.HELD and v.target is not None):
        if held.target.id not in changed:
            return _held_whole(held, verdict)
    own = _by_own_words(view, candidate, slot, told)
    held_alone = own is not None and own.decision is Decision.HELD and own.target is not None
    if held_alone and own.target.id not in changed:
        return _held_whole(own, verdict)
    return None


def _by_own_words(
    view: ReadView, candidate: Candidate, slot: Slot, parts: _Parts
) -> Verdict | None:
    """The verdict of ``slot`` (the text's, read whole) in the words of the parts that fill it,
    and of those that fill no slot but say something changed ("New job! I work at Tesco."),
    without the others: a part that fills another slot, or fills none and says no change ("I
    went vegan in January, and I live in Marseille"), has its change words and its date to
    itself. None where no part is left out."""
    said = parts.said
    if len(said) < 2:
        return None
    keys = {part.key for part in slot.slots}
    own = [
        told for told, part_slot in said
        if (keys & {part.key for part in part_slot.slots} if part_slot is not None
            else tells_a_change(told))
    ]  # fmt: skip
    if len(own) == len(said) or not any(
        part_slot is not None and told in own for told, part_slot in said
    ):
        return None
    words = " ".join(own)
    alone = parse_slot(words, subject=candidate.subject, names=candidate.names)
    if alone is None or {part.key for part in alone.slots} != keys:
        return None
    return _by_slots(view, _in_its_words(candidate, words, parts.whole), alone)


def _in_its_words(
    candidate: Candidate, told: str, whole: tuple[datetime | None, datetime | None] | None
) -> Candidate:
    """``candidate`` as its part ``told``: those words, and their own event time where the
    whole's (``whole``: :attr:`_Parts.whole`) was read from its words (a date in another part
    is that part's); a start the caller gave is the whole statement's, and stays."""
    part = replace(candidate, text=told)
    if whole is None:
        return part
    own = event_time(told, candidate.said_at)
    start, end = (own[0], own[1]) if own is not None else (None, None)
    if start is not None and start > candidate.said_at:
        start = None  # a start still to come hides nothing now (as ``stated_start``)
    if candidate.valid_until != whole[1]:
        end = candidate.valid_until  # the caller's
    return replace(part, valid_from=start, valid_until=end)


def _timed_by_its_part(candidate: Candidate, slot: Slot) -> Candidate:
    """``candidate`` with the event time of the part that tells ``slot``, where its text's start
    is still to come and was read from another part's words: "my dad takes amlodipine 10mg
    every morning, I'll buy it at the pharmacy tomorrow" tells no dose from tomorrow, so a dose
    said otherwise before is a conflict, not a change (:func:`_in_its_words`)."""
    if candidate.valid_from is None or candidate.valid_from <= candidate.said_at:
        return candidate
    parts = _in_parts(candidate)
    if parts.whole is not None:
        own = [told for told, read in parts.said if read is not None and read.of_key(slot.key)]
        if len(own) != 1:
            return candidate
        timed = _in_its_words(candidate, own[0], parts.whole)
        return replace(candidate, valid_from=timed.valid_from, valid_until=timed.valid_until)
    # (a text read as one part: its pieces between commas, the time in a piece that tells
    # something of its own, by someone — "…, see you tomorrow", "…, I'll buy it tomorrow" —
    # not in one that only dates the rest: "…, from tomorrow")
    pieces = [piece for piece in _PIECES.split(candidate.text) if piece.strip()]
    if len(pieces) < 2:
        return candidate
    own = [
        piece for piece in pieces
        if (read := parse_slot(piece, subject=candidate.subject, names=candidate.names))
        is not None and read.of_key(slot.key)
    ]  # fmt: skip
    if len(own) != 1 or event_time(own[0], candidate.said_at) is not None:
        return candidate
    dated = [piece for piece in pieces if event_time(piece, candidate.said_at) is not None]
    if not dated or not all(_SOMEONES_OWN.search(plain(piece)) for piece in dated):
        return candidate
    return replace(candidate, valid_from=None, valid_until=None)


# The pieces of a text between its commas and stops; someone doing what a piece tells.
_PIECES = re.compile(r"[,;.!?]\s+")
_SOMEONES_OWN = re.compile(r"\b(?:i|we|you|u|he|she|they|i'll|we'll|gonna|will)\b", re.I)


def _held_whole(held: Verdict, changing: Verdict) -> Verdict:
    """``held``, a part's conflict, as the verdict of its whole statement, whose reason also
    names what confirming it would change (``changing``: the text read whole)."""
    also = [r for r in (changing.target, *(r for r, _ in changing.ends)) if r is not None]
    also = [r for r in also if held.target is None or r.id != held.target.id]
    if not also:
        return held
    names = ", ".join(f"memory {r.id}" for r in also)
    return replace(held, reason=f"{held.reason} Confirming it also changes {names}.")


def _ending_others(candidate: Candidate, verdict: Verdict, others: Sequence[Verdict]) -> Verdict:
    """``verdict``, an update, with the memories its statement's other parts change (``others``:
    their verdicts) ending where it begins: "I moved to York and I started as a paramedic"
    supersedes where the person lives and ends the job at the hospital, which left active would
    still be answered as their job. Each ends only where it began before then; a conflict among
    ``others`` ends nothing here: the caller holds the whole statement for it
    (:func:`_held_by_a_part`)."""
    if verdict.decision is not Decision.UPDATED or verdict.target is None:
        return verdict
    changed = [
        (record, end)
        for other in others
        if other.decision is Decision.UPDATED and other.target is not None
        for record, end in ((other.target, _start_of_update(candidate, other)), *other.ends)
    ]
    return _also_ending(verdict, changed, "another part of it changed")


def _also_ending(
    verdict: Verdict, ending: Iterable[tuple[MemoryRecord, datetime]], why: str
) -> Verdict:
    """``verdict``, an update, also ending each of ``ending`` (a memory, and when it ends) that
    it does not change already and that began before then, its reason naming each with
    ``why``."""
    if verdict.target is None:
        return verdict
    ends = list(verdict.ends)
    taken = {verdict.target.id, *(record.id for record, _ in ends)}
    for record, end in ending:
        if record.id not in taken and _began_before(record, end):
            taken.add(record.id)
            ends.append((record, end))
    if len(ends) == len(verdict.ends):
        return verdict
    told = "".join(ended_words(record.id, why) for record, _ in ends[len(verdict.ends) :])
    return replace(verdict, ends=tuple(ends), reason=verdict.reason + told)


def _start_of_update(candidate: Candidate, verdict: Verdict) -> datetime:
    """When what an update changes ends: its own start, else the candidate's."""
    start = verdict.valid_from if isinstance(verdict.valid_from, datetime) else None
    return start or _start_of(candidate)


def ended_words(memory_id: str, why: str | None = None) -> str:
    """What a write's reason adds for memory ``memory_id``, ended where the new one began
    (``why``: what changed, when told); the command line's line finds it by these words."""
    return f"; memory {memory_id} ended when this began" + (f" ({why})" if why else "")


def _start_of(candidate: Candidate) -> datetime:
    """When what ``candidate`` tells began, as near as is known: its event time, else when it
    was said."""
    return candidate.valid_from or candidate.said_at


def _ignored_id(view: ReadView, memory_id: str) -> Verdict:
    original = view.get_memory(memory_id, None)
    if original is None:  # pragma: no cover - read in the same transaction as the search
        return Verdict(Decision.CREATED, reason="new memory")
    return _ignored(original)


def _ignored(original: MemoryRecord) -> Verdict:
    return Verdict(
        Decision.IGNORED,
        target=original,
        reason=f"repeats memory {original.id}; its evidence count went up",
    )


def _conflict(old: MemoryRecord, why: str) -> Verdict:
    return Verdict(
        Decision.HELD,
        target=old,
        hold_reason=HoldReason.CONFLICT,
        reason=f"Waiting for your decision: it conflicts with memory {old.id} ({why}). Confirm "
        "it to replace that memory, or reject it to keep that one.",
    )


def _by_slots(view: ReadView, candidate: Candidate, slot: Slot) -> Verdict | None:
    """The verdict of the slots ``candidate`` fills: its slot's, and where the same words fill
    a second one (a job and where it is: "I'm now a product manager at Paystack"; the medicine
    a switch stops), that one's too. A change or a contradiction in either half decides (a
    conflict first); a repeat needs both halves repeated — the first alone repeated says
    nothing of the second ("I'm a UX researcher at Kelluke" beside "I'm a UX researcher" is
    new), and the second alone repeated says nothing at all ("I'm a nurse at Acme" beside "I
    work at Acme")."""
    if _none(slot) and slot.predicate in _NONE_AGAINST:
        return _says_none(view, candidate, slot, _NONE_AGAINST[slot.predicate])
    if slot.predicate == "allergic_to" and slot.polarity > 0 and not slot.past:
        found = _an_allergy_after_none(view, candidate, slot)
        if found is not None:
            return found

    # Whether a name is in another of the subject's memories: then it is no more than is known.
    @functools.cache
    def known(name: str) -> bool:
        return bool(view.sharing_active(candidate.scope, candidate.subject, [[name]], 1))

    filled = [_filled_by_the_same_one(view, candidate.scope, part) for part in slot.slots]
    first, *more = (_by_slot(candidate, *found, known) for found in filled)
    if not more:
        return _ending_the_same_told_again(candidate, first, *filled[0])
    second = more[0]
    both = _both_changed(candidate, first, second, slot_in_words(slot.slots[1]))
    if both is not None:
        return both
    for decision in (Decision.HELD, Decision.UPDATED):
        for verdict in (first, second):
            if verdict is not None and verdict.decision is decision:
                return verdict
    # Left: repeats (or nothing) in each half. A repeat of both is one; else it is new.
    return first if first is not None and second is not None else None


def _ending_the_same_told_again(
    candidate: Candidate, verdict: Verdict | None, slot: Slot, known: list[MemoryRecord]
) -> Verdict | None:
    """``verdict``, an update of a slot, also ending the other memories still active that tell
    what the one it supersedes told, in other words or with more ("I go to the gym on Tuesdays"
    beside "I go to the gym three times a week"): "I quit the gym" ends both, where left active
    one would still be answered as what the person does. Each ends where the new one begins,
    and only where it began before then."""
    if verdict is None or verdict.decision is not Decision.UPDATED or verdict.target is None:
        return verdict
    target = verdict.target
    theirs = slot_in(target.text, target.subject, candidate.names, slot.key)
    if theirs is None or theirs[0].past:
        return verdict
    told, told_in = theirs
    end = _start_of_update(candidate, verdict)
    same = []
    for old in known:
        if old.id == target.id or old.valid_until is not None:
            continue
        found = slot_in(old.text, old.subject, candidate.names, slot.key)
        if found is None or found[0].past or found[0].polarity != told.polarity:
            continue
        other, old_words = found
        if other.object == told.object or _same_value(told, other, told_in, old_words):
            same.append((old, end))
    return _also_ending(verdict, same, f"it told the same {slot_in_words(slot)}")


# What a diet restricts besides the diet slot itself: the identities that say what one cannot
# or will not eat.
_RESTRICTING = frozenset(
    "gluten-free coeliac celiac lactose-intolerant diabetic halal kosher vegan vegetarian "
    "pescatarian".split()
)


def _filled_by_the_same_one(
    view: ReadView, scope: str, part: Slot
) -> tuple[Slot, list[MemoryRecord]]:
    """The active memories filling ``part``'s slot, with the slot as they fill it: of someone
    by their name, the slot of the same one spoken of by the relation too ("Jean's gone into
    sheltered housing in Sheringham" after "my sister Jean lives in Cromer"), when no memory
    fills it as said and some memory names them; of one's partner, the slot of them by name
    ("my husband" is "my husband Rudy")."""
    found = view.active_in_slot(scope, slot_key_text(part), _COMPARED)
    if found:
        return part, found
    if part.predicate in _SPELT_NEAR and not part.single_valued:
        near = _spelt_near(view, scope, part)
        if near is not None:
            return near
    if part.predicate.startswith(BOOKED):
        named = _booked_named_otherwise(view, scope, part)
        if named is not None:
            return named
    whose, _, rel = part.subject.rpartition("'s ")
    if whose and (rel in ONE_PARTNER or rel in _ONE_ELDER):
        # "my husband is still at the Toyota plant", after "my husband Rudy has worked at …":
        # the one partner, spoken of by name before (when only one is); and so a grandparent
        # ("nan's moved into a care home now", after "my nan, Gloria, lives in sheltered
        # housing"), when the slot is filled of one of them by name and of no other.
        named = {
            (old.slot_key or "").split(KEY_SEP)[0]
            for old in view.active_in_slots(scope, f"{part.subject} ", _COMPARED)
            if (old.slot_key or "").split(KEY_SEP)[1:2] == [part.predicate]
        }
        if len(named) == 1:
            as_named = replace(part, subject=named.pop())
            return as_named, view.active_in_slot(scope, slot_key_text(as_named), _COMPARED)
    name, others = same_one_named(part.subject)
    if not others:
        return part, []
    holding = view.sharing_active(scope, None, [[name]], _NAMED_IN)
    if not holding:
        return part, []
    for other in others:
        as_other = replace(part, subject=other)
        found = view.active_in_slot(scope, slot_key_text(as_other), _COMPARED)
        if found:
            return as_other, found
    # … or the one parent or step-parent so named ("Ronnie's driving a taxi for ComCab now"
    # after "me stepdad Ronnie … works on the docks"), whose slots are kept without the name
    whose = part.subject.partition("'s ")[0]
    single = {
        relation
        for _, text, _ in holding
        for relation, named in stated(text)
        if relation in _ONE_OF and named.casefold().split()[:1] == [name]
    }
    if len(single) == 1:
        as_other = replace(part, subject=f"{whose}'s {single.pop()}")
        found = view.active_in_slot(scope, slot_key_text(as_other), _COMPARED)
        if found:
            return as_other, found
    return part, []


# How many memories holding a name are read for who it names.
_NAMED_IN = 8
# A grandparent, who is kept with their name when it is said ("user's grandmother gloria"):
# one of two, but the one the person spoke of when they named only one.
_ONE_ELDER = frozenset(("grandmother", "grandfather"))
# Whom one has one of, whose slots are kept without their name ("user's mother").
_ONE_OF = frozenset(("mother", "father", "stepmother", "stepfather"))


# Slots of many values whose value is a name one mistypes, and seldom one letter from another
# of its kind: a medicine ("setraline" for "sertraline", "zertec" for "zyrtec").
_SPELT_NEAR = frozenset({"takes"})
# A word shorter than this may be one letter from another that is no slip ("lasix", "losec").
_SLIP_LENGTH = 6


def _spelt_near(view: ReadView, scope: str, part: Slot) -> tuple[Slot, list[MemoryRecord]] | None:
    """The active memories filling ``part``'s slot with its value spelt one letter otherwise
    (one edit: a letter left out, added, changed or two swapped), with the slot as they fill
    it; None when none does. Only a value of one word, long enough and no English word, on
    either side ("setraline" is "sertraline"; "codeine" is not "cocaine", two edits)."""
    ours = part.object
    if not _spelt_like_a_name(ours):
        return None
    prefix = KEY_SEP.join((part.subject, part.predicate)) + KEY_SEP
    for old in view.active_in_slots(scope, prefix, _COMPARED):
        key = (old.slot_key or "").split(KEY_SEP)
        theirs = key[2] if len(key) == 3 else ""
        if theirs != ours and _spelt_like_a_name(theirs) and _one_slip_apart(ours, theirs):
            as_theirs = replace(part, object=theirs)
            return as_theirs, view.active_in_slot(scope, slot_key_text(as_theirs), _COMPARED)
    return None


def _booked_named_otherwise(
    view: ReadView, scope: str, part: Slot
) -> tuple[Slot, list[MemoryRecord]] | None:
    """The active memories of the one booking of the subject that ``part``'s booking names in
    more words or in fewer ("my operation" is "my knee operation", "my flight" "my flight to
    Lisbon"), with the slot as they fill it; None when no booking, or more than one, is so
    named ("my appointment" beside the dentist's and the GP's names neither)."""
    ours = part.predicate.removeprefix(BOOKED).split()
    prefix = KEY_SEP.join((part.subject, BOOKED))
    named = {
        key[1]
        for old in view.active_in_slots(scope, prefix, _COMPARED)
        if len(key := (old.slot_key or "").split(KEY_SEP)) > 1 and key[1] != part.predicate
        and _within(*sorted((ours, key[1].removeprefix(BOOKED).split()), key=len))
    }  # fmt: skip
    if len(named) != 1:
        return None
    as_theirs = replace(part, predicate=named.pop())
    return as_theirs, view.active_in_slot(scope, slot_key_text(as_theirs), _COMPARED)


def _within(short: list[str], long: list[str]) -> bool:
    """Whether the words ``short`` are a run of the words ``long``."""
    return any(long[i : i + len(short)] == short for i in range(len(long) - len(short) + 1))


def _spelt_like_a_name(value: str) -> bool:
    return len(value) >= _SLIP_LENGTH and value.isalpha() and not english(value)


def _one_slip_apart(a: str, b: str) -> bool:
    """Two words, each of at least :data:`_SLIP_LENGTH` letters, one edit apart (a letter left
    out, added or changed, or two neighbours swapped): one mistyped as the other."""
    from rapidfuzz.distance import OSA

    return min(len(a), len(b)) >= _SLIP_LENGTH and OSA.distance(a, b) <= 1


# What "none at all" of a slot is held against: "no allergies" against every allergy, "no
# dietary restrictions" against a diet, a restricting identity and an allergy.
_NONE_AGAINST = {
    "allergic_to": ("allergic_to",),
    "diet": ("diet", "identity", "allergic_to"),
}


def _none(slot: Slot) -> bool:
    """Whether ``slot`` says there is none of it at all ("I eat anything": a diet after it is
    a change of it, where "I'm no longer vegan" says nothing of being pescatarian)."""
    return slot.object == NONE_AT_ALL and slot.polarity < 0


def _says_none(
    view: ReadView, candidate: Candidate, slot: Slot, predicates: tuple[str, ...]
) -> Verdict | None:
    """The verdict on "no allergies" or "no dietary restrictions", held against every allergy
    (and diet, and identity that restricts what one eats) believed of the same subject: one of
    them makes it a conflict, whoever says it and however ("User has no food allergies" beside
    "I'm allergic to peanuts, carry an epipen everywhere"; "User has no dietary restrictions"
    beside "I've been gluten-free since the coeliac diagnosis"). What was wrongly forgotten can
    harm; the person decides."""
    for predicate in predicates:
        prefix = KEY_SEP.join((slot.subject, predicate))
        for old in view.active_in_slots(candidate.scope, prefix, _COMPARED):
            parsed = parse_slot(old.text, subject=old.subject, names=candidate.names)
            slots = parsed.slots if parsed is not None else ()
            other = next((part for part in slots if part.predicate == predicate), None)
            if other is None or other.past:
                continue
            if other.polarity < 0 or other.object == NONE_AT_ALL:
                continue
            if predicate == "identity" and other.object not in _RESTRICTING:
                continue
            return _conflict(old, f"it says there are none, and {old.id} tells of one")
    return None


def _an_allergy_after_none(view: ReadView, candidate: Candidate, slot: Slot) -> Verdict | None:
    """An allergy told where "no allergies" is believed: the person's own word of it ends
    that memory (an allergy found), anyone else's waits for the person."""
    none_key = KEY_SEP.join((slot.subject, "allergic_to", NONE_AT_ALL))
    for old in view.active_in_slot(candidate.scope, none_key, _COMPARED):
        parsed = parse_slot(old.text, subject=old.subject, names=candidate.names)
        if parsed is None or parsed.polarity > 0 or parsed.past:
            continue
        return _changed_by(candidate, old, "an allergy where none was known")
    return None


def _changed_by(candidate: Candidate, old: MemoryRecord, what: str) -> Verdict:
    """``candidate`` telling that ``old`` changed (``what``: how, for the reason): the person's
    own word of it supersedes ``old``; anyone else's waits for the person."""
    if candidate.source not in _FROM_PERSON:
        return _conflict(old, f"{candidate.source.value} contradicts what the person said")
    return Verdict(
        Decision.UPDATED,
        target=old,
        valid_from=candidate.valid_from,
        reason=f"supersedes memory {old.id}: {what}",
    )


def _both_changed(
    candidate: Candidate, first: Verdict | None, second: Verdict | None, what: str
) -> Verdict | None:
    """Where each half changes a memory of its own ("I'm now a product manager at Paystack"
    beside "I'm a graphic designer" and "I work at Halden Maps"), the first's update, which
    also ends the second's memory when the candidate begins: left active, that one would still
    be answered as where the person works. Its event time is closed, not its row superseded —
    it was true until then — and only where it began before that (else None: the first's
    update alone, as before)."""
    if first is None or second is None or first.target is None or second.target is None:
        return None
    if first.decision is not Decision.UPDATED or second.decision is not Decision.UPDATED:
        return None
    if first.target.id == second.target.id:
        return None
    other = second.target
    end = _start_of_update(candidate, second)
    if not _began_before(other, end):
        return None
    return replace(
        first,
        ends=((other, end),),
        reason=first.reason + ended_words(other.id, f"the same {what} changed"),
    )


def ended_by_confirming(
    view: ReadView, record: MemoryRecord, replaced: str, names: tuple[str, ...] = ()
) -> list[tuple[MemoryRecord, datetime]]:
    """What confirming a held ``record`` that replaces memory ``replaced`` also ends: where it
    fills two slots (a job and where it is), or tells several things, the active memories
    giving one of those slots another value than it does — "User is now a product manager at
    Paystack", held against "I'm a graphic designer" and confirmed, ends "I work at Halden
    Maps"; "I moved to York and I work at Tesco", held against "I work at Asda" and confirmed,
    ends "I live in Leeds" — each with the time it ends (the record's start, else now), and
    only where it began before that."""
    told: list[tuple[str, Slot]] = []  # each slot it fills, with the words that fill it
    slot = parse_slot(record.text, subject=record.subject, names=names)
    if slot is not None and slot.also is not None:
        told += [(record.text, part) for part in slot.slots]
    said = read_parts(record.text, record.subject, names)
    if len(said) > 1:
        told += [(words_of, part) for words_of, found in said if found is not None
                 for part in found.slots]  # fmt: skip
    end = record.valid_from or now()
    out: list[tuple[MemoryRecord, datetime]] = []
    seen_keys: set[object] = set()
    taken = {record.id, replaced}
    for said_in, part in told:
        if not part.single_valued or part.past or part.polarity < 0 or part.key in seen_keys:
            continue
        seen_keys.add(part.key)
        for old in view.active_in_slot(record.scope, slot_key_text(part), _COMPARED):
            if old.id in taken or old.valid_until is not None:
                continue
            found = slot_in(old.text, old.subject, names, part.key)
            other, old_words = found if found is not None else (None, old.text)
            if other is None or other.past or other.polarity < 0:
                continue
            if not _same_value(part, other, said_in, old_words) and _began_before(old, end):
                taken.add(old.id)
                out.append((old, end))
    return out


def _began_before(old: MemoryRecord, end: datetime) -> bool:
    """Whether ``old`` may end at ``end``: its truth began before then, or is not dated."""
    return old.valid_from is None or end > old.valid_from


def _by_slot(
    candidate: Candidate,
    slot: Slot,
    known: list[MemoryRecord],
    known_name: Callable[[str], bool] = lambda name: False,
) -> Verdict | None:
    for old in known:
        # The old memory's slot of this key: its first or its second (a job and where it is),
        # or one of its parts' ("I work as a tour guide. I live in Leeds."), with its words.
        found = slot_in(old.text, old.subject, candidate.names, slot.key)
        if found is None:
            continue
        other, old_words = found
        if (
            other.past
            and slot.past
            and other.polarity == slot.polarity
            and _same_value(slot, other, candidate.text, old_words)
            and not _tells_more(candidate.text, old_words, slot, known_name)
        ):
            # The same history told again ("i lived in cardiff for a few years way back", after
            # "I used to live in Cardiff when I was at uni") repeats it.
            return _ignored(old)
        if other.past or (old.valid_until is not None and old.valid_until <= candidate.said_at):
            continue  # history, not what is believed now
        same_value = _same_value(slot, other, candidate.text, old_words)
        if same_value and other.polarity == slot.polarity and slot.past == other.past:
            # The same value told with much more ("User and Callum started dating in November
            # 2024 after meeting at a trivia night …" beside "User's partner is Callum Reid") is
            # new: a repeat would let the rest go.
            return (
                None if _tells_more(candidate.text, old_words, slot, known_name) else _ignored(old)
            )
        if not same_value and (slot.polarity < 0 or other.polarity < 0) and not _none(other):
            continue  # "I no longer work at Google" says nothing of the job at Acme
        if slot.past and not same_value:
            return None  # history about another value: not a contradiction
        if not same_value and _before_it_was_said(candidate, old):
            return None  # "I moved to London in 2010", told after "I live in Bristol": history
        if (
            not same_value
            and not slot.change_marker
            and slot.predicate == "lives_in"
            and _a_street(slot.object) != _a_street(other.object)
            and not _later(candidate, old)
        ):
            continue  # "a flat on Weserstraße" beside "Berlin": a street says more, not otherwise
        if (
            not same_value
            and slot.predicate == "lives_in"
            and _both_named(candidate, slot, old, other)
        ):
            continue  # "lives in Kware, Ongata Rongai" beside "moved to Rongai …, mtaa ni Kware"
        from_person = candidate.source in _FROM_PERSON
        if not from_person:
            return _conflict(old, f"{candidate.source.value} contradicts what the person said")
        if _earlier(candidate, old):
            return _conflict(old, "its event time is earlier than what is already believed")
        later = _later(candidate, old)
        if (
            not same_value
            and slot.polarity == other.polarity
            and _corrects(candidate.text, other, changed=slot.change_marker)
        ):
            # "sorry I meant Leicester", "my number's … not 900123": the person says what they
            # said was wrong, not that it changed — the old was never true, and ends no truth.
            return Verdict(
                Decision.UPDATED,
                target=old,
                valid_from=candidate.valid_from,
                reason=f"supersedes memory {old.id}: it corrects the {slot_in_words(slot)}",
            )
        if not same_value and slot.polarity != other.polarity and not slot.change_marker:
            return _conflict(old, "it says the opposite")
        if same_value and not slot.change_marker and not later:
            return _conflict(old, "it says the opposite")
        if (
            slot.change_marker
            or later
            or (slot.predicate == "age" and _aged(candidate, old, slot, other))
        ):
            start = candidate.valid_from
            if start is None and slot.change_marker and not slot.past:
                start = candidate.said_at
            if start is not None and old.valid_from is not None and not start > old.valid_from:
                start = None
            return Verdict(
                Decision.UPDATED,
                target=old,
                valid_from=start,
                reason=f"supersedes memory {old.id}: the same {slot_in_words(slot)} changed",
            )
        if slot.single_valued or other.object == slot.object:
            return _conflict(
                old, f"a different {slot_in_words(slot)} with nothing saying it changed"
            )
        return None
    return None


# What a street's name ends with, as a word ("Earlham Road") or as the end of one
# ("Weserstraße", "Kerkstraat").
_STREET_WORD = re.compile(
    r"\s(?:road|rd|street|st|lane|ln|avenue|ave|drive|dr|close|crescent|terrace|gardens|grove"
    r"|row|mews|parade|square|boulevard|blvd)\.?$"
    r"|(?:strasse|straße|straat|gasse|allee|platz|plein|laan|gracht|vej|gatan|gata|katu|utca)$"
    r"|^(?:calle|avenida|rua|rue|via|viale|ulica|ul\.?)\s",
)


def _both_named(candidate: Candidate, slot: Slot, old: MemoryRecord, other: Slot) -> bool:
    """Whether each of two homes names the other's place too: the same home told nearer or
    wider (an estate and its town), not another one."""

    def names(text: str, place: str) -> bool:
        return re.search(rf"(?<!\w){re.escape(place)}(?!\w)", text.casefold()) is not None

    if slot.object == other.object:
        return False  # the same place: what else is said decides
    return names(old.text, slot.object) and names(candidate.text, other.object)


def _a_street(place: str) -> bool:
    """Whether ``place`` names a street, not a town or a district."""
    return _STREET_WORD.search(place.casefold()) is not None


# The person saying that what they said was wrong: "I meant", "typo", "correction", "I misspoke".
_CORRECTION = re.compile(
    r"\b(?:i\s+meant(?!\s+to\b)|meant\s+to\s+(?:say|write|type)|typo|mis-?typed|mis-?spoke|"
    r"misspelt|misspelled|misheard|correction|i\s+said\s+.{1,40}?\s+but\s+(?:i\s+)?meant|"
    r"(?:i\s+)?got\s+(?:it|that)\s+wrong|wrong\s+(?:number|one|name|day|town|city))\b",
    re.IGNORECASE,
)


def _corrects(text: str, other: Slot, *, changed: bool = False) -> bool:
    """Whether ``text``, the person's, corrects the value ``other`` gave its slot: it says so
    ("I meant", "typo", "correction") or, telling no change (``changed``: "I live in York now,
    not Leeds" is a move), says that value was not it ("… not Leeds", "… not 900123":
    the value's words, or its number's last group of digits, after "not")."""
    if _CORRECTION.search(text):
        return True
    if changed:
        return False
    said = unaccented(text).casefold()
    value = unaccented(other.object).casefold().strip()
    if not value:
        return False
    groups = re.findall(r"\d+", value)
    told = re.escape(groups[-1]) if len(groups) > 1 else re.escape(value)
    return re.search(rf"\bnot\s+(?:in\s+|at\s+|on\s+|the\s+)?{told}\b", said) is not None


# More than this many words (stems) a statement has that the one it repeats lacks, fillers
# aside, and it is not a repeat of its slot but tells more.
_MORE_WORDS = 4
# A birthday read as its day: "03-04", "1958-03-04".
_DAY = re.compile(r"(?:^|-)\d\d-\d\d$")


# A street's kind shortened after its name ("the Fenton St clinic" is "the Fenton Street
# clinic"); not "St" before a name, a saint ("St Mary's").
_STREET_SHORT = re.compile(r"\b([A-Z][a-z]+\s)(St|Rd|Ave|Blvd|Ln|Hwy)\b\.?")
_STREET_FULL = {"St": "Street", "Rd": "Road", "Ave": "Avenue", "Blvd": "Boulevard", "Ln": "Lane",
                "Hwy": "Highway"}  # fmt: skip


def _streets_in_full(text: str) -> str:
    """``text`` with a street's kind written in full after its name (:data:`_STREET_SHORT`)."""
    return _STREET_SHORT.sub(lambda m: m.group(1) + _STREET_FULL[m.group(2)], text)


def _tells_more(text: str, old_text: str, slot: Slot, known_name: Callable[[str], bool]) -> bool:
    """Whether ``text``, filling ``slot`` as ``old_text`` does, tells more than it.
    ``known_name``: whether a name is known from another memory (then it is no more)."""
    text, old_text = _streets_in_full(text), _streets_in_full(old_text)
    fresh = set(stems(" ".join(terms(text)))) - set(stems(" ".join(terms(old_text))))
    # (what a memory said in a language the door reads, it said in its reading too: "je prends
    # la metformine 500 mg matin et soir pour le diabète" tells "morning", "evening", "diabetes")
    read = plain(old_text)
    if fresh and read != old_text:
        fresh -= set(stems(" ".join(terms(read))))
    else:
        read = ""
    # … and the words of one's own that a reader read away are none ("Hajur mero number … nai
    # ho", yes, my number is …: "hajur" and "nai" tell nothing more than "my number is").
    if fresh and plain(text) != text:
        fresh &= set(stems(" ".join(terms(plain(text)))))
    # The parts of a date written another way are no more words ("1958-03-04" beside "the 4th
    # of March '58"): the slot's value compares them.
    if len({f for f in fresh - _FILLER_STEMS if not f.isdigit()}) > _MORE_WORDS:
        return True
    # … and so does a name the other does not hold, however few the words ("i grew up in Cork
    # and moved to Canada when I was 24" beside "User lives in Ottawa, Canada"), but for the
    # slot's own values (compared as values: "Krakow" is "Kraków"), capitals that stand for
    # words ("BID", "SWE") and a name another memory holds ("… and is employed by Shopify").
    told = {w.casefold() for w in _WORD.findall(unaccented(f"{old_text} {read}"))}
    values = {w for s in (slot, slot.also) if s is not None for w in unaccented(s.object).split()}
    # A value's own place after a comma is part of it ("born in Santiago, Chile").
    said = unaccented(text).casefold()
    for value in [s.object for s in (slot, slot.also) if s is not None]:
        after = re.search(re.escape(unaccented(value)) + r"\s*,\s*([^\W\d_][\w'’-]*)", said)
        if after is not None:
            values.add(after.group(1))
    capitals = {w.casefold() for w in _WORD.findall(text) if len(w) > 1 and w.isupper()}
    return any(
        name not in told and name not in values and name not in capitals and not known_name(name)
        for name in (unaccented(n) for n in _names(text))
    )


def _called(name: str, text: str) -> bool:
    """Whether ``text`` gives ``name`` in quotes or brackets, as the name someone is called by
    ("Rodolfo 'Rudy' Cawich")."""
    return (
        re.search(rf"['‘\"“(]{re.escape(name)}['’\"”)]", unaccented(text), re.IGNORECASE)
        is not None
    )


# Someone of the person's by the role they have for them (``my:supervisor``), and a title
# before a name.
_A_ROLE = re.compile(rf"my:(?:{PERSON_ROLES})")
_TITLED = re.compile(r"^(?:(?:dr|doctor|mr|mrs|ms|miss|prof|professor)\.?\s+)+")


def _same_value(slot: Slot, other: Slot, text: str, old_text: str) -> bool:
    """Whether two statements of one slot give it the same value. Differing numbers are never
    the same value ("2 cats" is not "3 cats"), numbers said in words read as digits; a
    statement that counts nothing says less, not otherwise ("I'm a smoker" after "I smoke
    about ten a day"); a number written apart is the same ("806 555 0142"). A person, and the
    person's own name, is the same by the first name alone ("Luka" is "Luka Perić", "I am
    Eleni" is "User is Eleni Markou"), whatever else the two statements count ("together 3
    yrs"); a value negated is the one held,
    whatever numbers came with either (a medicine stopped is the one taken, whatever its dose
    was); a pet is one by its name, children are counted alike
    however written, a birthday is its day with or without its year, and a town is the one a
    district was told with ("Dublin" beside "Rathmines, Dublin 6"), and someone of the
    person's is told of alike with where they live said with a verb or without ("a retired
    cocoa farmer living in Konongo"). A car is one by its model with its maker or without ("the
    old silver Corsa"), and a medicine's numbers are not a condition's ("type 2"). Accents are
    not a difference ("sao paulo" is "São Paulo")."""
    mine, theirs = unaccented(slot.object), unaccented(other.object)
    if (
        slot.predicate in ("partner", "name")
        or slot.predicate.startswith("relation:")
        or _A_ROLE.fullmatch(slot.predicate)
    ):
        # Someone by a title or not ("Dr Helen Marsh" is "Helen Marsh"), by the first name
        mine, theirs = _TITLED.sub("", mine), _TITLED.sub("", theirs)
        if mine == theirs:
            return True
        short, long = sorted((mine.split(), theirs.split()), key=len)
        if len(short) == 1 and len(long) > 1 and long[0] == short[0]:
            return True
        # … or by the name one is called, in quotes or brackets beside the given one, with the
        # same surname ("User is Rodolfo 'Rudy' Cawich" is "mi name dah Rudy Cawich")
        return (
            slot.predicate == "name"
            and short[-1:] == long[-1:]
            and (_called(mine.split()[0], old_text) or _called(theirs.split()[0], text))
        )
    if slot.predicate == "pet":
        # One pet by its name (``Slot.key``): "our dog Biscuit" is "my beagle Biscuit"; but "3
        # cats" is not "2 cats" (unless one of them ended: "our dog Argos died on 3 March").
        return slot.polarity != other.polarity or _numbers(text) == _numbers(old_text)
    if slot.predicate == "children_count":
        return mine == theirs  # "2 children of primary school age" is "two kids, both in …"
    if slot.predicate == "birthday" and _DAY.search(mine) and mine[-5:] == theirs[-5:]:
        return True  # "1958-03-04" is "the 4th of March '58" (read as the day: "03-04")
    if slot.predicate == "lives_in" and re.search(
        rf"\b{re.escape(theirs)}\s*,\s*{re.escape(mine)}\b", unaccented(old_text).casefold()
    ):
        return True  # "Dublin" is where "Rathmines, Dublin 6" is
    if slot.polarity != other.polarity:
        # Stopped, whatever the dose was; "no longer vegan" whatever else was said with it
        # ("vegan, have been for about 4 years").
        return mine == theirs
    if any(c.isdigit() for c in mine) and _WRITTEN_APART.sub("", mine) == _WRITTEN_APART.sub(
        "", theirs
    ):
        return True  # "806 555 0142" is "806-555-0142", and "eight oh six five …" said
    if slot.predicate == "takes":
        # a medicine by its numbers, not by a condition's said with it ("… for my type 2
        # diabetes")
        text, old_text = _A_KIND_OF.sub("", text), _A_KIND_OF.sub("", old_text)
    told, held = _numbers(text), _numbers(old_text)
    if (
        told
        and told != held
        and slot.predicate not in _NUMBERLESS
        and not (slot.predicate in _NOT_COUNTED and told <= held)
    ):
        return False  # (one that counts nothing says less: "I'm a smoker", after "… ten a day")
    if mine == theirs:
        return True
    if slot.predicate == "works_at":
        # The initials may stand for more of the name than the slot kept before a comma ("the
        # University of California, Los Angeles"): read on in the text it came from.
        return (
            _same_employer(mine, theirs)
            or _stands_for(mine, theirs, old_text)
            or _stands_for(theirs, mine, text)
        )
    if slot.predicate == "job_title":
        return _same_words_but_a_typo(_spelled_title(mine), _spelled_title(theirs))
    if slot.predicate == "school":
        # a school with its last word "school" or without ("Morning Star" is "Morning Star
        # School")
        if _SCHOOL_WORD.sub("", mine) == _SCHOOL_WORD.sub("", theirs):
            return True
        # … or with its town before its name in one and after it in the other, as the text
        # said it ("Kandy Girls' High School" is "Girls' High School, Kandy")
        short, long = sorted((mine, theirs), key=len)
        town = long[: -len(short)].strip() if long.endswith(" " + short) else ""
        said = unaccented(text if short == mine else old_text).casefold()
        return (
            bool(town)
            and re.search(rf"{re.escape(short)}\s*,\s*{re.escape(town)}\b", said) is not None
        )
    if slot.predicate == "car":
        # a car by its model, with its maker or without ("the old silver Corsa" is "a silver
        # Vauxhall Corsa")
        short, long = sorted((mine, theirs), key=len)
        return long.endswith(" " + short)
    if slot.predicate.startswith("my:"):
        # Someone of the person's told of in the same words but where they live said with a
        # verb: "a retired cocoa farmer living in Konongo" is "a retired cocoa farmer in …".
        # (words, not stopwords alone: "they/them" is not "she/her")
        said = set(stems(mine)) - _WHERE_ONE_IS
        return len(said) > 1 and said == set(stems(theirs)) - _WHERE_ONE_IS
    return False


_SCHOOL_WORD = re.compile(r"\s+school$")
# What a number told with is no part of, so one told again with fewer of the numbers said before
# is the same ("in Shop 56 at Pearl Harbor Naval Shipyard", after "…, Shop 56, going 18 years").
_NOT_COUNTED = frozenset(("works_at", "job_title", "school"))
# What no number is part of, whatever the statement counts ("I drive to work, it's twenty
# minutes" is by car, as "I drive to work" is).
_NUMBERLESS = frozenset(("commute",))
# Words saying only that someone is where a value says ("… living in Konongo", "… based in …").
_WHERE_ONE_IS = frozenset(stems("living lives who based currently"))
# A number that names a kind of a condition, not a dose: "type 2", "stage 3".
_A_KIND_OF = re.compile(r"\b(?:type|stage|grade)\s+\d+\b", re.IGNORECASE)
# What a number is written apart with ("806 555 0142", "806-555-0142", "£1,200").
_WRITTEN_APART = re.compile(r"[\s.,()/-]+")


# Job titles as their initials are written ("I'm a SWE at Shopify" is a software engineer).
_TITLE_INITIALS = {
    "swe": "software engineer", "sde": "software development engineer",
    "sre": "site reliability engineer", "pm": "product manager", "ta": "teaching assistant",
    "hca": "healthcare assistant", "rn": "registered nurse", "gp": "general practitioner",
}  # fmt: skip


def _spelled_title(title: str) -> str:
    """``title`` with a word written as initials spelled out ("senior swe" → "senior software
    engineer")."""
    return " ".join(_TITLE_INITIALS.get(word, word) for word in title.split())


# Words that say what kind of place an employer is, not which: "the Royal Free hospital" is the
# Royal Free, "Spotify Inc" is Spotify.
_ORG_WORDS = frozenset(
    "hospital clinic university college school inc ltd llc plc gmbh ag sa co corp "
    "corporation company group limited "
    # what a shop or a café is, said after its name or not ("epoch" is "Epoch Coffee")
    "coffee cafe café bakery restaurant diner bar pub grill store stores shop salon pharmacy "
    "hotel gym studio studios".split()
)


def _same_employer(a: str, b: str) -> bool:
    """One employer's name is the other's with only words of :data:`_ORG_WORDS` after it, or
    one word of :data:`_KIND_WORDS` inside it, or the other's initials ("UCLA" for "the
    University of California, Los Angeles")."""
    short, long = sorted((a.split(), b.split()), key=len)
    if len(short) == 1 and len(long) >= 3 and _initials(long) == short[0].replace(".", ""):
        return True
    if len(short) == 1 and len(long) >= 2 and _clipped(short[0], long):
        return True  # "StanChart" is "Standard Chartered", "NatWest" "National Westminster"
    if (
        len(short) >= 2
        and len(long) == len(short) + 1
        and long[0] == short[0]
        and long[-1] == short[-1]
        and any(
            long[:i] + long[i + 1 :] == short and long[i] in _KIND_WORDS for i in range(len(long))
        )
    ):
        return True  # "Pearl Harbor Naval Shipyard" is "Pearl Harbor shipyard"
    return (
        bool(short)
        and long[: len(short)] == short
        and all(w.strip(".,") in _ORG_WORDS for w in long[len(short) :])
    )


# Words that say what kind of one an employer is, said inside its name or not.
_KIND_WORDS = frozenset(
    "naval national general regional central international community memorial medical public "
    "county city state royal teaching district main federal".split()
)


def _clipped(short: str, name: list[str]) -> bool:
    """Whether ``short``, one word, is the starts of each of ``name``'s words but its small
    ones, in order, run together, at least two letters of each."""
    said = [w.strip(",.") for w in name if w.strip(",.") not in _SMALL_WORDS]
    if len(said) < 2:
        return False

    def starts(rest: str, left: list[str]) -> bool:
        if not left:
            return not rest
        return any(
            rest[:n] == left[0][:n] and starts(rest[n:], left[1:])
            for n in range(2, min(len(rest), len(left[0])) + 1)
        )

    return starts(short, said)


def _initials(name: list[str]) -> str:
    """The first letters of a name's words but its small ones ("of", "the", "and", "&")."""
    return "".join(w[0] for w in name if w.strip(",.") not in _SMALL_WORDS and w[0].isalnum())


_SMALL_WORDS = frozenset("of the and for at in on de du la le & und".split())


def _stands_for(short: str, name: str, said: str) -> bool:
    """Whether ``short``, one word, is the initials of the employer ``name`` read on in
    ``said`` past where the slot's value stopped."""
    if " " in short or len(short) < 2 or not name:
        return False
    told = words(said)
    first = name.split()[0]
    if first not in told:
        return False
    return _initials(told[told.index(first) :])[: len(short)] == short


def _same_words_but_a_typo(a: str, b: str) -> bool:
    """The same words but for a letter mistyped in long ones ("softwre developer", "software
    developer"): each word equal, or both of at least six letters, starting alike and one edit
    apart (a swap of two neighbours is one). Shorter words are left alone: one letter tells
    too many of them apart."""
    words_a, words_b = a.split(), b.split()
    return len(words_a) == len(words_b) and all(
        x == y or (x[0] == y[0] and _one_slip_apart(x, y))
        for x, y in zip(words_a, words_b, strict=True)
    )


def _earlier(candidate: Candidate, old: MemoryRecord) -> bool:
    """Whether ``candidate`` tells of a time before the one ``old`` is believed from — not
    when that one is still to come ("my boyfriend Tomás and I are going to Porto in May" is
    dated by the trip, not by when they got together)."""
    return (
        candidate.valid_from is not None
        and old.valid_from is not None
        and old.valid_from <= candidate.said_at
        and candidate.valid_from < old.valid_from
        and (candidate.valid_until is None or candidate.valid_until > old.valid_from)
    )


# How long before a statement was said what it tells may have changed, the person not yet
# saying so: a change dated earlier than that is history (:func:`_before_it_was_said`).
_STALE = timedelta(days=366)
_SITTING = timedelta(hours=1)


def _before_it_was_said(candidate: Candidate, old: MemoryRecord) -> bool:
    """Whether ``candidate`` tells of a time begun before ``old``, which has no event time of
    its own, was said, and is said after it: "I live in Bristol", then "I moved to London in
    2010" — the person lived in Bristol when they said so, after the move, and the move is
    history, not a change of where they live now. By more than :data:`_STALE`: one may say
    where one lives for a while after moving ("I moved to London last week" right after "I
    live in Bristol" is the change). And only of what was said at another sitting, an hour or
    more before: notes written down together ("User works as a line cook at Ember & Salt",
    "On 10 March 2025 the user started a new job as junior sous chef at Little Marlow") are
    read in the order given, the dated one the later."""
    if candidate.valid_from is None or old.valid_from is not None:
        return False
    said = old.provenance.said_at or old.recorded_at
    return candidate.valid_from + _STALE < said <= candidate.said_at - _SITTING


def _later(candidate: Candidate, old: MemoryRecord) -> bool:
    if candidate.valid_from is None or _dated_by_now(candidate.text, candidate.said_at):
        return False
    return old.valid_from is None or candidate.valid_from > old.valid_from


@functools.lru_cache(maxsize=256)
def _dated_by_now(text: str, said_at: datetime) -> bool:
    """Whether ``text`` is dated only by the days and weeks one is in, with no word of a change:
    "Karen on night shift again at QMH this week", "took ba to the clinic today …" tell the time
    of what is going on, not when something changed ("Started a new job this week" does). Read
    as the spelling reader gives it ("this mornin" is "this morning"), once for a candidate,
    however many memories it is held to."""
    said = plain(text)
    return (
        _NOW_SAID.search(said) is not None
        and not _A_CHANGE_SAID.search(said)
        and event_time(_NOW_SAID.sub(" ", said), said_at) is None
    )


cached_texts(_dated_by_now.cache_clear)  # memwarden.text.forget_cached_texts


# Words that tell a change, whose time is when it happened.
_A_CHANGE_SAID = re.compile(
    r"\b(?:start(?:ed|ing|s)?|new|moved|moving|switched|changed|joined|left|quit|promoted|bought"
    r"|sold|became|turned|got|began|retired|transferred|raised|increased|lowered|reduced)\b",
    re.IGNORECASE,
)
# The days and weeks one is in, said of what is going on now (and last night's, as chat says it:
# "took my metformin 1000 mg this mornin like always, … had a lil pie last night").
_NOW_SAID = re.compile(
    r"\b(?:today|tonight|last\s+night|this\s+(?:week|morning|afternoon|evening|weekend)"
    r"|the\s+day)\b",
    re.IGNORECASE,
)


def _aged(candidate: Candidate, old: MemoryRecord, slot: Slot, other: Slot) -> bool:
    """A new age said later is a birthday, not a contradiction — when it is older by no more
    than the years since the old one was said allow (29 one day, 41 the next is not)."""
    said = old.provenance.said_at or old.recorded_at
    if not candidate.said_at > said:
        return False
    if not (slot.object.isdigit() and other.object.isdigit()):
        return True
    years = (candidate.said_at - said).days / 365.25
    return 0 < int(slot.object) - int(other.object) <= years + 1


def _duplicate_filter(
    view: ReadView, text: str, words_of: FilterWords | None = None
) -> list[list[str]] | None:
    """Word groups every near-duplicate of ``text`` holds a word of (see :func:`near_duplicate`),
    rarest first as the index counts them, so the lookup stays cheap in a big store and what it
    returns is mostly near-duplicates, not statements that merely share a common word.

    A near-duplicate has the same numbers and names, so it holds each of them: one rare number
    or name is filter enough. It also shares at least four in five of the text's ``n`` stems, so
    it misses at most ``n - ceil(4n/5)`` of them and holds one of any ``n - ceil(4n/5) + 1``:
    the stems, rarest first, are cut into groups of that size. Each group alone is a complete
    filter, so only the first ``_MAX_GROUPS`` are kept. (The index stems with Porter, the
    comparison with Snowball; where the two disagree about a word a near-duplicate can be
    missed, and the statement is created instead — never merged wrongly.) ``None``: a number
    or name of the text is in no row, so nothing can be a near-duplicate.
    """
    groups: list[list[str]] = []
    required, by_stem = words_of if words_of is not None else filter_words(text)
    found: dict[str, int] = {}  # rows holding each word counted
    held: dict[tuple[str, ...], int] = {}  # … and holding one of each number's or name's forms
    for forms in required:
        found.update(view.term_counts(forms, _COUNT_CAP))
        held[forms] = sum(found.setdefault(form, 0) for form in forms)
        if held[forms] == 0:
            return None  # held by no row: no near-duplicate can exist
        if held[forms] <= _RARE:
            return [list(forms)]
    if required:
        groups.append(list(min(required, key=lambda forms: (held[forms], forms))))
    n = len(by_stem)
    if n == 0:
        return groups
    # The numbers and names were counted above (all found in some row, or we returned).
    unseen = [t for forms in by_stem.values() for t in forms if t not in found]
    counts = {**found, **view.term_counts(unseen, _COUNT_CAP)}
    cost = {stem: sum(counts.get(t, 0) for t in forms) for stem, forms in by_stem.items()}
    ordered = sorted(by_stem, key=lambda stem: (cost[stem], stem))
    # Any of the groups alone is a complete filter; together they are the tightest, but each
    # group of common words costs the index a walk of long lists (a new statement in a store
    # of 1,000,000: all five groups ~8 ms a write, the rarest three ~2.8 ms), so a few will do.
    return (groups + pigeonhole_groups(by_stem, ordered, (4 * n + 4) // 5))[:_MAX_GROUPS]


# What the near-duplicate filter looks for in a text: its numbers and names (the rarest first,
# as a guess), each by the forms a row holding it may hold it in, and its stems, each with the
# words that gave it.
FilterWords = tuple[list[tuple[str, ...]], dict[str, list[str]]]
# A number as the index holds it: with the letters it is written with ("the 25th", "10mg",
# "₦1.2m" hold no word "25", "10" or "1.2"), or alone.
_NUMBER_AS_WRITTEN = re.compile(r"[^\W_]*" + _NUMBER.pattern + r"[^\W_]*")


def _forms_of_numbers(text: str) -> list[tuple[str, ...]]:
    """Each number of ``text``, as it is written and alone: ("25th", "25"), ("2019",)."""
    out = []
    for written in _NUMBER_AS_WRITTEN.findall(text):
        number = _NUMBER.findall(written)[0]  # (every match holds one)
        out.append((written, number) if written != number else (number,))
    return out


def filter_words(text: str) -> FilterWords:
    """The words :func:`_duplicate_filter` counts for ``text``; a pure function of the text."""
    # Numbers first, longest first: usually the rarest, and one rare enough ends the search.
    required = sorted(
        dict.fromkeys([*_forms_of_numbers(text), *((name,) for name in sorted(_names(text)))]),
        key=lambda forms: (not forms[0][0].isdigit(), -len(forms[0]), forms),
    )
    by_stem = terms_by_stem(terms(text) or words(text))
    return required, {s: w for s, w in by_stem.items() if s not in _FILLER_STEMS}


def near_duplicate(a: str, b: str) -> bool:
    """The same statement in other words: the same stems (at least four in five shared), the
    same numbers, the same names, both negated or neither, and both asking or neither.
    Differing numbers or names are never a duplicate ("I have 2 cats" is not "I have 3 cats"),
    nor is a question its answer ("Which harbour is the boat in?" is not "The boat is in the
    north harbour."). Compared as said, and as the door reads them (:func:`_as_read`)."""
    same = _near_duplicate(_compared(a), _compared(b))
    return same or _as_read(_near_duplicate, a, b)


def _near_duplicate(x: _Compared, y: _Compared) -> bool:
    """:func:`near_duplicate` of two texts as :func:`_compared` holds them."""
    if x.numbers != y.numbers:
        return False
    if x.asks != y.asks:
        return False
    if not (_names_within(x, y) and _names_within(y, x)):
        return False
    if x.negated != y.negated:
        return False
    sa, sb = x.own_stems, y.own_stems
    if not sa or not sb:
        return False
    return len(sa & sb) / len(sa | sb) >= 0.8


# A statement all of whose words a memory holds says nothing new if it has at least these many.
_WITHIN_WORDS = 4


def said_within(a: str, b: str) -> bool:
    """``a`` says again part of what ``b`` says, in its own words ("Tuesday's my choir night, 7
    till 9 up St Peter's hall" after "Choir's Tuesday nights at St Peter's hall, 7 till 9, it's
    my night out really"): every one of its stems (at least :data:`_WITHIN_WORDS`), numbers (in
    the same order) and names is ``b``'s, and neither asks, and both say no or neither. Compared
    as said, and as the door reads them (:func:`_as_read`)."""
    return _said_within(_compared(a), _compared(b)) or _as_read(_said_within, a, b)


def _said_within(x: _Compared, y: _Compared) -> bool:
    """:func:`said_within` of two texts as :func:`_compared` holds them."""
    theirs = iter(y.told)
    if not all(number in theirs for number in x.told):
        return False  # its numbers, in their order ("… writer 0 number 1" is not "… 1 … 0")
    if x.asks or y.asks or x.negated != y.negated:
        return False
    sa = x.own_stems
    return len(sa) >= _WITHIN_WORDS and sa <= y.stems and _names_within(x, y)


class _Compared:
    """What :func:`near_duplicate` and :func:`said_within` compare of one text (with the
    numbers it says in words in digits: :func:`digits_said`), each worked out the first time
    it is asked. The review compares one statement with each memory its search found, by both
    functions: the statement's own side is worked out once (:func:`_compared`), not twice a
    memory. Read only: the sets are shared."""

    def __init__(self, text: str) -> None:
        self.said = digits_said(text)

    @functools.cached_property
    def numbers(self) -> list[str]:
        return _NUMBER.findall(self.said)

    @functools.cached_property
    def told(self) -> list[str]:
        return _numbers_told(self.said)

    @functools.cached_property
    def asks(self) -> bool:
        return _asks(self.said)

    @functools.cached_property
    def negated(self) -> bool:
        return _negated(self.said)

    @functools.cached_property
    def stems(self) -> set[str]:
        return set(stems(self.said))

    @functools.cached_property
    def own_stems(self) -> set[str]:
        """Its stems but the fillers (:data:`_FILLER_STEMS`)."""
        return self.stems - _FILLER_STEMS

    @functools.cached_property
    def cased(self) -> bool:
        return cased(self.said)

    @functools.cached_property
    def names(self) -> set[str]:
        return _names(self.said)

    @functools.cached_property
    def folded_words(self) -> set[str]:
        return {word.casefold() for word in _WORD.findall(self.said)}


# A review compares one statement with at most _SIMILAR memories at a time: room for those, and
# no more (each text's sets are kept with it; at 512 the process held ~0.8 MB more).
@functools.lru_cache(maxsize=128)
def _compared(text: str) -> _Compared:
    return _Compared(text)


cached_texts(_compared.cache_clear)  # keyed by texts of memories: forgetting one empties it


@functools.lru_cache(maxsize=128)
def _compared_read(text: str) -> _Compared:
    """:func:`_compared` of ``text`` as the door reads it (:func:`memwarden.spelling.plain`);
    the same, read once, when it reads as said."""
    read = plain(text)
    return _compared(text) if read == text else _Compared(read)


cached_texts(_compared_read.cache_clear)


def _as_read(same: Callable[[_Compared, _Compared], bool], a: str, b: str) -> bool:
    """``same`` of ``a`` and ``b`` as the door reads them, where one is read otherwise (a memory
    said in a language typed in Latin letters or in a spelling of its own: "mainu depression aa,
    Dr. Bhatia kol treatment chal reha" is "I have depression, Dr. Bhatia has been treating
    me"). Only when at least half the stems of one of them, as said, are the other's: most
    pairs a review compares are not, and reading costs more than comparing."""
    x, y = _compared(a), _compared(b)
    shared = len(x.own_stems & y.own_stems)
    if not shared or shared * 2 < min(len(x.own_stems), len(y.own_stems)):
        return False
    read_a, read_b = _compared_read(a), _compared_read(b)
    if read_a is x and read_b is y:
        return False  # (neither read otherwise: compared as said already)
    return same(read_a, read_b)


def _numbers(text: str) -> list[str]:
    """The numbers in ``text``, in order, those said in words as digits (:func:`digits_said`),
    and those of a language the door reads as its reading tells them ("tisri" the 3rd of
    Romanized Marathi: :func:`memwarden.spelling.plain`)."""
    return _NUMBER.findall(digits_said(plain(text)))


def _numbers_told(text: str) -> list[str]:
    """The numbers ``text`` tells, in order (:data:`_NUMBER_TOLD`), number words as digits."""
    folded = text.casefold()
    if not any(word in folded for word in _COUNTED):
        return _NUMBER.findall(text)  # digits only: the same, a ninth of the time
    out = []
    for found in _NUMBER_TOLD.finditer(text):
        if found.group("digits"):
            out.append(found.group("digits"))
        elif found.group("next").casefold() not in STOPWORDS:
            out.append(str(_COUNTED[found.group("word").casefold()]))
    return out


def _negated(text: str) -> bool:
    """Whether ``text`` says no, not, never … (:data:`_NEGATION`)."""
    return bool(_NEGATION & set(words(text)))


def _asks(text: str) -> bool:
    """Mostly a question: at least half of it is in sentences ending with a question mark."""
    return question_share(text) >= 0.5


def _names_within(a: _Compared, b: _Compared) -> bool:
    """Every name of ``a`` is ``b``'s. A text in one case shows none by its capitals: ``a`` in
    one case names nothing ``b`` lacks, and beside ``b`` in one case each of ``a``'s names must
    be one of ``b``'s words."""
    if not a.cased:
        return True
    if not b.cased:
        return a.names <= b.folded_words
    return a.names <= b.names


def _names(text: str) -> set[str]:
    """Capitalised words that do not start a sentence: names, places, brands (none in a text
    written in one case, whose capitals tell nothing)."""
    if not cased(text):
        return set()
    out = set()
    end = 0
    for match in _WORD.finditer(text):
        word = match.group()
        # What comes just before the word, spaces and opening quotes or brackets aside:
        # nothing or .!? starts a sentence ('"I'm home," she said' starts one at "I'm").
        gap = text[end : match.start()].rstrip(_OPENING)
        start = gap[-1] in ".!?" if gap else end == 0
        end = match.end()
        folded = word.casefold().replace("’", "'")
        if not start and word[0].isupper() and folded not in _NOT_NAMES:
            out.add(folded.removesuffix("'s"))  # "Chloe's" names Chloe
    return out
