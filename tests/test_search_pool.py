"""The full-text search's pool of candidates grows when the gate leaves too few of them (a
narrow caller loses speed, never results: memwarden.store.sqlite ``search``), and a pool that
grows reads on in the one ranking it started with: FTS5 ranks the candidates once, whatever
the pool's size. Real SQLite files."""

from __future__ import annotations

from memwarden import Memory
from memwarden.clock import now
from memwarden.store.base import Gate


def _search(memory: Memory, scope: str, limit: int) -> tuple[list[str], int]:
    """The texts ``search`` finds for "lantern" in ``scope``, and how many rankings it ran."""
    store = memory._store
    statements: list[str] = []
    conn = store._conn()
    conn.set_trace_callback(statements.append)
    try:
        found = store.search(Gate(scopes=(scope,), labels=None, as_of=now()), ["lantern"], limit)
    finally:
        conn.set_trace_callback(None)
    rankings = sum("ORDER BY rank" in s for s in statements)
    return sorted(c.text for c in found.candidates), rankings


def test_a_pool_that_grows_is_ranked_once(words_memory: Memory) -> None:
    # Five in the attic, said first, then forty-five in the shed: ranked alike, the newest
    # first, the first pool (forty) holds none of the attic's.
    attic = [f"The brass lantern number {i} hangs in the attic." for i in range(5)]
    for text in attic:
        words_memory.remember(text, scope="attic")
    for i in range(45):
        words_memory.remember(f"The brass lantern number {i + 5} hangs in the shed.", scope="shed")
    found, rankings = _search(words_memory, "attic", 5)
    assert found == sorted(attic)  # the pool grew: every one the gate admits is found
    assert rankings == 1
    # The twin: a caller of the shed finds enough in the first pool, ranked once too.
    found, rankings = _search(words_memory, "shed", 5)
    assert len(found) == 40 and rankings == 1
