""" "Don't remember …" said as a wish stays no, and a bank said no to stays no in its names
(write/extract.py, memwarden.trust.tombstones, service/reviewing.py): "I'd rather you forgot
which bank I'm with" tombstones the bank — it is no preference to keep — and later words naming
the bank ("in the Barclays on the Bulwark") are neither kept nor logged, the report saying why
("blocked"); "I'd rather you remembered my birthday" is no retraction, and a river bank is no
bank (though a word of the value said no to blocks too: "the food bank" holds "bank"). Real
SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.settings import Settings
from memwarden.trust.tombstones import families
from memwarden.write.extract import retraction

WORDS_ONLY = Settings(embedder="none", embed_worker=False)

WISHES = [
    ("I'd rather you forgot which bank I'm with, don't want that kept anywhere", "my bank"),
    ("I'd rather you didn't remember anything about the divorce, it's done", "the divorce"),
    ("I'd prefer it if you didn't store my address", "my address"),
    ("i don't want you to remember what my salary is", "my salary"),
    ("I would rather you never kept anything about my ex", "my ex"),
    # An aside after a comma, in a contraction or a negation, is no part of what is named.
    ("don't remember anything about my brother Alec, we don't speak", "my brother Alec"),
    (
        "please don't remember anything about Morag's hospital appointments, she'd hate that "
        "written down",
        "Morag's hospital appointments",
    ),
    ("don't remember that I smoke, Grace doesn't know", "I smoke"),
    (
        "actually forget that I told you about the disciplinary, I don't want it on record",
        "the disciplinary",
    ),
    # Said, then said no to in the same breath.
    (
        "my brother Farai is in prison, please don't remember that, it's a family shame",
        "my brother Farai is in prison",
    ),
    ("my weight is 17 stone, never mention it again", "my weight is 17 stone"),
    # an aside of three words before its verb
    (
        "please don't remember anything about mam's money, the care home fees are between me"
        " and my sister sian",
        "mam's money",
    ),
    # "forget I told you about …"; a clause naming it among others.
    (
        "forget i told you about the tribunal with first cymru, i don't want that kept anywhere",
        "the tribunal with first cymru",
    ),
    (
        "actually forget that, never mention my weight again pls, carys is on at me enough",
        "my weight",
    ),
]
NOT_WISHES = [
    "I'd rather you remembered my birthday",
    "I'd rather he never came up",
    "i don't want you to go",
    "I'd rather you didn't book the early train",
    # a clause saying no to "it" among others names nothing of the person's said before it
    "I told my sister about the party, never mention it to mum",
]


@pytest.mark.parametrize(("text", "about"), WISHES)
def test_a_wish_not_to_be_remembered_is_a_retraction(text: str, about: str) -> None:
    found = retraction(text)
    assert found is not None
    assert found.about == about


@pytest.mark.parametrize("text", NOT_WISHES)
def test_other_wishes_are_not(text: str) -> None:
    assert retraction(text) is None


BANKS = [
    "spent the morning in the Barclays on the Bulwark sorting the overdraft",
    "I bank with Monzo these days",
    "the sort code is on the letter",
    "moved my savings account to Nationwide Building Society",
]
NOT_BANKS = [
    "we walked along the river bank",
    "I drop tins at the food bank on Fridays",
    "Lloyd is my best mate",
    "the dog loves to chase rabbits",
    "we're off to Halifax for the weekend",
]


@pytest.mark.parametrize("text", BANKS)
def test_a_bank_named_or_an_account_is_the_bank_topic(text: str) -> None:
    assert "bank" in families(text)


@pytest.mark.parametrize("text", NOT_BANKS)
def test_a_river_bank_a_food_bank_and_a_town_are_not(text: str) -> None:
    assert "bank" not in families(text)


def _texts(m: Memory, *, episodes: bool | None = None) -> list[str]:
    exported = json.loads(m.export("json"))["memories"]
    return [
        r["text"] for r in exported
        if r["status"] == "active" and (episodes is None or (r["kind"] == "episode") == episodes)
    ]  # fmt: skip


def test_the_bank_said_no_to_is_neither_kept_nor_logged_and_the_report_says_so(
    tmp_path: Path,
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        wish = "I'd rather you forgot which bank I'm with, don't want that kept anywhere"
        report = m.observe([{"role": "user", "content": wish}], chat_id="c1")
        turn = report["turns"][0]
        assert turn["decisions"] == []  # the wish is no preference to keep
        assert turn["retractions"][0]["tombstone"] is not None
        assert "blocked" not in turn
        banked = "spent half the morning in the Barclays on the Bulwark, what a palaver"
        twin = "spent half the morning at the vets on the Bulwark, what a palaver"
        blocked = m.observe([{"role": "user", "content": banked}], chat_id="c1")["turns"][0]
        kept = m.observe([{"role": "user", "content": twin}], chat_id="c1")["turns"][0]
        assert blocked["episode"] is None
        assert blocked["blocked"].startswith("matches tombstone ")
        assert kept["episode"] is not None
        assert "blocked" not in kept
        logged = _texts(m, episodes=True)
        assert banked not in logged
        assert twin in logged
        assert not any("Barclays" in t for t in _texts(m))


def test_the_divorce_said_no_to_as_a_wish_blocks_an_agents_note_of_it(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.observe(
            [{"role": "user", "content": "I'd rather you didn't remember anything about the "
              "divorce, it's done and I'm moving on"}],
            chat_id="c1",
        )  # fmt: skip
        _, token = m.principal_add("agent", labels=["personal"], capabilities=["remember"])
        agent = m.for_token(token)
        note = agent.remember("User's ex-wife kept the house as part of the divorce settlement.")
        twin = agent.remember("User kept the house in Kearney and the dog.")
        assert note.decision.value == "blocked"
        assert twin.decision.value == "created"


SAID_AGAIN = [
    # (said no to, the same in other words, its twin: another matter of the same person)
    (
        "don't remember that I'm 104 kilos please, it's depressing",
        "still about 104 kg on the scales this morning, need to sort myself out",
        "still about 14 km on the bike this morning, need to sort myself out",
    ),
    (
        "don't remember that I smoke, Grace doesn't know",
        "had a couple of fags on my break again, can't kick it",
        "had a couple of biscuits on my break again, can't kick it",
    ),
    (
        "my brother Farai is in prison, please don't remember that, it's a family shame",
        "User's brother Farai is still inside at HMP Birmingham; his parole hearing is in June.",
        "User's brother Farai's birthday is in June.",
    ),
    (
        "actually forget that I told you about the disciplinary, I don't want it on record.",
        "User's disciplinary hearing at the depot was moved to next Tuesday.",
        "User's shift at the depot was moved to next Tuesday.",
    ),
    (
        "forget that I lent Ewan money, that's between me and him",
        "ewan STILL hasnt paid back the two grand i gave him for his van, typical",
        "ewan's van failed its MOT again, typical",
    ),
    (
        "don't remember that I borrowed money from my dad",
        "dad says I can pay him back the £500 whenever, no rush",
        "dad says the garden's looking great this year",
    ),
    (
        "don't remember anything about my brother Alec, we don't speak",
        "User has a brother named Alec from whom he is estranged.",
        "User has a sister named Kirsty who is a GP in Aberdeen.",
    ),
    (
        "forget i told you about the tribunal with first cymru, i don't want that kept anywhere",
        "that tribunal with first finally settled btw, £6k payout, solicitor took a chunk mind",
        "first cymru finally fixed the 4 bus timetable btw",
    ),
    (
        "actually forget that, never mention my weight again pls, carys is on at me enough",
        "nurse had me on the scales again, still 17 stone",
        "nurse had me in for my flu jab again",
    ),
    (
        "please don't remember anything about mam's money, the care home fees are between me"
        " and my sister sian",
        "care home are putting mams fees up to £1,150 a week from april, nightmare tbh",
        "care home are doing a summer fete for the residents, mam loved it",
    ),
]


@pytest.mark.parametrize(("no", "again", "twin"), SAID_AGAIN)
def test_what_was_said_no_to_said_again_in_other_words_is_blocked(
    tmp_path: Path, no: str, again: str, twin: str
) -> None:
    """Lent and paid back, money and two grand, are one matter said no to (a small class of
    words that mean the same: memwarden.trust.tombstones); the rest of what was said no to must
    be there too, so the same person's other news is kept."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.observe([{"role": "user", "content": no}], chat_id="c1")
        _, token = m.principal_add("agent", labels=["personal"], capabilities=["remember"])
        agent = m.for_token(token)
        assert agent.remember(again).decision.value == "blocked"
        assert agent.remember(twin).decision.value == "created"


def test_a_wish_that_tells_what_is_said_no_to_is_not_logged(tmp_path: Path) -> None:
    """ "don't remember that I smoke" tells it: the turn is not kept (its tombstone keeps no
    words); "actually forget my address" only names it, and the turn is kept."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        told = m.observe(
            [{"role": "user", "content": "don't remember that I smoke, Grace doesn't know"}],
            chat_id="c1",
        )["turns"][0]
        assert told["episode"] is None
        assert told["retractions"][0]["tombstone"] is not None
        named = m.observe(
            [{"role": "user", "content": "actually forget my address, I don't want it stored"}],
            chat_id="c1",
        )["turns"][0]
        assert named["episode"] is not None
        logged = _texts(m, episodes=True)
        assert not any("smoke" in t for t in logged)
        assert "actually forget my address, I don't want it stored" in logged
