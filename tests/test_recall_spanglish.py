"""A question typed in Spanish or Spanglish finds the agent's English notes
(memwarden.read.shorthand, ``SPANISH``): "cuanto pagamos de renta ahorita" is searched with "how
much", "rent" and "now" beside its own words, however it is typed ("kuanto", "aseguransa", no
accents), and its small words ("de", "la", "q") are searched for no more than English's are. A
blind suite of the fifty-fifth session (a father in East Los Angeles who types Spanglish)
answered 53 of its 100 questions first before, 70 with these words. Only a question that is
Spanish by its small words is glossed: "La Jolla", "El Paso", "Del Mar" and "de Souza" in an
English question are places and names.

Real SQLite files, words only, so that only the words decide; each question glossed has a twin
that is not.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, check_first_answer
from memwarden import Memory
from memwarden.read.shorthand import SPANISH, _spanish_form, spanish_words, spelled_out
from memwarden.text import unaccented


@pytest.mark.parametrize(
    ("query", "spelled"),
    [
        (
            "cuanto pago de luz al mes",
            # (and "electricity" is energy too, as the bill's supplier says it)
            "cuanto (how much) pago (pay payment) de luz (electricity) al mes (a month monthly) "
            "(energy)",
        ),
        (
            "donde trabaja mi cuñada ahorita",
            "donde (where) trabaja (works) mi cuñada (my sister-in-law) ahorita (now)",
        ),
        # typed as on a phone: "k" for "que", no accents, "s" for "z" and soft "c"
        (
            "k dia es la cita del dentista",
            "k dia (what day) es la cita (appointment) del dentista (dentist) (appt checkup)",
        ),
        ("kuanto kuesta la aseguransa", "kuanto kuesta (how much cost) la aseguransa (insurance)"),
        ("cuándo es la graduasion", "cuándo (when) es la graduasion (graduation)"),
        # a phrase is glossed as one, one's own family with "mi" as "my"
        (
            "a q hora es la misa el domingo",
            "a q hora (what time) es la misa (mass) el domingo (sunday)",
        ),
        (
            "q pastillas toma la jefa",
            "q (what) pastillas (pills medication) toma (takes) la jefa (my mother boss)",
        ),
        # Spanglish: English words in a Spanish question stay, and an English word is not read
        # as the Spanish one it looks like ("mess" is not "mes", a month)
        ("when is la boda de mi prima", "when is la boda (wedding) de mi prima (my cousin)"),
        ("q mess hizo el perro en la sala", "q (what) mess hizo el perro (dog) en la sala"),
        # chat's shorthand that is a Spanish word too is read as the Spanish
        (
            "cuanto costo arreglar el motor",
            "cuanto (how much) costo (cost) arreglar (fix repair) el motor (engine)",
        ),
        # controls: English questions with Spanish places and names are left as they are
        ("What's the weather in La Jolla and Del Mar",) * 2,
        ("how far is el paso from las cruces", "how far is el paso from las cruces"),
        ("Did Ana de Souza pay me back?", "Did Ana de Souza pay me back?"),
        ("Where did we stay in San Miguel de Allende?",) * 2,
        ("who is el jefe at work", "who is el jefe at work"),
        ("que sera sera song name", "que sera sera song name"),
        # … a sum and a quarter are no "k" and "q"
        ("is 45k in q3 on track", "is 45k in q3 on track"),
        # … and questions in Taglish and Arabizi are read as before
        ("magkano sahod ko nung 2031", "magkano (how much) sahod (salary) ko nung 2031"),
        ("2addesh el ejar hala2", "2addesh (how much) el ejar (rent lease) hala2 (now)"),
    ],
)  # fmt: skip
def test_spanish_words_are_glossed_only_in_a_spanish_question(query: str, spelled: str) -> None:
    assert spelled_out(query) == spelled


def test_the_spanish_words_are_one_word_however_they_are_typed() -> None:
    # Two words typed alike are one word: none has two meanings.
    meaning: dict[str, str] = {}
    for said, english in SPANISH.items():
        for form in (unaccented(said.casefold()), " ".join(map(_spanish_form, said.split()))):
            assert meaning.setdefault(form, english) == english, said


def test_a_spanish_question_knows_its_words_and_its_small_words() -> None:
    known, small = spanish_words("cuanto pagamos de renta en la casa nueva")
    assert known == {"cuanto", "pagamos", "renta", "casa", "nueva"}
    assert small == {"de", "en", "la"}
    assert spanish_words("how far is el paso from las cruces") == (frozenset(), frozenset())


NOTES = [
    ("User pays $1,450 a month in rent for the apartment on Maple Street.", "2035-07-01"),
    ("User's sister-in-law works as a dental assistant at a clinic in Pomona.", "2035-07-02"),
    ("User's car insurance is with Progressive, $180 a month for the Corolla.", "2035-07-03"),
    ("User's knee surgery is scheduled for August 3, 2036 at Kaiser Downey.", "2035-07-04"),
    ("el perro se llama bruno, es un pitbull de la perrera de la ciudad", "2035-07-05"),
    ("la casa de la señora de la esquina es la de la reja verde, de las de antes", "2035-07-06"),
    ("User's cousin Nacho lives in La Jolla and trains horses at Del Mar.", "2035-07-07"),
]


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("cuanto pagamos de renta ahorita", 0),
        ("donde trabaja mi cuñada", 1),
        ("cuanto es la aseguranza del carro", 2),
        ("cuando es la operacion de la rodilla", 3),
        # a Spanish question still finds what was said in Spanish
        ("como se llama el perro", 4),
        # the twin: an English question naming Spanish places
        ("who lives in La Jolla near Del Mar", 6),
    ],
)
def test_a_spanish_question_finds_the_english_note(tmp_path: Path, query: str, first: int) -> None:
    check_first_answer(tmp_path / "m.db", NOTES, query, first)


def test_a_spanish_word_is_not_corrected_as_a_typo(tmp_path: Path) -> None:
    # No memory says "cuanto"; one says "cuarto" (a room), one edit away: a word Spanish has
    # is not read as a typo of it. Its twin, "quinseañera", is read as what the memory says.
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        memory.remember("le rentamos el cuarto de arriba a un primo de graciela")
        party = memory.remember("la quinceañera de mi sobrina es el 20 de junio").memory
        assert party is not None
        found = memory.recall("cuanto pagamos pa la quinseañera")
    assert "cuanto" not in found.to_dict().get("corrected", {})
    assert [hit.memory.id for hit in found.results] == [party.id]
