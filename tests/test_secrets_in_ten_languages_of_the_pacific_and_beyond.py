"""Secrets told in ten more languages (write/credentials_abroad.py: Samoan, Tongan, Māori,
Fijian, Tok Pisin, Hawaiian, Guarani, Aymara, Kurmanji Kurdish in Latin letters and Sesotho), in
the shapes a twelfth blind set told them, which found 13 of its 30 before their words were
added: their words for a password ("upu faalilolilo", "kupuhipa", "paswot", "ʻōlelo huna",
"ñe'ẽñemi", "jamasat aru", "şîfre", "phasewete"), a PIN or a secret number ("numera
faalilolilo", "fika fakapulipuli", "naba vuni", "hait namba", "helu huna", "PIN-a"), a code and
what it opens ("waehere o te kūaha", "code ni gete", "código okẽme guarã", "koda derî", "khoutu
ya heke"), a security question and its answer ("fesili saogalemu … O la'u tali", "nīnau palekana
… Ka pane", "porandu ñemi … Mbohovái", "pirsa ewlehiyê … Bersiva min", "potso ya tshireletso …
Karabo"), and a card's number ("fika 'o 'eku kaati", "namba bilong kad"); their copulas (Tongan's
and Māori's "ko", Samoan's "o le", Tok Pisin's "em", Guarani's "ha'e", Sesotho's "ke", Aymara's
"-xa" on the name, Kurmanji's "e" after the value); a password told first and its name after
("Nadi$2021 na noqu password", "ʻO Aloha#808 kaʻu ʻōlelo huna", "Maseru#1966 ke phasewete");
digits told first, a year too where the words say it is the code ("1988 ko e fika
fakapulipuli", "ʻO 7732 ka helu huna"); digits in the next sentence ("Ko'ágã ha'e 6621", now it
is; Fijian "Na kena naba: 4471", its number); and a PIN said in Māori's number words ("toru iwa
rima rua"). The sentences are this file's own, not the blind set's. Each secret has its twin
with none (a house's number, a phone's, an order's, a birth year, a wifi network's name, a pet
or a teacher named as a memory, a password forgotten or changed and not told), which must stay
free of one; and through the real service on a real SQLite file, the secret is refused and
nothing of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none)
CASES = [
    # Samoan: a password after "o le"; a card's secret number, not a house's; a security
    # question's answer after "O la'u tali"
    (
        "O le upu faalilolilo o la'u imeli o le Apia#2019.",
        "Apia#2019",
        "O le upu faalilolilo o la'u imeli e umi tele, e galo pea.",
    ),
    (
        "O le numera faalilolilo o la'u kata faletupe o le 3318.",
        "3318",
        "O le numera o lo'u fale i Apia o le 33.",
    ),
    (
        "Fesili saogalemu: O ai le igoa o lau pusi muamua? O la'u tali: Lupe.",
        "Lupe",
        "O le igoa o la'u pusi muamua o Mele, sa ou alofa tele ia te ia.",
    ),
    # Tongan: a password after "ko e", words with a glottal stop between; a year told as the
    # secret number, not a son's birth year; a card's number, not an order's
    (
        "Ko e password 'o 'eku Facebook ko e Tonga#1875, 'oua na'a ngalo.",
        "Tonga#1875",
        "Ko e password 'o 'eku Facebook 'oku lōloa 'aupito.",
    ),
    (
        "1988 ko e fika fakapulipuli ia 'o 'eku kaati.",
        "1988",
        "1992 ko e ta'u ia na'e fā'ele'i ai hoku foha.",
    ),
    (
        "Tauhi mai 'a e fika 'o 'eku kaati: 5213 8840 1177 2093.",
        "5213 8840 1177 2093",
        "Tauhi mai 'a e fika 'o 'eku ʻoota: 5213884.",
    ),
    # Māori: a password ("kupuhipa"); a door's code, not a house's number; a new PIN in number
    # words, the sentence after its name
    (
        "Ko te kupuhipa o taku īmēra ko Tui#2024.",
        "Tui#2024",
        "Kua wareware i ahau taku kupuhipa, me huri e au.",
    ),
    (
        "Ko te waehere o te kūaha ko 5812, kia mahara.",
        "5812",
        "Ko te nama o taku whare ko 58, kia mahara.",
    ),
    (
        "Kua hurihia te PIN o taku kāri. Ko toru iwa rima rua te mea hou.",
        "toru iwa rima rua",
        "Kua hurihia te PIN o taku kāri, engari kāore au e kōrero i te mea hou.",
    ),
    # Fijian: a password told first, not a network's name; a card's secret number; a gate's code
    # told in the next sentence as "its number", not a hotel room's
    (
        "Nadi$2021 na noqu password ni wifi e vale.",
        "Nadi$2021",
        "Nadi2021 na yaca ni wifi e vale, au sega ni kila na password.",
    ),
    (
        "Na naba vuni ni noqu kadi e 9021, kua ni guilecava.",
        "9021",
        "Na naba ni noqu vale e 90, kua ni guilecava.",
    ),
    (
        "Na code ni gete e Lautoka. Na kena naba: 4471.",
        "4471",
        "Na hotel e Lautoka. Na kena naba: 447.",
    ),
    # Tok Pisin: a password after "em"; a card's hidden number, not a house's; a card's number,
    # not a phone's
    (
        "Paswot bilong Facebook bilong mi em Rabaul#99.",
        "Rabaul#99",
        "Mi lus tingting long paswot bilong Facebook bilong mi.",
    ),
    (
        "Hait namba bilong kad bilong mi em 5531, no ken lusim.",
        "5531",
        "Namba bilong haus bilong mi em 55, no ken lusim.",
    ),
    (
        "Namba bilong kad bilong mi em 4711 2093 8845 1102.",
        "4711 2093 8845 1102",
        "Namba bilong fon bilong mi em 7123 4567.",
    ),
    # Hawaiian: a password told first after "ʻO", not a network's name; a card's secret number
    # told first; a security question's answer after "Ka pane"
    (
        "ʻO Aloha#808 kaʻu ʻōlelo huna no ka lolouila.",
        "Aloha#808",
        "ʻO Aloha808 ka inoa o ka wifi ma ka hale.",
    ),
    (
        "ʻO 7732 ka helu huna o kaʻu kāleka panakō.",
        "7732",
        "ʻO 77 ka helu o ka hale ma Kailua.",
    ),
    (
        "Ka nīnau palekana: ʻO wai ka inoa o kaʻu kumu mua? Ka pane: Kalani.",
        "Kalani",
        "ʻO Keola ka inoa o kaʻu kumu mua ma ke kula.",
    ),
    # Guarani: a password ("ñe'ẽñemi") after "ha'e"; a door's code told the sentence after as
    # "now it is"; a security question's answer
    (
        "Che ñe'ẽñemi Facebook-pe guarã ha'e Asuncion#1537.",
        "Asuncion#1537",
        "Che ñe'ẽñemi Facebook-pe guarã ipuku eterei, che resarái chugui.",
    ),
    (
        "Amoambue che código okẽme guarã. Ko'ágã ha'e 6621.",
        "6621",
        "Amoambue che róga okẽ. Ko'ágã ha'e hovy.",
    ),
    (
        "Porandu ñemi: mba'éichapa héra che jagua ypykue? Mbohovái: Tigre.",
        "Tigre",
        "Che jagua ypykue héra Lobo, ha'e iporãite.",
    ),
    # Aymara: a password with "-xa" on its name and no copula
    (
        "Jamasat aruxax Illimani#2024 satawa, jan armasimti.",
        "Illimani#2024",
        "Jamasat aruxax wali jach'awa, armasiwa.",
    ),
    # Kurmanji: a password with "e" after it; a PIN with its "of" joined by a hyphen; a security
    # question's answer
    (
        "Şîfreya Gmaila min Diyarbekir#21 e, ji bîr neke.",
        "Diyarbekir#21",
        "Şîfreya Gmaila min pir dirêj e, ez ji bîr dikim.",
    ),
    ("PIN-a karta min 4417 e.", "4417", "Hejmara xaniyê min 44 e."),
    (
        "Pirsa ewlehiyê: navê kûçikê min ê yekem? Bersiva min: Zer.",
        "Zer",
        "Navê kûçikê min ê yekem Reş bû.",
    ),
    # Sesotho: a password told first, then "ke phasewete"; a gate's code after "ke"; a security
    # question's answer
    (
        "Maseru#1966 ke phasewete ya ka ya Facebook.",
        "Maseru#1966",
        "Maseru1966 ke lebitso la wifi ya ka, phasewete ha ke e tsebe.",
    ),
    (
        "Khoutu ya heke ke 3412, o se ke wa e lebala.",
        "3412",
        "Nomoro ya ntlo ya ka ke 34, o se ke wa e lebala.",
    ),
    (
        "Potso ya tshireletso: lebitso la ntja ya ka ya pele? Karabo: Tau.",
        "Tau",
        "Ntja ya ka ya pele e ne e bitswa Pule.",
    ),
]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES)
