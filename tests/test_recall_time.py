"""Time in the question (read/querytime.py): "last summer", "in 2023", "two weeks ago",
"when did …" resolved against the query's reference time (``as_of``, else now) into a
preference for memories whose time falls in the window. Each preference has a control: the
same text outside the window, written later so that recency alone would favour it. A question
about nothing but a time is answered by the memories of that time."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.clock import now
from memwarden.read.fusion import Fusion, fuse
from memwarden.read.querytime import DATED_BOOST, WINDOW_BOOST, query_time
from memwarden.settings import Settings
from memwarden.store.base import Gate

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
    """A week before a day ("the week before August 3, 2023") is the seven days before it, not
    the day itself, and "last weekend before April 10" is not last weekend from now (the
    reference is 2024-12-01)."""
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
    # a year beside a month is that year, in any century; one beyond the calendar names none
    assert query_time("on 3 May 1850", REF).windows == ((_day(1850, 5, 3), _day(1850, 5, 4)),)
    assert query_time("what did we do in December 9999", REF).windows == ()
    assert query_time("what did we do in December 1999", REF).windows == (
        (_day(1999, 12, 1), _day(2000, 1, 1)),
    )
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


# -- the memories of the time a question names are candidates of their own ---------------------

_THINGS = ("fence", "shed", "door", "gate", "bench", "wall", "chair", "table", "shutters",
           "railing", "boat", "bike")  # fmt: skip
_COLOURS = ("white", "green", "blue", "red", "grey", "yellow", "black", "orange", "teal", "brown")


def _painting_crowd(memory: Memory, count: int = 120) -> None:
    """``count`` short turns about painting things, said in June 2023: closer to "What was I
    painting …?" by words and by meaning than the turn about the harbour, they fill every
    signal's 50 candidates."""
    pairs = [(t, c) for t in _THINGS for c in _COLOURS][:count]
    for i, (thing, colour) in enumerate(pairs):
        memory.remember(
            f"I was painting the {thing} {colour} again", kind="episode",
            at=f"2023-06-{1 + i % 28:02d}T10:{i % 60:02d}:00Z", chat_id=f"june-{i}",
        )  # fmt: skip


def _harbour(memory: Memory, text: str = "Painting a landscape of the harbour at the studio",
             at: str = "2023-12-04T16:00:00Z", **kwargs: object) -> str:  # fmt: skip
    said = memory.remember(text, kind="episode", at=at, chat_id="december", **kwargs).memory
    assert said is not None
    return said.id


def test_a_memory_of_the_named_day_is_found_though_others_match_better(memory: Memory) -> None:
    _painting_crowd(memory)
    day = _harbour(memory)
    hits = memory.recall("What was I painting on December 4, 2023?", as_of=AS_OF, explain=True)
    assert hits.results[0].memory.id == day
    assert hits.results[0].explain["bonuses"]["time"] == WINDOW_BOOST
    # control: a day with nothing said: the same turn is not even a candidate
    other = memory.recall("What was I painting on December 6, 2023?", as_of=AS_OF)
    assert day not in [h.memory.id for h in other.results]
    assert len(other.results) == 10
    # ... and without the day the crowd's turns are the fifty best by words and by meaning
    plain = memory.recall("What was I painting?", as_of=AS_OF, limit=50)
    assert day not in [h.memory.id for h in plain.results]


def test_a_turn_said_after_the_day_that_may_name_it_is_a_candidate(memory: Memory) -> None:
    """A day told as "yesterday" ("Yesterday I was painting …", said the next day) is brought
    by the window (it was said within ``SAID_AFTER`` of it) and preferred for the day it
    names."""
    _painting_crowd(memory)
    day = _harbour(
        memory, "Yesterday: painting a landscape of the harbour at the studio",
        at="2023-12-05T09:00:00Z",
    )  # fmt: skip
    hits = memory.recall("What was I painting on December 4, 2023?", as_of=AS_OF, explain=True)
    assert hits.results[0].memory.id == day
    assert hits.results[0].explain["bonuses"]["time"] == WINDOW_BOOST
    # control: a day more than two weeks before it was said: not brought
    early = memory.recall("What was I painting on November 10, 2023?", as_of=AS_OF)
    assert day not in [h.memory.id for h in early.results]


def test_a_window_holding_too_many_memories_brings_none(
    memory: Memory, monkeypatch: pytest.MonkeyPatch
) -> None:
    import memwarden.read.recall as recall_module

    _painting_crowd(memory)
    day = _harbour(memory)
    gate = Gate(scopes=None, labels=None, as_of=REF)

    def brought(query: str) -> list[str]:
        return recall_module._of_the_time(memory._store, gate, query_time(query, REF), {})

    monkeypatch.setattr(recall_module, "WINDOW_CANDIDATES", 100)
    # December 2023 holds the one turn: brought, and first; 2023 holds 121: none brought
    assert brought("What was I painting in December 2023?") == [day]
    month = memory.recall("What was I painting in December 2023?", as_of=AS_OF)
    assert month.results[0].memory.id == day
    assert brought("What was I painting in 2023?") == []
    year = memory.recall("What was I painting in 2023?", as_of=AS_OF)
    assert day not in [h.memory.id for h in year.results]
    # control: with room for the year's 121 memories, the year brings them all
    monkeypatch.setattr(recall_module, "WINDOW_CANDIDATES", 121)
    in_2023 = brought("What was I painting in 2023?")
    assert len(in_2023) == 121 and in_2023[-1] == day  # earliest first
    # the windows count together: June 2023 (120) and December 2023 (1) fit in 121 ...
    both = brought("What was I painting in June 2023 and in December 2023?")
    assert len(both) == 121 and day in both
    # ... and not in 120, though each alone would: none is brought
    monkeypatch.setattr(recall_module, "WINDOW_CANDIDATES", 120)
    assert brought("What was I painting in June 2023 and in December 2023?") == []
    assert brought("What was I painting in December 2023?") == [day]  # control


def test_memories_of_the_time_go_through_the_gate(
    memory: Memory, make_agent: Callable[..., Memory]
) -> None:
    """A window's memories are read through the caller's gate like every candidate: another
    label's memory of that day is not returned, nor a forgotten one."""
    _painting_crowd(memory)
    day = _harbour(memory)
    work = _harbour(memory, "Painting a mural of the harbour at the office",
                    at="2023-12-04T17:00:00Z", acl=["work"])  # fmt: skip
    gone = _harbour(memory, "Painting a portrait of the harbour at home",
                    at="2023-12-04T20:00:00Z")  # fmt: skip
    memory.forget(gone)
    agent = make_agent("helper", labels=("personal",), capabilities=("read",))
    asked = "What was I painting on December 4, 2023?"
    seen = [h.memory.id for h in agent.recall(asked, as_of=AS_OF).results]
    assert seen[0] == day  # control: the agent's own label
    assert work not in seen and gone not in seen
    owner = [h.memory.id for h in memory.recall(asked, as_of=AS_OF).results]
    assert set(owner[:2]) == {day, work}  # control: the owner holds both labels
    assert gone not in owner


def test_in_period_reads_a_half_open_period_in_time_order(memory: Memory) -> None:
    store = memory._store
    said = [memory.remember(f"note {n} about the garden", at=f"2024-03-0{n}T12:00:00Z",
                            scope=f"s{n}").memory for n in (1, 2, 3)]  # fmt: skip
    # a statement is placed by its event time, not when it was said
    event = memory.remember(
        "We planted the apple tree", at="2024-05-01T12:00:00Z", valid_from="2024-03-02T08:00:00Z"
    ).memory
    assert all(m is not None for m in said) and event is not None
    gate = Gate(scopes=None, labels=None, as_of=REF)  # the owner's: every scope and label
    ids = store.in_period(gate, _day(2024, 3, 1), _day(2024, 3, 3), 10)
    assert ids == [said[0].id, event.id, said[1].id]  # the 3rd: at the end, left out
    assert store.in_period(gate, _day(2024, 3, 1), _day(2024, 3, 3), 2) == ids[:2]
    assert store.in_period(gate, _day(2024, 3, 4), _day(2024, 3, 9), 10) == []
    assert store.in_period(gate, _day(2024, 3, 3), _day(2024, 3, 4), 10) == [said[2].id]


def test_in_period_walks_a_bounded_stretch_of_the_period(
    memory: Memory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The gate is applied to the period's first rows only (``_PERIOD_WALK``, at least the
    limit), so a period crowded with rows the caller may not see costs no more than that."""
    import memwarden.store.sqlite as sqlite_store

    for n in range(6):  # another scope's rows, earlier in the period
        memory.remember(f"their note {n}", at=f"2024-03-01T0{n}:00:00Z", scope="theirs")
    mine = memory.remember("my note", at="2024-03-01T12:00:00Z", scope="mine").memory
    assert mine is not None
    gate = Gate(scopes=("mine",), labels=None, as_of=REF)
    store = memory._store
    monkeypatch.setattr(sqlite_store, "_PERIOD_WALK", 4)
    assert store.in_period(gate, _day(2024, 3, 1), _day(2024, 3, 2), 1) == []  # past the walk
    monkeypatch.setattr(sqlite_store, "_PERIOD_WALK", 7)  # control: within it
    assert store.in_period(gate, _day(2024, 3, 1), _day(2024, 3, 2), 1) == [mine.id]


def test_the_times_a_turn_names_are_kept_by_id_not_by_text(memory: Memory) -> None:
    # The periods of each memory are kept between recalls, keyed by (id, content hash, said):
    # the process never holds a memory's text for it (a forgotten one included).
    from memwarden.read import querytime

    text = "Caroline: I went to the support group last week, a long talk " + "and more " * 500
    named = memory.remember(text, kind="episode", at="2023-05-08T13:00:00Z", chat_id="s1")
    assert named.memory is not None
    querytime._NAMED.clear()
    first = memory.recall("When did Caroline go to the support group?", as_of=AS_OF, explain=True)
    again = memory.recall("When did Caroline go to the support group?", as_of=AS_OF, explain=True)
    assert [h.score for h in first.results] == [h.score for h in again.results]
    assert first.results[0].explain["bonuses"]["time"] == DATED_BOOST  # the period was found
    keys = list(querytime._NAMED)
    assert (named.memory.id, named.memory.content_hash) in {k[:2] for k in keys}
    assert all(text not in k for k in keys)
    memory.forget(named.memory.id)
    after = memory.recall("When did Caroline go to the support group?", as_of=AS_OF)
    assert named.memory.id not in [h.memory.id for h in after.results]  # control: gone


# -- a question about nothing but a time ------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "only"),
    [
        ("What happened on 12 June 2024?", True),
        ("What did we do on June 12th, 2024?", True),
        ("What was I up to last weekend?", True),
        ("What did I do last Tuesday?", True),
        ("What did I do on Tuesday?", True),
        ("What do I do on Tuesday?", False),  # a habit: no one Tuesday
        ("What did I get up to two weeks ago?", True),
        ("Remind me what I did in the summer of 2022", True),
        ("Where did we go camping last summer?", False),  # about camping, at a time
        ("What did I do on my birthday in 2023?", False),  # about a birthday
        ("What happened to the boat?", False),  # names no time
        # what is planned for a time asks about nothing else either
        ("What's coming up this month?", True),
        ("What are my plans for next week?", True),
        ("Anything scheduled for tomorrow?", True),
        ("What's due next week?", True),
        ("What are my plans for the garden next week?", False),  # about the garden
    ],
)
def test_a_question_about_nothing_but_a_time_is_told_apart(query: str, only: bool) -> None:
    assert query_time(query, REF).only is only


def _events(memory: Memory) -> dict[str, str]:
    days = {
        "We adopted a puppy called Biscuit": "2024-06-12",
        "We painted the kitchen yellow": "2024-06-20",
        "I ran my first half marathon": "2024-03-03",
        "I started a new job at Globex": "2023-11-20",
    }
    written = {t: memory.remember(t, kind="event", valid_from=d).memory for t, d in days.items()}
    return {t: m.id for t, m in written.items() if m is not None}


def test_a_question_about_nothing_but_a_time_is_answered_by_its_memories(
    memory: Memory,
) -> None:
    """No word and little meaning is shared with what happened then: the floor used to leave
    nothing. The memories of that time answer it, each by the time signal."""
    _events(memory)
    day = memory.recall("What happened on 12 June 2024?", as_of=AS_OF, explain=True)
    assert _texts(day) == ["We adopted a puppy called Biscuit"]  # not the 20th's kitchen
    assert day.results[0].explain["signals"]["time"] > 0
    assert _texts(memory.recall("What did I do in March 2024?", as_of=AS_OF)) == [
        "I ran my first half marathon"
    ]
    june = memory.recall("What did we get up to in June 2024?", as_of=AS_OF)
    assert set(_texts(june)) == {
        "We adopted a puppy called Biscuit",
        "We painted the kitchen yellow",
    }
    # a weekday read from the reference time (Sunday 1 December 2024): last Tuesday is the
    # 26th, not the 19th
    bike = memory.remember("I fixed the bike", kind="event", valid_from="2024-11-26").memory
    memory.remember("I cleaned the windows", kind="event", valid_from="2024-11-19")
    assert bike is not None
    last = memory.recall("What did I do last Tuesday?", as_of=AS_OF)
    assert [h.memory.id for h in last.results] == [bike.id]
    # controls: a time holding nothing still returns nothing, and so does a question about
    # something nothing mentions, at a time that does hold memories
    assert _texts(memory.recall("What happened on 1 January 2019?", as_of=AS_OF)) == []
    assert _texts(memory.recall("Where did we go sailing in June 2024?", as_of=AS_OF)) == []


def test_a_memory_naming_the_time_asked_about_answers_though_said_later(memory: Memory) -> None:
    """A statement said in March ("I paid off my loans in January") is of January by its words:
    a question about nothing but January keeps it, as it keeps what was said in January. Its
    twin naming February, said the same day, is not kept."""
    said = memory.remember("I fed the ducks", kind="event", valid_from="2024-01-20").memory
    loans = memory.remember("I paid off my student loans in January", at="2024-03-06").memory
    memory.remember("I paid off my car in February", at="2024-03-06")
    assert said is not None and loans is not None
    january = memory.recall("What did I do in January?", as_of=AS_OF, explain=True)
    assert {h.memory.id for h in january.results} == {said.id, loans.id}
    first = january.results[0]
    assert first.memory.id == loans.id and first.explain["signals"]["time"] > 0
    february = memory.recall("What did I do in February?", as_of=AS_OF)
    assert _texts(february) == ["I paid off my car in February"]


@pytest.mark.parametrize("embedder", ["none", "default"])
def test_what_is_to_come_is_read_forward(tmp_path: Path, embedder: str) -> None:
    """On Sunday 1 December 2024, "tomorrow" is the 2nd — as "in four days" said on the 28th
    and "tomorrow" said this morning name it; "in two weeks" is about the 15th (± 3 days).
    Plans said before the day are its memories, found by their time alone when no word is
    shared (words only); what is over is not, nor another day's plan."""
    settings = Settings(embed_worker=False, **({"embedder": "none"} if embedder == "none" else {}))
    with Memory.open(tmp_path / "m.db", settings=settings) as memory:
        _to_come(memory)


def _to_come(memory: Memory) -> None:
    haircut = "I'm getting a haircut in four days"
    dentist = "I'm seeing the dentist tomorrow"
    memory.remember(haircut, at="2024-11-28T10:00:00Z")
    memory.remember(dentist, at="2024-12-01T09:00:00Z")
    memory.remember("I'm visiting Ana tomorrow", at="2024-11-27T10:00:00Z")  # the 28th
    memory.remember("I finished the puzzle in four days", at="2024-11-28T10:00:00Z")  # a past
    tomorrow = memory.recall("What am I doing tomorrow?", as_of=AS_OF, explain=True)
    assert set(_texts(tomorrow)) == {haircut, dentist}
    assert all(h.explain is not None and h.explain["signals"]["time"] for h in tomorrow.results)
    # as people text it, in the memory and in the question
    soup = "bringing her chicken soup tmrw"
    memory.remember(soup, at="2024-12-01T08:00:00Z")
    assert set(_texts(memory.recall("what am i doing tmrw", as_of=AS_OF))) == {
        haircut, dentist, soup
    }  # fmt: skip
    memory.remember("We fly to Rome in two weeks", at="2024-11-30T10:00:00Z")  # the 14th
    memory.remember("We flew to Paris two weeks ago", at="2024-11-30T10:00:00Z")  # the 16th
    ahead = memory.recall("What's happening in two weeks?", as_of=AS_OF)
    assert _texts(ahead) == ["We fly to Rome in two weeks"]
    gone = memory.recall("What happened two weeks ago?", as_of=AS_OF)  # control: the other way
    assert _texts(gone) == ["We flew to Paris two weeks ago"]
    # a day without its year, in no tense, is the nearer one: this 20 December, not last
    # year's — as the play is; the bake sale, in the past, was last year's
    memory.remember("The school play is on 20 December", at="2024-11-20T10:00:00Z")
    memory.remember("The bake sale was on 20 December", at="2024-11-20T10:00:00Z")
    assert _texts(memory.recall("What's on 20 December?", as_of=AS_OF)) == [
        "The school play is on 20 December"
    ]
    assert _texts(memory.recall("What happened on 20 December?", as_of=AS_OF)) == [
        "The bake sale was on 20 December"
    ]


@pytest.mark.parametrize(
    ("query", "days", "only"),
    [
        ("what have I got coming up in the next couple of weeks?", 17, True),  # 14 and a quarter
        ("what am I doing over the next few days?", 4, True),
        ("anything planned for the coming weeks?", 26, True),
        ("What's coming up?", 90, True),
        ("my upcoming trips", 90, False),  # about trips, preferred in the next 90 days
        ("within the next 3 months", 112, True),
        ("when is my band's next gig?", 365, False),
        ("when's my next dentist appointment", 365, False),
    ],
)
def test_the_days_ahead_start_at_the_reference(query: str, days: int, only: bool) -> None:
    found = query_time(query, REF)
    assert found.windows == ((REF, REF + timedelta(days=days)),) and found.only is only


def test_coming_up_with_a_time_named_keeps_that_time() -> None:
    month = query_time("What's coming up this month?", REF)  # the month, not 90 days
    assert month.windows == ((datetime(2024, 12, 1, tzinfo=UTC), datetime(2025, 1, 1, tzinfo=UTC)),)
    assert query_time("how did the next chapter go?", REF).windows == ()  # control: no span
    assert query_time("what do I do next time?", REF).windows == ()  # nor "next time"
    next_week = query_time("what is my next week like?", REF).windows  # the calendar week
    assert next_week == ((datetime(2024, 12, 2, tzinfo=UTC), datetime(2024, 12, 9, tzinfo=UTC)),)


def test_what_is_coming_up_is_what_is_planned_ahead(memory: Memory) -> None:
    """On Sunday 1 December 2024, the dentist in two weeks (said yesterday) and the gig in five
    weeks are coming up; what is over, and what is half a year away, are not. "The next couple
    of weeks" holds the dentist only."""
    dentist = "dentist appointment in two weeks, dreading it"
    gig = "The band has a gig at The Plough in five weeks."
    memory.remember(dentist, at="2024-11-30T10:00:00Z")
    memory.remember(gig, at="2024-11-30T10:00:00Z")
    memory.remember("The dentist appointment two weeks ago went fine", at="2024-11-30T10:00:00Z")
    memory.remember("We fly to Japan in six months", at="2024-11-30T10:00:00Z")
    assert set(_texts(memory.recall("What's coming up?", as_of=AS_OF))) == {dentist, gig}
    soon = memory.recall("what have I got coming up in the next couple of weeks?", as_of=AS_OF)
    assert _texts(soon) == [dentist]
    # the next one is preferred to the one that is over, which was said later
    memory.remember("That gig at The Plough last week was loud", at="2024-12-01T08:00:00Z")
    assert _texts(memory.recall("when is the band's next gig?", as_of=AS_OF))[0] == gig


@pytest.mark.parametrize(
    ("query", "year"),
    [
        ("What's on in March?", 2025),  # what is planned: the coming March
        ("what have I got on in march", 2025),
        ("anything on in March?", 2025),
        ("what am I doing in March?", 2025),
        # The twins: what happened, or what was on, is the March gone.
        ("What did I do in March?", 2024),
        ("what was on in March?", 2024),
        ("What happened in March?", 2024),
    ],
)
def test_a_month_asked_about_what_is_on_is_the_coming_one(query: str, year: int) -> None:
    (window,) = query_time(query, REF).windows
    assert window == (datetime(year, 3, 1, tzinfo=UTC), datetime(year, 4, 1, tzinfo=UTC))


def test_whats_on_in_a_month_is_answered_by_what_is_planned_for_it(memory: Memory) -> None:
    """Asked on 1 December 2024: the visit planned for the coming March answers "What's on in
    March?"; the trip of the March gone answers "What did I do in March?"."""
    coming = "Nik, Chloe and Asha are visiting from 14 to 28 March 2025."
    gone = "We had a week in Lisbon from 3 to 10 March 2024."
    memory.remember(coming, at="2024-11-30T10:00:00Z")
    memory.remember(gone, at="2024-04-01T10:00:00Z")
    assert _texts(memory.recall("What's on in March?", as_of=AS_OF)) == [coming]
    assert _texts(memory.recall("What did I do in March?", as_of=AS_OF)) == [gone]


def test_a_weekday_alone_is_read_by_the_tense_of_the_question(memory: Memory) -> None:
    """On Sunday 1 December 2024, "what did I do on Tuesday?" is the 26th and "what will I do
    on Tuesday?" the 3rd — as a plan said on Thursday the 28th names it; "what do I do on
    Tuesday?" names no one Tuesday."""
    fixed = memory.remember("I fixed the bike", kind="event", valid_from="2024-11-26").memory
    plan = "I will see the dentist on Tuesday"
    dentist = memory.remember(plan, at="2024-11-28T10:00:00Z").memory
    memory.remember("I cleaned the windows", kind="event", valid_from="2024-11-19")
    assert fixed is not None and dentist is not None
    past = memory.recall("What did I do on Tuesday?", as_of=AS_OF)
    assert [h.memory.id for h in past.results] == [fixed.id]
    coming = memory.recall("What will I do on Tuesday?", as_of=AS_OF)
    assert [h.memory.id for h in coming.results] == [dentist.id]
    # a habit names no Tuesday: only the word is searched (the plan holds it, the bike not)
    assert _texts(memory.recall("What do I do on Tuesday?", as_of=AS_OF)) == [plan]


def test_a_cosine_under_the_floor_gives_no_vector_credit(memory: Memory) -> None:
    """When no candidate is close enough in meaning, one that another signal brought through
    the floor (here the time) gets nothing for its meaning — it used to get all of it."""
    a = memory.remember("We adopted a puppy called Biscuit").memory
    b = memory.remember("We painted the kitchen yellow").memory
    assert a is not None and b is not None
    records, fusion, at = {a.id: a, b.id: b}, Fusion(), now()
    under = fuse([], [(a.id, 0.2), (b.id, 0.1)], records, at, fusion, marked={"time": [a.id, b.id]})
    assert {h.memory_id for h in under} == {a.id, b.id}
    assert [h.contributions["vector"] for h in under] == [0.0, 0.0]
    # controls: a cosine above the floor is the best one's full share, and without the time
    # signal a memory under the floor does not pass it
    over = fuse([], [(a.id, 0.5), (b.id, 0.1)], records, at, fusion, marked={"time": [a.id, b.id]})
    shares = {h.memory_id: h.contributions["vector"] for h in over}
    assert shares == {a.id: fusion.weights(a.kind)[1], b.id: 0.0}
    assert fuse([], [(a.id, 0.2)], records, at, fusion) == []


def test_a_holiday_in_the_question_is_that_years(memory: Memory) -> None:
    from memwarden.clock import running_from

    with running_from("2026-11-29"):
        last = memory.remember("On Christmas Day 2025 I worked a double shift at the bistro").memory
        this = memory.remember("For Christmas 2026 the plan is lunch at mum's in Footscray").memory
        assert last is not None and this is not None
        # Each is the other's control: the same holiday, another year.
        assert _texts(memory.recall("what did i do last christmas")) == [last.text]
        assert _texts(memory.recall("What are the plans for Christmas this year?")) == [this.text]


def test_a_holiday_told_of_without_a_preposition_answers_a_question_about_it(
    tmp_path: Path,
) -> None:
    # "christmas was at Helen's", said in February among other news (a habit "on saturday
    # mornings" too, which names no day): of Christmas, for a question about nothing else.
    christmas = ("long one sorry!! christmas was at Helen's and all three grandchildren came. "
                 "Callum plays for Duffield Juniors on saturday mornings now.")  # fmt: skip
    other = "I walked Poppy round the meadow this morning."
    # Of every day since: in the window too, so the question keeps only what is of its time.
    since = "Since March 2029 I do my walks with just a stick."
    hashed = Settings(embedder="hashed", embed_worker=False)  # meaning brings the decoy
    with Memory.open(tmp_path / "m.db", settings=hashed) as memory:
        memory.remember(christmas, at="2030-02-20")
        memory.remember(other, at="2030-02-20")
        memory.remember(since, at="2030-02-20")
        found = _texts(memory.recall("What did I do over Christmas?", as_of="2030-03-15"))
    assert found[:1] == [christmas]
    assert other not in found  # the twin: said the same day, of no Christmas


def test_a_statement_naming_its_own_time_is_of_it_not_of_when_it_was_said(
    memory: Memory,
) -> None:
    """Said in July, "the hen do is in Lisbon 3-5 sept" is of September and "meeting tariq thurs
    15th july" of July; "I'm a chef" names no time. Asked "what have I got on this month?" in
    July, what is told for July answers, before what was only said then, and September's plan
    is no answer."""
    at, asked = "2032-07-08T09:00:00Z", "2032-07-08T12:00:00Z"
    chef = memory.remember("I'm a chef and co-own a restaurant in Leeds", at=at).memory
    hen = memory.remember("nkechi's hen do is in Lisbon 3-5 sept, got to be back", at=at).memory
    # Nothing told for July yet: what was said in July is of July (the chef), not the hen do.
    said = [
        h.memory.id for h in memory.recall("what have i got on this month", as_of=asked).results
    ]
    assert chef.id in said and hen.id not in said
    july = memory.remember("meeting tariq thurs 15th july re the year end accounts", at=at).memory
    told = [
        h.memory.id for h in memory.recall("what have i got on this month", as_of=asked).results
    ]
    assert told[0] == july.id and hen.id not in told
    # The twin: asked of September, the hen do is the answer.
    sept = memory.recall("what's happening in september?", as_of=asked)
    assert sept.results and sept.results[0].memory.id == hen.id


@pytest.mark.parametrize(
    ("query", "year"),
    [
        ("what's happening in september?", 2032),
        ("anything going on in september", 2032),
        # the twin: asked in the past tense, last September
        ("what happened in september?", 2031),
    ],
)
def test_a_month_asked_ahead_is_the_next_one(query: str, year: int) -> None:
    found = query_time(query, datetime(2032, 7, 8, 12, tzinfo=UTC))
    assert found.windows and found.windows[0][0].year == year


def test_a_year_a_text_names_is_no_answer_to_a_month(memory: Memory) -> None:
    # "this year" holds next month, but tells nothing of it; the dentist in December does.
    year = memory.remember("I turned 29 this year", at="2024-11-20T09:00:00Z").memory
    dentist = memory.remember("dentist on 2 dec at 8:30am", at="2024-11-20T09:00:00Z").memory
    assert year is not None and dentist is not None
    hits = memory.recall("what's on next month?", as_of="2024-11-25T12:00:00Z")
    assert [h.memory.id for h in hits.results] == [dentist.id]
    # control: a question about the year it names is answered by it
    hits = memory.recall("what happened this year?", as_of="2024-11-25T12:00:00Z")
    assert year.id in [h.memory.id for h in hits.results]
    # … and an event time a decade long still holds a month of it
    lived = memory.remember(
        "I lived in Berlin", valid_from="2010-01-01", valid_until="2020-01-01",
        at="2024-11-20T09:00:00Z",
    ).memory  # fmt: skip
    assert lived is not None
    hits = memory.recall("what was happening this month?", as_of="2015-03-15T12:00:00Z")
    assert [h.memory.id for h in hits.results][:1] == [lived.id]
