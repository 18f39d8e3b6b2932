"""What the sixth blind review set showed (slot parser 23): a diet is one at a time, where one
was born is a slot of its own, a dose may come before its medicine, "postdoc" is a job held at
"the University of Bergen", and the same employer or job title told a little differently (a
kind of place after its name, a letter mistyped) is a repeat, not a contradiction; whether one
smokes is an identity, stopped by "I quit smoking".

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, check_first_answer, slots_read
from memwarden import Memory
from memwarden.read.slots import asked_slots
from memwarden.write.review import _same_employer, _same_words_but_a_typo
from memwarden.write.slots import KEY_SEP


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # One diet at a time: a change replaces it, another with nothing said waits.
        (["I'm vegetarian"], "I started eating fish again, so I'm pescatarian now", "updated", [0]),
        (["I'm vegan"], "I'm vegetarian", "conflict", []),
        (["I'm vegetarian"], "i'm vegetarian, like i said", "ignored", []),
        # The controls: an identity that is no diet stands beside one, and so does an allergy.
        (["I'm vegetarian"], "I'm diabetic", "created", []),
        (["I'm vegetarian"], "I'm allergic to sesame", "created", []),
        # One birthplace: another waits for the person; the same is a repeat.
        (["I was born in Santiago"], "I was born in Lima", "conflict", []),
        (["I was born in Santiago"], "I was born in Santiago, Chile", "ignored", []),
        # A sister's birthplace is hers (the control).
        (["I was born in Santiago"], "My sister was born in Lima", "created", []),
        # A dose before the medicine.
        (["I take levothyroxine 75mcg every morning"], "i'm on 75mcg of levothyroxine daily",
         "ignored", []),
        (["I take levothyroxine 75mcg every morning"], "i'm on 100mcg of levothyroxine now",
         "updated", [0]),
        # The same employer with the kind of place after its name; another employer waits.
        (["I'm a nurse", "I work at the Royal Free"],
         "I work as a nurse at the Royal Free hospital", "ignored", []),
        (["I'm a nurse", "I work at the Royal Free"],
         "I work as a nurse at the Royal Brompton hospital", "conflict", []),
        # A job title with a letter mistyped; another title waits.
        (["I'm a software developer", "I work at Spotify in Stockholm"],
         "im a softwre developer at spotify", "ignored", []),
        (["I'm a software developer", "I work at Spotify in Stockholm"],
         "im a hardware developer at spotify", "conflict", []),
        # Whether one smokes: stopping is a change, a denial with nothing said waits.
        (["I smoke about ten cigarettes a day"], "I no longer smoke, quit in february",
         "updated", [0]),
        (["I smoke about ten cigarettes a day"], "I quit smoking", "updated", [0]),
        (["I smoke about ten cigarettes a day"], "I don't smoke", "conflict", []),
        (["I smoke about ten cigarettes a day"], "I'm a smoker", "ignored", []),
        # The twins: someone else's smoking, and smoked food, are not the person's.
        (["I smoke about ten cigarettes a day"], "My dad quit smoking last year", "created", []),
        (["I don't smoke"], "I smoke salmon at weekends", "created", []),
        # A postdoc where a PhD student was: the job changed, and where it is is new.
        (["I'm a PhD student at ETH Zurich"],
         "finally defended my thesis, I'm a postdoc at the University of Bergen now",
         "updated", [0]),
    ],
)  # fmt: skip
def test_the_door(
    db_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(db_path, prior, text, expected, retired)


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("I was born in Lima", [("user", "born_in", "lima")]),
        ("User was born and raised in Lima, Peru", [("user", "born_in", "lima")]),
        ("my birthplace is Valparaíso", [("user", "born_in", "valparaíso")]),
        ("My sister was born in Leeds", [("user's sister", "born_in", "leeds")]),
        ("I'm vegan", [("user", "diet", "vegan")]),
        ("i'm on 75mcg of levothyroxine every day", [("user", "takes", "levothyroxine")]),
        ("I'm a lecturer at the University of Leeds",
         [("user", "job_title", "lecturer"), ("user", "works_at", "university of leeds")]),
        # The twins: a year of birth is no place, "at university" no employer, "diabetic" is
        # no diet, and a student's school is not where they work.
        ("I was born in 1985", []),
        ("I was born on 3 March", [("user", "birthday", "03-03")]),
        ("I'm a lecturer at university", [("user", "job_title", "lecturer")]),
        ("I'm diabetic", [("user", "identity", "diabetic")]),
        ("I'm a student at the University of Leeds", [("user", "job_title", "student")]),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, slots: list[tuple[str, str, str]]) -> None:
    assert slots_read(text) == slots


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("royal free", "royal free hospital", True),
        ("spotify", "spotify inc", True),
        ("royal free", "royal brompton hospital", False),
        ("royal free hospital", "free hospital", False),  # the name must lead
        ("acme", "acme logistics", False),  # "logistics" names which, not what kind
    ],
)
def test_the_same_employer(a: str, b: str, same: bool) -> None:
    assert _same_employer(a, b) is same
    assert _same_employer(b, a) is same


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("softwre developer", "software developer", True),
        ("data analsyt", "data analyst", True),  # two letters swapped: one edit
        ("software developer", "hardware developer", False),  # another first letter
        ("nurze", "nurse", False),  # a short word: one letter tells too many apart
        ("software developer", "software designer", False),
        ("senior software developer", "software developer", False),
    ],
)
def test_a_title_with_a_letter_mistyped(a: str, b: str, same: bool) -> None:
    assert _same_words_but_a_typo(a, b) is same


@pytest.mark.parametrize(
    ("query", "slots"),
    [
        ("Where was I born?", ("born_in",)),
        ("What's the user's place of birth?", ("born_in",)),
        ("Where am I from originally?", ("from", "born_in")),
        ("What are my dietary restrictions?", ("diet",)),
        # The twin: when, not where.
        ("When was I born?", ("birthday",)),
    ],
)
def test_asked_for(query: str, slots: tuple[str, ...]) -> None:
    from memwarden.read.person import first_person

    asked = asked_slots(first_person(query))
    for slot in slots:
        assert f"user{KEY_SEP}{slot}" in asked


@pytest.mark.parametrize(
    ("said", "query", "first"),
    [
        # Where one was born, beside a sister's birthplace and a home.
        ([("I was born in Valparaíso", "2025-01-01"), ("My sister was born in Lima", "2025-01-02"),
          ("I live in Santiago", "2025-01-03")], "Where was I born?", 0),
        # Smoking stopped, beside a father who smokes.
        ([("I smoke about ten cigarettes a day", "2025-01-01"),
          ("I quit smoking in February", "2025-03-01"), ("My dad smokes a pipe", "2025-03-02")],
         "Do I still smoke?", 1),
    ],
)  # fmt: skip
def test_the_first_answer(
    db_path: Path, said: list[tuple[str, str]], query: str, first: int
) -> None:
    check_first_answer(db_path, said, query, first)


def test_a_pescatarian_now_is_the_diet_asked_for(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("I'm vegetarian", at="2025-01-01")
        fish = m.remember("I started eating fish again, so I'm pescatarian now", at="2026-01-01")
        allergy = m.remember("I'm allergic to peanuts", at="2026-01-02")
        hits = [h.memory.id for h in m.recall("What are my dietary restrictions?").results]
        assert set(hits[:2]) == {fish.memory.id, allergy.memory.id}


def test_do_i_smoke_is_asked() -> None:
    """Answered: :func:`test_the_first_answer`."""
    assert f"user{KEY_SEP}identity{KEY_SEP}smoker" in asked_slots("Do I still smoke?")
    assert asked_slots("Does my dad smoke?") == ()  # the twin: someone else
