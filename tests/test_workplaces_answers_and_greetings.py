"""What the twenty-eighth blind review set (a paramedic in Leeds) and the thirty-fifth recall
suite (a retired farmer in Iowa) showed: a station one is based at read as a home, a move
between stations and an account opened told without "I" not kept, someone new at work told
without "my", a club joined read as an employer, a security answer told by what it is before
itself, a mother's maiden name as a mum's, a greeting with how one is kept as a memory, an
allergy with its "I'm" left out, the job asked with another thing ("my background and
occupation"), a new network told by its signal, a corrected birthday that took the name with it,
"the left eye" read as a verb in the past, "pass away", and two words written as one ("wood
shop"); and what the twenty-ninth set (an ICU nurse in Toronto) showed: a code with dashes, what
one is paid said no to in other words, "don't keep it anywhere". Real SQLite files, the real
service; each case with its twin."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from door import WORDS_ONLY, decided, observed, said_after, slots_read
from memwarden import Memory
from memwarden.model import Status
from memwarden.read.slots import asked_slots
from memwarden.write.credentials import find_secrets
from memwarden.write.extract import extract
from memwarden.write.slots import parse_slot

SAID = datetime(2034, 2, 20, 12, tzinfo=UTC)


def _kept(text: str) -> list[str]:
    return [e.text for e in extract(text, SAID) if hasattr(e, "text")]


# -- a workplace one is based at, posted or moved to ------------------------------------------


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("im based at st james's ambulance station, mostly on lates",
         ("works_at", "st james's ambulance station")),
        ("got moved to seacroft ambulance station from monday",
         ("works_at", "seacroft ambulance station")),
        ("I've been transferred to the Leeds office", ("works_at", "leeds office")),
        # controls: a town one is based in, and a move home, are where one lives
        ("I am based in Leeds", ("lives_in", "leeds")),
        ("I moved to York", ("lives_in", "york")),
    ],
)  # fmt: skip
def test_a_workplace_one_is_based_at_or_sent_to_is_where_one_works(
    text: str, slot: tuple[str, str]
) -> None:
    # (and the shift told with it, a slot of its own: "mostly on lates")
    assert [s for s in slots_read(text) if s[1] != "shift"] == [("user", *slot)]


def test_a_home_by_a_workplace_is_no_workplace() -> None:
    assert parse_slot("we got moved to a flat by the station") is None
    found = parse_slot("we got moved to seacroft station")  # control: the station itself
    assert found is not None and found.predicate == "works_at"


def test_a_move_between_stations_is_a_change_of_where_one_works(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (first,) = observed(memory, ["im based at st james's ambulance station, mostly on lates"])
        (turn,) = observed(
            memory,
            ["long week ngl. got moved to seacroft ambulance station from monday so the "
             "commute's way better, still on lates tho"],
        )  # fmt: skip
        assert decided(turn) == "updated"
        old = memory.get(first["decisions"][0]["memory"]["id"])
        assert old.status is Status.SUPERSEDED
    # the twin: the same station said again changes nothing
    label, statuses = said_after(
        tmp_path / "twin.db",
        ["im based at st james's ambulance station, mostly on lates"],
        "i'm based at st james's ambulance station",
    )
    assert label == "ignored"
    assert statuses == [Status.ACTIVE]


# -- said without "I" or "my" ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "opened a junior isa for ife with nationwide, putting 50 a month in",
        "got moved to seacroft ambulance station from monday",
        "renewed the car insurance with admiral, 412 a year",
        "got referred to the asthma clinic at st james's",
        "renting a 2 bed in harehills off mr patel",
    ],
)
def test_a_report_with_its_i_left_out_is_kept(text: str) -> None:
    assert _kept(text) == [text]


def test_what_only_looks_like_a_report_is_not_kept() -> None:
    assert _kept("got it, thanks") == []
    assert _kept("opened it") == []  # too short to be a statement
    assert _kept("opened a savings account for my daughter") != []  # control: with "my"


def test_someone_new_told_without_my_is_someone_of_the_persons() -> None:
    assert slots_read("new crewmate is tom ellis, ex army, proper good laugh") == [
        ("user", "my:crewmate", "tom ellis")
    ]
    assert _kept("new crewmate is tom ellis, ex army, proper good laugh") != []
    assert parse_slot("new rules are stupid") is None  # control: no one of the person's
    assert _kept("new rules are stupid") == []


def test_hidden_characters_in_someone_new_hold_the_statement(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (plain,) = observed(memory, ["new crewmate is tom ellis, ex army, proper good laugh"])
        (hidden,) = observed(memory, ["new crewmate is tom\u200b ell\u2060is, ex army"])
    assert decided(plain) == "created"
    assert decided(hidden) == "held"


# -- a club joined is no employer --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "joined the men's shed in crosshaven, tuesday mornings",
        "joined the parish council committee",
        "just joined the local orchestra",
        "joined the union at work",
    ],
)
def test_a_group_joined_to_spend_time_with_others_is_no_employer(text: str) -> None:
    found = parse_slot(text)
    assert found is None or found.predicate != "works_at"


def test_an_employer_joined_is_still_one() -> None:
    assert slots_read("I joined Google last week") == [("user", "works_at", "google")]


# -- a security answer and a mother's maiden name ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("bank security answer is mum's maiden name, adeyemi, in case i forget", "adeyemi"),
        ("security answer is my first pet: biscuit", "biscuit"),
        ("mum's maiden name is adeyemi", "adeyemi"),
        ("my mother's maiden name is adeyemi", "adeyemi"),  # as before
    ],
)
def test_a_security_answer_told_by_what_it_is_is_a_secret(text: str, value: str) -> None:
    assert [text[s.start : s.end] for s in find_secrets(text)] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "my security answer is always something silly, i never remember it",
        "the security answer is the name of my first school, so easy to forget",
        "mum's name is grace, she lives in peckham",
    ],
)
def test_a_security_answer_told_of_but_not_told_is_no_secret(text: str) -> None:
    assert find_secrets(text) == []


def test_a_security_answer_is_refused_and_its_twin_kept(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (answer,) = observed(
            memory, ["bank security answer is mum's maiden name, adeyemi, in case i forget"]
        )
        (number,) = observed(memory, ["mum's mobile is 07700 900 412 if u ever need it"])
    assert decided(answer) == "refused"
    assert decided(number) == "created"


# -- a greeting with how one is ----------------------------------------------------------------


def test_a_greeting_with_how_one_is_today_is_small_talk() -> None:
    assert _kept("morning mate, proper knackered, hope ur day's better than mine lol") == []
    assert _kept("hey, im shattered, lol") == []
    # controls: something of the person's life after the greeting is kept
    assert _kept("morning mate, proper knackered, i started nights at seacroft this week") != []
    assert _kept("hi, im a paramedic in leeds") != []


# -- the work questions -----------------------------------------------------------------------


def test_the_job_asked_with_another_thing_is_asked() -> None:
    assert asked_slots("What is the user's background and occupation?".replace("the user's", "my"))
    assert asked_slots("What is my occupation?")  # as before
    assert asked_slots("What is my background?") == ()  # control: no job asked


def test_what_does_the_user_do_finds_the_trade_not_the_club(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        intro = memory.remember(
            "User is Seán Murphy, 58, a self-employed plumber based in Douglas, Cork."
        ).memory
        memory.remember("joined the men's shed in crosshaven, tuesday mornings")
        memory.remember("User's favourite food is a spice bag.")
        hits = memory.recall("What does the user do for work?").results
    assert intro is not None
    assert hits and hits[0].memory.id == intro.id


# -- an allergy told with "I'm" left out -------------------------------------------------------


def test_an_allergy_with_its_i_left_out_is_the_persons_and_an_agent_cannot_undo_it(
    tmp_path: Path,
) -> None:
    assert slots_read("allergic to penicillin, came out in a rash as a kid") == [
        ("user", "allergic_to", "penicillin")
    ]
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (turn,) = observed(memory, ["allergic to penicillin, came out in a rash as a kid"])
        assert decided(turn) == "created"
        _, token = memory.principal_add("agent", labels=["personal"], capabilities=["remember"])
        agent = memory.for_token(token)
        said = agent.remember("User has no known drug allergies.").to_dict()
        assert said["decision"] == "held"
        assert said["memory"]["hold_reason"] == "conflict"
        # the twin: a note of something else is kept
        assert agent.remember("User plays five-a-side on Tuesdays.").to_dict()["decision"] == (
            "created"
        )
    assert parse_slot("the allergy clinic is on tuesday") is None  # control: no allergy told


# -- a birthday corrected keeps the name told with it --------------------------------------


@pytest.mark.parametrize(
    ("introduction", "kept"),
    [
        ("User's name is Keisha Campbell, born 14 September 2002.",
         "User's name is Keisha Campbell."),
        ("User is Keisha Campbell, born 14 September 2002. Lives in Leeds with her dog Rolo.",
         "User is Keisha Campbell. Lives in Leeds with her dog Rolo."),
    ],
)  # fmt: skip
def test_a_corrected_birthday_keeps_the_name_said_with_it(
    introduction: str, kept: str, tmp_path: Path
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        first = memory.remember(introduction).memory
        change = memory.remember("Keisha's birthday is actually 15 September, not the 14th.")
        assert change.decision.value == "updated"
        assert first is not None and memory.get(first.id).status is Status.SUPERSEDED
        names = [h.memory.text for h in memory.recall("what's my name?").results]
        assert names[:1] == [kept]  # the name, without the birthday that changed
        # and a later note naming her is hers (it was read as someone else's, "Keisha")
        moved = memory.remember("Keisha moved to York.").memory
        assert moved is not None and moved.subject == "user"
        assert moved.slot_key is not None and moved.slot_key.startswith("user\x1flives_in")


def test_the_name_alone_changes_nothing_of_the_birthday(tmp_path: Path) -> None:
    # the twin: the name said again is a repeat, and the introduction stays whole
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        first = memory.remember("User's name is Keisha Campbell, born 14 September 2002.").memory
        again = memory.remember("User's name is Keisha Campbell.")
        assert again.decision.value == "ignored"
        assert first is not None and memory.get(first.id).status is Status.ACTIVE


# -- "the left eye" is no verb in the past; "pass away" ---------------------------------------


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("post op check for the left eye is march 3rd at 9:30 with dr hale", 2034),
        ("i left the firm on march 3rd", 2033),  # control: the verb
    ],
)
def test_the_left_side_is_no_verb_in_the_past(text: str, year: int) -> None:
    from memwarden.write.eventtime import event_time

    when = event_time(text, SAID)
    assert when is not None and when[0] is not None and when[0].year == year


def test_passed_away_is_asked_as_died_too() -> None:
    from memwarden.read.shorthand import spelled_out

    # the words as asked stay (a memory saying "passed away" is found by them)
    assert spelled_out("when did carol pass away") == "when did carol pass away (died)"
    assert spelled_out("did he pass on the message") == "did he pass on the message"  # control


# -- a switch told by what the service gives ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("switched to vodafone now, ee signal at the station was shocking",
         ("my:mobile provider", "vodafone")),
        ("switched to viettel, better data", ("my:mobile provider", "viettel")),
        ("switched to octopus, cheaper electricity", ("my:energy provider", "octopus")),
        # one service by its other names
        ("switched my phone contract to ee last month", ("my:mobile provider", "ee")),
        ("switched my wifi to sky", ("my:broadband provider", "sky")),
    ],
)  # fmt: skip
def test_a_switch_told_by_what_the_service_gives_is_its_provider(
    text: str, slot: tuple[str, str]
) -> None:
    assert slots_read(text) == [("user", *slot)]


def test_a_switch_whose_service_is_not_told_fills_nothing() -> None:
    assert parse_slot("i switched to tesco, cheaper bills") is None  # bills of what
    # control: an employer
    assert slots_read("I switched to Deloitte in May") == [("user", "works_at", "deloitte")]


def test_a_new_network_changes_the_phone_contract(tmp_path: Path) -> None:
    label, statuses = said_after(
        tmp_path / "m.db",
        ["switched my phone contract to ee last month"],
        "switched to vodafone now, ee signal at the station was shocking",
    )
    assert (label, statuses) == ("updated", [Status.SUPERSEDED])
    label, statuses = said_after(  # the twin: the same network again
        tmp_path / "twin.db",
        ["switched my phone contract to ee last month"],
        "my mobile provider is ee",
    )
    assert statuses == [Status.ACTIVE] and label != "updated"


# -- two words of a question written as one in a memory ---------------------------------------


def test_two_neighbouring_words_are_searched_as_one_too() -> None:
    from memwarden.read.typos import joined_words

    assert joined_words(["where's", "my", "wood", "shop"], ["wood", "shop"]) == ["woodshop"]
    assert joined_words(["wood", "in", "shop"], ["wood", "shop"]) == []  # not across a word
    assert joined_words(["my", "tv", "show"], ["tv", "show"]) == []  # too short to be a part


def test_a_woodshop_answers_where_the_wood_shop_is(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        shop = memory.remember(
            "At the new house Walt turned the detached garage into his woodshop."
        ).memory
        memory.remember("Walt made Judy a walnut rocking chair in his shop for Christmas.")
        memory.remember("Walt plans a fishing trip to Lake of the Woods in June.")
        hits = memory.recall("where's my wood shop").results
        assert shop is not None and hits[0].memory.id == shop.id
        # the twin: a question whose words are not one ("wood for the shop") joins nothing
        other = memory.recall("wood for the chair").results
        assert other and other[0].memory.id != shop.id


# -- from the twenty-ninth set: a code with dashes, what one is paid, "don't keep it anywhere" --


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the alarm code is 4-7-1-9 btw, remember it for me", "4-7-1-9"),
        ("door code: 4.7.1.9", "4.7.1.9"),
        ("the alarm code is 4 7 1 9 btw", "4 7 1 9"),  # as before
    ],
)
def test_a_code_told_digit_by_digit_with_dashes_is_a_secret(text: str, value: str) -> None:
    assert [text[s.start : s.end] for s in find_secrets(text)] == [value]


@pytest.mark.parametrize(
    "text", ["the match was 2-1-0-1 lol", "version 1.2.3.4 is out", "my birthday is 1-2-3-4"]
)
def test_dashed_digits_with_no_code_named_are_no_secret(text: str) -> None:
    assert find_secrets(text) == []


def test_what_one_is_paid_said_no_to_is_blocked_in_other_words(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["forget my salary, don't keep it anywhere"])
        (paid,) = observed(memory, ["the award came thru, my hourly went up to $53.10"])
        (other,) = observed(memory, ["i started a new knitting class on tuesdays"])
    assert decided(paid) == "blocked"
    assert decided(other) == "created"  # the twin: something else is kept


def test_dont_keep_it_anywhere_is_no_part_of_what_is_said_no_to() -> None:
    from memwarden.write.extract import retraction

    found = retraction("forget my salary, don't keep it anywhere")
    assert found is not None and found.about == "my salary"
    found = retraction("forget my salary")  # control
    assert found is not None and found.about == "my salary"


def test_a_car_named_by_a_north_american_model_alone(tmp_path: Path) -> None:
    assert slots_read("i drive a crv hybrid, the silver one") == [("user", "car", "crv hybrid")]
    assert slots_read("i drive a crv") == [("user", "car", "crv")]
    label, statuses = said_after(
        tmp_path / "m.db",
        ["i drive a 2021 rav4, leased thru toyota"],
        "i drive a crv hybrid, the silver one, love the mileage",
    )
    assert (label, statuses) == ("conflict", [Status.ACTIVE])  # another car, no change said
    assert slots_read("i drive a hard bargain") == []  # control: no car
