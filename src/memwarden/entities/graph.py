"""The graph signal of recall (DESIGN §6): memories about the entities a query names, and about
their strongest co-mentioned neighbours.

1. **Entities named in the query.** Every run of one to four query words (possessives dropped,
   case-folded; runs made only of stopwords skipped), longest first, is looked up among entity
   aliases in the caller's scopes. A match counts only if a memory the caller's gate admits
   mentions the entity: an entity known only from memories the caller cannot see is dropped
   before anything else is decided, so it can neither add a result nor change one.
2. **First names.** A first-name alias ("ana" of "Ana Lima") joins its full name only when
   exactly one visible full name in that scope claims it; with two ("Ana Lima", "Ana Souza")
   only an entity named exactly "Ana" is meant.
3. **Direct memories.** Each visible memory mentioning a query entity gets the entity's weight
   ``1 / (1 + ln df)`` (``df``: how many admitted memories mention it), summed over the entities
   it mentions. An entity mentioned in more than :data:`FANOUT` admitted memories says little
   about which one is meant (like a stopword) and lends nothing.
4. **Neighbours.** Co-mention strength is counted at query time over the direct memories only —
   all admitted by the caller's gate — so a memory the caller cannot see never makes two
   entities neighbours. The :data:`NEIGHBOURS` strongest neighbours (ties by name; one
   mentioned in more than :data:`FANOUT` admitted memories is passed over) lend
   :data:`NEIGHBOUR_SHARE` of the best direct weight, scaled by strength relative to the
   strongest, to the other admitted memories that mention them (the best lender counts).
5. Scores are divided by the best one, so the signal is 0–1 like the others, and only the best
   ``limit`` memories are kept (as many as each other signal brings); fusion weighs it
   (:mod:`memwarden.read.fusion`).

Cost: one alias lookup, one bounded gated query per matched entity and neighbour (at most
``FANOUT + 1`` rows each) and one link lookup; independent of the store's size beyond that.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..store.base import EntityMatch, Gate, Store
from ..text import STOPWORDS, words
from .extract import entity_key

__all__ = ["FANOUT", "NEIGHBOURS", "NEIGHBOUR_SHARE", "GraphSignal", "graph_signal", "query_keys"]

FANOUT = 50
NEIGHBOURS = 3
NEIGHBOUR_SHARE = 0.5
_MAX_GRAM = 4


@dataclass(frozen=True, slots=True)
class GraphSignal:
    """Memory id → graph score (0–1], with what each one was found through."""

    scores: dict[str, float] = field(default_factory=dict)
    entities: dict[str, list[str]] = field(default_factory=dict)  # id → query entities named
    via: dict[str, list[str]] = field(default_factory=dict)  # id → neighbours named

    def explain(self, memory_id: str) -> dict[str, Any]:
        return {
            "entities": self.entities.get(memory_id, []),
            "neighbours": self.via.get(memory_id, []),
        }


def query_keys(query: str) -> list[str]:
    """Candidate entity keys in ``query``: runs of 1–4 words, case-folded, possessives dropped,
    longest first; a run that starts or ends with a stopword is skipped."""
    tokens = []
    for word in words(query):
        if word.endswith("'s"):
            word = word[:-2]
        word = word.strip("'")
        if word:
            tokens.append(word)
    out: dict[str, None] = {}
    for size in range(min(_MAX_GRAM, len(tokens)), 0, -1):
        for start in range(len(tokens) - size + 1):
            gram = tokens[start : start + size]
            if gram[0] in STOPWORDS or gram[-1] in STOPWORDS:
                continue
            out.setdefault(entity_key(" ".join(gram)), None)
    return list(out)


def _chosen(matches: list[EntityMatch], visible: set[int]) -> dict[int, str]:
    """Entity id → name for the matches the caller can see, first names joined only when
    unambiguous within their scope."""
    seen = [m for m in matches if m.entity_id in visible]
    chosen: dict[int, str] = {}
    claims: dict[tuple[str, str], set[int]] = {}
    for m in seen:
        if m.how == "name":
            chosen[m.entity_id] = m.name
        else:
            claims.setdefault((m.scope, m.alias), set()).add(m.entity_id)
    names = {m.entity_id: m.name for m in seen}
    for ids in claims.values():
        if len(ids) == 1:
            (only,) = ids
            chosen[only] = names[only]
    return chosen


def graph_signal(store: Store, gate: Gate, query: str, limit: int) -> GraphSignal:
    """The graph signal for ``query`` inside ``gate``: its best ``limit`` memories (ties by
    id), like the other signals' candidate lists (see the module docstring)."""
    keys = query_keys(query)
    if not keys or gate.scopes == ():
        return GraphSignal()
    matches = store.entity_matches(keys, gate.scopes)
    if not matches:
        return GraphSignal()
    mentions = store.entity_mentions(gate, sorted({m.entity_id for m in matches}), FANOUT + 1)
    chosen = _chosen(matches, set(mentions))
    direct: dict[str, float] = {}
    named: dict[str, list[str]] = {}
    weight: dict[int, float] = {}
    for entity_id in sorted(chosen, key=lambda e: (chosen[e], e)):
        found = mentions[entity_id]
        if len(found) > FANOUT:
            continue  # mentioned nearly everywhere: no evidence of which memory is meant
        weight[entity_id] = 1.0 / (1.0 + math.log(len(found)))
        for memory_id in found:
            direct[memory_id] = direct.get(memory_id, 0.0) + weight[entity_id]
            named.setdefault(memory_id, []).append(chosen[entity_id])
    if not direct:
        return GraphSignal()
    best_weight = max(weight.values())
    # Co-mention strength among the caller's own direct memories.
    strength: Counter[int] = Counter()
    label: dict[int, str] = {}
    for links in store.entity_links(sorted(direct)).values():
        for entity_id, name in links:
            if entity_id not in chosen:
                strength[entity_id] += 1
                label[entity_id] = name
    # The strongest neighbours that are not themselves mentioned nearly everywhere (a name on
    # every memory is no relation): a few more are looked at so a common one takes no place.
    ranked = sorted(strength, key=lambda e: (-strength[e], label[e], e))[: 2 * NEIGHBOURS]
    reach = store.entity_mentions(gate, ranked, FANOUT + 1) if ranked else {}
    neighbours = [e for e in ranked if 0 < len(reach.get(e, [])) <= FANOUT][:NEIGHBOURS]
    lent: dict[str, float] = {}
    via: dict[str, list[str]] = {}
    if neighbours:
        strongest = strength[neighbours[0]]
        for entity_id in neighbours:
            found = reach[entity_id]
            share = NEIGHBOUR_SHARE * best_weight * strength[entity_id] / strongest
            for memory_id in found:
                if memory_id in direct:
                    continue  # already found by name; a neighbour adds nothing to that
                if share > lent.get(memory_id, 0.0):
                    lent[memory_id] = share
                via.setdefault(memory_id, []).append(label[entity_id])
    raw = {m: direct.get(m, 0.0) + lent.get(m, 0.0) for m in set(direct) | set(lent)}
    kept = sorted(raw, key=lambda m: (-raw[m], m))[:limit]
    top = raw[kept[0]]
    return GraphSignal(
        scores={m: raw[m] / top for m in sorted(kept)},
        entities={m: sorted(set(named[m])) for m in kept if m in named},
        via={m: sorted(set(via[m])) for m in kept if m in via},
    )
