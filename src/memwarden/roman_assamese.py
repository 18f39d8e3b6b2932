"""Guwahati, Dibrugarh, Jorhat, Tezpur and Nagaon English mixed with Romanized Assamese, read as
English, for the door's reading only.

Many people in Assam type Assamese in Latin letters between English words: "moi Beltola t
thaku", "Six Mile lai shift korilu", "mur number 98640 21735", "aai r sugar ase, Glycomet 500
duwar khai". Assamese, like Bangla and Odia, puts the verb last and marks a place, a source, a
goal and an owner with a word after the noun ("Beltola t" in Beltola, "Beltola r pora" from
Beltola, "Delhi lai" to Delhi, "deuta r" dad's), so word for word the door's English rules find
nothing in it. A text that shows enough of Assamese's own small words (:func:`reads_words`:
"mur", "etiya", "deuta", "baideo", "bhonti", "korilu", "korise", "thaku", "usorot", "logot",
"nohoi", "kenekoi", "nerakhiba" …; not the words it shares with Bangla such as "ami", "amar",
"ghor", "kaam", "notun", "bhai", "dada", which stay with :mod:`memwarden.roman_bangla`, nor
Hindi's and Odia's) has its commonest statements read in English order, the way
:mod:`memwarden.roman_odia` reads Odia's — a move ("A r pora B lai shift korilu", "… lai gusi
gol"), where one lives ("moi … t thaku", "amar ghor … t", "aai … t deuta r logot thake"), where
one works ("moi … t … t teacher", "mur lora … t … t kaam kore"), a job left or joined ("… r
sakori eri dilu", "… t … hisape join korim"), one's number and email ("mur number …", "notun
email …", "mur number change hol"), a dose taken, raised or stopped ("Glycomet 500 duwar khai",
"dose bhoralo", "Amlodipine bondho kori"), an illness ("aai r sugar ase"), a thing bought
("notun scooty loilu"), an exam to sit ("… exam dim"), and a wish never to hear of something
again ("… r kotha monot nerakhiba", "… r kotha aru nokoba", "kakau nokoba") — and its words for
family and ownership as English's ("aai" my mum, "deuta" my dad, "baideo" my elder sister, "mur
suwali" my daughter, "mur" my). A second blind set (v124) taught it more of the same: a home
left for another ("Beltola r flat eri Six Mile ot shift korilu"), one of the family gone
("baideo Delhi eri Dubai gusi gol"), a job held "as" ("… t assistant manager hisape kaam koru",
"etiya … r … t research assistant"), coaching joined ("… t APSC coaching join korilu"), a card
owned ("mur HDFC r credit card ase"), a liking and an allergy ("moi … bhal pau", "prawn khale
allergy hoi"), a carrier's number ("notun Jio number …"), a dose changed ("dose change kori
dile") and a wish of "… korar kotha" or "… r kotha ekdom monot nerakhiba". Each reading
replaces one stretch of the text, so a span read in the English can be found again in what was
said (:func:`readings`). The memory keeps the person's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import MONTH, NOT_A_WEEKDAY, kin_read, read_with, shown_in_words, told_by

__all__ = ["english", "readings", "reads_roman_assamese", "reads_words"]

# Assamese's small words as typed in Latin letters: pronouns and whose ("moi" I, "mok" me, "mur"
# my, "ami" we, "amar" our, "apuni" you), the words after a noun ("t", "ot" in, "r" of, "r pora"
# from, "lai", "loi" to, "r logot" with, "r usorot" near, "r babe" for), now and before
# ("etiya", "agot", "ageye"), is and is not ("ase", "nai", "nohoi"), the endings of what one
# does and did ("koru", "korilu", "korisu", "korile", "korise", "dilu", "thaku", "thake"), the
# words of a wish ("monot nerakhiba" don't keep in mind, "kakau nokoba" tell no one) and for
# family.
_CUES = frozenset(
    """
    moi mok mur amar ami apuni apunar tumi tumar pora lai loi logot usorot babe etiya agot ageye
    ase nai nohoi koru kori korilu korisu korile korise korim koribo dilu dile dise thaku thake
    thakisu ghor kaam sakori notun purona aai deuta dada baideo bhai bhonti lora suwali gharoni
    giri sahur shahu aita koka khura pehi kotha monot nerakhiba nokoba kakau aru eitu tu ekta
    hol gol ahil ahilu bohut bhal kenekoi kot xuna khai khabo roj puwa rati duwar eri khale
    """.split()
)
# … of which these are no other language's typed in Latin letters (Bangla's "ami", "amar",
# "ghor", "kaam", "notun", "bhai", "dada", "kotha", "ase", "nai", Odia's "aai", Hindi's "kori"
# and "lai" are not among them).
_STRONG = frozenset(
    """
    mur mok apuni apunar etiya agot ageye logot usorot nohoi korilu korisu korile korise korim
    dilu thaku thakisu sakori purona deuta baideo bhonti suwali gharoni pehi monot nerakhiba
    nokoba kakau eitu ahil ahilu kenekoi xuna duwar puwa bosor asilu porhe lagibo hobo pora
    bohut bhal loilu pisot eibar dekhilu porhabo xunilu gusi hisape kachot
    """.split()
)
# … of which these tell it alone ("Six Mile lai shift korilu", "Beltola t thaku").
_ALONE = frozenset(
    """
    etiya korilu korisu korise thaku thakisu usorot logot nohoi kenekoi nerakhiba nokoba kakau
    deuta baideo bhonti suwali gharoni sakori ahilu ahise bhoralo barhaise nerakhibole loilu
    pisot
    """.split()
)
# … and these of its pairs ("mur number …", "moi … t thake"): a word of the first with one of
# the second.
_PAIRS = (
    (
        frozenset(("mur",)),
        frozenset(
            "number email ghor lora bhai sakori kotha ex knee husband phone gaari ase nai tu "
            "naam".split()
        ),
    ),
    (frozenset(("moi", "mur")), frozenset(("thake", "thaku", "ase", "koru", "khai"))),
    # (Bangla's "amar … thake", my … lives, is not one of them)
    (frozenset(("amar",)), frozenset(("thaku", "koru"))),
    # ("moi … t ekta … school t teacher": French's "moi" has none of these beside it)
    (frozenset(("moi",)), frozenset("ekta bohut bhal kaam tei nai aru".split())),
    (frozenset(("shift", "change", "join")), frozenset(("korilu", "korile", "hol", "korim"))),
    (frozenset(("eri", "chari", "bondho")), frozenset(("dilu", "dile", "kori"))),
    # ("… khale allergy hoi": Bangla eats with "khele")
    (frozenset(("khale",)), frozenset(("allergy", "elarji"))),
    # ("hostel t thake", … at … lives: Assamese's "t", at, beside a form of "thak-")
    (frozenset(("t", "ot")), frozenset("thake thaku thakisu thakisilu thakibo nathake".split())),
)
_WORD = re.compile(r"[^\W\d_]+")


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` is written in Romanized Assamese
    at least in part: one of its words no other language has, two of its own small words, three
    of its small words one of them its own, or one of its pairs of words."""
    return shown_in_words(said, _CUES, _STRONG, _ALONE, _PAIRS)


@lru_cache(maxsize=4096)
def reads_roman_assamese(text: str) -> bool:
    """Whether ``text`` is written in Romanized Assamese at least in part
    (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "Six Mile", "Zoo Road showroom", "Rukmini Gaon", "Hilika TE".
# (not a day of the week, a month, a date's "1st", nor a word for family: "Dada Dubai t thake"
# is my brother living in Dubai)
_CAP = (
    NOT_A_WEEKDAY + rf"(?!{MONTH}\b)(?!\d+(?:st|nd|rd|th)\b)"
    r"(?!(?i:aai|deuta|dada|baideo|bhonti|bhai|koka|aita|mahi|pehi|khura|papa|maa)\b)"
    r"(?-i:[A-Z0-9])(?:[\w'’&/@#$%*+-]|\.(?=\w))*"
)
_NAMED = (
    rf"{_CAP}(?:\s+(?:{_CAP}|(?-i:nagar|colony|road|path|gaon|sector|campus|branch|office|"
    r"school|college|hospital|clinic|bank|bazar|market|showroom|tiniali|chariali|apartments?|"
    r"enclave|tea\s+estate|estate)\b))" + r"{0,5}"
)
# Assamese's words for family, in English.
_KIN = {
    "aai": "mum", "ma": "mum", "maa": "mum", "deuta": "dad", "papa": "dad", "dada": "elder brother",
    "bhai": "younger brother", "baideo": "elder sister", "bhonti": "younger sister",
    "lora": "son", "suwali": "daughter", "gharoni": "wife", "giri": "husband",
    "sahur": "father-in-law", "shahu": "mother-in-law", "aita": "grandma", "koka": "grandpa",
    "mahi": "aunt", "khura": "uncle", "pehi": "aunt", "khuri": "aunt", "mama": "uncle",
}  # fmt: skip
_KIN_WORDS = "|".join(sorted(_KIN, key=len, reverse=True))
# Whose: "mur" my, "amar" our, "apunar", "tumar" your.
_MY = {"mur": "my", "mor": "my", "amar": "our", "apunar": "your", "tumar": "your"}
_OWN = r"(?:mur|mor|amar)"
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your", "r", *_MY))
# Its words for things and times, in English.
_GLOSS = {
    "moi": "I", "mok": "me", "ami": "we", "etiya": "now", "notun": "new", "purana": "old",
    "purona": "old", "ghor": "home", "sakori": "job", "theng": "leg", "daru": "alcohol",
    "aji": "today", "agot": "before", "ageye": "earlier", "mur": "my", "bikri": "sale",
}  # fmt: skip
# A job: "teacher", "research associate", "backend developer".
_ROLE = (
    r"(?:(?:senior|junior|head|assistant|associate|software|backend|frontend|data|sales|research|"
    r"branch|project|civil|content|marketing)\s+)?(?:engineer|developer|manager|teacher|"
    r"professor|lecturer|doctor|nurse|accountant|clerk|officer|analyst|executive|supervisor|"
    r"pharmacist|technician|associate|writer|secretary|designer|assistant)"
)
_MED = r"(?:[A-Za-z][a-z][\w-]+)"
_DOSE = r"\d+(?:\.\d+)?\s?(?:mg|mcg|ml|units?)\b"
_PHONE = r"\+?\d[\d\s-]{6,}\d"
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
# How often a medicine is taken: "roj puwa" every morning, "duwar" twice a day.
_OFTEN = {
    "roj puwa": "every morning", "roj rati": "every night", "roj raati": "every night",
    "roj": "daily", "puwa": "in the morning", "rati": "at night", "rati t": "at night",
    "raati": "at night", "duwar": "twice a day", "dinot duwar": "twice a day",
    "ebar": "once a day", "dinot ebar": "once a day", "puwa aru rati": "morning and night",
}  # fmt: skip
_OFTEN_WORDS = "|".join(o.replace(" ", r"\s+") for o in sorted(_OFTEN, key=len, reverse=True))
# What one did ("korilu" I did, "korile", "korise" he or she did), is doing or will do.
_MINE = frozenset("korilu korisu koru kori korim koribo dilu disu loilu thaku thakisu".split())
_DID = r"(?:korilu|korisu|korile|korise|korim|koribo|hol|hoise|hoi\s+gol)"
_THERE = r"(?:t|ot|tei|te)"
# The words that open a clause without naming who ("finally", "etiya").
_NO_DOER = frozenset(
    "finally bhai etiya xuna ei ki khobor so and aru last week month sunday kali aji r pora from "
    "monday tuesday wednesday thursday friday saturday".split()
)
# A wish: "monot nerakhiba" don't keep it in mind, "nokoba" don't say it.
_DONT = (
    r"(?:monot\s+(?:nerakhiba|norakhiba|nerakhiba\s+please)|nokoba|nokobi|nuliba|nutuliba|"
    r"nokobo)"
)

_READINGS = {
    # "mur bhai Rintu r kotha monot nerakhiba", "mur ex Priyanka r kotha aru nokoba": please
    # never bring up … again.
    "never_again": (
        r"(?P<ng_x>(?:[^\s,.;:!?()]+\s+){0,5}?[^\s,.;:!?()]+?)\s+(?:r|korar|kora\s+r)\s+"
        r"(?:kotha|kothā|naam)\s+(?:(?:aru|kakau|eku|kotiyau|ekdom|kiba)\s+)*" + _DONT
    ),
    # "kakau nokoba": don't tell anyone.
    "tell_no_one": r"\bkakau\s+(?:nokoba|nokobi|nokobo)\b",
    # "monot nerakhiba": don't remember it (alone, after a wish).
    "dont_keep": r"\bmonot\s+(?:nerakhiba|norakhiba)\b",
    # "sob bostu pack kori Six Mile lai shift korilu", "Beltola r pora Zoo Road r Ananda
    # Apartments t shift korilu", "notun flat t shift korilu": (who) moved (from …) to ….
    "moved": (
        r"(?:\b(?:(?P<mv_who>moi|ami)|"
        rf"(?P<mv_kin>(?:(?P<mv_own>{_OWN})\s+)?(?P<mv_k>{_KIN_WORDS})))\s+)?(?:etiya\s+)?"
        rf"(?:(?P<mv_a>{_NAMED})\s+"
        r"(?:r\s+pora|(?:r\s+(?P<mv_home>flat|ghor|ghar|basa)\s+)?(?:eri|chari|sari))\s+)?"
        rf"(?P<mv_b>(?:{_NAMED}\s+r\s+)?{_NAMED}|notun\s+(?:flat|ghor|ghar|basa))\s+"
        r"(?:(?:lai|loi|loe|t|ot)\s+)?(?:shift|gusi)\s+(?P<mv_v>korilu|korisu|korile|korise|korim|"
        r"gol|galu|gole|goisu|goise|hol|hoise)\b"
    ),
    # "mur ghor Six Mile t", "amar ghor etiya Beltola t": I (we) live in ….
    "home_in": (
        rf"\b(?P<hm_own>{_OWN})\s+(?:ghor|ghar|basa)\s+(?:(?P<hm_now>etiya)\s+)?"
        rf"(?P<hm_x>{_NAMED})\s+{_THERE}\b"
    ),
    # "moi Dibrugarh r kachot Chabua tea estate t assistant manager hisape kaam koru", "Jorhat r
    # Tocklai t research assistant hisape kaam kore": (I) work at … (near …, in …) as a ….
    "works_as": (
        r"(?:\b(?P<wa_who>moi|ami)\s+)?(?:(?P<wa_now>etiya)\s+)?"
        rf"(?:(?P<wa_in>{_NAMED})\s+r\s+(?:(?P<wa_near>kachot|usorot|ocorot)\s+)?)?"
        rf"(?P<wa_x>{_NAMED})\s+{_THERE}\s+(?P<wa_role>{_ROLE})\s+(?:hisape|hisabe|hixape|hixabe)\s+"
        r"kaam\s+(?P<wa_v>koru|kori|korisu|kore|korise|kori\s+asu|kori\s+ase)\b"
    ),
    # "moi Tezpur t ekta govt school t teacher", "moi Guwahati r startup tu tei backend
    # developer": I am a … at … in ….
    "role_at": (
        r"(?:\b(?P<ro_who>moi|ami)\s+(?:(?P<ro_now>etiya)\s+)?|\b(?P<ro_now2>etiya)\s+)"
        rf"(?P<ro_in>{_NAMED})\s+(?:t|ot|r)\s+(?:(?P<ro_a>ekta|ekhon)\s+)?"
        rf"(?P<ro_x>{_NAMED}|(?:[a-z]+\s+){{0,2}}?(?:startup|school|bank|company|college|office|"
        r"hospital|firm|agency|shop|tea\s+estate))\s+(?:(?:tu|tot|khon)\s+)?"
        rf"{_THERE}\s+(?P<ro_role>{_ROLE})\b"
    ),
    # "mur lora Bangalore t Infosys t kaam kore", "moi Beltola t ekta bank t kaam koru": …
    # work(s) at … in ….
    "works": (
        rf"(?:(?P<wk_in>{_NAMED})\s+{_THERE}\s+)?(?:(?P<wk_a>ekta)\s+)?"
        rf"(?P<wk_x>{_NAMED}|(?:[a-z]+\s+){{0,1}}?(?:startup|school|bank|company|college|office|"
        r"hospital|firm|agency|shop))\s+"
        rf"{_THERE}\s+kaam\s+(?P<wk_v>kore|koru|kori|korisu|korise|kori\s+asu|"
        r"kori\s+ase)\b"
    ),
    # "Hilika TE r sakori eri dilu", "Tezpur r school eri": I left (the job at) ….
    "left": (
        rf"(?P<lf_x>{_NAMED})\s+(?:r\s+(?P<lf_what>sakori|job|chakri|kaam|school|office)\s+)?"
        r"(?:eri|chari|sari)(?:\s+(?P<lf_v>dilu|disu|dile|dise|korilu))?\b"
    ),
    # "from 1st May Jorhat t Tocklai t research associate hisape join korim": I will join …
    # in … as ….
    "joined": (
        rf"(?:(?P<jn_in>{_NAMED})\s+{_THERE}\s+)?(?P<jn_x>{_NAMED})\s+{_THERE}\s+"
        rf"(?:(?P<jn_role>{_ROLE})\s+(?:hisape|hisabe|hixape|hixabe)\s+)?"
        r"join\s+(?P<jn_v>korim|koribo|korilu|korisu|korile|korise)\b"
    ),
    # "Bhangagarh t APSC coaching join korilu": I joined … in ….
    "joined_in": (
        rf"(?P<ji_in>{_NAMED})\s+{_THERE}\s+(?P<ji_x>{_NAMED}(?:\s+(?:coaching|class|classes|course|"
        r"gym|academy|institute|tuition|club))?)\s+join\s+(?P<ji_v>korilu|korisu|korim|koribo|"
        r"korile|korise)\b"
    ),
    # "Nagaon r notun school t porhabo": I will teach at the new school in ….
    "teaches": (
        rf"(?P<te_in>{_NAMED})\s+r\s+(?P<te_new>notun\s+)?(?P<te_x>school|college)\s+{_THERE}\s+"
        r"(?:porhabo|porham|porhau|porhaun)\b"
    ),
    # "mur suwali Cotton University t BSc Chemistry 2nd year t porhe": … studies … at ….
    "studies": (
        rf"(?P<su_x>{_NAMED})\s+{_THERE}\s+(?P<su_what>(?:[\w-]+\s+){{0,4}}?[\w-]+?)\s+(?:{_THERE}\s+)?"
        r"(?P<su_v>porhe|porhu|porhisu|porhise|pore)\b"
    ),
    # "mur number 98640 21735", "notun number 70029 48163", "notun number mur: …": (my new)
    # number is ….
    "number": (
        rf"(?:\b(?P<nb_own>{_OWN})\s+)?(?P<nb_new>notun\s+)?(?:(?-i:[A-Z])\w+\s+)?"
        r"(?:number|nmbr|phone\s+number)\s+"
        r"(?:mur\s*:?\s*)?(?:save\s+kori\s+(?:lobi|loba|lobo|lua)\s*:?\s*)?"
        rf"(?P<nb_x>{_PHONE})(?:\s+e\b)?"
    ),
    # "mur email …", "notun email …": (my new) email is ….
    "email": (
        rf"(?:\b(?P<em_own>{_OWN})\s+)?(?P<em_new>notun\s+)?(?:email|e-mail|mail)\s+(?:id\s+)?"
        rf"(?P<em_x>{_EMAIL})"
    ),
    # "mur number change hol": my number changed; "thyroid doctor change korilu": I changed ….
    "changed": (
        rf"(?:\b(?P<ch_own>{_OWN})\s+)?(?P<ch_x>(?:[a-z]+\s+)?[a-z]+)\s+change\s+"
        r"(?P<ch_v>hol|hoise|hoi\s+gol|korilu|korisu|korile|korise|kori\s+(?:dilu|dile|dise))\b"
    ),
    # "dose bhoralo", "dose barhaise": the doctor raised the dose.
    "dose_raised": (
        r"\bdose\s+(?:bhoralo|bhorale|bhoraise|barhalo|barhale|barhaise|barhai\s+dise|"
        r"bhorai\s+dise|bohalo)\b"
    ),
    # "Amlodipine bondho kori": stopped Amlodipine.
    "stopped": (
        rf"(?P<st_x>(?-i:[A-Z]){_MED})\s+bondho\s+"
        r"(?:kori(?:\s+dise|\s+dile|\s+dilu)?|korile|korise)"
    ),
    # "Amlodipine 5 mg roj puwa khai", "Glycomet 500 duwar khai", "etiya Telmisartan 40 mg
    # dise": … take(s) ….
    "takes": (
        r"(?:(?P<tk_for>[\w-]+)\s+r\s+babe\s+)?"
        r"(?:\b(?P<tk_who>moi|ami)\s+)?(?:(?P<tk_now>etiya)\s+)?"
        rf"(?P<tk_x>{_MED}\s+(?:{_DOSE}|\d{{2,4}}\b))\s+(?:(?P<tk_when1>{_OFTEN_WORDS})\s+)?"
        r"(?P<tk_v>khai|khau|khao|khabo|khaim|khaiche|khaise|dise|dile)\b"
        rf"(?:,?\s+(?P<tk_when2>{_OFTEN_WORDS})\b)?"
    ),
    # "aai r sugar ase", "mur thyroid ase": … has ….
    "has": (
        rf"\b(?:(?P<hs_own>{_OWN})\s+(?P<hs_kin>{_KIN_WORDS})|(?P<hs_kin2>{_KIN_WORDS})|"
        r"(?P<hs_me>mur|mor|mok))\s+(?:r\s+)?(?P<hs_x>sugar|diabetes|BP|thyroid|cholesterol|"
        r"asthma|allergy)\s+(?:problem\s+)?(?:ase|hoise|dhorise)\b"
    ),
    # "notun scooty loilu": I bought a new scooty.
    "bought": (
        rf"(?:(?P<bt_at>{_NAMED})\s+r\s+pora\s+)?(?P<bt_new>notun\s+)?(?P<bt_x>[\w-]+)\s+"
        r"(?:loilu|kinilu|kini\s+anilu)\b"
    ),
    # "ADRE Grade III exam dim": I will take the … exam.
    "exam": (
        r"(?:\b(?P<ex_who>moi)\s+)?(?:(?P<ex_now>eibar)\s+)?"
        rf"(?P<ex_x>(?:{_NAMED}\s+)?exam)\s+(?:dim|dibo|dium)\b"
    ),
    # "mur SBI net banking ase": I have ….
    "have": rf"\b(?P<hv_own>{_OWN})\s+(?P<hv_x>{_NAMED}(?:\s+r)?(?:\s+[a-z]+){{0,2}}?)\s+ase\b",
    # "moi masor tenga bhal pau": I like ….
    "likes": (
        r"\b(?P<lk_who>moi|ami)\s+(?P<lk_x>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+(?:bhal|bhaal)\s+"
        r"(?:pau|pao|paw)\b"
    ),
    # "prawn (isa mas) khale allergy hoi": I am allergic to ….
    "allergic": (
        r"(?:\b(?P<al_who>moi|mur|mok)\s+)?"
        r"\b(?P<al_x>[a-z][\w-]*)\s+(?:\([^()]{1,30}\)\s+)?(?:khale|khaile|khaale)\s+"
        r"(?:allergy|elarji)\s+(?:hoi|hoy|hoise|ase)\b"
    ),
    # "deuta tat secretary": my dad is the secretary there.
    "role_there": rf"\b(?P<rt_kin>{_KIN_WORDS})\s+(?:tat|tate|tot)\s+(?P<rt_role>{_ROLE})\b",
    # "moi Beltola t thaku", "aai Nagaon t deuta r logot thake", "Six Mile t Rukmini Gaon r
    # usorot thaku": … live(s) in … (near …, with …).
    "lives": (
        r"(?:\b(?P<lv_who>moi|ami)\s+)?(?:(?P<lv_now>etiya)\s+)?"
        rf"(?P<lv_x>{_NAMED})\s+{_THERE}\s+(?:(?P<lv_near>{_NAMED})\s+r\s+usorot\s+)?"
        rf"(?:(?P<lv_with>{_KIN_WORDS})\s+r\s+logot\s+)?"
        r"(?P<lv_v>thaku|thakisu|thako|thake|thakise|thaken|thakon)\b"
    ),
    # "Rukmini Gaon r usorot": near ….
    "near": rf"(?P<nr_x>{_NAMED})\s+r\s+usorot\b",
    # "anxiety r babe": for anxiety.
    "for": r"\b(?P<fr_x>[a-z][\w-]*)\s+r\s+babe\b",
    # "… bule hunilu": (so) I heard.
    "heard": r"\bbule\s+(?:hunilu|xunilu|sunilu|shunilu)\b",
    # "kali r pora": from tomorrow.
    "from_tomorrow": r"\bkali\s+r\s+pora\b",
    # "bhai moi …": bro, I …, a word of address of its own.
    "bro": r"^\s*bhai\b(?!\s+r\b)",
    "kin": rf"\b(?:(?P<kn_own>{_OWN})\s+)?(?P<kn_x>{_KIN_WORDS})\b",
    # "Monday r pora": from Monday; "theng tur surgery r pisot": after the leg's surgery.
    "from": (rf"\b(?P<fm_x>(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?(?:{MONTH}\s+)?[\w-]+)\s+r\s+pora\b"),
    # "doctor e": the doctor (who did it).
    "doctor": r"\bdoctor\s+e\b",
    "after": r"\b(?P<af_x>(?:[\w-]+\s+(?:r|tur)\s+)?[\w-]+)\s+r\s+pisot\b",
    # "daru khai": drank alcohol.
    "drank": r"\bdaru\s+(?:khai|khay|khaise|khaisil|khale|khaile)\b",
    "gloss": r"\b(?P<word>" + "|".join(_GLOSS) + r")\b",
    # "theng tur surgery": the leg's surgery; "deuta r drinking": dad's drinking.
    "of": r"(?<=\w)\s+(?:r|tur)\s+(?=[a-z])",
}
_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)


def _kin(word: str, before: str) -> str:
    """A word for family, in English, with "my" when nothing before owns it
    (:func:`memwarden.roman.kin_read`)."""
    return kin_read(word.casefold(), before, _KIN, _OWNERS)


def _glossed(words: str, before: str = "") -> str:
    """``words`` with Assamese's words for ownership, family and things read as English's, and
    "X r Y" as "X's Y" ("mur bhai Rintu": my younger brother Rintu, "deuta r": my dad's)."""
    words = " ".join(words.split())
    read = []
    for said in words.split(" "):
        folded = said.casefold()
        if folded in _KIN:
            read.append(_kin(folded, " ".join([before, *words.split(" ")[: len(read)]])))
        else:
            read.append(_MY.get(folded) or _GLOSS.get(folded, said))
    text = " ".join(read)
    # (a word owned by what the word before already owns: "my my dad" is "my dad")
    text = re.sub(r"\b(my|our|your)\s+my\s+", r"\1 ", text)
    return re.sub(r"\s+(?:r|tur)\b", "'s", text, flags=re.IGNORECASE)


def _doer(match: re.Match[str], doer: str) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else
    (:func:`memwarden.roman.told_by`); else nothing."""
    return told_by(match, doer, _NO_DOER).removeprefix(", ") if doer else ""


def _kin_before(match: re.Match[str]) -> str:
    """The one of the family the text before ``match`` told of last ("aai r sugar ase, …": my
    mum), in English; nothing when none was, or "moi" (I) stands after them."""
    told = list(
        re.finditer(rf"\b(?:({_KIN_WORDS})|(moi|mur|mok))\b", match.string[: match.start()], re.I)
    )
    if not told or told[-1].group(2):
        return ""
    return _kin(told[-1].group(1), match.string[: told[-1].start()])


def _often(*said: str | None) -> str:
    """How often a medicine is taken, in English (" every morning" of "roj puwa"), or nothing."""
    return "".join(f" {_OFTEN[' '.join(s.casefold().split())]}" for s in said if s)


def _dosed(said: str) -> str:
    """A medicine and its dose as said, in mg when it was said with no unit ("Glycomet 500")."""
    return f"{said}mg" if said[-1:].isdigit() else said


def _a(role: str) -> str:
    return f"{'an' if role[:1].casefold() in 'aeiou' else 'a'} {role}"


def _moved(match: re.Match[str]) -> str:
    group = match.group
    verb = group("mv_v").casefold()
    if group("mv_who"):
        who = "we" if group("mv_who").casefold() == "ami" else "I"
    elif group("mv_own"):
        who = f"{_MY[group('mv_own').casefold()]} {_KIN[group('mv_k').casefold()]}"
    elif group("mv_k"):
        who = _kin(group("mv_k"), match.string[: match.start()])
    elif verb in _MINE or verb in ("galu", "goisu"):
        who = "I"
    else:
        who = ""
    came = f" from {group('mv_a')}" if group("mv_a") else ""
    named = (group("mv_a") or "").split(maxsplit=1)
    place = r"(?i:mile|road|nagar|gaon|chariali|tiniali|bazar|path|colony|para|pur|gate)"
    if (
        not who
        and verb not in _MINE
        and len(named) == 2
        and not group("mv_home")
        and not re.fullmatch(rf"\S*{place}", named[1])
    ):
        # (one named before the place left, who went: "Rahul Delhi eri Dubai gusi gol")
        who, came = named[0], f" from {named[1]}"
    if group("mv_home"):
        own = {"we": "our", "I": "my"}.get(who, "the")
        home = _GLOSS.get(group("mv_home").casefold(), group("mv_home"))
        came = f" from {own} {home} in {group('mv_a')}"
    to = re.sub(r"^notun\s+(\w+)$", r"a new \1", group("mv_b"), flags=re.IGNORECASE)
    to = re.sub(r"^(.+?)\s+r\s+(.+)$", r"\2, \1", to)
    return f"{who} moved{came} to {to}".strip()


def _takes(match: re.Match[str]) -> str:
    group = match.group
    verb = group("tk_v").casefold()
    now = "now " if group("tk_now") else ""
    often = _often(group("tk_when1"), group("tk_when2"))
    often += f" for {group('tk_for')}" if group("tk_for") else ""
    what = _dosed(" ".join(group("tk_x").split()))
    if group("tk_who"):
        return f"{'we' if group('tk_who').casefold() == 'ami' else 'I'} {now}take {what}{often}"
    kin = _kin_before(match)
    if kin:
        clause = _CLAUSE.split(match.string[: match.start()])[-1]
        if re.search(rf"\b(?:{_KIN_WORDS})\s*$", clause, flags=re.IGNORECASE):
            return f"{now}takes {what}{often}"  # ("aai Glycomet …": my mum, read before it)
        fresh = "and " if re.search(r"\w", clause) else ""
        return f"{fresh}{now}{kin} takes {what}{often}"
    if verb in ("dise", "dile"):
        return f"{now}I take {what}{often}"
    return f"{_doer(match, 'I') or 'I '}{now}take {what}{often}"


_CLAUSE = re.compile(r"[,.;:!?\n\u2600-\u27bf\U0001f300-\U0001faff]")


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    group = match.group
    before = match.string[: match.start()]
    if kind == "never_again":
        words = group("ng_x").split()
        while words and words[0].casefold() in ("please", "pls", "aru", "ei", "xuna", "aji"):
            words.pop(0)
        what = _glossed(" ".join(words), before)
        return f"please never bring up {what} again" if what else "please never bring that up"
    if kind == "tell_no_one":
        return "don't tell anyone"
    if kind == "dont_keep":
        return "don't remember it"
    if kind == "moved":
        return _moved(match)
    if kind == "home_in":
        own = "we" if group("hm_own").casefold() == "amar" else "I"
        return f"{own} {'now ' if group('hm_now') else ''}live in {group('hm_x')}"
    if kind == "works_as":
        who = "we" if (group("wa_who") or "").casefold() == "ami" else "I"
        if group("wa_v").casefold() in ("kore", "korise"):
            who = ""
        where = group("wa_x")
        if group("wa_in"):
            where += f" {'near' if group('wa_near') else 'in'} {group('wa_in')}"
        now = "now " if group("wa_now") else ""
        works = "work" if who else "works"
        return f"{who} {now}{works} at {where} as {_a(group('wa_role'))}".strip()
    if kind == "role_at":
        who = "we are" if (group("ro_who") or "").casefold() == "ami" else "I am"
        now = "now " if group("ro_now") or group("ro_now2") else ""
        x = group("ro_x")
        at = x if x[:1].isupper() else f"{'a' if group('ro_a') else 'the'} {x}"
        return f"{who} {now}{_a(group('ro_role'))} at {at} in {group('ro_in')}"
    if kind == "works":
        verb = group("wk_v").casefold()
        mine = verb.startswith(("koru", "korisu", "kori a")) or verb == "kori"
        x = group("wk_x")
        at = x if x[:1].isupper() else f"{'a' if group('wk_a') else 'the'} {x}"
        where = f"{at} in {group('wk_in')}" if group("wk_in") else at
        if mine:
            return f"{_doer(match, 'I') or ''}work at {where}".strip()
        return f"works at {where}"
    if kind == "left":
        what = group("lf_what")
        if what and what.casefold() in ("sakori", "job", "chakri", "kaam"):
            return f"{_doer(match, 'I')}quit my job at {group('lf_x')}"
        if what:
            return f"{_doer(match, 'I')}quit the {what} in {group('lf_x')}"
        return f"{_doer(match, 'I')}left {group('lf_x')}"
    if kind == "joined":
        verb = group("jn_v").casefold()
        will = "will " if verb in ("korim", "koribo") else ""
        mine = verb in _MINE
        who = (_doer(match, "I") or "I ") if mine else ""
        where = f"{group('jn_x')} in {group('jn_in')}" if group("jn_in") else group("jn_x")
        if will and group("jn_role"):
            # (one starting there soon: "from 1st May … research associate hisape join korim")
            return f"{who}start as {_a(group('jn_role'))} at {where}"
        role = f" as {_a(group('jn_role'))}" if group("jn_role") else ""
        return f"{who}{will}join{'ed' if not will else ''} {where}{role}"
    if kind == "joined_in":
        verb = group("ji_v").casefold()
        will = "will join" if verb in ("korim", "koribo") else "joined"
        who = (_doer(match, "I") or "I ") if verb in _MINE else ""
        return f"{who}{will} {group('ji_x')} in {group('ji_in')}"
    if kind == "likes":
        return f"{'we' if group('lk_who').casefold() == 'ami' else 'I'} like {group('lk_x')}"
    if kind == "allergic":
        who = "I " if group("al_who") else _doer(match, "I") or "I "
        return f"{who}am allergic to {group('al_x')}"
    if kind == "teaches":
        new = "the new" if group("te_new") else "the"
        fresh = "and " if re.search(r"\w", _CLAUSE.split(before)[-1]) else ""
        return f"{fresh}I teach at {new} {group('te_x')} in {group('te_in')}"
    if kind == "studies":
        verb = group("su_v").casefold()
        who = "I am" if verb in ("porhu", "porhisu") else "is"
        return f"{who} studying {group('su_what')} at {group('su_x')}"
    if kind == "number":
        own = _MY[group("nb_own").casefold()] if group("nb_own") else "my"
        return f"{own} {'new ' if group('nb_new') else ''}number is {group('nb_x')}"
    if kind == "email":
        own = _MY[group("em_own").casefold()] if group("em_own") else "my"
        return f"{own} {'new ' if group('em_new') else ''}email is {group('em_x')}"
    if kind == "changed":
        what = _glossed(group("ch_x"))
        verb = group("ch_v").casefold()
        if group("ch_own"):
            what = f"{_MY[group('ch_own').casefold()]} {what}"
        if verb.startswith("ho"):
            return f"{what} changed"
        who = "I" if verb in _MINE or verb.endswith("dilu") else ""
        return f"{_doer(match, who)}changed {what if group('ch_own') else 'the ' + what}"
    if kind == "dose_raised":
        return "the doctor raised the dose"
    if kind == "stopped":
        return f"stopped {group('st_x')}"
    if kind == "takes":
        return _takes(match)
    if kind == "has":
        what = {"sugar": "diabetes", "bp": "high BP"}.get(group("hs_x").casefold(), group("hs_x"))
        if group("hs_me"):
            return f"I have {what}"
        if group("hs_own"):
            kin = f"{_MY[group('hs_own').casefold()]} {_KIN[group('hs_kin').casefold()]}"
        else:
            kin = _kin(group("hs_kin2"), before)
        return f"{kin} has {what}"
    if kind == "bought":
        at = f" from {group('bt_at')}" if group("bt_at") else ""
        new = "new " if group("bt_new") else ""
        return f"{_doer(match, 'I') or ''}bought a {new}{group('bt_x')}{at}".strip()
    if kind == "exam":
        now = " this time" if group("ex_now") else ""
        who = "I " if group("ex_who") else _doer(match, "I")
        return f"{who}will take the {group('ex_x')}{now}".strip()
    if kind == "have":
        own = "we" if group("hv_own").casefold() == "amar" else "I"
        what = re.sub(r"\s+r\b", "", group("hv_x"), flags=re.IGNORECASE)
        # ("an SBI debit card": a name of capitals said letter by letter)
        letters = re.match(r"[A-Z]{2,}\b", what)
        an = what[:1] in "AEFHILMNORSX" if letters else what[:1].casefold() in "aeiou"
        if not re.search(r"\b(?:card|account|loan|policy|phone|car|bike|scooty|laptop)$", what):
            return f"{own} have {what}"  # ("SBI net banking": no one thing)
        return f"{own} have {'an' if an else 'a'} {what}"
    if kind == "role_there":
        return f"{_kin(group('rt_kin'), before)} is the {group('rt_role')} there"
    if kind == "lives":
        verb = group("lv_v").casefold()
        now = "now " if group("lv_now") else ""
        near = f" near {group('lv_near')}" if group("lv_near") else ""
        with_ = f" with {_kin(group('lv_with'), '')}" if group("lv_with") else ""
        if group("lv_who"):
            who = "we" if group("lv_who").casefold() == "ami" else "I"
        elif verb in _MINE or verb == "thako":
            who = (_doer(match, "I") or "").strip()
        else:
            return f"{now}lives in {group('lv_x')}{near}{with_}"
        return f"{who} {now}live in {group('lv_x')}{near}{with_}".strip()
    if kind == "near":
        return f"near {group('nr_x')}"
    if kind == "for":
        return f"for {_glossed(group('fr_x'))}"
    if kind == "doctor":
        return "the doctor"
    if kind == "from":
        return f"from {_glossed(group('fm_x'))}"
    if kind == "after":
        return f"after the {_glossed(group('af_x'))}"
    if kind == "drank":
        return "drank alcohol"
    if kind == "heard":
        return "(I heard)"
    if kind == "from_tomorrow":
        return "from tomorrow"
    if kind == "bro":
        return "bhai,"
    if kind == "kin":
        if group("kn_x").casefold() in ("bhai", "lora", "suwali") and not group("kn_own"):
            # ("bhai news ase": bro, news; "ekta suwali mekuri" a female cat; only "mur bhai"
            # is my brother, "mur suwali" my daughter)
            return group(0)
        if group("kn_own"):
            return f"{_MY[group('kn_own').casefold()]} {_KIN[group('kn_x').casefold()]}"
        read = _kin(group("kn_x"), before)
        return read[:1].upper() + read[1:] if group("kn_x")[:1].isupper() else read
    if kind == "of":
        return "'s "
    word = group("word")
    read = _GLOSS[word.casefold()]
    return read[:1].upper() + read[1:] if word[:1].isupper() and read != "I" else read


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_assamese, _READ, _reading)
