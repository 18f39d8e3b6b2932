"""Numbers said in words, read as digits, for the door's comparisons only.

People who talk to an assistant by voice, or type as they talk, say their numbers: "met forming
five hundred milligrams twice a day", "my cell is eight oh six five five five oh one four two",
"a twenty nineteen cascadia", "sugar was two eighty". What the door compares (a dose, a phone
number, a year, a card number told to it) is written in digits by the rules and by everyone who
types them, so the review, the slots, the secrets and the times read :func:`digits_said` of
what was said; the memory keeps the person's own words.

The numbers themselves are found by ``text2num`` (``find_numbers``: "forty four" is 44, "two
point five" 2.5, "fifteen hundred" 1500). What it leaves as several numbers is joined here the
way people say them:

- digits one by one, or with "oh" for a nought, are one number: "eight oh six five …" is
  8065550142, "thirty three oh eight" 3308, "twenty oh five" 2005;
- two numbers of two figures are one of four: "twenty nineteen" is 2019, "forty one seventy
  two" 4172;
- a figure and a number of two figures is a time after "at", "by", "till" or before "am", "pm"
  or "o'clock" ("at five thirty" is 5:30), and otherwise hundreds ("two eighty" is 280, "a t
  six eighty" a T680).

A lone "one" is left as it is ("the blue one", "no one", "one of them"), and so are ordinals
("my first car") but a day of a month ("the third of march", "march third": 3rd). A dose's unit
said in full after its number is written as on the box ("500 milligrams" is "500 mg"), and a
number told by what it counts is the number ("a decade" is 10 years, "a dozen" 12).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from text_to_num import find_numbers

from .text import cached_texts

__all__ = ["digits_said", "digits_said_runs"]

_NUMBER_WORDS = (
    "zero nought one two three four five six seven eight nine ten eleven twelve thirteen "
    "fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty "
    "seventy eighty ninety hundred thousand million"
).split()
# The words that may say a number, a day of a month, a count or a dose's unit: a text with
# none of them says none (the test every text meets, so a set, not a search).
_NUMBER_VOCABULARY = frozenset(
    _NUMBER_WORDS
    + "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth "
    "thirtieth".split()
)
_COUNT_WORDS = frozenset({"decade", "dozen"})
_UNIT_WORDS = frozenset(
    "milligram milligrams milligramme milligrammes microgram micrograms microgramme "
    "microgrammes millilitre millilitres milliliter milliliters".split()
)
_LETTERS = re.compile(r"[a-z]+")
# A dose's unit said in full after its number: written as on the box.
_UNIT_WORD = re.compile(
    r"(?<=\d)\s*(milligram(?:me)?s?|microgram(?:me)?s?|millilit(?:er|re)s?)\b", re.IGNORECASE
)
_UNITS = {"millig": " mg", "microg": " mcg", "millil": " ml"}
# A number told by what it counts ("quit about a decade ago" is ten years ago).
_COUNTED_WORD = re.compile(r"\b(a\s+decade|a\s+dozen|half\s+a\s+dozen)\b", re.IGNORECASE)
_COUNTED = {"a decade": "10 years", "a dozen": "12", "half a dozen": "6"}
_TOKEN = re.compile(r"[^\W_]+(?:[-'’][^\W_]+)*")
_MONTHS = frozenset(
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec".split()
)
_SCALES = frozenset({"hundred", "thousand", "million"})
# Number words as nouns name no number ("our loved ones", "in their twenties", "hundreds of").
_PLURAL = re.compile(
    r"ones|twos|threes|fours|fives|sixes|sevens|eights|nines|tens|elevens|twelves|twenties|"
    r"thirties|forties|fifties|sixties|seventies|eighties|nineties|hundreds|thousands|millions"
)
_NOUGHT = frozenset({"oh", "o"})
# A figure and two more after these, or before those, is a time of day ("at five thirty").
_TIME_BEFORE = frozenset({"at", "by", "till", "til", "until", "from", "around"})
_TIME_AFTER = re.compile(r"\s*(?:a\.?m\b|p\.?m\b|o['’]?clock\b|oclock\b)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class _Token:
    """A word of the text, as ``find_numbers`` reads one: apart from the word before it when
    anything but a space lies between them ("five, six" are two numbers)."""

    word: str
    apart: bool

    def text(self) -> str:
        return self.word

    def nt_separated(self, previous: object) -> bool:
        return self.apart

    def not_a_number_part(self) -> bool:
        return False


@dataclass(slots=True)
class _Said:
    """One number said, over the words ``first`` to ``last`` (inclusive), as digits."""

    first: int
    last: int
    digits: str
    ordinal: bool = False  # a day of a month ("the third of march": 3rd)
    nought: bool = False  # an "oh" between figures


@lru_cache(maxsize=8192)
def digits_said(text: str) -> str:
    """``text`` with the numbers said in words written in digits ("i'm forty four" → "i'm
    44"), and a dose's unit after a number as it is written ("500 milligrams" → "500 mg");
    ``text`` itself when it says neither. See the module's docstring for how. (Cached: a
    write compares the same few texts many times.)"""
    said = set(_LETTERS.findall(text.casefold()))
    if said.isdisjoint(_NUMBER_VOCABULARY):
        if said.isdisjoint(_UNIT_WORDS) and said.isdisjoint(_COUNT_WORDS):
            return text  # most texts
    else:
        text = _digits_said(text)[0]
    if not said.isdisjoint(_UNIT_WORDS):
        text = _UNIT_WORD.sub(lambda m: _UNITS[m.group(1).casefold()[:6]], text)
    if not said.isdisjoint(_COUNT_WORDS):
        text = _COUNTED_WORD.sub(lambda m: _COUNTED[" ".join(m.group(1).casefold().split())], text)
    return text


def digits_said_runs(text: str) -> tuple[str, tuple[tuple[int, int, int, int], ...]]:
    """The numbers of :func:`digits_said` of ``text`` (its units as said), and each number
    written in digits as (its start and end in the new text, its start and end as said)."""
    if set(_LETTERS.findall(text.casefold())).isdisjoint(_NUMBER_VOCABULARY):
        return text, ()
    return _digits_said(text)


@lru_cache(maxsize=4096)
def _digits_said(text: str) -> tuple[str, tuple[tuple[int, int, int, int], ...]]:
    spans = [m.span() for m in _TOKEN.finditer(text)]
    tokens = [
        _Token(text[a:b], n > 0 and bool(text[spans[n - 1][1] : a].strip()))
        for n, (a, b) in enumerate(spans)
    ]
    found = [
        _Said(o.start, o.end - 1, o.text if o.is_ordinal else _figures(o.value), o.is_ordinal)
        for o in find_numbers(tokens, "en", threshold=0)
        if (not o.is_ordinal or _of_a_month(tokens, o.start, o.end))
        and not any(_PLURAL.fullmatch(t.word.casefold()) for t in tokens[o.start : o.end])
    ]
    out: list[str] = []
    runs: list[tuple[int, int, int, int]] = []
    at = shift = 0
    for run in _runs(_with_noughts(found, tokens), tokens):
        words = [t.word.casefold() for t in tokens[run[0].first : run[-1].last + 1]]
        if words == ["one"]:
            continue  # "the blue one", "no one", "one of them"
        first = run[0].first
        if first and words[0] in _SCALES and tokens[first - 1].word.casefold() in ("a", "an"):
            first -= 1  # "a thousand milligrams" is 1000 of them
        start, end = spans[first][0], spans[run[-1].last][1]
        before = tokens[first - 1].word.casefold() if first else ""
        digits = _joined(run, before, text[end:])
        out += [text[at:start], digits]
        runs.append((start - shift, start - shift + len(digits), start, end))
        shift += (end - start) - len(digits)
        at = end
    return "".join([*out, text[at:]]), tuple(runs)


cached_texts(_digits_said.cache_clear)  # memwarden.text.forget_cached_texts
cached_texts(digits_said.cache_clear)


def _figures(value: float) -> str:
    return str(int(value)) if value == int(value) else repr(value)


def _with_noughts(found: list[_Said], tokens: list[_Token]) -> list[_Said]:
    """``found`` with each "oh" said among figures as a nought: after a number said, or before
    one that another follows ("oh nine twenty seven")."""
    starts = {s.first: s for s in found}
    ends = {s.last for s in found}
    out = list(found)
    for n, token in enumerate(tokens):
        if token.word.casefold() not in _NOUGHT:
            continue
        after = starts.get(n + 1)
        if after is None or (n + 1 < len(tokens) and tokens[n + 1].apart):
            continue
        follows = n - 1 in ends and not token.apart
        if follows or (after.last + 1) in starts:
            out.append(_Said(n, n, "0", nought=True))
    return sorted(out, key=lambda s: s.first)


def _of_a_month(tokens: list[_Token], start: int, end: int) -> bool:
    """Whether the ordinal said over ``start:end`` is a day of a month: after the month's
    name or before it ("march third", "the third of march", "third march"), not "my first
    car" nor "the second time"."""
    before = tokens[start - 1].word.casefold() if start else ""
    after = [t.word.casefold() for t in tokens[end : end + 2]]
    return (
        before in _MONTHS
        or (bool(after) and after[0] in _MONTHS and after[0] != "may")
        or (after[:1] == ["of"] and len(after) > 1 and after[1] in _MONTHS)
    )


def _runs(said: list[_Said], tokens: list[_Token]) -> list[list[_Said]]:
    """The numbers said one straight after another, with nothing but a space between."""
    runs: list[list[_Said]] = []
    for s in said:
        follows = runs and runs[-1][-1].last + 1 == s.first and not tokens[s.first].apart
        if follows and not s.ordinal and not runs[-1][-1].ordinal:
            runs[-1].append(s)
        else:
            runs.append([s])
    return runs


def _joined(run: list[_Said], before: str, after: str) -> str:
    """One run of numbers said, written as it is meant (see the module's docstring)."""
    figures = [s.digits for s in run]
    if len(run) == 1 or not all(f.isdigit() for f in figures):
        return " ".join(figures)
    if any(s.nought for s in run) or len(run) >= 3:
        return "".join(figures)
    first, second = figures
    if len(second) != 2:
        return " ".join(figures)  # "twenty four seven"
    if len(first) == 2:
        return first + second  # "twenty nineteen", "forty one seventy two"
    if len(first) != 1:
        return " ".join(figures)  # "a hundred and twenty five"
    if int(second) < 60 and (before in _TIME_BEFORE or _TIME_AFTER.match(after)):
        return f"{first}:{second}"  # "at five thirty", "three fifteen pm"
    return first + second  # "two eighty", "six eighty"
