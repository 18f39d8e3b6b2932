"""Kathmandu, Lalitpur, Pokhara, Chitwan, Dharan and Butwal English mixed with Romanized Nepali,
read as English, for the door's reading only.

Many people in Nepal type Nepali in Latin letters between English words: "Hami Baneshwor ma
flat ma basxau", "gaya hapta Koteshwor sariyo", "mero number 9841234567 ho", "Buwa le BP ko
lagi Amlodipine 5mg khanu huncha". Nepali, like Hindi, puts the verb last and marks a place with
a word after it ("Baneshwor ma" in Baneshwor, "Pokhara bata" from Pokhara, "Lalitpur ko
Jhamsikhel" Lalitpur's Jhamsikhel), and says "X is Y" as "X Y ho" or "X Y cha", so word for word
the door's English rules find nothing in it. A text that shows enough of Nepali's own small
words (:func:`reads_words`: "malai", "hamro", "basxu", "garchu", "bhayo", "thiyo", "huncha",
"samjhanu" …, not the words it shares with Hindi and Urdu such as "mera", "ghar", "kaam",
"naya", which stay with :mod:`memwarden.roman_urdu`, nor Gujarati's "ma" and "chu") has its
commonest statements read in English order, the way :mod:`memwarden.roman_punjabi` reads
Punjabi's — a move ("… bata … sariyo", "… ma sarnu bhayo"), where one lives ("hami … ma
basxau", "ma Lalitpur ko Jhamsikhel ma basxu", "aama buwa Pokhara ma basnu huncha"), where one
works and as what ("mero kaam … ma ho, … ko rup ma", "ahile … ma … ko kaam garchu"), a job or a
service left ("… ko kaam chhodeko", "… chhodiye"), one's number, email and account ("aba mero
number …", "mero salary account … ma cha", "email change gare, aba … use garchu"), a dose taken
or changed ("Buwa le … khanu huncha", "doctor le dose badhaidiyo, … khanu parcha"), a child's
age ("meri chhori Aarya 7 barsa ki bhai"), a topic one asks never to be kept ("… ko bare ma
kehi na samjhanu", "… ko kura kasailai na bhannu", "… ko kura yaad na rakhnu"; "tyo manche",
that man, being the one named before it) — and its words for family and ownership as English's
("buwa" my dad, "didi ko" my sister's, "meri chhori" my daughter, "hamro" our). A dose told
without whose it is is of the one of the family the sentence told of before ("buwa sanga …,
Amlodipine 10mg khanu parcha": my dad's). Each reading replaces one stretch of the text, so a
span read in the English can be found again in what was said (:func:`readings`). The memory
keeps the person's own words.

A second round, on a second blind set, read more of the language's general shapes: a move told
with what was left ("Baneshwor ko flat chhodera Koteshwor saryo", "Dai Qatar chhodera Dubai
saryo": my elder brother moved from … to …), one of the family at a place as what ("Meri
shrimati Bir Hospital ma nurse hunuhuncha": my wife works as a nurse at …; "Mero dai Qatar ma
driver ho": lives in Qatar, works as a driver), "Mero"/"Meri" before a word for family being no
name, a relative's dose changed or told with "ko" ("doctor le mamu ko Amlodipine 5 bata 10 mg
banaidiyo", "Mamu ko Amlodipine 10 mg ho, … khanu huncha"), "naya number …" alone, a topic said
no to as what befell ("Lok Sewa fail bhako kura na samjhanu"), and "bihe" as marriage.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .roman import kin_named, kin_read, read_with, told_by, told_in_words

__all__ = ["english", "readings", "reads_roman_nepali", "reads_words"]

# Nepali's small words as typed in Latin letters: pronouns and whose ("ma" I, "malai" to me,
# "mero" my, "hami" we, "hamro" our, "tapai" you, "timro" your), "is" ("ho", "cha", "chha",
# "chu" I am, "chhau" we are, "chhan" they are, "thiyo" was), the words after a noun ("ma" in,
# "ko" of, "lai" to, "bata" from, "sanga" with, "le" by), now and before ("aba", "ahile",
# "pahile", "dekhi" since), the endings of what was done ("bhayo" became, "garyo" did, "sariyo"
# moved, "chhodeko" left), of what one does ("garchu" I do, "basxu" I live, "khanchu" I eat or
# take), the words of a wish ("na samjhanu" don't remember, "kasailai na bhannu" tell no one)
# and for family.
_CUES = frozenset(
    """
    ma malai mero meri mera hami hamilai hamro hamri hamra tapai tapain timro ho cha chha xa chu
    chhu xu chau chhau xau chan chhan xan thiyo thiye thyo ko ki ka lai bata sanga le aba ahile
    pahile dekhi bhayo bho garyo gare gareko garchu gardai garnu garnus sariyo sare sareko basxu
    baschu basxau baschau baschhau basnu basirako huncha hunchha hunxa parcha khanchu khanu
    chhodeko chhode chhodiye chhodyo chhodyau samjhanu bhannu rakhnu kasailai kehi kura yaad na
    hajur naya purano purani pheri feri badlyo aama buwa baba dai didi bhai bahini chhora chhori
    shreeman shrimati sasu sasura hajurama hajurbuwa kaka kaki maiju bhanja jagir aushadhi goli
    dose badhayo badhaidiyo tira tei yei pani ni re hai aayo gako gayeko haina dherai jancha
    aucha aaucha dincha chalcha garcha lagcha dekhincha pathaunu tirchu chalauchu padhcha
    padhchhe kholeko bhanyo liyeko birsinchu sakchu khelchu saryo chhodera banaidiyo
    """.split()
)
# … of which these are no other language's typed in Latin letters (Hindi's and Urdu's "mera",
# "ghar", "kaam", "naya", "ho", Gujarati's "ma", "chu", "na", Marathi's "la", Punjabi's "lai"
# are not among them).
_STRONG = frozenset(
    """
    malai mero meri hami hamilai hamro hamri hamra tapai tapain timro cha chha chhu chau chhau
    xau chhan xan thiyo thiye thyo bata sanga aba ahile pahile bhayo garyo gareko garchu gardai
    garnu garnus sariyo sareko basxu baschu basxau baschau baschhau basnu basirako huncha hunchha
    hunxa parcha khanchu khanu chhodeko chhodiye chhodyo chhodyau samjhanu bhannu rakhnu
    kasailai hajur purano purani pheri feri badlyo buwa didi bahini chhora chhori shreeman
    shrimati hajurama hajurbuwa maiju bhanja jagir aushadhi badhayo badhaidiyo aayo gako haina
    saryo chhodera banaidiyo
    """.split()
)
# … of which these tell it alone ("hami Baneshwor ma basxau", "Buwa le … khanu huncha"; "mero"
# and "aba" only beside another, Doteli's "mero" and the ABA bank being found elsewhere).
_ALONE = frozenset(
    """
    malai hami hamilai hamro hamri hamra tapai tapain timro thiyo thiye bhayo gareko garchu
    gardai garnu garnus sariyo sareko basxu baschu basxau baschau baschhau basnu basirako huncha
    hunchha hunxa khanchu chhodeko chhodiye chhodyau samjhanu bhannu rakhnu kasailai hajur buwa
    chhora chhori shreeman shrimati hajurama hajurbuwa badhaidiyo dherai jancha pathaunu tirchu
    dekhincha aucha aaucha lagcha dincha chalcha chalauchu padhcha padhchhe kholeko bhanyo
    liyeko gayeko birsinchu sakchu khelchu garcha chhodera banaidiyo
    """.split()
)
# ("saryo" is not among them: a name in English too, "Shinjuku Saryo", a restaurant.)
# … and these of its pairs ("mero … ho" my … is, "aba … cha" now … is, "… bata … sanga"): a
# word of the first with one of the second (Doteli, Nepali's own of the Far West, says "mero …
# ho" too).
_PAIRS = (
    (frozenset(("mero", "meri")), frozenset(("cha", "chha", "bata", "sanga", "aba", "ahile"))),
    (frozenset(("mero",)), frozenset(("ho", "ko"))),
    (frozenset(("aba", "ahile")), frozenset(("cha", "chha", "bata", "sanga", "garyo"))),
    (frozenset(("bata",)), frozenset(("sanga", "cha", "chha", "garyo"))),
)
_WORD = re.compile(r"[^\W\d_]+")


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in Romanized
    Nepali at least in part: one of its words no other language has, or two of its own small
    words and a third of its small words, or one of its pairs of words."""
    return told_in_words(said, _CUES, _STRONG, _ALONE, _PAIRS)


@lru_cache(maxsize=4096)
def reads_roman_nepali(text: str) -> bool:
    """Whether ``text`` is written in Romanized Nepali at least in part (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


# A name, and up to five of them written with capitals or digits, or the words of an address:
# "New Road", "Global IME Bank", "Ring Road", "St. Mary's".
_CAP = r"(?<![\w'’])(?-i:[A-Z0-9]|[a-z](?=[A-Z]))[\w'’.&/@#$%*+-]*"
_NAMED = (
    rf"{_CAP}(?:\s+(?:{_CAP}|(?-i:nagar|tole|chowk|marg|road|bazaar|campus|hospital|school|"
    r"college|bank|branch|office|bus\s?park)\b))" + r"{0,5}"
)
# Who: "ma" I, "hami" we.
_WHO = {"ma": "I", "mah": "I", "hami": "we", "hamilai": "we"}
_WHO_WORDS = r"(?:ma|hami)"
# Whose: "mero" my, "hamro" our.
_MY = {
    "mero": "my", "meri": "my", "mera": "my", "hamro": "our", "hamri": "our", "hamra": "our",
    "timro": "your", "tapai ko": "your", "tapainko": "your",
}  # fmt: skip
_OWN = r"(?:mero|meri|mera|hamro|hamri|hamra)"
# Nepali's words for family, in English.
_KIN = {
    "aama buwa": "parents", "aama": "mum", "mamu": "mum", "buwa": "dad", "baba": "dad",
    "dai": "elder brother", "didi": "elder sister", "bhai": "younger brother",
    "bahini": "younger sister", "chhora": "son", "chhori": "daughter", "shreeman": "husband",
    "shrimaan": "husband", "shrimati": "wife", "sasu": "mother-in-law",
    "sasura": "father-in-law", "hajurama": "grandma", "hajuraama": "grandma",
    "hajurbuwa": "grandpa", "kaka": "uncle", "kaki": "aunt", "maiju": "aunt",
    "bhanja": "nephew", "bhanji": "niece", "jiju": "brother-in-law", "bhinaju": "brother-in-law",
}  # fmt: skip
_KIN_WORDS = "|".join(k.replace(" ", r"\s+") for k in sorted(_KIN, key=len, reverse=True))
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your", *_MY))
# When: "gaya hapta" last week, "gaya mahina" last month, "aaja" today.
_WHEN_PAST = {
    "gaya hapta": "last week", "gaya mahina": "last month", "gaya barsa": "last year",
    "gaya sal": "last year", "hijo": "yesterday", "aaja": "today", "aja": "today",
}  # fmt: skip
_WHEN_WORDS = r"(?:gaya\s+(?:hapta|mahina|barsa|sal)|hijo|aaja|aja)"
# A medicine and its dose: "Amlodipine 10mg", "pantoprazole 40 mg".
# (not a word of Nepali's before a dose: "bholi dekhi 10 mg", from tomorrow 10 mg)
_DOSED = (
    r"(?<![\w'’])(?!(?:dekhi|bata|sanga|lagi|bholi|aaja|pani)\b)(?:[A-Za-z][a-z][\w-]+)\s+"
    r"\d+(?:\.\d+)?\s*(?:mg|mcg|ml)\b"
)
# A phone number, an email, and what one is of: "number", "email".
_PHONE = r"\+?\d[\d\s-]{6,}\d"
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_THING = r"(?:(?:mobile|phone|whatsapp)\s+)?(?:number|mobile|email|e-mail|gmail|mail)"
# Up to four words of a place that is not a name ("trekking agency", "paragliding company").
_SOME = r"(?:[\w'’.&-]+\s+){0,3}?[\w'’.&-]+"
# The words of a wish: "na samjhanu" don't remember, "yaad na rakhnu" don't keep in mind,
# "kasailai na bhannu" tell no one, "kura na garnu" don't talk of it, "birsanus" forget it.
_DONT = (
    r"(?:(?:pani\s+|feri\s+|pheri\s+|aba\s+)?(?:na\s+(?:samjhanu|samjhinu|samjha)|yaad\s+(?:pani\s+)?"
    r"na\s+(?:rakhnu|rakha|rakhnus)|kasailai\s+(?:pani\s+)?na\s+(?:bhannu|bhana|bhannus)|"
    r"na\s+(?:garnu|garnus|uthaunu)|birsanus|birsanu|birsidinu))"
)
# A word of a wish's topic read as English's ("purani" old, "kura" matter).
_THINGS = {
    "purano": "old", "purani": "old", "bare": "", "kura": "matter", "bihe": "marriage",
    "rog": "illness", "aushadhi": "medicine", "goli": "pill",
}  # fmt: skip
# One spoken of as "that man" ("tyo manche"), named before in the sentence.
_THAT_ONE = r"(?:tyo|uo|u)\s+(?:manche|manchhe|keta|keti|manxe)"
_READINGS = {
    # "Mero ex Rojina ko bare ma kehi na samjhanu", "Didi ko divorce ko kura kasailai na
    # bhannu", "depression ko kura yaad na rakhnu", "tyo manche ko kura aba na samjhanu":
    # please never bring up … again.
    "never_again": (
        r"(?<![^\s,.;:!?(])(?P<ng_x>[^\s,.;:!?\n](?:(?!\s+(?:ko|bhako|bhayeko)\s+(?:bare|barema|kura)\b)[^,.;:!?\n])*?)"
        r"\s+(?:ko|bhako|bhayeko)\s+"
        r"(?:(?:bare|barema)\s+(?:ma\s+)?|kura\s+)(?:(?:kehi|kunai|pani|kura)\s+)*"
        rf"{_DONT}\b(?:\s+hai\b)?"
    ),
    # "Gaya hapta Koteshwor sariyo", "hami Baneshwor bata Koteshwor sarnu bhayo": … moved (from
    # … to …).
    "moved": (
        rf"(?:\b(?P<mv_who>{_WHO_WORDS})\s+|(?<![\w'’])(?P<mv_kin>{_KIN_WORDS})\s+)?"
        rf"(?:\b(?P<mv_when>{_WHEN_WORDS})\s+)?(?:(?P<mv_a>{_NAMED})\s+(?:bata|(?:ko\s+"
        r"(?:flat|ghar|dera|room|kotha|house)\s+)?chhodera|chhodi)\s+)?"
        rf"(?P<mv_b>{_NAMED})\s+(?:ma\s+)?"
        r"(?P<mv_v>sariyo|saryo|sarim|saryau|sarya|sareko|sare|sarnu\s+bhayo|shift\s+bhayau|"
        r"shift\s+bhayo|shift\s+bhaiyo)\b(?:\s+(?:hai|ni))?"
    ),
    # "finally sariyo naya ghar ma!! Koteshwor": we moved to a new home, Koteshwor.
    "moved_to": (
        r"\b(?:sariyo|saryau|sarim)\s+(?:naya|nayaa)\s+(?:ghar|flat|dera)\s+ma\W{0,4}\s+"
        rf"(?P<mt_x>{_NAMED})"
    ),
    # "Hami Baneshwor ma 2BHK flat ma basxau", "Ma Lalitpur ko Jhamsikhel ma basxu", "aama buwa
    # Pokhara ma basnu huncha": … live(s) in ….
    "lives": (
        rf"(?:\b(?P<lv_who>{_WHO_WORDS})\s+|(?<![\w'’])(?P<lv_kin>{_KIN_WORDS})\s+"
        r"(?:(?P<lv_name>(?-i:[A-Z])[a-z]+)\s+(?=(?-i:[A-Z])))?)?"
        rf"(?:(?P<lv_in>{_NAMED})\s+ko\s+)?(?P<lv_x>{_NAMED})\s+ma"
        rf"(?:,?\s+(?P<lv_near>{_NAMED})\s+tira)?\s+"
        r"(?:(?:[\w'’-]+\s+){1,3}?ma\s+)?"
        r"(?P<lv_v>basxu|baschu|baschhu|basxau|baschau|baschhau|basirako\s+(?:chu|chau|chhu)|"
        r"basirako|basnu\s+(?:huncha|hunchha|hunxa)|basdai\s+(?:chu|chau))\b"
    ),
    # "Meri shrimati Bir Hospital ma nurse hunuhuncha", "Mero dai Qatar ma driver ho": my
    # wife works as a nurse at …; my elder brother lives in …, works as a driver.
    "kin_is": (
        rf"(?:\b(?P<ki_own>{_OWN})\s+)?(?<![\w'’])(?P<ki_kin>{_KIN_WORDS})\s+(?P<ki_x>{_NAMED})"
        r"\s+ma\s+(?P<ki_role>[a-z][\w-]+(?:\s+[a-z][\w-]+)?)\s+"
        r"(?:ho|hunuhuncha|hunuhunchha|hunuhunxa|hun|chhan|chan)\b"
    ),
    # "chhora Aayush Kathmandu Model Academy, Baneshwor ma class 6 ma padhcha": my son Aayush
    # studies at … (in …).
    "studies": (
        rf"(?:\b(?P<sd_own>{_OWN})\s+)?(?<![\w'’])(?P<sd_kin>chhora|chhori|bhai|bahini|bhanja|"
        r"bhanji)\s+(?P<sd_name>(?-i:[A-Z])[a-z]+)\s+"
        rf"(?P<sd_x>{_NAMED})(?:\s+ma)?(?:,?\s+(?P<sd_in>{_NAMED})\s+ma)?(?:\s+class\s+\d{{1,2}}\s+ma)?\s+"
        r"(?:padhcha|padhchha|padhchhe|padhchhin|padhxa|padhdai\s+(?:cha|chha|xa))\b"
    ),
    # "aba mero doctor Dr. Anita Shah": now my doctor is ….
    "doctor": (
        rf"(?:\b(?P<dr_now>aba|ahile)\s+)?\b(?P<dr_own>{_OWN})\s+doctor\s+"
        r"(?P<dr_x>(?-i:Dr)\.?\s+(?-i:[A-Z])[a-z]+(?:\s+(?-i:[A-Z])[a-z]+)?)"
    ),
    # "internet WorldLink ko cha": our internet is with WorldLink.
    "provider": (
        rf"\b(?P<pv_what>internet|wifi|sim)\s+(?P<pv_x>{_NAMED})\s+ko\s+(?:cha|chha|ho|xa)\b"
    ),
    # "hamro ghar ahile Baneshwor ma ho": our home is (now) in ….
    "home_in": (
        rf"\b(?P<hm_own>{_OWN})\s+(?P<hm_what>ghar|flat|dera|office|pasal)\s+"
        rf"(?:(?P<hm_now>ahile|aba)\s+)?(?P<hm_x>{_NAMED})\s+ma\s+(?:ho|cha|chha|xa)\b"
    ),
    # "Mero kaam Thamel ko trekking agency ma ho, guide ko rup ma": I work at Thamel's trekking
    # agency (as a guide).
    "works_at": (
        rf"\b(?:mero|meri)\s+(?:kaam|jagir|job)\s+(?:(?P<wk_in>{_NAMED})\s+ko\s+)?"
        rf"(?P<wk_x>{_SOME})\s+ma\s+(?:ho|cha|chha|xa)\b"
        rf"(?:,?\s+(?P<wk_role>{_SOME})\s+ko\s+(?:rup|roop)\s+ma\b)?"
    ),
    # "ahile Pokhara ma paragliding company ma tandem pilot ko kaam garchu", "ma Thamel ma
    # trekking guide ko kaam garchu": (now) I work as … (at …) (in …).
    "works_as": (
        rf"(?:\b(?P<wa_now>ahile|aba)\s+)?(?:\b(?:ma)\s+)?(?:(?P<wa_in>{_NAMED})\s+ma\s+)?"
        rf"(?:(?P<wa_at>{_SOME})\s+ma\s+)?(?P<wa_role>{_SOME})\s+ko\s+(?:kaam|jagir|job)\s+"
        r"(?:garchu|gardai\s+chu|garchhu|garxu)\b"
    ),
    # "agency ko kaam chhodeko", "Everest Trail chhodiye", "eSewa chhodeko": I left ….
    "left": (
        r"(?:\b(?P<lf_of>[\w-]+)\s+ko\s+(?P<lf_job>kaam|jagir|job)|(?P<lf_x>"
        rf"{_NAMED}))\s+(?:chhodeko|chhodiye|chhodiyo|chhodyo|chhodyau|chhode|chhodera|chhodi)\b"
    ),
    # "aba mero number 9861098765", "mero number 9841234567 nai ho", "mero email … ho": (now)
    # my (new) number is ….
    "is": (
        rf"(?:\b(?P<is_now>aba|ahile)\s+)?\b(?P<is_own>{_OWN})\s+(?P<is_new>naya\s+)?"
        rf"(?P<is_what>{_THING})\s+(?P<is_x>{_PHONE}|{_EMAIL})"
        r"(?:\s+\([^)]{1,20}\))?(?:\s+(?:nai\s+)?(?:ho|cha|chha|xa)\b)?"
    ),
    # "naya number liye NTC ko: 9841567890": my new number is ….
    "new_number": (
        r"\b(?:naya|nayaa)\s+(?P<nn_what>number|sim|email)(?:\s+(?:liye|lie|liyeko|banaye)"
        rf"(?:\s+[\w-]+\s+ko)?)?\s*:?\s+(?P<nn_x>{_PHONE}|{_EMAIL})"
    ),
    # "email change gare hai, aba ramesh.stha81@yahoo.com use garchu": I changed my email, now
    # my email is ….
    "changed_to": (
        r"\b(?P<ch_what>email|e-mail|number|sim)\s+(?:change|badli|fereko|pherera)\s+"
        r"(?:gare|gareko|garen|garyo)(?:\s+hai)?,?\s+(?:aba|ahile)\s+"
        rf"(?P<ch_x>{_EMAIL}|{_PHONE})\s+(?:use\s+)?(?:garchu|chalauchu|cha|ho)\b"
    ),
    # "office le salary account change garyo, aba NIC Asia ma aucha": my salary account
    # changed, now my salary account is in ….
    "account_now": (
        r"\b(?P<an_what>(?:[\w-]+\s+)?account)\s+(?:change|badli)\s+(?:garyo|gare|bhayo)"
        rf",?\s+(?:aba|ahile)\s+(?P<an_x>{_NAMED})\s+ma\s+(?:aucha|aaucha|cha|chha|ho|xa)\b"
    ),
    # "mero salary account Global IME Bank ma cha": my salary account is in ….
    "is_in": (
        rf"(?:\b(?P<in_now>aba|ahile)\s+)?\b(?P<in_own>{_OWN})\s+(?P<in_what>(?:[\w-]+\s+)?"
        rf"(?:account|khata))\s+(?P<in_x>{_NAMED})\s+ma\s+(?:cha|chha|xa|ho)\b"
    ),
    # "Buwa le BP ko lagi Amlodipine 5mg khanu huncha", "aama lai … amlodipine 5 mg ko goli …
    # khanu huncha", "pantoprazole 40 mg bihana khali pet ma khanchu", "Amlodipine 10mg khanu
    # parcha": … take(s) … (for …).
    "takes": (
        rf"(?:(?<![\w'’])(?P<tk_kin>{_KIN_WORDS})\s+(?:le|lai|ko)\s+)?"
        r"(?:(?P<tk_for>[\w-]+)\s+ko\s+lagi\s+)?"
        rf"(?P<tk_x>{_DOSED})(?:\s+ko\s+goli)?(?:\s+(?:ho|cha),)?(?:\s+[\w-]+){{0,4}}?\s+"
        r"(?P<tk_v>khanchu|khanu\s+(?:huncha|hunchha|hunxa|parcha|parchha|parxa)|khane|khanchan)\b"
    ),
    # "doctor le dose badhaidiyo", "doctor le atorvastatin 10 bata 20 mg banaidiyo": the doctor
    # raised the dose; … changed, now I take ….
    "dose_changed": (
        r"\b(?P<dc_by>doctor|dr\.?|daktar)\s+le\s+(?:(?P<dc_what>dose|aushadhi|goli)\s+"
        r"(?P<dc_how>badhaidiyo|badhayo|badhaideko|ghataidiyo|ghatayo|ghataideko|"
        r"badlidiyo|badlyo|pheridiyo|change\s+garidiyo)|"
        rf"(?:(?<![\w'’])(?P<dc_kin>{_KIN_WORDS})\s+ko\s+)?(?P<dc_med>[A-Za-z][a-z][\w-]+)\s+"
        r"(?P<dc_from>\d+(?:\.\d+)?)\s+bata\s+(?P<dc_to>\d+(?:\.\d+)?\s*(?:mg|mcg|ml)?)\s+"
        r"(?:banaidiyo|banayo|badhaidiyo|badhayo|pugayo|gardiyo))\b"
    ),
    # "meri chhori Aarya 7 barsa ki bhai": my daughter Aarya is 7 years old.
    "age": (
        rf"\b(?P<ag_own>{_OWN})\s+(?P<ag_kin>{_KIN_WORDS})\s+(?P<ag_name>(?-i:[A-Z])[a-z]+)\s+"
        r"(?P<ag_n>\d{1,3})\s+(?:barsa|barsha|varsa|sal|years?)\s+(?:ko|ki|ka)\s+"
        r"(?:bhai|bhayo|bhaisakyo|bhaisakin|pugyo|pugin|bhin)\b"
        rf"(?:\s+(?P<ag_when>{_WHEN_WORDS})\b)?"
    ),
    # "NIC Asia bata naya dollar card aayo": I got a new dollar card from NIC Asia.
    "got_from": (
        rf"(?P<gf_from>{_NAMED})\s+bata\s+(?P<gf_new>(?:naya|nayaa)\s+)?"
        r"(?P<gf_x>(?:[a-z][\w-]*\s+){0,2}?(?:card|sim|phone|mobile|laptop|scooty|bike|gadi|"
        r"car|cheque\s+book|passbook|visa|loan))\s+(?:aayo|aaiyo|ayo|liye|liyeko|liyau)\b"
    ),
    # "Anju bahini", "Sabina didi": my younger sister Anju, my elder sister Sabina.
    "kin_named": (
        rf"(?<![\w'’])(?!{_OWN}\b)(?P<kd_name>(?-i:[A-Z])[a-z]+)\s+(?P<kd_kin>{_KIN_WORDS})\b(?!['’])"
        r"(?:\s+(?P<kd_of>ko)\b)?"
    ),
    # "didi Sabina": my elder sister Sabina.
    "kin_name": (
        rf"(?<![\w'’])(?P<kb_kin>{_KIN_WORDS})\s+(?P<kb_name>(?-i:[A-Z])[a-z]+)\b(?!\s+(?:ma|ko)\b)"
    ),
    # "didi ko", "buwa ko": my sister's, my dad's (outside a statement read whole).
    "of_kin": rf"(?<![\w'’])(?P<ok_kin>{_KIN_WORDS})\s+ko\b",
    # "buwa", "didi": my dad, my elder sister.
    "kin": rf"(?<![\w'’])(?P<kn_x>{_KIN_WORDS})\b(?!['’])",
    # "Thamel ma sano trekking agency kholeko chu", "physio jaadai chu": I have opened …, I am
    # going to … ("chu", I am, tells who did it).
    "i_did": (
        r"(?<![^\s,.;:!?(])(?P<id_x>[^\s,.;:!?\n](?:(?!\s+(?:chu|chhu|xu)\b)[^,.;:!?\n])*?)\s+"
        r"(?P<id_v>[a-z]+(?:dai|eko|irako))\s+(?:chu|chhu|xu)\b"
    ),
    # "Sydney ma", "Teaching Hospital ma": in Sydney, in Teaching Hospital.
    "in_place": (
        rf"(?P<ip_x>(?<![\w'’])(?-i:[A-Z])[\w'’.&-]*(?:\s+{_CAP}){{0,4}})\s+ma\b"
        r"(?!\s+(?:basxu|baschu|basxau|basnu|ho|cha|chha)\b)"
    ),
    # "mero", "hamro": my, our; "aba", "ahile": now; "purani": old; "hajur": yes.
    "gloss": (
        r"\b(?P<word>mero|meri|hamro|hamri|hamra|timro|aba|ahile|purano|purani|hajur|bihe|bibaha)\b"
        r"(?!['’]s\b)"
    ),
}
_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)
# Words that may open a clause before a deed told without its doer ("finally sariyo …").
_NO_DOER = frozenset(
    "finally khai yr yaar hajur ani ra and so also btw aba ahile aaja hijo gaya hapta mahina "
    "barsa sal sathi ho".split()
)


def _kin(word: str, before: str) -> str:
    """A word for family, in English, with "my" when nothing before owns it
    (:func:`memwarden.roman.kin_read`)."""
    return kin_read(" ".join(word.split()), before, _KIN, _OWNERS)


def _doer(match: re.Match[str], doer: str) -> str:
    """``doer`` and a space when the clause before ``match`` names no one else
    (:func:`memwarden.roman.told_by`); else nothing."""
    return told_by(match, doer, _NO_DOER)


def _kin_told(match: re.Match[str]) -> str:
    """The one of the family the sentence before ``match`` tells of (its last word for one), in
    English ("Bir Hospital gako thiyo buwa sanga aaja, …": my dad); else nothing."""
    sentence = re.split(r"[.!?\n—–]", match.string[: match.start()])[-1]
    told = re.findall(rf"(?<![\w'’])(?:{_KIN_WORDS})\b", sentence, flags=re.IGNORECASE)
    return _kin(told[-1].casefold(), sentence[: sentence.rfind(told[-1])]) if told else ""


def _a(word: str) -> str:
    """``word`` after its article ("an assistant", "a guide")."""
    return f"{'an' if word[:1] in 'aeiouAEIOU' else 'a'} {word}"


def _glossed(words: str, before: str = "") -> str:
    """``words`` with Nepali's words for ownership, family and things read as English's, and
    "X ko Y" as "X's Y" when X is one of the family or a name ("Didi ko divorce": my elder
    sister's divorce), else as "X Y" ("knee ko surgery": knee surgery)."""
    words = " ".join(words.split())
    kin = re.compile(rf"(?:{_KIN_WORDS})", re.IGNORECASE)

    def one(match: re.Match[str]) -> str:
        said = match.group(0)
        folded = said.casefold()
        if kin.fullmatch(said):
            return _kin(folded, before + match.string[: match.start()])
        return _MY.get(folded, _THINGS.get(folded, said))

    def of(match: re.Match[str]) -> str:
        owner = match.group(1)
        named = owner[:1].isupper() or kin.fullmatch(owner)
        return f"{owner}'s " if named else f"{owner} "

    joined = re.sub(r"([\w'’]+)\s+ko\s+", of, words, flags=re.IGNORECASE)
    read = re.sub(rf"\b(?:{_KIN_WORDS})\b|[^\W\d_]+", one, joined, flags=re.IGNORECASE)
    return " ".join(read.split())


def _that_one(match: re.Match[str]) -> str:
    """Who "tyo manche" (that man) before ``match`` is: the last thing "ko" tied to a noun in
    the sentence before ("Baneshwor ko landlord sanga jhagada …, tyo manche": the landlord);
    else "that person"."""
    sentence = re.split(r"[.!?\n]", match.string[: match.start()])[-1]
    named = re.findall(r"\bko\s+([a-z][\w-]+)\s+(?:sanga|lai|le)\b", sentence, re.IGNORECASE)
    return f"the {named[-1]}" if named else "that person"


def _never_again(match: re.Match[str]) -> str:
    # (the words that only open the clause are no part of it: "tara depression", but depression)
    said = re.sub(
        r"^(?:(?:tara|ani|ra|hajur|please|plz|aba|ahile)\s+)+", "", match.group("ng_x"), flags=re.I
    )
    if re.fullmatch(_THAT_ONE, said, re.IGNORECASE):
        what = _that_one(match)
    else:
        what = _glossed(said, match.string[: match.start()])
    return f"please never bring up {what} again" if what else match.group(0)


def _moved(match: re.Match[str]) -> str:
    group = match.group
    came_from, to = group("mv_a"), group("mv_b")
    if group("mv_kin"):
        who = _kin(group("mv_kin").casefold(), match.string[: match.start()])
    elif group("mv_who"):
        who = _WHO[group("mv_who").casefold()]
    else:
        who = _doer(match, "we").strip()
    when = (
        f" {_WHEN_PAST[' '.join(group('mv_when').casefold().split())]}" if group("mv_when") else ""
    )
    where = (f" from {came_from}" if came_from else "") + f" to {to}"
    return f"{who} moved{where}{when}".strip()


def _lives(match: re.Match[str]) -> str:
    group = match.group
    place = group("lv_x")
    if group("lv_in") or group("lv_near"):
        # ("Lalitpur ko Jhamsikhel": in Jhamsikhel, Lalitpur; "Sydney ma, Parramatta tira": in
        # Sydney, round Parramatta)
        place = f"{place}, {group('lv_in') or group('lv_near')}"
    verb = group("lv_v").casefold()
    if group("lv_kin"):
        who = _kin(group("lv_kin").casefold(), match.string[: match.start()])
        who = f"{who} {group('lv_name')}" if group("lv_name") else who
    elif group("lv_who"):
        who = _WHO[group("lv_who").casefold()]
    else:
        alone = verb.startswith(("basxu", "baschu", "baschhu")) or verb.endswith(("chu", "chhu"))
        who = _kin_told(match) if verb.startswith("basnu") else ""
        who = who or _doer(match, "I" if alone else "we").strip()
    one = who and who not in ("I", "we", "they") and not who.endswith("parents")
    return f"{who} {'lives' if one else 'live'} in {place}".strip()


def _kin_is(match: re.Match[str]) -> str:
    group = match.group
    own = _MY[group("ki_own").casefold()] if group("ki_own") else ""
    kin = _KIN[" ".join(group("ki_kin").casefold().split())]
    who = f"{own} {kin}" if own else _kin(group("ki_kin").casefold(), match.string[: match.start()])
    place, role = group("ki_x"), _a(" ".join(group("ki_role").split()))
    if re.search(r"(?i:hospital|office|bank|school|college|company|campus|hotel)$", place):
        return f"{who} works as {role} at {place}"
    return f"{who} lives in {place}, works as {role}"


def _works_at(match: re.Match[str]) -> str:
    group = match.group
    at = group("wk_x")
    if group("wk_in"):
        at = f"{group('wk_in')}'s {at}"
    role = f" as {_a(group('wk_role'))}" if group("wk_role") else ""
    return f"I work at {at}{role}"


def _works_as(match: re.Match[str]) -> str:
    group = match.group
    now = "now " if group("wa_now") else ""
    at = f" at {_a(group('wa_at'))}" if group("wa_at") else ""
    where = f" in {group('wa_in')}" if group("wa_in") else ""
    return f"{now}I work as {_a(group('wa_role'))}{at}{where}"


def _left(match: re.Match[str]) -> str:
    group = match.group
    if group("lf_of"):
        return f"{_doer(match, 'I')}left the {group('lf_of')} job"
    return f"{_doer(match, 'I')}left {group('lf_x')}"


def _is(match: re.Match[str]) -> str:
    group = match.group
    now = "now " if group("is_now") else ""
    new = "new " if group("is_new") else ""
    what = "email" if "mail" in group("is_what").casefold() else "number"
    return f"{now}{_MY[group('is_own').casefold()]} {new}{what} is {group('is_x').strip()}"


def _new_number(match: re.Match[str]) -> str:
    what = "email" if "@" in match.group("nn_x") else "number"
    return f"my new {what} is {match.group('nn_x').strip()}"


def _changed_to(match: re.Match[str]) -> str:
    what = "email" if "@" in match.group("ch_x") else "number"
    return f"I changed my {what}, now my {what} is {match.group('ch_x').strip()}"


def _account_now(match: re.Match[str]) -> str:
    what = " ".join(match.group("an_what").split())
    return f"my {what} changed, now my {what} is in {match.group('an_x')}"


def _is_in(match: re.Match[str]) -> str:
    group = match.group
    now = "now " if group("in_now") else ""
    what = re.sub(r"\bkhata\b", "account", " ".join(group("in_what").split()), flags=re.I)
    return f"{now}{_MY[group('in_own').casefold()]} {what} is in {group('in_x')}"


def _takes(match: re.Match[str]) -> str:
    group = match.group
    verb = group("tk_v").casefold()
    if group("tk_kin"):
        who = _kin(group("tk_kin").casefold(), match.string[: match.start()])
    elif verb == "khanchu":
        who = "I"
    else:
        who = _kin_told(match) or "I"
    takes = "take" if who in ("I", "we", "they") else "takes"
    why = f" for {group('tk_for')}" if group("tk_for") else ""
    return f"{who} {takes} {' '.join(group('tk_x').split())}{why}"


def _dose_changed(match: re.Match[str]) -> str:
    group = match.group
    by = "the doctor"
    if group("dc_med"):
        who = "I"
        if group("dc_kin"):
            who = _kin(group("dc_kin").casefold(), match.string[: match.start("dc_kin")])
        takes = "take" if who == "I" else "takes"
        return (
            f"{by} changed {_whose(who) if who != 'I' else 'my'} {group('dc_med')} from "
            f"{group('dc_from')}, now {who} {takes} {group('dc_med')} {group('dc_to')}"
        )
    how = group("dc_how").casefold()
    verb = (
        "raised" if how.startswith("badh") else "lowered" if how.startswith("ghat") else "changed"
    )
    thing = "medicine" if group("dc_what").casefold() in ("aushadhi", "goli") else "dose"
    return f"{by} {verb} the {thing}"


def _age(match: re.Match[str]) -> str:
    group = match.group
    own = _MY[group("ag_own").casefold()]
    kin = _KIN[" ".join(group("ag_kin").casefold().split())]
    when = (
        f" since {_WHEN_PAST[' '.join(group('ag_when').casefold().split())]}"
        if group("ag_when")
        else ""
    )
    return f"{own} {kin} {group('ag_name')} is {group('ag_n')} years old{when}"


def _home_in(match: re.Match[str]) -> str:
    group = match.group
    what = {"ghar": "house", "dera": "home", "pasal": "shop"}.get(
        group("hm_what").casefold(), group("hm_what")
    )
    now = " now" if group("hm_now") else ""
    return f"{_MY[group('hm_own').casefold()]} {what} is{now} in {group('hm_x')}"


def _gloss(match: re.Match[str]) -> str:
    word = match.group("word")
    folded = word.casefold()
    read = {
        "aba": "now", "ahile": "now", "purano": "old", "purani": "old", "hajur": "yes",
        "bihe": "marriage", "bibaha": "marriage",
    }.get(folded) or _MY[folded]  # fmt: skip
    return read[:1].upper() + read[1:] if word[:1].isupper() else read


# What one is doing or has done, in English ("jaadai" am going to, "kholeko" have opened).
_DOING = {
    "gardai": "am doing", "jaadai": "am going to", "jadai": "am going to",
    "padhdai": "am studying", "sikdai": "am learning", "banaudai": "am building",
    "khojdai": "am looking for", "kholeko": "have opened", "gareko": "have done",
    "liyeko": "have taken", "basirako": "am living in",
}  # fmt: skip


def _i_did(match: re.Match[str]) -> str:
    """What one is doing or has done ("… kholeko chu": I have opened …), the rest of the clause
    read as the reader reads it."""
    group = match.group
    said = re.sub(r"^(?:ma|mah)\s+", "", group("id_x"), flags=re.IGNORECASE)
    what = _READ.sub(_reading, said)
    verb = group("id_v")
    doing = _DOING.get(verb.casefold())
    return f"I {doing} {what}" if doing else f"I {what} {verb}"


def _studies(match: re.Match[str]) -> str:
    group = match.group
    own = _MY[group("sd_own").casefold()] if group("sd_own") else "my"
    kin = _KIN[group("sd_kin").casefold()]
    where = f" in {group('sd_in')}" if group("sd_in") else ""
    return f"{own} {kin} {group('sd_name')} studies at {group('sd_x')}{where}"


def _whose(who: str) -> str:
    """``who``'s ("my dad's", "my parents'")."""
    return f"{who}'" if who.endswith("s") else f"{who}'s"


def _kin_named(match: re.Match[str]) -> str:
    group = match.group
    kin = _KIN[" ".join(group("kd_kin").casefold().split())]
    named = kin_named(match, kin, group("kd_name"), _OWNERS)
    return _whose(named) if group("kd_of") else named


_READERS: dict[str, Callable[[re.Match[str]], str]] = {
    "never_again": _never_again,
    "moved": _moved,
    "moved_to": lambda m: f"{_doer(m, 'we')}moved to {m.group('mt_x')}, a new home",
    "lives": _lives,
    "kin_is": _kin_is,
    "home_in": _home_in,
    "works_at": _works_at,
    "works_as": _works_as,
    "left": _left,
    "is": _is,
    "new_number": _new_number,
    "changed_to": _changed_to,
    "account_now": _account_now,
    "is_in": _is_in,
    "takes": _takes,
    "dose_changed": _dose_changed,
    "age": _age,
    "got_from": lambda m: (
        f"{_doer(m, 'I')}got {'a new' if m.group('gf_new') else 'a'} "
        f"{' '.join(m.group('gf_x').split())} from {m.group('gf_from')}"
    ),
    "kin_named": _kin_named,
    "kin_name": lambda m: (
        f"{_kin(m.group('kb_kin').casefold(), m.string[: m.start()])} {m.group('kb_name')}"
    ),
    "i_did": _i_did,
    "studies": _studies,
    "doctor": lambda m: (
        f"{'now ' if m.group('dr_now') else ''}{_MY[m.group('dr_own').casefold()]} doctor is "
        f"{m.group('dr_x')}"
    ),
    "provider": lambda m: f"our {m.group('pv_what')} is with {m.group('pv_x')}",
    "in_place": lambda m: f"in {m.group('ip_x')}",
    "of_kin": lambda m: _whose(_kin(m.group("ok_kin").casefold(), m.string[: m.start()])),
    "kin": lambda m: _kin(m.group("kn_x").casefold(), m.string[: m.start()]),
    "gloss": _gloss,
}


def _reading(match: re.Match[str]) -> str:
    kind = match.lastgroup
    return _READERS[kind](match) if kind else match.group(0)


# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_roman_nepali, _READ, _reading)
