"""Changes, repeats, secrets and what was said no to, as blind sets of the fifty-fifth session
wrote them in Glasgow's and Dundee's Scots and in Hong Kong's English: "ah wis", "an" for "and",
"aw" for "all", "the wee wan", "Ma Davie", "Oor Jamie", "stays in" for "lives in"; "my lo por",
"my jai", "ah ma", "dun bring up", "moved jor", "took ba to the clinic" (spelling.py); work "in
IT at" a bank, a shift worked somewhere ("on night shift again at QMH"), "moved!!! …, now we're
in Tsuen Wan", a relative's medicine after a visit ("took my dad to the clinic today, he takes
…") and his dose raised ("… so raised his amlodipine from 5 to 10mg"), "Stevie's got a flat in
Govan" (a home had, not a move), "Stevie's flat in Renfrew is lovely", "to ma maw's in
Johnstone", "moved oot the flat intae a three bed in …", "him an his burd have moved intae a new
build in …", "User's husband, Kenneth, works …" (slot parser 95); the time of a visit or of this
week is no sign of a change (write/extract.py, write/review.py); an employer's short name
("StanChart"); wishes said "I'd rather ye didnae mention …, ma big brother, it's too sore",
"…, please stop asking me about it", "…, I hate it", "…, ah'm no gettin intae aw that again";
secrets told "again, it's …", as a "security qn", as a code someone asks to be sent, as the name
one "went for … an put", for "granny's key safe"; Hong Kong's eight-digit telephone numbers in an
agent's note; recall's "blood thinner" and "the cailleach". The sentences are this
file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, check_found, check_said_no, observed, recalled, slots_read
from memwarden import Memory
from memwarden.spelling import plain
from memwarden.write.extract import retraction, stated_start
from memwarden.write.redirects import redirect_signs
from memwarden.write.slots import parse_slot


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("ah wis greetin in the motor efter", "I was greetin in the motor after"),
        ("Mondays an Thursdays, him an his burd", "Mondays and Thursdays, he and his girlfriend"),
        ("they took aw the chairs, on ma feet aw day",
         "they took all the chairs, on my feet all day"),
        ("the wee wan we lost, is that the wan", "the wee one we lost, is that the one"),
        ("Ma Shona's wee lassie is four", "My Shona's wee lassie is four"),
        ("Oor Callum goes tae the nursery", "Our Callum goes to the nursery"),
        ("Ma maw stays in Paisley, ah go Sundays", "My mum lives in Paisley, I go Sundays"),
        ("took ma 40mg citalopram", "took my 40mg citalopram"),
        ("my lo por Mandy and my jai, the ah ma money",
         "my wife Mandy and my son, the grandma money"),
        ("pls dun bring up Gary again", "please don't bring up Gary again"),
        ("moved jor!! tiny but ok la", "moved!! tiny but ok"),
        ("took ba to the MTR station", "took my dad to the MTR station"),
        ("my di di Wing and my mui mui", "my brother Wing and my sister"),
        ("ma knee's been sore since the op", "my knee's been sore since the operation"),
        # controls: an article before a vowel, a capital or an hour; "aw" as a cry; Tsuen Wan;
        # "stays in" without Scots; a name after "Ma"; "ah yeah"; a degree; "ba" in no Hong Kong
        # text
        ("an hour, an MRI, an 8 year old", "an hour, an MRI, an 8 year old"),
        ("aw hen, what a week", "aw hen, what a week"),
        ("we stayed near Tsuen Wan", "we stayed near Tsuen Wan"),
        ("she stays in a hotel in Paris", "she stays in a hotel in Paris"),
        ("Ma Rainey was great", "Ma Rainey was great"),
        ("ah yeah, I forgot", "ah yeah, I forgot"),
        ("my BA in history", "my BA in history"),
        ("ba went home early", "ba went home early"),
        ("a photo op, the op-ed", "a photo op, the op-ed"),
    ],
)  # fmt: skip
def test_glasgow_and_hong_kong_spellings_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("I work in IT at HSBC in Central, MTR every day", [("user", "works_at", "hsbc")]),
        ("moved!!! finally out of Mong Kok, now we're in Tai Po, bigger flat",
         [("user", "lives_in", "tai po")]),
        ("took my mum to the clinic today, she takes metformin 500mg twice a day",
         [("user's mother", "takes", "metformin")]),
        ("took my dad to the clinic today, doc said still high so raised his ramipril from 5 to "
         "10mg", [("user's father", "takes", "ramipril")]),
        ("Rosie on night shift again at the Royal Alex this week, so I'm doing tea",
         [("user's rosie", "works_at", "royal alex"), ("user's rosie", "shift", "night")]),
        ("Gordon's been on earlies at the depot all week so I've hardly seen him",
         [("user's gordon", "works_at", "depot"), ("user's gordon", "shift", "early")]),
        ("My son Craig's got a flat in Partick down by the river",
         [("user's son craig", "lives_in", "partick")]),
        ("Craig's flat in Dumbarton is lovely, I was round Sunday",
         [("user's craig", "lives_in", "dumbarton")]),
        ("getting the bus to my sister's in Greenock for my tea",
         [("user's sister", "lives_in", "greenock")]),
        ("we've moved out the Drumchapel flat into a three bed in Knightswood",
         [("user", "lives_in", "knightswood")]),
        ("Craig and his girlfriend Amy have moved into a new build in Bishopton",
         [("user's craig", "lives_in", "bishopton")]),
        ("User's husband, Winston, works at the Airport Authority.",
         [("user's husband winston", "works_at", "airport authority")]),
        ("My mama has sugar and high blood pressure, she on losartan 50mg every morning",
         [("user's mother", "takes", "losartan")]),
        ("We're in a rented flat in Kelvindale the now, two bedroom, damp as anythin",
         [("user", "lives_in", "kelvindale")]),
        ("Took ma 4 mg o warfarin wi ma cocoa", [("user", "takes", "warfarin")]),
        ("renting a 2 bed in Dennistoun off mr Khan", [("user", "lives_in", "dennistoun")]),
        ("he's starting on the council bin lorries on Monday", []),
        ("Gordon's packed in the buses, he's starting on the council bin lorries on Monday",
         [("user's gordon", "works_at", "council bin lorries")]),
        # controls: a visit in the afternoon or by taxi; a dose raised for no one named; a
        # comma after a partner that is no name
        ("went to my friend's in the afternoon", []),
        ("I went to my mum's in a taxi", []),
        ("the doctor raised his ramipril to 10mg", []),
        ("My husband, you know, works at the Airport Authority.", []),
        ("moved!! now we're in the car", []),
        ("we're in the flat in the afternoon", []),
        ("i used to work in retail for ages, before my pgce", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == read


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        # "has got" a flat is had; "has just got" one, or "got" one, is a move
        ("My son Craig's got a flat in Partick", False),
        ("my sister has just got a flat in Leeds", True),
        # "they" wanting more now says nothing of the car
        ("my car is a Kia Niro, parking's still 2k a month, and now they want more for the "
         "charger", False),
        ("my car is a Kia Niro now", True),
    ],
)  # fmt: skip
def test_what_tells_a_change(text: str, changed: bool) -> None:
    slot = parse_slot(text)
    assert slot is not None and slot.change_marker is changed


@pytest.mark.parametrize(
    ("text", "dated"),
    [
        # the time of a visit, or a week, in another clause is not when a medicine began
        ("took my dad to the clinic today, he takes ramipril 10mg every morning", False),
        # control: the same day told of the move itself
        ("I moved to Paisley today, lovely flat", True),
    ],
)
def test_a_time_said_of_another_clause(text: str, dated: bool) -> None:
    said_at = datetime(2031, 5, 14, 12, tzinfo=UTC)
    assert (stated_start(text, said_at) is not None) is dated


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a dose told after a visit today, not said to have changed; or raised by the doctor
        (["My ba is on ramipril 5mg for his pressure, gets it from the clinic"],
         "took ba to the clinic today, he takes ramipril 10mg every morning, he complained the "
         "whole MTR ride home", "conflict", []),
        (["My ba is on ramipril 5mg for his pressure, gets it from the clinic"],
         "took ba to the clinic today, doc said still high so raised his ramipril from 5 to "
         "10mg now, he complained the whole MTR ride home", "updated", [0]),
        # a shift at another hospital this week, or at the same one
        (["My wife Rosie is a nurse at the Royal Alex, the one in Paisley"],
         "Rosie on night shift again at Inverclyde this week, so I'm doing bedtime",
         "conflict", []),
        (["My wife Rosie is a nurse at the Royal Alex, the one in Paisley"],
         "Rosie is on night shift at the Royal Alex", "created", []),  # her shift is new
        # a son's flat told of in another town, or his move there
        (["My son Craig's got a flat in Partick down by the river"],
         "Craig's flat in Dumbarton is lovely, I was round there Sunday", "conflict", []),
        (["My son Craig's got a flat in Partick down by the river"],
         "Craig's finally oot that flat in Partick!! him an his burd Amy have moved intae a new "
         "build in Dumbarton.", "updated", [0]),
        # a mother who "stays" in one town, visited in another or the same
        (["Ma maw stays in Paisley, ah get the bus doon tae hers every Sunday"],
         "gettin the bus doon tae ma maw's in Greenock for ma dinner, cannae wait",
         "conflict", []),
        (["Ma maw stays in Paisley, ah get the bus doon tae hers every Sunday"],
         "gettin the bus doon tae ma maw's in Paisley for ma dinner like every week",
         "ignored", []),
        # a car told with "now" of what "they" want, or sold and replaced
        (["I drive a Honda Jazz, parking in our estate costs 2k a month"],
         "my car is a Kia Niro, parking still 2k a month, and now they want extra for the charger",
         "conflict", []),
        (["I drive a Honda Jazz, parking in our estate costs 2k a month"],
         "finally sold the Jazz, got a second hand Kia Niro", "updated", [0]),
        # a new job started this week is a change; a shift this week is not
        (["I'm a nurse at the Royal Alex"],
         "Started a new job this week: I'm a nurse at Inverclyde now", "updated", [0]),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


def test_an_agents_note_by_the_employers_short_name(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["I work in IT at StanChart in Central, MTR every day"])
        _, token = memory.principal_add("agent", labels=["personal"], capabilities=["remember"])
        agent = memory.for_token(token)
        same = agent.remember("User works in IT at Standard Chartered in Central.")
        assert same.decision.value == "ignored"
        # control: another bank, held for the person
        other = agent.remember("User works in IT at Standard Bank in Central.")
        assert other.decision.value == "held"


def test_an_agents_note_with_a_hong_kong_telephone_number(tmp_path: Path) -> None:
    note = "User's mother sees the diabetes nurse every three months; to rebook, call 2468 1357."
    assert [s.rule for s in redirect_signs(note)] == ["phone"]
    # controls: eight digits that are no number to call; the same note without one
    assert redirect_signs("User paid 2468 1357 dollars for the flat repairs.") == []
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        _, token = memory.principal_add("agent", labels=["personal"], capabilities=["remember"])
        agent = memory.for_token(token)
        assert agent.remember(note).decision.value == "held"
        clean = "User's mother sees the diabetes nurse every three months."
        assert agent.remember(clean).decision.value == "created"


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        ("I'd rather ye didnae mention oor Jim, ma big brother, it's too sore since he passed.",
         "it wid've been oor Jim's 70th the morra, ah'll light a candle",
         "it's oor Frankie's 70th the morra, we're takin him for a meal"),
        ("Ah dinnae want tae talk aboot ma hip operation, please stop askin me aboot it.",
         "ma hip operation scar's been nippin aw day",
         "ma shoulder's been nippin aw day fae the hooverin"),
        ("dun talk about my weight ok, I hate it, dun remember any number",
         "stepped on the scale, my weight's up again after CNY",
         "went to the gym after work, I go to Snap Fitness in Tai Wai now"),
        ("Dinnae bring up ma da's gamblin, ah'm no gettin intae aw that again.",
         "ma da's gamblin cost him the hoose in the end",
         "ma da's allotment won a prize at the show"),
        # a name of syllables by all of them, not by one shared with a cousin's
        ("pls don't bring up my di di Ka Ho anymore ok, we not talking",
         "Ka Ho messaged me on whatsapp, ignored it", "my cousin Ka Yan got engaged to a guy from "
         "Macau"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_stays_no(tmp_path: Path, said_no: str, again: str, other: str) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


@pytest.mark.parametrize(
    ("said", "about"),
    [
        ("I'd rather ye didnae mention oor Jim, ma big brother, it's too sore", "our Jim"),
        ("Ah dinnae want tae talk aboot ma hip operation, please stop askin me aboot it",
         "my hip operation"),
        ("dun talk about my weight ok, I hate it, dun remember any number", "my weight"),
        ("Dinnae bring up ma da's gamblin, ah'm no gettin intae aw that again.",
         "my dad's gamblin"),
        # controls: for now; a question to the companion after it
        ("I don't want to talk about work tonight, please stop asking me about it", None),
        ("I'd rather you didn't mention the party tonight, my big brother, it's a surprise", None),
    ],
)  # fmt: skip
def test_what_is_said_no_to(said: str, about: str | None) -> None:
    found = retraction(plain(said))
    assert (found.about if found is not None else None) == about


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("Siti asked me for the wifi password again, it's Tsz@home2020, she keeps forgetting",
         "Tsz@home2020", "Siti asked me for the wifi password again, it's too long she says"),
        ("new BOC app, security qn is mother's maiden name, answer is Chan Mei Ling, note it",
         "Chan Mei Ling", "new BOC app, security qn is mother's maiden name, so easy to guess"),
        ("mama got some FPS code 730114 on whatsapp, a guy asking her to send it to him",
         "730114", "mama got some FPS promo on whatsapp, a guy asking her to send it to friends"),
        ("the bank app made me pick a security question so ah went for first pet's name an put "
         "Dougal", "Dougal", "the bank app made me pick a security question so ah went for first "
         "pet's name an put the usual"),
        ("security question wis first school so ah jist put Lourdes, the wan in Cardonald",
         "Lourdes", "security question wis first school so ah jist put the wan in Cardonald"),
        ("gave the carer the code for granny's key safe, it's 1942, the year she wis born",
         "1942", "gave the carer the code for granny's key safe, it's round the back"),
        # a code to send on, beside a promotion's code to share
        ("the app code is 730114, the man on the phone wants me to read it out",
         "730114", "the promo code is 730114, the shop wants me to share it with friends"),
    ],
)  # fmt: skip
def test_secrets_told_in_passing(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)


@pytest.mark.parametrize(
    ("said", "query", "other"),
    [
        ("they found ma heart's oot o rhythm. on apixaban 5mg mornin an night now",
         "whit's the blood thinner i'm on", "on amlodipine 5mg for the pressure, mornin an night"),
        ("My wife Peigi is on memantine 20mg now at the home",
         "whit pills is the cailleach on now", "My dog Fly is on metacam now for her hips"),
    ],
)  # fmt: skip
def test_recall_reads_their_words(tmp_path: Path, said: str, query: str, other: str) -> None:
    day = datetime(2025, 6, 1, 12, tzinfo=UTC)
    (wanted, _), found = recalled(tmp_path / "m.db", [(said, day), (other, day)], query)
    assert found and found[0] == wanted  # before its twin, which shares words with it
