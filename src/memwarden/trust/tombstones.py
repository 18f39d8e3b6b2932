"""Tombstones: values the person said must never come back.

A tombstone keeps no text: only the SHA-256 of the value's normal form, short fingerprints of
its stems and the embedding of the value (:mod:`memwarden.trust.meaning`). A text matches
lexically — the same normal form, or every stem of the tombstone present in the text (four in
five for a tombstone of four stems or more) — or by meaning: the cosine similarity of its
embedding and the tombstone's reaches the threshold measured for that model. A candidate that
matches is blocked at write; a recall or context result that matches is dropped at read. Either
way the tombstone's hit count goes up — and its own text, which it never had, cannot leak.

A sensitive topic is often spoken of without its own word: "my drinking" by "sober for 40
days" or "AA on Tuesdays", "my divorce" by "the settlement with my ex", "my therapy" by "my
counsellor". A tombstone whose value speaks of one of a few such topics (:data:`FAMILIES`)
also keeps a fingerprint of the topic, and a text that speaks of the same topic in any of its
words matches it. The lists are short and of words that mean the topic and little else, so
that a wish not to be reminded of one's drinking does not hide "I drink coffee".

A short value said no to that is about someone by their name ("never remember anything about
my ex Marcus": "my ex Marcus", not "our Josh's court case") also keeps a fingerprint of each
word of the name, and a text that says any of those words matches it ("ugh marcus messaged
me again" says no "ex"). Only a value of a few words said no to as such (``tombstone add``,
"never remember …"): forgetting a memory for good ("Dinner with Marcus at 7") says nothing of
everyone called Marcus. A value that names a relation alone ("forget what I told you about my
brother") keeps the names the memories it forgets gave that relation ("My brother Thomas lives
in Esslingen": :func:`marks_of_names`), so "Thomas has lost his job" speaks of him.

Matching by meaning runs only when some tombstone has a vector, so the embedder is loaded only
once tombstones exist; lexical matching is tried first, and is all that a tombstone whose
vector came from another model gets.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterable
from functools import cache, lru_cache
from itertools import pairwise

from ..entities.extract import extract as extract_entities
from ..entities.relations import stated
from ..spelling import plain
from ..store.base import TombstoneRow, TombstoneVector
from ..text import STOPWORDS, content_hash, english, fingerprint_terms
from . import meaning

__all__ = [
    "FAMILIES",
    "WIDE",
    "families",
    "fingerprint",
    "in_scope",
    "marks_of_description",
    "marks_of_names",
    "matching_tombstone",
    "meaning_vectors",
    "named_marks",
    "prime",
    "speaks_of",
    "stem_count",
    "topics_to_find",
    "with_parts",
    "words_finding",
]

_MEDICATION = (
    "medication", "medications", "medicine", "medicines", "meds", "pills", "prescription",
    "prescriptions", "prescribed", "dose", "doses", "dosage", "inhaler", "antibiotics",
    "insulin", "painkillers", "statin", "statins", "beta blocker", "beta blockers",
)  # fmt: skip
# Sensitive topics, each with the words (and a few phrases) that speak of it and of little else.
FAMILIES: dict[str, tuple[str, ...]] = {
    "alcohol": (
        "alcohol", "alcoholic", "alcoholism", "alcoholics anonymous", "aa meeting",
        "aa meetings", "sober", "sobriety", "booze", "boozing", "drinking", "drunk", "hangover",
        "hungover",
        # (and as chat says it: "he was after having a few again, slurring his words")
        "having a few again", "had a few again", "a few too many", "a few drinks", "few pints",
        "on the drink", "on the beer",
        "slurring",
    ),
    "divorce": (
        "divorce", "divorced", "divorcing", "my ex", "the ex", "ex-husband", "ex-wife",
        "ex husband", "ex wife", "ex-partner", "custody", "alimony", "decree nisi",
        "decree absolute", "separation", "legal separation", "family court", "divorce papers",
        "marriage breaking up",
        "marriage broke up", "marriage break-up", "marriage breakup", "marriage breakdown",
        # one's first or former spouse, of one married again ("ran into my first wife at Rouses")
        "first wife", "first husband", "former wife", "former husband",
        # a partner one was with before, married or not
        "ex-boyfriend", "ex boyfriend", "ex-girlfriend", "ex girlfriend", "ex bf", "ex gf",
        # … and the parting said as a split ("the work got me through the split fae Gordon")
        "the split", "our split", "my split", "split from", "split with", "split up",
        "splitting up",
        # … or said as an old one ("ran into my old boyfriend at the mall")
        "old boyfriend", "old girlfriend", "former boyfriend", "former girlfriend", "old flame",
        # … or one was engaged to ("ran into my ex-fiancee at the mall")
        "ex-fiancee", "ex-fiancée", "ex-fiance", "ex-fiancé", "ex fiancee", "ex fiance",
        "guy i dated", "girl i dated", "guy i was dating", "girl i was dating",
        # … or was engaged to ("the guy I was engaged to before Tony"), the engagement broken
        # ("ente pazhaya engagement", my old engagement)
        "guy i was engaged to", "girl i was engaged to", "man i was engaged to",
        "woman i was engaged to", "broken engagement", "engagement broke", "old engagement",
        "called off the engagement", "broke off the engagement",
        "guy i was seeing", "girl i was seeing", "used to date", "used to go out with",
        "lady i dated", "woman i dated", "man i dated", "lady i was dating", "woman i was dating",
        "man i was dating", "lady i was seeing", "woman i was seeing", "man i was seeing",
    ),
    "mental health": (
        "mental health", "therapy", "therapist", "therapists", "counsellor", "counselor",
        "counselling", "counseling", "psychotherapy", "psychotherapist", "psychologist",
        "psychiatrist", "cbt", "anxiety", "depression", "depressed", "panic attack",
        "panic attacks", "antidepressant", "antidepressants", "breakdown", "burnout",
    ),
    "job hunt": (
        "job hunt", "job hunting", "job search", "job searching", "job application",
        "job applications", "job interview", "job interviews", "interview", "interviews",
        "recruiter", "headhunter", "job offer", "applying for jobs",
    ),
    "weight": (
        "weight", "weigh", "weighed", "weighing", "weigh-in", "slimming world",
        "weight watchers", "bmi", "overweight", "obese", "obesity", "ozempic", "wegovy",
        "mounjaro",
    ),
    "legal": (
        "court case", "court hearing", "arrested", "arrest", "solicitor", "probation",
        "criminal record", "police caution", "charged with", "prison", "jail", "jailed", "gaol",
        "parole", "hmp", "inmate", "convicted", "behind bars", "tribunal", "tribunals",
        "lawsuit", "sued", "suing", "dui", "duis", "dwi", "owi", "drunk driving",
        "drunk-driving", "drink driving", "drink-driving", "drink drive", "drink-drive",
        "driving under the influence", "driving ban", "magistrate", "magistrates",
    ),
    "smoking": (
        "smoking", "smoker", "smokes", "cigarette", "cigarettes", "cigs", "ciggies", "fags",
        "vape", "vaping", "vapes", "nicotine", "rollies", "quit smoking",
    ),
    "gambling": ("gambling", "gambler", "betting", "bookies", "bookmaker", "casino", "gamcare",
                 "gamblers anonymous",
                 "places bets", "placing bets", "online bets", "sports bets", "a flutter",
                 "accumulator", "accumulators", "fruit machines", "scratch cards",
                 "bet on football", "bet on the football", "bet on sports", "bet on the horses",
                 "bet on horses", "bet on matches", "betting shop", "sportpesa", "betway",
                 "betting slip", "betting slips", "bet slip", "bet slips", "football slips",
                 # (and a stake by its note: "had a sly tenner on us to win 3-1")
                 "a sly bet", "a sly tenner", "a sly fiver",
                 "had a bet", "put a bet", "placed a bet"),
    "fertility": ("ivf", "fertility", "infertility", "pregnant", "pregnancy"),
    # A status one is judged for and tells whom one chooses: HIV, its treatment and its
    # tests, and an infection passed on by sex; of health too (``_WITHIN``). Not "aids" (a
    # hearing aid's plural), nor "std" (India's school standard: "4th std"), nor "prep" (a
    # meal's).
    "sexual health": ("hiv", "hiv+", "hiv-positive", "antiretroviral", "antiretrovirals",
                      "arv", "arvs", "cd4", "sexually transmitted", "stis", "chlamydia",
                      "gonorrhoea", "gonorrhea", "syphilis", "genital herpes"),
    # A home broken into by any of its words ("the lads who robbed ours", after "the break-in";
    # "we got burgled"); not a bank robbed on the news ("robbery" alone is no home's).
    "burglary": ("break-in", "broke in", "broken into", "broke into ours", "broke into our",
                 "broke into the house", "burgled",
                 "burglary", "burglar", "burglars", "robbed ours", "robbed our house",
                 "robbed the house", "got robbed", "were robbed", "was robbed", "been robbed"),
    # A road accident by any of its words ("dat crash on Kanoelehua", after "the accident on
    # Kanoelehua Ave"); not a computer crashing, nor a crash course.
    "accident": ("accident", "accidents", "car accident", "crash", "car crash", "collision",
                 "pile-up", "pileup", "fender bender", "fender-bender", "rear-ended",
                 "hit and run", "hit-and-run", "crashed into", "crashed the car"),
    # A death of someone of one's own and its rites: the funeral, the burial, the wake ("please
    # dont bring up my daddy funeral", then "since we laid Daddy to rest last spring"; a
    # "homegoing" and its "repast", as Black churches call them). Not "died" alone (a phone's
    # battery dies), nor a grave mistake.
    "bereavement": ("funeral", "funerals", "funeral home", "burial", "buried", "laid to rest",
                    "passed away", "bereavement", "bereaved", "eulogy", "headstone", "graveside",
                    "cemetery", "memorial service", "homegoing", "repast", "the wake",
                    # (and Cameroon's and West Africa's: "ma papa death celebration", "the
                    # cry-die for Kumba")
                    "death celebration", "cry-die", "cry die"),
    # A child lost, before birth or after: its words, and its phrases (below). A miscarriage is
    # one ("the baby we lost" speaks of it), and of fertility too (``_WITHIN``), but a sister
    # pregnant is no word of it.
    "child loss": ("stillborn", "stillbirth", "baby loss", "infant loss", "cot death",
                   "miscarriage", "miscarriages", "miscarried"),
    "debt": ("debt", "debts", "arrears", "bankruptcy", "bankrupt", "overdraft", "debt collector",
             "payday loan", "money worries", "money troubles", "money problems",
             "financial problems", "financial difficulties", "financial trouble",
             "struggling financially", "struggling for money",
             # (and borrowed on the phone, as Kenya does: "the Tala loan", "Fuliza", "a loan
             # app")
             "loan app", "loan apps", "lending app", "lending apps", "mobile loan",
             "mobile loans", "tala loan", "fuliza", "okash"),
    # A loan, and a loan met again as its monthly instalment ("forget about my home loan", then
    # "the EMI went up", as India says; Bangla's "kisti"); of debt too (``_WITHIN``), but an
    # agent's note of a car loan is no debt the person never spoke of (write/unsaid.py).
    "loan": ("loan", "loans", "emi", "emis", "kisti"),
    # A cancer or the fear of one: a lump found, its biopsy and its scans ("the lump thing",
    # then "Got the results back from the biopsy today"); of health too (``_WITHIN``). Not a
    # lump sum.
    "cancer": ("cancer", "cancers", "tumour", "tumours", "tumor", "tumors", "lump", "lumps",
               "biopsy", "biopsies", "mammogram", "oncologist", "oncology", "chemo",
               "chemotherapy", "radiotherapy", "malignant", "benign"),
    # An operation, by that word or by its name ("forget about my hysterectomy", then "the
    # surgery healing up fine"); of health too (``_WITHIN``), but not all of one's health: "i got
    # arthritis in my knee" is none of it.
    "surgery": ("surgery", "surgeries", "surgeon", "operation", "operations", "post-op",
                "hysterectomy", "mastectomy", "lumpectomy", "appendectomy", "c-section",
                "caesarean", "cesarean", "under the knife",
                # (and a heart's, by the stent it left: "forget about my angioplasty", then
                # "after the heart stent …")
                "angioplasty", "stent", "stents", "bypass surgery"),
    # Dialysis, by the machine too ("dont remind me about achan's dialysis", then "kidney
    # machine day"); of health too, not all of it.
    "dialysis": ("dialysis", "haemodialysis", "hemodialysis", "kidney machine",
                 "dialysis machine", "dialysis centre", "dialysis center"),
    # The prostate and its tests ("don't be bringin up my prostate stuff no more", then "the
    # urologist say my PSA numbers lookin better"); of health too, not all of it.
    "prostate": ("prostate", "psa", "urologist", "urology"),
    # What one takes for one's health: said no to, a dose ("20mg of fluoxetine") is it too.
    "medication": _MEDICATION,
    # One's health: its conditions and its care, and what one takes for it (``_WITHIN``: a
    # text of medication is of health too, not the other way round). Not "hospital" or
    # "doctor" alone (where one works, a title), nor "sick of …"; nor an allergy, which a
    # recall must not lose unasked.
    "health": (
        "health", "medical", "diagnosed", "diagnosis", "illness", "disease", "chronic",
        "symptom", "symptoms",
        "blood pressure", "hypertension",
        "cholesterol", "diabetes", "diabetic", "asthma", "asthmatic", "cancer", "tumour", "tumor",
        "chemo", "chemotherapy", "radiotherapy", "arthritis", "migraine", "migraines",
        "epilepsy", "seizure", "seizures", "heart attack", "heart condition", "copd",
        "physio", "physiotherapy", "physiotherapist", "my gp", "the gp", "my doctor",
        "hip replacement", "knee replacement", "mri", "x-ray", "blood test", "blood tests",
        "biopsy", "in hospital", "hospitalised", "hospitalized", "neurologist", "cardiologist",
        "oncologist", "rheumatologist", "dermatologist", "endocrinologist", "gastroenterologist",
        "urologist", "parkinson's", "parkinsons", "dementia", "alzheimer's", "alzheimers",
        "multiple sclerosis", "crohn's", "colitis", "heart failure", "kidney disease", "dialysis",
    ),
    # Where one lives to the door: an address, a postcode, a street told with its number or
    # after "on" ("22 Elm Grove", "the flat above the bakery on Castle St"); not the town.
    "address": ("address", "addresses", "postcode", "post code", "zip code", "zipcode",
                "eircode"),
    # Which bank one is with: the bank named ("spent the morning in the Barclays"), one's
    # account or banking told. Not "bank" alone ("the river bank", "a food bank"), nor a
    # bank's name that is a word or a town too ("chase", "halifax", "nationwide", "starling").
    "bank": (
        "my bank", "our bank", "bank account", "bank accounts", "current account",
        "savings account", "joint account", "sort code", "online banking", "banking app",
        "bank card", "bank statement", "bank statements", "i bank with", "we bank with",
        "banking with", "barclays", "hsbc", "lloyds bank", "lloyds", "natwest", "santander",
        "halifax bank", "nationwide building society", "monzo", "starling bank", "revolut",
        "tsb", "metro bank", "first direct", "co-op bank", "virgin money", "rbs",
        "royal bank of scotland", "bank of scotland", "chase bank", "wells fargo",
        "bank of america", "citibank", "capital one", "pnc bank", "td bank",
        "ally bank", "credit union", "deutsche bank", "commerzbank", "bnp paribas", "abn amro",
        "rabobank", "commonwealth bank", "westpac", "scotiabank", "bank of ireland",
        "ulster bank", "aib",
    ),
}  # fmt: skip
# The names of a street ("Road", "St").
# ("way", "place", "court" and "square" end too many other things: "2 kids way older".)
_STREETS = (
    "street", "st", "road", "rd", "avenue", "ave", "lane", "ln", "drive", "close", "crescent",
    "grove", "terrace", "gardens", "mews",
)  # fmt: skip
_STREET = "(?:" + "|".join(_STREETS) + r")\.?"
# Words after a number that make it no house number ("5 miles down the road", "at 10, i'll
# drive her in").
_NOT_A_HOUSE = (
    r"(?!(?:the|a|an|my|our|his|her|their|down|up|along|across|on|of|to|from|off|in|at|by|"
    r"miles?|mins?|minutes?|hours?|km|metres?|meters?|yards?|steps?|doors?|houses?|blocks?|"
    r"times?|days?|weeks?|years?|(?:i|we|you|he|she|they|it)(?:['’][a-z]+)?)\b)"
)
# A dose of a medicine ("20mg", "2.5 mg", "100 mcg").
_DOSE = r"|\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg)\b"
_HOUSE_WORD = _NOT_A_HOUSE + r"[a-z][\w'’-]*"
_ADDRESS = "".join(
    (
        # "address" after a word that makes it a noun: "my address", not "films that address".
        r"|\b(?:my|your|our|his|her|their|the|an|new|old|home|postal|mailing|full|current|",
        r"forwarding|street|delivery|billing|shipping|same|different)\s+addresse?s?\b",
        # A house number and a street of one or two words ("22 Elm Grove").
        rf"|\b\d{{1,4}}[a-z]?,?\s+{_HOUSE_WORD}(?:\s+{_HOUSE_WORD})?\s+{_STREET}(?!\w)",
        # A street named in capitals after "on", "at" … where a home was spoken of ("the flat
        # above the bakery on Castle St", not "the boutique on Main Street").
        r"|\b(?:live|lives|living|lived|moved|moving|move|home|house|flat|apartment|place)\b",
        r"[^.!?\n]{0,60}?(?-i:\b(?:on|at|off|to|in)\s+(?:[A-Z][\w'’-]*\s+){1,2}",
        rf"(?i:{_STREET}))(?!\w)",
        # The street one is on, named in capitals ("anyway I'm on Earlham Road, the semi").
        r"|\b(?:i['’]?m|i\s+am|we['’]?re|we\s+are)\s+(?:now\s+|still\s+)?",
        rf"(?-i:on\s+(?:[A-Z][\w'’-]*\s+){{1,2}})(?i:{_STREET})(?!\w)",
        # A house told by its number, then its street as typed ("it's the top flat at number
        # 22, close with the blue door on dumbarton rd").
        r"|\b(?:number|no\.?)\s+\d{1,4}[a-z]?\b[^.!?\n]{0,60}?\b(?:on|off|in)\s+",
        rf"(?:[a-z][\w'’-]*\s+){{1,2}}{_STREET}(?!\w)",
        # A UK postcode ("EH6 7QT").
        r"|(?-i:(?<![\w-])[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b)",
    )
)
# A child, as one lost is spoken of.
_A_CHILD = (
    r"baby|babby|child|little\s+one|wee\s+one|likkle\s+one|little\s+(?:lad|boy|girl|fella)"
    r"|wee\s+(?:lad|boy|girl)|baby\s+(?:boy|girl)|pickney|bairn|son|daughter"
)
# Besides its words, a topic may be told in a phrase: a weight lost or gained ("lost 6 kg",
# "down to 82kg"), not a bike's ("my bike weighs 9 kg"); a court that tries people.
_PHRASES = {
    # ("we laid Daddy to rest", "laid him to rest")
    "bereavement": r"|\blaid\s+(?:[\w'’-]+\s+){1,2}to\s+rest\b",
    "weight": r"|\b(?:lost|gained|put\s+on|down|up|lose|losing|drop|dropping|dropped|shed|shedding"
    r"|reduce|reducing|(?P<added>added|adding))\s+(?:to\s+|another\s+)?(?:(?:like|about|around"
    r"|almost|nearly|over|roughly)\s+)?(?:\d+(?:[.,]\d+)?(?:\s*(?:-|to)\s*\d+(?:[.,]\d+)?)?|a\s+few"
    r"|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of|half\s+a)\s*"
    # (what is added may be something else: "added two kilos of sugar to the jam")
    r"(?:kg|kgs|kilos?|lbs?|pounds|stone)\b(?(added)(?!\s+of\b))"
    # … or what one weighs, a body's weight ("I'm 104 kilos", "about 104 kg on the scales", "16
    # stone"; not "a 5kg bag of rice")
    r"|\b(?:4\d|[5-9]\d|1\d\d|2[0-4]\d)(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|lbs)\b"
    r"|\b(?:[6-9]|1\d|2[0-5]|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
    r"|sixteen|seventeen|eighteen|nineteen|twenty)\s*(?:stone|st)\b(?!\s*(?:of|bag|sack))"
    # … or a body on the scales ("stood on Gwen's scales"; not a piano's scales)
    r"|\b(?:stood|stepped|got|been|was|jumped|hopped)\s+on\s+(?:the\s+|my\s+|[\w'’]+['’]s\s+)?"
    r"(?:bathroom\s+)?scales\b"
    # … or what the scale showed ("the scale at the chemist showed I have added …")
    r"|\bthe\s+(?:bathroom\s+)?scales?\s+(?:at\s+(?:the\s+)?[\w'’]+\s+)?(?:showed|shows|said|says"
    r"|read|reads)\b",
    # A cigarette smoked (not a smoke alarm, smoked salmon): "I smoke", "had a smoke".
    "smoking": r"|\b(?:i|we|you|he|she|they)\s+(?:still\s+)?smoke\b|\ba\s+(?:quick\s+)?smoke\b",
    "legal": r"|\b(?:youth|crown|magistrates['’]?|family|criminal)\s+court\b"
    # … a case of land or custody ("the land case at Ejisu"), and a court's ruling or adjourning
    # ("the court adjourned it again"; not "the meeting adjourned")
    r"|\b(?:land|property|boundary|inheritance|custody|divorce|civil)\s+(?:case|dispute)s?\b"
    r"|\bcourt\s+(?:has\s+|had\s+)?(?:adjourned|ruled|dismissed|struck\s+out)\b",
    # A baby due ("it wid have been this week the wee one wis due", read "… was due").
    "fertility": r"|\b(?:baby|wee\s+one|little\s+one|likkle\s+one)\s+(?:was|is|were|would\s+have"
    r"\s+been|wis)\s+due\b|\bdue\s+date\b",
    # Behind with what one owes ("fallen behind on her council tax", "got behind with the rent").
    "debt": r"|\bbehind\s+(?:on|with)\s+(?:the\s+|my\s+|her\s+|his\s+|their\s+|our\s+)?"
    r"(?:council\s+tax|rent|mortgage|bills?|(?:house\s+|mortgage\s+|car\s+|loan\s+)?(?:re)?payments?"
    r"|(?:car\s+|bank\s+|personal\s+)?loans?"
    r"|car\s+finance|credit\s+cards?|energy\s+bills?"
    r"|gas\s+bills?|electric(?:ity)?\s+bills?|water\s+bills?)\b",
    # HIV by its acronym, or "hiv" in lower case with what tells it ("hiv positive", "living
    # with hiv"): the north-east's Doric types "have" as "hiv" ("I hiv done since I was a quine").
    "sexual health": r"|(?-i:\bHIV\b)|\bhiv(?:\s*\+|\s+(?:positive|negative|status|tests?"
    r"|testing|clinics?|meds|medications?|medicines?|treatment|drugs|care|nurse|doctor)\b)"
    r"|\bliving\s+with\s+hiv\b"
    # (and in phrases whose words are everyday ones, so not among those a text is found by)
    r"|\bviral\s+load\b|\bsexual\s+health\b",
    "medication": _DOSE,
    "address": _ADDRESS,
    # A child lost, told with the loss ("we lost a baby boy in 1997", "the little lad we lost",
    # Jamaican "di likkle one weh mi lose", read "the little one weh I lose"); not a baby tooth
    # lost, nor a child lost sight of for a moment ("lost the little one in Tesco").
    "child loss": r"|\b(?:lost|lose|losing)\s+(?:a|the|our|my|her|their)\s+(?:"
    + _A_CHILD
    + r")\b(?!\s+(?:tooth|teeth|shoe|shoes|sock|socks|blanket|bottle|monitor|weight)\b)"
    # (lost "in Tesco" for a moment; "in 1997", "in March", "in the spring" is a loss)
    + r"(?!\s+(?:in|at)\s+(?!\d|(?:the\s+)?(?:january|february|march|april|may|june|july|august"
    r"|september|october|november|december|spring|summer|autumn|winter|pregnancy|childbirth"
    r"|birth|labou?r)\b))"
    + r"|\b(?:the|our|my|her|their)\s+(?:"
    + _A_CHILD
    # (… or lost by someone named: "the little one wor Kelly lost", read "… our Kelly lost")
    + r")\s+(?:(?:that|who|weh|wey)\s+)?(?:i|we|mi|she|they|(?:our\s+|my\s+)?(?-i:[A-Z])[a-z]+)"
    r"\s+(?:lost|lose)\b(?![\w-])"
    # … or the days it would have had: "would've been the due date this week", "a baby about the
    # age ours would've been", "the one we lost"
    # ("Would've been the baby's due date this week")
    r"|\bwould(?:\s+have|['’]ve|\s+of)\s+been\s+(?:(?:the|her|my|our|his|their)\s+)?"
    r"(?:(?:baby|babby|little\s+one|wee\s+one)['’]?s\s+)?due\b"
    r"|\b(?:age|old)\s+(?:ours|mine|theirs|our\s+(?:baby|little\s+one))\s+would(?:\s+have|['’]ve"
    r"|\s+of)\s+been\b|\bthe\s+one\s+(?:we|i|she|they)\s+lost\b(?!\s+(?:to|against|on|at)\b)",
}
# Words of a topic it is told by only in its phrases ("address": see above).
_PHRASED_ONLY = {
    "address": frozenset({"address", "addresses"}),
    "sexual health": frozenset({"hiv", "hiv+"}),
}
# "my ex boss" is no former partner.
_NOT_OF_THE_TOPIC = (
    r"(?!\s+(?:boss|colleague|co-?worker|manager|employer|job|company|flatmate|roommate))"
    r"(?!\s+course)"  # ("a crash course")
    r"(?!\s+sum)"  # ("a lump sum")
)
_FAMILY_WORDS = {
    name: re.compile(
        # A number may come right before ("lost 6kg").
        r"(?<![^\W\d_])(?<!-)(?:"
        + "|".join(re.escape(w) for w in words if w not in _PHRASED_ONLY.get(name, ()))
        + r")(?![\w-])"
        + _NOT_OF_THE_TOPIC
        + _PHRASES.get(name, ""),
        re.IGNORECASE,
    )
    for name, words in FAMILIES.items()
}
# The fingerprint a tombstone keeps of each topic, beside those of its stems.
# (Hashed as a stem's is, from a text no stem can be: it has a colon and a space.)
_MARKS = {name: hashlib.sha256(f"topic: {name}".encode()).hexdigest()[:16] for name in FAMILIES}
_ALL_MARKS = frozenset(_MARKS.values())
# Topics so wide that only a value said no to as such stands for them ("never remember anything
# about my health"): a memory forgotten for good that speaks of one ("Dr Patel put me on 40mg
# of citalopram") is that memory, not everything of the person's health.
WIDE = frozenset({"health", "medication", "address", "bank"})
# A topic that is part of a wider one: a text speaking of it speaks of that one too.
_WITHIN = {
    "medication": "health", "child loss": "fertility", "cancer": "health", "surgery": "health",
    "prostate": "health", "dialysis": "health", "sexual health": "health", "loan": "debt",
}  # fmt: skip
# A topic's own name among a tombstone's stems ("my health"), for a tombstone made before the
# topic was one here: it keeps its stems, not its text, and is held to the topic by them.
_NAMED_TOPICS = {
    term: _MARKS[name]
    for name in FAMILIES
    # a topic named by one word that is one of its own ("health"; not "legal", "job hunt")
    if " " not in name and name in FAMILIES[name]
    for term in fingerprint_terms(name)
}


@lru_cache(maxsize=4_096)
def _topics_of(terms: frozenset[str]) -> frozenset[str]:
    """The topic fingerprints of a tombstone of these fingerprints: those it keeps, and those of
    a topic its stems name."""
    return (terms & _ALL_MARKS) | {mark for term, mark in _NAMED_TOPICS.items() if term in terms}


# Where a matter said no to was, before the place's name: "the land case at Ejisu" is about the
# land case, and "the traffic at Ejisu" speaks of none of it (but "my sister Margaret in
# Paisley", "that Morag got lost in Kirkwall" are someone, and what happened to her, there).
_WHERE_IT_WAS = re.compile(
    r"\b(?:case|dispute|matter|accident|fight|business|thing|trouble|incident|row|mess"
    r"|situation|palaver|wahala|saga|drama|court\s+case)\s+(?:at|in|near|outside|on)\s+"
    r"(?:the\s+)?$",
    re.IGNORECASE,
)
# What befell someone, told after their name in a value said no to.
_BEFELL = re.compile(
    r"(?<=[^\W\d_])\s+(?:dying|drowning|passing|leaving|going|getting\s+sick|getting\s+ill"
    r"|walking\s+out|cheating|overdosing|crashing)$",
    re.IGNORECASE,
)
# A value of at most this many words that names someone keeps a fingerprint of the name.
_NAMED_WORDS = 5
_WORD = re.compile(r"[^\W\d_]{2,}")


@lru_cache(maxsize=65_536)
def _who(word: str) -> str:
    """The fingerprint of a name's word (hashed from a text no stem can be: "person: …")."""
    return hashlib.sha256(f"person: {word}".encode()).hexdigest()[:16]


def named_marks(text: str) -> frozenset[str]:
    """The fingerprints of the words of the name a short value is about ("my ex Marcus":
    marcus; "Dave Smith": dave, smith), for a tombstone of that value: the name it ends with,
    what it is about — not "our Josh's court case", which is about the court case. A relation
    of the person's before the name ("my brother Huw") is kept too: "my brother" is him."""
    said = text.strip().rstrip(".!?,;")
    # (what befell them after the name is them too: "me cousin Ambrose drowning", "Dad dying")
    said = _BEFELL.sub("", said)
    if " or " in said:  # "Pierre or the accident on the rig": each of them
        return frozenset().union(*(_named_alone(part) for part in said.split(" or ")))
    if len(said.split()) > _NAMED_WORDS:
        return frozenset()
    names = [
        m.name for m in extract_entities(said)
        if said.endswith(m.name) and not _WHERE_IT_WAS.search(said[: len(said) - len(m.name)])
    ]  # fmt: skip
    typed = None if names else _KIN_AND_NAME_TYPED_LOW.search(said)
    if typed is not None and _a_name_typed_low(typed.group("name")):
        names = [typed.group("name")]  # "my ex marcus", "my brother tunde"
    marks = {mark for name in names for mark in _name_marks(name)}
    for name in names:
        kin = _KIN_BEFORE_NAME.search(said[: len(said) - len(name)].rstrip())
        if kin is not None:
            marks.add(_kin_mark(kin.group("kin")))
    head, comma, aside = said.partition(",")
    if comma and aside.strip():
        # "Marlon, Keisha's father": Marlon, and whoever is called Keisha's father.
        marks |= _named_alone(head) | _kin_of_someone(aside)
    return frozenset(marks)


def _a_name_typed_low(word: str) -> bool:
    """Whether ``word``, typed in lower case after one of the person's relations at the end of
    what they said no to ("my ex marcus"), is the relation's name: not a small word, another
    relation, a word that names no one or something befalling them ("my dad drinking")."""
    folded = word.casefold()
    return not (
        folded in STOPWORDS or folded in _KIN_OF or folded in _NO_NAMES or folded.endswith("ing")
    )


# Words that name no thing of their own ("my prostate thing", "my brother stuff"; :data:`_VAGUE`
# keeps their stems).
_VAGUE_WORDS = "thing things stuff business situation issue issues"
_NO_NAMES = frozenset(
    f"{_VAGUE_WORDS} again anymore any more ever drama side family lot lots".split()
)


def _named_alone(part: str) -> frozenset[str]:
    """:func:`named_marks` of a part of a value, which may be a name alone no sentence is
    around ("Marlon" of "Marlon, Keisha's father")."""
    named = named_marks(part)
    words = part.split()
    if not named and len(words) <= 2 and all(w[:1].isupper() for w in words):
        named = marks_of_names([part])
    return named


def marks_of_description(
    value: str, texts: Iterable[str], others: Callable[[str], frozenset[str]]
) -> frozenset[str]:
    """For a value said no to that names someone ("Mark", "my ex Rick"), the fingerprints of
    how the person's own words (``texts``, the memories it forgets) describe them: as their
    relation ("My elder brother Kunle …": "my brother"), when no one else is known by it
    (``others(relation)``: the first names, case-folded, of all the person gave that relation),
    and as whose relation they are ("My ex-husband Rick is Kayla's father": "Kayla's father";
    "their dad is my first husband Gary", of "my children": the kids' dad)."""
    said = value.strip().rstrip(".!?,;")
    if len(said.split()) > _NAMED_WORDS:
        return frozenset()
    names = {
        m.group(0) for m in _CAPITALISED.finditer(said)
        if m.group(0).casefold() not in STOPWORDS and not said.startswith(("'s", "’s"), m.end())
    }  # fmt: skip
    # (whose they are, named in the value: "Chloe's dad Gary")
    owners = {
        m.group(0) for m in _CAPITALISED.finditer(said)
        if said.startswith(("'s", "’s"), m.end()) and m.group(0).casefold() not in STOPWORDS
    }  # fmt: skip
    rest = [
        w for w in _WORD.findall(said)
        if w not in names and w not in owners and w.casefold() not in STOPWORDS
        and w.casefold() not in _KIN_OF and w.casefold() not in _KIN_ADJECTIVES
    ]  # fmt: skip
    if not names or rest:
        return frozenset()  # someone by name alone ("Kunle", "my ex Mark"), not "where Jean lives"
    folded = {name.casefold() for name in names}
    said_as: set[str] = set()
    marks: set[str] = set()
    for m in _DESCRIBED.finditer(said):
        if m.group("owner3") in owners and m.group("name3") in names:
            marks.add(_kin_of_mark(m.group("owner3"), m.group("kin3")))  # "Chloe's dad"
    for text in texts:
        read = plain(text)
        said_as.update(rel for rel, name in stated(read) if name.split()[0].casefold() in folded)
        for sentence in _SENTENCE.split(read):
            if not any(re.search(rf"\b{re.escape(name)}\b", sentence) for name in names):
                continue
            many = _MANY_KIN.search(sentence)
            for m in _DESCRIBED.finditer(sentence):
                owner = m.group("owner") or m.group("owner2") or m.group("owner3")
                owner = owner or m.group("owner4")
                kin = m.group("kin") or m.group("kin2") or m.group("kin3") or "ex"
                named = m.group("name") or m.group("name2") or m.group("name3") or m.group("name4")
                if named not in names:
                    continue
                if owner.casefold() == "their":
                    if many is None:
                        continue
                    owner = many.group("many")
                if owner.casefold() in STOPWORDS or owner.casefold() in folded:
                    continue
                marks.add(_kin_of_mark(owner, kin))
                if m.group("rel3"):
                    marks.add(_kin_of_mark(m.group("rel3"), kin))
    for rel in said_as:
        if rel.casefold() in _KIN_OF and not (others(rel) - folded):
            marks.add(_kin_mark(rel))
    # (and the name itself, as a name: a description kept beside the value's stems must not
    # make "Deon" alone speak of less of it)
    return frozenset(marks | marks_of_names(names)) if marks else frozenset()


def marks_of_names(names: Iterable[str]) -> frozenset[str]:
    """The fingerprints of the words of the names the person gave someone a value said no to
    names by the relation alone ("my brother", whom they called Thomas in "My brother Thomas
    lives in Esslingen"): a text saying one of them speaks of that one."""
    return frozenset(mark for name in names for mark in _name_marks(name))


def _name_marks(name: str) -> set[str]:
    """The fingerprints a name is found by: each of its words ("Dave Smith": dave, smith), but
    a name of syllables of one or two letters by its first two together ("Ka Ho": "ka ho",
    found by :func:`_named_in`'s pairs of words), since "Ka" alone stands for no one ("my cousin
    Ka Yan" is another)."""
    words = [w.casefold() for w in _WORD.findall(name)]
    if len(words) >= 2 and all(len(w) <= 2 for w in words):
        return {_who(" ".join(words[:2]))}
    return {_who(w) for w in words}


# A clause opened by someone's name, then a comma, as a relation said after it in apposition
# follows ("Cyril's still over in Keels, me cousin": Cyril is the cousin, no other).
_NAMED_CLAUSE = re.compile(
    r"(?=(?<![\w'’-])(?P<name>[A-Z][a-z]+)(?P<s>['’]s)?\b[^.!?,;]{0,80},\s*$)"
)


def _apposed(text: str, at: int) -> bool:
    """Whether the relation said at ``at`` of ``text`` is said of a name before it, in
    apposition (:data:`_NAMED_CLAUSE`): a word in capitals with "'s" after it, or that is no
    English word ("Seen Gerald's truck …, me brother": Gerald; not "Seen")."""
    return any(
        m.group("s") or not english(m.group("name").casefold())
        for m in _NAMED_CLAUSE.finditer(text, max(0, at - 100), at)
    )


def _named_in(text: str, children: Callable[[], frozenset[str]] | None = None) -> frozenset[str]:
    """The name fingerprints of every word of ``text``, of every relation of the person's it
    names without a name, and of everyone it names by whose relation they are ("Kayla told me
    her dad …"): what a tombstone's names are held to. ``children`` gives the first names,
    case-folded, of the person's children: "Ryan's dad" is the kids' dad too."""
    said = _WORD.findall(text.casefold())
    named = {_who(w) for w in set(said)}
    # (and each two short words together: "Ka Ho", a name of syllables)
    named.update(_who(f"{a} {b}") for a, b in pairwise(said) if len(a) <= 2 >= len(b))
    named.update(
        _kin_mark(m.group("kin") or m.group("the"))
        for m in _KIN_SAID.finditer(text)
        if not _apposed(text, m.start())
    )
    owned = [*_owners_and_kin(text), *_possessed(text)]
    if owned and children is not None:
        theirs = children()
        owned += [("child", kin) for owner, kin in owned if owner.casefold() in theirs]
    # (whose relation, as said too: a tombstone made before "kids" was read as "child")
    named.update(_kin_of_mark(owner, kin) for owner, kin in owned)
    named.update(_who(f"kin of {o.casefold()}: " + _KIN_OF[k.casefold()]) for o, k in owned)
    named.update(_kin_mark(kin) for kin in _in_laws(text))
    return frozenset(named)


# Someone of one's child's or spouse's, said so ("my son's wife", "my wife's mum"): the relation
# by marriage they are to the person ("my daughter-in-law").
_IN_LAW_OF = {
    ("son", "wife"): "daughter-in-law", ("daughter", "husband"): "son-in-law",
    ("wife", "mum"): "mother-in-law", ("husband", "mum"): "mother-in-law",
    ("wife", "dad"): "father-in-law", ("husband", "dad"): "father-in-law",
    ("wife", "brother"): "brother-in-law", ("husband", "brother"): "brother-in-law",
    ("sister", "husband"): "brother-in-law", ("wife", "sister"): "sister-in-law",
    ("husband", "sister"): "sister-in-law", ("brother", "wife"): "sister-in-law",
}  # fmt: skip


def _in_laws(text: str) -> list[str]:
    """The relations by marriage ``text`` names as someone of the person's child's or spouse's
    (:data:`_IN_LAW_OF`)."""
    found = (
        _IN_LAW_OF.get((_KIN_OF[m.group("whose").casefold()], _KIN_OF[m.group("kin").casefold()]))
        for m in _IN_LAW_SAID.finditer(text)
    )
    return [kin for kin in found if kin is not None]


def _kin_of_someone(text: str) -> frozenset[str]:
    """The fingerprints of someone named by whose relation they are ("Keisha's father",
    "Keisha father" as Jamaican says it, "the kids' dad"): one of the relation's words, after a
    word that is no stopword."""
    return frozenset(_kin_of_mark(owner, kin) for owner, kin in _owners_and_kin(text))


def _owners_and_kin(text: str) -> list[tuple[str, str]]:
    """(owner, relation word) of each "Keisha's father", "the kids' dad" in ``text``."""
    return [
        (m.group("owner"), m.group("kin"))
        for m in _OWNER_AND_KIN.finditer(text)
        if m.group("owner").casefold() not in STOPWORDS
    ]


def _kin_of_mark(owner: str, kin: str) -> str:
    """The fingerprint of whoever is ``owner``'s ``kin``: "the kids' dad" is the children's
    father ("kids" read as its relation, "child")."""
    said = owner.casefold()
    return _who(f"kin of {_KIN_OF.get(said, said)}: " + _KIN_OF[kin.casefold()])


def _possessed(text: str) -> list[tuple[str, str]]:
    """(owner, relation word) of each "her dad", "his father", "their dad" in ``text``, with
    each one the pronoun may stand for: a word in capitals before it in its sentence (or, if
    none, in the one before), or a relation of many ("my kids", "the children")."""
    out: list[tuple[str, str]] = []
    for m in _POSSESSED.finditer(text):
        sentences = _SENTENCE.split(text[: m.start()])
        for sentence in reversed(sentences[-2:]):
            owners = [w for w in _CAPITALISED.findall(sentence) if w.casefold() not in STOPWORDS]
            owners += [k.group("many") for k in _MANY_KIN.finditer(sentence)]
            if owners:
                out += [(owner, m.group("kin")) for owner in owners]
                break
    return out


# Words that a text telling a topic in one of its phrases holds (a street's name, "court"),
# by which the full-text index finds it (``topic_words``).
_FOUND_BY = {
    "address": (*_STREETS, "address", "addresses"),
    "legal": ("court",),
    "debt": ("behind",),
    "weight": ("kg", "kgs", "kilo", "kilos", "lb", "lbs", "pounds", "stone", "scales"),
}


def topics_to_find(text: str) -> tuple[list[str], frozenset[str]]:
    """For a value said no to as such, the topics it speaks of with every topic part of one of
    them ("health": medication too), and the words a text telling any of them holds one of,
    but for a dose or a postcode alone: what finds them in the full-text index."""
    named = with_parts(families(text))
    return words_finding(named), named


def with_parts(topics: Iterable[str]) -> frozenset[str]:
    """``topics`` (names of :data:`FAMILIES`) and every topic part of one of them ("debt": a
    loan too)."""
    named = set(topics)
    return frozenset(named | {part for part, whole in _WITHIN.items() if whole in named})


def words_finding(topics: Iterable[str]) -> list[str]:
    """The words a text telling any of ``topics`` (names of :data:`FAMILIES`) holds one of, but
    for a dose or a postcode alone: what finds such texts in the full-text index."""
    # Not "my" of "my ex" nor "with" of "i bank with": a stopword finds every row.
    found = {w for name in topics for item in (*FAMILIES[name], *_FOUND_BY.get(name, ()))
             for w in item.split() if w not in STOPWORDS}  # fmt: skip
    return sorted(found)


def speaks_of(text: str, topics: frozenset[str]) -> bool:
    """Whether ``text`` speaks of one of ``topics`` (or of a topic part of one of them)."""
    told = set(families(text))
    told |= {_WITHIN[name] for name in list(told) if name in _WITHIN}
    return bool(told & topics)


# A house number told as another place's ("my office is at 4 Mill Lane", "I work at 10 …").
_ELSEWHERE = re.compile(
    r"\b(?:office|work|workplace|shop|store|school|gym|clinic|restaurant|pub|cafe|café|bar|"
    r"church|studio|salon|surgery|hospital|factory|warehouse|boutique|library|branch|hq|"
    r"headquarters)(?:['’]s)?\s+(?:(?:is|are|was|['’]s)\s+)?(?:now\s+)?(?:at|on|in)\s*$",
    re.IGNORECASE,
)


def _tells_it(name: str, words: re.Pattern[str], text: str) -> bool:
    if name != "address":
        return words.search(text) is not None
    return any(
        not (found.group(0)[0].isdigit() and _ELSEWHERE.search(text, 0, found.start()))
        for found in words.finditer(text)
    )


def families(text: str) -> list[str]:
    """The sensitive topics ``text`` speaks of (:data:`FAMILIES`), in their order there."""
    return [name for name, words in _FAMILY_WORDS.items() if _tells_it(name, words, text)]


def _spoken_of(terms: frozenset[str]) -> frozenset[str]:
    """A text's fingerprints with those of the wider topics its topics are part of."""
    wider = {_MARKS[whole] for part, whole in _WITHIN.items() if _MARKS[part] in terms}
    return terms | wider if wider else terms


# One relation by any of its words: "leah's dad" said no to is "Leah's father" too.
_KIN_WORDS = (
    "dad father daddy papa pa", "mum mother mom mam mummy mommy maw",
    "grandad grandfather grandpa granda", "gran grandma grandmother nan nana granny",
    "child children kid kids", "husband hubby", "wife missus", "boyfriend bf", "girlfriend gf",
)  # fmt: skip
_KIN_ALIKE = [
    frozenset(t for w in group.split() for t in fingerprint_terms(w)) for group in _KIN_WORDS
]


# "my brother", "my bro's", "our Mam": a relation of the person's, by any of its words; the
# name after it, when one is typed with a capital, says which ("my brother Tom" is not Huw).
_KIN_OF = {
    word: group.split()[0]
    for group in (
        *_KIN_WORDS, "brother bro", "sister sis", "son", "daughter", "uncle", "aunt auntie aunty",
        "cousin", "nephew", "niece", "grandson", "granddaughter", "partner", "fiance fiancé",
        "fiancee fiancée", "stepdad stepfather", "stepmum stepmother stepmom",
        "brother-in-law", "sister-in-law", "father-in-law", "mother-in-law", "son-in-law",
        "daughter-in-law",
        "ex ex-husband ex-wife ex-boyfriend ex-girlfriend ex-partner ex-fiancee ex-fiancée "
        "ex-fiance ex-fiancé",
    )
    for word in group.split()
}  # fmt: skip
_KIN = "|".join(sorted(map(re.escape, _KIN_OF), key=len, reverse=True))
# Words before a relation that say which of them ("my elder brother"), and two that name one
# before a name ("my late husband Ron") but not after "my" alone.
_WHICH_KIN = ("older", "younger", "elder", "eldest", "oldest", "youngest", "big", "little", "baby")
_KIN_ADJECTIVES = frozenset((*_WHICH_KIN, "first", "late"))
_MY_KIN = rf"\b(?:my|our)\s+(?:(?:{'|'.join(_WHICH_KIN)})\s+)?(?P<kin>{_KIN})"
_KIN_BEFORE_NAME = re.compile(_MY_KIN + r",?$", re.IGNORECASE)
# … and a name typed in lower case after it, ending what was said no to ("my ex marcus": chat
# that types no capitals names its people so).
_KIN_AND_NAME_TYPED_LOW = re.compile(
    _MY_KIN + r"\s+(?P<name>(?-i:[a-z])[a-z'’-]{2,})$", re.IGNORECASE
)
# "my brother('s)", and "the ex", "the wife", "the kids" as chat says "my" (not "the son of …").
_KIN_SAID = re.compile(
    rf"(?:{_MY_KIN}"
    r"|\bthe\s+(?P<the>ex|wife|missus|hubby|husband|kids))(?:['’]s)?(?![\w-])"
    r"(?!,?\s+(?-i:[A-Z][a-z]+))",
    re.IGNORECASE,
)


# "my son's wife", "our daughter's husband", "User's daughter's husband": whose relation, of the
# person's, is said first.
_IN_LAW_SAID = re.compile(
    rf"\b(?:my|our|user['’]s)\s+(?P<whose>{_KIN})['’]s\s+(?P<kin>{_KIN})(?![\w-])", re.IGNORECASE
)
# "Keisha's father", "Keisha father", "the kids' dad" (not "my father": "my" is a stopword;
# each word is tried as an owner, so that "the kids" does not hide "kids' dad").
_OWNER_AND_KIN = re.compile(
    rf"(?<![\w'’-])(?=(?P<owner>[^\W\d_]{{2,}})(?:['’]s|s['’]|['’])?\s+(?P<kin>{_KIN})(?![\w-]))",
    re.IGNORECASE,
)
# "her dad", "his father's", "their dad": whose is told before.
_POSSESSED = re.compile(
    rf"(?<![\w'’-])(?:his|her|their)\s+(?:(?:real|biological|birth)\s+)?(?P<kin>{_KIN})"
    r"(?:['’]s)?(?![\w-])",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_CAPITALISED = re.compile(r"(?<![\w'’-])(?-i:[A-Z][a-z]+)(?=['’]s\b|[^\w'’-]|$)")
_MANY_KIN = re.compile(r"\b(?:my|our|the)\s+(?P<many>kids|children)\b", re.IGNORECASE)
# Someone and whose relation they are, joined by "is": "Rick is Kayla's father", "Mark is the
# kids' dad", "their dad is my first husband Gary", "Kayla's father is Rick".
_OWNED = rf"(?:['’]s|s['’]|['’])?\s+(?P<kin{{n}}>{_KIN})(?![\w-])"
_DESCRIBED = re.compile(
    r"(?<![\w'’-])(?P<name>(?-i:[A-Z][a-z]+))(?:\s+(?-i:[A-Z][a-z]+))?\s+(?:is|was)\s+(?:also\s+)?"
    r"(?:the\s+)?(?P<owner>[^\W\d_]{2,})"
    + _OWNED.format(n="")
    + r"|(?<![\w'’-])(?P<owner2>[^\W\d_]{2,})"
    + _OWNED.format(n="2")
    + r"\s+(?:is|was)\s+(?:my\s+)?(?:[\w-]+\s+){0,2}?(?P<name2>(?-i:[A-Z][a-z]+))\b"
    # … or named after it: "Charmaine's brother Deon" (and "my wife Charmaine's brother Deon":
    # the wife's brother too)
    + r"|(?:\b(?:my|our)\s+(?P<rel3>wife|husband|partner|girlfriend|boyfriend|missus|hubby)\s+)?"
    r"(?<![\w'’-])(?P<owner3>[^\W\d_]{2,})(?:['’]s|s['’])\s+(?P<kin3>" + _KIN + r")\s+"
    r"(?P<name3>(?-i:[A-Z][a-z]+))\b"
    # … or parted from them: "Lorraine got divorced from Darren", "Lorraine split up with
    # Darren" (he is her ex)
    r"|(?<![\w'’-])(?P<owner4>(?-i:[A-Z][a-z]+))\s+(?:got\s+|was\s+|is\s+|has\s+)?"
    r"(?:divorced|separated|split\s+up|broke\s+up)\s+(?:from|with)\s+(?P<name4>(?-i:[A-Z][a-z]+))"
    r"\b",
    re.IGNORECASE,
)


def _kin_mark(word: str) -> str:
    return _who("kin: " + _KIN_OF.get(word.casefold(), word.casefold()))


def _kin_alike(terms: frozenset[str]) -> frozenset[str]:
    """A text's fingerprints with those of every other word for a relation it names."""
    alike = [group for group in _KIN_ALIKE if group & terms]
    return terms.union(*alike) if alike else terms


def in_scope(tombstones: Iterable[TombstoneRow], scope: str) -> list[TombstoneRow]:
    """The tombstones that apply in ``scope``: those of every scope and those of that one."""
    return [t for t in tombstones if t.tombstone.scope in (None, scope)]


def fingerprint(text: str, *, wide: bool = True) -> tuple[str, frozenset[str]]:
    """The hash of ``text``'s normal form, and the fingerprints of its stems and of the
    sensitive topics it speaks of — without the wide ones (:data:`WIDE`) unless ``wide``."""
    marks = {_MARKS[name] for name in families(text) if wide or name not in WIDE}
    terms = set(fingerprint_terms(text))
    # ("my prostate thing": the thing is the prostate; "the lump thing" is told by its topic,
    # not by "lump" alone, which a lump sum is too)
    if terms - _VAGUE and not marks:
        terms -= _VAGUE
    return content_hash(text), frozenset(terms) | marks


# Words that name no thing of their own: "my prostate thing" is said no to by "prostate".
_VAGUE = frozenset(fingerprint_terms(_VAGUE_WORDS))


def stem_count(terms: frozenset[str]) -> int:
    """How many of a tombstone's fingerprints are of its stems (not of its topics)."""
    return len(terms - _ALL_MARKS)


def meaning_vectors(text: str) -> tuple[TombstoneVector, ...]:
    """The embedding a new tombstone keeps of ``text`` (the only form of it that it keeps)."""
    return (meaning.embed(text),)


def prime(texts: Iterable[str], tombstones: Iterable[TombstoneRow]) -> None:
    """Embed ``texts`` in one batch before checking each, when any tombstone has a vector."""
    if any(row.vectors for row in tombstones):
        meaning.prime(texts)


# A condition by its initials or by its name ("forget my pcos", then "my polycystic ovaries are
# acting up"; "my irritable bowel", then "my ibs"): each word of its name stands for it too.
_CONDITIONS = (
    # (and India's PCOD, and the cysts it is told by: "the ovary cysts thing")
    ("pcos", "polycystic ovaries", "polycystic ovary", "polycystic", "pcod", "ovary cysts",
     "ovarian cysts"),
    ("ibs", "irritable bowel"),
    ("ocd", "obsessive compulsive", "obsessive-compulsive"),
    ("ivf", "in vitro"),
)  # fmt: skip
# (only names none of whose words is an everyday one: not "chronic", "stress", "attention")
# Words said no to that are said again in others ("forget that I lent Ewan money", then "ewan
# STILL hasnt paid back the two grand i gave him"): a stem of the tombstone's in one of these
# classes is found in a text that says any word of its class. Small classes of words that mean
# the same and little else; each stands for a stem of the tombstone, not for a topic, so the
# rest of what was said no to must be there too.
_CLASSES: tuple[tuple[str, ...], ...] = (
    ("money", "cash", "quid", "grand", "pounds", "dollars", "euros", "bucks", "fiver", "tenner"),
    ("lent", "lend", "lending", "loan", "loaned", "borrowed", "borrow", "owes", "owe", "owed",
     "gave him", "gave her", "gave them",
     *(f"{pay} {who}back" for pay in ("pay", "paid", "paying")
       for who in ("", "me ", "us ", "him ", "her ", "them ", "you "))),
    # what one is paid ("forget my salary", then "my hourly went up to $53.10")
    ("salary", "salaries", "wage", "wages", "hourly", "paycheck", "paycheque", "payslip",
     "take-home", "pay rise", "pay raise", "raise",
     # … as India says it: the cost to the company, lakhs per annum
     "ctc", "lpa", "salary package", "pay package"),
    # a crash told as an accident ("forget the crash on Mandela", then "… the accident")
    ("crash", "crashed", "accident", "collision", "smash", "pile-up", "pileup", "prang",
     "wreck"),
    # exams failed and to be sat again, as India says them ("Kevin's arrears", then "cleared 2
    # of his back papers")
    ("arrears", "arrear", "back papers", "back paper", "backlogs", "backlog", "supply exam",
     "supplementary exam", "supplementary exams"),
    *_CONDITIONS,
)  # fmt: skip
# A sum of money is said as an amount too ("£2,000", "$500").
_AMOUNT = r"|(?<![\w£$€])[£$€]\s?\d[\d,.]*k?"
_CLASS_WORDS = [
    re.compile(
        r"(?<![\w-])(?:"
        + "|".join(re.escape(w) for w in words)
        + r")(?![\w-])"
        + (_AMOUNT if words[0] == "money" else ""),
        re.IGNORECASE,
    )
    for words in _CLASSES
]
# A stem's fingerprint → the class it is in.
_CLASS_OF = {
    term: n
    for n, words in enumerate(_CLASSES)
    for w in words
    for term in fingerprint_terms(w)
    if " " not in w or words in _CONDITIONS
}


def _classes_in(text: str) -> frozenset[int]:
    return frozenset(n for n, words in enumerate(_CLASS_WORDS) if words.search(text))


def _coverage(
    tombstone_terms: frozenset[str],
    candidate_terms: frozenset[str],
    classes: frozenset[int] = frozenset(),
) -> float:
    found = sum(
        t in candidate_terms or (t in _CLASS_OF and _CLASS_OF[t] in classes)
        for t in tombstone_terms
    )
    return found / len(tombstone_terms)


# What the person said no to, spoken of as that: "that thing I asked ya not to mention", "what I
# told you never to bring up". With a tombstone to match, the text is about one of them.
_ASKED_NOT_TO = re.compile(
    r"\b(?:that|the|this|what)\b[^.!?\n]{0,30}?\b(?:i|we)\s+(?:asked|told|begged)\s+"
    r"(?:you|ya|ye|u|yuh)\s+(?:not\s+to|never\s+to|to\s+not|to\s+never)\s+(?:mention|bring\s+up"
    r"|talk\s+about|remind\s+me|ask\s+(?:me\s+)?about|keep|remember)\b",
    re.IGNORECASE,
)


def matching_tombstone(
    text: str,
    tombstones: Iterable[TombstoneRow],
    children: Callable[[], frozenset[str]] | None = None,
) -> TombstoneRow | None:
    """The first tombstone ``text`` matches, or ``None``. ``children``, asked only when the
    text names someone by whose relation they are, gives the first names (case-folded) of the
    person's children: "Ryan's dad" is the kids' dad said no to."""
    rows = list(tombstones)
    if not rows or not text:
        return None
    if children is not None:
        children = cache(children)  # asked of the store once, for the text and its reading
    found = _said_the_same(text, rows, children)
    if found is None and (read := plain(text)) != text:
        found = _said_the_same(read, rows, children)  # "ma da's health" is "my dad's health"
    if found is not None:
        return found
    if _ASKED_NOT_TO.search(text) or _ASKED_NOT_TO.search(plain(text)):
        return rows[-1]  # "the scan on that thing I asked ya not to mention came back clear"
    stored = [(row.tombstone.id, vector) for row in rows for vector in row.vectors]
    if not stored:
        return None
    best = meaning.best_match(text, stored)
    if best is None:
        return None
    return next(row for row in rows if row.tombstone.id == best[0])


def _said_the_same(
    text: str, rows: list[TombstoneRow], children: Callable[[], frozenset[str]] | None = None
) -> TombstoneRow | None:
    """The first tombstone ``text`` matches in its words: its value, its stems, its topic, the
    name it is about."""
    value_hash, terms = fingerprint(text)
    terms = _kin_alike(_spoken_of(terms))
    named: frozenset[str] | None = None
    classes: frozenset[int] | None = None
    for row in rows:
        if row.value_hash == value_hash:
            return row
        own = row.terms - _ALL_MARKS
        if own:
            said_as = frozenset[int]()
            if any(t in _CLASS_OF for t in own):
                said_as = classes = _classes_in(text) if classes is None else classes
            if _coverage(own, terms, said_as) >= (1.0 if len(own) <= 3 else 0.8):
                return row
        marks = row.terms & _ALL_MARKS if row.tombstone.origin_memory else _topics_of(row.terms)
        if marks & terms:
            return row  # the same sensitive topic in other words
        if named is None:
            named = _named_in(text, children)
        if row.terms & named:
            return row  # someone said no to, named by a word of their name
    return None
