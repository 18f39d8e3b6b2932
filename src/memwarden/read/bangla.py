"""Romanized Bangla (Banglish) in a question, read for recall (DESIGN §6 step 1).

People in Bangladesh and West Bengal type to their agent in English mixed with Bangla in Latin
letters, as they text: "amar notun number ta ki", "Tanvir er cholesterol er oshudh koto mg",
"notun basha koy tala te". The agent's notes say it in English ("User's new number is …", "…
takes rosuvastatin 10 mg"), and the person's own messages in the same mix. Such a question was
searched for its small words ("er", "ta", "ki", "te", "amar"), which fill every message the
person typed and none of the notes, and read as Roman Urdu for the words the two share ("ki",
"kon", "naam", "bhaiya"): "ki" is Urdu's "of" and Bangla's "what".

So a question that is Romanized Bangla by its small words (:func:`in_bangla`; read before Urdu
and Taglish, read/shorthand.py) has, as read/urdu.py does for Roman Urdu,

* each word or phrase of :data:`BANGLA` followed by the English the notes say it in, in
  brackets: "amar notun (new) number ta ki (what)", "Rahima ke mashe (month monthly) koto (how
  much) dei (pay give)", its own words staying, so what the person typed in Bangla is found too;
* its small words (:data:`BANGLA_SMALL`: "er", "r", "te", "e", "ta", "ki", "kobe", "amar",
  "ache", "chilo" …) searched for no more than English's are, and the words of :data:`BANGLA`
  not read as typos of the index's words ("kobe" is no "kobe" beef, "koto" no "kyoto")
  (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Bangla or English, is searched for the Bangla words the person's own messages
say for what it names (:func:`bangla_for`, :data:`SAID_IN_BANGLA`): "Where do the user's parents
live?" finds "ammu abbu Cumilla te thake", "where does the user live now" "basha change korlam
…". Added to the words searched for only, as Urdu's are.

Every word is matched whole, in any case; the lists are of everyday words, each in the spellings
people type ("kothay", "kothai"; "oshudh", "oshud", "osudh"), the English of each the word the
notes use. A word read two ways in Bangla itself ("kal": yesterday and tomorrow; "pore": after
and studies; "age": before, and English's age) is left as typed.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .glossary import Glossary

__all__ = [
    "BANGLA",
    "BANGLA_SMALL",
    "SAID_IN_BANGLA",
    "bangla_for",
    "glossed_bangla",
    "in_bangla",
    "known_and_small",
]

BANGLA = {
    # what is asked
    "ki": "what", "kobe": "when", "kbe": "when", "kothay": "where", "kothai": "where",
    "kothae": "where", "kotay": "where", "koto": "how much", "kto": "how much",
    "koy": "how many", "koyta": "how many", "kon": "which", "konta": "which",
    "kon ta": "which", "kon din": "which day", "kon mashe": "which month",
    "kon jaygay": "which place where", "kon jayga": "which place where",
    "koy tay": "what time", "koytay": "what time", "kar": "whose whom", "kader": "whom who",
    "keno": "why", "kivabe": "how", "kibhabe": "how", "kemne": "how", "kemon": "how",
    # when
    "ekhon": "now", "akhon": "now", "ekhn": "now", "ekhono": "still", "ager": "previous before",
    "agey": "before earlier", "por": "after", "notun": "new", "nutun": "new",
    "puran": "old previous", "purono": "old previous", "puraton": "old previous",
    "ebar": "this time", "protibar": "every time every year", "prottek bochor": "every year",
    "aj": "today", "aaj": "today", "shokal": "morning", "sokal": "morning", "shokale": "morning",
    "dupur": "afternoon", "bikal": "afternoon", "bikel": "afternoon", "shondha": "evening",
    "sondha": "evening", "shondhay": "evening", "raat": "night", "rat": "night",
    "raate": "night", "din": "day", "mash": "month", "mas": "month", "mashe": "month monthly",
    "mase": "month monthly", "bochor": "year", "bochhor": "year", "bosor": "year",
    "bochore": "year yearly", "shaptah": "week", "soptaho": "week", "tarikh": "date",
    "tarik": "date", "shomoy": "time", "somoy": "time", "ghonta": "hour hours",
    # family
    "ammu": "mother", "amma": "mother", "ammi": "mother", "maa": "mother", "abbu": "father",
    "abba": "father", "baba": "father", "bhaiya": "brother", "bhaia": "brother",
    "vaiya": "brother", "bhai": "brother", "vai": "brother", "apu": "sister", "apa": "sister",
    "didi": "sister", "bon": "sister", "bou": "wife", "bouer": "wife", "swami": "husband",
    "shami": "husband", "chele": "son", "cheler": "son", "meye": "daughter",
    "meyer": "daughter", "baccha": "children kids", "bacca": "children kids",
    "bachcha": "children kids", "bacchara": "children kids", "bacchader": "children kids",
    "shashuri": "mother-in-law", "shashudi": "mother-in-law", "sasuri": "mother-in-law",
    "shoshur": "father-in-law", "shosur": "father-in-law", "sosur": "father-in-law",
    "shoshur bari": "in-laws", "khala": "aunt", "khalu": "uncle", "mama": "uncle",
    "mami": "aunt", "chacha": "uncle", "chachu": "uncle", "chachi": "aunt", "fupu": "aunt",
    "phupu": "aunt", "nana": "grandfather", "nani": "grandmother", "dadi": "grandmother",
    "nati": "grandson", "natni": "granddaughter", "bhagne": "nephew", "bhagni": "niece",
    "bondhu": "friend", "bandhobi": "friend", "bandhobir": "friend", "attiyo": "relatives",
    # home, money, work
    "bari": "house home", "barir": "house home", "barite": "home", "basha": "house home flat",
    "basa": "house home flat", "bashay": "house home flat", "bashar": "house home flat",
    "ghor": "room home", "tala": "floor", "talay": "floor", "bhara": "rent", "vara": "rent",
    "gram": "village", "gramer": "village", "jomi": "land plot", "zomi": "land plot",
    "gari": "car", "gaari": "car", "garir": "car", "chakri": "job work", "chakuri": "job work",
    "cakri": "job work", "kaj": "work job", "kaaj": "work job", "beton": "salary",
    "bheton": "salary", "taka": "money taka", "dokan": "shop", "khoroch": "cost expenses",
    "khorch": "cost expenses", "dhar": "lent loan", "dhaar": "lent loan",
    "shonchoy": "savings", "sanchay": "savings", "jomai": "save deposit",
    "joma": "save deposit", "jomacchi": "save deposit", "naam": "name", "nam": "name",
    "thikana": "address",
    # health
    "oshudh": "medicine medication", "oshud": "medicine medication",
    "osudh": "medicine medication", "osud": "medicine medication",
    "oshudher": "medicine medication", "aushadh": "medicine medication",
    "dactar": "doctor", "daktar": "doctor", "daktor": "doctor", "doktor": "doctor",
    "hashpatal": "hospital", "haspatal": "hospital", "jor": "fever", "jwor": "fever",
    "betha": "pain", "byatha": "pain", "batha": "pain", "matha": "head", "chokh": "eye eyes",
    "daat": "teeth", "hatu": "knee", "haatu": "knee", "komor": "back", "buk": "chest",
    "rog": "disease illness", "osukh": "illness sick", "oshukh": "illness sick",
    "chikitsa": "treatment",
    # school, events, pets
    "porikkha": "exam", "porikha": "exam", "porashona": "studies", "jonmodin": "birthday",
    "jonmodine": "birthday", "jonmo din": "birthday", "jnmdin": "birthday",
    "biye": "wedding marriage married", "bie": "wedding marriage married",
    "biya": "wedding marriage married", "biyer": "wedding marriage married",
    "chuti": "holiday leave", "chhuti": "holiday leave", "ghurte": "trip travel",
    "biral": "cat", "beral": "cat", "kukur": "dog", "pakhi": "bird",
    # what is done
    "thake": "live lives", "thaki": "live lives", "thako": "live lives", "thaken": "live lives",
    "thakbe": "stay", "thakto": "lived", "thaktam": "lived", "jay": "go goes",
    "jaay": "go goes", "gelam": "went", "gesi": "went", "gechi": "went", "gesilam": "went",
    "gechilam": "went", "ashe": "comes", "ashbe": "coming arrive", "ashche": "coming",
    "khai": "take eat", "khay": "take eat", "khacchi": "taking take", "khachchi": "taking take",
    "dei": "pay give", "dey": "pay give", "dicchi": "pay give", "kinlam": "bought",
    "kinsi": "bought", "kinechi": "bought", "bechlam": "sold", "bechsilam": "sold",
    "bechechi": "sold", "bechsi": "sold", "nilam": "got bought", "shuru": "start started",
    "suru": "start started", "bondho": "stopped", "shesh": "ended finished", "bollo": "said",
    "bolse": "said", "bolechilo": "said", "ferot": "return back", "lage": "cost need",
    "lagse": "cost need", "lagbe": "cost need", "rowna": "leave", "rawna": "leave",
    "khela": "match game play", "dekhte": "watch see", "bhule": "forgot",
    "bhule gesi": "forgot", "bhule gechi": "forgot", "bhule jai": "forget",
}  # fmt: skip

# Bangla's small words, which say nothing of what is asked: in a Bangla question they are left
# out of the words searched for, as English's are (text.STOPWORDS). The question words are among
# them: "ki" and "kobe" are as common in the person's messages as "what" and "when" in English.
BANGLA_SMALL = frozenset(
    """
    ami amar amr amake amra amader amdr tumi tomar tomake apni apnar apnake tar tara tader
    take ora or ke ki er r e te ta ti ra gula guli ache achhe achi chilo chhilo silo chilam
    chile chila hoy hoye hobe holo hoise hoyeche hoyse hocche korlam korsi kore kori korbo
    korte korche korse korechi koreche dilam dilo dise dibe dibo ar ba na nai nei ni to ei oi
    eta ota oita eita ekta ekti kono kichu shob sob onek khub pls plz bolo kobe kbe kothay
    kothai kothae kotay koto kto koy kon kar kader keno kivabe kibhabe kemne kemon
    abar theke jonno shathe sathe kache moddhe diye o je tay
    """.split()
)

# The small words that only Bangla has; one of them and one more word of Bangla's make a
# question Bangla. "ki", "kon" and "ke" are Urdu's too, "te" Spanish's, "e", "o", "r" and "or"
# chat's or English's: alone they make nothing Bangla.
_ONLY_BANGLA = frozenset(
    """
    kobe kothay kothai kothae koto kto koy ache achhe chilo chhilo chilam ekhon akhon ekhono
    amar amr amader amdr ami amake tumi tomar apnar tader kader keno kivabe kibhabe kemne hobe
    holo hoise hoyeche hoyse korlam korsi korse korechi dilam dibo dibe thake thaki thakbe
    jonno theke shathe kache er dei khai khay khacchi gesi gesilam gelam ebar protibar notun
    ashe ashbe dekhte khela thakbe kore kori korche korbo
    """.split()
)
_BANGLA_MARKS = _ONLY_BANGLA | frozenset("ki ke kon r e te ta ar na o tay".split())
# Words of :data:`BANGLA` that are English words too, or names, never counted as Bangla's on
# their own.
_ENGLISH_TOO = frozenset(
    "por aj din mas rat bon apa baba mama nana gram jay dey lage buk rog beton taka jor bie "
    "biya bari".split()
)
_TOKEN = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=64)  # a recall asks it of the same question four times
def in_bangla(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Bangla: by a small word only Bangla has and one
    more word of Bangla's ("Tanvir er promotion kobe hoise", "amar OPD kon kon din")."""
    said = set(_TOKEN.findall(query.casefold()))
    if not said & _ONLY_BANGLA:
        return False
    marks = said & _BANGLA_MARKS
    bangla = {w for w in said if w in BANGLA and w not in _ENGLISH_TOO} - marks
    return len(marks | bangla) >= 2


def glossed_bangla(query: str) -> str:
    """``query`` with each word or phrase of :data:`BANGLA` followed by its English, in brackets,
    unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Bangla, the words :data:`BANGLA` knows, which are words,
    not typos, and its small words (:data:`BANGLA_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Bangla the person's own messages say
# it in ("ammu abbu Cumilla te thake", "basha change korlam", "amar apu Tania"), searched for
# too. Only things, said one way in Bangla whoever says them, and in a spelling the index
# stems as no English word or name ("gari" is "Gary"'s stem, "bon" a word). Not "biye" for a
# wedding: the person's messages tell of others' ("Mithila r bon er biye"), and "when is my
# wedding anniversary" found one; nor "bhaiya" for a brother, which is any man one is polite to
# ("security bhaiya also watching us now").
SAID_IN_BANGLA = {
    "house": ("bari", "basha"), "home": ("bari", "basha"), "flat": ("basha",),
    "apartment": ("basha",), "rent": ("bhara",), "medicine": ("oshudh", "oshud"),
    "medicines": ("oshudh", "oshud"), "medication": ("oshudh", "oshud"),
    "medications": ("oshudh", "oshud"), "birthday": ("jonmodin",),
    "birthdays": ("jonmodin",), "job": ("chakri",), "salary": ("beton",), "doctor": ("dactar",),
    "mother": ("ammu",), "mum": ("ammu",), "mom": ("ammu",), "parents": ("ammu", "abbu"),
    "sister": ("apu",), "wife": ("bou",), "son": ("chele",),
    "daughter": ("meye",), "children": ("baccha",), "kids": ("baccha",),
    "friend": ("bondhu",), "village": ("gramer",),
}  # fmt: skip


def bangla_for(query: str) -> list[str]:
    """The Bangla words of :data:`SAID_IN_BANGLA` for the things ``query`` names, that it does
    not say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(BANGLA, BANGLA_SMALL, SAID_IN_BANGLA)
