"""Kenyan Sheng and Swahili mixed with English, read as English, for the door's reading only.

Many people in Nairobi chat in Sheng, Swahili's street form, between English words: "nimehama
Umoja, sasa naishi Kayole", "keja yangu ni one bedroom", "mathe ameanza dawa mpya", "dem wangu
ni Akinyi", "usikumbuke hiyo". Swahili puts who does a thing, and when, in front of its verb
("naishi" I live, "nimehama" I have moved out, "tumehamia" we have moved to, "alienda" she went),
and whose a thing is after it ("keja yangu" my house, "PIN ya M-Pesa" the M-Pesa PIN), so word
for word the door's English rules find nothing in it. A text that shows enough of what only
Sheng and Swahili say (:func:`reads_words`) has its commonest statements read in English order,
the way :mod:`memwarden.roman_kannada` reads Kannada's: where one lives and moves ("naishi",
"niko", "nimehama", "tumehamia"), one's work ("nafanya kazi", "nimeacha job", "nimepata job
mpya"), a change ("siku hizi", "sasa", "mpya", "nimebadilisha", "tangu"), one's medicine and its
dose ("natumia", "dawa", "mara mbili kwa siku"), one's family ("mathe" mum, "mbuyu" and "buda"
dad, "dem wangu" my girlfriend, "bibi yangu" my wife, "mtoi" child, "shosh" grandma), one's
secrets told with "ni" ("PIN yangu ya M-Pesa ni 5830") and the wishes said no to
("usikumbuke", "usiseme", "tusiongee kuhusu", "sahau"). Its words to the listener ("manze",
"msee", "niaje", "bana") are read as nothing. A Kenyan's English with a few Swahili words in it
("asante", "sawa", "mama", "matatu") is no Sheng and is read as it was. Each reading replaces
one stretch of the text, so a span read in the English can be found again in what was said
(:func:`readings`). The memory keeps the person's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .patterns import lazy_compile
from .roman import read_with

__all__ = ["english", "readings", "reads_sheng", "reads_words"]

# Swahili's and Sheng's words that English, the Pidgins and India's languages typed in Latin
# letters do not have: whose ("yangu" my, "wangu", "changu", "langu", "yetu" our), who
# ("mimi", "sisi", "yeye"), "is" as Nairobi says it ("ni", "ako", "iko", "niko", "tuko"), the
# verbs told with who and when in front ("naishi", "nimehama", "tumehamia", "nimeacha"), time
# ("siku hizi" these days, "sasa" now, "jana" yesterday, "tangu" since), the wishes ("usikumbuke",
# "usiseme", "tusiongee") and Sheng's own words ("keja" house, "mathe" mum, "mbuyu" dad, "doh"
# money, "manze", "msee", "niaje").
_STRONG = frozenset(
    """
    yangu wangu changu langu yetu wetu yake wake mimi sisi yeye ako iko niko tuko wako
    naishi tunaishi anaishi nimehama tumehama amehama nimehamia tumehamia amehamia wamehamia
    nafanya tunafanya anafanya nimeacha tumeacha ameacha nimepata tumepata amepata nimeanza
    ameanza tumeanza nimebadilisha amebadilisha tumebadilisha natumia anatumia tunatumia
    usikumbuke usiseme tusiongee usiniongelee sahau kuhusu chochote siku hizi tangu mpya
    keja mathe mbuyu manze msee niaje nina tuna ana hii hiyo ile kwa sana kabisa pamoja jana
    leo wiki mwezi miaka mara mbili tatu wawili watatu watoto watoi mtoi shosh beshte
    nimefungua nitakuwa nasoma anasoma tuliachana sahii yuko namba nimehamia nimenunua maze
    hulipa dadangu msupa dakitari ameniambia tumemhamisha ameamua nimejiunga tulikuwa
    nilienda alisema amesema nimeirenew inaexpire daktari dawa tembe nikumbushe iweke
    nikisahau poa noma bana aki unajua nini tafadhali sikuli siwezi hunicheka ananicheka
    amenipandisha ananilipia ndio pekee zamani imekufa tumeswitch tumeiacha sitaki
    kukumbushwa hatuongei angetimiza tumepanga harusi alinipea nadaka kazi hapa pale stage
    boda shags shamba chai buda deni simu bado inaniharass wananipigia hadi naanza kama
    kuliko mwingine ilikuwa imekuwa
    """.split()
)
# … of which these are Swahili's and Sheng's alone: one of them, beside two others of
# :data:`_STRONG`, tells the text is theirs ("kwa", "ana", "hii", "mara" and "tuna" are words of
# other languages too; "mimi" a name).
_OWN = frozenset(
    """
    yangu wangu changu langu yetu niko tuko naishi tunaishi anaishi nimehama tumehama
    nimehamia tumehamia nafanya nimeacha nimepata nimeanza ameanza nimebadilisha natumia
    anatumia usikumbuke usiseme tusiongee usiniongelee chochote kuhusu siku hizi keja mathe
    mbuyu niaje manze msee watoto watoi sahii yuko namba hulipa dadangu msupa dakitari mtoi
    shosh beshte nimefungua nitakuwa nasoma tuliachana nilienda amesema nimeirenew inaexpire
    daktari nikumbushe iweke tafadhali sikuli siwezi hunicheka ananicheka amenipandisha
    ananilipia ndio pekee zamani imekufa tumeswitch tumeiacha sitaki hatuongei angetimiza
    alinipea nadaka inaniharass wananipigia naanza kuliko ilikuwa imekuwa
    nilikuwa kifungua mimba usiilete kutoka sahau
    """.split()
)
# … of which these tell it alone: a verb told with who and when in front ("naishi Buruburu",
# "nimehama", "tumehamia Rongai") and the wishes said no to.
_ALONE = frozenset(
    """
    naishi tunaishi anaishi nimehama tumehama nimehamia tumehamia amehamia nafanya nimeacha
    nimepata nimeanza nimebadilisha natumia usikumbuke usiseme tusiongee usiniongelee
    nimefungua tuliachana nimeirenew inaexpire nimenunua tumemhamisha ameamua nimejiunga
    """.split()
)
# … and "yangu" (my) with "ni" (is): "Clinic yangu ni Mbagathi", "namba yangu ni …".
_MINE = frozenset(("yangu", "wangu", "changu", "langu", "yetu"))
_WORD = re.compile(r"[^\W\d_]+")


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in Sheng or
    Swahili at least in part: two of Swahili's own words (:data:`_OWN`, and its verbs told with
    who and when in front, :data:`_FORMS`), one with two more of its words (:data:`_STRONG`),
    one that tells it alone (:data:`_ALONE`), or "yangu" (my) with "ni" (is)."""
    own = (said & _OWN) | {w for w in said if len(w) >= 6 and w in _FORMS}
    return (
        len(own) >= 2
        or (len(own) == 1 and len((said & _STRONG) | own) >= 3)
        or not said.isdisjoint(_ALONE)
        or (not own.isdisjoint(_MINE) and "ni" in said)
    )


@lru_cache(maxsize=4096)
def reads_sheng(text: str) -> bool:
    """Whether ``text`` is written in Sheng or Swahili at least in part (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


def _opening(*words: str) -> str:
    """A pattern for any of ``words`` (a word, or words apart by spaces) where a word starts
    and ends, the longest first. One look behind for them all: with one of its own after each
    of the verbs' ten thousand forms, the readings took two seconds and 70 MB to compile, which
    every process paid at its start."""
    alts = []
    for said in sorted(words, key=len, reverse=True):
        first, *rest = (re.escape(w) for w in said.split())
        alts.append(first + "".join(rf"\s+{w}" for w in rest))
    return r"(?<![\w'’-])(?:" + "|".join(alts) + r")\b"


# Who does it, by the first letters of its verb, and when: "na" (I, now), "nime" (I have),
# "nili" (I did), "nita" (I will); "tuna", "tume", "tuli", "tuta" (we); "ana", "ame", "ali",
# "ata" (he or she); "wana", "wame", "wali", "wata" (they).
_WHO = {"ni": "I", "tu": "we", "a": "she", "wa": "they", "u": "you", "i": "it"}
_WHEN = ("na", "me", "li", "ta", "mesha")
# The verbs read, by their stem: what one does now, and what one did.
_VERBS = {
    "ishi": ("live", "lived"), "kaa": ("live", "lived"), "hamia": ("move to", "moved to"),
    "hama": ("move out of", "moved out of"), "acha": ("quit", "quit"),
    "pata": ("get", "got"), "anza": ("start", "started"), "tumia": ("take", "took"),
    "soma": ("study", "studied"), "badilisha": ("change", "changed"),
    "fungua": ("open", "opened"), "switch": ("switch to", "switched to"),
    "work": ("work", "worked"), "fanya kazi": ("work", "worked"), "fanya": ("do", "did"),
    "enda": ("go to", "went to"), "penda": ("like", "liked"), "lipa": ("pay", "paid"),
    "renew": ("renew", "renewed"), "join": ("join", "joined"), "oa": ("marry", "married"),
    "olewa": ("marry", "married"), "zaliwa": ("be born", "was born"),
    "chukua": ("take", "took"), "nunua": ("buy", "bought"), "uza": ("sell", "sold"),
    "hamisha": ("move", "moved"), "maliza": ("finish", "finished"),
    "poteza": ("lose", "lost"), "weka": ("put", "put"), "cut": ("cut", "cut"),
    "expire": ("expire", "expired"), "meet": ("meet", "met"), "sema": ("say", "said"),
    "pandisha": ("raise", "raised"), "ongeza": ("raise", "raised"),
    "punguza": ("lower", "lowered"), "nywa": ("drink", "drank"), "kunywa": ("drink", "drank"),
    "cheza": ("play", "played"), "hitaji": ("need", "needed"), "pea": ("give", "gave"),
    "cheka": ("laugh at", "laughed at"), "amua": ("decide", "decided"),
    "jiunga": ("join", "joined"), "sahau": ("forget", "forgot"), "ambia": ("tell", "told"),
    "kaa na": ("live with", "lived with"), "fungwa": ("be jailed", "was jailed"),
    "achiliwa": ("be released", "was released"), "hamishia": ("move to", "moved to"),
}  # fmt: skip
# What is done to me, to it or to him between who and the verb ("amenipandisha", "nimeirenew").
_TO = {"ni": "me", "i": "it", "ki": "it", "li": "it", "m": "him", "mu": "him", "tu": "us"}


# What is read only as one's own deed ("nimejiunga na …": I joined …), never another's ("msomaji
# amejiunga na mpango …", a message's reader joined a scheme: no one's employer).
_OWN_DEEDS = frozenset(("jiunga",))


def _habits() -> dict[str, tuple[str, str, str, str]]:
    """Each verb of :data:`_VERBS` as what one does by habit ("hulipa": pays, as a rule), with
    no who in front."""
    return {
        "hu" + stem: ("a", "na", "", stem)
        for stem in _VERBS
        if " " not in stem and stem not in _OWN_DEEDS
    }


def _forms() -> dict[str, tuple[str, str, str, str]]:
    """Each verb of :data:`_VERBS` as typed with who, when and to whom in front: its who, its
    when, its to whom and its stem."""
    forms: dict[str, tuple[str, str, str, str]] = {}
    for stem in _VERBS:
        first, _, rest = stem.partition(" ")
        for who in _WHO:
            for when in _WHEN:
                for to in ("", *_TO):
                    if stem in _OWN_DEEDS and who not in ("ni", "tu"):
                        continue
                    if who == "ni" and when == "na":
                        heads = ["na", "nina"]  # "naishi" as Nairobi says "ninaishi"
                    elif who == "i" and when != "na":
                        continue
                    else:
                        heads = [who + when]
                    for head in heads:
                        word = head + to + first
                        forms[word + (" " + rest if rest else "")] = (who, when, to, stem)
    return forms


_FORMS = {**_habits(), **_forms()}
# (a form that is a word of its own in English or Sheng is not read as a verb: "ana" a name,
# "tuma" send)
for _word in ("ana", "nala", "ala", "wala", "tula", "ila", "ula", "ama", "alima"):
    _FORMS.pop(_word, None)


# Words that open a clause, after which a verb's who is told ("anyway ameanza …": she has
# started); after any other word, that word is who ("daktari amenipandisha dose": the doctor).
_OPENERS = frozenset(
    """
    anyway haha lol so but and then na lakini halafu pia also btw sasa sahii leo jana juzi
    yaani kwanza ata hata eh aki manze bana wueh maze hi now today yesterday finally
    """.split()
)


def _third(verb: str) -> str:
    """``verb`` (and what follows it) as one other than I, we, you or they does it."""
    head, _, tail = verb.partition(" ")
    if head == "be":
        head = "is"
    elif head.endswith(("o", "sh", "ch", "s", "x")):
        head += "es"
    elif head.endswith("y") and head[-2:-1] not in "aeiou":
        head = head[:-1] + "ies"
    else:
        head += "s"
    return f"{head} {tail}".rstrip()


def _doer(match: re.Match[str], who: str) -> str:
    """Who does what ``match`` tells: I, we, you (who "mimi" or "sisi" before it names too);
    for one other, "he" or "she" where a clause opens, nothing after one named ("daktari
    amenipandisha dose": the doctor raised …)."""
    if match.group("verb_who"):
        return {"mimi": "I", "sisi": "we", "yeye": "she"}[match.group("verb_who").casefold()]
    if who not in ("a", "wa"):
        return _WHO[who]
    before = _WORD.findall(re.split(r"[,.;:!?\n]", match.string[: match.start()])[-1])
    if before and before[-1].casefold() not in _OPENERS:
        return ""
    if who == "wa":
        return "they"
    men = r"\b(?:mbuyu|buda|baba|bro|brother|dad|mzee|doc|daktari|dakitari|jamaa|kevo)\b"
    return "he" if re.search(men, match.string[: match.start()], re.IGNORECASE) else "she"


def _verb(match: re.Match[str]) -> str:
    """A verb of :data:`_FORMS` in English: who, the verb in its time, and to whom."""
    said = re.sub(r"\s+", " ", match.group("verb").casefold())
    who, when, to, stem = _FORMS[said]
    now, then = _VERBS[stem]
    doer = _doer(match, who)
    one = doer in ("she", "he", "it", "") and who not in ("tu", "wa") and doer != "I"
    if when == "na":
        verb = _third(now) if one else now
    elif when == "ta":
        verb = f"will {now}"
    elif when == "mesha":
        verb = f"already {then}"
    else:
        verb = then
    if stem == "tumia" and not re.match(
        r"\s+[A-Za-z][\w-]*\s+\d+(?:\.\d+)?\s*(?:mg|mcg|ml)\b|\s+(?:dawa|tembe|ARVs?)\b",
        match.string[match.end() :],
    ):
        verb = verb.replace("take", "use").replace("took", "used")
    if to:
        obj = _TO[to]
        if stem in ("pandisha", "ongeza", "punguza", "badilisha"):
            verb += " my"  # "amenipandisha dose": raised my dose
        elif stem == "lipa":
            verb += " for me"
        elif obj == "it" and stem in ("acha", "renew", "cut", "switch"):
            verb = verb.replace(" to", "") + " it"
        elif stem in ("hamisha",) and obj == "him":
            verb += " him"
        else:
            verb = f"{verb} {obj}"
    return f"{doer} {verb}".strip()


# Family and one's own people, as Sheng names them.
_KIN = {
    "mathe": "mum", "mbuyu": "dad", "buda": "dad", "mzae": "dad", "shosh": "grandma",
    "mtoi": "child", "watoi": "children", "dem": "girlfriend", "bibi": "wife",
    "mume": "husband", "bro": "brother", "sis": "sister", "beshte": "best friend",
    "mabeshte": "friends", "msupa": "girlfriend", "chali": "boyfriend", "ex": "ex",
    "mama": "mum", "baba": "dad", "mtoto": "child", "watoto": "children",
    "dadangu": "sister", "kakangu": "brother", "mamangu": "mum", "babangu": "dad",
    "kifungua mimba": "firstborn", "mwenye nyumba": "landlord", "dakitari": "doctor",
    "daktari": "doctor",
}  # fmt: skip
# … of whom these are one's own with no word saying so ("mathe": my mum; "bibi": my wife).
_OWN_KIN = frozenset(
    "mathe mbuyu buda mzae shosh mtoi watoi bibi bro dadangu kakangu mamangu babangu".split()
) | {"kifungua mimba"}
# Things one owns, as Sheng and Swahili name them (and English's, said before "yangu").
_THINGS = {
    "keja": "house", "nyumba": "house", "simu": "phone", "namba": "number", "gari": "car",
    "kazi": "job", "dawa": "medicine", "shamba": "farm", "goti": "knee", "deni": "debt",
    "madeni": "debts", "rafiki": "friend", "mbwa": "dog", "kadi": "card", "shule": "school",
    "pombe": "drinking", "boda": "motorbike",
}  # fmt: skip
# Whose ("yangu" my), after what is owned.
_WHOSE = {"yangu": "my", "wangu": "my", "changu": "my", "langu": "my", "zangu": "my",
          "yetu": "our", "wetu": "our", "yake": "their", "wake": "their"}  # fmt: skip
# Numbers as Swahili counts them.
_COUNT = {"moja": "one", "mmoja": "one", "mbili": "two", "wawili": "two", "tatu": "three",
          "watatu": "three", "nne": "four", "wanne": "four", "tano": "five", "watano": "five",
          "sita": "six", "saba": "seven", "nane": "eight", "tisa": "nine",
          "kumi": "ten"}  # fmt: skip
# Words read alone as English's.
_GLOSS = {
    "siku hizi": "these days", "sasa hivi": "right now", "sasa": "now", "sahii": "now",
    "saa hii": "now", "jana": "yesterday", "leo": "today", "tangu": "since", "mpya": "new",
    "zamani": "old", "kabisa": "at all", "kila siku": "every day",
    "kila asubuhi": "every morning", "kila wiki": "every week", "kila mwezi": "every month",
    "mwezi jana": "last month", "mwezi uliopita": "last month", "wiki jana": "last week",
    "wiki iliyopita": "last week", "mwaka jana": "last year",
    "mara mbili kwa siku": "twice a day", "mara moja kwa siku": "once a day",
    "mara tatu kwa siku": "three times a day", "asubuhi na jioni": "morning and evening",
    "kwa siku": "a day", "kwa mwezi": "a month", "kwa wiki": "a week",
    "juu ya": "because of", "kuhusu": "about", "pamoja": "together", "pekee": "only",
    "hapa": "here in", "pale": "at", "huko": "in", "karibu na": "near", "baada ya": "after",
    "kabla ya": "before", "kutoka": "from", "nina": "I have", "tuna": "we have",
    "niko na": "I have", "tuko na": "we have", "ako na": "has", "iko na": "has",
    "yuko na": "has", "ana": "has", "nimekuwa na": "I have had",
    "tuko pamoja": "we have been together", "sisi": "we", "ndio": "is",
    "tena": "again", "tafadhali": "please", "sana": "a lot", "bado": "still",
    "mpaka": "until", "hadi": "even", "kama": "as a", "shags": "upcountry", "doh": "money",
    "mbao": "pay", "hosi": "hospital", "ameoa": "got married", "ameolewa": "got married",
    "tuliachana": "we broke up", "niliachana": "I broke up",
    "tulikuwa tumepanga": "we had planned", "tumepanga": "we have planned",
    "angetimiza": "would have turned", "harusi": "a wedding", "sikuli": "I don't eat",
    "hatuli": "we don't eat", "sili": "I don't eat", "nyama": "meat", "kuku": "chicken",
    "samaki": "fish", "shamba ya chai": "a tea farm", "nitakuwa": "I will be",
    "tutakuwa": "we will be", "nikiweka": "putting", "tukiweka": "putting",
    "nikiitumia": "using it", "kununua": "to buy", "vitu": "things", "kila": "every",
    "ni yeye": "it is the one who", "hiyo": "that", "hii": "this", "ile": "the", "yule": "that",
    "hawa": "", "wale": "those", "wote": "all", "baadaye": "later",
    "lakini": "but", "pia": "also", "tu": "just", "hakuna": "no", "sitaki": "I don't want",
    "nimeacha kabisa": "I have quit", "kitu kidogo": "a bribe", "mwisho wa mwezi":
    "the end of the month", "kila mwisho wa mwezi": "at the end of every month",
    "pombe": "drinking", "kunywa": "drinking", "nakunywa": "I drink", "nilikuwa": "I was",
    "ilikuwa": "was", "deni": "debt", "madeni": "debts", "nilikuwa nakunywa": "I used to drink",
    # (a clause of its own after what is told: "namba yangu ni … kama utahitaji …")
    "kama utahitaji": ", in case you need", "zile za": ", one of the",
    "tumemhamisha shule": "we changed his school", "amehamisha shule": "changed school",
    "tunakaa": "we live in", "hatuongei": "we don't talk", "hatuongeleshani": "we don't talk",
    "kukumbushwa": "to be reminded", "vibaya": "badly", "inanistress": "it stresses me",
    "mpya ni": "the new one is", "ile ya zamani": "the old one",
    "imekufa": "is dead", "zile": "the", "story ya": "the story of", "hiyo story ya":
    "the story of", "ile story ya": "the story of",
}  # fmt: skip
# Words to the listener and of feeling, read as nothing.
_NOTHING = ("manze", "msee", "bana", "aki", "wueh", "kumbe", "maze", "nkt", "eh bana",
            "unajua nini", "story ni hii", "btw")  # fmt: skip

# The wishes said no to: "usikumbuke" (don't remember), "usiseme" (don't say), "tusiongee
# kuhusu" (let's not talk about), "usiniongelee kuhusu" (don't talk to me about), "sahau"
# (forget), "usiilete tena" (don't bring it up again).
_WISHES = {
    "usikumbuke": "don't remember", "usinikumbushe": "never mention", "usiseme": "never mention",
    "usitaje": "never mention", "tusiongee": "don't talk", "usiongee": "don't talk",
    "usiniongelee": "never mention", "usiniambie": "never mention", "sahau": "forget",
    "sahau kuhusu": "forget about", "sahau kila kitu kuhusu": "forget everything about",
    "usilete": "never bring up", "usiilete": "never bring it up",
}  # fmt: skip


def _wish(match: re.Match[str]) -> str:
    """A wish said no to, in English's words for it ("usikumbuke chochote kuhusu …": don't
    remember anything about …)."""
    read = _WISHES[re.sub(r"\s+", " ", match.group("wish").casefold())]
    anything = " anything" if match.group("wish_any") else ""
    about = " about" if match.group("wish_about") and not read.endswith("about") else ""
    return f"{read}{anything}{about}"


def _owner(match: re.Match[str], whose: str) -> str:
    """Whose one of the family or a thing is: ``whose`` as said after it, else nothing after a
    word that owns it already ("my", "his")."""
    if whose:
        return _WHOSE[whose.casefold()]
    before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1:] or [""]
    return "" if before[0].casefold() in ("my", "our", "his", "her", "the", "a", "their") else "my"


def _kin(match: re.Match[str]) -> str:
    """One of the family: "my mum" for "mathe", "my girlfriend" for "dem wangu", "my new
    girlfriend" for "dem wangu mpya"; "bro" alone is one's brother, "dem" alone no one's."""
    word = re.sub(r"\s+", " ", match.group("kin").casefold())
    whose = match.group("kin_whose") or ""
    if not whose and word not in _OWN_KIN:
        return match.group(0) if word not in ("dakitari", "daktari") else "the doctor"
    owner = _owner(match, whose)
    new = "new" if match.group("kin_new") else ""
    return " ".join(w for w in (owner, new, _KIN[word]) if w)


def _own(match: re.Match[str]) -> str:
    """What one owns, said before whose it is: "keja yangu" my house, "Passport number yangu"
    my passport number, "number mpya" the new number, "job yangu pekee" my only job."""
    noun = " ".join(
        _THINGS.get(w.casefold(), w)
        for w in (match.group("own_of"), match.group("own_pre"), match.group("own"))
        if w
    )
    owner = _owner(match, match.group("own_whose") or "") if match.group("own_whose") else ""
    if not owner and match.group("own_of") and not match.group("own_new"):
        owner = "the"
    new = re.sub(r"\s+", " ", (match.group("own_new") or "").casefold())
    adjective = {"mpya": "new", "ya zamani": "old", "pekee": "only"}.get(new, "")
    # ("namba mpya ni …": my new number is …; "ameanza dawa mpya": a new medicine)
    told = re.match(r"\s+ni\b", match.string[match.end() :]) is not None
    head = owner or ("the" if adjective != "new" else "my" if told else "a") if adjective else owner
    return " ".join(w for w in (head, adjective, noun) if w)


def _count(match: re.Match[str]) -> str:
    """A number after what is counted: "watoto wawili" two children, "miaka tatu" three years."""
    counted = match.group("counted").casefold()
    what = {"watoto": "children", "watoi": "children", "miaka": "years", "miezi": "months",
            "wiki": "weeks", "siku": "days"}[counted]  # fmt: skip
    mine = "my " if match.group("count_whose") else ""
    number = _COUNT[match.group("count").casefold()]
    if counted not in ("watoto", "watoi"):
        return f"for {number} {what}"
    # ("watoto wawili Brian na Mercy": two children, Brian and Mercy)
    named = match.string[match.end() : match.end() + 2].strip()[:1].isupper()
    return f"{mine}{number} {what}{',' if named else ''}"


def _where(match: re.Match[str]) -> str:
    """ "niko", "tuko", "ako", "yuko", "iko": where one is ("tuko Buru Phase 5": we are in …),
    or how ("niko HIV positive": I am …)."""
    who = {"niko": "I am", "tuko": "we are", "ako": "is", "yuko": "is", "iko": "is",
           "wako": "are"}[match.group("where").casefold()]  # fmt: skip
    home = re.search(r"\b(?:keja|nyumba|rent|mtaa|bibi|watoto|watoi|mabati)\b", match.string, re.I)
    if who in ("I am", "we are") and home and match.string[match.end() :].lstrip()[:1].isupper():
        return "I live in" if who == "I am" else "we live in"  # "tuko Ruiru … mimi na bibi"
    if who == "is":
        before = _WORD.findall(re.split(r"[,.;:!?\n]", match.string[: match.start()])[-1])
        if not before or before[-1].casefold() in _OPENERS:
            who = "she is"
    after = match.string[match.end() :].lstrip()
    placed = (
        after[:1].isupper()
        or after[:1].isdigit()
        or re.match(
            r"(?:first|second|third|fourth|fifth|final|class|grade|form|primary)\b", after, re.I
        )
    )
    return f"{who} in" if placed and not re.match(r"(?-i:[A-Z]{2,})\b", after) else who


def _and(match: re.Match[str]) -> str:
    """ "na": "at" between a trade and where one plies it ("sales rep na Twiga Foods"), "with"
    after a verb of living ("naishi Kitengela na bibi"), "and" otherwise."""
    before = re.split(r"[,.;:!?\n]", match.string[: match.start()])[-1].casefold()
    after = match.string[match.end() :].lstrip()
    if after[:1].isupper() and re.search(r"\b(?:kama|ni|as a|am)\s+[a-z]", before):
        return "at"
    return "and"


def _i_and(match: re.Match[str]) -> str:
    """ "mimi" before "na": "I" opening a clause ("mimi na Wanjiku tuliachana"), "with" after
    what is told of where one lives ("tunaishi Kitengela mimi na bibi": … with my wife)."""
    before = _WORD.findall(re.split(r"[,.;:!?\n]", match.string[: match.start()])[-1])
    if before and before[-1].casefold() not in _OPENERS:
        return "with"
    return "I and"


def _at(match: re.Match[str]) -> str:
    """ "kwa": "at"; ", into" before a home ("tumehamia Rongai kwa nyumba yetu": we moved to
    Rongai, into our house)."""
    if re.match(r"\s+(?:nyumba|keja)\b", match.string[match.end() :], re.IGNORECASE):
        return ", into"
    return "at"


def _gloss(match: re.Match[str]) -> str:
    """A word of :data:`_GLOSS` in English ("pale" before a place named: "in")."""
    said = re.sub(r"\s+", " ", match.group("gloss").casefold())
    if said == "pale" and match.string[match.end() : match.end() + 2].strip()[:1].isupper():
        return "in"
    return _GLOSS[said]


# What one owns, by English's or Sheng's name for it, before whose it is ("keja yangu", "PIN
# yangu", "number mpya").
_OWNED = (
    *_THINGS,
    *"""
    job jobo hustle number pin password email passport line account card wallet phone house
    home car bike plot shop business salary rent surgery operation loan wifi internet clinic
    hospital doctor school campus course hostel birthday boss landlord savings chama fees
    office dose medicine inhaler allergy diet name address stall kibanda base
    """.split(),
)
_WHOSE_WORDS = "|".join(_WHOSE)
# What a thing is of, named after "ya": a name ("PIN ya M-Pesa", "loan ya Tala", "kadi ya
# Equity"), and M-Pesa as typed in lower case.
_OF = r"(?-i:[A-Z])[\w'’-]*+(?:\s+(?-i:[A-Z])[\w'’-]*+)?+(?!\s+(?:ya|wa)\b)|m-?pesa\b"
_READINGS = {
    # "Sasa msee," "Niaje boss": a greeting; "niaje" alone too
    "greeting": rf"{_opening('sasa', 'niaje', 'mambo')}\s+(?:msee|boss|bro|buda|mse|mzee|wasee"
    rf"|manze)\b(?:\s*[,!])?|{_opening('niaje')}(?:\s*[,!])?",
    # the wishes: "usikumbuke chochote kuhusu ex wangu Kevo", "tusiongee kuhusu …"
    "wish": rf"(?P<wish>{_opening(*_WISHES)})(?P<wish_any>\s+chochote)?"
    r"(?P<wish_about>\s+kuhusu\b|(?:\s+(?:hiyo|ile))?\s+story\s+(?:ya|za)\b)?",
    # one's ex, told by what happened: "yule jamaa tuliachana naye", "msupa wa zamani"
    "ex": rf"{_opening('yule', 'huyo')}\s+(?:jamaa|msee|dem|mrembo|mtu|boy|chali|msupa|manzi)"
    r"\s+(?:(?:tuliachana|niliachana)\s+naye|wa\s+zamani)\b"
    rf"|{_opening('msupa', 'dem', 'chali', 'manzi')}\s+wa\s+zamani\b",
    # "mimi ni": I am
    "i_am": rf"{_opening('mimi')}\s+ni\b",
    # "mimi na bibi": my wife and I
    "i_and": rf"{_opening('mimi')}\s+na\b",
    # Swahili's words read as English's: "siku hizi", "sasa", "mara mbili kwa siku"
    "gloss": rf"(?P<gloss>{_opening(*_GLOSS)})",
    # a verb with who and when in front: "nimehama", "naishi", "amenipandisha"; "mimi naishi"
    "verb": rf"(?:(?P<verb_who>{_opening('mimi', 'sisi')})\s+)?(?P<verb>{_opening(*_FORMS)})",
    # a number after what is counted: "watoto wawili", "miaka tatu", "watoto wangu watatu"
    "counted_n": rf"(?P<counted>{_opening('watoto', 'watoi', 'miaka', 'miezi', 'wiki', 'siku')})"
    rf"(?:\s+(?P<count_whose>{_opening('wangu', 'yangu')}))?\s+(?P<count>{_opening(*_COUNT)})",
    # one of the family: "mathe", "dem wangu", "bibi yangu", "dem wangu mpya"
    "kin_said": rf"(?P<kin>{_opening(*_KIN)})(?:\s+(?P<kin_whose>{_opening(*_WHOSE)}))?"
    r"(?:\s+(?P<kin_new>mpya)\b)?",
    # what one owns, new or old: "keja yangu", "Passport number yangu", "number mpya"
    "owned": rf"(?:(?P<own_pre>{_opening(*_OWNED)})\s+)?(?P<own>{_opening(*_OWNED)})"
    rf"(?=\s+(?:{_WHOSE_WORDS}|mpya|ya\s+zamani|pekee|ya\s+(?:{_OF})))"
    rf"(?:\s+(?P<own_whose>{_opening(*_WHOSE)}))?(?:\s+(?P<own_new>mpya|ya\s+zamani|pekee)\b)?"
    rf"(?:\s+ya\s+(?P<own_of>{_OF}))?",
    # one's job, of a kind, where it is: "job ya customer care Safaricom call centre"
    "job_at": rf"{_opening('job', 'kazi')}\s+ya\s+"
    r"(?P<field>(?:(?!(?:hapa|pale|huko|kwa|na|ya)\b)[a-z]+\s+){1,3}?)(?=(?-i:[A-Z]))",
    # where one is: "niko third year", "tuko Buru Phase 5", "ako Mombasa"
    "where_is": rf"(?P<where>{_opening('niko', 'tuko', 'ako', 'yuko', 'iko', 'wako')})",
    # words to the listener: nothing
    "nothing": rf"{_opening(*_NOTHING)}\s*[,!]?\s*",
    # "ni" before a medicine's dose: "I take" ("siku hizi ni metformin 1000mg")
    "dose_is": rf"{_opening('ni')}(?=\s+[A-Za-z][\w-]*\s+\d+(?:\.\d+)?\s*(?:mg|mcg|ml)\b)",
    # "ni": is ("keja yangu ni one bedroom")
    "is": rf"{_opening('ni')}",
    # "ya" after what one owns: "of" ("PIN ya M-Pesa", "job ya call centre")
    "of": rf"{_opening('ya', 'wa', 'za', 'cha')}",
    # "na" between two: "and", "at" after a trade
    "and": rf"{_opening('na')}",
    "at": rf"{_opening('kwa')}",
}


def _reading(match: re.Match[str]) -> str:
    """One stretch of Sheng (:data:`_READINGS`), in English."""
    name = (match.lastgroup or "")[2:]
    return _READERS[name](match)


_READERS = {
    "greeting": lambda match: "hi,", "wish": _wish, "ex": lambda match: "my ex", "verb": _verb,
    "i_am": lambda match: "I am", "i_and": _i_and, "counted_n": _count,
    "gloss": _gloss, "kin_said": _kin, "owned": _own, "where_is": _where,
    "job_at": lambda match: f"a {match.group('field').strip()} job at ",
    "nothing": lambda match: "", "dose_is": lambda match: "I take", "is": lambda match: "is",
    "of": lambda match: "of", "and": _and, "at": _at,
}  # fmt: skip
# (compiled at the first text in Sheng: a process that reads none pays nothing for it)
_READ = lazy_compile(
    "|".join(f"(?P<r_{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)

# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_sheng, _READ, _reading)
