"""Whose words a logged turn is, and whose the question asks about (DESIGN §6 step 3).

What someone said of themselves is the evidence about them; what others said to or about them
mostly echoes it, often with more of the question's words. So when a question is about someone
the turns of the others rank a little lower (:func:`memwarden.read.fusion.with_speaker`):

* a question about the asker — first person ("Did I visit the museum with a friend?") and not
  about what the assistant said ("the list you provided", "did you …", "our previous
  conversation") — lowers the assistant's logged turns (episodes about ``assistant``, as
  ``observe`` logs them);
* a question naming some of the speakers of the turns found ("What video games does Nate
  play?") lowers the turns of the speakers it does not name. A turn's speaker is the name
  ``observe`` was given for it (``"name"`` of the message, kept in its turn id) or the speaker
  label a transcript starts it with ("Nate: I won the Valorant final!").

Only verbatim turns (episodes) have a speaker; turns without one are untouched, and so is a
question naming every speaker or none. A statement is told apart by whom it is about: for a
question about the asker that names no one else ("Do I have any health conditions?", "where
did I go to uni?"), a statement about someone close to them and not about them too ("User's
mother is recovering from knee surgery", "my little brother just started at uni":
:func:`memwarden.entities.relations.about_a_relation`) ranks lower the same way. English forms
only; no topic, no model.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping

from ..entities.relations import about_a_relation, asked
from ..model import Kind, MemoryRecord
from ..text import STOPWORDS
from ..write.observe import ASSISTANT

__all__ = ["about_the_person", "names_someone", "others_turns", "speaker_of"]

# The asker speaks of themselves.
_FIRST_PERSON = re.compile(r"\b(?:i|i['’](?:m|ve|d|ll)|me|my|mine|myself)\b", re.IGNORECASE)
# … or of what the assistant said or did: its words are then the answer.
_ASSISTANT_WORDS = re.compile(
    r"\byou\s+(?:\w+\s+)?(?:said|told|mentioned|gave|suggested|recommended|made|provided"
    r"|listed|shared|wrote|explained|proposed|offered|advised|described|came\s+up)\b"
    r"|\byour\s+(?:\w+\s+)?(?:answer|reply|response|list|suggestions?|recommendations?"
    r"|advice|move|explanation|story|example|summary|tips)\b"
    r"|\bour\s+(?:\w+\s+){0,2}?(?:conversations?|chats?|discussions?|game|talk|exchange)\b"
    r"|\bwe\s+(?:\w+\s+)?(?:discussed|talked|chatted|spoke|went\s+over)\b"
    r"|\bdid\s+you\b",
    re.IGNORECASE,
)
# Someone named in a question: a capitalised word that does not open it and is not "I".
_SOMEONE = re.compile(r"(?<=\s)(?!I\b|I['’])[A-Z][\w'’-]*")
# A question of three words or more, each opening with a capital (or not a word).
_TITLE_CASE = re.compile(r"\W*[A-Z][\w'’-]*(?:\W+(?:[A-Z][\w'’-]*|\d+)){2,}\W*")
# A transcript's speaker label: one to three capitalised words and a colon at the very start.
_LABEL = re.compile(r"([A-Z][\w'’.-]{0,40}(?: [A-Z][\w'’.-]{0,40}){0,2}): ")


def about_the_person(query: str) -> bool:
    """Does ``query`` ask about the asker — their life, their doings — rather than about what
    the assistant said? Then the person's own words are the evidence."""
    return _FIRST_PERSON.search(query) is not None and _ASSISTANT_WORDS.search(query) is None


def names_someone(query: str, but: Collection[str] = ()) -> bool:
    """Whether ``query`` names someone or something by name: a capitalised word that does not
    open it and is not "I" ("Where did Ana go?", "When am I in Japan?"), nor one of ``but``
    (casefolded words known to be something else). In a question written in Title Case ("What
    Are My Hobbies?") the capitals tell nothing of the little words: a stopword is not a name."""
    titled = _TITLE_CASE.fullmatch(query.strip()) is not None
    return any(
        word not in but and not (titled and word in STOPWORDS) for word in named_words(query)
    )


def named_words(query: str) -> list[str]:
    """The words of ``query`` that may name someone or something (case-folded, without "'s"):
    capitalised, not opening it, not "I" ("Who is Bramble's vet?": bramble)."""
    return [_without_possessive(m.group(0).casefold()) for m in _SOMEONE.finditer(query)]


def _without_possessive(word: str) -> str:
    return word.removesuffix("'s").removesuffix("’s")


def speaker_of(record: MemoryRecord) -> str | None:
    """The name of whoever said a logged turn, when it is known; None otherwise."""
    if record.kind is not Kind.EPISODE:
        return None
    turn = record.provenance.turn_id
    if turn and "#" in turn:
        return turn.rpartition("#")[2].strip() or None
    found = _LABEL.match(record.text)
    return found.group(1) if found else None


def _named(name: str, query: str) -> bool:
    """``name`` in ``query`` as whole words, capitalised there as names are."""
    pattern = r"(?<!\w)" + re.escape(name) + r"(?!\w)"  # "Ana's" names Ana too
    return any(m.group()[0].isupper() for m in re.finditer(pattern, query, re.IGNORECASE))


def others_turns(
    query: str,
    records: Mapping[str, MemoryRecord],
    ids: Iterable[str],
    *,
    mistyped: bool = False,
) -> set[str]:
    """Of ``ids``, the logged turns said by someone other than whom ``query`` asks about, and
    for a question about the asker alone the statements about someone else. ``mistyped``: the
    query asks about a relation by a mistyped word ("my grandaughter's school"), which
    :func:`~memwarden.entities.relations.asked` does not read."""
    out: set[str] = set()
    chosen = [records[i] for i in ids]
    if about_the_person(query):
        out.update(r.id for r in chosen if r.kind is Kind.EPISODE and r.subject == ASSISTANT)
        if not mistyped and not asked(query) and not names_someone(query):
            out.update(r.id for r in chosen
                       if r.kind is not Kind.EPISODE and about_a_relation(r.text))  # fmt: skip
    speakers = {r.id: s for r in chosen if (s := speaker_of(r)) is not None}
    names = set(speakers.values())
    named = {name for name in names if _named(name, query)}
    if named and named != names:
        out.update(i for i, name in speakers.items() if name not in named)
    return out
