"""What the thirtieth blind recall suite showed besides: a name told with when one was born
("User's name is Keisha Campbell, born 14 September 2002") tells the birthday too, so "how old
is Keisha?" finds it; a house completed on is where one lives now; and a time said in a clause
of its own after what is stated ("…, boiler's been dodgy since nov") is not when the statement
became true.

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Decision
from memwarden.settings import Settings
from memwarden.write.extract import stated_start
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)
SAID = datetime(2032, 2, 20, 12, tzinfo=UTC)


def test_a_name_told_with_a_birth_date_tells_the_birthday() -> None:
    slot = parse_slot("User's name is Keisha Campbell, born 14 September 2002.")
    assert slot is not None and slot.predicate == "name"
    assert slot.also is not None and (slot.also.predicate, slot.also.object) == (
        "birthday",
        "09-14",
    )
    plain = parse_slot("User's name is Keisha Campbell.")  # the twin: no birthday told
    assert plain is not None and plain.also is None


def test_how_old_is_the_person_by_their_name(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        born = m.remember(
            "User's name is Keisha Campbell, born 14 September 2002. She works as a paramedic."
        )
        m.remember("In January 2032 we adopted Marley, a 4-year-old retired greyhound.")
        for question in ("how old is keisha", "how old am I", "when is keisha's birthday"):
            results = m.recall(question).results
            assert results and results[0].memory.id == born.memory.id, question


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Dev and I completed on our house in Kings Heath", "kings heath"),
        ("we completed on the flat in Leith last week", "leith"),
    ],
)
def test_a_home_completed_on_is_a_move(text: str, place: str) -> None:
    slot = parse_slot(text)
    assert slot is not None
    assert (slot.predicate, slot.object, slot.change_marker) == ("lives_in", place, True)


def test_the_home_completed_on_replaces_the_rented_one(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.remember("me n dev rent a 2 bed flat in selly oak, boiler's been dodgy since nov")
        moved = m.remember("User and Dev completed on their house in Kings Heath in September 2030")
        assert moved.decision is Decision.UPDATED


@pytest.mark.parametrize(
    ("text", "start"),
    [
        # a time in a clause with a verb of its own is that clause's
        ("me n dev rent a 2 bed flat in selly oak, boiler's been dodgy since nov", None),
        # the twins: a time told of the statement itself, after an apposition or in its clause
        (
            "User works as Quality Manager at Cervecería Río Cruces, a craft brewery in Valdivia,"
            " since 3 August 2026",
            datetime(2026, 8, 3, tzinfo=UTC),
        ),
        ("since nov me n dev rent a 2 bed flat in selly oak", datetime(2031, 11, 1, tzinfo=UTC)),
    ],
)
def test_when_a_statement_became_true(text: str, start: datetime | None) -> None:
    assert stated_start(text, SAID) == start
