"""Time in the question: "last summer", "in 2023", "two weeks ago", "in two weeks", "when did …"
(DESIGN §6).

:func:`query_time` finds the time phrases of a query with the write path's own patterns and
``dateparser`` (:func:`memwarden.write.eventtime.named_periods`), resolved against the query's
reference time — ``as_of`` when given, else now — never the write clock. The result is a
*preference*, not a filter: recall multiplies the relevance of a memory whose time falls in the
window by ``1 + WINDOW_BOOST`` (see :func:`memwarden.read.fusion.with_time`). A memory with no
relevance has none to multiply, so the preference never lifts anything above the floor, and an
answer whose time is unknown or misread is still found, only lower. The one exception is a
question that names a time and asks about nothing else ("what happened on 12 June 2024?",
"what's coming up this month?": ``QueryTime.only``): the memories of that time are then its
answer, through a small signal of their own (``time_weight`` in :mod:`memwarden.read.fusion`).

A narrow window is also a source of candidates (``read/recall.py``, ``_of_the_time``): the
memories whose time is in it, or that were said up to ``SAID_AFTER`` after it (and may name it:
"yesterday I went bowling"), are scored by words and by meaning like the other signals'
candidates — a question that names its day is often answered by a turn that shares few of its
words. When the windows hold more than ``WINDOW_CANDIDATES`` memories together ("in 2023"),
none brings any.

A memory's time, for the window:

* a statement (not an episode) with an event time: ``valid_from``/``valid_until`` — a closed
  period must overlap the window; an open one counts where it is known to begin (or end): "I
  moved to Berlin in March" is about March, not about every month since;
* otherwise — a verbatim turn, or a statement with no event time — the moment it was said
  (``provenance.said_at``, else ``valid_from``, else ``recorded_at``) and every period its text
  names relative to that moment ("we went camping last week").

A question that asks for a time ("when did …", "what year …", "how long ago …") prefers
memories that *carry* one: a statement with an event time, or a text that names a time — a turn
saying "I went there yesterday" answers "when" better than one that only mentions the place.
That preference (``DATED_BOOST``) is smaller than the window's.

Short relative windows are widened, because people round: "two weeks ago" (or "two weeks
before August 11", or "in two weeks") is that day ± 3 days, "3 days ago" ± 1 day (a quarter of
the distance, at least a day). A period placed from a date — "the week before August 3,
2023", "the Sunday before October 25" — is counted from that date, not from the reference time.
Several phrases give several windows; a memory in any of them is preferred.

The days ahead are read here, not by the write path's phrases (which name calendar periods:
"next week", "next month"): "in the next couple of weeks", "over the next few days", "the
coming weeks" are a window from the reference time on, as long as they say and a quarter more
(people round: "the dentist in two weeks" is in "the next couple of weeks"); "coming up" or
"upcoming" with no time named at all is the next :data:`UPCOMING` (90 days) — "What's coming
up?" is answered by what was planned for the coming season, and "my upcoming trips" prefers
the trips in it; "my next dentist appointment" prefers what is planned within :data:`NEXT` (a
year) over the appointment that is over.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from ..clock import format_time
from ..model import Kind, MemoryRecord
from ..text import terms
from ..write.eventtime import _COUNT, _NUMBER_WORDS, TIME_WORDS, _count, _in_past, named_periods
from .kept import Kept
from .shorthand import SHORTHAND

__all__ = [
    "DATED_BOOST",
    "SAID_AFTER",
    "WINDOW_BOOST",
    "WINDOW_CANDIDATES",
    "QueryTime",
    "in_window",
    "query_time",
    "time_boosts",
    "told_in_window",
]

# Measured on the LoCoMo and LongMemEval dev files (docs/benchmarks.md, "Recall"): no rule names
# a question or a conversation. A memory in the window the question names counts double: a
# question that names its time ("in January 2022", "on 1 May") is mostly answered there, and
# a memory outside it still wins when it is more than twice as relevant. A "when …" question
# prefers a memory that carries a time by 30 % (0.1 until the seventh session's sweep: 0.2–0.5
# level on the dev file, 0.3 best at R@1 and R@5).
WINDOW_BOOST = 1.0
DATED_BOOST = 0.3
# The memories of a window the query names are candidates of their own (read/recall.py,
# _of_the_time): those whose time is in it or that were said up to two weeks after it (which may
# name it: "last week", "two weeks ago"); when the windows together hold more, none brings any.
WINDOW_CANDIDATES = 200
SAID_AFTER = timedelta(days=14)

_ASKS_WHEN = re.compile(
    r"^\W*(?:when\b|what\s+(?:year|month|day|date|time)\b|how\s+long\s+ago\b"
    r"|(?:in\s+)?which\s+(?:year|month|day)\b)",
    re.IGNORECASE,
)
_AGO = re.compile(
    rf"\b(?:(?P<in>in)\s+)?(?P<n>{_COUNT})\s+(?P<unit>days?|weeks?)\b"
    r"(?(in)|\s+(?:ago|before|after|prior\s+to|following|from\s+(?:now|today))\b)",
    re.IGNORECASE,
)
_POINT = timedelta(microseconds=1)
# The days ahead: "in the next couple of weeks", "over the next few days", "the coming weeks"
# — from the reference time on (the write path's phrases name calendar periods: "next week").
_AHEAD = re.compile(
    rf"\b(?:in|over|within|during|for)\s+the\s+(?:next|coming)\s+(?:(?P<n>{_COUNT})\s+)?"
    r"(?P<unit>days?|weeks?|months?)\b|\bthe\s+coming\s+(?P<units>days|weeks|months)\b",
    re.IGNORECASE,
)
# What is coming, with no time named: "What's coming up?", "my upcoming trips".
_UPCOMING = re.compile(
    r"\b(?:coming\s+up|upcoming|lined\s+up|on\s+the\s+horizon|ahead\s+of\s+(?:me|us))\b",
    re.IGNORECASE,
)
UPCOMING = timedelta(days=90)
# A question about what is planned, whose month or day is then the coming one: "What's on in
# August?", "wat have i got on in september", "anything booked in July?", "what am I doing in
# March?" (not "what did I do in August?", "what was on in March?").
_ASKS_AHEAD = re.compile(
    r"\b(?:what['’]?s|whats|what\s+is|anything|something|what\s+(?:have|do)\s+(?:i|we)(?:\s+got)?"
    r"|(?:have|has|do|did)\s+(?:i|we)\s+got|i['’]?ve\s+got|got)\s+on\b"
    r"|\b(?:what['’]?s|whats|what\s+is|anything|something)\s+(?:happening|going\s+on|coming\s+up)\b"
    r"|\b(?:booked|planned|scheduled|lined\s+up)\s+(?:in|for|on)\b"
    r"|\bwhat\s+(?:am|are)\s+(?:i|we)\s+(?:doing|up\s+to)\b"
    r"|\b(?:my|our)\s+plans?\s+(?:for|in|on)\b",
    re.IGNORECASE,
)
# "My next dentist appointment", "the band's next gig": the next one, within a year (not "next
# week", "next time", which the write path's phrases read or which name no time).
_NEXT = re.compile(
    r"\b(?:my|our|the|his|her|their|your|\w+['’]s)\s+next\s+(?!(?:week|month|year|day|weekend"
    r"|time|times|morning|afternoon|evening|night|summer|winter|spring|autumn|fall|step|steps"
    r"|few|couple|one|two|three|four|five|six|seven|eight|nine|ten|\d)\b)\w",
    re.IGNORECASE,
)
NEXT = timedelta(days=365)
_UNIT_DAYS = {"d": 1, "w": 7, "m": 30}


@dataclass(frozen=True, slots=True)
class QueryTime:
    """What a query says about time: the windows it names (aware UTC, half-open) and whether
    it asks for a time."""

    windows: tuple[tuple[datetime, datetime], ...] = ()
    asks_when: bool = False
    # It names a time and asks about nothing else: "what happened on 12 June?", "what did I
    # do last weekend?" — the memories of that time are then its answer (read/fusion.py).
    only: bool = False

    @property
    def active(self) -> bool:
        return bool(self.windows) or self.asks_when

    def explain(self) -> dict[str, object]:
        return {
            "windows": [[format_time(a), format_time(b)] for a, b in self.windows],
            "asks_when": self.asks_when,
            "only": self.only,
        }


def query_time(query: str, reference: datetime) -> QueryTime:
    """The time preference of ``query``, resolved against ``reference`` (as_of, else now)."""
    if reference.tzinfo is None:
        reference = reference.replace(tzinfo=UTC)
    windows = named_periods(query, reference, ahead=_ASKS_AHEAD.search(query) is not None)
    slack = _slack(query)
    if slack:
        windows = [_widen(a, b, slack) for a, b in windows]
    windows += _ahead(query, reference, named=bool(windows))
    return QueryTime(
        windows=tuple(dict.fromkeys(windows)),
        asks_when=bool(_ASKS_WHEN.search(query)),
        only=bool(windows) and all(_of_time_only(word) for word in terms(query)),
    )


# The words a question about a time may hold besides it, asking about nothing else: what
# places a time ("last", "ago", "early", and the counts the time phrases read: "two",
# "couple"), and what asks what went on then, or what is planned for it.
_TIME_ONLY_WORDS = TIME_WORDS | {w for count in _NUMBER_WORDS for w in count.split()} | {
    "last", "next", "past", "ago", "early", "late", "earlier", "later", "mid", "middle",
    "beginning", "end",
    "start", "around", "during", "before", "after", "since", "until", "till", "half",
    "happen", "happened", "happens", "happening", "anything", "something", "everything",
    "get", "got", "go", "went", "going", "gone", "remind",
    # … or what is planned then: "What's coming up this month?", "my plans for next week"
    "coming", "upcoming", "plan", "plans", "planned", "planning", "schedule", "scheduled",
    "due", "calendar", "agenda", "diary", "booked", "ahead", "lined", "horizon", "within",
}  # fmt: skip


def _of_time_only(word: str) -> bool:
    return (
        word in _TIME_ONLY_WORDS
        or SHORTHAND.get(word) in _TIME_ONLY_WORDS  # "tmrw": read/shorthand.py
        or any(ch.isdigit() for ch in word)
    )


def _ahead(query: str, reference: datetime, *, named: bool) -> list[tuple[datetime, datetime]]:
    """The days ahead ``query`` names from ``reference``: "the next couple of weeks" is the
    next 14 days and a quarter more (people round), "the coming weeks" three; "coming up" or
    "upcoming" with no time named at all (``named``), the next :data:`UPCOMING`; "my next
    appointment", the next :data:`NEXT`."""
    out = []
    for m in _AHEAD.finditer(query):
        unit = (m.group("unit") or m.group("units")).lower()
        count = _count(m.group("n")) if m.group("n") else 3 if unit.endswith("s") else 1
        days = count * _UNIT_DAYS[unit[0]]
        out.append((reference, _capped(reference, days + max(1, days // 4))))
    if not out and not named:
        if _UPCOMING.search(query):
            out.append((reference, _capped(reference, UPCOMING.days)))
        elif _NEXT.search(query) and not _in_past(query):  # "how did the next part go?"
            out.append((reference, _capped(reference, NEXT.days)))
    return out


def _capped(start: datetime, days: int) -> datetime:
    try:
        return start + timedelta(days=days)
    except OverflowError:  # the last days of the calendar
        return datetime.max.replace(tzinfo=UTC)


def _widen(start: datetime, end: datetime, slack: timedelta) -> tuple[datetime, datetime]:
    if end - start > timedelta(days=1):
        return start, end
    try:
        return start - slack, end + slack
    except OverflowError:  # the first or last days of the calendar
        return start, end


def _slack(query: str) -> timedelta | None:
    """How far a day named by "N days/weeks ago" (or "in N days/weeks") may be off: a quarter
    of N, at least a day."""
    m = _AGO.search(query)
    if m is None:
        return None
    days = _count(m.group("n")) * (7 if m.group("unit").lower().startswith("week") else 1)
    return timedelta(days=max(1, days // 4))


def time_boosts(
    qtime: QueryTime, records: Mapping[str, MemoryRecord], ids: Iterable[str]
) -> dict[str, float]:
    """memory id → its time preference (a share added to 1 in its score), only those above 0."""
    out: dict[str, float] = {}
    if not qtime.active:
        return out
    for memory_id in ids:
        record = records.get(memory_id)
        if record is None:
            continue
        spans, dated = _times(record)
        boost = 0.0
        if _in_windows(spans, qtime):
            boost += WINDOW_BOOST
        if qtime.asks_when and dated:
            boost += DATED_BOOST
        if boost:
            out[memory_id] = boost
    return out


def told_in_window(qtime: QueryTime, record: MemoryRecord) -> bool:
    """Whether the memory tells a time in a window the query names — its event time or a
    period its words name — not only that it was said then."""
    spans, dated = _times(record)
    if not dated:
        return False
    said = _said(record)
    return _in_windows([s for s in spans if s != (said, said)], qtime)


def in_window(qtime: QueryTime, record: MemoryRecord) -> bool:
    """Whether the memory's time (as :func:`time_boosts` reads it) meets a window the query
    names."""
    return _in_windows(_times(record)[0], qtime)


def _in_windows(spans: list[tuple[datetime, datetime]], qtime: QueryTime) -> bool:
    return any(_meets(span, window) for span in spans for window in qtime.windows)


def _times(record: MemoryRecord) -> tuple[list[tuple[datetime, datetime]], bool]:
    """The memory's times (points as (t, t)) and whether it carries an event time: its event
    time and the times its words name ("chemo yesterday … bringing her soup tmrw" is of both
    days, whichever its event time is)."""
    if record.kind is not Kind.EPISODE and (record.valid_from or record.valid_until):
        start, end = record.valid_from, record.valid_until
        if start is not None and end is not None:
            span = (start, end)
        elif start is not None:
            span = (start, start)
        else:
            assert end is not None
            span = (end - _POINT, end - _POINT)
        said = record.provenance.said_at or record.recorded_at
        return [span, *_named(record, said)], True
    said = _said(record)
    named = _named(record, said)
    if named and record.kind is not Kind.EPISODE:
        # A statement naming its own times is of them, not of when it was said ("the hen do is
        # 3-5 sept", said in July, is no answer to "what have I got on this month?"); a turn
        # logged is of its day too.
        return list(named), True
    return [(said, said), *named], bool(named)


def _said(record: MemoryRecord) -> datetime:
    """When a memory was said, as its times read it: when it was told, else its start, else
    when it was written."""
    return record.provenance.said_at or record.valid_from or record.recorded_at


# The periods a memory's text names, by (id, content hash, when it was said): a memory's text
# never changes under its id and hash, so the key is exact, and it holds no text — a cache keyed
# by the text itself kept up to this many whole texts alive in the process (long chat turns;
# forgotten ones too, until evicted). At most 8,192.
_NAMED: Kept[tuple[str, str, datetime], tuple[tuple[datetime, datetime], ...]] = Kept(8192)


class _Named(tuple[datetime, datetime]):
    """A period a memory's text names ("this year", "last week"), not its event time."""

    __slots__ = ()


def _named(record: MemoryRecord, said: datetime) -> tuple[tuple[datetime, datetime], ...]:
    if not record.text or record.content_hash is None:
        return ()
    key = (record.id, record.content_hash, said)
    return _NAMED.get(key, lambda: tuple(_Named(p) for p in named_periods(record.text, said)))


# A period a text names that holds the window and is more than this many times as long is not
# of the window: "she turned 29 this year" is no answer to "what's on next month?". (An event
# time is: "I lived in Berlin from 2010 to 2020" was true in March 2015.)
_WIDER = 8


def _meets(span: tuple[datetime, datetime], window: tuple[datetime, datetime]) -> bool:
    start, end = span
    low, high = window
    if start == end:
        return low <= start < high
    if isinstance(span, _Named) and start <= low and high <= end:
        return end - start <= _WIDER * (high - low)
    return start < high and end > low
