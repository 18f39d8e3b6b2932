"""What a bus driver in Glasgow types to his assistant (the twenty-fifth blind review set), in
his own spelling: "ma da wis diagnosed wi parkinsons", "please dinnae remember anythin aboot
rory's nursery", "the door code tae get in is 7231". The door reads each sentence in standard
spelling (memwarden/spelling.py) and keeps it as said; the guard finds a secret in either; a
value said no to blocks a text that says it in either, or names the relation by another word
("leah's dad", "Leah's father"). Also: a security question's answer told after it, debt told
as a car loan fallen behind on, a specialist's name as health.

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memwarden import Memory
from memwarden.model import Decision
from memwarden.settings import Settings
from memwarden.spelling import on_said, plain
from memwarden.write.credentials import find_secrets, redact
from memwarden.write.extract import retraction

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("ma da wis diagnosed wi parkinsons", "my dad was diagnosed with parkinsons"),
        ("please dinnae remember anythin aboot it", "please don't remember anything about it"),
        ("we flitted tae partick", "we moved to partick"),
        ("she's at the dentists the day, so", "she's at the dentists today, so"),
        ("nadia's maw's pickin him up the morra", "nadia's mum's picking him up tomorrow"),
        ("can ye no keep that", "can you not keep that"),
        ("I was runnin' late", "I was running late"),
        ("Ma wife's a nurse", "My wife's a nurse"),
        ("Da's birthday is in May", "Dad's birthday is in May"),
        # the twins: words that are standard English, or names, stay as they were
        ("my ma lives in Leeds", "my ma lives in Leeds"),
        ("the day we met was lovely", "the day we met was lovely"),
        ("we flew to Da Nang", "we flew to Da Nang"),
        ("Tae Kwon Do on Mondays", "Tae Kwon Do on Mondays"),
        ("you no longer need it", "you no longer need it"),
        ("I live in Leeds with my wife", "I live in Leeds with my wife"),
        ("I ain't got one", "I ain't got one"),
        ("the wi-fi is down", "the wi-fi is down"),
        ("I do yin yoga", "I do yin yoga"),
        ("a canny investor", "a canny investor"),
    ],
)
def test_a_persons_spelling_is_read_as_the_standard_words(said: str, read: str) -> None:
    assert plain(said) == read


def test_a_span_of_the_reading_is_the_span_of_what_was_said() -> None:
    said = "nadia's maw's pickin rory up fae nursery the morra, the door code tae get in is 7231"
    read = plain(said)
    for word, typed in [("7231", "7231"), ("picking", "pickin"), ("tomorrow", "the morra")]:
        start = read.index(word)
        begin, end = on_said(said, start, start + len(word))
        assert said[begin:end] == typed


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("nadia's picking him up, the door code tae get in is 7231 then hash", "7231"),
        (
            "the security question's ma first school and the answer's st brendans, just so ye know",
            "st brendans",
        ),
        ("memorable word question is my first pet, answer is Bonzo.", "Bonzo"),
        # the twins: a number that is no code, an answer spoken of, not told
        ("they've gave me ma ain bus, fleet number 7231, wee electric one", None),
        ("I forgot the answer to my security question again", None),
        ("security questions are a pain, the answer is always something you forget", None),
    ],
)
def test_secrets_told_in_his_own_spelling_and_answers_after_their_question(
    text: str, secret: str | None
) -> None:
    found = [text[s.start : s.end] for s in find_secrets(text)]
    assert found == ([secret] if secret else [])
    if secret:
        assert secret not in redact(text)


def _turns(memory: Memory, texts: list[str]) -> list[dict[str, Any]]:
    report = memory.observe([{"role": "user", "content": t} for t in texts], chat_id="c1")
    return report["turns"]


def test_a_code_in_his_spelling_is_refused_and_never_logged(tmp_path: Path) -> None:
    said = (
        "nadia's maw's pickin rory up, the door code tae get in is 7231 then hash, can ye mind it"
    )
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        turn = _turns(m, [said])[-1]
        assert [d["decision"] for d in turn["decisions"]] == ["refused"]
        episode = m.get(turn["episode"])
        assert "7231" not in episode.text and "pickin rory" in episode.text
        # the twin: a fleet number is kept as said
        kept = _turns(m, ["they've gave me ma ain bus, fleet number 7231, wee electric one"])[-1]
        assert "7231" in m.get(kept["episode"]).text


@pytest.mark.parametrize(
    ("said_no", "about"),
    [
        (
            "please dinnae remember anythin aboot rory's nursery, nadia's funny aboot that "
            "kinda stuff bein saved",
            "rory's nursery",
        ),
        (
            "actually can ye wipe ma address, dinnae hang on tae it, nadia says it's no safe",
            "my address",
        ),
        (
            "here can ye no keep any of that stuff aboot leah's dad, it's between her and nadia",
            "leah's dad",
        ),
        (
            "see aw that aboot ma da's health, just forget it eh, he'd hate folk knowin",
            "my dad's health",
        ),
        ("remove my phone number from your notes please", "my phone number"),
        # the twins: wiping or binning a thing, not what is kept of it
        ("can you wipe my car, it's filthy", None),
        ("bin my old trainers please", None),
        ("so I went tae the shop", None),
    ],
)
def test_what_he_says_no_to_in_his_own_words(said_no: str, about: str | None) -> None:
    found = retraction(plain(said_no))
    assert (found.about if found else None) == about


@pytest.mark.parametrize(
    ("said_no", "then", "via"),
    [
        (
            "please dinnae remember anythin aboot rory's nursery, nadia's funny aboot that",
            "dropped rory at wee stars this mornin for his first day at nursery, pick up's at 5",
            "observe",
        ),
        (
            "here can ye no keep any of that stuff aboot leah's dad, it's between her and nadia",
            "Leah's father lives in Kilmarnock and she stays with him every second weekend.",
            "agent",
        ),
        (
            "actually can ye wipe ma address, dinnae hang on tae it, nadia says it's no safe",
            "courier cannae get in, it's the top flat at number 22, close wi the blue door on "
            "dumbarton rd, buzzer's knackered",
            "observe",
        ),
        (
            "see aw that aboot ma da's health, just forget it eh, he'd hate folk knowin",
            "took da tae the neurologist at the southern the day, they've started him on madopar",
            "observe",
        ),
    ],
)
def test_what_he_said_no_to_stays_no_in_his_words_or_a_relations_other_name(
    tmp_path: Path, said_no: str, then: str, via: str
) -> None:
    def said(memory: Memory) -> str:
        if via == "agent":
            _, token = memory.principal_add("agent", labels=["personal"], capabilities=["remember"])
            return memory.for_token(token).remember(then).decision.value
        turn = _turns(memory, [then])[-1]
        return (
            "blocked" if "blocked" in turn else ",".join(d["decision"] for d in turn["decisions"])
        )

    with Memory.open(tmp_path / "no.db", settings=WORDS_ONLY) as m:
        _turns(m, [said_no])
        assert said(m) == "blocked"
    with Memory.open(tmp_path / "twin.db", settings=WORDS_ONLY) as m:
        assert said(m) != "blocked"  # the twin: nothing said no to


def test_a_car_loan_fallen_behind_on_is_debt_he_spoke_of(tmp_path: Path) -> None:
    note = "User has contacted StepChange for debt advice about falling behind on his car loan."
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        _turns(m, ["money's pure tight the now, we're two month behind on the car loan"])
        _, token = m.principal_add("agent", labels=["personal"], capabilities=["remember"])
        assert m.for_token(token).remember(note).decision is Decision.CREATED
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:  # the twin: never spoken of
        _turns(m, ["money's fine, we paid the car off last year"])
        _, token = m.principal_add("agent", labels=["personal"], capabilities=["remember"])
        held = m.for_token(token).remember(note)
        assert held.decision is Decision.HELD


def test_the_memory_keeps_his_own_words(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        turn = _turns(m, ["ma da wis diagnosed wi parkinsons last year, still drivin n that"])[-1]
        memory = m.get(turn["decisions"][0]["memory"]["id"])
        assert memory.text == "ma da wis diagnosed wi parkinsons last year, still drivin n that"


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("we stay in govan, wee 2 bed flat", "govan"),
        ("my brother stays in Dundee", "dundee"),
        ("I still stay in Leith", "leith"),
        ("I am staying in Leeds now", "leeds"),
        # the twins: staying in, in bed, in shape, in a hotel is no home
        ("we stay in on fridays", None),
        ("I stay in bed till 10 on sundays", None),
        ("I stay in shape by hitting the gym", None),
        ("we stay in a hotel when we visit", None),
        ("I'm staying in a hotel tonight", None),
        ("we're staying in an airbnb in Rome this week", None),
    ],
)
def test_where_one_stays_is_where_one_lives(text: str, home: str | None) -> None:
    from memwarden.write.slots import parse_slot

    slot = parse_slot(text)
    assert (slot.object if slot and slot.predicate == "lives_in" else None) == home


def test_someone_by_their_name_is_the_one_spoken_of_by_the_relation(tmp_path: Path) -> None:
    moved = "Jean's gone into sheltered housing in Sheringham, moved in a fortnight ago"
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        sister = m.remember("My sister Jean lives up in Cromer, in the flat over the front")
        news = m.remember(moved)
        assert news.decision is Decision.UPDATED and news.target == sister.memory.id
        # … and the other way round
        again = m.remember("my sister Jean has moved to Holt")
        assert again.decision is Decision.UPDATED and again.target == news.memory.id
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:  # the twin: another Jean's
        m.remember("My sister Ann lives up in Cromer, in the flat over the front")
        assert m.remember(moved).decision is Decision.CREATED


_TYPED = st.sampled_from(
    ["ma", "da", "dinnae", "aboot", "tae", "the", "morra", "day", "ye", "no", "keep", "pickin",
     "runnin'", "Tae", "Kwon", "code", "is", "my", "wee", "7231", "4821", "09", "wi", ",", "."]
)  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(words=st.lists(_TYPED, min_size=1, max_size=14))
def test_every_number_of_the_reading_is_found_where_it_was_typed(words: list[str]) -> None:
    # What the guard finds in the standard reading is redacted in the words as typed: each run
    # of digits of the reading maps back onto the same digits.
    said = " ".join(words)
    read = plain(said)
    for found in re.finditer(r"\d+", read):
        start, end = on_said(said, found.start(), found.end())
        assert said[start:end] == found.group(0)
    assert read.count("7231") == said.count("7231")  # control: the reading keeps the numbers
