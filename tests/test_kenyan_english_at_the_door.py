"""What blind review sets from Kenya and Uganda and an Australian recall suite showed (the
forty-seventh session): a child's school told with the class before it ("is in Grade 8 (JSS) at
Githurai Primary", "in Form Three at Moi Forces Academy in Lanet", "…, the JSS side") was no
school; "my firstborn Kevin" was someone else than "my son Kevin"; "Kindly forget …" was no
wish; "I have added three kilos" and "the scale … showed" no weight, "the magistrate" no court,
"the lady I was seeing" no former partner. East African English besides: a dose a doctor "has
me on", a home one is "renting in" or has "shifted" to, "my MTN number", a job told without its
article ("I am deputy principal at …") or after a transfer, where a husband "teaches", "The boss
has transferred me, from Monday I work at …" (Zambian English), "football slips" for the
betting said no to. And recall: "what's our address now" and "where'd I grow up" found nothing,
"how old's mum", "what ute am I driving" and "where does the missus work" not what answered
them, "wen" was no "when". Real SQLite files, the real service; each case with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_first_answer, check_said_no, recalled, slots_read
from memwarden.read.shorthand import spelled_out
from memwarden.spelling import plain
from memwarden.write.credentials import find_secrets


@pytest.mark.parametrize(
    ("text", "school"),
    [
        ("My daughter Faith is in Grade 8 at Githurai Primary, the JSS side.",
         ("user's daughter faith", "githurai primary")),
        ("User's daughter Faith is in Grade 8 (JSS) at Githurai Primary.",
         ("user's daughter faith", "githurai primary")),
        ("My firstborn Kevin is in Form Three at Moi Forces Academy in Lanet.",
         ("user's firstborn kevin", "moi forces academy")),
        ("our son is in class 7 at the local school", ("user's son", "local school")),
        # the twins: a class with no school
        ("My daughter Faith is in Grade 8, she loves maths.", None),
        ("My firstborn Kevin is in Form Three, he wants to be a pilot.", None),
    ],
)  # fmt: skip
def test_a_childs_school_is_read_with_the_class_before_it(
    text: str, school: tuple[str, str] | None
) -> None:
    schools = [(who, value) for who, slot, value in slots_read(text) if slot == "school"]
    assert schools == ([school] if school else [])


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        ("My firstborn Kevin is in Form Three at Moi Forces Academy in Lanet.",
         "My son Kevin is in Form 3 at Kakamega School.", "conflict"),
        ("My firstborn Kevin is in Form Three at Moi Forces Academy in Lanet.",
         "My son Kevin is in Form 3 at Moi Forces Academy.", "ignored"),
        ("My eldest Wanjiru is at Alliance Girls High School.",
         "My daughter Wanjiru is at Alliance Girls High School.", "ignored"),
        # the twin: a sister and a daughter of one name are two people
        ("My sister Jean is at Alliance Girls High School.",
         "My daughter Jean is at Kenya High School.", "created"),
    ],
)  # fmt: skip
def test_a_child_by_their_place_is_the_son_or_daughter_of_that_name(
    tmp_path: Path, prior: str, text: str, expected: str
) -> None:
    check_door(tmp_path / "m.db", [prior], text, expected, [])


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("Kindly forget my weight and never bring it up again.",
         "Please forget my weight and never bring it up again."),
        ("Ok, kindly note that I moved", "Ok, please note that I moved"),
        # the twins: "kindly" as the word it is
        ("she kindly offered to help", "she kindly offered to help"),
        ("Kindly people live there", "Kindly people live there"),
    ],
)  # fmt: skip
def test_kindly_opening_a_request_is_please(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        ("Kindly stop talking about my weight, forget that figure and never bring it up again.",
         "the scale at the chemist showed I have added three kilos since Christmas.",
         "the chemist showed me how to use my new glucometer."),
        ("Please never mention my weight again.",
         "I have lost a few kilos since I started walking to school.",
         "I have lost a few shillings since I started betting less on football."),
        ("Please never mention my weight again.",
         "The scale at the clinic showed I have added three kilos.",
         "I added two kilos of sugar to the mango jam I sell at the school fundraiser."),
        ("Please forget the court case with my cousin Ndungu, never raise it again.",
         "The magistrate in Nyeri has pushed the hearing to March.",
         "My cousin Ndungu is a headteacher in Nyeri."),
        ("Please never mention my ex again.",
         "The lady I was seeing in college sent me a friend request on Facebook.",
         "The lady I was teaching with in college sent me a friend request on Facebook."),
    ],
)  # fmt: skip
def test_what_was_said_no_to_comes_back_in_other_words(
    tmp_path: Path, said_no: str, again: str, other: str
) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


# Six memories of the Australian suite (tests/data/recall_suite_agent_40.json), as written.
ADDRESS = [
    ("In June 2033 the user and Lorraine sold the Myall Street house and moved to a smaller "
     "3-bedroom home at 7 Wattle Court, West Dubbo, which has a carport big enough for the "
     "caravan.", "2026-06-20T10:00:00+00:00"),
    ("Rusty's me red heeler, 9 yrs old now, rides shotgun in the ute everywhere i go. goin deaf "
     "as a post lately", "2026-07-10T10:00:00+00:00"),
    ("Places the user has lived: Nyngan (childhood, 1971-1987), stations around Bourke "
     "(1987-1994), Bourke town (1994-2008), Dubbo (since 2008).", "2026-08-01T10:00:00+00:00"),
    ("In September 2033 the user bought a white 2021 Ford Ranger XLT dual cab, second-hand, "
     "from a Dubbo dealer for $44,000. It replaced the Hilux and is now his everyday vehicle "
     "and tows the caravan.", "2026-06-25T10:00:00+00:00"),
    ("User's mother, Joan Hocking, lives in aged care at the Nyngan Multi-Purpose Service. She "
     "turned 88 in January 2035. The user and Lorraine visit her every second Sunday.",
     "2026-09-20T10:00:00+00:00"),
    ("had the old place on Myall St from 2008, 4 bedder with the big shed out back. kids "
     "finished growin up there", "2026-10-01T10:00:00+00:00"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("what's our address now", 0),
        ("where'd i grow up", 2),
        ("what ute am I driving these days", 3),
        ("how old's mum", 4),
    ],
)
def test_a_question_of_the_household_or_said_short_is_answered(
    tmp_path: Path, query: str, first: int
) -> None:
    check_first_answer(tmp_path / "m.db", ADDRESS, query, first)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Dr. Byaruhanga at the Referral put me on metformin 500mg twice a day for the sugar.",
         ("user", "takes", "metformin")),
        ("Dr. Byaruhanga has me on amlodipine 5mg once a day for my pressure.",
         ("user", "takes", "amlodipine")),
        ("Dr. Mwangi has increased my metformin, from this week I am taking 1000 mg twice a day.",
         ("user", "takes", "metformin")),
        ("We are renting in Ruharo near the cathedral, me, my husband and our three children.",
         ("user", "lives_in", "ruharo")),
        ("We have shifted from Ruharo to Kakoba, we moved in last weekend.",
         ("user", "lives_in", "kakoba")),
        ("My MTN number is 0772 481 930, it is also my MoMo number.",
         ("user", "my:phone number", "0772 481 930")),
        ("I am deputy principal at Menengai High School.",
         ("user", "job_title", "deputy principal")),
        ("My husband Mugisha teaches mathematics at Ntare School.",
         ("user's husband mugisha", "works_at", "ntare school")),
        ("The car I use to drive to school every day is a white Mazda CX-5.",
         ("user", "car", "mazda cx-5")),
        # the twins: a dose with no medicine, a shift, a meantime, an account's number, a job
        # looked for, a "he" in a note about someone else, a car described
        ("I am taking 1000 mg twice a day", None),
        ("Dr. Byaruhanga has me on the night shift this week", ("user", "shift", "night")),
        ("we are renting in the meantime", None),
        ("My account number is 12345678.", ("user", "my:account number", "12345678")),
        ("I'm trying to find a good plumber in case I need one again.", None),
        ("He teaches geography at a secondary school in Oughterard.", None),
        ("the car we have is too small", None),
    ],
)  # fmt: skip
def test_east_african_english_fills_its_slots(text: str, read: tuple[str, str, str] | None) -> None:
    found = slots_read(text)
    assert (found[0] if found else None) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        ("Dr. Byaruhanga has me on amlodipine 5mg once a day for my pressure.",
         "From this week Dr. Byaruhanga has increased my amlodipine to 10mg.", "updated", [0]),
        ("Dr. Byaruhanga has me on amlodipine 5mg once a day for my pressure.",
         "I take amlodipine 10mg once a day.", "conflict", []),
        ("We are renting in Ruharo near the cathedral.",
         "We have shifted from Ruharo to Kakoba, we moved in last weekend.", "updated", [0]),
        ("We are renting in Ruharo near the cathedral.",
         "We rent a house in Nyamitanga, just after the bridge.", "conflict", []),
        ("My number is 0772 418 903.", "My MTN number is 0772 481 930.", "conflict", []),
        ("My number is 0772 418 903.", "My MTN number is 0772 418 903.", "ignored", []),
        ("I am a nurse at Mbarara Regional Referral Hospital.",
         "I have been transferred from the Referral to Ruharo Mission Hospital, I started there "
         "this week.", "updated", [0]),
        ("I am a nurse at Mbarara Regional Referral Hospital.",
         "I am a nurse at Ruharo Mission Hospital.", "conflict", []),
        ("I am the deputy principal at Afraha High School here in Nakuru.",
         "I have been transferred by TSC, from this term I am deputy principal at Menengai High "
         "School.", "updated", [0]),
        ("I am the deputy principal at Afraha High School here in Nakuru.",
         "I am deputy principal at Menengai High School.", "conflict", []),
        ("My husband Mugisha teaches mathematics at Ntare School.",
         "My husband Mugisha teaches mathematics at Mbarara High School.", "conflict", []),
        ("My husband Mugisha teaches mathematics at Ntare School.",
         "My husband Mugisha teaches mathematics at Ntare School.", "ignored", []),
        # a relative's job told with where: where they work, too
        ("My wife Mutale is a teacher at Nkana Secondary School.",
         "My wife Mutale works as a nurse at Kitwe Teaching Hospital.", "conflict", []),
        ("My wife Mutale is a teacher at Nkana Secondary School.",
         "My wife Mutale teaches maths at Nkana Secondary School.", "ignored", []),
        # Zambian English: a transfer told as what the boss did, and a day it runs from
        ("I work for ZESCO as an electrician at the Kitwe depot in Nkana West.",
         "The boss has transferred me, from Monday I work at the ZESCO Ndola depot.", "updated",
         [0]),
        ("I work for ZESCO as an electrician at the Kitwe depot in Nkana West.",
         "I work at the ZESCO Ndola depot.", "conflict", []),
    ],
)  # fmt: skip
def test_east_african_english_at_the_door(
    tmp_path: Path, prior: str, text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", [prior], text, expected, retired)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Let me put my MoMo PIN here so that I don't forget it again, it is 4819.", "4819"),
        ("The code they have sent is 583104, please use it to finish the registration.",
         "583104"),
        # the twins: told of, not told
        ("I changed my PIN at the ATM on Monday, it is 4 digits like before", None),
        ("the code they sent is wrong, can they send another one", None),
        ("Which security question is best to choose on the NSSF app?", None),
    ],
)  # fmt: skip
def test_a_pin_told_late_and_a_code_sent_are_secrets(text: str, secret: str | None) -> None:
    assert [text[s.start : s.end] for s in find_secrets(text)] == ([secret] if secret else [])


def test_football_betting_said_no_to_comes_back_in_other_words(tmp_path: Path) -> None:
    check_said_no(
        tmp_path / "m.db",
        "Please forget that I used to bet on football, I have stopped, never bring it up again.",
        "I put 20k on Arsenal at the betting shop near the boda stage again yesterday.",
        "My husband Mugisha supports Arsenal.",
    )


def test_football_slips_are_the_betting_said_no_to(tmp_path: Path) -> None:
    check_said_no(
        tmp_path / "m.db",
        "Forget about my sports betting, I don't want it mentioned ever again.",
        "I lost K400 on those football slips on Saturday, Nkana let me down.",
        "Weekends I enjoy going to the stadium to watch Nkana FC.",
    )


def test_the_missus_is_the_partner_by_her_name(tmp_path: Path) -> None:
    said = [
        ("the missus is Lorraine, Lorr to everyone. her birthdays 9 November",
         "2026-06-01T10:00:00+00:00"),
        ("Lorraine works part-time on the front desk at Dubbo Regional Library.",
         "2026-06-02T10:00:00+00:00"),
        ("Shaz is a nurse in the emergency department at Orange Hospital.",
         "2026-06-03T10:00:00+00:00"),
        # the twin: the person's own work, which shares the question's word
        ("I worked at Fletchers meatworks until 2020.", "2026-06-04T10:00:00+00:00"),
    ]  # fmt: skip
    ids, hits = recalled(tmp_path / "m.db", said, "where does the missus work")
    assert hits.index(ids[1]) < hits.index(ids[3])
    assert ids[1] in hits[:2]


@pytest.mark.parametrize(
    ("asked", "read"),
    [
        ("wen is the appt", "wen (when) is the appt (appointment) (checkup)"),
        # the twin: a word that only begins like it
        ("went to the appt", "went to the appt (appointment) (checkup)"),
    ],
)
def test_wen_is_when(asked: str, read: str) -> None:
    assert spelled_out(asked) == read
