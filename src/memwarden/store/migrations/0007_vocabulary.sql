-- The full-text index's vocabulary: one row per indexed term (a Porter stem) with the number of
-- rows holding it, read by recall's typo tolerance — a query word that no memory has becomes the
-- nearest term that one does. A view over the index itself: nothing to keep in sync, no space.
CREATE VIRTUAL TABLE memories_vocab USING fts5vocab(memories_fts, 'row');
