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

A question typed in Taglish, or in Lebanese Arabizi (Arabic in Latin letters, with digits for
the sounds they lack), has each of its Tagalog or Levantine words of a small list followed by
the English the agent's notes say it in (:data:`TAGALOG`, :data:`LEVANTINE`): "2addesh el ejar
hala2" is searched as "2addesh (how much) el ejar (rent lease) hala2 (now)" and finds "User pays
USD 900 a month in rent", and, its own words staying, what the person wrote in Arabizi too; an
Arabizi word is looked up however it is spelled ("2addesh", "addesh", "adesh"). Only in a
question that is that language by its marks (small words; digits for letters): "wen", "min",
"mama" and "bet" in an English question are chat's "when", minutes, a mother and a wager.
A question typed in Spanish or Spanglish as a phone types it ("k carro maneja mi suegra") is
glossed the same way from :data:`SPANISH` ("k (what) carro (car) maneja (drives) mi suegra (my
mother-in-law)"), each word looked up however it is spelled ("cuánto", "cuanto", "kuanto"), and its
small words ("de", "la", "q") are searched for no more than English's (:func:`spanish_words`);
only in a question with more of Spanish's small words than of English's: "La Jolla", "El Paso"
and "de Souza" in an English question are places and a name. A question typed in Roman Urdu
("ghar ka rent kitna hai", "ibrahim ki salgirah kab hai") is glossed the same way, and its small
words searched for no more than Spanish's, by :mod:`memwarden.read.urdu`; only in a question
Urdu by its small words (:func:`urdu_words`), Taglish's "ka" and "ko" making none Urdu alone.
A question typed in Romanized Bangla ("notun basha koy tala te", "Rahima ke mashe koto dei") is
glossed and searched so by :mod:`memwarden.read.bangla`, read before Urdu ("ki", "kon" and
"naam" are both's: :func:`bangla_words`); one in Romanized Tamil ("en salary ippo endha bank la
varudhu", "mamiyar physio endha days") by :mod:`memwarden.read.tamil`, read before both
(:func:`tamil_words`); one in Romanized Telugu ("naa salary ippudu ye bank ki padutundi") by
:mod:`memwarden.read.telugu`, read before all three (:func:`telugu_words`); one in north-east
Scots, Doric ("fit's ma faither on for his hert noo", "far's the loon workin"), by
:mod:`memwarden.read.doric` (:func:`doric_words`); one in Romanized Marathi ("baba chi goli
kiti mcg ata", "Pallavi ata kuthe rahte") by :mod:`memwarden.read.marathi`, read after Kannada
and before Telugu, Tamil, Bangla and Urdu (Urdu's "kon" and "ka" are its too:
:func:`marathi_words`); one in Vincentian Creole ("wah mih numba now", "weh Kevon deh now") by
:mod:`memwarden.read.vincentian`, read after Cameroon Pidgin (:func:`vincentian_words`);
one in Romanized Gujarati ("ba have kya rahe che?", "mari salary ketli che have") by
:mod:`memwarden.read.gujarati`, read after Marathi, whose "che" and "kon" it shares, and before
Urdu, Arabizi and Tagalog ("kya" is Urdu's what and Gujarati's where, "shu" Arabizi's what:
:func:`gujarati_words`); one in Sheng or Swahili ("mathe anakaa wapi shags", "bibi yangu
anawork hosi gani sasa") by :mod:`memwarden.read.sheng`, read last of them all ("ni" and "na"
are Gujarati's and Tagalog's too: :func:`sheng_words`); one in Romanized Punjabi ("veer ji
kithe rehnde", "metformin di goli kinni leni aa hun") by :mod:`memwarden.read.punjabi`, read
after Gujarati and before Urdu ("ki", "naam" and "hun" are both's: :func:`punjabi_words`); one
in Romanized Nepali ("buwa ko sugar ko goli kati mg ho aba?", "bahini ko bihe kahile bhako
thyo?") by :mod:`memwarden.read.nepali`, read after Gujarati and over Punjabi by two words only
Nepali has ("kinne" is both's), and before Urdu ("ko" and "kaha" are both's:
:func:`nepali_words`); one in Romanized Odia ("bou ra BP aushadha kete mg ebe?", "Manasi apa
kouthi rahanti?") by :mod:`memwarden.read.odia`, read after Nepali and before Bangla ("kete" and
"dei" are both's; Bangla's "bou" a wife, Odia's the mother: :func:`odia_words`); one in
Romanized Sinhala ("ayya lankawata enne kawadda", "thaththage sugar beheth dose eka dan kiyada")
by :mod:`memwarden.read.sinhala`, read after Odia and before Tamil ("amma" and "akka" are both's:
:func:`sinhala_words`); one in Romanized Assamese ("dada Dubai r pora ketia ahibo", "mur thyroid
r dorob r dose kiman etiya") by :mod:`memwarden.read.assamese`, read after Sinhala and before
Bangla and Urdu ("ki", "kon" and "amar" are Bangla's too, "ki" and "naam" Urdu's:
:func:`assamese_words`); one
in French or Camfranglais ("ma reme nang où now?", "Kevin fait quel lycée maintenant?") by
:mod:`memwarden.read.camfranglais`, read before Spanish, whose "de" and "la" it shares, and
Cameroon Pidgin, whose "ma" (:func:`camfranglais_words`); one in a Caribbean Creole-flavoured
English ("when I wan get da new boat by") has its few words of :data:`CREOLE` glossed. In an English
question, "me" is read as "my" where it can be nothing else ("who's me doctor", "what time do me
shifts start": Irish, Northern and Caribbean English), and a common verb's dropped g is spelled out
beside it ("fishin (fishing)", "weddin (wedding)"; only the listed words: "statin" is no "stating",
"comin up in june" is read as nothing but a time).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from functools import lru_cache

from ..patterns import any_of
from ..text import english, unaccented, words
from ..write.eventtime import DAY_SHORTHAND
from . import (
    assamese,
    bangla,
    camfranglais,
    doric,
    gujarati,
    kannada,
    malayalam,
    marathi,
    nepali,
    odia,
    pidgin,
    punjabi,
    sheng,
    sinhala,
    tamil,
    telugu,
    vincentian,
)
from .urdu import glossed_urdu, in_urdu, known_and_small

__all__ = [
    "CREOLE",
    "IDIOMS",
    "LEVANTINE",
    "LONGHAND",
    "OTHER_FORMS",
    "SAME_THING",
    "SHORTHAND",
    "SPANISH",
    "SPANISH_SMALL",
    "TAGALOG",
    "assamese_words",
    "bangla_words",
    "camfranglais_words",
    "doric_words",
    "gujarati_words",
    "kannada_words",
    "malayalam_words",
    "marathi_words",
    "nepali_words",
    "odia_words",
    "pidgin_words",
    "punjabi_words",
    "sheng_words",
    "sinhala_words",
    "spanish_words",
    "spelled_out",
    "tamil_words",
    "telugu_words",
    "urdu_words",
    "vincentian_words",
]

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
    "physio": "physiotherapist physiotherapy",
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
    "wat": "what", "wats": "what's", "nites": "nights", "reno": "renovation",
    # … and as Tyneside and Scotland type them ("hoo much is the leccy")
    "hoo": "how", "leccy": "electricity",
    # … and as Irish, Northern and Appalachian English drop a verb's g ("where do me n Gerry
    # go fishin", "when's our Aoife's weddin"): "fishin" finds "User fishes …"
    **{
        f"{word}in": f"{word}ing"
        for word in (
            "fish go do gett start driv work mov look tak mak stay hav liv runn play leav "
            "walk pay plann buy sell train visit putt cook teach learn study sav drink smok eat "
            "rent expect miss wedd morn even noth someth anyth hunt shoot golf swimm danc "
            "sing read writ shopp clean christen build meet"
        ).split()
    },
    # … and as anyone types a husband ("whats her hubbys favrite food")
    "hubby": "husband", "hubbys": "husband's", "hubby's": "husband's",
    # … and as London types them (Multicultural London English: "wat colour is the whip", "where
    # my yout does football", "whos my bruvas kids", "wat tablets my pops on b4"), and a dog and
    # a teacher as anyone may call them ("user's pooch name", "kid's dance guru")
    "whip": "car", "yout": "son child", "youts": "children kids", "bruva": "brother",
    "bruvva": "brother", "bruvas": "brother's", "bruvvas": "brother's",
    "mandem": "friends", "b4": "before", "pooch": "dog", "guru": "teacher",
}  # fmt: skip
# The other way: a question spelling a word out finds the memories that wrote its shorthand
# ("where did I spend Christmas last year" finds "xmas in split at my parents"). Only for the
# words whose shorthand stands for nothing else, added at the end of the question so a time it
# names is read as written.
LONGHAND = {
    # A birthday is told as an age reached or a day born too: "Felipe turns 36 on 2 June",
    # "Szymon Kubiak (born 2 August 1982)".
    "christmas": ("xmas",), "birthday": ("bday", "turns", "born"),
    "birthdays": ("bdays", "turns", "born"),
    # (… and a doctor's appointment as a checkup: "next appointment with his cardiologist"
    # finds "abbu ka checkup 22 Sept ko hai RIC mein")
    "appointment": ("appt", "checkup"), "weekend": ("wknd",), "breakfast": ("brekkie", "bfast"),
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
    # … and where one lives as a move told, or the house: "where do I live now" finds "we sold
    # the house in Creggan n moved over the border to Buncrana!", which says no "live"
    # (asked of now: "where do I live?" is answered by where one lives, not by a move long ago;
    # not of another's home: "where's kayla living these days" found the person's own move)
    **{
        f"{where} {now}": ("moved", "house", "home")
        for where in ("where do i live", "where do we live", "where am i living",
                      "where are we living")
        for now in ("now", "these days", "nowadays")
    },
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
    # "when did we get married" finds "me and darrell got hitched june 1 2004"
    "married": ("hitched",), "marry": ("hitched",), "hitched": ("married",),
    # a condition by its medical name or its everyday one: "When was the user diagnosed with
    # hypertension?" finds "… diagnosed with high blood pressure …", and the other way round
    # (and both as the person types them: "BP high rehta hai mera", "my bp meds")
    "hypertension": ("blood pressure", "bp"), "high blood pressure": ("hypertension", "bp"),
    "blood pressure": ("bp",),
    "hypothyroidism": ("underactive thyroid",), "underactive thyroid": ("hypothyroidism",),
    "hyperthyroidism": ("overactive thyroid",), "overactive thyroid": ("hyperthyroidism",),
    # "when was alan's heart op" finds "… had a heart bypass operation …"
    "op": ("operation",), "ops": ("operations",), "operation": ("op",),
    # "how much is the leccy" finds "octopus energy since 2033, direct debit's £128"
    "electricity": ("energy",), "electric": ("energy",),
    # a lender by its loan ("which lender financed the car"); a godparent by what he or she is
    # asked to be ("he asked man to be godfather")
    "lender": ("loan",), "godparent": ("godfather", "godmother"),
    # "whit's the blood thinner i'm on" finds "on apixaban 5mg mornin an night now": the
    # medicines a blood thinner is, by their names
    "blood thinner": ("anticoagulant", "apixaban", "warfarin", "rivaroxaban", "edoxaban"),
    "blood thinners": ("anticoagulant", "apixaban", "warfarin", "rivaroxaban", "edoxaban"),
    "anticoagulant": ("blood thinner", "apixaban", "warfarin", "rivaroxaban", "edoxaban"),
    # … and as South Asian English says them: "when will hamza pass out from NUST" finds "…
    # expects to graduate from NUST in 2038", "where does his paycheck go" "salary HBL mein
    # aati hai", "where's my land" "a 1 kanal plot in DHA Valley"
    "pass out": ("graduate",), "passed out": ("graduated",), "passes out": ("graduates",),
    "paycheck": ("salary",), "paychecks": ("salary",), "paycheque": ("salary",),
    "paycheques": ("salary",), "land": ("plot",),
    # a specialist by what they treat, and a body's part by what is wrong with it: "my heart
    # doctor" finds "cardiologist Dr Farooq Qureshi", "users spine problem" "L4-L5 disc slip"
    "heart doctor": ("cardiologist",), "heart specialist": ("cardiologist",),
    "spine": ("back", "disc"), "spinal": ("back", "disc"),
    # … and a breathing or lung condition by the commonest, and what treats it: "does anyone
    # have a breathing condition" finds "Raisa has mild asthma and uses a salbutamol inhaler"
    "breathing condition": ("asthma", "inhaler"), "breathing problem": ("asthma", "inhaler"),
    "breathing problems": ("asthma", "inhaler"), "lung condition": ("asthma", "inhaler"),
    "lung problem": ("asthma", "inhaler"), "lung problems": ("asthma", "inhaler"),
    # a vet by where one sees them: "wha Rusty vet name" finds "Rusty gat his rabies shot at
    # Grand Bahama Animal Hospital, Dr Bethel …"
    "vet": ("veterinary", "animal"), "vets": ("veterinary", "animal"),
    # a GP as a family or primary care doctor, and a family doctor as a GP: "who is her GP"
    # finds "User's family doctor is Dr. Anwar Hossain" ("primary care" for "… new primary care
    # doctor is Dr. Monique Harris", over the retired family doctor)
    "gp": ("family doctor", "primary care"), "family doctor": ("gp",),
    # where one studied medicine: at a medical college or school ("wher did the user study
    # medicine" finds "… her Chittagong Medical College classmate")
    "study medicine": ("medical college", "medical school"),
    "studied medicine": ("medical college", "medical school"),
    # a new year by its own name: the Bengali one is Pohela Boishakh ("Pohela Boishakh e
    # protibar DC Hill e jai"), the Persian Nowruz, the lunar one Chinese New Year's
    "bengali new year": ("boishakh", "baishakh"), "bangla new year": ("boishakh", "baishakh"),
    "pohela boishakh": ("new year",), "persian new year": ("nowruz", "norooz"),
    # … and as Indian English and Tamil say them: a scooter is a "scooty" or a two-wheeler
    # ("User rides a blue TVS Jupiter scooty"), exam marks a score ("Nila scored 612 out of
    # 720"), the family deity the "kula dheivam" ("… kula dheivam Murugan"), and one who
    # helps with the housework the maid ("User's maid Muniammal comes at 7 am daily …")
    "scooter": ("scooty", "two-wheeler"), "scooty": ("scooter",),
    "two-wheeler": ("scooter", "scooty"), "marks": ("score", "scored"),
    "family deity": ("kula dheivam", "kuladheivam", "kuldevi", "kuldevta"),
    "family god": ("kula dheivam", "kuladheivam", "kuldevi", "kuldevta"),
    "housework": ("maid", "cleaning"), "house work": ("maid", "cleaning"),
    "household help": ("maid",), "chores": ("maid", "cleaning"),
    # one who does not drink by what they said of it: "is he teetotal" finds "User gave up
    # drinking in 2015 and does not drink alcohol at all"; the days one eats no meat are one's
    # vegetarian days ("which days does she avoid meat")
    "teetotal": ("alcohol", "drinking"), "teetotaller": ("alcohol", "drinking"),
    "avoid meat": ("vegetarian",), "avoids meat": ("vegetarian",),
    "no meat": ("vegetarian",), "skip meat": ("vegetarian",),
    # surgery as it is told, an operation ("appa ku left eye cataract operation Aug 8")
    "surgery": ("operation",), "surgeries": ("operations",),
    # a physician as one says it, a doctor ("which physician manages her sugar"), and a change
    # of employers as one of job ("when did she switch employers" finds "User joined Deloitte
    # …"; not "employer" alone, "user employer": "… added Head of Procurement to my job" is no
    # employer)
    "physician": ("doctor",), "physicians": ("doctors",), "employers": ("job", "joined"),
    # … and as anyone types them: a vitamin is a vit ("vit D kooda low ittu"), an eatery a
    # restaurant, one's fiancé the one one is marrying ("thangi Deepa maduve fix aaytu!! Nikhil,
    # …"), and a job title one's position, designation or the promotion that gave it
    "vitamin": ("vit",), "vitamins": ("vit",), "eatery": ("restaurant",),
    "eateries": ("restaurants",),
    **{fiance: ("engaged", "marrying", "wedding")
       for fiance in ("fiance", "fiancé", "fiancee", "fiancée")},
    "job title": ("position", "designation", "promotion"),
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


# Lebanese Arabic's words in a question typed in Arabizi, Latin letters with digits for the
# sounds they lack ("2addesh el ejar hala2", "shu kan ma3ashe bi 2031", "emta khel2et bent
# ekhte"), each followed by the English the agent's notes say it in ("User pays USD 900 a month
# in rent"), as the Tagalog above. Typed as spoken, a word has many spellings: each is looked
# up by its form (:func:`_levantine_form`: the digits as the letters they stand for, a "2" (a
# glottal stop) beginning or ending a word left out as it often is, doubled letters once, French
# "ch" as "sh", "ee" as "i", "ou" as "u", a last "i" as "e"), so "2addesh", "addesh" and
# "adesh", "ma3ashe" and "ma3achi", "kteer" and "ktir" are one word; a thing's word ending in
# whose it is ("beitna", "siyyarto") or bound to what follows ("3iyedet el doctor") is looked up
# without the ending too. Only in a question that is Arabizi (:func:`_in_arabizi`): "wen" is
# chat's "when", "min" minutes, "mama" and "bet" English.
LEVANTINE = {
    # what is asked
    "shu": "what", "shou": "what", "sho": "what", "chou": "what", "shunu": "what",
    "2addesh": "how much", "addesh": "how much", "adesh": "how much", "addeh": "how much",
    "2addeh": "how much", "2adde": "how much", "kam": "how many", "emta": "when",
    "ayemta": "when", "aymta": "when", "imta": "when", "wen": "where", "wein": "where",
    "wayn": "where", "wain": "where", "kif": "how", "keef": "how", "kief": "how",
    "lesh": "why", "leish": "why", "min": "who", "meen": "who",
    "ma3 min": "with whom", "ayya": "which", "ayy": "which", "esm": "name", "esmo": "name",
    "esma": "name", "ism": "name", "isem": "name", "3omr": "age", "3omro": "age",
    "3omra": "age", "3omre": "age",
    # when
    "hala2": "now", "halla2": "now", "halla": "now", "hala": "now", "lyom": "today",
    "el yom": "today", "bukra": "tomorrow", "bokra": "tomorrow", "mbere7": "yesterday",
    "mberi7": "yesterday", "abel": "before", "2abel": "before", "2abl": "before",
    "ba3d": "after", "ba3ed": "after", "ba3den": "later", "awwal": "first", "2awwal": "first",
    "akher": "last", "akhir": "last", "e5er": "last", "akher marra": "last time",
    "awwal marra": "first time", "marra": "time", "el jeye": "next", "el jeyi": "next",
    "jeye": "coming", "jeyi": "coming", "el madi": "last", "el madye": "last", "yom": "day",
    "iyyem": "days", "ayyem": "days", "jem3a": "week", "jum3a": "week", "esbou3": "week",
    "osbou3": "week", "shahr": "month", "shaher": "month", "ashhor": "months", "sene": "year",
    "seneh": "year", "sane": "year", "snin": "years", "sneen": "years",
    "hal sene": "this year", "hal shahr": "this month", "sayf": "summer", "seyf": "summer",
    "sayfiyye": "summer", "shiti": "winter", "shite": "winter", "rabi3": "spring",
    "khareef": "autumn", "se3a": "time", "sa3a": "time", "wa2t": "time", "tarikh": "date",
    "tari5": "date",
    # Lebanon's months and days
    "kanun tene": "january", "kanoun el tene": "january", "shbat": "february",
    "azar": "march", "adar": "march", "nisan": "april", "ayyar": "may", "7zayran": "june",
    "hzayran": "june", "tammuz": "july", "tammouz": "july", "aylul": "september",
    "ayloul": "september", "tishrin awwal": "october", "teshrin el awwal": "october",
    "tishrin tene": "november", "teshrin el tene": "november", "kanun awwal": "december",
    "kanoun el awwal": "december", "tanen": "monday", "taneyn": "monday",
    "khamis": "thursday", "5amis": "thursday", "sabt": "saturday", "a7ad": "sunday",
    "a7ed": "sunday",
    # family
    # (a parent as the person calls their own, read as "dad" is: entities/relations.py)
    "baba": "dad father", "bayye": "dad father", "bayy": "dad father", "mama": "mum mother",
    "emme": "mum mother", "imme": "mum mother", "ommi": "mum mother", "ahl": "parents family",
    "ahle": "parents family",
    "3ayle": "family", "3ayleh": "family", "3eyle": "family", "ekhte": "my sister",
    "ukhte": "my sister", "okhte": "my sister", "ekht": "sister", "khayye": "my brother",
    "akhe": "my brother", "a5e": "my brother", "khay": "brother", "ebne": "my son",
    "ibne": "my son", "ebn": "son", "benti": "my daughter", "binte": "my daughter",
    "bent": "daughter", "bint": "daughter", "wled": "children kids", "wlad": "children kids",
    "wlede": "my children", "tifl": "baby child", "jawze": "my husband",
    "zawje": "my husband", "jawz": "husband", "jawza": "her husband", "mart": "wife",
    "marte": "my wife", "mrate": "my wife", "zawjte": "my wife", "marto": "his wife",
    "7ama": "father-in-law", "7ame": "father-in-law", "7amaye": "father-in-law",
    "7amate": "mother-in-law", "7amte": "mother-in-law", "nsibe": "brother-in-law",
    "teta": "grandmother", "tete": "grandmother", "sitte": "grandmother",
    "jeddo": "grandfather", "jiddo": "grandfather", "jedde": "grandfather",
    "3ammo": "uncle", "3amme": "uncle", "khalo": "uncle", "khale": "uncle",
    "khalto": "aunt", "khalte": "aunt", "3ammto": "aunt", "3ammte": "aunt", "tante": "aunt",
    "ebn 3amme": "cousin", "bent 3amme": "cousin", "ebn khale": "cousin",
    "bent khale": "cousin", "bent ekhte": "niece", "bent khayye": "niece",
    "bent akhe": "niece", "ebn ekhte": "nephew", "ebn khayye": "nephew",
    "ebn akhe": "nephew", "7afid": "grandson grandchild",
    "7afide": "granddaughter grandchild", "7fede": "grandchildren", "sghir": "little young",
    "zghir": "little young", "sghire": "little young", "zghire": "little young",
    "kbir": "big older", "kbire": "big older", "sa7be": "friend", "sahbe": "friend",
    "sa7bte": "friend", "re2fe": "friends", "jiran": "neighbours", "mjawwaz": "married",
    "mjawze": "married", "tjawwazt": "married", "tjawwazna": "married", "3ers": "wedding",
    "zawaj": "wedding marriage", "3iid zawaj": "wedding anniversary",
    "3iid zawajna": "our wedding anniversary", "khotbe": "engagement",
    "mtalla2": "divorced", "twaffa": "died", "twaffet": "died", "3iid milad": "birthday",
    "3id milad": "birthday", "3iid miledo": "his birthday", "3iid milada": "her birthday",
    "3iid el milad": "christmas", "khele2": "born", "khel2et": "born", "khle2": "born",
    "khle2et": "born", "khele2et": "born", "khle2t": "born", "wledet": "gave birth",
    "7emle": "pregnant", "7amle": "pregnant", "3rfna": "found out", "3refna": "found out",
    "3refet": "found out",
    # home
    "beit": "house home", "bet": "house home", "bayt": "house home", "bait": "house home",
    "shi22a": "apartment flat", "sha22a": "apartment flat", "ejar": "rent lease",
    "2ijar": "rent lease", "ajar": "rent lease", "malek": "owner landlord",
    "malik": "owner landlord", "sa7eb el beit": "landlord", "sakne": "live",
    "sekne": "live", "sakin": "live", "sekin": "live", "sekneen": "live", "sakneen": "live",
    "eskon": "live", "noskon": "live", "n2alna": "moved", "n2alt": "moved",
    "ne2lna": "moved", "nti2al": "move", "jnayne": "garden", "jneine": "garden",
    "ghorfe": "room", "2oda": "room", "matbakh": "kitchen", "kahraba": "electricity",
    "fatura": "bill", "fatoura": "bill",
    # work
    "shighl": "work job", "shoghl": "work job", "sho8l": "work job", "shogl": "work job",
    "sheghl": "work job", "shghol": "work job", "wazife": "job", "wazifa": "job",
    "btechteghel": "work", "btechtighil": "work", "beshteghel": "work",
    "shteghel": "work", "shtaghalt": "worked", "mdir": "manager boss",
    "mudir": "manager boss", "moudir": "manager boss", "sherke": "company",
    "sharike": "company", "shirke": "company", "maktab": "office", "zmile": "colleague",
    "zmele": "colleagues", "mashrou3": "project", "ma3ash": "salary", "ma3ashe": "my salary",
    "ma3achi": "my salary", "maash": "salary", "ma3asho": "his salary",
    "ma3asha": "her salary", "ratib": "salary", "rateb": "salary", "2ebad": "paid salary",
    "2bad": "paid salary", "mkefa2a": "bonus", "mukafa2a": "bonus", "tar2iye": "promotion",
    "tra2a": "promoted", "este2ale": "resignation resigned",
    "este2alte": "my resignation resigned", "isti2ale": "resignation resigned",
    "bda2t": "started", "bada2t": "started", "bada2et": "started", "bada2": "started",
    "bde2": "started", "a5adt": "received got", "akhadt": "received got",
    "a5adna": "received got", "tarakt": "left quit", "trakt": "left quit", "we2eft": "stopped",
    "ejaze": "leave vacation", "ijaze": "leave vacation", "mte2a3id": "retired",
    "t2a3adt": "retired", "ta2a3od": "retirement",
    # money
    "masare": "money", "mesare": "money", "mjamma3": "saved savings",
    "mjamme3": "saved savings", "jamma3t": "saved", "mwaffar": "saved savings",
    "tawfir": "savings", "7sab": "account", "hsab": "account", "dayn": "debt loan",
    "deyn": "debt loan", "dayyant": "lent", "dayyan": "lent", "rajja3le": "paid back",
    "rajja3": "paid back", "a2sat": "installments fees", "2a2sat": "installments fees",
    "2ist": "installment", "ta2min": "insurance", "ta2meen": "insurance", "tamin": "insurance",
    "kel": "every", "kell": "every",
    "dariba": "tax", "se3r": "price", "si3r": "price", "ghale": "expensive",
    "ghalye": "expensive", "rkhis": "cheap", "be3et": "sold", "ba3t": "sold",
    "be3to": "sold", "be3ta": "sold", "bi3": "sell", "eshtarayt": "bought",
    "shtarayt": "bought", "eshtareit": "bought", "shtaret": "bought",
    "eshtarayto": "bought", "eshtarayta": "bought", "eshtarayna": "bought",
    "eshtere": "buy", "dafa3t": "paid", "dafa3na": "paid", "dafa3": "paid", "dfa3": "paid",
    "nedfa3": "pay", "edfa3": "pay", "bedfa3": "pay", "kallafetna": "cost",
    "kallafetne": "cost", "kallaf": "cost", "taklife": "cost", "eb3at": "send",
    "b3at": "send", "ba3atet": "sent", "b3atet": "sent", "ta7wil": "transfer",
    "7awwalt": "transferred",
    # car, travel
    "siyyara": "car", "sayyara": "car", "seyyara": "car", "siyyarte": "my car",
    "sayyarte": "my car", "siyyarto": "his car", "siyyarta": "her car", "swa2a": "driving",
    "btsou2": "drive", "bsou2": "drive", "banzin": "petrol", "mikanik": "mechanic",
    "7adis": "accident", "ejazet swa2a": "driving licence",
    "2ijazet swa2a": "driving licence", "rukhsa": "licence", "rokhsa": "licence",
    "mulkiye": "registration", "mulkiya": "registration", "mulkya": "registration",
    "jadded": "renew", "jaddadt": "renewed", "jadadna": "renewed", "jaddadna": "renewed",
    "tjadad": "renewed", "safar": "travel trip",
    "safra": "trip", "msefrin": "travelling", "msefer": "travelling",
    "msefra": "travelling", "nsefer": "travel", "sefret": "travelled",
    "safarna": "travelled", "rou7na": "went", "rje3na": "returned back",
    "rje3t": "returned back", "tezkara": "ticket", "tazkara": "ticket", "tazekir": "tickets",
    "tiyara": "flight", "tayyara": "flight", "matar": "airport", "fundu2": "hotel",
    "otel": "hotel", "jawez safar": "passport", "jawaz safar": "passport",
    "basbor": "passport", "e2ame": "residence visa",
    "iqama": "residence visa", "7ajazna": "booked", "7ajazt": "booked", "7ajz": "booking",
    "zerna": "visited", "zort": "visited", "zyara": "visit", "ziyara": "visit",
    "3otle": "holiday", "ba7r": "beach sea", "day3a": "village",
    # health
    "doktor": "doctor", "daktor": "doctor", "7akim": "doctor", "7akeem": "doctor",
    "hakim": "doctor", "7akim snen": "dentist", "doctor snen": "dentist",
    "3iyede": "clinic", "3yede": "clinic", "3iyade": "clinic", "mustashfa": "hospital",
    "mestashfa": "hospital", "mosteshfa": "hospital", "dawa": "medicine medication",
    "dawe": "medicine medication", "adwiye": "medicines medications",
    "2adwiye": "medicines medications", "adwye": "medicines medications", "7abbe": "pill",
    "7boub": "pills", "3amaliyye": "operation surgery", "3amaliye": "operation surgery",
    "3amaliyya": "operation surgery", "ta7lil": "test", "ta7alil": "tests",
    "ta7lil dam": "blood test", "fa7s": "test checkup", "fa7ousat": "tests",
    "dam": "blood", "daght": "blood pressure", "daghet": "blood pressure",
    "sokkari": "diabetes", "sukkari": "diabetes", "waja3": "pain", "mared": "sick",
    "mride": "sick", "7asasiyye": "allergy", "7asesiyye": "allergy", "snen": "teeth",
    "asnen": "teeth", "nadarat": "glasses", "nadderet": "glasses", "naddara": "glasses",
    "3youn": "eyes", "rikbe": "knee", "rekbe": "knee", "dahr": "back", "2alb": "heart",
    "l2a7": "vaccine vaccines", "la2a7": "vaccine vaccines", "t3im": "vaccination",
    "se77a": "health", "sa77a": "health", "d5an": "smoking", "dekhen": "smoking",
    "bdakhen": "smoke", "rijim": "diet",
    # school, church, pets, pastimes
    "madrase": "school", "madrese": "school", "madrasa": "school", "jam3a": "university",
    "jeme3a": "university", "ma3lme": "teacher", "m3alme": "teacher",
    "m3allme": "teacher", "2estez": "teacher", "saff": "grade class", "imti7an": "exam",
    "emte7an": "exam", "mte7anet": "exams", "dars": "lesson",
    "tasjil": "registration enrolment", "tasjeel": "registration enrolment",
    "shahade": "degree certificate", "shehade": "degree certificate",
    "t5arraj": "graduated", "t5arrajt": "graduated", "takharroj": "graduation",
    "7adane": "nursery", "kanise": "church", "kenise": "church", "2oddes": "mass",
    "2otta": "cat", "otta": "cat", "2otte": "cat", "bsayne": "cat", "bseyne": "cat",
    "bisse": "cat", "kalb": "dog", "kleb": "dogs", "3asfour": "bird",
    "7ayawen": "pet animal", "baytar": "vet", "beytar": "vet", "riyada": "sport",
    "sba7a": "swimming", "l3ab": "play", "byel3ab": "plays", "mat3am": "restaurant",
    # new, old
    "jdid": "new", "jdide": "new", "jded": "new", "2adim": "old previous",
    "2adime": "old previous", "adim": "old previous", "2deme": "old previous",
    "sabi2": "previous",
}  # fmt: skip


# The digits as the letters they stand for, French "ch" as "sh", long vowels as short ones.
_SPELLINGS = (
    ("7", "h"), ("5", "kh"), ("8", "gh"), ("9", "s"), ("6", "t"), ("ch", "sh"), ("ee", "i"),
    ("oo", "u"), ("ou", "u"), ("iy", "y"),
)  # fmt: skip


def _levantine_form(word: str) -> str:
    """How ``word``, typed in Arabizi, is looked up: "2addesh", "addesh" and "adesh" are
    "adesh", "ma3achi" and "ma3ashe" "ma3ashe", "kteer" "ktir"."""
    form = re.sub(r"^2|2$", "", word.casefold())
    for typed, said in _SPELLINGS:
        form = form.replace(typed, said)
    form = re.sub(r"(.)\1+", r"\1", form)
    return form[:-1] + "e" if len(form) > 2 and form.endswith("i") else form


_LEVANTINE_FORMS = {
    " ".join(map(_levantine_form, said.split())): english for said, english in LEVANTINE.items()
}
_LEVANTINE_LONGEST = max(len(said.split()) for said in LEVANTINE)
# What a word ends in for whose it is ("beitna", "ahlo", "siyyarto"): the word without it is
# looked up too, with its "t" as the "a" or "e" it stands for ("siyyarto", "3iyedet el doctor").
_OWNER_ENDINGS = ("kon", "na", "on", "o", "a", "e")
# … of things, not of what is asked or when ("lechon" is not "lesh", why, and "on").
_OWNED = {
    form: english
    for form, english in _LEVANTINE_FORMS.items()
    if english not in ("what", "how much", "how many", "when", "where", "how", "why", "who",
                       "which", "now", "today", "tomorrow", "yesterday", "before", "after",
                       "later", "first", "last", "next", "coming", "every")
}  # fmt: skip


def _levantine(word: str) -> str | None:
    """The English of the Levantine word ``word``, by its form, or of the thing it names before
    an owner's ending (:data:`_OWNER_ENDINGS`); None when it is neither."""
    form = _levantine_form(word)
    found = _LEVANTINE_FORMS.get(form)
    if found is not None or (re.search(r"\d", word) is None and english(word.casefold())):
        return found
    for stem in [form[: -len(end)] for end in _OWNER_ENDINGS if form.endswith(end)] + [form]:
        bare = [stem] if stem != form else []
        if stem.endswith("t"):
            bare += [stem[:-1], stem[:-1] + "a", stem[:-1] + "e"]
        for said in bare:
            if len(said) >= 3 and said in _OWNED:
                return _OWNED[said]
    return None


# Arabizi's small words; two of them, one not shared with English, Spanish or French ("el",
# "la", "men"), or one word only Arabizi has, make a question Arabizi.
_LEVANTINE_MARKS = frozenset(
    "el l bi b bel w wel ma3 m3a la lal 3a 3al 3ala fi men min ma mish msh mesh taba3 tab3 "
    "kel kell eza iza shi 3ande 3and li yalli hal kif keef wein wayn sho w aw ba3d kan ken abel "
    "3anna kam bas".split()
)
_SHARED_MARKS = frozenset("el l b bi la li fi men min ma w aw hal sho bas kan ken".split())
_ONLY_ARABIZI = frozenset(
    "shu shou emta ayemta aymta 2addesh addesh adesh addeh 2addeh hala2 halla2 lesh leish "
    "ktir kteer ya3ni yaane taba3 tab3 hek heik kamen badde baddi enno inno hayda hayde "
    "haydi shunu kenet kenna kenu keno lezem lazem fina fiyye mafi yalla wallah inshalla "
    "inshallah".split()
)
# A word with a digit for a letter ("ma3", "2addesh", "7abibi", "hala2"), not in an address, a
# file name or a handle (:func:`_digit_lettered` says which are).
_DIGIT_LETTERED = re.compile(
    r"(?<![\w'’@./:#-])[^\W_]*(?:[^\W\d_][235789]|[235789][^\W\d_])[^\W_]*(?![\w@/:#]|[.-]\w)"
)


def _digit_lettered(word: str) -> bool:
    """Whether ``word`` writes a letter with a digit, as Arabizi does: before a vowel that
    begins a word ("2addesh", "3iid", "7abibi"; not "3am", "5yo", "2nd"), between letters
    ("ma3ash", "sho8l"; not "h2o"), or after the vowel ending a word no English one is
    ("hala2", "mni7"; not "jet2", "psycopg2"); never in a code, a key or a hash ("5kVA", "LD3",
    "AKIAIOSFODNN7", "a1f3c2e")."""
    said = word.casefold()
    letters = re.sub(r"\d", "", said)
    if (
        word[1:] != said[1:]
        or re.search(r"\d\d", said)
        or not re.search("[aeiou]", letters)
        or re.fullmatch("[0-9a-f]+", said)
    ):
        return False
    if said[0].isdigit():
        return len(letters) >= 3 and letters[0] in "aeiou" and letters != "ish"
    if said[-1].isdigit() and not re.search(r"\d[^\W\d_]", said):
        return len(letters) >= 3 and letters[-1] in "aeiou" and not english(letters)
    return len(letters) >= 3


def _in_arabizi(query: str) -> bool:
    """Whether ``query`` is typed in Arabizi: by its digits for letters, its small words, or
    two words of :data:`LEVANTINE` that are no English words."""
    if any(_digit_lettered(m.group(0)) for m in _DIGIT_LETTERED.finditer(query)):
        return True
    said = set(re.findall(r"[^\W_]+", query.casefold()))
    marks = said & _LEVANTINE_MARKS
    if said & _ONLY_ARABIZI or (len(marks) >= 2 and marks - _SHARED_MARKS):
        return True
    # … or two of its words no English word is ("wen sekne ekhte")
    return sum(_levantine_form(w) in _LEVANTINE_FORMS and not english(w) for w in said) >= 2


def _glossed_arabizi(query: str) -> str:
    """``query`` with each Levantine word or phrase of :data:`LEVANTINE` followed by its
    English, in brackets, unless the question says that English already."""
    said = set(words(query))
    tokens = list(re.finditer(r"[^\W_]+", query))
    out: list[str] = []
    done = 0  # how much of the query is in ``out``
    i = 0
    while i < len(tokens):
        for n in range(min(_LEVANTINE_LONGEST, len(tokens) - i), 0, -1):
            run = tokens[i : i + n]
            if any(query[a.end() : b.start()].strip() for a, b in itertools.pairwise(run)):
                continue  # a phrase's words with only spaces between them
            phrase = " ".join(_levantine_form(t.group(0)) for t in run)
            meant = _LEVANTINE_FORMS.get(phrase) if n > 1 else _levantine(run[0].group(0))
            if meant is not None and not set(meant.split()) <= said:
                out.append(f"{query[done : run[-1].end()]} ({meant})")
                done = run[-1].end()
                i += n - 1
                break
        i += 1
    return "".join(out) + query[done:]


# Spanish's words in a question typed in Spanish or Spanglish, as Mexican, Central American,
# Caribbean and US Spanish type it on a phone ("cuanto pago de luz al mes", "donde trabaja mi
# cuñada ahorita", "a q hora es la misa"), each followed by the English the agent's notes say it
# in ("User pays $140 a month for electricity"), as the Tagalog above. A word is
# looked up however it is typed (:func:`_spanish_form`: without its accents, "s", "z" and a soft
# "c" as one, "b" and "v", "ll" and "y", "k" and a hard "c" or "qu", a silent "h" left out,
# doubled letters but "rr" once), so "cuánto" and "kuanto", "quinseañera" and "quinceañera",
# "aniverssario" and "aniversario" are one word; a typo of a name or an English word
# ("metfromin") is for the index to correct (read/typos.py). One's own family said with "mi"
# ("mi esposa", "mi ama") is "my wife", "my mother", which entities/relations.py reads as it
# reads "my wife"; "la jefa" and "el jefe" are the mother and the father as Mexican Spanish calls
# them, or a boss. Only in a question that is Spanish by its small words (:func:`_in_spanish`):
# "La Jolla", "El Paso", "Del Mar" and "de Souza" in an English question are places and names.
SPANISH = {
    # what is asked
    "que": "what", "q": "what", "k": "what", "qe": "what", "ke": "what", "qué": "what",
    "cuánto": "how much", "cuánta": "how much", "cuántos": "how many", "cuántas": "how many",
    "cuando": "when", "cuándo": "when", "dónde": "where", "adónde": "where",
    "de dónde": "where from", "quién": "who", "quiénes": "who", "cuál": "which",
    "cuáles": "which", "cómo": "how", "por qué": "why", "xq": "why because",
    "pq": "why because", "porq": "why because", "porque": "why because",
    "para qué": "what for", "pa qué": "what for", "a qué hora": "what time",
    "qué hora": "what time", "qué día": "what day", "qué días": "what days",
    "qué tipo de": "what kind of", "de qué color": "what color", "qué color": "what color",
    "qué raza": "what breed", "cuánto tiempo": "how long", "hace cuánto": "how long ago",
    "desde cuándo": "since when", "para cuándo": "by when", "pa cuándo": "by when",
    "cuántos años": "how old age", "cómo se llama": "what is the name",
    "cómo se llamaba": "what was the name", "se llama": "name", "se llamaba": "name",
    "nombre": "name", "cuánto cuesta": "how much cost", "cuánto sale": "how much cost",
    # when
    "ahora": "now", "ahorita": "now", "orita": "now", "horita": "now", "ahoritita": "now",
    "hoy": "today", "hoy en día": "now nowadays", "todavía": "still", "aún": "still",
    "ya": "already", "antes": "before", "después": "after", "luego": "later",
    "mañana": "tomorrow", "en la mañana": "morning", "por la mañana": "morning",
    "las mañanas": "mornings", "ayer": "yesterday", "antier": "day before yesterday",
    "anteayer": "day before yesterday", "pasado mañana": "day after tomorrow",
    "tarde": "afternoon late", "en la tarde": "afternoon", "noche": "night",
    "en la noche": "night evening", "anoche": "last night", "temprano": "early",
    "día": "day", "días": "days", "al día": "a day daily", "diario": "daily",
    "semana": "week", "semanas": "weeks", "la semana pasada": "last week",
    "la otra semana": "next week", "la próxima semana": "next week",
    "la semana que viene": "next week", "fin de semana": "weekend",
    "fines de semana": "weekends", "mes": "month", "meses": "months", "al mes": "a month monthly",
    "el mes pasado": "last month", "el próximo mes": "next month", "el otro mes": "next month",
    "año": "year", "ano": "year", "años": "years", "anos": "years", "al año": "a year yearly",
    "el año pasado": "last year", "el ano pasado": "last year", "este año": "this year",
    "el próximo año": "next year", "el otro año": "next year", "hora": "time hour",
    "horas": "hours", "la hora": "hour hourly", "por hora": "hour hourly", "vez": "time",
    "veces": "times", "la última vez": "last time", "la primera vez": "first time",
    "último": "last", "última": "last", "primer": "first", "primero": "first",
    "primera": "first", "al principio": "at first start", "principio": "beginning start",
    "próximo": "next", "próxima": "next", "siguiente": "next", "pasado": "last past",
    "pasada": "last past", "desde": "since", "hasta": "until", "siempre": "always",
    "nunca": "never", "cada": "every", "fecha": "date", "horario": "schedule hours",
    # the months and days
    "enero": "january", "febrero": "february", "marzo": "march", "abril": "april",
    "mayo": "may", "junio": "june", "julio": "july", "agosto": "august",
    "septiembre": "september", "setiembre": "september", "octubre": "october",
    "noviembre": "november", "diciembre": "december", "ene": "january", "dic": "december",
    "lunes": "monday", "martes": "tuesday", "miércoles": "wednesday", "jueves": "thursday",
    "viernes": "friday", "sábado": "saturday", "domingo": "sunday", "sábados": "saturdays",
    "domingos": "sundays", "verano": "summer", "invierno": "winter", "primavera": "spring",
    "otoño": "autumn fall", "navidad": "christmas", "nochebuena": "christmas eve",
    "año nuevo": "new year", "semana santa": "easter", "pascua": "easter",
    "día de gracias": "thanksgiving", "día de las madres": "mother's day",
    "día del padre": "father's day", "día de muertos": "day of the dead",
    "vacaciones": "vacation holiday", "puente": "long weekend",
    # family
    "familia": "family", "esposa": "wife", "esposo": "husband", "marido": "husband",
    "señora": "lady mrs sra", "mujer": "woman", "pareja": "partner", "novia": "girlfriend",
    "novio": "boyfriend", "prometida": "fiancee", "prometido": "fiance", "vieja": "old",
    "viejo": "old", "mamá": "mother mom", "mami": "mother mom", "amá": "mother mom",
    "madre": "mother", "jefa": "mother boss", "jefita": "mother mom", "papá": "father dad",
    "papi": "father dad", "apá": "father dad", "padre": "father priest", "jefe": "father boss",
    "jefito": "father dad", "padres": "parents", "papás": "parents", "jefes": "parents boss",
    "hijo": "son", "hija": "daughter", "hijos": "children kids", "hijas": "daughters",
    "mijo": "my son", "mijito": "my son", "mija": "my daughter", "mijita": "my daughter",
    "niño": "child boy", "niña": "girl child", "niños": "kids children",
    "niñas": "girls kids", "chamacos": "kids children", "chamacas": "kids girls",
    "chavos": "kids", "morros": "kids", "plebes": "kids", "escuincles": "kids",
    "bebé": "baby", "bebe": "baby", "el mayor": "oldest eldest", "la mayor": "oldest eldest",
    "el menor": "youngest", "la menor": "youngest", "el más chico": "youngest",
    "la más chica": "youngest", "el más grande": "oldest", "la más grande": "oldest",
    "hermano": "brother", "hermana": "sister", "hermanos": "siblings brothers",
    "hermanas": "sisters", "carnal": "brother", "carnala": "sister", "primo": "cousin",
    "prima": "cousin", "primos": "cousins", "tío": "uncle", "tía": "aunt",
    "tíos": "uncles aunts", "abuela": "grandmother grandma", "abuelita": "grandmother grandma",
    "abuelo": "grandfather grandpa", "abuelito": "grandfather grandpa",
    "abuelos": "grandparents", "suegra": "mother-in-law", "suegro": "father-in-law",
    "suegros": "in-laws", "cuñado": "brother-in-law", "cuñada": "sister-in-law",
    "yerno": "son-in-law", "nuera": "daughter-in-law", "nieto": "grandson grandchild",
    "nieta": "granddaughter grandchild", "nietos": "grandchildren", "sobrino": "nephew",
    "sobrina": "niece", "sobrinos": "nephews", "padrino": "godfather", "madrina": "godmother",
    "padrinos": "godparents", "ahijado": "godson", "ahijada": "goddaughter",
    "compadre": "friend", "comadre": "friend", "compa": "friend", "compas": "friends",
    "amigo": "friend", "amiga": "friend", "amigos": "friends", "amigas": "friends",
    "vecino": "neighbor", "vecina": "neighbor", "vecinos": "neighbors",
    "casado": "married", "casada": "married", "casados": "married", "se casó": "married",
    "nos casamos": "married", "se casa": "marry wedding", "divorciado": "divorced",
    "divorcio": "divorce", "separados": "separated", "embarazada": "pregnant",
    "nació": "born", "nacimos": "born", "murió": "died",
    "se murió": "died", "falleció": "died passed away", "muerte": "death",
    # home
    "casa": "house home", "casita": "house home",
    "departamento": "apartment", "depa": "apartment", "apartamento": "apartment",
    "cuarto": "room bedroom", "recámara": "bedroom", "cocina": "kitchen", "patio": "yard",
    "yarda": "yard", "garaje": "garage", "renta": "rent", "rentamos": "rent",
    "rentar": "rent", "hipoteca": "mortgage", "dueño": "owner landlord",
    "dueña": "owner landlord", "vivir": "live", "vivo": "live", "vive": "lives",
    "viven": "live", "vivimos": "live", "vivía": "lived", "vivíamos": "lived",
    "vivían": "lived", "mudar": "move", "se muda": "moves", "se mudó": "moved",
    "nos mudamos": "moved", "mudanza": "move moving", "se cambió": "moved changed",
    "nos cambiamos": "moved", "dirección": "address", "domicilio": "address",
    "barrio": "neighborhood", "calle": "street", "luz": "electricity", "agua": "water",
    "biles": "bills", "cerramos": "closed", "compramos": "bought", "compré": "bought",
    "compró": "bought", "vendimos": "sold", "vendí": "sold",
    "arreglar": "fix repair", "arreglaron": "fixed repaired", "techo": "roof",
    # work
    "trabajo": "work job", "trabaja": "works", "trabajaba": "worked", "trabajé": "worked",
    "trabajar": "work", "chamba": "work job", "chambea": "works", "jale": "job work",
    "empleo": "job", "puesto": "position job", "turno": "shift", "sueldo": "salary pay wage",
    "salario": "salary pay wage", "pago": "pay payment", "pagan": "pay", "pagaban": "paid",
    "me pagan": "my pay", "me pagaban": "my pay", "gano": "earn make", "gana": "earns makes",
    "ganaba": "earned made", "ganan": "earn", "aumento": "raise", "subieron": "raised went up",
    "subió": "raised went up", "supervisora": "supervisor", "patrón": "boss",
    "mayordomo": "foreman", "compañía": "company", "empresa": "company",
    "oficina": "office", "día libre": "day off", "renunció": "quit resigned",
    "renuncié": "quit resigned", "me corrieron": "fired", "despidieron": "fired",
    "jubilación": "retirement", "retiro": "retirement", "sindicato": "union",
    "cheque": "paycheck check", "beneficios": "benefits", "tiempo extra": "overtime",
    "aprendiz": "apprentice", "contratista": "contractor", "proyecto": "project",
    # money
    "dinero": "money", "lana": "money", "feria": "money", "varo": "money",
    "banco": "bank", "cuenta": "account bill", "ahorros": "savings", "ahorro": "savings",
    "ahorrado": "saved savings", "ahorrados": "saved savings", "ahorrar": "save",
    "ahorramos": "saved", "tarjeta": "card", "crédito": "credit", "deuda": "debt",
    "debo": "owe", "préstamo": "loan", "pagar": "pay", "pagué": "paid",
    "pagamos": "pay paid", "pagábamos": "paid", "pagos": "payments",
    "mensualidad": "monthly payment", "impuestos": "taxes", "reembolso": "refund",
    "me regresaron": "refund gave back", "regresaron": "gave back returned",
    "devolvieron": "refund gave back", "cobra": "charges", "cobró": "charged",
    "cobran": "charge", "cuesta": "costs", "costo": "cost", "costó": "cost", "precio": "price",
    "barato": "cheap", "caro": "expensive", "gasté": "spent", "gastamos": "spent",
    "gasto": "spent expense", "aseguranza": "insurance", "seguro": "insurance",
    "depósito": "deposit", "enganche": "down payment", "efectivo": "cash",
    "tanda": "savings circle",
    # car
    "carro": "car", "carros": "cars", "coche": "car", "troca": "truck",
    "camioneta": "truck van", "manejar": "drive", "maneja": "drives", "manejo": "drive",
    "manejaba": "drove", "licencia": "license", "placas": "plates registration",
    "registración": "registration", "mecánico": "mechanic", "taller": "shop garage",
    "transmisión": "transmission", "frenos": "brakes", "llantas": "tires", "aceite": "oil",
    "motor": "engine", "gasolina": "gas", "choque": "crash accident", "multa": "ticket fine",
    "estacionamiento": "parking",
    # health
    "doctora": "doctor dra", "señor": "mr sr", "médico": "doctor", "dentista": "dentist",
    "clínica": "clinic",
    "pastilla": "pill medication", "pastillas": "pills medication",
    "medicina": "medicine medication", "medicinas": "medicines medication",
    "medicamento": "medication", "receta": "prescription", "dosis": "dose",
    "presión": "blood pressure", "azúcar": "sugar glucose", "diabético": "diabetic",
    "colesterol": "cholesterol", "operación": "operation surgery",
    "cirugía": "surgery operation", "rodilla": "knee", "rodillas": "knees",
    "espalda": "back", "corazón": "heart", "dientes": "teeth", "muela": "tooth",
    "lentes": "glasses", "cita": "appointment", "citas": "appointments",
    "chequeo": "checkup", "sangre": "blood", "vacuna": "vaccine shot",
    "vacunas": "vaccines shots", "alergia": "allergy", "alérgico": "allergic",
    "enfermo": "sick", "enferma": "sick", "dolor": "pain", "farmacia": "pharmacy",
    "peso": "weight", "caminar": "walk", "ejercicio": "exercise", "dieta": "diet",
    "me dieron": "gave prescribed", "me dio": "gave prescribed", "toma": "takes",
    "tomo": "take", "tomar": "take", "médica": "medical health",
    # school
    "escuela": "school", "la high": "high school", "prepa": "high school",
    "preparatoria": "high school", "secundaria": "middle school", "primaria": "elementary",
    "kínder": "kindergarten", "colegio": "college school", "universidad": "university college",
    "clases": "classes", "clase": "class", "maestra": "teacher", "maestro": "teacher",
    "profesor": "teacher professor", "profesora": "teacher professor", "grado": "grade",
    "se gradúa": "graduates graduation", "se graduó": "graduated graduation",
    "graduación": "graduation", "estudiar": "study", "estudia": "studies",
    "carrera": "major degree", "tarea": "homework", "calificaciones": "grades",
    "beca": "scholarship", "equipo": "team", "practica": "practice practices",
    "entrenamiento": "practice training", "juega": "plays", "partido": "game match",
    "torneo": "tournament", "cuota": "fee", "fútbol": "soccer", "futbol": "soccer",
    "béisbol": "baseball", "básquetbol": "basketball", "voli": "volleyball",
    "voleibol": "volleyball", "natación": "swimming",
    # church, events
    "iglesia": "church", "misa": "mass", "parroquia": "parish church", "bautizo": "baptism",
    "primera comunión": "first communion", "confirmación": "confirmation",
    "quince": "quinceanera", "quinceañera": "quinceanera", "quinces": "quinceanera",
    "fiesta": "party", "pachanga": "party", "boda": "wedding", "aniversario": "anniversary",
    "cumpleaños": "birthday", "cumple": "birthday",
    "velorio": "wake funeral", "entierro": "burial funeral", "enterrado": "buried",
    "enterrada": "buried", "panteón": "cemetery", "cementerio": "cemetery",
    "pastel": "cake", "vestido": "dress", "salón": "hall venue",
    # pets
    "perro": "dog", "perra": "dog", "perrito": "dog puppy", "perrita": "dog puppy",
    "perros": "dogs", "gato": "cat", "gata": "cat", "gatito": "cat kitten",
    "mascota": "pet", "mascotas": "pets", "veterinario": "vet", "perrera": "shelter",
    "raza": "breed", "adoptamos": "adopted", "adoptar": "adopt",
    # what is done
    "empieza": "starts", "empezó": "started", "empiezo": "start", "empecé": "started",
    "empezamos": "started", "empezar": "start", "comienza": "starts", "comenzó": "started",
    "entró": "started", "termina": "ends finishes", "terminó": "finished ended",
    "terminé": "finished", "llega": "arrives", "llegan": "arrive", "llegó": "arrived",
    "llegamos": "arrived", "sale": "leaves", "salió": "came out result", "regresa": "returns back",
    "regresó": "returned back", "vuelve": "comes back", "viene": "comes", "vino": "came",
    "se vino": "moved in came", "viaje": "trip", "viajar": "travel", "vuelo": "flight",
    "boletos": "tickets", "nos vamos": "leaving", "se va": "leaves",
    "cambié": "changed switched", "dejó": "left quit", "aceptaron": "accepted",
    "agarró": "got", "consiguió": "got", "dijo": "said", "dice": "says",
    "puse": "put installed", "instalé": "installed", "compra": "buys",
    # new, old, who is which
    "nuevo": "new", "nueva": "new", "anterior": "previous", "mayor": "older oldest",
    "menor": "younger youngest", "actual": "current", "rojo": "red",
    "azul": "blue", "verde": "green", "negro": "black", "blanco": "white",
    "amarillo": "yellow", "gris": "gray",
}  # fmt: skip
# One's own family said with "mi", "mis" or "nuestro": "mi esposa" is "my wife", "mi ama" "my
# mother"; "la jefa", "el jefe" one's mother and father in Mexican Spanish (or a boss).
_KIN = {
    "esposa": "wife", "esposo": "husband", "marido": "husband", "señora": "wife",
    "mujer": "wife", "vieja": "wife", "viejo": "husband", "pareja": "partner",
    "novia": "girlfriend", "novio": "boyfriend", "mamá": "mother", "amá": "mother",
    "ama": "mother", "madre": "mother", "jefa": "mother boss", "jefita": "mother",
    "papá": "father", "apá": "father", "apa": "father", "padre": "father",
    "jefe": "father boss", "jefito": "father", "padres": "parents", "papás": "parents",
    "jefes": "parents", "viejos": "parents", "hijo": "son", "hija": "daughter",
    "hijos": "children", "hijas": "daughters", "niños": "kids", "hermano": "brother",
    "hermana": "sister", "hermanos": "siblings", "carnal": "brother", "carnala": "sister",
    "primo": "cousin", "prima": "cousin", "tío": "uncle", "tía": "aunt",
    "abuela": "grandmother", "abuelo": "grandfather", "abuelos": "grandparents",
    "suegra": "mother-in-law", "suegro": "father-in-law", "cuñado": "brother-in-law",
    "cuñada": "sister-in-law", "nieto": "grandson", "nieta": "granddaughter",
    "sobrino": "nephew", "sobrina": "niece", "perro": "dog", "perrita": "dog",
    "perrito": "dog", "gato": "cat", "mascota": "pet", "doctora": "doctor",
    "doctor": "doctor", "supervisor": "supervisor boss", "supervisora": "supervisor boss",
}  # fmt: skip
_MINE = {"mi": "my", "mis": "my", "nuestro": "our", "nuestra": "our", "nuestros": "our",
         "nuestras": "our"}  # fmt: skip
SPANISH.update(
    {
        f"{mine} {said}": f"{owner} {kin}"
        for said, kin in _KIN.items()
        for mine, owner in _MINE.items()
    }
)
SPANISH.update({"la jefa": "my mother boss", "el jefe": "my father boss",
                "los jefes": "my parents", "mis jefes": "my parents"})  # fmt: skip


# Chat's spellings of Spanish's small words: "q" and "k" for "que", "xq" for "porque", "pa" for
# "para".
_TYPED = {"q": "que", "k": "que", "qe": "que", "xq": "porque", "pq": "porque", "porq": "porque",
          "pa": "para"}  # fmt: skip


def _spanish_form(word: str) -> str:
    """How ``word``, typed in Spanish, is looked up: "cuánto" and "kuanto" are "kuanto",
    "quinseañera" and "quinceañera" "kinsenera", "aniverssario" "anibersario", "q" "ke"."""
    form = unaccented(word.casefold())
    form = _TYPED.get(form, form).replace("ll", "y").replace("qu", "k").replace("ch", "0")
    form = re.sub(r"c(?=[ei])", "s", form).replace("z", "s").replace("c", "k")
    form = form.replace("v", "b").replace("h", "").replace("0", "ch")
    return re.sub(r"([^r])\1+", r"\1", form)


_SPANISH_WORDS = {unaccented(said.casefold()): english for said, english in SPANISH.items()}
_SPANISH_FORMS = {
    " ".join(map(_spanish_form, said.split())): english for said, english in SPANISH.items()
}
_SPANISH_LONGEST = max(len(said.split()) for said in SPANISH)


def _spanish(words_: str) -> str | None:
    """The English of the Spanish word or phrase ``words_``: as typed, without its accents, or
    by its form unless it is one English word ("mess" is not "mes")."""
    plain = unaccented(words_.casefold())
    found = _SPANISH_WORDS.get(plain)
    if found is not None or (" " not in plain and english(plain)):
        return found
    return _SPANISH_FORMS.get(" ".join(map(_spanish_form, plain.split())))


# Spanish's small words; two of them, more than the English ones beside them, or a question
# word only Spanish has, make a question Spanish or Spanglish ("when is la quince de mi hija").
# A small word before a name is the name's ("La Jolla", "Del Mar", "María de la Cruz").
_SPANISH_MARKS = frozenset(
    "que q k de del la el los las mi mis en pa para con es se le les lo nos al un una por su "
    "sus tu esta está estaba fue son va hay tengo tiene tenemos".split()
)
# (each however it is typed: "cuánto", "kuanto", "kien")
_ONLY_SPANISH = re.compile(
    r"(?<![\w'’])(?:[ck]u[aá]nt[oa]s?|[ck]u[aá]ndo|a?d[oó]nde|(?:qu|k)i[eé]n(?:es)?|[ck]u[aá]l(?:es)?"
    r"|qué|xq|pq|porq|porque|ahorita|todav[ií]a|nom[aá]s|tambi[eé]n)(?![\w'’])"
)
_ENGLISH_MARKS = frozenset(
    "the is are was were what whats what's when whens when's where wheres where's who whos "
    "who's how hows how's did do does my i i'm im of in to and for with at on from have has "
    "will should can about am be been it its this that which why our we you your his her he "
    "she they their there much many user user's".split()
)
# A word of letters, not in a code or a sum ("a1c", "45k") or an English "'s" ("user's").
_SPANISH_TOKEN = re.compile(r"(?<![\w'’])[^\W\d_]+(?![\w'’])")
# A small word before a capitalised one is a name's ("La Jolla", "Del Mar", "María de la Cruz").
_PARTICLES = re.compile(r"\b(?:(?:de|del|la|las|el|los|san|santa)\s+)+(?=[^\W\d_])", re.IGNORECASE)


def _in_spanish(query: str) -> bool:
    """Whether ``query`` is typed in Spanish or Spanglish, by its small words."""
    unnamed = _PARTICLES.sub(lambda m: " " if query[m.end()].isupper() else m.group(0), query)
    folded = unnamed.casefold()
    said = {m.group(0) for m in _SPANISH_TOKEN.finditer(folded)}
    asking = {m.group(0) for m in _ONLY_SPANISH.finditer(folded)}
    spanish = len(said & _SPANISH_MARKS | asking)
    return bool(asking or spanish >= 2) and spanish > len(said & _ENGLISH_MARKS)


def _spanish_runs(query: str) -> Iterator[tuple[int, int, str]]:
    """Where each Spanish word or phrase of :data:`SPANISH` is in ``query`` (the longest at each
    word), and its English: as :func:`_spanish` finds it, each word's forms made once."""
    tokens = list(_SPANISH_TOKEN.finditer(query))
    plain = [unaccented(t.group(0).casefold()) for t in tokens]
    forms = [_spanish_form(p) for p in plain]
    # whether only spaces are between a word and the next: a phrase's words are
    spaced = [not query[a.end() : b.start()].strip() for a, b in itertools.pairwise(tokens)]
    i = 0
    while i < len(tokens):
        for n in range(min(_SPANISH_LONGEST, len(tokens) - i), 0, -1):
            if not all(spaced[i : i + n - 1]):
                continue
            meant = _SPANISH_WORDS.get(" ".join(plain[i : i + n]))
            if meant is None and (n > 1 or not english(plain[i])):
                meant = _SPANISH_FORMS.get(" ".join(forms[i : i + n]))
            if meant is not None:
                yield tokens[i].start(), tokens[i + n - 1].end(), meant
                i += n - 1
                break
        i += 1


def _glossed_spanish(query: str) -> str:
    """``query`` with each Spanish word or phrase of :data:`SPANISH` followed by its English,
    in brackets, unless the question says that English already."""
    said = set(words(query))
    out: list[str] = []
    done = 0  # how much of the query is in ``out``
    for _, end, meant in _spanish_runs(query):
        if not set(meant.split()) <= said:
            out.append(f"{query[done:end]} ({meant})")
            done = end
    return "".join(out) + query[done:]


# Spanish's small words, which say nothing of what is asked: in a Spanish question they are
# left out of the words searched for, as English's are (text.STOPWORDS).
SPANISH_SMALL = frozenset(
    "que q k qe ke de del la el los las lo le les se nos mi mis tu tus su sus en al con por para "
    "pa pal un una unos unas y o es son fue era esta está estan están estaba estaban hay ya te "
    "muy mas más pero como cómo".split()
)


# The words of :data:`SPANISH` as they are spelled, but the small ones.
_SPANISH_KNOWN = frozenset(w for said in _SPANISH_WORDS for w in said.split()) - SPANISH_SMALL


def spanish_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Spanish or Spanglish (:func:`_in_spanish`), the words
    :data:`SPANISH` knows as they are spelled, which are words, not typos ("cuanto" is not
    "cuarto" misspelt; "quinseañera" is still read as the index's "quinceañera"), and its small
    words (:data:`SPANISH_SMALL`); none of another question."""
    if not _in_spanish(query) or _in_arabizi(query) or _in_taglish(query) or _in_french(query):
        return frozenset(), frozenset()
    said = words(query)
    return (
        frozenset(w for w in said if unaccented(w) in _SPANISH_KNOWN),
        frozenset(w for w in said if w in SPANISH_SMALL),
    )


def _in_urdu(query: str) -> bool:
    """Whether ``query`` is typed in Roman Urdu (read/urdu.py), not in Romanized Bangla
    (read/bangla.py: "ki", "kon", "naam" are both's) and not in Taglish by Tagalog's own small
    words ("ka" and "ko" are both's)."""
    return (
        in_urdu(query)
        and not malayalam.in_malayalam(query)
        and not kannada.in_kannada(query)
        and not marathi.in_marathi(query)
        and not gujarati.in_gujarati(query)
        and not punjabi.in_punjabi(query)
        and not nepali.in_nepali(query)
        and not odia.in_odia(query)
        and not sinhala.in_sinhala(query)
        and not assamese.in_assamese(query)
        and not telugu.in_telugu(query)
        and not tamil.in_tamil(query)
        and not bangla.in_bangla(query)
        and not _in_taglish(_SHARED_WITH_URDU.sub(" ", query))
    )


_SHARED_WITH_URDU = re.compile(r"(?<![\w'’])(?:ka|ko|wala)(?![\w'’])", re.IGNORECASE)


def urdu_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Roman Urdu (:func:`_in_urdu`), the words read/urdu.py's list
    knows, which are words, not typos ("kahan" is not "kaha" misspelt), and its small words,
    searched for no more than English's are; none of another question."""
    return known_and_small(query) if _in_urdu(query) else (frozenset(), frozenset())


def bangla_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Bangla (read/bangla.py), the words its list knows, which
    are words, not typos ("kobe" is not "kobo" misspelt), and its small words, searched for no
    more than English's are; none of another question."""
    if (
        bangla.in_bangla(query)
        and not tamil.in_tamil(query)
        and not telugu.in_telugu(query)
        and not malayalam.in_malayalam(query)
        and not kannada.in_kannada(query)
        and not marathi.in_marathi(query)
        and not _in_odia(query)  # ("kete" and "dei" are Odia's too: read/odia.py)
        and not _in_assamese(query)  # ("ki", "kon", "amar" are Assamese's too: read/assamese.py)
    ):
        return bangla.known_and_small(query)
    return frozenset(), frozenset()


def tamil_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Tamil (read/tamil.py), the words its list knows, which
    are words, not typos ("eppo" is not "expo" misspelt), and its small words, searched for no
    more than English's are; none of another question."""
    if (
        tamil.in_tamil(query)
        and not telugu.in_telugu(query)
        and not malayalam.in_malayalam(query)
        and not kannada.in_kannada(query)
        and not marathi.in_marathi(query)
    ):
        return tamil.known_and_small(query)
    return frozenset(), frozenset()


def doric_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Doric (read/doric.py), the words its list knows, which are words,
    not typos ("quine" is not "quinoa" misspelt), and its small words, searched for no more
    than English's are; none of a question in another language."""
    if doric.in_doric(query) and not _in_other_language(query):
        return doric.known_and_small(query)
    return frozenset(), frozenset()


def _in_other_language(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Malayalam, Telugu, Tamil or Bangla, or in Roman
    Urdu."""
    return (
        malayalam.in_malayalam(query) or kannada.in_kannada(query)
        or marathi.in_marathi(query) or gujarati.in_gujarati(query) or punjabi.in_punjabi(query)
        or nepali.in_nepali(query) or odia.in_odia(query) or sinhala.in_sinhala(query)
        or assamese.in_assamese(query) or telugu.in_telugu(query)
        or tamil.in_tamil(query) or bangla.in_bangla(query) or _in_urdu(query)
        or _in_french(query)
    )  # fmt: skip


def _in_french(query: str) -> bool:
    """Whether ``query`` is typed in French or Camfranglais (read/camfranglais.py), and in no
    language of India or Pakistan read here."""
    return camfranglais.in_camfranglais(query) and not (
        malayalam.in_malayalam(query) or kannada.in_kannada(query)
        or marathi.in_marathi(query) or gujarati.in_gujarati(query) or punjabi.in_punjabi(query)
        or nepali.in_nepali(query) or odia.in_odia(query) or sinhala.in_sinhala(query)
        or assamese.in_assamese(query)
        or telugu.in_telugu(query) or tamil.in_tamil(query) or bangla.in_bangla(query)
        or in_urdu(query)
    )  # fmt: skip


def camfranglais_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in French or Camfranglais (:func:`_in_french`), the words
    read/camfranglais.py's list knows, which are words, not typos ("quand" is not "quad"
    misspelt), and its small words ("le", "la", "de", "mon", "quoi", "où"), searched for no
    more than English's are; none of another question (Spanish's "de" and "la", Pidgin's
    "ma")."""
    if _in_french(query):
        return camfranglais.known_and_small(query)
    return frozenset(), frozenset()


def telugu_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Telugu (read/telugu.py), the words its list knows,
    which are words, not typos ("enti" is not "entity" misspelt), and its small words, searched
    for no more than English's are; none of another question."""
    if (
        telugu.in_telugu(query)
        and not malayalam.in_malayalam(query)
        and not kannada.in_kannada(query)
        and not marathi.in_marathi(query)
    ):
        return telugu.known_and_small(query)
    return frozenset(), frozenset()


def _in_pidgin(query: str) -> bool:
    """Whether ``query`` is asked in Cameroon Pidgin (read/pidgin.py), and in no other language
    read here (Doric's "ma" and "fit", Spanish's and Tagalog's "na")."""
    return (
        pidgin.in_pidgin(query)
        and not _in_other_language(query)
        and not doric.in_doric(query)
        and not _in_arabizi(query)
        and not _in_taglish(query)
        and not _in_spanish(query)
    )


def pidgin_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Cameroon Pidgin (:func:`_in_pidgin`), the words read/pidgin.py's
    list knows, which are words, not typos ("weti" is not "wet" misspelt), and its small words
    ("di", "dey", "don", "ma"), searched for no more than English's are; none of another
    question."""
    return pidgin.known_and_small(query) if _in_pidgin(query) else (frozenset(), frozenset())


def _in_vincentian(query: str) -> bool:
    """Whether ``query`` is asked in Vincentian Creole (read/vincentian.py), and in no other
    language read here (Cameroon Pidgin's "di" and "dem", Spanish's "dis")."""
    return (
        vincentian.in_vincentian(query)
        and not _in_pidgin(query)
        and not _in_other_language(query)
        and not doric.in_doric(query)
        and not _in_arabizi(query)
        and not _in_taglish(query)
        and not _in_spanish(query)
    )


def vincentian_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Vincentian Creole (:func:`_in_vincentian`), the words
    read/vincentian.py's list knows, which are words, not typos ("numba" is not "numb"
    misspelt), and its small words ("ah", "deh", "fuh", "di"), searched for no more than
    English's are; none of another question."""
    if _in_vincentian(query):
        return vincentian.known_and_small(query)
    return frozenset(), frozenset()


def _in_sheng(query: str) -> bool:
    """Whether ``query`` is asked in Sheng or Swahili (read/sheng.py), and in no other language
    read here (Gujarati's and Tagalog's "ni" and "na", Tagalog's "ako", Spanish's "ya")."""
    return (
        sheng.in_sheng(query)
        and not _in_other_language(query)
        and not _in_pidgin(query)
        and not _in_vincentian(query)
        and not doric.in_doric(query)
        and not _in_arabizi(query)
        and not _in_taglish(query)
        and not _in_spanish(query)
    )


def sheng_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Sheng or Swahili (:func:`_in_sheng`), the words read/sheng.py's
    list knows, which are words, not typos ("keja" is not "kea" misspelt), and its small words
    ("ni", "ya", "wa", "gani", "yangu"), searched for no more than English's are; none of
    another question."""
    return sheng.known_and_small(query) if _in_sheng(query) else (frozenset(), frozenset())


def gujarati_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Gujarati (read/gujarati.py), the words its list knows,
    which are words, not typos ("kyare" is not "kare" misspelt), and its small words, searched
    for no more than English's are; none of another question (Marathi's "che" and "kon")."""
    if (
        gujarati.in_gujarati(query)
        and not malayalam.in_malayalam(query)
        and not kannada.in_kannada(query)
        and not marathi.in_marathi(query)
    ):
        return gujarati.known_and_small(query)
    return frozenset(), frozenset()


def punjabi_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Punjabi (read/punjabi.py), the words its list knows,
    which are words, not typos ("kado" is not "kad" misspelt), and its small words, searched
    for no more than English's are; none of another question (Gujarati's "pehlan", Marathi's
    "navi")."""
    if (
        punjabi.in_punjabi(query)
        and not malayalam.in_malayalam(query)
        and not kannada.in_kannada(query)
        and not marathi.in_marathi(query)
        and not gujarati.in_gujarati(query)
        and not _in_nepali(query)  # ("kinne" is Nepali's too: read/nepali.py)
    ):
        return punjabi.known_and_small(query)
    return frozenset(), frozenset()


def _in_nepali(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Nepali (read/nepali.py), and not in Malayalam,
    Kannada, Marathi or Gujarati, read before it (Gujarati's "ma"), nor in Punjabi unless by two
    words only Nepali has (Punjabi's "kinne" is Nepali's buy: "Hemja ma jagga kinne plan, kati
    paisa jamma cha")."""
    return (
        nepali.in_nepali(query)
        and not (
            malayalam.in_malayalam(query) or kannada.in_kannada(query)
            or marathi.in_marathi(query) or gujarati.in_gujarati(query)
        )
        and (not punjabi.in_punjabi(query) or nepali.surely_nepali(query))
    )  # fmt: skip


def _in_odia(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Odia (read/odia.py), and in none of the languages
    read before it (Nepali's "barsa", "bhada")."""
    return odia.in_odia(query) and not _in_west_or_south(query) and not _in_nepali(query)


def _in_sinhala(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Sinhala (read/sinhala.py), and in none of the
    languages read before it (Tamil's "amma" and "akka" are read after it)."""
    return (
        sinhala.in_sinhala(query)
        and not _in_west_or_south(query)
        and not nepali.in_nepali(query)
        and not odia.in_odia(query)
    )


def _in_assamese(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Assamese (read/assamese.py), and in none of the
    languages read before it (Bangla's "ki", "kon" and "amar", Urdu's "naam", are read after
    it)."""
    return (
        assamese.in_assamese(query)
        and not _in_west_or_south(query)
        and not nepali.in_nepali(query)
        and not odia.in_odia(query)
        and not sinhala.in_sinhala(query)
    )


def _in_west_or_south(query: str) -> bool:
    """Whether ``query`` is typed in Romanized Malayalam, Kannada, Marathi, Gujarati or Punjabi."""
    return (
        malayalam.in_malayalam(query) or kannada.in_kannada(query) or marathi.in_marathi(query)
        or gujarati.in_gujarati(query) or punjabi.in_punjabi(query)
    )  # fmt: skip


def nepali_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Nepali (:func:`_in_nepali`), the words read/nepali.py's
    list knows, which are words, not typos ("kahile" is not "kahle" misspelt), and its small
    words ("ko", "ma", "ho", "k", "kaha"), searched for no more than English's are; none of
    another question (Urdu's "ko" and "kaha")."""
    return nepali.known_and_small(query) if _in_nepali(query) else (frozenset(), frozenset())


def odia_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Odia (:func:`_in_odia`), the words read/odia.py's list
    knows, which are words, not typos ("kebe" is not "kee" misspelt), and its small words ("ra",
    "re", "ku", "kana", "ebe"), searched for no more than English's are; none of another question
    (Bangla's "kete" and "dei")."""
    return odia.known_and_small(query) if _in_odia(query) else (frozenset(), frozenset())


def sinhala_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Sinhala (:func:`_in_sinhala`), the words read/sinhala.py's
    list knows, which are words, not typos ("kawadda" is not "kawada" misspelt), and its small
    words ("eka", "ge", "dan", "mokakda", "koheda"), searched for no more than English's are."""
    return sinhala.known_and_small(query) if _in_sinhala(query) else (frozenset(), frozenset())


def assamese_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Assamese (:func:`_in_assamese`), the words
    read/assamese.py's list knows, which are words, not typos ("ketia" is not "keta" misspelt),
    and its small words ("r", "t", "tu", "ki", "kot", "etiya"), searched for no more than
    English's are; none of another question (Bangla's "ki" and "kon", Urdu's "naam")."""
    return assamese.known_and_small(query) if _in_assamese(query) else (frozenset(), frozenset())


def kannada_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Kannada (read/kannada.py), the words its list knows,
    which are words, not typos ("yelli" is not "yell" misspelt), and its small words, searched
    for no more than English's are; none of another question."""
    if kannada.in_kannada(query) and not malayalam.in_malayalam(query):
        return kannada.known_and_small(query)
    return frozenset(), frozenset()


def marathi_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Marathi (read/marathi.py), the words its list knows,
    which are words, not typos ("kuthe" is not "kathe" misspelt), and its small words, searched
    for no more than English's are; none of another question."""
    if (
        marathi.in_marathi(query)
        and not malayalam.in_malayalam(query)
        and not kannada.in_kannada(query)
    ):
        return marathi.known_and_small(query)
    return frozenset(), frozenset()


def malayalam_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in Romanized Malayalam (read/malayalam.py), the words its list knows,
    which are words, not typos ("evide" is not "evident" misspelt), and its small words,
    searched for no more than English's are; none of another question."""
    if malayalam.in_malayalam(query):
        return malayalam.known_and_small(query)
    return frozenset(), frozenset()


# Idioms whose words mislead the search, and the plain words that say what they mean: "what do
# I do for a living?" is about work, not about where anyone lives ("living" is "live" to the
# stemmer, and "my brother lives in Halifax" came first).
IDIOMS = {
    "for a living": "for work", "for a livin": "for work", "for a livin'": "for work",
    "under the weather": "unwell", "make ends meet": "get by on money",
    # "who's my other half": the partner (read by entities/relations.py as any "my partner");
    # "how much do I make": what one earns, not what one makes.
    "other half": "partner", "better half": "partner", "how much do i make": "how much do i earn",
    "how much i make": "how much i earn",
    # "where did i pop the question": propose; "when we first linked": met, got together
    "pop the question": "propose", "popped the question": "proposed",
    "first linked": "first met got together",
    # "no" for a number after what has one, as India and the Gulf write it ("what is the users
    # mobile no", "KSEB consumer no"): not an answer of no
    **{
        f"{thing} no": f"{thing} number"
        for thing in ("mobile", "phone", "contact", "account", "a/c", "consumer", "policy",
                      "passport", "registration", "roll", "flat", "house", "door", "vehicle",
                      "aadhaar", "aadhar", "pan", "customer", "reference", "ref", "ticket")
    },
    # London's "my yout" is one's son, "my pops" one's father ("wat tablets my pops on"; not
    # "what pops up"); its "man's" for "my" is read by _as_spoken
    "my yout": "my son",
    **{f"{whose} pops": f"{whose} dad" for whose in ("my", "his", "her", "their", "our")},
    # "where'd I grow up", "what'd I pay": "did", which the stemmer and the readers of the
    # question's tense know ("'d" is "would" too, but not after a question word and before
    # what was done: "where'd you put it").
    **{f"{wh}{mark}d": f"{wh} did" for wh in ("where", "what", "when", "how") for mark in "'’"},
    # Caribbean Creole's "what's" ("w'ass mummy pressure tablet now"), which the index read as
    # "w" and "ass"
    "w'ass": "what's", "w’ass": "what's",
    # "my family doctor" is one doctor, the GP, not the family (entities/relations.py reads "my
    # family" as every relative: "Who is the user's family doctor?" found the parents)
    "family doctor": "GP (family doctor)", "family physician": "GP (family physician)",
    # "where do her folks live": her parents (not "the folks at work")
    **{f"{whose} folks": f"{whose} parents" for whose in ("my", "her", "his", "our", "their")},
    # "what year did I do my back in": hurt it ("did his back in", and as Doric says it, "dae ma
    # back in"), not where anyone went back to
    **{
        f"{did} {whose} back in": f"hurt {'my' if whose == 'ma' else whose} back"
        for did in ("do", "did", "done", "dae", "daen")
        for whose in ("my", "ma", "his", "her", "their", "your")
    },
}  # fmt: skip
_IDIOM = any_of(IDIOMS)

# Bahamian (and wider Caribbean) Creole's small words and verbs in a question, each followed by
# its English, in brackets, as the shorthand above: "when I wan get da new boat by" is searched
# as "when I wan (want) get da new boat by". Its own words stay: the person's messages say
# them too ("she wan be a doctor"). Only in a question Creole by its marks (:func:`_in_creole`):
# "da Silva" and "Wan Chai" are names. ("w'ass", which the index read as "w" and "ass", is
# "what's" in any question: :data:`IDIOMS`.)
CREOLE = {
    "ga": "going to", "gern": "going to", "gat": "got have", "wan": "want", "lil": "little",
    "chirren": "children", "errybody": "everybody",
}  # fmt: skip
_CREOLE_WORD = any_of(CREOLE)
# Words only Creole has, one making a question Creole; its small words ("da", "dem", "dat",
# "een") and those of :data:`CREOLE` are names or words of other languages too ("da", "wan",
# "ga", "dis"), two of them making it Creole.
_ONLY_CREOLE = frozenset("een gern chirren errybody bey".split())
_CREOLE_MARKS = frozenset(CREOLE) | frozenset("wha da dat dis dem wit".split())
# "I does" is Creole's habit ("what I does play in Junkanoo"); English asks "what do I".
_I_DOES = re.compile(r"\b(?:I|we|me)\s+does\b", re.IGNORECASE)


@lru_cache(maxsize=64)  # a recall asks it of the same question twice
def _in_creole(query: str) -> bool:
    """Whether ``query`` is asked in a Caribbean Creole-flavoured English: by a word only Creole
    has, by "I does", or by two of its small words typed in small letters ("wha my sister in
    Orlando name" is not: "wha" is chat's "what" too; nor "in Wan Chai with da Silva")."""
    typed = _TOKEN_OF_ANY.findall(query)
    said = {t.casefold() for t in typed}
    if said & _ONLY_CREOLE or ("does" in said and _I_DOES.search(query)):
        return True
    return len({t for t in typed if t in _CREOLE_MARKS}) >= 2


def _glossed_creole(query: str) -> str:
    """``query`` with each word of :data:`CREOLE` followed by its English, in brackets, unless
    the question says that English already."""
    said = set(words(query))

    def gloss(match: re.Match[str]) -> str:
        english = CREOLE[match.group(0).casefold()]
        if set(english.split()) <= said:
            return match.group(0)
        return f"{match.group(0)} ({english})"

    return _CREOLE_WORD.sub(gloss, query)


_TOKEN_OF_ANY = re.compile(r"[^\W\d_]+")
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


# "me" for "my" as Irish, Northern and Caribbean English say it, where it can be nothing else:
# after a verb that asks ("who's me doctor now", "what time do me shifts start", "when's me hip
# appointment") or "wi" ("what was wrong wi me hip"), and before a word that may be a thing
# (not "me and Gerry", "me to", "me the number").
_ME_FOR_MY = re.compile(
    r"\b(?P<before>(?i:do|does|did|is|are|was|were|wi|whats|whens|wheres|whos|hows)"
    r"|[^\W\d_]+['’][sS])\s+(?P<me>me)"
    r"(?=\s+(?!(?:and|an|n|&|to|too|a|the|that|this|it|up|down|out|off|back|again|now|please|"
    r"pls|yet|first|so|if|when|what|where|how|in|on|at|for|with|of|about|from|by|some|any|all|"
    r"know|his|her|their|your|our|my)\b)[^\W\d_])"
)


# "man" for I as London says it (Multicultural London English: "where man's yout does football",
# "wat dose was man's bp tablets on", "man's yard"): "man's" is "my" before what is one's own,
# opening the question or after a word that asks or a verb, not after a word that makes it some
# man's ("the old man's sister", "a man's world", "that man's car").
_MANS_FOR_MY = re.compile(
    r"\bman['’]?s\s+(?=(?:yout|mum|mam|dad|pops|bro|brother|bruv|bruva|bruvva|sis|sister|"
    r"wife|missus|girl|kids|yard|whip|daughter|son|nan|car|bp|job|number|gp|doctor|bank|"
    r"phone|gym|tablets?|meds?|medication|dose|school|address)\b)",
    re.IGNORECASE,
)
_NOT_MINE = frozenset(
    "the a an old young that this one some other every each any dead poor big little".split()
)
# What "man's yout", "man's yard" and "man's whip" are once "man's" is "my".
_MINE = {"yout": "son", "pops": "dad", "yard": "home", "whip": "car"}


def _mans_as_my(query: str) -> str:
    """``query`` with London's "man's" read as "my" (:data:`_MANS_FOR_MY`), and "my yout", "my
    yard", "my whip" as one's son, home and car."""

    def mine(match: re.Match[str]) -> str:
        before = query[: match.start()].split()
        if before and before[-1].casefold() in _NOT_MINE:
            return match.group(0)
        return "my "

    said = _MANS_FOR_MY.sub(mine, query)
    if said == query:
        return query
    return re.sub(
        r"\bmy\s+(yout|pops|yard|whip)\b",
        lambda m: f"my {_MINE[m.group(1).casefold()]}",
        said,
        flags=re.IGNORECASE,
    )


def _as_spoken(query: str) -> str:
    """``query`` with "me" read as "my" where it can be nothing else (:data:`_ME_FOR_MY`), and
    London's "man's" as "my" (:func:`_mans_as_my`)."""
    if "me " in query:
        query = _ME_FOR_MY.sub(lambda m: f"{m.group('before')} my", query)
    said = query.casefold()
    if "man's" in said or "mans " in said or "man’s" in said:
        query = _mans_as_my(query)
    return query


def spelled_out(query: str) -> str:
    """``query`` asked, not ordered (:data:`_LIST`), with each idiom of :data:`IDIOMS` in plain
    words, each shorthand word followed by what it stands for, in brackets, each short word
    typed with two letters swapped as the word it is (:func:`_unswapped`: no memory holds a
    word no one spells), and the shorthand of each word of :data:`LONGHAND` it spells out, in
    brackets at its end; the query itself when it holds none of these."""
    query = _LIST.sub("what are ", query, count=1)
    manglish = malayalam.in_malayalam(query)
    kanglish = not manglish and kannada.in_kannada(query)
    marathi_ = not manglish and not kanglish and marathi.in_marathi(query)
    gujarati_ = not manglish and not kanglish and not marathi_ and gujarati.in_gujarati(query)
    punjabi_ = (
        not manglish
        and not kanglish
        and not marathi_
        and not gujarati_
        and punjabi.in_punjabi(query)
        and not _in_nepali(query)
    )
    nepali_ = not (manglish or kanglish or marathi_ or gujarati_) and _in_nepali(query)
    odia_ = not nepali_ and _in_odia(query)
    sinhala_ = _in_sinhala(query)
    assamese_ = _in_assamese(query)
    south = manglish or kanglish or marathi_ or gujarati_ or punjabi_ or nepali_ or odia_
    south = south or sinhala_ or assamese_
    tenglish = not south and telugu.in_telugu(query)
    tanglish = not south and not tenglish and tamil.in_tamil(query)
    banglish = not south and not tenglish and not tanglish and bangla.in_bangla(query)
    urdu = not banglish and _in_urdu(query)
    french = not (south or tenglish or tanglish or banglish or urdu) and _in_french(query)
    other = south or tenglish or tanglish or banglish or urdu or french
    scots = not other and doric.in_doric(query)
    arabizi = not other and not scots and _in_arabizi(query) and not _in_taglish(query)
    spanish = (
        not other and not scots and not arabizi and not _in_taglish(query) and _in_spanish(query)
    )
    cameroon = not other and not scots and not arabizi and not spanish and _in_pidgin(query)
    vincy = (
        not other
        and not scots
        and not arabizi
        and not spanish
        and not cameroon
        and (_in_vincentian(query))
    )
    kenyan = not other and not scots and not arabizi and not spanish and not cameroon and not vincy
    kenyan = kenyan and _in_sheng(query)
    if not (other or arabizi or spanish):
        query = _as_spoken(query)
    query = _IDIOM.sub(lambda m: IDIOMS[" ".join(m.group(0).casefold().split())], query)
    said = query.casefold()

    def spell(match: re.Match[str]) -> str:
        full = SHORTHAND[match.group(0).casefold()]
        if (
            re.search(rf"\b{full}\b", said)
            or (arabizi and _levantine(match.group(0)))
            or (spanish and _spanish(match.group(0)))
        ):
            return match.group(0)  # (Arabizi's "wen" is "where", not chat's "when")
        return f"{match.group(0)} ({full})"

    def unswap(match: re.Match[str]) -> str:
        word = _unswapped(match.group(0))
        return match.group(0) if word is None else word

    def gloss(match: re.Match[str]) -> str:
        english = TAGALOG[match.group(0).casefold()]
        return f"{match.group(0)} ({english})"

    spelled = _SHORT_WORD.sub(unswap, _WORD.sub(spell, query))
    if manglish:
        spelled = malayalam.glossed_malayalam(spelled)
    elif kanglish:
        spelled = kannada.glossed_kannada(spelled)
    elif marathi_:
        spelled = marathi.glossed_marathi(spelled)
    elif gujarati_:
        spelled = gujarati.glossed_gujarati(spelled)
    elif punjabi_:
        spelled = punjabi.glossed_punjabi(spelled)
    elif nepali_:
        spelled = nepali.glossed_nepali(spelled)
    elif odia_:
        spelled = odia.glossed_odia(spelled)
    elif sinhala_:
        spelled = sinhala.glossed_sinhala(spelled)
    elif assamese_:
        spelled = assamese.glossed_assamese(spelled)
    elif tenglish:
        spelled = telugu.glossed_telugu(spelled)
    elif tanglish:
        spelled = tamil.glossed_tamil(spelled)
    elif banglish:
        spelled = bangla.glossed_bangla(spelled)
    elif urdu:
        spelled = glossed_urdu(spelled)
    elif french:
        spelled = camfranglais.glossed_camfranglais(spelled)
    elif scots:
        spelled = doric.glossed_doric(spelled)
    elif _in_taglish(spelled):
        spelled = _TAGALOG_WORD.sub(gloss, spelled)
    elif arabizi:
        spelled = _glossed_arabizi(spelled)
    elif spanish:
        spelled = _glossed_spanish(spelled)
    elif cameroon:
        spelled = pidgin.glossed_pidgin(spelled)
    elif vincy:  # (… with Bahamian Creole's few words, which it shares)
        spelled = _glossed_creole(vincentian.glossed_vincentian(spelled))
    elif kenyan:
        spelled = sheng.glossed_sheng(spelled)
    elif _in_creole(spelled):
        spelled = _glossed_creole(spelled)
    shorthand = [
        short
        for full in dict.fromkeys(m.group(0).casefold() for m in _LONG_WORD.finditer(spelled))
        for short in LONGHAND[full]
        if not re.search(rf"\b{re.escape(short)}\b", said)
    ]
    return f"{spelled} ({' '.join(shorthand)})" if shorthand else spelled
