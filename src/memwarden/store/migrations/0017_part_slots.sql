-- memwarden schema: the slots the other parts of a memory's text fill. A memory often says
-- several things ("I work as a tour guide. I live in Leeds."), and the review at the door must
-- find it by any of them ("I moved to York" changes the home, not the job): slot_key and
-- also_slot_key (0005, 0015) hold what the text fills read whole; this table, one row each,
-- the slots of its parts beyond those (write/rest.py). Derived from the text, like slot_key:
-- made again with it when the slot parser changes (write/rekey.py), blanked when the memory is
-- forgotten. Empty here; the rekey before the next write fills it for older memories.
-- Append-only: never edit a released migration.

CREATE TABLE memory_part_slots (
    memory_id TEXT NOT NULL REFERENCES memories (id),
    slot_key  TEXT NOT NULL CHECK (length(slot_key) BETWEEN 1 AND 600),
    PRIMARY KEY (memory_id, slot_key)
) WITHOUT ROWID;
CREATE INDEX memory_part_slots_key ON memory_part_slots (slot_key, memory_id);
