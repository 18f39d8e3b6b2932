"""``memwarden bench recall-suite``: a hand-written life remembered, its questions asked.

Small suites written here, words only (``--embedder none``), so that the figures are known
by hand; the figures on the shipped suite live in docs/benchmarks.md.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memwarden.bench.recall_suite import load, run
from memwarden.errors import InvalidInputError
from memwarden.interfaces.cli import _run

SUITE = {
    "memories": [
        {"id": "tea", "text": "I drink green tea every morning."},
        {"id": "cello", "text": "My sister plays the cello."},
        {"id": "porto", "text": "I moved to Porto in March."},
    ],
    "questions": [
        {"q": "What tea do I drink?", "answers": ["tea"]},  # first
        {"q": "Who plays the cello in my family?", "answers": ["cello"]},  # first
        {"q": "Where did I move?", "answers": ["porto"]},  # first
        {"q": "What instrument does my sister play?", "answers": ["cello"]},  # first: "sister"
        {"q": "Which city is home now?", "answers": ["porto"]},  # no shared word: nothing
    ],
}


def _suite(tmp_path: Path, suite: object) -> Path:
    path = tmp_path / "suite.json"
    path.write_text(json.dumps(suite), encoding="utf-8")
    return path


def test_the_figures_are_counted_per_question(tmp_path: Path) -> None:
    report = run(_suite(tmp_path, SUITE), embedder="none")
    assert report["questions"] == 5 and report["memories"] == 3 and report["embedder"] is None
    assert report["first"] == 4
    assert report["any_at"] == {"1": 0.8, "3": 0.8, "5": 0.8}
    assert report["misses"] == [{"q": "Which city is home now?", "answers": ["porto"], "got": []}]
    assert report["not_kept"] == []


def test_a_memory_the_review_holds_is_reported_and_answers_nothing(tmp_path: Path) -> None:
    suite = {
        "memories": [
            {"id": "lisbon", "text": "I live in Lisbon."},
            {"id": "porto", "text": "I live in Porto."},  # the same slot: a conflict, held
        ],
        "questions": [{"q": "Where do I live?", "answers": ["porto"]}],
    }
    report = run(_suite(tmp_path, suite), embedder="none")
    assert report["not_kept"] == [{"id": "porto", "decision": "held"}]
    assert report["first"] == 0  # control: the kept twin is what comes back
    assert report["misses"][0]["got"] == ["lisbon"]


def test_a_change_is_kept_and_what_it_superseded_answers_nothing(tmp_path: Path) -> None:
    suite = {
        "memories": [
            {"id": "lisbon", "text": "I live in Lisbon."},
            {"id": "porto", "text": "I moved to Porto."},  # a change: Lisbon is superseded
        ],
        "questions": [
            {"q": "Where did I move?", "answers": ["porto"]},
            {"q": "Do I live in Lisbon?", "answers": ["lisbon"]},
        ],
    }
    report = run(_suite(tmp_path, suite), embedder="none")
    assert report["not_kept"] == [] and report["first"] == 1
    assert report["misses"] == [{"q": "Do I live in Lisbon?", "answers": ["lisbon"], "got": []}]


def test_the_cli_reports_in_json_and_in_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _suite(tmp_path, SUITE)
    assert _run(["--json", "bench", "recall-suite", "--data", str(path), "--embedder", "none"]) == 0
    assert json.loads(capsys.readouterr().out)["first"] == 4
    assert _run(["bench", "recall-suite", "--data", str(path), "--embedder", "none"]) == 0
    out = capsys.readouterr().out
    assert "first 4; any@1 0.800, any@3 0.800, any@5 0.800" in out
    assert "miss: Which city is home now? — wanted porto, got nothing" in out


@pytest.mark.parametrize(
    ("suite", "message"),
    [
        ({"memories": []}, "not a recall suite"),
        ([1, 2], "not a recall suite"),
        ({"memories": [{"id": "a", "text": "x"}, {"id": "a", "text": "y"}], "questions": []},
         "memory ids repeat"),
        ({"memories": [{"id": "a", "text": "x"}], "questions": [{"q": "x?", "answers": ["b"]}]},
         "unknown: ['b']"),
        ({"memories": [{"id": "a", "text": "x"}], "questions": [{"q": "x?", "answers": []}]},
         "needs answers"),
    ],
)  # fmt: skip
def test_a_malformed_suite_is_refused_clearly(tmp_path: Path, suite: object, message: str) -> None:
    with pytest.raises(InvalidInputError, match=message.replace("[", r"\[").replace("]", r"\]")):
        load(_suite(tmp_path, suite))


@pytest.mark.parametrize(
    ("name", "memories", "questions"),
    [
        ("recall_suite_agent.json", 45, 40),
        ("recall_suite_agent_2.json", 50, 45),
        ("recall_suite_agent_3.json", 50, 45),
        ("recall_suite_agent_4.json", 72, 45),
        ("recall_suite_agent_5.json", 76, 48),
        ("recall_suite_agent_6.json", 77, 48),
        ("recall_suite_agent_7.json", 83, 49),
        ("recall_suite_agent_8.json", 83, 57),
        ("recall_suite_agent_9.json", 86, 59),
        ("recall_suite_agent_10.json", 85, 62),
        ("recall_suite_agent_11.json", 90, 61),
        ("recall_suite_agent_12.json", 89, 64),
        ("recall_suite_agent_13.json", 84, 65),
        ("recall_suite_agent_14.json", 86, 70),
        ("recall_suite_agent_15.json", 86, 76),
        ("recall_suite_agent_16.json", 85, 76),
        ("recall_suite_agent_17.json", 85, 79),
        ("recall_suite_agent_18.json", 80, 78),
        ("recall_suite_agent_19.json", 80, 89),
        ("recall_suite_agent_20.json", 80, 88),
        ("recall_suite_agent_21.json", 80, 85),
        ("recall_suite_agent_22.json", 80, 87),
        ("recall_suite_agent_23.json", 80, 89),
        ("recall_suite_agent_24.json", 80, 86),
        ("recall_suite_agent_25.json", 65, 92),
        ("recall_suite_agent_26.json", 66, 97),
        ("recall_suite_agent_27.json", 65, 100),
        ("recall_suite_agent_28.json", 65, 95),
        ("recall_suite_agent_29.json", 65, 100),
        ("recall_suite_agent_30.json", 65, 96),
        ("recall_suite_agent_31.json", 66, 98),
        ("recall_suite_agent_32.json", 65, 100),
        ("recall_suite_agent_33.json", 67, 100),
        ("recall_suite_agent_34.json", 67, 100),
        ("recall_suite_agent_35.json", 67, 100),
        ("recall_suite_agent_36.json", 66, 100),
        ("recall_suite_agent_37.json", 68, 100),
        ("recall_suite_agent_38.json", 68, 100),
        ("recall_suite_agent_39.json", 68, 100),
        ("recall_suite_agent_40.json", 66, 100),
        ("recall_suite_agent_41.json", 66, 100),
        ("recall_suite_agent_42.json", 65, 100),
        ("recall_suite_agent_43.json", 66, 100),
        ("recall_suite_agent_44.json", 66, 100),
        ("recall_suite_agent_45.json", 66, 100),
        ("recall_suite_agent_46.json", 66, 100),
        ("recall_suite_agent_47.json", 66, 100),
        ("recall_suite_agent_48.json", 66, 100),
        ("recall_suite_agent_49.json", 66, 100),
        ("recall_suite_agent_50.json", 66, 100),
        ("recall_suite_agent_51.json", 66, 100),
        ("recall_suite_agent_52.json", 66, 100),
        ("recall_suite_agent_53.json", 66, 100),
        ("recall_suite_agent_54.json", 66, 100),
        ("recall_suite_agent_55.json", 66, 100),
        ("recall_suite_agent_56.json", 66, 100),
        ("recall_suite_agent_57.json", 66, 100),
        ("recall_suite_agent_58.json", 66, 100),
        ("recall_suite_agent_59.json", 66, 100),
        ("recall_suite_agent_60.json", 66, 100),
        ("recall_suite_agent_61.json", 66, 100),
        ("recall_suite_agent_62.json", 66, 100),
        ("recall_suite_agent_63.json", 65, 100),
        ("recall_suite_agent_64.json", 66, 100),
        ("recall_suite_agent_65.json", 65, 100),
        ("recall_suite_agent_66.json", 66, 100),
        ("recall_suite_agent_67.json", 66, 100),
        ("recall_suite_agent_68.json", 66, 100),
        ("recall_suite_agent_69.json", 65, 100),
        ("recall_suite_agent_70.json", 65, 100),
        ("recall_suite_agent_71.json", 65, 100),
        ("recall_suite_agent_72.json", 65, 100),
        ("recall_suite_agent_73.json", 65, 100),
        ("recall_suite_agent_74.json", 66, 100),
        ("recall_suite_agent_75.json", 66, 100),
        ("recall_suite_agent_76.json", 66, 100),
        ("recall_suite_agent_77.json", 66, 100),
        ("recall_suite_agent_78.json", 66, 100),
        ("recall_suite_agent_79.json", 66, 100),
        ("recall_suite_agent_80.json", 66, 100),
        ("recall_suite_agent_81.json", 66, 100),
        ("recall_suite_agent_82.json", 66, 100),
        ("recall_suite_agent_83.json", 66, 100),
        ("recall_suite_agent_84.json", 66, 100),
        ("recall_suite_agent_85.json", 66, 100),
        ("recall_suite_agent_86.json", 66, 100),
        ("recall_suite_agent_87.json", 66, 100),
        ("recall_suite_agent_88.json", 66, 100),
    ],
)
def test_the_shipped_suites_are_well_formed(name: str, memories: int, questions: int) -> None:
    found = load(Path(__file__).parent / "data" / name)
    assert (len(found[0]), len(found[1])) == (memories, questions)


DATED = {
    "memories": [
        {"id": "dentist", "text": "Dentist appointment on Tuesday 8 December 2026 at 9am."},
        {"id": "vet", "text": "Biscuit's vaccination at the vet on Friday 22 January 2027."},
    ],
    "questions": [{"q": "what's on next week", "answers": ["dentist"]}],
}


@pytest.mark.parametrize(("asked_at", "answer"), [("2026-12-03", "dentist"), ("2027-01-13", "vet")])
def test_a_suite_is_asked_on_the_day_it_names(tmp_path: Path, asked_at: str, answer: str) -> None:
    # The same question asked on two days: each one's next week has its own appointment, and
    # only that one answers.
    suite = {**DATED, "asked_at": asked_at,
             "questions": [{"q": "what's on next week", "answers": [answer]}]}  # fmt: skip
    report = run(_suite(tmp_path, suite), embedder="none")
    assert report["asked_at"] == asked_at
    assert report["first"] == 1 and report["any_at"]["5"] == 1.0
    other = {"dentist": "vet", "vet": "dentist"}[answer]
    again = run(_suite(tmp_path, {**suite, "questions": [
        {"q": "what's on next week", "answers": [other]}]}), embedder="none")  # fmt: skip
    assert again["misses"][0]["got"] == [answer]  # the other week's is not asked about


def test_a_suite_without_a_day_is_asked_today(tmp_path: Path) -> None:
    report = run(_suite(tmp_path, SUITE), embedder="none")
    assert report["asked_at"] is None and report["first"] == 4


@pytest.mark.parametrize("asked_at", ["next tuesday", 20261203, "", "2026-13-01"])
def test_a_suite_with_a_bad_day_is_refused(tmp_path: Path, asked_at: object) -> None:
    with pytest.raises(InvalidInputError, match="asked_at"):
        load(_suite(tmp_path, {**SUITE, "asked_at": asked_at}))
