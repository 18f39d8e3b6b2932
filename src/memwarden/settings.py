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
    "proposal_not_now_days": "days a 'not now' answer to an agent's proposal lasts before it"
    " lapses",
    "llm_extract_url": "base URL of an LLM for optional extraction (Ollama or OpenAI-compatible);"
    " empty: off, no network",
    "llm_extract_api": "which API llm_extract_url speaks: ollama (/api/chat) or openai"
    " (/v1/chat/completions)",
    "llm_extract_model": "model name sent to the extraction LLM",
    "llm_extract_timeout": "seconds observe waits for the extraction LLM per person's turn; on"
    " a timeout or any bad answer nothing is taken from it (the rules still run)",
    "embedder": "recall by meaning: auto (MiniLM when the minilm extra is installed, else hashed),"
    " minilm, hashed, hashed:<dim>, ollama:<model>, openai:<model>, or none (lexical only);"
    " changing it re-embeds (`memwarden reindex`)",
    "index_dir": "folder of the derived vector index files (default: <db>.index beside the"
    " database); a missing or damaged file is rebuilt from the database",
    "embed_worker": "embed new memories in a background thread right after each write (true; for"
    " long-running servers) or when recall, `memwarden reindex` or `embed_pending()` needs them",
    "import_worker": "analyse a large import's texts (guard, slots, entities) in a second process"
    " while the first writes (true), or all in one (false); the decisions are the same",
    "embed_helper": "embed a large backlog (8,192 texts or more) of the built-in hashed embedder"
    " in a second process while the first stores the vectors (true), or all in one (false); the"
    " vectors are the same",
    "import_cache_mb": "the most SQLite page cache (MB) a large import uses while it runs, about"
    " 160 bytes per entry (its rows land all over the random keys of the decisions and repeats"
    " indexes, which outgrow SQLite's usual 2 MB); the usual cache again after; 0: the usual"
    " cache throughout",
    "embed_catchup": "how many queued memories a recall embeds itself before searching; a larger"
    " backlog is left to the worker and covered lexically meanwhile",
}


# What each annotated type accepts (a bool is never taken for a number); the paths are left to
# their users, which take a str too.
_TYPES: dict[str, tuple[type, ...]] = {
    "str": (str,),
    "str | None": (str, type(None)),
    "int": (int,),
    "float": (int, float),
    "bool": (bool,),
}
_TYPE_NAMES = {
    "str": "text",
    "str | None": "text or None",
    "int": "a whole number",
    "float": "a number",
    "bool": "true or false",
}


@dataclass(frozen=True, slots=True)
class Settings:
    db: Path | None = None
    default_scope: str = "default"
    owner_label: str = "personal"
    max_text_chars: int = 16_000
    lineage_depth: int = 100
    synchronous: str = "NORMAL"
    proposal_not_now_days: int = 30
    llm_extract_url: str | None = None
    llm_extract_api: str = "ollama"
    llm_extract_model: str = "llama3.2"
    llm_extract_timeout: float = 60.0
    embedder: str = "auto"
    index_dir: Path | None = None
    embed_worker: bool = False
    embed_catchup: int = 256
    import_worker: bool = True
    embed_helper: bool = True
    import_cache_mb: int = 128

    def __post_init__(self) -> None:
        for f in fields(self):  # each setting of its own type: "no" is not a false flag
            value = getattr(self, f.name)
            accepted = _TYPES.get(str(f.type))
            if accepted is not None and not (
                isinstance(value, accepted)
                and not (isinstance(value, bool) and bool not in accepted)
            ):
                kind = _TYPE_NAMES[str(f.type)]
                raise ConfigurationError(f"{f.name} must be {kind}, got {value!r}")
        if self.synchronous.upper() not in ("NORMAL", "FULL", "EXTRA"):
            raise ConfigurationError("synchronous must be NORMAL, FULL or EXTRA")
        if not 1 <= self.proposal_not_now_days <= 3650:
            raise ConfigurationError("proposal_not_now_days must be from 1 to 3650")
        if self.llm_extract_api not in ("ollama", "openai"):
            raise ConfigurationError("llm_extract_api must be ollama or openai")
        if not 0 < self.llm_extract_timeout <= 3600:
            raise ConfigurationError("llm_extract_timeout must be more than 0, at most 3600")
        if self.max_text_chars < 1 or self.lineage_depth < 1:
            raise ConfigurationError("max_text_chars and lineage_depth must be positive")
        if not self.default_scope.strip() or not self.owner_label.strip():
            raise ConfigurationError("default_scope and owner_label must not be empty")
        if not self.embedder.strip():
            raise ConfigurationError("embedder must not be empty (use none for lexical only)")
        if self.embed_catchup < 0:
            raise ConfigurationError("embed_catchup must be 0 or more")
        if not 0 <= self.import_cache_mb <= 65_536:
            raise ConfigurationError("import_cache_mb must be from 0 to 65536 (MB)")

    def resolved_db(self) -> Path:
        return self.db if self.db is not None else default_home() / "memwarden.db"

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None, **overrides: Any) -> Settings:
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for f in fields(cls):
            name, kind = f"MEMWARDEN_{f.name.upper()}", str(f.type)
            raw = env.get(name)
            if raw is None or raw == "":
                continue
            if kind == "Path | None":
                values[f.name] = Path(raw).expanduser()
            elif kind == "bool":
                if raw.lower() not in ("1", "0", "true", "false", "yes", "no", "on", "off"):
                    raise ConfigurationError(f"{name} must be true or false, got {raw!r}")
                values[f.name] = raw.lower() in ("1", "true", "yes", "on")
            elif kind == "float":  # the one is a timeout
                try:
                    values[f.name] = float(raw)
                except ValueError:
                    raise ConfigurationError(
                        f"{name} must be a number of seconds, got {raw!r}"
                    ) from None
            elif kind == "int":
                try:
                    values[f.name] = int(raw)
                except ValueError:
                    raise ConfigurationError(
                        f"{name} must be a whole number, got {raw!r}"
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
