"""Romanized Assamese (Assamese as Guwahati and Jorhat type it, in Latin letters) in a question,
read for recall (DESIGN §6 step 1).

People in Assam type to their agent in English mixed with Assamese in Latin letters, as they
text: "mur thyroid r dorob r dose kiman etiya", "Pranjal r office kot etiya", "dada Dubai r pora
ketia ahibo". The agent's notes say it in English ("Dr. Ritu Hazarika raised the user's Thyronorm
dose …", "User's husband Pranjal was transferred … to the company's Guwahati head office …"),
and the person's own messages in the same mix ("notun flat t shift korilu", "deuta r BP ase,
Amlodipine 5 mg khai roj rati"). Such a question was searched for its small words ("r", "t",
"tu", "ki", "etiya"), which fill every message the person typed and none of the notes, read as
Roman Urdu ("ki" and "naam" are both's) or as Romanized Bangla ("ki", "kon", "amar", "notun" are
both's), and its words of what is asked, time and kin were no words of the notes ("ketia" is
when, "kot" where, "etiya" now, "deuta" the father, "dorob" medicine).

So a question that is Romanized Assamese by its words (:func:`in_assamese`; read after Odia and
Sinhala and before Telugu, Tamil, Bangla and Urdu in read/shorthand.py) has, as read/nepali.py
does for Romanized Nepali,

* each word or phrase of :data:`ASSAMESE` followed by the English the notes say it in, in
  brackets: "mur thyroid r dorob (medicine) r dose kiman (how much dose) etiya (now)", its own
  words staying, so what the person typed in Assamese is found too;
* its small words (:data:`ASSAMESE_SMALL`: "r", "t", "tu", "ki", "kot", "ketia", "etiya", "mur"
  …) searched for no more than English's are, and the words of :data:`ASSAMESE` not read as
  typos of the index's words ("ketia" is no "keta") (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Assamese or English, is searched for the Assamese words the person's own
messages say for what it names (:func:`assamese_for`, :data:`SAID_IN_ASSAMESE`): "What BP
medicine did her father take before?" finds "deuta r BP ase, Amlodipine 5 mg khai …". Added to
the words searched for only.

Every word is matched whole, in any case. A word that is an English word, a name or Bangla's or
Urdu's too ("ki", "kon", "ghor", "naam", "dada", "notun") is read as Assamese only in an
Assamese question, and never makes one Assamese alone.
"""

from __future__ import annotations

from functools import lru_cache

from .glossary import Glossary, typed_in

__all__ = [
    "ASSAMESE",
    "ASSAMESE_SMALL",
    "SAID_IN_ASSAMESE",
    "assamese_for",
    "glossed_assamese",
    "in_assamese",
    "known_and_small",
]

ASSAMESE = {
    # what is asked
    "ki": "what", "kot": "where", "ketia": "when", "ketiya": "when", "kiman": "how much many",
    "kon": "who which", "kun": "which who", "kenekoi": "how", "kar": "whose", "kio": "why",
    "kun din": "which day", "kun tarikh": "which date", "kiman baje": "what time",
    # when
    "etiya": "now currently", "agot": "before earlier previous", "aagot": "before earlier",
    "age": "before earlier", "notun": "new", "purona": "old previous", "purana": "old previous",
    "aji": "today", "kali": "yesterday tomorrow", "mahe": "monthly month", "bosor": "years year",
    "din": "days day", "puwa": "morning", "rati": "night", "sandhya": "evening",
    # family (a kin word, not "my" kin, as read/nepali.py glosses them)
    "aai": "mother", "maa": "mother", "deuta": "father", "dada": "elder brother",
    "baideo": "elder sister", "bhai": "younger brother", "bhonti": "younger sister",
    "lora": "son boy", "suwali": "daughter girl", "gharoni": "wife", "giri": "husband",
    "ma deuta": "parents", "aita": "grandmother", "koka": "grandfather", "pehi": "aunt",
    "khura": "uncle", "mama": "uncle", "bondhu": "friend",
    # home, money, work
    "ghor": "home house", "thikona": "address", "kaam": "work job", "sakori": "job",
    "dorob": "medicine", "dorb": "medicine", "khana": "food", "khaddya": "food",
    "gaari": "car", "kukur": "dog", "mekuri": "cat", "biya": "wedding marriage",
    "jonmodin": "birthday", "naam": "name", "bhara": "rent", "taka": "money",
    "priyo": "favourite", "jagat": "place where", "tarikh": "date",
    # what is done
    "kore": "does works", "kori": "do", "thake": "lives", "thaku": "live", "porhe": "studies",
    "pore": "studies", "khai": "takes eats", "jai": "goes", "jau": "go", "ahibo": "come coming",
    "ase": "is has", "asil": "was", "dio": "pay pays", "dibo": "pay give", "bohe": "sits",
    "chalai": "drives",
}  # fmt: skip

# Assamese's small words, which say nothing of what is asked: in an Assamese question they are
# left out of the words searched for, as English's are (text.STOPWORDS). The question words and
# "now" are among them: "ki" and "etiya" are as common in the person's messages as "what" and
# "now" in English.
ASSAMESE_SMALL = frozenset(
    """
    r t k e o tu ta tui tei ei sei ki kot ketia ketiya kiman kon kun kenekoi kar kio etiya
    agot aagot mur mor moi amar ami tumar tai tar aru ase asil hobo hoi pora loi babe logot
    """.split()
)

# The words only Assamese has (not Bangla's, Urdu's, Nepali's, English's or a common name's):
# one of them and one more word of Assamese's make a question Assamese ("mur priyo khana ki",
# "amar gaari kun tu"), and so does one of its question words no other language has, in small
# letters ("Tuni r vaccine ketia").
_ONLY_ASSAMESE = frozenset(
    """
    kot ketia ketiya kiman kenekoi etiya agot aagot purona mur deuta baideo bhonti suwali
    gharoni dorob sakori mekuri asil ahibo porhe thaku jonmodin gaari
    """.split()
)
_ALONE = frozenset("ketia ketiya kiman kenekoi".split())
_ASSAMESE_MARKS = _ONLY_ASSAMESE | frozenset(
    "ki kun kon r t tu ghor kaam naam aai dada bhai lora aru ase notun amar moi khana kore "
    "thake biya priyo".split()
)
# Words of :data:`ASSAMESE` that are English words, names or another language's too, never
# counted as Assamese's.
_ENGLISH_TOO = frozenset(
    "ki kon kun kar age aji kali din rati maa dada bhai lora giri mama koka khana naam taka "
    "jai pore dio ase kori kore bohe pehi ghor kaam bhara priyo notun bondhu".split()
)


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_assamese(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Assamese: by a word only Assamese has and one more
    word of Assamese's ("Pranjal r office kot etiya", "mur priyo khana ki"), or by one of its
    question words no other language has, in small letters ("scooty r service ketia due")."""
    return typed_in(
        query,
        own=_ONLY_ASSAMESE,
        alone=_ALONE,
        marks=_ASSAMESE_MARKS,
        known=ASSAMESE,
        english_too=_ENGLISH_TOO,
    )


def glossed_assamese(query: str) -> str:
    """``query`` with each word or phrase of :data:`ASSAMESE` followed by its English, in
    brackets, unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Assamese, the words :data:`ASSAMESE` knows, which are
    words, not typos, and its small words (:data:`ASSAMESE_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Assamese the person's own messages
# say it in ("deuta r BP ase …", "baideo Pallavi Bangalore t …", "Bhola r sathi anilu, ekta
# suwali mekuri"), searched for too. Only things and kin, said one way in Assamese whoever says
# them, in a spelling the index stems as no English word or name: not "ghor" (Bangla's too) nor
# "aai" (Marathi's); "notun" for what is new, Bangla's too, which a Bangla message says as well.
SAID_IN_ASSAMESE = {
    "father": ("deuta",), "dad": ("deuta",), "parents": ("deuta",), "son": ("lora",),
    "daughter": ("suwali",), "wife": ("gharoni",), "sister": ("baideo", "bhonti"),
    "brother": ("dada",), "medicine": ("dorob",), "medication": ("dorob",), "cat": ("mekuri",),
    "kitten": ("mekuri",), "dog": ("kukur",), "pet": ("kukur", "mekuri"),
    "pets": ("kukur", "mekuri"), "car": ("gaari",), "wedding": ("biya",), "married": ("biya",),
    "marriage": ("biya",), "job": ("sakori",), "new": ("notun",),
}  # fmt: skip


def assamese_for(query: str) -> list[str]:
    """The Assamese words of :data:`SAID_IN_ASSAMESE` for the things ``query`` names, that it
    does not say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(ASSAMESE, ASSAMESE_SMALL, SAID_IN_ASSAMESE)
