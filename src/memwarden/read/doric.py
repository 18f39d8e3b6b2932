"""North-east Scots (Doric) in a question, read for recall (DESIGN §6 step 1).

People in Aberdeen and Aberdeenshire type to their agent as they speak: "fit's ma faither on for
his hert noo", "far's the loon workin noo", "fa's Gordon's loon", "foo auld's mither", "fan's
the boat tae Orkney". Doric asks with f where English has wh ("fit" what, "far" where, "fa" who,
"fan" when, "foo" how), says "ma" for my, "the loon" and "the quine" for one's son and daughter,
"faither", "mither", "brither", "hoose", "hert". The agent's notes say it in English ("User's
father's bisoprolol was raised to 5 mg daily …"), and the person's own messages in Doric. Such a
question was searched for "fit", "far" and "fan" (English words, none of what is asked) and for
words no note holds, and asked nothing of the present for want of an English "now".

So a question that is Doric by its words (:func:`in_doric`: opening with one of its question
words before what a question goes on with, "fit's", "far did", "foo much", or with two of its
own words) has, as read/telugu.py does for Romanized Telugu,

* each word or phrase of :data:`DORIC` followed by the English it stands for, in brackets:
  "fit's (what is) ma faither (my father) on for his hert (heart) noo (now)", its own words
  staying, so what the person typed in Doric is found too, and "my father" read as the person's
  own (entities/relations.py);
* its small words (:data:`DORIC_SMALL`: "fit", "far", "ma", "fae", "tae", "o", "wi" …)
  searched for no more than English's are, and its words not read as typos of the index's
  words ("quine" is no "quinoa") (:func:`known_and_small`).

And any question, Doric or English, is searched for the Doric words the person's own messages
say for what it names (:func:`doric_for`, :data:`SAID_IN_DORIC`; not "dug" for a dog, which is
English's "dug" too): "What is the user's father
taking for his diabetes?" finds "faither's sugar's up an aa …", "What does the user's brother
do?" "ma brither Gordon's in Peterhead …". Added to the words searched for only.

Every word is matched whole, in any case. Words that are English words too ("fit", "far",
"fan", "man", "ken", "the day") are read as Doric only in a Doric question.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .glossary import Glossary

__all__ = [
    "DORIC",
    "DORIC_SMALL",
    "SAID_IN_DORIC",
    "doric_for",
    "glossed_doric",
    "in_doric",
    "known_and_small",
]

DORIC = {
    # what is asked
    "fit": "what", "fit's": "what is", "fitna": "which what kind", "fit wye": "why how",
    "far": "where", "far's": "where is", "fa": "who", "fa's": "who is", "fan": "when",
    "fan's": "when is", "foo": "how", "foo's": "how is", "foo much": "how much",
    "foo mony": "how many", "foo auld": "how old", "foo auld's": "how old is",
    "foo lang": "how long", "whit": "what", "whit's": "what is",
    # when
    "noo": "now", "the noo": "now", "the morn": "tomorrow", "the nicht": "tonight",
    "the day": "today", "yestreen": "yesterday", "ilka": "every", "nicht": "night",
    # one's own and one's kin (as the person calls them: "my", for the name they gave them)
    "ma": "my", "oor": "our", "ma faither": "my father", "ma mither": "my mother",
    "ma brither": "my brother", "ma sister": "my sister", "ma wife": "my wife",
    "ma loon": "my son", "ma quine": "my daughter", "oor loon": "our son",
    "oor quine": "our daughter", "the loon": "my son", "the quine": "my daughter",
    "faither": "father", "faither's": "father's", "mither": "mother", "mither's": "mother's",
    "brither": "brother", "loon": "son boy", "loonie": "boy son", "quine": "daughter girl",
    "quinie": "girl daughter", "bairn": "child", "bairns": "children", "man": "husband",
    "wifie": "woman", "mannie": "man",
    # small words and verbs
    "fae": "from", "tae": "to", "wi": "with", "aboot": "about", "wis": "was", "dis": "does",
    "div": "do", "dae": "do", "dinna": "don't", "didna": "didn't", "canna": "can't",
    "hae": "have", "ken": "know", "ony": "any", "nae": "no", "ower": "over", "oot": "out",
    "doon": "down", "twa": "two", "fower": "four", "cried": "called named",
    "bide": "live", "bides": "lives", "bidin": "living", "flit": "move",
    "flitted": "moved", "flittin": "moving", "mairrit": "married", "merrit": "married",
    "gyan": "going", "gaun": "going", "greet": "cry", "grat": "cried",
    # things
    "hoose": "house", "hame": "home", "hert": "heart", "heid": "head", "dug": "dog",
    "kirk": "church", "skweel": "school", "squeel": "school", "skule": "school",
    "wark": "work job", "pey": "pay", "siller": "money", "auld": "old", "braw": "good",
    "muckle": "big", "sair": "sore pain", "een": "eyes", "setterday": "saturday",
    "setterdays": "saturdays", "hale": "whole",
}  # fmt: skip

# Doric's small words, which say nothing of what is asked: in a Doric question they are left out
# of the words searched for, as English's are (text.STOPWORDS).
DORIC_SMALL = frozenset(
    """
    fit fitna far fa fan foo whit ma oor fae tae wi o an aa aboot wis dis div dae dinna didna
    canna hae ken ony nae ower oot doon the noo jist affa gey
    """.split()
)

# Doric's own words, two of which make a question Doric ("fit day did we flit tae Ellon" is by
# its opening too).
_ONLY_DORIC = frozenset(
    """
    fae noo loon quine loonie quinie mither faither brither hoose hert wis dae div bide bides
    bidin ken aboot oor ony twa hame kirk mairrit merrit flit flitted flittin fitna foo gyan
    dinna didna canna hae ilka yestreen setterday setterdays skweel squeel tae wi
    """.split()
)
# A question opening with Doric's question word, and what a question goes on with after it:
# "fit's", "far did", "foo much", "fit time", "fa has" (not "fit for purpose", "far from
# home", "fan club"). Matched on the question's start only, when it opens with an "f".
_ASKS = re.compile(
    r"(?i:f(?:it|ar|a|an|oo))(?:['’]s\b|\s+(?i:is|wis|was|are|ar|dis|div|does|do|did|dae|de"
    r"|the|ma|my|yer|your|his|her|oor|our|a|am|are|year|time|day|days|kind|sort|like|auld|age|"
    r"wye|way|aboot|happened|date|number|much|mony|many|lang|long|big|has|hae|have|will|can|"
    r"course|class|pitch|vets|vet|degree|kirk|school|car|job|team)\b)"
)
_TOKEN = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_doric(query: str) -> bool:
    """Whether ``query`` is asked in Doric: opening with one of its question words before what a
    question goes on with ("fit's ma new number", "foo much allopurinol am I on"), or by two of
    its own words ("whats the loon daein noo")."""
    opening = query.lstrip(" \t\"'“‘(")
    if opening[:1] in ("f", "F") and _ASKS.match(opening):
        return True
    said = set(_TOKEN.findall(query.casefold()))
    return len(said & _ONLY_DORIC) >= 2


def glossed_doric(query: str) -> str:
    """``query`` with each word or phrase of :data:`DORIC` followed by its English, in brackets,
    unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Doric, the words :data:`DORIC` knows, which are words, not typos,
    and its small words (:data:`DORIC_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Doric the person's own messages say
# it in ("faither's sugar's up", "ma brither Gordon's in Peterhead", "sellt the Inverurie
# hoose"), searched for too. Only words no English word or common name is spelled as.
SAID_IN_DORIC = {
    "father": ("faither",), "dad": ("faither",), "mother": ("mither",), "mum": ("mither",),
    "brother": ("brither",), "son": ("loon",), "daughter": ("quine",), "house": ("hoose",),
    "heart": ("hert",), "married": ("mairrit",), "wedding": ("mairrit",), "church": ("kirk",),
    "moved": ("flitted",), "move": ("flit", "flitted"),
}  # fmt: skip


def doric_for(query: str) -> list[str]:
    """The Doric words of :data:`SAID_IN_DORIC` for the things ``query`` names, that it does
    not say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(DORIC, DORIC_SMALL, SAID_IN_DORIC)
