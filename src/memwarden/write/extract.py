"""Rules that turn the person's own words into candidate memories (DESIGN §5), no model.

``extract(text, said_at)`` splits a person's turn into sentences — and a sentence that joins
statements each filling a slot of its own ("I live in Lisbon and I work at Initech") into
those clauses, so a later move supersedes the home and not the employer — and keeps each one
that states something about the person or their world in the first person ("I live in
Berlin", "my sister is a nurse", "we got a puppy"), with a kind, a slot (:mod:`.slots`) and an
event time (:mod:`.eventtime`, relative to when it was said). It skips:

* questions and requests to the assistant ("can you…", "please write…", "remind me…"), but
  for what one always does or prefers told after one ("Book mih flight to Argyle fuh
  Christmas, I does always fly Caribbean Airlines": the habit is kept);
* greetings, thanks and acknowledgements, and anger at what someone did today ("Ah still vex
  bout how de van driver treat me dis mornin");
* hedges and wishes ("I might…", "maybe…").

A sentence holding a secret is always a candidate, whoever it is about, so that the guard
refuses it and the refusal is recorded (the logged turn has it redacted either way).

Four phrasings are recognised as a retraction instead ("forget that", "don't remember …",
"never mention X again", "stop bringing up X"): a :class:`Retraction` of the memory they name
(or, for "forget that", the last thing said) plus a tombstone, so it never comes back.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from ..entities.extract import extract as extract_entities
from ..entities.relations import stated
from ..model import Kind
from ..patterns import lazy_compile
from ..spelling import plain
from .credentials import WALLETS, find_secrets
from .eventtime import event_time
from .planted import hidden_signs
from .slots import (
    BOOKED,
    Slot,
    announces_a_change,
    as_a_part,
    left_out_person,
    parse_slot,
    someone_else_before,
    told_of_before,
)

__all__ = [
    "FIRST_PERSON",
    "Extracted",
    "Retraction",
    "extract",
    "parts",
    "sentences",
    "states_something",
]


@dataclass(frozen=True, slots=True)
class Extracted:
    text: str
    kind: Kind
    slot: Slot | None
    valid_from: datetime | None
    valid_until: datetime | None
    past: bool


@dataclass(frozen=True, slots=True)
class Retraction:
    """Forget what the person named (``about``) — or the last thing said when ``None`` —
    and tombstone it."""

    about: str | None
    phrase: str


# Where a sentence ends: after ".", "!", "?" or ";" — not after a title's dot ("my GP is Dr.
# Fernandes at the Lakeside surgery" is one sentence) — and at a line break.
_SENTENCE = lazy_compile(
    r"(?<=[.!?;])(?<!\b(?i:dr|mr|ms|st|mt|jr|sr)\.)(?<!\b(?i:mrs|ave)\.)(?<!\b(?i:prof)\.)\s+|\n+"
)
_F = re.IGNORECASE
_POLITE = (
    r"^(?:(?:ok(?:ay)?|oh|and|also|actually|hey|here|listen|look|right|so|well|aye|yeah|yes|no"
    r"|naw|btw|please|pls|just|(?:can|could|would|will)\s+you"
    # (whom it is said to, and a sigh, first: "Brah please no bring up …", "Pues please …")
    r"|brah|bruh|ho|eh|chale|pues|bueno|ay|oye|mira|dude|man|girl"
    # (Cajun's "cher": "Cher dont bring up Pierre …")
    r"|cher|ch[eè]re)"
    r"[,\s]+)*"
)
# Whom a wish is said to, after it: "… bring Ronnie up pet, …", "… again love".
_SPOKEN_TO = (
    r"(?:pet|hun|hon|love|luv|babe|mate|hinny|pal|cher|la|lad|girl|b['’]y|my\s+love"
    # (London's: "… again bruv", "… again fr", "… again on my life")
    r"|bruv|bro|fam|my\s+g|fr|frfr|for\s+real|on\s+my\s+life|swear\s+down)"
)
# What may follow a retraction without changing it: "please", "thanks", ", don't keep it".
# And an aside after a comma, which is no part of what is named: "…, it's too painful".
_TAIL = (
    r"(?:[,;\s]+(?:and\s+)?(?:(?:do\s+not|don'?t|dont|never)\s+(?:keep|store|save|remember|"
    r"record|log|hang\s+on\s*to|hold\s+on\s*to)\s+(?:(?:anything|everything)\s+(?:about|on)\s+)?"
    r"(?:it|that|this|them)(?:\s+(?:anywhere|at\s+all|ever|again))?|please|pls|thanks|thank\s+you"
    r"|ok(?:ay)?|(?:will|would|can|could)\s+you)"
    r"|(?:[,;]|\s[—–-])\s*(?:it'?s|its|it\s+is|that'?s|thats|because|cause|"
    r"cos|cuz|as\s+it|(?:i\s+)?(?:don'?t|do\s+not)\s+want|too\s+(?:hard|painful|much|raw)"
    # ("…, I'm no getting into all that again", "…, I hate it", "…, please stop asking me about it")
    r"|i['’]?m\s+(?:no|not)\s+(?:getting|going)\s+(?:into|over)|i\s+(?:hate|can['’]?t\s+stand)"
    r"\s+(?:it|that|this)|(?:please\s+|pls\s+)?stop\s+asking"
    # ("…, I lost twa o ma crew when she went doon", "…, I won't speak of it")
    r"|i\s+lost|i\s+(?:won['’]?t|wont|will\s+not)\s+(?:speak|talk))\b[^.!?]*"
    # … or what it does to one ("…, it pains me too much", "…, it still hurts").
    r"|[,;]\s*it\s+(?:really\s+|still\s+|just\s+)?(?:pains|hurts|upsets|bothers|kills|breaks|cuts"
    r"|makes|brings|reminds|stresses|embarrasses|shames)\b[^.!?]*"
    # … or why, said straight on ("never mention curtis again please i dont want to hear …").
    r"|\s+i\s+(?:don'?t|do\s+not)\s+want\b[^.!?]*"
    # … or why, after what led to it ("…, after what he said to my daughter I don't want to hear
    # his name", "…, after the land case we are not talking")
    # (not a name, nor who they are after a dash: "…, Marco — I don't want any of that stored")
    r"|[,;]\s*(?-i:[a-z])[^,.;!?—–]{0,49}?\s+(?:and\s+)?(?:i\s+(?:don'?t|do\s+not)\s+(?:want|wanna)"
    r"|we(?:['’]?re|\s+are)\s+not\s+(?:speaking|talking))\b[^.!?]*"
    # … or the wish said again: "…, forget i even mentioned him", "…, forget about it", "…, dont
    # remember any of that".
    # ("… and don't mention him ever again", "…, don't ever bring him up again", "… — don't
    # bring him up again")
    r"|(?:[,;]\s*(?:and\s+)?|\s+and\s+|\s[—–-]\s*)(?:please\s+|pls\s+|just\s+)?"
    r"(?:forget(?:\s+about)?|delete|wipe"
    r"|(?:do\s+not|don'?t|dont|never)\s+(?:ever\s+)?(?:keep|store|save|remember|mention|raise"
    r"|bring\s+up|bring(?=\s+(?:it|that|this|him|her|them)\s+up\b)))\s+"
    r"(?:(?:that|what)\s+)?"
    r"(?:i\s+(?:ever\s+|even\s+)?(?:mentioned|said|told\s+you|brought\s+(?:it|that|this|him|her"
    r"|them)\s+up)|(?:any|all)\s+of\s+(?:that|it|this)|it|that|this|him|her|them|anything"
    r"|everything)\b[^.!?]*"
    # … or who is spoken to, or "not a word": "… again pet, not a word, he's dead to us"
    r"|,?\s+(?:" + _SPOKEN_TO + r"|chale)\b"
    r"|[,;]\s*not\s+(?:a\s+(?:word|peep|whisper|mention)|one\s+word)\b[^.!?]*"
    # … or that it is meant: "…, I mean it", "…, seriously", "…, ever".
    r"|[,;]\s*(?:i\s+mean\s+it|i['’]?m\s+serious|i['’]?m\s+done|seriously|honestly|for\s+good|for\s+real"
    r"|ever|at\s+all)\b"
    # ("… again for any reason", "… again no matter what")
    r"|[,;]?\s+(?:for\s+any\s+reason|no\s+matter\s+what|whatever\s+happens)\b"
    # … or an aside after a dash: "… — I left after a row with the committee".
    r"|\s[—–-]\s*(?:i|we|he|she|they|it|that)\b[^.!?]*"
    # … or what happened, after the wish is done: "… again, we fell oot at Jimmy's funeral"
    # ("… again pls, we not talking since the inheritance thing")
    r"|(?:(?<=again)|(?<=again\spls)|(?<=again\splz)|(?<=again\splease)|(?<=again\sok))[,;]\s*"
    r"(?:i|we|he|she|they)\s+[a-z]+(?:ed|ell|ent|ook|ew|oke|ot|ame)\b[^.!?]*"
    # … or to leave it be: "…, jus leave it", "…, just drop it".
    # ("…, leave that be, ok?", "…, let it lie")
    r"|[,;]\s*(?:just\s+|jus\s+)?(?:leave|drop)\s+it\b[^.!?]*"
    r"|[,;]\s*(?:(?:so|just|please|pls)\s+)?(?:leave|let)\s+(?:that|it|her|him|them)\s+(?:be|alone"
    r"|lie|rest|go)\b(?:\s*,\s*ok(?:ay)?\s*\?)?[^.!?]*"
    # … or not to be reminded: "…, don't remind me again".
    r"|[,;]\s*(?:and\s+)?(?:please\s+|pls\s+)?(?:do\s+not|don'?t|dont|never)\s+(?:ever\s+)?"
    r"remind\s+me\b[^.!?]*"
    # … or a request to do it: "…, can you do that?".
    r"|[,;]?\s*(?:can|could|would|will)\s+you\s+(?:do\s+(?:that|this|it)|please)\b[^.!?]*"
    # … or a clause of its own after a comma: "…, my boss sometimes uses this laptop".
    # ("…, we don't speak", "…, she'd hate that written down").
    # ("…, that matter is closed", "…, this one is private")
    # (or after a dash: "… — I'm married to Dave now and that's that"; and Pidgin's "…, that
    # chapter don close")
    r"|(?:,|\s[—–-])\s*(?:(?:my|his|her|their|our|the|that|this|i|he|she|they|we)\s+(?:\w+\s+){0,3}?"
    r"(?:am|is|are|was|were|don|dey|"
    r"has|have|had|uses?|used|sometimes|always|often|might|may|can|could|will|would|does|do|"
    r"knows?|reads?|sees?|never|(?:don|doesn|didn|can|won|wouldn|shouldn|couldn|mustn|isn|aren"
    r"|wasn|haven|hasn|hadn|weren)['’]?t)"
    r"|(?:i|he|she|they|we)['’](?:d|ll|s|re|ve|m)"
    # … or someone named with what they say or are about it: "…, nadia says it's no safe",
    # "…, nadia's funny about that kinda stuff".
    r"|[^\W\d_][\w-]*(?:['’]s\s+(?:funny|touchy|fussy|private|weird|particular|sensitive|"
    r"strange|odd|not|no|really|very|so|a\s+bit|quite|dead|pure)|\s+(?:says|said|thinks|"
    r"reckons|wants|hates|would|does|doesn['’]?t|don['’]?t))"
    # … or someone not to know it: "…, Grace doesn't know", "…, my mum can't find out".
    r"|[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?\s+(?:doesn|don|can|mustn|shouldn|won)['’]?t\s+"
    r"(?:know|find\s+out|see\s+(?:it|this|that)))\b[^.!?]*)*[.!?]*$"
)
# Who someone named is, said after them: "…, my first wife", "…, our Gary's ex".
_WHO_THEY_ARE = (
    r"(?:my|our)\s+(?:(?:first|second|late|ex|old|former|eldest|youngest|older|younger|big|little"
    r"|wee|baby|twin|only)[\s-]+)?"
    r"(?:wife|husband|partner|boyfriend|girlfriend|brother|sister|son|daughter|mum|mam|mom"
    r"|mother|dad|father|uncle|aunt|auntie|cousin|friend|boss|neighbour|neighbor)"
)
_RETRACT_LAST = lazy_compile(
    _POLITE + r"(?:forget|delete|erase|scratch|disregard|wipe)\s+"
    r"(?:that|this|it|what\s+i\s+(?:just\s+)?(?:said|told\s+you))" + _TAIL,
    _F,
)
_KEEP_VERB = r"(?:remember|store|save|keep|record|log|note\s+down|write\s+down)"
_RETRACT_NAMED = (
    lazy_compile(
        _POLITE + r"(?:do\s+not|don'?t|dont|never)\s+" + _KEEP_VERB + r"\s+(?:that\s+)?"
        r"(?P<x>.+?)" + _TAIL,
        _F,
    ),
    # "can you not keep anything about my hip" (not "can you not remember what …?", asking).
    lazy_compile(
        _POLITE + r"(?:can|could|would|will)\s+you\s+not\s+(?:store|save|keep(?!\s+track)|record"
        r"|log|note\s+down|write\s+down)\s+(?:that\s+)?(?P<x>.+?)" + _TAIL,
        _F,
    ),
    lazy_compile(
        # (and "don't ever mention him to me again", "don't bring Gary up again")
        _POLITE + r"(?:never|(?:do\s+not|don'?t|dont)(?:\s+(?P<ever>ever))?)\s+"
        r"(?:mention|talk\s+about|remind\s+me\s+(?:of|about)|bring\s+up|bring(?=\s+[^,;.!?]+?\s+up\b)"
        # ("Don't be asking me about Phyllis, me first wife, I don't want her mentioned no more")
        r"|ask\s+(?:me\s+)?about)\s+"
        # ("don't ever bring up the party at dinner" is no wish for good)
        r"(?(ever)(?![^.!?]*\b(?:there|then|tonight|today|now|yet|at\s+dinner|in\s+front\s+of)\b))"
        r"(?P<x>.+?)"
        # ("… bring Ronnie up pet, I cannet talk aboot him yet": who is spoken to is no part)
        r"(?:(?<=\S)\s+up(?=\s*[,;]|\s+" + _SPOKEN_TO + r"\s*[,;]))?"
        r"(?:\s+to\s+(?:me|us)(?=\s*[,;]|\s+" + _SPOKEN_TO + r"\s*[,;]))?"
        r"(?:\s+" + _SPOKEN_TO + r"(?=\s*[,;]))?"
        # ("Don't bring up my cousin Tania please, we're not speaking …")
        r"(?:\s+(?:please|pls|plz|ok|okay)(?=\s*[,;]))?"
        # ("… no more", as Cajun and Southern English say "any more")
        r"(?:\s+(?:up\s+)?(?:to\s+me\s+)?(?:again|ever\s+again|anymore|any\s+more|no\s+more)"
        r"(?:\s+(?:ok|okay|please|pls|plz)(?=\s*[,;.!]|\s*$))?"
        # (or "ever" said before it: "And don't ever bring up my first husband Ray, cher.")
        r"|(?(ever)(?=(?:\s*,\s*" + _SPOKEN_TO + r")?\s*[.!]*$)|(?!))"
        # (or for good said otherwise: "Dinnae bring up Derek, Ryan's dad, ever."; "… what
        # happened wi Lorraine's pregnancy last spring, I cannae talk aboot it")
        r"|(?=(?:\s*,\s*(?-i:[A-Z])[\w'’-]*['’]s\s+[\w-]+)?\s*,\s*ever\b)"
        # (not for now: "…, I can't talk about it there"; but "…, I cannet talk aboot him yet"
        # is for as long as it hurts: until the person says otherwise)
        # ("… I don't want to go there" is no place)
        r"|(?![^.!?]*\b(?:(?<!go\s)there|then|tonight|today|now|at\s+the\s+moment)\b)"
        # (with who they are between: "Divvent mention Pauline to us pet, me first wife, thats
        # all done and dusted")
        r"(?=(?:\s*,\s*" + _WHO_THEY_ARE + r")?"
        # (… or after a word of why: "…, he's inside and I don't want to talk about him", "…,
        # after what he said to my daughter I don't want to hear his name")
        r"\s*[,;]\s*(?:(?-i:[a-z])[^,.;!?—–]{0,49}?\s+(?:and\s+)?)?"
        r"(?:i\s+want\s+(?:nothing|nowt|no\s+more)\s+(?:to\s+do\s+with|said)"
        r"|i\s+(?:can['’]?t|cant|cannot|couldn['’]?t)\s+(?:be\s+(?=\w+ing\b))?(?:talk(?:ing)?|bear"
        r"|fac(?:e|ing)|deal(?:ing)?|cop(?:e|ing)|handl(?:e|ing)|think(?:ing)?)|(?:it['’]?s\s+)?(?:too|still)\s+(?:painful|raw|hard|much)"
        # (… or that they no longer speak: "…, we're not speaking", "…, we dont talk no more")
        r"|we(?:['’]?re|\s+are)\s+not\s+(?:speaking|talking|on\s+speaking\s+terms)"
        r"|we\s+(?:don['’]?t|dont|do\s+not)\s+(?:speak|talk)"
        # (… or the wish said again: "…, dont bring him up, he walked out on us")
        r"|(?:do\s+not|don['’]?t|dont|never)\s+(?:ever\s+)?(?:bring\s+(?:him|her|them|it|that)\s+up"
        r"|mention\s+(?:him|her|them|it|that))"
        # (… or how one feels of it: "don't talk about my weight ok, I hate it, …", "Dinnae bring
        # up ma da's drinkin, ah'm no gettin intae aw that again")
        r"|i\s+(?:hate|can['’]?t\s+stand)\s+(?:it|that|this)"
        # ("dinna bring up the divorce pls, I'm sick tae death o it")
        r"|i['’]?m\s+(?:sick|tired|fed\s+up|scunnered)(?:\s+(?:to|tae)\s+death)?\s+(?:of|o|with)\s+"
        r"(?:it|that|this|him|her|them)"
        r"|i['’]?m\s+(?:no|not)\s+(?:getting|going)\s+(?:into|over)"
        r"|that['’]?s\s+(?:all\s+)?(?:done|over|finished|behind\s+(?:me|us))|it\s+(?:still\s+)?"
        r"(?:hurts|pains)|i\s+(?:don['’]?t|do\s+not)\s+want\s+to\s+(?:talk|think|hear|remember"
        r"|be\s+reminded)"
        # ("…, I don't want her mentioned no more")
        r"|i\s+(?:don['’]?t|do\s+not)\s+want\s+(?:him|her|them|it|that)\s+(?:mentioned|brought\s+up"
        r"|talked\s+about|remembered)"
        r")\b))"
        # (and who they are, after a comma: "don't bring up Sharon again, Ruan's mom")
        r"(?P<aside>,\s*(?:(?-i:[A-Z])[\w'’-]*['’]s\s+(?:mom|mum|mother|dad|father|ex|wife|husband"
        r"|boyfriend|girlfriend|brother|sister|boss|partner)|" + _WHO_THEY_ARE + r"))?" + _TAIL,
        _F,
    ),
    # "Please don't bring up Vero's divorce", "please don't mention my weight, the doctor
    # lectures me enough" (no "again"): asked with "please", of something named, for good — not
    # for now ("please don't mention the party tonight", "… yet"), nor kept from someone else
    # ("… to Mum", "… in front of the kids").
    lazy_compile(
        r"^(?:(?:ok(?:ay)?|oh|and|also|actually|hey|so|but|just)[,\s]+)*(?:please|pls|plz)[,\s]+"
        # ("Please cher don't bring up Trina, …")
        r"(?:(?:cher|ch[eè]re|love|hun|babe|mate)[,\s]+)?"
        r"(?:just\s+)?(?:never|(?:do\s+not|don'?t|dont)(?:\s+ever)?)\s+(?:mention|bring\s+up"
        r"|talk\s+about|remind\s+me\s+(?:of|about))\s+"
        # (… "not even now" is for good)
        r"(?![^.!?]*\b(?:there|then|tonight|today|(?<!even\s)now|yet|at\s+the\s+moment|at\s+dinner"
        r"|in\s+front\s+of|for\s+now|until|till)\b)"
        r"(?!(?:it|that|this|anything|him|her|them)\s*(?:[,;.!?]|$)|(?:to|with)\b)"
        r"(?![^,;.!?]*\s(?:to|with|around)\s+(?:him|her|them|anyone|anybody|everyone|the\s+kids"
        r"|(?:my|our)\s+(?:mum|mom|dad|wife|husband|kids|family|parents)|(?-i:[A-Z])[\w'’-]*)\b)"
        r"(?P<x>[^,;.!?]+?)\s*(?:[,;]\s*[^.!?]*)?[.!]*\s*$",
        _F,
    ),
    # "Please don't bring it up" (no "again"): what "it" is, the sentence before says ("We lost
    # a baby boy in 1997. Please don't bring it up"); not "… bring it up at dinner".
    lazy_compile(
        _POLITE + r"(?:never|(?:do\s+not|don'?t|dont)(?:\s+ever)?)\s+bring\s+"
        r"(?P<x>it|that|this|him|her|them)\s+up(?:\s+(?:to|with)\s+me)?" + _TAIL,
        _F,
    ),
    # "I don't want to talk about the baby I lost again" (not "… about work tonight"); Jamaican
    # "mi nuh waan talk bout …" is read "I don't want talk bout …".
    lazy_compile(
        _POLITE + r"i\s+(?:don'?t|do\s+not|dont)\s+(?:want|wanna)\s+(?:to\s+)?(?:talk|hear)\s+"
        # (not for now: "… about work tonight, please stop asking me about it")
        r"(?:about|bout)\s+(?![^,.!?]*\b(?:tonight|today|now|at\s+the\s+moment|yet)\b)"
        r"(?P<x>.+?)(?:\s+(?:again|anymore|any\s+more|ever\s+again|no\s+more)"
        # (or for good said after it: "…, leave that be", "…, let it lie", "…, not one bit")
        r"|(?=\s*,\s*(?:(?:so|just|please|pls)\s+)?(?:(?:leave|let)\s+(?:that|it|her|him|them)\s+"
        r"(?:be|alone|lie|rest|go)|not\s+(?:one|a)\s+bit|not\s+ever|never"
        # ("…, that's done and dusted, don't ever bring it up")
        r"|that['’]?s\s+(?:all\s+)?(?:done|over|finished|behind\s+(?:me|us))"
        r"|(?:do\s+not|don['’]?t|dont)\s+(?:ever\s+)?(?:bring\s+(?:it|that)\s+up|mention\s+(?:it|that))"
        # ("…, please stop asking me about it")
        r"|stop\s+asking(?:\s+me)?\s+about\s+(?:it|that|him|her|them)"
        r")\b))" + _TAIL,
        _F,
    ),
    # "I'd rather you didn't bring him up", "I'd rather not talk about my divorce", "I'd sooner
    # not go over that business with the bank again" (not "I'd rather not go to the party", nor
    # "… about it", which names nothing here, nor what is for now: "… tonight").
    lazy_compile(
        # (what one would rather not mention oneself is no wish: "I'd rather not mention the
        # university's name, but …"; what one would rather you did not mention is)
        _POLITE + r"(?:i['’]?d|i\s+would)\s+(?:rather|prefer|sooner)\s+(?:(?:(?:you|we)\s+"
        r"(?:didn['’]?t|did\s+not)\s+(?:mention|bring\s+up|remind\s+me\s+(?:of|about)"
        r"|bring(?=\s+(?:him|her|them)\s+up\b)|talk\s+about|discuss|go\s+over|dwell\s+on))"
        r"|not\s+(?:talk\s+about|discuss|go\s+over|dwell\s+on))\s+"
        r"(?!(?:it|that|this)\s*(?:[,.;!?]|$|\s+(?:again|anymore|any\s+more|ever)\b))"
        # (for good, not for now: "I'd rather we didn't discuss money tonight")
        r"(?!.*\b(?:tonight|today|now|at\s+the\s+moment|this\s+(?:evening|morning|week)"
        r"|at\s+dinner|in\s+front\s+of)\b)"
        r"(?P<x>[^,;.!?]+?)(?:\s+up)?(?:\s+(?:again|ever\s+again|anymore|any\s+more))?"
        # (with who they are between: "I'd rather ye didnae mention oor Tam, ma big brother, it's
        # too sore")
        r"(?:\s*,\s*" + _WHO_THEY_ARE + r"(?=\s*,))?" + _TAIL,
        _F,
    ),
    lazy_compile(
        _POLITE + r"stop\s+(?:bringing\s+up|mentioning|talking\s+about|reminding\s+me\s+"
        r"(?:of|about))\s+(?P<x>.+?)" + _TAIL,
        _F,
    ),
    # "stop tracking my weight" (not "stop tracking the parcel", "stop saving money").
    lazy_compile(
        _POLITE + r"stop\s+(?:tracking|recording|logging|keeping\s+track\s+of|remembering)\s+"
        r"(?P<x>(?:my|our|anything|everything)\b.+?)" + _TAIL,
        _F,
    ),
    lazy_compile(
        _POLITE + r"forget\s+(?:about\s+|(?:that\s+)?i\s+(?:ever\s+)?(?:told\s+you|mentioned|said|"
        r"brought\s+up)(?:\s+(?:about|that))?\s+|what\s+i\s+(?:just\s+)?(?:said|told\s+you|"
        r"mentioned|wrote)\s+(?:about|re|regarding)\s+|that\s+|(?:everything|anything|all)\s+"
        r"(?:(?:that\s+)?i\s+(?:ever\s+|just\s+)?(?:said|told\s+you|mentioned|wrote)\s+)?"
        r"(?:about|on|re|regarding)\s+)(?P<x>.+?)" + _TAIL,
        _F,
    ),
    # "Forget him and never mention him to me", "please forget her": someone named before.
    lazy_compile(
        _POLITE + r"(?:(?:never|(?:do\s+not|don'?t|dont)(?:\s+ever)?)\s+(?:mention|bring\s+up|talk"
        r"\s+about|bring(?=\s+(?:him|her|them)\s+up\b))|forget(?:\s+about)?)\s+(?P<x>him|her|them)"
        r"(?:\s+up)?(?:\s+(?:to\s+me|again|ever(?:\s+again)?|ever))*" + _TAIL,
        _F,
    ),
    # "forget the DUI thing", "forget that whole curtis business", "forget the court case": a
    # thing named as a matter of the person's (not "forget the milk"); "forget that matter of
    # the money": a matter named by what it is of.
    lazy_compile(
        _POLITE + r"forget\s+(?P<x>(?:the|that|this)\s+(?:whole\s+)?(?:[^\W\d_][\w'’-]*(?:\s+"
        r"[^\W\d_][\w'’-]*)?\s+(?:thing|stuff|business|situation|story|episode|incident|mess"
        r"|saga|drama|matter|affair)|(?:[^\W\d_][\w'’-]*\s+)?(?:court|legal|criminal|land"
        r"|custody|divorce|police)\s+case(?:\s+(?:with|against|over|about)\s+[^,.!?]+?)?"
        r"|(?:matter|business|affair)\s+(?:of|with|about)\s+[^,.!?]+?))"
        r"(?:\s+completely|\s+entirely)?" + _TAIL,
        _F,
    ),
    # "forget my address": what is named is the person's (or someone's) own thing.
    lazy_compile(
        _POLITE + r"(?:forget|delete|erase)\s+(?P<x>(?:my|our|his|her|their)\s+[^?]+?)" + _TAIL,
        _F,
    ),
    # "can ye wipe ma address, dinnae hang on tae it", "remove my number from your notes" (not
    # "wipe my car"): a thing of theirs wiped, and said to be of what is kept.
    lazy_compile(
        _POLITE + r"(?:wipe|remove|bin|scrap|clear|get\s+rid\s+of)\s+"
        r"(?P<x>(?:my|our|his|her|their)\s+[^?,;]+?)\s*(?:from\s+(?:your\s+)?(?:memory|memories"
        r"|notes|records|list|files)\b|[,;]\s*(?:and\s+)?(?:do\s+not|don'?t|dont|never)\s+"
        r"(?:keep|store|save|remember|record|log|hang\s+on\s+to|hold\s+on\s+to)\b)[^.!?]*[.!?]*$",
        _F,
    ),
    # "all that about my dad's health, just forget it": what was named, then forgotten.
    lazy_compile(
        _POLITE + r"(?:see\s+|and\s+)?(?:all|aw)\s+(?:of\s+)?that\s+(?:stuff\s+)?about\s+"
        r"(?P<x>[^,;]+?)\s*[,;]\s*(?:just\s+|please\s+)?(?:forget|delete|wipe|scrap|bin|ignore)"
        r"\s+(?:it|that|all\s+that)\b[^.!?]*[.!?]*$",
        _F,
    ),
    # Asked as a wish: "I'd rather you didn't remember anything about the divorce", "I'd prefer
    # it if you forgot which bank I'm with", "I don't want you to keep my address".
    lazy_compile(
        _POLITE + r"(?:i['’]?d|i\s+would)\s+(?:rather|prefer)(?:\s+(?:it\s+)?if)?\s+you\s+"
        r"(?:(?:didn['’]?t|did\s+not|wouldn['’]?t|would\s+not)\s+"
        + _KEEP_VERB
        + r"|never\s+(?:"
        + _KEEP_VERB
        + r"|remembered|stored|saved|kept|recorded|logged)"
        r"|forgot|forget|deleted|erased)\s+(?:about\s+|that\s+)?(?P<x>.+?)" + _TAIL,
        _F,
    ),
    lazy_compile(
        _POLITE + r"i\s+(?:don['’]?t|do\s+not)\s+want\s+you\s+(?:to\s+)?"
        r"(?:" + _KEEP_VERB + r"|remembering|storing|saving|keeping|recording)\s+(?:that\s+)?"
        r"(?P<x>.+?)" + _TAIL,
        _F,
    ),
)
# "which bank I'm with" names the bank, "what my salary is" the salary.
_WHICH_ONE = lazy_compile(
    r"^(?:which|what|who|where)\s+(?:(?P<thing>(?:[\w'’-]+\s+){0,2}?[\w'’-]+)\s+"
    r"(?:i|we)(?:['’]m|\s+am|['’]re|\s+are|\s+use|\s+have|\s+go\s+to|\s+bank)?\s+"
    r"(?:with|at|in|on|to|from|for)?|(?:my|our)\s+(?P<mine>[\w'’-]+(?:\s+[\w'’-]+)?)\s+"
    r"(?:is|are))$",
    _F,
)
_LATER_QUESTION = lazy_compile(
    r"[,;]\s*(?!(?:can|could|would|will)\s+you\s+(?:do\s+(?:that|this|it)|please)\b)"
    r"(?:who|what|when|where|why|how|which|whose|is|are|do|does|did|can|could|would|will)"
    r"\b[^,;]*\?\s*$",
    _F,
)
# "anything about my ex" is about "my ex" (and the Caribbean's "doh remember nuttin bout mih
# landlord", read "nothing about my landlord").
_ANYTHING_ABOUT = lazy_compile(
    r"^(?:(?:any|all|the)\s+)?(?:anything|everything|nothing|stuff|things|notes?|info|information|details|"
    r"records?)\s+(?:about|regarding|on|related\s+to|to\s+do\s+with)\s+"
    # "any of that stuff about leah's dad", "all that about my dad's health", "(that) about the
    # tablets": what follows
    r"|^(?:(?:any|all|none)\s+(?:of\s+)?)?(?:(?:that|this|those|these|the)\s+)?"
    r"(?:(?:stuff|things|info|information|details)\s+)?(?:about|regarding)\s+",
    _F,
)
_QUESTION_START = lazy_compile(
    r"^(?:who|what|when|where|why|how|which|whose|do|does|did|is|are|can|could|would|"
    r"will|shall|should|have|has|may)\b"
    # (not what one was doing, with its "I" left out: "Was telling the tamariki about …")
    r"|^(?:was|were)\b(?!\s+[a-z]+ing\b)"
    # asked without "do" or a question mark, as said aloud ("you think i should ask tasha if
    # …", "u reckon it'll keep", "any idea if the pharmacy's open")
    r"|^(?:(?:you|u|ya)\s+(?:think|reckon|know\s+(?:if|whether|how|when|where|why|who))"
    r"|any\s+idea\s+(?:if|whether|how|when|where|why|who|what))\b",
    _F,
)
_REQUEST = lazy_compile(
    _POLITE + r"(?:can|could|would|will)\s+you\b|^(?:please\b|pls\b|let'?s\b|help\s+me\b|"
    r"tell\s+me\b|show\s+me\b|give\s+me\b|remind\s+me\b|write\b|draft\b|make\b|create\b|find\b|"
    r"search\b|look\s+up\b|book\b|send\b|summari[sz]e\b|translate\b|explain\b|check\b|list\b|"
    r"i\s+need\s+you\s+to\b|i\s+want\s+you\s+to\b|i'?d\s+like\s+you\s+to\b)",
    _F,
)
_SMALL_TALK = lazy_compile(
    r"^(?:hi|hello|hey|thanks?|thank\s+you|ok(?:ay)?|cool|great|nice|sure|yes|no|yep|nope|"
    r"good\s+(?:morning|night|evening)|bye|lol|haha)\b[\s!.,]*(?:\w+[\s!.]*)?$",
    _F,
)
# A goodbye and nothing else ("Right, the kettle's on so I'm off... nos da!", "ok gotta go,
# speak soon"): each of its pieces one of these.
_SIGN_OFF = lazy_compile(
    r"^(?:(?:right|ok(?:ay)?|well|anyway|so|and|then)\b[\s,]*)*(?:the\s+kettle(?:['’]?s|\s+is)"
    r"\s+on|i['’]?m\s+(?:off|away)(?:\s+now|\s+to\s+(?:my\s+)?bed)?|(?:gotta|got\s+to|have\s+to)"
    r"\s+go|must\s+dash|off\s+to\s+bed|time\s+for\s+bed|nos\s+da|ta-?ra|cheerio"
    r"|night\s+night|speak\s+soon|talk\s+soon|see\s+(?:you|ya)(?:\s+later|\s+soon)?)?"
    r"(?:\s+(?:now|then))?$",
    _F,
)
_SIGN_OFF_PIECES = lazy_compile(r"[,.!…]+|\s+(?=so\b|and\b|then\b)", _F)
_HEDGE = lazy_compile(
    r"\b(?:might|maybe|perhaps|not\s+sure|i\s+guess|i\s+wonder|wish|if\s+(?:i|we))\b", _F
)
_OPENING_WORD = lazy_compile(
    r"^(?:anyway|anyways|anyhow|so|ok|okay|oh|also|and|but|well|right|hmm+|um+|btw)\b[\s,.!-]*", _F
)
_REMEMBER_THAT = lazy_compile(
    r"^(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)?(?:please\s+)?"
    r"(?:remember|note|keep\s+in\s+mind|make\s+a\s+note)(?:\s+that\b|\s*:"
    # ("can you remember I bank with Nationwide?": what to keep, asked)
    r"|(?=\s+(?:i|i['’]m|my|we|our)\s)"
    # ("pls note, finally we got a beagle puppy": what follows the comma)
    r"|\s*,(?=\s+(?:(?:finally|btw|so|now|also)\s+)?(?:i|i['’]m|my|we|we['’]ve|our)\s))\s*",
    _F,
)
# Asked to keep what follows: "Can you remember I bank with Nationwide?" states it.
_ASKED_TO_KEEP = lazy_compile(
    r"^(?:(?:ok(?:ay)?|oh|and|also|hey|right|so)[,\s]+)?(?:can|could|would|will)\s+you\s+"
    r"(?:please\s+)?(?:remember|note|keep\s+in\s+mind)\s+(?:that\s+)?(?=(?:i|i['’]m|we|we['’]re)\s"
    r"|(?:my|our)\s+(?:[\w'’-]+\s+){0,3}(?:is|are|was|were|has|have)\s)"
    # … or asked to be written down before it ("write it somewhere: my new number is …")
    r"|^(?:(?:please|pls|abeg)\s+)?(?:write|jot|put|save|keep)\s+(?:it|this|that)"
    r"(?:\s+(?:down|somewhere|for\s+me))?\s*[:,–-]\s*(?=(?:my|our)\s|(?:i|i['’]m|we)\s)",
    _F,
)
_SO_IF = lazy_compile(r",?\s+so\s+(?:if|in\s+case)\b", _F)
# (Not a road: "the wind on I-40", "US-287".)
FIRST_PERSON = lazy_compile(
    r"\b(?:i|i'm|im|i've|ive|i'd|my|me|mine|we|we're|we've|our|us)\b(?!-\d)", _F
)
_GOAL = lazy_compile(
    r"\b(?:want\s+to|plan\s+to|planning\s+to|going\s+to|hope\s+to|my\s+goal|trying\s+to|"
    r"aim\s+to|training\s+for|saving\s+(?:up\s+)?for)\b",
    _F,
)
_PREFERENCE = lazy_compile(
    r"\b(?:love|like|enjoy|prefer|hate|dislike|can'?t\s+stand|favou?rite|rather)\b", _F
)
_CONSTRAINT = lazy_compile(
    r"\b(?:allergic|intolerant|can'?t\s+eat|cannot\s+eat|don'?t\s+eat|never\s+eat|vegan|"
    r"vegetarian|diabetic|gluten|kosher|halal)\b",
    _F,
)
_EVENT = lazy_compile(
    r"\b(?:went|visited|had|met|got|started|finished|moved|graduated|married|bought|ran|"
    r"travel(?:l)?ed|flew|saw|attended|celebrated|adopted|lost|won)\b",
    _F,
)
_KIND_BY_PREDICATE = {
    "likes": Kind.PREFERENCE,
    "allergic_to": Kind.CONSTRAINT,
    "partner": Kind.RELATIONSHIP,
    "child": Kind.RELATIONSHIP,
    "pet": Kind.RELATIONSHIP,
    "children_count": Kind.RELATIONSHIP,
}


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(text.strip()) if s.strip()]


def retraction(sentence: str) -> Retraction | None:
    # A question after it asks something else: "Forget my keys, where is the car?" (not "can
    # you forget everything about my mental health stuff?", "don't keep anything about my
    # drinking ok?").
    if _LATER_QUESTION.search(sentence):
        return None
    found = _retraction(sentence)
    if found is None:
        # Said twice, the second time after a dash ("no guardes nada sobre mi salud mental
        # please — don't keep anything about my mental health"): the part that reads as one.
        for part in _DASH.split(sentence)[1:]:
            found = _retraction(part.strip())
            if found is not None:
                return Retraction(found.about, sentence)
        # Among other clauses ("actually forget that, never mention my weight again pls, carys
        # is on at me enough"): the clause that names what is said no to.
        for part in _COMMA.split(sentence)[1:]:
            named = _retraction(part.strip())
            if named is not None and named.about is not None:
                return Retraction(named.about, sentence)
    return found


_DASH = lazy_compile(r"\s+[—–-]\s+")
_COMMA = lazy_compile(r"\s*,\s*")
# A value said no to that tells something ("I smoke", "my brother Farai is in prison"), not
# only names it ("my address", "the divorce", "my brother Alec").
_STATES = lazy_compile(
    r"\b(?:i|i['’]m|im|i['’]ve|ive|i['’]d|we|we['’]re|we['’]ve|he|she|they|is|are|was|were|am|has"
    r"|have|had|do|does|did)\b",
    _F,
)


def states_something(value: str) -> bool:
    """Whether a value said no to tells something of it (:data:`_STATES`), not only names it."""
    return _STATES.search(value) is not None


# What names no part of what is said no to: "(that) I told you (about)", "I mentioned".
_TOLD_YOU = lazy_compile(
    r"^(?:that\s+)?i\s+(?:(?:told|tell)\s+you|mentioned|said|brought\s+up)(?:\s+(?:about|that))?\s+",
    _F,
)
# A statement, then "(please) don't remember that" after a comma.
_SAID_THEN_NO = lazy_compile(
    r"^(?P<said>.{8,}?),\s*(?P<no>(?:but\s+|and\s+)?(?:please\s+|pls\s+)?(?:do\s+not|don'?t|dont|never)\s+"
    r"(?:(?:remember|store|keep|save|record|log|mention|bring\s+up)\s+(?:that|this|it)\b"
    # (or who, named first: "My first wife Lena, please never bring her up, that's done")
    r"|(?:mention|bring)\s+(?P<who>him|her|them)\b).*)$",
    _F,
)


def _retraction(sentence: str) -> Retraction | None:
    if _RETRACT_LAST.match(sentence):
        return Retraction(None, sentence)
    # Said, then said no to in the same breath: "my brother Farai is in prison, please don't
    # remember that, it's a family shame" — what was said is what is named.
    said_first = _SAID_THEN_NO.match(sentence)
    if said_first is not None:
        no = _retraction(said_first.group("no"))
        who = said_first.group("who")
        if no is not None and (no.about is None or (who and no.about.casefold() == who.casefold())):
            said = said_first.group("said").strip(" ,")
            named = stated(said) if who else ()
            if len(named) == 1 and not said.endswith(named[0][1]):
                # "me and my sister Tasha not speaking, dont bring her up no more": her, the
                # one the clause names, not the clause
                rel, name = named[0]
                return Retraction(f"my {rel} {name}", sentence)
            return Retraction(said, sentence)
    for pattern in _RETRACT_NAMED:
        if m := pattern.match(sentence):
            about = _ANYTHING_ABOUT.sub("", m.group("x").strip(" ,"))
            # (not how long nor to whom: "Please don't bring up Kevin no more cher, …")
            about = _SAID_AFTER_IT.sub("", about) or about
            if m.groupdict().get("aside"):
                about += m.group("aside")  # "Sharon, Ruan's mom": she, and who she is
            # "forget that I told you about the disciplinary": the disciplinary.
            about = _TOLD_YOU.sub("", about, count=1) or about
            which = _WHICH_ONE.match(about)
            if which is not None:
                about = "my " + (which.group("thing") or which.group("mine"))
            if re.fullmatch(r"(?:that|this|it)(?:\s+up)?", about, _F):
                return Retraction(None, sentence)
            # when it was is no part of what it was ("the crash I had on the M62 last year")
            return Retraction(_WHEN_AT_THE_END.sub("", about) or about, sentence)
    return None


# How long and to whom a wish is said, after what it names ("… Kevin no more cher").
_SAID_AFTER_IT = lazy_compile(
    r"(?:\s+(?:no\s+more|anymore|any\s+more|again|ever\s+again))?(?:\s+(?:ok|okay|pls|plz))?"
    r"(?:,?\s+" + _SPOKEN_TO + r")?$",
    _F,
)
_WHEN_AT_THE_END = lazy_compile(
    r"\s+(?:(?:last|this)\s+(?:year|month|week|summer|winter|spring|autumn|christmas)"
    r"|yesterday|recently|(?:a\s+few\s+|two\s+|\d+\s+)?(?:years?|months?)\s+ago"
    r"|in\s+(?:19|20)\d\d)$",
    _F,
)


# Not knowing: "I haven't a clue", "I've no idea", "not a clue" (nothing of one's life).
_NO_IDEA = lazy_compile(
    r"^(?:(?:oh|well|honestly|tbh)[,\s]+)?(?:i\s*)?(?:haven['’]?t|havent|have\s+not)\s+(?:got\s+)?"
    r"(?:a|the\s+(?:foggiest|faintest|slightest))(?:\s+(?:clue|idea))?\b"
    r"|^(?:(?:oh|well|honestly|tbh)[,\s]+)?"
    r"(?:i\s*(?:['’]ve|\s+have)\s+(?:got\s+)?|i\s+don['’]?t\s+have\s+)?"
    r"(?:no|not\s+a|any)\s+(?:clue|idea)\b",
    _F,
)
# How something strikes one, and nothing else of one's own: "sounds too good to be true to
# me", "the address looks a bit funny to me" (not "my knee looks swollen to me").
_STRIKES_ME = lazy_compile(
    r"\b(?:sounds?|sounded|looks?|looked|seems?|seemed|feels?|felt)\b.*\bto\s+me[\s.!]*$", _F
)


def _a_sign_off(sentence: str) -> bool:
    """A goodbye and nothing else (:data:`_SIGN_OFF`)."""
    pieces = [p.strip() for p in _SIGN_OFF_PIECES.split(sentence) if p and p.strip()]
    said = [p for p in pieces if not _OPENING_WORD.fullmatch(p)]
    return bool(said) and all(_SIGN_OFF.match(p) for p in pieces)


# A greeting with how one is today and a wish, and nothing else ("morning mate, proper
# knackered, hope ur day's better than mine lol"): each piece after the greeting one of these.
_GREETING_FIRST = lazy_compile(
    r"^(?:good\s+)?(?:morning|mornin|afternoon|evening|hi|hey|hiya|hello|alright|howdy|yo)"
    r"(?:\s+(?:mate|all|there|again|pal|bud|buddy|love|hun|you))?[\s!.]*$",
    _F,
)
_HOW_ONE_IS_TODAY = lazy_compile(
    r"^(?:(?:i['’]?m|im|i\s+am|feeling|feelin)\s+)?(?:(?:proper|so|dead|well|a\s+bit|bit|really"
    r"|absolutely|totally|pure|well\s+and\s+truly|completely|that|just)\s+)?(?:knackered|shattered"
    r"|tired|exhausted|wrecked|done\s+in|hungover|sleepy|grand|fine|ok|okay|good|great|buzzing|meh"
    r"|rough|rubbish|zonked|wiped|cream\s+crackered|frazzled|fried|low|down|fed\s+up|bored|sad"
    r"|freezing|frozen|soaked|drenched|flat|drained|gutted|(?<=feeling\s)it|(?<=feelin\s)it)"
    r"(?:\s+(?:today|tonight|this\s+(?:morning|evening|week)|tbh|ngl|lol|haha|eh|aye))*[\s!.]*$"
    r"|^hope\s+(?:ur|your|you|u)\b.*$|^(?:lol|haha+|x+)[\s!.]*$"
    # (… and the weather of the moment: "Rain won't stop", "its storming bad out here today",
    # "rain going sideways", "hope it pass before I go make groceries")
    r"|^(?:(?:mais|man|ugh|god|jeez|wow|oh)\s+)?(?:(?:it['’]?s|its|it\s+is|the)\s+)?"
    r"(?:(?:still|so|really|proper)\s+)?(?:rain|raining|pouring|storming|snowing|hailing|lashing"
    r"|bucketing|windy|muggy|humid|scorching|boiling|roasting)(?:\s+(?:won['’]?t|wont)\s+stop"
    r"|\s+(?:bad|again|all\s+day|out\s+(?:here|there)|today|tonight|this\s+(?:morning|week)"
    r"|going\s+sideways|sideways|outside|non-?stop|eh|lol))*[\s!.]*$"
    r"|^hope\s+it\s+(?:pass|passes|stops|clears|eases|blows\s+over)\b.*$",
    _F,
)


def _a_greeting_and_how_one_is(sentence: str) -> bool:
    """A greeting, how one is today and a wish, and nothing else (:data:`_GREETING_FIRST`,
    :data:`_HOW_ONE_IS_TODAY`)."""
    pieces = [p.strip() for p in sentence.split(",") if p.strip()]
    return (
        len(pieces) > 1
        and _GREETING_FIRST.match(pieces[0]) is not None
        and all(_HOW_ONE_IS_TODAY.match(p) for p in pieces[1:])
    )


# Anger at what someone did today, and nothing else: "Ah still vex bout how de van driver treat
# me dis mornin, push me out at de terminal" (read "I still vex about … this morning"), "I'm so
# annoyed at the bus driver today" — a passing feeling, not something of one's life.
_PASSING_ANGER = lazy_compile(
    r"^(?:i['’]?m|im|i\s+am|i)\s+(?:still\s+|so\s+|really\s+|proper\s+|well\s+)*(?:vex|vexed"
    r"|annoyed|upset|angry|mad|fuming|livid|raging|irritated|furious)\s+(?:about|at|with|over)\s+"
    r"[^.!?]*?\b(?:this\s+(?:morning|afternoon|evening)|today|tonight|just\s+now)\b"
    r"(?![^.!?]*\b(?:since|for\s+(?:years|months|weeks)|every|always|anymore|any\s+more"
    r"|quit|left|moved|changed)\b)",
    _F,
)


def _how_one_is_and_the_weather(sentence: str) -> bool:
    """How one is and what the weather is doing, and nothing else ("Feeling it this week eh",
    "Rain won't stop and I'm just flat"): each piece, between commas and "and", one of
    :data:`_HOW_ONE_IS_TODAY`."""
    pieces = [p for p in _PIECES.split(sentence.strip()) if p.strip()]
    return bool(pieces) and all(_HOW_ONE_IS_TODAY.match(p.strip()) for p in pieces)


_PIECES = lazy_compile(r"\s*,\s*|\s+and\s+", _F)


def _a_reaction(sentence: str) -> bool:
    """Whether ``sentence`` only reacts to what is being talked of (:data:`_NO_IDEA`,
    :data:`_STRIKES_ME`) and says nothing of the person's life."""
    if _NO_IDEA.match(sentence):
        return True
    struck = _STRIKES_ME.search(sentence)
    return struck is not None and not FIRST_PERSON.search(sentence[: sentence.rfind(" to ")])


def _statement(sentence: str) -> bool:
    """Whether ``sentence`` states something, rather than asking, requesting or only reacting
    (:func:`_a_reaction`)."""
    if _ASKED_TO_KEEP.match(sentence):
        return True
    if sentence.endswith("?") or _a_reaction(sentence):
        return False
    # "anyway what can I cook tonight that isn't pasta" asks, after its opening word; "please
    # remember that I'm vegan" states what follows its request.
    opened = _REMEMBER_THAT.sub("", _OPENING_WORD.sub("", sentence, count=1), count=1)
    if _QUESTION_START.match(opened) or _REQUEST.match(opened) or _SMALL_TALK.match(sentence):
        return False
    if _a_sign_off(sentence) or _a_greeting_and_how_one_is(sentence):
        return False
    # how one is today and nothing else ("Ah'm that low the day.", read "I'm that low today"),
    # and the weather of the moment ("Rain won't stop and I'm just flat")
    if FIRST_PERSON.match(sentence) and _HOW_ONE_IS_TODAY.match(sentence):
        return False
    if _how_one_is_and_the_weather(sentence):
        return False
    if _PASSING_ANGER.match(sentence):
        return False
    # What follows "so if" hedges nothing before it: "the GP upped my sertraline to 100mg, so
    # if I seem a bit wired that's why".
    return not _HEDGE.search(_SO_IF.split(sentence, maxsplit=1)[0])


def _kind(sentence: str, slot: Slot | None, past: bool, dated: bool) -> Kind:
    if slot is not None and slot.predicate != "does":  # (what one does: by its words)
        if slot.predicate in _KIND_BY_PREDICATE:
            return _KIND_BY_PREDICATE[slot.predicate]
        if slot.predicate.startswith("favourite:"):
            return Kind.PREFERENCE
        if slot.predicate.startswith("relation:"):
            return Kind.RELATIONSHIP
        return Kind.FACT
    if _CONSTRAINT.search(sentence):
        return Kind.CONSTRAINT
    if _GOAL.search(sentence):
        return Kind.GOAL
    if _PREFERENCE.search(sentence):
        return Kind.PREFERENCE
    if dated and _EVENT.search(sentence):
        return Kind.EVENT
    return Kind.FACT


_DATED_SLOTS = frozenset({"birthday"})
_OWN_VERB = lazy_compile(r"\b(?:is|are|was|were|been|am)\b|['’](?:s|re|ve)\s+been\b", _F)
# A visit, which a time dates, not what was learnt at it ("took ba to the clinic today, he
# takes amlodipine 10mg"), or a sight ("ah deh in Calliaqua, …, yuh shoulda see de sunset
# yesterday").
_VISIT = lazy_compile(r"\b(?:took|went|saw|visited|met|popped|dropped|rang|phoned|see|seen)\b", _F)


def _dated_elsewhere(text: str, slot: Slot, said_at: datetime, subject: str) -> bool:
    """Whether the time ``text`` says is another clause's than the one telling ``slot``."""
    if "," not in text:
        return False
    # A time said after what is stated, in a clause with a verb of its own, is that clause's:
    # "me n dev rent a flat in selly oak, boiler's been dodgy since nov" (the boiler since
    # November; not "User works at …, a craft brewery, since 3 August 2026").
    parts = text.split(",")
    dated = {c: event_time(c, said_at) is not None for c in parts}  # (each part read once)
    first, *rest = parts
    told = parse_slot(first, subject=subject)
    timed = [c for c in rest if dated[c]]
    if (
        told is not None
        and told.key == slot.key
        and not dated[first]
        and timed
        and all(_OWN_VERB.search(c) for c in timed)
    ):
        return True
    # … and a time said in a clause of a visit ("took ba to the clinic today, he takes
    # amlodipine 10mg every morning"): the visit's, not when he began taking it.
    value = slot.object.casefold()
    holding = [c for c in parts if value and value in plain(c).casefold()]
    timed = [c for c in parts if c not in holding and dated[c]]
    return (
        bool(holding and timed)
        and not any(dated[c] for c in holding)
        and all(_VISIT.search(c) for c in timed)
    )


def stated_start(text: str, said_at: datetime, *, subject: str = "user") -> datetime | None:
    """When what ``text`` states became true, when its own words say so and it is not later
    than ``said_at`` ("On 16 August 2025 the user moved in with Callum …" → 2025-08-16); else
    ``None``. A date that is the slot's value ("my birthday is on May 3rd") is not one, and
    neither is a time still to come ("next Friday I start at Google" is a plan, which a start
    in the future would hide from every recall until then) nor an end ("Until 2025 …": a misread
    end would hide what is still true). For ``remember``, whose caller gave no event time."""
    slot = parse_slot(text, subject=subject)
    if slot is not None and (slot.predicate in _DATED_SLOTS or slot.predicate.startswith(BOOKED)):
        return None  # the day is what it says (a birthday, when a booking is), not a start
    if slot is not None and _dated_elsewhere(text, slot, said_at, subject):
        return None
    when = event_time(text, said_at)
    start = when[0] if when is not None else None
    return start if start is not None and start <= said_at else None


# Where a sentence joins two clauses that each start with the person ("I live in Lisbon and I
# work at Initech"): before "and" or "but" followed by a first-person subject.
_JOINED = lazy_compile(
    r",?\s+(?:and|but)\s+(?=(?:I|I['’](?:m|ve|d|ll)|(?i:my|we|we['’](?:re|ve|d|ll)|our))\b)"
)


def _clauses(sentence: str, slot_of: Callable[[str], Slot | None]) -> list[str]:
    """``sentence`` as its clauses when it joins statements that each fill a slot of their
    own (``slot_of``; "I live in Lisbon and I work at Initech": where the person lives, and
    their employer), so that each is reviewed, and later changed, on its own — a move must
    not take the employer with it. Otherwise the sentence whole: a clause without a slot may
    lean on the one before ("I bought a car and I love it")."""
    first, *rest = (p.strip() for p in _JOINED.split(sentence))
    if not rest:
        return [sentence]
    rest = [p[0].upper() + p[1:] for p in rest]  # "… and my brother" → "My brother"
    clauses = [c if c.endswith((".", "!")) else c + "." for c in (first, *rest[:-1])]
    clauses.append(rest[-1])
    return clauses if all(slot_of(c) is not None for c in clauses) else [sentence]


# What one always does, told after a request in the same sentence ("Book mih flight to Argyle
# fuh Christmas, I does always fly Caribbean Airlines, doh put me on nothing else"): a habit or
# a preference of one's own, which the request does not take with it; one named, by its capitals
# (not "remind me that …, I always blank on it").
_HABIT_TOLD = lazy_compile(
    r"^(?:i|we)\s+(?:(?:always|usually|normally|only)\s+(?!(?:forget|lose|miss)\b)[a-z]"
    r"|prefer\b|never\s+(?:fly|take|use|eat|drink)\b)",
    _F,
)


_NAMED = lazy_compile(r"\s(?-i:[A-Z][A-Za-z])")


def _told_after_a_request(sentence: str, read: str) -> tuple[str, str] | None:
    """The clause of ``sentence`` (read as ``read``) after a request that tells what one always
    does or prefers (:data:`_HABIT_TOLD`), said and read, or ``None``."""
    opened = _OPENING_WORD.sub("", read, count=1)
    if not _REQUEST.match(opened) or "," not in sentence:
        return None
    clauses = sentence.split(",")
    for n in range(1, len(clauses)):
        rest = ",".join(clauses[n:]).strip()
        if _HABIT_TOLD.match(plain(rest)) and _NAMED.search(rest):
            return rest, plain(rest)
    return None


def parts(text: str, slot_of: Callable[[str], Slot | None]) -> list[str]:
    """``text`` as the statements the door reads in it: its sentences, and the clauses of a
    sentence that joins statements each filling a slot of its own (``slot_of``)."""
    return [clause for sentence in sentences(text) for clause in _clauses(sentence, slot_of)]


# What the person meant by something said in the chat ("no i meant the recipe one"): a statement
# about them only where the rest says so ("I meant my brother not my sister — …").
_MEANT = lazy_compile(
    r"^\W*(?:(?:no|nah|nope|sorry|soz|oops|ah|oh)\W+){0,3}i\s+meant\s+(?!to\b)(?P<rest>.+)$", _F
)
# The word a sentence opens with, as a name ("Ella's moved schools", "ella's at st mary's").
_OPENING_NAME = lazy_compile(r"^\W*(?P<name>[^\W\d_][\w-]*?)(?:['’]s)?\b")


def extract(
    text: str,
    said_at: datetime,
    *,
    subject: str = "user",
    kin: Callable[[str], bool] | None = None,
    corrects: Callable[[str], bool] | None = None,
) -> list[Extracted | Retraction]:
    """Candidates and retractions in a person's turn, in the order they were said. ``kin``
    tells whether a word is the name of someone the person said is theirs ("my daughter
    Ella"): a sentence opening with that name is about the person's own life too ("Ella's moved
    schools, she's at Hillcrest since september"). ``corrects`` tells whether a sentence
    corrects a word of one of the person's memories ("sorry, it's the 21st not the 14th for the
    dentist"): it is theirs too, though it says no "I"."""
    out: list[Extracted | Retraction] = []

    def slot_of(sentence: str) -> Slot | None:  # parse_slot keeps what it read (lru_cache)
        return parse_slot(sentence, subject=subject)

    said = parts(text, lambda sentence: as_a_part(slot_of(sentence)))
    # What is a secret only with an earlier sentence ("how do i change the passcode on the
    # app? it's 190457 at the minute") is refused with it.
    in_turn = [text[span.start : span.end] for span in find_secrets(text)]
    # A cry of a change goes with what it announces ("PROMOTED!!! from april im head of …").
    for n in range(len(said) - 2, -1, -1):
        if (
            announces_a_change(plain(said[n]))
            and slot_of(said[n]) is None
            and retraction(plain(said[n + 1])) is None
        ):
            said[n : n + 2] = [f"{said[n]} {said[n + 1]}"]
    # … and so does who a "he" or "she" is with what they did ("Nikau rang!! He's left Perth
    # and moved over to Brisbane …": Nikau has).
    for n in range(len(said) - 2, -1, -1):
        if (
            told_of_before(said[n], said[n + 1])
            and slot_of(said[n]) is None
            and retraction(plain(said[n])) is None
            and retraction(plain(said[n + 1])) is None
        ):
            said[n : n + 2] = [f"{said[n]} {said[n + 1]}"]
    said_no_just_before: Retraction | None = None  # the sentence before's wish, if it was one
    for n, sentence in enumerate(said):
        # Each rule reads the sentence in standard spelling ("dinnae remember anythin aboot
        # …"); the memory keeps it as said.
        read = plain(sentence)
        found = retraction(read)
        just_before, said_no_just_before = said_no_just_before, None
        if found is not None:
            if found.about is not None and found.about.casefold() in _PRONOUNS:
                # "My brother Kevin and me don't speak. Forget about him.": Kevin, named before.
                meant = _the_one_before([plain(s) for s in said[:n]], just_before, found.about)
                found = Retraction(meant or found.about, found.phrase)
            out.append(found)
            said_no_just_before = found
            continue
        # A secret is always a candidate, so the guard refuses it and the refusal is recorded.
        secret = bool(find_secrets(sentence))
        if not secret and any(value in sentence for value in in_turn):
            sentence, secret = _with_its_name(said, n), True
            read = plain(sentence)
        # … and so is a sentence with characters hidden inside it, so the guard holds it
        # ("Thank you, that's bril\u00adliant"): whatever it says, someone hid something in it.
        secret = secret or (not sentence.isascii() and _hides_characters(sentence))
        if not secret and not _statement(read):
            told = _told_after_a_request(sentence, read)
            if told is None:
                continue
            sentence, read = told
        if not secret and n and someone_else_before(plain(said[n - 1]), read):
            continue  # "Diego quit the mine!! Moved to Puerto Montt.": Diego moved, not the person
        slot = slot_of(sentence)
        meant = _MEANT.match(read)
        if (
            not secret
            and slot is None
            and meant is not None
            and not FIRST_PERSON.search(meant.group("rest"))
        ):
            continue  # "no i meant the recipe one, not the shopping list": of the chat, not them
        # About the person: said in the first person, or a slot with the subject left out
        # ("Just started at Fernleaf").
        if (
            not secret
            and slot is None
            and not FIRST_PERSON.search(read)
            and not left_out_person(read)
            and not _of_kin(sentence, kin)
            and not _FAMILY_BY_NAME.match(_OPENING_WORD.sub("", read, count=1))
            and not (corrects is not None and corrects(sentence))
        ):
            continue
        if slot is None and len(sentence.split()) < 3 and not secret:
            continue
        if not secret and slot is None and _A_SECRET_CHANGED.search(read):
            continue  # "changed the PIN on the debit card today cos the machine kept rejecting it"
        # A date that is the slot's value ("my birthday is on May 3rd") is not when the
        # statement became true.
        when = (
            None
            if slot is not None
            and (slot.predicate in _DATED_SLOTS or _dated_elsewhere(read, slot, said_at, subject))
            else event_time(read, said_at)
        )
        start, end, past = when if when is not None else (None, None, False)
        if start is not None and end is not None and not start < end:
            start = None
        out.append(
            Extracted(
                text=sentence.rstrip(" ;"),
                kind=_kind(sentence, slot, past, when is not None),
                slot=slot,
                valid_from=start,
                valid_until=end,
                past=past,
            )
        )
    return out


# A secret changed, reset or locked out of, told with no value ("changed the PIN on the debit
# card today cos the machine kept rejecting it", "MyGovID is after locking me out, I'll have to
# reset the password", "the bank made me redo my security questions"), or a code sent for one
# login or payment: an errand of the day, kept nowhere (with its value, the guard refuses it).
_A_SECRET_CHANGED = lazy_compile(
    r"\b(?:changed|changing|change|reset|resetting|redo|redid|redoing|update|updated)\s+"
    r"(?:the\s+|my\s+|me\s+|our\s+)?"
    r"(?:(?!and\b|to\b)[\w'’-]+\s+){0,3}?(?:pin|pins|password|passwords|passcode|passcodes"
    # ("Frost made me redo my security questions today, took like 20 min")
    r"|security\s+questions?"
    # ("so i changed the key box code at the farm, told him dont write it on the wall")
    r"|(?:gate|door|alarm|key\s*box|key\s*safe|lock\s*box|garage|safe|access|entry)\s+codes?"
    # ("a don change my orange money code today": a mobile money wallet's or a cash card's code
    # is its PIN)
    rf"|{WALLETS}\s+codes?)\b"
    r"(?!\s+(?:to|is|was)\b)"
    # … and a code sent for one login, told with no value ("the ADCB OTP came so late again",
    # "this app keep asking for a verification code every time i log in smh")
    r"|\b(?:otps?|one[-\s]time\s+(?:codes?|passwords?|pins?)|verification\s+codes?"
    r"|(?:2fa|sms)\s+codes?)\b"
    # ("chase keep textin me codes to log in", "boubyan sent me a code for the transfer")
    r"|\b(?:text(?:s|ed|ing|in)?|send(?:s|ing|in)?|sent)\s+me\s+(?:a\s+|the\s+|another\s+)?"
    r"(?:new\s+)?codes?\b(?!\s+(?:is|was|of)\b)",
    _F,
)
# Who a retraction names by a pronoun alone ("forget about him"): someone named before it.
_PRONOUNS = {"him": "he", "her": "she", "them": "they", "he": "he", "she": "she"}
_HE = frozenset(
    "brother son husband father dad grandfather grandson uncle nephew boyfriend fiance stepfather "
    "stepson father-in-law brother-in-law son-in-law".split()
)
_SHE = frozenset(
    "sister daughter wife mother mum grandmother granddaughter aunt niece girlfriend fiancee "
    "stepmother stepdaughter mother-in-law sister-in-law daughter-in-law".split()
)


def _the_one_before(before: list[str], just_before: Retraction | None, pronoun: str) -> str | None:
    """Who ``pronoun`` in a retraction is: the one the sentence before named if it said no to
    them too ("Forget about Marlon, Keisha father. Don't mention him to me again."), else the
    last of the person's relations named by name in the turn before it ("my brother Kevin"), one
    of the pronoun's sex where the relation tells it, else the last person named; none if no
    one was."""
    if not before:
        return None
    if just_before is not None:
        return just_before.about
    one = _PRONOUNS[pronoun.casefold()]
    other = _SHE if one == "he" else _HE if one == "she" else frozenset()
    for sentence in reversed(before):
        said_as = []
        for rel, name in stated(sentence):
            with_kin = re.search(
                rf"\b(?:my|our)\s+(?:[\w'’-]+\s+){{0,2}}?{re.escape(name)}\b", sentence, _F
            )
            kin = with_kin.group(0) if with_kin is not None else name
            # (of the pronoun's sex by the relation, or by the word said for it: "my wife
            # Charmaine" is a partner, and no "him")
            if rel not in other and other.isdisjoint(kin.casefold().split()):
                said_as.append(kin)
        if said_as:
            return said_as[-1]
        # (a person, or a name the entity rules could not place: "Sharon Mertz from church")
        people = [e.name for e in extract_entities(sentence) if e.kind in ("person", "thing")]
        if people:
            return people[-1]
    return None


def _hides_characters(sentence: str) -> bool:
    """Whether ``sentence`` has characters hidden in it (:func:`.planted.hidden_signs`)."""
    return any(sign.rule == "hidden_characters" for sign in hidden_signs(sentence))


def _with_its_name(said: list[str], n: int) -> str:
    """Sentence ``n`` of ``said`` with the sentences before it back to the one that makes it a
    secret ("the box by the door is a bit on the huh. the code's 1066"); all of them if no
    fewer do."""
    for back in range(n - 1, -1, -1):
        joined = " ".join(said[back : n + 1])
        if find_secrets(joined):
            return joined
    return " ".join(said[: n + 1])


def _of_kin(sentence: str, kin: Callable[[str], bool] | None) -> bool:
    """Whether ``sentence`` opens with the name of someone the person said is theirs, or names
    them in capitals after it ("got Skye from the Greyhound Trust in 2019")."""
    if kin is None:
        return False
    # After a word that opens without saying anything: "anyway Ffion's first placement is …".
    opened = _OPENING_WORD.sub("", sentence, count=1)
    opening = _OPENING_NAME.match(opened)
    if opening is not None and kin(opening.group("name").casefold()):
        return True
    return any(kin(m.group("name").casefold()) for m in _CAPITALISED.finditer(opened, 1))


# A parent, grandparent or spouse called as the person calls them, without "my", opening a
# sentence: the person's own family ("mum's moved her calls to saturdays", "amma calls every
# sunday", "wife's thyroid tablet is Eltroxin 50mcg").
_FAMILY_BY_NAME = lazy_compile(
    r"^(?:mum|mam|mom|mommy|mummy|mama|dad|daddy|papa|nan|nana|nanna|gran|granny|grandma"
    r"|grandpa|grandad|granddad|gramps|amma|appa|ammi|abbu|nani|nonna|nonno|oma|opa|wife|hubby"
    r"|husband|missus)"
    r"(?:['’]?s)?\s+[^\W\d_]",
    _F,
)
# A word in capitals after a sentence's first: a name, as typed ("got Skye from …").
_CAPITALISED = lazy_compile(r"(?<![\w'’-])(?P<name>[A-Z][a-z]+)(?:['’]s)?(?![\w-])")
