"""Trust: who may do what (principals, access lists), what happened (audit), what must never
come back (tombstones)."""
