-- memwarden schema: the statements learned from each turn of a chat, by (chat, turn), so recall
-- can tell a logged turn whose words are no longer believed (every statement learned from it
-- superseded: `Store.outdated_turns`, read/recall.py) in one indexed lookup a turn, however long
-- the chat. Only statements (not the turns themselves) are indexed: few rows.
-- Append-only: never edit a released migration.

CREATE INDEX memories_learned ON memories (chat_id, turn_id)
    WHERE turn_id IS NOT NULL AND kind <> 'episode';
