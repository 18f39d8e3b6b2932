"""``memwarden reindex``: embed what is waiting and rebuild the derived vector index.

Run it after changing the ``embedder`` setting (every memory is embedded again with the new
model, with a progress bar) or to repair the index by hand; ``doctor --repair`` does the same.
"""

from __future__ import annotations

from typing import Any

import click

from .cli import Context, cli, pass_ctx
from .render import json_option

__all__ = ["reindex"]


@cli.command()
@json_option
@pass_ctx
def reindex(ctx: Context) -> None:
    """Embed every memory without a vector of the configured model; rebuild the index."""
    memory = ctx.memory()
    if ctx.as_json:
        ctx.emit(memory.reindex())
        return
    bars: list[Any] = []

    def progress(done: int, total: int) -> None:
        if not bars:  # only when there is something to embed
            bar = click.progressbar(
                length=max(total, 1), label="embedding", file=click.get_text_stream("stderr")
            )
            bars.append(bar.__enter__())
        bars[0].update(done - bars[0].pos)

    try:
        report = memory.reindex(progress=progress)
    finally:
        if bars:
            bars[0].__exit__(None, None, None)
    click.echo(
        f"{report['embedded']} memories embedded with {report['model']}; "
        f"the index holds {report['indexed']} vectors"
    )
