"""``memwarden bench ...``: benchmarks (never timed unit tests). Heavy imports stay inside."""

from __future__ import annotations

from pathlib import Path

import click

from .cli import cli
from .render import json_option

__all__ = ["bench"]


@cli.group()
def bench() -> None:
    """Benchmarks; results and method in docs/benchmarks.md."""


def _sizes(value: str) -> list[int]:
    try:
        sizes = [int(part.replace("_", "")) for part in value.split(",") if part.strip()]
    except ValueError:
        raise click.BadParameter("a comma-separated list of whole numbers") from None
    if not sizes or any(n < 100 or n > 5_000_000 for n in sizes):
        raise click.BadParameter("each size must be from 100 to 5,000,000")
    return sizes


@bench.command("store")
@click.option(
    "--sizes",
    default="10000,100000",
    show_default=True,
    help="Comma-separated store sizes to measure, each in a fresh process.",
)
@json_option
@click.pass_context
def bench_store(ctx: click.Context, sizes: str) -> None:
    """Single remember p50, bulk import rate, lexical recall p50/p95 and peak RSS."""
    from ..bench.store import run

    report = run(_sizes(sizes))
    as_json = ctx.find_root().obj.as_json

    def table() -> None:
        from rich.console import Console
        from rich.table import Table

        t = Table(title="memwarden bench store (medians; targets in brackets)")
        for column in (
            "memories",
            "import/s [≥5000]",
            "remember p50 ms [≤2]",
            "recall p50 ms [≤5 @100k]",
            "recall p95 ms",
            "peak RSS MB [≤150]",
            "db MB",
        ):
            t.add_column(column, justify="right")
        for r in report["results"]:
            t.add_row(
                f"{r['memories']:,}",
                f"{r['import_per_s']:,.0f}",
                f"{r['remember_p50_ms']:.2f}",
                f"{r['recall_p50_ms']:.2f}",
                f"{r['recall_p95_ms']:.2f}",
                f"{r['peak_rss_mb']:.0f}",
                f"{r['db_mb']:.0f}",
            )
        console = Console()
        console.print(t)
        for r in report["results"]:
            if r.get("import_worker"):
                console.print(
                    f"The import of {r['memories']:,} ran a second process for the texts'"
                    f" analysis (import_worker); its peak, {r['worker_peak_rss_mb']:.0f} MB, is"
                    " not in the peak RSS above."
                )

    if as_json:
        import json

        click.echo(json.dumps(report, indent=2))
    else:
        table()


@bench.command("guard")
@click.option(
    "--attacks",
    "attacks",
    multiple=True,
    required=True,
    type=click.Path(exists=True, path_type=Path),
    help="JSONL of {text, source?}, a shared injection file, or a folder of them; repeatable.",
)
@click.option(
    "--benign",
    "benign",
    multiple=True,
    required=True,
    type=click.Path(exists=True, path_type=Path),
    help="Ordinary turns: JSONL of {text, source?}, LoCoMo or LongMemEval files; repeatable.",
)
@click.option(
    "--benign-as",
    type=click.Choice(["chat", "owner", "agent"]),
    default="chat",
    show_default=True,
    help="The flow. chat: each ordinary turn observed as the person's in a fresh chat, then"
    " an agent's remember in that chat; attacks an agent's remember in a chat where the person"
    " said something unrelated. owner / agent: attacks an agent's remember with no chat, ordinary"
    " turns the person's own remember / the agent's.",
)
@click.option(
    "--sample",
    type=click.IntRange(min=1),
    default=None,
    help="At most this many texts per source, chosen by a fixed seed (default: all).",
)
@click.option("--seed", type=int, default=None, help="Seed of --sample.")
@json_option
@click.pass_context
def bench_guard(
    ctx: click.Context,
    attacks: tuple[Path, ...],
    benign: tuple[Path, ...],
    benign_as: str,
    sample: int | None,
    seed: int | None,
) -> None:
    """How many planted memories the write path holds, and how many ordinary turns it wrongly
    holds, in throwaway stores: by default each ordinary turn is observed as the person's in
    a chat and then written there by an agent, and each attack is written by an agent where
    the person never typed it (--benign-as owner|agent: the simpler flows).

    JSON: {"attacks", "held_share", "benign", "false_hold_share", "by_source", "path",
    "flow", "method"}; "path" is "service" (the real write path) or "guard" (the guard alone,
    when the write path does not hold a planted probe). Method: docs/benchmarks.md.
    """
    from ..bench.guard import DEFAULT_SEED, run_files

    report = run_files(
        list(attacks), list(benign), benign_as=benign_as, sample=sample,
        seed=DEFAULT_SEED if seed is None else seed,
    )  # fmt: skip
    if ctx.find_root().obj.as_json:
        import json

        click.echo(json.dumps(report, indent=2, ensure_ascii=False))
        return
    click.echo(f"memwarden bench guard (path: {report['path']}, flow: {report['flow']})")
    click.echo(f"  {report['method']}")
    click.echo(
        f"  attacks {report['attacks']:,}: held {report['held_share']:.1%}; "
        f"benign {report['benign']:,}: wrongly held {report['false_hold_share']:.1%}"
    )
    for source, entry in report["by_source"].items():
        click.echo(
            f"  {source:<32} {entry['kind']:<6} n={entry['n']:>6,}  held {entry['share_held']:.1%}"
        )


@bench.command("http")
@click.option(
    "--seconds",
    default=20.0,
    show_default=True,
    type=click.FloatRange(1, 600),
    help="How long the load runs.",
)
@click.option(
    "--clients",
    default=16,
    show_default=True,
    type=click.IntRange(1, 256),
    help="Concurrent loopback clients.",
)
@click.option(
    "--memories",
    default=2000,
    show_default=True,
    type=click.IntRange(0, 1_000_000),
    help="Synthetic memories seeded before the run.",
)
@click.option(
    "--max-requests",
    default=1_000_000,
    show_default=True,
    type=click.IntRange(1, 10_000_000),
    help="Stop after this many requests in all.",
)
@json_option
@click.pass_context
def bench_http(
    ctx: click.Context,
    seconds: float,
    clients: int,
    memories: int,
    max_requests: int,
) -> None:
    """HTTP API under load: a real server on 127.0.0.1 and concurrent clients.

    The clients mix recall, context and remember for --seconds; the report gives throughput,
    p50/p95 per operation and errors (must be 0), and every write the server acknowledged is
    checked in the database after the server stops. Method: docs/benchmarks.md.
    """
    from ..bench.http import run

    report = run(
        seconds=seconds, clients=clients, seed_memories=memories, max_requests=max_requests
    )
    if ctx.find_root().obj.as_json:
        import json

        click.echo(json.dumps(report, indent=2))
    else:
        click.echo(
            f"memwarden bench http: {report['clients']} clients, {report['seconds']} s, "
            f"{report['seed_memories']:,} seeded memories, {report['cpus']} CPUs"
        )
        click.echo(
            f"  {report['requests']:,} requests, {report['throughput_rps']:,.1f} req/s, "
            f"p50 {report['p50_ms']} ms, p95 {report['p95_ms']} ms, "
            f"errors {report['errors']}"
        )
        for op, o in report["operations"].items():
            click.echo(
                f"  {op:<9} {o['count']:>7,}  p50 {o['p50_ms']} ms  p95 {o['p95_ms']} ms"
                f"  p99 {o['p99_ms']} ms  errors {o['errors']}"
            )
        click.echo(
            f"  writes acknowledged {report['writes_acknowledged']:,}, verified after "
            f"the stop {report['writes_verified']:,} ({report['write_decisions']})"
        )
        base = report["in_process"]
        click.echo(
            "  the service alone, one call at a time: p50 "
            + ", ".join(f"{op} {ms} ms" for op, ms in base["p50_ms"].items())
            + f"; about {base['single_thread_capacity_rps']} calls/s on one thread"
        )
        click.echo(f"  server CPU per request: {report['server_cpu_ms_per_request']} ms")
        for sample in report["error_samples"]:
            click.echo(f"  error: {sample}", err=True)
    if not report["ok"]:
        ctx.exit(1)


# -- recall quality: LoCoMo and LongMemEval (bench/locomo.py, bench/longmemeval.py) ----------

_DATA = click.Path(exists=True, dir_okay=False, path_type=str)


def _recall_settings(embedder: str | None) -> object:
    from ..settings import Settings

    base = Settings(embed_worker=False, max_text_chars=200_000)
    return base if embedder is None else Settings(
        embed_worker=False, max_text_chars=200_000, embedder=embedder
    )  # fmt: skip


@bench.command("locomo")
@click.option("--data", required=True, type=_DATA, help="A LoCoMo JSON file (locomo10 schema).")
@click.option("--conversations", type=click.IntRange(1, 1000), help="Only the first N.")
@click.option("--embedder", metavar="NAME", help="Embedder (default: the setting; none = BM25).")
@json_option
@click.pass_context
def bench_locomo(
    ctx: click.Context,
    data: str,
    conversations: int | None,
    embedder: str | None,
) -> None:
    """LoCoMo turn-level evidence recall@1/5/10/20, overall and per category."""
    from pathlib import Path

    from ..bench.locomo import DEV_BASELINES, KS, TARGETS, run

    report = run(
        Path(data),
        settings=_recall_settings(embedder),
        conversations=conversations,
        progress=lambda line: click.echo(line, err=True),
    )
    if ctx.find_root().obj.as_json:
        import json

        click.echo(json.dumps(report, indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    title = f"LoCoMo evidence recall ({report['questions']} questions, {report['seconds']} s)"
    t = Table(title=title)
    t.add_column("category")
    t.add_column("questions", justify="right")
    for k in KS:
        t.add_column(f"R@{k}", justify="right")
    for name, row in report["by_category"].items():
        t.add_row(name, str(row["questions"]), *(f"{row[str(k)]:.3f}" for k in KS))
    t.add_row(
        "overall", str(report["questions"]), *(f"{report['recall_at'][str(k)]:.3f}" for k in KS)
    )
    Console().print(t)
    naive = dict(zip(KS, DEV_BASELINES["naive hybrid"], strict=True))
    click.echo(
        f"targets R@5 ≥ {TARGETS['5']}, R@10 ≥ {TARGETS['10']}; naive hybrid baseline (dev "
        f"file) R@5 {naive[5]}, R@10 {naive[10]}; "
        f"{report['evidence_ids_dropped']} evidence ids did not resolve"
    )


@bench.command("recall-suite")
@click.option(
    "--data",
    type=click.Path(dir_okay=False, exists=True, path_type=Path),
    default=Path("tests/data/recall_suite_agent.json"),
    show_default=True,
    help="Memories and the questions asked of them, with their answers (JSON).",
)
@click.option("--embedder", metavar="NAME", help="Embedder (default: the setting; none = BM25).")
@json_option
@click.pass_context
def bench_recall_suite(ctx: click.Context, data: Path, embedder: str | None) -> None:
    """Remember a hand-written life, ask its questions; report how often the first result, and
    any of the first 1/3/5, answers."""
    from ..bench.recall_suite import run

    report = run(data, embedder=embedder)
    if ctx.find_root().obj.as_json:
        import json

        click.echo(json.dumps(report, ensure_ascii=False, indent=2))
        return
    from .render import safe

    any_at = ", ".join(f"any@{k} {v:.3f}" for k, v in report["any_at"].items())
    vectors = report["embedder"] or "no vectors"
    asked = f", asked on {report['asked_at']}" if report["asked_at"] else ""
    click.echo(f"recall suite ({report['questions']} questions, {report['memories']} memories, "
               f"{vectors}{asked}): first {report['first']}; {any_at}")  # fmt: skip
    for item in report["not_kept"]:
        click.echo(f"  not kept: {item['id']} ({item['decision']})")
    for miss in report["misses"]:
        click.echo(f"  miss: {safe(miss['q'])} — wanted {', '.join(miss['answers'])}, "
                   f"got {', '.join(miss['got']) or 'nothing'}")  # fmt: skip


@bench.command("longmemeval")
@click.option("--data", required=True, type=_DATA, help="A LongMemEval JSON file (S schema).")
@click.option("--questions", type=click.IntRange(1, 10_000), help="Only the first N.")
@click.option(
    "--turns",
    type=click.Choice(["all", "user"]),
    default="all",
    show_default=True,
    help="Which turns to ingest (the README baselines used the user's only).",
)
@click.option("--embedder", metavar="NAME", help="Embedder (default: the setting; none = BM25).")
@json_option
@click.pass_context
def bench_longmemeval(
    ctx: click.Context,
    data: str,
    questions: int | None,
    turns: str,
    embedder: str | None,
) -> None:
    """LongMemEval session recall_any@k and recall_all@k (k = 1, 3, 5, 10)."""
    from pathlib import Path

    from ..bench.longmemeval import KS, TARGETS, USER_BASELINES, run

    report = run(
        Path(data),
        settings=_recall_settings(embedder),
        turns=turns,
        questions=questions,
        progress=lambda line: click.echo(line, err=True),
    )
    if ctx.find_root().obj.as_json:
        import json

        click.echo(json.dumps(report, indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    t = Table(title=f"LongMemEval session recall ({report['questions']} questions)")
    t.add_column("k", justify="right")
    t.add_column("recall_any", justify="right")
    t.add_column("recall_all", justify="right")
    for k in KS:
        any_k, all_k = report["recall_any_at"][str(k)], report["recall_all_at"][str(k)]
        t.add_row(str(k), f"{any_k:.3f}", f"{all_k:.3f}")
    Console().print(t)
    naive = USER_BASELINES["naive hybrid"]
    click.echo(
        f"ingest {report['ingest_per_s']} turns/s; targets any@5 ≥ {TARGETS['any@5']}, all@5 ≥ "
        f"{TARGETS['all@5']}; naive hybrid baseline (the person's turns) any@5 "
        f"{naive['any@5']:.3f}, all@5 {naive['all@5']:.3f}"
    )


# -- scale and peers (bench/scale.py, bench/peers.py) ----------------------------------------


@bench.command("scale")
@click.option(
    "--sizes",
    default="1000,10000,100000",
    show_default=True,
    help="Comma-separated store sizes (up to 1,000,000 and more), each in a fresh process.",
)
@click.option(
    "--embedder",
    type=click.Choice(["hashed", "minilm"]),
    default="hashed",
    show_default=True,
    help="The embedder every memory and every query goes through.",
)
@click.option(
    "--queries",
    type=click.IntRange(1, 100_000),
    default=200,
    show_default=True,
    help="Recalls timed per size (after 10 warm-up recalls).",
)
@click.option(
    "--timeout",
    "timeout_s",
    type=click.FloatRange(10, 86_400),
    default=3600.0,
    show_default=True,
    help="Seconds each size may take; a size that runs out is reported as an error, with the"
    " stages it finished.",
)
@json_option
@click.pass_context
def bench_scale(
    ctx: click.Context,
    sizes: str,
    embedder: str,
    queries: int,
    timeout_s: float,
) -> None:
    """Ingest rate, recall p50/p95 and RSS with the vector signal on, from 1k to 1M memories.

    Ingest is the real write path (Memory.import_) plus embedding every memory
    (embed_pending), both reported; recall is recall(query, limit=10) timed including the
    query's embedding. Progress goes to stderr. Method: docs/benchmarks.md.
    """
    from ..bench.scale import run

    report = run(_sizes(sizes), embedder=embedder, queries=queries, timeout_s=timeout_s)
    if ctx.find_root().obj.as_json:
        import json

        click.echo(json.dumps(report, indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    t = Table(title=f"memwarden bench scale — {embedder} (medians; load average 1 min)")
    for column in (
        "memories",
        "import/s",
        "embed/s",
        "ingest/s",
        "index",
        "index build s",
        "recall p50 ms",
        "recall p95 ms",
        "query embed ms",
        "peak RSS MB",
        "load",
    ):
        t.add_column(column, justify="right")
    for r in report["results"]:
        if "error" in r:
            done = r.get("finished_stages") or {}
            t.add_row(
                f"{r['memories']:,}",
                f"{done['import_per_s']:,.0f}" if "import_per_s" in done else "",
                "",
                f"{done['ingest_per_s']:,.0f}" if "ingest_per_s" in done else "",
                str(done.get("index_kind", "")),
                r["error"],
                *[""] * 5,
            )
            continue
        t.add_row(
            f"{r['memories']:,}",
            f"{r['import_per_s']:,.0f}",
            f"{r['embed_per_s']:,.0f}",
            f"{r['ingest_per_s']:,.0f}",
            str(r["index_kind"]),
            f"{r['index_build_s']:.1f}",
            f"{r['recall_p50_ms']:.1f}",
            f"{r['recall_p95_ms']:.1f}",
            f"{r['query_embed_p50_ms']:.2f}",
            f"{r['peak_rss_mb']:.0f}",
            f"{r['load_avg_before']}–{r['load_avg_after']}",
        )
    Console().print(t)
    for r in report["results"]:
        if not r.get("workers_peak_rss_mb"):
            continue
        click.echo(
            f"{r['memories']:,}: second processes (import_worker, embed_helper) peaked at"
            f" {r['workers_peak_rss_mb']:.0f} MB and used {r['workers_cpu_s']:.1f} s of CPU;"
            " neither is in the peak RSS above"
        )
    if report["targets"]:
        click.echo("targets: " + ", ".join(f"{k} {v}" for k, v in report["targets"].items()))


@bench.command("peers")
@click.option(
    "--data",
    "data",
    multiple=True,
    required=True,
    type=_DATA,
    help="A LoCoMo or LongMemEval JSON file (told apart by their fields); repeatable.",
)
@click.option(
    "--methods",
    default="bm25,dense,memwarden,mem0",
    show_default=True,
    help="Comma-separated: bm25, dense, memwarden, mem0.",
)
@click.option(
    "--turns",
    type=click.Choice(["user", "all"]),
    default="user",
    show_default=True,
    help="LongMemEval: which turns to ingest (the README baselines used the user's only).",
)
@click.option(
    "--limit",
    type=click.IntRange(1, 100_000),
    default=None,
    help="Only the first N conversations / questions of each file.",
)
@click.option(
    "--mem0-python",
    metavar="PYTHON",
    default=None,
    help="A Python with mem0ai installed, for the mem0 column (default: MEMWARDEN_PEERS_PYTHON,"
    " else this one if it has mem0ai).",
)
@click.option(
    "--timeout",
    "timeout_s",
    type=click.FloatRange(10, 86_400),
    default=3600.0,
    show_default=True,
    help="Seconds the mem0 subprocess may take.",
)
@json_option
@click.pass_context
def bench_peers(
    ctx: click.Context,
    data: tuple[str, ...],
    methods: str,
    turns: str,
    limit: int | None,
    mem0_python: str | None,
    timeout_s: float,
) -> None:
    """memwarden beside BM25 (bm25s), dense MiniLM and mem0 (infer=False), on the same data
    and the same MiniLM vectors: recall@k and search latency p50/p95 side by side.

    Needs the peers extra (pip install 'memwarden[peers]'); mem0 may run from another
    virtualenv (--mem0-python). How each peer is configured is printed with the results.
    Method: docs/benchmarks.md.
    """
    from pathlib import Path

    from ..bench.peers import run

    chosen = [m.strip() for m in methods.split(",") if m.strip()]
    report = run(
        [Path(p) for p in data],
        methods=chosen,
        turns=turns,
        limit=limit,
        mem0_python=mem0_python,
        timeout_s=timeout_s,
        progress=lambda line: click.echo(f"[bench peers] {line}", err=True),
    )
    if ctx.find_root().obj.as_json:
        import json

        click.echo(json.dumps(report, indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    console = Console()
    for dataset, entry in report["results"].items():
        methods_seen = entry["methods"]
        scored = [row for row in methods_seen.values() if "error" not in row]
        metrics = [k for k in scored[0] if "@" in k] if scored else []
        t = Table(
            title=f"{dataset}: {entry['questions']} questions, {entry['turns']:,} turns "
            f"in {entry['cases']} stores"
        )
        t.add_column("method")
        for name in (*metrics, "search p50 ms", "search p95 ms", "build s"):
            t.add_column(name, justify="right")
        for method, row in methods_seen.items():
            if "error" in row:
                t.add_row(method, row["error"], *[""] * (len(metrics) + 2))
                continue
            t.add_row(
                method,
                *(f"{row[m]:.3f}" for m in metrics),
                f"{row['search_p50_ms']:.2f}",
                f"{row['search_p95_ms']:.2f}",
                f"{row['build_s']:.1f}",
            )
        console.print(t)
    click.echo(
        f"vectors: {report['vectors']}; search latency excludes embedding the question "
        f"(MiniLM, p50 {report['query_embed_p50_ms']} ms, the same for every method); "
        f"load average {report['load_avg_before']}–{report['load_avg_after']}"
    )
    for method, how in report["config"].items():
        click.echo(f"  {method}: {how}")


# -- plots (bench/plots.py) --------------------------------------------------------------------


@bench.command("plot")
@click.argument("results", nargs=-1, required=True, type=_DATA, metavar="RESULT.json...")
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=str),
    help="Folder for the PNGs (made if missing; default: beside each RESULT).",
)
@json_option
@click.pass_context
def bench_plot(ctx: click.Context, results: tuple[str, ...], out: str | None) -> None:
    """PNG plots of benchmark results: each RESULT.json (what bench locomo, longmemeval, scale
    or peers printed with --json) becomes RESULT.png, with the targets and, on the same data,
    the published baselines. Every RESULT is read and drawn before any PNG is written, so a
    bad one writes nothing. Needs the plots extra (pip install 'memwarden[plots]').

    JSON: {"plots": [{"result", "benchmark", "png"}]}.
    """
    import json
    from pathlib import Path

    from ..bench.plots import plot_files
    from .render import safe

    drawn = plot_files([Path(r) for r in results], Path(out) if out else None)
    if ctx.find_root().obj.as_json:
        click.echo(json.dumps({"plots": drawn}, indent=2))
        return
    for entry in drawn:
        click.echo(f"{safe(entry['png'])}  ({entry['benchmark']}, from {safe(entry['result'])})")
