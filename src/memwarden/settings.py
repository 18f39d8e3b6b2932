"""Settings: one frozen object, each setting with its default and a help line.

Only entry points (the CLI, the servers) read the environment (``MEMWARDEN_`` prefix); library
calls take explicit arguments. Nothing here does I/O at import time.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from .errors import ConfigurationError

__all__ = ["SETTINGS_HELP", "Settings", "default_home", "settings_markdown"]


def default_home() -> Path:
    """``MEMWARDEN_HOME``, else the user's data folder (XDG on Linux)."""
    home = os.environ.get("MEMWARDEN_HOME")
    if home:
        return Path(home).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share"
    return base / "memwarden"


SETTINGS_HELP: dict[str, str] = {
    "db": "path of the SQLite database file (default: memwarden.db under MEMWARDEN_HOME)",
    "default_scope": "scope given to memories written without one",
    "owner_label": "label the owner's memories get when written with no access list",
    "max_text_chars": "longest text one memory may hold; longer input is refused",
    "lineage_depth": "how many supersession steps lineage walks in each direction",
    "synchronous": "SQLite synchronous mode: NORMAL (fast, safe in WAL) or FULL (fsync per commit)",
}


@dataclass(frozen=True, slots=True)
class Settings:
    db: Path | None = None
    default_scope: str = "default"
    owner_label: str = "personal"
    max_text_chars: int = 16_000
    lineage_depth: int = 100
    synchronous: str = "NORMAL"

    def __post_init__(self) -> None:
        if self.synchronous.upper() not in ("NORMAL", "FULL", "EXTRA"):
            raise ConfigurationError("synchronous must be NORMAL, FULL or EXTRA")
        if self.max_text_chars < 1 or self.lineage_depth < 1:
            raise ConfigurationError("max_text_chars and lineage_depth must be positive")
        if not self.default_scope.strip() or not self.owner_label.strip():
            raise ConfigurationError("default_scope and owner_label must not be empty")

    def resolved_db(self) -> Path:
        return self.db if self.db is not None else default_home() / "memwarden.db"

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None, **overrides: Any) -> Settings:
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for f in fields(cls):
            raw = env.get(f"MEMWARDEN_{f.name.upper()}")
            if raw is None or raw == "":
                continue
            if f.name == "db":
                values[f.name] = Path(raw).expanduser()
            elif f.name in ("max_text_chars", "lineage_depth"):
                try:
                    values[f.name] = int(raw)
                except ValueError:
                    raise ConfigurationError(
                        f"MEMWARDEN_{f.name.upper()} must be a whole number, got {raw!r}"
                    ) from None
            else:
                values[f.name] = raw
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)


def settings_markdown() -> str:
    """The reference page docs/settings.md, generated from the fields and their help lines."""
    lines = [
        "# Settings",
        "",
        "Generated from `memwarden.settings` (`python -m memwarden.settings > docs/settings.md`);",
        "a test fails when this page is out of date. Entry points (the CLI, the servers) read",
        "each setting from the environment variable shown; library calls take explicit arguments.",
        "",
        "| setting | environment | default | what it does |",
        "|---|---|---|---|",
    ]
    for f in fields(Settings):
        default = f.default if f.default is not None else "—"
        lines.append(
            f"| `{f.name}` | `MEMWARDEN_{f.name.upper()}` | `{default}` | {SETTINGS_HELP[f.name]} |"
        )
    lines += [
        "",
        "Also read by the CLI: `MEMWARDEN_HOME` (folder of the default database file; default",
        "the user's data folder, `$XDG_DATA_HOME/memwarden` or `~/.local/share/memwarden`) and",
        "`MEMWARDEN_TOKEN` (act as the agent holding this token).",
    ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(settings_markdown(), end="")
