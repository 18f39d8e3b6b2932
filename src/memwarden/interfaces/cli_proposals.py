"""CLI commands about proposals: ``propose``, ``decide``, ``advice`` (DESIGN §7).

An agent (``--token``) proposes; the person (or a principal with the review capability other
than the proposer) decides; ``advice`` lists what the person declined, for the agent to read
before suggesting anything. Each command calls one :class:`~memwarden.Memory` method; errors are
mapped by :func:`cli._run`.
"""

from __future__ import annotations

import click

from .cli import Context, cli, pass_ctx
from .render import json_option, read_text_argument, safe

__all__ = ["advice", "decide", "propose"]


@cli.command()
@click.argument("kind")
@click.argument("value")
@json_option
@pass_ctx
def propose(ctx: Context, kind: str, value: str) -> None:
    """Suggest VALUE (of KIND, e.g. reminder or memory) for the person to decide on.

    VALUE of - reads it from standard input. A value proposed before, in these or other
    words, answers that earlier proposal instead of a new one — declined stays declined.

    A value matching a tombstone is not proposed at all ("blocked": true, "proposal": null).

    JSON: {"proposal": {"id", "kind", "value", "status", ..}|null, "existing", "matched",
    "similarity", "blocked", "reason"}.
    """
    document = ctx.memory().propose(kind, read_text_argument(value))
    p = document["proposal"]
    if p is None:
        line = f"blocked: {safe(document['reason'])}"
    elif document["existing"]:
        line = f"already proposed as {p['id']} ({p['status']}): {safe(p['value'])}"
    else:
        line = f"proposal {p['id']} is waiting for the person's answer"
    ctx.emit(document, line)


@cli.command()
@click.argument("proposal_id", metavar="ID")
@click.argument("answer", type=click.Choice(["accepted", "declined", "not-now"]))
@json_option
@pass_ctx
def decide(ctx: Context, proposal_id: str, answer: str) -> None:
    """Answer proposal ID: accepted, declined (for good) or not-now (it lapses after a while).

    Only a principal with the review capability other than the proposing agent may answer.

    JSON: {"proposal": {"id", "kind", "value", "status", "decided_by", "decided_at",
    "expires_at", ..}}.
    """
    decided = ctx.memory().decide(proposal_id, answer)
    until = f" until {decided.to_dict()['expires_at'][:10]}" if decided.expires_at else ""
    ctx.emit({"proposal": decided.to_dict()}, f"proposal {decided.id}: {decided.status}{until}")


@cli.command()
@json_option
@pass_ctx
def advice(ctx: Context) -> None:
    """What the person declined, as advice for the agent (never suggest these again).

    JSON: {"advice": [{"id", "kind", "value", "declined_at", "declined_by"}, ..], "text"}.
    """
    document = ctx.memory().advice()
    lines = [safe(line) for line in document["text"].splitlines()]
    ctx.emit(document, "\n".join(lines) if lines else "nothing declined yet")
