"""How vectors are kept in the store (memwarden/vectors/codec.py, migration 0011): dense or
sparse by length, read back exactly, a malformed blob refused by the schema and by the reader,
and a store made before sparse vectors upgraded with its vectors intact."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from memwarden import Memory
from memwarden.errors import InvalidInputError
from memwarden.model import MemoryRecord
from memwarden.settings import Settings
from memwarden.store.base import VectorRow
from memwarden.store.sqlite_schema import SCHEMA_VERSION, _migrations, _statements
from memwarden.vectors.codec import decode, decode_rows, encode_rows

HASHED = Settings(embedder="hashed")


def _mostly_zero(draw: st.DrawFn) -> np.ndarray:
    n = draw(st.integers(1, 6))
    dim = draw(st.sampled_from([4, 16, 33, 512]))
    values = draw(
        hnp.arrays(np.float32, (n, dim), elements=st.floats(-2, 2, width=32, allow_subnormal=False))
    )
    keep = draw(hnp.arrays(np.bool_, (n, dim)))  # any mix: some rows dense, some sparse
    return np.where(keep, values, np.float32(0))


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_every_row_reads_back_exactly_and_sparse_only_when_shorter(data: st.DataObject) -> None:
    matrix = data.draw(st.composite(lambda draw: _mostly_zero(draw))())
    dim = matrix.shape[1]
    blobs = encode_rows(matrix)
    assert len(blobs) == len(matrix)
    for row, blob in zip(matrix, blobs, strict=True):
        k = int(np.count_nonzero(row))
        assert len(blob) == (6 * k if 6 * k < 4 * dim else 4 * dim)
        back = decode(blob, dim)
        assert back.dtype == np.float32 and back.shape == (dim,)
        assert np.array_equal(back, row)  # -0.0 reads back as 0.0, which compares equal
    together, ok = decode_rows(blobs, dim)
    assert ok.all() and np.array_equal(together, matrix)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_rows_read_together_agree_with_each_row_read_alone(data: st.DataObject) -> None:
    """Well-formed and malformed blobs mixed: decode_rows gives each row what decode gives it,
    or marks it malformed exactly where decode refuses it."""
    matrix = data.draw(st.composite(lambda draw: _mostly_zero(draw))())
    dim = matrix.shape[1]
    blobs = encode_rows(matrix)
    junk = st.binary(max_size=6 * dim) | st.lists(st.integers(0, 2 * dim), max_size=8).map(
        lambda ps: np.array(ps, "<u2").tobytes() + np.ones(len(ps), "<f4").tobytes()
    )
    for _ in range(data.draw(st.integers(0, 4))):
        blobs.insert(data.draw(st.integers(0, len(blobs))), data.draw(junk))
    together, ok = decode_rows(blobs, dim)
    for i, blob in enumerate(blobs):
        try:
            alone = decode(blob, dim)
        except ValueError:
            assert not ok[i] and not together[i].any()
        else:
            assert ok[i] and together[i].tobytes() == alone.tobytes()  # NaN too, bit for bit


def test_a_wide_vector_stays_dense_whatever_its_zeros() -> None:
    wide = np.zeros((1, 70_000), dtype=np.float32)  # positions past 65,535 do not fit a uint16
    wide[0, 69_999] = 1.0
    (blob,) = encode_rows(wide)
    assert len(blob) == 4 * 70_000 and decode(blob, 70_000)[69_999] == 1.0
    narrow = np.zeros((1, 512), dtype=np.float32)  # control: the same shape of row, narrower
    narrow[0, 511] = 1.0
    assert len(encode_rows(narrow)[0]) == 6


def _sparse(positions: list[int], values: list[float]) -> bytes:
    return np.array(positions, "<u2").tobytes() + np.array(values, "<f4").tobytes()


@pytest.mark.parametrize(
    ("blob", "why"),
    [
        (b"\x00" * 7, "not whole pairs"),
        (b"\x00" * 6 * 11, "as long as dense or longer (16 wide: 64 bytes) yet not dense"),
        (_sparse([3, 16], [1.0, 2.0]), "a position past the width"),
        (_sparse([5, 5], [1.0, 2.0]), "a position twice"),
        (_sparse([7, 2], [1.0, 2.0]), "positions out of order"),
    ],
)
def test_a_malformed_blob_is_refused_not_guessed(blob: bytes, why: str) -> None:
    with pytest.raises(ValueError):
        decode(blob, 16)
    good = _sparse([2, 7], [1.0, 2.0])  # control: well formed, read beside it
    matrix, ok = decode_rows([good, blob], 16)
    assert ok.tolist() == [True, False], why
    assert matrix[0, 2] == 1.0 and matrix[0, 7] == 2.0 and not matrix[1].any()


def _seeded(memory: Memory) -> tuple[MemoryRecord, MemoryRecord]:
    """A memory about painting storms, and one about taxes (the control), both embedded."""
    kept = memory.remember("The lighthouse keeper paints watercolours of storms").memory
    other = memory.remember("Quarterly taxes are due in April").memory
    assert kept is not None and other is not None
    memory.embed_pending()
    return kept, other


def _stored(db: Path, memory_id: str) -> tuple[bytes, int]:
    """A memory's stored vector blob and width, read from the file."""
    conn = sqlite3.connect(db)
    try:
        return conn.execute(
            "SELECT vector, dim FROM vectors WHERE memory_id = ?", (memory_id,)
        ).fetchone()
    finally:
        conn.close()


def test_the_hashed_embedder_s_vectors_are_kept_sparse_and_recall_finds_by_them(
    tmp_path: Path,
) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, settings=HASHED) as memory:
        kept, _ = _seeded(memory)
        blob, dim = _stored(db, kept.id)
        assert len(blob) < 4 * dim // 4  # a few dozen of 512 values: under a quarter
        embedder = memory._vectors().embedder
        assert np.array_equal(decode(blob, dim), embedder.embed([kept.text])[0])
        hits = memory.recall("watercolor painting of a storm", explain=True).results
        assert hits and hits[0].memory.id == kept.id
        assert hits[0].explain["vector"]["cosine"] > 0.2  # the sparse vector, read back


def test_the_store_refuses_a_vector_of_a_malformed_length_and_keeps_the_rest(
    tmp_path: Path,
) -> None:
    with Memory.open(tmp_path / "m.db", settings=HASHED) as memory:
        a = memory.remember("first note about kites").memory
        b = memory.remember("second note about boats").memory
        store = memory._store
        good = VectorRow(a.id, a.content_hash, 16, _sparse([1, 9], [0.6, 0.8]))
        bad = VectorRow(b.id, b.content_hash, 16, b"\x00" * 10)  # 10 bytes: not whole pairs
        with pytest.raises(InvalidInputError), store.write() as txn:
            txn.put_vectors("test-16", 16, [good, bad])
        assert store.vector_stats("test-16") == (0, 0)  # the good one went back with the bad
        with store.write() as txn:  # control: alone, the good one is stored
            assert txn.put_vectors("test-16", 16, [good]) == 1
        assert store.vector_stats("test-16")[0] == 1


def _as_of_version_10(db: Path) -> dict[str, bytes]:
    """Turn a current store back into what version 10 kept: the dense-only vectors table (its
    definition from migration 0002), every vector dense; returns the dense blobs by memory."""
    (_, _, script) = next(m for m in _migrations() if m[0] == 2)
    create = next(s for s in _statements(script) if s.startswith("CREATE TABLE vectors"))
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        conn.execute("BEGIN IMMEDIATE")
        rows = conn.execute(
            "SELECT seq, memory_id, model_id, content_hash, dim, vector FROM vectors"
        )
        dense = [(*r[:5], decode(r[5], r[4]).tobytes()) for r in rows]
        conn.execute("PRAGMA legacy_alter_table = ON")
        conn.execute("DROP TABLE vectors")
        conn.execute(create)
        conn.execute("CREATE INDEX vectors_model ON vectors (model_id, seq)")
        conn.executemany("INSERT INTO vectors VALUES (?, ?, ?, ?, ?, ?)", dense)
        for trigger in ("vectors_count_insert", "vectors_count_delete"):
            conn.execute(f"DROP TRIGGER IF EXISTS {trigger}")
        conn.execute("DROP INDEX IF EXISTS memories_learned")  # 0012, after it
        conn.execute("DROP INDEX IF EXISTS memories_slot_key")  # 0013
        for trigger in ("delete", "text", "status"):  # 0014's, on the memories
            conn.execute(f"DROP TRIGGER IF EXISTS memory_topics_{trigger}")
        conn.execute("DROP TABLE IF EXISTS memory_topics")
        conn.execute("DELETE FROM meta WHERE key = 'topics_version'")
        for index in ("memories_also_slot", "memories_also_slot_key"):  # 0015
            conn.execute(f"DROP INDEX IF EXISTS {index}")
        conn.execute("ALTER TABLE memories DROP COLUMN also_slot_key")
        conn.execute("DROP TABLE IF EXISTS memory_part_slots")  # 0017 (0016 changes no schema)
        conn.execute("DROP TABLE IF EXISTS pages_read")  # 0018
        conn.execute("DELETE FROM schema_migrations WHERE version >= 11")
        conn.execute("COMMIT")
    finally:
        conn.close()
    return {r[1]: r[5] for r in dense}


def test_a_store_from_before_sparse_vectors_keeps_every_vector_through_the_upgrade(
    tmp_path: Path,
) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, settings=HASHED) as memory:
        kept, other = _seeded(memory)
        before = [h.memory.id for h in memory.recall("painting storms at sea").results]
    dense = _as_of_version_10(db)
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("SELECT max(version) FROM schema_migrations").fetchone()[0] == 10
        with pytest.raises(sqlite3.IntegrityError):  # version 10 takes dense vectors only
            conn.execute(
                "INSERT INTO vectors (memory_id, model_id, content_hash, dim, vector)"
                " VALUES (?, 'x', 'h', 16, ?)", (kept.id, _sparse([1], [1.0])),
            )  # fmt: skip
    finally:
        conn.close()
    with Memory.open(db, settings=HASHED) as memory:  # the upgrade runs here
        conn = sqlite3.connect(db)
        try:
            version = conn.execute("SELECT max(version) FROM schema_migrations").fetchone()[0]
            assert version == SCHEMA_VERSION >= 11  # 0011 and every later one
            stored = dict(conn.execute("SELECT memory_id, vector FROM vectors"))
            indexes = {r[1] for r in conn.execute("PRAGMA index_list(vectors)")}
        finally:
            conn.close()
        assert stored == dense and set(stored) == {kept.id, other.id}  # byte for byte, dense
        assert "vectors_model" in indexes
        assert [h.memory.id for h in memory.recall("painting storms at sea").results] == before
        # The count triggers came back with the table: a new vector and a forgotten one count.
        third = memory.remember("A third note about lighthouses and their lamps").memory
        memory.embed_pending()
        model = memory._vectors().model_id
        assert memory._store.vector_stats(model)[0] == 3
        memory.forget(other.id)
        assert memory._store.vector_stats(model)[0] == 2
        blob, dim = _stored(db, third.id)
        assert len(blob) < 4 * dim  # written after the upgrade: sparse
