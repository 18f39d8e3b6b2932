"""Typo tolerance in recall (read/typos.py): a query word no memory holds becomes the nearest
indexed term — one edit for words of 5–7 letters, two for longer ones — searched through the
caller's own gate. Each negative has a control that is corrected."""

from __future__ import annotations

from collections.abc import Callable

from memwarden import Memory
from memwarden.read.typos import max_edits


def _ids(response) -> list[str]:  # type: ignore[no-untyped-def]
    return [h.memory.id for h in response.results]


def test_the_allowed_distance_grows_with_the_word() -> None:
    words = ("cat", "live", "piano", "wedding", "marriages", "2023", "august", "would")
    assert [max_edits(w) for w in words] == [0, 0, 1, 1, 2, 0, 0, 0]


def test_a_short_word_one_edit_away_is_corrected(memory: Memory) -> None:
    kept = memory.remember("The piano tuner comes on Fridays").memory
    response = memory.recall("pinao", explain=True)
    assert response.corrected == {"pinao": "piano"}
    assert _ids(response)[0] == kept.id
    lexical = response.results[0].explain["lexical"]
    assert lexical["corrected"] == {"pinao": "piano"}
    assert lexical["matched_stems"]["piano"] > 0


def test_a_short_word_two_edits_away_is_not_corrected(memory: Memory) -> None:
    memory.remember("The piano tuner comes on Fridays")
    response = memory.recall("pnaio tuner", explain=True)  # 5 letters, two edits from "piano"
    assert response.corrected == {}
    assert all("piano" not in h.explain["lexical"]["matched_stems"] for h in response.results)
    # control: one edit away, the same word is corrected
    assert memory.recall("pinao tuner").corrected == {"pinao": "piano"}


def test_a_long_word_two_edits_away_is_corrected(memory: Memory) -> None:
    kept = memory.remember("Our marriage ceremony was small and lovely").memory
    memory.remember("The garage door is stuck again")
    response = memory.recall("mariagge", explain=True)  # stem "mariagg": two from "marriag"
    assert response.corrected == {"mariagge": "marriag"}
    assert _ids(response)[0] == kept.id
    assert response.results[0].explain["lexical"]["corrected"] == {"mariagge": "marriag"}


def test_a_long_word_three_edits_away_is_not_corrected(memory: Memory) -> None:
    memory.remember("The chess tournament starts at noon")
    assert memory.recall("tornamamt").corrected == {}  # three edits from "tournament"
    # controls: two edits, and one swap of neighbouring letters (one edit)
    assert memory.recall("tornamant").corrected == {"tornamant": "tournament"}
    assert memory.recall("tournamnet").corrected == {"tournamnet": "tournament"}


def test_a_word_that_exists_is_never_corrected(memory: Memory) -> None:
    memory.remember("The stone wall by the gate is cracked")
    memory.remember("The store on the corner closes early")
    response = memory.recall("stone", explain=True)
    assert response.corrected == {}
    assert next(h.memory.text for h in response.results).startswith("The stone wall")
    assert memory.recall("stones").corrected == {}  # the same stem: not a typo at all
    # control: a word one edit from both, stored nowhere, is corrected to one of them —
    # ties go to the more common term, then the alphabetical first
    assert memory.recall("stobe").corrected == {"stobe": "stone"}


def test_the_first_letter_is_trusted(memory: Memory) -> None:
    memory.remember("The camping trip by the river was cold")
    assert memory.recall("kamping").corrected == {}  # a wrong first letter is not looked for
    assert memory.recall("cemping").corrected == {"cemping": "camp"}  # control


def test_short_words_and_numbers_are_left_alone(memory: Memory) -> None:
    memory.remember("I live in Porto with my sofa since 2021")
    memory.remember("I like jazz")
    # "lve" and "love" are one edit from "live", but words under five letters are never
    # corrected: they are one edit from too many real words ("live" → "like")
    assert memory.recall("lve").corrected == {}
    assert memory.recall("love").corrected == {}
    assert memory.recall("2022").corrected == {}  # a number is never another number
    assert memory.recall("portto").corrected == {"portto": "porto"}  # control: five and more


def test_a_foreign_word_is_never_a_correction(
    memory: Memory, make_agent: Callable[..., Memory]
) -> None:
    agent = make_agent("helper", labels=("personal",), capabilities=("read", "remember"))
    mine = memory.remember("Lunch with Ana on Tuesday", acl=["personal"]).memory
    before = agent.recall("mariage lunch", explain=True)
    # The only memory holding "marriage" carries a label the agent lacks: its twin.
    memory.remember("Our marriage counselling is on Thursdays", acl=["health"])
    after = agent.recall("mariage lunch", explain=True)
    assert after.corrected == {}
    assert _ids(after) == _ids(before) == [mine.id]
    assert all(h.explain["lexical"]["corrected"] == {} for h in after.results)
    assert all("marriag" not in h.explain["lexical"]["matched_stems"] for h in after.results)
    assert "marriag" not in str(after.to_dict())
    # control: a twin with a label the agent holds is corrected and found
    twin = memory.remember("The marriage licence is in the drawer", acl=["personal"]).memory
    seen = agent.recall("mariage lunch")
    assert seen.corrected == {"mariage": "marriag"}
    assert twin.id in _ids(seen)


def test_the_owner_sees_the_correction_the_agent_does_not(
    memory: Memory, make_agent: Callable[..., Memory]
) -> None:
    agent = make_agent("helper", labels=("personal",), capabilities=("read",))
    memory.remember("Our marriage counselling is on Thursdays", acl=["health"])
    assert agent.recall("mariage").corrected == {}
    assert agent.recall("mariage").results == ()
    assert memory.recall("mariage").corrected == {"mariage": "marriag"}  # control: the owner


def test_corrections_are_deterministic_and_prefer_the_closest(memory: Memory) -> None:
    memory.remember("The harbor was busy at dawn")
    memory.remember("We ate at the harvest festival")
    first = memory.recall("harbro", explain=True)  # harbor: one swap; harvest: further
    assert first.corrected == {"harbro": "harbor"}
    again = memory.recall("harbro", explain=True)
    assert again.corrected == first.corrected
    assert [(h.memory.id, h.score, h.explain) for h in again.results] == [
        (h.memory.id, h.score, h.explain) for h in first.results
    ]


def test_the_correction_follows_the_index(memory: Memory) -> None:
    memory.remember("Notes from the dentist visit")
    assert memory.recall("violin").corrected == {}
    memory.remember("My violin lesson moved to Monday")  # the cached vocabulary is refreshed
    assert memory.recall("violni").corrected == {"violni": "violin"}
    gone = memory.recall("violin").results[0].memory
    memory.forget(gone.id)
    assert memory.recall("violni").corrected == {}  # nothing left to correct to


def test_the_store_lists_its_terms_by_first_letter(memory: Memory) -> None:
    memory.remember("Pottery and painting on Sundays")
    store = memory._store
    before = store.index_generation()
    terms = store.index_terms("p")
    assert {"potteri", "paint"} <= set(terms)  # as the index holds them: Porter stems
    assert all(t.startswith("p") for t in terms)
    assert "paint" not in store.index_terms("p", ["paint"])  # skipped, not counted
    assert "potteri" in store.index_terms("p", ["paint"])  # control
    assert store.index_generation() == before  # reading changes nothing
    memory.remember("Piano on Mondays")
    assert store.index_generation() != before  # control: a write does
