"""A second Python process running this same memwarden, for work that is a pure function of
its input and worth a second core: an import's text analysis (:mod:`memwarden.write.prepared`)
and a large embedding backlog (:mod:`memwarden.embedders.helper`).

What they share lives here: whether a second process can help at all, how it is started
(``sys.executable -P -c <code>`` with this process's import path, its stderr discarded) and the
frames both sides speak on its stdin and stdout: an 8-byte big-endian length, then a pickle.
Both ends are this package, started by this process; a worker that cannot start, says the wrong
hello or dies is dropped by its caller, which then does the work itself.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import re
import select
import struct
import subprocess
import sys
from typing import IO

__all__ = ["LENGTH", "Channel", "peak_mb", "read_frame", "second_core", "start", "write_frame"]

LENGTH = struct.Struct(">Q")
_peak_kb = 0  # the largest peak resident set (VmHWM) of the workers stopped so far
PIPE_BYTES = 1 << 20  # asked of the kernel for each pipe (Linux caps it; 64 KiB if refused)
_PYTHON = re.compile(r"(python|pypy)[\d.]*(\.exe)?", re.IGNORECASE)


def second_core() -> bool:
    """This process may use a second core, and can start a worker: ``sys.executable`` is a
    Python (embedded, it may be the host program instead)."""
    if not _PYTHON.fullmatch(os.path.basename(sys.executable or "")):
        return False
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return cores > 1


def start(code: str, *args: str) -> Channel:
    """A worker running ``code`` (``sys.argv[1:]`` = ``args``), its pipes non-blocking on this
    side and as large as the kernel allows; raises ``OSError``/``ValueError`` if it cannot."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    proc = subprocess.Popen(
        # -P: not the current folder first on its path (a local json.py is not imported)
        [sys.executable, "-P", "-c", code, *args],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        env=env, close_fds=True,
    )  # fmt: skip
    try:
        assert proc.stdin is not None and proc.stdout is not None
        for pipe in (proc.stdin, proc.stdout):
            os.set_blocking(pipe.fileno(), False)
            with contextlib.suppress(ImportError, OSError, AttributeError):  # smaller still works
                import fcntl  # not on Windows

                fcntl.fcntl(pipe.fileno(), fcntl.F_SETPIPE_SZ, PIPE_BYTES)
    except BaseException:
        proc.kill()
        proc.wait()
        raise
    return Channel(proc)


def write_frame(out: IO[bytes], value: object) -> None:
    """One frame, written whole (the worker's side, whose pipes block)."""
    out.write(_encode_frame(value))


def read_frame(source: IO[bytes]) -> object | None:
    """The next frame, or ``None`` at the end of the input (the worker's side)."""
    head = source.read(LENGTH.size)
    if len(head) < LENGTH.size:
        return None
    (size,) = LENGTH.unpack(head)
    return pickle.loads(source.read(size))


def _encode_frame(value: object) -> bytes:
    data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    return LENGTH.pack(len(data)) + data


def _split_frames(inbox: bytearray) -> list[object]:
    """The whole frames at the start of ``inbox``, removed from it (a partial one stays)."""
    values: list[object] = []
    view, at = memoryview(inbox), 0
    try:
        while len(view) - at >= LENGTH.size:
            (size,) = LENGTH.unpack_from(view, at)
            if len(view) - at - LENGTH.size < size:
                break
            values.append(pickle.loads(view[at + LENGTH.size : at + LENGTH.size + size]))
            at += LENGTH.size + size
    finally:
        view.release()
    del inbox[:at]
    return values


class Channel:
    """A started worker seen from this side: frames queued for it and written as its pipe takes
    them, frames read from it as they arrive — never waiting longer than asked. Reading can
    raise anything unpickling raises; the caller then drops the worker (:meth:`close`)."""

    def __init__(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stdin is not None and proc.stdout is not None
        self._proc = proc
        self._to, self._from = proc.stdin.fileno(), proc.stdout.fileno()
        self._inbox = bytearray()
        self._outbox = bytearray()
        self.ended = False  # the worker closed its output (it exited or died)

    @property
    def sending(self) -> bool:
        """Part of a frame still waits for the pipe."""
        return bool(self._outbox)

    def post(self, value: object) -> None:
        """Queue a frame and write what the pipe takes now."""
        self._outbox += _encode_frame(value)
        self.flush()

    def flush(self) -> None:
        """Write what the pipe takes now."""
        while self._outbox:
            try:
                written = os.write(self._to, self._outbox)
            except BlockingIOError:
                return
            del self._outbox[:written]

    def receive(self, wait: float = 0.0) -> list[object]:
        """The whole frames that have arrived, after waiting up to ``wait`` seconds for some
        (writing what is queued meanwhile)."""
        self.flush()
        if wait > 0 and not self.ended:
            _, writable, _ = select.select(
                [self._from], [self._to] if self._outbox else [], [], wait
            )
            if writable:
                self.flush()
        try:
            while data := os.read(self._from, 1 << 20):
                self._inbox += data
            self.ended = True
        except BlockingIOError:
            pass
        return _split_frames(self._inbox)

    def close(self) -> None:
        """End the worker now and close its pipes (noting its peak memory first:
        :func:`peak_mb`)."""
        proc = self._proc
        if proc.poll() is None:
            _note_peak(proc.pid)
            proc.kill()
        proc.wait()
        for pipe in (proc.stdin, proc.stdout):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()


def _note_peak(pid: int) -> None:
    global _peak_kb
    try:  # Linux; elsewhere nothing is noted
        with open(f"/proc/{pid}/status", "rb") as status:
            for line in status:
                if line.startswith(b"VmHWM:"):
                    _peak_kb = max(_peak_kb, int(line.split()[1]))
                    return
    except (OSError, ValueError, IndexError):
        pass


def peak_mb() -> float:
    """The largest peak resident set of a worker this process has stopped, in MiB (0 if none
    was, or not on Linux). Read from the running worker (``VmHWM``): the children's
    ``ru_maxrss`` also counts the pages it shared with this process between fork and exec."""
    return _peak_kb / 1024
