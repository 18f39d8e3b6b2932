"""Romanized Marathi (Marathi as Pune and Mumbai type it, in Latin letters) in a question, read
for recall (DESIGN §6 step 1).

People in Maharashtra type to their agent in English mixed with Marathi in Latin letters, as
they text: "baba chi thyroid chi goli kiti mcg ata?", "sasubai la sugar sathi konti goli chalu
aahe", "Pallavi ata kuthe rahte". The agent's notes say it in English ("User's father's
Thyronorm dose was increased … to 75 mcg"), and the person's own messages in the same mix
("Gokhale madam ne BP chi goli vadhavli …"). Such a question was searched for its small words
("la", "chi", "cha", "aahe", "kay"), which fill every message the person typed and none of the
notes ("dada cha dhanda kay aahe" found "Aarav ata Sr KG la aahe" first), read as Roman Urdu by
the words the two share ("ghari swayampak kon karta"), and its words of what is asked, time and
kin were no words of the notes ("ata" is now, "aai" the mother, "vadhdivas" a birthday).

So a question that is Romanized Marathi by its words (:func:`in_marathi`; read after Kannada and
before Telugu, Tamil, Bangla and Urdu in read/shorthand.py: Urdu's "kon" and "ka" are
Marathi's too) has, as read/kannada.py does for Romanized Kannada,

* each word or phrase of :data:`MARATHI` followed by the English the notes say it in, in
  brackets: "baba (father) chi thyroid chi goli (tablet medicine) kiti (how much) mcg ata
  (now)", "sasubai (mother-in-law) cha vadhdivas (birthday anniversary) kadhi (when)", its own
  words staying, so what the person typed in Marathi is found too;
* its small words (:data:`MARATHI_SMALL`: "la", "chi", "cha", "chya", "madhe", "sathi", "aahe",
  "hota", "kay", "kuthe", "kadhi", "kiti", "ata" …) searched for no more than English's are, and
  the words of :data:`MARATHI` not read as typos of the index's words ("kuthe" is no "kathe",
  "kiti" no "kit") (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, Marathi or English, is searched for the Marathi words the person's own
messages say for what it names (:func:`marathi_for`, :data:`SAID_IN_MARATHI`): "What does the
user's mother do?" finds "aai baba Kolhapur la … aai Sunanda, ghar sambhalte …", "When is the
user's wedding anniversary?" "12 March la amcha lagnacha 10 va vadhdivas". Added to the words
searched for only, as Kannada's are.

Every word is matched whole, in any case; the lists are of everyday words, each in the
spellings people type ("kuthe", "kuthay"; "aahe", "ahe"), the English of each the word the notes
use. A word that is an English word or a common name too ("baba", "dada", "tai", "kay", "band",
"pan", "june") is read as Marathi only in a Marathi question, and never makes one Marathi
("june" is left out: it is a month first).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .glossary import Glossary, in_laws_named, typed_in

__all__ = [
    "MARATHI",
    "MARATHI_SMALL",
    "SAID_IN_MARATHI",
    "glossed_marathi",
    "in_marathi",
    "known_and_small",
    "marathi_for",
]

MARATHI = {
    # what is asked
    "kay": "what", "kaay": "what", "kuthe": "where", "kuthay": "where", "kute": "where",
    "kuthun": "where from", "kadhi": "when", "kadhee": "when", "kevha": "when",
    "kevhaa": "when", "kiti": "how much how many", "kon": "who", "kona": "who",
    "konala": "who", "kunacha": "whose", "kunachi": "whose", "konta": "which",
    "konti": "which", "konte": "which", "kontya": "which", "kuthla": "which",
    "kuthli": "which", "kuthle": "which", "kuthlya": "which", "kasa": "how", "kashi": "how",
    "kase": "how", "kashala": "why", "kiti vajta": "what time",
    "konta divas": "which day", "kiti divas": "how many days",
    # when
    "ata": "now", "aata": "now", "sadhya": "now currently", "aadhi": "before earlier",
    "adhi": "before earlier", "pahile": "before earlier first", "aadhicha": "previous earlier",
    "aadhichi": "previous earlier", "navin": "new", "navi": "new", "nava": "new",
    "juna": "old previous", "juni": "old previous", "junya": "old previous", "aaj": "today",
    "udya": "tomorrow", "varsha": "year", "varshi": "year", "mahina": "month",
    "mahinyala": "a month monthly", "mahinyat": "month", "mahinyachya": "month",
    "athavda": "week", "aathavda": "week", "divas": "days day", "roj": "daily every day",
    "pudhcha": "next", "pudhchya": "next", "pudhchi": "next", "maglya": "last",
    "chalu": "current ongoing", "pasun": "since from",
    # family (as read/kannada.py glosses them: a kin word, not "my" kin)
    "aai": "mother", "aaee": "mother", "baba": "father", "sasubai": "mother-in-law",
    "saasubai": "mother-in-law", "sasu": "mother-in-law", "sasre": "father-in-law",
    "sasare": "father-in-law", "navra": "husband", "navryacha": "husband", "nawra": "husband",
    "bayko": "wife", "baiko": "wife", "mulga": "son", "mulgi": "daughter", "mula": "children kids",
    "mulanna": "children kids", "dada": "elder brother", "tai": "elder sister",
    "bhau": "brother", "bahin": "sister", "bahini": "sister", "aaji": "grandmother",
    "ajji": "grandmother", "ajoba": "grandfather", "aajoba": "grandfather", "mavshi": "aunt",
    "kaka": "uncle", "kaku": "aunt", "atya": "aunt", "maitrin": "friend", "mitra": "friend",
    "maitrini": "friend",
    # home, money, work
    "ghar": "home", "ghari": "home", "gharcha": "home", "bhade": "rent",
    "bhaade": "rent", "bhadyacha": "rent rented", "pagar": "salary", "kaam": "work job",
    "naukri": "job", "nokri": "job", "paise": "money", "karj": "loan", "naav": "name",
    "patta": "address", "pata": "address", "shala": "school", "shaala": "school",
    "shalet": "school", "iyatta": "class standard", "iyattet": "class standard",
    "iyatteet": "class standard", "dhanda": "business", "dhandha": "business",
    "vyavsay": "business", "swayampak": "cooking cook", "jevan": "food meal",
    "gaadi": "car vehicle", "gadi": "car vehicle", "kutra": "dog", "kutrya": "dog",
    "manjar": "cat", "lagna": "wedding marriage married", "lagn": "wedding marriage married",
    "lagnacha": "wedding marriage", "lagnala": "wedding marriage", "lagnachi": "wedding marriage",
    "vadhdivas": "birthday anniversary", "vaddivas": "birthday anniversary",
    "vadhadivas": "birthday anniversary", "vadhdivasala": "birthday anniversary",
    "sann": "festival", "deul": "temple", "mandir": "temple", "davakhana": "clinic hospital",
    "dawakhana": "clinic hospital", "light bill": "electricity bill", "chhand": "hobby",
    "faral": "snacks sweets",
    # health
    "goli": "tablet medicine", "golya": "tablets medicines", "aushadh": "medicine",
    "aushadha": "medicine", "aushadhe": "medicines", "dukhte": "pain hurts", "taap": "fever",
    "gudghe": "knee knees", "sakhar": "sugar", "sugar": "diabetes",
    # what is done
    "rahte": "lives", "rahto": "live", "rahtat": "live", "rahta": "live", "rahtes": "live",
    "rahilo": "stayed", "rahile": "stayed", "rahila": "stayed", "karte": "does works",
    "karto": "does works", "kartat": "does work", "karta": "does", "kela": "did done",
    "keli": "did done", "kele": "did done", "jate": "goes", "jato": "goes", "jatat": "go",
    "jaycha": "go going", "jaaycha": "go going", "yete": "comes", "yeto": "comes",
    "yetat": "come", "yetey": "coming", "yeta": "comes", "aali": "came", "aala": "came",
    "aale": "came", "ghetla": "took bought", "ghetli": "took bought", "ghetle": "took bought",
    "ghetat": "take takes", "ghete": "takes", "gheto": "takes", "badalli": "changed",
    "badalla": "changed", "badalle": "changed", "zala": "happened", "zali": "happened",
    "zale": "happened", "basto": "is kept installed stays", "baste": "stays",
    "milali": "got", "milala": "got", "sodla": "left", "sodli": "left", "kapto": "deducted",
    "kapte": "deducted", "bharto": "pay paid", "bharte": "pay paid", "deto": "pay gives",
    "dete": "pay gives", "detat": "pay give", "vaparte": "uses", "vaparto": "uses",
    "shikavte": "teaches", "shikavto": "teaches", "shikte": "studies learns",
    "shikto": "studies learns", "shikayla": "learn learning",
}  # fmt: skip

# Marathi's small words, which say nothing of what is asked: in a Marathi question they are left
# out of the words searched for, as English's are (text.STOPWORDS). The question words and
# "now" are among them: "kay" and "kuthe" are as common in the person's messages as "what" and
# "where" in English, "ata" and "chalu" (going on) as "now".
MARATHI_SMALL = frozenset(
    """
    la na ne chi cha che chya madhe madhye madhla madhli sathi ani va pan ka ki mi majha majhi
    majhe maza mazi maze amcha amchi amche amchya aamcha aamchi tyacha tyachi ticha tichi to ti
    te he ha hi kade varun aahe ahe aahes aahet ahet hota hoti hote hoto nahi kay kaay kuthe
    kuthay kute kadhi kadhee kevha kevhaa kiti kon kona konala konta konti konte kontya kuthla
    kuthli kuthle kuthlya kasa kashi kase ata aata chalu
    """.split()
)

# The words only Marathi has (not Kannada's, Telugu's, Tamil's, Bangla's or Urdu's, not
# English's, Spanish's or a common name's: "pagar" is Spanish's "to pay" too): one of them and
# one more word of Marathi's make a question Marathi ("Amit la shengdanyachi allergy aahe
# ka?"), and so does one of its question words no other language the person may type has ("Ira
# chi shala konti", "ata EMI kiti kapto").
_ONLY_MARATHI = frozenset(
    """
    aahe ahe aahes aahet ahet kuthe kuthay kuthun kadhi kadhee kevha kevhaa kiti konta konti
    konte kontya kuthla kuthli kuthle kuthlya kunacha kunachi kashala madhe madhye madhla
    madhli sathi majha majhi majhe amcha amchi amche amchya aamcha aamchi tyacha ticha aadhi
    aadhicha aadhichi navin junya sadhya mahinyala mahinyat mahinyachya athavda aathavda pudhcha
    pudhchya maglya chalu pasun sasubai saasubai navra navryacha bayko mulga mulgi mulanna
    ajoba aajoba mavshi maitrin maitrini ghari gharcha bhadyacha iyatta iyattet iyatteet
    swayampak lagna lagnacha lagnala lagnachi vadhdivas vaddivas vadhadivas vadhdivasala
    davakhana dawakhana chhand faral golya aushadh aushadha aushadhe dukhte gudghe sakhar rahte
    rahto rahtat rahtes rahilo rahile kartat jatat jaycha jaaycha yetat yetey ghetla ghetli
    ghetle ghetat badalli badalla badalle zala zali basto milali milala sodla sodli kapto kapte
    bharto bharte vaparte vaparto shikavte shikavto shikayla
    """.split()
)
_ALONE = frozenset(
    "aahe ahe kuthe kadhi kevha kiti konta konti kontya kuthla kuthli kuthlya madhe".split()
)
_MARATHI_MARKS = _ONLY_MARATHI | frozenset(
    "la chi cha che chya ne ani kay kon hota hoti hote hoto nahi ata aata".split()
)
# Words of :data:`MARATHI` that are English words or names too, never counted as Marathi's.
_ENGLISH_TOO = frozenset(
    "baba dada tai kaka kay ka kona kasa kase mula mitra pata aala nava navi sann mandir pan "
    "band bhau aaji ajji kela karte karta jate dete te deto pagar".split()
)


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_marathi(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Marathi: by a word only Marathi has and one more
    word of Marathi's ("dada cha dhanda kay aahe", "sasubai cha vadhdivas kadhi"), or by one of
    its question words no other language has, in small letters ("Pallavi ata kuthe rahte")."""
    return typed_in(
        query,
        own=_ONLY_MARATHI,
        alone=_ALONE,
        marks=_MARATHI_MARKS,
        known=MARATHI,
        english_too=_ENGLISH_TOO,
    )


def glossed_marathi(query: str) -> str:
    """``query`` with each word or phrase of :data:`MARATHI` followed by its English, in
    brackets, unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Marathi, the words :data:`MARATHI` knows, which are
    words, not typos, and its small words (:data:`MARATHI_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Marathi the person's own messages
# say it in ("aai baba Kolhapur la … rahtat", "sasubai chi goli badalli", "amcha lagnacha 10 va
# vadhdivas"), searched for too. Only things and kin, said one way in Marathi whoever says them,
# in a spelling the index stems as no English word or name: not "baba" (Urdu's and Bangla's,
# and a title), "dada" (Urdu's grandfather), "tai" (a name), nor "vadhdivas" for a birthday
# alone (the anniversary's word too: "When is the daughter's birthday?" would find the
# wedding's "lagnacha vadhdivas").
SAID_IN_MARATHI = {
    "mother": ("aai",), "mom": ("aai",), "mum": ("aai",), "mother-in-law": ("sasubai",),
    "husband": ("navra",), "wife": ("bayko",), "son": ("mulga",), "daughter": ("mulgi",),
    "wedding": ("lagnacha",), "marriage": ("lagnacha",), "anniversary": ("vadhdivas",),
    "school": ("shala",), "business": ("dhanda",),
    "cook": ("swayampak",), "cooks": ("swayampak",), "cooking": ("swayampak",),
    "hobby": ("chhand",), "hobbies": ("chhand",), "dog": ("kutra",),
}  # fmt: skip
# (an in-law said in words: "mother in law sugar tablet", "mil's goli")
_IN_LAW = re.compile(r"\b(mother|mom|mum|father|dad)[\s-]+in[\s-]+laws?\b|\bmil['’]s\b",
                     re.IGNORECASE)  # fmt: skip


def marathi_for(query: str) -> list[str]:
    """The Marathi words of :data:`SAID_IN_MARATHI` for the things ``query`` names, that it does
    not say itself, in order."""
    return _GLOSSARY.said_for(query, in_laws_named(query, _IN_LAW))


_GLOSSARY = Glossary(MARATHI, MARATHI_SMALL, SAID_IN_MARATHI)
