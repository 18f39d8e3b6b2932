"""Entities (DESIGN §3, §6): who and what memories name, and the graph signal of recall.

* :mod:`.extract` — deterministic extraction of people, places, organisations and named
  things from a memory's text, with their aliases (no model);
* :mod:`.graph` — the graph signal: memories about the query's entities and their strongest
  co-mentioned neighbours, everything counted through the caller's gate;
* :mod:`.backfill` — links for memories written before entities existed (``doctor --repair``).
"""
