"""Changes, repeats, secrets and what was said no to, as blind sets of the fifty-sixth session
wrote them in African American English (Atlanta, Chicago) and in the Gulf's English (Al Ain,
Kuwait City): "is" left out after "he", "she", "we" or "they" ("she a sophomore", "he at Sylvan
Hills Middle") and before one's number ("my cell 404-555-0187"), "I been" for "I have been",
"ion" for "I don't", "don't be bringin up"; the Gulf's words of feeling read as nothing
("changed my number habibi, new one …", "khalas", "inshallah"), "he" or "she" said again after
who it is ("akhooy hamad he moved to Dubai", "baba he take …"), "akhooy", "ukhti", "yumma",
"yuba", "zoji", "baba" as a father, and "Um Saeed" no hesitation (spelling.py); the bank one's
pay goes to or one switched to, "stay off Campbellton Rd", "we stay over in College Park", "our
villa is in Falaj Hazza", "my pressure pill amlodipine 5mg", "being treated … with sertraline
50 mg", "started new job with …", "I work in Al Ain Municipality", "they transferred me to the
… garage", "I been at the … garage 22 years", "my only car", "new one +971 …", and "since i got
married" no change (slot parser 96); a weekday after "always" dates nothing (eventtime.py), nor
"this mornin" or "last night" where no word tells a change (review.py); a
code sent for a login and a lock box's code changed with no value keep nothing, "…, dont bring
her up" after "me and my sister Tasha not speaking" is said of Tasha, "… again pls, we not
talking since …" (extract.py); an operation by its name, a funeral, the prostate said no to in
their other words (trust/tombstones.py); a lock box's or key box's code and "new one 4482"
after a PIN are secrets, a number after "+" no card (credentials.py). The sentences are this
file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from door import check_door, check_found, check_said_no, slots_read
from memwarden.spelling import plain
from memwarden.write.credentials import find_secrets
from memwarden.write.eventtime import event_time
from memwarden.write.extract import extract, retraction
from memwarden.write.slots import parse_slot


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("my oldest Dana at Morehouse, she a junior",
         "my oldest Dana at Morehouse, she is a junior"),
        ("he at Benjamin Mays High now", "he is at Benjamin Mays High now"),
        ("they in Decatur now", "they are in Decatur now"),
        ("my cell 678-555-0199 if u need me", "my cell is 678-555-0199 if you need me"),
        ("my email tasha.b@yahoo.com", "my email is tasha.b@yahoo.com"),
        ("i been on metformin 500mg since may", "i have been on metformin 500mg since may"),
        ("ion wanna talk bout it", "I don't wanna talk about it"),
        ("don't be bringin up my knee", "don't bring up my knee"),
        ("changed my number habibi, new one +971 55 100 2030", "changed my number, new one +971 "
         "55 100 2030"),
        ("Wallah long day. we moved to Khalifa City", "long day. we moved to Khalifa City"),
        ("akhooy Sultan he works at ADNOC now", "my brother Sultan works at ADNOC now"),
        ("baba he take Concor 5mg", "my dad take Concor 5mg"),
        ("the doctor she raised my dose", "the doctor raised my dose"),
        ("my yumma's Eltroxin", "my mum's Eltroxin"),
        ("my yuba is 70", "my dad is 70"),
        ("wat my ukhti Hessa do", "wat my sister Hessa do"),
        # controls: a question's "she a"; "at least"; "have … been"; a number that is no phone;
        # the chemist's ion; "my habibi"; a café; "Um" before a name is the Gulf's "mother of";
        # a relative clause; "she a do good" is Jamaican's "doing"; Japanese's tofu skin
        ("is she a nurse?", "is she a nurse?"),
        ("he at least tried", "he at least tried"),
        ("How long have Callum and I been together?", "How long have Callum and I been together?"),
        ("my number 3 son", "my number 3 son"),
        ("the ion channel", "the ion channel"),
        ("my habibi is sweet", "my habibi is sweet"),
        ("Yalla Cafe is nice", "Yalla Cafe is nice"),
        ("Um Saeed is allergic to shrimp", "Um Saeed is allergic to shrimp"),
        ("the man he saw was tall", "the man he saw was tall"),
        ("and she a do good in school", "and she a do good in school"),
        ("grilled trout or yuba?", "grilled trout or yuba?"),
    ],
)  # fmt: skip
def test_their_spellings_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("i bank w Regions, my pension go there", [("user", "my:bank", "regions")]),
        ("finally switched my bank to Navy Federal", [("user", "my:bank", "navy federal")]),
        ("my salary goes to ADCB", [("user", "my:bank", "adcb")]),
        ("moved my salary to Mashreq this month", [("user", "my:bank", "mashreq")]),
        ("moved all my money from Truist over to the credit union",
         [("user", "my:bank", "credit union")]),
        ("my checking account at Wells Fargo, had it since college",
         [("user", "my:bank", "wells fargo")]),
        ("we stay off Cascade Rd, been there ten years", [("user", "lives_in", "cascade rd")]),
        ("we stay over in College Park now", [("user", "lives_in", "college park")]),
        ("we moved to College Park last month", [("user", "lives_in", "college park")]),
        ("our villa is in Mohammed Bin Zayed City",
         [("user", "lives_in", "mohammed bin zayed city")]),
        ("my pressure pill amlodipine 5mg", [("user", "takes", "amlodipine")]),
        ("water pill furosemide 20 mg every morning", [("user", "takes", "furosemide")]),
        ("User is being treated for anxiety with escitalopram 10 mg.",
         [("user", "takes", "escitalopram")]),
        ("baba takes Januvia 100mg for his sugar", [("user's father", "takes", "januvia")]),
        ("started new job with Etihad last week", [("user", "works_at", "etihad")]),
        ("I work in Dubai Municipality, roads section",
         [("user", "works_at", "dubai municipality")]),
        ("they transferred me to the 74th street garage",
         [("user", "works_at", "74th street garage")]),
        ("I been at the Ford plant 19 years", [("user", "works_at", "ford plant")]),
        ("my mobile +971 50 123 4567, whatsapp too",
         [("user", "my:phone number", "+971 50 123 4567")]),
        ("changed my number, new one 404-555-0123", [("user", "my:phone number", "404-555-0123")]),
        ("my only car is a silver Sonata", [("user", "my:car", "silver sonata")]),
        # controls: pay to an account that is no bank; a home in a mess; a cabin for the
        # holidays; a field and a town worked in; a shift; an hour at a hospital; a pill box
        ("I moved my money to the joint account", []),
        ("my salary goes into savings", []),
        ("my house is in a mess", [("user", "my:house", "in a mess")]),
        ("our cabin is at 88 Lakeshore Drive", [("user", "my:cabin", "at 88 lakeshore drive")]),
        ("I work in marketing", []),
        ("I work in London", []),
        ("they moved me to nights", [("user", "shift", "night")]),  # a shift, not a home
        ("I have been at the hospital for 5 hours", []),
        ("my pill box 5mg", []),
        ("i need to stay in college", []),
        ("we stay off social media", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == read


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        ("my only car is the grey Patrol 2018, had it since i got married", False),
        ("my only car is the grey Patrol 2018, i got married last month", True),
    ],
)
def test_what_tells_a_change(text: str, changed: bool) -> None:
    slot = parse_slot(text)
    assert slot is not None and slot.change_marker is changed


@pytest.mark.parametrize(
    ("text", "dated"),
    [
        (
            "our villa is in Al Jimi, we have been there since i was a kid, majlis always full on "
            "friday",
            False,
        ),
        ("we moved to Al Jimi on friday", True),
    ],
)
def test_a_weekday_of_a_habit_dates_nothing(text: str, dated: bool) -> None:
    said_at = datetime(2031, 5, 14, 12, tzinfo=UTC)
    assert (event_time(text, said_at) is not None) is dated


@pytest.mark.parametrize(
    ("errand", "kept"),
    [
        ("the ENBD OTP came late again, it expired before i typed it, so slow",
         "the ENBD app has a new design, I like the dark mode"),
        ("this app keeps asking for a verification code every time i log in smh",
         "this app keeps asking me to rate it every time i log in smh"),
        ("the bank keep textin me codes to log in and i ain't even ask",
         "the bank keep textin me about a new card and i ain't even ask"),
        ("so i changed the lock box code at the farm, told him dont write it down",
         "so i changed the lock on the gate at the farm, told him dont lose the key"),
    ],
)  # fmt: skip
def test_a_code_of_the_day_keeps_nothing(errand: str, kept: str) -> None:
    said_at = datetime(2031, 5, 14, 12, tzinfo=UTC)
    assert extract(errand, said_at) == []
    assert extract(kept, said_at) != []


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # the bank one's pay goes to, switched, or said again
        (["i bank w Truist, my paycheck go there"],
         "ok i finally switched my bank to Georgia's Own, done w Truist", "updated", [0]),
        (["my salary goes to FAB, since uni"],
         "moved my salary to ADCB this month inshallah, better car loan", "updated", [0]),
        (["my salary goes to FAB, since uni"], "my salary goes to ADCB, always has", "conflict",
         []),
        # a number with its "is" left out, changed with a new one, or another with no change
        (["my cell 404-555-0187 if u ever need it"],
         "got a new number, my cell 470-555-0100 now", "updated", [0]),
        (["my cell 404-555-0187 if u ever need it"],
         "my cell number 470-555-0100, had it for years", "conflict", []),
        # a medicine by what it is for, raised or said otherwise
        (["my pressure pill amlodipine 5mg, i take it with my coffee"],
         "Dr. Okafor raised my amlodipine to 10mg for my pressure", "updated", [0]),
        (["i been on sertraline 50mg since spring, it help some"],
         "User is being treated for depression with sertraline 50mg daily.", "ignored", []),
        # a dose taken this morning "like always", last night's pie after it: no change told;
        # or raised by the doctor
        (["my sugar medicine metformin 500 mg twice a day"],
         "took my metformin 1000 mg this mornin like always, had a lil pie last night",
         "conflict", []),
        (["my sugar medicine metformin 500 mg twice a day"],
         "doc raised my metformin to 1000 mg this mornin, had a lil pie last night",
         "updated", [0]),
        # a father's medicine, "he" said again
        (["baba takes Glucophage 500mg twice a day for his sugar"],
         "baba he take Glucophage 1000mg two times a day, same since years", "conflict", []),
        # a brother moved, "he" said again after his name
        (["my brothers Hamad and Khalid. Hamad lives in Sharjah"],
         "akhooy hamad he moved to Dubai, new job with RTA", "updated", [0]),
        # a home whose "stay" is where one lives
        (["we stay off Campbellton Rd, been there since 2015"],
         "we moved over to College Park last month, finally got a yard", "updated", [0]),
        # where one works, started with no article, or in an office named in full
        (["I work in Al Ain Municipality, planning section"],
         "started new job with ADEK last sunday, left the municipality", "updated", [0]),
        (["I work in Al Ain Municipality, planning section"],
         "I work in Al Ain Municipality, same desk, same coffee", "ignored", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        # a name the wish said "her" of, in the clause before it
        ("me and my sister Tasha not speaking, dont bring her up no more",
         "Tasha started coming to our church now and i'm not doing that",
         "Monique started coming to our church now and i'm so glad"),
        # a name after "again pls"
        ("and dont mention Khalid again pls, we not talking since the inheritance thing",
         "Khalid called mama today, whatever", "my brother Hamad called mama today, he is fine"),
        # an operation by its name, then "the surgery"; not the rest of one's health
        ("forget about my hysterectomy ok, i dont wanna talk bout it",
         "doctor say the surgery healing up fine, two more weeks off the bus",
         "doctor say i got arthritis in my knee, i gotta wear a brace on the bus"),
        # a funeral, then who was laid to rest
        ("please dont bring up my daddy funeral, i cant",
         "Mama still ain't right since we laid Daddy to rest last spring",
         "Mama still ain't right since her hip surgery last spring"),
        # the prostate, then its test, said as he says it
        ("don't be bringin up my prostate stuff no more, I'm good, ion wanna talk bout it",
         "the urologist say my PSA numbers lookin better",
         "the doctor say my blood pressure numbers lookin better"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_stays_no(tmp_path: Path, said_no: str, again: str, other: str) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


@pytest.mark.parametrize(
    ("said", "about"),
    [
        ("me and my sister Tasha not speaking, dont bring her up no more", "my sister Tasha"),
        ("and dont mention Khalid again pls, we not talking since the inheritance thing", "Khalid"),
        ("don't be bringin up my prostate stuff no more, I'm good, ion wanna talk bout it",
         "my prostate stuff"),
        # controls: a clause that names no one keeps the clause; who is named at its end
        ("my brother Farai is in prison, please dont remember that", "my brother Farai is in "
         "prison"),
        ("My first wife Lena, please never bring her up", "My first wife Lena"),
    ],
)  # fmt: skip
def test_what_is_said_no_to(said: str, about: str | None) -> None:
    found = retraction(plain(said))
    assert (found.about if found is not None else None) == about


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("auntie got a home aide now, lockbox code 1958 on the back door so she can get in",
         "1958", "auntie got a home aide now, lockbox on the back door so she can get in"),
        ("the key box code is 0614 btw if i forget", "0614",
         "the key box is by the gate btw if i forget"),
        # a key box's code is digits, named after "code for" too; a word after it is no code
        ("the code for the key box is 5512, the cleaner needs it", "5512",
         "the key box code is upstairs in the drawer, the cleaner needs it"),
        ("had to change my debit card pin at the bank today, new one 4482 so I don't forget",
         "4482", "had to change my debit card pin at the bank today, new one is easier"),
    ],
)  # fmt: skip
def test_secrets_told_in_passing(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)


def test_a_number_after_a_plus_is_a_phone_not_a_card() -> None:
    assert find_secrets("Meu número novo é +55 11 98734-2210, atualiza aí") == []
    # control: the same digits without the "+", named as a card
    assert find_secrets("card number 5511 9873 4221 0") != []
