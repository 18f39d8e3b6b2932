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
    # days of one month, the month named once: the whole stretch (it read as the last day)
    # (with no year and nothing still to come, which year is unsure: its last day, as before)
    ("I was off work from the 2nd to the 5th of February.", (d(2024, 2, 5), None, False)),
    ("We were in Rome 3rd-7th May 2021.", (d(2021, 5, 3), d(2021, 5, 8), True)),
    # … and one still to come is the next (the control: "I was off", the last)
    (
        "My sister is coming to stay from the 19th to the 22nd of March, she'll have the room.",
        (d(2024, 3, 19), d(2024, 3, 23), False),
    ),
    ("I'll be in Lisbon from May to June.", (d(2024, 5), d(2024, 7), False)),
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
    # a weekday with "last", "next" or "this", said on Thursday 15 February
    ("I started yoga last Monday.", (d(2024, 2, 12), None, False)),
    ("We met last Thursday.", (d(2024, 2, 8), None, False)),  # not today: a week ago
    ("The plumber comes next Tuesday.", (d(2024, 2, 20), None, False)),
    ("I am off this Friday.", (d(2024, 2, 16), None, False)),
    # a weekday alone, read by the tense: the latest before the day said, or the next one
    ("I went to the gym on Tuesday.", (d(2024, 2, 13), None, False)),
    ("On Monday I had a cold.", (d(2024, 2, 12), None, False)),
    ("We met on Thursday.", (d(2024, 2, 8), None, False)),  # said on a Thursday: a week ago
    ("I will see her on Tuesday.", (d(2024, 2, 20), None, False)),
    # a plan is about what is to come (the control: the same month, done)
    ("We're planning a trip to Japan in October.", (d(2024, 10), None, False)),
    ("We took a trip to Japan in October.", (d(2023, 10), None, False)),
    # an arrangement in the present progressive is about what is to come, too
    ("We're flying to Tokyo in October.", (d(2024, 10), None, False)),
    ("I'm visiting my aunt in June.", (d(2024, 6), None, False)),
    ("I'm reading a book I bought in March.", (d(2023, 3), None, False)),  # not every "-ing"
    ("I'm getting married on Saturday.", (d(2024, 2, 17), None, False)),
    ("I got married on Saturday.", (d(2024, 2, 10), None, False)),
    # a day without its year: the latest in the past, the next in the future, the nearer in
    # neither tense
    ("The school play was on 20 February.", (d(2023, 2, 20), None, False)),
    ("The school play will be on 20 February.", (d(2024, 2, 20), None, False)),
    ("The school play is on 20 February.", (d(2024, 2, 20), None, False)),
    ("I'll see her on 3 January.", (d(2025, 1, 3), None, False)),
    ("My exam is on 3 January.", (d(2024, 1, 3), None, False)),  # six weeks back, not 46
    ("The audit is on 30 March.", (d(2024, 3, 30), None, False)),
    # what is to come, counted forward from the day said (Thursday 15 February)
    ("I'm seeing the dentist tomorrow.", (d(2024, 2, 16), None, False)),
    ("We leave the day after tomorrow.", (d(2024, 2, 17), None, False)),
    ("I fly out in three days.", (d(2024, 2, 18), None, False)),
    ("The exam is in two weeks.", (d(2024, 2, 29), None, False)),
    ("My sister arrives a week from today.", (d(2024, 2, 22), None, False)),
    ("The baby is due in 3 months' time.", (d(2024, 5), None, False)),
    ("We move to Porto in a couple of years.", (d(2026, 1), None, False)),
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
    # a weekday alone in a text in neither past nor future may be any week's (a habit); every
    # week's is no one time; an adjective in "-ed" is no past
    ("I go to the gym on Tuesday.", "I went to the gym on Tuesday."),
    ("I go to the gym on Tuesdays.", "I went to the gym on Tuesday."),
    ("I'm so excited for the party on Saturday.", "I'm going to the party on Saturday."),
    # "in N days" in a text about the past is how long something took, not when
    ("I finished the puzzle in three days.", "I will finish the puzzle in three days."),
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


# -- the dates the patterns take apart, read by the calendar --------------------------------

_BASES = [
    datetime(2023, 1, 1, 4),  # New Year: most dates of the year are still ahead
    datetime(2023, 6, 15, 12),
    datetime(2024, 2, 29, 0),  # a leap day, at midnight
    datetime(2025, 12, 31, 23, 59),
    datetime(2027, 3, 1, 8),  # February 29th four years back
]
_FORMS = ("{m} {d}", "{d} {m}", "{d} of {m}", "{m} {d}th", "{m} {d}, {y}", "{d}st of {m} {y}")


def _date_phrases() -> list[str]:
    out = []
    for month in ("january", "feb", "february", "may", "june", "sept", "september", "dec"):
        for day in ("1", "01", "15", "28", "29", "30", "31"):
            for form in _FORMS:
                for year in ("1850", "2020") if "{y}" in form else ("",):
                    out.append(form.format(m=month, d=day, y=year))
    return [*out, "2015-06-12", "2020-02-29", "2019-02-29", "2023-04-31", "2023-02-30"]


def test_a_date_is_read_as_dateparser_reads_it() -> None:
    """The oracle: every form the patterns take apart, with and without its year, on days
    every month has and days some lack, against bases before, on and after them."""
    from memwarden.write import eventtime

    checked = 0
    for base in _BASES:
        for phrase in _date_phrases():
            try:
                ours = eventtime._date(phrase, base)
            except ValueError:
                ours = None  # no such day ("april 31"): _period reads it as no period
            theirs = eventtime._dateparser(phrase, base)
            theirs_day = theirs.replace(hour=0, minute=0) if theirs is not None else None
            assert ours == theirs_day, (phrase, base)
            checked += 1
    assert checked > 1000


def test_the_dates_are_read_without_dateparser(monkeypatch: pytest.MonkeyPatch) -> None:
    from memwarden.write import eventtime

    def refuse(phrase: str, base: datetime) -> None:
        raise AssertionError(f"dateparser asked for {phrase!r}")

    monkeypatch.setattr(eventtime, "_dateparser", refuse)
    said = datetime(2023, 6, 15, tzinfo=UTC)
    assert event_time("We got married on 12 June 2015", said) == (
        datetime(2015, 6, 12, tzinfo=UTC), None, False,
    )  # fmt: skip
    assert event_time("My passport expired on September 3rd", said)[0] == datetime(
        2022, 9, 3, tzinfo=UTC
    )  # in the past: the latest September 3rd not after said_at
    assert event_time("My passport expires on September 3rd", said)[0] == datetime(
        2023, 9, 3, tzinfo=UTC
    )  # in no tense: the nearer one
    assert event_time("Moved in on 2021-03-01", said)[0] == datetime(2021, 3, 1, tzinfo=UTC)
    # control: a phrase outside those forms still goes to dateparser
    with pytest.raises(AssertionError, match="dateparser asked for 'the 5th'"):
        eventtime._date("the 5th", said.replace(tzinfo=None))


@pytest.mark.parametrize(
    ("text", "control"),
    [
        ("We met on June 32", "We met on June 3"),
        ("on 0 May", "on 1 May"),
        ("on May 99, 2020", "on May 9, 2020"),
        ("on 2023-13-01", "on 2023-12-01"),
    ],
)
def test_a_day_or_month_the_calendar_lacks_names_no_date(text: str, control: str) -> None:
    """dateparser read "June 32" as June 1932 with the day taken from said_at, and
    "2023-13-01" as the 13th of January."""
    said = datetime(2023, 6, 15, tzinfo=UTC)
    assert event_time(text, said) is None
    assert event_time(control, said) is not None


# -- long texts: only the stretches that may hold a time are searched ------------------------

_PIECES = [
    *_wordlist(
        """
        I moved in on since until from to between and last this next the of early mid- March
        Sept. sept. Jan. june 12 12th 3rd , 2015 2019 - – 2019-2021 2023-05-01 summer winter
        year week weekend days ago two a few weeks yesterday tonight Monday before after the
        week Mr. Dr. e.g. ! ? ( ) " ' ’ : ; / * # … aprıl İn kayak Bajan. 99 32 Christmas
        christmas eve Day xmas halloween Valentine's valentine’s new year's Eve boxing over at
        """
    ),
    *[".", ". ", ", ", " (", ") ", "**", "1.", "2)", "—", "\n", "\n\n"],
]


def _named_whole(text: str, said: datetime) -> list[tuple[datetime, datetime]]:
    """named_periods searching the whole text (as it did before the stretches)."""
    from memwarden.write import eventtime

    real = eventtime._stretches
    eventtime._stretches = lambda text: [(0, len(text))]
    try:
        return eventtime.named_periods(text, said)
    finally:
        eventtime._stretches = real


@settings(max_examples=400, deadline=None)
@given(
    parts=st.lists(st.sampled_from(_PIECES), max_size=40),
    glue=st.sampled_from([" ", "", "  ", "\n"]),
    said=st.datetimes(min_value=datetime(1990, 1, 1), max_value=datetime(2040, 1, 1)),
)
def test_searching_the_stretches_finds_what_searching_the_whole_text_finds(
    parts: list[str], glue: str, said: datetime
) -> None:
    from memwarden.write.eventtime import named_periods

    text = glue.join(parts)
    assert named_periods(text, said) == _named_whole(text, said)


def test_the_stretches_skip_what_holds_no_time_and_keep_a_months_dot() -> None:
    from memwarden.write.eventtime import _stretches, named_periods

    text = "Pack light! We moved in Sept. Then we rested. Call me; nothing else to say."
    kept = [text[start:end] for start, end in _stretches(text)]
    # the dot after "Sept" may be part of a phrase ("Sept. 12"): not a cut; the others are
    assert kept == [" We moved in Sept. Then we rested"]
    said = datetime(2023, 6, 15, tzinfo=UTC)
    found = named_periods(text, said)
    assert found == [(datetime(2022, 9, 1, tzinfo=UTC), datetime(2022, 10, 1, tzinfo=UTC))]
    assert found == _named_whole(text, said)
    assert _stretches("Pack light! Call me; nothing to say.") == []  # control: no time at all


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("bringing her chicken soup tmrw", 16),
        ("Tmrw is the dentist", 16),
        ("dentist appt tmr at 3", 16),
        ("we went bowling yday", 14),
        ("pizza and a film 2nite", 15),
        # controls: the words themselves
        ("bringing her chicken soup tomorrow", 16),
        ("we went bowling yesterday", 14),
    ],
)
def test_chat_shorthand_names_its_day(text: str, day: int) -> None:
    from memwarden.write.eventtime import named_periods

    assert named_periods(text, SAID) == [(d(2024, 2, day), d(2024, 2, day + 1))]


@pytest.mark.parametrize("text", ["the TMR scan came back clear", "tmrwland tickets", "ydays"])
def test_what_only_looks_like_chat_shorthand_names_no_day(text: str) -> None:
    from memwarden.write.eventtime import named_periods

    assert named_periods(text, SAID) == []


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("dentist appt next thurs 8:40am", 22),  # said on Thursday the 15th: the 22nd
        ("first antenatal class was last tues", 13),
        ("Last Fri I finally took the kids to the zoo", 9),
        ("see you next Thursday", 22),  # the control: the whole word
    ],
)
def test_a_shortened_weekday_after_next_or_last_names_its_day(text: str, day: int) -> None:
    from memwarden.write.eventtime import named_periods

    assert named_periods(text, SAID) == [(d(2024, 2, day), d(2024, 2, day + 1))]


@pytest.mark.parametrize(
    "text", ["we drove by Sun Moon Lake", "I sat on the sun lounger", "thurs was busy", "fri"]
)
def test_a_shortening_that_is_a_word_or_stands_alone_names_no_day(text: str) -> None:
    from memwarden.write.eventtime import named_periods

    assert named_periods(text, SAID) == []


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("what did we do last christmas", (d(2023, 12, 24), d(2023, 12, 27))),
        ("On Christmas Day 2022 we had lunch at Gran's", (d(2022, 12, 25), d(2022, 12, 26))),
        ("Christmas this year is at my mum's", (d(2024, 12, 24), d(2024, 12, 27))),
        ("we will go skiing over Christmas", (d(2024, 12, 24), d(2024, 12, 27))),
        ("we went skiing at Christmas", (d(2023, 12, 24), d(2023, 12, 27))),
        ("on Valentine's Day we went out for dinner", (d(2024, 2, 14), d(2024, 2, 15))),
        ("New Year’s Eve 2023 at Tash's", (d(2023, 12, 31), d(2024, 1, 1))),
        ("next halloween", (d(2024, 10, 31), d(2024, 11, 1))),
        ("the party on Boxing Day", (d(2023, 12, 26), d(2023, 12, 27))),  # no tense: the nearer
        # The holiday told of, without a preposition (thirty-fourth session).
        ("long one sorry!! christmas was at Helen's", (d(2023, 12, 24), d(2023, 12, 27))),
        ("we spent Christmas at my mum's", (d(2023, 12, 24), d(2023, 12, 27))),
        ("had a quiet christmas this time", (d(2023, 12, 24), d(2023, 12, 27))),
        ("christmas was lovely, we will see them again soon", (d(2023, 12, 24), d(2023, 12, 27))),
    ],
)
def test_a_holiday_names_its_days(text: str, days: tuple[datetime, datetime]) -> None:
    from memwarden.write.eventtime import named_periods

    assert named_periods(text, SAID) == [days]


def test_a_weekday_of_a_habit_names_no_day() -> None:
    from memwarden.write.eventtime import named_periods

    # Said in the past, a plain weekday would be last week's; a weekday's mornings are a habit.
    assert named_periods("I walked the dog on saturday mornings", SAID) == []
    assert named_periods("we joined the singing group on monday evenings instead", SAID) == []
    # The twins: one morning, a day.
    assert named_periods("on saturday morning we went to the market", SAID) != []
    assert named_periods("we went to the market on saturday", SAID) != []


@pytest.mark.parametrize(
    "text",
    ["I love Christmas music", "the christmas tree is up", "on christmas day 20255", "Halloween"],
)
def test_a_holiday_named_as_a_thing_names_no_time(text: str) -> None:
    from memwarden.write.eventtime import named_periods

    assert named_periods(text, SAID) == []
    assert named_periods(f"{text} on Christmas Eve 2023", SAID) == [  # control: a day said
        (d(2023, 12, 24), d(2023, 12, 25))
    ]


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("where did we go earlier this year", (d(2024, 1, 1), d(2024, 2, 15))),
        ("anything on later this month", (d(2024, 2, 15), d(2024, 3, 1))),
        ("where did we go this year", (d(2024, 1, 1), d(2025, 1, 1))),  # control: the whole year
    ],
)
def test_earlier_or_later_this_year_is_the_part_before_or_after_the_day(
    text: str, days: tuple[datetime, datetime]
) -> None:
    from memwarden.write.eventtime import named_periods

    assert named_periods(text, SAID) == [days]


@pytest.mark.parametrize(
    ("text", "year"),
    [
        # the day's own clause is in the present; another clause's past does not move it
        ("kayla's driving test is wed dec 9 at the bmv, i swapped my run for it", 2026),
        ("we went to the party on dec 9", 2025),  # control: the day's clause in the past
        # "sat" just before a date is the weekday, not a verb in the past
        ("the holiday party is sat dec 12 at the casino", 2026),
        ("we sat by the fire on dec 12", 2025),  # control: the verb
    ],
)
def test_a_day_without_its_year_is_read_by_its_own_clause(text: str, year: int) -> None:
    from memwarden.write.eventtime import named_periods

    said = datetime(2026, 12, 2, 9, tzinfo=UTC)
    (start, _), *_ = named_periods(text, said)
    assert start.year == year


@pytest.mark.parametrize(
    ("text", "start"),
    [
        # a part of a month names the month: "the first 2 weeks of January" was no time at all
        ("back from arizona, we spent the first 2 weeks of january in mesa", d(2024, 1)),
        ("we were in Rome the last week of January", d(2024, 1)),
        ("we were in Rome in the last week of January", d(2024, 1)),  # not "the last week"
        # a month spent somewhere, with no preposition
        ("we spent january in mesa", d(2024, 1)),
        ("spent most of January in bed with the flu", d(2024, 1)),
        ("we went to mesa in january", d(2024, 1)),  # control: said with "in", as before
        ("i was off sick the last two weeks", None),  # "the last two weeks", no month: none
        ("spent the last 2 weeks in bed", d(2024, 2, 1)),  # … but spent then, the 14 days
        # money spent is no year
        ("i spent 2000 on the roof", None),
        ("spent 1999 quid on a bike", None),
    ],
)
def test_a_part_of_a_month_or_a_month_spent_names_the_month(
    text: str, start: datetime | None
) -> None:
    when = event_time(text, SAID)
    assert (when[0] if when is not None else None) == start
