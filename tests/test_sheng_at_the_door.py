"""Homes, jobs, doses, partners, secrets and wishes said no to, as two blind sets of the
sixty-fifth session wrote them in Kenyan Sheng and Swahili mixed with English (Umoja, Kayole,
Rongai, Ruiru, Westlands).

Sheng's statements read as English (sheng.py): a verb told with who and when in front
("naishi" I live, "nimehama" I moved out of, "tumehamia" we moved to, "amenipandisha" raised
my), whose after what is owned ("keja yangu" my house, "PIN yangu ya M-Pesa" my M-Pesa PIN,
"dem wangu mpya" my new girlfriend), "ni" as "is", time ("siku hizi" these days, "sasa" now,
"jana" yesterday), a dose ("mara mbili kwa siku" twice a day), its words for family ("mathe"
my mum, "mbuyu" and "buda" my dad, "bibi" my wife) and the wishes said no to ("usikumbuke",
"usiseme", "tusiongee kuhusu", "sahau"). Only a text that shows Swahili's own words is read so:
Kenyan English with a few Swahili words, the Pidgins, and India's "mama" and "baba" are read as
before. "I start as a sales rep at …" is where one works from then, a "rep" is a trade, "I do a
customer care job at …" names one's employer, and "my new girlfriend is …" is one's partner,
new (slot parser 108). The sentences are this file's own. Real SQLite files, the real service;
each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_found, check_read_back, data_texts, said_in_a_chat, slots_read
from memwarden.sheng import reads_sheng
from memwarden.spelling import plain

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("nimehama Donholm, sasa naishi Pipeline",
         "I moved out of Donholm, now I live in Pipeline"),
        ("keja yangu ni bedsitter", "my house is bedsitter"),
        ("mimi naishi Githurai 45", "I live in Githurai 45"),
        ("tumehamia Syokimau mwezi jana", "we moved to Syokimau last month"),
        ("dem wangu mpya ni Wairimu", "my new girlfriend is Wairimu"),
        ("natumia losartan 50mg mara moja kwa siku", "I take losartan 50mg once a day"),
        ("daktari amenipandisha dose", "the doctor raised my dose"),
        ("PIN yangu ya M-Pesa ni 2291", "my M-Pesa PIN is 2291"),
        ("usikumbuke chochote kuhusu ex wangu Otis", "don't remember anything about my ex Otis"),
        ("tusiongee kuhusu kesi ya mbuyu", "don't talk about kesi of my dad"),
        ("mathe ameanza dawa mpya", "my mum started a new medicine"),
        ("tunaishi Zimmerman mimi na bibi", "we live in Zimmerman with my wife"),
        ("tuko Kahawa Wendani sahii, keja ni bedsitter",
         "we live in Kahawa Wendani now, keja is bedsitter"),
        ("mimi hulipa loan ya Branch kila wiki", "I pay the Branch loan every week"),
        ("nimeacha kabisa pombe tangu Easter", "I have quit drinking since Easter"),
        # controls: Kenyan English with Swahili words, Nigerian and Cameroon Pidgin (read as
        # before)
        ("asante sana, mama is fine", "asante sana, mama is fine"),
        ("a di work for Afriland as teller", "I work at Afriland as teller"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


def test_a_reading_of_sheng_maps_back_to_what_was_said() -> None:
    check_read_back("PIN yangu ya M-Pesa ni 2291, usiseme", "2291")


@pytest.mark.parametrize(
    ("text", "sheng"),
    [
        ("nimehama Donholm, sasa naishi Pipeline", True),
        ("Naishi Kahawa West", True),
        ("Clinic yangu ni Kenyatta", True),
        ("usikumbuke hiyo story, bana", True),
        ("mathe ameanza dawa mpya, siku hizi ni sawa", True),
        # controls: Kenyan and Ugandan English with a Swahili word or two, Naija and Cameroon
        # Pidgin, India's "mama" and "baba", Tamil's "amma"
        ("asante sana, mama is fine and we took a matatu to town", False),
        ("my mzee in Kisumu is doing well, sawa sawa", False),
        ("we dey for Lekki, abeg no vex", False),
        ("a di work for Afriland as teller", False),
        ("mama and baba are coming to Pune next week", False),
        ("amma ku BP tablet venum", False),
        ("hakuna matata, I live in Jinja now", False),
    ],
)
def test_what_is_read_as_sheng(text: str, sheng: bool) -> None:
    assert reads_sheng(text) is sheng


# The older sets written in Swahili or Sheng themselves (a blind set of Sheng, the guard's
# Swahili messages, secrets told in Swahili): read as Sheng now, as they should be.
_SWAHILI = frozenset(
    """
    review_suite_v37.jsonl guard_heldout8_attacks.jsonl guard_heldout8_benign.jsonl
    guard_heldout9_benign.jsonl guard_heldout15_benign.jsonl guard_heldout16_attacks.jsonl
    guard_heldout17_attacks.jsonl guard_heldout17_benign.jsonl guard_heldout19_attacks.jsonl
    guard_heldout19_benign.jsonl guard_heldout21_attacks.jsonl guard_heldout21_benign.jsonl
    guard_heldout23_attacks.jsonl
    guard_heldout23_benign.jsonl guard_heldout26_attacks.jsonl guard_heldout26_benign.jsonl
    secrets_multilingual.jsonl
    secrets_multilingual_2.jsonl
    """.split()
)
# The sets of this session in Sheng.
_SHENG = frozenset(
    ("review_suite_v110.jsonl", "review_suite_v112.jsonl", "recall_suite_agent_82.json")
)


def test_no_older_text_is_read_as_sheng() -> None:
    older = [
        path
        for path in sorted(DATA.glob("*.json*"))
        if path.name not in _SWAHILI and path.name not in _SHENG
    ]
    assert len(older) > 100
    read = [(path.name, text) for path in older for text in data_texts(path) if reads_sheng(text)]
    assert read == []
    # control: the sets in Sheng are read
    assert any(reads_sheng(text) for text in data_texts(DATA / "review_suite_v110.jsonl"))


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("nimehama Donholm, sasa naishi Pipeline", [("user", "lives_in", "pipeline")]),
        ("dem wangu ni Wairimu", [("user", "partner", "wairimu")]),
        ("natumia losartan 50mg mara moja kwa siku", [("user", "takes", "losartan")]),
        ("Nafanya job ya customer care Airtel shop pale Moi Avenue",
         [("user", "works_at", "airtel shop")]),
        ("mimi ni sales rep na Bidco, hiyo ndio job yangu",
         [("user", "job_title", "sales rep"), ("user", "works_at", "bidco")]),
        # … and in English: a rep is a trade; "I do a … job at" names one's employer;
        # one's new girlfriend is one's partner
        ("I am a sales rep at Bidco",
         [("user", "job_title", "sales rep"), ("user", "works_at", "bidco")]),
        ("I do a cleaning job at the Nakumatt depot", [("user", "works_at", "nakumatt depot")]),
        ("my new girlfriend is Wairimu", [("user", "partner", "wairimu")]),
        ("from Monday I start as a teller at Equity",
         [("user", "works_at", "equity"), ("user", "job_title", "teller")]),
        # controls: a job done from home, a girlfriend described, a rep of a gym
        ("I do a part time job at home", []),
        ("my new girlfriend is a nurse", [("user", "my:girlfriend", "nurse")]),
        ("I did ten reps at the gym", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # a debt said no to, then told by the app it was borrowed on (tombstones.py)
        (["usikumbuke hiyo story ya loan ya Tala, inanistress"],
         "the loan app keeps calling my sister about what I owe", "blocked"),
        (["usikumbuke hiyo story ya loan ya Tala, inanistress"],
         "the taxi app keeps calling my sister about a lost phone", "created"),
        # a home moved from, or said otherwise
        (["mimi naishi Donholm, keja ni bedsitter"],
         "nimehama Donholm wiki jana, sasa naishi Pipeline", "updated"),
        (["mimi naishi Donholm, keja ni bedsitter"], "naishi Pipeline, keja yangu ni one bedroom",
         "conflict"),
        # a dose raised, or said otherwise
        (["natumia losartan 50mg mara moja kwa siku"],
         "daktari amenipandisha dose, siku hizi ni losartan 100mg mara moja kwa siku", "updated"),
        (["natumia losartan 50mg mara moja kwa siku"],
         "mimi natumia losartan 100mg mara moja kwa siku", "conflict"),
        # a partner changed, or said otherwise
        (["dem wangu ni Wairimu"], "mimi na Wairimu tuliachana, dem wangu mpya ni Achieng",
         "updated"),
        (["dem wangu ni Wairimu"], "dem wangu ni Achieng, tuko pamoja miaka mbili", "conflict"),
        # children counted by an agent, against the person's own words
        (["Nina watoto watatu, wote wako primary"], "User has two children.", "conflict"),
        # a wish said no to, and its twin about something else
        (["usiseme chochote kuhusu mbuyu, hatuongei"],
         "mbuyu ako na shamba ya chai Nyeri siku hizi", "blocked"),
        (["usiseme chochote kuhusu mbuyu, hatuongei"],
         "mathe ako na shamba ya chai Nyeri siku hizi", "created"),
        (["usikumbuke chochote kuhusu ex wangu Otis"],
         "yule jamaa tuliachana naye amefungua kinyozi Pipeline", "blocked"),
        (["usikumbuke chochote kuhusu ex wangu Otis"],
         "mimi nimefungua kinyozi Pipeline, biashara iko poa", "created"),
        # a new number told after a change
        (["Namba yangu ya M-Pesa ni 0711 204 618"],
         "nimebadilisha line, namba mpya ni 0799 331 275", "updated"),
        # … and the number told with what follows it, a clause of its own
        (["namba yangu ni 0711 204 618 kama utahitaji kunipigia"],
         "namba yangu ni 0799 331 275 zile za 079 za saf", "conflict"),
        (["namba yangu ni 0711 204 618 kama utahitaji kunipigia"],
         "namba yangu ni 0711 204 618 kama utahitaji kunipigia tena", "ignored"),
    ],
)  # fmt: skip
def test_the_door(tmp_path: Path, prior: list[str], text: str, expected: str) -> None:
    assert said_in_a_chat(tmp_path, prior, text) == expected


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("Nimebadilisha PIN ya M-Pesa leo, mpya ni 6182", "6182",
         "Nimebadilisha PIN ya M-Pesa leo, mpya ni ngumu kukumbuka"),
        ("PIN yangu ya M-Pesa ni 2291, usiseme", "2291", "PIN yangu ya M-Pesa nimeisahau tena"),
    ],
)  # fmt: skip
def test_secrets_told_their_way(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)


@pytest.mark.parametrize(
    ("note", "expected"),
    [
        # the same home told nearer by an agent: each names the other's place (review.py)
        ("User lives in Kware, Ongata Rongai.", "created"),
        # control: another home
        ("User lives in Kitengela.", "conflict"),
    ],
)
def test_an_agent_telling_the_same_home_nearer(tmp_path: Path, note: str, expected: str) -> None:
    prior = ["tumehamia Rongai kwa nyumba yetu, mtaa ni Kware, hakuna rent tena"]
    assert said_in_a_chat(tmp_path, prior, note, via="agent") == expected
