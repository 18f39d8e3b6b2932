"""Changes, repeats, secrets and what was said no to, as blind sets of the fifty-third session
wrote them in Cajun English (Houma) and Māori New Zealand English (Rotorua): "is" left out after
who or what is one's ("My wife Claudette a nurse at …"; spelling.py); one at a place on its
shifts, or still at a mill, at work there; "I work offshore for …"; "traded the old Tahoe in,
got me a …"; "Doc Boudreaux got me on …" and "she bump me up to 50 on the metoprolol"; "my
eldest Wiremu", "my oldest son"; a "he" or "she" read as the one of the person's told of just
before ("Hone rang!! He's left Gisborne …"); "my missus Mere", "a teacher aide at …", "our own
whare now up Kaiti", "Mum's 82 now and still lives by herself up in …" (slot parser 92); a
street's kind shortened told again in full (write/review.py); a wish said to "cher", with
"please" after the name, "no more", "don't ever", "we're not speaking", "we haven't spoken", "not
even now", or who named first ("My first wife Lena, please never bring her up"; write/
extract.py); "X or Y" said no to each by name, a first wife and "the ex", a lump and its biopsy,
"my kidney thing" and the baby's due date (trust/tombstones.py); the weather and how one is of
the moment; "Was telling the kids about …" (its "I" left out); six secrets told in passing
(write/credentials.py). The sentences are this file's own. Real SQLite files, the real service;
each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, check_found, check_said_no, decided, observed, slots_read
from memwarden import Memory
from memwarden.spelling import plain
from memwarden.write.extract import retraction


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("My husband Thibodeaux a welder at Chet Morrison",
         "My husband Thibodeaux is a welder at Chet Morrison"),
        ("my truck a 2019 Tundra, runs good", "my truck is a 2019 Tundra, runs good"),
        ("mais, my mama an early riser", "mais, my mama is an early riser"),
        # controls: a time, an amount, one told something, one's own thing, "is" said
        ("my son a year ago moved out", "my son a year ago moved out"),
        ("My mum a lot happier now", "My mum a lot happier now"),
        ("I told my wife a secret", "I told my wife a secret"),
        ("Our dog Bramble's a border terrier", "Our dog Bramble's a border terrier"),
        ("My wife is a nurse", "My wife is a nurse"),
    ],
)  # fmt: skip
def test_is_left_out_is_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Claudette still at Ochsner on nights, poor thing",
         [("user's claudette", "works_at", "ochsner"), ("user's claudette", "shift", "night")]),
        ("my wife is at Lady of the Sea on nights",
         [("user's wife", "works_at", "lady of the sea"), ("user's wife", "shift", "night")]),
        ("Hemi's still at the sawmill in Tokoroa", [("user's hemi", "works_at", "sawmill")]),
        ("I work offshore for Shell, 21 and 21", [("user", "works_at", "shell")]),
        ("went by the dealer, next thing you know I traded the old Tahoe in, got me a 2023 Tundra",
         [("user", "car", "tundra")]),
        ("Doc Boudreaux got me on 25 mg of metoprolol", [("user", "takes", "metoprolol")]),
        ("she bumped me up to 50 on the metoprolol", [("user", "takes", "metoprolol")]),
        ("my oldest son lives in Lafayette", [("user's son", "lives_in", "lafayette")]),
        ("My eldest Wiremu lives in Hamilton", [("user's eldest wiremu", "lives_in", "hamilton")]),
        ("Ran into my brother Rawiri at the Warehouse, he's still living over in Ōpōtiki",
         [("user's brother rawiri", "lives_in", "ōpōtiki")]),
        ("Hone rang!! He's left Gisborne and moved over to Napier",
         [("user's hone", "lives_in", "napier")]),
        ("User's wife Mere works as a teacher aide at Gisborne Intermediate.",
         [("user's wife mere", "job_title", "teacher aide"),
          ("user's wife mere", "works_at", "gisborne intermediate")]),
        ("My missus Aroha works at Gisborne Hospital", [("user's wife aroha", "works_at",
                                                         "gisborne hospital")]),
        ("we're in our own whare now up Kaiti, first house we ever owned",
         [("user", "lives_in", "kaiti")]),
        ("Mum's 82 now and still lives by herself up in Ruatoria, won't hear of moving in with us",
         [("user's mother", "lives_in", "ruatoria")]),
        # controls: a bus, a night out, a pub; a home with no place; living alone; the doctor's
        # "she" is no one of the person's, and a "she" of someone named, of how she is, is
        # nothing read
        ("she bumped me up to 50 on the bus", []),
        ("I'm at Ochsner tonight", []),
        ("we're in our own whare now", []),
        ("I live by myself", []),
        ("Hemi's still at the pub", []),
        ("The doctor rang, she bumped me up to 10mg on the ramipril",
         [("user", "takes", "ramipril")]),
        ("I still have not paid back what my sister lent me, she is now annoyed with me", []),
        # … and what the person says of themselves after such a "she" is still theirs, and a
        # name that opens a clause is no "she" ("My wife Claudette a nurse …, she work nights")
        ("Aroha messaged me last night. She's fine and I've moved to Leeds",
         [("user", "lives_in", "leeds")]),
        ("My wife Claudette a nurse at Ochsner, she work nights",
         [("user", "my:wife claudette", "nurse at ochsner"),
          ("user's wife claudette", "works_at", "ochsner"),
          ("user's wife claudette", "shift", "night")]),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a relative's work told with "is" left out, then at another place, or the same
        (["My wife Claudette a nurse at Ochsner, she work nights"],
         "Claudette at Terrebonne General on nights", "conflict", []),
        (["My wife Claudette a nurse at Ochsner, she work nights"],
         "Claudette still at Ochsner on nights", "ignored", []),
        (["My husband Hemi works at the sawmill in Tokoroa"],
         "Hemi's still at the sawmill in Tokoroa", "ignored", []),
        # a dose bumped, told before the medicine
        (["Doc Boudreaux got me on 25 mg of metoprolol"],
         "went see Doc Boudreaux, she bump me up to 50 on the metoprolol", "updated", [0]),
        (["Doc Boudreaux got me on 25 mg of metoprolol"],
         "went see Doc Boudreaux, she bump me up to the front of the line", "created", []),
        # a street's kind in full or shortened is one street; another street is more
        (["Our GP is Dr Ngata at the Clyde St surgery"],
         "Our GP is Dr Ngata at the Clyde Street surgery", "ignored", []),
        (["Our GP is Dr Ngata at the Clyde St surgery"],
         "Our GP is Dr Ngata at the Hinemoa Street surgery", "created", []),
        # a truck traded in for another, and one only driven
        (["I drive a 2015 Tahoe"],
         "went by the dealer, next thing you know I traded the old Tahoe in, got me a 2023 Tundra",
         "updated", [0]),
        (["I drive a 2015 Tahoe"],
         "went by the dealer, next thing you know I was test driving a 2023 Tundra", "created", []),
        # a "he" who is the one named just before, moved, or not
        (["My eldest Wiremu lives in Hamilton"],
         "Wiremu rang!! He's left Hamilton and moved over to Napier", "updated", [0]),
        (["My eldest Wiremu lives in Hamilton"],
         "Wiremu rang!! He's still in Hamilton, loves it", "created", []),
        # work offshore for another company
        (["I work offshore for Shell"], "I work offshore for Talos now", "updated", [0]),
        (["I work offshore for Shell"], "I still work offshore for Shell, love it", "ignored", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        # said to "cher", and two said no to at once, each by name
        ("Cher dont bring up Alcide or the wreck on the platform, I cant talk about that.",
         "been thinking bout Alcide all week, he was a good man",
         "my deckhand Tee-Jean got his captain's license"),
        # "please" after the name, and why: no longer speaking
        ("Don't bring up my cousin Mereana please, we're not speaking and I don't want to go there",
         "Mereana messaged me on fb last night", "my cousin Aroha teaches at Rotorua Girls' High"),
        ("And cher dont bring up my brother Lionel, we dont talk no more, leave that alone.",
         "Lionel got him a new boat in Cocodrie", "my neighbor Dupre got him a new boat"),
        # "my kidney thing": the kidney, not any thing
        ("Cher please dont bring up my kidney thing no more, I dont want that remembered.",
         "the kidney doctor called about my scan", "the eye doctor called about my glasses"),
        # a lump, and its biopsy; not a lump sum
        ("Pls don't bring up the lump thing, I'll talk about it when I'm ready",
         "the biopsy results came back today", "we got a lump sum from the insurance for the roof"),
        # a first wife, of one married again; not a first boss
        ("Dont bring up my ex Darlene no more, thats done and over.",
         "ran into my first wife at the grocery", "ran into my first boss at the grocery"),
        # the baby's due date
        ("Forget about the miscarriage, I don't want to talk about it ever again",
         "Would've been the baby's due date this week", "My sister's baby is due this week"),
        # who, named first ("…, please never bring her up"), then as the ex
        ("My first wife Lena, please never bring her up, that's done and dusted",
         "Ran into the ex at the mall, she's moved back to Gizzy", "My cousin moved back to Gizzy"),
        # … why, "we haven't spoken"
        ("Please don't bring up my brother Wiremu again, we haven't spoken since Dad's tangi",
         "Wiremu's bought himself a boat", "my brother Hemi's bought himself a boat"),
        # "no more cher" is no part of who
        ("Please don't bring up Kevin no more cher, he in Angola and I just can't talk about that.",
         "Odile say Kevin getting out in October", "my nephew Kyle getting married in October"),
        # "don't ever …", said to "cher"
        ("And don't ever bring up my first husband Ray, cher. That's over and done.",
         "Ray called the house again", "my husband Lionel got a new boat"),
        # "Please cher …", and who she is after her
        ("Please cher don't bring up Trina, my ex daughter-in-law. Not one word.",
         "Trina switched jobs again", "my daughter Danielle switched jobs, she at the casino now"),
        # "not even now" is for good
        ("Please don't talk about the baby we lost in '79, me I can't, not even now.",
         "I was thinking about the little one we lost today",
         "I was thinking about all them little ones at the school today"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_stays_no(tmp_path: Path, said_no: str, again: str, other: str) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


@pytest.mark.parametrize(
    ("said", "wish"),
    [
        ("don't ever bring up the party", True),
        # control: not for good
        ("don't ever bring up the party at dinner", False),
        ("don't bring up the party", False),
    ],
)
def test_ever_is_for_good(said: str, wish: bool) -> None:
    assert (retraction(said) is not None) is wish


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # how one is and the weather of the moment: nothing to keep
        ("Feeling it this week eh. Rain won't stop and I'm just flat", False),
        ("mais its storming bad out here today, rain going sideways, hope it pass soon", False),
        ("Rain won't stop and I'm just flat, moved to Napier last week", True),
        # what one was doing, its "I" left out, is a statement; a question is not
        ("Was telling the kids about my first dog, a border collie called Jess", True),
        ("Was it raining there", False),
    ],
)
def test_what_is_kept_of_the_moment(tmp_path: Path, text: str, kept: bool) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (turn,) = observed(memory, [text])
        assert (decided(turn) == "created") is kept
        assert decided(turn) in ("created", "")


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("IT made us all reset our passwords again, mine's Tuatara#77 now",
         "Tuatara#77", "IT made us all reset our passwords again, mine's too long now"),
        ("the security question was mother's maiden name so i put Horomona",
         "Horomona", "the security question was mother's maiden name so i put it off"),
        ("had to change my debit card PIN today cuz I kept forgetting the old one, new one is 6620",
         "6620", "had to change my debit card PIN today cuz I kept forgetting the old one, new "
         "one is easier"),
        ("the missus made me change my eftpos pin cos I been using the same one since the 90s "
         "lol. new one's 7731", "7731", "the missus made me change my eftpos pin cos I been using "
         "the same one since the 90s lol. new one's easier"),
        ("ANZ wanted the security answer, mothers maiden name. Told em Kerekere", "Kerekere",
         "ANZ wanted the security answer, mothers maiden name. Told em I forgot it"),
        ("read him the code that just come thru on my phone, its 604218", "604218",
         "the parcel code that came through the door, order 604218"),
    ],
)  # fmt: skip
def test_secrets_told_in_passing(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)
