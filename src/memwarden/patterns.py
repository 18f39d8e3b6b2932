"""Regular expressions compiled at their first use.

The write path's rules (the screens for planted instructions, the slots, event times,
redirects, credentials, extraction) are a few hundred regular expressions. Compiling them all
took about a quarter of a second, which every command paid at start: ``memwarden --help``,
``show`` and ``review`` too, which use none of them. :func:`lazy_compile` keeps a pattern's
source and compiles it when it is first used. From then on the pattern's methods are the
compiled pattern's own bound methods, kept in the object's slots, so a call costs what it
costs on a compiled pattern (the write path calls them hundreds of times per memory).

A broken pattern would now fail at its first use instead of at import: :func:`compile_all`
compiles every pattern made so far, and the tests call it after importing every module.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from types import ModuleType
from typing import Any

__all__ = ["LazyPattern", "any_of", "compile_all", "lazy_compile", "substrings", "word_trie"]

_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")
_MADE: list[LazyPattern] = []


class LazyPattern:
    """A regular expression (of ``re`` or of ``regex``) compiled when first used."""

    __slots__ = ("pattern", "_flags", "_engine", "_compiled", *_METHODS)

    search: Callable[..., Any]
    match: Callable[..., Any]
    fullmatch: Callable[..., Any]
    finditer: Callable[..., Any]
    findall: Callable[..., Any]
    sub: Callable[..., Any]
    subn: Callable[..., Any]
    split: Callable[..., Any]

    def __init__(self, pattern: str, flags: int, engine: ModuleType) -> None:
        self.pattern = pattern
        self._flags = flags
        self._engine = engine

    def compiled(self) -> Any:
        """The compiled pattern (``re.Pattern`` or ``regex.Pattern``), compiled once."""
        try:
            return self._compiled
        except AttributeError:
            pass
        compiled = self._engine.compile(self.pattern, self._flags)
        for name in _METHODS:
            setattr(self, name, getattr(compiled, name))
        self._compiled = compiled  # last: once it is set, every method slot is too
        return compiled

    def __getattr__(self, name: str) -> Any:
        # Reached only for a slot not filled yet (a method before the first use) and for the
        # compiled pattern's other attributes (flags, groups, groupindex).
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.compiled(), name)

    def __repr__(self) -> str:
        return f"lazy_compile({self.pattern!r}, {self._flags!r})"


def lazy_compile(pattern: str, flags: int = 0, *, engine: ModuleType = re) -> LazyPattern:
    """``engine.compile(pattern, flags)``, done at the pattern's first use."""
    made = LazyPattern(pattern, flags, engine)
    _MADE.append(made)
    return made


def alternatives(phrases: Iterable[str]) -> str:
    """A pattern of any of ``phrases`` as written, the longest first, a space in a phrase
    standing for any run of spaces (no bounds: :func:`any_of` adds a word's)."""
    longest_first = sorted(phrases, key=len, reverse=True)
    return "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in longest_first)


def word_trie(words: Iterable[str]) -> str:
    """A pattern of any of ``words`` (in lower case, no spaces) as :func:`alternatives` makes
    it, the longest first, written as a tree of their letters: "hav(?:(?:e|in))?" for "have",
    "havin", "hav". An alternation of words is tried one word after another at each place a
    word may begin; the tree tries each letter once (the 289 spellings of
    :mod:`memwarden.spelling` as a tree took a fifth to a quarter off the time of its readings
    of a text). The same words match
    where they matched, and where two of them do, the longer still: a word that goes on is
    tried before the one that ends (a greedy ``?``); words branching apart cannot both match."""
    tree: dict[str, Any] = {}
    for word in words:
        if not word or word != word.casefold() or any(c.isspace() for c in word):
            raise ValueError(f"not a word in lower case: {word!r}")
        node = tree
        for letter in word:
            node = node.setdefault(letter, {})
        node[""] = {}  # a word ends here

    def written(node: dict[str, Any]) -> str:
        goes_on = [
            re.escape(letter) + written(rest) for letter, rest in sorted(node.items()) if letter
        ]
        if not goes_on:
            return ""
        either = goes_on[0] if len(goes_on) == 1 else "(?:" + "|".join(goes_on) + ")"
        return f"(?:{either})?" if "" in node else either

    return written(tree)


def substrings(strings: Iterable[str]) -> LazyPattern:
    """A pattern that ``search`` finds in a text exactly when one of ``strings`` is inside it,
    character for character: ``substrings(gates).search(text) is not None`` is
    ``any(gate in text for gate in gates)``, asked at once. The strings are written as a tree
    of their characters, and a string that holds a shorter one from its start is left out (the
    shorter is found wherever it is). A gate of 342 words asked one after another, each a scan
    of the text, cost more than the patterns it guards; the tree is one scan."""
    tree: dict[str, Any] = {}
    for string in strings:
        if not string:
            raise ValueError("an empty string is inside every text")
        node = tree
        for char in string:
            if "" in node:
                break  # a shorter string ends here: this one adds nothing
            node = node.setdefault(char, {})
        else:
            node.clear()  # what went on from here holds this one
            node[""] = {}
    if not tree:
        raise ValueError("no strings")

    def written(node: dict[str, Any]) -> str:
        if "" in node:
            return ""
        goes_on = [re.escape(char) + written(rest) for char, rest in sorted(node.items())]
        return goes_on[0] if len(goes_on) == 1 else "(?:" + "|".join(goes_on) + ")"

    return lazy_compile(written(tree))


def any_of(phrases: Iterable[str]) -> LazyPattern:
    """Any of ``phrases`` as whole words in any case, the longest first, a space in a phrase
    standing for any run of spaces."""
    return lazy_compile(r"(?<![\w-])(?:" + alternatives(phrases) + r")(?![\w-])", re.IGNORECASE)


def compile_all() -> int:
    """Compile every pattern made so far (a broken one raises here); how many there are."""
    for made in _MADE:
        made.compiled()
    return len(_MADE)
