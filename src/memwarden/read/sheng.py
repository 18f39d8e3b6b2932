"""Sheng and Swahili (Nairobi's street Swahili, mixed with English, as it is typed) in a
question, read for recall (DESIGN §6 step 1).

People in Nairobi type to their agent in Sheng, Swahili and English in one breath: "mathe
anakaa wapi shags", "daktari wangu wa sugar ni nani siku hizi", "bibi yangu anawork hosi gani
sasa". The agent's notes say it in English ("User's mother (mathe) Grace … lives in Keroka",
"… switched his diabetes care to Dr. Wanjiku Mwangi"), and the person's own messages in the same
mix ("Sharon ameacha Mama Lucy, sasa ni nurse Karen Hospital"). Such a question was read as no
language at all: searched for its small words ("ni", "ya", "wa", "gani", "yangu"), which fill
every message the person typed and none of the notes, its words of what is asked, time, kin and
things were no words of the notes ("wapi" is where, "siku hizi" now, "mbuyu" the father, "keja"
the house), and its Sheng verbs made of English ones ("anawork", "tunameet", "kuorder") words
no memory holds.

So a question that is Sheng or Swahili by its words (:func:`in_sheng`; read last of the
languages in read/shorthand.py, after Vincentian Creole: it shares "ni" and "na" with Gujarati,
Tagalog and Spanish, "ako" with Tagalog, "nani" with Urdu) has

* each word or phrase of :data:`SHENG` followed by the English the notes say it in, in
  brackets: "mathe (mother) anakaa (lives) wapi (where) shags (rural home village)", "daktari
  (doctor) wangu wa sugar (diabetes) ni nani (who) siku hizi (now)", its own words staying, so
  what the person typed is found too, and each Sheng verb made of an English one followed by
  that word ("anawork (work)", "tunameet (meet)": :func:`glossed_sheng`);
* its small words (:data:`SHENG_SMALL`: "ni", "na", "ya", "wa", "kwa", "yangu", "gani", "wapi",
  "lini", "ngapi", "sasa" …) searched for no more than English's are, and the words of
  :data:`SHENG` not read as typos of the index's words ("keja" is no "kea")
  (:func:`known_and_small`).

And any question, Sheng or English, is searched for the Sheng words the person's own messages
say for what it names (:func:`sheng_for`, :data:`SAID_IN_SHENG`): "What happened to the family
dog?" finds "Simba hakuweza kuja Buru, landlord hataki mbwa", "Who is the son's doctor?"
"… daktari wake ni Dr. Achieng". Added to the words searched for only.

Every word is matched whole, in any case; a word that is an English word or a name too ("bro",
"job", "mat", "dem", "bibi", "sugar") is read as Sheng only in a Sheng question, and never makes
one Sheng.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..text import english, words
from .glossary import Glossary, typed_in

__all__ = [
    "SAID_IN_SHENG",
    "SHENG",
    "SHENG_SMALL",
    "glossed_sheng",
    "in_sheng",
    "known_and_small",
    "sheng_for",
]

SHENG = {
    # what is asked
    "nini": "what", "gani": "which what", "wapi": "where", "lini": "when",
    "ngapi": "how much how many", "nani": "who", "aje": "how", "vipi": "how",
    "kwa nini": "why", "tarehe ngapi": "what date when", "saa ngapi": "what time",
    # when
    "siku hizi": "now these days", "sasa hivi": "now", "sasa": "now", "saa hii": "now",
    "kabla": "before", "zamani": "old before previous", "mpya": "new", "leo": "today",
    "kesho": "tomorrow", "jana": "yesterday", "mwezi": "month", "kwa mwezi": "a month monthly",
    "mwaka": "year", "wiki": "week", "tarehe": "date",
    # kin and people
    "mathe": "mother", "mathee": "mother", "mbuyu": "father", "buda": "father",
    "fathe": "father", "mtoi": "child kid", "watoi": "children kids", "mtoto": "child kid",
    "watoto": "children kids", "bro": "brother", "brathe": "brother", "siz": "sister",
    "sista": "sister", "bibi": "wife", "dem": "girlfriend wife", "beshte": "best friend",
    "beste": "best friend", "mabeshte": "friends", "shosho": "grandmother",
    "guka": "grandfather", "wazazi": "parents",
    # home, money, work, things
    "keja": "house home", "nyumba": "house home", "shags": "rural home village",
    "ocha": "rural home village", "mtaa": "estate neighbourhood", "kodi": "rent",
    "doh": "money", "pesa": "money", "mullah": "money", "ganji": "money", "kazi": "job work",
    "mboka": "job work", "hosi": "hospital", "hospitali": "hospital", "shule": "school",
    "skuu": "school", "daktari": "doctor", "dakitari": "doctor", "doki": "doctor",
    "dawa": "medicine", "gari": "car", "ndai": "car", "mat": "matatu", "mbwa": "dog",
    "chakula": "food", "simu": "phone", "namba": "number", "deni": "loan debt",
    "mkopo": "loan", "mshahara": "salary", "harusi": "wedding", "hoteli": "hotel",
    "sugar": "diabetes", "pressure": "blood pressure",
    # what is done
    "anakaa": "lives", "tunakaa": "live", "anaishi": "lives", "tunaishi": "live",
    "anafanya": "does works", "anasoma": "studies", "anatumia": "uses takes",
    "nimeacha": "stopped quit", "ameacha": "left stopped quit", "alizaliwa": "born",
    "alioa": "married wedding", "ameoa": "married wedding", "kuoa": "marry married wedding",
    "tulienda": "went", "tulikaa": "stayed", "kustaafu": "retire retired", "kujenga": "build",
    "nilikuwa": "was", "alikuwa": "was", "ilikuwa": "was", "tulikuwa": "were",
    "tunapanda": "travel take", "kulipa": "pay", "tuhame": "moved", "tumehama": "moved",
    "nimehama": "moved", "kukula": "eat eating", "kula": "eat", "nilipoteza": "lost",
    "nimepoteza": "lost", "nimeimaliza": "finished paid off", "kumaliza": "finish",
    "anataka": "wants", "nataka": "want", "nimsaidie": "help", "kusaidia": "help",
    "kwenda": "go", "anapenda": "likes loves", "napenda": "like love",
}  # fmt: skip

# Sheng's and Swahili's small words, which say nothing of what is asked: in a Sheng question
# they are left out of the words searched for, as English's are (text.STOPWORDS). The question
# words and "now" are among them: "gani" and "wapi" are as common in the person's messages as
# "which" and "where" in English, "sasa" (now) as "now".
SHENG_SMALL = frozenset(
    """
    ni na ya wa za la kwa ka yangu wangu yako wako yake wake yetu wetu zetu zangu ako iko yuko
    niko tuko ndio ama juu pale hapa huko hii hiyo ile nini gani wapi lini ngapi nani aje vipi
    sasa hivi siku hizi kabla manze msee bana tu pia
    """.split()
)

# The words only Sheng and Swahili have (not Gujarati's, Tagalog's, Urdu's, Spanish's, not
# English's or a common name's): one of them and one more word of Sheng's make a question Sheng
# ("namba yangu mpya ni gani msee"), and so does one of its question words no other language
# the person may type has, in small letters ("chama tunameet lini", "bro Evans anakaa wapi").
_ONLY_SHENG = frozenset(
    """
    nini wapi lini ngapi yangu wangu yako yake yetu wetu zetu zangu yuko niko tuko manze hizi
    mpya zamani kabla keja mathe mbuyu mtoi watoi beshte mabeshte shags hosi daktari dakitari
    chakula simu shule mbwa anakaa tunakaa anaishi anafanya anasoma anatumia nimeacha ameacha
    alizaliwa alioa ameoa tulienda tulikaa kustaafu kujenga nilikuwa alikuwa ilikuwa tulikuwa
    tunapanda kulipa tuhame tumehama nimehama kukula nilipoteza nimepoteza nimeimaliza nataka
    anataka nimsaidie kusaidia kwenda anapenda napenda
    """.split()
)
_ALONE = frozenset("nini wapi lini ngapi".split())
_SHENG_MARKS = _ONLY_SHENG | frozenset("ni na ya wa kwa sasa ako iko ama nani gani juu".split())
# Words of :data:`SHENG` that are English words or names too, never counted as Sheng's.
_ENGLISH_TOO = frozenset(
    "bro job mat dem sugar pressure bibi doh pesa siz sista buda leo wiki beste ocha kula "
    "gari dawa nani".split()
)
# A Sheng verb made of an English one: a person's and a tense's marks before it, and an
# object's ("anawork", "tunameet", "alijoin", "nimeicut", "kuorder", "nawork"); the longest first.
_VERB_MARKS = (
    "tuna", "tuli", "tume", "nina", "nili", "nime", "wana", "wali", "wame", "ana", "ali", "ame",
    "na", "ku",
)  # fmt: skip


def _english_in(word: str) -> str | None:
    """The English verb ``word`` is made of in Sheng ("anawork": "work"), or None."""
    if word in SHENG or english(word):
        return None
    for mark in _VERB_MARKS:
        if word.startswith(mark):
            rest = word[len(mark) :]
            # (… with an object's mark: "nimeicut", "kukuorder")
            objectless = rest[1:] if rest[:1] == "i" else rest[2:] if rest[:2] == "ku" else ""
            for verb in (rest, objectless):
                if len(verb) >= 3 and english(verb):
                    return verb
    return None


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_sheng(query: str) -> bool:
    """Whether ``query`` is typed in Sheng or Swahili: by a word only Sheng has and one more
    word of Sheng's ("mathe anakaa wapi shags", "namba yangu mpya ni gani msee"), or by one of
    its question words no other language has, in small letters ("chama tunameet lini")."""
    return typed_in(
        query,
        own=_ONLY_SHENG,
        alone=_ALONE,
        marks=_SHENG_MARKS,
        known=SHENG,
        english_too=_ENGLISH_TOO,
    )


_LOWER_WORD = re.compile(r"\b[a-z]{5,}\b")


def glossed_sheng(query: str) -> str:
    """``query`` with each word or phrase of :data:`SHENG` followed by its English, in brackets,
    unless the question says that English already, and each Sheng verb made of an English one
    followed by that word ("anawork (work)")."""

    def verb(match: re.Match[str]) -> str:
        made_of = _english_in(match.group(0))
        return match.group(0) if made_of is None else f"{match.group(0)} ({made_of})"

    return _GLOSSARY.glossed(_LOWER_WORD.sub(verb, query))


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Sheng, the words :data:`SHENG` knows and its verbs made of English
    ones ("tunameet"), which are words, not typos, and its small words (:data:`SHENG_SMALL`)."""
    known, small = _GLOSSARY.known_and_small(query)
    verbs = frozenset(w for w in words(query) if len(w) >= 5 and _english_in(w) is not None)
    return known | verbs, small


# The other way: what a question names in English, and the Sheng the person's own messages say
# it in ("landlord hataki mbwa", "daktari wake ni Dr. Achieng", "mtoi wa pili Jayden",
# "beshte wa ukweli huyu"), searched for too. Only things and kin said one way whoever says
# them: not "bibi" (a grandmother's word too), "mama" (a title: "Mama Lucy", "Mama Njeri"), nor
# "dawa" (Urdu's and Gujarati's too, said for any medicine).
SAID_IN_SHENG = {
    "dog": ("mbwa",), "doctor": ("daktari",), "mother": ("mathe",), "mom": ("mathe",),
    "father": ("mbuyu",), "dad": ("mbuyu",), "child": ("mtoi",), "children": ("watoi",),
    "kids": ("watoi",), "friend": ("beshte",), "house": ("keja",), "hospital": ("hosi",),
    "money": ("doh",), "married": ("ameoa",),
}  # fmt: skip


def sheng_for(query: str) -> list[str]:
    """The Sheng words of :data:`SAID_IN_SHENG` for the things ``query`` names, that it does not
    say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(SHENG, SHENG_SMALL, SAID_IN_SHENG)
