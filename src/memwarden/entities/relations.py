"""Who "my sister" is: the person's relations, named in their own memories, read at recall.

"Where does my sister work?" shares no word with "Ana started at the city hospital", and the
entity graph has no entity in the question to start from. The person said who their sister is
("My sister's name is Ana", "my sister Ana …", "Ana is my sister"), so recall reads that, and
searches for Ana too.

* :func:`asked` — the relations a question asks about: "my" or "our" before a relationship word
  (sister, mum, boss, best friend …; synonyms are one relation: mum/mom/mother,
  neighbour/neighbor, co-worker/colleague, boss/manager, and partner/wife/husband/boyfriend/
  girlfriend/fiancé — one partner at a time, however the person calls them), and chat shorthand
  is its word ("my bf", "my sis", "my bff"); a parent as the person names their own, without
  "my" ("what day is mum's bday", "Dad's appointment"; not "Melanie's mom", "her dad"); pets too
  ("my dog Rex", and by breed: "my corgi Waffles" is a dog); the plural asks too ("my sisters",
  "our kids", "my children"); so does asking whether the person has one ("Do I have any pets?",
  "How many kids do we have?", "Am I married?" — the partner; "Am I single?" — the partner and
  the ex). An agent's note says "User's sister" for "my sister". A wider word takes in the
  narrower: "my kid" is a son or a daughter, "my sibling" a sister or a brother, "my parent" a
  mother or a father, "my friend" a best friend too, "my pet" the dog or the cat, "my doctor"
  the GP, "my family" (or "relatives") all of the family. A relationship word mistyped ("my
  brohter") is read as recall reads any typo (:mod:`memwarden.read.typos`): only when no memory
  holds the word as typed ("my sitter" is a sitter) and the index's nearest word is the
  relationship word.
* :func:`stated` — the (relation, name) pairs a text states, in one of five frames: "my REL's
  name is NAME", "my REL is called / named NAME", "my REL NAME" (an apposition), "NAME is / was
  my REL" or "NAME, my REL," in commas, and "my REL is NAME." ending a clause (not after a
  preposition: "the one with my friend is Option B"). Only the first two frames
  say a name in so many words, so a name in lower case ("my sister's name is ana", typed on a
  phone) counts there; elsewhere a name is a capitalised word that is not a stopword, a day, a
  month or a greeting.
* :func:`resolve` — the names of the relations a query asks about, read through the caller's
  gate: a bounded full-text search for the relationship words, then :func:`stated` over what it
  found. What the caller may not see cannot name anyone (a retracted or foreign memory, or one
  waiting for review, says nothing), and ``as_of`` gives the sister of that date. A relation
  with more than :data:`MAX_NAMES` names ("my friend" with ten friends) says nothing of which
  one is meant and resolves to none. A name the query already holds is not added again. A
  wider relation is also searched for by the narrower relationship words those same memories
  use, each once, as they say it: "Tell me about my family" shares no word with "my husband
  Daniel", "two kids" or "my mom", and is searched as "my family (husband, kid, mom)" (at most
  :data:`WIDENED`; none from a memory the caller may not see).

Recall then searches — by words, by meaning and through the entity graph — for the query as if
the person had said the name: "my sister Ana" (:meth:`Relations.spelled`,
:mod:`memwarden.read.recall`); ``--explain`` shows the names. Deterministic: the same store and
query give the same names.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import islice

import regex
from rapidfuzz import process
from rapidfuzz.distance import OSA

from ..patterns import lazy_compile
from ..read.typos import corrections_for, max_edits
from ..spelling import plain
from ..store.base import Gate, Store
from ..text import STOPWORDS, cached_texts, index_tokens, terms
from ..text import words as text_words
from ..write.slots import (
    CAT_BREEDS,
    DOG_BREEDS,
    KEY_SEP,
    NO_PARTNER,
    PERSON,
    SAME_RELATION,
    parse_slot,
)
from .extract import _STOP_CAPITALS

__all__ = [
    "MAX_NAMES",
    "SEARCHED",
    "WIDENED",
    "Relations",
    "about_a_relation",
    "asked",
    "relation_words",
    "resolve",
    "stated",
    "stated_first_names",
]

MAX_NAMES = 3
SEARCHED = 50  # memories read per relation: the best by the relationship's words
_MENTIONS = 32  # "my REL" read per text
_AROUND = 80  # characters read on each side of one

# Relationship word → the relation it names (synonyms share one).
_SAME = {
    # The synonyms the slots of relatives are keyed by ("mum", "mam", "mom": the mother).
    **SAME_RELATION,
    "mommy": "mother", "mama": "mother", "mother": "mother",
    "daddy": "father", "papa": "father", "father": "father",
    "grandmother": "grandmother", "grandfather": "grandfather",
    "neighbour": "neighbour", "colleague": "colleague",
    "fiance": "partner", "fiancé": "partner", "fiancee": "partner", "fiancée": "partner",
    "kid": "child", "child": "child",
    # One partner at a time, however the person calls them (the review's partner slot, too).
    "partner": "partner", "spouse": "partner", "wife": "partner", "husband": "partner",
    "boyfriend": "partner", "girlfriend": "partner",
    # Chat shorthand, as people type it.
    "bf": "partner", "gf": "partner", "hubby": "partner", "wifey": "partner", "bro": "brother",
    # … and as British and Australian English say it: "the missus is Lorraine"
    "missus": "partner", "missis": "partner",
    # … and as the north of England, Liverpool and Ireland say it: "our lass", "me fella Dean"
    "lass": "partner", "fella": "partner",
    # … and as the Highlands and Islands say it in Gaelic: "the cailleach" (one's old woman, the
    # wife), "the bodach" (the husband), "seanair" and "seanmhair" (grandfather, grandmother);
    # Glasgow's "granwean" (a grandchild)
    "cailleach": "partner", "bodach": "partner", "seanair": "grandfather",
    "seanmhair": "grandmother", "granwean": "grandchild", "grandwean": "grandchild",
    "sis": "sister", "bff": "best friend",
    "boss": "boss", "manager": "boss",
    # Pets are named like people: "my dog Rex".
    "puppy": "dog", "pup": "dog", "dog": "dog", "kitten": "cat", "kitty": "cat", "cat": "cat",
    "bunny": "rabbit", "rabbit": "rabbit",
    "bestie": "best friend", "best friend": "best friend", "fam": "family",
    "flatmate": "roommate", "roommate": "roommate", "housemate": "roommate",
    "grandkid": "grandchild", "grandchild": "grandchild",
    "ex-boyfriend": "ex", "ex-girlfriend": "ex", "ex-wife": "ex", "ex-husband": "ex",
    "ex-partner": "ex",
    "stepmother": "stepmother", "stepfather": "stepfather",
    # Plurals that do not end in "s" (those that do are read as their word: "my sisters").
    "children": "child", "grandchildren": "grandchild", "relatives": "family",
}  # fmt: skip
_ONE_WORD = (
    "sister brother friend son daughter cousin aunt uncle niece nephew mentor coach therapist "
    "teacher doctor dentist landlord stepson stepdaughter baby parrot hamster horse pony turtle "
    "sibling parent ex grandson granddaughter mother-in-law father-in-law sister-in-law "
    "brother-in-law son-in-law daughter-in-law godmother godfather godson goddaughter nanny "
    "babysitter tutor trainer "
    "physio vet accountant lawyer hairdresser barber classmate teammate family pet gp"
).split()
_RELATION = {
    **{w: w for w in _ONE_WORD},
    **_SAME,
    # A pet named by its breed: "my corgi Waffles" is a dog (write/slots.py keeps the list).
    **dict.fromkeys(DOG_BREEDS, "dog"),
    **dict.fromkeys(CAT_BREEDS, "cat"),
}
_KEYS = tuple(_RELATION)  # the relationship words, for the typo search
# A relation that takes in narrower ones: "my kid" may be the son or the daughter.
_COVERS = {
    "child": ("child", "son", "daughter", "stepson", "stepdaughter", "baby"),
    "sibling": ("sibling", "sister", "brother"),
    "parent": ("parent", "mother", "father", "stepmother", "stepfather"),
    "friend": ("friend", "best friend"),
    "doctor": ("doctor", "gp"),  # a GP is the family doctor (UK, Ireland, Australia …)
    "pet": ("pet", "dog", "cat", "rabbit", "parrot", "hamster", "horse", "pony", "turtle"),
    "family": (
        "family", "partner", "child", "son", "daughter", "stepson", "stepdaughter", "baby",
        "sibling", "sister", "brother", "parent", "mother", "father", "stepmother", "stepfather",
        "grandmother", "grandfather", "grandchild", "grandson", "granddaughter", "cousin", "aunt",
        "uncle", "niece", "nephew", "mother-in-law", "father-in-law", "sister-in-law",
        "brother-in-law", "son-in-law", "daughter-in-law",
    ),
}  # fmt: skip
WIDENED = 10  # narrower relationship words searched for at most, for a wider one
_WORDS_OF: dict[str, list[str]] = {}
for _word, _named in _RELATION.items():
    _WORDS_OF.setdefault(_named, []).append(_word)

_REL = (
    r"(?P<rel>best\s+friend|"
    + "|".join(sorted((w for w in _RELATION if " " not in w), key=lambda w: (-len(w), w)))
    + r")"
)
# "my sister"; "User's sister", "the user's sister" as an agent writes it about the person.
# ("my little bro arjun", "our eldest daughter": a word of age or rank before the relation)
_AGED = r"(?:(?:little|big|older|younger|elder|eldest|oldest|youngest|baby|kid|twin|other)[\s-]+)?"
_MY = (
    # (and "me" and "mi" as northern English, Newfoundland, Scouse and Jamaican say "my": "Me
    # wife Marg works at the Foodland", "mi sister Marcia")
    r"(?i:\b(?:my|our|me|mi|(?:the\s+)?user['’]s"
    # (a partner as "the missus", "the wife", "the hubby": one's own, "the" as "my")
    r"|the(?=\s+(?:missus|missis|wife|hubby|cailleach|bodach)\b)|t['’](?=(?:missus|missis|wife)\b)"
    # ("his", "her" or "their" in a note of the user's, after them: "User has two children with
    # his wife Shannon", "the user, his wife Shannon and their kids rented …"; not in "User's
    # sister Mia lives with her husband Tom")
    r"|(?<=\buser(?!['’]s)\b[^.;:!?]{0,40}?)(?:his|her|their))(?:\s+|(?<=['’]))"
    + _AGED
    + _REL
    + r")"
)
_WORD = r"[\w'’-]*"
# A name: up to three words, those after the first capitalised ("Amanda Van West"; in "Ana
# works" it is Ana), after a title if there is one ("Mrs. Patel"); the first capitalised too
# unless the frame says in words that a name follows.
_TITLE = r"(?:(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?\s+)?"
_NAMED = r"(?P<name>" + _TITLE + r"[^\W\d_]" + _WORD + r"(?:\s+\p{Lu}" + _WORD + r"){0,2})"
_NAME = r"(?P<name>" + _TITLE + r"\p{Lu}" + _WORD + r"(?:\s+\p{Lu}" + _WORD + r"){0,2})"
_SAYS_NAME = r"(?i:['’]s\s+name\s+is|\s+is\s+(?:called|named)|,?\s+named|\s+goes\s+by)\s+"
# A relation, or a pet, the person says they have, and its name: "we've a retired greyhound
# called Skye", "I have a cat named Miso" (not "my sister called Ana yesterday": phoned).
_HAVE = (
    r"(?i:\b(?:i|we)(?:['’]ve|\s+have)?(?:\s+got)?\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?" + _REL + r")"
)
_HAVE_CALLED = _HAVE + r"(?i:,?\s+(?:called|named))\s+" + _NAMED
# … and children, counted: "I am having two kids", "we have 3 children", "I've got two boys".
_KIDS = (
    r"(?i:\b(?:i|we)\s+(?:have|am\s+having|are\s+having|['’]ve\s+got|have\s+got|['’]ve)\s+"
    r"(?:\w+\s+)?(?:kids|children|boys|girls)\b)"
)
# A name typed in lower case, as chat types it, right after "my REL": "my sister tanya lives in
# toronto", "my son owain's doing boxing now" — only when what follows says something of them,
# so "my sister really likes it" and "my son football team" name nobody.
_NOT_A_LOWER_NAME = sorted(
    STOPWORDS
    | frozenset(
        "really also still never always actually finally recently now then just only even "
        "probably usually basically literally totally absolutely definitely honestly apparently "
        "sadly luckily hopefully obviously and but so or too lol haha omg".split()
    )
    | frozenset(_RELATION),
    key=len,
    reverse=True,
)
_LOWER_NAME = (
    r"(?P<name>(?!(?:" + "|".join(map(re.escape, _NOT_A_LOWER_NAME)) + r")(?![\w'’-]))"
    r"\p{Ll}[\p{Ll}-]*\p{Ll})(?=\s+(?:lives|lived|is|was|works|worked|has|had|moved|turned|"
    r"started|got|who|goes|went|does|did|says|said|texted|rang|came|comes|just|still)\b|['’]s\b)"
)
# … of the family only: a partner changes, and a name read in lower case from an old "my bf
# callum …" would be asked for as the partner now.
_MY_KIN = (
    r"(?i:\b(?:my|our|(?:the\s+)?user['’]s)\s+" + _AGED + r"(?P<rel>"
    + "|".join(sorted(
        (w for w, r in _RELATION.items() if r in _COVERS["family"] and r != "partner"),
        key=lambda w: (-len(w), w),
    ))
    + r"))"
)  # fmt: skip
# … or of the pets ("my dog biscuit is a blue heeler"), but not what a pet has or needs ("my dog
# walker is …", "my cat food is …").
_MY_PET = (
    r"(?i:\b(?:my|our|(?:the\s+)?user['’]s)\s+(?:old\s+|little\s+|big\s+)?(?P<rel>"
    + "|".join(w for w, r in _RELATION.items() if r in _COVERS["pet"] and w != "pet")
    + r"))\s+(?!(?i:walker|walkers|sitter|sitters|minder|groomer|trainer|food|bed|park|toys?|"
    r"insurance|licen[cs]e|lead|leash|crate|flap|tree|litter|bowl|collar|kennel|daycare|hair|"
    r"fur|vet|years?|show|breed)\b)"
)
# A word the person calls someone by.
_A_WORD_FOR = r"(?P<name>\p{L}[\p{L}'’-]*\p{L})"
_FRAMES = tuple(
    lazy_compile(pattern, engine=regex)
    for pattern in (
        _HAVE_CALLED,
        _MY + _SAYS_NAME + _NAMED,
        _MY + r",?\s+" + _NAME,
        _MY_KIN + r"\s+" + _LOWER_NAME,
        _MY_PET + _LOWER_NAME,
        # The person's own word for someone, in any case ("when I say nne I mean my mum", "i
        # call my grandma lola.", "Amma is what I call my mother"): that word names them.
        r"(?i:\bwhen\s+i\s+say\s+)[\"'“‘]?" + _A_WORD_FOR + r"[\"'”’]?,?\s+(?i:i\s+mean\s+)" + _MY,
        r"(?i:\bi\s+call\s+)"
        + _MY
        + r"\s+[\"'“‘]?"
        + _A_WORD_FOR
        + r"[\"'”’]?(?=\s*(?:[,.;:!?)]|$))",
        r"(?<![\w'’-])" + _A_WORD_FOR + r"[\"'”’]?\s+(?i:is\s+what\s+i\s+call\s+)" + _MY,
        # "Ana is my sister", or "Ana, my sister," in commas (not "Honestly, my mom is …")
        r"(?<![\w'’-])"
        + _NAME
        + r"(?:(?i:\s+(?:is|was))\s+"
        + _MY
        + r"(?![\w'’-])|,\s+"
        + _MY
        + r"(?=\s*(?:[,.;:!?)—–]|$)))",
        # "I am having two kids, daughter Ammu is 9 and son Kannan is 4": each child named after
        # the person says they have children
        r"(?<=" + _KIDS + r"[^.!?;]{0,60}?)(?<![\w'’-])(?i:(?:a\s+|the\s+|(?:elder|older|younger"
        r"|eldest|youngest)\s+)?(?P<rel>son|daughter)),?\s+" + _NAME + r"(?![\w'’-])",
        # "arjun (my little bro) is in 2nd year": a name, in any case, with the relation after it
        # in brackets
        r"(?<![\w'’-])(?P<name>\p{L}[\p{L}'’-]*\p{L})\s*\(\s*" + _MY + r"\s*\)",
        # … not after a preposition: "the one with my friend is Option B" names no friend
        r"(?<!(?i:\b(?:with|of|for|to|from|at|by|about|like|than|and)\s+))"
        + _MY
        + r"(?i:\s+is)\s+"
        + _NAME
        + r"(?=\s*(?:[.,;!?)]|$))",
    )
)
# "my REL" in a text, in the plural too ("my sisters", "our kids"): where the frames look.
_MENTIONED = lazy_compile(_MY + r"(?:e?s)?(?![\w-])|" + _HAVE + r"(?![\w-])|" + _KIDS, engine=regex)
# Asking whether the person has a partner: "Am I married?", "are we engaged"; "am I single?"
# is answered by an ex as well ("my ex-husband Gareth and I split up in 2019").
_STATUS = (
    r"(?P<status>married|engaged|widowed|dating(?:\s+any(?:one|body))?|in\s+a\s+relationship"
    r"|(?P<apart>single|divorced|separated))"
)
# A parent named as the person names their own, without "my": "what day is mum's bday", "when
# is Dad's appointment" (not "Melanie's mom", "her dad", "the mum at the school gate").
_BARE_PARENT = (
    r"(?<![\w'’-])(?<!(?i:(?:['’]s|\b(?:the|a|an|her|his|their|your|its|whose|every"
    r"|any|some|new|single|working))\s+))(?P<rel>(?i:mum|mom|mommy|mama|dad|daddy|papa|grandma"
    r"|grandpa))(?=['’]s(?![\w-])|(?![\w'’-]))"
)
# The relations a question asks about: "my REL", whether the person has any ("Do I have any
# pets?", "How many kids do we have?"), and whether they have a partner.
_ASKED = lazy_compile(
    r"(?i:\b(?:am|are)\s+(?:I|we)\s+(?:still\s+)?)"
    + _STATUS
    + r"(?![\w-])|"
    + _BARE_PARENT
    + r"|(?:"
    + _MY
    + r"|(?i:\b(?:I|we)\s+(?:still\s+)?(?:have|had|got|own)\s+(?:(?:any|a|an|some|no)\s+)?)"
    + _REL
    + r")(?:e?s)?(?![\w-])"
    + r"|(?i:\b"
    + _REL
    + r"(?:e?s)?\s+(?:do|does|did)\s+(?:I|we)\s+(?:still\s+)?have)(?![\w-])",
    engine=regex,
)
# Any word after "my" or "our": one no memory holds may be a relationship word mistyped.
_AFTER_MY = lazy_compile(r"(?i:\b(?:my|our)\s+)(?P<word>[^\W\d_]+)(?![\w-])", engine=regex)


@dataclass(frozen=True, slots=True)
class Relations:
    """Relation → the names it resolved to (most often stated first), for one query."""

    names: dict[str, list[str]] = field(default_factory=dict)
    # A word of the query read as a relationship word it mistyped: "sistr" → "sister".
    mistyped: dict[str, str] = field(default_factory=dict)
    # A wider relation → the narrower relationship words the memories use: "family" →
    # "husband", "kid", "mom".
    words: dict[str, list[str]] = field(default_factory=dict)

    def spelled(self, query: str) -> str:
        """``query`` with each resolved relation followed by its names, as if the person had
        said them: "Where does my sister work?" → "Where does my sister Ana work?"; a wider
        one by the narrower words too: "Tell me about my family (husband, kid, mom)"."""
        if not self.names and not self.words:
            return query

        def named(relation: str, said: str) -> str:
            names = self.names.get(relation)
            if names:
                said = f"{said} {' or '.join(names)}"
            words = self.words.get(relation)
            return f"{said} ({', '.join(words)})" if words else said

        def each(match: regex.Match[str]) -> str:
            said = match.group(0)
            for relation in _asked(match):
                said = named(relation, said)
            return said

        query = _ASKED.sub(each, query)
        if not self.mistyped:
            return query

        def corrected(match: regex.Match[str]) -> str:
            # "my daugter" → "my daugter (daughter) Ania": the word meant, for the meaning too
            relation = self.mistyped.get(match.group("word").casefold())
            if relation is None:
                return match.group(0)
            return named(relation, f"{match.group(0)} ({_WORDS_OF[relation][0]})")

        return _AFTER_MY.sub(corrected, query)


def _relation(word: str) -> str:
    return _RELATION[" ".join(word.casefold().split())]


def _asked(match: regex.Match[str]) -> tuple[str, ...]:
    """The relations one match of :data:`_ASKED` asks about."""
    if match.group("apart"):
        return ("partner", "ex")
    return ("partner",) if match.group("status") else (_relation(match.group("rel")),)


def relation_words(text: str) -> frozenset[str]:
    """The words of ``text`` that name a relation ("mother" in "How Is My Mother's Health?"),
    casefolded, without a possessive."""
    said = (w.removesuffix("'s").removesuffix("’s") for w in text_words(text))
    return frozenset(w for w in said if w in _RELATION)


def asked(query: str) -> list[str]:
    """The relations ``query`` asks about ("my sister", "our mum"), in order, each once."""
    return list(dict.fromkeys(r for m in _ASKED.finditer(query) for r in _asked(m)))


def _name(raw: str) -> str | None:
    """The name in ``raw`` without its possessive (which ends it) and without the stopwords,
    days, months and greetings around it ("Hi Ana" is Ana), or None when nothing is left."""
    kept: list[str] = []
    for word in raw.split():
        possessive = word.endswith(("'s", "’s"))
        word = word.removesuffix("'s").removesuffix("’s").strip("'’-.")
        if not word or word.casefold().replace("’", "'") in _STOP_CAPITALS:
            if kept:
                break
            continue
        if any(c.isdigit() for c in word):
            break  # a class or a year after the name ("my neui Chloe P4 at …")
        kept.append(word)
        if possessive:
            break
    return " ".join(kept) or None


# The people (and pets) of someone's life, not those who serve them: "my GP put me on …" is
# about the person.
_CLOSE = tuple(
    w for w, r in _RELATION.items()
    if r in _COVERS["family"] or r in _COVERS["pet"] or r in ("ex", "friend", "best friend",
                                                             "roommate", "grandchild")
)  # fmt: skip
# A text opening with one of them, after a possessive or not ("my little brother Rui …",
# "User's mother, Maeve, …", "mum is 88 …"), after a word or two of chat ("so", "ugh").
_OPENS_WITH_CLOSE = lazy_compile(
    r"^\W*(?:(?:so|and|also|honestly|ugh|omg|lol|btw|oh|well)\W+){0,2}"
    r"(?:(?:my|our|(?:the\s+)?user['’]s|his|her|their)\s+(?:[\w-]+\s+){0,2}?)?"
    r"(?:" + "|".join(sorted(map(re.escape, _CLOSE), key=lambda w: (-len(w), w))) + r")"
    r"(?:e?s)?(?:['’]s)?(?![\w-])",
    re.IGNORECASE,
)
# The person in a text: they are part of what it says ("my wife and I …", "… im so tired").
_FIRST_PERSON = lazy_compile(r"\b(?:i|i['’]?m|i['’](?:ve|d|ll)|me|we|we['’](?:re|ve)|us)\b", re.I)


def about_a_relation(text: str) -> bool:
    """Whether ``text`` is about someone close to the person and not about the person too: it
    opens with them ("my little brother Rui just started at uni", "User's mother is recovering
    from knee surgery") and the person is not in it ("my wife and I …", "… im so tired")."""
    return _OPENS_WITH_CLOSE.search(text) is not None and _FIRST_PERSON.search(text) is None


_SAID_OTHERWISE = lazy_compile(
    r"\b(?:ma|oor|wor|lo|lou|jai|neui|di|dai|mui|gaa?|ba"
    # (and Romanized Malayalam's "ente", "mone", "mole", "chettan": "mone Aadi" my son Aadi)
    r"|ente|ende|nammude|mone|mole|chettan|chechi|aniyan|aniyathi|ammavan|ammayi)\b",
    re.IGNORECASE,
)


@functools.lru_cache(maxsize=8_192)
def stated(text: str) -> tuple[tuple[str, str], ...]:
    """The (relation, name) pairs ``text`` states, first stated first, each once.

    Every frame holds "my REL", so the frames are read only around its first
    :data:`_MENTIONS` mentions (:data:`_AROUND` characters each side): a long pasted text costs
    one scan for them. Kept for the texts read last: a question about "my sister" reads the
    same memories that the one before it read (emptied when a memory is forgotten).
    """
    found: dict[tuple[str, str], None] = {}
    # (read in standard spelling too, where it may say someone otherwise: Hong Kong's "my lo por
    # Karen", "my neui Chloe", Glasgow's "Ma partner Tam", "Oor Jamie")
    if _SAID_OTHERWISE.search(text):
        text = plain(text)
    for mention in islice(_MENTIONED.finditer(text), _MENTIONS):
        start, end = max(mention.start() - _AROUND, 0), mention.end() + _AROUND
        for frame in _FRAMES:
            for m in frame.finditer(text, start, end):
                name = _name(m.group("name"))
                if name is not None:
                    found.setdefault((_relation(m.group("rel")), name), None)
    return tuple(found)


cached_texts(stated.cache_clear)  # memwarden.text.forget_cached_texts


def stated_first_names(text: str) -> frozenset[str]:
    """The first words, case-folded, of the names ``text`` states as the person's relations
    ("rafa's dad is my ex Dan Whitfield": "dan"), as a word of a question or a turn is matched."""
    return frozenset(name.casefold().split()[0] for _, name in stated(text) if name.split())


def _mistyped(store: Store, gate: Gate, query: str) -> dict[str, str]:
    """Words after "my" or "our" that no memory holds and that the typo rules of recall
    (:func:`memwarden.read.typos.corrections_for`) read as a relationship word, each with its
    relation: "my sistr" is "my sister" when no memory says "sistr" and one says "sister". A
    word the index holds ("my sitter") is what it says."""
    words = [
        w for w in dict.fromkeys(m.group("word").casefold() for m in _AFTER_MY.finditer(query))
        if w not in _RELATION and _near_a_relation(w)
    ]  # fmt: skip
    if not words:
        return {}  # most questions: no search at all
    known = store.search(gate, words, 1).doc_freq
    out: dict[str, str] = {}
    for word, options in corrections_for(store, [w for w in words if not known.get(w)]).items():
        relation = next((found for o in options if (found := _relation_of_term(o))), None)
        if relation is not None:
            out[word] = relation
    return out


def _relation_of_term(term: str) -> str | None:
    """The relation an index term is a relationship word of: the word itself ("sister"), or
    the stem the index keeps of it ("granddaught", of "granddaughter")."""
    return _RELATION.get(term) or _relation_of_stem().get(term)


@functools.cache
def _relation_of_stem() -> dict[str, str]:
    """Each relationship word's index stem → its relation, made once."""
    return {
        stems[0]: relation
        for word, relation in _RELATION.items()
        if len(stems := index_tokens(word)) == 1
    }


def _near_a_relation(word: str) -> bool:
    """Whether ``word`` is within the edits recall allows a typo of some relationship word."""
    edits = max_edits(word)
    if not edits:
        return False
    return process.extractOne(word, _KEYS, scorer=OSA.distance, score_cutoff=edits) is not None


def resolve(store: Store, gate: Gate, query: str) -> Relations:
    """The names of the relations ``query`` asks about, from the memories ``gate`` admits."""
    if gate.scopes == ():
        return Relations()
    mistyped = _mistyped(store, gate, query) if _AFTER_MY.search(query) else {}
    wanted = list(dict.fromkeys([*asked(query), *mistyped.values()]))
    if not wanted:
        return Relations()
    in_query = set(terms(query))
    out: dict[str, list[str]] = {}
    widened: dict[str, list[str]] = {}
    for relation in wanted:
        covered = _COVERS.get(relation, (relation,))
        words = [w for rel in covered for word in _WORDS_OF[rel] for w in word.split()]
        # One person written in two cases ("Ana", "ana") is one name, as first written.
        shown: dict[str, str] = {}  # in the order first stated
        total: Counter[str] = Counter()
        held: set[str] = set()  # the index stems of what was read (for a wider relation)
        for candidate in store.search(gate, list(dict.fromkeys(words)), SEARCHED).candidates:
            for rel, name in stated(candidate.text):
                if rel in covered:
                    shown.setdefault(name.casefold(), name)
                    total[name.casefold()] += 1
            if len(covered) > 1:
                held.update(index_tokens(candidate.text))
        if "partner" in covered:  # "User has been dating Felipe Millán": the partner slot
            for name in _partners(store, gate):
                shown.setdefault(name.casefold(), name)
                total[name.casefold()] += 1
        narrower = _narrower(covered, held, in_query)
        if narrower:
            widened[relation] = narrower
        if not total or len(total) > MAX_NAMES:
            continue
        names = [shown[k] for k in sorted(shown, key=lambda k: -total[k])]  # stable: ties first
        fresh = [n for n in names if not set(terms(n)) <= in_query]
        if fresh:
            out[relation] = fresh
    found = out.keys() | widened.keys()
    return Relations(out, {w: r for w, r in mistyped.items() if r in found}, widened)


def _partners(store: Store, gate: Gate) -> list[str]:
    """The person's partners as the memories filling the partner slot now name them ("User has
    been dating Felipe Millán (35)" → "Felipe Millán"), not one whose end they tell ("Matías
    and I broke up") and not "nobody" (single); as first written."""
    out = []
    ids = store.slotted(gate, (f"{PERSON}{KEY_SEP}partner",), SEARCHED)
    for record in store.get_gated(ids, gate).values():
        slot = parse_slot(record.text, subject=record.subject)
        if slot is None or slot.key != (PERSON, "partner") or slot.polarity < 0:
            continue
        if slot.object == NO_PARTNER or slot.past:
            continue
        found = re.search(re.escape(slot.object), record.text, re.IGNORECASE)
        out.append(found.group(0) if found else slot.object.title())
    return out


def _narrower(covered: Sequence[str], held: set[str], in_query: set[str]) -> list[str]:
    """The words of the narrower relations in ``covered`` that the memories read use
    (``held``: their index stems), each relation once, as the memories say it, at most
    :data:`WIDENED`; none the query holds already. Only memories the gate admitted were
    read, so what others' memories say widens nothing."""
    out: list[str] = []
    for rel in covered[1:]:
        for word in _WORDS_OF[rel]:
            stems = index_tokens(word)
            if set(stems) <= held and not set(terms(word)) <= in_query:
                out.append(word)
                break
        if len(out) == WIDENED:
            break
    return out
