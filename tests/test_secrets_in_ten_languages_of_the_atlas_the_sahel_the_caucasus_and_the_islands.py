"""Secrets told in ten more languages (write/credentials_abroad.py for Fula, Bambara, Kikuyu,
Bislama, Tetum, Balinese and Crimean Tatar; write/credentials_scripts.py for Standard Moroccan
Tamazight in Tifinagh, and Ossetian and Erzya in Cyrillic), in the shapes an eighteenth blind set
told them, which found 13 of its 30 before their words were added: their words for a password
(Fula's "finnde", Bambara's "gundo daɲɛ", Bislama's "pasword", Crimean Tatar's "parolimiz",
Tamazight's "ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ" and "ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ", Ossetian's "сусæг дзырд"), a PIN (Bambara's "gundo
nimɔrɔ", Bislama's "sikret namba", Tetum's "númeru segredu"), a code and what it opens ("kod
baafal", "kod blong doa", "kódigu odamatan", "code ya mũrango", "qapı kodu", Balinese's
"jelanan", Tamazight's "ⵍⴽⵓⴷ ⵏ ⵜⵡⵡⵓⵔⵜ", Ossetian's "дуары код", Erzya's "кенкшэнь кодось"), a
security question and its answer ("naamnal kisal … Jaabawol", "gundo ɲininkali jaabi ye:",
"Sekuriti kwestin … Ansa", "pergunta seguransa … Resposta mak", "jawabanne", "Emniyet suali …
Cevabı", Ossetian's "сусæг фарст … Дзуапп", Erzya's "ванстыця кевкстема … Мон сёрмадыя"), and a
card's number ("limoore karte", "kariti nimɔrɔ", "Kartamnıñ nomeri") with its security code told
straight after it; their copulas (Bislama's "hemi", Tetum's "mak", Kikuyu's "nĩ", Tamazight's
"ⵉⴳⴰ"); a name whose last word is a letter alone ("Kalanso B"); a password told first and named
after ("… hemi pasword blong mi"); digits told before "this is" and the code in Erzya ("… — те
… кодось"); and a secret said changed, then told after "now it is" the sentence after ("Jooni
ko", "Sisan a ye", "Rĩu nĩ", "Naoia hemi", "Agora mak", "Şimdi", "ⴷⵖⵉ ⵉⴳⴰ", "Ныр у", "Ней
сон"). The sentences are this file's own, not the blind set's. Each secret has its twin with
none (a password, a code or an answer forgotten or withheld, a house's number, a card's fee, a
year, a network's name), which must stay free of one; and through the real service on a real
SQLite file, the first secret of each language is refused and nothing of it is stored, its twin
is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Standard Moroccan Tamazight: a hidden word after its name, not one forgotten; a door's code
    # after the copula, not the house's number; a code from the bank in groups, not one unknown;
    # a password and a door's code told after "now it is", not what one knows now, nor a year
    "Standard Moroccan Tamazight": [
        ("ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ ⵏ Gmail ⵉⴳⴰ Agadir@1960.", "Agadir@1960", "ⵜⵜⵓⵖ ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ ⵏ Gmail."),
        ("ⵍⴽⵓⴷ ⵏ ⵜⵡⵡⵓⵔⵜ ⵏ ⵜⴳⵎⵎⵉ ⵉⴳⴰ 6150.", "6150", "ⵓⵟⵟⵓⵏ ⵏ ⵜⴳⵎⵎⵉ ⵉⴳⴰ 6150."),
        (
            "ⵍⴽⵓⴷ ⵏ ⵍⴱⴰⵏⴽ ⵉⴳⴰ 508 117, ⵓⵔ ⵜ ⵜⵙⴽⵏ ⵉ ⵢⴰⵏ.",
            "508 117",
            "ⵍⴽⵓⴷ ⵏ ⵍⴱⴰⵏⴽ ⵓⵔ ⵜ ⵙⵙⵉⵏⵖ.",
        ),
        (
            "ⵙⵏⴼⵍⵖ ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ. ⴷⵖⵉ ⵉⴳⴰ Tamazgha#22.",
            "Tamazgha#22",
            "ⵙⵏⴼⵍⵖ ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ. ⴷⵖⵉ ⵓⵔ ⵜ ⵙⵙⵉⵏⵖ.",
        ),
        (
            "ⵙⵏⴼⵍⵖ ⵍⴽⵓⴷ ⵏ ⵜⵡⵡⵓⵔⵜ. ⴷⵖⵉ ⵉⴳⴰ 3079.",
            "3079",
            "ⵙⵏⴼⵍⵖ ⵍⴽⵓⴷ ⵏ ⵜⵡⵡⵓⵔⵜ ⴳ 2019 ⴰⵙⴳⴳⵯⴰⵙ.",
        ),
    ],
    # Fula: a password after "ko", not one forgotten; a door's code told after "now it is", not
    # what it is now; an answer opening the sentence after the question, not one forgotten; a
    # card's number, not where it is
    "Fula": [
        (
            "Finnde email am ko Pullo#2024, hay gooto wota anndu.",
            "Pullo#2024",
            "Mi yejjitii finnde email am, mi waylii nde hannde.",
        ),
        (
            "Mi waylii kod baafal suudu am. Jooni ko 5182.",
            "5182",
            "Mi waylii kod baafal suudu am. Jooni ko moƴƴi.",
        ),
        (
            "Naamnal kisal: innde neene am. Jaabawol: Kummba.",
            "Kummba",
            "Naamnal kisal: innde neene am. Mi yejjitii jaabawol am.",
        ),
        (
            "Limoore karte am ko 5290 4471 8836 1204.",
            "5290 4471 8836 1204",
            "Limoore karte am ina woni e nder banke.",
        ),
    ],
    # Bambara: a secret word between "ye … ye", not one forgotten; a secret number, not a
    # house's; an answer whose last word is a letter, not one withheld; a card's number, not its
    # fee; a secret number told after "now it is", not what it is now
    "Bambara": [
        (
            "N ka imeli gundo daɲɛ ye Jeliba#88 ye.",
            "Jeliba#88",
            "N ka imeli gundo daɲɛ ɲinɛna n ma.",
        ),
        ("N ka banki gundo nimɔrɔ ye 4093 ye.", "4093", "N ka so nimɔrɔ ye 4093 ye."),
        (
            "N ka gundo ɲininkali jaabi ye: Kalanso B.",
            "Kalanso B",
            "N ka gundo ɲininkali jaabi ye, n t'a fɔ.",
        ),
        (
            "N ka kariti nimɔrɔ ye 5290 4471 8836 1204 ye.",
            "5290 4471 8836 1204",
            "N ka kariti sɔngɔ ye 2500 FCFA ye.",
        ),
        (
            "N ye n ka banki gundo nimɔrɔ yɛlɛma. Sisan a ye 7731 ye.",
            "7731",
            "N ye n ka banki gundo nimɔrɔ yɛlɛma. Sisan a ka gɛlɛn.",
        ),
    ],
    # Kikuyu: a password after "nĩ", not one forgotten; a PIN told after "now it is", not what it
    # is now; a door's code, not one forgotten
    "Kikuyu": [
        (
            "Password ya email yakwa nĩ Nyeri@2023.",
            "Nyeri@2023",
            "Password ya email yakwa nĩ ndĩmĩriganĩirwo.",
        ),
        (
            "Ndagarũrire PIN ya M-Pesa. Rĩu nĩ 6158.",
            "6158",
            "Ndagarũrire PIN ya M-Pesa. Rĩu nĩ ya hitho.",
        ),
        (
            "Code ya mũrango wa nyũmba nĩ 3904.",
            "3904",
            "Code ya mũrango wa nyũmba nĩ ndĩmĩriganĩirwo.",
        ),
    ],
    # Bislama: a password, not one forgotten; a secret number after "hemi", not a house's; an
    # answer opening the sentence after the question, not one forgotten; a door's code told
    # after "now it is", not what it is now; a password told first, not a network's name; a
    # card's number with its security code after it, one secret, not where the number is
    "Bislama": [
        ("Pasword blong wifi hemi Efate_2024.", "Efate_2024", "Mi fogetem pasword blong wifi."),
        (
            "Sikret namba blong kad blong mi hemi 2750.",
            "2750",
            "Namba blong haos blong mi hemi 2750.",
        ),
        (
            "Sekuriti kwestin: nem blong fes skul blong mi. Ansa: Malapoa.",
            "Malapoa",
            "Sekuriti kwestin: nem blong fes skul blong mi. Mi fogetem ansa.",
        ),
        (
            "Mi jenisim kod blong doa. Naoia hemi 8802.",
            "8802",
            "Mi jenisim kod blong doa. Naoia hemi gud.",
        ),
        ("Tanna#77 hemi pasword blong mi.", "Tanna#77", "Tanna#77 hemi nem blong wifi blong mi."),
        (
            "Namba blong kad blong mi hemi 5290 4471 8836 1204, CVV 517.",
            "5290 4471 8836 1204, CVV 517",
            "Namba blong kad blong mi i stap long pepa blong bang.",
        ),
    ],
    # Tetum: a door's code after "mak", not one lost; a secret number told after "now it is",
    # not what it is now; an answer after "Resposta mak", not one forgotten; a password after
    # "mak", not one forgotten
    "Tetum": [
        ("Kódigu odamatan uma nian mak 4182.", "4182", "Kódigu odamatan uma nian lakon ona."),
        (
            "Ha'u troka ona númeru segredu kartaun nian. Agora mak 7361.",
            "7361",
            "Ha'u troka ona númeru segredu kartaun nian. Agora mak diak liu.",
        ),
        (
            "Pergunta seguransa: naran eskola primária. Resposta mak Becora.",
            "Becora",
            "Pergunta seguransa: naran eskola primária. Ha'u haluha resposta.",
        ),
        (
            "Password email nian mak Dili_2022.",
            "Dili_2022",
            "Password email nian mak ida ne'ebé ha'u haluha.",
        ),
    ],
    # Balinese: an answer after "jawabanne", not one forgotten; a door's code, not one lost
    "Balinese": [
        (
            "Pertanyaan keamanan bank tiange: adan sekolah pertama. Jawabanne: Saraswati.",
            "Saraswati",
            "Pertanyaan keamanan bank tiange: adan sekolah pertama. Tiang engsap jawabanne.",
        ),
        ("Kode jelanan umah tiange 5520.", "5520", "Kode jelanan umah tiange ilang."),
    ],
    # Ossetian: an answer after the secret question, not one forgotten; a door's code, not one
    # forgotten; a password told after "now it is", not what it is now; a secret word, not one
    # forgotten
    "Ossetian": [
        (
            "Мæ сусæг фарст: мæ фыццаг куыдзы ном. Дзуапп: Бæлон.",
            "Бæлон",
            "Мæ сусæг фарст: мæ фыццаг куыдзы ном. Дзуапп ферох кодтон.",
        ),
        ("Нæ дуары код у 5814.", "5814", "Нæ дуары код ферох кодтон."),
        ("Пароль аивтон. Ныр у Iron_1774.", "Iron_1774", "Пароль аивтон. Ныр у хуыздæр."),
        ("Мæ сусæг дзырд у Alan#1992.", "Alan#1992", "Мæ сусæг дзырд ферох кодтон."),
    ],
    # Erzya: an answer after "I wrote:", not what one forgot one wrote; digits before "this is"
    # and the door's code, not the house's number; a PIN told after "now it is", not a year
    "Erzya": [
        (
            "Банкань ванстыця кевкстема — васенце ялгань лем. Мон сёрмадыя: Ведяйкин.",
            "Ведяйкин",
            "Банкань ванстыця кевкстема — васенце ялгань лем. Мон стувтыя мезе сёрмадыя.",
        ),
        (
            "Ванё ёвтызе: 3390 — те кенкшэнь кодось.",
            "3390",
            "Ванё ёвтызе: 3390 — те кудонь номерэзэ.",
        ),
        ("Пин-кодонть полавтыя. Ней сон 6612.", "6612", "Пин-кодонть полавтыя 2023 иестэ."),
    ],
    # Crimean Tatar: a password with "our" joined, not one forgotten; an answer opening the
    # sentence after the question, not one forgotten; a door's code, not one forgotten; a PIN
    # told after "now", not a year; a card's number, not one unknown
    "Crimean Tatar": [
        ("Wi-Fi parolimiz: Sudaq_2020", "Sudaq_2020", "Wi-Fi parolimizni unuttım."),
        (
            "Emniyet suali: birinci mektebimniñ adı. Cevabı: Aqmescit.",
            "Aqmescit",
            "Emniyet suali: birinci mektebimniñ adı. Cevabını unuttım.",
        ),
        ("Qapı kodu 2741, kimsege aytma.", "2741", "Qapı kodunı unuttım."),
        (
            "PIN-kodumnı deñiştirdim. Şimdi 8265.",
            "8265",
            "PIN-kodumnı deñiştirdim. Şimdi 2024 yılı.",
        ),
        (
            "Kartamnıñ nomeri 5290 4471 8836 1204.",
            "5290 4471 8836 1204",
            "Kartamnıñ nomerini bilmeyim.",
        ),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
