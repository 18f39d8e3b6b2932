"""A question naming a category ("What are the user's hobbies?") is answered by the memories
of its instances (memwarden.read.topics, Store.topical, fusion's topic signal).

Real SQLite files, words only (``embedder="none"``), so that only words and topics decide; each
memory that must stay out has a twin that comes in.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.read.fusion import Fusion
from memwarden.read.person import first_person
from memwarden.read.topics import TOPICS, asked_topics, instance_words, naming_words
from memwarden.settings import Settings
from memwarden.store.base import Gate

WORDS_ONLY = Settings(embedder="none", embed_worker=False)

CHOIR = "I sing alto in a community choir, rehearsal is monday nights"
BOULDERING = "started bouldering at the climbing gym near my office"
GLEBE = "User lives in the Glebe neighbourhood of Ottawa."
MIGRAINES = "I've been getting migraines again, mostly after bad sleep"
LOAN = "still paying off the car loan, two more years of it"


@pytest.mark.parametrize(
    ("query", "names"),
    [
        ("What are the user's hobbies?", ["hobbies"]),
        ("what do I do for fun", ["hobbies"]),
        ("user health conditions", ["health"]),
        ("Does the user have any debt?", ["money"]),
        ("user's upcoming trips", ["travel"]),
        ("user fitness goals", ["sport", "goals"]),
        # a kind named with its wider category: only the kind is searched for
        ("user art hobby", ["arts"]),
        ("What sports does the user play?", ["sport"]),
        # controls: no category named
        ("What is my sister's name?", []),
        ("Where does the user live?", []),
        ("when is the dentist", []),
    ],
)
def test_the_categories_a_question_names(query: str, names: list[str]) -> None:
    assert [t.name for t in asked_topics(first_person(query))] == names


def test_every_topic_is_named_and_has_instances() -> None:
    assert len({t.name for t in TOPICS}) == len(TOPICS)
    for topic in TOPICS:
        assert topic.named and topic.instances, topic.name
        assert topic.within is None or topic.within in {t.name for t in TOPICS}
        for phrase in topic.named:  # each naming phrase is read as naming the topic
            assert topic in asked_topics(f"what about my {phrase}?") or any(
                t.within == topic.name for t in asked_topics(f"what about my {phrase}?")
            ), (topic.name, phrase)


def test_the_words_naming_a_category_are_searched_with_its_instances() -> None:
    hobbies = asked_topics("my hobbies")
    assert {"hobby", "hobbies", "choir", "bouldering"} <= set(instance_words(hobbies))
    assert naming_words("What are my hobbies?", hobbies) == {"hobbies"}
    assert naming_words("my free time", hobbies) == {"free", "time"}


def _texts(memory: Memory, query: str, **kwargs: object) -> list[str]:
    return [h.memory.text for h in memory.recall(query, **kwargs).results]  # type: ignore[arg-type]


def test_the_hobbies_answer_what_the_persons_hobbies_are(tmp_path: Path) -> None:
    """The hobbies share no word with the question; without the topic nothing answered."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        for text in (CHOIR, BOULDERING, GLEBE, MIGRAINES, LOAN):
            memory.remember(text)
        hits = memory.recall("What are the user's hobbies?", explain=True).results
        assert {h.memory.text for h in hits} == {CHOIR, BOULDERING}
        assert all(0 < h.explain["signals"]["topic"] <= Fusion().topic_weight for h in hits)
        # the other categories find their own, and only theirs
        assert _texts(memory, "user health conditions") == [MIGRAINES]
        assert _texts(memory, "Does the user have any debt?") == [LOAN]
        # control: a question naming no category gets no topic signal
        hits = memory.recall("Where do I sing?", explain=True).results
        assert [h.memory.text for h in hits] == [CHOIR]
        assert "topic" not in hits[0].explain["signals"]


def test_more_of_a_categorys_words_rank_higher(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        both = "I do yoga on Mondays and tennis on Thursdays"
        one = "We talked about tennis at dinner with the neighbours last night"
        memory.remember(one)
        memory.remember(both)
        hits = memory.recall("What sports does the user play?", explain=True).results
        assert [h.memory.text for h in hits] == [both, one]
        assert hits[0].explain["signals"]["topic"] > hits[1].explain["signals"]["topic"]


def test_a_category_with_other_words_is_searched_by_them_too(tmp_path: Path) -> None:
    """Only a question naming nothing but the category leaves its word out of the search."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        said = "Deji says fantasy football is his only hobby"
        memory.remember(said)
        memory.remember(CHOIR)
        alone = memory.recall("What are my hobbies?", explain=True).results
        assert all("hobbi" not in h.explain["lexical"]["matched_stems"] for h in alone)
        with_name = memory.recall("What are Deji's hobbies?", explain=True).results
        assert with_name[0].memory.text == said
        assert "hobbi" in with_name[0].explain["lexical"]["matched_stems"]  # the control
        # a question naming someone is about them: no topic signal (the person's own has one)
        assert all("topic" not in h.explain["signals"] for h in with_name)
        assert any("topic" in h.explain["signals"] for h in alone)


def test_a_category_answers_only_through_the_gate(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as owner:
        owner.remember(CHOIR, scope="home")
        owner.remember(BOULDERING, scope="home", acl=["private"])
        owner.remember("I play chess at the club on Fridays", scope="work")
        retracted = owner.remember("I have been knitting a scarf for my niece", scope="home")
        assert retracted.memory is not None
        owner.forget(retracted.memory.id)
        _, token = owner.principal_add(
            "agent", labels=["personal"], capabilities=["read"], scopes=["home"]
        )
        agent = owner.for_token(token)
        assert _texts(agent, "user's hobbies") == [CHOIR]
        # control: the owner, who holds every label and scope, gets the others too
        assert set(_texts(owner, "user's hobbies")) == {
            CHOIR,
            BOULDERING,
            "I play chess at the club on Fridays",
        }


def test_the_store_ranks_a_categorys_rows_inside_the_gate(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        ids = {}
        for text in (CHOIR, BOULDERING, GLEBE):
            result = memory.remember(text)
            assert result.memory is not None
            ids[result.memory.id] = text
        store = memory._store
        now = datetime.now(UTC)
        gate = Gate(scopes=None, labels=None, as_of=now)
        found = store.topical(gate, ["choir", "bouldering", "climbing"], 10)
        assert [ids[m] for m, _ in found] == [BOULDERING, CHOIR]  # two words before one
        assert found[0][1] > found[1][1] > 0
        assert store.topical(gate, [], 10) == []
        # a phrase is quoted: its quote marks and operators are only characters to match
        assert store.topical(gate, ['choir" OR "ottawa', "NEAR(glebe)"], 10) == []
        elsewhere = Gate(scopes=("elsewhere",), labels=None, as_of=now)
        assert store.topical(elsewhere, ["choir"], 10) == []  # another scope's: none
