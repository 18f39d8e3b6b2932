-- memwarden schema: the second slot a memory's text fills. A job is often told with where it
-- is ("I'm a UX researcher at Lumeo": the job title and the employer), and each half must be
-- found when a later statement speaks of it alone ("I now work at Kelluke Health"), by the
-- review at the door (one scope, active rows) and by recall (a range of keys), as slot_key is
-- (0005, 0013). Derived from the text, like slot_key: made again with it when the slot parser
-- changes (write/rekey.py).
-- Append-only: never edit a released migration.

ALTER TABLE memories ADD COLUMN also_slot_key TEXT CHECK (also_slot_key IS NULL OR length(also_slot_key) BETWEEN 1 AND 600);
CREATE INDEX memories_also_slot ON memories (scope, also_slot_key) WHERE status = 'active' AND also_slot_key IS NOT NULL;
CREATE INDEX memories_also_slot_key ON memories (also_slot_key) WHERE also_slot_key IS NOT NULL;
