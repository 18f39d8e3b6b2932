"""Finding secrets in what someone asked memwarden to remember (DESIGN §5, the guard).

A secret is never stored: the guard refuses it and keeps only a SHA-256 fingerprint of the
value. Two rule sets find them:

- **detect-secrets** (Yelp), the well-kept one: every regular-expression plugin it ships (AWS,
  Azure, GitHub, GitLab, Slack, Stripe, Twilio, SendGrid, npm, PyPI, JWT, private-key headers,
  basic-auth URLs, the quoted ``password = "…"`` keyword forms, …) run through
  ``analyze_string`` only — no global settings, no verification requests, no network. Left out:
  the two high-entropy plugins (their entropy threshold lives in ``analyze_line`` behind global
  settings, and in prose every quoted film title is a candidate) and ``IPPublicDetector`` (an
  address is not a secret).
- **Our own patterns** for what it misses because it was written for source code, not speech:
  credentials said in words ("my password is hunter2", "PIN: 4821", "wifi password = x"),
  payment-card numbers (Luhn-checked, plausible issuer; or named as a card's, in English or
  another language, whatever the check digit), key formats newer than its plugins
  (``sk-proj-``/``sk-ant-`` keys, Google ``AIza…``, Hugging Face ``hf_…``, GitHub
  ``github_pat_…``, Shopify ``shpat_…``, Stripe test keys, and live ones shorter than
  detect-secrets asks for), ``Bearer`` tokens, credentials in
  URL query strings, and whole private-key blocks (the plugin only sees the header line, which
  is not enough to redact).

A wallet's recovery phrase is one too: twelve to twenty-four small words after its name
("Recovery phrase mar wallet: river lamp orange …", "my seed phrase is …", Kalenjin's "Sir
recovery words chebo wallet ko: …"), cut at a word such as "the" or "and" where a sentence goes
on. A bank card named as French names it ("carte bancaire", "carte de crédit", as Fon borrows
it: "Carte bancaire ce: 5168 …", my card) names its number as a card's number in another
language does. A vowel sign or another combining mark is its letter's, not a symbol: a word of
an Indic script is a word, not a value that looks like a password (Newar "जिगु Wi-Fi password
हिलाये धुन", changed, was refused before).

For Uganda's languages (the twenty-sixth set of credentials_abroad.py): a wallet's words as
Luganda and Lusoga name them ("ebigambo by'okuzzaawo wallet: …", the words of restoring;
"ebigambo by'ekyama", the secret words); a card named by the borrowed word with "my" after it
(Ateso's "kang", Runyankole's and Rukiga's "yangye", Lusoga's, Rutooro's and Lumasaba's "yange",
Alur's "para", Acholi's and Lango's "na") or before it (Lugbara's "ma card"), a bank's name
between ("card kang ka absa 5412 …"); and a one-time code's digits are not a group of a longer
number, the person's own phone ("OTP pe obino i simu, kong ilwong an i 0771 045 332", the OTP has
not come, call me on …), neither its first group nor the next.

For Nepal's languages in Latin letters (the twenty-seventh set of credentials_abroad.py): a
lock's code, as a phone's or a house's lock is named ("ahim lock code 1 9 7 6 ro", the house's
lock code is …); a SIM card's unblocking key ("sim ko puk code 73920481 ho"); a one-time code
with the capital and the dash Google puts before its digits ("otp code G-582731 aaise", came; a
year's digits after it are still no code); and a security answer quoted straight after
"answer", the copula after it as these languages say it, the question quoted before it or not
named ("bank ko security question 'pahilo school' ko answer "jana jyoti" mu", "bank la security
answer 'pasang lhamu' yin"; not a glottal stop opening a short Rotuman word, "… ma answer 'e
'Fatiaki'").

Speed: the guard runs on every write, so each plugin has a gate — a substring or short pattern
every one of its expressions needs (``_PLUGIN_GATES``) — and a text with none of them skips the
plugins entirely (most ordinary sentences); our own patterns are gated the same way. The gates
are necessary conditions read off the plugins' patterns, so they never skip a secret; a plugin
added by a later detect-secrets release has no gate and simply always runs.

``find_secrets`` returns spans; ``redact`` replaces each with ``[redacted secret]`` until nothing
is left to find.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Any

from ..patterns import LazyPattern, lazy_compile, substrings
from ..spelling import on_said, plain
from ..spoken import digits_said_runs
from .credentials_abroad import GATES as _ABROAD_GATES
from .credentials_abroad import digits_in_words, spans_abroad
from .credentials_scripts import GATES as _SCRIPT_GATES
from .credentials_scripts import spans_in_scripts

__all__ = ["REDACTED", "WALLETS", "SecretSpan", "find_secrets", "fingerprint", "redact"]

REDACTED = "[redacted secret]"


def _wordlist(text: str) -> list[str]:
    """The words of a word list written as one string."""
    return text.split()


# detect-secrets plugins left out, by class name (see the module docstring for why).
_EXCLUDED_PLUGINS = frozenset(
    {"Base64HighEntropyString", "HexHighEntropyString", "IPPublicDetector"}
)


@dataclass(frozen=True, slots=True)
class SecretSpan:
    """Where a secret sits in a text. ``kind`` is a plain description ("password", "API key")."""

    start: int
    end: int
    kind: str

    def value(self, text: str) -> str:
        return text[self.start : self.end]


def fingerprint(value: str) -> str:
    """SHA-256 of a secret value: what is kept of a refused secret instead of the secret."""
    return hashlib.sha256(value.encode("utf-8")).hexdigest()


# -- detect-secrets -------------------------------------------------------------------------------


# What each plugin's patterns cannot match without: a literal or a short pattern that every one
# of its regular expressions requires (read off detect-secrets' own patterns). A text without
# any of them skips the plugin; a plugin not listed here always runs. Case-insensitive where
# the plugin's patterns are.
_PLUGIN_GATES: dict[str, str] = {
    "AWSKeyDetector": r"A3T|ABIA|ACCA|AKIA|ASIA|(?i:aws)",
    "ArtifactoryDetector": r"AKC|AP[\dA-F]",
    "AzureStorageKeyDetector": r"AccountKey=",
    "BasicAuthDetector": r"://",
    "CloudantDetector": r"(?i:key|pw|pass|token)",
    "DiscordBotTokenDetector": r"[MNO][a-zA-Z\d_-]{23}",
    "GitHubTokenDetector": r"gh[opusr]_",
    "GitLabTokenDetector": r"gl(?:pat|dt|ft|soat|rt|cbt|imt|ptt|agent|oas)-|GR1348941",
    "IbmCloudIamDetector": r"(?i:key|pwd|pass|token)",
    "IbmCosHmacDetector": r"(?i:secret)",
    "JwtTokenDetector": r"eyJ",
    "MailchimpDetector": r"-us\d",
    "NpmDetector": r"/:_authToken=",
    "OpenAIDetector": r"T3BlbkFJ",
    "PrivateKeyDetector": r"BEGIN|PuTTY",
    "PypiTokenDetector": r"pypi-",
    "SendGridDetector": r"SG\.",
    "SlackDetector": r"(?i:xox|hooks\.slack)",
    "SoftlayerDetector": r"(?i:key|pwd|pass|token)",
    "SquareOAuthDetector": r"sq0csp-",
    "StripeDetector": r"k_live_",
    "TelegramBotTokenDetector": r"\d{8}:",
    "TwilioKeyDetector": r"(?:AC|SK)[a-z0-9]{32}",
}


def _keyword_gate() -> str:
    # The keyword plugin's patterns all start from one of its DENYLIST words (case-insensitive).
    from detect_secrets.plugins import keyword

    return "(?i:" + "|".join(keyword.DENYLIST) + ")"


@lru_cache(maxsize=1)
def _plugins() -> tuple[tuple[Any, re.Pattern[str] | None], ...]:
    """Each plugin once, with its gate (``None``: always run)."""
    # Imported here: it pulls in requests and yaml, which ``memwarden --help`` must not load.
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    classes = get_mapping_from_secret_type_to_class().values()
    out = []
    for cls in sorted(classes, key=lambda c: c.__name__):
        if cls.__name__ in _EXCLUDED_PLUGINS:
            continue
        gate = (
            _keyword_gate()
            if cls.__name__ == "KeywordDetector"
            else _PLUGIN_GATES.get(cls.__name__)
        )
        out.append((cls(), re.compile(gate) if gate else None))
    return tuple(out)


# The same gates as plain substrings, checked first (a substring test costs far less than a
# regular expression): case-sensitive ones in the text, the others in its case-folded form. A
# whitespace-free run of 24 characters stands for the gates that are runs ("[MNO]…{23}",
# "\d{8}:" before 35 more, "(AC|SK)" before 32 more).
_LITERAL_GATES = (
    "A3T", "ABIA", "ACCA", "AKIA", "ASIA", "AKC", "AP", "AccountKey=", "://", "ghp_", "gho_",
    "ghu_", "ghs_", "ghr_", "glpat-", "gldt-", "glft-", "glsoat-", "glrt-", "glcbt-", "glimt-",
    "glptt-", "glagent-", "gloas-", "GR1348941", "eyJ", "-us", "/:_authToken=", "T3BlbkFJ",
    "BEGIN", "PuTTY", "pypi-", "SG.", "sq0csp-", "k_live_",
)  # fmt: skip
_FOLDED_GATES = ("aws", "key", "pw", "pass", "token", "secret", "xox", "hooks.slack")
_LONG_RUN = 24


def _longest_run(text: str) -> int:
    return max(map(len, text.split()), default=0)


@lru_cache(maxsize=1)
def _literal_gates() -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(case-sensitive, case-folded) substrings, one of which every plugin match contains;
    ``None`` when some plugin has no gate (every text then goes through the plugins)."""
    from detect_secrets.plugins import keyword

    if any(gate is None for _, gate in _plugins()):
        return None
    # The keyword plugin's words ("api_?key", "db_?pass", "contraseña"): their last part.
    words = tuple(word.split("_?")[-1] for word in keyword.DENYLIST)
    return _LITERAL_GATES, (*_FOLDED_GATES, *words)


@lru_cache(maxsize=1)
def _literal_gate_patterns() -> tuple[LazyPattern, LazyPattern] | None:
    """:func:`_literal_gates` as patterns asking for all of them at once."""
    gates = _literal_gates()
    return None if gates is None else (substrings(gates[0]), substrings(gates[1]))


def _may_hold_plugin_secret(text: str) -> bool:
    gates = _literal_gate_patterns()
    if gates is None:
        return True
    exact, folded = gates
    if exact.search(text) or _longest_run(text) >= _LONG_RUN:
        return True
    return folded.search(text.casefold()) is not None


def _plugin_spans(text: str) -> Iterator[SecretSpan]:
    if not _may_hold_plugin_secret(text):
        return
    for plugin, gate in _plugins():
        if gate is not None and gate.search(text) is None:
            continue
        values = {
            v for v in plugin.analyze_string(text) if isinstance(v, str) and v and REDACTED not in v
        }
        if not values:
            continue
        kind = str(plugin.secret_type)
        denylist = getattr(plugin, "denylist", None)
        if denylist is None:  # the keyword plugin: the value it yields is the secret
            for value in values:
                if len(value) < 4 or any(c.isspace() for c in value):
                    continue  # 'secret: "my first kiss"' is a confidence, not a credential
                start = text.find(value)
                while start != -1:
                    yield SecretSpan(start, start + len(value), kind)
                    start = text.find(value, start + len(value))
            continue
        # Regex plugins yield a capture group when their pattern has one, which is sometimes the
        # secret (a basic-auth password) and sometimes only its prefix ("ghp"): find the spans
        # again, keeping a group only when it is long enough to be the secret.
        for pattern in denylist:
            for match in pattern.finditer(text):
                if not any(v in match.group(0) for v in values):
                    continue
                groups = [i for i in range(1, (pattern.groups or 0) + 1) if match.group(i)]
                spans = [match.span(i) for i in groups if len(match.group(i)) >= 8]
                for start, end in spans or [match.span()]:
                    yield SecretSpan(start, end, kind)


# -- our own patterns -----------------------------------------------------------------------------

_TOKEN_PATTERNS: tuple[tuple[str, LazyPattern], ...] = (
    ("API key", lazy_compile(r"\bsk-(?:proj|ant|svcacct|admin|live)-[A-Za-z0-9_-]{20,}")),
    ("API key", lazy_compile(r"\bsk-[A-Za-z0-9]{32,}\b")),
    ("API key", lazy_compile(r"\bAIza[0-9A-Za-z_-]{35}")),
    ("access token", lazy_compile(r"\bhf_[A-Za-z0-9]{30,}")),
    ("access token", lazy_compile(r"\bgithub_pat_[A-Za-z0-9_]{22,}")),
    # Shopify's admin, app and partner tokens ("shpat_" and 32 hex digits)
    ("access token", lazy_compile(r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b")),
    # (a Stripe key by its prefix, test or live; a live one shorter than the 24 characters
    # detect-secrets asks for is still one: "sk_live_51Hx9QpLm2TzR8vWc")
    ("API key", lazy_compile(r"\b[rs]k_test_[0-9a-zA-Z]{24,}|\b[rs]k_live_[0-9a-zA-Z]{12,}")),
    ("access token", lazy_compile(r"(?<=\bBearer )[A-Za-z0-9._~+/-]{16,}=*", re.IGNORECASE)),
    (
        "credential in a link",
        lazy_compile(
            r"(?<=[?&])(?:access_token|auth|token|api_?key|key|secret|sig|signature|password|pwd)"
            r"=([^&\s#\"'<>]{8,})",
            re.IGNORECASE,
        ),
    ),
    # A login told as its user and password ("admin login: admin / Thamel#Trek99"): the
    # password, with a letter and a digit and a sign in it.
    (
        "password",
        lazy_compile(
            r"\blog-?in\s*(?::|=|-|\bis\b)\s*[\w.@+-]{2,40}\s*/\s*"
            r"((?=[^\s,;]*\d)(?=[^\s,;]*[A-Za-z])(?=[^\s,;]*[^\w\s,;])[^\s,;]{6,40})",
            re.IGNORECASE,
        ),
    ),
    (
        "private key",
        lazy_compile(
            r"-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----.*?"
            r"(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\Z)",
            re.DOTALL,
        ),
    ),
)

# What a code opens, named before "code" ("the key safe code", "lockbox code 1958"; a lock's,
# as a phone's or a house's lock is named in the languages of Nepal: "ahim lock code 1 9 7 6
# ro", the house's lock code is …).
_LOCKED = r"key[\s-]?safe|keysafe|key[\s-]?box|door|gate|alarm|garage|lock(?:[\s-]?box)?"
# A mobile money wallet or a cash card, whose "code" is its PIN ("my orange money code", "MoMo
# code", "ATM code"; write/extract.py reads it changed with no value).
WALLETS = (
    r"(?:mobile\s+money|momo|orange\s+money|mtn\s+money|airtel\s+money|m-?pesa|atm"
    r"|debit\s+card|bank\s+card)"
)
# "my password is hunter2", "PIN: 4821", "the wifi password for the cabin = x7!pQ".
_CREDENTIAL_NAME = (
    r"pass(?:word|code|phrase)s?|passwd|pwd|pw|p/w|pword|pin(?:\s*(?:code|number))?|cvv|cvc"
    # (a SIM card's unblocking key: "PUK code: 73920481", "sim ko puk code 73920481 ho")
    r"|puk(?:\s*code)?"
    # (a wallet's or a cash card's "code": its PIN)
    rf"|{WALLETS}\s+code"
    r"|security\s+code|(?:" + _LOCKED + r"|entry)\s+"
    # (… or someone's: "the code for granny's key safe")
    r"(?:code|pin)|code\s+(?:for|to|of)\s+(?:the\s+|my\s+|our\s+|[\w-]+['’]s\s+)?"
    r"(?:front\s+door|back\s+door|" + _LOCKED + r")"
    r"|(?:api|secret|access|private|license|licence)[\s_-]?key|client[\s_-]?secret"
    r"|(?:auth|access|api|bearer|refresh|session)[\s_-]?token|wi-?fi\s+(?:key|code)"
    r"|(?:number|code|digits)\s+(?:to|that)\s+(?:open|opens|unlock|unlocks|get\s+into)\s+"
    r"(?:the\s+|my\s+|our\s+)?(?:i?pad|i?phone|phone|tablet|laptop|computer|kindle|safe)"
    r"|(?:security|secret)\s+(?:question\s+)?answers?|memorable\s+(?:word|answer)"
    r"|answer\s+to\s+(?:my|the|their|his|her|your)\s+security\s+question"
    r"|(?:mother|mum|mom|mam)['’]?s?[\s_-]?maiden[\s_-]?name|security[\s_-](?:pet|question)\w*"
)
# Said of the credential between its name and its value: "is actually", "is now", and "the new
# one's" ("changed my bank pin, new one's 4821").
_ADVERB = r"(?:\s+(?:actually|now|currently|still|just|literally|simply|officially|really))?"
_ONE_NOW = r"(?:\s*,?\s*(?:and\s+|so\s+)?(?:the\s+|my\s+)?(?:new|old|current|latest|real)\s+one)?"
_SPOKEN_CREDENTIAL = lazy_compile(
    rf"\b(?P<name>{_CREDENTIAL_NAME})"
    # (of what, in up to six words: "the password of the account CNPS online of my father is …")
    r"(?:\s+(?:for|to|of|on|at|by|in|near|behind|beside|round)\s+(?:my\s+|the\s+|our\s+)?"
    r"[\w.@'-]+(?:\s+[\w.@'-]+){0,5}?)?"
    + _ONE_NOW
    + r"\s*(?:(?:is|was|will\s+be|has\s+been|'s|’s)\b"
    + _ADVERB
    + r"|:|=|=>)\s*"
    r"[\"'`“‘]?(?P<value>[^\s\"'`”’]{3,128})",
    re.IGNORECASE,
)
# … or after a comma, as "it's" ("I keep forgetting my Netflix password, it's Keisha2011!"):
# only a value that looks like one (``_strong``), not "…, it's too long".
_NAMED_THEN_ITS = lazy_compile(
    rf"\b(?P<name>{_CREDENTIAL_NAME})(?:\s+for\s+(?:me|you|now|safe\s*keeping)"
    # ("Maricel asked me for the wifi password again, it's LokLok@home2019")
    r"|\s+(?:again|too|as\s+well)"
    # ("changed my NCB online banking password today, new one is Jaden2015#Mobay")
    # ("… so I change the password today. New one is Winston1958!": the next sentence)
    # ("… my debit card PIN today cuz I kept forgetting the old one, new one is 7741")
    # ("… change my eftpos pin cos I been using the same one since the 90s lol. new one's 7731")
    # (or an emoji ending what is said: "… see me type it 😒 new one is 4729")
    r"|(?=(?:\s+[\w'’]+){0,12}\s*[,.!\u2600-\u27bf\U0001f300-\U0001faff]\s*(?:the\s+)?new\s+one)"
    r"(?:\s+[\w'’]+){0,12})?\s*"
    r"(?:,|(?P<stop>[?.!\u2600-\u27bf\U0001f300-\U0001faff]))\s*(?:it['’]s|its|it\s+is|that['’]s"
    r"|(?P<new>(?:the\s+)?new\s+one(?:['’]s|\s+is))"
    # ("… my debit card pin at chase today …, new one 4482 so I don't forget")
    r"|(?:the\s+)?new\s+one(?=\s+\d{4,8}(?![\w/.,:-]\d)(?!\w)))\s+"
    r"[\"'`“‘]?(?P<value>[^\s\"'`”’]{4,128})",
    re.IGNORECASE,
)
# … where a plain word is one too: a memorable word's, a security answer's ("Can you remember my
# Nationwide memorable word for me? It's marmalade.").
_WORDS_NAME = lazy_compile(r"memorable|answer|maiden", re.IGNORECASE)
# A credential changed to its value: "changed my PIN to 4821", "reset the wifi password to x7!pQ".
_CHANGED_TO = lazy_compile(
    r"\b(?:chang(?:e|ed|ing)|set|reset|updat(?:e|ed|ing)|switch(?:ed)?)\s+"
    r"(?:my\s+|the\s+|our\s+)?(?:[\w'’-]+\s+){0,2}?"
    # (or "as" one with a digit or a sign: "son set the password as Malathi@1962"; not "changed
    # the password as they asked")
    rf"(?P<name>{_CREDENTIAL_NAME})\s+(?:to|as(?=\s+[\"'`“‘]?[^\s\"'`”’]*[\d@#$%!&*]))\s+"
    r"[\"'`“‘]?(?P<value>[^\s\"'`”’]{3,128})",
    re.IGNORECASE,
)
# A key told after a few words and a colon ("my OpenWeatherMap API key so you have it: 3f9a…"):
# only a long run of letters and digits, both, counts (not "my password manager says: use …").
_LED_IN_CREDENTIAL = lazy_compile(
    rf"\b(?P<name>{_CREDENTIAL_NAME})(?:\s+[\w'’]+){{1,6}}?\s*:\s*[\"'`“‘]?"
    r"(?P<value>(?=[A-Za-z_-]*\d)(?=[\d_-]*[A-Za-z])[A-Za-z0-9_-]{16,128})(?![\w/.@])",
    re.IGNORECASE,
)
# A PIN said in words ("me pin's two five eight oh", "my PIN is four four one nine"): four to
# eight digits spoken one by one.
_DIGIT_WORD = r"(?:zero|oh|o|nought|one|two|three|four|five|six|seven|eight|nine)"
_PIN = r"pin|pin\s*code|pin\s*number|passcode"
_SPOKEN_PIN = lazy_compile(
    r"\b(?:" + _PIN + r"|security\s+code)\s*(?:is|was|['’]s|:|=)\s*"
    r"(?P<value>" + _DIGIT_WORD + r"(?:[\s,-]+" + _DIGIT_WORD + r"){3,7})\b",
    re.IGNORECASE,
)
# … or in digits after a comma, as an aside ("Efua gave me her MoMo PIN, 2468, so I can …").
_PIN_AFTER_A_COMMA = lazy_compile(
    r"\b(?:" + _PIN + r"|cvv|cvc)\s*,\s*(?P<value>\d{4,8})(?![\d.,]\d)",
    re.IGNORECASE,
)
_NUMERIC_NAMES = lazy_compile(
    r"^(?:pin|puk|cvv|cvc|security\s+code|(?:" + _LOCKED + r"|entry)\s+(?:code|pin)|code\s|number\s"
    r"|digits\s)",
    re.IGNORECASE,
)
# The value of such a name: digits, whole or in groups with a dash or a dot between ("the door
# code is 17-42-09"), three to eight in all.
_NUMERIC_VALUE = lazy_compile(r"(?=(?:\d[-.]?){3,8}$)\d{1,8}(?:[-.]\d{1,8}){0,7}")
# Words that describe a credential rather than being one ("my password is wrong").
_DESCRIPTIONS = frozenset(
    _wordlist(
        """
        a an the my your his her our their its this that same different new old wrong right
        correct incorrect invalid valid strong weak long short simple easy hard difficult
        complicated complex secure insecure safe unsafe saved stored written changed reset
        expired required needed missing lost forgotten compromised leaked hacked stolen
        encrypted hashed hidden secret private blank empty case sensitive case-sensitive too
        very still also not no never always just only really something somewhere nothing
        anything everything what which where here there below above attached included
        protected set ready done fine okay ok good bad great terrible same one two three
        printed stuck taped kept listed shown displayed noted located labelled labeled
        engraved underneath inside behind
        four five six seven eight nine ten twelve characters letters digits numbers
        mandatory optional
        best better worst easiest hardest safest strongest weakest simplest recommended
        """
    )
)
_TERMINAL_WORDS = frozenset(
    _wordlist(
        """
        and but so or for on in at if btw please which by now then thanks because since as
        when though although until till after before while to from everywhere too also ok okay
        """
    )
)
_CARD = lazy_compile(r"(?<![\w-])(?:\d[ -]?){12,18}\d(?![\w-])")
# A card named before its number ("card number is 4929 …", "my visa: 4929 …"): refused whether
# or not the number passes the Luhn check, since one mistyped digit leaves the rest of a real
# card's number.
_NAMED_CARD = lazy_compile(
    r"\b(?:(?:(?:credit|debit|bank|payment)\s+)?card|visa|mastercard|amex)"
    r"(?:\s+(?:number|no\.?|num|#|details))?"
    r"(?:\s*(?:(?:is|was|'s|’s)\b|:|=))?\s*"
    r"(?P<value>(?<![\w-])(?:\d[ -]?){12,18}\d)(?![\w-])",
    re.IGNORECASE,
)
# … or named as a card's number in another language ("broj kartice: 4532 7781 2045 9963",
# "numer mojej karty …", "número de la tarjeta …", "rhif y cerdyn …", "kortelės numeris …",
# "номер карты …", "inombolo yekhadi lami: …", "nomeraon'ny karatra Visa-ko: …", "рақами корти
# бонкиам …", "meng Kaartennummer ass …", "mian kartnumeron: …"): sixteen digits, in four groups
# of four or in one run, whatever their check digit, straight after the name or a word or two
# ("… je", "… es:", "… Visa-ko:"). An order's, a phone's or an account's number names no card;
# an IBAN opens with letters.
_CARD_WORD = (
    r"kartic\w*|kart[aeiuyı]\w*|kart|tarjeta|tarxeta|cart(?:ã|a)o|carta|carte|kaart\w*|kard"
    r"|kortel\w*|k(?:á|a)rty(?:á|a)\w*|kort(?:et|ets|in|ti|tin)?|kadi|kah?d|(?:c|g|ch)erdyn"
    r"|ch?(?:á|a)rta|txartel\w*|(?:сы|ҳа|а)?карт\w*|карц\w*"
    # (Zulu and Xhosa with a noun's prefix, Igbo, Malagasy, Tajik: "yekhadi", "kaadị", "karatra",
    # "корти")
    r"|(?:i|ye|le|e|kwe)?khadi\w*|kaad(?:ị|i)|karatra\w*|корт\w*"
    # (Faroese, Shona, Kinyarwanda, Haitian Creole, Quechua with its endings joined: "kortinum",
    # "yekadhi", "y'ikarita", "kat", "tarjetaypa")
    r"|kortin\w*|korti(?:ð|d)|(?:ye)?kadhi\w*|(?:y['’])?ikarita\w*|karit[ai]|k(?:ati?|āt[ie])"
    r"|tarjeta\w*"
    # (Samoan, Tongan, Māori, Hawaiian, Sesotho: "kata", "kaati", "kāri", "kāleka", "karete")
    r"|kata|kaati|k(?:ā|a)ri|k(?:ā|a)leka|karete"
    # (Javanese, Breton with its mutations and a hyphened word after, Scottish Gaelic with its
    # lenition and genitive, Luganda: "kertu", "kartenn", "va c'hartenn-gred", "a' chairt",
    # "na cairte", "kaadi")
    r"|kertu\w*|(?:k|c['’]h|g)artenn\w*(?:-\w+)?|ch?airt(?:e|ean)?|kaadi"
    # (Setswana, Oromo, Lingala, Twi, Ewe, Esperanto with what it is joined before and its
    # endings after: "karata", "kaardii", "kalati", "kaad", "kaɖi", "karto", "kreditkarton",
    # "kreditkarta numero")
    r"|karata\w*|kaardii\w*|kalati|kaad|ka(?:ɖ|d)i|\w{0,8}?kart(?:o|a)(?:n|j|jn)?"
    # (Venda with its "ṱ", Kirundi with its noun's prefix: "karaṱa", "y'ikarata"; and English's
    # word after another language's number, Marshallese's and Chamorro's, a possessive joined:
    # "nōmba in card eo aō", "numiru i credit card-hu")
    r"|kara(?:ṱ|t)a\w*|(?:y['’])?ikarata\w*|card(?:-[^\W\d]{1,4})?"
    # (Latin's and Kalaallisut's with their endings: "numerus chartae", "kortip normua")
    r"|chart(?:ae|am)|kortip"
    # (Cornish's and Manx's with their mutations, Friulian's: "ow hartenn", "my chaart",
    # "cjarte")
    r"|hartenn\w*|chaart\w*|cjart\w*"
    # (… and Bambara's, "kariti", is joined to Kinyarwanda's "karita" above)
    # (Kabyle's, with its "ṛ" or without, and a possessive after a hyphen: "lakaṛt-iw", my card;
    # its first letter plain, outside the case-folding; Abkhaz's, "my", "our" or "the" joined
    # before it, is joined to Russian's above: "сыкарта", "акарта")
    r"|(?-i:[lL])aka(?:ṛ|r)t\w*(?:-\w+)?"
    # (… and Pohnpeian's spelling of the English word, "kahd", joined to Swahili's "kad" above)
    # (… and Niuean's and Tokelauan's, "kāti", "kati", Wallisian's and Futunan's, "kāte", with its
    # macron only, since "kate" is Tongan's gate: joined to Haitian Creole's "kat" above)
)
_NUMBER_WORD = (
    r"broj|број|n(?:ú|u)mero|num(?:é|e)ro|numer|nummer|num(?:ă|a)rul|numara\w*|(?:č|c)(?:í|i)slo"
    r"|(?:š|s)tevilk\w*|numri|numur\w*|numeris|sz(?:á|a)m\w*|nambari|nomor|nombor|rhif"
    r"|u(?:imhir|ṭṭun|ttun)|l(?:ambar\w*|imoore)|а?ном(?:е|ы)р\w*|нумар\w*|zenbaki\w*|n(?:ú|u)mer\w*"
    # (Zulu and Xhosa, Igbo, Malagasy with "of the" joined, Tajik: "inombolo", "nọmba",
    # "nomeraon'ny", "laharan'ny", "рақами")
    r"|inombolo|n(?:ọ|o)mba|nomera\w*(?:['’]n[yi])?|laharan\w*(?:['’]n[yi])?|рақам\w*"
    # (Afrikaans, Faroese, Turkmen, Shona, Kinyarwanda, Haitian Creole: "nommer", "nummarið",
    # "belgisi", "nhamba", "nimero", "nimewo")
    r"|nommer|nummar\w*|belgi\w*|nhamba|nim(?:ero|ewo|(?:ɔ|o)r(?:ɔ|o))"
    # (Tongan, Māori, Fijian, Tok Pisin, Hawaiian, Guarani, Kurmanji, Sesotho: "fika", "nama",
    # "naba", "namba", "helu", "papapy", "hejmara", "nomoro")
    r"|fika|nama|naba|namba|helu|papapy|hejmar\w*|nomoro"
    # (Javanese and Sundanese, Breton, Scottish Gaelic, West Frisian, Luganda: "nomer",
    # "niverenn", "àireamh", "nûmer", "ennamba")
    r"|n(?:omer(?:[iı]\w*)?|empe)|niverenn|(?:à|a)ireamh|n(?:û|u)mer|ennamba"
    # (Chichewa, Oromo with its endings, Twi, Ewe: "nambala", "lakkoofsa", "lakkoofsi", "nɔma",
    # "xexlẽdzesi")
    r"|nambala|lakkoofs\w*|n(?:ɔ|o)ma|xexl(?:ẽ|e)dzesi"
    # (Tahitian, Chamorro, Marshallese, Venda and Tsonga, Kirundi, Sakha: "nūmera", "numiru",
    # "nōmba", "nomboro", "inomero", "нүөмэрэ")
    r"|n(?:ū|u)me(?:ra|la|lo)|numiru|n(?:ō|o)mba|nomboro|i?nomero|н(?:ү|у)(?:ө|о)мэр\w*"
    # (Upper Sorbian with its "ł", Occitan, Sardinian and Corsican, Asturian, Kalaallisut:
    # "čisło", "numèro", "nùmeru", "númberu", "normua")
    r"|(?:č|c)isł\w*|numèro|nùmer\w*|n(?:ú|u)mberu|normu\w*"
    # (Cornish, Manx, Friulian: "niver", "earroo", "numar")
    r"|niver|earroo|numar"
    # (… and Fula's, Bambara's, Crimean Tatar's with its endings, Ossetian's: "limoore",
    # "nimɔrɔ", "nomeri", "номыр", each joined to the alternative above that opens as it does,
    # "lambar", "nimero", "nomer", "номер", since these names are looked for in every text
    # with four digits together)
    # (… and Kabyle's, "uṭṭun", joined to Irish's "uimhir"; Abkhaz's with its article, "аномер",
    # to Russian's "номер")
    # (… and Pohnpeian's, "nempe", after the card's name: "Ei kahd nempe iei …", my card's number
    # is …; joined to Javanese's "nomer")
    # (… and Niuean's and Tokelauan's, "numela", Wallisian's and Futunan's, "numelo", joined to
    # Tahitian's "nūmera")
)
# (a card's number said as one word: German's and Luxembourgish's "Kartennummer",
# "Kaartennummer")
# (… Afrikaans's and Faroese's: "kaartnommer", "kortnummarið")
_CARD_NUMBER_WORD = (
    r"(?:kredit|bank|debit|ec-?)?(?:karten|kaarten)nummer\w*"
    r"|(?:bank|krediet|debiet)?kaartnommer\w*|kortnummar\w*"
    # (… Esperanto's: "kartnumero", "kreditkartnumeron")
    r"|(?:kredit|bank|debet)?kartnumer\w*"
)
_NAMED_CARD_ABROAD = lazy_compile(
    # (a word between may hold a glottal stop: Samoan "numera o la'u kata", Tongan "fika 'o
    # 'eku kaati", Hawaiian "helu o kaʻu kāleka")
    rf"\b(?:(?:{_NUMBER_WORD})(?:\s+['’]?[^\W\d](?:[^\W\d]|['’](?=[^\W\d]))*){{0,2}}?"
    rf"\s+(?:{_CARD_WORD})"
    # (… Afrikaans's possessive between: "my kaart se nommer is …")
    # (… or Ewe's: "nye kaɖi ƒe xexlẽdzesi", my card's number)
    rf"|(?:{_CARD_WORD})(?:\s+(?:se|ƒe))?\s+(?:{_NUMBER_WORD})|{_CARD_NUMBER_WORD}"
    # (… or French's bank card or credit card alone, as Fon borrows it, "my" after: "Carte
    # bancaire ce: …")
    r"|carte\s+(?:bancaire|de\s+cr(?:é|e)dit|bleue)"
    # (… or a card with "my" after it, as Uganda's languages borrow the word: Ateso's "kang",
    # Runyankole's and Rukiga's "yangye", Lusoga's, Rutooro's and Lumasaba's "yange", Alur's
    # "para", Acholi's and Lango's "na"; a bank's name may come between: "card kang ka absa …",
    # my card of Absa; or before it, Lugbara's "ma": "ma card Stanbic …")
    rf"|card\s+(?:kang|yangye|yange|para|na)|ma\s+card)\b"
    # (a word or two after the name, a possessive joined by a hyphen: "… Visa-ko:", "…
    # бонкиам …"; or three, a possessive and a copula: Tok Pisin "… bilong mi em …", Sesotho
    # "… ya ka ke …"; a letter may carry a mark of its own, as Nuer's "da̱", my, before its
    # copula: "Namba card da̱ ɛ …")
    r"(?:\s+[^\W\d](?:[^\W\d]|[-'’](?=[^\W\d])|[\u0300-\u036f]){0,8}){0,3}?\s*[:=–—-]?\s*"
    r"(?P<value>(?<![\w-])\d{4}(?P<gap>[ -]?)\d{4}(?P=gap)\d{4}(?P=gap)\d{4})(?![\w-]|[ .,]\d)",
    re.IGNORECASE,
)
_FOUR_DIGITS = lazy_compile(r"\d{4}")
_THIRTEEN_DIGITS = lazy_compile(r"(?:\D*\d){13}")
# A card's security code told straight after its number, after a comma or not ("5290 4471 8836
# 1204, CVV 517", "… CVV — 517"): the number and the code are one secret, the card's details.
# (… or with Nuer's copula between, "…, CVV ɛ 482", the CVV is 482)
_CVV_AFTER = lazy_compile(
    r"[ \t]*[,;]?[ \t]*(?:cvv|cvc)2?[ \t]*(?:[:=]|[–—-]|ɛ(?=[ \t]))?[ \t]*\d{3,4}(?![\w/.,:-]?\d)",
    re.IGNORECASE,
)
# A card's number with its expiry date after it ("4929 1873 5521 0046 exp 09/27", "… valid thru
# 11/28"): refused whether or not it passes the Luhn check, as a card named before its number.
_CARD_AND_EXPIRY = lazy_compile(
    r"(?P<value>(?<![\w-])(?:\d[ -]?){12,18}\d)(?![\w-])[\s,;:(]*"
    r"(?:exp(?:iry|ires|iration)?\.?(?:\s+date)?|expiring|valid\s+(?:thru|through|till|until|to))"
    r"\s*[:=]?\s*(?:0?[1-9]|1[0-2])\s*/\s*(?:\d{2}|20\d{2})(?!\d)",
    re.IGNORECASE,
)
# A password with its value straight after, no "is" or colon between ("… / password
# Bulawayo1983!", "wifi password BT-Hub-7734"): only a value with letters and digits, or
# symbols, counts (not "password manager", "password protected").
_BARE_PASSWORD = lazy_compile(
    r"\b(?:pass(?:word|code|phrase)|passwd|pwd)\s+[\"'`“‘]?(?P<value>[^\s\"'`”’]{6,128})",
    re.IGNORECASE,
)
# A card's security code or a PIN with its digits straight after ("cvv 123", "PIN 4821").
_BARE_CODE = lazy_compile(
    r"\b(?:cvv2?|cvc2?|pin|puk(?:\s*code)?"
    # ("lockbox code 1958 on the back door so she can get in"; "sim ko puk code 73920481 ho", a
    # SIM card's unblocking key)
    r"|(?:" + _LOCKED + r")\s+code)"
    r"\s+(?P<value>\d{3,8})(?![\w/.,:-]\d)(?!\w)",
    re.IGNORECASE,
)

# A PIN told a few words after it is named ("i know i typed the pin right, its 4821", "how do i
# change the passcode on the app? it's 190457"): four to eight digits after "it's" / "which
# is" in the same sentence or the next.
_TOLD_AFTER = lazy_compile(
    r"\b(?:pin(?:\s*(?:code|number))?|passcode|cvv2?|cvc2?|security\s+code)\b"
    # ("let me put my MoMo PIN here so that I don't forget it again, it is 4819")
    # ("changed the PIN on the debit card today cos the machine in Dunnes kept rejecting it, its
    # 3382 now")
    r"(?:[ \t,]+[\w'’]+){0,16}?[ \t]*[,?.!]?[ \t]*(?:it['’]?s|it\s+is|that['’]?s|which\s+is)\s+"
    r"(?P<value>\d{4,8})(?![\w/.,:-]?\d)(?!\w)",
    re.IGNORECASE,
)
# A one-time code sent to the person ("they've texted me a code for the … login, 739204", "my
# 2FA code is 482913", "OTP 739204"): its digits in the same sentence. A year ("… in 2024") is
# not one; a booking's confirmation number is not a login's code.
_SENT_CODE = lazy_compile(
    r"\b(?:(?:text(?:ed)?|sent|sms(?:ed)?|emailed|messaged|got|received)\s+(?:me\s+|us\s+)?"
    r"(?:a\s+|an\s+|the\s+|my\s+)?(?:(?:new|one[- ]time|verification|security|login|log-?in"
    r"|sign[- ]?in|2fa|two[- ]factor|access|auth(?:entication)?)\s+)*code"
    r"|(?:one[- ]time|verification|login|log-?in|sign[- ]?in|2fa|two[- ]factor"
    r"|auth(?:entication)?)\s+(?:pass)?code|otp"
    # … or a German bank's ("the TAN for the transfer is 583920", "pushTAN", "mTAN")
    r"|(?-i:(?:push|chip|photo|sms|m)?TAN)"
    # "the code they have sent is 583104", "the code the bank texted me: 482913"
    # ("the code they've just text me is 482915", as Liverpool says "texted")
    r"|code\s+(?:that\s+)?(?:they|it|the\s+[\w'’-]+|[\w'’-]+)(?:['’]ve|['’]s)?\s+"
    r"(?:have\s+|has\s+)?(?:just\s+)?"
    r"(?:sent|texted|text|sms(?:ed)?|messaged)(?:\s+(?:me|us))?(?=\s*(?:is|was|:))"
    # "a text came from the bank with a code 583091"
    r"|(?:text|sms|message)\s+(?:came\s+|arrived\s+)?(?:(?:from|off)\s+(?:the\s+|my\s+)?"
    r"[\w'’-]+(?:\s+[\w'’-]+)?\s+)?with\s+(?:a|an|the)\s+(?:[\w-]+\s+)?code"
    # "read him the code that just come thru on my phone, its 604218"
    # ("the code's just come thru on me phone, 448213")
    r"|code(?:['’]s)?\s+(?:that\s+)?(?:just\s+)?(?:came|come|comes|arrived|popped\s+up)\s+"
    r"(?:thru|through|in)\s+(?:on\s+)?(?:my|me|the|his|her|your)\s+(?:phone|mobile|cell)\b"
    # "it's sent me a text, the code's 552913"
    r"|(?:sent|texted|messaged)\s+(?:me|us)\s+(?:a\s+)?(?:text|sms|message)\s*[,;:–—-]?\s+"
    r"(?:and\s+)?the\s+code)\b"
    # (… not a group of a longer number, a phone's: "OTP pe obino, kong ilwong an i 0771 045
    # 332", the OTP has not come, call me on …; "… namba para 0782 602847", my number)
    # (… with the capital and the dash some senders put before the digits, Google's "G-": "otp
    # code G-582731 aaise", the OTP code G-582731 came)
    r"[^.!?\n]{0,60}?(?<![\w/.£$€-])(?<!\d\s)(?P<value>(?:(?-i:[A-Z])-)?\d{4,8})"
    r"(?![\w/.,:-]?\d)(?!\w)(?!\s\d)",
    re.IGNORECASE,
)
# A code with its digits that someone wants passed on to them: a scam's ask for a login code
# ("some PayMe code 583016, a guy on whatsapp asking her to send it to him"), not a promotion's
# code to share with friends.
_CODE_TO_PASS_ON = lazy_compile(
    r"\b(?:(?P<before>[\w'’-]+)\s+)?code\s*(?:[:,-]|\s+is|\s+was)?\s*(?P<value>\d{4,8})"
    r"(?![\w/.,:-]?\d)(?!\w)"
    r"(?=[^.!?\n]{0,80}?\b(?:send|sending|share|sharing|give|giving|forward|read|tell)\s+"
    r"(?:it|the\s+code|them|that)\b)",
    re.IGNORECASE,
)
_TO_SHARE = frozenset(
    "promo promotional discount voucher coupon referral invite invitation gift booking order "
    "tracking reference confirmation ref postal post zip area dial country".split()
)
_A_YEAR = lazy_compile(r"(?:19|20)\d\d")
_NOW_AFTER = lazy_compile(r"\s+now\b", re.IGNORECASE)
# A code, a PIN or a password said changed, then its digits opening the next sentence with "now"
# after them, ending the clause (English in a Nauruan chat: "Alarm code of the store in Aiwo
# changed. 6071 now, eko tell anyone", do not tell anyone): four to eight digits, not a year,
# not an amount ("… reset my PIN. 1500 now in savings").
_CHANGED_THEN_NOW = lazy_compile(
    rf"\b(?:{_CREDENTIAL_NAME})\b[^.!?\n]{{0,80}}?\b(?:changed|reset|updated|switched)\b"
    r"[^.!?\n]{0,40}[.!?]\s+(?P<value>\d{4,8})(?![\w/.,:-]?\d)\s*,?\s+now\b"
    r"(?=\s*(?:[,.;:!?]|$))",
    re.IGNORECASE,
)
# (… which needs digits opening a sentence with "now" after them: looked for first)
_DIGITS_THEN_NOW = lazy_compile(r"[.!?]\s+\d{4,8}\s*,?\s+now\b", re.IGNORECASE)
# A PIN named, then written down for the companion after a colon, a sentence or two on ("… my
# ATM PIN today. I changed it last week … Let me write it here so I don't forget again: 4471").
_WRITTEN_DOWN = lazy_compile(
    r"\b(?:pin(?:\s*(?:code|number))?|passcode)\b[^\n]{0,160}?\b(?:write|put|note|jot|save|keep)"
    # (Pidgin's "um" for "it": "ok I going put um here so I no foget: 4417")
    r"\s+(?:it|um)\s+(?:down\s+)?(?:here|down)\b[^.!?\n:]{0,60}:\s*(?P<value>\d{4,8})(?![\w/.,:-]?\d)"
    r"(?!\w)",
    re.IGNORECASE,
)
# Digits texted to the person with nothing between ("the bank's just texted me 482913 and says
# not to share it"): a code sent to log in, not a phone number ("07700 900123") or an amount
# ("texted me 2500 quid", the word after it checked where this is used).
_TEXTED_DIGITS = lazy_compile(
    r"\b(?:text(?:ed)?|sms(?:ed)?)\s+(?:me|us)\s+(?P<value>\d{4,8})(?![\w/.,:-]?\d)(?!\s?\d)(?!\w)",
    re.IGNORECASE,
)
# The code of a lock named earlier in the text ("had a burglar alarm put in … the code's 1066 so
# I'd remember it", "jean's key safe is round the back, code 1947 (the year she was born)"):
# three to eight digits straight after "code", a year too, since a lock's code is often one.
_A_LOCK = lazy_compile(
    r"\b(?:key[\s-]?safes?|keysafes?|lock[\s-]?box(?:es)?|padlocks?|alarms?|doors?|gates?"
    r"|garages?|safes?|keypads?)\b",
    re.IGNORECASE,
)
_LOCK_CODE = lazy_compile(
    r"(?<![\w-])(?P<before>[\w'’]+\s+)?code(?:\s*(?:is|was|['’]s|:|=|-))?\s*"
    r"(?P<value>\d{3,8})(?![\w/.,:-]?\d)(?!\s?\d)(?!\w)",
    re.IGNORECASE,
)
# What a code after these words is: a place's, a bar code, a discount's — not a lock's.
_NOT_A_LOCKS = frozenset(
    _wordlist(
        """
        area post postal zip dialling dialing country promo promotional discount voucher
        coupon booking reference tax sort dress bar qr source error product course tracking
        confirmation order referral gift exam module unit class ward room
        """
    )
)

# An identity document's number, named before it ("my NI number's JK 12 34 56 C", "passport
# number is 533829104", "SSN: 078-05-1120"): what is enough, with a name and a birthday, to
# pass as someone. Short names count only with "number" after them ("NI number", not "ni").
_ID_NAME = (
    r"passport|national\s+insurance|social\s+security|ssn|(?:driving|driver['’]?s?)\s+licen[cs]e"
    r"|(?:national\s+)?id(?:entity)?\s+card|tax\s+(?:id|identification|file|reference)"
    r"|(?:ni|nino|sin|pps|ppsn|utr|dni|nie|bsn|tfn|aadhaa?r|nric)(?=\s+(?:number|no\b|num\b|#))"
    # (an Aadhaar's twelve digits in fours with no "number": "mur Aadhaar 6021 4488 7315")
    r"|aadhaa?r(?=\s*(?:is\b|:)?\s*\d{4}[ -]?\d{4}[ -]?\d{4}\b)"
)
_NAMED_ID = lazy_compile(
    rf"\b(?P<name>{_ID_NAME})(?:\s+(?:number|no\.?|num|#))?"
    # (or after a comma, as "it is": "they asked my passport number, it is AB0456721")
    r"(?:\s*(?:(?:is|was|'s|’s)\b|:|=|,\s*(?:it\s+is|it['’]s|its)\b))?\s*"
    r"(?P<value>[A-Za-z0-9]{1,20}(?:[ -][A-Za-z0-9]{1,20}){0,5})",
    re.IGNORECASE,
)
# The same numbers unnamed, in forms nothing else takes: a UK National Insurance number
# (two letters, three pairs of digits, a letter from A to D) and a US Social Security number.
_BARE_IDS = (
    lazy_compile(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d\d ?\d\d ?\d\d ?[A-D]\b"),
    lazy_compile(r"(?<![\w-])(?!000|666|9\d\d)\d{3}-(?!00)\d\d-(?!0000)\d{4}(?![\w-])"),
)


def _id_value(value: str) -> str | None:
    """Of the words after an identity document's name, those that are its number: the leading
    parts holding a digit or of one or two letters ("JK 12 34 56 C", not "… expires"), ending
    in a digit or one capital, if together they hold five digits or more (not "passport
    2031")."""
    taken: list[str] = []
    for part in re.split(r"([ -])", value):
        if (
            part in (" ", "-")
            or any(c.isdigit() for c in part)
            or (part.isalpha() and len(part) <= 2)
        ):
            taken.append(part)
        else:
            break
    while taken and (taken[-1] in (" ", "-") or (taken[-1].isalpha() and not (
        len(taken[-1]) == 1 and taken[-1].isupper()
    ))):  # fmt: skip
        taken.pop()  # "… 533829104 ok": a word after it, not the number's closing letter
    number = "".join(taken)
    return number if sum(c.isdigit() for c in number) >= 5 else None


def _id_spans(text: str) -> Iterator[SecretSpan]:
    for match in _NAMED_ID.finditer(text):
        number = _id_value(match.group("value"))
        if number is not None:
            start = match.start("value")
            yield SecretSpan(start, start + len(number), "identity document number")
    for pattern in _BARE_IDS:
        for match in pattern.finditer(text):
            yield SecretSpan(match.start(), match.end(), "identity document number")


def _strong(value: str) -> bool:
    """Looks like a credential whatever follows it: letters with digits or symbols, inner
    capitals, or four or more digits. A plain word or a small number could be a description.
    (A vowel sign or another combining mark is a letter's, not a symbol: Newar "हिलाये", changed,
    is a word.)"""
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    symbol = any(not c.isalnum() and not unicodedata.category(c).startswith("M") for c in value)
    inner_caps = any(c.isupper() for c in value[1:])
    return (has_alpha and (has_digit or symbol or inner_caps)) or (
        value.isdigit() and len(value) >= 4
    )


# A value that says where the secret is read from — the environment, a vault — is not one:
# ``api_key = os.environ["STRIPE_KEY"]``, ``token: ${GITHUB_TOKEN}``, ``process.env.API_KEY``.
# (The whole value for "${NAME}" and "$SOME_NAME": "$Ecret99" and "$ECRET99" are passwords.)
_REFERENCE = lazy_compile(
    r"(?:os\.(?:environ|getenv)\b|process\.env\.|System\.getenv\(|getenv\(|ENV\[|env\()"
    r"|\$\{[A-Za-z_]\w*\}?$|\$[A-Z][A-Z0-9]*_[A-Z0-9_]+$"
)


def _described(text: str, end: int, skipped: str | None = None) -> bool:
    """A word follows a value ending at ``end`` (after the characters of ``skipped``, or any
    whitespace) that makes it a description or an amount ("my password is 12 characters long",
    "texted me 2500 quid"), not one that ends the telling ("… 1066 so i'd remember it", "…
    482913 and says …")."""
    following = re.match(r"\w[\w-]*", text[end:].lstrip(skipped))
    return following is not None and following.group(0).casefold() not in _TERMINAL_WORDS


# A number straight after a password's first word, and no word of what it counts after it ("the
# password is biscuit 2019", said: "biscuit twenty nineteen"): the password goes on with it.
_NUMBER_AFTER = lazy_compile(
    r"[ \t]+\d+(?![\w.,:/-]|[ \t]+(?:characters|chars|letters|digits|numbers|symbols|words"
    r"|long)\b)",
    re.IGNORECASE,
)


# The answer to a security question told after the question ("the security question's my
# first school and the answer's st brendans", "memorable word question is my first pet, answer
# is Bonzo"): the words of the answer, up to four, to the clause's end.
_ANSWER_AFTER_QUESTION = lazy_compile(
    r"\b(?:security|secret|memorable(?:\s+word)?)\s+question\b[^.!?\n]{0,100}?"
    # ("… I have kept the answer as StThomas2001": what it was set as)
    r"\b(?:the\s+|its\s+|my\s+)?answer(?:\s+to\s+it)?"
    # ("… the answer I put is Eze": what one set it to)
    r"(?:\s+(?:i|we)\s+(?:have\s+|had\s+)?(?:put|set|gave|chose|used|kept|wrote|typed|entered)"
    r"(?:\s+(?:in|down|there))?)?"
    r"(?:['’]s|\s+is|\s+was|\s+will\s+be|\s*:|\s*=|"
    r"\s+as(?!\s+(?:well|usual|always|before)\b))"
    r"\s*[\"'`“‘]?(?P<value>[^\s,.;:!?\"'`”’]{2,40}(?:\s+(?!(?:just|so|and|but|if|in|for|by|"
    r"btw|lol|haha|ok|okay|then|though|tho)\b)[^\s,.;:!?\"'`”’]{1,40}){0,3})",
    re.IGNORECASE,
)
# The answer to a security question told by what it is, then itself ("bank security answer is
# mum's maiden name, adeyemi", "memorable answer: my first pet - biscuit"): the word after the
# comma, colon or dash, up to the clause's end.
_ANSWER_SAID_AS = lazy_compile(
    r"\b(?:security|secret|memorable)\s+(?:question\s+)?answer(?:['’]s|\s+is|\s+was|\s*:)\s*"
    r"(?:(?:my|the|mum['’]?s|mom['’]?s|mam['’]?s|mother['’]?s|dad['’]?s|father['’]?s)\s+)?"
    r"(?:[\w'’-]+\s+){0,3}?[\w'’-]+\s*(?:,|:|\s[—–-])\s*[\"'`“‘]?"
    r"(?P<value>[^\s,.;:!?\"'`”’]{2,40}(?:\s+(?!(?:just|so|and|but|if|in|for|by|btw|lol|haha"
    r"|ok|okay|then|though|tho)\b)[^\s,.;:!?\"'`”’]{1,40}){0,2})",
    re.IGNORECASE,
)
# The answer to a security question told after what the question asks, as "it's" ("the
# security question on my bank account is first pets name and its duke", "security question's
# my mum's maiden name, it's okafor"): the words after, up to the clause's end.
_QUESTION_THEN_ITS_ANSWER = lazy_compile(
    r"\b(?:security|secret|memorable(?:\s+word)?)\s+question\b[^.!?\n]{0,60}?(?:\s+is|\s+was|['’]s)"
    r"\s+(?=(?:[\w'’-]+\s+){0,5}?(?:first|maiden|favou?rite|childhood|birth|born|street|school|"
    r"pets?|teacher|name)\b)(?:[\w'’-]+\s+){0,5}?[\w'’-]+(?:\s*,\s*|\s+and\s+|\s+so\s+|\s*[—–-]\s*)"
    # ("… is me first pets name so for the record its Bonzo")
    r"(?:(?:so\s+)?(?:for\s+the\s+record|fyi|btw)\s*,?\s*)?"
    r"(?:it['’]?s|its|it\s+is|it\s+was|that['’]?s|thats|which\s+is)\s+(?:an?\s+|the\s+)?[\"'`“‘]?"
    r"(?P<value>[^\s,.;:!?\"'`”’]{2,40}(?:\s+(?!(?:just|so|and|but|if|in|for|by|btw|lol|haha"
    r"|ok|okay|then|though|tho|the|a|an|i|my|who|which|that)\b)[^\s,.;:!?\"'`”’]{1,40}){0,2})",
    re.IGNORECASE,
)
# … or as what one put for it ("the bank's security question is mum's maiden name and I put
# Sutcliffe for it"): a name in capitals, set as the answer.
# (what one set an answer to, and a name in capitals as its value, as these patterns read them)
_ONE_SET = (
    r"(?:i|we)\s+(?:just\s+)?(?:have\s+|had\s+)?(?:put|set|gave|chose|used|typed|entered|wrote"
    # ("… and I says Thornwood Primary quick as ye like")
    r"|says|said)\s+"
    r"(?:down\s+|in\s+)?[\"'`“‘]?"
)
_IN_CAPITALS = r"(?-i:[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,3})"
_SAID_IT = lazy_compile(r"\b(?:says|said)\s+\W?$", re.IGNORECASE)


def _said_of_a_question(before: str) -> bool:
    """Whether an answer "said" after a security question (``before`` the value) follows the
    question told, quoted or between commas ("… security question, name of ma first school, and
    I says Thornwood Primary"); one put, set or typed needs neither."""
    return (
        _SAID_IT.search(before) is None
        or any(q in before for q in "\"'‘“")
        or before.count(",") >= 2
    )


_PUT_FOR_IT = lazy_compile(
    r"\b(?:security|secret|memorable(?:\s+word)?)\s+question\b[^.!?\n]{0,100}?\b"
    + _ONE_SET
    + r"(?P<value>"
    + _IN_CAPITALS
    + r")[\"'`”’]?\s+(?:for|as)\s+(?:it|that|the\s+answer|the\s+question)\b",
    re.IGNORECASE,
)
# … or straight after the question ("for the bank's 'name of your first pet' question I put
# Sandy").
_QUESTION_I_PUT = lazy_compile(
    r"\b(?:bank['’]?s?|security|secret|memorable)\b[^.!?\n]{0,60}?\bquestion(?:\s+o)?"
    # (… or the questions named, then one of them quoted: "doing the security questions for the
    # online banking and for 'name of your first pet' I put Bonzo")
    r"(?:s\b[^.!?\n\"'‘“]{0,80}?(?=\s[\"'‘“]))?"
    # (the question itself quoted between: "security question 'name of your first school' I
    # put St Anne's Molete", "… security question. 'Name of your first school' - I put …")
    r"(?:\s*[,.:]?\s+(?:(?:is|was)\s+)?(?:[\"'‘“](?:[^\"'’”\n]|(?<=\w)['’](?=\w)){2,60}[\"'’”]"
    r"\s*[,:–—-]?\s+)?"
    # (… or one of the questions by what it asks: "redo my security questions today, for the
    # first pet one I put Chispa")
    r"|s\b[^.!?\n]{0,60}?\bfor\s+the\s+(?:[\w'’]+\s+){1,3}?one\s*,?\s+"
    # (… or told between commas: "security question, name of ma first school, and I says …")
    r"|\s*,\s+(?=[^,\n]{0,40}\b(?:name|first|maiden|school|pet|street|city|born|favou?rite"
    r"|teacher)\b)(?:[\w'’]+\s+){1,6}?[\w'’]+\s*,\s+"
    # (… or what it asks after "was": "the security question was first pet's name so i put
    # Bluey")
    r"|\s+(?:is|was)\s+(?=[^,.!?\n]{0,40}\b(?:name|first|maiden|school|pet|street|city|born"
    r"|favou?rite|teacher)\b)(?:[\w'’]+\s+){0,5}?[\w'’]+(?:\s*,?\s+(?=(?:so|and|an)\s)"
    # (… or after a comma: "… is name of your first boat, I put in Mary Ellen")
    r"|\s*,\s+(?=(?:i|we)\s))"
    # (… or what it asked: "For the security question they asked my first school, I put …")
    r"|\s+(?:they|it)\s+(?:asked|wanted|asks|wants)\s+(?:for\s+)?(?:my|the|your|ur)\s+"
    r"(?:[\w'’]+\s+){0,4}?[\w'’]+\s*,\s+)(?:(?:and|an|so)\s+)?"
    + _ONE_SET
    + r"(?P<value>"
    + _IN_CAPITALS
    + r")",
    re.IGNORECASE,
)
# … or told to whoever asked for it ("the fella wanted the answer to me security question, first
# pet's name, so I told him Digger").
_TOLD_THE_ANSWER = lazy_compile(
    r"\b(?:security|secret|memorable)\s+question\b[^.!?\n]{0,80}?\b(?:i|we)\s+(?:told|gave)\s+"
    r"(?:him|her|them|the\s+\w+)\s+(?:(?:it|that)\s+(?:was|is)\s+)?(?P<value>" + _IN_CAPITALS + r")"
    # (… or the answer asked for, and told in the next sentence with its "I" left out: "wanted
    # the security answer, mothers maiden name. Told em Kerekere")
    r"|\b(?:security|secret|memorable)\s+answer\b[^.!?\n]{0,60}[.!]\s+(?:i\s+)?(?:told|gave)\s+"
    r"(?:him|her|them|em|['’]em|the\s+\w+)\s+(?P<named>" + _IN_CAPITALS + r")",
    re.IGNORECASE,
)
# … or told first, then called the answer one put ("FNB made me set up security questions now.
# first car was a Datsun 1200 bakkie so thats the answer I put").
_THE_ANSWER_I_PUT = lazy_compile(
    r"\b(?:security|secret|memorable)\s+questions?\b[^\n]{0,120}?\b(?:was|is)\s+(?:an?\s+|the\s+)?"
    r"(?P<value>[^\s,.!?;][^,.!?;\n]{1,40}?)\s*,?\s+(?:so\s+)?(?:that['’]?s|thats|that\s+is|which\s+is)"
    r"\s+(?:the|my)\s+answer\s+(?:i|we)\s+(?:put|gave|used|chose|set|entered|typed)\b"
    r"(?!\s+(?:off|up|away|aside|back)\b)",
    re.IGNORECASE,
)
# … or quoted after "answer is", the question named a sentence before ("Security question. I put
# my first school, answer is 'Anchovy Primary'."); or quoted straight after "answer", the copula
# after it as the languages of Nepal say it, or after "security answer" with no question named
# ("bank ko security question 'pahilo school' ko answer "jana jyoti" mu", the answer of the
# question … is …; "bank la security answer 'pasang lhamu' yin").
_QUOTED_ANSWER = lazy_compile(
    r"\b(?:(?:security|secret|memorable(?:\s+word)?)\s+question\b[^\n]{0,120}?\banswer"
    r"|(?:security|secret|memorable)\s+answer)"
    r"(?:['’]s|\s+is|\s+was|\s*:"
    # (… or the quote straight after it, not a glottal stop opening a short word: "… ma answer
    # 'e 'Fatiaki'", and the answer is …)
    r"|(?=\s*[\"'‘“](?![^\W\d]{1,3}\s+['‘])))"
    r"\s*(?:[\"'‘“](?P<value>[^\"'’”\n]{2,40})[\"'’”]"
    # (… or a name in capitals: "… my first car. The answer's Pontiac Sunbird, in case I forget")
    r"|(?P<named>" + _IN_CAPITALS + r"))",
    re.IGNORECASE,
)
# … or as a mother's maiden name and the name straight after, as said aloud ("for the credit
# union security question the answer is my mother's maiden name Brennan").
_MAIDEN_NAME_ANSWER = lazy_compile(
    r"\b(?:security|secret|memorable)\b[^.!?\n]{0,80}?\banswer(?:['’]s|\s+is|\s+was|\s*:)\s*"
    r"(?:my\s+|the\s+)?(?:mother|mum|mom|mam)['’]?s?\s+maiden\s+name\s*(?:,|:|[—–-]|is\b|was\b)?"
    r"\s*[\"'`“‘]?(?P<value>[^\W\d_][\w'’-]{1,40})",
    re.IGNORECASE,
)
# … or as the name one picked for it, then "it's" and the name, in the sentence after too ("the
# bank wanted a security question so I picked wor first dog's name. its Bess").
_PICKED_THEN_ITS = lazy_compile(
    r"\b(?:security|secret|memorable(?:\s+word)?)\s+question\b[^.!?\n]{0,60}?\b(?:i|we)\s+"
    r"(?:picked|chose|used|went\s+with|put|took)\s+(?:my|our|me|wor|the)\s+(?:[\w'’-]+\s+){0,3}?"
    r"name\s*(?:[.,;:]|\s+and\b|\s[—–-])\s*(?:it['’]?s|its|it\s+is|that['’]?s|thats|which\s+is)"
    r"\s+(?P<value>" + _IN_CAPITALS + r")",
    re.IGNORECASE,
)
# … or as what one chose for it, then put ("made me pick a security question so I went for first
# pet's name and put Bluebell").
_CHOSE_AND_PUT = lazy_compile(
    r"\b(?:security|secret|memorable)\s+question\b[^.!?\n]{0,60}?\b(?:i|we)\s+"
    r"(?:went\s+for|picked|chose|took|used)\s+(?:[\w'’-]+\s+){0,4}?name\s*,?\s+(?:and|an|so)\s+"
    r"(?:(?:i|we)\s+)?(?:put|typed|entered|wrote)\s+(?:in\s+|down\s+)?[\"'`“‘]?"
    r"(?P<value>" + _IN_CAPITALS + r")",
    re.IGNORECASE,
)
# A password or PIN told changed, then what it is now, later in the sentence ("Malia wen change
# my gmail password again 😤 now stay Poki2015!waipahu", read "… now is …"): a value with a
# digit in it. (… or "it's now", and the Caribbean's "it now" with its "is" left out: "Ah just
# change mih ATM PIN at Bank of SVG, it now 5820", "… wifi password, it now BigUpVincy2024")
_CHANGED_NOW_IS = lazy_compile(
    r"\b(?:password|passcode|pin)\b[^.!?\n]{0,40}?"
    r"(?:\bnow\s+(?:is|it['’]?s|its|it\s+is)|\b(?:it['’]?s|its|it\s+is|it)\s+now)\s+"
    r"(?P<value>(?=[^\s,;?]*\d)[^\s,;?\"'`”’]{3,40}[^\s,;!?.\"'`”’])",
    re.IGNORECASE,
)
# … or changed for everyone, then one's own ("IT made us all change our passwords again, mine's
# Kowhai#2024 now"): a value with a digit in it.
_MINE_NOW = lazy_compile(
    r"\b(?:password|passcode|pin)s?\b[^.!?\n]{0,60}?\bmine(?:['’]s|s|\s+is)\s+(?:now\s+)?"
    r"(?P<value>(?=[^\s,;?]*\d)[^\s,;?\"'`”’]{3,40}[^\s,;!?.\"'`”’])",
    re.IGNORECASE,
)
# Words an answer told of in general opens with ("the answer is always something you forget").
_NO_ANSWER = frozenset(
    "always never usually often sometimes something anything nothing whatever obvious easy "
    "hard simple wrong right correct incorrect different the a an that this it not no yes".split()
)


def _spoken_spans(text: str) -> Iterator[SecretSpan]:
    for answer in (
        _ANSWER_AFTER_QUESTION,
        _ANSWER_SAID_AS,
        _QUESTION_THEN_ITS_ANSWER,
        _MAIDEN_NAME_ANSWER,
        _PUT_FOR_IT,
        _QUESTION_I_PUT,
        _TOLD_THE_ANSWER,
        _THE_ANSWER_I_PUT,
        _QUOTED_ANSWER,
        _PICKED_THEN_ITS,
        _CHOSE_AND_PUT,
        _CHANGED_NOW_IS,
        _MINE_NOW,
    ):
        for match in answer.finditer(text):
            group = "value" if match.group("value") is not None else "named"
            before = text[match.start() : match.start(group)]
            if answer is _QUESTION_I_PUT and not _said_of_a_question(before):
                continue  # "… security question and I said Jean was with me": no answer told
            words = match.group(group).split()
            first = words[0].casefold()
            # ("… the answer is Old Harbour Bay Primary": a name, though "old" describes)
            named = len(words) > 1 and all(w[:1].isupper() for w in words)
            if named or (first not in _DESCRIPTIONS and first not in _NO_ANSWER):
                yield SecretSpan(match.start(group), match.end(group), "credential")
    for match in _NAMED_THEN_ITS.finditer(text):
        worded = _WORDS_NAME.search(match.group("name")) is not None
        value = match.group("value").rstrip(".,;:?)")
        value = value.rstrip("!") if worded else value  # ("Keisha2011!": a password's "!")
        told_next = match.group("new") is not None and match.group("stop") != "?"
        if match.group("stop") and not worded and not told_next:
            continue  # "… my password? It's …" asks what it is, and another sentence answers
        looks = _strong(value) or (worded and value.casefold() not in _DESCRIPTIONS
                                   and value.casefold() not in _NO_ANSWER)  # fmt: skip
        if looks and REDACTED[:9] not in value:
            start = match.start("value")
            kind = "password" if "pass" in match.group("name").casefold() else "credential"
            yield SecretSpan(start, start + len(value), kind)
    for match in _LED_IN_CREDENTIAL.finditer(text):
        yield SecretSpan(match.start("value"), match.end("value"), "credential")
    for match in (*_SPOKEN_PIN.finditer(text), *_PIN_AFTER_A_COMMA.finditer(text)):
        yield SecretSpan(match.start("value"), match.end("value"), "credential")
    for match in (*_TOLD_AFTER.finditer(text), *_SENT_CODE.finditer(text)):
        # (a year's digits too when told as the new one: "changed me PIN …, its 2005 now")
        digits = match.group("value").rsplit("-", 1)[-1]  # ("G-582731": Google's code)
        if not _A_YEAR.fullmatch(digits) or _NOW_AFTER.match(text, match.end()):
            yield SecretSpan(match.start("value"), match.end("value"), "credential")
    for match in _CHANGED_THEN_NOW.finditer(text) if _DIGITS_THEN_NOW.search(text) else ():
        if not _A_YEAR.fullmatch(match.group("value")):
            yield SecretSpan(match.start("value"), match.end("value"), "credential")
    for match in _CODE_TO_PASS_ON.finditer(text):
        if (match.group("before") or "").casefold() not in _TO_SHARE:
            yield SecretSpan(match.start("value"), match.end("value"), "credential")
    for match in (*_TEXTED_DIGITS.finditer(text), *_WRITTEN_DOWN.finditer(text)):
        if not _A_YEAR.fullmatch(match.group("value")) and not _described(text, match.end("value")):
            yield SecretSpan(match.start("value"), match.end("value"), "credential")
    for match in _LOCK_CODE.finditer(text):
        before = (match.group("before") or "").strip().casefold()
        if (
            before not in _NOT_A_LOCKS
            and _A_LOCK.search(text, max(0, match.start() - 160), match.start()) is not None
            and not _described(text, match.end("value"))
        ):
            yield SecretSpan(match.start("value"), match.end("value"), "credential")
    for match in _BARE_PASSWORD.finditer(text):
        # (a comma of another script ends the word too: Amharic's "፣" in "password አንጠይቅም፣",
        # we never ask for a password, and Arabic's "،", Chinese's "，" and "、")
        value = match.group("value").rstrip(".,;:)،؛。、，፣፤።፡")
        core = value.strip("*_.,;:!?()")  # "**Use a password manager**:" is markdown
        letters = any(c.isalpha() for c in core)
        # ("re-set"; a vowel sign is its letter's: Newar "… password हिलाये धुन", changed)
        unmarked = "".join(c for c in core if not unicodedata.category(c).startswith("M"))
        worded = re.fullmatch(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*", unmarked) is not None
        if letters and not worded and not (_REFERENCE.match(value) or REDACTED[:9] in value):
            start = match.start("value")
            yield SecretSpan(start, start + len(value), "password")
    for match in (*_SPOKEN_CREDENTIAL.finditer(text), *_CHANGED_TO.finditer(text)):
        value = match.group("value").rstrip(".,;:!?)")
        if len(value) < 3 or REDACTED[:9] in value or value.casefold() in _DESCRIPTIONS:
            continue
        if _REFERENCE.match(value):
            continue
        if _NUMERIC_NAMES.match(match.group("name")) and not _NUMERIC_VALUE.fullmatch(value):
            continue
        start = match.start("value")
        end = start + len(value)
        told_on = _NUMBER_AFTER.match(text, end)
        if told_on is not None:
            end = told_on.end()  # "the password is biscuit 2019": said with a space
        elif not _strong(value) and _described(text, end, " \t\"'`”’"):
            continue  # "my password is 12 characters long": a description, not a value
        yield SecretSpan(
            start,
            end,
            "password"
            if match.group("name").casefold().startswith("p")
            and not _NUMERIC_NAMES.match(match.group("name"))
            else "credential",
        )


# A wallet's recovery phrase (its seed words) told after its name: twelve to twenty-four words
# of three to eight small letters, as the wallets' word lists have them ("Recovery phrase mar
# wallet: river lamp orange …", Luo's "of my wallet"; "my seed phrase is …"). The words after
# the last whole phrase of twelve, fifteen, eighteen, twenty-one or twenty-four are not of it,
# nor a word such as "the" or "and" and those after it (a sentence goes on there).
_RECOVERY_PHRASE = lazy_compile(
    r"\b(?:(?:recovery|seed|backup|mnemonic|wallet|secret)\s+(?:phrase|words)"
    # (… or as Luganda and Lusoga name them, the words of restoring, the secret words:
    # "ebigambo by'okuzzaawo wallet: …", "ebigambo eby'ekyama")
    r"|ebigambo\s+(?:eby|by)['’]\s*(?:okuzzaawo|okuzaawo|ekyama))\b"
    r"(?:\s+[^\W\d][^\s.!?;:,]*){0,4}?\s*(?::|=|\s+is|\s+[-–—])\s*"
    r"(?P<value>(?-i:[a-z]{3,8}(?:,?[ \t]+[a-z]{3,8}){11,30}))(?![\w-])",
    re.IGNORECASE,
)
_PHRASE_LENGTHS = (24, 21, 18, 15, 12)
# (a phrase named by its words rather than "phrase": looked for first)
_PHRASE_WORDS = (
    *(f"{w} words" for w in ("seed", "wallet", "recovery", "backup", "mnemonic", "secret")),
    "ebigambo",
)
_NOT_SEED_WORDS = frozenset({"the", "and", "for", "with", "that", "this", "are", "was"})


def _phrase_spans(text: str) -> Iterator[SecretSpan]:
    for match in _RECOVERY_PHRASE.finditer(text):
        words = list(re.finditer(r"[a-z]+", match.group("value")))
        cut = next((i for i, w in enumerate(words) if w.group() in _NOT_SEED_WORDS), len(words))
        length = next((n for n in _PHRASE_LENGTHS if n <= cut), 0)
        if not length:
            continue  # ("… is written on paper under the bed …": a sentence)
        start = match.start("value")
        yield SecretSpan(start, start + words[length - 1].end(), "recovery phrase")


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


# A country code and two check digits just before: the digits are an IBAN's account part.
_IBAN_START = lazy_compile(r"\b[A-Z]{2}\d{2}[ -]?$")


def _card_spans(text: str) -> Iterator[SecretSpan]:
    # Every pattern of a card's number needs thirteen digits or more.
    many_digits = _THIRTEEN_DIGITS.match(text) is not None
    # A card named before its number, or with its expiry after it: Luhn or not. (Named in
    # another language, its number opens with four digits together.)
    abroad = (_NAMED_CARD_ABROAD,) if many_digits and _FOUR_DIGITS.search(text) else ()
    for pattern in (_NAMED_CARD, _CARD_AND_EXPIRY, *abroad) if many_digits else ():
        for match in pattern.finditer(text):
            digits = re.sub(r"\D", "", match.group("value"))
            if 13 <= len(digits) <= 19 and len(set(digits)) > 1:
                end = _with_its_code(text, match.end("value"))
                yield SecretSpan(match.start("value"), end, "payment card number")
    for match in _BARE_CODE.finditer(text):
        yield SecretSpan(match.start("value"), match.end("value"), "credential")
    for match in _CARD.finditer(text) if many_digits else ():
        if _IBAN_START.search(text, max(0, match.start() - 6), match.start()):
            continue  # "DE44 5001 0517 5407 3249 31" holds a Luhn-valid run by chance
        if text[: match.start()].endswith("+"):
            continue  # "+55 11 98734-2210": a phone number in its international form
        digits = re.sub(r"\D", "", match.group(0))
        if not 13 <= len(digits) <= 19 or digits[0] not in "23456" or len(set(digits)) < 2:
            continue
        if _luhn(digits):
            end = _with_its_code(text, match.end())
            yield SecretSpan(match.start(), end, "payment card number")


def _with_its_code(text: str, end: int) -> int:
    """Where a card's number ending at ``end`` ends with its security code, if that is told
    straight after it (``_CVV_AFTER``)."""
    told = _CVV_AFTER.match(text, end)
    return told.end() if told is not None else end


# Substrings every match of :data:`_TOKEN_PATTERNS` and :data:`_SPOKEN_CREDENTIAL` contains
# (case-folded): a text with none of them skips those patterns.
_OWN_GATES = (
    "sk-", "aiza", "hf_", "github_pat_", "shpat_", "shpca_", "shppa_", "shpss_", "k_test_",
    "k_live_",
    "bearer", "private key", "pass", "pw", "p/w",
    "pin", "puk", "cvv", "cvc", "security", "key", "secret", "token", "code", "memorable", "maiden",
    "otp", "texted", "sms", "unlock", "to open", "opens the", "get into", "question i",
    "question we", "phrase", "login", "log-in",
)  # fmt: skip
# Each gate asked at once (a text holds one of its strings).
_OWN_GATE = substrings(_OWN_GATES)
_ABROAD_GATE = substrings(_ABROAD_GATES)
_SCRIPT_GATE = substrings(_SCRIPT_GATES)


def _pattern_spans(text: str) -> Iterator[SecretSpan]:
    lowered = text.casefold()
    if "=" in text or "TAN" in text or _OWN_GATE.search(lowered):
        yield from _token_and_spoken_spans(text)
    if _ABROAD_GATE.search(lowered):
        # … and told in another language ("mi PIN del banco es 4072": credentials_abroad.py)
        for start, end, kind in spans_abroad(text, _strong):
            yield SecretSpan(start, end, kind)
    if not text.isascii() and _SCRIPT_GATE.search(lowered):
        # … or in another script ("카드 비밀번호 7340으로 바꿨어": credentials_scripts.py); a card's
        # number with its security code, if told straight after it ("မၢႆၵၢတ်ႉ ၶွင်ႇၵဝ်: 5213 8842
        # 0071 3390, CVV 448")
        for start, end, kind in spans_in_scripts(text, _strong):
            if kind == "payment card number":
                end = _with_its_code(text, end)
            yield SecretSpan(start, end, kind)
    if "phrase" in lowered or any(words in lowered for words in _PHRASE_WORDS):
        # ("Recovery phrase mar wallet: river lamp …", "Sir recovery words chebo wallet ko: …")
        yield from _phrase_spans(text)
    yield from _card_spans(text)
    yield from _id_spans(text)


def _token_and_spoken_spans(text: str) -> Iterator[SecretSpan]:
    for kind, pattern in _TOKEN_PATTERNS:
        for match in pattern.finditer(text):
            start, end = match.span(1) if pattern.groups else match.span()
            if REDACTED not in text[start:end]:
                yield SecretSpan(start, end, kind)
    yield from _spoken_spans(text)


# -- together -------------------------------------------------------------------------------------


def _merged(spans: list[SecretSpan]) -> list[SecretSpan]:
    """Overlapping spans joined (the earlier span's kind wins), in text order."""
    out: list[SecretSpan] = []
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        if out and span.start < out[-1].end:
            last = out[-1]
            out[-1] = SecretSpan(last.start, max(last.end, span.end), last.kind)
        else:
            out.append(span)
    return out


# What stands in for a secret in examples and pasted logs: X's (a whole segment) or stars,
# "replace_me", "your_api_key_here", "<token>", "…", "[redacted]".
_PLACEHOLDER = lazy_compile(
    r"(?<![A-Za-z0-9])x{4,}(?![A-Za-z0-9])|\*{4,}|•{3,}|…|\.{3,}|<[^<>\s]{2,40}>|\[?redacted\]?|placeholder|replace[_-]?me|"
    r"your[_-]?(?:\w+[_-])?(?:key|token|secret|password)(?:[_-]?here)?",
    re.IGNORECASE,
)
# Secret material: six or more letters and digits with a digit or an inner capital in them.
_MATERIAL = lazy_compile(r"[A-Za-z0-9]{6,}")


def _placeholder(value: str) -> bool:
    """The span stands in for a secret: take the placeholders out and no secret material is
    left (``https://hooks.slack.com/services/T000/B000/XXXX``)."""
    if _PLACEHOLDER.search(value) is None:
        return False
    rest = _PLACEHOLDER.sub(" ", value)
    return not any(
        any(c.isdigit() for c in run) or any(c.isupper() for c in run[1:])
        for run in _MATERIAL.findall(rest)
    )


# Digits told in groups ("the key safe is 1 9 6 6", "a code 583 091"): groups of one to four
# digits, one space between, or single digits with a dash or a dot between ("the alarm code is
# 4-7-1-9"), four to eight digits in all, read as one number by the rules of this module (not a
# phone number, a date or a card's: longer, or with groups of several digits between dashes).
_SPACED_DIGITS = lazy_compile(
    r"(?<![\w.,/:-])(?:\d{1,4}(?: \d{1,4}){1,7}|\d(?:[-.]\d){3,7})(?![\w/:-]|[.,]\d| \d)"
)
_DIGIT_SEPARATORS = lazy_compile(r"[ .-]")


def _digits_joined(text: str) -> tuple[str, list[tuple[int, int, int, int]]]:
    """``text`` with each run of :data:`_SPACED_DIGITS` written as one number, and each such
    run as (its start and end in the new text, its start and end as typed)."""
    parts: list[str] = []
    runs: list[tuple[int, int, int, int]] = []
    last = shift = 0
    for match in _SPACED_DIGITS.finditer(text):
        digits = _DIGIT_SEPARATORS.sub("", match.group())
        if not 4 <= len(digits) <= 8:
            continue
        parts.append(text[last : match.start()])
        parts.append(digits)
        runs.append((match.start() - shift, match.start() - shift + len(digits), *match.span()))
        shift += len(match.group()) - len(digits)
        last = match.end()
    parts.append(text[last:])
    return "".join(parts), runs


def _as_typed(runs: list[tuple[int, int, int, int]], start: int, end: int) -> tuple[int, int]:
    """The span as typed that the span ``start:end`` of the joined text reads; one that begins
    or ends inside a run of digits is widened to the whole run."""

    def typed(at: int, ending: bool) -> int:
        shift = 0
        for joined_start, joined_end, typed_start, typed_end in runs:
            if at < joined_start or (ending and at == joined_start):
                break
            if at < joined_end or (ending and at == joined_end):
                return typed_end if ending else typed_start
            shift = typed_end - joined_end
        return at + shift

    return typed(start, False), typed(end, True)


def _readings(text: str) -> Iterator[tuple[str, Callable[[int, int], tuple[int, int]]]]:
    """``text`` read otherwise for this module's patterns, each reading with what maps a span of
    it back onto the text as typed: in standard spelling ("the door code tae get in is 7231"),
    with its digits in groups as one number ("the key safe by the back door is 1 9 6 6"), and
    with its numbers said in words as digits ("the pin is four four one seven", "kòd la se
    sèt-twa-nèf-de", "ko te PIN … ko whā rua waru tahi", "ien njoggen sân trije", "ҫиччӗ,
    виҫҫӗ, иккӗ, саккӑр")."""
    read = plain(text)
    if read != text:
        yield read, partial(on_said, text)
    joined, runs = _digits_joined(text)
    if runs:
        yield joined, partial(_as_typed, runs)
    said, said_runs = digits_said_runs(text)
    if said_runs:
        # "card number four four one seven …, cvv three one eight", said in words
        yield said, partial(_as_typed, list(said_runs))
    worded, worded_runs = digits_in_words(text)
    if worded_runs:
        # … or in Haitian Creole's, Māori's, another Pacific language's, West Frisian's or
        # Chuvash's words ("Kòd pòtay lakou a se sèt-twa-nèf-de", "ko te PIN … ko whā rua waru
        # tahi", "de koade … is ien njoggen sân trije", "Подъезд кодӗ: ҫиччӗ, виҫҫӗ, …")
        yield worded, partial(_as_typed, worded_runs)


def find_secrets(text: str) -> list[SecretSpan]:
    """Every secret in ``text``, as non-overlapping spans in text order."""
    if not text:
        return []
    spans = [*_pattern_spans(text), *_plugin_spans(text)]
    for reading, as_typed in _readings(text):
        for span in _pattern_spans(reading):
            spans.append(SecretSpan(*as_typed(span.start, span.end), span.kind))
    return _merged(
        [s for s in spans if s.end > s.start and not _placeholder(text[s.start : s.end])]
    )


def redact(text: str) -> str:
    """``text`` with every secret replaced by ``[redacted secret]`` (safe to log verbatim)."""
    for _ in range(4):  # a replacement can join two fragments into a new match; rescan
        spans = find_secrets(text)
        if not spans:
            return text
        parts, last = [], 0
        for span in spans:
            parts.append(text[last : span.start])
            parts.append(REDACTED)
            last = span.end
        parts.append(text[last:])
        text = "".join(parts)
    return text if not find_secrets(text) else REDACTED
