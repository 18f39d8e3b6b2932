"""Homes, jobs, partners, numbers, doses, secrets and wishes said no to, as a blind set of the
sixty-sixth session wrote them in Camfranglais (Yaoundé and Douala: Bastos, Mvog-Mbi, Akwa,
Bonabéri) and in the everyday French under it.

Camfranglais' and French's statements read as English (camfranglais.py): who before a verb
("je nang à" I live in, "j'ai move d'…" I moved from, "je bosse à" I work at, "je ne suis plus à
la …" I no longer work at), "c'est" as "is", a change ("maintenant", "depuis", "nouveau", "a
changé la dose"), one's family ("ma reme" my mother, "mon repe" and "le vieux" my father, "ma
go" my girlfriend), one's number ("mon numéro c'est le …") and the wishes said no to ("ne garde
rien sur …", "oublie tout sur …", "ne parle plus jamais de …"). Only a text that shows French's
own words is read so: Cameroon Pidgin, English with a French name or two, Spanish, Italian,
Catalan and Dutch are read as before. With it, the door compares a restatement with what a
memory said in its reading too (review.py), reads "changed the dose" as a dose moved, holds
where one works to eight words when it is a part of a body named after it ("the customs office
of the Port of Douala", slot parser 111), and finds a password told "of" six words of what it
opens. The sentences are this file's own. Real SQLite files, the real service; each with its
twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_found, check_read_back, data_texts, said_in_a_chat, slots_read
from memwarden.camfranglais import reads_camfranglais
from memwarden.spelling import plain

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("je nang à Biyem-Assi maintenant", "I live in Biyem-Assi now"),
        ("moi je nang à Makepe, vers le marché", "I live in Makepe, near the market"),
        ("mon gars j'ai move d'Essos, je nang à Nkolbisson maintenant",
         "I moved from Essos, I live in Nkolbisson now"),
        ("j'ai déménagé à Logpom le mois passé", "I moved to Logpom last month"),
        ("ma reme nang à Bafang", "my mother lives in Bafang"),
        ("le vieux vit à Dschang", "my father lives in Dschang"),
        ("Junior nang à Bépanda avec sa go", "Junior lives in Bépanda with his girlfriend"),
        ("ma nouvelle go c'est Nadège", "my new girlfriend is Nadège"),
        ("je travaille chez Orange à Akwa", "I work at Orange in Akwa"),
        ("je ne suis plus à la SNH, j'ai eu le job à la Douane",
         "I no longer work at the SNH, I got a job at the Douane"),
        ("j'ai démissionné, j'ai eu un nouveau job chez MTN", "I resigned, I got a new job at MTN"),
        ("mon numéro c'est le 670 11 22 33", "my phone number is 670 11 22 33"),
        ("mon nouveau numéro MTN c'est le 650 44 55 66",
         "my new phone number (MTN) is 650 44 55 66"),
        ("je prends la metformine 850 mg matin et soir",
         "I take metformine 850 mg morning and evening"),
        ("le docteur a changé la dose, maintenant c'est 1000 mg matin et soir",
         "the doctor changed my dose, now it is 1000 mg morning and evening"),
        ("ma fille Nadia a 6 ans", "my daughter Nadia is 6 years old"),
        ("je suis allergique à la pénicilline", "I am allergic to the pénicilline"),
        ("ne garde rien sur mon ex Paul stp", "don't keep anything about my ex Paul please"),
        ("oublie tout sur mon oncle Fabrice", "forget everything about my uncle Fabrice"),
        ("ne parle plus jamais de mon divorce", "never talk again about my divorce"),
        ("ne le dis à personne", "don't tell anyone"),
        ("le mot de passe de mon compte Afriland c'est Ndole#77",
         "the password of my Afriland account is Ndole#77"),
        # a street's name kept as it is, a fever had
        ("j'habite au 25 rue des Lilas avec ma femme",
         "I live in the 25 rue des Lilas with my wife"),
        ("mon fils a de la fièvre depuis hier", "my son has a fever since yesterday"),
        # controls: how one feels of the moment is no statement ("je suis fatigué"), Cameroon
        # Pidgin stays Kamtok's
        ("je suis fatigué de ce pays", "je suis fatigué of ce pays"),
        ("a di work for Afriland as teller", "I work at Afriland as teller"),
        ("we dey for Makepe", "we live in Makepe"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


def test_a_reading_of_french_maps_back_to_what_was_said() -> None:
    check_read_back("mon numéro c'est le 670 11 22 33, garde ça", "670 11 22 33")


@pytest.mark.parametrize(
    ("text", "french"),
    [
        ("je nang à Biyem-Assi maintenant", True),
        ("ma go c'est Brenda, elle vend le poisson à Mokolo", True),
        ("ne garde rien sur mon repe stp", True),
        ("Note que ma fille est allergique aux arachides.", True),
        # controls: Cameroon Pidgin with French names, English with a French place, Spanish,
        # Italian, Catalan, Dutch, Cajun English's "ça c'est bon", an English note on AI
        ("Ebot dey for nursery two for Les Petits Anges", False),
        ("a di work for Afriland as teller, na for Akwa", False),
        ("User's brother lives near Château Rouge and works at Hôpital Lariboisière", False),
        ("mi hermana vive en la casa de mi madre con los niños", False),
        ("il mio fratello che sono a Roma per il lavoro", False),
        ("us adjuntem la factura del mes d'octubre", False),
        ("de gebruiker heeft aangegeven dat berichten voor zijn partner", False),
        ("my niece put the pharmacy app on my phone so I can refill without the line, ça c'est "
         "bon, and she wrote the steps down for me on the fridge", False),
        ("Meeting notes: J, K, L attended; AI note-takers remember the plan", False),
    ],
)  # fmt: skip
def test_what_is_read_as_french(text: str, french: bool) -> None:
    assert reads_camfranglais(text) is french


# The older sets with texts written in French (the guard's French messages and pages, secrets
# told in French): read as French now, as they should be (each listed by the check below).
_FRENCH = frozenset(
    f"guard_heldout{n}_{kind}.jsonl" for n in range(2, 25) for kind in ("attacks", "benign")
) | frozenset(("secrets_multilingual.jsonl", "secrets_multilingual_2.jsonl",
               "secrets_multilingual_3.jsonl"))  # fmt: skip
# The sets of this session in Camfranglais.
_CAMFRANGLAIS = frozenset(
    ("review_suite_v114.jsonl", "review_suite_v116.jsonl", "recall_suite_agent_84.json")
)


def test_no_older_text_is_read_as_french() -> None:
    older = [
        path
        for path in sorted(DATA.glob("*.json*"))
        if path.name not in _FRENCH and path.name not in _CAMFRANGLAIS
    ]
    assert len(older) > 100
    read = [
        (path.name, text) for path in older for text in data_texts(path) if reads_camfranglais(text)
    ]
    assert read == []
    # control: the sets in Camfranglais are read, and the French texts of the older sets
    assert sum(map(reads_camfranglais, data_texts(DATA / "review_suite_v114.jsonl"))) >= 60
    assert any(
        reads_camfranglais(text) for text in data_texts(DATA / "guard_heldout20_benign.jsonl")
    )


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("je nang à Biyem-Assi maintenant", [("user", "lives_in", "biyem-assi")]),
        ("ma go c'est Brenda", [("user", "partner", "brenda")]),
        ("je bosse à la SNH", [("user", "works_at", "snh")]),
        ("mon numéro c'est le 670 11 22 33", [("user", "my:phone number", "670 11 22 33")]),
        ("je prends la metformine 850 mg matin et soir", [("user", "takes", "metformine")]),
        ("je suis allergique à la pénicilline", [("user", "allergic_to", "pénicilline")]),
        ("ma reme nang à Bafang", [("user's mother", "lives_in", "bafang")]),
        # … and in English: where one works, a part of a body named after it, in eight words
        ("User works at the customs office of the Port of Douala.",
         [("user", "works_at", "customs office of the port of douala")]),
        # controls: a place that is no body's part is held to six words as before
        ("User works at the small shop near the big market of the town.",
         [("user", "works_at", "small shop")]),
        ("je suis fatigué de ce pays", []),
        ("mon fils a de la fièvre depuis hier", []),
        ("j'habite au 25 rue des Lilas avec ma femme", [("user", "lives_in", "25 rue des lilas")]),
        # a move said with "finalement", a drug one was put on, a job one still holds, a body's
        # town after its letters ("la SNH de Yaoundé": in), a job after "comme" (as)
        ("j'ai finalement move à Odza avec ma go", [("user", "lives_in", "odza")]),
        ("le docta m'a mis sur amlodipine 5 mg chaque matin", [("user", "takes", "amlodipine")]),
        ("je suis toujours infirmière à la CNPS de Douala",
         [("user", "job_title", "nurse"), ("user", "works_at", "cnps")]),
        ("je bosse à la SNH de Yaoundé comme comptable",
         [("user", "works_at", "snh"), ("user", "job_title", "accountant")]),
        # controls: "toujours" before how one feels, "de" after a word in small letters, a verb
        # after "finalement" that is no move
        ("je suis toujours fatigué de ce pays", []),
        ("je bosse à la poste de Bonabéri", [("user", "works_at", "poste of bonabéri")]),
        ("j'ai finalement compris ma go", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # a home moved from, or said otherwise
        (["je nang à Essos, vers le carrefour"],
         "j'ai move d'Essos, je nang à Nkolbisson maintenant", "updated"),
        (["je nang à Essos, vers le carrefour"], "je nang à Nkolbisson, vers le carrefour",
         "conflict"),
        # a job left for another, or said otherwise
        (["je bosse à la SNH, au service des salaires"],
         "je ne suis plus à la SNH, j'ai eu un nouveau job chez MTN", "updated"),
        (["je bosse à la SNH, au service des salaires"],
         "je bosse chez MTN, au service des salaires", "conflict"),
        # a partner changed, or said otherwise
        (["ma go c'est Brenda, elle vend le poisson à Mokolo"],
         "on a cassé avec Brenda, ma nouvelle go c'est Nadège", "updated"),
        (["ma go c'est Brenda, elle vend le poisson à Mokolo"],
         "ma go c'est Nadège, elle vend le poisson à Mokolo", "conflict"),
        # a new number
        (["mon numéro c'est le 670 11 22 33"],
         "mon nouveau numéro c'est le 650 44 55 66, l'ancien ne marche plus depuis hier",
         "updated"),
        # a dose changed by the doctor, or said otherwise
        (["je prends la metformine 850 mg matin et soir"],
         "le docteur a changé la dose, maintenant c'est 1000 mg matin et soir", "updated"),
        (["je prends la metformine 850 mg matin et soir"],
         "je prends la metformine 1000 mg matin et soir", "conflict"),
        # a father said no to, told of as "le vieux", and its twin about an uncle
        (["ne garde rien sur mon repe stp, on ne se parle plus"],
         "le vieux vit à Foumban maintenant", "blocked"),
        (["ne garde rien sur mon repe stp, on ne se parle plus"],
         "mon oncle Fabrice vit à Foumban maintenant", "created"),
        # a father said no to with "je ne veux plus qu'on parle de lui", and its twin about an
        # uncle; a move said with "finalement"
        (["ne retiens rien sur mon pater stp, je ne veux plus qu'on parle de lui"],
         "mon pater vit à Dschang maintenant", "blocked"),
        (["ne retiens rien sur mon pater stp, je ne veux plus qu'on parle de lui"],
         "mon oncle Fabrice vit à Dschang maintenant", "created"),
        (["je nang à Ekounou avec mes cousins"],
         "j'ai finalement move à Nkolbisson, le quat est calme", "updated"),
        # how one feels of the moment is kept by no one
        ([], "je suis fatigué de ce pays, le courant est encore parti", "none"),
    ],
)  # fmt: skip
def test_the_door(tmp_path: Path, prior: list[str], text: str, expected: str) -> None:
    assert said_in_a_chat(tmp_path, prior, text) == expected


@pytest.mark.parametrize(
    ("note", "expected"),
    [
        # an agent telling again what the person said in French: the same dose, for the same
        # illness, in the memory's reading (review.py)
        ("User takes metformin 850 mg in the morning and evening for diabetes.", "ignored"),
        # control: another dose
        ("User takes metformin 1000 mg in the morning and evening for diabetes.", "conflict"),
    ],
)
def test_an_agent_telling_a_french_memory_again(tmp_path: Path, note: str, expected: str) -> None:
    prior = ["je prends la metformine 850 mg matin et soir pour le diabète"]
    assert said_in_a_chat(tmp_path, prior, note, via="agent") == expected


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("le mot de passe de mon compte Afriland c'est Ndole#77, garde ça", "Ndole#77",
         "le mot de passe de mon compte Afriland, je l'ai encore oublié"),
        ("le mot de passe du compte CNPS en ligne de mon pater c'est Tchoko@1958", "Tchoko@1958",
         "le mot de passe du compte CNPS en ligne de mon pater, il l'a oublié"),
        # a PIN as "code secret", a new one as "le nouveau c'est", a key as "clé API", a phrase
        # as "mots de récupération"
        ("mon code secret MoMo a changé, le nouveau c'est 5081", "5081",
         "mon code secret MoMo a changé, je dois aller à l'agence"),
        ("voilà la clé API du site de ma reme: pk_live_4Hq8Lm2Zx9Rt7Wb3, garde ça",
         "pk_live_4Hq8Lm2Zx9Rt7Wb3", "voilà la clé API du site de ma reme, elle ne marche plus"),
        ("les mots de récupération du wallet c'est: lion table okok mango river salt bright "
         "eagle paper clock music taxi",
         "lion table okok mango river salt bright eagle paper clock music taxi",
         "les mots de récupération du wallet sont dans le cahier chez ma reme"),
        # … and in English: what it opens told in six words after "of"
        ("the password of the account CNPS online of my father is Tchoko@1958", "Tchoko@1958",
         "the password of the account CNPS online of my father is hard to remember"),
    ],
)  # fmt: skip
def test_secrets_told_their_way(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)


def test_a_secret_told_in_french_is_refused(tmp_path: Path) -> None:
    assert said_in_a_chat(
        tmp_path, [], "le mot de passe de mon compte Afriland c'est Ndole#77"
    ) == ("refused")
    # control: its twin with no password is kept
    twin = "j'ai un compte Afriland à Bonanjo, c'est là que mon salaire tombe chaque mois"
    assert said_in_a_chat(tmp_path / "twin", [], twin) == "created"
