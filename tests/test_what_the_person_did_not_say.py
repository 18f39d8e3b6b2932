"""An agent's note that the person did not say waits for them (write/unsaid.py): a note that
says it is a guess ("User likely has type 2 diabetes"), and a note of a sensitive matter —
drinking, gambling, mental health, the law, fertility, HIV — the person never spoke of. Both are
held ``needs_confirmation``; confirmed, they are kept. Real SQLite files, words only; each
negative has its twin: the same note unhedged, or after the person spoke of the topic.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memwarden import Memory
from memwarden.model import Decision, HoldReason
from memwarden.settings import Settings
from memwarden.write.unsaid import guessed

WORDS_ONLY = Settings(embedder="none", embed_worker=False)


def _agent(m: Memory) -> Memory:
    _, token = m.principal_add("agent", labels=["personal"], capabilities=["remember"])
    return m.for_token(token)


GUESSES = [
    # (a guess, its twin: told as what it is)
    ("User likely has type 2 diabetes", "User has type 2 diabetes"),
    (
        "User seems to be thinking about selling his boat, the Bonnie Morag.",
        "User is selling his boat, the Bonnie Morag.",
    ),
    ("User is probably a night-shift worker.", "User is a night-shift worker."),
    ("The user may be moving to Leeds next spring.", "The user is moving to Leeds next spring."),
]


@pytest.mark.parametrize(("guess", "twin"), GUESSES)
def test_an_agents_guess_waits_for_the_person_and_its_twin_is_kept(
    tmp_path: Path, guess: str, twin: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        held = _agent(m).remember(guess)
        assert held.decision is Decision.HELD
        assert held.memory is not None
        assert held.memory.hold_reason is HoldReason.NEEDS_CONFIRMATION
        assert "guess" in held.reason
        assert m.recall(guess).results == ()  # waiting: recalled by nobody
        (entry,) = m.review()["pending"]
        assert entry["memory"]["id"] == held.memory.id
        assert entry["hold_reason"] == "needs_confirmation"
        # The person's yes keeps it.
        assert m.confirm(held.memory.id).memory is not None
        assert [h.memory.id for h in m.recall(guess).results][:1] == [held.memory.id]
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        assert _agent(m).remember(twin).decision is Decision.CREATED


def test_the_persons_own_words_and_words_that_only_look_like_a_guess_are_not_one() -> None:
    assert guessed("User likely has type 2 diabetes") == "likely"
    assert guessed("It seems like she's settled in") == "seems like"
    for plain in (
        "User is unlikely to forget her anniversary",  # "unlikely" is no "likely"
        "User's birthday is in May",  # the month
        "User plays the fiddle at the Heart of Tynedale",
    ):
        assert guessed(plain) is None, plain


SENSITIVE = [
    # (what the person said, an agent's note of a sensitive matter, the person speaking of it)
    (
        "Ewan's been having a rough time since the divorce, i worry about him",
        "User's son Ewan has a drinking problem.",
        "my son Ewan's drinking is getting worse, he was drunk again on Friday",
    ),
    (
        "work has been mad busy this month",
        "User has depression.",
        "i've been seeing a therapist for my depression since the spring",
    ),
    (
        "money's tight this month",
        "User is trying to stop gambling.",
        "i'm trying to stop gambling, deleted the betting apps last week",
    ),
    (
        "money's tight this month",
        "User places bets online most days.",
        "i have a flutter on the grand national once a year and that's it",
    ),
    # HIV, after the person spoke only of "my drugs"; kept once they told it in their words
    (
        "a di go Laquintinie every month for my check-up, na there a di collect my drugs",
        "User is HIV positive; collects her ARVs at Laquintinie every month.",
        "ma HIV viral load don go down, doctor say make a come back next month for ma ARV dem",
    ),
    (
        "clinic again on thursday, same as every month",
        "User is being treated for chlamydia.",
        "got a chlamydia test back positive, on antibiotics for a week",
    ),
]


@pytest.mark.parametrize(("said", "note", "spoken"), SENSITIVE)
def test_a_sensitive_matter_the_person_never_spoke_of_waits_for_them(
    tmp_path: Path, said: str, note: str, spoken: str
) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.observe([{"role": "user", "content": said}], chat_id="c1")
        held = _agent(m).remember(note)
        assert held.decision is Decision.HELD
        assert held.memory is not None
        assert held.memory.hold_reason is HoldReason.NEEDS_CONFIRMATION
        assert "not spoken of" in held.reason
    # The twin: once the person has spoken of it (in another chat too), the note is kept.
    with Memory.open(tmp_path / "n.db", settings=WORDS_ONLY) as m:
        m.observe([{"role": "user", "content": said}], chat_id="c1")
        m.observe([{"role": "user", "content": spoken}], chat_id="c2")
        assert _agent(m).remember(note).decision is Decision.CREATED


def test_health_in_general_and_the_persons_own_notes_are_kept_at_once(tmp_path: Path) -> None:
    """Not every topic of a wish to forget: a knee replacement, told by an agent, is kept; and
    the person's own words about drinking are theirs."""
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        agent = _agent(m)
        assert agent.remember(
            "User's husband Dai is having a knee replacement in May."
        ).decision is (Decision.CREATED)
        assert m.remember("I have a drinking problem and I'm going to AA").decision is (
            Decision.CREATED
        )
        # … and once the person said it, the agent's note of it is kept too.
        assert agent.remember("User attends AA meetings for alcohol.").decision is not (
            Decision.HELD
        )


def test_the_norths_hiv_for_have_is_no_word_of_hiv(tmp_path: Path) -> None:
    """Doric types "have" as "hiv": a note of the person's bank after they said "I hiv banked
    wi the Clydesdale" is kept; the control, a note of HIV itself, after the same words, waits."""
    said = "I hiv banked wi the Clydesdale since I was a quine"
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.observe([{"role": "user", "content": said}], chat_id="c1")
        agent = _agent(m)
        assert agent.remember("User has HIV.").decision is Decision.HELD
        assert agent.remember("User banks with the Clydesdale.").decision is not Decision.HELD
