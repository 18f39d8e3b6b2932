"""Principals: the owner (the person at their own machine) and agents.

* Tokens are shown once and stored as SHA-256 hashes (they are 256-bit random, so a plain hash
  is enough; a slow hash protects low-entropy passwords, which these are not).
* A new agent holds ``read`` only; every further capability is a separate grant.
* Labels say which memories an agent may read; its first label is what an empty ACL becomes
  when it writes. An agent given no label gets its own, ``agent:<name>``.
* Scopes are the namespaces an agent may touch; the owner holds every scope and every label.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Iterable

from ..clock import now
from ..errors import InvalidInputError
from ..ids import new_id
from ..model import Capability, Principal

__all__ = [
    "OWNER_NAME",
    "TOKEN_PREFIX",
    "hash_token",
    "new_agent",
    "new_owner",
    "new_token",
    "parse_capability",
    "validate_label",
    "validate_scope",
]

OWNER_NAME = "owner"
TOKEN_PREFIX = "mw_"
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
_LABEL = re.compile(r"^[^\s*\x00-\x1f\ud800-\udfff]{1,64}$")


def new_token() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def validate_label(label: object) -> str:
    if not isinstance(label, str) or not _LABEL.match(label):
        raise InvalidInputError(
            f"label {label!r} is not allowed: 1-64 visible characters, no spaces, never '*'"
        )
    return label


def validate_scope(scope: object) -> str:
    if not isinstance(scope, str) or not _LABEL.match(scope):
        raise InvalidInputError(
            f"scope {scope!r} is not allowed: 1-64 visible characters, no spaces, never '*'"
        )
    return scope


def parse_capability(value: str) -> Capability:
    try:
        return Capability(value)
    except ValueError:
        names = ", ".join(c.value for c in Capability)
        raise InvalidInputError(f"unknown capability {value!r}; choose from {names}") from None


def new_owner(default_label: str) -> Principal:
    return Principal(
        id=new_id(),
        name=OWNER_NAME,
        is_owner=True,
        labels=(validate_label(default_label),),
        capabilities=frozenset(Capability),
        scopes=None,
        created_at=now(),
    )


def new_agent(
    name: str,
    labels: Iterable[str],
    capabilities: Iterable[str],
    scopes: Iterable[str],
    default_scope: str,
) -> Principal:
    if not isinstance(name, str) or not _NAME.match(name) or name == OWNER_NAME:
        raise InvalidInputError(
            f"agent name {name!r} is not allowed: letters, digits, '.', '_' or '-', up to 64, "
            f"and not {OWNER_NAME!r}"
        )
    label_list = list(dict.fromkeys(validate_label(label) for label in labels))
    caps = {Capability.READ} | {parse_capability(c) for c in capabilities}
    scope_list = list(dict.fromkeys(validate_scope(s) for s in scopes)) or [default_scope]
    return Principal(
        id=new_id(),
        name=name,
        is_owner=False,
        labels=tuple(label_list or [f"agent:{name}"]),
        capabilities=frozenset(caps),
        scopes=tuple(scope_list),
        created_at=now(),
    )
