-- memwarden schema, version 6: the entities memories name, their aliases, and which memory
-- mentions which (DESIGN §3 and §6, the graph signal). Append-only: never edit a released one.
--
-- Co-mention strength is not stored: recall counts it from memory_entities at query time over
-- the memories the caller's gate admits, so a memory the caller cannot see never strengthens an
-- edge, and a forget has no derived count to correct.

-- One row per (scope, normalised name). `name` is a surface form of a memory that still
-- mentions it; `kind` is the rules' guess (a named thing when they cannot tell).
CREATE TABLE entities (
    id    INTEGER PRIMARY KEY,
    scope TEXT NOT NULL CHECK (length(scope) BETWEEN 1 AND 200),
    key   TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
    name  TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    kind  TEXT NOT NULL CHECK (kind IN ('person', 'place', 'org', 'thing')),
    UNIQUE (scope, key)
) STRICT;

-- The normalised forms a query may name an entity by: its own name, and for a person's full
-- name its first name (joined to other entities only at recall, and only when unambiguous).
CREATE TABLE entity_aliases (
    alias     TEXT NOT NULL CHECK (length(alias) BETWEEN 1 AND 200),
    scope     TEXT NOT NULL,
    entity_id INTEGER NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
    how       TEXT NOT NULL CHECK (how IN ('name', 'first_name')),
    PRIMARY KEY (alias, scope, entity_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX entity_aliases_entity ON entity_aliases (entity_id);

-- Which memory mentions which entity; written in the same transaction as the memory.
CREATE TABLE memory_entities (
    entity_id INTEGER NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
    memory_id TEXT NOT NULL REFERENCES memories (id),
    PRIMARY KEY (entity_id, memory_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX memory_entities_memory ON memory_entities (memory_id);

-- A forgotten memory (its text blanked) loses its links in the same transaction, and an entity
-- it was the only mention of goes with its aliases: nothing left names what was forgotten.
CREATE TRIGGER memories_entities_forget AFTER UPDATE OF text ON memories WHEN new.text = '' BEGIN
    DELETE FROM entities WHERE id IN (
        SELECT me.entity_id FROM memory_entities me WHERE me.memory_id = new.id
        AND NOT EXISTS (SELECT 1 FROM memory_entities o
                        WHERE o.entity_id = me.entity_id AND o.memory_id <> new.id));
    DELETE FROM memory_entities WHERE memory_id = new.id;
END;

-- Memories written before this migration have no links yet: `doctor --repair` extracts them
-- (the rules are Python, not SQL). Until then they are found by the other signals as before.
INSERT OR IGNORE INTO meta (key, value)
SELECT 'entities_backfill', 'needed' WHERE EXISTS (SELECT 1 FROM memories WHERE text <> '');
