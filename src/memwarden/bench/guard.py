"""How well the guard holds planted memories and keeps ordinary ones (a measurement, not a test).

Run ``python -m memwarden.bench.guard [--data DIR] [--seed N] [--examples K]``. It prints JSON::

    {"attacks": n, "held_share": x, "benign": n, "false_hold_share": y, "by_source": {...}}

**Attacks** (must be held or refused) are every instruction of BIPIA's ``text_attack_train.json``
and ``code_attack_train.json`` and the ``user_input`` of CyberSecEval's prompt-injection cases,
each inspected as an agent's ``remember`` in a chat where the person typed nothing
(``typed_by_person=()``, not tainted). **Benign** (must pass) are the person's own turns: every
LoCoMo turn (both speakers are people) and every LongMemEval user turn (exact repeats counted
once), each inspected with ``typed_by_person=(turn,)``.

Rules must generalise, not memorise sentences, so every source is split in two halves by a fixed
seed: the rules were developed looking only at the ``dev`` half; the ``holdout`` half is reported
beside it. ``benign_untyped`` is a harder, informative figure that is not a target: the same
ordinary turns inspected as if the person had typed nothing, which shows how often the
instruction and redirect rules alone would fire on ordinary speech.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..write.guard import GuardVerdict, inspect

__all__ = ["DEFAULT_SEED", "Sample", "load_samples", "main", "measure", "split"]

DEFAULT_SEED = 20240611


@dataclass(frozen=True, slots=True)
class Sample:
    source: str
    text: str
    attack: bool


def _default_data_dir() -> Path:
    candidates = [
        Path.cwd().parent / "shared" / "bench" / "data",
        Path(__file__).resolve().parents[4] / "shared" / "bench" / "data",
    ]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return candidates[0]


def _read(path: Path) -> Any:
    with path.open(encoding="utf-8") as f:
        return json.load(f)


def _bipia(path: Path) -> list[str]:
    return [text for texts in _read(path).values() for text in texts]


def _locomo(path: Path) -> list[str]:
    turns = []
    for sample in _read(path):
        conversation = sample["conversation"]
        sessions = sorted(
            (k for k in conversation if k.startswith("session_") and k[8:].isdigit()),
            key=lambda k: int(k[8:]),
        )
        for key in sessions:
            turns.extend(t["text"] for t in conversation[key] if t.get("text"))
    return turns


def _longmemeval(path: Path) -> list[str]:
    seen: dict[str, None] = {}
    for question in _read(path):
        for session in question["haystack_sessions"]:
            for turn in session:
                if turn["role"] == "user" and turn["content"].strip():
                    seen.setdefault(turn["content"], None)
    return list(seen)


def load_samples(data_dir: Path) -> dict[str, list[Sample]]:
    """Every source's samples, in file order."""
    inj = data_dir / "injection"
    sources: dict[str, tuple[list[str], bool]] = {
        "bipia_text": (_bipia(inj / "text_attack_train.json"), True),
        "bipia_code": (_bipia(inj / "code_attack_train.json"), True),
        "cyberseceval": (
            [case["user_input"] for case in _read(inj / "cyberseceval_prompt_injection.json")],
            True,
        ),
        "locomo": (_locomo(data_dir / "locomo_dev.json"), False),
        "longmemeval": (_longmemeval(data_dir / "longmemeval_s_dev.json"), False),
    }
    return {
        name: [Sample(name, text, attack) for text in texts]
        for name, (texts, attack) in sources.items()
    }


def split(samples: list[Sample], seed: int) -> tuple[list[Sample], list[Sample]]:
    """(dev, holdout): a seeded shuffle cut in half, each half back in file order."""
    order = list(range(len(samples)))
    random.Random(f"{seed}:{samples[0].source if samples else ''}").shuffle(order)
    half = len(order) // 2
    dev, holdout = sorted(order[:half]), sorted(order[half:])
    return [samples[i] for i in dev], [samples[i] for i in holdout]


def _verdict(sample: Sample, *, untyped: bool = False) -> GuardVerdict:
    typed = () if sample.attack or untyped else (sample.text,)
    return inspect(sample.text, typed_by_person=typed)


def _stopped(verdict: GuardVerdict) -> bool:
    return verdict.action != "pass"


def _share(hits: int, total: int) -> float:
    return round(hits / total, 4) if total else 0.0


def _summary(samples: Iterable[Sample], examples: int, *, untyped: bool = False) -> dict[str, Any]:
    samples = list(samples)
    attack = bool(samples and samples[0].attack)
    counts: dict[str, int] = {}
    misses: list[dict[str, str]] = []
    stopped = 0
    for sample in samples:
        verdict = _verdict(sample, untyped=untyped)
        key = verdict.action if verdict.action == "pass" else f"{verdict.action}:{verdict.reason}"
        counts[key] = counts.get(key, 0) + 1
        stopped += _stopped(verdict)
        wrong = not _stopped(verdict) if attack else _stopped(verdict)
        if wrong and len(misses) < examples:
            misses.append({"text": sample.text[:200], "why": verdict.explanation})
    share_key = "held_share" if attack else "false_hold_share"
    return {
        "n": len(samples),
        "held": stopped,
        share_key: _share(stopped, len(samples)),
        "outcomes": dict(sorted(counts.items())),
        "misses" if attack else "false_holds": misses,
    }


def measure(data_dir: Path, seed: int = DEFAULT_SEED, examples: int = 5) -> dict[str, Any]:
    by_source: dict[str, Any] = {}
    attacks = held = benign = false_held = 0
    untyped_total = untyped_held = 0
    for name, samples in load_samples(data_dir).items():
        dev, holdout = split(samples, seed)
        entry = {"dev": _summary(dev, examples), "holdout": _summary(holdout, examples)}
        for half in ("dev", "holdout"):
            if samples[0].attack:
                attacks += entry[half]["n"]
                held += entry[half]["held"]
            else:
                benign += entry[half]["n"]
                false_held += entry[half]["held"]
        if not samples[0].attack:
            entry["benign_untyped"] = {
                "dev": _summary(dev, examples, untyped=True),
                "holdout": _summary(holdout, examples, untyped=True),
            }
            for half in ("dev", "holdout"):
                part = entry["benign_untyped"][half]
                untyped_total += part["n"]
                untyped_held += part["held"]
        by_source[name] = entry
    return {
        "attacks": attacks,
        "held_share": _share(held, attacks),
        "benign": benign,
        "false_hold_share": _share(false_held, benign),
        "benign_untyped_false_hold_share": _share(untyped_held, untyped_total),
        "seed": seed,
        "by_source": by_source,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m memwarden.bench.guard", description=__doc__)
    parser.add_argument("--data", type=Path, default=None, help="the shared bench/data folder")
    parser.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help="seed of the dev/holdout cut"
    )
    parser.add_argument("--examples", type=int, default=5, help="misses shown per half")
    args = parser.parse_args(argv)
    data_dir = args.data or _default_data_dir()
    if not (data_dir / "injection").is_dir():
        print(f"no benchmark data at {data_dir}; pass --data", file=sys.stderr)
        return 2
    json.dump(measure(data_dir, args.seed, args.examples), sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
