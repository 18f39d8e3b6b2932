-- The review at the door compares a statement with the memories about the same slot
-- ("lives in", "works at", "likes tea" …). Each memory keeps its slot's key so that comparison is
-- an index lookup instead of a scan of everything said about the subject.
ALTER TABLE memories ADD COLUMN slot_key TEXT CHECK (slot_key IS NULL OR length(slot_key) BETWEEN 1 AND 600);
CREATE INDEX memories_slot ON memories (scope, slot_key) WHERE status = 'active' AND slot_key IS NOT NULL;
