-- memwarden schema: review at the door (observe, the decisions log, the pending queue).
-- Append-only: never edit a released migration.

-- Chats the agent observed: whether a tool or web result was read in them (taint), which
-- sources, and whether a person is there to see what is kept (presence).
CREATE TABLE chats (
    id           TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 200),
    scope        TEXT NOT NULL CHECK (length(scope) BETWEEN 1 AND 200),
    tainted      INTEGER NOT NULL DEFAULT 0 CHECK (tainted IN (0, 1)),
    present      INTEGER NOT NULL DEFAULT 1 CHECK (present IN (0, 1)),
    read_sources TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(read_sources)
                                                    AND json_type(read_sources) = 'array'),
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL
) STRICT;

-- Every review decision, durable, keyed by the candidate's hash (DESIGN invariant 10): the
-- same candidate is never reviewed twice. A refused secret keeps only its fingerprint.
CREATE TABLE decisions (
    candidate_hash TEXT PRIMARY KEY CHECK (length(candidate_hash) = 64),
    decision       TEXT NOT NULL CHECK (decision IN ('created', 'updated', 'ignored', 'held',
                      'blocked', 'refused')),
    memory_id      TEXT,
    target_id      TEXT,
    hold_reason    TEXT CHECK (hold_reason IS NULL OR hold_reason IN ('conflict', 'untrusted',
                      'looks_planted', 'needs_confirmation')),
    reason         TEXT NOT NULL,
    fingerprint    TEXT,
    principal      TEXT NOT NULL,
    chat_id        TEXT,
    decided_at     TEXT NOT NULL,
    CHECK ((decision = 'held') = (hold_reason IS NOT NULL)),
    CHECK (decision <> 'refused' OR memory_id IS NULL)
) STRICT;
CREATE INDEX decisions_memory ON decisions (memory_id) WHERE memory_id IS NOT NULL;
