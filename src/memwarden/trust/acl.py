"""Access lists at write time (DESIGN §4 invariant 3).

An access list is a non-empty list of labels. Empty means "the writer's default label", never
"everyone"; ``*`` is refused; a writer may grant only labels it holds. The read side checks the
stored shape again inside the gate query, so a row corrupted behind memwarden's back grants
nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from ..errors import ForbiddenError, InvalidInputError
from ..model import Principal
from .principals import validate_label, validate_scope

__all__ = ["normalise_acl", "writable_scope"]


def normalise_acl(acl: Iterable[str] | None, writer: Principal) -> tuple[str, ...]:
    if isinstance(acl, str):
        raise InvalidInputError("acl must be a list of labels, not a single string")
    if acl is not None and (isinstance(acl, bytes) or not isinstance(acl, Iterable)):
        raise InvalidInputError("acl must be a list of labels")
    labels = list(dict.fromkeys(validate_label(label) for label in (acl or ())))
    if not labels:
        return _shared((writer.default_label,))
    for label in labels:
        if not writer.holds_label(label):
            raise ForbiddenError(f"{writer.name} cannot grant label {label!r}: it does not hold it")
    return _shared(tuple(labels))


@lru_cache(maxsize=256)
def _shared(labels: tuple[str, ...]) -> tuple[str, ...]:
    """One tuple for equal lists (a large import holds one per entry otherwise)."""
    return labels


def writable_scope(scope: str | None, writer: Principal, default_scope: str) -> str:
    chosen = validate_scope(scope) if scope is not None else default_scope
    if not writer.holds_scope(chosen):
        raise ForbiddenError(f"{writer.name} cannot write to scope {chosen!r}")
    return chosen
