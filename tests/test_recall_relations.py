"""Recall of "my sister" by the name the person gave her (memwarden.entities.relations).

Every store here is a real SQLite file. Lexical tests run without vectors (``embedder="none"``)
so that only the words decide; one test needs the MiniLM extra. Each test that expects a
memory to stay out has a twin where the same memory comes in.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.embedders import minilm_available
from memwarden.entities.relations import MAX_NAMES, asked, stated
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)
needs_minilm = pytest.mark.skipif(not minilm_available(), reason="the minilm extra is missing")

BAKERY = "Tom works at a bakery downtown"
QUESTION = "What does my brother do?"


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        ("My sister's name is Ana", [("sister", "Ana")]),
        ("my sister’s name is ana", [("sister", "ana")]),  # a phone: one case, curly apostrophe
        ("My brother is called Tom", [("brother", "Tom")]),
        ("our dog walker? no — our neighbour, named Rui", [("neighbour", "Rui")]),
        ("My sister Ana is a nurse", [("sister", "Ana")]),
        ("Ana is my sister", [("sister", "Ana")]),
        ("and Tom is my brother", [("brother", "Tom")]),
        ("Hi Ana, my sister, said hi", [("sister", "Ana")]),
        ("my mom is Maria.", [("mother", "Maria")]),
        ("my wife is called Julia Roberts and she sings", [("partner", "Julia Roberts")]),
        ("My best friend Jake's dog", [("best friend", "Jake")]),
        ("My coworker Dana Lee is great", [("colleague", "Dana Lee")]),
        ("I live in Lisbon with my partner Joana", [("partner", "Joana")]),
        ("My manager is called Pedro", [("boss", "Pedro")]),
        ("My dog Rex is three years old", [("dog", "Rex")]),
        ("my kitty Miso knocked over the plant lol", [("cat", "Miso")]),
        ("lol my bf Tom burnt the rice", [("partner", "Tom")]),  # chat shorthand
        ("Bo is my bff", [("best friend", "Bo")]),
        ("My mother-in-law Rosa makes great soup", [("mother-in-law", "Rosa")]),
        ("my ex-wife Carla moved to Faro", [("ex", "Carla")]),
        ("my trainer Joe says squat more", [("trainer", "Joe")]),
        ("My teacher, Mrs. Patel, has been helpful", [("teacher", "Mrs Patel")]),  # a title
        ("nicknames for my friend Amanda Van West", [("friend", "Amanda Van West")]),
        ("my sister Ana's Car broke down", [("sister", "Ana")]),  # a possessive ends a name
        ("Honestly, my mom is Maria.", [("mother", "Maria")]),  # "Honestly" is no name
        ("My friend Bo and my friend Lia", [("friend", "Bo"), ("friend", "Lia")]),
        ("my corgi Waffles chewed the sofa", [("dog", "Waffles")]),  # a breed is its kind
    ],
)
def test_a_text_states_who_a_relation_is(text: str, pairs: list[tuple[str, str]]) -> None:
    assert list(stated(text)) == pairs


@pytest.mark.parametrize(
    "text",
    [
        "my sister called me yesterday",  # a verb, not "is called"
        "This is my sister",
        "She is my sister",
        "Tom is my brother's friend",  # the friend, not the brother
        "my sister and I went hiking",
        "my sister is nice",  # lower case outside a naming frame is no name
        "my mum Monday morning",
        "my sisters Ana and Bea",  # not a relation word this reads
        "Anyway, my boss called",  # "NAME, my REL" stands in commas
        "I've heard of Azul, my roommate and I play it",
        "the one with my friend is Option B.",  # after a preposition: not "my friend is X"
    ],
)
def test_no_name_is_read_where_none_is_stated(text: str) -> None:
    assert stated(text) == ()


def test_the_relations_a_question_asks_about() -> None:
    assert asked("Where does my sister work?") == ["sister"]
    assert asked("what did our mum say about my Mom's cooking") == ["mother"]
    assert asked("my best friend and my co-worker") == ["best friend", "colleague"]
    assert asked("my wife, my husband, my boyfriend") == ["partner"]  # one partner at a time
    assert asked("my boss or my manager; my puppy") == ["boss", "dog"]
    assert asked("what did my gf say to my sis") == ["partner", "sister"]
    assert asked("My sister's job") == ["sister"]
    assert asked("where do your sisters live? her sister?") == []
    # the plural asks about them too; "relatives" is the family
    assert asked("what do my sisters do? our kids? my children?") == ["sister", "child"]
    assert asked("my bosses, my relatives, our fam") == ["boss", "family"]
    assert asked("my sistering, my kidney") == []  # control: other words


def test_a_parent_named_without_my_is_the_persons(tmp_path: Path) -> None:
    assert asked("what day is mum's bday") == ["mother"]
    assert asked("When is Dad's appointment? grandma's recipe") == ["father", "grandmother"]
    # controls: someone else's parent, a parent in general, another word
    assert asked("What did Melanie's mom say? her dad? the mum at the gate, a single dad") == []
    assert asked("mums and dads, momentum, dadaism") == []
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        other = "Callum's birthday is 3 January"  # first: a tie would be his (ties by id)
        memory.remember(other)
        memory.remember("My mum Linh runs a nail salon in Footscray")
        birthday = "Linh's birthday is 8 February"
        memory.remember(birthday)
        found = _texts(memory, "what day is mum's bday")
        assert found.index(birthday) < found.index(other)


def _family(memory: Memory, *, naming: bool = True, **where: object) -> None:
    if naming:
        memory.remember("My brother is called Tom", **where)  # type: ignore[arg-type]
    memory.remember(BAKERY)
    memory.remember("My sister's name is Ana")
    memory.remember("I love green tea")


def _texts(memory: Memory, query: str, **kwargs: object) -> list[str]:
    return [h.memory.text for h in memory.recall(query, **kwargs).results]  # type: ignore[arg-type]


def test_a_relation_is_searched_for_by_its_name(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        _family(memory)
        assert BAKERY in _texts(memory, QUESTION)
        hit = next(h for h in memory.recall(QUESTION, explain=True).results)
        assert hit.explain is not None
        assert hit.explain["lexical"]["relations"] == {"brother": ["Tom"]}


def test_control_unnamed_the_relation_finds_nothing_of_tom(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        _family(memory, naming=False)
        assert BAKERY not in _texts(memory, QUESTION)
        assert _texts(memory, "What does Tom do?") == [BAKERY]  # the memory is there


def test_a_relation_is_found_by_any_of_its_words(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("I live in Lisbon with my partner Joana")
        memory.remember("Joana loves orchids")
        memory.remember("My manager is called Pedro")
        memory.remember("Pedro wants the migration done by March")
        memory.remember("I love green tea")
        assert "Joana loves orchids" in _texts(memory, "what flowers does my wife like?")
        assert "Pedro wants the migration done by March" in _texts(
            memory, "what does my boss want?"
        )
        # control: a relation no one was named for brings neither
        assert "Joana loves orchids" not in _texts(memory, "what flowers does my sister like?")


def test_a_wider_relation_takes_in_the_narrower(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("my daughter Ines starts school in September")
        memory.remember("Ines loves the international school")
        hit = memory.recall("which school does my kid go to?", explain=True).results[0]
        assert hit.explain is not None
        assert hit.explain["lexical"]["relations"] == {"child": ["Ines"]}
        # control: a narrower word does not take in the wider, nor another narrow one
        hit = memory.recall("which school does my son go to?", explain=True).results[0]
        assert hit.explain is not None and hit.explain["lexical"]["relations"] == {}


def test_the_doctor_is_the_gp_too(tmp_path: Path) -> None:
    """A GP is the family doctor: "Who is my doctor?" finds the GP, named or not."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        gp = "User's GP is Dr. Anwen Pryce at Millbank Surgery."
        memory.remember(gp)
        memory.remember("My vet is Dr. Amadi.")  # control: another relation with a title
        hits = memory.recall("Who is the user's doctor?", explain=True).results
        assert hits[0].memory.text == gp  # the vet after it, by the title's word ("dr") alone
        assert hits[0].explain["lexical"]["widened"] == {"doctor": ["gp"]}
        assert _texts(memory, "who is my vet")[0] == "My vet is Dr. Amadi."


FAMILY = [
    "My husband Daniel is a carpenter",
    "We have two kids, Maya and Leo",
    "my mom lives in Porto",
]


def test_a_wider_relation_is_searched_for_by_the_narrower_words_held(tmp_path: Path) -> None:
    """A wider relation ("my family") shares no word with "my husband", "two kids", "my mom": it
    is searched for by the relationship words the person's memories use, each relation once,
    as they say it."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        for text in [*FAMILY, "I love green tea", "My boss is called Rita"]:
            memory.remember(text)
        family = memory.recall("Tell me about my family", explain=True)
        assert {h.memory.text for h in family.results} == set(FAMILY)  # not the tea, the boss
        assert family.results[0].explain is not None
        assert family.results[0].explain["lexical"]["widened"] == {
            "family": ["husband", "kid", "mom"]
        }
        pets = memory.recall("what about my pets?", explain=True)
        assert pets.results == ()  # control: no memory holds a pet word
        memory.remember("Our dog Biscuit is a golden retriever")
        pets = memory.recall("what about my pets?", explain=True)
        assert [h.memory.text for h in pets.results] == ["Our dog Biscuit is a golden retriever"]
        assert pets.results[0].explain is not None
        assert pets.results[0].explain["lexical"]["relations"] == {"pet": ["Biscuit"]}


def test_a_wider_relation_is_widened_only_by_what_the_caller_may_see(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as owner:
        owner.remember("My husband Daniel is a carpenter", scope="private")
        owner.remember("my mom lives in Porto", scope="home")
        _, token = owner.principal_add(
            "helper", labels=["personal"], capabilities=["read"], scopes=["home"]
        )
        agent = owner.for_token(token).recall("Tell me about my family", explain=True)
        assert [h.memory.text for h in agent.results] == ["my mom lives in Porto"]
        assert agent.results[0].explain is not None
        assert agent.results[0].explain["lexical"]["widened"] == {"family": ["mom"]}
        mine = owner.recall("Tell me about my family", explain=True)  # control: the owner's
        assert mine.results[0].explain is not None
        assert mine.results[0].explain["lexical"]["widened"] == {"family": ["husband", "mom"]}


def test_a_mistyped_relationship_word_is_read_as_recall_reads_typos(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        _family(memory)
        mistyped = memory.recall("What does my brohter do?", explain=True)
        assert BAKERY in [h.memory.text for h in mistyped.results]
        assert mistyped.results[0].explain is not None
        assert mistyped.results[0].explain["lexical"]["relations"] == {"brother": ["Tom"]}
        # control: a word some memory holds is what it says, however near a relation word
        memory.remember("The sitter comes on Fridays")
        sitter = memory.recall("when does my sitter come?", explain=True).results
        assert [h.memory.text for h in sitter] == ["The sitter comes on Fridays"]
        assert sitter[0].explain is not None and sitter[0].explain["lexical"]["relations"] == {}


def test_a_mistyped_relationship_word_whose_stem_is_no_word(tmp_path: Path) -> None:
    # "granddaughter" is indexed as "granddaught": the typo's nearest index term is the stem.
    school = "User's granddaughter Maisie started Reception at St Anne's C of E Primary."
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember(school)
        memory.remember("Helen drops Maisie at the user's bungalow after school every Wednesday.")
        memory.remember("Callum moved up to The Ecclesbourne School in September.")
        mistyped = memory.recall("whats the name of my grandaughter's school", explain=True)
        first = mistyped.results[0]
        assert first.memory.text == school
        assert first.explain is not None
        assert first.explain["lexical"]["relations"] == {"granddaughter": ["Maisie"]}
        # … and a statement about her is not lowered as about someone else than the asker.
        assert "speaker" not in first.explain["bonuses"]
        # The twin: spelled right, the same first answer.
        spelled = memory.recall("whats the name of my granddaughter's school").results
        assert spelled[0].memory.text == school


def test_a_name_the_caller_cannot_see_resolves_nothing(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as owner:
        owner.remember("My brother is called Tom", scope="private")
        owner.remember(BAKERY, scope="home")
        _, token = owner.principal_add(
            "helper", labels=["personal"], capabilities=["read"], scopes=["home"]
        )
        agent = owner.for_token(token)
        assert BAKERY not in _texts(agent, QUESTION)
        assert _texts(agent, "Tom bakery") == [BAKERY]  # the agent may see the bakery
        assert BAKERY in _texts(owner, QUESTION)  # control: the owner sees who Tom is


def test_a_name_behind_an_access_list_resolves_only_for_its_holders(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as owner:
        owner.remember("My brother is called Tom", acl=["family"])
        owner.remember(BAKERY, acl=["personal"])
        _, stranger = owner.principal_add("stranger", labels=["personal"], capabilities=["read"])
        _, cousin = owner.principal_add(
            "cousin", labels=["personal", "family"], capabilities=["read"]
        )
        assert BAKERY not in _texts(owner.for_token(stranger), QUESTION)
        assert BAKERY in _texts(owner.for_token(cousin), QUESTION)


def test_a_forgotten_name_resolves_nothing(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        naming = memory.remember("My brother is called Tom").memory
        memory.remember(BAKERY)
        assert BAKERY in _texts(memory, QUESTION)  # control: before forgetting
        memory.forget(naming.id)
        assert BAKERY not in _texts(memory, QUESTION)


def test_a_name_waiting_for_review_resolves_nothing(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("My boss is called Rita")
        clash = memory.remember("My boss is called Paula")  # one boss: a conflict, held
        assert clash.decision == "held" and clash.memory is not None

        def relations() -> dict[str, list[str]]:
            hit = memory.recall("what does my boss want?", explain=True).results[0]
            return hit.explain["lexical"]["relations"]  # type: ignore[index]

        assert relations() == {"boss": ["Rita"]}
        memory.confirm(clash.memory.id)  # control: the person says Paula
        assert relations() == {"boss": ["Paula"]}


def test_as_of_a_date_a_relation_is_who_it_was_then(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("My boss is called Rita", valid_from="2022-01-01")
        later = memory.remember("My boss is called Paula", valid_from="2024-03-01")
        assert later.decision == "updated"
        memory.remember("Rita signed off the budget")
        memory.remember("Paula signed off the hiring plan")

        def relations(**kwargs: object) -> dict[str, list[str]]:
            hits = memory.recall("Who signed off for my boss?", explain=True, **kwargs).results
            return hits[0].explain["lexical"]["relations"]  # type: ignore[index]

        assert relations() == {"boss": ["Paula"]}
        assert relations(as_of="2023-06-01") == {"boss": ["Rita"]}
        rita, paula = "Rita signed off the budget", "Paula signed off the hiring plan"
        then = _texts(memory, "What did my boss sign off?", as_of="2023-06-01")
        now = _texts(memory, "What did my boss sign off?")
        assert then.index(rita) < then.index(paula)
        assert now.index(paula) < now.index(rita)


def test_a_relation_with_many_names_means_no_one_in_particular(tmp_path: Path) -> None:
    names = ["Bo", "Lia", "Rui", "Ines"]
    assert len(names) > MAX_NAMES
    with Memory.open(tmp_path / "many.db", settings=WORDS_ONLY) as memory:
        for name in names:
            memory.remember(f"My friend {name} plays the cello")
        hit = memory.recall("what does my friend play?", explain=True).results[0]
        assert hit.explain is not None and hit.explain["lexical"]["relations"] == {}
    with Memory.open(tmp_path / "few.db", settings=WORDS_ONLY) as memory:  # control
        for name in names[:2]:
            memory.remember(f"My friend {name} plays the cello")
        hit = memory.recall("what does my friend play?", explain=True).results[0]
        assert hit.explain is not None
        assert hit.explain["lexical"]["relations"] == {"friend": ["Bo", "Lia"]}


def test_a_name_said_in_two_cases_is_one_person(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("My brother is called Tom")
        memory.remember("my brother's name is tom", scope="phone")
        hit = memory.recall(QUESTION, explain=True).results[0]
        assert hit.explain is not None
        assert hit.explain["lexical"]["relations"] == {"brother": ["Tom"]}


def test_a_name_the_question_already_holds_is_not_added(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        _family(memory)
        hit = memory.recall("What does my brother Tom do?", explain=True).results[0]
        assert hit.explain is not None and hit.explain["lexical"]["relations"] == {}
        assert BAKERY in _texts(memory, "What does my brother Tom do?")


def test_recall_with_a_relation_is_deterministic(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        _family(memory)
        first = [(h.memory.id, h.score) for h in memory.recall(QUESTION).results]
        for _ in range(3):
            assert [(h.memory.id, h.score) for h in memory.recall(QUESTION).results] == first


@needs_minilm
def test_with_meaning_the_sisters_job_is_found(tmp_path: Path) -> None:
    job = "Ana started a new job at the city hospital in May"
    others = [
        "Ana and I went hiking in the Alps last summer",
        "I work as a teacher at the primary school",
        "My neighbour Carla is a nurse",
        "Work has been stressful this month",
        BAKERY,
    ]

    def top(naming: bool) -> list[str]:
        with Memory.open(tmp_path / f"{naming}.db", settings=Settings(embed_worker=False)) as m:
            if naming:
                m.remember("My sister's name is Ana")
            for text in [job, *others]:
                m.remember(text)
            m.embed_pending()
            return _texts(m, "Where does my sister work?", limit=2)

    assert job in top(naming=True)
    assert job not in top(naming=False)  # control: unnamed, "my sister" means no one
