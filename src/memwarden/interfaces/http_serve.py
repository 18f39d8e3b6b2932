"""Serving the HTTP API (``memwarden serve``): binding, the owner's session token, stopping.

* **Binding**: 127.0.0.1 by default. Any loopback address is fine; anything else needs
  ``--allow-remote`` and is refused while no agent token exists (a server reachable from the
  network with nobody but the owner able to use it is a mistake, not a setup).
* **The owner's session token** is minted here at each start and announced once with the owner
  link; the app keeps only its hash (:func:`memwarden.interfaces.http.create_app`).
* **Stopping**: SIGINT or SIGTERM ends the server gracefully with exit status 0.
"""

from __future__ import annotations

import contextlib
import ipaddress
import signal
import socket
import threading
from collections.abc import Callable, Iterator, Sequence

import uvicorn

from ..errors import ConfigurationError
from ..service import Memory
from .http import create_app, new_owner_token

__all__ = ["DEFAULT_PORT", "check_bind", "serve"]

DEFAULT_PORT = 8765


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_bind(memory: Memory, host: str, allow_remote: bool) -> None:
    """Loopback by default; elsewhere only on purpose, and only once an agent token exists."""
    if _is_loopback(host):
        return
    if not allow_remote:
        raise ConfigurationError(
            f"{host} is not a loopback address: serving there exposes your memory to the "
            "network. Pass --allow-remote to do it on purpose."
        )
    agents = [p for p in memory.principal_list() if not p.is_owner and p.revoked_at is None]
    if not agents:
        raise ConfigurationError(
            "refusing to serve beyond this machine while no agent token exists: add one with "
            "`memwarden principal add NAME` first"
        )


_BACKLOG = 2048  # uvicorn's default


def _bind(host: str, port: int) -> socket.socket:
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host.strip("[]"), port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        sock = socket.socket(family, kind, proto)
    except OSError as exc:
        raise ConfigurationError(f"cannot serve on {host}:{port}: {exc}") from None
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        # Listen before the address is announced: a client may connect at once, and the
        # kernel queues it until uvicorn's startup accepts (it calls listen() again, harmlessly).
        sock.listen(_BACKLOG)
    except OSError as exc:
        sock.close()
        raise ConfigurationError(f"cannot serve on {host}:{port}: {exc.strerror}") from None
    return sock


def _url(host: str, port: int) -> str:
    shown = f"[{host.strip('[]')}]" if ":" in host else host
    return f"http://{shown}:{port}"


def serve(
    memory: Memory,
    *,
    host: str = "127.0.0.1",
    port: int = DEFAULT_PORT,
    allow_remote: bool = False,
    cors_origins: Sequence[str] = (),
    announce: Callable[[dict[str, str]], None],
) -> None:
    """Serve until SIGINT/SIGTERM. ``announce`` gets the URL and the owner's session token."""
    check_bind(memory, host, allow_remote)
    sock = _bind(host, port)
    try:
        owner_token = new_owner_token()
        url = _url(host, sock.getsockname()[1])
        app = create_app(memory, owner_token=owner_token, cors_origins=cors_origins)
        config = uvicorn.Config(
            app, http="h11", ws="none", lifespan="on", log_level="warning", access_log=False,
            server_header=False, proxy_headers=False, timeout_graceful_shutdown=5,
            backlog=_BACKLOG,
        )  # fmt: skip
        announce({
            "url": url,
            "owner_link": f"{url}/#owner={owner_token}",
            "owner_token": owner_token,
            "db": str(memory.path),
        })  # fmt: skip
        _Server(config).run(sockets=[sock])
    finally:
        sock.close()


class _Server(uvicorn.Server):
    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        # uvicorn re-raises the stopping signal after its graceful shutdown, which would end
        # `memwarden serve` as killed (or "aborted"); a requested stop is a clean exit here.
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        stops = (signal.SIGINT, signal.SIGTERM)
        previous = {sig: signal.signal(sig, self.handle_exit) for sig in stops}
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)
