"""Running the CLI in process for tests: one invoker and one clean environment for every file.

``invoke`` runs ``memwarden ARGS`` through the same ``_run`` the console script uses (so the
one error mapping and the exit statuses are exercised) and returns stdout, stderr and the exit
status. ``clean_cli_environment`` keeps the token, database and terminal settings of the person
running the tests out.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from memwarden.interfaces.cli import _run


@dataclass
class Outcome:
    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


def invoke(*args: str, input: str | None = None, env: dict[str, str] | None = None) -> Outcome:
    """Run ``memwarden ARGS`` in process; stdout, stderr and the exit status."""
    with CliRunner().isolation(input=input, env=env) as streams:
        code = _run(list(args))
        out, err = streams[0].getvalue(), streams[1].getvalue()
    return Outcome(code, out.decode("utf-8"), err.decode("utf-8"))


def clean_cli_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No token, database or terminal setting of the person running the tests leaks in."""
    for name in ("MEMWARDEN_TOKEN", "MEMWARDEN_DB", "FORCE_COLOR", "TTY_COMPATIBLE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("MEMWARDEN_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("COLUMNS", "120")
