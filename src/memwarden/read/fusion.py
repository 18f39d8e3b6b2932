"""Fusing the recall signals into one ranking (DESIGN §6 step 3).

The signals are computed independently — one never short-circuits or filters another — and
each is normalised within the query's own candidates before they are added:

* **lexical**: BM25 over stems divided by the best BM25 of this query (1.0 = the best match);
* **vector**: cosine similarity above the embedder's floor, divided by the best one's
  (1.0 = the closest memory; 0 at the floor).

Every candidate carries both: the recall scores each signal's candidates by the other too
(:mod:`memwarden.read.recall`), so a missing score means no shared stem or no vector, never
"not among the other signal's best".

The relevance is ``0.6 · lexical + 0.4 · vector``. The method (a normalised weighted sum,
not RRF) and the weights were chosen by measurement on the LoCoMo dev conversations; see
docs/benchmarks.md, "Recall".

**Kept memories** (:meth:`Fusion.weights`): those weights were measured on chat turns kept
verbatim (episodes), long and full of talk, whose words are the better evidence. A memory the
review kept — a statement, an agent's note — says one thing in few words, and its meaning is as
good evidence as its words: it is fused at ``0.5 · lexical + 0.5 · vector``, its cosine counted
from 0.1 under the floor (0 there, the best candidate's at the best), so a close meaning is not
flattened by a cosine just over the floor. The floor itself does not move (a memory under it
with no shared stem is still dropped), and when no candidate reaches the floor meaning counts
for nothing, as for a turn. Measured on the forty-five blind recall suites (3,669 questions):
2,743 → 2,777 first answers, 3,336 → 3,368 in the first three; 0.5/0.5 at the floor gave 2,755,
0.4/0.6 2,764, and the floor lowered for admission as well gained in the first five but let
more through a floor that must keep a question about nothing empty. The LoCoMo and LongMemEval
episodes are fused as before and score the same; applied to turns too, the held-out LoCoMo
conversations lost 0.011 at R@1 and 0.008 at R@5 (docs/benchmarks.md, "Kept memories").

**Graph.** A third signal, the entity graph (:mod:`memwarden.entities.graph`): memories
mentioning an entity the query names, and — at half that — memories mentioning its strongest
co-mentioned neighbours, everything counted inside the caller's gate; 0–1 like the others and
added as ``graph_weight · graph`` (0.05). It adds candidates and never removes one: a memory
with no shared stem and no close meaning is kept when the graph found it. On the LoCoMo and
LongMemEval dev files weights 0–0.3 changed nothing measurable (docs/benchmarks.md, "Recall"),
so the weight is small: it reorders nothing the other signals found well and still lets what
only the graph found through the floor.

**Time.** For a question that names a time and asks about nothing else ("what happened on 12
June 2024?", "what did I do last weekend?", "what are my plans for next week?":
``QueryTime.only``, ``read/querytime.py``) the
memories of that time (a narrow window's own candidates, ``read/recall.py``) are a signal of
their own too, ``time_weight`` (0.05) each: such a question shares no word and little meaning
with what happened then, and without it the floor left nothing to answer with. Recall then
keeps only those memories, before the conversation signal adds their turns' chat neighbours
(``with_context``; one may fall just outside the window): the question's meaning ("what did I
do …") is close to any day's doings, so other days' would otherwise come first. A window
holding none (or too many to single any out) changes nothing. A question about something at a
time ("where did we go camping last summer?") gets no such signal: its time is only a
preference, and a memory of that summer that is not about camping is not an answer.

**Slots.** A question asking for one of the person's slots ("What do I do for work?": their
``job_title`` and ``works_at``; "Am I married?"; "my dietary restrictions":
:mod:`memwarden.read.slots`) is answered by the memories that review read as filling it ("User
is a data analyst at Rideau Health"), which often share no word with it and little meaning.
Those memories are candidates of their own (read/recall.py) with a signal of their own,
``slot_weight`` (0.9): the memory holding exactly what was asked for is its answer, first
unless another is much more relevant by words and meaning together. (0.6, as much as the best
match by words, had "her parents … still live in Split" before the move to Ljubljana for "Where
does the user live?": the thirteen suites answered 506 questions first at 0.6 and 513 at 0.9,
measured in the twenty-eighth session; the episodes of LoCoMo and LongMemEval fill no slot.)
Other questions get no such signal.

**Topics.** A question naming a category ("What are the user's hobbies?", "user health
conditions", "Does the user have any debt?": :mod:`memwarden.read.topics`) is answered by
memories of its instances ("I sing alto in a community choir"), which share no word with it
and little meaning. The memories holding the category's instance words are candidates of their
own with ``topic_weight`` (0.15) times their share of the best one's BM25 over those words:
weaker evidence than a slot (a memory saying "tennis" may not be about the person's sport), so
words and meaning order them and outrank them. Weights 0.1–0.2 gave the same figures on the
recall suites and the LoCoMo dev file (0.3 and 0.5 lost an answer each), so the middle one.

**The person.** A question about nothing but the person ("What do you know about me?",
:func:`memwarden.read.person.about_the_person_only`) has no topic to search for: the person's
own memories are its candidates, each with ``person_weight`` (0.05) and nothing else, so the
bonuses — pinned, recalled, recent — order them.

**Context.** A verbatim turn lends part of its relevance to its neighbours in the same chat
(:func:`with_context`): the answer is often the reply to the turn the question matched. The
turns just before and after get 0.5 of it, the turns two away half of that (``context_reach``
2, ``context_decay`` 0.5). Reach two was left off while a candidate brought by one signal went
without the other's score (+0.009 R@10 on the held-out LoCoMo conversations then, one
LongMemEval answer session pushed from 5th to 6th); with every candidate scored by both and
BM25's length discount at 0.3 it gains on the LoCoMo dev file (R@5 / R@10 +0.009 / +0.007) and
costs LongMemEval nothing at 5 or 10, for ~1 ms more per recall on a conversation store
(docs/benchmarks.md, "Recall", "Every candidate scored by both").

**Replies.** A turn that asks lends the turn right after it more: ``context_weight × (1 +
reply_weight × share)``, ``share`` being how much of the asking turn is questions (below) — with
``reply_weight`` 1.0, a whole question lends its reply all of its relevance, where a statement
lends half. The question's answer is usually the next turn, and what a matching question loses
for asking (below) goes to it. Measured on the LoCoMo dev file (R@1 / R@5 +0.016 / +0.011,
R@10 +0.004) and checked on the others (docs/benchmarks.md, "Recall", "Replies").

**Questions.** A memory that asks rather than tells ("What book are you reading?") ranks lower:
its score is multiplied by ``1 − 0.5 × share``, where ``share`` is how much of its text is in
sentences ending with a question mark (:func:`memwarden.text.question_share`; full-width and
Arabic marks too). A conversation's turns that share a question's words are often questions
themselves, while the answer is something someone said. The relevance such a turn lends its
neighbours is untouched, so a matching question still points at its reply. Shown as the
``question`` entry of the bonuses in ``explain``.

**Speaker** (:func:`with_speaker`, :mod:`memwarden.read.speaker`): what someone said of
themselves is the evidence about them. For a question about the asker ("Did I visit the museum
with a friend?", not "the list you provided") the assistant's logged turns, and for a question
naming some of the speakers of the turns found ("What games does Nate play?") the turns of the
speakers it does not name, rank lower by ``speaker_weight`` (0.2) of their score; what they
lend their chat neighbours is untouched. One weight for both, the smallest that lost nothing
at any k on either dev file (weights 0–0.5 measured); checked on the held-out LoCoMo
conversations (docs/benchmarks.md, "Recall", "Speaker"). The same weight lowers, for a question
about the asker naming no one else, a statement about someone close to them and not about them
too ("User's mother is recovering from knee surgery" for "Do I have any health conditions?").

**Advice questions** (:meth:`Fusion.for_advice`, :mod:`memwarden.read.queryform`): a question
that asks for advice, suggestions, recommendations or ideas ("Can you suggest …", "Any tips?",
"What should I …") is answered by what the person said about what they like, own or struggle
with — close in meaning, far in words — so it is fused at ``0.3 · lexical + 0.7 · vector``
without the chat neighbours (whose lift lets the other turns of a long chat crowd out the one
statement that matters). Only when the vector signal brought candidates; every other question
is fused exactly as above. Measured on the LongMemEval dev questions (LoCoMo has none of this
form): docs/benchmarks.md, "Recall", "Advice questions".

**Floor.** A memory is relevant only when it shares a stem with the query, its cosine reaches
the embedder's floor or the entity graph found it; everything else is dropped, so a query
about nothing stored returns nothing.

**Bonuses** (besides the question share above) multiply the relevance by at most ~1.13 —
recency (by when it was said), access (days on which it was recalled, from the second day on,
so repeating a query never changes its own answer), pinned and |arousal| — so they reorder
near-ties only; importance and confidence move a score by 1–2 % at most and can never lift an
irrelevant memory above a relevant one.
Ties are broken by id.

**Continuity** (:func:`with_continuity`): a memory holding words the same session asked about
in its last few queries (not the current query's own) gets up to 0.03 — a follow-up question
("and what does she do?") leans toward what the conversation was about.

**Policy** (:func:`with_policy`, DESIGN §6 step 4): a strongly negative memory (valence -2) is
dropped unless the query engages it (a shared word, a named entity, or a meaning about as close
as the closest memory's); a mildly negative one is lowered by 3 %.

**Time in the question** (:func:`with_time`, :mod:`memwarden.read.querytime`): when the query
names a time ("last summer", "in 2023", "two weeks ago"), a memory whose time falls in that
window gets a ``time`` bonus of 1.0 (its score counts double); a "when …" question gives
memories that carry an event time 0.3. Like the other bonuses it multiplies the relevance, so it
reorders what is relevant and never lifts a memory with none above the floor; it is a
preference, not a filter, so an answer whose time is unknown or misread is still found, and a
memory outside the window that is more than twice as relevant still comes first (measured:
docs/benchmarks.md, "Recall"). The memories of a narrow window are candidates too (read/recall.py,
``_of_the_time``), so the bonus reaches the window's answer even when it shares few words.

**Before** (:func:`with_before`, :func:`memwarden.read.slots.asks_the_past`): a question about
what held before ("Where did I live before Porto?", "What car did I use to drive?", "my previous
job") is a recall of the past. Its gate (``Gate.past``) also admits the truths that ended — rows
superseded by a dated change and rows whose event time closed — never a retracted row nor one
replaced by a correction (which was never true). A memory whose truth has ended (superseded, an
event time closed, or its own words say so: "used to", "Until April 2026 …") gets a ``before``
bonus of ``before_weight`` (1.0: its score counts double, as for a memory of the time a
question names): the words of the question name the new value ("Porto"), so the memory of the
move has all the evidence of words and meaning and would otherwise answer. 0.3, 0.5 and 1.0
were measured: 33, 34 and 34 of the seventh suite's 49 first answers and 41, 41 and 42 of the
eighth's 57, the others and both LoCoMo files the same (docs/benchmarks.md, "Recall",
"Changes told as stories"). The slot signal follows the tense too: a question about the present
is not answered by "I used to live in Leeds", one about before only by what ended when
something of the slot is known to have ended (read/recall.py, ``_of_the_slots``).

**Moved on** (:func:`with_moved_on`): something of the person's that no slot holds, told as
changed from one value to another ("the walking group has moved from tuesdays to thursday
mornings now"), supersedes nothing at the door. For a question not about before, each of the
best hits said earlier that holds the value moved from, a word of what moved and not the value
moved to, and that answers the question with that sentence alone (it shares a word with the
question there, and nowhere else), ranks lower by ``moved_on_weight`` (0.5) of its score:
"tuesday mornings is the walking group …" no longer answers "When does the walking group
meet?", and "Ines Duarte, who lives in Lisbon … Ines has a little boy, Tomás" still answers
"What is the name of Ines's son?" after "Ines has moved from Lisbon to Walthamstow". Suites 23
and 25 gain one first answer each, the others unchanged (docs/benchmarks.md).

**Changed later** (:func:`with_changed_later`): something of someone or something the
question names, told again later as changed — "Bramble is registered with the Musselburgh Vet
Centre", then "Bramble's registered with Links Vets on Great Junction Street now" — supersedes
nothing at the door (no slot holds a dog's vet). For a question not about before, not asking
when, in the past or for the first, each statement among the best hits that a later one telling
a change shares the name and a word of the question with ("vet") ranks lower by
``moved_on_weight`` of its score. "Who is Karen?" asks for nothing but whom it names, and lowers
nothing. Suites 1–22 gain 2 first answers, 24 one and the twenty-sixth three, none lost
(docs/benchmarks.md). A question asking what holds now in so many words ("Which bank is the
user's salary credited to now?", :func:`memwarden.read.slots.asks_the_present`) needs no name:
the later statement's sentence telling the change holds a word of what is asked ("User switched
her salary account from IOB to SBI" lowers "User's salary account is with Indian Overseas Bank"),
a name is no such word (one written capitalised in any of the best hits: "callum did his ankle
…" is not lowered by "Callum started as Head of Science"), and a statement itself telling a
change is left to the latest bonus (the sixtieth session, docs/benchmarks.md).

**Who** (:func:`with_who_it_is`): "Who is Dan?" asks whom the name is to the person, so each of
the best hits that says so — a relation named with him ("rafa's dad is my ex Dan Whitfield",
:func:`memwarden.entities.relations.stated`) — ranks higher by ``who_weight`` (1.0) of its
score than one that only speaks of him ("Dan's getting remarried in the summer", nearer in
meaning to so short a question), and so does one saying what they are in other words ("Priya
is my usual crewmate", "took on an apprentice in January - Kieran Bell"). The twenty-seventh
suite gains two first answers; no other suite changes (docs/benchmarks.md).

**Now** (:func:`with_latest`, :func:`memwarden.read.slots.asks_the_present`): a question that
asks what holds now in so many words ("which days do I volunteer now?", "am I still going to
salsa?", "user's current medications") gives the last said of the best hits within 90 % of the
best score ``latest_weight`` (10 %) more: of two memories that answer about equally well, the
later is the more likely still true, and the recency bonus, by days and fading over months,
does not tell two said the same week apart. On the seventeen earlier blind suites: 735 → 740
first answers (5 fixed, none lost, once "Who got the user her current job?" was read as asked
in the past); applied to every question in the present tense, it fixed 10 and lost 11
(docs/benchmarks.md, "Five blind rounds"). At 5 %, as first set, it fell short of two memories
told with much the same words ("… shared custody, week on, week off" against "new custody
setup from 1 june now"); 10 % gave seven more first answers across the thirty-one suites and
lost none (the thirty-ninth session; 20 % gave the same).
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from operator import attrgetter

from ..entities.relations import relation_words, stated_first_names
from ..model import Kind, MemoryRecord
from ..text import has_question_mark, index_tokens, question_share, stems, terms
from ..write.eventtime import WEEKDAYS
from ..write.slots import tells_a_change
from .kept import Kept
from .speaker import named_words

__all__ = [
    "FusedHit",
    "Fusion",
    "fuse",
    "with_before",
    "with_changed_later",
    "with_context",
    "with_continuity",
    "with_moved_on",
    "with_not_asked",
    "with_policy",
    "with_speaker",
    "with_time",
]

# A question about now: the last said of the hits within this share of the best score gains
# latest_weight (with_latest).
_NEAR = 0.9
_RECENCY = 0.04
_RECENCY_HALF_LIFE_DAYS = 180.0
_ACCESS = 0.03
_PINNED = 0.03
_AROUSAL = 0.01
_CONTINUITY = 0.03
_NEGATIVE = 0.03
_IMPORTANCE = 0.01
_CONFIDENCE = 0.02


@dataclass(frozen=True, slots=True)
class Fusion:
    """How the signals are weighed (measured, see the module docstring)."""

    lexical_weight: float = 0.6
    vector_weight: float = 0.4
    vector_floor: float = 0.3
    # A memory the review kept (a statement, an agent's note; not a chat turn kept verbatim):
    # meaning counts as much as words, and its cosine is counted from this far under the floor
    # (measured on the recall suites; see the module docstring, "Kept memories").
    kept_lexical_weight: float = 0.5
    kept_vector_weight: float = 0.5
    kept_zero_under_floor: float = 0.1
    method: str = "weighted"  # "weighted" or "rrf"
    rrf_k: int = 60
    vector_scale: str = "floor"  # "floor": (cos - floor) / (best - floor); "minmax"
    context_weight: float = 0.5  # share of a verbatim turn's relevance its neighbours get
    # Turns either side that get a share, and how much less each further turn gets (measured,
    # see the module docstring).
    context_reach: int = 2
    context_decay: float = 0.5
    # A turn that asks lends the turn after it (its reply) up to this share more (module
    # docstring): with 1.0 a whole question lends its reply all of its relevance.
    reply_weight: float = 1.0
    graph_weight: float = 0.05  # the entity graph signal (memwarden.entities.graph), measured
    time_weight: float = 0.05  # a memory of a time the question names (the module docstring)
    # A memory filling a slot of the person's that the question asks for ("What do I do for
    # work?": the job title; memwarden.read.slots): more than a match by words alone.
    slot_weight: float = 0.9
    # A memory holding an instance of a category the question names ("What are my hobbies?":
    # "I sing in a choir"; memwarden.read.topics): weaker evidence than a slot, so less.
    topic_weight: float = 0.15
    # The person's memories, for a question about nothing but the person ("What do you know
    # about me?": memwarden.read.person): the bonuses (pinned, recalled, recent) order them.
    person_weight: float = 0.05
    # A question asking for advice (memwarden.read.queryform): meaning over words, no neighbours.
    advice_lexical_weight: float = 0.3
    advice_vector_weight: float = 0.7
    advice_context_weight: float = 0.0
    # A memory that asks rather than tells ranks lower by this share of its asking part; the
    # relevance it lends its chat neighbours is untouched (measured, see the module docstring).
    question_weight: float = 0.5
    # A turn said by someone other than whom the question asks about ranks lower by this share
    # (memwarden.read.speaker; measured, see the module docstring).
    speaker_weight: float = 0.2
    # The person's own name, for a question asking someone else's ("my sister's kids names"),
    # ranks lower by this share (with_not_asked).
    not_asked_weight: float = 0.5
    # A question about what held before ("where did I live before Porto?"): a memory whose truth
    # has ended ranks higher by this share (memwarden.read.slots; see the module docstring).
    before_weight: float = 1.0
    # For a question about now, the last said of the about equally good answers ranks higher by
    # this share (with_latest; see the module docstring).
    latest_weight: float = 0.1
    # For a question not about before, a memory a later one says has changed from what it says
    # to something else ranks lower by this share (with_moved_on).
    moved_on_weight: float = 0.5
    # For "Who is Dan?", a memory saying who Dan is to the person ("my ex Dan Whitfield") ranks
    # higher by this share (with_who_it_is).
    who_weight: float = 1.0

    def for_advice(self) -> Fusion:
        """These settings with the weights for a question that asks for advice."""
        return replace(
            self,
            lexical_weight=self.advice_lexical_weight,
            vector_weight=self.advice_vector_weight,
            kept_lexical_weight=self.advice_lexical_weight,
            kept_vector_weight=self.advice_vector_weight,
            context_weight=self.advice_context_weight,
        )

    def weights(self, kind: Kind) -> tuple[float, float, float]:
        """The lexical and vector weights a memory of ``kind`` is fused with, and the cosine
        its meaning is counted from (0 there, the best candidate's full share at the best)."""
        if kind == Kind.EPISODE:
            return self.lexical_weight, self.vector_weight, self.vector_floor
        zero = self.vector_floor - self.kept_zero_under_floor
        return self.kept_lexical_weight, self.kept_vector_weight, zero


# Not frozen: a recall makes hundreds (a frozen dataclass costs ~4× as much to make, ~1 ms a
# recall); none is changed once made — a new bonus makes a new hit (_with_bonus).
@dataclass(slots=True)
class FusedHit:
    memory_id: str
    score: float
    relevance: float
    bm25: float
    per_term: dict[str, float]
    cosine: float | None
    contributions: dict[str, float] = field(default_factory=dict)
    bonuses: dict[str, float] = field(default_factory=dict)


def fuse(
    lexical: Sequence[tuple[str, float, dict[str, float]]],
    vector: Sequence[tuple[str, float]],
    records: Mapping[str, MemoryRecord],
    now: datetime,
    fusion: Fusion,
    graph: Mapping[str, float] | None = None,
    marked: Mapping[str, Collection[str] | Mapping[str, float]] | None = None,
) -> list[FusedHit]:
    """Rank the union of the signals' candidates, best first, ties by id.

    ``lexical`` is (id, BM25, per-stem contributions) best first; ``vector`` is (id, cosine)
    best first; ``graph`` is id → entity-graph score (0–1); ``marked`` names the signals that
    mark memories as answers of a kind, each with its ids: ``"time"`` the memories of the times
    the question names, ``"slot"`` those filling a slot it asks for, ``"topic"`` those holding
    an instance of a category it names, ``"person"`` the person's memories for a question about
    nothing else; each adds its ``<name>_weight``, or that times the id's share (0–1) where the
    ids come as a mapping (id → share). Only ids in ``records`` (the rows the gate admitted)
    are ranked.
    """
    graph = graph or {}
    marks = {name: (getattr(fusion, f"{name}_weight"), _shares(ids))
             for name, ids in (marked or {}).items() if ids}  # fmt: skip
    bm25 = {mid: (score, per_term) for mid, score, per_term in lexical}
    # Cosines to 6 places: the same text embedded in different batches differs in the 7th.
    cosine = {mid: round(cos, 6) for mid, cos in vector}
    best_bm25 = max((s for s, _ in bm25.values()), default=0.0)
    cos_values = list(cosine.values())
    high = max(cos_values, default=0.0)
    minmax = fusion.vector_scale == "minmax"
    low = min(cos_values, default=0.0) if minmax else fusion.vector_floor
    lex_rank = {mid: i for i, (mid, _, _) in enumerate(lexical)}
    vec_rank = {mid: i for i, (mid, _) in enumerate(vector)}
    out: list[FusedHit] = []
    every = set(bm25) | set(cosine) | set(graph)
    for _, ids in marks.values():
        every.update(ids)
    unscored = (0.0, {})
    for memory_id in sorted(every):
        record = records.get(memory_id)
        if record is None:
            continue
        score_lex, per_term = bm25.get(memory_id, unscored)
        cos = cosine.get(memory_id)
        graph_part = fusion.graph_weight * graph.get(memory_id, 0.0)
        parts = {name: weight * shares[memory_id]
                 for name, (weight, shares) in marks.items() if memory_id in shares} \
            if marks else {}  # fmt: skip
        if (
            score_lex <= 0
            and (cos is None or cos < fusion.vector_floor)
            and graph_part <= 0
            and not any(v > 0 for v in parts.values())
        ):
            continue  # the floor: no shared stem, not close in meaning, marked by nothing
        if fusion.method == "rrf":
            lex_part = fusion.lexical_weight / (fusion.rrf_k + lex_rank[memory_id] + 1) \
                if memory_id in lex_rank else 0.0  # fmt: skip
            vec_part = fusion.vector_weight / (fusion.rrf_k + vec_rank[memory_id] + 1) \
                if memory_id in vec_rank else 0.0  # fmt: skip
        else:
            lexical_weight, vector_weight, zero = fusion.weights(record.kind)
            lex_part = lexical_weight * (score_lex / best_bm25 if best_bm25 > 0 else 0.0)
            vec_part = 0.0
            if cos is not None:
                # With no cosine above the floor, one at it is the best (1.0) and one under it
                # is not close in meaning (0), whatever else brought it through the floor.
                zero = low if minmax else zero
                scaled = (cos - zero) / (high - zero) if high > low else float(cos >= low)
                vec_part = vector_weight * max(scaled, 0.0)
        relevance = lex_part + vec_part + graph_part + sum(parts.values())
        bonuses = _bonuses(record, now, fusion)
        contributions = {"lexical": lex_part, "vector": vec_part}
        if graph_part > 0:
            contributions["graph"] = graph_part
        for name, v in parts.items():
            if v > 0:
                contributions[name] = v
        out.append(_hit(memory_id, relevance, score_lex, per_term, cos, contributions, bonuses))
    return _best_first(out)


def _shares(ids: Collection[str] | Mapping[str, float]) -> Mapping[str, float]:
    """A marking signal's ids with their shares: as given, or 1.0 each."""
    return ids if isinstance(ids, Mapping) else dict.fromkeys(ids, 1.0)


def with_context(
    ranked: Sequence[FusedHit],
    neighbours: Mapping[str, Sequence[tuple[str, int]]],
    records: Mapping[str, MemoryRecord],
    now: datetime,
    fusion: Fusion,
) -> list[FusedHit]:
    """The conversation signal: a verbatim turn (episode) lends ``context_weight`` of its
    relevance to the turns just before and after it in its chat, and ``context_decay`` of
    that to each turn further out, up to ``context_reach`` turns away (``neighbours``: id →
    (neighbour id, signed distance)) — the answer is often the reply to the turn that matched,
    or the turn that led to it; a turn that asks lends the turn after it up to ``1 +
    reply_weight`` times that. Added to what the neighbour scored itself; the best lender
    counts, not the sum. Only neighbours in ``records`` (gated) take part."""
    if fusion.context_weight <= 0 or not neighbours:
        return list(ranked)
    lift: dict[str, float] = {}
    # The share each distance gets: the turns either side context_weight, each further one
    # context_decay of that.
    shares = {d: fusion.context_weight * fusion.context_decay ** (abs(d) - 1)
              for d in range(-fusion.context_reach, fusion.context_reach + 1) if d}  # fmt: skip
    for hit in ranked:
        near = neighbours.get(hit.memory_id)
        if not near:
            continue
        for other, distance in near:
            share = shares.get(distance)
            if share is not None and other in records:
                if distance == 1 and fusion.reply_weight:
                    # A turn that asks lends more to the turn after it: the reply.
                    share *= 1 + fusion.reply_weight * _question_share(records[hit.memory_id])
                lent = share * hit.relevance
                if lent > lift.get(other, 0.0):
                    lift[other] = lent
    if not lift:
        return list(ranked)
    out: list[FusedHit] = []
    for hit in ranked:
        extra = lift.pop(hit.memory_id, 0.0)
        if not extra:
            out.append(hit)
            continue
        relevance = hit.relevance + extra
        contributions = dict(hit.contributions)
        contributions["context"] = extra
        out.append(
            _hit(hit.memory_id, relevance, hit.bm25, hit.per_term, hit.cosine, contributions,
                 hit.bonuses)
        )  # fmt: skip
    for memory_id, extra in lift.items():  # neighbours no signal brought (each lent > 0)
        bonuses = _bonuses(records[memory_id], now, fusion)
        out.append(_hit(memory_id, extra, 0.0, {}, None, {"context": extra}, bonuses))
    return _best_first(out)


def with_time(ranked: Sequence[FusedHit], boosts: Mapping[str, float]) -> list[FusedHit]:
    """Add each hit's time preference (``boosts``: id → share, from
    :func:`memwarden.read.querytime.time_boosts`) to its bonuses; best first, ties by id."""
    if not boosts:
        return list(ranked)
    out: list[FusedHit] = []
    for hit in ranked:
        boost = boosts.get(hit.memory_id, 0.0)
        out.append(_with_bonus(hit, "time", boost) if boost else hit)
    return _best_first(out)


def with_speaker(
    ranked: Sequence[FusedHit], others: Collection[str], fusion: Fusion
) -> list[FusedHit]:
    """Lower the turns of ``others`` (ids: logged turns said by someone other than whom the
    question asks about, and statements about someone else,
    :func:`memwarden.read.speaker.others_turns`) by ``speaker_weight`` of their score. A bonus
    like the question share: the relevance a turn lends its neighbours is untouched. Best
    first, ties by id."""
    return _bonus_to(ranked, others, "speaker", -fusion.speaker_weight)


def with_not_asked(
    ranked: Sequence[FusedHit], ids: Collection[str], fusion: Fusion
) -> list[FusedHit]:
    """Lower the hits of ``ids`` — what the question's words find but it does not ask for: the
    person's own name, for "my sister's kids names" — by ``not_asked_weight`` of their score.
    Best first, ties by id."""
    return _bonus_to(ranked, ids, "not_asked", -fusion.not_asked_weight)


def with_before(
    ranked: Sequence[FusedHit], over: Collection[str], fusion: Fusion
) -> list[FusedHit]:
    """For a question about what held before, raise the memories whose truth has ended
    (``over``: superseded, an event time closed, "used to") by ``before_weight`` of their
    score: "Where did I live before Porto?" is answered by the flat in Lisbon, not by the move to
    Porto its words name. Best first, ties by id."""
    return _bonus_to(ranked, over, "before", fusion.before_weight)


def with_changed_before(
    ranked: Sequence[FusedHit], ids: Collection[str], fusion: Fusion
) -> list[FusedHit]:
    """For a question about what held before, raise the statements a later one tells changed
    (``ids``: :func:`changed_later`'s, not superseded at the door, so not over) by
    ``moved_on_weight`` of their score: "What was Kamala's metformin dose before her doctor
    changed it?" is answered by "… takes metformin 500 mg", not by "… raised her metformin to
    1000 mg". Best first, ties by id."""
    return _bonus_to(ranked, ids, "changed_before", fusion.moved_on_weight)


def _bonus_to(
    ranked: Sequence[FusedHit], ids: Collection[str], name: str, value: float
) -> list[FusedHit]:
    """``ranked`` with the bonus ``name`` of ``value`` for the hits of ``ids``; best first, ties
    by id (unchanged when there is no bonus to give)."""
    if not value or not ids:
        return list(ranked)
    return _best_first([_with_bonus(h, name, value) if h.memory_id in ids else h for h in ranked])


def with_latest(
    ranked: Sequence[FusedHit], records: Mapping[str, MemoryRecord], depth: int, weight: float
) -> list[FusedHit]:
    """For a question about what holds now ("which days do I volunteer now?", "am I still
    going to salsa?"), the last said of the best ``depth`` hits that answer about as well as the
    best (``_NEAR`` of its score) gains ``weight`` of its score: of two memories that tell the
    volunteering days, the later is the more likely still true. Best first, ties by id."""
    if not weight or len(ranked) < 2:
        return list(ranked)
    best = ranked[0].score
    near = [h for h in ranked[:depth] if h.score >= _NEAR * best > 0]
    if len(near) < 2:
        return list(ranked)
    last = max(near, key=lambda h: (_said(records[h.memory_id]), h.memory_id))
    return _bonus_to(ranked, {last.memory_id}, "latest", weight)


# "Who is Dan?", "who's Kieran Bell": a question asking whom a name is, and nothing else.
_WHO_IS = re.compile(
    r"^\s*who(?:\s+is|\s+was|['’]s)\s+(?P<name>[^\W\d_][\w-]*)(?:\s+[^\W\d_][\w-]*)?\s*\??\s*$",
    re.IGNORECASE,
)


def with_who_it_is(
    ranked: Sequence[FusedHit],
    records: Mapping[str, MemoryRecord],
    query: str,
    depth: int,
    weight: float,
) -> list[FusedHit]:
    """For "Who is Dan?", each of the best ``depth`` hits that says who Dan is to the person —
    a relation named with him ("rafa's dad is my ex Dan Whitfield", "my sister Ana",
    :func:`~memwarden.entities.relations.stated`) — gains ``weight`` of its score over those
    that only speak of him ("Dan's getting remarried in the summer"). Best first, ties by id."""
    found = _WHO_IS.match(query)
    if not weight or found is None:
        return list(ranked)
    first = found.group("name").casefold()
    # … or says what they are in other words: "Priya is my usual crewmate", "took on an
    # apprentice in January - Kieran Bell, 17".
    name = re.escape(found.group("name"))
    what = re.compile(
        rf"\b{name}(?:\s+[A-Z][\w'’-]*)?\s+(?:is|was|['’]s)\s+(?:my|our|the\s+user['’]s|"
        rf"(?:his|her|their)\s+\w+['’]s)\s"
        rf"|\b(?:an?|my|our)\s+(?:[\w-]+\s+){{0,3}}?[\w-]+\s+[-–—:]\s+{name}\b",
        re.IGNORECASE,
    )
    ids = {
        h.memory_id for h in ranked[:depth]
        if first in stated_first_names(records[h.memory_id].text)
        or what.search(records[h.memory_id].text)
    }  # fmt: skip
    return _bonus_to(ranked, ids, "who", weight)


def _said(record: MemoryRecord) -> datetime:
    return record.provenance.said_at or record.recorded_at


# "the walking group has moved from tuesdays to thursday mornings now", "we've switched the
# book club from Mondays to Wednesdays": something of the person's that no slot holds, told as
# changed from one value to another.
_MOVED_FROM = re.compile(
    r"\b(?:moved|changed|switched|swapped|shifted|gone|went)\s+(?:(?!from\b)[\w'’-]+\s+){0,3}?"
    r"from\s+(?P<was>[\w'’-]+)\s+(?:to|for|onto)\s+(?P<now>[\w'’-]+)",
    re.IGNORECASE,
)
# … or told only by the day it moved to: "beatriz has moved my portuguese lesson to mondays 7pm
# from now on" (what moved is named between the verb and "to"; it moved from another day).
_MOVED_TO_A_DAY = re.compile(
    r"\b(?:moved|changed|switched|swapped|shifted)\s+(?P<what>(?:(?!to\b)[\w'’-]+\s+){1,4}?)"
    r"to\s+(?P<now>(?:" + "|".join(WEEKDAYS) + r")s?)\b",
    re.IGNORECASE,
)
# Where the clause telling the change opens: its subject is the thing that changed.
_OPENS = re.compile(r"[.!?;:,\n]|\b(?:and|but|so)\s")


def with_moved_on(
    ranked: Sequence[FusedHit],
    records: Mapping[str, MemoryRecord],
    query: str,
    depth: int,
    weight: float,
) -> list[FusedHit]:
    """For a question about what holds (not about before), lower by ``weight`` of its score
    each of the best ``depth`` hits that a later one among them says has changed from what it
    says to something else — no slot holds it, so the door superseded nothing: "tuesday mornings
    is the walking group …", then "the walking group has moved from tuesdays to thursday
    mornings now". The earlier must hold the value moved from and a word of what moved ("walking
    group"), and not the value moved to; and its sentence of the value moved from must share a
    word with ``query`` (besides what moved), and no other sentence of it: "Ines Duarte lives in
    Lisbon. Her son Tiago …" still answers "What is the name of Ines's son?" after "Ines has
    moved from Lisbon to London". Best first, ties by id."""
    top = list(ranked[:depth])
    if not weight or len(top) < 2:
        return list(ranked)
    moves = [(h.memory_id, move) for h in top for move in _moves(records[h.memory_id])]
    if not moves:
        return list(ranked)
    lowered: set[str] = set()
    asked = frozenset(stems(query))
    for hit in top:
        record = records[hit.memory_id]
        said = (_said(record), record.id)
        sentences: list[frozenset[str]] = []  # the stems of each, read once if needed
        held: frozenset[str] = frozenset()  # of them all
        for mover, (was_one_of, now, what) in moves:
            if mover == hit.memory_id or said >= (_said(records[mover]), mover):
                continue
            if not sentences:
                sentences = [frozenset(stems(s)) for s in _SENTENCE_ENDS.split(record.text)]
                held = frozenset().union(*sentences)
            was = sorted(was_one_of & held)
            if not was or now in held or not held & what:
                continue
            if _only_of(sentences, was[0], asked - what, what):
                lowered.add(hit.memory_id)
                break
    return _bonus_to(ranked, lowered, "moved_on", -weight)


def with_changed_later(
    ranked: Sequence[FusedHit],
    records: Mapping[str, MemoryRecord],
    query: str,
    depth: int,
    weight: float,
    *,
    present: bool = False,
) -> list[FusedHit]:
    """For a question about something of someone or something it names (not about before),
    lower by ``weight`` of its score each statement among the best ``depth`` hits that a later
    statement among them, telling a change ("now", "joined", "moved"…), says more of: the two
    share the name and a word of what the question asks ("vet"). "Bramble is registered with
    the Musselburgh Vet Centre", then "Bramble's registered with Links Vets on Great Junction
    Street now": "Who is Bramble's vet?" is answered by the second. A question asking for
    nothing but whom it names ("Who is Karen?"), asking when (a birthday, a wedding: a day that
    does not move), or in the past or for the first, lowers nothing; logged turns neither lower
    nor are lowered. A question asking what holds now in so many words (``present``: "Which
    bank is my salary paid into now?") needs no name: the later statement telling a change
    shares a word of what it asks ("salary") with the earlier ("User switched her salary account
    from IOB to SBI" over "User's salary account is with Indian Overseas Bank"). Best first, ties
    by id."""
    if not weight:
        return list(ranked)
    lowered = changed_later(ranked, records, query, depth, present=present)
    return _bonus_to(ranked, lowered, "changed_later", -weight)


def changed_later(
    ranked: Sequence[FusedHit],
    records: Mapping[str, MemoryRecord],
    query: str,
    depth: int,
    *,
    present: bool = False,
    past: bool = False,
) -> set[str]:
    """The statements among the best ``depth`` hits that a later statement among them, telling
    a change, says more of (:func:`with_changed_later`, which lowers them for a question about
    what holds). A question about what held before in so many words (``past``: "What was
    Kamala's metformin dose before her doctor changed it?", "what was my old number") asks for
    them, and needs no name, as one asking what holds now in so many words: read/recall.py
    raises them (:func:`with_changed_before`), less than what is over."""
    top = [h for h in ranked[:depth] if records[h.memory_id].kind is not Kind.EPISODE]
    if len(top) < 2:
        return set()
    named = frozenset(stem for word in named_words(query) for stem in stems(word))
    asked = frozenset(stems(query)) - named - _PERSON_STEMS
    if not named:
        # (whose it is is no word of what is asked: "my mother-in-law's sugar tablet now")
        asked -= frozenset(stems(" ".join(relation_words(query)))) | _IN_LAW
    if asked & _DOSE:  # (a dose is told in its units: "raised her metformin to 1000 mg")
        asked |= _UNITS
    if past:
        asked -= _PAST_STEMS
        if not asked or _WHEN_BEGAN.match(query):
            return set()
        named = frozenset()
    elif not (named or present) or not asked or _WHEN_ASKED.match(query):
        return set()
    held = {h.memory_id: frozenset(stems(records[h.memory_id].text)) for h in top}
    # With a name, a later statement lowers another only through what both hold of the name
    # and of what is asked (below): one holding no word asked is not read for a change (~40 µs
    # a text).
    changes = {
        h.memory_id: _tells_a_change(records[h.memory_id].text)
        for h in top
        if not named or (held[h.memory_id] & named and held[h.memory_id] & asked)
    }
    later = [
        h for h in top
        if changes.get(h.memory_id) and (named or h.bonuses.get("speaker", 0) >= 0)
    ]  # fmt: skip
    if not later:
        return set()
    lowered: set[str] = set()
    # (a name written in capitals in one of them is a name in all: "callum did his ankle …")
    names = frozenset().union(*(_named_stems(records[h.memory_id].text) for h in top)) \
        if not named else frozenset()  # fmt: skip
    for hit in top:
        own = held[hit.memory_id]
        if named and not own & named:
            continue
        if not named and changes[hit.memory_id]:
            continue  # (a change itself, of the same thing or another: the latest bonus's)
        said = (_said(records[hit.memory_id]), hit.memory_id)
        for other in later:
            if said >= (_said(records[other.memory_id]), other.memory_id):
                continue
            shared = own & held[other.memory_id]
            if not named:
                # what the question asks, told as changed in the later's own sentence, and no
                # name ("where's kayla living these days": a later "Kayla got engaged" is no
                # change of where she lives)
                shared &= _changed_stems(records[other.memory_id].text)
                shared -= names | _DOING
            if (shared & named or not named) and shared & asked:
                lowered.add(hit.memory_id)
                break
    return lowered


# A change as read here too, beside the door's words of one (write/slots.py): a dose told raised
# or lowered to another ("her doctor raised her metformin to 1000 mg", "bisoprolol was raised to
# 5 mg daily", "… tablet was raised to Amlodipine 10 mg daily"), a text opening with what is new
# ("new number, auld phone went in the Ythan"), and a change as Romanized Telugu tells it ("babu
# … lo join ayyadu", "Kondapur ki shift ayyamu", "bank maarchanu", "amlodipine 10 mg ki
# penchaaru", "Ertiga exchange chesi …"), and as
# Romanized Malayalam does ("college il join cheythu", "Kakkanad shift aayi", "BP tablet maatti",
# "Thyronorm 75 mcg aakki", "transfer kitti", "Activa koduthu, ippo TVS Jupiter aanu"), as
# Romanized Kannada does ("metformin 1000 ge increase maadidru", "Bengaluru ge shift aadvi",
# "Activa maaridvi", "Ertiga kottu Innova Crysta thagondvi"), and as Cameroon Pidgin does ("Dr
# Tabi don switch ma BP tablet", "Comfort don close provision boutique", "we don comot
# Bonabéri"), and a dose "put up" or "put down" to another ("mums metformin got put up to
# 1000mg"), an amount that fell or rose to another ("the monthly EMI fell from ₹42,000 to
# ₹37,500"), and a change as Romanized Marathi tells it ("Telma 20 varun 40 keli", "BP chi goli
# vadhavli", "sasubai chi goli badalli", "shift zalo finally Pune la", "Tarang la resign dila"),
# as Romanized Nepali tells it ("atorvastatin 10 bata 20 mg banaidiyo", "Everest Trail
# chhodiye, aba aafnai agency", "finally sariyo naya ghar ma!!", "purano Dio bechyau", its
# "aba" as the door's "now": "aba mero doctor Dr. Anita Shah", a text opening "naya number liye
# …") and as Romanized Odia does ("Metformn 500 ru 1000 mg kari dele", "Kalinga Softech chhadi
# Nexora Systems re join karili", "Hyderabad shift heigala", "Alto bikri deli", "BSNL … bandha
# karideli", "nua chakiri!!", its "ebe" as "now": "ebe mo sugar Dr. Smita Rath dekhuchanti").
_ALSO_A_CHANGE = re.compile(
    r"\b(?:raised|increased|reduced|lowered|upped|decreased|doubled|halved|bumped|cut|"
    r"put\s+(?:up|down))\b"
    r"[^.!?]{0,40}?\bto\s+(?:[^\W\d_][\w-]*\s+)?\d"
    r"|\b(?:fell|dropped|rose|went\s+(?:up|down))\s+from\s+[₹$€£]?\d[^.!?]{0,20}?\bto\s+[₹$€£]?\d"
    r"|\bvarun\s+\d[\d.,]*\s*(?:mg|mcg|ml)?\s+(?:keli|kela|kele|zali|zala|zale)\b"
    r"|\b(?:vadhavli|vadhavla|vadhavle|badalli|badalla|badalle)\b"
    r"|\bshift\s+zal(?:o|i|e|a)\b|\bresign\s+dila\b"
    r"|^\W*(?:new|puthiya|naya|nua)\s+[^\W\d_]"
    r"|\bbata\s+\d[\d.,]*\s*(?:mg|mcg|ml)?\s+(?:banai|badha|ghata|gari)\w*"
    r"|\b(?:chhodiye|chhodyau|chhodyo|chhode|sariyo|saryau|bechyau|bechiyo)\b"
    r"|\bru\s+\d[\d.,]*\s*(?:mg|mcg|ml)?\s+kari\s+de(?:le|la|li)\b"
    r"|\bchhadi\w*|\bjoin\s+kari(?:li|lu)\b|\bshift\s+he(?:li|la|igala|ichi)\b"
    r"|\bbikri\s+deli\b|\bbandha\s+kari\w*|\baba\b|\bebe\b"
    r"|\b(?:join|shift)\s+(?:ayy|chesa|cheythu|aayi)\w*|\b(?:maarch|penchaa|tagginch)\w*"
    r"|\bexchange\s+chesi\b|\b(?:maatti|aakki|nirthi)\b|\btransfer\s+kitti\b"
    r"|\bkoduthu\b[^.!?]{0,30}?\bippo\b"
    r"|\b(?:increase|decrease|reduce|change|switch)\s+maadid\w*"
    r"|\b(?:shift|join|transfer|change)\s+aa(?:dvi|de|dlu|dru|ytu|gide|gidivi)\b"
    r"|\bmaarid\w*|\bkottu\b[^.!?]{0,40}?\bthagond\w*"
    r"|\bdon\s+(?:switch|change|close|raise|increase|reduce|comot|commot|move|sell|leave)\b",
    re.IGNORECASE,
)


def _tells_a_change(text: str) -> bool:
    """Whether ``text`` tells a change: by the door's words of one, or by :data:`_ALSO_A_CHANGE`."""
    return tells_a_change(text) or _ALSO_A_CHANGE.search(text) is not None


# A dose asked of, and the units it is told in.
_DOSE = frozenset(stems("dose doses dosage"))
_UNITS = frozenset(stems("mg mcg ml"))
# The words that ask about before, no word of what is asked.
_PAST_STEMS = frozenset(stems("before previous previously old former formerly used to back then"))
# "When did I start …": a question asking when something began or happened, whose answer is the
# change itself.
_WHEN_BEGAN = re.compile(r"\W*when\b|.*\(when\b", re.IGNORECASE)


_IN_LAW = frozenset({"law", "in-law"})
# Verbs said of anything, no thing of their own: "As of 2035 the user takes co-codamol" tells no
# change of the statin she takes for cholesterol.
_DOING = frozenset(stems("take takes have has get gets go goes use uses make makes do does give"))
# A capitalised word inside a sentence: a name, not a thing asked of.
_NAMED_INSIDE = re.compile(r"(?:(?<=\w\s)|(?<=[,;:]\s))[A-Z][\w'’-]*")


def _changed_stems(text: str) -> frozenset[str]:
    """The stems of the sentences of ``text`` that tell a change."""
    return frozenset(
        stem
        for sentence in _SENTENCE_ENDS.split(text)
        if _tells_a_change(sentence)
        for stem in stems(sentence)
    )


def _named_stems(text: str) -> frozenset[str]:
    """The stems of the names in ``text``: its capitalised words inside a sentence."""
    return frozenset(stems(" ".join(_NAMED_INSIDE.findall(text))))


# A question asking when, or in the past or for the first ("what was Inês's first job"): the
# earlier may be its answer.
_WHEN_ASKED = re.compile(
    r"\W*when\b|.*\b(?:was|were|did|used\s+to|first|originally|previous(?:ly)?|before)\b"
    # (… or asked in another language, its "when" glossed: "veetuku eppo (when) shift aanom")
    r"|.*\(when\b",
    re.IGNORECASE,
)


def _moves(record: MemoryRecord) -> list[tuple[frozenset[str], str, frozenset[str]]]:
    """The changes ``record`` tells from one value to another, each as (the stems it may have
    moved from — one, or every other day for a move told only by the day it moved to —, the
    stem moved to, the stems of what moved); none where the clause names nothing that moved
    but the person ("I moved from Leeds to York": a slot's, read at the door)."""
    out = []
    for found in _MOVED_FROM.finditer(record.text):
        opens = [m.end() for m in _OPENS.finditer(record.text, 0, found.start())]
        subject = record.text[opens[-1] if opens else 0 : found.start()]
        what = frozenset(terms(subject)) - _PERSON_STEMS
        was, now = stems(found.group("was")), stems(found.group("now"))
        if what and was and now:
            out.append((frozenset(was[:1]), now[0], frozenset(stems(" ".join(what)))))
    for found in _MOVED_TO_A_DAY.finditer(record.text):
        what = frozenset(terms(found.group("what"))) - _PERSON_STEMS
        now = stems(found.group("now"))
        if what and now:
            days = frozenset(WEEKDAYS) - {now[0]}
            out.append((days, now[0], frozenset(stems(" ".join(what)))))
    return out


_PERSON_STEMS = frozenset({"i", "we", "user", "she", "he", "they", "my", "our"})
_SENTENCE_ENDS = re.compile(r"(?<=[.!?])\s+")


def _only_of(
    sentences: Sequence[frozenset[str]], was: str, asked: frozenset[str], what: frozenset[str]
) -> bool:
    """Whether a memory of these ``sentences`` (each as its stems) answers the question
    (``asked``: its stems, but those of what moved) with what moved: its sentence holding the
    stem ``was`` shares a word with it, and no other sentence of it does. A question asking of
    nothing but what moved ("when's my portuguese lesson") asks that of the sentence telling
    what moved (``what``)."""
    inside: set[str] = set()
    outside: set[str] = set()
    for held in sentences:
        (inside if was in held else outside).update(held)
    asked = asked or what
    return bool(inside & asked) and not (outside & asked)


def with_policy(
    ranked: Sequence[FusedHit], records: Mapping[str, MemoryRecord], fusion: Fusion
) -> list[FusedHit]:
    """DESIGN §6 step 4: a strongly negative memory (valence -2) is dropped unless the query
    engages it — shares a word with it, names an entity it mentions, or is about as close in
    meaning as the closest memory (the upper half between the floor and the best cosine); a
    passing resemblance or a neighbouring turn alone does not bring it up. A mildly negative
    one (valence -1) is lowered by ``_NEGATIVE`` of its score. Best first, ties by id."""
    out: list[FusedHit] = []
    changed = False
    for hit in ranked:
        valence = records[hit.memory_id].valence
        if valence <= -2 and not _engaged(hit, fusion):
            changed = True
            continue
        if valence == -1:
            hit = _with_bonus(hit, "valence", -_NEGATIVE)
            changed = True
        out.append(hit)
    return _best_first(out) if changed else out


def _engaged(hit: FusedHit, fusion: Fusion) -> bool:
    return (
        hit.bm25 > 0
        or hit.contributions.get("graph", 0.0) > 0
        or hit.contributions.get("vector", 0.0) >= 0.5 * fusion.vector_weight > 0
    )


def with_continuity(
    ranked: Sequence[FusedHit],
    recent: frozenset[str],
    records: Mapping[str, MemoryRecord],
    depth: int,
    tokens_of: Mapping[str, Collection[str]] | None = None,
) -> list[FusedHit]:
    """Continuity with the session's recent queries: among the ``depth`` best, a memory holding
    stems the session asked about just before (``recent``: Porter stems, the current query's
    own left out, so repeating a query never changes its answer) gets up to ``_CONTINUITY``.
    A bonus like the others: it reorders near-ties, never lifts what has no relevance.
    ``tokens_of`` holds memories' index tokens already made (by BM25), by id."""
    if not recent:
        return list(ranked)
    out: list[FusedHit] = []
    for i, hit in enumerate(ranked):
        if i < depth:
            tokens = tokens_of.get(hit.memory_id) if tokens_of else None
            if tokens is None:
                tokens = index_tokens(records[hit.memory_id].text)
            shared = recent.intersection(tokens)
            if shared:
                hit = _with_bonus(hit, "continuity", _CONTINUITY * min(len(shared) / 2, 1.0))
        out.append(hit)
    return _best_first(out)


def _hit(
    memory_id: str,
    relevance: float,
    bm25: float,
    per_term: dict[str, float],
    cosine: float | None,
    contributions: dict[str, float],
    bonuses: dict[str, float],
) -> FusedHit:
    """A fused hit, its score its relevance times 1 plus its bonuses (every hit is scored
    here, so a hit remade with another bonus or more relevance scores as :func:`fuse`'s)."""
    score = relevance * (1.0 + sum(bonuses.values()))
    return FusedHit(memory_id, score, relevance, bm25, per_term, cosine, contributions, bonuses)


def _with_bonus(hit: FusedHit, name: str, value: float) -> FusedHit:
    """``hit`` with one more bonus."""
    bonuses = {**hit.bonuses, name: value}
    return _hit(hit.memory_id, hit.relevance, hit.bm25, hit.per_term, hit.cosine,
                hit.contributions, bonuses)  # fmt: skip


_ID = attrgetter("memory_id")
_SCORE = attrgetter("score")


def _best_first(hits: list[FusedHit]) -> list[FusedHit]:
    """``hits`` best first, ties by id: by id, then by score, highest first (a stable sort
    keeps equal scores in id order; two sorts on attributes cost less than one on tuples)."""
    hits.sort(key=_ID)
    hits.sort(key=_SCORE, reverse=True)
    return hits


# A memory's text never changes under its id (a correction is a new memory; forgetting changes
# the content hash), so its question share is kept by (id, hash): a recall ranks the same turns
# again and again. At most 65,536.
_QUESTION_SHARES: Kept[tuple[str, str | None], float] = Kept(65_536)


def _question_share(record: MemoryRecord) -> float:
    if not has_question_mark(record.text):
        return 0.0  # (most texts: told at once, without making a key)
    key = (record.id, record.content_hash)
    return _QUESTION_SHARES.get(key, lambda: question_share(record.text))


def _bonuses(record: MemoryRecord, now: datetime, fusion: Fusion) -> dict[str, float]:
    """Multipliers added to 1, each one explained: small ones, and the one for asking. Only
    those that are not 0, in this order (their sum is the score's multiplier)."""
    said = _said(record)
    # Whole days, so two calls on the same day give the same score.
    age_days = max((now - said).days, 0) if said is not None else 0
    bonuses = {}
    recency = _RECENCY * 0.5 ** (age_days / _RECENCY_HALF_LIFE_DAYS)
    if recency:
        bonuses["recency"] = recency
    if record.access_days > 1:  # from the second day on
        bonuses["access"] = _ACCESS * min(math.log1p(record.access_days - 1) / math.log(10), 1.0)
    if record.pinned:
        bonuses["pinned"] = _PINNED
    if record.arousal:
        bonuses["arousal"] = _AROUSAL * abs(record.arousal)
    if record.importance != 5:
        bonuses["importance"] = _IMPORTANCE * (record.importance - 5) / 5
    if record.confidence != 1.0:
        bonuses["confidence"] = _CONFIDENCE * (record.confidence - 1.0)
    if fusion.question_weight:
        asking = _question_share(record)
        if asking:
            bonuses["question"] = -fusion.question_weight * asking
    return bonuses
