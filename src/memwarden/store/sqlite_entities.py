"""SQLite backend: entities, their aliases and which memory mentions which (0006_entities.sql).

Links are written with the memory, in the same transaction, as three batched statements per
flush (entities upserted, aliases and links inserted by the entity's (scope, key)). Reads that
the graph signal ranks by go through the recall gate in the same statement; co-mention strength
is counted by the caller from :meth:`_EntityReads.entity_links` over memories its gate admitted.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from ..entities.extract import KINDS, aliases, entity_key
from .base import EntityMatch, Gate
from .sqlite_query import _gate_sql
from .sqlite_rows import _j

__all__ = ["_EntityReads", "_write_links"]

# (memory id, scope, [(name, kind), ...])
Links = list[tuple[str, str, Sequence[tuple[str, str]]]]


def _write_links(conn: sqlite3.Connection, links: Links) -> None:
    entities: list[tuple[str, str, str, str]] = []
    alias_rows: list[tuple[str, str, str, str, str]] = []
    mentions: list[tuple[str, str, str]] = []
    for memory_id, scope, pairs in links:
        for name, kind in pairs:
            key = entity_key(name)
            if not key:
                continue
            kind = kind if kind in KINDS else "thing"
            entities.append((scope, key, name[:200], kind))
            alias_rows.extend((alias, scope, how, scope, key) for alias, how in aliases(name, kind))
            mentions.append((memory_id, scope, key))
    if not entities:
        return
    conn.executemany(
        "INSERT INTO entities (scope, key, name, kind) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (scope, key) DO UPDATE SET kind = excluded.kind"
        " WHERE entities.kind = 'thing' AND excluded.kind <> 'thing'",
        entities,
    )
    conn.executemany(
        "INSERT OR IGNORE INTO entity_aliases (alias, scope, entity_id, how)"
        " SELECT ?, ?, id, ? FROM entities WHERE scope = ? AND key = ?",
        alias_rows,
    )
    conn.executemany(
        "INSERT OR IGNORE INTO memory_entities (entity_id, memory_id)"
        " SELECT id, ? FROM entities WHERE scope = ? AND key = ?",
        mentions,
    )


class _EntityReads:
    """The store's entity reads (the graph signal and the backfill flag)."""

    def _conn(self) -> sqlite3.Connection:  # pragma: no cover - provided by the store
        raise NotImplementedError

    def entity_matches(
        self, aliases: Sequence[str], scopes: tuple[str, ...] | None
    ) -> list[EntityMatch]:
        if not aliases or scopes == ():
            return []
        rows = self._conn().execute(
            "SELECT a.entity_id, a.scope, e.name, a.alias, a.how FROM json_each(:aliases) q"
            " CROSS JOIN entity_aliases a JOIN entities e ON e.id = a.entity_id"
            " WHERE a.alias = q.value AND (:all_scopes = 1 OR a.scope IN"
            " (SELECT value FROM json_each(:scopes))) ORDER BY a.alias, a.scope, a.entity_id",
            {
                "aliases": _j(sorted(set(aliases))),
                "all_scopes": 1 if scopes is None else 0,
                "scopes": _j(scopes),
            },
        )
        return [EntityMatch(r[0], r[1], r[2], r[3], r[4]) for r in rows]

    def entity_mentions(
        self, gate: Gate, entity_ids: Sequence[int], limit: int
    ) -> dict[int, list[str]]:
        if not entity_ids:
            return {}
        sql, params = _gate_sql(gate)
        # The link table's own order (entity, memory id: ULIDs, oldest first) — stable, and no
        # sort of an entity mentioned everywhere: the caller only needs to know it is common.
        select = (
            "SELECT me.memory_id FROM memory_entities me CROSS JOIN memories m"
            " WHERE me.entity_id = :entity_id AND m.id = me.memory_id AND " + sql + " LIMIT :limit"
        )
        conn = self._conn()
        out: dict[int, list[str]] = {}
        for entity_id in dict.fromkeys(entity_ids):
            found = [
                r[0] for r in conn.execute(select, dict(params, entity_id=entity_id, limit=limit))
            ]
            if found:
                out[entity_id] = found
        return out

    def entity_links(self, memory_ids: Sequence[str]) -> dict[str, list[tuple[int, str]]]:
        if not memory_ids:
            return {}
        rows = self._conn().execute(
            "SELECT me.memory_id, e.id, e.name FROM json_each(:ids) w"
            " CROSS JOIN memory_entities me JOIN entities e ON e.id = me.entity_id"
            " WHERE me.memory_id = w.value ORDER BY me.memory_id, e.id",
            {"ids": _j(list(dict.fromkeys(memory_ids)))},
        )
        out: dict[str, list[tuple[int, str]]] = {}
        for memory_id, entity_id, name in rows:
            out.setdefault(memory_id, []).append((entity_id, name))
        return out

    def entity_backfill_pending(self) -> bool:
        row = self._conn().execute("SELECT 1 FROM meta WHERE key = 'entities_backfill'")
        return row.fetchone() is not None
