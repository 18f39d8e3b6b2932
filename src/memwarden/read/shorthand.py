"""Chat shorthand in a question, spelled out: "what meds am i on" → "what meds (medication) am
i on" (DESIGN §6 step 1).

People type to their agent as they text: "meds", "appt", "bday", "tmrw". A memory says
"I take metformin every morning" or "the dentist appointment is on Friday"; the shorthand shares
no word with it, and a small embedding model reads "meds" as little more than its letters
(MiniLM gives "what meds am i on" a cosine of 0.23 with the metformin memory, under its floor,
and 0.34 with "I'm allergic to penicillin"). So recall searches for the question with each
shorthand word followed by what it stands for — by words, by meaning, and for the times it
names ("what am I doing tmrw"). The shorthand itself stays, so a memory that uses it is found
too.

Only words that stand for one thing are listed ("doc" may be a doctor or a document, "dr" is a
title as often as a doctor; left out), matched as whole words in any case; a word the question
already spells out is not added again. Relationship shorthand ("my bf", "my sis") is read by
:mod:`memwarden.entities.relations`, which names the person too.

A few idioms whose words mislead the search are put in plain words first (:data:`IDIOMS`):
"what do I do for a living?" is searched as "what do I do for work?" — "living" is "live" to the
stemmer, and "my brother lives in Halifax" came first; "list her medications" is asked as
"what are her medications" ("the wine list" is none of them). English only; no model.
"""

from __future__ import annotations

import re

from ..patterns import any_of
from ..text import english
from ..write.eventtime import DAY_SHORTHAND

__all__ = ["IDIOMS", "LONGHAND", "OTHER_FORMS", "SAME_THING", "SHORTHAND", "TAGALOG", "spelled_out"]

SHORTHAND = {
    "meds": "medication", "appt": "appointment", "appts": "appointments",
    "bday": "birthday", "bdays": "birthdays", "b-day": "birthday",
    **DAY_SHORTHAND,  # "tmrw", "yday", "tonite": as memories' times are read (write/eventtime.py)
    "wknd": "weekend", "convo": "conversation", "convos": "conversations",
    "vacay": "vacation", "hols": "holidays", "uni": "university", "fav": "favourite",
    "fave": "favourite", "favs": "favourites", "faves": "favourites",
    "recs": "recommendations", "addy": "address", "acct": "account", "hosp": "hospital",
    "rx": "prescription", "prescrip": "prescription", "ppl": "people", "info": "information",
    "pic": "photo", "pics": "photos", "vid": "video", "vids": "videos", "msg": "message",
    "msgs": "messages", "bfast": "breakfast", "brekkie": "breakfast", "nite": "night",
    "grad": "graduation", "yrs": "years", "hrs": "hours", "mins": "minutes",
    "xmas": "christmas", "x-mas": "christmas", "wfh": "work from home",
    "endo": "endocrinologist", "cardio": "cardiologist", "derm": "dermatologist",
    "pb": "personal best", "pbs": "personal bests",
    # question words as chat types them ("wen is the cardiolgist appt"), and as Caribbean
    # English spells them ("wha time mih sou-sou hand due", "what Clive doing with heself")
    "wen": "when", "wha": "what", "wah": "what", "mih": "my", "heself": "himself",
    "sheself": "herself",
    # … and as Nigerian Pidgin says them ("wetin be the dog name", "which motor oko mi dey
    # drive", "wetin my bros dey do for work")
    "wetin": "what", "motor": "car", "oko": "husband", "bros": "brother", "pikin": "child",
    "comot": "leave",
    # … and as Singapore English types them ("wat my pay now", "how many nites niseko", "reno
    # loan monthly how much")
    "wat": "what", "nites": "nights", "reno": "renovation",
}  # fmt: skip
# The other way: a question spelling a word out finds the memories that wrote its shorthand
# ("where did I spend Christmas last year" finds "xmas in split at my parents"). Only for the
# words whose shorthand stands for nothing else, added at the end of the question so a time it
# names is read as written.
LONGHAND = {
    # A birthday is told as an age reached or a day born too: "Felipe turns 36 on 2 June",
    # "Szymon Kubiak (born 2 August 1982)".
    "christmas": ("xmas",), "birthday": ("bday", "turns", "born"),
    "appointment": ("appt",), "weekend": ("wknd",), "breakfast": ("brekkie", "bfast"),
    "new year's eve": ("nye",), "new years eve": ("nye",), "new year eve": ("nye",),
    "personal best": ("pb",), "personal bests": ("pbs", "pb"),
    # … and a wedding anniversary as the day one married: "when's our wedding anniversary"
    # finds "User and Kelly married on 9 August 2014". Not "our anniversary" alone, which is
    # as often the day a couple got together ("Marta and me will be 1 year together on 10 Feb").
    "wedding anniversary": ("married",),
    # … and where one is from as where one was born: "where am I from originally" finds "User
    # is Declan Moran, 47, born 14 March 1987 in Ballincollig".
    "am i from": ("born",), "am i originally from": ("born",),
    # … and one's age as a birthday told with its year or an age reached: "how old am I" finds
    # "born 22/8/1971", "how old's mum" "She turned 88 in January".
    "how old": ("born", "turned"),
}  # fmt: skip


# Forms of one word that the stemmer keeps apart ("allergies" is "allergi", "allergic"
# "allerg"): a question saying one finds the memories that say the other, added at its end as
# the shorthand of :data:`LONGHAND` is.
OTHER_FORMS = {
    "allergy": ("allergic",), "allergies": ("allergic",), "allergic": ("allergy", "allergies"),
    "diabetes": ("diabetic",), "diabetic": ("diabetes",), "anxiety": ("anxious",),
    "anxious": ("anxiety",), "asthma": ("asthmatic",), "asthmatic": ("asthma",),
    "epilepsy": ("epileptic",), "epileptic": ("epilepsy",),
}  # fmt: skip
# Words for one thing that share no stem, in everyday British speech: "when are the cat's
# vaccinations due?" finds "his booster jabs are due at the vets end of july".
SAME_THING = {
    "vaccination": ("jab",), "vaccinations": ("jabs",), "vaccine": ("jab",),
    "vaccines": ("jabs",), "jab": ("vaccination",), "jabs": ("vaccinations",),
    "vaccinated": ("jabbed",), "jabbed": ("vaccinated",),
    # "when did carol pass away" finds "Carol … died in March 2029" ("pass" is no word of a
    # death), and still what says "passed away"; not "pass on" ("pass on the message")
    "pass away": ("died",), "passed away": ("died",),
    # "where'd I grow up" finds "Nyngan (childhood, 1971-1987)"
    "grow up": ("childhood",), "grew up": ("childhood",),
}  # fmt: skip
LONGHAND = {**LONGHAND, **OTHER_FORMS, **SAME_THING}

_WORD = any_of(SHORTHAND)
_LONG_WORD = any_of(LONGHAND)

# Tagalog's words in a question typed in Taglish ("magkano sahod ko nung 2031", "ano gamot ni
# tatay ngayon", "san ako nakatira dati"), each followed by the English the agent's notes say it
# in ("User's father was switched from amlodipine …"), as the shorthand above. Only in a question
# that is Tagalog by its small words (:func:`_in_taglish`): "san", "lola", "tito" are a saint's,
# a name, a name in an English question.
TAGALOG = {
    # what is asked
    "magkano": "how much", "ilan": "how many", "kelan": "when", "kailan": "when",
    "saan": "where", "san": "where", "sino": "who", "ano": "what", "anong": "what",
    "paano": "how", "ngayon": "now", "dati": "before", "bago": "before", "hanggang": "until",
    "una": "first", "oras": "time", "pangalan": "name", "tumigil": "stopped",
    "inumin": "take", "bumibili": "buy", "binili": "bought", "nag aral": "studied",
    "nag-aral": "studied",
    # money, work, home
    "sahod": "salary", "sweldo": "salary", "suweldo": "salary", "trabaho": "work",
    "utang": "debt", "hulog": "payment", "ipon": "savings", "padala": "remittance",
    "bayad": "payment", "upa": "rent", "bahay": "house", "kotse": "car",
    "nakatira": "live", "tumira": "lived", "lumipat": "moved", "nagtatrabaho": "works",
    # family
    "asawa": "husband wife", "anak": "child", "tatay": "father", "nanay": "mother",
    "lola": "grandmother", "lolo": "grandfather", "bayaw": "brother-in-law",
    "hipag": "sister-in-law", "kapatid": "sibling", "pinsan": "cousin", "tita": "aunt",
    "tito": "uncle", "apo": "grandchild", "ninang": "godmother", "ninong": "godfather",
    # health, school, church, pets, days
    "gamot": "medicine", "ngipin": "teeth", "ospital": "hospital", "doktor": "doctor",
    "paaralan": "school", "eskwela": "school", "iskul": "school", "guro": "teacher",
    "simbahan": "church", "kasal": "wedding", "kaarawan": "birthday", "aso": "dog",
    "pusa": "cat", "bakasyon": "vacation", "lisensya": "licence",
}  # fmt: skip
_TAGALOG_WORD = any_of(TAGALOG)
# Tagalog's small words; two of them, or one word no other language the person may type has,
# make a question Taglish.
_TAGALOG_MARKS = frozenset(
    "ko mo ng nang yung ung nung ni kay sya siya nya niya namin natin po ba mga ang si sa ako "
    "ka sila tayo kami nag".split()
)
# ("ano" is Spanish's "año" typed without its tilde, so not alone)
_ONLY_TAGALOG = frozenset(
    "magkano ilan kelan kailan saan sino anong paano ngayon dati nung yung ung naman lang "
    "kasi".split()
)


def _in_taglish(query: str) -> bool:
    """Whether ``query`` is typed in Tagalog or Taglish, by its small words."""
    said = set(re.findall(r"[^\W\d_]+", query.casefold()))
    return bool(said & _ONLY_TAGALOG) or len(said & _TAGALOG_MARKS) >= 2


# Idioms whose words mislead the search, and the plain words that say what they mean: "what do
# I do for a living?" is about work, not about where anyone lives ("living" is "live" to the
# stemmer, and "my brother lives in Halifax" came first).
IDIOMS = {
    "for a living": "for work", "under the weather": "unwell", "make ends meet": "get by on money",
    # "who's my other half": the partner (read by entities/relations.py as any "my partner");
    # "how much do I make": what one earns, not what one makes.
    "other half": "partner", "better half": "partner", "how much do i make": "how much do i earn",
    "how much i make": "how much i earn",
    # "where'd I grow up", "what'd I pay": "did", which the stemmer and the readers of the
    # question's tense know ("'d" is "would" too, but not after a question word and before
    # what was done: "where'd you put it").
    **{f"{wh}{mark}d": f"{wh} did" for wh in ("where", "what", "when", "how") for mark in "'’"},
}  # fmt: skip
_IDIOM = any_of(IDIOMS)
# A question put as an order to list ("list her medications", "can you list all of my
# allergies") asks what they are: "list" is no word of what is meant ("the wine list").
_LIST = re.compile(
    r"^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)*list\s+(?:(?:all|every)\s+)?(?:of\s+)?(?=\w)",
    re.IGNORECASE,
)


# A question word typed with two neighbouring letters swapped ("nmae", "teh", "waht"), read as
# that word. Words this short are never corrected by the index (read/typos.py: one edit from too
# many words), but questions name what they ask with them. Only these words: a short name or a
# word of another language ("coni", "reo") swapped is often an English word too ("coin", "roe").
_QUESTION_WORDS = frozenset(
    "what when where who why how name the and does did have live work born old age you your "
    "with from this that".split()
)


def _swaps(word: str) -> set[str]:
    """``word`` with each two neighbouring letters swapped."""
    return {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1)}


_SWAPS: dict[str, set[str]] = {}
for _word in _QUESTION_WORDS:
    for _typed in _swaps(_word):
        _SWAPS.setdefault(_typed, set()).add(_word)
# Each swap that only one question word makes ("hwo" is "who" or "how": neither).
_SWAPPED = {typed: words.pop() for typed, words in _SWAPS.items() if len(words) == 1}
_SHORT_WORD = re.compile(r"(?<![\w'’-])[^\W\d_]{3,5}(?![\w'’-])")


def _unswapped(word: str) -> str | None:
    """The question word ``word`` is with two neighbouring letters swapped back ("nmae":
    "name"), when it is no English word itself."""
    said = word.casefold()
    found = _SWAPPED.get(said)
    return None if found is None or found == said or english(said) else found


def spelled_out(query: str) -> str:
    """``query`` asked, not ordered (:data:`_LIST`), with each idiom of :data:`IDIOMS` in plain
    words, each shorthand word followed by what it stands for, in brackets, each short word
    typed with two letters swapped as the word it is (:func:`_unswapped`: no memory holds a
    word no one spells), and the shorthand of each word of :data:`LONGHAND` it spells out, in
    brackets at its end; the query itself when it holds none of these."""
    query = _LIST.sub("what are ", query, count=1)
    query = _IDIOM.sub(lambda m: IDIOMS[" ".join(m.group(0).casefold().split())], query)
    said = query.casefold()

    def spell(match: re.Match[str]) -> str:
        full = SHORTHAND[match.group(0).casefold()]
        if re.search(rf"\b{full}\b", said):
            return match.group(0)
        return f"{match.group(0)} ({full})"

    def unswap(match: re.Match[str]) -> str:
        word = _unswapped(match.group(0))
        return match.group(0) if word is None else word

    def gloss(match: re.Match[str]) -> str:
        english = TAGALOG[match.group(0).casefold()]
        return f"{match.group(0)} ({english})"

    spelled = _SHORT_WORD.sub(unswap, _WORD.sub(spell, query))
    if _in_taglish(spelled):
        spelled = _TAGALOG_WORD.sub(gloss, spelled)
    shorthand = [
        short
        for full in dict.fromkeys(m.group(0).casefold() for m in _LONG_WORD.finditer(spelled))
        for short in LONGHAND[full]
        if not re.search(rf"\b{re.escape(short)}\b", said)
    ]
    return f"{spelled} ({' '.join(shorthand)})" if shorthand else spelled
