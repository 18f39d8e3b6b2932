"""A question about someone prefers what they said (read/speaker.py, fusion.with_speaker).

"Did I visit the museum with a friend?" is answered by what the person said; the assistant's
replies echo and elaborate it, often with more of the question's words. "What games does Nate
play?" is answered by what Nate said, not by what Joanna said to him. For such a question the
others' logged turns rank lower by ``Fusion.speaker_weight``; a question about what the
assistant said, a question naming every speaker or none, and the relevance a turn lends its
neighbours are untouched. Real SQLite files, the real ``observe`` path, no vectors (lexical
fusion alone, deterministic).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.entities.relations import about_a_relation
from memwarden.read.fusion import Fusion
from memwarden.read.speaker import about_the_person
from memwarden.settings import Settings

DEFAULT = Fusion()


@pytest.mark.parametrize(
    "query",
    [
        "Did I visit the museum with a friend?",
        "How many months have passed since I last visited a museum?",
        "What is the name of my cat?",
        "I mentioned a trip two months ago. Where did I go?",
        "Where do I currently keep my old sneakers?",
        "I’m a bit anxious about getting around Tokyo. Do you have any helpful tips?",
        "Can you remind me when I booked the Airbnb?",
    ],
)
def test_questions_about_the_asker_are_recognised(query: str) -> None:
    assert about_the_person(query)


@pytest.mark.parametrize(
    "query",
    [
        "What was the move you made after 27. Kg2 Bd5+?",
        "You mentioned using a light beer, but which one did I want?",
        "Can you remind me what was the 7th job in the list you provided?",
        "I wanted to follow up on our previous conversation about binaural beats.",
        "I think we discussed work from home jobs earlier; which one paid best?",
        "What did you say about my garden?",
        "What was your answer about my visa?",
        "When did Melanie paint a sunrise?",  # not about the asker at all
        "Where is the museum?",
        "Is Milan in Italy?",  # "in" and "is" are not "I"
    ],
)
def test_other_questions_are_not_about_the_person(query: str) -> None:
    assert not about_the_person(query)


def _chats(memory: Memory) -> tuple[str, str]:
    """The person's account in one chat; in another, an assistant's reply sharing more of the
    question's words than it. Logged through observe, which keeps who said what."""
    memory.observe(
        [
            {
                "role": "user",
                "content": "Last week I visited the Science Museum with a friend from work",
            }
        ],
        chat_id="weekend",
    )
    memory.observe(
        [
            {"role": "user", "content": "Anything fun to do in London on Saturday?"},
            {
                "role": "assistant",
                "content": "Visit the Science Museum with a friend",
            },
        ],
        chat_id="ideas",
    )
    episodes = memory.recall("Science Museum", kinds=["episode"], limit=10).results
    person = next(h.memory.id for h in episodes if h.memory.text.startswith("Last week"))
    assistant = next(h.memory.id for h in episodes if h.memory.text.startswith("Visit"))
    return person, assistant


def test_a_question_about_the_person_prefers_their_own_words(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=Settings(embedder="none")) as memory:
        person, assistant = _chats(memory)
        hits = memory.recall(
            "Did I visit the Science Museum with a friend?", kinds=["episode"], explain=True
        ).results
        ids = [h.memory.id for h in hits]
        by_id = {h.memory.id: h for h in hits}
        assert ids.index(person) < ids.index(assistant)
        # More of the question's words: more relevant, lowered by the speaker share only.
        assert by_id[assistant].explain["relevance"] > by_id[person].explain["relevance"]
        assert by_id[assistant].explain["bonuses"]["speaker"] == -DEFAULT.speaker_weight
        assert "speaker" not in by_id[person].explain["bonuses"]


@pytest.mark.parametrize(
    "query",
    [
        "What did you say about a Science Museum visit with a friend?",  # the assistant's words
        "Who went to the Science Museum with a friend?",  # not about the asker
    ],
)
def test_control_other_questions_are_ranked_as_before(tmp_path: Path, query: str) -> None:
    with Memory.open(tmp_path / "m.db", settings=Settings(embedder="none")) as memory:
        person, assistant = _chats(memory)
        hits = memory.recall(query, kinds=["episode"], explain=True).results
        ids = [h.memory.id for h in hits]
        assert ids.index(assistant) < ids.index(person)
        assert all("speaker" not in h.explain["bonuses"] for h in hits)


def test_the_lowered_turn_still_lends_its_neighbours_its_relevance(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=Settings(embedder="none")) as memory:
        _chats(memory)
        asked = "Did I visit the Science Museum with a friend?"
        lowered = memory.recall(asked, kinds=["episode"], explain=True).results
        plain = memory.recall(
            "Who visited the Science Museum with a friend?", kinds=["episode"], explain=True
        ).results

        def lent(hits: tuple) -> float:  # what the question before the reply got from it
            turn = next(h for h in hits if h.memory.text.startswith("Anything fun"))
            return turn.explain["signals"]["context"]

        assert lent(lowered) > 0
        # "Who visited" and "Did I visit" share the same stems with the reply: the same loan.
        assert lent(lowered) == pytest.approx(lent(plain))


# Other talk, so that the words of the turns below are rare enough to count.
_BACKGROUND = [
    "We walked the dog by the river",
    "The weather was cold and grey all week",
    "I bought new running shoes on sale",
    "The train was late again this morning",
    "My sister moved to a new flat in Leeds",
    "We cooked a big curry for dinner",
]


def _background(memory: Memory) -> None:
    for n, text in enumerate(_BACKGROUND):
        memory.remember(text, kind="episode", chat_id=f"other-{n}")


def _transcript(memory: Memory) -> dict[str, str]:
    """Two people talking, as a transcript labels them ("Nate: …"), one chat per session."""
    _background(memory)
    said = {
        "nate": "Nate: I play games like Valorant most evenings with my team.",
        "joanna": "Joanna: Nate, the games you play sound like fun games.",
        "joanna_2": "Joanna: I finished my screenplay and sent it to a festival.",
    }
    return {
        key: memory.remember(text, kind="episode", chat_id=f"s-{key}").memory.id
        for key, text in said.items()
    }


def test_a_question_naming_a_speaker_prefers_their_turns(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=Settings(embedder="none")) as memory:
        ids = _transcript(memory)
        hits = memory.recall("What games does Nate play?", kinds=["episode"], explain=True).results
        order = [h.memory.id for h in hits]
        by_id = {h.memory.id: h.explain for h in hits}
        assert order.index(ids["nate"]) < order.index(ids["joanna"])
        # Joanna's turn holds more of the question's words: more relevant, lowered only.
        assert by_id[ids["joanna"]]["relevance"] > by_id[ids["nate"]]["relevance"]
        assert by_id[ids["joanna"]]["bonuses"]["speaker"] == -DEFAULT.speaker_weight
        assert "speaker" not in by_id[ids["nate"]]["bonuses"]


@pytest.mark.parametrize(
    "query",
    [
        "What games do Nate and Joanna play?",  # both speakers named
        "What games do they play?",  # none
        "What games will nate play?",  # not capitalised as a name is
    ],
)
def test_control_a_question_naming_every_speaker_or_none_is_ranked_as_before(
    tmp_path: Path, query: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=Settings(embedder="none")) as memory:
        ids = _transcript(memory)
        hits = memory.recall(query, kinds=["episode"], explain=True).results
        order = [h.memory.id for h in hits]
        assert order.index(ids["joanna"]) < order.index(ids["nate"])
        assert all("speaker" not in h.explain["bonuses"] for h in hits)


def _group_chat(memory: Memory) -> None:
    """Two people in one chat, told apart by the names observe was given."""
    _background(memory)
    memory.observe(
        [
            {"role": "user", "name": "ana", "content": "I booked a pottery class for Monday"},
            {"role": "user", "name": "ben", "content": "Ana, the pottery class sounds fun to me"},
        ],
        chat_id="group",
    )


def test_the_names_observe_was_given_are_the_speakers(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=Settings(embedder="none")) as memory:
        _group_chat(memory)
        hits = memory.recall("When is Ana's pottery class?", kinds=["episode"], explain=True)
        texts = [h.memory.text for h in hits.results]
        assert texts[:2] == [
            "I booked a pottery class for Monday",
            "Ana, the pottery class sounds fun to me",
        ]
        lowered = [h for h in hits.results if "speaker" in h.explain["bonuses"]]
        assert [h.memory.text for h in lowered] == ["Ana, the pottery class sounds fun to me"]
        assert lowered[0].explain["relevance"] > hits.results[0].explain["relevance"]


def test_control_without_a_name_the_group_chat_is_ranked_as_before(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=Settings(embedder="none")) as memory:
        _group_chat(memory)
        hits = memory.recall("When is the pottery class?", kinds=["episode"], explain=True)
        texts = [h.memory.text for h in hits.results]
        assert set(texts[:2]) == {
            "I booked a pottery class for Monday",
            "Ana, the pottery class sounds fun to me",
        }
        assert all("speaker" not in h.explain["bonuses"] for h in hits.results)


@pytest.mark.parametrize(
    ("text", "about"),
    [
        ("my little brother Rui just started at uni in Leeds", True),
        ("User's mother, Maeve, is recovering from knee surgery.", True),
        ("so my sister's new job is going great", True),
        ("my dog Waffles has a bad hip", True),
        # controls: the person is in it too, or the relation serves the person, or none opens it
        ("my wife and I are going to Japan in April", False),
        ("our daughter Opal won't sleep through the night. im so tired", False),
        ("my GP put me on ramipril for my blood pressure", False),
        ("My doctor is Dr Pryce", False),
        ("I sing alto in a community choir", False),
        ("mumble rap is fun", False),
    ],
)
def test_a_statement_about_someone_close_is_told_apart(text: str, about: bool) -> None:
    assert about_a_relation(text) is about


SURGERY = "User's mother, Maeve, has arthritis and asthma."
MIGRAINES = "I've been getting migraines again, and my asthma is back."


def test_a_question_about_the_person_prefers_statements_about_them(tmp_path: Path) -> None:
    """The mother's statement holds as many health words, in fewer: the person's answers."""
    with Memory.open(tmp_path / "m.db", settings=Settings(embedder="none")) as memory:
        memory.remember(SURGERY)
        memory.remember(MIGRAINES)
        hits = memory.recall("Do I have any health conditions?", explain=True).results
        assert [h.memory.text for h in hits] == [MIGRAINES, SURGERY]
        assert hits[1].explain["bonuses"]["speaker"] == -DEFAULT.speaker_weight
        assert hits[1].explain["relevance"] > hits[0].explain["relevance"]
        # controls: a question naming the relation, or the person by name, lowers nothing
        for asked in ("What health conditions does my mother have?", "Is Maeve in good health?"):
            found = memory.recall(asked, explain=True).results
            assert found[0].memory.text == SURGERY, asked
            assert all("speaker" not in h.explain["bonuses"] for h in found)
