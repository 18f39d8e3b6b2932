"""Embedders: hashed (built in), MiniLM ONNX (extra ``minilm``), Ollama and OpenAI-compatible
endpoints (extra ``remote``). See :mod:`memwarden.embedders.base` for the protocol, the names
and the error tree. Importing this package imports numpy only; the optional runtimes load on
first use.
"""

from __future__ import annotations

from .base import (
    DimensionMismatchError,
    Embedder,
    EmbedderFactory,
    EmbedderOptions,
    EmbedderUnavailableError,
    Embeddings,
    EmbeddingServiceError,
    ModelIntegrityError,
    default_embedder,
    embed_with_model,
    embedder_names,
    get_embedder,
    minilm_available,
    normalise_rows,
    register_embedder,
)
from .hashed import HashedEmbedder

__all__ = [
    "DimensionMismatchError",
    "Embedder",
    "EmbedderFactory",
    "EmbedderOptions",
    "EmbedderUnavailableError",
    "EmbeddingServiceError",
    "Embeddings",
    "HashedEmbedder",
    "ModelIntegrityError",
    "default_embedder",
    "embed_with_model",
    "embedder_names",
    "get_embedder",
    "minilm_available",
    "normalise_rows",
    "register_embedder",
]
