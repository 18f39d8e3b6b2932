"""observe: turns logged verbatim (secrets redacted), tool turns never stored but the chat
tainted, the person's statements extracted and decided, retractions, durable decisions.

Real SQLite files in ``tmp_path``; every negative assertion has its control.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from memwarden import Memory
from memwarden.errors import InvalidInputError
from memwarden.model import Kind, Status
from memwarden.store.base import Gate

SECRET = "sk-proj-Zx81kQpL0vTtYh3Jr6mWc2Nd9BfGa4Se"
CONTROL = "Wisteria-Cartographer-Lantern"


def _decisions(report: dict[str, Any], turn: int = 0) -> list[str]:
    return [d["decision"] for d in report["turns"][turn]["decisions"]]


def _all(memory: Memory) -> list[Any]:
    return list(memory._store.memories(memory._visibility_exact(tuple(Status))))


def test_each_person_and_assistant_turn_is_an_episode_with_its_own_time(memory: Memory) -> None:
    report = memory.observe(
        [
            {"role": "user", "content": "I live in Lisbon.", "at": "2026-03-01T10:00:00Z"},
            {"role": "assistant", "content": "Lisbon is lovely.", "at": "2026-03-01T10:00:05Z"},
        ],
        chat_id="c1",
    )
    episodes = [m for m in _all(memory) if m.kind is Kind.EPISODE]
    assert [(e.text, e.subject) for e in episodes] == [
        ("I live in Lisbon.", "user"),
        ("Lisbon is lovely.", "assistant"),
    ]
    assert [e.provenance.said_at.isoformat() for e in episodes] == [
        "2026-03-01T10:00:00+00:00",
        "2026-03-01T10:00:05+00:00",
    ]
    assert all(e.provenance.chat_id == "c1" for e in episodes)
    # The person's statement became a fact; the assistant's words did not (control).
    assert _decisions(report, 0) == ["created"]
    assert _decisions(report, 1) == []
    facts = [m for m in _all(memory) if m.kind is not Kind.EPISODE]
    assert [f.text for f in facts] == ["I live in Lisbon."]


def test_secrets_are_redacted_in_episodes_and_refused_as_memories(
    memory: Memory, db_path: Path, disk_bytes: Callable[[Path], bytes]
) -> None:
    report = memory.observe(
        [{"role": "user", "content": f"My key is {SECRET}. My code word is {CONTROL}."}],
        chat_id="c1",
    )
    assert "refused" in _decisions(report)
    episode = memory.get(report["turns"][0]["episode"])
    assert SECRET not in episode.text and "My key is" in episode.text
    assert CONTROL in episode.text  # control: the rest of the turn is kept verbatim
    memory.close()
    raw = disk_bytes(db_path)
    assert SECRET.encode() not in raw
    assert CONTROL.encode() in raw  # control: the scan would see a value that is there


@pytest.mark.parametrize(
    ("turn", "twin"),
    [
        (
            "How do I change the passcode on the banking app? It's 190457 at the minute.",
            "How do I change the passcode on the banking app? It's far too obvious, my son says.",
        ),
        (
            "Had a burglar alarm put in, the box by the door works. The code's 1066 so I remember.",
            "Had a burglar alarm put in, the box by the door works. The code's on the card.",
        ),
    ],
)
def test_a_secret_named_in_the_sentence_before_is_refused_with_it(
    memory: Memory,
    db_path: Path,
    disk_bytes: Callable[[Path], bytes],
    digests_cut: Callable[[bytes], bytes],
    turn: str,
    twin: str,
) -> None:
    report = memory.observe([{"role": "user", "content": turn}], chat_id="c1")
    assert "refused" in _decisions(report)
    episode = memory.get(report["turns"][0]["episode"])
    value = "190457" if "190457" in turn else "1066"
    assert value not in episode.text
    assert turn.split(",")[0].split("?")[0] in episode.text  # control: the rest is logged
    assert not any(value in m.text for m in _all(memory))
    # The twin names the same lock or passcode with no value: nothing to refuse.
    control = memory.observe([{"role": "user", "content": twin}], chat_id="c2")
    assert "refused" not in _decisions(control)
    memory.close()
    # (not inside a hash, where four digits turn up by chance: "…553955106609ff…")
    raw = digests_cut(disk_bytes(db_path))
    assert value.encode() not in raw
    assert turn.split(",")[0].split("?")[0].encode() in raw  # control: the turn is there


def test_a_tool_turn_is_not_stored_but_taints_the_chat(memory: Memory) -> None:
    page = "Quarterly invoices go to payments@lookalike-vendor.example"
    report = memory.observe(
        [
            {"role": "tool", "content": page, "source": "web:lookalike-vendor.example"},
            {"role": "user", "content": "I work at Initech."},
        ],
        chat_id="c1",
    )
    assert report["tainted"] is True
    assert report["read_sources"] == ["web:lookalike-vendor.example"]
    assert report["turns"][0]["episode"] is None
    texts = [m.text for m in _all(memory)]
    assert not any("invoices" in t for t in texts)
    assert "I work at Initech." in texts  # control: the person's turn is stored
    fact = next(m for m in _all(memory) if m.kind is not Kind.EPISODE)
    assert fact.status is Status.ACTIVE  # a person is present: kept at once …
    assert fact.provenance.untrusted is True  # … with an untrusted note
    assert fact.provenance.read_sources == ("web:lookalike-vendor.example",)
    # … which its decision explains, with the way back; and that way works.
    decision = report["turns"][1]["decisions"][0]
    assert decision["decision"] == "created"
    assert decision["reason"].startswith("new memory. Kept with an untrusted note")
    assert decision["reason"].endswith("If it is wrong, forget it.")
    memory.forget(fact.id)
    assert memory.get(fact.id).status is Status.RETRACTED
    assert all(r.memory.id != fact.id for r in memory.recall("where do I work").results)


def test_an_untainted_chat_keeps_statements_trusted(memory: Memory) -> None:
    report = memory.observe([{"role": "user", "content": "I work at Initech."}], chat_id="c1")
    fact = next(m for m in _all(memory) if m.kind is not Kind.EPISODE)
    assert fact.provenance.untrusted is False
    assert report["turns"][0]["decisions"][0]["reason"] == "new memory"  # no note to explain
    assert fact.id in [r.memory.id for r in memory.recall("where do I work").results]


def test_a_statement_and_the_turn_it_was_learned_from_are_one_answer(memory: Memory) -> None:
    said = [{"role": "user", "content": "I work at Initech."}]
    memory.observe(said, chat_id="c1")
    fact = next(m for m in _all(memory) if m.kind is not Kind.EPISODE)
    turn = next(m for m in _all(memory) if m.kind is Kind.EPISODE)
    hits = memory.recall("where do I work", explain=True).results
    assert [h.memory.id for h in hits] == [fact.id]  # not the same words twice
    assert hits[0].explain is not None
    assert hits[0].explain.get("ranked_as") in (None, turn.id)  # ranked by the turn, or itself
    # controls: asked for turns, the turn is there; the same words said in another chat are
    # another answer
    turns = memory.recall("where do I work", kinds=["episode"]).results
    assert [h.memory.id for h in turns] == [turn.id]
    memory.observe(said, chat_id="c2")
    again = memory.recall("where do I work").results
    assert len(again) == 2 and again[0].memory.text == again[1].memory.text
    assert fact.id in [h.memory.id for h in again]


def _said(memory: Memory, text: str, at: str, chat_id: str) -> None:
    memory.observe([{"role": "user", "content": text, "at": at}], chat_id=chat_id)


def test_a_turn_whose_words_are_no_longer_believed_does_not_answer_for_now(
    memory: Memory,
) -> None:
    """A statement superseded ("I live in Lisbon", then "I live in Porto now") is out of a
    recall of what is true now, and its turn — the same words — does not answer in its place."""
    _said(memory, "I live in Lisbon.", "2026-03-01T10:00:00Z", "c1")
    _said(memory, "I live in Porto now.", "2026-09-01T10:00:00Z", "c2")
    lisbon = next(m for m in _all(memory) if m.text == "I live in Lisbon." and m.kind != "episode")
    assert lisbon.status is Status.SUPERSEDED
    assert [h.memory.text for h in memory.recall("where do I live").results] == [
        "I live in Porto now."
    ]
    # controls: what was true then, and the log of what was said, keep the turn
    then = memory.recall("where do I live", as_of="2026-05-01T00:00:00Z").results
    assert "I live in Lisbon." in [h.memory.text for h in then]
    log = memory.recall("where do I live", kinds=["episode"]).results
    assert {h.memory.text for h in log} == {"I live in Porto now.", "I live in Lisbon."}


def test_a_turn_still_partly_believed_still_answers(memory: Memory) -> None:
    _said(memory, "I live in Lisbon. I work at Initech.", "2026-03-01T10:00:00Z", "c1")
    _said(memory, "I live in Porto now.", "2026-09-01T10:00:00Z", "c2")
    statuses = {m.text: m.status for m in _all(memory) if m.kind is not Kind.EPISODE}
    assert Status.SUPERSEDED in statuses.values() and Status.ACTIVE in statuses.values()
    texts = [h.memory.text for h in memory.recall("where do I live").results]
    assert "I live in Lisbon. I work at Initech." in texts  # Initech is still believed


def test_clauses_that_each_fill_a_slot_are_statements_of_their_own(memory: Memory) -> None:
    """A move must not take the employer with it: "I live in Lisbon and I work at Initech" is
    two statements, and "I live in Porto now" supersedes only the first."""
    said = {"content": "I live in Lisbon and I work at Initech.", "at": "2026-03-01T10:00:00Z"}
    report = memory.observe([{"role": "user", **said}], chat_id="c1")
    learned = [d["memory"]["text"] for d in report["turns"][0]["decisions"]]
    assert learned == ["I live in Lisbon.", "I work at Initech."]
    _said(memory, "I live in Porto now.", "2026-09-01T10:00:00Z", "c2")
    statuses = {m.text: m.status for m in _all(memory) if m.kind is not Kind.EPISODE}
    assert statuses["I live in Lisbon."] is Status.SUPERSEDED
    assert statuses["I work at Initech."] is Status.ACTIVE
    work = [h.memory.text for h in memory.recall("where do I work").results]
    assert work[0] == "I work at Initech."
    # control: a clause that fills no slot may lean on the one before; the sentence stays whole
    report = memory.observe(
        [{"role": "user", "content": "I bought a new bike and I love it."}], chat_id="c3"
    )
    learned = [d["memory"]["text"] for d in report["turns"][0]["decisions"]]
    assert learned == ["I bought a new bike and I love it."]


def test_outdated_turns_are_read_through_the_callers_scopes(memory: Memory) -> None:
    _said(memory, "I live in Lisbon.", "2026-03-01T10:00:00Z", "c1")
    _said(memory, "I live in Porto now.", "2026-09-01T10:00:00Z", "c2")
    turn = next(m for m in _all(memory) if m.kind is Kind.EPISODE and "Lisbon" in m.text)
    owner = Gate(scopes=None, labels=None, as_of=datetime.now(UTC))
    stranger = Gate(scopes=("elsewhere",), labels=("personal",), as_of=datetime.now(UTC))
    assert memory._store.outdated_turns([turn.id], owner) == {turn.id}
    assert memory._store.outdated_turns([turn.id], stranger) == set()  # sees no statement


def test_tainted_with_nobody_present_is_held_as_untrusted(memory: Memory) -> None:
    report = memory.observe(
        [
            {"role": "tool", "content": "search results", "source": "web:search"},
            {"role": "user", "content": "I work at Initech."},
        ],
        chat_id="c1",
        present=False,
    )
    assert _decisions(report, 1) == ["held"]
    held = report["turns"][1]["decisions"][0]["memory"]
    assert held["hold_reason"] == "untrusted"
    # control: the same words in a clean chat with nobody present are kept
    clean = memory.observe(
        [{"role": "user", "content": "I work at Initech."}], chat_id="c2", present=False
    )
    assert _decisions(clean) == ["created"]


def test_questions_requests_and_small_talk_are_not_memories(memory: Memory) -> None:
    report = memory.observe(
        [
            {
                "role": "user",
                "content": "Hi! Can you help me plan a trip? What is the weather in Rome? "
                "Please write a poem. I have a dog named Biscuit.",
            }
        ],
        chat_id="c1",
    )
    texts = [d["memory"]["text"] for d in report["turns"][0]["decisions"]]
    assert texts == ["I have a dog named Biscuit."]


def test_multi_party_names_are_kept_in_provenance(memory: Memory) -> None:
    report = memory.observe(
        [{"role": "user", "name": "alice", "content": "I live in Oslo."}], chat_id="group"
    )
    episode = memory.get(report["turns"][0]["episode"])
    assert episode.provenance.turn_id is not None and episode.provenance.turn_id.endswith("#alice")
    fact = memory.get(report["turns"][0]["decisions"][0]["memory"]["id"])
    assert fact.provenance.turn_id == episode.provenance.turn_id


def test_replaying_a_conversation_returns_the_stored_decisions(db_path: Path) -> None:
    turn = {"role": "user", "content": "I live in Porto.", "at": "2026-02-01T09:00:00Z"}
    with Memory.open(db_path) as memory:
        first = memory.observe([turn], chat_id="c1")
    with Memory.open(db_path) as memory:  # durable across reopening
        again = memory.observe([turn], chat_id="c1")
        assert _decisions(again) == _decisions(first) == ["created"]
        assert "already decided" in again["turns"][0]["decisions"][0]["reason"]
        facts = [m for m in _all(memory) if m.kind is not Kind.EPISODE]
        assert len(facts) == 1 and facts[0].evidence_count == 1
        # control: the same words said at another time are a new candidate — a repeat
        later = memory.observe([dict(turn, at="2026-02-02T09:00:00Z")], chat_id="c1")
        assert _decisions(later) == ["ignored"]
        assert memory.get(facts[0].id).evidence_count == 2


def test_forget_that_retracts_and_tombstones_the_last_statement(
    memory: Memory, db_path: Path, disk_bytes: Callable[[Path], bytes]
) -> None:
    memory.observe([{"role": "user", "content": "I am a member of the chess club."}], chat_id="c1")
    memory.observe([{"role": "user", "content": "My sister lives in Quito."}], chat_id="c1")
    report = memory.observe([{"role": "user", "content": "Forget that."}], chat_id="c1")
    retraction = report["turns"][0]["retractions"][0]
    # the memory and the logged turn it was learned from
    assert len(retraction["forgotten"]) == 2
    for entry in retraction["forgotten"]:
        forgotten = memory.get(entry["memory"])
        assert forgotten.status is Status.RETRACTED and forgotten.text == ""
    again = memory.observe([{"role": "user", "content": "My sister lives in Quito."}], chat_id="c1")
    assert _decisions(again) == ["blocked"]
    # control: the earlier statement and its turn are untouched
    texts = [m.text for m in _all(memory)]
    assert texts.count("I am a member of the chess club.") == 2
    memory.close()
    raw = disk_bytes(db_path)
    assert b"Quito" not in raw  # neither the memory, nor its turn, nor the repeat's turn
    assert b"chess club" in raw  # control


@pytest.mark.parametrize(
    "phrase",
    [
        "Don't remember that I smoke.",
        "Never mention smoking again.",
        "Stop bringing up smoking.",
        "please don't store anything about my smoking, thanks",
        "Never mention my smoking again please.",
    ],
)
def test_named_retractions_forget_the_matching_memory(memory: Memory, phrase: str) -> None:
    memory.observe([{"role": "user", "content": "I smoke a pack a day."}], chat_id="c1")
    memory.observe([{"role": "user", "content": "I play the cello."}], chat_id="c1")
    report = memory.observe([{"role": "user", "content": phrase}], chat_id="c1")
    retraction = report["turns"][0]["retractions"][0]
    assert retraction["tombstone"] is not None
    active = [
        m.text for m in _all(memory) if m.kind is not Kind.EPISODE and m.status.value == "active"
    ]
    assert "I play the cello." in active  # control
    if "smoking" not in phrase:
        assert "I smoke a pack a day." not in active
    hits = memory.recall("smoke smoking").results
    assert all("smok" not in hit.memory.text.casefold() for hit in hits)


def test_forget_that_takes_everything_the_last_turn_said(memory: Memory) -> None:
    memory.observe([{"role": "user", "content": "I play the oboe."}], chat_id="c1")
    said = "I live in Quito. I work at Andes Bank."
    memory.observe([{"role": "user", "content": said}], chat_id="c1")
    from_turn = [m for m in _all(memory) if m.kind is not Kind.EPISODE and "oboe" not in m.text]
    assert len(from_turn) == 2  # two statements from one turn
    memory.observe([{"role": "user", "content": "Forget that."}], chat_id="c1")
    for record in from_turn:
        assert memory.get(record.id).status is Status.RETRACTED
    active = [m.text for m in _all(memory) if m.status is Status.ACTIVE]
    assert "I play the oboe." in active  # control: the turn before is untouched


def test_dont_remember_reaches_every_statement_not_only_the_newest(memory: Memory) -> None:
    first = memory.remember("My old friend Jake taught me to sail").memory
    about_sister = memory.remember("Jake dated my sister", subject="user's sister").memory
    for i in range(520):  # more than any "newest few" window
        memory.remember(f"note {i}: the recycling goes out on day {i}")
    memory.observe([{"role": "user", "content": "Never mention Jake again."}], chat_id="c9")
    assert memory.get(first.id).status is Status.RETRACTED
    assert memory.get(about_sister.id).status is Status.RETRACTED
    assert (
        memory.get(memory.remember("note 3: the recycling goes out on day 3").target).status
        is Status.ACTIVE
    )  # control: the others stay (and a repeat finds its original)


def test_bad_messages_are_invalid_and_change_nothing(memory: Memory, db_path: Path) -> None:
    for bad in ([], "hello", [{"role": "robot", "content": "x"}], [{"role": "user"}]):
        with pytest.raises(InvalidInputError):
            memory.observe(bad, chat_id="c1")  # type: ignore[arg-type]
    assert _all(memory) == []
    memory.observe([{"role": "user", "content": "I live in Lima."}], chat_id="c1")  # control
    assert _all(memory) != []


def test_a_read_only_agent_cannot_observe(make_agent: Callable[..., Memory]) -> None:
    from memwarden.errors import ForbiddenError

    reader = make_agent("reader", capabilities=("read",))
    with pytest.raises(ForbiddenError):
        reader.observe([{"role": "user", "content": "I live in Lima."}])
    writer = make_agent("writer", capabilities=("remember",))  # control
    assert writer.observe([{"role": "user", "content": "I live in Lima."}])["turns"]


def test_what_was_learned_after_reading_is_datamarked_in_context(memory: Memory) -> None:
    memory.observe(
        [
            {"role": "tool", "content": "a travel blog", "source": "web:travel-blog"},
            {"role": "user", "content": "I live in Tallinn."},
        ],
        chat_id="c1",
    )
    memory.observe([{"role": "user", "content": "I work at Initech."}], chat_id="c2")
    text = memory.context("where do I live and work")["text"]
    tallinn = next(line for line in text.splitlines() if "Tallinn" in line)
    initech = next(line for line in text.splitlines() if "Initech" in line)
    assert "web:travel-blog" in tallinn
    assert "web:travel-blog" not in initech  # control: a clean chat is not marked


def test_a_chat_stays_in_its_scope(memory: Memory, make_agent: Callable[..., Memory]) -> None:
    memory.observe([{"role": "user", "content": "I live in Lima."}], chat_id="c1", scope="home")
    with pytest.raises(InvalidInputError):
        memory.observe(
            [{"role": "user", "content": "I live in Cusco."}], chat_id="c1", scope="work"
        )
    # control: the chat's own scope goes on working
    again = memory.observe(
        [{"role": "user", "content": "I like ceviche."}], chat_id="c1", scope="home"
    )
    assert _decisions(again) == ["created"]


@pytest.mark.parametrize(
    ("earlier", "later", "control"),
    [
        # "forget my X" with a tail; "anything about my X" is about my X; a trailing "please".
        (
            "please forget my address, don't keep it",
            "my address is 12 Elm Road, flat 3",
            "my office is at 4 Mill Lane",
        ),
        ("don't remember anything about my ex", "my ex is called Tom, he's a chef", "I love tea"),
        # An aside after a comma is no part of what is named.
        (
            "please don't remember anything about my divorce, it's too painful",
            "the divorce lawyer sent me another invoice today, ugh",
            "my lawyer friend Tom sent me a funny invoice today",
        ),
        # "stop tracking my X", with "don't keep anything about it" after it.
        (
            "please stop tracking my weight, don't keep anything about it",
            "my weight is 82 kg this week",
            "my bike weighs 9 kg",
        ),
    ],
)
def test_a_retraction_in_everyday_words_blocks_what_comes_after(
    memory: Memory, earlier: str, later: str, control: str
) -> None:
    report = memory.observe([{"role": "user", "content": earlier}], chat_id="c1")
    assert report["turns"][0]["retractions"][0]["tombstone"] is not None
    blocked = memory.observe([{"role": "user", "content": later}], chat_id="c1")
    assert [d["decision"] for d in blocked["turns"][0]["decisions"]] == ["blocked"]
    kept = memory.observe([{"role": "user", "content": control}], chat_id="c1")
    assert [d["decision"] for d in kept["turns"][0]["decisions"]] == ["created"]


def test_forget_my_inside_a_question_is_not_a_retraction(memory: Memory) -> None:
    from memwarden.write.extract import retraction

    assert retraction("Forget my keys, where is the car?") is None
    assert retraction("Forget my keys, please.") is not None  # the control
    assert retraction("I always forget my keys") is None


@pytest.mark.parametrize("said", ["stop saving money for the trip", "stop tracking the parcel"])
def test_stopping_something_else_is_no_retraction(memory: Memory, said: str) -> None:
    """The twins of "stop tracking my weight": what one stops doing oneself, or something not
    the person's, retracts nothing."""
    report = memory.observe([{"role": "user", "content": said}], chat_id="c1")
    assert report["turns"][0]["retractions"] == []
