"""Pune, Mumbai, Nashik and Nagpur English mixed with Romanized Marathi, read as English, for the
door's reading only.

Many people in Maharashtra type Marathi in Latin letters between English words: "mi Kothrud la
rahto", "amhi Kothrud sodla ani Baner la shift zalo", "Infosys sodli, Persistent join kela",
"majha number 98230 12345 aahe", "aai chi goli badalli". Marathi, like Kannada, puts the verb
last and marks a place with a word after it ("Baner la" in or to Baner, "Infosys madhe" at
Infosys, "Dombivli varun" from Dombivli), and says "X is Y" as "X Y aahe", so word for word the
door's English rules find nothing in it. A text that shows enough of Marathi's own small words
(:func:`reads_words`: "majha", "amhi", "aahe", "rahto", "zalo", "nakos" …, not the words it
shares with Hindi and Urdu such as "mera", "ghar", "kaam", which stay with
:mod:`memwarden.roman_urdu`) has its commonest statements read in English order, the way
:mod:`memwarden.roman_kannada` reads Kannada's — a move, where one lives and works, a job joined
or left, one's number, email or internet changed, a dose taken or lowered, an illness one has, a
child's class, a thing of one's own, a topic one asks never to be brought up again ("… baddal
lakshat thevu nakos", "… cha vishay parat kadhu nakos") — and its words for family and
ownership as English's ("aai" mum, "sasubai" mother-in-law, "majha" my). Each reading replaces
one stretch of the text, so a span read in the English can be found again in what was said
(:func:`readings`). The memory keeps the person's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import kin_read, read_with, told_by

__all__ = ["english", "readings", "reads_roman_marathi", "reads_words"]

# Marathi's small words as typed in Latin letters: pronouns and whose ("mi" I, "majha" my,
# "amhi" we, "amcha" our, "mala" to me), "is" ("aahe", "aahet"), the words after a noun ("la"
# to, "madhe" in, "madhun" and "varun" from, "pasun" since, "baddal" about, "sathi" for, "cha",
# "chi", "chya" of), the endings of what was done ("zalo" I became, "kela" I did, "sodla" I
# left, "ghetla" I took), of what one does ("rahto" I live, "karto" I do, "gheto" I take), the
# words of a wish ("nako" don't, "nakos" don't you) and for family.
_CUES = frozenset(
    """
    vikli vikla shikavte shikavto pakadto pakadte pakadtat asate mi majha majhi majhe majhya
    maza mazi maze mazya amhi aamhi amcha amchi amche amchya aamcha aamchi aamche aamchya mala
    amhala aahe ahe aahet ahet asto aste hota hoti hote la madhe madhye madhun varun pasun
    baddal sathi cha chi che chya ani pan khup ata aata sadhya kal aaj zalo zhalo jhalo zala
    zhala jhala zali zhali zale zhale kela keli kele kelay sodla sodli sodle ghetla ghetli
    ghetle rahto rahte rahtat rahato rahate karto karte kartat gheto ghete ghetat vaparto
    vaparte nako nakos lakshat thev thevu visru vishay kadhu mhanun mhane navin juna badalla
    badalli badalle aai baba tai dada navra bayko mulga mulgi sasubai sasre mavshi kaka kaku
    aaji ajoba bahin chulat yaar bhau javal kahi kahich kadhich nahi pagar goli
    """.split()
)
# … of which these are no other language's typed in Latin letters (Hindi's and Urdu's "mera",
# "ghar", "kaam", "nahi", "yaar", Kannada's "kelsa", "mane" are not among them).
_STRONG = frozenset(
    """
    vikli vikla shikavte shikavto pakadto pakadte pakadtat asate majha majhi majhe majhya maza
    mazi maze mazya amhi aamhi amcha amchi amche amchya aamcha aamchi aamche aamchya amhala aahe
    aahet ahe ahet asto madhe madhun varun pasun baddal zalo zhalo jhalo zala zhala jhala zali
    zhali zale zhale kelay sodla sodli sodle ghetla ghetli ghetle rahto rahtat rahato rahate
    karto kartat gheto ghete ghetat vaparto vaparte nakos lakshat thevu visru badalla badalli
    badalle sasubai bayko mulga mulgi mavshi kahich kadhich mhanun
    """.split()
)
# … of which these tell it alone ("majha number 98230 12345", "Baner la shift zhalo"; "zalo"
# only beside another, Zalo being a messenger's name, and "nako" only among them, Tagalog's "hay
# nako" being no Marathi).
_ALONE = frozenset(
    """
    ghetla ghetli ghetle vikli vikla shikavte shikavto pakadto pakadtat majha majhi majhe
    majhya amhi aamhi amcha amchi amche amchya aamcha aamchi aamche aamchya amhala aahe aahet
    ahe ahet zhalo jhalo sodla sodli sodle rahto rahtat gheto vaparto vaparte nakos sasubai
    badalla badalli
    """.split()
)
# … as a deed in English with Marathi's ending does ("Persistent join kela", "shift zalo").
_DEEDS = frozenset(("join", "shift", "transfer", "retire", "resign", "change", "admit"))
_DONE = frozenset(
    "kela keli kele kelay kelya zalo zala zale zali zhalo zhala zhale zhali jhalo jhala dila "
    "dili karaycha karaychay karnar".split()
)
# … as "mi" (I) does with a verb ending as Marathi's do, a woman's or a man's ("mi Kalyan la
# rahte": Hindi's "rahte" and Spanish's "mi" alone tell nothing; not "karte", Fulfulde's
# "mi … karte" being no Marathi).
_I_DO = frozenset(
    "rahte rahto ghete gheto pakadte pakadto vaparte vaparto shikavte shikavto".split()
)
_WORD = re.compile(r"[^\W\d_]+")


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in Romanized
    Marathi at least in part: one of its words no other language has, or two of its own small
    words and a third of its small words, or a deed said in English with Marathi's ending
    ("join kela"), or "mi" with a verb of its own ending ("mi … rahte")."""
    cues = said & _CUES
    own = cues & _STRONG
    return (
        not said.isdisjoint(_ALONE)
        or (len(own) >= 2 and len(cues) >= 3)
        or (not said.isdisjoint(_DEEDS) and not said.isdisjoint(_DONE))
        or ("mi" in said and not said.isdisjoint(_I_DO))
    )


@lru_cache(maxsize=4096)
def reads_roman_marathi(text: str) -> bool:
    """Whether ``text`` is written in Romanized Marathi at least in part (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "Balewadi High Street", "Hinjewadi Phase 1", "EON IT Park Kharadi".
_CAP = r"(?-i:[A-Z0-9])[\w'’.&/@#$%*+-]*"
_NAMED = (
    rf"(?:{_CAP}|sector\s+\d+)(?:\s+(?:{_CAP}|(?-i:\d+(?:st|nd|rd|th)|phase|nagar|colony|road|peth|chowk|"
    r"society|park|branch|office|campus|hospital|school|college|clinic|bank|vidyalaya|"
    r"market|sector|plant|factory)\b))" + r"{0,5}"
)
# The words after a name: "la" to or in, "madhe" in, "madhun" and "varun" from.
_IN = r"(?:madhe|madhye|mdhe|madhech|la)"
_FROM = r"(?:madhun|madhuna|varun|pasun)"
# What one became, by its ending ("zalo" I or we, "zale" we, "zala" he or it, "zali" she).
_BECAME = r"(?:zh?alo|zh?ale|zh?ala|zh?ali|jhalo|jhale|jhala|jhali)"
_DOERS = {"lo": "I", "le": "we", "la": "it", "li": "she"}
# Who, said before a deed: "mi" I, "amhi" we, "to" he, "ti" she, "te" they.
_WHO = {"mi": "I", "me": "I", "amhi": "we", "aamhi": "we", "to": "he", "ti": "she", "te": "they"}
_WHO_WORDS = r"(?:mi|me|amhi|aamhi|to|ti|te)"
# Whose: "majha" my, "amcha" our.
_MY = {
    "majha": "my", "majhi": "my", "majhe": "my", "majhya": "my", "maza": "my", "mazi": "my",
    "maze": "my", "mazya": "my", "amcha": "our", "amchi": "our", "amche": "our",
    "amchya": "our", "aamcha": "our", "aamchi": "our", "aamche": "our", "aamchya": "our",
}  # fmt: skip
_OWN = (
    r"(?:majha|majhi|majhe|majhya|maza|mazi|maze|mazya|amcha|amchi|amche|amchya|aamcha|aamchi|"
    r"aamche|aamchya)"
)
# Living somewhere, by its ending: "rahto" I live, "rahte" I (a woman) or she, "rahtat" they.
_LIVES = r"(?:rahto|rahte|rahtat|rahato|rahate|rahatat|rahtoy|rahtey)"
# Working, by its ending: "karto" I work, "karte" I (a woman) or she, "kartat" they; "karayche"
# used to.
_WORKS = r"(?:karto|karte|kartat|karat|kartoy|kartey|karayche|karaycha|karaychi)"
# Teaching: "shikavte" I (a woman) teach, "shikavto" I teach.
_TEACHES = r"(?:shikavte|shikavto|shikavtat|shikavtoy|shikavtey)"
# Taking a medicine: "gheto" I take, "ghete" I (a woman) or she, "ghetat" they.
_TAKES = r"(?:gheto|ghete|ghetat|ghetoy|ghetey|ghyaychi|ghyaycha|ghyaychya)"
# A job: "senior dev", "QA lead", "design engineer".
_ROLE = (
    r"(?:(?:qa|ux|ui|software|senior|junior|staff|head|assistant|data|test|sales|bank|branch|"
    r"team|tech|project|associate|principal|lead|design|java|python|full\s+stack|backend|"
    r"frontend)\s+)?"
    r"(?:engineer|developer|dev|designer|manager|analyst|tester|nurse|teacher|doctor|"
    r"accountant|consultant|architect|officer|clerk|intern|trainee|lecturer|professor|"
    r"pharmacist|cashier|executive|supervisor|lead|director|driver|pilot|sde|tl)"
)
# Marathi's words for family, in English.
_KIN = {
    "aai": "mum", "aaii": "mum", "baba": "dad", "tai": "elder sister", "dada": "elder brother",
    "navra": "husband", "navara": "husband", "bayko": "wife", "mulga": "son", "mulgi": "daughter",
    "sasubai": "mother-in-law", "sasu": "mother-in-law", "sasre": "father-in-law",
    "sasrebuva": "father-in-law", "mavshi": "aunt", "kaku": "aunt", "atya": "aunt",
    "kaka": "uncle", "mama": "uncle", "aaji": "grandma", "aji": "grandma", "ajoba": "grandpa",
    "bahin": "sister", "vahini": "sister-in-law", "mehuna": "brother-in-law",
}  # fmt: skip
_KIN_WORDS = "|".join(sorted(_KIN, key=len, reverse=True))
# Whose, said after a family word: "aai chya" my mum's, "baba la" to my dad.
_OF = r"(?:chya|chi|cha|che|ch|ni|ne)"
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your", *_MY))
# Marathi's words read as English's: "mi" I, "ata" now, "navin" new, "pagar" salary.
_WORDS = {
    **_MY, "mi": "I", "amhi": "we", "aamhi": "we", "mala": "me", "ata": "now", "aata": "now",
    "navin": "new", "nava": "new", "juna": "old", "kal": "yesterday", "aaj": "today",
    "pagar": "salary", "gudhga": "knee", "gudhgyachya": "knee", "gudhgyache": "knee",
    "gudhgyacha": "knee", "goli": "tablet", "ghari": "at home",
}  # fmt: skip
# Words that may open a clause before a deed told without its doer ("finally shift zalo").
_NO_DOER = frozenset(
    "finally arre are arey ani pan ata aata mag last week month year kal aaj parva so and also "
    "btw this tarkhepasun".split()
)
# A phone number, an email.
_PHONE = r"\+?\d[\d\s-]{6,}\d"
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
# The things one says "majha X Y aahe" of: a number, an email.
_THING = (
    r"(?:(?:(?:mobile|phone|whatsapp|navin|new|main|personal|office)\s+)*(?:number|no|mobile)|"
    r"(?:(?:navin|new|main|personal|office)\s+)*(?:email|e-mail|mail|gmail)(?:\s+id)?)"
)
# A wish: "lakshat thevu nakos" don't keep it in mind, "parat kadhu nakos" don't bring it up
# again, "nako" don't.
_DONT = (
    r"(?:(?:kahich|kahi|kadhich|kadhi|parat|punha|plz|please|pls)\s+)*(?:lakshat\s+(?:pan\s+)?"
    r"the(?:v[uo]|u)\s+nak(?:os|a)|kadhu\s+nakos|kadhu\s+naka|bolu\s+nakos|vicharu\s+nakos|"
    r"sangu\s+nakos|visru\s+ja|nako)\b"
)
_READINGS = {
    # "amhi Kothrud sodla ani Baner la shift zalo": we moved from Kothrud to Baner.
    "moved_from": (
        rf"(?:\b(?P<mf_who>{_WHO_WORDS})\s+)?(?P<mf_a>{_NAMED})\s+(?:sodla|sodli|sodle|sodun)\s+"
        rf"(?:ani\s+)?(?P<mf_b>{_NAMED})\s+la\s+shift\s+(?P<mf_v>{_BECAME})\b"
    ),
    # "amcha office ata Phase 2 madhun Magarpatta City la shift zala": our office is now in ….
    "thing_moved": (
        rf"\b(?P<tm_own>{_OWN})\s+(?P<tm_what>office|shop|dukan|clinic|company)\s+"
        rf"(?:(?:ata|aata)\s+)?(?:{_NAMED}\s+{_FROM}\s+)?(?P<tm_x>{_NAMED})\s+la\s+shift\s+"
        rf"{_BECAME}\b"
    ),
    # "Baner la shift zalo", "shift zalo finally Pune la": moved to ….
    "moved_to": (
        rf"(?:\b(?P<mt_who>{_WHO_WORDS})\s+)?(?:(?P<mt_x>{_NAMED})\s+la\s+shift\s+(?P<mt_v>"
        rf"{_BECAME})|\bshift\s+(?P<mt_v2>{_BECAME})\s+(?:(?:finally|ata)\s+)?(?P<mt_y>{_NAMED})"
        r"\s+la)\b"
    ),
    # "mi Kothrud la rahto", "aai baba Kolhapur la Rajarampuri madhe rahtat": … live(s) in ….
    "lives": (
        rf"(?:\b(?P<lv_who>{_WHO_WORDS})\s+)?(?:(?P<lv_in>{_NAMED})\s+la\s+)?"
        rf"(?P<lv_x>{_NAMED})\s+(?:la|madhe|madhye|mdhe)\s+(?P<lv_v>{_LIVES})\b"
    ),
    # "mi Infosys madhe kaam karto", "baba sugar factory madhe kaam karayche": … work(s) at ….
    "works": (
        rf"(?:\b(?P<wk_who>{_WHO_WORDS})\s+)?(?P<wk_x>{_NAMED}|[a-z]+\s+(?:factory|company|"
        rf"bank|office|hospital|school))\s+{_IN}\s+(?:(?P<wk_role>{_ROLE})\s+(?:mhanun\s+)?)?"
        rf"(?:kaam|job|naukri)\s+(?P<wk_v>{_WORKS})\b(?:\s+(?P<wk_in>{_NAMED})\s+la\b)?"
    ),
    # "mi Thane la Saraswati Vidyalaya madhe shikavte": I work at … in … as a teacher.
    "teaches": (
        rf"\b(?P<tc_who>{_WHO_WORDS})\s+(?:(?P<tc_in>{_NAMED})\s+la\s+)?(?P<tc_x>{_NAMED})\s+"
        rf"(?:madhe|madhye|mdhe|la)\s+(?:(?P<tc_what>[A-Z]?[a-z]+)\s+)?(?P<tc_v>{_TEACHES})\b"
    ),
    # "Splendor vikli": sold the ….
    "sold": r"\b(?P<sl_x>(?-i:[A-Z])[\w-]*)\s+(?:vikli|vikla|vikle|viklay|vikun\s+taakli)\b",
    # "navin Activa 6G ghetli": bought a new ….
    "bought": (
        r"\b(?P<bg_new>navin|nava|navi)\s+(?P<bg_x>(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z0-9])[\w-]*)?)"
        r"\s+(?:ghetli|ghetla|ghetle|ghetlay)\b"
    ),
    # "majha birthday 14 August la ahe", "majha vadhdivas 22 March la asto": my birthday is on ….
    "birthday": (
        rf"\b(?P<bd_own>{_OWN})\s+(?:birthday|vadhdivas|vaddivas)\s+(?P<bd_x>\d{{1,2}}\s+"
        r"(?-i:[A-Z])[a-z]+)\s+la\s+(?:aahe|ahe|asto|aste)\b"
    ),
    # "majhi BP chi goli Telma 80 ahe": I take Telma 80 for BP.
    "tablet_is": (
        rf"\b{_OWN}\s+(?:(?P<ti_for>[A-Za-z][\w-]*)\s+(?:chi|sathi\s+chi)\s+)?goli\s+"
        r"(?P<ti_x>(?-i:[A-Z])[\w-]*\s+\d+(?:\.\d+)?(?:\s*(?:mg|mcg|ml)\b)?)\s+(?:aahe|ahe)\b"
    ),
    # "roj Dombivli varun 7:12 chi fast pakadto CST la": every day I catch the 7:12 fast from
    # Dombivli to CST.
    "catches": (
        r"\b(?P<ct_when>roj|daily|dar\s+roj)\s+(?:(?P<ct_from>(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])"
        r"[\w-]*)?)\s+(?:varun|madhun|pasun|la)\s+)?(?P<ct_at>\d{1,2}[:.]\d{2})\s+(?:chi|chya)\s+"
        r"(?P<ct_what>(?:(?:fast|slow|local|train|bus|ac)\s+){0,2}?(?:fast|slow|local|train|bus))\s+"
        r"(?P<ct_v>pakadto|pakadte|pakadtat|pakadtoy|pakadtey)(?:\s+(?P<ct_to>(?-i:[A-Z])[\w-]*)\s+"
        r"(?:la|sathi))?\b"
    ),
    # "mi Persistent madhe senior dev aahe": I work at … as ….
    "works_as": (
        rf"(?:\b(?P<wa_who>{_WHO_WORDS})|\b(?P<wa_own>{_OWN})\s+(?P<wa_kin>{_KIN_WORDS})\s+"
        rf"(?P<wa_name>(?-i:[A-Z])[a-z]+)\s*,?)\s+(?:(?P<wa_of>{_NAMED})\s+chya\s+)?"
        rf"(?P<wa_x>{_NAMED})\s+{_IN}\s+(?P<wa_role>{_ROLE})\s+"
        rf"(?:aahe|ahe|aahot|ahot)\b(?:\s+(?P<wa_in>{_NAMED})\s+la\b)?"
    ),
    # "Persistent join kela": I joined ….
    "joined": (
        rf"(?P<jn_x>{_NAMED})\s+(?:madhe\s+|la\s+)?join\s+(?:kela|keli|kele|kelay|kelya|"
        rf"{_BECAME})\b"
    ),
    # "Infosys sodli", "Tarang la resign dila": I left ….
    "left": (
        rf"(?P<lf_x>{_NAMED})\s+(?:sodla|sodli|sodle|sodlay|sodun\s+dili|la\s+resign\s+"
        r"(?:dila|kela|keli|dili))\b"
    ),
    # "… sodli, ata Cognizant madhe aahe": now I work at ….
    "now_at": (
        rf"\b(?:ata|aata)\s+(?:(?P<na_of>{_NAMED})\s+chya\s+)?(?P<na_x>{_NAMED})\s+(?:madhe|madhye)"
        rf"(?:\s+(?:aahe|ahe)\b(?:\s+(?P<na_in>{_NAMED})\s+la\b)?|(?=\s*[,.;!?]))"
    ),
    # "majhi transfer zali ahe": I got transferred.
    "transferred": (
        rf"\b{_OWN}\s+transfer\s+(?:zali|zala|zhali|zhala|jhali|jhala)(?:\s+(?:aahe|ahe))?"
        r"(?:\s+na)?(?:\s+(?P<tf_end>shevti|finally))?\b"
    ),
    # "majha number 98230 12345 aahe": my number is ….
    "is": (
        rf"\b(?P<is_own>{_OWN})\s+(?P<is_what>{_THING})\s+(?P<is_x>{_PHONE}|{_EMAIL})"
        r"(?:\s+(?:aahe|ahe))?\b"
    ),
    # "ata 7028456712 vaparto", "ata navin email vaparto …": now my number is ….
    "now_uses": (
        rf"\b(?:ata|aata)\s+(?:(?:navin|nava|new)\s+)?(?:(?P<nu_what>{_THING})\s+)?"
        rf"(?:(?P<nu_x>{_PHONE}|{_EMAIL})\s+(?:vaparto|vaparte|vapartoy|vapartey)|"
        rf"(?:vaparto|vaparte|vapartoy|vapartey)\s+(?P<nu_y>{_PHONE}|{_EMAIL}))"
    ),
    # "navin Jio number ghetla - 97654 20815": my new number is ….
    "new_number": (
        rf"\b(?:navin|nava|new)\s+(?:(?-i:[A-Z])\w*\s+)?(?:number|no|sim)\s+(?:ghetla|ghetli|"
        rf"ghetlay)\s*[-–:,]?\s*(?P<nn_x>{_PHONE})"
    ),
    # "majha salary account Cosmos Bank madhe aahe", "majha office Hinjewadi Phase 2 la aahe":
    # my … is with …, is in ….
    "home_is": (
        rf"\b(?P<hm_own>{_OWN})\s+(?P<hm_what>(?:[a-z]+\s+){{0,2}}?(?:office|account|flat|"
        rf"ghar|gaav|class|school|college|clinic|shop))\s+(?P<hm_x>{_NAMED})\s+{_IN}\s+"
        r"(?:(?P<hm_on>chalu)\s+)?(?:aahe|ahe)\b"
    ),
    # "amcha gaav Sangli javal aahe": our village is near ….
    "near_is": (
        rf"\b(?P<nr_own>{_OWN})\s+(?P<nr_what>gaav|ghar|office|flat)\s+(?P<nr_x>{_NAMED})\s+"
        r"javal\s+(?:aahe|ahe)\b"
    ),
    # "amcha ghari Airtel Xstream fiber aahe", "ata ghari Jio Fiber aahe": my internet is ….
    "internet": (
        rf"(?:\b(?P<it_own>{_OWN})\s+)?(?:\b(?P<it_now>ata|aata)\s+)?\bghari\s+(?P<it_x>{_CAP}"
        r"(?:\s+[\w-]+){0,2}?\s+(?:fiber|fibre|broadband|wifi|internet|net))\s+(?:aahe|ahe)\b"
    ),
    # "majha MetaMask wallet aahe", "majhi grey Activa aahe": I have a ….
    "have": (
        rf"\b(?P<hv_own>{_OWN})\s+(?P<hv_x>(?:[a-z]+\s+)?(?-i:[A-Z])[\w-]*(?:\s+[\w-]+)?)\s+"
        r"(?:aahe|ahe)(?=\s*(?:[,.;:!?\n]|$))"
    ),
    # "mala type 2 diabetes aahe", "baba la thyroid aahe": I have …, my dad has ….
    "has": (
        rf"(?:\b(?P<hs_me>mala|mla)|\b(?P<hs_who>{_KIN_WORDS})\s+la)\s+(?P<hs_x>(?:type\s+[12]\s+)?"
        r"(?:diabetes|sugar|bp|thyroid|asthma|cholesterol|migraine|arthritis|pcod|pcos|"
        r"high\s+bp|blood\s+pressure))\s+(?:aahe|ahe|zala|zali|zalay)\b"
    ),
    # "mi BP sathi Telma 20 gheto roj sakali": I take Telma 20 every morning for BP.
    "takes": (
        rf"(?:\b(?P<tk_who>{_WHO_WORDS}|{_KIN_WORDS})\s+)?(?:(?P<tk_for>[A-Za-z][\w-]*)\s+"
        r"(?:sathi|sathi\s+mhanun)\s+)?(?P<tk_x>(?-i:[A-Z])[\w-]*\s+\d+(?:\.\d+)?(?:\s*(?:mg|mcg|"
        r"ml|units?|iu)\b)?)\s+(?:(?P<tk_when>roj\s+sakali|roj\s+ratri|roj|dar\s+roj|sakali|"
        rf"ratri)\s+)?(?P<tk_v>{_TAKES})\b(?:\s+(?P<tk_when2>roj\s+sakali|roj\s+ratri|roj))?"
    ),
    # "doctor ne mala BP sathi Telma 40 dili aahe": I take Telma 40 for BP.
    "given": (
        r"\b(?:doctor|dr\.?\s+(?-i:[A-Z])\w*)(?:\s+\([^()\n]{1,30}\))?\s+(?:ne\s+|ni\s+)?(?:mala\s+)?"
        r"(?:(?P<gv_for>[A-Za-z][\w-]*)\s+sathi\s+)?(?P<gv_x>(?-i:[A-Z])[\w-]*\s+\d+(?:\.\d+)?"
        r"(?:\s*(?:mg|mcg|ml)\b)?)\s+(?:chi\s+goli\s+)?(?:dili|dilya|dile|lihun\s+dili)"
        r"(?:\s+(?:aahe|ahe))?\b"
        r"(?:\s*,\s*(?P<gv_when>roj\s+sakali|roj\s+ratri|roj))?"
    ),
    # "dose kami kela, ata Telma 20 roj sakali": lowered the dose, now I take Telma 20 ….
    "dose_now": (
        r"\b(?P<dn_what>dose|goli)\s+(?P<dn_how>kami|vadhavla|vadhavli|vadhvla|vadhvli|badalla|badalli)"
        r"(?:\s+(?:kela|keli|kelay|kelya))?\s*[,—–-]?\s+(?:(?:ata|aata)\s+)(?P<dn_x>(?-i:[A-Z])"
        r"[\w-]*\s+\d+(?:\.\d+)?(?:\s*(?:mg|mcg|ml)\b)?)(?:\s+(?:ghyaychi|ghyaycha|gheto|ghete))?"
        r"(?:\s+(?P<dn_when>roj\s+sakali|roj\s+ratri|roj))?"
    ),
    # "Telma 20 varun 40 keli": raised Telma from 20 to 40.
    "dose_to": (
        r"\b(?P<dt_med>(?-i:[A-Z])[\w-]*)\s+(?P<dt_from>\d+(?:\.\d+)?)\s+varun\s+"
        r"(?P<dt_n>\d+(?:\.\d+)?)\s+(?:keli|kela|kelay|zali|zala)\b"
    ),
    # "majhi mulgi Sai tisri madhe aahe, Centre Point School": my daughter Sai is in class 3 at ….
    "in_class": (
        r"\b(?P<ic_n>pahili|pahilit|dusri|dusrit|tisri|tisrit|chauthi|chauthit|pachvi|sahavi|"
        r"satvi|athvi|navvi|dahavi|\d{1,2}(?:st|nd|rd|th|vi|va|li|ri|thi)(?:\s+(?:std|standard|"
        r"class))?)\s+"
        rf"(?:madhe|madhye|la|mdhe)\s+(?:aahe|ahe|shikte|shikto)\s*,?\s+(?P<ic_at>{_NAMED})"
    ),
    # "X madhe admit thevlay": admitted to hospital at ….
    "admitted": (
        rf"\b(?P<ad_x>{_NAMED})\s+(?:madhe|la)\s+admit\s+(?:thevlay|thevla|thevli|kela|keli|kelay|"
        r"aahe|ahe|zali|zala)\b"
    ),
    # "majha pagar kiti aahe te kadhich lakshat thevu nakos", "… cha vishay parat kadhu nakos",
    # "majhya ex baddal … lakshat thevu nakos": please never bring up … again.
    "never_again": (
        r"\b(?P<ng_x>(?:(?!(?:ani|pan|plz|please|kal|ata)\b)[\w'’-]+\s+){1,4}?)"
        r"(?:kiti\s+(?:aahe|ahe)\s+te|(?:cha|chi|chya|che)\s+vishay(?:\s+(?:nako|kadhu\s+nakos)\s*,"
        rf")?|(?:cha|chya|chi)?\s*baddal|te)\s*,?\s+{_DONT}"
    ),
    # "Priya baddal": about ….
    "about": r"\b(?P<ab_x>(?:majhya\s+)?[\w-]+)\s+baddal\b",
    # "chulat bhau", "mavas bahin": cousin.
    "cousin": r"\b(?:chulat|mavas|mames|aate)\s+(?:bhau|bahin)\b",
    # "aai chya", "baba la": my mum's, my dad (to whom, or who has).
    "kin_of": rf"\b(?P<ko_kin>{_KIN_WORDS})\s+(?P<ko_of>chya|chi|cha|che|la)\b",
    "gloss": (
        r"\b(?P<word>mi|majha|majhi|majhe|majhya|maza|mazi|maze|mazya|amcha|amchi|amche|amchya|"
        r"aamcha|aamchi|amhi|aamhi|mala|ata|aata|navin|juna|pagar|gudhga|gudhgyachya|gudhgyache|"
        r"gudhgyacha|" + _KIN_WORDS + r")\b(?!['’]s\b)"
    ),
}
_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
# The classes said in words: "tisri" third.
_CLASSES = {
    "pahili": 1, "dusri": 2, "tisri": 3, "chauthi": 4, "pachvi": 5, "sahavi": 6, "satvi": 7,
    "athvi": 8, "navvi": 9, "dahavi": 10,
}  # fmt: skip
_PLACES = {"ghar": "house", "gaav": "village"}
_WHEN = {"roj sakali": "every morning", "roj ratri": "every night", "roj": "every day",
         "dar roj": "every day", "sakali": "in the morning", "ratri": "at night"}  # fmt: skip


def _kin(word: str, before: str) -> str:
    """A word for family, in English, with "my" when nothing before owns it ("aai" is my mum,
    "amchi aai" our mum: :func:`memwarden.roman.kin_read`)."""
    return kin_read(word, before, _KIN, _OWNERS)


def _glossed(words: str, before: str = "") -> str:
    """``words`` with Marathi's words for ownership and family read as English's."""

    def one(match: re.Match[str]) -> str:
        folded = match.group(0).casefold()
        if folded in _KIN:
            return _kin(folded, before + match.string[: match.start()])
        return _WORDS.get(folded, match.group(0))

    # ("aai chya hospital": my mum's hospital; "divorce chya case": the divorce case)
    words = re.sub(
        rf"\b({_KIN_WORDS})\s+(?:chya|chi|cha|che)\b", r"\1's", words, flags=re.IGNORECASE
    )
    words = re.sub(r"\s+(?:chya|chi|cha|che)\b", "", words, flags=re.IGNORECASE)
    return _WORD.sub(one, words)


def _doer(match: re.Match[str], doer: str) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else
    (:func:`memwarden.roman.told_by`); else nothing."""
    return told_by(match, doer, _NO_DOER)


def _by_ending(verb: str | None, who: str | None, doer: str = "I") -> str:
    """Who did it: the one said (``who``, "amhi" we), else by the ending of ``verb`` ("zalo" I,
    "zale" we)."""
    if who:
        return _WHO[who.casefold()]
    if not verb:
        return doer
    return _DOERS.get(verb.casefold()[-2:], doer)


def _a(word: str) -> str:
    """``word`` after its article ("an engineer", "a senior dev")."""
    return f"{'an' if word[:1] in 'aeiouAEIOU' else 'a'} {word}"


def _when(said: str | None) -> str:
    """When a dose is taken, in English (" every morning" of "roj sakali"), or nothing."""
    return f" {_WHEN[' '.join(said.casefold().split())]}" if said else ""


def _lives(match: re.Match[str]) -> str:
    group = match.group
    verb = group("lv_v").casefold()
    said = group("lv_who")
    if said:
        who = _WHO[said.casefold()]
    elif verb.endswith(("tat", "atat")):
        who = "they"
    else:
        who = "I"
    place = group("lv_x")
    if group("lv_in"):
        # ("Kolhapur la Rajarampuri madhe rahtat": in Rajarampuri, Kolhapur)
        place = f"{place}, {group('lv_in')}"
    if not said:
        before = match.string[: match.start()]
        clause = re.split(r"[,.;:!?\n]", before)[-1]
        if re.search(rf"\b(?:{_KIN_WORDS})\b|(?-i:\b[A-Z][a-z]+\b)", clause, re.IGNORECASE):
            return f"{'live' if who == 'they' else 'lives'} in {place}"
    verb = "live" if who in ("I", "we", "they") else "lives"
    return f"{who} {verb} in {place}"


def _works(match: re.Match[str]) -> str:
    group = match.group
    said = group("wk_who")
    verb = group("wk_v").casefold()
    role = f" as {_a(group('wk_role'))}" if group("wk_role") else ""
    place = group("wk_x") + _in(group("wk_in"))
    if verb.startswith("karay"):
        # ("baba sugar factory madhe kaam karayche": my dad used to work at a sugar factory)
        return f"used to work at {place if place[:1].isupper() else _a(place)}{role}"
    if said:
        who = _WHO[said.casefold()]
    else:
        before = match.string[: match.start()]
        clause = re.split(r"[,.;:!?\n]", before)[-1]
        if re.search(rf"\b(?:{_KIN_WORDS})\b|(?-i:\b[A-Z][a-z]+\b)", clause, re.IGNORECASE):
            return f"{'work' if verb.endswith('tat') else 'works'} at {place}{role}"
        who = "they" if verb.endswith("tat") else "I"
    return f"{who} {'work' if who in ('I', 'we', 'they') else 'works'} at {place}{role}"


def _in(said: str | None) -> str:
    """Where a workplace is (" in Hinjewadi Phase 1" of "Hinjewadi Phase 1 la"), or nothing."""
    return f" in {said}" if said else ""


def _takes(match: re.Match[str]) -> str:
    group = match.group
    who = group("tk_who")
    when = _when(group("tk_when") or group("tk_when2"))
    why = f" for {_up(group('tk_for'))}" if group("tk_for") else ""
    what = f"{group('tk_x')}{when}{why}"
    if who and who.casefold() in _KIN:
        return f"{_kin(who, match.string[: match.start()])} takes {what}"
    if who:
        doer = _WHO[who.casefold()]
        return f"{doer} {'take' if doer in ('I', 'we', 'they') else 'takes'} {what}"
    if group("tk_v").casefold().endswith("at"):
        # ("baba la thyroid aahe, Thyronorm 50 ghetat": my dad takes it)
        sentence = re.split(r"[.!?\n]", match.string[: match.start()])[-1]
        kin = re.findall(rf"\b(?:{_KIN_WORDS})\b", sentence, re.IGNORECASE)
        if kin:
            return f"{_kin(kin[-1], '')} takes {what}"
        return f"takes {what}"
    return f"I take {what}"


def _up(word: str) -> str:
    """An illness's short name as it is written in English ("BP")."""
    return word.upper() if word.casefold() in ("bp", "pcod", "pcos") else word


def _never(match: re.Match[str]) -> str:
    said = match.group("ng_x").strip()
    what = _glossed(said, match.string[: match.start()])
    return f"please never bring up {what} again"


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    group = match.group
    if kind == "moved_from":
        who = _by_ending(group("mf_v"), group("mf_who"))
        return f"{_doer(match, who)}moved from {group('mf_a')} to {group('mf_b')}"
    if kind == "thing_moved":
        own = _MY[group("tm_own").casefold()]
        return f"now {own} {group('tm_what')} is in {group('tm_x')}"
    if kind == "moved_to":
        who = _by_ending(group("mt_v") or group("mt_v2"), group("mt_who"))
        return f"{_doer(match, who)}moved to {group('mt_x') or group('mt_y')}"
    if kind == "lives":
        return _lives(match)
    if kind == "works":
        return _works(match)
    if kind == "teaches":
        who = _WHO[group("tc_who").casefold()]
        verb = "work" if who in ("I", "we", "they") else "works"
        what = f"{group('tc_what')} teacher" if group("tc_what") else "teacher"
        return f"{who} {verb} at {group('tc_x')}{_in(group('tc_in'))} as {_a(what)}"
    if kind == "sold":
        return f"{_doer(match, 'I')}sold the {group('sl_x')}"
    if kind == "bought":
        return f"{_doer(match, 'I')}bought a new {group('bg_x')}"
    if kind == "birthday":
        return f"{_MY[group('bd_own').casefold()]} birthday is on {group('bd_x')}"
    if kind == "tablet_is":
        why = f" for {_up(group('ti_for'))}" if group("ti_for") else ""
        return f"I take {group('ti_x')} tablet{why}"
    if kind == "catches":
        who = "they" if group("ct_v").casefold().endswith("at") else "I"
        start = f" from {group('ct_from')}" if group("ct_from") else ""
        to = f" to {group('ct_to')}" if group("ct_to") else ""
        return f"every day {who} catch the {group('ct_at')} {group('ct_what')}{start}{to}"
    if kind == "works_as":
        place = group("wa_x")
        if group("wa_of"):
            place = f"{group('wa_of')}'s {place}"  # ("Mahindra chya Kandivli plant")
        where = f"{place}{_in(group('wa_in'))} as {_a(group('wa_role'))}"
        if group("wa_kin"):
            # ("majha navra Amit, … madhe design engineer aahe": my husband Amit works at …)
            own = _MY[group("wa_own").casefold()]
            return f"{own} {_KIN[group('wa_kin').casefold()]} {group('wa_name')} works at {where}"
        who = _WHO[group("wa_who").casefold()]
        return f"{who} {'work' if who in ('I', 'we', 'they') else 'works'} at {where}"
    if kind == "joined":
        return f"{_doer(match, 'I')}joined {group('jn_x')}"
    if kind == "left":
        return f"{_doer(match, 'I')}left {group('lf_x')}"
    if kind == "now_at":
        # (with a job left, joined or a transfer told in the same message: "… sodli yaar, ata
        # Cognizant madhe aahe", "ata Nerul chya … madhe, Monday pasun join karaycha")
        said = match.string[: match.start()] + " " + match.string[match.end() :]
        if not re.search(r"\b(?:sodla|sodli|sodle|sodlay|resign|join|transfer)\b", said, re.I):
            return group(0)
        return f"now I work at {group('na_x')}{_in(group('na_in') or group('na_of'))}"
    if kind == "transferred":
        return f"I got transferred{' finally' if group('tf_end') else ''}"
    if kind == "is":
        own = _MY[group("is_own").casefold()]
        what = _glossed(group("is_what"))
        return f"{own} {what} is {group('is_x')}"
    if kind == "now_uses":
        value = group("nu_x") or group("nu_y")
        what = "email" if "@" in value else "number"
        return f"now my new {what} is {value}"
    if kind == "new_number":
        return f"my new number is {group('nn_x')}"
    if kind == "home_is":
        own = _MY[group("hm_own").casefold()]
        what = {"ghar": "house", "gaav": "village"}.get(
            group("hm_what").casefold(), group("hm_what")
        )
        if re.search(r"\b(?:account|card|loan)$", what, re.IGNORECASE):
            return f"{own} {what} is with {group('hm_x')}"
        return f"{own} {what} is in {group('hm_x')}"
    if kind == "near_is":
        own = _MY[group("nr_own").casefold()]
        what = {"ghar": "house", "gaav": "village"}.get(
            group("nr_what").casefold(), group("nr_what")
        )
        return f"{own} {what} is near {group('nr_x')}"
    if kind == "internet":
        now = "now " if group("it_now") else ""
        return f"{now}my internet is {group('it_x')}"
    if kind == "have":
        return f"I have {_a(group('hv_x'))}"
    if kind == "has":
        what = _up(group("hs_x"))
        if group("hs_me"):
            return f"I have {what}"
        return f"{_kin(group('hs_who'), match.string[: match.start()])} has {what}"
    if kind == "takes":
        return _takes(match)
    if kind == "given":
        why = f" for {_up(group('gv_for'))}" if group("gv_for") else ""
        return f"I take {group('gv_x')}{_when(group('gv_when'))}{why}"
    if kind == "dose_now":
        how = group("dn_how").casefold()
        verb = "lowered" if how == "kami" else "changed" if how.startswith("bad") else "raised"
        if group("dn_what").casefold() == "goli":
            # ("goli badalli — ata Telma 80": the tablet changed, now I take the Telma 80 one)
            return f"{verb} the tablet, now I take {group('dn_x')} tablet{_when(group('dn_when'))}"
        return f"{verb} the dose, now I take {group('dn_x')}{_when(group('dn_when'))}"
    if kind == "dose_to":
        return f"raised my {group('dt_med')} from {group('dt_from')} to {group('dt_n')}"
    if kind == "in_class":
        said = group("ic_n").casefold()
        n = _CLASSES.get(said.removesuffix("t"))
        n = n or int(re.match(r"\d+", said).group(0))  # type: ignore[union-attr]  # ("6vi")
        nth = {1: "st", 2: "nd", 3: "rd"}.get(n if n < 20 else n % 10, "th")
        return f"is in {n}{nth} standard at {group('ic_at')}"
    if kind == "admitted":
        return f"admitted to hospital at {group('ad_x')}"
    if kind == "never_again":
        return _never(match)
    if kind == "about":
        return f"about {_glossed(group('ab_x'))}"
    if kind == "cousin":
        before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
        return "cousin" if before[0].casefold() in _OWNERS else "my cousin"
    if kind == "kin_of":
        kin = _kin(group("ko_kin"), match.string[: match.start()])
        return kin if group("ko_of").casefold() == "la" else f"{kin}'s"
    word = group("word")
    folded = word.casefold()
    read = _kin(word, match.string[: match.start()]) if folded in _KIN else _WORDS[folded]
    return read[:1].upper() + read[1:] if word[:1].isupper() and read != "I" else read


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_marathi, _READ, _reading)
