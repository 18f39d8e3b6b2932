"""Secrets told in ten more languages (write/credentials_abroad.py for Kiribati, Minangkabau,
Acehnese, Sango, Sepedi and Kabyle; write/credentials_scripts.py for Abkhaz, Avar and Meadow Mari
in Cyrillic; Kanuri's words were all found before), in the shapes a nineteenth blind set told
them, which found 19 of its 30 before their words were added: their words for a password
(Kabyle's "awal uffir", Sepedi's "lentšu la sephiri"), a code and what it opens (Kiribati's
"kooto te mataroa", "kooto te bangke", Minangkabau's "kode pagar", Acehnese's "kode pintô",
Sango's "code ti yanga ti da", Sepedi's "khoutu ya mojako", Kabyle's "tangalt n tewwurt",
Abkhaz's "ашә", Avar's "нуцӀа" and "къапу", Meadow Mari's "омса"), a security question and its
answer ("Titiraki ni kamanoa … Te kaeka", "Asteqsi n tɣellist … Tiririt d", "Jaweuban",
"Question ti sécurité … Réponse", "Potšišo ya tšhireletšo … Karabo", Avar's "Хасалъул суал …
Жаваб:", Meadow Mari's "Шолып йодыш … Вашмут:"), and a card's number (Kabyle's "uṭṭun n
lakaṛt-iw", Abkhaz's "сыкарта аномер"); their copulas (Sango's "ayeke", Acehnese's
"nakeuh"); a year's digits told first and "that is" the code in Minangkabau ("1987 tu kode
pagar …"); and a secret said changed, then told after "now it is" the sentence after ("Ngkai
bon", "Kini", "Jinoe", "Fadeso a yeke", "Bjale ke", "Tura d", "Уажәы", "Гьанже", "Кызыт"). The
sentences are this file's own, not the blind set's. Each secret has its twin with none (a
password, a code or an answer forgotten or withheld, a house's or a phone's number, a year, what
it is now), which must stay free of one; and through the real service on a real SQLite file, the
first secret of each language is refused and nothing of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Kiribati: a door's code after "bon", not one forgotten; a bank's code told after "now it
    # is", not a year; an answer opening the sentence after the question, not one forgotten
    "Kiribati": [
        (
            "Ana kooto te mataroa n au mwenga bon 4826.",
            "4826",
            "I a mwaninga ana kooto te mataroa n au mwenga.",
        ),
        (
            "I a tia ni bita ana kooto te bangke. Ngkai bon 5371.",
            "5371",
            "I a tia ni bita ana kooto te bangke. Ngkai bon 2024 te ririki.",
        ),
        (
            "Titiraki ni kamanoa: aran au moa ni kamea. Te kaeka: Tebwa.",
            "Tebwa",
            "Titiraki ni kamanoa: aran au moa ni kamea. I a mwaninga te kaeka.",
        ),
    ],
    # Kabyle: a hidden word after a colon, not one forgotten; a door's code, not a house's
    # number; a password told after "now it is", not what it is now; an answer after "tiririt
    # d", not one forgotten; a card's number, not a phone's
    "Kabyle": [
        ("Awal uffir n Gmail: Tizi@1980.", "Tizi@1980", "Ttuɣ awal uffir n Gmail."),
        ("Tangalt n tewwurt d 5093.", "5093", "Uṭṭun n uxxam d 5093."),
        (
            "Beddleɣ awal uffir n Facebook. Tura d Jurjura#77.",
            "Jurjura#77",
            "Beddleɣ awal uffir n Facebook. Tura d amaynut.",
        ),
        (
            "Asteqsi n tɣellist: isem n uqcic-iw amezwaru. Tiririt d Amayas.",
            "Amayas",
            "Asteqsi n tɣellist: isem n uqcic-iw amezwaru. Ttuɣ tiririt.",
        ),
        (
            "Uṭṭun n lakaṛt-iw d 5290 4471 8836 1205.",
            "5290 4471 8836 1205",
            "Uṭṭun n tilifun-iw d 0550 12 60 82.",
        ),
    ],
    # Minangkabau: an alarm's code told after "now", not a year; a year's digits told as the
    # gate's code, not as the year it was built; a gate's code, not a house's number
    "Minangkabau": [
        (
            "Ambo ganti kode alarm kadai. Kini 6604.",
            "6604",
            "Ambo ganti kode alarm kadai. Kini 2025.",
        ),
        ("1987 tu kode pagar kantua.", "1987", "1987 tu tahun pagar kantua dibangun."),
        (
            "Kode pagar rumah ambo 7315, jan agiah tau urang.",
            "7315",
            "Nomor rumah ambo 7315, jan agiah tau urang.",
        ),
    ],
    # Acehnese: a PIN told after "now", not a year; a door's code after "nakeuh", not a house's
    # number; an answer opening the sentence after the question, not one withheld
    "Acehnese": [
        ("Lôn gantoe PIN ATM. Jinoe 7720.", "7720", "Lôn gantoe PIN ATM. Jinoe 2024 thôn."),
        ("Kode pintô rumoh lôn nakeuh 2941.", "2941", "Nomor rumoh lôn nakeuh 2941."),
        (
            "Pertanyaan keamanan: nan sikula phôn. Jaweuban: Meuraxa.",
            "Meuraxa",
            "Pertanyaan keamanan: nan sikula phôn. Jaweuban hana lôn peugah.",
        ),
    ],
    # Sango: a PIN told after "now it is", not what it is now; a door's code after "ayeke", not
    # the house's number; an answer opening the sentence after the question, not one forgotten;
    # a password after "ayeke", not one forgotten
    "Sango": [
        (
            "Mbi gbian PIN ti carte ti mbi. Fadeso a yeke 3390.",
            "3390",
            "Mbi gbian PIN ti carte ti mbi. Fadeso a yeke nzoni.",
        ),
        (
            "Code ti yanga ti da ti mbi ayeke 5184.",
            "5184",
            "Numéro ti da ti mbi ayeke 5184.",
        ),
        (
            "Question ti sécurité: iri ti kodro ti mama ti mbi. Réponse: Bouar.",
            "Bouar",
            "Question ti sécurité: iri ti kodro ti mama ti mbi. Mbi girisa réponse ni.",
        ),
        (
            "Mot de passe ti Wi-Fi ayeke Bangui#2030.",
            "Bangui#2030",
            "Mbi girisa mot de passe ti Wi-Fi.",
        ),
    ],
    # Sepedi: a PIN told after "now it is", not what one remembers now; a secret word, not one
    # forgotten; an answer opening the sentence after the question, not one forgotten; a door's
    # code, not a house's number
    "Sepedi": [
        (
            "Ke fetotše PIN ya karata. Bjale ke 6618.",
            "6618",
            "Ke fetotše PIN ya karata. Bjale ke e gopola gabotse.",
        ),
        (
            "Lentšu la sephiri la Gmail ke Limpopo#45.",
            "Limpopo#45",
            "Ke lebetše lentšu la sephiri la Gmail.",
        ),
        (
            "Potšišo ya tšhireletšo: leina la mpša ya ka ya mathomo. Karabo: Bobby.",
            "Bobby",
            "Potšišo ya tšhireletšo: leina la mpša ya ka ya mathomo. Ke lebetše karabo.",
        ),
        ("Khoutu ya mojako ke 2207.", "2207", "Nomoro ya ntlo ke 2207."),
    ],
    # Abkhaz: a door's code told after "now", not one withheld; a door's code, not a house's
    # number; a card's number, not one forgotten
    "Abkhaz": [
        (
            "Ашә акод сыԥсахит. Уажәы 4471 ауп.",
            "4471",
            "Ашә акод сыԥсахит, аха иасымҳәеит.",
        ),
        ("Ашә акод 5912 ауп.", "5912", "Аҩны аномер 5912 ауп."),
        (
            "Сыкарта аномер 5290 4471 8836 1205 ауп.",
            "5290 4471 8836 1205",
            "Сыкарта аномер схашҭит.",
        ),
    ],
    # Avar: an answer after "Жаваб:" the sentence after the question, not one withheld; a gate's
    # code told after "now", not a year; a door's code, not a flat's number
    "Avar": [
        (
            "Хасалъул суал: дир эбелалъул росу. Жаваб: Хунзах.",
            "Хунзах",
            "Хасалъул суал: дир эбелалъул росу. Жаваб бицине бегьуларо.",
        ),
        (
            "Къапуялъул код хисизабуна. Гьанже 5530 буго.",
            "5530",
            "Къапуялъул код хисизабуна. Гьанже 2023 сон буго.",
        ),
        ("НуцӀаялъул код 7719 буго.", "7719", "Дир квартираялъул номер 7719 буго."),
    ],
    # Meadow Mari: an answer after "Вашмут:" the sentence after the question, not one forgotten;
    # a door's code told after "now", not a year; a door's code, not a house's number
    "Meadow Mari": [
        (
            "Шолып йодыш: авамын шочмо ялже. Вашмут: Морко.",
            "Морко",
            "Шолып йодыш: авамын шочмо ялже. Вашмутым монденам.",
        ),
        (
            "Омса кодым вашталтышым. Кызыт 8842.",
            "8842",
            "Омса кодым вашталтышым. Кызыт 2024 ий.",
        ),
        ("Омса код — 3307.", "3307", "Пӧртын номержо — 3307."),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
