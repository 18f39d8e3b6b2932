"""``Memory``: the one service API every interface calls.

A ``Memory`` is a store seen by one principal. ``Memory.open(path)`` acts as the owner (the
person at their own machine); ``Memory.open(path, token=...)`` or ``memory.for_token(token)``
acts as an agent, with exactly the capabilities, labels and scopes it was granted. Every
operation checks the capability it needs here, before touching the store, and every mutation
writes its audit event in the same transaction as the change.
"""

from __future__ import annotations

from .keeping import _Keeping
from .reading import _Reading
from .reviewing import _Reviewing
from .writing import _Writing

__all__ = ["Memory"]


class Memory(_Writing, _Reviewing, _Reading, _Keeping):
    """Long-term memory, seen by one principal.

    The methods live in one module per area — ``core`` (opening, checks), ``writing``,
    ``reviewing``, ``reading``, ``keeping`` — and all share one store, principal and settings.
    """
