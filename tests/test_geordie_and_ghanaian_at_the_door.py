"""Changes, repeats and what was said no to, as blind sets of the fifty-first session wrote them
in Geordie (Gateshead) and Ghanaian English (Kumasi), with two Cork lines of the session before:
"wor lass", "me daughter", "aye am on the metformin" (spelling.py), "Wor Lorraine, me daughter,
works on the tills …" and "Lorraine's at the Asda … on the tills", "wor Lorraine's moved oot of
Felling, got a council flat in Low Fell", "We're in Ballyphehane, same
house 28 years", "Efua's school is Morning Star JHS", "Kwabena's company has transfered him …"
(slot parser 89), "Kwabena works at Takoradi port" beside "my husband Kwabena works at Tema
port", "Please divvent bring Ronnie up pet, I cannet talk aboot him yet" (a wish), "the baby
we lost" after "the miscarriage" (tombstones.py). Real SQLite files, the real service; each
with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, check_said_no, decided, observed, slots_read
from memwarden import Memory
from memwarden.spelling import plain
from memwarden.write.slots import parse_slot


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("Wor lass Maureen does the big shop", "My wife Maureen does the big shop"),
        ("had wor Lorraine roond for her tea", "had our Lorraine round for her tea"),
        ("wor allotment's on the Bensham site", "our allotment's on the Bensham site"),
        ("Me GP's Dr Patel", "My GP's Dr Patel"),
        ("the same laugh as me late brother", "the same laugh as my late brother"),
        ("aye am on the metformin", "aye I am on the metformin"),
        ("I divvent knaa, had to gan yem", "I don't know, had to go home"),
        # controls: "me" as itself, "am" asking
        ("give me a call", "give me a call"),
        ("tell me more about it", "tell me more about it"),
        ("so am I", "so am I"),
    ],
)
def test_geordie_is_read_in_standard_words(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("We're in Ballyphehane, same house 28 years, I'll be carried out of it",
         [("user", "lives_in", "ballyphehane")]),
        ("Wor Lorraine, me daughter, works on the tills at the Asda",
         [("user's daughter lorraine", "works_at", "asda")]),
        ("I'm on the counter in the credit union in Bishopstown, nine years now",
         [("user", "works_at", "credit union")]),
        ("wor Lorraine's at the Asda in Gateshead on the tills, does lates mostly",
         [("user's lorraine", "works_at", "asda")]),
        ("Me GP's Dr Patel at the Bensham surgery", [("user", "my:gp", "dr patel")]),
        ("Dr Patel's got us on metformin for the sugar, 500mg twice a day",
         [("user", "takes", "metformin")]),
        ("Doctor said the pressure is still high so she has increased the amlodipine, now its "
         "10mg every morning", [("user", "takes", "amlodipine")]),
        ("Chale news! Kwabena's company has transfered him from Tema to Takoradi port",
         [("user's kwabena", "works_at", "takoradi port")]),
        ("My daughter Efua is in JHS 2 at Asem Methodist",
         [("user's daughter efua", "school", "asem methodist")]),
        ("wor Lorraine's moved oot of Felling, got a council flat in Low Fell now",
         [("user's lorraine", "lives_in", "low fell")]),
        ("Efua's school is Morning Star JHS at Bantama, the teachers there are good",
         [("user's efua", "school", "morning star jhs")]),
        # controls: a stay, a greeting between commas, a bar and a phone, a visit, a surgery, a
        # waiting list, a dose not told, a bonus, a class with no school, a school's label
        ("I'm in Paris, same hotel as last year", []),
        ("Hello, my friend, how are you", []),
        ("I'm at the bar on the phone", []),
        ("Lorraine's in Leeds now", []),
        ("My doctor's Dr Patel's surgery is closed", []),
        ("they put us on the waiting list", []),
        ("she has increased the amlodipine, now its fine", []),
        ("Kwabena's company has sent him a bonus", []),
        ("Efua is in class 3 at the moment", []),
        ("Lorraine moved out of the office, got a desk in the annex", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == read


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        ("I drive for Dublin Bus, 31 years now", False),
        ("Our daughter Shelley is a nurse at the Base Hospital, been there fifteen years now",
         False),
        # twins: "now" alone, and months, tell a change
        ("I drive for Dublin Bus now", True),
        ("I've been living in Tokyo for about 6 months now", True),
    ],
)  # fmt: skip
def test_years_now_tell_how_long_not_a_change(text: str, changed: bool) -> None:
    slot = parse_slot(text)
    assert slot is not None
    assert slot.change_marker is changed


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        (["My husband Kwabena works at Tema port in Accra"],
         "Kwabena works at Takoradi port, he says the work there is hard", "conflict", []),
        (["My husband Kwabena works at Tema port in Accra"],
         "Kwabena works at Tema port, he says the work there is hard", "ignored", []),
        (["My husband Kwabena works at Tema port in Accra"],
         "Chale news! Kwabena's company has transfered him from Tema to Takoradi port",
         "updated", [0]),
        (["We're in Ballyphehane, same house 28 years, I'll be carried out of it"],
         "Sorry I was quiet, we're finally out in Ballincollig! Got the keys Friday",
         "updated", [0]),
        (["The doctor put me on amlodipine 5mg for my BP, one every morning"],
         "she has increased the amlodipine, now its 10mg every morning instead of the 5",
         "updated", [0]),
        (["Wor Lorraine, me daughter, works on the tills at the Marks in the Metrocentre"],
         "wor Lorraine's at the Asda in Gateshead on the tills, does lates mostly",
         "conflict", []),
        (["Dr Patel's got us on metformin for the sugar, 500mg twice a day"],
         "aye am on the metformin, 1000mg twice a day wi me breakfast", "conflict", []),
        (["My daughter Efua is in JHS 2 at Asem Methodist"],
         "Efua's school is Morning Star JHS at Bantama", "conflict", []),
        (["My daughter Efua is in JHS 2 at Asem Methodist"],
         "Efua's school is Asem Methodist, the teachers there are good", "ignored", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        ("Please divvent bring Ronnie up pet, I cannet talk aboot him yet",
         "Ronnie had the daftest laugh, I miss him", "I went to the club quiz with Maureen"),
        ("Divvent mention Pauline to us pet, me first wife, thats all done and dusted",
         "bumped into me first wife at the Metrocentre on Thursday",
         "bumped into me sister at the Metrocentre on Thursday"),
        ("Please dont mention the land case at Ejisu anymore, its giving me headache",
         "Any news? My husband says the court adjourned it again",
         "I sold all my tomatoes at the Ejisu market today"),
        ("Divvent ever bring that Darren up again pet, not a word, he's dead to us",
         "I saw Darren in the Tap and Spile on Saturday",
         "I saw Gary in the Tap and Spile on Saturday"),
        ("Forget about the miscarriage, I dont want to talk about it again",
         "Sometimes at night I still think about the baby we lost",
         "Sometimes at night I still think about the baby shower we had"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_stays_no(tmp_path: Path, said_no: str, again: str, other: str) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


def test_someone_said_no_to_is_known_by_whose_ex_they_are(tmp_path: Path) -> None:
    # "Lorraine got divorced from Darren": Darren is Lorraine's ex; the twin, her new partner.
    check_said_no(
        tmp_path / "m.db",
        "Wor Lorraine got divorced from Darren two year back. Divvent ever bring that Darren up "
        "again pet, not a word, he's dead to us",
        "guess who was sat in the Tap and Spile on Saturday. wor Lorraine's ex! still owes us",
        "guess who took me to the Tap and Spile on Saturday. wor Lorraine's new fella!",
    )


def test_a_wish_for_tonight_is_no_wish_for_good(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["Don't bring Ronnie up, I can't talk about it tonight"])
        (turn,) = observed(memory, ["Ronnie had the daftest laugh, I miss him"])
        assert decided(turn) == "created"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I changed the PIN on my debit card today cos the machine in Dunnes kept rejecting it",
         ""),
        ("MyGovID is after locking me out again, I'll have to reset the password tomorrow", ""),
        # twins: what changed is kept, and a PIN told is refused
        ("changed banks today, I'm with Monzo now", "created"),
        ("I changed my PIN to 4821", "refused"),
    ],
)  # fmt: skip
def test_a_secret_changed_with_no_value_is_no_memory(
    tmp_path: Path, text: str, expected: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (turn,) = observed(memory, [text])
        assert decided(turn) == expected
