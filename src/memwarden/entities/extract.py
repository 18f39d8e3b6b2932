"""Deterministic entity extraction: people, places, organisations and named things, no model.

The rules, in the order they apply (each one a regular expression or a set lookup):

* **Names** are runs of capitalised words ("Ana Lima", "Acme Corp", "University of Porto":
  lower-case joiners such as *of*, *de*, *van* are kept between two capitalised words).
* **Stopword capitals** are never names, and split a run: pronouns and other English stopwords
  ("I", "The", "What"), days and months ("Monday", "May"), greetings and interjections ("Hi",
  "Thanks", "Wow"), and family words used as names ("Mom", "Dad").
* **Sentence starts.** A capital at the start of a sentence is grammar, not evidence, so a
  single sentence-initial word is a name only with a name pattern: another capitalised word
  follows ("Ana Lima went"), it is possessive ("Ana's"), it is a speaker label ("Ana: hi"), a
  speech/life verb follows ("Ana said", "Ana works"), or the same word is capitalised later in
  the same text outside a sentence start. (Which entities the store already knows is *not*
  consulted: that would depend on memories the writer may not be allowed to see.)
* **Possessives** are normalised: "Ana's" is Ana.
* **Kinds.** A title ("Dr", "Mrs") or a relationship ("my sister Ana", "my friend Bo"), a
  speaker label or a speech verb make a person; an organisation suffix ("Inc", "Ltd", "Bank",
  "University" …) or a work phrase ("works at Acme") an organisation; a place preposition ("in
  Lisbon", "from Osaka", "moved to Porto") or a place suffix ("Street", "Lake" …) a place; a pet
  ("my dog Rex") and anything else a named thing.
* **Quoted titles**: a capitalised phrase of up to eight words in double quotes is a named thing
  ("Charlotte's Web" in quotes stays whole).

Aliases (:func:`aliases`): an entity is found by its normalised name (case-folded, NFKC); a
person's full name is also found by its first name — joined at recall only when exactly one
full name visible to the caller claims that first name (see :mod:`memwarden.entities.graph`).

Everything here is pure and deterministic: the same text always gives the same entities in the
same order (first mention first).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..patterns import lazy_compile
from ..text import STOPWORDS, normalise

__all__ = ["KINDS", "MAX_ENTITIES", "Mention", "aliases", "entity_key", "extract"]

KINDS = ("person", "place", "org", "thing")
MAX_ENTITIES = 16  # per memory: a pasted list of names is not sixteen relationships
_MAX_WORDS = 6
_MAX_CHARS = 100

# A word that may start with a capital (checked with str.isupper), with inner apostrophes,
# hyphens and dots ("O'Neil", "Jean-Luc") and a possessive ending.
_CAP_WORD = lazy_compile(r"\b[A-ZÀ-ÖØ-ÞĀ-ʯΑ-ΩА-Я](?:\w|['’.\-&](?=\w))*(?:['’]s?)?", re.UNICODE)
_NEXT_WORD = lazy_compile(r"[^\W\d_]+", re.UNICODE)
_WORDS = lazy_compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)
_QUOTED = lazy_compile(r"[\"“]([^\"“”\n]{1,80})[\"”]")
_HAS_UPPER = lazy_compile(r"[A-Z]|[^\x00-\x7f]")
_SENTENCE_END = frozenset(".!?…:")  # a speaker label ("Ana: …") starts a sentence too
# After a sentence-initial "X's", these words say it was "X is", not a possessive.
_AFTER_IS = frozenset(
    "a an the so not very really been going gonna just too all my your our also still always "
    "never what how here there like more much pretty quite in on at one about such".split()
)

_STOP_CAPITALS = (
    frozenset(
        """
    monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri
    sat sun january february march april may june july august september october november
    december jan feb mar apr jun jul aug sep sept oct nov dec today tomorrow yesterday tonight
    hi hello hey thanks thank yes yeah yep nope wow oh ok okay sure well yay aww aw haha lol omg
    congrats congratulations awesome great cool nice good sorry dear bye goodbye cheers welcome
    love happy glad amazing wonderful totally absolutely exactly definitely really actually
    anyway btw ps mom mum dad mommy daddy mama papa grandma grandpa also maybe let let's
    i'm i've i'll i'd it's that's there's what's here's he's she's we're they're you're
    """.split()
    )
    | STOPWORDS
)
_CONTRACTIONS = frozenset("d ll re ve m s t".split())
_JOINERS = frozenset("of de da do dos das del della di du van von der den la le &".split())
_TITLES = frozenset("mr mrs ms miss dr prof sir madam aunt uncle saint st".split())
_ORG_SUFFIXES = frozenset(
    """
    inc inc. ltd ltd. llc corp corp. corporation company co co. gmbh plc ag sa bank group
    university college school academy institute hospital clinic foundation agency association
    society club labs lab studio studios records airlines airways church ministry council
    department team fc united partners ventures capital holdings
    """.split()
)
_PLACE_SUFFIXES = frozenset(
    """
    city town village street st. avenue ave road rd park lake river mountain mountains mount
    island islands beach bay county state valley square coast hills forest falls canyon
    """.split()
)
_PEOPLE = frozenset(
    """
    sister brother mother father mom mum dad wife husband partner friend boss son daughter
    cousin aunt uncle grandma grandmother grandpa grandfather colleague coworker co-worker
    neighbor neighbour girlfriend boyfriend fiance fiancé fiancee fiancée roommate flatmate
    teacher doctor therapist niece nephew manager mentor coach stepmother stepfather stepson
    stepdaughter kid child baby bestie
    """.split()
)
_PETS = frozenset("dog cat pet puppy kitten horse parrot rabbit bunny hamster fish bird".split())
_GREETINGS = frozenset("hi hello hey thanks thank dear bye congrats congratulations".split())
_WORK = frozenset("at for by joined".split())
_WORK_VERBS = frozenset(
    "work works worked working job intern interning interned employed hired study studies "
    "studied studying".split()
)
_PLACE_PREPOSITIONS = frozenset("in from near to visit visited visiting via".split())
_PERSON_VERBS = frozenset(
    "said says told asks asked texted called emailed wrote works worked lives lived moved "
    "married replied thinks thought wants loves likes".split()
)


@dataclass(frozen=True, slots=True)
class Mention:
    """An entity named in a text: its display name (possessive dropped) and its kind."""

    name: str
    kind: str

    @property
    def key(self) -> str:
        return entity_key(self.name)


def entity_key(name: str) -> str:
    """The normalised form names are matched by (case-folded, NFKC, spaces collapsed)."""
    return normalise(name)[:200]


def aliases(name: str, kind: str) -> list[tuple[str, str]]:
    """(alias, how) pairs an entity is found by: its name; a person's first name."""
    key = entity_key(name)
    out = [(key, "name")]
    parts = key.split(" ")
    if kind == "person" and len(parts) > 1 and parts[0] not in _TITLES:
        first = parts[0]
        if first not in _STOP_CAPITALS and len(first) > 1:
            out.append((first, "first_name"))
    return out


def _is_capital(word: str) -> bool:
    return word[0].isupper()


def _lower(word: str) -> str:
    lowered = word.lower()
    return lowered.replace("’", "'") if "’" in lowered else lowered


def _strip_possessive(word: str) -> tuple[str, bool]:
    if "'" not in word and "’" not in word:
        return word, False
    for suffix in ("'s", "’s", "'S", "’S"):
        if word.endswith(suffix) and len(word) > len(suffix):
            return word[: -len(suffix)], True
    if word.endswith(("'", "’")) and len(word) > 1:
        return word[:-1], word[-2] in "sS"
    return word, False


def extract(text: str) -> list[Mention]:
    """The entities ``text`` names, first mention first, each once (at most 16)."""
    if not text or not _HAS_UPPER.search(text):
        return []
    found: dict[str, Mention] = {}

    def add(name: str, kind: str) -> None:
        name = name.strip(" -.'’")
        key = entity_key(name)
        if not key or len(name) > _MAX_CHARS or key in _STOP_CAPITALS:
            return
        known = found.get(key)
        if known is None:
            if len(found) < MAX_ENTITIES:
                found[key] = Mention(name, kind)
        elif known.kind == "thing" and kind != "thing":
            found[key] = Mention(known.name, kind)

    quoted_spans: list[tuple[int, int]] = []
    if '"' in text or "“" in text:
        for quoted in _QUOTED.finditer(text):
            quoted_spans.append(quoted.span())
            title = quoted.group(1).strip()
            words = title.split()
            if (
                words
                and _is_capital(words[0])
                and len(words) <= 8
                and not title.endswith(("?", "!"))
                and (_lower(words[0]) not in _STOP_CAPITALS or len(words) > 1)
            ):
                add(title.rstrip(".,;:"), "thing")

    # Capitalised words: (word without possessive, start, end, at a sentence start, possessive).
    caps: list[tuple[str, int, int, bool, bool]] = []
    for m in _CAP_WORD.finditer(text):
        word = m.group(0)
        if not word[0].isupper():
            continue
        begin = m.start()
        if quoted_spans and any(a < begin < b for a, b in quoted_spans):
            continue
        head = text[max(0, begin - 12) : begin].rstrip(" \t\"“‘'(*-")
        at_start = (
            not head
            or head[-1] == "\n"
            or (
                head[-1] in _SENTENCE_END
                # "Dr. Silva": the dot of a title does not end a sentence
                and not (head[-1] == "." and _lower(head[:-1].rsplit(" ", 1)[-1]) in _TITLES)
            )
        )
        bare, possessive = _strip_possessive(word)
        caps.append((bare, begin, m.end(), at_start, possessive))
    mid_capitals = {c[0] for c in caps if not c[3]}

    i = 0
    n = len(caps)
    while i < n:
        bare, begin, end, at_start, possessive = caps[i]
        lowered = _lower(bare)
        if (lowered in _STOP_CAPITALS and lowered not in _TITLES) or (
            "'" in lowered
            and lowered.split("'", 1)[1] in _CONTRACTIONS
            and lowered.split("'", 1)[0] in _STOP_CAPITALS
        ):
            i += 1
            continue
        # A run of capitalised words, one space apart (or a lower-case joiner between two),
        # split at stopword capitals and ended by a possessive.
        run = [bare]
        j = i + 1
        while not possessive and j < n and len(run) < _MAX_WORDS:
            nxt_bare, nxt_begin, nxt_end, _, nxt_possessive = caps[j]
            gap = text[end:nxt_begin]
            if gap != " " and not (
                gap[:1] == " " and gap[-1:] == " " and gap.strip().lower() in _JOINERS
            ):
                break
            if _lower(nxt_bare) in _STOP_CAPITALS:
                break
            if gap != " ":
                run.append(gap.strip())
            run.append(nxt_bare)
            end, possessive = nxt_end, nxt_possessive
            j += 1
        i = j
        rest = text[end : end + 24].lstrip()
        following = _NEXT_WORD.match(rest)
        nxt = ":" if rest.startswith(":") else (following.group(0).lower() if following else "")
        if (
            at_start
            and len(run) == 1
            and not (
                nxt == ":"
                or nxt in _PERSON_VERBS
                or bare in mid_capitals
                or (possessive and nxt and nxt not in _AFTER_IS)
            )
        ):
            continue
        title = lowered.rstrip(".") in _TITLES
        if title and len(run) == 1:
            continue
        before = [w.lower() for w in _WORDS.findall(text[max(0, begin - 40) : begin])[-3:]]
        add(" ".join(run), _kind(before, run, nxt, title))
    return list(found.values())


def _kind(before_words: list[str], run: list[str], nxt: str, title: bool) -> str:
    padded = ["", "", "", *before_words]
    before3, before2, before = padded[-3], padded[-2], padded[-1]
    last = _lower(run[-1])
    if len(run) > 1 and (last in _ORG_SUFFIXES or _lower(run[0]) in _ORG_SUFFIXES):
        return "org"
    if before in _WORK and (before2 in _WORK_VERBS or before3 in _WORK_VERBS):
        return "org"
    if before2 == "my" and before in _PETS:
        return "thing"
    if title or (before2 in ("my", "our", "his", "her", "their") and before in _PEOPLE):
        return "person"
    if nxt == ":" or nxt in _PERSON_VERBS or before in _GREETINGS:
        return "person"
    if last in _PLACE_SUFFIXES and len(run) > 1:
        return "place"
    if before in _PLACE_PREPOSITIONS:
        return "place"
    if before == "at" and before2 not in _WORK_VERBS:
        return "place"
    return "thing"
