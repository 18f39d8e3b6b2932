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

Many patterns asked of one text cost less asked together: :func:`substrings` finds any of many
strings in one search, and :class:`RuleGate` tells which of many patterns, tried in turn, may
match a text at all, by the strings each needs (:func:`required_strings`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from re import _constants as _sre
from re import _parser as _sre_parse
from types import ModuleType
from typing import Any

__all__ = [
    "LazyPattern",
    "RuleGate",
    "any_of",
    "compile_all",
    "lazy_compile",
    "required_strings",
    "substrings",
    "word_trie",
]

_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")
_MADE: list[LazyPattern] = []


class LazyPattern:
    """A regular expression (of ``re`` or of ``regex``) compiled when first used; its source may
    itself be written then (a callable that returns it)."""

    __slots__ = ("_source", "_flags", "_engine", "_compiled", *_METHODS)

    search: Callable[..., Any]
    match: Callable[..., Any]
    fullmatch: Callable[..., Any]
    finditer: Callable[..., Any]
    findall: Callable[..., Any]
    sub: Callable[..., Any]
    subn: Callable[..., Any]
    split: Callable[..., Any]

    def __init__(self, pattern: str | Callable[[], str], flags: int, engine: ModuleType) -> None:
        self._source = pattern
        self._flags = flags
        self._engine = engine

    @property
    def pattern(self) -> str:
        """The pattern's source (written at its first use, if it was given as a callable)."""
        if not isinstance(self._source, str):
            self._source = self._source()
        return self._source

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


def lazy_compile(
    pattern: str | Callable[[], str], flags: int = 0, *, engine: ModuleType = re
) -> LazyPattern:
    """``engine.compile(pattern, flags)``, done at the pattern's first use (and ``pattern()``
    then too, where the source costs something to write)."""
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
    words = list(words)
    for word in words:
        if not word or word != word.casefold() or any(c.isspace() for c in word):
            raise ValueError(f"not a word in lower case: {word!r}")
    return _longest_first_tree(words)


def _longest_first_tree(strings: Iterable[str]) -> str:
    """Any of ``strings`` (none empty) as a tree of their characters, the longest first: where
    several of them begin at one place, it matches the longest."""
    tree: dict[str, Any] = {}
    for string in strings:
        node = tree
        for char in string:
            node = node.setdefault(char, {})
        node[""] = {}  # a string ends here

    def written(node: dict[str, Any]) -> str:
        goes_on = [re.escape(char) + written(rest) for char, rest in sorted(node.items()) if char]
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
    shorter is found wherever it is). A gate of 341 words asked one after another, each a scan
    of the text, cost more than the patterns it guards; the tree is one scan. (It is written
    at its first use, not when a module that keeps it is imported.)"""
    strings = tuple(strings)
    if not strings:
        raise ValueError("no strings")
    if not all(strings):
        raise ValueError("an empty string is inside every text")

    def source() -> str:
        tree: dict[str, Any] = {}
        for string in strings:
            node = tree
            for char in string:
                if "" in node:
                    break  # a shorter string ends here: this one adds nothing
                node = node.setdefault(char, {})
            else:
                node.clear()  # what went on from here holds this one
                node[""] = {}
        return written(tree)

    def written(node: dict[str, Any]) -> str:
        if "" in node:
            return ""
        goes_on = [re.escape(char) + written(rest) for char, rest in sorted(node.items())]
        return goes_on[0] if len(goes_on) == 1 else "(?:" + "|".join(goes_on) + ")"

    return lazy_compile(source)


# The shortest string worth looking for before a pattern is tried ("in", "my" are in most texts).
_SHORTEST_REQUIRED = 3


def required_strings(pattern: LazyPattern) -> frozenset[str] | None:
    """Strings one of which is inside every text ``pattern`` matches anywhere (``None`` when it
    is not told: another engine, letters in any case, no string of three characters or more
    that every match needs). Read from the parsed pattern: a run of literal characters is
    needed where the pattern must pass it, and an alternation needs one of what each of its
    branches needs; of all a pattern needs, the set whose shortest string is the longest."""
    if pattern._engine is not re or pattern._flags & re.IGNORECASE:
        return None
    try:
        parsed = _sre_parse.parse(pattern.pattern, pattern._flags)
        if parsed.state.flags & re.IGNORECASE:  # "(?i)" at the start
            return None
        chosen = _best(_needed(parsed))
    except (re.error, AttributeError, TypeError, ValueError, IndexError):  # another parser's
        return None  # tree than this Python's: not told, the pattern always tried
    if chosen is None or min(map(len, chosen)) < _SHORTEST_REQUIRED:
        return None
    return chosen


def _needed(items: Any) -> list[frozenset[str]]:
    """What a sequence of parsed items needs: sets of strings, each with one inside a match."""
    needed: list[frozenset[str]] = []
    run: list[str] = []
    for op, av in items:
        if op is _sre.LITERAL:
            run.append(chr(av))
            continue
        if run:
            needed.append(frozenset({"".join(run)}))
            run = []
        if op is _sre.SUBPATTERN and not av[1] & re.IGNORECASE:  # a group, not "(?i:…)"
            needed += _needed(av[3])
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT) and av[0] >= 1:
            needed += _needed(av[2])
        elif op is _sre.ATOMIC_GROUP:
            needed += _needed(av)
        elif op is _sre.ASSERT:  # what a lookaround sees is in the text too
            needed += _needed(av[1])
        elif op is _sre.BRANCH:
            each = [_best(_needed(branch)) for branch in av[1]]
            if all(one is not None for one in each):
                needed.append(frozenset().union(*each))  # type: ignore[arg-type]
        # anything else (a class of characters, any character, an anchor, a lookaround that
        # must fail, a back reference, a conditional) needs no string
    if run:
        needed.append(frozenset({"".join(run)}))
    return needed


def _best(needed: list[frozenset[str]]) -> frozenset[str] | None:
    return max(needed, key=lambda one: (min(map(len, one)), -len(one)), default=None)


class RuleGate:
    """Which of many patterns, tried in turn against one text, may match it: ``may_match(text)``
    has bit ``i`` set unless ``patterns[i]`` cannot match ``text`` anywhere, because it holds
    none of :func:`required_strings` of that pattern. One scan of the text finds every such
    string in it (at each place, the longest that begins there, and with it those it begins
    with). Built at its first use; a pattern whose strings are not told is always tried."""

    def __init__(self, patterns: Sequence[LazyPattern]) -> None:
        self._patterns = tuple(patterns)
        self._built: tuple[int, Any, dict[str, int]] | None = None

    def _build(self) -> tuple[int, Any, dict[str, int]]:
        always, by_string = 0, {}
        for i, pattern in enumerate(self._patterns):
            strings = required_strings(pattern)
            if strings is None:
                always |= 1 << i
            else:
                for string in strings:
                    by_string[string] = by_string.get(string, 0) | 1 << i
        brings = {}  # a string found where it begins brings the strings it begins with
        for string in by_string:
            bits = 0
            for end in range(1, len(string) + 1):
                bits |= by_string.get(string[:end], 0)
            brings[string] = bits
        find = re.compile("(?=(" + _longest_first_tree(by_string) + "))") if by_string else None
        self._built = always, find, brings
        return self._built

    def may_match(self, text: str) -> int:
        always, find, brings = self._built or self._build()
        if find is not None:
            for string in find.findall(text):
                always |= brings[string]
        return always


def any_of(phrases: Iterable[str]) -> LazyPattern:
    """Any of ``phrases`` as whole words in any case, the longest first, a space in a phrase
    standing for any run of spaces."""
    return lazy_compile(r"(?<![\w-])(?:" + alternatives(phrases) + r")(?![\w-])", re.IGNORECASE)


def compile_all() -> int:
    """Compile every pattern made so far (a broken one raises here); how many there are."""
    for made in _MADE:
        made.compiled()
    return len(_MADE)
