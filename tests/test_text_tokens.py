"""The read path rescores full-text candidates with its own tokens: the words must be the ones
SQLite's FTS5 (``unicode61 remove_diacritics 2``) splits and folds the same text into, or BM25's
term counts and lengths would disagree with the index that chose the candidates; each word is
then stemmed by Snowball's Porter (PyStemmer), the same on the query side. (FTS5's own Porter
differs on a few words — 9 of LoCoMo's 3,723, e.g. "is", "ecology" — which only the index's
candidate choice sees.)"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator

import pytest
import Stemmer
from hypothesis import given, settings
from hypothesis import strategies as st

from memwarden.text import index_tokens

_FTS = "CREATE VIRTUAL TABLE t USING fts5(x, tokenize = 'unicode61 remove_diacritics 2')"
_VOCAB = "CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')"


@pytest.fixture(scope="module")
def fts() -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.execute(_FTS)
    conn.execute(_VOCAB)
    yield conn
    conn.close()


def _fts_tokens(conn: sqlite3.Connection, text: str) -> list[str]:
    """FTS5's words of ``text``, each Porter-stemmed by Snowball."""
    conn.execute("DELETE FROM t")
    conn.execute("INSERT INTO t (rowid, x) VALUES (1, ?)", (text,))
    words = [r[0] for r in conn.execute("SELECT term FROM v ORDER BY offset")]
    return Stemmer.Stemmer("porter").stemWords(words)


_LETTERS = "abcxyzABCXYZ0123456789 _-.,'!?\n\t\x0b\x1c#~éèüÜñçÇåÅ"
_WORDS = ["running", "Runs", "happily", "generalization", "cafés", "naïve", "ponies", "hoping"]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.one_of(st.text(alphabet=_LETTERS, max_size=12), st.sampled_from(_WORDS)), max_size=8
    ).map(" ".join)
)
def test_index_tokens_are_the_tokens_fts5_makes(fts: sqlite3.Connection, text: str) -> None:
    assert index_tokens(text) == _fts_tokens(fts, text)
    assert index_tokens(text) == _fts_tokens(fts, text)  # the second time from the stem cache


def test_known_texts(fts: sqlite3.Connection) -> None:
    text = "Running to the Café with naïve ponies_and generalizations, 3.14!"
    assert index_tokens(text) == _fts_tokens(fts, text)
    assert index_tokens(text)[:3] == ["run", "to", "the"]  # control: stems, not words


def test_marks_removed_are_exactly_the_combining_characters() -> None:
    # without_marks removes with one regular expression what unicodedata.combining names;
    # the two must agree on every character this Python's Unicode tables know.
    import unicodedata

    from memwarden.text import without_marks

    known = (
        chr(code)
        for code in range(0x110000)
        if not 0xD800 <= code <= 0xDFFF and unicodedata.category(chr(code)) != "Cn"
    )
    wrong = [
        hex(ord(ch))
        for ch in known
        if without_marks(ch) != ("" if unicodedata.combining(ch) else ch)
    ]
    assert wrong == []
    assert without_marks("Cafe\u0301 na\u0308ive") == "Cafe naive"  # control: marks go
    assert without_marks("Ψυχή") == "Ψυχή"  # precomposed letters stay (NFKD comes first)


def test_long_texts_with_curly_quotes_are_the_tokens_fts5_makes(fts: sqlite3.Connection) -> None:
    # Not ASCII (the quotes), so the slower path: a page of it, as a pasted turn would be.
    text = "Zoë’s “quoted” naïve cafés — résumé, Tiếng Việt có dấu. " * 200
    assert index_tokens(text) == _fts_tokens(fts, text)
    assert len(index_tokens(text)) == 200 * 10
