"""Pakistani and Indian English mixed with Roman Urdu (or Hindi), read as English, for the
door's reading only.

Many people in Pakistan and India type their own language in Latin letters between English
words: "ammi abbu Islamabad shift ho gaye hain", "KPMG chhor diya, Meezan Bank join kr liya",
"doctor ne saas ki Glucophage 1000mg kr di", "Tariq sahab ka naam mat lena kabhi". Urdu puts
the verb last and the possessor first, so word for word the door's English rules find nothing
in it. A text that shows enough of Urdu's own small words (:func:`reads_roman_urdu`) has its
commonest statements read in English order — a move, a job joined or left, a car sold, a new
number, a dose changed, taken or stopped, an allergy, where one lives, what is said no to —
and its words for family and ownership as English's ("ammi" mum, "saas" mother-in-law, "meri"
my). Each reading replaces one stretch of the text, so a span read in the English can be found
again in what was said (:func:`readings`). The memory keeps the person's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import read_with

__all__ = ["english", "readings", "reads_roman_urdu", "reads_words"]

# Urdu's small words: postpositions, auxiliaries, light verbs, pronouns, negation.
_CUES = frozenset(
    """
    hai hain hun hoon mein ka ki ke ko ne se bhi nahi nahin kr kar krna karna karo kro ho gaya
    gaye gayi hogaye hogaya hogayi diya liya raha rahi rahe tha thi thay wala wali wale mat mera
    meri mere hum aur abhi ab kya kab kahan yaar di li le lete leti leta bech humari hamari
    humara hamara mujhe bohot bohat toh woh yeh aaj gaari gari ghar kabhi zikr baat lena naam
    baare poocha puchna chhedna karo
    """.split()
)
# … of which one at least must be one no other language typed in Latin letters uses so.
_STRONG = frozenset(
    """
    hai hain hun hoon mein kr krna karna gaya gaye hogaye hogaya diya liya tha thi thay mat mera
    meri mere nahi nahin wala wali wale raha rahi rahe bech humari hamari humara hamara mujhe
    bohot bohat lete leti kabhi zikr baare poocha puchna chhedna gayi
    """.split()
)
# … of which these tell it alone ("Bahria Town shift hogaye last month").
_ALONE = frozenset(
    "hogaye hogaya hogayi diya liya krna karna nahi nahin mujhe bohot bohat zikr baare "
    "chhedna".split()
)
# (… and those that are words of other languages too: German's "mein", French's "mere", Swedish's
# "mat", Hausa's "gaya", Tagalog's "wala", which count only among four)
_SHARED = frozenset("mein mere mat gaya tha thi wala".split())
_WORD = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=4096)
def reads_roman_urdu(text: str) -> bool:
    """Whether ``text`` is written in Roman Urdu (or Hindi) at least in part: two of its
    small words, one of them its own, or one no other language has at all."""
    return reads_words(set(_WORD.findall(text.casefold())))


def reads_words(said: set[str]) -> bool:
    """:func:`reads_roman_urdu` of a text whose words, in lower case, are ``said``."""
    cues = said & _CUES
    return (
        (len(cues) >= 2 and bool(cues & _STRONG - _SHARED))
        or len(cues) >= 4
        or (not said.isdisjoint(_ALONE))
    )


# A word or a name, and up to five of them written with capitals (or digits): "DHA Phase 5",
# "Bank Alfalah", "EY Ford Rhodes Lahore", "Gulshan-e-Iqbal block 13".
_CAP = r"(?-i:[A-Z0-9])[\w'’.&-]*"
_NAMED = rf"{_CAP}(?:\s+(?:{_CAP}|(?-i:block|phase|sector|town)\b))" + r"{0,5}"
# A medicine and its dose: "Glucophage 1000mg", "amlodipine 5 mg", "Thyrox 50mcg".
_MED = r"(?-i:[A-Za-z][a-z][\w-]+)"  # (not "SIM", "BP")
_DOSE = r"\d+(?:\.\d+)?\s?(?:mg|mcg|ml|units?)\b"
# The cars most driven in Pakistan and India, named alone ("humari Corolla GLi hai").
_CARS = (
    r"(?:toyota|honda|suzuki|kia|hyundai|changan|haval|corolla|civic|cultus|mehran|alto|swift|"
    r"sportage|fortuner|prado|vitz|yaris|hilux|wagon\s+r|bolan|city)\b"
)
# Whose it is, told first: "saas ki …", "abbu ki …", "sasur ji ki …".
_OWNER = (
    r"(?:(?!(?:meri|mera|mere|my)\s)(?P<{0}>[a-z][\w-]*(?:\s+ji)?)\s+(?:ki|ka|ke|k)\s+"
    r"|(?P<{0}_my>meri|mera|mere|my)\s+)?"
)
# The light verbs that end a deed: "kr diya", "kar di", "ho gaye", "kr liya".
_DID = r"(?:kr|kar|ker)\s*(?:diya|dia|di|dee|de\s+di|liya|lia|li|dii)(?:\s+h(?:ai|ain|ay))?"
_BECAME = (
    r"(?:ho\s*ga(?:ye|ya|yi|e|i)|hogaye|hogaya|hogayi|hogae|hogai|ho\s+gae)"
    r"(?:\s+h(?:ain|ai|un|oon))?"
)
_NO_MORE = r"(?:\s+(?:kabhi|dobara|please|pls|plz|bilkul|bar\s+bar|bhai|yaar))*"
_DO_NOT = (
    r"mat\s+(?:kiya\s+k(?:a)?ro|kya\s+k(?:a)?ro|k(?:a)?rna|k(?:a)?ro|kijiye|kijiyega|lena|lo|"
    r"chhedna|chedna|chhero|chhedo|cherna|chhediye|uthana|uthao|poocha\s+k(?:a)?ro|pucha\s+"
    r"k(?:a)?ro|poochna|puchna|poocho|pucho|bolna|bolo|dilana|dilao)\b"
)
# A wish for good opening with whom or what it is about: "…, my ex-mangetar".
_POLITE = re.compile(
    r"^(?:(?:pls|please|plz|aur|and|also|btw|bhai|yaar|acha|achha|bas|ek\s+request|ik\s+request)"
    r"[,\s]+)+",
    re.IGNORECASE,
)

# … as English says them ("aur" and; "bhai", "yaar", "acha" are said to the listener).
_LEAD_WORDS = {
    "aur": "and", "bhai": "", "yaar": "", "acha": "", "achha": "", "bas": "", "ek": "",
    "ik": "", "request,": "", "request": "",
}  # fmt: skip

# What a wish for good says in English, read after it when more follows in the sentence (the
# door's English rules end a wish at such words, and not at whatever the person adds after it:
# "…, my old boss, that man made my life hell").
_THEN = ", I don't want to talk about it"

# A wish for now, not for good: "aaj" (today), "abhi" (now), "filhal" (for the time being).
_LAST_NAMED = re.compile(r".*(?-i:\b[A-Z][\w'’-]*)")
_FOR_NOW = re.compile(r"\b(?:aaj|abhi|filhal|today|tonight|abhi\s+ke\s+liye)\b", re.IGNORECASE)

_READINGS = {
    # "Kamran ka zikr mat karna dobara", "abbu ki angioplasty ki baat mat karna", "Tariq sahab
    # ka naam mat lena kabhi": don't bring up … again.
    "no_more": (
        r"(?P<no_x>(?:[^\s,.;:!?]+\s+){0,6}?[^\s,.;:!?]+)\s+(?:(?:ka|ki|ke|k)\s+(?:zikr|naam|"
        r"baat|bat|topic|mention)|(?:wali|wala|wale)\s+(?:baat|bat))\s+(?:(?:kabhi|dobara|bhi|please|pls|plz|bilkul)\s+)*"
        + _DO_NOT
        + _NO_MORE
        + r"(?P<no_then>(?=\s*,))?"
    ),
    # "abbu ki bypass surgery ke baare mein mat poocha karo": don't ask me about … again.
    "ask_no_more": (
        r"(?P<ask_x>(?:[^\s,.;:!?]+\s+){0,6}?[^\s,.;:!?]+)\s+(?:ke|k)\s+(?:baare|bare|baray|"
        r"baaray)\s+(?:mein|me|main)\s+(?:(?:kabhi|dobara|bar\s+bar|please|pls|baat)\s+)*"
        + _DO_NOT
        + _NO_MORE
        + r"(?P<ask_then>(?=\s*,))?"
    ),
    # "please usko bring up mat krna": don't bring it up.
    # (what "it" is, the clause before says: "hamari billi Mano guzar gayi, please usko …")
    "not_it": (
        r"(?:(?P<it_x>[^\s,.;:!?][^,.;:!?]*?),\s+(?P<it_lead>(?:please|pls|plz)\s+)?)?"
        r"\b(?:usko|isko|unko|use|ise|unhe|inhe|uska|iska)\s+(?:zikr\s+|bring\s+up\s+|mention\s+|"
        r"yaad\s+)" + _DO_NOT
    ),
    # "ammi abbu Islamabad shift ho gaye hain": … moved to Islamabad.
    "moved": (
        rf"(?P<mv_x>{_NAMED})\s+(?:(?:mein|me)\s+)?shift\s+(?:(?=\S*\s*ga?ye|hogaye)(?P<mv_pl>)"
        rf"{_BECAME}|{_BECAME}|{_DID})"
    ),
    # "shift hogaye apne flat mein DHA Phase 6": moved into our own flat in DHA Phase 6.
    "moved_into": (
        rf"\bshift\s+{_BECAME}\s+(?:apne|apni|apna)\s+(?P<mi_x>[a-z]+)\s+(?:mein|me)\s+"
        rf"(?P<mi_y>{_NAMED})"
    ),
    # "shift ho gaye hain Bahria mein": we moved to Bahria.
    "moved_after": rf"\bshift\s+{_BECAME}\s+(?P<ma_x>{_NAMED})\s+(?:mein|me)\b",
    # "hum Johar Town Lahore mein rehte hain": we live in Johar Town Lahore.
    "lives": (
        rf"(?P<lv_x>{_NAMED})\s+(?:mein|me|main)\s+(?:hi\s+)?(?:rehte|rehti|rehta|rahte|rahti|"
        r"rahta|reh\s+rah(?:e|i|a|ay))(?:\s+h(?:ain|ai|un|oon|ay))?\b"
    ),
    # "Meezan Bank head office join kr liya": joined Meezan Bank head office.
    "joined": (
        rf"(?P<jn_x>{_NAMED}(?:\s+(?:head\s+office|office|branch))?)\s+join\s+(?:kr|kar|ker)\s*"
        r"(?:liya|lia|li|raha|rahi|lee)(?:\s+h(?:ai|ay))?\b"
    ),
    # "EY Ford Rhodes Lahore mein audit side pe hun": I work at EY Ford Rhodes Lahore.
    "works_at": (
        rf"(?P<wk_x>{_NAMED}(?:\s+office)?)\s+(?:mein|me)\s+[\w-]+\s+side"
        r"(?:\s+(?:pe|par)|(?=\s*(?:[,.;!?]|$)))(?:\s+h(?:un|oon|u))?\b"
    ),
    # "KPMG chhor diya": left KPMG.
    "left": (
        rf"(?P<lf_x>{_NAMED})\s+(?:chhor|chhod|chor|chod|chhorh)\s+"
        r"(?:diya|dia|di|de\s+di|dii|dee)\b"
    ),
    # "resign kr diya Karakoram se": resigned from Karakoram.
    "resigned": rf"\bresign\s+{_DID}\s+(?P<rs_x>{_NAMED})\s+se\b",
    # "Honda City bech di": sold the Honda City.
    "sold": (
        r"(?:(?P<sd_old>purani|purana|old)\s+)?"
        rf"(?P<sd_x>{_NAMED})\s+(?:bech|baich|bhech|bech\s+de)\s+(?:di|diya|dia|do|dee)\b"
    ),
    # "naya number le liya": got a new number.
    "new_number": (
        r"\b(?:naya|nayi|new)\s+(?:number|nmbr|sim)\s+(?:le\s+(?:liya|lia|li)|liya|lia|li)"
        r"(?:\s+h(?:ai|ay))?\b"
    ),
    # "mera number +92 321 4456789 hai": my number is ….
    "number_is": (
        r"\b(?:mera|meri|my)\s+(?:number|nmbr|no\.?)\s+(?:note\s+(?:kr|kar)\s+(?:lo|lein|lijiye)"
        r"[,\s]+)?(?P<nm_x>\+?\d[\d\s-]{6,}\d)(?:\s+h(?:ai|ay))?\b"
    ),
    # "number note kr lo mera, +92 300 8812345": my number is ….
    "number_note": (
        r"\bnumber\s+note\s+(?:kr|kar)\s+(?:lo|lein|lijiye)\s+(?:mera|meri)[,\s]+"
        r"(?P<nn_x>\+?\d[\d\s-]{6,}\d)"
    ),
    # "doctor ne abbu ki amlodipine 5 se 10mg kar di": changed dad's amlodipine from 5 to 10mg.
    "dose_from": (
        _OWNER.format("df_who") + rf"(?P<df_med>{_MED})\s+(?P<df_a>\d+(?:\.\d+)?)\s?(?:mg\s+)?se\s+"
        rf"(?P<df_b>{_DOSE})\s+{_DID}"
    ),
    # "doctor ne saas ki Glucophage 1000mg kr di": changed mother-in-law's Glucophage to 1000mg.
    "dose_to": _OWNER.format("dt_who") + rf"(?P<dt_med>{_MED})\s+(?P<dt_b>{_DOSE})\s+{_DID}",
    # "Dr Nadia ne amlodipine band kr di": stopped amlodipine.
    "stopped": _OWNER.format("st_who") + rf"(?P<st_med>{_MED})\s+band\s+{_DID}",
    # "sasur ji ko Concor 5mg likh di hai": put father-in-law on Concor 5mg.
    "prescribed": (
        rf"(?P<pr_who>[a-z][\w-]*(?:\s+ji)?)\s+ko\s+(?P<pr_med>{_MED}\s+{_DOSE})\s+"
        r"(?:likh|start\s+(?:kr|kar))\s+(?:di|diya|dia|dee|de\s+di)(?:\s+h(?:ai|ay))?"
    ),
    # "ab losartan 50mg le raha hun", "abbu amlodipine 10mg lete hain": I take / dad takes ….
    "takes": (
        rf"(?:(?!(?:ab|abhi|aur|bas|yaar|acha|phir|toh|and|now)\b)(?P<tk_s>[a-z][\w-]*)\s+)?(?P<tk_med>{_MED}\s+{_DOSE})\s+(?:(?:roz|daily|subah|"
        r"raat\s+ko|din\s+mein\s+\w+\s+(?:dafa|bar))\s+)*(?P<tk_v>le\s+raha|le\s+rahi|le\s+rahe|"
        r"leti|leta|lete|khata|khati|khate)\s*(?P<tk_aux>hun|hoon|hu|hai|hain|hay)?\b"
    ),
    # "saas ki Glucophage 1000mg hai", "abbu ki BP ki dawai amlodipine 5mg hai": … is ….
    "med_is": (
        _OWNER.format("mi_who") + r"(?:(?:bp|sugar|thyroid|dil|heart|pressure)\s+(?:ki|ka|k)\s+)?"
        rf"(?:(?P<mi_kind>dawai|dawa|goli|tablet|medicine)\s+)?(?P<mi_med>{_MED}\s+{_DOSE})\s+"
        r"h(?:ai|ay)\b"
    ),
    # "… ab Corolla GLi hai": now I have a Corolla GLi.
    "now_have": rf"\bab\s+(?P<nh_x>{_NAMED})\s+h(?:ai|ay)\b",
    # "PIN change kr diya, naya 7391 rakha hai": the new one is 7391.
    "new_one": r"\b(?:naya|nayi|new)\s+(?P<nw_x>\S+)\s+rakh(?:a|i|e)\s+h(?:ai|ay)\b",
    # "number AB9812345 hai mera passport ka": my passport number is AB9812345.
    "number_of": (
        r"\b(?:number|no\.?)\s+(?P<nf_x>\S+)\s+h(?:ai|ay)\s+(?:mera|meri|my)\s+"
        r"(?P<nf_of>[\w-]+)\s+(?:ka|ki|ke)\b"
    ),
    # "salary 3 lakh hai per month", "salary ab 4.5 lakh ho gayi": my salary is (now) ….
    "salary": (
        r"\bsalary\s+(?P<sl_now>ab\s+)?(?P<sl_x>\d[\d.,]*\s*(?:lakh|k|hazar|thousand|rs|pkr)?)\s+"
        r"(?P<sl_became>h(?:ai|ay)|ho\s*ga(?:yi|i|ya|e))\b"
    ),
    # "DHA Phase 5 wala ghar hai humara": we live in DHA Phase 5.
    "home_in": (
        rf"(?P<hm_x>{_NAMED})\s+(?:wala|wali)\s+(?:ghar|house|flat)\s+h(?:ai|ay)\s+"
        r"(?P<hm_own>humara|hamara|mera|hamare|humare)\b"
    ),
    # "mujhe peanuts se allergy hai": I am allergic to peanuts.
    "allergy": r"\b(?:mujhe|mujhay|muje)\s+(?P<al_x>[\w\s]+?)\s+se\s+allergy\s+h(?:ai|ay)\b",
    # "humari gaari Honda City hai": our car is a Honda City.
    "car_is": (
        r"\b(?P<cr_own>humari|hamari|meri|hamara|humara|mera)\s+(?:(?:gaari|gari|gaadi|car)\s+"
        rf"(?P<cr_x>{_NAMED})|(?P<cr_make>{_CARS}(?:\s+{_CAP})" + r"{0,2}))\s+h(?:ai|ay)\b"
    ),
    # "join kr li Monday se", "8 saal se", "bachpan se": since Monday, for 8 years, ….
    "since": (
        r"\b(?P<sn_x>(?-i:[A-Z])[a-z]+day|\d+\s+(?:saal|sal|mahine|din|hafte))\s+se\b"
        r"|\b(?P<sn_always>bachpan\s+se|shuru\s+se|hamesha\s+se|kab\s+se)"
    ),
    # "X mein hun", "X ke saath": where one is.
    "ergative": r"(?<=\w)\s+ne\b(?!-)",
    "with": r"\b(?:ke|k)\s+saath\b",
    "gloss": r"\b(?P<word>ammi\s+abbu|saas\s+sasur|hum\s+log|hum\s+dono|sasur\s+ji|bare\s+bhai|"
    r"chhote\s+bhai|"
    r"ammi|ammee|abbu|abba|saas|sasur|begum|shohar|beti|behen|behan|baji|apa|chachu|chacha|"
    r"phuppo|phupho|khala|mamu|nani|dadi|nana|dada|mera|meri|mere|hamara|hamari|humara|humari|"
    r"hamare|humare|hum|naya|nayi|naye|purana|purani|purane|aur|ab|ghar|gaari|gari|gaadi|dawai|"
    r"goli|billi|mangetar|ex-mangetar|naam)\b",
}
_WORDS = {
    "ammi abbu": "mum and dad", "saas sasur": "in-laws", "hum log": "we", "hum dono": "we",
    "sasur ji": "father-in-law",
    "bare bhai": "elder brother", "chhote bhai": "younger brother", "ammi": "mum", "ammee": "mum",
    "abbu": "dad", "abba": "dad", "saas": "mother-in-law", "sasur": "father-in-law",
    "begum": "wife", "shohar": "husband", "beti": "daughter", "behen": "sister",
    "behan": "sister", "baji": "sister", "apa": "sister", "chachu": "uncle", "chacha": "uncle",
    "phuppo": "aunt", "phupho": "aunt", "khala": "aunt", "mamu": "uncle", "nani": "grandmother",
    "dadi": "grandmother", "nana": "grandfather", "dada": "grandfather", "mera": "my",
    "meri": "my", "mere": "my", "hamara": "our", "hamari": "our", "humara": "our",
    "humari": "our", "hamare": "our", "humare": "our", "hum": "we", "naya": "new", "nayi": "new",
    "naye": "new", "purana": "old", "purani": "old", "purane": "old", "aur": "and", "ab": "now",
    "ghar": "house", "gaari": "car", "gari": "car", "gaadi": "car", "dawai": "medicine",
    "goli": "pill", "billi": "cat", "mangetar": "fiancé", "ex-mangetar": "ex-fiancé",
    "naam": "name",
}  # fmt: skip
_SINCE = {
    "bachpan se": "since childhood", "shuru se": "from the start", "hamesha se": "always",
    "kab se": "for a long time",
}  # fmt: skip
_UNITS = {"saal": "years", "sal": "years", "mahine": "months", "din": "days", "hafte": "weeks"}
# The people who are one's own without "my" in English: "begum" is my wife.
_OWN_ALONE = frozenset(("begum", "shohar", "saas", "sasur", "sasur ji", "saas sasur"))
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your"))

_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
_POSSESSED = re.compile(r"\b([\w-]+)\s+(?:ki|ka|ke|k)\s+(?=\S)", re.IGNORECASE)


def _words(text: str) -> str:
    """``text``'s Urdu words for family and ownership as English's, and "X ki Y" as "X's Y"."""
    text = _POSSESSED.sub(lambda m: f"{m.group(1)}'s ", text)
    return _WORD_ONLY.sub(lambda m: _word(m.group("word"), m.string[: m.start()]), text)


_WORD_ONLY = re.compile(_READINGS["gloss"], re.IGNORECASE)


def _word(said: str, before: str) -> str:
    folded = " ".join(said.casefold().split())
    word = _WORDS[folded]
    if folded in _OWN_ALONE:
        owned = before.rstrip().rsplit(None, 1)[-1:] or [""]
        if owned[0].casefold() not in _OWNERS and not owned[0].casefold().endswith("'s"):
            word = f"my {word}"
    return word[:1].upper() + word[1:] if said[:1].isupper() and folded != "ab" else word


# Words that may open a clause before a deed told without its doer ("finally KPMG chhor diya").
_NO_DOER = frozenset(
    "finally bas acha achha yaar btw aur and phir so also alhamdulillah inshallah new job".split()
)
_CLAUSE = re.compile(r"[,.;:!?\n]")
_KIN = frozenset(_WORDS) - {"mera", "meri", "mere", "hamara", "hamari", "humara", "humari",
    "hamare", "humare", "hum", "naya", "nayi", "naye", "purana", "purani", "purane", "aur",
    "ab", "ghar", "gaari", "gari", "gaadi", "dawai", "goli", "mangetar", "ex-mangetar", "naam",
    "hum log", "hum dono"}  # fmt: skip


def _i(match: re.Match[str], doer: str = "I") -> str:
    """``doer`` and a space when the clause before ``match`` names no one else; else nothing."""
    before = _CLAUSE.split(match.string[: match.start()])[-1]
    words = [w for w in _WORD.findall(before.casefold()) if w not in _NO_DOER]
    return f"{doer} " if not words else ""


def _kin_before(match: re.Match[str]) -> str | None:
    """The last of the person's family named before ``match`` ("saas ko sugar hai, …"), in
    English, or None."""
    found = None
    for said in _WORD_ONLY.finditer(match.string, 0, match.start()):
        if " ".join(said.group("word").casefold().split()) in _KIN:
            found = said
    return _word(found.group("word"), "") if found else None


def _whose(match: re.Match[str], name: str) -> str:
    """Whose medicine a doctor changed: the one named before it ("abbu ki amlodipine"), the
    person's ("meri"), or the last of their family named before in the text ("ammi ka
    follow-up tha, doctor ne metformin …"); or no one's."""
    who = match.group(name)
    if who:
        return f"{_words(who)}'s "
    if match.group(f"{name}_my"):
        return "my "
    kin = _kin_before(match)
    return f"{kin}'s " if kin else ""


def _lead(said: str) -> tuple[str, str]:
    """The polite words opening ``said`` ("pls", "aur please", "bhai ek request,") as English
    says them ("please", "and please"), and the rest."""
    found = _POLITE.match(said)
    if not found:
        return "", said
    words = [_LEAD_WORDS.get(w.casefold(), w) for w in found.group(0).split()]
    lead = " ".join(w for w in words if w)
    return (f"{lead} " if lead else ""), said[found.end() :]


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    group = match.group
    if kind in ("no_more", "ask_no_more") and _FOR_NOW.search(match.group(0)):
        return match.group(0)  # "aaj cricket ki baat mat karna": not today, not for good
    if kind == "no_more":
        lead, what = _lead(group("no_x"))
        then = _THEN if group("no_then") is not None else ""
        return f"{lead}don't bring up {_words(what)} again{then}"
    if kind == "ask_no_more":
        lead, what = _lead(group("ask_x"))
        then = _THEN if group("ask_then") is not None else ""
        return f"{lead}don't ask me about {_words(what)} again{then}"
    if kind == "not_it":
        if group("it_x"):
            lead, what = _lead(group("it_x"))
            # (who or what it is, without what the clause tells of them: "hamari billi Mano
            # guzar gayi" is of "hamari billi Mano")
            named = _LAST_NAMED.match(what)
            what = named.group(0) if named else what
            return f"{lead}{group('it_lead') or ''}don't bring up {_words(what)} again{_THEN}"
        return "don't bring it up"
    if kind == "moved":
        return f"{_i(match, 'I' if group('mv_pl') is None else 'we')}moved to {group('mv_x')}"
    if kind == "moved_into":
        return f"{_i(match, 'we')}moved into our own {group('mi_x')} in {group('mi_y')}"
    if kind == "moved_after":
        return f"{_i(match, 'we')}moved to {group('ma_x')}"
    if kind == "lives":
        return f"live in {group('lv_x')}"
    if kind == "joined":
        return f"{_i(match)}started a new job at {group('jn_x')}"
    if kind == "left":
        return f"{_i(match)}left {group('lf_x')}"
    if kind == "works_at":
        return f"I work at {group('wk_x')}"
    if kind == "resigned":
        return f"resigned from {group('rs_x')}"
    if kind == "sold":
        return f"{_i(match)}sold the {'old ' if group('sd_old') else ''}{group('sd_x')}"
    if kind == "new_number":
        return "got a new number"
    if kind == "number_is":
        return f"my number is {group('nm_x')}"
    if kind == "number_note":
        return f"my number is {group('nn_x')}"
    if kind == "dose_from":
        return (
            f"changed {_whose(match, 'df_who')}{group('df_med')} from {group('df_a')} to "
            f"{group('df_b')}"
        )
    if kind == "dose_to":
        return f"changed {_whose(match, 'dt_who')}{group('dt_med')} to {group('dt_b')}"
    if kind == "stopped":
        return f"stopped {_whose(match, 'st_who')}{group('st_med')}"
    if kind == "prescribed":
        return f"put {_words(group('pr_who'))} on {group('pr_med')}"
    if kind == "takes":
        subject = group("tk_s") or ""
        aux = (group("tk_aux") or "").casefold()
        if aux in ("hun", "hoon", "hu") or subject.casefold() in ("main", "mai", "me"):
            mine = not subject or subject.casefold() in ("main", "mai", "me")
            return f"{'' if mine else subject + ' '}I take {group('tk_med')}"
        if subject.casefold() in ("hum", "hum log"):
            return f"we take {group('tk_med')}"
        if not subject and aux in ("hai", "hain", "hay"):
            subject = _kin_before(match) or ""  # "saas ko sugar hai, Glucophage 500mg leti hain"
            return f"{subject + ' ' if subject else ''}takes {group('tk_med')}"
        return f"{_words(subject) + ' ' if subject else ''}takes {group('tk_med')}"
    if kind == "med_is":
        who = group("mi_who")
        return f"{_words(who)} takes {group('mi_med')}" if who else f"I take {group('mi_med')}"
    if kind == "now_have":
        return f"now I have a {group('nh_x')}"
    if kind == "new_one":
        return f"the new one is {group('nw_x')}"
    if kind == "number_of":
        return f"my {group('nf_of')} number is {group('nf_x')}"
    if kind == "salary":
        now = group("sl_now") or not group("sl_became").casefold().startswith("h")
        return f"my salary is {'now ' if now else ''}{group('sl_x')}"
    if kind == "home_in":
        return f"{'I' if group('hm_own').casefold() == 'mera' else 'we'} live in {group('hm_x')}"
    if kind == "allergy":
        return f"I am allergic to {group('al_x')}"
    if kind == "car_is":
        return f"{_WORDS[group('cr_own').casefold()]} car is a {group('cr_x') or group('cr_make')}"
    if kind == "since":
        if group("sn_always"):
            return _SINCE[" ".join(group("sn_always").casefold().split())]
        said = group("sn_x").split()
        if len(said) == 1:
            return f"since {said[0]}"
        return f"for {said[0]} {_UNITS[said[1].casefold()]}"
    if kind == "ergative":
        return ""
    if kind == "with":
        return "with"
    return _word(group("word"), match.string[: match.start()])


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_urdu, _READ, _reading)
