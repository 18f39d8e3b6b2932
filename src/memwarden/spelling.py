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
verb whose past is known), and Jamaican's "waan" is "want". Hawai'i's Pidgin is read where it
cannot be English (:data:`_HAWAII_WORDS`, :func:`_pidgin`): "my son Keoni stay Waipahu
Intermediate", "he wen move Hilo", "Doc get me on amlodipine", "da gout" are "… is at …",
"moved to Hilo", "has me on", "the gout"; and Spanish words in an English text as the English
they stand for ("la doctora", "mi viejo", "ya estamos en la casa nueva": :data:`_SPANGLISH`).
Belizean Kriol is read as Jamaican is, with its own words: "ah tek losartan", "mi number dah
+501 …", "pls doh bring up …", "dem transfer mi to …" are "I take …", "… is …", "don't bring up
…", "they transferred me to …", and a change told in the base form after "she", "doc" or a name,
or with a time gone by ("we move to King's Park last month"), is in the past. Sri Lankan
English's words of feeling ("aney", "aiyo", "machan") are read as nothing, as the Gulf's are,
and its words for one's own ("putha", "duwa", "malli") as "my son", "my daughter", "my younger
brother". Vincentian Creole's "ah" is "I" before more of what one does ("ah finally move out",
"ah left Massy", "ah register to play mas") and "I am" before a verb's "-in" or someone's "by"
("ah workin customs at Argyle airport", "ah by mih sister in Canarsie"; not a question's "where
am ah gettin …"); "Mih daughter Shania studyin nursin …" tells the "is" it leaves out, and "I
does always fly …" is "I always fly …". Its "ah" after what takes a thing is "a" ("is ah long
drive", "renting ah lil room"; "out ah Flatbush" is "out of"), in lower case only (Singapore's
"Ah Seng" is a name) and never before what one does ("like ah telt ye"); "I done move up to
Brooklyn" is "I have moved …", "I renting …" "I am renting …", "nuttin" "nothing", and "granny
does tek …" "granny takes …".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from . import (
    camfranglais,
    kamtok,
    roman_assamese,
    roman_bangla,
    roman_gujarati,
    roman_kannada,
    roman_malayalam,
    roman_marathi,
    roman_nepali,
    roman_odia,
    roman_punjabi,
    roman_sinhala,
    roman_tamil,
    roman_telugu,
    roman_urdu,
    sheng,
)
from .patterns import alternatives, word_trie
from .text import cached_texts, english

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
    "maw": "mum", "da": "dad", "granda": "grandad", "faither": "dad", "mither": "mum",
    # (Kerala's Christians' "pappa": "pappa is on metformin", "doctor raised pappa's …")
    "pappa": "papa",
    "fither": "dad", "loon": "son", "loons": "sons", "quine": "daughter", "quines": "daughters",
    "canna": "can't", "didna": "didn't", "winna": "won't", "wouldna": "wouldn't",
    "couldna": "couldn't", "wasna": "wasn't", "isna": "isn't", "hasna": "hasn't",
    "wean": "child", "weans": "children",
    "bairn": "child", "bairns": "children", "anythin": "anything", "everythin": "everything",
    "somethin": "something", "nothin": "nothing", "tae": "to", "ain": "own",
    # (Glasgow's: "gaun tae Benidorm", "baith grown up", "anither code", "held thegither", "we've
    # been merried", "nearly drapped my messages", "went tae gie me it", "it wid've been", "his
    # burd Leanne", "hingin off his arm")
    "gaun": "going", "baith": "both", "anither": "another", "thegither": "together",
    "merried": "married", "drapped": "dropped", "gie": "give", "wid've": "would've",
    "widnae": "wouldn't", "burd": "girlfriend", "hingin": "hanging", "jist": "just",
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
    "nursin": "nursing",
    "lovin": "loving", "hatin": "hating", "expectin": "expecting", "missin": "missing",
    # chat's short forms ("forget what i told u abt my therapist", "my lil bro", "freshman
    # yr"); not "bc" (British Columbia), "rn" (a nurse) nor "ur" (your or you're)
    "u": "you", "abt": "about", "bcuz": "because", "cuz": "because", "coz": "because",
    "tho": "though", "thru": "through", "lil": "little", "bro": "brother", "sis": "sister",
    "yr": "year", "yrs": "years", "tn": "tonight", "tmrw": "tomorrow", "tmr": "tomorrow",
    "ppl": "people", "smth": "something", "plz": "please", "pls": "please", "qn": "question",
    "qns": "questions", "dunno": "don't know",
    # Nigerian English's words from Pidgin ("abeg keep it for me", "that 350 wey I borrow")
    "abeg": "please", "wey": "that",
    # Jamaican's ("di likkle pickney", "mi haffi go branch", "pon text"; "mi", "fi", "deh" and
    # "nuh" below)
    "likkle": "little", "pickney": "child", "yuh": "you", "haffi": "have to", "cyaan": "can't",
    "pon": "on", "wid": "with", "neva": "never", "tek": "take", "mek": "make", "seh": "said",
    # (and Guyanese Creole's: "abee" we, "fuh" for, "wuh" what)
    "abee": "we", "fuh": "for", "wuh": "what",
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
    # Hawai'i's Pidgin ("my bradda Nolan", "rememba dat fo me", "dat chapter stay pau"; "stay",
    # "wen", "get", "one", "da", "wit" below)
    "bradda": "brother", "braddah": "brother", "brudda": "brother", "bruddah": "brother",
    "sistah": "sister", "rememba": "remember", "fo": "for", "dea": "there", "bumbai": "later",
    "kine": "kind", "pau": "done", "sista": "sister", "moopuna": "grandchild", "foget": "forget",
    "mo'opuna": "grandchild",
    # Gulf Arabic's "my brother" and "my sister" in an English text ("akhooy hamad moved to
    # Dubai", "ukhti Noura is in Sharjah")
    "akhooy": "my brother", "akhoy": "my brother", "akhuy": "my brother",
    "ukhti": "my sister", "ukhty": "my sister", "okhti": "my sister",
    # … and Kuwait's and the Gulf's mum, dad and husband ("my yumma's Neo-Mercazole", "zoji he
    # finally sold the Tahoe")
    "yumma": "my mum", "yumah": "my mum", "yuba": "my dad", "yubba": "my dad",
    "zoji": "my husband", "zawji": "my husband",
    # … Sri Lankan English's from Sinhala and Tamil ("putha's wife", "duwa is a doctor at Lady
    # Ridgeway", "my malli Sunil", "thaththa's pension", "my thambi Ganesh")
    "putha": "my son", "duwa": "my daughter", "malli": "my younger brother",
    "nangi": "my younger sister", "thaththa": "my dad", "thambi": "my younger brother",
    "thangachi": "my younger sister", "thangachchi": "my younger sister",
    # … and Belizean Kriol's and Jamaican's ("mi madda", "mi fada", "mi dawta Keisha", "ah tink",
    # "dis mawnin", "yestideh", "ah lef Reef Runner", "di same cousin weh tief mi engine")
    "madda": "mother", "fada": "father", "dawta": "daughter", "tink": "think",
    "mawnin": "morning", "yestideh": "yesterday", "everyting": "everything",
    # (and Vincentian's: "doh remember nuttin bout mih landlord", "put it on anyting")
    "nuttin": "nothing", "nutten": "nothing", "anyting": "anything", "sumting": "something",
    "togeda": "together", "lef": "left", "tief": "stole", "pikni": "child", "unu": "you",
    # London's ("my whip's a black polo": my car; "cah the gmail got hacked")
    "whip": "car", "cah": "because",
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
# (Each alternative opens with its word, then looks behind it: a pattern that opens with a look
# behind is tried at every place of every text read.)
_PATOIS = (
    "|".join(
        rf"{w}(?<![\w'’-]{w})(?<!\d\s{w})(?![\w'’-])"
        for w in ("mi", "fi", "deh", "nuh", "wi", "di", "dis")
    )
    # "him" opening a clause is "he" ("so him raise di amlodipine")
    + r"|him(?:(?<=^him)|(?<=[,.;!?]\shim)|(?<=\bso\shim)|(?<=\band\shim)|(?<=\bbut\shim)"
    r"|(?<=\bthen\shim))(?=\s+[a-z])"
    # "mi a take …" (I take), "mi a payroll clerk" (I am a), "mi is …" (I am)
    r"|a(?<=\bmi\sa)(?=\s)|is(?<=\bmi\sis)(?=\s)|a(?<=\bmi\sstill\sa)(?=\s)"
    # "a" as "is" before a value ("new number a 876-…", "answer a 'Anchovy Primary'"), as "at"
    # after "deh", "in" after "live", "of" after "out" ("wi deh a Catherine Hall", "move out a
    # Granville")
    r"|a(?:"
    + "|".join(
        rf"(?<=\b{w}\sa)"
        for w in "one number it dat that pin password passcode code answer name".split()
    )
    + r")(?=\s+(?:\S*\d|['\"‘“]))|a(?:(?<=\bdeh\sa)|(?<=\blive\sa)|(?<=\bout\sa))(?=\s+[A-Z])"
    # a change told in the base form: "NCB just send mi the code", "Dr. Henry raise the …"
    # (or opening a clause, told with a time gone by: "switch to da gym out Cable Beach since
    # last week")
    r"|(?:"
    + "|".join(
        rf"{verb}(?:(?<=\w\s{verb})|(?<=^{verb})|(?<=[,.;!?]\s{verb}))"
        for verb in (
            "raise increase lower reduce double change switch send sell move buy trade transfer "
            "start"
        ).split()
    )
    + r")(?=\s+(?:the|di|de|da|mi|my|meh|mih|him|her|me|out|over|that|dat|our|am|to|from|"
    r"everyting|everything|mummy|mommy|daddy|granny|dem)\b)"
    # ("finally move in da new apartment")
    r"|(?-i:move)(?<=\w\smove)(?=\s+(?:in|into)\s+(?:the|da|de|di|a|my|our|me|meh)\b)"
)
_PAST = {
    "raise": "raised", "increase": "increased", "lower": "lowered", "reduce": "reduced",
    "double": "doubled", "change": "changed", "switch": "switched", "send": "sent",
    "transfer": "transferred",
    "sell": "sold", "move": "moved", "buy": "bought", "trade": "traded", "start": "started",
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
    pick look watch read write wake sleep wear deh did dun affi gwine ago suh mussi no
    """.split()
)
_NO_OWNER = frozenset(
    """
    the di a an and or but to fi for with wid on pon in at of from again too so if when that this
    it dem nuh yuh you him her them us me mi again ever now please seh today tonight yesterday
    yestideh tomorrow
    """.split()
)
_NOT_JAMAICAN = frozenset(
    "es el la del que con los las una il che sono è ho mio mia yo por para pero muy est per non "
    "della delle degli".split()
)
_NEXT_WORD = re.compile(r"\s*([^\W\d_][\w'’]*|\S)?")
# "ma" is "my" before a word that it owns ("ma wife", "ma da"), not someone's mother ("my
# ma", "me ma", "the ma", "ma and pa").
_MA = (
    r"\bma(?<!\bmy\sma)(?<!\bme\sma)(?<!\bour\sma)(?<!\bthe\sma)(?<!\byour\sma)(?<!\bhis\sma)"
    r"(?<!\bher\sma)"
    # (and before a dose: "took ma 100mg sertraline")
    r"(?=\s+(?:(?!an?d?\b|n\b|or\b)[a-z]|\d+\s?(?:mg|mcg|µg|ml)\b))"
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
    r"no(?:(?<=\bye\sno)|(?<=\byou\sno))(?=\s+(?!(?:longer|more|one|way|problems?|worries|idea|doubt"
    r"|need|chance|matter|good|bother)\b)[a-z])"
)
# A hesitation said aloud, as voice typing writes it ("i live in uh amarillo", "my cell is um
# eight oh six …"): read as nothing, with the comma or space after it.
_HESITATIONS = frozenset("uh uhh uhhh um umm ummm uhm uhmm er err erm errm hm hmm hmmm".split())
# ("Um Saeed", "Umm Ahmed": as the Gulf names a mother by her son, is no hesitation)
_HESITATION = (
    r"\b(?:" + "|".join(sorted(_HESITATIONS, key=len, reverse=True)) + r")\b"
    r"(?<!\b(?-i:Um))(?<!\b(?-i:Umm))[,.…]*\s*|\b(?-i:Umm?)\b(?!\s+(?-i:[A-Z][a-z]))[,.…]*\s*"
)
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
    r"(?=\s)(?<=[^\W\d_])\s+(?:(?-i:sha)\b|(?-i:oo?)(?=\s*(?:[,.!?;:]|$)))"
    # London's "innit" after what is said ("my snap's deji.fr innit, …", "its 07911 204556 innit")
    # (and "init" so only before a stop: not "the init script")
    r"|(?<=\S)\s+(?:innit(?![\w'’-])|init(?=\s*(?:[,.!?;:]|$)))"
    rf"|(?=\s+(?-i:dey)\s){_AFTER_A_WORD}\s+(?-i:dey)(?=\s+(?-i:[a-z]))"
)
# Pidgin's "no" before a verb of telling, opening a request ("Abeg no bring up Kunle again",
# "make we no talk about the surgery again"): "don't" (not "no, bring it", "no mention of").
# (Each alternative opens with its word, then looks behind it.)
_PIDGIN_NO_HEADS = (r"^", r"[.!?,;]\s", r"\bplease\s", r"\bpls\s", r"\bplz\s", r"\babeg\s")
_PIDGIN_NO = (
    r"(?:make(?:"
    + "|".join(rf"(?<={head}make)" for head in _PIDGIN_NO_HEADS)
    + r")\s+(?:we|una|u|you)\s+(?-i:no)|(?-i:[Nn]o)(?:"
    + "|".join(rf"(?<={head}[Nn]o)" for head in _PIDGIN_NO_HEADS)
    + r"))(?=\s+(?:bring|mention|talk|remind|remember|keep|store|save|tell)\b)"
)
# Pidgin's "don" before a verb after who did it is "have" or "has" ("I don finally sell that old
# Camry", "e don move me to amlodipine 10mg"), and its "e" before "don" is "he" (not Don, the
# name, nor "don" typed for "don't" after another word).
_DONE = (
    r"\s+(?:finally\s+|just\s+)?(?:move|sell|buy|change|switch|raise|increase|transfer|pack"
    r"|start|finish|marry|get|give|comot|travel|retire|resign|born)\b"
)
_PIDGIN_DON = (
    r"(?-i:don)(?:(?<=\bi\sdon)|(?<=\bwe\sdon)|(?<=\bdem\sdon)|(?<=\buna\sdon)|(?<=\byou\sdon)"
    rf"|(?<=\bthey\sdon)|(?P<has>(?<=\be\sdon)|(?<=\bhe\sdon)|(?<=\bshe\sdon)))(?={_DONE})"
    rf"|(?<![\w'’-])(?P<pidgin_e>(?-i:e))(?=\s+don{_DONE})"
)
_NA = (
    rf"(?=\s+(?-i:na)\s){_AFTER_A_WORD}\s+(?-i:na)"
    r"(?=\s+(?!(?:wa|so|him|her|dem|me|we|una|you|u)\b)[\w₦$£€+])"
)
# "Kindly" opening a request, as Kenyan, Nigerian and Indian English say "please" ("Kindly forget
# that matter of the money"; not "she kindly offered").
_KINDLY = (
    r"kindly(?:(?<=^kindly)|(?<=[.!?,;]\skindly)|(?<=[.!?,;]kindly))(?=\s+(?:forget|stop|delete|remove|erase|wipe|drop"
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
    # (and a dose changed: "he's after raising the metformin to 1000 mg")
    "raising": "raised", "upping": "upped", "lowering": "lowered", "increasing": "increased",
    "cutting": "cut", "doubling": "doubled", "switching over": "switched over",
}  # fmt: skip
_AFTER_DOING = (
    # (and Newfoundland's of one named: "Darryl's after leaving Fort Mac")
    r"\b(?P<after_who>i|we|you|they|he|she|(?-i:[A-Z][a-z]+(?=['’]s|\s+is)))"
    r"(?:['’]m|['’]re|['’]s|\s+am|\s+are|\s+is)\s+after\s+"
    r"(?:just\s+)?(?P<after_verb>" + "|".join(_JUST_DONE) + r")\b"
)
# Irish and Newfoundland English's "don't be" and a verb's "-ing", asking that something not be
# done: "Don't be bringing up me brother Gerald no more" is "Don't bring up …".
_DONT_BE_DOING = {
    "bringing": "bring", "asking": "ask", "mentioning": "mention", "talking": "talk",
    "telling": "tell", "raising": "raise", "reminding": "remind", "saying": "say",
    "going": "go", "keeping": "keep", "saving": "save",
}  # fmt: skip
# (… and with its "g" dropped: "don't be bringin up my prostate stuff no more")
_DONT_BE_DOING |= {verb[:-1]: base for verb, base in _DONT_BE_DOING.items()}
_DONT_BE = (
    r"\b(?P<dont_be>don['’]?t|dont|do\s+not|never)\s+be\s+"
    r"(?P<dont_verb>" + "|".join(sorted(_DONT_BE_DOING, key=len, reverse=True)) + r")\b['’]?"
)
# What Belizean Kriol's "no" after "mi" or "ah" says one does not do ("mi no want talk bout
# di accident", "ah no like it"): "don't".
_NOT_DOING = r"(?:want|wan|waan|like|know|care|eat|drink|smoke|talk|remember|business)\b"
# (the look-behinds, as the whole reading, in any case: "Mi no want …")
_NO_DOING = r"(?-i:no)(?:(?<=\bmi\sno)|(?<=\bah\sno))(?=\s+" + _NOT_DOING + r")"
# Geordie's "wor" is "our" ("wor Gary's a godsend": Gary, one of the family), "my" in "wor lass"
# (my wife); its "me" is "my" before someone or something one has
# ("me daughter", "me late brother", "me GP", "me tablets"; not "give me a call", "tell me
# more"); its "am" opening what is said is "I am" ("aye am on the metformin", "so am on 1000mg
# now"; not "so am I").
_WOR = r"\bwor\s+(?:lass(?:ie)?\b|(?=\S))"
_ME_OWNS = (
    r"(?:(?:late|first|eldest|youngest|oldest|little|big|old|own|poor|new|best|other|younger"
    r"|older|real|birth)\s+)?(?:brother|sister"
    r"|son|daughter|mam|mum|ma|da|dad|wife|husband|lass|bairn|bairns|grandson|granddaughter"
    r"|step(?:dad|mum|mam|mom|son|daughter|brother|sister|father|mother)|fella|fiance|fiancee|ex"
    r"|grandbairns?|grandkids|grandchildren|nephew|niece|cousin|uncle|auntie|aunt|nan|nana"
    r"|only\s+(?:sister|brother|son|daughter|lass|lad)|middle\s+(?:lass|lad|one)|partner"
    r"|granda|grandad|gran|mate|mates|pal|pals|marra|neighbour|neighbours|lad|lads|gp|doctor"
    r"|tablets|pills|meds|medication|insulin|inhaler|card|pin|pension|bank|phone|mobile|car|van"
    r"|hoose|house|flat|back|knee|knees|neck|hip|heart|eyes|sugar|blood|chest|head|heed|feet"
    r"|legs|allotment|garden|dog|cat|bike|club|job|work|shift|birthday|name|address|number)s?"
)
_ME = rf"me(?<![\w'’-]me)(?=\s+{_ME_OWNS}\b)"
# … its "ah" is "I" before what one does or is ("ah got the 60 back", "ah'm sat", "ah divvent
# knaa"; not "ah, I see", "ah well"), and its "is" after a verb is "me" in a text that shows
# the dialect elsewhere ("Dr Patel's got is on amlodipine", "Steven telt is they've moved";
# not "what I was told is true")
# (… and before a verb's "-in" or "-ing", "I am": Vincentian's "ah workin customs at Argyle
# airport", "ah seein a fella name Kelvin now")
_DOING = frozenset(
    form
    for said, word in _WORDS.items()
    if said.endswith("in") and word.endswith("ing")
    for form in (said, word)
)
# … and "ah" after what takes a thing, before the thing, is "a" ("is ah long drive", "renting
# ah lil room", "ah get ah new number", "ah set ah alarm", "ah is ah teller").
_AH_A = (
    "(?-i:ah)(?:"
    + "|".join(
        rf"(?<=\b{word}\sah)"
        for word in "is was get got renting rent set sharing share buy bought like have had find "
        "found need want make tek take as for fuh wid with in on from into out".split()
    )
    + r")(?=\s+[^\W\d_])(?!\s+(?:[a-z]+(?:ing|in)|(?-i:I))\b)"
)
# … and "I" before a verb's "-ing" with its "am" left out: "I renting ah room on Nostrand Ave",
# "I living in Barrouallie" (never English).
_I_DOING = (
    r"(?-i:I)(?<![\w'’-]I)(?<!\bam\sI)(?<!\bwas\sI)(?=\s+(?:"
    + "|".join(sorted(_DOING, key=len, reverse=True))
    + r")\b)"
)
_I_DOING_CUE = re.compile(_I_DOING)
_BE_FORMS = frozenset(("am", "is", "was", "wis", "are", "were", "been"))
_AH = (
    r"ah(?<![\w'’-]ah)(?=['’](?:m|ve|d|ll)\b|\s+(?:got|get|go|gan|went|divvent|dinnet|cannit|cannet"
    r"|can|could|just|was|were|had|have|never|nivvor|said|telt|told|put|think|thought|know|knaa"
    r"|love|live|lived|work|worked|am|like|want|need|keep|take|took|use|bank|do|did|grow|still"
    r"|only|always|will|would|should|must|seen|saw|sat|lay|picked|tell|bought|sold|moved"
    # (and Glasgow's: "ah wis greetin", "ah dinnae want", "ah near jumped", "ah mean it")
    r"|wis|wid|widnae|huv|hud|dinnae|didnae|cannae|wisnae|couldnae|near|nearly|mean|might"
    r"|hate|type|hope|wish|mind|ken|wance|went|jist"
    # (and Belizean Kriol's: "ah tink", "ah tek losartan", "ah deh yah now", "ah lef Reef Runner",
    # "ah beg unu", "ah no want talk bout dat")
    r"|tink|tek|drive|deh|switch|lef|move|sell|cyaan|haffi|pay|send|change|start|quit|beg|nuh"
    r"|teach|stay|rent|own|buy|study"
    # (and Vincentian's: "ah finally move out", "ah left Massy", "ah register to play mas",
    # "ah could tell him"; "ah workin customs at …", "ah seein a fella" below)
    r"|finally|already|also|left|register|play|could|book|does|reach|reached"
    r"|in(?=\s+(?-i:[A-Z]))|by(?=\s+(?:mih|meh|my|mi)\s)"
    r"|" + "|".join(sorted(_DOING, key=len, reverse=True)) + r""
    r"|wah(?=\s+[a-z])"
    r"|no(?=\s+" + _NOT_DOING + r"))\b)"
)
_AH_SAID = re.compile(_AH, re.IGNORECASE)
# A relation by marriage typed without its hyphens ("my daughter in law Nadeesha"): one word.
_IN_LAW = r"\b(?:son|daughter|mother|father|sister|brother)\s+in\s+law(?![\w'’-])"
# Jamaican's and Belizean Kriol's "lass" before a time is "last" ("ah sell di ol Ford lass week";
# not the north's "lass", a girl or one's wife).
_LASS = r"lass(?<![\w'’-]lass)(?=\s+(?:week|month|year|night|term|time)\b)"
# London's "my old man" is my dad ("my old man's moved back to accra"), and "my man" my partner
# where he is named or told of ("me and my man dwayne been together 3 years", "my man is kofi",
# "my man's taking me to dubai"; not "my man!" nor "my man utd shirt").
_MY_MAN = (
    # (not a name one is called: "calls him 'my old man'")
    r"old(?<=\bmy\sold)\s+man\b(?!['’\"”](?!s\b))"
    r"|man(?<=\bmy\sman)(?=\s+(?:is|been|has|and\s+me)\b|['’]s\s|\s+(?-i:[a-z][a-z'-]+)\s+(?:is|been"
    r"|has|and)\b)"
)
_MY_MAN_CUE = re.compile(r"\bmy\s+(?:old\s+)?man\b", re.IGNORECASE)
# Belizean Kriol's "wah" is "want" after one who does not or does ("ah nuh wah talk bout it", "ah
# wah cry"), and "what" before who or what is asked of ("wah ah care", "wah pill di doc gi mi");
# not the exclamation of Singapore's and Malaysia's English ("wah finally sign the shop lot").
_WAH = r"wah(?<![\w'’-]wah)(?=\s+[a-z])"
_ASKED_OF = frozenset("ah mi yu unu di dem ih wi you time day pill kind color colour".split())
_WANTING = frozenset(("nuh", "no", "don't", "dont", "ah", "mi", "i", "we", "wi"))
# Trinidadian's and Belizean Kriol's "doh" before a verb is "don't" ("pls doh bring up mi cousin
# Trevor again", "Allyuh doh know Brownie?"; not "doh!", "ok doh" for "though").
_DOH = (
    r"(?:doh(?<![\w'’-]doh)|nah(?<![\w'’-]nah))(?=\s+(?:bring|mention|talk|tell|ask|know|worry"
    r"|remind|remember|call|say|want|wan|like|care|touch|forget|keep|store|save|business)\b)"
)
# Belizean Kriol's "dah" before a value or a name is "is" ("mi number dah +501 610-3382", "new
# one dah 8264", "mi mama dah Gloria Arzu", "Arzu dah di answer"); Malay's "dah" (already), before
# what is done, is left alone ("dah tukar", "dah expired").
_DAH = r"dah(?<![\w'’-]dah)(?=\s+(?:[+\d'\"‘“]|(?-i:[A-Z])|(?:di|mi|one|wan|a|my|the)\b))"
# Glasgow's "an" is "and" before a word no article "an" comes before ("Tuesdays an Sundays", "him
# an his burd", "an Davie's been on earlies"; not "an hour", "an MRI", "an 8 year old"), "aw" is
# "all" after a word ("moved aw our rotas", "on my feet aw day"; not "aw hen, what a week"), and
# "wan" is "one" after a word that counts or points ("the wee wan we lost", "is that the wan I
# type in"; not Tsuen Wan).
# (Each of these opens with its word, then looks behind it: a pattern that opens with a look
# behind is tried at every place of every text read.)
_SCOTS_AND = (
    # (not before letters said one by one: "im an rn at st david's", "an mba", "an x-ray")
    r"(?-i:an)(?<![\w'’-]an)(?!\s+(?:[b-df-hj-np-tv-xz]{1,5}|mba|mri|fbi|msc|bsc|mla|suv|llb|llm|nfl"
    r"|rsvp|x-?ray|fyi|hmo|mot|lgv|hgv|sos|std|sti)\b)"
    r"(?=\s+(?:(?-i:[b-df-gj-np-tv-z])|h(?:is|er|e|im|ers)\b"
    r"|(?-i:[BCDFGJ-NP-TV-Z][a-z])))"
)
_SCOTS_ALL = r"(?-i:aw)(?<=[^\W\d_]\saw)(?=\s+[a-z])"
_SCOTS_ONE = (
    r"(?-i:wan)(?:"
    + "|".join(
        rf"(?<=\b{word}\swan)"
        for word in "the a that this wee new old auld other which every nae no big last next each "
        "same ae first".split()
    )
    + r")(?![\w'’-])"
)
_SCOTS_AND_CUE = re.compile(_SCOTS_AND)
# … and an "op" after whose or which is an operation ("since the op", "ma knee op"; not "a photo
# op", "op-ed").
_AN_OP = (
    r"(?-i:op)(?:"
    + "|".join(
        rf"(?<=\b{word}\sop)"
        for word in "the my ma me his her their your knee hip eye heart "
        "back shoulder cataract".split()
    )
    + r")(?![\w'’-])"
)
# … and "o" after a dose is "of" ("Took ma 4 mg o warfarin").
_SCOTS_OF = r"(?-i:o)(?:(?<=mg\so)|(?<=mcg\so)|(?<=ml\so))(?=\s+[a-z])"
# … and Scots' "stays" is "lives" ("Ma maw stays in Renfrew", "ma other brother Gerry stays in
# Kirkintilloch"), in a text that shows Scots elsewhere (not "she stays in a hotel").
# The north-east's "bide" is "live" ("we bide in Inverurie", "my sister bides in Fraserburgh").
_SCOTS_STAYS = (
    # (each a word of its own: not the "bides" of "she abides in Leeds")
    r"(?:stays(?<![\w'’-]stays)|bides(?<![\w'’-]bides)|bide(?<![\w'’-]bide)"
    r"|bidin(?<![\w'’-]bidin))"
    r"(?=\s+(?:in|wi|with|up|doon|down|oot|out|ower|over)\s)"
)
_BIDE = {"bide": "live", "bides": "lives", "bidin": "living"}
# What shows Scots in a text, where "Ma" before a name is "My".
_SCOTS = re.compile(
    r"\b(?:wee|aye|dinnae|cannae|didnae|wisnae|ken|hen|oot|aboot|tae|fae|noo|doon|hame|weans?"
    r"|maw|ah)\b",
    re.IGNORECASE,
)
# Hong Kong English's Cantonese: the particles closing what is said ("tiny but ok la", "moved
# jor", "won't move wor"; in lower case, after a word) read as nothing; "dun" before a verb is
# "don't" ("pls dun bring up Cindy"); one's family by their Cantonese names ("my lo por Karen",
# "lo gong", "my jai", "my neui", "my ba", "ah ma"; "ah ma" is not "ah my").
_HK_PARTICLE = (
    r"(?<=[^\W\d_])\s+(?-i:jor)(?![\w'’-])"
    r"|(?<=[^\W\d_])\s+(?-i:la|lah|lor|wor|mah|meh|leh|gar|ga|ge)(?=\s*(?:[,.!?;:]|$))"
)
# Where a clause opens: the text's start, after a stop or a comma, or after a word that joins.
_CLAUSE_HEAD = (r"^", r"[.!?,;]\s", r"\band\s", r"\bbut\s", r"\bso\s", r"\bnow\s",
                r"\bcause\s", r"\bcuz\s", r"\bchile\s")  # fmt: skip
_TEXT_OR_STOP = (r"^", r"[.!?,;]\s")


def _opening(
    words: Iterable[str], heads: Iterable[str] = _CLAUSE_HEAD, ahead: str = "", exact: bool = False
) -> str:
    """A pattern for any of ``words`` opening a clause (after one of ``heads``), with ``ahead``
    after it: each alternative opens with its word, then looks ahead, then behind it only there,
    so the many look-behinds are tried only where the word is (see :func:`plain`). ``exact``
    keeps each word's case as given."""
    heads = tuple(heads)
    return (
        "(?:"
        + "|".join(
            ("(?-i:" + word + ")" if exact else word)
            + ahead
            + "(?:"
            + "|".join(f"(?<={head}{word})" for head in heads)
            + ")"
            for word in words
        )
        + ")"
    )


# Words of feeling in an English text, read as nothing where they stand alone: after a word,
# closing what is said ("changed my number habibi, new one …", "left the municipality khalas,
# …", "we live in Maharagama aney, near …"), or opening it ("habibi we moved to Falaj Hazza",
# "wallah long day", "ane my number is …"); not "my habibi", "Yalla Café". The Gulf's Arabic
# ones, and Sri Lankan English's from Sinhala and Tamil ("aney", "aiyo", "appo", and "machan",
# a friend called by it).
_FEELING_WORDS = (
    "habibi", "habibti", "wallah", "wallahi", "walla", "yalla", "yallah", "khalas", "khallas",
    "inshallah", "inshaallah", "insha'allah", "mashallah", "mashaallah", "masha'allah", "ya'ni",
    "yani", "ya3ni", "alhamdulillah", "alhamdulilah", "hamdullah",
    "aney", "ane", "anee", "aiyo", "aiyoo", "ayyo", "ayyoo", "appo", "machan",
    "yaar", "uff", "bai", "boi",
)  # fmt: skip
_FEELING_FORMS = tuple(
    form for w in sorted(_FEELING_WORDS, key=len, reverse=True) for form in (w, w.title())
)
_FEELING_WORD = "(?-i:" + "|".join(_FEELING_FORMS) + ")"
# (Each alternative opens with a space before one of the words' first letters, or with one of
# those letters before the words themselves, and looks behind only there: the many words are
# tried only where one may begin.)
_FEELING_INITIALS = "".join(sorted({w[0] for w in _FEELING_FORMS}))
_FEELING_PARTICLE = (
    rf"\s(?=[{_FEELING_INITIALS}\s])(?<=[^\W\d_]\s)(?<!\bmy\s)(?<!\bour\s)\s*{_FEELING_WORD}"
    r"(?=\s*(?:[,.!?;:…]|$))"
)
_FEELING_OPENING = (
    rf"(?=[{_FEELING_INITIALS}])"
    + _opening(_FEELING_FORMS, _TEXT_OR_STOP, exact=True)
    + r"(?![\w'’-])[,.!…]*\s+(?=(?-i:[a-z]|I[\s'’]))"
)
_HK_DONT = (
    r"dun(?<![\w'’-]dun)(?=\s+(?:bring|want|wanna|talk|remember|say|mention|know|like|tell|ask"
    r"|need|worry|care|forget|think|have|go|be|mind|let|do|keep|call|share|store|save|put)\b)"
)
# (keyed as said without its spaces: "lo por", "lopor")
_HK_KIN = {
    "lopor": "wife", "lopau": "wife", "lopo": "wife", "loupo": "wife", "lopoh": "wife",
    "logong": "husband", "lokung": "husband", "lougung": "husband", "ahma": "grandma",
    "ahmah": "grandma", "ahyeh": "grandpa", "baba": "dad", "jai": "son", "neui": "daughter",
    "ba": "dad", "didi": "brother", "dailo": "brother", "muimui": "sister", "gaaje": "sister",
    "gaje": "sister",
}  # fmt: skip
# … and "ba" alone, as one calls one's father ("took ba to the clinic today", "ba went Happy
# Valley again"), in a text that shows Hong Kong's English elsewhere: "my dad".
_HK_BA = (
    r"(?-i:ba)(?<![\w'’-]ba)(?<!\bmy\sba)(?<!\bour\sba)(?<!\bhis\sba)(?<!\bher\sba)(?=\s+[a-z])"
)
_HK = re.compile(
    r"(?-i:\b(?:lor|jor|hea|lo\s?(?:por|pau|gong)|jai|neui|MTR|Octopus|gweilos?|cha\s+chaan)\b)"
)
_HK_KIN_SAID = (
    r"(?:\b(?:lo\s?(?:por|pau|poh?|gong|kung)|lou\s?(?:po|gung)|ah\s(?:mah?|yeh)|(?-i:ba\s?ba))"
    r"|\b(?P<hk_owner>my|our|his|her|their|your)\s(?P<hk_owned>(?-i:jai|neui|ba|di\s?di|dai\s?lo"
    r"|mui\s?mui|gaa?\s?je)))(?![\w'’-])"
)
_IS_ME = (
    "is(?:"
    + "|".join(
        rf"(?<=\b{verb}\sis)"
        for verb in "got sent telt told walked gave give gives took takes put brought bought rang "
        "rings drove drives showed shows helps helped to wi with off for".split()
    )
    + r")(?=\s+(?:on|a|an|the|back|home|yem|some|up|down|doon|off|out|oot|in|into|to|they|he|she"
    r"|since|for|wi|with|ower|round|roond|\d)\b)"
)
_ME_SAID = re.compile(_ME, re.IGNORECASE)
# Spanish words in an English text, as Spanglish mixes them ("la doctora has me on …", "mi
# viejo is still at the Toyota plant", "ya estamos en la casa nueva on Culebra", "ahora I'm on
# 75 mcg"): read as the English, only in a text that is English by its small words
# (:func:`_in_english`), so a text in Spanish keeps its own.
_SPANGLISH = {
    "la doctora": "the doctor", "el doctor": "the doctor", "la doctor": "the doctor",
    "mi viejo": "my husband", "mi vieja": "my wife", "mi esposo": "my husband",
    "mi esposa": "my wife", "mi marido": "my husband", "mi amá": "my mom", "mi ama": "my mom",
    "mi mamá": "my mom", "mi apá": "my dad", "mi papá": "my dad", "mi hija": "my daughter",
    "mi hijo": "my son", "mis hijos": "my kids", "mi hermana": "my sister",
    "mi hermano": "my brother", "mi tía": "my aunt", "mi tia": "my aunt", "mi tío": "my uncle",
    "mi tio": "my uncle", "mi primo": "my cousin", "mi prima": "my cousin",
    "mi suegra": "my mother-in-law", "mi suegro": "my father-in-law", "mi abuela": "my grandma",
    "mi abuelo": "my grandpa", "amá": "mom", "apá": "dad", "tía": "aunt", "tío": "uncle",
    "ahora": "now", "ahorita": "now", "ya no": "no longer", "todavía": "still",
    "todavia": "still", "otra vez": "again", "también": "too", "la casa nueva": "the new house",
    "la casa": "the house", "la escuela": "school", "el trabajo": "work",
    "las pastillas": "the pills", "pastillas": "pills", "la iglesia": "church", "misa": "mass",
    "ya estamos en": "we're now in", "estamos en": "we're in", "vivimos en": "we live in",
    "ya no trabajo en": "I no longer work at", "trabajo en": "I work at",
}  # fmt: skip
# ("mi viejo's name", "my amá's sister": a phrase may be followed by "'s")
_SPANGLISH_SAID = r"(?<![\w'’-])(?:" + alternatives(_SPANGLISH) + r")(?![\w-])(?!['’](?!s\b))"
_ENGLISH_SMALL_WORDS = frozenset(
    "i my the and is to we she he it at in for of was on so but with you her his our im i'm "
    "that this have has just".split()
)


@lru_cache(maxsize=1024)
def _in_english(text: str) -> bool:
    """Whether ``text`` is English by its small words (two of them; not "me", which Spanish
    has too), with a few others'."""
    said = _A_WORD.findall(text.casefold())
    return sum(word in _ENGLISH_SMALL_WORDS for word in said) >= 2


# Hawai'i's Pidgin, read where it cannot be English: "stay" after one who is and before what
# they are or do is "is" ("Leilani stay working at Queens", "my son Keoni stay Waipahu
# Intermediate", "da Costco Visa stay under my name"; not before "in", "at" or "home", which
# the slots read as where one lives, nor after "let her"); after "I", "we", "they" only in a
# text that shows the Pidgin (:data:`_HAWAII_WORDS`). "wen" before a verb tells it done ("he
# wen move Hilo", "Leilani wen finally leave Queens West": "moved", "finally left"); "get"
# after one who has is "has" ("Doc get me on amlodipine"), "one" after a verb "a" ("get one
# Tundra now", "as one nurse") and "da" before a thing "the" ("da gout"; "ma da", "da's", "da
# wis" are the Scots dad). "wit" before whom is "with", "bout" after a verb "about", "no like"
# "don't want", "no can" "can't", "no mo" "no more".
_HAWAII_WORDS = frozenset(
    "brah bruddah braddah bradda brudda sistah pau bumbai howzit grindz lidat li'dat kine dakine "
    "moopuna mo'opuna "
    "shoots slippah slippahs keiki ohana tutu fo wit wen dea rememba".split()
)
_HAWAII = re.compile(
    r"(?<![\w'’-])(?:"
    + "|".join(sorted(map(re.escape, _HAWAII_WORDS)))
    # (and "no like", "no can", "da kine": "I no like think about um")
    + r"|no\s+like|no\s+can|da\s+kine)(?![\w'’-])",
    re.IGNORECASE,
)
# What follows "stay" that English says of staying: "stay in", "stay at home", "stay tuned".
_STAYING = frozenset(
    "in at home tuned safe up over out away there here inside put calm overnight the a an "
    "with".split()
)
# Who "is": "stay" after one of them is Pidgin's (English says "stays").
_ONE_WHO_IS = frozenset("he she it dat that dis this who everything everybody nobody".split())
_MANY_WHO_ARE = {"i": "am", "we": "are", "they": "are", "dey": "are", "you": "are", "u": "are"}
# Before one who does, what tells another makes them ("let her stay", "made him stay").
_MAKES_ONE = frozenset("let lets letting make made makes help helped have had want wanted".split())
# Words that name no one who is, after a determiner ("da 100 no stay cutting um").
_NO_ONES_NAME = frozenset(
    "no not never to and or but so if when then will would can could should must might may "
    "did does do don't didn't doesn't was were is are am be been".split()
)
_DETERMINERS = frozenset("my his her our their your da the dis dat this that".split())
_PIDGIN_STAY = r"stay(?<![\w'’-]stay)(?=\s+[\w'’])"
# A verb's past, after Pidgin's "wen": the verbs the door's rules read a change or a life by.
_PAST_OF = {
    "leave": "left", "get": "got", "go": "went", "take": "took", "buy": "bought",
    "sell": "sold", "put": "put", "tell": "told", "make": "made", "bring": "brought",
    "give": "gave", "come": "came", "see": "saw", "say": "said", "lose": "lost",
    "pay": "paid", "send": "sent", "win": "won", "drive": "drove", "find": "found",
    "have": "had", "quit": "quit", "meet": "met", "spend": "spent", "teach": "taught",
    "think": "thought", "break": "broke", "fall": "fell", "hurt": "hurt", "cut": "cut",
    "catch": "caught", "choose": "chose", "forget": "forgot", "grow": "grew", "hear": "heard",
    "hold": "held", "keep": "kept", "know": "knew", "ride": "rode", "speak": "spoke",
    "throw": "threw", "write": "wrote", "begin": "began", "become": "became", "run": "ran",
    "eat": "ate", "drink": "drank", "stop": "stopped", "drop": "dropped", "plan": "planned",
    "ship": "shipped", "shop": "shopped",
    "apply": "applied", "marry": "married", "try": "tried", "cry": "cried",
    "reset": "reset", "cancel": "cancelled",
    **{verb: verb + "d" for verb in (
        "move", "change", "raise", "trade", "retire", "die", "close", "graduate", "use",
        "like", "love", "hate", "live", "hire", "fire", "promote", "lease", "replace", "upgrade",
        "downgrade", "register", "declare", "arrive", "decide", "settle", "bake", "save")},
    **{verb: verb + "ed" for verb in (
        "bump", "switch", "call", "start", "finish", "open", "sign", "join", "transfer", "pass",
        "fail", "visit", "text", "email", "order", "book", "adopt", "rent", "fix", "ask",
        "kick", "pick", "look", "work", "play", "stay", "want", "need", "watch", "wait", "walk",
        "talk", "help", "land", "accept", "collect", "renew", "check", "test", "install",
        "lock", "borrow", "lend", "owe", "return", "cook", "clean", "wash", "paint", "repair",
        "enroll", "turn", "flare", "cash", "deposit", "end", "lift", "mention", "report", "pump")},
}  # fmt: skip
_WEN = (
    r"(?-i:wen)(?<![\w'’-]wen)\s+(?P<wen_how>(?:(?:finally|just|already|also|even|all|neva|never"
    r"|bin)\s+)*)(?P<wen_verb>" + "|".join(sorted(_PAST_OF, key=len, reverse=True)) + r")\b(?!['’])"
)
# Pidgin's "um" after a word is "it" or "him" ("bring um up", "I no like think about um"), in
# a text that shows the Pidgin; a hesitation elsewhere ("i live in um amarillo").
_PIDGIN_UM = r"(?-i:um)(?<=[^\W\d_]\sum)(?![\w'’-])[,.…]*\s*"
# "now I on atorvastatin 20 mg": "I am on" ("I on" is no English).
_I_ON = r"(?-i:I)(?<![\w'’-]I)(?=\s+on\s+[a-z])"
# "Darren stay living Vegas", "he wen move Hilo": where, with no "in" or "to" before it.
_TO_PLACE = r"\b(?<![\w'’-])(?:living|lives|live|moved|moving)(?=\s+(?-i:[A-Z])[a-z])"
_PIDGIN_GET = r"(?-i:get)(?<![\w'’-]get)(?=\s+(?:me|him|her|us|them|one|two|three|four|\d)\b)"
_PIDGIN_ONE = (
    "(?-i:one)(?:"
    + "|".join(
        rf"(?<=\b{verb}\sone)"
        for verb in "get got has have had stay is am are was as fo for like wit with buy bought "
        "need drive drives drove own".split()
    )
    + r")(?=\s+(?!(?:of|day|time|more|or|and|by|at|in|thing|last|another)\b)[\w$£€])"
)
# … and "one" after what one has, with no "is" between: "my truck one 2012 Tacoma".
_PIDGIN_ONE_IS = (
    "(?-i:one)(?:"
    + "|".join(
        rf"(?<=\bmy\s{noun}\sone)"
        for noun in "truck car van ride dog cat job house place wife husband boss son daughter "
        "doctor doc".split()
    )
    + r")(?=\s+[\w$£€])"
)
_DA = r"da(?<![\w'’-]da)(?![\w'’-]|['’]s\b)(?=\s+(?:\w|\+\d))"
_WIT = r"wit(?<![\w'’-]wit)(?=\s+(?:him|her|me|us|dem|them|my|da|the|one|his|our|your|it|um)\b)"
# (and "fo" before a verb is "to": "I had fo go inside")
_FO = r"fo(?<![\w'’-]fo)(?=\s+(?:" + "|".join(sorted(_PAST_OF, key=len, reverse=True)) + r")\b)"
_BOUT = (
    r"bout(?<!\ba\sbout)(?<!\bthe\sbout)(?<!\bthis\sbout)(?<!\bthat\sbout)(?<!\bone\sbout)"
    r"(?<![\w'’-]bout)(?=\s+\w)"
)
_PIDGIN_NO_LIKE = r"(?-i:no)(?<![\w'’-]no)\s+(?P<pidgin_verb>like|can|mo)(?=\s+\w)"
# What shows the north-east's dialect in a text: "is" is read as "me" only where it does (and
# only such a text, with "is" in it, is read for it at all: "is" is in nearly every text).
_NORTH_EAST_WORDS = frozenset(
    "wor divvent hinny gan gannin canny nowt owt yem telt noo oot doon aboot ower ah knaa cannit "
    "nivvor taak bairn bairns mam".split()
)
_NORTH_EAST = re.compile(r"\b(?:" + "|".join(sorted(_NORTH_EAST_WORDS)) + r")\b", re.IGNORECASE)
_AM_OPENING = _opening(
    ("am",),
    (*_TEXT_OR_STOP, r"\baye\s", r"\bso\s", r"\band\s", r"\bbut\s", r"\bnow\s", r"\bwell\s",
     r"\bman\s", r"\bpet\s"),
    ahead=r"(?=\s+(?:on|in|at|off|going|gannin|not|no|still|just|now|back|finally|retired|married"
    r"|moving|starting|feeling|getting|a|an|the|only|up|down|wi|with)\b)",
)  # fmt: skip
# "is" left out after who or what is one's, at the head of a clause, as Cajun, Southern and
# Caribbean English leave it ("My wife Renée a nurse at Terrebonne General", "my boat a 21 foot
# Bay Cat"): English never puts "a" straight after them there, but for a time ("my son a year
# ago …") or an amount ("my mum a lot").
_ZERO_IS = (
    r"(?:^|(?<=[.!?,;]\s))(?:my|our)\s+[a-z]+(?:\s+(?-i:[A-Z])[\w'’-]+(?<!['’]s))?"
    r"(?=\s+an?\s+(?!(?:lot|few|bit|couple|while|year|week|month|day|little|long|lil)\b)[\w'’-])"
    # (… or, named, before what they are doing: Vincentian's "Mih daughter Shania studyin
    # nursin in London")
    r"|(?:^|(?<=[.!?,;]\s))(?:my|our|mih|meh)\s+[a-z]+\s+(?-i:[A-Z])[\w'’-]+(?<!['’]s)"
    r"(?=\s+(?:" + "|".join(sorted(_DOING, key=len, reverse=True)) + r")\b)"
)
_ZERO_IS_CUE = re.compile(_ZERO_IS, re.IGNORECASE)
# … and after "he", "she", "we" or "they" opening a clause, as African American and Southern
# English leave it ("she a sophomore up there", "he at Sylvan Hills Middle", "they in Decatur
# now"): English never puts "a", "at", "in" or "on" straight after them there, but for a time
# or a manner ("he at last …", "she in fact …", "they on and off …"). Each alternative opens
# with its pronoun and looks behind it after (see :func:`plain`).
# (What follows is looked at first, then the clause's head behind: most "he"s fail at once.)
_AFTER_BE_LEFT_OUT = (
    # (not before a verb, as Jamaican's "she a do good" is "she is doing")
    r"(?=\s+(?:an?\s+(?!(?:lot|few|bit|couple|while|little|lil|do|go|come|take|work|live"
    r"|drive|look|wait|try|get|make|run|cook|sell|teach|study|stay|feel|sleep|watch|talk|say"
    r"|tell|deal|gwaan)\b)[\w'’-]|(?:at|in|on)\s+"
    r"(?!(?:least|last|first|all|times|once|fact|case|order|general|particular|turn|and|off|"
    r"time|purpose)\b)[\w'’-]))"
)
_ZERO_BE = _opening(("he", "she", "we", "they"), ahead=_AFTER_BE_LEFT_OUT)
_ZERO_BE_CUE = re.compile(_ZERO_BE, re.IGNORECASE)
# … and before one's number or e-mail address, told straight after what it is ("my cell
# 404-555-0187 if u ever need it", "my number +971 50 338 2190, same on whatsapp").
_ZERO_IS_CONTACT = (
    _opening(("my", "our"), _TEXT_OR_STOP) + r"\s+"
    r"(?:(?:cell|mobile|whatsapp|landline|home|work)\s+(?:phone\s+)?number|cell|mobile|"
    r"whatsapp|landline|(?:cell\s+|mobile\s+)?phone(?:\s+number)?|number|e-?mail(?:\s+address)?)"
    r"(?=\s+(?:[+(]?\d[\d\s().-]{5,}\d|[\w.+-]+@[\w-]+\.))"
)
# "he" or "she" said again after who it is, opening a clause, as the Gulf's and much of the
# world's English does ("akhooy hamad he moved to Dubai", "baba he take Glucophage 850mg", "the
# doctor he increase …"): read without it, before a verb (not "my brother he saw at …"? — a
# relative clause needs "the" or "a" first, which is not read here but for a doctor).
_RESUMED_BY = (
    "brother sister son daughter wife husband dad father mum mom mother uncle aunt cousin boss "
    "friend neighbour neighbor nephew niece grandma grandpa grandmother grandfather landlord "
    "yumma yuba yubba zoji zawji"
)
_RESUMED_VERBS = (
    "moved move moves take takes took taking left leave leaves started start starts got get gets "
    "works work working lives live living stay stays staying increase increased raise raised put "
    "puts changed change switched switch bought buy sold sell passed retired retire married "
    "marry is was has have had joined join quit just now still also already finally not never "
    "will wants want said says told tell"
)
_RESUMED_OPENERS = ("my", "our", "the", "akhooy", "akhoy", "akhuy", "ukhti", "ukhty", "okhti",
                    "baba", "mama", "yumma", "yuba", "yubba", "zoji", "zawji")  # fmt: skip
_RESUMED = (
    _opening(_RESUMED_OPENERS)
    + r"(?:(?<=my|ur)\s+(?:[a-z]+\s+)?(?:"
    + _RESUMED_BY.replace(" ", "|")
    + r")"
    r"|(?<=the)\s+(?:doctor|doc|dr|consultant|gp)|(?<!\bmy)(?<!\bour)(?<!\bthe))"
    r"(?:\s+(?!(?:he|she)\b)[^\W\d_][\w'’-]*)?\s+(?P<resumed_by>he|she)"
    r"(?=\s+(?:" + _RESUMED_VERBS.replace(" ", "|") + r")\b)"
)
_RESUMED_CUE = re.compile(_RESUMED, re.IGNORECASE)
_PARENT_CALLED = {"baba": "my dad", "mama": "my mum"}


def _mine_once(word: str, owned: bool) -> str:
    """A word read as someone of one's own ("my sister"), its "my" left out when one is said just
    before it (``owned``: "my ukhti" is "my sister", not "my my sister")."""
    return word[3:] if owned and word.startswith("my ") else word


# Words read as someone of one's own only after "my" or "our" (Kuwait's "yuba" is a food too).
# (and the north-east's "my loon", "my quine": my son, my daughter; "a loon" is a bird too)
# (and London's "my whip": my car; "a whip" is a whip)
_OWNED_ONLY = frozenset(("yuba", "yubba", "loon", "loons", "quine", "quines", "whip"))
# African American English's "ion" before a verb is "I don't" ("ion wanna talk bout it", "ion
# plan on going nowhere"; not the chemist's ion).
_ION = (
    r"ion(?<![\w'’-]ion)(?=\s+(?:wanna|want|know|care|think|like|need|have|got|plan|even|feel|see"
    r"|eat|drink|trust|remember|mind|play|do|go|get|be|really|ever|never)\b)"
)
# "I been", "she been" for "I have been", "she has been", opening a clause ("i been on
# sertraline 50mg since spring", "she been working there since 2019"); not "have I been".
_BEEN = _opening(("i", "we", "they", "you", "he", "she"), ahead=r"(?=\s+been\s)")
_BEEN_CUE = re.compile(_BEEN, re.IGNORECASE)
_CLAUSE_START = re.compile(r"[.!?,;]\s")
_HAVE = re.compile(r"\b(?:have|has|had|having|ve)\b", re.IGNORECASE)
# "done" before what was done, as Southern, Appalachian and African American English say "have"
# ("we done bought a house in town", "he done quit Toyota"): not "I'm done", "done the dishes".
_DONE_HAVE = (
    r"done(?:(?<=\bi\sdone)|(?<=\bwe\sdone)|(?<=\bthey\sdone)|(?<=\byou\sdone)"
    r"|(?<=\by'all\sdone)|(?<=\bhe\sdone)|(?<=\bshe\sdone))(?=\s+(?:went|bought|sold|got|left|quit|moved|told|took|gave|had|made"
    r"|started|retired|married|finished|paid|traded|switched|changed|lost|broke|[a-z]+ed)\b)"
)
# … and before what was done in its base form, as Vincentian and Guyanese Creole say it ("I
# done move up to Brooklyn since last month", "she done sell de car"): "have moved".
_DONE_BASE = (
    r"done(?:(?<=\bi\sdone)|(?<=\bwe\sdone)|(?<=\bthey\sdone)|(?<=\bhe\sdone)"
    r"|(?<=\bshe\sdone))\s+(?P<done_verb>move|sell|buy|change|switch|start|transfer)(?=\s+[a-z])"
)
_DONE_HAVE_CUE = re.compile(rf"{_DONE_HAVE}|{_DONE_BASE}", re.IGNORECASE)
# Belizean Kriol's and Jamaican's "dem" opening a clause before what is done is "they" ("dem
# transfer mi to Queen Square Anglican", "dem treat mi good"; not "di cooler dem").
_DEM = _opening(("dem",), ahead=r"(?=\s+(?-i:[a-z]))")
# Guyanese Creole's "me" opening a clause is "I" before what one does or is ("me live in Canje",
# "me drive a grey Axio", "nah man me live …"; "me is a nurse" is "I am a nurse", "me does nurse"
# "I nurse"), its "meh" and "mih" are "my" before a word ("meh number", "meh pothound Bruno"),
# and its "de" is "the" before an English word in a text of no Romance language ("de pressure
# tablet", "de Port Mourant clinic"; not "Rio de Janeiro", "la casa de mi madre").
# (the words after which "me" opens a clause besides the usual heads; said once, read both as
# look-behinds and as the word before a base-form change)
_GUYANA_OPENERS = ("man", "bai", "yeh", "gyal", "since", "when", "if", "boi")
_GUYANA_HEAD = (*_CLAUSE_HEAD, *(rf"\b{word}\s" for word in _GUYANA_OPENERS))
_GUYANA_HEADS = frozenset(("and", "but", "so", "now", "cause", "cuz", *_GUYANA_OPENERS))
_GUYANA_ME = (
    _opening(("me",), heads=_GUYANA_HEAD, ahead=r"(?=\s+(?:" + "|".join(sorted(_DOES)) + r")\b)")
    + r"(?P<guyana_be>\s+(?:is|does)(?=\s+[a-z]))?"
)
_MEH = r"(?:meh|mih)(?<![\w'’-]meh)(?<![\w'’-]mih)(?=\s+[a-z])"
_DE = r"(?-i:de|De)(?<![\w'’-]de)(?<![\w'’-]De)(?=\s+[a-zA-Z])"
# The Bahamas' (and the Caribbean's) "does" of what one does as a rule: "I does drive a silver
# Honda Fit" is "I drive …", "mummy does take her metformin" "mummy takes …", "dem does treat
# me right" "they treat me right"; after a word, never asking ("what does he take", "does she
# drive?") nor denying ("does not").
_HABITS = (
    "drive work go take bank live stay keep use have get need want like love know pay send call "
    "cook teach ride run fish count forget remember eat drink smoke feel attend visit treat give "
    "help come play watch wear sleep sell buy rent own walk catch check carry look"
)
# (… and with how often between: "I does always fly Caribbean Airlines", "she does still take")
_HABITS += " fly tek"
_DOES_DO = (
    r"does(?<=[\w'’]\sdoes)\s+(?P<does_how>(?:always|usually|normally|still|never|only)\s+)?"
    r"(?P<does_verb>" + "|".join(_HABITS.split()) + r")(?![\w'’-])"
)
_DOES_DO_CUE = re.compile(_DOES_DO, re.IGNORECASE)
_ASKING = frozenset("what when where how why who which whom whose wuh wha wat weh".split())
_AS_ONE = frozenset("i we they you ya u dey dem me yall y'all".split())
# A mother or father named before what is theirs with no "'s": "doctor raise mummy metformin to
# 1000mg" (mummy's metformin), before a medicine and its dose.
_KIN_OWNS = (
    r"(?:mummy|mommy|daddy|granny|grammy)(?<![\w'’-]mummy)(?<![\w'’-]mommy)(?<![\w'’-]daddy)"
    r"(?<![\w'’-]granny)(?<![\w'’-]grammy)"
    # (not before what they do with it: "granny takes 5mg amlodipine")
    r"(?=\s+(?!(?:takes|take|took|tek|is|was|on|gets|got|needs|uses|used|started|stopped)\b)"
    r"(?-i:[a-z])[\w-]+\s+(?:to\s+|from\s+)?\d+(?:\.\d+)?\s?(?:mg|mcg|ml|units?)\b)"
)
_KIN_OWNS_CUE = re.compile(_KIN_OWNS, re.IGNORECASE)
# The Bahamas' "I's a teller at …": I'm a ….
_I_IS = r"(?-i:I)['’]s(?<![\w'’-]I['’]s)(?=\s+(?:a|an|the|not|still|from|on|in|at)\s)"
# What is read otherwise opens either at a space (a particle after a word: "… innit", "… lah",
# "… habibi") or at a word's first letter (everything else): each kind is tried only where it
# may open, not all of them at every character, and the spellings as a tree of their letters
# (word_trie). The readings are those of one alternation of all of them in this order, a
# third of the time (the readings of 92,308 texts compared).
_READ_AFTER_A_SPACE = (
    ("particle", _PARTICLE), ("na", _NA), ("hk_particle", _HK_PARTICLE),
    ("feeling_particle", _FEELING_PARTICLE),
)  # fmt: skip
_READ_AT_A_WORD = (
    ("resumed", _RESUMED), ("hk_kin", _HK_KIN_SAID), ("zero_is", _ZERO_IS),
    ("zero_be", _ZERO_BE), ("zero_is_contact", _ZERO_IS_CONTACT), ("been", _BEEN),
    ("ion", _ION), ("done_have", _DONE_HAVE), ("done_base", _DONE_BASE),
    ("stay", _PIDGIN_STAY), ("wen", _WEN), ("um", _PIDGIN_UM), ("i_on", _I_ON),
    ("to_place", _TO_PLACE), ("get", _PIDGIN_GET), ("one", _PIDGIN_ONE),
    ("one_is", _PIDGIN_ONE_IS), ("da", _DA), ("wit", _WIT), ("bout", _BOUT),
    ("no_like", _PIDGIN_NO_LIKE), ("fo", _FO), ("spanglish", _SPANGLISH_SAID), ("wor", _WOR),
    ("me", _ME), ("am", _AM_OPENING), ("ah_a", _AH_A), ("i_doing", _I_DOING), ("ah", _AH),
    ("is_me", _IS_ME), ("after", _AFTER_DOING), ("dont_be_doing", _DONT_BE),
    ("kindly", _KINDLY), ("patois", _PATOIS), ("pidgin_no", _PIDGIN_NO),
    ("pidgin_don", _PIDGIN_DON), ("no_doing", _NO_DOING), ("doh", _DOH), ("dah", _DAH),
    ("wah", _WAH), ("in_law", _IN_LAW), ("dem", _DEM), ("lass", _LASS), ("my_man", _MY_MAN),
    ("guyana_me", _GUYANA_ME), ("meh", _MEH), ("de", _DE), ("does_do", _DOES_DO),
    ("kin_owns", _KIN_OWNS), ("i_is", _I_IS), ("hesitation", _HESITATION), ("hk_ba", _HK_BA),
    ("feeling_opening", _FEELING_OPENING), ("hk_dont", _HK_DONT), ("scots_and", _SCOTS_AND),
    ("scots_stays", _SCOTS_STAYS), ("scots_of", _SCOTS_OF), ("an_op", _AN_OP),
    ("scots_all", _SCOTS_ALL), ("scots_one", _SCOTS_ONE), ("ma", _MA), ("no", _NO),
    ("day", _DAYS),
)  # fmt: skip
_SAID = re.compile(
    r"(?=\s)(?:"
    + "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READ_AFTER_A_SPACE)
    + r")|\b(?=\w)(?:"
    + "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READ_AT_A_WORD)
    + r"|(?P<dropped>[a-z]{2,}in)['’](?!\w)"
    # (not inside "wi-fi" or "ain't"; "da's" is "dad's")
    + rf"|(?P<word>{word_trie(_WORDS)})\b(?!-\w)(?!['’](?!s\b)\w))",
    re.IGNORECASE,
)


def _standard(match: re.Match[str]) -> str:
    if match.lastgroup in ("zero_is", "zero_is_contact"):
        said = match.group(0)
        owner, rest = said.split(None, 1)
        if owner.casefold() in ("mih", "meh"):  # "Mih daughter Shania studyin …"
            said = f"{'My' if owner[:1].isupper() else 'my'} {rest}"
        return said + " is"
    if match.lastgroup == "zero_be":
        said = match.group(0)
        return f"{said} {'are' if said.casefold() in ('we', 'they') else 'is'}"
    if match.group("resumed") is not None:
        said = match.group(0)[: match.start("resumed_by") - match.start()].rstrip()
        words: list[str] = []
        for n, token in enumerate(said.split()):
            folded = token.casefold()
            word = _WORDS.get(folded) or (_PARENT_CALLED.get(folded) if n == 0 else None)
            owned = bool(words) and words[-1] in ("my", "our")
            words.append(token if word is None else _mine_once(word, owned))  # "my yuba he …"
        return " ".join(words)
    if match.lastgroup == "ion":
        return "I don't"
    if match.lastgroup == "been":
        said = match.group(0)
        clause = _CLAUSE_START.split(match.string[: match.start()])[-1]
        if _HAVE.search(clause):
            return said  # "How long have Callum and I been together?": "have" is said
        return f"{said} {'has' if said.casefold() in ('he', 'she') else 'have'}"
    if match.group("done_base") is not None:
        before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1].casefold()
        have = "has" if before in ("he", "she") else "have"
        return f"{have} {_PAST[match.group('done_verb').casefold()]}"
    if match.lastgroup == "done_have":
        before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1].casefold()
        return "has" if before in ("he", "she") else "have"
    if match.lastgroup in _PIDGIN_GROUPS:
        return _pidgin(match)
    if match.lastgroup == "spanglish":
        said = match.group(0)
        if not _in_english(match.string):
            return said
        word = _SPANGLISH[" ".join(said.casefold().split())]
        return word[:1].upper() + word[1:] if said[:1].isupper() else word
    if match.group("wor") is not None:
        said = match.group(0)
        word = "my wife" if said.rstrip().casefold().endswith(("lass", "lassie")) else "our "
        return word.capitalize() if said[:1].isupper() else word
    if match.group("me") is not None:
        return "My" if match.group(0)[:1].isupper() else "my"
    if match.group("am") is not None:
        return "I am"
    if match.group("i_doing") is not None:
        return "I am"
    if match.group("ah_a") is not None and _AH_SAID.match(match.string, match.start()) is None:
        # (not before what one does: "like ah telt ye", "from ah was 18" are "I")
        before = match.string[: match.start()].rstrip().rsplit(None, 1)[-1].casefold()
        return "of" if before == "out" else "a"  # ("ah move out ah Flatbush": out of)
    if match.group("ah") is not None or match.group("ah_a") is not None:
        after = (_NEXT_WORD.match(match.string, match.end()).group(1) or "").casefold()
        before = match.string[: match.start()].split()
        asked = bool(before) and before[-1].casefold() in _BE_FORMS  # "where am ah gettin …"
        # ("ah by mih sister in Canarsie": I am at her home)
        # (… and "ah in Crown Heights now": I am in it)
        am = after in _DOING or after in ("by", "in")
        return "I am" if am and not asked else "I"
    if match.group("guyana_me") is not None:
        after = (_NEXT_WORD.match(match.string, match.end()).group(1) or "").casefold()
        if after in ("left", "right") and not _creole(match.string):
            return match.group(0)  # "me left knee's knackered" (Scouse's "my")
        be = match.group("guyana_be")
        return "I am" if be and be.split()[0].casefold() == "is" else "I"
    if match.group("meh") is not None:
        before = match.string[: match.start()].split()
        after = (_NEXT_WORD.match(match.string, match.end()).group(1) or "").casefold()
        if (before and before[-1].casefold() in _MEH_AS_SAID) or after in _NOT_OWNED:
            return match.group(0)  # "feeling a bit meh about …", "meh and …"
        return "My" if match.group(0)[:1].isupper() else "my"
    if match.group("de") is not None:
        return _de(match)
    if match.group("does_do") is not None:
        return _does_do(match)
    if match.group("kin_owns") is not None:
        return f"{match.group(0)}'s"
    if match.group("i_is") is not None:
        return "I'm"
    if match.group("is_me") is not None:
        north_east = _NORTH_EAST.search(match.string) or _ME_SAID.search(match.string)
        return "me" if north_east else match.group(0)
    if match.group("after") is not None:
        who = match.group("after_who")
        has = "have" if who.casefold() in ("i", "we", "you", "they") else "has"
        return f"{who} {has} just {_JUST_DONE[match.group('after_verb').casefold()]}"
    if match.group("dont_be_doing") is not None:
        return f"{match.group('dont_be')} {_DONT_BE_DOING[match.group('dont_verb').casefold()]}"
    if match.group("kindly") is not None:
        return "Please" if match.group(0)[0].isupper() else "please"
    if match.lastgroup in ("particle", "hk_particle", "feeling_particle", "feeling_opening"):
        if match.group(0).strip(" ,").casefold() in _CREOLE_ONLY and _foreign(match.string):
            return match.group(0)  # Tok Pisin's "bai" (will): "… bai ol i salim kago"
        return ""
    if match.group("hk_kin") is not None:
        owned = match.group("hk_owned")
        word = _HK_KIN["".join((owned or match.group(0)).casefold().split())]
        if owned is not None:
            return f"{match.group('hk_owner')} {word}"
        return word.capitalize() if match.group(0)[:1].isupper() else word
    if match.group("hk_ba") is not None:
        return "my dad" if _HK.search(match.string) else match.group(0)
    if match.group("hk_dont") is not None:
        return "Don't" if match.group(0)[:1].isupper() else "don't"
    if match.group("scots_and") is not None:
        return "and"
    if match.group("scots_of") is not None:
        return "of"
    if match.group("an_op") is not None:
        return "operation"
    if match.group("scots_stays") is not None:
        said = match.group(0)
        if said.casefold().startswith("bid"):
            return _BIDE[said.casefold()]
        return "lives" if _SCOTS.search(match.string) else said
    if match.group("scots_all") is not None:
        return "all"
    if match.group("scots_one") is not None:
        return "one"
    if match.group("na") is not None:
        return " is"
    if match.group("pidgin_no") is not None or match.group("no_doing") is not None:
        return "don't"
    if match.group("doh") is not None:
        return "Don't" if match.group(0)[:1].isupper() else "don't"
    if match.group("dah") is not None:
        return "is"
    if match.group("dem") is not None:
        return "They" if match.group(0)[:1].isupper() else "they"
    if match.group("lass") is not None:
        return "Last" if match.group(0)[:1].isupper() else "last"
    if match.group("my_man") is not None:
        return "dad" if match.group(0)[:1].casefold() == "o" else "partner"
    if match.group("in_law") is not None:
        return "-".join(match.group(0).split())
    if match.group("wah") is not None:
        before = match.string[: match.start()].split()
        if before and before[-1].casefold() in _WANTING:
            return "want"
        told = (_NEXT_WORD.match(match.string, match.end()).group(1) or "").casefold()
        return "what" if told in _ASKED_OF else match.group(0)
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
    if said == "Ma" and match.group("ma") is not None and _SCOTS.search(match.string):
        return "My"  # Glasgow's "Ma Davie's aye at me", "Ma Kirsty's wee lassie Skye"
    if said == "Oor":
        return "Our"  # before a name too: "Oor Jamie goes tae the Busy Bees nursery"
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
        owned = match.string[: match.start()].casefold().endswith(("my ", "our "))
        if said.casefold() in _OWNED_ONLY and not owned:
            return said  # "grilled trout or yuba?": Japanese's tofu skin, no father
        word = _mine_once(word, owned)  # "my ukhti Aisha": my sister
    return word.capitalize() if said[:1].isupper() else word


_A_THING_NAMED = re.compile(r"\s+one\s+(?:[a-z]+\s+){0,2}(?-i:[A-Z])", re.IGNORECASE)
# Words a hesitation follows more than Pidgin's "um" does ("i live in um amarillo").
_BEFORE_A_HESITATION = frozenset("in at is was my the a and or to from of".split())
_PIDGIN_GROUPS = frozenset(
    (
        "stay",
        "wen",
        "um",
        "i_on",
        "to_place",
        "get",
        "one",
        "one_is",
        "da",
        "wit",
        "fo",
        "bout",
        "no_like",
    )
)
# Where one goes to, and where one lives in, before a place named with no word between.
_GOES_TO = frozenset("move moved moving go went drive drove fly flew".split())
# Who "da" is the dad of ("ma da", "the da"), and what he does after it ("da wis telt").
_OWNERS = frozenset("my ma me mah his her your yer yir our oor wor their the".split())
_DAD_DOES = frozenset(
    "wis was is said says has had died passed got went telt tellt will would can could does did "
    "never always still just used lives lived works worked retired takes took taking".split()
)
_PIDGIN_VERB = {"like": "don't want", "can": "can't", "mo": "no more"}


@lru_cache(maxsize=1024)
def _shows_pidgin(text: str) -> bool:
    """Whether ``text`` shows Hawai'i's Pidgin (:data:`_HAWAII`): asked once per text, not at
    each of its words read."""
    return _HAWAII.search(text) is not None


# What Belizean Kriol's "da" says is a value, or a medicine, after (:func:`_pidgin`).
_TAKEN = frozenset(("pill", "pills", "tablet", "tablets", "medicine", "dose"))
_VALUE_NAMED = (
    frozenset("number code pin password passcode answer name one email cell phone".split()) | _TAKEN
)


def _pidgin(match: re.Match[str]) -> str:
    """One of Hawai'i's Pidgin words (:data:`_HAWAII_WORDS`) read in what surrounds it."""
    said, text, group = match.group(0), match.string, match.lastgroup
    before = text[: match.start()].split()
    prev = before[-1].casefold().strip(",.!?;:()\"'") if before else ""
    hawaii = _shows_pidgin(text)
    if group == "da":
        told = _NEXT_WORD.match(text, match.end()).group(1) or ""
        if prev in _VALUE_NAMED and (
            not told[:1].isalpha() or told[:1].isupper() or prev in _TAKEN
        ):
            return "is"  # Belizean Kriol's "code da 1964", "mi pressure pill da losartan 50mg"
        if before and before[-1].endswith(",") and told[:1].isdigit():
            return "it is"  # "… a code fi verify di new app, da 448210"
        if said[:1].isupper() and ((before and before[-1][-1:] not in ".!?") or told[:1].isupper()):
            return said  # a name: "Da Nang", "Da Vinci"
        after = told.casefold()
        word = "dad" if prev in _OWNERS or after in _DAD_DOES else "the"
    elif group == "wen":
        how, verb = match.group("wen_how"), match.group("wen_verb").casefold()
        word = how + _PAST_OF[verb]
        if verb in _GOES_TO and (_NEXT_WORD.match(text, match.end()).group(1) or "")[:1].isupper():
            word += " to"  # "he wen move Hilo"
        return word if not said[:1].isupper() else word[:1].upper() + word[1:]
    elif group == "i_on":
        return "I am"
    elif group == "um":
        if not hawaii or prev in _BEFORE_A_HESITATION:
            return ""  # a hesitation (read as nothing, as :data:`_HESITATION` is)
        return "it" + said[2:]  # (and what followed it: "… bring um up")
    elif group == "to_place":
        if not hawaii and said.casefold() in _GOES_TO:
            return said  # "we moved Grandma to …" ("living Vegas" is no English anywhere)
        return f"{said} {'to' if said.casefold() in _GOES_TO else 'in'}"
    elif group == "stay":
        return _stay(match, before, hawaii)
    elif group == "get":
        who = _who_is(before)
        if who == "is":
            word = "has"
        elif who == "are" and prev not in _MANY_WHO_ARE:
            word = "have"  # "me and my wife Leilani get two keiki"
        elif (who or prev in {"and", "now", "finally", "so"}) and hawaii:
            word = "have"
        elif before and before[-1].endswith(",") and hawaii:
            word = "got"  # "… wen trade in da old Tacoma, get one 2021 Tundra now"
        elif who and _A_THING_NAMED.match(text, match.end()):
            word = "have"  # "I get one blue Honda Fit": what one has, by its maker's name
        else:
            return said
    elif group in ("one", "one_is"):
        if not hawaii and not (group == "one" and _A_THING_NAMED.match(text, match.start() - 1)):
            return said
        after = (_NEXT_WORD.match(text, match.end()).group(1) or "").casefold()
        word = "an" if after[:1] in ("a", "e", "i", "o", "u") else "a"
        if group == "one_is":
            word = "is " + word
    elif group == "wit":
        word = "with"
    elif group == "fo":
        word = "to"
    elif group == "bout":
        word = "about"
    else:  # "no like", "no can", "no mo"
        verb = match.group("pidgin_verb").casefold()
        if verb != "mo" and not hawaii and prev not in _MANY_WHO_ARE and prev not in _ONE_WHO_IS:
            return said  # "I no like …" is no English
        word = _PIDGIN_VERB[verb]
    return word.capitalize() if said[:1].isupper() else word


def _who_is(before: list[str]) -> str | None:
    """What "is" is after the words ``before`` when they end with one who is: "is" after one
    ("he", "Leilani", "my son Keoni", "da Costco Visa"), "am" or "are" after "I" or many,
    ``None`` after no one (or after "let her": another makes them)."""
    if not before:
        return None
    words = [w.strip(",.!?;:()\"'") for w in before[-4:]]
    last = words[-1]
    folded = last.casefold()
    at = len(words) - 1
    while folded in {"still", "now", "also", "always", "already", "just", "all", "only"} and at:
        at -= 1
        last = words[at]
        folded = last.casefold()
    if before[len(before) - len(words) + at][-1:] in ".!?,;:":
        return None  # a clause ended before: "… at work, stay …"
    earlier = words[at - 1].casefold() if at else ""
    if earlier in _MAKES_ONE:
        return None  # "let her stay"
    if folded in _MANY_WHO_ARE:
        return _MANY_WHO_ARE[folded]
    if "and" in (w.casefold() for w in words[max(0, at - 3) : at]):
        return "are"  # "me and my wife Leilani get …": two
    if folded in _ONE_WHO_IS:
        return "is"
    if last[:1].isupper() and folded not in _TITLES and folded not in {"i", "and", "so", "but"}:
        return "is"  # a name: "Leilani stay …"
    if (
        any(w.casefold() in _DETERMINERS for w in words[max(0, at - 3) : at])
        and last.isalpha()
        and folded not in _NO_ONES_NAME
    ):
        return "are" if folded.endswith("s") and not folded.endswith("ss") else "is"
    return None


_NOT_A_PLACE = frozenset(
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec dr doc mr mrs ms i".split()
)


def _stay(match: re.Match[str], before: list[str], hawaii: bool) -> str:
    """Pidgin's "stay" as "is", "am" or "are" (:data:`_PIDGIN_STAY`), or as it was said."""
    said, text = match.group(0), match.string
    told = _NEXT_WORD.match(text, match.end()).group(1) or ""
    after = told.casefold()
    if after in _STAYING:
        return said  # "stay in Waipahu", "stay home": the slots read where one stays
    who = _who_is(before)
    then = _NEXT_WORD.match(text, _NEXT_WORD.match(text, match.end()).end()).group(1) or ""
    # "I stay pipefitter at Pearl Harbor", "my bradda Nolan stay lineman fo HECO": a job, where
    job = (
        told.isalpha()
        and told.islower()
        and not after.endswith(("ing", "ed", "ly"))
        and then.casefold() in {"at", "for", "fo", "in", "with", "wit"}
    )
    if who is not None and job:
        return f"{who} {'an' if after[:1] in 'aeiou' else 'a'}"
    # "my son Keoni stay Waipahu Intermediate": where one is (not "stay March 14", a day)
    place = told[:1].isupper() and told.isalpha() and after not in _NOT_A_PLACE
    if who is not None and place:
        return f"{who} at"
    if who is None:
        # "now stay Poki2015…": what is now, with no one named
        prev = before[-1].casefold() if before else ""
        return "is" if hawaii and prev in {"now", "still"} else said
    if who != "is" and not hawaii and not after.endswith("ing"):
        return said  # "I stay busy": English
    return who


# What shows Guyanese (and the Caribbean's) Creole in a text, two of these: where it shows,
# "me left" and "de" before any word are read as its own ("pls nah bring up meh ex", "me live in
# Kitty, near de seawall"); elsewhere "de" is "the" only between English words in an English
# text (not "pastéis de nata", Dutch's and Portuguese's "de", "mot de passe"), "me left knee" is
# Scouse's, and "bai" is Tok Pisin's "will" unless the text is English.
_CREOLE_CUES = frozenset(
    "deh dem dat dis wid pon seh tek lef nah cyaan fuh wuh abee meh mih gyal bai boi yuh ting "
    "nuff bruk mek doh neva wha bout nuttin sumting de lil tief".split()
)
_CREOLE_ONLY = frozenset(("bai", "boi"))
# "meh" as the shrug it is in English: after a word of how much ("a bit meh"), before a word
# that owns nothing ("meh about it").
_MEH_AS_SAID = frozenset("bit so kinda feeling feel felt pretty very just quite".split())
_NOT_OWNED = frozenset("about at on in to with for and but or if then lol".split())


@lru_cache(maxsize=1024)
def _creole(text: str) -> bool:
    return len(_CREOLE_CUES.intersection(_A_WORD.findall(text.casefold()))) >= 2


def _de(match: re.Match[str]) -> str:
    """Guyanese Creole's "de" as "the": in a text that shows the Creole (:func:`_creole`), or
    between English words in a text of no other language that says "de"."""
    said, text = match.group(0), match.string
    after = _NEXT_WORD.match(text, match.end()).group(1) or ""
    before = text[: match.start()].split()
    if after[:1].isupper() and before and before[-1][:1].isupper():
        return said  # "Rio de Janeiro", "Faria de Souza", "Banco de Chile"
    done_to = bool(before) and (before[-1].casefold() in _DOES or before[-1].casefold() in _PAST)
    if (
        _foreign(text)
        or (
            not _creole(text)
            and (
                not (english(after.casefold()) or done_to)  # ("doc raise de metformin")
                or (
                    before
                    and before[-1][-1:] not in ",.;:!?"
                    and not english(before[-1].casefold())
                )
            )
        )
    ):
        return said  # "Ik heb vandaag de fietsenmaker …", "pastéis de nata", "mot de passe"
    return "The" if said[:1].isupper() else "the"


def _does_do(match: re.Match[str]) -> str:
    """ "does" and what one does as a rule (:data:`_DOES_DO`) as the verb alone, for its doer."""
    verb = match.group("does_verb")
    verb = {"tek": "take", "Tek": "Take"}.get(verb, verb)  # ("granny does tek 5mg …")
    how = match.group("does_how") or ""
    before = match.string[: match.start()].split()
    clause = _CLAUSE_START.split(match.string[: match.start()])[-1].split()
    if any(w.casefold().strip(",.!?;:") in _ASKING for w in clause):
        # "… and what does he take" ("how much insulin Kamla does tek": take)
        return match.group(0)[: match.start("does_verb") - match.start()] + verb
    who = before[-1].casefold().strip(",.!?;:") if before else ""
    if who in _AS_ONE:
        return how + verb
    folded = verb.casefold()
    if folded == "have":
        return how + "has"
    if folded.endswith(("ch", "sh", "ss", "o")):
        return f"{how}{verb}es"
    if folded.endswith("y") and folded[-2:-1] not in "aeiou":
        return f"{how}{verb[:-1]}ies"
    return f"{how}{verb}s"


# Small words of the languages whose "de" (and Tok Pisin's "bai") is theirs: French,
# Portuguese, Dutch, Frisian, German, Wolof, Lingala, Tok Pisin ("la maison de ma mère", "ik heb
# vandaag de fietsenmaker betaald", "mot de passe bu sama …", "bai ol i salim kago").
_FOREIGN_SMALL_WORDS = frozenset(
    """
    le les du des une avec pour dans est mot passe não uma com para meu minha você pra pro het
    een van voor ik heb mijn zijn niet met aan bij der das und ist für ein eine bu ci mooy ngai
    bilong tasol kisim nau fir vum wann ech niks heeft naar hun zij deze wordt worden
    """.split()
)


@lru_cache(maxsize=1024)
def _foreign(text: str) -> bool:
    """Whether ``text`` shows a small word of :data:`_FOREIGN_SMALL_WORDS`, or is Spanish or
    Italian."""
    said = _A_WORD.findall(text.casefold())
    return not _FOREIGN_SMALL_WORDS.isdisjoint(said) or _in_spanish_or_italian(text)


def _patois(match: re.Match[str]) -> str:
    """One of Jamaican's words of :data:`_PATOIS` read in what surrounds it."""
    said, text = match.group(0), match.string
    if (said.isupper() and len(said) > 1) or _in_spanish_or_italian(text):
        return said  # "MI" (Michigan); "mi PIN del banco es …"
    if roman_urdu.reads_roman_urdu(text):
        return said  # Urdu's "di" is "gave" or "did": "bech di", "kr di"
    after = _NEXT_WORD.match(text, match.end()).group(1) or ""
    nxt = after.casefold()
    before = text[: match.start()].split()
    prev = before[-1].casefold().strip(",.!?;:") if before else ""
    word = said.casefold()
    if word in _PAST:
        if prev in _NO_PAST_AFTER or (
            len(before) > 1 and before[-2].casefold() in _NO_PAST_AFTER | _ASKED_DONE
        ):
            return said  # "I'll start my journal", "to finally start my business", "did you …"
        # past after "just", "finally", "already", one whose verb would end in "s" now ("she",
        # "doc"; not "he", who may be a doctor changing the dose of someone taken to him), a
        # name ("Dr. Henry raise the metformin", "Keisha switch from St. John's …"), or told with
        # a time gone by ("we move to King's Park last month")
        if not before or before[-1][-1:] in ",.;:!?":
            # (opening a clause: only a time gone by in its line tells it)
            return _PAST[word] if _GONE_BY_NEAR.match(text, match.end()) else said
        told = (
            prev in _BEFORE_A_PAST
            # (and Guyanese Creole's "me" opening a clause: "me change meh number")
            or (
                prev == "me"
                and (
                    len(before) == 1
                    or before[-2][-1:] in ",.;!?"
                    or before[-2].casefold() in _GUYANA_HEADS
                )
            )
            or (
                bool(before)
                and before[-1][:1].isupper()
                and before[-1] != "I"
                and not before[-1].startswith(("I'", "I’"))
                and (
                    (
                        len(before) > 1
                        and (before[-2][-1:] not in ".!?" or before[-2].casefold() in _TITLES)
                    )
                    # (opening what is said, a name no English word is: "Keisha switch from …")
                    or not english(before[-1].casefold())
                )
            )
            or _GONE_BY.match(text, match.end()) is not None
        )
        return _PAST[word] if told else said
    if word in ("a", "is") and before[-1].isupper():
        return said  # after "MI" (Michigan), not Jamaican's "mi"
    if word == "a" and prev in {"deh", "live", "out"}:
        return {"deh": "at", "live": "in", "out": "of"}[prev]
    if word == "a" and prev not in {"mi", "still"}:
        return "is"  # "new number a 876-555-0247"
    if word == "a" and len(before) > 1 and before[-2].casefold() in _BEFORE_ME:
        return said  # "Atlantic send mi a code": "a" of what was sent
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
        # (and before a name: "ah captain fi Reef Runner Tours", "drive fi Sea Dog Adventures")
        named = after[:1].isupper()
        read = (
            "for"
            if not nxt[:1].isalpha() or named or nxt in _NO_OWNER or nxt in {"mi", "my"}
            else "to"
        )
    elif word == "deh":
        read = "am" if prev in {"mi", "i", "ah"} else "are" if prev in _MANY else "is"
    else:  # "nuh"
        if not nxt[:1].isalpha():
            return ""
        read = "no" if nxt == "more" else "don't"  # (Belizean Kriol's "nuh more": no more)
    return read.capitalize() if said[:1].isupper() else read


# Words after which (or after the word after which) the base form is no past: what is to come,
# what may be, what is not.
_NO_PAST_AFTER = frozenset(
    "to will can could should would must might may gonna wanna let let's lets don't dont "
    "didn't didnt not never i'll we'll you'll he'll she'll they'll i'd we'd".split()
)
# (and Kriol's "ah", whose base form tells what one did: "ah sell di Note and buy a blue Honda")
_BEFORE_A_PAST = frozenset(
    "just finally already did him she ih dem don doc doctor docta dr ah".split()
)
# A time gone by in the rest of the clause ("… to King's Park last month", "… ova yestideh").
_GONE_BY = re.compile(
    r"[^.!?;,]*?\b(?:last\s+(?:week|month|year|night|term|weekend|summer|winter|spring|fall"
    r"|autumn|\w+day)|yesterday|yestideh|ago)\b",
    re.IGNORECASE,
)
_GONE_BY_NEAR = re.compile(
    r"[^.!?;,:\n]*?\b(?:last\s+(?:week|month|year|night|term|weekend|\w+day)|yesterday|ago)\b",
    re.IGNORECASE,
)
_ONE_READING = {"him": "he", "di": "the", "dis": "this"}
# (a question's "did" or "do" before its doer: "did you change it last week")
_ASKED_DONE = frozenset(("did", "do", "does"))
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
# (… and the words of feeling, but "ya'ni", whose "ya" and "ni" are other languages' too)
_FEELING_TRIGGERS = frozenset(
    word for said in _FEELING_WORDS for word in _A_WORD.findall(said) if len(word) > 2
)
_TRIGGERS = frozenset(_WORDS) | {
    "ma", "sha", "o", "oo", "dey", "na", "kindly", "mi", "fi", "deh", "nuh", "wi", "di", "dis",
    "don", "wor", "me", "am", "ah", "stay", "wen", "wit", "bout", "aw", "wan", "op", "ion",
    "doh", "dah", "wah", "dem", "lass", "meh", "mih", "de", "bide", "bides", "bidin", "innit",
    "init",
    *(phrase.split()[0] for phrase in _SPANGLISH),
}  # fmt: skip
# … and Hong Kong's, whose particles ("la", "ga") and "lo", "ba" are words of other languages
# too: a text is read for them only when it holds one of these, which no other language the
# person may type has ("moved jor", "my lo por", "pls dun bring up …").
_OWNERS_OF_KIN = frozenset("my our his her their your".split())
_HK_TRIGGERS = frozenset(
    "jor lor lah mah meh leh hea dun jai neui gong kung gung pau poh lopor logong didi dai mui "
    "muimui gaa gaaje".split()
)
_DAY_AFTER_THE = frozenset(_DAY_WORDS)


# What Pidgin says that English never does, wherever it shows no other word of it ("I no like
# …", "I get one blue Honda", "now I on …", "living Vegas").
_PIDGIN_CUES = re.compile(
    r"\bno\s+(?:like|can|mo)\b|\bget\s+one\b|(?-i:\bI\s+on\b)|\b(?:living|lives|live)\s+(?-i:[A-Z])",
    re.IGNORECASE,
)
_DONT = frozenset(("don", "dont", "not", "never"))
_DONT_BE_CUE = re.compile(_DONT_BE, re.IGNORECASE)
_IN_LAW_CUE = re.compile(_IN_LAW, re.IGNORECASE)
_AFTER_ING = re.compile(r"\bafter\s+(?:just\s+)?[a-z]+ing\b", re.IGNORECASE)


_PRONOUNS_OPENING = frozenset(("he", "she", "we", "they"))
_PRONOUNS_RESUMING = frozenset(("he", "she"))
_AFTER_ZERO_BE = frozenset(("a", "an", "at", "in", "on"))
_CONTACT_OWNERS = frozenset(("my", "our"))
_ZERO_IS_CONTACT_CUE = re.compile(_ZERO_IS_CONTACT, re.IGNORECASE)


def _may_hold(text: str, said: set[str]) -> bool:
    """Whether ``text`` (its words in lower case: ``said``) may hold a spelling read otherwise."""
    return bool(
        said & _TRIGGERS
        or ("is" in said and not said.isdisjoint(_NORTH_EAST_WORDS))
        or not said.isdisjoint(_HESITATIONS)
        or ("the" in said and said & _DAY_AFTER_THE)
        or ("no" in said and not said.isdisjoint(("you", "ye", "please", "pls", "plz", "make")))
        or "in'" in text
        or "in’" in text
        or ("after" in said and _AFTER_ING.search(text) is not None)
        or ("be" in said and not said.isdisjoint(_DONT) and _DONT_BE_CUE.search(text) is not None)
        or (("one" in said or "get" in said or "no" in said) and _shows_pidgin(text))
        or _PIDGIN_CUES.search(text) is not None
        or (("a" in said or "an" in said) and _ZERO_IS_CUE.search(text) is not None)
        or (
            not said.isdisjoint(_PRONOUNS_OPENING)
            and not said.isdisjoint(_AFTER_ZERO_BE)
            and _ZERO_BE_CUE.search(text) is not None
        )
        or (not said.isdisjoint(_CONTACT_OWNERS) and _ZERO_IS_CONTACT_CUE.search(text) is not None)
        or ("been" in said and _BEEN_CUE.search(text) is not None)
        or (not said.isdisjoint(_PRONOUNS_RESUMING) and _RESUMED_CUE.search(text) is not None)
        or ("an" in said and _SCOTS_AND_CUE.search(text) is not None)
        or not said.isdisjoint(_HK_TRIGGERS)
        or ("man" in said and "my" in said and _MY_MAN_CUE.search(text) is not None)
        or not said.isdisjoint(_FEELING_TRIGGERS)
        or ("ni" in said and "ya" in said and "ya'ni" in text.casefold())
        or ("lo" in said and "por" in said)
        or ("ba" in said and (not said.isdisjoint(_OWNERS_OF_KIN) or _HK.search(text) is not None))
        or ("stays" in said and _SCOTS.search(text) is not None)
        or ("done" in said and _DONE_HAVE_CUE.search(text) is not None)
        or ("law" in said and "in" in said and _IN_LAW_CUE.search(text) is not None)
        or ("does" in said and _DOES_DO_CUE.search(text) is not None)
        or (not said.isdisjoint(_KIN_CALLED) and _KIN_OWNS_CUE.search(text) is not None)
        or ("s" in said and ("I's" in text or "I’s" in text))
        or ("i" in said and not said.isdisjoint(_DOING) and _I_DOING_CUE.search(text) is not None)
        or (not said.isdisjoint(_GONE_BY_WORDS) and _BASE_GONE_BY.search(text) is not None)
    )


_KIN_CALLED = frozenset(("mummy", "mommy", "daddy", "granny", "grammy"))
_GONE_BY_WORDS = frozenset(("last", "yesterday", "ago"))
# A change told in the base form with a time gone by in its clause ("I switch to RBC in Palmdale
# last month", "switch to da gym out Cable Beach since last week").
_BASE_GONE_BY = re.compile(
    r"\b(?:raise|increase|lower|reduce|double|change|switch|send|sell|move|buy|trade|transfer|"
    r"start)\s[^.!?;,]*?\b(?:last\s+(?:week|month|year|night|term|weekend|\w+day)|yesterday|ago)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def plain(text: str) -> str:
    """``text`` with the spellings of :data:`_WORDS` (and "ma", the days, a dropped g with its
    apostrophe) read as the standard words; the rest as it was."""
    said = set(_A_WORD.findall(text.casefold()))
    read = text
    # Roman Urdu and Romanized Bangla first ("ammi abbu Islamabad shift ho gaye", "amra
    # Mirpur e thaki")
    for reader in _ROMAN:
        if reader.reads_words(said):
            read = reader.english(text)
            said = set(_A_WORD.findall(read.casefold()))
            break
    return _SAID.sub(_standard, read) if _may_hold(read, said) else read


def on_said(text: str, start: int, end: int) -> tuple[int, int]:
    """The span of ``text`` as said that the span ``start:end`` of :func:`plain` of it reads: a
    span inside a word (or a stretch of Roman Urdu or Bangla) read otherwise is widened to all of
    it."""
    reader = next((r for r in _ROMAN if r.english(text) != text), None)
    read = reader.english(text) if reader else text
    start, end = _said_span(
        ((m.start(), m.end(), _standard(m)) for m in _SAID.finditer(read)), start, end
    )
    return _said_span(reader.readings(text), start, end) if reader else (start, end)


# The languages typed in Latin letters whose statements are read in English order before the
# spellings (each with reads_words, english and readings), tried in this order (Sinhala first,
# as the end of this comment says; Assamese next:
# its own words are none of the others', while Bangla's "ami", "amar", "ghor", "notun", Odia's
# "aai" and Hindi's "lai" are in many an Assamese text; Telugu next:
# its own words are none of the others', while Roman Urdu's "maa", "papa", "class" are in many a
# Telugu text; Malayalam next: its own words are none of the others', while Tamil's "ippo",
# "illa", "avan" and "amma" are in many a Malayalam text; Kannada next: its own words are none
# of the others', while Telugu's "nanna" and "anna" are in many a Kannada text and Roman Urdu's
# "diya" is a name in Bengaluru; Odia next: its own words are none of the others', while
# Gujarati's "rahu", Roman Urdu's "kaam", "nahin" and Bangla's "achi", "bou" are in many an Odia
# text; Marathi after them: its own words are none of the others',
# while Roman Urdu's "nahi" and "kaam" are in many a Marathi text; Gujarati after Marathi: its
# own words are none of the others', while Roman Urdu's "ghar", "kaam", "nahi" and Kamtok's "ma",
# "na", "pan" are in many a Gujarati text; Punjabi after Gujarati: its own words are none of the
# others', while Roman Urdu's "mera", "ghar", "nahi" and Kamtok's "di", "na" are in many a
# Punjabi text; Nepali after Punjabi: its own words are none of the others', while Roman Urdu's
# "mera", "meri", "naya" and Kamtok's "na" are in many a Nepali text). Cameroon Pidgin (Kamtok)
# last: its markers are English's own small words ("a", "no", "go", "for"), read so only where
# its "di", "a di" or "dey for" show it. Sheng and Swahili before it: its "na" (and, with) is
# one of Kamtok's markers, while Swahili's own words are none of the others'. Camfranglais and
# French before both: "ma go", "on a" and "il a" are Kamtok's markers' look-alikes ("go", "a"),
# while French is read only in a text with none of Kamtok's markers. Sinhala before them all:
# its own words ("thiyenawa", "inne", "ekata", "epa") are none of the others', while Tamil's
# "amma", "akka" and "aiyo" are in many a Sinhala text.)
_ROMAN = (
    roman_sinhala,
    roman_assamese,
    roman_telugu,
    roman_malayalam,
    roman_kannada,
    roman_odia,
    roman_marathi,
    roman_gujarati,
    roman_punjabi,
    roman_nepali,
    roman_urdu,
    roman_bangla,
    roman_tamil,
    camfranglais,
    sheng,
    kamtok,
)


def _said_span(replaced: Iterable[tuple[int, int, str]], start: int, end: int) -> tuple[int, int]:
    """The span before the replacements ``replaced`` (each stretch's start, end and what it was
    read as, in order) of the span ``start:end`` after them."""
    shift = 0  # the offset after minus the one before, up to the stretch looked at
    said_start, said_end = start, end
    start_set = end_set = False
    for from_, to, word in replaced:
        read_from, read_to = from_ + shift, from_ + shift + len(word)
        if not start_set:
            if start < read_from:
                said_start, start_set = start - shift, True
            elif start < read_to:
                said_start, start_set = from_, True
        if not end_set:
            if end <= read_from:
                said_end, end_set = end - shift, True
            elif end <= read_to:
                said_end, end_set = to, True
        if start_set and end_set:
            return said_start, said_end
        shift += len(word) - (to - from_)
    return (said_start if start_set else start - shift), (said_end if end_set else end - shift)


# The texts kept by what reads them are emptied when a memory is forgotten, as every other such
# cache is (memwarden.text.forget_cached_texts).
for _cache in (plain, _in_english, _shows_pidgin, _in_spanish_or_italian, _creole, _foreign):
    cached_texts(_cache.cache_clear)
