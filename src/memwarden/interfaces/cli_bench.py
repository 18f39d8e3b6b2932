"""``memwarden bench ...``: benchmarks (never timed unit tests). Heavy imports stay inside."""

from __future__ import annotations

import click

from .cli import cli

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
        Console().print(t)

    if as_json:
        import json

        click.echo(json.dumps(report, indent=2))
    else:
        table()


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
@click.option("--json", "as_json_here", is_flag=True, help="Print exactly one JSON document.")
@click.pass_context
def bench_http(
    ctx: click.Context,
    seconds: float,
    clients: int,
    memories: int,
    max_requests: int,
    as_json_here: bool,
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
    if as_json_here or ctx.find_root().obj.as_json:
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
