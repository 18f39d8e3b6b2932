"""CLI commands for review at the door: observe a conversation, and the pending queue with its
exits (review, confirm, reject, edit).

Each command parses its flags, calls one :class:`~memwarden.Memory` method and renders the
answer; errors are mapped in :func:`memwarden.interfaces.cli._run`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from ..errors import InvalidInputError
from .cli import Context, cli, pass_ctx
from .cli_bench import bench
from .render import json_option, read_text_argument, safe, write_line

__all__ = ["bench_review_suite", "confirm", "edit", "observe", "reject", "review"]


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    messages = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidInputError(f"cannot read {path}: {exc}") from None
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            messages.append(json.loads(line))
        except ValueError:
            raise InvalidInputError(f"{path} line {number} is not JSON") from None
    return messages


def _print_observe(document: dict[str, Any]) -> None:
    tainted = " (tainted: read " + ", ".join(document["read_sources"]) + ")"
    click.echo(f"chat {safe(document['chat_id'])}{tainted if document['tainted'] else ''}")
    for turn in document["turns"]:
        who = turn["role"] + (f" {safe(turn['name'])}" if turn.get("name") else "")
        if turn["role"] == "tool":
            click.echo(f"  turn {turn['turn']} ({who}): not stored; read {safe(turn['read'])}")
            continue
        logged = f"logged {turn['episode']}" if turn["episode"] else "nothing logged"
        click.echo(f"  turn {turn['turn']} ({who}): {logged}")
        for decision in turn["decisions"]:
            memory = decision["memory"]
            text = f" — {safe(memory['text'])}" if memory else ""
            click.echo(f"    {decision['decision']}{text} ({safe(decision['reason'])})")
        for retraction in turn["retractions"]:
            click.echo(
                f"    forgot {len(retraction['forgotten'])} memories and tombstoned "
                f"{retraction['about']}"
            )


@cli.command()
@click.argument("text", required=False)
@click.option("--chat", "chat_id", metavar="ID", help="The chat (default: a new one).")
@click.option(
    "--role",
    type=click.Choice(["user", "assistant", "tool"]),
    default="user",
    show_default=True,
    help="Who said it; a tool turn is never stored, it marks the chat as having read --source.",
)
@click.option("--source", metavar="NAME", help="What a tool turn read (a site, a tool).")
@click.option("--name", metavar="NAME", help="Who spoke, in a chat with several people.")
@click.option("--at", metavar="T", help="When it was said (ISO 8601; default now).")
@click.option("--absent", is_flag=True, help="No person is in this chat to see what is kept.")
@click.option(
    "--file",
    "file",
    type=click.Path(dir_okay=False, exists=True, path_type=Path),
    help='Observe the messages of a JSONL file: {"role", "content", "at"?, "source"?, "name"?}.',
)
@json_option
@pass_ctx
def observe(
    ctx: Context,
    text: str | None,
    chat_id: str | None,
    role: str,
    source: str | None,
    name: str | None,
    at: str | None,
    absent: bool,
    file: Path | None,
) -> None:
    """Log a turn of a conversation and learn from it (TEXT of - reads standard input).

    A person's or the assistant's turn is kept verbatim (secrets redacted) as an episode; what
    the person says about themselves goes through the guard, tombstones and review. A tool
    turn is never stored as said: it marks the chat as having read --source, and what is
    learned afterwards is held when --absent, or kept with an untrusted note; what it orders an
    assistant to remember waits in review as planted-looking ("planted"), and an agent's note
    of the same is held too. "Forget that", "don't remember ...", "never mention ... again"
    retract and tombstone; a turn saying what was tombstoned is not logged ("blocked": why).

    JSON: {"chat_id", "tainted", "present", "read_sources", "turns": [{"turn", "role", "name",
    "episode", "decisions": [write result], "retractions": [..], "read"?, "planted"?,
    "blocked"?, "llm"?}]} — llm only with the llm_extract_url setting.
    """
    if (text is None) == (file is None):
        raise click.UsageError("give either TEXT or --file")
    if file is not None:
        messages = _read_jsonl(file)
    else:
        message: dict[str, Any] = {"role": role, "content": read_text_argument(text or "")}
        for key, value in (("source", source), ("name", name), ("at", at)):
            if value is not None:
                message[key] = value
        messages = [message]
    document = ctx.memory().observe(messages, chat_id=chat_id, present=not absent)
    ctx.emit(document, lambda: _print_observe(document))


def _print_review(document: dict[str, Any]) -> None:
    if not document["pending"]:
        click.echo("nothing is waiting for review")
        return
    for entry in document["pending"]:
        memory = entry["memory"]
        click.echo(f"{memory['id']}  [{entry['hold_reason']}]  {safe(memory['text'])}")
        click.echo(f"    why: {safe(entry['reason'])}")
        if entry["conflicts_with"]:
            other = entry["conflicts_with"]
            click.echo(f"    conflicts with {other['id']}: {safe(other['text'])}")
        where = entry["from"]
        if where.get("chat_id") or where.get("read_sources"):
            sources = ", ".join(where.get("read_sources") or []) or "nothing untrusted"
            click.echo(f"    from chat {safe(where.get('chat_id'))}; read before: {safe(sources)}")


@cli.command()
@json_option
@pass_ctx
def review(ctx: Context) -> None:
    """The pending memories waiting for a person: why each waits, and what it conflicts with.

    Every pending memory has an exit: confirm, edit, reject, reject --never.

    JSON: {"pending": [{"memory", "hold_reason", "reason", "conflicts_with", "from"}]}.
    """
    document = ctx.memory().review()
    ctx.emit(document, lambda: _print_review(document))


@cli.command()
@click.argument("memory_id", metavar="ID")
@json_option
@pass_ctx
def confirm(ctx: Context, memory_id: str) -> None:
    """Keep a pending memory; for a conflict, it replaces the memory it conflicts with.

    Needs the review capability; an agent cannot confirm what it proposed itself.

    JSON: {"decision", "memory", "target", "reason"}; target is the superseded memory.
    """
    result = ctx.memory().confirm(memory_id)
    ctx.emit(result.to_dict(), write_line(result))


@cli.command()
@click.argument("memory_id", metavar="ID")
@click.option("--never", is_flag=True, help="Also tombstone its value, so it never comes back.")
@json_option
@pass_ctx
def reject(ctx: Context, memory_id: str, never: bool) -> None:
    """Turn a pending memory down (it stays, rejected, out of every read).

    JSON: {"memory": {..}, "tombstone": {..}|null}.
    """
    document = ctx.memory().reject(memory_id, never=never)
    never_line = (
        f"; tombstone {document['tombstone']['id']} keeps it from coming back"
        if document["tombstone"]
        else ""
    )
    ctx.emit(document, f"rejected {safe(memory_id)}{never_line}")


@cli.command()
@click.argument("memory_id", metavar="ID")
@click.argument("text")
@json_option
@pass_ctx
def edit(ctx: Context, memory_id: str, text: str) -> None:
    """Edit a pending memory's text and keep it (TEXT of - reads standard input).

    JSON: {"decision", "memory", "target", "reason"}.
    """
    result = ctx.memory().edit(memory_id, read_text_argument(text))
    ctx.emit(result.to_dict(), write_line(result))


@bench.command("review-suite")
@click.option(
    "--data",
    type=click.Path(dir_okay=False, exists=True, path_type=Path),
    default=Path("tests/data/review_suite.jsonl"),
    show_default=True,
    help="The labelled snippets (JSON lines).",
)
@json_option
@click.pass_context
def bench_review_suite(ctx: click.Context, data: Path) -> None:
    """Run the labelled conversation snippets through review at the door; report accuracy.

    Each snippet gets a fresh store; what was said before it is observed first.
    """
    from ..bench.review_suite import run

    report = run(data)
    if ctx.find_object(Context).as_json:  # type: ignore[union-attr]
        click.echo(json.dumps(report, ensure_ascii=False, indent=2))
        return
    click.echo(f"review at the door: {report['correct']}/{report['cases']} correct "
               f"({report['accuracy']:.1%})")  # fmt: skip
    for label, counts in report["per_label"].items():
        click.echo(f"  {label:<9} {counts['correct']}/{counts['n']}")
    for mistake in report["mistakes"]:
        click.echo(
            f"  miss #{mistake['id']}: expected {mistake['expected']}, got {mistake['got']} — "
            f"{safe(mistake['text'])}"
        )
