"""Typo tolerance for the lexical signal (DESIGN §6 step 2).

A query word that no memory holds becomes the nearest term that one does:

* only words of at least ``MIN_LENGTH`` (5) letters, letters only, not stopwords and not time
  words ("june", "week": read/querytime.py reads those) — a shorter word is one edit away from
  too many real words ("live" → "like", "host" → "lost"), and a number is never "corrected" to
  another number;
* never a word English has (:func:`english`: a whole word of the packaged MiniLM tokenizer's
  vocabulary, or a form of one): "phone", which no memory holds, is not "pho" misspelt, and
  "business" not "bui" — a misspelling is almost never a word;
* words of 5–7 letters may be one edit away, longer words two (``max_edits``): two edits in a
  6–7-letter word mostly turned real words into other words ("august" → "adjust") on the
  LoCoMo dev questions;
* the distance is optimal string alignment (Levenshtein plus swapping two neighbouring letters
  as one edit: "tournamnet" → "tournament" is one) to the terms as the full-text index holds
  them (Porter stems), from the word's own stem ("mariage" → "mariag" → "marriag", the stem of
  "marriage") or from the word itself, whichever is closer (a misspelling can stem differently:
  "torunament" → "toruna");
* the first letter is trusted (it is rarely the one mistyped): only terms starting with it are
  compared, and only those whose length is within the allowed distance; stopwords are never
  corrections;
* a correction is searched for as a word, which the index stems again. Most terms are left as
  they are by the stemmer; one it would change again ("lighthous", the stem of "lighthouse",
  would become "lighthou") is searched for by a word that stems to exactly it (the term with an
  ending put back: "lighthouse"), and shown as that word;
* the stemmer takes a final "e" off and makes a final "y" "i" only where a vowel comes before,
  which a misspelling may have lost: "kettle" is indexed as "kettl", but "kbttle" keeps its
  "e" (one edit from "kettle", two from "kettl"), so the typed word is compared without its
  final "e" too, and a term with its "e" put back ("kettl" as "kettle": "kettlea" is one edit
  from it, two from "kettl"); and a term ending in "i" is compared as its "y" word too
  ("tapestri" as "tapestry", which "tbpestyr" is two edits from, and three from "tapestri");
* the nearest few (``OPTIONS``) terms are searched, closest first, then the more common, then in
  alphabetical order; the correction kept is the first of them that matched a memory *inside
  the caller's gate*. The others are dropped before scoring, so a term found only in memories the
  caller may not read changes nothing and is never shown: the vocabulary is the whole index's,
  but every search with it goes through the same gate as the query.

A corrected word weighs ``CORRECTED_WEIGHT`` of a typed one in BM25 (measured: docs/
benchmarks.md, "Recall"). Words that memories hold are never touched, so a correct query costs
one search as before; a query with an unknown word costs a second search and, once per change of
the index and first letter, reading that letter's terms (``Store.index_terms``, cached per store
and ``Store.index_generation``). The comparison itself is ``rapidfuzz``'s, in C.

Whether a word is "unknown" is decided by the whole index, like BM25's document frequencies: a
word held only by memories the caller cannot read is not corrected (and finds nothing).

A name voice typing wrote as the words it sounds like ("met for men" for metformin) is corrected
too, by how it sounds (:func:`sounded_out`): a run of two to four words of the question, known
words or not, searched for the indexed name it sounds like, as a corrected word is.
"""

from __future__ import annotations

import itertools
import threading
import weakref
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..store.base import Gate, LexicalResult, Store
from ..text import STOPWORDS, english, index_tokens, unaccented
from ..write.eventtime import TIME_WORDS

__all__ = [
    "CORRECTED_WEIGHT",
    "MIN_LENGTH",
    "OPTIONS",
    "Scored",
    "corrections_for",
    "english",
    "joined_words",
    "max_edits",
    "sounded_out",
    "tolerant_search",
]

MIN_LENGTH = 5
SHORT_MAX = 7  # words up to this long: one edit; longer: two
OPTIONS = 3
CORRECTED_WEIGHT = 0.5

# (candidates, query terms, weight per stem) → scored candidates (see read/recall.py's _BM25).
Scored = list[tuple[Any, float, dict[str, float]]]
Scorer = Callable[[LexicalResult, Sequence[str], Mapping[str, float] | None], Scored]


def max_edits(word: str) -> int:
    """How many edits a word may be from its correction (0: it is never corrected)."""
    if len(word) < MIN_LENGTH or not word.isalpha() or word in TIME_WORDS or word in STOPWORDS:
        return 0
    if english(word):
        return 0  # a word, not a typo: "phone" is not "pho" misspelt
    return 1 if len(word) <= SHORT_MAX else 2


_Entry = tuple[str, str, int, str]


@dataclass(slots=True)
class _Vocabulary:
    """The index's terms by first character, read as needed, for one index generation."""

    generation: object
    # first → length of the form compared → (form, term, docs, the word searched for it)
    letters: dict[str, dict[int, list[_Entry]]]


_cache: weakref.WeakKeyDictionary[Any, _Vocabulary] = weakref.WeakKeyDictionary()
_lock = threading.Lock()


def _terms(store: Store, first: str) -> dict[int, list[_Entry]]:
    """The correctable terms of the index starting with ``first``, by the length of each form
    a typed word is compared with (the term, and for a term ending in "i" its "y" word), each
    with how many memories hold the term and the word to search for it (cached per store and
    index generation)."""
    generation = store.index_generation()
    with _lock:
        cached = _cache.get(store)
        if cached is None or cached.generation != generation:
            cached = _Vocabulary(generation, {})
            _cache[store] = cached
        found = cached.letters.get(first)
    if found is not None:
        return found
    stopwords = _stopword_stems()
    by_length: dict[int, list[_Entry]] = {}
    for term, n in sorted(store.index_terms(first, sorted(stopwords)).items()):
        # A correction must be a word (no digits, no stopword) that, searched for, finds
        # exactly that term again.
        if n > 0 and term.isalpha() and term not in stopwords:
            y_word = _y_word(term)
            searched_as = _searchable(term, y_word)
            if searched_as is None:
                continue
            for form in (term, *y_word, *_e_word(term)):
                by_length.setdefault(len(form), []).append((form, term, n, searched_as))
    with _lock:
        if cached.generation == generation:
            cached.letters[first] = by_length
    return by_length


# Endings the stemmer takes off, put back to find a word for a term it would change again.
_ENDINGS = ("e", "s", "es", "ed", "ing")


def _searchable(term: str, y_word: list[str]) -> str | None:
    """The word that searching for finds exactly ``term``: the term itself when the stemmer
    leaves it as it is, else the term with an ending put back ("lighthous" → "lighthouse") or
    its ``y_word`` ("happi" → "happy"); ``None`` when none does."""
    if index_tokens(term) == [term]:
        return term
    words = (term + ending for ending in _ENDINGS)
    return next((w for w in words if index_tokens(w) == [term]), None) or next(iter(y_word), None)


def _y_word(term: str) -> list[str]:
    """For a term ending in "i", the word with the "y" the stemmer made "i", if it stems back
    to the term ("tapestri" → "tapestry")."""
    if not term.endswith("i"):
        return []
    word = f"{term[:-1]}y"
    return [word] if index_tokens(word) == [term] else []


def _e_word(term: str) -> list[str]:
    """The word with the final "e" the stemmer took off, if it stems back to the term ("kettl"
    → "kettle"): a typo after that "e" ("kettlea") is one edit from the word, two from the
    term."""
    word = f"{term}e"
    return [word] if not term.endswith("e") and index_tokens(word) == [term] else []


@lru_cache(maxsize=1)
def _stopword_stems() -> frozenset[str]:
    return frozenset(s for w in STOPWORDS for s in index_tokens(w))


def corrections_for(store: Store, words: Sequence[str]) -> dict[str, list[str]]:
    """For each of ``words`` (query words no memory holds) the nearest indexed terms within its
    allowed distance, best first (at most ``OPTIONS``), each as the word to search for it;
    words with none are left out."""
    wanted = [(w, max_edits(w)) for w in words]
    wanted = [(w, d) for w, d in wanted if d > 0]
    if not wanted:
        return {}
    from rapidfuzz import process
    from rapidfuzz.distance import OSA

    out: dict[str, list[str]] = {}
    for word, edits in wanted:
        stems = index_tokens(word)
        if len(stems) != 1 or not stems[0]:
            continue
        terms = _terms(store, stems[0][0])
        docs: dict[str, int] = {}
        searched: dict[str, str] = {}
        best: dict[str, int] = {}
        # The stem of a misspelt word is not always the misspelt stem ("torunament" → "toruna",
        # "tournament" → "tournament"), so the word, its stem and the word without a final "e"
        # the stemmer kept are compared ("kbttle": "kbttl", as "kettl").
        plain = _plain(word)
        unended = plain[:-1] if plain.endswith("e") else None
        for form in dict.fromkeys(f for f in (stems[0], plain, unended) if f):
            choices = [
                item
                for size in range(len(form) - edits, len(form) + edits + 1)
                for item in terms.get(size, ())
            ]
            if not choices:
                continue
            docs.update((term, n) for _, term, n, _ in choices)
            searched.update((term, searched_as) for _, term, _, searched_as in choices)
            found = process.extract(
                form, [compared for compared, _, _, _ in choices], scorer=OSA.distance,
                score_cutoff=edits, limit=None,
            )  # fmt: skip
            for _, distance, index in found:
                term = choices[index][1]
                if distance and distance < best.get(term, edits + 1):
                    best[term] = distance
        ranked = sorted((d, -docs[term], term) for term, d in best.items())
        if ranked:
            out[word] = [searched[term] for _, _, term in ranked[:OPTIONS]]
    return out


# A name shortened: its first three or four letters ("tiff" for Tiffany, "cer" for Cerys), up to
# this many letters shorter than the name.
_SHORTENED = 6


def _name_started(store: Store, word: str) -> str | None:
    """The word to search for the one indexed name ``word`` is the start of, when ``word`` is a
    short word no memory holds and no English word ("when did tiff finish nursin school": the
    index's "tiffani", of Tiffany), and exactly one term the index holds that no English word
    is starts with it; else ``None``."""
    said = _plain(word)
    if not (3 <= len(said) < MIN_LENGTH) or not said.isalpha() or said in STOPWORDS:
        return None
    if said in TIME_WORDS or english(said):
        return None
    terms = _terms(store, said[0])
    names = {
        (term, searched_as)
        for size in range(len(said) + 1, len(said) + _SHORTENED + 1)
        for form, term, _, searched_as in terms.get(size, ())
        if form == term and term.startswith(said) and not english(term)
    }
    return next(iter(names))[1] if len(names) == 1 else None


def _plain(word: str) -> str:
    """``word`` as the index folds it, without stemming: no diacritics."""
    return unaccented(word.casefold())


def tolerant_search(
    store: Store,
    gate: Gate,
    query_terms: Sequence[str],
    limit: int,
    score: Scorer,
    joined: Sequence[str] = (),
    said: Sequence[str] = (),
    known: Collection[str] = (),
) -> tuple[Scored, dict[str, str]]:
    """BM25 candidates for ``query_terms`` inside ``gate``, with unknown words corrected.

    ``joined`` are two neighbouring words of the question written as one ("wood shop":
    "woodshop", :func:`joined_words`), searched beside them, with no correction of their own:
    one no memory holds adds nothing. ``said`` are the question's words in order: a run of them
    that sounds like a name the index holds (:func:`sounded_out`, "met for men") is corrected to
    it as a word is, keyed by the run. ``known`` are words of the question known as words of
    another language ("cuanto", read/shorthand.py): never corrected.

    Returns the scored candidates (best first) and the corrections that found something inside
    the gate, as {typed word: indexed term}. The returned scores are always those of the last
    call of ``score`` (recall scores further candidates with that call's statistics:
    read/recall.py's ``_BM25.more``).
    """
    found = store.search(gate, [*query_terms, *joined], limit)
    # A joined word is searched for only when a memory holds it.
    query_terms = [*query_terms, *(j for j in joined if found.doc_freq.get(j))]
    absent = [t for t in query_terms if not found.doc_freq.get(t) and t not in known]
    options = corrections_for(store, absent) if absent else {}
    # A short word that is no English word is the start of the one name the index holds that it
    # starts ("tiff" is Tiffany), whether no memory holds it or one does too ("tiff booked us a
    # cabin", "Tiffany graduated …"): searched for, as a corrected word is.
    for word in (t for t in query_terms if t not in known):
        name = _name_started(store, word)
        if name is not None:
            options[word] = [name]
    options.update(sounded_out(store, said) if len(said) > 1 else {})
    if not options:
        return score(found, query_terms, None), {}
    present = {s for t in query_terms for s in index_tokens(t)}
    extra = [o for o in dict.fromkeys(o for opts in options.values() for o in opts)
             if _term_of(o) not in present]  # fmt: skip
    if not extra:
        return score(found, query_terms, None), {}
    terms = [*query_terms, *extra]
    weights = dict.fromkeys(extra, CORRECTED_WEIGHT)
    widened = store.search(gate, terms, limit)
    scored = score(widened, terms, weights)
    matched = {stem for _, _, per_term in scored for stem in per_term}
    corrected: dict[str, str] = {}
    for word, opts in options.items():
        for option in opts:
            if _term_of(option) in matched:
                corrected[word] = option
                break
    keep = [o for o in extra if o in corrected.values()]
    if not keep:
        return score(found, query_terms, None), {}
    if len(keep) < len(extra):
        terms = [*query_terms, *keep]
        scored = score(widened, terms, {o: CORRECTED_WEIGHT for o in keep})
    return scored, dict(sorted(corrected.items()))


def joined_words(said: Sequence[str], query_terms: Sequence[str]) -> list[str]:
    """Each two neighbouring words of a question (``said``, its words in order) written as one,
    both searched words of at least three letters: "where's my wood shop" → "woodshop", which
    a memory may say ("turned the garage into his woodshop"). Not across a stopword ("wood in
    shop"), and not a pair whose joined form stems as two words."""
    searched = set(query_terms)
    out: list[str] = []
    for a, b in itertools.pairwise(said):
        if (
            a in searched
            and b in searched
            and a.isalpha()
            and b.isalpha()
            and min(len(a), len(b)) >= 3
            and len(index_tokens(a + b)) == 1
        ):
            out.append(a + b)
    return list(dict.fromkeys(out))


# -- a name said as sounds ---------------------------------------------------------------------

# Voice typing writes a name it does not know as the words it sounds like: "metformin" as "met for
# men", "lisinopril" as "lie sin a pril", "Eliquis" as "ella quiss", "Okafor" as "oak a for".
# Two to four neighbouring words of a question, one of them short, that together sound like
# (Metaphone, jellyfish's) a term the index holds that is no English word — a medicine's or a
# person's name — are searched for that term too, as a correction is ("for men" is never
# "foreman", an English word). The term's first letter is the run's, or one that sounds alike.
_SOUNDS_MIN = 6  # letters of a run joined: shorter runs sound like too much
_SOUNDS_MAX = 20
_FIRST_ALIKE = {"c": "ck", "k": "kc", "q": "qkc", "f": "fp", "p": "pf"}
_NOT_LAST = frozenset("i me my you do does did is am are was were be it he she we they".split())


# How many changes of the index a letter's sounds may lag behind: reading a letter's terms walks
# every posting of them, and a conversation changes the index at every turn (a write, then a
# recall: 0.8 ms more a recall at 100k memories when rebuilt each time). A name said as sounds
# that was first written in the last few turns is found by its words only until then; a name
# the index no longer holds is found by none, since every correction is searched for again.
_LAG = 32


@dataclass(slots=True)
class _Sounds:
    generation: object
    lagged: int  # changes of the index met since these were read
    # first letter → Metaphone key → the words that find the terms sounding so
    letters: dict[str, dict[str, list[str]]]


_sounds_cache: weakref.WeakKeyDictionary[Any, _Sounds] = weakref.WeakKeyDictionary()


@lru_cache(maxsize=65_536)
def _sound_of(word: str) -> str:
    """``word``'s Metaphone key, without a final "S" (the index holds "eliqui" for "Eliquis")."""
    import jellyfish

    return jellyfish.metaphone(word).removesuffix("S")


def _sounds(store: Store, first: str) -> dict[str, list[str]]:
    """The index's terms starting with ``first`` that are no English word, by how they sound
    (cached per store, read again after ``_LAG`` changes of the index)."""
    generation = store.index_generation()
    with _lock:
        cached = _sounds_cache.get(store)
        if cached is not None and cached.generation != generation:
            cached.generation, cached.lagged = generation, cached.lagged + 1
            if cached.lagged > _LAG:
                cached = None
        if cached is None:
            cached = _Sounds(generation, 0, {})
            _sounds_cache[store] = cached
        found = cached.letters.get(first)
    if found is not None:
        return found
    by_sound: dict[str, list[str]] = {}
    for entries in _terms(store, first).values():
        for form, term, _, searched_as in entries:
            if form == term and len(searched_as) >= MIN_LENGTH and not _of_english(term):
                by_sound.setdefault(_sound_of(searched_as), []).append(searched_as)
    with _lock:
        cached.letters[first] = by_sound
    return by_sound


def _of_english(term: str) -> bool:
    """Whether ``term`` is an English word or the stem of one ("minut": "minute")."""
    words = (term, *(term + ending for ending in _ENDINGS), *_y_word(term), f"{term[:-1]}y")
    return any(english(word) for word in words)


def sounded_out(store: Store, said: Sequence[str]) -> dict[str, list[str]]:
    """For each run of two to four neighbouring words of a question (``said``, its words in
    order) that together sound like an indexed term no English word is ("met for men": the
    run's letters "metformen", as "metformin" sounds), the words to search for such terms,
    keyed by the run as said ("met for men"); runs with none are left out."""
    from rapidfuzz.distance import OSA

    out: dict[str, list[str]] = {}
    asked = {w.casefold() for w in said}
    for start in range(len(said) - 1):
        for size in (2, 3, 4):
            run = [w.casefold() for w in said[start : start + size]]
            if len(run) < size or not all(w.isalpha() for w in run):
                break
            joined = "".join(run)
            if not _SOUNDS_MIN <= len(joined) <= _SOUNDS_MAX or min(map(len, run)) > 4:
                continue
            # (a name's sounds open on no small word and end on no question's: not "for men do";
            # two words of English are what was meant: "pay rate" is not "Parata")
            if run[0] in STOPWORDS or run[-1] in _NOT_LAST or english(joined):
                continue
            if size == 2 and all(english(w) for w in run):
                continue
            sound = _sound_of(joined)
            if len(sound) < 3:
                continue
            # (sounding alike, and spelled near enough: "ella quiss" is "eliquis", three
            # letters apart; "many days" sounds like "minute" but is spelled far from it)
            near = max(2, len(joined) // 3)
            found = [
                word
                for first in _FIRST_ALIKE.get(joined[0], joined[0])
                for word in _sounds(store, first).get(sound, ())
                if word not in asked
                and min(OSA.distance(joined, w, score_cutoff=near) for w in (word, f"{word}s"))
                <= near
            ]
            if found:
                out[" ".join(run)] = list(dict.fromkeys(found))[:OPTIONS]
    return out


def _term_of(word: str) -> str:
    """The index term a correction's word finds (a correction is always one such word)."""
    return index_tokens(word)[0]
