"""Bangladeshi English mixed with Romanized Bangla, read as English, for the door's reading
only.

Many people in Bangladesh (and West Bengal) type Bangla in Latin letters between English
words: "finally shift korechi Bashundhara te", "amra Mirpur DOHS e thaki", "doctor ammu r
Amaryl 2 theke 4 mg e baraye dise", "Shirin er naam o nibe na pls". Bangla, like Urdu, puts
the verb last and the possessor first ("ammu r" is mum's), and marks a place with a suffix
("Uttara te", "Gulshan e"), so word for word the door's English rules find nothing in it. A
text that shows enough of Bangla's own small words (:func:`reads_words`) has its commonest
statements read in English order, the way :mod:`memwarden.roman_urdu` reads Urdu's — a move,
where one lives and works, a job or a school left, a car sold or had, one's number, a dose
changed or taken, a secret's new value, a pet, what is said no to, since when — and its words
for family and ownership as English's ("ammu" mum, "amar" my). Each reading replaces one
stretch of the text, so a span read in the English can be found again in what was said
(:func:`readings`). The memory keeps the person's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import read_with

__all__ = ["english", "readings", "reads_words"]

# Bangla's small words as typed in Latin letters: pronouns, postpositions, auxiliaries, the
# verb endings of what one did ("korlam", "korechi", "korsi" are all "I did").
_CUES = frozenset(
    """
    ami amra amar amader tumi apni ekhon ajke kal ache achi chilo thaki thake theke niye korlam
    korechi korsi korse koreche korlo kori korbo dilam disi dise diyechi diyeche gelo geche
    hoye hoyeche hoise holo bolbo bolba bolbe kotha kichu kokhono na er ta onek khub tai kintu
    basa bari gari gaari khay khai ekta shokale raate bochor dhore naam notun oi ei eta ammu
    abbu amma nibe niba tulba tulbe rakhba rekho korio kisu bolte chai ase thaken khan hoise gese
    kauke jiggesh bepare jonno sathe hobe korte pore ekhono shob keno bujhi lagche diye kore
    """.split()
)
# … of which one at least must be one no other language typed in Latin letters uses so
# (French's "ami", Spanish's "amar", English's "ache" and "tai" count only beside such a one).
_STRONG = frozenset(
    """
    amra amader ekhon ajke achi chilo thaki thake theke niye korlam korechi korsi korse
    koreche korlo korbo dilam disi dise diyechi diyeche gelo geche hoye hoyeche hoise bolbo
    bolba kokhono onek khub kintu bochor dhore notun shokale raate ekta nibe niba tulba tulbe
    rakhba rekho korio kisu bolte thaken gese kauke jiggesh bepare jonno sathe hobe korte
    ekhono bujhi lagche
    """.split()
)
# … of which these tell it alone ("finally shift korechi Mohammadpur te").
_ALONE = frozenset(
    "korlam korechi korsi korchi dilam disi diyechi thaki thake theke ekhon amader bochor "
    "shokale kokhono hoyeche hoise achi".split()
)
_WORD = re.compile(r"[^\W\d_]+")


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` is written in Romanized Bangla
    at least in part: one of its words no other language has, two of its own small words, or
    three of its small words one of them its own."""
    cues = said & _CUES
    own = len(cues & _STRONG)
    return own >= 2 or (own >= 1 and len(cues) >= 3) or not said.isdisjoint(_ALONE)


@lru_cache(maxsize=4096)
def reads_roman_bangla(text: str) -> bool:
    """:func:`reads_words` of ``text``."""
    return reads_words(set(_WORD.findall(text.casefold())))


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "Bashundhara R/A Block D", "Dhanmondi 27", "Uttara sector 7", "Mirpur DOHS".
_CAP = r"(?-i:[A-Z0-9])[\w'’.&/-]*"
_NAMED = rf"{_CAP}(?:\s+(?:{_CAP}|(?-i:block|sector|road|phase|lane|head\s+office)\b))" + r"{0,5}"
# A medicine and its dose: "Amaryl 2 mg", "sertraline 50 mg".
_MED = r"(?-i:[A-Za-z][a-z][\w-]+)"
_DOSE = r"\d+(?:\.\d+)?\s?(?:mg|mcg|ml|units?)\b"
_CARS = (
    r"(?:toyota|honda|nissan|mitsubishi|axio|premio|allion|corolla|noah|vezel|civic|x-?corolla|"
    r"fielder|prado|harrier|aqua|prius|suzuki|swift|alto)\b"
)
# What one did, said with its ending for I, for he or she, and for what one has done:
# "korlam", "korsi", "korechi", "korse", "koreche", "korlo".
_DID = r"(?:korlam|korlum|korsi|korchi|korechi|korechhi|korse|koreche|korlo|korlen|korsen)"
_GAVE = r"(?:dilam|disi|diyechi|dise|diyeche|dilo|dilen|disen)"
# A move's verb: "shift korechi", "shift hoye gechi".
_SHIFTED = rf"(?:{_DID}|hoyechi|hoye\s+gechi|holam)"
# A wish that a topic is not touched: "… niye r kichu bolba na", "… er naam o nibe na",
# "… er kotha r kokhono mone rakhba na".
_DO_NOT = (
    r"(?:nibe|nio|niba|niyo|bolba|bolbe|bolo|bolben|bolbo|bolio|tulba|tulbe|tulo|tulben|tulio|"
    r"mone\s+rakhba|mone\s+rekho|mone\s+rakhbe|mone\s+rakhben|mone\s+rakhio|"
    r"(?:jiggesh|bring\s+up|mention)\s+(?:korba|korbe|koro|korio|koren)|"
    r"(?:bolte|shunte|shunte)\s+chai)"
    r"\s+na\b"
)
_FILLER = (
    r"(?:(?:r|ar|aar|o|kono|kichu|kisu|kokhono|kokhno|kotha|please|pls|plz|kono\s+din|"
    r"ar\s+kokhono)\s+)*"
)

_READINGS = {
    # "ex-fiancée Shirin er naam o nibe na pls", "Nabila r result/marks niye kono kotha bolba
    # na", "Kamal er kotha r kokhono mone rakhba na": don't bring up … again.
    "no_more": (
        r"(?:(?:pls|please|plz|bhai|apu)\s+)?"
        r"(?P<no_x>(?:[^\s,.;:!?]+\s+){0,5}?[^\s,.;:!?]+?)\s+(?:(?:er|r)\s+(?:naam|nam|kotha)"
        r"(?:\s+o)?|(?:ta\s+|ti\s+)?niye|(?:er|r)\s+(?:bepare|byapare))\s+"
        + _FILLER
        + _DO_NOT
        + r"(?P<no_pls>\s+(?:pls|please|plz))?"
    ),
    # "finally shift korechi Bashundhara R/A Block D te": moved to ….
    "moved": rf"\bshift\s+{_SHIFTED}\s+(?P<mv_x>{_NAMED})\s+(?:te|e|y)\b",
    # "Mirpur theke shift korechi": moved from ….
    "moved_from": rf"(?P<mf_x>{_NAMED})\s+theke\s+shift\s+{_SHIFTED}",
    # "Uttara te shift korechi", "Uposhohor e notun flat e shift korsi": moved to ….
    "moved_to": (
        rf"(?P<mt_x>{_NAMED})\s+(?:te|e|y)\s+(?:notun\s+(?:flat|basa|basha|bari)\s+(?:te|e)\s+)?"
        rf"shift\s+{_SHIFTED}"
    ),
    # "amra Dhanmondi 27 e thaki": we live in ….
    "lives": (
        rf"(?:(?P<lv_who>ami|amra)\s+)?(?P<lv_x>{_NAMED})\s+(?:te|e|y)\s+(?:thaki|thake|"
        r"thakchi|thakchhi|thaken)\b"
    ),
    # "amader basa ekhon Uttara sector 7 e": we now live in ….
    "home_in": (
        r"\b(?P<hm_own>amader|amar)\s+(?:basa|bari|flat|bashay|basha)\s+(?:(?:to|toh)\s+)?"
        r"(?P<hm_now>ekhon\s+)?"
        rf"(?P<hm_x>{_NAMED})\s+(?:te|e|y)\b"
    ),
    # "ami Sonali Bank e officer", "ekhon Islami Bank er Amberkhana branch e officer": I work
    # at … as an officer.
    "works_as": (
        rf"\b(?:ami\s+(?:to\s+)?|(?P<wa_now>ekhon)\s+)(?P<wa_x>{_NAMED}(?:\s+er\s+{_NAMED}\s+"
        r"branch)?)\s+(?:te|e|y)\s+(?P<wa_role>officer|manager|teacher|doctor|nurse|pharmacist|"
        r"lecturer|engineer|accountant|cashier|executive|supervisor|merchandiser)\b"
    ),
    # "ami BRAC Bank e achi": I work at ….
    "works_at": (
        rf"\bami\s+(?P<wk_x>{_NAMED})\s+(?:te|e|y)\s+(?:achi|kaj\s+kori|job\s+kori|"
        r"chakri\s+kori)\b"
    ),
    # "Viqarunnisa chere dise": left ….
    "left": rf"(?P<lf_x>{_NAMED})\s+(?:chere|chhere|chhede|chede)\s+{_GAVE}",
    # "City Bank e join korlam": started a new job at ….
    "joined": rf"(?P<jn_x>{_NAMED})\s+(?:(?:te|e|y)\s+)?join\s+{_DID}",
    # "Farzana school switch korse": switched ….
    "switched": r"\b(?P<sw_x>[a-z]+)\s+switch\s+" + _DID,
    # "Allion ta bechay dilam": sold the ….
    "sold": (
        rf"(?P<sd_x>{_NAMED})\s+(?:ta\s+)?(?:(?:bechay|bechai|beche|bikri\s+kore)\s+{_GAVE}"
        r"|(?:sell|bikri)\s+" + _DID + ")"
    ),
    # "amader gaari Toyota Allion 2016": our car is a ….
    "car_is": rf"\b(?P<cr_own>amader|amar)\s+(?:gaari|gari|gadi|car)\s+(?P<cr_x>{_NAMED})",
    # "ekhon amader white Premio": now our car is a white Premio.
    "car_now": (
        r"\bekhon\s+(?P<cn_own>amader|amar)\s+(?P<cn_x>(?:(?:white|black|silver|red|blue|grey|"
        rf"gray|sada|kalo)\s+)?{_CARS}(?:\s+{_CAP})?)"
    ),
    # "amar number 01711-482903": my number is ….
    "number_is": (
        r"\b(?:amar|my)\s+(?P<nm_new>notun\s+)?(?:number|nmbr|no\.?|mobile)\s+"
        r"(?P<nm_x>\+?\d[\d\s-]{6,}\d)"
    ),
    # "ekhon theke number +880 1719-882046": from now on my number is ….
    "number_now": (r"\bekhon\s+theke\s+(?:amar\s+)?(?:number|nmbr)\s+(?P<nn_x>\+?\d[\d\s-]{6,}\d)"),
    # "office er notun email khulse IT: …@…": my new office email is ….
    "new_email": (
        r"(?P<ne_of>\boffice\s+er\s+)?\bnotun\s+(?:email|e-mail|mail)\b[^@\n,.;]{0,40}?"
        r"(?P<ne_x>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
    ),
    # "notun GP SIM nilam": got a new GP SIM.
    "new_sim": (
        r"\bnotun\s+(?P<ns_x>(?:[\w-]+\s+)?(?:sim|number))\s+(?:nilam|nisi|niyechi|kinlam)\b"
    ),
    # "answer dilam Rahima Khatun", "answer Udayan": the answer is ….
    "answer": (
        r"\banswer(?:\s+(?:dilam|disi|diyechi|dise|holo|hocche))?\s+"
        r"(?=['\"‘“]?(?-i:[A-Z0-9])[\w'’-]*)"
    ),
    # "doctor ammu r Amaryl 2 theke 4 mg e baraye dise": raised mum's Amaryl from 2 to 4 mg.
    "dose_from": (
        r"(?:(?P<df_doc>doctor|dactar|daktar|dr\.?(?:\s+(?-i:[A-Z])\w+)?)\s+)?"
        r"(?:(?P<df_who>[a-z]+)\s+(?:er|r)\s+)?"
        rf"(?P<df_med>{_MED})\s+(?P<df_a>\d+(?:\.\d+)?)\s?(?:mg\s+)?theke\s+(?P<df_b>{_DOSE})"
        r"(?:\s+(?:e|te))?\s+(?P<df_v>baraye|bariye|barai|barailo|baralo|komiye|komaye|komai|"
        rf"komalo|change\s+kore)\s+{_GAVE}"
    ),
    # "doctor kal Metformin barai 850 mg kore dise": raised the Metformin to 850 mg.
    "dose_to": (
        rf"(?P<dt_med>{_MED})\s+(?P<dt_v>barai|baraye|bariye|komai|komiye|komaye)\s+"
        rf"(?P<dt_b>{_DOSE})\s+kore\s+{_GAVE}"
    ),
    # "ammu Amaryl 4 mg khay", "ekhon sertraline 50 mg khai raate": mum takes …, I take ….
    "takes": (
        r"(?:(?P<tk_who>ami|ekhon|ammu|amma|ammi|abbu|abba|shashuri|shoshur|bou|(?-i:[A-Z][a-z]+))"
        r"\s+)?"
        rf"(?P<tk_med>{_MED}\s+{_DOSE})\s+(?:(?:shokale|raate|rate|dupure|roj|daily|protidin|"
        r"dui\s+bela)\s+)*(?P<tk_v>khay|khai|khan|khacchi|khacche|khachhe|khachhi|nei|nen|ney)\b"
    ),
    # "pin change korlam": changed the pin.
    "changed": r"\b(?P<ch_x>(?:[a-z]+\s+){0,2}?[a-z]+)\s+change\s+" + _DID,
    # "notun ta 40719": the new one is 40719.
    "new_one": r"\bnotun\s*ta\s+(?P<nw_x>[^\s,.;!?]+)",
    # "amader ekta Persian cat ache": we have a Persian cat.
    "have": (
        r"\b(?P<hv_own>amader|amar)\s+(?:ekta|akta|ekti|duita|dui\s+ta)\s+"
        r"(?P<hv_x>(?:[\w-]+\s+){0,2}?[\w-]+)\s+ache\b"
    ),
    # "6 bochor hoye gelo", "onek bochor dhore", "2018 theke": for 6 years, for many years,
    # since 2018.
    "since": (
        r"\b(?P<sn_n>\d+|onek|bohu|koyek)\s+(?P<sn_unit>bochor|bochhor|mash|mas|din|shoptaho)"
        r"\s+(?:hoye\s+gelo|dhore|hoyeche|hoye\s+geche)"
        r"|\b(?P<sn_year>(?:19|20)\d\d)\s+theke\b"
        r"|\bbohu\s+din\s+dhore\b|\bchotobela\s+theke\b"
    ),
    "gloss": (
        r"\b(?P<word>choto\s+bhai|boro\s+bhai|choto\s+bon|boro\s+bon|choto\s+chele|boro\s+chele|"
        r"choto\s+meye|boro\s+meye|ammu|amma|ammi|abbu|abba|shashuri|shoshur|amar|amader|ami|"
        r"amra|ekhon|notun|purono|basa|basha|bari|gaari|gari|gadi|oshudh|bou|jamai|chele|meye|"
        r"ajke|gotomash|goto\s+mash|gotobochor|goto\s+bochor|goto\s+shoptaho|na)\b"
    ),
    # "BRAC er debit card": BRAC's debit card.
    "of": r"(?<=\w)(?:\s+(?:er|r)|['’]r)\s+(?=[a-z])",
}
_WORDS = {
    "choto bhai": "younger brother", "boro bhai": "elder brother", "choto bon": "younger sister",
    "boro bon": "elder sister", "choto chele": "younger son", "boro chele": "elder son",
    "choto meye": "younger daughter", "boro meye": "elder daughter", "ammu": "mum",
    "amma": "mum", "ammi": "mum", "abbu": "dad", "abba": "dad", "shashuri": "mother-in-law",
    "shoshur": "father-in-law", "amar": "my", "amader": "our", "ami": "I", "amra": "we",
    "ekhon": "now", "notun": "new", "purono": "old", "basa": "home", "bari": "home",
    "gaari": "car", "gari": "car", "gadi": "car", "oshudh": "medicine", "bou": "wife",
    "jamai": "son-in-law", "chele": "son", "meye": "daughter", "ajke": "today", "na": "not",
    "basha": "home", "gotomash": "last month", "goto mash": "last month",
    "gotobochor": "last year", "goto bochor": "last year", "goto shoptaho": "last week",
}  # fmt: skip
# The people who are one's own without "my" in English: "ammu" is my mum.
_OWN_ALONE = frozenset(
    ("ammu", "amma", "ammi", "abbu", "abba", "shashuri", "shoshur", "bou", "choto bhai",
     "boro bhai", "choto bon", "boro bon", "choto chele", "boro chele", "choto meye", "boro meye")
)  # fmt: skip
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your", "amar", "amader"))
_UNITS = {"bochor": "years", "bochhor": "years", "mash": "months", "mas": "months",
          "din": "days", "shoptaho": "weeks"}  # fmt: skip
_MANY = {"onek": "many", "bohu": "many", "koyek": "a few"}
# The endings of what he, she or they did ("korse", "dise"): no "I" is read before them.
_THEIRS = frozenset("korse koreche korlo korlen korsen dise diyeche dilo dilen disen".split())
# What opens a clause only to address the listener or to feel: left out of what a thing is.
_ADDRESS = re.compile(r"^(?:(?:bhai|apu|accha|acha|uff|haha|ok|okay|arey|are)\s+)+", re.IGNORECASE)

_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
_WORD_ONLY = re.compile(_READINGS["gloss"], re.IGNORECASE)
_POSSESSED = re.compile(r"\b([\w-]+)\s+(?:er|r)\s+(?=[a-z])", re.IGNORECASE)
_CLASSIFIER = re.compile(r"\s+(?:ta|ti|gula|guli)$", re.IGNORECASE)
# (a clause ends where an emoji stands too: "… hoy nai 😩 anyway finally shift korechi …")
_CLAUSE = re.compile(r"[,.;:!?\n\u2600-\u27bf\U0001f300-\U0001faff]")
# Words that may open a clause before a deed told without its doer ("finally shift korechi").
_NO_DOER = frozenset(
    "finally bhai anyway alhamdulillah inshallah accha acha so and ar aar tai btw also last "
    "month week friday".split()
)


def _word(said: str, before: str) -> str:
    folded = " ".join(said.casefold().split())
    word = _WORDS[folded]
    if folded in _OWN_ALONE:
        owner = before.rstrip().rsplit(None, 1)[-1:] or [""]
        if owner[0].casefold() not in _OWNERS and not owner[0].casefold().endswith("'s"):
            word = f"my {word}"
    return word[:1].upper() + word[1:] if said[:1].isupper() and word != "I" else word


def _words(text: str) -> str:
    """``text``'s Bangla words for family and ownership as English's, and "X er Y" as "X's Y"."""
    text = _CLASSIFIER.sub("", text)
    text = _POSSESSED.sub(lambda m: f"{m.group(1)}'s ", text)
    return _WORD_ONLY.sub(lambda m: _word(m.group("word"), m.string[: m.start()]), text)


def _doer(match: re.Match[str], doer: str = "I") -> str:
    """``doer`` and a space when the clause before ``match`` names no one else and its verb
    says "I" ("korlam", "dilam"; not "korse", he did); else nothing ("amra" in the clause
    makes it "we")."""
    if not _THEIRS.isdisjoint(_WORD.findall(match.group(0).casefold())):
        return ""
    before = _CLAUSE.split(match.string[: match.start()])[-1]
    said = _WORD.findall(before.casefold())
    words = [w for w in said if w not in _NO_DOER]
    if not words:
        return f"{_fresh(match)}{doer} "
    return f"{_fresh(match)}we " if words == ["amra"] else ""


def _fresh(match: re.Match[str]) -> str:
    """ ", " when words stand before ``match`` in its clause, so that what it is read as opens
    a clause of its own ("basay eshe dekhi ammu Amaryl 4 mg khay": "…, my mum takes …")."""
    return ", " if _WORD.search(_CLAUSE.split(match.string[: match.start()])[-1]) else ""


def _kin_before(match: re.Match[str]) -> str | None:
    """The last of the person's family named before ``match`` in the text, in English."""
    found = None
    for said in _WORD_ONLY.finditer(match.string, 0, match.start()):
        if " ".join(said.group("word").casefold().split()) in _OWN_ALONE:
            found = said
    return _word(found.group("word"), "") if found else None


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    group = match.group
    if kind == "no_more":
        what = _words(group("no_x"))
        return f"{'please ' if group('no_pls') else ''}don't bring up {what} again"
    if kind == "moved":
        return f"{_doer(match)}moved to {group('mv_x')}"
    if kind == "moved_from":
        return f"{_doer(match)}moved from {group('mf_x')}"
    if kind == "moved_to":
        return f"{_doer(match)}moved to {group('mt_x')}"
    if kind == "lives":
        who = (group("lv_who") or "").casefold()
        doer = {"amra": "we ", "ami": "I "}.get(who, "")
        return f"{doer}live in {group('lv_x')}"
    if kind == "home_in":
        own = "we" if group("hm_own").casefold() == "amader" else "I"
        return f"{own} {'now ' if group('hm_now') else ''}live in {group('hm_x')}"
    if kind == "works_as":
        where = re.sub(r"\s+er\s+", " ", group("wa_x"))
        now = "now " if group("wa_now") else ""
        role = group("wa_role").casefold()
        return f"{now}I work at {where} as {'an' if role[0] in 'aeiou' else 'a'} {role}"
    if kind == "works_at":
        return f"I work at {group('wk_x')}"
    if kind == "left":
        return f"{_doer(match)}left {group('lf_x')}"
    if kind == "joined":
        return f"{_doer(match)}started a new job at {group('jn_x')}"
    if kind == "switched":
        return f"switched {group('sw_x')}"
    if kind == "sold":
        return f"{_doer(match)}sold the {group('sd_x')}"
    if kind == "car_is":
        return f"{_WORDS[group('cr_own').casefold()]} car is a {group('cr_x')}"
    if kind == "car_now":
        return f"now {_WORDS[group('cn_own').casefold()]} car is a {group('cn_x')}"
    if kind == "number_is":
        return f"my {'new ' if group('nm_new') else ''}number is {group('nm_x')}"
    if kind == "dose_from":
        who = group("df_who")
        whose = f"{_words(who)}'s " if who else (f"{k}'s " if (k := _kin_before(match)) else "")
        verb = "lowered" if group("df_v").casefold().startswith("kom") else "raised"
        if group("df_v").casefold().startswith("change"):
            verb = "changed"
        doctor = f"{group('df_doc')} " if group("df_doc") else ""
        return (
            f"{_fresh(match)}{doctor}{verb} {whose}{group('df_med')} from {group('df_a')} to "
            f"{group('df_b')}"
        )
    if kind == "dose_to":
        verb = "lowered" if group("dt_v").casefold().startswith("kom") else "raised"
        whose = f"{k}'s " if (k := _kin_before(match)) else ""
        return f"{verb} {whose}{group('dt_med')} to {group('dt_b')}"
    if kind == "takes":
        who = (group("tk_who") or "").casefold()
        verb = group("tk_v").casefold()
        mine = verb in ("khai", "khacchi", "khachhi", "nei") or who == "ami"
        fresh = _fresh(match)
        if mine:
            lead = "now " if who == "ekhon" else ""
            return f"{fresh}{lead}I take {group('tk_med')}"
        if who and " ".join(who.split()) in _WORDS and who not in ("ekhon", "ajke"):
            return f"{fresh}{_words(group('tk_who'))} takes {group('tk_med')}"
        kin = _kin_before(match)
        before = f"{group('tk_who')} " if group("tk_who") else ""
        return f"{before}{kin + ' ' if kin else ''}takes {group('tk_med')}"
    if kind == "changed":
        return f"{_doer(match)}changed the {_words(_ADDRESS.sub('', group('ch_x')))}"
    if kind == "number_now":
        return f"now my number is {group('nn_x')}"
    if kind == "new_email":
        return f"my new {'office ' if group('ne_of') else ''}email is {group('ne_x')}"
    if kind == "new_sim":
        return f"{_doer(match)}got a new {group('ns_x')}"
    if kind == "answer":
        return "the answer is "
    if kind == "new_one":
        return f"the new one is {group('nw_x')}"
    if kind == "have":
        own = "we" if group("hv_own").casefold() == "amader" else "I"
        return f"{own} have a {group('hv_x')}"
    if kind == "since":
        if group("sn_year"):
            return f"since {group('sn_year')}"
        if group("sn_n"):
            n = group("sn_n").casefold()
            unit = _UNITS[group("sn_unit").casefold()]
            return f"for {_MANY.get(n, n)} {unit}"
        return "for a long time" if group(0).casefold().startswith("bohu") else "since childhood"
    if kind == "of":
        return "'s "
    return _word(group("word"), match.string[: match.start()])


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_bangla, _READ, _reading)
