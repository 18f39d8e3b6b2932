"""``memwarden bench ...``: benchmarks (never timed unit tests). Heavy imports stay inside."""

from __future__ import annotations

import click

from .cli import cli

__all__ = ["bench"]


@cli.group()
def bench() -> None:
    """Benchmarks; results and method in docs/benchmarks.md."""
