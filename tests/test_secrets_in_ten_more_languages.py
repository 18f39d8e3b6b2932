"""Secrets told in ten more languages (write/credentials_abroad.py for Bosnian, Maltese, Welsh,
Irish, Galician and Somali; write/credentials_scripts.py for Belarusian, Lao, Burmese and
Pashto), in the shapes a ninth blind set told them, which found 9 of its 30 before their words
were added: a PIN after its name and a dash ("PIN ад карткі — …"), Maltese's copula ("…
hija Qaqoċċ!88") and its article joined to a name told after the digits ("… – dak hu l-PIN"),
Welsh's ("Cod y drws ydy …", "… a'r ateb wnes i roi oedd …") and a new password told the sentence
after ("Y newydd ydy …"), Irish's copula first ("Is é 3141 an PIN", "Is é … pasfhocal an
wifi"), Somali's "waa" and its names with their endings ("PIN-ka", "koodhka xaqiijinta"), a
lock's number spelled with dashes, Lao's, Burmese's and Pashto's names with digits in their own
scripts, a security question and its answer, and a card's sixteen digits named as a card's
number whatever their check digit ("broj kartice: …"). The sentences are this file's own, not
the blind set's. Each secret has its twin with none (a room's number, a postcode, an order's
number, a network's name, a pet named as a memory, a password changed and not told), which
must stay free of one; and through the real service on a real SQLite file, the secret is
refused and nothing of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none)
CASES = [
    # Belarusian: a security question's answer; a door's code; a password after "Wi-Fi —"
    (
        "Кантрольнае пытанне ў пошце — імя першай настаўніцы, адказ: Ядвіга.",
        "Ядвіга",
        "Першую маю настаўніцу звалі Алена, яна вучыла нас чытаць.",
    ),
    (
        "Код ад пад'езда 5120, калі прыйдзеш раней за мяне.",
        "5120",
        "Наш пад'езд трэці, кватэра 51, калі прыйдзеш раней за мяне.",
    ),
    (
        "Новы пароль ад Wi-Fi — Nioman_2023#, не забудзь.",
        "Nioman_2023#",
        "Новы пароль ад Wi-Fi я паставіла, але нікому не скажу.",
    ),
    # Bosnian: a card's number that fails the Luhn check; "šifra" for a password
    (
        "Sačuvaj mi broj kartice: 5312 6640 1187 2093, treba mi za avionsku kartu.",
        "5312 6640 1187 2093",
        "Sačuvaj mi broj narudžbe: 5312-6640, treba mi ako paket kasni.",
    ),
    (
        "Broj moje kartice je 4716 2290 5531 8806, ne daj ga nikome.",
        "4716 2290 5531 8806",
        "Moj IBAN je BA39 1290 0794 0102 8494, za uplatu kirije.",
    ),
    (
        "Šifra za wifi u stanu je Bascarsija_77!",
        "Bascarsija_77",
        "Šifra za wifi u stanu je napisana na ruteru.",
    ),
    # Maltese: its copula; the digits first and the name with its article; a code sent by SMS
    (
        "Il-password tal-email tax-xogħol hija Fenek#2021, tinsihiex.",
        "Fenek#2021",
        "Il-password tal-email tax-xogħol biddiltha llum, imma mhux se ngħidlek.",
    ),
    (
        "5823 – dak hu l-PIN tal-bank, ftakarhuli int.",
        "5823",
        "582 – dak hu n-numru tal-karozza tal-linja, ftakarhuli int.",
    ),
    (
        "Il-kodiċi ta' verifika li bagħtuli bl-SMS huwa 310477.",
        "310477",
        "In-numru tal-ordni li bagħtuli bl-SMS huwa 310478.",
    ),
    # Welsh: a gate's code; a security answer after "oedd"; a new password the sentence after
    (
        "Cod y giât ydy 4719, rhag ofn i ti gyrraedd yn gynnar.",
        "4719",
        "Cod post y fferm ydy SY23 3BY, rhag ofn i ti gyrraedd yn gynnar.",
    ),
    (
        "Cwestiwn diogelwch y cyngor ydy enw fy ysgol gyntaf, a'r ateb wnes i roi oedd Glanrafon.",
        "Glanrafon",
        "Enw fy ysgol gyntaf oedd Bryncoch, ysgol fach yn y wlad.",
    ),
    (
        "Dw i wedi newid cyfrinair y gliniadur. Y newydd ydy afon-las-19.",
        "afon-las-19",
        "Dw i wedi newid cyfrinair y gliniadur yn 2019, a dyna i gyd.",
    ),
    # Irish: the copula first, before digits and before a password; a code from the bank
    (
        "Is é 6620 an PIN don chárta creidmheasa, coinnigh i do chuimhne é.",
        "6620",
        "Is é 662 uimhir an bhus abhaile, coinnigh i do chuimhne é.",
    ),
    (
        "Fuair mé cód slándála ón mbanc anois: 518302. Scríobh síos é.",
        "518302",
        "Fuair mé téacs ón mbanc anois faoi íocaíocht €51.83. Scríobh síos é.",
    ),
    (
        "Is é Corcaigh#1990 an pasfhocal don ríomhphost, má fhiafraíonn siad.",
        "Corcaigh#1990",
        "Is é Corcaigh_Wifi ainm an líonra, tá an pasfhocal ar an ródaire.",
    ),
    # Galician: "contrasinal"; a security question's answer after what one put and a colon
    (
        "O contrasinal da conta do banco agora é Vigo_Celta1923, apúntamo.",
        "Vigo_Celta1923",
        "O contrasinal da conta do banco cambieino onte, pero non cho digo.",
    ),
    (
        "Na pregunta de seguridade do correo puxen o nome do meu primeiro can: Trasno.",
        "Trasno",
        "O meu primeiro can chamábase Lume e comía de todo.",
    ),
    # Lao: a password's name, a wifi password's, a door's code
    (
        "ລະຫັດຜ່ານ Facebook ຂອງຂ້ອຍແມ່ນ Luang#Prabang9 ຈື່ໄວ້ເດີ້",
        "Luang#Prabang9",
        "ຊື່ Facebook ຂອງຂ້ອຍແມ່ນ Luang_Prabang9 ສ່ວນລະຫັດຜ່ານບໍ່ບອກ",
    ),
    (
        "ລະຫັດ wifi ຢູ່ຮ້ານແມ່ນ Mekong@2025 ຈື່ໄວ້",
        "Mekong@2025",
        "ຊື່ wifi ຢູ່ຮ້ານແມ່ນ Mekong_2025 ສ່ວນລະຫັດຢູ່ຫຼັງເຣົາເຕີ",
    ),
    ("ລະຫັດປະຕູຫ້ອງແມ່ນ 4412 ເດີ້", "4412", "ຫ້ອງເບີ 441 ຢູ່ຊັ້ນສອງເດີ້"),
    # Burmese: a door's code in Burmese digits; a password; a card's PIN
    ("အိမ် တံခါး ကုဒ်က ၅၁၈၃ နော်၊ မှတ်ထား", "၅၁၈၃", "အိမ် နံပါတ်က ၅၁ နော်၊ မှတ်ထား"),
    (
        "ကျွန်တော့် wifi စကားဝှက်က Yangon@2023 ပါ",
        "Yangon@2023",
        "ကျွန်တော့် wifi နာမည်က Yangon_2023 ပါ",
    ),
    (
        "ဘဏ်ကတ် ပင်နံပါတ် ၄၄၇၂ ပါ၊ မှတ်ထားပေး",
        "၄၄၇၂",
        "ဘဏ်ကတ် ပင်နံပါတ်ကို ပြောင်းလိုက်ပြီ၊ ဘယ်သူ့ကိုမှ မပြောဘူး",
    ),
    # Pashto: a door's code in its digits; a password; a security question's answer
    (
        "د کور د دروازې کوډ ۴۴۱۰ دی، یاد یې ساته.",
        "۴۴۱۰",
        "د کور د دروازې شمېره ۴۴ ده، یاد یې ساته.",
    ),
    (
        "زما د جیمېل پاسورډ Herat#Khan7 دی.",
        "Herat#Khan7",
        "زما د جیمېل نوم Herat_Khan7 دی، پاسورډ یې نه وایم.",
    ),
    (
        "د بانک امنیتي پوښتنه زما د لومړي ښوونځي نوم دی، او ځواب مې ورکړی: غازي.",
        "غازي",
        "زما لومړی ښوونځی ملالۍ و، هلته مې ډېر ملګري درلودل.",
    ),
    # Somali: "PIN-kayga … waa"; a verification code; a lock's number with dashes; an answer
    (
        "PIN-kayga cusub ee kaarka waa 8142, fadlan ii xasuuso.",
        "8142",
        "Waxaan beddelay PIN-kayga kaarka, laakiin cidna uma sheegayo kan cusub.",
    ),
    (
        "Koodhka xaqiijinta ee bangiga iigu yimid waa 660193.",
        "660193",
        "Lambarka dalabka ee iigu yimid waa 660194, berri ayuu imanayaa.",
    ),
    (
        "Qufulka albaabka hore lambarkiisu waa 2-8-4-6, haddii aad iga horreyso.",
        "2-8-4-6",
        "Albaabka hore waxaa ku qoran 1984, waa sannadkii la dhisay.",
    ),
    (
        "Su'aasha amniga bangiga: magaca eeygii ugu horreeyay, jawaabtu waa Libaax.",
        "Libaax",
        "Eeygii ugu horreeyay wuxuu ahaa Dhuux, aad ayaan u jeclaa.",
    ),
]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES)
