"""Romanized Tamil (Tanglish) in a question, read for recall (DESIGN §6 step 1).

People in Tamil Nadu and Sri Lanka type to their agent in English mixed with Tamil in Latin
letters, as they text: "enoda mamiyar sugar tablet enna, evlo mg ippo?", "en salary ippo endha
bank la varudhu", "maid ku maasam evlo kudukurom". The agent's notes say it in English ("Mother-
in-law Saroja's … Glycomet … 1000 mg", "User switched her salary account … to SBI", "User's maid
… is paid ₹3,500 a month"), and the person's own messages in the same mix. Such a question was
searched for its small words ("la", "ku", "enna", "ippo", "evlo"), which fill every message the
person typed and none of the notes: "maid ku maasam evlo kudukurom" found a chit fund "maasam
10000" before the maid.

So a question that is Romanized Tamil by its words (:func:`in_tamil`; read before Roman Urdu
and Bangla in read/shorthand.py, whose words it does not count as its own) has, as
read/urdu.py does for Roman Urdu,

* each word or phrase of :data:`TAMIL` followed by the English the notes say it in, in
  brackets: "maid ku maasam (month monthly) evlo (how much) kudukurom (pay give)", "mamiyar
  (mother-in-law) physio endha (which) days", its own words staying, so what the person typed in
  Tamil is found too;
* its small words (:data:`TAMIL_SMALL`: "la", "ku", "oda", "enna", "ippo", "evlo", "naan", "en"
  …) searched for no more than English's are, and the words of :data:`TAMIL` not read as typos
  of the index's words ("eppo" is no "expo", "peru" no "per") (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Tamil or English, is searched for the Tamil words the person's own messages
say for what it names (:func:`tamil_for`, :data:`SAID_IN_TAMIL`): "diabetes pills for mother in
law" finds "en mamiyar … Glycomet 500", "what did the user's daughter score" "ponnu …". Added
to the words searched for only, as Urdu's and Bangla's are.

Every word is matched whole, in any case; the lists are of everyday words, each in the
spellings people type ("evlo", "evvalavu"; "maathirai", "mathirai"), the English of each the
word the notes use. A word that is an English word or a common name too ("anna", "amma",
"per", "pal", "mama") is read as Tamil only in a Tamil question, and never makes one Tamil.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .glossary import Glossary, in_laws_named

__all__ = [
    "SAID_IN_TAMIL",
    "TAMIL",
    "TAMIL_SMALL",
    "glossed_tamil",
    "in_tamil",
    "known_and_small",
    "tamil_for",
]

TAMIL = {
    # what is asked
    "enna": "what", "yenna": "what", "ena": "what", "enga": "where", "yenga": "where",
    "engey": "where", "enge": "where", "eppo": "when", "yeppo": "when", "eppadi": "how",
    "epdi": "how", "yeppadi": "how", "evlo": "how much", "evlavu": "how much",
    "evvalavu": "how much", "evalavu": "how much", "ethana": "how many", "etthana": "how many",
    "evlo peru": "how many people", "endha": "which", "entha": "which", "yendha": "which",
    "edhu": "which what", "ethu": "which what", "yaaru": "who", "yaar": "who", "yaru": "who",
    "yaroda": "whose with whom", "yaaroda": "whose with whom", "ethuku": "why",
    "edhukku": "why", "yen": "why", "endha naal": "which day", "endha date": "which date",
    "eppo varaikum": "until when",
    # when
    "ippo": "now", "ippa": "now", "ipo": "now", "ippodhu": "now", "munnadi": "before earlier",
    "munnaadi": "before earlier", "munna": "before earlier", "aprom": "after later",
    "apram": "after later", "appuram": "after later", "pudhu": "new", "pudu": "new",
    "puthu": "new", "pazhaya": "old previous", "palaya": "old previous",
    "indha varusham": "this year", "indha varusam": "this year", "pona varusham": "last year",
    "pona varusam": "last year", "adutha varusham": "next year", "adutha varusam": "next year",
    "pona maasam": "last month", "adutha maasam": "next month", "indha maasam": "this month",
    "pona vaaram": "last week", "adutha vaaram": "next week", "varusham": "year",
    "varusam": "year", "maasam": "month monthly", "masam": "month monthly",
    "vaaram": "week", "naal": "day", "innaiku": "today", "inniku": "today",
    "naalaiku": "tomorrow", "nalaiku": "tomorrow", "netru": "yesterday", "nethu": "yesterday",
    "kaalai": "morning", "kalai": "morning", "madhiyam": "afternoon",
    "saayangalam": "evening", "sayangalam": "evening", "raathiri": "night", "rathiri": "night",
    "rathri": "night", "thedhi": "date", "tethi": "date", "neram": "time",
    # family
    "amma": "mother", "appa": "father", "anna": "brother", "akka": "sister",
    "thambi": "brother", "thangachi": "sister", "thangai": "sister",
    "purushan": "husband", "kanavar": "husband", "veetukaarar": "husband",
    "pondatti": "wife", "pondati": "wife", "manaivi": "wife", "ponnu": "daughter",
    "magal": "daughter", "paiyan": "son", "payyan": "son", "magan": "son",
    "pasanga": "children kids", "kozhandhainga": "children kids",
    "kuzhandhaigal": "children kids", "kutty": "baby child", "mamiyar": "mother-in-law",
    "maamiyar": "mother-in-law", "mamanar": "father-in-law", "maamanar": "father-in-law",
    "athai": "aunt", "chithi": "aunt", "periyamma": "aunt", "chithappa": "uncle",
    "periyappa": "uncle", "maama": "uncle", "paati": "grandmother", "patti": "grandmother",
    "thatha": "grandfather", "thaatha": "grandfather", "peran": "grandson",
    "pethi": "granddaughter", "nanban": "friend", "thozhi": "friend",
    "sondhakaranga": "relatives", "anni": "sister-in-law", "machan": "brother-in-law",
    "marumagal": "daughter-in-law", "maapillai": "son-in-law",
    # home, money, work
    # (a word's case endings glossed with the word itself too: "veetuku" finds "veedu ku")
    "veedu": "house home", "veetu": "house home veedu", "veetla": "house home veedu",
    "veetuku": "house home veedu", "veetula": "house home veedu", "sondha veedu": "own house",
    "vaadagai": "rent",
    "vadagai": "rent", "ooru": "village hometown", "sambalam": "salary",
    "sambhalam": "salary", "vela": "work job", "velai": "work job", "kadai": "shop",
    "kaasu": "money", "panam": "money", "kadan": "loan debt", "selavu": "expenses cost",
    "vandi": "vehicle bike", "peru": "name", "per": "name", "nilam": "land plot",
    # health
    "maathirai": "tablet pill medicine", "mathirai": "tablet pill medicine",
    "marundhu": "medicine medication", "marunthu": "medicine medication",
    "oosi": "injection", "vali": "pain", "kaichal": "fever", "juram": "fever",
    "kannu": "eye eyes", "mutti": "knee", "mudhugu": "back", "nenju": "chest",
    "aaspathri": "hospital", "aaspatri": "hospital",
    # school, faith, events, pets
    "padippu": "studies", "parichai": "exam", "kalyanam": "wedding marriage married",
    "kalyaanam": "wedding marriage married", "nichayadhartham": "engagement",
    "pirandhanaal": "birthday", "pirandha naal": "birthday", "kovil": "temple",
    "koil": "temple", "saami": "god deity", "kula dheivam": "family deity",
    "kuladheivam": "family deity", "dheivam": "deity god", "deivam": "deity god",
    "naai": "dog", "poonai": "cat", "leevu": "leave holiday",
    # what is done
    "iruku": "is lives", "irukku": "is lives", "irukanga": "live lives",
    "irukom": "live", "irukkom": "live", "poren": "go going", "pore": "go going",
    "ponom": "went", "ponen": "went", "poitu": "going went", "poravom": "go going",
    "vandhuchu": "came got", "vanthuchu": "came got", "vandhen": "came",
    "vaanginen": "bought", "vaangiten": "bought", "vaangitom": "bought", "vaanginom": "bought",
    "vithuten": "sold", "vittom": "sold left", "panninen": "did", "pannen": "did",
    "panninom": "did", "pannom": "did", "pannanga": "did", "panren": "do does",
    "panra": "does", "pannuven": "do", "pannanum": "need to do", "edukiren": "take takes",
    "edukuren": "take takes", "edukkuren": "take takes", "podren": "take takes",
    "podanum": "need to put give due", "saapdren": "eat take", "sapdren": "eat take",
    "kudukurom": "pay give", "kudukiren": "pay give", "kudukuren": "pay give",
    "kuduthom": "paid gave", "kattanum": "pay due", "kattinom": "paid", "kattren": "pay",
    "porandhan": "born", "porandha": "born", "porandhuchu": "born",
    "padikira": "studies", "padikiran": "studies", "padikura": "studies",
    "mudiyudhu": "ends expires", "mudiyum": "ends", "kidaichuchu": "got won",
    "kidaichadhu": "got won", "shift aanom": "moved", "shift aayitom": "moved",
    "join pannom": "joined", "join panniten": "joined", "varudhu": "comes credited",
    "varuthu": "comes credited", "solli": "told said", "sonnanga": "said told",
    # (marks that came are a score: "ponnu ku NEET la evlo mark vandhuchu")
    "mark vandhuchu": "score scored", "marks vandhuchu": "score scored",
    "mark vanthuchu": "score scored", "marks vanthuchu": "score scored",
}  # fmt: skip

# Tamil's small words, which say nothing of what is asked: in a Tamil question they are left out
# of the words searched for, as English's are (text.STOPWORDS). The question words are among
# them: "enna" and "eppo" are as common in the person's messages as "what" and "when" in English.
TAMIL_SMALL = frozenset(
    """
    la le ku kku ukku ikku oda ooda kitta koda kooda kuda naan nan na en enoda ennoda enaku
    enakku ennai namma nammal engaloda engal un unoda unaku nee neenga avan aval ava avanga
    avaru avar avaluku avanuku idhu adhu indha andha dhan than um ah nu da di pa ma illa illai
    ellam romba konjam irundhu aachu achu aana ana pls plz enna yenna ena enga yenga engey
    enge eppo yeppo eppadi epdi yeppadi evlo evlavu evvalavu evalavu ethana etthana endha
    entha yendha edhu ethu yaaru yaar yaru ethuku edhukku yen ippo ippa ipo ippodhu
    """.split()
)

# The words only Tamil has (not Urdu's or Bangla's, not English's or a common name's): one of
# them and one more word of Tamil's make a question Tamil, and so does one of the question
# words no other language the person may type has ("Arun birthday eppo").
_ONLY_TAMIL = frozenset(
    """
    enna yenna enga yenga eppo yeppo eppadi epdi evlo evlavu evvalavu evalavu ethana etthana
    endha entha yendha yaaru ethuku edhukku ippo ippa ippodhu munnadi munnaadi naan enoda
    ennoda enaku enakku engaloda namma unoda neenga avanga avaru avaluku avanuku idhu adhu
    indha andha dhan illa aachu irundhu iruku irukku irukanga irukom panninen panninom pannom
    pannanum pannuven panren edukiren edukuren podren kudukurom kattanum porandhan
    padikira mudiyudhu kidaichuchu varudhu vandhuchu ponom poren poravom kitta mamiyar
    maamiyar mamanar ponnu paiyan thangachi thambi akka veedu veetla veetuku maasam varusham
    sambalam maathirai mathirai marundhu peru
    """.split()
)
_ALONE = frozenset(
    "eppo yeppo evlo evvalavu evalavu endha yendha yaaru ippo munnadi munnaadi enoda ennoda "
    "epdi eppadi".split()
)
_TAMIL_MARKS = _ONLY_TAMIL | frozenset("la ku oda um ah nu en di da".split())
# Words of :data:`TAMIL` that are English words or names too, never counted as Tamil's.
_ENGLISH_TOO = frozenset(
    "anna amma appa per pal mama kutty pore yen ena enge naal vali kalai neram vandi kadai "
    "machan magan".split()
)
_TOKEN = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_tamil(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Tamil: by a word only Tamil has and one more word
    of Tamil's ("mamiyar physio endha days", "en salary ippo endha bank la varudhu"), or by one
    of its question words no other language has ("Arun birthday eppo")."""
    said = set(_TOKEN.findall(query.casefold()))
    own = said & _ONLY_TAMIL
    if not own:
        return False
    if own & _ALONE:
        return True
    tamil = {w for w in said if w in TAMIL and w not in _ENGLISH_TOO}
    return len((said & _TAMIL_MARKS) | tamil) >= 2


def glossed_tamil(query: str) -> str:
    """``query`` with each word or phrase of :data:`TAMIL` followed by its English, in brackets,
    unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Tamil, the words :data:`TAMIL` knows, which are words,
    not typos, and its small words (:data:`TAMIL_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Tamil the person's own messages say
# it in ("en mamiyar Saroja …", "ponnu NEET ku prepare panra", "sondha veedu ku shift
# aayitom"), searched for too. Only things, said one way in Tamil whoever says them, in a
# spelling the index stems as no English word or name: not "anna" for a brother ("Anna Nagar",
# and any older man one is polite to), nor "amma" (a respectful "Saroja amma"), nor "per".
SAID_IN_TAMIL = {
    "mother-in-law": ("mamiyar", "maamiyar"), "father-in-law": ("mamanar", "maamanar"),
    "daughter": ("ponnu",), "son": ("paiyan",), "house": ("veedu", "veetu"),
    "home": ("veedu", "veetu"), "salary": ("sambalam",), "tablet": ("maathirai", "mathirai"),
    "tablets": ("maathirai", "mathirai"), "pills": ("maathirai", "mathirai"),
    "medicine": ("marundhu", "maathirai"), "medication": ("marundhu", "maathirai"),
    "wedding": ("kalyanam",), "marriage": ("kalyanam",), "temple": ("kovil", "koil"),
    "deity": ("dheivam", "deivam"), "god": ("saami",), "sister": ("thangachi", "akka"),
    "wife": ("pondatti", "manaivi"), "husband": ("purushan", "kanavar"),
    "grandmother": ("paati",), "grandfather": ("thatha",), "rent": ("vaadagai",),
}  # fmt: skip
# (an in-law said in words: "diabetes pills for mother in law", "mom in law joint pain")
_IN_LAW = re.compile(r"\b(mother|mom|mum|father|dad)[\s-]+in[\s-]+law\b", re.IGNORECASE)


def tamil_for(query: str) -> list[str]:
    """The Tamil words of :data:`SAID_IN_TAMIL` for the things ``query`` names, that it does not
    say itself, in order."""
    return _GLOSSARY.said_for(query, in_laws_named(query, _IN_LAW))


_GLOSSARY = Glossary(TAMIL, TAMIL_SMALL, SAID_IN_TAMIL)
