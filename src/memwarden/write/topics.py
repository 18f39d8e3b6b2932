"""The categories a memory's text speaks of, found when it is written: "started bouldering at
the climbing gym" is of hobbies and of sport (DESIGN §6 step 1; read/topics.py asks by them).

An agent asks its memory by category — hobbies, health, money, travel, worries, goals — and the
person spoke of instances: a choir, a car loan, migraines, a flight to Oslo. The two share no
word, and a small embedding model does not bridge them: MiniLM puts "user's hobbies" at 0.19–
0.25 from the bouldering, choir and sourdough memories, under its floor and below "User
lives in the Glebe" (0.37); "debt" is nearer a budgeting app (0.29) than to a car loan still
being paid off (0.15).

Each :class:`Topic` is two hand-written lists: how a question names the category (whole words,
any case), and the words and phrases its instances are commonly said in. An instance word is
listed when it says the category by itself in most sentences that use it ("marathon",
"mortgage", "diagnosed"), not when it is common in any talk ("run", "read", "want to"); a
memory naming the category itself ("my hobbies are …") is of it too. English only; no model.
The lists are knowledge, not rules tuned to a benchmark: no list was made from a benchmark's
question or answer, and the measurements are in docs/benchmarks.md.

Every memory keeps, for each topic it speaks of, the instance words it says (each as often as
it says it) and its length, both on the full-text index's tokens (:func:`memwarden.text.
index_tokens`: Porter stems, so "bouldering" is "boulder" on both sides). Kept by the store
(migration 0014, ``Store.topical``), they let a question naming a category read the newest
memories of it from an index, whatever the store's size, and rank them by BM25 over those
words. Whenever the lists change, :data:`TOPICS_VERSION` goes up and every memory's topics are
found again (write/rekey.py).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ..model import TopicWords
from ..patterns import LazyPattern, any_of
from ..text import index_tokens
from .slots import CAT_BREEDS, DOG_BREEDS

__all__ = ["TOPICS", "TOPICS_VERSION", "Topic", "topic_words"]

# Goes up with every change to the lists below (or to how they are matched).
TOPICS_VERSION = 5


@dataclass(frozen=True)
class Topic:
    """A category of what people tell about themselves."""

    name: str
    asked: LazyPattern  # the category named in a question
    named: tuple[str, ...]  # the phrases that name it
    instances: tuple[str, ...]  # words and phrases its instances are commonly said in
    within: str | None = None  # the wider topic this is a kind of ("sport": "hobbies")


def _topic(name: str, asked: str, instances: str, within: str | None = None) -> Topic:
    """A topic from its question words and its instance words ("|" between phrases)."""
    phrases = tuple(dict.fromkeys(p.strip() for p in instances.split("|") if p.strip()))
    named = tuple(dict.fromkeys(p.strip() for p in asked.split("|") if p.strip()))
    return Topic(name, any_of(named), named, phrases, within)


_SPORT = (
    "climbing|climb|bouldering|jogging|marathon|half marathon|triathlon|5k|10k|parkrun"
    "|cycling|biking|mountain biking|swimming|yoga|pilates|hiking|hike|surfing|skiing"
    "|snowboarding|skating|tennis|badminton|squash|pickleball|golf|football|soccer|rugby"
    "|basketball|volleyball|baseball|softball|hockey|cricket|martial arts|karate|judo"
    "|jiu-jitsu|kickboxing|archery|kayaking|canoeing|paddleboarding|sailing|scuba"
    "|snorkelling|dancing|salsa|ballet|gym|weightlifting|crossfit|go fishing|went fishing"
    "|fly fishing|camping|birdwatching|birding|running club|go running|went running|workout"
)
_ARTS = (
    "painting|drawing|sketching|watercolour|watercolor|pottery|ceramics|sculpting"
    "|photography|knitting|crochet|sewing|quilting|embroidery|cross-stitch|woodworking"
    "|calligraphy|origami|scrapbooking|jewellery making|jewelry making|art class|life drawing"
)
_PLAYING = (
    "guitar|piano|violin|cello|ukulele|drums|saxophone|flute|choir|singing|band|orchestra"
    "|karaoke|theatre|theater|improv"
)
_PASTIMES = (
    "novels|novel|book club|books|poetry|journaling|chess|board games|video games|gaming"
    "|puzzles|jigsaw|crossword|sudoku|dungeons|poker|baking|sourdough|cooking|gardening"
    "|houseplants|homebrew|collector|vinyl|stamps|volunteering|volunteer|astronomy"
    "|stargazing|lego|cosplay|took up|taking up|hooked on|obsessed with|lessons|rehearsal"
)

TOPICS: tuple[Topic, ...] = (
    _topic(
        "hobbies",
        "hobby|hobbies|pastime|pastimes|interests|free time|spare time|for fun"
        "|leisure|downtime|activities|passions|on weekends|at the weekend"
        "|on the weekend",
        "|".join((_SPORT, _ARTS, _PLAYING, _PASTIMES)),
    ),
    # Kinds of hobby: named with "hobby" ("my art hobby"), only the kind's memories are read.
    _topic(
        "sport",
        "sport|sports|sporty|exercise|exercises|fitness|workout|workouts|athletic|keep fit"
        "|work out|stay in shape",
        _SPORT,
        within="hobbies",
    ),
    _topic(
        "arts",
        "art|arts|crafts|crafty|craft|artistic|creative",
        _ARTS,
        within="hobbies",
    ),
    _topic(
        "health",
        "health|healthy|medical|medically|illness|illnesses|ill|sick|sickness|disease"
        "|diseases|disorder|disorders|conditions|diagnosis|diagnoses|diagnosed|symptom"
        "|symptoms|ailment|ailments|medication|medications|medicine|medicines|injury"
        "|injuries|injured|chronic|disability|disabilities|wellbeing|well-being",
        "diagnosed|diagnosis|allergic|allergy|allergies|asthma|inhaler|diabetes|diabetic"
        "|insulin|migraine|migraines|headaches|arthritis|surgery|injury|injured"
        "|sprained|torn|fracture|fractured|physio|physiotherapy|physiotherapist"
        "|chiropractor|therapy|therapist|counselling|counseling|anxiety|depression"
        "|depressed|adhd|autism|autistic|ocd|ptsd|bipolar|insomnia|sleep apnea|sleep apnoea"
        "|blood pressure|hypertension|cholesterol|heart condition|cancer|chemo|chemotherapy"
        "|tumour|tumor|thyroid|coeliac|celiac|crohn's|ibs|eczema|psoriasis|tinnitus"
        "|epilepsy|seizures|concussion|back pain|chronic pain|pain|medication|prescription"
        "|prescribed|pills|antibiotics|antidepressants|epipen|doctor|gp|specialist"
        "|hospital|clinic|pregnant|pregnancy|covid|flu|infection|recovering|recovery"
        "|sick|ill|hearing aid|dentist|dental|mri|x-ray|scan|bloods"
        "|blood test|vitamin|deficiency|anaemia|anemia|intolerant|intolerance",
    ),
    _topic(
        "money",
        "money|finances|finance|financial|financially|debt|debts|owe|owes|owing"
        "|savings|budget|budgeting|investments|investment|investing|invest|income|salary"
        "|wealth|spending|expenses|bills|loans|afford|money situation|net worth",
        "loan|loans|mortgage|debt|debts|owe|overdraft|credit card|savings account|saving up"
        "|saving for|emergency fund|invest|investing|investment|stocks|index fund"
        "|index funds|etf|etfs|portfolio|pension|401k|ira|roth|rrsp|tfsa|resp|resps|isa"
        "|budget|salary|paycheck|paycheque|pay rise|pay raise|bonus|rent|bills|paying off"
        "|pay off|paid off|afford|bank|crypto|bitcoin|tax|taxes|inheritance"
        "|side hustle|freelance|income|repayments|bankrupt|payments|financial advisor",
    ),
    _topic(
        "travel",
        "travel|travels|travelling|traveling|trip|trips|vacation|vacations|holiday"
        "|holidays|getaway|getaways|journey|journeys|abroad|going away",
        "flight|flights|flying|fly|flew|trip|travel|travelling|traveling|vacation|holiday"
        "|visit|visiting|road trip|cruise|hotel|airbnb|hostel|passport|visa|abroad"
        "|backpacking|itinerary|airport|heading to|off to|honeymoon|booked|ferry|layover",
    ),
    _topic(
        "worries",
        "fear|fears|afraid|scared|phobia|phobias|worry|worries|worried|anxieties"
        "|anxious|stress|stresses|stressed|stressing|stressors|nervous|concerns"
        "|concerned|bothering|keeps me up",
        "scared|terrified|afraid|fear|anxious|anxiety|nervous|worried|worry|worrying"
        "|stress|stressed|stressful|stressing|dread|dreading|panic|phobia|freaking out"
        "|freaked|overwhelmed|nightmare|burnout|burned out|burnt out|can't sleep|pressure"
        "|deadline|deadlines",
    ),
    _topic(
        "goals",
        "goal|goals|aspiration|aspirations|ambition|ambitions|aims|resolution"
        "|resolutions|dreams|bucket list|working towards|working toward|hoping to achieve",
        "goal|aim|aiming|hoping to|hope to|dream of|dream is|someday|resolution"
        "|working towards|working toward|saving up|saving for|bucket list|ambition"
        "|eventually|promotion|target|by the end of|plan to"
        "|planning to",
    ),
    _topic(
        "routine",
        "routine|routines|habit|habits|daily|typical day|schedule|schedules|usually do"
        "|every day|regimen",
        "every morning|every day|every night|every evening|every weekend|each morning"
        "|daily|usually|routine|habit|weekly|mondays|tuesdays|wednesdays|thursdays|fridays"
        "|saturdays|sundays|before bed|after work|wake up|alarm|commute|nightly",
    ),
    _topic(
        "education",
        "education|educational|studies|studied|degree|degrees|qualification"
        "|qualifications|schooling|university|college|graduate|graduated|alma mater"
        "|academic|school",
        "degree|studied|study|studying|majored|graduated|graduate|university"
        "|college|uni|phd|doctorate|masters|master's|bachelor|bachelor's|diploma"
        "|high school|thesis|dissertation|certificate|bootcamp|exams|mba|apprenticeship",
    ),
    _topic(
        "languages",
        "language|languages|speak|speaks|fluent|bilingual|mother tongue|native tongue",
        "speak|speaks|fluent|fluently|bilingual|native|duolingo|accent|english|spanish"
        "|french|german|italian|portuguese|japanese|mandarin|chinese|cantonese|korean"
        "|arabic|hindi|russian|dutch|swedish|norwegian|danish|polish|greek|turkish|hebrew"
        "|irish|welsh|gaelic|tagalog|vietnamese|thai|swahili|urdu|bengali|punjabi|farsi"
        "|persian|finnish|czech|hungarian|romanian|ukrainian|catalan|basque|sign language"
        "|asl",
    ),
    _topic(
        "music",
        "music|musical|bands|artists|genres|genre|songs",
        "listen|listening|band|album|song|songs|playlist|spotify|concert|festival"
        "|vinyl|jazz|rock music|rock band|hip hop|rap|classical|heavy metal|punk|indie|folk music"
        "|country music|techno|edm|the blues|blues music|reggae|opera|podcast|podcasts|radio|guitar"
        "|piano|singing",
    ),
    _topic(
        "food",
        "favourite food|favorite food|favourite foods|favorite foods|food preferences"
        "|cuisine|cuisines|favourite dish|favorite dish|favourite meal|favorite meal"
        "|comfort food|favourite snack|favorite snack",
        "pizza|pasta|sushi|ramen|curry|tacos|burrito|burger|burgers|steak|salmon|seafood"
        "|noodles|dumplings|pho|thai|indian|mexican|italian|chinese|japanese|korean"
        "|vietnamese|chocolate|cake|ice cream|cheese|bread|dessert|spicy|salad|soup"
        "|fries|barbecue|bbq|brunch|pancakes|eat|eating|cook|cooking|recipe|takeaway"
        "|takeout",
    ),
    _topic(
        "home",
        "living situation|living arrangements|living arrangement|housing|home life"
        "|household|who do I live with|who I live with",
        "rent|renting|apartment|flat|house|condo|roommate|roommates|flatmate|flatmates"
        "|housemate|housemates|landlord|mortgage|lease|moved|moving|live with|living with"
        "|bedroom|neighbourhood|neighborhood|bungalow|townhouse|cottage",
    ),
    _topic(
        "devices",
        "devices|device|gadgets|gadget|tech|phone|laptop|computer|computers|tablet",
        "iphone|android|pixel|samsung|galaxy|macbook|mac|thinkpad|dell|lenovo|windows"
        "|linux|fedora|ubuntu|ipad|tablet|kindle|laptop|phone|computer|pc|chromebook"
        "|smartwatch|apple watch|fitbit|headphones|airpods",
    ),
    _topic(
        "work",
        "work|job|jobs|career|careers|occupation|profession|employment|employer|workplace"
        "|working life|for work",
        "job|career|employer|employed|self-employed|colleague|colleagues|coworker|coworkers"
        "|co-worker|co-workers|boss|manager|client|clients|customers|shift|shifts|night shift"
        "|promotion|promoted|hired|laid off|redundancy|resigned|new job|job interview|office"
        "|workplace|startup|business|company|farm|restaurant|salon|freelance|freelancer"
        "|consultant|internship|apprentice|overtime|payroll|work at|work as|work for|works at"
        "|works as|working at|working as|run a|run my|run our|own a|own my",
    ),
    _topic(
        "pets",
        "pet|pets|animal|animals",
        "dog|dogs|puppy|pup|cat|cats|kitten|kittens|rabbit|rabbits|bunny|hamster|guinea pig"
        "|guinea pigs|parrot|budgie|tortoise|gecko|ferret|goldfish|pony|vet|vets|kennels"
        "|cattery|dog walker|dog sitter|cat sitter|rescue dog|rescue cat|walkies|litter tray"
        "|bull terrier|staffy|" + "|".join((*DOG_BREEDS, *CAT_BREEDS)),
    ),
    # The team one follows: the words of a fan's life, and the endings of clubs' names that
    # name nothing else.
    _topic(
        "teams",
        "football team|rugby team|cricket team|hockey team|basketball team|baseball team"
        "|sports team|which team|what team|fan of|supporter|football club",
        "season ticket|season tickets|supporter|supporters|home game|away game|home match"
        "|away match|kick off|kick-off|stadium|premier league|premiership|championship"
        "|league one|league two|relegation|relegated|derby day|fc|afc|rovers|wanderers|albion"
        "|hotspur|nfl|nba|mlb|nhl|super bowl|world cup",
        within="sport",
    ),
    _topic(
        "vehicle",
        "car|cars|vehicle|vehicles|what do I drive|what I drive",
        "drive|drives|driving|honda|toyota|ford|tesla|bmw|volkswagen|vw|subaru|mazda"
        "|hyundai|kia|nissan|volvo|audi|mercedes|jeep|chevy|chevrolet|ev|electric car"
        "|hybrid car|motorbike|motorcycle|scooter|minivan|suv|truck",
    ),
    # Drink with alcohol in it: asked of by its name, told of by what is drunk and where.
    _topic(
        "alcohol",
        "alcohol|alcoholic|booze|boozing|drink alcohol|drinks alcohol|drinking habits|drinker"
        "|liquor",
        "beer|beers|pint|pints|lager|ale|stout|guinness|cider|wine|prosecco|champagne|whisky"
        "|whiskey|gin|vodka|rum|tequila|spirits|cocktail|cocktails|teetotal|tee-total|sober"
        "|sobriety|hangover|hungover|drunk|pub|pubs|alcohol|booze",
    ),
)


def topic_words(text: str) -> tuple[TopicWords, ...]:
    """For each topic ``text`` speaks of, in :data:`TOPICS` order: the instance words it says
    (stems, a phrase's joined by spaces), each as often as it says it, and the text's length
    in index tokens. Empty for most texts."""
    tokens = index_tokens(text)
    starts = _phrase_starts()
    if starts.keys().isdisjoint(tokens):  # most texts: no phrase starts in them
        return ()
    said: dict[str, list[str]] = {}
    for i, token in enumerate(tokens):
        for stems, key, names in starts.get(token, ()):
            if len(stems) == 1 or tuple(tokens[i : i + len(stems)]) == stems:
                for name in names:
                    said.setdefault(name, []).append(key)
    return tuple(
        TopicWords(topic.name, tuple(said[topic.name]), len(tokens))
        for topic in TOPICS
        if topic.name in said
    )


@functools.cache
def _phrase_starts() -> dict[str, list[tuple[tuple[str, ...], str, tuple[str, ...]]]]:
    """Each instance phrase (and naming phrase) by its first stem: (its stems, its key, the
    topics it says), a phrase said by several topics ("guitar": hobbies, music) once."""
    topics_of: dict[tuple[str, ...], list[str]] = {}
    for topic in TOPICS:
        for phrase in (*topic.instances, *topic.named):
            stems = tuple(index_tokens(phrase))
            if stems and topic.name not in topics_of.setdefault(stems, []):
                topics_of[stems].append(topic.name)
    starts: dict[str, list[tuple[tuple[str, ...], str, tuple[str, ...]]]] = {}
    for stems, names in topics_of.items():
        starts.setdefault(stems[0], []).append((stems, " ".join(stems), tuple(names)))
    return starts
