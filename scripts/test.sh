#!/usr/bin/env bash
# One command from a fresh clone to a passing test suite: set up with the test extras, lint,
# then run every test. Any failure (including "no tests collected") fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
.venv/bin/ruff check src tests
.venv/bin/ruff format --check src tests
exec .venv/bin/python -m pytest -q "$@"
