"""Romanized Sinhala (Sinhala as Colombo and Kandy type it, in Latin letters) in a question, read
for recall (DESIGN §6 step 1).

People in Sri Lanka type to their agent in English mixed with Sinhala in Latin letters, as they
text: "Losarton kiyada dan bonne", "ayya lankawata enne kawadda", "api kalin hitiye koheda". The
agent's notes say it in English ("Dr. Asanka Rathnayake raised the user's Losartan dose …",
"User's brother Chaminda will visit Sri Lanka …"), and the person's own messages in the same mix
("aluth gedara Pannipitiya Road …", "nangi Ishani Korea giya …"). Such a question was searched for
its small words ("eka", "ge", "dan", "mokakda"), which fill every message the person typed and
none of the notes, and its words of what is asked, time and kin were no words of the notes
("kawadda" is when, "dan" now, "kalin" before, "thaththa" the father, "beheth" medicine).

So a question that is Romanized Sinhala by its words (:func:`in_sinhala`; read after Odia and
before Telugu, Tamil, Bangla and Urdu in read/shorthand.py: "amma" and "akka" are Tamil's too)
has, as read/nepali.py does for Romanized Nepali,

* each word or phrase of :data:`SINHALA` followed by the English the notes say it in, in
  brackets: "Losarton kiyada (how much dose) dan (now) bonne (take takes)", its own words
  staying, so what the person typed in Sinhala is found too;
* its small words (:data:`SINHALA_SMALL`: "eka", "eke", "ge", "da", "ne", "dan", "kalin",
  "mokakda", "koheda" …) searched for no more than English's are, and the words of
  :data:`SINHALA` not read as typos of the index's words (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Sinhala or English, is searched for the Sinhala words the person's own messages
say for what it names (:func:`sinhala_for`, :data:`SAID_IN_SINHALA`): "What does the user's
younger sister do?" finds "nangi Ishani Korea giya …". Added to the words searched for only.

Every word is matched whole, in any case. "mama" is Sinhala's I, not an uncle, and is read as
nothing; a word that is an English word, a name or another language's too ("amma", "akka",
"dan", "mona", "wada") is read as Sinhala only in a Sinhala question, and never makes one Sinhala
alone.
"""

from __future__ import annotations

from functools import lru_cache

from .glossary import Glossary, typed_in

__all__ = [
    "SAID_IN_SINHALA",
    "SINHALA",
    "SINHALA_SMALL",
    "glossed_sinhala",
    "in_sinhala",
    "known_and_small",
    "sinhala_for",
]

SINHALA = {
    # what is asked
    "mokakda": "what", "mokadda": "what", "mokada": "what", "monawada": "what",
    "koheda": "where", "kohe": "where", "kawadda": "when", "kawada": "when",
    "kiyada": "how much how many", "kiyadha": "how much how many", "kauda": "who",
    "kawda": "who", "kawuda": "who", "kagenda": "from whom who", "kohomada": "how",
    "kohomadha": "how", "mona": "which what", "ekeda": "which", "ai": "why",
    # when
    "dan": "now currently", "danata": "now currently", "kalin": "before earlier previous",
    "issara": "before earlier previous", "issarahin": "before earlier", "aluth": "new",
    "alut": "new", "parana": "old previous", "ada": "today", "heta": "tomorrow",
    "iye": "yesterday", "masika": "monthly", "dawas": "days day", "dawasata": "daily",
    "udeta": "morning breakfast", "rathri": "night dinner", "rata": "night",
    # family (a kin word, not "my" kin, as read/nepali.py glosses them)
    "amma": "mother", "thaththa": "father", "thaththata": "father", "thaththage": "father",
    "ayya": "elder brother", "akka": "elder sister", "malli": "younger brother",
    "nangi": "younger sister", "putha": "son", "puthage": "son", "duwa": "daughter",
    "duwage": "daughter", "nona": "wife", "mahaththaya": "husband", "achchi": "grandmother",
    "seeya": "grandfather", "yaluwa": "friend", "yaluwek": "friend",
    # home, money, work
    "gedara": "home house", "gedarak": "home house", "lipinaya": "address", "wada": "work job",
    "rassawa": "job work", "rassawak": "job", "salli": "money", "nama": "name", "namaya": "name",
    "iskole": "school", "iskoleta": "school", "pusa": "cat", "balla": "dog",
    "pusa pancha": "kitten cat", "magula": "wedding", "magul": "wedding", "wage": "wedding",
    "kaama": "food", "kema": "food", "warikaya": "instalment", "ratee": "country",
    "lankawata": "Sri Lanka", "kade": "shop",
    # health
    "beheth": "medicine", "behet": "medicine", "sini": "sugar", "aes": "eye eyes",
    "kannadi": "glasses spectacles", "leda": "illness sick",
    # what is done
    "inne": "lives live", "hitiye": "lived live inne", "karanne": "does do works", "kala": "did",
    "bonne": "take takes", "bonna": "take", "kanne": "eat eats", "enne": "come coming",
    "giye": "went", "giya": "went moved", "awe": "came", "dunne": "gave", "patan": "start",
    "wawanna": "grow", "danawada": "take put",
}  # fmt: skip

# Sinhala's small words, which say nothing of what is asked: in a Sinhala question they are left
# out of the words searched for, as English's are (text.STOPWORDS). The question words and "now"
# are among them: "mokakda" and "dan" are as common in the person's messages as "what" and "now"
# in English.
SINHALA_SMALL = frozenset(
    """
    eka ekak eke ekata ekeda ekath ge ta da ne wala walin ekka mage mata ma api ape apita oya
    mokakda mokadda mokada monawada koheda kohe kawadda kawada kiyada kiyadha kauda kawda kawuda
    kagenda kohomada kohomadha mona dan danata kalin issara thiyenne thibbe una kiyanna
    """.split()
)

# The words only Sinhala has (not Tamil's, Urdu's, English's or a common name's): one of them
# and one more word of Sinhala's make a question Sinhala ("mage doctor dan kawda"), and so does
# one of its question words no other language has, in small letters ("Rocky ge vacine eka
# kawda").
_ONLY_SINHALA = frozenset(
    """
    mokakda mokadda mokada monawada koheda kawadda kawada kiyada kiyadha kauda kawda kawuda
    kagenda kohomada kohomadha ekeda eka ekak eke ekata kalin issara aluth parana thaththa
    thaththata thaththage malli nangi putha puthage duwage mahaththaya achchi seeya gedara
    gedarak rassawa beheth iskole karanne thiyenne thibbe inne hitiye bonne kanne danawada
    lankawata warikaya masika mage apita
    """.split()
)
_ALONE = frozenset(
    "mokakda mokadda koheda kawadda kiyada kauda kawda kohomada kagenda ekeda".split()
)
_SINHALA_MARKS = _ONLY_SINHALA | frozenset(
    "ge ta da dan mona wala amma ayya akka duwa nona wada nama pusa balla sini api ape".split()
)
# Words of :data:`SINHALA` that are English words, names or another language's too, never
# counted as Sinhala's.
_ENGLISH_TOO = frozenset(
    "amma akka ayya ai ada dan mona wada nona rata kala kade leda giya patan nama pusa kohe "
    "aes wage heta".split()
)


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_sinhala(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Sinhala: by a word only Sinhala has and one more
    word of Sinhala's ("thaththage sugar beheth dose eka dan kiyada"), or by one of its question
    words no other language has, in small letters ("ayya lankawata enne kawadda")."""
    return typed_in(
        query,
        own=_ONLY_SINHALA,
        alone=_ALONE,
        marks=_SINHALA_MARKS,
        known=SINHALA,
        english_too=_ENGLISH_TOO,
    )


def glossed_sinhala(query: str) -> str:
    """``query`` with each word or phrase of :data:`SINHALA` followed by its English, in
    brackets, unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Sinhala, the words :data:`SINHALA` knows, which are
    words, not typos, and its small words (:data:`SINHALA_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Sinhala the person's own messages say
# it in ("aluth gedara Pannipitiya Road …", "nangi Ishani Korea giya …", "Nethmi ta kannadi
# damma"), searched for too. Only things and kin, said one way in Sinhala whoever says them, in a
# spelling the index stems as no English word or name: not "amma" or "akka" (Tamil's, Kannada's
# and Telugu's too), nor "wada" for any work (Urdu's promise).
SAID_IN_SINHALA = {
    "father": ("thaththa",), "dad": ("thaththa",), "parents": ("thaththa",), "son": ("putha",),
    "daughter": ("duwa",),
    "husband": ("mahaththaya",), "brother": ("ayya", "malli"), "sister": ("nangi",),
    "grandmother": ("achchi",), "grandfather": ("seeya",),
    "home": ("gedara",), "house": ("gedara",), "medicine": ("beheth",),
    "medication": ("beheth",), "sugar": ("sini",), "wedding": ("magula",),
    "married": ("magula",), "marriage": ("magula",), "glasses": ("kannadi",),
    "spectacles": ("kannadi",), "eyesight": ("kannadi",), "cat": ("pusa",),
    "kitten": ("pusa",), "dog": ("balla",), "breakfast": ("udeta",), "school": ("iskole",),
    "grow": ("wawanna",), "garden": ("wawanna",), "new": ("aluth",),
}  # fmt: skip


def sinhala_for(query: str) -> list[str]:
    """The Sinhala words of :data:`SAID_IN_SINHALA` for the things ``query`` names, that it does
    not say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(SINHALA, SINHALA_SMALL, SAID_IN_SINHALA)
