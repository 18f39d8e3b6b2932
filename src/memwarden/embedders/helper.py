"""A second process embedding a large backlog while this one stores the vectors (and embeds
a batch of its own whenever the worker's next answer is not in yet).

Draining the embedding queue (:meth:`memwarden.read.vector_signal.VectorRecall.drain`) does two
things per batch: embed the texts, and write the vectors in a transaction. With an embedder that
computes in Python (the built-in hashed one), both hold this interpreter's lock, so a second
thread cannot overlap them; a second process can. An embedder opts in by naming how the worker
builds the same embedder (``worker_name``, e.g. ``"hashed:512"`` — a name :func:`get_embedder`
understands); a model that already uses every core (MiniLM through onnxruntime) or a remote
endpoint does not.

Protocol (frames of :mod:`memwarden.worker` on the worker's stdin and stdout): the worker says
hello, ``("memwarden-embed", model_id, dim)``, which must be the drain's own embedder's; then
for each frame ``(k, texts)`` it answers ``(k, blobs)``: the texts' vectors as the store keeps
them (:func:`memwarden.vectors.codec.encode_rows`). A reader thread takes the drain's frames as
they come, so a sender never waits on a worker that is busy embedding. The worker empties its
caches of texts every few batches (~64 MB at its peak for 60,000 texts, 118 MB without) and
ends with the drain, so the texts it was sent do not outlive it.

The drain stays in charge: it sends only once the hello has come, takes an answer only when it
has the right number of blobs, and embeds a batch itself when the worker cannot start, answers
wrongly, dies, or is silent for ``TIMEOUT`` seconds — then it carries on alone.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Sequence
from typing import IO

from ..vectors.codec import sparse_size
from ..worker import Channel, read_frame, second_core, start, write_frame
from .base import Embedder

__all__ = ["EmbeddingHelper", "helps", "serve"]

HELPER_FROM = 8_192  # texts queued below which a worker's start (~0.3 s) buys little
_WORKER = (
    "import sys; from memwarden.embedders.helper import serve;"
    " serve(sys.argv[1], sys.stdin.buffer, sys.stdout.buffer)"
)
_TAG = "memwarden-embed"
_EMPTY_CACHES_EVERY = 4  # batches the worker answers between emptying its caches of texts
TIMEOUT = 30.0  # seconds without an answer after which the worker is dropped


def helps(embedder: Embedder, queued: int) -> bool:
    """A worker is worth starting for ``queued`` texts of ``embedder``."""
    return (
        queued >= HELPER_FROM
        and isinstance(getattr(embedder, "worker_name", None), str)
        and second_core()
    )


def serve(name: str, source: IO[bytes], out: IO[bytes]) -> None:
    """The worker: a hello, then for each frame of texts a frame of their stored vectors."""
    from ..text import forget_cached_texts
    from ..vectors.codec import encode_rows
    from . import get_embedder

    embedder = get_embedder(name)
    write_frame(out, (_TAG, embedder.model_id, embedder.dim))
    out.flush()
    frames: queue.SimpleQueue[object] = queue.SimpleQueue()

    def take() -> None:  # read ahead, so the drain's writes never wait on the embedding
        while True:
            frame = read_frame(source)
            frames.put(frame)
            if frame is None:
                return

    threading.Thread(target=take, daemon=True).start()
    answered = 0
    while (frame := frames.get()) is not None:
        k, texts = frame  # type: ignore[misc]
        write_frame(out, (k, encode_rows(embedder.embed(texts))))
        out.flush()
        answered += 1
        if answered % _EMPTY_CACHES_EVERY == 0:  # its memory stays small; the texts go too
            forget_cached_texts()


class EmbeddingHelper:
    """A worker embedding with ``embedder``'s twin. :meth:`submit` hands it a batch (once it
    has said hello: :attr:`ready`); :meth:`result` waits for that batch's blobs, or returns
    ``None`` if the worker is gone — the caller then embeds the batch itself. Never raises
    because of the worker."""

    def __init__(self, embedder: Embedder, timeout: float | None = None) -> None:
        self._hello = (_TAG, embedder.model_id, embedder.dim)
        self._dim = embedder.dim
        self._timeout = TIMEOUT if timeout is None else timeout
        self._answers: dict[int, list[bytes]] = {}
        self._sizes: dict[int, int] = {}  # ticket → how many texts it was sent
        self._next = 0
        self.ready = False
        self._channel: Channel | None = None
        try:
            self._channel = start(_WORKER, str(getattr(embedder, "worker_name", "")))
        except (OSError, ValueError, AttributeError):  # cannot start; no non-blocking pipes
            self.close()

    @property
    def alive(self) -> bool:
        return self._channel is not None

    def poll(self) -> bool:
        """Take what has arrived without waiting; whether the worker is ready for batches
        (it has said hello and has not failed since)."""
        self._pump(0.0)
        return self.ready and self._channel is not None

    def submit(self, texts: Sequence[str]) -> int | None:
        """Send a batch; its ticket, or ``None`` if there is no ready worker to send it to."""
        if not (self.ready and self._channel is not None):
            return None
        ticket, self._next = self._next, self._next + 1
        self._sizes[ticket] = len(texts)
        self._pump(0.0, (ticket, list(texts)))
        return ticket

    def arrived(self, ticket: int) -> bool:
        """Whether batch ``ticket``'s answer is in (taking what has arrived, without waiting);
        true also once the worker has failed, when :meth:`result` answers ``None`` at once."""
        self._pump(0.0)
        return ticket in self._answers or self._channel is None

    def result(self, ticket: int) -> list[bytes] | None:
        """The blobs of batch ``ticket``, waiting for them up to the timeout; ``None`` when the
        worker failed (it is then stopped, and every later call answers ``None`` at once)."""
        deadline = time.monotonic() + self._timeout
        while ticket not in self._answers and self._channel is not None:
            left = deadline - time.monotonic()
            if left <= 0:
                self.close()  # silent too long: not waited for again
                break
            self._pump(left)
        self._sizes.pop(ticket, None)
        return self._answers.pop(ticket, None)

    def _pump(self, wait: float, frame: object = None) -> None:
        """Send ``frame`` if given, then take what has arrived, waiting up to ``wait``."""
        channel = self._channel
        if channel is None:
            return
        try:
            if frame is not None:
                channel.post(frame)
            self._take(channel.receive(wait))
            if channel.ended:
                raise EOFError("the embedding worker ended")
        except Exception:  # gone, or speaking nonsense (unpickling can raise anything)
            self.close()

    def _take(self, values: list[object]) -> None:
        for value in values:
            if not self.ready:
                if value != self._hello:  # another version, or another embedder's twin
                    raise ValueError("not this embedder's worker")
                self.ready = True
                continue
            ticket, blobs = value  # type: ignore[misc]
            size = self._sizes.get(ticket)
            if (
                size is None
                or not isinstance(blobs, list)
                or len(blobs) != size
                or not all(
                    isinstance(b, bytes)
                    and (len(b) == 4 * self._dim or sparse_size(len(b), self._dim))
                    for b in blobs
                )
            ):
                raise ValueError("not an answer to a batch it was sent")
            self._answers[ticket] = blobs

    def close(self) -> None:
        channel, self._channel = self._channel, None
        self._answers.clear()
        if channel is not None:
            channel.close()

    def __enter__(self) -> EmbeddingHelper:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
