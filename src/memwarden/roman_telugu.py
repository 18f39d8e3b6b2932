"""Telugu English mixed with Romanized Telugu ("Tenglish"), read as English, for the door's
reading only.

Many people in Andhra Pradesh, Telangana and the Telugu diaspora type Telugu in Latin letters
between English words: "finally shift ayyamu Miyapur ki", "nenu Infosys lo team lead",
"doctor nanna telmisartan ni 80mg ki penchaaru", "naa ex gurinchi malli adagaku". Telugu, like
Tamil, puts the verb last and marks a place with a word after it ("Kukatpally lo" is in
Kukatpally, "Miyapur ki" to Miyapur), so word for word the door's English rules find nothing in
it. A text that shows enough of Telugu's own small words (:func:`reads_words`) has its
commonest statements read in English order, the way :mod:`memwarden.roman_tamil` reads
Tamil's — a move, where one lives and works, a job joined or left, a dose raised, a medicine
taken, a number changed, a school, a car sold and bought, a topic one asks never to be brought
up again — and its words for family and ownership as English's ("nanna" dad, "naa" my). Each
reading replaces one stretch of the text, so a span read in the English can be found again in
what was said (:func:`readings`). The memory keeps the person's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import DOSED, for_so_long, kin_named, read_with, told_by

__all__ = ["english", "readings", "reads_roman_telugu", "reads_words"]

# Telugu's small words as typed in Latin letters: pronouns, the words after a noun ("lo" in,
# "ki" to, "nunchi" from, "gurinchi" about), "is" and "there is", the verb endings of what one
# did ("chesanu" I did, "ayyamu" we became, "maarchanu" I changed).
_CUES = frozenset(
    """
    naa naaku nenu memu maa mana manam ippudu kadha inka ledu undi unnadi unnanu unnamu unnaru ra
    andi emaindi enti cheppu chesanu chesamu chesaru chesindi chesadu vellanu vellamu vachanu
    vachindi konnanu konnamu maarchanu marchanu maarchamu ayyamu ayyanu ayyadu ayyindi ayyaru
    ikkada akkada chala konchem repu ninna eppudu ekkada avunu kaadu sare lo ki nunchi kuda
    gurinchi daggara chestanu chestunnanu chestundi chestadu chestunnam untanu untamu untadu
    untundi veskuntaru vesukuntaru anta antunnadu baane ade adhe okate nanna amma ammamma
    thatha akka chelli thammudu babai pinni atta mavayya bava illu intlo kotha pettanu
    teeskunnam teeskunnanu cheyyaku adagaku matladaku penchaaru ammesi ammesamu vadilesi
    chaduvutundi chaduvutunnadu chaduvutunnadi chaduvukunnadi chadivedi ekkuva cheppindi cheppadu
    cheppanu adigindi
    """.split()
)
# … of which one at least must be one no other language typed in Latin letters uses so (Urdu's
# "maa", "ki" and "naa", Indonesian's "kuda", Tamil's "amma" and "akka" count only beside
# such a one).
_STRONG = frozenset(
    """
    naaku nenu memu ippudu ninna ledu undi unnadi unnanu unnamu emaindi chesanu chesamu
    chesaru chesindi chesadu vellanu vellamu vachanu vachindi konnanu konnamu maarchanu marchanu
    maarchamu ayyamu ayyanu ayyadu ayyindi ayyaru ikkada akkada konchem eppudu ekkada avunu
    gurinchi daggara chestanu chestunnanu chestundi chestadu chestunnam untanu untamu untadu
    untundi veskuntaru vesukuntaru antunnadu baane okate chelli thammudu babai mavayya intlo
    pettanu teeskunnam teeskunnanu cheyyaku adagaku matladaku penchaaru ammesi vadilesi nunchi
    ekkuva cheppindi cheppadu cheppanu adigindi
    chaduvutundi chaduvutunnadu chaduvutunnadi chaduvukunnadi chadivedi
    """.split()
)
# … of which these tell it alone ("Miyapur ki shift ayyamu").
_ALONE = frozenset(
    "ayyamu ayyanu ayyadu maarchanu chesanu veskuntaru vesukuntaru chestundi chestanu "
    "gurinchi adagaku cheyyaku matladaku untadu teeskunnam konnanu penchaaru vadilesi "
    "chaduvutundi chaduvutunnadu chaduvukunnadi chadivedi untundi".split()
)
_WORD = re.compile(r"[^\W\d_]+")


# The words that address the listener ("ra" to a friend, "andi" to an elder), and those that
# name what is one's own ("naa" my, "maa" our, "nanna" my dad).
_ADDRESSED = frozenset(("ra", "andi"))
_MINE = frozenset(("naa", "maa", "mana", "nanna"))


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in Romanized
    Telugu at least in part: one of its words no other language has, two of its own small
    words, three of its small words one of them its own, or "naa", "maa" or "nanna" (my, our,
    my dad) with two more of them one addressing the listener ("naa number … ra, whatsapp kuda
    ade"; "nanna ki BP ra")."""
    cues = said & _CUES
    own = len(cues & _STRONG)
    return (
        own >= 2
        or (own >= 1 and len(cues) >= 3)
        or not said.isdisjoint(_ALONE)
        or (not cues.isdisjoint(_MINE) and len(cues) >= 3 and not cues.isdisjoint(_ADDRESSED))
    )


@lru_cache(maxsize=4096)
def reads_roman_telugu(text: str) -> bool:
    """Whether ``text`` is written in Romanized Telugu at least in part (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "KPHB 6th phase", "Oakridge Gachibowli", "HDFC Kondapur branch".
_CAP = r"(?-i:[A-Z0-9])[\w'’.&/-]*"
_NAMED = (
    rf"{_CAP}(?:\s+(?:{_CAP}|(?-i:\d+(?:st|nd|rd|th)|phase|nagar|colony|layout|road|street|"
    r"branch|office|campus|hills|circle)\b))" + r"{0,5}"
)
# Emphasis after a place or a name: "Infosys lo ne", "2mg ey".
_ONLY = r"(?:\s+(?:ne|ey|e|only|itself))?"
# Who did it, by the verb's ending: "ayyamu" we became, "ayyanu" I became, "ayyadu" he
# became, "ayyindi" she became, "ayyaru" they became.
_BECAME = r"(?:ayyamu|ayyam|ayyanu|ayyadu|ayyindi|ayyaru|aiyamu|aiyanu|aiyadu)"
_DOERS = {"mu": "we", "am": "we", "nu": "I", "du": "he", "di": "she", "ru": "they"}
# What a place one lives in is called after its name: "KPHB 6th phase", "Kukatpally".
_PLACE_END = (
    r"(?:phase|nagar|colony|layout|road|street|pally|palli|puram|peta|pet|guda|bad|abad|hills|"
    r"circle|community|apartments|village|town|city)"
)
# The home one lives in, said between "maa" and its place: "maa flat KPHB lo".
_HOME = r"(?:flat|illu|house|apartment|intlu|pg|hostel|quarters)"
# A job: "team lead", "TL", "QA engineer".
_ROLE = (
    r"(?:(?:qa|ux|ui|software|senior|junior|staff|head|assistant|data|test|sales|bank|team|"
    r"tech|project|associate|principal)\s+)?(?:engineer|developer|designer|manager|analyst|"
    r"tester|nurse|teacher|doctor|accountant|consultant|architect|officer|clerk|intern|trainee|"
    r"lecturer|professor|pharmacist|cashier|executive|supervisor|lead|tl|pm|director)"
)
# Telugu's words for family, in English.
_KIN = {
    "nanna": "dad", "amma": "mum", "ammamma": "grandma", "nanamma": "grandma",
    "thatha": "grandpa", "tatayya": "grandpa", "chelli": "younger sister",
    "thammudu": "younger brother", "akka": "elder sister", "annayya": "elder brother",
    "babai": "uncle", "pinni": "aunt", "mavayya": "uncle", "atta": "aunt",
    "bava": "brother-in-law", "vadina": "sister-in-law", "maradalu": "cousin",
}  # fmt: skip
_KIN_WORDS = "|".join(sorted(_KIN, key=len, reverse=True))
_WOMEN = frozenset("amma ammamma nanamma chelli akka pinni atta vadina maradalu".split())
# The words that open a clause only to address the listener or to ask kindly.
_ADDRESS = r"(?:(?:ra|pls|please|plz|btw|sare|kindly|ok|okay|and|so|but)\s+)*"

_READINGS = {
    # "Miyapur ki shift ayyamu", "Vizag ki shift ayyadu": we moved to …, he moved to ….
    "moved_to": rf"(?P<mt_x>{_NAMED})\s+ki\s+shift\s+(?P<mt_v>{_BECAME})\b",
    # "shift ayyamu ra Miyapur ki": we moved to ….
    "moved": rf"\bshift\s+(?P<mv_v>{_BECAME})(?:\s+(?:ra|andi))?\s+(?P<mv_x>{_NAMED})\s+ki\b",
    # "Guntur nunchi Vizag ki shift ayyaru": moved from … to ….
    "moved_from": (
        rf"(?P<mf_a>{_NAMED})\s+nunchi\s+(?P<mf_b>{_NAMED})\s+ki\s+shift\s+(?P<mf_v>{_BECAME})\b"
    ),
    # "maa flat KPHB 6th phase lo": our flat is in ….
    "home_in": (
        rf"\b(?P<hm_own>maa|naa|mana)\s+(?P<hm_what>{_HOME})\s+(?P<hm_x>{_NAMED})\s+lo{_ONLY}\b"
    ),
    # "memu Kondapur lo untamu", "nenu Miyapur lo untanu": we live in …, I live in ….
    "lives": (
        rf"\b(?:(?:nenu|memu)\s+)?(?:(?P<lv_now>ippudu)\s+)?(?P<lv_x>{_NAMED})\s+lo{_ONLY}\s+"
        r"(?P<lv_v>untanu|untamu|untunnanu|untunnamu|unnanu|unnamu|untunnam)\b"
    ),
    # "nenu Infosys lo team lead", "nenu ippudu Microsoft IDC lo TL": I work at … as a ….
    "works_as": (
        rf"\bnenu\s+(?:(?P<wa_now>ippudu)\s+)?(?P<wa_x>{_NAMED})\s+lo{_ONLY}\s+(?P<wa_role>{_ROLE})\b"
    ),
    # "Deloitte lo work chestundi", "TCS lo job chestunnanu": … works at ….
    "works_at": (
        r"(?:\b(?:nenu|memu)\s+)?(?:(?P<wk_now>ippudu)\s+)?"
        rf"(?P<wk_x>{_NAMED})\s+lo{_ONLY}\s+(?:work|job|pani)\s+(?P<wk_v>chestanu|chestunnanu|"
        r"chestundi|chestunnadi|chestadu|chestunnadu|chestaru|chestunnaru|chestunnamu|chestundata|"
        r"chestadata)\b"
    ),
    # "Wipro lo untadu": he is at … (his work or his place, as said).
    "is_at": rf"(?P<ia_x>{_NAMED})\s+lo{_ONLY}\s+(?:untadu|untundi|untaru|unnadu|unnaru)\b",
    # "Zoho lo join ayyanu", "last month join ayyanu": I started a new job (at …).
    "joined_at": rf"(?P<ja_x>{_NAMED})\s+(?:lo|ki)\s+join\s+(?P<ja_v>{_BECAME})\b",
    # "new job join ayyanu Accenture lo": I started a new job at ….
    "joined": rf"\b(?:new\s+job\s+)?join\s+(?P<jo_v>{_BECAME})\s+(?P<jo_x>{_NAMED})\s+lo\b",
    # "naa employer Accenture", "maa company Zoho": I work at ….
    "company": (
        r"\b(?:naa|maa)\s+(?:employer|company|office)\s+(?P<co_x>(?-i:[A-Z0-9])[\w'’.&/-]*"
        r"(?:\s+(?-i:[A-Z0-9])[\w'’.&/-]*){0,3})"
    ),
    # "Infosys resign chesi", "Wipro vadilesi": having left ….
    "left": (
        rf"(?P<lf_x>{_NAMED})\s+(?:(?:ni|nu|ki)\s+)?(?P<lf_v>resign\s+(?:chesi|chesanu|chesa|"
        r"chesadu|chesindi)|vadilesi|vadilesanu|vadilesadu|vadilesindi)\b"
    ),
    # "naa ex Divya gurinchi malli eppudu adagaku": never bring up my ex Divya again.
    "never_again": (
        rf"\b{_ADDRESS}(?P<ng_x>(?:[\w'’-]+\s+){{1,4}}?)gurinchi\s+(?:(?:inka|malli|eppudu|kindly|"
        r"em|emi|asalu|ika|pls|please|ra)\s+)*(?P<ng_v>adagaku|adugaku|adagakandi|matladaku|"
        r"matladakandi|cheppaku|mention\s+cheyyaku|mention\s+cheyakandi|gurthu\s+cheyyaku|"
        r"gurthu\s+pettukoku|remember\s+cheyyaku|ettaku|teeyaku"
        # (or the wish said in English after it: "maa chelli Divya gurinchi don't bring up pls")
        r"|(?:don['’]?t|dont|do\s+not|never)\s+(?:bring\s+(?:(?:it|her|him|them)\s+)?up|mention|"
        r"talk\s+about))\b"
    ),
    # "doctor nanna telmisartan ni 80mg ki penchaaru": the doctor raised dad's … to 80mg.
    "dose_to": (
        rf"(?:\b(?P<dz_who>{_KIN_WORDS}|naa)\s+)?(?P<dz_x>[A-Za-z][\w-]*)\s+(?:ni|nu)\s+"
        r"(?P<dz_n>\d+(?:\.\d+)?\s*(?:mg|mcg|ml|g|units?|iu|sachets?|tablets?))\s+ki\s+"
        r"(?P<dz_v>penchaaru|pencharu|penchadu|penchindi|penchesaru|tagginchaaru|taggincharu|"
        r"tagginchadu|tagginchindi|(?:increase|decrease|reduce)\s+(?:chesaru|chesadu|chesindi))\b"
    ),
    # "nanna glimepiride 2mg ey veskuntaru": dad takes glimepiride 2mg.
    "takes": (
        rf"(?:\b(?P<tk_who>{_KIN_WORDS})\s+)?(?P<tk_x>{DOSED}(?:\s+[a-z]+){{0,3}}?)"
        r"(?:\s+(?:ey|e|ne))?\s+(?P<tk_v>veskuntaru|vesukuntaru|veskuntadu|vesukuntadu|"
        r"veskuntundi|vesukuntundi|veskuntanu|vesukuntanu|teeskuntaru|teeskuntadu|teeskuntundi|"
        r"teeskuntanu)\b"
    ),
    # "nanna ki sugar", "maa amma ki peanut allergy undi": dad has sugar, mum is allergic to ….
    "has": (
        rf"\b(?:(?P<hs_me>naaku|naku)(?:\s+(?:nijamga|nijanga|kuda))?|(?P<hs_who>{_KIN_WORDS})\s+ki)\s+"
        r"(?:(?P<hs_al>[a-z][\w-]*)\s+allergy|(?P<hs_x>sugar|"
        r"bp|diabetes|thyroid|asthma|cholesterol|arthritis|migraine|cancer|pcod|pcos))\b"
        r"(?:\s+(?:undi|vachindi))?"
        # … and the medicine for it, named with its dose after ("nanna ki BP ra, telmisartan
        # 40mg roju morning"), unless a verb of taking follows it (read by "takes")
        rf"(?:(?:\s+(?:ra|andi))?\s*,\s*(?P<hs_dose>{DOSED})(?!(?:\s+[a-z]+){{0,3}}\s+"
        r"(?:veskuntaru|vesukuntaru|veskuntadu|vesukuntadu|veskuntundi|vesukuntundi|veskuntanu|"
        r"vesukuntanu|teeskuntaru|teeskuntadu|teeskuntundi|teeskuntanu)\b))?"
    ),
    # "anxiety ki escitalopram 10mg start chesaru": they started me on … for anxiety.
    "started_on": (
        rf"(?:\b(?P<so_for>[a-z][\w-]*)\s+ki\s+)?(?P<so_x>{DOSED})\s+start\s+"
        r"(?P<so_v>chesaru|chesadu|chesindi|chesanu)\b"
    ),
    # "answer kuda adhe pettanu 'nalanda vja1998'": the answer is ….
    "answer": (
        r"\banswer\s+(?:(?:kuda|adhe|ade|ga)\s+)*(?:pettanu|ichanu|icchanu|set\s+chesanu)\s+"
        r"(?P<an_x>'[^'\n]+'|\"[^\"\n]+\"|[^\s,.;!?]+)"
    ),
    # "answer St. Joseph's Gajuwaka ani pettanu": the answer is ….
    "answer_is": (
        r"\banswer\s+(?P<ai_x>['\"‘“]?(?-i:[A-Z0-9])[^,;!?\n]{0,60}?)\s+ani\s+(?:pettanu|ichanu|"
        r"icchanu|set\s+chesanu)\b"
    ),
    # "nenu chaduvukunnadi Vijayawada lo Nalanda Vidyaniketan lo": I studied at ….
    "studied": (
        rf"\bnenu\s+(?:chaduvukunnadi|chadivindi|chadivanu)\s+(?:(?P<sd_in>{_NAMED})\s+lo\s+)?"
        rf"(?P<sd_x>{_NAMED})\s+lo\b"
    ),
    # "naa number 98480 31562", "kotha number 91009 47218": my (new) number is ….
    "number_is": (
        r"\b(?:(?:naa|maa|my)\s+)?(?P<nm_new>kotha\s+|new\s+)?(?:mobile\s+|phone\s+|"
        r"whatsapp\s+)?(?:number|no\.?|nmbr)\s+(?P<nm_x>\+?\d[\d\s-]{6,}\d)"
    ),
    # "naa number maarchanu": I changed my number.
    "changed": (
        r"\b(?:(?:naa|maa)\s+)?(?P<cg_what>number|mobile\s+number|sim|phone)\s+(?:ni\s+)?"
        r"(?:maarchanu|marchanu|maarchamu|marchamu)\b"
    ),
    # "Ishanvi ni ee year Glendale Academy ki maarchanu": Ishanvi moved to … this year.
    "moved_them": (
        r"(?P<mo_who>(?-i:[A-Z])[\w-]+)\s+(?:ni|nu)\s+(?P<mo_when>(?:[\w-]+\s+){0,2}?)"
        rf"(?P<mo_x>{_NAMED})\s+ki\s+(?:maarchanu|marchanu|maarchamu|marchamu|maarcharu|"
        r"shift\s+chesanu|shift\s+chesamu)\b"
    ),
    # "maa papa Ishanvi Oakridge Gachibowli lo 2nd class chaduvutundi": … is in class 2 at ….
    "studies_in": (
        r"(?:\b(?P<sc_rel>papa|babu|paapa|ammayi|abbayi|koduku|kuthuru|son|daughter)\s+"
        r"(?P<sc_name>(?-i:[A-Z])[\w-]+)\s+)?"
        rf"(?P<sc_x>{_NAMED})\s+lo{_ONLY}\s+(?P<sc_n>\d{{1,2}})(?:st|nd|rd|th)?\s+"
        r"(?P<sc_std>class|std|standard|grade)\s+(?:chaduvutundi|chaduvutunnadi|chaduvutadu|"
        r"chaduvutunnadu|chaduvutundhi)\b"
    ),
    # "Ishanvi chadivedi Glendale Academy lo": Ishanvi is at ….
    "studies_at": (
        rf"(?P<sa_who>(?-i:[A-Z])[\w-]+)\s+(?:chadivedi|chaduvutunnadi|chaduvutundi)\s+"
        rf"(?P<sa_x>{_NAMED})\s+lo\b"
    ),
    # "maa car Nexon", "naa bike Pulsar": our car is a …, my bike is a ….
    "car_is": (
        r"\b(?P<cr_own>maa|naa|mana)\s+(?:daggara\s+(?:okate\s+|oka\s+)?)?(?P<cr_what>car|bike|"
        r"scooty|scooter|bandi)\s+(?:undi(?:\s+ra)?\s*,?\s*)?(?P<cr_x>(?:(?:white|grey|gray|black|"
        r"silver|red|blue)\s+)?(?:(?-i:[A-Z])|i\d)[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)?)"
    ),
    # "Baleno ammesi Nexon teeskunnam": sold the Baleno, bought a Nexon.
    "sold_bought": (
        r"(?P<sb_a>(?:(?-i:[A-Z0-9])|i\d)[\w'’.&/-]*(?:\s+(?-i:[A-Z0-9])[\w'’.&/-]*){0,2})\s+"
        r"(?:ni\s+)?(?:ammesi|ammesamu|ammesanu)(?:\s+ra)?\s*,?\s+(?P<sb_new>new\s+|kotha\s+)?"
        r"(?P<sb_b>(?:(?:white|grey|gray|black|silver|red|blue)\s+)?"
        rf"{_NAMED})\s+(?:teeskunnam|teeskunnamu|teeskunnanu|konnam|konnamu|konnanu)\b"
    ),
    # "8 yrs ayyindi": for 8 years.
    "since": (
        r"\b(?P<sn_n>\d+)\s+(?P<sn_unit>years?|yrs?|samvatsaralu|months?|nelalu)\s+"
        r"(?:ayyindi|avutundi)\b"
    ),
    # "checkup lo doctor …": at the checkup, the doctor … (where it happened opens the clause).
    "at_the": r"\b(?P<at_x>checkup|appointment|hospital|clinic|review)\s+lo(?=\s+doctor\b)",
    # "Ramesh babai", "Srikanth bava": my uncle Ramesh, my brother-in-law Srikanth.
    "kin_named": rf"(?P<kn_name>(?-i:[A-Z])[a-z]+)\s+(?P<kn_rel>(?-i:{_KIN_WORDS}))\b",
    "gloss": (
        r"\b(?P<word>naa|nenu|memu|maa|mana|ippudu|ninna|repu|kotha|nanna|amma|ammamma|thatha|"
        r"chelli|thammudu|akka|babai|pinni|mavayya|bava)\b"
    ),
    # "… ra", "sare ra": a word to the listener, left out.
    "particle": r"\s+(?:ra|andi|anta|kadha|kada)\b(?=\s|[,.;:!?]|$)",
}
_WORDS = {
    "naa": "my", "nenu": "I", "memu": "we", "maa": "our", "mana": "our", "ippudu": "now",
    "ninna": "yesterday", "repu": "tomorrow", "kotha": "new",
}  # fmt: skip
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your", "naa", "maa", "mana"))
_UNITS = {"samvatsaralu": "years", "nelalu": "months"}
_CHILD = {"papa": "daughter", "paapa": "daughter", "ammayi": "daughter", "kuthuru": "daughter",
          "babu": "son", "abbayi": "son", "koduku": "son"}  # fmt: skip
# The words for one's family and pets, in both languages.
_FAMILY = frozenset(_KIN) | frozenset(
    "wife husband son daughter papa babu paapa dog cat ammayi abbayi koduku kuthuru".split()
)

_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
# Words that may open a clause before a deed told without its doer ("finally shift ayyamu …").
_NO_DOER = frozenset("finally ra sare anyway so and also btw last month week ee year".split())
# Left, in the same text, a job: a move to a firm is a new job ("Deloitte ki shift ayyadu,
# Wipro vadilesi").
_LEFT_A_JOB = re.compile(r"\b(?:vadilesi|vadilesanu|vadilesadu|vadilesindi|resign)\b", re.I)


def _kin(word: str, before: str) -> str:
    """A word for family, in English, with "my" when nothing before owns it ("nanna" is my
    dad, "maa nanna" our … my dad)."""
    owner = before.rstrip().rsplit(None, 1)[-1:] or [""]
    kin = _KIN[word.casefold()]
    if owner[0].casefold() in _OWNERS or owner[0].casefold().endswith("'s"):
        return kin
    return f"my {kin}"


def _owner(word: str, after: str) -> str:
    """ "maa" is "our", but "my" before one's family ("maa amma", "maa wife")."""
    if word.casefold() != "maa":
        return _WORDS[word.casefold()]
    # (the family word may follow a name: "maa Ramesh babai")
    following = [w.casefold() for w in after.split(None, 2)[:2]]
    return "my" if not _FAMILY.isdisjoint(following) else "our"


def _named(match: re.Match[str], named: str) -> tuple[str, str]:
    """The one named and the place or firm named after them, when a word for family stands
    before ``named`` ("maa wife Sravanthi Deloitte lo …": Sravanthi, Deloitte); else nothing
    and ``named``."""
    before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
    first, _, rest = named.partition(" ")
    if rest and before[0].casefold() in _FAMILY and first.isalpha() and first[1:].islower():
        return f"{first} ", rest
    return "", named


def _doer(match: re.Match[str], doer: str) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else
    (:func:`memwarden.roman.told_by`); else nothing."""
    return told_by(match, doer, _NO_DOER)


def _who(verb: str) -> str:
    """Who did it, by the verb's ending ("ayyamu" we, "ayyanu" I, "ayyadu" he)."""
    ending = verb.casefold()[-2:]
    return _DOERS.get(ending, "I")


def _glossed(words: str) -> str:
    """``words`` with Telugu's words for ownership and family read as English's."""

    def one(match: re.Match[str]) -> str:
        word = match.group(0)
        folded = word.casefold()
        if folded in _KIN:
            return _kin(word, match.string[: match.start()])
        if folded in _WORDS:
            return _owner(word, match.string[match.end() :])
        return word

    return _WORD.sub(one, words)


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    group = match.group
    if kind in ("moved_to", "moved"):
        key = "mt" if kind == "moved_to" else "mv"
        place = group(f"{key}_x")
        if _LEFT_A_JOB.search(match.string):  # a firm, when a job was left for it
            return f"{_doer(match, _who(group(f'{key}_v')))}switched jobs to {place}"
        return f"{_doer(match, _who(group(f'{key}_v')))}moved to {place}"
    if kind == "moved_from":
        return f"{_doer(match, _who(group('mf_v')))}moved from {group('mf_a')} to {group('mf_b')}"
    if kind == "home_in":
        whose = "my" if group("hm_own").casefold() == "naa" else "our"
        what = group("hm_what").casefold()
        return f"{whose} {'house' if what in ('illu', 'intlu') else what} is in {group('hm_x')}"
    if kind == "lives":
        doer = "we" if group("lv_v").casefold().endswith(("mu", "am")) else "I"
        return f"{doer} {'now ' if group('lv_now') else ''}live in {group('lv_x')}"
    if kind == "works_as":
        role = group("wa_role")
        article = "an" if role[0] in "aeiouAEIO" else "a"  # (an engineer, a team lead)
        return f"I {'now ' if group('wa_now') else ''}work at {group('wa_x')} as {article} {role}"
    if kind == "works_at":
        verb = group("wk_v").casefold()
        now = "now " if group("wk_now") else ""
        if verb.endswith(("anu", "amu")):
            return f"{'we' if verb.endswith('amu') else 'I'} {now}work at {group('wk_x')}"
        name, firm = _named(match, group("wk_x"))
        return f"{name}{now}works at {firm}"
    if kind == "is_at":
        name, where = _named(match, group("ia_x"))
        return f"{name}is at {where}"
    if kind == "joined_at":
        return f"{_doer(match, _who(group('ja_v')))}started a new job at {group('ja_x')}"
    if kind == "left":
        verb = group("lf_v").casefold()
        return f"{'resigned from' if verb.startswith('resign') else 'left'} {group('lf_x')}"
    if kind == "never_again":
        what = _glossed(group("ng_x").strip())
        return f"please never bring up {what} again"
    if kind == "dose_to":
        verb = (
            "lowered"
            if group("dz_v").casefold().startswith(("taggin", "decr", "red"))
            else "raised"
        )
        who = group("dz_who")
        whose = ""
        if who:
            whose = (
                "my "
                if who.casefold() == "naa"
                else f"{_kin(who, match.string[: match.start()])}'s "
            )
        return f"{verb} {whose}{group('dz_x')} to {group('dz_n')}"
    if kind == "takes":
        who = group("tk_who")
        verb = group("tk_v").casefold()
        if who:
            return f"{_kin(who, match.string[: match.start()])} takes {group('tk_x')}"
        if verb.endswith("nu"):
            return f"I take {group('tk_x')}"
        return f"{'she' if verb.endswith('di') else 'he'} takes {group('tk_x')}"
    if kind == "has":
        if group("hs_me"):
            if group("hs_al"):
                return f"I am allergic to {group('hs_al')}"
            return f"I have {group('hs_x')}"
        who = _kin(group("hs_who"), match.string[: match.start()])
        if group("hs_al"):
            return f"{who} is allergic to {group('hs_al')}"
        dose = group("hs_dose")
        he = "she" if group("hs_who").casefold() in _WOMEN else "he"
        return f"{who} has {group('hs_x')}" + (f", {he} takes {dose}" if dose else "")
    if kind == "started_on":
        why = f" for {group('so_for')}" if group("so_for") else ""
        return f"{_doer(match, 'I')}started {group('so_x')}{why}"
    if kind == "answer":
        return f"the answer is {group('an_x')}"
    if kind == "answer_is":
        return f"the answer is {group('ai_x')}"
    if kind == "joined":
        return f"{_doer(match, _who(group('jo_v')))}started a new job at {group('jo_x')}"
    if kind == "company":
        return f"I work at {group('co_x')}"
    if kind == "studied":
        where = f" in {group('sd_in')}" if group("sd_in") else ""
        return f"I studied at {group('sd_x')}{where}"
    if kind == "number_is":
        return f"my {'new ' if group('nm_new') else ''}number is {group('nm_x')}"
    if kind == "changed":
        return f"{_doer(match, 'I')}changed my {group('cg_what').casefold()}"
    if kind == "moved_them":
        when = group("mo_when").strip()
        when = " " + _glossed(when).replace("ee ", "this ") if when else ""
        return f"{group('mo_who')} moved to {group('mo_x')}{when}"
    if kind == "studies_in":
        rel = group("sc_rel")
        who = ""
        if rel:
            who = f"{_CHILD.get(rel.casefold(), rel)} {group('sc_name')} "
            before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
            if before[0].casefold() not in _OWNERS:
                who = f"my {who}"
        return f"{who}is in {group('sc_std')} {group('sc_n')} at {group('sc_x')}"
    if kind == "studies_at":
        return f"{group('sa_who')} is at {group('sa_x')}"
    if kind == "car_is":
        what = group("cr_what").casefold()
        whose = "my" if group("cr_own").casefold() == "naa" else "our"
        return f"{whose} {'bike' if what == 'bandi' else what} is a {group('cr_x')}"
    if kind == "sold_bought":
        new = "new " if group("sb_new") else ""
        return f"{_doer(match, 'we')}sold the {group('sb_a')}, bought a {new}{group('sb_b')}"
    if kind == "since":
        return for_so_long(group("sn_n"), group("sn_unit"), _UNITS)
    if kind == "kin_named":
        return kin_named(match, _KIN[group("kn_rel").casefold()], group("kn_name"), _OWNERS)
    if kind == "at_the":
        return f"at the {group('at_x')}, the"
    if kind == "particle":
        return ""
    word = group("word")
    if word.casefold() in _KIN:
        read = _kin(word, match.string[: match.start()])
    else:
        read = _owner(word, match.string[match.end() :])
    return read[:1].upper() + read[1:] if word[:1].isupper() and read != "I" else read


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_telugu, _READ, _reading)
