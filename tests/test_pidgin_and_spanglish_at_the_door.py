"""Changes, repeats and what was said no to, as blind sets of the fifty-second session wrote
them in Hawai'i's Pidgin (Waipahu) and Spanglish (San Antonio): "stay", "wen", "get", "one" and
"da" read as English ("my son Keoni stay Waipahu Intermediate", "he wen raise um"), Spanish
words in an English text ("la doctora", "mi viejo", "ya estamos en la casa nueva"; spelling.py);
a relative's birthday, a child's class in the years, a job or a school left for another, a
truck that is the car, one at a plant at work there (slot parser 91); the partner by name and
not, an employer's name with a word of its kind inside, a dose told changed with no medicine
named (write/review.py); a wish asked with "please" and no "again" (write/extract.py); the
days a lost child would have had (trust/tombstones.py). The sentences are this file's own.
Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_said_no, slots_read
from memwarden.spelling import plain


@pytest.mark.parametrize(
    ("said", "read"),
    [
        (
            "my brudda Kainoa stay working at Hilo Hattie",
            "my brother Kainoa is working at Hilo Hattie",
        ),
        ("Kainoa wen move Kona last year", "Kainoa moved to Kona last year"),
        ("Darren stay living Vegas now", "Darren is living in Vegas now"),
        ("now I on atorvastatin 20 mg", "now I am on atorvastatin 20 mg"),
        ("I get one blue Honda Fit", "I have a blue Honda Fit"),
        ("I no like talk about um", "I don't want talk about it"),
        ("Kainoa wen finally sell his boat", "Kainoa finally sold his boat"),
        ("Doc get me on metoprolol 25 mg", "Doc has me on metoprolol 25 mg"),
        ("I stay carpenter at Kapolei, brah", "I am a carpenter at Kapolei, brah"),
        ("my son Kai stay Mililani Uka Elementary", "my son Kai is at Mililani Uka Elementary"),
        ("my truck one 2019 Tacoma, brah", "my truck is a 2019 Tacoma, brah"),
        ("da gout stay bad again", "the gout is bad again"),
        ("I no like talk about him", "I don't want talk about him"),
        (
            "la doctora put me on metformin for my sugar",
            "the doctor put me on metformin for my sugar",
        ),
        ("so mi viejo's name is Ramón", "so my husband's name is Ramón"),
        (
            "ya estamos en la casa nueva on Zarzamora with the kids",
            "we're now in the new house on Zarzamora with the kids",
        ),
        # controls: the Scots "da" (dad), English "stay", "bout", "wen" as "when", "one", a
        # text in Spanish
        ("ma da wis telt", "my dad was told"),
        ("i live in um amarillo", "i live in amarillo"),
        ("we moved Grandma to a home", "we moved Grandma to a home"),
        # (English that Pidgin's cues must not wake Jamaican's readings in: "I change", "out a")
        ("How do I change my PIN on the app?", "How do I change my PIN on the app?"),
        ("I want to try out a different spot", "I want to try out a different spot"),
        ("let her stay with us", "let her stay with us"),
        ("I stay busy", "I stay busy"),
        ("we stay in govan", "we stay in govan"),
        ("a bout of flu", "a bout of flu"),
        ("call me wen u get home", "call me wen you get home"),
        ("I want to get one of those", "I want to get one of those"),
        ("mi PIN es 4471 y la casa es bonita", "mi PIN es 4471 y la casa es bonita"),
    ],
)
def test_pidgin_and_spanglish_are_read_in_standard_words(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("My son Kai is in 2nd grade at Mililani Uka Elementary",
         [("user's son kai", "school", "mililani uka elementary"),
          ("user's son kai", "school_year", "grade 2")]),
        ("User's daughter Noe is a fourth grader at Pearl City Elementary.",
         [("user's daughter noe", "school", "pearl city elementary")]),
        ("my husband's name is Kekoa but everyone calls him Koa", [("user", "partner", "kekoa")]),
        ("my truck is a 2018 Ford Ranger", [("user", "car", "ford ranger")]),
        ("traded in the Civic for a 2022 CR-V at the dealer in Aiea", [("user", "car", "cr-v")]),
        ("we're in our new place off Kalihi Street", [("user", "lives_in", "kalihi street")]),
        ("my husband is still at the Tesoro refinery",
         [("user's husband", "works_at", "tesoro refinery")]),
        ("Kainoa left Hilo Hattie, he's at Costco now", [("user's kainoa", "works_at", "costco")]),
        ("my daughter no longer at Aiea Elementary, she got into Punahou",
         [("user's daughter", "school", "punahou")]),
        ("My mom's birthday is on 3 May", [("user's mother", "birthday", "05-03")]),
        ("User's son Kai turns 8 on June 2.", [("user's son kai", "birthday", "06-02")]),
        ("he switched me off the simvastatin, now I'm on atorvastatin 20 mg",
         [("user", "takes", "atorvastatin"), ("user", "takes", "simvastatin")]),
        # controls: a day at work, a birthday coming, a party left, a class with no school
        ("I'm at the plant till 6 tonight", []),
        ("Kai's birthday is next week", []),
        ("I left the party, I'm at home now", []),
        # (a school needs its name; the year is his)
        ("my son is in 2nd grade", [("user's son", "school_year", "grade 2")]),
        ("User's grandson Callum has joined the Red Star under-12s", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a dose told changed with no medicine named, of the one medicine in that unit
        (["Dr. Kim has me on lisinopril 10 mg for my pressure"],
         "she said it's still high so she bumped it up, now 20 mg", "updated", [0]),
        (["Dr. Kim has me on lisinopril 10 mg for my pressure"],
         "ahora I'm on 20 mg instead of the 10, la doctora increased it", "updated", [0]),
        # … not a dose with no word of a change, nor of two medicines, nor another medicine's
        (["Dr. Kim has me on lisinopril 10 mg for my pressure"],
         "she said it's still high, the pharmacy had 20 mg ones", "created", []),
        (["Dr. Kim has me on lisinopril 10 mg for my pressure",
          "I also take metformin 500 mg with breakfast"],
         "she bumped it up, now 20 mg", "created", []),
        (["Dr. Kim has me on lisinopril 10 mg for my pressure"],
         "she put me on atorvastatin 20 mg too, raised my spirits lol", "created", []),
        (["I take metformin 500 mg twice a day"],
         "Dr. Tanaka bumped up my metformin, now I gotta take 1000 mg twice a day", "updated", [0]),
        # a job left for another, and a party left
        (["My wife Noelani works at Kaiser Moanalua"],
         "Noelani finally left Kaiser Moanalua, she's at Queens now", "updated", [0]),
        (["My wife Noelani works at Kaiser Moanalua"],
         "Noelani finally left the party early, she's at home now", "created", []),
        # the partner by name, then as "my husband"
        (["My husband Kekoa has worked at the Kahe power plant for years"],
         "my husband is at the Campbell plant now", "updated", [0]),
        (["My husband Kekoa has worked at the Kahe power plant for years"],
         "my husband is still at the Kahe power plant", "ignored", []),
        # an employer named with a word of its kind inside, or another
        (["I'm a welder at Pearl Harbor shipyard, shop 26, going 12 years"],
         "User works as a welder in shop 26 at Pearl Harbor Naval Shipyard.", "ignored", []),
        (["I'm a welder at Pearl Harbor shipyard, shop 26, going 12 years"],
         "User works as a welder at Honolulu Shipyard.", "conflict", []),
        # a relative's birthday told again by an agent, or told otherwise
        (["My daughter Noe's birthday is April 9"],
         "User's daughter Noe turns 7 on April 9.", "ignored", []),
        (["My daughter Noe's birthday is April 9"],
         "User's daughter Noe's birthday is August 9.", "conflict", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        # asked with "please" and no "again"
        ("Please don't bring up my brother's divorce, he's having a hard time",
         "the lawyer for the divorce called my brother again", "my brother called again from Hilo"),
        # … in Pidgin, after whom it is said to
        ("Brah please no bring up my ex Lani again, dat chapter stay pau",
         "ran into my ex at Ala Moana today", "ran into my cousin at Ala Moana today"),
        # an accident, and a crash; a stroke, said no to in Pidgin
        ("Please don't bring up the accident on the Pali Highway again",
         "the insurance called again about the crash on the Pali", "the insurance called again "
         "about my new car"),
        ("No talk about da stroke he had, too hard fo me",
         "the stroke he had was the worst day", "my son Kawika works at the Hilo fire station"),
        # the days a lost child would have had
        ("Please don't bring up the baby we lost, I can't talk about it",
         "would've been the due date this week", "my sister's due date is this week"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_stays_no(tmp_path: Path, said_no: str, again: str, other: str) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)
