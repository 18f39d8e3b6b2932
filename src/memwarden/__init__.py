"""memwarden: long-term memory for AI agents that the person stays in charge of.

>>> from memwarden import Memory
>>> m = Memory.open("memory.db")
>>> m.remember("I live in Lisbon").decision.value
'created'
"""

from __future__ import annotations

from .errors import (
    ConfigurationError,
    ConflictError,
    ForbiddenError,
    InvalidInputError,
    MemwardenError,
    NotFoundError,
    StoreError,
    UnauthenticatedError,
)
from .model import (
    AuditEvent,
    Capability,
    Decision,
    HoldReason,
    Kind,
    MemoryRecord,
    Principal,
    RecallHit,
    RecallResponse,
    Source,
    Status,
    Tombstone,
    VerifyReport,
    WriteResult,
)
from .service import Memory
from .settings import Settings

__version__ = "0.1.0"

__all__ = [
    "AuditEvent",
    "Capability",
    "ConfigurationError",
    "ConflictError",
    "Decision",
    "ForbiddenError",
    "HoldReason",
    "InvalidInputError",
    "Kind",
    "Memory",
    "MemoryRecord",
    "MemwardenError",
    "NotFoundError",
    "Principal",
    "RecallHit",
    "RecallResponse",
    "Settings",
    "Source",
    "Status",
    "StoreError",
    "Tombstone",
    "UnauthenticatedError",
    "VerifyReport",
    "WriteResult",
    "__version__",
]
