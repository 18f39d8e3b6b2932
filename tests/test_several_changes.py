"""One statement that changes several memories at once, a clause whose "I" is left out, and
history told after the present (memwarden.write.review, memwarden.write.rest):

* "I moved to York and I started as a paramedic" after "I live in Leeds" and "I work as a nurse
  at St James's" supersedes the home and ends the job, still active, where the change began —
  left as it was, the nurse's job would still be answered as the person's;
* what else the ended memory said ("I have a dog called Biscuit") stays believed, as a memory
  of its own, with an audit event naming where it was kept from;
* "moved to york and started as a paramedic" is read as two clauses of the person's, each
  with the "I" put back; "my sister moved to Leeds and started at Asda" is not the person's;
* "I moved to London in 2010", said a year and more after "I live in Bristol", is history.

Real SQLite files, words only (``embedder="none"``); each negative has its twin.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from cli_harness import clean_cli_environment, invoke
from door import first_text
from memwarden import Memory
from memwarden.model import Decision, Status
from memwarden.settings import Settings
from memwarden.write.rest import read_parts
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)
HOME = "I live in Leeds."
JOB = "I work as a nurse at St James's hospital. I have a dog called Biscuit."


@pytest.fixture
def memory(tmp_path: Path) -> Memory:
    m = Memory.open(tmp_path / "m.db", settings=WORDS_ONLY)
    yield m
    m.close()


def _texts(memory: Memory, query: str, **kwargs: object) -> list[str]:
    return [h.memory.text for h in memory.recall(query, **kwargs).results]


def _kept_from(memory: Memory, memory_id: str) -> str | None:
    """The id of the memory the audit event ``keep`` says ``memory_id`` was kept from."""
    for event in memory.history(memory_id):
        if event.action == "keep" and event.payload:
            return event.payload["kept_from"]
    return None


def test_one_statement_changes_the_home_and_ends_the_job(memory: Memory) -> None:
    home = memory.remember(HOME, at="2026-01-10").memory
    job = memory.remember(JOB, at="2026-01-10").memory
    assert home is not None and job is not None
    said = "I moved to York and I started as a paramedic with the ambulance service."
    changed = memory.remember(said, at="2026-06-01")
    assert changed.decision is Decision.UPDATED and changed.target == home.id
    assert f"memory {job.id} ended when this began" in changed.reason
    assert memory.get(home.id).status is Status.SUPERSEDED
    ended = memory.get(job.id)
    # Ended, not superseded: true until the change began, and still there for a date before it.
    assert ended.status is Status.ACTIVE
    assert ended.valid_until == datetime(2026, 6, 1, tzinfo=UTC)
    assert ended.superseded_by is None
    assert first_text(memory, "what is my job?") == said
    assert first_text(memory, "where do I live?") == said
    assert job.text in _texts(memory, "nurse St James's", as_of="2026-03-01")
    assert job.text not in _texts(memory, "nurse St James's")
    # What else it said is still believed, as a memory of its own, in the person's words.
    kept = changed.reason.split(f"what else memory {job.id} said still holds, kept as memory ")
    assert len(kept) == 2
    kept_id = kept[1].split(";")[0]
    rest = memory.get(kept_id)
    assert rest.text == "I have a dog called Biscuit."
    assert rest.status is Status.ACTIVE and rest.valid_until is None and rest.supersedes is None
    assert _kept_from(memory, kept_id) == job.id
    assert first_text(memory, "what is my dog called?") == rest.text
    actions = [e.action for e in memory.history(job.id)]
    assert "end" in actions and "supersede" not in actions
    assert memory.audit_verify().ok


def test_a_part_that_repeats_ends_nothing(memory: Memory) -> None:
    # The twin: the second part says the job that is already believed.
    memory.remember(HOME, at="2026-01-10")
    job = memory.remember(JOB, at="2026-01-10").memory
    assert job is not None
    said = "I moved to York and I work as a nurse at St James's hospital."
    changed = memory.remember(said, at="2026-06-01")
    assert changed.decision is Decision.UPDATED and "ended" not in changed.reason
    after = memory.get(job.id)
    assert after.status is Status.ACTIVE and after.valid_until is None


def test_a_job_that_began_after_the_change_is_not_ended(memory: Memory) -> None:
    memory.remember(HOME, at="2026-01-10")
    job = memory.remember("I work as a nurse at St James's hospital.", valid_from="2026-07-01",
                          at="2026-01-10").memory  # fmt: skip
    assert job is not None
    changed = memory.remember(
        "I moved to York and I started as a paramedic with the ambulance service.",
        valid_from="2026-05-01", at="2026-06-01",
    )  # fmt: skip
    assert changed.decision is Decision.UPDATED and f"memory {job.id}" not in changed.reason
    assert memory.get(job.id).valid_until is None


def test_the_parts_of_a_new_statement_end_every_memory_they_change(memory: Memory) -> None:
    # Read whole, the new statement fills no slot; its parts decide (the first change), and
    # the others end.
    home = memory.remember("I live in Leeds.", at="2026-01-10").memory
    car = memory.remember("I drive a Honda Jazz.", at="2026-01-10").memory
    job = memory.remember("I work as a nurse.", at="2026-01-10").memory
    assert home is not None and car is not None and job is not None
    said = (
        "Big year. I moved to York. I sold the Jazz and I bought a Skoda Octavia. "
        "I started as a paramedic."
    )
    changed = memory.remember(said, at="2026-06-01")
    assert changed.decision is Decision.UPDATED
    retired = [r for r in (home, car, job) if memory.get(r.id).status is Status.SUPERSEDED]
    ended = [
        r
        for r in (home, car, job)
        if memory.get(r.id).status is Status.ACTIVE and memory.get(r.id).valid_until is not None
    ]
    assert len(retired) == 1 and len(ended) == 2 and not set(retired) & set(ended)
    assert first_text(memory, "what car do I drive?") == said


def test_the_command_line_says_what_ended(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    clean_cli_environment(monkeypatch, tmp_path)
    db = str(tmp_path / "cli.db")
    assert invoke("--db", db, "remember", HOME).code == 0
    assert invoke("--db", db, "remember", JOB).code == 0
    moved = invoke("--db", db, "remember", "I moved to York and I started as a paramedic")
    assert moved.code == 0 and moved.out.startswith("updated: ")
    assert "ended when this began" in moved.out and "still holds, kept as memory" in moved.out
    # The twin: a change of one memory names nothing else.
    alone = invoke("--db", db, "remember", "I moved to Hull")
    assert alone.out.startswith("updated: ") and "ended when" not in alone.out


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("moved to york last month and started as a paramedic",
         [("user", "lives_in"), ("user", "job_title")]),
        ("I moved to York and started as a paramedic with the ambulance service.",
         [("user", "lives_in"), ("user", "works_at")]),
        ("I live in Leeds and work as a nurse.", [("user", "lives_in"), ("user", "job_title")]),
        ("got promoted to senior, moved to munich with the company",
         [("user", "job_title"), ("user", "lives_in")]),
        # Twins: someone else's sentence, and clauses that fill nothing of their own, stay whole.
        ("My sister moved to Leeds and started at Asda.", None),
        ("I live in Leeds and love it.", None),
        ("went to the gym and did legs", None),
    ],
)  # fmt: skip
def test_a_clause_whose_i_is_left_out(text: str, keys: list[tuple[str, str]] | None) -> None:
    parts = read_parts(text, "user", ())
    if keys is None:
        assert len(parts) == 1
    else:
        assert [slot.key[:2] if slot else None for _, slot in parts] == keys


def test_a_left_out_clause_is_not_read_as_the_persons_in_someone_elses_memory() -> None:
    # The same words, in a memory about the person's sister, are hers: nothing is cut.
    text = "moved to york last month and started as a paramedic"
    assert len(read_parts(text, "user's sister", ())) == 1
    assert len(read_parts(text, "user", ())) == 2


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("started as a paramedic", "paramedic"),
        ("I've just started a new job as a site manager at Laing", "site manager"),
        ("I started as a junior dev", "junior dev"),
        ("I started as a sceptic", None),  # the twin: no job
    ],
)
def test_started_as_is_the_job(text: str, job: str | None) -> None:
    slot = parse_slot(text)
    titles = [s.object for s in slot.slots if s.predicate == "job_title"] if slot else []
    assert titles == ([job] if job else [])
    if job:
        assert slot is not None and slot.change_marker


@pytest.mark.parametrize(
    ("said", "decision"),
    [
        ("I moved to London in 2010.", Decision.CREATED),  # history: before "Bristol" was said
        ("I grew up in Leeds and moved to London in 2010.", Decision.CREATED),
        ("I moved to London in May.", Decision.UPDATED),  # the twins: a change since
        ("I moved to London last week.", Decision.UPDATED),
    ],
)
def test_history_told_after_the_present_is_history(
    memory: Memory, said: str, decision: Decision
) -> None:
    bristol = memory.remember("I live in Bristol.", at="2026-01-10T09:00:00Z").memory
    assert bristol is not None
    result = memory.remember(said, at="2026-06-20T09:00:00Z")
    assert result.decision is decision
    after = memory.get(bristol.id)
    if decision is Decision.CREATED:
        assert after.status is Status.ACTIVE and after.valid_until is None
        assert first_text(memory, "where do I live?") == "I live in Bristol."
    else:
        assert after.status is Status.SUPERSEDED


def test_notes_written_down_together_are_read_in_order(memory: Memory) -> None:
    # Said at one sitting (an import of notes): the dated one is the later, whatever its date.
    old = memory.remember("User works as a line cook at Ember & Salt.",
                          at="2026-11-29T09:00:00Z").memory  # fmt: skip
    assert old is not None
    new = memory.remember(
        "On 10 March 2025 the user started a new job as junior sous chef at Little Marlow.",
        at="2026-11-29T09:00:05Z",
    )
    assert new.decision is Decision.UPDATED and new.target == old.id


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("switched to viettel, better data: 0983 627 105.", None),  # a phone network
        ("switched to octopus, cheaper electricity", None),
        ("i switched to the night shift", None),  # a shift, not a workplace
        ("I switched to Deloitte in May", "deloitte"),  # the twins: employers
        ("I work at Octopus Energy", "octopus energy"),
    ],
)
def test_a_switch_to_a_service_is_no_employer(text: str, employer: str | None) -> None:
    slot = parse_slot(text)
    found = [s.object for s in slot.slots if s.predicate == "works_at"] if slot else []
    assert found == ([employer] if employer else [])


@pytest.mark.parametrize(
    ("text", "past"),
    [
        ("fun fact: i actually lived in dublin from 2012 to 2016 for my degree", True),
        ("I also worked at Google", True),
        ("i actually live in dublin", False),  # the twin: the present, corrected
    ],
)
def test_a_word_between_i_and_lived_keeps_it_history(text: str, past: bool) -> None:
    slot = parse_slot(text)
    assert slot is not None and slot.past is past


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("dev and me got a flat together in walkley 🥰", ("lives_in", "walkley")),
        ("i got a new flat in leith", ("lives_in", "leith")),
        ("I live in Leeds 🏡", ("lives_in", "leeds")),  # an emoji is not of the value
        (
            "Niamh has accepted a full-time job as a hospital pharmacist at the Royal Hallamshire",
            ("job_title", "hospital pharmacist"),
        ),
        # The twins: a thing got that is no home, a house found on a walk, a job that is none.
        ("i got a flat screen tv in the sales", None),
        ("i found a house in the woods on a walk", None),
        ("i got a job as a joke", None),
    ],
)
def test_a_home_got_and_a_job_accepted(text: str, slot: tuple[str, str] | None) -> None:
    found = parse_slot(text, names=("niamh",))
    assert ((found.predicate, found.object) if found else None) == slot


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("hiya! im niamh, originally from sligo", "niamh"),
        ("hi im aoife", "aoife"),
        ("Hi, I'm Aoife!", "aoife"),
        # The twins: an English word, a typo of one, chat's shorthand, and no greeting.
        ("hi im tired", None),
        ("hi im tierd", None),
        ("hey im brb", None),
        ("im siobhan", None),
    ],
)
def test_a_name_given_in_lower_case(text: str, name: str | None) -> None:
    slot = parse_slot(text)
    assert (slot.object if slot and slot.predicate == "name" else None) == name


def test_notes_by_a_name_given_in_lower_case_are_the_persons(memory: Memory) -> None:
    memory.remember("hiya! im niamh, originally from sligo", at="2026-01-10")
    job = memory.remember("Niamh works as a community pharmacist at Boots.", at="2026-01-11")
    assert job.memory is not None and job.memory.slot_key is not None  # read as the person's
    other = memory.remember("Orla works as a nurse at the Mater.", at="2026-01-11")
    assert other.memory is not None  # the twin: someone else's job, not the person's
    assert other.memory.slot_key == "user's orla\x1fjob_title"
    assert job.memory.slot_key == "user\x1fjob_title"


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("he switched me off sertraline onto citalopram 20mg", ("takes", "citalopram")),
        ("joined puregym didsbury last week!!", ("gym", "puregym")),  # a gym, no employer
        ("I joined Deloitte", ("works_at", "deloitte")),  # the twin
    ],
)
def test_a_switch_off_and_a_gym_joined(text: str, slot: tuple[str, str] | None) -> None:
    found = parse_slot(text)
    assert ((found.predicate, found.object) if found else None) == slot


def test_an_accepted_job_changes_the_title_and_the_employer() -> None:
    said = "I've accepted a full-time job as a hospital pharmacist at the Royal Hallamshire"
    slot = parse_slot(said)
    assert slot is not None
    assert [(s.predicate, s.object, s.change_marker) for s in slot.slots] == [
        ("job_title", "hospital pharmacist", True),
        ("works_at", "royal hallamshire", True),
    ]


def test_she_in_a_note_about_the_person_is_the_person(memory: Memory) -> None:
    memory.remember("hiya! im niamh", at="2026-01-10")
    note = memory.remember(
        "Niamh takes sertraline 50mg every morning. She is allergic to penicillin.",
        at="2026-01-11",
    ).memory
    gp = memory.remember("my gp is dr okafor", at="2026-01-11").memory
    assert note is not None and gp is not None
    changed = memory.remember(
        "registered with a new gp, dr hussain. he switched me off sertraline onto citalopram 20mg",
        at="2026-06-01",
    )
    assert changed.decision is Decision.UPDATED and changed.target == gp.id
    assert f"memory {note.id} ended" in changed.reason
    assert f"what else memory {note.id} said still holds" in changed.reason
    assert first_text(memory, "penicillin allergy") == "She is allergic to penicillin."


def test_a_greeting_stays_with_the_introduction_it_opens(memory: Memory) -> None:
    # "hiya!" alone is no statement, but the name after it is read only with it: kept together.
    old = memory.remember(
        "hiya! im niamh, originally from sligo but living in didsbury. tiny flat above a bakery",
        at="2026-01-10",
    ).memory
    assert old is not None
    moved = memory.remember("dev and me got a flat together in walkley", at="2026-06-01")
    assert moved.decision is Decision.UPDATED and moved.target == old.id
    kept = moved.reason.split("still holds, kept as memory ")[1]
    assert memory.get(kept).text == "hiya! im niamh, originally from sligo"
    # The name is still the person's: a note by it is read as theirs.
    note = memory.remember("Niamh works as a pharmacist at Boots.", at="2026-06-02").memory
    assert note is not None and note.slot_key is not None


def test_a_lone_greeting_before_what_changed_is_not_kept(memory: Memory) -> None:
    # The twin: nothing after the greeting is kept, so neither is the greeting.
    memory.remember("hola! I live in Leeds.", at="2026-01-10")
    moved = memory.remember("I moved to York", at="2026-06-01")
    assert moved.decision is Decision.UPDATED and "still holds" not in moved.reason


def test_confirming_a_change_that_ends_another_memory_keeps_what_else_it_said(
    memory: Memory,
) -> None:
    # An agent's change of both halves of a job, held, then confirmed: the employer's memory
    # ends, and what else it said (the commute) stays believed, as at the door.
    title = memory.remember("I'm a graphic designer").memory
    employer = memory.remember("I work at Halden Maps. I cycle to work every day.").memory
    assert title is not None and employer is not None
    _, token = memory.principal_add("agent", labels=["personal"], capabilities=["remember"])
    held = memory.for_token(token).remember("User is now a product manager at Paystack.")
    assert held.decision is Decision.HELD and held.target == title.id
    confirmed = memory.confirm(held.memory.id)
    assert memory.get(employer.id).valid_until is not None
    marker = f"what else memory {employer.id} said still holds, kept as memory "
    assert marker in confirmed.reason
    kept = memory.get(confirmed.reason.split(marker)[1].split(";")[0])
    assert kept.text == "I cycle to work every day." and kept.status is Status.ACTIVE
    assert _kept_from(memory, kept.id) == employer.id


def test_confirming_a_change_that_ends_a_memory_of_one_thing_keeps_nothing(
    memory: Memory,
) -> None:
    # The twin: the employer's memory says nothing else; it ends whole.
    memory.remember("I'm a graphic designer")
    employer = memory.remember("I work at Halden Maps").memory
    assert employer is not None
    _, token = memory.principal_add("agent", labels=["personal"], capabilities=["remember"])
    held = memory.for_token(token).remember("User is now a product manager at Paystack.")
    confirmed = memory.confirm(held.memory.id)
    assert memory.get(employer.id).valid_until is not None
    assert f"what else memory {employer.id}" not in confirmed.reason


DISLIKE = "I can't stand coriander, it tastes like soap."


@pytest.mark.parametrize(
    ("query", "dislike_first"),
    [
        # The dislike shares no word with the question; the favourite food shares "food".
        ("What food does the user hate?", True),
        ("what kind of food do I dislike", True),
        # The twin: a like of a kind is not answered by the dislikes.
        ("what food do I love", False),
    ],
)
def test_a_dislike_asked_of_a_kind(memory: Memory, query: str, dislike_first: bool) -> None:
    for said in (
        "My favourite food is my dad's colcannon.",
        DISLIKE,
        "I love hiking in the Peak District.",
    ):
        memory.remember(said)
    assert (first_text(memory, query) == DISLIKE) is dislike_first


@pytest.mark.parametrize(
    ("note", "home"),
    [
        ("User works as a nurse. She and the cat have moved into a house in Crookes.", "crookes"),
        ("User works as a nurse. She moved to Porto in May.", "porto"),
        # The twins: in a note about someone of the person's, or someone else's sentence, "she"
        # is not the person.
        ("User's sister works as a nurse. She moved to Porto in May.", None),
        ("my sister works as a nurse. She moved to Porto in May.", None),
        ("User and Andrej Kos have been dating since July. He lives in Ljubljana.", None),
    ],
)
def test_she_in_a_note_about_the_person_tells_the_persons_slot(note: str, home: str | None) -> None:
    read = read_parts(note, "user", ())
    homes = [s.object for _, s in read if s and s.subject == "user" and s.predicate == "lives_in"]
    assert homes == ([home] if home else [])
