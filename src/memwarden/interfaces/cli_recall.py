"""``memwarden reindex``: embed what is waiting and rebuild the derived vector index.

Run it after changing the ``embedder`` setting (every memory is embedded again with the new
model, with a progress bar) or to repair the index by hand; ``doctor --repair`` does the same.
"""

from __future__ import annotations

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
    with click.progressbar(
        length=1, label="embedding", file=click.get_text_stream("stderr")
    ) as bar:

        def progress(done: int, total: int) -> None:
            bar.length = max(total, 1)
            bar.update(done - bar.pos)

        report = memory.reindex(progress=progress)
    click.echo(
        f"{report['embedded']} memories embedded with {report['model']}; "
        f"the index holds {report['indexed']} vectors"
    )
