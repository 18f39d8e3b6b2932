"""A scripted fake LLM server on 127.0.0.1 (real sockets) for the extractor's tests.

``Script.answers`` is what the server answers next — (status, body bytes, hang) — and
``Script.requests`` records each request as ``{"path", "body"}``. A hanging answer waits past the
client's timeout and is released when the fixture ends.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


@dataclass
class Script:
    answers: list[tuple[int, bytes, bool]] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)
    release: threading.Event = field(default_factory=threading.Event)


def _handler(script: Script) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            script.requests.append(
                {"path": self.path, "body": json.loads(self.rfile.read(length) or b"{}")}
            )
            status, body, hang = script.answers.pop(0)
            if hang:
                script.release.wait(30)  # longer than the client's timeout; released at teardown
                return
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    return Handler


@pytest.fixture
def server() -> Iterator[tuple[str, Script]]:
    script = Script()
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(script))
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, args=(0.02,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", script
    finally:
        script.release.set()
        httpd.shutdown()
        httpd.server_close()
        thread.join(10)


def ollama(content: Any) -> bytes:
    text = content if isinstance(content, str) else json.dumps(content)
    return json.dumps({"message": {"role": "assistant", "content": text}, "done": True}).encode()


def openai(content: Any) -> bytes:
    text = content if isinstance(content, str) else json.dumps(content)
    return json.dumps({"choices": [{"message": {"role": "assistant", "content": text}}]}).encode()
