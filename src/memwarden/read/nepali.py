"""Romanized Nepali (Nepali as Kathmandu and Pokhara type it, in Latin letters) in a question,
read for recall (DESIGN §6 step 1).

People in Nepal type to their agent in English mixed with Nepali in Latin letters, as they
text: "buwa ko sugar ko goli kati mg ho aba?", "Prasansa ko janmadin kahile ho?", "dai Qatar ma
k kaam garchha aba?". The agent's notes say it in English ("User's father Hari Bahadur Thapa has
type 2 diabetes …", "User's elder brother (dai) Suresh Thapa works in Doha …"), and the person's
own messages in the same mix ("naya number liye NTC ko", "aama lai pressure cha, amlodipine 5
mg ko goli …"). Such a question was searched for its small words ("ko", "ma", "ho", "k"), which
fill every message the person typed and none of the notes, read as Roman Urdu ("ko", "kaha" and
"naam" are both's; "kati" is Nepali's how much), as Spanish ("le") or as Punjabi ("kinne"), and
its words of what is asked, time and kin were no words of the notes ("kahile" is when, "aba"
now, "buwa" the father, "bihe" a wedding).

So a question that is Romanized Nepali by its words (:func:`in_nepali`; read after Punjabi,
whose "kinne" and "purana" it shares, and before Odia, Telugu, Tamil, Bangla and Urdu in
read/shorthand.py) has, as read/gujarati.py does for Romanized Gujarati,

* each word or phrase of :data:`NEPALI` followed by the English the notes say it in, in
  brackets: "buwa (father) ko sugar ko goli (tablet medicine) kati (how much how many) mg ho aba
  (now)", its own words staying, so what the person typed in Nepali is found too;
* its small words (:data:`NEPALI_SMALL`: "ko", "ma", "le", "lai", "ho", "cha", "k", "kaha",
  "kahile", "kati", "aba" …) searched for no more than English's are, and the words of
  :data:`NEPALI` not read as typos of the index's words ("kahile" is no "kahle")
  (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Nepali or English, is searched for the Nepali words the person's own messages
say for what it names (:func:`nepali_for`, :data:`SAID_IN_NEPALI`): "When is my dad's eye
surgery?" finds "buwa ko aankha ko operation (motiyabindu) Tilganga ma 12 March …". Added to
the words searched for only.

Every word is matched whole, in any case; the lists are of everyday words, each in the spellings
people type ("kahile", "kaile"; "cha", "chha"), the English of each the word the notes use. A
word that is an English word, a name or Urdu's too ("ko", "ho", "ghar", "naam", "didi", "dai")
is read as Nepali only in a Nepali question, and never makes one Nepali alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .glossary import Glossary, typed_in

__all__ = [
    "NEPALI",
    "NEPALI_SMALL",
    "SAID_IN_NEPALI",
    "glossed_nepali",
    "in_nepali",
    "known_and_small",
    "nepali_for",
    "surely_nepali",
]

NEPALI = {
    # what is asked
    "ke": "what", "k": "what", "kaha": "where", "kata": "where", "kahaa": "where",
    "kahile": "when", "kaile": "when", "kati": "how much how many", "kati ota": "how many",
    "kasko": "whose", "kaslai": "who whom", "kasle": "who",
    "kasari": "how", "kun": "which", "kun din": "which day", "kati baje": "what time",
    "kina": "why", "kati barsa": "how old",
    # when
    "aba": "now", "ahile": "now currently", "aile": "now currently", "pahile": "before earlier",
    "pahila": "before earlier", "paila": "before earlier",
    "naya": "new", "nayaa": "new", "purano": "old previous", "purana": "old previous",
    "aaja": "today", "aja": "today", "bholi": "tomorrow", "hijo": "yesterday",
    "mahina": "month monthly", "barsa": "years year", "barse": "year", "din": "days day",
    "hapta": "week", "arko": "next", "gaeko": "last", "bihana": "morning", "beluka": "evening",
    "rati": "night", "dekhi": "since from",
    # family (as read/gujarati.py glosses them: a kin word, not "my" kin)
    "aama": "mother", "ama": "mother", "mummy": "mother", "buwa": "father", "buba": "father",
    "baba": "father", "dai": "elder brother", "didi": "elder sister", "bhai": "younger brother",
    "bahini": "younger sister", "chhora": "son", "chora": "son", "chhori": "daughter",
    "chori": "daughter", "chhora chhori": "children kids", "keta keti": "children kids",
    "shrimati": "wife", "srimati": "wife", "budi": "wife", "shreeman": "husband",
    "sriman": "husband", "budo": "husband", "hajurama": "grandmother", "hajuraama": "grandmother",
    "hajurbuwa": "grandfather", "hajurba": "grandfather", "jiju": "brother-in-law",
    "bhauju": "sister-in-law", "bhanja": "nephew", "bhanji": "niece", "sasura": "father-in-law",
    "sasu": "mother-in-law", "mama": "uncle", "kaka": "uncle", "saathi": "friend",
    "sathi": "friend",
    # home, money, work
    "ghar": "home house", "dera": "rented flat home", "thegana": "address", "thegaana": "address",
    "kaam": "work job", "jagir": "job", "talab": "salary", "bhada": "rent", "paisa": "money",
    "naam": "name", "gadi": "car vehicle", "gaadi": "car vehicle", "kukur": "dog",
    "bihe": "wedding marriage", "biha": "wedding marriage", "janmadin": "birthday",
    "janmadina": "birthday", "pasal": "shop", "bijuli": "electricity",
    "jagga": "land", "kinne": "buy", "bechne": "sell", "khana": "food meal", "khaja": "snack",
    "chad": "festival", "pariksha": "exam",
    # health
    "aushadhi": "medicine", "ausadhi": "medicine", "aushadi": "medicine", "dawai": "medicine",
    "goli": "tablet medicine", "dukhai": "pain", "dukhyo": "hurt pain", "aankha": "eye eyes",
    "aakha": "eye eyes", "motiyabindu": "cataract", "pressure": "blood pressure",
    "sugar": "diabetes sugar",
    # what is done
    "basnu": "live", "basne": "live", "baschha": "lives", "bascha": "lives", "garchu": "do",
    "garchha": "does works", "garcha": "does works", "padhcha": "studies", "padhchha": "studies",
    "khanchu": "take eat", "khanchha": "takes eats", "khelchu": "play", "khelcha": "plays",
    "tirchu": "pay", "tirne": "pay", "jityo": "won", "aayo": "came got", "aayeko": "came",
    "kholne": "open", "manaune": "celebrate", "jane": "go going", "gayo": "went",
    "sarne": "move", "sareko": "moved", "liyeko": "bought took", "chalaucha": "drives",
    "chadhchu": "ride",
}  # fmt: skip

# Nepali's small words, which say nothing of what is asked: in a Nepali question they are left
# out of the words searched for, as English's are (text.STOPWORDS). The question words and "now"
# are among them: "k" and "kaha" are as common in the person's messages as "what" and "where" in
# English, "aba" (now) as "now".
NEPALI_SMALL = frozenset(
    """
    ko ka ki ma le lai ho hola cha chha chu chhu thiyo thyo thio hai ni ta ra pani nai tira bata
    sanga dekhi mero meri hamro hamri timro tero usko unko yo tyo yei tei ke k kaha kahaa kata
    kahile kaile kati kasko kaslai kasle kasari kun kina aba ahile aile pahile pahila ma
    bhako bhayeko bhayo huncha hunchha
    """.split()
)

# The words only Nepali has (not Urdu's, Punjabi's, Gujarati's, Bangla's, not English's or a
# common name's): one of them and one more word of Nepali's make a question Nepali ("mero naya
# ghar kata ho?", "jiju ko naam k ho"), and so does one of its question words no other language
# the person may type has, in small letters ("Sydney kahile jane plan?").
_ONLY_NEPALI = frozenset(
    """
    kahile kaile kasko kaslai kasle kasari ahile aile pahile purano mero hamro timro
    usko unko thiyo thyo chha chhu huncha hunchha bhako bhayeko aama buwa buba bahini chhora
    chhori shrimati srimati shreeman hajurama hajuraama hajurbuwa hajurba bhauju jiju thegana
    thegaana jagir bihe janmadin janmadina bijuli jagga aushadhi ausadhi aushadi dukhyo aankha
    motiyabindu basnu basne baschha garchu garchha khanchu khanchha khelchu tirchu jityo
    aayeko kholne manaune chadhchu padhcha padhchha chalaucha kinne kati
    """.split()
)
_TOKEN = re.compile(r"[^\W\d_]+")
_ALONE = frozenset("kahile kaile kasari kaslai kasko".split())
_NEPALI_MARKS = _ONLY_NEPALI | frozenset(
    "ko ma le lai ho cha ke k kaha kata kun aba naya ghar kaam naam goli dai didi bhai paisa "
    "barsa barse".split()
)
# Words of :data:`NEPALI` that are English words, names or Urdu's too, never counted as Nepali's.
_ENGLISH_TOO = frozenset(
    "mummy baba dai didi bhai ama mama kaka sasu din school pressure sugar tihar chad ghar "
    "kaam naam paisa gadi gaadi khana dawai goli rati aja arko ke k kun kina budi budo sathi "
    "jane gayo pasal dera bhada talab hapta naya purana mahina aayo".split()
)


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_nepali(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Nepali: by a word only Nepali has and one more
    word of Nepali's ("mero naya ghar kata ho?", "buwa ko sugar ko goli kati mg ho aba?"), or by
    one of its question words no other language has, in small letters ("Sydney kahile jane
    plan?")."""
    return typed_in(
        query,
        own=_ONLY_NEPALI,
        alone=_ALONE,
        marks=_NEPALI_MARKS,
        known=NEPALI,
        english_too=_ENGLISH_TOO,
    )


def surely_nepali(query: str) -> bool:
    """Whether ``query`` has two words only Nepali has ("Hemja ma jagga kinne plan, kati paisa
    jamma cha": read as Nepali, not as Punjabi for the "kinne" both have)."""
    return len({t.casefold() for t in _TOKEN.findall(query)} & _ONLY_NEPALI) >= 2


def glossed_nepali(query: str) -> str:
    """``query`` with each word or phrase of :data:`NEPALI` followed by its English, in brackets,
    unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Nepali, the words :data:`NEPALI` knows, which are words,
    not typos, and its small words (:data:`NEPALI_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Nepali the person's own messages say
# it in ("buwa ko aankha ko operation (motiyabindu) …", "aama lai pressure cha", "Anju bahini
# IELTS padhdai cha"), searched for too. Only things and kin, said one way in Nepali whoever says
# them, in a spelling the index stems as no English word or name: not "ghar" (Urdu's, Punjabi's
# and Gujarati's too), "didi" or "bhai" (Hindi's and Bangla's), nor "goli" for any tablet.
SAID_IN_NEPALI = {
    "mother": ("aama",), "mom": ("aama",), "mum": ("aama",), "father": ("buwa",),
    "dad": ("buwa",), "sister": ("didi",), "son": ("chhora",), "daughter": ("chhori",),
    "wife": ("shrimati",),
    "husband": ("shreeman",), "grandmother": ("hajurama",), "grandfather": ("hajurbuwa",),
    "brother-in-law": ("jiju",), "wedding": ("bihe",), "marriage": ("bihe",),
    "married": ("bihe",), "birthday": ("janmadin",), "eye": ("aankha",), "eyes": ("aankha",),
    "cataract": ("motiyabindu",), "electricity": ("bijuli",), "land": ("jagga",),
    "medicine": ("aushadhi",), "medication": ("aushadhi",), "job": ("jagir",),
    "address": ("thegana",), "new": ("naya",),
}  # fmt: skip


def nepali_for(query: str) -> list[str]:
    """The Nepali words of :data:`SAID_IN_NEPALI` for the things ``query`` names, that it does
    not say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(NEPALI, NEPALI_SMALL, SAID_IN_NEPALI)
