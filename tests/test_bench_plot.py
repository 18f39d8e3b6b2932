"""``memwarden bench plot``: PNGs drawn from what the benchmarks really print.

Each result here is made by running the benchmark itself on a tiny input (LoCoMo and
LongMemEval fixtures, a store of 200, BM25-free peers), then plotted through the CLI. What a plot
shows is not judged by eye here: the tests check that each one is a real PNG of the expected
size, that the same result draws the same bytes, that the published baselines appear only for
the data they were measured on, and that a bad result writes nothing at all.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from cli_harness import clean_cli_environment, invoke
from memwarden.bench.plots import baselines, kind_of, render
from memwarden.embedders.base import minilm_available
from memwarden.errors import InvalidInputError
from test_bench_scale import LME, LOCOMO

pytest.importorskip("matplotlib")
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    clean_cli_environment(monkeypatch, tmp_path)


def _bench(*args: str) -> dict[str, Any]:
    outcome = invoke("bench", *args, "--json")
    assert outcome.code == 0, outcome.err
    return outcome.json()


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """One real result of each benchmark, saved as the CLI printed it."""
    folder = tmp_path_factory.mktemp("results")
    locomo = folder / "locomo_in.json"
    locomo.write_text(json.dumps(LOCOMO))
    lme = folder / "lme_in.json"
    lme.write_text(json.dumps(LME))
    runs = {
        "locomo": ["locomo", "--data", str(locomo), "--embedder", "hashed"],
        "longmemeval": ["longmemeval", "--data", str(lme), "--turns", "user", "--embedder",
                        "hashed"],
        "scale": ["scale", "--sizes", "200", "--embedder", "hashed", "--queries", "5"],
    }  # fmt: skip
    if minilm_available():  # peers share MiniLM vectors; dense and memwarden need no bm25s
        runs["peers"] = ["peers", "--data", str(locomo), "--data", str(lme),
                         "--methods", "dense,memwarden"]  # fmt: skip
    saved = {}
    with pytest.MonkeyPatch.context() as patch:
        clean_cli_environment(patch, folder)
        for kind, args in runs.items():
            saved[kind] = folder / f"{kind}.json"
            saved[kind].write_text(json.dumps(_bench(*args)))
    return saved


def _png_size(data: bytes) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk."""
    assert data.startswith(PNG_MAGIC)
    assert data[12:16] == b"IHDR"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_each_benchmark_result_becomes_a_png(results: dict[str, Path], tmp_path: Path) -> None:
    out = tmp_path / "plots"
    outcome = invoke("--json", "bench", "plot", *map(str, results.values()), "--out", str(out))
    assert outcome.code == 0, outcome.err
    plots = outcome.json()["plots"]
    assert [p["benchmark"] for p in plots] == list(results)
    for entry, (kind, source) in zip(plots, results.items(), strict=True):
        png = Path(entry["png"])
        assert png == out / f"{kind}.png"
        assert entry["result"] == str(source)
        width, height = _png_size(png.read_bytes())
        assert width in (1100, 1650)  # 5.5 inches a panel at 100 dpi: two, or three for peers
        assert height >= 400
    assert sorted(p.name for p in out.iterdir()) == sorted(f"{k}.png" for k in results)


def test_without_out_the_png_goes_beside_its_result(
    results: dict[str, Path], tmp_path: Path
) -> None:
    copy = tmp_path / "my-run.json"
    copy.write_bytes(results["locomo"].read_bytes())
    outcome = invoke("bench", "plot", str(copy))
    assert outcome.code == 0, outcome.err
    assert (tmp_path / "my-run.png").read_bytes().startswith(PNG_MAGIC)
    assert str(tmp_path / "my-run.png") in outcome.out


def test_the_same_result_draws_the_same_bytes_and_baselines_only_on_their_data(
    results: dict[str, Path],
) -> None:
    readme = {
        "locomo": ("locomo_dev.json", {"R@5": 0.541, "R@10": 0.637}),
        "longmemeval": ("longmemeval_s_dev.json", {"any@5": 0.933, "all@5": 0.900}),
    }
    for kind, (dev_file, naive_hybrid) in readme.items():
        document = json.loads(results[kind].read_text())
        assert document["benchmark"] == kind
        assert render(document) == render(document)  # deterministic
        assert document["data"] != dev_file
        assert baselines(document) == {}  # the fixture is not the data they were measured on
        on_dev = dict(document, data=dev_file)  # control: on the dev file they are drawn
        published = baselines(on_dev)
        assert set(published) >= {"BM25", "dense MiniLM", "naive hybrid"}
        assert naive_hybrid.items() <= published["naive hybrid"].items()
        assert render(on_dev).startswith(PNG_MAGIC)
    # LongMemEval's were measured on the person's turns only.
    lme = json.loads(results["longmemeval"].read_text())
    assert lme["turn_roles"] == "user"
    assert baselines(dict(lme, data="longmemeval_s_dev.json", turn_roles="all")) == {}


def test_a_result_from_before_results_named_their_benchmark_is_still_known(
    results: dict[str, Path],
) -> None:
    for kind in ("locomo", "longmemeval"):
        document = json.loads(results[kind].read_text())
        del document["benchmark"]
        assert kind_of(document) == kind
    with pytest.raises(InvalidInputError, match="not a result of bench"):
        kind_of({"questions": 3})
    with pytest.raises(InvalidInputError, match="JSON object"):
        kind_of([1, 2])


BAD = [
    pytest.param("[1, 2, 3]", "JSON object", id="a-list"),
    pytest.param('{"benchmark": "store"}', "not a result of bench", id="another-benchmark"),
    pytest.param('{"recall_at": {"1": 0.5}}', "an incomplete locomo result", id="incomplete"),
    pytest.param(
        '{"benchmark": "scale", "embedder": "hashed", "results": []}',
        "an incomplete scale result",
        id="no-size",
    ),
    pytest.param("{not json", "not JSON", id="not-json"),
    pytest.param(b"\xff\xfe\x00", "not JSON", id="not-text"),
]


@pytest.mark.parametrize(("content", "message"), BAD)
def test_a_bad_result_writes_no_plot_at_all(
    results: dict[str, Path], tmp_path: Path, content: str | bytes, message: str
) -> None:
    bad = tmp_path / "bad.json"
    if isinstance(content, bytes):
        bad.write_bytes(content)
    else:
        bad.write_text(content)
    out = tmp_path / "plots"
    outcome = invoke("--json", "bench", "plot", str(results["locomo"]), str(bad), "--out", str(out))
    assert outcome.code == 1
    error = outcome.json()["error"]
    assert error["code"] == "invalid_input"
    assert error["message"].startswith(f"{bad}: ") and message in error["message"]
    assert not out.exists()  # not even the good result's plot
    # Control: the good result alone is drawn.
    alone = invoke("bench", "plot", str(results["locomo"]), "--out", str(out))
    assert alone.code == 0, alone.err
    assert [p.name for p in out.iterdir()] == ["locomo.png"]


def test_two_results_of_one_name_are_not_drawn_over_each_other(
    results: dict[str, Path], tmp_path: Path
) -> None:
    other = tmp_path / "elsewhere" / "locomo.json"
    other.parent.mkdir()
    other.write_bytes(results["locomo"].read_bytes())
    out = tmp_path / "plots"
    clash = invoke("--json", "bench", "plot", str(results["locomo"]), str(other), "--out", str(out))
    assert clash.code == 1
    assert "is drawn to" in clash.json()["error"]["message"]
    assert not out.exists()
    beside = invoke("bench", "plot", str(results["locomo"]), str(other))  # control: no --out
    assert beside.code == 0, beside.err
    assert (other.parent / "locomo.png").exists()


def test_plot_usage_errors(tmp_path: Path) -> None:
    assert invoke("bench", "plot").code == 2  # at least one result
    assert invoke("bench", "plot", str(tmp_path / "missing.json")).code == 2
    help_text = invoke("bench", "plot", "--help")
    assert help_text.code == 0 and "RESULT.json" in help_text.out


def test_the_plots_in_the_docs_are_drawn_from_the_results_beside_them() -> None:
    docs = Path(__file__).resolve().parents[1] / "docs"
    page = (docs / "benchmarks.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"!\[[^\]]*\]\(img/([^)]+\.png)\)", page))
    pngs = {p.name for p in (docs / "img").glob("*.png")}
    results = {p.stem: p for p in (docs / "results").glob("*.json")}
    assert linked and linked == pngs  # every plot shown, none missing
    assert {f"{name}.png" for name in results} == pngs  # one kept result for each plot
    for name, path in results.items():
        document = json.loads(path.read_text(encoding="utf-8"))
        kind = kind_of(document)
        assert name.startswith(kind)
        assert _png_size((docs / "img" / f"{name}.png").read_bytes())[0] in (1100, 1650)
        assert render(document).startswith(PNG_MAGIC)  # the result still draws
