"""A holiday asked about with its year (the thirty-eighth blind recall suite: "what did we do for
xmas 2033"): "xmas" spelled out as "xmas (christmas) 2033" cut the holiday from its year, and
"christmas in 2033" was read as last Christmas and the whole of 2033. Real SQLite files, the
real service; each case with its twin.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from door import WORDS_ONLY
from memwarden import Memory
from memwarden.clock import running_from
from memwarden.read.querytime import query_time
from memwarden.write.eventtime import event_time

ASKED = datetime(2035, 4, 22, tzinfo=UTC)


def _days(year: int) -> tuple[tuple[datetime, datetime], ...]:
    return ((datetime(year, 12, 24, tzinfo=UTC), datetime(year, 12, 27, tzinfo=UTC)),)


@pytest.mark.parametrize(
    ("query", "year"),
    [
        ("what did we do for christmas in 2033", 2033),
        ("christmas of 2031", 2031),
        ("what did we do for christmas 2033", 2033),
        # the twin: a Christmas counted from now is that one
        ("what did we do at christmas last year", 2034),
    ],
)
def test_a_holiday_with_its_year_is_that_years(query: str, year: int) -> None:
    assert query_time(query, ASKED).windows == _days(year)


def test_a_holiday_told_with_its_year_dates_what_happened() -> None:
    start, _, _ = event_time("at christmas in 2031 we went to cape town", ASKED)
    assert start == datetime(2031, 12, 24, tzinfo=UTC)
    # the twin: a number after it that is no year dates nothing of it
    assert event_time("at christmas in 20 minutes we ate", ASKED)[0] != datetime(
        2031, 12, 24, tzinfo=UTC
    )


def test_a_holiday_in_shorthand_is_asked_of_its_year(tmp_path: Path) -> None:
    said = [  # each told the day after, so its Christmas is that year's
        ("we had the whole family at ours for Christmas, I did a lamb on the spit", "2033-12-26"),
        ("we flew to Cape Town for Christmas and stayed with Zanele", "2034-12-26"),
        ("I restore an old Land Rover called Bessie on weekends", "2035-01-10"),
    ]
    with running_from("2035-04-22"), Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = [memory.remember(text, at=f"{day}T12:00:00+00:00").memory.id for text, day in said]
        first = memory.recall("what did we do for xmas 2033").results
        assert first and first[0].memory.id == ids[0]
        # the twin: the other year's Christmas answers its own question
        other = memory.recall("what did we do for xmas 2034").results
        assert other and other[0].memory.id == ids[1]
