"""The read path of the service."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from ..clock import now, parse_time
from ..errors import (
    InvalidInputError,
)
from ..model import (
    AuditEvent,
    Capability,
    MemoryRecord,
    RecallResponse,
)
from ..read.context import build_context
from ..read.recall import RecallRequest, query_stems, recall
from ..write.candidate import (
    check_text,
)
from .core import _Core

# Continuity: the session's last few queries, within this window, lean recall their way.
_SESSION_QUERIES = 3
_SESSION_WINDOW = timedelta(minutes=30)


class _Reading(_Core):
    """Recall, context, lineage, history — and the vector signal behind them."""

    # -- reading ------------------------------------------------------------------------

    def get(self, memory_id: str) -> MemoryRecord:
        self._require(Capability.READ)
        self._store.flush_access(wait=False)  # its access count includes this session's recalls
        return self._visible(memory_id)

    def recall(
        self,
        query: str,
        *,
        limit: int = 10,
        as_of: str | datetime | None = None,
        known_at: str | datetime | None = None,
        scopes: Sequence[str] | None = None,
        kinds: Sequence[str] | None = None,
        explain: bool = False,
    ) -> RecallResponse:
        """Gated hybrid recall: BM25, vectors, chat context, fused (see :mod:`memwarden.read`)."""
        self._require(Capability.READ)
        if isinstance(scopes, str) or isinstance(kinds, str):
            raise InvalidInputError("scopes and kinds must be lists")
        request = RecallRequest(
            query=check_text(query, self.settings.max_text_chars, field="query"),
            limit=limit,
            as_of=parse_time(as_of, field="as_of"),
            known_at=parse_time(known_at, field="known_at"),
            scopes=tuple(scopes) if scopes is not None else None,
            kinds=tuple(kinds) if kinds is not None else None,
            explain=explain,
        )
        at = now()
        response, tombstone_hits = recall(
            self._store, self.principal, request, at, recent=self._recent_queries(at, query),
            **self._recall_signals(),
        )  # fmt: skip
        self._touch([hit.memory.id for hit in response.results])
        if tombstone_hits:
            with self._store.write() as txn:
                txn.add_tombstone_hits(tombstone_hits)
                hits = dict(sorted(tombstone_hits.items()))
                self._audit(txn, "tombstone.hit", None, {"hits": hits})
        return response

    def context(self, query: str, *, budget_chars: int = 6000) -> dict[str, Any]:
        """A prompt-ready block: ``{"text", "memories": [id, ..], "more": n}``."""
        self._require(Capability.READ)
        query = check_text(query, self.settings.max_text_chars, field="query")
        tombstone_hits: dict[str, int] = {}
        at = now()
        block = build_context(
            self._store, self.principal, query, budget_chars, at,
            advice=self._declined_lines(), tombstone_hits=tombstone_hits,
            recent=self._recent_queries(at, query), **self._recall_signals(),
        )  # fmt: skip
        if tombstone_hits:  # dropped by meaning or words: recorded like recall's (invariant 8)
            with self._store.write() as txn:
                txn.add_tombstone_hits(tombstone_hits)
                hits = dict(sorted(tombstone_hits.items()))
                self._audit(txn, "tombstone.hit", None, {"hits": hits})
        self._touch(list(block["memories"]))  # type: ignore[arg-type]
        return block

    def lineage(self, memory_id: str) -> list[MemoryRecord]:
        """The supersession chain through ``memory_id``, oldest first (only what you may see)."""
        self._require(Capability.READ)
        self._visible(memory_id)
        visibility = self._visibility()
        chain = []
        for chain_id in self._store.lineage_ids(memory_id, self.settings.lineage_depth):
            record = self._store.get_memory(chain_id, visibility)
            if record is not None:
                chain.append(record)
        return chain

    def history(self, memory_id: str) -> list[AuditEvent]:
        self._require(Capability.READ)
        self._visible(memory_id)
        return self._store.audit_events(memory_id, None)

    # -- recall by meaning: the vector signal (read/vector_signal.py, read/fusion.py) -------

    def _vectors(self) -> Any:
        """This store's :class:`~memwarden.read.vector_signal.VectorRecall`, or None when the
        embedder is ``none``. Imported here so ``memwarden --help`` never loads numpy."""
        if self.settings.embedder == "none":
            return None
        from ..read.vector_signal import vector_recall_for

        return vector_recall_for(
            self._store,
            embedder=self.settings.embedder,
            index_dir=self.settings.index_dir,
            worker=self.settings.embed_worker,
            catchup=self.settings.embed_catchup,
            helper=self.settings.embed_helper,
        )

    def _recall_signals(self) -> dict[str, Any]:
        vectors = self._vectors()
        if vectors is None:
            return {}
        from ..read.fusion import Fusion

        fusion = Fusion(vector_floor=vectors.floor)

        def semantic(query: str, k: int) -> Any:
            finish = vectors.start(query, k)

            def pairs(
                gated: Any, admitted: Any, also: Any = None
            ) -> tuple[list[tuple[str, float]], Any]:
                hits, records = finish(gated, admitted, also)
                return [(h.memory_id, h.score) for h in hits], records

            return pairs

        return {"semantic": semantic, "fusion": fusion}

    def _embed_soon(self) -> None:
        vectors = self._vectors()
        if vectors is not None:
            vectors.notify()

    def _recent_queries(self, at: datetime, query: str) -> frozenset[str]:
        """The stems of this session's last few queries within the window (for continuity),
        then remember this one."""
        cutoff = at - _SESSION_WINDOW
        kept = [(t, stems) for t, stems in self._session if t >= cutoff][-_SESSION_QUERIES:]
        recent = frozenset().union(*(stems for _, stems in kept))
        self._session = [*kept, (at, query_stems(query))][-_SESSION_QUERIES:]
        return recent

    def _touch(self, memory_ids: list[str]) -> None:
        """Count a recall of these memories (written behind by the store: a recall never waits
        for the writer's lock)."""
        self._store.note_access(memory_ids, now())

    def _close_vectors(self) -> None:
        if self.settings.embedder == "none":
            return
        from ..read.vector_signal import registered

        vectors = registered(self._store)
        if vectors is not None:
            vectors.close()

    def embed_pending(self, progress: Any = None) -> dict[str, Any]:
        """Embed every memory waiting for a vector now (the worker does this in the background)."""
        self._require(Capability.REMEMBER)
        vectors = self._vectors()
        if vectors is None:
            return {"embedded": 0, "model": None}
        return {"embedded": vectors.drain(progress=progress), "model": vectors.model_id}

    def reindex(self, progress: Any = None) -> dict[str, Any]:
        """Embed every memory without a vector of the configured model, rebuild the index."""
        self._require(Capability.ADMIN)
        vectors = self._vectors()
        if vectors is None:
            raise InvalidInputError("no embedder is configured (embedder = none)")
        return vectors.reindex(progress=progress)

    def _doctor_vectors(
        self, repair: bool, problems: list[str], repaired: list[str]
    ) -> dict[str, Any]:
        vectors = self._vectors()
        if vectors is None:
            return {}
        status = vectors.check()
        if status["index_problem"]:
            problems.append(f"vector index: {status['index_problem']}")
        if repair:
            done = vectors.reindex()
            repaired.append(
                f"rebuilt the vector index ({done['indexed']} vectors, {done['model']})"
            )
            status = vectors.check()
        return {"vectors": status}
