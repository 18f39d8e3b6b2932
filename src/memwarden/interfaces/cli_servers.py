"""CLI commands: servers. Registered on :data:`memwarden.interfaces.cli.cli`.

``serve`` (HTTP API) and ``mcp`` (MCP over stdio). Their heavy dependencies (FastAPI, uvicorn,
the MCP SDK) are imported inside the commands, so ``memwarden --help`` loads none of them; they
come with the ``server`` extra (``pip install 'memwarden[server]'``).
"""

from __future__ import annotations

import json
from typing import Any

import click

from ..errors import ConfigurationError, UnauthenticatedError
from .cli import Context, cli, pass_ctx

__all__ = ["mcp", "serve"]


def _require_extra(*modules: str) -> None:
    import importlib.util

    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        raise ConfigurationError(
            f"this command needs the server extra ({', '.join(missing)} not installed): "
            "pip install 'memwarden[server]'"
        )


@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option(
    "--port", default=8765, show_default=True, type=click.IntRange(0, 65535),
    help="Port to listen on (0: any free port).",
)  # fmt: skip
@click.option(
    "--allow-remote", is_flag=True,
    help="Allow a non-loopback --host (refused while no agent token exists).",
)  # fmt: skip
@click.option(
    "--cors-origin", "cors_origins", multiple=True, metavar="ORIGIN",
    help="Let web pages from ORIGIN call the API (repeatable). No CORS without it.",
)  # fmt: skip
@pass_ctx
def serve(
    ctx: Context, host: str, port: int, allow_remote: bool, cors_origins: tuple[str, ...]
) -> None:
    """HTTP API (OpenAPI at /openapi.json) on 127.0.0.1; stop with Ctrl-C.

    Every request carries `Authorization: Bearer <token>`: an agent's token, or the owner
    session token printed at start (valid until the server stops).
    """
    _require_extra("fastapi", "uvicorn")
    if ctx.token is not None:
        raise ConfigurationError(
            "serve runs as the owner and lets agents in with their own tokens: "
            "run it without --token / MEMWARDEN_TOKEN"
        )
    from .http_serve import serve as serve_http

    def announce(start: dict[str, Any]) -> None:
        if ctx.as_json:
            click.echo(json.dumps(start), nl=True)
        else:
            click.echo(f"memwarden is serving {start['url']}  (database {start['db']})")
            click.echo(f"owner link (keep it private): {start['owner_link']}")
            click.echo(f"owner token, valid until this server stops: {start['owner_token']}")
            click.echo("agents send their own token: Authorization: Bearer <token>. Ctrl-C stops.")
        click.get_text_stream("stdout").flush()

    serve_http(
        ctx.memory(), host=host, port=port, allow_remote=allow_remote,
        cors_origins=cors_origins, announce=announce,
    )  # fmt: skip


@cli.command()
@pass_ctx
def mcp(ctx: Context) -> None:
    """MCP server over stdio, as the agent whose token is in MEMWARDEN_TOKEN.

    Add it to a desktop MCP client with command `memwarden`, args `["mcp"]` and the env
    MEMWARDEN_TOKEN (from `memwarden principal add NAME`). See docs/mcp.md.
    """
    _require_extra("mcp")
    if ctx.token is None:
        raise UnauthenticatedError(
            "memwarden mcp runs as an agent: set MEMWARDEN_TOKEN to a token from "
            "`memwarden principal add NAME`"
        )
    from .mcp import serve_stdio

    serve_stdio(ctx.memory(), ctx.token)
