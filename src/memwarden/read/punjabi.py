"""Romanized Punjabi (Punjabi as Ludhiana and Mohali type it, in Latin letters) in a question,
read for recall (DESIGN §6 step 1).

People in Punjab type to their agent in English mixed with Punjabi in Latin letters, as they
text: "metformin di goli kinni leni aa hun", "veer ji kithe rehnde te ki kamm karde", "bebe da
90va janamdin kado aa". The agent's notes say it in English ("User's grandmother (bebe) Gurdev
Kaur turns 90 …", "User's older brother Kuldeep Singh (veer ji) lives in Brampton …"), and the
person's own messages in the same mix ("Dr Bhalla ne metformin vadha ditti, hun 1000 mg subah
shaam"). Such a question was searched for its small words ("da", "di", "ch", "aa", "ki"), which
fill every message the person typed and none of the notes, read as Roman Urdu ("ki" and "naam"
are both's; "hun" is Urdu's "am", Punjabi's "now"), and its words of what is asked, time and
kin were no words of the notes ("kado" is when, "kithe" where, "pehlan" before, "bebe" the
grandmother, "viah" a wedding).

So a question that is Romanized Punjabi by its words (:func:`in_punjabi`; read after Marathi and
Gujarati, whose "pehlan", "navi" and "kaun" it shares, and before Telugu, Tamil, Bangla and Urdu
in read/shorthand.py) has, as read/gujarati.py does for Romanized Gujarati,

* each word or phrase of :data:`PUNJABI` followed by the English the notes say it in, in
  brackets: "metformin di goli (tablet medicine) kinni (how much how many) leni (take) aa hun
  (now)", its own words staying, so what the person typed in Punjabi is found too;
* its small words (:data:`PUNJABI_SMALL`: "da", "di", "de", "nu", "ch", "te", "aa", "si", "ki",
  "kithe", "kado", "hun" …) searched for no more than English's are, and the words of
  :data:`PUNJABI` not read as typos of the index's words ("kado" is no "kad")
  (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Punjabi or English, is searched for the Punjabi words the person's own
messages say for what it names (:func:`punjabi_for`, :data:`SAID_IN_PUNJABI`): "How big is the
family farm in the village?" finds "bebe … pind Kot Mangal rehndi, chacha ji khet sambhalde ne,
12 kille aa saade". Added to the words searched for only.

Every word is matched whole, in any case; the lists are of everyday words, each in the spellings
people type ("kithe", "kitthe"; "kado", "kadon"), the English of each the word the notes use. A
word that is an English word, a name or Urdu's too ("hun", "ki", "papa", "mummy", "ghar", "naam")
is read as Punjabi only in a Punjabi question, and never makes one Punjabi alone.
"""

from __future__ import annotations

from functools import lru_cache

from .glossary import Glossary, typed_in

__all__ = [
    "PUNJABI",
    "PUNJABI_SMALL",
    "SAID_IN_PUNJABI",
    "glossed_punjabi",
    "in_punjabi",
    "known_and_small",
    "punjabi_for",
]

PUNJABI = {
    # what is asked
    "ki": "what", "kithe": "where", "kitthe": "where", "kitho": "where from",
    "kado": "when", "kadon": "when", "kaddon": "when", "kinne": "how much how many",
    "kinni": "how much how many", "kinna": "how much how many", "kaun": "who",
    "kinnu": "whom", "kehda": "which", "kehdi": "which", "kehde": "which", "kehre": "which",
    "kive": "how", "kiven": "how", "kyon": "why", "kinne vaje": "what time",
    # when
    "hun": "now", "hunn": "now", "aajkal": "now currently", "pehlan": "before earlier",
    "pehla": "first", "pehli": "first", "navaan": "new", "navan": "new", "nava": "new",
    "navi": "new", "navin": "new", "purana": "old previous", "purani": "old previous",
    "purane": "old previous", "ajj": "today", "aj": "today", "is vaari": "this time this year",
    "agle": "next", "agli": "next", "pichle": "last previous", "pichhle": "last previous",
    "saal": "years year", "mahine": "month monthly", "hafte": "week", "roz": "daily every day",
    "subah": "morning", "shaam": "evening",
    # family (as read/gujarati.py glosses them: a kin word, not "my" kin)
    "bebe": "grandmother", "beeji": "grandmother", "dadi": "grandmother", "nani": "grandmother",
    "mummy": "mother", "mummy ji": "mother", "maa": "mother", "papa ji": "father",
    "bapu": "father", "bapu ji": "father", "veer": "brother", "veer ji": "brother",
    "paaji": "brother", "praa": "brother", "bhen": "sister", "bhain": "sister",
    "munda": "son boy", "putt": "son", "kudi": "daughter girl", "dhee": "daughter",
    "bachhe": "children kids", "bache": "children kids", "jija ji": "brother-in-law",
    "bharjai": "sister-in-law", "sass": "mother-in-law", "sauhre": "in-laws",
    "gharwali": "wife", "gharwala": "husband", "chacha": "uncle", "chacha ji": "uncle",
    "mama ji": "uncle", "bhatija": "nephew", "bhanja": "nephew", "yaar": "friend",
    "rishtedar": "relatives",
    # home, money, work
    "ghar": "home house", "kothi": "house", "kiraya": "rent", "kiraye": "rent",
    "pata": "address", "pind": "village", "khet": "farm fields", "zameen": "land",
    "kille": "acres", "kanak": "wheat", "vaadhi": "harvest", "viah": "wedding marriage",
    "janamdin": "birthday", "naam": "name", "kamm": "work job", "naukri": "job",
    "tankhah": "salary", "paise": "money", "gaddi": "car vehicle", "kutta": "dog",
    "tota": "parrot", "tote": "parrot", "dhaba": "restaurant", "dhabe": "restaurant",
    "chai": "tea", "cheeni": "sugar", "khana": "food", "roti": "food meal",
    # health
    "dawai": "medicine", "dawaai": "medicine", "goli": "tablet medicine",
    "goda": "knee", "gode": "knee knees", "dard": "pain",
    # what is done
    "rehnde": "live lives", "rehndi": "lives", "rehnda": "lives", "karde": "do work",
    "kardi": "does works", "karda": "does works", "padhdi": "studies", "padhda": "studies",
    "aunda": "comes", "aundi": "comes", "leni": "take", "lainda": "takes", "laindi": "takes",
    "badleya": "replaced changed", "hoya": "happened", "milda": "gets", "manayi": "celebrated",
    "paunda": "puts takes", "jaana": "go going", "kita": "did", "lai": "bought took",
    "vechi": "sold", "shift": "moved",
}  # fmt: skip

# Punjabi's small words, which say nothing of what is asked: in a Punjabi question they are left
# out of the words searched for, as English's are (text.STOPWORDS). The question words and "now"
# are among them: "ki" and "kithe" are as common in the person's messages as "what" and "where"
# in English, "hun" (now) as "now".
PUNJABI_SMALL = frozenset(
    """
    da di de nu ch vich te ton ton naal aa ae hai ne si san c ji mera meri mere mainu saada
    saadi saade sada sadi sade ohda ohdi ohde ohnu is us wala wale wali hi vi ik
    ki kithe kitthe kitho kado kadon kaddon kinne kinni kinna kaun kinnu kehda kehdi kehde
    kehre kive kiven kyon hun hunn pehlan
    """.split()
)

# The words only Punjabi has (not Gujarati's, Marathi's, Urdu's, Bangla's, not English's or a
# common name's): one of them and one more word of Punjabi's make a question Punjabi ("mera
# navaan number ki aa?", "tote da naam ki aa"), and so does one of its question words no other
# language the person may type has, in small letters ("veer ji kithe rehnde"). Not Urdu's
# "purana", "pichle", "dawai" and "aa", Portuguese's and Kriol's "da", Indonesian's "kado" alone
# ("soal kado ulang tahunnya"), nor Luxembourgish's "hunn".
_ONLY_PUNJABI = frozenset(
    """
    kithe kitthe kitho kado kadon kaddon kinne kinni kinna kinnu kehda kehdi kehde kehre kive
    kiven aajkal navaan navan ajj saada saadi saade ohda ohdi ohde ohnu mainu ch bebe beeji
    veer paaji bhen bhain munda kudi putt dhee bharjai sauhre gharwali gharwala kothi kiraye
    pind khet kille kanak vaadhi viah janamdin kamm tankhah gaddi kutta tota tote dhabe cheeni
    goda gode rehnde rehndi rehnda karde kardi karda padhdi padhda aunda aundi leni lainda
    laindi badleya hoya milda manayi paunda kita
    """.split()
)
_ALONE = frozenset("kithe kitthe kinne kinni kinna kehda kehdi kehde kive".split())
_PUNJABI_MARKS = _ONLY_PUNJABI | frozenset(
    "da di de nu te ton naal aa si ne ji hun mera meri mere ki kaun wala wale wali vich purana "
    "purani purane pichle pichhle kiraya dawai dawaai".split()
)
# Words of :data:`PUNJABI` that are English words or names too, never counted as Punjabi's.
_ENGLISH_TOO = frozenset(
    "mummy maa papa chai roti shift dhaba khana nani dadi saal pata lai sass pehla aj roz "
    "subah shaam naam ghar goli dard paise agle agli pehli nava navi".split()
)


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_punjabi(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Punjabi: by a word only Punjabi has and one more
    word of Punjabi's ("mera navaan number ki aa?", "tote da naam ki aa"), or by one of its
    question words no other language has, in small letters ("Hola Mohalla kado jaana")."""
    return typed_in(
        query,
        own=_ONLY_PUNJABI,
        alone=_ALONE,
        marks=_PUNJABI_MARKS,
        known=PUNJABI,
        english_too=_ENGLISH_TOO,
    )


def glossed_punjabi(query: str) -> str:
    """``query`` with each word or phrase of :data:`PUNJABI` followed by its English, in
    brackets, unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Punjabi, the words :data:`PUNJABI` knows, which are
    words, not typos, and its small words (:data:`PUNJABI_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Punjabi the person's own messages
# say it in ("bebe 89 di ho gayi, pind Kot Mangal rehndi, chacha ji khet sambhalde ne", "saada
# kutta Sheru", "Manjit … ohdi kudi Preet da viah"), searched for too. Only things and kin, said
# one way in Punjabi whoever says them, in a spelling the index stems as no English word or
# name: not "ghar" (Urdu's, Marathi's and Gujarati's too), "papa" or "mummy" (English's), nor
# "goli" for any tablet (a brand's name too).
SAID_IN_PUNJABI = {
    "grandmother": ("bebe",), "grandma": ("bebe",), "village": ("pind",),
    "farm": ("khet", "kille"), "fields": ("khet",), "acres": ("kille",), "wheat": ("kanak",),
    "harvest": ("vaadhi",), "crop": ("kanak",), "dog": ("kutta",), "parrot": ("tota",),
    "son": ("munda",), "sister": ("bhen",), "brother": ("veer",), "wedding": ("viah",),
    "marriage": ("viah",), "sugar": ("cheeni",), "salary": ("tankhah",), "knee": ("goda",),
    "relatives": ("rishtedar",), "uncle": ("chacha",), "tea": ("chai",),
}  # fmt: skip


def punjabi_for(query: str) -> list[str]:
    """The Punjabi words of :data:`SAID_IN_PUNJABI` for the things ``query`` names, that it does
    not say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(PUNJABI, PUNJABI_SMALL, SAID_IN_PUNJABI)
