"""What recall's glossaries of languages typed in Latin letters share (:mod:`.urdu`,
:mod:`.bangla`, :mod:`.tamil`, :mod:`.telugu`, :mod:`.malayalam`, :mod:`.kannada`,
:mod:`.marathi`, :mod:`.gujarati`, :mod:`.punjabi`, :mod:`.nepali`, :mod:`.odia`,
:mod:`.sinhala`, :mod:`.assamese`, north-east Scots, :mod:`.doric`, Cameroon Pidgin,
:mod:`.pidgin`, French and Camfranglais, :mod:`.camfranglais`, and Vincentian Creole,
:mod:`.vincentian`): a question's words of the
language followed by their English, which of its words are the language's own (words, not
typos) and which are its small words, and the other way, the language's words for the things an
English question names."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from ..patterns import any_of
from ..text import words


class Glossary:
    """One language's words and phrases (``glossed``: each with the English the notes use), its
    small words (``small``) and its words for things said in English (``said_in``)."""

    def __init__(
        self,
        glossed: Mapping[str, str],
        small: frozenset[str],
        said_in: Mapping[str, tuple[str, ...]],
    ) -> None:
        self._glossed = glossed
        self._pattern = any_of(glossed)
        self._small = small
        self._known = frozenset(w for said in glossed for w in said.split()) - small
        self._said_in = said_in

    def glossed(self, query: str) -> str:
        """``query`` with each word or phrase of the glossary followed by its English, in
        brackets, unless the question says that English already."""
        said = set(words(query))

        def gloss(match: re.Match[str]) -> str:
            english = self._glossed[" ".join(match.group(0).casefold().split())]
            if set(english.split()) <= said:
                return match.group(0)
            return f"{match.group(0)} ({english})"

        return self._pattern.sub(gloss, query)

    def known_and_small(self, query: str) -> tuple[frozenset[str], frozenset[str]]:
        """Of a question asked in the language, the words the glossary knows, which are words,
        not typos, and its small words."""
        said = words(query)
        return (
            frozenset(w for w in said if w in self._known),
            frozenset(w for w in said if w in self._small),
        )

    def said_for(self, query: str, named: Iterable[str] = ()) -> list[str]:
        """The language's words for the things ``query`` names (and the things ``named``), that
        it does not say itself, in order."""
        said = [part for word in words(query) for part in word.split("'")]  # "mother's": "mother"
        have = set(said)
        found = dict.fromkeys(
            theirs
            for word in [*said, *named]
            # (… and typed without its apostrophe: "sisters kid name", "daughters teacher")
            for thing in (word, word[:-1] if word.endswith("s") else word)
            if thing in self._said_in
            for theirs in self._said_in[thing]
        )
        return [w for w in found if w not in have]


_TOKEN = re.compile(r"[^\W\d_]+")


def typed_in(
    query: str,
    *,
    own: frozenset[str],
    alone: frozenset[str],
    marks: frozenset[str],
    known: Mapping[str, str],
    english_too: frozenset[str],
) -> bool:
    """Whether ``query`` is typed in a language (:mod:`.telugu`'s and :mod:`.malayalam`'s way
    of telling): by one of its ``own`` words and one more of its words (``marks`` or a word of
    ``known`` that is no English word too), or by one of its question words (``alone``) typed in
    small letters ("Kiran birthday eppudu", "Bindu evide"; capitalised it may be a name)."""
    typed = _TOKEN.findall(query)
    said = {t.casefold() for t in typed}
    if not said & own:
        return False
    if any(t in alone for t in typed):
        return True
    theirs = {w for w in said if w in known and w not in english_too}
    return len((said & marks) | theirs) >= 2


def in_laws_named(query: str, said_in_words: re.Pattern[str]) -> list[str]:
    """The in-laws ``query`` names in words, found by ``said_in_words`` (its first group the
    parent, "mother in law", "dad-in-law"; none for a short form of the mother-in-law, "mil's"),
    as "mother-in-law" or "father-in-law", in order."""
    said = {part for word in words(query) for part in word.split("'")}
    if said.isdisjoint(("law", "laws", "mil", "mils")):
        return []
    return [
        "father-in-law" if (m.group(1) or "").casefold() in ("father", "dad") else "mother-in-law"
        for m in said_in_words.finditer(query)
    ]
