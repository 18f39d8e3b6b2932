"""Cameroon Pidgin English (with its Camfranglais) in a question, read for recall (DESIGN §6
step 1).

People in Cameroon type to their agent in Pidgin as they speak it: "weti be ma new number
again", "wusai we dey stay now?", "which time Loveline go land from America", "how much mg mami
di take for amlodipine now". The agent's notes say it in English ("User changed his number …",
"User's mother now also takes …"), and the person's own messages in the same Pidgin. Such a
question was searched for its small words ("di", "dey", "don", "ma", "im"), which fill every
message the person typed and none of the notes ("which school Precious dey now" found the old
school's "Precious dey class 2 for …"), and its question words read as typos of the index's
words ("weti" as "wet", "wusai" as nothing).

So a question that is Pidgin by its words (:func:`in_pidgin`; read after the languages of
read/shorthand.py, whose words it does not count as its own) has

* each word or phrase of :data:`PIDGIN` followed by the English the notes say it in, in
  brackets: "weti (what) be ma (my) new number", "how much mg mami (mother) di take …", its own
  words staying, so what the person typed in Pidgin is found too;
* its small words (:data:`PIDGIN_SMALL`: "a", "di", "dey", "don", "go", "ma", "im", "dem",
  "weti", "wusai" …) searched for no more than English's are, and the words of :data:`PIDGIN`
  not read as typos of the index's words ("weti" is no "wet") (:func:`known_and_small`).

And any question, Pidgin or English, is searched for the Pidgin and Camfranglais words the
person's own messages say for what it names (:func:`pidgin_for`, :data:`SAID_IN_PIDGIN`): "Where
is the user building his house?" finds "chantier for Bomaka don reach roof level", "wat medcine
is mom on" "… raise mami amlodipine to 10mg". Added to the words searched for only.

Nigerian Pidgin's few words ("wetin", "oko", "pikin") are chat shorthand, spelled out in any
question (read/shorthand.py's SHORTHAND). Every word here is matched whole, in any case; a word
that is an English word or a name too ("ma", "go", "fit", "dem", "chop") is read as Pidgin only
in a Pidgin question, and never makes one Pidgin alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .glossary import Glossary

__all__ = [
    "PIDGIN",
    "PIDGIN_SMALL",
    "SAID_IN_PIDGIN",
    "glossed_pidgin",
    "in_pidgin",
    "known_and_small",
    "pidgin_for",
]

PIDGIN = {
    # what is asked
    "weti": "what", "wetti": "what", "wusai": "where", "usai": "where", "wusay": "where",
    "which time": "when", "wich time": "when", "which side": "where", "weti time": "what time",
    # whose
    "ma": "my", "im": "his her", "una": "your", "wuna": "your",
    # family, home, work
    "mami": "mother", "mamy": "mother", "mammy": "mother", "pikin": "child children",
    "pikin dem": "children", "small pikin": "child", "masa": "husband", "gars": "friend",
    "mbindi": "child small", "chantier": "construction building site",
    "quincaillerie": "hardware shop", "bendskin": "motorbike taxi", "chop": "food eat",
    "chop money": "allowance money",
    # what is done
    "sabi": "know", "helep": "help", "waka": "walk go", "commot": "leave left moved",
    "don comot": "left moved", "don commot": "left moved",
    "don change": "changed", "don switch": "switched changed", "don buy": "bought",
    "don open": "opened", "don stop": "stopped", "don close": "closed",
    "don finish": "finished", "don move": "moved", "don join": "joined", "wan": "want",
}  # fmt: skip

# Pidgin's small words, which say nothing of what is asked: in a Pidgin question they are left
# out of the words searched for, as English's are (text.STOPWORDS). Its question words are among
# them ("weti", "wusai"), as "what" and "where" are English's.
PIDGIN_SMALL = frozenset(
    """
    a di don go na ma im dem wey we una wuna e sef abeg ooh oh sha fit be for weti wetti
    wusai usai wusay no
    """.split()
)

# The words only Pidgin has (not English's, nor a name's, nor another language's the person
# may type): one of them makes a question Pidgin ("weti be ma sugar tablet", "wusai we dey stay
# now?"); its small words, which are English words or names too ("ma", "go", "dem", "na"), make
# one Pidgin two by two, with "a di" and "a don" ("how much rent a di pay").
_ONLY_PIDGIN = frozenset(
    "weti wetti wusai usai wusay abeg sabi helep commot comot wahala chantier pikin dey".split()
)
_PIDGIN_MARKS = frozenset("di dey don na ma im dem wey una wuna sef mami chop waka fit".split())
_I_DO = re.compile(r"\ba\s+(?:di|don)\b", re.IGNORECASE)
_TOKEN = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_pidgin(query: str) -> bool:
    """Whether ``query`` is asked in Cameroon Pidgin: by a word only Pidgin has, by "a di" or
    "a don" ("how much rent a di pay for Logpom"), or by two of its small words typed in small
    letters ("which school Precious dey now" is not: one; "which tablets mami di take now for
    im BP" is)."""
    typed = _TOKEN.findall(query)
    said = {t.casefold() for t in typed}
    if said & _ONLY_PIDGIN:
        return True
    if ("di" in said or "don" in said) and _I_DO.search(query):
        return True
    return len({t for t in typed if t in _PIDGIN_MARKS}) >= 2


def glossed_pidgin(query: str) -> str:
    """``query`` with each word or phrase of :data:`PIDGIN` followed by its English, in
    brackets, unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Pidgin, the words :data:`PIDGIN` knows, which are words, not
    typos, and its small words (:data:`PIDGIN_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Pidgin or Camfranglais the
# person's own messages say it in ("chantier for Bomaka don reach roof level", "doctor … don
# raise mami amlodipine", "a don open ma quincaillerie for Ndokoti"), searched for too. Only
# things and kin said one way whoever says them: not "papa" (any father, and English's), nor
# "boutique" (a shop of any kind, in English too).
SAID_IN_PIDGIN = {
    "mother": ("mami",), "mom": ("mami",), "mum": ("mami",), "child": ("pikin",),
    "children": ("pikin",), "kids": ("pikin",), "building": ("chantier",),
    "construction": ("chantier",), "hardware": ("quincaillerie",),
    "shop": ("quincaillerie", "magasin"), "shops": ("quincaillerie", "magasin"),
}  # fmt: skip


def pidgin_for(query: str) -> list[str]:
    """The Pidgin words of :data:`SAID_IN_PIDGIN` for the things ``query`` names, that it does
    not say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(PIDGIN, PIDGIN_SMALL, SAID_IN_PIDGIN)
