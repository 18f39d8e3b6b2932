"""When a statement was true in the world, from what was said (DESIGN §3, event time).

``event_time(text, said_at)`` finds the time phrases of a statement with a few patterns of our
own, reads each relative to the message's own timestamp (``said_at``, never the clock), and
widens it to the period it names. The patterns' own forms are read directly — a relative
phrase by the rules below, a date the patterns took apart ("12 June 2015", "June 12th",
"2015-06-12") by the calendar (``datetime``), the year it leaves out chosen as ``dateparser``
chooses it (the latest one not after ``said_at``; tests/test_eventtime.py compares the two) —
and ``dateparser`` reads any other phrase. (A date through ``dateparser`` cost ~1 ms, and its
first one in a process ~0.5 s of setting up.)

=======================================  ==============================================
said                                     (valid_from, valid_until, past)
=======================================  ==============================================
"since 2019"                             (2019-01-01, None, False)
"I moved to Berlin in March"             (1 March of the latest March ≤ said_at, None, False)
"until June" / "till 2018"               (None, end of that June / 2019-01-01, ended?)
"from 2015 to 2018"                      (2015-01-01, 2019-01-01, True when over)
"last year", "yesterday", "2 weeks ago"  (start of that year / day / day, None, False)
"I've lived here for three years"        (said_at − 3 years, None, False)
"I used to …"                            (…, said_at when nothing else ends it, True)
"I went to the gym on Tuesday"           (the latest Tuesday before said_at's day, None, False)
"I will see her on Tuesday"              (the next Tuesday after said_at's day, None, False)
"tomorrow", "in 2 weeks", "in 3 months"  (that day / day / month, None, False)
"last Christmas", "on Boxing Day 2025"   (24 December of the latest one over / that day, …)
"I finished it in three days"            None: in the past, how long it took, not when
=======================================  ==============================================

Periods are half-open: ``valid_until`` is the first instant after the named period, so
"until June" covers all of June. A month, season or year named alone resolves to the most recent
one not after ``said_at`` (the statement is about what happened) unless the sentence is plainly
about the future ("I'll be there until June"), a plan ("we're planning a trip in October") or
an arrangement ("we're flying to Tokyo in October"), when it is the next one. A day said
without its year ("on 14 December") is the latest one in a text in the past, the next one in a
text about the future, and in a text in neither tense ("the play is on 14 December") the nearer
of the two: said on 1 December, in two weeks rather than a year ago. A weekday alone
("on Tuesday") is read only in a text with a tense: the next one in the future, the latest one
in the past (a past auxiliary or verb: "did", "went", a word in "-ed" that is no adjective); "I
go to the gym on Tuesday" is a habit and names no day. A holiday on a fixed day (Christmas — the
24th to the 26th —, Christmas Eve and Day, Boxing Day, New Year's Eve and Day, Valentine's Day,
Halloween) is read with its year, after last, this or next, or after on, at, over or for ("a
bike for Christmas"); without its year, as a day said without its year. ``past`` says the
statement describes something that no longer holds. ``None`` when no time is said.

A number alone is a year only from 1900 to 2099 ("I paid 2400" is not a time); beside a month or
a season any four-digit year is one ("born on 3 May 1885"), and a month followed by a number
that is no year the calendar holds ("December 9999", "May 12345") names no time at all — never
this year's month.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache, partial
from itertools import islice

from ..patterns import LazyPattern, lazy_compile
from ..spoken import digits_said

__all__ = [
    "DAY_SHORTHAND", "TIME_WORDS", "USED_TO", "WEEKDAYS", "EventTime", "event_time",
    "named_periods",
]  # fmt: skip

EventTime = tuple[datetime | None, datetime | None, bool]

_MONTH_NAMES = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
_MONTH_ABBR = {m[:3]: i + 1 for i, m in enumerate(_MONTH_NAMES)} | {"sept": 9}
_MONTHS = {m: i + 1 for i, m in enumerate(_MONTH_NAMES)} | _MONTH_ABBR
_MONTH = r"(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_SEASON = r"(?:spring|summer|autumn|fall|winter)"
# Holidays on a fixed day, each as the days it names (month, day, how many days): "Christmas"
# alone is the days around it, "Christmas Day" the day. (Holidays that move — Easter,
# Thanksgiving — and "New Year" alone, which is also next year, are not read.)
_HOLIDAYS = {
    "christmas": (12, 24, 3), "xmas": (12, 24, 3), "christmas eve": (12, 24, 1),
    "christmas day": (12, 25, 1), "boxing day": (12, 26, 1), "new years eve": (12, 31, 1),
    "new years day": (1, 1, 1), "valentines day": (2, 14, 1), "halloween": (10, 31, 1),
}  # fmt: skip
_HOLIDAY = (
    r"(?:christmas(?:\s+(?:eve|day)|(?!\s+(?:eve|day)\b))|xmas|boxing\s+day|new\s+year['’]?s\s+(?:eve|day)"
    r"|valentine['’]?s\s+day|halloween)"
)
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = r"(?:" + "|".join(WEEKDAYS) + r")"
# A weekday as people shorten it ("dentist next thurs", "last tues"), after a word that makes
# it one, read as the weekday; not the shortenings that are words too ("sun", "sat", "mon",
# "wed": "by Sun Moon Lake").
_SHORTWEEKDAYS = {
    "tue": "tuesday", "tues": "tuesday", "weds": "wednesday", "thu": "thursday",
    "thur": "thursday", "thurs": "thursday", "fri": "friday",
}  # fmt: skip
_SHORT_WEEKDAY = lazy_compile(
    r"\b(?P<before>(?:next|last|this|on|every|till|til|until|by)\s+)"
    r"(?P<day>" + "|".join(sorted(_SHORTWEEKDAYS, key=lambda w: (-len(w), w))) + r")\b\.?",
    re.IGNORECASE,
)


def _whole_weekdays(text: str) -> str:
    """``text`` with each shortened weekday written whole ("next thurs" → "next thursday")."""
    return _SHORT_WEEKDAY.sub(
        lambda m: m.group("before") + _SHORTWEEKDAYS[m.group("day").casefold()], text
    )


_NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "a few": 3,
    "few": 3,
    "a couple of": 2,
    "a couple": 2,
    "couple of": 2,
    "several": 3,
}
_COUNT = r"(?:\d{1,3}|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"
_UNIT = r"(?:days?|weeks?|months?|years?|decades?)"
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_YEAR = r"(?:19|20)\d{2}"  # a number alone is a year only in these centuries ("I paid 2400")
# Beside a month or a season any year is one: "3 May 1850" is not this year's 3 May.
_FULL_YEAR = r"[1-9]\d{3}(?!\d)"
# Its year, said or counted from now: "Christmas 2025", "Christmas this year"; or, where a
# holiday may stand alone, none (but not a number that is no year: "Christmas 20255").
_HOLIDAY_SAID_YEAR = rf"(?:(?:,|\s+(?:in|of))?\s+{_FULL_YEAR}|\s+(?:last|this|next)\s+year\b)"
_HOLIDAY_YEAR = rf"(?:{_HOLIDAY_SAID_YEAR}|(?!(?:,|\s+(?:in|of))?\s+\d{{4}}))"
# ... and a month followed by a number that is no year names no time ("May 12345").
_NO_YEAR = r"(?!\s+(?:of\s+)?\d)"

# Chat shorthand for the days next to today ("bringing her soup tmrw"), read as the words; the
# question side spells the same out with this table (memwarden.read.shorthand).
DAY_SHORTHAND = {
    "tmrw": "tomorrow", "tmrrw": "tomorrow", "tmrow": "tomorrow", "tmr": "tomorrow",
    "2moro": "tomorrow", "2morrow": "tomorrow", "tomoz": "tomorrow", "yday": "yesterday",
    "ystrdy": "yesterday", "tonite": "tonight", "2nite": "tonight",
}  # fmt: skip
# Lower case, or capitalised as a sentence opens: "TMR" is an acronym.
_SHORT_DAYS = (
    "(?-i:"
    + "|".join(
        f"[{w[0].upper()}{w[0]}]{w[1:]}" if w[0].isalpha() else w
        for w in sorted(DAY_SHORTHAND, key=lambda w: (-len(w), w))
    )
    + ")"
)
# One time expression ("WHEN"), most specific first.
_WHEN = (
    r"(?:\d{4}-\d{2}-\d{2}"
    rf"|{_MONTH}\s+{_DAY}(?:,?\s+{_FULL_YEAR})?|{_DAY}\s+(?:of\s+)?{_MONTH}(?:,?\s+{_FULL_YEAR})?"
    rf"|(?:(?:early|late|mid)[\s-]+)?{_MONTH}(?:\s+(?:of\s+)?{_FULL_YEAR}|{_NO_YEAR})"
    rf"|(?:the\s+)?{_SEASON}(?:\s+(?:of\s+)?{_FULL_YEAR}|{_NO_YEAR})"
    rf"|{_HOLIDAY}{_HOLIDAY_YEAR}"
    rf"|{_YEAR}"
    r"|(?:earlier|later)\s+this\s+(?:year|month|week)"
    rf"|(?:last|this|next|past)\s+(?:{_MONTH}|{_SEASON}|week|month|year|weekend|{_WEEKDAY}"
    rf"|{_HOLIDAY})"
    # (not "the last week of June", a part of June)
    rf"|the\s+(?:last|past)\s+(?:{_COUNT}\s+)?{_UNIT}(?!\s+of\b)"
    rf"|{_COUNT}\s+{_UNIT}\s+ago"
    r"|the\s+day\s+before\s+yesterday|yesterday|today|tonight|last\s+night|tomorrow"
    rf"|{_SHORT_DAYS})"
)
# The same, without a preposition in front: only forms that cannot be another word ("may",
# "fall" and "spring" alone are not times).
_WHEN_BARE = (
    r"(?:\d{4}-\d{2}-\d{2}"
    rf"|{_MONTH}\s+{_DAY}(?:,?\s+{_FULL_YEAR})?|{_DAY}\s+(?:of\s+)?{_MONTH}(?:,?\s+{_FULL_YEAR})?"
    rf"|{_MONTH}\s+(?:of\s+)?{_FULL_YEAR}|(?:the\s+)?{_SEASON}\s+of\s+{_FULL_YEAR}"
    rf"|{_HOLIDAY}{_HOLIDAY_SAID_YEAR}"
    r"|(?:earlier|later)\s+this\s+(?:year|month|week)"
    rf"|(?:last|this|next|past)\s+(?:{_MONTH}|{_SEASON}|week|month|year|weekend|{_WEEKDAY}"
    rf"|{_HOLIDAY})"
    rf"|{_COUNT}\s+{_UNIT}\s+ago"
    r"|the\s+day\s+before\s+yesterday|yesterday|today|tonight|last\s+night|tomorrow"
    rf"|{_SHORT_DAYS})"
)
_FLAGS = re.IGNORECASE
# A weekday after "on", alone ("on Saturday", not "last Saturday").
_LONE_WEEKDAY = lazy_compile(rf"\bon\s+({_WEEKDAY})\b", _FLAGS)
# "on saturday mornings", "on monday nights": a habit, no day.
_NOT_A_HABIT = r"(?!\s+(?:mornings|afternoons|evenings|nights|lunchtimes))"
_RANGE = lazy_compile(
    rf"\b(?:from|between)\s+(?P<a>{_WHEN})\s+(?:to|until|till|through|and|-|–)\s+(?P<b>{_WHEN})\b"
    rf"|\b(?P<ya>{_YEAR})\s*(?:-|–|to)\s*(?P<yb>{_YEAR})\b",
    _FLAGS,
)
# Two days of one month, the month named once: "from the 19th to the 22nd of september",
# "19th-22nd Sept 2033" (read as "from 19 september to 22 september").
_DAYS_OF_A_MONTH = lazy_compile(
    r"\b(?:from\s+)?(?:the\s+)?(?P<d1>[0-3]?\d)(?:st|nd|rd|th)?\s*(?:to|until|till|through|-|–)"
    r"\s*(?:the\s+)?(?P<d2>[0-3]?\d)(?:st|nd|rd|th)?\s+(?:of\s+)?"
    rf"(?P<month>{_MONTH})(?P<year>,?\s+{_FULL_YEAR})?\b",
    _FLAGS,
)
_SINCE = lazy_compile(rf"\bsince\s+(?P<a>{_WHEN})\b", _FLAGS)
_UNTIL = lazy_compile(
    rf"\b(?:until|till|til|through|up\s+to|up\s+until)\s+(?P<b>{_WHEN})\b", _FLAGS
)
_AT = lazy_compile(
    rf"\b(?:(?:back\s+)?in|on|during|around|about|at\s+the\s+end\s+of|at\s+the\s+start\s+of"
    # "the first 2 weeks of january", "the last week of June": read as the whole month
    rf"|(?:the\s+)?(?:first|last|final|second|third|fourth)\s+(?:{_COUNT}\s+)?"
    rf"(?:days?|weeks?|weekends?|fortnight|half)\s+of"
    # "we spent january in mesa", "spent most of March in bed" (not "spent 2000 on the roof")
    rf"|spent(?:\s+(?:all|most|half|part)\s+of)?(?=\s+[^\W\d]))\s+(?P<a>{_WHEN})\b"
    rf"|\b(?P<bare>{_WHEN_BARE})\b|\bon\s+(?P<day>{_WEEKDAY})\b{_NOT_A_HABIT}"
    # "in two weeks", "in 3 days' time", "a month from now": counted forward, as "ago" back
    rf"|\bin\s+(?P<ahead>{_COUNT}\s+{_UNIT})(?:['’]?\s+time)?\b"
    rf"|\b(?P<from_now>{_COUNT}\s+{_UNIT})\s+from\s+(?:now|today)\b"
    # "at Christmas", "over Christmas", "a bike for Christmas", "we spent Christmas at …", "had
    # a quiet Christmas"; "Christmas was at Helen's" (the holiday told of, in the past)
    rf"|\b(?:(?:at|over|for)\s+|(?:spent|had|celebrated|hosted|enjoyed)\s+"
    rf"(?:(?:a|an|our|my|the)\s+(?:[a-z]+\s+)?)?)(?P<holiday>{_HOLIDAY}{_HOLIDAY_YEAR})\b"
    rf"|\b(?P<holiday_was>{_HOLIDAY})(?=\s+(?:was|were|went)\b)",
    _FLAGS,
)
_FOR = lazy_compile(
    rf"\b(?:have|has|'ve|’ve)\s+(?:been\s+)?(?:\w+\s+){{0,4}}?for\s+(?:the\s+(?:last|past)\s+)?"
    rf"(?P<n>{_COUNT})\s+(?P<unit>{_UNIT})\b",
    _FLAGS,
)
# A period placed from a date instead of from the moment of speaking: "the week before August
# 3, 2023", "two weeks before 11 August", "the Sunday before October 25", "last weekend before
# April 10", "the day after 3 May" (a date the patterns read: not a holiday's name).
_ANCHORED = lazy_compile(
    rf"\b(?:(?:the|that|last)\s+)?(?:(?P<n>{_COUNT})\s+)?"
    rf"(?P<unit>days?|weeks?|weekends?|months?|{'|'.join(WEEKDAYS)})\s+"
    rf"(?P<rel>before|after|prior\s+to|following)\s+(?:the\s+)?(?P<a>{_WHEN})\b",
    _FLAGS,
)
# "used to" of what was once so ("I used to live in Leeds"), not of what one is getting used
# to ("still getting used to driving Geoff's old Jazz") or is used to.
USED_TO = r"(?<!getting\s)(?<!get\s)(?<!gets\s)(?<!got\s)(?<!am\s)(?<!is\s)(?<!are\s)used\s+to"
_USED_TO = lazy_compile(r"\b" + USED_TO + r"\b", _FLAGS)
# Time phrases of one kind read per text, in order: a text naming more is read for its first
# ones (each may cost a date parse, ~1 ms: a hostile text naming thousands of dates took
# seconds at every read of it).
_MAX_PHRASES = 32
# A text about what is to come: a future auxiliary, or a plan ("we're planning a trip to Japan
# in October", said in April, is this October, not last).
_FUTURE = lazy_compile(
    r"\b(?:will|'ll|’ll|going\s+to|gonna|shall|planning|plan(?:s)?\s+to|hoping\s+to|about\s+to"
    r"|looking\s+forward|upcoming"
    # … or an arrangement in the present progressive: "we're flying to Tokyo in October"
    r"|(?:am|are|is|'m|’m|'re|’re)\s+(?:flying|travell?ing|visiting|moving|leaving"
    r"|heading|getting\s+married|hosting|throwing|attending))\b",
    _FLAGS,
)
# "On Tuesday" alone may be last week's or the coming one's; the verbs tell which (_weekday).
# The past: an auxiliary or a common irregular verb in the past, or a word ending in "ed" that
# is no adjective after "am", "so", "feel" … ("I'm so excited", "getting married") and no word
# of its own ("need", "hundred"; "used" is both).
_PAST_VERBS = frozenset(
    """
    did was were had went got saw met came made took gave told said bought ate drank ran left
    felt found thought brought spent sent won lost paid wrote began flew drove rode swam sang
    sat slept spoke stood taught wore caught fell forgot heard kept knew rang sold threw woke
    held became broke chose fought grew hid stole led fed built lent
    """.split()
)
_NOT_PAST = frozenset(
    """
    need feed seed speed weed bleed breed proceed succeed exceed indeed embed shed bed red wed
    sled bred hundred sacred naked wicked used
    """.split()
)
_BEFORE_ADJECTIVE = frozenset(
    "am is are be been being feel feels felt get gets getting so very really too quite".split()
)
# "left" after these is a side, not a verb: "the check for the left eye is march 3rd".
_BEFORE_A_SIDE = frozenset(
    "the my his her their your our its a on to far upper lower top bottom front back".split()
)
_WORD = lazy_compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


@dataclass(frozen=True, slots=True)
class _Period:
    start: datetime
    end: datetime  # exclusive


def _naive(dt: datetime) -> datetime:
    return dt.astimezone(UTC).replace(tzinfo=None) if dt.tzinfo else dt


def _add_months(year: int, month: int, months: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) + months
    return index // 12, index % 12 + 1


def _month_period(year: int, month: int, span: int = 1) -> _Period:
    end_year, end_month = _add_months(year, month, span)
    return _Period(datetime(year, month, 1), datetime(end_year, end_month, 1))


def _latest_month(month: int, base: datetime, *, future: bool, strictly: bool = False) -> int:
    """The year of the most recent ``month`` not after ``base`` (or the next one, if future)."""
    if future:
        return (
            base.year
            if month > base.month or (month == base.month and not strictly)
            else (base.year + 1)
        )
    if month < base.month or (month == base.month and not strictly):
        return base.year
    return base.year - 1


def _count(word: str) -> int:
    word = " ".join(word.casefold().split())
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word, 1)


def _dateparser(phrase: str, base: datetime) -> datetime | None:
    # Imported here: dateparser loads its language data on first use, which --help must not pay.
    import dateparser

    return dateparser.parse(
        phrase,
        languages=["en"],
        settings={
            "PREFER_DATES_FROM": "past",
            "RELATIVE_BASE": base,
            "RETURN_AS_TIMEZONE_AWARE": False,
        },
    )


# The dates _WHEN takes apart, as _named_period sees them (case-folded, dots to spaces,
# spaces collapsed): "2015-06-12", "june 12th, 2015", "12th of june 2015" (year optional).
_ISO_DATE = lazy_compile(r"(\d{4})-(\d{2})-(\d{2})")
_MONTH_DAY = lazy_compile(rf"({_MONTH}) ({_DAY})(?:,? ({_FULL_YEAR}))?")
_DAY_MONTH = lazy_compile(rf"({_DAY}) (?:of )?({_MONTH})(?:,? ({_FULL_YEAR}))?")
_DAY_DIGITS = lazy_compile(r"\d+")


def _date(p: str, base: datetime) -> datetime | None:
    """The day a date phrase names; ``None`` when the calendar has no such day.

    A date whose year is left out is the latest one not after ``base`` — for "February 29"
    the latest leap year's — as ``dateparser`` (``PREFER_DATES_FROM: past``) reads it; a day
    no month has ("June 32", "May 0") names no date, where ``dateparser`` read such a number
    as a year and took the day from ``base``. Any other phrase goes to ``dateparser``.
    """
    if m := _ISO_DATE.fullmatch(p):
        return datetime(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    if m := _MONTH_DAY.fullmatch(p):
        month, day, year = m.group(1), m.group(2), m.group(3)
    elif m := _DAY_MONTH.fullmatch(p):
        day, month, year = m.group(1), m.group(2), m.group(3)
    else:
        return _dateparser(p, base)
    number = int(_DAY_DIGITS.match(day).group())  # type: ignore[union-attr]
    if not 1 <= number <= 31:
        return None
    if year is not None:
        return datetime(int(year), _MONTHS[month], number)
    for back in range(9):  # a February 29th is at most eight years back
        try:
            found = datetime(base.year - back, _MONTHS[month], number)
        except ValueError:
            if back == 0 and not (_MONTHS[month] == 2 and number == 29):
                raise  # "April 31": no such day in any year
            continue
        if found <= base:
            return found
    return None


def _period(phrase: str, base: datetime, *, future: bool | None) -> _Period | None:
    """The period a time expression names, relative to ``base`` (naive UTC); ``None`` when it
    names none or falls outside the calendar (year 1 minus a decade). ``future``: the text is
    about what is to come, not (False), or in neither tense (None: a date without its year is
    the nearer one; anything else is read as for False)."""
    try:
        return _named_period(phrase, base, future=future)
    except (ValueError, OverflowError):
        return None


def _at(
    m: re.Match[str], base: datetime, past: Callable[[], bool], *, future: bool
) -> _Period | None:
    """The period of an :data:`_AT` phrase; ``past`` tells whether its text is in the past."""
    if m.group("day"):
        return _weekday(m.group("day"), base, past, future=future)
    if m.group("from_now"):
        return _period(f"{m.group('from_now')} from now", base, future=True)
    if m.group("ahead"):
        # "I'll be there in two weeks"; in a text about the past it is how long something
        # took ("I finished it in 3 days"), no time.
        if future or not past():
            return _period(f"{m.group('ahead')} from now", base, future=True)
        return None
    if m.group("holiday_was"):  # "Christmas was at Helen's": told in the past
        return _period(m.group("holiday_was"), base, future=False)
    phrase = m.group("a") or m.group("bare") or m.group("holiday")
    if not future and _UNDATED.search(phrase) and not _clause_past(m):
        return _period(phrase, base, future=None)  # a day in no tense: the nearer one
    return _period(phrase, base, future=future)


# Where a clause ends: "kayla's test is wed dec 9 at the bmv, i swapped my run" says the test's
# day in a clause of its own, in the present.
_CLAUSE_END = lazy_compile(r"[,;:.!?\n]|\s[—–-]\s|\b(?:but|and|so|because)\b", _FLAGS)


def _clause_past(m: re.Match[str]) -> bool:
    """Whether the clause holding an :data:`_AT` phrase is in the past: a day without its year
    is read by the tense it is said in, not by another clause's ("i swapped my run")."""
    text, (start, end) = m.string, m.span()
    ends = [c.span() for c in _CLAUSE_END.finditer(text)]
    before = max((e for s, e in ends if e <= start), default=0)
    after = min((s for s, e in ends if s >= end), default=len(text))
    return _in_past(text[before:after])


# A phrase that may be a day without its year ("14 December", "June 3rd", "Christmas"): a day's
# number or a holiday, and no year (the tense is read only for these).
_UNDATED = lazy_compile(
    rf"^(?!.*{_FULL_YEAR})(?:(?=.*{_MONTH}).*\d|(?!.*\b(?:last|this|next|past)\s).*{_HOLIDAY})",
    _FLAGS,
)


def _weekday(
    name: str, base: datetime, past: Callable[[], bool], *, future: bool
) -> _Period | None:
    """A lone weekday ("on Tuesday"): the next one in a text about the future, the latest before
    the day of ``base`` in a text about the past, else none — a habit ("I go to the gym on
    Tuesday"), or a tense the rules do not read. Read as "next Tuesday" or "last Tuesday"."""
    if future:
        return _period(f"next {name}", base, future=True)
    return _period(f"last {name}", base, future=False) if past() else None


def _in_past(text: str) -> bool:
    """Whether ``text`` says something in the past tense (see :data:`_PAST_VERBS`): one pass
    over its words."""
    before = ""
    for m in _WORD.finditer(_BEFORE_A_DATE.sub(" ", text.casefold())):
        word = m.group(0).replace("’", "'")
        if word in _PAST_VERBS and not (word == "left" and before in _BEFORE_A_SIDE):
            return True
        if (
            len(word) > 4
            and word.endswith("ed")
            and word not in _NOT_PAST
            and before not in _BEFORE_ADJECTIVE
            and not before.endswith(("'m", "'re", "'s"))
        ):
            return True
        before = word
    return False


# "sat" is a weekday, not a verb, just before a date ("the party is sat dec 12").
_BEFORE_A_DATE = lazy_compile(rf"\bsat(?=\.?\s+(?:{_MONTH}|\d))", _FLAGS)


def _named_period(phrase: str, base: datetime, *, future: bool | None) -> _Period | None:
    p = " ".join(phrase.casefold().replace(".", " ").split())
    p = re.sub(r"^(?:early|late|mid)[\s-]+", "", p)
    p = DAY_SHORTHAND.get(p, p)
    day = datetime(base.year, base.month, base.day)
    if p in ("today", "tonight"):
        return _Period(day, day + timedelta(days=1))
    if p in ("yesterday", "last night"):
        return _Period(day - timedelta(days=1), day)
    if p == "tomorrow":
        return _Period(day + timedelta(days=1), day + timedelta(days=2))
    if p == "the day before yesterday":
        return _Period(day - timedelta(days=2), day - timedelta(days=1))
    # "2 weeks ago" counts back from the day said, "2 weeks from now" (or "in 2 weeks") on:
    # the day, the month or the year N units away.
    if m := re.fullmatch(rf"({_COUNT}) ({_UNIT}) (ago|from now)", p):
        n, unit = _count(m.group(1)), m.group(2).rstrip("s")
        n = -n if m.group(3) == "ago" else n
        if unit in ("day", "week"):
            start = day + timedelta(days=n * (7 if unit == "week" else 1))
            return _Period(start, start + timedelta(days=1))
        if unit == "month":
            return _month_period(*_add_months(base.year, base.month, n))
        year = base.year + n * (10 if unit == "decade" else 1)
        return _Period(datetime(year, 1, 1), datetime(year + 1, 1, 1))
    if m := re.fullmatch(rf"the (?:last|past) (?:({_COUNT}) )?({_UNIT})", p):
        n, unit = _count(m.group(1) or "1"), m.group(2).rstrip("s")
        days = {"day": 1, "week": 7, "month": 30, "year": 365, "decade": 3652}[unit] * n
        return _Period(day - timedelta(days=days), day + timedelta(days=1))
    if m := re.fullmatch(r"(earlier|later) this (year|month|week)", p):
        # "earlier this year": this year up to the day said; "later this year": from it on
        whole = _relative("this", m.group(2), base, day)
        if m.group(1) == "earlier":
            return _Period(whole.start, max(day, whole.start + timedelta(days=1)))
        return _Period(min(day, whole.end - timedelta(days=1)), whole.end)
    if m := re.fullmatch(
        rf"(last|this|next|past) ({_MONTH}|{_SEASON}|week|month|year|weekend|{_WEEKDAY})", p
    ):
        return _relative(m.group(1), m.group(2), base, day)
    if m := re.fullmatch(rf"(?:the )?({_SEASON})(?: (?:of )?({_FULL_YEAR}))?", p):
        return _season(m.group(1), int(m.group(2)) if m.group(2) else None, base, future=future)
    if re.fullmatch(_YEAR, p):
        return _Period(datetime(int(p), 1, 1), datetime(int(p) + 1, 1, 1))
    if m := _HOLIDAY_PHRASE.fullmatch(p):
        which, name, year, counted = m.groups()
        if counted is not None:  # "Christmas last year": that year's
            year = str(base.year + {"last": -1, "this": 0, "next": 1}[counted])
        return _holiday(which, name, year, base, day, future)
    if m := re.fullmatch(rf"({_MONTH})(?: (?:of )?({_FULL_YEAR}))?", p):
        month = _MONTHS[m.group(1)]
        year = int(m.group(2)) if m.group(2) else _latest_month(month, base, future=future)
        return _month_period(year, month)
    parsed = _date(p, base)
    if parsed is None:
        return None
    start = datetime(parsed.year, parsed.month, parsed.day)
    if not re.search(_FULL_YEAR, p):
        start = _undated(start, day, future)
    return _Period(start, start + timedelta(days=1))


_HOLIDAY_PHRASE = lazy_compile(
    rf"(?:(last|this|next|past) )?({_HOLIDAY})"
    rf"(?:(?:,| in| of)? ({_FULL_YEAR})| (last|this|next) year)?"
)


def _holiday(
    which: str | None,
    name: str,
    year: str | None,
    base: datetime,
    day: datetime,
    future: bool | None,
) -> _Period:
    """The days a holiday names: of the year said; "last Christmas" the latest one over before
    ``day``, "next" the first after it, "this" this year's; with neither, as a day said without
    its year (:func:`_undated`)."""
    month, first, days = _HOLIDAYS[" ".join(name.replace("'", "").replace("’", "").split())]
    if year is not None:
        start = datetime(int(year), month, first)
    else:
        start = datetime(base.year, month, first)
        if which in ("last", "past"):
            if start + timedelta(days=days) > day:
                start = start.replace(year=start.year - 1)
        elif which == "next":
            if start <= day:
                start = start.replace(year=start.year + 1)
        elif which != "this":
            start = _undated(start, day, future)
    return _Period(start, start + timedelta(days=days))


def _undated(latest: datetime, day: datetime, future: bool | None) -> datetime:
    """A date said without its year (``latest``: its latest year not after ``day``, as
    :func:`_date` reads it): that one in a text about the past, the first on or after ``day``
    in a text about the future ("I'll see her on 3 January", said in December: next January),
    and in a text in neither tense the nearer of the two ("the play is on 14 December", said
    on 1 December: in two weeks, not a year ago)."""
    if latest > day and not future:
        latest = latest.replace(year=latest.year - 1)  # from dateparser: the year before
    if future is False or latest >= day:
        return latest
    ahead = None
    for year in range(day.year, day.year + 9):  # a February 29th is at most eight years on
        try:
            found = latest.replace(year=year)
        except ValueError:
            continue
        if found >= day:
            ahead = found
            break
    if ahead is None:
        return latest
    return ahead if future or ahead - day < day - latest else latest


def _relative(which: str, unit: str, base: datetime, day: datetime) -> _Period:
    if unit in _SEASONS:
        period = _season(unit, None, base, future=which == "next")
        if which == "last" and period.end > day:
            period = _season(unit, period.start.year - 1, base, future=False)
        return period
    if unit.rstrip(".") in _MONTHS:
        month = _MONTHS[unit.rstrip(".")]
        if which == "next":
            return _month_period(_latest_month(month, base, future=True, strictly=True), month)
        return _month_period(
            _latest_month(month, base, future=False, strictly=which != "this"), month
        )
    if unit in WEEKDAYS:  # "last Tuesday": the latest before today; "next": the first after
        ahead = WEEKDAYS.index(unit) - day.weekday()
        if which in ("last", "past"):
            start = day - timedelta(days=-ahead % 7 or 7)
        elif which == "next":
            start = day + timedelta(days=ahead % 7 or 7)
        else:  # "this Tuesday": this week's (weeks start on Monday)
            start = day + timedelta(days=ahead)
        return _Period(start, start + timedelta(days=1))
    shift = {"last": -1, "past": -1, "this": 0, "next": 1}[which]
    if unit == "year":
        return _Period(datetime(base.year + shift, 1, 1), datetime(base.year + shift + 1, 1, 1))
    if unit == "month":
        return _month_period(*_add_months(base.year, base.month, shift))
    monday = day - timedelta(days=day.weekday()) + timedelta(weeks=shift)
    if unit == "weekend":
        saturday = monday + timedelta(days=5)
        return _Period(saturday, saturday + timedelta(days=2))
    return _Period(monday, monday + timedelta(weeks=1))


def _season(name: str, year: int | None, base: datetime, *, future: bool) -> _Period:
    first = _SEASONS[name]
    if year is None:
        year = _latest_month(first, base, future=future)
    return _month_period(year, first, 3)


def _aware(dt: datetime | None) -> datetime | None:
    return dt.replace(tzinfo=UTC) if dt is not None else None


# A word of habit in the clause before a weekday: what is done on it, not when (above).
_HABIT_BEFORE = lazy_compile(r"\b(?:always|usually|normally|generally)\b[^,.;!?]*$", re.IGNORECASE)


def event_time(text: str, said_at: datetime) -> EventTime | None:
    """``(valid_from, valid_until, past)`` said in ``text``, relative to ``said_at``; else ``None``.

    ``said_at`` is the message's own time (naive means UTC); the results are aware UTC.
    """
    if not isinstance(said_at, datetime):
        raise TypeError("said_at must be a datetime")
    base = _naive(said_at)
    text = _whole_weekdays(unicodedata.normalize("NFKC", digits_said(text)))
    future = bool(_FUTURE.search(text))
    text = _DAYS_OF_A_MONTH.sub(partial(_both_days_named, future=future), text)
    used_to = bool(_USED_TO.search(text))
    start = end = None
    if m := _RANGE.search(text):
        # A range still to come ("coming to stay from the 19th to the 22nd of september") is
        # the next one; any other, the last.
        a = _period(m.group("a") or m.group("ya"), base, future=future)
        b = _period(m.group("b") or m.group("yb"), base, future=future)
        if a and b and a.start < b.end:
            start, end = a.start, b.end
    if start is None and end is None:
        if m := _SINCE.search(text):
            start = (p := _period(m.group("a"), base, future=False)) and p.start
        if m := _UNTIL.search(text):
            end = (p := _period(m.group("b"), base, future=future)) and p.end
        if start is None and (m := _FOR.search(text)):
            try:
                start = _for_start(_count(m.group("n")), m.group("unit"), base)
            except (ValueError, OverflowError):
                start = None
        if start is None and end is None and (m := _ANCHORED.search(text)):
            p = _anchored(m, base, future=future)
            start = p.start if p is not None else None
        if start is None and end is None:
            past = cache(partial(_in_past, text))  # read once, if a phrase needs the tense
            # Two weekdays, each with what is done on it, are a week's habits ("the laiki
            # market on Saturday, church on Sunday"): they date no statement.
            habits = len({d.casefold() for d in _LONE_WEEKDAY.findall(text)}) > 1
            for m in islice(_AT.finditer(text), _MAX_PHRASES):
                if habits and m.group("day"):
                    continue
                if m.group("day") and _HABIT_BEFORE.search(text, max(0, m.start() - 40), m.start()):
                    continue  # "majlis outside always full on friday": a habit, no date
                p = _at(m, base, past, future=future)
                if p is not None:
                    start = p.start
                    break
    if start is None and end is None and not used_to:
        return None
    if used_to and end is None:
        end = base  # over by the time it was said, when nothing says when it ended
    if start is not None and end is not None and not start < end:
        start = None
    past = used_to or (end is not None and end <= base and not future)
    return _aware(start), _aware(end), past


def _both_days_named(m: re.Match[str], *, future: bool) -> str:
    """A range of days with the month named once, with it named twice (:data:`_DAYS_OF_A_MONTH`)
    — when its year is named, or the statement is of what is still to come: without either,
    which year is meant is unsure ("LISBON IS BOOKED ✈️ 12–22 sept", said in June, is not the
    last September's), and a range's end would close the statement's truth, so it is left as
    it was said (its last day read as a date)."""
    month, year = m.group("month"), m.group("year") or ""
    if not year and not future:
        return m.group(0)
    return f"from {m.group('d1')} {month}{year} to {m.group('d2')} {month}{year}"


# A word every time phrase above needs (a month, a weekday, a season, a unit, "yesterday", …) —
# or a digit.
TIME_WORDS = frozenset(_MONTHS) | frozenset(WEEKDAYS) | {
    "spring", "summer", "autumn", "fall", "winter", "yesterday", "today", "tonight", "night",
    "tomorrow", *DAY_SHORTHAND, "christmas", "xmas", "halloween",
    "day", "days", "week", "weeks", "weekend", "weekends", "month", "months", "year", "years",
    "decade", "decades",
}  # fmt: skip

# A time phrase of named_periods' patterns is letters, digits, spaces, "," and "-–", an
# apostrophe ("New Year's Eve"), and a "." only right after a month ("Sept. 12"); none has a
# lookbehind. So no phrase spans another character, nor any other ".": at those a long text is
# cut into pieces, and only the pieces that may hold a time phrase are searched.
_BREAK = lazy_compile(
    r"[^\w\s,.\-–'’]+|\."
    + "".join(  # a "." not right after a month's name ("Sept."), one lookbehind per length
        "(?<!" + "|".join(name + r"\." for name in names) + ")"
        for names in (
            sorted(m for m in _MONTHS if len(m) == n) for n in sorted({len(m) for m in _MONTHS})
        )
    ),
    re.IGNORECASE,
)
# Where a time phrase may be, found in one scan: a digit, or a whole word of TIME_WORDS (every
# phrase holds one) — in case-folded ASCII text (where a place is the same), else
# case-insensitively (the patterns' own "i" matches "ı" and "İ", which case-fold otherwise).
_TIME_WORDS = "|".join(sorted(TIME_WORDS, key=len, reverse=True))
_TIME_HIT_ASCII = lazy_compile(rf"\d|(?<![a-z])(?:{_TIME_WORDS})(?![a-z])")
_TIME_HIT = lazy_compile(rf"\d|(?<![^\W\d_])(?:{_TIME_WORDS})(?![^\W\d_])", re.IGNORECASE)


def _stretches(text: str) -> list[tuple[int, int]]:
    """The stretches of ``text`` to search, as (start, end): each run of consecutive pieces
    holding a digit or a time word; none when the text holds neither (most texts).

    Searching them (``pattern.finditer(text, start, end)``) finds exactly what searching the
    whole text finds: no match crosses a cut, and at a stretch's ends the text is a cut (or
    its own end), which ``\\b`` and the patterns' lookaheads read as they read the end of the
    text. A long chat turn names few times: most of its sentences cost one scan for those
    words, not the patterns (tests/test_eventtime.py compares the two ways).
    """
    if text.isascii():
        hits = [m.start() for m in _TIME_HIT_ASCII.finditer(text.lower())]
    else:
        hits = [m.start() for m in _TIME_HIT.finditer(text)]
    if not hits:
        return []
    out: list[tuple[int, int]] = []
    start = 0
    at = 0  # the first hit not before ``start``
    kept = False
    for cut in (*_BREAK.finditer(text), None):
        end = len(text) if cut is None else cut.start()
        while at < len(hits) and hits[at] < start:
            at += 1
        if at < len(hits) and hits[at] < end:
            if kept:
                out[-1] = (out[-1][0], end)
            else:
                out.append((start, end))
            kept = True
        elif end > start:
            kept = False
        if cut is not None:
            start = cut.end()
    return out


def _finditer(
    pattern: LazyPattern, text: str, stretches: list[tuple[int, int]]
) -> Iterator[re.Match[str]]:
    return (m for start, end in stretches for m in pattern.finditer(text, start, end))


def named_periods(
    text: str, said_at: datetime, *, ahead: bool = False
) -> list[tuple[datetime, datetime]]:
    """Every period the time phrases of ``text`` name, relative to ``said_at``, in the order
    they appear: "from 2015 to 2018" as one period, "since 2019" up to ``said_at``, "in March",
    "last summer", "2 weeks ago" (that day), … — aware UTC, half-open ``(start, end)``.
    ``ahead``: the text is about what is to come whatever its verbs say ("What's on in
    August?"), so a month or a day without its year is the coming one.

    The read path uses it for a question's time ("what did I do last summer?") and for the
    times a verbatim turn names; ``event_time`` reduces the same phrases to a statement's
    validity instead.
    """
    text = _whole_weekdays(unicodedata.normalize("NFKC", text))
    stretches = _stretches(text)
    if not stretches:
        return []  # most texts name no time: one cheap scan instead of the full patterns
    base = _naive(said_at)
    future = ahead or bool(_FUTURE.search(text))
    found: list[tuple[int, datetime, datetime]] = []
    taken: list[tuple[int, int]] = []
    for m in islice(_finditer(_RANGE, text, stretches), _MAX_PHRASES):
        a = _period(m.group("a") or m.group("ya"), base, future=False)
        b = _period(m.group("b") or m.group("yb"), base, future=False)
        if a and b and a.start < b.end:
            found.append((m.start(), a.start, b.end))
            taken.append(m.span())
    for m in islice(_finditer(_SINCE, text, stretches), _MAX_PHRASES):
        p = _period(m.group("a"), base, future=False)
        if p is not None and p.start < base and not _inside(m.span(), taken):
            found.append((m.start(), p.start, base))
            taken.append(m.span())
    for m in islice(_finditer(_ANCHORED, text, stretches), _MAX_PHRASES):
        if _inside(m.span(), taken):
            continue
        p = _anchored(m, base, future=future)
        if p is not None:
            found.append((m.start(), p.start, p.end))
            taken.append(m.span())
    past = cache(partial(_in_past, text))  # read once, if a phrase needs the tense
    for m in islice(_finditer(_AT, text, stretches), _MAX_PHRASES):
        if _inside(m.span(), taken):
            continue
        p = _at(m, base, past, future=future)
        if p is not None:
            found.append((m.start(), p.start, p.end))
    found.sort(key=lambda f: f[0])
    return [(s.replace(tzinfo=UTC), e.replace(tzinfo=UTC)) for _, s, e in found]


def _anchored(m: re.Match[str], base: datetime, *, future: bool) -> _Period | None:
    """The period of an :data:`_ANCHORED` phrase, from the period D it is placed against
    (read relative to ``base``; ``None`` when D is not a date the patterns read): "the week
    before D" is the seven days before D; "two weeks before D" the day fourteen days before D
    (widened by the reader, as "two weeks ago" is); "the weekend / the Sunday before D" the
    last one that ends before D begins; "after" the same way forward from D's end."""
    anchor = _period(m.group("a"), base, future=future)
    if anchor is None:
        return None
    unit = m.group("unit").casefold()
    before = m.group("rel").casefold() not in ("after", "following")
    n = _count(m.group("n")) if m.group("n") else None
    try:
        weekend = unit.startswith("weekend")
        if weekend or unit in WEEKDAYS:
            first = 5 if weekend else WEEKDAYS.index(unit)
            length = timedelta(days=2 if weekend else 1)
            if before:
                start = anchor.start - timedelta(days=1)
                while start.weekday() != first or start + length > anchor.start:
                    start -= timedelta(days=1)
            else:
                start = anchor.end
                while start.weekday() != first:
                    start += timedelta(days=1)
            return _Period(start, start + length)
        unit = unit.rstrip("s")
        days = {"day": 1, "week": 7, "month": 30}[unit]
        if n is None:  # "the week before D": the whole week before D
            if before:
                return _Period(anchor.start - timedelta(days=days), anchor.start)
            return _Period(anchor.end, anchor.end + timedelta(days=days))
        day = (
            anchor.start - timedelta(days=n * days)
            if before
            else anchor.start + timedelta(days=n * days)
        )
        return _Period(day, day + timedelta(days=1))
    except (ValueError, OverflowError):
        return None


def _inside(span: tuple[int, int], taken: list[tuple[int, int]]) -> bool:
    return any(span[0] < end and start < span[1] for start, end in taken)


def _for_start(n: int, unit: str, base: datetime) -> datetime:
    unit = unit.casefold().rstrip("s")
    if unit in ("day", "week"):
        return base - timedelta(days=n * (7 if unit == "week" else 1))
    months = n * {"month": 1, "year": 12, "decade": 120}[unit]
    year, month = _add_months(base.year, base.month, -months)
    return datetime(year, month, min(base.day, 28))
