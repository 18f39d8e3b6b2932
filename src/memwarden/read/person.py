"""An agent's "the user" in a question, read as the person the memories are about (DESIGN §6
step 1).

An agent asks its memory in the third person: "What are the user's dietary restrictions?",
"Does the user have children?", "user allergies". The memories are the person's own words ("I'm
vegetarian", "My daughter Mia is seven") and, when an agent wrote them, about "User" ("User's
manager is called Rita"). Searched as typed, "user" is the one word of the question such
memories share, so every memory an agent wrote came first whatever was asked, and MiniLM reads
"the user" close to them too (cosine 0.33 between "Does the user have children?" and "User's
manager is called Rita", 0.06 once asked "Do I have children?"). Every memory with the default
subject is about the user, so the word singles none out.

So recall reads the question as the person would have asked it: "the user's" and "user's" as
"my", "the user" as "I" (as "me" after a preposition or a verb that takes an object: "tell
the user" is "tell me"), and "user" with no article where it names someone ("user
allergies", "what did user say"): by words, by meaning, for their relations ("the user's
sister" is "my sister", :mod:`memwarden.entities.relations`) and for whose words answer
(:mod:`memwarden.read.speaker`). "The human" (how some agent frameworks name the person) is read
the same way.

Left as typed: "user" as part of a thing's name ("the user interface", "my user name", "the
user id"), after a word that makes it someone else ("a user", "each user", "the admin user",
"which user"), and "users" (people other than the one asked about). English only; no model.
"""

from __future__ import annotations

import re

from ..entities.relations import relation_words
from ..patterns import lazy_compile
from ..text import terms
from ..write.slots import AGREEING

__all__ = ["about_the_person_only", "first_person", "pronouns_as_person"]

# "user" followed by these is part of a thing's name, not someone.
_COMPOUND = (
    "name|names|id|ids|interface|interfaces|experience|experiences|account|accounts|manual"
    "|manuals|guide|guides|agent|agents|base|group|groups|research|story|stories|testing|test"
    "|tests|study|studies|count|counts|licen[cs]e|licen[cs]es|role|roles|permissions?|input"
    "|inputs|space|spaces|session|sessions|flow|flows|journey|journeys|persona|personas"
    "|acceptance|adoption|agreement|engagement|error|errors|friendly|generated|level|mode"
    "|table|tables|type|types|list|lists|management|model|models|request|requests|query"
    "|queries"
)
# Before a bare "user", the auxiliaries that make it the subject: "what did user say".
_AUXILIARY = frozenset(
    "does did do is was are were has have had can could would will should shall may might"
    " must".split()
)
# Before a bare "user": the words after which it names the one asked about (the start of the
# question, a question word, an auxiliary, a preposition, a conjunction).
_FUNCTION_WORDS = _AUXILIARY | frozenset(
    "what when where who whom why how about to for with of from by at on in than like regarding"
    " concerning and or but if that".split()
)
# After a bare "user", the verbs that make it the subject ("user likes …"); any other word
# is what is theirs ("user allergies" is "my allergies").
_VERB = lazy_compile(
    r"(?:is|was|has|had|does|did|can|could|will|would|should|may|might|must|likes?|loves?"
    r"|hates?|prefers?|wants?|needs?|lives?|works?|says?|said|uses?|plays?|owns?|drives?|eats?"
    r"|feels?|thinks?|knows?|goes|went|gets?|got|\w+ed)",
    re.IGNORECASE,
)
# Before "the user": the words after which it is the object ("me").
_OBJECT = (
    "about|to|for|with|of|from|by|at|on|in|than|like|towards?|regarding|concerning|tell|told"
    "|remind|reminded|ask|asked|help|helped|give|gave|show|showed|send|sent|call|called|meet"
    "|met|know|knew|bother|bothers|bothered|upset|upsets|annoy|annoys|please|pleases|makes"
    "|made|make|let|lets"
)
# After "the users" typed without its apostrophe, the words that make it many users ("the users
# of this app"), not the one's ("whats the users dogs name").
_NOT_OWNED = (
    "(?:of|who|that|which|are|were|is|was|have|has|can|could|will|would|do|did|and|or|in|on|"
    "at|to|for|with|from|by)"
)
_PERSON = lazy_compile(
    r"(?:(?<![\w'’-])(?P<prev>(?!(?:the|this)\b)[A-Za-z'’]+)\s+|^|(?<=[^\w\s'’-])\s*)"
    r"(?:(?P<article>the|this)\s+(?P<who>user|human)|(?P<bare>user))"
    rf"(?:(?P<possessive>['’]s|(?<=user)s['’]?(?=\s+(?!{_NOT_OWNED}\b)[a-z]))(?![\w'’-])"
    rf"|(?![\w'’-])(?!\s+(?:{_COMPOUND})\b))"
    r"(?:(?=\s+(?P<next>[A-Za-z]+)))?",
    re.IGNORECASE,
)
_OBJECT_WORD = lazy_compile(rf"(?:{_OBJECT})", re.IGNORECASE)


def first_person(query: str) -> str:
    """``query`` with the agent's "the user" read as the person's "I", "me" or "my"; the query
    itself when it names no user."""

    def read(match: re.Match[str]) -> str:
        prev = match.group("prev")
        folded = prev.casefold() if prev is not None else None
        bare = match.group("bare") is not None
        if bare and folded is not None and folded not in _FUNCTION_WORDS:
            return match.group(0)  # "a user", "the admin user", "each user"
        if bare and (match.group("possessive") or "'")[0] not in "'’":
            return match.group(0)  # "users name" with no "the": many users, or no one
        after = match.group("next")
        if match.group("possessive"):
            said = "my"
        elif bare and folded not in _AUXILIARY and after is not None and not _VERB.fullmatch(after):
            said = "my"  # "user allergies"
        elif prev is not None and _OBJECT_WORD.fullmatch(prev):
            said = "me"
        else:
            said = "I"
        head = match.group("article") or match.group("bare")
        if head[0].isupper() and said != "I":
            said = said.capitalize()
        start = match.start("article") if match.group("article") else match.start("bare")
        before = match.group(0)[: start - match.start()]
        verb = folded.replace("’", "'") if folded is not None else None
        if said == "I" and prev is not None and verb in AGREEING:  # "Does the user" → "Do I"
            agreed = AGREEING[verb].replace("'", "’") if "’" in prev else AGREEING[verb]
            before = (agreed.capitalize() if prev[0].isupper() else agreed) + before[len(prev) :]
        return before + said

    return _PERSON.sub(read, query)


# Someone the question leaves unnamed: "she", "he", "her", "his" in an agent's question that
# names no one, says no "I", and names no relation before them ("where does she live now?",
# "how old is she", "list her medications"), are the person's as "the user" is: an agent asks
# its memory about the person it serves. After a relation they are that relative ("what's her
# ex's name and what does he do").
_VERBS = r"is|has|does|was|isn['’]?t|hasn['’]?t|doesn['’]?t"
_PRONOUN = lazy_compile(
    rf"\b(?:(?P<aux>{_VERBS})\s+)?(?P<pronoun>she|he|her|his|him|herself|himself)"
    rf"(?:(?P<contracted>['’]s)|\s+(?P<verb>{_VERBS}))?\b(?P<next>\s*(?:\w+|[^\w\s]|$))?",
    re.IGNORECASE,
)
_WHO_IS = lazy_compile(r"\bwho\s+(?:is|was|['’]s)\s+(?:she|he)\b", re.IGNORECASE)
_OTHERS = lazy_compile(r"\b(?:i|i['’]m|me|my|mine|myself|we|our|us|user|human)\b", re.IGNORECASE)
# After "her", the words that make it an object ("tell her about …", "give her the keys"), not
# whose ("her mum").
_NOT_OWNED_BY_HER = frozenset(
    "the a an to about and or that for with at on in if when what this some any back up out"
    " off".split()
)


def _agreeing(verb: str) -> str:
    """``verb`` ("is", "doesn't") as said with "I" ("am", "don't")."""
    folded = verb.casefold().replace("’", "'")
    return AGREEING.get(folded, folded)


def pronouns_as_person(query: str, *, names_someone: bool) -> str:
    """``query`` with "she" and "he" read as "I", "her" and "his" as "my" ("me" as an object)
    where no relation is named before them, when it names no one by name
    (``names_someone``), says no "I" or "the user", and asks not who someone is; the query
    itself otherwise."""
    if names_someone or _WHO_IS.search(query) or _OTHERS.search(query):
        return query

    def read(match: re.Match[str]) -> str:
        if relation_words(query[: match.start("pronoun")]):
            return match.group(0)  # "… her ex's name and what does he do": the ex
        pronoun = match.group("pronoun").casefold()
        after = match.group("next") or ""
        if pronoun in ("she", "he"):
            said = "I'm" if match.group("contracted") else "I"
            if match.group("verb"):
                said += " " + _agreeing(match.group("verb"))
            if match.group("aux"):
                said = _agreeing(match.group("aux")) + " " + said
            return said + after
        aux = match.group("aux") + " " if match.group("aux") else ""
        rest = (match.group("contracted") or "") + (
            " " + match.group("verb") if match.group("verb") else ""
        )
        if pronoun in ("herself", "himself"):
            said = "myself"
        elif pronoun == "his":
            said = "my"
        elif pronoun == "him":
            said = "me"
        else:  # "her": whose before a word it owns, else whom
            word = after.strip().casefold()
            owned = bool(word) and word[0].isalnum() and word not in _NOT_OWNED_BY_HER
            said = "my" if owned and not rest else "me"
        return aux + said + rest + after

    return _PRONOUN.sub(read, query)


# A question about nothing but the person: "What do you know about me?", "Tell me about
# myself", "user profile" — its words are these (and the stopwords) and one of them asks.
_ABOUT_WORDS = frozenset(
    "know knew known tell remember remembered recall learn learned learnt everything anything"
    " something profile info information details summary summarise summarize overview facts"
    " stuff things far".split()
)
_ASKS_ABOUT = lazy_compile(
    r"\b(?:know|knew|known|tell|remember(?:ed)?|recall|learn(?:ed|t)?|profile|info|information"
    r"|details|summar(?:y|i[sz]e)|overview|facts)\b",
    re.IGNORECASE,
)


def about_the_person_only(query: str) -> bool:
    """Does ``query`` (as read: "the user" is "I") ask about the person and nothing else —
    what is known about them, with no topic of its own?"""
    return _ASKS_ABOUT.search(query) is not None and all(w in _ABOUT_WORDS for w in terms(query))
