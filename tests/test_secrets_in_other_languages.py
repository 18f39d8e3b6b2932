"""Secrets told in other languages (write/credentials_abroad.py): three blind sets of 120 lines
each, written by helpers who saw no code, 60 lines with a secret and their 60 twins with none.
The first two are in twelve languages (Spanish, French, German, Portuguese, Italian, Dutch,
Polish, Swahili, Hinglish, Tagalog, Indonesian, Turkish): the first (11/60 found before) is what
the rules were written from; the second (13/60 before) was written after them and measured
before it was read (48/60), then its misses read. The third is in twelve others (Romanian, Czech,
Swedish, Greek, Vietnamese, Yoruba and Pidgin, Zulu, Amharic, Arabizi, Malay, Mexican Spanish,
West African French): 10/60 on the session's first code, 23/60 on the code of that moment, then
read. Two more, of 60 lines each (30 secrets, 30 twins), are in languages written in other
scripts (write/credentials_scripts.py): the fourth (Russian, Ukrainian, Japanese, Korean,
Chinese, Hebrew, Persian, Thai, Bengali, and Hungarian, Finnish, Danish) found 4 of its 30 before
the rules were written from it; the fifth (Russian, Japanese, Korean, Taiwanese Chinese, Arabic,
Hindi, Urdu, Tamil, Hebrew, Persian, Thai, Bengali), written after them, found 4 on the
session's first code and 13 on the code of that moment before it was read. A sixth, of ten
languages (Norwegian, Catalan, Serbian in Cyrillic, Bulgarian, Croatian, Georgian, Armenian,
Nepali, Marathi, Malayalam), found 12 of its 30 on the forty-ninth session's first code before
its misses were read. A seventh, of ten more (Slovak, Lithuanian, Estonian, Icelandic, Kazakh,
Azerbaijani, Gujarati, Punjabi, Telugu, Kannada), written after those rules, found 10 of its 30
on the session's first code and on the code of that moment alike. An eighth, of ten more
(Latvian, Slovenian, Albanian, Macedonian, Uzbek, Mongolian, Khmer, Sinhala, Hausa, Basque), found
11 of its 30 on the fiftieth session's first code before its misses were read. A ninth, of ten
more (Belarusian, Bosnian, Maltese, Welsh, Irish, Galician, Lao, Burmese, Pashto, Somali), found
9 of its 30 on the fifty-first session's first code before its misses were read. A tenth, of ten
more (Igbo, Zulu, Xhosa, Tigrinya, Malagasy, Odia, Sorani Kurdish, Tajik, Kyrgyz, Luxembourgish),
found 5 of its 30 on the fifty-second session's first code before its misses were read. An
eleventh, of ten more (Afrikaans, Faroese, Turkmen, Tatar, Chechen, Shona, Kinyarwanda, Wolof,
Quechua, Haitian Creole), found 8 of its 30 on the fifty-third session's first code before its
misses were read. A twelfth, of ten more (Samoan, Tongan, Māori, Fijian, Tok Pisin, Hawaiian,
Guarani, Aymara, Kurmanji Kurdish, Sesotho), written after the eleventh's work, found 12 of its
30 on the fifty-third session's first code and 13 on its code of that moment before its misses
were read. A thirteenth, of ten more (Javanese, Sundanese, Cebuano, Ilocano, Breton, Scottish
Gaelic, West Frisian, Yiddish, Uyghur, Luganda), found 6 of its 30 on the fifty-fourth session's
first code before its misses were read. A fourteenth, of ten more (Chichewa, Setswana, Oromo,
Lingala, Twi, Ewe, Sindhi, Assamese, Tibetan, Esperanto), found 12 of its 30 and flagged 1 twin
on the fifty-fourth session's first code before its misses were read. A fifteenth, of ten more
(Tahitian, Chamorro, Marshallese, Venda, Tsonga, Bemba, Kirundi, Sakha, Bashkir, Chuvash), found
19 of its 30 and flagged none on the fifty-fifth session's first code before its misses were
read. A sixteenth, of ten more (Dzongkha, Maithili, Upper Sorbian, Romansh, Occitan, Corsican,
Asturian, Latin, Kalaallisut, Sardinian), found 13 of its 30 and flagged none on the
fifty-sixth session's first code before its misses were read. A seventeenth, of ten more
(Kashmiri, Sanskrit, Manx, Cornish, Friulian, Ladino, Navajo, Inuktitut, Udmurt, Komi), found 15
of its 30 and flagged none on the fifty-seventh session's first code before its misses were
read. An eighteenth, of ten more (Standard Moroccan Tamazight, Fula, Bambara, Kikuyu, Bislama,
Tetum, Balinese, Ossetian, Erzya, Crimean Tatar), found 13 of its 30 and flagged none on the
fifty-eighth session's first code before its misses were read. A nineteenth, of ten more
(Kanuri, Kiribati, Minangkabau, Acehnese, Sango, Sepedi, Abkhaz, Avar, Meadow Mari, Kabyle),
found 19 of its 30 and flagged none on the fifty-ninth session's first code before its misses
were read. A twentieth, of ten more (Hmong, Bhojpuri, Konkani, Santali, Meitei, Shan, Tuvan,
Buryat, Kabardian, Dinka), found 10 of its 30 and flagged 1 twin on the sixtieth session's first
code before its misses were read. A twenty-first, of ten more (Chuukese, Tuvaluan, Nuer, Tiv,
Karakalpak, Kalmyk, Ingush, Lezgian, Karachay-Balkar, Dogri), found 17 of its 30 and flagged none
on the sixty-first session's first code before its misses were read. A twenty-second, of ten more
(Lak, Dargwa, Nogai, Kumyk, Tabasaran, Palauan, Pohnpeian, Kosraean, Mizo, Khasi), found 16 of its
30 and flagged 1 twin on the sixty-second session's first code before its misses were read. A
twenty-third, of ten more (Yapese, Nauruan, Rotuman, Niuean, Tokelauan, Wallisian, Futunan, Garo,
Bodo, Tulu), found 15 of its 30 and flagged none on the sixty-third session's first code before
its misses were read. A twenty-fourth, of ten more (Balochi, Sylheti, Newar, Dholuo, Tumbuka,
Swati, Herero, Kikongo, Nahuatl, Yucatec Maya), found 22 of its 30 and flagged 4 twins on the
sixty-fourth session's first code before its misses were read. A twenty-fifth, of ten more
(Kamba, Kalenjin, Maasai, Ekegusii, Luhya, Kimeru, Krio, Mooré, Fon, Ga), found 21 of its 30 and
flagged none on the sixty-fifth session's first code before its misses were read. A
twenty-sixth, of ten more (Runyankole, Rukiga, Lusoga, Acholi, Lango, Ateso, Lugbara, Alur,
Rutooro, Lumasaba), found 25 of its 30 and flagged 3 twins on the sixty-sixth session's first
code before its misses were read. A twenty-seventh, of ten more (Tharu, Tamang, Gurung, Magar,
Limbu, Bantawa Rai, Sherpa, Awadhi, Doteli, Rajbanshi, of Nepal), found 25 of its 30 and flagged
none on the sixty-seventh session's first code before its misses were read. A twenty-eighth, of
ten more (Dhivehi, Karbi, Mising, Dimasa, Rabha, Kokborok, Kodava, Badaga, Hmar, Nyishi, of the
Maldives, the hills of Northeast India and the Nilgiris and Coorg), found 20 of its 30 and
flagged 1 twin on the sixty-eighth session's first code before its misses were read. Every twin
must stay free of a secret; every secret must be found, but for the misses listed with why. And
through the real service, on a real SQLite file: a secret in another language is refused and
nothing of it is kept, its twin is.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from door import check_refused
from memwarden.write.credentials import find_secrets, redact

DATA = Path(__file__).parent / "data"
SETS = (
    "secrets_multilingual.jsonl",
    "secrets_multilingual_2.jsonl",
    "secrets_multilingual_3.jsonl",
    "secrets_multilingual_4.jsonl",
    "secrets_multilingual_5.jsonl",
    "secrets_multilingual_6.jsonl",
    "secrets_multilingual_7.jsonl",
    "secrets_multilingual_8.jsonl",
    "secrets_multilingual_9.jsonl",
    "secrets_multilingual_10.jsonl",
    "secrets_multilingual_11.jsonl",
    "secrets_multilingual_12.jsonl",
    "secrets_multilingual_13.jsonl",
    "secrets_multilingual_14.jsonl",
    "secrets_multilingual_15.jsonl",
    "secrets_multilingual_16.jsonl",
    "secrets_multilingual_17.jsonl",
    "secrets_multilingual_18.jsonl",
    "secrets_multilingual_19.jsonl",
    "secrets_multilingual_20.jsonl",
    "secrets_multilingual_21.jsonl",
    "secrets_multilingual_22.jsonl",
    "secrets_multilingual_23.jsonl",
    "secrets_multilingual_24.jsonl",
    "secrets_multilingual_25.jsonl",
    "secrets_multilingual_26.jsonl",
    "secrets_multilingual_27.jsonl",
    "secrets_multilingual_28.jsonl",
)
# The languages of each set (the sixth to the twenty-eighth have ten, six lines each).
TEN = (
    "_6.jsonl",
    "_7.jsonl",
    "_8.jsonl",
    "_9.jsonl",
    "_10.jsonl",
    "_11.jsonl",
    "_12.jsonl",
    "_13.jsonl",
    "_14.jsonl",
    "_15.jsonl",
    "_16.jsonl",
    "_17.jsonl",
    "_18.jsonl",
    "_19.jsonl",
    "_20.jsonl",
    "_21.jsonl",
    "_22.jsonl",
    "_23.jsonl",
    "_24.jsonl",
    "_25.jsonl",
    "_26.jsonl",
    "_27.jsonl",
    "_28.jsonl",
)
LANGUAGES = {name: 10 if name.endswith(TEN) else 12 for name in SETS}
KNOWN_MISSES = {
    ("secrets_multilingual_8.jsonl", 45): "'… මම දාපු උත්තරය ආනන්ද විද්‍යාලය': an answer of two words "
    "in a script whose words the answer's pattern ends at the first space (the first is found)",
    ("secrets_multilingual_7.jsonl", 17): "'Ukse kood läks mul jälle meelest. Ah jaa, 1379': a "
    "door's code remembered a sentence after, opened by 'oh yes', not by 'it is'",
    ("secrets_multilingual_7.jsonl", 47): "'… ਦਾ ਜਵਾਬ ਮੈਂ ਖ਼ਾਲਸਾ ਸਕੂਲ ਰੱਖਿਆ': an answer of two "
    "words in a script whose words the answer's pattern ends at the first space",
    ("secrets_multilingual.jsonl", 19): "'j'ai mis le code 0912' for an app (Lydia): a code "
    "named by the word alone counts only where the sentence speaks of a bank, a message, a "
    "payment or a door",
    ("secrets_multilingual.jsonl", 37): "'aquele de 3 digitos atras, é 912': a number between "
    "the name and the value ends the words that may come between",
    ("secrets_multilingual.jsonl", 40): "'no teclado da garagem digita 1357': a code told as "
    "what to type, with no name of a code",
    ("secrets_multilingual_2.jsonl", 39): "'… nome da professora primária → Dona Cida': an "
    "arrow joins no answer",
    ("secrets_multilingual_3.jsonl", 5): "'am schimbat parola … in Bucuresti#77': Romanian 'în' "
    "typed without its mark is English 'in', which joins no value",
    ("secrets_multilingual_3.jsonl", 15): "'odpoved na bezpecnostni otazku … je Micinka': the "
    "answer named before the question",
    ("secrets_multilingual_3.jsonl", 29): "'CVV:n på nya kortet, 417': the name's Swedish ending "
    "after a colon",
    ("secrets_multilingual_3.jsonl", 37): "'η απάντηση στην ερώτηση ασφαλείας (…) είναι "
    "Παπαδάκη': the answer named before the question, the question's words in brackets",
    ("secrets_multilingual_3.jsonl", 43): "'mk facebook: hoamai@1995': Vietnamese 'mk' (mật khẩu) "
    "is two letters that name much else",
    ("secrets_multilingual_3.jsonl", 55): "'GTB send me 551902, na the OTP …': digits sent, named "
    "after a comma and Pidgin's 'na'",
    ("secrets_multilingual_3.jsonl", 57): "'… 'name of your first school', I put Ansar-Ud-Deen': "
    "the answer set, unquoted, after the quoted question",
    ("secrets_multilingual_3.jsonl", 79): "'ye gibi ber code 1984 new': a code named by the word "
    "alone beside a gate's Amharic name, and a year's digits told bare",
    ("secrets_multilingual_3.jsonl", 85): "'ghayyart el password … la Beirut@961': Arabizi's 'la' "
    "(to) is French's and Romanian's article and preposition too",
    ("secrets_multilingual_3.jsonl", 89): "'ramzha 4-22-61': a safe's combination in groups of "
    "digits with dashes",
    ("secrets_multilingual_3.jsonl", 95): "'CIMB hantar TAC 603918': Malay's TAC is also "
    "Australia's Transport Accident Commission, whose claim numbers are no secret",
    ("secrets_multilingual_3.jsonl", 109): "'el codigo de verificacion de banorte, es el 374195': "
    "an article between the copula and the value",
    ("secrets_multilingual_3.jsonl", 117): "'le code du portail chez tantie à Cocody, c'est 0519': "
    "the value after a second join, and the code named by the word alone",
}


def _lines() -> list[tuple[str, dict[str, Any]]]:
    return [
        (name, json.loads(line))
        for name in SETS
        for line in (DATA / name).read_text("utf-8").splitlines()
        if line.strip()
    ]


def test_the_sets_are_twins_in_ten_or_twelve_languages() -> None:
    lines = _lines()
    assert len(lines) == 1860
    for name in SETS:
        mine = [row for set_name, row in lines if set_name == name]
        assert sum(row["secret"] is not None for row in mine) == len(mine) // 2
        assert len({row["lang"] for row in mine}) == LANGUAGES[name]
        assert all(row["secret"] is None or row["secret"] in row["text"] for row in mine)


@pytest.mark.parametrize(
    ("name", "row"),
    [
        pytest.param(
            name,
            row,
            id=f"{name.removesuffix('.jsonl')}-{row['id']}-{row['lang']}",
            marks=[pytest.mark.xfail(reason=KNOWN_MISSES[(name, row["id"])], strict=True)]
            if (name, row["id"]) in KNOWN_MISSES
            else [],
        )
        for name, row in _lines()
        if row["secret"] is not None
    ],
)
def test_each_secret_is_found_whole(name: str, row: dict[str, Any]) -> None:
    text, secret = row["text"], row["secret"]
    at = text.index(secret)
    spans = find_secrets(text)
    assert any(s.start <= at and s.end >= at + len(secret) for s in spans), spans
    assert secret not in redact(text)


@pytest.mark.parametrize(
    ("name", "row"),
    [
        pytest.param(name, row, id=f"{name.removesuffix('.jsonl')}-{row['id']}-{row['lang']}")
        for name, row in _lines()
        if row["secret"] is None
    ],
)
def test_each_twin_holds_no_secret(name: str, row: dict[str, Any]) -> None:
    assert find_secrets(row["text"]) == []


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("mi PIN del banco es 4072, apuntalo", "4072", "mi PIN del banco no funciona desde 2019"),
        ("WLAN Passwort: Sonnenblume!77", "Sonnenblume!77", "das WLAN Passwort ist zu lang"),
        ("4417 ndio pin yangu ya mpesa", "4417", "nimesahau pin yangu ya mpesa tena"),
        ("netflix ka password hai chotu@1998", "chotu@1998", "netflix ka password bhool gaya"),
        ("GCash MPIN ko 1593, pakitandaan", "1593", "GCash MPIN ko nakalimutan ko"),
        ("banka kartımın şifresi 3916", "3916", "banka kartımın şifresi çok uzun"),
        ("kod BLIK: 729184, wpisz na allegro", "729184", "kod pocztowy: 00-950 Warszawa"),
        ("pinkoden till mitt swedbank-kort är 2580", "2580", "pinkoden till mitt kort är ny"),
        ("heslo na seznam email: jahoda88kocka", "jahoda88kocka", "heslo na seznam je moc dlouhe"),
        (
            "codice di verifica intesa sanpaolo 771052, scade tra 5 minuti",
            "771052",
            "codice sconto della farmacia 2024, scade tra 5 giorni",
        ),
        # in other scripts, and with the copula left out
        ("пароль от вайфая на даче Romashka_77", "Romashka_77", "вайфай на даче не работает"),
        ("카드 비밀번호 7340으로 바꿨어", "7340", "카드 비밀번호 바꿨어, 앱에서 바로 되더라"),
        ("家里WiFi密码是 xiaomi8888，帮我记一下", "xiaomi8888", "家里WiFi名字是 xiaomi_home"),
        ("הקוד הסודי של כרטיס האשראי הוא 6613", "6613", "דמי הכרטיס הם 19.90 ש״ח לחודש"),
        ("0846 คือรหัสตู้ล็อกเกอร์ที่ฟิตเนสนะ", "0846", "ตู้ล็อกเกอร์ที่ฟิตเนสเบอร์ 84 ชั้น 6 นะ"),
        ("সোসাইটির গেটের কোড 5821, মনে রেখো", "5821", "সোসাইটির গেটের পাশে নতুন দোকান খুলেছে"),
        ("A ház kapukódja 1984, jegyezd meg", "1984", "A ház 1990-ben épült, jegyezd meg"),
        # the value first, then "that is my password"; the value in the sentence after its name;
        # the answer's word opening the sentence after the question's; a password said "not"
        (
            "Sunce!2024 – то ми је лозинка за Нетфликс",
            "Sunce!2024",
            "Sunce2024 – то ми је име мреже, лозинка је на рутеру",
        ),
        (
            "Uvijek zaboravim PIN od mobitela. To je 2468, zapamti ga",
            "2468",
            "Uvijek zaboravim broj sobe. To je 246, zapamti ga",
        ),
        (
            "Таен въпрос: името на първия ми учител. Отговор: Стоянова.",
            "Стоянова",
            "Името на първия ми учител беше Иванова, много я обичах.",
        ),
        (
            "La contrasenya del correu és Gat_Negre#77",
            "Gat_Negre#77",
            "La contrasenya del wifi no és GatNegre77, això és el nom de la xarxa",
        ),
        # the eighth set's languages: Latvian's copula, Albanian's, Hausa's; Basque's after the
        # value; a password named, then told the next sentence; Mongolian's "this is my …"
        ("Wifi parole mājās ir Saule#2024kaķis", "Saule#2024kaķis", "Wifi tīkls mājās ir Saule"),
        ("Fjalëkalimi i email-it tim është Tirana!88", "Tirana!88", "Email-i im është te Gmail"),
        (
            "Lambar sirri ta katin ATM dina ita ce 2580",
            "2580",
            "Lambar wayar bankin ATM dina ita ce 0803",
        ),
        ("Etxeko atariaren kodea 7741 da", "7741", "Etxeko atariaren zenbakia 41 da"),
        (
            "Лозинката за Фејсбук ќе ти ја кажам. Тоа е ohrid#2019",
            "ohrid#2019",
            "Лозинката за Фејсбук ја сменив. Тоа е сè.",
        ),
        (
            "Khan$2023bat — энэ бол миний интернэт банкны нууц үг",
            "Khan$2023bat",
            "Khan Bank — энэ бол миний интернэт банк",
        ),
    ],
)
def test_a_secret_in_another_language_is_refused_and_its_twin_kept(
    tmp_path: Path, digests_cut: Callable[[bytes], bytes], secret: str, value: str, twin: str
) -> None:
    check_refused(tmp_path, secret, value, twin, digests_cut)


@pytest.mark.parametrize(
    "text",
    [
        # what a code is when it is no secret, said in these languages
        "el código de descuento es VERANO20",
        "mon code postal c'est 75011, pas 75012",
        "la contraseña es muy larga y siempre la olvido",
        # English words these rules must leave alone
        "User's full name is Aaliyah Okafor; her maiden name is Adeyemi.",
        "my first school was St Mary's in Cork",
        "jean's key safe is round the back, area code 01263 for the carers",
        "I got a tan 2024 in Spain, the tan 583920 was dark",
        "il pin del bancomat l'ho sbagliato 3 volte, me l'hanno bloccato",
        "pinalitan ko na yung password ng fb ko kasi na-hack daw",
        "ye Gmail password-e 'the old one' new",
        "the TAC claim number 123456 is on the letter",
        "I changed my PIN in 2019",
        # … and in other scripts: a postcode, a discount's code, a question's answer to change
        "सोसाइटी का पिन कोड 110047 है, कूरियर वाले हमेशा पूछते हैं",
        "کد تخفیف دیجی‌کالا DK618203 هست، یه دقیقه نگهش دار",
        "بینک والوں نے کہا سیکیورٹی سوال 'آپ کی والدہ کا آبائی شہر؟' کا جواب اپڈیٹ کر لیں",
        "Сбер прислал смс: перевод 5382 ₽ выполнен, баланс 12 470 ₽",
        "мой код города 495, а номер 123-45-67",
        # … a Basque postcode; a Macedonian answer not written down
        "Etxeko atariaren helbidea Easo kalea 41 da, posta kodea 20006.",
        "Безбедносното прашање го сменив, а одговорот не го запишувам никаде.",
        # … a Tatar answer forgotten after the question changed
        "Яшерен сорау үзгәрде. Җавабын оныттым.",
    ],
)
def test_what_only_looks_like_a_secret_is_none(text: str) -> None:
    assert find_secrets(text) == []
