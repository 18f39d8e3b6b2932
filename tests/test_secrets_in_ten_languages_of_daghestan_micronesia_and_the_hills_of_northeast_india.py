"""Secrets told in ten more languages (write/credentials_scripts.py for Lak, Dargwa, Kumyk and
Tabasaran in Cyrillic; write/credentials_abroad.py for Pohnpeian, Kosraean, Mizo and Khasi in
Latin letters; write/credentials.py for a card's name and number), in the shapes a twenty-second
blind set told them (with Nogai and Palauan, whose secrets the code before found already), which
found 16 of its 30 before their words were added and flagged one of its twins (Kosraean's "Nga
ekulla password ke Wi-Fi ke lohm", I changed the password of the home's Wi-Fi: Sesotho's copula
"ke" is Kosraean's "of", and the network's name after it was taken for the password): a code
named by what it opens or does, first, with its endings (Lak's "домофондалул кодри", an
intercom's, after digits told first; Kumyk's "тасдыкъ коду", one to confirm; Khasi's "code jong
ka jingkhang", a door's) and what a code opens (Pohnpeian's and Mizo's door, "wenihmw",
"kawngkhar"); Dargwa's password with its hard sign ("паролъ"); a card's name and number in
Pohnpeian ("kahd nempe") with its security code after; a security question (Lak's "Банкрал
суаллил", Kumyk's "Банкдагъы сорав", Khasi's "jingkylli security") and its answer (Lak's after
what it is, five words; Kumyk's quoted the sentence after, "Жавабы — «…»"; Kosraean's "Top luk:
…", Khasi's "Ka jubab ka long …"), not a question quoted (Khasi's "kyrteng", name, "nyngkong",
first) nor the answer forgotten; the copulas of Pohnpeian and Khasi ("iei", "ka long"); Mizo's
password told first, quoted, then "this is my password" ("… hi ka … password a ni"); and a
secret said changed, then told after "now it is" the sentence after (Dargwa's "Гьанна", Tabasaran's
"Гьаму … ву", Kosraean's "Ingena pa", Mizo's "Tunah chuan", Khasi's "Mynta ka long"). The
sentences are this file's own, not the blind set's. Each secret has its twin with none (a
password, a code or an answer forgotten, a phone's, a house's or a flat's number, a year, an
amount, the network a password opens), which must stay free of one; and through the real service
on a real SQLite file, the first secret of each language is refused and nothing of it is stored,
its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Lak: digits told first, then the intercom's code some words after, not a flat's number; an
    # answer after what it is, five words, not one forgotten
    "Lak": [
        (
            "5071 — ттул подъездрал домофондалул кодри.",
            "5071",
            "1987 — ттул подъездрал квартиралул номерри.",
        ),
        (
            "Банкрал суаллил жаваб — ттул нинул буттал шяравалул цӀа: Хъювхъи.",
            "Хъювхъи",
            "Банкрал суаллил жаваб ттун хъамабивкӀуна.",
        ),
    ],
    # Dargwa: a safe's code told after "now it is" the sentence after, not a year; a password
    # with its hard sign, not one not known
    "Dargwa": [
        (
            "Хъалила сейфла код нуни дарсиб. Гьанна 4082 саби.",
            "4082",
            "Хъалила сейфла код нуни дарсиб. Гьанна 2019 саби.",
        ),
        (
            "Почтала паролъ Dargo#2020 саби.",
            "Dargo#2020",
            "Почтала паролъ нуни хӀебалу.",
        ),
    ],
    # Kumyk: an answer quoted the sentence after the question, not one forgotten; a code to
    # confirm in groups, not an amount
    "Kumyk": [
        (
            "Банкдагъы сорав: анамны туугъан юрту. Жавабы — «Къазаныш 1-нчи школа».",
            "Къазаныш 1-нчи школа",
            "Банкдагъы сорав: анамны туугъан юрту. Жавабын унутгъанман.",
        ),
        (
            "Телефонгъа гелген тасдыкъ коду 41 27 93, гьали язып къой.",
            "41 27 93",
            "Телефонгъа гелген счёт 412 манат, гьали тёлеп къой.",
        ),
    ],
    # Tabasaran: an alarm's code told after "now" the sentence after, its copula after it, not
    # a year
    "Tabasaran": [
        (
            "Гаражин сигнализациян код дегиш гъапӀунзуз. Гьаму 5307 ву.",
            "5307",
            "Гаражин сигнализациян код дегиш гъапӀунзуз. Гьаму 2021 ву.",
        ),
    ],
    # Pohnpeian: a door's code, not a phone's number; a card's number and its security code, not
    # a phone's; a password after its copula, not words
    "Pohnpeian": [
        (
            "Code en wenihmw en imwei kapw: 6618.",
            "6618",
            "Nempe en telepwohn en imwei kapw: 320 5541.",
        ),
        (
            "Ei kahd nempe iei 5318 6642 0193 7705, CVV 264.",
            "5318 6642 0193 7705, CVV 264",
            "Ei telepwohn nempe iei 0912 335 7714.",
        ),
        (
            "Ei password en Gmail iei Nahnmwarki#77.",
            "Nahnmwarki#77",
            "Ei password en Gmail iei mehkot me I manokehla.",
        ),
    ],
    # Kosraean: a password told after "now it is" the sentence after, not the network it opens;
    # a PIN the same, not a year; an answer after "my answer", not one forgotten
    "Kosraean": [
        (
            "Nga ekulla password ke email luk. Ingena pa Lelu#Kosrae5.",
            "Lelu#Kosrae5",
            "Nga ekulla password ke Wi-Fi ke ofis.",
        ),
        (
            "Nga ekulla PIN luk ke ATM. Ingena pa 7731.",
            "7731",
            "Nga ekulla PIN luk ke ATM. Ingena pa 2024.",
        ),
        (
            "Security question ke bank: inen acn se ma nga isusla we. Top luk: Utwe.",
            "Utwe",
            "Security question ke bank: inen acn se ma nga isusla we. Nga mulkunla top luk.",
        ),
    ],
    # Mizo: a password told first, quoted, then "this is my password", not one forgotten; a
    # door's code, not a house's number; a PIN told after "now" the sentence after, not a year
    "Mizo": [
        (
            '"Champhai@77" hi ka Facebook password a ni.',
            "Champhai@77",
            "Ka Facebook password hi ka theihnghilh.",
        ),
        (
            "Ka in kawngkhar code chu 6021 a ni.",
            "6021",
            "Ka in number chu 6021 a ni.",
        ),
        (
            "Ka ATM PIN ka thlak. Tunah chuan 3852 a ni.",
            "3852",
            "Ka ATM PIN ka thlak. Tunah chuan 2025 a ni.",
        ),
    ],
    # Khasi: a door's code after its copula, not a number of nothing; an answer after "my answer
    # is" the sentence after the question, not the question quoted; a PIN told after "now it is"
    # the sentence after, not a year; a password after its copula, not words
    "Khasi": [
        (
            "Ka code jong ka jingkhang jong ka ophis ka long 2290.",
            "2290",
            "Ka number jong ka ophis ka long 2291.",
        ),
        (
            "Ka jingkylli security jong ka bank: 'ka kyrteng jong ka ksew kaba nyngkong'. "
            "Ka jubab ka long Tiger.",
            "Tiger",
            "Ka jingkylli security jong ka bank ka long 'ka kyrteng jong ka ksew kaba "
            "nyngkong', hynrei nga la klet ia ka jubab.",
        ),
        (
            "Nga la kylla ia ka PIN jong ka ATM. Mynta ka long 6604.",
            "6604",
            "Nga la kylla ia ka PIN jong ka ATM. Mynta ka long 2023.",
        ),
        (
            "Ka password jong ka Wi-Fi ka long Shillong#88.",
            "Shillong#88",
            "Ka password jong ka Wi-Fi ka long kaba jrong.",
        ),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
