"""Benchmarks behind ``memwarden bench``. Each returns a JSON-able dict; the CLI renders it."""
