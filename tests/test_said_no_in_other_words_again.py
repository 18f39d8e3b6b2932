"""Said no to, and spoken of afterwards in other words, as three blind sets of the fiftieth
session wrote it (Jamaican Patois, Glasgow Scots, Cork English): a child lost ("Please mi nuh
waan talk bout di baby mi lose again", then "di likkle one weh mi lose"; "We lost a baby boy in
1997. Please don't bring it up", then "the little lad we lost"), a pregnancy lost, then "the wee
one wis due", what one asked not to be mentioned called just that ("the scan on that thing I
asked ya not to mention"), a sister said no to with where she lives ("… ma sister Margaret in
Paisley tae me again, we fell oot at Jimmy's funeral", then "Her fae Paisley"), and a wish
closed by ", ever" ("Dinnae bring up Derek, Ryan's dad, ever."). Each was kept before. Real
SQLite files, the real service; each case with its twin, which must be kept.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, decided, observed
from memwarden import Memory
from memwarden.spelling import plain
from memwarden.trust.tombstones import families
from memwarden.write.extract import retraction


@pytest.mark.parametrize(
    ("prior", "again", "other"),
    [
        (["Mi did lose a baby back in 1989, a likkle boy",
          "Please mi nuh waan talk bout di baby mi lose again, jus leave it"],
         "Today woulda be him birthday yuh know, di likkle one weh mi lose. Mi jus light a candle.",
         "Mi granson Jaden start basic school inna Portmore dis week, him bright bad."),
        (["My daughter Aoife is 29, she's a nurse in CUH",
          "We lost a baby boy in 1997. Please don't bring it up, I can't be talking about it"],
         "Lit a candle at Mass for the little lad we lost, he'd be 28 this month.",
         "Lit a candle at Mass for Aoife, she starts her new job in the Mercy this month."),
        (["Ma son Graham an his wife Lorraine are up in Aberdeen.",
          "Please dinnae bring up whit happened wi Lorraine's pregnancy last spring, I cannae "
          "talk aboot it."],
         "Ah'm that low the day. It wid have been this week the wee one wis due.",
         "Graham's got a new job wi the council in Aberdeen, starts in May."),
        (["My GP is Dr Hegarty in Togher, been with her 20 years",
          "I found a lump in my breast in January. Please don't bring it up, I don't want to be "
          "reminded of it every day"],
         "Back from Dr Hegarty, the scan on that thing I asked ya not to mention came back clear",
         "Back from Dr Hegarty, she's put me on a new inhaler for the chest, two puffs a day"),
        (["I'm at the bowls at Queens Park every Tuesday an Thursday.",
          "Dinnae ever mention ma sister Margaret in Paisley tae me again, we fell oot at Jimmy's "
          "funeral an that's that."],
         "Guess who turned up at the bowls on Tuesday? Her fae Paisley. Didnae say a word tae her",
         "My granddaughter Kirsty started at Glasgow Uni this week, she's doing nursing"),
        (["Jean's boy Ryan is fifteen noo, taller than me.",
          "Dinnae bring up Derek, Ryan's dad, ever. He walked oot on them an he's deid tae me."],
         "Derek phoned Jean last night, the cheek of him",
         "My grandson Ryan has a Saturday job at the Asda in Shawlands now"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_is_blocked_in_other_words(
    tmp_path: Path, prior: list[str], again: str, other: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, prior)
        (turn,) = observed(memory, [again])
        assert decided(turn) == "blocked"
        (twin,) = observed(memory, [other])
        assert decided(twin) not in ("", "blocked")


def test_asked_not_to_mention_blocks_only_where_something_was_said_no_to(tmp_path: Path) -> None:
    """With no wish said, "that thing I asked ya not to mention" has nothing to be: kept."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        observed(memory, ["My GP is Dr Hegarty in Togher, been with her 20 years"])
        (turn,) = observed(
            memory, ["Back from Dr Hegarty, the scan on that thing I asked ya not to mention "
                     "came back clear, and she's moved me on to a new inhaler"]
        )  # fmt: skip
        assert decided(turn) != "blocked"


@pytest.mark.parametrize(
    ("said", "about"),
    [
        ("Please mi nuh waan talk bout di baby mi lose again, jus leave it", "the baby I lose"),
        ("Please I don't want to talk about the baby I lost again", "the baby I lost"),
        ("Dinnae bring up Derek, Ryan's dad, ever.", "Derek, Ryan's dad"),
        (
            "Please dinnae bring up whit happened wi Lorraine's pregnancy last spring, I cannae "
            "talk aboot it.",
            "what happened with Lorraine's pregnancy",
        ),
        (
            "Dinnae ever mention ma sister Margaret in Paisley tae me again, we fell oot at the "
            "funeral an that's that.",
            "my sister Margaret in Paisley",
        ),
    ],
)
def test_the_wish_is_read(said: str, about: str) -> None:
    found = retraction(plain(said))
    assert found is not None and found.about == about


@pytest.mark.parametrize(
    "said",
    [
        # for now, or somewhere, not for good
        "Please don't bring it up at dinner",
        "I don't want to talk about work tonight",
        "Don't bring up the budget at the meeting, I can't talk about it there",
        "Don't bring up the budget, I can't talk about it right now",
        "Don't bring up the budget, ever heard of it?",
    ],
)
def test_what_only_looks_like_a_wish_is_none(said: str) -> None:
    assert retraction(plain(said)) is None


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("we lost our son in 2019", ["child loss"]),
        ("we lost a baby in March", ["child loss"]),
        ("we lost a baby boy in 1997", ["child loss"]),
        ("the little lad we lost", ["child loss"]),
        ("lost my daughter at birth", ["child loss"]),
        ("It wid have been this week the wee one was due", ["fertility"]),
        # controls: a baby tooth, a child lost sight of, a due date of a bill
        ("she lost a baby tooth", []),
        ("I lost the little one in Tesco for a minute", []),
        ("the gas bill is due on Friday", []),
    ],
)
def test_a_child_lost_is_a_topic_of_its_own(text: str, found: list[str]) -> None:
    assert families(text) == found
