"""Errors raised by memwarden, split by what the caller should do next.

::

    MemwardenError                  code        what to do
    ├── NotFoundError               not_found   the id does not exist *or* you may not see it
    ├── InvalidInputError           invalid_input  fix the request
    ├── ForbiddenError              forbidden   ask the owner for a capability, label or scope
    ├── ConflictError               conflict    the rows moved underneath you; reload and retry
    ├── UnauthenticatedError        unauthenticated  the token is unknown or revoked
    ├── ConfigurationError          invalid_input  the path or setting cannot be used as given
    └── StoreError                  internal    the database failed; nothing was half-written

Expected outcomes of the write path (created, updated, ignored, held, blocked, refused) are
return values (:class:`memwarden.model.WriteResult`), never exceptions.

Every shell maps these in one place: one JSON error shape on HTTP, ``isError`` on MCP, a
one-line message and exit status 1 on the CLI. ``NotFoundError`` is deliberately the same for a
missing id and for an id the caller may not see (DESIGN §4 invariant 4).
"""

from __future__ import annotations

__all__ = [
    "ConfigurationError",
    "ConflictError",
    "ForbiddenError",
    "InvalidInputError",
    "MemwardenError",
    "NotFoundError",
    "StoreError",
    "UnauthenticatedError",
]


class MemwardenError(Exception):
    """Base of every error memwarden raises on purpose."""

    code: str = "internal"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def to_dict(self) -> dict[str, dict[str, str]]:
        return {"error": {"code": self.code, "message": self.message}}


class NotFoundError(MemwardenError):
    code = "not_found"

    @classmethod
    def memory(cls, memory_id: str) -> NotFoundError:
        # One message for "missing" and "not yours": nothing distinguishes the two.
        return cls(f"memory {memory_id} not found")


class InvalidInputError(MemwardenError):
    code = "invalid_input"


class ForbiddenError(MemwardenError):
    code = "forbidden"


class ConflictError(MemwardenError):
    code = "conflict"


class UnauthenticatedError(MemwardenError):
    code = "unauthenticated"


class ConfigurationError(MemwardenError):
    code = "invalid_input"


class StoreError(MemwardenError):
    code = "internal"
