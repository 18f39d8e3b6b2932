#!/usr/bin/env bash
# One command from a fresh clone to a working memory: set up .venv, then a guided demo on the
# embedded SQLite default (a throwaway database file unless a path is given:
# scripts/demo.sh my-demo.db keeps it afterwards for you to explore).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec .venv/bin/memwarden demo "$@"
