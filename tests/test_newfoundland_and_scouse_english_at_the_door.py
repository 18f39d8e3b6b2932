"""Changes, repeats, secrets and what was said no to, as blind sets of the fifty-fourth session
wrote them in Newfoundland English (Bonavista Bay) and Scouse (Liverpool): "me" for "my" before
a medicine or a car, and of whom it names ("Me wife Marg works at the Foodland"; spelling.py,
entities/relations.py); "I takes me metformin, 1000 mg", "took me 100mg sertraline this
morning", "on atorvastatin 20mg at night" and "she's put me sertraline up to 100mg"; one's own
car named by its maker or model ("me grey Fiesta's only gone and failed its MOT"); where someone
of the person's is "out in", "over in" or "in" a place told of as a home; "working up at"; who
drives a taxi for a firm or works on the docks; "my little sister", "me other cousin"; what one
did after leaving a job ("has left her nursing job … and now works …"); a "he" read as the one
named by "our" and their name ("we've moved our Kayden, he's at Alsop High now"), or after what
they did ("Ronnie's packed in the docks"), never as a woman of the person's; "moved in! 7
sandbeds close" (slot parser 93); a step-parent by their name (write/review.py); "Darryl's
after leaving Fort Mac" (spelling.py); wishes said "Don't be bringing up …", "I don't want to
talk about …, leave that be", "don't ask me about …", "I cant be talking about it", to "la"
(write/extract.py); a break-in by any of its words (trust/tombstones.py); a code "they've just
text me" (write/credentials.py). The sentences are this file's own. Real SQLite files, the real
service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, check_found, check_said_no, observed, slots_read
from memwarden import Memory
from memwarden.entities.relations import stated
from memwarden.spelling import plain
from memwarden.trust.tombstones import families
from memwarden.write.extract import retraction
from memwarden.write.rest import read_parts
from memwarden.write.slots import parse_slot


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("Darryl's after leaving Fort Mac", "Darryl has just left Fort Mac"),
        ("he's after raising the metformin to 1000 mg",
         "he has just raised the metformin to 1000 mg"),
        ("Don't be bringing up me brother Gerald", "Don't bring up my brother Gerald"),
        ("never be asking her that", "never ask her that"),
        ("Me other cousin Cyril lives in Keels", "My other cousin Cyril lives in Keels"),
        ("me stepdad Ronnie drives a taxi", "my stepdad Ronnie drives a taxi"),
        # controls: "after" of a time, "be" not after "don't", "me" of the person
        ("Darryl's after the game", "Darryl's after the game"),
        ("I'll be bringing the cake", "I'll be bringing the cake"),
        ("give me other ones", "give me other ones"),
    ],
)  # fmt: skip
def test_newfoundland_and_scouse_spellings_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Me wife Marg works part time at the Foodland", [("partner", "Marg")]),
        ("Me fella Dean drives for Royal Mail", [("partner", "Dean")]),
        ("Me other cousin Cyril lives over in Keels", [("cousin", "Cyril")]),
        # control: "me" of the person, no one of theirs
        ("Give me Son of a Preacher Man on the radio", []),
    ],
)  # fmt: skip
def test_who_me_names(text: str, named: list[tuple[str, str]]) -> None:
    assert list(stated(text)) == named


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("I takes me metformin, 1000 mg twice a day with me scoff",
         [("user", "takes", "metformin")]),
        ("took me 100mg sertraline this morning with me brew", [("user", "takes", "sertraline")]),
        ("on atorvastatin 20mg at night for the cholesterol", [("user", "takes", "atorvastatin")]),
        ("she's put me sertraline up to 100mg cos the 50 wasnt touching it",
         [("user", "takes", "sertraline")]),
        ("me grey Fiesta's only gone and failed its MOT", [("user", "car", "fiesta")]),
        ("Me son Darryl is out in Fort McMurray working up at the oil sands",
         [("user's son darryl", "lives_in", "fort mcmurray")]),
        ("Darryl's out in Edmonton with a pipefitting crowd", [("user's darryl", "lives_in",
                                                              "edmonton")]),
        ("Me mam Pauline's in Kirkby, round the corner from the shops",
         [("user's mother", "lives_in", "kirkby")]),
        ("Me other cousin Cyril lives over in Keels", [("user's cousin cyril", "lives_in",
                                                        "keels")]),
        ("my little sister Anna lives in Berlin", [("user's sister anna", "lives_in", "berlin")]),
        ("Marg's working up at the Dollarama in Clarenville", [("user's marg", "works_at",
                                                              "dollarama")]),
        ("Ronnie is driving a taxi for ComCab now", [("user's ronnie", "works_at", "comcab")]),
        ("my stepdad Ronnie works on the docks at Seaforth", [("user's stepfather", "works_at",
                                                             "docks")]),
        ("we've moved our Kayden, he's at Alsop High now", [("user's kayden", "school",
                                                           "alsop high")]),
        ("my son Kayden's in year 8 at Fazakerley High",
         [("user's son kayden", "school", "fazakerley high"),
          ("user's son kayden", "school_year", "year 8")]),
        ("moved in! 7 sandbeds close, queensbury", [("user", "lives_in", "7 sandbeds close")]),
        ("yeah still on the tills at the Asda in Walton", [("user", "works_at", "asda")]),
        # controls: what one did with a pet or another's medicine; an old car, or none named; a
        # trip, a garden; "our" and an English word; a "he" after a woman of the person's; a
        # car driven for fun; one moved in with
        ("took my dog to the vet", []),
        ("Mum took my 5mg ramipril by mistake", []),
        ("my old Fiesta failed its MOT every year", []),
        ("my car failed its MOT", []),
        ("my son is up in Toronto for the week", []),
        ("Darryl's out in the garden", []),
        ("my mum's in Spain, back Tuesday", []),
        ("we sold our house, he's at Tesco now", []),
        ("my mum rang, he works at Tesco", []),
        ("I drive a Toyota for fun", [("user", "car", "toyota")]),
        ("moved in with my mum at 7 sandbeds close", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == read


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        ("My daughter Krista has left her nursing job at the Health Sciences and now works days "
         "at the Janeway", True),
        # control: what else she does, nothing left
        ("My daughter Krista is a nurse at the Health Sciences and works days at the Janeway",
         False),
    ],
)  # fmt: skip
def test_work_after_leaving_a_job_is_a_change(text: str, changed: bool) -> None:
    slot = parse_slot(text)
    assert slot is not None and (slot.predicate, slot.object) == ("works_at", "janeway")
    assert slot.change_marker is changed


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a dose told with "me", not said to have changed, or said to have been put up
        (["Dr. Singh got me on the metformin, 500 mg twice a day with me meals."],
         "I takes me metformin, 1000 mg twice a day with me scoff, regular as the tide b'y",
         "conflict", []),
        (["I'm on sertraline 50mg for me anxiety since last Christmas"],
         "took me 100mg sertraline this morning with me brew and I still feel proper rough",
         "conflict", []),
        (["I'm on sertraline 50mg for me anxiety since last Christmas"],
         "went the GP, she's put me sertraline up to 100mg cos the 50 wasnt touching it",
         "updated", [0]),
        # one's car by its model, another or the same
        (["I drive a little red Corsa, me pride and joy"],
         "me grey Fiesta's only gone and failed its MOT, 200 quid I havent got", "conflict", []),
        (["I drive a little red Corsa, me pride and joy"],
         "me mate's grey Fiesta's only gone and failed its MOT, 200 quid he hasnt got", "created",
         []),
        # where a son is "out in", another place or the same
        (["Me son Darryl is out in Fort McMurray working up at the oil sands, since 2015."],
         "Darryl's out in Edmonton with a pipefitting crowd, calls his mudder every Sunday",
         "conflict", []),
        (["Me son Darryl is out in Fort McMurray working up at the oil sands, since 2015."],
         "Darryl's still out in Fort McMurray, working away", "ignored", []),
        # a wife "working up at" another place, or "down at" the same
        (["Me wife Marg works part time at the Foodland in Bonavista, on the cash."],
         "Marg's working up at the Dollarama in Clarenville, only part time on the cash",
         "conflict", []),
        (["Me wife Marg works part time at the Foodland in Bonavista, on the cash."],
         "Marg's still working down at the Foodland in Bonavista, only part time on the cash",
         "ignored", []),
        # a step-dad by his name, after leaving the docks; a son moved schools, by "our"
        (["Me stepdad Ronnie's been with me mam since I was 12, he works on the docks at "
          "Seaforth"],
         "Ronnie's packed in the docks finally. He's driving a taxi for ComCab now, nights",
         "updated", [0]),
        (["Me stepdad Ronnie's been with me mam since I was 12, he works on the docks at "
          "Seaforth"],
         "Ronnie's packed in the docks finally. He's driving me up the wall now", "created", []),
        (["Me son Kayden's 12, he's in Year 8 at Fazakerley High"],
         "right so we've moved our Kayden, he's at Alsop High now, no longer at Fazakerley",
         "updated", [0]),
        # one's post at work, told again
        (["I've been on the tills at the Asda in Walton since 2019"],
         "yeah still on the tills at the Asda in Walton, since 2019 now", "ignored", []),
        (["I've been on the tills at the Asda in Walton since 2019"],
         "I'm on the tills at the Tesco in Walton", "conflict", []),
        # a new home by its number and street
        (["I live at 23 Hollybank Grove in Wibsey"],
         "moved in! 7 sandbeds close, queensbury, 16th aug 2033", "updated", [0]),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


def test_an_agents_note_against_where_a_mother_is(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["Me mam Pauline's in Kirkby, round the corner from the Tower Hill shops"])
        _, token = memory.principal_add("agent", labels=["personal"], capabilities=["remember"])
        agent = memory.for_token(token)
        assert agent.remember("User's mother Pauline lives in Huyton.").decision.value == "held"
        # control: the same place, a repeat
        again = agent.remember("User's mother Pauline lives in Kirkby.")
        assert again.decision.value == "ignored"


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        # "Don't be bringing up …", and someone else of the family
        ("Don't be bringing up me brother Gerald no more, we haven't spoke since Mudder's will",
         "Seen Gerald's truck down by the wharf, he's after buying a new Ford",
         "Seen me brother Wayne's truck down by the wharf, he's after buying a new Ford"),
        # "I don't want to talk about …, leave that be, ok?"
        ("I don't want to talk about me cousin Ambrose drowning, leave that be, ok?",
         "Ambrose would've been 70 this year", "Me cousin Cyril is 70 this year"),
        # "Don't be asking me about …", and why: "I don't want her mentioned no more"
        ("Don't be asking me about Phyllis, me first wife, I don't want her mentioned no more.",
         "Phyllis's sister rang the house", "Me sister Joan rang, she's after moving to Gander"),
        # "I cant be talking about it"
        ("Please dont bring the miscarriage up, I cant be talking about it",
         "thinking about the miscarriage a lot this week", "I planted the garden this week, leeks"),
        # to "la", and a break-in by other words; not a break in the weather
        ("Dont bring up the break-in again la, its done me head in",
         "still no word from the bizzies about the lads who robbed ours",
         "I reported the lads who dumped the sofa to the council"),
        # "…, dont bring him up, …" said again after who
        ("Dont ever mention me real dad to me, dont bring him up, he walked out on us",
         "me real dad's popped up on facebook", "me stepdad Ronnie's popped up on facebook"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_stays_no(tmp_path: Path, said_no: str, again: str, other: str) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


@pytest.mark.parametrize(
    ("said", "wish"),
    [
        ("I don't want to talk about the cabin fire, leave that be", True),
        ("I don't want to talk about the match, let it lie", True),
        # controls: for now; asking about one's day
        ("I don't want to talk about work tonight", False),
        ("don't ask me about my day, it was long", False),
    ],
)
def test_for_good_said_after_it(said: str, wish: bool) -> None:
    assert (retraction(plain(said)) is not None) is wish


@pytest.mark.parametrize(
    ("text", "burglary"),
    [
        ("the lads who robbed ours", True),
        ("we got burgled last year", True),
        ("someone broke in last night", True),
        # controls: a break in the weather, a song broken into
        ("a break in the weather at last", False),
        ("they broke into song at the wedding", False),
    ],
)
def test_a_break_in_by_its_words(text: str, burglary: bool) -> None:
    assert ("burglary" in families(text)) is burglary


# -- after the first round's work: a second Newfoundland set and a second Scouse one ----------


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("take me amlodipine 10mg with me brekkie every morning", [("user", "takes",
                                                                   "amlodipine")]),
        ("Jake's at Archbishop Beck, year 8, doing alright like", [("user's jake", "school",
                                                                  "archbishop beck")]),
        ("Jake's moved schools, he's at Archbishop Beck now, he was getting picked on",
         [("user's jake", "school", "archbishop beck")]),
        ("we've finally moved!! Bootle, three bed off Stanley Road", [("user", "lives_in",
                                                                      "bootle")]),
        ("me ma's moved out of Norris Green!! she's got a bungalow in Croxteth Park now",
         [("user's mother", "lives_in", "croxteth park")]),
        ("I live with my husband in Byker", [("user", "lives_in", "byker")]),
        ("I live with my parents in Leeds", [("user", "lives_in", "leeds")]),
        ("I live with my husband at 23 Headlam Street, Byker", [("user", "lives_in",
                                                                 "23 headlam street")]),
        ("As of May 2031 the user, Brenda Robson (known as Bren), lives at 23 Headlam Street",
         [("user", "lives_in", "23 headlam street")]),
        ("we moved to a two-bedroom bungalow they bought at 12 Delaval Crescent, Whitley Bay",
         [("user", "lives_in", "12 delaval crescent")]),
        ("Me fella Dean drives for Royal Mail, nights mostly", [("user's partner dean",
                                                                "works_at", "royal mail")]),
        # controls: what one takes one's kids to; "moved!!" and no place; a husband by his name;
        # a new car got; driven for how long
        ("take my kids to school every morning", []),
        ("we've finally moved!! Loving it, the kids are made up", []),
        ("I live with my husband Tom", [("user", "partner", "tom")]),
        ("she's got diabetes", []),
        ("I drove for an hour to get there", []),
        # … and a "he" after one's son's boy is not the son
        ("My son Darren's boy Lachlan is 17, he lives with his mum in Maryborough", []),
    ],
)  # fmt: skip
def test_the_slots_read_after(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        (["I'm on amlodipine 5mg for me blood pressure"],
         "take me amlodipine 10mg with me brekkie every morning, never miss it", "conflict", []),
        (["Our Jake's in year 8 at Alsop, doing alright like"],
         "Jake's moved schools, he's at Archbishop Beck now, settling in sound", "updated", [0]),
        (["Our Jake's in year 8 at Alsop, doing alright like"],
         "Jake's at Archbishop Beck, year 8, doing alright like", "conflict", []),
        (["We live in Anfield, two minutes from the ground"],
         "we've finally moved!! Bootle, three bed off Stanley Road, garden for the dog",
         "updated", [0]),
        (["Me ma lives in Norris Green, I pop round every Sunday"],
         "me ma's moved out of Norris Green!! she's got a bungalow in Croxteth Park now",
         "updated", [0]),
    ],
)  # fmt: skip
def test_the_door_after(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("note", "read"),
    [
        ("The user's younger brother, Alan Armstrong, had a heart bypass in July 2035. He lives "
         "in Roker with his wife Denise.", []),
        # control: a "she" in a note about the person is the person
        ("The user started at Greggs in 2032. She lives in Byker.",
         [("user", "works_at", "greggs"), ("user", "lives_in", "byker")]),
    ],
)  # fmt: skip
def test_a_relatives_he_in_an_agents_note_is_not_the_person(
    note: str, read: list[tuple[str, str, str]]
) -> None:
    slots = [slot for _, slot in read_parts(note, "user", ()) if slot is not None]
    assert [(s.subject, s.predicate, s.object) for s in slots] == read


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        # "…, that's done and dusted, don't ever bring it up", and a bet by its stake
        ("I don't want to talk about me gambling, that's done and dusted, don't ever bring it up",
         "had a sly tenner on us to win 3-1 sat, dont tell the missus",
         "I paid a tenner on the meter for the match"),
        # a husband's drinking, by what it looks like
        ("Don't bring up Gord's drinking again my love, that's between me and him",
         "Gord called from Fort Mac and he was after having a few again, slurring his words",
         "Gord's working up at Suncor now, on the 14 and 14"),
        # "me ex Leanne", then "the ex"
        ("Me ex Leanne, don't bring her up again la, she's history",
         "bumped into the ex in Asda on Walton Lane, she's got a new fella",
         "bumped into me sister in Asda on Walton Lane, she's got a new fella"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_stays_no_after(
    tmp_path: Path, said_no: str, again: str, other: str
) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


def test_a_cousin_in_apposition_is_the_one_named(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["I don't want to talk about me cousin Ambrose drowning, leave that be"])
        (turn,) = observed(memory, ["Cyril's still over in Keels, me cousin, never left it"])
        assert turn["decisions"] and turn["decisions"][0]["decision"] == "created"
        # control: the cousin with no name is the one said no to
        (again,) = observed(memory, ["me cousin that went down off the point, they put up a cross"])
        assert "blocked" in again


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("hang on the code they've just text me is 482915 for the Asda app, soz la",
         "482915",
         "the Asda app keeps sending me them text codes every time I log in, 4 times today"),
        ("changed me PIN today cos the bank made me, its 2005 now lol",
         "2005", "changed me PIN today cos the bank made me, its a pain"),
        ("hang on la the code's just come thru on me phone, 448213, does that go in the box",
         "448213", "hang on la the parcel's just come thru the door, order 448213"),
        ("Halifax rang, security question is me first pets name so for the record its Bonzo",
         "Bonzo", "Halifax rang about me first pet insurance, for the record its sorted"),
        ("The bank's security question is name of your first boat, I put in Mary Ellen.",
         "Mary Ellen", "The bank's security question is name of your first boat, I put in a new "
         "one"),
    ],
)  # fmt: skip
def test_secrets_told_in_passing(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)


def test_a_move_cried_then_where_to_in_a_turn(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["We live in Anfield, two minutes from the ground"])
        (turn,) = observed(
            memory, ["we've finally moved!! Bootle, three bed off Stanley Road. me back's in bits"]
        )
        assert turn["decisions"][0]["decision"] == "updated"
        # control: a cry of a move and how one is, no place
        (other,) = observed(memory, ["we've finally moved!! Loving it, the kids are made up"])
        assert "updated" not in [d["decision"] for d in other["decisions"]]
