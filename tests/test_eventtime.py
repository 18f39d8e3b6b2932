"""Event time from what was said, relative to when it was said (DESIGN §3), never the clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memwarden.write.eventtime import event_time

SAID = datetime(2024, 2, 15, 10, 30, tzinfo=UTC)


def _wordlist(text: str) -> list[str]:
    """The words of a word list written as one string."""
    return text.split()


def d(year: int, month: int, day: int = 1) -> datetime:
    return datetime(year, month, day, tzinfo=UTC)


# text -> (valid_from, valid_until, past), said on 15 February 2024
CASES = [
    ("I've lived in Berlin since 2019.", (d(2019, 1), None, False)),
    ("Since last month I've been running daily.", (d(2024, 1), None, False)),
    ("I moved to Berlin in March.", (d(2023, 3), None, False)),  # the latest March ≤ said_at
    ("I moved to Berlin in February.", (d(2024, 2), None, False)),  # this month counts
    ("I started at Acme last year.", (d(2023, 1), None, False)),
    ("I lived there until June.", (None, d(2023, 7), True)),
    ("I'll be in Lisbon until June.", (None, d(2024, 7), False)),  # plainly future
    ("I used to live in Paris.", (None, SAID, True)),
    ("I used to live in Paris until 2018.", (None, d(2019, 1), True)),
    ("I went hiking yesterday.", (d(2024, 2, 14), None, False)),
    ("I adopted a dog two weeks ago.", (d(2024, 2, 1), None, False)),
    ("I moved here a few days ago.", (d(2024, 2, 12), None, False)),
    ("I lived in Rome from 2015 to 2018.", (d(2015, 1), d(2019, 1), True)),
    # placed from a date, not from the moment of speaking (the control: the date alone)
    ("I moved to Porto the week before January 10, 2024.", (d(2024, 1, 3), None, False)),
    ("I moved to Porto on January 10, 2024.", (d(2024, 1, 10), None, False)),
    ("We got the cat two days after 1 February 2024.", (d(2024, 2, 3), None, False)),
    ("I worked there between March 2019 and June 2020.", (d(2019, 3), d(2020, 7), True)),
    ("I lived in Oslo 2010-2012.", (d(2010, 1), d(2013, 1), True)),
    ("I've been vegetarian for three years.", (d(2021, 2, 15), None, False)),
    ("I met her last summer.", (d(2023, 6), None, False)),
    ("We broke up last March.", (d(2023, 3), None, False)),
    ("I got married on June 3rd.", (d(2023, 6, 3), None, False)),
    ("I started a new job on 2023-11-06.", (d(2023, 11, 6), None, False)),
    ("I got a puppy in December.", (d(2023, 12), None, False)),
    # a year beside a month or a season is that year, whatever the century (the control: 1985)
    ("My great-grandmother was born on 3 May 1885.", (d(1885, 5, 3), None, False)),
    ("My mother was born on 3 May 1985.", (d(1985, 5, 3), None, False)),
    ("They emigrated in March 1850.", (d(1850, 3), None, False)),
    ("They married in the summer of 1872.", (d(1872, 6), None, False)),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_event_time(text: str, expected: tuple[datetime | None, datetime | None, bool]) -> None:
    assert event_time(text, SAID) == expected


# (nothing said about time, the nearest statement that says something)
NOTHING = [
    ("I love pizza.", "I loved pizza as a kid until 2010."),
    ("I may move soon.", "I moved in May."),
    ("I fall asleep early.", "I fell ill in the fall."),
    ("Spring rolls are great.", "I visited in spring 2019."),
    ("I have 2 dogs.", "I got 2 dogs 2 years ago."),
    ("", "yesterday"),
    # a month with a year the calendar cannot hold, or a longer number, is not this year's month
    ("The deed runs until December 9999.", "The deed runs until December 2099."),
    ("We meet in May 12345.", "We met in May 2023."),
]


@pytest.mark.parametrize(("text", "control"), NOTHING)
def test_nothing_said_is_none(text: str, control: str) -> None:
    assert event_time(text, SAID) is None
    assert event_time(control, SAID) is not None


def test_times_are_relative_to_the_message_not_the_clock() -> None:
    later = SAID + timedelta(days=365)
    first = event_time("I moved here yesterday.", SAID)
    second = event_time("I moved here yesterday.", later)
    assert first is not None and second is not None
    assert second[0] - first[0] == timedelta(days=365)  # type: ignore[operator]
    old = event_time("I moved in March.", datetime(2001, 1, 1, tzinfo=UTC))
    assert old == (d(2000, 3), None, False)


def test_a_naive_said_at_means_utc_and_results_are_aware() -> None:
    result = event_time("since 2019", datetime(2024, 2, 15))
    assert result == (d(2019, 1), None, False)
    assert result[0] is not None and result[0].tzinfo is not None


def test_a_non_datetime_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        event_time("since 2019", "2024-02-15")  # type: ignore[arg-type]


@settings(max_examples=300, deadline=None)
@given(
    text=st.text(max_size=120)
    | st.builds(
        " ".join,
        st.lists(
            st.sampled_from(
                _wordlist(
                    """
                    I moved in since until from to between and last this next
                    March June 2019 2021 summer year week ago two weeks days
                    used yesterday for have lived
                    """
                )
            ),
            max_size=10,
        ),
    ),
    said_at=st.datetimes(),
)
def test_event_time_never_raises_and_is_ordered(text: str, said_at: datetime) -> None:
    result = event_time(text, said_at)
    if result is None:
        return
    start, end, past = result
    assert isinstance(past, bool)
    if start is not None and end is not None:
        assert start < end
    for value in (start, end):
        assert value is None or value.tzinfo is not None


def test_a_date_that_is_the_slots_value_is_not_an_event_time() -> None:
    from memwarden.write.extract import extract

    said = datetime(2026, 1, 10, tzinfo=UTC)
    (birthday,) = extract("My birthday is on May 3rd.", said)
    assert birthday.slot is not None and birthday.slot.predicate == "birthday"
    assert birthday.valid_from is None
    (moved,) = extract("I moved to Lisbon in May.", said)  # the control: a time it became true
    assert moved.valid_from == datetime(2025, 5, 1, tzinfo=UTC)


def test_a_text_naming_many_times_is_read_for_its_first_ones() -> None:
    """Each time phrase may cost a date parse: a text naming hundreds of dates (hostile, or a
    pasted log) is read for its first 32 of a kind, in order, so one such memory cannot cost
    seconds at every read. The control: a text naming ten dates gives all ten."""
    from memwarden.write.eventtime import named_periods

    def dates(n: int) -> str:
        return " ".join(f"on {1 + i % 28} March {1900 + i}," for i in range(n))

    many = named_periods(dates(300), SAID)
    assert len(many) == 32
    assert [p[0].year for p in many] == list(range(1900, 1932))  # the first ones, in order
    few = named_periods(dates(10), SAID)
    assert [p[0].year for p in few] == list(range(1900, 1910))
