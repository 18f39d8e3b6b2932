"""Secrets told in ten more languages (write/credentials_abroad.py for Chichewa, Setswana, Oromo,
Lingala, Twi, Ewe and Esperanto; write/credentials_scripts.py for Sindhi in Arabic letters,
Assamese in Bengali-Assamese ones and Tibetan), in the shapes a fourteenth blind set told them,
which found 12 of its 30 and flagged 1 twin before their words were added: their words for a
password ("mawu achinsinsi", "lefoko la sephiri", "jecha icciitii", "liloba ya sekele",
"pasvorto" with what it opens joined before it, "pasvorton", "پاسورڊ" with Sindhi's own "ڊ",
"পাছৱৰ্ড" with Assamese's own "ৰ" and "ৱ", "གསང་ཨང"), a PIN or a secret number ("nambala
yachinsinsi", "lakkoofsa icciitii", "PIN-kodo", "پن ڪوڊ", "པིན"), a code and what it opens
("khodi ya geti", "khoutu ya lebati", "code ya kgoro", "koodii balbalaa", "code ya ekuke",
"ʋɔtru ƒe code", "pordkodo", "unufojan kodon", "دروازي جو ڪوڊ", "দুৱাৰৰ ক'ড", "অ'টি'পি"), a
security question and its answer ("funso lachitetezo … Yankho", "potso ya pabalesego … Karabo
ke", "gaaffii nageenyaa … Deebii", "motuna ya sécurité … Eyano", "ahobammɔ asɛmmisa …
Mmuaeɛ", "nyabiase na dedienɔnɔ … Ŋuɖoɖo", "sekureca demando … Respondo", "حفاظتي سوال …
جواب", "সুৰক্ষা প্ৰশ্ন … উত্তৰ হৈছে", "བདེ་འཇགས་ཀྱི་དྲི་བ … ལན་ནི་"), and a card's number
("nambala ya khadi", "nye kaɖi ƒe xexlẽdzesi", "kreditkarta numero", "কাৰ্ডৰ নম্বৰ"); their
copulas (Chichewa's "ndi", Setswana's "ke", Lingala's "ezali", Twi's "yɛ", Ewe's "enye",
Esperanto's "estas", Tibetan's topic marker "ནི་" before the value, Oromo's "dha" after it); a
gate's code told the sentence after its name ("… code ya kgoro ya sekolo. Ke 8264."); a code
told after a relative clause longer than the words that may come between a name and its value
("Code a wɔde SMS mena me fi bank no yɛ …"); a password told first, then "that is my
password" ("… — tio estas mia …", "… ndi mawu achinsinsi anga", "… yɛ me Gmail password", "…
هي منهنجو پاسورڊ آهي"); and digits in Sindhi's, Assamese's and Tibetan's own scripts ("۵۸۳۲",
"৪৭২৯", "༧༣༩༠"). The sentences are this file's own, not the blind set's. Each secret has its
twin with none (a house's, a room's or a phone's number, a postcode, India's "PIN code" of a
place among them, an order, a parcel, a wifi network's name, a pet, a school or a mother named
as a memory, a password forgotten or changed and not told), which must stay free of one; and
through the real service on a real SQLite file, the secret is refused and nothing of it is
stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none)
CASES = [
    # Chichewa: a password after "ndi", not one forgotten; a mobile money PIN; a security
    # question's answer; a gate's code, not a house's number; a card's number, not a phone's;
    # a password told first, not a network's name
    (
        "Mawu achinsinsi a banki yanga ndi Mphatso#1990.",
        "Mphatso#1990",
        "Mawu achinsinsi a banki yanga ndayiwala, ndiyenera kusintha.",
    ),
    (
        "PIN yanga ya Airtel Money ndi 7306, usauze aliyense.",
        "7306",
        "PIN yanga ya Airtel Money yatsekedwa, ndipita ku ofesi.",
    ),
    (
        "Funso lachitetezo: dzina la sukulu yanga yoyamba? Yankho: Kamuzu.",
        "Kamuzu",
        "Sukulu yanga yoyamba inali Chichiri Academy ku Blantyre.",
    ),
    (
        "Khodi ya geti la kunyumba ndi 4418.",
        "4418",
        "Nyumba yathu ili pa nambala 44 pafupi ndi geti.",
    ),
    (
        "Nambala ya khadi yanga ndi 4532 7719 0086 2245.",
        "4532 7719 0086 2245",
        "Nambala ya foni yanga ndi 0999 123 456.",
    ),
    (
        "Chikondi#55 ndi mawu achinsinsi anga a email.",
        "Chikondi#55",
        "ChikondiWifi ndi dzina la wifi yathu.",
    ),
    # Setswana: a password after "ke"; a card's PIN, not the year it ends; an answer after
    # "Karabo ke"; a door's code, not a room's number; a gate's code the sentence after, not a
    # plot's number
    (
        "Lefoko la sephiri la email ya me ke Mmabatho@77.",
        "Mmabatho@77",
        "Lefoko la sephiri la email ya me ke le lebetse.",
    ),
    ("PIN ya karata ya me ya banka ke 5821.", "5821", "Karata ya me ya banka e fedile ka 2025."),
    (
        "Potso ya pabalesego: leina la sekolo sa me sa ntlha? Karabo ke Tlotlego.",
        "Tlotlego",
        "Sekolo sa me sa ntlha se ne se bidiwa Kgosi Primary.",
    ),
    ("Khoutu ya lebati la ofisi ke 3072.", "3072", "Ofisi ya me e mo kamoreng 307."),
    (
        "Ke go bolelela code ya kgoro ya sekolo. Ke 8264.",
        "8264",
        "Ke go bolelela aterese ya sekolo. Ke Plot 8251.",
    ),
    # Oromo: a password with the copula after it; a door's code; an answer after "Deebii:"; a
    # card's secret number, not a room's; a code sent by the bank in two groups, not an amount
    (
        "Jecha icciitii Facebook koo Finfinnee#21 dha.",
        "Finfinnee#21",
        "Jecha icciitii Facebook koo irraanfadheera.",
    ),
    ("Koodii balbalaa mana keenyaa 6204 dha.", "6204", "Manni keenyaa lakkoofsa 62 irra jira."),
    (
        "Gaaffii nageenyaa: maqaa barsiisaa koo jalqabaa? Deebii: Caaltuu.",
        "Caaltuu",
        "Barsiisaan koo jalqabaa Lensaa jedhama ture.",
    ),
    ("Lakkoofsa icciitii kaardii koo: 3390.", "3390", "Lakkoofsa kutaa koo: 339."),
    (
        "Koodiin SMS'n baankii irraa dhufe 552 018 dha.",
        "552 018",
        "Ergaan baankii irraa dhufe qarshii 552 300 akka kaffalame naaf hime.",
    ),
    # Lingala: a password after "ezali", not one lost; a PIN, not one forgotten; an answer after
    # "Eyano:"; a gate's code, not a yard's number; a secret word
    (
        "Mot de passe ya Facebook na ngai ezali Kinshasa#243.",
        "Kinshasa#243",
        "Mot de passe ya Facebook na ngai ebungi, nakobongola yango.",
    ),
    ("PIN ya M-Pesa na ngai ezali 8140.", "8140", "Nabosani PIN ya M-Pesa na ngai lisusu."),
    (
        "Motuna ya sécurité: kombo ya kelasi na ngai ya liboso? Eyano: Lumumba.",
        "Lumumba",
        "Kelasi na ngai ya liboso ezalaki na kombo Kimbangu.",
    ),
    ("Code ya ekuke ya lopango ezali 2958.", "2958", "Lopango na biso ezali na nimero 29."),
    (
        "Liloba ya sekele ya Gmail na ngai ezali Mokili@2024.",
        "Mokili@2024",
        "Liloba ya sekele ya Gmail na ngai ezali molai mingi.",
    ),
    # Twi: a password after "yɛ"; a bank PIN, not one withheld; an answer after "Mmuaeɛ:"; a code
    # sent by SMS told after a long relative clause, not an account's number; a password told
    # first, not a network's name
    (
        "Me email password yɛ Kumasi@1957.",
        "Kumasi@1957",
        "Me email password no ayera me, ɛsɛ sɛ mesesa.",
    ),
    ("Me bank PIN yɛ 4471, kae ma me.", "4471", "Me bank PIN no, mempɛ sɛ meka."),
    (
        "Ahobammɔ asɛmmisa: me maame din? Mmuaeɛ: Adwoa.",
        "Adwoa",
        "Me maame din de Akosua Pokuaa.",
    ),
    (
        "Code a wɔde SMS mena me fi bank no yɛ 607 215.",
        "607 215",
        "SMS a efi bank no ka sɛ me account nɔma yɛ 607215.",
    ),
    ("Kumasi#88 yɛ me Gmail password.", "Kumasi#88", "KumasiWifi yɛ me wifi din."),
    # Ewe: a password after "enye", not a broken one; a card's PIN; an answer after "Ŋuɖoɖo:";
    # a door's code, not an hour; a card's number whatever its check digit, not a phone's
    (
        "Nye Facebook ƒe password enye Accra#Volta7.",
        "Accra#Volta7",
        "Nye Facebook ƒe password bu, ele be matrɔe.",
    ),
    ("Nye kaɖi ƒe PIN enye 2854.", "2854", "Nye kaɖi ƒe PIN mewɔ dɔ o egbe."),
    (
        "Nyabiase na dedienɔnɔ: nye dada ƒe ŋkɔ? Ŋuɖoɖo: Afi.",
        "Afi",
        "Nye dada ƒe ŋkɔe nye Abla Mensah.",
    ),
    ("ʋɔtru ƒe code enye 7713.", "7713", "ʋɔtru la ʋu le gaƒoƒo 7 me."),
    (
        "Nye kaɖi ƒe xexlẽdzesi enye 4539 1488 0343 6468.",
        "4539 1488 0343 6468",
        "Nye telefon ƒe xexlẽdzesi enye 024 555 1234.",
    ),
    # Sindhi: a password in Latin letters, not one forgotten; a PIN code in Sindhi's digits, not
    # a house's number; an ATM's PIN, not the year a PIN was changed in; a bank's code to
    # confirm in two groups, not an amount; an answer; a door's code, not a room's number; a
    # password told first, then "this is my password"
    (
        "منهنجي فيسبڪ جو پاسورڊ Thar#Sindh22 آهي.",
        "Thar#Sindh22",
        "منهنجي فيسبڪ جو پاسورڊ وسري ويو آهي.",
    ),
    ("منهنجو پن ڪوڊ ۵۸۳۲ آهي.", "۵۸۳۲", "منهنجي گهر جو نمبر ۵۸ آهي."),
    ("منهنجي اي ٽي ايم جو پن 6150 آهي.", "6150", "منهنجو پن ڪوڊ وسري ويو، 2024 ۾ بدلايو هو."),
    (
        "بئنڪ جو تصديقي ڪوڊ 448 210 آهي.",
        "448 210",
        "بئنڪ مان ايس ايم ايس آيو ته رقم 448 500 روپيا جمع ٿي.",
    ),
    (
        "حفاظتي سوال: منهنجي پهرين اسڪول جو نالو؟ جواب: ڀٽائي",
        "ڀٽائي",
        "منهنجي پهرين اسڪول جو نالو سچل اسڪول هو.",
    ),
    ("دروازي جو ڪوڊ 3197 آهي.", "3197", "منهنجي آفيس جو ڪمرو 319 آهي."),
    (
        "Sindh@1947 هي منهنجو پاسورڊ آهي.",
        "Sindh@1947",
        "Sindh1947 هي منهنجي وائي فائي جو نالو آهي.",
    ),
    # Assamese: a password, not one forgotten; a password with Assamese's ending joined, not the
    # year one was changed in; an ATM PIN in Assamese digits, not a branch's postcode ("পিন
    # ক'ড"); a door's code, not a house's number; an answer after "উত্তৰ হৈছে"; an OTP from the
    # bank in two groups, not an amount; a card's number, not a phone's
    ("মোৰ ফেচবুকৰ পাছৱৰ্ড Guwahati@21।", "Guwahati@21", "মোৰ ফেচবুকৰ পাছৱৰ্ড পাহৰি গ'লো।"),
    ("মোৰ ইমেইলৰ পাছৱৰ্ডটো হৈছে Assam#2024।", "Assam#2024", "মোৰ পাছৱৰ্ড 2024 চনত সলনি কৰিছিলোঁ।"),
    ("মোৰ বেংকৰ এটিএম পিন ৪৭২৯।", "৪৭২৯", "মোৰ বেংকৰ শাখাৰ পিন ক'ড ৭৮১০০১।"),
    ("দুৱাৰৰ ক'ড 5831, মনত ৰাখিবা।", "5831", "ঘৰৰ নম্বৰ 58, মনত ৰাখিবা।"),
    ("সুৰক্ষা প্ৰশ্ন: মাৰ জন্মস্থান? উত্তৰ হৈছে যোৰহাট।", "যোৰহাট", "মাৰ জন্মস্থান শিৱসাগৰ।"),
    (
        "বেংকৰ পৰা অ'টি'পি আহিছে: 602 915",
        "602 915",
        "বেংকৰ পৰা মেছেজ আহিছে: একাউণ্টত 602915 টকা জমা হৈছে।",
    ),
    (
        "মোৰ এটিএম কাৰ্ডৰ নম্বৰ 4916 3382 1047 5523",
        "4916 3382 1047 5523",
        "মোৰ ফোনৰ নম্বৰ 98640 12345",
    ),
    # Tibetan: a password after "ནི་", not one forgotten; a PIN in Tibetan digits, not a house's
    # number; an answer after "ལན་ནི་"; an English "password" in a Tibetan sentence, not a
    # network's name; an OTP, not a parcel's number
    ("ངའི་གསང་ཨང་ནི་ Tashi#Delek9 རེད།", "Tashi#Delek9", "ངའི་གསང་ཨང་བརྗེད་སོང་།"),
    ("ངའི་པིན་ནི་༧༣༩༠ རེད།", "༧༣༩༠", "ངའི་ཁང་པའི་ཨང་གྲངས་ནི་༧༣ རེད།"),
    (
        "བདེ་འཇགས་ཀྱི་དྲི་བ། ངའི་ཨ་མའི་མིང་། ལན་ནི་ སྒྲོལ་མ།",
        "སྒྲོལ་མ",
        "ངའི་ཨ་མའི་མིང་ལ་པདྨ་ཟེར།",
    ),
    (
        "ངའི་ wifi གྱི་ password ནི་ Yak!Butter88 རེད།",
        "Yak!Butter88",
        "ངའི་ wifi གྱི་མིང་ནི་ YakButter88 རེད།",
    ),
    ("SMS ནང་ OTP ༤༨༢༡༥༧ བྱུང་།", "༤༨༢༡༥༧", "SMS ནང་ ཐུམ་སྒྲིལ་གྱི་ཨང་གྲངས་ ༤༨༢༡༦༠ བྱུང་།"),
    # Esperanto: a password after "estas", not a description; a PIN-kodo, not a year; an answer
    # after "Respondo:"; a door's code joined in one word, not a room's number; digits told
    # first, not a postcode's; a password after a colon in the accusative; a code for once in
    # two groups, not a parcel's tracking number
    (
        "Mia retpoŝta pasvorto estas Ludoviko#1887.",
        "Ludoviko#1887",
        "Mia retpoŝta pasvorto estas tro longa.",
    ),
    (
        "La PIN-kodo de mia bankkarto estas 6120.",
        "6120",
        "La bankkarto de mia patrino eksvalidiĝos en 2027.",
    ),
    (
        "Sekureca demando: la nomo de mia unua hundo? Respondo: Bobi.",
        "Bobi",
        "Mia unua hundo nomiĝis Ĉapo.",
    ),
    ("La pordkodo de la oficejo estas 4096.", "4096", "La oficejo troviĝas en la ĉambro 409."),
    ("5521 — tio estas mia PIN-kodo.", "5521", "10115 — tio estas mia poŝtkodo."),
    (
        "Memoru mian novan pasvorton: Esperanto!2024.",
        "Esperanto!2024",
        "Memoru ŝanĝi vian pasvorton ĉiujare.",
    ),
    (
        "Mi ricevis unufojan kodon per SMS: 774 102.",
        "774 102",
        "Mi ricevis SMS pri mia pako: 774 190 estas la spurnumero.",
    ),
]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES)
