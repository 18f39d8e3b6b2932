"""Romanized Telugu (Tenglish) in a question, read for recall (DESIGN §6 step 1).

People in Andhra Pradesh and Telangana type to their agent in English mixed with Telugu in
Latin letters, as they text: "maa atta sugar tablets enti ippudu", "naa salary ippudu ye bank ki
padutundi", "nanna ki stent eppudu vesaru". The agent's notes say it in English ("… her doctor
raised her metformin to 1000 mg", "User's Deloitte salary is credited to …"), and the person's
own messages in the same mix. Such a question was searched for its small words ("lo", "ki",
"enti", "ippudu", "naa"), which fill every message the person typed and none of the notes, and
its question words read as typos of the index's words.

So a question that is Romanized Telugu by its words (:func:`in_telugu`; read before Tamil,
Bangla and Urdu in read/shorthand.py, whose words it does not count as its own) has, as
read/tamil.py does for Romanized Tamil,

* each word or phrase of :data:`TELUGU` followed by the English the notes say it in, in
  brackets: "naa salary ippudu (now) ye (which) bank ki padutundi (credited paid)", "atta
  (mother-in-law) knee ki ye (which) doctor ni chupincham (showed consulted)", its own words
  staying, so what the person typed in Telugu is found too;
* its small words (:data:`TELUGU_SMALL`: "lo", "ki", "tho", "naa", "maa", "enti", "ippudu",
  "eppudu" …) searched for no more than English's are, and the words of :data:`TELUGU` not read
  as typos of the index's words ("enti" is no "entity", "peru" no "per")
  (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Telugu or English, is searched for the Telugu words the person's own messages
say for what it names (:func:`telugu_for`, :data:`SAID_IN_TELUGU`): "blood thinner for dad"
finds "nanna ki … Ecosprin 75 …", "mother in laws joint problms" "atta ki knee pain …". Added
to the words searched for only, as Tamil's are.

Every word is matched whole, in any case; the lists are of everyday words, each in the
spellings people type ("eppudu", "epudu"; "ekkada", "ekada"), the English of each the word the
notes use. A word that is an English word or a common name too ("papa", "amma", "anna", "mama",
"ye", "em", "tho") is read as Telugu only in a Telugu question, and never makes one Telugu.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .glossary import Glossary, in_laws_named, typed_in

__all__ = [
    "SAID_IN_TELUGU",
    "TELUGU",
    "TELUGU_SMALL",
    "as_kin",
    "glossed_telugu",
    "in_telugu",
    "known_and_small",
    "telugu_for",
]

TELUGU = {
    # what is asked
    "enti": "what", "entii": "what", "emiti": "what", "em": "what",
    "emi": "what", "em em": "what", "ekkada": "where", "ekada": "where", "ekkadiki": "where",
    "ekkadi": "where", "ekkadunchi": "where from", "eppudu": "when", "epudu": "when",
    "eppudo": "when", "evaru": "who", "evvaru": "who", "evaridi": "whose", "entha": "how much",
    "enta": "how much", "enni": "how many", "enduku": "why", "endhuku": "why", "ela": "how",
    "elaa": "how", "ye": "which", "e roju": "which day", "ye roju": "which day",
    "ye days": "which days", "enni gantalaki": "what time", "enni gantalaku": "what time",
    "ye time": "what time",
    # when
    "ippudu": "now", "ipudu": "now", "ippatiki": "now", "appudu": "then",
    "mundu": "before earlier", "mundhu": "before earlier", "taruvatha": "after later",
    "tarvata": "after later", "taravata": "after later", "kotha": "new", "paata": "old",
    "paatha": "old", "ee roju": "today", "eeroju": "today", "ninna": "yesterday",
    "repu": "tomorrow", "roju": "day", "vaaram": "week", "nela": "month",
    "samvatsaram": "year", "ee year": "this year",
    "maamulu ga": "usually", "maamuluga": "usually", "prati": "every",
    # family (as read/tamil.py glosses them: a kin word, not "my" kin, whose name, searched
    # for, would find the note that names them before the message that says what was asked)
    "amma": "mother", "nanna": "father", "naanna": "father", "atta": "mother-in-law",
    "attayya": "mother-in-law", "attamma": "mother-in-law", "mamayya": "father-in-law",
    "maamayya": "father-in-law", "anna": "elder brother", "annayya": "elder brother",
    "tammudu": "younger brother", "akka": "elder sister", "chelli": "younger sister",
    "chellelu": "younger sister", "babu": "son", "koduku": "son", "abbayi": "son boy",
    "papa": "daughter", "paapa": "daughter", "kuthuru": "daughter", "ammayi": "daughter girl",
    "pillalu": "children kids", "aayana": "husband", "bharta": "husband", "bharya": "wife",
    "aavida": "wife", "ammamma": "grandmother", "nanamma": "grandmother",
    "thatha": "grandfather", "taatha": "grandfather", "snehithudu": "friend",
    "vaalla": "family's", "vallu": "family",
    # home, money, work
    "illu": "house home", "intlo": "home house", "inti": "house home", "adde": "rent",
    "ooru": "hometown village", "sontha ooru": "native hometown village",
    "sonta ooru": "native hometown village", "polam": "land field", "jeetham": "salary",
    "jeeta": "salary", "pani": "work job", "udyogam": "job", "dabbulu": "money",
    "dabbu": "money", "appu": "loan debt", "peru": "name",
    "pelli": "wedding marriage married", "pelli roju": "wedding anniversary",
    "puttina roju": "birthday", "puttinaroju": "birthday", "gudi": "temple",
    "kallajodu": "spectacles glasses", "kalla jodu": "spectacles glasses",
    # health
    "mandulu": "medicine medication tablets", "mandu": "medicine medication tablet",
    "billalu": "tablets pills", "noppi": "pain", "jwaram": "fever", "mokalu": "knee",
    "kallu": "eyes", "aasupatri": "hospital",
    # what is done
    "undi": "is", "unnadi": "is", "untundi": "lives", "untadu": "lives", "untaru": "live",
    "untunnaru": "live living", "unnaru": "are live", "vastundi": "comes", "vastadu": "comes",
    "vachindi": "came got", "vacharu": "came", "veltanu": "go", "veltam": "go",
    "vellam": "went", "vellanu": "went", "vellaru": "went", "konnanu": "bought",
    "konnam": "bought", "konnamu": "bought", "ammesanu": "sold", "ammanu": "sold",
    "kattali": "pay due", "kadutunnam": "pay paying", "kadutunnanu": "pay paying",
    "kattanu": "paid", "kattam": "paid", "padutundi": "credited paid",
    "join ayyanu": "joined", "join ayyadu": "joined", "join ayyindi": "joined",
    "join chesam": "joined", "join chesamu": "joined", "shift ayyamu": "moved",
    "shift ayyam": "moved", "shift ayyanu": "moved", "maarchanu": "changed",
    "marchanu": "changed", "maarcham": "changed", "vesukuntundi": "takes",
    "vesukuntaru": "takes", "vesukuntanu": "take", "vesukovali": "take",
    "vesaru": "put done", "chupincham": "showed consulted", "chupinchanu": "showed consulted",
    "chesaru": "did done", "chesindi": "did performed", "chesanu": "did", "chesam": "did",
    "chestunnam": "do doing", "chestam": "do", "chudali": "see", "chuse": "watch",
    "chustam": "watch", "jarigindi": "happened held", "ayyindi": "happened",
    "pass ayyanu": "qualified passed", "cheppu": "tell", "cheppandi": "tell",
    "chaduvutundi": "studies", "chaduvutunnadu": "studies", "chaduvu": "studies",
    "vachinappudu": "comes visit",
}  # fmt: skip

# Telugu's small words, which say nothing of what is asked: in a Telugu question they are left
# out of the words searched for, as English's are (text.STOPWORDS). The question words are among
# them: "enti" and "eppudu" are as common in the person's messages as "what" and "when" in
# English.
TELUGU_SMALL = frozenset(
    """
    lo ki ku ni nu tho to nunchi nundi daggara meedha kosam naa naaku nenu nene maa mana manaki
    memu nuvvu meeru vaadu aame aayane vaallu idi adi ee aa oka undi unnadi ledu kuda kooda
    inka chala konchem ra andi garu ga ante ani enti entii emiti em emi ekkada ekada ekkadiki
    ekkadi eppudu epudu eppudo evaru evvaru entha enta enni ye ela elaa enduku endhuku ippudu
    ipudu ippatiki appudu
    """.split()
)

# The words only Telugu has (not Tamil's, Bangla's or Urdu's, not English's or a common name's):
# one of them and one more word of Telugu's make a question Telugu, and so does one of the
# question words no other language the person may type has ("Kiran birthday eppudu").
_ONLY_TELUGU = frozenset(
    """
    enti emiti ekkada ekada ekkadiki ekkadunchi eppudu epudu evaru evvaru enni enduku endhuku
    ippudu ipudu ippatiki naaku nenu manaki memu nuvvu undi unnadi ledu
    untundi untadu untaru untunnaru unnaru vastundi vastadu vachindi veltanu veltam vellam
    vellanu konnanu konnam konnamu ammesanu kattali kadutunnam padutundi vesukuntundi
    vesukuntaru vesukovali vesaru chupincham chupinchanu chesaru chesindi chesanu chesam
    chestunnam chudali jarigindi ayyindi ayyanu ayyadu ayyamu cheppu chaduvutundi vachinappudu
    atta attayya nanna naanna chelli tammudu koduku kuthuru ammayi abbayi pillalu illu intlo
    jeetham mandulu pelli gudi kallajodu maamulu vaalla taruvatha mundu roju lo
    """.split()
)
_ALONE = frozenset(
    "enti emiti ekkada ekkadiki eppudu evaru evvaru enduku ippudu ipudu cheppu chupincham "
    "vesukovali".split()
)
_TELUGU_MARKS = _ONLY_TELUGU | frozenset(
    "ki tho ni ra andi ga ye em naa ee maa mana nene meeru".split()
)
# Words of :data:`TELUGU` that are English words or names too, never counted as Telugu's.
_ENGLISH_TOO = frozenset(
    "amma anna akka papa babu ye em ela friend roju enta appu pani ooru repu nela prati kallu "
    "inti thatha".split()
)


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_telugu(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Telugu: by a word only Telugu has and one more
    word of Telugu's ("nanna tho FD ye bank lo undi", "home loan EMI entha kadutunnam"), or by
    one of its question words no other language has, in small letters ("Kiran birthday
    eppudu")."""
    return typed_in(
        query,
        own=_ONLY_TELUGU,
        alone=_ALONE,
        marks=_TELUGU_MARKS,
        known=TELUGU,
        english_too=_ENGLISH_TOO,
    )


def glossed_telugu(query: str) -> str:
    """``query`` with each word or phrase of :data:`TELUGU` followed by its English, in
    brackets, unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Telugu, the words :data:`TELUGU` knows, which are words,
    not typos, and its small words (:data:`TELUGU_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Telugu the person's own messages say
# it in ("atta ki knee pain …", "nanna ki 2031 lo angioplasty …", "maa chelli Divya …"),
# searched for too. Only things and kin, said one way in Telugu whoever says them, in a spelling
# the index stems as no English word or name: not "amma" (a respectful "Lakshmi amma"), "anna"
# (a name, and any older man), "papa" (a father in English and Spanish), "babu" (a name, and a
# polite "sir" in Bangla and Hindi), nor "mama" (a mother, and Telugu's uncle).
SAID_IN_TELUGU = {
    "mother-in-law": ("atta", "attayya"), "father-in-law": ("mamayya",),
    "father": ("nanna",), "dad": ("nanna",), "sister": ("chelli", "akka"),
    "younger sister": ("chelli",), "brother": ("tammudu",), "son": ("koduku",),
    "daughter": ("kuthuru", "ammayi"), "house": ("illu", "intlo"), "home": ("illu", "intlo"),
    "salary": ("jeetham",), "medicine": ("mandulu",), "medication": ("mandulu",),
    "medicines": ("mandulu",), "medications": ("mandulu",), "wedding": ("pelli",),
    "anniversary": ("pelli",), "married": ("pelli",), "temple": ("gudi",),
    "spectacles": ("kallajodu",), "glasses": ("kallajodu",), "hometown": ("ooru",),
    "native": ("ooru",), "village": ("ooru",), "land": ("polam",),
}  # fmt: skip
# (an in-law said in words: "mother in laws joint problms", "mil's sugar")
_IN_LAW = re.compile(r"\b(mother|mom|mum|father|dad)[\s-]+in[\s-]+laws?\b|\bmil['’]s\b",
                     re.IGNORECASE)  # fmt: skip


def telugu_for(query: str) -> list[str]:
    """The Telugu words of :data:`SAID_IN_TELUGU` for the things ``query`` names, that it does
    not say itself, in order."""
    return _GLOSSARY.said_for(query, in_laws_named(query, _IN_LAW))


# Telugu's kin words that English reads as another relative: "papa" is a daughter, not a father.
_NOT_AS_IN_ENGLISH = re.compile(r"(?<![\w'’-])(?i:papa)(?![\w'’-])")


def as_kin(query: str) -> str:
    """``query``, a Telugu question, with its kin words that English reads as another relative
    ("papa", a daughter, which English reads as a father) put as Telugu's own spelling
    ("paapa"), for the relations it asks about to be read (entities/relations.py)."""
    return _NOT_AS_IN_ENGLISH.sub("paapa", query) if "apa" in query.casefold() else query


_GLOSSARY = Glossary(TELUGU, TELUGU_SMALL, SAID_IN_TELUGU)
