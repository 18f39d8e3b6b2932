"""Matching by meaning: is this text the same value as one the person rejected, in other words?

Tombstones (DESIGN §4.8) and declined proposals (DESIGN §7) are keyed on a value and matched
lexically *and* by meaning. Neither keeps a readable copy for this: a tombstone stores only the
embedding of its value (:class:`~memwarden.store.base.TombstoneVector`: model id, width, float32
bytes), and comparisons are cosine similarities (dot products of unit vectors) against a
threshold chosen per model by measurement.

**Thresholds** (``python -m memwarden.bench.meaning``; 24 paraphrase pairs and 25 unrelated
pairs written for it, many of the unrelated ones on the same topic — "my sister Anna died last
year" vs "my sister Anna got married last year"):

=============================  ===================  ===================  ==========
model                          paraphrase min/med   unrelated max/med    threshold
=============================  ===================  ===================  ==========
all-MiniLM-L6-v2-onnx-int8     0.435 / 0.805        0.728 / 0.413        0.75
hashed-v1-512                  0.000 / 0.471        0.774 / 0.338        0.80
=============================  ===================  ===================  ==========

With MiniLM, 0.75 catches 18 of the 24 paraphrases and none of the 25 unrelated pairs (the
closest unrelated pair scores 0.728). A false match silently loses a memory the person wanted,
a missed one is still caught lexically, so the threshold sits above every unrelated pair. The
hashed embedder carries no meaning beyond shared stems and trigrams — its two distributions
overlap — so its threshold only catches near-verbatim rewordings; meaning matching is real only
when the ``minilm`` extra is installed. An unknown model gets :data:`DEFAULT_THRESHOLD`.

**Laziness.** The embedder (:func:`memwarden.embedders.default_embedder`: MiniLM when installed,
else hashed) is created on the first call that needs a vector — creating a tombstone or a
proposal, or checking a text against tombstones that have vectors — so a store without
tombstones never loads a model. Vectors of a model other than the current one are never
compared (the tombstone is then matched lexically only). Recently embedded texts are cached in
memory by the hash of their text, so recall and context do not embed the same memory twice.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from ..store.base import TombstoneVector

if TYPE_CHECKING:
    import numpy as np

    from ..embedders import Embedder

__all__ = [
    "DEFAULT_THRESHOLD",
    "THRESHOLDS",
    "best_match",
    "embed",
    "embedder",
    "prime",
    "set_embedder",
    "similarity",
    "threshold",
]

THRESHOLDS: dict[str, float] = {
    "all-MiniLM-L6-v2-onnx-int8": 0.75,
    "hashed-v1-512": 0.80,
}
DEFAULT_THRESHOLD = 0.80
_CACHE_SIZE = 4096

_lock = threading.Lock()
_embedder: Embedder | None = None
_cache: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()


def embedder() -> Embedder:
    """The process's embedder for matching by meaning, created on first use."""
    global _embedder
    with _lock:
        if _embedder is None:
            from ..embedders import default_embedder

            _embedder = default_embedder()
        return _embedder


def set_embedder(chosen: Embedder | None) -> None:
    """Use ``chosen`` from now on (``None``: the default again, created on next use)."""
    global _embedder
    with _lock:
        _embedder = chosen
        _cache.clear()


def loaded() -> bool:
    """Whether an embedder has been created in this process (for tests of laziness)."""
    return _embedder is not None


def threshold(model: str) -> float:
    return THRESHOLDS.get(model, DEFAULT_THRESHOLD)


def _key(model: str, text: str) -> tuple[str, str]:
    return model, hashlib.sha256(text.encode("utf-8")).hexdigest()


def prime(texts: Iterable[str]) -> None:
    """Embed ``texts`` in one batch into the cache (those not cached yet)."""
    model = embedder()
    wanted = list(dict.fromkeys(t for t in texts if t))
    with _lock:
        missing = [t for t in wanted if _key(model.model_id, t) not in _cache]
    if not missing:
        return
    from ..embedders import embed_with_model

    vectors = embed_with_model(model, missing).vectors
    with _lock:
        for text, vector in zip(missing, vectors, strict=True):
            _cache[_key(model.model_id, text)] = vector
            _cache.move_to_end(_key(model.model_id, text))
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)


def _vector(text: str) -> tuple[str, np.ndarray]:
    model = embedder()
    key = _key(model.model_id, text)
    with _lock:
        cached = _cache.get(key)
    if cached is None:
        prime([text])
        with _lock:
            cached = _cache.get(key)
        if cached is None:  # evicted at once by a flood of other texts: embed it directly
            from ..embedders import embed_with_model

            cached = embed_with_model(model, [text]).vectors[0]
    return model.model_id, cached


def embed(text: str) -> TombstoneVector:
    """The stored form of ``text``'s embedding: model id, width and float32 little-endian bytes."""
    import numpy as np

    model_id, vector = _vector(text)
    data = np.asarray(vector, dtype="<f4")
    return TombstoneVector(model=model_id, dim=int(data.shape[0]), vector=data.tobytes())


def similarity(text: str, stored: TombstoneVector) -> float | None:
    """Cosine similarity of ``text`` and a stored vector; ``None`` if made by another model."""
    import numpy as np

    model_id, vector = _vector(text)
    if stored.model != model_id or stored.dim != vector.shape[0]:
        return None
    other = np.frombuffer(stored.vector, dtype="<f4")
    return float(np.dot(vector.astype(np.float32), other))


def best_match(
    text: str, stored: Sequence[tuple[str, TombstoneVector]]
) -> tuple[str, float] | None:
    """The key of the stored vector most similar to ``text`` at or above its model's threshold."""
    if not stored or not text:
        return None
    best: tuple[str, float] | None = None
    for key, vector in stored:
        score = similarity(text, vector)
        if score is None or score < threshold(vector.model):
            continue
        if best is None or score > best[1]:
            best = (key, score)
    return best
