"""Recall's session and policy steps (DESIGN §6 steps 3–4, 6): continuity with the session's
recent queries, strongly negative memories kept out unless the query engages them, and access
counts touched with no embedder too. Each with its control."""

from __future__ import annotations

from pathlib import Path

from memwarden import Memory
from memwarden.settings import Settings

LEXICAL = Settings(embedder="none")


def _ids(memory: Memory, query: str, **kw: object) -> list[str]:
    return [h.memory.id for h in memory.recall(query, **kw).results]


def _seed_tie(memory: Memory) -> tuple[str, str]:
    """Two memories equally relevant to "weekend plans", one also about Nora."""
    nora = memory.remember("weekend plans: hiking with Nora").memory
    other = memory.remember("weekend plans: hiking with Omar").memory
    return nora.id, other.id


def test_a_follow_up_leans_toward_what_the_session_asked_about(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        nora, omar = _seed_tie(memory)
        memory.remember("Nora is my sister")
        fresh = _ids(memory, "weekend plans")
        assert fresh[0] == min(nora, omar)  # a tie without context: broken by id
        memory.recall("who is Nora")
        after_nora = memory.recall("weekend plans", explain=True).results
        assert after_nora[0].memory.id == nora
        assert after_nora[0].explain["bonuses"]["continuity"] > 0
        assert "continuity" not in after_nora[1].explain["bonuses"]
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:  # control: a new session
        memory.recall("who is Omar")
        assert _ids(memory, "weekend plans")[0] == omar


def test_repeating_a_query_never_changes_its_own_answer(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        _seed_tie(memory)
        first = memory.recall("weekend plans with Nora", explain=True).results
        again = memory.recall("weekend plans with Nora", explain=True).results
        assert [h.memory.id for h in first] == [h.memory.id for h in again]
        assert [h.score for h in first] == [h.score for h in again]
        assert all("continuity" not in h.explain["bonuses"] for h in again)


def test_continuity_never_lifts_what_the_query_does_not_match(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        about_nora = memory.remember("Nora collects old maps").memory
        memory.recall("Nora")
        found = _ids(memory, "hiking boots")
        assert about_nora.id not in found
        boots = memory.remember("my hiking boots need new laces").memory  # control
        assert _ids(memory, "hiking boots") == [boots.id]


def _chat(memory: Memory, valence: int) -> tuple[str, str]:
    asked = memory.remember("what should we cook for the reunion", kind="episode", chat_id="c1")
    grief = memory.remember(
        "the funeral last week was the hardest day", kind="episode", chat_id="c1", valence=valence
    )
    return asked.memory.id, grief.memory.id


def test_a_strongly_negative_memory_needs_the_query_to_engage_it(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "a.db", settings=LEXICAL) as memory:
        asked, grief = _chat(memory, valence=-2)
        # Only a neighbouring turn's relevance would bring it up: not engaged, dropped.
        assert _ids(memory, "cook reunion") == [asked]
        # Engaged: the query shares its words.
        assert _ids(memory, "the funeral")[0] == grief
    with Memory.open(tmp_path / "b.db", settings=LEXICAL) as memory:  # control: not negative
        asked, neutral = _chat(memory, valence=0)
        assert _ids(memory, "cook reunion") == [asked, neutral]


def test_a_mildly_negative_memory_is_lowered_not_dropped(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        sad = memory.remember("the garden party was cancelled", valence=-1).memory
        glad = memory.remember("the garden party was wonderful", valence=0).memory
        results = memory.recall("garden party", explain=True).results
        assert [h.memory.id for h in results] == [glad.id, sad.id]
        assert results[1].explain["bonuses"]["valence"] < 0
        assert "valence" not in results[0].explain["bonuses"]


def test_lexical_recall_counts_accesses_too(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=LEXICAL) as memory:
        used = memory.remember("the piano tuner comes on Fridays").memory
        unused = memory.remember("the bins go out on Mondays").memory  # control
        memory.recall("piano tuner")
        assert memory.get(used.id).access_count == 1
        assert memory.get(used.id).last_accessed_at is not None
        assert memory.get(unused.id).access_count == 0
