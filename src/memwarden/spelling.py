"""The person's spelling read as the standard words, for the door's reading only.

People type as they speak: "ma da wis diagnosed wi parkinsons", "dinnae remember anythin
aboot rory's nursery", "we flitted tae partick". The door's rules (what is a statement, what
is said no to, which slot a statement fills, which secret it tells) are written in standard
spelling, so each reads :func:`plain` of what was said; the memory keeps the person's own
words. The list is of Scots and northern spellings whose standard word is not in doubt, and
the dropped g of common verbs ("startin", "drivin'"); a spelling that is also a standard word
with another meaning is left alone ("wee", "ken", "canny", "yin"; "wi-fi", "ain't"), or read
only where it cannot be that word ("ma" is "my" before a word, not after "my"; "the morra" is
tomorrow). A hesitation said aloud, as voice typing writes it ("i live in uh amarillo"), is read
as nothing, and so are the particles Nigerian and Ghanaian English take from Pidgin where they
cannot be another word ("I dey work for Medplus sha", "… from Medplus o"); "na" between what it
says and a value is "is" ("my new number na 0802 …"); Pidgin's "no" opening a request is
"don't" ("Abeg no bring up Kunle again"), and its "don" before a verb "have" or "has" ("I don
finally sell that old Camry", "e don move me to …"). Jamaican is read by what surrounds its
words (:data:`_PATOIS`): "Mi drive a silver Axio", "wi deh a Catherine Hall now", "new number a
876-555-0247", "so him raise di amlodipine" are "I drive …", "we are at …", "… is …", "so he
raised the amlodipine"; a text in Spanish or Italian, whose "mi" and "di" are theirs, is left
alone. Irish English's "I'm after getting the loans officer job" is "I have just got …" (a
verb whose past is known), and Jamaican's "waan" is "want".
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["on_said", "plain"]

_WORDS = {
    # not, as "-nae"
    "cannae": "can't", "dinnae": "don't", "dinna": "don't", "didnae": "didn't",
    "wouldnae": "wouldn't", "couldnae": "couldn't", "shouldnae": "shouldn't", "isnae": "isn't",
    "wasnae": "wasn't", "wisnae": "wasn't", "doesnae": "doesn't", "havenae": "haven't",
    "havnae": "haven't", "huvnae": "haven't", "hasnae": "hasn't", "willnae": "won't",
    "wullnae": "won't", "arenae": "aren't", "urnae": "aren't", "mustnae": "mustn't",
    "gonnae": "going to", "wantae": "want to", "haftae": "have to", "hastae": "has to",
    # words
    "aboot": "about", "oot": "out", "roon": "round", "roond": "round", "doon": "down",
    "hoose": "house", "hooses": "houses", "noo": "now", "toon": "town", "heid": "head",
    "deid": "dead", "auld": "old", "cauld": "cold", "hame": "home", "fae": "from", "frae": "from",
    "intae": "into", "ontae": "onto", "aff": "off", "oan": "on", "ye": "you", "yer": "your",
    "youse": "you", "yous": "you", "masel": "myself", "masell": "myself", "oor": "our",
    "whit": "what", "wi": "with", "wis": "was",
    "efter": "after", "mair": "more", "nae": "no", "naw": "no", "hud": "had", "huv": "have",
    "dae": "do", "daein": "doing", "tellt": "told", "telt": "told", "gied": "gave",
    "maw": "mum", "da": "dad", "granda": "grandad", "wean": "child", "weans": "children",
    "bairn": "child", "bairns": "children", "anythin": "anything", "everythin": "everything",
    "somethin": "something", "nothin": "nothing", "tae": "to", "ain": "own",
    # a verb's dropped g
    "goin": "going", "doin": "doing", "comin": "coming", "gettin": "getting",
    "startin": "starting", "drivin": "driving", "workin": "working", "movin": "moving",
    "lookin": "looking", "thinkin": "thinking", "takin": "taking", "makin": "making",
    "sayin": "saying", "tryin": "trying", "stayin": "staying", "pickin": "picking",
    "havin": "having", "livin": "living", "runnin": "running", "playin": "playing",
    "leavin": "leaving", "talkin": "talking", "walkin": "walking", "feelin": "feeling",
    "keepin": "keeping", "tellin": "telling", "askin": "asking", "waitin": "waiting",
    "usin": "using", "payin": "paying", "sittin": "sitting", "plannin": "planning",
    "buyin": "buying", "sellin": "selling", "trainin": "training", "visitin": "visiting",
    "seein": "seeing", "bein": "being", "puttin": "putting", "headin": "heading",
    "cookin": "cooking", "teachin": "teaching", "learnin": "learning", "studyin": "studying",
    "savin": "saving", "drinkin": "drinking", "smokin": "smoking", "eatin": "eating",
    "babysittin": "babysitting", "rentin": "renting", "flittin": "moving", "flitted": "moved",
    "lovin": "loving", "hatin": "hating", "expectin": "expecting", "missin": "missing",
    # chat's short forms ("forget what i told u abt my therapist", "my lil bro", "freshman
    # yr"); not "bc" (British Columbia), "rn" (a nurse) nor "ur" (your or you're)
    "u": "you", "abt": "about", "bcuz": "because", "cuz": "because", "coz": "because",
    "tho": "though", "thru": "through", "lil": "little", "bro": "brother", "sis": "sister",
    "yr": "year", "yrs": "years", "tn": "tonight", "tmrw": "tomorrow", "tmr": "tomorrow",
    "ppl": "people", "smth": "something", "plz": "please",
    # Nigerian English's words from Pidgin ("abeg keep it for me", "that 350 wey I borrow")
    "abeg": "please", "wey": "that",
    # Jamaican's ("di likkle pickney", "mi haffi go branch", "pon text"; "mi", "fi", "deh" and
    # "nuh" below)
    "likkle": "little", "pickney": "child", "yuh": "you", "haffi": "have to", "cyaan": "can't",
    "pon": "on", "wid": "with", "neva": "never", "tek": "take", "mek": "make", "seh": "said",
    "bredda": "brother", "yaad": "home", "dat": "that", "inna": "in", "figet": "forget",
    "waan": "want",
    # Geordie's ("divvent bring Ronnie up", "I divvent knaa", "gan yem", "nowt", "summat")
    "divvent": "don't", "divvn't": "don't", "dinnet": "don't", "cannet": "can't",
    "couldnet": "couldn't", "wouldnet": "wouldn't", "didnet": "didn't", "knaa": "know",
    "knaw": "know", "gan": "go", "gans": "goes", "gannin": "going", "yem": "home",
    "hyem": "home", "nowt": "nothing", "owt": "anything", "summat": "something",
    # … and the pit villages' ("ah nivvor telt neebody", "ah cannit taak aboot it", "ower high")
    "nivvor": "never", "nivver": "never", "neebody": "nobody", "naebody": "nobody",
    "taak": "talk", "taakin": "talking", "cannit": "can't", "ower": "over", "tomorra": "tomorrow",
    "mornin": "morning",
    # a common misspelling ("his company has transfered him from Tema to Takoradi port")
    "transfered": "transferred", "transfering": "transferring",
}  # fmt: skip
# Jamaican's "mi" is "I" before what one does ("mi drive a Honda Fit now", "mi still a take
# the metformin"), "my" before what one has ("mi NCB account", "mi husband"), and "me" after a
# verb or a word that asks for one ("send mi the code", "fi mi"); "wi" is "we" before what is
# done (Scots' "with" otherwise), "di" and "dis" "the" and "this", and "him" opening a clause
# "he"; "fi" is "to" before a verb and "for" before a person or a thing ("need fi remind mi",
# "fi a new one"); "deh" is "am", "are" or "is" after who is there ("we deh in Portmore now");
# "nuh" before a verb is "don't" ("nuh mention him"), and nothing closing what is said
# ("remember it fi mi nuh"); "a" is "is" before a value, "at" after "deh", "in" after "live",
# "of" after "out"; a change told in the base form after "just", "finally", "him" or a name is
# in the past. A text in Spanish or Italian, whose "mi" is theirs, is left alone.
_PATOIS = (
    r"(?<![\w'’-])(?<!\d\s)(?:mi|fi|deh|nuh|wi|di|dis)(?![\w'’-])"
    # "him" opening a clause is "he" ("so him raise di amlodipine")
    r"|(?:^|(?<=[,.;!?]\s)|(?<=\bso\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bthen\s))him(?=\s+[a-z])"
    # "mi a take …" (I take), "mi a payroll clerk" (I am a), "mi is …" (I am)
    r"|(?<=\bmi\s)(?:a|is)(?=\s)|(?<=\bmi\sstill\s)a(?=\s)"
    # "a" as "is" before a value ("new number a 876-…", "answer a 'Anchovy Primary'"), as "at"
    # after "deh", "in" after "live", "of" after "out" ("wi deh a Catherine Hall", "move out a
    # Granville")
    r"|(?:"
    + "|".join(
        rf"(?<=\b{w}\s)"
        for w in "one number it dat that pin password passcode code answer name".split()
    )
    + r")a(?=\s+(?:\S*\d|['\"‘“]))|(?:(?<=\bdeh\s)|(?<=\blive\s)|(?<=\bout\s))a(?=\s+[A-Z])"
    # a change told in the base form: "NCB just send mi the code", "Dr. Henry raise the …"
    r"|(?<=\w\s)(?:raise|increase|lower|reduce|double|change|switch|send|sell|move|buy|trade"
    r"|transfer)"
    r"(?=\s+(?:the|di|mi|my|him|her|me|out|over|that|dat|our|am)\b)"
)
_PAST = {
    "raise": "raised", "increase": "increased", "lower": "lowered", "reduce": "reduced",
    "double": "doubled", "change": "changed", "switch": "switched", "send": "sent",
    "transfer": "transferred",
    "sell": "sold", "move": "moved", "buy": "bought", "trade": "traded",
}  # fmt: skip
_DOES = frozenset(
    """
    live stay drive work keep use go take tek have get need want like love know think throw draw
    grow bank pay sell sold buy bought move moved switch tell told start started leave left see
    call called send sent put forget remember try cook pass did do does was is am had has can
    cyaan haffi will would could should must nuh nah neva never still finally just already also
    always usually really soon a born grew married marry teach study play eat drink smoke feel
    hope wish plan save owe borrow lend rent build own got come came reach visit attend belong
    run walk ride catch check change quit retire retired join raise cut reduce sign book miss
    hate prefer mek seh say said hear heard find found lose lost give gave bring brought carry
    pick look watch read write wake sleep wear deh did dun affi gwine ago suh mussi
    """.split()
)
_NO_OWNER = frozenset(
    """
    the di a an and or but to fi for with wid on pon in at of from again too so if when that this
    it dem nuh yuh you him her them us me mi again ever now please seh
    """.split()
)
_NOT_JAMAICAN = frozenset(
    "es el la del que con los las una il che sono è ho mio mia yo por para pero muy est per non "
    "della delle degli".split()
)
_NEXT_WORD = re.compile(r"\s*([^\W\d_][\w'’]*|\S)?")
# "ma" is "my" before a word that it owns ("ma wife", "ma da"), not someone's mother ("my
# ma", "the ma", "ma and pa").
_MA = (
    r"(?<!\bmy\s)(?<!\bour\s)(?<!\bthe\s)(?<!\byour\s)(?<!\bhis\s)(?<!\bher\s)"
    r"\bma(?=\s+(?!an?d?\b|n\b|or\b)[a-z])"
)
# Days said the Scots way: "the morra" is tomorrow, "the noo" and "the now" are now; "the day"
# and "the night" are today and tonight only where a clause ends after them ("she's at the
# dentist the day, …"), not in "the day we met".
_DAYS = (
    r"\bthe\s+(?:morra|morn)\b|\bthe\s+(?:noo|now)\b"
    r"|\bthe\s+(?:day|night)(?=\s*(?:[,.!?;:)]|$|\s+(?:and|but|so|n|tho|though|lol|haha)\b))"
)
_DAY_WORDS = {"morra": "tomorrow", "morn": "tomorrow", "noo": "now", "now": "now",
              "day": "today", "night": "tonight"}  # fmt: skip
# "can ye no keep that": "can you not keep that" (not "you no longer", "you no problem").
_NO = (
    r"(?:(?<=\bye\s)|(?<=\byou\s))no(?=\s+(?!(?:longer|more|one|way|problems?|worries|idea|doubt"
    r"|need|chance|matter|good|bother)\b)[a-z])"
)
# A hesitation said aloud, as voice typing writes it ("i live in uh amarillo", "my cell is um
# eight oh six …"): read as nothing, with the comma or space after it.
_HESITATIONS = frozenset("uh uhh uhhh um umm ummm uhm uhmm er err erm errm hm hmm hmmm".split())
_HESITATION = r"\b(?:" + "|".join(sorted(_HESITATIONS, key=len, reverse=True)) + r")\b[,.…]*\s*"
# Nigerian English's particles from Pidgin, read as nothing: "sha" (though) after a word, "o"
# (or Ghana's "oo") at the end of what is said ("I have resigned from Medplus o, I joined …"; in
# lower case only, not the blood group "O"), and "dey" before a verb after the one who does it
# ("I dey work for Medplus", "my salary dey enter my account"; not "dey" for "they", opening
# what is said or after "and", "so" …, nor before a place named in capitals: "we now dey Magodo",
# which the slots read). "na" after what it says is, before what is: "my new
# number na 0802 …" (not "na wa", "na so", "na him", nor a closing "na").
_AFTER_A_WORD = (
    r"(?<=[^\W\d_])(?<!\band)(?<!\bbut)(?<!\bso)(?<!\bif)(?<!\bthat)(?<!\bwhen)(?<!\bthen)"
    r"(?<!\bcos)(?<!\bcoz)(?<!\bcuz)(?<!\bbecause)"
)
_PARTICLE = (
    r"(?<=[^\W\d_])\s+(?:(?-i:sha)\b|(?-i:oo?)(?=\s*(?:[,.!?;:]|$)))"
    rf"|{_AFTER_A_WORD}\s+(?-i:dey)(?=\s+(?-i:[a-z]))"
)
# Pidgin's "no" before a verb of telling, opening a request ("Abeg no bring up Kunle again",
# "make we no talk about the surgery again"): "don't" (not "no, bring it", "no mention of").
_PIDGIN_NO = (
    r"(?:(?<=^)|(?<=[.!?,;]\s)|(?<=\bplease\s)|(?<=\babeg\s))(?:make\s+(?:we|una|u|you)\s+)?"
    r"(?-i:no)(?=\s+(?:bring|mention|talk|remind|remember|keep|store|save|tell)\b)"
)
# Pidgin's "don" before a verb after who did it is "have" or "has" ("I don finally sell that old
# Camry", "e don move me to amlodipine 10mg"), and its "e" before "don" is "he" (not Don, the
# name, nor "don" typed for "don't" after another word).
_DONE = (
    r"\s+(?:finally\s+|just\s+)?(?:move|sell|buy|change|switch|raise|increase|transfer|pack"
    r"|start|finish|marry|get|give|comot|travel|retire|resign|born)\b"
)
_PIDGIN_DON = (
    r"(?:(?<=\bi\s)|(?<=\bwe\s)|(?<=\bdem\s)|(?<=\buna\s)|(?<=\byou\s)|(?<=\bthey\s)"
    rf"|(?P<has>(?<=\be\s)|(?<=\bhe\s)|(?<=\bshe\s)))(?-i:don)(?={_DONE})"
    rf"|(?<![\w'’-])(?P<pidgin_e>(?-i:e))(?=\s+don{_DONE})"
)
_NA = rf"{_AFTER_A_WORD}\s+(?-i:na)(?=\s+(?!(?:wa|so|him|her|dem|me|we|una|you|u)\b)[\w₦$£€+])"
# "Kindly" opening a request, as Kenyan, Nigerian and Indian English say "please" ("Kindly forget
# that matter of the money"; not "she kindly offered").
_KINDLY = (
    r"(?:^|(?<=[.!?,;]\s)|(?<=[.!?,;]))kindly(?=\s+(?:forget|stop|delete|remove|erase|wipe|drop"
    r"|don['’]?t|do\s+not|never|note|remember|keep|help|send|remind)\b)"
)
# Irish English's "after" and a verb's "-ing", said of what was just done: "I'm after getting
# the loans officer job" is "I have just got …", "she's after moving to Cobh" "she has just
# moved …" (only the verbs below, whose past is known).
_JUST_DONE = {
    "getting": "got", "moving": "moved", "starting": "started", "buying": "bought",
    "selling": "sold", "changing": "changed", "leaving": "left", "finishing": "finished",
    "taking": "taken", "joining": "joined", "booking": "booked", "telling": "told",
    "putting": "put", "losing": "lost", "signing": "signed", "handing": "handed",
    "giving": "given", "making": "made", "finding": "found", "retiring": "retired",
    "switching": "switched", "paying": "paid", "doing": "done", "landing": "landed",
    "passing": "passed", "having": "had", "breaking": "broken", "sending": "sent",
}  # fmt: skip
_AFTER_DOING = (
    r"\b(?P<after_who>i|we|you|they|he|she)(?:['’]m|['’]re|['’]s|\s+am|\s+are|\s+is)\s+after\s+"
    r"(?:just\s+)?(?P<after_verb>" + "|".join(_JUST_DONE) + r")\b"
)
# Geordie's "wor" is "our" ("wor Gary's a godsend": Gary, one of the family), "my" in "wor lass"
# (my wife); its "me" is "my" before someone or something one has
# ("me daughter", "me late brother", "me GP", "me tablets"; not "give me a call", "tell me
# more"); its "am" opening what is said is "I am" ("aye am on the metformin", "so am on 1000mg
# now"; not "so am I").
_WOR = r"\bwor\s+(?:lass(?:ie)?\b|(?=\S))"
_ME_OWNS = (
    r"(?:(?:late|first|eldest|youngest|oldest|little|big|old|own|poor|new|best)\s+)?(?:brother|sister"
    r"|son|daughter|mam|mum|ma|da|dad|wife|husband|lass|bairn|bairns|grandson|granddaughter"
    r"|grandbairns?|grandkids|grandchildren|nephew|niece|cousin|uncle|auntie|aunt|nan|nana"
    r"|only\s+(?:sister|brother|son|daughter|lass|lad)|middle\s+(?:lass|lad|one)|partner"
    r"|granda|grandad|gran|mate|mates|pal|pals|marra|neighbour|neighbours|lad|lads|gp|doctor"
    r"|tablets|pills|meds|medication|insulin|inhaler|card|pin|pension|bank|phone|mobile|car|van"
    r"|hoose|house|flat|back|knee|knees|neck|hip|heart|eyes|sugar|blood|chest|head|heed|feet"
    r"|legs|allotment|garden|dog|cat|bike|club|job|work|shift|birthday|name|address|number)s?"
)
_ME = rf"(?<![\w'’-])me(?=\s+{_ME_OWNS}\b)"
# … its "ah" is "I" before what one does or is ("ah got the 60 back", "ah'm sat", "ah divvent
# knaa"; not "ah, I see", "ah well"), and its "is" after a verb is "me" in a text that shows
# the dialect elsewhere ("Dr Patel's got is on amlodipine", "Steven telt is they've moved";
# not "what I was told is true")
_AH = (
    r"(?<![\w'’-])ah(?=['’](?:m|ve|d|ll)\b|\s+(?:got|get|go|gan|went|divvent|dinnet|cannit|cannet"
    r"|can|could|just|was|were|had|have|never|nivvor|said|telt|told|put|think|thought|know|knaa"
    r"|love|live|lived|work|worked|am|like|want|need|keep|take|took|use|bank|do|did|grow|still"
    r"|only|always|will|would|should|must|seen|saw|sat|lay|picked|tell|bought|sold|moved)\b)"
)
_IS_ME = (
    "(?:"
    + "|".join(
        rf"(?<=\b{verb}\s)"
        for verb in "got sent telt told walked gave give gives took takes put brought bought rang "
        "rings drove drives showed shows helps helped to wi with off for".split()
    )
    + r")is(?=\s+(?:on|a|an|the|back|home|yem|some|up|down|doon|off|out|oot|in|into|to|they|he|she"
    r"|since|for|wi|with|ower|round|roond|\d)\b)"
)
_ME_SAID = re.compile(_ME, re.IGNORECASE)
# What shows the north-east's dialect in a text: "is" is read as "me" only where it does (and
# only such a text, with "is" in it, is read for it at all: "is" is in nearly every text).
_NORTH_EAST_WORDS = frozenset(
    "wor divvent hinny gan gannin canny nowt owt yem telt noo oot doon aboot ower ah knaa cannit "
    "nivvor taak bairn bairns mam".split()
)
_NORTH_EAST = re.compile(r"\b(?:" + "|".join(sorted(_NORTH_EAST_WORDS)) + r")\b", re.IGNORECASE)
_AM_OPENING = (
    r"(?:^|(?<=[.!?,;]\s)|(?<=\baye\s)|(?<=\bso\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bnow\s)"
    r"|(?<=\bwell\s)|(?<=\bman\s)|(?<=\bpet\s))am(?=\s+(?:on|in|at|off|going|gannin|not|no"
    r"|still|just|now|back|finally|retired|married|moving|starting|feeling|getting|a|an|the"
    r"|only|up|down|wi|with)\b)"
)
_SAID = re.compile(
    rf"(?P<wor>{_WOR})|(?P<me>{_ME})|(?P<am>{_AM_OPENING})|(?P<ah>{_AH})|(?P<is_me>{_IS_ME})|"
    rf"(?P<after>{_AFTER_DOING})|(?P<kindly>{_KINDLY})|(?P<particle>{_PARTICLE})|(?P<na>{_NA})|(?P<patois>{_PATOIS})|"
    rf"(?P<pidgin_no>{_PIDGIN_NO})|(?P<pidgin_don>{_PIDGIN_DON})|"
    rf"(?P<hesitation>{_HESITATION})|"
    rf"(?P<ma>{_MA})|(?P<no>{_NO})|(?P<day>{_DAYS})|\b(?P<dropped>[a-z]{{2,}}in)['’](?!\w)"
    # (not inside "wi-fi" or "ain't"; "da's" is "dad's")
    rf"|\b(?P<word>{'|'.join(sorted(_WORDS, key=len, reverse=True))})\b(?!-\w)(?!['’](?!s\b)\w)",
    re.IGNORECASE,
)


def _standard(match: re.Match[str]) -> str:
    if match.group("wor") is not None:
        said = match.group(0)
        word = "my wife" if said.rstrip().casefold().endswith(("lass", "lassie")) else "our "
        return word.capitalize() if said[:1].isupper() else word
    if match.group("me") is not None:
        return "My" if match.group(0)[:1].isupper() else "my"
    if match.group("am") is not None:
        return "I am"
    if match.group("ah") is not None:
        return "I"
    if match.group("is_me") is not None:
        north_east = _NORTH_EAST.search(match.string) or _ME_SAID.search(match.string)
        return "me" if north_east else match.group(0)
    if match.group("after") is not None:
        who = match.group("after_who")
        has = "has" if who.casefold() in ("he", "she") else "have"
        return f"{who} {has} just {_JUST_DONE[match.group('after_verb').casefold()]}"
    if match.group("kindly") is not None:
        return "Please" if match.group(0)[0].isupper() else "please"
    if match.group("particle") is not None:
        return ""
    if match.group("na") is not None:
        return " is"
    if match.group("pidgin_no") is not None:
        return "don't"
    if match.group("pidgin_don") is not None:
        if match.group("pidgin_e") is not None:
            return "he"
        return "has" if match.group("has") is not None else "have"
    if match.group("patois") is not None:
        return _patois(match)
    if match.group("hesitation") is not None:
        word = match.group("hesitation").rstrip(",.… \t\n")
        return match.group(0) if word.isupper() and len(word) > 1 else ""  # "ER nurse": a ward
    said = match.group(0)
    if said[:1].isupper():
        before = match.string[: match.start()].rstrip()
        if before and before[-1] not in ".!?\n\"'“‘(":
            return said  # a capital inside a sentence: a name ("Da Nang")
        if match.string[match.end() :].lstrip()[:1].isupper():
            return said  # before another capital: a name too ("Tae Kwon Do")
    if match.group("ma") is not None:
        word = "my"
    elif match.group("no") is not None:
        word = "not"
    elif match.group("day") is not None:
        word = _DAY_WORDS[said.split()[-1].casefold()]
    elif match.group("dropped") is not None:
        word = match.group("dropped") + "g"
    else:
        word = _WORDS[said.casefold()]
    return word.capitalize() if said[:1].isupper() else word


def _patois(match: re.Match[str]) -> str:
    """One of Jamaican's words of :data:`_PATOIS` read in what surrounds it."""
    said, text = match.group(0), match.string
    if (said.isupper() and len(said) > 1) or _in_spanish_or_italian(text):
        return said  # "MI" (Michigan); "mi PIN del banco es …"
    after = _NEXT_WORD.match(text, match.end()).group(1) or ""
    nxt = after.casefold()
    before = text[: match.start()].split()
    prev = before[-1].casefold().strip(",.!?;:") if before else ""
    word = said.casefold()
    if word in _PAST:
        # past after "just", "finally", "already" or a name ("Dr. Henry raise the metformin")
        told = prev in {"just", "finally", "already", "did", "him", "she", "dem", "don"} or (
            before[-1][:1].isupper()
            and len(before) > 1
            and (before[-2][-1:] not in ".!?" or before[-2].casefold() in _TITLES)
        )
        return _PAST[word] if told else said
    if word in ("a", "is") and before[-1].isupper():
        return said  # after "MI" (Michigan), not Jamaican's "mi"
    if word == "a" and prev in {"deh", "live", "out"}:
        return {"deh": "at", "live": "in", "out": "of"}[prev]
    if word == "a" and prev not in {"mi", "still"}:
        return "is"  # "new number a 876-555-0247"
    if word == "a":
        return "am a" if nxt not in _DOES else ""
    if word == "is":
        return "am"
    if word == "mi":
        owned = bool(nxt) and nxt[0].isalpha() and nxt not in _NO_OWNER
        if (
            nxt in _DOES
            and prev not in _BEFORE_ME
            and (nxt not in _NO_OWNER or _a_word_after(text, match.end()))
        ):
            read = "I"
        elif owned and (nxt not in _DOES or prev in _BEFORE_ME):
            read = "my"
        else:
            read = "me"
        opens = not before or before[-1][-1:] in ".!?"
        return read.capitalize() if opens or read == "I" else read
    if word in _ONE_READING:
        read = _ONE_READING[word]
    elif word == "wi":  # Jamaican's "we" before what is done, Scots' "with" otherwise
        read = "we" if nxt in _DOES else "with"
        if nxt == "a":  # "wi a go" (we are going), but "wi a cuppa", "wi a code" (with a)
            then = (_NEXT_WORD.match(text, _NEXT_WORD.match(text, match.end()).end()).group(1)
                    or "").casefold()  # fmt: skip
            read = "we" if then in _DOES or then.endswith(("in", "ing")) else "with"
    elif word == "fi":
        read = "for" if not nxt[:1].isalpha() or nxt in _NO_OWNER or nxt in {"mi", "my"} else "to"
    elif word == "deh":
        read = "am" if prev in {"mi", "i"} else "are" if prev in _MANY else "is"
    else:  # "nuh"
        if not nxt[:1].isalpha():
            return ""
        read = "don't"
    return read.capitalize() if said[:1].isupper() else read


_ONE_READING = {"him": "he", "di": "the", "dis": "this"}
_MANY = frozenset(("we", "wi", "dem", "they", "yuh", "you"))
_TITLES = frozenset(("dr.", "mr.", "mrs.", "ms.", "miss", "nurse"))
# Words "mi" after which is no "I": "fi mi", "send mi", "wid mi".
_BEFORE_ME = frozenset(
    "fi for to with wid pon on at from send sent tell told give gave call called remind help "
    "ask carry bring show pay owe".split()
)


def _a_word_after(text: str, end: int) -> bool:
    """Whether the word after the one at ``end`` is followed by another ("mi nuh know", not "fi
    mi nuh.")."""
    first = _NEXT_WORD.match(text, end)
    second = _NEXT_WORD.match(text, first.end())
    return bool((second.group(1) or "")[:1].isalpha())


@lru_cache(maxsize=1024)
def _in_spanish_or_italian(text: str) -> bool:
    return not _NOT_JAMAICAN.isdisjoint(_A_WORD.findall(text.casefold()))


# What tells, cheaply, that a text may hold one of the spellings: one of its words is one.
_A_WORD = re.compile(r"[^\W\d_]+")
_TRIGGERS = frozenset(_WORDS) | {
    "ma", "sha", "o", "oo", "dey", "na", "kindly", "mi", "fi", "deh", "nuh", "wi", "di", "dis",
    "don", "wor", "me", "am", "ah",
}  # fmt: skip
_DAY_AFTER_THE = frozenset(_DAY_WORDS)


_AFTER_ING = re.compile(r"\bafter\s+(?:just\s+)?[a-z]+ing\b", re.IGNORECASE)


def _may_hold(text: str) -> bool:
    said = set(_A_WORD.findall(text.casefold()))
    return bool(
        said & _TRIGGERS
        or ("is" in said and not said.isdisjoint(_NORTH_EAST_WORDS))
        or not said.isdisjoint(_HESITATIONS)
        or ("the" in said and said & _DAY_AFTER_THE)
        or ("no" in said and ("you" in said or "ye" in said or "please" in said or "make" in said))
        or "in'" in text
        or "in’" in text
        or ("after" in said and _AFTER_ING.search(text) is not None)
    )


@lru_cache(maxsize=4096)
def plain(text: str) -> str:
    """``text`` with the spellings of :data:`_WORDS` (and "ma", the days, a dropped g with its
    apostrophe) read as the standard words; the rest as it was."""
    return _SAID.sub(_standard, text) if _may_hold(text) else text


def on_said(text: str, start: int, end: int) -> tuple[int, int]:
    """The span of ``text`` as said that the span ``start:end`` of :func:`plain` of it reads: a
    span inside a word read otherwise is widened to the whole word."""
    shift = 0  # plain's offset minus the said text's, up to the word looked at
    said_start, said_end = start, end
    start_set = end_set = False
    for match in _SAID.finditer(text):
        word = _standard(match)
        read_from, read_to = match.start() + shift, match.start() + shift + len(word)
        if not start_set:
            if start < read_from:
                said_start, start_set = start - shift, True
            elif start < read_to:
                said_start, start_set = match.start(), True
        if not end_set:
            if end <= read_from:
                said_end, end_set = end - shift, True
            elif end <= read_to:
                said_end, end_set = match.end(), True
        if start_set and end_set:
            return said_start, said_end
        shift += len(word) - (match.end() - match.start())
    return (said_start if start_set else start - shift), (said_end if end_set else end - shift)
