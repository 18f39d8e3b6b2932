-- memwarden schema: a memory held for the person (pending) is not embedded until it is kept.
-- Pending rows never reach recall, so their vectors only crowded the index (a store full of
-- held conflicts made the gated vector pool grow again and again), and text that may have been
-- planted stays out of every derived index until a person confirms it.
-- Append-only: never edit a released migration.

DROP TRIGGER memories_embed_insert;
CREATE TRIGGER memories_embed_insert AFTER INSERT ON memories
WHEN new.text <> '' AND new.content_hash IS NOT NULL AND new.status <> 'pending' BEGIN
    INSERT OR REPLACE INTO embed_queue (memory_id, content_hash, queued_at)
    VALUES (new.id, new.content_hash, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;

DROP TRIGGER memories_embed_text;
CREATE TRIGGER memories_embed_text AFTER UPDATE OF text, content_hash ON memories BEGIN
    DELETE FROM vectors WHERE memory_id = new.id AND (new.text = '' OR new.content_hash IS NULL);
    DELETE FROM embed_queue WHERE memory_id = new.id
        AND (new.text = '' OR new.content_hash IS NULL);
    INSERT OR REPLACE INTO embed_queue (memory_id, content_hash, queued_at)
    SELECT new.id, new.content_hash, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE new.text <> '' AND new.content_hash IS NOT NULL AND new.status <> 'pending'
      AND new.content_hash IS NOT old.content_hash;
END;

-- Confirmed (or edited and confirmed): now it is kept, embed it.
CREATE TRIGGER memories_embed_kept AFTER UPDATE OF status ON memories
WHEN old.status = 'pending' AND new.status = 'active'
     AND new.text <> '' AND new.content_hash IS NOT NULL BEGIN
    INSERT OR REPLACE INTO embed_queue (memory_id, content_hash, queued_at)
    VALUES (new.id, new.content_hash, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;

-- What was queued or embedded for rows still pending goes (derived: made again on confirm).
DELETE FROM embed_queue WHERE memory_id IN (SELECT id FROM memories WHERE status = 'pending');
DELETE FROM vectors WHERE memory_id IN (SELECT id FROM memories WHERE status = 'pending');
