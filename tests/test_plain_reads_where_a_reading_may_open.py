"""The door's reading of a text (memwarden.spelling.plain) tries each of its readings only where
it may open: those of a particle after a word at a space, all the others at a word's first
letter, and its spellings as a tree of their letters (memwarden.patterns.word_trie). These
tests hold that to what one alternation of every reading, in order, with the spellings one
after another, reads: over the conversations of the review sets, and for the tree, over any
words and texts hypothesis makes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memwarden import spelling
from memwarden.patterns import alternatives, word_trie
from memwarden.roman import says_a_pair

DATA = Path(__file__).parent / "data"


def _conversations() -> list[str]:
    """Every text and prior memory of the review sets that the door may read otherwise."""
    texts: set[str] = set()
    for path in sorted(DATA.glob("review_suite*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                case = json.loads(line)
                prior = case.get("prior", [])
                texts.update(
                    [case["text"], *(p if isinstance(p, str) else p["content"] for p in prior)]
                )
    return sorted(
        t for t in texts if spelling._may_hold(t, set(spelling._A_WORD.findall(t.casefold())))
    )


def _one_alternation() -> re.Pattern[str]:
    """Every reading in one alternation, the spellings one word after another (longest first):
    the way the door's pattern was written before it was split."""
    readings = [*spelling._READ_AT_A_WORD, *spelling._READ_AFTER_A_SPACE]
    return re.compile(
        "|".join(f"(?P<{name}>{pattern})" for name, pattern in readings)
        + r"|\b(?P<dropped>[a-z]{2,}in)['’](?!\w)"
        + rf"|\b(?P<word>{alternatives(spelling._WORDS)})\b(?!-\w)(?!['’](?!s\b)\w)",
        re.IGNORECASE,
    )


CONVERSATIONS = _conversations()


def test_the_review_sets_give_the_door_much_to_read_otherwise() -> None:
    # (the control of the tests below: they compare readings, not texts left as they were)
    changed = [t for t in CONVERSATIONS if spelling._SAID.sub(spelling._standard, t) != t]
    assert len(CONVERSATIONS) > 2000 and len(changed) > 1000


def test_each_reading_is_read_as_one_alternation_of_them_all_reads_it() -> None:
    flat = _one_alternation()
    differ = [
        t
        for t in CONVERSATIONS
        if spelling._SAID.sub(spelling._standard, t) != flat.sub(spelling._standard, t)
    ]
    assert differ == []


def test_where_each_reading_opens() -> None:
    """Each reading said to open at a word's first letter opens nowhere else (a letter put
    before where it matched, and it no longer matches there), and each said to open at a space
    opens at one."""
    for name, pattern in spelling._READ_AT_A_WORD:
        one = re.compile(pattern, re.IGNORECASE)
        for text in CONVERSATIONS:
            for found in one.finditer(text):
                at = found.start()
                assert at == 0 or not text[at - 1].isalnum(), (name, text)
                for letter in "xa9":
                    inside = text[:at] + letter + text[at:]
                    assert one.match(inside, at + 1) is None, (name, inside)
    for name, pattern in spelling._READ_AFTER_A_SPACE:
        one = re.compile(pattern, re.IGNORECASE)
        assert all(
            text[m.start()].isspace() for text in CONVERSATIONS for m in one.finditer(text)
        ), name


def test_a_bide_inside_a_word_is_not_the_north_easts_bide() -> None:
    # The one reading found opening inside a word when the door's pattern was split.
    assert spelling.plain("ma maw bides in Ellon, she abides in the kirk's rules") == (
        "my mum lives in Ellon, she abides in the kirk's rules"
    )


WORDS = st.lists(st.text("abn'", min_size=1, max_size=5), min_size=1, max_size=12, unique=True)


@given(WORDS, st.text("abn' -", max_size=40))
def test_a_tree_of_words_matches_as_the_words_one_after_another(
    words: list[str], text: str
) -> None:
    tree = re.compile(rf"\b(?:{word_trie(words)})\b", re.IGNORECASE)
    listed = re.compile(rf"\b(?:{alternatives(words)})\b", re.IGNORECASE)
    assert [m.span() for m in tree.finditer(text)] == [m.span() for m in listed.finditer(text)]
    # … and with nothing after it, where the longest word is taken
    tree, listed = re.compile(word_trie(words)), re.compile(alternatives(words))
    assert [m.span() for m in tree.finditer(text)] == [m.span() for m in listed.finditer(text)]


def test_a_tree_of_words_as_written() -> None:
    assert word_trie(["have", "havin", "hav"]) == "hav(?:(?:e|in))?"
    assert re.fullmatch(word_trie(["a.b"]), "a.b") and not re.fullmatch(word_trie(["a.b"]), "axb")


@pytest.mark.parametrize("word", ["", "Have", "two words", "tab\there"])
def test_a_tree_of_words_refuses_what_is_no_word_in_lower_case(word: str) -> None:
    with pytest.raises(ValueError, match="not a word in lower case"):
        word_trie(["have", word])


SMALL_WORDS = st.frozensets(st.sampled_from("ko ka na ne mo mi ta te".split()), max_size=3)


@given(
    st.lists(st.tuples(SMALL_WORDS, SMALL_WORDS), max_size=4).map(tuple),
    st.sets(st.sampled_from("ko ka na ne mo mi ta te xa".split())),
)
def test_a_pair_of_a_languages_words_is_told_as_each_pair_asked_in_turn(
    pairs: tuple[tuple[frozenset[str], frozenset[str]], ...], said: set[str]
) -> None:
    # (the first words of all the pairs asked at once first, then each pair)
    in_turn = any(not said.isdisjoint(one) and not said.isdisjoint(other) for one, other in pairs)
    assert says_a_pair(said, pairs) is in_turn
    # … and another language's pairs are their own, not the first one's kept for them
    other = tuple((b, a) for a, b in pairs)
    in_turn = any(not said.isdisjoint(one) and not said.isdisjoint(two) for one, two in other)
    assert says_a_pair(said, other) is in_turn
