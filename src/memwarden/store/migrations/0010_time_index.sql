-- memwarden schema: memories by when they happened, so a question that names a time ("what did
-- I do on 4 December?") can bring the memories of that time as recall candidates even when they
-- share few of its words (read/recall.py, read/querytime.py). A memory's time here is its event
-- time's start when it has one, else when it was said, else when it was recorded — the
-- expression `Store.in_period` filters on, written identically so SQLite uses this index.
-- Append-only: never edit a released migration.

CREATE INDEX memories_when ON memories (coalesce(valid_from, said_at, recorded_at));
