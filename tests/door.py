"""What the door decides on one statement said after others, in a real SQLite file with words
only (``embedder="none"``): shared by the tests of the slot parser's cases."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from memwarden import Memory
from memwarden.bench.review_suite import label_of, outcome
from memwarden.model import Decision, Status
from memwarden.settings import Settings
from memwarden.spelling import on_said, plain
from memwarden.write import guard
from memwarden.write.credentials import find_secrets
from memwarden.write.slots import parse_slot

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


def said_after(db_path: Path, prior: list[str], text: str) -> tuple[str, list[Status]]:
    """The decision's label on ``text`` said after ``prior``, and what became of each prior."""
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        ids = [m.remember(p).memory.id for p in prior]
        label = label_of(m.remember(text).to_dict())
        return label, [m.get(i).status for i in ids]


def check_door(
    db_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    """``text`` said after ``prior`` gets the label ``expected``; the priors numbered in
    ``retired`` are superseded and every other stays active."""
    label, statuses = said_after(db_path, prior, text)
    assert label == expected
    for n, status in enumerate(statuses):
        assert status is (Status.SUPERSEDED if n in retired else Status.ACTIVE)


def slots_read(text: str) -> list[tuple[str, str, str]]:
    """(subject, predicate, value) of each slot the parser reads in ``text`` (none: [])."""
    slot = parse_slot(text)
    return [(s.subject, s.predicate, s.object) for s in slot.slots] if slot else []


def data_texts(path: Path) -> list[str]:
    """Every text of a file of tests/data: snippets and what was said before them, memories and
    questions (a file of neither: none)."""
    if path.suffix == ".json":
        data = json.loads(path.read_text())
        if not isinstance(data, dict) or "memories" not in data:
            return []
        return [m["text"] for m in data["memories"]] + [q["q"] for q in data["questions"]]
    out = []
    for line in path.read_text().splitlines():
        if line.strip():
            row = json.loads(line)
            out.append(row.get("text", ""))
            out += [
                p if isinstance(p, str) else p.get("content", "") for p in row.get("prior") or []
            ]
    return [text for text in out if text]


def check_read_only_in_its_sets(reads: Callable[[str], bool], own: tuple[str, ...]) -> None:
    """No text of tests/data outside the files named ``own`` is one ``reads`` takes for its
    language; control: at least a third of the texts of ``own`` are (the rest of them are
    agents' notes and questions in English)."""
    data = Path(__file__).parent / "data"
    older = [path for path in sorted(data.glob("*.json*")) if path.name not in own]
    assert len(older) > 100
    assert [text for path in older for text in data_texts(path) if reads(text)] == []
    theirs = [text for name in own for text in data_texts(data / name)]
    assert sum(map(reads, theirs)) >= len(theirs) // 3


def recalled(db_path: Path, said: list[tuple[str, str]], query: str) -> tuple[list[str], list[str]]:
    """The ids of ``said`` (text, day), each remembered in turn, and those ``query`` recalls,
    best first."""
    with Memory.open(db_path, settings=WORDS_ONLY) as m:
        ids = [m.remember(text, at=at).memory.id for text, at in said]
        return ids, [hit.memory.id for hit in m.recall(query).results]


def check_first_answer(db_path: Path, said: list[tuple[str, str]], query: str, first: int) -> None:
    """Of ``said`` remembered in turn, the one numbered ``first`` is what ``query`` recalls
    first."""
    ids, hits = recalled(db_path, said, query)
    assert hits[0] == ids[first]


def first_text(memory: Memory, query: str) -> str:
    """The text of what ``query`` recalls first from ``memory`` ("" when it recalls nothing)."""
    results = memory.recall(query).results
    return results[0].memory.text if results else ""


def observed(memory: Memory, texts: list[str]) -> list[dict[str, Any]]:
    """The report of each of ``texts`` said by the person in one chat, in turn."""
    return memory.observe([{"role": "user", "content": t} for t in texts], chat_id="c1")["turns"]


def decided(turn: dict[str, Any]) -> str:
    """What a turn got: "blocked" when it was not logged for a value said no to, else its
    decisions joined by commas ("" for none)."""
    return "blocked" if "blocked" in turn else ",".join(d["decision"] for d in turn["decisions"])


def check_said_no(db_path: Path, said_no: str, again: str, other: str) -> None:
    """After the person says ``said_no`` in a chat, ``again`` (what was said no to, in other
    words) is blocked, and its twin ``other`` is decided on and not blocked."""
    with Memory.open(db_path, settings=WORDS_ONLY) as memory:
        observed(memory, [said_no])
        (turn,) = observed(memory, [again])
        assert decided(turn) == "blocked"
        (twin,) = observed(memory, [other])
        assert decided(twin) not in ("", "blocked")


def check_found(secret: str, value: str, twin: str) -> None:
    """The secret detector finds ``value`` in ``secret`` and nothing in its ``twin``."""
    found = [secret[s.start : s.end] for s in find_secrets(secret)]
    assert any(value in span for span in found), found
    assert find_secrets(twin) == []


def check_refused(
    folder: Path, secret: str, value: str, twin: str, digests_cut: Callable[[bytes], bytes]
) -> None:
    """In a store in ``folder``, ``secret`` is refused and nothing of its ``value`` is in any
    file of the store (the audit keeps its fingerprint only; not inside a digest, timestamp or
    id, where four digits turn up by chance: ``digests_cut``); its ``twin`` is kept and stored."""
    with Memory.open(folder / "m.db", settings=WORDS_ONLY) as memory:
        refused = memory.remember(secret)
        assert refused.decision is Decision.REFUSED
        assert refused.memory is None
        kept = memory.remember(twin)
        assert kept.decision is Decision.CREATED
    stored = b"".join(path.read_bytes() for path in folder.iterdir() if path.is_file())
    assert value.encode() not in digests_cut(stored)
    assert twin.encode() in stored


SecretCase = tuple[str, str, str]  # a secret, its value, and its twin that holds none


def secret_tests(
    cases: list[SecretCase], refused: list[SecretCase] | None = None
) -> tuple[Callable[..., None], Callable[..., None]]:
    """The two tests of a file of secrets told in other languages, for a module to name: each
    of ``cases`` found by the detector and its twin not (:func:`check_found`), and each of
    ``refused`` (all of ``cases`` unless given) refused through the service and its twin kept
    (:func:`check_refused`)."""

    @pytest.mark.parametrize(("secret", "value", "twin"), cases)
    def found(secret: str, value: str, twin: str) -> None:
        check_found(secret, value, twin)

    @pytest.mark.parametrize(("secret", "value", "twin"), cases if refused is None else refused)
    def through_the_service(
        tmp_path: Path, digests_cut: Callable[[bytes], bytes], secret: str, value: str, twin: str
    ) -> None:
        check_refused(tmp_path, secret, value, twin, digests_cut)

    return found, through_the_service


def check_read_back(said: str, value: str) -> None:
    """``value``, found in :func:`plain` of ``said`` (a reading of a language typed in Latin
    letters), maps back to a span of ``said`` holding it; an English text's span, one to one."""
    read = plain(said)
    at = read.index(value)
    start, end = on_said(said, at, at + len(value))
    assert value in said[start:end]
    # control: an English text maps one to one
    english = f"my pin is {value}"
    assert on_said(english, 10, 10 + len(value)) == (10, 10 + len(value))


def said_in_a_chat(folder: Path, prior: list[str], text: str, via: str = "observe") -> str:
    """The label ``text`` gets when said in a chat after ``prior`` (the review suites' flow)."""
    case = {"id": 1, "text": text, "role": "user", "prior": prior, "expected": "created",
            "via": via, "present": True, "note": ""}  # fmt: skip
    return outcome(case, folder)


def check_planted(
    planted: str, twin: str, *, same_typed: bool = True, twin_typed: bool = True
) -> None:
    """The guard holds ``planted`` when the person typed nothing and passes its ``twin``. The
    person typing the same words makes ``planted`` theirs, and it passes (``same_typed``); their
    typing the twin instead vouches for nothing, and it is still held (``twin_typed``). A file
    whose cases do not all bear one of these two turns it off."""
    assert guard.inspect(planted, typed_by_person=()).action == "hold"
    assert guard.inspect(twin, typed_by_person=()).action == "pass"
    if same_typed:
        assert guard.inspect(planted, typed_by_person=(planted,)).action == "pass"
    if twin_typed:
        assert guard.inspect(planted, typed_by_person=(twin,)).action == "hold"


def check_agent_waits(memory: Memory, planted: str, twin: str) -> None:
    """An agent of ``memory`` allowed to remember writes ``planted``: it is held as looks_planted
    until the person sees it, and the agent's ``twin`` is created. ``memory`` stays open, so a
    file can check after it what the person's own turns get."""
    _, token = memory.principal_add("agent", labels=["personal"], capabilities=["remember"])
    agent = memory.for_token(token)
    held = agent.remember(planted)
    assert held.decision.value == "held"
    assert held.memory is not None and held.memory.hold_reason is not None
    assert held.memory.hold_reason.value == "looks_planted"
    assert agent.remember(twin).decision.value == "created"
