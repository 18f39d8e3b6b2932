"""Vincentian Creole English (St Vincent and the Grenadines, as it is typed) in a question, read
for recall (DESIGN §6 step 1).

People in St Vincent type to their agent as they speak: "wah mih numba now? ah keep fuhget",
"which docta ah seein now fuh mih sugar", "weh Kevon deh now", "wah band ah jumpin wid fuh mas
dis year". The agent's notes say it in English ("User switched her phone to Flow … Her new
number is …", "User's next appointment with Dr. Nanton … for her diabetes review"), and the
person's own messages in the same Creole ("mih docta is Dr Ballantyne …", "mih lil bredda Kevon
deh Toronto"). Such a question was searched for its small words ("ah", "deh", "fuh", "di"),
which fill every message the person typed and none of the notes, its words of things were no
words of the notes ("numba", "docta"), and "dis year" was no time ("wah band ah jumpin wid fuh
mas dis year" found last year's Vincy Mas first).

So a question that is Vincentian by its words (:func:`in_vincentian`; read after Cameroon
Pidgin in read/shorthand.py, whose "di" and "dem" it shares) has

* each word or phrase of :data:`VINCENTIAN` followed by the English the notes say it in, in
  brackets: "wah mih numba (number) now", "weh (where) Kevon deh (lives is) now", "… mas
  (carnival) dis year (this year)", its own words staying, so what the person typed is found
  too (chat's "wah", "wen" and "mih" are read in any question: read/shorthand.py's SHORTHAND;
  Bahamian Creole's few words too, :data:`~memwarden.read.shorthand.CREOLE`);
* its small words (:data:`VINCENTIAN_SMALL`: "ah", "mih", "di", "deh", "dem", "fuh", "pon",
  "wid", "weh", "wah" …) searched for no more than English's are, and the words of
  :data:`VINCENTIAN` not read as typos of the index's words ("numba" is no "numb")
  (:func:`known_and_small`).

And any question, Creole or English, is searched for the Creole words the person's own
messages say for what it names (:func:`vincentian_for`, :data:`SAID_IN_VINCENTIAN`): "Which
school does the son go to?" finds "mih bwoy Jaheim deh Grammar School", "who's my work friend
at the bank" "mih new wuk bestie is Shenelle at di bank". Added to the words searched for only.

Every word is matched whole, in any case; a word that is an English word or a name too ("an",
"pa", "ting", "lime", "mas") is read as Creole only in a Creole question, and never makes one
Creole alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .glossary import Glossary

__all__ = [
    "SAID_IN_VINCENTIAN",
    "VINCENTIAN",
    "VINCENTIAN_SMALL",
    "glossed_vincentian",
    "in_vincentian",
    "known_and_small",
    "vincentian_for",
]

VINCENTIAN = {
    # what is asked
    "weh": "where", "wey": "where", "wah time": "what time", "wah day": "which day",
    "wah night": "which night",
    # when
    "dis year": "this year", "dis month": "this month", "dis week": "this week",
    "dis mornin": "this morning", "las year": "last year", "las night": "last night",
    "las week": "last week", "nex week": "next week", "nex year": "next year",
    "munt": "month", "togetha": "together",
    # kin and people
    "mammy": "mother", "pa": "father", "pappy": "father",
    "pickney": "children kids", "pickney dem": "children kids", "bwoy": "son boy",
    "gyal": "girl daughter", "sista": "sister", "bredda": "brother", "bestie": "best friend",
    # things
    "numba": "number", "docta": "doctor", "wuk": "work job", "ole": "old",
    "pressure": "blood pressure", "sugar": "diabetes", "mas": "carnival",
    "steelpan": "steel pan", "pothound": "dog",
    # what is done
    "deh": "lives is", "tek": "take", "tekkin": "taking", "mek": "make", "fuhget": "forget",
    "sen": "sent", "lef": "left", "tun": "turns", "seein": "seeing", "jumpin": "jumping playing",
    "cyah": "can't", "nah": "not don't",
}  # fmt: skip

# Vincentian's small words, which say nothing of what is asked: in a Creole question they are
# left out of the words searched for, as English's are (text.STOPWORDS). Its question words are
# among them ("weh", "wah"), as "what" and "where" are English's, and "ting", its "stuff" ("wah
# ting me nah eat" is not "bouncy castle an ting").
VINCENTIAN_SMALL = frozenset(
    """
    ah mih meh di deh dem fuh pon wid an dis dat does did nah yuh he she weh wey wha wah wat
    doh jus ting
    """.split()
)

# The words only Vincentian has (not English's, nor a name's, nor another language's the person
# may type): one of them makes a question Vincentian ("weh Kevon deh now"); its small words,
# which are English words or names too ("ah", "di", "dem", "dis"), make one Vincentian two by
# two, with chat's "mih" and "wah" ("wah di puppy name").
_ONLY_VINCENTIAN = frozenset(
    "weh deh fuh numba docta pickney wuk bredda sista tekkin pon wid cyah fuhget bwoy gyal "
    "togetha pothound steelpan munt".split()
)
_VINCENTIAN_MARKS = frozenset("ah mih di dem dis dat nah tek mek wah ting ole".split())
_TOKEN = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_vincentian(query: str) -> bool:
    """Whether ``query`` is asked in Vincentian Creole: by a word only Vincentian has ("wah mih
    numba now", "which docta ah seein now"), or by two of its small words typed in small letters
    ("wah di puppy name"; not "Di Marco's number", nor "what is Dem's job")."""
    typed = _TOKEN.findall(query)
    said = {t.casefold() for t in typed}
    if said & _ONLY_VINCENTIAN:
        return True
    return len({t for t in typed if t in _VINCENTIAN_MARKS}) >= 2


def glossed_vincentian(query: str) -> str:
    """``query`` with each word or phrase of :data:`VINCENTIAN` followed by its English, in
    brackets, unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Vincentian, the words :data:`VINCENTIAN` knows, which are words,
    not typos, and its small words (:data:`VINCENTIAN_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Creole the person's own messages say
# it in ("mih bwoy Jaheim deh Grammar School", "mih sista Marcia deh Brooklyn", "mih docta is Dr
# Ballantyne", "mih new wuk bestie"), searched for too. Only things and kin said one way
# whoever says them: not "mammy" (Irish and Northern English's too, and a name: "Mammy"), nor
# "bestie" for a best friend (anyone's chat word, and a work friend's here).
SAID_IN_VINCENTIAN = {
    "son": ("bwoy",), "sister": ("sista",), "brother": ("bredda",), "children": ("pickney",),
    "kids": ("pickney",), "doctor": ("docta",), "number": ("numba",), "work": ("wuk",),
    "job": ("wuk",), "dog": ("pothound",),
}  # fmt: skip


def vincentian_for(query: str) -> list[str]:
    """The Creole words of :data:`SAID_IN_VINCENTIAN` for the things ``query`` names, that it
    does not say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(VINCENTIAN, VINCENTIAN_SMALL, SAID_IN_VINCENTIAN)
