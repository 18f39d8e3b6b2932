-- memwarden schema, version 1. Migrations are an append-only list: never edit a released one.

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) STRICT;

CREATE TABLE principals (
    id           TEXT PRIMARY KEY,
    name         TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 64),
    is_owner     INTEGER NOT NULL DEFAULT 0 CHECK (is_owner IN (0, 1)),
    token_hash   TEXT UNIQUE,
    labels       TEXT NOT NULL CHECK (json_valid(labels) AND json_type(labels) = 'array'
                                      AND json_array_length(labels) > 0),
    capabilities TEXT NOT NULL CHECK (json_valid(capabilities) AND json_type(capabilities) = 'array'),
    scopes       TEXT CHECK (scopes IS NULL OR (json_valid(scopes) AND json_type(scopes) = 'array')),
    created_at   TEXT NOT NULL,
    revoked_at   TEXT
) STRICT;
CREATE UNIQUE INDEX principals_one_owner ON principals (is_owner) WHERE is_owner = 1;

CREATE TABLE memories (
    seq              INTEGER PRIMARY KEY,
    id               TEXT NOT NULL UNIQUE,
    text             TEXT NOT NULL,
    content_hash     TEXT,
    dedupe_key       TEXT,
    kind             TEXT NOT NULL CHECK (kind IN ('fact', 'preference', 'event', 'goal',
                        'relationship', 'constraint', 'self', 'episode', 'note')),
    subject          TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
    entities         TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(entities) AND json_type(entities) = 'array'),
    tags             TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags) AND json_type(tags) = 'array'),
    status           TEXT NOT NULL CHECK (status IN ('active', 'pending', 'superseded',
                        'retracted', 'rejected', 'archived')),
    hold_reason      TEXT CHECK (hold_reason IS NULL OR hold_reason IN ('conflict', 'untrusted',
                        'looks_planted', 'needs_confirmation')),
    scope            TEXT NOT NULL CHECK (length(scope) BETWEEN 1 AND 200),
    acl              TEXT NOT NULL CHECK (json_valid(acl) AND json_type(acl) = 'array'
                                          AND json_array_length(acl) > 0),
    source           TEXT NOT NULL CHECK (source IN ('user_explicit', 'user_confirmed', 'inferred',
                        'imported', 'agent')),
    principal_id     TEXT,
    chat_id          TEXT,
    turn_id          TEXT,
    said_at          TEXT,
    read_sources     TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(read_sources) AND json_type(read_sources) = 'array'),
    untrusted        INTEGER NOT NULL DEFAULT 0 CHECK (untrusted IN (0, 1)),
    confidence       REAL NOT NULL DEFAULT 1.0 CHECK (confidence BETWEEN 0.0 AND 1.0),
    importance       INTEGER NOT NULL DEFAULT 5 CHECK (importance BETWEEN 1 AND 10),
    pinned           INTEGER NOT NULL DEFAULT 0 CHECK (pinned IN (0, 1)),
    valence          INTEGER NOT NULL DEFAULT 0 CHECK (valence BETWEEN -2 AND 2),
    arousal          INTEGER NOT NULL DEFAULT 0 CHECK (arousal BETWEEN -2 AND 2),
    evidence_count   INTEGER NOT NULL DEFAULT 1 CHECK (evidence_count >= 1),
    access_count     INTEGER NOT NULL DEFAULT 0 CHECK (access_count >= 0),
    last_accessed_at TEXT,
    access_days      INTEGER NOT NULL DEFAULT 0 CHECK (access_days >= 0),
    valid_from       TEXT,
    valid_until      TEXT,
    recorded_at      TEXT NOT NULL,
    retired_at       TEXT,
    supersedes_id    TEXT REFERENCES memories (id),
    -- When a successor closes this row's event time (valid_until := its valid_from), what
    -- valid_until was before and when it changed: "what was believed at T" needs both.
    closed_at        TEXT,
    prior_valid_until TEXT,
    CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from < valid_until),
    CHECK ((status = 'pending') = (hold_reason IS NOT NULL)),
    CHECK (status <> 'retracted' OR (text = '' AND content_hash IS NULL)),
    CHECK (status NOT IN ('superseded', 'retracted', 'rejected', 'archived') OR retired_at IS NOT NULL)
) STRICT;

CREATE INDEX memories_repeat ON memories (scope, subject, content_hash) WHERE status = 'active';
CREATE INDEX memories_status ON memories (status, id);
CREATE INDEX memories_supersedes ON memories (supersedes_id) WHERE supersedes_id IS NOT NULL;

-- The ACL's elements must be non-empty strings and never the wildcard. CHECK constraints cannot
-- look inside a JSON array, so these triggers do; the read gate checks the same shape again.
CREATE TRIGGER memories_acl_shape_insert BEFORE INSERT ON memories
WHEN EXISTS (SELECT 1 FROM json_each(NEW.acl) a WHERE a.type <> 'text' OR a.value IN ('', '*'))
BEGIN
    SELECT RAISE(ABORT, 'acl must be a non-empty array of non-empty labels other than *');
END;
CREATE TRIGGER memories_acl_shape_update BEFORE UPDATE OF acl ON memories
WHEN EXISTS (SELECT 1 FROM json_each(NEW.acl) a WHERE a.type <> 'text' OR a.value IN ('', '*'))
BEGIN
    SELECT RAISE(ABORT, 'acl must be a non-empty array of non-empty labels other than *');
END;

-- Full-text index over the memory text, kept in sync in the same transaction: new rows are
-- indexed by the store in one statement just before COMMIT (much cheaper than a row trigger
-- on an FTS5 table); changed and deleted rows by these triggers.
CREATE VIRTUAL TABLE memories_fts USING fts5(
    text,
    content = 'memories',
    content_rowid = 'seq',
    tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, text) VALUES ('delete', OLD.seq, OLD.text);
END;
CREATE TRIGGER memories_fts_update AFTER UPDATE OF text ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, text) VALUES ('delete', OLD.seq, OLD.text);
    INSERT INTO memories_fts (rowid, text) VALUES (NEW.seq, NEW.text);
END;

-- Append-only, hash-chained audit log. The chain covers the payload's hash, so a forget can
-- erase a payload (payload NULL, erased_at set) without breaking it.
CREATE TABLE audit_events (
    seq          INTEGER PRIMARY KEY AUTOINCREMENT,
    id           TEXT NOT NULL UNIQUE,
    at           TEXT NOT NULL,
    principal    TEXT NOT NULL,
    action       TEXT NOT NULL,
    memory_id    TEXT,
    payload      TEXT CHECK (payload IS NULL OR json_valid(payload)),
    payload_hash TEXT NOT NULL,
    prev_hash    TEXT NOT NULL,
    hash         TEXT NOT NULL,
    erased_at    TEXT,
    CHECK ((payload IS NULL) = (erased_at IS NOT NULL))
) STRICT;
CREATE INDEX audit_events_memory ON audit_events (memory_id, seq);
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END;
CREATE TRIGGER audit_events_erase_only BEFORE UPDATE ON audit_events
WHEN NEW.seq IS NOT OLD.seq OR NEW.id IS NOT OLD.id OR NEW.at IS NOT OLD.at
  OR NEW.principal IS NOT OLD.principal OR NEW.action IS NOT OLD.action
  OR NEW.memory_id IS NOT OLD.memory_id OR NEW.payload_hash IS NOT OLD.payload_hash
  OR NEW.prev_hash IS NOT OLD.prev_hash OR NEW.hash IS NOT OLD.hash
  OR NEW.payload IS NOT NULL OR OLD.payload IS NULL
BEGIN
    SELECT RAISE(ABORT, 'audit events can only have their payload erased');
END;

-- Values the person said must never come back. Only fingerprints are kept, never the text.
CREATE TABLE tombstones (
    id             TEXT PRIMARY KEY,
    scope          TEXT,
    value_hash     TEXT NOT NULL,
    terms          TEXT NOT NULL CHECK (json_valid(terms) AND json_type(terms) = 'array'),
    note           TEXT,
    origin_memory  TEXT,
    created_at     TEXT NOT NULL,
    created_by     TEXT NOT NULL,
    removed_at     TEXT,
    hits           INTEGER NOT NULL DEFAULT 0 CHECK (hits >= 0)
) STRICT;
