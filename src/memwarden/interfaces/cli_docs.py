"""Generate the CLI reference, docs/cli.md, from the commands' own ``--help`` texts.

::

    python -m memwarden.interfaces.cli_docs docs/cli.md           # write it
    python -m memwarden.interfaces.cli_docs --check docs/cli.md   # exit 1 if it is out of date

The help is rendered at a fixed width of 80 columns, so the page does not depend on the
terminal it was generated in. A test compares the checked-in page with :func:`render`.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

__all__ = ["main", "render"]

WIDTH = 80
REGENERATE = "python -m memwarden.interfaces.cli_docs docs/cli.md"


def render() -> str:
    """The whole reference page: the root help, then every command and subcommand."""
    from .cli import cli

    sections: list[str] = []

    def walk(command: click.Command, parent: click.Context | None, path: list[str]) -> None:
        # The command's own context settings (e.g. -h as well as --help), as when it runs.
        settings = {**command.context_settings, "terminal_width": WIDTH, "max_content_width": WIDTH}
        ctx = click.Context(command, info_name=path[-1], parent=parent, **settings)
        sections.append(f"## {' '.join(path)}\n\n```text\n{command.get_help(ctx).rstrip()}\n```\n")
        if isinstance(command, click.Group):
            for name in command.list_commands(ctx):
                sub = command.get_command(ctx, name)
                if sub is not None and not sub.hidden:
                    walk(sub, ctx, [*path, name])

    walk(cli, None, ["memwarden"])
    header = (
        "# memwarden command line reference\n\n"
        "<!-- Generated from the commands' --help texts; do not edit by hand. -->\n"
        f"<!-- Regenerate with: {REGENERATE} -->\n\n"
        "The conventions every command follows (exit status, `--json`, `-` for standard input, "
        "times, the error shape) are in INTERFACES.md.\n"
    )
    return header + "\n" + "\n".join(sections)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    paths = [a for a in args if a != "--check"]
    if len(paths) != 1:
        print("usage: python -m memwarden.interfaces.cli_docs [--check] PATH", file=sys.stderr)
        return 2
    target = Path(paths[0])
    page = render()
    if check:
        current = target.read_text(encoding="utf-8") if target.is_file() else ""
        if current != page:
            print(f"{target} is out of date; regenerate it with: {REGENERATE}", file=sys.stderr)
            return 1
        return 0
    target.write_text(page, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
