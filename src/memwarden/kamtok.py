"""Cameroon Pidgin English (Kamtok), read as English, for the door's reading only.

Many people in Cameroon, above all from its English-speaking North-West and South-West, chat in
Pidgin mixed with English and a little French: "a di work for Afriland as teller", "papa BP
medicine na amlodipine 5mg", "Ebot don change school, now e dey for La Colombe", "my masa na
police for Akwa commissariat". Its grammar is English's words in another order of small
markers: "a" is "I" before what one does, "di" before a verb tells what one does ("a di work":
I work), "don" what is done ("don change": has changed), "no" before a verb "don't", "dey for"
where one is ("we dey for Makepe": we live in Makepe), "for" before a place "at", "na" "is",
"am" after a verb "it", a name before what is theirs owns it ("papa amlodipine": papa's
amlodipine), and "go" before a dose "to" ("raise papa amlodipine go 10mg"). Word for word the
door's English rules find little in it, so a text that shows enough of Kamtok's own words
(:func:`reads_words`) has those markers read as English, each as one stretch of the text, the way
:mod:`memwarden.roman_malayalam` reads Malayalam's (:func:`readings`). Nigerian Pidgin's words,
which Kamtok shares ("abeg", "wey", "na" before a value, "don" after "I"), stay with
:mod:`memwarden.spelling`. The memory keeps the person's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roman import read_with

__all__ = ["english", "readings", "reads_kamtok", "reads_words"]

# Kamtok's small words: the markers ("di", "don", "dey", "na", "no be"), "a" for I and "e" for
# he, she or it, "wuna" (you all), the question words ("weti" what, "wusai" where), family
# ("pikin" child, "mami", "masa" husband), and the words of feeling closing what is said ("ooh",
# "eeh", "sef").
_CUES = frozenset(
    """
    di don dey na a e am wey wuna weti wusai sabi pikin mami masa mbanya ashia helep sef ooh eeh
    dat wahala
    comot chop waka njangi gars wahala abeg tchop ndoss mbom nyanga mboutman bendskin chantier
    moimeme tara dem fit
    """.split()
)
# … of which one at least must be one no other English-based creole the door reads uses so
# (Nigerian Pidgin says "wetin", "una" and "dey" for what Kamtok says "weti", "wuna" and "di").
_STRONG = frozenset(
    """
    wuna weti wusai mbanya ashia helep njangi gars tchop ndoss mbom nyanga mboutman bendskin
    chantier moimeme masa
    """.split()
)
# Jamaican's, Belizean Kriol's and Hawai'i's small words: their "di" is "the", their "a" "is".
_OTHER_CREOLES = frozenset("mi fi deh nuh yuh wid inna pon dah ih gwen wah dis unu".split())
# Spanish's and Italian's small words, whose "di" is theirs (two of them: one may be a name,
# "my big brother Che").
_ROMANCE = frozenset("il che sono della del per non una con los las el es".split())
_WORD = re.compile(r"[^\W\d_]+")
# The markers a text must show one of to be looked at closer (:func:`reads_kamtok`).
_MARKERS = frozenset("di don dey na wey pikin mami masa wuna weti wusai sabi abeg comot".split())
# (and "ma" for my, a marker beside two small words: :func:`reads_kamtok`)
# … or "a" (I) with one of the words it stands before ("a be nurse", "a go buy am").
_A_MARKERS = frozenset("be no go fit never just".split())
# What one does, as Kamtok says it after "di" (what one does) and "don" (what is done).
_VERBS = frozenset(
    """
    work go use sell take collect do make type drive push stay live come buy pay chop eat waka
    walk talk stress marry try move see want get know pain lie leave teach study learn train
    cook wash sleep wake call send save keep like love hate need feel think tink look watch read
    write play pray attend visit help helep carry bring build rent own run manage supply deliver
    repair fix open close start finish plan wait stand sit cry laugh smoke drink tell say hear
    forget remember enter give ask spend earn owe borrow lend contribute put change raise reduce
    increase switch transfer cut pass travel retire resign born worse comot reach lose find grow
    sabi tire worry remind set lift heal pick name shift stay jam expire
    """.split()
)
# … and what it is after "don" ("don change": has changed).
_DONE = {
    "work": "worked", "go": "gone", "use": "used", "sell": "sold", "take": "taken",
    "collect": "collected", "do": "done", "make": "made", "type": "typed", "drive": "driven",
    "push": "pushed", "stay": "stayed", "live": "lived", "come": "come", "buy": "bought",
    "pay": "paid", "chop": "eaten", "eat": "eaten", "waka": "walked", "walk": "walked",
    "talk": "talked", "stress": "stressed", "marry": "married", "try": "tried", "move": "moved",
    "see": "seen", "want": "wanted", "get": "got", "know": "known", "leave": "left",
    "teach": "taught", "study": "studied", "learn": "learnt", "train": "trained",
    "call": "called", "send": "sent", "save": "saved", "keep": "kept", "tell": "told",
    "say": "said", "hear": "heard", "forget": "forgotten", "enter": "entered", "give": "given",
    "ask": "asked", "spend": "spent", "put": "put", "change": "changed", "raise": "raised",
    "reduce": "reduced", "increase": "increased", "switch": "switched",
    "transfer": "transferred", "cut": "cut", "pass": "passed", "travel": "travelled",
    "retire": "retired", "resign": "resigned", "born": "given birth", "worse": "worsened",
    "comot": "left", "reach": "reached", "lose": "lost", "find": "found", "start": "started",
    "finish": "finished", "open": "opened", "close": "closed", "build": "built", "rent": "rented",
    "grow": "grown", "visit": "visited", "bring": "brought", "carry": "carried",
    "attend": "attended", "write": "written", "read": "read", "fix": "fixed",
    "repair": "repaired", "sit": "sat", "stand": "stood", "wait": "waited", "plan": "planned",
}  # fmt: skip
# What one did, told in the base form ("a see Emmanuel": I saw Emmanuel).
_PAST = {
    "see": "saw", "buy": "bought", "sell": "sold", "call": "called", "ask": "asked",
    "put": "put", "change": "changed", "move": "moved", "grow": "grew up", "come": "came to",
    "raise": "raised", "send": "sent", "give": "gave", "marry": "married", "tell": "told",
    "start": "started", "enter": "entered", "leave": "left", "switch": "switched",
    "transfer": "transferred", "lose": "lost", "find": "found", "comot": "left",
    "smile": "smiled", "stand": "stood", "type": "typed", "move come": "moved",
    "move go": "moved to", "travel go": "travelled to",
}  # fmt: skip
# Who does it, said as Kamtok says them; "a" and "i" are I, "e" he or she.
_WHO = {"a": "I", "i": "I", "e": "he", "we": "we", "dem": "they", "wuna": "you", "una": "you",
        "they": "they", "you": "you", "u": "you", "she": "she", "he": "he"}  # fmt: skip
_PLURAL = frozenset(("I", "we", "they", "you"))
# Whom a verb is done to, after whom what is done is told as by I ("see me di type am").
_OBJECTS = {"me": "I", "him": "I", "her": "I", "us": "I", "them": "I"}
# What has begun or stopped, before what is done in "-ing" ("don start di make noise").
_BEGUN = frozenset("start started begin began stop stopped keep kept finish finished".split())
# Words between who and the marker that change nothing ("she still di sell", "a just waka").
_BETWEEN = frozenset("still always just even never also really now".split())
# Where "a" opens what one tells: the start of a clause, or after these.
_OPENERS = frozenset(
    """
    and but so bcos bcoz because cos say where wey since when then before after if make till
    until now today yesterday ooh eeh abeg sef that how as like na just even case who what which
    """.split()
)
_VERB_WORDS = "|".join(sorted(_VERBS, key=len, reverse=True))


def _opening(*words: str) -> str:
    """A pattern for any of ``words`` where a word starts: each opens with its own letters,
    then looks behind them (a pattern that opens with a look behind is tried at every place)."""
    return "(?:" + "|".join(f"{w}(?<![\\w'’-]{w})" for w in words) + ")"


# A place named after "for": one capital at least, and not a month, a day or a feast.
_WHEN_NAMES = frozenset(
    """
    january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday christmas easter summer
    """.split()
)
# What a school, a hospital or an office is called, where one is but does not live.
_INSTITUTION = re.compile(
    r"\b(?:[ée]cole|school|college|coll[èe]ge|lyc[ée]e|nursery|primary|academy|university|uni"
    r"|hospital|h[ôo]pital|clinic|church|bank|office|market|ward|gbhs|ghs)\b",
    re.IGNORECASE,
)
# Who may live somewhere: one's family, by Kamtok's words or English's.
_PEOPLE = frozenset(
    """
    brother sister mami mum mother papa dad father pikin child children son daughter masa
    husband wife uncle aunty auntie cousin family parents people friend mbanya
    """.split()
)
# The trades "na" names one by ("na police", "na teacher"): "is a".
_TRADES = (
    "teacher|nurse|police|policeman|policewoman|doctor|driver|mechanic|trader|pharmacist|teller"
    "|cashier|banker|engineer|accountant|tailor|carpenter|soldier|gendarme|lawyer|journalist"
    "|farmer|midwife|secretary|student|lecturer|principal|pastor|customs\\s+officer"
)
# One's family and what they own, as Kamtok names them ("papa BP medicine", "Ebot school").
_KIN = {"papa": "papa", "mami": "mum", "pikin": "child", "masa": "husband", "motor": "car",
        "grand-mami": "grandma", "granmami": "grandma"}  # fmt: skip
_OWNED = (
    r"(?:BP|sugar|diabetes|pressure|medicine|medicines|tablet|tablets|drugs|drug|school|car"
    r"|house|phone|number|shop|job|work|wife|husband|salary|birthday|class|teacher|doctor"
    r"|business|landlord|operation|sickness|sick|room|bike|taxi|provision|farm|land)\b"
)
_DOSE = r"\d+(?:\.\d+)?\s*(?:mg|mcg|ml|g|iu)\b"

_READINGS = {
    # "a di work", "e di take", "she still di sell", "we no di talk": what one does, in the
    # present; "di" after no one it can be told of is left as it was
    "does": rf"(?:(?P<does_no>{_opening('no')})\s+)?{_opening('di')}\s+"
    rf"(?:(?P<does_adv>always|still|just|even)\s+)?(?P<does_verb>{_VERB_WORDS})\b",
    # "Ebot don change school", "doctor … don raise", "light don cut": what is done
    "done": rf"{_opening('don')}\s+(?P<done_verb>{_VERB_WORDS})\b(?:\s+(?P<done_to>go|come)\b)?",
    # "we dey for Makepe" (we live in Makepe), "my shop dey for Marché Central" (is at)
    "lives": rf"{_opening('dey')}\s+for\b",
    # "a" for I, before what one does or did ("a di", "a don", "a no", "a put Bobby")
    "i": rf"{_opening('a')}(?=\s+(?:di|don|no|go|be|fit|sabi|wan|just|still|never|bin|dey"
    rf"|{_VERB_WORDS})\b)",
    # one of the family's medicine, with its dose: "papa BP medicine na amlodipine 5mg" (papa
    # takes amlodipine 5mg for BP)
    "medicine": rf"(?P<med_who>(?-i:{_opening('papa', 'mami', 'masa', 'pikin')})|my\s+[a-z]+)"
    r"\s+(?:(?P<med_for>BP|sugar|pressure|heart|diabetes)\s+)?(?:medicine|tablet|drug)s?\s+na\s+"
    r"(?P<med>[A-Za-z][\w-]*\s+\d+(?:\.\d+)?\s*(?:mg|mcg|ml)\b)",
    # "no" before what one does not do, after who: "a no want", "I no even sabi" (don't);
    # "no go" (won't), "no fit" (can't)
    "not": rf"{_opening('no')}\s+(?P<not_verb>go|fit)\b"
    rf"|{_opening('no')}(?=\s+(?:even\s+)?(?:{_VERB_WORDS}|sabi)\b)",
    # "go" before what one will do, after who: "a go buy am" (I will buy it)
    "will": rf"{_opening('go')}(?=\s+(?:{_VERB_WORDS})\b)",
    # "put am for" a medicine: "put him on" ("doctor put am for metformin 1000mg")
    "put_on": rf"{_opening('put')}\s+am\s+for\b",
    # a move told from where to where: "a comot Deido go stay for Makepe" (I moved from Deido
    # to Makepe), "dem transfer me go GBHS Bojongo" (transferred me to …)
    "moved": rf"{_opening('comot')}\s+(?P<moved_from>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?"
    r"|there)\s+go\s+(?:stay\s+|live\s+)?(?:for\s+)?(?=(?-i:[A-Z]))",
    # what one did, told in the base form after who did it: "a see Emmanuel", "a buy am for
    # port", "mami call from Kumba", "dem ask my passport number"
    "past": rf"{_opening(*sorted(_PAST, key=len, reverse=True))}\b",
    # "e" for he, she or it before what is done ("e di go there", "e dey for …")
    "he": rf"(?-i:{_opening('e')})(?=\s+(?:di|don|no|go|be|fit|sabi|dey|just|still|never"
    rf"|{_VERB_WORDS})\b)",
    # "dem" before what is done is "they" ("dem ask my passport number"); after a noun,
    # before nothing done, it makes the noun many ("mami dem no want cash"): nothing
    "they": r"dem(?<![\w'’-]dem)(?![\w'’-])",
    # "for" before a place named: "at" ("a be nurse for Laquintinie", "for Ndokoti")
    "at": rf"{_opening('for')}(?=\s+(?-i:[A-ZÉÈ])[\w'’-]*)"
    rf"|{_opening('for')}(?=\s+(?:one|the|a|my|our|dat|that)\s+(?:[\w'’-]+\s+){{0,2}}"
    r"(?:hospital|clinic|school"
    r"|college|bank|office|market|church|pharmacy|company|shop)\b)",
    # "be" after who is: "am", "is", "are" ("a be nurse", "na Pa Tabi be landlord")
    "be": r"be(?<![\w'’-]be)(?=\s+(?!(?:for|dat|that|small|well)\b)[^\W\d_])",
    # "na" opening a clause before one named ("na Pa Tabi be landlord") is nothing; after a
    # comma before a value "it is" ("dem ask my passport number, na AB0456721")
    "named": rf"{_opening('na')}\s+(?=(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*\s+be\s)",
    "value": r"na(?<=,\sna)(?=\s+[\w.+@-]*[\d@])",
    # "do" before a trade is "work as a" ("my masa still dey do police for Akwa")
    "works_as": rf"{_opening('do')}(?=\s+(?:{_TRADES})\b)",
    # "na" before a trade is "is a" ("my masa na police for Akwa", "e na teacher")
    "trade": rf"na(?<![\w'’-]na)(?=\s+(?:{_TRADES})\b)",
    # "am" after a verb is "it" ("a buy am for port", "keep am for me")
    "it": r"am(?<![\w'’-]am)(?![\w'’-])",
    "sent_to": rf"{_opening('go')}(?:(?<=\s(?:me|am|us)\sgo)|(?<=\shim\sgo))(?=\s+(?-i:[A-Z]))",
    # "him" before what is his: "his" ("papa di take him amlodipine", "hear him name")
    "his": rf"{_opening('him')}(?=\s+(?:{_OWNED}|name|own|[a-z]+\s+{_DOSE}))",
    # "go" before a dose is "to" ("raise papa amlodipine go 10mg")
    "to": rf"{_opening('go')}(?=\s+{_DOSE})",
    # a name, or one of the family, before what is theirs: "papa BP medicine", "Ebot school"
    "owns": rf"(?:(?-i:{_opening('papa', 'mami', 'pikin', 'masa')})|(?-i:[A-Z][a-z]+))"
    rf"(?=\s+(?:{_OWNED}|[a-z]+\s+(?:go\s+|to\s+)?{_DOSE}))",
    # the family's words: "my pikin Ebot", "my masa Emmanuel", "mami call from Kumba"
    "kin": rf"(?-i:{_opening('grand-mami', 'granmami', 'pikin', 'mami', 'masa')})\b"
    # (and one's "motor": a car)
    r"|motor(?:(?<=\bmy\smotor)|(?<=\bma\smotor)|(?<=\bonly\smotor))\b",
    # "sugar sickness" is diabetes ("my papa sugar sickness")
    "sugar": rf"{_opening('sugar')}\s+sickness\b",
    # "small sister", "small brother": the younger ones
    "small": rf"{_opening('small')}\s+(?P<younger>sister|brother)\b",
    # the words of feeling that close what is said, and "sef" (even)
    "feel": r"^(?:ooh+|eeh+)\b[,!.]*\s*|\s+(?:ooh+|eeh+|sef)\b",
}


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in Kamtok (or
    another West African Pidgin): two of its small words, never with Jamaican's or the Romance
    languages' small words (:func:`reads_kamtok` looks closer)."""
    if not said.isdisjoint(_OTHER_CREOLES) or len(said & _ROMANCE) >= 2:
        return False
    return (
        not said.isdisjoint(_MARKERS)
        or not said.isdisjoint(_STRONG)
        or ("a" in said and not said.isdisjoint(_A_MARKERS))
    )


# What only Kamtok says (Nigerian Pidgin says "dey" and "I" where it says "di" and "a"): who
# "di" does something ("a di work", "mami di sell", "we no di talk"), "a" for I before "di",
# "don", "be", "no", "go", "fit", "never" or "just" and a verb ("a don change", "a be nurse",
# "a no want", "a go buy"), "my masa" (my husband).
_SHOWN = re.compile(
    rf"di(?<=[^\W\d_]\sdi)\s+(?:(?:always|still|just)\s+)?(?:{_VERB_WORDS})\b"
    rf"|a(?<![\w'’-]a)\s+(?:be\s+[^\W\d_]|(?:di|don|no|go|fit|never|just)\s+(?:even\s+)?"
    rf"(?:{_VERB_WORDS}|sabi)\b|(?:{_VERB_WORDS})\s+am\b)"
    r"|my\s+masa\b"
    # "save am", "forget am", "write am somewhere": "am" after a verb, for it or him
    r"|(?-i:(?:save|keep|forget|type|collect|put|write|name)\s+am)\b(?!\s*[\d:.-])"
    # "a comot Deido go stay for Makepe": left one place for another
    r"|comot\s+(?:(?-i:[A-Z])[\w'’-]*|there)(?:\s+(?-i:[A-Z])[\w'’-]*)?\s+go\b"
    # "don move go Bonduma": moved to it
    r"|(?:move|travel|comot)\s+(?:go|come)\s+(?-i:[A-Z]|here)"
    # "raise papa amlodipine": one of the family before what is theirs, after what is done
    r"|(?:raise|increase|reduce|change|switch|stop)\s+(?-i:papa|mami|masa|pikin)\s+[a-z]"
    # "raise mami nifedipine go 20mg": "go" before a dose (to)
    r"|go\s+\d+(?:\.\d+)?\s*(?:mg|mcg|ml)\b"
    # "my pikin Ngwa dey for class three": one named, where they are
    r"|(?-i:[A-Z][a-z]+)\s+dey\s+for\b"
    # "we dey for Makepe", "e dey for École …": where one is, after who
    r"|dey(?:(?<=\bwe\sdey)|(?<=\be\sdey)|(?<=\ba\sdey)|(?<=\bi\sdey))\s+for\b"
    # "na Pa Tabi be landlord": who is what, named before "be"
    r"|na\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*\s+be\b"
    # "papa BP medicine na …": one of the family before what is theirs, and "na"
    r"|(?-i:papa|mami|pikin|masa)\s+(?:BP|sugar|medicine|tablets?|drugs|school|car|house"
    r"|phone|number|shop)\s+(?:[a-z]+\s+)?na\b",
    re.IGNORECASE,
)


# "di" after a word that asks for a noun: "the", as Jamaican and Belizean Kriol say it ("since di
# new dose", "a di market"), where Kamtok's "di" follows who does something.
_DI_THE = re.compile(
    r"\b(?:since|from|to|at|on|in|of|with|wid|pon|inna|fi|an|is|into|about|by)\s+di\s+"
    rf"(?!(?:{_VERB_WORDS}|always|still|just|even)\b)[^\W\d_]",
    re.IGNORECASE,
)


# "a" before a marker, or "don" before a word (not "don't"): what a text that shows none of
# Kamtok's other markers must show to be looked at closer.
_A_OR_DON = re.compile(r"\ba\s+(?:be|no|go|fit|never|just|di|don)\s|\bdon\s", re.IGNORECASE)


@lru_cache(maxsize=4096)
def reads_kamtok(text: str) -> bool:
    """Whether ``text`` is written in Kamtok at least in part: one of its markers
    (:func:`reads_words`) and one of what only Kamtok says (:data:`_SHOWN`), or one of its own
    words (:data:`_STRONG`) and three of its small words."""
    said = set(_WORD.findall(text.casefold()))
    if not reads_words(said):
        return False
    if said.isdisjoint(_STRONG) and not (said & _MARKERS) - {"don"} and not _A_OR_DON.search(text):
        return False  # only English's "a … go" or "don't": a look that costs less first
    cues = said & _CUES
    if not said.isdisjoint(_STRONG) and len(cues) >= 3:
        return True
    # (Kamtok's "ma" for my, with two of its markers: "ma number na …, make you sabi am";
    # Scots' "ma" comes with none of them)
    if "ma" in said and len(said & _MARKERS) >= 2:
        return True
    # (Jamaican's and Belizean Kriol's "di" is "the": "how mama sugar di do since di new dose")
    return _SHOWN.search(text) is not None and _DI_THE.search(text) is None


def _before(match: re.Match[str]) -> list[str]:
    """The words of the clause before ``match``, in lower case."""
    clause = re.split(r"[,.;:!?\n]|\s[-–—]\s", match.string[: match.start()])[-1]
    return _WORD.findall(clause.casefold())


def _who(match: re.Match[str]) -> str:
    """Who does what ``match`` tells, as English names them: the word before it, past those
    that change nothing ("she still di sell": she); "" when it is no one's."""
    words = [w for w in _before(match) if w not in _BETWEEN and w != "no"]
    if not words:
        return ""
    return _WHO.get(words[-1]) or _OBJECTS.get(words[-1], "it")


def _s(verb: str) -> str:
    """``verb`` as one other than I, we, you or they does it ("takes", "goes", "does")."""
    if verb in ("go", "do"):
        return verb + "es"
    if verb.endswith(("s", "sh", "ch", "x")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _does(match: re.Match[str]) -> str:
    verb = match.group("does_verb").casefold()
    verb = {"waka": "walk", "helep": "help", "tink": "think"}.get(verb, verb)
    who = _who(match)
    if not who:
        return match.group(0)
    plural = who in _PLURAL
    adverb = f"{match.group('does_adv')} " if match.group("does_adv") else ""
    if match.group("does_no") is not None:
        return f"{'do' if plural else 'does'}n't {adverb}{verb}"
    if (_before(match) or [""])[-1] in _BEGUN:
        return f"{adverb}{verb[:-1] if verb.endswith('e') and verb != 'see' else verb}ing"
    return adverb + (verb if plural else _s(verb))


def _done(match: re.Match[str]) -> str:
    verb = match.group("done_verb").casefold()
    who = _who(match)
    # ("don move go Bonduma": has moved to Bonduma; "don move come here": has moved here)
    to = " to" if match.group("done_to") == "go" else ""
    return f"{'have' if who in _PLURAL else 'has'} {_DONE.get(verb, verb + 'ed')}{to}"


def _lives(match: re.Match[str]) -> str:
    """ "dey for": "live(s) in" for one who is somewhere named that is no school, hospital or
    office; "is at" (or "am", "are") otherwise ("my shop dey for Marché Central")."""
    who = _who(match)
    before = match.string[: match.start()].split()
    person = who in _WHO.values() or (
        bool(before) and (before[-1][:1].isupper() or before[-1].casefold() in _PEOPLE)
    )
    after = match.string[match.end() : match.end() + 60]
    place = re.match(r"\s+((?-i:[A-ZÉ])[\w'’-]*(?:\s+(?-i:[A-ZÉ])[\w'’-]*)*)", after)
    # (at a school, a hospital or an office named so, or after one: "Ngwa don change school,
    # now e dey for Saker Baptist")
    near = match.string[max(0, match.start() - 60) : match.start()] + (
        place.group(1) if place else ""
    )
    if person and place is not None and _INSTITUTION.search(near) is None:
        return "live in" if who in _PLURAL else "lives in"
    # (in a class or a ward, not at it: "Ebot dey for nursery two for Les Petits Anges")
    where = "at" if place is not None else "in"
    verb = {"I": "am", "we": "are", "they": "are", "you": "are"}.get(who, "is")
    return f"{verb} {where}"


# What "a" stands before as I, wherever it is ("a di work", "a don change", "a no want").
_MARKS = frozenset("di don no go be fit sabi wan just still never dey".split())


def _i(match: re.Match[str]) -> str:
    """ "a" for I: before a marker always ("a di", "a don"), before a verb only where a clause
    opens or one of :data:`_OPENERS` stands before it (not "a stand", "a type of …")."""
    after = match.string[match.end() :].split(None, 1)[0].casefold()
    if after in _MARKS:
        return "I"
    words = _before(match)
    # (after a question quoted: "… 'name of your first school' a put Fiango")
    quoted = match.string[: match.start()].rstrip()[-1:] in "'’\"”"
    return "I" if not words or words[-1] in _OPENERS or quoted else match.group(0)


def _subject(match: re.Match[str]) -> str | None:
    """Who, told just before ``match`` (past "just", "still", "finally", "even"): I, we, he …
    for Kamtok's or English's words, "it" for one of the family or a name; None for no one (or
    one who is asked for: "make a come", "go", "fit")."""
    before = [w for w in match.string[: match.start()].split() if w.casefold() not in _BETWEEN]
    if not before:
        return None
    last = before[-1]
    if len(before) > 1 and before[-2].casefold() in ("make", "go", "fit", "to", "will"):
        return None
    folded = last.casefold()
    if last[-1:] in ",.;:!?":
        return None
    if folded in _WHO:
        return _WHO[folded]
    if folded in _PEOPLE or folded in ("doctor", "matron", "landlord", "i"):
        return "it"
    return "it" if last[:1].isupper() and last not in ("I",) else None


def _not(match: re.Match[str]) -> str:
    """ "no" after who: "don't", "doesn't"; "no go": "won't"; "no fit": "can't"."""
    who = _subject(match)
    if who is None:
        return match.group(0)
    verb = (match.group("not_verb") or "").casefold()
    if verb:
        return "won't" if verb == "go" else "can't"
    return "don't" if who in _PLURAL else "doesn't"


def _will(match: re.Match[str]) -> str:
    """ "go" after who, before what one will do: "will"."""
    return "will" if _subject(match) is not None else match.group(0)


def _past(match: re.Match[str]) -> str:
    """A verb of :data:`_PAST` after who did it, in the past."""
    if _subject(match) is None:
        return match.group(0)
    return _PAST[match.group(0).casefold()]


def _medicine(match: re.Match[str]) -> str:
    """One's medicine told as Kamtok tells it: who takes it, and what for."""
    who = match.group("med_who")
    who = _KIN.get(who, who) if who in _KIN else re.sub(r"\s+", " ", who)
    why = f" for {match.group('med_for')}" if match.group("med_for") else ""
    return f"{who} takes {match.group('med')}{why}"


def _moved(match: re.Match[str]) -> str:
    """ "comot X go (stay for) Y" after who: "moved from X to"; as it was after no one."""
    if _subject(match) is None:
        return match.group(0)
    where = match.group("moved_from")
    return "moved to " if where.casefold() == "there" else f"moved from {where} to "


def _they(match: re.Match[str]) -> str:
    """ "dem" before what is done: "they"; else nothing (after a noun, it makes it many)."""
    after = _WORD.match(match.string, match.end() + 1)
    word = after.group(0).casefold() if after else ""
    if word in _VERBS or word in _PAST or word in ("di", "don", "no", "go", "fit", "sabi", "dey"):
        return "they"
    return "" if _before(match) else match.group(0)


def _at(match: re.Match[str]) -> str:
    """ "for" before a place named is "at"; before a month, a day or a feast it is "for"."""
    after = _WORD.match(match.string, match.end() + 1)
    if after is None or after.group(0).casefold() in _WHEN_NAMES:
        return match.group(0)
    return "at"


def _be(match: re.Match[str]) -> str:
    """ "be" after who is: "am", "is" or "are", with "a" before a trade ("a be nurse": I am a
    nurse; "na Pa Tabi be landlord": Pa Tabi is a landlord), as it was after no one."""
    words = _before(match)
    if not words:
        return match.group(0)
    who = _WHO.get(words[-1])
    named = re.search(r"(?-i:[A-Z])[\w'’-]*\s*$", match.string[: match.start()]) is not None
    if who is None and words[-1] not in _KIN and not named:
        return match.group(0)
    verb = {"I": "am", "we": "are", "they": "are", "you": "are"}.get(who or "", "is")
    after = _WORD.match(match.string, match.end() + 1)
    word = after.group(0).casefold() if after else ""
    if word in _SAID_AS_IS:
        return verb  # "a allergic", "na Mama Grace be our landlord": is
    return f"{verb} {'an' if word[:1] in 'aeiou' else 'a'}"


# What follows "be" with no "a" before it: how one is, or whose.
_SAID_AS_IS = frozenset(
    """
    allergic sick happy tired fine ok okay married pregnant the my our his her their your a an
    """.split()
)


def _it(match: re.Match[str]) -> str:
    """ "am" after a verb: "it"; "am" anywhere else as it was."""
    return "it" if (_before(match) or [""])[-1] in _VERBS else match.group(0)


def _owns(match: re.Match[str]) -> str:
    """One of the family, or one named, owning what follows: "mum's", "Ebot's"."""
    return f"{_KIN.get(match.group(0).casefold(), match.group(0))}'s"


def _kin(match: re.Match[str]) -> str:
    """Kamtok's words for family in English's: "pikin" child, "mami" mum, "masa" husband."""
    return _KIN.get(match.group(0).casefold().replace("-", ""), match.group(0))


# (the readings of :data:`_READINGS`, by name; "" reads a stretch as nothing)
_READERS = {
    "does": _does, "done": _done, "lives": _lives, "i": _i, "medicine": _medicine,
    "not": _not, "will": _will, "put_on": lambda match: "put him on", "past": _past,
    "he": lambda match: "he", "they": _they, "at": _at, "be": _be,
    "named": lambda match: "", "value": lambda match: "it is", "trade": lambda match: "is a",
    "works_as": lambda match: "work as a",
    "it": _it, "to": lambda match: "to", "owns": _owns, "kin": _kin,
    "sugar": lambda match: "diabetes",
    "moved": _moved, "sent_to": lambda match: "to", "his": lambda match: "his",
    "small": lambda match: f"younger {match.group('younger')}", "feel": lambda match: "",
}  # fmt: skip


def _reading(match: re.Match[str]) -> str:
    """One stretch of Kamtok (:data:`_READINGS`), in English."""
    return _READERS[match.lastgroup or ""](match)


_READ = re.compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)

# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_kamtok, _READ, _reading)
