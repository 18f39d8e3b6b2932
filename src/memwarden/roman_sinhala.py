"""Colombo, Kandy, Galle, Kurunegala, Negombo and Matara English mixed with Romanized Sinhala,
read as English, for the door's reading only.

Many people in Sri Lanka type Sinhala in Latin letters between English words: "mama Dehiwala
annex ekaka inne", "last week api Nugegoda ekata maaru una", "mage number eka 0718765432",
"thaththa ge cancer eka gana nam mathaka thiyaganna epa". Sinhala puts the verb last and marks a
place with an ending or a word after it ("Nugegoda ekata" to Nugegoda, "annex eke" in the annex,
"Dubai wala" in Dubai, "bus eken" by bus, "thaththa ge" my dad's), and says "X is Y" as "X Y"
with no verb at all ("ape gedara Kurunegala": our home is Kurunegala), so word for word the
door's English rules find nothing in it. A text that shows enough of Sinhala's own small words
(:func:`reads_words`: "thiyenawa", "innawa", "inne", "karanawa", "gedara", "ekata", "ekka",
"epa" …, not the words Sri Lankan English shares with Tamil and Hindi, such as "amma", "akka",
"machan", "aiyo", "putha" and "duwa", which a text in English has too, nor the English-looking
"mage", "dan", "api" and "una", which tell it only beside another of its words) has its
commonest statements read in English order, the way :mod:`memwarden.roman_nepali` reads
Nepali's — where one lives ("mama Dehiwala annex ekaka inne", "mama inne Nugegoda …", "dan inne
Kuliyapitiya", "mama Negombo, Kochchikade langa", "ape gedara Kurunegala"), a move ("api
Nugegoda ekata maaru una", "gedara maaru kala"), where one works and as what ("dan mama Negombo
boutique shop ekaka cashier", "mage rassawa … eke cashier wada", "mama Peradeniya campus eke
lecturer kenek", "mage ayya Dubai wala hotel ekaka chef widiyata wada karanawa"), a job left
("factory wada athaeriya kala"), one's number ("mage number eka …", "aluth number eka …"), one's
salary account ("mage salary enne BOC account ekata", "Salary account eka dan HNB ekata maaru
kala"), a dose taken or changed ("Doctor mata metformin 500mg … deela thiyenawa", "doctor
metformin eka 1000mg … wenas kala"), a child's school ("mage duwa Nethmi, Kandy Girls' High
School eke grade 8"), a topic one asks never to be kept ("… gana mathaka thiyaganna epa",
"… gana kiyanna epa", "… gana mathak karanna epa") — and its words for family and ownership as
English's ("thaththa" my dad, "malli" my younger brother, "mage duwa" my daughter, "ape" our).
Each reading replaces one stretch of the text, so a span read in the English can be found again
in what was said (:func:`readings`). The memory keeps the person's own words.

A value told with "eka" (the one) is read as told ("password eka Nimali@1988": password is …),
and a number told after the document the sentence named ("passport eka awa, number eka …") as
that document's number, so that the door's secrets find them. "X langa" (near X) is read as the X
area; "parana" (old) as old ("mage parana boyfriend", an ex); a split from a spouse ("mahaththaya
ekka separate una") as one. A home told with no one named ("… eke inne") is not the person's when
the sentence named one of the family before it ("mage mahaththaya Ruwan three-wheeler ekak
duwanawa, Dehiwala junction park eke inne": he waits there), and "innawa" (there is) tells no
home ("gedara balla Rocky innawa", our dog Rocky).

A second blind set (v123) taught it more of the same language: a move from one place to another
("api Dehiwala annex eken Nugegoda walata maaru una") and on a day ("api giya Sunday … flat
ekata maaru una": last Sunday, into a flat); a new number told with its carrier ("mage aluth
number eka Dialog …"); work told with a place and no role ("mage nangi Italy, Milan wala nursing
home ekaka wada", "… Incheon langa factory ekaka wada karanne": at a factory near Incheon) or
with a role ("mama … garment factory eke machine operator widiyata wada karanne"); a job left at
a place with no verb after it ("mama factory eke rassawa athaeriya!!"); a child's school told
without the child's name ("ape putha Dharmaraja eke grade 9 ne"); a dose told as the tablet's
strength alone ("ow mama metformin 500 … bonawa ne"); a login told as user / password ("login
eka … / …"); a wish with two topics ("mage depression eka gana, sertraline beheth gana …
epa") or with "ayeth", "kisima deyak" in it; and a word of feeling with one calling a friend or
an elder sister ("ane machan", "Ane akke") read as one opening.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .roman import kin_read, read_with, told_by, told_in_words

__all__ = ["english", "readings", "reads_roman_sinhala", "reads_words"]

# Sinhala's small words as typed in Latin letters: pronouns and whose ("mama" I, "mage" my,
# "mata" to me, "api" we, "ape" our, "apita" to us, "oya" you, "oyage" your), the endings and
# words after a noun ("eka"/"eke"/"ekata"/"ekaka" the one, in it, to it, in one, "ge" of, "ta"
# to, "wala" in, "eken" from, "ekka"/"gawa" with, "langa" near), now and before ("dan", "dang"
# now, "aluth" new, "kalin"/"issara" before, "idan" since), what is and was done ("thiyenawa"
# there is, "innawa"/"inne" live, stay, "karanawa" do, "una" became, "kala" did, "giya" went,
# "maaru una" moved, "wenas una" changed, "athaeriya kala" quit), the words of a wish ("epa"
# don't, "mathaka thiyaganna" keep in mind, "kiyanna" tell, "amathaka karanna" forget) and for
# family.
_CUES = frozenset(
    """
    mama mage mata api ape apita oya oyage eyage eya eka eke ekata ekaka ekak ekath ekka gawa
    langa langama wala walin eken ge dan dang aluth kalin issara idan thiyenawa thiyanawa
    thiyana innawa inne inna karanawa karanne kala kale karala una wuna giya maaru maru wenas
    athaeriya resign epa neda ne naha nathuwa mathaka mathak thiyaganna kiyanna amathaka katha
    karanna gedara wada rassawa job beheth pethi dose wadi adu thamai thama nam gana amma
    thaththa appachchi ayya akka malli nangi putha duwa mahaththaya nona birinda swami achchi
    seeya bappa nanda massina puluwan puluwanda kiyala wenawa yanawa enawa bonawa bonne
    dawasata kenek widiyata ada heta iye
    """.split()
)
# … of which these are no other language's typed in Latin letters (the English-looking "mage",
# "dan", "api", "una", "ne", and Tamil's and Hindi's "amma", "akka", "appa" are not among them).
_STRONG = frozenset(
    """
    mata ape apita oyage eyage ekata ekaka ekak ekath ekka langama walin eken aluth kalin
    issara idan thiyenawa thiyanawa innawa inne karanawa karanne kala karala wuna giya maaru
    wenas athaeriya epa neda naha nathuwa mathaka mathak thiyaganna kiyanna amathaka karanna
    gedara rassawa beheth pethi thamai appachchi nangi mahaththaya puluwan puluwanda kiyala
    wenawa yanawa enawa bonawa bonne dawasata kenek widiyata
    """.split()
)
# … of which these tell it alone ("mama Dehiwala annex ekaka inne", "ape gedara Kurunegala").
_ALONE = frozenset(
    """
    ekata ekaka ekath ekka thiyenawa thiyanawa innawa inne karanawa karanne maaru athaeriya
    epa mathaka thiyaganna amathaka gedara rassawa beheth thamai appachchi mahaththaya
    puluwan puluwanda kiyala wenawa yanawa enawa bonawa bonne dawasata kenek widiyata
    langama walin eken duwanawa idan karapu salli ewanne hamadama paawichchi kohomada
    ikmanata thaniyen masema
    """.split()
)
# … and these of its pairs ("mage … eka" my …, "dan … inne"): a word of the first with one of the
# second.
_PAIRS = (
    (frozenset(("mage", "ape", "mata")), frozenset(("eka", "eke", "una", "kala", "giya", "wada"))),
    (frozenset(("dan", "dang", "aluth")), frozenset(("una", "kala", "giya", "eka", "eke"))),
    (
        frozenset(("malli", "nangi", "thaththa", "putha", "duwa")),
        frozenset(("eka", "eke", "ge", "giya", "una")),
    ),
    (frozenset(("mama", "mage")), frozenset(("langa",))),
)
_WORD = re.compile(r"[^\W\d_]+")


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in Romanized
    Sinhala at least in part: one of its words no other language has (or a verb of its own,
    ending in "-nawa": "karanawa", "gannawa"), or two of its own small words and a third of its
    small words, or one of its pairs of words."""
    return told_in_words(said, _CUES, _STRONG, _ALONE, _PAIRS) or any(
        len(word) >= 6 and word.endswith("nawa") for word in said
    )


@lru_cache(maxsize=4096)
def reads_roman_sinhala(text: str) -> bool:
    """Whether ``text`` is written in Romanized Sinhala at least in part (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "Stanley Thilakaratne Mawatha", "Girls' High School", "Ja-Ela".
_CAP = r"(?<![\w'’])(?-i:[A-Z0-9]|[a-z](?=[A-Z]))[\w'’.&/@#$%*+-]*"
_NAMED = (
    rf"{_CAP}(?:\s+(?:{_CAP}|(?-i:mawatha|para|patte|road|junction|campus|hospital|school|"
    r"college|bank|branch|office|annex|lane)\b))" + r"{0,5}"
)
# "giya Sunday" last Sunday, "giya sathiye" last week, "giya maase" last month.
_DAYS = (
    r"(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|sathiye|sumane|maase|"
    r"week|month|awurudde)"
)
# The kinds of a home ("flat ekata", "podi gedarak").
_HOMES = r"(?:flat|annex|house|gedara|apartment|room|boarding)"
# Who: "mama" I, "api" we.
_WHO = {"mama": "I", "api": "we", "mamai": "I"}
_WHO_WORDS = r"(?:mama|api)"
# Whose: "mage" my, "ape" our.
_MY = {"mage": "my", "ape": "our", "oyage": "your", "eyage": "their", "apey": "our"}
_OWN = r"(?:mage|ape|oyage)"
# Sinhala's words for family, in English.
_KIN = {
    "amma thaththa": "parents", "amma": "mum", "thaththa": "dad", "appachchi": "dad",
    "ayya": "elder brother", "aiya": "elder brother", "akka": "elder sister",
    "malli": "younger brother", "nangi": "younger sister", "putha": "son", "duwa": "daughter",
    "mahaththaya": "husband", "swami": "husband", "birinda": "wife", "nona": "wife",
    "achchi": "grandma", "seeya": "grandpa", "loku amma": "aunt", "bappa": "uncle",
    "nanda": "aunt", "massina": "cousin",
}  # fmt: skip
_KIN_WORDS = "|".join(k.replace(" ", r"\s+") for k in sorted(_KIN, key=len, reverse=True))
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your", *_MY))
# The endings of a place: "ekata" to, "eke" in, "ekaka" in one, "wala" in, "ta" to.
_AT = r"(?:ekaka|eke|ekke|wala|ekata|ata|ta)"
# A medicine and its dose: "metformin 500mg", "metformin eka 1000mg".
_DOSED = (
    r"(?<![\w'’])(?P<{0}_med>[A-Za-z][a-z][\w-]+)\s+(?:eka\s+)?"
    r"(?P<{0}_dose>\d+(?:\.\d+)?\s*(?:mg|mcg|ml))\b"
)
# … or told as the tablet's strength alone ("mama metformin 500 udeta ekak … bonawa").
_DOSED_BARE = _DOSED.replace(r"\s*(?:mg|mcg|ml))\b", r"\s*(?:mg|mcg|ml)|\d{{2,4}})\b")
# A phone number, an email.
_PHONE = r"\+?\d[\d\s-]{6,}\d"
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
# Up to four words of a place or a role that is not a name ("boutique shop", "hotel").
_SOME = r"(?:[\w'’.&-]+\s+){0,3}?[\w'’.&-]+"
# Sinhala's verbs that end a clause (no role: "… ekaka inne", lives in …).
_VERBS = r"(?:inne|innawa|thiyenawa|thiyanawa|karanne|karanawa|yanne|yanawa|enne|enawa|giya|una)"
# Words that end a clause with no verb ("ne", "neda" isn't it).
_TAG = r"(?:\s+(?:ne|neda|thamai|thama))?"
# The words of a wish: "mathaka thiyaganna epa" don't keep in mind, "mathak karanna epa" don't
# bring up, "kiyanna epa" don't tell, "katha karanna epa" don't talk of, "amathaka karanna"
# forget.
_DONT = (
    r"(?:(?:mathaka\s+thiyaganna|mathak\s+karanna|matak\s+karanna|kiyanna|katha\s+karanna|"
    r"mathak\s+karanne|mathaka\s+thiyanna)\s+(?:epa|epaa|ona\s+na)|amathaka\s+karanna)"
)
_READINGS = {
    # "mage ex Kasun gana mathaka thiyaganna epa", "thaththa ge cancer eka gana nam mathaka
    # thiyaganna epa", "malli Korea giya eka gana …": please never bring up … again.
    "never_again": (
        r"(?<![^\s,.;:!?(])(?P<ng_x>[^\s,.;:!?\n](?:(?!\s+gana\b)[^,.;:!?\n])*?"
        r"(?:\s+gana,\s+(?:(?!\s+gana\b)[^,.;:!?\n])+?)?)"
        r"\s+gana\s+(?:(?:nam|aye|ayeth|ayith|kawadawath|kawadath|ithin|please|kisima|kisi|"
        r"deyak|monawath|monawa|wath)\s+)*"
        rf"{_DONT}\b"
    ),
    # "last week api Nugegoda ekata maaru una", "api gedara maaru kala": … moved (to …).
    "moved": (
        rf"(?:\b(?P<mv_who>{_WHO_WORDS})\s+)?(?:giya\s+(?P<mv_when>{_DAYS})\s+)?"
        rf"(?:(?P<mv_from>{_NAMED})\s+eken\s+)?"
        rf"(?:(?P<mv_to>{_NAMED})(?:\s+(?P<mv_thing>{_HOMES}))?\s+(?:ekata|ta|walata)\s+|"
        r"(?P<mv_house>gedara|annex\s+eka|flat\s+eka)\s+)"
        r"(?:maaru|maru)\s+(?:una|wuna|kala|kale|wuna)\b(?:\s+ne\b)?"
    ),
    # "mama Dehiwala annex ekaka inne", "mama inne Nugegoda …", "dan inne Kuliyapitiya", "amma
    # thaththa inne Peradeniya gedara": … live(s) in ….
    "lives": (
        rf"(?:\b(?P<lv_who>{_WHO_WORDS})\s+|(?<![\w'’])(?P<lv_kin>{_KIN_WORDS})\s+)?"
        r"(?:(?P<lv_now>dan|dang)\s+)?"
        rf"(?:(?P<lv_x>{_NAMED}(?:\s+(?!{_AT}\b)[a-z][\w-]*){{0,2}}?)(?:\s+{_AT})?\s+"
        r"(?:inne|innne)\b|"
        rf"inne\s+(?P<lv_y>{_NAMED}))(?:\s+(?P<lv_near>langa|langama)\b)?"
        r"(?:\s+(?P<lv_size>podi|loku|aluth)?\s*(?P<lv_thing>annex|gedara|flat|room|house|"
        r"apartment|boarding)\s+(?:ekaka|eke|ekak)\b)?"
    ),
    # "mama Negombo, Kochchikade langa", "mama dan Ja-Ela,", "mama Matara": I live in ….
    "i_am_in": (
        rf"(?<![\w'’])(?P<ia_who>mama|api)\s+(?:(?P<ia_now>dan|dang)\s+)?(?P<ia_x>{_NAMED})"
        rf"(?:,\s+(?P<ia_near>{_NAMED})\s+langa)?(?=\s*(?:[,.;!?\n]|$))"
    ),
    # "ape gedara Kurunegala, Wehera patte": our home is in ….
    "home_in": (
        rf"\b(?P<hm_own>{_OWN})\s+gedara\s+(?:(?P<hm_now>dan)\s+)?(?P<hm_x>{_NAMED})"
        r"(?=\s*(?:[,.;!?\n]|$))"
    ),
    # "mage ayya Dubai wala hotel ekaka chef widiyata wada karanawa": my elder brother works
    # as a chef at a hotel in Dubai.
    "kin_works": (
        rf"(?:\b(?P<kw_own>{_OWN})\s+)?(?<![\w'’])(?P<kw_kin>{_KIN_WORDS})\s+"
        rf"(?:(?:(?P<kw_land>{_NAMED}),\s+)?(?P<kw_in>{_NAMED})\s+wala\s+)?"
        rf"(?:(?P<kw_at>{_SOME})\s+(?:ekaka|eke)\s+(?:(?P<kw_role>[a-z][\w-]*)\s+(?:kenek\s+)?"
        r"widiyata\s+)?|(?P<kw_role2>[a-z][\w-]*)\s+(?:kenek\s+)?widiyata\s+)"
        r"wada(?:\s+(?:karanawa|karanne|kara))?\b"
    ),
    # "mage rassawa Negombo boutique shop eke cashier wada": my job is cashier at ….
    "job_is": (
        r"\b(?:mage\s+)?(?:rassawa|job\s+eka|wada)\s+"
        rf"(?P<jb_at>{_SOME})\s+(?:ekaka|eke)\s+(?P<jb_role>[a-z][\w-]*)(?:\s+wada)?\b"
    ),
    # "dan mama Negombo boutique shop ekaka cashier", "mama Peradeniya campus eke lecturer
    # kenek": (now) I work as … at ….
    "works_as": (
        rf"(?:\b(?P<wa_now>dan|dang)\s+)?\bmama\s+(?:(?P<wa_now2>dan|dang)\s+)?"
        rf"(?P<wa_at>{_SOME})\s+(?:ekaka|eke)\s+(?!{_VERBS}\b)(?P<wa_role>[a-z][\w-]*)"
        r"(?:\s+(?:kenek|widiyata))?(?=\s*(?:[,.;!?\n]|$))"
    ),
    # "mama Katunayake garment factory eke machine operator widiyata wada karanne": I work as a
    # machine operator at ….
    "i_work": (
        rf"\bmama\s+(?:(?P<iw_now>dan|dang)\s+)?(?P<iw_at>{_SOME})\s+(?:ekaka|eke)\s+"
        r"(?P<iw_role>(?:[a-z][\w-]*\s+)?[a-z][\w-]*)\s+(?:kenek\s+)?widiyata\s+wada"
        r"(?:\s+(?:karanawa|karanne|kara))?\b"
    ),
    # "factory wada athaeriya kala", "job eka resign kala": I quit the … job.
    "left": (
        r"(?:\b(?P<lf_who>mama)\s+)?"
        rf"(?:(?P<lf_at>{_NAMED})\s+(?:eke|wala)\s+)?"
        r"(?:\b(?!(?:eke|eka|ekata|ekaka|wala|ge|mage|ape)\b)(?P<lf_of>[\w-]+)\s+"
        r"(?P<lf_eke>eke\s+)?)?"
        r"(?:wada|job|job\s+eka|rassawa)\s+"
        r"(?:athaeriya|atharinna|resign|iwara)(?:\s+(?:kala|kale|karala|una)\b|(?=\s*!))"
    ),
    # "mage number eka 0718765432", "aluth number eka …", "mage Dialog number …": my (new)
    # number is ….
    "is": (
        rf"\b(?:(?P<is_own>{_OWN})\s+(?:(?P<is_new2>aluth)\s+)?|(?P<is_new>aluth)\s+)"
        rf"(?:(?P<is_by>{_CAP})\s+)?"
        r"(?P<is_what>number|phone\s+number|mobile\s+number|email|gmail)(?:\s+eka)?\s+"
        r"(?:(?-i:[A-Z][A-Za-z]+)\s+)?"
        rf"(?P<is_x>{_PHONE}|{_EMAIL})"
    ),
    # "password eka Nimali@1988", "number eka N8823114": the password is …, the number is ….
    "value_is": (
        r"\b(?P<vi_what>password|passcode|pin|otp|username|user\s+name|number|code|cvv)\s+eka"
        r"\s+(?=[\w@#$%&*+-]*\d)|\b(?P<vi_login>login|log-in)\s+eka\s+(?=[\w.@+-]{2,40}\s*/)"
    ),
    # near …: "Stanley Thilakaratne Mawatha langa", "Kochchikade langa".
    "near": rf"(?P<nr_x>{_NAMED})\s+(?:langa|langama|kittuwa)\b",
    # "Salary account eka dan HNB ekata maaru kala": my salary account changed, now my salary
    # account is in ….
    "account_now": (
        r"\b(?P<an_what>(?:[\w-]+\s+)?account)\s+eka\s+(?:dan\s+)?"
        rf"(?P<an_x>{_NAMED})\s+(?:ekata|ta)\s+(?:maaru|maru|wenas)\s+(?:kala|una|wuna)\b"
        r"(?:\s+(?P<an_by>office|bank|company)\s+eken\b)?"
    ),
    # "mage salary enne BOC account ekata": my salary comes into ….
    "salary_in": (
        r"\b(?:mage\s+)?salary\s+(?:eka\s+)?enne\s+"
        rf"(?P<si_x>{_NAMED}(?:\s+account)?)\s+(?:ekata|eke|ta)\b"
    ),
    # "doctor metformin eka 1000mg dawasata deparak kiyala wenas kala": the doctor changed …
    "dose_changed": (
        r"\b(?:doctor|dr\.?)\s+(?:mata\s+)?" + _DOSED.format("dc") + r"(?:\s+[\w-]+){0,4}?\s+"
        r"(?:wenas|maaru|maru|wadi|adu)\s+(?:kala|kale|karala|kara)\b"
    ),
    # "Doctor mata metformin 500mg dawasata deparak deela thiyenawa", "Metformin 500 bonawa":
    # I take ….
    "takes": (
        r"(?:\b(?:doctor|dr\.?)\s+(?:mata\s+)?|\bmama\s+)?"
        + _DOSED_BARE.format("tk")
        + r"(?:\s+[\w-]+){0,4}?\s+"
        r"(?P<tk_v>deela\s+thiyenawa|dila\s+thiyenawa|bonawa|bonne|ganne|gannawa)\b"
        r"(?:\s+(?:ne|neda)\b)?"
    ),
    # "mage duwa Nethmi, Kandy Girls' High School eke grade 8": my daughter Nethmi is in grade
    # 8 at ….
    "studies": (
        rf"(?:\b(?P<sd_own>{_OWN})\s+)?(?<![\w'’])(?P<sd_kin>duwa|putha|malli|nangi)\s+"
        r"(?:(?P<sd_name>(?-i:[A-Z])[a-z]+),\s+)?"
        rf"(?P<sd_x>{_NAMED})\s+(?:eke|ekata|ekke)\s+(?P<sd_grade>grade\s+\d{{1,2}})\b"
        r"(?:\s+(?:ne|neda)\b)?"
    ),
    # "mahaththaya ekka separate unata passe": after I split from my husband.
    "split": (
        rf"(?<![\w'’])(?P<sp_kin>{_KIN_WORDS})\s+(?:ekka|ekkala|gawa)\s+(?:separate|divorce)\s+"
        r"(?P<sp_v>unata\s+passe|una|wuna|unaa)\b"
    ),
    # "ane machan last month …", "Ane akke mama …": a word of feeling and one calling a friend,
    # an elder sister or brother ("akke", "ayye"), that open what is said.
    "called": r"(?<![\w'’])(?P<cl_x>(?:ane|aney|anee)\s+(?:machan|akke|ayye))\b(?!\s*[,.!?;:])",
    # "ow mama … bonawa ne": yes, ….
    "yes": r"(?:^|(?<=[.!?]\s))(?P<ys>ow|ow\s+ow|owu)\s+(?=mama\b|api\b)",
    # "thaththa ge", "malli ge": my dad's, my younger brother's.
    "of_kin": rf"(?<![\w'’])(?P<ok_kin>{_KIN_WORDS})\s*ge\b",
    # "thaththa", "malli": my dad, my younger brother.
    "kin": rf"(?<![\w'’])(?P<kn_x>{_KIN_WORDS})\b(?!['’])",
    # "mage", "ape": my, our.
    "gloss": r"\b(?P<word>mage|ape|oyage|parana|aluth)\b(?!['’]s\b)",
}
_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
# Words that may open a clause before a deed told without its doer ("eka nisa …").
_NO_DOER = frozenset(
    "ane machan aiyo ane so and eka nisa ehinda dan dang last week month year ada iye "
    "finally".split()
)


def _kin(word: str, before: str) -> str:
    """A word for family, in English, with "my" when nothing before owns it
    (:func:`memwarden.roman.kin_read`)."""
    return kin_read(" ".join(word.split()), before, _KIN, _OWNERS)


def _doer(match: re.Match[str], doer: str) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else
    (:func:`memwarden.roman.told_by`); else nothing."""
    return told_by(match, doer, _NO_DOER)


def _a(word: str) -> str:
    """``word`` after its article ("an engineer", "a cashier")."""
    return f"{'an' if word[:1] in 'aeiouAEIOU' else 'a'} {word}"


def _whose(who: str) -> str:
    """``who``'s ("my dad's", "my parents'")."""
    return f"{who}'" if who.endswith("s") else f"{who}'s"


# A word of a wish's topic read as English's ("giya" went, "eka" the one, "parana" old).
_THINGS = {
    "eka": "", "ge": "", "giya": "going to", "parana": "old", "nam": "", "beheth": "medicine",
    "leda": "illness", "nadu": "court case",
}  # fmt: skip


def _glossed(words: str, before: str = "") -> str:
    """``words`` with Sinhala's words for ownership, family and things read as English's ("mage
    ex Kasun": my ex Kasun; "thaththa ge cancer eka": my dad's cancer; "malli Korea giya eka":
    my younger brother going to Korea)."""
    words = " ".join(words.split())
    words = re.sub(
        r"\b(\w+)\s+(\w+)\s+giya\b", r"\1 giya \2", words, flags=re.IGNORECASE
    )  # (the verb before where: "Korea giya", going to Korea)
    kin = re.compile(rf"(?:{_KIN_WORDS})", re.IGNORECASE)
    # (a word for family with "ge" joined to it: "ammage leda", my mum's illness)
    words = re.sub(
        r"\b(amma|thaththa|akka|ayya|malli|nangi|putha|duwa)ge\b", r"\1 ge", words, flags=re.I
    )

    def one(match: re.Match[str]) -> str:
        said = match.group(0)
        folded = said.casefold()
        if kin.fullmatch(said):
            read = _kin(folded, before + match.string[: match.start()])
            after = match.string[match.end() :]
            return _whose(read) if re.match(r"\s*ge\b", after, re.IGNORECASE) else read
        return _MY.get(folded, _THINGS.get(folded, said))

    read = re.sub(rf"\b(?:{_KIN_WORDS})\b|[^\W\d_]+", one, words, flags=re.IGNORECASE)
    return " ".join(read.split())


def _never_again(match: re.Match[str]) -> str:
    # (the words that only open the clause are no part of it: "ane", "please")
    said = re.sub(
        r"^(?:(?:ane|aney|please|plz|ithin|eth|haba)\s+)+", "", match.group("ng_x"), flags=re.I
    )
    # (two topics: "mage depression eka gana, sertraline beheth gana …")
    said = re.sub(r"\s+gana,\s+", " and ", said, flags=re.IGNORECASE)
    what = _glossed(said, match.string[: match.start()])
    return f"please never bring up {what} again" if what else match.group(0)


_WHEN = {"sathiye": "week", "sumane": "week", "maase": "month", "awurudde": "year"}


def _moved(match: re.Match[str]) -> str:
    group = match.group
    who = _WHO[group("mv_who").casefold()] if group("mv_who") else _doer(match, "we").strip()
    if group("mv_to"):
        since = f"from {group('mv_from')} " if group("mv_from") else ""
        thing = group("mv_thing") or ""
        thing = f", into a {'house' if thing.casefold() == 'gedara' else thing}" if thing else ""
        when = group("mv_when") or ""
        when = f" last {_WHEN.get(when.casefold(), when)}" if when else ""
        return f"{who} moved {since}to {group('mv_to')}{when}{thing}".strip()
    what = "house" if group("mv_house").casefold() == "gedara" else group("mv_house").split()[0]
    return f"{who} moved {what}".strip()


def _left(match: re.Match[str]) -> str:
    group = match.group
    job = f"the {group('lf_of')} job" if group("lf_of") else "the job"
    if group("lf_of") and group("lf_eke"):
        # ("mama factory eke rassawa athaeriya!!": I quit my job at the factory)
        job = f"my job at the {group('lf_of')}"
    at = f" in {group('lf_at')}" if group("lf_at") else ""
    who = "I " if group("lf_who") else _doer(match, "I")
    return f"{who}quit {job}{at}"


def _kin_before(match: re.Match[str]) -> bool:
    """Whether the sentence before ``match`` names one of the family ("mage mahaththaya Ruwan
    three-wheeler ekak duwanawa, Dehiwala junction park eke inne": he waits there, not we)."""
    sentence = re.split(r"[.!?\n]", match.string[: match.start()])[-1]
    return re.search(rf"(?<![\w'’])(?:{_KIN_WORDS})\b", sentence, re.IGNORECASE) is not None


def _lives(match: re.Match[str]) -> str:
    group = match.group
    if not (group("lv_who") or group("lv_kin")) and _kin_before(match):
        return match.group(0)
    place = group("lv_x") or group("lv_y")
    size = {"podi": "small ", "loku": "big ", "aluth": "new "}.get(
        (group("lv_size") or "").casefold(), ""
    )
    thing = group("lv_thing") or ""
    thing = f", in a {size}{'house' if thing.casefold() == 'gedara' else thing}" if thing else ""
    if group("lv_near"):
        # ("dan inne Stanley Thilakaratne Mawatha langa": now we live near …)
        who = _WHO[group("lv_who").casefold()] if group("lv_who") else _doer(match, "we").strip()
        return f"{who} {'now ' if group('lv_now') else ''}live in the {place} area{thing}".strip()
    now = "now " if group("lv_now") else ""
    if group("lv_kin"):
        who = _kin(group("lv_kin").casefold(), match.string[: match.start()])
    elif group("lv_who"):
        who = _WHO[group("lv_who").casefold()]
    else:
        who = _doer(match, "we").strip()
    one = who and who not in ("I", "we", "they") and not who.endswith("parents")
    return f"{who} {now}{'lives' if one else 'live'} in {place}{thing}".strip()


def _i_am_in(match: re.Match[str]) -> str:
    group = match.group
    near = f", near {group('ia_near')}" if group("ia_near") else ""
    now = "now " if group("ia_now") else ""
    return f"{_WHO[group('ia_who').casefold()]} {now}live in {group('ia_x')}{near}"


def _home_in(match: re.Match[str]) -> str:
    group = match.group
    now = " now" if group("hm_now") else ""
    return f"{_MY[group('hm_own').casefold()]} home is{now} in {group('hm_x')}"


def _kin_works(match: re.Match[str]) -> str:
    group = match.group
    own = _MY[group("kw_own").casefold()] if group("kw_own") else ""
    kin = _KIN[" ".join(group("kw_kin").casefold().split())]
    who = f"{own} {kin}" if own else _kin(group("kw_kin").casefold(), match.string[: match.start()])
    at = f" at {_a(group('kw_at'))}" if group("kw_at") else ""
    near = re.fullmatch(r"(.+?)\s+(?:langa|langama)\s+(.+)", group("kw_at") or "", re.IGNORECASE)
    if near:
        # ("Incheon langa factory ekaka": at a factory near Incheon)
        at = f" at {_a(near.group(2))} near {near.group(1)}"
    land = f", {group('kw_land')}" if group("kw_land") else ""
    where = f" in {group('kw_in')}{land}" if group("kw_in") else ""
    role = group("kw_role") or group("kw_role2")
    # ("mage nangi Italy, Milan wala nursing home ekaka wada": works at a nursing home in …)
    what = f" as {_a(role)}" if role else ""
    return f"{who} works{what}{at}{where}"


def _works_as(match: re.Match[str]) -> str:
    group = match.group
    now = "now " if group("wa_now") or group("wa_now2") else ""
    return f"{now}I work as {_a(group('wa_role'))} at {group('wa_at')}"


def _takes(match: re.Match[str]) -> str:
    group = match.group
    dose = " ".join(group("tk_dose").split())
    said = match.group(0).casefold()
    if dose.isdigit() and not said.startswith(("mama", "doctor", "dr")):
        # (a bare dose in a sentence that names one of the family is theirs: "thaththata sugar,
        # Metformin 500 dekak bonawa", my dad takes it)
        sentence = re.split(r"[.!?\n]", match.string[: match.start()])[-1]
        if re.search(rf"(?<![\w'’])(?:{_KIN_WORDS})", sentence, re.IGNORECASE):
            return match.group(0)
    return f"I take {group('tk_med')} {dose}{' tablets' if dose.isdigit() else ''}"


def _dose_changed(match: re.Match[str]) -> str:
    group = match.group
    med, dose = group("dc_med"), " ".join(group("dc_dose").split())
    return f"the doctor changed my {med}, now I take {med} {dose}"


def _is(match: re.Match[str]) -> str:
    group = match.group
    own = _MY[group("is_own").casefold()] if group("is_own") else "my"
    new = "new " if group("is_new") or group("is_new2") else ""
    what = "email" if "@" in group("is_x") else "number"
    return f"{own} {new}{what} is {group('is_x').strip()}"


def _studies(match: re.Match[str]) -> str:
    group = match.group
    own = _MY[group("sd_own").casefold()] if group("sd_own") else "my"
    kin = _KIN[group("sd_kin").casefold()]
    name = f" {group('sd_name')}" if group("sd_name") else ""
    return f"{own} {kin}{name} is in {group('sd_grade')} at {group('sd_x')}"


# A document whose number a sentence may tell after naming it ("passport eka awa ada, number eka
# …": the passport's number).
_DOCUMENT = re.compile(r"\b(passport|nic|licen[cs]e|visa)\b", re.IGNORECASE)


def _value_is(match: re.Match[str]) -> str:
    what = match.group("vi_what") or match.group("vi_login")
    if what.casefold() == "number":
        # (of the document the sentence named before: "passport eka awa, number eka N88…")
        sentence = re.split(r"[.!?\n]", match.string[: match.start()])[-1]
        named = _DOCUMENT.findall(sentence)
        what = f"{named[-1]} number" if named else what
    return f"{what} is "


def _account_now(match: re.Match[str]) -> str:
    what, where = " ".join(match.group("an_what").casefold().split()), match.group("an_x")
    if what.startswith("salary"):
        # ("Salary account eka dan HNB ekata maaru kala": my salary now comes into HNB)
        by = f"the {match.group('an_by')} changed my salary account" if match.group("an_by") else ""
        return f"{by or 'my salary account changed'}, my salary now comes into {where}"
    return f"my {what} changed, now my {what} is in {where}"


def _gloss(match: re.Match[str]) -> str:
    word = match.group("word")
    read = {"parana": "old", "aluth": "new"}.get(word.casefold()) or _MY[word.casefold()]
    return read[:1].upper() + read[1:] if word[:1].isupper() else read


_READERS: dict[str, Callable[[re.Match[str]], str]] = {
    "never_again": _never_again,
    "moved": _moved,
    "lives": _lives,
    "i_am_in": _i_am_in,
    "home_in": _home_in,
    "kin_works": _kin_works,
    "job_is": lambda m: f"my job is {m.group('jb_role')} at {m.group('jb_at')}",
    "works_as": _works_as,
    "left": _left,
    "i_work": lambda m: (
        f"{'now ' if m.group('iw_now') else ''}I work as {_a(m.group('iw_role'))} at "
        f"{m.group('iw_at')}"
    ),
    "is": _is,
    "account_now": _account_now,
    "value_is": _value_is,
    "near": lambda m: f"near {m.group('nr_x')}",
    "salary_in": lambda m: f"my salary comes into {m.group('si_x')}",
    "dose_changed": _dose_changed,
    "takes": _takes,
    "studies": _studies,
    "split": lambda m: (
        f"{'after ' if m.group('sp_v').casefold().startswith('unata') else ''}I split from "
        f"{_kin(m.group('sp_kin').casefold(), m.string[: m.start()])}"
    ),
    "of_kin": lambda m: _whose(_kin(m.group("ok_kin").casefold(), m.string[: m.start()])),
    "kin": lambda m: _kin(m.group("kn_x").casefold(), m.string[: m.start()]),
    "gloss": _gloss,
    "yes": lambda m: "yes, ",
    "called": lambda m: f"{m.group('cl_x')},",
}


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    return _READERS[kind](match) if kind else match.group(0)


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_sinhala, _READ, _reading)
