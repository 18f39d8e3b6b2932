"""The guided tour behind ``memwarden demo``: a newcomer's first look at a memory.

On a fresh store it remembers a few things, recalls, corrects one (supersession, lineage, event
time), forgets one for good (a tombstone blocks it when said again), shows the block an agent is
given (``context``) and verifies the audit chain, printing each step with the command a person
would type, or collecting every step into one JSON document with ``--json``. It calls the same
service methods the commands do, needs no network and takes well under a second.
"""

from __future__ import annotations

import shlex
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from ..errors import ConflictError
from ..model import Decision
from ..service import Memory
from .cli import Context
from .render import block_text, safe, write_line

__all__ = ["run_tour"]


class _Tour:
    """Prints the tour step by step for a person, or collects it into one JSON document."""

    def __init__(self, ctx: Context, path: Path, keep: bool) -> None:
        self.ctx = ctx
        self.path = path
        self.keep = keep
        self.steps: list[dict[str, Any]] = []
        self.title = ""
        self.number = 0

    def section(self, title: str, why: str) -> None:
        self.number += 1
        self.title = title
        if not self.ctx.as_json:
            click.echo()
            click.secho(f"{self.number}. {title}", bold=True)
            click.echo(textwrap.fill(why, width=78, initial_indent="   ", subsequent_indent="   "))

    def show(
        self, args: list[str], result: dict[str, Any], human: str | Callable[[], None]
    ) -> None:
        prefix = ["memwarden", "--db", str(self.path)] if self.keep else ["memwarden"]
        command = shlex.join([*prefix, *args])
        self.steps.append({"title": self.title, "command": command, "result": result})
        if self.ctx.as_json:
            return
        click.secho(f"$ {command}", fg="cyan")
        if callable(human):
            human()
        else:
            click.echo(human)

    def finish(self, ok: bool) -> None:
        document = {"db": str(self.path) if self.keep else None, "steps": self.steps, "ok": ok}

        def human() -> None:
            click.echo()
            if self.keep:
                click.echo(f"The tour's memory is in {safe(str(self.path))}. Try:")
                click.echo(
                    "  " + shlex.join(["memwarden", "--db", str(self.path), "recall", "tea"])
                )
            else:
                click.echo("That ran on a temporary file, now deleted. To keep one, run")
                click.echo("  memwarden demo demo.db")
            click.echo('Your own memory: memwarden remember "..."; every command: memwarden --help')

        self.ctx.emit(document, human)


def run_tour(ctx: Context, path: Path, *, keep: bool) -> bool:
    """Run the tour on a new store at ``path``; True when its audit chain verifies."""
    tour = _Tour(ctx, path, keep)
    memory = Memory.open(path, settings=ctx.settings)
    try:
        ids = _remember(tour, memory)
        _recall(tour, memory)
        _correct(tour, memory, ids[_LISBON])
        _forget(tour, memory, ids[_PARTY])
        _context(tour, memory)
        ok = _verify(tour, memory)
    finally:
        memory.close()
    tour.finish(ok)
    return ok


_LISBON = "I live in Lisbon"
_PARTY = "I am planning a surprise party for Ana"
_FACTS = (
    (_LISBON, "fact"),
    ("My sister Ana lives in Berlin", "relationship"),
    ("I prefer green tea to coffee", "preference"),
    (_PARTY, "goal"),
)


def _remember(tour: _Tour, memory: Memory) -> dict[str, str]:
    tour.section(
        "Remember what the person said",
        "Each write is checked against tombstones and what is already known.",
    )
    ids: dict[str, str] = {}
    for text, kind in _FACTS:
        result = memory.remember(text, kind=kind)
        kind_args = [] if kind == "fact" else ["--kind", kind]
        tour.show(["remember", text, *kind_args], result.to_dict(), write_line(result))
        if result.decision is not Decision.CREATED or result.memory is None:
            raise ConflictError(
                f"the tour needs a fresh memory, but {text!r} was {result.decision}"
            )
        ids[text] = result.memory.id
    repeat = memory.remember(_LISBON)
    tour.show(["remember", _LISBON], repeat.to_dict(), write_line(repeat))
    return ids


def _recall(tour: _Tour, memory: Memory) -> None:
    from .render import print_recall

    tour.section(
        "Recall",
        "Words match by their stems, best first; only active memories you may read come back."
        ' An agent may ask as agents do: "the user" is the person, "my sister" is Ana.',
    )
    found = memory.recall("where does Ana live").to_dict()
    tour.show(["recall", "where does Ana live"], found, lambda: print_recall(found))
    # An agent asks about the person in the third person; "my sister" is read by her name.
    asked = "Where does the user's sister live?"
    agent = memory.recall(asked, explain=True).to_dict()
    tour.show(["recall", asked, "--explain"], agent, lambda: print_recall(agent))


def _correct(tour: _Tour, memory: Memory, lisbon: str) -> None:
    from .render import print_lineage, print_recall

    tour.section(
        "Correct a fact",
        "The person moved to Porto in March 2024. The Lisbon memory is kept, superseded, and "
        "stops being true then.",
    )
    corrected = memory.correct(lisbon, "I live in Porto", valid_from="2024-03-01")
    tour.show(
        ["correct", lisbon, "I live in Porto", "--valid-from", "2024-03-01"],
        corrected.to_dict(),
        write_line(corrected),
    )
    chain = [r.to_dict() for r in memory.lineage(lisbon)]
    tour.show(["lineage", lisbon], {"lineage": chain}, lambda: print_lineage(chain, lisbon))

    tour.section("What is true now, and what was true then", "Event time is its own axis.")
    now_found = memory.recall("where do I live").to_dict()
    tour.show(["recall", "where do I live"], now_found, lambda: print_recall(now_found))
    then_found = memory.recall("where do I live", as_of="2024-01-15").to_dict()
    tour.show(
        ["recall", "where do I live", "--as-of", "2024-01-15"],
        then_found,
        lambda: print_recall(then_found, when=" as of 2024-01-15"),
    )


def _forget(tour: _Tour, memory: Memory, party: str) -> None:
    tour.section(
        "Forget, for good",
        "The text is erased everywhere; --never keeps a fingerprint so it cannot come back.",
    )
    forgotten = memory.forget(party, never=True)
    tombstone = forgotten["tombstone"]["id"] if forgotten["tombstone"] else None
    tour.show(
        ["forget", party, "--never"],
        forgotten,
        f"forgot {party}; tombstone {tombstone} blocks the value",
    )
    again = memory.remember(_PARTY)
    tour.show(["remember", _PARTY], again.to_dict(), write_line(again))


def _context(tour: _Tour, memory: Memory) -> None:
    tour.section(
        "What an agent is given",
        "One block for the model's prompt: what is true now and you may read, as statements, "
        "not instructions — the correction in, the forgotten plan out.",
    )
    block = memory.context("dinner with Ana")
    tour.show(["context", "dinner with Ana"], block, block_text(block["text"]))


def _verify(tour: _Tour, memory: Memory) -> bool:
    tour.section(
        "Check the audit chain",
        "Every change above is a hash-chained event; forgetting erased payloads, not the chain.",
    )
    report = memory.audit_verify()
    tour.show(
        ["audit", "verify"],
        report.to_dict(),
        f"audit chain {'ok' if report.ok else 'BROKEN'}: {report.events} events "
        f"(payloads erased by forget: {report.erased})",
    )
    return report.ok
