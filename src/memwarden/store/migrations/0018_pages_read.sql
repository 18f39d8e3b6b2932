-- memwarden schema: what the pages and tools read in a chat said, as one-way fingerprints of
-- their stems (like a tombstone's terms: never their text), so that an agent's note echoing a
-- page in words the person never typed ("User's husband is having a knee replacement at Nevill
-- Hall in May", after a forum post said "my husband had his knee done at Nevill Hall in May")
-- waits for the person (service/writing.py, write/observe.py ``page_echo``). Only the newest
-- rows of a scope are kept (write/observe.py ``PAGES_KEPT``).
-- Append-only: never edit a released migration.

CREATE TABLE pages_read (
    seq      INTEGER PRIMARY KEY,
    scope    TEXT NOT NULL,
    chat_id  TEXT NOT NULL,
    source   TEXT NOT NULL CHECK (length(source) BETWEEN 1 AND 400),
    read_at  TEXT NOT NULL,
    terms    TEXT NOT NULL CHECK (json_valid(terms) AND json_type(terms) = 'array')
);
CREATE INDEX pages_read_scope ON pages_read (scope, seq);
