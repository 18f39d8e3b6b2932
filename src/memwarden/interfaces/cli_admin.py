"""CLI commands that look after the memory: tombstones, principals, audit, export, backup and
restore, import, doctor, and ``demo``, the guided tour a newcomer runs first.

Each command calls one :class:`~memwarden.Memory` method (``demo`` calls several, on its own
file) and renders the answer: JSON with ``--json``, otherwise lines and tables for a person.
Errors are not caught here; :func:`cli._run` maps them. Two commands exit 1 with a normal
answer rather than an error: ``audit verify`` when the chain is broken and ``doctor`` when a
problem remains, so scripts can test them.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import click
from click.core import ParameterSource

from ..errors import InvalidInputError
from .cli import Context, cli, pass_ctx
from .render import json_option, read_text_argument, safe

__all__ = [
    "audit",
    "backup",
    "demo",
    "doctor",
    "export",
    "import_",
    "principal",
    "restore",
    "tombstone",
]


def _fail(message: str) -> None:
    """Exit 1 after a normal answer that reports a problem (``audit verify``, ``doctor``)."""
    click.echo(f"error: {message}", err=True)
    click.get_current_context().exit(1)


# -- tombstones -------------------------------------------------------------------------------


@cli.group()
def tombstone() -> None:
    """Values that must never come back. Only fingerprints are kept, never the text."""


@tombstone.command("add")
@click.argument("text")
@click.option("--scope", metavar="S", help="Only in this scope (default: every scope).")
@click.option("--note", metavar="TEXT", help="A short note for yourself (never the value).")
@json_option
@pass_ctx
def tombstone_add(ctx: Context, text: str, scope: str | None, note: str | None) -> None:
    """Tombstone TEXT (- reads it from standard input).

    A memory matching it is blocked when someone tries to remember it, and dropped from recall.

    JSON: {"tombstone": {"id", "scope", "created_at", "created_by", "note", "origin_memory",
    "terms", "hits"}}.
    """
    added = ctx.memory().tombstone_add(read_text_argument(text), scope=scope, note=note)
    where = f"scope {added.scope}" if added.scope else "every scope"
    ctx.emit(
        {"tombstone": added.to_dict()},
        f"tombstone {added.id} added: a matching value is blocked in {safe(where)}",
    )


@tombstone.command("list")
@json_option
@pass_ctx
def tombstone_list(ctx: Context) -> None:
    """List the tombstones, with how often each blocked something.

    JSON: {"tombstones": [tombstone, ..]}.
    """
    tombstones = ctx.memory().tombstone_list()

    def human() -> None:
        from .render import print_tombstones

        print_tombstones(tombstones)

    ctx.emit({"tombstones": [t.to_dict() for t in tombstones]}, human)


@tombstone.command("remove")
@click.argument("tombstone_id", metavar="ID")
@json_option
@pass_ctx
def tombstone_remove(ctx: Context, tombstone_id: str) -> None:
    """Remove a tombstone: its value may be remembered again.

    JSON: {"tombstone": {"id", "removed": true}}.
    """
    ctx.memory().tombstone_remove(tombstone_id)
    ctx.emit(
        {"tombstone": {"id": tombstone_id, "removed": True}},
        f"removed tombstone {safe(tombstone_id)}",
    )


# -- principals -------------------------------------------------------------------------------


@cli.group()
def principal() -> None:
    """Agents that may use this memory, and what each may do."""


@principal.command("add")
@click.argument("name")
@click.option(
    "--label",
    "labels",
    multiple=True,
    metavar="L",
    help="A label whose memories it may read; repeatable (default agent:NAME).",
)
@click.option(
    "--can",
    "capabilities",
    multiple=True,
    metavar="CAP",
    help="A capability besides read (which every agent has): remember, propose, review or"
    " admin; repeatable.",
)
@click.option(
    "--scope",
    "scopes",
    multiple=True,
    metavar="S",
    help="A scope it may use; repeatable (default: the default scope).",
)
@json_option
@pass_ctx
def principal_add(
    ctx: Context,
    name: str,
    labels: tuple[str, ...],
    capabilities: tuple[str, ...],
    scopes: tuple[str, ...],
) -> None:
    """Add an agent and print its token, once.

    A new agent may only read; grant each further capability with --can or `principal grant`.
    The agent acts with `--token` or MEMWARDEN_TOKEN.

    JSON: {"principal": {..}, "token": ".."}.
    """
    agent, token = ctx.memory().principal_add(
        name, labels=labels, capabilities=capabilities, scopes=scopes
    )
    document = {"principal": agent.to_dict(), "token": token}

    def human() -> None:
        d = document["principal"]
        click.echo(
            f"added agent {d['name']} — can: {', '.join(d['capabilities'])}; "
            f"labels: {safe(', '.join(d['labels']))}; "
            f"scopes: {safe(', '.join(d['scopes'] or ['all']))}"
        )
        click.echo(f"token: {token}")
        click.echo(
            "warning: this token is shown only now and cannot be shown again; "
            "store it where the agent reads it (e.g. MEMWARDEN_TOKEN)",
            err=True,
        )

    ctx.emit(document, human)


@principal.command("list")
@json_option
@pass_ctx
def principal_list(ctx: Context) -> None:
    """List the owner and the agents (tokens are never shown again).

    JSON: {"principals": [principal, ..]}.
    """
    principals = ctx.memory().principal_list()

    def human() -> None:
        from .render import print_principals

        print_principals(principals)

    ctx.emit({"principals": [p.to_dict() for p in principals]}, human)


@principal.command("grant")
@click.argument("name")
@click.argument("capability", metavar="CAP")
@json_option
@pass_ctx
def principal_grant(ctx: Context, name: str, capability: str) -> None:
    """Grant an agent one more capability: read, remember, propose, review or admin.

    JSON: {"principal": {..}}.
    """
    agent = ctx.memory().principal_grant(name, capability)
    can = ", ".join(sorted(c.value for c in agent.capabilities))
    ctx.emit({"principal": agent.to_dict()}, f"granted {capability} to {agent.name}; it can: {can}")


@principal.command("revoke")
@click.argument("name")
@json_option
@pass_ctx
def principal_revoke(ctx: Context, name: str) -> None:
    """Revoke an agent: its token stops working at once.

    JSON: {"principal": {..}} with revoked_at set.
    """
    agent = ctx.memory().principal_revoke(name)
    ctx.emit({"principal": agent.to_dict()}, f"revoked {agent.name}: its token no longer works")


# -- audit ------------------------------------------------------------------------------------


@cli.group(invoke_without_command=True)
@click.option("--memory", "memory_id", metavar="ID", help="Only the events of this memory.")
@click.option("--limit", type=int, metavar="N", help="The newest N events (default 100).")
@json_option
@pass_ctx
def audit(ctx: Context, memory_id: str | None, limit: int | None) -> None:
    """The audit log: every change and who made it, hash-chained.

    Needs the admin capability. Without a subcommand, lists the newest events, oldest first.

    JSON: {"events": [event, ..]}.
    """
    if click.get_current_context().invoked_subcommand is not None:
        return
    kwargs: dict[str, Any] = {"memory_id": memory_id}
    if limit is not None:
        kwargs["limit"] = limit
    document = {"events": [event.to_dict() for event in ctx.memory().audit_log(**kwargs)]}

    def human() -> None:
        from .render import print_audit

        print_audit(document["events"], "audit log" + (f" of {memory_id}" if memory_id else ""))

    ctx.emit(document, human)


@audit.command("verify")
@json_option
@pass_ctx
def audit_verify(ctx: Context) -> None:
    """Recompute the hash chain; exit 1 if it is broken.

    Forgotten memories' payloads are erased without breaking the chain. Note the head hash
    somewhere else: removing events from the end of the log cannot be told from a shorter log.

    JSON: {"ok", "events", "erased", "problems": [..], "head"}.
    """
    memory = ctx.memory()
    report = memory.audit_verify()
    newest = memory.audit_log(limit=1)
    document = {**report.to_dict(), "head": newest[-1].hash if newest else None}

    def human() -> None:
        if report.ok:
            click.echo(
                f"audit chain ok: {report.events} events (payloads erased by forget: "
                f"{report.erased}), head {document['head']}"
            )
        else:
            click.echo(f"audit chain BROKEN: {len(report.problems)} problem(s)")
            for problem in report.problems:
                click.echo(f"  - {safe(problem)}")

    ctx.emit(document, human)
    if not report.ok:
        _fail(f"the audit chain is broken: {report.problems[0]}")


# -- export, backup, restore, import ----------------------------------------------------------


@cli.command()
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["json", "markdown"]),
    default="json",
    show_default=True,
    help="json to import elsewhere; markdown to read.",
)
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Write to FILE instead of standard output.",
)
@json_option
@pass_ctx
def export(ctx: Context, fmt: str, out: Path | None) -> None:
    """Export what it knows now: active memories you may read.

    Pending, superseded and forgotten memories are left out (backup keeps everything).
    Without --out the export itself is printed; with --json and markdown it is wrapped as
    {"format": "markdown", "text": ".."}. With --out, JSON: {"out", "format", "bytes"}.
    """
    text = ctx.memory().export(fmt)
    if out is None:
        if fmt == "markdown" and ctx.as_json:
            ctx.emit({"format": "markdown", "text": text})
        else:
            click.echo(text, nl=False)
        return
    out = out.expanduser()
    if ctx.db is not None and out.resolve() == ctx.db.expanduser().resolve():
        raise InvalidInputError(f"{out} is the database itself; choose another file")
    data = text.encode("utf-8")
    try:
        out.write_bytes(data)
    except OSError as exc:
        raise InvalidInputError(f"cannot write {out}: {exc.strerror}") from None
    ctx.emit(
        {"out": str(out), "format": fmt, "bytes": len(data)},
        f"exported to {safe(str(out))} ({fmt}, {len(data):,} bytes)",
    )


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@json_option
@pass_ctx
def backup(ctx: Context, file: Path) -> None:
    """Copy everything to a new FILE, losslessly.

    Every memory in every status, lineage, the audit log, tombstones and agents are kept.
    FILE must not exist yet.

    JSON: {"backup", "memories"}.
    """
    document = ctx.memory().backup(file)
    ctx.emit(document, f"backed up {document['memories']} memories to {safe(str(file))}")


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@json_option
@pass_ctx
def restore(ctx: Context, file: Path) -> None:
    """Replace this memory with a backup FILE.

    The backup's integrity and audit chain are checked first. Everything in the current
    database is replaced; make a backup of it first if unsure.

    JSON: {"restored", "memories", "audit_events"}.
    """
    document = ctx.memory().restore(file)
    ctx.emit(
        document,
        f"restored {safe(str(file))}: {document['memories']} memories, "
        f"{document['audit_events']} audit events",
    )


@cli.command("import")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@json_option
@pass_ctx
def import_(ctx: Context, file: Path) -> None:
    """Import a JSON export through the same checks as remember.

    All of it is imported, or nothing (if one entry is invalid).

    JSON: {"imported", "decisions": {"created": n, ..}, "ids": [..]}.
    """
    document = ctx.memory().import_(file)
    counts = ", ".join(f"{name} {n}" for name, n in sorted(document["decisions"].items()))
    ctx.emit(document, f"imported {document['imported']} entries: {counts or 'nothing'}")


# -- doctor -----------------------------------------------------------------------------------


@cli.command()
@click.option("--repair", is_flag=True, help="Rebuild derived indexes that are out of sync.")
@json_option
@pass_ctx
def doctor(ctx: Context, repair: bool) -> None:
    """Check the database, its indexes and the audit chain.

    Exits 1 if a problem remains.

    Also lists the slots of one value at a time that hold two values side by side (an older
    memory moved into a slot when its key was made again), for you to correct or forget one;
    they are not problems of the database.

    JSON: {"ok", "problems": [..], "repaired": [..], "memories": {status: n}, "audit_events",
    "slots": {"parser", "stale", "contested": [{"scope", "slot", "memories": [id, ..]}]}, ..}.
    """
    document = ctx.memory().doctor(repair=repair)

    def human() -> None:
        counts = ", ".join(f"{status} {n}" for status, n in sorted(document["memories"].items()))
        click.echo(f"memories: {counts or 'none'}; audit events: {document['audit_events']}")
        for line in document["repaired"]:
            click.echo(f"repaired: {safe(line)}")
        for line in document["problems"]:
            click.echo(f"problem: {safe(line)}")
        for both in document.get("slots", {}).get("contested", []):
            click.echo(f"two values in one slot ({safe(both['slot'])}, scope "
                       f"{safe(both['scope'])}): {', '.join(both['memories'])}")  # fmt: skip
        click.echo("ok" if document["ok"] else "problems remain")

    ctx.emit(document, human)
    if not document["ok"]:
        _fail("doctor found problems" + ("" if repair else "; try `memwarden doctor --repair`"))


# -- demo -------------------------------------------------------------------------------------


@cli.command()
@click.argument("path", required=False, type=click.Path(dir_okay=False, path_type=Path))
@json_option
@pass_ctx
def demo(ctx: Context, path: Path | None) -> None:
    """A guided tour: remember, recall, correct, forget, context, audit.

    Runs on PATH (or the global --db) if given, which must not exist yet because the tour
    writes sample memories; otherwise on a temporary file that is deleted afterwards. No
    network; it takes seconds.

    JSON: {"db", "steps": [{"title", "command", "result"}], "ok"}.
    """
    from .tour import run_tour

    click_ctx = click.get_current_context()
    parent = click_ctx.parent
    given_db = (
        parent is not None and parent.get_parameter_source("db") is ParameterSource.COMMANDLINE
    )
    if path is None and given_db:
        path = ctx.db
    if path is not None:
        path = path.expanduser()
        if path.exists():
            raise InvalidInputError(
                f"{path} already exists; the demo writes sample memories, so give it a new "
                "file (or none, for a temporary one)"
            )
        ok = run_tour(ctx, path, keep=True)
    else:
        with tempfile.TemporaryDirectory(prefix="memwarden-demo-") as tmp:
            ok = run_tour(ctx, Path(tmp) / "demo.db", keep=False)
    if not ok:
        _fail("the demo's audit chain did not verify")
