"""Ahmedabad, Surat, Vadodara and Rajkot English mixed with Romanized Gujarati, read as English,
for the door's reading only.

Many people in Gujarat type Gujarati in Latin letters between English words: "hu Maninagar ma
rahu chu", "ame Maninagar thi Bopal shift thaya", "maro number 98240 56712 che", "BP mate
Amlodipine 5mg leu chu roj savare". Gujarati, like Marathi, puts the verb last and marks a place
with a word after it ("Bopal ma" in Bopal, "SG Highway par" on SG Highway, "Maninagar thi" from
Maninagar), and says "X is Y" as "X Y che", so word for word the door's English rules find
nothing in it. A text that shows enough of Gujarati's own small words (:func:`reads_words`:
"maru", "maro", "chu", "chiye", "thaya", "nathi", "dikro" …, not the words it shares with Hindi
and Urdu such as "mera", "ghar", "kaam", which stay with :mod:`memwarden.roman_urdu`, nor
Marathi's "che" and "la", which stay with :mod:`memwarden.roman_marathi`) has its commonest
statements read in English order, the way :mod:`memwarden.roman_marathi` reads Marathi's — a
move ("… thi … shift thaya"), where one lives and works ("… ma rahu chu", "… ma job kare che",
"… ma accounts sambhalu chu"), a job left ("… chhodi didhu", "resign aapi didhu"), one's number,
email and office ("have maro ek j number che …", "maru office … par che"), a dose taken or
raised ("… leu chu roj savare", "dose vadhari didho, have … levanu che"), a child's studies or
class ("maro dikro Aarav 7th ma che"), a topic one asks never to be kept ("… vishe kashu yaad na
rakhta", "koi ne kehta nahi") — and its words for family and ownership as English's ("mara dadi
(ba)" my grandma, "mari moti ben" my elder sister, "maru" my). A move told without who moved is
the family's one the sentence told of before ("ba … , Vadodara shift thaya": my grandma), else
by its ending ("thaya" we, "thayo" I). The words left unread go on to the door's spellings as
every text's do (a stray "ma", in, may be read as "my" there; no slot is read from it).
Each reading replaces one stretch of the text, so a span read in the English can be found again
in what was said (:func:`readings`). The memory keeps the person's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import kin_read, read_with, told_by, told_in_words

__all__ = ["english", "readings", "reads_roman_gujarati", "reads_words"]

# Gujarati's small words as typed in Latin letters: pronouns and whose ("hu" I, "maru" my, "ame"
# we, "amaru" our, "mane" to me), "is" ("che", "chhe", "chu" I am, "chiye" we are), the words
# after a noun ("ma" in, "par" on, "thi" from, "mate" for, "vishe" about, "sathe" with, "nu",
# "ni", "no", "na" of), the endings of what was done ("thaya", "thai gayu" became, "didhu" gave,
# "kidhu" said, "lidhi" took), of what one does ("rahu" I live, "karu" I do, "leu" I take), the
# words of a wish ("yaad na rakhta" don't keep in mind, "kehta nahi" don't tell) and for family.
_CUES = frozenset(
    """
    hu maru mari maro mara ame amaru amari amaro amara mane che chhe chu chhu chiye chhiye
    ma par thi mate vishe sathe nu ni no na thaya thayu thai thayo gayu gayo gai gaya gayi didhu
    didho kidhu lidhu lidho lidhi lidha rahu rahiye rahe karu kare leu levanu leti nathi joitu
    rakhta kehta bhuli have navu navo navi juno juni badli pachi pachhi kale roj savare raatre kashu
    kai etle pan ane saru bahu kem cho dikro dikri ben bhai ba pappa mummy vahu sasu masi foi
    kaka mama dada chhodi vadhari dawa goli sambhalu sambhadu ekla sathe j
    """.split()
)
# … of which these are no other language's typed in Latin letters (Hindi's and Urdu's "mera",
# "ghar", "kaam", "nahi", "thi", "badli", Marathi's "che", "kaka" are not among them).
_STRONG = frozenset(
    """
    maru maro mara mari amaru amaro amari amara chu chhu chiye chhiye thaya thayu thayo gayu
    didhu didho kidhu lidhu lidho lidhi lidha rahu rahiye leu levanu leti nathi joitu kashu etle
    dikro dikri vishe savare raatre vadhari sambhalu sambhadu navu navo juno mane hatu hato vechi
    aavyu aavyo karyu mathi tarike ekla
    """.split()
)
# … of which these tell it alone ("maro number … che", "… ma rahu chu"; "chu" only beside
# another, Mizo's "chu" and French's "chu pas" being no Gujarati).
_ALONE = frozenset(
    """
    maru maro amaru amaro chhu chiye chhiye thayu didhu didho kidhu lidhu lidho rahu rahiye leu
    levanu nathi joitu kashu etle dikro dikri savare sambhalu sambhadu vishe aavyu aavyo
    karyu tarike
    """.split()
)
# … and these of its pairs ("Rajkot ma rahe che" lives in Rajkot, "shift thai gaya" moved, "yaad
# na rakhta" don't keep in mind, "koi ne kehta nahi" tell no one, "moti ben" elder sister, "mara
# dadi" my grandma): a word of the first with one of the second.
_PAIRS = (
    (frozenset("rahe kare aave jay dukhe bhane shikhe".split()), frozenset(("che", "chhe"))),
    (frozenset(("thai",)), frozenset("gaya gayu gayo gai gayi".split())),
    (frozenset(("thaya",)), frozenset("che chhe hata shift".split())),
    (frozenset(("yaad",)), frozenset(("rakhta", "rakhjo", "rakhsho"))),
    (frozenset(("kehta", "kaheta")), frozenset(("nahi", "nai"))),
    (frozenset(("moti", "nani", "moto", "nano")), frozenset(("ben", "bhai"))),
    (
        frozenset(("mara", "mari")),
        frozenset("dadi ba pappa mummy masi kaka mama foi sasu ben".split()),
    ),
)
_WORD = re.compile(r"[^\W\d_]+")


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in Romanized
    Gujarati at least in part: one of its words no other language has, or two of its own
    small words and a third of its small words, or "hu" (I) with "chu" (am), or one of its
    pairs of words."""
    return told_in_words(said, _CUES, _STRONG, _ALONE, _PAIRS) or (
        "hu" in said and not said.isdisjoint(("chu", "chhu"))
    )


@lru_cache(maxsize=4096)
def reads_roman_gujarati(text: str) -> bool:
    """Whether ``text`` is written in Romanized Gujarati at least in part (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "Shaligram society", "Ring Road textile market", "SG Highway".
_CAP = r"(?-i:[A-Z0-9])[\w'’.&/@#$%*+-]*"
_NAMED = (
    rf"{_CAP}(?:\s+(?:{_CAP}|(?-i:\d+(?:st|nd|rd|th)|nagar|colony|road|society|park|market|"
    r"branch|office|campus|hospital|school|college|clinic|bank|sector|plant|factory|pol|"
    r"highway|char\s+rasta|textile|chowk|tower|apartment|apartments|complex|gidc)\b))" + r"{0,5}"
)
# A workplace told in small letters: "diamond polishing unit", "textile market".
_PLACE = r"(?:[a-z]+\s+){0,2}(?:unit|factory|company|office|hospital|school|shop|dukaan|market)"
# Is, am, are: "che", "chu", "chiye".
_IS = r"(?:che|chhe|chu|chhu|chiye|chhiye)"
# What one became or did, moving: "shift thaya", "shift thai gayi", "shift karyu".
_SHIFTED = (
    r"(?:thai\s+(?:gaya|gayu|gayo|gai|gayi)|thaya|thayo|thayu|thai|karyu|kari\s+didhu)"
    r"(?:\s+(?:che|chhe|chu|chhu|chiye))?"
)
# Who, said before a deed: "hu" I, "ame" we.
_WHO = {"hu": "I", "ame": "we", "aame": "we", "amey": "we"}
_WHO_WORDS = r"(?:hu|ame|aame|amey)"
# Whose: "maru" my, "amaru" our.
_MY = {
    "maru": "my", "maro": "my", "mari": "my", "mara": "my", "maari": "my", "maaru": "my",
    "maaro": "my", "amaru": "our", "amaro": "our", "amari": "our", "amara": "our",
    "aamaru": "our", "aamari": "our",
}  # fmt: skip
_OWN = r"(?:maru|maro|mari|mara|maari|maaru|maaro|amaru|amaro|amari|amara|aamaru|aamari)"
# When: "gaya mahine" last month.
_WHEN_PAST = {
    "gaya mahine": "last month", "gaye mahine": "last month", "gaya varshe": "last year",
    "gaya varse": "last year", "gaya athvadiye": "last week", "kale": "yesterday",
    "have": "now",
}  # fmt: skip
_WHEN_WORDS = (
    r"(?:gaya\s+mahine|gaye\s+mahine|gaya\s+varshe|gaya\s+varse|gaya\s+athvadiye|kale|have)"
)
_WHEN = {"roj savare": "every morning", "roj raatre": "every night", "roj rate": "every night",
         "roj": "every day", "dar roj": "every day", "savare": "in the morning",
         "raatre": "at night"}  # fmt: skip
_WHEN_TAKEN = r"(?:roj\s+savare|roj\s+raatre|roj\s+rate|dar\s+roj|roj|savare|raatre)"
# Gujarati's small words read as English's wherever they stand.
_GLOSS = {
    **_MY, "hu": "I", "ame": "we", "amare": "we", "aame": "we", "atyare": "now",
    "etle": "so", "aakhre": "finally", "ghutan": "knee", "ghoontan": "knee", "ane": "and",
}  # fmt: skip
# Gujarati's words for family, in English.
_KIN = {
    "mummy": "mum", "pappa": "dad", "papa": "dad", "ba": "grandma",
    "dadi": "grandma", "dada": "grandpa", "nani": "grandma", "nana": "grandpa",
    "bhai": "brother", "ben": "sister", "bahen": "sister", "dikro": "son", "dikri": "daughter",
    "pati": "husband", "patni": "wife", "vahu": "daughter-in-law", "sasu": "mother-in-law",
    "sasra": "father-in-law", "mama": "uncle", "mami": "aunt", "masi": "aunt", "foi": "aunt",
    "kaka": "uncle", "kaki": "aunt", "bhabhi": "sister-in-law", "jiju": "brother-in-law",
}  # fmt: skip
_KIN_WORDS = "|".join(sorted(_KIN, key=len, reverse=True))
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your", *_MY))
# Elder and younger: "moti ben" elder sister, "nano bhai" younger brother.
_AGE = {"moti": "elder", "moto": "elder", "mota": "elder", "nani": "younger", "nano": "younger",
        "nana": "younger"}  # fmt: skip
# A phone number, an email.
_PHONE = r"\+?\d[\d\s-]{6,}\d"
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_THING = (
    r"(?:(?:mobile|phone|whatsapp|office|personal)\s+)?(?:number|no|mobile|email|e-mail|gmail|"
    r"mail)(?:\s+id)?"
)
# A job: "supervisor", "Finance Manager".
_ROLE = (
    r"(?:(?:full-time|part-time|full\s+time|part\s+time)\s+)?(?:(?:senior|junior|head|assistant|"
    r"sales|branch|finance|accounts|project|software|team)\s+)?(?:engineer|developer|manager|"
    r"supervisor|accountant|clerk|teacher|nurse|doctor|analyst|officer|executive|director|"
    r"designer|cashier|consultant|lead)"
)
# A wish: "yaad na rakhta" don't keep it in mind, "bhuli jajo" forget it, "vaat na karta"
# don't talk of it.
_DONT = (
    r"(?:yaad\s+na\s+rakh(?:ta|tа|sho|jo|vu|o)|yaad\s+nathi\s+rakhvu|bhuli\s+ja(?:jo|o|v)?|"
    r"vaat\s+na\s+kar(?:ta|sho|jo)|vaat\s+nathi\s+karvi|save\s+na\s+kar(?:ta|sho|jo))"
)
_READINGS = {
    # "ame gaya mahine Maninagar thi Bopal shift thaya": last month we moved from … to ….
    "moved_from": (
        rf"(?:\b(?P<mf_who>{_WHO_WORDS})\s+)?(?:\b(?P<mf_when>{_WHEN_WORDS})\s+)?"
        rf"(?P<mf_a>{_NAMED})\s+(?:thi|mathi)\s+(?P<mf_b>{_NAMED})\s+(?:ma\s+)?shift\s+"
        rf"(?P<mf_v>{_SHIFTED})"
    ),
    # "amari company GIFT City shift thai gayi": our company moved to ….
    "thing_moved": (
        rf"\b(?P<tm_own>{_OWN})\s+(?P<tm_what>office|company|dukaan|dukan|shop|clinic|factory)\s+"
        rf"(?P<tm_x>{_NAMED})\s+(?:ma\s+)?shift\s+{_SHIFTED}"
    ),
    # "Nirav have Leicester shift thai gayo che", "have shift thai gaya Bhavnagar": moved to ….
    "moved_to": (
        rf"(?:\b(?P<mt_who>{_WHO_WORDS})\s+)?(?:\b(?P<mt_when>{_WHEN_WORDS})\s+)?"
        rf"(?:(?P<mt_x>{_NAMED})\s+(?:ma\s+)?shift\s+(?P<mt_v>{_SHIFTED})|\bshift\s+"
        rf"(?P<mt_v2>{_SHIFTED})\s+(?P<mt_y>{_NAMED}))"
    ),
    # "hu Maninagar ma rahu chu", "ame Bopal ma Shaligram society ma rahiye chiye", "mara ba
    # Kamlaben Rajkot ma ekla rahe che": … live(s) in ….
    "lives": (
        rf"(?:\b(?P<lv_who>{_WHO_WORDS})\s+|\b(?P<lv_own>{_OWN})\s+(?:(?P<lv_age>moti|moto|mota|nani|"
        rf"nano|nana)\s+)?(?P<lv_kin>{_KIN_WORDS})\s+(?:\((?:{_KIN_WORDS})\)\s+)?"
        r"(?:(?P<lv_name>(?-i:[A-Z])[a-z]+)\s+)?)?"
        r"(?:(?P<lv_with>amara|amari|aamara)\s+sathe\s+(?:j\s+)?)?"
        rf"(?:(?P<lv_in>{_NAMED})\s+ma\s+)?(?P<lv_x>{_NAMED})\s+(?P<lv_at>ma|par)\s+"
        r"(?:(?P<lv_alone>ekla|ekli|eklaj)\s+)?(?P<lv_v>rahu\s+(?:chu|chhu)|rahiye\s+(?:chiye|chhiye)|"
        r"rahe\s+(?:che|chhe)|raheta\s+(?:hata|hati|hato))"
    ),
    # "maro dikro Parth Pune ma Infosys ma job kare che", "hu Ring Road textile market ma Kapadia
    # Sarees ni dukaan ma full-time accounts sambhadu chu": … work(s) at ….
    "works": (
        rf"(?:\b(?P<wk_who>{_WHO_WORDS})\s+|\b(?P<wk_own>{_OWN})\s+(?P<wk_kin>{_KIN_WORDS})\s+"
        rf"(?P<wk_name>(?-i:[A-Z])[a-z]+)\s+)?(?:(?P<wk_in>{_NAMED}|{_PLACE})\s+ma\s+)?"
        rf"(?P<wk_x>{_NAMED})(?:\s+(?:ni|na|no|nu)\s+(?P<wk_what>dukaan|dukan|shop|office|"
        r"factory|company|branch))?\s+ma\s+(?:(?P<wk_ft>full-time|part-time|full\s+time)\s+)?"
        r"(?P<wk_task>accounts|account|kaam|job|naukri|nokri)\s+(?P<wk_v>sambhadu|sambhalu|karu|"
        r"kare|sambhale|sambhade)\s+(?:j\s+)?(?:chu|chhu|che|chhe|chiye)"
    ),
    # "maru kaam Ratnadeep Diamonds ma che": I work at ….
    "work_is": rf"\b(?:maru|maaru)\s+kaam\s+(?P<wi_x>{_NAMED})\s+ma\s+(?:che|chhe)",
    # "hu Varachha ma diamond polishing unit ma full-time supervisor chu": I work at … as ….
    "works_as": (
        rf"\b(?P<wa_who>{_WHO_WORDS})\s+(?:(?P<wa_in>{_NAMED})\s+ma\s+)?(?P<wa_x>{_NAMED}|{_PLACE})"
        rf"\s+ma\s+(?P<wa_role>{_ROLE})\s+(?:chu|chhu|chiye)"
    ),
    # "Navrang Textiles ma Finance Manager tarike join karu chu": I join … as ….
    "joined": (
        r"(?:\b(?P<jn_since>\d{1,2}(?:st|nd|rd|th)?\s+(?-i:[A-Z])[a-z]+)\s+thi\s+)?"
        rf"(?P<jn_x>{_NAMED})\s+(?:ma\s+)?(?:(?P<jn_role>{_NAMED})\s+tarike\s+)?join\s+"
        r"(?P<jn_v>karu\s+(?:chu|chhu)|karyu|kari\s+didhu|karish|karvanu\s+che)"
    ),
    # "me unit chhodi didhu", "Ratnadeep ma resign aapi didhu": I left ….
    "left": (
        rf"(?:\b(?P<lf_who>me|mein|hu)\s+)?(?P<lf_x>{_NAMED}|unit|job|naukri|nokri|company|factory|kaam)\s+"
        r"(?:(?:chhodi|chodi|chhodyu|chodyu)(?:\s+(?:didhi|didhu|didho|dithi|nakhi|nakhyu))?\b|(?P<lf_resign>ma\s+resign\s+(?:aapi|api|kari)\s+(?:didhu|didhi|didho)))"
    ),
    # "have maro ek j number che 70169 33480", "maru email … che": (now) my … is ….
    "is": (
        rf"(?:\b(?P<is_now>have)\s+)?\b(?P<is_own>{_OWN})\s+(?:(?P<is_new>navo|navu|navi)\s+)?"
        rf"(?:ek\s+j\s+)?(?P<is_what>{_THING})\s+(?:(?:che|chhe)\s+)?(?P<is_x>{_PHONE}|{_EMAIL})"
        r"(?:\s+(?:che|chhe))?"
    ),
    # "navo Jio no number lidho che 70162 88415": my new number is ….
    "new_number": (
        r"\b(?:navo|navu|navi)\s+(?:(?-i:[A-Z])\w*\s+(?:no\s+|nu\s+)?)?(?:number|no|sim)\s+"
        rf"(?:lidho|lidhu|lidhi|lidhe)(?:\s+(?:che|chhe))?\s*[-–:,]?\s*(?P<nn_x>{_PHONE})"
    ),
    # "have Amlodipine 10 mg kari didhi che": now I take ….
    "dose_made": (
        r"\bhave\s+(?P<dm_x>(?-i:[A-Z])[\w-]*\s+\d+(?:\.\d+)?(?:\s*(?:mg|mcg|ml)\b)?)\s+"
        r"(?:kari\s+(?:didhi|didho|didhu)|karyu|kari)(?:\s+(?:che|chhe))?"
    ),
    # "juno number band thai gayo": the old number was closed.
    "closed": (
        r"\b(?:juno|juni|junu)\s+(?P<cl_x>number|sim|email|account)\s+band\s+thai\s+"
        r"(?:gayo|gayu|gai|gayi)"
    ),
    # "maru office SG Highway par che", "maru office have SG Highway par nathi": my … is (not) on ….
    "home_is": (
        rf"\b(?P<hm_own>{_OWN})\s+(?:(?P<hm_now>have)\s+)?(?P<hm_what>(?:family\s+)?(?:office|"
        r"business|dukaan|dukan|shop|flat|ghar|clinic|factory|school|college))\s+"
        rf"(?:(?P<hm_now2>have)\s+)?(?P<hm_x>{_NAMED})\s+(?P<hm_at>ma|par)\s+(?:j\s+)?"
        rf"(?:(?P<hm_near>{_NAMED}|[a-z]+\s+road)\s+pase\s+)?(?P<hm_v>che|chhe|nathi)"
    ),
    # "mari dikri Khushi MSU Vadodara ma B.Com kare che": my daughter Khushi is studying … at ….
    "studies": (
        rf"\b(?P<st_own>{_OWN})\s+(?P<st_kin>dikri|dikro|ben|bhai)\s+(?P<st_name>(?-i:[A-Z])[a-z]+)"
        rf"\s+(?P<st_x>{_NAMED})\s+ma\s+(?:(?P<st_what>(?-i:[A-Z])[\w.]*|engineering|medical|"
        r"mbbs|commerce|science|arts)\s+(?:kare|kar|bhane)|bhane)\s+(?:che|chhe)"
    ),
    # "BP mate Amlodipine 5mg leu chu roj savare": I take … every morning for BP.
    "takes": (
        rf"(?:\b(?P<tk_for>[A-Za-z][\w-]*)\s+mate\s+)?(?:\b(?P<tk_when>{_WHEN_TAKEN})\s+)?"
        r"(?P<tk_x>(?-i:[A-Z])[\w-]*\s+\d+(?:\.\d+)?(?:\s*(?:mg|mcg|ml|units?|iu)\b)?)\s+"
        rf"(?:(?P<tk_when1>{_WHEN_TAKEN})\s+)?(?:khali\s+pete\s+)?(?P<tk_v>leu|leti|leto|lau|lu)"
        rf"(?:\s+j)?(?:\s+(?:chu|chhu))?(?:\s+(?P<tk_when2>{_WHEN_TAKEN})\b)?"
    ),
    # "dose vadhari didho, have Amlodipine 10mg levanu che roj savare": raised the dose, now I
    # take ….
    "dose_now": (
        r"\b(?P<dn_what>dose|goli)\s+(?P<dn_how>vadhari|vadhaari|vadharyo|ghatadi|ghatadyo|"
        r"ochhi|ochho|badli|badlavi)(?:\s+(?:didho|didhi|didhu|kari|karyo|karyu|nakhi|nakhyo))?"
        r"\s*[,—–-]?\s+have\s+(?P<dn_x>(?-i:[A-Z])[\w-]*\s+\d+(?:\.\d+)?(?:\s*(?:mg|mcg|ml)\b)?)"
        r"\s+(?:levanu|levani|leu|leti|lau)(?:\s+(?:che|chhe|chu|chhu))?"
        rf"(?:\s+(?P<dn_when>{_WHEN_TAKEN})\b)?"
    ),
    # "Thyronorm 50 thi 75 mcg karyu": raised my Thyronorm from 50 to 75 mcg.
    "dose_to": (
        r"\b(?P<dt_med>(?-i:[A-Z])[\w-]*)\s+(?P<dt_from>\d+(?:\.\d+)?)\s+thi\s+"
        r"(?P<dt_n>\d+(?:\.\d+)?(?:\s*(?:mg|mcg|ml)\b)?)\s+(?:karyu|kari|karyo|thayu|thai)"
    ),
    # "ghutan na operation pachi": after my knee operation.
    "after": (
        r"\b(?P<af_x>ghutan|ghutna|ghoontan|kamar|aankh|pet)\s+(?:na|nu|ni)\s+"
        r"(?P<af_what>operation|surgery)\s+(?:pachi|pachhi|baad)"
    ),
    # "chaa pachi": after tea.
    "after_meal": r"\b(?P<am_x>chaa|chai|nasta|jamya|jamva)\s+(?:pachi|pachhi)\b",
    # "1st Feb thi": from 1st Feb.
    "since": r"\b(?P<sn_x>\d{1,2}(?:st|nd|rd|th)?\s+(?-i:[A-Z])[a-z]+)\s+thi\b",
    # "are pan" but, "are haa" oh yes, "haa haa" yes yes, "bhulto nathi" I don't forget.
    "aside": (
        r"\b(?P<as_x>(?:are|arre)\s+(?:pan|haa|ha)|haa\s+haa|bhulto\s+nathi|bhulti\s+nathi)\b"
    ),
    # "seedhi chadvama dukhe che": it hurts climbing stairs.
    "hurts": r"\b(?:have\s+pan\s+)?(?:seedhi|sidhi|dadar)\s+chadva\s*ma\s+dukhe\s+(?:che|chhe)",
    # "Hetal ben vishe have kashu yaad na rakhta", "koi ne kehta nahi": please never bring up …
    # again, don't tell anyone.
    "never_again": (
        r"(?:\b(?P<ng_that>pela|peli|pelu)\s+)?\b(?P<ng_x>(?:(?!(?:ane|pan|please|plz|pls|pela|e|have|ke)\b)[\w'’.-]+\s+){1,5}?)"
        r"(?:e\s+)?(?:vishe|ni\s+vaat|na\s+vishe)\s+(?:have\s+)?(?:(?:kashu|kasu|kai|kaij|kashuj)"
        rf"\s+)?(?:pan\s+)?{_DONT}"
    ),
    "no_talk": r"\be\s+vaat\s+(?:j\s+)?nathi\s+karvi\b",
    "tell_no_one": r"\bkoi\s+ne\s+(?:kehta|kaheta|kehsho|kahevu)\s+(?:nahi|nai|nathi|na)\b",
    # "maro dikro Aarav 7th ma che", "dikri Dhruvi 3rd std ma": my son Aarav is in 7th standard.
    "in_class": (
        rf"(?:\b(?P<ic_own>{_OWN})\s+)?\b(?P<ic_kin>dikro|dikri)\s+(?P<ic_name>(?-i:[A-Z])[a-z]+)\s+"
        r"(?P<ic_n>\d{1,2}(?:st|nd|rd|th))\s+(?:(?:std|standard|class|dhoran)\s+)?ma"
        r"(?:\s+(?:che|chhe))?\b"
    ),
    # "(mara masi no dikro)": my cousin.
    "cousin": (
        rf"\s*\(\s*(?:{_OWN})\s+(?:masi|mama|kaka|foi|fai|mami|kaki)\s+(?:no|ni|na)\s+"
        r"(?:dikro|dikri)\s*\)"
    ),
    # "mari moti ben", "mara dadi (ba)": my elder sister, my grandma.
    "owned": (
        rf"\b(?P<ow_own>{_OWN})\s+(?:(?P<ow_age>moti|moto|mota|nani|nano|nana)\s+)?"
        rf"(?P<ow_kin>{_KIN_WORDS}|ex\s+husband|ex\s+wife|ex)\b(?:\s+\((?:{_KIN_WORDS})\))?"
    ),
    # "roj savare" every morning, "BP mate" for BP (outside a statement read whole).
    "when_taken": r"\b(?P<wt_x>roj\s+savare|roj\s+raatre|dar\s+roj)\b",
    "for_it": (
        r"\b(?P<fi_x>bp|sugar|thyroid|diabetes|cholesterol|asthma|pcod|pcos)\s+mate\b"
        r"(?!\s+(?-i:[A-Z]))"
    ),
    # "mane BP che": I have BP.
    "has": (
        r"\bmane\s+(?P<hs_x>(?:type\s+[12]\s+)?(?:diabetes|sugar|bp|thyroid|asthma|cholesterol|"
        r"migraine|arthritis|pcod|pcos|high\s+bp|blood\s+pressure))\s+(?:che|chhe)\b"
    ),
    # "hu" I, "ame" we, "maru" my, "atyare" now, "etle" so, "aakhre" finally.
    "gloss": r"\b(?P<word>" + "|".join(sorted(_GLOSS, key=len, reverse=True)) + r")\b(?!['’]s\b)",
    # "Hetal ben", "Chirag bhai": Hetal, Chirag (a name's honorific).
    "honorific": r"(?P<hn_x>(?-i:[A-Z])[a-z]+)\s+(?:ben|bhai)\b",
}
_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
# Words that may open a clause before a deed told without its doer ("finally shift thaya").
_NO_DOER = frozenset(
    "finally are arre ane pan have kale aaje so and also btw ek news che kem cho haa bas બસ "
    "atyare aakhre".split()
)


def _kin(word: str, before: str) -> str:
    """A word for family, in English, with "my" when nothing before owns it
    (:func:`memwarden.roman.kin_read`)."""
    return kin_read(word, before, _KIN, _OWNERS)


def _glossed(words: str, before: str = "") -> str:
    """``words`` with Gujarati's words for ownership and family read as English's ("mara ex
    husband Kaushal": my ex husband Kaushal, "Aji GIDC vali factory": the Aji GIDC factory)."""
    words = re.sub(r"\s+(?:na|ni|nu|no|vali|valu|vala)\b", "", words, flags=re.IGNORECASE)
    words = re.sub(r"\s+(?:ben|bhai)\b", "", words, flags=re.IGNORECASE)
    extra = {
        "ghutan": "knee",
        "ghutna": "knee",
        "ghoontan": "knee",
        "vechi": "sold",
        "pela": "that",
    }

    def one(match: re.Match[str]) -> str:
        folded = match.group(0).casefold()
        if folded in _MY:
            return _MY[folded]
        if folded in _KIN and _KIN[folded] != "sister":
            return _kin(folded, before + match.string[: match.start()])
        return extra.get(folded, match.group(0))

    return _WORD.sub(one, words)


def _by_ending(verb: str | None, who: str | None) -> str:
    """Who moved: the one said (``who``, "ame" we), else by the ending of ``verb`` ("thaya",
    "thai gaya" we, "thayo", "thai gayo" I)."""
    if who:
        return _WHO[who.casefold()]
    said = (verb or "").casefold().split()
    return "we" if said and said[-1] in ("thaya", "gaya") else "I"


def _kin_told(match: re.Match[str]) -> str:
    """The one of the family the sentence before ``match`` tells of (its last word for one not
    after a name, where "ben" and "bhai" are a name's honorific: "ba have Rajkot ma ekla nahi
    rahe, Vadodara shift thaya" is my grandma), in English; else nothing."""
    sentence = re.split(r"[.!?\n—–]", match.string[: match.start()])[-1]
    told = [
        m.group(1)
        for m in re.finditer(rf"(?<![A-Z][a-z])(?<![A-Z][a-z]{{2}})\b({_KIN_WORDS})\b", sentence)
        if not re.search(r"(?-i:[A-Z])[a-z]+\s+$", sentence[: m.start()])
    ]
    return _kin(told[-1], "") if told else ""


def _doer(match: re.Match[str], doer: str) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else
    (:func:`memwarden.roman.told_by`); else nothing."""
    return told_by(match, doer, _NO_DOER)


def _a(word: str) -> str:
    """``word`` after its article ("an engineer", "a supervisor")."""
    return f"{'an' if word[:1] in 'aeiouAEIOU' else 'a'} {word}"


def _when(said: str | None) -> str:
    """When a dose is taken, in English (" every morning" of "roj savare"), or nothing."""
    return f" {_WHEN[' '.join(said.casefold().split())]}" if said else ""


def _past(said: str | None) -> str:
    """When a move was, in English (" last month" of "gaya mahine"), or nothing."""
    return f" {_WHEN_PAST[' '.join(said.casefold().split())]}" if said else ""


def _in(said: str | None) -> str:
    """Where a workplace is (" in Varachha"), or nothing."""
    return f" in {said}" if said else ""


def _lives(match: re.Match[str]) -> str:
    group = match.group
    verb = group("lv_v").casefold()
    place = group("lv_x")
    if group("lv_in"):
        # ("Bopal ma Shaligram society ma": in Shaligram society, Bopal)
        place = f"{place}, {group('lv_in')}"
    how = " alone" if group("lv_alone") else ""
    with_us = " with us" if group("lv_with") else ""
    if group("lv_kin"):
        # ("mari moti ben Hetal … ma rahe che": my elder sister Hetal lives in …)
        own = _MY[group("lv_own").casefold()]
        age = f"{_AGE[group('lv_age').casefold()]} " if group("lv_age") else ""
        name = f" {group('lv_name')}" if group("lv_name") else ""
        kin = _KIN[group("lv_kin").casefold()]
        return f"{own} {age}{kin}{name} lives{how} in {place}{with_us}"
    if group("lv_who"):
        who = _WHO[group("lv_who").casefold()]
    elif verb.startswith("rahu"):
        who = "I"
    elif verb.startswith("rahiye"):
        who = "we"
    else:
        return f"lives{how} in {place}{with_us}"
    return f"{who} live{how} in {place}{with_us}"


def _works(match: re.Match[str]) -> str:
    group = match.group
    place = group("wk_x")
    if group("wk_what"):
        place = f"{place}'s {group('wk_what').replace('dukaan', 'shop').replace('dukan', 'shop')}"
    where = f"{place}{_in(group('wk_in'))}"
    task = group("wk_task").casefold()
    how = f" {group('wk_ft')}" if group("wk_ft") else ""
    doing = f" handling {task}" if task.startswith("account") else ""
    if group("wk_kin"):
        own = _MY[group("wk_own").casefold()]
        kin = _KIN[group("wk_kin").casefold()]
        return f"{own} {kin} {group('wk_name')} works at {where}{how}{doing}"
    verb = group("wk_v").casefold()
    if group("wk_who"):
        who = _WHO[group("wk_who").casefold()]
    elif verb.endswith("u"):
        who = "I"
    else:
        return f"works at {where}{how}{doing}"
    return f"{who} work at {where}{how}{doing}"


def _takes(match: re.Match[str]) -> str:
    group = match.group
    when = _when(group("tk_when") or group("tk_when1") or group("tk_when2"))
    why = f" for {_up(group('tk_for'))}" if group("tk_for") else ""
    return f"I take {group('tk_x')}{when}{why}"


def _up(word: str) -> str:
    """An illness's short name as it is written in English ("BP")."""
    return word.upper() if word.casefold() in ("bp", "pcod", "pcos") else word


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    group = match.group
    if kind == "moved_from":
        who = _by_ending(group("mf_v"), group("mf_who"))
        now = "now " if (group("mf_when") or "").casefold() == "have" else ""
        when = "" if now else _past(group("mf_when"))
        return f"{now}{_doer(match, who)}moved from {group('mf_a')} to {group('mf_b')}{when}"
    if kind == "thing_moved":
        own = _MY[group("tm_own").casefold()]
        what = {"dukaan": "shop", "dukan": "shop"}.get(
            group("tm_what").casefold(), group("tm_what")
        )
        return f"{own} {what} moved to {group('tm_x')}"
    if kind == "moved_to":
        who = _by_ending(group("mt_v") or group("mt_v2"), group("mt_who"))
        if not group("mt_who"):
            who = _kin_told(match) or who
        now = "now " if (group("mt_when") or "").casefold() == "have" else ""
        when = "" if now else _past(group("mt_when"))
        # (a comma before a name that follows: "Vadodara shift thaya Chirag bhai na ghare")
        after = "," if re.match(r"\s+(?-i:[A-Z])", match.string[match.end() :]) else ""
        return f"{now}{_doer(match, who)}moved to {group('mt_x') or group('mt_y')}{when}{after}"
    if kind == "lives":
        return _lives(match)
    if kind == "works":
        return _works(match)
    if kind == "work_is":
        return f"I work at {group('wi_x')}"
    if kind == "works_as":
        who = _WHO[group("wa_who").casefold()]
        return f"{who} work at {group('wa_x')}{_in(group('wa_in'))} as {_a(group('wa_role'))}"
    if kind == "joined":
        role = f" as {_a(group('jn_role'))}" if group("jn_role") else ""
        verb = (
            "join" if group("jn_v").casefold().startswith(("karu", "karish", "karv")) else "joined"
        )
        if group("jn_since"):
            # ("1 August thi Navrang Textiles ma … join karu chu": I joined … from 1 August, a
            # change told, not a plan)
            return f"I joined {group('jn_x')}{role} from {group('jn_since')}"
        return f"{_doer(match, 'I')}{verb} {group('jn_x')}{role}"
    if kind == "left":
        what = group("lf_x")
        who = "I " if group("lf_who") else _doer(match, "I")
        if group("lf_resign"):
            return f"{who}left {what}"
        return f"{who}left {what if what[:1].isupper() else 'the ' + what}"
    if kind == "is":
        now = "now " if group("is_now") else ""
        new = "new " if group("is_new") else ""
        what = group("is_what").casefold()
        what = "email" if "mail" in what else "number"
        return f"{now}{_MY[group('is_own').casefold()]} {new}{what} is {group('is_x')}"
    if kind == "new_number":
        return f"my new number is {group('nn_x')}"
    if kind == "dose_made":
        return f"now I take {group('dm_x')}"
    if kind == "closed":
        return f"the old {group('cl_x')} was closed"
    if kind == "home_is":
        own = _MY[group("hm_own").casefold()]
        what = re.sub(r"\b(?:dukaan|dukan)\b", "shop", group("hm_what"), flags=re.I)
        what = re.sub(r"\bghar\b", "house", what, flags=re.I)
        at = "on" if group("hm_at").casefold() == "par" else "in"
        if group("hm_v").casefold() == "nathi":
            return f"{own} {what} is not {at} {group('hm_x')} now"
        now = "now " if group("hm_now") or group("hm_now2") else ""
        near = f", near {group('hm_near')}" if group("hm_near") else ""
        return f"{now}{own} {what} is {at} {group('hm_x')}{near}"
    if kind == "studies":
        own = _MY[group("st_own").casefold()]
        kin = _KIN[group("st_kin").casefold()]
        what = f"{group('st_what')} " if group("st_what") else ""
        return f"{own} {kin} {group('st_name')} is studying {what}at {group('st_x')}"
    if kind == "takes":
        return _takes(match)
    if kind == "dose_now":
        how = group("dn_how").casefold()
        verb = (
            "raised"
            if how.startswith("vadh")
            else "changed"
            if how.startswith("bad")
            else "lowered"
        )
        return f"{verb} the {group('dn_what')}, now I take {group('dn_x')}{_when(group('dn_when'))}"
    if kind == "dose_to":
        return f"raised my {group('dt_med')} from {group('dt_from')} to {group('dt_n')}"
    if kind == "after":
        return f"after my {_glossed(group('af_x'))} {group('af_what')}"
    if kind == "after_meal":
        meal = group("am_x").casefold()
        return "after " + (
            "tea" if meal.startswith("cha") else "breakfast" if meal == "nasta" else "meals"
        )
    if kind == "since":
        return f"from {group('sn_x')}"
    if kind == "aside":
        said = " ".join(group("as_x").casefold().split())
        return {"haa haa": "yes yes"}.get(said) or (
            "I don't forget"
            if said.startswith("bhul")
            else "but"
            if said.endswith("pan")
            else "oh yes"
        )
    if kind == "hurts":
        return "it still hurts climbing stairs"
    if kind == "never_again":
        what = _glossed(group("ng_x").strip(), match.string[: match.start()])
        return f"please never bring up {'that ' if group('ng_that') else ''}{what} again"
    if kind == "no_talk":
        return "I don't want to talk about it"
    if kind == "tell_no_one":
        return "don't tell anyone"
    if kind == "owned":
        own = _MY[group("ow_own").casefold()]
        kin = group("ow_kin").casefold()
        age = f"{_AGE[group('ow_age').casefold()]} " if group("ow_age") else ""
        return f"{own} {age}{_KIN.get(kin, kin)}"
    if kind == "when_taken":
        return _when(group("wt_x")).strip()
    if kind == "for_it":
        return f"for {_up(group('fi_x'))}"
    if kind == "in_class":
        own = _MY[group("ic_own").casefold()] if group("ic_own") else "my"
        kin = _KIN[group("ic_kin").casefold()]
        return f"{own} {kin} {group('ic_name')} is in {group('ic_n')} standard"
    if kind == "cousin":
        return ", my cousin,"
    if kind == "has":
        return f"I have {_up(group('hs_x'))}"
    if kind == "gloss":
        word = group("word")
        read = _GLOSS[word.casefold()]
        return read[:1].upper() + read[1:] if word[:1].isupper() and read != "I" else read
    return group("hn_x")


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_gujarati, _READ, _reading)
