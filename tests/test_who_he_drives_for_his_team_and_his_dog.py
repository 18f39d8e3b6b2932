"""What the thirty-third blind suite (a lorry driver in Doncaster, asked about by his agent)
showed: an employer told as who one drives for or has worked for, in an agent's note ("User
drives for Northern Fleet Logistics", "User has worked for Brannigan Haulage for 7 years"); the
team one follows ("What football team does the user support?" where no memory says football);
a pet asked about as a pet where the memories say a staffie. Real SQLite files, the real
service; each case with its twin."""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot
from memwarden.write.topics import topic_words

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("User drives for Northern Fleet Logistics", "northern fleet logistics"),
        ("User now drives for DPD", "dpd"),
        ("User has worked for Brannigan Haulage for 7 years, night trunking", "brannigan haulage"),
        ("I have worked at the hospital since 2019", "hospital"),
    ],
)
def test_who_one_drives_for_or_has_worked_for_is_the_employer(text: str, employer: str) -> None:
    slot = parse_slot(text)
    assert slot is not None and slot.predicate == "works_at"
    assert slot.object.startswith(employer)


@pytest.mark.parametrize(
    "text",
    [
        "User drives for his mum every Sunday",
        "I drive for a living",
        "he drives for fun",
        "I drive for my mum on Fridays",
    ],
)
def test_control_driving_for_someone_of_ones_own_is_no_employer(text: str) -> None:
    slot = parse_slot(text)
    assert slot is None or slot.predicate != "works_at"


def test_a_new_firm_he_drives_for_instead_changes_the_old(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old = m.remember("User has worked for Brannigan Haulage for 7 years, driving a Scania")
        new = m.remember(
            "Since 7 February the user drives for Northern Fleet Logistics instead of Brannigan "
            "Haulage, night trunking to Aberdeen"
        )
        assert new.decision.value == "updated"
        assert new.memory is not None and old.memory is not None
        assert new.memory.supersedes == old.memory.id
        first = m.recall("what does the user do for a living?").results[0]
        assert "Northern Fleet" in first.memory.text
    with Memory.open(tmp_path / "twin.db", settings=WORDS_ONLY) as m:
        # the twin: a second firm with no word of a change waits for him
        m.remember("User has worked for Brannigan Haulage for 7 years, driving a Scania")
        held = m.remember("User drives for Northern Fleet Logistics on night trunking")
        assert held.decision.value == "held"


_LIFE = [
    "rovers lost 3-0 at home to bradford. 20 yrs with a season ticket and i still bother",
    "tyson (staffie) is 6 now, big soft lump, sulks when i pack my bag",
    "User works nights and sleeps in the cab on weekdays.",
    "User's daughter Lily-Mae has asthma and uses a blue inhaler.",
    "kelly's salon is doing well, she's taken on a junior",
]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What football team does the user support?", "rovers lost 3-0"),
        ("Does the user have any pets?", "tyson (staffie)"),
    ],
)
def test_a_team_and_a_pet_asked_by_their_category_are_found(
    tmp_path: Path, question: str, answer: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        for text in _LIFE:
            m.remember(text)
        found = [r.memory.text for r in m.recall(question).results]
        assert found and answer in found[0]
        # control: a question of another category does not get them first
        other = [r.memory.text for r in m.recall("Any health conditions in the family?").results]
        assert other and "inhaler" in other[0]


def test_the_words_of_a_team_and_a_pet_are_their_topics() -> None:
    assert "teams" in {t.topic for t in topic_words("20 yrs with a season ticket at Rovers")}
    assert "pets" in {t.topic for t in topic_words("Tyson is a Staffordshire bull terrier")}
    # control: a job's promotion and a united front are no team, nor is a thing sorted
    assert not {"teams", "pets"} & {
        t.topic for t in topic_words("got promoted at work, we stood united on it, all sorted")
    }


def test_our_anniversary_is_the_day_we_married(tmp_path: Path) -> None:
    from memwarden.read.shorthand import spelled_out

    assert "married" in spelled_out("when's our wedding anniversary")
    assert "married" in spelled_out("what should I get Kelly for our wedding anniversary?")
    # control: another anniversary is not a wedding's, nor is "our anniversary" alone (the day a
    # couple got together as often)
    assert "married" not in spelled_out("when's the anniversary of dad's death")
    assert "married" not in spelled_out("when's our anniversary")
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        for text in [
            "User and Kelly have been together since 2008 and married on 9 August 2014.",
            "kels 40th is 22 april, surprise meal at marcos",
            "User's dad Marek is in a care home in Bessacarr.",
        ]:
            m.remember(text)
        found = [r.memory.text for r in m.recall("when's our wedding anniversary").results]
        assert found and "married on 9 August 2014" in found[0]


def test_control_what_one_has_worked_with_is_no_employer() -> None:
    slot = parse_slot("I've worked with Python and C++.")
    assert slot is None or slot.predicate != "works_at"
