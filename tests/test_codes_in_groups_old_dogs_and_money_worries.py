"""What the twenty-sixth blind review set (a retired teacher in rural Wales) showed at the door:
a code told in groups of digits ("the key safe by the back door is 1 9 6 6", "a code 583
091"), the number that opens her iPad, a weight told on the scales in words ("eleven stone
six"), money worries said no to and then told as payments fallen behind on, and an old dog
named before his kind ("Pero is my old sheepdog") who then dies. Real SQLite files, the real
service; each case with its twin."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from door import WORDS_ONLY, decided, observed
from memwarden import Memory
from memwarden.model import Decision
from memwarden.trust.tombstones import families
from memwarden.write.credentials import find_secrets, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("the code for the key safe by the back door is 1 9 6 6, write it down", "1 9 6 6"),
        ("A text came from the bank with a code 583 091 and then a man rang", "583 091"),
        ("my pin is 12 34 ok", "12 34"),
        ("The little number to open the iPad is 190854, Alun's birthday", "190854"),
        ("the code to unlock my phone is 2580", "2580"),
    ],
)
def test_a_code_told_in_groups_or_as_what_opens_a_thing_is_redacted_as_typed(
    text: str, secret: str
) -> None:
    assert [text[s.start : s.end] for s in find_secrets(text)] == [secret]
    assert secret not in redact(text) and "[redacted secret]" in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "call me on 07700 900123 after six",  # a phone number: longer than a code
        "we have 2 3 year olds at the nursery",  # no code named
        "the gate code is 4 5 6 7 8 9 1 2 3",  # nine digits: no code of a lock
        "the number to open the app is in the email",  # no digits told
        "the code for the gate by the school is closed on Sundays",
        "the match finished 2 1 in the end",
        "A text came from the bank about the new card, no code in it",
    ],
)
def test_control_digits_in_groups_with_no_code_named_stay(text: str) -> None:
    assert find_secrets(text) == []
    assert redact(text) == text


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.text(alphabet="0123456789", min_size=1, max_size=4), min_size=2, max_size=4)
    .map(" ".join)
    .filter(lambda g: 4 <= len(g.replace(" ", "")) <= 8),
    st.sampled_from(["my pin is ", "the key safe code is ", "door code: "]),
    st.sampled_from(["", ", thanks", " and the wifi is on the router"]),
)
def test_every_digit_of_a_code_in_groups_is_redacted_and_nothing_else(
    groups: str, before: str, after: str
) -> None:
    text = before + groups + after
    assert redact(text) == before + "[redacted secret]" + after


def test_a_code_in_groups_is_refused_at_the_door(tmp_path: Path) -> None:
    told = (
        "The carers are starting with Gwen on Monday, the code for the key safe by the back door is"
    )
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        observed(m, ["Gwen had a nasty fall in March, she's my sister, we live together"])
        turn = observed(m, [told + " 1 9 6 6, write it down for me in case they ring"])
        assert "refused" in decided(turn[-1])
        assert not any("1 9 6 6" in r.memory.text for r in m.recall("key safe").results)
    with Memory.open(tmp_path / "twin.db", settings=WORDS_ONLY) as m:
        # the twin: the code said to be on its way, no digits
        observed(m, ["Gwen had a nasty fall in March, she's my sister, we live together"])
        turn = observed(m, [told + " coming in the post, they'll ring when it's fitted"])
        assert "refused" not in decided(turn[-1])


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Stood on Gwen's scales this morning... eleven stone six now", "weight"),
        ("he's fourteen stone and still growing", "weight"),
        ("they're three months behind on the house payments now", "debt"),
        ("Dafydd and Sian's money worries", "debt"),
        ("User's son is struggling financially and behind on his mortgage.", "debt"),
    ],
)
def test_a_weight_in_words_and_money_worries_are_their_topics(text: str, topic: str) -> None:
    assert topic in families(text)


@pytest.mark.parametrize(
    "text",
    [
        "I practise my scales on the piano every morning",
        "fish scales all over the kitchen",
        "eleven stone of potatoes for the harvest supper",
        "we paid off the house last year, no more payments",
    ],
)
def test_control_scales_stones_and_payments_of_other_things(text: str) -> None:
    assert not {"weight", "debt"} & set(families(text))


def test_money_worries_said_no_to_stay_no_when_told_as_payments_behind(tmp_path: Path) -> None:
    no = "Please forget what I told you about Dafydd and Sian's money worries, don't keep any of it"
    note = "User's son Dafydd and his wife Sian are struggling and behind on their mortgage."
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        observed(m, [no])
        turn = observed(
            m, ["Sian rang, poor dab, they're three months behind on the house payments"]
        )
        assert decided(turn[-1]) == "blocked"
        _, token = m.principal_add("agent", labels=["personal"], capabilities=["remember"])
        assert m.for_token(token).remember(note).decision is Decision.BLOCKED
        # control: something else of Sian's is no money worry
        turn = observed(m, ["I'm going to Cardiff to see Sian and the children on Saturday"])
        assert decided(turn[-1]) == "created"


def test_a_weight_said_no_to_stays_no_when_told_in_stones(tmp_path: Path) -> None:
    no = "I don't want you keeping anything about my weight, cariad, it's a sore point"
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        observed(m, [no])
        turn = observed(m, ["Stood on Gwen's scales this morning... eleven stone six now"])
        assert decided(turn[-1]) == "blocked"
        turn = observed(m, ["I walked to the chapel and back this morning, two miles"])
        assert decided(turn[-1]) == "created"  # control: her walks are not her weight


def test_an_old_dog_named_before_his_kind_is_her_pet_and_his_death_changes_it(
    tmp_path: Path,
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        observed(m, ["Pero is my old sheepdog, thirteen this year, bless him"])
        turn = observed(m, ["We lost Pero on Saturday... the vet came out to the house"])
        decisions = turn[-1]["decisions"]
        assert decisions[0]["decision"] == "updated"
        gone = m.get(decisions[0]["memory"]["supersedes"])
        assert gone is not None and re.search("sheepdog", gone.text)
    with Memory.open(tmp_path / "twin.db", settings=WORDS_ONLY) as m:
        # the twin: a dog walker by name is no pet, and losing him is no pet's death
        observed(m, ["Sam is my old dog walker, lovely lad"])
        turn = observed(m, ["We lost Sam on Saturday, he's moved to Swansea"])
        assert "updated" not in decided(turn[-1])


@pytest.mark.parametrize(
    "text",
    [
        "Diolch yn fawr cariad, you're a tidy help. Right, the kettle's on so I'm off... nos da!",
        "ok gotta go, speak soon",
        "so im off then",
    ],
)
def test_a_goodbye_keeps_nothing(tmp_path: Path, text: str) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        assert decided(observed(m, [text])[-1]) == ""


@pytest.mark.parametrize(
    "text",
    [
        "I'm off to Spain next week with Marian",
        "the kettle's on the blink again, I need a new one",
        "I'm off work till Monday with my hip",
    ],
)
def test_control_leaving_for_somewhere_is_kept(tmp_path: Path, text: str) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        assert decided(observed(m, [text])[-1]) == "created"


def test_a_relation_said_no_to_by_name_stays_no_when_told_by_the_relation_alone(
    tmp_path: Path,
) -> None:
    no = "Please don't remember anything about my brother Huw, we don't speak"
    told = "Another letter from my brother's solicitor this morning about the old farm"
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        observed(m, [no])
        assert decided(observed(m, [told])[-1]) == "blocked"
        assert decided(observed(m, ["my bro rang about the farm again"])[-1]) == "blocked"
        # control: another brother by his name, and another relation, are not him
        assert decided(observed(m, ["my brother Tom is coming for Sunday dinner"])[-1]) == "created"
        assert decided(observed(m, ["my sister Gwen is coming for Sunday dinner"])[-1]) == "created"
    with Memory.open(tmp_path / "twin.db", settings=WORDS_ONLY) as m:
        # the twin: nothing said no to, the same letter is kept
        assert decided(observed(m, [told])[-1]) == "created"


@pytest.mark.parametrize(
    ("text", "car"),
    [
        ("I still drive the old Honda Jazz into Aber on a Friday for the big shop", "honda jazz"),
        ("I drive a Corsa round town", "corsa"),
        (
            "finally traded in the civic, picked up a used Tesla Model 3 on saturday",
            "tesla model 3",
        ),
        ("I drive a VW up", "vw up"),  # control: a model's own word stays
    ],
)
def test_a_car_is_named_without_where_it_is_driven(text: str, car: str) -> None:
    from memwarden.write.slots import parse_slot

    slot = parse_slot(text)
    assert slot is not None and slot.predicate == "car" and slot.object == car


def test_the_same_car_told_with_where_it_goes_is_no_conflict(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        observed(m, ["I still drive the old Honda Jazz into Aber on a Friday for the big shop"])
        assert "held" not in decided(observed(m, ["I drive a Honda Jazz, a little red one"])[-1])
        # control: another car with no word of a change waits for her
        assert "held" in decided(observed(m, ["I drive a Ford Fiesta"])[-1])
