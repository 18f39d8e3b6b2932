"""Romanized Malayalam (Manglish as Kerala types it) in a question, read for recall (DESIGN §6
step 1).

People in Kerala type to their agent in English mixed with Malayalam in Latin letters, as they
text: "mone NEET coaching evide aanu ippo", "ammayiamma de knee operation eppo cheyyum", "achan
nu stent ittathu evide aanu". The agent's notes say it in English ("User's father had a stent
placed at …"), and the person's own messages in the same mix. Such a question was searched for
its small words ("il", "nu", "de", "aanu", "ente"), which fill every message the person typed
and none of the notes, and read as Romanized Tamil by the words the two share ("ippo", "eppo",
"entha", "illa"), whose list has no "evide", "ethra" or "aaru".

So a question that is Romanized Malayalam by its words (:func:`in_malayalam`; read before
Telugu, Tamil, Bangla and Urdu in read/shorthand.py, whose words it does not count as its own)
has, as read/tamil.py does for Romanized Tamil,

* each word or phrase of :data:`MALAYALAM` followed by the English the notes say it in, in
  brackets: "mone (son) NEET coaching evide (where) aanu ippo (now)", "achan (father) nu stent
  ittathu (placed put) evide (where) aanu", its own words staying, so what the person typed in
  Malayalam is found too;
* its small words (:data:`MALAYALAM_SMALL`: "il", "nu", "de", "ente", "njan", "aanu", "undu",
  "evide", "eppo", "ippo" …) searched for no more than English's are, and the words of
  :data:`MALAYALAM` not read as typos of the index's words ("evide" is no "evident", "ethra" no
  "extra") (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Malayalam or English, is searched for the Malayalam words the person's own
messages say for what it names (:func:`malayalam_for`, :data:`SAID_IN_MALAYALAM`): "mother in
law diabetis tablet" finds "ammayiamma de sugar …", "Where does the user's sister work?"
"aniyathi Deepa UK il nurse aanu …". Added to the words searched for only, as Tamil's are.

Every word is matched whole, in any case; the lists are of everyday words, each in the
spellings people type ("evide", "evida"; "ippo", "ippol"), the English of each the word the
notes use. A word that is an English word or a common name too ("amma", "mon", "pani", "ee")
is read as Malayalam only in a Malayalam question, and never makes one Malayalam.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .glossary import Glossary, in_laws_named, typed_in

__all__ = [
    "MALAYALAM",
    "MALAYALAM_SMALL",
    "SAID_IN_MALAYALAM",
    "glossed_malayalam",
    "in_malayalam",
    "known_and_small",
    "malayalam_for",
]

MALAYALAM = {
    # what is asked
    "entha": "what", "enthaa": "what", "enthu": "what", "enthaanu": "what is",
    "enthanu": "what is", "evide": "where", "evida": "where", "evideya": "where",
    "evidanu": "where", "evideyanu": "where", "evidunnu": "where from",
    "evideninnu": "where from", "eppo": "when", "eppol": "when", "eppozha": "when",
    "eppozhanu": "when", "eppozhaanu": "when", "aaru": "who", "aara": "who", "aaranu": "who",
    "aaraanu": "who", "aarude": "whose", "ethra": "how much", "ethrayanu": "how much",
    "ethu": "which", "ethaanu": "which", "enthinu": "why", "enthukondu": "why",
    "engane": "how", "enganeya": "how", "ethra manikku": "what time", "ethu divasam": "which day",
    # when
    "ippo": "now", "ippol": "now", "ipo": "now", "ippozhum": "still now", "ippozhathe": "current",
    "munpu": "before earlier", "mumbu": "before earlier", "munne": "before earlier",
    "pande": "earlier before", "pazhaya": "old previous", "pazhe": "old previous",
    "puthiya": "new", "puthu": "new", "innu": "today", "innale": "yesterday",
    "nale": "tomorrow", "naale": "tomorrow", "varsham": "year", "maasam": "month",
    "aazhcha": "week", "divasam": "day", "raavile": "morning", "raathri": "night",
    "ee varsham": "this year", "adutha maasam": "next month", "kazhinja": "last",
    # family (as read/tamil.py glosses them: a kin word, not "my" kin)
    "amma": "mother", "achan": "father", "acchan": "father", "achhan": "father",
    "ammayiamma": "mother-in-law", "ammaayiamma": "mother-in-law",
    "ammayi amma": "mother-in-law", "ammaiamma": "mother-in-law",
    "ammayiappan": "father-in-law", "ammaayiappan": "father-in-law",
    "chettan": "elder brother", "chechi": "elder sister", "aniyan": "younger brother",
    "aniyathi": "younger sister", "aniyathy": "younger sister", "mon": "son",
    "mone": "son", "monu": "son", "makan": "son", "mol": "daughter", "mole": "daughter",
    "molu": "daughter", "makal": "daughter", "makkal": "children kids",
    "pillar": "children kids", "pillerude": "children's kids", "kuttikal": "children kids",
    "bharthavu": "husband", "bharthaavu": "husband", "bharya": "wife", "bhaarya": "wife",
    "appooppan": "grandfather", "ammooma": "grandmother", "ammumma": "grandmother",
    "koottukari": "friend", "koottukaran": "friend", "kootukari": "friend",
    # home, money, work
    "veedu": "house home", "veettil": "house home veedu", "veetil": "house home veedu",
    "thamasam": "lives live stay", "thamasikkunne": "lives live stay",
    "thamasikkunnu": "lives live stay", "naadu": "native hometown",
    "naattil": "native hometown", "naatil": "native hometown", "vaadaka": "rent",
    "shambalam": "salary", "shampalam": "salary", "sambalam": "salary", "joli": "work job",
    "pani": "work job", "paisa": "money", "kadam": "loan debt", "peru": "name",
    "per": "name", "sthalam": "place land plot", "kalyanam": "wedding marriage married",
    "kalyaanam": "wedding marriage married", "pirannal": "birthday",
    "piranal": "birthday", "ambalam": "temple", "palli": "church mosque",
    "vandi": "vehicle car", "patti": "dog",
    # health
    "marunnu": "medicine medication tablets", "gulika": "tablet pill",
    "vedana": "pain", "kannu": "eye eyes", "muttu": "knee", "aashupathri": "hospital",
    "asupathri": "hospital", "operation": "surgery operation",
    # what is done
    "kazhikkunnu": "takes eats", "kazhikkunne": "takes eats", "kazhikkanam": "take",
    "join cheythu": "joined", "join cheyyanam": "join", "shift aayi": "moved",
    "shift aavam": "move", "maatti": "changed", "maati": "changed", "vaangi": "bought",
    "koduthu": "gave sold", "vittu": "sold left", "padikkunnu": "studies",
    "padikunnu": "studies", "pokunnu": "goes going", "pokunnathu": "going goes",
    "pokum": "goes", "pokaaru": "usually go", "pokaru": "usually go", "poyi": "went",
    "varunnathu": "coming comes visits", "varunnu": "comes", "varum": "comes",
    "vannu": "came", "cheyyum": "will do", "cheythu": "did done", "cheyyunnu": "does doing",
    "kitti": "got", "kittanam": "get", "vechu": "at held", "ittathu": "placed put",
    "nadathunnathu": "conducts", "aayirunnu": "was", "kazhichathu": "did done",
    "kalyanam kazhichathu": "married", "kalyanam kazhinju": "married",
    "paranju": "said told", "vilikkum": "called",
}  # fmt: skip

# Malayalam's small words, which say nothing of what is asked: in a Malayalam question they are
# left out of the words searched for, as English's are (text.STOPWORDS). The question words are
# among them: "entha" and "evide" are as common in the person's messages as "what" and "where"
# in English.
MALAYALAM_SMALL = frozenset(
    """
    il inte nte de ude ku kku nu ne um ninnu vare koode njan njangal njangalude ente ende
    enikku enne nammal nammude namukku avan aval avar avarude avante avalude ee aa oru aanu
    ano aano alle undu undo illa illallo ketto pinne okke thanne kure aayi aavum ennu
    entha enthaa enthu evide evida evideya eppo eppol eppozha aaru aara aarude ethra ethu
    engane ippo ippol ipo ippozhum
    """.split()
)

# The words only Malayalam has (not Tamil's, Telugu's, Bangla's or Urdu's, not English's or a
# common name's): one of them and one more word of Malayalam's make a question Malayalam, and so
# does one of its question words no other language the person may type has ("Bindu evide").
_ONLY_MALAYALAM = frozenset(
    """
    njan njangal njangalude ente enikku nammude namukku evide evida evideya evidunnu enthu enthaa
    enthanu enthaanu ethra ethrayanu aaru aara aaranu aaraanu aarude eppol eppozha eppozhanu
    ippol ippozhum aanu undu aayirunnu aavum cheythu cheyyum cheyyunnu cheyyanam thamasam
    thamasikkunne thamasikkunnu achan acchan ammayiamma ammaayiamma ammayiappan chettan chechi
    aniyan aniyathi aniyathy mone makkal pillerude kuttikal bharthavu veettil naattil shambalam
    marunnu gulika kazhikkunnu kazhikkunne pokunnathu pokaaru varunnathu kittanam vechu ittathu
    kazhichathu munpu mumbu innale pazhe puthiya inte nte ninnu koode pinne ketto
    """.split()
)
_ALONE = frozenset("njan ente evide evida enthu ethra aaru aanu undu ippol eppol".split())
_MALAYALAM_MARKS = _ONLY_MALAYALAM | frozenset(
    "il de ude ku nu ne um ee oru illa eppo ippo entha ethu".split()
)
# Words of :data:`MALAYALAM` that are English words or names too, never counted as Malayalam's.
_ENGLISH_TOO = frozenset(
    "amma mon mol molu pani per patti palli operation kannu innu pillar vandi paisa naadu "
    "kadam".split()
)


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_malayalam(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Malayalam: by a word only Malayalam has and one
    more word of Malayalam's ("mone NEET coaching evide aanu ippo", "ammayiamma de knee
    operation eppo cheyyum"), or by one of its question words no other language has, in small
    letters ("Bindu evide")."""
    return typed_in(
        query,
        own=_ONLY_MALAYALAM,
        alone=_ALONE,
        marks=_MALAYALAM_MARKS,
        known=MALAYALAM,
        english_too=_ENGLISH_TOO,
    )


def glossed_malayalam(query: str) -> str:
    """``query`` with each word or phrase of :data:`MALAYALAM` followed by its English, in
    brackets, unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Malayalam, the words :data:`MALAYALAM` knows, which are
    words, not typos, and its small words (:data:`MALAYALAM_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Malayalam the person's own messages
# say it in ("ammayiamma Sarojini nammude koode …", "achan nu BP tablet maatti", "aniyathi Deepa
# UK il nurse aanu"), searched for too. Only things and kin, said one way in Malayalam whoever
# says them, in a spelling the index stems as no English word or name: not "amma" (a
# respectful "Leela amma"), "mon" (Monday), "mol" and "mole" (a mole), nor "chettan" for a
# husband (a wife's word for him, and any older man's).
SAID_IN_MALAYALAM = {
    "mother-in-law": ("ammayiamma",), "father-in-law": ("ammayiappan",),
    "father": ("achan",), "dad": ("achan",), "brother": ("chettan", "aniyan"),
    "sister": ("aniyathi", "chechi"), "sibling": ("chettan", "aniyathi", "chechi", "aniyan"),
    "son": ("mone",), "daughter": ("molu",), "children": ("makkal", "kuttikal"),
    "kids": ("makkal", "kuttikal"), "husband": ("bharthavu",), "wife": ("bharya",),
    "house": ("veedu",), "home": ("veedu",), "salary": ("shambalam",),
    "medicine": ("marunnu",), "medication": ("marunnu",), "medicines": ("marunnu",),
    "medications": ("marunnu",), "tablet": ("gulika", "marunnu"), "pills": ("gulika",),
    "wedding": ("kalyanam",), "married": ("kalyanam",), "marriage": ("kalyanam",),
    "temple": ("ambalam",), "hometown": ("naattil",), "native": ("naattil",),
    "birthday": ("pirannal",), "rent": ("vaadaka",),
}  # fmt: skip
# (an in-law said in words: "mother in law diabetis tablet", "mil's sugar")
_IN_LAW = re.compile(r"\b(mother|mom|mum|father|dad)[\s-]+in[\s-]+laws?\b|\bmil['’]s\b",
                     re.IGNORECASE)  # fmt: skip


def malayalam_for(query: str) -> list[str]:
    """The Malayalam words of :data:`SAID_IN_MALAYALAM` for the things ``query`` names, that it
    does not say itself, in order."""
    return _GLOSSARY.said_for(query, in_laws_named(query, _IN_LAW))


_GLOSSARY = Glossary(MALAYALAM, MALAYALAM_SMALL, SAID_IN_MALAYALAM)
