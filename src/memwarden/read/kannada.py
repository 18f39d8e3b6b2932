"""Romanized Kannada (Kanglish as Karnataka types it) in a question, read for recall (DESIGN §6
step 1).

People in Karnataka type to their agent in English mixed with Kannada in Latin letters, as they
text: "anna maga hesaru yenu", "atthe sugar ge eega yaava tablets thagothare", "naanu bank join
aagiddu yaavaga". The agent's notes say it in English ("User's brother Kiran … have a son,
Rohan"), and the person's own messages in the same mix. Such a question was searched for its
small words ("alli", "ge", "nam", "yaava", "eega"), which fill every message the person typed
and none of the notes, read as Romanized Tamil by the words the two share ("yaaru", "illa"),
and its question words read as typos of the index's words ("yelli", "yeshtu").

So a question that is Romanized Kannada by its words (:func:`in_kannada`; read after Malayalam
and before Telugu, Tamil, Bangla and Urdu in read/shorthand.py: Kannada's "nanna" is "my",
Telugu's a father) has, as read/tamil.py does for Romanized Tamil,

* each word or phrase of :data:`KANNADA` followed by the English the notes say it in, in
  brackets: "anna (elder brother) maga (son) hesaru (name) yenu (what)", "appa (father) BP
  reading yeshtu (how much) ittu (was) August alli", its own words staying, so what the person
  typed in Kannada is found too;
* its small words (:data:`KANNADA_SMALL`: "alli", "ge", "inda", "nam", "naanu", "ide", "yenu",
  "yelli", "yaavaga", "eega" …) searched for no more than English's are, and the words of
  :data:`KANNADA` not read as typos of the index's words ("yelli" is no "yell", "yeshtu" no
  "yes") (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Kannada or English, is searched for the Kannada words the person's own
messages say for what it names (:func:`kannada_for`, :data:`SAID_IN_KANNADA`): "mom-in-law joint
problem treatment" finds "atthe ge knee pain …", "What does the user's sister do for work?" "nam
thangi Deepa nurse at …". Added to the words searched for only, as Tamil's are.

Every word is matched whole, in any case; the lists are of everyday words, each in the
spellings people type ("yaavaga", "yavaga"; "yeshtu", "eshtu"), the English of each the word the
notes use. A word that is an English word or a common name too ("amma", "anna", "mane", "hale",
"dina", "en") is read as Kannada only in a Kannada question, and never makes one Kannada.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .glossary import Glossary, in_laws_named, typed_in

__all__ = [
    "KANNADA",
    "KANNADA_SMALL",
    "SAID_IN_KANNADA",
    "glossed_kannada",
    "in_kannada",
    "kannada_for",
    "known_and_small",
]

KANNADA = {
    # what is asked
    "yenu": "what", "yen": "what", "enu": "what", "en": "what", "yendu": "what",
    "yelli": "where", "elli": "where", "yellige": "where", "ellige": "where",
    "yellinda": "where from", "ellinda": "where from", "yaavaga": "when", "yavaga": "when",
    "yaavag": "when", "yavag": "when", "yaaru": "who", "yaru": "who", "yaaradu": "whose",
    "yaardu": "whose", "yeshtu": "how much", "eshtu": "how much", "yestu": "how much",
    "estu": "how much", "yaava": "which", "yava": "which", "yaav": "which", "yaavdu": "which",
    "yavdu": "which", "yaavudu": "which", "yaake": "why", "yake": "why", "hege": "how",
    "hyage": "how", "yaava dina": "which day", "yaava time": "what time",
    "yaav time": "what time", "yeshtu hottige": "what time", "yaava varsha": "which year",
    # when
    "eega": "now", "iga": "now", "ivaga": "now", "ega": "now", "munche": "before earlier",
    "modlu": "before earlier first", "modalu": "before earlier first", "hale": "old previous",
    "hosa": "new", "indu": "today", "ivattu": "today", "ninne": "yesterday",
    "naale": "tomorrow", "varsha": "year", "tingalu": "month", "vaara": "week", "dina": "day",
    "ee sala": "this year", "mundina": "next", "kalda": "last", "kaleda": "last",
    "yaavaglu": "always usually", "yavaglu": "always usually",
    # family (as read/tamil.py glosses them: a kin word, not "my" kin)
    "appa": "father", "amma": "mother", "atthe": "mother-in-law", "atte": "mother-in-law",
    "attheyavaru": "mother-in-law", "maava": "father-in-law", "mava": "father-in-law",
    "anna": "elder brother", "akka": "elder sister", "thangi": "younger sister",
    "tangi": "younger sister", "thamma": "younger brother", "tamma": "younger brother",
    "maga": "son", "magane": "son", "magalu": "daughter", "makkalu": "children kids",
    "ganda": "husband", "yajamanru": "husband", "hendthi": "wife", "hendti": "wife",
    "hendathi": "wife", "ajji": "grandmother", "thatha": "grandfather", "taata": "grandfather",
    "chikkappa": "uncle", "doddappa": "uncle", "chikkamma": "aunt", "doddamma": "aunt",
    "snehithe": "friend", "snehita": "friend", "gelathi": "friend", "gelati": "friend",
    # home, money, work
    "mane": "house home", "manege": "house home", "baadige": "rent", "badige": "rent",
    "sambla": "salary", "sambala": "salary", "kelsa": "work job", "kelasa": "work job",
    "duddu": "money", "saala": "loan", "hesru": "name", "hesaru": "name",
    "jaaga": "place land plot", "jameenu": "land", "ooru": "hometown native",
    "maduve": "wedding marriage", "hutti habba": "birthday",
    "huttida habba": "birthday", "huttu habba": "birthday", "huttuhabba": "birthday",
    "habba": "festival", "devasthana": "temple", "gudi": "temple", "pooje": "puja worship",
    "gaadi": "vehicle", "naayi": "dog", "bekku": "cat", "shaale": "school",
    "shale": "school",
    # health
    "maatre": "tablet tablets medicine", "matre": "tablet tablets medicine",
    "aushadhi": "medicine", "oushadhi": "medicine", "novu": "pain", "kannu": "eye eyes",
    "mandi": "knee", "aaspatre": "hospital", "aspatre": "hospital", "jwara": "fever",
    # what is done
    "thagothare": "takes", "thagothaare": "takes", "thagothale": "takes",
    "thagothini": "take", "thagothivi": "take", "thagobeku": "take", "thagonde": "bought got",
    "thagondvi": "bought got", "thagondidivi": "bought got", "join aade": "joined",
    "join aadlu": "joined", "join aadru": "joined", "join aagiddu": "joined",
    "join aadenu": "joined", "shift aadvi": "moved", "shift aade": "moved",
    "shift aagidivi": "moved", "change aaytu": "changed", "change maadide": "changed",
    "maaridvi": "changed sold", "maaride": "changed sold", "kottu": "gave sold",
    "kottidivi": "gave paid", "kottidde": "gave paid", "kodthivi": "pay paid",
    "kodtheevi": "pay paid", "kodthini": "pay paid", "odtha": "studies", "odthidale": "studies",
    "odthidane": "studies", "hogthale": "goes", "hogthane": "goes", "hogthare": "goes",
    "hogteevi": "go", "hogthivi": "go", "hogidvi": "went", "hogbeku": "go",
    "hogthidda": "went used to go", "bartare": "comes", "barthare": "comes",
    "barthale": "comes", "barthane": "comes", "bandvi": "came", "maadthare": "does",
    "maadthale": "does", "maadsidvi": "did performed", "helidru": "said told advised",
    "helidaru": "said told advised", "nodthivi": "watch", "nodkothare": "sees consults",
    "ittu": "was", "sikktu": "got", "sikkitu": "got", "iddeevi": "live stay",
    "irtheevi": "live stay",
}  # fmt: skip

# Kannada's small words, which say nothing of what is asked: in a Kannada question they are left
# out of the words searched for, as English's are (text.STOPWORDS). The question words are among
# them: "yenu" and "yelli" are as common in the person's messages as "what" and "where" in
# English.
KANNADA_SMALL = frozenset(
    """
    ge ke kke alli inda ninda du na nanna nange nanage nannu namma nam naanu nanu naavu navu
    nimma avlu avanu avnu avru avaru ide idhe idya illa ittu iddu kooda jothe antha ri swalpa
    thumba aagi ondu adu idu bagge mele hattira ante alva yenu yen enu en yendu yelli elli
    yellige ellige yaavaga yavaga yaavag yavag yaaru yaru yeshtu eshtu yestu estu yaava yava
    yaav yaavdu yavdu yaavudu yaake yake hege eega iga ivaga ega
    """.split()
)

# The words only Kannada has (not Tamil's, Telugu's, Malayalam's, Bangla's or Urdu's, not
# English's or a common name's): one of them and one more word of Kannada's make a question
# Kannada, and so does one of its question words no other language the person may type has
# ("Aditya hutti habba yaavaga").
_ONLY_KANNADA = frozenset(
    """
    naanu nanage nange naavu nimma avlu avnu yenu yelli yellige yellinda ellinda yaavaga
    yavaga yaavag yeshtu yaava yaavdu yavdu yaavudu yaake hyage eega ivaga alli inda ninda
    munche modlu hosa ivattu tingalu mundina kalda yaavaglu atthe attheyavaru maava thangi
    magalu makkalu hendthi hendti hendathi sambla kelsa duddu hesru hesaru maduve habba
    huttuhabba devasthana pooje naayi bekku shaale maatre matre aushadhi oushadhi novu aaspatre
    thagothare thagothaare thagothale thagothini thagothivi thagobeku thagonde thagondvi
    thagondidivi aade aadlu aadru aagiddu aadvi aaytu maaridvi maaride kottidivi kottidde
    kodthivi kodtheevi kodthini odtha odthidale odthidane hogthale hogthane hogthare hogteevi
    hogthivi hogidvi hogbeku hogthidda bartare barthare barthale barthane bandvi maadthare
    maadthale maadsidvi helidru helidaru nodthivi nodkothare sikktu sikkitu iddeevi irtheevi
    """.split()
)
_ALONE = frozenset(
    "yenu yelli yaavaga yavaga yeshtu yaava yaavdu yavdu naanu eega alli thagothare".split()
)
_KANNADA_MARKS = _ONLY_KANNADA | frozenset(
    "ge kke nanna namma nam ide idhe illa ittu kooda jothe swalpa thumba yaaru en enu".split()
)
# Words of :data:`KANNADA` that are English words or names too, never counted as Kannada's.
_ENGLISH_TOO = frozenset(
    "amma appa anna akka en yen mane hale dina indu iga ega gudi ooru kannu ganda mandi "
    "jaaga saala kottu ittu thatha".split()
)


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_kannada(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Kannada: by a word only Kannada has and one more
    word of Kannada's ("atthe physio yaaru bartare", "nam native site yelli ide"), or by one of
    its question words no other language has, in small letters ("amma operation yaavaga")."""
    return typed_in(
        query,
        own=_ONLY_KANNADA,
        alone=_ALONE,
        marks=_KANNADA_MARKS,
        known=KANNADA,
        english_too=_ENGLISH_TOO,
    )


def glossed_kannada(query: str) -> str:
    """``query`` with each word or phrase of :data:`KANNADA` followed by its English, in
    brackets, unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Kannada, the words :data:`KANNADA` knows, which are
    words, not typos, and its small words (:data:`KANNADA_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Kannada the person's own messages
# say it in ("atthe ge knee pain …", "nam thangi Deepa nurse …", "appa ge heart tablets …"),
# searched for too. Only things and kin, said one way in Kannada whoever says them, in a
# spelling the index stems as no English word or name: not "amma" (a respectful "Lalitha
# amma"), "anna" (a name, and any older man), "akka" (any older woman), "mane" (a horse's),
# nor "ganda" (a people and a language).
SAID_IN_KANNADA = {
    "mother-in-law": ("atthe",), "father-in-law": ("maava",), "father": ("appa",),
    "dad": ("appa",), "sister": ("thangi",), "younger sister": ("thangi",),
    "brother": ("thamma",), "son": ("maga",), "daughter": ("magalu",),
    "children": ("makkalu",), "kids": ("makkalu",), "wife": ("hendthi",),
    "salary": ("sambla",), "job": ("kelsa",), "medicine": ("maatre",),
    "medicines": ("maatre",), "medication": ("maatre",), "medications": ("maatre",),
    "tablet": ("maatre",), "tablets": ("maatre",), "wedding": ("maduve",),
    "married": ("maduve",), "marriage": ("maduve",), "marrying": ("maduve",),
    "dog": ("naayi",), "temple": ("devasthana",), "rent": ("baadige",), "school": ("shaale",),
    "hospital": ("aaspatre",),
}  # fmt: skip
# (an in-law said in words: "mom-in-law joint problem treatment", "mil's sugar")
_IN_LAW = re.compile(r"\b(mother|mom|mum|father|dad)[\s-]+in[\s-]+laws?\b|\bmil['’]s\b",
                     re.IGNORECASE)  # fmt: skip


def kannada_for(query: str) -> list[str]:
    """The Kannada words of :data:`SAID_IN_KANNADA` for the things ``query`` names, that it does
    not say itself, in order."""
    return _GLOSSARY.said_for(query, in_laws_named(query, _IN_LAW))


_GLOSSARY = Glossary(KANNADA, KANNADA_SMALL, SAID_IN_KANNADA)
