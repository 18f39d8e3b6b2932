"""SQLite backend: a search for the rows holding a word of every one of many groups, made
cheap where a word of it is common.

FTS5 answers ``(a OR b) AND c AND …`` by walking the posting list of every word in it, so a
word most rows hold (a diary's "work", the "(note 12)" of every memory `bench store` makes)
costs more than all the others together: at 100,000 rows, a search of six words took 2.3–3.7
ms where the rarest three of them took 0.5–0.8. A search of more than :data:`_SEARCHED`
groups therefore asks the index for the rows holding its rarest groups only, and checks the
others on the rows found, with the index's own words and stems. The rows are those the whole
search gives, whatever the counts kept say (a count out of date costs time, never a row);
where more than :data:`_CHECKED` rows hold the rarest groups, the whole search is run instead.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Sequence

from ..text import cached_texts, index_words
from .sqlite_query import _doc_freq, _quoted

__all__ = ["Narrowed", "checked_rows", "index_stems", "narrowed"]

# A search of more groups than this asks the index for the rarest this many.
_SEARCHED = 3
# At most this many rows holding the rarest groups are checked; more, and the whole search runs.
_CHECKED = 256
# Worth it only when the groups left to the check are held by this many rows together (FTS5
# walks a short posting list faster than the rows found can be checked).
_WORTH = 1_000
# A word's count is walked at most this far (beyond, estimated: :func:`_doc_freq`).
_BUDGET = 512
_KEPT_MAX = 50_000


class _IndexStems:
    """FTS5's own Porter stem of each word the index splits a text into, asked of an in-memory
    FTS5 table with the store's tokenizer and kept by word. (Snowball's Porter, which
    :func:`~memwarden.text.index_tokens` uses, differs from it on a few words: "is".)"""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._known: dict[str, str] = {}
        self._conn: sqlite3.Connection | None = None

    def clear(self) -> None:
        self._known.clear()

    def of(self, words: Sequence[str]) -> list[str] | None:
        """The stems of ``words`` (each one word of :func:`index_words`), or None if the index's
        tokenizer does not read them back one token each."""
        known = self._known
        out = [known.get(w) for w in words]
        if None not in out:
            return out  # type: ignore[return-value]
        for i, word in enumerate(words):
            if out[i] is None and word.isdigit() and word.isascii():
                out[i] = word  # Porter's rules are all of letters: a number is its own stem
        if None not in out:
            return out  # type: ignore[return-value]
        unknown = sorted({w for w, stem in zip(words, out, strict=True) if stem is None})
        with self._lock:
            conn = self._conn
            if conn is None:
                conn = self._conn = sqlite3.connect(
                    ":memory:", isolation_level=None, check_same_thread=False
                )
                # Contentless, and every insert rolled back: nothing is ever written.
                conn.execute(
                    "CREATE VIRTUAL TABLE t USING fts5(x, content = '', columnsize = 0,"
                    " tokenize = 'porter unicode61 remove_diacritics 2')"
                )
                conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')")
            conn.execute("BEGIN")
            try:
                conn.execute("INSERT INTO t (rowid, x) VALUES (1, ?)", (" ".join(unknown),))
                stems = [r[0] for r in conn.execute("SELECT term FROM v ORDER BY offset")]
            finally:
                conn.execute("ROLLBACK")
        if len(stems) != len(unknown):
            return None
        found = dict(zip(unknown, stems, strict=True))
        if len(known) + len(found) > _KEPT_MAX:
            known.clear()
        known.update(found)  # (another thread may empty it meanwhile: ``found`` answers)
        return [stem if stem is not None else found[w] for w, stem in zip(words, out, strict=True)]


class _Counts:
    """Roughly how many rows hold each word, kept across searches, transactions and stores:
    only which groups a search asks the index for depends on them. Counted again once the
    newest row is twice as new, or half (another store)."""

    def __init__(self) -> None:
        self._kept: dict[str, tuple[int, int]] = {}  # word -> (count, newest row when counted)

    def clear(self) -> None:
        self._kept.clear()

    def of(self, conn: sqlite3.Connection, word: str, newest: int) -> int:
        kept = self._kept.get(word)
        if kept is not None and kept[1] <= 2 * newest + _BUDGET and newest <= 2 * kept[1] + _BUDGET:
            return kept[0]
        count = _doc_freq(conn, word, _BUDGET, newest)
        if len(self._kept) >= _KEPT_MAX:
            self._kept.clear()
        self._kept[word] = (count, newest)
        return count


_STEMS = _IndexStems()
_COUNTS = _Counts()
# Both keep words of memories: forgetting one empties them.
cached_texts(_STEMS.clear)
cached_texts(_COUNTS.clear)


def index_stems(text: str) -> list[str] | None:
    """The tokens the full-text index makes of ``text``, stems by its own Porter, in order;
    None if they cannot be told (a word its tokenizer reads otherwise)."""
    return _STEMS.of(index_words(text))


class Narrowed:
    """A search narrowed: ``expr`` asks the index for the rows holding its rarest groups, and
    :meth:`holds_the_rest` tells whether a row's text holds a word of each of the others."""

    __slots__ = ("_rest", "expr")

    def __init__(self, expr: str, rest: list[list[list[str]]]) -> None:
        self.expr = expr
        self._rest = rest  # per group left to the check, its words' stems (phrases)

    def holds_the_rest(self, text: str) -> bool | None:
        """Whether ``text`` holds a word of every group left to the check, as FTS5 matches a
        quoted word (its tokens one after another); None if its words cannot be stemmed."""
        stems = index_stems(text)
        if stems is None:
            return None
        held = set(stems)
        return all(any(_holds(stems, held, phrase) for phrase in group) for group in self._rest)


def _holds(stems: list[str], held: set[str], phrase: list[str]) -> bool:
    if len(phrase) == 1:
        return phrase[0] in held
    if not held.issuperset(phrase):
        return False
    n = len(phrase)
    return any(stems[i : i + n] == phrase for i in range(len(stems) - n + 1))


def narrowed(
    conn: sqlite3.Connection, groups: Sequence[Sequence[str]], newest: Callable[[], int]
) -> Narrowed | None:
    """The search of ``groups`` (each a list of words, at least one of which a row must hold)
    narrowed to its rarest :data:`_SEARCHED`, or None where that is not worth it (few groups,
    none common) or not possible (a word with no token, or one the index's tokenizer splits
    otherwise). ``newest`` gives the newest row (asked only when there are groups to count:
    most searches of the review have one)."""
    if len(groups) <= _SEARCHED:
        return None
    newest_row = newest()
    counts = [sum(_COUNTS.of(conn, word, newest_row) for word in group) for group in groups]
    order = sorted(range(len(groups)), key=lambda i: (counts[i], i))
    searched, rest = order[:_SEARCHED], order[_SEARCHED:]
    if sum(counts[i] for i in rest) < _WORTH:
        return None
    phrases: list[list[list[str]]] = []
    for i in rest:
        group = []
        for word in groups[i]:
            stems = index_stems(word)
            if not stems:
                return None
            group.append(stems)
        phrases.append(group)
    expr = " AND ".join(
        "(" + " OR ".join(_quoted(w) for w in groups[i]) + ")" for i in sorted(searched)
    )
    return Narrowed(expr, phrases)


def checked_rows(
    conn: sqlite3.Connection, narrow: Narrowed, fetch: Callable[[list[int]], list[tuple]]
) -> list[tuple] | None:
    """The rows ``fetch`` gives for the rows holding ``narrow``'s rarest groups (newest first;
    their text second in each row) that hold the rest too; None when more than
    :data:`_CHECKED` rows hold the rarest groups, or a text cannot be stemmed."""
    seqs = [
        r[0]
        for r in conn.execute(
            # In the index's own order (oldest first, cheaper for FTS5 than newest first): all
            # of them are fetched, or none.
            "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? LIMIT ?",
            (narrow.expr, _CHECKED + 1),
        )
    ]
    if len(seqs) > _CHECKED:
        return None
    if not seqs:
        return []
    out = []
    for row in fetch(seqs):
        holds = narrow.holds_the_rest(row[1])
        if holds is None:
            return None
        if holds:
            out.append(row)
    return out
