"""A search of many words at the door asks the full-text index for its rarest groups only and
checks the others on the rows found (memwarden.store.sqlite_search): the rows must be exactly
those of the whole search, on a real SQLite file, whatever the kept counts say — with words the
index's Porter stems otherwise than Snowball's ("is", "us", "trekked", "ecology"), words the
index splits ("co-op", "wi-fi"), accents, and numbers."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memwarden import Memory
from memwarden.clock import now
from memwarden.model import Kind, Source
from memwarden.settings import Settings
from memwarden.store import sqlite_search
from memwarden.write.candidate import Candidate, to_record

ONE_CORE = Settings(embedder="none", import_worker=False)

_WORDS = [
    "is", "i", "as", "a", "us", "u", "apology", "apolog", "trekked", "trek", "trekk",
    "ecology", "ecologi", "co-op", "co", "op", "wi-fi", "fi", "naïve", "naive", "Café", "cafe",
    "note", "12", "1234", "lanterns", "lantern", "running", "runs",
]  # fmt: skip


def _record(owner: Any, text: str, subject: str = "user") -> Any:
    candidate = Candidate(
        text=text, kind=Kind.FACT, subject=subject, scope="default", acl=("personal",),
        source=Source.IMPORTED, valid_from=None, valid_until=None, said_at=now(),
    )  # fmt: skip
    return to_record(candidate, owner, now())


@pytest.fixture
def narrowing(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, int]]:
    """Every search of two groups or more narrowed to its rarest one; counts how often."""
    used = {"narrowed": 0, "checked": 0}
    real_narrowed, real_checked = sqlite_search.narrowed, sqlite_search.checked_rows

    def narrowed(*args: Any) -> Any:
        found = real_narrowed(*args)
        used["narrowed"] += found is not None
        return found

    def checked(*args: Any) -> Any:
        found = real_checked(*args)
        used["checked"] += found is not None
        return found

    from memwarden.store import sqlite_reads

    monkeypatch.setattr(sqlite_reads, "narrowed", narrowed)
    monkeypatch.setattr(sqlite_reads, "checked_rows", checked)
    monkeypatch.setattr(sqlite_search, "_SEARCHED", 1)
    monkeypatch.setattr(sqlite_search, "_WORTH", 0)
    sqlite_search._COUNTS.clear()  # counts kept from another test's store choose otherwise
    yield used


def _both(memory: Memory, groups: list[list[str]], subject: str | None) -> tuple[Any, Any]:
    """The search narrowed, then whole (narrowing switched off)."""
    store = memory._store
    narrowed = store.sharing_active("default", subject, groups, 50)
    searched = sqlite_search._SEARCHED
    sqlite_search._SEARCHED = 10_000
    try:
        whole = store.sharing_active("default", subject, groups, 50)
    finally:
        sqlite_search._SEARCHED = searched
    return narrowed, whole


_TEXTS = st.lists(st.sampled_from(_WORDS), min_size=1, max_size=7).map(" ".join)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    rows=st.lists(st.tuples(_TEXTS, st.sampled_from(["user", "sam"])), min_size=1, max_size=25),
    groups=st.lists(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=3), min_size=2,
                    max_size=5),
    subject=st.sampled_from(["user", None]),
)  # fmt: skip
def test_a_narrowed_search_finds_exactly_what_the_whole_search_finds(
    tmp_path_factory: pytest.TempPathFactory,
    narrowing: dict[str, int],
    rows: list[tuple[str, str]],
    groups: list[list[str]],
    subject: str | None,
) -> None:
    db = tmp_path_factory.mktemp("narrowed") / "m.db"
    before = narrowing["narrowed"]
    with Memory.open(db, settings=ONE_CORE) as memory:
        with memory._store.write() as txn:
            for text, about in rows:
                txn.insert_memory(_record(memory.principal, text, about))
        narrowed, whole = _both(memory, groups, subject)
        assert narrowed == whole
        # control: the last row, when it holds a word of every group as written, is found
        last, about = rows[-1]
        said = last.split()
        if subject in (None, about) and all(any(w in said for w in g) for g in groups):
            assert any(text == last for _, text, _ in whole)
    assert narrowing["narrowed"] == before + 1  # control: the narrowed search was made


def _written(memory: Memory, texts: list[str]) -> None:
    with memory._store.write() as txn:
        for text in texts:
            txn.insert_memory(_record(memory.principal, text))


def test_words_the_two_porters_stem_otherwise_are_told_apart(
    tmp_path: Path, narrowing: dict[str, int]
) -> None:
    # Snowball's Porter makes "is" and "i" one stem, and "trekked" not "trek"; the index's
    # does otherwise. The common word is the one checked on the rows (the rare one searched).
    common = ["the sky is blue", "this is it", "trek on", "a trek", "trekking is fun"] * 2
    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        _written(memory, [*common, "lamp i saw", "lamp is lit", "lamp trekked", "lamp lit"])
        store = memory._store
        found = store.sharing_active("default", "user", [["lamp"], ["is"]], 50)
        assert [text for _, text, _ in found] == ["lamp is lit"]
        found = store.sharing_active("default", "user", [["lamp"], ["trek"]], 50)
        assert [text for _, text, _ in found] == ["lamp trekked"]
        assert narrowing["checked"] == 2  # both were checked on the rows, not by the index


def test_a_phrase_the_index_splits_must_hold_its_words_in_order(
    tmp_path: Path, narrowing: dict[str, int]
) -> None:
    common = ["the co-op", "co-op bank", "a wi-fi code", "wi-fi is down"] * 2
    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        _written(memory, [*common, "shop of the co-op", "shop op co", "shop wi fi", "shop fi wi"])
        store = memory._store
        found = store.sharing_active("default", "user", [["shop"], ["co-op"]], 50)
        assert [text for _, text, _ in found] == ["shop of the co-op"]
        found = store.sharing_active("default", "user", [["shop"], ["wi-fi"]], 50)
        assert [text for _, text, _ in found] == ["shop wi fi"]
        assert narrowing["checked"] == 2


def test_more_rows_than_are_checked_run_the_whole_search(
    tmp_path: Path, narrowing: dict[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sqlite_search, "_CHECKED", 3)
    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        with memory._store.write() as txn:
            for i in range(6):
                txn.insert_memory(_record(memory.principal, f"note {i} lantern"))
            txn.insert_memory(_record(memory.principal, "note 7 lamp"))
        store = memory._store
        found = store.sharing_active("default", "user", [["note"], ["lantern"]], 4)
        assert [text for _, text, _ in found] == [f"note {i} lantern" for i in (5, 4, 3, 2)]
        assert narrowing["narrowed"] == 1 and narrowing["checked"] == 0  # given up: 6 > 3
        found = store.sharing_active("default", "user", [["note"], ["lamp"]], 4)
        assert [text for _, text, _ in found] == ["note 7 lamp"]
        assert narrowing["checked"] == 1  # control: one row, checked


def test_a_store_of_a_thousand_rows_narrows_a_search_with_a_word_every_row_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # With the thresholds as shipped: "note" (every row) is left to the check.
    asked: list[str] = []
    real = sqlite_search.Narrowed.__init__

    def init(self: Any, expr: str, rest: Any) -> None:
        asked.append(expr)
        real(self, expr, rest)

    monkeypatch.setattr(sqlite_search.Narrowed, "__init__", init)
    places = ["Lisbon", "Porto", "Osaka", "Quito"]
    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        with memory._store.write() as txn:
            for i in range(1_200):
                text = f"I paid {i} euros for the {places[i % 4]} trip (note {i})"
                txn.insert_memory(_record(memory.principal, text))
        store = memory._store
        groups = [["paid"], ["euros"], ["trip"], ["note"], ["quito"]]
        found = store.sharing_active("default", "user", groups, 5)
        assert [t for _, t, _ in found][:2] == [
            "I paid 1199 euros for the Quito trip (note 1199)",
            "I paid 1195 euros for the Quito trip (note 1195)",
        ]
        assert asked and '"note"' not in asked[-1] and '"quito"' in asked[-1]
        monkeypatch.setattr(sqlite_search, "_SEARCHED", 10_000)
        assert store.sharing_active("default", "user", groups, 5) == found  # the whole search


@settings(max_examples=50, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10**30).map(str), min_size=1, max_size=20))
def test_a_number_is_its_own_stem_in_the_index(numbers: list[str]) -> None:
    # The one shortcut of the index's stems: a word of ASCII digits is not asked of SQLite.
    conn = sqlite3.connect(":memory:")
    conn.execute(
        "CREATE VIRTUAL TABLE t USING fts5(x, tokenize = 'porter unicode61 remove_diacritics 2')"
    )
    conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')")
    words = [*numbers, "0" + numbers[0], "running"]
    conn.execute("INSERT INTO t (rowid, x) VALUES (1, ?)", (" ".join(words),))
    by_the_index = [r[0] for r in conn.execute("SELECT term FROM v ORDER BY offset")]
    assert sqlite_search._IndexStems().of(words) == by_the_index
    assert by_the_index[-1] == "run"  # control: a word of letters is stemmed


def test_a_search_inside_a_write_sees_a_row_not_yet_indexed_by_the_index_stems(
    tmp_path: Path,
) -> None:
    # "trekked" is "trek" to the index and "trekk" to Snowball: a search for "trek" inside the
    # write must index the row first, or miss it.
    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        store, owner = memory._store, memory.principal
        with store.write() as txn:
            txn.insert_memory(_record(owner, "we trekked up the lamp hill"))
            txn.insert_memory(_record(owner, "a lamp on the hill"))
            found = txn.sharing_active("default", "user", [["trek"], ["lamp"]], 50)
            assert [t for _, t, _ in found] == ["we trekked up the lamp hill"]
            # control: a word no row holds finds nothing, and asks for no indexing
            assert txn.sharing_active("default", "user", [["treks"], ["lighthouse"]], 50) == []


def _statements(memory: Memory, groups: list[list[str]]) -> tuple[list[str], list[Any]]:
    """The statements one search of ``groups`` runs on the store's connection, and its rows."""
    conn = memory._store._conn()
    ran: list[str] = []
    conn.set_trace_callback(ran.append)
    try:
        found = memory._store.sharing_active("default", "user", groups, 50)
    finally:
        conn.set_trace_callback(None)
    return ran, found


def test_a_search_too_small_to_narrow_asks_nothing_for_narrowing(tmp_path: Path) -> None:
    # A search of a few groups (the review's usual one: its rarest number or name) is never
    # narrowed, so the newest row, which only narrowing's counts use, is not looked up.
    with Memory.open(tmp_path / "m.db", settings=ONE_CORE) as memory:
        _written(memory, ["lamp 12 lit", "lamp 13 lit", "a cup of tea"])
        ran, found = _statements(memory, [["12"]])
        assert [text for _, text, _ in found] == ["lamp 12 lit"]
        assert not any("max(seq)" in sql for sql in ran)
        assert any("MATCH" in sql for sql in ran)  # control: the search itself ran here
        # control: a search of more groups than are searched at once does ask for it
        groups = [["lamp"], ["lit"], ["12"], ["cup"]][: sqlite_search._SEARCHED + 1]
        ran, _ = _statements(memory, groups)
        assert any("max(seq)" in sql for sql in ran)
