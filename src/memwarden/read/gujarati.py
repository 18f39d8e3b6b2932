"""Romanized Gujarati (Gujarati as Ahmedabad and Surat type it, in Latin letters) in a question,
read for recall (DESIGN §6 step 1).

People in Gujarat type to their agent in English mixed with Gujarati in Latin letters, as they
text: "mari thyroid ni goli ketla mcg ni che have?", "ba have kya rahe che?", "Ketan ni BP ni
dawa kai che". The agent's notes say it in English ("User's grandmother (ba) Kamlaben …", "From
October 2036 the user sees Dr. Meera Trivedi …"), and the person's own messages in the same mix
("Dr Meera e TSH karavyu … Thyronorm 50 thi 75 mcg karyu"). Such a question was searched for
its small words ("ni", "nu", "che", "ma", "shu"), which fill every message the person typed and
none of the notes, read as Roman Urdu ("kya" is Urdu's "what", Gujarati's "where"), as Arabizi
("shu") or as Taglish, and its words of what is asked, time and kin were no words of the notes
("kyare" is when, "have" now, "ba" the grandmother, "dhaaba" the terrace).

So a question that is Romanized Gujarati by its words (:func:`in_gujarati`; read after Marathi,
whose "che", "kon" and "navi" it shares, and before Telugu, Tamil, Bangla and Urdu in
read/shorthand.py) has, as read/marathi.py does for Romanized Marathi,

* each word or phrase of :data:`GUJARATI` followed by the English the notes say it in, in
  brackets: "mari thyroid ni goli (tablet medicine) ketla (how much) mcg ni che have (now)",
  "ba (grandmother) have (now) kya (where) rahe (lives) che", its own words staying, so what the
  person typed in Gujarati is found too;
* its small words (:data:`GUJARATI_SMALL`: "ni", "nu", "no", "na", "ma", "che", "chu", "hata",
  "shu", "kya", "kyare", "ketla", "have" …) searched for no more than English's are, and the
  words of :data:`GUJARATI` not read as typos of the index's words ("kyare" is no "kare")
  (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Gujarati or English, is searched for the Gujarati words the person's own
messages say for what it names (:func:`gujarati_for`, :data:`SAID_IN_GUJARATI`): "What does the
user grow on her terrace?" finds "weekend ma dhaaba par garden banavyu che", "How many kites did
the son cut at Uttarayan?" "… patang chagavi, Aarav e 12 patang kaapya". Added to the words
searched for only.

Every word is matched whole, in any case; the lists are of everyday words, each in the spellings
people type ("kyare", "kyaare"; "che", "chhe"), the English of each the word the notes use. A
word that is an English word or a common name too ("have", "ba", "mate", "kai", "mane", "bhai")
is read as Gujarati only in a Gujarati question, and never makes one Gujarati.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .glossary import Glossary, typed_in

__all__ = [
    "GUJARATI",
    "GUJARATI_SMALL",
    "SAID_IN_GUJARATI",
    "glossed_gujarati",
    "gujarati_for",
    "in_gujarati",
    "known_and_small",
]

GUJARATI = {
    # what is asked
    "shu": "what", "su": "what", "kya": "where", "kyan": "where", "kyaan": "where",
    "kyare": "when", "kyaare": "when", "ketla": "how much how many",
    "ketlo": "how much how many", "ketli": "how much how many", "ketlu": "how much how many",
    "kon": "who", "kone": "who", "koni": "whose with whom",
    "kono": "whose", "konu": "whose", "kai": "which", "kayi": "which", "kaya": "which",
    "kayu": "which", "kevi rite": "how", "kem": "how why", "kya thi": "where from",
    "ketla vage": "what time", "kai tarikh": "which date",
    # when
    "have": "now", "atyare": "now currently", "pehla": "before earlier",
    "pehlan": "before earlier", "pela": "before earlier", "pehli": "first", "navu": "new",
    "navo": "new", "navi": "new", "nava": "new", "junu": "old previous", "juno": "old previous",
    "juni": "old previous", "juna": "old previous", "aaje": "today", "aaj": "today",
    "kale": "tomorrow yesterday", "mahine": "a month monthly", "mahino": "month",
    "varas": "years year", "varse": "year", "divas": "days day", "athwadiya": "weeks week",
    "athwadiyu": "week", "roj": "daily every day", "aavta": "next", "aavti": "next",
    "aavte": "next", "gaya": "last went", "chalu": "current ongoing started", "thi": "since from",
    "vage": "o'clock time", "saanje": "evening", "savare": "morning",
    # family (as read/marathi.py glosses them: a kin word, not "my" kin)
    "ba": "grandmother", "dada": "grandfather", "mummy": "mother", "mammi": "mother",
    "pappa": "father", "papa": "father", "bhai": "brother", "ben": "sister", "bahen": "sister",
    "bhabhi": "sister-in-law", "dikro": "son", "dikri": "daughter", "chokra": "children kids",
    "chhokra": "children kids", "baalko": "children kids", "pati": "husband", "patni": "wife",
    "vahu": "wife daughter-in-law", "sasu": "mother-in-law", "sasra": "father-in-law",
    "masi": "aunt", "mama": "uncle", "kaka": "uncle", "kaki": "aunt", "foi": "aunt",
    "dost": "friend", "sahheli": "friend", "baju vala": "neighbour", "padoshi": "neighbour",
    # home, money, work
    "ghar": "home house", "ghare": "home house", "dukan": "shop", "dukaan": "shop",
    "kaam": "work job", "nokri": "job", "pagar": "salary", "bhadu": "rent", "paisa": "money",
    "naam": "name", "sarnamu": "address", "gaadi": "car vehicle", "gadi": "car vehicle",
    "kutro": "dog", "kutra": "dog", "lagan": "wedding marriage", "lagna": "wedding marriage",
    "varshganth": "birthday", "janmdin": "birthday", "nishal": "school", "shala": "school",
    "tahevar": "festival", "mandir": "temple", "dhaaba": "terrace roof", "dhabu": "terrace roof",
    "agasi": "terrace", "patang": "kites kite", "inaam": "prize award", "mithai": "sweets",
    "jamva": "dinner meal eat", "jaman": "meal food", "khavanu": "food", "nasto": "breakfast",
    "katha": "puja", "light bill": "electricity bill",
    # health
    "dawa": "medicine", "davai": "medicine", "goli": "tablet medicine",
    "dukhavo": "pain", "dukhava": "pain", "ghoontan": "knee knees", "ghutan": "knee knees",
    "ghoonthan": "knee knees", "motiyo": "cataract", "motiya": "cataract", "tav": "fever",
    # what is done
    "rahe": "lives", "rahu": "live", "rahiye": "live", "kare": "does", "karu": "do",
    "sambhale": "runs manages", "bhane": "studies", "shikhe": "learns", "khay": "eats",
    "khaay": "eats", "ugadu": "grow", "ugade": "grows", "ugadyu": "grew", "lidhi": "bought",
    "lidhu": "bought", "vechi": "sold", "aave": "comes", "aavyu": "came",
    "malyu": "got received", "gayo": "went", "gayu": "went", "ujavishu": "celebrate",
    "ujavyu": "celebrated", "ujavi": "celebrated", "rakhi": "planned kept",
    "levani": "take", "levanu": "take", "leti": "take", "leto": "take", "chavi": "chewed",
}  # fmt: skip

# Gujarati's small words, which say nothing of what is asked: in a Gujarati question they are
# left out of the words searched for, as English's are (text.STOPWORDS). The question words
# and "now" are among them: "shu" and "kya" are as common in the person's messages as "what"
# and "where" in English, "have" (now) as "now".
GUJARATI_SMALL = frozenset(
    """
    ma ni nu no na ne ane ke pan e thi par mate sathe che chhe chu chhu hatu hata hati hato
    hu mane mara mari maro maru amari amaro amaru amara aapdi aapdo aapdu aapda tamaru tamari
    eni enu eno ena shu su kya kyan kyaan kyare kyaare ketla ketlo ketli ketlu kon kone koni
    kono konu kai kayi kaya kayu kem have pehla pehlan pela j to
    """.split()
)

# The words only Gujarati has (not Marathi's, Urdu's, Bangla's, Tagalog's, Arabizi's, not
# English's or a common name's): one of them and one more word of Gujarati's make a question
# Gujarati ("maro navo number shu che?", "Ketan ni BP ni dawa kai che"), and so does one of its
# question words no other language the person may type has, in small letters ("Dhruvi ni bday
# party kyare che", "light bill ketlu aave che mahine").
_ONLY_GUJARATI = frozenset(
    """
    che chhe chu chhu hatu hata hati hato kyare kyaare ketla ketlo ketli ketlu koni kono konu
    kayi kayu maro maru amari amaro amaru aapdi aapdo aapdu aapda tamaru eni enu eno navu navo
    junu juno atyare pehlan athwadiya athwadiyu aavta aavti aavte varshganth janmdin dikro dikri
    chhokra baalko sarnamu dhaaba dhabu agasi dukhavo dukhava ghoontan ghutan ghoonthan motiyo
    motiya sambhale bhane shikhe khay khaay ugadu ugade ugadyu lidhi lidhu vechi aavyu malyu
    ujavishu ujavyu levani levanu ghare
    """.split()
)
_ALONE = frozenset("kyare kyaare ketla ketlo ketli ketlu".split())
_GUJARATI_MARKS = _ONLY_GUJARATI | frozenset(
    "ma ni nu no na ne ane shu kya kon kone kai have mate sathe thi mari mara mane".split()
)
# Words of :data:`GUJARATI` that are English words or names too, never counted as Gujarati's.
_ENGLISH_TOO = frozenset(
    "have ba dada mummy papa pappa bhai ben mama kaka kem kale roj pati mate su gaya kaya "
    "aave mandir kare katha naam paisa dost foi tav e j to".split()
)


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_gujarati(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Gujarati: by a word only Gujarati has and one more
    word of Gujarati's ("maro navo number shu che?", "ba have kya rahe che?"), or by one of its
    question words no other language has, in small letters ("Saputara kyare gaya hata?")."""
    return typed_in(
        query,
        own=_ONLY_GUJARATI,
        alone=_ALONE,
        marks=_GUJARATI_MARKS,
        known=GUJARATI,
        english_too=_ENGLISH_TOO,
    )


# "bhai" and "ben" after a name are a courtesy, as "ji" is, not a brother or a sister ("Parth
# bhai kya rahe che", "Dipti ben"; "Chirag bhai na ghare"): left unglossed, and small.
_COURTESY = re.compile(r"\b[A-Z][a-z]+\s+(?:bhai|ben)\b")


def glossed_gujarati(query: str) -> str:
    """``query`` with each word or phrase of :data:`GUJARATI` followed by its English, in
    brackets, unless the question says that English already (nor "bhai" and "ben" after a
    name: :data:`_COURTESY`)."""
    courtesy = [m.end() for m in _COURTESY.finditer(query)]
    if not courtesy:
        return _GLOSSARY.glossed(query)
    glossed, start = [], 0
    for end in courtesy:  # each part glossed up to the word of courtesy, which stays as it is
        head, _, word = query[start:end].rpartition(" ")
        glossed.append(f"{_GLOSSARY.glossed(head)} {word}")
        start = end
    return "".join(glossed) + _GLOSSARY.glossed(query[start:])


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Gujarati, the words :data:`GUJARATI` knows, which are
    words, not typos, and its small words (:data:`GUJARATI_SMALL`; "bhai" and "ben" after a
    name too)."""
    known, small = _GLOSSARY.known_and_small(query)
    courtesy = frozenset(m.group(0).split()[-1].casefold() for m in _COURTESY.finditer(query))
    return known - courtesy, small | courtesy


# The other way: what a question names in English, and the Gujarati the person's own messages
# say it in ("weekend ma dhaaba par garden banavyu che", "maro dikro Aarav 7th ma che",
# "Uttarayan ma … patang chagavi"), searched for too. Only things and kin, said one way in
# Gujarati whoever says them, in a spelling the index stems as no English word or name: not
# "ba" (a degree), "bhai" (anyone's word for a friend), "ghar" (Urdu's and Marathi's too) nor
# "goli" for any tablet (a brand's name too).
SAID_IN_GUJARATI = {
    "grandmother": ("ba",), "grandma": ("ba",), "son": ("dikro",), "daughter": ("dikri",),
    "terrace": ("dhaaba",), "roof": ("dhaaba",), "kite": ("patang",), "kites": ("patang",),
    "shop": ("dukan",), "cataract": ("motiyo",), "birthday": ("varshganth",),
    "wedding": ("lagan",), "prize": ("inaam",), "award": ("inaam",), "eat": ("khay",),
    "eats": ("khay",), "chew": ("chavi",), "chewed": ("chavi",), "celebrate": ("ujavi",),
    "celebrated": ("ujavi",),
}  # fmt: skip


def gujarati_for(query: str) -> list[str]:
    """The Gujarati words of :data:`SAID_IN_GUJARATI` for the things ``query`` names, that it
    does not say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(GUJARATI, GUJARATI_SMALL, SAID_IN_GUJARATI)
