"""Identifiers: ULIDs (time-ordered, 26 Crockford base-32 characters).

``new_id`` makes ULIDs as ``python-ulid`` reads them — 48 bits of milliseconds, 80 random bits —
and *monotonic* within a process: an id made in the same millisecond as the one before gets that
one's random part plus one, so ids (and the ties recall breaks by id) follow the order things
were written, not chance. A forked child starts afresh, so parent and child never count up from
the same value. The characters come from a table of every two-character group instead of a
per-character loop, because every write makes two ids (the memory and its audit event).
``python-ulid`` stays the reference: the tests parse every id made here with it.
"""

from __future__ import annotations

import os
import threading
import time

__all__ = ["encode", "new_id"]

_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_PAIRS = [a + b for a in _CROCKFORD for b in _CROCKFORD]  # ten bits → two characters
_PAIR_SHIFTS = tuple(range(115, 4, -10))
_RANDOM_BITS = 80

_lock = threading.Lock()
_last = [0, 0]  # the milliseconds and random part of the last id this process made


def _forget_last() -> None:
    global _lock
    _lock = threading.Lock()  # a lock held by another thread at fork time stays held
    _last[:] = [0, 0]


if hasattr(os, "register_at_fork"):  # no fork on Windows
    os.register_at_fork(after_in_child=_forget_last)


def new_id() -> str:
    millis = time.time_ns() // 1_000_000
    with _lock:
        last_millis, last_random = _last
        if millis <= last_millis:  # the same millisecond (or the clock went back): count up
            millis, random = last_millis, last_random + 1
            if random >> _RANDOM_BITS:  # 2^80 ids in one millisecond: borrow the next one
                millis, random = last_millis + 1, int.from_bytes(os.urandom(10), "big")
        else:
            random = int.from_bytes(os.urandom(10), "big")
        _last[:] = [millis, random]
    return encode((millis << _RANDOM_BITS) | random)


def encode(value: int) -> str:
    """A 128-bit ULID value as its 26 characters: 130 bits, the top two zero. The first
    character holds the top three bits, twelve pairs the next 120, the last the lowest five."""
    pairs = "".join([_PAIRS[(value >> shift) & 1023] for shift in _PAIR_SHIFTS])
    return _CROCKFORD[value >> 125] + pairs + _CROCKFORD[value & 31]
