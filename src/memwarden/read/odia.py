"""Romanized Odia (Odia as Bhubaneswar and Cuttack type it, in Latin letters) in a question, read
for recall (DESIGN §6 step 1).

People in Odisha type to their agent in English mixed with Odia in Latin letters, as they text:
"bou ra BP aushadha kete mg ebe?", "Ipsi ebe kau school re padhuchi?", "Manasi apa kouthi
rahanti?". The agent's notes say it in English ("User's mother Kuntala has high blood pressure
and takes Amlodipine 5 mg …", "User's elder sister Manasi Mishra (Manasi apa) lives in
Kukatpally …"), and the person's own messages in the same mix ("nua chakiri!! Kalinga Softech
chhadi Nexora Systems re join karili", "bou ra BP bahut badhi gala"). Such a question was
searched for its small words ("ra", "re", "ebe", "kana"), which fill every message the person
typed and none of the notes, read as Romanized Bangla ("kete", "dei"; Bangla's "bou" is a wife,
Odia's the mother) or as Roman Urdu ("kana"), and its words of what is asked, time and kin were
no words of the notes ("kebe" is when, "ebe" now, "bapa" the father, "bahaghara" a wedding).

So a question that is Romanized Odia by its words (:func:`in_odia`; read after Nepali and
before Telugu, Tamil, Bangla and Urdu in read/shorthand.py) has, as read/gujarati.py does for
Romanized Gujarati,

* each word or phrase of :data:`ODIA` followed by the English the notes say it in, in brackets:
  "bou (mother) ra BP aushadha (medicine) kete (how much how many) mg ebe (now)", its own words
  staying, so what the person typed in Odia is found too;
* its small words (:data:`ODIA_SMALL`: "ra", "re", "ru", "ku", "mo", "kana", "kouthi", "kebe",
  "kete", "ebe" …) searched for no more than English's are, and the words of :data:`ODIA` not
  read as typos of the index's words ("kebe" is no "kee") (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Odia or English, is searched for the Odia words the person's own messages say
for what it names (:func:`odia_for`, :data:`SAID_IN_ODIA`): "What's my brother's new job?" finds
"bhai Rajesh … Microsoft re nua chakiri". Added to the words searched for only.

Every word is matched whole, in any case; the lists are of everyday words, each in the spellings
people type ("kouthi", "kauthi"; "kau", "kou"), the English of each the word the notes use. A
word that is an English word, a name or another language's too ("pain" is for, "bou" Bangla's
wife, "apa" Urdu's sister, "nani" Hindi's grandmother) is read as Odia only in an Odia question,
and never makes one Odia alone.
"""

from __future__ import annotations

from functools import lru_cache

from .glossary import Glossary, typed_in

__all__ = [
    "ODIA",
    "ODIA_SMALL",
    "SAID_IN_ODIA",
    "glossed_odia",
    "in_odia",
    "known_and_small",
    "odia_for",
]

ODIA = {
    # what is asked
    "kana": "what", "kouthi": "where", "kauthi": "where", "kuade": "where",
    "kebe": "when", "kete": "how much how many",
    "kie": "who", "kiye": "who", "kahara": "whose", "kemiti": "how", "kou": "which",
    "kau": "which", "kahinki": "why", "kete tarikh": "which date", "kete baje": "what time",
    # when
    "ebe": "now", "bartamana": "now currently", "agaru": "before earlier",
    "aagaru": "before earlier",
    "nua": "new", "purana": "old previous", "puruna": "old previous", "aaji": "today",
    "aji": "today", "kali": "tomorrow yesterday", "masa": "month monthly", "mase": "month",
    "barsa": "years year", "dina": "days day", "sapta": "week", "aasanta": "next",
    "agami": "next", "sakale": "morning", "sandhya": "evening", "raati": "night",
    "tarikh": "date",
    # family (as read/gujarati.py glosses them: a kin word, not "my" kin)
    "bou": "mother", "maa": "mother", "bapa": "father", "baapa": "father", "bhai": "brother",
    "bhaina": "brother", "apa": "elder sister", "nani": "elder sister", "bhauni": "sister",
    "pua": "son", "jhia": "daughter", "pila": "children kids", "pilamane": "children kids",
    "stree": "wife", "sthree": "wife", "swami": "husband", "gharabala": "husband",
    "jejemaa": "grandmother", "aai": "grandmother", "jejebapa": "grandfather",
    "mausa": "uncle", "mausi": "aunt", "mamu": "uncle", "kaka": "uncle", "khudi": "aunt",
    "sathi": "friend", "bandhu": "friend", "sala": "brother-in-law", "bhinoi": "brother-in-law",
    "sasura": "father-in-law", "sasu": "mother-in-law", "bohu": "daughter-in-law wife",
    # home, money, work
    "ghara": "home house", "thikana": "address", "bhada": "rent", "kama": "work job",
    "chakiri": "job", "darama": "salary", "tanka": "money", "paisa": "money", "naa": "name",
    "nama": "name", "gaadi": "car vehicle", "gadi": "car vehicle", "kukura": "dog",
    "bahaghara": "wedding marriage", "bibaha": "wedding marriage", "janmadina": "birthday",
    "janmadin": "birthday", "sahara": "city", "dokan": "shop", "dokana": "shop",
    "bijuli": "electricity", "jinisa": "thing food", "khaiba": "food eat", "khaibaku": "to eat",
    "pariksha": "exam", "griha prabesa": "housewarming", "jaga": "land", "chhuti": "leave",
    "garmi": "summer hot",
    # health
    "aushadha": "medicine", "ausadha": "medicine", "oushadha": "medicine",
    "dawai": "medicine", "goli": "tablet medicine", "byatha": "pain", "aakhi": "eye eyes",
    "dantara": "doctor", "daktar": "doctor", "chini": "sugar",
    # what is done
    "rahanti": "live", "rahuchi": "lives", "rahuchhi": "lives", "rahe": "lives",
    "karuchi": "does works", "karuchhi": "does works", "karanti": "does work",
    "padhuchi": "studies", "padhuchhi": "studies", "padhe": "studies", "jauchi": "goes",
    "jauchhi": "goes", "jibu": "go going", "jaithilu": "went", "khaye": "eats", "khae": "eats",
    "khauchi": "eats", "dei": "pay give", "deuchi": "pays", "kiniba": "buy", "kinili": "bought",
    "bikri": "sold sell", "heba": "will be ends", "heithila": "happened was", "hela": "was",
    "bhala paye": "like likes", "bhala lage": "like likes", "baachhila": "chose picked",
    "chalauchi": "runs drives", "sesha": "end finish",
}  # fmt: skip

# Odia's small words, which say nothing of what is asked: in an Odia question they are left out
# of the words searched for, as English's are (text.STOPWORDS). The question words and "now" are
# among them: "kana" and "kouthi" are as common in the person's messages as "what" and "where"
# in English, "ebe" (now) as "now".
ODIA_SMALL = frozenset(
    """
    ra re ru ku ta ti ki na au aau o e se sei ei mo mora mote mu moro amara ama amaku tama
    tamara tumara apananka nka nku ku bi hi achi achhi thila thile thilu thilaa kana kouthi
    kauthi kebe kete kie kiye kahara kemiti kou kau kahinki ebe agaru aagaru pain paain
    """.split()
)

# The words only Odia has (not Bangla's, Urdu's, Nepali's, not English's or a common name's):
# one of them and one more word of Odia's make a question Odia ("mo nua phone number kete?",
# "ghara internet kau company ra?"), and so does one of its question words no other language the
# person may type has, in small letters ("Lipsa ra bahaghara kebe?").
_ONLY_ODIA = frozenset(
    """
    kana kete kouthi kauthi kuade kebe kie kiye kahara kemiti kau kou kahinki ebe agaru aagaru nua
    puruna aaji masa sapta aasanta sakale sandhya raati jhia pua pilamane bhauni jejemaa
    jejebapa gharabala ghara thikana kama chakiri darama kukura bahaghara bibaha janmadina
    dokana jinisa khaiba khaibaku prabesa aakhi dantara rahanti rahuchi rahuchhi karuchi
    karuchhi karanti padhuchi padhuchhi jauchi jauchhi jibu jaithilu khauchi deuchi kiniba
    kinili heba heithila baachhila chalauchi sesha mora amara tamara achi thila thile nka
    aushadha ausadha oushadha
    """.split()
)
_ALONE = frozenset("kouthi kauthi kebe kemiti kahinki".split())
_ODIA_MARKS = _ONLY_ODIA | frozenset(
    "ra re ru ku mo mu kete bou bapa bhai apa nani ta dei purana gaadi naa barsa dina "
    "tarikh".split()
)
# Words of :data:`ODIA` that are English words, names or another language's too, never counted
# as Odia's.
_ENGLISH_TOO = frozenset(
    "maa bou bhai apa nani kaka mausi swami sala sathi paisa gaadi gadi naa nama sahara dokan "
    "bijuli pariksha garmi dawai goli chini rahe padhe khaye dei bikri hela kali barsa dina "
    "tarikh aai mamu aji sasu sasura bhada bohu pila".split()
)


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_odia(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Odia: by a word only Odia has and one more word of
    Odia's ("mo nua phone number kete?", "ghara internet kau company ra?"), or by one of its
    question words no other language has, in small letters ("Manasi apa kouthi rahanti?")."""
    return typed_in(
        query,
        own=_ONLY_ODIA,
        alone=_ALONE,
        marks=_ODIA_MARKS,
        known=ODIA,
        english_too=_ENGLISH_TOO,
    )


def glossed_odia(query: str) -> str:
    """``query`` with each word or phrase of :data:`ODIA` followed by its English, in brackets,
    unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Odia, the words :data:`ODIA` knows, which are words, not
    typos, and its small words (:data:`ODIA_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Odia the person's own messages say it
# in ("nua chakiri!!", "bapa ra baam aakhi re cataract", "Saheed Nagar bhada ghara chhadilu"),
# searched for too. Only things and kin, said one way in Odia whoever says them, in a spelling
# the index stems as no English word or name: not "bou" (Bangla's wife), "bhai" or "apa"
# (Hindi's, Urdu's and Bangla's too), nor "goli" for any tablet.
SAID_IN_ODIA = {
    "father": ("bapa",), "dad": ("bapa",), "work": ("chakiri",), "home": ("ghara",),
    "house": ("ghara",), "son": ("pua",), "daughter": ("jhia",),
    "wife": ("stree",), "job": ("chakiri",), "jobs": ("chakiri",), "eye": ("aakhi",),
    "eyes": ("aakhi",), "wedding": ("bahaghara",), "marriage": ("bahaghara",),
    "married": ("bahaghara",), "birthday": ("janmadina",), "address": ("thikana",),
    "housewarming": ("prabesa",), "medicine": ("aushadha",), "medication": ("aushadha",),
    "leave": ("chhuti",), "dog": ("kukura",), "shop": ("dokan",), "new": ("nua",),
}  # fmt: skip


def odia_for(query: str) -> list[str]:
    """The Odia words of :data:`SAID_IN_ODIA` for the things ``query`` names, that it does not
    say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(ODIA, ODIA_SMALL, SAID_IN_ODIA)
