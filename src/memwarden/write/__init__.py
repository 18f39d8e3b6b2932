"""The write path: a candidate is validated, checked against tombstones, reviewed, stored."""
