"""An agent asking about the person it serves without naming her (the thirty-first blind
suite): "where does she live now?", "how old is she", "list her medications", "what's her 10k
personal best?". With no one named, no "I" and no relation before them, "she", "he", "her" and
"his" are the person's, as "the user" is; after a relation they are that relative's. "list …"
asks what they are ("the wine list" is none of them), and a "PB" is a personal best.

Real SQLite files, words only (``embedder="none"``) where recall is run; each negative has its
twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.read.person import pronouns_as_person
from memwarden.read.shorthand import spelled_out
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


@pytest.mark.parametrize(
    ("query", "read"),
    [
        ("where does she live now?", "where do I live now?"),
        ("how old is she", "how old am I"),
        ("Is she married?", "am I married?"),
        ("she's allergic to what?", "I'm allergic to what?"),
        ("does he have any pets", "do I have any pets"),
        ("list her medications", "list my medications"),
        ("her 10k pb", "my 10k pb"),
        ("what does she do for her mum", "what do I do for my mum"),
        # after a relation, the relative: the ex, not the person
        ("what's her ex's name and what does he do", "what's my ex's name and what does he do"),
        # the twins: left as asked when someone is named, an "I" is said, a relation comes
        # first, or who someone is is asked
        ("what does Tariq do and where is he based", "what does Tariq do and where is he based"),
        ("what did i tell her", "what did i tell her"),
        (
            "when is mum's birthday and what does she want",
            "when is mum's birthday and what does she want",
        ),
        ("who is she?", "who is she?"),
    ],
)
def test_she_unnamed_is_the_person(query: str, read: str) -> None:
    assert pronouns_as_person(query, names_someone="Tariq" in query) == read


@pytest.mark.parametrize(
    ("query", "read"),
    [
        ("list her medications", "what are her medications"),
        ("can you list all of my allergies", "what are my allergies (allergic)"),
        ("what's her 10k personal best?", "what's her 10k personal best? (pb)"),
        ("my pb at parkrun", "my pb (personal best) at parkrun"),
        # the twins: "list" inside a question, "listen"
        ("is the wine list any good", "is the wine list any good"),
        ("listen to this", "listen to this"),
    ],
)
def test_a_list_asked_for_and_a_pb(query: str, read: str) -> None:
    assert spelled_out(query) == read


@pytest.fixture
def aaliyah(tmp_path: Path) -> tuple[Memory, dict[str, str]]:
    m = Memory.open(tmp_path / "m.db", settings=WORDS_ONLY)
    ids = {}
    for key, text in {
        "home": "WE'RE IN!!! moved into the new house in Roundhay on 22 may, our own mortgage",
        "sister": "User's older sister Funmi lives in Lekki, Lagos, with her husband Kunle.",
        "born": "User's full name is Aaliyah Okafor, born 14 October 1991.",
        "van": "For the restaurant, User drives a white 2027 Ford Transit van, the old one died.",
        "wine": "Declan runs front of house and the wine list at Ata Kitchen.",
        "cetirizine": "been on cetirizine tablets every day since may for the hayfever",
        "pb": "10k PB at the Roundhay 10k in may!!! 54:30, coach says sub 2:05 for the half",
        "friend": "User's best friend is Nkechi, a midwife she has known since university.",
    }.items():
        ids[key] = m.remember(text).memory.id
    yield m, ids
    m.close()


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("where does she live now?", "home"),
        ("how old is she", "born"),
        ("list her medications", "cetirizine"),
        ("what's her 10k personal best?", "pb"),
        # the twins: a relative's home; the wine list asked for by its name
        ("where does her sister live?", "sister"),
        ("who runs the wine list", "wine"),
    ],
)
def test_the_person_unnamed_is_answered(
    aaliyah: tuple[Memory, dict[str, str]], query: str, first: str
) -> None:
    m, ids = aaliyah
    hits = m.recall(query).results
    assert hits and hits[0].memory.id == ids[first]


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("my sister's kids names", "sister"),
        ("what's her ex's name", "ex"),
        # the twins: the person's own name asked
        ("what's my name", "own"),
        ("what is my full name", "own"),
    ],
)
def test_someone_elses_name_is_not_the_persons(tmp_path: Path, query: str, first: str) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        ids = {
            "own": m.remember("User's full name is Aaliyah Okafor; her married name is Okafor."),
            "sister": m.remember(
                "User's older sister Funmi lives in Lagos with her husband Kunle and their two "
                "children, Dayo (11) and Ife (7)."
            ),
            "ex": m.remember("my ex Emeka is a civil engineer at the council, we split in 2031"),
        }
        hits = m.recall(query).results
        assert hits and hits[0].memory.id == ids[first].memory.id


def test_vaccinations_asked_find_jabs_said(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        cat = m.remember("User has a ginger tom cat called Suya, adopted from the RSPCA in 2028.")
        jabs = m.remember("suya hated the move. his booster jabs are due at the vets end of july")
        hits = m.recall("when are the cat's vaccinations due?").results
        assert hits and hits[0].memory.id == jabs.memory.id
        # The twin: asked of the cat alone, the cat.
        assert m.recall("what is the cat called").results[0].memory.id == cat.memory.id


def test_the_current_arrangement_is_the_last_told_of_two_alike(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        old = m.remember(
            "After the separation, User and Emeka agreed shared custody with the children "
            "alternating weeks between them (week on, week off)."
        )
        new = m.remember(
            "new custody setup from 1 june now ive moved, kids are with me mon to thurs, with "
            "Emeka fri to sun. sooo much better than the week on week off thing"
        )
        now = m.recall("what's the current custody arrangement?").results
        assert now and now[0].memory.id == new.memory.id
        # The twin: asked of what was agreed after the separation, the first.
        then = m.recall("what custody did we agree after the separation?").results
        assert then and then[0].memory.id == old.memory.id


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("when's sam's birthday", "sam"),
        # the twins: the person's own birthday asked
        ("when's my birthday", "own"),
        ("when is the user's birthday", "own"),
    ],
)
def test_someone_elses_birthday_is_not_the_persons(tmp_path: Path, query: str, first: str) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        ids = {
            "own": m.remember("User's birthday is 21 June; she turned 29 this year."),
            "sam": m.remember(
                "sam's bday is 12 dec and i want to get her tickets to see Nils Frahm"
            ),
        }
        hits = m.recall(query).results
        assert hits and hits[0].memory.id == ids[first].memory.id
