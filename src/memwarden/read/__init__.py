"""The read path: gate, candidates, ranking, policy."""
