"""Secrets told in ten more languages (write/credentials_abroad.py for Hmong and Dinka;
write/credentials_scripts.py for Bhojpuri and Konkani in Devanagari, Santali in Ol Chiki, Meitei in
Bengali letters, Shan in Myanmar's, Tuvan, Buryat and Kabardian in Cyrillic), in the shapes a
twentieth blind set told them, which found 10 of its 30 before their words were added and flagged
one of its twins (a Bhojpuri answer's "हम", I, taken for the answer): their words for a password
(Hmong's "lo lus zais" and secret number, "tus lej zais", Meitei's "পাসৱার্দ", Shan's "ၵႂၢမ်းလပ်ႉ",
a secret word, Tuvan's "паролу"), a code and what it opens (Hmong's "code qhib qhov rooj", Dinka's
"kod de thok ɣöt", Santali's "ᱫᱩᱣᱟᱹᱨ ᱠᱚᱰ", not "ᱯᱤᱱ ᱠᱚᱰ", a postcode; Shan's "ၵူတ်ႉ" joined to what
it opens, Kabardian's "бжэм и кодыр", Buryat's key box, "түлхюурэй хайрсаг"), a code that opens its
sentence after a sentence that says a bank or a message sent it ("बँकेंतल्यान मेसेज आयलो. कोड …"), a
code sent in groups ("41 73-щ"), a card's number with its security code after it (Shan's
"မၢႆၵၢတ်ႉ"); a security question and its answer (Santali's "ᱨᱩᱠᱷᱤᱭᱟᱹ ᱠᱩᱠᱞᱤ … ᱛᱮᱞᱟ ᱫᱚ …", Meitei's
"সিক্যুরিটি ৱাহং … পাউখুম '…'", Tuvan's "Чажыт айтырыг … Харыызы —", Buryat's "Нюуса асуудал …
Харюу:", Kabardian's "Банкым щӀэупщӀэ … Жэуапыр:"), not "I" or "my" after the word for an answer
(Bhojpuri's "हम", "हमार"); a mother's maiden name as Buryat says it ("эжымни басаган байхадаа обог
…"); their copulas (Hmong's "yog", Dinka's "ee"), the digits first and then "is the code" ("… yog
tus code …", "… ee kod …", "… ပဵၼ် ၵူတ်ႉ…"); and a secret said changed, then told after "now it is"
the sentence after ("Tam sim no yog", "Амды", "Одоо", "Иджы"). The sentences are this file's own,
not the blind set's. Each secret has its twin with none (a password, a code or an answer forgotten
or withheld, a house's or a phone's number, a postcode, a tracking number, a year, an amount), which
must stay free of one; and through the real service on a real SQLite file, the first secret of each
language is refused and nothing of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Hmong: a password after "yog", not one forgotten; the digits first and "is the code that
    # opens the door", not a phone's number; a code opening its sentence after one that says the
    # bank sent it, not one not received; a hidden word, not one forgotten; a PIN told after
    # "now it is", not a year; a secret number after "yog" (its digits a year's), not one
    # forgotten
    "Hmong": [
        (
            "Tus password wifi hauv tsev yog Nkauj@Hmoob7.",
            "Nkauj@Hmoob7",
            "Tus password wifi hauv tsev kuv tsis nco lawm.",
        ),
        (
            "7305 yog tus code qhib qhov rooj tom qab.",
            "7305",
            "7305 yog tus naj npawb xov tooj tshiab.",
        ),
        (
            "Lub txhab nyiaj xa ib tsab ntawv tuaj. Code yog 4417.",
            "4417",
            "Lub txhab nyiaj xa ib tsab ntawv tuaj. Tus code kuv tsis tau txais.",
        ),
        (
            "Kuv lo lus zais Gmail yog Paj_Ntaub88.",
            "Paj_Ntaub88",
            "Kuv lo lus zais Gmail kuv hnov qab lawm.",
        ),
        (
            "Kuv hloov tus PIN ATM lawm. Tam sim no yog 6021.",
            "6021",
            "Kuv hloov tus PIN ATM lawm. Tam sim no yog 2024.",
        ),
        ("Tus lej zais ATM yog 2019.", "2019", "Kuv tsis nco tus lej zais ATM lawm."),
    ],
    # Dinka: a PIN after "ee" (its digits a year's, told as the PIN by the copula), not a phone's
    # number; the digits first and "is the code of the door", not an amount
    "Dinka": [
        ("PIN de ATM ɣän ee 2031.", "2031", "Namba de telepuun ɣän ee 0912 441 000."),
        ("7731 ee kod de thok ɣöt.", "7731", "7731 pound ee wëu de thok ɣöt."),
    ],
    # Bhojpuri: an answer quoted, not "I" or "my" after the word for an answer
    "Bhojpuri": [
        (
            "बैंक के सिक्योरिटी सवाल के जवाब: 'मुन्ना' ह।",
            "मुन्ना",
            "बैंक के सिक्योरिटी सवाल के जवाब हम केहू के ना बताइब।",
        ),
        (
            "सिक्योरिटी सवाल के जवाब 'पटना' बा।",
            "पटना",
            "सिक्योरिटी सवाल के जवाब हमार माई जानेली।",
        ),
    ],
    # Konkani: a code opening its sentence after one that says the bank sent a message, not an
    # amount
    "Konkani": [
        (
            "बँकेंतल्यान मेसेज आयलो. कोड 551902 आसा.",
            "551902",
            "बँकेंतल्यान मेसेज आयलो. खात्यांत 8800 रुपया आसात.",
        ),
    ],
    # Santali: a door's code, not a postcode; an answer that ends its sentence, not one forgotten
    "Santali": [
        ("ᱫᱩᱣᱟᱹᱨ ᱠᱚᱰ ᱫᱚ 4417 ᱠᱟᱱᱟ ᱾", "4417", "ᱯᱤᱱ ᱠᱚᱰ ᱫᱚ 814112 ᱠᱟᱱᱟ ᱾"),
        (
            "ᱨᱩᱠᱷᱤᱭᱟᱹ ᱠᱩᱠᱞᱤ ᱨᱮᱭᱟᱜ ᱛᱮᱞᱟ ᱫᱚ ᱢᱟᱝᱜᱟᱞ ᱾",
            "ᱢᱟᱝᱜᱟᱞ",
            "ᱨᱩᱠᱷᱤᱭᱟᱹ ᱠᱩᱠᱞᱤ ᱨᱮᱭᱟᱜ ᱛᱮᱞᱟ ᱫᱚ ᱤᱧ ᱦᱤᱲᱤᱧ ᱠᱮᱫᱟ ᱾",
        ),
    ],
    # Meitei: a password quoted after its name, not one forgotten; an answer quoted after the
    # word for it, not "by me" after it
    "Meitei": [
        (
            "ঐগী ফেসবুক পাসৱার্দ দি 'Loktak@2020' নি।",
            "Loktak@2020",
            "ঐগী ফেসবুক পাসৱার্দ দি ঐনা কাউখ্রে।",
        ),
        (
            "সিক্যুরিটি ৱাহং অদুগী পাউখুম 'ইমা লেইমা' নি।",
            "ইমা লেইমা",
            "সিক্যুরিটি ৱাহং অদুগী পাউখুম ঐনা কাউখ্রে।",
        ),
    ],
    # Shan: a password after its name, not one forgotten; the digits first and "is the code that
    # opens the door", not a price; a card's number and its security code, not a parcel's number
    "Shan": [
        (
            "ၵႂၢမ်းလပ်ႉ Gmail ၶွင်ႇၵဝ် ပဵၼ် Taunggyi#21 ၶႃႈ။",
            "Taunggyi#21",
            "ၵႂၢမ်းလပ်ႉ Gmail ၶွင်ႇၵဝ် ၵဝ်လိုမ်းယဝ်ႉ။",
        ),
        (
            "4471 ပဵၼ် ၵူတ်ႉပိုတ်ႇပၢၵ်ႇတူ ႁွင်ႈၵၢၼ်ၵဝ်။",
            "4471",
            "4471 ပျႃး ပဵၼ် ၵႃႈၶူဝ်း ႁွင်ႈၵၢၼ်ၵဝ်။",
        ),
        (
            "မၢႆၵၢတ်ႉ ၵဝ်: 4929 1030 7750 2219, CVV 306",
            "4929 1030 7750 2219, CVV 306",
            "မၢႆ tracking ၶူဝ်း: 4929 1030 7750 2219",
        ),
    ],
    # Tuvan: a password after its name, not one forgotten; a door's code told after "now", not a
    # year; an answer after a dash the sentence after the question, not one forgotten
    "Tuvan": [
        ("Почтамның паролу: Ulug-Hem_77.", "Ulug-Hem_77", "Почтамның паролун утуп кагдым."),
        (
            "Эжиктиң кодун өскерттим. Амды 3318.",
            "3318",
            "Эжиктиң кодун өскерттим. Амды 2024 чыл.",
        ),
        (
            "Чажыт айтырыг: авамның төрээн суму. Харыызы — Бай-Тайга.",
            "Бай-Тайга",
            "Чажыт айтырыг: авамның төрээн суму. Харыызын уттум.",
        ),
    ],
    # Buryat: an answer after a colon the sentence after the question, not one forgotten; a key
    # box's code, not a house's number; a mother's maiden name, not one not known; a door's code
    # told after "now", not a year
    "Buryat": [
        (
            "Нюуса асуудал: эжымни түрэһэн тосхон. Харюу: Кижэнгэ.",
            "Кижэнгэ",
            "Нюуса асуудал: эжымни түрэһэн тосхон. Харюугаа мартаа һэм.",
        ),
        (
            "Түлхюурэй хайрсагай код 4827.",
            "4827",
            "Түлхюурэй хайрсаг 4827 гэһэн байшанай хажууда.",
        ),
        (
            "Эжымни басаган байхадаа обог Цыренова байгаа.",
            "Цыренова",
            "Эжымни басаган байхадаа обогые мэдэхэгүйб.",
        ),
        (
            "Хаалгын кодые һэлгээб. Одоо 6613.",
            "6613",
            "Хаалгын кодые һэлгээб. Одоо 2025 он.",
        ),
    ],
    # Kabardian: an answer after a colon the sentence after a bank's question, not one
    # forgotten; a door's code in groups, not the door's number; a door's code told after "now",
    # not a year
    "Kabardian": [
        (
            "Банкым щӀэупщӀэ къызитащ: «Уи анэр здэщыщыр?» Жэуапыр: Нартан.",
            "Нартан",
            "Банкым щӀэупщӀэ къызитащ: «Уи анэр здэщыщыр?» Жэуапыр сщыгъупщащ.",
        ),
        ("Бжэм и кодыр 41 73-щ.", "41 73", "Бжэм и номерыр 41-щ."),
        (
            "Бжэм и кодыр зэсхъуэкӀащ. Иджы 2288-щ.",
            "2288",
            "Бжэм и кодыр зэсхъуэкӀащ. Иджы 2024 гъэщ.",
        ),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
