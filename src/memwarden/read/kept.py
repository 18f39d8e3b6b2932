"""What recall works out per memory and keeps from one recall to the next.

A memory's text never changes under its id and content hash (a correction is a new memory;
forgetting blanks the text and the hash), so a value computed from it — its tokens, the periods
it names, how much of it asks — can be kept by a key holding them. Each kept value weighs
something (1 by default, or e.g. its token count); when the next one would take the total past
the limit, everything is let go and keeping starts again: no bookkeeping per entry, and no
value older than the last emptying.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from typing import Generic, TypeVar

__all__ = ["Kept"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Kept(Generic[K, V]):
    """Values by key, at most ``limit`` in total weight (``weigh``: a value's weight, 1 each
    when not given); emptied when full."""

    def __init__(self, limit: int, weigh: Callable[[V], int] | None = None) -> None:
        self._values: dict[K, V] = {}
        self._limit = limit
        self._weigh = weigh
        self._weight = 0

    def get(self, key: K, make: Callable[[], V]) -> V:
        """The value kept for ``key``, made (and kept) if there is none."""
        value = self._values.get(key)
        if value is None:
            value = make()
            weight = self._weigh(value) if self._weigh is not None else 1
            if self._weight + weight > self._limit:
                self.clear()
            self._values[key] = value
            self._weight += weight
        return value

    def clear(self) -> None:
        self._values.clear()
        self._weight = 0

    def __len__(self) -> int:
        return len(self._values)

    def __iter__(self) -> Iterator[K]:
        return iter(self._values)
