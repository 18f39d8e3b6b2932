"""Roman Urdu (and Hindi-English) in a question, read for recall (DESIGN §6 step 1).

People in Pakistan and India type to their agent in English mixed with Urdu or Hindi in Latin
letters, as they text: "abbu ki sugar ki dawai kitni mg hai ab", "ghar ka rent kitna hai",
"ibrahim ki salgirah kab hai". The agent's notes say it in English ("User's father's metformin
was raised to 1000 mg …", "the monthly rent is Rs 180,000"), and the person's own messages in
the same mix. Such a question was searched for its small words ("ka", "ki", "hai", "mein",
"tha"), which fill every message the person typed and none of the notes: "ghar ka rent kitna
hai" found "Ayesha ka O level result aya … ghar k pas hai" for its "ghar", "ka" and "hai".

So a question that is Roman Urdu by its small words (:func:`in_urdu`; Taglish, which shares
"ka" and "ko", stays Taglish: read/shorthand.py) has

* each word or phrase of :data:`URDU` followed by the English the notes say it in, in brackets,
  as :mod:`memwarden.read.shorthand` glosses Taglish, Arabizi and Spanish: "ghar (house home) ka
  rent kitna (how much) hai", "is saal (this year) anniversary pe kya (what) kiya tha" — its
  own words staying, so what the person typed in Urdu is found too. A parent is glossed as the
  notes name them, "abbu (father)", not as "dad", which entities/relations.py reads as the
  person's own and spells with the names told of him: the one memory that told them then
  outranked every other about him (three first answers of the blind suite);
* its small words (:data:`URDU_SMALL`: "ka", "ki", "k", "hai", "mein", "tha", "mera", "kya",
  "kab" …) searched for no more than English's are, and the words of :data:`URDU` not read as
  typos of the index's words ("kahan" is no "kaha") (:func:`known_and_small`);
* its meaning read without those small words (:func:`without_words`): to MiniLM, which knows no
  Urdu, they made the question as near to every message typed in Urdu as to its answer.

And any question, Urdu or English, is searched for the Urdu words the person's messages say
for what it names (:func:`urdu_for`, :data:`SAID_IN_URDU`): "user's wife name" finds "wife ka
naam Sadia hai", "users spine problem" "kamar mein dard bohat hai yaar". These are added to the
words searched for only: no memory of anyone else holds them, and MiniLM would read no more
than their letters into the question's meaning.

Every word is matched whole, in any case; the lists are of everyday words, the English of each
the word the notes use. A word that is English too ("band", "beta", "sugar", "din") is read as
Urdu only in an Urdu question, and a word read two ways in Urdu itself ("kal": yesterday and
tomorrow) is left as typed.
"""

from __future__ import annotations

import re

from .glossary import Glossary

__all__ = [
    "SAID_IN_URDU",
    "URDU",
    "URDU_SMALL",
    "glossed_urdu",
    "in_urdu",
    "known_and_small",
    "urdu_for",
    "without_words",
]

URDU = {
    # what is asked
    "kya": "what", "kab": "when", "kab se": "since when", "kab tak": "until when",
    "kahan": "where", "kahaan": "where", "kidhar": "where", "kon": "who", "kaun": "who",
    "koun": "who", "kisne": "who", "kisko": "whom who", "kise": "whom who",
    "kiska": "whose", "kiski": "whose", "kiske": "whose", "kis": "which", "konsa": "which",
    "konsi": "which", "konse": "which", "kaunsa": "which", "kaunsi": "which",
    "kaunse": "which", "kon sa": "which", "kon si": "which", "kon se": "which",
    "kaun sa": "which", "kaun si": "which", "kitna": "how much", "kitni": "how much",
    "kitne": "how many much", "kitnay": "how many much", "kaisa": "how", "kaisi": "how",
    "kaise": "how", "kesa": "how", "kesi": "how", "kese": "how", "kyun": "why", "kyu": "why",
    "kyon": "why", "kis din": "which day", "kis date": "which date",
    "kis tareekh": "which date", "kis tarikh": "which date", "kis jagah": "which place where",
    "kis waqt": "what time", "kitne baje": "what time", "kis saal": "which year",
    # when
    "ab": "now", "abhi": "now", "aaj": "today", "aj": "today", "aaj kal": "these days",
    "ajkal": "these days", "pehle": "before earlier", "pehlay": "before earlier",
    "pehla": "first", "pehli": "first", "baad": "after", "baad mein": "later",
    "agla": "next", "agle": "next", "agli": "next", "pichla": "last", "pichle": "last",
    "pichli": "last", "purana": "old previous", "purani": "old previous",
    "purane": "old previous", "naya": "new", "nayi": "new", "naye": "new",
    "is saal": "this year", "pichle saal": "last year", "agle saal": "next year",
    "is mahine": "this month", "pichle mahine": "last month", "agle mahine": "next month",
    "is hafte": "this week", "pichle hafte": "last week", "agle hafte": "next week",
    "saal": "year", "mahina": "month", "mahine": "month", "hafta": "week", "hafte": "week",
    "din": "day", "raat": "night", "subah": "morning", "subha": "morning",
    "shaam": "evening", "dopahar": "afternoon", "roz": "daily every day",
    "rozana": "daily every day", "har saal": "every year", "har mahine": "every month",
    "tareekh": "date", "tarikh": "date", "waqt": "time",
    # family (a parent as the notes name them: the module's docstring)
    "abbu": "father", "abba": "father", "abbaji": "father", "abbu ji": "father",
    "walid": "father", "ammi": "mother", "amma": "mother", "ammi jan": "mother",
    "ammijan": "mother", "walida": "mother", "bhai": "brother", "bhaijan": "brother",
    "bhaiya": "brother", "bhaiyon": "brothers", "behen": "sister", "behan": "sister",
    "behn": "sister", "bahan": "sister", "baji": "sister", "aapi": "sister",
    "behnen": "sisters", "behnein": "sisters", "behno": "sisters", "behnon": "sisters",
    "beta": "son", "bete": "son sons", "betay": "son sons", "beton": "sons", "beti": "daughter",
    "betiyan": "daughters", "betiyon": "daughters", "betian": "daughters", "bacha": "child kid",
    "bache": "children kids", "bachay": "children kids", "bachon": "children kids",
    "bachcho": "children kids", "bachchon": "children kids", "bachi": "daughter girl",
    "biwi": "wife", "bivi": "wife", "begum": "wife", "shohar": "husband", "shauhar": "husband",
    "miyan": "husband", "dada": "grandfather", "dadi": "grandmother", "nana": "grandfather",
    "nani": "grandmother", "pota": "grandson", "poti": "granddaughter", "nawasa": "grandson",
    "nawasi": "granddaughter", "chacha": "uncle", "chachu": "uncle", "taya": "uncle",
    "mamu": "uncle", "mamoon": "uncle", "khalu": "uncle", "phuppa": "uncle", "chachi": "aunt",
    "mumani": "aunt", "khala": "aunt", "phuppo": "aunt", "phupho": "aunt", "phuppi": "aunt",
    "bhatija": "nephew", "bhateeja": "nephew", "bhanja": "nephew", "bhatiji": "niece",
    "bhateeji": "niece", "bhanji": "niece", "saas": "mother-in-law",
    "sasur": "father-in-law", "susar": "father-in-law", "bhabhi": "sister-in-law",
    "bhabi": "sister-in-law", "behnoi": "brother-in-law", "bahnoi": "brother-in-law",
    "jija": "brother-in-law", "damad": "son-in-law", "bahu": "daughter-in-law",
    "dost": "friend", "doston": "friends", "rishtedar": "relatives",
    # home, money, work
    "ghar": "house home", "makan": "house", "makaan": "house", "kamra": "room",
    "kamre": "room", "kiraya": "rent", "kiraye": "rent", "kraya": "rent", "zameen": "land plot",
    "zamin": "land plot", "gari": "car", "gaari": "car", "gaadi": "car", "gadi": "car",
    "garri": "car", "naukri": "job work", "nokri": "job work", "naukari": "job work",
    "kaam": "work job", "daftar": "office", "dafter": "office", "tankhwah": "salary",
    "tankhwa": "salary", "tankhah": "salary", "tankha": "salary", "paise": "money",
    "paisay": "money", "paisa": "money", "qarz": "loan debt", "qarza": "loan debt",
    "karza": "loan debt", "qist": "installment", "kist": "installment",
    "qisten": "installments", "qiston": "installments", "kiston": "installments",
    "bachat": "savings", "kharcha": "cost expenses", "kharch": "cost expenses",
    "bijli": "electricity", "dukaan": "shop", "dukan": "shop", "naam": "name",
    # health
    "dawai": "medicine medication", "dawa": "medicine medication",
    "dawaai": "medicine medication", "dawaiyan": "medicines medications",
    "dawaiyon": "medicines medications", "goli": "pill tablet medicine",
    "goliyan": "pills tablets medicines", "golian": "pills tablets medicines",
    "goliyon": "pills tablets medicines", "ilaj": "treatment", "ilaaj": "treatment",
    "bimari": "illness condition", "beemari": "illness condition", "bimar": "sick ill",
    "beemar": "sick ill", "dard": "pain", "bukhar": "fever", "bukhaar": "fever",
    "sugar": "diabetes", "bp": "blood pressure", "dil": "heart", "kamar": "back",
    "ghutna": "knee", "ghutne": "knees", "ghutno": "knees", "ghutnon": "knees",
    "aankh": "eye", "ankh": "eye", "aankhen": "eyes", "aankhon": "eyes", "daant": "teeth",
    "dant": "teeth", "haath": "hand", "hath": "hand", "seena": "chest", "chot": "injury",
    "haspatal": "hospital", "aspatal": "hospital", "daktar": "doctor", "dakter": "doctor",
    "tabiyat": "health", "tabiat": "health", "khoon": "blood",
    # school, faith, events, pets, food
    "parhai": "studies school", "padhai": "studies school", "imtihan": "exam",
    "imtehan": "exam", "natija": "result", "ustad": "teacher", "ustaad": "teacher",
    "shaadi": "wedding marriage married", "shadi": "wedding marriage married",
    "nikah": "wedding marriage", "mangni": "engagement", "salgirah": "birthday",
    "saalgirah": "birthday", "salgira": "birthday", "saalgira": "birthday",
    "janamdin": "birthday", "janam din": "birthday", "masjid": "mosque",
    "namaz": "prayer prayers", "chutti": "leave holiday", "chhutti": "leave holiday",
    "chuttiyan": "holidays", "billi": "cat", "kutta": "dog", "kutte": "dog", "tota": "parrot",
    "janwar": "animal pet", "khana": "food", "nashta": "breakfast", "pasand": "favourite like",
    "pasandida": "favourite",
    # what is done
    "rehta": "live lives", "rehti": "live lives", "rehte": "live lives",
    "rehtay": "live lives", "jata": "go goes", "jati": "go goes", "jate": "go goes",
    "jatay": "go goes", "jaata": "go goes", "jaate": "go goes", "gaya": "went",
    "gaye": "went", "gayi": "went", "aata": "comes", "ata": "comes", "aati": "comes",
    "ati": "comes", "aate": "come", "ate": "come", "aya": "came", "aaya": "came",
    "karta": "does do", "krta": "does do", "karti": "does do", "krti": "does do",
    "parhta": "studies prays", "parhti": "studies prays", "padhta": "studies prays",
    "padhti": "studies prays", "leta": "take takes", "leti": "take takes",
    "lete": "take takes", "le raha": "taking take", "le rahi": "taking take",
    "deta": "give pay", "deti": "give pay", "dete": "give pay", "milenge": "meet",
    "milega": "meet", "milegi": "meet", "kharida": "bought", "kharidi": "bought",
    "becha": "sold", "bechi": "sold", "shuru": "start started", "khatam": "ended finished",
    "band": "stopped closed", "badla": "changed", "badli": "changed", "lagate": "apply use",
    "lagati": "apply use", "lagata": "apply use", "lagaya": "applied", "bulaya": "invited",
    "rakha": "named kept", "nikalta": "pay give", "nikalti": "pay give", "nikalte": "pay give",
}  # fmt: skip

# Urdu's small words, which say nothing of what is asked: in an Urdu question they are left out
# of the words searched for, as English's are (text.STOPWORDS). The question words are among
# them: "kab" and "kya" are as common in the person's messages as "when" and "what" in English.
URDU_SMALL = frozenset(
    """
    ka ki ke k ko se mein me main mai mujhe mujhay hum ham tum aap ap hai hain hay hy tha thi
    thay thin ho hun hoon hu hon raha rahi rahe rha rhi rhe wala wali wale walay pe par pas paas
    aur bhi to hi na nahi nahin mera meri mere apna apni apne hamara hamari hamare humara humari
    yeh ye woh wo jo ya kuch sab bohat bahut bht bohot bas phir yaar yar ji kr kar karna krna
    krni karni kiya kia hua hui hue hoga hogi honge hota hoti hote gi ga ge batao bata btao bta
    dena de do dein pls plz kya kab kahan kahaan kidhar kon kaun koun kis kisne kisko kise kiska
    kiski kiske konsa konsi konse kaunsa kaunsi kaunse kitna kitni kitne kitnay kaisa kaisi
    kaise kesa kesi kese kyun kyu kyon ab abhi wahan yahan dega degi denge lega legi lenge
    """.split()
)

# The small words that only Urdu has; one of them and one more word of Urdu's, or two words of
# :data:`URDU` that are no English words, make a question Urdu. "ka", "ko" and "wala" are
# Tagalog's too, "se" Spanish's, "main", "me", "par" and "to" English: alone they make nothing
# Urdu (and a question Tagalog by its own small words is Taglish: read/shorthand.py).
_ONLY_URDU = frozenset(
    """
    hai hain tha thi thay kya kab kahan kahaan kidhar kaun kitna kitni kitne konsa konsi konse
    kaunsa kaunsi kaunse kaisa kaisi kaise kyun kyon mein mera meri mere hun hoon raha rahi rahe
    wali wale nahi nahin hamara hamari apna apni apne mujhe batao dega degi denge lega legi lenge
    """.split()
)
_URDU_MARKS = _ONLY_URDU | frozenset(
    "ka ki ke k ko se pe kon kis ab abhi bhi aur yaar wala".split()
)
# Words of :data:`URDU` that are English words too, never counted as Urdu's on their own.
_ENGLISH_TOO = frozenset(
    "ab bp band beta sugar din dil main me par to hi ho na ata ate bacha dada nana taya kaam "
    "dost janwar".split()
)
_TOKEN = re.compile(r"[^\W\d_]+")


def in_urdu(query: str) -> bool:
    """Whether ``query`` is typed in Roman Urdu or Hindi-English: by a small word only Urdu has
    and one more word of Urdu's ("ghar ka rent kitna hai", "civic ki service kab hai"), or by
    a word of :data:`URDU` no English word is and another ("wen is abbu ka checkup", "bachon k
    birthday batao")."""
    said = set(_TOKEN.findall(query.casefold()))
    marks = said & _URDU_MARKS
    urdu = {w for w in said if w in URDU and w not in _ENGLISH_TOO} - marks
    if said & _ONLY_URDU:
        return len(marks | urdu) >= 2
    return bool(urdu) and len(marks | urdu) >= 2


def glossed_urdu(query: str) -> str:
    """``query`` with each word or phrase of :data:`URDU` followed by its English, in brackets,
    unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Roman Urdu, the words :data:`URDU` knows, which are words, not
    typos ("kahan" is not "kaha" misspelt), and its small words (:data:`URDU_SMALL`)."""
    return _GLOSSARY.known_and_small(query)


# The other way: what a question names in English, and the Urdu the person's own messages say
# it in ("wife ka naam Sadia hai", "kamar mein dard", "naya ghar liya hai"), searched for too.
# Only things, said one way in Urdu whoever says them: not what is asked or done, and not in a
# spelling the index would stem as an English word or name ("gari" is "Gary"'s stem, "bache"
# "Bach"'s; "beta", "abba", "shadi" and "begum" are words and names of their own).
SAID_IN_URDU = {
    "name": ("naam",), "names": ("naam",), "birthday": ("salgirah", "saalgirah"),
    "birthdays": ("salgirah", "saalgirah"), "wedding": ("shaadi",), "marriage": ("shaadi",),
    "married": ("shaadi",), "house": ("ghar",), "home": ("ghar",), "rent": ("kiraya", "kiraye"),
    "car": ("gaari", "gaadi"), "medicine": ("dawai", "dawa", "goli"),
    "medicines": ("dawai", "dawa", "goli"), "medication": ("dawai", "dawa", "goli"),
    "medications": ("dawai", "dawa", "goli"), "pill": ("goli",), "pills": ("goli", "goliyan"),
    "tablet": ("goli",), "tablets": ("goli", "goliyan"), "back": ("kamar",),
    "spine": ("kamar",), "heart": ("dil",), "knee": ("ghutna", "ghutne"),
    "knees": ("ghutne", "ghutno"), "salary": ("tankhwah",), "job": ("naukri", "nokri"),
    "father": ("abbu",), "dad": ("abbu",), "mother": ("ammi", "amma"), "mum": ("ammi", "amma"),
    "mom": ("ammi", "amma"), "brother": ("bhai",), "sister": ("behen", "baji"),
    "sisters": ("behnen",), "daughter": ("beti",), "daughters": ("betiyan",),
    "children": ("bachon", "bachay"), "kids": ("bachon", "bachay"), "wife": ("biwi",),
    "husband": ("shohar",), "friend": ("dost",), "mosque": ("masjid",), "pain": ("dard",),
}  # fmt: skip


def urdu_for(query: str) -> list[str]:
    """The Urdu words of :data:`SAID_IN_URDU` for the things ``query`` names, that it does not
    say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(URDU, URDU_SMALL, SAID_IN_URDU)


def without_words(text: str, left_out: frozenset[str]) -> str:
    """``text`` without the words ``left_out`` (in any case), its spaces made single."""
    kept = _ANY_WORD.sub(lambda m: "" if m.group(0).casefold() in left_out else m.group(0), text)
    return " ".join(kept.split())


_ANY_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
