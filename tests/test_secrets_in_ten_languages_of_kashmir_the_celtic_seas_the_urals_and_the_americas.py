"""Secrets told in ten more languages (write/credentials_abroad.py for Manx, Cornish, Friulian,
Ladino and Navajo, and for Inuktitut's joins to the English words;
write/credentials_scripts.py for Kashmiri in Arabic letters, Sanskrit in Devanagari, and
Udmurt and Komi in Cyrillic), in the shapes a seventeenth blind set told them, which found 15
of its 30 before their words were added: their words for a password ("fockle-follit",
"peraule segrete", "kontrasenya", Navajo's "shipassword" and "nipassword", Inuktitut's
"password-ga", Sanskrit's "कूटशब्दः", Komi's "паролӧй"), a PIN ("biPIN", "shiPIN", "PIN-ga",
Kashmiri's "پِن" with its vowel mark, Sanskrit's "पिनसङ्ख्या", Cornish's "niver kevrinek"), a
code and what it opens ("coad y dorrys", "kod an daras", "codiç de puarte", "kodigo de la
puerta", "kodigo de la kaxa de las yaves", Navajo's "bicode" at the bank, Kashmiri's and Urdu's
"کوڈ", Sanskrit's "कूटाङ्कः", a garage's "кодэз"), a security question and its answer ("feysht
sauchys … Freggyrt", Manx's mother's name "roish v'ee poost", "govyn diogeledh … Gorthyp",
"domande di sigurece … Rispueste", "pregunta de sigurita … se yama", Kashmiri's "حفاظتی سوال …
جواب", Sanskrit's "सुरक्षाप्रश्नस्य उत्तरम्", with the answer quoted after what it asks, Komi's
"вочакыв", and a mother's maiden name with "I wrote:" after it, "мон гожти:", "ме гижи:"), and a
card's number ("niver ow hartenn", "numar de mê cjarte", "کارڈُک نمبر", "कार्डस्य सङ्ख्या"); their
copulas (Navajo's "éí", Kashmiri's "چھُ", Sanskrit's "अस्ति"); a value told first after Manx's
"She" ("She … yn fockle-follit", "She 7315 coad y dorrys"); and a secret said changed, then told
after "now it is", the sentence after ("Nish she", "Lemmyn yth yw", "Cumò al è", "Kʼad éí",
Sanskrit's "अधुना सः", Udmurt's "Али со", Komi's "Ӧні сійӧ") or after a comma (Ladino's "…,
agora es …"); a password in Latin letters in straight quotes after its name in another
script ("कूटशब्दः 'Himalaya@8'", found in no such script before, the quote taken for the
value's first sign); and a smiley of signs alone after a password's name ("Пароль вежи
))))") is no value, where it had raised an error. The sentences are this file's own, not the
blind set's. Each secret has its twin with none (a password, a PIN or an answer forgotten or
changed, a house's number, a year, a price in rupees, a maiden name told as a life's fact, a
smiley), which must stay free of one; and through the real service on a real SQLite file, the
first secret of each language is refused and nothing of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Kashmiri: a PIN with its vowel mark after the copula, not one forgotten; digits told first,
    # then "is the door's code", not rupees spent on the door; a gate's code, not one forgotten;
    # an answer to the security question, not one forgotten; a card's number, not where it is
    "Kashmiri": [
        ("میون بینکُک پِن چھُ 8264", "8264", "میون بینکُک پِن مٲشِتھ گوو"),
        ("5307 چھُ دروازٕک کوڈ", "5307", "5307 روپَے لٔگۍ دروازٕ ٹھیک کرنس"),
        ("گیٹُک کوڈ چھُ 3719، کٲنسہِ ما وَنِو", "3719", "گیٹُک کوڈ مٲشِتھ گوو"),
        ("حفاظتی سوالُک جواب: ہیمال", "ہیمال", "حفاظتی سوالُک جواب مٲشِتھ گوو"),
        (
            "میون کارڈُک نمبر 5290 4471 8836 1203 چھُ",
            "5290 4471 8836 1203",
            "میون کارڈُک نمبر بینکس نِش چھُ",
        ),
    ],
    # Sanskrit: a secret word and its value, bare or in straight quotes, not one forgotten nor a
    # word of Sanskrit's in quotes; an answer after the question's
    # compound, not "my …"; the answer quoted after what it asks, not the question quoted; a
    # code changed and told after "now it is", not who knows it now; a PIN's number, not a
    # house's; a card's number, not one to come
    "Sanskrit": [
        ("मम कूटशब्दः Ganga#2024 अस्ति।", "Ganga#2024", "मम कूटशब्दः विस्मृतः।"),
        (
            "मम कूटशब्दः 'Himalaya@8' अस्ति।",
            "Himalaya@8",
            "मम कूटशब्दः 'हिमालयः' इति न, सः दीर्घतरः।",
        ),
        ("सुरक्षाप्रश्नस्य उत्तरम्: गौरी", "गौरी", "सुरक्षाप्रश्नस्य उत्तरम्: मम मातुः नाम"),
        (
            "सुरक्षाप्रश्नस्य उत्तरम्: मम प्रियस्य कुक्कुरस्य नाम 'भैरव'।",
            "भैरव",
            "सुरक्षाप्रश्नः 'तव प्रियस्य कुक्कुरस्य नाम किम्?' इति, उत्तरं न वदामि।",
        ),
        (
            "तालस्य कूटाङ्कः नवीकृतः। अधुना सः 8351 अस्ति।",
            "8351",
            "तालस्य कूटाङ्कः नवीकृतः। अधुना सः मम पुत्रेण ज्ञातः।",
        ),
        ("मम पिनसङ्ख्या 6093 अस्ति।", "6093", "मम गृहसङ्ख्या 6093 अस्ति।"),
        (
            "मम कार्डस्य सङ्ख्या 4716 2290 3345 8812 अस्ति।",
            "4716 2290 3345 8812",
            "मम कार्डस्य सङ्ख्या वित्तकोषात् आगमिष्यति।",
        ),
    ],
    # Manx: a password told first after "She", not one forgotten; a code told first after "She",
    # not a house's number; an answer after the security question, not one forgotten; a
    # mother's maiden name, not kept back; a gate's code told after "now it is", not what it is
    # now
    "Manx": [
        (
            "She Ellan!Vannin7 yn fockle-follit aym son y post-l.",
            "Ellan!Vannin7",
            "Ta mee er yarrood yn fockle-follit aym.",
        ),
        (
            "She 7315 coad y dorrys ec my vummig.",
            "7315",
            "She 7315 earroo y thie ec my vummig.",
        ),
        (
            "Feysht sauchys y banc: ennym my chied chayt? Freggyrt: Smoky.",
            "Smoky",
            "Feysht sauchys y banc: ennym my chied chayt? Cha nel cooinaght aym er y freggyrt.",
        ),
        (
            "Ennym y voir aym roish v'ee poost: Kinvig.",
            "Kinvig",
            "Ennym y voir aym roish v'ee poost, cha n'insh mee eh.",
        ),
        (
            "Ta mee er chaghlaa coad y yiat. Nish she 9264.",
            "9264",
            "Ta mee er chaghlaa coad y yiat. Nish she ny share.",
        ),
    ],
    # Cornish: a door's code, not one lost; an answer after the security question, not one
    # forgotten; a secret number changed and told after "now it is", not what it is now; a
    # card's number, not its last digits
    "Cornish": [
        ("Kod an daras a-dhelergh yw 4082.", "4082", "Kod an daras a-dhelergh yw kellys."),
        (
            "Govyn diogeledh: hanow ow ki kynsa? Gorthyp: Bran.",
            "Bran",
            "Govyn diogeledh: hanow ow ki kynsa? Ny borthav kov a'n gorthyp.",
        ),
        (
            "My a janjyas niver kevrinek ow hartenn. Lemmyn yth yw 5172.",
            "5172",
            "My a janjyas niver kevrinek ow hartenn. Lemmyn yth yw nowydh.",
        ),
        (
            "Niver ow hartenn kreditya yw 5290 4471 8836 1203.",
            "5290 4471 8836 1203",
            "Niver ow hartenn kreditya a worfen gans 1203.",
        ),
    ],
    # Friulian: a door's code, not one changed; a secret word, not one too long; an answer after
    # the security question, not one forgotten; a PIN changed and told after "now it is", not
    # what it is now; a card's number, not where it is
    "Friulian": [
        ("Il codiç de puarte al è 3907.", "3907", "Il codiç de puarte al è cambiât."),
        (
            "La peraule segrete dal computer e je Furlan!1976.",
            "Furlan!1976",
            "La peraule segrete dal computer e je masse lungje.",
        ),
        (
            "Domande di sigurece: non dal prin gjat? Rispueste: Micio.",
            "Micio",
            "Domande di sigurece: non dal prin gjat? No ricuardi la rispueste.",
        ),
        (
            "O ai cambiât il PIN de cjarte. Cumò al è 6204.",
            "6204",
            "O ai cambiât il PIN de cjarte. Cumò al è plui sigûr.",
        ),
        (
            "Il numar de mê cjarte al è 4929 5512 0087 3316.",
            "4929 5512 0087 3316",
            "Il numar de mê cjarte al è tal portafoi.",
        ),
    ],
    # Ladino: a password, not one too long; a door's code, not one changed; a key box's code and a
    # password told after a comma and "now it is", not what it is now nor a smiley; an answer
    # told as what the question's city is called, not kept back
    "Ladino": [
        (
            "Mi kontrasenya del email es Salonika#1943.",
            "Salonika#1943",
            "Mi kontrasenya del email es muy longa.",
        ),
        ("El kodigo de la puerta es 5902.", "5902", "El kodigo de la puerta lo troki ayer."),
        (
            "Trokimos el kodigo de la kaxa de las yaves, agora es 3318.",
            "3318",
            "Trokimos el kodigo de la kaxa de las yaves, agora es mas seguro.",
        ),
        (
            "Troki mi kontrasenya, agora es Estambol#1453.",
            "Estambol#1453",
            "Troki mi kontrasenya, agora es :))))",
        ),
        (
            "Pregunta de sigurita del email: la sivdad ande nasio mi madre, se yama Izmir.",
            "Izmir",
            "Pregunta de sigurita del email: la sivdad ande nasio mi madre, ama no la vo eskrivir.",
        ),
    ],
    # Navajo: a password after "éí", not what it is like; a PIN, not one forgotten; the bank's
    # code, not dollars in it; a password changed and told after "now it is", not what it is
    # like now
    "Navajo": [
        ("Nipassword éí Diné#1868 átʼé.", "Diné#1868", "Nipassword éí nizhóní átʼé."),
        ("ShiPIN éí 2719 átʼé.", "2719", "ShiPIN éí doo shił béédahózin da."),
        (
            "Béeso bá hooghan bicode éí 4406 átʼé.",
            "4406",
            "Béeso bá hooghan éí 4406 béeso shee hóló.",
        ),
        (
            "Shipassword náhásdlį́į́ʼ. Kʼad éí Naabeehó@99 átʼé.",
            "Naabeehó@99",
            "Shipassword náhásdlį́į́ʼ. Kʼad éí ayóo nizhóní.",
        ),
    ],
    # Inuktitut: a password with "its" joined, not one changed; a PIN with "my" joined, not one
    # forgotten; a password with "my" joined in syllabics
    "Inuktitut": [
        ("password-nga: Iqaluit#2021", "Iqaluit#2021", "password-nga ᐊᓯᔾᔨᖅᑕᕋ."),
        ("PIN-ga: 4471", "4471", "PIN-ga ᐳᐃᒍᖅᑕᕋ."),
        ("password-ᒐ ᓄᑖᖅ: Kuujjuaq_88", "Kuujjuaq_88", "password-ᒐ ᓄᑖᖅ ᐅᓪᓗᒥ."),
    ],
    # Udmurt: a mother's maiden name with "I wrote:" after it, not told as a life's fact; a
    # password changed and told after "now it is", not what it is now; a garage's code, not its
    # number
    "Udmurt": [
        (
            "Анаелэн девичьей фамилиез, мон гожти: Бехтерева.",
            "Бехтерева",
            "Анаелэн девичьей фамилиез Ившина вал, тодмо бен.",
        ),
        ("Паролез вошъи. Али со Izhevsk_1760.", "Izhevsk_1760", "Паролез вошъи. Али со кузьгес."),
        ("Гаражлэн кодэз — 3355.", "3355", "Гаражлэн номерез — 3355."),
    ],
    # Komi: a maiden name with "I wrote:" after it, not kept back; a password with Komi's
    # ending, not one forgotten; an answer after "вочакыв", not one forgotten; a PIN changed and
    # told after "now it is", not a year; a password changed and told after "now it is", not a
    # smiley after the password's name (which had raised an error)
    "Komi": [
        (
            "Банк юаліс мамлысь девичьей фамилиясӧ, ме гижи: Канева.",
            "Канева",
            "Банк юаліс мамлысь девичьей фамилиясӧ, но ме ог шу.",
        ),
        ("Менам паролӧй — Syktyv_1780.", "Syktyv_1780", "Менам паролӧй вунӧдчис."),
        (
            "Контрольнӧй вопрослы вочакыв: Шыпича.",
            "Шыпича",
            "Контрольнӧй вопрослы вочакыв вунӧди.",
        ),
        ("Пин-код вежи. Ӧні сійӧ 4826.", "4826", "Пин-код вежи. Ӧні сійӧ 2019 воысь."),
        ("Паролӧй вежи. Ӧні сійӧ Komi#77.", "Komi#77", "Пароль вежи ))))"),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
