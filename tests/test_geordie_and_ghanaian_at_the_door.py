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

from collections.abc import Callable
from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, check_refused, check_said_no, decided, observed, slots_read
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
         [("user's lorraine", "works_at", "asda"), ("user's lorraine", "shift", "late")]),
        ("Me GP's Dr Patel at the Bensham surgery", [("user", "my:gp", "dr patel")]),
        ("Dr Patel's got us on metformin for the sugar, 500mg twice a day",
         [("user", "takes", "metformin")]),
        ("Doctor said the pressure is still high so she has increased the amlodipine, now its "
         "10mg every morning", [("user", "takes", "amlodipine")]),
        ("Chale news! Kwabena's company has transfered him from Tema to Takoradi port",
         [("user's kwabena", "works_at", "takoradi port")]),
        ("My daughter Efua is in JHS 2 at Asem Methodist",
         [("user's daughter efua", "school", "asem methodist"),
          ("user's daughter efua", "school_year", "jhs2")]),
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
        # (a school needs its name; the year is hers)
        ("Efua is in class 3 at the moment", [("user's efua", "school_year", "class 3")]),
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


# From two more blind sets written after the work above: Ghanaian English again (Accra) and the
# north-east's pit villages (Seaham).


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("Then ah got the 60 back", "Then I got the 60 back"),
        ("ah'm sat wi a cuppa", "I'm sat with a cuppa"),
        ("Dr Patel's got is on amlodipine for me blood pressure",
         "Dr Patel's got me on amlodipine for my blood pressure"),
        ("ah nivvor telt neebody, ah cannit taak aboot it",
         "I never told nobody, I can't talk about it"),
        # controls: "ah" said, "is" of standard English, Jamaican's "wi a" before a verb
        ("Ah, I see", "Ah, I see"),
        ("what I was told is true", "what I was told is true"),
        ("wi a go a Portmore tomorrow", "we a go a Portmore tomorrow"),
    ],
)  # fmt: skip
def test_the_pit_villages_are_read_in_standard_words(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Dr Patel says me pressure's ower high so he's put the amlodipine up to 10mg",
         [("user", "takes", "amlodipine")]),
        ("Herh I'm still on the metformin 500 twice a day", [("user", "takes", "metformin")]),
        ("I'm on Eltroxin 75 for the thyroid", [("user", "takes", "eltroxin")]),
        # controls: a price put up, a bus, a shift, a rota with no medicine
        ("they put the price up to 10 pounds", []),
        ("I'm on the 60 every morning", []),
        ("I'm on call 24 for the weekend", []),
        ("I'm on shift 12 every day", []),
    ],
)  # fmt: skip
def test_a_dose_put_up_or_told_without_its_unit(
    text: str, read: list[tuple[str, str, str]]
) -> None:
    assert slots_read(text) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        (["My son Kwame is in JHS 2 at Morning Star School, Cantonments."],
         "Kwame is still in JHS 2 at Morning Star, Cantonments oo, the traffic every morning is "
         "killing us but what can we do.", "ignored", []),
        (["My son Kwame is in JHS 2 at Morning Star School, Cantonments."],
         "Kwame is in JHS 2 at St Martin de Porres", "conflict", []),
        (["Dr Patel's got is on amlodipine 5mg for me blood pressure, one every mornin"],
         "Dr Patel says me pressure's still ower high so he's put the amlodipine up to 10mg",
         "updated", [0]),
    ],
)  # fmt: skip
def test_the_door_again(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        ("Please divvent bring up Chloe's dad Gary, ah want nowt to do wi that man",
         "I picked Chloe up from school and who's stood at the gates but her dad",
         "I picked Chloe up from Easington Academy, she's gannin on aboot her mocks"),
        ("Please divvent bring up wor Darren, he's inside and ah divvent want to taak aboot him",
         "Steven telt is they've moved wor Darren to Durham",
         "Steven telt is they've moved the bingo to Thursdays"),
        ("Me middle lass Kelly lost a bairn last year. Please divvent ever bring it up pet, ah "
         "cannit taak aboot it",
         "I lay there thinkin aboot the little one wor Kelly lost",
         "I lay there thinkin aboot the little holiday wor Kelly booked"),
    ],
)  # fmt: skip
def test_said_no_to_again(tmp_path: Path, said_no: str, again: str, other: str) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


def test_a_sister_pregnant_is_no_miscarriage(tmp_path: Path) -> None:
    # A miscarriage said no to is a child lost, and of fertility too; but someone else's
    # pregnancy is neither (the twin: the loss said in other words is still blocked).
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["Please forget about the miscarriage I had last year, I don't want "
                          "to talk about it ever again."])  # fmt: skip
        (sister,) = observed(memory, ["Good news! My younger sister Adwoa is pregnant, due in "
                                      "August."])  # fmt: skip
        (loss,) = observed(memory, ["I still think about the baby I lost"])
    assert decided(sister) == "created"
    assert decided(loss) == "blocked"


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("Nationwide's sent is a text wi a code on it, 583920, Lisa says nivvor give it to "
         "neebody", "583920",
         "Nationwide's sent is a letter wi the new branch hours on it, Lisa says they're daft"),
        ("For the security question they asked my first school, I put Adabraka Presby, so if I "
         "forget remind me", "Adabraka Presby",
         "My first school was Kaneshie Presby, I loved it there"),
    ],
)  # fmt: skip
def test_a_code_and_an_answer_told_in_dialect_are_refused(
    tmp_path: Path, digests_cut: Callable[[bytes], bytes], secret: str, value: str, twin: str
) -> None:
    check_refused(tmp_path, secret, value, twin, digests_cut)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("I'm hypertensive oo, on amlodipine 5mg every morning since 2021",
         [("user", "takes", "amlodipine")]),
        ("Chale I'm on amlodipine 10mg every morning, I take it with my Milo",
         [("user", "takes", "amlodipine")]),
        # controls: a state and a rota, a memory of the moment
        ("I'm tired, on call 24 hours", []),
        ("my memory is not good these days", []),
    ],
)  # fmt: skip
def test_a_medicine_after_what_one_is(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == read


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ah'm that low the day.", ""),
        ("I'm so tired today", ""),
        # twins: what one is, and where one is this week, are kept
        ("Ah'm a dinner lady at the school", "created"),
        ("I'm down in Leeds this week for the course", "created"),
    ],
)
def test_how_one_is_today_is_no_memory(tmp_path: Path, text: str, expected: str) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (turn,) = observed(memory, [text])
        assert decided(turn) == expected
