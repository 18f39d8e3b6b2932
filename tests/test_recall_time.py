"""Time in the question (read/querytime.py): "last summer", "in 2023", "two weeks ago",
"when did …" resolved against the query's reference time (``as_of``, else now) into a
preference for memories whose time falls in the window. Each preference has a control: the
same text outside the window, written later so that recency alone would favour it."""

from __future__ import annotations

from datetime import UTC, datetime

from memwarden import Memory
from memwarden.read.querytime import DATED_BOOST, WINDOW_BOOST, query_time

AS_OF = "2024-12-01T12:00:00Z"
REF = datetime(2024, 12, 1, 12, tzinfo=UTC)


def _texts(response) -> list[str]:  # type: ignore[no-untyped-def]
    return [h.memory.text for h in response.results]


def _twins(memory: Memory, text: str, inside: str, outside: str) -> tuple[str, str]:
    """The same text said twice, in two scopes (so review does not merge them): once inside
    the window, once outside it and later."""
    a = memory.remember(text, at=inside, scope="inside").memory
    b = memory.remember(text, at=outside, scope="outside").memory
    assert a is not None and b is not None
    return a.id, b.id


def test_the_query_time_is_parsed_against_the_reference() -> None:
    summer = query_time("what did we do last summer?", REF)
    assert summer.windows == ((datetime(2024, 6, 1, tzinfo=UTC), datetime(2024, 9, 1, tzinfo=UTC)),)
    assert query_time("trips in 2023", REF).windows == (
        (datetime(2023, 1, 1, tzinfo=UTC), datetime(2024, 1, 1, tzinfo=UTC)),
    )
    ago = query_time("what did I cook two weeks ago", REF).windows
    assert ago == ((datetime(2024, 11, 14, tzinfo=UTC), datetime(2024, 11, 21, tzinfo=UTC)),)
    assert query_time("what did I eat yesterday", REF).windows == (
        (datetime(2024, 11, 30, tzinfo=UTC), datetime(2024, 12, 1, tzinfo=UTC)),
    )
    assert query_time("the concert in March", REF).windows == (
        (datetime(2024, 3, 1, tzinfo=UTC), datetime(2024, 4, 1, tzinfo=UTC)),
    )
    assert query_time("When did I adopt the cat?", REF).asks_when
    # controls: no time said, no preference; "may" alone is a verb
    plain = query_time("what may I bring to the party", REF)
    assert not plain.windows and not plain.asks_when and not plain.active


def _day(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, tzinfo=UTC)


def test_a_period_placed_from_a_date_is_counted_from_that_date() -> None:
    """ "The week before August 3, 2023" is the seven days before it, not August 3 itself, and
    "last weekend before April 10" is not last weekend from now (the reference is 2024-12-01)."""
    cases = {
        "what did I do the week before August 3, 2023": [(_day(2023, 7, 27), _day(2023, 8, 3))],
        "who came the day after 3 May 2024": [(_day(2024, 5, 4), _day(2024, 5, 5))],
        # 10 April 2023 is a Monday: the weekend before it is the 8th and 9th
        "what did Maria do last weekend before April 10, 2023": [
            (_day(2023, 4, 8), _day(2023, 4, 10))
        ],
        # 25 October 2022 is a Tuesday: the Sunday before it is the 23rd
        "the film on the Sunday before October 25, 2022": [
            (_day(2022, 10, 23), _day(2022, 10, 24))
        ],
        "the weekend after June 7, 2024": [(_day(2024, 6, 8), _day(2024, 6, 10))],
        # a counted distance is a day, widened as "two weeks ago" is (± 3 days)
        "the puppy she got two weeks before August 11, 2023": [
            (_day(2023, 7, 25), _day(2023, 8, 1))
        ],
    }
    for query, windows in cases.items():
        assert list(query_time(query, REF).windows) == windows, query
    # controls: the date alone, and "last weekend" alone, as before
    assert query_time("on August 3, 2023", REF).windows == ((_day(2023, 8, 3), _day(2023, 8, 4)),)
    assert query_time("last weekend", REF).windows == ((_day(2024, 11, 23), _day(2024, 11, 25)),)


def test_the_week_before_a_date_prefers_that_week(memory: Memory) -> None:
    inside, outside = _twins(
        memory, "John took his kids to the science museum", "2023-07-29T10:00:00Z",
        "2023-08-03T10:00:00Z",
    )  # fmt: skip
    hits = memory.recall("what did John do the week before August 3, 2023 with his kids",
                         as_of=AS_OF, explain=True)  # fmt: skip
    assert [h.memory.id for h in hits.results][:2] == [inside, outside]
    assert hits.results[0].explain["bonuses"]["time"] == WINDOW_BOOST
    # control: asked about August 3 itself, the one said that day comes first
    day = memory.recall("what did John do on August 3, 2023 with his kids", as_of=AS_OF)
    assert [h.memory.id for h in day.results][:2] == [outside, inside]


def test_last_summer_prefers_what_was_said_last_summer(memory: Memory) -> None:
    inside, outside = _twins(
        memory, "We went camping by the lake", "2024-07-10T09:00:00Z", "2024-10-20T09:00:00Z"
    )
    hits = memory.recall("where did we go camping last summer", as_of=AS_OF, explain=True)
    ids = [h.memory.id for h in hits.results]
    assert ids[:2] == [inside, outside]
    assert hits.results[0].explain["bonuses"]["time"] == WINDOW_BOOST
    assert "time" not in hits.results[1].explain["bonuses"]
    # control: without a time in the question the later one (recency) comes first
    plain = memory.recall("where did we go camping", as_of=AS_OF)
    assert [h.memory.id for h in plain.results][:2] == [outside, inside]


def test_in_2023_prefers_2023(memory: Memory) -> None:
    inside, outside = _twins(
        memory, "I ran a half marathon in Porto", "2023-05-02T09:00:00Z", "2024-05-02T09:00:00Z"
    )
    hits = memory.recall("half marathon in 2023", as_of=AS_OF)
    assert [h.memory.id for h in hits.results][:2] == [inside, outside]
    plain = memory.recall("half marathon", as_of=AS_OF)  # control
    assert [h.memory.id for h in plain.results][:2] == [outside, inside]


def test_two_weeks_ago_prefers_that_week(memory: Memory) -> None:
    inside, outside = _twins(
        memory, "I baked a rye sourdough loaf", "2024-11-16T18:00:00Z", "2024-11-28T18:00:00Z"
    )
    hits = memory.recall("what bread did I bake two weeks ago", as_of=AS_OF, explain=True)
    assert [h.memory.id for h in hits.results][:2] == [inside, outside]
    window = hits.results[0].explain["time"]["windows"]
    assert window == [["2024-11-14T00:00:00.000000Z", "2024-11-21T00:00:00.000000Z"]]
    plain = memory.recall("what bread did I bake", as_of=AS_OF)  # control
    assert [h.memory.id for h in plain.results][:2] == [outside, inside]


def test_the_event_time_of_a_statement_counts_not_when_it_was_said(memory: Memory) -> None:
    moved = memory.remember(
        "I started pottery classes", valid_from="2023-03-01", at="2024-11-01T10:00:00Z",
        scope="inside",
    ).memory  # fmt: skip
    later = memory.remember(
        "I started pottery classes", valid_from="2024-09-01", at="2023-03-10T10:00:00Z",
        scope="outside",
    ).memory  # fmt: skip
    hits = memory.recall("pottery classes in March 2023", as_of=AS_OF)
    assert [h.memory.id for h in hits.results][:2] == [moved.id, later.id]
    hits = memory.recall("pottery classes in September", as_of=AS_OF)  # control: the other
    assert [h.memory.id for h in hits.results][:2] == [later.id, moved.id]


def test_a_verbatim_turn_is_placed_by_the_time_it_names(memory: Memory) -> None:
    named = memory.remember(
        "Caroline: I went to the support group last week", kind="episode",
        at="2023-05-08T13:00:00Z", chat_id="s1",
    ).memory  # fmt: skip
    other = memory.remember(
        "Caroline: the support group was great", kind="episode",
        at="2023-06-20T13:00:00Z", chat_id="s2",
    ).memory  # fmt: skip
    hits = memory.recall("support group in early May 2023", as_of=AS_OF, explain=True)
    assert [h.memory.id for h in hits.results][:2] == [named.id, other.id]
    # "when …" prefers the turn that names a time; control: the same question without "when"
    when = memory.recall("When did Caroline go to the support group?", as_of=AS_OF, explain=True)
    by_id = {h.memory.id: h for h in when.results}
    assert by_id[named.id].explain["bonuses"]["time"] == DATED_BOOST
    assert "time" not in by_id[other.id].explain["bonuses"]
    plain = memory.recall("Did Caroline go to the support group?", as_of=AS_OF, explain=True)
    assert all("time" not in h.explain["bonuses"] for h in plain.results)


def test_the_preference_never_lifts_an_irrelevant_memory(memory: Memory) -> None:
    memory.remember("We went camping by the lake", at="2024-10-20T09:00:00Z")
    unrelated = memory.remember("The invoice for the roof repair", at="2024-07-10T09:00:00Z")
    hits = memory.recall("where did we go camping last summer", as_of=AS_OF, explain=True)
    assert unrelated.memory.id not in [h.memory.id for h in hits.results]
    assert all(h.explain["relevance"] > 0 for h in hits.results)
    # control: the unrelated memory in the window is found when asked for by its words
    assert next(h.memory.id for h in memory.recall("roof invoice").results) == unrelated.memory.id


def test_as_of_still_gates_and_anchors_the_window(memory: Memory) -> None:
    past = memory.remember(
        "I lived in Lyon", valid_from="2019-01-01", valid_until="2022-01-01", scope="a"
    ).memory
    now_ = memory.remember("I live in Osaka", valid_from="2022-01-01", scope="b").memory
    # as_of keeps its meaning: what was true then, whatever the question says about time
    in_2020 = memory.recall("where did I live in 2020", as_of="2020-06-01")
    assert [h.memory.id for h in in_2020.results] == [past.id]
    current = memory.recall("where do I live")
    assert [h.memory.id for h in current.results] == [now_.id]
    # "last year" is resolved against as_of (2021 here), not against the clock
    last_year = memory.recall("where did I live last year", as_of="2022-06-01", explain=True)
    assert last_year.results[0].explain["time"]["windows"] == [
        ["2021-01-01T00:00:00.000000Z", "2022-01-01T00:00:00.000000Z"]
    ]


def test_known_at_still_answers_what_was_believed(memory: Memory) -> None:
    first = memory.remember("My office is in building C", at="2024-01-05T09:00:00Z").memory
    hits = memory.recall("office in January", known_at="2099-01-01T00:00:00Z")
    assert [h.memory.id for h in hits.results] == [first.id]
    assert memory.recall("office in January", known_at="2000-01-01T00:00:00Z").results == ()


def test_time_preference_is_deterministic(memory: Memory) -> None:
    _twins(memory, "We went camping by the lake", "2024-07-10T09:00:00Z", "2024-10-20T09:00:00Z")
    memory.remember("Camping gear is in the garage", at="2024-08-01T09:00:00Z")
    one = memory.recall("camping last summer", as_of=AS_OF, explain=True)
    two = memory.recall("camping last summer", as_of=AS_OF, explain=True)
    assert [(h.memory.id, h.score, h.explain) for h in one.results] == [
        (h.memory.id, h.score, h.explain) for h in two.results
    ]


def test_a_memory_far_more_relevant_outside_the_window_still_comes_first(memory: Memory) -> None:
    """A preference, not a filter: a memory in the window counts double, so one outside it that
    is more than twice as relevant stays first."""
    outside = memory.remember(
        "The red kayak is stored in the boathouse by the lake", at="2024-10-20T09:00:00Z"
    ).memory
    lamp = memory.remember("I bought a lamp for the boathouse", at="2024-07-10T09:00:00Z").memory
    query = "where is the red kayak stored in the boathouse last summer"
    hits = memory.recall(query, as_of=AS_OF, explain=True)
    assert [h.memory.id for h in hits.results][:2] == [outside.id, lamp.id]
    assert hits.results[1].explain["bonuses"]["time"] == WINDOW_BOOST
    # control: the same kayak text said inside the window comes first
    inside = memory.remember(
        "The red kayak is stored in the boathouse by the lake",
        at="2024-07-12T09:00:00Z", scope="summer",
    ).memory  # fmt: skip
    hits = memory.recall(query, as_of=AS_OF)
    assert [h.memory.id for h in hits.results][:3] == [inside.id, outside.id, lamp.id]
