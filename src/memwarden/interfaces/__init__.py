"""Interfaces: thin shells over :class:`memwarden.Memory` (CLI, MCP, HTTP).

They parse, authenticate, call one service method and render. They import the service, the
model and the errors — nothing else, and never the store.
"""
