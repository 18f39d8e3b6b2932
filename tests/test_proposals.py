"""Proposals (DESIGN §7): keyed on the value, matched by meaning, durable, uncapped; decided by
someone other than the proposer; "not now" lapses, "declined" does not; declined ones become
advice. Every refusal sits beside its allowed control, in the same store.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.embedders import minilm_available
from memwarden.errors import ForbiddenError, InvalidInputError, NotFoundError
from memwarden.settings import Settings

needs_meaning = pytest.mark.skipif(
    not minilm_available(), reason="matching by meaning needs the minilm extra"
)


@pytest.fixture
def agent(make_agent: Callable[..., Memory]) -> Memory:
    return make_agent("helper", capabilities=("propose", "read"))


def _propose(agent: Memory, value: str, kind: str = "reminder") -> dict:
    return agent.propose(kind, value)


def test_an_agent_proposes_and_the_person_decides(memory: Memory, agent: Memory) -> None:
    made = _propose(agent, "remind the person to call their mother every Sunday")
    assert made["existing"] is False
    proposal = made["proposal"]
    assert proposal["status"] == "open" and proposal["proposed_by"] == "helper"
    decided = memory.decide(proposal["id"], "accepted")
    assert decided.status == "accepted" and decided.decided_by == "owner"
    assert decided.expires_at is None
    actions = [e.action for e in memory.audit_log()]
    assert actions.count("proposal.add") == 1 and actions.count("proposal.decide") == 1
    assert memory.audit_verify().ok


def test_capabilities(memory: Memory, make_agent: Callable[..., Memory], agent: Memory) -> None:
    reader = make_agent("reader", capabilities=("read",))
    with pytest.raises(ForbiddenError):
        reader.propose("reminder", "drink water")
    made = _propose(agent, "drink water")  # control: the propose capability allows it
    with pytest.raises(ForbiddenError):
        reader.decide(made["proposal"]["id"], "declined")
    reviewer = make_agent("reviewer", capabilities=("review", "read"))
    assert reviewer.decide(made["proposal"]["id"], "declined").status == "declined"


def test_the_proposer_never_decides_its_own_proposal(
    memory: Memory, make_agent: Callable[..., Memory]
) -> None:
    both = make_agent("both", capabilities=("propose", "review", "read"))
    other = make_agent("other", capabilities=("propose", "read"))
    own = both.propose("skill", "summarise my inbox every morning")["proposal"]
    with pytest.raises(ForbiddenError, match="other than its proposer"):
        both.decide(own["id"], "accepted")
    assert memory.proposals()[0].status == "open"  # nothing changed
    theirs = other.propose("skill", "book a table on Fridays")["proposal"]
    assert both.decide(theirs["id"], "accepted").status == "accepted"  # control


def test_the_same_value_again_returns_the_earlier_proposal(memory: Memory, agent: Memory) -> None:
    first = _propose(agent, "Water the plants on Mondays")["proposal"]
    memory.decide(first["id"], "declined")
    again = _propose(agent, "water the plants on mondays!")
    assert again["existing"] is True and again["matched"] == "value"
    assert again["proposal"]["id"] == first["id"] and again["proposal"]["status"] == "declined"
    fresh = _propose(agent, "renew the passport before June")  # control: a new value is new
    assert fresh["existing"] is False and fresh["proposal"]["status"] == "open"
    assert len(memory.proposals()) == 2


@needs_meaning
def test_a_declined_value_in_other_words_comes_back_declined(memory: Memory, agent: Memory) -> None:
    first = _propose(agent, "remind the person to call their mother every Sunday")["proposal"]
    memory.decide(first["id"], "declined")
    again = _propose(agent, "a weekly Sunday reminder to phone mum")
    assert again["existing"] is True and again["matched"] == "meaning"
    assert again["proposal"]["id"] == first["id"] and again["proposal"]["status"] == "declined"
    assert again["similarity"] >= 0.75
    unrelated = _propose(agent, "remind them to water the plants")
    assert unrelated["existing"] is False
    assert [p.id for p in memory.proposals(status="declined")] == [first["id"]]


def test_acceptance_clears_nothing_else(memory: Memory, agent: Memory) -> None:
    declined = _propose(agent, "order more coffee beans")["proposal"]
    memory.decide(declined["id"], "declined")
    accepted = _propose(agent, "stretch every hour at work")["proposal"]
    memory.decide(accepted["id"], "accepted")
    advice = agent.advice()
    assert [a["id"] for a in advice["advice"]] == [declined["id"]]
    assert "order more coffee beans" in advice["text"]
    assert "stretch" not in advice["text"]


def test_not_now_lapses_and_declined_does_not(
    db_path: Path, memory: Memory, agent: Memory, raw: Callable
) -> None:
    later = _propose(agent, "learn Portuguese with an app")["proposal"]
    never = _propose(agent, "join a gym downtown")["proposal"]
    deferred = memory.decide(later["id"], "not-now")
    assert deferred.expires_at is not None
    assert (deferred.expires_at - deferred.decided_at).days == 30
    memory.decide(never["id"], "declined")
    # While "not now" stands, the value answers with it.
    assert _propose(agent, "learn Portuguese with an app")["proposal"]["id"] == later["id"]
    with raw(db_path) as conn:  # a year passes for both answers
        conn.execute(
            "UPDATE proposals SET decided_at = '2020-01-01T00:00:00.000000Z',"
            " expires_at = CASE WHEN status = 'not-now' THEN '2020-01-31T00:00:00.000000Z' END"
        )
    lapsed = _propose(agent, "learn Portuguese with an app")
    assert lapsed["existing"] is False and lapsed["proposal"]["id"] != later["id"]
    still = _propose(agent, "join a gym downtown")  # control: declined never lapses
    assert still["existing"] is True and still["proposal"]["status"] == "declined"
    old = next(p for p in memory.proposals() if p.id == later["id"])
    assert old.expired is True and old.status == "not-now"


def test_not_now_lasts_as_long_as_the_setting_says(db_path: Path) -> None:
    settings = Settings(proposal_not_now_days=7)
    with Memory.open(db_path, settings=settings) as owner:
        _, token = owner.principal_add("helper", capabilities=["propose"])
        made = owner.for_token(token).propose("reminder", "back up the laptop")["proposal"]
        decided = owner.decide(made["id"], "not-now")
        assert (decided.expires_at - decided.decided_at).days == 7


def test_proposals_are_durable_and_uncapped(db_path: Path, memory: Memory, agent: Memory) -> None:
    ids = []
    for n in range(40):
        # Similar values of one kind would match each other by meaning: one kind each.
        made = _propose(agent, f"suggestion number {n} about topic {n * 7919}", kind=f"k{n}")
        ids.append(made["proposal"]["id"])
        memory.decide(made["proposal"]["id"], "declined")
    memory.close()
    with Memory.open(db_path) as reopened:
        advice = reopened.advice()
        assert [a["id"] for a in advice["advice"]] == ids
        assert len(advice["text"].splitlines()) == 41  # the header and one line each


def test_context_lists_declined_proposals_as_advice(memory: Memory, agent: Memory) -> None:
    memory.remember("I live in Lisbon")
    declined = _propose(agent, "sign the person up for a marathon")["proposal"]
    memory.decide(declined["id"], "declined")
    pending = _propose(agent, "suggest a sushi place")["proposal"]  # open: not advice
    context = agent.context("what should I suggest")
    assert "declined these suggestions" in context["text"]
    assert "sign the person up for a marathon" in context["text"]
    assert "sushi" not in context["text"]
    assert pending["status"] == "open"
    assert "I live in Lisbon" in memory.context("Lisbon")["text"]  # memories still come first


def test_context_keeps_advice_within_the_budget(memory: Memory, agent: Memory) -> None:
    for n in range(60):
        made = _propose(agent, f"a long suggestion {n} " + "about many things " * 5, kind=f"k{n}")
        memory.decide(made["proposal"]["id"], "declined")
    context = memory.context("anything", budget_chars=1000)
    assert len(context["text"]) <= 1000
    assert "more declined suggestions; call advice for all" in context["text"]
    assert len(memory.advice()["advice"]) == 60  # control: advice itself is uncapped


@needs_meaning
def test_a_tombstoned_value_is_not_proposed_and_never_becomes_advice(
    memory: Memory, agent: Memory
) -> None:
    before = _propose(agent, "tell the person about their brother in prison")["proposal"]
    memory.decide(before["id"], "declined")
    assert len(agent.advice()["advice"]) == 1
    stone = memory.tombstone_add("my brother is in prison")
    # Declined before the tombstone: no longer shown as advice, nor in context.
    assert agent.advice()["advice"] == []
    assert "prison" not in agent.context("brother")["text"]
    blocked = _propose(agent, "remember that my brother is serving time in jail", kind="memory")
    assert blocked["blocked"] is True and blocked["proposal"] is None
    assert stone.id in blocked["reason"]
    assert [p.id for p in memory.proposals()] == [before["id"]]  # nothing new stored
    kept = _propose(agent, "remember that my brother is a teacher", kind="memory")
    assert kept["blocked"] is False and kept["proposal"]["status"] == "open"  # control
    hits = {t.id: t.hits for t in memory.tombstone_list()}
    assert hits[stone.id] >= 1


def test_without_declines_context_has_no_advice(memory: Memory) -> None:
    memory.remember("I live in Lisbon")
    assert "declined" not in memory.context("Lisbon")["text"]


@pytest.mark.parametrize(
    ("kind", "value", "answer", "error"),
    [
        ("Reminder Now", "x", None, InvalidInputError),
        ("", "x", None, InvalidInputError),
        ("reminder", "", None, InvalidInputError),
        ("reminder", "water the plants", "maybe", InvalidInputError),
        ("reminder", "water the plants", "accepted", None),  # control
        ("reminder", "water the plants", "NOT NOW", None),  # control: spelling is forgiven
    ],
)
def test_bad_input_is_refused_and_nothing_is_stored(
    memory: Memory, agent: Memory, kind: str, value: str, answer: str | None, error: type | None
) -> None:
    if answer is None:
        with pytest.raises(error):
            agent.propose(kind, value)
        assert memory.proposals() == []
        return
    made = agent.propose(kind, value)["proposal"]
    if error is None:
        assert memory.decide(made["id"], answer).status in ("accepted", "not-now")
    else:
        with pytest.raises(error):
            memory.decide(made["id"], answer)
        assert memory.proposals()[0].status == "open"


def test_an_unknown_or_foreign_proposal_is_not_found(
    memory: Memory, make_agent: Callable[..., Memory]
) -> None:
    home = make_agent("home", capabilities=("propose",), scopes=("home",))
    work_reviewer = make_agent("work", capabilities=("review",), scopes=("work",))
    made = home.propose("reminder", "take out the bins")["proposal"]
    with pytest.raises(NotFoundError):
        memory.decide("01J0000000000000000000000", "accepted")
    with pytest.raises(NotFoundError):
        work_reviewer.decide(made["id"], "accepted")
    assert work_reviewer.advice()["advice"] == []
    assert memory.decide(made["id"], "declined").status == "declined"  # control: the owner
