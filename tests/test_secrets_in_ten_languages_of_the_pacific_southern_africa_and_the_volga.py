"""Secrets told in ten more languages (write/credentials_abroad.py for Tahitian, Chamorro,
Marshallese, Venda, Tsonga, Bemba and Kirundi; write/credentials_scripts.py for Sakha, Bashkir and
Chuvash in Cyrillic letters), in the shapes a fifteenth blind set told them, which found 19 of its
30 before their words were added: their words for a password ("parau huna", "kontraseña",
"password-hu" with Chamorro's possessive joined, "ipfi ḽa tshiphiri", "rito ra xihundla", "ishiwi
lya nkama", "кистэлэҥ тыл", "серһүҙ", "серле һүҙ", "вӑрттӑн сӑмах"), a PIN or a secret number
("nūmera huna", "numiru sekretu", "PIN-hu", "nomboro ya tshiphiri", "nomboro ya xihundla",
"namba ya nkama", "inomero y'ibanga"), a code and what it opens ("tāpa'o o te 'ōpani",
"tāpa'o o te 'āfata moni", "kodigu para i pettan", "code in kōjām", "khoudu ya vothi", "khodi ya
nyangwa", "code ya ku ciibi", "аан кода", "ҡапҡа коды", "хапха кодӗ", "ҫирӗплетӳ кодӗ"), a
security question and its answer ("uira'a huna … pāhonora'a", "kuestion sekuridåt … I
ineppe-hu", "kajjitōk in kōjparok … Uwaak", "mbudziso ya tsireledzo … Phindulo", "xivutiso xa
vuhlayiseki … Nhlamulo", "icipusho ca nkama … Icasuko", "ikibazo c'umutekano … Inyishu",
"кистэлэҥ ыйытык … Хоруй", "йәшерен һорау … Яуап", "вӑрттӑн ыйту … Хурав"), and a card's number
("nōmba in card", "nomboro ya karaṱa", "inomero y'ikarata", "карточкам нүөмэрэ"); their copulas
(Marshallese's "ej", Venda's "ndi", Bemba's and Kirundi's "ni", Tsonga's "i" after what a
password is of, "ya wifi ya mina i …", and Chamorro's none after the article "i" and what the
password is of, "I password-hu gi Facebook …"); a code told the sentence after its name, opened
by Tahitian's "'O"; digits told, then "this is" and the name ("…, iyi e PIN yandi", "… — бу
PIN-кода", "… — был CVV", "… — ку алӑк кодӗ"); and a door's code said in Chuvash's number words
("пӗрре, тӑваттӑ, саккӑр, иккӗ"). The sentences are this file's own, not the blind set's. Each
secret has its twin with none (a house's, a room's or a phone's number, a sum, a year, an order,
a password forgotten or lost, a question's answer forgotten), which must stay free of one; and
through the real service on a real SQLite file, the first secret of each language is refused and
nothing of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Tahitian: a password after a colon, not one lost; a door's code after "'o", not a
    # house's number; a secret number; an answer opening the sentence after the question; a
    # money box's code told the sentence after its name, not a room's number
    "Tahitian": [
        (
            "Tā'u parau huna nō te Gmail: Heiva#2024.",
            "Heiva#2024",
            "Ua mo'e ia'u tā'u parau huna nō te Gmail.",
        ),
        (
            "Te tāpa'o o te 'ōpani fare, 'o 5930.",
            "5930",
            "Tei te nūmera 59 tō mātou fare, i piha'i iho i te 'ōpani.",
        ),
        (
            "Tā'u nūmera huna nō te fare moni: 4826.",
            "4826",
            "Ua mo'e tā'u nūmera huna nō te fare moni.",
        ),
        (
            "Uira'a huna a te fare moni: Eaha te i'oa o tā'u 'urī mātāmua? Ta'u pāhonora'a: Tiki.",
            "Tiki",
            "Ua pohe tā'u 'urī mātāmua, o Tiki tōna i'oa.",
        ),
        (
            "Ua taui au i te tāpa'o o te 'āfata moni. 'O 7731 teie.",
            "7731",
            "Ua taui au i te nūmera o te piha. 'O 7731 teie.",
        ),
    ],
    # Chamorro: a password with a possessive joined and no copula, not one lost; a PIN so; a
    # door's code, not a room's number; an answer after "I ineppe-hu"; a secret number, not a
    # room's
    "Chamorro": [
        (
            "I password-hu gi Facebook Hagåtña#1898, cha'-mu sangåni ni hayiyi.",
            "Hagåtña#1898",
            "I password-hu gi Facebook malingu, debi na hu tulaika.",
        ),
        (
            "I PIN-hu gi ATM 7316, put fabot na'hasso yo'.",
            "7316",
            "I PIN-hu gi ATM ti mamomokat, ya hu faisen i bangko.",
        ),
        ("I kodigu para i pettan gi ofisina 4418.", "4418", "I ofisina gaige gi kuatto 441."),
        (
            "I kuestion sekuridåt: Håfa na'an i fine'nana eskuela-mu? I ineppe-hu: Tamuning.",
            "Tamuning",
            "I fine'nana eskuela-hu gi Tamuning, ya ya-hu.",
        ),
        (
            "I numiru sekretu-hu 5820, cha'-mu sangåni.",
            "5820",
            "I numiru kuatto-hu 582, gi segundo piso.",
        ),
    ],
    # Marshallese: a password after "ej", not one lost; a door's code, not a room's number; an
    # answer after "Uwaak eo aō"; a card's number, not a phone's
    "Marshallese": [
        (
            "Password eo aō ilo Facebook ej Majuro#1979.",
            "Majuro#1979",
            "Password eo aō ilo Facebook iaar jako.",
        ),
        ("Code in kōjām in ofij eo ej 2580.", "2580", "Ofij eo ej pād ilo ruum 258."),
        (
            "Kajjitōk in kōjparok: Etan ri-kaki eo aō moktata? Uwaak eo aō: Bobo.",
            "Bobo",
            "Ri-kaki eo aō moktata etan Bobo.",
        ),
        (
            "Nōmba in card eo aō: 4532 7719 0086 2245",
            "4532 7719 0086 2245",
            "Nōmba in taliboon eo aō: 692 455 1234",
        ),
    ],
    # Venda: a password after "ndi", not one forgotten; a door's code, not a room's number; a
    # card's secret number, not when the card comes; an answer after "Phindulo yanga ndi"; a
    # card's number, not a phone's
    "Venda": [
        (
            "Ipfi ḽa tshiphiri ḽa Gmail yanga ndi Venda#1979.",
            "Venda#1979",
            "Ipfi ḽa tshiphiri ḽa Gmail yanga ndo ḽi hangwa.",
        ),
        ("Khoudu ya vothi ḽa ofisi ndi 4092.", "4092", "Ofisi yanga i kha rumu ya 409."),
        (
            "Nomboro ya tshiphiri ya karaṱa yanga ndi 7731.",
            "7731",
            "Karaṱa yanga ntswa i ḓo ḓa nga Lavhuraru.",
        ),
        (
            "Mbudziso ya tsireledzo: Dzina ḽa tshikolo tsha u thoma? Phindulo yanga ndi Mbilwi.",
            "Mbilwi",
            "Tshikolo tshanga tsha u thoma ho vha hu Mbilwi Secondary.",
        ),
        (
            "Nomboro ya karaṱa yanga ndi 4929 1188 2041 7735",
            "4929 1188 2041 7735",
            "Nomboro ya founu yanga ndi 082 555 1234",
        ),
    ],
    # Tsonga: a password after "i" and what it is of, not one forgotten; a door's code, not a
    # room's number; a card's secret number, not the year it ends; an answer after
    # "Nhlamulo:", and named before the question, not the question told after "i"; an English
    # "password" so
    "Tsonga": [
        (
            "Rito ra xihundla ra Gmail ya mina i Tsonga@2024.",
            "Tsonga@2024",
            "Rito ra xihundla ra Gmail ya mina ndzi ri rivalile.",
        ),
        ("Khodi ya nyangwa ya ofisi i 3107.", "3107", "Ofisi ya mina yi le ka rumu 310."),
        (
            "Nomboro ya xihundla ya karata ya mina i 6621.",
            "6621",
            "Karata ya mina yi herile hi 2027.",
        ),
        (
            "Xivutiso xa vuhlayiseki: Vito ra xikolo xa mina xo sungula? Nhlamulo: Tiyani.",
            "Tiyani",
            "Xikolo xa mina xo sungula a ku ri Tiyani Primary.",
        ),
        (
            "Nhlamulo ya mina eka xivutiso xa vuhlayiseki i Tiyani.",
            "Tiyani",
            "Xivutiso xa vuhlayiseki i Vito ra xikolo xo sungula, nhlamulo ndzi yi rivalile.",
        ),
        (
            "Password ya Facebook ya mina i Giyani#77.",
            "Giyani#77",
            "Password ya Facebook ya mina yi lahlekile.",
        ),
    ],
    # Bemba: a password after "ni", not one forgotten; a door's code, not a house's number; a
    # secret number, not one forgotten; an answer after "Icasuko:"; digits, then "iyi e PIN",
    # not a house's number
    "Bemba": [
        (
            "Ishiwi lya nkama lya Facebook yandi ni Lusaka#1964.",
            "Lusaka#1964",
            "Ishiwi lya nkama lya Facebook yandi nalilaba.",
        ),
        (
            "Code ya ku ciibi ca ofesi ni 5512.",
            "5512",
            "Ofesi yesu ili pa namba 55 mupepi na ciibi.",
        ),
        ("Namba ya nkama iya ku bank ni 8043.", "8043", "Namba ya nkama iya ku bank naiilaba."),
        (
            "Icipusho ca nkama: ishina lya galu wandi uwa kubalilapo? Icasuko: Simba.",
            "Simba",
            "Galu wandi uwa kubalilapo aleitwa Simba.",
        ),
        (
            "Nalilaba: 3391, iyi e PIN yandi iya ku bank.",
            "3391",
            "Nalilaba: 3391, iyi e namba ya ng'anda yandi.",
        ),
    ],
    # Kirundi: a card's secret number, not when the card ends; an answer after "Inyishu:", and
    # in the question's sentence after "inyishu yanje ni", not one forgotten; a card's number,
    # not a phone's
    "Kirundi": [
        (
            "Ku kibazo c'umutekano, inyishu yanje ni Kabondo.",
            "Kabondo",
            "Ku kibazo c'umutekano, inyishu yanje narayibagiye.",
        ),
        ("Inomero y'ibanga y'ikarata yanje ni 3318.", "3318", "Ikarata yanje izorangira mu 2027."),
        (
            "Ikibazo c'umutekano: Izina ry'umwigisha wanje wa mbere? Inyishu: Ndayishimiye.",
            "Ndayishimiye",
            "Umwigisha wanje wa mbere yitwa Ndayishimiye.",
        ),
        (
            "Inomero y'ikarata yanje ni 5412 7534 9821 0037",
            "5412 7534 9821 0037",
            "Inomero ya telefone yanje ni 79 123 456.",
        ),
    ],
    # Sakha: a secret word, not one forgotten; a door's code, not a door's number; an answer
    # after "Хоруй:", not one forgotten; digits, then "бу PIN-кода", not a sum; a card's
    # number, not a phone's
    "Sakha": [
        (
            "Госуслуга кистэлэҥ тылым: Sakha#1632.",
            "Sakha#1632",
            "Госуслуга кистэлэҥ тылым умнубуппун.",
        ),
        ("Аан кода: 4417, умнума.", "4417", "Аан нүөмэрэ 44, иккис этаж."),
        (
            "Кистэлэҥ ыйытык: маамам кыыс араспаанньата. Хоруй: Николаева.",
            "Николаева",
            "Кистэлэҥ ыйытык: маамам кыыс араспаанньата. Хоруйу умнубуппун.",
        ),
        ("Аҕам карточкатын 6625 — бу PIN-кода.", "6625", "Аҕам карточкатыгар 6625 солкуобай баар."),
        (
            "Карточкам нүөмэрэ 2200 7004 1234 5671",
            "2200 7004 1234 5671",
            "Телефонум нүөмэрэ 8 914 222 33 44.",
        ),
    ],
    # Bashkir: a secret word, not one forgotten; a gate's code, not cars at the gate; an
    # answer after "Яуап:", not one forgotten; a secret word after a dash, not one changed;
    # digits, then "был CVV", not a room
    "Bashkir": [
        ("Почтамдың серһүҙе: Ural#1919.", "Ural#1919", "Почтамдың серһүҙен оноттом."),
        ("Ҡапҡа коды: 3581, онотма.", "3581", "Ҡапҡа янында 35 машина тора."),
        (
            "Йәшерен һорау: беренсе уҡытыусымдың исеме? Яуап: Гөлнур.",
            "Гөлнур",
            "Йәшерен һорау: беренсе уҡытыусымдың исеме? Яуабын оноттом.",
        ),
        (
            "Интернет-банктың серле һүҙе — Agidel_2020.",
            "Agidel_2020",
            "Интернет-банктың серле һүҙен алмаштырҙым.",
        ),
        (
            "Картамдың артындағы 518 — был CVV.",
            "518",
            "Картамдың артындағы 518 — был ҡунаҡхана бүлмәһе.",
        ),
    ],
    # Chuvash: a secret word, not one forgotten; a door's code in Chuvash's number words, not
    # children's ages; an answer after "Хурав:", not one forgotten; digits, then "ку алӑк
    # кодӗ", not flats; a gate's code, not children at the gate; a code to confirm, not an
    # order's number
    "Chuvash": [
        (
            "Госуслугӑн вӑрттӑн сӑмахӗ: Shupashkar#1469.",
            "Shupashkar#1469",
            "Госуслугӑн вӑрттӑн сӑмахне манса кайрӑм.",
        ),
        (
            "Алӑк кодӗ: пӗрре, тӑваттӑ, саккӑр, иккӗ.",
            "пӗрре, тӑваттӑ, саккӑр, иккӗ",
            "Пирӗн ҫемьере виҫҫӗ, тӑваттӑ, пиллӗк, улттӑ ҫулхи ачасем.",
        ),
        (
            "Хапха кодӗ — 4093, никама та ан кала.",
            "4093",
            "Хапха умӗнче 40 ача, никама та ан кала.",
        ),
        (
            "Вӑрттӑн ыйту: аннен хӗр хушамачӗ. Хурав: Петрова.",
            "Петрова",
            "Вӑрттӑн ыйту: аннен хӗр хушамачӗ. Хуравне манса кайрӑм.",
        ),
        (
            "Аннен подъездӗнче 1287 — ку алӑк кодӗ.",
            "1287",
            "Аннен подъездӗнче 12 хваттер — ку пысӑк ҫурт.",
        ),
        ("Ҫирӗплетӳ кодӗ: 660418.", "660418", "Ҫирӗплетӳ кодӗ килмерӗ, 660418 заказ номерӗ кӑна."),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
