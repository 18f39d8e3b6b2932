"""Normalising what was said, so that repeats are recognised and values can be fingerprinted.

``normalise`` is the canonical form behind ``content_hash``: Unicode NFKC, case-folded,
whitespace collapsed, surrounding punctuation dropped. Two statements with the same normal form
are the same statement. ``terms`` gives the searchable words of a text (lower-case word tokens,
English stopwords out) — used to build full-text queries and tombstone fingerprints.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections.abc import Callable, Iterable
from functools import lru_cache

import regex
import Stemmer

__all__ = [
    "STOPWORDS",
    "cached_texts",
    "cased",
    "content_hash",
    "english",
    "fingerprint_terms",
    "forget_cached_texts",
    "has_question_mark",
    "index_tokens",
    "index_words",
    "near_english",
    "normalise",
    "pigeonhole_groups",
    "question_share",
    "stem_of",
    "stems",
    "terms",
    "terms_by_stem",
    "unaccented",
    "words",
]

# Caches keyed by a text or its words (here and in write/, embedders/) keep them alive in the
# process; forgetting a memory empties them all, so its words do not outlive it here either.
_TEXT_CACHES: list[Callable[[], None]] = []


def cached_texts(clear: Callable[[], None]) -> None:
    """Register ``clear``, which empties a cache holding texts or words, with
    :func:`forget_cached_texts`."""
    _TEXT_CACHES.append(clear)


def forget_cached_texts() -> None:
    """Empty every cache holding texts or words (called when a memory is forgotten)."""
    for clear in _TEXT_CACHES:
        clear()


STOPWORDS = frozenset(
    """
    a about above after again against all am an and any are as at be because been before being
    below between both but by can could did do does doing down during each few for from further
    had has have having he her here hers herself him himself his how i if in into is it its itself
    just me more most my myself no nor not now of off on once only or other our ours ourselves out
    over own same she should so some such than that the their theirs them themselves then there
    these they this those through to too under until up very was we were what when where which
    while who whom why will with would you your yours yourself yourselves s t don didn doesn isn
    wasn weren won wouldn shouldn couldn ve ll re d m o y ain aren hadn hasn haven mightn mustn
    needn shan also tell know remember recall please
    """.split()
)

_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)
_SPACE = re.compile(r"\s+")
_EDGE_PUNCT = " \t\n\r.,;:!?\"'`()[]{}<>«»“”‘’"


def normalise(text: str) -> str:
    folded = unicodedata.normalize("NFKC", text).casefold()
    return _SPACE.sub(" ", folded).strip(_EDGE_PUNCT)


@lru_cache(maxsize=1024)
def content_hash(text: str) -> str:
    """SHA-256 of the normal form (cached: one write asks for it several times)."""
    return hashlib.sha256(normalise(text).encode("utf-8")).hexdigest()


# Where a sentence ends: a run of closing marks (Latin, full-width, Arabic); a point followed by
# a digit ("3.5") ends none. Captured, so that splitting keeps each sentence's ending.
_SENTENCE_END = re.compile(
    r"([!?\u3002\uff01\uff1f\u061f]+[.!?\u3002\uff01\uff1f\u061f]*|\.(?!\d)[.!?\u3002\uff01\uff1f\u061f]*)"
)


def has_question_mark(text: str) -> bool:
    """Whether ``text`` has a question mark (ASCII, full-width or Arabic)."""
    return "?" in text or "\uff1f" in text or "\u061f" in text


def question_share(text: str) -> float:
    """How much of ``text`` asks rather than tells: the share of its characters in sentences
    that end with a question mark. 0.0 for "I moved to Lisbon.", 1.0 for "Where did you
    move?", about 0.8 for "Nice! Where did you move?"."""
    if not has_question_mark(text):
        return 0.0
    parts = _SENTENCE_END.split(text)  # sentence, ending, sentence, ending, …, the rest
    asked = told = 0
    for i in range(0, len(parts) - 1, 2):
        size = len(parts[i].strip()) + len(parts[i + 1])
        if has_question_mark(parts[i + 1]):
            asked += size
        else:
            told += size
    told += len(parts[-1].strip())
    return asked / (asked + told) if asked else 0.0


def cased(text: str) -> bool:
    """Written in both cases: only then do its capitals tell names from other words ("MY SISTER
    IS ANA" and "my sister is ana" show none)."""
    return any(ch.isupper() for ch in text) and any(ch.islower() for ch in text)


def words(text: str) -> list[str]:
    """Word tokens of ``text``, normalised, in order (apostrophes kept inside words)."""
    return [
        w.replace("’", "'") for w in _WORD.findall(unicodedata.normalize("NFKC", text).casefold())
    ]


def terms(text: str) -> list[str]:
    """Searchable words: ``words`` without stopwords, first occurrence order, no repeats."""
    seen: dict[str, None] = {}
    for w in words(text):
        for part in w.split("'"):
            if part and part not in STOPWORDS:
                seen.setdefault(part, None)
    return list(seen)


@lru_cache(maxsize=1)
def _stemmer() -> Stemmer.Stemmer:
    return Stemmer.Stemmer("english")


def stems(text: str) -> list[str]:
    """Snowball (English) stems of ``terms(text)``, no repeats."""
    return list(dict.fromkeys(_stemmer().stemWords(terms(text))))


@lru_cache(maxsize=8192)
def stem_of(word: str) -> str:
    """The Snowball stem of one word (the word itself when it is a stopword)."""
    found = stems(word)
    return found[0] if found else word


def terms_by_stem(found: Iterable[str]) -> dict[str, list[str]]:
    """The words ``found`` (a text's :func:`terms`) under their stems, in the order first
    said: what :func:`pigeonhole_groups` cuts into groups."""
    out: dict[str, list[str]] = {}
    for term in found:
        out.setdefault(stem_of(term), []).append(term)
    return out


def pigeonhole_groups(
    words_of: dict[str, list[str]], order: list[str], need: int
) -> list[list[str]]:
    """Word groups a text holding at least ``need`` of the ``order``-ed stems must hold a word
    of: it misses at most ``len(order) - need`` of them, so it holds one of any
    ``len(order) - need + 1``. The stems are cut in that order into groups of that size (the
    last padded from the first) and each group is the surface words of its stems
    (``words_of``: stem → words)."""
    size = len(order) - need + 1
    groups = []
    for start in range(0, len(order), size):
        chunk = order[start : start + size]
        chunk = chunk + order[: size - len(chunk)]
        groups.append(sorted({w for stem in chunk for w in words_of[stem]}))
    return groups


@lru_cache(maxsize=1)
def _porter() -> Stemmer.Stemmer:
    return Stemmer.Stemmer("porter")


_INDEX_WORD = re.compile(r"[^\W_]+", re.UNICODE)


# Every character with a nonzero canonical combining class (accents and their kin), removed in
# C rather than by a loop over characters. The regex module's Unicode tables may be newer than
# unicodedata's; they agree on every character unicodedata knows (tests/test_text_tokens.py).
_MARKS = regex.compile(r"\P{ccc=0}")


def without_marks(text: str) -> str:
    """``text`` without its combining characters (what ``unicodedata.combining`` says are)."""
    return _MARKS.sub("", text)


def unaccented(text: str) -> str:
    """``text`` without its accents: decomposed (NFKD), its combining marks removed ("São
    Paulo" → "Sao Paulo", "škoda" → "skoda")."""
    return without_marks(unicodedata.normalize("NFKD", text))


# The same split for case-folded ASCII text, faster than a regex: every character that is not
# a letter or digit made a space, then split on spaces.
_ASCII_SPACES = str.maketrans({chr(c): " " for c in range(128) if not chr(c).isalnum()})
# word → Porter stem, for index_tokens (a pure function of the word; emptied when it is full)
_PORTER_STEMS: dict[str, str] = {}
_PORTER_CACHED = 50_000


def index_words(text: str) -> list[str]:
    """The words the full-text index splits ``text`` into, before stemming: diacritics removed,
    case-folded, split on anything that is not a letter or digit (SQLite FTS5 ``unicode61
    remove_diacritics 2``)."""
    folded = text.casefold()
    if folded.isascii():
        return folded.translate(_ASCII_SPACES).split()
    return _INDEX_WORD.findall(unaccented(folded))


def index_tokens(text: str) -> list[str]:
    """The tokens the full-text index sees: :func:`index_words`, Porter-stemmed (SQLite FTS5
    ``porter unicode61``)."""
    words = index_words(text)
    known = _PORTER_STEMS
    out = list(map(known.get, words))
    if None in out:
        if len(known) > _PORTER_CACHED:
            known.clear()
        for i, stem in enumerate(out):
            if stem is None:
                word = words[i]
                out[i] = known[word] = _porter().stemWord(word)
    return out  # type: ignore[return-value]


def fingerprint_terms(text: str) -> list[str]:
    """Short one-way fingerprints of a text's stems (for tombstones, which never keep text)."""
    return sorted({hashlib.sha256(t.encode("utf-8")).hexdigest()[:16] for t in stems(text)})


cached_texts(content_hash.cache_clear)
cached_texts(stem_of.cache_clear)
cached_texts(_PORTER_STEMS.clear)


# Endings of English words' forms, each with what to put back for the word it was made from:
# "hobbies" → "hobby", "moved" → "move", "stopped" → "stop" (a doubled last letter is undone
# separately), "boxes" → "box".
_INFLECTIONS = (
    ("ies", "y"), ("ied", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""),
    ("ing", "e"), ("er", ""), ("er", "e"), ("est", ""), ("est", "e"), ("ly", ""),
)  # fmt: skip


def english(word: str) -> bool:
    """Whether ``word`` (lower case) is an English word, or a form of one: a whole word of the
    packaged MiniLM tokenizer's vocabulary (about 21,700 of them, BERT's uncased WordPiece
    words), or one with an inflection's ending taken off. A misspelling is almost never one
    ("daugter", "tournamnet", "kbttle"); a word the memories happen not to hold is ("phone",
    "business"), and correcting it turned it into another word ("pho", "bui")."""
    vocabulary = _english_words()
    if word in vocabulary:
        return True
    for ending, restored in _INFLECTIONS:
        if word.endswith(ending) and len(word) - len(ending) >= 2:
            base = word[: -len(ending)]
            if not restored and ending in _DOUBLING and _doubles(base):
                continue  # "shoping" is "shopping" misspelt, not a form of "shop"
            if base + restored in vocabulary:
                return True
            if not restored and len(base) > 2 and base[-1] == base[-2] and base[:-1] in vocabulary:
                return True  # "stopped" → "stop"
    return False


def near_english(word: str) -> bool:
    """Whether ``word`` (lower case) is an English word (:func:`english`) or one edit from one,
    as a typo is ("tierd", "exhuasted"); a name typed in lower case is mostly neither
    ("niamh", "siobhan")."""
    if english(word):
        return True
    from rapidfuzz import process
    from rapidfuzz.distance import OSA

    vocabulary = _english_words()
    near = process.extractOne(word, vocabulary, scorer=OSA.distance, score_cutoff=1)
    return near is not None


_DOUBLING = frozenset({"ed", "ing", "er", "est"})
_VOWELS = frozenset("aeiou")


def _doubles(base: str) -> bool:
    """Whether a word ends as one whose last letter is doubled before "-ed", "-ing", "-er" or
    "-est": a consonant after a single vowel after a consonant ("shop", "wed")."""
    if len(base) < 3 or base[-1] in _VOWELS or base[-1] in "wxy":
        return False
    return base[-2] in _VOWELS and base[-3] not in _VOWELS


@lru_cache(maxsize=1)
def _english_words() -> frozenset[str]:
    """The vocabulary's whole words; none when the packaged tokenizer is missing or altered
    (``doctor`` reports that): typos are then corrected as they were before this check."""
    from .embedders.minilm import tokenizer_json
    from .errors import ConfigurationError

    try:
        vocabulary = json.loads(tokenizer_json())["model"]["vocab"]
    except ConfigurationError:
        return frozenset()
    return frozenset(w for w in vocabulary if w.isalpha() and not w.startswith("##"))
