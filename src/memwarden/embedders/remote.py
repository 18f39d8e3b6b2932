"""Embedding endpoints over HTTP: Ollama (``/api/embed``) and OpenAI-compatible
(``/v1/embeddings``). Extra ``remote`` (httpx).

No default network access: the base URL must be given; constructing without one is a
:class:`~memwarden.errors.ConfigurationError`. Environment proxies are ignored
(``trust_env=False``) so requests go exactly where the URL says; the API key, if any, is sent
as a bearer token to that URL only and never appears in messages or ``repr``.

The width of a remote model is learned from its first answer (or given as ``dim`` and then
checked on the first answer); from then on every answer must have that width. Errors:

* :class:`~memwarden.embedders.base.EmbeddingServiceError` (a ``StoreError``): connection
  refused, timeout, HTTP status ≥ 400, an answer that is not JSON or not one finite, non-zero
  vector per text. Nothing was stored; the caller may retry later, recall falls back to lexical.
* :class:`~memwarden.embedders.base.DimensionMismatchError` (a ``ConfigurationError``): the
  endpoint answered another width than before (the model behind the URL changed) — reconfigure
  and rebuild the vector index.

Rows are L2-normalised here whatever the server does. Texts are sent in batches of
``batch_size``; there are no automatic retries.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..errors import ConfigurationError, InvalidInputError
from .base import (
    DimensionMismatchError,
    EmbedderUnavailableError,
    EmbeddingServiceError,
    check_batch_size,
    check_timeout,
    normalise_rows,
)

__all__ = ["OllamaEmbedder", "OpenAIEmbedder", "RemoteConfig"]

_PROBE_TEXT = "dimension probe"
_SNIPPET = 200


@dataclass(frozen=True, slots=True)
class RemoteConfig:
    """Where and how to reach an embedding endpoint. ``base_url`` is required."""

    base_url: str
    api_key: str | None = field(default=None, repr=False)
    timeout: float = 30.0
    dim: int | None = None
    batch_size: int = 64


class _RemoteEmbedder:
    kind = ""

    def __init__(self, model: str, config: RemoteConfig) -> None:
        if not isinstance(model, str) or not model.strip():
            raise ConfigurationError(f"{self.kind} embedder needs a model name")
        try:
            import httpx
        except ImportError:
            raise EmbedderUnavailableError(
                "remote embedders need httpx; install it with: pip install 'memwarden[remote]'"
            ) from None
        self._httpx = httpx
        self.model = model.strip()
        self.model_id = f"{self.kind}:{self.model}"
        self.timeout = check_timeout(config.timeout)
        self.batch_size = check_batch_size(config.batch_size)
        if config.dim is not None and (not isinstance(config.dim, int) or config.dim < 1):
            raise ConfigurationError(f"dim must be a positive integer, got {config.dim!r}")
        self._url, self._shown_url = self._endpoint(config.base_url)
        headers = {"Accept": "application/json"}
        if config.api_key:
            headers["Authorization"] = f"Bearer {config.api_key}"
        self._client = httpx.Client(
            timeout=httpx.Timeout(self.timeout), headers=headers, trust_env=False
        )
        self._dim: int | None = config.dim
        self._dim_lock = threading.Lock()

    # -- configuration -----------------------------------------------------------------------

    def _endpoint(self, base_url: str) -> tuple[str, str]:
        if not isinstance(base_url, str) or not base_url.strip():
            raise ConfigurationError(
                f"{self.kind} embedder needs a base URL (memwarden makes no network calls "
                "unless told where)"
            )
        try:
            url = self._httpx.URL(base_url.strip())
        except Exception:
            raise ConfigurationError(f"{self.kind} base URL {base_url!r} is not a URL") from None
        if url.scheme not in ("http", "https") or not url.host:
            raise ConfigurationError(
                f"{self.kind} base URL must be http(s)://host[:port][/path], got {base_url!r}"
            )
        path = url.path.rstrip("/")
        full = url.copy_with(path=path + self._suffix(path), query=None, fragment=None)
        shown = full.copy_with(username=None, password=None)
        return str(full), str(shown)

    def _suffix(self, path: str) -> str:
        raise NotImplementedError

    # -- protocol -----------------------------------------------------------------------------

    @property
    def dim(self) -> int:
        """The vector width; learned from the endpoint (one small request) if not yet known."""
        if self._dim is None:
            self.embed([_PROBE_TEXT])
        if self._dim is None:  # embed() always sets it or raises; this is for the type checker
            raise EmbeddingServiceError(f"{self.model_id} did not reveal its width")
        return self._dim

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if isinstance(texts, str):
            raise InvalidInputError("embed takes a sequence of texts, not one string")
        for row, text in enumerate(texts):
            if not isinstance(text, str):
                raise InvalidInputError(f"text {row} is {type(text).__name__}, not str")
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        parts = [
            self._embed_batch(list(texts[start : start + self.batch_size]))
            for start in range(0, len(texts), self.batch_size)
        ]
        return np.vstack(parts)

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> _RemoteEmbedder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"{type(self).__name__}(model={self.model!r}, url={self._shown_url!r})"

    # -- one request --------------------------------------------------------------------------

    def _embed_batch(self, batch: list[str]) -> np.ndarray:
        body = self._post(self._payload(batch))
        rows = self._rows(body, len(batch))
        vectors = self._check_shape(rows, len(batch))
        self._check_width(vectors.shape[1])
        return normalise_rows(vectors, source=f"{self.model_id} at {self._shown_url}")

    def _post(self, payload: dict[str, Any]) -> Any:
        httpx = self._httpx
        where = f"{self.model_id} at {self._shown_url}"
        try:
            response = self._client.post(self._url, json=payload)
        except httpx.TimeoutException:
            raise EmbeddingServiceError(
                f"{where} did not answer within {self.timeout:g}s"
            ) from None
        except httpx.HTTPError as exc:
            raise EmbeddingServiceError(
                f"{where} cannot be reached: {type(exc).__name__}"
            ) from None
        if response.status_code >= 400:
            snippet = " ".join(response.text.split())[:_SNIPPET]
            raise EmbeddingServiceError(
                f"{where} answered HTTP {response.status_code}"
                + (f": {snippet}" if snippet else "")
            )
        try:
            return response.json()
        except ValueError:
            raise EmbeddingServiceError(f"{where} answered something that is not JSON") from None

    def _payload(self, batch: list[str]) -> dict[str, Any]:
        raise NotImplementedError

    def _rows(self, body: Any, expected: int) -> list[Any]:
        raise NotImplementedError

    def _malformed(self, why: str) -> EmbeddingServiceError:
        return EmbeddingServiceError(f"{self.model_id} at {self._shown_url} answered {why}")

    def _check_shape(self, rows: Any, expected: int) -> np.ndarray:
        if not isinstance(rows, list) or len(rows) != expected:
            count = len(rows) if isinstance(rows, list) else type(rows).__name__
            raise self._malformed(f"{count} vectors for {expected} texts")
        width: int | None = None
        for row in rows:
            if not isinstance(row, list) or not row:
                raise self._malformed("a vector that is not a non-empty list of numbers")
            if width is None:
                width = len(row)
            elif len(row) != width:
                raise self._malformed(f"vectors of different widths ({width} and {len(row)})")
            if not all(type(x) in (int, float) for x in row):
                raise self._malformed("a vector holding something other than numbers")
        return np.asarray(rows, dtype=np.float64)

    def _check_width(self, width: int) -> None:
        with self._dim_lock:
            if self._dim is None:
                self._dim = width
                return
            if width != self._dim:
                raise DimensionMismatchError(
                    f"{self.model_id} at {self._shown_url} answered {width}-wide vectors, expected "
                    f"{self._dim}; the model behind the URL changed — reconfigure and rebuild "
                    "the vector index"
                )


class OllamaEmbedder(_RemoteEmbedder):
    """An Ollama server's ``POST /api/embed`` (``{"model", "input": [...]}`` → ``embeddings``)."""

    kind = "ollama"

    def _suffix(self, path: str) -> str:
        return "/embed" if path.endswith("/api") else "/api/embed"

    def _payload(self, batch: list[str]) -> dict[str, Any]:
        return {"model": self.model, "input": batch}

    def _rows(self, body: Any, expected: int) -> list[Any]:
        if not isinstance(body, dict) or "embeddings" not in body:
            raise self._malformed("JSON without an 'embeddings' list")
        return body["embeddings"]


class OpenAIEmbedder(_RemoteEmbedder):
    """An OpenAI-compatible ``POST /v1/embeddings`` (``data[i].embedding``, ordered by ``index``).

    The base URL may end with ``/v1`` or not (``https://host`` and ``https://host/v1`` both
    reach ``https://host/v1/embeddings``).
    """

    kind = "openai"

    def _suffix(self, path: str) -> str:
        return "/embeddings" if path.endswith("/v1") else "/v1/embeddings"

    def _payload(self, batch: list[str]) -> dict[str, Any]:
        return {"model": self.model, "input": batch, "encoding_format": "float"}

    def _rows(self, body: Any, expected: int) -> list[Any]:
        data = body.get("data") if isinstance(body, dict) else None
        if not isinstance(data, list):
            raise self._malformed("JSON without a 'data' list")
        if not all(isinstance(item, dict) and "embedding" in item for item in data):
            raise self._malformed("a 'data' item without an 'embedding'")
        indexed = [item.get("index", pos) for pos, item in enumerate(data)]
        if not all(type(i) is int for i in indexed) or sorted(indexed) != list(range(len(data))):
            raise self._malformed("'data' items whose 'index' values are not 0..n-1")
        by_index = dict(zip(indexed, data, strict=True))
        return [by_index[i]["embedding"] for i in range(len(data))]
