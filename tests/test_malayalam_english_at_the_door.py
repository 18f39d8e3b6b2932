"""Changes, repeats, secrets and wishes, as blind sets of the sixty-second session wrote them in
Kerala English mixed with Romanized Malayalam (Kochi and Thrissur).

Malayalam's verb-last statements read in English order (roman_malayalam.py): a move ("… il
shift aayi", "shift aayi, … new flat", "… il ninnu … ilekku maari"), where one lives or works
("njan … il aanu", "njan … il … il aanu pani", "njan … branch il officer aanu"), a job joined
("… il join cheythu") or left ("… il ninnu resign cheythu"), something changed ("… maatti"),
given away ("Swift kodutthu") or bought ("… vaangi"), a dose taken ("achan metformin 500mg aanu
kazhikkunnathu"), "X Y aanu" as "X is Y" (a car, a number, an email, a secret's new value, a
tablet, someone's job), "same mail id only …" as the same, an age ("… ku 6 vayassu"), an
allergy, a security question's answer, a wish not to be reminded ("…, enikku pattilla"); its
words for family and ownership ("achan", "ammachi", "mone", "ente", "nammude", "achante") as
English's, "Thomas chettan" as a name honoured, and the words to the listener ("machane",
"eda", "ketto") left out. "pls note, …" before a statement keeps it; a heart's stent is of an
angioplasty said no to, a kidney machine of dialysis (tombstones.py); a job "as an officer,
for 2 years" keeps its title (slot parser 102).
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_found, check_read_back, said_in_a_chat, slots_read
from memwarden.roman_malayalam import reads_roman_malayalam
from memwarden.spelling import plain


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("finally Palarivattom il shift aayi", "finally , I moved to Palarivattom"),
        ("shift aayi machane, new flat in Vazhakkala", "I moved to a new flat in Vazhakkala"),
        ("Kottayam il ninnu Kakkanad ilekku maari", "I moved from Kottayam to Kakkanad"),
        ("njan Angamaly il aanu, own veedu", "I live in Angamaly, own house"),
        ("njan Technopark il IBS il aanu pani", "I work at IBS in Technopark"),
        ("njan Canara Bank Kaloor branch il clerk aanu",
         "I work at Canara Bank Kaloor branch as a clerk"),
        ("ente chechi Apollo il aanu work", "my elder sister works at Apollo"),
        ("ente car grey Nexon aanu", "my car is a grey Nexon car"),
        ("ente mail id anoop.k@example.com aanu", "my email is anoop.k@example.com"),
        ("achan amlodipine 5mg aanu kazhikkunnathu", "my dad takes amlodipine 5mg"),
        ("achante BP tablet amlodipine 5mg aanu", "my dad takes amlodipine 5mg for BP"),
        ("mole Meera ku 4 vayassu aayi", "my daughter Meera is 4 years old"),
        ("Innova kodutthu eda, ippo ente car Seltos aanu",
         "I sold the Innova, now my car is a Seltos car"),
        ("UST il ninnu resign cheythu, Experion il join cheythu",
         "I resigned from UST, I joined Experion"),
        ("same mail id only anoop.k@example.com ketto", "my email is still anoop.k@example.com"),
        ("evening 3km walking undu, with Joseph chettan",
         "evening I go walking 3km, with Joseph chettan"),
        ("Kochi@2025 aanu ente puthiya password", "my new password is Kochi@2025"),
        ("dont remind me about ammachi's surgery, enikku pattilla",
         "dont remind me about my grandma's surgery, I can't stand it"),
        ("ente per Anjali aanu", "my name is Anjali"),
        ("ammakku thyroid undu, Thyronorm 50 mcg aanu kazhikkunnathu",
         "my mum has thyroid, my mum takes Thyronorm 50 mcg"),
        ("Federal Bank il ninnu SBI ilekku maari", "I left Federal Bank, I switched jobs to SBI"),
        ("ente ex Vivek ne patti ini chodikkaruthu ketto",
         "please never bring up my ex Vivek again"),
        ("enikku 34 vayassu aayi", "I am 34 years old"),
        ("mole Nila Carmel school il 1st std il aanu",
         "my daughter Nila is in class 1 at Carmel school"),
        ("NHS il staff nurse aayi join cheythu", "I joined NHS as a staff nurse"),
        ("njan vegetarian aanu ketto", "I am vegetarian"),
        ("ente veedu Kakkanad il aanu", "my house is in Kakkanad"),
        ("finally shift aayi to a 3-bed in Salford", "finally , I moved to a 3-bed in Salford"),
        ("Barclays account open cheythu innale", "I opened a Barclays account yesterday"),
        ("Polo vittu, ippo oru blue Honda Civic vaangi",
         "I sold the Polo, now bought a blue Honda Civic"),
        ("NHSBT vittu, Salford Royal il join cheythu", "I left NHSBT, I joined Salford Royal"),
        ("njan chemmeen kazhikkilla, allergy aanu", "I am allergic to prawns"),
        ("enikku thyroid undu, thyronorm 75 mcg daily",
         "I have thyroid, I take thyronorm 75 mcg daily"),
        ("ammachi's metformin 500mg aanu", "my grandma takes metformin 500mg"),
        ("pappakku sugar undu", "my dad has sugar"),
        # controls: Italian's "il", German's "alle", the English mole, Tamil's "vaangi"
        ("il treno parte alle 9", "il treno parte alle 9"),
        ("the dermatologist checked the mole", "the dermatologist checked the mole"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


def test_a_reading_of_romanized_malayalam_maps_back_to_what_was_said() -> None:
    said = "njan ente number maatti, puthiya number 98470 12345 aanu"
    assert plain(said) != said  # (read in English order)
    check_read_back(said, "98470 12345")


@pytest.mark.parametrize(
    ("text", "malayalam"),
    [
        ("njan ippo office il aanu", True),
        ("ente number save cheyyu ketto", True),
        ("Kaloor ilekku shift aayi", True),
        ("shift aayi to a new flat in Salford", True),
        ("Polo vittu, Civic vaangi", True),
        ("achan nu sugar undu, metformin kazhikkum", True),
        # controls: Tamil, Telugu, Italian, Swedish, Malay, English
        ("en mamanar vaangi vechadhu, ippo Senthil per la", False),
        ("naa number save chey ra, whatsapp kuda ade", False),
        ("il treno parte alle 9, ricordamelo", False),
        ("glöm inte, alla kvitton", False),
        ("aku ada di rumah, kita makan dulu", False),
        ("meri shift aayi to ghar gaya", False),
        ("my achan is visiting from Kerala", False),
    ],
)
def test_what_is_read_as_romanized_malayalam(text: str, malayalam: bool) -> None:
    assert reads_roman_malayalam(text) is malayalam


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("njan Angamaly il aanu, own veedu", [("user", "lives_in", "angamaly")]),
        ("njan Technopark il IBS il aanu pani", [("user", "works_at", "ibs")]),
        ("ente chechi Apollo il aanu work", [("user's sister", "works_at", "apollo")]),
        ("achan amlodipine 5mg aanu kazhikkunnathu", [("user's father", "takes", "amlodipine")]),
        ("ammayiamma Kottayam il aanu thamasam",
         [("user's mother-in-law", "lives_in", "kottayam")]),
        ("ente bharya Sreeja Lulu il manager aanu",
         [("user's wife sreeja", "works_at", "lulu"), ("user's wife sreeja", "job_title",
                                                        "manager")]),
        ("ente car grey Nexon aanu", [("user", "car", "nexon")]),
        ("pappa is on atorvastatin 20mg", [("user's father", "takes", "atorvastatin")]),
        ("my UK number is +44 7700 900111", [("user", "my:phone number", "+44 7700 900111")]),
        ("I work at Canara Bank as a clerk, for 6 years",
         [("user", "works_at", "canara bank"), ("user", "job_title", "clerk")]),
        # controls: a place one is at today, a car of no one's, a job's title left unsaid
        ("innu Lulu il aanu, shopping", []),
        ("Nexon sales are up", []),
        ("I work at Canara Bank, for 6 years", [("user", "works_at", "canara bank")]),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a home moved from, or said otherwise
        (["njan Vyttila il oru rent flat il aanu"], "finally Palarivattom il shift aayi machane",
         "updated", [0]),
        (["njan Vyttila il oru rent flat il aanu"], "njan Palarivattom il aanu, 10 varsham aayi",
         "conflict", []),
        # a job left for another, and the job said again
        (["njan Technopark il IBS il aanu pani"], "IBS il ninnu resign cheythu, Experion il "
         "join cheythu last month", "updated", [0]),
        (["njan Technopark il IBS il aanu pani"], "njan IBS il thanne aanu pani", "ignored", []),
        # a father's dose changed, or said otherwise
        (["achan amlodipine 5mg aanu kazhikkunnathu"],
         "doctor maatti achan's amlodipine to 10mg", "updated", [0]),
        (["achan amlodipine 5mg aanu kazhikkunnathu"], "achan amlodipine 10mg aanu kazhikkunnathu",
         "conflict", []),
        # a car given away and another had, or said otherwise
        (["nammude only vandi Innova aanu"], "Innova kodutthu, ippo ente car Seltos aanu",
         "updated", [0]),
        (["nammude only vandi Innova aanu"], "ente car Seltos aanu machane, ethra kaalam aayi",
         "conflict", []),
        # one's number said again
        (["ente number +91 98470 12345 aanu"], "ente number +91 98470 12345 aanu ketto",
         "ignored", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # an operation said no to, then named by the stent it left
        (["forget about my angioplasty, I don't want to talk about it"],
         "after the stent I go walking every evening", "blocked"),
        (["forget about my angioplasty, I don't want to talk about it"],
         "I go walking every evening with my neighbour", "created"),
        # dialysis said no to, then named by its machine
        (["please never mention my uncle's dialysis again"],
         "I drove him to the kidney machine again today, 4 hours", "blocked"),
        (["please never mention my uncle's dialysis again"],
         "I drove my mother to the temple again today, 4 hours", "created"),
        # an ex said no to in Malayalam, then seen again
        (["ente ex Vivek ne patti ini chodikkaruthu ketto"],
         "innale Lulu il vechu Vivek ne kandu, ippo Doha il aanu", "blocked"),
        (["ente ex Vivek ne patti ini chodikkaruthu ketto"],
         "innale Lulu il vechu ente cousin Reshma ne kandu, ippo Doha il aanu", "created"),
        # an ex said no to, then told as the one the person was engaged to
        (["pls don't bring up my ex Jijo again"],
         "heard that the guy I was engaged to is in Perth now", "blocked"),
        (["pls don't bring up my ex Jijo again"],
         "heard that the guy I was at school with is in Perth now", "created"),
        # a divorce said no to, then told by its court
        (["pls don't bring up my sister's divorce"],
         "my sister's papers got signed in the family court today", "blocked"),
        (["pls don't bring up my sister's divorce"],
         "my sister's visa papers got signed at the embassy today", "created"),
        # exams failed said no to, then told as back papers
        (["pls don't bring up Arjun's arrears, he's stressed"],
         "Arjun cleared 3 of his back papers this time", "blocked"),
        (["pls don't bring up Arjun's arrears, he's stressed"],
         "I cleared 3 of my driving lessons this time", "created"),
        # a wish not to be reminded, then the wish's topic
        (["dont remind me about the Dubai loan case, enikku pattilla"],
         "the Dubai loan case letter vannu again", "blocked"),
        (["dont remind me about the Dubai loan case, enikku pattilla"],
         "njan Kakkanad il shift aayi, Infopark near", "created"),
        # "pls note, …" keeps what follows, a question after it keeps nothing
        (["busy day"], "pls note, finally we adopted a kitten, name Minnu", "created"),
        (["busy day"], "pls note, can you find a vet near Kaloor?", "none"),
        # a grandson's job said of the person's family by "mone"
        (["mone Kiran Bosch il join cheythu"], "Kiran is allergic to prawns", "created"),
        (["busy day"], "Kiran is allergic to prawns", "none"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_and_kept(
    tmp_path: Path, prior: list[str], text: str, expected: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text) == expected


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("Kerala#77 aanu ente netbanking password", "Kerala#77",
         "ente netbanking password maatti innu"),
        ("ente bank security question 'first school' inte answer ippo Carmel thanne aanu",
         "Carmel", "ente bank security question maatti innu"),
        ("Kochi@2025 aanu ente puthiya password", "Kochi@2025", "ente password maatti innu"),
    ],
)  # fmt: skip
def test_secrets_told_their_way(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)
