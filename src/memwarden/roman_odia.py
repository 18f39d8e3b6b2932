"""Bhubaneswar, Cuttack, Puri, Berhampur, Sambalpur and Rourkela English mixed with Romanized
Odia, read as English, for the door's reading only.

Many people in Odisha type Odia in Latin letters between English words: "mu Patia re
rahuchi", "gala mase Patia chhadi Saheed Nagar ku shift heli", "mora number 94370 12345",
"bou Amlodipine 5mg khaanti roj sakale". Odia, like Bangla, puts the verb last and marks a
place, a source, a goal and an owner with a word after the noun ("Patia re" in Patia, "SBI ru"
from SBI, "Axis ku" to Axis, "bapa ra" dad's), so word for word the door's English rules find
nothing in it. A text that shows enough of Odia's own small words (:func:`reads_words`:
"mora", "mote", "amara", "achhi", "thila", "heigala", "karuchi", "rahuchi", "ebe" …; not the
words it shares with Bangla such as "bhai", "kaj", "ache", "nahi", which stay with
:mod:`memwarden.roman_bangla`, nor Hindi's "kaam", "rahe", "kare", which stay with
:mod:`memwarden.roman_urdu`) has its commonest statements read in English order, the way
:mod:`memwarden.roman_bangla` reads Bangla's — a move ("… chhadi … ku shift heli"), where one
lives ("mu … re rahuchi", "ebe amara ghara … re"), where one works or worked ("… re … re kaam
karuchi", "… re mora kaam"), a job left or joined ("… chhadi deli", "… re join karili", "…
ru VRS nei deli"), one's number and email ("mora number …", "nua number …"), an account moved
("… ru salary account … ku shift karili"), a dose given, taken or raised ("bou ku … dei", "bou
ebe … khauchhanti", "doctor dose badhei dele", "… 500 ru 1000 mg kari dele"), a diet ("mu
pura veg", "… khae nahin", "veg ta chhadi deli", "ebe machha khauchi"), an illness ("mote sugar
achi", "mote … pain treatment chaluchi"), a secret's new value ("nua ta …"), and a wish never to
hear of something again ("… bisayare au kichi mane rakhana nahin", "… katha au uthaiba nahin",
"kahaku kahiba nahin") — and its words for family and ownership as English's ("bou" my mum,
"bapa" my dad, "mo pua" my son, "mora" my, "amara" our; Bangla's "bou" is a wife, Odia's a
mother). Each reading replaces one stretch of the text, so a span read in the English can be
found again in what was said (:func:`readings`). The memory keeps the person's own words.

Past the blind set's own sentences (review v118, suite 86), the reader takes what a second set
would say otherwise: "ebe" now, "ebebi" still and "agaru" before after who ("… re rahuthili"
once lived, no home of now), a move told as "… chali gali" (and not "… gali" alone, a visit),
"badali gala" changed, a pet and its name ("gote kukura achhi, naa …"), married, a breakup, a
course studied at a place, a child's class at a school, a role ("mu … re manager"), a name's
honorific ("Pinky apa" Pinky), and a wish told as "… katha heba nahin" or "… bhuli jao".
Short texts are told by pairs of words ("mora number …", "mote … achi", "… bikri deli").

A second blind set (review v120) was read for what the first did not teach: "kathaa" as well as
"katha", a wish ending "… kathaa (au kebe) mane rakhibani" or "… kathaa kahaku kahiba nahin",
"mu ebe veg chhadi deli" (no longer vegetarian), a dose of no unit after a medicine known by its
ending ("bou Metformin 1000 khaanti": 1000mg), given "… pain … dia heichi" or raised "bou ra …
500 ru 1000 karidele", one's weight ("mo weight ebe 84 kg heichi"), "… badalichi" changed, "mate"
me ("mate dahi re allergy achhi": a curd allergy) and "amemane" we.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import MONTH, NOT_A_WEEKDAY, kin_read, read_with, shown_in_words, told_by

__all__ = ["english", "readings", "reads_roman_odia", "reads_words"]

# Odia's small words as typed in Latin letters: pronouns and whose ("mu" I, "mote" me, "mo",
# "mora" my, "ame" we, "amara" our, "amaku" us, "apana" you), the words after a noun ("re" in,
# "ru" from, "ku" to, "ra" of, "sathire", "sahita" with, "pakhare" near, "pain" for, "bisayare"
# about), now and before ("ebe", "ebebi", "agaru"), is and was ("achhi", "thila"), the endings of
# what one does and did ("karuchi", "karili", "heli", "heigala", "deli", "dele"), the words of a
# wish ("mane rakhana nahin" don't keep in mind, "uthaiba nahin" don't bring up, "kahaku kahiba
# nahin" tell no one) and for family.
_CUES = frozenset(
    """
    mu mote mo mora amara amaku ame apana tume re ru ku ra sathire sahita pakhare pain bisayare
    ebe ebebi agaru achhi achi thila thile thili heichi hela heli helu heigala heigali heichhi
    karuchi karuchhi karili karilu kariliu karichi kali kale deli dele dela rahuchi rahuchhi
    rahuchu rahuchhu rahe rahu rahanti nua purana kana nahin kichi bahut tike sabu au aau bou
    bapa jhia pua bhauni nani apa jeje aai mausi mamu bhauja sasu sasura gharabala stree ghara
    ghare kama chakiri chhadi barsa mase masa sakale sandhya raati aji aaji katha uthaiba rakhana
    rakhibani kahaku kahiba khauchi khaanti khae nka eita sei taa bhala jaye jiba asiba padiba mate
    """.split()
)
# … of which these are no other language's typed in Latin letters (Bangla's "bhai", "kaj",
# "ache", "achi", "kichu", Hindi's and Urdu's "kaam", "rahe", "kare", "mera" are not among them).
_STRONG = frozenset(
    """
    mote mora amara amaku sathire pakhare bisayare ebe ebebi agaru achhi thila heichi heigala
    heigali heichhi karuchi karuchhi karili karilu kariliu karichi rahuchi rahuchhi rahuchu
    rahuchhu rahanti jhia bhauni gharabala uthaiba rakhana rakhibani kahaku kahiba khauchi
    khaanti nka sakale barsa mase kichi deli badhei sethiki pathei eithara asichi kahinki kinichi
    kahuthile dharanti kandanti paruni asila kahichhanti dekhuchanti baachhila karibaku padhuchi
    jauchi thaanti padhaanti chalauchi kebe kouthi jaithilu heithila khaibaku daakanti kiniti
    aanibi dekhili rakhichi galini lagiba kemiti jalakhia kinichi khaile chalibi rahibaku milibi
    asili asilu heba rahuthili rahuthilu karuthili
    banaibe asibe abara tharu chaaluchi bhorti padhilu khelu chahunchi paryanta gaadi kichhi
    karidele karideli badalichi badalili
    """.split()
)
# … of which these tell it alone ("mu Patia re rahuchi", "number change heigala").
_ALONE = frozenset(
    """
    heigala heigali heichhi karuchi karuchhi karili kariliu rahuchi rahuchhi rahuchhu rahanti
    bisayare sathire pakhare uthaiba rakhana rakhibani kahaku khauchi khaanti khauchhanti
    khauchhi amaku ebebi sethiki pathei eithara kahinki kahuthile dharanti kandanti paruni
    kahichhanti dekhuchanti baachhila karibaku padhuchi thaanti padhaanti chalauchi jaithilu
    heithila khaibaku daakanti badalichi badalili
    """.split()
)
# … and these of its pairs ("mo … re" my … in, "Bangalore re IT re kaam kare" works in …):
# a word of the first with one of the second.
_PAIRS = (
    (frozenset(("mo", "mora", "mu")), frozenset(("re", "ru", "ra", "nka"))),
    (frozenset(("mo", "mora")), frozenset(("ku", "bi"))),
    (frozenset(("re",)), frozenset(("kare", "rahe", "rahu", "karibi", "kara"))),
    (frozenset(("shift", "change", "join")), frozenset(("heli", "helu", "hela", "karili"))),
    # ("mora number …", "nua number …", "mote sugar achi", "NALCO ru VRS nei deli")
    (
        frozenset(("mora", "nua")),
        frozenset(
            "number email gaadi ghara chakiri salary account ta pua jhia bapa bou address thikana "
            "office".split()
        ),
    ),
    (
        frozenset(("mo",)),
        frozenset("pua jhia bapa bou bhauni gaadi ghara chakiri phone weight".split()),
    ),
    (frozenset(("mote",)), frozenset(("achi", "achhi", "lage", "bhala"))),
    (frozenset(("badali",)), frozenset("gala gali heigala jaichi".split())),
    (frozenset(("chali",)), frozenset("gali gala gale galu asili asila asile asilu".split())),
    (frozenset(("katha", "bisayare", "naa")), frozenset("heba bhuli uthaiba kahiba nia".split())),
    (frozenset(("ru", "ku", "ta")), frozenset("deli dele dela dei bikri badhei".split())),
    (frozenset("bikri badhei chhadi kari".split()), frozenset("deli dele dela delu".split())),
)
_WORD = re.compile(r"[^\W\d_]+")
# Tagalog's small words, none Odia's: a text holding two is Tagalog, whose "mo" (your) and "ko"
# (my) are no Odia "mo".
_TAGALOG = frozenset("ng ang yung mga ako naman lang kasi nang ba po".split())


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` is written in Romanized Odia at
    least in part: one of its words no other language has, two of its own small words, three
    of its small words one of them its own, or one of its pairs of words."""
    if len(said & _TAGALOG) >= 2:
        return False  # ("tandaan mo yung bagong GCash number ko": Tagalog's "mo", your)
    return shown_in_words(said, _CUES, _STRONG, _ALONE, _PAIRS)


@lru_cache(maxsize=4096)
def reads_roman_odia(text: str) -> bool:
    """Whether ``text`` is written in Romanized Odia at least in part (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "Saheed Nagar", "Sector 19 quarter", "Infocity campus", "Choudhury Bazar".
# A name does not run on into a month ("January 2037", "8 March 2036": a date).
# (not a day of the week: "from this Monday Infosys re join karichi" joined Infosys)
_CAP = NOT_A_WEEKDAY + r"(?-i:[A-Z0-9])(?:[\w'’&/@#$%*+-]|\.(?=\w))*"
_NAMED = (
    rf"{_CAP}(?:\s+(?!{MONTH}\b)(?:{_CAP}|(?-i:nagar|colony|road|sector|quarter|quarters|campus|branch|office|"
    r"school|college|hospital|clinic|bank|bazar|bazaar|market|square|chhak|vihar|enclave|"
    r"tower|phase|plant|steel\s+plant)\b))" + r"{0,5}"
)
# Who: "mu" I, "ame" we, "se" he or she.
_WHO = {
    "mu": "I",
    "moo": "I",
    "amemane": "we",
    "ame": "we",
    "aame": "we",
    "se": "they",
    "sie": "they",
}
_WHO_WORDS = r"(?:mu|moo|ame|aame)"
# Whose: "mo", "mora" my, "amara" our.
_MY = {"mo": "my", "mora": "my", "moro": "my", "amara": "our", "amaro": "our", "apana": "your"}
_OWN = r"(?:mo|mora|moro|amara|amaro)"
# Odia's words for family, in English.
_KIN = {
    "bou": "mum", "maa": "mum", "bapa": "dad", "nana": "dad", "bhai": "brother",
    "bhauni": "sister", "apa": "elder sister", "nani": "elder sister", "pua": "son",
    "jhia": "daughter", "stree": "wife", "swami": "husband", "gharabala": "husband",
    "bhauja": "sister-in-law", "sasu": "mother-in-law", "sasura": "father-in-law",
    "jeje": "grandpa", "aai": "grandma", "mausi": "aunt", "mamu": "uncle", "kaka": "uncle",
    "kaki": "aunt", "pisi": "aunt", "khudi": "aunt", "kaka pua bhai": "cousin",
    "kaka pua": "cousin", "mausi pua": "cousin", "mamu pua": "cousin", "pisi pua": "cousin",
    "kaka jhia": "cousin", "mausi jhia": "cousin",
}  # fmt: skip
_KIN_WORDS = "|".join(k.replace(" ", r"\s+") for k in sorted(_KIN, key=len, reverse=True))
# (a word for family after "ra" or "nka", of, is someone's: "Sasmi ra bou" Sasmi's mum)
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your", "ra", "nka", *_MY))

# When: "gala mase" last month.
_WHEN_PAST = {
    "gala mase": "last month", "gala masa": "last month", "gala barsa": "last year",
    "gala sapta": "last week", "gala saptaha": "last week", "last month": "last month",
    "last week": "last week", "last year": "last year",
}  # fmt: skip
_WHEN_WORDS = r"(?:gala\s+(?:mase|masa|barsa|saptaha|sapta)|last\s+(?:month|week|year))"
# How often a medicine is taken: "roj sakale" every morning.
_OFTEN = {
    "roj sakale": "every morning", "roja sakale": "every morning", "roj": "daily",
    "roja": "daily", "sakale": "in the morning", "sandhya": "in the evening",
    "raati": "at night", "raati re": "at night", "sakale sandhya": "morning and evening",
    "duithara": "twice a day", "dine duithara": "twice a day", "daily": "daily",
}  # fmt: skip
_OFTEN_WORDS = "|".join(o.replace(" ", r"\s+") for o in sorted(_OFTEN, key=len, reverse=True))
# A medicine and its dose: "Amlodipine 10mg", "Metformin 500 mg"; a medicine without one, by its
# ending ("escitalopram", "metformin").
_MED = r"(?:[A-Za-z][a-z][\w-]+)"
_DOSE = r"\d+(?:\.\d+)?\s?(?:mg|mcg|ml|units?)\b"
_DRUG = (
    r"(?:[A-Za-z][a-z]+(?:pram|pam|pine|formin|mide|sartan|statin|zole|pril|olol|xine|tine|"
    r"done|zine|thyroxine|mab|cillin|mycin))"
)
# (a medicine known by its ending, with a dose of no unit: "Metformin 500")
_BARE_DOSE = rf"{_DRUG}\s+\d{{2,4}}(?:\.\d+)?\b(?!\s?(?:kg|ta|jana|min|km|%))"
_PHONE = r"\+?\d[\d\s-]{6,}\d"
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
# What one did ("karili" I did, "karilu" we did, "kale" he did), became ("heli" I, "helu" we,
# "hela", "heigala" he, she or it), gave ("deli" I, "dele" he or she).
# (who did it by the verb's ending: "" for he, she or they, told by whom the text named)
_VERB_PERSON = {
    **dict.fromkeys(
        "karili karichi karichhi kali heli heigali heichi heichhi deli neli".split(), "I"
    ),
    **dict.fromkeys(
        "karilu kariliu karichu kalu kaliu helu heigalu heichu delu nelu".split(), "we"
    ),
    **dict.fromkeys(
        "kale kala karile karila hele hela heigala heigale dele dela nele nela".split(), ""
    ),
}
_DID = "(?:" + "|".join(sorted(_VERB_PERSON, key=len, reverse=True)) + ")"
# Where one lives: "rahuchi" I (or he) am staying, "rahe" I (or he) stay, "rahu" we stay,
# "rahanti" they stay.
_STAYS = (
    r"(?:rahuchi|rahuchhi|rahuchu|rahuchhu|rahuchanti|rahuchhanti|rahanti|rahe|rahu|"
    r"rahuthili|rahuthilu|rahuthile)"
)
# (the words that end a firm's name, not a new name after a place's: "HDFC Bank")
_NOT_A_PART = (
    r"(?!(?-i:Bank|Hospital|School|College|University|Systems|Group|Ltd|Limited|Company|"
    r"Technologies|Services)\b)"
)
# Pets: "kukura" a dog, "bilei" a cat.
_PET = {"kukura": "dog", "kukur": "dog", "bilei": "cat", "bhalu": "dog", "dog": "dog",
        "cat": "cat", "chadhei": "bird", "suaa": "parrot"}  # fmt: skip
_PETS = r"(?:kukura|kukur|bilei|chadhei|suaa)"
# A job: "engineer", "senior developer".
_ROLE = (
    r"(?:(?:senior|junior|head|assistant|associate|software|data|sales|branch|project|civil|"
    r"mechanical)\s+)?(?:engineer|developer|manager|teacher|professor|lecturer|doctor|nurse|"
    r"accountant|clerk|officer|analyst|executive|supervisor|pharmacist|technician)"
)
# What one eats: "machha" fish, "mansa" meat.
_FOOD = {
    "machha": "fish", "maachha": "fish", "macha": "fish", "mansa": "meat", "mamsa": "meat",
    "manso": "meat", "chicken": "chicken", "mutton": "mutton", "anda": "eggs", "egg": "eggs",
    "fish": "fish", "meat": "meat", "kankada": "crab", "chingudi": "prawns",
    "non-veg": "non-veg", "nonveg": "non-veg", "amisha": "non-veg",
}  # fmt: skip
_FOOD_WORDS = "|".join(sorted(_FOOD, key=len, reverse=True))
# A wish: "mane rakhana nahin" don't keep it in mind, "uthaiba nahin" don't bring it up,
# "kahiba nahin" don't tell it.
_DONT = (
    r"(?:mane\s+rakhana|mane\s+rakhiba|mane\s+rakhibani|mane\s+rakha|uthaiba|uthaa|uthao|"
    r"kahiba|kaha|heba|kariba|nia|niba|nebe|lekhiba|save\s+kara|save\s+kariba)"
    r"(?:\s+(?:bi|ba))?\s+(?:nahin|nahi|nai|na)\b"
)
_READINGS = {
    # "Phailin cyclone re …, se katha au uthaiba nahin", "Mo ex Subhashree bisayare au kichi
    # mane rakhana nahin", "Mo knee surgery katha au uthaiba nahin": never bring up … again.
    "never_again": (
        r"(?P<ng_x>(?:[^\s,.;:!?()]+\s+){0,5}?[^\s,.;:!?()]+?)\s+(?:bisayare|bisaya\s+re|"
        r"sambandhare|(?:ra\s+|nka\s+)?(?:katha|kathaa|kotha|naa))\s+"
        r"(?:(?:au|aau|kebe|bi|kichi|kichhi)\s+)*(?:" + _DONT + r"|mane\s+rakhibani\b|"
        r"(?:kahaku|kaahaku)\s+(?:bi\s+)?kahiba\s+nahin?\b)"
    ),
    # "Rakesh katha bhuli jao": please forget about Rakesh.
    "forget": (
        r"(?P<fg_x>(?:[^\s,.;:!?()]+\s+){0,4}?[^\s,.;:!?()]+?)\s+(?:bisayare\s+|ra\s+katha\s+|"
        r"katha\s+)?(?:sabu\s+|kichi\s+)?bhuli\s+(?:jao|ja|jaa|jantu|jibe|jiba)\b"
    ),
    # "kahaku kahiba nahin": don't tell anyone.
    "tell_no_one": r"\b(?:kahaku|kaahaku|kahaaku)\s+(?:bi\s+)?(?:kahiba|kahibe|kaha)\s+nahin?\b",
    # "mane rakhibani": don't keep it in mind (alone, after a wish).
    "dont_keep": r"\bmane\s+rakhibani\b",
    # "gala mase Patia chhadi Saheed Nagar ku shift heli", "bhai Rajesh Bangalore chhadi
    # Hyderabad shift heigala": (who) moved from … to ….
    "moved": (
        rf"(?:\b(?P<mv_who>mu|amemane|ame|aame)\s+|\b(?P<mv_own>{_OWN})\s+(?=(?:{_KIN_WORDS})\b))?"
        rf"(?:(?P<mv_kin>{_KIN_WORDS})\s+(?:(?P<mv_name>(?-i:[A-Z])[a-z]+)\s+)?)?"
        rf"(?:\b(?P<mv_when>{_WHEN_WORDS})\s+)?"
        rf"(?:(?P<mv_a>{_NAMED})\s+(?:ru|chhadi|chhadi\s+kari)\s+)?(?P<mv_b>{_NAMED})\s+"
        rf"(?:ku\s+|re\s+)?shift\s+(?P<mv_v>{_DID})\b"
    ),
    # "SBI ru salary account Axis ku shift karili": I moved my salary account from … to ….
    "thing_moved": (
        rf"(?P<tm_a>{_NAMED})\s+ru\s+(?P<tm_what>(?:[a-z]+\s+)?(?:account|loan))\s+"
        rf"(?P<tm_b>{_NAMED})\s+ku\s+(?:shift|transfer)\s+{_DID}\b"
    ),
    # "mora salary account SBI Saheed Nagar branch re": my salary account is in ….
    "account_in": (
        rf"\b(?P<ac_own>{_OWN})\s+(?P<ac_what>(?:[a-z]+\s+)?(?:account|loan))\s+"
        rf"(?P<ac_x>{_NAMED})\s+re\b"
    ),
    # "mu Saheed Nagar re rahuchi", "mo bhai Rajesh Bangalore re rahe", "Gachibowli re flat nei
    # rahuchi": … live(s) in ….
    "lives": (
        rf"(?:\b(?P<lv_who>{_WHO_WORDS})\s+|\b(?:(?P<lv_own>{_OWN})\s+)?(?P<lv_kin>{_KIN_WORDS})\s+"
        r"(?:(?P<lv_name>(?-i:[A-Z])[a-z]+)\s+)?)?"
        r"(?:(?P<lv_now>ebe\s+bi|ebebi|ebe|agaru)\s+)?"
        rf"(?:(?P<lv_in>{_NAMED})\s+re\s+)?(?P<lv_x>{_NAMED})\s+re\s+"
        r"(?:(?:bhada\s+)?(?P<lv_what>flat|ghara|quarter|room|house)\s+(?:bhada\s+)?nei\s+)?"
        rf"(?P<lv_v>{_STAYS})\b"
    ),
    # "ebe amara ghara Saheed Nagar re": we now live in ….
    "home_in": (
        r"(?:\b(?P<hm_now>ebe)\s+)?\b(?P<hm_own>amara|mora|mo)\s+ghara\s+(?:ebe\s+)?"
        rf"(?P<hm_x>{_NAMED})\s+re\b"
    ),
    # "mora office ebe Patia re": my office is now in Patia.
    "thing_in": (
        rf"\b(?P<ti_own>{_OWN})\s+(?P<ti_what>office|dokan|dokana|shop|clinic|factory|company)\s+"
        rf"(?:(?P<ti_now>ebe)\s+)?(?P<ti_x>{_NAMED})\s+re\b"
    ),
    # "Mu Infocity re TCS re kaam karuchi", "Mo bhai Sourav Hyderabad re Deloitte re kaam
    # kare", "28 barsa steel plant re kaam kali": … work(s) (worked) at … in ….
    "works": (
        rf"(?:\b(?P<wk_who>{_WHO_WORDS})\s+|\b(?:(?P<wk_own>{_OWN})\s+)?(?P<wk_kin>{_KIN_WORDS})\s+"
        r"(?:(?P<wk_name>(?-i:[A-Z])[a-z]+)\s+)?)?"
        r"(?:(?P<wk_now>ebe\s+bi|ebebi|ebe|agaru)\s+)?"
        r"(?:(?P<wk_n>\d+)\s+(?:barsa|barsha|bochhara)\s+)?"
        rf"(?:(?P<wk_in>{_NAMED})\s+re\s+)?(?P<wk_x>{_NAMED}|steel\s+plant|(?:[a-z]+\s+)?"
        r"(?:office|company|factory|plant|bank|hospital|school))\s+re\s+"
        r"(?:kaam|kama|chakiri|job|naukri)\s+(?P<wk_v>karuchi|karuchhi|karuchu|karuchhu|kare|"
        r"karu|karanti|karuchanti|karuchhanti|kali|kale|kalu|karuthili|karuthile|karuthilu)\b"
    ),
    # "Infosys Infocity campus re mora kaam", "mora kaam Infosys re": I work at ….
    "work_is": (
        rf"(?:(?P<wi_x>{_NAMED})\s+re\s+(?:mora|mo)\s+(?:kaam|kama|chakiri|office)\b|"
        rf"\b(?:mora|mo)\s+(?:kaam|kama|chakiri)\s+(?P<wi_y>{_NAMED})\s+re\b)"
    ),
    # "Kalinga Softech chhadi Nexora Systems re join karili", "Infosys re join karichi": I left
    # … and joined …, I joined ….
    "joined": (
        rf"(?:(?P<jn_a>{_NAMED})\s+chhadi\s+(?:dei\s+|kari\s+)?)?(?P<jn_x>{_NAMED})\s+(?:re\s+|ku\s+)?join\s+"
        rf"(?P<jn_v>{_DID}|karibi|kariba|karuchi)\b"
    ),
    # "RSP ru VRS nei deli", "RSP ru retire heli": I retired from ….
    "retired": (
        rf"(?:(?P<rt_kin>{_KIN_WORDS})\s+)?(?P<rt_x>{_NAMED}(?:\s+steel\s+plant)?)\s+ru\s+"
        r"(?:(?P<rt_year>(?:19|20)\d\d)\s+re\s+)?"
        rf"(?:(?:VRS|retirement)\s+(?:nei\s+)?(?P<rt_v>{_DID})|retire\s+(?P<rt_v2>{_DID}))\b"
    ),
    # "veg ta chhadi deli": I am no longer vegetarian.
    # ("mu ebe veg chhadi deli": I am no longer vegetarian, who and "now" read with it)
    "not_veg": (
        r"(?:\bmu\s+)?(?:\bebe\s+)?\b(?:veg|vegetarian|niramisha)\s+(?:ta\s+)?chhadi\s+"
        rf"(?P<nv_v>{_DID})\b"
    ),
    # "TCS chhadi deli", "chakiri chhadi dela": … left ….
    "left": (
        r"(?:(?P<lf_dr>(?:Dr\.?|doctor)\s+(?-i:[A-Z])[a-z]+)\s+)?"
        rf"(?:(?P<lf_kin>{_KIN_WORDS})\s+(?:(?P<lf_name>(?-i:[A-Z])[a-z]+)\s+)?)?"
        rf"(?P<lf_x>{_NAMED}|(?:school\s+|office\s+|bank\s+)?(?:chakiri|job|naukri|kaam))\s+"
        r"(?:(?P<lf_home>(?:bhada\s+)?(?:ghara|flat|quarter|basa))\s+)?"
        rf"(?:ta\s+)?(?:chhadi\s+(?P<lf_v>{_DID})|(?P<lf_v1>chhadili|chhadilu|chhadila|chhadile)\b)"
    ),
    # "Mu pura veg": I am vegetarian.
    "veg": (
        r"\bmu\s+(?P<vg_now>ebe\s+)?(?:pura\s+|puro\s+|sampurna\s+|pakka\s+)?(?:veg|vegetarian|"
        r"niramisha)\b(?!\s+(?:ta\s+)?chhadi\b)"
        r"(?:\s+(?P<vg_v>heigali|heli|heichi|heichhi)\b)?"
    ),
    # "machha mansa kichi khae nahin": I don't eat fish or meat.
    "no_meat": (
        rf"\b(?P<nm_x>(?:{_FOOD_WORDS})(?:\s+(?:au\s+|aau\s+|,\s*)?(?:{_FOOD_WORDS}))*)\s+"
        r"(?:(?:kichi|kichhi|bi)\s+)*(?:khae|khaye|khaunahin|khauni)\s*(?:nahin|nahi|na)?\b"
    ),
    # "ebe machha khauchi": now I eat fish.
    "eats": (
        rf"\b(?:mu\s+)?(?:(?P<ea_now>ebe)\s+)?(?P<ea_x>{_FOOD_WORDS})\s+(?:bi\s+)?"
        r"(?:khauchi|khauchhi|khae|khaye)\b(?!\s+(?:nahin|nahi|na)\b)"
    ),
    # "mora number 7008123456", "nua number 7008123456": my (new) number is ….
    "number": (
        rf"\b(?:(?P<nb_own>{_OWN})\s+)?(?P<nb_new>nua\s+)?(?:mobile\s+|phone\s+|whatsapp\s+)?"
        rf"(?:number|no\.?|nambar)\s+(?:(?:heuchi|hela|heigala|achhi)\s+)?(?P<nb_x>{_PHONE})"
    ),
    # "mora email …": my email is ….
    "email": (
        rf"\b(?P<em_own>{_OWN})\s+(?P<em_new>nua\s+)?(?:email|e-mail|mail|gmail)(?:\s+id)?\s+"
        rf"(?P<em_x>{_EMAIL})"
    ),
    # "Sasmi Nayapalli ra Sunshine Public School re English padhaanti": … teaches … at ….
    "teaches": (
        rf"(?:(?P<te_who>(?-i:[A-Z])[a-z]+)\s+)?(?:(?P<te_in>{_NAMED})\s+ra\s+)?(?P<te_x>{_NAMED})"
        r"\s+re\s+(?P<te_what>[A-Za-z]+)\s+(?P<te_v>padhaanti|padhauchi|padhae|padhaauchanti|"
        r"padhauchhanti|padhaye|padhaaye|padhaunti)\b"
    ),
    # "class 3 re pade, Stewart School": is in class 3 at Stewart School.
    "in_class": (
        rf"(?:(?P<ic_at0>{_NAMED})\s+re\s+)?\b(?P<ic_what>class|std|standard)\s+"
        r"(?P<ic_n>\d{1,2})\s+re\s+(?:pade|padhe|paduchi|"
        rf"padhuchi|padhuchhi|padhanti)\b(?:\s*,\s*(?P<ic_at>{_NAMED}))?"
    ),
    # "mora gaadi Maruti Alto 800", "nua gaadi Hyundai Creta": my (new) car is a ….
    "car_is": (
        rf"\b(?:(?P<cr_own>{_OWN})\s+)?(?P<cr_new>nua\s+)?(?:gaadi|gadi|car)\s+"
        rf"(?P<cr_x>{_NAMED})"
    ),
    # "Alto bikri deli": I sold the Alto.
    "sold": rf"(?P<sd_x>{_NAMED})\s+(?:ta\s+)?(?:bikri|bechi|sell)\s+(?P<sd_v>{_DID}|karideli)\b",
    # "nua thikana: Flat 702, …": my new address is ….
    "address": (
        rf"\b(?:(?P<ad_own>{_OWN})\s+)?(?P<ad_new>nua\s+)?(?:thikana|address)\s*[:\-–]?\s+"
        r"(?=(?-i:[A-Z0-9]))"
    ),
    # "shift heli!!": I moved.
    "moved_alone": rf"\bshift\s+(?P<ma_v>{_DID})\b(?=\s*(?:[^\w\s]|$))",
    # "mo sugar Dr. Smita Rath dekhuchanti": Dr. Smita Rath treats my diabetes.
    "treats": (
        rf"\b(?:(?P<dk_own>{_OWN})\s+)?(?P<dk_what>sugar|bp|diabetes|thyroid|heart|kidney)\s+"
        rf"(?P<dk_dr>(?:Dr\.?|doctor)\s+{_NAMED})\s+(?:dekhuchanti|dekhuchhanti|dekhanti|dekhuchi)\b"
    ),
    # "mo kaka pua bhai Tapan Rourkela RSP re engineer": my cousin Tapan is an engineer at RSP in
    # Rourkela.
    "role_at": (
        rf"(?:\b(?P<ro_me>mu)\s+|\b(?:(?P<ro_own>{_OWN})\s+)?(?P<ro_kin>{_KIN_WORDS})\s+"
        r"(?P<ro_name>(?-i:[A-Z])[a-z]+)\s+)(?:(?P<ro_now>ebe)\s+)?"
        rf"(?:(?P<ro_in>{_CAP})\s+{_NOT_A_PART})?(?P<ro_x>{_NAMED})\s+re\s+(?P<ro_role>{_ROLE})\b"
    ),
    # "Amara ghare gote kukura achhi, naa Tiger": we have a dog named Tiger.
    "pet": (
        rf"\b(?P<pt_own>{_OWN})\s+(?:ghare\s+|ghara\s+re\s+)?(?:gote\s+|eka\s+|gotie\s+)?"
        rf"(?P<pt_x>{_PETS})\s+(?:achhi|achi|ache)\b(?:\s*,?\s*(?:ta\s+|tara\s+)?(?:naa|nama|naam)\s+"
        r"(?P<pt_name>(?-i:[A-Z])[a-z]+))?"
    ),
    # "stree naa Smita", "mo kukura Bholu": my wife's name is Smita, my dog Bholu.
    "named": (
        rf"\b(?:(?P<nd_own>{_OWN})\s+)?(?P<nd_who>{_KIN_WORDS}|{_PETS})\s+(?:ra\s+|nka\s+)?"
        r"(?:naa|nama|naam)\s+(?P<nd_x>(?-i:[A-Z])[a-z]+)"
    ),
    "pet_word": rf"\b(?P<pw_x>{_PETS})\b",
    # "mora bahaghara heigala": I got married.
    "married": r"\b(?:mora|mo|mu)\s+(?:bahaghara|bibaha|biha)\s+(?:heigala|hela|heichi|karili)\b",
    # "mo girlfriend Ananya sathire breakup heigala": I broke up with my girlfriend Ananya.
    "broke_up": (
        r"(?P<bu_x>(?:[^\s,.;:!?]+\s+){0,3}?[^\s,.;:!?]+)\s+(?:sathire|sahita|saha)\s+"
        r"breakup\s+(?:heigala|hela|heichi|karili|kali)\b"
    ),
    # "Mu Sambalpur University re MBA padhuchi": I am studying MBA at Sambalpur University.
    "studies": (
        rf"\b(?:(?P<su_me>mu)\s+)?(?:(?P<su_now>ebe)\s+)?(?P<su_x>{_NAMED})\s+re\s+"
        r"(?P<su_what>[A-Za-z.-]+)\s+(?:padhuchi|padhuchhi|paduchi|padhe)\b"
    ),
    # "Mu Hyderabad chali gali", "Bhubaneswar ku chali asili": (who) moved to … ("… gali"
    # alone is a visit: "Capital Hospital gali" I went to the hospital).
    "moved_away": (
        rf"(?:\b(?P<mw_who>mu|ame|se)\s+)?(?:(?P<mw_a>{_NAMED})\s+ru\s+)?(?=[A-Za-z])"
        rf"(?P<mw_x>{_NAMED})\s+(?:ku\s+)?chali\s+(?P<mw_v>gali|galu|gala|gale|asili|asilu|asila|asile|asigali|"
        r"asigalu|asigala|asigale)\b(?!\s+(?:mase|masa|barsa|saptaha|sapta)\b)"
    ),
    # "Microsoft re nua chakiri": a new job at Microsoft.
    "new_job": rf"(?P<nj_x>{_NAMED})\s+re\s+nua\s+(?:chakiri|job|naukri)\b",
    # "January 2037 re", "2021 re": in January 2037, in 2021.
    "in_date": rf"\b(?P<id_x>(?:\d{{1,2}}\s+)?{MONTH}(?:\s+(?:19|20)\d\d)?|(?:19|20)\d\d)\s+re\b",
    # "Lipsa nani", "Rajesh bhai", "Pinky apa": Lipsa, Rajesh, Pinky (a name's honorific).
    "honorific": r"(?P<hn_x>(?-i:[A-Z])[a-z]+)\s+(?:bhai|apa|nani|bhauja|babu)\b",
    # "bapa roj bottle dharanti", "mada piuchi": drinks (alcohol; "bottle dharibe", to hold the
    # bottle, is to drink).
    "drinks": (
        r"\b(?:bottle\s+(?P<dr_v>dharanti|dharuchanti|dharuchhanti|dharuchi|dharuchhi|dhare|"
        r"dharila|dharile|dharili)|(?:mada|madya|daru)\s+(?P<dr_v2>pianti|piuchanti|piuchi|piuchhi|"
        r"pie|khaanti|khauchanti|khae))\b"
    ),
    # "aji raati": last night.
    "last_night": r"\b(?:aji|aaji)\s+raati\b",
    # "Whitefield re 3BHK kinichi": bought a 3BHK in Whitefield.
    "bought": (
        rf"(?:(?P<bt_at>{_NAMED})\s+re\s+)?(?P<bt_x>{_NAMED})\s+(?P<bt_v>kinichi|kinichhi|kinili|"
        r"kinilu|kinile|kinila|kiniti|kinichanti)\b"
    ),
    # "Mora number change heigala", "Insta password change karili": … changed, I changed ….
    "changed": (
        r"\b(?P<ch_x>(?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:change|badali)\s+"
        r"(?P<ch_v>gala|gali|jaichi|heigala|" + _DID[3:]
    ),
    # "nua ta Rath@Puri2024": the new one is ….
    # "mo phone number badalichi": I changed my phone number.
    "changed_one": (
        r"\b(?P<c1_x>(?:[\w-]+\s+){0,2}?[\w-]+)\s+(?P<c1_v>badalichi|badalichhi|badalili|badalilu)\b"
    ),
    # "mo weight 92 kg", "mo weight ebe 84 kg heichi": my weight is (now) ….
    "weight": (
        rf"\b(?P<wt_own>{_OWN})\s+(?:body\s+)?(?:weight|wajan|ojana)\s+(?:(?P<wt_now>ebe)\s+)?"
        r"(?P<wt_x>\d+(?:\.\d+)?\s?kg)\b(?:\s+(?:heichi|heichhi|heigala|hela|achhi|achi)\b)?"
    ),
    "new_one": r"\bnua\s*ta\s+(?P<nw_x>[^\s,.;!?]+)",
    # "Bou ku Amlodipine 5mg dei": my mum takes … (I give it her).
    "gives": (
        rf"\b(?P<gv_kin>{_KIN_WORDS})\s+(?:ku|nku)\s+(?:[\w-]+\s+pain\s+)?"
        rf"(?P<gv_x>{_MED}\s+{_DOSE}|{_BARE_DOSE})\s+"
        r"(?:dei|diye|deuchi|deuchhi|diaye|dia\s+jae|dia\s+heichi|dia\s+heichhi|dia\s+heuchi)\b"
        rf"(?:\s*,?\s*(?P<gv_when>{_OFTEN_WORDS})\b)?"
    ),
    # "Metformn 500 ru 1000 mg kari dele": raised … from … to ….
    # ("bou ra Metformin 500 ru 1000 karidele": mum's, read with the dose)
    "dose_from": (
        rf"(?:\b(?P<df_kin>{_KIN_WORDS})\s+(?:ra|nka)\s+)?(?P<df_med>{_MED})\s+(?P<df_a>\d+(?:\.\d+)?)\s?(?:(?:mg|mcg|ml)\s*)?ru\s+"
        r"(?P<df_b>\d+(?:\.\d+)?(?:\s?(?:mg|mcg|ml|units?))?)\s+"
        rf"(?:kari\s+)?(?P<df_v>{_DID}|karidele|karideli)\b"
    ),
    # "doctor dose badhei dele": the doctor raised the dose.
    "dose_changed": (
        r"(?:\b(?P<dc_who>doctor|dr\.?(?:\s+(?-i:[A-Z])[a-z]+)?)\s+)?\b(?:dose|aushadha|goli)\s+"
        rf"(?P<dc_how>badhei|badhai|badhaa|kami|kamei|komei|badali)\s+(?P<dc_v>{_DID})\b"
    ),
    # "bou ebe Amlodipine 10mg khauchhanti roj sakale", "escitalopram roj khauchi": … take(s) ….
    "takes": (
        rf"(?:\b(?P<tk_kin>{_KIN_WORDS})\s+(?:(?:nka|ra)\s+)?)?(?:\b(?P<tk_now>ebe)\s+)?"
        rf"(?P<tk_x>{_MED}\s+{_DOSE}|{_BARE_DOSE}|{_DRUG})\s+(?:(?P<tk_when1>{_OFTEN_WORDS})\s+)?"
        r"(?P<tk_v>khaanti|khauchhanti|khauchanti|khaanti|khauchi|khauchhi|khae|khaye|"
        r"neuchi|neuchhi|neuchanti|nianti)\b"
        rf"(?:\s+(?P<tk_when2>{_OFTEN_WORDS})\b)?"
    ),
    # "mote depression pain treatment chaluchi SUM re": I am being treated for … at ….
    "treated": (
        r"\bmote\s+(?P<tr_x>[\w-]+(?:\s+[\w-]+)?)\s+pain\s+treatment\s+(?:chaluchi|chaluchhi|"
        rf"chalichi)(?:\s+(?P<tr_at>{_NAMED})\s+re\b)?"
    ),
    # "mote sugar achi", "Anshu ku china badam allergy achi": I have …, … has ….
    "has": (
        r"\b(?:(?P<hs_me>mote|mate|moro|mora)|(?P<hs_who>(?-i:[A-Z])[a-z]+)\s+ku)\s+"
        r"(?P<hs_x>(?:[\w-]+\s+){0,2}?(?:sugar|bp|diabetes|thyroid|asthma|allergy|cholesterol|"
        r"depression|anxiety|migraine|arthritis))\s+(?:achi|achhi|heichi|heichhi)\b"
        r"(?:\s*,?\s*type\s+(?P<hs_type>[12])\b)?"
    ),
    # "Amara Cuttack Choudhury Bazar re saree dokan achhi": we have a … in ….
    "have": (
        rf"\b(?P<hv_own>{_OWN})\s+(?:(?P<hv_in>{_NAMED})\s+re\s+)?(?P<hv_x>(?:[a-z]+\s+)?"
        r"(?:dokan|dokana|shop|flat|ghara|gaadi|gadi|car))\s+(?:ta\s+)?(?:achhi|achi)\b"
    ),
    # "bapa chalanti": my dad runs it.
    "runs": (
        rf"\b(?P<rn_kin>{_KIN_WORDS})\s+(?:ta\s+)?(?:chalanti|chalauchanti|chalauchi|chalaye)\b"
    ),
    # "KIIT pakhare": near ….
    "near": rf"(?P<nr_x>{_NAMED}|(?P<nr_kin>{_KIN_WORDS})\s+ghara)\s+pakhare\b",
    # "anthu ra operation", "bapa ra saree dokan": the knee's operation, my dad's saree shop.
    "of": r"(?<=\w)\s+(?:ra|nka)\s+(?=[A-Za-z])",
    # "mo pua", "bou": my son, my mum.
    # ("… chhadi deli bhai 🙈": "bhai" calls the one listening, left as said)
    "bro": r"(?<=\w)\s+bhai\b(?=\s*(?:[^\w\s]|$))",
    # ("Maa Tarini Vastralaya": a goddess's name, a shop's)
    "kin": (
        rf"\b(?:(?P<kn_own>{_OWN})\s+)?(?P<kn_x>{_KIN_WORDS})\b(?!['’])"
        r"(?!(?<=Maa)\s+(?-i:[A-Z]))"
    ),
    # "mu" I, "mora" my, "ebe" now, "nua" new, "gala mase" last month, "anthu" knee, "mada
    # khiba" drinking.
    "gloss": (
        r"\b(?P<word>mu|mora|mo|amara|ame|mote|ebe|ebebi|nua|purana|ghara|aji|aaji|anthu|aau|dokan|"
        r"gala\s+mase|gala\s+masa|gala\s+barsa|mada\s+khiba|mada\s+piba)\b(?!['’])"
    ),
}
_GLOSS = {
    "mu": "I", "mora": "my", "mo": "my", "amara": "our", "ame": "we", "mote": "me",
    "ebe": "now", "ebebi": "even now", "nua": "new", "purana": "old", "ghara": "home",
    "aji": "today", "aaji": "today", "aau": "and", "dokan": "shop", "anthu": "knee",
    "gala mase": "last month",
    "gala masa": "last month", "gala barsa": "last year", "mada khiba": "drinking",
    "mada piba": "drinking",
}  # fmt: skip
_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
# Words that may open a clause before a deed told without its doer ("finally shift heli").
_NO_DOER = frozenset(
    "finally arre are accha acha au aau so and also btw ebe ebebi aji aaji kali gala mase masa "
    "barsa last month week year bhai hai haye ok okay sach kahuchi from this next same monday "
    "tuesday wednesday thursday friday saturday sunday raati".split()
)


def _kin(word: str, before: str) -> str:
    """A word for family, in English, with "my" when nothing before owns it
    (:func:`memwarden.roman.kin_read`)."""
    return kin_read(" ".join(word.casefold().split()), before, _KIN, _OWNERS)


def _glossed(words: str, before: str = "") -> str:
    """``words`` with Odia's words for ownership, family and things read as English's, and "X
    ra Y" as "X's Y" ("mo ex Subhashree": my ex Subhashree, "bapa nka": my dad's)."""
    words = re.sub(r"\bmada\s+(?:khiba|piba)\b", "drinking", " ".join(words.split()), flags=re.I)

    def one(match: re.Match[str]) -> str:
        said = match.group(0)
        folded = said.casefold()
        if folded in _KIN:
            return _kin(folded, before + match.string[: match.start()])
        return _MY.get(folded) or _GLOSS.get(folded, said)

    read = _WORD.sub(one, words)
    return re.sub(r"\s+(?:ra|nka)\b", "'s", read, flags=re.IGNORECASE)


def _doer(match: re.Match[str], doer: str) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else
    (:func:`memwarden.roman.told_by`); else nothing."""
    return told_by(match, doer, _NO_DOER) if doer else ""


def _kin_told(match: re.Match[str]) -> str:
    """The one of the family the sentence before ``match`` tells of (its last word for one), in
    English; "I" when "mu" stands after it; else nothing."""
    sentence = re.split(r"[.!?\n—–]", match.string[: match.start()])[-1]
    told = list(re.finditer(rf"\b(?:({_KIN_WORDS})|(mu))\b", sentence, flags=re.IGNORECASE))
    if not told or told[-1].group(2):
        return "I" if told else ""
    before = sentence[: told[-1].start()]
    owner = (before.split()[-1:] or [""])[0].casefold()
    if owner in _MY:
        return f"{_MY[owner]} {_KIN[told[-1].group(1).casefold()]}"
    return _kin(told[-1].group(1), before)


def _kin_before(match: re.Match[str]) -> str:
    """The one of the family the text before ``match`` told of last ("bou ra BP …": my mum), in
    English; nothing when none was, or "mu" (I) stands after them."""
    told = list(
        re.finditer(rf"\b(?:({_KIN_WORDS})|(mu|mote|mora))\b", match.string[: match.start()], re.I)
    )
    if not told or told[-1].group(2):
        return ""
    return _kin(told[-1].group(1), match.string[: told[-1].start()])


def _who_did(verb: str, match: re.Match[str]) -> str:
    """Who did what ``verb`` tells by its ending ("heli" I, "helu" we, "hela" he or she: the
    one of the family told of before, else no one), told only when the clause names no one."""
    person = _VERB_PERSON.get(verb.casefold(), "I")
    if not person:
        return _kin_told(match)
    return _doer(match, person).strip()


def _dosed(said: str) -> str:
    """A medicine and its dose as said, with the unit a dose of no unit is in ("Metformin 500":
    Metformin 500mg; a thyroxine's in mcg)."""
    if not re.fullmatch(_BARE_DOSE, said, flags=re.IGNORECASE):
        return said
    return f"{said}{'mcg' if said.split()[0].casefold().endswith('thyroxine') else 'mg'}"


def _often(*said: str | None) -> str:
    """How often a medicine is taken, in English (" every morning" of "roj sakale"), or
    nothing."""
    return "".join(f" {_OFTEN[' '.join(s.casefold().split())]}" for s in said if s)


def _subject(match: re.Match[str], who: str | None, own: str | None, kin: str | None,
             name: str | None) -> tuple[str, bool]:  # fmt: skip
    """Who a statement tells of, in English, and whether that is one person other than the
    speaker ("my brother Sourav" of "mo bhai Sourav")."""
    if kin:
        read = _kin(kin, match.string[: match.start()] + (own or ""))
        if own:
            read = f"{_MY[own.casefold()]} {_KIN[kin.casefold()]}"
        return f"{read}{' ' + name if name else ''}", True
    if who:
        return _WHO[who.casefold()], False
    return "", False


def _lives(match: re.Match[str]) -> str:
    group = match.group
    place = group("lv_x")
    if group("lv_in"):
        place = f"{place}, {group('lv_in')}"
    what = group("lv_what")
    where = f"a {what.casefold()} in {place}" if what else place
    who, one = _subject(match, group("lv_who"), group("lv_own"), group("lv_kin"), group("lv_name"))
    verb = group("lv_v").casefold()
    if not who:
        told = _kin_told(match)
        if verb in ("rahu", "rahuchu", "rahuchhu", "rahuthilu"):
            who = told if told == "I" else "we"
        elif "anti" in verb:
            who = told or "they"
        else:
            who = told or "I"
        one = who not in ("they", "I", "we")
    now = _NOW.get(" ".join((group("lv_now") or "").casefold().split()), "")
    if "thil" in verb or now == "before":
        # ("agaru Rourkela re rahuthili": I once lived in Rourkela, no home of now)
        return f"{who} once lived in {where}"
    return f"{who} {now}{'lives' if one else 'live'} in {where}"


# "ebe" now, "ebebi" still, "agaru" before.
_NOW = {"ebe": "now ", "ebebi": "still ", "ebe bi": "still ", "agaru": "before"}


def _works(match: re.Match[str]) -> str:
    group = match.group
    verb = group("wk_v").casefold()
    past = verb.startswith(("kal", "kale", "karuthil"))
    who, one = _subject(match, group("wk_who"), group("wk_own"), group("wk_kin"), group("wk_name"))
    if not who:
        if verb in ("karuchu", "karuchhu", "karu", "kalu", "karuthilu"):
            who = "we"
        elif "anti" in verb:
            who = _kin_told(match) or "they"
            one = who not in ("they", "I")
        else:
            who = _kin_told(match) or "I"
            one = who != "I"
    place = group("wk_x")
    if not place[:1].isupper():
        place = f"the {place}"
    where = f"{place} in {group('wk_in')}" if group("wk_in") else place
    since = f" for {group('wk_n')} years" if group("wk_n") else ""
    if past:
        # (a job told as gone by, no slot of now: "28 barsa steel plant re kaam kali")
        if since:
            return f"after{since.replace(' for', '')} at {where}"
        return f"{who} once worked at {where}"
    now = _NOW.get(" ".join((group("wk_now") or "").casefold().split()), "")
    if now == "before":
        return f"{who} once worked at {where}{since}"
    return f"{who} {now}{'works' if one else 'work'} at {where}{since}"


def _moved(match: re.Match[str]) -> str:
    group = match.group
    if group("mv_who"):
        who = _WHO[group("mv_who").casefold()]
    elif group("mv_kin"):
        who = _kin(group("mv_kin"), match.string[: match.start()] + (group("mv_own") or ""))
        if group("mv_own"):
            who = f"{_MY[group('mv_own').casefold()]} {who}"
        who += f" {group('mv_name')}" if group("mv_name") else ""
    else:
        who = _who_did(group("mv_v"), match)
    came_from = f" from {group('mv_a')}" if group("mv_a") else ""
    when = (
        f" {_WHEN_PAST[' '.join(group('mv_when').casefold().split())]}" if group("mv_when") else ""
    )
    return f"{who} moved{came_from} to {group('mv_b')}{when}".strip()


def _takes(match: re.Match[str]) -> str:
    group = match.group
    verb = group("tk_v").casefold()
    now = "now " if group("tk_now") else ""
    often = _often(group("tk_when1"), group("tk_when2"))
    if group("tk_kin"):
        who = _kin(group("tk_kin"), match.string[: match.start()])
        return f"{who} {now}takes {_dosed(group('tk_x'))}{often}"
    if "anti" in verb:
        who = _kin_told(match) or "they"
        takes = "take" if who in ("they", "I") else "takes"
        return f"{who} {now}{takes} {_dosed(group('tk_x'))}{often}"
    return f"{_doer(match, 'I')}{now}take {_dosed(group('tk_x'))}{often}"


def _asides(said: str) -> str:
    """``said`` without the words of an aside before the topic ("please", "au")."""
    words = said.split()
    while words and words[0].casefold() in ("please", "pls", "plz", "au", "aau", "ebe", "taa"):
        words.pop(0)
    return " ".join(words)


def _never_again(match: re.Match[str]) -> str:
    group = match.group
    words = _asides(group("ng_x").strip()).split()
    if [w.casefold() for w in words] in (["se"], ["sei"], ["eita"], ["ei"], ["taa"], []):
        return "please never bring that up again"
    what = _glossed(" ".join(words), match.string[: match.start()])
    return f"please never bring up {what} again"


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    group = match.group
    if kind == "never_again":
        return _never_again(match)
    if kind == "forget":
        what = _glossed(_asides(group("fg_x")), match.string[: match.start()])
        return f"please forget about {what}" if what else group(0)
    if kind == "tell_no_one":
        return "don't tell anyone"
    if kind == "dont_keep":
        return "don't remember it"
    if kind == "moved":
        return _moved(match)
    if kind == "thing_moved":
        what = _glossed(group("tm_what"))
        return (
            f"{_doer(match, 'I')}moved my {what} from {group('tm_a')} to {group('tm_b')}, now my "
            f"{what} is in {group('tm_b')}"
        )
    if kind == "account_in":
        return f"{_MY[group('ac_own').casefold()]} {group('ac_what')} is in {group('ac_x')}"
    if kind == "lives":
        return _lives(match)
    if kind == "home_in":
        own = "we" if group("hm_own").casefold() == "amara" else "I"
        return f"{own} {'now ' if group('hm_now') else ''}live in {group('hm_x')}"
    if kind == "thing_in":
        what = re.sub(r"^dokana?$", "shop", group("ti_what"), flags=re.IGNORECASE)
        now = "now " if group("ti_now") else ""
        return f"{_MY[group('ti_own').casefold()]} {what} is {now}in {group('ti_x')}"
    if kind == "works":
        return _works(match)
    if kind == "work_is":
        return f"I work at {group('wi_x') or group('wi_y')}"
    if kind == "joined":
        who = _who_did(group("jn_v"), match) if group("jn_v") in _VERB_PERSON else "I"
        who = f"{who} " if who else ""
        if group("jn_a"):
            return f"{who}left {group('jn_a')} and joined {group('jn_x')}"
        return f"{who}joined {group('jn_x')}"
    if kind == "retired":
        if group("rt_kin"):
            year = f" in {group('rt_year')}" if group("rt_year") else ""
            kin = _kin(group("rt_kin"), match.string[: match.start()])
            return f"{kin} retired from {group('rt_x')}{year}"
        who = _who_did(group("rt_v") or group("rt_v2"), match)
        if who in ("I", ""):
            return f"I no longer work at {group('rt_x')}, I retired from {group('rt_x')}"
        return f"{who} retired from {group('rt_x')}"
    if kind == "not_veg":
        return f"{_doer(match, 'I')}am no longer vegetarian"
    if kind == "left":
        what = group("lf_x")
        what = (
            what
            if what[:1].isupper()
            else "the " + re.sub(r"\b(?:chakiri|naukri|kaam)\b", "job", what, flags=re.IGNORECASE)
        )
        if group("lf_home"):
            rented = "rented " if group("lf_home").casefold().startswith("bhada") else ""
            what = f"the {rented}home in {group('lf_x')}"
        verb = group("lf_v") or {"chhadili": "deli", "chhadilu": "delu"}.get(
            group("lf_v1").casefold(), "dele"
        )
        if group("lf_dr"):
            who = group("lf_dr")
        elif group("lf_kin"):
            who = _kin(group("lf_kin"), match.string[: match.start()])
            who += f" {group('lf_name')}" if group("lf_name") else ""
        else:
            who = _who_did(verb, match)
        return f"{who} left {what}".strip()
    if kind == "veg":
        return "I am now vegetarian" if group("vg_now") or group("vg_v") else "I am vegetarian"
    if kind == "no_meat":
        eaten = [_FOOD[w] for w in _WORD.findall(group("nm_x").casefold()) if w in _FOOD]
        return f"{_doer(match, 'I')}don't eat {' or '.join(dict.fromkeys(eaten))}"
    if kind == "eats":
        now = "now " if group("ea_now") else ""
        return f"{now}{_doer(match, 'I')}eat {_FOOD[group('ea_x').casefold()]}"
    if kind == "number":
        own = _MY[group("nb_own").casefold()] if group("nb_own") else "my"
        return f"{own} {'new ' if group('nb_new') else ''}number is {group('nb_x')}"
    if kind == "email":
        return f"my {'new ' if group('em_new') else ''}email is {group('em_x')}"
    if kind == "teaches":
        who = group("te_who") or _doer(match, "I").strip()
        where = f"{group('te_x')} in {group('te_in')}" if group("te_in") else group("te_x")
        verb = "teach" if who in ("I", "") else "teaches"
        return f"{who} {verb} {group('te_what')} at {where}".strip()
    if kind == "in_class":
        school = group("ic_at") or group("ic_at0")
        at = f" at {school}" if school else ""
        return f"is in {group('ic_what')} {group('ic_n')}{at}"
    if kind == "car_is":
        own = _MY[group("cr_own").casefold()] if group("cr_own") else "my"
        return f"{own} {'new ' if group('cr_new') else ''}car is a {group('cr_x')}"
    if kind == "sold":
        who = _who_did(group("sd_v") if group("sd_v") != "karideli" else "deli", match)
        return f"{who + ' ' if who else ''}sold the {group('sd_x')}"
    if kind == "address":
        own = _MY[group("ad_own").casefold()] if group("ad_own") else "my"
        return f"{own} {'new ' if group('ad_new') else ''}address is "
    if kind == "moved_alone":
        who = _who_did(group("ma_v"), match)
        return f"{who + ' ' if who else ''}moved"
    if kind == "treats":
        own = _MY[group("dk_own").casefold()] if group("dk_own") else "my"
        what = "diabetes" if group("dk_what").casefold() == "sugar" else group("dk_what")
        what = what.upper() if what.casefold() == "bp" else what
        return f"{group('dk_dr')} treats {own} {what}"
    if kind == "role_at":
        role = group("ro_role")
        where = f"{group('ro_x')} in {group('ro_in')}" if group("ro_in") else group("ro_x")
        article = "an" if role[:1].casefold() in "aeiou" else "a"
        now = "now " if group("ro_now") else ""
        if group("ro_me"):
            return f"I am {now}{article} {role} at {where}"
        if group("ro_own"):
            kin = f"{_MY[group('ro_own').casefold()]} {_kin(group('ro_kin'), 'my ')}"
        else:
            kin = _kin(group("ro_kin"), match.string[: match.start()])
        role = group("ro_role")
        where = f"{group('ro_x')} in {group('ro_in')}" if group("ro_in") else group("ro_x")
        article = "an" if role[:1].casefold() in "aeiou" else "a"
        return f"{kin} {group('ro_name')} is {now}{article} {role} at {where}"
    if kind == "pet":
        own = "we" if group("pt_own").casefold().startswith("amar") else "I"
        name = f" named {group('pt_name')}" if group("pt_name") else ""
        return f"{own} have a {_PET[group('pt_x').casefold()]}{name}"
    if kind == "named":
        who = group("nd_who").casefold()
        own = _MY[group("nd_own").casefold()] if group("nd_own") else "my"
        thing = _PET.get(who) or _KIN[who]
        return f"{own} {thing}'s name is {group('nd_x')}"
    if kind == "pet_word":
        return _PET[group("pw_x").casefold()]
    if kind == "married":
        return "I got married"
    if kind == "broke_up":
        return f"I broke up with {_glossed(group('bu_x'), match.string[: match.start()])}"
    if kind == "studies":
        now = "now " if group("su_now") else ""
        return f"I am {now}studying {group('su_what')} at {group('su_x')}"
    if kind == "moved_away":
        verb = group("mw_v").casefold()
        who = {"mu": "I", "ame": "we", "se": "they"}.get((group("mw_who") or "").casefold(), "")
        if not who:
            person = "I" if verb.endswith("i") else "we" if verb.endswith("u") else ""
            who = person or _kin_told(match)
        came = f" from {group('mw_a')}" if group("mw_a") else ""
        return f"{who + ' ' if who else ''}moved{came} to {group('mw_x')}"
    if kind == "new_job":
        return f"{_kin_told(match) or 'I'} got a new job at {group('nj_x')}"
    if kind == "in_date":
        day = group("id_x")[:1].isdigit() and len(group("id_x")) > 4
        return f"{'on' if day else 'in'} {group('id_x')}"
    if kind == "honorific":
        return group("hn_x")
    if kind == "drinks":
        verb = (group("dr_v") or group("dr_v2")).casefold()
        return "drank" if verb.startswith("dharil") else "drinks"
    if kind == "last_night":
        return "last night"
    if kind == "bought":
        at = f" in {group('bt_at')}" if group("bt_at") else ""
        theirs = ("kinichi", "kinichhi", "kinile", "kinila", "kinichanti")
        who = "" if group("bt_v").casefold() in theirs else _doer(match, "I")
        return f"{who}bought a {group('bt_x')}{at}"
    if kind == "changed":
        what = _glossed(group("ch_x"))
        who = _VERB_PERSON.get(group("ch_v").casefold(), "I")
        if group("ch_v").casefold().startswith(("he", "ga", "ja")):
            return f"{what} changed"
        return f"{_doer(match, who)}changed the {re.sub(r'^my ', '', what)}"
    if kind == "changed_one":
        who = "we" if group("c1_v").casefold().endswith("u") else "I"
        return f"{_doer(match, who)}changed {_glossed(group('c1_x'))}"
    if kind == "weight":
        now = "now " if group("wt_now") else ""
        return f"{_MY[group('wt_own').casefold()]} weight is {now}{group('wt_x')}"
    if kind == "new_one":
        return f"the new one is {group('nw_x')}"
    if kind == "gives":
        who = _kin(group("gv_kin"), match.string[: match.start()])
        return f"{who} takes {_dosed(group('gv_x'))}{_often(group('gv_when'))}"
    if kind == "dose_from":
        # ("karidele" they made it, "karideli" I did: "kari" and the verb of giving)
        by = _who_did(re.sub(r"^kari(?=de)", "", group("df_v"), flags=re.IGNORECASE), match)
        by = f"{by} " if by else ""
        kin = (
            _kin(group("df_kin"), match.string[: match.start()])
            if group("df_kin")
            else _kin_before(match)
        )
        whose = f"{kin}'s " if kin else ""
        now = f", now {kin} takes" if kin else ", now I take"
        to = _dosed(f"{group('df_med')} {group('df_b')}").split(maxsplit=1)[1]
        return (
            f"{by}raised {whose}{group('df_med')} from {group('df_a')} to {to}{now} "
            f"{group('df_med')} {to}"
        )
    if kind == "dose_changed":
        how = group("dc_how").casefold()
        verb = "raised" if how.startswith("badh") else "changed" if how == "badali" else "lowered"
        by = "the doctor " if group("dc_who") else _doer(match, "")
        return f"{by}{verb} the dose"
    if kind == "takes":
        return _takes(match)
    if kind == "treated":
        at = f" at {group('tr_at')}" if group("tr_at") else ""
        return f"I am being treated for {group('tr_x')}{at}"
    if kind == "has":
        what = re.sub(r"\bchina\s+badam\b", "peanut", group("hs_x"), flags=re.IGNORECASE)
        what = re.sub(r"\bsugar\b", "diabetes", what, flags=re.IGNORECASE)
        # ("dahi re allergy": an allergy to curd)
        what = re.sub(r"\s+(?:re|ku)\s+(?=allergy\b)", " ", what, flags=re.IGNORECASE)
        what = re.sub(r"\bdahi\b", "curd", what, flags=re.IGNORECASE)
        what = f"type {group('hs_type')} {what}" if group("hs_type") else what
        what = f"a {what}" if what.casefold().endswith("allergy") else what
        if group("hs_me"):
            return f"I have {what}"
        return f"{group('hs_who')} has {what}"
    if kind == "have":
        own = "we" if group("hv_own").casefold().startswith("amar") else "I"
        what = re.sub(r"\b(?:dokan|dokana)\b", "shop", group("hv_x"), flags=re.IGNORECASE)
        at = f" in {group('hv_in')}" if group("hv_in") else ""
        return f"{own} have a {what}{at}"
    if kind == "runs":
        return f"{_kin(group('rn_kin'), match.string[: match.start()])} runs it"
    if kind == "near":
        if group("nr_kin"):
            return f"near {_kin(group('nr_kin'), match.string[: match.start()])}'s home"
        return f"near {group('nr_x')}"
    if kind == "of":
        return "'s "
    if kind == "bro":
        # (a clause of its own: "veg ta chhadi deli bhai 🙈", I am no longer vegetarian, bhai)
        return f", {group(0).strip()}"
    if kind == "kin":
        if group("kn_own"):
            return f"{_MY[group('kn_own').casefold()]} {_KIN[group('kn_x').casefold()]}"
        return _kin(group("kn_x"), match.string[: match.start()])
    word = group("word")
    read = _GLOSS[" ".join(word.casefold().split())]
    return read[:1].upper() + read[1:] if word[:1].isupper() and read != "I" else read


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_odia, _READ, _reading)
