-- memwarden schema: how many vectors each embedding model has, kept by triggers in the same
-- transaction as the vectors themselves. Recall checks on every query whether the in-process
-- index is behind the table; counting the rows each time cost ~9 ms at 100k vectors, reading
-- this row costs nothing. Derived like the vectors: rebuilt here from the table.
-- Append-only: never edit a released migration.

CREATE TABLE vector_counts (
    model_id TEXT PRIMARY KEY,
    n        INTEGER NOT NULL CHECK (n >= 0)
) STRICT;

INSERT INTO vector_counts (model_id, n) SELECT model_id, count(*) FROM vectors GROUP BY model_id;

CREATE TRIGGER vectors_count_insert AFTER INSERT ON vectors BEGIN
    INSERT OR IGNORE INTO vector_counts (model_id, n) VALUES (new.model_id, 0);
    UPDATE vector_counts SET n = n + 1 WHERE model_id = new.model_id;
END;

CREATE TRIGGER vectors_count_delete AFTER DELETE ON vectors BEGIN
    UPDATE vector_counts SET n = n - 1 WHERE model_id = old.model_id;
END;
