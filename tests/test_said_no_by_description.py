"""Someone said no to, spoken of afterwards by who they are rather than by name (the
forty-ninth session): "My ex-husband Rick is Kayla's father. Please forget about him", then
"Kayla told me her dad is walking her down the aisle"; "Mark is the kids' dad. Forget about
Mark", then "Ryan's 17 …, same as his dad was" (Ryan one of the person's children); "My elder
brother Kunle …" and "Abeg no bring up Kunle again", then "My elder brother wife call me". Each
was kept before. Pidgin's "no bring up" was no wish at all, and "… — don't bring him up again"
after a name was taken for part of it. Real SQLite files, the real service; each case with its
twin, and the controls that must not be blocked: another's father, a relation the person gave
two names. And what the same Nigerian set showed of doses: Pidgin's "e don move me to
amlodipine 10mg" ("he has moved me to …"), "the GP's got me on 5 mg of the Ramipril", "he's
bumped the Ramipril up to 10 mg"; and of an Australian one, a security answer told to whoever
asked for it, a new GP "signed on with", and one named in passing ("My GP Dr Okafor …"). And
Pidgin's cleft ("Na Honda Accord 2010 I dey drive now"), "dey" before a place ("We now dey Magodo
phase 2") and a car named with no article ("I dey drive Toyota Camry 2008"); and of a South
African set, "don't bring up Sharon again, Ruan's mom", "don't bring him up", "my wife Charmaine's
brother Deon" as the wife's brother, "we're finally in the new place in Somerset West"; and a
wish said as "I'd rather you didn't bring him up".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, decided, observed, slots_read
from memwarden import Memory
from memwarden.read.shorthand import spelled_out
from memwarden.spelling import plain
from memwarden.write.credentials import find_secrets
from memwarden.write.extract import retraction


def _check(db_path: Path, prior: list[str], again: str, other: str) -> None:
    """After ``prior`` (each a turn of the person's), ``again`` is blocked and its twin
    ``other`` is decided on and not blocked."""
    with Memory.open(db_path, settings=WORDS_ONLY) as memory:
        observed(memory, prior)
        (turn,) = observed(memory, [again])
        assert decided(turn) == "blocked"
        (twin,) = observed(memory, [other])
        assert decided(twin) not in ("", "blocked")


@pytest.mark.parametrize(
    ("prior", "again", "other"),
    [
        # whose relation he is, said in the same turn as the wish, then by a pronoun after
        (["My ex-husband Rick is Kayla's father. Please forget about him, I don't want him "
          "mentioned ever again.", "My daughter Kayla got engaged at Christmas."],
         "Kayla told me last night her dad is walking her down the aisle in June.",
         "Kayla told me last night she asked Gary to walk her down the aisle in June."),
        # "the kids' dad", said in the turn as "their dad" of "my children"
        (["My children are Chloe and Liam, and their dad is my first husband Gary.",
          "Forget about Gary, I mean it, don't ever bring him up again."],
         "You'll never guess who I bumped into at Morrisons — the kids' dad.",
         "You'll never guess who I bumped into at Morrisons — my cousin Gail."),
        # the kids' dad by one of the children, before or after the wish
        (["My son Ryan is 17 and at the sixth form at Belper School.",
          "My ex-husband Mark is the kids' dad. Forget about Mark, I mean it — don't bring him "
          "up again."],
         "Ryan's still at the sixth form, same as his dad was at that age.",
         "Ryan's still at the sixth form, same as his mate Josh."),
        (["My ex-husband Mark is the kids' dad. Forget about Mark, I mean it — don't bring him "
          "up again.", "My daughter Chloe is 22 and lives in Nottingham."],
         "Then Chloe tells me her father's getting remarried in June.",
         "Then Chloe tells me she and her boyfriend Josh got engaged."),
        # the relation he is to the person, when no one else has it
        (["My elder brother Kunle dey Ibadan near mama",
          "Abeg no bring up Kunle again for any reason."],
         "My elder brother wife call me yesterday say him dey sick for hospital.",
         "My younger sister Funke call me yesterday say she dey sick for hospital."),
        # who she is, told after the wish ("…, Ruan's mom")
        (["My laaitie Ruan is in matric at Durbanville High.",
          "Please don't bring up Sharon again, Ruan's mom. That chapter is closed."],
         "Ruan's mom lives in George now and works at the hospital.",
         "My laaitie Ruan made the first XV at Durbanville High this season."),
        # "bring him up", and the wife's brother named as "my wife Charmaine's brother Deon"
        (["My wife Charmaine's brother Deon and I aren't on speaking terms after the business "
          "thing. Please don't bring him up, I don't want to talk about him."],
         "My wife's brother lives in Durban now.",
         "My wife's cousin lives in Durban now."),
        # … and by name, beside whoever else the turn named ("him" is not "my wife Charmaine")
        (["My wife Charmaine's brother Deon and I aren't on speaking terms after the business "
          "thing. Please don't bring him up, I don't want to talk about him."],
         "Deon started a new job at Shoprite on Monday.",
         "Charmaine started a new job at Shoprite on Monday."),
        (["My elder brother Kunle dey Ibadan near mama",
          "Abeg no bring up Kunle again for any reason."],
         "Kunle started a new job at Shoprite on Monday.",
         "Dapo started a new job at Shoprite on Monday."),
        # a wish said as "I'd rather you didn't bring him up"
        (["My brother Kevin and me had a falling out. I'd rather you didn't bring him up, it "
          "still cuts me up."],
         "Kevin started a new job at Tesco.",
         "Dave started a new job at Tesco."),
        (["Mi cousin Andre live in Florida.",
          "Andre owe mi $80,000 from 2021. Forget him, don't mention Andre to mi again."],
         "Mi cousin in Florida send mi a message this morning.",
         "Mi sister in Florida send mi a message this morning."),
    ],
)  # fmt: skip
def test_someone_said_no_to_is_blocked_by_who_they_are(
    tmp_path: Path, prior: list[str], again: str, other: str
) -> None:
    _check(tmp_path / "m.db", prior, again, other)


@pytest.mark.parametrize(
    ("prior", "text"),
    [
        # another's father: Josh is none of the person's children
        (["My son Ryan is 17.",
          "My ex-husband Mark is the kids' dad. Forget about Mark, I mean it."],
         "Josh told me his dad is moving to Leeds."),
        # a relation the person gave two names stands for neither
        (["My brother Dapo lives in Abuja.", "My brother Kunle lives in Ibadan.",
          "Please don't bring up Kunle again."],
         "My brother's wife called me yesterday about the wedding."),
    ],
)  # fmt: skip
def test_who_is_not_the_one_said_no_to_is_kept(tmp_path: Path, prior: list[str], text: str) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, prior)
        (turn,) = observed(memory, [text])
        assert decided(turn) == "created"


@pytest.mark.parametrize(
    ("said", "about"),
    [
        ("Abeg no bring up Kunle again for any reason.", "Kunle"),
        ("Forget about Mark, I mean it — don't bring him up again.", "Mark"),
        ("Please don't bring up Sharon again, Ruan's mom.", "Sharon, Ruan's mom"),
        ("Please don't bring him up, I don't want to talk about him.", "him"),
        # a wish said as "I'd rather …"
        ("I'd rather you didn't bring him up, it still cuts her up.", "him"),
        ("I'd rather not talk about my divorce, it still hurts.", "my divorce"),
        (
            "I'd sooner not go over that business with the bank again.",
            "that business with the bank",
        ),
        # (and Pidgin's aside, "…, that chapter don close")
        ("Abeg no bring up my ex Nkechi again o, that chapter don close", "my ex Nkechi"),
    ],
)
def test_what_the_wish_names(said: str, about: str) -> None:
    found = retraction(plain(said))  # as the door reads a sentence
    assert found is not None and found.about == about


@pytest.mark.parametrize(
    "said",
    [
        # the twins of "I'd rather …": nothing named, something else, for now only
        "I'd rather not talk about it.",
        "I'd rather not go to the party.",
        "I'd rather you didn't call before 9.",
        "I'd rather we didn't discuss money tonight.",
        "I'd rather not talk about work right now.",
        # (what one would rather not mention oneself)
        "I'd rather not mention the university's name, but I can give you a rough idea.",
    ],
)
def test_what_is_no_wish_said_as_rather(said: str) -> None:
    assert retraction(said) is None


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("Abeg no bring up Kunle again", "Please don't bring up Kunle again"),
        ("make we no talk about the surgery again", "don't talk about the surgery again"),
        # the twins: "no" that is no "don't"
        ("no, bring it tomorrow please", "no, bring it tomorrow please"),
        ("There was no mention of it, please", "There was no mention of it, please"),
    ],
)
def test_pidgin_no_before_a_verb_of_telling_is_dont(said: str, read: str) -> None:
    assert plain(said) == read


def test_a_description_is_kept_only_of_whom_the_value_names() -> None:
    from memwarden.trust.tombstones import marks_of_description

    texts = ["My ex-husband Rick is Kayla's father.", "Rick's dad is Tom."]
    # Rick described as Kayla's father; "Rick's dad" describes someone else.
    rick = marks_of_description("Rick", texts, lambda relation: frozenset())
    tom = marks_of_description("Tom", texts, lambda relation: frozenset())
    assert rick and not tom & rick
    assert (
        marks_of_description("Rick", ["Kayla's father lives in Leeds."], lambda r: frozenset())
        == frozenset()
    )


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("I don finally sell that old Camry", "I have finally sold that old Camry"),
        ("e don move me to amlodipine 10mg now", "he has moved me to amlodipine 10mg now"),
        ("Dem don transfer me to Marina branch", "They have transferred me to Marina branch"),
        # the twins: Don the name, "don" typed for "don't", a present tense, "e don tey"
        ("Don moved to Leeds", "Don moved to Leeds"),
        ("I don want to sell the house", "I don want to sell the house"),
        ("they transfer me every year", "they transfer me every year"),
        ("e don tey", "e don tey"),
    ],
)
def test_pidgin_don_before_a_verb_is_have(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # a dose one was moved to, told as a change, and the same dose with no sign of one
        (["My BP don dey high since last year, doctor for the clinic for Ogba put me on "
          "amlodipine 5mg"],
         "BP still 160/100 sha so doctor say make we increase am, e don move me to amlodipine "
         "10mg now, one every morning.", "updated"),
        (["My BP don dey high since last year, doctor for the clinic for Ogba put me on "
          "amlodipine 5mg"],
         "I dey take my amlodipine 10mg every morning before I commot for work", "conflict"),
        # "'s" for "has" before a verb that changes a dose, and "got me on"
        (["The GP's got me on 5 mg of the Ramipril every morning for the blood pressure."],
         "He reckons the pressures still creeping up so he's bumped the Ramipril up to 10 mg.",
         "updated"),
        (["The GP's got me on 5 mg of the Ramipril every morning for the blood pressure."],
         "The GP's got me on 5 mg of the Ramipril every morning, same as ever.", "ignored"),
    ],
)  # fmt: skip
def test_a_dose_moved_to_or_bumped_up_by_whoever_prescribes(
    tmp_path: Path, prior: list[str], text: str, expected: str
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, [0] if expected == "updated" else [])


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Super fund rang about updating me details and the fella wanted the answer to me "
         "security question, first pet's name, so I told him Digger. Hope he was legit.",
         "Digger"),
        # the twins: the dog told of with no question, a question answered with no answer
        ("Was telling Marg about Digger again at tea, my first dog, the blue heeler.", None),
        ("The bank asked me a security question so I told them I would ring back.", None),
        # the question quoted between its name and what was put for it
        ("For the new bank app security question 'name of your first school' I put St Anne's "
         "Molete. Just remind me if I forget am o", "St Anne's Molete"),
        ("For the bank app security question 'name of your first school' I put a reminder in "
         "my diary", None),
        # … with an apostrophe inside the quoted question, or after it and a dash
        ("This Access app dey ask security question o, 'mother's maiden name', I just put Eze.",
         "Eze"),
        ("The portal wan make I set security question. 'Name of your first school' - I put "
         "Command Children School Enugu. Done", "Command Children School Enugu"),
        ("I had to answer a security question. I put the kettle on after.", None),
        # … or told first, then called the answer one put
        ("FNB made me set up security questions now. first car was a Datsun 1200 bakkie so "
         "thats the answer I put, lekker easy to remember", "Datsun 1200 bakkie"),
        ("The security question was first pet, so that is the answer I put off till later", None),
    ],
)  # fmt: skip
def test_a_security_answer_told_to_whoever_asked_or_put_after_the_question(
    text: str, secret: str | None
) -> None:
    spans = [text[s.start : s.end] for s in find_secrets(text)]
    assert spans == ([secret] if secret else [])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a new doctor signed on with, told as a change; one named in passing, with no sign of
        # a change, is held; the same doctor named in passing is no change
        ("I've signed on with a new bloke over in Hervey Bay, Dr Okafor, nice fella.", "updated"),
        ("My GP Dr Okafor over in Hervey Bay reckons I should get the flu jab.", "conflict"),
        ("My GP Dr Nguyen reckons I should get the flu jab.", "ignored"),
    ],
)
def test_a_doctor_signed_on_with_or_named_in_passing(
    tmp_path: Path, text: str, expected: str
) -> None:
    prior = ["My GP is Dr Nguyen at the Maryborough Medical Centre, been seeing him twenty years."]
    check_door(tmp_path / "m.db", prior, text, expected, [0] if expected == "updated" else [])


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Na Honda Accord 2010 I dey drive now, AC cold well well.",
         [("user", "car", "honda accord")]),
        ("Na still that old Camry I dey drive o", [("user", "car", "camry")]),
        ("I dey drive Toyota Camry 2008, the AC don dey give me wahala",
         [("user", "car", "toyota camry")]),
        ("We finally pack comot from that Lugbe flat, na Gwarinpa we dey now, 3rd Avenue.",
         [("user", "lives_in", "gwarinpa")]),
        ("We now dey Magodo phase 2, the place quiet", [("user", "lives_in", "magodo phase 2")]),
        ("Anyway we're finally in the new place in Somerset West, sold the Durbanville house.",
         [("user", "lives_in", "somerset west")]),
        ("we are in the new year in style", []),
        # Pidgin's "for" (in) after a home rented by its rooms; the twins: for whom, how long
        ("We dey rent 3 bedroom flat for Ogba, landlord na one Alhaji",
         [("user", "lives_in", "ogba")]),
        ("we rent a 2 bedroom flat for my mum", []),
        ("we rent a two-bedroom house for ages now", []),
        # South Africa's bakkie and its maker
        ("I drive a white Isuzu D-Max bakkie, 2016 model.",
         [("user", "car", "isuzu d-max bakkie")]),
        # where one is "as" someone is where one works, not where one lives
        # (and the title, though a comma follows it: slot parser 102)
        ("may 2032. i still dey LASUTH ikeja as hospital pharmacist, GL 12.",
         [("user", "works_at", "lasuth ikeja"), ("user", "job_title", "hospital pharmacist")]),
        ("Na for MTN Kano regional office I dey work, transmission.",
         [("user", "works_at", "mtn kano regional office")]),
        # the twins: no car named, "na so", "dey" before no place
        ("I drive Uber at night", []),
        ("na so we dey now", []),
        ("I dey fine o", []),
    ],
)  # fmt: skip
def test_pidgin_clefts_and_dey_before_a_place(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        (["I dey drive Toyota Camry 2008, the AC don dey give me wahala"],
         "I don finally sell that old Camry o!! Na Lexus RX 350 I dey drive now, tokunbo but "
         "clean", "updated"),
        (["I dey drive Toyota Camry 2008, the AC don dey give me wahala"],
         "Na still that old Camry I dey drive o, the AC still dey give me wahala", "ignored"),
        (["I dey work for Access Bank Allen Avenue branch, customer service"],
         "Dem don transfer me comot Allen branch o!! I now dey Access Marina branch as "
         "operations supervisor.", "updated"),
    ],
)  # fmt: skip
def test_pidgin_changes_and_repeats_at_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, [0] if expected == "updated" else [])


def test_pidgin_question_words_in_recall() -> None:
    # (the word as typed kept, what it stands for after it, as the search reads both)
    assert spelled_out("which motor oko mi dey drive") == (
        "which motor (car) oko (husband) mi dey drive"
    )
    assert spelled_out("wetin my bros dey do for work") == (
        "wetin (what) my bros (brother) dey do for work"
    )
    # the twin: words that only look like them
    assert spelled_out("what motorway does my brother take") == (
        "what motorway does my brother take"
    )
