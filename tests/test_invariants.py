"""DESIGN §4 invariants 1, 2, 3, 4, 6, 7, 9 and 11 — each with its control.

Every test seeds a twin that must be seen next to the row that must not be, so that an empty
answer (a broken query, a typo in a word) can never pass for a kept promise.
"""

from __future__ import annotations

import json
import sqlite3
import time
from datetime import datetime
from pathlib import Path

import pytest
from ulid import ULID

from memwarden import (
    Decision,
    Memory,
    MemwardenError,
    NotFoundError,
    Status,
)
from memwarden.clock import format_time, now
from memwarden.errors import ConflictError, ForbiddenError, InvalidInputError
from memwarden.trust import audit

WORD = "kestrel"
MALFORMED_ACLS = [
    "not json",
    "{}",
    "[]",
    "[1]",
    '["*"]',
    '[""]',
    '"personal"',
    '[["personal"]]',
    "null",
    '{"personal": true}',
    '["personal", 1]',
    '["personal", "*"]',
    '["personal", ""]',
    '["personal", null]',
]
PAST = "2001-01-01T00:00:00.000000Z"


def ids(response) -> list[str]:
    return [hit.memory.id for hit in response.results]


def instant() -> datetime:
    """A clock reading strictly between the writes before and after it."""
    time.sleep(0.002)
    moment = now()
    time.sleep(0.002)
    return moment


def raw_row(db_path: Path, memory_id: str) -> tuple:
    conn = sqlite3.connect(db_path)
    try:
        return conn.execute("SELECT * FROM memories WHERE id = ?", (memory_id,)).fetchone()
    finally:
        conn.close()


# -- invariant 1: current recall ---------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "extra"),
    [
        pytest.param("active", {}, id="active-control"),
        pytest.param("pending", {"hold_reason": "conflict"}, id="pending"),
        pytest.param("superseded", {"retired_at": PAST}, id="superseded"),
        pytest.param("retracted", {"retired_at": PAST}, id="retracted-with-text"),
        pytest.param("rejected", {"retired_at": PAST}, id="rejected"),
        pytest.param("archived", {"retired_at": PAST}, id="archived"),
    ],
)
def test_current_recall_admits_only_active_rows(
    memory, make_agent, db_path, raw, clone, status, extra
):
    agent = make_agent("bot", capabilities=())
    control = memory.remember(f"{WORD} control row").memory
    with raw(db_path) as conn:  # a row no writer produces, inserted behind memwarden's back
        twin = clone(conn, control.id, text=f"{WORD} {status} twin row", status=status, **extra)
    for caller in (memory, agent):
        seen = ids(caller.recall(WORD, limit=50))
        assert control.id in seen
        assert (twin in seen) is (status == "active")
        # the same with an explicit as_of, and for what is believed now (known_at)
        assert (twin in ids(caller.recall(WORD, as_of=now()))) is (status == "active")
        assert (twin in ids(caller.recall(WORD, known_at=now()))) is (status == "active")
        # a question about what held before admits past truths only: none of these (a
        # superseded row with no successor closing its event time was never a past truth)
        before = ids(caller.recall(f"what {WORD} was there before?", limit=50))
        assert control.id in before
        assert (twin in before) is (status == "active")


def test_current_recall_stays_inside_the_callers_scopes(memory, make_agent):
    agent = make_agent("bot", scopes=["home"])
    inside = memory.remember(f"{WORD} nests at home", scope="home").memory
    outside = memory.remember(f"{WORD} nests at work", scope="work").memory
    assert ids(agent.recall(WORD)) == [inside.id]
    # asking for a scope it does not hold finds nothing, not the other scope's rows
    assert ids(agent.recall(WORD, scopes=["work"])) == []
    assert ids(agent.recall(WORD, scopes=["home", "work"])) == [inside.id]
    # the owner holds every scope; a scope filter narrows
    assert set(ids(memory.recall(WORD))) == {inside.id, outside.id}
    assert ids(memory.recall(WORD, scopes=["work"])) == [outside.id]


def test_current_recall_requires_a_label_the_caller_holds(memory, make_agent):
    agent = make_agent("bot", labels=["work"])
    held = memory.remember(f"{WORD} label held", acl=["work"]).memory
    shared = memory.remember(f"{WORD} label shared", acl=["family", "work"]).memory
    not_held = memory.remember(f"{WORD} label family", acl=["family"]).memory
    assert set(ids(agent.recall(WORD))) == {held.id, shared.id}
    assert set(ids(memory.recall(WORD))) == {held.id, shared.id, not_held.id}


@pytest.mark.parametrize(
    ("window", "covered"),
    [
        ({}, True),
        ({"valid_from": "2000-01-01"}, True),
        ({"valid_until": "9000-01-01"}, True),
        ({"valid_from": "2000-01-01", "valid_until": "9000-01-01"}, True),
        ({"valid_from": "9000-01-01"}, False),
        ({"valid_until": "2001-01-01"}, False),
        ({"valid_from": "2000-01-01", "valid_until": "2001-01-01"}, False),
    ],
)
def test_current_recall_requires_event_time_covering_now(memory, window, covered):
    control = memory.remember(f"{WORD} always true").memory
    row = memory.remember(f"{WORD} windowed fact", **window).memory
    seen = ids(memory.recall(WORD))
    assert control.id in seen
    assert (row.id in seen) is covered


@pytest.mark.parametrize(
    ("as_of", "covered"),
    [
        ("2000-01-01", True),  # valid_from is inclusive
        ("2000-06-01", True),
        ("1999-12-31T23:59:59Z", False),
        ("2001-01-01", False),  # valid_until is exclusive
        ("2030-01-01", False),
    ],
)
def test_explicit_as_of_must_fall_inside_the_event_time(memory, as_of, covered):
    control = memory.remember(f"{WORD} always true").memory
    row = memory.remember(
        f"{WORD} true in 2000", valid_from="2000-01-01", valid_until="2001-01-01"
    ).memory
    seen = ids(memory.recall(WORD, as_of=as_of))
    assert control.id in seen
    assert (row.id in seen) is covered


def test_explicit_as_of_admits_superseded_rows_closed_by_their_successor(memory):
    # store/base.py Gate: an explicit as_of also admits superseded rows whose valid_until
    # was closed by a successor. A correction with no event time replaced its row outright.
    lisbon = memory.remember(f"{WORD} lives in Lisbon", valid_from="2010-01-01").memory
    porto = memory.correct(lisbon.id, f"{WORD} lives in Porto", valid_from="2020-01-01").memory
    acme = memory.remember(
        f"{WORD} works at Acme", valid_from="2010-01-01", valid_until="2030-01-01"
    ).memory
    globex = memory.correct(acme.id, f"{WORD} works at Globex").memory
    assert memory.get(acme.id).status is Status.SUPERSEDED

    past = ids(memory.recall(WORD, as_of="2015-06-01"))
    assert lisbon.id in past  # closed by its successor: a past truth
    assert porto.id not in past  # not yet true in 2015
    assert acme.id not in past  # replaced outright, whatever its window said
    assert globex.id in past

    current = ids(memory.recall(WORD))
    assert porto.id in current and globex.id in current
    assert lisbon.id not in current and acme.id not in current


def test_explicit_as_of_admits_a_superseded_row_that_ended_before_its_successor(memory):
    boat = memory.remember(
        f"{WORD} owned a boat", valid_from="2018-01-01", valid_until="2019-01-01"
    ).memory
    car = memory.correct(boat.id, f"{WORD} owns a car", valid_from="2022-01-01").memory
    assert ids(memory.recall(WORD, as_of="2018-06-01")) == [boat.id]
    assert ids(memory.recall(WORD, as_of="2020-06-01")) == []  # between the two windows
    assert ids(memory.recall(WORD, as_of="2023-06-01")) == [car.id]


# -- invariant 2: known_at ------------------------------------------------------------------


@pytest.mark.parametrize("correction_from", [None, "2024-01-01"])
def test_known_at_returns_what_was_believed_then(memory, db_path, raw, clone, correction_from):
    t0 = instant()
    kept = memory.remember(f"{WORD} likes tea").memory
    lisbon = memory.remember(f"{WORD} lives in Lisbon").memory
    doomed = memory.remember(f"{WORD} owes Bob money").memory
    t1 = instant()
    porto = memory.correct(lisbon.id, f"{WORD} lives in Porto", valid_from=correction_from)
    porto = porto.memory
    memory.forget(doomed.id)
    later = memory.remember(f"{WORD} plays chess").memory
    with raw(db_path) as conn:  # retracted behind memwarden's back, text left in place
        ghost = clone(
            conn,
            kept.id,
            text=f"{WORD} ghost row",
            status="retracted",
            recorded_at=format_time(t0),
            retired_at=format_time(now()),
        )
    t2 = instant()

    assert ids(memory.recall(WORD, known_at=t0)) == []
    then = ids(memory.recall(WORD, known_at=t1, limit=50))
    assert kept.id in then and lisbon.id in then  # believed at t1, superseded since
    assert porto.id not in then and later.id not in then  # recorded after t1
    assert doomed.id not in then and ghost not in then  # retracted: gone even from the past

    after = ids(memory.recall(WORD, known_at=t2, limit=50))
    assert {kept.id, porto.id, later.id} <= set(after)
    assert lisbon.id not in after and doomed.id not in after and ghost not in after

    # the same belief asked about an earlier moment in the world
    assert lisbon.id in ids(memory.recall(WORD, known_at=t1, as_of="2023-06-01"))
    assert memory.get(doomed.id).text == ""


def test_known_at_respects_access_like_current_recall(memory, make_agent):
    agent = make_agent("bot", labels=["work"])
    mine = memory.remember(f"{WORD} work note", acl=["work"]).memory
    theirs = memory.remember(f"{WORD} family note", acl=["family"]).memory
    t = instant()
    assert ids(agent.recall(WORD, known_at=t)) == [mine.id]
    assert set(ids(memory.recall(WORD, known_at=t))) == {mine.id, theirs.id}


# -- invariant 3: access lists --------------------------------------------------------------


@pytest.mark.parametrize("bad_acl", MALFORMED_ACLS)
def test_a_malformed_acl_grants_nothing(memory, make_agent, db_path, raw, bad_acl):
    agent = make_agent("bot", labels=["personal"], capabilities=["remember"])
    good_old = memory.remember(f"{WORD} good first").memory
    good_new = memory.correct(good_old.id, f"{WORD} good second").memory
    bad_old = memory.remember(f"{WORD} bad first").memory
    bad_new = memory.correct(bad_old.id, f"{WORD} bad second").memory
    bad = memory.remember(f"{WORD} bad active").memory
    good = memory.remember(f"{WORD} good active").memory
    with raw(db_path) as conn:
        conn.execute("DROP TRIGGER IF EXISTS memories_acl_shape_update")
        conn.execute(
            "UPDATE memories SET acl = ? WHERE id IN (?, ?)", (bad_acl, bad.id, bad_old.id)
        )
    stored = raw_row(db_path, bad.id)

    for caller in (memory, agent):
        seen = ids(caller.recall(WORD, limit=50))
        assert good.id in seen and good_new.id in seen and bad_new.id in seen
        assert bad.id not in seen
        assert caller.get(good.id).id == good.id
        assert [r.id for r in caller.lineage(good_new.id)] == [good_old.id, good_new.id]
        assert [r.id for r in caller.lineage(bad_new.id)] == [bad_new.id]
        for hidden in (bad.id, bad_old.id):
            for read in (caller.get, caller.history, caller.lineage):
                with pytest.raises(NotFoundError):
                    read(hidden)
        with pytest.raises(NotFoundError):
            caller.correct(bad.id, f"{WORD} overwritten")
        with pytest.raises(NotFoundError):
            caller.forget(bad.id)
        exported = {m["id"] for m in json.loads(caller.export())["memories"]}
        assert good.id in exported and bad.id not in exported
    assert raw_row(db_path, bad.id) == stored  # nothing wrote through the hole
    problems = memory.doctor()["problems"]
    assert any(bad.id in p and "malformed access list" in p for p in problems)
    assert not any(good.id in p for p in problems)


def test_the_store_refuses_a_malformed_acl_even_behind_the_service(memory, db_path, raw, clone):
    row = memory.remember(f"{WORD} row").memory
    with pytest.raises(sqlite3.IntegrityError), raw(db_path) as conn:
        conn.execute("UPDATE memories SET acl = ? WHERE id = ?", ('["*"]', row.id))
    with pytest.raises(sqlite3.IntegrityError), raw(db_path) as conn:
        clone(conn, row.id, acl='["personal", ""]')
    with raw(db_path) as conn:  # control: a well-formed insert passes the same triggers
        clone(conn, row.id, acl='["personal", "work"]')


def test_an_empty_acl_becomes_the_writers_default_label(memory, make_agent):
    agent = make_agent("bot", labels=["work", "home"])
    assert memory.remember(f"{WORD} one", acl=[]).memory.acl == ("personal",)
    assert memory.remember(f"{WORD} two").memory.acl == ("personal",)
    assert agent.remember(f"{WORD} three", acl=[]).memory.acl == ("work",)
    assert agent.remember(f"{WORD} four", acl=None).memory.acl == ("work",)
    # control: an explicit list is kept as given
    assert agent.remember(f"{WORD} five", acl=["home"]).memory.acl == ("home",)
    assert memory.remember(f"{WORD} six", acl=["family"]).memory.acl == ("family",)


@pytest.mark.parametrize("acl", [["*"], ["personal", "*"]])
def test_the_wildcard_label_is_refused(memory, make_agent, db_path, count, acl):
    agent = make_agent("bot", labels=["personal"])
    before = count(db_path)
    for writer in (memory, agent):
        with pytest.raises(InvalidInputError, match=r"\*"):
            writer.remember(f"{WORD} for everyone", acl=acl)
    assert count(db_path) == before
    assert agent.remember(f"{WORD} for me", acl=["personal"]).decision is Decision.CREATED


def test_a_writer_grants_only_labels_it_holds(memory, make_agent, db_path, count):
    agent = make_agent("bot", labels=["work"])
    before = count(db_path)
    for acl in (["family"], ["work", "family"]):
        with pytest.raises(ForbiddenError, match="family"):
            agent.remember(f"{WORD} smuggled", acl=acl)
    assert count(db_path) == before
    assert agent.remember(f"{WORD} allowed", acl=["work"]).decision is Decision.CREATED
    # the owner holds every label
    assert memory.remember(f"{WORD} owner", acl=["family"]).memory.acl == ("family",)


# -- invariant 4: not found and not allowed look the same ----------------------------------

OPERATIONS = {
    "get": lambda m, i: m.get(i),
    "history": lambda m, i: m.history(i),
    "lineage": lambda m, i: m.lineage(i),
    "correct": lambda m, i: m.correct(i, f"{WORD} corrected"),
    "forget": lambda m, i: m.forget(i),
}


def _failure(call) -> MemwardenError:
    with pytest.raises(MemwardenError) as info:
        call()
    return info.value


@pytest.mark.parametrize("foreign", ["label", "scope", "pending"])
@pytest.mark.parametrize("operation", list(OPERATIONS))
def test_not_found_and_not_allowed_look_identical(
    memory, make_agent, db_path, raw, clone, foreign, operation
):
    agent = make_agent("bot", labels=["personal"], capabilities=["remember"])
    run = OPERATIONS[operation]
    if foreign == "label":
        hidden = memory.remember(f"{WORD} family only", acl=["family"]).memory.id
    elif foreign == "scope":
        hidden = memory.remember(f"{WORD} at work", scope="work").memory.id
    else:
        base = memory.remember(f"{WORD} base").memory.id
        with raw(db_path) as conn:
            hidden = clone(
                conn,
                base,
                text=f"{WORD} waiting",
                status="pending",
                hold_reason="needs_confirmation",
            )
    missing = str(ULID())
    stored = raw_row(db_path, hidden)

    denied = _failure(lambda: run(agent, hidden))
    absent = _failure(lambda: run(agent, missing))
    assert type(denied) is type(absent) is NotFoundError
    assert denied.message.replace(hidden, "<id>") == absent.message.replace(missing, "<id>")
    assert json.dumps(denied.to_dict()).replace(hidden, "<id>") == json.dumps(
        absent.to_dict()
    ).replace(missing, "<id>")
    assert raw_row(db_path, hidden) == stored
    # control: the same operation works on a memory the agent may see
    visible = agent.remember(f"{WORD} the agent's own").memory.id
    run(agent, visible)
    # and the owner, who may see everything, is not refused the hidden row
    memory.get(hidden)


# -- invariant 6: supersession ---------------------------------------------------------------


def test_correction_supersedes_and_keeps_the_old_row(memory):
    old = memory.remember(f"{WORD} lives in Lisbon", valid_from="2015-01-01").memory
    result = memory.correct(old.id, f"{WORD} lives in Porto", valid_from="2024-03-01")
    assert result.decision is Decision.UPDATED and result.target == old.id
    new = result.memory
    kept = memory.get(old.id)
    assert kept.text == old.text and kept.content_hash == old.content_hash
    assert kept.status is Status.SUPERSEDED
    assert kept.retired_at is not None and kept.retired_at == new.recorded_at
    assert kept.valid_from == old.valid_from
    assert kept.valid_until == new.valid_from == datetime.fromisoformat("2024-03-01T00:00:00+00:00")
    assert kept.superseded_by == new.id and new.supersedes == old.id
    assert new.status is Status.ACTIVE and new.retired_at is None


def test_correction_without_event_time_leaves_valid_until_open(memory):
    old = memory.remember(f"{WORD} lives in Lisbon").memory
    memory.correct(old.id, f"{WORD} lives in Porto")
    kept = memory.get(old.id)
    assert kept.status is Status.SUPERSEDED and kept.retired_at is not None
    assert kept.valid_until is None


def test_correction_never_stretches_an_event_time_that_ended_earlier(memory):
    old = memory.remember(
        f"{WORD} owned a boat", valid_from="2018-01-01", valid_until="2019-01-01"
    ).memory
    memory.correct(old.id, f"{WORD} owns a car", valid_from="2022-01-01")
    assert memory.get(old.id).valid_until == old.valid_until
    # control: an event time still open when the successor starts is closed at it
    other = memory.remember(f"{WORD} rents a flat", valid_from="2018-01-01").memory
    memory.correct(other.id, f"{WORD} owns a house", valid_from="2022-01-01")
    assert format_time(memory.get(other.id).valid_until) == "2022-01-01T00:00:00.000000Z"


def test_lineage_walks_both_ways(memory, make_agent):
    first = memory.remember(f"{WORD} weighs 3 kg").memory
    second = memory.correct(first.id, f"{WORD} weighs 4 kg").memory
    third = memory.correct(second.id, f"{WORD} weighs 5 kg").memory
    other = memory.remember(f"{WORD} is brown").memory
    chain = [first.id, second.id, third.id]
    for member in chain:
        assert [r.id for r in memory.lineage(member)] == chain
    assert [r.id for r in memory.lineage(other.id)] == [other.id]
    agent = make_agent("bot")
    assert [r.id for r in agent.lineage(second.id)] == chain


def test_correcting_a_row_that_is_not_active_is_a_clear_error(memory, db_path, rows):
    old = memory.remember(f"{WORD} lives in Lisbon").memory
    new = memory.correct(old.id, f"{WORD} lives in Porto").memory
    gone = memory.remember(f"{WORD} owes money").memory
    memory.forget(gone.id)
    dated = memory.remember(f"{WORD} is 3", valid_from="2020-01-01").memory
    before = rows(db_path)
    with pytest.raises(ConflictError) as info:
        memory.correct(old.id, f"{WORD} lives in Faro")
    assert "superseded" in info.value.message and new.id in info.value.message
    with pytest.raises(ConflictError, match="retracted"):
        memory.correct(gone.id, f"{WORD} owes nothing")
    with pytest.raises(InvalidInputError, match="must be later than the corrected memory"):
        memory.correct(dated.id, f"{WORD} is 4", valid_from="2019-01-01")
    assert rows(db_path) == before
    # control: the active successor can be corrected, and so can the dated row, forwards
    assert memory.correct(new.id, f"{WORD} lives in Faro").decision is Decision.UPDATED
    later = memory.correct(dated.id, f"{WORD} is 4", valid_from="2021-01-01")
    assert later.decision is Decision.UPDATED


# -- invariant 7: forget retracts --------------------------------------------------------------


def _vocabulary(db_path: Path) -> set[str]:
    conn = sqlite3.connect(db_path)
    try:
        conn.execute("CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, memories_fts, row)")
        return {row[0] for row in conn.execute("SELECT term FROM temp.vocab")}
    finally:
        conn.close()


def test_forget_blanks_the_row_the_index_and_the_audit_payloads(memory, db_path):
    secret = memory.remember(
        f"{WORD} hides the key under the blue flowerpot", chat_id="chat-7", tags=["home"]
    ).memory
    twin = memory.remember(f"{WORD} hides the spare key under the red doormat").memory
    assert "flowerpot" in _vocabulary(db_path)

    result = memory.forget(secret.id)
    assert result["memory"]["status"] == "retracted"
    row = memory.get(secret.id)
    assert row.id == secret.id and row.status is Status.RETRACTED
    assert row.text == "" and row.content_hash is None and row.tags == ()
    assert row.provenance.principal is None and row.provenance.chat_id is None
    assert row.provenance.said_at is None and row.retired_at is not None

    assert ids(memory.recall("flowerpot")) == []
    assert ids(memory.recall("blue flowerpot")) == []
    assert ids(memory.recall("doormat")) == [twin.id]
    assert ids(memory.recall(WORD)) == [twin.id]
    vocabulary = _vocabulary(db_path)
    assert "flowerpot" not in vocabulary and "blue" not in vocabulary
    assert "doormat" in vocabulary

    events = memory.history(secret.id)
    assert [e.action for e in events] == ["create", "forget"]
    assert events[0].payload is None
    assert "flowerpot" not in json.dumps([e.to_dict() for e in memory.audit_log(limit=None)])
    twin_events = memory.history(twin.id)
    assert "doormat" in json.dumps(twin_events[0].payload)

    report = memory.audit_verify()
    assert report.ok and report.erased == 1


def test_forget_of_a_superseded_row_erases_its_text_from_every_event(memory):
    old = memory.remember(f"{WORD} password hint is marmalade").memory
    new = memory.correct(old.id, f"{WORD} password hint is custard").memory
    memory.forget(old.id)
    log = json.dumps([e.to_dict() for e in memory.audit_log(limit=None)])
    assert "marmalade" not in log
    assert "custard" in log  # control: the successor was not touched
    assert memory.get(new.id).text == f"{WORD} password hint is custard"
    assert [r.id for r in memory.lineage(new.id)] == [old.id, new.id]
    assert memory.audit_verify().ok


def test_forgetting_twice_changes_nothing_more(memory, db_path, count):
    row = memory.remember(f"{WORD} fleeting").memory
    memory.forget(row.id)
    before = count(db_path)
    assert memory.forget(row.id)["memory"]["status"] == "retracted"
    assert count(db_path) == before


# -- invariant 9: every mutation is audited, in the same transaction ----------------------------


def _new_events(memory: Memory, after: int) -> list[tuple[str, str | None]]:
    return [(e.action, e.memory_id) for e in memory.audit_log(limit=None) if e.seq > after]


def _head(memory: Memory) -> int:
    return memory.audit_log(limit=1)[-1].seq


def test_every_mutation_writes_its_audit_events(memory, tmp_path):
    base = memory.remember(f"{WORD} base fact").memory
    head = _head(memory)

    def step(action, expected):
        """Run ``action``; the events it added must be ``expected`` (or ``expected(result)``)."""
        nonlocal head
        result = action()
        want = expected(result) if callable(expected) else expected
        assert _new_events(memory, head) == want
        head = _head(memory)
        return result

    created = step(lambda: memory.remember(f"{WORD} new fact").memory, lambda r: [("create", r.id)])
    step(lambda: memory.remember(f"{WORD} new fact"), [("repeat", created.id)])
    new = step(
        lambda: memory.correct(base.id, f"{WORD} based fact").memory,
        lambda r: [("supersede", base.id), ("correct", r.id)],
    )
    step(lambda: memory.forget(created.id), [("forget", created.id)])
    step(lambda: memory.forget(new.id, never=True), [("forget", new.id), ("tombstone.add", None)])
    stone = step(lambda: memory.tombstone_add("the lottery numbers"), [("tombstone.add", None)])
    step(lambda: memory.remember("the lottery numbers"), [("blocked", None)])
    step(lambda: memory.tombstone_remove(stone.id), [("tombstone.remove", None)])
    hidden = step(
        lambda: memory.remember(f"{WORD} collects stamps").memory, lambda r: [("create", r.id)]
    )
    assert ids(step(lambda: memory.recall("stamps"), [])) == [hidden.id]
    step(lambda: memory.tombstone_add(f"{WORD} collects stamps"), [("tombstone.add", None)])
    # the dropped result's hit is recorded, and that is a change like any other
    assert ids(step(lambda: memory.recall("stamps"), [("tombstone.hit", None)])) == []
    step(lambda: memory.principal_add("bot"), [("principal.add", None)])
    step(lambda: memory.principal_grant("bot", "remember"), [("principal.grant", None)])
    step(lambda: memory.principal_revoke("bot"), [("principal.revoke", None)])
    step(lambda: memory.principal_revoke("bot"), [])  # already revoked: no change, no event
    source = tmp_path / "in.json"
    source.write_text(json.dumps([{"text": f"{WORD} imported one"}, {"text": "imported two"}]))
    step(lambda: memory.import_(source), lambda r: [("create", i) for i in r["ids"]])
    # reads change nothing and write nothing (control for the counting itself)
    step(lambda: memory.recall("based"), [])
    step(lambda: memory.get(base.id), [])
    step(lambda: memory.history(base.id), [])
    step(lambda: memory.lineage(base.id), [])
    step(lambda: memory.export(), [])
    step(lambda: memory.audit_verify(), [])
    step(lambda: memory.backup(tmp_path / "b.db"), [])
    step(lambda: memory.restore(tmp_path / "b.db"), [("restore", None)])
    assert memory.audit_verify().ok


def test_each_event_says_who_what_and_before_after(memory, make_agent):
    agent = make_agent("bot")
    row = agent.remember(f"{WORD} agent fact").memory
    new = memory.correct(row.id, f"{WORD} owner fact").memory
    created, supersede = memory.history(row.id)
    assert (created.principal, created.action) == ("bot", "create")
    assert created.payload["before"] is None and created.payload["after"]["text"] == row.text
    assert (supersede.principal, supersede.action) == ("owner", "supersede")
    assert supersede.payload["before"]["status"] == "active"
    assert supersede.payload["after"]["status"] == "superseded"
    (correct,) = memory.history(new.id)
    assert correct.payload["supersedes"] == row.id


def _poison(raw, db_path: Path, table: str, when: str) -> None:
    with raw(db_path) as conn:
        conn.execute(
            f"CREATE TRIGGER test_poison BEFORE INSERT ON {table} WHEN {when} "
            "BEGIN SELECT RAISE(ABORT, 'poisoned by the test'); END"
        )


def test_a_failed_write_leaves_neither_row_nor_event(memory, db_path, raw, rows, tmp_path):
    old = memory.remember(f"{WORD} lives in Lisbon").memory
    doomed = memory.remember(f"{WORD} code is 4711").memory
    _poison(raw, db_path, "memories", "NEW.text LIKE '%poison%'")
    _poison_forget = "test_poison_forget"
    with raw(db_path) as conn:
        conn.execute(
            f"CREATE TRIGGER {_poison_forget} BEFORE INSERT ON audit_events"
            " WHEN NEW.action = 'forget' BEGIN SELECT RAISE(ABORT, 'poisoned by the test'); END"
        )
    before = rows(db_path)

    with pytest.raises(MemwardenError):  # the row's insert fails
        memory.remember(f"{WORD} poison pill")
    with pytest.raises(MemwardenError):  # the old row was retired, then the insert failed
        memory.correct(old.id, f"{WORD} lives in poison town")
    with pytest.raises(MemwardenError):  # row blanked and payloads erased, then its event failed
        memory.forget(doomed.id)
    bad_import = tmp_path / "import.json"
    bad_import.write_text(json.dumps([{"text": f"{WORD} fine"}, {"text": f"{WORD} poison"}]))
    with pytest.raises(MemwardenError):
        memory.import_(bad_import)
    assert rows(db_path) == before
    assert memory.get(old.id).status is Status.ACTIVE
    assert memory.get(doomed.id).text == f"{WORD} code is 4711"
    assert doomed.id in ids(memory.recall("4711"))
    assert memory.audit_verify().ok

    # control: the same writes go through once the poison is gone
    with raw(db_path) as conn:
        conn.execute("DROP TRIGGER test_poison")
        conn.execute(f"DROP TRIGGER {_poison_forget}")
    assert memory.remember(f"{WORD} poison pill").decision is Decision.CREATED
    assert memory.correct(old.id, f"{WORD} lives in poison town").decision is Decision.UPDATED
    assert memory.forget(doomed.id)["memory"]["status"] == "retracted"
    assert memory.audit_verify().ok


def _rehash(conn: sqlite3.Connection, seq: int) -> None:
    """Recompute one event's own hash after a field was changed (a careful forger)."""
    row = conn.execute(
        "SELECT prev_hash, seq, id, at, principal, action, memory_id, payload_hash"
        " FROM audit_events WHERE seq = ?",
        (seq,),
    ).fetchone()
    at = datetime.fromisoformat(row[3])
    fresh = audit._chain_hash(row[0], row[1], row[2], at, *row[4:])
    conn.execute("UPDATE audit_events SET hash = ? WHERE seq = ?", (fresh, seq))


TAMPERING = {
    "payload-edited": (
        ["audit_events_erase_only"],
        "UPDATE audit_events SET payload = json_set(payload, '$.after.text', 'forged')"
        " WHERE seq = :seq",
    ),
    "payload-not-json": (
        ["audit_events_erase_only"],
        "UPDATE audit_events SET payload = 'not json' WHERE seq = :seq",
    ),
    "principal-edited": (
        ["audit_events_erase_only"],
        "UPDATE audit_events SET principal = 'mallory' WHERE seq = :seq",
    ),
    "action-edited": (
        ["audit_events_erase_only"],
        "UPDATE audit_events SET action = 'repeat' WHERE seq = :seq",
    ),
    "time-edited": (
        ["audit_events_erase_only"],
        "UPDATE audit_events SET at = '2001-01-01T00:00:00.000000Z' WHERE seq = :seq",
    ),
    "memory-edited": (
        ["audit_events_erase_only"],
        "UPDATE audit_events SET memory_id = 'someone-else' WHERE seq = :seq",
    ),
    "event-deleted": (
        ["audit_events_no_delete"],
        "DELETE FROM audit_events WHERE seq = :seq",
    ),
    "payload-erased-without-forget": (
        [],
        "UPDATE audit_events SET payload = NULL, erased_at = '2001' WHERE seq = :seq",
    ),
    "rehashed-after-edit": (
        ["audit_events_erase_only"],
        "UPDATE audit_events SET principal = 'mallory' WHERE seq = :seq",
    ),
}


@pytest.mark.parametrize("tampering", [None, *TAMPERING])
def test_audit_verify_detects_tampering(memory, db_path, raw, tampering):
    rows_ = [memory.remember(f"{WORD} fact number {i}").memory for i in range(4)]
    target = memory.history(rows_[1].id)[0].seq  # an event in the middle of the log
    if tampering is not None:
        triggers, sql = TAMPERING[tampering]
        with raw(db_path) as conn:
            for trigger in triggers:
                conn.execute(f"DROP TRIGGER {trigger}")
            conn.execute(sql, {"seq": target})
            if tampering == "rehashed-after-edit":
                _rehash(conn, target)
    report = memory.audit_verify()
    if tampering is None:  # control: the untouched log verifies
        assert report.ok and report.problems == () and report.events == 5
    else:
        assert not report.ok
        assert any(str(target) in p or str(target + 1) in p for p in report.problems)


def test_the_audit_log_defends_itself_without_dropping_triggers(memory, db_path, raw):
    memory.remember(f"{WORD} fact")
    for sql in (
        "UPDATE audit_events SET principal = 'mallory' WHERE seq = 2",
        "UPDATE audit_events SET payload = '{}' WHERE seq = 2",
        "DELETE FROM audit_events WHERE seq = 2",
    ):
        with pytest.raises(sqlite3.IntegrityError), raw(db_path) as conn:
            conn.execute(sql)
    assert memory.audit_verify().ok


# -- invariant 11: recall is deterministic ------------------------------------------------------


def _answer(memory: Memory, query: str) -> list[tuple[str, float]]:
    return [(h.memory.id, h.score) for h in memory.recall(query, limit=100).results]


def test_recall_is_deterministic_across_calls_and_reopening(db_path):
    texts = [f"{WORD} {' '.join(['likes'] * (i % 3 + 1))} item {i}" for i in range(30)]
    with Memory.open(db_path) as memory:
        for text in texts:
            memory.remember(text)
        first = _answer(memory, f"{WORD} likes item")
        assert len(first) == 30
        for _ in range(3):
            assert _answer(memory, f"{WORD} likes item") == first
    with Memory.open(db_path) as reopened:
        assert _answer(reopened, f"{WORD} likes item") == first


@pytest.mark.parametrize("limit", [1, 5, 10, 61, 100])
def test_recall_breaks_ties_by_id(memory, db_path, raw, clone, limit):
    source = memory.remember(f"{WORD} identical twin").memory
    # 60 exact ties, inserted in the reverse of id order, so that row order and id order
    # disagree — also at the edge of whatever candidate pool the store ranks first
    planted = [f"7ZZZZZZZZZZZZZZZZZZZZZZ{n:03d}" for n in range(60, 0, -1)]
    with raw(db_path) as conn:
        for planted_id in planted:
            clone(conn, source.id, id=planted_id)
    hits = memory.recall(WORD, limit=limit).results
    assert len({h.score for h in hits}) == 1  # a genuine tie
    assert [h.memory.id for h in hits] == sorted([source.id, *planted])[:limit]
    if limit > 1:  # control: id order is not simply the order the rows were written in
        assert [h.memory.id for h in hits][1] == planted[-1]
