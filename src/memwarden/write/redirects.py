"""Redirects: somewhere else to send things, planted in a memory (DESIGN §5, the guard).

An e-mail address, a link or bare domain, a phone number, an IBAN (checked with its mod-97
digits), an account number or a crypto wallet — each counts only when the person never typed it
in this chat. Comparison is by the value, not the wording: links without scheme or ``www.``,
numbers by their digits (a phone number by its last nine, so "+1 415…" and "(415)…" agree).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .planted import Sign, quote, visible_text

__all__ = ["redirect_signs"]

_I = re.IGNORECASE

_TLDS = (
    "com|net|org|io|co|xyz|info|biz|ru|cn|top|link|click|app|dev|me|ly|gl|site|online|shop|"
    "store|tk|ml|ga|cf|gq|us|uk|de|fr|nl|eu|ai|tv|cc|ws|pw|su|live|icu|win|bid|loan|zip|mov"
)
_REDIRECT_RULES: tuple[tuple[str, str, re.Pattern[str]], ...] = (
    ("email", "an e-mail address", re.compile(r"[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}")),
    (
        "link",
        "a link",
        re.compile(
            r"\b(?:https?|ftp|wss?|file)://[^\s<>\"'`)\]}]+|\b(?:javascript|data):[^\s<>\"']+|"
            r"\bwww\.[^\s<>\"'`)\]}]+|"
            r"(?<![@\w.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:" + _TLDS + r")\b"
            r"(?![.-]?\w)(?:/[^\s<>\"'`)\]}]*)?",
            _I,
        ),
    ),
    (
        "phone",
        "a phone number",
        re.compile(
            r"(?<![\w+/.-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,5}){1,4}"
            r"(?![\w/-])|\btel:\+?[\d-]{6,}"
        ),
    ),
    (
        "iban",
        "a bank account (IBAN)",
        re.compile(r"\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b"),
    ),
    (
        "account",
        "an account number",
        re.compile(
            r"\b(?:account|acct|a/c|routing|sort\s+code|swift|bic|bsb)\s*(?:number|no\.?|num|#)?"
            r"\s*[:#]?\s*([A-Z0-9][A-Z0-9 -]{4,30}[A-Z0-9])\b",
            _I,
        ),
    ),
    (
        "wallet",
        "a crypto wallet",
        re.compile(
            r"\b0x[a-fA-F0-9]{40}\b|\bbc1[a-z0-9]{25,59}\b|\b[13][a-km-zA-HJ-NP-Z1-9]{25,34}\b"
        ),
    ),
)


def _iban_ok(value: str) -> bool:
    compact = value.replace(" ", "")
    if not 15 <= len(compact) <= 34:
        return False
    moved = compact[4:] + compact[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def _valid(kind: str, value: str) -> bool:
    digits = sum(c.isdigit() for c in value)
    if kind == "phone":
        return 9 <= digits <= 15 and not re.fullmatch(r"(?:19|20)\d\d[-.](?:19|20)\d\d", value)
    if kind == "iban":
        return _iban_ok(value)
    if kind == "account":
        return digits >= 6
    return True


def _redirect_key(kind: str, value: str) -> str:
    if kind in ("email", "link"):
        key = value.casefold().rstrip("/.,;:!?")
        key = re.sub(r"^(?:https?|ftp|wss?|file)://", "", key)
        return key.removeprefix("www.")
    return re.sub(r"[^0-9a-z]", "", value.casefold())


def redirect_signs(text: str, typed_by_person: Iterable[str] = ()) -> list[Sign]:
    """Addresses, links, numbers and wallets in ``text`` that the person never typed."""
    visible = visible_text(text)
    typed_raw = [visible_text(t).casefold() for t in typed_by_person]
    typed_compact = [re.sub(r"[^0-9a-z]", "", t) for t in typed_raw]
    signs: list[Sign] = []
    seen: set[str] = set()
    taken: list[tuple[int, int]] = []
    for kind, what, pattern in _REDIRECT_RULES:
        for match in pattern.finditer(visible):
            start, end = match.span(1) if pattern.groups else match.span()
            value = visible[start:end]
            if any(s < end and start < e for s, e in taken) or not _valid(kind, value):
                continue
            taken.append((start, end))
            key = _redirect_key(kind, value)
            pool = typed_raw if kind in ("email", "link") else typed_compact
            probe = key[-9:] if kind == "phone" else key  # "+1 415…" and "(415)…" are one number
            if not key or key in seen or any(probe in t for t in pool):
                continue
            seen.add(key)
            signs.append(Sign("redirect", kind, f"{what}: {quote(value)}"))
    return signs
