"""The guard at the door (DESIGN §5 step 1): refuse secrets, hold what looks planted, hold what
was learned while no one was watching. No model; pure functions of the text and the chat.

``inspect`` answers, in this order (the first that applies wins):

1. **refuse, "secret"** — a key, token, password, private key, JWT, connection string with
   credentials or payment-card number (:mod:`.credentials`). The verdict keeps a SHA-256
   fingerprint of each secret and never the secret: nothing in a refusal can leak it.
2. **hold, looks_planted** — hidden characters or markup, text shaped as an instruction to the
   assistant, or a redirect (address, link, number) the person never typed in this chat
   (:mod:`.planted`, :mod:`.redirects`). Markup the person typed and named as markup ("the
   HTML of a page: <div hidden>…</div>") or as their code ("a snippet from my React app:
   <button onClick={…}>", "html: <button onclick='submitForm()'> … in script.js", and in their
   own words, "můj kód: <a href='#' onclick='return false'>") is theirs to show, not hidden.
3. **hold, untrusted** — the chat read something untrusted (a tool or web result) and no person
   is present to see what is kept.
4. **pass** — kept. In a tainted chat with a person present the verdict says ``untrusted=True``:
   keep it with an untrusted note that its decision explains, and datamark it in context.

``redact`` gives a text with every secret replaced, for logging turns verbatim.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal

from ..model import HoldReason
from .credentials import REDACTED, find_secrets, fingerprint, redact
from .planted import (
    Sign,
    encoded_code,
    hidden_signs,
    instruction_signs,
    markup_shown,
    quote,
    typed_in_full,
    unmask,
)
from .redirects import redirect_signs

__all__ = ["KEPT", "REDACTED", "SECRET", "GuardVerdict", "inspect", "redact"]

SECRET = "secret"

Action = Literal["pass", "hold", "refuse"]


@dataclass(frozen=True, slots=True)
class GuardVerdict:
    """What the guard decided about one candidate, in words a person can follow.

    ``reason`` is ``"secret"`` for a refusal, a :class:`HoldReason` for a hold and ``None`` for
    a pass. ``fingerprints`` (refusals only) are SHA-256 digests of the secrets, in text order;
    ``signs`` name the rules that fired (``"hidden:hidden_characters"``, ``"redirect:email"``…).
    """

    action: Action
    reason: HoldReason | Literal["secret"] | None
    explanation: str
    fingerprints: tuple[str, ...] = ()
    untrusted: bool = False
    signs: tuple[str, ...] = ()

    @property
    def fingerprint(self) -> str | None:
        """The first secret's fingerprint (``None`` unless refused)."""
        return self.fingerprints[0] if self.fingerprints else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "reason": str(self.reason) if self.reason is not None else None,
            "explanation": self.explanation,
            "fingerprint": self.fingerprint,
            "fingerprints": list(self.fingerprints),
            "untrusted": self.untrusted,
            "signs": list(self.signs),
        }


# The verdict on nearly everything: nothing to hold it for.
KEPT = GuardVerdict(action="pass", reason=None, explanation="Kept: nothing to hold it for.")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _refusal(text: str, spans: list[Any]) -> GuardVerdict:
    kinds = list(dict.fromkeys(span.kind for span in spans))
    what = kinds[0] if len(kinds) == 1 else f"{', '.join(kinds[:-1])} and {kinds[-1]}"
    return GuardVerdict(
        action="refuse",
        reason=SECRET,
        explanation=(
            f"Not kept: it contains {_plural(len(spans), 'secret')} ({what}). Secrets are never "
            "stored; only a fingerprint of this decision is kept. Keep it in a password manager."
        ),
        fingerprints=tuple(fingerprint(span.value(text)) for span in spans),
        signs=tuple(f"secret:{kind}" for kind in kinds),
    )


_FAMILY_WORDS = {
    "hidden": "it contains something hidden from view",
    "instruction": "it reads as an instruction to the assistant, not something about you",
    "redirect": "it points somewhere you never mentioned",
}


def _planted(signs: list[Sign], untrusted: bool) -> GuardVerdict:
    families = list(dict.fromkeys(sign.family for sign in signs))
    reasons = "; ".join(_FAMILY_WORDS[f] for f in families)
    details = "; ".join(f"“{sign.quote}”" for sign in signs[:3])
    more = f" (and {len(signs) - 3} more)" if len(signs) > 3 else ""
    return GuardVerdict(
        action="hold",
        reason=HoldReason.LOOKS_PLANTED,
        explanation=(
            f"Waiting for your OK because it looks planted: {reasons}. What was seen: "
            f"{details}{more}. Confirm it if these are really your words; reject it otherwise."
        ),
        untrusted=untrusted,
        signs=tuple(f"{sign.family}:{sign.rule}" for sign in signs),
    )


def _disguised_signs(text: str, typed: tuple[str, ...]) -> list[Sign]:
    """Signs found once disguises are undone (:func:`.planted.unmask`): look-alike letters from
    another alphabet, letters spelled out one by one, "(at)"/"(dot)" addresses, a number in
    words, leetspeak. A word written in two alphabets is a sign by itself; the other disguises
    count only when what they hide is an instruction or a redirect."""
    unmasked = unmask(text)
    if unmasked is None:
        return []
    typed_too = (*typed, *(u.text for t in typed if (u := unmask(t)) is not None))
    found = [
        *instruction_signs(unmasked.text, typed_too),
        *redirect_signs(unmasked.text, typed_too),
    ]
    if not found and not unmasked.signs:
        return []
    disguise = Sign("hidden", "disguised", ", ".join(k.replace("_", " ") for k in unmasked.kinds))
    return [disguise, *unmasked.signs, *found]


def _encoded_code_signs(text: str, typed: tuple[str, ...]) -> list[Sign]:
    """A redirect or an order about memory or consent inside a base64 run that decodes to code
    (:func:`.planted.encoded_code`): hidden from a reader, and sending something somewhere or
    settling something for the person. A bare verb (``render(…)``) is code, not an order."""
    for run, decoded in encoded_code(text):
        orders = [s for s in instruction_signs(decoded, typed) if s.rule != "command"]
        found = [*orders, *redirect_signs(decoded, typed)]
        if found:
            return [Sign("hidden", "encoded_text", quote(run)), *found]
    return []


def inspect(
    text: str,
    *,
    typed_by_person: Iterable[str] = (),
    tainted: bool = False,
    person_present: bool = True,
) -> GuardVerdict:
    """Decide whether ``text`` may be kept as a memory.

    ``typed_by_person`` are the person's own words in this chat: instructions and redirects
    found in them are the person's, not planted. ``tainted`` says the chat read a tool or web
    result before this was learned; ``person_present`` says someone is there to see it.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a string, not {type(text).__name__}")
    typed = tuple(t for t in typed_by_person if isinstance(t, str))
    spans = find_secrets(text)
    if spans:
        return _refusal(text, spans)
    signs = hidden_signs(text)
    if not typed_in_full(text, typed):  # what the person typed is theirs: nothing to look for
        signs += [*instruction_signs(text, typed), *redirect_signs(text, typed)]
        if not signs:
            signs += _disguised_signs(text, typed)
        if not signs:
            signs += _encoded_code_signs(text, typed)
    elif signs and markup_shown(text):
        # Markup the person typed and named as markup ("I found this in the HTML of a page:
        # <div style="display:none">…</div>") or as their code ("a snippet from my React app:
        # <button onClick={…}>"): they show it, every letter of it in sight.
        signs = [sign for sign in signs if sign.rule != "hidden_markup"]
    if signs:
        return _planted(signs, untrusted=tainted)
    if tainted and not person_present:
        return GuardVerdict(
            action="hold",
            reason=HoldReason.UNTRUSTED,
            explanation=(
                "Waiting for your OK: it was learned after reading something from outside "
                "(a tool or web result) while no one was there to see it."
            ),
            untrusted=True,
        )
    if tainted:
        return GuardVerdict(
            action="pass",
            reason=None,
            explanation=(
                "Kept with an untrusted note: it was learned after reading something from "
                "outside (a tool or web result). If it is wrong, forget it."
            ),
            untrusted=True,
        )
    return KEPT
