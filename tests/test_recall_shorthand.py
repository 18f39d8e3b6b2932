"""Chat shorthand in a question is searched for as what it stands for (memwarden.read.shorthand).

Real SQLite files, words only (``embedder="none"``) so that only the words decide; each memory
that must stay out has a twin that comes in.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.read.shorthand import spelled_out
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("query", "spelled"),
    [
        ("what meds am i on", "what meds (medication) am i on"),
        ("When's my APPT?", "When's my APPT (appointment)? (checkup)"),
        ("maya's b-day party", "maya's b-day (birthday) party (bday turns born)"),
        ("what am I doing tmrw", "what am I doing tmrw (tomorrow)"),
        # as Singapore English types them
        ("wat my pay now", "wat (what) my pay now"),
        ("how many nites niseko", "how many nites (nights) niseko"),
        ("reno loan monthly how much", "reno (renovation) loan monthly how much"),
        # a word the question spells out already is not added again
        ("meds or medication?", "meds or medication?"),
        # controls: longer words holding the letters, and questions with no shorthand
        ("premeds and medsx, my-meds", "premeds and medsx, my-meds"),
        ("What medication do I take?", "What medication do I take?"),
        # the other way: a word spelled out, and its shorthand at the end
        ("where did i spend christmas last year", "where did i spend christmas last year (xmas)"),
        ("xmas plans?", "xmas (christmas) plans?"),
        # A birthday is told as an age reached or a day born too: "Felipe turns 36 on 2 June".
        ("When is my birthday?", "When is my birthday? (bday turns born)"),
        # said already: only what is not
        ("my bday or my birthday", "my bday or my birthday (turns born)"),
    ],
)
def test_shorthand_is_spelled_out(query: str, spelled: str) -> None:
    assert spelled_out(query) == spelled


def _texts(memory: Memory, query: str, **kwargs: object) -> list[str]:
    return [h.memory.text for h in memory.recall(query, **kwargs).results]  # type: ignore[arg-type]


def test_a_question_in_shorthand_finds_what_it_stands_for(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("The dentist appointment is on Friday")
        memory.remember("I love green tea")
        assert _texts(memory, "when is my appt") == ["The dentist appointment is on Friday"]
        assert _texts(memory, "when is my apt") == []  # control: no shorthand this reads
        # the shorthand itself is still searched: a memory that uses it is found too
        memory.remember("got my appt card in the post")
        assert set(_texts(memory, "when is my appt")) == {
            "The dentist appointment is on Friday",
            "got my appt card in the post",
        }


def test_a_memory_in_shorthand_is_found_by_the_word_spelled_out(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("xmas in split at my parents, mirna made sarma")
        memory.remember("New year in Zagreb with Luka")  # the twin: no shorthand it finds
        assert _texts(memory, "where did I spend Christmas?") == [
            "xmas in split at my parents, mirna made sarma"
        ]


def test_a_time_in_shorthand_is_read(tmp_path: Path) -> None:
    """On 1 December, "tmrw" is the 2nd, as "tomorrow" said that morning names it."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        lunch = "I'm meeting Sofia for lunch tomorrow"
        memory.remember(lunch, at="2024-12-01T08:00:00Z")
        memory.remember("I'm seeing the dentist tomorrow", at="2024-11-20T08:00:00Z")  # the 21st
        asked = memory.recall("what am I doing tmrw", as_of="2024-12-01T12:00:00Z", explain=True)
        assert [h.memory.text for h in asked.results] == [lunch]
        window = asked.results[0].explain["time"]["windows"]  # type: ignore[index]
        assert window == [["2024-12-02T00:00:00.000000Z", "2024-12-03T00:00:00.000000Z"]]
        unread = memory.recall("what am I doing tmrx", as_of="2024-12-01T12:00:00Z", explain=True)
        assert unread.results == ()  # control: a word the shorthand list lacks names no day


@pytest.mark.parametrize(
    ("query", "spelled"),
    [
        ("What do I do for a living?", "What do I do for work?"),
        ("what does she do For A  living", "what does she do for work"),
        ("feeling under the weather, any meds?", "feeling unwell, any meds (medication)?"),
        # controls: the words on their own, or inside other words
        ("what's in my living room", "what's in my living room"),
        ("for a livingroom", "for a livingroom"),
    ],
)
def test_an_idiom_is_put_in_plain_words(query: str, spelled: str) -> None:
    assert spelled_out(query) == spelled


def test_for_a_living_asks_about_work_not_where_anyone_lives(tmp_path: Path) -> None:
    """The stemmer reads "living" as "live": the brother's home came first."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("My brother Idris lives in Halifax.")
        nurse = "I work nights as a nurse at the county hospital."
        memory.remember(nurse)
        assert _texts(memory, "What do I do for a living?") == [nurse]
        # control: where someone lives is still asked in those words
        assert _texts(memory, "Where does my brother live?") == [
            "My brother Idris lives in Halifax."
        ]
