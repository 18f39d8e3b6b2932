"""Questions and memories in Yorkshire and Tyneside English, as the fifty-fourth session's blind
suites (Bradford; Newcastle and Whitley Bay) wrote them: a question's slots read in standard
spelling too ("what's me new address" asks for "my" address; read/slots.py), and so is whether
it asks the past ("what was wor old address"; "what were t'old address"); "hoo", "leccy" and an
"op" as chat types them (read/shorthand.py); a medicine taken with its "I" left out ("on
atorvastatin 20mg at night …") and a move announced ("moved in! 7 sandbeds close") as slots the
question finds (write/slots.py). Real SQLite files, the real service, words only; each with its
control.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, first_text
from memwarden import Memory
from memwarden.read.slots import asked_slots, asks_the_past


@pytest.mark.parametrize(
    ("asked", "slots"),
    [
        ("what's me new address", ("user\x1flives_in", "user\x1fmy:address")),
        ("what's my new address", ("user\x1flives_in", "user\x1fmy:address")),
        # control: "me" of the person, no address of theirs asked
        ("can you tell me new addresses you found", ()),
    ],
)
def test_a_questions_slots_in_standard_spelling(asked: str, slots: tuple[str, ...]) -> None:
    assert asked_slots(asked) == slots


@pytest.mark.parametrize(
    ("asked", "past"),
    [
        ("what was wor old address in byker", True),
        ("what were t'old address in wibsey", True),
        ("what was our old address in byker", True),
        # controls: an old friend, the address now
        ("where does wor old friend live", False),
        ("what's wor address", False),
    ],
)
def test_whether_the_past_is_asked(asked: str, past: bool) -> None:
    assert asks_the_past(asked) is past


def _first(db: Path, said: list[str], asked: str) -> str:
    with Memory.open(db, settings=WORDS_ONLY) as memory:
        for text in said:
            memory.remember(text)
        return first_text(memory, asked)


HOMES = [
    "As of March 2030 the user lives at 23 Hollybank Grove, Wibsey, Bradford, with his wife Janet",
    "moved in! 7 sandbeds close, queensbury, 16th aug 2033. right up top, it's nithering",
    "volunteerin wi queensbury community care drivin old folk t'hospital appointments",
]


@pytest.mark.parametrize(
    ("asked", "first"),
    [
        ("what's me new address", 1),
        ("where do i live now", 1),
        ("what were t'old address in wibsey", 0),
    ],
)
def test_the_home_asked_as_typed(tmp_path: Path, asked: str, first: int) -> None:
    assert _first(tmp_path / "m.db", HOMES, asked) == HOMES[first]


@pytest.mark.parametrize(
    ("said", "asked", "first"),
    [
        (["octopus energy since 2033. direct debit's £128 a month at the bungalow",
          "bingo wi sandra every thursday, £10 a book"], "hoo much is the leccy", 0),
        (["The user's younger brother, Alan Armstrong, had a heart bypass operation in July 2035.",
          "Alan's heart's been grand, he walks the dog up Roker every morning"],
         "when was alan's heart op", 0),
        (["GP started me on metoprolol 25mg twice a day for the ticker back in 2031",
          "on atorvastatin 20mg at night for the cholesterol as well, been on it since 2029"],
         "what am i takin for the colesterol", 1),
        # controls: asked in standard words
        (["octopus energy since 2033. direct debit's £128 a month at the bungalow",
          "bingo wi sandra every thursday, £10 a book"], "how much is the bingo", 1),
        (["GP started me on metoprolol 25mg twice a day for the ticker back in 2031",
          "on atorvastatin 20mg at night for the cholesterol as well, been on it since 2029"],
         "what am i taking for the ticker", 0),
    ],
)  # fmt: skip
def test_words_as_typed_find_what_was_meant(
    tmp_path: Path, said: list[str], asked: str, first: int
) -> None:
    assert _first(tmp_path / "m.db", said, asked) == said[first]
