"""Bengaluru English mixed with Romanized Kannada ("Kanglish"), read as English, for the door's
reading only.

Many people in Karnataka type Kannada in Latin letters between English words: "Malleshwaram ge
shift aadvi last sunday", "naanu Infosys alli kelsa maadtini", "nanna gaadi white Swift",
"Infosys bittu Accenture join aade", "appa metformin 500 mg thagotare". Kannada, like Telugu,
puts the verb last and marks a place with an ending after it ("Jayanagar alli" in Jayanagar,
"Mysuru ge" to Mysuru, "Dallas inda" from Dallas), and says "X is Y" as "X Y" with no verb, so
word for word the door's English rules find nothing in it. A text that shows enough of
Kannada's own small words (:func:`reads_words`) has its commonest statements read in English
order, the way :mod:`memwarden.roman_malayalam` reads Malayalam's — a move, where one lives and
works, a job joined or left, a thing changed, given or bought, a dose taken or raised, one's
number, email, car or a secret's value, an allergy, an age, a topic one asks never to be brought
up again — and its words for family and ownership as English's ("appa" dad, "nanna" my), its
words to the listener ("guru", "macha", "kano", "ri") left out. Each reading replaces one
stretch of the text, so a span read in the English can be found again in what was said
(:func:`readings`). The memory keeps the person's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import DOSED, for_so_long, glossed, kin_read, read_with, told_by

__all__ = ["english", "readings", "reads_roman_kannada", "reads_words"]

# Kannada's small words as typed in Latin letters: pronouns ("naanu" I, "nanna" my, "nange" to
# me, "namma" our, "avnu" he, "avlu" she, "avru" they), "is" and "is not" ("ide", "illa"), the
# words after a noun ("alli" in, "ge" to, "inda" from, "bagge" about, "jothe" with), time ("eega"
# now, "ivattu" today, "ninne" yesterday), the verb endings of what was done ("maadide" I did,
# "aaytu" it became, "aadvi" we became, "thagonde" I bought, "kotte" I gave), the words to the
# listener ("guru", "macha", "kano") and for family.
_CUES = frozenset(
    """
    naanu nanna nange nanage namma nam naavu nimma avnu avanu avlu avalu avru avaru ide illa
    idini iddini iddivi idivi irodu irtini irtivi irtane irtale irtare iddare idare alli inda
    ninda ge bagge jothe hattira kooda eega ivattu ninne naale thumba swalpa aaytu aytu aagide
    aagidini aagidivi aagidare aade aadvi aadru aadnu aadlu maadide maadidini maadtini maadtidini
    maadtivi maadidru maadidare maadbeku maadbeda maadu maadi thagonde thagondidini thagotare
    thagotini thagondvi kotte kottidini bittu gottilla gottaaytu kelsa mane gaadi guru macha
    kano appa amma ajji thatha anna akka thamma thangi mava atthe maga magalu hendthi ganda
    helide helidru hogidini hogtidini hogidde hogidivi bandide bandidare bantu barutte
    chennagide chennagidare sakkath saaku ella alva adu idu yenu enu yaake hege varsha adke
    anta ante beku beda naayi bekku maduve ishta kelbeda maathadbeda nenapidu nenapilla adke
    maadtidde hogtivi tinnoke maadoke aadmele helbeku itte ittidini nanu madide maadidhe
    madidini maadthini madthini madtini maadthidini madthidini aythu aithu aitu aaythu agide
    aadhe aadivi aagidvi thagondhe tagonde thogonde thakonde thagothare tagothare iddini idhini
    idhivi irthini irthivi irthare irthane ega ivathu kelasa madbeda maadbedi mathadbeda
    maathadbedi matadbeda kelbedi helbedi gottila gotilla gothilla tumba sakkat hogidvi madidru
    madidare hogbittu hogbitru ideeni iddeeni ideeru iddeeru ideevi iddaane iddaare maadtaane
    maadtaale maadtaare thagotaare thagothaare kodtaare kalstaare bartaane bartaare matadtilla
    aagtidini nadeetide maadidlu kalsidlu kodide kottidaare maaridvi thagondvi
    """.split()
)
# … of which one at least must be one no other language typed in Latin letters uses so
# (Telugu's "nanna", "anta", "amma", "akka", "anna" and "thatha", Tamil's "namma", "illa" and
# "kooda", Malayalam's "ninne" and "naale", Spanish's "alli", English's "mane" and "ganda"
# count only beside such a one).
_STRONG = frozenset(
    """
    naanu nange nanage naavu avnu avlu avru idini iddini iddivi idivi irodu irtini irtivi
    irtane irtale irtare bagge eega ivattu thumba swalpa aaytu aagide aagidini aagidivi
    aagidare aadvi aadru maadide maadidini maadtini maadtidini maadtivi maadidru maadidare
    maadbeku maadbeda thagonde thagondidini thagotare thagotini thagondvi kottidini gottilla
    gottaaytu kelsa helide helidru hogidini hogtidini hogidde hogidivi bandide bandidare bantu
    barutte chennagide chennagidare sakkath thangi hendthi magalu ajji kelbeda maathadbeda
    nenapidu nenapilla adke maadtidde hogtivi tinnoke maadoke aadmele helbeku ittidini nanu
    madide maadidhe madidini maadthini madthini madtini maadthidini madthidini aythu aaythu
    aadivi aagidvi thagondhe thakonde thagothare tagothare iddini idhini idhivi irthini
    irthivi irthare irthane ivathu madbeda maadbedi mathadbeda maathadbedi matadbeda kelbedi
    helbedi gottila gotilla gothilla hogidvi madidru madidare hogbittu hogbitru ideeni iddeeni
    ideeru iddeeru ideevi iddaane iddaare maadtaane maadtaale maadtaare thagotaare thagothaare
    kodtaare kalstaare bartaane bartaare matadtilla aagtidini nadeetide maadidlu maadida
    kalsida kalsidlu kodide kottidaare maaridvi thagondvi aagilla nalli
    """.split()
)
# … of which these tell it alone ("Malleshwaram ge shift aadvi … naanu").
_ALONE = frozenset(
    "naanu nange naavu eega ivattu bagge aaytu helbeku ittidini maadide maadidini maadtini "
    "maadtidini maadbeku maadbeda thagonde thagotare gottilla gottaaytu kelsa aadvi iddivi irtare "
    "irtane kottidini thagondidini madide madidini maadthini madthini madtini maadthidini "
    "madthidini maathadbedi mathadbeda gottila gothilla thagothare kodide kottidaare".split()
)
# … and these lean to Kannada of its small words: three of them with one of these tell it
# ("BP ge telmisartan 40 mg kooda ide"), as "nanna" or "namma" with a thing of one's own does
# ("nanna gaadi white Swift").
_LEANING = frozenset("ide alli nalli inda ge adke gaadi kelsa mane bittu aade bagge".split())
_MINE = frozenset(("nanna", "namma", "nam"))
_OWNED = frozenset(("gaadi", "mane", "kelsa", "kano", "guru", "macha", "naayi", "bekku"))
# … as a deed in English with Kannada's ending does ("Mindtree join aade", "shift aadvi").
_DEEDS = frozenset(("join", "shift", "transfer", "retire", "change", "resign"))
_DONE = frozenset(
    "aade aadhe aadvi aadivi aadru aadnu aadlu aaytu aythu aithu aaythu maadide madide "
    "maadidini madidini aagide agide".split()
)
_WORD = re.compile(r"[^\W\d_]+")


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in Romanized
    Kannada at least in part: one of its words no other language has, two of its own small
    words, three of its small words one of them its own or leaning to it, or "nanna" (my) or
    "namma" (our) with a thing of one's own ("gaadi" car, "mane" home)."""
    cues = said & _CUES
    own = len(cues & _STRONG)
    return (
        own >= 2
        or (len(cues) >= 3 and (own >= 1 or not cues.isdisjoint(_LEANING)))
        or not said.isdisjoint(_ALONE)
        or (not cues.isdisjoint(_MINE) and not cues.isdisjoint(_OWNED))
        or (not said.isdisjoint(_DEEDS) and not said.isdisjoint(_DONE))
    )


@lru_cache(maxsize=4096)
def reads_roman_kannada(text: str) -> bool:
    """Whether ``text`` is written in Romanized Kannada at least in part (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "Malleshwaram 18th cross", "Jayanagar 4th block branch", "Manyata Tech Park".
_CAP = r"(?-i:[A-Z0-9])[\w'’.&/@#$%*+-]*"
_NAMED = (
    rf"{_CAP}(?:\s+(?:{_CAP}|(?-i:\d+(?:st|nd|rd|th)|phase|nagar|colony|layout|road|street|"
    r"cross|main|block|stage|sector|circle|branch|office|campus|apartments?|hospital|school|"
    r"college|park|trust|hospital|clinic|bank)\b))" + r"{0,5}"
)
# The words after a name: "alli" in, "ge" to, "inda" from.
_IN = r"(?:alli|nalli|dalli|li|nalle|alle)"
_TO = r"(?:ge|ke|kke|ige|kku)"
_FROM = r"(?:inda|ninda|indha|nindha)"
# Emphasis after a place or a name: "alli ne", "Accenture alli ne".
_ONLY = r"(?:\s+(?:ne|only|itself))?"
# What was done, as typed with its vowels long or short and its "d" and "t" with an "h" or
# not ("maadide", "madidhe", "maadiddini"): "did", by its ending "I did", "we did", "they did".
_DID = r"(?:ma+dh?(?:idd?h?(?:e|ini|vi|ivi|ru|are|aru|aare)|de))"
# … and "became" ("aadvi" we became, "aade" I became, "aadru" they did, "aaytu" it became).
_BECAME = (
    r"(?:a+(?:dh?(?:e|enu|i?vi|evu|ru|nu|lu|a|lu)|gidd?h?(?:ini|e+ni|i?vi|e+vi|are|aare|ane|aane|"
    r"ale|aale|e)|gbitt?(?:e|vi|ru))"
    rf"|a+yt?h?u|aithu|aitu|{_DID})"
)
# "Doing", by its ending: "maadtini" I do, "maadtidini" I am doing, "maadtare" they do.
_DOING = r"(?:ma+dh?th?(?:idd?h?)?(?:ini|e+ni|i?vi|e+vi|a+ne|a+le|a+re))"
# "Bought" ("thagonde", "tagondidini", "kondkonde") and "takes" ("thagotare", "thagoltini").
_BOUGHT = r"(?:th?[ao]+[gk]o+n?dh?(?:e|vi|ru|idd?h?(?:ini|ivi|are))|kondkonde|kondkondidini)"
_TAKES = r"(?:th?[ao]+[gk]o+l?th?(?:idd?h?)?(?:are|aare|ane|ale|ini|ivi))"
# "Don't": "maadbeda", "maathadbedi", "kelbeda" (don't do, don't talk, don't ask).
_DONT = r"(?:(?:ma+dh?|ma+th?a+dh?|ke+l|he+l|nenapis|ett)b[ei]d[ai])"
_DOERS = {
    "vi": "we", "vu": "we", "de": "I", "he": "I", "nu": "I", "ni": "I", "ru": "they",
    "re": "they", "ne": "he", "lu": "she", "le": "she", "da": "he",
}  # fmt: skip
# The words of living somewhere: "idini" I am, "iddivi" we are, "irtane" he lives.
# (with the endings of the north, Hubballi's and Dharwad's: "ideeni" I am, "ideeru" they are)
_LIVES = (
    r"(?:i(?:dd?h?|rth?)(?:ini|e+ni|e+ne|i?vi|e+vi|a+ne|a+le|a+re|e+ru|e+ra)|irodu|vaasa|"
    r"settle\s+a+gidd?h?(?:ini|e+ni|i?vi|e+vi|a+ne|a+le|a+re|e+ru))"
)
# A job: "senior dev", "branch manager", "teacher".
_ROLE = (
    r"(?:(?:qa|ux|ui|software|senior|junior|staff|head|assistant|data|test|sales|bank|branch|"
    r"team|tech|project|associate|principal|lead|full\s+stack|backend|frontend)\s+)?"
    r"(?:engineer|developer|dev|designer|manager|analyst|tester|nurse|teacher|doctor|"
    r"accountant|consultant|architect|officer|clerk|intern|trainee|lecturer|professor|"
    r"pharmacist|cashier|executive|supervisor|lead|director|driver|pilot|electrician|sde|tl)"
)
# Kannada's words for family, in English.
_KIN = {
    "appa": "dad", "amma": "mum", "ajji": "grandma", "thatha": "grandpa", "tatha": "grandpa",
    "anna": "elder brother", "akka": "elder sister", "thamma": "younger brother",
    "tamma": "younger brother", "thangi": "younger sister", "tangi": "younger sister",
    "mava": "uncle", "maava": "uncle", "chikkappa": "uncle", "doddappa": "uncle",
    "atthe": "aunt", "athe": "aunt", "chikkamma": "aunt", "doddamma": "aunt",
    "magalu": "daughter", "maglu": "daughter", "maga": "son", "hendthi": "wife", "hendati": "wife",
    "ganda": "husband", "attige": "sister-in-law", "bhava": "brother-in-law",
}  # fmt: skip
# … and whose they are: "appana" my dad's, "ammana" my mum's.
_KIN_OF = {
    "appana": "appa", "ammana": "amma", "ajjina": "ajji", "thathana": "thatha",
    "annana": "anna", "akkana": "akka", "thammana": "thamma", "thangiya": "thangi",
    "magala": "magalu", "magana": "maga", "hendthiya": "hendthi", "gandana": "ganda",
}  # fmt: skip
# … and to whom, said with its ending joined: "appage" to my dad, "magalige" to my daughter.
_KIN_TO = {
    "appage": "appa", "ammage": "amma", "ajjige": "ajji", "thathange": "thatha",
    "annange": "anna", "akkange": "akka", "thammange": "thamma", "thangige": "thangi",
    "magalige": "magalu", "magange": "maga", "hendthige": "hendthi", "gandange": "ganda",
    "mavange": "mava", "atthege": "atthe",
}  # fmt: skip
_KIN_TO_WORDS = "|".join(sorted(_KIN_TO, key=len, reverse=True))
_KIN_WORDS = "|".join(sorted(_KIN, key=len, reverse=True))
_KIN_OF_WORDS = "|".join(sorted(_KIN_OF, key=len, reverse=True))
# Who did it, said before a deed, and whose: "naanu" I, "nanna" my.
_WHO = {
    "naanu": "I", "nanu": "I", "naavu": "we", "avnu": "he", "avanu": "he", "avlu": "she",
    "avalu": "she", "avru": "they", "avaru": "they",
}  # fmt: skip
_MY = {"nanna": "my", "namma": "our", "nam": "our", "nimma": "your"}
_OWN = r"(?:nanna|namma|nam|nimma)"
# The things one says "nanna X Y" of: a car, a number, an email, a secret.
_THING = (
    r"(?:car|gaadi|bike|scooter|scooty|(?:(?-i:[A-Z][A-Za-z]+)\s+)?(?:mobile\s+|phone\s+|"
    r"whatsapp\s+|new\s+|hosa\s+|main\s+|"
    r"primary\s+|personal\s+|office\s+)*(?:number|no|mobile|mail\s+id|email\s+id|e-?mail|mail|"
    r"gmail)|(?:[\w-]+\s+){0,2}?(?:password|passcode|pin|code)|hesaru|name)"
)
# What such a thing is said to be: a name with capitals or digits (and its colour), an email,
# a phone number, a secret typed as it is.
_VALUE = (
    r"(?:(?:white|grey|gray|black|silver|red|blue|green)\s+)?(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|"
    r"\+?\d[\d\s-]{2,}\d|(?-i:[a-z]\d+[a-z]*)|" + _CAP + r"(?:\s+" + _CAP + r"){0,2})"
)
# A car's or a phone's name, as a name or its model typed in lower case: "Nexon", "i20".
_MODEL = r"(?:(?-i:[A-Z])[\w'’.&/-]*|(?-i:[a-z]\d+[a-z]*))(?:\s+(?-i:[A-Z0-9])[\w'’.&/-]*){0,2}"
# The words to the listener, after a clause: "guru", "macha", "kano", "ri", "maga".
_CALLS = r"(?:guru|macha|machaa|maga|kano|kane|ri|lo|boss|bro)"
# A clause's end: a comma, a stop, the end, or a word to the listener.
_ENDS = rf"(?=\s*(?:[,.;:!?)\n]|$|\s{_CALLS}\b|\s(?:anta|ide|ne|kano)\b))"
_READINGS = {
    # "ACT inda Airtel ge shift aadvi", "Dallas inda Pune ge shift aadru": moved from … to ….
    "moved_from": (
        rf"(?P<mf_a>{_NAMED})\s+{_FROM}\s+(?P<mf_b>{_NAMED})\s+{_TO}\s+(?:shift|move|"
        rf"relocate|transfer)\s+(?P<mf_v>{_BECAME})\b"
    ),
    # "Malleshwaram ge shift aadvi", "Mysuru ge hogidivi": moved to ….
    "moved_to": (
        rf"(?:\b(?P<mt_own>{_OWN})\s+(?:mane|family)\s+(?:(?:eega|ega|ivattu)\s+)?)?"
        rf"(?P<mt_x>{_NAMED})\s+{_TO}\s+"
        rf"(?:(?:shift|move|relocate)\s+(?P<mt_v>{_BECAME})|"
        r"(?P<mt_go>hogidd?h?i?vi|hogidd?h?ini))\b"
    ),
    # "shift aadvi Malleshwaram ge": moved to ….
    "moved": (
        rf"\b(?:shift|relocate)\s+(?P<mv_v>{_BECAME})"
        rf"(?:\s+(?P<mv_x>{_NAMED})\s+{_TO})?\b"
    ),
    # "Infosys bittu Accenture join aade", "Accenture ge join aade": left …, joined ….
    "joined": (
        rf"(?:(?P<jn_left>{_NAMED})\s+(?:bittu|bitte|bittidini|resign\s+maadi)\s*,?\s+)?"
        rf"(?P<jn_x>{_NAMED})\s+(?:{_TO}\s+|{_IN}\s+)?join\s+(?P<jn_v>{_BECAME}|"
        r"ma+dh?kond(?:e|idd?h?ini))\b"
    ),
    # "Infosys inda resign maadide": resigned from ….
    "resigned": (rf"(?:(?P<rs_x>{_NAMED})\s+(?:{_FROM}|{_IN})\s+)?resign\s+(?P<rs_v>{_BECAME})\b"),
    # "nange maduve aaytu": I got married; "Kavya jothe maduve aaytu": I married Kavya;
    # "… jothe engagement aaytu": I got engaged to ….
    "married": (
        r"(?:\b(?:nange|nanage)\s+|\b(?P<mr_x>(?-i:[A-Z])[a-z]+)\s+jothe\s+)"
        r"(?P<mr_what>maduve|marriage|engagement|nischitartha)\s+(?:aaytu|aytu|aaythu|aithu|"
        r"aagide|agide|aaytante)\b"
    ),
    # "Kavya jothe break up aaytu": I broke up with Kavya.
    "broke_up": (
        r"\b(?P<bu_x>(?-i:[A-Z])[a-z]+)\s+jothe\s+break\s*-?up\s+(?:aaytu|aytu|aaythu|aithu|"
        r"aagide|agide)\b"
    ),
    # "nam naayi Bruno hogbittu", "ajji hogbitru": … passed away.
    "died": (
        rf"\b(?P<dd_x>(?-i:[A-Z])[a-z]+|{_KIN_WORDS})\s+(?:hogbittu|hogbitru|hogbittaru|"
        r"tirikondru|thirikondru|satthu\s+hoytu|sattu\s+hoytu|expire\s+aadru|expire\s+aaytu)\b"
    ),
    # "nanna number 90080 55667 ge change aaytu": I changed my number to ….
    "changed_to": (
        rf"\b(?P<ct_own>{_OWN})\s+(?P<ct_what>{_THING})\s+(?P<ct_x>{_VALUE})\s+(?:ge|ke|kke)\s+"
        rf"change\s+{_BECAME}\b"
    ),
    # "Atlassian nalli new job": a new job at ….
    "new_job": rf"(?P<nj_x>{_NAMED})\s+{_IN}\s+(?:new|hosa)\s+(?:job|kelsa)\b",
    # "Infosys bittu": left ….
    "left": rf"(?P<lf_x>{_NAMED})\s+(?:bittu|bitte|bittidini)\b(?!\s+(?:bidu|hogu))",
    # "Mysuru ge transfer aaytu": transferred to ….
    "transfer": (rf"(?P<tr_x>{_NAMED})\s+{_TO}\s+transfer\s+(?:{_BECAME}|sikkitu)\b"),
    # "naanu Infosys alli kelsa maadtini", "Oracle alli kelsa", "naanu Accenture alli senior
    # dev", "naanu Canara Bank alli branch manager": I work at … (as …).
    "works": (
        rf"(?:\b(?P<wk_as>{_ROLE}|(?-i:[A-Z]{{2,5}}))\s+(?:aagi|agi)\s+)?"
        rf"(?:\b(?P<wk_who>naanu|nanu|naavu|avnu|avanu|avlu|avalu|avru|avaru)\s+)?"
        rf"(?:(?P<wk_now>eega|ega)\s+)?(?:(?P<wk_in>{_NAMED})\s+{_IN}\s+(?=[^,.;!?]*?\b(?:kelsa|"
        rf"kelasa|work|job)\b))?(?P<wk_x>{_NAMED})\s+{_IN}{_ONLY}\s+(?:(?P<wk_role>{_ROLE})"
        r"(?:\s+(?:aagi|agi))?(?:\s+(?:kelsa|kelasa|work|job))?|(?:(?P<wk_for>\d+\s+(?:years?|yrs?|"
        r"months?|varsha))\s+)?(?:kelsa|kelasa|job|work)(?!\s+from))(?:\s+(?:(?P<wk_did>"
        rf"{_DID})|{_DOING}))?{_ENDS}"
    ),
    # "naanu Rajajinagar alli irodu", "naavu Whitefield alli Prestige apartment alli irodu",
    # "Dallas alli irtane": … live(s) in ….
    "lives": (
        rf"(?:\b(?P<lv_who>naanu|nanu|naavu|avnu|avanu|avlu|avalu|avru|avaru)\s+)?"
        rf"(?:(?P<lv_now>eega|ega)\s+)?(?:(?P<lv_in>{_NAMED})\s+{_IN}(?P<lv_then>\s*,)?\s+)?"
        rf"(?:(?P<lv_home>(?:[1-9]\s*bhk|own|rent|new|ondu|studio|shared|single\s+room)\s+)?"
        rf"(?P<lv_noun>flat|mane|house|"
        rf"apartment|pg|hostel)\s+{_IN}\s+|(?P<lv_x>{_NAMED}|(?:[a-z]+\s+)?(?:team|department|"
        rf"dept|ward|unit))\s+{_IN}{_ONLY}\s+)(?:(?P<lv_role>{_ROLE})\s+(?:aagi|agi)\s+)?"
        rf"(?:(?P<lv_with>(?:{_KIN_WORDS}|(?-i:[A-Z])[a-z]+))\s+jothe\s+)?(?P<lv_v>{_LIVES})\b"
        rf"(?:\s+(?P<lv_with2>{_KIN_WORDS}|(?-i:[A-Z])[a-z]+)\s+jothe\b)?"
    ),
    # "nam mane Malleshwaram 18th cross alli ide": our house is in ….
    "home_is": (
        rf"\b(?P<hm_own>{_OWN})\s+(?P<hm_what>mane|flat|house|office|apartment)\s+"
        rf"(?P<hm_x>{_NAMED})\s+{_IN}(?:\s+(?:ide|idhe)(?:\s+alva)?\b|(?=\s*[,.;!?\n]|\s*$))"
    ),
    # "nam magalu Anika DPS East alli 2nd std": my daughter Anika is in class 2 at ….
    "in_class": (
        rf"(?P<ic_at>{_NAMED})\s+{_IN}\s+(?:(?P<ic_n>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:std|standard|"
        r"class|grade)|(?P<ic_kg>lkg|ukg|pre-?kg|nursery))\b"
    ),
    # "appa metformin 500 mg thagotare": dad takes metformin 500 mg.
    "takes": (
        rf"(?:\b(?P<tk_who>{_KIN_WORDS}|naanu|nanu)\s+)?(?P<tk_x>{DOSED})\s+"
        r"(?P<tk_how>(?:(?:daily|morning|night|everyday|dina|twice|thrice|once|a|day|after|before|"
        rf"food|and|at)\s+)*)(?P<tk_v>{_TAKES})\b"
    ),
    # "anxiety ge escitalopram 10 mg kottidaare": I take escitalopram 10 mg for anxiety.
    "given_for": (
        rf"\b(?P<gf_for>[a-z][\w-]*)\s+(?:ge|ke|kke)\s+(?P<gf_x>{DOSED})\s+(?:kottidd?(?:aare|are|ru|"
        r"aru)|kotru|start\s+ma+did(?:d?aare|are|ru|aru))\b"
    ),
    # "thyronorm 25 mcg daily start maadbeku": I am to start thyronorm 25 mcg daily.
    "to_start": (
        rf"\b(?P<ts_x>{DOSED})(?P<ts_how>\s+(?:daily|twice\s+a\s+day|once\s+a\s+day|morning|"
        r"night))?\s+start\s+ma+dh?(?:beku|bekante|bekaytu|bekaaytu)\b"
    ),
    # "appa metformin 1000 mg ge increase maadidru": raised dad's metformin to 1000 mg.
    "dose_to": (
        r"(?:\b(?P<dt_when>ninne|ivattu|monne|last\s+week|yesterday|today)\s+)?"
        rf"(?:\b(?P<dt_who>{_KIN_WORDS}|nanna|nange)\s+)?(?P<dt_med>[A-Za-z][\w-]*)\s+"
        r"(?:(?P<dt_from>\d+(?:\.\d+)?\s*(?:mg|mcg|ml|g|units?|iu)?)\s+(?:inda|ninda)\s+)?"
        r"(?P<dt_n>\d+(?:\.\d+)?\s*(?:mg|mcg|ml|g|units?|iu))\s+(?:ge|ke|kke)\s+"
        r"(?P<dt_how>increase|decrease|reduce|change|raise|jaasti|kammi|hechchu|hechu)\s+"
        rf"{_BECAME}\b"
    ),
    # "amlodipine 5 mg start maadidare": started … on amlodipine 5 mg.
    "started": (rf"(?P<sd_x>{DOSED})\s+(?:(?:daily|tablet)\s+)?start\s+{_BECAME}\b"),
    # "security question 'first school name' ge answer Marimallappa kottidini": the answer to
    # the security question 'first school name' is Marimallappa.
    "answer": (
        r"\b(?P<an_q>(?:[\w'’-]+\s+){0,3}?question\s+(?:['\"‘“][^'\"’”\n]{1,40}['\"’”]\s+)?)"
        r"(?:ge|ke|ige|kke|dhu|du|ra)\s+answer\s+(?P<an_x>['\"‘“]?(?-i:[A-Z0-9])[^\s,.;!?]*"
        r"(?:\s+(?-i:[A-Z0-9])[^\s,.;!?]*){0,2})(?:\s+(?:anta|ante|antha))?\s+(?:ko(?:tt|d)idd?(?:e|ini)|"
        r"kotte|kottini|itte|ittidd?(?:e|ini)|set\s+ma+did(?:e|ini)|haakidd?(?:e|ini)|ide)\b"
    ),
    # "wifi password Jayanagar@4th2024 anta itte": I set the wifi password to ….
    "set_to": (
        r"\b(?P<st_what>(?:[\w-]+\s+){0,2}?(?:password|passcode|pin|code))\s+"
        r"(?P<st_x>(?=[^\s,;]*[A-Za-z0-9])[^\s,;!?]+)\s+(?:anta|ante)\s+(?:itte|ittidini|"
        r"set\s+maadide|set\s+maadidini|change\s+maadide|haakide|haakidini|kottidini)\b"
    ),
    # "flat door code helbeku, 190287 anta": the flat door code is 190287.
    "said_as": (
        r"\b(?P<sa_what>(?:(?!(?:ge|ke|ige|kke|alli|inda)\b)[\w-]+\s+){0,2}?(?:password|passcode|"
        r"pin|code))\s+(?:helbeku|"
        r"helbekitu|helide|kalsbeku|kalsde|kalsidini)\s*,\s*(?P<sa_x>(?=[^\s,;]*\d)[^\s,;!?]+)\s+"
        r"(?:anta|ante)\b"
    ),
    # "nanna number 98450 31277", "nanna gaadi white Swift", "nanna main email … ne kano": my
    # number is …, my car is a white Swift car, my main email is ….
    "is": (
        rf"\b(?P<is_own>{_OWN}|{_KIN_OF_WORDS})\s+(?P<is_what>{_THING})\s+(?P<is_x>{_VALUE})"
        r"(?:\s+(?:ne|eh|e|ide))?"
        rf"(?=\s*(?:[,.;:!?)\n]|$)|\s+(?:{_CALLS}|anta|kooda|adke|alva|alwa)\b)"
    ),
    # "nanna number change aaytu": my number changed; "UPI PIN change maadide": I changed ….
    "changed": (
        r"\b(?P<cg_x>(?:(?!(?:naanu|eega|ivattu|ninne|and|pls|so|but|finally|aagi)\b)"
        rf"[\w'’-]+\s+){{1,4}}?)change\s+(?P<cg_v>{_BECAME})\b"
    ),
    # "Swift exchange maadi Nexon thagonde": traded in the Swift for a Nexon.
    "traded_for": (
        rf"\b(?P<tf_x>{_MODEL})\s+(?:exchange\s+maadi|kottu|maari)\s+(?:(?:hosa|new|ondu)\s+)?"
        rf"(?P<tf_new>(?:(?:white|grey|gray|black|silver|red|blue)\s+)?{_MODEL})\s+{_BOUGHT}\b"
    ),
    # "Swift exchange maadi": traded in the Swift.
    "traded": (
        rf"\b(?P<td_x>{_MODEL})\s+(?:exchange\s+maadi|exchange\s+{_DID}|exchange\s+kotte|kotte|"
        rf"kottbitte|kottidini|ma+ridd?(?:e|ini|i?vi|ru)|ma+ribitt?(?:e|vi|ru)|sell\s+{_DID})\b"
    ),
    # "Nexon thagonde", "hosa Activa thagondidini": bought a ….
    "bought": (
        r"\b(?P<bg_new>(?:hosa|new|ondu)\s+)?(?P<bg_x>(?:(?:white|grey|gray|black|silver|red|"
        rf"blue)\s+)?{_MODEL})\s+{_BOUGHT}\b"
    ),
    # "nange peanut allergy ide", "magalu ge egg allergy": … allergic to ….
    "allergy": (
        rf"(?:\b(?P<al_me>nange|nanage|nanige|enge)|\b(?P<al_to>{_KIN_TO_WORDS})|(?P<al_who>"
        rf"(?-i:[A-Z])[a-z]+|{_KIN_WORDS})\s+(?:ge|ige|ke|kke))\s+(?P<al_x>[a-z][\w-]*)\s+allergy"
        r"(?:\s+(?:ide|ithu))?\b"
    ),
    # "nam cat ge 2 years aaytu", "magalu ge 6 varsha": … is 2 years old.
    "age": (
        rf"(?:\b(?P<ag_to>{_KIN_TO_WORDS})|\b(?P<ag_x>(?-i:[A-Z])[a-z]+|{_KIN_WORDS}|cat|dog|naayi|"
        r"bekku|maga)\s+(?:ge|ige|ke|kke))\s+(?P<ag_n>\d{1,3})\s+(?:varsha|varsa|varshagalu|"
        r"years?|yrs?)"
        r"(?:\s+(?:aaytu|aytu|aagide|aaythu))?\b"
    ),
    # "8 years aaytu", "10 years inda": for 8 years.
    "since": (
        r"\b(?P<sn_n>\d+)\s+(?P<sn_unit>years?|yrs?|varsha|months?|tingalu|weeks?)\s+"
        r"(?P<sn_to>aaytu|aytu|aaythu|inda|ninda)\b"
    ),
    # "alli ne idini": I have been there.
    "there": r"\balli\s+ne\s+(?P<th_v>idini|iddini|iddivi|idivi|irtini|irtivi)\b",
    # "Karnataka Bank alli savings account ide nange": I have a savings account at ….
    "has_at": (
        rf"(?:\bnange\s+)?(?P<ha_x>{_NAMED})\s+{_IN}\s+(?P<ha_what>(?:(?:savings|salary|"
        r"current|joint|nre|nro|demat|credit|debit)\s+)?(?:account|a/c|card|locker|fd|loan))\s+"
        r"ide(?:\s+nange)?\b"
    ),
    # "new Karnataka Bank credit card bantu": I got a new Karnataka Bank credit card.
    "got": (
        r"\b(?P<gt_x>(?:new|hosa)\s+(?:[\w'’.&-]+\s+){0,4}?(?:card|account|phone|mobile|laptop|"
        r"connection|sim|passport|licence|license))\s+(?:bantu|bandide|sikkitu|sikktu|bandittu)\b"
    ),
    # "Pepper anta cat ide": there is a cat called Pepper.
    "called": (
        r"(?:\b(?P<cl_home>mane)\s+alli\s+)?\b(?P<cl_x>(?-i:[A-Z])[\w-]*)\s+(?:anta|ante)\s+"
        r"(?P<cl_what>cat|dog|puppy|kitten|naayi|bekku|parrot|rabbit)\s+(?:ide|idhe)\b"
    ),
    # "nange sugar ide", "appa ge BP ide": I have …, my dad has ….
    "has": (
        rf"(?:\b(?P<hs_me>nange|nanage)|\b(?P<hs_to>{_KIN_TO_WORDS})|\b(?P<hs_who>{_KIN_WORDS})\s+"
        r"(?:ge|ige|ke|kke))\s+"
        r"(?P<hs_x>sugar|bp|diabetes|thyroid|cholesterol|asthma|pressure|arthritis|migraine|pcod|"
        r"pcos)\s+(?:ide|problem\s+ide)\b"
    ),
    # "Christ college alli MBA odtidale": studies at ….
    "studies": (
        rf"(?P<sy_at>{_NAMED})\s+{_IN}\s+(?:(?P<sy_what>[\w.-]+(?:\s+[\w.-]+)?)\s+)?"
        r"(?P<sy_v>odtidini|odtini|odtidane|odtidale|odtidare|odtane|odtale|odtare|odtidivi)\b"
    ),
    # "smoking bitte", "cigarette bittidini": I quit smoking.
    "quit": (
        r"\b(?P<qt_x>smoking|drinking|cigarette|cigarettes|drinks|sugar|tea|coffee|non-?veg|gym)"
        r"\s+(?:bitte|bittidini|bittbitte|nillisidini|nillsidini|stop\s+maadide)\b"
    ),
    # "naanu pure veg": I am vegetarian.
    "veg": r"\b(?:naanu|nanu)\s+(?:pure\s+|full\s+)?(?P<vg_x>veg|vegetarian|vegan|non-?veg)\b",
    # "2019 inda": since 2019.
    "since_year": r"\b(?P<sy_x>(?:19|20)\d\d)\s+(?:inda|ninda)\b",
    # "nanna ex Shruthi bagge mention maadbeda again", "avna bagge innu maathadbeda": never
    # bring up … again; "nanna hernia operation bagge forget maadu": forget about ….
    "never_again": (
        r"\b(?P<ng_x>(?:(?!(?:pls|please|guru|macha|innu|and|but|aadre|adre|so)\b)[\w'’-]+\s+)"
        r"{1,4}?)(?:bagge|vishya|vishaya)\s+(?:(?:innu|again|matte|yavattu|please|pls|inmele|"
        r"mele|innumele|yenu|enu|yenoo|ondu|yaavattu|plz)\s+)*"
        r"(?:(?P<ng_forget>forget\s+ma+dh?u|forget\s+ma+dh?bidu|mareth?bidu)|(?:(?:mention|"
        r"bring\s+up|talk|discuss)\s+)?[a-z]*b[ei]d(?:a|i|aa)\b(?:\s+again)?)"
    ),
    # "adna bring up maadbeda": never bring it up.
    "never_it": (
        r"\b(?P<ni_x>adna|adanna|avna|avanna|avla|avalanna|adara|adu)\s+(?:(?:innu|again|matte|"
        rf"please|pls)\s+)*(?:bring\s+up|mention)\s*{_DONT}?"
        r"(?:\s+again)?"
    ),
    # "nange adu talk maadoke ishta illa": I don't like to talk about it.
    "no_wish": (
        r"\bnange\s+(?:(?P<nw_it>adu|idu|adara\s+bagge)\s+)?(?P<nw_x>(?:[\w-]+\s+){1,3}?)"
        r"(?P<nw_do>maadoke|maadodu\s+)?ishta\s+illa\b"
    ),
    # "nange ragi mudde thumba ishta": I like ragi mudde very much.
    "likes": (
        r"\b(?:nange|nanage)\s+(?P<lk_x>(?:(?!ishta)[\w-]+\s+){1,3}?)(?P<lk_much>thumba\s+)?"
        r"ishta\b(?!\s+illa)"
    ),
    # "Shruthi ge maduve fix aaytu": Shruthi's wedding got fixed.
    "wedding": (
        r"\b(?P<wd_x>(?-i:[A-Z])[a-z]+)\s+(?:ge|ige|ke)\s+(?:maduve|marriage|engagement|"
        r"nischitartha)\s+(?:fix|fixed)\s+(?:aaytu|aytu|aaytante|aytante|aagide)\b"
    ),
    # "appa KPTCL inda retire aadru": dad retired from KPTCL.
    "retired": (
        rf"(?:(?P<rt_x>{_NAMED})\s+{_FROM}\s+)?retire\s+(?P<rt_v>aadru|aade|aadnu|aadlu|aagidare|"
        r"aagidini|aagidane|aagidale)\b"
    ),
    # "gym ge hogtidini": I go to the gym.
    "goes": (
        r"\b(?P<gs_x>gym|office|temple|school|college|yoga|walking|swimming)\s+(?:ge|ke|kke)\s+"
        r"(?:hogtidini|hogtini|hogthini|hogtivi|hogthidini)\b"
    ),
    # "Shruthi bagge": about ….
    "about": r"\b(?P<ab_x>(?-i:[A-Z])[\w-]*)\s+bagge\b",
    # "X hattira": near ….
    "near": rf"(?P<nr_x>{_NAMED})\s+hattira\b",
    # "appana", "ammana": my dad's.
    "of": rf"\b(?P<of_kin>{_KIN_OF_WORDS})\b",
    "gloss": (
        r"\b(?P<word>naanu|nanu|nanna|namma|nam|naavu|nange|eega|ega|aadre|avnu|avanu|avlu|avalu|"
        r"avru|avaru|ivattu|ninne|naale|mane|gaadi|"
        r"kelsa|naayi|bekku|maduve|hosa|" + _KIN_WORDS + r")\b(?!['’]s\s+(?:name|day)\b)"
    ),
    # "… guru", "… macha", "… kano", "… ri": a word to the listener, left out.
    "particle": (
        r"\s+(?:guru|macha|machaa|kano|kane|ri|maga|boss)\b(?=\s*(?:[,.;:!?\n]|$|\s*[\u2600-"
        r"\u27bf\U0001f300-\U0001faff]))|(?:^|(?<=[,.!?]\s))(?:guru|macha|ayyo|maga)\s*,?\s+"
        r"|\s+(?:guru|macha|kano)\b"
    ),
}
_WORDS = {
    "naanu": "I", "nanu": "I", "nanna": "my", "namma": "our", "nam": "our", "naavu": "we",
    "nange": "me", "eega": "now", "ega": "now", "ivattu": "today", "ninne": "yesterday",
    "naale": "tomorrow", "mane": "home", "gaadi": "car", "kelsa": "work", "naayi": "dog",
    "bekku": "cat", "maduve": "wedding", "hosa": "new", "aadre": "but", "avnu": "he",
    "avanu": "he", "avlu": "she", "avalu": "she", "avru": "they", "avaru": "they",
}  # fmt: skip
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your", "nanna", "namma", "nam"))
_UNITS = {"varsha": "years", "tingalu": "months"}
# The things whose other name is English's: "gaadi" a car, "mail id" an email.
_THINGS = {"gaadi": "car", "mail id": "email", "email id": "email", "mail": "email",
           "gmail": "email", "mobile": "mobile number", "no": "number",
           "hesaru": "name"}  # fmt: skip
# The words for one's family and pets, in both languages.
_FAMILY = frozenset(_KIN) | frozenset("maga wife husband son daughter dog cat naayi bekku".split())
# Someone named in a sentence ("Deepa", "avnu", "appa"), who does what it tells.
_SOMEONE = re.compile(
    rf"(?-i:\b[A-Z][a-z]+\b)|\b(?:he|she|they|avnu|avlu|avru|{_KIN_WORDS}|doctor)\b",
    re.IGNORECASE,
)
# Words that may open a clause before a deed told without its doer ("finally shift aadvi …").
_NO_DOER = frozenset(
    "finally guru macha anyway so and also btw last month week ee year pls every morning "
    "evening night daily weekend eega ivattu ninne naale this month".split()
)
_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
# A firm, not a place one may move to: "Infosys inda Accenture ge shift aade" is a new job.
_FIRM = re.compile(
    r"\b(?:bank|ltd|limited|technologies|solutions|systems|labs|company|firm|infosys|wipro|"
    r"tcs|accenture|cognizant|ibm|oracle|sbi|hdfc|icici|airtel|jio|act|bsnl|vodafone)\b",
    re.IGNORECASE,
)
# Someone of one's family named, in any of their forms ("appa", "appage", "appana").
_KIN_SAID = re.compile(
    r"\b(?:" + "|".join(sorted([*_KIN, *_KIN_OF, *_KIN_TO], key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)
# A deed done, just before how long ago it was: "shift aadru", "join aade".
_DEED_DONE = re.compile(
    rf"\b(?:shift|join|transfer|move|retire|resign)\s+{_BECAME}\s*$", re.IGNORECASE
)
_CLAUSE = re.compile(r"[,.;:!?\n]")
# What one's place of work is called: a firm, an office, a hospital, a team.
_WORKPLACE = re.compile(
    r"\b(?:office|bank|hospitals?|clinic|trust|nhs|ltd|limited|technologies|tech|solutions|"
    r"systems|software|labs|company|firm|team|department|dept|ward|unit|infosys|wipro|tcs|"
    r"accenture|cognizant|ibm|kpmg|deloitte|ey|pwc|grant\s+thornton|oracle|bosch|sap)\b",
    re.IGNORECASE,
)
# … of which these stand before the place they are in: "Aster Hospital Mankhool".
_BEFORE_PLACE = re.compile(
    r"^(.*?\b(?:hospitals?|clinic|bank|school|college|infosys|wipro|tcs|accenture|cognizant|ibm|"
    r"kpmg|deloitte|oracle|bosch|sap|siemens|intel|amazon|google|microsoft|flipkart))\s+"
    r"((?-i:[A-Z])[a-z]+(?:\s+(?-i:[A-Z])[a-z]+)?)$",
    re.IGNORECASE,
)


def _split_place(named: str) -> str:
    """A workplace's name with the place after it told as its place ("Aster Hospital Mankhool":
    "Aster Hospital in Mankhool"); any other as said."""
    found = _BEFORE_PLACE.match(named)
    if found is None or re.search(r"\b(?:branch|office|campus)\b", named, re.IGNORECASE):
        return named
    return f"{found.group(1)} in {found.group(2)}"


_PRONOUNS = {"alli": "there", "adna": "it", "adanna": "it", "adara": "it", "adu": "it",
             "avna": "him", "avanna": "him", "avla": "her", "avalanna": "her"}  # fmt: skip


def _kin(word: str, before: str) -> str:
    """A word for family, in English, with "my" when nothing before owns it ("appa" is my dad,
    "nam appa" our dad: :func:`memwarden.roman.kin_read`)."""
    return kin_read(word, before, _KIN, _OWNERS)


def _glossed(words: str, before: str = "") -> str:
    """``words`` with Kannada's words for ownership and family read as English's."""
    return glossed(words, before, _KIN, _WORDS, _OWNERS)


def _by_ending(verb: str | None, doer: str = "I") -> str:
    """Who did it, by the ending of ``verb`` ("aadvi" we, "aade" I, "aadru" they)."""
    if not verb:
        return doer
    verb = verb.split()[-1].casefold()
    if verb in ("aaytu", "aytu", "aagide"):
        return doer
    return _DOERS.get(verb[-2:], doer)


def _doer(match: re.Match[str], doer: str) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else
    (:func:`memwarden.roman.told_by`); else nothing."""
    return told_by(match, doer, _NO_DOER)


def _a(word: str) -> str:
    """``word`` after its article ("an officer", "a teacher")."""
    return f"{'an' if word[:1] in 'aeiouAEIOU' else 'a'} {word}"


def _named_before(match: re.Match[str]) -> str | None:
    """The last name said before ``match`` in its text ("Bruno" of "nam naayi Bruno hogbittu,
    pls avna bagge …"), if any."""
    names = re.findall(
        r"\b(?:[A-Z]{2,}[A-Za-z]*|(?<![.!?]\s)(?<!^)[A-Z][a-z]{2,})\b",
        match.string[: match.start()],
    )
    return names[-1] if names else None


def _with(match: re.Match[str]) -> str:
    """The words of whom one lives with (" with my mum" of "amma jothe"), or nothing."""
    said = match.group("lv_with") or match.group("lv_with2")
    if not said:
        return ""
    return f" with {_kin(said, '') if said.casefold() in _KIN else said}"


def _class(match: re.Match[str]) -> str:
    """The class one is in: "class 2" of "2nd std", "UKG"."""
    return f"class {match.group('ic_n')}" if match.group("ic_n") else match.group("ic_kg").upper()


def _please(match: re.Match[str]) -> str:
    """The word "please" and a space, unless the person said it just before ``match``."""
    before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
    return "" if before[0].casefold() in ("pls", "please", "plz", "plss") else "please "


def _lives_who(verb: str) -> str:
    """Who lives there, by the ending of ``verb`` ("idini" I, "iddivi" we, "irtane" he,
    "ideeru" they); no one for "irodu" (where one lives)."""
    for endings, who in (
        (("ane",), "he"), (("ale",), "she"), (("are", "eru", "era"), "they"),
        (("ni", "ene"), "I"), (("vi",), "we"),
    ):  # fmt: skip
        if verb.endswith(endings):
            return who
    return ""


def _lives(match: re.Match[str]) -> str:
    group = match.group
    place, inside = group("lv_x"), group("lv_in")
    verb = group("lv_v").split()[-1].casefold()
    said = (group("lv_who") or "").casefold()
    who = _WHO.get(said) or _lives_who(verb)
    if place is None:
        if inside is None:
            return group(0)
        place, inside = inside, None
    if inside and group("lv_then"):
        # ("nam anna Kiran US alli, Dallas alli irtane": Kiran lives in Dallas, US)
        before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
        first, _, rest = inside.partition(" ")
        if rest and before[0].casefold() in _FAMILY and first.isalpha() and first[1:].islower():
            return f"{first} lives in {place}, {rest}{_with(match)}"
        inside = f", {inside}"
    if not group("lv_noun") and _WORKPLACE.search(f"{inside or ''} {place}"):
        # ("naanu Grant Thornton nalli audit team nalli ideeni": I work at Grant Thornton in
        # the audit team)
        firm, part = (inside, place) if inside else (place, None)
        where = f"{_split_place(firm)}{f' in the {part}' if part else ''}"
        as_role = f" as {_a(group('lv_role'))}" if group("lv_role") else ""
        doer = _WHO.get(said) or who or "I"
        verb = "work" if doer in ("I", "we", "they") else "works"
        return f"{doer} {verb} at {where}{as_role}"
    where = f"{place} in {inside}".replace(" in , ", ", ") if inside else place
    if group("lv_noun"):
        home = group("lv_noun").casefold()
        home = {"mane": "house", "pg": "PG"}.get(home, home)
        if group("lv_home"):
            home = f"{group('lv_home').strip()} {home}".replace("ondu ", "")
        where = f"{_a(home)} in {where}"
    elif inside is None and not group("lv_who"):
        before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
        first, _, rest = place.partition(" ")
        if rest and before[0].casefold() in _FAMILY and first.isalpha() and first[1:].islower():
            # "nam anna Sunil Pune alli irtane": Sunil lives in Pune
            return f"{first} lives in {rest}{_with(match)}"
    now = "now " if group("lv_now") else ""
    if group("lv_who") is None:
        before = match.string[: match.start()]
        clause = re.split(r"[,.;:!?]", before)[-1]
        sentence = re.split(r"[.!?\n]", before)[-1]
        if who in ("he", "she", "they") and _SOMEONE.search(sentence):
            # ("nam anna Kiran US alli, Dallas alli irtane": he, named before, lives in Dallas)
            return f"{now}lives in {where}{_with(match)}"
        if not who and _SOMEONE.search(clause):
            return f"{now}lives in {where}{_with(match)}"
        who = who or "I"
    verb = "live" if who in ("I", "we", "they") else "lives"
    return f"{who} {now}{verb} in {where}{_with(match)}"


def _takes(match: re.Match[str]) -> str:
    """Who takes a dose, and how often: "appa metformin 500 mg twice a day thagotaare": my
    dad takes metformin 500 mg twice a day."""
    group = match.group
    dose = f"{group('tk_x')}{' ' + group('tk_how').strip() if group('tk_how').strip() else ''}"
    who = group("tk_who")
    if who and who.casefold() not in ("naanu", "nanu"):
        return f"{_kin(who, match.string[: match.start()])} takes {dose}"
    if who or group("tk_v").casefold().endswith("ni"):
        return f"I take {dose}"
    before = re.split(r"[.!?\n]", match.string[: match.start()])[-1]
    kin = [k.group(0).casefold() for k in _KIN_SAID.finditer(before)]
    if kin:
        # ("appage sugar ide, metformin 500 mg thagotare": my dad takes it)
        word = _KIN_TO.get(kin[-1], _KIN_OF.get(kin[-1], kin[-1]))
        return f"{_kin(word, '')} takes {dose}"
    return f"{'' if _SOMEONE.search(before) else 'I '}takes {dose}".replace("I takes", "I take")


def _works(match: re.Match[str]) -> str:
    group = match.group
    said = (group("wk_who") or "").casefold()
    who = _WHO.get(said, "")
    role = group("wk_role") or group("wk_as")
    as_role = f" as {_a(role)}" if role else ""
    place = _split_place(group("wk_x"))
    # ("anna Hyderabad nalli Infosys nalli kelsa maadtaane": at Infosys in Hyderabad)
    inside = f" in {group('wk_in')}" if group("wk_in") else ""
    how_long = f" for {group('wk_for')}" if group("wk_for") else ""
    if group("wk_did"):
        # ("Narayana nalli 3 years kelsa maadide": I worked at Narayana for 3 years)
        return f"{who or 'I'} worked at {place}{inside}{as_role}{how_long}"
    if not who:
        before = match.string[: match.start()]
        last = before.rstrip().rsplit(None, 1)[-1:] or [""]
        first, _, rest = place.partition(" ")
        if rest and last[0].casefold() in _FAMILY and first.isalpha() and first[1:].islower():
            # "nanna hendthi Kavya Infosys alli kelsa maadtale": Kavya works at Infosys
            return f"{first} works at {rest}{inside}{as_role}"
        sentence = re.split(r"[.!?\n]", before)[-1]
        clause = re.split(r"[,;:]", sentence)[-1]
        if _SOMEONE.search(sentence) and not re.search(r"\b(?:naanu|nanna)\b", clause, re.I):
            return f"works at {place}{inside}{as_role}"
        who = "I"
    verb = "work" if who in ("I", "we", "they") else "works"
    now = "now " if group("wk_now") else ""
    return f"{who} {now}{verb} at {place}{inside}{as_role}"


def _is(match: re.Match[str]) -> str:
    group = match.group
    own = group("is_own").casefold()
    owner = _MY.get(own) or (_kin(_KIN_OF[own], match.string[: match.start()]) + "'s")
    what = group("is_what").strip()
    what = re.sub(r"\s+", " ", what)
    for said, meant in _THINGS.items():
        what = re.sub(rf"\b{said}$", meant, what, flags=re.IGNORECASE)
    value = group("is_x")
    if re.search(r"\b(?:car|bike|scooter|scooty)$", what, re.IGNORECASE) and value[:1].isalpha():
        kind = what.rsplit(None, 1)[-1]
        return (
            f"{owner} {what} is {_a(value)}{'' if value.casefold().endswith(kind) else ' ' + kind}"
        )
    return f"{owner} {what} is {value}"


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    group = match.group
    if kind == "moved_from":
        who = _by_ending(group("mf_v"), "I")
        doer = _doer(match, who)
        if _FIRM.search(group("mf_a")) or _FIRM.search(group("mf_b")):
            return f"{doer}switched from {group('mf_a')} to {group('mf_b')}"
        return f"{doer}moved from {group('mf_a')} to {group('mf_b')}"
    if kind == "moved_to":
        who = _by_ending(group("mt_v") or group("mt_go"), "I")
        if group("mt_own"):
            # ("nam mane eega Coventry ge shift aaytu": our home moved, so we did)
            who = "I" if group("mt_own").casefold() == "nanna" else "we"
        if _FIRM.search(group("mt_x")):
            return f"{_doer(match, who)}switched to {group('mt_x')}"
        return f"{_doer(match, who)}moved to {group('mt_x')}"
    if kind == "moved":
        who = _by_ending(group("mv_v"), "I")
        where = f" to {group('mv_x')}" if group("mv_x") else ""
        return f"{_doer(match, who)}moved{where}"
    if kind == "joined":
        who = _by_ending(group("jn_v"), "I")
        doer = _doer(match, who)
        if group("jn_left"):
            return f"{doer}left {group('jn_left')}, {doer or who + ' '}joined {group('jn_x')}"
        return f"{doer}joined {group('jn_x')}"
    if kind == "resigned":
        where = f" from {group('rs_x')}" if group("rs_x") else ""
        return f"{_doer(match, _by_ending(group('rs_v'), 'I'))}resigned{where}"
    if kind == "married":
        what = group("mr_what").casefold()
        engaged = what in ("engagement", "nischitartha")
        if group("mr_x"):
            return f"I got {'engaged' if engaged else 'married'} to {group('mr_x')}"
        return f"I got {'engaged' if engaged else 'married'}"
    if kind == "broke_up":
        return f"I broke up with {group('bu_x')}"
    if kind == "died":
        who = group("dd_x")
        if who.casefold() in _KIN:
            who = _kin(who, match.string[: match.start()])
        return f"{who} passed away"
    if kind == "changed_to":
        what = group("ct_what")
        for said, meant in _THINGS.items():
            what = re.sub(rf"\b{said}$", meant, what, flags=re.IGNORECASE)
        return f"I changed {_MY[group('ct_own').casefold()]} {what} to {group('ct_x')}"
    if kind == "new_job":
        return f"a new job at {group('nj_x')}"
    if kind == "left":
        return f"{_doer(match, 'I')}left {group('lf_x')}"
    if kind == "transfer":
        return f"{_doer(match, 'I')}transferred to {group('tr_x')}"
    if kind == "works":
        return _works(match)
    if kind == "lives":
        return _lives(match)
    if kind == "home_is":
        own = _MY[group("hm_own").casefold()]
        what = _WORDS.get(group("hm_what").casefold(), group("hm_what"))
        what = "house" if what == "home" else what
        return f"{own} {what} is in {group('hm_x')}"
    if kind == "in_class":
        before = match.string[: match.start()].rstrip().rsplit(None, 2)
        first, _, rest = group("ic_at").partition(" ")
        if (
            rest
            and len(before) >= 1
            and before[-1].casefold() in _FAMILY
            and first.isalpha()
            and first[1:].islower()
        ):
            # "nam magalu Anika DPS East alli 2nd std": Anika is in class 2 at DPS East
            return f"{first} is in {_class(match)} at {rest}"
        return f"is in {_class(match)} at {group('ic_at')}"
    if kind == "takes":
        return _takes(match)
    if kind == "given_for":
        # ("psychiatrist anxiety ge … kottidaare": psychiatrist, I take … for anxiety)
        clause = _CLAUSE.split(match.string[: match.start()])[-1]
        lead = ", " if _WORD.search(clause) else ""
        return f"{lead}I take {group('gf_x')} for {group('gf_for')}"
    if kind == "to_start":
        return f"I am to start {group('ts_x')}{group('ts_how') or ''}"
    if kind == "dose_to":
        who = group("dt_who")
        whose = ""
        if who and who.casefold() in _KIN:
            whose = _kin(who, match.string[: match.start()]) + "'s "
        elif who:
            whose = "my "
        how = group("dt_how").casefold()
        verb = "lowered" if how in ("decrease", "reduce", "kammi") else "raised"
        verb = "changed" if how == "change" else verb
        start = f" from {group('dt_from')}" if group("dt_from") else ""
        when = group("dt_when") or ""
        when = f" {_WORDS.get(when.casefold(), when)}" if when else ""
        return f"{verb} {whose}{group('dt_med')}{start} to {group('dt_n')}{when}"
    if kind == "started":
        # ("doctor … amlodipine 5 mg start maadidare": the doctor started me on it, I take it;
        # "appa ge …": my dad does)
        clause = _CLAUSE.split(match.string[: match.start()])[-1]
        kin = re.findall(rf"\b({_KIN_WORDS})\s+(?:ge|ige|ke)\b", clause, re.IGNORECASE)
        if kin:
            return f"{_kin(kin[-1], '')} takes {group('sd_x')}"
        return f"I take {group('sd_x')}"
    if kind == "answer":
        question = _glossed(group("an_q").strip(), match.string[: match.start()])
        return f"the answer to {question} is {group('an_x')}"
    if kind == "set_to":
        what = _glossed(group("st_what").strip())
        return f"{_doer(match, 'I')}set the {what} to {group('st_x')}"
    if kind == "said_as":
        what = _glossed(group("sa_what").strip())
        return f"the {what} is {group('sa_x')}"
    if kind == "is":
        return _is(match)
    if kind == "changed":
        what = _glossed(group("cg_x").strip(), match.string[: match.start()])
        verb = group("cg_v").casefold()
        if verb in ("aaytu", "aytu", "aagide"):
            # ("nanna number change aaytu": I changed my number; "plan change aaytu": it did)
            return f"I changed {what}" if what.startswith("my ") else f"{what} changed"
        return f"{_doer(match, _by_ending(verb, 'I'))}changed {what}"
    if kind == "traded_for":
        return f"{_doer(match, 'I')}traded in the {group('tf_x')} for a {group('tf_new')}"
    if kind == "traded":
        sold = not re.search(r"\bexchange\b", group(0), re.IGNORECASE)
        doer = _doer(match, _by_ending(group(0).rsplit(None, 1)[-1], "I"))
        return f"{doer}{'sold' if sold else 'traded in'} the {group('td_x')}"
    if kind == "bought":
        new = (group("bg_new") or "").casefold().startswith(("hosa", "new"))
        doer = _doer(match, _by_ending(group(0).rsplit(None, 1)[-1], "I"))
        return f"{doer}bought {_a(('new ' if new else '') + group('bg_x'))}"
    if kind == "allergy":
        if group("al_me"):
            return f"I am allergic to {group('al_x')}"
        who = group("al_who") or _KIN_TO[group("al_to").casefold()]
        if who.casefold() in _KIN:
            who = _kin(who, match.string[: match.start()])
        return f"{who} is allergic to {group('al_x')}"
    if kind == "age":
        who = group("ag_x") or _KIN_TO[group("ag_to").casefold()]
        if who.casefold() in _KIN:
            who = _kin(who, match.string[: match.start()])
        else:
            who = _glossed(who, match.string[: match.start()])
        return f"{who} is {group('ag_n')} years old"
    if kind == "since":
        clause = _CLAUSE.split(match.string[: match.start()])[-1]
        if group("sn_to").casefold().startswith("a") and _DEED_DONE.search(clause):
            # ("Bengaluru ge shift aadru 2 weeks aaytu": they moved 2 weeks ago)
            unit = group("sn_unit").casefold()
            unit = _UNITS.get(
                unit, unit if unit.endswith("s") or group("sn_n") == "1" else unit + "s"
            )
            return f"{group('sn_n')} {unit} ago"
        return for_so_long(group("sn_n"), group("sn_unit"), _UNITS)
    if kind == "there":
        who = {"vi": "we"}.get(group("th_v")[-2:], "I")
        return f"{who} have been there"
    if kind == "has_at":
        return f"I have {_a(group('ha_what'))} at {group('ha_x')}"
    if kind == "got":
        return f"{_doer(match, 'I')}got {_a(_glossed(group('gt_x')))}"
    if kind == "called":
        where = " at home" if group("cl_home") else ""
        what = _WORDS.get(group("cl_what").casefold(), group("cl_what"))
        return f"{'we have' if where else 'there is'} {_a(what)} called {group('cl_x')}{where}"
    if kind == "has":
        what = group("hs_x")
        what = what.upper() if what.casefold() in ("bp", "pcod", "pcos") else what
        if group("hs_me"):
            return f"I have {what}"
        who = group("hs_who") or _KIN_TO[group("hs_to").casefold()]
        return f"{_kin(who, match.string[: match.start()])} has {what}"
    if kind == "studies":
        what = f"{group('sy_what')} at " if group("sy_what") else "at "
        verb = group("sy_v").casefold()
        first, _, rest = group("sy_at").partition(" ")
        before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
        if rest and before[0].casefold() in _FAMILY and first.isalpha() and first[1:].islower():
            return f"{first} studies {what}{rest}"  # "magalu Anika DPS alli …": Anika studies
        if verb.endswith(("ini", "ivi")):
            return f"{'we study' if verb.endswith('ivi') else 'I study'} {what}{group('sy_at')}"
        return f"studies {what}{group('sy_at')}"
    if kind == "quit":
        what = {"cigarette": "smoking", "cigarettes": "smoking", "drinks": "drinking"}.get(
            group("qt_x").casefold(), group("qt_x")
        )
        return f"{_doer(match, 'I')}quit {what}"
    if kind == "veg":
        said = group("vg_x").casefold()
        return "I am " + {"veg": "vegetarian", "nonveg": "non-vegetarian"}.get(
            said.replace("-", ""), said
        )
    if kind == "since_year":
        return f"since {group('sy_x')}"
    if kind == "never_again":
        said = group("ng_x").strip()
        if said.casefold() in _PRONOUNS:
            said = _named_before(match) or _PRONOUNS[said.casefold()]
        said = re.sub(r"^(?:aa|ee)\s+", "the ", said, flags=re.IGNORECASE)
        what = _glossed(said, match.string[: match.start()])
        if group("ng_forget"):
            return f"forget about {what}"
        return f"{_please(match)}never bring up {what} again"
    if kind == "never_it":
        said = group("ni_x").casefold()
        return f"{_please(match)}never bring up {_PRONOUNS.get(said, 'it')} again"
    if kind == "no_wish":
        what = _glossed(group("nw_x").strip())
        if group("nw_do"):
            about = " about it" if group("nw_it") else ""
            return f"I don't want to {what}{about}"
        return f"I don't like {'it ' if group('nw_it') else ''}{what}"
    if kind == "likes":
        much = " very much" if group("lk_much") else ""
        return f"I like {_glossed(group('lk_x').strip())}{much}"
    if kind == "wedding":
        return f"{group('wd_x')}'s wedding got fixed"
    if kind == "retired":
        where = f" from {group('rt_x')}" if group("rt_x") else ""
        return f"{_doer(match, _by_ending(group('rt_v'), 'I'))}retired{where}"
    if kind == "goes":
        return f"{_doer(match, 'I')}go to {group('gs_x')}"
    if kind == "about":
        return f"about {group('ab_x')}"
    if kind == "near":
        return f"near {group('nr_x')}"
    if kind == "of":
        kin = _KIN_OF[group("of_kin").casefold()]
        return _kin(kin, match.string[: match.start()]) + "'s"
    if kind == "particle":
        return ""
    word = group("word")
    folded = word.casefold()
    read = _kin(word, match.string[: match.start()]) if folded in _KIN else _WORDS[folded]
    return read[:1].upper() + read[1:] if word[:1].isupper() and read != "I" else read


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_kannada, _READ, _reading)
