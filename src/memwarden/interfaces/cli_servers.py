"""CLI commands: servers. Registered on :data:`memwarden.interfaces.cli.cli`."""

from __future__ import annotations
