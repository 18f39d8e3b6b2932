"""Secrets told in ten more languages (write/credentials_abroad.py for Upper Sorbian, Romansh,
Occitan, Corsican, Asturian, Latin, Kalaallisut and Sardinian, and for Dzongkha's joins in
Tibetan letters; write/credentials_scripts.py for Maithili in Devanagari and Dzongkha's words),
in the shapes a sixteenth blind set told them, which found 13 of its 30 before their words were
added: their words for a password ("hesło", "senhal", "pled-clav", "parolla secreta", "paràula
segreta", "isertaat" with Kalaallisut's endings, "tessera" before or after Latin's "est",
"verbum arcanum", "गुप्त शब्द"), a secret number ("numèro secret", "nùmeru segretu", "còdi
PIN"), a code and what it opens ("kod za durje", "kod za wrota", "code da l'isch", "code da la
porta", "còdi de la pòrta", "codice di u purtone", "códigu del portal", "còdighe de sa ghenna",
"matup koodia", a door "केबाड़", "སྒོ", an alarm "अलार्म"), a security question and its answer
("wěstotne prašenje … Wotmołwa", "dumonda da segirezza … Resposta", "question secreta … la
responsa", "dumanda di sicurezza … risposta", "entruga secreta … rempuesta", "quaestio
securitatis … Responsio", "isumannaallisaanermut apeqqut … Akissutaa", "pregunta de seguresa …
respusta", "सुरक्षा प्रश्न … जवाब", "ཉེན་སྲུང་གི་དྲི་བ … ལན"), and a card's number ("čisło karty",
"númberu de la tarxeta", "numerus chartae", "kortip normua", "कार्डक नम्बर"); their copulas
(Corsican's "hè", Asturian's "ye", Sardinian's and Latin's "est", Maithili's "अछि", Dzongkha's
"འདི་" before the value) and quotes ("„…“", "« … »"); a value told first, then "is the code",
"is my password" or "is the answer to the security question" ("1907 ye'l códigu del portal",
"Occitania#1 es mon senhal", "'Argus' est responsio ad quaestionem securitatis"); and a secret
said changed, then told the sentence after "now it is" ("Nětko je", "Ara es", "Ussa è", "Avà hè",
"Agora ye", "Nunc est", "Como est"). The sentences are this file's own, not the blind set's. Each
secret has its twin with none (a password or an answer forgotten, a house's or a phone's
number, a year, a price, a door, a dog), which must stay free of one; and through the real
service on a real SQLite file, the first secret of each language is refused and nothing of it is
stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Dzongkha: a password after "འདི་", not one forgotten; after Tibetan's "ནི་", not a change
    # told today; an answer after "ལན་འདི་", not one forgotten; a door's code, not one forgotten
    "Dzongkha": [
        (
            "ངེ་གི་ Gmail གི་ password འདི་ Paro#Taktsang9 ཨིན།",
            "Paro#Taktsang9",
            "ངེ་གི་ Gmail གི་ password འདི་ བརྗེད་ཡི།",
        ),
        (
            "ངེ་གི་ Facebook གི་ password ནི་ Bumthang@42 ཨིན།",
            "Bumthang@42",
            "ངེ་གི་ Facebook གི་ password ནི་ ད་རིས་ བསྒྱུར་ཡི།",
        ),
        ("ཉེན་སྲུང་གི་དྲི་བ། ལན་འདི་ Dorji ཨིན།", "Dorji", "ཉེན་སྲུང་གི་དྲི་བ། ལན་འདི་ བརྗེད་ཡི།"),
        ("ཁྱིམ་གྱི་ སྒོ་གི་ code འདི་ 4820 ཨིན།", "4820", "ཁྱིམ་གྱི་ སྒོ་གི་ code འདི་ བརྗེད་ཡི།"),
    ],
    # Maithili: an answer after "जवाब अछि:", not one forgotten; a secret word, not one forgotten;
    # a door's code, not a house's number; a card's number, not a card to come; an alarm's code,
    # not the hour it rings
    "Maithili": [
        ("बैंकक सुरक्षा प्रश्नक जवाब अछि: सीता", "सीता", "बैंकक सुरक्षा प्रश्नक जवाब बिसरि गेलहुँ।"),
        (
            "हमर ईमेलक गुप्त शब्द अछि Mithila@2031",
            "Mithila@2031",
            "हमर ईमेलक गुप्त शब्द बिसरि गेलहुँ।",
        ),
        ("घरक केबाड़क कोड 5830 छै।", "5830", "घरक केबाड़ पर 58 नम्बर लिखल छै।"),
        (
            "हमर कार्डक नम्बर 4539 1488 0343 6468 अछि।",
            "4539 1488 0343 6468",
            "हमर कार्डक नम्बर बैंक सँ नव आओत।",
        ),
        ("अलार्मक कोड 7291 अछि, ककरो नहि कहब।", "7291", "अलार्म 7 बजे बाजत, ककरो नहि कहब।"),
    ],
    # Upper Sorbian: a password in its quotes, not one forgotten; a gate's code told the sentence
    # after "now it is", not a year; a card's number, not a card lost; an answer, not one
    # forgotten; a door's code, not a house's number; a year told as the code, not a birth
    "Upper Sorbian": [
        (
            "Moje hesło za banku je „Budyšin#1002“.",
            "Budyšin#1002",
            "Moje hesło za banku sym zabył.",
        ),
        ("Kod za wrota sym změnił. Nětko je 4417.", "4417", "Kod za wrota sym w lěće 2019 změnił."),
        (
            "Čisło mojeje karty je 4539 1488 0343 6468.",
            "4539 1488 0343 6468",
            "Čisło mojeje karty sym zhubił.",
        ),
        (
            "Wěstotne prašenje: mjeno mojeho prěnjeho psa. Wotmołwa: Bobik.",
            "Bobik",
            "Wěstotne prašenje: mjeno mojeho prěnjeho psa. Wotmołwu sym zabył.",
        ),
        ("Kod za durje je 6802.", "6802", "Naše durje maja čisło 68."),
        ("1984 je kod za durje.", "1984", "1984 je lěto, hdyž sym so narodźił."),
    ],
    # Romansh: digits, then "is the code of the door", not a house's number; a key word, not one
    # forgotten; an answer, not one forgotten; a door's code told after "now it is", not a year
    "Romansh": [
        ("7203 è il code da l'isch da chasa.", "7203", "72 è il numer da l'isch da chasa."),
        (
            "Mes pled-clav per l'e-mail è Engiadina!88.",
            "Engiadina!88",
            "Mes pled-clav per l'e-mail hai jau emblidà.",
        ),
        (
            "Dumonda da segirezza: num da mes emprim chaun. Resposta: Bello.",
            "Bello",
            "Dumonda da segirezza: num da mes emprim chaun. La resposta hai jau emblidà.",
        ),
        (
            "Jau hai midà il code da la porta. Ussa è 3391.",
            "3391",
            "Jau hai midà il code da la porta il 2019.",
        ),
    ],
    # Occitan: a password ("senhal"), not one forgotten; a door's code told after "now it is",
    # not a price; an answer in guillemets with spaces, not one forgotten; a secret number, not a
    # phone's; a password told first, then "is my password", not a country
    "Occitan": [
        (
            "Lo senhal de ma bóstia de corrièr es Tolosa#1271.",
            "Tolosa#1271",
            "Lo senhal de ma bóstia de corrièr l'ai doblidat.",
        ),
        (
            "Ai cambiat lo còdi de la pòrta. Ara es 5504.",
            "5504",
            "Ai cambiat lo còdi de la pòrta. M'a costat 55 èuros.",
        ),
        (
            "La responsa a la question secreta es « Mistral ».",
            "Mistral",
            "La responsa a la question secreta l'ai doblidada.",
        ),
        (
            "Mon numèro secret de la carta es 8841.",
            "8841",
            "Mon numèro de telefòn es lo 06 88 41 20 17.",
        ),
        ("Occitania#1 es mon senhal.", "Occitania#1", "Occitània es mon país."),
    ],
    # Corsican: a password after "hè", not one forgotten; a door's code, not a street's number;
    # an answer told first, then "is the answer to the security question", not a dog; an alarm's
    # code told after "now it is", not a year; a year told as the code, not a birth
    "Corsican": [
        (
            "A mo password di u telefuninu hè Bastia*1769.",
            "Bastia*1769",
            "A mo password di u telefuninu l'aghju scurdata.",
        ),
        ("U codice di u purtone hè 4096.", "4096", "U purtone hè in via Fesch 40."),
        ("Rex hè a risposta à a dumanda di sicurezza.", "Rex", "Rex hè u mo cane, hè in casa."),
        (
            "Aghju cambiatu u codice di l'allarme. Avà hè 2288.",
            "2288",
            "Aghju cambiatu u codice di l'allarme in u 2022.",
        ),
        ("1984 hè u codice di u purtone.", "1984", "1984 hè l'annu ch'o sò natu."),
    ],
    # Asturian: a door's code after "ye", not a house's number; an answer in guillemets, not one
    # forgotten; an alarm's code told after "now it is", not a price; a card's number, not one
    # unknown; a year told as the code with "ye'l", not the year a door was made
    "Asturian": [
        ("El códigu de la puerta ye 3719.", "3719", "El númberu de la puerta ye 37."),
        (
            "La rempuesta a la entruga secreta ye «Xixón».",
            "Xixón",
            "La rempuesta a la entruga secreta escaecíla.",
        ),
        (
            "Camudé'l códigu del alarma. Agora ye 6120.",
            "6120",
            "Camudé'l códigu del alarma. Costóme 61 euros.",
        ),
        (
            "El númberu de la tarxeta ye 4539 1488 0343 6468.",
            "4539 1488 0343 6468",
            "El númberu de la tarxeta nun lu sé.",
        ),
        ("1907 ye'l códigu del portal.", "1907", "1907 ye l'añu que se fizo'l portal."),
    ],
    # Latin: a hidden word, not one forgotten; a watchword ("tessera") before "est", not one
    # changed in a year; an answer opening the sentence after the question, not one forgotten;
    # an answer told first, not a dog's name; a card's number, not a card in a letter; a
    # watchword told the sentence after "now it is", not the hour
    "Latin": [
        (
            "Verbum arcanum epistularum mearum est Caesar#44.",
            "Caesar#44",
            "Verbum arcanum epistularum mearum oblitus sum.",
        ),
        (
            "Tessera retis domesticae est Vesta_753.",
            "Vesta_753",
            "Tesseram retis domesticae anno 2019 mutavi.",
        ),
        (
            "Quaestio securitatis: nomen primae felis meae? Responsio: Minerva.",
            "Minerva",
            "Quaestio securitatis: nomen primae felis meae? Responsionis oblitus sum.",
        ),
        (
            "'Argus' est responsio ad quaestionem securitatis.",
            "Argus",
            "Argus est nomen canis mei.",
        ),
        (
            "Numerus chartae meae: 4539 1488 0343 6468.",
            "4539 1488 0343 6468",
            "Numerus chartae meae in epistula est.",
        ),
        (
            "Tesseram mutavi. Nunc est Roma#753.",
            "Roma#753",
            "Tesseram mutavi. Nunc est hora prandii.",
        ),
    ],
    # Kalaallisut: a password with "my" joined, not one forgotten; a door's code, not a house's
    # number; an answer, not one forgotten; a card's number, not one forgotten; a password told
    # first, then "this is my password", not a glacier
    "Kalaallisut": [
        (
            "Facebook-imi isertaatiga una: Nuuk#1979",
            "Nuuk#1979",
            "Facebook-imi isertaatiga puigorpara.",
        ),
        ("Matup koodia 4410-iuvoq.", "4410", "Matup normua 44-iuvoq."),
        (
            "Isumannaallisaanermut apeqqut: qimmima siulliup aqqa? Akissutaa: Pipaluk.",
            "Pipaluk",
            "Isumannaallisaanermut apeqqut: qimmima siulliup aqqa? Akissutaa puigorpara.",
        ),
        (
            "Kortip normua 4539 1488 0343 6468.",
            "4539 1488 0343 6468",
            "Kortip normua puigorpara.",
        ),
        ("Sermeq#2024 una isertaatiga.", "Sermeq#2024", "Sermeq una angisooq."),
    ],
    # Sardinian: a door's code, not a street's number; a secret word told after "now it is", not
    # what it is now; an answer, not one forgotten; a secret number, not a card in an envelope; a
    # password told first, then "is my password", not a monument
    "Sardinian": [
        ("Su còdighe de sa ghenna est 7310.", "7310", "Sa ghenna est in via Manno 73."),
        (
            "Apo cambiadu sa paràula segreta de su computer. Como est Gennargentu#55.",
            "Gennargentu#55",
            "Apo cambiadu sa paràula segreta de su computer. Como est prus segura.",
        ),
        (
            "Sa pregunta de seguresa: nùmene de su primu cane? Sa respusta: Murru.",
            "Murru",
            "Sa pregunta de seguresa: nùmene de su primu cane? Sa respusta mi l'apo ismentigada.",
        ),
        (
            "Su nùmeru segretu de sa carta est 2751.",
            "2751",
            "Su nùmeru de sa carta est in sa busta.",
        ),
        (
            "Nuraghe!2023 est sa password mea.",
            "Nuraghe!2023",
            "Nuraghe est unu monumentu antigu.",
        ),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
