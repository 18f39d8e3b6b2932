"""CLI commands about memories: remember, recall, show, history, lineage, correct, forget.

Each command parses its flags, calls one :class:`~memwarden.Memory` method and renders the
answer: with ``--json`` the shapes of INTERFACES.md, otherwise a line or a table for a person
(:mod:`memwarden.interfaces.render`). Errors are not caught here; :func:`cli._run` maps them.
Values the service validates (kinds, times, ranges, labels) are passed through as given, so bad
input gets the same ``invalid_input`` error as on HTTP and MCP; only values click must convert
(``--limit``, ``--importance``) are checked by click, as bad usage.
"""

from __future__ import annotations

from typing import Any

import click

from .cli import Context, cli, pass_ctx
from .render import block_text, json_option, read_text_argument, safe, short_time, write_line

__all__ = ["context", "correct", "forget", "history", "lineage", "recall", "remember", "show"]

_KINDS = "fact, preference, event, goal, relationship, constraint, self, episode or note"


def _given(**values: Any) -> dict[str, Any]:
    """Only the options the caller set, so the service's defaults apply to the rest."""
    return {name: value for name, value in values.items() if value is not None}


@cli.command()
@click.argument("text")
@click.option("--kind", metavar="K", help=f"What it is: {_KINDS} (default fact).")
@click.option("--subject", metavar="S", help="Who or what it is about (default user, the person).")
@click.option("--scope", metavar="S", help="Namespace it belongs to, e.g. a user or workspace.")
@click.option(
    "--acl",
    multiple=True,
    metavar="LABEL",
    help="A label allowed to read it; repeat for more (default: your own label; '*' is refused).",
)
@click.option(
    "--valid-from",
    metavar="T",
    help="When it became true in the world (ISO 8601). Without it or --valid-until, a past "
    "start the text states ('On 16 August 2025 …').",
)
@click.option("--valid-until", metavar="T", help="When it stopped being true (ISO 8601).")
@click.option("--at", metavar="T", help="When it was said (ISO 8601; default now).")
@click.option("--importance", type=int, metavar="N", help="How much it matters, 1-10 (default 5).")
@click.option("--pin", is_flag=True, help="Pin it, so it is always worth recalling.")
@click.option("--chat", "chat_id", metavar="ID", help="The chat it was said in.")
@json_option
@pass_ctx
def remember(
    ctx: Context,
    text: str,
    kind: str | None,
    subject: str | None,
    scope: str | None,
    acl: tuple[str, ...],
    valid_from: str | None,
    valid_until: str | None,
    at: str | None,
    importance: int | None,
    pin: bool,
    chat_id: str | None,
) -> None:
    """Remember TEXT (- reads it from standard input).

    The explicit write, through the guard, tombstones and what is already known: created,
    updated (a change: the memory it replaces is superseded), ignored as a repeat (its evidence
    count goes up), held for your review (a conflict, or text that looks planted), blocked (a
    tombstoned value) or refused (a secret, never stored). Every decision is a success (exit
    status 0).

    JSON: {"decision", "memory", "target", "reason"}.
    """
    options = _given(
        kind=kind, subject=subject, scope=scope, valid_from=valid_from,
        valid_until=valid_until, at=at, importance=importance, chat_id=chat_id,
    )  # fmt: skip
    result = ctx.memory().remember(
        read_text_argument(text), acl=list(acl) or None, pinned=pin, **options
    )
    ctx.emit(result.to_dict(), write_line(result))


@cli.command()
@click.argument("query")
@click.option("--limit", type=int, metavar="N", help="Most results to return, 1-1000 (default 10).")
@click.option("--as-of", metavar="T", help="What was true in the world at T (ISO 8601).")
@click.option("--known-at", metavar="T", help="What memwarden believed at T (ISO 8601).")
@click.option("--scope", "scopes", multiple=True, metavar="S", help="Only this scope; repeatable.")
@click.option("--kind", "kinds", multiple=True, metavar="K", help="Only this kind; repeatable.")
@click.option("--explain", is_flag=True, help="Say why each result ranked where it did.")
@json_option
@pass_ctx
def recall(
    ctx: Context,
    query: str,
    limit: int | None,
    as_of: str | None,
    known_at: str | None,
    scopes: tuple[str, ...],
    kinds: tuple[str, ...],
    explain: bool,
) -> None:
    """Recall what is known about QUERY, best first.

    Only active memories you may read, in your scopes, true at --as-of (default now); with
    --known-at, what was believed then. Forgotten and tombstoned values never come back.

    JSON: {"results": [{"memory", "score", "explain"?}], "query", "as_of", "known_at",
    "corrected"} — corrected: unknown query words searched as the nearest indexed term.
    """
    response = ctx.memory().recall(
        query,
        as_of=as_of,
        known_at=known_at,
        scopes=list(scopes) or None,
        kinds=list(kinds) or None,
        explain=explain,
        **_given(limit=limit),
    )
    document = response.to_dict()

    def human() -> None:
        from .render import print_recall

        print_recall(document, when=_when(document, as_of, known_at))

    ctx.emit(document, human)


@cli.command()
@click.argument("query")
@click.option(
    "--budget", type=int, metavar="CHARS", help="Most characters, 200-200000 (default 6000)."
)
@json_option
@pass_ctx
def context(ctx: Context, query: str, budget: int | None) -> None:
    """What is known, as one block to put in a model's prompt, for a conversation about QUERY.

    While everything you may read fits in --budget characters, all of it in a stable order;
    past that, the memories most relevant to QUERY, then the newest, and a line counting the
    rest (recall reaches them). Conversation turns are left to recall; a memory learned after
    reading an untrusted source is marked with where it came from; what the person declined is
    listed as advice.

    JSON: {"text", "memories": [id, ..], "more"}.
    """
    document = ctx.memory().context(query, **_given(budget_chars=budget))
    ctx.emit(document, block_text(document["text"]))


def _when(document: dict[str, Any], as_of: str | None, known_at: str | None) -> str:
    """The time a recall was asked about, as the answer states it; empty for "now"."""
    parts = []
    if as_of is not None:
        parts.append(f" as of {short_time(document['as_of'])}")
    if known_at is not None:
        parts.append(f" as believed at {short_time(document['known_at'])}")
    return "".join(parts)


@cli.command()
@click.argument("memory_id", metavar="ID")
@json_option
@pass_ctx
def show(ctx: Context, memory_id: str) -> None:
    """Show one memory.

    A memory that does not exist and one you may not see give the same "not found".

    JSON: {"memory": {..}}.
    """
    document = {"memory": ctx.memory().get(memory_id).to_dict()}

    def human() -> None:
        from .render import print_memory

        print_memory(document["memory"])

    ctx.emit(document, human)


@cli.command()
@click.argument("memory_id", metavar="ID")
@json_option
@pass_ctx
def history(ctx: Context, memory_id: str) -> None:
    """The audit events of one memory, oldest first.

    JSON: {"events": [{"seq", "id", "at", "principal", "action", "memory_id", "payload",
    "erased", "payload_hash", "hash"}]}.
    """
    document = {"events": [event.to_dict() for event in ctx.memory().history(memory_id)]}

    def human() -> None:
        from .render import print_audit

        print_audit(document["events"], f"history of {memory_id}")

    ctx.emit(document, human)


@cli.command()
@click.argument("memory_id", metavar="ID")
@json_option
@pass_ctx
def lineage(ctx: Context, memory_id: str) -> None:
    """The supersession chain through a memory, oldest first.

    Each correction supersedes the memory before it and keeps it, retired; this walks both
    ways from ID.

    JSON: {"lineage": [memory, ..]}.
    """
    document = {"lineage": [record.to_dict() for record in ctx.memory().lineage(memory_id)]}

    def human() -> None:
        from .render import print_lineage

        print_lineage(document["lineage"], memory_id)

    ctx.emit(document, human)


@cli.command()
@click.argument("memory_id", metavar="ID")
@click.argument("text")
@click.option("--valid-from", metavar="T", help="When the new text became true (ISO 8601).")
@json_option
@pass_ctx
def correct(ctx: Context, memory_id: str, text: str, valid_from: str | None) -> None:
    """Correct a memory: supersede ID with TEXT.

    TEXT of - is read from standard input. The old memory is kept, retired and linked to the
    new one (see lineage); with --valid-from it also stops being true in the world then.

    JSON: {"decision", "memory", "target", "reason"}; target is the superseded memory.
    """
    result = ctx.memory().correct(memory_id, read_text_argument(text), valid_from=valid_from)
    ctx.emit(result.to_dict(), write_line(result))


@cli.command()
@click.argument("memory_id", metavar="ID")
@click.option("--never", is_flag=True, help="Also tombstone its value, so it can never come back.")
@json_option
@pass_ctx
def forget(ctx: Context, memory_id: str, never: bool) -> None:
    """Forget a memory: erase its text everywhere.

    Its id and its status (retracted) stay, so lineage and audit still make sense. With
    --never the value is tombstoned too: saying it again is blocked, and recall drops
    anything matching it.

    JSON: {"memory": {..}, "tombstone": {..}|null, "erased_on_disk": bool} — erased_on_disk
    is false while another connection still reads from before the erasure (the database's
    log keeps the old text until that read ends; the next write or close clears it).
    """
    document = ctx.memory().forget(memory_id, never=never)

    def human() -> None:
        if document["erased_on_disk"]:
            click.echo(f"forgot {safe(memory_id)}: its text is erased everywhere")
        else:
            click.echo(
                f"forgot {safe(memory_id)}: its text is erased from the memory, but another "
                "connection is still reading from before, so the database's log keeps the old "
                "text until that read ends; the next write or close clears it"
            )
        if document["tombstone"] is not None:
            click.echo(
                f"never again: tombstone {document['tombstone']['id']} blocks the value "
                "from coming back"
            )

    ctx.emit(document, human)
