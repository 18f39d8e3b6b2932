"""Tamil English mixed with Romanized Tamil ("Tanglish"), read as English, for the door's
reading only.

Many people in Tamil Nadu, Sri Lanka and the Tamil diaspora type Tamil in Latin letters between
English words: "Anna Nagar ku shift aayitom last month", "naanga Velachery la dhan irukom",
"resigned Infosys, join panniten Zoho", "salary account HDFC ku maathiten". Tamil, like Urdu
and Bangla, puts the verb last and marks a place with a word after it ("Velachery la" is in
Velachery, "HDFC ku" to HDFC), so word for word the door's English rules find nothing in it. A
text that shows enough of Tamil's own small words (:func:`reads_words`) has its commonest
statements read in English order, the way :mod:`memwarden.roman_bangla` reads Bangla's — a
move, where one lives and works, a job joined, something switched, one's number and email, a
secret's answer, since when — and its words for family and ownership as English's ("appa"
dad, "enoda" my). Each reading replaces one stretch of the text, so a span read in the English
can be found again in what was said (:func:`readings`). The memory keeps the person's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import for_so_long, read_with, told_by

__all__ = ["english", "readings", "reads_roman_tamil", "reads_words"]

# Tamil's small words as typed in Latin letters: pronouns, the words after a noun ("la" in,
# "ku" to, "oda" of), "is" and "there is", the verb endings of what one did ("panniten",
# "maathiten", "aayitom" are "I did", "I changed", "we became").
_CUES = frozenset(
    """
    naan naanga nee neenga en enoda ennoda enaku enakku namma nammaloda avan aval avanga ippo
    ippa innaiku innikki naalaiku nethu la ku kku kitta oda dhan dhaan thaan iruku irukku
    irukken iruken irukom irukkom illa illai seri romba konjam aachu aayitu aayiten aayitom
    panniten pannen panren panrom pannanum vaangiten poiten vandhuten vandhuchu maathiten
    maathitom maathitaanga kuduthen sonnen padichen da di machan macha aiyo semma kandippa
    paathen theriyadhu theriyuma nu ellam enna evlo enga eppo appa amma paati thatha thambi
    thangachi akka athai chithi periyappa veedu varusham pannu pannunga sollu sollunga irundhu
    aayitanga aayitaanga vithuten vayasu marandhuten vachiten vechiten vechen panni pannitu
    maathitaaru padikiraan padikiral adhula
    """.split()
)
# … of which one at least must be one no other language typed in Latin letters uses so (the
# bread "naan", Malay's and Singlish's "la", Indonesian's "ku", Sinhala's "machan" and "aiyo"
# count only beside such a one).
_STRONG = frozenset(
    """
    naanga enoda ennoda enaku enakku namma nammaloda ippo innaiku innikki naalaiku nethu dhan
    dhaan iruku irukku irukken iruken irukom irukkom illa illai romba konjam aachu aayitu
    aayiten aayitom panniten panren panrom pannanum vaangiten poiten vandhuten vandhuchu
    maathiten maathitom maathitaanga kuduthen sonnen padichen kandippa theriyadhu theriyuma semma
    thangachi periyappa varusham pannu pannunga sollu sollunga irundhu aayitanga aayitaanga
    vithuten vayasu marandhuten vachiten vechiten vechen maathitaaru padikiraan padikiral adhula
    """.split()
)
# … of which these tell it alone ("Anna Nagar ku shift aayitom").
_ALONE = frozenset(
    "naanga enoda ennoda innaiku naalaiku irukom irukkom irukken panniten aayitom aayiten "
    "maathiten maathitom maathitaanga vaangiten kuduthen vandhuchu padichen aayitanga "
    "aayitaanga vithuten marandhuten vachiten maathitaaru padikiraan padikiral".split()
)
_WORD = re.compile(r"[^\W\d_]+")


# The words that address the listener ("da", "machan") or feel ("aiyo"); not "di", Spanish's
# and Italian's too.
_ADDRESSED = frozenset(("da", "machan", "macha", "aiyo"))


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in Romanized
    Tamil at least in part: one of its words no other language has, two of its own small
    words, or three of its small words one of them its own, "en" (my) with two more of them one
    addressing the listener ("aiyo … en number … da"), or "naan" (I) with "la" (in, at) — which
    :func:`reads_roman_tamil` takes only before a place ("naan Zoho la …", not "naan … la
    taqueria")."""
    return _tamil(said) or ("naan" in said and "la" in said)


def _tamil(said: set[str]) -> bool:
    cues = said & _CUES
    own = len(cues & _STRONG)
    return (
        own >= 2
        or (own >= 1 and len(cues) >= 3)
        or not said.isdisjoint(_ALONE)
        or ("en" in cues and len(cues) >= 3 and not cues.isdisjoint(_ADDRESSED))
    )


# "naan Zoho la …", "naan HSR Layout la …": I, a place named, "la".
_NAAN_AT = re.compile(
    r"\bnaan\s+(?:ippo\s+)?(?-i:[A-Z0-9])[\w.&-]*(?:\s+[\w.&-]+){0,3}?\s+la\b", re.I
)


@lru_cache(maxsize=4096)
def reads_roman_tamil(text: str) -> bool:
    """Whether ``text`` is written in Romanized Tamil at least in part (:func:`reads_words`)."""
    said = set(_WORD.findall(text.casefold()))
    return _tamil(said) or ("naan" in said and "la" in said and _NAAN_AT.search(text) is not None)


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "Anna Nagar West extension", "PSBB K.K. Nagar", "IOB Velachery branch".
_CAP = r"(?-i:[A-Z0-9])[\w'’.&/-]*"
_NAMED = (
    rf"{_CAP}(?:\s+(?:{_CAP}|(?-i:extension|nagar|road|salai|street|colony|layout|main\s+road|"
    r"branch|office|campus)\b))" + r"{0,5}"
)
# Emphasis after a place or a name: "Velachery la dhan", "Zoho thaan".
_ONLY = r"(?:\s+(?:dhan|dhaan|thaan|than|only|itself))?"
# "we did" and "I did": "aayitom" we became, "panniten" I did, "pannitom" we did.
_WE_BECAME = r"(?:aayitom|aayittom|aagitom|pannitom|pannittom)"
_I_BECAME = r"(?:aayiten|aayitten|aagiten|panniten|pannitten|pannen)"
_CHANGED = (
    r"(?:maathiten|maathitten|mathiten|maathitom|mathitom|maathinen|maathitaanga|maathitanga|"
    r"maathitaaru|maathitaar|mathitaaru)"
)
# What a place one lives in is called after its name: "HSR Layout", "Anna Nagar", "Tambaram".
_PLACE_END = (
    r"(?:layout|nagar|colony|puram|pet|pettai|pakkam|road|street|salai|town|city|extension|"
    r"village|pudur|palayam|halli|kuppam|medu|patti|chery|cherry)"
)
# The home one lives in, said between a place and its "la" or "ku": "HSR Layout flat ku".
_HOME = r"(?:\s+(?:flat|veedu|house|apartment|pg|hostel|quarters))?"
# A job: "QA engineer", "staff nurse", "teacher".
_ROLE = (
    r"(?:(?:qa|ux|ui|software|senior|junior|staff|head|assistant|lead|data|test|sales|bank|"
    r"maths|math|science|english|school)\s+)?(?:engineer|developer|designer|manager|analyst|"
    r"tester|nurse|teacher|doctor|accountant|consultant|architect|officer|clerk|intern|trainee|"
    r"lecturer|professor|pharmacist|cashier|executive|supervisor)"
)

_READINGS = {
    # "Anna Nagar West extension ku shift aayitom", "HSR Layout flat ku shift aayiten": we moved
    # to ….
    "moved_to": (
        rf"(?P<mt_x>{_NAMED}){_HOME}\s+(?:ku|kku)\s+shift\s+(?P<mt_v>{_WE_BECAME}|{_I_BECAME})\b"
    ),
    # "shift aayitom Anna Nagar ku": we moved to ….
    "moved": rf"\bshift\s+(?P<mv_v>{_WE_BECAME}|{_I_BECAME})\s+(?P<mv_x>{_NAMED})\s+(?:ku|kku)\b",
    # "naanga Anna Nagar la dhan irukom", "naan HSR Layout la flat la iruken": we live in …, I
    # live in … — where "iruken" (I am) is said of a place or a home, not of an office.
    "lives": (
        rf"\b(?:(?P<lv_who>naanga|naan|nanga)\s+)?(?:(?P<lv_now>ippo)\s+)?(?P<lv_x>{_NAMED})"
        rf"{_HOME}\s+la(?:\s+(?:[\w-]+\s+){{0,2}}?(?:flat|veedu|house|apartment|pg)\s+la)?{_ONLY}\s+"
        r"(?:(?:stay\s+(?:panrom|panren|pandrom|pandren))|irukom|irukkom|irukkirom|vasikkirom|"
        r"(?P<lv_i>iruken|irukken|irukiren))\b"
    ),
    # "en chithi Malar Tirupur la iruka": … lives in ….
    "lives_there": (
        rf"(?P<l3_x>{_NAMED}){_HOME}\s+la{_ONLY}\s+(?:iruka|irukka|irukaa|irukaanga|irukkanga|"
        r"irukaru|irukkaru|irukkaaru)\b"
    ),
    # "Tirupur la irundhu Erode ku shift aayitanga": moved from … to ….
    "moved_from": (
        rf"(?P<mf_a>{_NAMED}){_HOME}\s+la\s+irundhu\s+(?P<mf_b>{_NAMED}){_HOME}\s+(?:ku|kku)\s+"
        r"shift\s+(?P<mf_v>aayitom|aayiten|aayitanga|aayitaanga|aayitaaru|aanaanga|pannitom|"
        r"panniten|pannitaanga)\b"
    ),
    # "Freshworks la dhaan QA engineer", "Freshworks la QA engineer aa join panniten": I work at
    # … as a …, I started a new job at … as a ….
    "works_as": (
        rf"\b(?:naan\s+)?(?:(?P<wa_now>ippo)\s+)?(?P<wa_x>{_NAMED})\s+la{_ONLY}\s+"
        rf"(?P<wa_role>{_ROLE})(?:\s+(?:aa|ah|a|aaga|aga))?"
        r"(?P<wa_join>\s+join\s+(?:panniten|pannitten|pannen))?\b"
    ),
    # "Zoho la resign panniten": I resigned from ….
    "resigned": (
        rf"(?P<rs_x>{_NAMED})\s+(?:la|le)\s+(?:irundhu\s+)?resign\s+"
        r"(?:panniten|pannitten|pannen)\b"
    ),
    # "naan peanuts and cashews ku severe allergic": I am allergic to ….
    "allergic": (
        r"\b(?:(?:naan|enaku|enakku)\s+)?(?P<al_x>[a-z][\w-]*(?:\s+(?:and|&|,)?\s*[a-z][\w-]*){0,3}?)"
        r"\s+(?:ku|kku)\s+(?:(?:severe|severely|romba|konjam|big)\s+)?(?:allergic|allergy)\b"
    ),
    # "Bruno ku 3 vayasu": Bruno is 3 years old.
    "age": (
        rf"(?P<ag_x>{_CAP})\s+(?:ku|kku)\s+(?P<ag_n>\d{{1,3}})\s+(?:vayasu|vayasaachu|age)\b"
        r"(?:\s+(?:dhan|dhaan|thaan))?"
    ),
    # "Malar chithi", "Ravi anna": my aunt Malar, my elder brother Ravi.
    "kin_named": (
        r"(?P<kn_name>(?-i:[A-Z])[a-z]+)\s+(?P<kn_rel>(?-i:chithi|athai|akka|anna|thambi|thangachi|"
        r"paati|thatha|periyappa|periyamma|chithappa|mama|maama|machan))\b"
        r"(?!\s+(?-i:Nagar|Salai|University|Univ)\b)"
    ),
    # "Jupiter ah vithuten": I sold the Jupiter.
    "sold": (
        rf"(?P<sl_x>{_NAMED})\s+(?:(?:ah|a|ai|ya|va)\s+)?(?:vithuten|vitten|vithutom|vithuttom|"
        r"sell\s+panniten|sale\s+panniten)\b"
    ),
    # "reset panni 4721 nu vachiten": the new PIN is 4721.
    "set_to": (
        r"(?:\breset\s+(?:panni|pannitu)\s+)?(?P<st_v>[^\s,.;!?'\"‘“]+)\s+(?:nu|nnu)\s+"
        r"(?:vachiten|vechen|vechiten|vechiruken|vachiruken|set\s+panniten|potten|maathiten)\b"
    ),
    # "door lock code maathitaaru da, ippo 739146", "number um maathiten, ippo 89250 67431": he
    # changed the code, the new code is …; I changed my number, my new number is ….
    "changed_to": (
        r"\b(?P<ct_what>code|pin|password|passcode|number|mobile\s+number)\s+(?:um\s+)?"
        rf"(?P<ct_v>{_CHANGED})(?:\s+(?:da|di))?\s*,?\s+ippo\s+(?P<ct_x>\+?\d[\d\s-]{{2,}}\d)"
    ),
    # "naan Infosys la work panren": I work at ….
    "works_at": (
        rf"\b(?:naan\s+)?(?:(?P<wk_now>ippo)\s+)?(?P<wk_x>{_NAMED})\s+la{_ONLY}\s+"
        r"(?:work\s+(?:panren|pandren|panran|panra|panranga)|velai\s+(?:paakuren|paakren|"
        r"seiyuren|seyren))\b"
    ),
    # "en company Zoho da": I work at ….
    "company": rf"\b(?:en|enoda|ennoda)\s+(?:company|office|employer)\s+(?P<co_x>{_NAMED}){_ONLY}",
    # "join panniten Zoho", "Zoho la join panniten": I started a new job at ….
    "joined": rf"\bjoin\s+{_I_BECAME}\s+(?P<jn_x>{_NAMED})",
    "joined_at": rf"(?P<ja_x>{_NAMED})\s+(?:la|ku|le)\s+join\s+{_I_BECAME}\b",
    # "salary account HDFC ku maathiten": I switched the salary account to ….
    "switched_to": (
        r"\b(?P<sw_what>(?:[a-z]+\s+){0,2}?[a-z]+\s+)?(?P<sw_x>"
        + _NAMED
        + rf")\s+(?:ku|kku)\s+(?P<sw_v>{_CHANGED})\b"
    ),
    # "son Aadhi DAV Gopalapuram la 3rd std padikiraan": … is in 3rd std at ….
    "studies_in": (
        r"(?:\b(?:(?:my|en|enoda|ennoda)\s+)?(?P<st_rel>son|daughter|paiyan|ponnu|magan|magal)\s+"
        r"(?P<st_name>(?-i:[A-Z])[\w-]+)\s+)?"
        rf"(?P<st_x>{_NAMED})\s+la{_ONLY}\s+(?P<st_n>\d{{1,2}})(?:st|nd|rd|th)?\s+"
        r"(?P<st_std>std|standard|class|grade)\s+(?:padikiraan|padikiran|padikkiraan|padikiraa|"
        r"padikiral|padikiraal|padikuraan|padikura|padikiranga)\b"
    ),
    # "naan St Bedes Santhome la dhan padichen": I studied at ….
    "studied": (
        rf"\b(?:naan\s+)?(?P<sd_x>{_NAMED})\s+la{_ONLY}\s+(?:padichen|padicchen|padichaen)\b"
    ),
    # "Aadhi school maathiten": Aadhi changed schools.
    "changed": (
        r"(?P<ch_who>(?-i:[A-Z])[\w'’-]+)\s+(?P<ch_x>school|college|class|office|branch|bank|"
        rf"number|sim|job|company|doctor|house|flat)\s+(?P<ch_v>{_CHANGED})\b"
    ),
    # "ippo PSBB K.K. Nagar la": now at ….
    "now_at": rf"\bippo\s+(?P<na_x>{_NAMED})\s+la\b",
    # "en salary account IOB Velachery branch la iruku": my salary account is at ….
    "mine_at": (
        r"\b(?:en|enoda|ennoda)\s+(?P<ma_what>(?:[a-z]+\s+){0,2}?(?:account|office|school|"
        rf"college|branch|locker|policy))\s+(?P<ma_x>{_NAMED})\s+la{_ONLY}\s+(?:iruku|irukku)\b"
    ),
    # "en number 94440 55678", "en mobile number …": my number is ….
    "number_is": (
        r"\b(?:en|enoda|ennoda|my)\s+(?P<nm_new>pudhu\s+|new\s+)?(?:mobile\s+|phone\s+|"
        r"whatsapp\s+)?(?:number|no\.?|nmbr)\s+(?P<nm_x>\+?\d[\d\s-]{6,}\d)"
    ),
    # "arun.kumar86@gmail.com thaan personal mail": my personal mail is ….
    "email_is": (
        r"(?P<em_x>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s+(?:dhan|dhaan|thaan|than)\s+"
        r"(?P<em_kind>(?:personal|office|official|work)\s+)?(?:mail|email|e-mail|mail\s+id)\b"
    ),
    # "en personal mail id …@…": my personal mail is ….
    "my_email": (
        r"\b(?:en|enoda|ennoda)\s+(?P<me_kind>(?:personal|office|official|work)\s+)?"
        r"(?:mail|email|e-mail)(?:\s+id)?\s+(?P<me_x>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
    ),
    # "answer St Bedes Santhome nu kuduthen": the answer is St Bedes Santhome.
    "answer": (
        r"\banswer\s+(?P<an_x>['\"‘“]?(?-i:[A-Z0-9])[^,.;!?\n]{0,60}?)\s+(?:nu|nnu|endru)\s+"
        r"(?:kuduthen|koduthen|potten|pottu|vechen|vechiruken|sonnen|set\s+panniten|"
        r"type\s+panniten)\b"
    ),
    # "car Swift dhan", "en scooty TVS Jupiter": my car is a …, my scooty is a ….
    "car_is": (
        r"\b(?:(?P<cr_own>en|enoda|ennoda|namma)\s+)?(?P<cr_what>car|vandi|bike|scooty|scooter|"
        rf"two\s+wheeler)\s+(?P<cr_x>{_NAMED})(?:\s+(?:dhan|dhaan|thaan|than)\b|(?(cr_own)|(?!)))"
    ),
    # "8 years aachu", "10 varusham aachu": for 8 years.
    "since": (
        r"\b(?P<sn_n>\d+)\s+(?P<sn_unit>years?|yrs?|varusham|varushama|months?|maasam)\s+"
        r"(?:aachu|aayiduchu|aagudhu|aaguthu)\b"
    ),
    "gloss": (
        r"\b(?P<word>enoda|ennoda|enaku|enakku|naanga|naan|namma|ippo|innaiku|nethu|naalaiku|"
        r"appa|amma|paati|thatha|thambi|thangachi|akka|athai|chithi|periyappa|veedu|en)\b"
        r"(?!\s+(?-i:Nagar|Salai|University|Univ))"
    ),
    # "… irukom da", "sorry da late reply": a word to the listener, left out.
    "particle": r"\s+(?:da|di|machan|macha)\b(?=\s|[,.;:!?]|$)",
    # "appa oda BP tablet": dad's BP tablet.
    "of": r"(?<=\w)\s+(?:oda|ooda|udaiya)\s+(?=[a-z])",
}
_WORDS = {
    "enoda": "my", "ennoda": "my", "enaku": "to me", "enakku": "to me", "naanga": "we",
    "naan": "I", "namma": "our", "ippo": "now", "innaiku": "today", "nethu": "yesterday",
    "naalaiku": "tomorrow", "appa": "dad", "amma": "mum", "paati": "grandma",
    "thatha": "grandpa", "thambi": "younger brother", "thangachi": "younger sister",
    "akka": "elder sister", "athai": "aunt", "chithi": "aunt", "periyappa": "uncle",
    "veedu": "house", "en": "my",
}  # fmt: skip
# Tamil's words for family after a name ("Malar chithi"), in English.
_KIN = {
    "chithi": "aunt", "athai": "aunt", "akka": "elder sister", "anna": "elder brother",
    "thambi": "younger brother", "thangachi": "younger sister", "paati": "grandma",
    "thatha": "grandpa", "periyappa": "uncle", "periyamma": "aunt", "chithappa": "uncle",
    "mama": "uncle", "maama": "uncle", "machan": "brother-in-law",
}  # fmt: skip
# The people who are one's own without "my" in English: "appa" is my dad.
_OWN_ALONE = frozenset(
    ("appa", "amma", "paati", "thatha", "thambi", "thangachi", "akka", "athai", "chithi",
     "periyappa")
)  # fmt: skip
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your", "en", "enoda", "ennoda", "namma"))
_UNITS = {"varusham": "years", "varushama": "years", "maasam": "months"}
# What opens a clause only to address the listener or to feel: left out of what a thing is.
_ADDRESS = re.compile(r"^(?:(?:da|di|machan|macha|aiyo|seri|ok|okay|btw)\s+)+", re.IGNORECASE)

_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
# A home named in what was read as where one lives ("… la flat la iruken").
_A_HOME = re.compile(r"\b(?:flat|veedu|house|apartment|pg)\b", re.IGNORECASE)
# What a secret is called before the value it was set to ("UPI PIN …, reset panni 4721 nu
# vachiten").
_SECRET_NAMED = re.compile(r"\b(pin|password|passcode|code|otp)\b", re.IGNORECASE)
# The endings of what he, she or they did ("maathitaanga", "maathitaaru").
_THEIRS = ("aanga", "anga", "aaru", "aar")
# Words that may open a clause before a deed told without its doer ("finally join panniten …").
_NO_DOER = frozenset(
    "finally da di machan macha seri anyway so and also btw last month week resigned".split()
)


def _word(said: str, before: str) -> str:
    folded = said.casefold()
    word = _WORDS[folded]
    if folded in _OWN_ALONE:
        owner = before.rstrip().rsplit(None, 1)[-1:] or [""]
        if owner[0].casefold() not in _OWNERS and not owner[0].casefold().endswith("'s"):
            word = f"my {word}"
    return word[:1].upper() + word[1:] if said[:1].isupper() and word != "I" else word


def _doer(match: re.Match[str], doer: str) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else
    (:func:`memwarden.roman.told_by`); else nothing."""
    return told_by(match, doer, _NO_DOER)


def _who(verb: str) -> str:
    """ "we" for what we did ("aayitom"), "I" for what I did ("panniten")."""
    return "we" if re.fullmatch(_WE_BECAME, verb, re.IGNORECASE) else "I"


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    group = match.group
    if kind == "moved_to":
        return f"{_doer(match, _who(group('mt_v')))}moved to {group('mt_x')}"
    if kind == "moved":
        return f"{_doer(match, _who(group('mv_v')))}moved to {group('mv_x')}"
    if kind == "lives":
        who = (group("lv_who") or "").casefold()
        place = group("lv_x")
        if group("lv_i") and not (
            _A_HOME.search(group(0)) or re.search(rf"{_PLACE_END}$", place, re.IGNORECASE)
        ):
            return group(0)  # "naan Freshworks la irukken": where one is, not one's home
        doer = "I" if who == "naan" or group("lv_i") else "we"
        return f"{doer} {'now ' if group('lv_now') else ''}live in {place}"
    if kind == "lives_there":
        place = group("l3_x")
        before = match.string[: match.start()].split()
        if before and before[-1].casefold() in _KIN and " " in place:
            # "en chithi Malar Tirupur la iruka": Malar lives in Tirupur
            name, place = place.split(None, 1)
            return f"{name} lives in {place}"
        return f"lives in {place}"
    if kind == "moved_from":
        doer = _who(group("mf_v")) if group("mf_v").casefold().endswith(("tom", "ten")) else ""
        lead = _doer(match, doer) if doer else ""
        return f"{lead}moved from {group('mf_a')} to {group('mf_b')}"
    if kind == "works_as":
        role = group("wa_role")
        article = "an" if role[0] in "aeiouAEIO" else "a"  # (an engineer, a UX designer)
        if group("wa_join"):
            return f"I started a new job at {group('wa_x')} as {article} {role}"
        return f"{'now ' if group('wa_now') else ''}I work at {group('wa_x')} as {article} {role}"
    if kind == "resigned":
        return f"{_doer(match, 'I')}resigned from {group('rs_x')}"
    if kind == "allergic":
        return f"I am allergic to {group('al_x')}"
    if kind == "age":
        return f"{group('ag_x')} is {group('ag_n')} years old"
    if kind == "set_to":
        said = _SECRET_NAMED.findall(match.string, 0, match.start())
        return f"the new {said[-1] if said else 'one'} is {group('st_v')}"
    if kind == "changed_to":
        what = group("ct_what").casefold()
        doer = "they" if group("ct_v").casefold().endswith(_THEIRS) else "I"
        if "number" in what:
            return f"{doer} changed my number, my new number is {group('ct_x')}"
        return f"{doer} changed the {what}, the new {what} is {group('ct_x')}"
    if kind == "works_at":
        return f"{'now ' if group('wk_now') else ''}I work at {group('wk_x')}"
    if kind == "company":
        return f"I work at {group('co_x')}"
    if kind == "joined":
        return f"{_doer(match, 'I')}started a new job at {group('jn_x')}"
    if kind == "joined_at":
        return f"{_doer(match, 'I')}started a new job at {group('ja_x')}"
    if kind == "switched_to":
        what = _ADDRESS.sub("", group("sw_what") or "").strip()
        if what:  # "salary account HDFC ku maathiten": it is at HDFC now
            return f"my {what} is now at {group('sw_x')}"
        doer = "they" if group("sw_v").casefold().endswith(_THEIRS) else "I"
        return f"{_doer(match, doer)}switched to {group('sw_x')}"
    if kind == "studies_in":
        rel = group("st_rel")
        who = ""
        if rel:
            rel = {"paiyan": "son", "magan": "son", "ponnu": "daughter", "magal": "daughter"}.get(
                rel.casefold(), rel
            )
            who = f"my {rel} {group('st_name')} "
        return f"{who}is in {group('st_std')} {group('st_n')} at {group('st_x')}"
    if kind == "studied":
        return f"I studied at {group('sd_x')}"
    if kind == "changed":
        if group("ch_x").casefold() in ("school", "college"):
            return f"{group('ch_who')} changed {group('ch_x').casefold()}s"
        doer = "they" if group("ch_v").casefold().endswith(_THEIRS) else "I"
        return f"{doer} changed {group('ch_who')}'s {group('ch_x')}"
    if kind == "now_at":
        return f"is now at {group('na_x')}"
    if kind == "particle":
        return ""
    if kind == "mine_at":
        return f"my {group('ma_what')} is at {group('ma_x')}"
    if kind == "number_is":
        return f"my {'new ' if group('nm_new') else ''}number is {group('nm_x')}"
    if kind == "email_is":
        return f"my {(group('em_kind') or '').casefold()}email is {group('em_x')}"
    if kind == "my_email":
        return f"my {(group('me_kind') or '').casefold()}email is {group('me_x')}"
    if kind == "answer":
        return f"the answer is {group('an_x')}"
    if kind == "car_is":
        what = group("cr_what").casefold()
        whose = "our" if (group("cr_own") or "").casefold() == "namma" else "my"
        return f"{whose} {'car' if what == 'vandi' else what} is a {group('cr_x')}"
    if kind == "kin_named":
        rel = _KIN[group("kn_rel").casefold()]
        return f"my {rel} {group('kn_name')}"
    if kind == "sold":
        return f"{_doer(match, 'I')}sold the {group('sl_x')}"
    if kind == "since":
        return for_so_long(group("sn_n"), group("sn_unit"), _UNITS)
    if kind == "of":
        return "'s "
    return _word(group("word"), match.string[: match.start()])


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_tamil, _READ, _reading)
