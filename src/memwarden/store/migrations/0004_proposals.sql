-- memwarden schema, version 4: tombstones matched by meaning, and proposals (DESIGN §4.8, §7).
-- Migrations are an append-only list: never edit a released one.

-- The embedding of a tombstoned value, so a paraphrase can be matched without keeping the
-- text. One row per (tombstone, model): vectors of different models are never compared.
CREATE TABLE tombstone_vectors (
    tombstone_id TEXT NOT NULL REFERENCES tombstones (id),
    model        TEXT NOT NULL CHECK (length(model) BETWEEN 1 AND 200),
    dim          INTEGER NOT NULL CHECK (dim BETWEEN 1 AND 8192),
    vector       BLOB NOT NULL,
    CHECK (length(vector) = 4 * dim),
    PRIMARY KEY (tombstone_id, model)
) STRICT;

-- What an agent suggested and how the person answered. Keyed on the value (its hash, and its
-- embedding for matching by meaning); durable and uncapped: nothing deletes a row.
CREATE TABLE proposals (
    id           TEXT PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 40 AND kind NOT GLOB '*[^a-z0-9_-]*'),
    value        TEXT NOT NULL CHECK (length(value) > 0),
    value_hash   TEXT NOT NULL,
    scope        TEXT NOT NULL CHECK (length(scope) BETWEEN 1 AND 200),
    status       TEXT NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'not-now')),
    proposed_by  TEXT NOT NULL,
    proposed_at  TEXT NOT NULL,
    decided_by   TEXT,
    decided_at   TEXT,
    expires_at   TEXT,
    model        TEXT,
    dim          INTEGER CHECK (dim IS NULL OR dim BETWEEN 1 AND 8192),
    vector       BLOB,
    CHECK ((status = 'open') = (decided_at IS NULL)),
    CHECK ((status = 'open') = (decided_by IS NULL)),
    CHECK ((status = 'not-now') = (expires_at IS NOT NULL)),
    CHECK ((vector IS NULL) = (model IS NULL) AND (vector IS NULL) = (dim IS NULL)),
    CHECK (vector IS NULL OR length(vector) = 4 * dim)
) STRICT;
CREATE INDEX proposals_value ON proposals (scope, value_hash);
CREATE INDEX proposals_status ON proposals (status, id);
