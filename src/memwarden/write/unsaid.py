"""What an agent notes that the person did not say (DESIGN §5, review).

An assistant's note is kept at once when it tells what the person told it. Two kinds of note
tell something else, and wait for the person instead (held, ``needs_confirmation``, like a
model's proposal) — kept at once, they would be recalled as fact, a memory the person never
gave speaking for them:

- **a guess**: "User likely has type 2 diabetes", "User seems to be thinking about selling his
  boat", "User is probably suffering from burnout" — the note says itself that it is one
  (:func:`guessed`). The person's own hedges ("I might move") are never kept to begin with
  (:mod:`memwarden.write.extract`);
- **a sensitive matter the person never spoke of**: "User's son Ewan has a drinking problem",
  after the person said only that Ewan has had a rough time. Of the sensitive topics a wish to
  forget is matched by (:data:`memwarden.trust.tombstones.FAMILIES`), those whose mistake hurts
  most — drinking, gambling, mental health, the law, fertility, debt, HIV and infections
  passed on by sex ("User is HIV positive", after the person spoke only of "my drugs") — when
  none of the person's own words in the scope (what they said, logged turns too) speaks of the
  topic (:func:`unspoken_topics`). Health in general, medicines and the like are not among them: an
  assistant is told of a knee replacement or a prescription in many ways.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ..patterns import lazy_compile
from ..trust.tombstones import families, speaks_of, with_parts, words_finding

__all__ = ["UNSPOKEN_TOPICS", "guessed", "unspoken_topics"]

# The words of a guess: an adverb of likelihood, "seems/appears to", a modal of possibility, a
# verb of supposing with the agent as its subject. "May" only before "be"/"have" (not the
# month); "likely" not in "unlikely" (a word boundary).
_GUESS = lazy_compile(
    r"\b(?:probably|likely|possibly|presumably|perhaps|maybe|apparently|supposedly"
    r"|seem(?:s|ed)?\s+(?:to|like)|appear(?:s|ed)?\s+to|might|may\s+(?:be|have)|could\s+be"
    r"|i\s+(?:think|suspect|guess|assume|believe)|(?:it\s+)?sounds\s+like|suspected\s+of"
    r"|is\s+thought\s+to|it\s+looks\s+like)\b",
    re.IGNORECASE,
)

# The sensitive topics an agent's note of waits for the person unless they spoke of it.
UNSPOKEN_TOPICS = (
    "alcohol",
    "gambling",
    "mental health",
    "legal",
    "fertility",
    "debt",
    "sexual health",
)
# The person's memories read for whether they spoke of a topic.
_SAID_LOOKED_AT = 20


def guessed(text: str) -> str | None:
    """The words by which ``text`` says it is a guess ("probably"), or None."""
    found = _GUESS.search(text)
    return None if found is None else found.group(0).casefold()


def unspoken_topics(text: str, said: Callable[[Sequence[str], int], list[str]]) -> list[str]:
    """The sensitive topics of :data:`UNSPOKEN_TOPICS` that ``text`` speaks of and the person
    never did: ``said(words, limit)`` gives the texts of the person's own memories holding one
    of ``words`` (``Store.said_by_person`` of the scope); one of them speaking of the topic (in
    any of its words, or of a topic part of it: a loan of debt) is the person speaking of it."""
    out = []
    for topic in (t for t in families(text) if t in UNSPOKEN_TOPICS):
        told = said(words_finding(with_parts([topic])), _SAID_LOOKED_AT)
        if not any(speaks_of(theirs, frozenset({topic})) for theirs in told):
            out.append(topic)
    return out
