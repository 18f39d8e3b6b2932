"""Camfranglais, and the everyday French under it, read as English, for the door's reading only.

Many people in Yaoundé and Douala chat in French mixed with English, Cameroon Pidgin and their
own words: "je nang à Bonabéri" (I live in Bonabéri), "j'ai move d'Akwa" (I moved from Akwa),
"ma go c'est Carine" (my girlfriend is Carine), "mon repe" and "ma reme" (my father, my mother),
"le quat" (the neighbourhood), "je bosse à la CNPS" (I work at the CNPS). French puts a verb's
who in front of it as English does, but with words of its own ("je", "j'", "on" we, "il",
"elle"), says "is" as "c'est" and "est", a change as "j'ai changé", "maintenant", "depuis",
"nouveau" and "ne … plus", and its wishes as "ne garde rien sur …", "oublie …", "ne parle plus
de …", "ne le dis à personne". Word for word the door's English rules find nothing in it. A text
that shows enough of French's own small words (:func:`reads_words`: "je", "j'", "c'est",
"suis", "mon", "avec" …; never Kamtok's markers, whose texts stay with :mod:`memwarden.kamtok`,
nor Spanish's, Italian's or Portuguese's) has its commonest statements read in English order,
the way :mod:`memwarden.sheng` reads Sheng's — where one lives and moves ("je nang à",
"j'habite à", "je vis à", "j'ai move / déménagé à"), one's work ("je bosse / travaille à /
chez", "j'ai eu le job à", "j'ai démissionné", "je ne suis plus à"), a change ("maintenant",
"désormais", "depuis", "nouveau / nouvelle", "a changé", "n'est plus"), one's health ("je prends
…", "la dose", "les comprimés", "le docteur", "allergique à"), one's numbers ("mon numéro c'est
…") and secrets ("le mot de passe … c'est …", "garde ça"), one's family ("ma mère / ma reme /
ma mater", "mon père / mon repe / mon pater", "le vieux" my father, "ma go" my girlfriend, "mon
frère", "ma fille" …) and the wishes said no to. Its words to the listener ("massa", "mon gars",
"hein", "oh") stay as they were. Each reading replaces one stretch of the text, so a span read in
the English can be found again in what was said (:func:`readings`). The memory keeps the
person's own words.

Read further on a second blind set (v116): a move after "finalement" ("j'ai finalement move
à …"), "m'a mis sur …" (put me on), "je suis toujours …" (I am still), "à la" before a name (at
the), a body's letters then its town ("la CNPS de Yaoundé": in), "comme" (as) and a few jobs
("comptable", "infirmière", "enseignant"); secrets named their way ("code secret" a PIN, "clé
API", "mots de récupération", "le nouveau c'est …" the new one is), found by
:mod:`memwarden.write.credentials` in the reading; and a wish said as "je ne veux plus qu'on
parle de lui / du …" (I don't want us to talk about him anymore).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .patterns import lazy_compile
from .roman import read_with

__all__ = ["english", "readings", "reads_camfranglais", "reads_words"]

# French's small words that English, the Pidgins and the other Romance languages do not share:
# who ("je", "j'", "nous", "elle"), whose ("mon", "mes", "notre", "nos"), "is" ("c'est", "est",
# "suis", "ai"), the words before a noun ("les", "du", "des", "au", "aux", "dans", "avec",
# "chez"), the time ("maintenant", "depuis", "désormais") and Camfranglais' own verbs ("nang"
# live, "bosse" work).
_STRONG = frozenset(
    """
    je suis nous elle avec dans chez ça maintenant depuis désormais nang bosse habite travaille
    oublie parle maison souvent toujours encore rien vient veux être avoir à du aux est cette
    notre chaque comme semaine nouveau nouvelle aime adore vit fais fait lundi mardi mercredi
    jeudi vendredi samedi dimanche très merci bonjour prends vends cotise garde tout sur jamais
    personne dis ans fille fils frère sœur soeur mère père reme repe mater pater oncle tante
    déménagé changé quitté démissionné cassé vendu pris augmenté versé acheté commencé donné
    arrêté attaqué volé appelé reçu recu mis payé signé accepté fini
    """.split()
)
# … and its elisions, told by their two halves: "j'ai", "c'est" (each as one of those words).
_ELIDED = ((frozenset("j ai".split()), 1), (frozenset("c est".split()), 1))
# … of which a text must show two, beside a third of French's words (:data:`_CUES`), and a
# fifth of its words at least French's (not a note in French inside an English page).
_CUES = _STRONG | frozenset(
    """
    le la les l de d et mais pour que qui qu ne n on il ils elles un une ce ma mon mes moi
    mère père fille fils frère sœur soeur go gars reme repe mater pater quat numéro vit vis c j
    ai au des notre nos plus pas garde tout trop dit mois matin soir son sa ses tu te me m
    """.split()
)
# Kamtok's markers (its texts carry French's names: "Ebot dey for nursery two for Les Petits
# Anges"), and Spanish's, Italian's, Portuguese's, Catalan's and Dutch's small words: none of
# them French.
_NOT_FRENCH = frozenset(
    """
    di dey don wey wuna weti wusai pikin sabi comot na dem
    el los las che sono della por para com meu minha não uma del amb els seu het een van voor
    """.split()
)
_WORD = re.compile(r"[^\W\d_]+")


def reads_words(said: set[str]) -> bool:
    """Whether a text whose words, in lower case, are ``said`` may be written in French or
    Camfranglais: two of French's own small words and a third of its words, a fifth of its
    words French's, and none of Kamtok's markers nor the other Romance languages' or Dutch's
    small words."""
    if not said.isdisjoint(_NOT_FRENCH):
        return False
    cues = said & _CUES
    strong = len(said & _STRONG) + sum(n for both, n in _ELIDED if both <= said)
    return strong >= 2 and len(cues) >= 3 and len(cues) * 5 >= len(said)


@lru_cache(maxsize=4096)
def reads_camfranglais(text: str) -> bool:
    """Whether ``text`` is written in French or Camfranglais at least in part
    (:func:`reads_words`)."""
    return reads_words(set(_WORD.findall(text.casefold())))


def _opening(*words: str, after: str = "'’") -> str:
    """A pattern for any of ``words`` where a word starts (or after an apostrophe, unless
    ``after`` names it): each opens with its own letters, then looks behind them (a pattern that
    opens with a look behind is tried at every place)."""
    return "(?:" + "|".join(f"{w}(?<![\\w{after}-]{w})" for w in words) + ")"


_A = "['’]"  # an apostrophe, as typed
# Who, said before a verb: "je", "j'", "moi je", "on" (we), "il", "elle".
_WHO = {
    "je": "I", "j'": "I", "j’": "I", "moi je": "I", "on": "we", "nous": "we", "il": "he",
    "elle": "she", "ils": "they", "elles": "they",
}  # fmt: skip
_WHO_WORDS = (
    rf"(?:moi(?<![\w'’-]moi)\s+je|{_opening('je', 'on', 'nous', 'ils', 'il', 'elles', 'elle')}"
    rf"|j(?<![\w'’-]j){_A})"
)
_PLURAL = frozenset(("I", "we", "they"))
# What one does, by its French forms, in English (as I do it).
_DOES = {
    "nang": "live", "habite": "live", "habites": "live", "habitent": "live", "vis": "live",
    "vit": "live", "vivent": "live", "bosse": "work", "bossent": "work", "travaille": "work",
    "travaillent": "work", "prends": "take", "prend": "take", "prennent": "take", "vends": "sell",
    "vend": "sell", "vendent": "sell", "cotise": "contribute", "cotisons": "contribute",
    "cotisent": "contribute", "fais": "do", "joue": "play", "jouons": "play", "gère": "manage",
    "gere": "manage", "commence": "start", "paie": "pay", "paye": "pay", "reçois": "get",
    "recois": "get", "reçoit": "get", "cultive": "grow", "utilise": "use", "vais": "go",
    "va": "go", "allons": "go", "adore": "love", "aime": "love",
}  # fmt: skip
# … and what it was, after "j'ai", "on a", "il a" or one named ("Le docteur a changé la dose").
_DONE = {
    "move": "moved", "moved": "moved", "déménagé": "moved", "demenage": "moved",
    "changé": "changed", "change": "changed", "eu": "got", "quitté": "left", "quitte": "left",
    "démissionné": "resigned", "demissionne": "resigned", "cassé": "broke up",
    "casse": "broke up", "fait": "had", "pris": "took", "vendu": "sold", "augmenté": "raised",
    "augmente": "raised", "diminué": "lowered", "baissé": "lowered", "versé": "paid",
    "acheté": "bought", "commencé": "started", "donné": "gave", "arrêté": "stopped",
    "attaqué": "attacked", "volé": "stole", "appelé": "called", "gonflé": "swelled up",
    "fini": "finished", "mis": "put",
}  # fmt: skip
# (after "j'" as after a space: "j'habite")
_DOES_WORDS = _opening(*sorted(_DOES, key=len, reverse=True), after="")
_DONE_WORDS = _opening(*sorted(_DONE, key=len, reverse=True))
# Where, after what one does: "à" and "au" in (one lives) or at (one works), "chez" with (one
# lives) or at (one works), "pour" for.
_WHERE = rf"(?:à\s+la|a\s+la|à\s+l{_A}|au|aux|à|dans\s+le|dans\s+la|dans|en|chez|pour)"
# One's family as Camfranglais and French name them.
_KIN = {
    "mère": "mother", "mere": "mother", "reme": "mother", "mater": "mother", "maman": "mum",
    "mama": "mum", "père": "father", "pere": "father", "repe": "father", "pater": "father",
    "papa": "dad", "go": "girlfriend", "gars": "friend", "frère": "brother", "frere": "brother",
    "reuf": "brother", "sœur": "sister", "soeur": "sister", "femme": "wife", "mari": "husband",
    "fils": "son", "fille": "daughter", "oncle": "uncle", "tonton": "uncle", "tante": "aunt",
    "tata": "aunt", "cousin": "cousin", "cousine": "cousin", "ex": "ex", "docta": "doctor",
    "docteur": "doctor", "enfants": "children", "petit frère": "younger brother",
    "petite sœur": "younger sister", "petite soeur": "younger sister",
    "grand frère": "elder brother", "grande sœur": "elder sister",
    "grande soeur": "elder sister", "grand-mère": "grandmother", "grand-père": "grandfather",
}  # fmt: skip
_KIN_WORDS = "|".join(sorted(_KIN, key=len, reverse=True))
_OWNER = {"mon": "my", "ma": "my", "mes": "my", "notre": "our", "nos": "our", "son": "his",
          "sa": "his", "ses": "his"}  # fmt: skip
# French's words with one English word each, read wherever they stand in a French text.
_GLOSS = {
    "maintenant": "now", "désormais": "from now on", "desormais": "from now on",
    "nouveau": "new", "nouvelle": "new", "nouvel": "new", "ancien": "old", "ancienne": "old",
    "chaque": "every", "avec": "with", "aussi": "also", "mais": "but", "et": "and",
    "vers": "near", "quat": "neighbourhood", "quartier": "neighbourhood", "dimanche": "Sunday",
    "samedi": "Saturday", "hier": "yesterday", "salaire": "salary", "loyer": "rent",
    "dose": "dose", "comprimés": "tablets", "remèdes": "medicine", "remedes": "medicine",
    "médicaments": "medicine", "identifiant": "username", "carte": "card", "compte": "account",
    "foot": "football", "village": "village", "appli": "app", "job": "job", "matin": "morning",
    "soir": "evening", "diabète": "diabetes", "diabete": "diabetes", "tension": "blood pressure",
    "sucre": "sugar", "pour": "for", "en ligne": "online", "un": "a", "une": "a",
    "contrôle": "check-up", "controle": "check-up", "semaine": "week", "mois": "month",
    "docteur": "doctor", "docta": "doctor", "hôpital": "hospital", "hopital": "hospital",
    "école publique": "public school", "école": "school", "ecole": "school", "qui": "who",
    "ça": "that", "marché": "market", "pharmacie": "pharmacy", "momo": "Mobile Money",
    "allergique à": "allergic to", "allergique aux": "allergic to", "fièvre": "fever",
    "le même que": "the same as",
    "comme": "as", "comptable": "accountant", "infirmière": "nurse", "infirmier": "nurse",
    "enseignant": "teacher", "enseignante": "teacher", "le meme que": "the same as",
}  # fmt: skip
# (after "l'" as after a space: "l'hôpital")
_GLOSS_WORDS = _opening(*sorted(_GLOSS, key=len, reverse=True), after="")


_READINGS = {
    # the wishes said no to: "ne garde rien sur …" (don't keep anything about), "oublie tout
    # sur …" (forget everything about), "ne parle plus (jamais) de …" (never talk about … again),
    # "n'en parle plus", "ne le dis à personne", "ne retiens pas", "oublie ça"
    "keep_none": r"ne\s+(?:garde|retiens|note)\s+rien\s+(?:sur|de|à\s+propos\s+de)\b",
    "forget_all": r"oublie\s+tout\s+(?:sur|de|à\s+propos\s+de)\b",
    "talk_no_more": r"ne\s+parle\s+plus\s+(?:jamais\s+)?(?:de\s+|d['’]\s*)",
    "talk_no_more_of_it": rf"n{_A}en\s+parle\s+plus\b",
    "tell_no_one": r"ne\s+le\s+dis\s+à\s+personne\b",
    # "on ne se parle plus": we don't talk anymore
    "not_talking": r"on\s+(?:ne\s+)?se\s+parle\s+plus\b",
    "remember_not": r"ne\s+(?:retiens|garde|note)\s+pas\b",
    "forget_that": r"oublie\s+(?:ça|ca|cela)\b",
    "hear_nothing": r"(?:je\s+)?(?:ne\s+)?veux\s+plus\s+rien\s+entendre\s+(?:de\s+|d['’]\s*)",
    "talk_not": r"(?:je\s+)?(?:ne\s+)?veux\s+pas\s+en\s+parler\b",
    # "je ne veux plus qu'on parle de lui" (I don't want us to talk about him anymore), "je veux
    # pas qu'on parle du job" (… about the job)
    "talk_us_not": rf"(?:je\s+)?(?:ne\s+)?veux\s+(?P<tu_when>plus|pas)\s+qu{_A}\s*on\s+(?:en\s+)?"
    rf"parle\s+(?:(?P<tu_the>du|des|de\s+la|de\s+l{_A}\s*)|de\s+|d{_A}\s*)"
    r"(?:(?P<tu_whom>lui|elle|eux|elles|ça|ca)\b)?",
    "keep_it": r"garde[-\s](?:ça|ca|le|la|les)\b(?:\s+pour\s+moi\b)?",
    "note_it": r"note[-\s](?:ça|ca|le|la)\b",
    "please": rf"s{_A}il\s+te\s+pla[îi]t\b|s{_A}il\s+vous\s+pla[îi]t\b|stp\b|svp\b",
    # one's password, code and number: "le mot de passe … c'est …", "mon numéro c'est le …"
    "password": r"mot\s+de\s+passe\b",
    # "mon code secret Orange Money" (PIN), "ma clé API" (API key), "les 12 mots de
    # récupération" (recovery words), "le nouveau c'est …" (the new one is)
    "pin": r"code\s+(?:secret|pin)\b",
    "api_key": rf"clé\s+(?:d{_A}\s*)?API\b",
    "recovery": r"(?P<rec_what>mots|phrase)\s+de\s+(?:récupération|recuperation|secours)\b",
    "new_one": rf"(?:le|la)\s+(?:nouveau|nouvelle)(?=\s+c{_A}est\b)",
    "number": rf"(?P<num_own>{_opening('mon', 'ma', 'notre')})\s+"
    r"(?:(?P<num_new>nouveau)\s+)?num[ée]ro"
    r"(?:\s+(?P<num_net>MTN|Orange|Camtel|Nexttel))?\s+c['’]est(?:\s+le)?\b",
    "new_number": r"nouveau\s+num[ée]ro\b",
    # "X a 7 ans": X is 7 years old
    "age": r"(?<![\w'’-])a\s+(?P<years>\d{1,3})\s+ans\b",
    # "depuis 3 ans": for 3 years; "depuis": since
    "for_so_long": r"depuis\s+(?P<long>\d+)\s+(?P<unit>ans|an|mois|semaines|jours)\b",
    # "depuis le 1er je …": since the 1st, (a time told before who, closed by a comma)
    "since_when": r"depuis\s+(?P<since_time>le\s+\d{1,2}(?:er|e)?|hier|ce\s+mois|cette\s+semaine"
    r"|cette\s+année|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)"
    rf"(?=\s+(?:je|j{_A}|on|il|elle|nous)\b)",
    "since": _opening("depuis") + r"\b",
    # the words to the listener opening a text: "Gars", "Mon gars", "Massa", "Wanda!"
    "hail": r"^(?:mon\s+gars|gars|massa|mola|mon\s+frère|ma\s+sœur)\b[,!]*\s*",
    "last": r"(?:le|la)\s+(?P<last_unit>mois|semaine|année|annee)\s+(?:passée?|dernière|dernier)\b",
    "together": r"on\s+est\s+ensemble\b",
    # "je ne suis plus à la CNPS": I am no longer at; "l'ancien MTN ne marche plus"
    "no_longer": rf"(?:(?P<nl_who>{_WHO_WORDS})\s*)?"
    rf"(?:{_opening('ne')}\s+|{_opening('n')}{_A}\s*)(?P<nl_verb>suis|est"
    rf"|marche|{_DOES_WORDS})\s+plus\b(?:\s+(?P<nl_where>{_WHERE})\b)?",
    # "j'ai eu le job à": I got the job at
    "got_job": rf"j{_A}ai\s+eu\s+(?:le|un|mon)\s+(?P<gj_new>nouveau\s+)?(?:job|boulot|travail)"
    r"\s+(?:à\s+la|à|au|chez)\b",
    # "j'ai move d'Akwa", "on a changé de box", "le docteur a changé la dose": what was done
    "done": rf"(?:(?P<done_who>{_WHO_WORDS})\s*)?(?P<done_me>m{_A}\s*)?"
    rf"{_opening('ai', 'a', 'avons', 'ont', after='')}\s+"
    r"(?:(?P<done_adv>finalement|enfin|déjà|deja|encore|juste|bien)\s+)?"
    rf"(?P<done_verb>{_DONE_WORDS})\b(?:\s+(?P<done_where>à\s+la|à|au|aux|chez|sur|de|d{_A}))?",
    # "je nang à", "je bosse chez", "Junior nang à", "je prends la metformine": what one does
    "does": rf"(?:(?P<does_who>{_WHO_WORDS})\s*)?(?P<does_verb>{_DOES_WORDS})\b"
    rf"(?:\s+(?P<does_where>{_WHERE})\b)?"
    # (the article after what one takes or plays: "je prends la metformine", "je joue le foot")
    r"(?:(?:(?<=prends)|(?<=prend)|(?<=joue))(?:\s+(?:la|le|les)(?=\s)|\s+l['’](?=\w)))?",
    # "Orange vient d'envoyer le code": has just sent
    "just": rf"vient\s+d(?:e\s+|{_A}\s*)"
    r"(?P<just_verb>envoyer|appeler|payer|changer|dire|arriver)\b",
    # "elle fait la fac à Soa": studies at the university in; "elle fait le CE1": is in
    "studies": r"fait\s+la\s+fac\s+(?:à|a)\b",
    "class": rf"(?:(?P<class_who>{_WHO_WORDS})\s+)?fait\s+(?:le|la)\s+"
    r"(?=(?:SIL|CP|CE1|CE2|CM1|CM2|6e|5e|4e|3e|seconde|première"
    r"|terminale|licence|master)\b)",
    # "c'est pour payer Netflix": to pay
    "to_do": r"pour\s+(?P<to_verb>payer|valider|suivre|acheter|envoyer|voir|aller)\b",
    # "au village à Foumban": in, before a place named
    "at": rf"à(?<![\w'’-]à)(?P<at_the>\s+la|\s+l{_A})?(?=\s*(?-i:[A-Z]))",
    # "mon compte Afriland": my Afriland account
    "account": r"compte\s+(?P<account_name>(?-i:[A-Z])[\w&-]*)",
    # "pour le diabète": for diabetes
    "for_illness": r"pour\s+(?:le|la|l['’])\s*(?=(?:diabète|diabete|tension|sucre|palu|paludisme"
    r"|fièvre|toux|VIH)\b)",
    # "j'ai une carte", "on a la box", "il a ses chèvres": have, has
    "has": rf"(?:(?P<has_who>{_WHO_WORDS})\s*)?{_opening('ai', 'a', 'avons', 'ont', after='')}"
    r"(?=\s+(?:un|une|le|la|les|des|ses|mes|son|sa|mon|ma|deux|trois|de\s+la|du)\b)",
    # "mon fils a de la fièvre": has a fever
    "a_fever": r"de\s+la\s+fièvre\b",
    # "la dose", "les comprimés", "les remèdes": one's own, as French tells them ("le docteur a
    # changé la dose": my dose)
    "my_dose": r"(?:la|les)\s+(?=(?:dose|comprimés|comprimes|remèdes|remedes|médicaments)\b)",
    # "je suis allergique à", "je suis dev": I am
    # (not how one feels of the moment: "je suis fatigué de ce pays" stays as it was)
    # ("je suis toujours comptable": I am still)
    "i_am": r"je\s+suis(?P<still>\s+toujours)?\b(?=\s+(?:allergique|dev|développeur|proche|à|au"
    r"|chez|en|mari[ée]e?|enceinte|retraitée?|prof|infirmière?|comptable|enseignante?|étudiante?|avec)\b)",
    # "on est", "il est", "elle est": we are, he is, she is
    "we_are": r"(?P<are_who>on|il|elle)(?<![\w'’-]on)(?<![\w'’-]il)(?<![\w'’-]elle)\s+est\b",
    # "c'est là que je reçois le MoMo": that is where
    "where": rf"c{_A}est\s+là\s+(?:que|qu{_A}|où)",
    "it_is": rf"c{_A}est\b(?:\s+(?:le|la)\b(?=\s+\d))?",
    "tell": r"dis\s+au\b",
    # one's family: "ma reme", "mon repe", "ma go", "le vieux" (my father)
    "kin": rf"(?P<kin_own>{_opening('mon', 'ma', 'mes', 'notre', 'nos', 'son', 'sa', 'ses')})\s+"
    rf"(?:(?P<kin_new>nouveau|nouvelle|nouvel)\s+)?(?P<kin_word>{_KIN_WORDS})\b",
    "old_man": r"(?P<old>le\s+vieux|la\s+vieille)\b",
    "my": rf"(?P<own>{_opening('mon', 'ma', 'mes', 'notre', 'nos')})(?=\s+[^\W\d_])",
    "gloss": rf"(?P<gloss_word>{_GLOSS_WORDS})(?![\w'’-])",
    # a street's name, kept as it is ("rue des Lilas", "boulevard de la Liberté")
    "street": rf"{_opening('rue', 'avenue', 'boulevard', 'impasse', 'allée', 'chemin', 'quai')}"
    rf"\s+(?:de\s+la\s+|de\s+l{_A}|du\s+|des\s+|de\s+|d{_A})?(?-i:[A-Z])[\w'’-]*",
    # "la CNPS de Yaoundé": a body's letters, then its town (in)
    "in_town": r"(?-i:de)(?<=(?-i:[A-Z])\sde)(?=\s+(?-i:[A-Z])[^\W\d_])",
    "of_the": rf"{_opening('de')}\s+la\b|{_opening('du', 'des')}(?=\s)",
    "of": rf"{_opening('de')}(?=\s)|{_opening('d')}{_A}(?=[^\W\d_])",
    "the": rf"{_opening('les', 'le', 'la')}(?=\s)|{_opening('l')}{_A}(?=[^\W\d_])",
    # "ma carte là": that one (nothing, in English)
    "that_one": r"\s+là(?<=[^\W\d_]\slà)(?=[\s,.!?]|$)",
    "feel": r"\s+(?:hein|oh|o)\b(?=[\s,.!?]|$)",
}


def _who(match: re.Match[str], group: str) -> str:
    """Who does what ``match`` tells, in English, by French's word for them in ``group``; ""
    when none is said (one named did it: "Junior nang à …")."""
    said = match.group(group)
    if said is not None:
        return _WHO[re.sub(r"\s+", " ", said.casefold())]
    return ""


def _where(word: str | None, verb: str) -> str:
    """French's word for where after ``verb`` (English's), in English."""
    if word is None:
        return ""
    folded = re.sub(r"\s+", " ", word.casefold())
    if folded == "pour":
        return " for"
    if folded == "chez":
        return " with" if verb == "live" else " at"
    if folded == "en":
        return " in"  # (a field, not a place: "je bosse en cybersécurité")
    the = (
        " the"
        if folded in ("au", "aux", "à la", "a la", "dans le", "dans la", "à l'", "à l’")
        else ""
    )
    the += " " if folded[-1:] in "'’" else ""
    if verb in ("live", "grow"):
        return f" in{the}"
    if verb == "go":
        return f" to{the}"
    return f" at{the}"


def _s(verb: str) -> str:
    """``verb`` as one other than I, we or they does it."""
    if verb in ("go", "do"):
        return verb + "es"
    return verb + "s"


def _does(match: re.Match[str]) -> str:
    verb = _DOES[match.group("does_verb").casefold()]
    who = _who(match, "does_who")
    told = verb if who in _PLURAL else _s(verb)
    where = _where(match.group("does_where"), verb)
    return f"{who} {told}{where}" if who else f"{told}{where}"


# Said between "a" and what was done: "a enfin fini" (finally finished).
_ADVERBS = {"enfin": "finally ", "finalement": "finally ", "déjà": "already ",
            "deja": "already ", "encore": "again ", "juste": "just ", "bien": ""}  # fmt: skip


def _done(match: re.Match[str]) -> str:
    """What was done, after who did it: "j'ai move d'Akwa" (I moved from Akwa), "j'ai déménagé
    à" (I moved to), "on a changé de box" (we changed the box), "m'a donné" (gave me)."""
    done = _DONE[match.group("done_verb").casefold()]
    who = _who(match, "done_who")
    where = (match.group("done_where") or "").casefold()
    if done == "changed" and where == "de":
        to = " the"
    elif where == "sur":
        to = " on"  # ("m'a mis sur metformine": put me on)
    elif where.startswith("d"):
        to = " from"
    elif where:
        to = " to the" if where in ("à la", "au", "aux") else " to"
    else:
        to = ""
    me = " me" if match.group("done_me") else ""
    adverb = _ADVERBS.get((match.group("done_adv") or "").casefold(), "")
    done = adverb + done
    apostrophe = " " if where[-1:] in ("'", "’") else ""
    return f"{who + ' ' if who else ''}{done}{me}{to}{apostrophe}"


def _no_longer(match: re.Match[str]) -> str:
    who = _who(match, "nl_who")
    verb = match.group("nl_verb").casefold()
    where = match.group("nl_where")
    if (
        verb in ("suis", "est")
        and where
        and re.match(r"\s+(?-i:[A-Z])", match.string[match.end() :])
    ):
        # (at a body named with its article: "je ne suis plus à la CNPS", where one worked)
        said = f"no longer {'work' if who in _PLURAL else 'works'}"
        at = _where(where, "work")
    elif verb in ("suis", "est"):
        said = f"{'am' if who == 'I' else 'is'} no longer"
        at = _where(where, "live") if where else ""
    elif verb == "marche":
        said, at = "no longer works", ""
    else:
        english = _DOES[verb]
        said = f"no longer {english if who in _PLURAL else _s(english)}"
        at = _where(where, english)
    return f"{who + ' ' if who else ''}{said}{at}"


def _number(match: re.Match[str]) -> str:
    owner = _OWNER[match.group("num_own").casefold()]
    new = "new " if match.group("num_new") else ""
    net = f"{match.group('num_net')} " if match.group("num_net") else ""
    # (the network after the number: "my new phone number, MTN, is" reads no slot)
    return f"{owner} {new}phone number{f' ({net.strip()})' if net else ''} is"


def _for_so_long(match: re.Match[str]) -> str:
    unit = {"ans": "years", "an": "years", "mois": "months", "semaines": "weeks",
            "jours": "days"}[match.group("unit").casefold()]  # fmt: skip
    return f"for {match.group('long')} {unit}"


def _since_when(match: re.Match[str]) -> str:
    """ "depuis le 1er", "depuis ce mois" before who: "since the 1st,", "since this month,"."""
    when = re.sub(r"\s+", " ", match.group("since_time").casefold())
    day = re.fullmatch(r"le (\d+)(?:er|e)?", when)
    if day is not None:
        n = day.group(1)
        th = (
            {"1": "st", "2": "nd", "3": "rd"}.get(n[-1], "th")
            if n not in ("11", "12", "13")
            else "th"
        )
        when = f"the {n}{th}"
    else:
        when = {"hier": "yesterday", "ce mois": "this month", "cette semaine": "this week",
                "cette année": "this year"}.get(when, when.capitalize())  # fmt: skip
    return f"since {when},"


def _last(match: re.Match[str]) -> str:
    unit = match.group("last_unit").casefold()
    return "last " + {"mois": "month", "semaine": "week"}.get(unit, "year")


def _it_is(match: re.Match[str]) -> str:
    """ "c'est" after what is told of: "is"; opening a clause: "it is"."""
    before = _WORD.findall(re.split(r"[,.;:!?\n]", match.string[: match.start()])[-1])
    return "is" if before and before[-1].casefold() not in _WHEN else "it is"


# The words of a time after which "c'est" is "it is" ("since last week c'est 850 mg").
_WHEN = frozenset(
    "week month year now today maintenant semaine mois aujourd hui donc alors mais et".split()
)


def _has(match: re.Match[str]) -> str:
    """ "j'ai", "on a", "il a", "Kevin a" before what one has: "I have", "we have", "has"."""
    who = _who(match, "has_who")
    return f"{who} {'have' if who in _PLURAL else 'has'}" if who else "has"


def _talk_us_not(match: re.Match[str]) -> str:
    """ "je ne veux plus qu'on parle de lui": I don't want us to talk about him anymore."""
    whom = match.group("tu_whom")
    if whom is not None:
        english = {"lui": "him", "elle": "her", "eux": "them", "elles": "them"}.get(
            whom.casefold(), "that"
        )
        anymore = " anymore" if match.group("tu_when").casefold() == "plus" else ""
        return f"I don't want us to talk about {english}{anymore}"
    the = match.group("tu_the")
    return "I don't want us to talk about " + ("the " if the else "")


def _kin(match: re.Match[str]) -> str:
    owner = _OWNER[match.group("kin_own").casefold()]
    new = "new " if match.group("kin_new") else ""
    return f"{owner} {new}{_KIN[match.group('kin_word').casefold()]}"


_READERS = {
    "keep_none": lambda match: "don't keep anything about",
    "forget_all": lambda match: "forget everything about",
    "talk_no_more": lambda match: "never talk again about ",
    "talk_no_more_of_it": lambda match: "don't talk about it anymore",
    "tell_no_one": lambda match: "don't tell anyone",
    "not_talking": lambda match: "we don't talk anymore",
    "remember_not": lambda match: "don't remember",
    "forget_that": lambda match: "forget that",
    "hear_nothing": lambda match: "I don't want to hear anything about ",
    "talk_not": lambda match: "I don't want to talk about it",
    "talk_us_not": _talk_us_not,
    "keep_it": lambda match: "keep it" + (" for me" if "moi" in match.group(0) else ""),
    "note_it": lambda match: "note it",
    "please": lambda match: "please",
    "password": lambda match: "password",
    "pin": lambda match: "PIN",
    "api_key": lambda match: "API key",
    "recovery": lambda match: (
        "recovery words" if match.group("rec_what").casefold() == "mots" else "recovery phrase"
    ),
    "new_one": lambda match: "the new one",
    "number": _number,
    "new_number": lambda match: "new number",
    "age": lambda match: f"is {match.group('years')} years old",
    "for_so_long": _for_so_long,
    "since": lambda match: "since",
    "since_when": _since_when,
    "hail": lambda match: "",
    "last": _last,
    "together": lambda match: "we have been together",
    "no_longer": _no_longer,
    "got_job": lambda match: (
        f"I got a {'new ' if match.group('gj_new') else ''}job at"
        + (" the" if match.group(0).casefold().endswith(("la", "au")) else "")
    ),
    "done": _done,
    "does": _does,
    "i_am": lambda match: "I am still" if match.group("still") else "I am",
    "my_dose": lambda match: "my ",
    "where": lambda match: "that is where" + (" " if match.group(0)[-1:] in "'’" else ""),
    "we_are": lambda match: {"on": "we are", "il": "he is", "elle": "she is"}[
        match.group("are_who").casefold()
    ],
    "just": lambda match: (
        "just "
        + {
            "envoyer": "sent",
            "appeler": "called",
            "payer": "paid",
            "changer": "changed",
            "dire": "said",
            "arriver": "arrived",
        }[match.group("just_verb").casefold()]
    ),
    "studies": lambda match: "studies at the university in",
    "to_do": lambda match: (
        "to "
        + {
            "payer": "pay",
            "valider": "validate",
            "suivre": "follow",
            "acheter": "buy",
            "envoyer": "send",
            "voir": "see",
            "aller": "go",
        }[match.group("to_verb").casefold()]
    ),
    # ("à la CNPS": at the; "à Akwa": in)
    "at": lambda match: (
        "in"
        if match.group("at_the") is None
        else "at the" + ("" if "la" in match.group("at_the") else " ")
    ),
    "account": lambda match: f"{match.group('account_name')} account",
    "class": lambda match: (
        f"{_who(match, 'class_who') or 'is'} {'is ' if match.group('class_who') else ''}in "
    ),
    "for_illness": lambda match: "for ",
    "a_fever": lambda match: "a fever",
    "has": _has,
    "street": lambda match: match.group(0),
    "in_town": lambda match: "in",
    "of_the": lambda match: "of the",
    "of": lambda match: "of" if match.group(0)[-1:] not in "'’" else "of ",
    "that_one": lambda match: "",
    "it_is": _it_is,
    "tell": lambda match: "tell the",
    "kin": _kin,
    "old_man": lambda match: "my father" if "vieux" in match.group(0) else "my mother",
    "my": lambda match: _OWNER[match.group("own").casefold()],
    "gloss": lambda match: _GLOSS[match.group("gloss_word").casefold()],
    "the": lambda match: "the " if match.group(0)[-1:] in "'’" else "the",
    "feel": lambda match: "",
}


def _reading(match: re.Match[str]) -> str:
    """One stretch of French or Camfranglais (:data:`_READINGS`), in English."""
    return _READERS[match.lastgroup or ""](match)


_READ = lazy_compile(
    "|".join(f"(?P<{name}>{pattern})" for name, pattern in _READINGS.items()), re.IGNORECASE
)

# (:func:`memwarden.roman.read_with`: the stretches read, and the whole text, cached)
readings, english = read_with(reads_camfranglais, _READ, _reading)
