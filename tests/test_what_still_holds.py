"""A memory that says several things, one of which changes, keeps the others believed
(memwarden.write.rest, ``Memory._keep_rest``): "I live in Paris and I have a dog named Rex. I
work at Google as an engineer." superseded by "I moved to Berlin" leaves the dog and the job
active, in the person's own words, as a memory of their own beside the change. The door finds a
memory by any of its parts and reads each part of a new statement; and what the fifteenth blind
review set showed besides: a relative by their name, the diet one switched to, and someone said
no to by their name alone.

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from cli_harness import clean_cli_environment, invoke
from memwarden import Memory
from memwarden.errors import InvalidInputError
from memwarden.model import Decision, Status
from memwarden.settings import Settings
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)
LONG = "I live in Paris and I have a dog named Rex. I work at Google as an engineer."


@pytest.fixture
def memory(tmp_path: Path) -> Memory:
    m = Memory.open(tmp_path / "m.db", settings=WORDS_ONLY)
    yield m
    m.close()


def _kept_id(reason: str) -> str | None:
    marker = "still holds, kept as memory "
    return reason.split(marker, 1)[1].split()[0].rstrip(";.") if marker in reason else None


def _active(memory: Memory) -> list[str]:
    """The texts of the active memories, as ``export`` gives them (its own test: the export's)."""
    return [m["text"] for m in json.loads(memory.export("json"))["memories"]]


def _texts(memory: Memory, query: str) -> list[str]:
    return [h.memory.text for h in memory.recall(query).results]


def test_a_move_keeps_the_dog_and_the_job(memory: Memory) -> None:
    old = memory.remember(LONG).memory
    assert old is not None
    moved = memory.remember("I moved to Berlin last month")
    assert moved.decision is Decision.UPDATED and moved.target == old.id
    kept_id = _kept_id(moved.reason)
    assert kept_id is not None
    kept = memory.get(kept_id)
    assert kept.status is Status.ACTIVE
    assert kept.text == "I have a dog named Rex. I work at Google as an engineer."
    assert "Paris" not in kept.text and "Paris" in old.text  # what changed went, with its twin
    assert kept.supersedes == old.id
    retired = memory.get(old.id)
    assert retired.status is Status.SUPERSEDED
    assert retired.superseded_by == moved.memory.id  # the change is its successor
    assert kept.text in _texts(memory, "what is my dog's name?")
    assert kept.text in _texts(memory, "where do I work?")
    assert _texts(memory, "where do I live?")[0] == "I moved to Berlin last month"


def test_the_rest_keeps_who_said_it_when_and_who_may_read_it(
    tmp_path: Path, memory: Memory
) -> None:
    old = memory.remember(
        "I live in Paris. I have a cat named Tom.", acl=["family"], valid_from="2020-01-01",
        importance=8, pinned=True, tags=["home"], at="2024-05-01T10:00:00Z",
    ).memory  # fmt: skip
    assert old is not None
    moved = memory.remember("I moved to Berlin in March 2025")
    kept = memory.get(_kept_id(moved.reason) or "")
    assert kept.acl == ("family",) and kept.scope == old.scope and kept.subject == old.subject
    assert kept.valid_from == old.valid_from and kept.valid_until is None
    assert kept.provenance == old.provenance
    assert (kept.importance, kept.pinned, kept.tags) == (8, True, ("home",))
    assert kept.source == old.source
    assert memory.get(old.id).valid_until == datetime(2025, 3, 1, tzinfo=UTC)
    # Its access list holds: an agent without the label does not find it, one with it does.
    _, blind = memory.principal_add("blind", capabilities=["read"])
    _, kin = memory.principal_add("kin", capabilities=["read"], labels=["family"])
    with Memory.open(tmp_path / "m.db", token=blind, settings=WORDS_ONLY) as agent:
        assert kept.id not in [h.memory.id for h in agent.recall("cat named Tom").results]
    with Memory.open(tmp_path / "m.db", token=kin, settings=WORDS_ONLY) as agent:
        assert kept.id in [h.memory.id for h in agent.recall("cat named Tom").results]


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # a sentence joining two statements, each filling a slot of its own
        ("I live in Paris and I work at Google", "I work at Google"),
        # what leans on the home goes with it; what does not, stays
        ("I live in Paris. I love it there. I have two kids.", "I have two kids."),
        ("I live in Paris. My sister lives there too. I have two kids.", "I have two kids."),
        (
            "I live in Paris. I'm learning the cello. I have two kids.",
            "I'm learning the cello. I have two kids.",
        ),
        # Words that say of no one what they are go with the part they follow; the twin, said
        # in the first person, holds on its own.
        (
            "I live in Leeds. 62 million people. rains every day though. I have a dog named Rex.",
            "I have a dog named Rex.",
        ),
        (
            "I live in Leeds. I sing in a choir every week. I have a dog named Rex.",
            "I sing in a choir every week. I have a dog named Rex.",
        ),
        # A greeting alone is not a memory; what follows it is.
        (
            "hola! I live in Leeds with my son Mateo. I work as a tour guide.",
            "I work as a tour guide.",
        ),
        (
            "hola amigos, I live in Leeds with my son Mateo. I work as a tour guide.",
            "I work as a tour guide.",
        ),
        # Clauses after commas, each in the first person, are statements of their own.
        (
            "ok so about me: i teach pilates four mornings a week, i live in hexham with my "
            "partner Dev, and i drive a 2012 honda jazz",
            "ok so about me: i teach pilates four mornings a week, and i drive a 2012 honda jazz",
        ),
        ("i live in leeds, i'm learning the cello", "i'm learning the cello"),
        # The twins: a clause that leans on the one before goes with it, and one that says
        # little goes with the one after.
        ("I bought a car and I love it. I live in Leeds.", "I bought a car and I love it."),
        ("Tom and I live in Leeds. I work at Google.", "I work at Google."),
        # In a note about the person, "she" is the person, kept with who she is; "there" still
        # leans on the home that changed (the twin below).
        (
            "The user lives in Walkley, Sheffield. She is allergic to penicillin.",
            "The user is allergic to penicillin.",
        ),
    ],
)
def test_what_goes_with_the_change_and_what_stays(memory: Memory, said: str, kept: str) -> None:
    memory.remember(said, at="2024-01-01")
    moved = memory.remember("I moved to York", at="2024-06-01")
    assert moved.decision is Decision.UPDATED
    assert memory.get(_kept_id(moved.reason) or "").text == kept


@pytest.mark.parametrize(
    ("said", "keeps"),
    [
        ("I live in Paris.", False),  # nothing else was said
        # "have a dog", its "I" left out, is a statement of its own (slot parser 30).
        ("I live in Paris and have a dog.", True),
        ("I live in Paris and love it.", False),  # the twin: "love it" is about the home
        ("I live in Paris and I have a dog named Rex.", True),
        ("I live in Paris. I love it here.", False),  # all of it was about the home
        ("I live in Paris and I've stayed on ever since.", False),  # said of the home too
        ("I live in Paris and I've started the cello.", True),
        ("I live in Paris. I have a dog named Rex.", True),
        ("The user lives in Paris. She has lived there since 2026.", False),
    ],
)
def test_nothing_is_kept_when_nothing_else_was_said(memory: Memory, said: str, keeps: bool) -> None:
    old = memory.remember(said).memory
    assert old is not None
    moved = memory.remember("I moved to Berlin")
    assert moved.decision is Decision.UPDATED and moved.target == old.id
    assert (_kept_id(moved.reason) is not None) is keeps
    active = _active(memory)
    assert "I moved to Berlin" in active and old.text not in active
    assert len(active) == (2 if keeps else 1)


def test_a_part_a_later_memory_already_changed_is_not_kept(
    tmp_path: Path, raw: Any, clone: Any
) -> None:
    # As a store written before the door read every part: a later memory holds the job, the
    # long memory's job part never compared with it. Kept beside it, the later one is believed.
    path = tmp_path / "m.db"
    with Memory.open(path, settings=WORDS_ONLY) as memory:
        memory.remember(
            "I live in Paris. I work at Google. I have a dog named Rex.", at="2024-01-01"
        )
        cat = memory.remember("I have a cat named Tom.", at="2024-06-01").memory
        assert cat is not None
    with raw(path) as conn:
        later = clone(conn, cat.id, text="I have a cat named Tom. I work at Meta.")
        conn.execute(
            "INSERT INTO memory_part_slots (memory_id, slot_key) VALUES (?, ?)",
            (later, "user\x1fworks_at"),
        )
        conn.execute("UPDATE memories SET status = 'retracted', text = '' WHERE id = ?", (cat.id,))
    with Memory.open(path, settings=WORDS_ONLY) as memory:
        moved = memory.remember("I moved to Berlin", at="2024-07-01")
        assert memory.get(_kept_id(moved.reason) or "").text == "I have a dog named Rex."


def test_a_part_an_earlier_memory_holds_is_still_kept(tmp_path: Path, raw: Any, clone: Any) -> None:
    # The twin: said before the long memory, the other job is no later word on it.
    path = tmp_path / "m.db"
    with Memory.open(path, settings=WORDS_ONLY) as memory:
        cat = memory.remember("I have a cat named Tom.", at="2023-01-01").memory
        assert cat is not None
        memory.remember(
            "I live in Paris. I work at Google. I have a dog named Rex.", at="2024-01-01"
        )
    with raw(path) as conn:
        earlier = clone(conn, cat.id, text="I have a cat named Tom. I work at Meta.")
        conn.execute(
            "INSERT INTO memory_part_slots (memory_id, slot_key) VALUES (?, ?)",
            (earlier, "user\x1fworks_at"),
        )
        conn.execute("UPDATE memories SET status = 'retracted', text = '' WHERE id = ?", (cat.id,))
    with Memory.open(path, settings=WORDS_ONLY) as memory:
        moved = memory.remember("I moved to Berlin", at="2024-07-01")
        kept = memory.get(_kept_id(moved.reason) or "")
        assert kept.text == "I work at Google. I have a dog named Rex."


@pytest.mark.parametrize(
    ("said", "decision", "active"),
    [
        # A part that contradicts what is believed, with no word of a change, waits for the
        # person, the whole statement with it.
        (
            "I live in Paris. I work at Meta.",
            Decision.HELD,
            ["I have a cat named Tom. I work at Google."],
        ),
        # The twin: told as a change, it supersedes, and what else the other said is kept.
        (
            "I live in Paris. I now work at Meta.",
            Decision.UPDATED,
            ["I have a cat named Tom.", "I live in Paris. I now work at Meta."],
        ),
        # A part repeated says nothing of the whole, which is new.
        (
            "I live in Paris. I work at Google.",
            Decision.CREATED,
            ["I have a cat named Tom. I work at Google.", "I live in Paris. I work at Google."],
        ),
    ],
)
def test_each_part_of_a_new_statement_is_reviewed(
    memory: Memory, said: str, decision: Decision, active: list[str]
) -> None:
    old = memory.remember("I have a cat named Tom. I work at Google.", at="2024-01-01").memory
    assert old is not None
    result = memory.remember(said, at="2024-06-01")
    assert result.decision is decision
    assert result.target == (None if decision is Decision.CREATED else old.id)
    assert sorted(_active(memory)) == sorted(active)


def test_a_change_of_any_part_is_seen_at_the_door(memory: Memory) -> None:
    # The home is the second thing said: the move finds the memory by it, and keeps the job.
    old = memory.remember("I work as a tour guide. I live in Leeds.", at="2024-01-01").memory
    assert old is not None
    moved = memory.remember("I moved to York", at="2024-06-01")
    assert moved.decision is Decision.UPDATED and moved.target == old.id
    assert memory.get(_kept_id(moved.reason) or "").text == "I work as a tour guide."
    # A repeat of a part is a repeat of the memory that said it; a change of the job, in its
    # turn, keeps nothing more (nothing else is left of it).
    other = memory.remember("I have a dog named Rex. I have two kids.", at="2024-07-01").memory
    assert other is not None
    again = memory.remember("I have two kids", at="2024-08-01")
    assert again.decision is Decision.IGNORED and again.target == other.id
    job = memory.remember("I now work as a chef", at="2024-09-01")
    assert job.decision is Decision.UPDATED and _kept_id(job.reason) is None
    assert sorted(_active(memory)) == [
        "I have a dog named Rex. I have two kids.", "I moved to York", "I now work as a chef",
    ]  # fmt: skip


def test_a_part_kept_on_its_own_already_is_not_kept_twice(memory: Memory) -> None:
    memory.remember("I have a cat named Tom.", at="2023-01-01")
    memory.remember("I live in Paris. I have a cat named Tom. I'm learning the cello.")
    moved = memory.remember("I moved to Berlin")
    kept = memory.get(_kept_id(moved.reason) or "")
    assert kept.text == "I'm learning the cello."  # the cat is kept once, the cello with it
    assert _active(memory).count("I have a cat named Tom.") == 1


@pytest.mark.parametrize(("tombstoned", "keeps"), [("whisky", False), ("tequila", True)])
def test_a_no_stays_no_in_what_is_kept(memory: Memory, tombstoned: str, keeps: bool) -> None:
    memory.remember("I live in Paris. I drink a lot of whisky.")
    memory.tombstone_add(tombstoned)
    moved = memory.remember("I moved to Berlin")
    assert moved.decision is Decision.UPDATED
    assert (_kept_id(moved.reason) is not None) is keeps


def test_the_persons_own_correction_replaces_the_whole(memory: Memory) -> None:
    old = memory.remember("I live in Paris. I have a cat named Tom.").memory
    assert old is not None
    corrected = memory.correct(old.id, "I live in Berlin")
    assert corrected.decision is Decision.UPDATED and _kept_id(corrected.reason) is None
    assert _active(memory) == ["I live in Berlin"]
    # The twin: the same change said at the door keeps the cat.
    other = memory.remember("I work at Google. I have a dog named Rex.").memory
    assert other is not None
    moved = memory.remember("I just started at Meta")
    assert moved.target == other.id
    assert memory.get(_kept_id(moved.reason) or "").text == "I have a dog named Rex."


def test_confirming_a_conflict_keeps_the_rest_and_rejecting_keeps_all(
    tmp_path: Path, memory: Memory
) -> None:
    old = memory.remember("I live in Paris. I have a cat named Tom.").memory
    assert old is not None
    _, token = memory.principal_add("bot", capabilities=["read", "remember"])
    with Memory.open(tmp_path / "m.db", token=token, settings=WORDS_ONLY) as bot:
        first = bot.remember("User lives in Porto")
        second = bot.remember("User lives in Lyon")
    assert first.decision is Decision.HELD and second.decision is Decision.HELD
    assert len(_active(memory)) == 1  # held: nothing changed yet
    memory.reject(second.memory.id)
    assert _active(memory) == [old.text]  # rejected: all of it still holds
    confirmed = memory.confirm(first.memory.id)
    assert confirmed.decision is Decision.UPDATED and confirmed.target == old.id
    kept = memory.get(_kept_id(confirmed.reason) or "")
    assert kept.text == "I have a cat named Tom." and kept.supersedes == old.id
    assert sorted(_active(memory)) == ["I have a cat named Tom.",
                                                       "User lives in Porto"]  # fmt: skip


def test_lineage_history_and_the_audit_chain(memory: Memory) -> None:
    old = memory.remember(LONG).memory
    assert old is not None
    moved = memory.remember("I moved to Berlin")
    kept_id = _kept_id(moved.reason) or ""
    assert [m.id for m in memory.lineage(kept_id)] == [old.id, kept_id]
    assert [m.id for m in memory.lineage(old.id)] == [old.id, moved.memory.id]
    events = memory.history(kept_id)
    assert [e.action for e in events] == ["keep"]
    assert events[0].payload["kept_from"] == old.id
    assert events[0].payload["beside"] == moved.memory.id
    assert memory.audit_verify().ok


def test_forgetting_the_rest_leaves_the_change_and_the_old(memory: Memory) -> None:
    old = memory.remember(LONG).memory
    assert old is not None
    moved = memory.remember("I moved to Berlin")
    kept_id = _kept_id(moved.reason) or ""
    memory.forget(kept_id)
    assert memory.get(kept_id).status is Status.RETRACTED and memory.get(kept_id).text == ""
    assert memory.get(old.id).text == LONG  # its twins are untouched
    assert memory.get(moved.memory.id).status is Status.ACTIVE
    assert memory.audit_verify().ok


def test_believed_before_the_move_is_the_old_and_after_it_the_rest(memory: Memory) -> None:
    old = memory.remember(LONG).memory
    assert old is not None
    between = datetime.now(UTC).isoformat()
    moved = memory.remember("I moved to Berlin")
    kept_id = _kept_id(moved.reason) or ""
    then = [h.memory.id for h in memory.recall("dog named Rex", known_at=between).results]
    now_ = [h.memory.id for h in memory.recall("dog named Rex").results]
    assert old.id in then and kept_id not in then
    assert kept_id in now_ and old.id not in now_


def test_a_refused_write_changes_nothing(memory: Memory) -> None:
    old = memory.remember(LONG).memory
    assert old is not None
    memory.tombstone_add("Berlin")
    blocked = memory.remember("I moved to Berlin")
    assert blocked.decision is Decision.BLOCKED
    assert _active(memory) == [LONG]
    with pytest.raises(InvalidInputError):
        memory.remember("")
    assert _active(memory) == [LONG]
    moved = memory.remember("I moved to Lyon")  # the twin: a move not blocked keeps the rest
    assert _kept_id(moved.reason) is not None


def test_the_command_line_says_what_was_kept(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    clean_cli_environment(monkeypatch, tmp_path)
    db = str(tmp_path / "cli.db")
    assert invoke("--db", db, "remember", LONG).code == 0
    moved = invoke("--db", db, "remember", "I moved to Berlin")
    assert moved.code == 0 and moved.out.startswith("updated: ")
    assert "still holds, kept as memory " in moved.out
    # The twin: a change with nothing else to keep says only the change.
    assert invoke("--db", db, "remember", "My sister lives in Oslo").code == 0
    sister = invoke("--db", db, "remember", "My sister moved to Bergen")
    assert sister.out.startswith("updated: ") and "still holds" not in sister.out
    answer = invoke("--db", db, "--json", "remember", "I moved to Lyon").json()
    assert answer["decision"] == "updated" and "still holds" not in answer["reason"]


@pytest.mark.parametrize(
    ("between", "decision"),
    [
        # Another dose of the medicine, with no word of a change, is held against the note's
        # part: the door found the part by the person put back.
        ("I have a dog named Rex. I take amlodipine 10 mg daily.", Decision.HELD),
        # The twin: another medicine is new.
        ("I have a dog named Rex. I take metformin 500 mg daily.", Decision.CREATED),
    ],
)
def test_an_agents_note_is_read_with_the_person_put_back(
    memory: Memory, between: str, decision: Decision
) -> None:
    note = "User's GP is Dr. Karen Holm at Lægerne i Viby. Takes amlodipine 5 mg daily."
    memory.remember(f"{note} Allergic to penicillin.", at="2024-01-01")
    assert memory.remember(between, at="2024-03-01").decision is decision
    kept = "Takes amlodipine 5 mg daily. Allergic to penicillin."
    changed = memory.remember("User's GP is now Dr. Rasmus Lund", at="2024-06-01")
    assert changed.decision is Decision.UPDATED
    assert memory.get(_kept_id(changed.reason) or "").text == kept


def test_an_older_stores_memories_are_found_by_their_parts(tmp_path: Path) -> None:
    # As a store written before the parts' slots were kept: none in the table, and the slot
    # parser's version before. The rekey before the next write finds them.
    path = tmp_path / "older.db"
    with Memory.open(path, settings=WORDS_ONLY) as memory:
        old = memory.remember("I work as a tour guide. I live in Leeds.").memory
        twin = memory.remember("I have a dog named Rex").memory
        assert old is not None and twin is not None
    conn = sqlite3.connect(str(path), isolation_level=None)
    assert conn.execute("SELECT count(*) FROM memory_part_slots").fetchone()[0] == 1
    conn.execute("DELETE FROM memory_part_slots")
    conn.execute("UPDATE meta SET value = '25' WHERE key = 'slot_parser'")
    conn.close()
    with Memory.open(path, settings=WORDS_ONLY) as memory:
        moved = memory.remember("I moved to York")
        assert moved.decision is Decision.UPDATED and moved.target == old.id
        assert memory.get(_kept_id(moved.reason) or "").text == "I work as a tour guide."
        assert memory.get(twin.id).status is Status.ACTIVE


@pytest.mark.parametrize(
    ("note", "found_by_move"),
    [
        # A part about someone else, or following one, is not the person's: a move of the
        # person's finds nothing in it.
        ("User's father lives in Zgierz. Has two kids.", False),
        ("diego quit the mine!! moved to puerto montt for a salmon farm.", False),
        ("User's dad is retired. A carer, pani Grażyna, comes three mornings a week.", False),
        # The twins: the person's own, with the person left out or named.
        ("User works as a nurse. Lives in Zgierz.", True),
        ("User has two kids. Moved to Puerto Montt for a salmon farm.", True),
    ],
)
def test_what_a_note_says_of_someone_else_is_not_the_persons(
    memory: Memory, note: str, found_by_move: bool
) -> None:
    old = memory.remember(note, at="2024-01-01").memory
    assert old is not None
    moved = memory.remember("I moved to Valdivia", at="2024-06-01")
    assert (moved.decision is Decision.UPDATED and moved.target == old.id) is found_by_move
    job = memory.remember("I work as a barista", at="2024-07-01")
    assert job.target != old.id or "nurse" in note  # a carer who comes is no job of theirs


@pytest.mark.parametrize(
    ("note", "compared"),
    [
        ("User's father lives in Zgierz. Has two kids.", False),  # the father's two kids
        ("User lives in Zgierz. Has two kids.", True),  # the twin: the person's
    ],
)
def test_a_left_out_subject_after_someone_else_is_theirs(
    memory: Memory, note: str, compared: bool
) -> None:
    old = memory.remember(note, at="2024-01-01").memory
    assert old is not None
    kids = memory.remember("I have three kids", at="2024-06-01")
    assert (kids.target == old.id) is compared
    assert kids.decision is (Decision.HELD if compared else Decision.CREATED)


def test_a_clause_repeated_is_a_repeat_of_what_said_it(memory: Memory) -> None:
    old = memory.remember(
        "i teach pilates four mornings a week, i live in hexham, and i drive a 2012 honda jazz",
        at="2024-01-01",
    ).memory
    assert old is not None
    again = memory.remember("I drive a 2012 Honda Jazz", at="2024-06-01")
    assert again.decision is Decision.IGNORED and again.target == old.id
    other = memory.remember("I drive a 2019 Toyota Yaris", at="2024-07-01")  # the twin
    assert other.decision is Decision.HELD and other.target == old.id


@pytest.mark.parametrize(
    ("said", "decision"),
    [
        # The person's name by its first name alone is the name already known.
        ("Good evening. I am Eleni, I live in Volos with my husband.", Decision.CREATED),
        # The twin: another name, with no word of a change, waits for the person.
        ("Good evening. I am Maria, I live in Volos with my husband.", Decision.HELD),
    ],
)
def test_a_first_name_alone_is_the_name_known(
    memory: Memory, said: str, decision: Decision
) -> None:
    memory.remember("User is Eleni Markou, 66, a retired pharmacist from Volos.")
    assert memory.remember(said).decision is decision


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("switched to full vegan as of this month btw", ("diet", "vegan")),
        ("switched to a vegan diet", ("diet", "vegan")),
        ("I switched to Google", ("works_at", "google")),  # the twin: an employer
    ],
)
def test_switching_to_a_diet_is_no_employer(said: str, slot: tuple[str, str]) -> None:
    parsed = parse_slot(said, subject="user")
    assert parsed is not None and (parsed.predicate, parsed.object) == slot
    assert parsed.change_marker


def test_a_relative_by_their_name_is_one_of_several(memory: Memory) -> None:
    anna = memory.remember("my sister Anna lives in Berlin", at="2024-01-01").memory
    assert anna is not None
    maya = memory.remember("my sister Maya lives in Toronto", at="2024-02-01")
    assert maya.decision is Decision.CREATED  # another sister, not Anna moved
    moved = memory.remember("my sister Anna moved to Munich", at="2024-06-01")
    assert moved.decision is Decision.UPDATED and moved.target == anna.id  # the twin


@pytest.mark.parametrize(
    ("said", "subject"),
    [
        ("my mum ewa still lives in gdańsk", "user's mother"),  # one mum, named or not
        ("my mum is moving to bristol", "user's mother"),
        ("my friend Tom lives in Leeds", "user's friend tom"),
        ("my brother often works late at the lab", None),  # "often" is no name: no slot read
    ],
)
def test_a_relatives_name_and_their_move_are_read(said: str, subject: str | None) -> None:
    parsed = parse_slot(said, subject="user")
    assert (parsed.subject if parsed is not None else None) == subject


def test_the_persons_mum_moving_supersedes_where_she_lived(memory: Memory) -> None:
    old = memory.remember(
        "my mum ewa still lives in gdańsk, and my brother marek is in manchester",
        at="2024-01-01",
    ).memory
    assert old is not None
    moved = memory.remember("my mum is moving to bristol", at="2024-06-01")
    assert moved.decision is Decision.UPDATED and moved.target == old.id
    assert memory.get(_kept_id(moved.reason) or "").text == "my brother marek is in manchester"


def test_someone_said_no_to_is_matched_by_their_name_alone(tmp_path: Path) -> None:
    # "never remember anything about my ex Marcus": a later word of Marcus that does not say
    # "ex" is blocked, and a memory naming him is dropped from recall. The twins: another
    # name is kept, and forgetting a memory for good does not stand for everyone it names.
    settings = Settings(embedder="none", embed_worker=False)
    with Memory.open(tmp_path / "m.db", settings=settings) as memory:
        kept = memory.remember("Marcus fixed the boiler on Friday").memory
        assert kept is not None
        memory.observe(
            [{"role": "user", "content": "pls never remember anything about my ex Marcus"}],
            chat_id="c1",
        )
        said = memory.remember("ugh marcus messaged me again, he lives in whitby now")
        assert said.decision is Decision.BLOCKED
        other = memory.remember("ugh tom messaged me again, he lives in whitby now")
        assert other.decision is Decision.CREATED
        found = [h.memory.id for h in memory.recall("who fixed the boiler").results]
        assert kept.id not in found
        assert other.memory is not None
        assert other.memory.id in [h.memory.id for h in memory.recall("tom whitby").results]
    with Memory.open(tmp_path / "f.db", settings=settings) as memory:
        dinner = memory.remember("Dinner with Marcus at 7 on Friday").memory
        assert dinner is not None
        memory.forget(dinner.id, never=True)
        assert memory.remember("Dinner with Marcus at 7 on Friday").decision is Decision.BLOCKED
        assert memory.remember("marcus called about the boiler").decision is Decision.CREATED


@pytest.mark.parametrize(("job", "contested"), [("Google", True), ("Meta", False)])
def test_doctor_lists_a_part_holding_another_value_of_a_slot(
    tmp_path: Path, raw: Any, clone: Any, job: str, contested: bool
) -> None:
    # As a store written before the door read every part: a long memory's part gives the job
    # another value than the memory said before it. `doctor` lists the two for the person;
    # the twin, the same job, is one value.
    path = tmp_path / "m.db"
    with Memory.open(path, settings=WORDS_ONLY) as memory:
        meta = memory.remember("I work at Meta", at="2023-01-01").memory
        cat = memory.remember("I have a cat named Tom.", at="2024-01-01").memory
        assert meta is not None and cat is not None
    with raw(path) as conn:
        long = clone(conn, cat.id, text=f"I have a cat named Tom. I work at {job}.")
        conn.execute(
            "INSERT INTO memory_part_slots (memory_id, slot_key) VALUES (?, ?)",
            (long, "user\x1fworks_at"),
        )
        conn.execute("UPDATE memories SET status = 'retracted', text = '' WHERE id = ?", (cat.id,))
    with Memory.open(path, settings=WORDS_ONLY) as memory:
        found = memory.doctor()["slots"]["contested"]
    assert found == ([{"scope": found[0]["scope"] if found else "", "slot": "user works_at",
                       "memories": [long, meta.id]}] if contested else [])  # fmt: skip


def test_a_part_held_then_confirmed_supersedes_and_keeps_the_rest(memory: Memory) -> None:
    old = memory.remember("I have a cat named Tom. I work at Google.", at="2024-01-01").memory
    assert old is not None
    held = memory.remember("I live in Paris. I work at Meta.", at="2024-06-01")
    assert held.decision is Decision.HELD and held.target == old.id and held.memory is not None
    confirmed = memory.confirm(held.memory.id)
    assert confirmed.decision is Decision.UPDATED and confirmed.target == old.id
    assert memory.get(_kept_id(confirmed.reason) or "").text == "I have a cat named Tom."
    assert sorted(_active(memory)) == [
        "I have a cat named Tom.",
        "I live in Paris. I work at Meta.",
    ]


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        # An event before a comma opens the clause; the person is read after it.
        (
            "After the move, Hana registered with a new GP: Dr. Felix Omondi",
            ("user", "my:gp", "dr. felix omondi"),
        ),
        ("since the divorce, I live in Leeds", ("user", "lives_in", "leeds")),
        # A parent without "my", as chat names them; the twins say nothing of one.
        ("MUM IS MOVING TO BRISTOL!!!", ("user's mother", "lives_in", "bristol")),
        ("Dad lives in Leeds", ("user's father", "lives_in", "leeds")),
        ("Mum's the word", None),
        ("dad jokes are the best", None),
    ],
)
def test_an_event_before_a_comma_and_a_parent_without_my(
    said: str, slot: tuple[str, str, str] | None
) -> None:
    parsed = parse_slot(said, subject="user", names=("hana", "hana kowalczyk"))
    found = (parsed.subject, parsed.predicate, parsed.object) if parsed is not None else None
    assert found == slot


def test_a_fragment_of_a_note_about_the_person_is_theirs(memory: Memory) -> None:
    # In a note about the person, a part that names no one is the person's; the twin, in the
    # first person's chat, goes with the part it follows (the "62 million people" case above).
    memory.remember("User is Hana Kowalczyk, 37, a senior UX designer.", at="2024-01-01")
    memory.remember(
        "Hana's GP is Dr. Anjali Rao at Horfield Health Centre. Underactive thyroid, "
        "diagnosed in 2021. Takes levothyroxine 75 mcg every morning.",
        at="2024-02-01",
    )
    changed = memory.remember(
        "After the move, Hana registered with a new GP: Dr. Felix Omondi", at="2024-06-01"
    )
    assert changed.decision is Decision.UPDATED
    assert memory.get(_kept_id(changed.reason) or "").text == (
        "Underactive thyroid, diagnosed in 2021. Takes levothyroxine 75 mcg every morning."
    )


def test_a_part_saying_his_of_its_own_subject_leans_on_nothing(memory: Memory) -> None:
    memory.remember(
        "my mum ewa still lives in gdańsk, my brother marek is in manchester with his wife joanna",
        at="2024-01-01",
    )
    moved = memory.remember("MUM IS MOVING TO BRISTOL!!!", at="2024-06-01")
    assert moved.decision is Decision.UPDATED
    kept = memory.get(_kept_id(moved.reason) or "").text
    assert kept == "my brother marek is in manchester with his wife joanna"


@pytest.mark.parametrize(
    ("said", "change", "kept"),
    [
        # A promotion changes the title: where one works still holds, in one's own words.
        (
            "I work at St Mary's as a staff nurse.",
            "I got promoted to ward sister",
            "I work at St Mary's.",
        ),
        # A new employer: the title still holds.
        (
            "I work at St Mary's as a staff nurse.",
            "I work at the Royal now",
            "I work as a staff nurse.",
        ),
        (
            "I'm a staff nurse at St Mary's.",
            "I left St Mary's and started at the Royal Infirmary",
            "I'm a staff nurse.",
        ),
    ],
)
def test_a_job_and_where_it_is_keep_the_half_that_did_not_change(
    memory: Memory, said: str, change: str, kept: str
) -> None:
    old = memory.remember(said).memory
    result = memory.remember(change)
    assert old is not None and result.decision is Decision.UPDATED
    kept_id = _kept_id(result.reason)
    assert kept_id is not None
    rest = memory.get(kept_id)
    assert rest.text == kept and rest.status is Status.ACTIVE
    assert memory.get(old.id).status is Status.SUPERSEDED


@pytest.mark.parametrize(
    ("said", "change"),
    [
        # Cutting the title out leaves "I'm at St Mary's.", which fills no slot: it goes whole.
        ("I'm a staff nurse at St Mary's.", "I got promoted to ward sister"),
        # A job left, for no other: the title went with it.
        ("I work at Acme as a welder.", "I quit my job at Acme."),
        # Both halves changed: nothing of it holds.
        ("I work at St Mary's as a staff nurse.", "I'm now a charge nurse at the Royal"),
    ],
)
def test_the_whole_goes_when_no_half_can_be_kept(memory: Memory, said: str, change: str) -> None:
    memory.remember(said)
    result = memory.remember(change)
    assert result.decision is Decision.UPDATED
    assert _kept_id(result.reason) is None
