"""French and Camfranglais (French, English, Cameroon Pidgin and local words, as Douala and
Yaoundé type them) in a question, read for recall (DESIGN §6 step 1).

People in Cameroon type to their agent in French mixed with English and their own words, as
they text: "ma reme nang où now?", "mon repe prend combien de mg pour la tension maintenant",
"le docta qui me suit pour le sucre c'est qui", "mon tacot now c'est quoi, immat?". The agent's
notes say it in English ("User's mother … lives …", "… raised the user's father's amlodipine
from 5 mg to 10 mg"), and the person's own messages in the same mix ("Ma mater a enfin accepté
de quitter le village!! Elle nang chez Sandrine à Yaoundé"). Such a question was searched for its
small words ("le", "la", "de", "mon", "c'est", "quoi"), which fill every message the person typed
and none of the notes, read as Spanish ("de", "la", "combien" as "cuánto" misspelt), and its
words of what is asked, time and kin were no words of the notes ("quand" is when, "nang" lives,
"maintenant" now, "ma reme" the mother, "le tacot" the car).

So a question that is French by its words (:func:`in_camfranglais`; read before Spanish, whose
"de" and "la" it shares, and before Cameroon Pidgin, whose "ma" it shares, in read/shorthand.py)
has, as read/pidgin.py does for Pidgin,

* each word or phrase of :data:`CAMFRANGLAIS` followed by the English the notes say it in, in
  brackets: "ma reme (mother) nang (lives) où (where) now?", its own words staying, so what the
  person typed in French is found too;
* its small words (:data:`FRENCH_SMALL`: "le", "la", "de", "mon", "ma", "c'est", "quoi", "où",
  "quand", "maintenant" …) searched for no more than English's are, and the words of
  :data:`CAMFRANGLAIS` not read as typos of the index's words ("quand" is no "quad")
  (:func:`known_and_small`);
* its meaning read without those small words (read/urdu.py's ``without_words``).

And any question, French or English, is searched for the French and Camfranglais words the
person's own messages say for what it names (:func:`camfranglais_for`,
:data:`SAID_IN_CAMFRANGLAIS`): "What is the name of the user's dog?" finds "Notre chien Simba",
"What car does the user drive now?" "… j'ai pris un RAV4 2016 noir". Added to the words searched
for only.

Every word is matched whole, in any case and with or without its accents ("où", "ou" only in a
French question; "numéro", "numero"), the English of each the word the notes use. A word that is
an English word or a name too ("now", "job", "go", "le", "son", "pays") is read as French only in
a French question, and never makes one French alone.
"""

from __future__ import annotations

from functools import lru_cache

from ..text import unaccented
from .glossary import Glossary, typed_in

__all__ = [
    "CAMFRANGLAIS",
    "FRENCH_SMALL",
    "SAID_IN_CAMFRANGLAIS",
    "camfranglais_for",
    "glossed_camfranglais",
    "in_camfranglais",
    "known_and_small",
]

CAMFRANGLAIS = {
    # what is asked
    "quoi": "what", "koi": "what", "c'est quoi": "what", "c quoi": "what", "c koi": "what",
    "où": "where", "ou": "where", "quand": "when", "kan": "when", "combien": "how much how many",
    "qui": "who", "c'est qui": "who", "quel": "which what", "quelle": "which what",
    "quels": "which what", "quelles": "which what", "comment": "how", "pourquoi": "why",
    "quelle heure": "what time", "à quelle heure": "what time", "avec qui": "with whom",
    # when
    "maintenant": "now", "actuellement": "now currently", "avant": "before previous",
    "nouveau": "new", "nouvelle": "new", "nouvel": "new", "ancien": "old previous former",
    "ancienne": "old previous former", "dernier": "last latest", "dernière": "last latest",
    "prochain": "next", "prochaine": "next", "aujourd'hui": "today", "demain": "tomorrow",
    "hier": "yesterday", "mois": "month", "semaine": "week", "an": "year", "ans": "years",
    "année": "year", "l'année": "year", "chaque": "every each",
    # family and friends (a kin word, not "my" kin)
    "reme": "mother", "mater": "mother", "mère": "mother", "maman": "mother",
    "repe": "father", "pater": "father", "père": "father", "go": "wife girlfriend",
    "femme": "wife", "mari": "husband", "gars": "friend", "mbom": "friend guy",
    "pote": "friend", "frère": "brother", "frere": "brother", "soeur": "sister",
    "sœur": "sister", "petite soeur": "younger sister", "petite sœur": "younger sister",
    "petit frère": "younger brother", "fils": "son", "fille": "daughter", "la petite": "daughter",
    "le petit": "son", "enfants": "children kids", "cousin": "cousin", "oncle": "uncle",
    "tonton": "uncle", "tante": "aunt", "tata": "aunt", "docta": "doctor", "médecin": "doctor",
    # home, money, work
    "nang": "lives live stay", "quat": "neighbourhood area", "quartier": "neighbourhood area",
    "maison": "home house", "loyer": "rent", "numéro": "number", "numero": "number",
    "tacot": "car", "voiture": "car", "immat": "plate registration", "job": "job work",
    "boulot": "job work", "travail": "work job", "salaire": "salary", "crédit": "loan credit",
    "credit": "loan credit", "prêt": "loan", "cotise": "contribute contribution",
    "cotisation": "contribution", "bouffer": "payout turn", "lycée": "school",
    "école": "school", "pension": "school fees", "mariage": "wedding married",
    "anniv": "birthday", "anniversaire": "birthday anniversary", "gâteau": "cake",
    "chien": "dog", "chiot": "puppy dog", "plat": "dish food", "manger": "eat food",
    "piment": "pepper spicy", "remèdes": "medicine", "remedes": "medicine",
    "médicament": "medicine", "sucre": "diabetes sugar", "tension": "blood pressure",
    "dos": "back", "kiné": "physiotherapist", "pays": "home country", "poste": "position",
    "foot": "football", "vacances": "holiday",
    # what is done
    "prend": "takes", "prends": "take", "fait": "does", "fais": "do", "joue": "play",
    "travaille": "works", "vient": "comes visiting", "viens": "come", "pars": "leave travel",
    "payer": "pay", "paie": "pay", "vendu": "sold", "acheté": "bought", "aime": "likes",
    "suit": "treats follows", "allé": "went", "allée": "went", "dit": "said",
    "s'appelle": "named name", "s'apelle": "named name", "appelle": "named name",
    "aller": "go", "fini": "finished over repaid", "move": "moved",
}  # fmt: skip

# French's small words, which say nothing of what is asked: in a French question they are left
# out of the words searched for, as English's are (text.STOPWORDS). The question words and "now"
# are among them: "quoi" and "où" are as common in the person's messages as "what" and "where" in
# English, "maintenant" (now) as "now".
FRENCH_SMALL = frozenset(
    """
    le la les l un une des de du d au aux à a ai j je me m moi mon ma mes ton ta tes son sa ses
    notre nos il elle on nous vous ils elles et ou où est c c'est cest ce cette ça ca qui que
    qu quoi koi quand kan combien quel quelle quels quelles comment pour avec dans en sur pas ne
    y déjà deja maintenant now avant suis j'ai c'etait c'était etait était
    """.split()
)

# The words only French has (not English's, Spanish's, Pidgin's, nor a common name's): one of
# them and one more word of French's make a question French ("je nang où maintenant déjà?", "ma
# go aime le piment?"). Not "mon" (Monday: "mon/wed/fri"), "mes" (Spanish's month), "lycée" and
# "école" (in schools' names: "Lycée Bilingue de Bonabéri"), nor "anniv" (Taglish's too); "on"
# (English's) is no mark.
_ONLY_FRENCH = frozenset(
    """
    quoi koi où quand combien qui quel quelle quels quelles pourquoi cest etait était
    maintenant actuellement déjà suis avec pour aime prend prends fait fais joue travaille
    vient pars payer vendu acheté allé allée dois veut appelle apelle reme repe mater nang quat
    tacot immat mbom docta chien crédit fini
    """.split()
)
_FRENCH_MARKS = _ONLY_FRENCH | frozenset(
    "le la les de du des au aux à un une je ma mon mes ta sa il elle ou est avant nouveau ancien "
    "lycée école anniv".split()
)
# Words of :data:`CAMFRANGLAIS` that are English words or names too, never counted as French's.
_ENGLISH_TOO = frozenset(
    "go job an ans dos pays foot plat tension pension poste mari credit cousin move "
    "tata ou kan dit".split()
)


@lru_cache(maxsize=64)  # a recall asks it of the same question several times
def in_camfranglais(query: str) -> bool:
    """Whether ``query`` is typed in French or Camfranglais: by a word only French has and one
    more word of French's ("je nang où maintenant déjà?", "Kevin fait quel lycée maintenant?")."""
    return typed_in(
        query,
        own=_ONLY_FRENCH,
        alone=frozenset(),
        marks=_FRENCH_MARKS,
        known=CAMFRANGLAIS,
        english_too=_ENGLISH_TOO,
    )


def glossed_camfranglais(query: str) -> str:
    """``query`` with each word or phrase of :data:`CAMFRANGLAIS` followed by its English, in
    brackets, unless the question says that English already."""
    return _GLOSSARY.glossed(query)


def known_and_small(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """Of a question asked in French, the words :data:`CAMFRANGLAIS` knows, which are words, not
    typos, and its small words (:data:`FRENCH_SMALL`)."""
    known, small = _GLOSSARY.known_and_small(query)
    return known | frozenset(w for w in known if w != unaccented(w)), small


# The other way: what a question names in English, and the French or Camfranglais the person's
# own messages say it in ("Notre chien Simba", "Mon tacot c'est une Corolla", "Elle nang chez
# Sandrine", "Ma mater a enfin accepté"), searched for too. Only things and kin said one way in
# French whoever says them, in a spelling the index stems as no English word or name: not
# "go" (English's), "pension" or "tension" (English's too).
SAID_IN_CAMFRANGLAIS = {
    "dog": ("chien", "chiot"), "puppy": ("chiot",), "car": ("tacot", "voiture"),
    "mother": ("reme", "mater"), "mom": ("reme", "mater"), "mum": ("reme", "mater"),
    "father": ("repe",), "dad": ("repe",), "doctor": ("docta",), "live": ("nang",),
    "lives": ("nang",), "neighbourhood": ("quat", "quartier"), "neighborhood": ("quat",),
    "sister": ("sœur",), "brother": ("frère",), "loan": ("crédit",), "rent": ("loyer",),
    "wedding": ("mariage",), "married": ("marié", "mariage"), "birthday": ("anniv",),
    "contribution": ("cotisation",), "contribute": ("cotisation", "versé"),
    "school": ("lycée", "école"), "food": ("plat",), "dish": ("plat",),
    "sunday": ("dimanche",), "sundays": ("dimanche",), "saturday": ("samedi",),
    "football": ("foot",), "soccer": ("foot",),
    "physiotherapist": ("kiné",), "salary": ("salaire",), "plate": ("immat",),
    "name": ("appelle",), "named": ("appelle",), "called": ("appelle",),
}  # fmt: skip


def camfranglais_for(query: str) -> list[str]:
    """The French words of :data:`SAID_IN_CAMFRANGLAIS` for the things ``query`` names, that it
    does not say itself, in order."""
    return _GLOSSARY.said_for(query)


_GLOSSARY = Glossary(CAMFRANGLAIS, FRENCH_SMALL, SAID_IN_CAMFRANGLAIS)
