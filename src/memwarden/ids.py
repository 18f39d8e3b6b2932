"""Identifiers: ULIDs (time-ordered, 26 Crockford base-32 characters).

``new_id`` makes the same strings as ``str(ulid.ULID())`` — 48 bits of milliseconds, 80 random
bits — with the standard library's C base-32 encoder instead of a per-character loop, because
every write makes two of them (the memory and its audit event). ``python-ulid`` stays the
reference: the tests parse every id made here with it.
"""

from __future__ import annotations

import base64
import os
import time

__all__ = ["new_id"]

# RFC 4648 base-32 alphabet → Crockford's, which ULIDs use.
_CROCKFORD = bytes.maketrans(
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", b"0123456789ABCDEFGHJKMNPQRSTVWXYZ"
)


def new_id() -> str:
    millis = time.time_ns() // 1_000_000
    value = (millis << 80) | int.from_bytes(os.urandom(10), "big")
    # 26 characters carry 130 bits, the top two zero: shift the 128-bit value up by 6 into
    # 17 bytes so base-32 groups line up with the ULID's, then keep the first 26 characters.
    return base64.b32encode((value << 6).to_bytes(17, "big"))[:26].translate(_CROCKFORD).decode()
