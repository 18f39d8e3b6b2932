"""Ludhiana, Amritsar, Jalandhar, Patiala and Mohali English mixed with Romanized Punjabi, read
as English, for the door's reading only.

Many people in Punjab type Punjabi in Latin letters between English words: "main Ludhiana
rehnda haan", "asi pichhle mahine Mohali shift ho gaye", "mera number 98140 22761 aa",
"Amlo 5 roz lainda haan". Punjabi, like Hindi, puts the verb last and marks a place with a word
after it ("Model Town ch" in Model Town, "Surrey ton" from Surrey), and says "X is Y" as "X Y
aa", so word for word the door's English rules find nothing in it. A text that shows enough of
Punjabi's own small words (:func:`reads_words`: "mainu", "saada", "rehnda", "ditti", "hun",
"ohde", "chheddeyo" …, not the words it shares with Hindi and Urdu such as "mera", "ghar",
"nahi", "kaam", which stay with :mod:`memwarden.roman_urdu`, nor Gujarati's "ma" and "na")
has its commonest statements read in English order, the way :mod:`memwarden.roman_gujarati`
reads Gujarati's — a move ("… ton … shift ho gaye"), where one lives ("main … rehnda haan",
"meri bhen … ch rehndi aa", "… ch saadi kothi aa"), a job left or held ("… wali naukri chhad
ditti", "main … ch assistant professor aa", "main … ch commerce padhaunda haan"), one's
number, email and account ("navaan number … aa hun", "hun mera account … ch aa"), a dose taken
or changed ("Amlo 5 roz lainda haan", "bebe … lende ne din ch do vaari", "doctor ne bebe di
dawai badal ditti, hun …"), an illness one has ("mainu depression aa"), a child's college
("meri kudi … ch padhdi aa"), a diet ("main pakka veg haan"), a date ("mera exam 14 June nu
aa"), a topic one asks never to be brought up or kept ("… di gal na chheddeyo", "ohde baare
kuch v yaad na rakhi", "kise nu na dasso") — and its words for family and ownership as
English's ("bebe" my grandma, "papa ji" my dad, "meri kudi" my daughter, "saadi" our). Each
reading replaces one stretch of the text, so a span read in the English can be found again in
what was said (:func:`readings`). The memory keeps the person's own words.

A second blind set (review v115: Bathinda, Moga, Hoshiarpur, Phagwara, Chandigarh) showed
more of the same language: a wish told as "… di koi vi gall", "… wali gall" or "… bare kuch
yaad na rakhi"; one of the family with no "my" before them ("bebe pind rehnde ne" lives in the
village, "bebe hun saade kol Mohali aa gaye ne" moved to Mohali, "kaka … school ch padhda" a
son's school); a job at a unit, mill or factory ("main … ch ik hosiery unit ch supervisor
aa"), a role after any named word ("Python developer"), a start ("from Monday … ch quality
incharge lagga haan"), and "aaj" today. These are read too.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import kin_read, read_with, told_by, told_in_words

__all__ = ["english", "readings", "reads_roman_punjabi", "reads_words"]

# Punjabi's small words as typed in Latin letters: pronouns and whose ("main" I, "mainu" to me,
# "mera" my, "asi" we, "saada" our, "tusi" you, "tuhada" your, "oh" he or they, "ohda" his),
# "is" ("aa", "haan" I am, "ne" they are, "si" was), the words after a noun ("ch", "vich" in,
# "nu" to, "ton" from, "naal" with, "da", "di", "de" of, "layi" for, "kol" near), now and before
# ("hun", "pehlan"), the endings of what was done ("ditti" gave, "leya" took, "ho gaye" became),
# of what one does ("rehnda" lives, "karda" does, "lainda" takes), the words of a wish ("yaad na
# rakhi" don't keep in mind, "na chheddeyo" don't bring up, "kise nu na dasso" tell no one) and
# for family.
_CUES = frozenset(
    """
    main mainu mera meri mere asi assi saada saadi saade sada sadi sade saanu sanu tusi tuhada
    tuhadi tuhade oh ohda ohdi ohde ohnu ohna aa haan han ne si ch vich nu ton naal da di de
    layi kol hun hunn pehlan ditti ditta ditte kiti kita leya rehnda rehndi rehnde rehni karda
    kardi karde lainda laindi lende chalda chaldi dekhda dekhya gal yaad rakhi dasso kareyo
    chheddeyo navaan navi purana kithe kado ethe othe ithe ehi hor v ji pind kothi goli dawai
    vadha badal bebe biji veer paaji bhen munda kudi puttar bapu gharwali gharwala nanaan taaya
    bhua maasi jija padhdi padhda padhaunda khaanda jaida chahida chahidi kinni kinna kehde
    dassna dassan jado hove deyo chaunda chaundi tyaari lavega kutta
    """.split()
)
# … of which these are no other language's typed in Latin letters (Hindi's and Urdu's "mera",
# "ghar", "kaam", "nahi", "yaar", Gujarati's "ma", "na", Marathi's "ithe" are not among them).
_STRONG = frozenset(
    """
    mainu saada saadi saade saanu sanu tuhada tuhadi tuhade ohda ohdi ohde ohnu ohna hunn
    pehlan ditti ditta ditte kiti leya rehnda rehndi rehnde rehni karda kardi lainda laindi
    lende chalda chaldi dekhda dekhya chheddeyo kareyo dasso navaan kithe kado othe ehi bebe
    biji paaji puttar gharwali gharwala nanaan taaya bhua padhdi padhda padhaunda khaanda
    jaida chahida chahidi kinni kinna kehde dassna dassan jado hove deyo chaunda chaundi tyaari
    lavega
    """.split()
)
# … of which these tell it alone ("main Ludhiana rehnda haan", "doctor ne dawai badal ditti";
# "rehnde" only beside another, Hindi's "rehnde do" being said in Lahore too).
_ALONE = frozenset(
    """
    mainu saanu tuhada tuhadi ohnu ohde ohda ohdi rehnda rehndi rehni karda kardi lainda laindi
    ditti leya navaan pehlan chheddeyo kareyo padhdi padhda padhaunda khaanda chahida chaunda
    chaundi
    """.split()
)
# … and these of its pairs ("ch … aa" in … is, "hun … aa" now … is, "yaad na rakhi" don't
# keep in mind, "shift ho gaye" with "ton" from, "mera … aa" my … is, where Hindi and Urdu say
# "hai"): a word of the first with one of the second.
_PAIRS = (
    (frozenset(("ch",)), frozenset(("aa", "haan", "si", "ne"))),
    (frozenset(("hun", "hunn")), frozenset(("aa", "ditti", "ditta", "ton"))),
    (frozenset(("rakhi",)), frozenset(("yaad",))),
    (frozenset(("ton",)), frozenset(("shift", "baad", "rehnda", "rehndi"))),
    (frozenset(("mera", "meri", "mere")), frozenset(("aa",))),
)
_WORD = re.compile(r"[^\W\d_]+")


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in Romanized
    Punjabi at least in part: one of its words no other language has, or two of its own small
    words and a third of its small words, or one of its pairs of words (not "aa" with Hindi's
    "raha … hai": "mera code … error aa raha hai" is Hindi's "comes")."""
    if "aa" in said and "hai" in said and not _HINDI_COMES.isdisjoint(said):
        said = said - {"aa"}
    return told_in_words(said, _CUES, _STRONG, _ALONE, _PAIRS)


# (what Hindi's "aa … hai" comes with, where Punjabi says "aa" alone: "ja rahi aa")
_HINDI_COMES = frozenset(("raha", "rahi", "rahe"))


@lru_cache(maxsize=4096)
def reads_roman_punjabi(text: str) -> bool:
    """Whether ``text`` is written in Romanized Punjabi at least in part (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "Model Town", "Urban Estate Phase 2", "Sector 70", "Surrey BC".
_CAP = r"(?-i:[A-Z0-9])[\w'’.&/@#$%*+-]*"
# (not a day of a month after it: "Mohali 28 June nu" is Mohali, on 28 June)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
_NAMED = (
    rf"{_CAP}(?:\s+(?!\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}\b)(?:{_CAP}|(?-i:\d+(?:st|nd|rd|th)|nagar|colony|road|enclave|avenue|town|"
    r"market|branch|office|campus|hospital|school|college|university|clinic|bank|sector|phase|"
    r"chowk|mandi|bazaar|estate|heights|centre|center)\b))" + r"{0,5}"
)
# Who: "main" I, "asi" we, "oh" they.
_WHO = {"main": "I", "mai": "I", "asi": "we", "assi": "we", "asin": "we", "oh": "they"}
_WHO_WORDS = r"(?:main|mai|asi|assi|asin|oh)"
# Whose: "mera" my, "saada" our.
_MY = {
    "mera": "my", "meri": "my", "mere": "my", "saada": "our", "saadi": "our", "saade": "our",
    "sada": "our", "sadi": "our", "sade": "our", "sadda": "our", "saddi": "our",
}  # fmt: skip
_OWN = r"(?:mera|meri|mere|saada|saadi|saade|sada|sadi|sade|sadda|saddi)"
# Punjabi's words for family, in English.
_KIN = {
    "bebe": "grandma", "biji": "grandma", "papa ji": "dad", "bapu ji": "dad", "bapu": "dad",
    "mummy ji": "mum", "veer ji": "brother", "veer": "brother",
    "bhen": "sister", "bhenji": "sister", "munda": "son", "kudi": "daughter",
    "puttar": "son", "gharwali": "wife", "gharwala": "husband", "sass": "mother-in-law",
    "nanaan": "sister-in-law", "chacha ji": "uncle", "chacha": "uncle", "taaya ji": "uncle",
    "taaya": "uncle", "maasi": "aunt", "bhua": "aunt", "maama ji": "uncle", "maama": "uncle",
    "naana ji": "grandpa", "naana": "grandpa", "daada ji": "grandpa", "daada": "grandpa",
    "jija ji": "brother-in-law", "jija": "brother-in-law",
}  # fmt: skip
_KIN_WORDS = "|".join(k.replace(" ", r"\s+") for k in sorted(_KIN, key=len, reverse=True))
_OWNERS = frozenset(
    (
        "my",
        "our",
        "his",
        "her",
        "their",
        "your",
        "ohda",
        "ohdi",
        "ohde",
        "ohna",
        "tuhada",
        "tuhadi",
        "tuhade",
        *_MY,
    )
)
# When: "pichhle mahine" last month, "hun" now.
_WHEN_PAST = {
    "pichhle mahine": "last month", "pichle mahine": "last month", "pichhle saal": "last year",
    "pichle saal": "last year", "pichhle hafte": "last week", "pichle hafte": "last week",
}  # fmt: skip
_WHEN_WORDS = r"(?:pichhle|pichle)\s+(?:mahine|saal|hafte)"
# How often a medicine is taken: "din ch do vaari" twice a day, "ik vaari raat nu" once at
# night, "roz" every day.
_OFTEN = {
    "din ch do vaari": "twice a day", "din vich do vaari": "twice a day",
    "din ch ik vaari": "once a day", "din vich ik vaari": "once a day",
    "ik vaari raat nu": "once at night", "ik vaari": "once a day", "do vaari": "twice a day",
    "raat nu": "at night", "roz": "daily", "roz roz": "daily", "rozana": "daily",
    "har roz": "daily", "subah": "in the morning", "subah shaam": "morning and evening",
}  # fmt: skip
_OFTEN_WORDS = "|".join(o.replace(" ", r"\s+") for o in sorted(_OFTEN, key=len, reverse=True))
# A medicine and its dose: "Glycomet 500", "metformin 500", "Amlo 5", "1000 mg".
_MED = r"(?:[A-Za-z][a-z][\w-]+)"
_DOSE = r"\d+(?:\.\d+)?(?:\s*(?:mg|mcg|ml)\b)?"
# A phone number, an email.
_PHONE = r"\+?\d[\d\s-]{6,}\d"
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_THING = r"(?:(?:mobile|phone|whatsapp|personal)\s+)?(?:number|mobile|email|e-mail|gmail|mail)"
# A job: "assistant professor", "accountant".
_ROLE = (
    r"(?:(?:senior|junior|head|assistant|associate|sales|branch|bank|project|software|quality|"
    r"(?-i:[A-Z])[\w+#.-]*)\s+)?"
    r"(?:professor|lecturer|teacher|engineer|developer|manager|accountant|clerk|nurse|doctor|"
    r"officer|executive|director|cashier|consultant|principal|supervisor|dealer|incharge)"
)
# A wish: "na chheddeyo" don't bring it up, "yaad (v) na rakhi" don't keep it in mind, "na
# kareyo" don't do it (talk of it), "kise nu na dasso" tell no one.
_DONT = (
    r"(?:na\s+(?:chheddeyo|chhedeyo|chhedo|chhedna|chheddo)|yaad\s+(?:v\s+|vi\s+)?na\s+"
    r"(?:rakhi|rakhna|rakheyo|rakhyo|rakho)|na\s+(?:kareyo|karo|karna)|kise\s+nu\s+(?:v\s+)?na\s+"
    r"(?:dasso|dassna|dasseyo))"
)
# Words of a thing told no more of: "pehli" first, "shaadi" marriage, "goday" knee.
_THINGS = {
    "pehli": "first", "shaadi": "marriage", "viah": "marriage", "goday": "knee", "goda": "knee",
    "gal": "matter", "gall": "matter", "bimari": "illness", "purane": "old", "purana": "old",
    "bhaar": "weight", "dawai": "medicine", "goli": "pill",
}  # fmt: skip
_READINGS = {
    # "asi pichhle mahine Mohali shift ho gaye", "Rajveer hun Surrey ton Edmonton shift ho gayi",
    # "asi Urban Estate ton shift ho gaye", "finally shift ho gaye Mohali": … moved (from … to …).
    "moved": (
        rf"(?:\b(?P<mv_who>{_WHO_WORDS})\s+|(?P<mv_name>(?-i:[A-Z])[a-z]+)\s+(?=hunn?\s))?"
        r"(?:\b(?P<mv_now>hun|hunn)\s+)?"
        rf"(?:\b(?P<mv_when>{_WHEN_WORDS})\s+)?(?:(?P<mv_a>{_NAMED})\s+(?:ton|toh)\s+)?"
        rf"(?:(?P<mv_b>{_NAMED})\s+(?:(?:ch|vich)\s+)?)?\bshift\s+ho\s+(?P<mv_v>gaye|gaya|gayi|"
        rf"gye|gya|gyi)\b(?:\s+(?:haan|han|aa|ne))?(?:\s+(?P<mv_c>{_NAMED}))?"
        rf"(?:\s+(?P<mv_day>\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH})\s+(?:nu|nun)\b)?"
    ),
    # "oh Amritsar saade naal hi rehnde ne", "main Patiala ch Urban Estate Phase 2 ch rehni aa",
    # "meri bhen Rajveer Surrey BC ch rehndi aa": … live(s) in ….
    "lives": (
        rf"(?:\b(?P<lv_who>{_WHO_WORDS})\s+|\b(?P<lv_own>{_OWN})\s+(?P<lv_kin>{_KIN_WORDS})\s+"
        rf"(?:(?P<lv_name>(?-i:[A-Z])[a-z]+)\s+)?|(?<![\w'’])(?P<lv_kin0>{_KIN_WORDS})\s+)?"
        # ("bebe pind rehnde ne": my grandma lives in the village)
        rf"(?:(?P<lv_in>{_NAMED})\s+(?:ch|vich)\s+)?(?:(?P<lv_pind>pind)\s+|(?:pind\s+)?"
        rf"(?P<lv_x>{_NAMED})\s+)"
        r"(?:(?:ch|vich)\s+)?(?:(?P<lv_with>saade|sade|mere)\s+naal\s+(?:hi\s+)?)?"
        r"(?P<lv_v>rehnda|rehndi|rehnde|rehni|rehne|reh\s+(?:rahe|reha|rahi))\b"
        r"(?:\s+(?:haan|han|aa|ne|a)\b)?(?:\s+ji\b)?"
    ),
    # "bebe hun saade kol Mohali aa gaye ne": my grandma now moved to Mohali (to us).
    "came_to": (
        rf"(?<![\w'’])(?P<ct_kin>{_KIN_WORDS})\s+(?:(?P<ct_now>hun|hunn)\s+)?(?:saade|sade|mere)\s+"
        rf"(?:kol|naal)\s+(?P<ct_x>{_NAMED})\s+aa\s+(?:gaye|gayi|gaya|gye|gyi|gya)\b"
        r"(?:\s+(?:ne|aa|haan|han)\b)?"
    ),
    # "Model Town ch saadi kothi aa", "Sector 70 ch saada flat aa": our house is in ….
    "home_in": (
        rf"(?:(?P<hm_x>{_NAMED})\s+(?:ch|vich)\s+(?P<hm_own>{_OWN})\s+(?P<hm_what>kothi|ghar|flat|"
        rf"makaan|dukaan|office)|\b(?P<hm_what2>ghar|kothi)\s+(?P<hm_own2>{_OWN})\s+"
        rf"(?P<hm_x2>{_NAMED})\s+(?:ch|vich))\s+(?:aa|hai|a)\b"
    ),
    # "hun Leela Bhawan de kol flat aa": now we live in a flat near ….
    "home_near": (
        rf"(?:\b(?P<hn_now>hun|hunn)\s+)?(?P<hn_x>{_NAMED})\s+(?:de|da)\s+kol\s+"
        r"(?P<hn_what>kothi|ghar|flat|makaan)\s+(?:aa|hai|a)\b"
    ),
    # "hun mera account SBI di Sarabha Nagar branch ch aa", "mera account Punjab National Bank
    # ch aa": (now) my … is in ….
    "is_in": (
        rf"(?:\b(?P<in_now>hun|hunn)\s+)?\b(?P<in_own>{_OWN})\s+(?P<in_what>account|office|"
        rf"dukaan|shop|school|college|clinic)\s+(?P<in_x>{_NAMED}(?:\s+(?:di|da|de)\s+{_NAMED})?)"
        r"\s+(?:ch|vich)\s+(?:aa|hai|a)\b"
    ),
    # "PNB wala account band kar ditta": I closed the PNB account.
    "closed": (
        r"\b(?P<cl_x>(?-i:[A-Z])[\w&]*)\s+(?:wala|wali|da|di)\s+(?P<cl_what>account|number|card)"
        r"\s+band\s+(?:kar|karva|karwa)\s+(?:ditta|ditti|dita|diti)"
    ),
    # "purana 98140 wala number band ho gaya": the old 98140 number was closed.
    "old_closed": (
        r"\b(?:purana|puraana|purani)\s+(?P<oc_x>\d+)\s+(?:wala|wali)\s+(?:number\s+)?band"
        r"(?:\s+ho\s+(?:gaya|gayi|gya))?"
    ),
    # "school wali naukri chhad ditti", "WazirX chhad ditta": I left the school job, I left ….
    "left": (
        r"(?:\b(?P<lf_of>[a-z]+)\s+(?:wali|wala|di|da)\s+)?\b(?P<lf_x>naukri|nokri|job|kamm|"
        rf"company|{_CAP})\s+(?:chhad|chhadd|chad|shadd|chhod)\s+(?:ditti|ditta|diti|dita|te)\b"
    ),
    # "main Lovely Professional University ch assistant professor aa": I am a … at ….
    # ("main Ludhiana ch ik hosiery unit ch supervisor aa": I am a supervisor at a hosiery unit
    # in Ludhiana)
    "works_as": (
        rf"\b(?:main|mai)\s+(?P<wa_x>{_NAMED})\s+(?:ch|vich)\s+(?:(?:ik\s+)?(?P<wa_of>[a-z]+\s+"
        r"(?:unit|mill|factory|company|firm|shop))\s+(?:ch|vich)\s+)?"
        rf"(?P<wa_role>{_ROLE})\s+(?:aa|haan|han|a)\b"
    ),
    # "from Monday Vardhman mill ch quality incharge lagga haan": from Monday I start as a … at ….
    "starts_as": (
        r"\bfrom\s+(?P<sa_day>(?-i:[A-Z])[a-z]+)\s+(?P<sa_x>"
        rf"{_NAMED}(?:\s+(?:mill|factory|unit|company))?)\s+(?:ch|vich)\s+(?P<sa_role>{_ROLE})\s+"
        r"(?:lagga|laggi|lag\s+gaya|lag\s+gayi|join\s+kar\s+leya)\b(?:\s+(?:haan|han|aa)\b)?"
    ),
    # "main Lovely Professional University ch commerce padhaunda haan": I teach … at ….
    "teaches": (
        rf"\b(?:main|mai)\s+(?P<te_x>{_NAMED})\s+(?:ch|vich)\s+(?P<te_what>[a-z]+)\s+"
        r"(?:padhaunda|padhaundi|padhanda|padhandi)\b(?:\s+(?:haan|han|aa))?"
    ),
    # "mera number 98140 22761 aa", "mera email … aa": my … is ….
    "is": (
        rf"\b(?P<is_own>{_OWN})\s+(?:(?P<is_new>navaan|navan|nava|navi)\s+)?(?P<is_what>{_THING})"
        rf"\s+(?P<is_x>{_PHONE}|{_EMAIL})(?:\s+(?:aa|hai|a)\b)?(?:\s+ji\b)?"
    ),
    # "navaan number 70870 45312 aa hun", "navaan number note kar lo ji: 99150-48823": my new
    # number is … (now).
    "new_number": (
        r"\b(?:navaan|navan|nava|navi)\s+number\s+(?:note\s+kar\s+lo(?:\s+ji)?\s*[:,-]?\s*)?"
        rf"(?P<nn_x>{_PHONE})(?:\s+(?:aa|hai)\b)?(?:\s+(?P<nn_now>hun|hunn)\b)?"
    ),
    # "hun 70099-31456" after a number changed: now my number is ….
    "now_number": rf"\b(?:hun|hunn)\s+(?P<np_x>{_PHONE})(?=\s*(?:[.,;!]|$))",
    # "Amlo 5 roz lainda haan", "bebe … Glycomet 500 lende ne din ch do vaari": … take(s) ….
    "takes": (
        rf"(?:\b(?P<tk_kin>{_KIN_WORDS})\s+)?(?P<tk_x>{_MED}\s+{_DOSE})\s+"
        rf"(?:(?P<tk_when1>{_OFTEN_WORDS})\s+)?(?P<tk_v>lainda|laindi|lainde|lende|lenda|lendi|"
        r"khaanda|khaandi|khanda)\b(?:\s+(?:haan|han|aa|ne|a)\b)?"
        rf"(?:\s+(?P<tk_when2>{_OFTEN_WORDS})\b)?"
    ),
    # "doctor ne bebe di dawai badal ditti, hun Glycomet 1000 ik vaari raat nu", "Dr Bhalla ne
    # metformin vadha ditti, hun 1000 mg subah shaam": changed … medicine, now … take(s) ….
    "dose_now": (
        r"(?:\b(?P<dn_who>doctor|doc|(?:dr\.?|doctor)\s+(?-i:[A-Z])[a-z]+)\s+ne\s+)?"
        rf"(?:\b(?P<dn_kin>{_KIN_WORDS})\s+(?:di|da|de)\s+)?\b(?P<dn_what>dawai|dawaai|goli|dose|"
        rf"{_MED})\s+(?P<dn_how>badal|vadha|vadhaa|ghata|ghatt)\s+(?:ditti|ditta|diti|dita)"
        rf"\s*[,—–-]?\s+(?:hun|hunn)\s+(?P<dn_x>(?:{_MED}\s+)?{_DOSE})"
        rf"(?:\s+(?P<dn_when>{_OFTEN_WORDS})\b)?"
    ),
    # "metformin 500 di goli roti ton baad, din ch ik vaari": I take metformin 500 once a day
    # after meals.
    "pill": (
        rf"\b(?P<gl_x>{_MED}\s+{_DOSE})\s+(?:di|da)\s+(?:goli|golian|tablet)"
        r"(?:\s+(?P<gl_after>roti|khaane|khane|nashte)\s+(?:ton|toh)\s+(?:baad|pichhon))?"
        rf"(?:\s*,?\s*(?P<gl_when>{_OFTEN_WORDS})\b)?"
    ),
    # "Swift vech ditti": I sold the Swift; "hun Creta lai layi": now I bought a Creta.
    "sold": r"\b(?P<so_x>(?-i:[A-Z])[\w-]+)\s+(?:vech|vech|wech)\s+(?:ditti|ditta|diti|dita)\b",
    "bought": (
        r"\b(?:(?P<bo_now>hun|hunn)\s+)?(?P<bo_x>(?-i:[A-Z])[\w-]+)\s+(?:lai|le)\s+"
        r"(?:layi|lai|li|leyi|leya|laya|litti)\b"
        r"(?:\s+(?P<bo_colour>[a-z]+)\s+rang\s+(?:di|da|de|wali|wala)\b)?"
    ),
    # "4 saal da", "75 de ho gaye": 4 years old, turned 75.
    "age": (
        r"\b(?P<ag_n>\d{1,3})\s+(?:(?P<ag_years>saal|saalan)\s+)?(?:da|di|de)\b"
        r"(?:\s+(?:(?P<ag_now>ho\s+(?:gaya|gayi|gaye|gye|gya))|(?P<ag_will>ho\s+(?:jaugi|jauga|"
        r"jaayegi|jaayega|jaavegi|jaavega))|(?:aa|hai))\b)?"
        r"(?(ag_years)|(?(ag_now)|(?(ag_will)|(?!))))"
    ),
    # "saada kutta Sheru": our dog Sheru.
    "pet": rf"\b(?P<pt_own>{_OWN})\s+(?P<pt_x>kutta|kutti|billi|tota|toti)\b",
    # "bebe nu sugar aa", "mainu depression aa": … has ….
    "has": (
        rf"(?:\b(?P<hs_kin>{_KIN_WORDS})\s+nu|\b(?P<hs_me>mainu|menu))\s+(?P<hs_x>sugar|bp|"
        r"depression|anxiety|thyroid|diabetes|asthma|cholesterol|migraine|arthritis|cancer|"
        r"high\s+bp|blood\s+pressure)\s+(?:aa|hai|a|ho\s+gayi|ho\s+gaya)\b"
    ),
    # "Dr. Bhatia kol treatment chal reha 6 mahine ton": Dr. Bhatia has been treating me for 6
    # months.
    "treated": (
        r"\b(?P<tr_dr>(?:dr\.?|doctor)\s+(?-i:[A-Z])[a-z]+)\s+(?:kol|kolon|ton|toh)\s+"
        r"(?:treatment|ilaaj|ilaj|ilaaz)\s+(?:chal|chall)\s+(?:reha|rahi|riha|raha)\b"
        r"(?:\s+(?:aa|hai|a)\b)?(?:\s+(?P<tr_n>\d+)\s+(?P<tr_unit>mahine|mahineyan|saal|hafte|"
        r"din)\s+(?:ton|toh)\b)?"
    ),
    # "mera BP high rehnda": my BP stays high.
    "stays": r"\b(?:mera|meri)\s+(?P<st_x>bp|sugar)\s+high\s+(?:rehnda|rehndi|rehnda\s+aa)\b",
    # "meri kudi Simran Brampton ch aa, Sheridan College ch padhdi aa": my daughter Simran
    # studies at … in ….
    "studies": (
        rf"\b(?P<sd_own>{_OWN})\s+(?P<sd_kin>kudi|munda|puttar|dhee|bhen|veer)\s+"
        rf"(?P<sd_name>(?-i:[A-Z])[a-z]+)\s+(?:(?P<sd_in>{_NAMED})\s+(?:ch|vich)\s+(?:aa|hai)"
        rf"\s*,?\s+)?(?P<sd_x>{_NAMED})\s+(?:ch|vich)\s+(?:padhdi|padhda|padhde)\s+(?:aa|hai|ne)\b"
    ),
    # "kaka DAV school ch padhda", "meri kudi Govt school ch padhdi aa": my son studies at ….
    "kin_studies": (
        rf"(?:\b(?P<ks_own>{_OWN})\s+)?(?<![\w'’])(?P<ks_kin>kaka|kudi|munda|puttar|dhee)\s+"
        rf"(?P<ks_x>{_NAMED})\s+(?:(?:ch|vich)\s+)?(?:padhdi|padhda|padhde)\b"
        r"(?:\s+(?:aa|hai|ne)\b)?"
    ),
    # "main pakka veg haan": I am vegetarian.
    "veg": (
        r"\b(?:main|mai)\s+(?:pakka|pakki|pure|pura|shudh)\s+(?:veg|vegetarian|shakahari)\s+"
        r"(?:haan|han|aa)\b(?:\s+ji\b)?"
    ),
    # "meat anda kuch nahi khaanda", "anda v nahi khaanda": I don't eat meat or eggs, eggs.
    "no_meat": (
        r"\b(?P<nm_x>(?:meat|maas|anda|ande|machhi|chicken)(?:\s+(?:te\s+)?(?:anda|ande|machhi))?)\s+"
        r"(?:(?:kuch|kujh)\s+)?(?:(?:v|vi)\s+)?(?:nahi|nai)\s+(?:khaanda|khaandi|khanda|khandi)\b"
    ),
    # "mera exam 14 June nu aa Amritsar de IDP centre ch": my exam is on 14 June at ….
    "on_day": (
        rf"(?:\b(?P<od_own>{_OWN})|\b(?P<od_name>(?-i:[A-Z])[a-z]+)\s+(?:da|di|de))\s+"
        r"(?P<od_what>exam|interview|appointment|test|flight|birthday)\s+"
        r"(?P<od_day>\d{1,2}(?:st|nd|rd|th)?\s+(?-i:[A-Z])[a-z]+)\s+nu\s+(?:aa|hai|a)\b"
        rf"(?:\s+(?P<od_city>{_NAMED})\s+(?:de|di|da)\s+(?P<od_at>{_NAMED})\s+(?:ch|vich|te)\b)?"
    ),
    # "8 kilo bhaar ghat gaya mera, hun 74 kilo aa": I lost 8 kilo of weight, now I am 74 kilo.
    "weight": (
        r"\b(?P<wt_lost>\d+)\s+(?:kilo|kg|kgs)\s+(?:bhaar|bhar|weight|bhaar\s+v)\s+(?:ghat|ghatt)\s+"
        r"(?:gaya|gya)(?:\s+mera)?(?:\s*,?\s+(?:hun|hunn)\s+(?P<wt_now>\d+)\s+(?:kilo|kg|kgs)\s+"
        r"(?:aa|haan|han)\b)?"
    ),
    # "alag hon wala case": the separation case.
    "separation": r"\balag\s+(?:hon|hona|hoan)\s+(?:wala|wali|da|di)\s+(?P<sp_x>case|gal|kamm)\b",
    # "Sarabha Nagar market ch boutique layi dukaan lai li rent te": I rented a shop in … for
    # the boutique.
    "rented": (
        rf"(?P<rn_at>{_NAMED})\s+(?:ch|vich)\s+(?:(?P<rn_for>[a-z]+)\s+layi\s+)?"
        r"(?P<rn_what>dukaan|dukan|flat|kothi|ghar|office|shop)\s+(?:lai|le|lay)\s+"
        r"(?:li|lai|leya|layi|leyi|litti)\s+(?:rent|kiraye)\s+(?:te|utte|tey)\b"
    ),
    # "papa ji nu navaan tractor le ke ditta": I bought my dad a new tractor.
    "bought_for": (
        rf"\b(?P<bf_kin>{_KIN_WORDS})\s+nu\s+(?P<bf_new>navaan|navan|navi|nava)\s+"
        r"(?P<bf_x>[\w-]+)\s+(?:le|lai)\s+ke\s+(?:ditta|ditti|dita|diti)\b"
    ),
    # "Jassi Southall ton December ch aa reha": Jassi is coming from Southall in December.
    "coming": (
        rf"\b(?P<cm_who>(?-i:[A-Z])[a-z]+)\s+(?P<cm_from>{_NAMED})\s+(?:ton|toh)\s+"
        r"(?:(?P<cm_when>(?-i:[A-Z])[a-z]+)\s+(?:ch|vich)\s+)?aa\s+(?:reha|rahi|rahe)\b"
    ),
    # "saade naal": with us.
    "with_us": r"\b(?P<wu_x>saade|sade|mere)\s+naal\b",
    # "papa ji di knee surgery di gal hun na chheddeyo, yaad v na rakhi", "mera ex Harman, ohde
    # baare kuch v yaad na rakhi", "cousin Jassi Southall wala, ohde divorce di gal kise nu na
    # dasso te yaad v na rakhi": please never bring up … again.
    "never_again": (
        r"(?:\b(?P<ng_who>(?:mera|meri|mere|saada|saadi|cousin|saade)\s+(?:[\w'’.-]+\s+){0,3}?"
        r"[\w'’.-]+)\s*,\s*(?:ohde|ohdi|ohda|ohna\s+de)\s+)?"
        r"(?P<ng_x>(?<![\w'’.-])(?:(?!(?:te|par|please|hun|oh|ohde|ohdi|ohda|ate|yaar|and)\b)[\w'’.-]+\s+){0,6}?)"
        # ("veer di koi vi gall", "surgery wali gall", "… bare": anything of …, the … matter)
        r"(?:(?:di|wali|wala)\s+(?:koi\s+(?:v|vi|bhi)\s+)?gall?|da\s+zikar|de\s+baare"
        r"(?:\s+(?:ch|vich))?|baare|bare)\s+"
        r"(?:(?:kuch|kujh)(?:\s+(?:v|vi|bhi))?\s+)?(?:(?:hun|kade|kadi|kadey)\s+)?"
        + _DONT
        + r"(?:(?:\s*,\s*|\s+(?:te|ate)\s+)(?:hun\s+)?"
        + _DONT
        + r")*"
        # (and a "please" after it: "… yaad na rakhi please")
        r"(?:\s+(?:please|plz|pls)\b)?"
    ),
    # "papa ji da goday da operation": my dad's knee operation.
    "of_kin": (
        rf"\b(?P<ok_kin>{_KIN_WORDS})\s+(?:da|di|de)\s+(?:(?P<ok_part>goday|goda|ankh|kamar|"
        r"dil)\s+(?:da|di|de)\s+)?(?P<ok_x>operation|surgery|dawai|dawaai|birthday)\b"
    ),
    # "papa ji", "bebe": my dad, my grandma (outside a statement read whole).
    "kin": rf"(?<![\w'’])(?P<kn_x>{_KIN_WORDS})\b(?!['’])",
    # "mera", "saadi": my, our; "hun": now; "aaj": today.
    "gloss": r"\b(?P<word>mera|meri|mere|saada|saadi|saade|hunn|hun|aaj)\b(?!['’]s\b)",
}
_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
# Words that may open a clause before a deed told without its doer ("finally shift ho gaye").
_NO_DOER = frozenset(
    "finally oye paaji ji yaar ik khabar te ate and so also btw hun hunn bas kal aj".split()
)


def _kin(word: str, before: str) -> str:
    """A word for family, in English, with "my" when nothing before owns it
    (:func:`memwarden.roman.kin_read`)."""
    return kin_read(" ".join(word.split()), before, _KIN, _OWNERS)


def _glossed(words: str, before: str = "") -> str:
    """``words`` with Punjabi's words for ownership, family and things read as English's, and
    "X di Y" as "X's Y" ("papa ji di knee surgery": my dad's knee surgery, "meri pehli
    shaadi": my first marriage)."""
    words = " ".join(words.split())
    kin = re.compile(rf"\b(?:{_KIN_WORDS})\b", re.IGNORECASE)

    def one(match: re.Match[str]) -> str:
        said = match.group(0)
        folded = said.casefold()
        if kin.fullmatch(said):
            return _kin(folded, before + match.string[: match.start()])
        return _MY.get(folded) or _THINGS.get(folded, said)

    read = re.sub(rf"\b(?:{_KIN_WORDS})\b|[^\W\d_]+", one, words, flags=re.IGNORECASE)
    return re.sub(r"\s+(?:di|da|de)\s+", "'s ", read, flags=re.IGNORECASE)


def _doer(match: re.Match[str], doer: str) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else
    (:func:`memwarden.roman.told_by`); else nothing."""
    return told_by(match, doer, _NO_DOER)


def _kin_told(match: re.Match[str]) -> str:
    """The one of the family the sentence before ``match`` tells of (its last word for one), in
    English ("bebe nu sugar aa, Glycomet 500 lende ne": my grandma); else nothing."""
    sentence = re.split(r"[.!?\n—–]", match.string[: match.start()])[-1]
    told = re.findall(rf"\b({_KIN_WORDS})\b", sentence, flags=re.IGNORECASE)
    return _kin(told[-1].casefold(), sentence[: sentence.rfind(told[-1])]) if told else ""


def _a(word: str) -> str:
    """``word`` after its article ("an assistant professor", "a teacher")."""
    return f"{'an' if word[:1] in 'aeiouAEIOU' else 'a'} {word}"


def _often(*said: str | None) -> str:
    """How often a medicine is taken, in English (" twice a day" of "din ch do vaari"), or
    nothing."""
    told = [s for s in said if s]
    return "".join(f" {_OFTEN[' '.join(s.casefold().split())]}" for s in told)


def _moved(match: re.Match[str]) -> str:
    group = match.group
    came_from, to = group("mv_a"), group("mv_b") or group("mv_c")
    if not (came_from or to):
        return match.group(0)
    if group("mv_name"):
        who = group("mv_name")
    elif group("mv_who"):
        who = _WHO[group("mv_who").casefold()]
    else:
        who = _doer(match, "we" if group("mv_v").casefold() in ("gaye", "gye") else "I").strip()
    now = " now" if group("mv_now") else ""
    when = (
        f" {_WHEN_PAST[' '.join(group('mv_when').casefold().split())]}" if group("mv_when") else ""
    )
    where = (f" from {came_from}" if came_from else "") + (f" to {to}" if to else "")
    day = f" on {group('mv_day')}" if group("mv_day") else ""
    return f"{who}{now} moved{where}{when}{day}".strip()


def _lives(match: re.Match[str]) -> str:
    group = match.group
    verb = group("lv_v").casefold()
    place = group("lv_x") or "the village"
    if group("lv_in"):
        # ("Patiala ch Urban Estate Phase 2 ch": in Urban Estate Phase 2, Patiala)
        place = f"{place}, {group('lv_in')}"
    with_us = (
        f" with {'me' if group('lv_with').casefold() == 'mere' else 'us'}"
        if group("lv_with")
        else ""
    )
    if group("lv_kin"):
        own = _MY[group("lv_own").casefold()]
        name = f" {group('lv_name')}" if group("lv_name") else ""
        kin = _KIN[" ".join(group("lv_kin").casefold().split())]
        return f"{own} {kin}{name} lives in {place}{with_us}"
    if group("lv_kin0"):
        who = _kin(group("lv_kin0").casefold(), match.string[: match.start()])
    elif group("lv_who"):
        who = _WHO[group("lv_who").casefold()]
    else:
        # (one of the family the sentence told of before: "bebe 89 di ho gayi, pind Kot Mangal
        # rehndi", my grandma; else the one speaking, by the verb's ending)
        alone = verb in ("rehnda", "rehndi", "rehni")
        who = _kin_told(match) or _doer(match, "I" if alone else "we").strip()
    verb = "lives" if who and who not in ("I", "we", "they") else "live"
    return f"{who} {verb} in {place}{with_us}".strip()


def _takes(match: re.Match[str]) -> str:
    group = match.group
    verb = group("tk_v").casefold()
    if group("tk_kin"):
        who = _kin(group("tk_kin").casefold(), match.string[: match.start()])
    elif verb.startswith(("lende", "lainde")):
        who = _kin_told(match) or "they"
    else:
        who = "I"
    takes = "take" if who in ("I", "they") else "takes"
    return f"{who} {takes} {group('tk_x')}{_often(group('tk_when1'), group('tk_when2'))}"


def _dose_now(match: re.Match[str]) -> str:
    group = match.group
    what = group("dn_what")
    how = group("dn_how").casefold()
    verb = (
        "raised" if how.startswith("vadh") else "lowered" if how.startswith("ghat") else "changed"
    )
    by = (
        "the doctor "
        if group("dn_who") and group("dn_who").casefold() in ("doctor", "doc")
        else (f"{group('dn_who')} " if group("dn_who") else "")
    )
    dose = group("dn_x")
    if re.match(r"\d", dose) and what.casefold() not in ("dawai", "dawaai", "goli", "dose"):
        # ("metformin vadha ditti, hun 1000 mg": now I take metformin 1000 mg)
        dose = f"{what} {dose}"
    if group("dn_kin"):
        kin = _kin(group("dn_kin").casefold(), match.string[: match.start()])
        thing = "medicine" if what.casefold() in ("dawai", "dawaai", "goli") else what
        return f"{by}{verb} {kin}'s {thing}, now {kin} takes {dose}{_often(group('dn_when'))}"
    thing = "medicine" if what.casefold() in ("dawai", "dawaai", "goli") else f"my {what}"
    return f"{by}{verb} {thing}, now I take {dose}{_often(group('dn_when'))}"


def _never_again(match: re.Match[str]) -> str:
    group = match.group
    before = match.string[: match.start()]
    what = _glossed(group("ng_x").strip(), before)
    if group("ng_who"):
        # ("cousin Jassi Southall wala, ohde divorce": cousin Jassi's divorce; "mera ex Harman,
        # ohde baare": my ex Harman)
        who = re.sub(r"\s+\S+\s+(?:wala|wali|wale)$", "", group("ng_who"), flags=re.I)
        who = _glossed(who, before)
        what = f"{who}'s {what}" if what else who
    return f"please never bring up {what} again" if what else match.group(0)


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    group = match.group
    if kind == "moved":
        return _moved(match)
    if kind == "lives":
        return _lives(match)
    if kind == "came_to":
        kin = _kin(group("ct_kin").casefold(), match.string[: match.start()])
        now = " now" if group("ct_now") else ""
        return f"{kin}{now} moved to {group('ct_x')}"
    if kind == "home_in":
        said = group("hm_what") or group("hm_what2")
        what = {"kothi": "house", "ghar": "house", "makaan": "house", "dukaan": "shop"}.get(
            said.casefold(), said
        )
        own = _MY[(group("hm_own") or group("hm_own2")).casefold()]
        return f"{own} {what} is in {group('hm_x') or group('hm_x2')}"
    if kind == "home_near":
        what = "flat" if group("hn_what").casefold() == "flat" else "house"
        now = "now " if group("hn_now") else ""
        return f"{now}we live in a {what} near {group('hn_x')}"
    if kind == "is_in":
        now = "now " if group("in_now") else ""
        where = re.sub(r"\s+(?:di|da|de)\s+", "'s ", group("in_x"), flags=re.I)
        what = "shop" if group("in_what").casefold() == "dukaan" else group("in_what")
        return f"{now}{_MY[group('in_own').casefold()]} {what} is in {where}"
    if kind == "closed":
        return f"{_doer(match, 'I')}closed the {group('cl_x')} {group('cl_what')}"
    if kind == "old_closed":
        return f"the old {group('oc_x')} number was closed"
    if kind == "left":
        what = group("lf_x")
        if group("lf_of"):
            return f"{_doer(match, 'I')}left the {group('lf_of')} job"
        if what[:1].isupper():
            return f"{_doer(match, 'I')}left {what}"
        return f"{_doer(match, 'I')}left the {what.replace('kamm', 'job').replace('naukri', 'job')}"
    if kind == "works_as":
        if group("wa_of"):
            return f"I am {_a(group('wa_role'))} at {_a(group('wa_of'))} in {group('wa_x')}"
        return f"I am {_a(group('wa_role'))} at {group('wa_x')}"
    if kind == "starts_as":
        return f"from {group('sa_day')} I start as {_a(group('sa_role'))} at {group('sa_x')}"
    if kind == "teaches":
        return f"I teach {group('te_what')} at {group('te_x')}"
    if kind == "is":
        new = "new " if group("is_new") else ""
        what = "email" if "mail" in group("is_what").casefold() else "number"
        return f"{_MY[group('is_own').casefold()]} {new}{what} is {group('is_x')}"
    if kind == "new_number":
        now = " now" if group("nn_now") else ""
        return f"my new number is {group('nn_x')}{now}"
    if kind == "now_number":
        if not re.search(r"\bnumber\b", match.string[: match.start()], re.IGNORECASE):
            return match.group(0)
        return f"now my number is {group('np_x')}"
    if kind == "takes":
        return _takes(match)
    if kind == "dose_now":
        return _dose_now(match)
    if kind == "pill":
        after = " after meals" if group("gl_after") else ""
        return f"{_doer(match, 'I')}take {group('gl_x')}{_often(group('gl_when'))}{after}"
    if kind == "pet":
        pet = {"kutta": "dog", "kutti": "dog", "billi": "cat", "tota": "parrot", "toti": "parrot"}
        return f"{_MY[group('pt_own').casefold()]} {pet[group('pt_x').casefold()]}"
    if kind == "sold":
        return f"{_doer(match, 'I')}sold the {group('so_x')}"
    if kind == "bought":
        now = "now " if group("bo_now") else ""
        colour = f"{group('bo_colour')} " if group("bo_colour") else ""
        return f"{now}I bought a {colour}{group('bo_x')}"
    if kind == "age":
        if group("ag_now"):
            return f"turned {group('ag_n')}"
        if group("ag_will"):
            return f"will turn {group('ag_n')}"
        return f"{group('ag_n')} years old"
    if kind == "has":
        what = group("hs_x")
        what = what.upper() if what.casefold() == "bp" else what
        if group("hs_me"):
            return f"I have {what}"
        return f"{_kin(group('hs_kin').casefold(), match.string[: match.start()])} has {what}"
    if kind == "treated":
        unit = {"mahine": "months", "mahineyan": "months", "saal": "years", "hafte": "weeks",
                "din": "days"}  # fmt: skip
        since = f" for {group('tr_n')} {unit[group('tr_unit').casefold()]}" if group("tr_n") else ""
        return f"{group('tr_dr')} has been treating me{since}"
    if kind == "stays":
        what = "BP" if group("st_x").casefold() == "bp" else "sugar"
        return f"my {what} stays high"
    if kind == "studies":
        own = _MY[group("sd_own").casefold()]
        kin = {"kudi": "daughter", "dhee": "daughter", "munda": "son", "puttar": "son",
               "bhen": "sister", "veer": "brother"}[group("sd_kin").casefold()]  # fmt: skip
        where = f" in {group('sd_in')}" if group("sd_in") else ""
        return f"{own} {kin} {group('sd_name')} studies at {group('sd_x')}{where}"
    if kind == "kin_studies":
        own = _MY[group("ks_own").casefold()] if group("ks_own") else "my"
        kin = "daughter" if group("ks_kin").casefold() in ("kudi", "dhee") else "son"
        return f"{own} {kin} studies at {group('ks_x')}"
    if kind == "veg":
        return "I am vegetarian"
    if kind == "no_meat":
        eaten = {"meat": "meat", "maas": "meat", "anda": "eggs", "ande": "eggs", "machhi": "fish",
                 "chicken": "chicken"}  # fmt: skip
        what = [eaten[w] for w in group("nm_x").casefold().split() if w in eaten]
        return f"I don't eat {' or '.join(what)}"
    if kind == "on_day":
        at = f" at the {group('od_at')} in {group('od_city')}" if group("od_at") else ""
        own = _MY[group("od_own").casefold()] if group("od_own") else f"{group('od_name')}'s"
        return f"{own} {group('od_what')} is on {group('od_day')}{at}"
    if kind == "weight":
        now = f", now I am {group('wt_now')} kilo" if group("wt_now") else ""
        return f"I lost {group('wt_lost')} kilo of weight{now}"
    if kind == "separation":
        return f"the separation {group('sp_x').replace('gal', 'matter').replace('kamm', 'matter')}"
    if kind == "never_again":
        return _never_again(match)
    if kind == "rented":
        what = {"dukaan": "shop", "dukan": "shop", "kothi": "house", "ghar": "house"}.get(
            group("rn_what").casefold(), group("rn_what")
        )
        why = f" for the {group('rn_for')}" if group("rn_for") else ""
        return f"{_doer(match, 'I')}rented a {what} in {group('rn_at')}{why}"
    if kind == "bought_for":
        kin = _kin(group("bf_kin").casefold(), match.string[: match.start()])
        return f"{_doer(match, 'I')}bought {kin} a new {group('bf_x')}"
    if kind == "coming":
        when = f" in {group('cm_when')}" if group("cm_when") else ""
        return f"{group('cm_who')} is coming from {group('cm_from')}{when}"
    if kind == "with_us":
        return "with me" if group("wu_x").casefold() == "mere" else "with us"
    if kind == "of_kin":
        kin = _kin(group("ok_kin").casefold(), match.string[: match.start()])
        part = (
            f"{_THINGS.get(group('ok_part').casefold(), group('ok_part'))} "
            if group("ok_part")
            else ""
        )
        thing = "medicine" if group("ok_x").casefold().startswith("daw") else group("ok_x")
        return f"{kin}'s {part}{thing}"
    if kind == "kin":
        return _kin(group("kn_x").casefold(), match.string[: match.start()])
    word = group("word")
    read = {"hun": "now", "hunn": "now", "aaj": "today"}.get(word.casefold()) or _MY[
        word.casefold()
    ]
    return read[:1].upper() + read[1:] if word[:1].isupper() else read


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_punjabi, _READ, _reading)
