"""An agent's "the user" in a question is read as the person's "I" and "my"
(memwarden.read.person).

Real SQLite files, words only (``embedder="none"``) unless the meaning is what is tested; each
memory that must stay out has a twin that comes in.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.entities.relations import asked, stated
from memwarden.read.fusion import Fusion
from memwarden.read.person import about_the_person_only, first_person
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("query", "read"),
    [
        ("What are the user's dietary restrictions?", "What are my dietary restrictions?"),
        ("Does the user have children?", "Do I have children?"),
        ("The user's sister and the user’s mother", "My sister and my mother"),
        ("What's the user's name?", "What's my name?"),  # possessive: a name of theirs
        ("user allergies", "my allergies"),
        ("User preferences", "My preferences"),
        ("for user hobbies", "for my hobbies"),
        ("what did user say", "what did I say"),
        ("user likes", "I likes"),
        ("Where does the user live?", "Where do I live?"),
        ("What should I recommend to the user?", "What should I recommend to me?"),
        ("Remind the user about the dentist", "Remind me about the dentist"),
        ("Was this user upset?", "Was I upset?"),
        ("Is the user married? Has the user got kids?", "Am I married? Have I got kids?"),
        ("Doesn't the user like tea?", "Don't I like tea?"),
        ("What does the human like?", "What do I like?"),
        ("(user's) birthday", "(my) birthday"),
        # "the users" typed without its apostrophe, before what is theirs
        ("whats the users dogs name", "whats my dogs name"),
        ("What is the users' favourite food?", "What is my favourite food?"),
        # controls: "user" in a thing's name, someone else, other people, other words
        ("What is my user name on GitHub?", "What is my user name on GitHub?"),
        ("what is the user id", "what is the user id"),
        ("the user interface of my app", "the user interface of my app"),
        ("Has a user asked about this?", "Has a user asked about this?"),
        ("the admin user", "the admin user"),
        ("Is the ssh user root?", "Is the ssh user root?"),
        ("Which user?", "Which user?"),
        ("users of my app", "users of my app"),
        ("how do the users of this app log in", "how do the users of this app log in"),
        ("the users are happy", "the users are happy"),
        ("users dogs name", "users dogs name"),
        ("human rights", "human rights"),
        ("username, superuser, user-agent", "username, superuser, user-agent"),
        ("What do I like?", "What do I like?"),
    ],
)
def test_the_user_is_read_as_the_person(query: str, read: str) -> None:
    assert first_person(query) == read


def _texts(memory: Memory, query: str, **kwargs: object) -> list[str]:
    return [h.memory.text for h in memory.recall(query, **kwargs).results]  # type: ignore[arg-type]


MANAGER = "User's manager is called Rita."  # as an agent writes it
DAUGHTER = "My daughter Mia is seven."  # as the person said it
VEGETARIAN = "I'm vegetarian and avoid dairy restrictions at dinner parties."


def _life(memory: Memory) -> None:
    for text in (MANAGER, DAUGHTER, "Our dog Biscuit is a beagle.", "I love green tea."):
        memory.remember(text)


def test_the_word_user_no_longer_brings_every_memory_an_agent_wrote(tmp_path: Path) -> None:
    """The word "user" was all "Does the user have children?" shared with an agent's memories:
    the manager came first and the daughter not at all."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        _life(memory)
        assert _texts(memory, "Does the user have children?") == [DAUGHTER]
        assert _texts(memory, "Does the user have pets?") == ["Our dog Biscuit is a beagle."]
        # control: what the agent wrote is still found by what it says
        assert _texts(memory, "Who is the user's manager?") == [MANAGER]
        assert _texts(memory, "Who is the user's boss?") == [MANAGER]  # its relation, named


def test_the_user_in_the_plain_form_finds_the_same_as_i(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        _life(memory)
        for agent, person in [
            ("user's family", "my family"),
            ("What is the name of the user's dog?", "What is the name of my dog?"),
            ("Does the user have any kids?", "Do I have any kids?"),
        ]:
            assert _texts(memory, agent) == _texts(memory, person) != []


def test_a_thing_called_user_is_searched_as_typed(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        _life(memory)
        name = "My user name on the forum is tealover."
        memory.remember(name)
        # "user" is still a search word: the agent's memory about "User" shares it, after
        assert _texts(memory, "What is my user name?") == [name, MANAGER]
        # control: the person's own name is asked with "the user's name", not "user name"
        assert _texts(memory, "What's the user's forum handle?") == [name]


def test_an_agent_written_relation_names_who_it_is(tmp_path: Path) -> None:
    assert list(stated("The user's sister is called Ana.")) == [("sister", "Ana")]
    assert list(stated(MANAGER)) == [("boss", "Rita")]
    assert list(stated("The admin user said my sister is nice.")) == []  # control: no name stated
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("The user's sister is called Ana.")
        memory.remember("Ana started at the city hospital in May.")
        memory.remember("Bea started at the bakery in June.")
        found = _texts(memory, "Where did the user's sister start working?")
        assert set(found[:2]) == {"Ana started at the city hospital in May.",
                                  "The user's sister is called Ana."}  # fmt: skip
        # control: Bea is nobody's sister here; found by its words, after Ana's
        assert "Bea started at the bakery in June." in found[2:]


def test_whether_the_person_has_a_relation_asks_about_it() -> None:
    assert asked("Does I have pets?") == ["pet"]
    assert asked("Do we have any kids? Do I have a sister?") == ["child", "sister"]
    assert asked("How many siblings does I have?") == ["sibling"]
    assert asked("I have no children") == ["child"]
    # controls: other things had, and "my" as before
    assert asked("I have a question about my boss") == ["boss"]
    assert asked("Do I have time? I had lunch") == []


def test_a_question_about_the_user_prefers_their_own_words(tmp_path: Path) -> None:
    """Read as "I", a question about the user lowers the assistant's logged turns, as one about
    "I" does (read/speaker.py)."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.observe(
            [{"role": "user", "content": "Last week I visited the Science Museum"}],
            chat_id="weekend",
        )
        memory.observe(
            [
                {"role": "user", "content": "Anything fun to do in London on Saturday?"},
                {"role": "assistant", "content": "Visit the Science Museum with a friend"},
            ],
            chat_id="ideas",
        )

        def speaker(query: str) -> dict[str, float]:
            hits = memory.recall(query, kinds=["episode"], explain=True).results
            return {h.memory.text: h.explain["bonuses"].get("speaker", 0.0) for h in hits}

        lowered = speaker("Did the user visit the Science Museum with a friend?")
        assert lowered["Visit the Science Museum with a friend"] == -Fusion().speaker_weight
        assert lowered["Last week I visited the Science Museum"] == 0.0
        # control: a question about no one leaves both as they are
        assert set(speaker("Who visited the Science Museum with a friend?").values()) == {0.0}


def test_explain_shows_the_question_as_read(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        _life(memory)
        hit = memory.recall("Does the user have kids?", explain=True).results[0]
        assert hit.memory.text == DAUGHTER
        assert hit.explain["read_as"] == "Do I have kids Mia (daughter)?"
        plain = memory.recall("green tea", explain=True).results[0]
        assert plain.explain["read_as"] == "green tea"  # control: read as typed


@pytest.mark.parametrize(
    ("query", "only"),
    [
        ("What do you know about me?", True),
        ("Tell me everything you know about the user", True),
        ("user profile", True),
        ("What have you learned about me so far?", True),
        # controls: a topic of their own
        ("What do you know about my sister?", False),
        ("Do you know my name?", False),
        ("tell me a joke", False),
        ("What do I like?", False),
    ],
)
def test_a_question_about_nothing_but_the_person(query: str, only: bool) -> None:
    assert about_the_person_only(first_person(query)) is only


def test_what_is_known_about_the_person_is_their_memories(tmp_path: Path) -> None:
    """The question "What do you know about me?" shares no word with anything; its stopwords
    matched "me" ("Peanuts make me ill" alone). Now the person's statements answer it, pinned
    first."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as owner:
        tea = owner.remember("I love green tea.").memory
        cello = owner.remember("I play the cello.", pinned=True).memory
        owner.remember("Ana's favourite city is Porto.", subject="Ana")  # control: not the person
        owner.remember("I keep a diary in the blue notebook.", acl=["private"])
        owner.observe([{"role": "user", "content": "hi, what's up?"}], chat_id="c1")
        hits = owner.recall("What do you know about me?", explain=True).results
        texts = [h.memory.text for h in hits]
        assert texts[0] == cello.text  # pinned
        assert set(texts) == {tea.text, cello.text, "I keep a diary in the blue notebook."}
        assert hits[0].explain["signals"]["person"] == Fusion().person_weight
        # the turns logged answer when turns are asked for
        turns = owner.recall("What do you know about me?", kinds=["episode"]).results
        assert [h.memory.text for h in turns] == ["hi, what's up?"]
        # an agent gets what its gate admits: not the private diary (the owner got it above)
        _, token = owner.principal_add("agent", labels=["personal"], capabilities=["read"],
                                       scopes=["default"])  # fmt: skip
        seen = [h.memory.text for h in owner.for_token(token).recall("user profile").results]
        assert set(seen) == {tea.text, cello.text}
        # control: a question with a topic is searched for it
        assert _texts(owner, "What do you know about my cello?") == [cello.text]


def test_what_is_known_from_turns_alone_is_the_turns(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.observe([{"role": "user", "content": "hi, what's up?"}], chat_id="c1")
        assert _texts(memory, "What do you know about me?") == ["hi, what's up?"]
        memory.remember("I play the cello.")  # control: once something is known, it answers
        assert _texts(memory, "What do you know about me?") == ["I play the cello."]
