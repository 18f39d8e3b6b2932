"""The person named by their name in an agent's notes (memwarden.write.names): read as "the
user" at the door and in a question, in the scope the name was said in.

Real SQLite files, words only (``embedder="none"``); each negative has its twin: a note about
someone else, a store that never learned the name, a name said in another scope.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Decision, HoldReason, Status
from memwarden.settings import Settings
from memwarden.write.names import names_of
from memwarden.write.slots import KEY_SEP, as_the_user, parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)
AOIFE = ("aoife brennan", "aoife")
BIRTHDAY = KEY_SEP.join(("user", "birthday"))


@pytest.mark.parametrize(
    ("values", "names"),
    [
        (["aoife brennan"], ("aoife brennan", "aoife")),
        (["Tomás"], ("tomás",)),
        (["jean-luc o'neill"], ("jean-luc o'neill", "jean-luc")),
        (["not eva"], ()),  # "not": no name
        (["a nurse"], ()),  # a stopword: no name
        (["sam 2"], ()),  # a number: no name
        (["anna maria de la cruz lópez"], ()),  # longer than four words
        (["x"], ()),  # a single letter
    ],
)
def test_the_names_of_a_name_slot(values: list[str], names: tuple[str, ...]) -> None:
    assert names_of(values) == names


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Aoife's commute is 45 minutes.", "the user's commute is 45 minutes."),
        ("Aoife Brennan moved to Moycullen.", "the user moved to Moycullen."),
        ("aoife hates coriander", "the user hates coriander"),
        ("Niamh (Aoife's sister) lives in Leeds.", "Niamh (the user's sister) lives in Leeds."),
        ("Aoifeen moved to Leeds.", None),  # another name
        ("Aoife-Marie moved to Leeds.", None),
        ("Niamh moved to Leeds.", None),
    ],
)
def test_the_persons_name_is_read_as_the_user(text: str, read: str | None) -> None:
    assert as_the_user(text, AOIFE) == read


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("User is Marisol Ortega, 43 (birthday March 9).", "marisol ortega"),
        ("The user is Kwame Mensah, 34, an engineer in Delft.", "kwame mensah"),
        ("The user is Joy dela Cruz.", "joy dela cruz"),
        ("hi, I'm Aoife!", "aoife"),
        ("I'm Aoife", "aoife"),
        ("User is Marisol — a court interpreter.", "marisol"),
    ],
)
def test_an_introduction_by_name_fills_the_name(text: str, name: str) -> None:
    slot = parse_slot(text)
    assert slot is not None and (slot.predicate, slot.object) == ("name", name)


@pytest.mark.parametrize(
    ("text", "control"),
    [
        ("User is Irish.", "User is Aoife."),  # who they are, not their name
        ("I'm Spanish, from Sevilla.", "I'm Lucía, from Sevilla."),
        ("I'm Fine.", "I'm Finn."),
        ("user is marisol ortega", "User is Marisol Ortega"),  # no capitals, no name
        ("I'm Aoife and I live in Galway", "I'm Aoife, and I live in Galway"),
    ],
)
def test_no_introduction(text: str, control: str) -> None:
    slot = parse_slot(text)
    assert slot is None or slot.predicate != "name"
    named = parse_slot(control)
    assert named is not None and named.predicate == "name"


@pytest.mark.parametrize(
    ("statement", "note", "theirs"),
    [
        ("User's name is Jasmine Nguyen but everyone calls her Jas.", "Jas's birthday is 3 March.",
         True),
        ("The user's name is Agnieszka Wróbel — she goes by Aga.", "Aga's birthday is 3 March.",
         True),
        # The control: a lower-case word after "calls her" is no name.
        ("User's name is Ana; her sister calls her often.", "Often's birthday is 3 March.",
         False),
        ("User's name is Ana; her sister calls her often.", "Ana's birthday is 3 March.", True),
    ],
)  # fmt: skip
def test_a_name_the_person_goes_by_is_theirs_too(
    db_path: Path, statement: str, note: str, theirs: bool
) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember(statement)
        written = m.remember(note)
        assert (m.get(written.memory.id).slot_key == BIRTHDAY) is theirs


@pytest.mark.parametrize(
    ("text", "names", "read"),
    [
        ("Hope moved to Rome.", ("hope",), "the user moved to Rome."),
        ("I hope to move to Rome.", ("hope",), None),  # a word, not written as a name
        ("i hope u r ok", ("hope",), None),  # lower case: an English word is that word
        ("when is aoife's birthday", AOIFE, "when is the user's birthday"),  # no word: a name
        ("June moved to Leeds in June.", ("june",), "the user moved to Leeds in June."),
        ("Moving in June.", ("june",), None),  # the month, whoever is called so
        ("Born June 3, 1990.", ("june",), None),
    ],
)
def test_a_name_is_read_where_it_is_written_as_one(
    text: str, names: tuple[str, ...], read: str | None
) -> None:
    assert as_the_user(text, names) == read


def test_a_note_naming_the_person_fills_their_slot_once_the_name_is_known() -> None:
    note = "Aoife's birthday is 3 March; she was born in 1991."
    slot = parse_slot(note, names=AOIFE)
    assert slot is not None and (slot.subject, slot.predicate, slot.object) == (
        "user", "birthday", "03-03",
    )  # fmt: skip
    assert parse_slot(note) is None  # the control: the name not known, no slot of theirs
    # The statement of the name is read as it is, not as "the user's name is the user".
    name = parse_slot("User's name is Aoife Brennan. It's Aoife, not Eva.", names=AOIFE)
    assert name is not None and (name.predicate, name.object) == ("name", "aoife brennan")


def test_a_named_note_is_a_change_of_what_the_person_said(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("My name is Aoife Brennan.")
        galway = m.remember("I live in Galway.")
        moved = m.remember("Aoife moved to Moycullen last month.")
        assert moved.decision is Decision.UPDATED
        assert moved.target == galway.memory.id
        assert m.get(galway.memory.id).status is Status.SUPERSEDED
        # The twin: a note about someone else is new, and changes nothing of hers.
        other = m.remember("Niamh moved to Leeds last month.")
        assert other.decision is Decision.CREATED
        assert m.get(moved.memory.id).status is Status.ACTIVE


def test_a_named_note_with_another_value_waits_for_the_person(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("My name is Aoife.")
        first = m.remember("My birthday is 3 March.")
        other = m.remember("Aoife's birthday is 4 March.")
        assert other.decision is Decision.HELD
        assert other.memory.hold_reason is HoldReason.CONFLICT
        assert other.target == first.memory.id
        assert m.get(first.memory.id).status is Status.ACTIVE


def test_without_the_name_a_named_note_is_someone_elses(db_path: Path) -> None:
    # The control of the two above: the name never said, "Aoife" is someone else.
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("My birthday is 3 March.")
        galway = m.remember("I live in Galway.")
        assert m.remember("Aoife's birthday is 4 March.").decision is Decision.CREATED
        assert m.remember("Aoife moved to Moycullen last month.").decision is Decision.CREATED
        assert m.get(galway.memory.id).status is Status.ACTIVE


def _rekeys(m: Memory) -> list[dict]:
    return [e.payload or {} for e in m.audit_log(limit=None) if e.action == "slots.rekey"]


def test_the_keys_are_made_again_when_the_name_is_learned_and_when_it_is_forgotten(
    db_path: Path,
) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        note = m.remember("Aoife's birthday is 3 March.")
        plain = m.remember("My sister is Niamh.")  # no name in it: its key never changes
        plain_key = m.get(plain.memory.id).slot_key
        assert plain_key is not None
        assert m.get(note.memory.id).slot_key is None  # not known to be hers yet
        assert not _rekeys(m)
        name = m.remember("My name is Aoife Brennan.")
        assert m.get(note.memory.id).slot_key == BIRTHDAY  # made again with the name
        assert m.get(plain.memory.id).slot_key == plain_key
        (event,) = _rekeys(m)
        assert event["memories"] == 1 and event["names"] == ["aoife brennan", "aoife"]
        # Found through its slot now: a different birthday waits for the person.
        assert m.remember("My birthday is 4 March.").decision is Decision.HELD
        m.forget(name.memory.id)
        m.remember("I like tea.")  # the next write finds the name gone
        assert m.get(note.memory.id).slot_key is None
        assert len(_rekeys(m)) == 2 and _rekeys(m)[-1]["names"] == []
        assert m.audit_verify().ok


def test_a_name_renames_only_its_own_scope(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("My name is Aoife.", scope="work")
        elsewhere = m.remember("Aoife's birthday is 3 March.", scope="home")
        same = m.remember("Aoife's birthday is 3 March.", scope="work")
        assert m.get(elsewhere.memory.id).slot_key is None
        assert m.get(same.memory.id).slot_key == BIRTHDAY  # the twin, in the name's scope


def test_an_older_parsers_keys_are_made_again_with_the_names(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("My name is Aoife.")
        note = m.remember("Aoife's birthday is 3 March.")
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE memories SET slot_key = NULL")
        conn.execute("DELETE FROM meta WHERE key = 'slot_parser'")
    conn.close()
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("I like tea.")
        assert m.get(note.memory.id).slot_key == BIRTHDAY


def test_a_question_naming_the_person_asks_about_them(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("My name is Aoife Brennan.")
        job = m.remember("Aoife works at the Marine Institute as a research officer.")
        m.remember("Niamh works at the hospital in Leeds as a midwife.")
        m.remember("Aoife's favourite band is Kíla.")
        hits = m.recall("Where does Aoife work?", explain=True).results
        assert hits[0].memory.id == job.memory.id
        assert hits[0].explain is not None
        assert hits[0].explain["read_as"] == "Where do I work?"
        # Her slot brings it: "What is my job?" asks for work, and finds hers alone.
        first = m.recall("what is aoife's job?", explain=True).results[0]
        assert first.memory.id == job.memory.id
        assert first.explain is not None and "slot" in first.explain["signals"]


def test_a_question_naming_someone_unknown_is_read_as_typed(db_path: Path) -> None:
    # The control: no name known, "Aoife" is read as typed.
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("Aoife works at the Marine Institute as a research officer.")
        hits = m.recall("Where does Aoife work?", explain=True).results
        assert hits and hits[0].explain is not None
        assert hits[0].explain["read_as"] == "Where does Aoife work?"


def test_a_name_the_caller_cannot_see_renames_nothing_for_them(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        m.remember("My name is Aoife.", scope="private")
        m.remember("Aoife works at the Marine Institute.", scope="shared")
        _, token = m.principal_add("helper", labels=["personal"], scopes=["shared"])
        agent = m.for_token(token)
        seen = agent.recall("Where does Aoife work?", explain=True).results
        assert seen and seen[0].explain is not None
        assert seen[0].explain["read_as"] == "Where does Aoife work?"
        # The twin: the owner sees the name, and reads the question as about the person.
        own = m.recall("Where does Aoife work?", explain=True).results
        assert own and own[0].explain is not None
        assert own[0].explain["read_as"] == "Where do I work?"


def test_a_name_learned_inside_an_import_reads_the_rest_of_it(
    db_path: Path, tmp_path: Path
) -> None:
    texts = [
        "Aoife's birthday is 3 March.",  # before the name: someone else's for now
        "My name is Aoife.",
        "Aoife's birthday is 4 March.",  # after it: against hers, held for the person
        "Niamh's birthday is 5 March.",  # the twin: someone else's
    ]
    source = tmp_path / "export.json"
    source.write_text(
        json.dumps(
            {"format": "memwarden-export", "version": 1, "memories": [{"text": t} for t in texts]}
        ),
        encoding="utf-8",
    )
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        report = m.import_(source)
        first, _, other, twin = report["ids"]
        assert m.get(first).slot_key == BIRTHDAY  # made again when the name came
        assert m.get(other).status is Status.PENDING
        assert m.get(other).hold_reason is HoldReason.CONFLICT
        assert m.get(twin).status is Status.ACTIVE
        assert m.get(twin).slot_key is None


def test_the_doctor_checks_the_keys_against_the_names_believed_now(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        name = m.remember("My name is Aoife.")
        note = m.remember("Aoife's birthday is 3 March.")
        sister = m.remember("My sister is Niamh.")  # the twin: no name in it
        sister_key = m.get(sister.memory.id).slot_key
        healthy = m.doctor()
        assert healthy["ok"] and healthy["slots"]["stale"] == 0
        m.forget(name.memory.id)  # no write since: the note's key still reads her name
        sick = m.doctor()
        assert not sick["ok"] and sick["slots"]["stale"] == 1
        assert any(p.startswith("slots: 1 memories") for p in sick["problems"])
        mended = m.doctor(repair=True)
        assert mended["ok"] and mended["slots"]["stale"] == 0
        assert "made the slot keys of 1 memories again from their text" in mended["repaired"]
        assert m.get(note.memory.id).slot_key is None
        assert m.get(sister.memory.id).slot_key == sister_key
        assert m.audit_verify().ok


def test_the_doctor_shows_two_values_a_name_moved_into_one_slot(db_path: Path) -> None:
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        note = m.remember("Aoife's birthday is 4 March.")  # someone else's, for now
        own = m.remember("My birthday is 3 March.")
        m.remember("I used to live in Leeds.")  # the twins: what held before beside what holds
        m.remember("I live in Porto.")
        assert m.doctor()["slots"]["contested"] == []
        m.remember("My name is Aoife.")  # the note is hers now, beside her own birthday
        report = m.doctor()
        assert report["ok"]  # not a fault of the database: the person decides
        assert report["slots"]["contested"] == [
            {"scope": "default", "slot": "user birthday",
             "memories": [own.memory.id, note.memory.id]},
        ]  # fmt: skip
        m.forget(note.memory.id)
        assert m.doctor()["slots"]["contested"] == []
