"""The built-in embedder: signed feature hashing, numpy only, the same in every process.

What a text turns into:

* ``w:<stem>`` for each content word — :func:`memwarden.text.words` without stopwords, stemmed
  by :func:`memwarden.text.stems` (a text of stopwords only keeps its words as they are);
* ``c:<trigram>`` for each character trigram of each content word, padded ``<word>`` so that
  beginnings and endings count — this part carries typo and inflection tolerance.

Each feature hashes (blake2b, 8 bytes, personalised with the algorithm version — never Python's
``hash()``, which is salted per process) to a column and a sign. Counts are sublinear
(``1 + ln tf``). The word part and the trigram part are each L2-normalised and mixed with equal
weight, then the row is L2-normalised. A text with no word at all (empty, punctuation) gets one
fixed feature, so every row is a unit vector and such texts resemble only each other.

The model id names the algorithm version and the width (``hashed-v1-512``): a change of either
changes the id, so stored vectors are rebuilt instead of being compared across versions.
"""

from __future__ import annotations

import math
import threading
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from hashlib import blake2b

import numpy as np

from ..errors import ConfigurationError, InvalidInputError
from ..text import STOPWORDS, cached_texts, stems, words

__all__ = ["DEFAULT_DIM", "HashedEmbedder"]

DEFAULT_DIM = 512
_VERSION = "v1"
_PERSON = b"memwarden-hash" + _VERSION.encode()
_WORD_WEIGHT = math.sqrt(0.5)
_TRIGRAM_WEIGHT = math.sqrt(0.5)
_EMPTY_FEATURE = "e:"
_MIN_DIM, _MAX_DIM = 16, 65_536


def _feature_hash(feature: str) -> int:
    digest = blake2b(feature.encode("utf-8"), digest_size=8, person=_PERSON).digest()
    return int.from_bytes(digest, "little")


@lru_cache(maxsize=1 << 16)
def _word_features(word: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A word's stems (the word itself when it has none) and its trigrams."""
    return tuple(stems(word)) or (word,), _trigrams(word)


def _trigrams(word: str) -> tuple[str, ...]:
    parts = [p for p in word.split("'") if p]
    content = [p for p in parts if p not in STOPWORDS] or parts
    grams: list[str] = []
    for part in content:
        padded = f"<{part}>"
        grams.extend(padded[i : i + 3] for i in range(len(padded) - 2))
    return tuple(grams)


class HashedEmbedder:
    """Deterministic hashed vectors of stems and character trigrams (no model, no download)."""

    def __init__(self, dim: int = DEFAULT_DIM) -> None:
        if not isinstance(dim, int) or not _MIN_DIM <= dim <= _MAX_DIM:
            raise ConfigurationError(
                f"hashed embedder width must be an integer in [{_MIN_DIM}, {_MAX_DIM}], got {dim!r}"
            )
        self.dim = dim
        self.model_id = f"hashed-{_VERSION}-{dim}"
        # Pure Python per text: a large backlog is embedded in a second process by this name.
        self.worker_name = f"hashed:{dim}"

    def __repr__(self) -> str:
        return f"HashedEmbedder(dim={self.dim})"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if isinstance(texts, str):
            raise InvalidInputError("embed takes a sequence of texts, not one string")
        for row, text in enumerate(texts):
            if not isinstance(text, str):
                raise InvalidInputError(f"text {row} is {type(text).__name__}, not str")
        stem_tfs: list[Counter[str]] = []
        gram_tfs: list[Counter[str]] = []
        for text in texts:
            stem_tf, gram_tf = _features(text)
            stem_tfs.append(stem_tf)
            gram_tfs.append(gram_tf)
        # The whole batch at once: the same sums and norms as one text at a time, without
        # numpy's per-call cost on every text.
        vecs = _WORD_WEIGHT * self._parts("w:", stem_tfs) + _TRIGRAM_WEIGHT * self._parts(
            "c:", gram_tfs
        )
        norms = _row_norms(vecs)
        empty = norms == 0.0
        if empty.any():
            # No word at all, or (vanishingly rare) parts cancelling out: a fixed direction.
            vecs[empty] = self._parts(_EMPTY_FEATURE, [Counter({"": 1})])[0]
            norms[empty] = 1.0
        return (vecs / norms[:, None]).astype(np.float32)

    def _parts(self, namespace: str, tfs: Sequence[Counter[str]]) -> np.ndarray:
        """Each counter's part (:meth:`_sums`), L2-normalised (zeros when it has no feature)."""
        sums = self._sums(namespace, tfs)
        norms = _row_norms(sums)
        norms[norms == 0.0] = 1.0
        return sums / norms[:, None]

    def _sums(self, namespace: str, tfs: Sequence[Counter[str]]) -> np.ndarray:
        """Each counter's signed sum of its features' sublinear counts (1 + ln tf) in their
        hashed columns, one row each."""
        dim = self.dim
        features: list[str] = []
        counts: list[int] = []
        sizes: list[int] = []
        for tf in tfs:
            features.extend(tf)
            counts.extend(tf.values())
            sizes.append(len(tf))
        table = _columns(namespace, dim)
        at = table.positions(features)
        # 1 + ln tf, by math.log once per distinct count (a count of 1 weighs exactly 1)
        distinct, which = np.unique(np.array(counts, dtype=np.int64), return_inverse=True)
        weights = np.array([1.0 + math.log(c) for c in distinct.tolist()])[which]
        rows = np.repeat(np.arange(len(tfs), dtype=np.int64) * dim, sizes)
        # bincount adds each cell's values in their order, as a loop of += would
        return np.bincount(
            rows + table.columns[at], weights=table.signs[at] * weights, minlength=len(tfs) * dim
        ).reshape(-1, dim)


class _Columns:
    """The column and sign of every feature of one namespace and width met so far, as arrays
    indexed by the feature's position: a batch looks all of its features up at once."""

    __slots__ = ("columns", "dim", "lock", "namespace", "position", "signs")

    def __init__(self, namespace: str, dim: int) -> None:
        self.namespace, self.dim = namespace, dim
        self.lock = threading.Lock()  # a recall and the embedding worker may add at once
        self.position: dict[str, int] = {}
        self.columns = np.zeros(1024, dtype=np.int64)
        self.signs = np.zeros(1024, dtype=np.float64)

    def positions(self, features: Sequence[str]) -> np.ndarray:
        found = list(map(self.position.get, features))
        if None in found:
            with self.lock:
                for feature in features:
                    if feature not in self.position:
                        self._add(feature)
            found = list(map(self.position.get, features))
        return np.array(found, dtype=np.int64)

    def _add(self, feature: str) -> None:
        """Its column and sign written before its position, so a reader that finds the
        position finds them (in this array or the larger copy made since)."""
        at = len(self.position)
        if at == len(self.columns):
            self.columns = np.resize(self.columns, 2 * at)
            self.signs = np.resize(self.signs, 2 * at)
        h = _feature_hash(self.namespace + feature)
        self.columns[at] = (h >> 1) % self.dim
        self.signs[at] = 1.0 if h & 1 else -1.0  # the hash's lowest bit
        self.position[feature] = at


_COLUMNS: dict[tuple[str, int], _Columns] = {}
_MOST_FEATURES = 1 << 17  # a table holding more is started afresh (bounds its memory)


def _columns(namespace: str, dim: int) -> _Columns:
    table = _COLUMNS.get((namespace, dim))
    if table is None or len(table.position) > _MOST_FEATURES:
        table = _COLUMNS[(namespace, dim)] = _Columns(namespace, dim)
    return table


def _row_norms(matrix: np.ndarray) -> np.ndarray:
    return np.sqrt(np.einsum("ij,ij->i", matrix, matrix))


def _features(text: str) -> tuple[Counter[str], Counter[str]]:
    """The counts of a text's stems and of its words' trigrams."""
    tokens = words(text)
    content = [w for w in tokens if w not in STOPWORDS] or tokens
    found_stems: list[str] = []
    grams: list[str] = []
    for word in content:
        word_stems, word_grams = _word_features(word)
        found_stems.extend(word_stems)
        grams.extend(word_grams)
    return Counter(found_stems), Counter(grams)


cached_texts(_COLUMNS.clear)  # memwarden.text.forget_cached_texts
cached_texts(_word_features.cache_clear)  # memwarden.text.forget_cached_texts
