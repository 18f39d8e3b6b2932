"""Time cold CLI commands (a new process each, as a person or an agent's shell runs them), and
optionally the same commands with another checkout's code, interleaved, medians.

Usage: ``python scripts/cold_commands.py [--rounds 11] [--old-src OTHER/src]`` with the
memwarden to measure installed in this Python's environment. ``--old-src`` puts another
checkout's ``src`` first on ``PYTHONPATH`` for the "old" runs (e.g. a ``git worktree`` of an
earlier commit); the two alternate, in either order, round after round, so a host that slows
down during the run slows both. Each command runs against a fresh store under a temporary
``MEMWARDEN_HOME`` holding one memory; nothing else of the machine is touched.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _memwarden() -> list[str]:
    script = shutil.which("memwarden", path=str(Path(sys.executable).parent))
    if script is not None:
        return [script]
    return [sys.executable, "-c", "from memwarden.interfaces.cli import main; main()"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--old-src", type=Path, help="another checkout's src, for comparison")
    args = parser.parse_args()
    command = _memwarden()
    with tempfile.TemporaryDirectory() as home:
        env = {k: v for k, v in os.environ.items() if not k.startswith("MEMWARDEN_")}
        env.update(MEMWARDEN_HOME=home, MEMWARDEN_DB=f"{home}/m.db")
        subprocess.run([*command, "remember", "I live in Lisbon"], env=env, check=True,
                       capture_output=True)  # fmt: skip
        found = subprocess.run([*command, "--json", "recall", "Lisbon"], env=env, check=True,
                               capture_output=True, text=True)  # fmt: skip
        memory_id = json.loads(found.stdout)["results"][0]["memory"]["id"]
        commands = {
            "--help": ["--help"],
            "show": ["show", memory_id],
            "review": ["review"],
            "recall": ["recall", "Lisbon"],
            "remember": ["remember", "my sister is called Ana"],
        }
        variants = {"new": env}
        if args.old_src is not None:
            variants["old"] = dict(env, PYTHONPATH=str(args.old_src.resolve()))
        times: dict[tuple[str, str], list[float]] = {}
        for round_ in range(args.rounds):
            for name, argv in commands.items():
                order = list(variants) if round_ % 2 else list(reversed(variants))
                for variant in order:
                    started = time.perf_counter()
                    subprocess.run([*command, *argv], env=variants[variant], check=True,
                                   capture_output=True)  # fmt: skip
                    times.setdefault((name, variant), []).append(time.perf_counter() - started)
    for name in commands:
        line = f"{name:10s}" + "".join(
            f"  {variant} {statistics.median(times[(name, variant)]) * 1000:6.0f} ms"
            for variant in variants
        )
        print(line)


if __name__ == "__main__":
    main()
