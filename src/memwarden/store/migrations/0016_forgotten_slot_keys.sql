-- memwarden schema: a forgotten memory keeps no slot key. A key holds its value (a medicine
-- taken, a pet by its name), so since this version forget blanks it with the text; this clears
-- the keys forgets before it left behind (secure_delete zeroes the freed bytes).
-- Append-only: never edit a released migration.

UPDATE memories SET slot_key = NULL, also_slot_key = NULL
 WHERE status = 'retracted' AND (slot_key IS NOT NULL OR also_slot_key IS NOT NULL);
