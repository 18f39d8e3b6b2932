-- memwarden schema: the topics each memory's text speaks of (memwarden.write.topics), so a
-- question naming a category ("What are the user's hobbies?") reads the newest memories of
-- it from this index (`Store.topical`), whatever the store's size. Per memory and topic: the
-- instance words it says (index stems, a phrase's joined by spaces, each as often as said,
-- separated by \x1f), its length in index tokens, for BM25, and whether it is active (kept in
-- step with its status, so that a question of the present walks the active rows only: a long
-- history of superseded or pending rows costs it nothing). Derived from the text: the
-- rows go with their memory and with its text (a forget empties the text; secure_delete
-- zeroes the freed pages), and are made again for every memory whenever the topic lists
-- change (meta 'topics_version', write/rekey.py).
-- Append-only: never edit a released migration.

CREATE TABLE memory_topics (
    topic  TEXT NOT NULL,
    seq    INTEGER NOT NULL,
    words  TEXT NOT NULL,
    length INTEGER NOT NULL,
    live   INTEGER NOT NULL CHECK (live IN (0, 1)),
    PRIMARY KEY (topic, seq)
) WITHOUT ROWID;
CREATE INDEX memory_topics_seq ON memory_topics (seq);
CREATE INDEX memory_topics_live ON memory_topics (topic, seq) WHERE live = 1;
CREATE TRIGGER memory_topics_status AFTER UPDATE OF status ON memories
WHEN OLD.status IS NOT NEW.status BEGIN
    UPDATE memory_topics SET live = (NEW.status = 'active') WHERE seq = NEW.seq;
END;
CREATE TRIGGER memory_topics_delete AFTER DELETE ON memories BEGIN
    DELETE FROM memory_topics WHERE seq = OLD.seq;
END;
CREATE TRIGGER memory_topics_text AFTER UPDATE OF text ON memories BEGIN
    DELETE FROM memory_topics WHERE seq = OLD.seq;
END;
