"""The slots a question asks for: "What do I do for work?" asks for the person's job (DESIGN §6
step 1).

Review at the door reads what a statement is about into a slot (:mod:`memwarden.write.slots`):
"User is a data analyst at Rideau Health" fills the person's ``job_title``, "I live in Lisbon"
their ``lives_in``, "I'm vegetarian" an ``identity``. A question asking for one of those — "What
does the user do for work?", "Is the user married?", "What are my dietary restrictions?" —
often shares no word with its answer and little meaning (MiniLM: 0.22 between "What do I do
for work?" and the data analyst, under its floor, while "I climb after work" shares the word).
So recall reads which of the person's slots a question asks for, and the memories holding one
are candidates of their own with a signal of their own (``slot_weight`` in
:mod:`memwarden.read.fusion`), read through the caller's gate like every other candidate.

Only questions about the person themselves, in the first person as recall reads them ("the
user" is "I": :mod:`memwarden.read.person`): "What does my sister do for work?" asks about the
sister, not the person's job. English forms only; each maps to the slots review fills:

* job — "what do I do for work / for a living / professionally", "where do I work", "what's my
  job / occupation / profession": ``job_title``, ``works_at``; "my job title / position / role":
  ``job_title`` alone; "who do I work for", "my employer": ``works_at`` alone (two suites gained
  an answer each once "Got the Team Leader job!!" filled the title; none lost);
* home — "where do I live", "where am I based", "my address" (and the household's: "where
  do we live", "our address"): ``lives_in`` and the street address, ``my:address``; origin —
  "where am I from", "where did I grow up", "my hometown": ``from`` and ``born_in``; birthplace —
  "where was I born", "my place of birth": ``born_in``; smoking — "do I smoke?", "am I
  still a smoker?": the identity ``smoker``;
* age — "how old am I"; birthday — "when's my birthday", "when was I born"; name — "what's my
  name", "what should you call me", "what do I go by";
* partner — "am I married / single / engaged / divorced / separated / dating anyone", "my
  relationship status": ``partner`` and those identities;
* diet — "my diet", "dietary restrictions / needs / requirements", "what can't I eat", "am I
  vegan / veggie?": the
  ``diet`` (vegetarian, vegan, …), the identities that limit what one eats (celiac,
  diabetic, …) and ``allergic_to``; allergies — "what am I allergic
  to", "my allergies", "any allergies": ``allergic_to``;
* family doctor by chat's word — "who's my doc now" (only asked who: "my doc" may be a
  document): ``my:gp``;
* car — "what car do I drive", "what ute am I driving", "what do I drive", "my car", "my
  wheels", and the household's ("what car do we have now", "our car"; not "my car
  insurance"): ``car``; drinking — "do I drink?", "am I sober?": the
  identities ``teetotal`` and ``sober``; contact — "my phone number", "my mobile", "my
  number": ``my:phone number``; "my email (address)": ``my:email``;
  family doctor — "who is my GP / family doctor / doctor" (not "my doctor's appointment", "my
  doctor said"): ``my:gp``;
* children — "do I have kids", "how many children do I have": ``children_count``, ``child``;
  pets — "do I have pets", "what pets do I have", "my pets", "what's my dog called": ``pet``.
* likes — "what do I like / love / enjoy?", "my likes", "things I like": ``likes`` at +1;
  dislikes — "what do I dislike / hate / not like", "things I can't stand": ``likes`` at -1
  (the polarity read again from the memory's text: :func:`asked_polarity`).

The tense matters (:func:`asks_the_past`): "Where do I live?" is answered by the memories that
fill the slot now, not by "I used to live in Leeds"; "Where did I live before Porto?" by those
whose truth has ended (read/recall.py; the ``before`` bonus of :mod:`memwarden.read.fusion`).
"""

from __future__ import annotations

import re

from ..patterns import LazyPattern, lazy_compile
from ..spelling import plain
from ..write.eventtime import TIME_WORDS
from ..write.slots import CAT_BREEDS, DOG_BREEDS, GP_NAMES, KEY_SEP, PARTNER_WORDS, PERSON

__all__ = [
    "PERSON", "PET_KINDS", "asked_pet_kind", "asked_polarity", "asked_slots", "asks_the_latest",
    "asks_the_past", "asks_the_present", "asks_when", "before_what",
]  # fmt: skip

_JOB = ("job_title", "works_at")
_PARTNER = ("partner", *(f"identity{KEY_SEP}{w}" for w in "married single engaged divorced "
                          "widowed".split()))  # fmt: skip
_DIET = (
    "diet",
    *(f"identity{KEY_SEP}{w}" for w in "celiac coeliac gluten-free lactose-intolerant diabetic "
      "teetotal sober".split()),
    "allergic_to",
)  # fmt: skip

_WHAT_IS = r"(?:what(?:['’]s|\s+is|\s+are|\s+was)|tell\s+me|remind\s+me\s+of)\s+"
_ASKS: tuple[tuple[LazyPattern, tuple[str, ...]], ...] = tuple(
    (lazy_compile(pattern, re.IGNORECASE), slots)
    for pattern, slots in (
        (
            r"\bwhat\s+(?:do|did)\s+I\s+do\s+(?:for\s+(?:work|a\s+living|money)|professionally"
            r"|at\s+work)\b|\bwhere\s+(?:do|did)\s+I\s+work\b"
            r"|\bwhat\s+do\s+I\s+work\s+as\b|\bwhere\s+am\s+I\s+employed\b"
            # ("my background and occupation": the job, with another thing asked)
            r"|\bmy\s+(?:[\w-]+\s+(?:and|&)\s+)?(?:current\s+)?(?:job|occupation|profession"
            r"|line\s+of\s+work"
            r"|workplace)(?!\s+(?:interview|search|hunt|application|offer|fair|title)s?\b)"
            # "When did I start my own business?"
            r"|\bmy\s+own\s+(?:business|company|firm|practice)\b",
            _JOB,
        ),
        (
            # "What's my business called?": its name, where the person works (not "a farrier").
            r"\bmy\s+(?:own\s+)?(?:business|company|firm)\s+called\b"
            r"|\bname\s+of\s+my\s+(?:own\s+)?(?:business|company|firm)\b"
            # "Which ambulance station is the user based at?", "my work base": where one works.
            r"|\bwhich\s+(?:[\w-]+\s+){0,2}?(?:station|base|hub|depot|office|branch|site|ward|"
            r"practice|surgery|hospital|garage|yard)\s+(?:am\s+I|do\s+I)\s+(?:based|work|working|"
            r"posted)\b|\bmy\s+work\s+base\b|\bwhere\s+do\s+I\s+work\s+out\s+of\b"
            # "Who does the user work for?", "my employer": whom, not as what
            r"|\bwho\s+(?:do|did)\s+I\s+work\s+for\b"
            r"|\bmy\s+(?:current\s+)?employer(?!\s+(?:interview|search|hunt|application|offer"
            r"|fair)s?\b)",
            ("works_at",),
        ),
        (
            r"\bmy\s+(?:current\s+)?(?:job\s+title|title\s+at\s+work|position|role)\b"
            r"(?!\s+(?:in|on|as\s+an?)\b)",
            ("job_title",),
        ),
        (
            # (the person's household too: "where do we live", "what's our address now")
            r"\bwhere\s+(?:do|did)\s+(?:I|we)\s+(?:use\s+to\s+)?live\b"
            r"|\bwhere\s+(?:am|was)\s+I\s+(?:based|living)\b|\bwhere\s+(?:are|were)\s+we\s+living\b"
            r"|\bwhat\s+(?:city|town|country|neighbou?rhood)\s+(?:do\s+(?:I|we)\s+live|am\s+I)\s+in\b"
            r"|\b(?:my|our|t['’])\s*(?:(?:current|home|street|postal|new|old|previous|last)\s+)?address\b"
            r"|\bwhere(?:['’]s|\s+is)\s+(?:my|our)\s+home\b",
            ("lives_in", "my:address"),
        ),
        (
            r"\bwhere\s+(?:am|was)\s+I\s+(?:originally\s+)?from\b|\bwhere\s+did\s+I\s+grow\s+up\b"
            r"|\bmy\s+home\s*town\b",
            ("from", "born_in"),
        ),
        (
            r"\bwhere\s+was\s+I\s+born\b|\bmy\s+(?:birth\s*place|place\s+of\s+birth)\b",
            ("born_in",),
        ),
        (
            r"\b(?:do|did)\s+I\s+(?:still\s+)?(?:smoke|vape)\b|\bam\s+I\s+(?:still\s+)?a\s+smoker\b",
            (f"identity{KEY_SEP}smoker",),
        ),
        (
            r"\b(?:do|did|can)\s+I\s+(?:still\s+)?drink(?:\s+(?:alcohol|booze))?\s*\??$"
            r"|\bam\s+I\s+(?:still\s+)?(?:teetotal|sober)\b",
            (f"identity{KEY_SEP}teetotal", f"identity{KEY_SEP}sober"),
        ),
        (
            r"\bmy\s+(?:current\s+|new\s+|old\s+|previous\s+)?(?:(?:mobile\s+|cell\s+)?phone\s+"
            r"number|(?:mobile\s+|cell\s+)?number|mobile|cell)\b(?!\s+(?:one|plan|bill|contract)s?\b)"
            r"|^\W*(?:(?:current|new|old|previous)\s+)?(?:mobile\s+|cell\s+)?phone\s+number\W*$",
            ("my:phone number",),
        ),
        (
            r"\bmy\s+(?:current\s+|new\s+|old\s+|previous\s+)?e-?mail(?:\s+address)?\b"
            r"(?!\s+(?:password|inbox|account|signature)s?\b)",
            ("my:email",),
        ),
        (
            # ("what ute am I driving these days": a car by its kind)
            # ("what kinda car am i drivin now", as typed)
            r"\bwhat\s+(?:car|vehicle|ute|truck|pickup|suv|4x4|kind(?:a|\s+of)\s+car|make\s+of\s+car)\s+"
            # (the household's too: "what car do we have now", "our car")
            r"(?:(?:do|did)\s+(?:I|we)\s+(?:use\s+to\s+)?(?:drive|have|own)|(?:am|was)\s+I\s+driv(?:ing|in)"
            r"|(?:(?:are|were)\s+)?we\s+driv(?:ing|in))\b|\bwhat\s+(?:do|did)\s+(?:I|we)\s+(?:use\s+to\s+)?"
            r"drive\b|\b(?:do|did)\s+(?:I|we)\s+(?:still\s+)?(?:own|have|drive)\s+a\s+(?:car|vehicle)\b"
            r"(?!\s+(?:insurance|loan|payment|repair|service|wash|key|seat|park|crash|accident)s?\b)"
            r"|\b(?:my|our)\s+(?:current\s+|old\s+|previous\s+)?(?:car|vehicle|wheels|ride)\b"
            r"(?!\s+(?:insurance|"
            r"loan|payment|repair|service|registration|rego|wash|key|seat|park|crash|accident)s?\b)",
            ("car",),
        ),
        # A birthday told with its year gives the age ("She was born on 9 July 1992").
        (r"\bhow\s+old\s+am\s+I\b|\bmy\s+age\b", ("age", "birthday")),
        (
            r"\b(?:which|what)\s+gym\b|\bmy\s+(?:current\s+|new\s+|old\s+)?gym\b"
            r"(?!\s+(?:bag|kit|clothes|shoes|buddy|partner|session|routine|class|instructor)s?\b)",
            ("gym",),
        ),
        (
            r"\b(?:what|which)\s+(?:meds|medications?|medicines?|pills|tablets|prescriptions?"
            r"|inhalers?)(?:\s+\([^)]*\))?\s+(?:am|do|did|was|have|should)\s+I\b"
            r"|\bmy\s+(?:(?:current|regular|daily|usual|present)\s+)?(?:meds|medications?|medicines?|"
            r"prescriptions?|inhalers?)\b(?!\s+(?:technique|spacer|cap)s?\b)"
            r"|\b(?:am|was)\s+I\s+(?:on|taking)\s+any\b|\bwhat\s+(?:am|was)\s+I\s+(?:on|taking)\b"
            r"|\bwhat\s+(?:do|did)\s+I\s+(?:take|use\s+to\s+take)\s+for\b",
            ("takes",),
        ),
        (
            r"\bmy\s+(?:current\s+|new\s+|old\s+|previous\s+)?(?:" + GP_NAMES + r")\b"
            r"(?!['’]s|\s+(?:appointment|visit|say|said|says|told|thinks|wants|letter|note|surgery"
            r"|office|practice|bill)s?\b)"
            # "who's my doc": only asked who ("my doc" alone may be a document)
            r"|\bwho(?:['’]?s|\s+is|\s+was)\s+my\s+(?:current\s+|new\s+|old\s+)?doc\b",
            ("my:gp",),
        ),
        (
            r"\bwhen(?:['’]s|\s+is)\s+my\s+(?:birthday|bday)\b|\bwhen\s+was\s+I\s+born\b"
            r"|\bmy\s+(?:birthday|bday|date\s+of\s+birth)\b",
            ("birthday",),
        ),
        (
            _WHAT_IS + r"my\s+(?:full\s+|first\s+)?name\b"
            r"|\bwhat\s+(?:should|do|shall)\s+(?:you|I|we)\s+call\s+me\b|\bwhat\s+do\s+I\s+go\s+by\b",
            ("name",),
        ),
        (
            r"\b(?:am|is|are)\s+(?:I|we)\s+(?:still\s+)?(?:married|single|engaged|divorced|separated"
            r"|widowed|dating(?:\s+any(?:one|body))?|seeing\s+any(?:one|body)"
            r"|in\s+a\s+relationship)\b|\bmy\s+(?:marital|relationship)\s+status\b"
            r"|\bwho(?:['’]s|\s+is|\s+was)\s+my\s+(?:current\s+|new\s+)?(?:"
            + PARTNER_WORDS
            + r")\b(?!['’]s\b)"
            r"|\bwho\s+(?:am|was|are|were)\s+(?:I|we)\s+(?:dating|seeing|with)\b",
            _PARTNER,
        ),
        (
            r"\bmy\s+diet\b|\bdiet(?:ary)?\s+(?:restrictions?|needs|requirements|preferences)\b"
            r"|\bwhat\s+(?:can(?:['’]?t|not)|should(?:n['’]t|\s+not))\s+I\s+eat\b"
            r"|\b(?:am|was)\s+I\s+(?:still\s+)?(?:an?\s+)?(?:vegetarian|vegan|veggie|vego|pescatarian|"
            r"pescetarian|flexitarian|plant-based)\b"
            # "Is the user ok to eat a bacon sandwich?", "can I have prawns": what one may eat.
            r"|\bam\s+I\s+(?:ok(?:ay)?|safe|alright|allowed|able)\s+to\s+(?:eat|drink)\b"
            r"|\bcan\s+I\s+(?:eat|drink)\b|\bis\s+it\s+(?:ok(?:ay)?|safe|alright)\s+for\s+me\s+"
            r"to\s+(?:eat|drink)\b",
            _DIET,
        ),
        (
            r"\bwhat\s+am\s+I\s+allergic\s+to\b|\bmy\s+allerg(?:y|ies)\b"
            r"|^\W*(?:any\s+|my\s+)?allerg(?:y|ies)\W*$|\bdo\s+I\s+have\s+(?:any\s+)?allerg",
            ("allergic_to",),
        ),
        (
            r"\b(?:do|did)\s+(?:I|we)\s+have\s+(?:any\s+)?(?:kids|children)\b"
            r"|\bhow\s+many\s+(?:kids|children)\s+(?:do|did)\s+(?:I|we)\s+have\b",
            ("children_count", "child"),
        ),
        (
            r"\b(?:do|did)\s+(?:I|we)\s+have\s+(?:any\s+)?pets?\b"
            r"|\bwhat\s+pets?\s+(?:do|did)\s+(?:I|we)\s+have\b|\bmy\s+pets\b"
            r"|\b(?:my|our|the)\s+(?:pets?|dogs?|cats?|puppy|kitten)(?:['’]?s?\s+names?|\s+called)\b",
            ("pet",),
        ),
    )
)


# What the person likes, or dislikes: the ``likes`` slot, read with its polarity ("I hate horror
# movies" fills it at -1). Asked with nothing after the verb ("what do I like?", "what do I
# like, and what do I hate?"), or as "my likes" / "things I like": "what do I like to eat?" is
# about food, searched by its words. A dislike may be asked of a kind ("what food do I hate?"):
# the person's dislikes are few, so the slot's answers are read with the kind's words.
_LIKE = lazy_compile(
    r"\bwhat\s+(?:do|did)\s+I\s+(?:like|love|enjoy)(?:\s+(?:most|best|doing))?"
    r"(?=\s*(?:[?.!,;]|$|(?:and|or|but)\b))"
    r"|\bmy\s+likes\b|\bthings?\s+I\s+(?:like|love|enjoy)\b",
    re.IGNORECASE,
)
_DISLIKE = lazy_compile(
    # "what food do I hate?", "what kind of music do I hate": a dislike of a kind is among the
    # few the person has, and the words of the kind rank them.
    r"\bwhat\s+(?:[a-z]+\s+){0,3}?(?:do|did)\s+I\s+(?:dislike|hate|detest|loathe|(?:not|don['’]?t)\s+like"
    r"|can['’]?t\s+stand)\b|\bmy\s+dislikes\b|\bthings?\s+I\s+(?:dislike|hate|detest"
    r"|(?:do\s+not|does\s+not|don['’]?t|doesn['’]?t)\s+like|can['’]?t\s+stand)\b",
    re.IGNORECASE,
)


# The kind of pet a question asks about ("what's the dog's name?", "what's my cat called?"),
# and the words its kind is told in (a breed is a dog: "Marley, a retired greyhound").
_PET_KIND = lazy_compile(r"\b(?P<kind>dogs?|pupp(?:y|ies)|cats?|kittens?)\b", re.IGNORECASE)
PET_KINDS = {
    "dog": frozenset(("dog", "puppy", "pup", *DOG_BREEDS)),
    "cat": frozenset(("cat", "kitten", *CAT_BREEDS)),
}


_ADDED = lazy_compile(r"\([^()]*\)")


def asked_pet_kind(query: str) -> str | None:
    """The kind of pet ``query`` names ("dog" for "the dog's name"), else None. What recall added
    in brackets (the kinds of the pets it knows: "do I have pets (spaniel, kitten)?") is not
    asked."""
    found = _PET_KIND.search(_ADDED.sub("", query))
    if found is None:
        return None
    return "cat" if found.group("kind").casefold().startswith(("cat", "kit")) else "dog"


def asked_polarity(query: str) -> int:
    """Whether ``query`` asks for what the person likes (1) or dislikes (-1); 0 for neither or
    both. Its ``likes`` slot is among :func:`asked_slots` then."""
    likes, dislikes = _LIKE.search(query) is not None, _DISLIKE.search(query) is not None
    return int(likes) - int(dislikes)


def asked_slots(query: str, subject: str = PERSON) -> tuple[str, ...]:
    """The keys of the slots of ``subject`` (the person) that ``query`` asks for — subject and
    predicate, and for an identity its value (``"user\\x1fidentity\\x1fvegan"``) — in order,
    each once; empty for most questions."""
    found: dict[str, None] = {}
    # (asked as typed, and in standard spelling: "what's me new address" asks for "my" address)
    readings = (query, said) if (said := plain(query)) != query else (query,)
    for pattern, slots in _ASKS:
        if any(pattern.search(reading) for reading in readings):
            found.update(dict.fromkeys(f"{subject}{KEY_SEP}{slot}" for slot in slots))
    if _LIKE.search(query) or _DISLIKE.search(query):
        found[f"{subject}{KEY_SEP}likes"] = None
    return tuple(found)


# A question about what held before ("where did I live before Leeds?", "what was my previous
# job?", "where did I use to work?"). Not "before" a date or a day ("the week before August 3":
# a time, read/querytime.py), nor an earlier conversation ("our previous chat").
_NOT_A_TIME = (
    r"(?!\s+(?:the\s+)?(?:\d|(?:"
    + "|".join(sorted(TIME_WORDS, key=len, reverse=True))
    + r"|last|this|next|morning|afternoon|evening)\b))"
)
_PAST_ASKED = lazy_compile(
    r"\bused\s+to\b|\bdid\s+[\w'’]+(?:\s+[\w'’]+){0,3}\s+use\s+to\b|\bback\s+(?:then|when)\b"
    r"|\b(?:before|prior\s+to)\b"
    + _NOT_A_TIME
    + r"|\b(?:previous(?:ly)?|former(?:ly)?)\b(?!\s+(?:conversation|chat|session|discussion|"
    r"exchange|message|talk|question|answer|reply|response|game)s?\b)"
    # "what was my old email", "the user's old mobile number", "old phone number?" (not "my old
    # friend Tom", "how old is …")
    # "our rent at the old place", "the old job" (not "the old man", "the old town")
    # (and Yorkshire's "t'old address")
    r"|\b(?:the\s+|t['’])old\s+(?:place|house|home|flat|apartment|cottage|address|job|work|car|number|"
    r"phone|email|school|office|gp|doctor|vet|dose|rent)\b"
    r"|(?:\b(?:my|our)\s+|\buser['’]s\s+|^\W*)old\s+(?!(?:friend|mate|pal|buddy|school|schoolfriend|"
    r"man|lady|boss|"
    r"colleague|flatmate|roommate|neighbou?r|teacher|classmate)s?\b)"
    # "who was her GP back in Vijayawada": back in a place, named (not "back in 2019", a time, nor
    # "back in an hour"). (Not "when she lived in Egbe", which asks of a thing of that time, not
    # of what is over: "How did the user commute to LASUTH when she lived in Egbe?")
    r"|\b(?:was|were)\s+[^?.!]*?\bback\s+(?:in|at)\s+(?-i:[A-Z])"
    # "what dose was she on earlier?" (at its end: not "earlier this week", a time), and as
    # Romanized Malayalam asks it ("ente pazhaya phone number", "munpu evide aayirunnu"; Tamil's
    # "pazhaya" too), and London's "b4"
    r"|\b(?:was|were)\s+[^?.!]*?\bearlier\W*$|\b(?:pazhaya|pazhe|munpu|mumbu|b4)\b",
    re.IGNORECASE,
)


def asks_the_past(query: str) -> bool:
    """Whether ``query`` asks about what held before rather than what holds now (as typed, or
    in standard spelling: "what was wor old address" asks for "our old" one)."""
    if _PAST_ASKED.search(query) is not None:
        return True
    said = plain(query)
    return said != query and _PAST_ASKED.search(said) is not None


# A question that asks what holds now in so many words ("user's current medications", "am I
# still …", "which days do I volunteer now", "my latest HbA1c"), and in no past tense ("what
# did I …", "where was …"). (A question merely in the present tense, "Is the user married?",
# "What does Jayden do?", is not one: measured, it lost as many first answers as it gained.)
_PRESENT_ASKED = lazy_compile(
    r"\b(?:now|nowadays|currently|current|still|anymore|any\s+more|latest|these\s+days|"
    # (and chat's "rn", right now, ending the question: "how much metformin mum on rn"; not
    # "is she an RN" inside it)
    r"at\s+the\s+moment|right\s+now|most\s+recent|most\s+recently|rn(?=\W*$))\b",
    re.IGNORECASE,
)
_PAST_TENSE_ASKED = lazy_compile(
    r"\b(?:did|was|were|had|used\s+to|ago|last\s+(?:year|month|week|summer|winter|spring|"
    r"autumn|fall|time|christmas|easter)"
    # "Who got the user her current job?": what "current" names came about before.
    r"|got|gave|took|met|bought|went|told|brought|found|introduced|recommended|referred)\b",
    re.IGNORECASE,
)


def asks_the_present(query: str) -> bool:
    """Whether ``query`` asks what holds now: the newest of what answers it about as well as
    another is the more likely to be still true."""
    return (
        _PRESENT_ASKED.search(query) is not None
        and _PAST_TENSE_ASKED.search(query) is None
        and not asks_the_past(query)
    )


# A question asking what happened last, in so many words, in any tense ("What treatment did
# Kamala get for her knee recently?", "what did the vet say lately"): of what answers it about as
# well as another, the later. (Not "last time", which Singapore's and Malaysia's English say for
# "before": "last time statin dose wat".)
_LATEST_ASKED = lazy_compile(r"(?:recently|lately|latest|most\s+recent)(?![\w'’-])", re.IGNORECASE)


def asks_the_latest(query: str) -> bool:
    """Whether ``query`` asks what happened or holds last (:data:`_LATEST_ASKED`), and not about
    before."""
    return _LATEST_ASKED.search(query) is not None and not asks_the_past(query)


_BEFORE_WHAT = lazy_compile(
    r"\b(?:before|prior\s+to)\s+(?:(?:the|a|an|my|her|his|their|joining|moving\s+to|"
    r"working\s+at|starting\s+at|living\s+in)\s+)*(?P<what>[^?.!,;]+)",
    re.IGNORECASE,
)


def before_what(query: str) -> str | None:
    """What a question about before names as its point in time, case-folded: "Where did I work
    before Little Marlow?" → "little marlow"; None when it names none."""
    found = _BEFORE_WHAT.search(query)
    what = found.group("what").strip().casefold() if found is not None else ""
    return what or None


# When something began or happened: "when did I start at Little Marlow?", "what year did I
# join the SFPA?", "how long have I been at Kelluke?". The statement that says it may have been
# superseded since by a change of something else it said (a promotion after "I started as
# junior sous chef at Little Marlow on 10 March 2025"): it still tells when it began.
_WHEN_ASKED = lazy_compile(
    r"\b(?:when|what\s+(?:year|month|day|date))\s+did\s+(?:the\s+)?[\w'’]+\s+"
    r"(?:first\s+|originally\s+|actually\s+)?(?:start|begin|began|join|get|got|move|meet|"
    r"become|buy|bought|adopt|switch|leave|left|quit|marry|sign|enrol|enroll|graduate|land|"
    r"take|took)\w*\b|\bsince\s+when\b|\bhow\s+long\s+(?:have|has)\s+"
    # "Why was the user put on sertraline?", "why did I start the beta blockers": why a thing
    # began, which its end since does not answer.
    r"|\bwhy\s+(?:was|were|did)\s+(?:i|we|the\s+user|she|he)\s+(?:first\s+)?(?:put|start|"
    r"started|get\s+put|prescribed|given|switch|switched|move|moved|leave|left|quit)\b"
    # "Has the user ever been on antidepressants?": ever, so what ended answers too.
    r"|\b(?:have|has|did)\s+(?:i|we|the\s+user|she|he)\s+ever\b"
    # Asked in the past tense ("what was I paid as a bus driver?", "what vehicle did the user
    # drive in 2025?"): what held then may have been replaced since.
    r"|\b(?:what|where|who|which|how\s+much|how\s+many)\s+(?:[\w'’]+\s+){0,2}(?:was|were|did)"
    r"\s+(?:i|we|the\s+user)\b(?!\s+(?:say|said|tell|told|ask|asked|mention|mentioned)\b)",
    re.IGNORECASE,
)


def asks_when(query: str) -> bool:
    """Whether ``query`` asks when something began or happened, or what held at some time
    past (history answers it too)."""
    return _WHEN_ASKED.search(query) is not None
