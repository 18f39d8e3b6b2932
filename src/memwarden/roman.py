"""What the door's readers of languages typed in Latin letters share
(:mod:`memwarden.roman_urdu`, :mod:`memwarden.roman_bangla`, :mod:`memwarden.roman_tamil`,
:mod:`memwarden.roman_telugu`, :mod:`memwarden.roman_malayalam`,
:mod:`memwarden.roman_kannada`, :mod:`memwarden.roman_marathi`,
:mod:`memwarden.roman_gujarati`, :mod:`memwarden.roman_punjabi`, :mod:`memwarden.roman_nepali`,
:mod:`memwarden.roman_odia`), of Cameroon Pidgin English
(:mod:`memwarden.kamtok`), whose markers are read the same way, of Kenyan Sheng and Swahili
(:mod:`memwarden.sheng`), whose verbs carry who and when in front, and of Camfranglais and French
(:mod:`memwarden.camfranglais`).

Each reader knows whether a text is in its language and how to read each of its statements in
English order; this module gives it, from those two, the same two functions every reader offers
:mod:`memwarden.spelling`: the stretches read otherwise (so a span found in the English can be
mapped back to what was said) and the whole text read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import lru_cache

from .patterns import LazyPattern
from .text import cached_texts

Readings = Callable[[str], list[tuple[int, int, str]]]
# A medicine with its dose, as the readers find it in any of their languages: "glimepiride 2mg",
# "telmisartan 40 mg".
DOSED = r"[A-Za-z][\w-]*\s+\d+(?:\.\d+)?\s*(?:mg|mcg|ml|g|units?|iu)\b"
# A month's name, written with its capital ("January", "Sept"), and what is no day of the week
# (a name a reader takes begins with neither: "from this Monday Infosys re join karichi").
MONTH = (
    r"(?-i:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)"
)
NOT_A_WEEKDAY = r"(?!(?-i:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)"
# Where a clause ends (an emoji ends one too), and a word.
_CLAUSE = re.compile(r"[,.;:!?\n\u2600-\u27bf\U0001f300-\U0001faff]")
_WORD = re.compile(r"[^\W\d_]+")


# A language's pairs of words, each telling it when both are said: a word of the first set
# with one of the second ("mero … ho").
Pairs = tuple[tuple[frozenset[str], frozenset[str]], ...]


def says_a_pair(said: set[str], pairs: Pairs) -> bool:
    """Whether ``said`` (a text's words in lower case) holds a word of each set of one of
    ``pairs``."""
    # (most texts hold no first word of any pair: asked of all of them at once)
    known = _FIRST_WORDS.get(id(pairs))
    if known is None:
        known = _FIRST_WORDS[id(pairs)] = (pairs, frozenset().union(*(one for one, _ in pairs)))
    if said.isdisjoint(known[1]):
        return False
    return any(not said.isdisjoint(one) and not said.isdisjoint(other) for one, other in pairs)


# Each language's pairs (by the object's id; kept with it, so that no other object takes that id
# while it is here), with every first word of them.
_FIRST_WORDS: dict[int, tuple[Pairs, frozenset[str]]] = {}


def told_in_words(
    said: set[str],
    cues: frozenset[str],
    strong: frozenset[str],
    alone: frozenset[str],
    pairs: Pairs,
) -> bool:
    """Whether ``said`` shows a language by its words: one of ``alone`` (no other language's),
    two of its own small words (``strong``) and a third of its small words (``cues``), or one
    of its ``pairs``."""
    found = said & cues
    return (
        not said.isdisjoint(alone)
        or (len(found & strong) >= 2 and len(found) >= 3)
        or says_a_pair(said, pairs)
    )


def shown_in_words(
    said: set[str],
    cues: frozenset[str],
    strong: frozenset[str],
    alone: frozenset[str],
    pairs: Pairs,
) -> bool:
    """Whether ``said`` shows a language by its words, as Odia and Assamese are told: one of
    ``alone``, two of its own small words (``strong``), three of its small words (``cues``) one
    of them its own, or one of its ``pairs``."""
    found = said & (cues | strong)
    own = len(said & strong)
    return (
        not said.isdisjoint(alone)
        or own >= 2
        or (own >= 1 and len(found) >= 3)
        or says_a_pair(said, pairs)
    )


def told_by(match: re.Match[str], doer: str, openers: frozenset[str]) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else (only words of
    ``openers``, such as "finally", stand there), after ", " when those do, so that what is
    read opens a clause of its own; else nothing (someone named there did it)."""
    before = _CLAUSE.split(match.string[: match.start()])[-1]
    if any(word not in openers for word in _WORD.findall(before.casefold())):
        return ""
    return f"{', ' if _WORD.search(before) else ''}{doer} "


def for_so_long(n: str, unit: str, units: dict[str, str]) -> str:
    """How long, in English, of a number and its unit as typed ("8 varusham", "2 yrs"): "for 8
    years"; ``units`` are the language's own words for them."""
    unit = unit.casefold()
    unit = units.get(unit, unit if unit.endswith("s") else unit + "s")
    return f"for {n} {'years' if unit.startswith('yr') else unit}"


def kin_named(match: re.Match[str], relation: str, name: str, owners: frozenset[str]) -> str:
    """A relation and their name ("my uncle Suresh" of "Suresh babai"), "my" before it unless
    the word before ``match`` is one of ``owners`` (a word already saying whose)."""
    before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
    mine = "" if before[0].casefold() in owners else "my "
    return f"{mine}{relation} {name}"


def kin_read(word: str, before: str, kin: Mapping[str, str], owners: frozenset[str]) -> str:
    """A reader's word for family (``word``, one of ``kin``'s), in English, with "my" when
    nothing before it owns it: no word of ``owners`` nor one ending in "'s" ("achan" is my dad,
    "ente achan" my dad; "appa" my dad, "nam appa" our dad)."""
    owner = before.rstrip().rsplit(None, 1)[-1:] or [""]
    read = kin[word.casefold()]
    if owner[0].casefold() in owners or owner[0].casefold().endswith(("'s", "’s")):
        return read
    return f"my {read}"


def glossed(
    words: str,
    before: str,
    kin: Mapping[str, str],
    others: Mapping[str, str],
    owners: frozenset[str],
) -> str:
    """``words`` with a reader's words for family (``kin``: :func:`kin_read`, ``before`` what
    was said before them) and for ownership and things (``others``) read as English's."""

    def one(match: re.Match[str]) -> str:
        word = match.group(0)
        folded = word.casefold()
        if folded in kin:
            return kin_read(word, before + match.string[: match.start()], kin, owners)
        return others.get(folded, word)

    return _WORD.sub(one, words)


def read_with(
    reads: Callable[[str], bool],
    pattern: re.Pattern[str] | LazyPattern,
    reading: Callable[[re.Match[str]], str],
) -> tuple[Readings, Callable[[str], str]]:
    """``readings`` and ``english`` of a reader whose language ``reads`` tells, whose statements
    ``pattern`` finds and ``reading`` reads in English; ``english`` is cached, its cache (and
    ``reads``'s, when it has one) cleared with every other text cache."""

    def readings(text: str) -> list[tuple[int, int, str]]:
        """Each stretch of ``text`` read otherwise, as (start, end, English), in order; none when
        the text is not in the reader's language."""
        if not reads(text):
            return []
        return [(m.start(), m.end(), reading(m)) for m in pattern.finditer(text)]

    @lru_cache(maxsize=4096)
    def english(text: str) -> str:
        """``text`` with what is in the reader's language read as English (``readings``); the
        rest as it was."""
        if not reads(text):
            return text
        return pattern.sub(reading, text)

    for cache in (reads, english):
        clear = getattr(cache, "cache_clear", None)
        if clear is not None:
            cached_texts(clear)
    return readings, english
