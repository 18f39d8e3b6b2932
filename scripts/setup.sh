#!/usr/bin/env bash
# Create (or reuse) the project's virtualenv in .venv and install memwarden into it.
# Usage: scripts/setup.sh [EXTRAS]   e.g. scripts/setup.sh test
set -euo pipefail
cd "$(dirname "$0")/.."
extras="${1:-}"
python="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
    "$python" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip
if [ -n "$extras" ]; then
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[$extras]"
else
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e .
fi
