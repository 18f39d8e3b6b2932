"""Typo tolerance in recall (read/typos.py): a query word no memory holds becomes the nearest
indexed term — one edit for words of 5–7 letters, two for longer ones — searched through the
caller's own gate. Each negative has a control that is corrected. A property draws typos of
stored words at random (vectors off, so only the correction can find them)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from rapidfuzz.distance import OSA

from memwarden import Memory
from memwarden.read.typos import max_edits
from memwarden.settings import Settings
from memwarden.text import english, index_tokens


def _ids(response) -> list[str]:  # type: ignore[no-untyped-def]
    return [h.memory.id for h in response.results]


def test_the_allowed_distance_grows_with_the_word() -> None:
    words = ("cta", "lvie", "painp", "weddng", "marriagse", "2023", "augsut", "wuold")
    assert [max_edits(w) for w in words] == [0, 0, 1, 1, 2, 0, 1, 1]


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


def test_a_word_the_memories_lack_is_not_taken_for_a_typo(memory: Memory) -> None:
    memory.remember("Cooked pho for the whole kitchen crew today")
    partner = memory.remember("My business partner Kim handles the accounts").memory
    # "phone" is one edit from "phon", and "pho" one from that: a word, not a typo of "pho".
    response = memory.recall("which phone company am I with", explain=True)
    assert response.corrected == {} and response.results == ()
    assert english("phone") and english("hobbies") and not english("shoping")
    # control: a misspelling of a word the memories hold is still corrected
    response = memory.recall("my busines partner")
    assert list(response.corrected) == ["busines"]
    assert response.results[0].memory.id == partner.id


def test_without_the_packaged_vocabulary_typos_are_read_as_before(
    memory: Memory, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memwarden import text
    from memwarden.embedders import minilm
    from memwarden.embedders.base import ModelIntegrityError

    def altered() -> str:
        raise ModelIntegrityError("the packaged MiniLM tokenizer has sha256 …")

    memory.remember("Cooked pho for the whole kitchen crew today")
    monkeypatch.setattr(minilm, "tokenizer_json", altered)
    text._english_words.cache_clear()
    try:
        # recall still answers; "phone" is corrected as it was before the English check
        assert memory.recall("which phone company").corrected == {"phone": "pho"}
    finally:
        text._english_words.cache_clear()
    monkeypatch.undo()
    assert memory.recall("which phone company").corrected == {}  # control: the vocabulary


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


def test_a_term_the_stemmer_would_change_again_is_corrected_by_its_word(memory: Memory) -> None:
    """A corrected word is searched for as indexed: "lighthouse" is indexed as "lighthous",
    which the stemmer would make "lighthou" if it were searched for as it is; it is searched
    for, and shown, as "lighthouse"."""
    kept = memory.remember("The lighthouse keeper waved at us").memory
    response = memory.recall("laghthouse", explain=True)
    assert response.corrected == {"laghthouse": "lighthouse"}
    assert _ids(response)[0] == kept.id
    assert response.results[0].explain["lexical"]["matched_stems"]["lighthous"] > 0
    assert memory.recall("lighthouse").corrected == {}  # control: the word itself


def test_a_misspelling_that_loses_the_stemmers_vowel_is_corrected(memory: Memory) -> None:
    """The stemmer takes a final "e" off ("kettle" → "kettl") and makes a final "y" "i"
    ("tapestry" → "tapestri") only after a vowel: "kbttle" keeps its "e", one edit from
    "kettle" but two from "kettl"; "tbpestyr" is two edits from "tapestry", three from
    "tapestri"."""
    kettle = memory.remember("The kettle whistles every morning").memory
    tapestry = memory.remember("A tapestry hangs in the hall").memory
    assert memory.recall("kbttle").corrected == {"kbttle": "kettl"}
    assert _ids(memory.recall("kbttle"))[0] == kettle.id
    # a letter after the "e" the stemmer takes off: one edit from "kettle", two from "kettl"
    assert memory.recall("kettlea").corrected == {"kettlea": "kettl"}
    assert _ids(memory.recall("kettlea"))[0] == kettle.id
    assert memory.recall("tbpestyr").corrected == {"tbpestyr": "tapestri"}
    assert _ids(memory.recall("tbpestyr"))[0] == tapestry.id
    # controls: two edits from a six-letter word is past its one; three from an eight-letter
    # word past its two
    assert memory.recall("kbttla").corrected == {}
    assert memory.recall("tbpbstyr").corrected == {}


# -- any typo within the allowed distance, never at the first letter -------------------------

VOCABULARY = (
    "piano", "mango", "kettle", "violin", "garden", "lantern", "compass", "blanket", "bicycle",
    "telescope", "harmonica", "trampoline", "lighthouse", "saxophone", "porcelain", "wardrobe",
    "umbrella", "tapestry", "sculpture", "notebook",
)  # fmt: skip


@pytest.fixture(scope="module")
def lexical_only(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Memory, dict]]:
    """One store, vectors off, so only the lexical signal (and its corrections) can find."""
    path = tmp_path_factory.mktemp("typos") / "m.db"
    with Memory.open(path, settings=Settings(embedder="none")) as memory:
        kept = {w: memory.remember(f"I keep a {w} in the attic").memory.id for w in VOCABULARY}
        yield memory, kept


def _typo(word: str, edits: list[tuple[int, int, str]]) -> str:
    """``word`` with each edit applied: (kind, position past the first letter, letter)."""
    out = word
    for kind, position, letter in edits:
        at = 1 + position % max(len(out) - 1, 1)
        if kind == 0:  # substitute
            out = out[:at] + letter + out[at + 1 :]
        elif kind == 1:  # insert
            out = out[:at] + letter + out[at:]
        elif kind == 2 and len(out) > 2:  # delete
            out = out[:at] + out[at + 1 :]
        elif at + 1 < len(out):  # swap two neighbouring letters (one edit, as OSA counts)
            out = out[:at] + out[at + 1] + out[at] + out[at + 2 :]
    return out


edits = st.lists(
    st.tuples(st.integers(0, 3), st.integers(0, 20), st.sampled_from("abcdefghijklmnopqrstuvwxyz")),
    min_size=1,
    max_size=2,
)


@settings(max_examples=150)
@given(word=st.sampled_from(VOCABULARY), changes=edits)
def test_any_typo_within_its_distance_finds_the_memory(
    lexical_only: tuple[Memory, dict], word: str, changes: list[tuple[int, int, str]]
) -> None:
    memory, kept = lexical_only
    typo = _typo(word, changes)
    distance = OSA.distance(typo, word)
    assume(typo != word and 1 <= distance <= max_edits(typo))
    # Only where the word is plainly the one meant: nearer than every other stored word (those
    # sharing its first letter are the candidates), and the typo not a stored word itself.
    others = [w for w in VOCABULARY if w != word and w[0] == typo[0]]
    assume(all(OSA.distance(typo, w) > distance for w in others))
    assume(not set(index_tokens(typo)) & {t for w in VOCABULARY for t in index_tokens(w)})
    found = [h.memory.id for h in memory.recall(typo).results]
    assert kept[word] in found, (typo, word)
    assert memory.recall(word).results[0].memory.id == kept[word]  # control: the word itself


def test_a_typo_is_searched_for_by_what_it_meant_also_by_meaning(tmp_path: Path) -> None:
    """With the default embedder (MiniLM): "daugter" is embedded as "daugter (daughter)", so
    the daughter's memory is near in meaning too, not only in words; typed as it was, the
    question was nearer the college degree's memory, which came first."""
    daughter = "my daughter ania is a huge animal lover and wants to be a large animal vet someday"
    degree = "User has an associate degree in dairy science from a technical college"
    with Memory.open(tmp_path / "m.db", settings=Settings(embed_worker=False)) as memory:
        for text in (daughter, degree, "User's farmhand Luis has worked on the farm for years"):
            memory.remember(text)
        memory.embed_pending()
        typed = memory.recall("whats my daugter want to study in college", explain=True).results
        right = memory.recall("whats my daughter want to study in college", explain=True).results
        assert [h.memory.text for h in typed][:2] == [daughter, degree]
        assert [h.memory.text for h in right][:2] == [daughter, degree]  # the control
        assert typed[0].explain is not None and typed[0].explain["signals"]["vector"] > 0


def test_only_a_word_one_edit_from_its_correction_lends_it_its_meaning() -> None:
    from memwarden.read.recall import _with_corrections

    meant = "What vegetables does my daugter grow?"
    # "vegetables" is a word the memories lack, not a typo of "veggie": left as typed
    corrected = {"daugter": "daughter", "vegetables": "veggi"}
    assert _with_corrections(meant, corrected) == "What vegetables does my daugter (daughter) grow?"
    assert _with_corrections(meant, {"vegetables": "veggi"}) == meant


def test_a_name_shortened_is_the_name_it_starts(words_memory: Memory) -> None:
    # "tiff" is Tiffany: the one indexed name no English word that it starts, asked for whether
    # a memory holds "tiff" too (the person's own short name for her) or none does
    graduated = words_memory.remember("Tiffany graduated from the LPN program in May 2033").memory
    words_memory.remember("tiff booked us a cabin in Gatlinburg")
    response = words_memory.recall("when did tiff graduate", explain=True)
    assert response.corrected == {"tiff": "tiffani"}
    assert _ids(response)[0] == graduated.id
    assert words_memory.recall("what did lorr say").corrected == {}  # no name it starts


def test_a_short_word_that_starts_two_names_or_a_word_is_left_alone(words_memory: Memory) -> None:
    words_memory.remember("Cerys is at Aberystwyth")
    words_memory.remember("Ceridwen lives in Bala")
    assert words_memory.recall("where is cer").corrected == {}  # two names start with it
    words_memory.remember("Myfanwy plays the harp")
    assert words_memory.recall("what does myf play").corrected == {"myf": "myfanwi"}  # control
    words_memory.remember("I fixed the gate")
    assert words_memory.recall("who fix it").corrected == {}  # "fix" is a word
