"""Kerala English mixed with Romanized Malayalam ("Manglish"), read as English, for the door's
reading only.

Many people in Kerala and its Gulf diaspora type Malayalam in Latin letters between English
words: "finally Kakkanad il shift aayi", "njan Infopark il UST il aanu pani", "ente car white
Creta aanu", "mole Nila ku 6 vayassu aayi", "Swift kodutthu, ippo ente car Creta aanu".
Malayalam, like Tamil, puts the verb last, marks a place with an ending after it ("Aluva il" in
Aluva, "Kaloor ilekku" to Kaloor) and says "X is Y" as "X Y aanu", so word for word the door's
English rules find nothing in it. A text that shows enough of Malayalam's own small words
(:func:`reads_words`) has its commonest statements read in English order, the way
:mod:`memwarden.roman_telugu` reads Telugu's — a move, where one lives and works, a job joined
or a transfer, a thing changed or given away, a dose taken, one's number, email, car or a
secret's new value said as "X Y aanu", an allergy, an age — and its words for family and
ownership as English's ("achan" dad, "ente" my), its words to the listener ("machane", "eda",
"ketto") left out. Each reading replaces one stretch of the text, so a span read in the English
can be found again in what was said (:func:`readings`). The memory keeps the person's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import DOSED, for_so_long, glossed, kin_named, kin_read, read_with, told_by

__all__ = ["english", "readings", "reads_roman_malayalam", "reads_words"]

# Malayalam's small words as typed in Latin letters: pronouns ("njan" I, "ente" my, "avan" he,
# "aval" she), "is" and "there is" ("aanu", "undu", "alla", "illa"), the words after a noun
# ("il" in, "ilekku" to, "ninnu" from, "inte" of), time ("ippo" now, "innu" today), the verb
# endings of what was done ("cheythu" did, "aayi" became, "maatti" changed, "vaangi" bought,
# "poyi" went), the words to the listener ("machane", "ketto", "eda") and for family.
_CUES = frozenset(
    """
    njan ente ende nammude nammal njangal ningal ninte enikku enik avan aval avar aanu alla undu
    illa ippo innu innale naale eppo evide entha enthu enthanu poyi vannu vaangi maatti maati
    maari aayi ayi cheythu cheyyum cheyyunnu cheythilla paranju parayu sheri mathi adipoli
    machane mone mole eda chetta ketto alle okke kure kurachu nalla veedu vandi pani kalyanam
    achan amma ammachi appachan chettan chechi aniyan aniyathi ammavan ammayi thanne ninnu ennu
    kandu kodutthu koduthu ivide avide athu ithu vayassu vayasu varsham aayirunnu ilekku inte
    nte il oru kittum kitti onnum da um vechu puthiya pazhaya nirthi thamasam padikkunnu
    achante ammede chettante chechide bharya bharthavu makan makal kazhinju thirichu pappa
    pappakku mummykku poocha vittu kazhikkilla kazhikkunnu
    """.split()
)
# … of which one at least must be one no other language typed in Latin letters uses so
# (Tamil's "ippo", "illa", "avan", "aval", "veedu" and "amma", Urdu's "pani" and "aayi",
# Indonesian's "ku", the Romance languages' "il" and "ente", German's "alle", the English mole
# count only beside such a one).
_STRONG = frozenset(
    """
    njan ente nammude njangal enikku aanu undu innale vannu enthu enthanu maatti maari cheythu
    cheyyum cheyyunnu cheythilla paranju parayu machane ketto okke kurachu achan ammachi
    appachan chettan chechi aniyan aniyathi ammavan thanne ninnu ennu kodutthu aayirunnu
    vayassu ilekku adipoli nirthi thamasam padikkunnu achante ammede chettante chechide
    bharthavu kazhinju thirichu puthiya pappakku mummykku kazhikkilla kazhikkunnu
    """.split()
)
# … of which these tell it alone ("finally Kakkanad il shift aayi … njan").
_ALONE = frozenset(
    "njan ente nammude njangal enikku aanu cheythu cheythilla maatti paranju kodutthu "
    "innale vayassu ilekku machane ketto".split()
)
_BECAME = frozenset(("aayi", "ayi"))
_GIVEN = frozenset(("vittu", "kodutthu", "koduthu", "maatti"))
# Hindi's and Urdu's small words, whose "shift aayi to …" is a shift that came.
_HINDI = frozenset("hai hain ho gaya gayi gaye meri mera mere ki ka ke nahi tha thi se ko".split())
_WORD = re.compile(r"[^\W\d_]+")


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in Romanized
    Malayalam at least in part: one of its words no other language has, two of its own small
    words, three of its small words one of them its own, or "il", "shift" and "aayi"."""
    cues = said & _CUES
    own = len(cues & _STRONG)
    return (
        own >= 2
        or (own >= 1 and len(cues) >= 3)
        or not said.isdisjoint(_ALONE)
        # (a thing given or left and another bought: "Jazz vittu, ippo oru Yaris vaangi")
        or ("vaangi" in said and not said.isdisjoint(_GIVEN))
        # (a move told as Malayalam tells it: "finally Palarivattom il shift aayi"; not Hindi's
        # "shift aayi", a shift that came)
        or (
            "shift" in said
            and not said.isdisjoint(_BECAME)
            and ("il" in said or ("to" in said and said.isdisjoint(_HINDI)))
        )
    )


@lru_cache(maxsize=4096)
def reads_roman_malayalam(text: str) -> bool:
    """Whether ``text`` is written in Romanized Malayalam at least in part
    (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "SBI Kaloor branch", "Infopark Phase 2", "Federal Bank Aluva branch".
_CAP = r"(?-i:[A-Z0-9])[\w'’.&/@#$%*+-]*"
_NAMED = (
    rf"{_CAP}(?:\s+(?:{_CAP}|(?-i:\d+(?:st|nd|rd|th)|phase|nagar|colony|road|junction|street|"
    r"branch|office|campus|hospital|stadium|side|tharavad|school|college|vidyalaya|academy)\b))"
    + r"{0,5}"
)
# Emphasis after a place or a name: "Aluva il thanne", "Kaloor only".
_ONLY = r"(?:\s+(?:thanne|only|itself|aanu\s+ippo))?"
# What one's place of work is called: a branch, an office, a firm ("SBI Kaloor branch").
_WORKPLACE = re.compile(
    r"\b(?:branch|office|bank|hospitals?|infirmary|clinic|trust|nhs|council|airport|airways|"
    r"airlines|infopark|technopark|smartcity|ltd|limited|technologies|"
    r"tech|solutions|systems|software|labs|school|college|university|company|firm|ust|tcs|"
    r"infosys|wipro|cognizant|ibm|ey|kpmg|deloitte|accenture)\b",
    re.IGNORECASE,
)
# … of which these name a firm, not a place one may move to: "Federal Bank il ninnu SBI ilekku
# maari" is a new job.
_FIRM = re.compile(
    r"\b(?:bank|branch|ltd|limited|technologies|solutions|systems|labs|company|firm|ust|tcs|"
    r"infosys|wipro|cognizant|ibm|kpmg|deloitte|accenture|sbi|hdfc|icici)\b",
    re.IGNORECASE,
)
# The countries and the Gulf's cities where many of Kerala work, named alone before a job: "njan
# UK il nurse aanu" is a nurse in the UK (not at a firm called so).
_ABROAD = re.compile(
    r"(?:the\s+)?(?:uk|u\.k\.|england|us|usa|america|canada|australia|new\s+zealand|nz|ireland|"
    r"germany|europe|gulf|dubai|abu\s+dhabi|sharjah|uae|qatar|doha|oman|muscat|saudi|riyadh|"
    r"jeddah|kuwait|bahrain|singapore|malaysia|maldives)",
    re.IGNORECASE,
)
# A job: "branch officer", "senior developer", "teacher".
_ROLE = (
    r"(?:(?:qa|ux|ui|software|senior|junior|staff|head|assistant|data|test|sales|bank|branch|"
    r"team|tech|project|associate|principal|probationary|maths|science|english|school)\s+)?"
    r"(?:engineer|developer|designer|manager|analyst|tester|nurse|teacher|doctor|accountant|"
    r"consultant|architect|officer|clerk|intern|trainee|lecturer|professor|pharmacist|cashier|"
    r"executive|supervisor|lead|director|driver|pilot|electrician)"
)
# Malayalam's words for family, in English.
_KIN = {
    "achan": "dad", "acchan": "dad", "appa": "dad", "amma": "mum", "ammachi": "grandma",
    "appachan": "grandpa", "appooppan": "grandpa", "ammoomma": "grandma",
    "chettan": "elder brother", "chechi": "elder sister", "aniyan": "younger brother",
    "aniyathi": "younger sister", "ammavan": "uncle", "ammayi": "aunt", "mone": "son",
    "mole": "daughter", "ammayiamma": "mother-in-law", "ammayiachan": "father-in-law",
    "aliyan": "brother-in-law", "nathoon": "sister-in-law", "bharya": "wife",
    "bharthavu": "husband", "makan": "son", "makal": "daughter", "pappa": "dad", "mummy": "mum",
}  # fmt: skip
# … and whose they are, said with their ending: "achante" my dad's, "ammede" my mum's.
_KIN_OF = {
    "achante": "achan", "acchante": "achan", "ammede": "amma", "ammayude": "amma",
    "ammachide": "ammachi", "appachante": "appachan", "chettante": "chettan",
    "chechide": "chechi", "aniyante": "aniyan", "aniyathide": "aniyathi",
    "ammavante": "ammavan", "ammayide": "ammayi", "bharyade": "bharya", "makante": "makan",
    "makalude": "makal", "monte": "mone", "molude": "mole",
}  # fmt: skip
_KIN_OF_WORDS = "|".join(sorted(_KIN_OF, key=len, reverse=True))
# … and to whom, said with theirs: "ammakku" to my mum, "achanu" to my dad.
_KIN_DATIVE = {
    "ammakku": "amma", "achanu": "achan", "ammachikku": "ammachi", "appachanu": "appachan",
    "chettanu": "chettan", "chechikku": "chechi", "aniyanu": "aniyan", "aniyathikku": "aniyathi",
    "pappakku": "pappa", "mummykku": "mummy",
}  # fmt: skip
_KIN_WORDS = "|".join(sorted(_KIN, key=len, reverse=True))
# The words after a name that only honour someone older ("Thomas chettan", "Latha chechi"):
# their name, not one's own brother or sister.
_HONOURS = frozenset(("chettan", "chechi", "chetta", "chechy"))
# The things one says "X Y aanu" of: a car, a number, an email, a secret, a tablet.
_THING = (
    r"(?:car|vandi|bike|scooter|scooty|(?:mobile\s+|phone\s+|whatsapp\s+)?number|mobile|"
    r"mail\s+id|email\s+id|e-?mail|mail|(?:login\s+|online\s+|net\s*banking\s+)*password|"
    r"passcode|pin|(?:door\s+|lock\s+|gate\s+|locker\s+|alarm\s+)*code|tablet|tablets|"
    r"medicine|answer|name|per|peru)"
)
# What such a thing is said to be: a name with capitals or digits (and its colour), an email,
# a phone number, a secret typed as it is.
_VALUE = (
    r"(?:(?:white|grey|gray|black|silver|red|blue|green)\s+)?(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|"
    r"\+?\d[\d\s-]{2,}\d|" + _CAP + r"(?:\s+" + _CAP + r"){0,2})"
)
# Who did it, said before a deed: "njan" I, "njangal" we, "avan" he, "aval" she.
_WHO = {"njan": "I", "njangal": "we", "nammal": "we", "avan": "he", "aval": "she", "avar": "they"}
_READINGS = {
    # "Kakkanad il shift aayi", "Kaloor ilekku maari": moved to ….
    "moved_to": (
        rf"(?P<mt_x>{_NAMED})\s+(?:il|ilekku|lekku|ekku|ku|kku)\s+(?:shift\s+(?:aayi|ayi|cheythu)|"
        r"maari|mari|poyi)\b"
    ),
    # "Thrissur il ninnu Aluva ilekku shift aayi": moved from … to ….
    "moved_from": (
        rf"(?P<mf_a>{_NAMED})\s+(?:il\s+)?ninnu\s+(?P<mf_b>{_NAMED})\s+(?:il|ilekku|lekku|ekku|ku)"
        r"\s+(?:shift\s+(?:aayi|ayi|cheythu)|maari|mari)\b"
    ),
    # "shift aayi machane, Kakkanad new flat", "shift aayi, new flat in Kaloor": moved to ….
    "moved": (
        r"\bshift\s+(?:aayi|ayi|cheythu)\b(?:\s+(?:machane|eda|da|ketto))?(?:\s*,?\s+(?:to\s+)?"
        rf"(?:(?P<mv_home>(?:a\s+)?(?:new|own|rent|our|[1-9]-?bed|[1-9]\s*bhk)\s+(?:flat|house|veedu|"
        rf"home|apartment|villa|place)?\s*(?:in|at)\s+))?(?P<mv_x>{_NAMED}))?"
    ),
    # "njan Infopark il UST il aanu pani": I work at UST in Infopark; "njan Federal Bank Aluva
    # branch il officer aanu": I work at … as an officer; "njan Thrissur il aanu": I live in ….
    "is_in": (
        rf"(?:\b(?P<in_who>njan|njangal|nammal|avan|aval|avar)\s+)?(?:(?P<in_now>ippo)\s+)?"
        rf"(?:(?P<in_in>{_NAMED})\s+il\s+)?(?:oru\s+)?(?P<in_home>(?:(?:rent|own|new|sontham)\s+)?"
        rf"(?:flat|veedu|house|apartment|villa|hostel|pg)\s+)?(?:(?P<in_x>{_NAMED})\s+)?il{_ONLY}"
        rf"\s+(?:(?P<in_role>{_ROLE})\s+)?(?:settled\s+)?(?:aanu|anu|undu)"
        r"(?:\s+(?P<in_work>pani|work|job|joli)(?:\s+(?:cheyyunnathu|cheyyunnu|cheyyuva))?"
        r"|\s+(?P<in_live>thamasam|taamasam|thaamasam)"
        r"|\s+(?P<in_study>padikkunnathu|padikkunne))?\b"
    ),
    # "X il join cheythu": joined ….
    "joined_at": rf"(?P<ja_x>{_NAMED})\s+(?:il|ku|kku)\s+join\s+(?:cheythu|cheyithu|aayi)\b",
    # "join cheythu at Chinmaya", "join cheythu Experion il": joined ….
    "joined": rf"\bjoin\s+(?:cheythu|cheyithu|aayi)(?=\s+(?:at\s+|in\s+)?{_CAP})",
    # "Edappally branch ilekku transfer aayi": transferred to ….
    "transfer": (
        rf"(?P<tr_x>{_NAMED})\s+(?:il|ilekku|lekku|ekku|ku|kku)\s+transfer\s+(?:aayi|ayi|kitti)\b"
    ),
    # "achan metformin 500mg aanu kazhikkunnathu": dad takes metformin 500mg.
    "takes": (
        rf"(?:\b(?P<tk_who>{_KIN_WORDS}|njan)\s+)?(?:(?P<tk_for>[\w-]+)\s+(?:ku|nu|inu)\s+)?"
        rf"(?P<tk_x>{DOSED})\s+(?:(?:aanu|anu|thanne)\s+)*"
        r"(?:kazhikkunnathu|kazhikkunnu|kazhikkum|kazhikunnu|kazhikkarundu|edukkunnu|edukkum)\b"
    ),
    # "ente car white Creta aanu", "ente mobile number 94460 33871 aanu", "door lock code 5529
    # aanu", "achan's BP tablet telmisartan 40mg aanu", "ente wife Divya teacher aanu".
    "is": (
        rf"(?:\b(?P<is_own>ente|ende|nammude|(?:{_KIN_WORDS})['’]s|{_KIN_OF_WORDS})\s+)?"
        r"\b(?P<is_what>(?:(?!(?:aanu|anu|ippo|ente|ende|nammude|njan|innu|innale|um|and|but|so|"
        r"pls|now|still)\b)[\w'’-]+\s+){0,3}?"
        rf"(?:{_THING}|(?P<is_kin>wife|husband|son|daughter|{_KIN_WORDS})\s+(?P<is_name>"
        rf"(?-i:[A-Z])[a-z]+)))\s+(?:oru\s+)?(?P<is_x>{_ROLE}|{DOSED}|{_VALUE})\s+(?:aanu|anu)\b"
    ),
    # "security question 'first pet' inte answer um ippo Kuttan thanne aanu": the answer to
    # the security question 'first pet' is now Kuttan.
    "answer": (
        r"\b(?P<an_q>(?:(?!(?:and|but|so|pls|also)\b)[\w'’-]+\s+){0,3}?(?:security\s+)?question\s+(?:['\"‘“][^'\"’”\n]{1,40}['\"’”]\s+)?)(?:inte|nte|ude|de)"
        r"\s+answer\s+(?:um\s+)?(?:(?P<an_now>ippo)\s+)?(?P<an_x>['\"‘“]?(?-i:[A-Z0-9])[^\s,.;!?]*"
        r"(?:\s+(?-i:[A-Z0-9])[^\s,.;!?]*){0,2})(?:\s+thanne)?\s+(?:aanu|anu)\b"
    ),
    # "still Federal Bank Aluva branch officer only": I am still an officer at ….
    "still_at": rf"\bstill\s+(?P<st_x>{_NAMED})\s+(?P<st_role>{_ROLE})\b(?:\s+(?:only|thanne))?",
    # "cousin Reshma ne kandu": met my cousin Reshma.
    "met": (
        r"\b(?P<me_x>(?:(?:ente|ende|nammude|[\w'’-]+)\s+){0,2}?(?-i:[A-Z])[\w-]+)\s+(?:ne|ye)\s+"
        r"kandu\b"
    ),
    # "Lulu il vechu": at Lulu.
    "at": rf"(?P<at_x>{_NAMED})\s+il\s+vechu\b",
    # "every morning 5km walking undu": I go walking 5km every morning.
    "habit": (
        r"\b(?P<hb_n>\d+(?:\.\d+)?\s*(?:km|k|kms|mins?|minutes|hours?|hrs?)\s+)?(?P<hb_x>walking|"
        r"running|jogging|cycling|swimming|gym|yoga|workout|exercise|cricket|football|badminton)"
        r"\s+(?:undu|und|cheyyum|cheyyunnu|pokum|pokunnu)\b"
    ),
    # "enikku pattilla": I can't stand it (said of what one asks not to hear of).
    "cannot": r"\b(?:enikku|enik)\s+(?:pattilla|pattunnilla|sahikkan\s+pattilla)\b",
    # "Kochi@2024 aanu ente password", "Creta aanu ente car": my password is …, my car is ….
    "is_first": (
        rf"(?<![^\s,;:(])(?P<if_x>{_VALUE}|(?=[^\s,;]*[A-Z0-9@#$%&*])[^\s,;!?]+)\s+(?:aanu|anu)\s+"
        r"(?P<if_own>ente|ende|nammude)\s+"
        rf"(?P<if_what>(?:puthiya\s+|new\s+)?{_THING})\b"
    ),
    # "Experion il join cheythu", "UST il ninnu resign cheythu": joined …, resigned from ….
    "resigned": (
        rf"(?:(?P<rs_x>{_NAMED})\s+(?:il\s+)?(?:ninnu\s+)?)?(?:resign|quit)\s+(?:cheythu|cheyithu|"
        r"aakki)\b"
    ),
    # "job maari", "job maatti": changed jobs.
    "new_job": r"\b(?:job|joli|company)\s+(?:maari|mari|maatti|change\s+cheythu)\b",
    # "kalyanam kazhinju": got married.
    "married": r"\b(?:kalyanam|marriage|wedding)\s+(?:kazhinju|aayi|nadannu)\b",
    # "puthiya Nexon vaangi", "oru Activa vaangi": bought a ….
    "bought": (
        r"\b(?P<bg_new>(?:puthiya|new|oru)\s+)?(?P<bg_x>(?:(?:white|grey|gray|black|silver|red|"
        r"blue)\s+)?(?:(?-i:[A-Z])|i\d)[\w'’.&/-]*(?:\s+(?-i:[A-Z0-9])[\w'’.&/-]*){0,2})\s+vaangi\b"
    ),
    # "Amlodipine nirthi", "smoking nirthi": stopped ….
    "stopped": (
        r"\b(?P<sp_x>(?-i:[A-Z])[\w-]*|smoking|drinking|kudi|vali|gym|tablet|tablets|insulin)\s+"
        r"(?:nirthi|nirthy|stop\s+cheythu)\b"
    ),
    # "Kochi ilekku thirichu vannu": moved back to ….
    "came_back": (
        rf"(?P<cb_x>{_NAMED})\s+(?:il|ilekku|lekku|ekku|ku)\s+thirichu\s+(?:vannu|ethi|poyi)\b"
    ),
    # "Dubai il ninnu thirichu vannu": moved back from ….
    "back_from": rf"(?P<bf_x>{_NAMED})\s+(?:il\s+)?ninnu\s+thirichu\s+(?:vannu|ethi)\b",
    # "Chinmaya Vidyalaya il aanu padikkunnathu", "UKG il padikkunnu": studies at ….
    "studies": (
        rf"(?P<sy_x>{_NAMED})\s+il\s+(?:aanu\s+)?(?:padikkunnathu|padikkunnu|padikkuva|"
        r"padikkunne)\b"
    ),
    # "Kottayam il aanu thamasam", "Kottayam il thamasikkunnu": lives in ….
    "stays": (
        rf"(?P<sa_x>{_NAMED})\s+il\s+(?:(?:aanu|anu)\s+(?:thamasam|taamasam|thaamasam)|"
        r"thamasikkunnu|thaamasikkunnu|thamasikkuva)\b"
    ),
    # "njan ippo Thrissur il alla": I don't live in Thrissur any more.
    "not_in": (
        rf"(?:\b(?P<ni_who>njan|njangal|nammal|avan|aval|avar)\s+)?(?:(?P<ni_now>ippo)\s+)?"
        rf"(?P<ni_x>{_NAMED})\s+il\s+(?:alla|illa)\b"
    ),
    # "Appu nte", "achante": Appu's, my dad's.
    "of": (
        r"(?P<of_x>(?-i:[A-Z])[\w-]*)\s+(?:nte|inte|de|ude|nde)\b|\b(?P<of_kin>"
        + "|".join(_KIN_OF)
        + r")\b"
    ),
    # "2019 il", "May il": in 2019, in May.
    "when": (
        r"\b(?P<wn_x>(?:19|20)\d\d|(?-i:January|February|March|April|May|June|July|August|"
        r"September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec))"
        r"\s+il\b"
    ),
    # "birthday May 3 nu aanu": the birthday is on May 3.
    "on_day": (
        r"\b(?P<od_what>birthday|bday|b'day|anniversary)\s+(?P<od_x>(?-i:[A-Z])[a-z]+\s+\d{1,2}|"
        r"\d{1,2}(?:st|nd|rd|th)?\s+(?-i:[A-Z])[a-z]+)\s+(?:nu|inu|ku|il)\s+(?:aanu|anu)\b"
    ),
    # "ippo Telmisartan 40 mg aanu": now on Telmisartan 40 mg.
    "now_on": rf"\bippo\s+(?P<no_x>{DOSED})\s+(?:aanu|anu)\b",
    # "Lulu il pani cheyyunnu", "UST il aanu work cheyyunnathu": works at ….
    "works_at": (
        rf"(?P<wk_x>{_NAMED})\s+il\s+(?:aanu\s+)?(?:pani|work|job|joli)\s+(?:cheyyunnathu|"
        r"cheyyunnu|cheyyuva|cheyyunne|cheyyum)\b"
    ),
    # "ammakku BP undu", "achan nu sugar undu", "enikku thyroid undu": … has ….
    "has": (
        rf"(?:\b(?P<hs_me>enikku|enik)|\b(?P<hs_who>{_KIN_WORDS})\s*(?:kku|ku|nu|inu)|"
        r"\b(?P<hs_kin>ammakku|achanu|ammachikku|appachanu|chettanu|chechikku|aniyanu|"
        r"aniyathikku|pappakku|mummykku))\s+(?P<hs_x>sugar|bp|diabetes|thyroid|cholesterol|asthma|pressure|"
        r"arthritis|migraine|pcod|pcos)\s+(?:undu|und|aanu)\b"
        # … and the medicine for it after ("enikku thyroid undu, thyronorm 50 mcg daily")
        rf"(?:\s*,\s*(?P<hs_dose>{DOSED})(?!\s+(?:aanu\s+)?(?:kazhikkunnathu|kazhikkunnu|kazhikkum)))?"
    ),
    # "X ne patti ini chodikkaruthu", "X inte karyam parayanda": never bring up X again.
    "never_again": (
        r"\b(?P<ng_x>(?:(?!(?:pls|please|eda|machane|ini|and)\b)[\w'’-]+\s+){1,4}?)"
        r"(?:ne\s+|ine\s+)?(?:patti|kurichu|pati|inte\s+karyam|nte\s+karyam|karyam)\s+"
        r"(?:(?:ini|iniyum|orikkalum|please|pls|veendum|onnum)\s+)*"
        r"(?:chodikkaruthu|chodikkanda|parayaruthu|parayanda|mindaruthu|mindanda|"
        r"ormippikkaruthu|ormippikkanda|mention\s+cheyyaruthu|mention\s+cheyyanda|edukkaruthu|"
        r"edukkanda)\b"
    ),
    # "NHS il staff nurse aayi join cheythu": joined … as a staff nurse.
    "joined_as": (
        rf"(?P<js_x>{_NAMED})\s+(?:il|ku|kku)\s+(?P<js_role>{_ROLE})\s+(?:aayi|ayi)\s+join\s+"
        r"(?:cheythu|cheyithu|aayi)\b"
    ),
    # "3rd std il aanu, St. Thomas school il", "St. Thomas il 3rd std il aanu": is in class 3
    # at ….
    "in_class": (
        rf"(?:(?P<ic_at>{_NAMED})\s+il\s+)?(?P<ic_n>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:std|standard|"
        r"class|grade)\s+il\s+(?:aanu|anu|padikkunnu|padikkuva)\b"
        rf"(?:\s*,?\s+(?P<ic_then>{_NAMED})\s+il\b(?!\s+(?:aanu|join|ninnu|vechu)))?"
    ),
    # "njan vegetarian aanu", "njan teacher aanu": I am ….
    "i_am": (
        r"\bnjan\s+(?:(?P<ia_now>ippo)\s+)?(?P<ia_x>(?:(?!(?:aanu|anu|ippo)\b)[a-z][\w-]*\s+){0,2}?"
        r"[a-z][\w-]*)\s+(?:aanu|anu)(?=\s*(?:[,.;:!?]|$)|\s+(?:ketto|machane|eda|da|ippo)\b)"
    ),
    # "achan KSEB il ninnu retire aayi": retired from ….
    "retired": (
        rf"(?:(?P<rt_x>{_NAMED})\s+(?:il\s+)?(?:ninnu\s+)?)?retire\s+(?:aayi|ayi|cheythu|chaithu)\b"
    ),
    # "Federal Bank NRI account open cheythu": opened a Federal Bank NRI account.
    "opened": (
        r"\b(?P<op_x>(?:(?!(?:njan|ente|ippo|innu|innale|and|pls|finally|so|but)\b)[\w'’./-]+\s+)"
        r"{0,4}?(?:account|a/c|locker|fd|fixed\s+deposit|sip|policy|demat))\s+open\s+(?:cheythu|"
        r"cheyithu|aakki)\b"
    ),
    # "njan prawns kazhikkilla, allergy aanu": I am allergic to prawns.
    "not_eaten": (
        r"\bnjan\s+(?P<ne_x>[a-z][\w-]*)\s+kazhikkilla\s*,?\s+(?:(?:enikku|athu)\s+)?allergy\s+"
        r"(?:aanu|undu)\b"
    ),
    # "ammachi's amlodipine 10mg aanu": grandma takes amlodipine 10mg.
    "dose_is": (
        rf"\b(?P<di_who>(?:{_KIN_WORDS})['’]s|{_KIN_OF_WORDS})\s+(?P<di_x>{DOSED})\s+(?:aanu|anu)\b"
    ),
    # "same mail id only X": my email is still X.
    "same": (
        rf"\bsame\s+(?P<sm_what>{_THING})\s+(?:only\s+|thanne\s+)?(?P<sm_x>[\w.+-]+@[\w-]+"
        r"(?:\.[\w-]+)+|\+?\d[\d\s-]{6,}\d)"
    ),
    # "Swift kodutthu", "Activa vittu": sold the Swift.
    "sold": (
        r"\b(?P<sd_x>(?-i:[A-Z])[\w'’.&/-]*(?:\s+(?-i:[A-Z0-9])[\w'’.&/-]*){0,2})\s+"
        r"(?:kodutthu|koduthu|vittu|vittu\s+kalanju|sell\s+cheythu|vittu\s+poyi)\b"
    ),
    # "maatti achan's metformin to 1000mg": changed dad's metformin to 1000mg.
    "changed_to": r"\b(?:maatti|maati)(?=\s+[^,.;!?]{1,60}?\bto\s)",
    # "SBI ATM PIN maatti": changed the SBI ATM PIN.
    "changed": (
        r"\b(?P<cg_x>(?:(?!(?:njan|ippo|innu|innale|and|pls|finally|so|but)\b)"
        r"[\w'’-]+\s+){1,4}?)(?:maatti|maati|change\s+cheythu)\b(?![^,.;!?]{1,60}?\bto\s)"
    ),
    # "mole Nila ku 6 vayassu aayi", "82 vayassu aayi": Nila is 6 years old.
    "age": (
        rf"(?:(?P<ag_me>\benikku\s+|\benik\s+)|(?P<ag_x>(?-i:[A-Z])[a-z]+|{_KIN_WORDS})\s+"
        rf"(?:ku|kku|nu|inu)\s+)?(?P<ag_n>\d{{1,3}})"
        r"\s+(?:vayassu|vayasu|vayas|vayasaayi)\b(?:\s+(?:aayi|ayi|aanu|anu))?"
    ),
    # "Aadi ku peanut allergy undu", "enikku prawns allergy aanu": … is allergic to ….
    "allergy": (
        rf"(?:\b(?P<al_me>enikku|enik)|(?P<al_who>(?-i:[A-Z])[a-z]+|{_KIN_WORDS})\s+(?:ku|kku|nu))"
        r"\s+(?P<al_x>[a-z][\w-]*)\s+allergy(?:\s+(?:aanu|anu|undu))?\b"
    ),
    # "2 years aayi", "3 varsham aayi": for 2 years.
    "since": (
        r"\b(?P<sn_n>\d+)\s+(?P<sn_unit>years?|yrs?|varsham|varshamaayi|months?|maasam)\s+"
        r"(?:aayi|ayi)\b"
    ),
    # "Sasi ammavan", "Reshma ammayi": my uncle Sasi, my aunt Reshma.
    "kin_named": (
        r"(?P<kn_name>(?-i:[A-Z])[a-z]+)\s+(?P<kn_rel>(?-i:ammavan|ammayi|ammachi|appachan|"
        r"aniyan|aniyathi|achan|amma|aliyan))\b"
    ),
    "gloss": (
        r"\b(?P<word>njan|ente|ende|nammude|njangal|nammal|avan|aval|ippo|innu|innale|naale|"
        r"veedu|vandi|pani|puthiya|pazhaya|" + _KIN_WORDS + r")\b(?!['’]s\s+(?:name|day)\b)"
    ),
    # "… machane", "… ketto", "eda …", "oru karyam, …": a word to the listener, left out.
    "particle": (
        r"\boru\s+(?:important\s+|pradhana\s+|cheriya\s+)?karyam\b\s*[,:-]?\s*|"
        r"(?:\s+(?:machane|ketto|alle|eda|da|mone|mole)\b(?=\s*(?:[,.;:!?]|$))"
        r"|\s+(?:machane|ketto)\b|(?:^|(?<=[,.!?]\s))(?:eda|edi|machane)\s+)"
    ),
}
_WORDS = {
    "njan": "I", "ente": "my", "ende": "my", "nammude": "our", "njangal": "we", "nammal": "we",
    "avan": "he", "aval": "she", "ippo": "now", "innu": "today", "innale": "yesterday",
    "naale": "tomorrow", "veedu": "house", "vandi": "car", "pani": "work", "puthiya": "new",
    "pazhaya": "old",
}  # fmt: skip
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your", "ente", "ende", "nammude"))
_UNITS = {"varsham": "years", "varshamaayi": "years", "maasam": "months"}
# Someone of one's family named, in any of their forms ("achan", "ammakku", "achante").
_KIN_SAID = re.compile(
    r"\b(?:" + "|".join(sorted([*_KIN, *_KIN_OF, *_KIN_DATIVE], key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)
# The words for one's family and pets, in both languages.
_FAMILY = frozenset(_KIN) | frozenset("wife husband son daughter dog cat".split())
# What one's home is called: "ente veedu …", "nammude flat …".
_HOMES = frozenset("veedu flat house apartment villa home".split())
# The things whose other name is English's: "vandi" a car, "mail id" an email.
_THINGS = {"vandi": "car", "mail id": "email", "email id": "email", "mail": "email",
           "mobile": "mobile number", "tablets": "tablet", "per": "name", "peru": "name",
           "puthiya": "new", "pazhaya": "old"}  # fmt: skip

_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
# A job joined or left, in the same text: "LTHT vittu" is a job left, not a car sold.
_A_JOB = re.compile(r"\bjoin\s+(?:cheythu|aayi)\b|\bjoined\b|\bnew\s+job\b|\bresign", re.I)
# Someone named in a clause ("Divya", "avan", "achan"), who did what it tells.
_SOMEONE = re.compile(
    rf"(?-i:\b[A-Z][a-z]+\b)|\b(?:he|she|they|avan|aval|avar|{_KIN_WORDS})\b", re.IGNORECASE
)
# A sentence that opens with someone else, who does what follows ("chettan ippo Dubai il alla,
# …", "avan …").
_OPENS_WITH_SOMEONE = re.compile(
    r"\s*(?:(?:eda|machane|pls|btw|so|and|innale|innu|ippo|ente|ende|nammude|my|our)\s+)*"
    r"(?:" + "|".join(sorted([*_KIN, *_KIN_DATIVE], key=len, reverse=True)) + r"|avan|aval|avar|he"
    r"|she|they|wife|husband|son|daughter)\b",
    re.IGNORECASE,
)
# Words that may open a clause before a deed told without its doer ("finally shift aayi …").
_NO_DOER = frozenset(
    "finally eda machane anyway so and also btw last month week ee year pls every morning "
    "evening night daily weekend".split()
)


def _kin(word: str, before: str) -> str:
    """A word for family, in English, with "my" when nothing before owns it ("achan" is my dad,
    "ente achan" my dad: :func:`memwarden.roman.kin_read`)."""
    return kin_read(word, before, _KIN, _OWNERS)


def _glossed(words: str, before: str = "") -> str:
    """``words`` with Malayalam's words for ownership and family read as English's."""
    return glossed(words, before, _KIN, _WORDS, _OWNERS)


def _doer(match: re.Match[str], doer: str) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else
    (:func:`memwarden.roman.told_by`) and its sentence opens with no one else ("chettan ippo
    Dubai il alla, Abu Dhabi ilekku maari": he moved, not I); else nothing."""
    told = told_by(match, doer, _NO_DOER)
    if told.strip(", ") and doer == "I":
        sentence = re.split(r"[.!?\n]", match.string[: match.start()])[-1]
        if _OPENS_WITH_SOMEONE.match(sentence):
            return ", " if told.startswith(",") else ""
    return told


# Foods by their Malayalam names ("chemmeen" prawns), as an allergy is told.
_FOODS = {"chemmeen": "prawns", "chemmen": "prawns", "meen": "fish", "njandu": "crab",
          "kakka": "clams", "mutta": "eggs", "kappalandi": "peanuts", "nilakkadala": "peanuts",
          "paal": "milk", "kadala": "chickpeas"}  # fmt: skip


def _food(word: str) -> str:
    """A food named in Malayalam, in English ("chemmeen": prawns); any other as said."""
    return _FOODS.get(word.casefold(), word)


def _a(word: str) -> str:
    """``word`` after its article ("an officer", "a teacher")."""
    return f"{'an' if word[:1] in 'aeiouAEIOU' else 'a'} {word}"


def _is_in(match: re.Match[str]) -> str:
    group = match.group
    who = (group("in_who") or "").casefold()
    place, inside = group("in_x"), group("in_in")
    if place is None and inside is None:
        return group(0)
    if place is None:
        place, inside = inside, None
    now = "now " if group("in_now") else ""
    role, home = group("in_role"), group("in_home")
    before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
    named = ""
    if not who and before[0].casefold() in _FAMILY and inside is None:
        # "ente bharya Divya Amrita il nurse aanu": Divya, at Amrita
        first, _, rest = place.partition(" ")
        if rest and first.isalpha() and first[1:].islower():
            named, place = f"{first} ", rest
    if group("in_study"):
        subject = _WHO.get(who, "")
        if subject == "I":
            return f"I study at {place}"
        if named:  # "mone Aadi Chinmaya Vidyalaya il aanu padikkunnathu": Aadi's school
            return f"{named.strip()}'s school is {place}"
        return f"{subject}{' ' if subject else ''}is at {place}"
    at_work = bool(role or group("in_work")) or (
        not home and _WORKPLACE.search(f"{inside or ''} {place}") is not None
    )
    subject = _WHO.get(who, "")
    if at_work:
        where = f"{place} in {inside}" if inside else place
        as_role = f" as {_a(role)}" if role else ""
        if role and not inside and _ABROAD.fullmatch(place):
            # "njan UK il nurse aanu": I work as a nurse in the UK
            verb = "work" if subject in ("I", "we", "they") else "works"
            lead = f"{subject or named}{' ' if subject else ''}{now}"
            return f"{lead}{verb} as {_a(role)} in {place}"
        verb = "work" if subject in ("I", "we", "they") else "works"
        return f"{subject or named}{' ' if subject else ''}{now}{verb} at {where}{as_role}".lstrip()
    if not subject and not who and not group("in_live"):
        # "ammachi Aluva tharavad il thanne aanu": grandma lives in …; nothing said before it
        # ("Kaloor il aanu ente flat") is no one's home.
        if home or before[0].casefold() in _HOMES:
            # "ente veedu Kakkanad il aanu": my house is in Kakkanad
            said = (home or "").strip().casefold()
            return f"{_WORDS.get(said, said) + ' ' if said else ''}is in {place}"
        if before[0].casefold() not in _FAMILY and not before[0].casefold().endswith("'s"):
            return group(0)
    verb = "live" if subject in ("I", "we", "they") else "lives"
    where = f"{_a(home.strip())} in {place}" if home else place
    return f"{subject or named}{' ' if subject else ''}{now}{verb} in {where}"


def _is(match: re.Match[str]) -> str:
    group = match.group
    own = group("is_own") or ""
    if own:
        folded = own.casefold()
        if folded in ("ente", "ende"):
            own = "my"
        elif folded == "nammude":
            own = "our"
        elif folded in _KIN_OF:
            own = _kin(_KIN_OF[folded], match.string[: match.start()]) + "'s"
        else:
            own = _kin(own[:-2], match.string[: match.start()]) + "'s"
    what = _glossed(group("is_what").strip(), match.string[: match.start()])
    what = re.sub(r"\s+(?:nte|inte|ude|de)\b", "'s", what)  # "dog nte per": the dog's name
    value = group("is_x")
    if group("is_kin"):
        kin = group("is_kin")
        kin = _KIN.get(kin.casefold(), kin)
        head = what[: -len(group("is_kin") + " " + group("is_name"))].strip()
        who = " ".join(w for w in (own or "my", head, kin, group("is_name")) if w)
        if re.fullmatch(_ROLE, value, re.IGNORECASE):
            return f"{who} works as {_a(value)}"
        return f"{who} is {value}"
    for said, meant in _THINGS.items():
        what = re.sub(rf"\b{said}$", meant, what, flags=re.IGNORECASE)
    if not own and re.search(r"\b(?:number|email|mail)$", what, re.IGNORECASE):
        own = "my"  # "new number +44 … aanu": my new number
    owner = f"{own} " if own else ""
    if what.casefold().endswith(("tablet", "medicine")) and re.fullmatch(
        DOSED, value, re.IGNORECASE
    ):
        # "achan's BP tablet telmisartan 40mg aanu": dad takes telmisartan 40mg for BP.
        why = what.rsplit(None, 1)[0] if " " in what else ""
        taker = owner[:-3] if owner.endswith("'s ") else "I"
        verb = "take" if taker == "I" else "takes"
        return f"{taker} {verb} {value}" + (f" for {why}" if why else "")
    if re.search(r"\b(?:bike|scooter|scooty)$", what, re.IGNORECASE) and value[:1].isalpha():
        return f"{owner}{what} is a {value}"
    if re.fullmatch(r"(?:only\s+)?car", what, re.IGNORECASE) and value[:1].isalpha():
        # "nammude only vandi Swift aanu": our car is a Swift car (a car by name, whatever its
        # name says in English)
        return f"{owner}car is a {value}{'' if value.casefold().endswith(' car') else ' car'}"
    return f"{owner}{what} is {value}"


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    group = match.group
    if kind == "moved_to":
        if _FIRM.search(group("mt_x")):
            return f"{_doer(match, 'I')}switched jobs to {group('mt_x')}"
        return f"{_doer(match, 'I')}moved to {group('mt_x')}"
    if kind == "moved_from":
        if _FIRM.search(group("mf_a")) or _FIRM.search(group("mf_b")):
            doer = _doer(match, "I")
            return f"{doer}left {group('mf_a')}, {doer or 'I '}switched jobs to {group('mf_b')}"
        return f"{_doer(match, 'I')}moved from {group('mf_a')} to {group('mf_b')}"
    if kind == "moved":
        if group("mv_x") is None:
            return f"{_doer(match, 'I')}moved"
        home = group("mv_home")
        where = (
            f"{_a(home.split(None, 1)[1] if home.startswith('a ') else home).strip()} "
            f"{group('mv_x')}"
            if home
            else group("mv_x")
        )
        return f"{_doer(match, 'I')}moved to {where}"
    if kind == "is_in":
        return _is_in(match)
    if kind in ("joined_at", "joined"):
        if kind == "joined":
            return "joined"
        before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
        first, _, rest = group("ja_x").partition(" ")
        if rest and before[0].casefold() in _FAMILY and first.isalpha() and first[1:].islower():
            return f"{first} joined {rest}"  # "mone Aadi UKG il join cheythu": Aadi joined UKG
        return f"{_doer(match, 'I')}joined {group('ja_x')}"
    if kind == "transfer":
        return f"{_doer(match, 'I')}transferred to {group('tr_x')}"
    if kind == "takes":
        who = group("tk_who")
        why = f" for {group('tk_for')}" if group("tk_for") else ""
        if who and who.casefold() != "njan":
            return f"{_kin(who, match.string[: match.start()])} takes {group('tk_x')}{why}"
        # ("ammakku thyroid undu, Thyronorm 50 mcg aanu kazhikkunnathu": mum takes it)
        said = re.split(r"[.!?\n]", match.string[: match.start()])[-1]
        kin = [k.group(0).casefold() for k in _KIN_SAID.finditer(said)]
        if kin:
            word = _KIN_DATIVE.get(kin[-1], _KIN_OF.get(kin[-1], kin[-1]))
            return f"{_kin(word, '')} takes {group('tk_x')}"
        return f"I take {group('tk_x')}"
    if kind == "is":
        return _is(match)
    if kind == "answer":
        question = _glossed(group("an_q").strip(), match.string[: match.start()])
        now = "now " if group("an_now") else ""
        return f"{now}the answer to {question} is {group('an_x')}"
    if kind == "still_at":
        return f"{_doer(match, 'I')}still work at {group('st_x')} as {_a(group('st_role'))}"
    if kind == "met":
        return f"{_doer(match, 'I')}met {_glossed(group('me_x'), match.string[: match.start()])}"
    if kind == "at":
        return f"at {group('at_x')}"
    if kind == "habit":
        # (I, unless someone is named before it in its clause: "every morning 5km walking undu")
        before = re.split(r"[,.;:!?]", match.string[: match.start()])[-1]
        doer = "" if _SOMEONE.search(before) else "I "
        return f"{doer}go {group('hb_x')}" + (f" {group('hb_n').strip()}" if group("hb_n") else "")
    if kind == "cannot":
        return "I can't stand it"
    if kind == "is_first":
        own = "my" if group("if_own").casefold() in ("ente", "ende") else "our"
        what = _glossed(group("if_what"))
        for said, meant in _THINGS.items():
            what = re.sub(rf"\b{said}$", meant, what, flags=re.IGNORECASE)
        value = group("if_x")
        if what.casefold().endswith("car") and value[:1].isalpha():
            return f"{own} {what} is a {value}{'' if value.casefold().endswith(' car') else ' car'}"
        return f"{own} {what} is {value}"
    if kind == "resigned":
        where = f" from {group('rs_x')}" if group("rs_x") else ""
        return f"{_doer(match, 'I')}resigned{where}"
    if kind == "new_job":
        return f"{_doer(match, 'I')}changed jobs"
    if kind == "married":
        return f"{_doer(match, 'I')}got married"
    if kind == "bought":
        new = (group("bg_new") or "").casefold().startswith(("puthiya", "new"))
        return f"{_doer(match, 'I')}bought a {'new ' if new else ''}{group('bg_x')}"
    if kind == "stopped":
        what = group("sp_x")
        what = {"kudi": "drinking", "vali": "smoking"}.get(what.casefold(), what)
        return f"{_doer(match, 'I')}stopped {what}"
    if kind == "came_back":
        return f"{_doer(match, 'I')}moved back to {group('cb_x')}"
    if kind == "back_from":
        return f"{_doer(match, 'I')}moved back from {group('bf_x')}"
    if kind == "studies":
        return (
            f"{_doer(match, 'I')}study at {group('sy_x')}"
            if _doer(match, "I")
            else (f"is at {group('sy_x')}")
        )
    if kind == "stays":
        return (
            f"{_doer(match, 'I')}live in {group('sa_x')}"
            if _doer(match, "I")
            else (f"lives in {group('sa_x')}")
        )
    if kind == "not_in":
        now = " any more" if group("ni_now") else ""
        who = _WHO.get((group("ni_who") or "").casefold(), "")
        if who in ("I", "we", "they"):
            return f"{who} don't live in {group('ni_x')}{now}"
        # ("chettan ippo Dubai il alla": my elder brother doesn't live in Dubai any more)
        return f"{who}{' ' if who else ''}doesn't live in {group('ni_x')}{now}"
    if kind == "of":
        if group("of_kin"):
            kin = _KIN_OF[group("of_kin").casefold()]
            return _kin(kin, match.string[: match.start()]) + "'s"
        return f"{group('of_x')}'s"
    if kind == "when":
        return f"in {group('wn_x')}"
    if kind == "on_day":
        return f"{group('od_what')} is on {group('od_x')}"
    if kind == "now_on":
        return f"now on {group('no_x')}"
    if kind == "works_at":
        doer = _doer(match, "I")
        return f"{doer}work at {group('wk_x')}" if doer else f"works at {group('wk_x')}"
    if kind == "has":
        what = group("hs_x")
        what = what.upper() if what.casefold() in ("bp", "pcod", "pcos") else what
        dose = f", I take {group('hs_dose')}" if group("hs_dose") and group("hs_me") else ""
        if group("hs_me"):
            return f"I have {what}{dose}"
        kin = group("hs_who") or _KIN_DATIVE[group("hs_kin").casefold()]
        return f"{_kin(kin, match.string[: match.start()])} has {what}"
    if kind == "never_again":
        what = _glossed(group("ng_x").strip(), match.string[: match.start()])
        return f"please never bring up {what} again"
    if kind == "joined_as":
        return f"{_doer(match, 'I')}joined {group('js_x')} as {_a(group('js_role'))}"
    if kind == "in_class":
        school, named = group("ic_at") or group("ic_then"), ""
        before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
        first, _, rest = (group("ic_at") or "").partition(" ")
        if rest and before[0].casefold() in _FAMILY and first.isalpha() and first[1:].islower():
            named, school = f"{first} ", rest  # "mole Nila Carmel school il …": Nila, at Carmel
        return f"{named}is in class {group('ic_n')}" + (f" at {school}" if school else "")
    if kind == "i_am":
        said = group("ia_x")
        now = "now " if group("ia_now") else ""
        if re.fullmatch(_ROLE, said, re.IGNORECASE):
            return f"I am {now}{_a(said)}"
        return f"I am {now}{_glossed(said)}"
    if kind == "retired":
        where = f" from {group('rt_x')}" if group("rt_x") else ""
        return f"{_doer(match, 'I')}retired{where}"
    if kind == "opened":
        what = _glossed(group("op_x").strip(), match.string[: match.start()])
        return (
            f"{_doer(match, 'I')}opened {'my' if what.startswith('my ') else 'a'} {what}".replace(
                "my my ", "my "
            )
        )
    if kind == "not_eaten":
        return f"I am allergic to {_food(group('ne_x'))}"
    if kind == "dose_is":
        who = group("di_who").casefold()
        kin = _KIN_OF.get(who) or who[:-2]
        return f"{_kin(kin, match.string[: match.start()])} takes {group('di_x')}"
    if kind == "same":
        what = group("sm_what")
        what = _THINGS.get(what.casefold(), what)
        return f"my {what} is still {group('sm_x')}"
    if kind == "sold":
        if _A_JOB.search(match.string) and (
            _WORKPLACE.search(group("sd_x")) or group("sd_x").isupper()
        ):
            # ("LTHT vittu, Bradford Royal Infirmary il join cheythu": left a job for another)
            return f"{_doer(match, 'I')}left {group('sd_x')}"
        return f"{_doer(match, 'I')}sold the {group('sd_x')}"
    if kind == "changed_to":
        return "changed"
    if kind == "changed":
        what = _glossed(group("cg_x").strip(), match.string[: match.start()])
        return f"{_doer(match, 'I')}changed {what}"
    if kind == "age":
        who = group("ag_x")
        if group("ag_me"):
            return f"I am {group('ag_n')} years old"
        if who is None:
            return f"{group('ag_n')} years old"
        if who.casefold() in _KIN:
            who = _kin(who, match.string[: match.start()])
        return f"{who} is {group('ag_n')} years old"
    if kind == "allergy":
        if group("al_me"):
            return f"I am allergic to {_food(group('al_x'))}"
        who = group("al_who")
        if who.casefold() in _KIN:
            who = _kin(who, match.string[: match.start()])
        return f"{who} is allergic to {_food(group('al_x'))}"
    if kind == "since":
        return for_so_long(group("sn_n"), group("sn_unit"), _UNITS)
    if kind == "kin_named":
        return kin_named(match, _KIN[group("kn_rel").casefold()], group("kn_name"), _OWNERS)
    if kind == "particle":
        return ""
    word = group("word")
    folded = word.casefold()
    before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
    if folded in _HONOURS and before[0][:1].isupper() and before[0].isalpha():
        return word  # "Thomas chettan": his name and the honour
    read = _kin(word, match.string[: match.start()]) if folded in _KIN else _WORDS[folded]
    return read[:1].upper() + read[1:] if word[:1].isupper() and read != "I" else read


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_malayalam, _READ, _reading)
