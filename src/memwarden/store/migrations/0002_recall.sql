-- memwarden schema: the derived vector index and its embedding queue (recall by meaning).
-- Append-only: never edit a released migration.

-- One vector per (memory, embedding model), made from the text whose content hash it keeps.
-- Derived: it can be dropped and rebuilt from the memories at any time; a vector whose hash is
-- not the memory's current one is stale and is never trusted (the read path rechecks).
CREATE TABLE vectors (
    seq          INTEGER PRIMARY KEY,
    memory_id    TEXT NOT NULL REFERENCES memories (id),
    model_id     TEXT NOT NULL CHECK (length(model_id) BETWEEN 1 AND 200),
    content_hash TEXT NOT NULL,
    dim          INTEGER NOT NULL CHECK (dim > 0),
    vector       BLOB NOT NULL CHECK (length(vector) = 4 * dim),
    UNIQUE (memory_id, model_id)
) STRICT;

CREATE INDEX vectors_model ON vectors (model_id, seq);

-- Memories waiting to be embedded: written in the same transaction as the text, drained by a
-- worker (writes never wait for the embedder). Only ids and hashes, never text.
CREATE TABLE embed_queue (
    memory_id    TEXT PRIMARY KEY REFERENCES memories (id),
    content_hash TEXT NOT NULL,
    queued_at    TEXT NOT NULL
) STRICT;

CREATE TRIGGER memories_embed_insert AFTER INSERT ON memories
WHEN new.text <> '' AND new.content_hash IS NOT NULL BEGIN
    INSERT OR REPLACE INTO embed_queue (memory_id, content_hash, queued_at)
    VALUES (new.id, new.content_hash, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;

-- New text: embed it again. No text (forgotten): its vectors and queue entry go in the same
-- transaction, so nothing derived from a forgotten text survives.
CREATE TRIGGER memories_embed_text AFTER UPDATE OF text, content_hash ON memories BEGIN
    DELETE FROM vectors WHERE memory_id = new.id AND (new.text = '' OR new.content_hash IS NULL);
    DELETE FROM embed_queue WHERE memory_id = new.id
        AND (new.text = '' OR new.content_hash IS NULL);
    INSERT OR REPLACE INTO embed_queue (memory_id, content_hash, queued_at)
    SELECT new.id, new.content_hash, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE new.text <> '' AND new.content_hash IS NOT NULL
      AND new.content_hash IS NOT old.content_hash;
END;

-- Rows written before this migration: queue them once.
INSERT INTO embed_queue (memory_id, content_hash, queued_at)
SELECT id, content_hash, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM memories
WHERE text <> '' AND content_hash IS NOT NULL;

-- The turns of one chat in order: recall gives a verbatim turn's neighbours a share of its
-- relevance (an answer is often the turn after the one that matched the question).
CREATE INDEX memories_chat_turns ON memories (chat_id, seq) WHERE chat_id IS NOT NULL;
