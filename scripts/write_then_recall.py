"""Recall's latency where a conversation writes at every turn: a store of N synthetic memories
(``memwarden bench store``'s), then 60 turns of a write and a recall, the recall timed.

    .venv/bin/python scripts/write_then_recall.py 100000 [--no-sounds]

``--no-sounds`` leaves out the correction of names said as sounds (read/typos.py,
``sounded_out``), to see its cost. Words only (no embedder). Prints the recall's p50 and p95.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from memwarden import Memory
from memwarden.bench.store import synthetic_texts
from memwarden.settings import Settings

QUESTIONS = (
    "what does my sister do for work",
    "where did I go on holiday last year",
    "how much metformin do i take now",
    "who is my doctor at the clinic",
)


def main(size: int, sounds: bool) -> None:
    if not sounds:
        import memwarden.read.typos as typos

        typos.sounded_out = lambda store, said: {}
    with tempfile.TemporaryDirectory() as tmp:
        export = Path(tmp) / "export.json"
        memories = [{"text": text} for text in synthetic_texts(size)]
        export.write_text(
            json.dumps({"format": "memwarden-export", "version": 1, "memories": memories}),
            encoding="utf-8",
        )
        with Memory.open(Path(tmp) / "s.db", settings=Settings(embedder="none")) as memory:
            memory.import_(export)
            took = []
            for turn in range(60):
                memory.remember(f"I went to the market on day {turn} and bought apples")
                started = time.perf_counter()
                memory.recall(QUESTIONS[turn % len(QUESTIONS)], limit=5)
                took.append((time.perf_counter() - started) * 1000)
    took.sort()
    p50, p95 = statistics.median(took), took[int(0.95 * len(took))]
    print(f"{size} memories, write then recall: p50 {p50:.2f} ms, p95 {p95:.2f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000, "--no-sounds" not in sys.argv)
