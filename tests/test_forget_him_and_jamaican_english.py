"""What a Jamaican review set, a British one of changes told in passing and a New Zealand recall
suite showed (the forty-eighth session): "Forget about him" after "My brother Kevin and me don't
speak" said no to no one, nor did "Forget about Gary, I mean it, don't ever bring him up again —
…" (its whole tail was taken for the name), and "Forget about Marlon, Keisha father" kept no
word for whoever is called Keisha's father; a soft hyphen hidden inside a word was let through;
Jamaican's "mi" was no "I" or "my", so "Mi drive a …" stated nothing; "doubled my ramipril, so
it's 10 mg" and "my number's changed — it's … now" changed nothing; "RD 2" in an address was
someone's age, a granddaughter who "started at Tauranga Intermediate" worked there, and "has
worked part-time as the office administrator" was no job. Real SQLite files, the real service;
each case with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import (
    WORDS_ONLY,
    check_door,
    check_first_answer,
    check_said_no,
    decided,
    observed,
    slots_read,
)
from memwarden import Memory
from memwarden.read.shorthand import spelled_out
from memwarden.spelling import plain
from memwarden.write.credentials import find_secrets
from memwarden.write.extract import retraction


@pytest.mark.parametrize(
    ("said", "about"),
    [
        ("Forget about Gary, I mean it, don't ever bring him up again — I'm married to Dave now.",
         "Gary"),
        ("Forget about him and don't mention him ever again, please.", "him"),
        ("Don't mention him to me again, ever.", "him"),
        ("don't bring Gary up again", "Gary"),
        ("Forget about the bowls club on Low Lane — I left after a row with the committee.",
         "the bowls club on Low Lane"),
        ("Forget about Marlon, Keisha father.", "Marlon, Keisha father"),
        ("forget about my brother, he's dead to me", "my brother"),
    ],
)  # fmt: skip
def test_what_a_wish_not_to_be_reminded_names(said: str, about: str) -> None:
    found = retraction(said)
    assert found is not None and found.about == about


@pytest.mark.parametrize(
    "said",
    # the twins: no wish, or a wish about telling someone else
    ["Don't mention it to Dave", "Gary, I mean it, is a pain", "I never mention him to the kids"],
)
def test_what_is_no_wish_not_to_be_reminded(said: str) -> None:
    assert retraction(said) is None


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        # "him": the one named a sentence before, with how the person called him
        ("My brother Kevin and me don't speak. Forget about him and don't mention him ever "
         "again, please.",
         "The phone went this morning and it was my brother, out of the blue.",
         "The phone went this morning and it was my sister, out of the blue."),
        ("My brother Kevin and me don't speak. Forget about him and don't mention him ever "
         "again, please.",
         "Kevin rang me this morning about the house.",
         "Dave rang me this morning about the house."),
        # the name, not the whole tail after it
        ("Forget about Gary, I mean it, don't ever bring him up again — I'm married to Dave now "
         "and that's that.",
         "Gary rang me yesterday about Liam's birthday.",
         "Dave rang me yesterday about Liam's birthday."),
        # the name and who he is to someone ("Keisha father", "Keisha's dad")
        ("Forget about Marlon, Keisha father. Nuh mention him to mi again, ever.",
         "Keisha father call mi last night, him want carry her go country fi Easter.",
         "Keisha teacher call mi last night, she want Keisha fi do extra lessons."),
        ("Forget about Marlon, Keisha father. Nuh mention him to mi again, ever.",
         "Keisha's dad rang me last night about Easter.",
         "Keisha's teacher rang me last night about Easter."),
        ("Forget about Marlon, Keisha father. Nuh mention him to mi again, ever.",
         "Marlon rang me last night about Easter.",
         "My father rang me last night about Easter."),
    ],
)  # fmt: skip
def test_someone_said_no_to_by_a_pronoun_or_with_an_aside(
    tmp_path: Path, said_no: str, again: str, other: str
) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


def test_a_soft_hyphen_hidden_inside_a_word_is_held(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (turn,) = observed(memory, ["I drive a white Toyota Hi\u00adlux to the plot in Mwekera."])
        assert decided(turn) == "held"
        (twin,) = observed(memory, ["I drive a white Toyota Hilux to the plot in Mwekera."])
        assert decided(twin) == "created"


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("Mi drive a silver 2012 Toyota Axio.", "I drive a silver 2012 Toyota Axio."),
        ("Mi salary go into mi NCB account.", "My salary go into my NCB account."),
        ("If yuh ever need fi remind mi, mi NCB card expire in June",
         "If you ever need to remind me, my NCB card expire in June"),
        ("remember it fi mi nuh.", "remember it for me ."),
        ("The security question fi mi JN online banking is first school",
         "The security question for my JN online banking is first school"),
        ("Mi is a payroll clerk at Wisynco.", "I am a payroll clerk at Wisynco."),
        ("We deh in Greater Portmore now", "We are in Greater Portmore now"),
        ("Nuh mention him to mi again, ever.", "Don't mention him to me again, ever."),
        ("NCB just send mi the code 739204 pon text", "NCB just sent me the code 739204 on text"),
        ("Dr. Henry raise the metformin since mi last visit",
         "Dr. Henry raised the metformin since my last visit"),
        ("Mi finally sell the Axio!", "I finally sold the Axio!"),
        # the twins: another language's "mi", miles, Michigan, a present tense
        ("mi PIN del banco es 4072", "mi PIN del banco es 4072"),
        ("I ran 5 mi today", "I ran 5 mi today"),
        ("MI is a state", "MI is a state"),
        ("I raise the kids alone", "I raise the kids alone"),
        ("my wi-fi is down", "my wi-fi is down"),
    ],
)  # fmt: skip
def test_jamaican_is_read_in_standard_words(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        (["Mi drive a silver 2012 Toyota Axio, she old but she run good."],
         "Mi finally sell the Axio! Mi drive a grey 2017 Honda Fit now.", "updated", [0]),
        (["Mi Digicel number is 876-555-0142, that's the one mi use fi WhatsApp."],
         "Mi number is 876-555-0198, Digicel, same one pon WhatsApp.", "conflict", []),
        (["Mi work at Wisynco as a payroll clerk, going on six years."],
         "Mi is a payroll clerk at Wisynco.", "ignored", []),
        (["Mi is a payroll clerk at Wisynco in St Catherine."],
         "User is a payroll clerk at GraceKennedy in Kingston.", "conflict", []),
    ],
)  # fmt: skip
def test_jamaican_statements_at_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        (["I'm on ramipril 5 mg every morning for my blood pressure."],
         "He had a good look at my readings and doubled my ramipril, so it's 10 mg of a morning "
         "from now on.", "updated", [0]),
        (["I'm on ramipril 5 mg every morning for my blood pressure."],
         "He had a good look at my readings and doubled my ramipril to 10 mg.", "updated", [0]),
        (["My mobile number's 07700 900117 if you ever need it."],
         "Right, I got a new phone off Giffgaff, so my number's changed — it's 07700 900482 now.",
         "updated", [0]),
        # the twins: the same number, a haircut after "and"
        (["My mobile number's 07700 900117 if you ever need it."],
         "Right, I got a new phone off Giffgaff, the old one went in the washing-up bowl.",
         "created", []),
        (["I'm on ramipril 5 mg every morning for my blood pressure."],
         "I went to the barber's and cut my hair short for the summer.", "created", []),
    ],
)  # fmt: skip
def test_a_dose_or_a_number_changed_in_passing(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("From 2000 until March 2035, the user and Graeme lived in the farmhouse at 1187 Ngaroto "
         "Road, RD 2, Te Awamutu.", [("user", "lives_in", "1187 ngaroto road")]),
        ("Since 2018 the user has worked part-time as the office administrator at Pirongia School.",
         [("user", "job_title", "office administrator"), ("user", "works_at", "pirongia school")]),
        ("I have worked as a nurse since 2019", [("user", "job_title", "nurse")]),
        ("Mia started at Tauranga Intermediate in Feb 2035!! she catches the bus now",
         [("user's mia", "school", "tauranga intermediate")]),
        ("As of 2033, user's granddaughter Mia attended Pillans Point School in Tauranga.",
         [("user's granddaughter mia", "school", "pillans point school")]),
        # the twins: a bus, a past job, a teacher who starts at a school, a class one moves up to
        ("Bryn's 9 this year", [("user's bryn", "age", "9")]),
        ("i worked as a nurse for 10 years", []),
        ("Sarah started at Ysgol Gymraeg Primary as a TA", [("user's sarah", "works_at",
                                                             "ysgol gymraeg primary")]),
    ],
)  # fmt: skip
def test_slots_an_address_a_job_since_and_a_school_by_name(
    text: str, read: list[tuple[str, str, str]]
) -> None:
    assert slots_read(text) == read


def test_a_class_moved_up_to_is_no_school_and_no_home() -> None:
    assert slots_read("moved up to the intermediate wheel class, every other sunday") == []
    assert slots_read("we moved up to the top floor flat") == [
        ("user", "lives_in", "top floor flat")
    ]
    assert slots_read("my son goes to Hillcrest Intermediate") == [
        ("user's son", "school", "hillcrest intermediate")
    ]


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Mi keep forget mi MyDigicel password, it's Keisha2011! so remember it fi mi nuh.",
         "Keisha2011!"),
        ("I keep forgetting my Netflix password, it's Keisha2011", "Keisha2011"),
        ("The security question fi mi JN online banking is first school, and the answer is Old "
         "Harbour Bay Primary.", "Old Harbour Bay Primary"),
        ("the bank's security question is mum's maiden name and I put Sutcliffe for it instead "
         "of her real one", "Sutcliffe"),
        # the twins: a password described, a school told as a memory, a name put for nothing
        ("I keep forgetting my Netflix password, it's too long", None),
        ("Mi first school was Old Harbour Bay Primary, Miss Gordon was mi favourite teacher.",
         None),
        ("the bank's security question is mum's maiden name and I put the kettle on for it", None),
    ],
)  # fmt: skip
def test_english_secrets_told_after_a_comma_or_as_what_one_put(
    text: str, secret: str | None
) -> None:
    found = [text[s.start : s.end] for s in find_secrets(text)]
    assert found == ([secret] if secret else [])


def test_the_household_car_is_asked_with_we(tmp_path: Path) -> None:
    said = [
        ("Our dog Bantay is an aspin, about 8 years old.", "2025-01-10"),
        ("In March 2025 we bought a brand-new white Mitsubishi Xpander.", "2025-03-20"),
    ]
    check_first_answer(tmp_path / "m.db", said, "what car do we have now", 1)
    check_first_answer(tmp_path / "n.db", said, "what dog do we have", 0)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # hidden characters in what keeps nothing: held all the same
        ("Thank you, that's bril\u00adliant, you're a star.", "held"),
        ("Morning! Lov\u202eely sunny day here for once.", "held"),
        ("Thank you, that's brilliant, you're a star.", ""),
        # asked to keep what follows
        ("Can you remember I bank with Nationwide? The branch is on King Street.", "created"),
        ("Can you remember what I said about the bank?", ""),
        # a memorable word told a sentence after it was named
        ("Can you remember my Nationwide memorable word for me? It's marmalade.", "refused"),
        ("Can you remember my Netflix password for me? It's a long one.", ""),
        ("Alfie's nine, and for the bank's 'name of your first pet' question I put Sandy.",
         "refused"),
    ],
)  # fmt: skip
def test_what_a_turn_of_nothing_to_keep_may_still_hold(
    tmp_path: Path, said: str, expected: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        (turn,) = observed(memory, [said])
        assert decided(turn).split(",")[0] == expected


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a car by its model, with its maker or without
        (["I drive a silver Vauxhall Corsa, a 2015 one."],
         "Still driving the old silver Corsa, the 2015 one — it's never let me down.",
         "ignored", []),
        (["I drive a silver Vauxhall Corsa, a 2015 one."],
         "Still driving the old silver Astra, the 2015 one — it's never let me down.",
         "conflict", []),
        # the street one lives on, and a move told as what happened since
        (["We live on Cromford Road in Belper, have done for twelve years."],
         "Since we moved into the new place on Derby Road in Duffield, I've been sleeping so much "
         "better.", "updated", [0]),
        (["We live on Cromford Road in Belper, have done for twelve years."],
         "Since we painted the back bedroom on Cromford Road, I've been sleeping so much better.",
         "created", []),
        # someone of the person's with two things said of them
        (["My daughter Chloe is 22 and lives in Nottingham."],
         "User's daughter Chloe is 22 and lives in Leicester.", "conflict", []),
        (["My daughter Chloe is 22 and lives in Nottingham."],
         "User's daughter Chloe is 22 and lives in Nottingham.", "ignored", []),
        # what one told someone is one's own statement
        (["I take metformin 1000 mg twice a day for my type 2 diabetes."],
         "Anyway, I told the consultant I take my metformin 500 mg twice a day, and then I had to "
         "queue at Boots for ages.", "conflict", []),
        (["I take metformin 1000 mg twice a day for my type 2 diabetes."],
         "Anyway, I told the consultant I take my metformin 1000 mg twice a day.", "ignored", []),
    ],
)  # fmt: skip
def test_a_car_a_street_a_relative_and_what_one_told_someone(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("Wi finally move out a Granville, wi deh a Catherine Hall now.",
         "We finally moved out of Granville, we are at Catherine Hall now."),
        ("Wi live a Catherine Hall, so di school run nuh far.",
         "We live in Catherine Hall, so the school run don't far."),
        ("Mi change over to Flow today, new number a 876-555-0247.",
         "I change over to Flow today, new number is 876-555-0247."),
        ("him seh mi pressure high so him raise di amlodipine",
         "he said my pressure high so he raised the amlodipine"),
        ("Jaden switch school dis term", "Jaden switch school this term"),
        # the twins: Scots' "wi", Italian's "di", an English "a" before a number
        ("ma da wis diagnosed wi parkinsons", "my dad was diagnosed with parkinsons"),
        ("la casa di Mario per la famiglia", "la casa di Mario per la famiglia"),
        ("I think it a 5 star hotel", "I think it a 5 star hotel"),
    ],
)  # fmt: skip
def test_more_jamaican_is_read_in_standard_words(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Mi change mi NCB online banking password today, new one a Jaden2015#Mobay.",
         "Jaden2015#Mobay"),
        ("Mi pay off mi Sagicor credit card today! Card number a 4532 7781 1290 3345.",
         "4532 7781 1290 3345"),
        ("Security question. Mi put mi first school, answer a 'Anchovy Primary'.",
         "Anchovy Primary"),
        # the twins
        ("I changed my password today, the new one is much longer", None),
        ("Mi pay off mi Sagicor credit card today! Balance a 45,000 now.", None),
    ],
)  # fmt: skip
def test_jamaican_secrets(text: str, secret: str | None) -> None:
    found = [text[s.start : s.end] for s in find_secrets(text)]
    assert found == ([secret] if secret else [])


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        # "Forget him", and "never mention him to me" with no "again"
        ("My brother Dale and I don't speak anymore. Forget him and never mention him to me.",
         "Dale rang me this morning about the house.",
         "Karen rang me this morning about the house."),
        ("I had a falling-out with Sharon Mertz from church. Please forget her and never mention "
         "her again.",
         "Sharon Mertz signed up for my funeral luncheon committee today.",
         "Linda Baker signed up for my funeral luncheon committee today."),
    ],
)  # fmt: skip
def test_forget_him_said_plainly(tmp_path: Path, said_no: str, again: str, other: str) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


def test_dont_mention_it_is_no_wish() -> None:
    assert retraction("Don't mention it.") is None
    assert retraction("Don't mention him to me again.") is not None


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a dose before the medicine's name, after "my"
        (["Dr. Patel has me on lisinopril 10 mg every morning for my blood pressure."],
         "I take my 20 mg lisinopril every morning with my coffee, haven't missed a day.",
         "conflict", []),
        (["Dr. Patel has me on lisinopril 10 mg every morning for my blood pressure."],
         "I take my 10 mg lisinopril every morning with my coffee, haven't missed a day.",
         "ignored", []),
    ],
)  # fmt: skip
def test_a_dose_before_the_medicine(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("The app made me pick a new security question, so I went with my first car. The "
         "answer's Pontiac Sunbird, in case I forget.", "Pontiac Sunbird"),
        ("The app made me pick a new security question again. The answer is always something "
         "silly.", None),
    ],
)  # fmt: skip
def test_a_security_answer_a_sentence_after_its_question(text: str, secret: str | None) -> None:
    found = [text[s.start : s.end] for s in find_secrets(text)]
    assert found == ([secret] if secret else [])


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("we ended up trading in my Equinox for a used Tacoma, a 2019, dark gray.",
         [("user", "car", "tacoma")]),
        ("Mi still have the Axio, the silver one, she nah give no trouble.",
         [("user", "car", "axio")]),
        # the twin: a phone traded in is no car
        ("I'm trading in my old phone for a new one", []),
    ],
)  # fmt: skip
def test_a_car_traded_in_and_models_named_alone(
    text: str, read: list[tuple[str, str, str]]
) -> None:
    assert slots_read(text) == read


def test_caribbean_question_words_in_recall() -> None:
    # (the word as typed kept, what it stands for after it, as the search reads both)
    assert (
        spelled_out("wha time mih sou-sou hand due") == "wha (what) time mih (my) sou-sou hand due"
    )
    assert spelled_out("what Clive doing with heself") == "what Clive doing with heself (himself)"
    # the twin: a word that only looks like one
    assert spelled_out("what time is the whale watching") == "what time is the whale watching"


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("I work on reception at Riverside Dental Practice in Belper, four days a week.",
         [("user", "works_at", "riverside dental practice")]),
        ("I work in accounts at Tesco", [("user", "works_at", "tesco")]),
        # the twin: where one works on something at a time is no employer
        ("I work in the garden at weekends", []),
    ],
)  # fmt: skip
def test_where_in_it_one_works(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == read
