"""How the CLI shows its answers: the ``--json`` switch, safe text, and tables for a person.

Commands build one JSON document (the shapes of INTERFACES.md) and hand it to
:meth:`Context.emit <memwarden.interfaces.cli.Context.emit>` together with a function from this
module that renders the same answer for a person. Everything shown to a person goes through
:func:`safe` first: a memory's text is whatever someone typed (or an agent wrote), and must not
be able to move the cursor, recolour the terminal or reorder the line (ANSI escapes, other
control characters, bidirectional overrides). ``rich`` is imported only when a table is drawn,
so ``memwarden --help`` does not load it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import click

from ..errors import InvalidInputError
from ..model import Principal, Tombstone, WriteResult

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

__all__ = [
    "json_option",
    "print_audit",
    "print_lineage",
    "print_memory",
    "print_principals",
    "print_recall",
    "print_tombstones",
    "read_text_argument",
    "safe",
    "short_time",
    "write_line",
]

F = TypeVar("F", bound=Callable[..., Any])

# C0/C1 controls and DEL, plus the bidirectional embeddings, overrides and isolates.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def safe(text: str | None) -> str:
    """``text`` on one line with every control or bidi character shown as an escape."""
    if text is None:
        return ""
    return _UNSAFE.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def block_text(text: str) -> str:
    """A multi-line block (``context``'s) for a terminal: each line through :func:`safe`, so a
    stored text's control characters are shown, never acted on."""
    return "\n".join(safe(line) for line in text.split("\n"))


def short_time(value: str | None) -> str:
    """``2024-03-01T14:05:00.000000Z`` → ``2024-03-01 14:05:00`` (empty for None)."""
    if not value:
        return ""
    return value[:19].replace("T", " ")


def _day(value: str | None) -> str:
    return short_time(value)[:10]


# -- options shared by commands ------------------------------------------------------------


def _set_json(ctx: click.Context, _param: click.Parameter, value: bool) -> bool:
    if value:
        from .cli import Context

        ctx.find_object(Context).as_json = True  # type: ignore[union-attr]
    return value


def json_option(command: F) -> F:
    """``--json`` after the subcommand too (``memwarden recall --json q``), same as the global."""
    return click.option(
        "--json",
        is_flag=True,
        expose_value=False,
        callback=_set_json,
        help="Print exactly one JSON document (same as the global --json).",
    )(command)


def read_text_argument(text: str) -> str:
    """A ``TEXT`` argument of ``-`` is read from standard input (INTERFACES.md)."""
    if text != "-":
        return text
    try:
        with click.open_file("-", encoding="utf-8") as stream:
            return stream.read()
    except UnicodeDecodeError:
        raise InvalidInputError("standard input is not UTF-8 text") from None


# -- rendering --------------------------------------------------------------------------------


def _event_time(memory: dict[str, Any], show: Callable[[str | None], str]) -> str:
    """``from → until`` of event time, or empty when neither end is known."""
    if not (memory["valid_from"] or memory["valid_until"]):
        return ""
    return f"{show(memory['valid_from']) or '…'} → {show(memory['valid_until']) or 'now'}"


def _console() -> Console:
    from rich.console import Console

    # Colour and width follow the terminal; nothing is highlighted or read as markup, because
    # every cell is a rich Text built from safe() strings.
    return Console(highlight=False, soft_wrap=False)


def _table(title: str, columns: Sequence[tuple[str, dict[str, Any]]]) -> Table:
    from rich import box
    from rich.table import Table
    from rich.text import Text

    table = Table(
        title=Text(safe(title)),  # a Text, so a query like "[/b]" is not read as markup
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        show_edge=False,
        collapse_padding=True,
    )
    for name, options in columns:
        table.add_column(name, **options)
    return table


def _row(table: Table, cells: Iterable[object]) -> None:
    """Add a row; each cell is made safe, and a tuple cell becomes one line per item."""
    from rich.text import Text

    def cell(value: object) -> Text:
        if isinstance(value, tuple):
            return Text("\n".join(safe("" if v is None else str(v)) for v in value))
        return Text(safe("" if value is None else str(value)))

    table.add_row(*(cell(c) for c in cells))


def write_line(result: WriteResult) -> str:
    """One line a person reads after a write: what was decided, which memory, why."""
    decision = result.decision.value
    memory = result.memory
    if decision == "created" and memory is not None:
        return f"created {memory.id} — {safe(memory.text)}"
    if decision == "updated" and memory is not None:
        line = f"updated: {memory.id} supersedes {result.target} — {safe(memory.text)}"
        # Another memory the statement changed, ended (write/review.py), and what the old
        # memories said besides the change, kept (write/rest.py): say which and where.
        also = [
            c for c in result.reason.split("; ")
            if c.startswith("what else ") or " ended when this began" in c
        ]  # fmt: skip
        return line + "".join(f"; {safe(c)}" for c in also)
    if decision == "held" and memory is not None:
        return (
            f"held for review {memory.id} — {safe(memory.text)}"
            f" ({safe(memory.hold_reason or result.reason)})"
        )
    return f"{decision} — {safe(result.reason)}"


def print_memory(memory: dict[str, Any]) -> None:
    """One memory as label/value lines."""
    from rich.table import Table

    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column()
    valid = _event_time(memory, short_time)
    provenance = memory.get("provenance") or {}
    fields = [
        ("id", memory["id"]),
        ("text", memory["text"] or "(forgotten: the text is erased)"),
        ("kind", memory["kind"]),
        ("status", memory["status"] + (f" ({hold})" if (hold := memory["hold_reason"]) else "")),
        ("subject", memory["subject"]),
        ("scope", memory["scope"]),
        ("access", ", ".join(memory["acl"])),
        ("source", memory["source"]),
        ("importance", f"{memory['importance']}" + ("  pinned" if memory["pinned"] else "")),
        ("confidence", f"{memory['confidence']:g}"),
        ("true in the world", valid or "unknown / open"),
        ("recorded", short_time(memory["recorded_at"])),
        ("retired", short_time(memory["retired_at"])),
        ("supersedes", memory["supersedes"]),
        ("superseded by", memory["superseded_by"]),
        ("chat", provenance.get("chat_id")),
        ("said at", short_time(provenance.get("said_at"))),
    ]
    for label, value in fields:
        if value:
            _row(table, (label, value))
    _console().print(table)


def print_recall(response: dict[str, Any], *, when: str = "") -> None:
    """Recall results as a table; ``when`` says which time was asked about, if any."""
    results = response["results"]
    if not results:
        click.echo(f"nothing found for {safe(response['query'])!r}")
        return
    explain = any("explain" in hit for hit in results)
    columns: list[tuple[str, dict[str, Any]]] = [
        ("#", {"justify": "right"}),
        ("score", {"justify": "right"}),
        ("id", {"no_wrap": True}),
        ("kind", {}),
        ("text", {"overflow": "fold"}),
    ]
    if explain:
        columns.append(("why", {"overflow": "fold"}))
    table = _table(f"recall {safe(response['query'])!r}{when}", columns)
    for rank, hit in enumerate(results, start=1):
        memory = hit["memory"]
        cells: list[object] = [rank, f"{hit['score']:.4g}", memory["id"], memory["kind"]]
        cells.append(memory["text"])
        if explain:
            cells.append(_why(hit.get("explain") or {}))
        _row(table, cells)
    _console().print(table)
    read_as = next((h["explain"].get("read_as") for h in results if h.get("explain")), None)
    if read_as and read_as != response["query"]:  # "the user" as "I", shorthand, relations
        click.echo(f"searched as {safe(read_as)!r}")
    corrected = response.get("corrected") or {}  # typos: read/typos.py
    if corrected:
        pairs = ", ".join(f"{safe(a)!r} → {safe(b)!r}" for a, b in corrected.items())
        click.echo(f"unknown words searched as the nearest indexed ones: {pairs}")


def _why(explain: dict[str, Any]) -> str:
    """The stems that matched, then each signal's share of the score."""
    lexical = explain.get("lexical", {})
    matched = lexical.get("matched_stems", [])
    parts = ["matched: " + ", ".join(matched)] if matched else []
    meant = lexical.get("relations") or {}  # "my sister" searched as her name too
    if meant:
        said = (f"my {rel} = {' or '.join(names)}" for rel, names in meant.items())
        parts.append(safe(", ".join(said)))
    widened = lexical.get("widened") or {}  # "my family" searched as "husband", "kid" too
    if widened:
        said = (f"my {rel}: {', '.join(words)}" for rel, words in widened.items())
        parts.append(safe("; ".join(said)))
    graph = explain.get("graph") or {}  # the entity graph: names, and neighbours it came through
    named = [*graph.get("entities", []), *(f"via {n}" for n in graph.get("neighbours", []))]
    if named:
        parts.append("entities: " + ", ".join(named))
    signals = explain.get("signals") or {}
    parts += [f"{name} {value:.2f}" for name, value in signals.items() if value]
    bonuses = explain.get("bonuses") or {}
    time_bonus = bonuses.get("time")  # time in the question
    if time_bonus:
        parts.append(f"time +{time_bonus:.2f}")
    before = bonuses.get("before")  # a question about before: this one's truth has ended
    if before:
        parts.append(f"ended +{before:.2f}")
    return "; ".join(parts)


def print_lineage(chain: list[dict[str, Any]], asked: str) -> None:
    """The supersession chain, oldest first; the memory asked about is marked with →."""
    table = _table(
        "lineage, oldest first (→ the memory asked about)",
        [
            ("", {}),
            ("memory", {"overflow": "fold", "min_width": 26}),
            ("status", {"min_width": 10}),
            ("when", {"min_width": 30}),
        ],
    )
    for memory in chain:
        believed = f"{_day(memory['recorded_at'])} → {_day(memory['retired_at']) or 'now'}"
        _row(
            table,
            [
                "→" if memory["id"] == asked else "",
                (memory["id"], memory["text"] or "(forgotten)"),
                memory["status"],
                (f"true: {_event_time(memory, _day) or 'unknown'}", f"believed: {believed}"),
            ],
        )
    _console().print(table)


def print_audit(events: list[dict[str, Any]], title: str) -> None:
    if not events:
        click.echo("no events")
        return
    table = _table(
        title,
        [
            ("seq", {"justify": "right"}),
            ("at", {"min_width": 16}),
            ("principal", {"overflow": "fold"}),
            ("action", {"min_width": 16}),
            ("memory", {"overflow": "fold", "min_width": 26}),
        ],
    )
    for event in events:
        action = event["action"] + (" (payload erased)" if event["erased"] else "")
        _row(
            table,
            [event["seq"], short_time(event["at"])[:16], event["principal"], action,
             event["memory_id"] or ""],
        )  # fmt: skip
    _console().print(table)


def print_principals(principals: list[Principal]) -> None:
    table = _table(
        "principals",
        [
            ("name", {}),
            ("role", {}),
            ("capabilities", {}),
            ("labels", {}),
            ("scopes", {}),
            ("created", {}),
            ("revoked", {}),
        ],
    )
    for p in principals:
        d = p.to_dict()
        _row(
            table,
            [
                d["name"],
                "owner" if d["owner"] else "agent",
                ", ".join(d["capabilities"]) if not d["owner"] else "all",
                ", ".join(d["labels"]) if not d["owner"] else "all",
                ", ".join(d["scopes"]) if d["scopes"] is not None else "all",
                _day(d["created_at"]),
                _day(d["revoked_at"]),
            ],
        )
    _console().print(table)


def print_tombstones(tombstones: list[Tombstone]) -> None:
    if not tombstones:
        click.echo("no tombstones")
        return
    table = _table(
        "tombstones (only fingerprints are kept, never the text)",
        [
            ("id", {"min_width": 26}),
            ("scope, created", {"min_width": 10}),
            ("hits", {"justify": "right"}),
            ("from memory, note", {"overflow": "fold"}),
        ],
    )
    for t in tombstones:
        d = t.to_dict()
        created = (f"scope: {d['scope'] or 'all'}", _day(d["created_at"]), f"by {d['created_by']}")
        about = tuple(x for x in (d["origin_memory"], d["note"]) if x)
        _row(table, [d["id"], created, d["hits"], about])
    _console().print(table)
