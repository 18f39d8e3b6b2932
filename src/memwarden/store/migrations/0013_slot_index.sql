-- memwarden schema: memories by the slot they fill, whatever their scope and status, so recall
-- can bring the memories holding a slot a question asks for ("What do I do for work?" → the
-- person's job_title: `Store.slotted`, read/slots.py) by a range of keys, also for a caller
-- who sees every scope and for a recall of another date. Only rows that fill a slot are
-- indexed. 0005's index (scope, slot_key) serves the review's one-scope lookups.
-- Append-only: never edit a released migration.

CREATE INDEX memories_slot_key ON memories (slot_key) WHERE slot_key IS NOT NULL;
