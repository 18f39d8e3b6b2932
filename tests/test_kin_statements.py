"""A sentence about someone the person said is theirs, opening with their name, is kept from the
chat (write/extract.py ``kin``, write/observe.py ``kin_of``): after "my daughter Ella goes to St
Mary's", "Ella's moved schools, she's at Hillcrest since september" had been let go for saying
no "I" or "my". A name nobody was said to be, or one said only in a memory since forgotten, keeps
nothing. Real SQLite files; each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.entities.relations import stated_first_names
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


def _decisions(m: Memory, text: str) -> list[str]:
    report = m.observe([{"role": "user", "content": text}], chat_id="c1")
    return [d["decision"] for d in report["turns"][0]["decisions"]]


def test_a_sentence_opening_with_the_name_of_ones_own_is_kept(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        assert _decisions(m, "my daughter Ella goes to St Mary's") == ["created"]
        told = "Ella's moved schools, she's at Hillcrest since september"
        assert _decisions(m, told) == ["created"]
        assert _decisions(m, "ella's loving the new netball team") == ["created"]  # lower case
        hits = m.recall("Which school is Ella at?", kinds=["fact", "event"]).results
        assert told in [h.memory.text for h in hits]
        # The twins: a name nobody was said to be keeps nothing, until someone is (where
        # someone so named lives or works is kept either way: tests/test_someone_of_the_persons.py).
        assert _decisions(m, "Tom's loving the new job, says the team is great") == []
        assert _decisions(m, "my brother Tom lives in York") == ["created"]
        assert _decisions(m, "Tom's loving the new job, says the team is great") == ["created"]


def test_a_name_said_only_in_a_forgotten_memory_keeps_nothing(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        report = m.observe([{"role": "user", "content": "my son Leo is 7"}], chat_id="c1")
        son = report["turns"][0]["decisions"][0]["memory"]["id"]
        m.forget(son)
        assert _decisions(m, "Leo's started swimming lessons on Saturdays") == []
        # The twin: said again, he is the person's again.
        assert _decisions(m, "my son Leo is 7") == ["created"]
        assert _decisions(m, "Leo's started swimming lessons on Saturdays") == ["created"]


def test_the_name_may_come_after_a_word_that_opens_without_saying_anything(
    tmp_path: Path,
) -> None:
    """ "… the quad's been playing up again... anyway Ffion's first hospital placement is at
    Morriston": the sentence opens with "anyway"."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        assert _decisions(m, "my daughter Ffion's doing nursing at Swansea uni") == ["created"]
        told = "anyway Ffion's first hospital placement is at Morriston, starting 3rd March"
        assert _decisions(m, told) == ["created"]
        # The twin: after the same word, a name nobody was said to be keeps nothing.
        assert _decisions(m, "anyway Gwyn's first placement is at Morriston too") == []


def test_a_pet_one_has_by_its_name_and_a_sentence_naming_it_later(tmp_path: Path) -> None:
    """ "we've a retired greyhound called Skye" says Skye is the person's; "got Skye from the
    Greyhound Trust in Inverness back in 2019" names her after its first word, in capitals."""
    told = "got Skye from the Greyhound Trust in Inverness back in 2019, she'd raced at Towcester"
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        assert _decisions(m, "we've a retired greyhound called Skye, soft as butter she is") == [
            "created"
        ]
        assert _decisions(m, told) == ["created"]
        assert told in [h.memory.text for h in m.recall("where did we get Skye?").results]
    # The twins: without Skye said to be theirs, nothing is kept; "my sister called Ana
    # yesterday" (phoned) names no sister.
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        assert _decisions(m, told) == []
        m.observe([{"role": "user", "content": "my sister called Ana yesterday"}], chat_id="c1")
        assert _decisions(m, "went for lunch with Ana, she's lovely") == []


def test_a_relative_named_in_lower_case_is_read(tmp_path: Path) -> None:
    """ "my sister tanya lives in toronto": chat's lower case names her too, when what follows
    says something of her; then "who is tanya?" is answered by it, and her news is kept."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        news = "TANYA HAD THE BABY!!! little girl, amara rose, born 14th oct, everyone's fine"
        m.remember(news)
        sister = m.remember("my sister tanya lives in toronto w her husband marcus")
        hits = m.recall("who is Tanya?").results
        assert hits and hits[0].memory.id == sister.memory.id
        # Her move changes her home: "tanya" is "my sister tanya" by her name.
        assert _decisions(m, "tanya's moving back to brum next year!!") == ["updated"]
        # The twins: no name read from words that are no name, nor a partner's in lower case
        # (a partner changes: an old "my bf callum" would be asked for as the partner now).
        assert _decisions(m, "ugh really's moving back to brum next year") == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("my sister tanya lives in toronto", {"tanya"}),
        ("my son owain's doing boxing now", {"owain"}),
        ("my mum glenys is in a care home", {"glenys"}),
        ("my sister really likes it", set()),
        ("my son football team won", set()),
        ("my bf callum is moving in", set()),
        ("my boyfriend Callum is moving in", {"callum"}),
        # a word of age or rank before the relation, and the relation in brackets after a name
        ("my little bro arjun is at uni", {"arjun"}),
        ("my eldest daughter Ella starts school", {"ella"}),
        ("arjun (my little bro) is in 2nd year at edinburgh uni", {"arjun"}),
        ("my little sister really likes it", set()),
        ("the (my sister) thing", set()),
    ],
)
def test_which_names_are_read_in_lower_case(text: str, names: set[str]) -> None:
    assert stated_first_names(text) == names
