"""What the twenty-seventh blind review set (a PhD student in Hobart) showed at the door: a
switch that is no change of employer ("i switched to decaf" took the place of "I work at
Acme"), a card's number with its expiry after it, a dose said in words ("one puff") taken for
the dose in digits it differs from, a parent called as the person calls them ("mums moved her
calls to saturday nights", "amma calls every sunday") not kept at all, "the ex" after "my ex,
Karthik" was said no to, a condition by its initials said no to and then by its name, an
agent's note that the person eats what their diet, or an allergy of theirs, rules out, and
someone named before the role they have for the person ("helen marsh is my phd supervisor").
Real SQLite files, the real service; each case with its twin."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from door import WORDS_ONLY, decided, observed, said_after
from memwarden import Memory
from memwarden.write.credentials import find_secrets, redact
from memwarden.write.review import said_within
from memwarden.write.slots import parse_slot

# -- a switch that is no employer -------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "i switched to decaf",
        "switched to oat milk in my coffee",
        "switched to diving with Hobart Divers on sundays now",
        "i switched to tesco",  # one case: no name shows, and no word of work
        "I've switched to an electric toothbrush.",
    ],
)
def test_what_one_switched_to_without_a_name_or_a_word_of_work_is_no_employer(
    text: str, tmp_path: Path
) -> None:
    assert parse_slot(text) is None or parse_slot(text).predicate != "works_at"  # type: ignore[union-attr]
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (first,) = observed(memory, ["I work at Acme"])
        (turn,) = observed(memory, [text])
        assert "updated" not in decided(turn)
        kept = memory.get(first["decisions"][0]["memory"]["id"])
        assert kept.status.value == "active"  # the employer is still Acme


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I switched to Lufthansa.", "lufthansa"),
        ("I switched to Superdrug, same pharmacist role", "superdrug"),
        ("switched to tesco, same job", "tesco"),
        ("I switched to working at Hooli.", "hooli"),  # was read as "working"
        ("left Acme last month, switched to Initech now", "initech"),
        # an employer read from other words is not what was switched to
        ("I joined Google last month and switched to decaf", "google"),
    ],
)
def test_twin_an_employer_switched_to_by_name_or_with_a_word_of_work_changes_the_job(
    text: str, employer: str, tmp_path: Path
) -> None:
    slot = parse_slot(text)
    assert slot is not None and (slot.predicate, slot.object) == ("works_at", employer)
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["I work at Globex"])
        (turn,) = observed(memory, [text])
        assert "updated" in decided(turn)


# -- a card and its expiry ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "number"),
    [
        (
            "heres the card i paid with in case i need it for a refund"
            " 4929 1873 5521 0046 exp 09/27",
            "4929 1873 5521 0046",
        ),
        ("4929187355210046 valid thru 11/28", "4929187355210046"),
        ("paid with 5500-0000-0000-0005, expiry 03/2029", "5500-0000-0000-0005"),
    ],
)
def test_a_card_number_with_its_expiry_after_it_is_a_secret_luhn_or_not(
    text: str, number: str, tmp_path: Path
) -> None:
    assert [text[s.start : s.end] for s in find_secrets(text)] == [number]
    assert number not in redact(text)
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (turn,) = observed(memory, [text])
        assert decided(turn) == "refused"


@pytest.mark.parametrize(
    "text",
    [
        "card ends 0046, exp 09/27",  # four digits: no card's number
        "order 1234 5678 9012 3456 shipped 09/27",  # no expiry named
        "my number is 0412 345 678 exp 09/27 lol",  # ten digits: a phone
    ],
)
def test_control_an_expiry_without_a_cards_number_before_it_is_no_secret(text: str) -> None:
    assert find_secrets(text) == []


# -- a dose in words -------------------------------------------------------------------------

INHALER = "i'm on the brown preventer inhaler as well as the blue one, 2 puffs morning and night"


def test_a_dose_said_in_words_is_not_the_dose_in_digits_said_again(tmp_path: Path) -> None:
    assert not said_within("my preventer's one puff morning and night", INHALER)
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, [INHALER])
        (turn,) = observed(memory, ["my preventer's one puff morning and night"])
        assert decided(turn) != "ignored"  # "one puff" is not "2 puffs" again


def test_twin_the_same_dose_said_again_is_still_a_repeat(tmp_path: Path) -> None:
    # "the blue one, 2 puffs": "one" names no number there.
    assert said_within("my preventer is 2 puffs morning and night", INHALER)
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, [INHALER])
        (turn,) = observed(memory, ["my preventer is 2 puffs morning and night"])
        assert decided(turn) == "ignored"


# -- a parent called as the person calls them ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "mums moved her calls to saturday nights now",
        "amma calls every sunday morning from chennai",
        "Dad is in hospital again with his chest",
        "anyway nan's finally got her hearing aid sorted",
    ],
)
def test_a_sentence_opening_with_a_parent_as_the_person_calls_them_is_kept(
    text: str, tmp_path: Path
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (turn,) = observed(memory, [text])
        assert decided(turn) == "created"


@pytest.mark.parametrize(
    "text",
    [
        "the neighbours call every sunday morning",  # no one of the person's
        "someone's dad was shouting in the car park",  # not opening: someone else's
    ],
)
def test_control_a_sentence_about_no_one_of_the_persons_is_not(text: str, tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (turn,) = observed(memory, [text])
        assert turn["decisions"] == []


# -- "the ex", and a condition by its initials -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "the ex texted me again wanting to catch up when he's in town",
        "my ex-boyfriend turned up at the party",
        "my ex's sister messaged me",
    ],
)
def test_the_ex_is_the_ex_said_no_to_by_name(text: str, tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["please don't remember anything about my ex, Karthik"])
        (turn,) = observed(memory, [text])
        assert decided(turn) == "blocked"


@pytest.mark.parametrize(
    "text",
    [
        "the exam results came out today and i passed",
        "arjun texted, he's flying into Hobart for the long weekend",
    ],
)
def test_twin_no_ex_is_no_ex(text: str, tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["please don't remember anything about my ex, Karthik"])
        (turn,) = observed(memory, [text])
        assert decided(turn) != "blocked"


def test_a_condition_said_no_to_by_its_initials_is_blocked_by_its_name(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["please don't remember my pcos"])
        (turn,) = observed(memory, ["my polycystic ovaries are acting up again, cramps all week"])
        assert decided(turn) == "blocked"
        # the twin: another condition is kept
        (other,) = observed(memory, ["my asthma is acting up again, wheezy all week"])
        assert decided(other) == "created"


def test_twin_a_condition_said_no_to_by_its_name_is_blocked_by_its_initials(
    tmp_path: Path,
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["please don't remember my irritable bowel"])
        (turn,) = observed(memory, ["my ibs is bad again this week"])
        assert decided(turn) == "blocked"
        assert decided(observed(memory, ["my knee is bad again this week"])[0]) == "created"


# -- what a diet or an allergy rules out -------------------------------------------------------


def _noted(memory: Memory, text: str) -> dict[str, Any]:
    _, token = memory.principal_add("agent", labels=["personal"], capabilities=["remember"])
    return memory.for_token(token).remember(text).to_dict()


@pytest.mark.parametrize(
    ("said", "note"),
    [
        ("i'm vegetarian, no meat no fish", "User eats fish occasionally."),
        ("i'm vegan", "User is fine with cheese on pizza."),
        ("i'm allergic to cashews, like carry-an-epipen allergic",
         "User has a peanut allergy and can eat cashews."),
    ],
)  # fmt: skip
def test_a_note_that_the_person_eats_what_they_said_they_do_not_waits_for_them(
    said: str, note: str, tmp_path: Path
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (first,) = observed(memory, [said])
        decided = _noted(memory, note)
        assert decided["decision"] == "held"
        assert decided["memory"]["hold_reason"] == "conflict"
        kept = memory.get(first["decisions"][0]["memory"]["id"])
        assert kept.status.value == "active"  # what the person said stands meanwhile


@pytest.mark.parametrize(
    ("said", "note"),
    [
        ("i'm vegetarian, have been my whole life, no meat no fish", "User doesn't eat fish."),
        ("i'm vegetarian, have been my whole life, no meat no fish", "User eats lots of lentils."),
        ("i'm allergic to cashews, like carry-an-epipen allergic",
         "User has a peanut allergy and can eat almonds."),
    ],
)  # fmt: skip
def test_twin_a_note_of_what_the_diet_allows_is_kept(said: str, note: str, tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, [said])
        assert _noted(memory, note)["decision"] == "created"


def test_the_persons_own_word_of_a_change_changes_the_diet(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["i'm vegetarian"])
        (turn,) = observed(memory, ["i eat fish now, my doctor said i needed more iron"])
        assert decided(turn) == "updated"
        observed(memory, ["i'm vegan"])
        # without a word of a change, what they eat against what they said waits for them
        (lapse,) = observed(memory, ["i ate so much cheese at the party"])
        assert decided(lapse) == "held"


@pytest.mark.parametrize(
    "text",
    [
        "my son eats chicken nuggets every day",  # someone else eats it
        "had dinner with sam, she ate fish and i had the risotto",
        "we went out and Tom ate a steak",
        "my son loves pizza and eats chicken every day",  # "and" after someone else
    ],
)
def test_control_someone_else_eating_it_is_no_conflict(text: str, tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["i'm vegetarian"])
        (turn,) = observed(memory, [text])
        assert decided(turn) == "created"


# -- someone by the role they have for the person ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("helen marsh is my phd supervisor btw", ("my:supervisor", "helen marsh")),
        ("Dr Patel's my GP", ("my:gp", "dr patel")),
        ("Sarah's my line manager", ("my:manager", "sarah")),
        ("my phd supervisor's always been dr andrew pike", ("my:supervisor", "dr andrew pike")),
        ("my phd supervisor is Dr Andrew Pike", ("my:supervisor", "dr andrew pike")),
    ],
)
def test_someone_named_before_or_after_their_role_fills_it(
    text: str, slot: tuple[str, str]
) -> None:
    found = parse_slot(text)
    assert found is not None and (found.predicate, found.object) == slot


@pytest.mark.parametrize(
    "text",
    [
        "This is my house",
        "Running is my passion",
        "the guy next door is my landlord",  # no name
        "he is my boss",
        "my mum's always been a worrier",  # how she is, not who
    ],
)
def test_control_no_one_named_fills_no_role(text: str) -> None:
    found = parse_slot(text)
    assert found is None or not found.predicate.startswith("my:")


@pytest.mark.parametrize(
    ("prior", "text", "label"),
    [
        ("my supervisor is Dr Helen Marsh, she's great", "helen marsh is my phd supervisor btw",
         "ignored"),
        ("my supervisor is Dr Helen Marsh", "my supervisor is Helen Marsh", "ignored"),  # a title
        ("my boss is Sarah Jones", "my boss is Sarah", "ignored"),  # her first name
        # the twins: someone else in the role, with no word of a change
        ("my supervisor is Dr Helen Marsh, she's great",
         "my phd supervisor's always been dr andrew pike", "conflict"),
        ("my boss is Sarah Jones", "my boss is Priya", "conflict"),
    ],
)  # fmt: skip
def test_the_same_one_in_a_role_by_title_or_first_name_and_someone_else(
    prior: str, text: str, label: str, tmp_path: Path
) -> None:
    assert said_after(tmp_path / "m.db", [prior], text)[0] == label
