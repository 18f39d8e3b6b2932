"""Redirects: somewhere else to send things, planted in a memory (DESIGN §5, the guard).

An e-mail address, a link or bare domain, a phone number (a seven-digit local one only where the
text says it is a number to call), an IBAN (by its shape: a planted one need not pass the check
digits), an account number, a postal address (a number and a named street, a post-office box), a
payment or messaging handle ("@name", a "$cashtag") or a crypto wallet — each counts only when
the person never typed it in this chat. Comparison is by the value, not the wording: links
without scheme or ``www.``, numbers, addresses and handles by their letters and digits (a phone
number by its last nine, so "+1 415…" and "(415)…" agree).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from ..patterns import LazyPattern, lazy_compile
from ..spoken import digits_said
from ..text import cached_texts
from .planted import Sign, quote, visible_text

__all__ = ["redirect_signs", "redirect_values"]

_I = re.IGNORECASE

# Top-level domains a bare domain is recognised by. Common English words and file extensions
# ("in", "to", "it", "md", "py", "js") are left out: "logged.in" and "notes.md" are not links.
_TLDS = (
    "com|net|org|io|co|xyz|info|biz|ru|cn|top|link|click|app|dev|me|ly|gl|site|online|shop|"
    "store|tk|ml|ga|cf|gq|us|uk|de|fr|nl|eu|ai|tv|cc|ws|pw|su|live|icu|win|bid|loan|zip|mov|"
    "example|test|invalid|local|onion|bank|money|pay|cash|finance|financial|credit|loans|"
    "email|mail|support|help|services|service|website|web|space|fun|club|vip|pro|cloud|"
    "digital|host|page|network|systems|solutions|agency|center|company|group|today|world|"
    "news|blog|life|guru|tech|media|global|ltd|inc|gg|ca|au|jp|br|es|ch|se|pl|nz|za|ng|ke|"
    "ie|dk|fi|pt|gr|tr|ua|kz|vn|th|id|ph|my|sg|hk|tw|kr|mx|ar|cl|pe|ve|ir|pk|bd|lk|eg|ma|gov|"
    "edu|mil|int|asia|xxx|sbs|cfd|rest|bar|lol|quest|cyou|buzz|monster|homes|beauty|hair"
)
_REDIRECT_RULES: tuple[tuple[str, str, LazyPattern], ...] = (
    ("email", "an e-mail address", lazy_compile(r"[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}")),
    (
        "link",
        "a link",
        lazy_compile(
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
        lazy_compile(
            r"(?<![\w+/.-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{1,5}(?:[\s.-]\d{2,6}){1,4}"
            r"(?![\w/-])|\btel:\+?[\d-]{6,}"
        ),
    ),
    (
        "iban",
        "a bank account (IBAN)",
        lazy_compile(r"\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b"),
    ),
    (
        # A UK sort code and account number, written together ("04-00-04 / 18293745").
        "account",
        "an account number",
        lazy_compile(r"\b(\d{2}-\d{2}-\d{2}\s*[/,]?\s*\d{8})\b"),
    ),
    (
        "account",
        "an account number",
        lazy_compile(
            r"(?:\b(?:account|acct|a/c|routing|sort\s+code|swift|bic|bsb|clabe|spei|ifsc|"
            r"transit\s+number|konto|kontonummer|conta|"
            r"cuenta|compte|conto|rekening|rekeningnummer|rachunek|rachunku|счёт|счет|счета|"
            r"hesap|hesabı)|账号|账户|帐号|帳號|帳戶|口座|계좌)"
            r"\s*(?:number|no\.?|num|#|número|numéro|nummer|numero|番号|号码|號碼|번호)?"
            r"\s*(?:is|es|est|ist|é|是|は|は、|:|：|#)?\s*([A-Z0-9][A-Z0-9 -]{4,30}[A-Z0-9])\b",
            _I,
        ),
    ),
    (
        # A street address: a number, up to four capitalised words and a kind of street
        # ("22 Dockside Lane", "5 Rue des Lilas", "Hauptstraße 12"), or a post-office box.
        "address",
        "a postal address",
        lazy_compile(
            r"\b(?!(?:1[5-9]|20)\d\d\b)\d{1,5}[A-Za-z]?,?\s+(?:[A-Z][\w'’.-]*\s+){1,4}"
            r"(?:Street|St|Road|Rd|Lane|Ln|"
            r"Avenue|Ave|Boulevard|Blvd|Drive|Dr|Close|Court|Ct|Way|Place|Pl|Terrace|Crescent|"
            r"Row|Square|Sq|Parkway|Pkwy|Highway|Hwy|Gardens|Grove|Mews|Walk|Wharf|Quay|"
            r"Embankment|Alley|Circle|Plaza|Parade|Green|Rise|Vale|View|Yard)\b\.?|"
            r"\b\d{1,5}[A-Za-z]?,?\s+(?i:rue|calle|avenida|avenue|av\.|rua|via|viale|piazza|"
            r"corso|largo|boulevard|bd|chemin|allée|impasse|quai|place|plaza|paseo|travessa|"
            r"ulica|ul\.)\s+(?:[\w'’.-]+\s+){0,3}[A-Z][\w'’-]+|"
            r"\b[A-ZÄÖÜ][\wäöüß-]*(?:straße|strasse|gasse|weg|allee|platz|straat|gracht|laan|"
            r"plein|vej|gatan|gata|veien)\s+\d{1,5}[a-z]?\b|"
            r"\b(?:P\.?\s?O\.?|Post\s+Office)\s+Box\s+\d{1,7}\b|"
            # A street named first and numbered after ("Av. Insurgentes Sur 1602").
            r"\b(?:Av\.|Avda\.|Avenida|Calle|Rua|Carrera|Calzada|Camino|Travessa)\s+"
            r"(?:[A-ZÁÉÍÓÚ][\w'’.-]*\s+){1,4}\d{1,5}\b|"
            # Japan's postal mark; an Indian house number and cross or main road.
            r"〒\s?\d{3}-?\d{4}|"
            r"\b(?:No\.?|#)\s?\d{1,5}[A-Za-z]?,\s*(?:[\w.'’-]+\s+){0,3}(?:Cross|Main|Road|"
            r"Street|Layout|Nagar|Colony|Block|Sector|Marg|Lane)\b|"
            r"\b\d{1,2}(?:st|nd|rd|th)\s+(?:Cross|Main)\b|"
            r"\b(?:Postfach|Apartado(?:\s+de\s+Correos)?|Caixa\s+Postal|Casella\s+Postale|"
            r"Boîte\s+Postale|BP)\s+\d{1,7}\b"
        ),
    ),
    (
        # A payment or messaging handle: "@quick-refunds-2024", a Cash App "$cashtag".
        "handle",
        "a payment or messaging handle",
        lazy_compile(
            r"(?<![\w@.$/])(?<!^)(?<!\n)@[A-Za-z0-9_][A-Za-z0-9_.-]{2,38}[A-Za-z0-9_]"
            r"(?![\w@(-]|\.\w)|"
            r"(?<![\w$])\$(?=[A-Za-z0-9_-]*[a-z])[A-Za-z][A-Za-z0-9_-]{2,19}\b(?![.(])"
        ),
    ),
    (
        "wallet",
        "a crypto wallet",
        lazy_compile(
            r"\b0x[a-fA-F0-9]{40}\b|\bbc1[a-z0-9]{25,59}\b|\b[13][a-km-zA-HJ-NP-Z1-9]{25,34}\b|"
            r"\bT[1-9A-HJ-NP-Za-km-z]{33}\b"
        ),
    ),
)


_PHONE_WORDS = lazy_compile(
    r"\b(?:phone|tel|telephone|call|calls|calling|ring|text|sms|whatsapp|signal|number|no\.|"
    r"mobile|cell|fax|hotline|helpline|line|dial|reach)\b",
    _I,
)


def _valid(kind: str, value: str, context: str = "") -> bool:
    digits = sum(c.isdigit() for c in value)
    if kind == "phone":
        if re.fullmatch(r"(?:19|20)\d\d[-.](?:19|20)\d\d", value):
            return False  # a span of years
        return 9 <= digits <= 15 or (
            # A local number ("555-0147"; Hong Kong's and Singapore's eight digits, "3157 0188")
            # only where the text says it is one.
            7 <= digits <= 8
            and re.fullmatch(r"\d{3,4}[\s.-]\d{4}", value) is not None
            and _PHONE_WORDS.search(context) is not None
        )
    if kind == "iban":
        # A planted account need not pass the check digits to mislead: an IBAN's shape
        # (country, two digits, 11-30 more letters and digits) is enough.
        return 15 <= len(value.replace(" ", "")) <= 34
    if kind == "account":
        return digits >= 6
    return True


def _redirect_key(kind: str, value: str) -> str:
    if kind in ("email", "link"):
        key = value.casefold().rstrip("/.,;:!?")
        key = re.sub(r"^(?:https?|ftp|wss?|file)://", "", key)
        return key.removeprefix("www.")
    return re.sub(r"[^0-9a-z]", "", value.casefold())


@lru_cache(maxsize=4096)
def _typed_forms(text: str) -> tuple[str, str]:
    """A turn the person typed, as values are compared with it: visible and case-folded, and
    that with only its letters and digits, its numbers said in words as digits ("my cell is
    eight oh six …" typed 806…). Cached: a chat's turns meet every candidate."""
    raw = visible_text(text).casefold()
    return raw, re.sub(r"[^0-9a-z]", "", digits_said(raw))


def _addresses(visible: str) -> Iterator[tuple[str, str, str, str]]:
    """The addresses, links, numbers, handles and wallets in ``visible`` text, each once, as
    (kind, what it is, the value, the key it is compared by)."""
    seen: set[str] = set()
    taken: list[tuple[int, int]] = []
    for kind, what, pattern in _REDIRECT_RULES:
        for match in pattern.finditer(visible):
            start, end = match.span(1) if pattern.groups else match.span()
            value = visible[start:end]
            context = visible[max(0, start - 60) : start]
            if any(s < end and start < e for s, e in taken) or not _valid(kind, value, context):
                continue
            taken.append((start, end))
            key = _redirect_key(kind, value)
            if key and key not in seen:
                seen.add(key)
                yield kind, what, value, key


def redirect_signs(text: str, typed_by_person: Iterable[str] = ()) -> list[Sign]:
    """Addresses, links, numbers, handles and wallets in ``text`` that the person never typed."""
    forms = [_typed_forms(t) for t in typed_by_person]
    typed_raw = [raw for raw, _ in forms]
    typed_compact = [compact for _, compact in forms]
    signs: list[Sign] = []
    for kind, what, value, key in _addresses(visible_text(text)):
        pool = typed_raw if kind in ("email", "link") else typed_compact
        probe = key[-9:] if kind == "phone" else key  # "+1 415…" and "(415)…" are one number
        if not any(probe in t for t in pool):
            signs.append(Sign("redirect", kind, f"{what}: {quote(value)}"))
    return signs


def redirect_values(text: str) -> list[str]:
    """The values :func:`redirect_signs` looks for in ``text`` (whoever typed them)."""
    return [value for _, _, value, _ in _addresses(visible_text(text))]


cached_texts(_typed_forms.cache_clear)  # memwarden.text.forget_cached_texts
