"""A question asking for one of the person's slots is answered by the memories filling it
(memwarden.read.slots, Store.slotted, fusion's slot signal).

Real SQLite files, words only (``embedder="none"``), so that only words and slots decide; each
memory that must stay out has a twin that comes in.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.entities.relations import asked
from memwarden.model import Decision
from memwarden.read.fusion import Fusion
from memwarden.read.person import first_person
from memwarden.read.slots import asked_polarity, asked_slots
from memwarden.settings import Settings
from memwarden.store.base import Gate

WORDS_ONLY = Settings(embedder="none", embed_worker=False)
JOB = ("user\x1fjob_title", "user\x1fworks_at")
DIET = (
    "user\x1fdiet",
    *(f"user\x1fidentity\x1f{w}" for w in "celiac coeliac gluten-free lactose-intolerant "
      "diabetic teetotal sober".split()),
    "user\x1fallergic_to",
)  # fmt: skip


@pytest.mark.parametrize(
    ("query", "slots"),
    [
        ("What does the user do for work?", JOB),
        ("what do I do for a living", JOB),
        ("Where does the user work?", JOB),
        ("user's job", JOB),
        ("What's my occupation?", JOB),
        ("What's my business called?", ("user\x1fworks_at",)),  # its name, not "a farrier"
        ("what's the name of my company", ("user\x1fworks_at",)),
        ("When did I start my own business?", JOB),
        # whom one works for, not as what ("Got the Team Leader job!!" is no employer)
        ("Who does the user work for?", ("user\x1fworks_at",)),
        ("user employer", ("user\x1fworks_at",)),
        ("Where does the user live?", ("user\x1flives_in", "user\x1fmy:address")),
        ("Where is the user originally from?", ("user\x1ffrom", "user\x1fborn_in")),
        ("How old is the user?", ("user\x1fage", "user\x1fbirthday")),
        ("when's my bday", ("user\x1fbirthday",)),
        ("Is the user ok to eat a bacon sandwich?", DIET),
        ("can I eat prawns", DIET),
        ("What should I call the user?", ("user\x1fname",)),
        ("user allergies", ("user\x1fallergic_to",)),
        ("Do I have any kids?", ("user\x1fchildren_count", "user\x1fchild")),
        ("Does the user have pets?", ("user\x1fpet",)),
        ("What's my dog called?", ("user\x1fpet",)),
        ("our cats' names", ("user\x1fpet",)),
        ("whats my dogs name", ("user\x1fpet",)),  # typed without the apostrophe
        ("Does the user own a car?", ("user\x1fcar",)),
        ("Do I have a car park near work?", ()),
        ("Who is the user's GP now?", ("user\x1fmy:gp",)),
        ("who is my family doctor", ("user\x1fmy:gp",)),
        ("who was my doctor before", ("user\x1fmy:gp",)),
        # controls: someone else's, another thing of the job's, no slot asked for
        ("What does my sister do for work?", ()),
        ("When is my job interview?", ()),
        ("How old is the user's daughter?", ()),
        ("What did I do at the weekend?", ()),
        ("user's hobbies", ()),
        ("I have a question about work", ()),
        ("What does my dog eat?", ()),
        ("When is my doctor's appointment?", ()),
        ("What did my doctor say about the rash?", ()),
        ("can I have a look at the menu", ()),
        ("When is my business trip to Leeds?", ()),
        ("Is the user ok to drive to Leeds?", ()),
    ],
)
def test_the_slots_a_question_asks_for(query: str, slots: tuple[str, ...]) -> None:
    assert asked_slots(first_person(query)) == slots


def test_a_partner_or_a_diet_asks_for_the_identities_too() -> None:
    married = asked_slots(first_person("Is the user married?"))
    assert married[0] == "user\x1fpartner" and "user\x1fidentity\x1fsingle" in married
    diet = asked_slots("user dietary restrictions")
    assert "user\x1fdiet" in diet and "user\x1fallergic_to" in diet
    assert "user\x1fidentity\x1fceliac" in diet
    assert "user\x1fidentity\x1fmarried" not in diet  # control: not every identity
    assert asked("Am I married?") == ["partner"] == asked("are we still engaged")
    assert asked("Is Ana married?") == []  # control: someone else


def _texts(memory: Memory, query: str, **kwargs: object) -> list[str]:
    return [h.memory.text for h in memory.recall(query, **kwargs).results]  # type: ignore[arg-type]


def test_a_new_family_doctor_is_a_change_and_the_old_one_answers_for_before(
    tmp_path: Path,
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        old = memory.remember("My GP is Dr. Hanlon at Salthill Medical Centre.")
        new = memory.remember("I registered with Dr. Sinéad Farrell at Moycullen Family Practice.")
        assert new.decision is Decision.UPDATED and new.target == old.memory.id
        memory.remember("My dentist is Dr. Qureshi on Eyre Square.")  # another doctor
        now = memory.recall("Who is my GP?", explain=True).results
        assert now[0].memory.id == new.memory.id and "slot" in now[0].explain["signals"]
        before = memory.recall("who was my gp before", explain=True).results
        assert before[0].memory.id == old.memory.id


ANALYST = "User is a data analyst at Rideau Health."
CLIMBING = "I go climbing after work on Tuesdays."


def test_the_job_answers_what_the_person_does_for_work(tmp_path: Path) -> None:
    """The job shares no word with the question; a memory sharing "work" came first."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember(ANALYST)
        memory.remember(CLIMBING)
        memory.remember("My sister is a nurse at the city hospital.")
        hits = memory.recall("What does the user do for work?", explain=True).results
        assert [h.memory.text for h in hits] == [ANALYST, CLIMBING]
        assert hits[0].explain["signals"]["slot"] == Fusion().slot_weight
        assert "slot" not in hits[1].explain["signals"]  # control: found by its words only
        # control: someone else's work asks for no slot of the person's
        assert ANALYST not in _texts(memory, "What does my sister do for work?")


def test_the_age_is_answered_by_a_birthday_told_with_its_year(tmp_path: Path) -> None:
    """ "She was born on 9 July 1992", the second sentence of a note about the person, answers
    "How old is the user?"; a birthday with no year does not (its day gives no age)."""
    born = (
        "The user's full name is Ines Duarte. She was born on 9 July 1992 in Porto, Portugal, "
        "and moved to England with her family aged 7."
    )
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("callum drives an old Land Rover Defender, it's older than Rafa")
        memory.remember(born)
        hits = memory.recall("How old is the user?", explain=True).results
        assert hits[0].memory.text == born
        assert hits[0].explain["signals"]["slot"] == Fusion().slot_weight
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as memory:
        memory.remember("callum drives an old Land Rover Defender, it's older than Rafa")
        bday = memory.remember("my bday is 27 october btw").memory.id
        assert bday not in [h.memory.id for h in memory.recall("How old is the user?").results]
        assert memory.recall("when's my bday").results[0].memory.id == bday  # its own question


def test_a_slot_answers_only_through_the_gate(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as owner:
        owner.remember("I work as a nurse at Santa Maria.", scope="work")
        owner.remember("I work at the bakery on Saturdays.", scope="home", acl=["private"])
        _, token = owner.principal_add(
            "agent", labels=["personal"], capabilities=["read"], scopes=["home", "work"]
        )
        agent = owner.for_token(token)
        assert _texts(agent, "What's my job?") == ["I work as a nurse at Santa Maria."]
        # control: the owner, who holds every label, gets the other too
        assert set(_texts(owner, "What's my job?")) == {
            "I work as a nurse at Santa Maria.",
            "I work at the bakery on Saturdays.",
        }
        assert _texts(agent, "What's my job?", scopes=["home"]) == []


def test_a_slot_answers_for_its_time(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("I'm a teacher.", at="2024-01-10T09:00:00Z")
        changed = memory.remember("I'm a data analyst now.", at="2025-03-01T09:00:00Z")
        assert changed.decision.value == "updated"
        assert _texts(memory, "What is my occupation?") == ["I'm a data analyst now."]
        # as of the year before, the teacher (superseded since) is what was true
        before = _texts(memory, "What is my occupation?", as_of="2024-06-01T00:00:00Z")
        assert before == ["I'm a teacher."]


def test_a_slot_asked_for_brings_only_its_own(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("I'm vegan.")
        memory.remember("I'm married.")
        memory.remember("I'm allergic to cats.")
        assert set(_texts(memory, "What are my dietary restrictions?")) == {
            "I'm vegan.",
            "I'm allergic to cats.",
        }
        assert _texts(memory, "Am I married?") == ["I'm married."]


def test_a_note_that_goes_on_after_a_colon_or_a_dash_answers_its_slot(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        lactose = "User is lactose intolerant: butter is fine but milk leaves her bloated."
        penicillin = "User is allergic to penicillin — she came out in hives at 16."
        for text in (lactose, penicillin, "User's partner Callum has a severe peanut allergy."):
            memory.remember(text)
        # the partner's allergy (the control) is his, not a restriction of the user's diet
        assert set(_texts(memory, "user's dietary restrictions")) == {lactose, penicillin}


def test_the_partner_is_named_when_asked_whether_married(tmp_path: Path) -> None:
    """No slot holds "my wife Joanna teaches chemistry"; the relation names her."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        wife = "my wife Joanna teaches chemistry across town"
        memory.remember(wife)
        memory.remember("Joanna and I are going to Japan in April")
        memory.remember("My best friend Tamsin is getting married in June")
        found = _texts(memory, "Is the user married?")
        assert wife in found and "Joanna and I are going to Japan in April" in found
        # control: the friend's wedding is found by its word, as before
        assert "My best friend Tamsin is getting married in June" in found


def test_whether_single_asks_about_the_ex_too(tmp_path: Path) -> None:
    assert asked("Am I single?") == ["partner", "ex"]
    assert asked(first_person("Is the user divorced?")) == ["partner", "ex"]
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        split = "me and my ex-husband Gareth split up in 2019, been on my own since"
        memory.remember(split)
        memory.remember("Gareth still owes me for the van")
        memory.remember("I love green tea")
        assert set(_texts(memory, "Is the user single?")) == {
            split,
            "Gareth still owes me for the van",
        }
        # control: whether married asks for the partner only: no ex is named
        assert _texts(memory, "Is the user married?") == []


def test_an_agent_note_in_the_third_person_fills_its_slot(tmp_path: Path) -> None:
    """An agent's "User is allergic to …" is read as "I am allergic to …" (write/slots.py), so
    the note answers "the user's allergies", which shares no stem with it ("allergi",
    "allergic")."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        note = "User is allergic to tree nuts and carries an EpiPen."
        memory.remember(note)
        memory.remember("User is tired of nut roast recipes.")  # control: fills no slot
        assert _texts(memory, "What are the user's allergies?") == [note]
        # and a second note on the same slot is a change the review sees, not a new fact
        again = memory.remember("User is allergic to tree nuts.")
        assert again.decision.value in ("ignored", "updated")


@pytest.mark.parametrize(
    ("query", "polarity"),
    [
        ("What does the user like?", 1),
        ("what do I enjoy most", 1),
        ("things the user loves", 0),  # "loves" after "I" as read: not the form
        ("What does the user dislike?", -1),
        ("things the user doesn't like", -1),
        ("What do I hate?", -1),
        ("what do I like and what do I hate?", 0),  # both: no polarity kept
        # controls: a like with a topic of its own, no like at all
        ("What do I like to eat?", 0),
        ("Where do I live?", 0),
    ],
)
def test_the_polarity_a_question_asks_for(query: str, polarity: int) -> None:
    assert asked_polarity(first_person(query)) == polarity


def test_what_the_person_likes_or_dislikes(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        hate = "I hate horror movies."
        tea = "I love green tea."
        memory.remember(hate)
        memory.remember(tea)
        memory.remember("We watched a scary film on Friday.")  # fills no slot
        assert _texts(memory, "What does the user dislike?") == [hate]
        assert _texts(memory, "What does the user like?") == [tea]
        # control: both asked, both answer
        assert set(_texts(memory, "What do I like, and what do I hate?")) == {hate, tea}


def test_a_pet_named_by_its_breed_is_a_pet(tmp_path: Path) -> None:
    """MiniLM put "Do I have any pets?" at 0.296 from the border collie, under its floor."""
    assert asked("what does my labrador eat") == ["dog"]
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        collie = "User has a border collie named Pepper, 5 years old."
        memory.remember(collie)
        memory.remember("I crossed the border into Spain on foot.")  # control: no pet
        assert _texts(memory, "Does the user have any pets?") == [collie]
        assert _texts(memory, "What's my dog called?") == [collie]


def test_of_a_slot_holding_many_the_newest_are_brought(tmp_path: Path) -> None:
    """A person who told of 60 likes: the slot's candidates are the newest 50, not the oldest."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        liked = []
        for n in range(60):
            result = memory.remember(f"I love the number {n} band")
            assert result.memory is not None and result.decision.value == "created"
            liked.append(result.memory.id)
        store = memory._store
        gate = Gate(scopes=None, labels=None, as_of=datetime.now(UTC))  # the owner's
        found = store.slotted(gate, ["user\x1flikes"], 50)
        assert len(found) == 50
        assert liked[-1] in found and liked[0] not in found  # the newest in, the oldest out
