"""Conversation turns in recall (read/fusion.py): asking versus telling, and the share of a
matching turn's relevance its neighbours in the chat get.

* In a conversation the turn that shares the question's words is often itself a question
  ("What book are you reading?"); the answer is in what someone said. So a memory's score is
  lowered by ``question_weight`` (0.5) times the share of its text that asks
  (``text.question_share``), while the relevance it lends its chat neighbours is left whole: a
  matching question still points at its reply.
* A matching turn lends ``context_weight`` (0.5) of its relevance to the turns just before and
  after it, and (``context_reach`` 2, ``context_decay`` 0.5) half of that to the turns two
  away; nothing further, and nothing the caller's gate does not admit.

Real SQLite files; lexical recall.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.read import recall as recall_module
from memwarden.read.fusion import FusedHit, Fusion, with_context
from memwarden.settings import Settings
from memwarden.text import question_share

LEXICAL = Settings(embedder="none")


@pytest.mark.parametrize(
    ("text", "share"),
    [
        ("I moved to Lisbon in March.", 0.0),
        ("Where did you move?", 1.0),
        ("Is it 3.5 or 4?", 1.0),  # a decimal point does not end a sentence
        ("你搬到哪里了？", 1.0),  # full-width question mark
        ("إلى أين انتقلت؟", 1.0),  # Arabic question mark
        ("What?! No way", 0.5),
        ("", 0.0),
        ("?", 1.0),  # a bare question mark asks
        ("Nothing asked here", 0.0),
    ],
)
def test_question_share_measures_what_asks(text: str, share: float) -> None:
    assert question_share(text) == pytest.approx(share, abs=0.05)


def test_question_share_weighs_a_mixed_turn_by_its_parts() -> None:
    mixed = 'Great shelf! I saw "The Alchemist" on it, one of my favourites. Did you enjoy it?'
    assert 0.1 < question_share(mixed) < 0.3  # mostly telling
    assert question_share("Nice! Where did you move?") > 0.7  # mostly asking


def test_a_statement_outranks_a_question_with_the_same_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        # Turns of two chats (the review at the door would take the second for a repeat).
        asked = memory.remember(
            "Which harbour is the blue boat moored in?", kind="episode", chat_id="c1"
        ).memory
        told = memory.remember(
            "The blue boat is moored in the north harbour.", kind="episode", chat_id="c2"
        ).memory
        hits = memory.recall("blue boat moored harbour", explain=True).results
        assert [h.memory.id for h in hits] == [told.id, asked.id]
        by_id = {h.memory.id: h.explain for h in hits}
        assert by_id[asked.id]["bonuses"]["question"] == pytest.approx(-0.5)
        assert "question" not in by_id[told.id]["bonuses"]  # control: a statement is not lowered
        # Lowered in score, not in relevance: both matched the same stems.
        stems = {"blue", "boat", "moor", "harbour"}
        assert by_id[asked.id]["lexical"]["matched_stems"].keys() == stems
        # Control: without the weight the shorter question wins on words alone.
        monkeypatch.setattr(recall_module, "Fusion", partial(Fusion, question_weight=0.0))
        plain = memory.recall("blue boat moored harbour").results
        assert [h.memory.id for h in plain] == [asked.id, told.id]


def test_a_question_lends_its_reply_all_of_its_relevance(tmp_path: Path) -> None:
    """The turn after a question (its reply) gets ``context_weight × (1 + reply_weight)`` of
    the question's relevance — all of it; the turn before it, and the reply to a statement,
    get the plain share (the controls)."""
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        before, asked, reply = _chat(memory, "c1", [
            "We cleaned the whole flat on Sunday.",
            "Did you ever find the harmonica?",
            "Yes, it was behind the sofa.",
        ])  # fmt: skip
        told, answered = _chat(memory, "c2", ["I finally found my harmonica.", "Great news."])
        other = _chat(memory, "c3", ["Yes, it was under the couch."])[0]
        hits = memory.recall("harmonica", explain=True).results
        by_id = {h.memory.id: h for h in hits}
        assert set(by_id) == {before, asked, reply, told, answered}
        assert other not in by_id  # a reply in a chat that did not match
        lent = {m: h.explain["signals"].get("context", 0.0) for m, h in by_id.items()}
        fusion = Fusion()
        asked_relevance = by_id[asked].explain["relevance"]
        assert fusion.reply_weight == 1.0
        assert lent[reply] == pytest.approx(asked_relevance)  # 0.5 × (1 + 1.0 × 1)
        assert lent[before] == pytest.approx(fusion.context_weight * asked_relevance)
        told_relevance = by_id[told].explain["relevance"]
        assert lent[answered] == pytest.approx(fusion.context_weight * told_relevance)
        assert by_id[asked].explain["bonuses"]["question"] == pytest.approx(-0.5)


def test_the_defaults_are_the_measured_ones() -> None:
    fusion = Fusion()
    assert (fusion.question_weight, fusion.context_reach, fusion.context_decay) == (0.5, 2, 0.5)
    assert fusion.reply_weight == 1.0


def _chat(memory: Memory, chat: str, texts: list[str], **kwargs: object) -> list[str]:
    return [
        memory.remember(text, kind="episode", chat_id=chat, **kwargs).memory.id  # type: ignore[arg-type]
        for text in texts
    ]


def test_the_store_walks_a_chat_both_ways_skipping_other_chats(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        ours: list[str] = []
        theirs: list[str] = []
        for i in range(5):  # two chats written turn by turn, interleaved
            ours += _chat(memory, "ours", [f"our turn number {i} about kites"])
            theirs += _chat(memory, "theirs", [f"their turn number {i} about boats"])
        memory.remember("a note outside any chat about kites")  # not an episode of the chat
        store = memory._store
        middle = ours[2]
        assert store.episode_neighbours([middle], 2) == {
            middle: [(ours[1], -1), (ours[0], -2), (ours[3], 1), (ours[4], 2)]
        }
        assert store.episode_neighbours([middle]) == {middle: [(ours[1], -1), (ours[3], 1)]}
        first = theirs[0]
        assert store.episode_neighbours([first], 2) == {first: [(theirs[1], 1), (theirs[2], 2)]}
        assert store.episode_neighbours([], 2) == {}
        assert store.episode_neighbours([middle], 0) == {}
        # Many turns in one statement: each gets its own; an unknown id, a memory outside any
        # chat and a repeated id add nothing (the controls: the two turns are answered).
        note = memory.remember("another note outside any chat about boats").memory.id
        many = [middle, "01NOSUCHMEMORY0000000000000", note, first, middle]
        assert store.episode_neighbours(many) == {
            middle: [(ours[1], -1), (ours[3], 1)],
            first: [(theirs[1], 1)],
        }


def test_a_turn_lends_to_one_turn_either_side_and_with_reach_two_to_two(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        ids = _chat(
            memory,
            "c1",
            [
                "Morning!",
                "We drove up to the coast on Saturday.",
                "I finally saw the lighthouse at Cabo da Roca.",
                "It was windy all day.",
                "Then we had grilled sardines for dinner.",
                "Tomorrow is a work day again.",
            ],
        )
        monkeypatch.setattr(recall_module, "Fusion", partial(Fusion, context_reach=1))
        hits = memory.recall("lighthouse", explain=True).results
        lent = {h.memory.id: h.explain["signals"].get("context", 0.0) for h in hits}
        top = hits[0].explain["relevance"]
        assert hits[0].memory.id == ids[2]
        assert lent == {
            ids[2]: 0.0,
            ids[1]: pytest.approx(0.5 * top),
            ids[3]: pytest.approx(0.5 * top),
        }
        # Reach two (the default): the turns two away get half of the nearer share.
        monkeypatch.undo()
        hits = memory.recall("lighthouse", explain=True).results
        lent = {h.memory.id: h.explain["signals"].get("context", 0.0) for h in hits}
        assert hits[0].memory.id == ids[2]
        assert lent[ids[1]] == pytest.approx(0.5 * top)
        assert lent[ids[3]] == pytest.approx(0.5 * top)
        assert lent[ids[0]] == pytest.approx(0.25 * top)  # two turns away: half as much
        assert lent[ids[4]] == pytest.approx(0.25 * top)
        assert ids[5] not in lent  # three turns away: nothing (its twin at two got a share)


def test_a_neighbour_outside_the_gate_gets_nothing(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        before = _chat(memory, "c1", ["Packing for the trip now."])
        hidden = _chat(memory, "c1", ["My passport number is in the blue folder."], acl=["vault"])
        asked = _chat(memory, "c1", ["Which ferry do we take to the island?"])
        after = _chat(memory, "c1", ["The early one, at seven."])
        _, token = memory.principal_add("helper", labels=["personal"], capabilities=["read"])
        agent = memory.for_token(token)
        seen = {h.memory.id for h in agent.recall("ferry island").results}
        assert seen == {before[0], asked[0], after[0]}  # two away, one away, the match
        assert hidden[0] not in seen
        owner_seen = {h.memory.id for h in memory.recall("ferry island").results}
        assert hidden[0] in owner_seen  # control: the owner, who may read it, gets it lifted


def test_a_turn_with_no_relevance_lends_nothing(tmp_path: Path) -> None:
    """A turn ranked with no relevance (its cosine at the floor, nothing else) lends its
    neighbours nothing, so they are not brought in with a score of 0; its twin with some
    relevance lends its neighbour half of it."""
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        quiet = _chat(memory, "c1", ["A turn at the floor.", "Its neighbour."])
        loud = _chat(memory, "c2", ["A turn that matched.", "Its neighbour too."])
        records = {i: memory.get(i) for i in (*quiet, *loud)}
        now = records[quiet[0]].recorded_at
        ranked = [
            FusedHit(loud[0], 0.4, 0.4, 1.0, {}, None, {"lexical": 0.4}, {}),
            FusedHit(quiet[0], 0.0, 0.0, 0.0, {}, 0.3, {"vector": 0.0}, {}),
        ]
        neighbours = {quiet[0]: [(quiet[1], 1)], loud[0]: [(loud[1], 1)]}
        fusion = Fusion(reply_weight=0.0)
        out = {h.memory_id: h for h in with_context(ranked, neighbours, records, now, fusion)}
        assert quiet[1] not in out
        assert out[loud[1]].contributions == {"context": pytest.approx(0.2)}  # the control
        assert set(out) == {loud[0], quiet[0], loud[1]}
