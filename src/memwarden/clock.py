"""Time: one representation in, one out.

Every instant memwarden handles is an aware UTC ``datetime``. ISO 8601 is accepted on input
(``2024-03-01``, ``2024-03-01T14:05:00Z``, offsets); naive input means UTC. Stored and printed
times use one fixed-width form, ``YYYY-MM-DDTHH:MM:SS.ffffffZ``, so that text comparison in the
database is time comparison.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache

from .errors import InvalidInputError

__all__ = ["format_time", "now", "parse_time", "running_from"]

# Set by running_from: (the instant the clock was set to, the monotonic clock then).
_SET: ContextVar[tuple[datetime, float] | None] = ContextVar("memwarden_clock", default=None)


def now() -> datetime:
    """The current instant (UTC), or the clock :func:`running_from` set, run on since."""
    set_at = _SET.get()
    if set_at is None:
        return datetime.now(UTC)
    start, ticks = set_at
    return start + timedelta(seconds=time.monotonic() - ticks)


@contextmanager
def running_from(start: str | datetime | date) -> Iterator[datetime]:
    """Within the block (in this thread or task), ``now()`` is ``start`` plus the time elapsed
    since the block began: what was said is stamped, and what is asked is read ("next week",
    "how recent"), as on that day. For benchmarks and tests that replay a dated conversation
    (``bench recall-suite``'s ``asked_at``); no interface offers it."""
    at = parse_time(start, field="start")
    if at is None:
        raise InvalidInputError("start: a time is needed")
    token = _SET.set((at, time.monotonic()))
    try:
        yield at
    finally:
        _SET.reset(token)


def parse_time(value: str | datetime | date | None, *, field: str = "time") -> datetime | None:
    """Parse an ISO 8601 instant; ``None`` stays ``None``. Bad input is ``InvalidInputError``."""
    if value is None:
        return None
    if isinstance(value, datetime):
        dt = value
    elif isinstance(value, date):
        dt = datetime(value.year, value.month, value.day)
    elif isinstance(value, str):
        text = value.strip()
        if not text:
            raise InvalidInputError(f"{field}: empty time")
        if text.endswith(("Z", "z")):
            text = text[:-1] + "+00:00"
        try:
            dt = datetime.fromisoformat(text)
        except ValueError:
            raise InvalidInputError(
                f"{field}: {value!r} is not an ISO 8601 time"
                " (e.g. 2024-03-01 or 2024-03-01T14:05:00Z)"
            ) from None
    else:
        raise InvalidInputError(f"{field}: expected an ISO 8601 string, got {type(value).__name__}")
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    dt = dt.astimezone(UTC)
    if not 1 <= dt.year <= 9998:
        raise InvalidInputError(f"{field}: year {dt.year} is out of range")
    return dt


def format_time(dt: datetime | None) -> str | None:
    return None if dt is None else _formatted(dt)


# A write formats the same few times again and again (the row, its audit payload, its
# decision); equal datetimes are the same instant, so the same text.
@lru_cache(maxsize=256)
def _formatted(dt: datetime) -> str:
    if dt.tzinfo is not UTC:
        dt = dt.astimezone(UTC)
    # isoformat is implemented in C and much faster than strftime; same fixed-width result.
    return dt.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"
