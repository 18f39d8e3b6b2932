"""Secrets told in ten more languages (write/credentials_abroad.py for Afrikaans, Faroese,
Turkmen, Shona, Kinyarwanda, Wolof, Quechua and Haitian Creole; write/credentials_scripts.py for
Tatar and Chechen), in the shapes an eleventh blind set told them, which found 8 of its 30 before
their words were added: their words for a password ("wagwoord", "loyniorð", "parolym",
"серсүз", "modpas", Quechua's "pakasqa simi"), a PIN ("umubare w'ibanga", "PIN-talið",
"PIN-niyqa"), a code and what it opens ("hekkode", "kodan til portrið", "Hurðarkodan", "kodhi
yegedhi", "kòd pòt la", "códigonqa" with Quechua's endings joined), a security question and its
answer, and a card's number ("kaart se nommer", "kartymyň belgisi"); their copulas (Afrikaans's
"is", Shona's "ndi", Wolof's "mooy", Haitian Creole's "se") or none (Turkmen's "Parolym …",
Quechua's "-mi"); a year told as the code that opens a phone or as a PIN ("açmak üçin kod
1984", "1987 ndiyo PIN yangu"); the digits told, then "it is the CVV" ("…, ni CVV"); a Wolof
answer told before "laa bind" (I wrote); a Tatar password opening the sentence after its name
("Хәзер ул …"); and a code said in Haitian Creole's number words ("kat-de-senk-nèf"). The
sentences are this file's own, not the blind set's. Each secret has its twin with none (a
height, a postcode, a price, an order's or a phone's number, a birth year, a pet or a school
named as a memory, a password forgotten or changed and not told), which must stay free of one;
and through the real service on a real SQLite file, the secret is refused and nothing of it is
stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none)
CASES = [
    # Afrikaans: a password after "is"; a gate's code, not its height; a security question's
    # answer; a card's number with "se" between
    (
        "My wagwoord vir Netflix is Tafelberg#77, moenie dit vergeet nie.",
        "Tafelberg#77",
        "My wagwoord vir Netflix is baie lank, ek vergeet dit altyd.",
    ),
    (
        "Die hekkode by ouma se plaas is 4471.",
        "4471",
        "Die hek by ouma se plaas is 2 meter hoog.",
    ),
    (
        "Die antwoord op my sekuriteitsvraag is Vlakvark.",
        "Vlakvark",
        "Ons eerste hond se naam was Wagter, 'n slim hond.",
    ),
    (
        "My kaart se nommer is 4929 1102 3384 5521, hou dit veilig.",
        "4929 1102 3384 5521",
        "My kaart se limiet is R5000, hou dit in gedagte.",
    ),
    # Faroese: a password ("loyniorð"); a gate's code, not a postcode; a card's PIN
    # ("PIN-talið"); a door's code said as one word
    (
        "Loyniorðið til teldupostin er Havid#2020.",
        "Havid#2020",
        "Loyniorðið til teldupostin er ov langt.",
    ),
    (
        "Kodan til portrið er 2290, goym hana.",
        "2290",
        "Postnummarið í Klaksvík er 700.",
    ),
    (
        "PIN-talið á bankakortinum er 4402.",
        "4402",
        "Eg keypti 3 kort til konsertina.",
    ),
    ("Hurðarkodan hjá ommu er 8810.", "8810", "Húsið hjá ommu er nummar 88."),
    # Turkmen: a password with no copula; a code from the bank, not a sum; a card's number; a
    # year told as the code that opens a phone, not a birth year
    (
        "Meniň parolym Merw_1999!, hiç kime aýtma.",
        "Merw_1999!",
        "Meniň parolym gaty uzyn, hiç ýadymda saklap bilemok.",
    ),
    (
        "Bankdan SMS geldi: tassyklama kody 448120.",
        "448120",
        "Bankdan SMS geldi: hasabyma 448 manat geçdi.",
    ),
    (
        "Kartymyň belgisi 5368 2201 7745 3310, ýatda sakla.",
        "5368 2201 7745 3310",
        "Sargydymyň belgisi 53682201, ertir gelýär.",
    ),
    (
        "Telefonymy açmak üçin kod 1984, unutma.",
        "1984",
        "Men 1986-njy ýylda doguldym, telefonymyň kody başga.",
    ),
    # Tatar: a password ("серсүз"); a security question's answer; a new password told the
    # sentence after its name
    ("Минем серсүзем: Kazan_2005!", "Kazan_2005!", "Минем серсүземне онытып калдырдым."),
    (
        "Яшерен сорау: беренче мәчемнең исеме. Җавабы: Мырзик.",
        "Мырзик",
        "Беренче мәчемнең исеме Пушок иде.",
    ),
    (
        "Паролемне алыштырдым. Хәзер ул Idel#1552",
        "Idel#1552",
        "Паролемне алыштырдым, беркемгә дә әйтмим.",
    ),
    # Chechen: a security question's answer after "Жоп:"; a door's code
    (
        "Кхерамзаллин хаттар: хьалхарчу школан цӀе. Жоп: Берд.",
        "Берд",
        "Сан хьалхарчу школан цӀе Лам яра.",
    ),
    ("НеӀан код 5566 ю, ма дицде.", "5566", "Сан цӀийнан номер 55 ю."),
    # Shona: a gate's code; a year told as the PIN, the name after; a security answer
    (
        "Kodhi yegedhi ndi 3691, usaikanganwa.",
        "3691",
        "Gedhi remba rakavhurika, hapana chakakiyiwa.",
    ),
    (
        "1987 ndiyo PIN yangu yeEcoCash.",
        "1987",
        "Nhamba yangu yeEcoCash ndi 0772 444 555.",
    ),
    (
        "Mubvunzo wakavanzika: zita rembwa yangu yekutanga. Mhinduro: Bingo.",
        "Bingo",
        "Imbwa yangu yekutanga yainzi Rex.",
    ),
    # Kinyarwanda: a card's PIN ("umubare w'ibanga"); the digits, then "it is the CVV"; a
    # security question's answer
    (
        "Umubare w'ibanga w'ikarita yanjye ni 9031.",
        "9031",
        "Nimero y'inzu yanjye ni 90.",
    ),
    (
        "Inyuma y'ikarita handitse 371, ni CVV.",
        "371",
        "Ikarita yanjye izarangira muri 08/29, nzasaba indi.",
    ),
    (
        "Ikibazo cy'umutekano: izina ry'imbwa yanjye ya mbere. Igisubizo: Simba.",
        "Simba",
        "Imbwa yanjye ya mbere yitwaga Bobi.",
    ),
    # Wolof: a mobile money code after "mooy"; a password; an answer told before "laa bind"
    (
        "Sama code Orange Money mooy 0411, bul ko fàtte.",
        "0411",
        "Sama nimero Orange Money mooy 77 123 45 67.",
    ),
    (
        "Sama mot de passe Facebook mooy Touba#2019.",
        "Touba#2019",
        "Sama mot de passe Facebook dafa gudd lool.",
    ),
    (
        "Ci laaj sécurité bi, 'turu sama jàngukaay bu njëkk', Ndiaye laa bind.",
        "Ndiaye",
        "Sama jàngukaay bu njëkk, Lycée Kennedy la tuddoon.",
    ),
    # Quechua: a password with "-mi" joined; a door's code, "códigonqa"; a PIN, "PIN-niyqa"
    (
        "Contraseñaymi Cusco_2024!, ama qunqankichu.",
        "Cusco_2024!",
        "Contraseñayta qunqarqani, manam yuyanichu.",
    ),
    (
        "Punkupa códigonqa 6620.",
        "6620",
        "Wasiyqa 66 numeroyuq, punkunqa q'umir.",
    ),
    ("Cuentaypa PIN-niyqa 3390.", "3390", "Cuentaypiqa 33 solesllam kachkan."),
    # Haitian Creole: a password ("modpas"); a code said in words; a door's code; a security
    # question's answer
    (
        "Modpas Gmail mwen se Lakay#2022.",
        "Lakay#2022",
        "Mwen bliye modpas Gmail mwen an.",
    ),
    (
        "Kòd MonCash mwen se kat-de-senk-nèf.",
        "kat-de-senk-nèf",
        "Mwen achte kat pen ak de ze nan mache a.",
    ),
    ("Kòd pòt la se 1379.", "1379", "Pòt la ble, kay la nan nimewo 13."),
    (
        "Kesyon sekirite: non premye chen mwen. Repons: Bobi.",
        "Bobi",
        "Premye chen mwen te rele Toutou.",
    ),
]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES)
