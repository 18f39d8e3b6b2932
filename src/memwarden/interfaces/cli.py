"""The ``memwarden`` command line: a thin shell over :class:`memwarden.Memory`.

Conventions (INTERFACES.md): ``--json`` prints exactly one JSON document on stdout; without it,
readable output for a person. Exit status 0 on success (a write decided as ignored, held or
blocked is a success), 1 for an error (message on stderr; the error JSON on stdout with
``--json``), 2 for bad usage. Without ``--token`` the CLI acts as the owner.

Errors are mapped to output in exactly one place, :func:`_run`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import click

from ..errors import MemwardenError
from ..service import Memory
from ..settings import Settings

__all__ = ["Context", "cli", "main", "pass_ctx"]


@dataclass
class Context:
    db: Path | None
    token: str | None
    as_json: bool
    settings: Settings
    _memory: Memory | None = field(default=None, repr=False)

    def memory(self) -> Memory:
        """The memory, opened on first use as the owner or as ``--token``'s agent."""
        if self._memory is None:
            self._memory = Memory.open(self.db, token=self.token, settings=self.settings)
        return self._memory

    def close(self) -> None:
        if self._memory is not None:
            self._memory.close()
            self._memory = None

    def emit(self, document: dict[str, Any], human: Callable[[], None] | str | None = None) -> None:
        """Print ``document`` as JSON with ``--json``; otherwise the readable rendering."""
        if self.as_json:
            click.echo(json.dumps(document, ensure_ascii=False, indent=2))
        elif callable(human):
            human()
        elif human is not None:
            click.echo(human)
        else:
            click.echo(json.dumps(document, ensure_ascii=False, indent=2))


pass_ctx = click.make_pass_decorator(Context)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--db",
    type=click.Path(dir_okay=False, path_type=Path),
    envvar="MEMWARDEN_DB",
    help="Database file (env MEMWARDEN_DB; default memwarden.db under MEMWARDEN_HOME"
    " or the user data dir).",
)
@click.option(
    "--token",
    envvar="MEMWARDEN_TOKEN",
    help="Act as the agent holding this token (env MEMWARDEN_TOKEN).",
)
@click.option("--json", "as_json", is_flag=True, help="Print exactly one JSON document.")
@click.version_option(package_name="memwarden")
@click.pass_context
def cli(ctx: click.Context, db: Path | None, token: str | None, as_json: bool) -> None:
    """memwarden — long-term memory for AI agents that you stay in charge of."""
    settings = Settings.from_env(db=db)
    obj = Context(
        db=settings.resolved_db(), token=token or None, as_json=as_json, settings=settings
    )
    ctx.obj = obj
    ctx.call_on_close(obj.close)


def _run(args: list[str] | None = None) -> int:
    """Run the CLI and map every error to one output shape and exit status."""
    as_json = "--json" in (args if args is not None else sys.argv[1:])
    try:
        # Outside standalone mode a command's ``ctx.exit(n)`` comes back as main's return value
        # (``audit verify`` exits 1 on a broken chain); commands themselves return None.
        status = cli.main(args=args, prog_name="memwarden", standalone_mode=False)
    except MemwardenError as exc:
        if as_json:
            click.echo(json.dumps(exc.to_dict(), ensure_ascii=False))
        click.echo(f"error: {exc.message}", err=True)
        return 1
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        return 1
    except click.ClickException as exc:
        exc.show()
        return 2 if isinstance(exc, click.UsageError) else 1
    except click.exceptions.Exit as exc:
        return exc.exit_code
    return status if isinstance(status, int) and not isinstance(status, bool) else 0


def main() -> None:
    sys.exit(_run())


# Commands live in modules by area; importing them registers them on ``cli``.
from . import cli_admin, cli_bench, cli_memory, cli_proposals, cli_recall, cli_review, cli_servers  # noqa: E402, F401
