"""What the thirty-fifth blind review set (a community pharmacist in Lagos writing Nigerian
English) showed: Pidgin's particles ("sha", a closing "o", "dey" before a verb, "na" for "is")
kept "I dey work for Medplus" from being the job said before and "my new number na 0802 …" from
being a number; "I stay at Ikeja" and "we have packed from Alausa" were no home; "the doctor at
Reddington increased my amlodipine" no dose changed; "my MTN line" and "my WhatsApp number"
another slot than the phone number; "the answer I put is Eze" kept; "never mention my ex Funke
again, that matter is closed" no wish at all. And two things any English showed: a statement
with an ordinal or a sum written with letters ("every 25th", "₦1.2m") was never found to be said
again, as the index holds "25th" and no "25"; and an agent's note naming the person as "User"
was not what the person had said in their own words. Real SQLite files, the real service; each
case with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, check_said_no, decided, observed, slots_read
from memwarden import Memory
from memwarden.bench.review_suite import label_of
from memwarden.spelling import plain
from memwarden.write.credentials import find_secrets


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("I dey work for Medplus for Allen Avenue sha, as pharmacist.",
         "I work for Medplus for Allen Avenue, as pharmacist."),
        ("I have resigned from Medplus o, I joined Alpha Pharmacy",
         "I have resigned from Medplus, I joined Alpha Pharmacy"),
        ("my new number na 0802 991 3345", "my new number is 0802 991 3345"),
        ("that 350 wey I borrow", "that 350 that I borrow"),
        ("abeg keep it for me", "please keep it for me"),
        # the twins: "dey" for "they", the blood group "O", "na wa", a closing "na"
        ("dey moved to Texas", "dey moved to Texas"),
        ("and dey said no", "and dey said no"),
        ("my blood group is O.", "my blood group is O."),
        ("Na wa o", "Na wa"),
        ("you know na, I said", "you know na, I said"),
    ],
)  # fmt: skip
def test_pidgins_particles_are_read_as_the_english_they_stand_for(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I stay at Gbagada Phase 2.", ("user", "lives_in", "gbagada phase 2")),
        ("we packed to Lekki in March", ("user", "lives_in", "lekki")),
        ("I dey work for Medplus for Allen Avenue sha, as pharmacist.",
         ("user", "works_at", "medplus")),
        ("My MTN line is 0803 456 7812, that is the one on my WhatsApp.",
         ("user", "my:phone number", "0803 456 7812")),
        ("My WhatsApp number na 0802 991 3345.", ("user", "my:phone number", "0802 991 3345")),
        ("User's contact number is +82 10-5521-8830",
         ("user", "my:phone number", "+82 10-5521-8830")),
    ],
)  # fmt: skip
def test_what_nigerian_english_says_is_read(text: str, slot: tuple[str, str, str]) -> None:
    assert slots_read(text)[0] == slot


@pytest.mark.parametrize(
    "text",
    [
        "I stay at home with the kids",  # no place
        "I stay at least two nights",
        "we packed into the car and left",  # no move
        "My work line is 0802 991 3345.",  # not the person's own number
    ],
)
def test_what_only_looks_like_it_is_not_a_home_nor_the_phone(text: str) -> None:
    assert all(s[1] not in ("lives_in", "my:phone number") for s in slots_read(text))


_AMLODIPINE = "I take amlodipine 5mg every morning for my BP, I have been on it since 2021."
_ALAUSA = "I stay at Ikeja, Alausa side, with my madam and the two kids."
_MTN = "My MTN line is 0803 456 7812, that is the one on my WhatsApp."
_MEDPLUS = "I am a pharmacist at Medplus Pharmacy, Allen Avenue, Ikeja."

# What the thirty-sixth blind set (a maths teacher in Kumasi writing Ghanaian English), written
# after, showed of the same: "We are renting a two-bedroom house at Asokwa" no home, "we are
# staying at Ahodwo" no move from it, a closing "oo", "her MoMo PIN, 2468," kept, and an agent's
# "father … a retired cocoa farmer living in Konongo" another value than "… farmer in Konongo".
_ASOKWA = "We are renting a two-bedroom house at Asokwa, near the Methodist church."
_ANGLICAN = "I teach core maths at Kumasi Anglican SHS."


@pytest.mark.parametrize(
    ("before", "text", "expected", "retired"),
    [
        (_AMLODIPINE, "The doctor at Reddington increased my amlodipine to 10mg since last week "
         "o, he said the BP is still high. Na wa.", "updated", [0]),
        (_AMLODIPINE, "I take amlodipine 10mg every morning.", "conflict", []),
        (_ALAUSA, "Ehen, we have packed from Alausa o, we now stay at Gbagada Phase 2 since last "
         "month.", "updated", [0]),
        (_ALAUSA, "I stay at Gbagada Phase 2.", "conflict", []),
        (_MTN, "I don port to Airtel o, my new number na 0802 991 3345.", "updated", [0]),
        (_MTN, "My WhatsApp number na 0802 991 3345.", "conflict", []),
        (_MEDPLUS, "I dey work for Medplus for Allen Avenue sha, as pharmacist.", "ignored", []),
        (_MEDPLUS, "I dey work for HealthPlus for Allen Avenue sha, as pharmacist.", "conflict",
         []),
        (_ASOKWA, "Chale we have finally moved out of Asokwa! Since last month we are staying at "
         "Ahodwo, the new place is three-bedroom, by God's grace.", "updated", [0]),
        (_ASOKWA, "We stay at Ahodwo, behind the Shell filling station.", "conflict", []),
        (_ANGLICAN, "I'm still teaching core maths at Anglican SHS oo.", "ignored", []),
        (_ANGLICAN, "I'm still teaching core maths at Prempeh College oo.", "created", []),
    ],
)  # fmt: skip
def test_a_change_in_nigerian_and_ghanaian_english_and_its_twins(
    tmp_path: Path, before: str, text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", [before], text, expected, retired)


@pytest.mark.parametrize(
    ("before", "again", "other"),
    [
        ("My salary enters my GTBank account every 25th of the month.",
         "My salary dey enter my GTBank account every 25th of the month sha.",
         "My salary dey enter my GTBank account every 28th of the month sha."),
        ("I paid ₦1.2m for the car last year.", "I paid ₦1.2m for the car last year o.",
         "I paid ₦1.5m for the car last year o."),
    ],
)  # fmt: skip
def test_a_statement_with_an_ordinal_or_a_written_sum_is_found_said_again(
    tmp_path: Path, before: str, again: str, other: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.remember(before)
        assert label_of(m.remember(again).to_dict()) == "ignored"
        # the twin: another day, another sum, is no repeat
        assert label_of(m.remember(other).to_dict()) != "ignored"


def test_secrets_told_in_nigerian_english() -> None:
    assert find_secrets("My GTBank internet banking password na Chiamaka@2015, abeg keep it")
    answer = "For my Access bank security question 'mother's maiden name', the answer I put is Eze."
    assert [answer[s.start : s.end] for s in find_secrets(answer)] == ["Eze"]
    assert find_secrets("Abeg keep my Access ATM PIN for me because I dey forget am: 4827.")
    # the twins: a password and an answer spoken of, none told
    assert find_secrets("My GTBank password na the one wey I always forget") == []
    assert find_secrets("For the security question I forgot what answer I put, is it bad?") == []
    assert find_secrets("How I fit change my Access ATM PIN without going to the branch?") == []


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        # a wish with an aside that the matter is closed
        ("Never mention my ex Funke again, that matter is closed.",
         "I saw that my former babe Funke don marry for Abuja, na so life be.",
         "My senior brother Obinna has collected his American citizenship, we thank God."),
        # … and with what it does to the person after it
        ("Please never bring up my father's stroke again, it pains me too much.",
         "User's father, Opanin Kwabena, suffered a stroke in 2022 and still walks with a stick.",
         "My father Opanin Kwabena is a retired cocoa farmer in Konongo."),
    ],
)  # fmt: skip
def test_a_wish_with_an_aside_after_it_stays_no(
    tmp_path: Path, said_no: str, again: str, other: str
) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


def test_an_aside_that_a_matter_is_closed_makes_no_wish_of_a_statement(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (turn,) = observed(memory, ["My ex moved to Abuja, that matter is closed."])
        assert decided(turn) not in ("", "blocked") and not turn.get("retractions")
        # the twin: the wish with the same aside is one
        (wish,) = observed(memory, ["never mention my ex again, that is that"])
        assert wish["retractions"]


def test_a_pin_told_after_a_comma_is_a_secret() -> None:
    told = "Efua gave me her MoMo PIN, 2468, so I can withdraw her Kejetia sales money for her."
    assert [told[s.start : s.end] for s in find_secrets(told)] == ["2468"]
    # the twins: a PIN with a count after it, and one asked about
    assert find_secrets("I typed the wrong PIN, 2 tries left now") == []
    assert find_secrets("Please how do I change my MoMo PIN? Somebody saw me typing it.") == []


@pytest.mark.parametrize(
    ("said", "note", "other", "other_label"),
    [
        # "User" is the person's "my"; the twin: another employer is not what she said
        ("My wife Lakshmi is working in Bosch, Koramangala office, as HR manager",
         "User's wife Lakshmi works at Bosch in Koramangala as an HR manager.",
         "User's wife Lakshmi works at Infosys in Koramangala as an HR manager.", "created"),
        # where a relative lives said with a verb; the twin: another trade told the same way
        ("My father Opanin Kwabena is a retired cocoa farmer in Konongo.",
         "User's father Opanin Kwabena is a retired cocoa farmer living in Konongo.",
         "User's father Opanin Kwabena is a retired teacher living in Konongo.", "conflict"),
    ],
)  # fmt: skip
def test_an_agents_note_repeats_what_the_person_said_in_their_words(
    tmp_path: Path, said: str, note: str, other: str, other_label: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.remember(said)
        _, token = m.principal_add("agent", labels=["personal"], capabilities=["remember"])
        agent = m.for_token(token)
        assert label_of(agent.remember(note).to_dict()) == "ignored"
        assert label_of(agent.remember(other).to_dict()) == other_label
