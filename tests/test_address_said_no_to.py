"""An address said no to stays no in its other words, and "don't remember …" forgets what
already speaks of the topic it names (memwarden.trust.tombstones, write/pending.py): "forget my
address, I don't want it stored" forgets "I live at 22 Elm Road" and blocks "sorry it's 22 Elm
Grove" and "new place is the flat above the bakery on Castle St", while the town one lives in,
a shop on Main Street, an e-mail address and "films that address politics" are no address.
Real SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.settings import Settings
from memwarden.trust.tombstones import families

WORDS_ONLY = Settings(embedder="none", embed_worker=False)

ADDRESSES = [
    "I live at 22 Elm Road.",
    "sorry it's 22 Elm Grove not Elm Road",
    "we've moved btw, new place is the flat above the bakery on Castle St",
    "My new address is Flat 2, 14 Castle Terrace.",
    "we live at 4 mill lane now",
    "The postcode is EH6 7QT.",
]
NOT_ADDRESSES = [
    "I live in Leeds.",
    "I bought a scarf at the boutique on Main Street.",
    "Films that address politics are my favourite.",
    "My email address is jo@example.com.",
    "The pub is 5 miles down the road.",
    "I'm saving for the Sony HVL-F60RM flash.",
    "My office is at 4 Mill Lane.",  # a house number told as another place's
    "I work at 10 Castle Street.",
    # a time and a pronoun before "drive", not a house on a Drive
    "Morag's got her memory clinic on thursday the 14th at 10, i'll drive her in",
]


@pytest.mark.parametrize("text", ADDRESSES)
def test_a_street_a_postcode_or_an_address_is_the_address_topic(text: str) -> None:
    assert "address" in families(text)


@pytest.mark.parametrize("text", NOT_ADDRESSES)
def test_a_town_a_shop_a_verb_and_an_email_are_not(text: str) -> None:
    assert "address" not in families(text)


def _active(m: Memory) -> list[str]:
    exported = json.loads(m.export("json"))["memories"]
    return [r["text"] for r in exported if r["status"] == "active" and r["kind"] != "episode"]


def _logged(m: Memory) -> list[str]:
    exported = json.loads(m.export("json"))["memories"]
    return [r["text"] for r in exported if r["status"] == "active" and r["kind"] == "episode"]


def test_forgetting_the_address_forgets_the_street_and_keeps_the_town(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        for text in ("I live at 22 Elm Road", "I work at Tesco on Castle Street"):
            m.observe([{"role": "user", "content": text}], chat_id="c1")
        report = m.observe(
            [{"role": "user", "content": "actually forget my address, I don't want it stored"}],
            chat_id="c1",
        )
        retraction = report["turns"][0]["retractions"][0]
        assert retraction["tombstone"] is not None
        assert len(retraction["forgotten"]) == 2  # the statement and the turn it came from
        # Gone, with the turn that said it; where one works, on a street, stays.
        assert _active(m) == ["I work at Tesco on Castle Street"]
        assert "I live at 22 Elm Road" not in _logged(m)
        assert "I work at Tesco on Castle Street" in _logged(m)
        assert m.recall("Elm Road").results == ()
        assert [h.memory.text for h in m.recall("Castle Street").results][:1] == [
            "I work at Tesco on Castle Street"
        ]


def test_the_address_in_other_words_is_blocked_and_the_town_is_kept(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.observe(
            [{"role": "user", "content": "forget my home address please, I don't want it kept"}],
            chat_id="c1",
        )
        for text in ADDRESSES[1:]:
            assert m.remember(text).decision.value == "blocked", text
        for text in ("I live in Leeds now.", "I bought a scarf at the boutique on Main Street."):
            assert m.remember(text).decision.value == "created", text
        said = m.observe(
            [{"role": "user", "content": ADDRESSES[2]}, {"role": "user", "content": "I love it"}],
            chat_id="c1",
        )
        # Nothing of the turn telling the address is kept, not even the turn itself.
        assert said["turns"][0]["episode"] is None
        assert said["turns"][1]["episode"] is not None
        assert not any("Castle St" in text for text in _logged(m))


def test_a_memory_forgotten_for_good_blocks_itself_not_every_address(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        home = m.remember("I live at 22 Elm Road.").memory
        assert home is not None
        m.forget(home.id, never=True)
        assert m.remember("I live at 22 Elm Road.").decision.value == "blocked"
        assert "address" in families("My sister lives at 10 Castle Street.")
        assert m.remember("My sister lives at 10 Castle Street.").decision.value == "created"


def test_forgetting_a_topic_forgets_what_tells_it_in_other_words(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        for text in ("I have asthma and use a brown inhaler.", "I love hiking in the Pentlands.",
                     "I've been sober for 40 days now."):  # fmt: skip
            m.observe([{"role": "user", "content": text}], chat_id="c1")
        m.observe(
            [{"role": "user", "content": "please don't remember anything about my health"}],
            chat_id="c1",
        )
        assert "I have asthma and use a brown inhaler." not in _active(m)
        # Another topic, and what is no topic, stay until said no to.
        assert "I've been sober for 40 days now." in _active(m)
        assert "I love hiking in the Pentlands." in _active(m)
        m.observe(
            [{"role": "user", "content": "don't remember anything about my drinking either"}],
            chat_id="c1",
        )
        assert _active(m) == ["I love hiking in the Pentlands."]
