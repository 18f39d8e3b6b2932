"""The form of the question: does it ask for advice? (DESIGN §6 step 3.)

A question asking for advice, suggestions, recommendations or ideas — "Can you suggest …",
"Any tips?", "What should I …" — is best answered from what the person said earlier about what
they like, own or struggle with ("I just got a new mirrorless camera and love landscapes" for
"accessories for my photography setup"): the two share meaning but few words. For such a
question recall weighs meaning more and leaves the chat-neighbour signal out
(:meth:`memwarden.read.fusion.Fusion.for_advice`); every other question is fused as before.

The rule is about the form of the question only — no topic, no model, English only:

* the reader is asked to suggest, recommend or advise ("can/could/would/will/do you suggest",
  "what do you recommend", or a sentence opening with "suggest/recommend/advise");
* the asker wants to know what to do ("what/which/how/where/when … should I/we", or a sentence
  opening with "should I/we");
* tips, suggestions, recommendations, ideas, advice or pointers are asked for ("any …",
  "some …", "me …", "for …", "need …", up to two words between: "any helpful tips").

A question about advice already given — "remind me …", "did you/I/we …", "you said / told /
mentioned / gave / suggested / recommended …" — asks for a fact of the past and is left as it is.
"""

from __future__ import annotations

import re

__all__ = ["advice_request"]

_ADVICE = re.compile(
    r"\b(?:can|could|would|will|do)\s+you\s+(?:please\s+)?(?:suggest|recommend|advise)\b"
    r"|(?:^|[.!?]\s+)(?:please\s+)?(?:suggest|recommend|advise)\b"
    r"|(?:^|[.!?]\s+|\b(?:what|which|how|where|when)\b[^.!?]*?)should\s+(?:i|we)\b"
    r"|\b(?:any|some|me|for|need)\s+(?:\w+\s+){0,2}?"
    r"(?:tips|suggestions|recommendations|ideas|advice|pointers)\b",
    re.IGNORECASE,
)
_PAST = re.compile(
    r"\bremind\s+me\b|\bdid\s+(?:you|i|we)\b"
    r"|\byou\s+(?:\w+\s+)?(?:said|told|mentioned|gave|suggested|recommended)\b",
    re.IGNORECASE,
)


def advice_request(query: str) -> str | None:
    """The words that make ``query`` a request for advice, or None when it is not one."""
    if _PAST.search(query):
        return None
    found = _ADVICE.search(query)
    return found.group(0).strip(" .!?") if found else None
