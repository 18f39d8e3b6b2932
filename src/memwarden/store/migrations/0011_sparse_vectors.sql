-- memwarden schema: a vector may be kept sparse — the positions and values of its non-zero
-- entries — when that is shorter than all its values (memwarden/vectors/codec.py). The hashed
-- embedder's vectors have a few dozen non-zero entries of 512: ~10 times fewer bytes to write
-- and to keep. A blob of exactly 4 * dim bytes is dense, as before; any other length must be a
-- whole number of (uint16 position, float32 value) pairs and shorter than dense.
-- SQLite cannot change a CHECK in place: the table is rebuilt with the same columns and rows,
-- then its index and the count triggers of 0008 are made again. legacy_alter_table keeps the
-- rename from checking the memories trigger that names `vectors` while the old table is gone.
-- Append-only: never edit a released migration.

PRAGMA legacy_alter_table = ON;

CREATE TABLE vectors_sparse (
    seq          INTEGER PRIMARY KEY,
    memory_id    TEXT NOT NULL REFERENCES memories (id),
    model_id     TEXT NOT NULL CHECK (length(model_id) BETWEEN 1 AND 200),
    content_hash TEXT NOT NULL,
    dim          INTEGER NOT NULL CHECK (dim > 0),
    vector       BLOB NOT NULL CHECK (
        length(vector) = 4 * dim
        OR (dim <= 65536 AND length(vector) % 6 = 0 AND length(vector) < 4 * dim)
    ),
    UNIQUE (memory_id, model_id)
) STRICT;

INSERT INTO vectors_sparse (seq, memory_id, model_id, content_hash, dim, vector)
SELECT seq, memory_id, model_id, content_hash, dim, vector FROM vectors;

DROP TABLE vectors;

ALTER TABLE vectors_sparse RENAME TO vectors;

PRAGMA legacy_alter_table = OFF;

CREATE INDEX vectors_model ON vectors (model_id, seq);

CREATE TRIGGER vectors_count_insert AFTER INSERT ON vectors BEGIN
    INSERT OR IGNORE INTO vector_counts (model_id, n) VALUES (new.model_id, 0);
    UPDATE vector_counts SET n = n + 1 WHERE model_id = new.model_id;
END;

CREATE TRIGGER vectors_count_delete AFTER DELETE ON vectors BEGIN
    UPDATE vector_counts SET n = n - 1 WHERE model_id = old.model_id;
END;
