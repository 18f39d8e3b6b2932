"""Secrets told in ten more languages (write/credentials_abroad.py for Tuvaluan, Nuer, Tiv and
Karakalpak in Latin letters; write/credentials_scripts.py for Kalmyk, Lezgian and Karachay-Balkar
in Cyrillic and Dogri in Devanagari; write/credentials.py for a card's number and its security
code), in the shapes a twenty-first blind set told them (with Chuukese and Ingush, whose secrets
the code before found already), which found 17 of its 30 before their words were added and
flagged none of its twins: a code and what it opens (Tuvaluan's "code o te faitotoka", "code o te
loka", Tiv's "code u gate", Karakalpak's "esiktiń kodı", a door's, told with no copula, a year's
digits too; a gate and a safe in Cyrillic, Kalmyk's "ворот…", Karachay-Balkar's "сейф…"); a card's
number with a word between whose letter carries a mark of its own (Nuer's "da̱", my) and its
security code told after Nuer's copula ("…, CVV ɛ 317"); a security question and its answer
(Lezgian's "секретный суал … жаваб:", Kalmyk's "Банкин сурврин хәрү", Dogri's "सिक्योरिटी सुआल दा
जवाब"), the answer told after what it is ("хәрү — эцкин төрсн балһсн: Элст", "जवाब — मेरी माऊ दा
ग्रां: बटोत"), after a saint's short title ("St. Anne's Otukpo"), or after what the question asked,
named again with Nuer's copula the sentence after ("… thiec ciöt gaat da̱ kä security question.
Ciöt gaat da̱ ɛ Gatluak."); not "my", "to me" or "not" after the word for an answer (Dogri's
"मिगी", "नेईं"); a password first, then "that is my password" (Karachay-Balkar's "ол меним …
паролюмду"); and a code said changed, then told after "now it is" the sentence after (Tuvaluan's
"Ko … nei", Tiv's "Hegen ka", Kalmyk's "Ода", Lezgian's "Гила … я"). The sentences are this
file's own, not the blind set's. Each secret has its twin with none (a password, a code or an
answer forgotten or withheld, a phone's number, a year), which must stay free of one; and through
the real service on a real SQLite file, the first secret of each language is refused and nothing
of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Tuvaluan: a door's and a lock's code told after "it is … now" the sentence after, not a
    # house's phone, not one forgotten
    "Tuvaluan": [
        (
            "Ne fuli ne matou te code o te faitotoka. Ko 4096 nei.",
            "4096",
            "Ne fuli ne matou te numela telefoni o te fale. Ko 20871 nei.",
        ),
        (
            "Ne sui ne au te code o te loka i te ofisa. Ko 5817 nei.",
            "5817",
            "Ne sui ne au te code o te loka i te ofisa, kae ko galo i au.",
        ),
    ],
    # Nuer: an answer after what the question asked, named again the sentence after, not the
    # answer withheld; a card's number and its security code, not a phone's number
    "Nuer": [
        (
            "Bank ca ɣän thiec ciöt gaat da̱ kä security question. Ciöt gaat da̱ ɛ Gatluak.",
            "Gatluak",
            "Bank ca ɣän thiec ciöt gaat da̱ kä security question. Ciöt gaat da̱ ca ɣän jɛ lar.",
        ),
        (
            "Namba card da̱ ɛ 5210 7734 0091 2658, CVV ɛ 317.",
            "5210 7734 0091 2658, CVV ɛ 317",
            "Namba telefon da̱ ɛ 0912 335 771.",
        ),
    ],
    # Tiv: a gate's code told after "now it is" the sentence after, not a year; an answer that
    # opens with a saint's short title, not one forgotten
    "Tiv": [
        (
            "M gema code u gate u shop yam. Hegen ka 7714.",
            "7714",
            "M gema code u gate u shop yam. Hegen ka 2024.",
        ),
        (
            "Mlumun u security question u bank la: St. Anne's Otukpo.",
            "St. Anne's Otukpo",
            "Mlumun u security question u bank la, m hungur.",
        ),
    ],
    # Karakalpak: a door's code with no copula, not one to be sent; a gate's code whose digits a
    # year's could be, not the code sent in a year
    "Karakalpak": [
        (
            "Úydiń esiktiń kodı 4071, umıtpa.",
            "4071",
            "Úydiń esiktiń kodın erteń jiberemen.",
        ),
        (
            "Dárwazanıń kodı 1986, hesh kimge aytpa.",
            "1986",
            "Dárwazanıń kodın 1986-jılı qoydıq.",
        ),
    ],
    # Kalmyk: a gate's code told after "now" the sentence after, not a year; an answer after
    # what it is, not the answer forgotten
    "Kalmyk": [
        (
            "Манай воротин код шинэрүлгдв. Ода 8027.",
            "8027",
            "Манай воротин код шинэрүлгдв. Ода 2025.",
        ),
        (
            "Банкин сурврин хәрү — эцкин төрсн балһсн: Элст.",
            "Элст",
            "Банкин сурврин хәрү эцкин төрсн балһсн, би мартчкув.",
        ),
    ],
    # Lezgian: an alarm's code told after "now" the sentence after, its copula after it, not a
    # year; an answer after a colon, the question a secret one, not the answer forgotten
    "Lezgian": [
        (
            "Дукандин сигнализациядин код цӀийи хьана. Гила 7290 я.",
            "7290",
            "Дукандин сигнализациядин код цӀийи хьана. Гила 2023 я.",
        ),
        (
            "Секретный суал — зи бубадин хуьр, жаваб: Ахцегь.",
            "Ахцегь",
            "Секретный суал — зи бубадин хуьр, жаваб заз рикӀелай алатна.",
        ),
    ],
    # Karachay-Balkar: a safe's code, not where it is; a password first, then "that is my
    # password", not one forgotten
    "Karachay-Balkar": [
        ("Офисни сейфини коду 5531.", "5531", "Офисни сейфини коду иеде."),
        (
            "Elbrus!88 — ол меним почтамы паролюмду.",
            "Elbrus!88",
            "Меним почтамы паролюмю унутдум.",
        ),
    ],
    # Dogri: an answer after what it is, not "to me" and "not" after the word for an answer
    "Dogri": [
        (
            "सिक्योरिटी सुआल दा जवाब — मेरी माऊ दा ग्रां: बटोत।",
            "बटोत",
            "सिक्योरिटी सुआल दा जवाब मिगी याद नेईं।",
        ),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
