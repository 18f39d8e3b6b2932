"""What the write path learns from a candidate's text alone — the guard's verdict, the slot it
fills, the words the near-duplicate filter counts, the entities it names — worked out ahead, in
a second process, for a bulk import.

The write path (DESIGN §5) does not change: every candidate still goes through the guard, the
tombstones, the four-way review and the store, in order, in one transaction. Only the part of it
that is a pure function of the text moves: a worker (the same code in the same interpreter,
``python -P -c`` running :func:`serve`) analyses the entries ahead of the writer, and the writer
takes a result only when it has arrived and was made for exactly its text, subject, kind and the
person's words; for anything else it does the work itself, as it does without a worker. So the
decisions are the same, and an import whose worker cannot start, falls behind, fails or dies
still completes, on one core.

Protocol (the worker's stdin and stdout; frames of an 8-byte big-endian length and a pickle):
the worker says hello, ``("memwarden-prepared", PARSER_VERSION)``; from then on the parent sends
frames ``(k, items)``, chunk ``k`` of ``CHUNK`` items ``(text, subject, typed_is_text, episode)``,
a few chunks ahead of where the writer is; the worker answers each with ``(k, analyses)``,
without the fields the parent already has. The parent never blocks on the pipes: it reads and
writes what they take when the writer starts a chunk.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Generic, TypeVar

from ..entities.extract import Mention
from ..entities.extract import extract as extract_entities
from ..model import Kind, TopicWords
from ..text import forget_cached_texts
from ..worker import Channel, read_frame, second_core, start, write_frame
from . import guard
from .review import FilterWords, filter_words
from .slots import PARSER_VERSION, Slot, parse_slot
from .topics import topic_words

if TYPE_CHECKING:
    from .candidate import Candidate

__all__ = ["CHUNK", "Item", "Prepared", "Preparer", "analyse", "worth_a_worker"]

CHUNK = 128
_AHEAD = 8  # chunks sent ahead of the writer
_EMPTY_CACHES_EVERY = 8  # chunks the worker answers between emptying its caches of texts
T = TypeVar("T")
# Below this many entries a worker's start (~0.2 s of importing on the other core) buys little.
WORKER_FROM = 1_000
_HELLO = ("memwarden-prepared", PARSER_VERSION)
_WORKER = (
    "import sys; from memwarden.write.prepared import serve;"
    " serve(sys.stdin.buffer, sys.stdout.buffer)"
)

# (text, subject, typed_is_text, episode): ``typed_is_text`` says the person's words are the
# text itself (the owner's own write), else there are none (an agent's write outside a chat).
Item = tuple[str, str, bool, bool]


@dataclass(frozen=True, slots=True)
class Prepared:
    """The guard's verdict for ``text`` given ``typed`` (no taint, a person present), its slot
    for ``subject`` and the words the near-duplicate filter counts (``None`` for an episode,
    which has neither), the entities it names and the topics it speaks of."""

    text: str
    subject: str
    typed: tuple[str, ...]
    episode: bool
    verdict: guard.GuardVerdict
    slot: Slot | None
    mentions: tuple[Mention, ...]
    filter_words: FilterWords | None
    topics: tuple[TopicWords, ...] = ()

    def fits(self, candidate: Candidate) -> bool:
        """Made for exactly this candidate's text, subject and kind."""
        return (
            self.text == candidate.text
            and self.subject == candidate.subject
            and self.episode == (candidate.kind is Kind.EPISODE)
        )


def analyse(text: str, subject: str, typed_is_text: bool, episode: bool) -> Prepared:
    typed = (text,) if typed_is_text else ()
    return Prepared(
        text=text,
        subject=subject,
        typed=typed,
        episode=episode,
        verdict=guard.inspect(text, typed_by_person=typed),
        slot=None if episode else parse_slot(text, subject=subject),
        mentions=tuple(extract_entities(text)),
        filter_words=None if episode else filter_words(text),
        topics=topic_words(text),
    )


# What travels back: the analysis without the item's own fields, and the plain "kept" verdict
# (nearly every one) as None.
_Packed = tuple[
    guard.GuardVerdict | None,
    Slot | None,
    tuple[Mention, ...],
    FilterWords | None,
    tuple[TopicWords, ...],
]


def _pack(p: Prepared) -> _Packed:
    verdict = None if p.verdict == guard.KEPT else p.verdict
    return verdict, p.slot, p.mentions, p.filter_words, p.topics


def _unpack(item: Item, packed: object) -> Prepared | None:
    """The analysis of ``item``, or None if ``packed`` is not shaped as one (a worker that
    speaks another version's language is not believed)."""
    text, subject, typed_is_text, episode = item
    if not (isinstance(packed, tuple) and len(packed) == 5):
        return None
    verdict, slot, mentions, words, topics = packed
    if not (
        (verdict is None or isinstance(verdict, guard.GuardVerdict))
        and (slot is None or isinstance(slot, Slot))
        and isinstance(mentions, tuple)
        and all(isinstance(m, Mention) for m in mentions)
        and (words is None if episode else isinstance(words, tuple) and len(words) == 2)
        and isinstance(topics, tuple)
        and all(isinstance(t, TopicWords) for t in topics)
    ):
        return None
    return Prepared(
        text, subject, (text,) if typed_is_text else (), episode,
        guard.KEPT if verdict is None else verdict, slot, mentions, words, topics,
    )  # fmt: skip


def worth_a_worker(items: int) -> bool:
    """A worker pays for ``items`` entries when this process may use a second core, and can be
    started (:func:`memwarden.worker.second_core`)."""
    return items >= WORKER_FROM and second_core()


def serve(source: IO[bytes], out: IO[bytes]) -> None:
    """The worker: a hello, then for each frame of items a frame of their analyses."""
    write_frame(out, _HELLO)
    out.flush()
    for answered in itertools.count(1):
        frame = read_frame(source)
        if frame is None:
            return
        k, items = frame  # type: ignore[misc]
        write_frame(out, (k, [_pack(analyse(*item)) for item in items]))
        out.flush()
        if answered % _EMPTY_CACHES_EVERY == 0:  # its own memory stays small; time it has
            forget_cached_texts()


class Preparer(Generic[T]):
    """A worker analysing ``entries`` (each made an :class:`Item` by ``item``) ahead of the
    writer, which calls :meth:`get` for each entry in order: its :class:`Prepared` when it has
    arrived, else ``None`` and the writer analyses that entry itself. Never blocks on the worker
    and never raises because of it: a worker that cannot start, answers in another version or
    dies is ignored."""

    def __init__(self) -> None:
        self._entries: Sequence[T] = ()
        self._item: Callable[[T], Item] | None = None
        self._done: dict[int, list[_Packed]] = {}  # chunk → analyses, not yet asked for
        self._sent = 0  # chunks sent
        self._chunk = 0  # the chunk the writer is in
        self._index = 0  # the entry the writer asked for last
        self._greeted = False
        self._channel: Channel | None = None
        try:
            self._channel = start(_WORKER)
        except (OSError, ValueError, AttributeError):  # cannot start; no non-blocking pipes
            self.close()

    def send(self, entries: Sequence[T], item: Callable[[T], Item]) -> None:
        """The entries to analyse (their items are made as they are sent)."""
        self._entries, self._item = entries, item
        self._pump()

    def get(self, index: int) -> Prepared | None:
        """Entry ``index``'s analysis, if it has arrived."""
        k, offset = divmod(index, CHUNK)
        if offset == 0 or k not in self._done:
            self._chunk, self._index = k, index
            self._pump()
        chunk = self._done.get(k)
        if chunk is None or offset >= len(chunk) or self._item is None:
            return None
        if offset == len(chunk) - 1:  # its last entry: let the chunk go
            del self._done[k]
        return _unpack(self._item(self._entries[index]), chunk[offset])

    def _pump(self) -> None:
        """Take what the worker has answered and send what the pipe takes, without waiting."""
        if self._channel is None:
            return
        try:
            self._receive(self._channel)
            if self._greeted:  # before its hello, anything sent would be stale when it is read
                self._send(self._channel)
        except Exception:  # gone, or speaking nonsense (unpickling can raise anything)
            self.close()  # the writer goes on alone

    def _receive(self, channel: Channel) -> None:
        for value in channel.receive():
            if not self._greeted:
                if value != _HELLO:  # another version of memwarden answered
                    raise ValueError("not a memwarden-prepared worker of this version")
                self._greeted = True
                continue
            k, analyses = value  # type: ignore[misc]
            if not isinstance(k, int) or not isinstance(analyses, list):
                raise ValueError("not an answer")
            if k >= self._chunk:  # else the writer did that chunk itself
                self._done[k] = analyses

    def _send(self, channel: Channel) -> None:
        assert self._item is not None
        # Chunks the writer has begun are not worth sending (nor are their admitted entries
        # still there); a few ahead keep the worker busy. One frame at most waits for the pipe.
        self._sent = max(self._sent, -(-self._index // CHUNK))
        while not channel.sending:
            first = self._sent * CHUNK
            if self._sent >= self._chunk + _AHEAD or first >= len(self._entries):
                return
            items = [self._item(e) for e in self._entries[first : first + CHUNK]]
            channel.post((self._sent, items))
            self._sent += 1

    def close(self) -> None:
        channel, self._channel = self._channel, None
        self._done.clear()
        if channel is not None:
            channel.close()

    def __enter__(self) -> Preparer[T]:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
