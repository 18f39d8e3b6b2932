"""Identifiers: ULIDs (time-ordered, 26 Crockford base-32 characters).

``new_id`` makes the same strings as ``str(ulid.ULID())`` — 48 bits of milliseconds, 80 random
bits — from a table of every two-character group instead of a per-character loop, because every
write makes two of them (the memory and its audit event). ``python-ulid`` stays the reference:
the tests parse every id made here with it.
"""

from __future__ import annotations

import os
import time

__all__ = ["new_id"]

_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_PAIRS = [a + b for a in _CROCKFORD for b in _CROCKFORD]  # ten bits → two characters
_PAIR_SHIFTS = tuple(range(115, 4, -10))


def new_id() -> str:
    return encode(((time.time_ns() // 1_000_000) << 80) | int.from_bytes(os.urandom(10), "big"))


def encode(value: int) -> str:
    """A 128-bit ULID value as its 26 characters: 130 bits, the top two zero. The first
    character holds the top three bits, twelve pairs the next 120, the last the lowest five."""
    pairs = "".join([_PAIRS[(value >> shift) & 1023] for shift in _PAIR_SHIFTS])
    return _CROCKFORD[value >> 125] + pairs + _CROCKFORD[value & 31]
