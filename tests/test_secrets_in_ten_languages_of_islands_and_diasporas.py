"""Secrets told in ten more languages (write/credentials_abroad.py for Javanese, Sundanese,
Cebuano, Ilocano, Breton, Scottish Gaelic, West Frisian and Luganda; write/credentials_scripts.py
for Yiddish in Hebrew letters and Uyghur in Arabic ones), in the shapes a thirteenth blind set
told them, which found 6 of its 30 before their words were added: their words for a password
("tembung sandhi", "kata sandi", "ger-tremen", "facal-faire", "wachtwurd", "ekigambo ky'ekyama",
"פּאַראָל" with its points or without, "پارولۇم" with Uyghur's endings joined), a PIN or a secret
number ("pinkoade", "niverenn guzh", "sekreto nga numero", "פּין־קאָד"), a
code and what it opens ("kode gerbang", "kode panto", "c'hod … dor ar garaj", "còd an dorais",
"doarkoade", "koodi y'oluggi", "קאָד … טיר", "ئىشىكنىڭ كودى"), a security question and its answer
("pitakonan keamanan … Wangsulane", "patarosan kaamanan … Jawabanana", "pangutana sa seguridad
… Ang tubag", "saludsod ti seguridad … ket", "goulenn surentez … Respont", "ceist
tèarainteachd … Freagairt", "feilichheidsfraach … Antwurd", "ekibuuzo ky'obukuumi …
Eky'okuddamu", "זיכערהייט־פֿראַגע … ענטפֿער", "بىخەتەرلىك سوئالى … جاۋابى"), and a card's number
("nomer kertu", "niverenn va c'hartenn-gred", "àireamh na cairte", "ennamba ya kaadi", "كارتا
نومۇرۇم"); their copulas (Javanese's "yaiku" and "iku", Sundanese's "téh" and
"nyaéta", Cebuano's "kay", Ilocano's "ket", Breton's "eo", Luganda's "eri" and "ye", Yiddish's
"איז"); Scottish Gaelic's copula first, the value, then its name ("Is e … am facal-faire", "'S e
8842 am PIN", "'S e … am freagairt"); a code that came by text, its digits later in the sentence
("code nga niabot sa text …", "code a dimteng iti text …"); a password named, then told in the
next sentence with a dash after it; a PIN asked as a question and answered ("Myn pinkoade?
3952."); a password told first, then "that is my password" in Yiddish ("… — דאָס איז מײַן
פּאַראָל"); a PIN said in West Frisian's number words ("fjouwer twa sân acht"); and digits in
Javanese's own script ("꧓꧙꧐꧗"). The sentences are this file's own, not the blind set's. Each
secret has its twin with none (a house's or a phone's number, a postcode, an order, a wifi
network's name, a pet, a school or a mother named as a memory, a password forgotten or changed
and not told), which must stay free of one; and through the real service on a real SQLite file,
the secret is refused and nothing of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none)
CASES = [
    # Javanese: a password after "yaiku", not a network's name; a gate's code; a security
    # question's answer the sentence after; a padlock's code in Javanese digits after "iku"; a
    # password after a colon; a card's number whatever its check digit, not a member's
    (
        "Sandhi wifi omahku yaiku Gudeg#Jogja21.",
        "Gudeg#Jogja21",
        "Jeneng wifi omahku yaiku GudegJogja21, sandhine takon ibu.",
    ),
    (
        "Kode gerbang omahe simbah 5190, aja nganti lali.",
        "5190",
        "Nomer omahe simbah 51, aja nganti lali.",
    ),
    (
        "Pitakonan keamanan bank: jeneng sekolahku sing pertama. Wangsulane: Kartini.",
        "Kartini",
        "Sekolahku sing pertama jenenge SD Pertiwi, cedhak pasar.",
    ),
    (
        "Kode gembok lemari iku ꧓꧙꧐꧗, aja dikandhakake.",
        "꧓꧙꧐꧗",
        "Gembok lemari rusak wingi, aja dikandhakake.",
    ),
    (
        "Tembung sandhi laptopku: Semar_Mesem77",
        "Semar_Mesem77",
        "Tembung sandhi laptopku lali maneh.",
    ),
    (
        "Nomer kertu kreditku 4916 3382 1047 5522, elingna ya.",
        "4916 3382 1047 5522",
        "Nomer kertu anggotaku 4916, elingna ya.",
    ),
    # Sundanese: a door's code after "téh", not a house's number; a password after "nyaéta"; a
    # card's number
    ("Kode panto imah téh 3388, émutan.", "3388", "Nomer imah téh 33, émutan."),
    (
        "Kata sandi email abdi nyaéta Bandung@Juara9.",
        "Bandung@Juara9",
        "Kata sandi email abdi hilap deui, kedah diganti.",
    ),
    (
        "Patarosan kaamanan: saha ngaran ucing munggaran? Jawabanana: Oyen.",
        "Oyen",
        "Ucing munggaran abdi ngaranna Belang.",
    ),
    # Cebuano: a secret number after "kay", not a house's; a code that came by text, not a
    # parcel's; a password told the sentence after its name, a dash after it, not one changed;
    # an answer after "Ang tubag"
    (
        "Ang sekreto nga numero sa akong kard kay 5820.",
        "5820",
        "Ang numero sa akong balay kay 58.",
    ),
    (
        "Naay code nga niabot sa text gikan sa BPI: 482 190.",
        "482 190",
        "Naay package nga niabot gikan sa LBC, 482190 ang tracking number.",
    ),
    (
        "Password sa akong Gmail. Lechon#Cebu88 — ayaw isulti bisan kinsa.",
        "Lechon#Cebu88",
        "Ang password sa akong Facebook kay gibag-o nako.",
    ),
    (
        "Pangutana sa seguridad: unsa ang ngalan sa akong unang iro? Ang tubag: Bantay.",
        "Bantay",
        "Ang ngalan sa akong unang iro kay Tagpi.",
    ),
    # Ilocano: a password after "ket"; a code that came by text; a security question's answer
    # after "ket"
    (
        "Ti password ti email-ko ket Vigan#1572.",
        "Vigan#1572",
        "Ti password ti email-ko ket nalipatak manen.",
    ),
    (
        "Adda code a dimteng iti text manipud iti bangko, 774215.",
        "774215",
        "Adda package a dimteng manipud iti Shopee, 339120 ti order.",
    ),
    (
        "Ti sungbat iti saludsod ti seguridad ket Manang.",
        "Manang",
        "Ni Ading ti nagan ti kabsatko.",
    ),
    # Breton: a code named "c'hod", a door's after "eo"; a password, not a network's name; a
    # card's number whatever its check digit, not a phone's; a card's secret number, not a
    # house's; an answer after "Respont"
    (
        "Ar c'hod evit digeriñ dor ar garaj eo 7731.",
        "7731",
        "Dor ar garaj a zo bet livet e 2021.",
    ),
    (
        "Ma ger-tremen Wi-Fi eo Breizh!1532.",
        "Breizh!1532",
        "Anv ma Wi-Fi eo Breizh1532, ar ger-tremen n'ouzon ket.",
    ),
    (
        "Niverenn va c'hartenn-gred eo 4539 1488 0343 6468.",
        "4539 1488 0343 6468",
        "Niverenn va fellgomz eo 02 98 45 12 34.",
    ),
    ("Niverenn guzh va c'hartenn eo 4417.", "4417", "Niverenn va zi eo 44."),
    (
        "Goulenn surentez: anv va c'hi kentañ? Respont: Fanch.",
        "Fanch",
        "Laouig a oa anv va c'hi kentañ.",
    ),
    # Scottish Gaelic: a password told first, the copula before it; a door's code; a new PIN told
    # first; a card's number, not a phone's; an answer told first, "am freagairt" after
    (
        "Is e Loch#Ness88 am facal-faire airson a' phost-d agam.",
        "Loch#Ness88",
        "Is e LochNess88 ainm an lìonra WiFi agam.",
    ),
    (
        "Seo còd an dorais aig an taigh-bheag: 3904.",
        "3904",
        "Tha an doras aig an taigh-bheag glaiste bho 3 uairean.",
    ),
    ("'S e 8842 am PIN ùr agam.", "8842", "'S e 88 an àireamh taighe agam."),
    (
        "Àireamh na cairte agam: 5312 7781 0045 2291.",
        "5312 7781 0045 2291",
        "Àireamh a' fòn agam: 07700 900123.",
    ),
    (
        "Ceist tèarainteachd: sràid a rugadh mi? 'S e Sràid na h-Eaglaise am freagairt.",
        "Sràid na h-Eaglaise",
        "Rugadh mi air Sràid a' Chladaich ann an Steòrnabhagh.",
    ),
    # West Frisian: a password, not a network's name; a door's code, not an opening time; a PIN
    # in number words; a PIN asked and answered, not a postcode
    (
        "Myn wachtwurd foar it wifi is Fryslân#1498.",
        "Fryslân#1498",
        "Myn wifi hjit Fryslân1498, it wachtwurd wit ik net.",
    ),
    ("De doarkoade fan it wurk is 6071.", "6071", "De doar fan it wurk is om 7 oere iepen."),
    (
        "De pinkoade fan myn bankpas is fjouwer twa sân acht.",
        "fjouwer twa sân acht",
        "De bankpas fan myn mem is fjouwer jier âld.",
    ),
    ("Myn pinkoade? 3952.", "3952", "Myn postkoade? 8911 BK."),
    (
        "Feilichheidsfraach: de namme fan myn earste hûn? Antwurd: Bonny.",
        "Bonny",
        "Myn earste hûn hjitte Tarzan.",
    ),
    # Yiddish: a password after "איז", pointed and unpointed; a PIN code, not a house's number; a
    # password told first, then "that is my password"; an answer after "ענטפֿער"
    (
        "מײַן פּאַראָל פֿאַר דער בליצפּאָסט איז Vilne#1897.",
        "Vilne#1897",
        "מײַן פּאַראָל פֿאַר דער בליצפּאָסט האָב איך פֿאַרגעסן.",
    ),
    ("מיין פאראל איז Tsirele_77", "Tsirele_77", "מיין נאמען איז Tsirele"),
    ("דער פּין־קאָד פֿון מײַן קאַרטל איז 4096.", "4096", "דער נומער פֿון מײַן הויז איז 40."),
    (
        "Shabes#1985 — דאָס איז מײַן פּאַראָל פֿאַר דער באַנק.",
        "Shabes#1985",
        "Shabes1985 — דאָס איז דער נאָמען פֿון מײַן הונט.",
    ),
    (
        "זיכערהייט־פֿראַגע: ווי הייסט מײַן ערשטער הונט? ענטפֿער: רעקסל",
        "רעקסל",
        "מײַן ערשטער הונט האָט געהייסן בערל.",
    ),
    # Uyghur: a door's code, not a house's number; a password with "my" joined; a security
    # question's answer; a card's number, not a phone's
    ("ئىشىكنىڭ كودى 7315، ئۇنتۇپ قالما.", "7315", "ئۆينىڭ نومۇرى 73، ئۇنتۇپ قالما."),
    ("ئېلخەت پارولۇم Kashgar#1990", "Kashgar#1990", "ئېلخەت پارولۇمنى ئۇنتۇپ قالدىم."),
    (
        "بىخەتەرلىك سوئالى: تۇنجى مۈشۈكۈمنىڭ ئىسمى؟ جاۋابى: مامۇق",
        "مامۇق",
        "تۇنجى مۈشۈكۈمنىڭ ئىسمى ئاقتاي ئىدى.",
    ),
    (
        "كارتا نومۇرۇم 6222 0210 0112 3456",
        "6222 0210 0112 3456",
        "تېلېفون نومۇرۇم 1399 123 4567",
    ),
    # Luganda: a password after "ye"; a door's code after "eri", not a house's number; a security
    # question's answer; a card's number, not a phone's
    (
        "Ekigambo ky'ekyama ekya email yange ye Kampala@256.",
        "Kampala@256",
        "Ekigambo ky'ekyama ekya email yange nkyerabidde.",
    ),
    ("Koodi y'oluggi lw'ennyumba eri 2719.", "2719", "Ennyumba yange eri ku nnamba 27."),
    (
        "Ekibuuzo ky'obukuumi: erinnya lya maama wange? Eky'okuddamu: Nakato.",
        "Nakato",
        "Maama wange yali ayitibwa Namubiru.",
    ),
    (
        "Ennamba ya kaadi yange eri 4929 1873 5521 0046.",
        "4929 1873 5521 0046",
        "Ennamba ya ssimu yange eri 0772 123456.",
    ),
]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES)
