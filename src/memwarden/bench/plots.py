"""PNG plots of benchmark results (``memwarden bench plot RESULT.json ...``).

Each plot is drawn from one JSON document a benchmark printed with ``--json`` — ``bench locomo``,
``bench longmemeval``, ``bench scale`` or ``bench peers`` — with the recall issue's targets
beside the figures and, where they were measured on the same data, the published baselines of
``../shared/bench/README.md``. Nothing here runs a benchmark or changes a figure: a plot shows
what its document says. matplotlib is the ``plots`` extra, imported only here; a figure is
drawn without pyplot's global state, so plotting is safe in any thread.
"""

from __future__ import annotations

import io
import json
import math
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..errors import ConfigurationError, InvalidInputError
from . import locomo, longmemeval, scale

__all__ = ["KINDS", "baselines", "kind_of", "plot_files", "render"]

KINDS = ("locomo", "longmemeval", "scale", "peers")
_RESULT_LIMIT = 50 * 2**20  # a benchmark's JSON is a few KB
_INSTALL_HINT = "plots need matplotlib: pip install 'memwarden[plots]'"
_TARGET = "#c0392b"
_OURS = "#1f5fa8"
# One colour per method, the same in every plot.
_COLOURS = {
    "memwarden": _OURS,
    "mem0": "#8e44ad",
    "bm25": "#7f8c8d",
    "BM25": "#7f8c8d",
    "dense": "#27ae60",
    "dense MiniLM": "#27ae60",
    "RRF(BM25, dense)": "#d4a017",
    "naive hybrid": "#e67e22",
}


def plot_files(results: Sequence[Path], out: Path | None = None) -> list[dict[str, str]]:
    """Each result file's PNG, ``RESULT.png`` in ``out`` (made if missing) or beside it:
    ``[{"result", "benchmark", "png"}]``. Every result is read and drawn before anything is
    written, so a bad one (an :class:`InvalidInputError` naming it) writes nothing."""
    drawn = []
    for path in results:
        try:
            if path.stat().st_size > _RESULT_LIMIT:
                raise InvalidInputError(f"over {_RESULT_LIMIT // 2**20} MB, not a result")
            try:
                document = json.loads(path.read_text(encoding="utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise InvalidInputError(f"not JSON ({exc})") from None
            kind, png = kind_of(document), render(document)
        except InvalidInputError as exc:
            raise InvalidInputError(f"{path}: {exc}") from None
        except OSError as exc:
            raise InvalidInputError(f"{path}: cannot be read ({exc.strerror})") from None
        target = (out or path.parent) / f"{path.stem}.png"
        if any(target == other for _, _, other, _ in drawn):
            raise InvalidInputError(f"{path}: another result is drawn to {target} too")
        drawn.append((path, kind, target, png))
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    for _, _, target, png in drawn:
        target.write_bytes(png)
    return [{"result": str(p), "benchmark": k, "png": str(t)} for p, k, t, _ in drawn]


def kind_of(document: object) -> str:
    """Which benchmark printed ``document``; an :class:`InvalidInputError` when none did."""
    if not isinstance(document, dict):
        raise InvalidInputError("not a benchmark result: a JSON object was expected")
    named = document.get("benchmark")
    if named in KINDS:
        return str(named)
    if named is None and "recall_at" in document:
        return "locomo"  # printed before results named their benchmark
    if named is None and "recall_any_at" in document:
        return "longmemeval"
    raise InvalidInputError(
        f"not a result of bench {', '.join(KINDS)} (benchmark: {str(named)[:40]!r})"
        if named is not None
        else f"not a result of bench {', '.join(KINDS)}"
    )


def baselines(document: Mapping[str, Any]) -> dict[str, dict[str, float]]:
    """The published baselines measured on the same data as ``document`` (name → metric →
    value, metrics named as in ``bench peers``: ``R@5``, ``any@5``); none for other data — a
    baseline of the dev file is no yardstick for other conversations."""
    kind = kind_of(document)
    if kind == "locomo" and document.get("data") == locomo.DEV_FILE:
        return {
            name: {f"R@{k}": v for k, v in zip(locomo.KS, values, strict=True)}
            for name, values in locomo.DEV_BASELINES.items()
        }
    if (
        kind == "longmemeval"
        and document.get("data") == longmemeval.DEV_FILE
        and document.get("turn_roles") == "user"  # as the README's were measured
    ):
        return {name: dict(values) for name, values in longmemeval.USER_BASELINES.items()}
    return {}


def render(document: Mapping[str, Any]) -> bytes:
    """The PNG of one benchmark result. A document missing what its plot needs is an
    :class:`InvalidInputError` naming it; nothing is written anywhere."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise ConfigurationError(_INSTALL_HINT) from None
    draw: dict[str, Callable[[Any, Mapping[str, Any]], Any]] = {
        "locomo": _locomo,
        "longmemeval": _longmemeval,
        "scale": _scale,
        "peers": _peers,
    }
    kind = kind_of(document)
    try:
        figure = draw[kind](Figure, document)
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise InvalidInputError(
            f"an incomplete {kind} result ({type(exc).__name__}: {exc})"
        ) from None
    buffer = io.BytesIO()
    # No metadata: the same document gives the same bytes, whatever the matplotlib version.
    figure.savefig(buffer, format="png", dpi=100, metadata={"Software": None})
    return buffer.getvalue()


# -- one plot per benchmark ---------------------------------------------------------------------


def _named(document: Mapping[str, Any]) -> str:
    """ " FILE" for a result that names its data file, else nothing."""
    data = document.get("data")
    return f" {data}" if isinstance(data, str) and data else ""


def _recall_lines(
    ax: Any,
    ks: Sequence[int],
    series: Mapping[str, Sequence[float | None]],
    *,
    ylabel: str,
    dashed: Sequence[str] = (),
    bottom: float | None = None,
) -> None:
    """Recall against k, one line per series (``dashed``: published baselines); the axis
    starts at ``bottom``, by default a little under the lowest value drawn, at a tenth.

    ``bench peers``' "dense" is drawn dotted, over the rest: mem0 without inference ranks by
    the same cosine, and its line would hide dense's."""
    lowest = min((v for values in series.values() for v in values if v is not None), default=0)
    for name, values in series.items():
        points = [(k, v) for k, v in zip(ks, values, strict=True) if v is not None]
        dense = name == "dense"
        ax.plot(
            [k for k, _ in points],
            [v for _, v in points],
            marker="s" if dense else "o",
            markersize=4 if dense else 6,
            linestyle=":" if dense else "--" if name in dashed else "-",
            linewidth=2.4 if name == "memwarden" else 1.4,
            color=_COLOURS.get(name.split(" (")[0]),
            zorder=4 if dense else 2,
            label=name,
        )
    ax.set_xticks(list(ks))
    ax.set_xlabel("k")
    ax.set_ylabel(ylabel)
    if bottom is None:
        bottom = max(0.0, math.floor((lowest - 0.05) * 10) / 10)
    ax.set_ylim(bottom, 1.02)
    ax.grid(alpha=0.3)


def _targets(ax: Any, targets: Mapping[int, float], label: str) -> None:
    ks = sorted(targets)
    ax.scatter(
        ks,
        [targets[k] for k in ks],
        marker="_",
        s=600,
        linewidths=3,
        color=_TARGET,
        zorder=5,
        label=label,
    )


def _locomo(figure_type: Any, document: Mapping[str, Any]) -> Any:
    ks = locomo.KS
    figure = figure_type(figsize=(11, 4.2), layout="constrained")
    left, right = figure.subplots(1, 2)
    series = {"memwarden": [float(document["recall_at"][str(k)]) for k in ks]}
    dashed = []
    for name, values in baselines(document).items():
        series[f"{name} (README)"] = [values.get(f"R@{k}") for k in ks]
        dashed.append(f"{name} (README)")
    _recall_lines(left, ks, series, ylabel="evidence recall@k", dashed=dashed)
    _targets(left, {int(k): v for k, v in locomo.TARGETS.items()}, "target (held-out data)")
    left.legend(fontsize=8, loc="lower right")
    left.set_title(f"LoCoMo{_named(document)}: {document['questions']} questions")
    categories = list(document["by_category"])
    width = 0.8 / len(ks)
    for i, k in enumerate(ks):
        values = [float(document["by_category"][c][str(k)]) for c in categories]
        right.bar(
            [x + i * width for x in range(len(categories))],
            values,
            width,
            label=f"R@{k}",
            color=_OURS,
            alpha=0.35 + 0.65 * (i + 1) / len(ks),
        )
    right.set_xticks([x + width * (len(ks) - 1) / 2 for x in range(len(categories))])
    right.set_xticklabels(
        [f"{c}\n({document['by_category'][c]['questions']} q)" for c in categories]
    )
    right.set_ylim(0, 1.02)
    right.set_ylabel("evidence recall@k")
    right.set_title("memwarden by category")
    right.legend(fontsize=8, ncols=len(ks), loc="upper left")
    right.grid(axis="y", alpha=0.3)
    return figure


def _longmemeval(figure_type: Any, document: Mapping[str, Any]) -> Any:
    ks = longmemeval.KS
    figure = figure_type(figsize=(11, 4.2), layout="constrained")
    panels = figure.subplots(1, 2)
    published = baselines(document)
    for ax, which in zip(panels, ("any", "all"), strict=True):
        series: dict[str, list[float | None]] = {
            "memwarden": [float(document[f"recall_{which}_at"][str(k)]) for k in ks]
        }
        dashed = []
        for name, values in published.items():
            label = f"{name} (README)"
            series[label] = [values.get(f"{which}@{k}") for k in ks]
            dashed.append(label)
        _recall_lines(ax, ks, series, ylabel=f"recall_{which}@k", dashed=dashed)
        target = longmemeval.TARGETS[f"{which}@5"]
        _targets(ax, {5: target}, f"target {which}@5 ≥ {target}")
        ax.legend(fontsize=8, loc="lower right")
        ax.set_title(f"recall_{which}@k")
    figure.suptitle(
        f"LongMemEval{_named(document)}: {document['questions']} questions, "
        f"{document.get('turn_roles', '?')} turns, ingest {document['ingest_per_s']} turns/s"
    )
    return figure


def _by_size(
    ax: Any, rows: Sequence[Mapping[str, Any]], main: tuple[str, str], faint: tuple[str, str]
) -> None:
    """Two figures of each size's row against the size: ``main`` solid, ``faint`` dashed
    ((key, label) each)."""
    sizes = [int(r["memories"]) for r in rows]
    for (key, label), bold in ((main, True), (faint, False)):
        ax.plot(sizes, [r[key] for r in rows], marker="o", color=_OURS, label=label,
                linewidth=2.4 if bold else 1.4, alpha=1.0 if bold else 0.5,
                linestyle="-" if bold else "--")  # fmt: skip


def _scale(figure_type: Any, document: Mapping[str, Any]) -> Any:
    from matplotlib.ticker import FuncFormatter

    rows = [r for r in document["results"] if "error" not in r]
    if not rows:
        raise ValueError("no size finished")
    embedder = document["embedder"]
    figure = figure_type(figsize=(11, 4.2), layout="constrained")
    rate, latency = figure.subplots(1, 2)
    _by_size(rate, rows, ("ingest_per_s", "ingest (import + embedding)"),
             ("import_per_s", "import alone"))  # fmt: skip
    target_rate = scale.TARGETS.get(embedder, {}).get("ingest_per_s")
    if target_rate:
        rate.axhline(target_rate, color=_TARGET, linestyle=":", label=f"target ≥ {target_rate:,}/s")
    rate.set_xscale("log")
    rate.set_yscale("log")
    plain = FuncFormatter(lambda value, _: f"{value:,.0f}")
    rate.yaxis.set_major_formatter(plain)
    rate.yaxis.set_minor_formatter(plain)
    rate.set_xlabel("memories in the store")
    rate.set_ylabel("memories per second")
    rate.set_title(f"ingest, {embedder} embedder")
    rate.legend(fontsize=8)
    rate.grid(alpha=0.3, which="both")
    _by_size(latency, rows, ("recall_p50_ms", "recall p50"), ("recall_p95_ms", "recall p95"))
    targets = scale.TARGETS.get(embedder, {})
    marks = [
        (100_000, targets.get("recall_p50_ms_at_100k"), "p50 ≤ {:g} ms at 100k"),
        (100_000, targets.get("recall_p95_ms_at_100k"), "p95 ≤ {:g} ms at 100k"),
        (1_000_000, targets.get("recall_p50_ms_at_1m"), "p50 ≤ {:g} ms at 1M"),
    ]
    for size, value, label in marks:
        if value is not None:
            latency.scatter(
                [size],
                [value],
                marker="_",
                s=600,
                linewidths=3,
                color=_TARGET,
                zorder=5,
                label="target " + label.format(value),
            )
    latency.set_xscale("log")
    tallest = [r["recall_p95_ms"] for r in rows] + [v for _, v, _ in marks if v is not None]
    latency.set_ylim(0, max(tallest) * 1.15)
    latency.set_xlabel("memories in the store")
    latency.set_ylabel("ms (including the query's embedding)")
    latency.set_title(f"recall latency, {embedder} embedder")
    latency.legend(fontsize=8)
    latency.grid(alpha=0.3, which="both")
    return figure


def _peers(figure_type: Any, document: Mapping[str, Any]) -> Any:
    datasets = list(document["results"])
    if not datasets:
        raise ValueError("no dataset")
    finished = {}
    for dataset in datasets:
        tried = document["results"][dataset]["methods"]
        methods = {m: row for m, row in tried.items() if "error" not in row}
        if not methods:
            raise ValueError(f"no method finished on {dataset}")
        finished[dataset] = methods
    # One recall panel per metric family (LoCoMo: R; LongMemEval: any, all), then latency.
    families = {
        d: sorted({k.split("@")[0] for k in next(iter(m.values())) if "@" in k}, reverse=True)
        for d, m in finished.items()
    }
    columns = max(len(f) for f in families.values()) + 1
    figure = figure_type(figsize=(5.5 * columns, 4.2 * len(datasets)), layout="constrained")
    panels = figure.subplots(len(datasets), columns, squeeze=False)
    for row_panels, dataset in zip(panels, datasets, strict=True):
        entry, methods = document["results"][dataset], finished[dataset]
        for quality, family in zip(row_panels, families[dataset], strict=False):
            keys = [k for k in next(iter(methods.values())) if k.startswith(family + "@")]
            ks = [int(k.split("@")[1]) for k in keys]
            series = {method: [row[k] for k in keys] for method, row in methods.items()}
            _recall_lines(quality, ks, series, ylabel=f"{family}@k", bottom=0.0)
            quality.set_title(
                f"{dataset} {family}@k: {entry['questions']} questions, {entry['turns']:,} turns"
            )
            quality.legend(fontsize=8, loc="lower right")
        for unused in row_panels[len(families[dataset]) : -1]:
            unused.set_visible(False)
        speed = row_panels[-1]
        names = list(methods)
        p50 = [methods[m]["search_p50_ms"] for m in names]
        p95 = [methods[m]["search_p95_ms"] for m in names]
        xs = range(len(names))
        colours = [_COLOURS.get(m) for m in names]
        speed.bar([x - 0.2 for x in xs], p50, 0.4, color=colours)
        speed.bar([x + 0.2 for x in xs], p95, 0.4, alpha=0.45, color=colours)
        for x, value in zip(xs, p50, strict=True):
            speed.annotate(f"{value:.1f}", (x - 0.2, value), ha="center", va="bottom", fontsize=8)
        if "memwarden" in methods and "mem0" in methods:
            goal = methods["mem0"]["search_p50_ms"] / 5
            speed.axhline(
                goal,
                color=_TARGET,
                linestyle=":",
                label=f"target: memwarden p50 ≤ mem0's / 5 = {goal:.2f} ms",
            )
        speed.set_xticks(list(xs))
        speed.set_xticklabels(names)
        speed.set_yscale("log")
        speed.set_ylim(top=max(p95) * 10)  # room for the legend above the bars
        speed.set_ylabel("search ms per question (log; embedding excluded)")
        speed.set_title("search latency: p50 (solid, value above), p95 (light)")
        if speed.get_legend_handles_labels()[0]:
            speed.legend(fontsize=8, loc="upper left")
        speed.grid(axis="y", alpha=0.3, which="both")
    load = f"load {document.get('load_avg_before', '?')}–{document.get('load_avg_after', '?')}"
    figure.suptitle(f"bench peers, {document.get('turns', '')} turns; {load}")
    return figure
