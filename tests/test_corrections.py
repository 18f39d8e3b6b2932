"""The person correcting what they said (write/review.py ``_corrects``): "sorry, I said Leeds
but I meant Leicester — I live in Leicester" or "my number's 07700 900132 not 900123" replaces
the memory it corrects at the door — the person already said which is right — and, being a
correction, not a change, the old memory ends no truth: it is no answer to "before". The same
value told with nothing saying the old was wrong, or by an agent, still waits for the person.
Real SQLite files; each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


def _said(m: Memory, text: str) -> list[dict]:
    report = m.observe([{"role": "user", "content": text}], chat_id="c1")
    return report["turns"][0]["decisions"]


def _replaced(m: Memory, before: str, correction: str) -> tuple[dict, dict]:
    """The decisions on ``before`` and on ``correction``, which must replace it."""
    (first,) = _said(m, before)
    (decided,) = _said(m, correction)
    assert decided["decision"] == "updated", decided["reason"]
    assert decided["target"] == first["memory"]["id"]
    return first, decided


@pytest.mark.parametrize(
    ("before", "correction", "not_one"),
    [
        (
            "I live in Leeds",
            "sorry no, I said Leeds earlier but I meant Leicester — I live in Leicester",
            "I live in Leicester",
        ),
        ("I live in Leeds", "I live in Leicester, not Leeds", "I live in Leicester, not York"),
        (
            "my number is 07700 900123",
            "typo sorry, my number's 07700 900132 not 900123",
            "my number's 07700 900132",
        ),
        (
            "I work at Asda",
            "correction: I work at Aldi",
            "I meant to tell you, I work at Aldi",
        ),
    ],
)
def test_the_persons_correction_replaces_what_it_corrects(
    tmp_path: Path, before: str, correction: str, not_one: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        first, decided = _replaced(m, before, correction)
        assert "corrects" in decided["reason"]
        old = m.get(first["memory"]["id"])
        assert old.status.value == "superseded"
        assert old.valid_until is None  # never true: no truth of it ended
    # The twin: nothing says the old was wrong, so it waits for the person.
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        _said(m, before)
        (decided,) = _said(m, not_one)
        assert decided["decision"] == "held"
        assert decided["memory"]["hold_reason"] == "conflict"


def test_not_the_old_value_told_as_a_change_is_a_change(tmp_path: Path) -> None:
    # "now" tells a move: the old home was true until then, an answer to "before".
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        (first,) = _said(m, "I live in Leeds")
        (decided,) = _said(m, "I live in York now, not Leeds anymore")
        assert decided["decision"] == "updated"
        assert "corrects" not in decided["reason"]
        assert m.get(first["memory"]["id"]).valid_until is not None
    # The twin: the same "not Leeds" telling no change corrects it.
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        _said(m, "I live in Leeds")
        (decided,) = _said(m, "I live in York, not Leeds")
        assert "corrects" in decided["reason"]


def test_an_agents_correction_still_waits_for_the_person(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        _said(m, "my number is 07700 900123")
        _, token = m.principal_add("agent", labels=["personal"], capabilities=["remember"])
        agent = m.for_token(token)
        result = agent.remember("Correction: the user's phone number is 07700 900132, not 900123.")
        assert result.decision.value == "held"
        # The person's own words, the twin, are taken.
        (decided,) = _said(m, "typo, my number's 07700 900132 not 900123")
        assert decided["decision"] == "updated"


def test_a_correction_is_no_answer_to_before_and_a_move_is(tmp_path: Path) -> None:
    # The statements, not the turns logged word for word: a turn is what was said, whenever.
    for name, later, answers in (
        ("m.db", "I live in Leicester, not Leeds", False),
        ("n.db", "I moved to Leicester", True),
    ):
        with Memory.open(tmp_path / name, settings=WORDS_ONLY) as m:
            (old,) = _said(m, "I live in Leeds")
            _said(m, later)
            found = m.recall("Where did I live before Leicester?", kinds=["fact"]).results
            assert (old["memory"]["id"] in [h.memory.id for h in found]) is answers, later


@pytest.mark.parametrize(
    ("before", "correction", "not_one"),
    [
        (
            "my yoga class is on thursdays",
            "actually it's tuesdays not thursdays for yoga, my bad",
            "it's tuesdays not thursdays for yoga",  # says nothing of correcting
        ),
        (
            "my sister is a nurse in Glasgow",
            "sorry I meant my brother not my sister — it's my brother who's the nurse in Glasgow",
            "sorry, my brother not my sister has the car this week",  # shares no other word
        ),
        (
            "my dentist appointment is on the 14th",
            "sorry my bad, my appointment is the 21st not the 14th",
            "my appointment is the 21st not the 14th",  # says nothing of correcting
        ),
        (
            # No "I" or "my": a correction of a memory of the person's is theirs all the same.
            "my dentist appointment is on the 14th",
            "sorry, it's the 21st not the 14th for the dentist",
            "sorry, it's the 21st not the 14th for the vet",  # shares no other word: kept nowhere
        ),
    ],
)
def test_a_word_corrected_in_a_memory_of_no_slot_replaces_it(
    tmp_path: Path, before: str, correction: str, not_one: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        first, _ = _replaced(m, before, correction)
        assert m.get(first["memory"]["id"]).status.value == "superseded"
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        (first,) = _said(m, before)
        assert [d["decision"] for d in _said(m, not_one)] in ([], ["created"])
        assert m.get(first["memory"]["id"]).status.value == "active"


def test_a_word_corrected_in_two_memories_corrects_neither(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        told = ("my yoga class is on thursdays", "I also do hot yoga with Sam on thursdays")
        ids = [_said(m, text)[0]["memory"]["id"] for text in told]
        (decided,) = _said(m, "actually it's tuesdays not thursdays for yoga, my bad")
        assert decided["decision"] == "created"
        assert [m.get(i).status.value for i in ids] == ["active", "active"]


def test_a_change_whose_words_end_the_old_value_is_kept_from_its_start(tmp_path: Path) -> None:
    # "until last week" ends the old dose: the change is stored from when it was said, with no
    # end (the store refuses an end before a start, and the whole turn was refused).
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        (first,) = _said(m, "I take 20mg citalopram every morning")
        (decided,) = _said(
            m, "until last week i was on 20mg citalopram but the GP's put me up to 30mg now"
        )
        assert decided["decision"] == "updated"
        assert decided["target"] == first["memory"]["id"]
        assert decided["memory"]["valid_until"] is None
        assert decided["memory"]["valid_from"] is not None
        # The twin: no medicine named, nothing read, the dose stays.
        assert [d["decision"] for d in _said(m, "I was on holiday but they put me up to 30mg")] in (
            [],
            ["created"],
        )
        assert m.get(decided["memory"]["id"]).status.value == "active"


def test_what_was_meant_of_the_chat_is_no_statement(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.observe([{"role": "user", "content": "can you save that as a note?"}], chat_id="c1")
        assert _said(m, "no i meant the recipe one, not the shopping list") == []
        # The twin: what the person meant of themselves is theirs.
        assert [d["decision"] for d in _said(m, "sorry I meant my brother lives in Glasgow")] == [
            "created"
        ]
