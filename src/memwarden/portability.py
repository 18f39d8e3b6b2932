"""Export and import formats.

* JSON: ``{"format": "memwarden-export", "version": 1, "exported_at", "memories": [memory, ..]}``
  with each memory in the shape of INTERFACES.md. ``import`` reads exactly this (or a bare list
  of such memories) and sends every entry through the write path again.
* Markdown: a readable page grouped by kind, for a person, not for import.
"""

from __future__ import annotations

import json
from collections import defaultdict
from datetime import datetime
from pathlib import Path
from typing import Any

from .clock import format_time
from .errors import InvalidInputError
from .model import MemoryRecord

__all__ = ["EXPORT_FORMAT", "read_export", "render"]

EXPORT_FORMAT = "memwarden-export"
_IMPORT_FIELDS = (
    "text", "kind", "subject", "scope", "acl", "valid_from", "valid_until", "importance",
    "pinned", "confidence", "valence", "arousal", "tags",
)  # fmt: skip
MAX_IMPORT_BYTES = 512 * 1024 * 1024


def render(records: list[MemoryRecord], fmt: str, *, exported_at: datetime) -> str:
    if fmt == "json":
        doc = {
            "format": EXPORT_FORMAT,
            "version": 1,
            "exported_at": format_time(exported_at),
            "memories": [r.to_dict() for r in records],
        }
        return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"
    if fmt == "markdown":
        return _markdown(records, exported_at)
    raise InvalidInputError(f"unknown export format {fmt!r}; choose json or markdown")


def _markdown(records: list[MemoryRecord], exported_at: datetime) -> str:
    by_kind: dict[str, list[MemoryRecord]] = defaultdict(list)
    for record in records:
        by_kind[record.kind.value].append(record)
    lines = [
        "# What memwarden knows",
        "",
        f"Exported {format_time(exported_at)}: {len(records)} memories.",
    ]
    for kind in sorted(by_kind):
        lines += ["", f"## {kind}", ""]
        for r in by_kind[kind]:
            when = ""
            if r.valid_from or r.valid_until:
                start = (format_time(r.valid_from) or "…")[:10]
                end = (format_time(r.valid_until) or "now")[:10]
                when = f" _(true {start} – {end})_"
            text = r.text.replace("\n", " ")
            lines.append(f"- {text}{when} — `{r.id}` · {r.scope} · {', '.join(r.acl)}")
    return "\n".join(lines) + "\n"


def read_export(path: Path) -> list[dict[str, Any]]:
    path = path.expanduser()
    if not path.is_file():
        raise InvalidInputError(f"{path} is not a file")
    if path.stat().st_size > MAX_IMPORT_BYTES:
        raise InvalidInputError(f"{path} is larger than {MAX_IMPORT_BYTES // 2**20} MiB")
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise InvalidInputError(f"{path} is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise InvalidInputError(f"{path} is not JSON: {exc.msg} at line {exc.lineno}") from None
    if isinstance(doc, dict):
        if doc.get("format") != EXPORT_FORMAT or not isinstance(doc.get("memories"), list):
            raise InvalidInputError(f"{path} is not a memwarden JSON export")
        items = doc["memories"]
    elif isinstance(doc, list):
        items = doc
    else:
        raise InvalidInputError(f"{path} is not a memwarden JSON export")
    # Each item is replaced by its entry as it is read, so a large file is not held twice.
    for position, item in enumerate(items, start=1):
        if not isinstance(item, dict) or "text" not in item:
            raise InvalidInputError(f"entry {position} is not a memory with a text")
        entry = {k: item[k] for k in _IMPORT_FIELDS if item.get(k) is not None}
        if "recorded_at" in item and item.get("recorded_at"):
            entry["at"] = item["recorded_at"]
        items[position - 1] = entry
    return items
