"""Secrets told in languages written in other scripts (DESIGN §5, the guard;
:mod:`memwarden.write.credentials` runs these beside its own patterns and those of
:mod:`memwarden.write.credentials_abroad`).

"пароль от вайфая на даче Romashka_77", "オートロックの暗証番号は3958だよ",
"카드 비밀번호 7340으로 바꿨어", "家里WiFi密码是 xiaomi8888", "הקוד הסודי של כרטיס האשראי הוא 6613",
"رمز پویا از بانک ملت اومد: ۴۸۲۹۱۵", "รหัส ATM บัตรกสิกรคือ 091147", "আমার ডেবিট কার্ডের পিন 3067":
a blind set in
Russian, Ukrainian, Japanese, Korean, Chinese, Hebrew, Persian, Thai and Bengali (with Hungarian,
Finnish and Danish, whose words are the abroad module's) found 4 of its 30 secrets before these
rules (tests/data/secrets_multilingual_4.jsonl). A sixth set, of ten languages, found 12 of 30
before the words of its Bulgarian, Serbian, Georgian, Armenian, Marathi and Malayalam were added
("Кодът на входната врата … е 1254", "ფეისბუქის პაროლი: Tbilisi_88!", "CVV-ն 582 է",
"പാസ്കോഡ് 280419 ആണ്"), with a password told first and "that is my password" after ("Sunce!2024
– то ми је лозинка") and a question's answer opening the next sentence ("Отговор: Петрова"). A
seventh, written after, found 10 of 30 before the words of Kazakh, Gujarati, Punjabi, Telugu and
Kannada were added, and a card's number after "card number" in these scripts ("ಕ್ರೆಡಿಟ್ ಕಾರ್ಡ್ ನಂಬರ್
5241 8830 1942 7765"); the words before a password's name, after its value, are read whole, with
the vowel signs of Indic scripts that ``\\w`` does not hold. A ninth set's Belarusian, Bosnian,
Maltese, Welsh, Irish, Galician, Lao, Burmese, Pashto and Somali found 9 of 30 before their
words were added, 30 after; this module's are Belarusian's, Lao's, Burmese's and Pashto's
("адказ: Бурэк", "ລະຫັດ wifi … ແມ່ນ Champa@2024", "ကုဒ်က ၂၉၀၇", "پین کوډ ۷۲۴۹"), with
Burmese's full stop "။" ending a sentence, and a network's name ("пароль ад Wi-Fi — …") passed
over for the password after it. A tenth set's Tigrinya, Odia, Sorani Kurdish, Tajik and Kyrgyz
(with five languages in Latin letters, whose words are the abroad module's) added theirs ("መሕለፊ
ቃለይ Selam#2024 እዩ", "ପାସୱାର୍ଡ ହେଉଛି …", "کۆدی پشتڕاستکردنەوە …", "Коди дари подъезд 2580 аст",
"PIN-коду 9064"), with Ethiopic's full stop "።" and the danda "।" ending a sentence, an answer
told as what one wrote for it ("жооп катары … жаздым: Токтогулова"), and a card's number after
"the number of the card" ("ژمارەی کارت …", "ቁጽሪ ካርድ …"); Odia's and Eastern Arabic digits
("୪୮୧୯୨୭", "٣٨٥٢") are digits like any other. An eleventh set's Tatar and Chechen (with eight
languages in Latin letters, whose words are the abroad module's) added theirs ("серсүз",
"раслау коды", "куркынычсызлык соравы … Җавап: …", "кхерамзаллин хаттар … Жоп: …", a door's
"ишек" and "неӀ"), the word for a year after the digits as what makes them no code ("… 1991
елда", in 1991), and a password opening the sentence after its name, with a dash after it ("Яңа
пароль уйлап таптым. Almaz#1987kzn — шуны истә калдыр") or after "now it is" ("Хәзер ул …").
A thirteenth set's Yiddish and Uyghur (with eight languages in Latin letters, whose words are the
abroad module's) added theirs: Yiddish's written with its points or without ("פּאַראָל" and
"פאראל", "קאָד", "ענטפֿער"), Uyghur's with the endings it joins ("پارولى", its password;
"كودى", "جاۋابى"), and Arabic's comma "،" ending an answer. A fourteenth set's Sindhi, Assamese
and Tibetan (with seven languages in Latin letters, whose words are the abroad module's) added
theirs: Sindhi's with its own letters ("پاسورڊ", "ڪوڊ", "او ٽي پي"), Assamese's with its own
("পাছৱৰ্ড", "ক'ড", "সুৰক্ষা প্ৰশ্ন … উত্তৰটো হৈছে …"), India's "PIN code" of a place in
Bengali letters read as a postcode, its "PIN" and its "code" both ("মোৰ ঘৰৰ পিন ক'ড ৭৮১০০৬"),
and Tibetan's ("པིན་ཨང་གྲངས་ནི་༥༢༨༡", "གསང་ཨང", "བདེ་འཇགས་ཀྱི་དྲི་བ … ལན་ནི་ …"), with its
shad "།" ending a sentence. A fifteenth set's Sakha, Bashkir and Chuvash (with seven languages
in Latin letters, whose words are the abroad module's) added theirs: a secret word ("кистэлэҥ
тыл", "серһүҙ", "вӑрттӑн сӑмах"), a code and what it opens ("ҡапҡа коды", "алӑк кодӗ",
"ҫирӗплетӳ кодӗ"), a security question and its answer ("контроль һорау … Яуабы: …", "кистэлэҥ
ыйытык … Хоруй", "вӑрттӑн ыйту … Хурав"), not an answer forgotten ("Хуравне манса кайрӑм"),
and digits told in the middle of a sentence before "this is" and the name ("1287 — ку алӑк
кодӗ"). A sixteenth set's Maithili and Dzongkha (with eight languages in Latin letters, whose
words are the abroad module's) added theirs: Maithili's word for an answer after a question with
its "of" joined ("सिक्योरिटी सवालक जवाब 'मोती'"), its copula ("जवाब अछि: …"), not an answer
forgotten ("जवाब बिसरि गेलहुँ"), a secret word ("गुप्त शब्द"), a card's number with its "of"
joined ("कार्डक नम्बर"), a door's and an alarm's code ("केबाड़क कोड", "अलार्मक कोड") and taka or
rupees after digits; Dzongkha's answer after "ལན་འདི་" with its copula "ཨིན" after, not one
forgotten ("བརྗེད"), and a door, "སྒོ". A seventeenth set's Kashmiri, Sanskrit, Udmurt and Komi
(with six languages in Latin letters, whose words are the abroad module's) added theirs:
Kashmiri's and Urdu's "کوڈ" and a PIN with Kashmiri's vowel marks ("پِن"), standing alone before
Arabic's comma "،", a gate and a bank ("گیٹ", "بینک"), "حفاظتی سوال … جواب" with Kashmiri's copula
"چھُ", a card's number ("کارڈُک نمبر"), rupees with their marks ("روپَے"), not an answer
forgotten ("مٲشِتھ"); Sanskrit's compounds and endings ("कूटशब्दः", "कूटसङ्ख्या", "कूटाङ्कः",
"पिनसङ्ख्या", "सुरक्षाप्रश्नस्य उत्तरम्", its copula "अस्ति"), an answer quoted later in its sentence
after what it asks, not one opening with "my" ("मम"), a card's number ("कार्डस्य सङ्ख्या"); a
mother's maiden name, as Russian names it, with "I wrote:" after it in Udmurt and Komi
("девичьей фамилиез, мон гожти: …"), Komi's word for an answer ("вочакыв") and its endings on a
password ("паролӧй"), not an answer forgotten ("вунӧди"), a garage and a door ("гараж", "ӧс");
and a secret said changed, then told the sentence after "now" ("अधुना सः …", "इदानीं सा …", "Али
со …", "Ӧні сійӧ …"). An eighteenth set's Standard Moroccan Tamazight, Ossetian and Erzya (with
seven languages in Latin letters, whose words are the abroad module's) added theirs:
Tamazight's in Tifinagh, a password ("ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ", "ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ"), a code with Darija's article
("ⵍⴽⵓⴷ", not "ⴰⴽⵓⴷ", time), a door and a bank ("ⵜⴰⵡⵡⵓⵔⵜ", "ⵍⴱⴰⵏⴽ"), dirhams and a year, and "now
it is" ("ⴷⵖⵉ ⵉⴳⴰ …"); Ossetian's secret word and question ("сусæг дзырд", "сусæг фарст"), its
answer ("дзуапп"), a door ("дуар"), not an answer forgotten ("ферох"), and "now it is" ("Ныр у
…"); Erzya's security question ("ванстыця кевкстема") with "I wrote" before the answer ("Мон
сёрмадыя «…»"), not one forgotten ("стувтыя"), a door ("кенкш"), digits told before "this is"
and the code ("3390 — те … кодось"), a year ("иестэ") and "now it is" ("Ней сон …"); and a code
named by the word alone, told after "now" the sentence after, where its sentence speaks of what
it opens. A nineteenth set's Abkhaz, Avar and Meadow Mari (with seven languages in Latin letters,
whose words are the abroad module's) added theirs: a door and a gate ("ашә", Avar's "нуцӀа" and
"къапу", Mari's "омса"); a security question (Avar's "хасалъул суал", Mari's "секретный йодыш"
and "шолып йодыш") and the word for its answer before a colon or a dash only (Avar's "жаваб",
Mari's "вашмут"; not "жаваб бицине …", the answer is not to be told, nor "вашмутым …", the
answer as what one does not tell), the answer quoted later in its sentence, not "my" or "first"
opening what it is of ("дир", "мыйын", "икымше"); and "now" opening the sentence after a code
said changed ("Гьанже 2718 буго", "Кызыт …", "Уажәы … ауп"). A twentieth set's Bhojpuri, Konkani,
Santali in Ol Chiki, Meitei in Bengali letters, Shan, Tuvan, Buryat and Kabardian (with Hmong and
Dinka, whose words are the abroad module's) found 10 of its 30 before their words were added, 30
after: a password (Meitei's "পাসৱার্দ", Shan's "ၵႂၢမ်းလပ်ႉ", Tuvan's "паролум", my password), a code
(Santali's "ᱠᱚᱰ", not "ᱯᱤᱱ ᱠᱚᱰ", a postcode; Shan's "ၵူတ်ႉ") and what it opens (a door, "ᱫᱩᱣᱟᱹᱨ",
"ပၢၵ်ႇတူ", Kabardian's "бжэ", Tuvan's "эжик", Buryat's "хаалгын"; a bank, "बँक", "ᱵᱮᱸᱠ"; an alarm;
Buryat's key box, "түлхюурэй хайрсаг"), a code sent in groups ("кодыр 58 29-щ"), a card's number
(Shan's "မၢႆၵၢတ်ႉ") with its security code after it; a security question (Tuvan's "контрольдуг
айтырыг", Buryat's "нюуса асуудал", Kabardian's question of a bank, "Банкым щӀэупщӀэ", Santali's
question in a bank's app, Meitei's "সিক্যুরিটি ৱাহং") and its answer (Tuvan's "харыызы", Buryat's
"харюу", Kabardian's "жэуапыр" before a dash or a colon only; Santali's "ᱛᱮᱞᱟ ᱫᱚ", only where one
word after it ends the sentence; Meitei's "পাউখুম", its answer quoted), not "I" or "my" after the
word for an answer (Bhojpuri's "हम", "हमार", Meitei's "ঐনা"); a mother's maiden name as Buryat says
it, her name when a girl ("эжымнай басаган байхадаа обог Дамбаева"); and "now" opening the sentence
after a code said changed (Tuvan's "Амды", Buryat's "Одоо", "Мүнөө", Kabardian's "Иджы"). Ol Chiki's
full stops ("᱾", "᱿") end a sentence; a code named by the word alone that opens its sentence may
have what it opens said in the sentence before ("बँकेंतल्यान SMS आयला. कोड 804215 आसा", an SMS came
from the bank. The code is …). A twenty-first set's Kalmyk, Lezgian and Karachay-Balkar in
Cyrillic and Dogri in Devanagari (with Ingush, found before, and five languages in Latin letters,
whose words are the abroad module's) added theirs: a gate and a safe ("воротин код", "сейфни
коду"), "now" opening the sentence after a code said changed (Kalmyk's "Ода", Lezgian's "Гила …
я"), a password first and then "that is my password" (Karachay-Balkar's "ол меним …
паролюмду"); a security question (Lezgian's "секретный суал", Kalmyk's question of a bank,
"Банкин сурвр", Dogri's "सिक्योरिटी सुआल") and its answer (Kalmyk's "хәрү" before a colon or a dash
only), the answer told after what it is ("хәрү: ээҗин урдк фамиль — …", the answer: mother's
former surname — …; "जवाब — मेरा पैह्ला स्कूल: …", the answer — my first school: …), not "I", "to
me", "my" or a word of forgetting after the word for an answer (Kalmyk's "би", "мартчкув",
Lezgian's "заз", Dogri's "मेरा", "मिगी", "याद नेईं"); manats and Kalmyk's rubles after digits. A
twenty-second set's Lak, Dargwa, Kumyk and Tabasaran (with Nogai, found before, and five languages
in Latin letters, whose words are the abroad module's) added theirs: a code named by what it
opens or does, first, with their endings ("домофондалул кодри", an intercom's; "сигнализациян
код", an alarm's; "тасдыкъ коду", one to confirm), Dargwa's password with its hard sign
("паролъ"), a security question of a bank (Lak's "Банкрал суаллил", Kumyk's "Банкдагъы сорав")
and its answer (Kumyk's "Жавабы — «…»", quoted the sentence after the question; Lak's after five
words of what it is), not "I", "to me", "my" or a word of forgetting after it (Lak's "ттун",
"ттул", Dargwa's "нуни", "хӀебалу"), years ("2021 шинал"), and "now" opening the sentence after a
code said changed (Dargwa's "Гьанна", Kumyk's "Гьали", Tabasaran's "Гьаму … ву"). A twenty-third
set's Bodo in Devanagari and Tulu in Kannada letters (with eight languages in Latin letters, whose
words are the abroad module's) added theirs: what a code opens (a safe as Bodo borrows the word,
"की सेफनि कोड", the key safe's code; Tulu's door, "ಬಾಕಿಲ್ದ ಕೋಡ್"), "now" opening the sentence after
a code said changed (Bodo's "दा बेयो …", now it is …; Tulu's "ಇತ್ತೆ …"), and Tulu's rupees and
years after digits ("300 ರೂಪಾಯಿ").

Words do not end where a Latin pattern's ``\\b`` looks for them in Japanese, Chinese or Thai, and
a particle sticks to a number in Korean ("7340으로"), so a secret here is its name in one of these
languages (a password, a PIN, a card's secret code, a code sent to confirm, a door's code) and,
after it in the same sentence and within :data:`_NEAR` characters, its value: three to eight
digits, in any script's digits ("۴۸۲۹۱۵", "৫৭২৯১৪"), not part of a longer number, a date or a
phone number and not followed by a unit (a price, a span of time, a year); or, after a password's
name, a run of Latin letters and signs with a digit, a sign or an inner capital
("sakura_0412", "Ali@1370"), not an address or a link. A value before the name is not one: "вайфай
на даче называется Romashka_77, пароль написан на роутере" names the network. A security
question's answer is what follows the word for an answer ("答案是红星小学", "відповідь Бублик") in
a sentence that names such a question. No model.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ..patterns import lazy_compile
from .credentials_abroad import a_network, an_address_or_link

__all__ = ["GATES", "spans_in_scripts"]

# A word of these scripts stands alone: no letter of its script (or a mark of one) touches it.
_ARABIC = "\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff"
# (… Arabic's letters and marks without its punctuation and digits: a word before Arabic's comma
# "،" or Urdu's full stop "۔" stands alone too)
_ARABIC_LETTERS = (
    "\u0610-\u061a\u0620-\u065f\u066e-\u06d3\u06d5-\u06ef\u06fa-\u06ff\u0750-\u077f"
    "\ufb50-\ufdff\ufe70-\ufeff"
)
# (… and Arabic's short vowels and other marks, which Kashmiri writes on most words: "پِن")
_MARKS = "\u064b-\u065f\u0670"
_INDIC = "\u0900-\u0dff"  # Devanagari, Bengali, Gurmukhi, Odia … Telugu, Kannada, Malayalam
# Tibetan's letters, subjoined letters and vowel signs (not its tsheg "་", between syllables, nor
# its shad "།", ending a sentence).
_TIBETAN = "\u0f40-\u0fbc"
# Tifinagh's letters, in which Standard Moroccan Tamazight is written.
_TIFINAGH = "\u2d30-\u2d7f"
# Ol Chiki's letters and marks, in which Santali is written (not its digits nor its full stops).
_OL_CHIKI = "\u1c5a-\u1c7d"


def _alone(words: str, letters: str) -> str:
    return rf"(?<![{letters}])(?:{words})(?![{letters}])"


# Hebrew's points (not its maqaf, the hyphen "־") and its letters, Yiddish's joined ones too.
_POINTS = "\u05b0-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7"
_HEBREW = _POINTS + "\u05d0-\u05f2\ufb1d-\ufb4f"


def _pointed(words: str) -> str:
    """Yiddish words, written in Hebrew letters without points, as a pattern that takes them with
    their points or without ("פאראל" as "פּאַראָל" too): each letter may carry points, a space
    is any space, a hyphen a hyphen, a maqaf or nothing; "|" keeps its meaning."""
    out = []
    for c in words:
        if c == " ":
            out.append(r"\s+")
        elif c == "-":
            out.append(r"[־\s-]?")
        elif c == "|":
            out.append("|")
        else:
            out.append(re.escape(c) + f"[{_POINTS}]*")
    return _alone("".join(out), _HEBREW)


# A password's name: Russian, Ukrainian, Bulgarian, Serbian, Japanese, Korean, Chinese, Hebrew,
# Persian, Arabic, Urdu, Hindi, Tamil, Thai, Bengali, Georgian, Armenian, Malayalam. (Russian's
# word with the endings other languages give it: Chuvash's "паролӗ", Dargwa's "паролъ".)
_PASSWORD = (
    r"парол[ьяемюаиыӗӧэуъ]|гасл[оа]|лозинк[аеуо]|құпиясөз|პაროლ|գաղտնաբառ|パスワード|パスコード|비밀번호"
    r"|비번|패스워드|密码|密碼|口令|нууц\s+үг|ពាក្យសម្ងាត់|මුරපද(?:ය)?"
    r"|ה?סיסמ[הא]|รหัสผ่าน|รหัส\s*(?:ไวไฟ|wi-?fi)|พาสเวิร์ด"
    # (Lao, Burmese: "ລະຫັດຜ່ານ", "ລະຫັດ wifi ຢູ່ເຮືອນ", "စကားဝှက်")
    r"|ລະຫັດຜ່ານ|ລະຫັດ\s*(?:ໄວໄຟ|wi-?fi)|စကားဝှက်"
    # (Shan, a secret word: "ၵႂၢမ်းလပ်ႉ")
    r"|ၵႂၢမ်းလပ်ႉ"
    # (Tigrinya and Amharic, Tajik, Kyrgyz: "መሕለፊ ቃለይ", "የይለፍ ቃል", "калимаи махфӣ",
    # "сырсөзүм")
    r"|መሕለፊ\s*ቃ\w*|(?:የ)?ይለፍ\s*ቃ\w*|ፓስ(?:ወ|ዎ)ርድ\w*|калимаи\s+(?:махф(?:ӣ|и)\w*|убур\w*|рамз\w*)"
    r"|сыр\s?с(?:ө|о)з\w*|купуя\s+с(?:ө|о)з\w*"
    # (… and Tatar's: "серсүз", "серсүзем", a secret word)
    r"|серс(?:ү|у)з\w*"
    # (… and a secret word in Bashkir, Sakha and Chuvash: "серһүҙ", "серле һүҙ", "кистэлэҥ тыл",
    # "вӑрттӑн сӑмах"; the Russian name with Chuvash's and Sakha's endings: "паролӗ", its
    # password, "паролым", mine)
    r"|серһ(?:ү|у)(?:ҙ|з)\w*|серле\s+һ(?:ү|у)(?:ҙ|з)\w*|кистэлэ(?:ҥ|н)\s+тыл\w*"
    r"|в(?:ӑ|а)ртт(?:ӑ|а)н\s+с(?:ӑ|а)мах\w*|"
    # (… and Pashto's: "د فېسبوک پاسورډ مې …")
    + _alone(
        r"رمز(?:\s+عبور)?|پسورد|باسورد|پاس\s?ورڈ|پاس\s?ورډ|پاسورد|كلمة\s+(?:السر|المرور)"
        # (… and Sorani Kurdish's: "وشەی نهێنی", "تێپەڕەوشە", "پاسۆرد")
        r"|وشەی\s+(?:نهێنی|تێپەڕ)\w*|تێپەڕەوشە\w*|پاس(?:ۆ|وۆ|وو)رد\w*",
        _ARABIC,
    )
    + "|"
    + _alone(
        r"পাসওয়ার্ড|पासवर्ड|கடவுச்சொல்|பாஸ்வேர்டு?|പാസ്\u200c?(?:വേർഡ്|വേഡ്|കോഡ്)|પાસવર્ડ"
        r"|పాస్\u200c?వర్డ్|ಪಾಸ್\u200c?ವರ್ಡ್|ਪਾਸਵਰਡ"
        # (… and Odia's, with the endings it joins to a noun: "ପାସୱାର୍ଡ", "ପାସୱାର୍ଡଟି")
        r"|ପାସ୍?\u200c?ୱାର୍ଡ୍?(?:ର|ଟି|ଟା|ରେ)?|ଗୁପ୍ତ\s*ଶବ୍ଦ(?:ର|ଟି)?",
        _INDIC,
    )
    # (… and Uyghur's, with the endings it joins: "پارول", "پارولى", its, "پارولۇم", mine;
    # Yiddish's, with its points or without: "פּאַראָל", "פּאַסוואָרט")
    + "|"
    + _alone(r"پارول\w*", _ARABIC)
    + "|"
    + _pointed("פאראל|פאראלן|פאסווארט|פאסווארד")
    # (Sindhi, with its own "ڊ", and its secret word: "پاسورڊ", "ڳجهو لفظ"; Assamese, with its
    # own "ৰ" and "ৱ" and the endings it joins: "পাছৱৰ্ড", "পাছৱৰ্ডটো", "গোপন শব্দ", and Meitei's,
    # in Bengali letters with its "ৱ" and "দ" and its "of" joined, "পাসৱার্দ", "পাসৱার্দগী"; Tibetan, a
    # secret number, a secret word: "གསང་ཨང", "གསང་ཚིག", "གསང་གྲངས")
    + "|"
    + _alone(r"پاس\s?ورڊ|ڳجهو\s+لفظ", _ARABIC)
    + "|"
    + _alone(r"পা(?:ছ|স)ৱা?(?:ৰ্ড|র্দ|র্ড)(?:টো|টি|ৰ|গী)?|গোপন\s+শব্দ", _INDIC)
    # (Maithili and Hindi, a secret word, with Maithili's "of" joined: "गुप्त शब्द", "गुप्त शब्दक")
    + "|"
    + _alone(r"(?:गुप्त|गोपनीय)\s*शब्द(?:क)?", _INDIC)
    # (Sanskrit, a secret or hidden word, with the endings it joins: "कूटशब्दः", "गुप्तशब्दम्",
    # "कूटशब्दस्य")
    + "|"
    + rf"(?:कूट(?<![{_INDIC}]...)|गुप्त(?<![{_INDIC}].....))\s*शब्द(?:ः|म्|स्य|ं|े)?(?![{_INDIC}])"
    + "|"
    + _alone(r"གསང་(?:ཨང|ཚིག|གྲངས)", _TIBETAN)
    # (Standard Moroccan Tamazight, a word to pass, a hidden word: "ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ", "ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ";
    # the word first and the letter before it checked after, as Sanskrit's above; Ossetian, a
    # secret word, with its "æ" in Latin or Cyrillic letters, its first letter plain: "сусæг
    # дзырд")
    + rf"|ⴰⵡⴰⵍ(?<![{_TIFINAGH}]....)\s+(?:ⵏ\s+ⵓⵣⵔⴰⵢ|ⵓⴼⴼⵉⵔ)(?![{_TIFINAGH}])"
    + r"|(?-i:[сС])ус(?:æ|ӕ)г\s+дзырд\w*"
)
# A PIN's or a code's name: a card's, one sent to confirm, a door's or an alarm's.
_CODE = (
    r"пин[-\s]?код|пін[-\s]?код|пин\b|пін\b|смс[-\s]код|sms[-\s]код|код\s+(?:подтверждения|из\s+смс"
    r"|доступа|от\s+(?:двери|домофона|подъезда|сейфа|сигнализации)|домофона|підтвердження"
    r"|з\s+смс|доступу|від\s+(?:дверей|домофону|під'їзду))|одноразов\w+\s+код"
    r"|暗証番号|認証コード|確認コード|ワンタイム|ピン|인증\s?번호|인증\s?코드|핀\s?번호|보안\s?코드"
    r"|验证码|校验码|动态码|支付密码|取款密码|门禁|ה?קוד\s+(?:ה?סודי|ה?אימות|ה?כניסה|לדלת|הדלת"
    r"|ל?אזעקה|האזעקה|חד[\s-]פעמי)|رمز\s+(?:پویا|کارت|دوم|یکبار)|کد\s+(?:تایید|تأیید|امنیتی)"
    r"|รหัส\s*(?:ATM|PIN|OTP|บัตร|เข้า|ประตู|ตู้|ล็อกเกอร์|ยืนยัน)|驗證碼|認證碼|ה?קוד\s+ל?כניסה"
    # (Georgian, Armenian, and a Latin name with an Armenian or Georgian ending: "CVV-ն")
    r"|პინ(?:[\s-]?კოდ[ი-ჰ]*)?|დადასტურების\s+კოდ[ი-ჰ]*|ერთჯერად[ა-ჰ]*\s+კოდ[ი-ჰ]*"
    r"|պին(?:[\s-]?կոդ[ա-ֆ]*)?|(?:cvv|cvc|pin)-[\u0531-\u0587\u10d0-\u10ff]+"
    # (Mongolian, Khmer, Sinhala: "ПИН код", "баталгаажуулах код", "លេខកូដ PIN", "PIN අංකය")
    r"|баталгаажуулах\s+код|លេខ\s*កូដ|លេខ\s*សម្ងាត់|(?:pin|otp)\s*(?:අංකය|කේතය)"
    # (Belarusian, Lao, Burmese: "код пацвярджэння", "код ад пад'езда", "ລະຫັດ PIN ບັດ ATM",
    # "ລະຫັດຢືນຢັນ", "PIN နံပါတ်", "OTP ကုဒ်", "အတည်ပြုကုဒ်")
    r"|код\s+(?:пацвярджэння|пацверджання|доступу|з\s+смс|ад\s+(?:дзвярэй|пад['’]езда|дамафона"
    r"|сейфа))|аднаразов\w+\s+код"
    r"|ລະຫັດ\s*(?:PIN|OTP|ATM|ບັດ|ຢືນຢັນ|ປະຕູ)|(?:ပင်|pin)\s*နံပါတ်|(?:otp|အတည်ပြု)\s*ကုဒ်"
    # (Tigrinya and Amharic: "ፒን ኮድ", "ምስጢራዊ ቁጽሪ", "ሚስጥራዊ ቁጥር")
    r"|ፒን(?:\s*ኮ[ድዱ])?|(?:ምስጢራዊ|ሚስጥራዊ)\s+ቁ(?:ጽ|ጥ)\w*"
    # (Kyrgyz, Tajik, and the Latin name with a Cyrillic ending: "PIN-коду", "тастыктоо коду",
    # "коди тасдиқ", "рамзи корт")
    r"|(?:pin|cvv|cvc)[-\s]?код\w*|(?:pin|cvv|cvc)-[\u0400-\u04ff]+"
    r"|код(?:и|у)?\s+(?:тасдиқ\w*|дастрасӣ|тастыктоо|ырастоо|кирүү)|(?:тастыктоо|ырастоо)\s+код\w*"
    r"|рамзи\s+(?:корт\w*|махф(?:ӣ|и)\w*|дастрас(?:ӣ|и)\w*|тасдиқ\w*)"
    # (Tatar: a code to confirm, for once, a door's: "раслау коды", "бер тапкырлык код", "ишек
    # коды"; Chechen: a card's secret code, "къайлаха код")
    r"|(?:раслау|тикшерү|бер\s+тапкырлык|ишек|капка)\s+код\w*|къайлах\w*\s+код\w*"
    # (Bashkir, Sakha, Chuvash: a code to confirm, a gate's, a door's: "раҫлау коды", "ҡапҡа
    # коды", "бигэргэтии кода", "ҫирӗплетӳ кодӗ", "алӑк кодӗ", "хапха кодӗ")
    r"|(?:ра(?:ҫ|с)лау|тикшере(?:ү|у)|(?:ҡ|к)ап(?:ҡ|к)а|бигэргэтии|(?:ҫ|с)ир(?:ӗ|е)плет(?:ӳ|ү|у)"
    r"|ал(?:ӑ|а)к|хапха)\s+код\w*"
    # (Lak, Dargwa, Kumyk, Nogai and Tabasaran, which name what a code opens or does first, with
    # their endings, borrowing Russian's words: an intercom's, an alarm's, a safe's, a gate's,
    # one to confirm: "домофондалул кодри", "сигнализациян код", "сигнализация коды", "сейфни
    # коду", "Къапула код", "тасдыкъ коду")
    r"|(?:домофон|сигнализаци|сейф|къапу|тасдыкъ)\w*\s+код\w*|"
    + _alone(
        r"ওটিপি|পিন|গোপন\s+কোড|ভেরিফিকেশন\s+কোড|पिन(?:\s+नंबर)?|ओटीपी|पिन\s+कोड|പിൻ(?:\s+നമ്പർ)?"
        r"|પિન|ಪಿನ್|పిన్",
        _INDIC,
    )
    + "|"
    + _alone(
        # (… and Pashto's "پین کوډ")
        r"الرقم\s+السر[يى]|(?:رمز|كود)\s+(?:التحقق|التفعيل)|پن(?:\s+کوڈ)?|او\s+ٹی\s+پی"
        r"|پین(?:\s+کوډ)?"
        # (… and Sorani Kurdish's: "کۆدی پشتڕاستکردنەوە", a code to confirm; "ژمارەی نهێنی", a
        # secret number)
        r"|کۆدی\s+(?:پشتڕاستکردنەوە|دڵنیاکردنەوە|چوونەژوورەوە|نهێنی)\w*|ژمارەی\s+نهێنی\w*",
        _ARABIC,
    )
    + "|"
    # (Odia: "ପିନ୍", "ଓଟିପି", a code to verify)
    + _alone(r"ପିନ୍(?:\s*ନମ୍ବର)?(?:ର|ଟି)?|ଓଟିପି|ଯାଞ୍ଚ\s+କୋଡ୍", _INDIC)
    + "|"
    # (Uyghur: a code to verify, to confirm, for once, a PIN's, a secret number: "دەلىللەش كودى",
    # "جەزملەشتۈرۈش كودى", "بىر قېتىملىق كود", "PIN كودى", "مەخپىي نومۇر")
    + _alone(
        r"(?:دەلىللەش|جەزملەش\w*|تەستىق\w*|بىر\s+قېتىملىق|(?:pin|پىن))\s*كود\w*"
        r"|مەخپىي\s+(?:نومۇر|كود)\w*",
        _ARABIC,
    )
    + "|"
    # (Yiddish: a PIN, a PIN code, a code to confirm: "פּין", "פּין־קאָד", "באַשטעטיקונג־קאָד")
    + _pointed("פין-קאד|פין|באשטעטיקונגס-קאד|באשטעטיקונג-קאד")
    + "|"
    # (Sindhi, with its own "ڪ" and "ٽ": a PIN code, a code to confirm, a secret code, an OTP:
    # "پن ڪوڊ", "تصديقي ڪوڊ", "ڳجهو ڪوڊ", "او ٽي پي")
    + _alone(r"پن\s+ڪوڊ|(?:تصديقي|ڳجهو)\s+ڪوڊ|او\s+ٽي\s+پي", _ARABIC)
    + "|"
    # (Assamese: an OTP, a secret code: "অ'টি'পি", "গোপন ক'ড")
    + _alone(r"অ['’]?টি['’]?পি|গোপন\s+(?:ক['’]ড|কোড)", _INDIC)
    + "|"
    # (Tibetan: a PIN, a PIN's number: "པིན", "པིན་ཨང་གྲངས")
    + _alone(r"པིན(?:་ཨང(?:་གྲངས)?)?", _TIBETAN)
    # (Sanskrit, a secret number, a PIN's number, with the endings it joins: "कूटसङ्ख्या",
    # "कूटसंख्यायाः", "कूटाङ्कः", "पिनसङ्ख्या"; here and in the two below, the word first and the
    # letter before it checked after, so that the check runs only where the word is)
    + rf"|(?:कूट|पिन)(?<![{_INDIC}]...)\s*(?:सङ्ख्य|संख्य|ाङ्क)[\u0900-\u0963]*"
    # (Kashmiri, the PIN with its vowel marks: "پِن", "پِن کوڈ")
    + rf"|پ(?<![{_ARABIC_LETTERS}]پ)[{_MARKS}]*ن[{_MARKS}]*(?:\s+کوڈ)?(?![{_ARABIC_LETTERS}])"
)
# A code named by the word alone, where the sentence speaks of what such codes open: a bank, a
# message, a transfer, a door, a gate, an alarm, a locker (never a discount's).
_BARE_CODE = (
    # (Lao, Burmese: "ລະຫັດ", "ကုဒ်")
    # (Tigrinya and Amharic, Sorani Kurdish with its endings joined: "ኮድ", "ኮዱ", "کۆدی")
    # (Shan's, written joined to what it opens: "ၵူတ်ႉပိုတ်ႇပၢၵ်ႇတူ", the code that opens the door)
    r"код|コード|코드|码|碼|รหัส|ລະຫັດ|ကုဒ်|ၵူတ်ႉ|კოდ|կոդ|ኮ[ድዱ]|کۆد|"
    + _alone(r"קוד", "\u0590-\u05ff")
    + "|"
    + _alone(r"کد|کود|كود|کوډ", _ARABIC)
    + "|"
    + _alone(r"कोड|কোড|குறியீடு|കോഡ്|કોડ|ਕੋਡ|కోడ్|ಕೋಡ್|କୋଡ୍(?:ଟି|ର)?", _INDIC)
    # (Uyghur with its endings joined, "كودى", its code; Yiddish's "קאָד")
    + "|"
    + _alone(r"كود\w*", _ARABIC)
    + "|"
    + _pointed("קאד")
    # (Sindhi's "ڪوڊ", Assamese's "ক'ড")
    + "|"
    + _alone(r"ڪوڊ", _ARABIC)
    # (Kashmiri's and Urdu's "کوڈ", with Kashmiri's marks and its "of" joined: "کوڈٕ", "کوڈُک")
    + rf"|کوڈ(?<![{_ARABIC_LETTERS}]...)[{_MARKS}]*(?:ک[{_MARKS}]*)?(?![{_ARABIC_LETTERS}])"
    + "|"
    + _alone(r"ক['’]ড", _INDIC)
    # (Standard Moroccan Tamazight's, with the article it takes from Darija: "ⵍⴽⵓⴷ"; not
    # "ⴰⴽⵓⴷ", time; the word first, as Kashmiri's above)
    + rf"|ⵍⴽⵓⴷ(?<![{_TIFINAGH}]....)(?![{_TIFINAGH}])"
    # (Santali's in Ol Chiki, "ᱠᱚᱰ"; the word first, as above)
    + rf"|ᱠᱚᱰ(?<![{_OL_CHIKI}]...)(?![{_OL_CHIKI}])"
)
_CODE_CONTEXT = lazy_compile(
    r"банк|сбер|смс|sms|перевод|переказ|подтвержд|підтвердж|двер|домофон|銀行|振込|認証|ドア|은행"
    r"|문자|이체|송금|현관|도어|银行|短信|簡訊|转账|轉帳|门|門|保全|בנק|הודעה|העברה|דלת|כניסה|بانک|پیامک"
    r"|انتقال|درب|بنك|رسالة|تحويل|باب|बैंक|मैसेज|गेट|दरवाज|ব্যাংক|মেসেজ|গেট|দরজা|ธนาคาร|ข้อความ"
    r"|โอน|ประตู|ตู้|ล็อกเกอร์|வங்கி|கேட்|врат|вход|банк|ბანკ|კარ|დადასტურ|բանկ|դռ|դուռ|մուտք"
    r"|ബാങ്ക്|ਗੇਟ|ਲੌਕ|ਬੈਂਕ|డోర్|లాక్|గేట్|బ్యాంక్|ಡೋರ್|ಲಾಕ್|ಬ್ಯಾಂಕ್|ગેટ|લોક|બેંક|alarm|gate|door"
    r"|lock|locker|otp|bank|visa|atm"
    # (Macedonian, Mongolian: a bicycle's padlock, a building's entrance door; Mongolian's and
    # Buryat's door with the case it takes, "хаалгын", "хаалганы")
    r"|катанец|велосипед|хаалг|орц"
    # (Belarusian, Lao, Burmese, Pashto: a door, an entrance, a bank, a card)
    r"|дзвяр|пад['’]езд|дамафон|пацв|ທະນາຄານ|ປະຕູ|ບັດ|ဘဏ်|တံခါး|ကတ်|درواز|کارت"
    # (Tigrinya and Amharic: a bank, a safe, a door, a gate, a message, to confirm, a card)
    r"|ባንክ|ካዝና|ማዕጾ|ካንሸሎ|መልእኽቲ|መልእክት|በር(?!\w)|በሩ|ምርግጋጽ|ማረጋገጫ|ካርድ"
    # (Tajik and Kyrgyz: a bank, a message, a gate, a building's entrance, a door, to confirm)
    r"|бонк|паёмак|дарвоза|подъезд|эшик|дарбаза|тасдиқ|тастыкт|ырастоо"
    # (Sorani Kurdish: a message, a door, a gate, to confirm)
    r"|نامە|دەرگا|دەروازە|پشتڕاست|دڵنیا"
    # (Odia: a bank, a gate, a door, a lock, a message)
    r"|ବ୍ୟାଙ୍କ|ଗେଟ୍|କବାଟ|ଦ୍ୱାର|ତାଲା|ମେସେଜ୍|ଲକ୍"
    # (Tatar and Chechen: a door, a gate, a message, to confirm: "ишек", "капка", "хәбәр",
    # "раслау", "неӀ", "хаам")
    r"|ишек|капка|хәбәр|раслау|(?<!\w)неӏ|(?<!\w)хаам"
    # (Bashkir, Sakha, Chuvash: a gate, to confirm, a bank, a door: "ҡапҡа", "раҫлау", "баан",
    # "аан", "бигэргэт", "алӑк", "хапха", "ҫирӗплет")
    r"|ҡапҡа|раҫлау|(?<!\w)баан|(?<!\w)аан(?:ы|а|ын)?(?!\w)|бигэргэт|(?<!\w)алӑк|(?<!\w)хапха"
    r"|ҫирӗплет"
    # (Uyghur: a bank, a message, a door, a gate, a lock, to verify: "بانكا", "ئۇچۇر", "ئىشىك",
    # "دەرۋازا", "قۇلۇپ", "دەلىللەش")
    r"|بانكا|بانكى|ئۇچۇر|ئىشىك|دەرۋازا|قۇلۇپ|دەلىل"
    # (Yiddish: a door, a gate, a bank, an alarm, a lock: "טיר", "טויער", "באַנק", "אַלאַרם",
    # "שלאָס")
    r"|"
    + _pointed("טיר|טירן|טויער|באנק|אלארם|שלאס")
    # (Sindhi: a bank, an SMS, a door, a lock, to confirm: "بئنڪ", "ايس ايم ايس", "دروازو",
    # "تالو", "تصديق"; Assamese: a bank, a door, a lock, an SMS, a message: "বেংক", "দুৱাৰ",
    # "লক", "তলা", "এছএমএছ", "মেছেজ"; Tibetan: a bank, a door: "དངུལ་ཁང", "སྒོ་ར")
    + r"|بئنڪ|بينڪ|ايس\s+ايم\s+ايس|دروازو|دروازي|تالو|تالي|تصديق"
    r"|বেংক|দুৱাৰ|(?<![\u0980-\u09ff])লক|(?<![\u0980-\u09ff])তলা|এছএমএছ|মেছেজ"
    r"|དངུལ་ཁང|སྒོ་ར"
    # (Maithili: a door, an alarm, a lock, a text: "केबाड़", "केवाड़", "अलार्म", "ताला", "एसएमएस";
    # Dzongkha: a door, "སྒོ", a word of its own)
    r"|केबाड़|केवाड़|किवाड़|अलार्म|ताला|एसएमएस|སྒོ(?<![\u0f40-\u0fbc]སྒོ)(?![\u0f40-\u0fbc])"
    # (Kashmiri and Urdu: a gate, a bank, an alarm: "گیٹ", "بینک", "الارم"; Sanskrit and Hindi: a
    # door, "द्वार"; Udmurt and Komi with Russian: a garage, a door: "гараж", "ӧс", "ӧдзӧс")
    r"|گیٹ|بینک|الارم|द्वार|гараж|ӧдзӧс|(?<!\w)ӧс(?:лэн|эз|ысь)?(?!\w)"
    # (Standard Moroccan Tamazight: a door, in its free and its bound form, the gate of a house,
    # a bank: "ⵜⴰⵡⵡⵓⵔⵜ", "ⵜⵡⵡⵓⵔⵜ", "ⵍⴱⴰⴱ", "ⵍⴱⴰⵏⴽ"; Erzya and Ossetian: a door, "кенкш", "дуар")
    r"|ⵜⴰⵡⵡⵓⵔⵜ|ⵜⵡⵡⵓⵔⵜ|ⵍⴱⴰⴱ|ⵍⴱⴰⵏⴽ|ⴰⴱⴰⵏⴽ|кенкш|дуар"
    # (Avar: a door, a gate, the door's palochka typed as a Latin "I" or a "1" too: "нуцӀа",
    # "къапу"; Meadow Mari: a door, "омса"; Abkhaz: a door, "ашә")
    r"|нуц(?:ӏ|Ӏ|I|1)а|къапу|(?<!\w)омса|(?<!\w)ашә"
    # (Konkani's and Marathi's bank, "बँक"; Santali: a door, a bank, "ᱫᱩᱣᱟᱹᱨ", "ᱵᱮᱸᱠ"; Shan: a door,
    # "ပၢၵ်ႇတူ"; Kabardian and Tuvan: a door, "бжэ", "эжик"; Buryat: a key box, "түлхюурэй
    # хайрсаг"; and an alarm as Russian names it and Tuvan borrows it, "сигнализация")
    r"|बँक|ᱫᱩᱣᱟᱹ?ᱨ|ᱵᱮᱸᱠ|ပၢၵ်ႇတူ|бжэ|эжик|түлхюур\w*\s+хайрсаг|сигнализац"
    # (Kalmyk's gate, Russian's borrowed, "Воротин код", not Russian's turn, "поворот"; and a
    # safe, as Russian names it and Karachay-Balkar borrows it, "Ачхыч сейфни коду", the key
    # safe's code)
    r"|(?<![пП]о)ворот|сейф"
    # (a safe, as Hindi and Bodo borrow the word, "सेफ", "की सेफनि", the key safe's; Tulu's and
    # Kannada's door, "ಬಾಕಿಲ್", "ಬಾಗಿಲು", and the gate they borrow, "ಗೇಟ್")
    r"|सेफ|ಬಾಕಿಲ್|ಬಾಗಿಲ|ಗೇಟ್",
    re.IGNORECASE,
)
_NOT_SECRET = lazy_compile(
    r"скидк|знижк|промокод|割引|クーポン|할인|쿠폰|折扣|优惠|優惠|הנחה|קופון|تخفیف|خصم|کوپن|छूट"
    r"|ส่วนลด|ছাড়|தள்ளுபடி|promo|coupon|discount|order|tracking|postal"
    # (Belarusian, Lao, Burmese: a discount, a postcode)
    r"|зніжк|паштов|ສ່ວນຫຼຸດ|လျှော့"
    # (Tigrinya and Amharic, Tajik and Kyrgyz, Sorani Kurdish, Odia: a discount, a postcode)
    r"|ቅናሽ|арзандат|тахфиф|индекс|داشکاندن|پۆست|ରିହାତି"
    # (Tatar: a discount, "ташлама"; an order in Russian and the languages that borrow its word,
    # "заказ")
    r"|ташлама|заказ"
    # (Uyghur: a postcode, a discount, "پوچتا", "ئېتىبار"; Yiddish: the post, a discount,
    # "פּאָסט", "ראַבאַט")
    r"|پوچتا|ئېتىبار|"
    + _pointed("פאסט|ראבאט")
    # (Sindhi: the post, an order, a discount, "پوسٽ", "آرڊر", "رعايت"; Assamese: a discount,
    # "ৰেহাই")
    + r"|پوسٽ|آرڊر|رعايت|ৰেহাই",
    re.IGNORECASE,
)
# "पिन कोड 110047": six digits after India's "PIN code" are a postcode.
# (… or after its copula: "ମୋର ଘରର ପିନ୍ କୋଡ୍ ହେଉଛି 751001", "पिन कोड है 110047")
_POSTCODE = lazy_compile(
    # (… and Bengali's and Assamese's: "মোৰ ঘৰৰ পিন ক'ড ৭৮১০০৬", the PIN code of my house)
    r"(?:पिन\s*कोड|ਪਿੰਨ\s*ਕੋਡ|પિન\s*કોડ|పిన్\s*కోడ్|ಪಿನ್\s*ಕೋಡ್|ପିନ୍\s*କୋଡ୍|pin\s*code"
    # (… and Santali's in Ol Chiki: "ᱯᱤᱱ ᱠᱚᱰ ᱫᱚ 831001 ᱠᱟᱱᱟ")
    r"|পিন\s*(?:কোড|ক['’]ড)|ᱯᱤᱱ\s*ᱠᱚᱰ)\s*[:-]?\s*"
    r"(?:[^\s\d.!?।]+\s+){0,2}?\d{6}(?!\d)",
    re.IGNORECASE,
)
# A security question, and the word for its answer.
_QUESTION = (
    # (… and Meadow Mari's question after Russian's "secret": "секретный йодыш", "Секретный
    # йодышлан вашмут", the answer to the secret question; and Lezgian's, "секретный суал")
    r"контрольн\w+\s+(?:питання|вопрос)|секретн\w+\s+(?:питання|вопрос|йодыш\w*|суал\w*)|秘密の質問"
    r"|보안\s?질문"
    r"|密保问题|安全问题|שאלת\s+(?:ה)?אבטחה|سوال\s+امنیتی|คำถาม(?:ความปลอดภัย|ลับ)"
    r"|নিরাপত্তা\s+প্রশ্ন|سی?کیو?رٹی\s+سوال|سؤال\s+الأمان|सुरक्षा\s*प्रश्न"
    # (… and Dogri's, "सिक्योरिटी सुआल")
    r"|सिक्योरिटी\s+(?:सवाल|क्वेश्चन|सुआल)"
    # (Bulgarian, Serbian, Georgian, Armenian, Marathi, Malayalam)
    r"|та(?:ен|йн\w*)\s+въпрос|контролн\w+\s+въпрос|(?:тајн|сигурносн)\w+\s+питањ\w*"
    r"|(?:საიდუმლო|უსაფრთხოების)\s+კითხვ[ა-ჰ]*|գաղտնի\s+հարց[ա-ֆ]*|सिक्युरिटी\s+प्रश्न"
    r"|(?:സെക്യൂരിറ്റി|സുരക്ഷാ)\s+ചോദ്യം|ಭದ್ರತಾ\s+ಪ್ರಶ್ನೆ|ಸೆಕ್ಯುರಿಟಿ\s+ಪ್ರಶ್ನೆ|భద్రతా\s+ప్రశ్న"
    r"|ਸੁਰੱਖਿਆ\s+ਸਵਾਲ|સુરક્ષા\s+પ્રશ્ન|құпия\s+сұрақ"
    # (Macedonian, Mongolian, Khmer, Sinhala)
    r"|(?:безбедносн|тајн)\w*\s+прашањ\w*|нууц\s+асуулт\w*|សំណួរ\s*សុវត្ថិភាព"
    r"|ආරක්ෂක\s+ප්\u200dරශ්නය"
    # (Belarusian, Lao, Burmese, Pashto)
    r"|(?:сакрэтн|кантрольн)\w*\s+пытанн\w*|ຄຳຖາມ\s*(?:ຄວາມປອດໄພ|ລັບ)|လုံခြုံရေး\s*မေးခွန်း"
    r"|امنیت(?:ي|ی)\s+پوښتن(?:ه|ې)"
    # (Tigrinya and Amharic, Sorani Kurdish, Tajik, Kyrgyz, Odia: "ናይ ድሕንነት ሕቶ", "የደህንነት
    # ጥያቄ", "پرسیاری ئاسایش", "саволи махфӣ", "коопсуздук суроосу", "ସୁରକ୍ଷା ପ୍ରଶ୍ନ")
    r"|(?:ድሕንነት|ምስጢራዊ)\s+ሕቶ\w*|(?:የ)?(?:ደህንነት|ሚስጥራዊ)\s+ጥያቄ\w*"
    r"|پرسیاری\s+(?:ئاسایش|نهێنی|پاراستن)\w*|савол\w*\s+(?:махф|амният|бехатар|назорат)(?:ӣ|и)\w*"
    r"|(?:коопсуздук|жашыруун|купуя)\s+суроо\w*|ସୁରକ୍ଷା\s+ପ୍ରଶ୍ନ"
    # (Tatar, Chechen: "куркынычсызлык соравы", "яшерен сорау", "кхерамзаллин хаттар", "къайлаха
    # хаттар")
    r"|(?:куркынычсызлык|яшерен|серле|контроль)\s+сора(?:у|в)\w*"
    r"|(?:кхерамазаллин|кхерамзаллин|къайлах\w*)\s+хаттар\w*"
    # (Bashkir, Sakha, Chuvash: "контроль һорау", "йәшерен һорау", a control, a secret question;
    # "кистэлэҥ ыйытык", "куттала суох ыйытык"; "вӑрттӑн ыйту", "хӑрушсӑрлӑх ыйтӑвӗ", a question
    # of safety)
    r"|(?:контроль|йәшерен|серле|хәүефһеҙлек)\s+һора(?:у|ү|ғ)\w*"
    # (… and Tuvan's, a control or a secret question: "контрольдуг айтырыг", "чажыт айтырыг")
    r"|(?:кистэлэ(?:ҥ|н)|контроль\w*|куттал\w*\s+суох)\s+(?:ыйыт|айтыр)\w*"
    r"|(?-i:[чЧ])ажыт\s+айтыр\w*"
    r"|(?:в(?:ӑ|а)ртт(?:ӑ|а)н|х(?:ӑ|а)рушс(?:ӑ|а)рл(?:ӑ|а)х|контроль)\s+ыйт\w*"
    # (Uyghur, Yiddish: "بىخەتەرلىك سوئالى", "مەخپىي سوئال", "זיכערהייט־פֿראַגע", "סעקרעטע פֿראַגע")
    r"|(?:بىخەتەرلىك|مەخپىي)\s+سوئال\w*|"
    + _pointed("זיכערהייט-פראגע|זיכערהייטס-פראגע|סעקרעטע פראגע|געהיימע פראגע")
    # (Sindhi, Assamese, Tibetan: "حفاظتي سوال", "سيڪيورٽي سوال", "সুৰক্ষা প্ৰশ্ন", "নিৰাপত্তা
    # প্ৰশ্ন", "བདེ་འཇགས་ཀྱི་དྲི་བ", a question of safety)
    + r"|(?:حفاظت(?:ي|ی)|سيڪيورٽي|ڳجهو)\s+سوال|(?:সুৰক্ষা|সুরক্ষা|নিৰাপত্তা|গোপন)\s+প্ৰশ্ন"
    r"|সুরক্ষা\s+প্রশ্ন|(?:བདེ་འཇགས|ཉེན་སྲུང|གསང་བ)(?:འི|་(?:ཀྱི|གྱི|གི|ཡི))?་དྲི་བ"
    # (a mother's maiden name, as Russian says it and Udmurt and Komi borrow it: "девичья
    # фамилия", "девичьей фамилиез"; its first letter in either case outside the case-folding,
    # which the engine passes over at a glance where a word opens with another)
    r"|(?-i:[дД])евич\w*\s+фамили\w*"
    # (Erzya: a question that guards, a secret one, "ванстыця кевкстема", "салава кевкстема";
    # Ossetian: a secret question, "сусæг фарст"; their first letters plain, as above)
    r"|(?-i:[вВ])анстыц\w*\s+кевкстем\w*|(?-i:[сС])(?:алав\w*\s+кевкстем|ус(?:æ|ӕ)г\s+фарст)\w*"
    # (Meadow Mari: a hidden question, "шолып йодыш"; Avar: a question of safety, with the case
    # it takes, "хасалъул суал", "хасалъул суалалъе", to the question; their first letters plain,
    # as above)
    r"|(?-i:[шШ])олып\s+йодыш\w*|(?-i:[хХ])асалъ\w*\s+суал\w*"
    # (Buryat: a secret question, "нюуса асуудал"; Kabardian: a question a bank set, a secret
    # question, "Банкым щӀэупщӀэ …", "щэху упщӀэ", the palochka typed as a Latin "I" or a "1"
    # too; their first letters plain, as above)
    r"|(?-i:[нН])юуса\s+асуудал\w*"
    r"|(?-i:[бБ])анк\w*\s+щ(?:ӏ|Ӏ|I|1)эупщ(?:ӏ|Ӏ|I|1)э\w*|(?-i:[щЩ])эху\s+упщ(?:ӏ|Ӏ|I|1)э\w*"
    # (Kalmyk: a question a bank set, "Банкин сурвр", with the case it takes, "Банкин сурврин
    # хәрү", the answer of the bank's question; joined to Kabardian's bank above; and Lak's and
    # Kumyk's, "Банкрал суаллил жаваб", the answer to the bank's question, "Банкдагъы сорав", the
    # question at the bank)
    r"|(?-i:[бБ])анк\w*\s+(?:сурвр|суал|сорав)\w*"
    # (Santali in Ol Chiki: a question in a bank's app, "ᱵᱮᱸᱠ ᱟᱯ ᱨᱮ ᱠᱩᱠᱞᱤ", or one that guards,
    # "ᱨᱩᱠᱷᱤᱭᱟᱹ ᱠᱩᱠᱞᱤ"; Meitei in Bengali letters: a security question, "সিক্যুরিটি ৱাহং")
    + rf"|ᱵᱮᱸᱠ[{_OL_CHIKI}]*(?:\s+[{_OL_CHIKI}]+){{0,3}}?\s+ᱠᱩᱠᱞᱤ|ᱨᱩᱠᱷᱤᱭᱟᱹ\s+ᱠᱩᱠᱞᱤ"
    + r"|(?:সিক্যুরিটি|সিকিউরিটি|সিকিউরিটী)\s+ৱাহং"
)
_ANSWER = (
    r"відповідь|ответ|答え|回答|答案|답(?:은|을|이)?|תשובה|התשובה|پاسخ|جواب|คำตอบ|উত্তর|отговор"
    r"|одговор(?:от)?|პასუხი?|պատասխանը?|उत्तर(?:म्|ं)?|ഉത്തരം|ಉತ್ತರ|సమాధానం|ਜਵਾਬ|જવાબ|жауап"
    r"|උත්තරය|хариулт|ចម្លើយ|адказ|ຄຳຕອບ|အဖြေ|ځواب"
    # (Tigrinya and Amharic, Sorani Kurdish with its endings, Tajik, Kyrgyz, Odia)
    r"|መልሲ|መልሱ|መልስ|وەڵام\w*|(?:ҷ|ч)авоб\w*|жооп\w*|жообу|ଉତ୍ତର"
    # (Tatar, Chechen: "җавап", "җавабы", "жоп")
    r"|җава(?:п|б)\w*|жоп\w*"
    # (Bashkir, Sakha, Chuvash: "яуап", "яуабы", its answer; "хоруй", "хоруйа"; "хурав",
    # "хуравӗ")
    r"|яуа(?:п|б)\w*|хоруй\w*|хурав\w*"
    # (Uyghur, Yiddish: "جاۋاب", "جاۋابى", its answer; "ענטפֿער")
    r"|جاۋاب\w*|"
    + _pointed("ענטפער")
    # (Assamese, with the endings it joins: "উত্তৰ", "উত্তৰটো"; Tibetan's "ལན")
    + r"|উত্তৰ(?:টো|টি)?|উত্তরটা|ལན(?=[་:：\s])"
    # (Maithili's and Hindi's borrowed word: "जवाब"; Sanskrit's "उत्तरम्" and "उत्तरं" are
    # Hindi's "उत्तर" with their endings, above)
    + r"|जवाब"
    # (Komi's: "вочакыв"; and what one wrote, in Udmurt and Komi, before a colon: "мон гожти:
    # …", I wrote, "ме гижи: …"; in Erzya, before a colon or a quote: "Мон сёрмадыя «…»";
    # Ossetian's word for an answer: "дзуапп")
    + r"|вочакыв\w*|(?:мон|ме)\s+(?:гожти|гожтӥ|гижи|гижті|гижа)(?=\s*:)"
    + r"|(?:мон\s+)?сёрмад(?:ыя|ия|инь|ынь)(?=\s*[:«\"“])|дзуапп\w*"
    # (Avar's and Meadow Mari's, before a colon or a dash only: "… суалалъе жаваб — …", "…
    # йодышлан вашмут: …"; not "жаваб бицине бегьуларо", the answer is not to be told, nor
    # Mari's answer as what one does not tell, "вашмутым … ом ойло"; and Kumyk's, its ending
    # joined, "Жавабы — …", its answer)
    + r"|(?:жаваб\w*|вашмут(?:шо)?)(?=\s*[:—–-])"
    # (… and Tuvan's, Buryat's, Kabardian's and Kalmyk's, the same: "харыызы — Шарик", "харюу:
    # …", "Жэуапыр — Бобик", "хәрү: …"; not "харыызын чүгле мен билир мен", only I know its
    # answer, nor "хәрү ээҗин урдк фамиль", the answer is her former surname, which tells none)
    + r"|(?:харыы|харюу|жэуап|хәрү)\w*(?=\s*[:—–-])"
    # (Santali's, with its topic marker, "ᱛᱮᱞᱟ ᱫᱚ ᱵᱷᱩᱞᱩ ᱾": only where the one word after it ends
    # the sentence, not "ᱛᱮᱞᱟ ᱫᱚ ᱰᱟᱭᱨᱤ ᱨᱮ ᱚᱞ ᱢᱮᱱᱟᱜᱼᱟ", the answer is written in the diary; Meitei's,
    # "পাউখুম")
    + rf"|ᱛᱮᱞᱟ(?:\s+ᱫᱚ)?(?=\s+[{_OL_CHIKI}]+\s*[᱾᱿,.!?])|পাউখুম"
)
# What follows the word for an answer when it is not the answer: to change it, to forget it.
_NOT_AN_ANSWER = lazy_compile(
    r"اپڈیٹ|تبدیل|بدل|بھول|عوض|غير|تغيير|update|change|변경|바꿨|비밀|改|変え|忘れ|изменить|поменя"
    r"|змін|забул|забыл|שינית|לשנות|שכחתי|बदल|भूल|পরিবর্তন|ভুলে|เปลี่ยน|ลืม|मालूम|पता"
    # ("… а одговорот не го запишувам никаде": not written down, no answer told)
    r"|не(?!\w)"
    # (Tatar, Bashkir, Sakha, Chuvash: forgot it, changed it: "Җавабын оныттым", "Яуабын
    # онноттом", "Хоруйу умнубуппун", "Хуравне манса кайрӑм", "… мантӑм", "… улӑштартӑм")
    r"|он+[ыо]т|умнуб|уларыт|манса(?!\w)|мант(?:ӑ|а)м|ман(?:ӑ|а)ҫ|ул(?:ӑ|а)штар|улш(?:ӑ|а)н"
    r"|(?:ү|у)(?:ҙ|з)г(?:ә|е)рт|алмаштыр"
    # (Maithili and Hindi: forgot it, not, "बिसरि गेलहुँ", "नहि", "नहीं"; Dzongkha and Tibetan:
    # forgot it, "བརྗེད་ཡི")
    r"|बिसर|नहि|नहीं|བརྗེད"
    # (Sanskrit: "my", opening what the answer is of, not the answer: "उत्तरम्: मम मातुः नाम",
    # the answer: my mother's name; "I", "not at all", forgot it: "उत्तरम्: अहं न जानामि", the
    # answer: I do not know, "नैव", "विस्मृतम्"; Kashmiri: forgot it, "مٲشِتھ")
    r"|मम(?![\u0900-\u097f])|अह(?:ं|म्)(?![\u0900-\u097f])|नैव|विस्मृत|مٲش"
    # (Komi and Udmurt: forgot it, "вунӧди", "вунэтӥ"; Erzya and Ossetian: "стувтыя", "ферох")
    r"|вун(?:ӧд|э?т)|стувт|ферох"
    # (Avar and Meadow Mari: "my", opening what the answer is of, as Sanskrit's above: "жаваб —
    # дир … цӀар: «…»", the answer — my …'s name; "мыйын"; Mari: "first", "вашмут: икымше школем
    # — «…»", the answer: my first school)
    r"|дир(?!\w)|мыйын|икымше"
    # (Bhojpuri: "I", "my", "हम", "हमार", as Sanskrit's above: "… के जवाब हम सेट कर देले बानी", I
    # have set the answer; Meitei: "by me", "ঐনা")
    r"|हम(?:ार|नी)?(?![\u0900-\u097f])|ঐনা(?![\u0980-\u09ff])"
    # (Dogri and Hindi: "my", "to me", "not", as above: "जवाब — मेरा पैह्ला स्कूल: …", the answer —
    # my first school: …; "जवाब मिगी याद नेईं", I do not remember the answer)
    r"|मेर(?:ा|ी|े)(?![\u0900-\u097f])|मिगी|नेईं|याद\s+(?:नेईं|नहीं|नहि)"
    # (Kalmyk: "I", forgot it, "I do not know": "хәрү: би мартчкув", "медхшв"; Lezgian: "to me",
    # "I", "my memory": "жаваб: заз рикӀел алач", I do not remember)
    r"|би(?!\w)|март(?:чк|ув|сн|хв)|медхш|заз(?!\w)|зун(?!\w)|рик(?:ӏ|Ӏ|I|1)ел"
    # (Lak and Tabasaran: "to me", "ттун", "узуз"; Dargwa: "I", "нуни", "I do not know",
    # "хIебалу"; Kumyk and Nogai: "I", "мен", "my memory", "эсим…": "жаваб: ттун
    # хъамабивкIуна", I forgot the answer; and "my", as Avar's above: Lak's "ттул", Dargwa's
    # "дила", Tabasaran's "зи", Kumyk's "мени", Nogai's "меним")
    r"|ттун(?!\w)|узуз(?!\w)|нуни(?!\w)|х(?:ӏ|Ӏ|I|1)ебал|мен(?!\w)|эсим"
    r"|ттул(?!\w)|дила(?!\w)|зи(?!\w)|мени(?:м)?(?!\w)",
    re.IGNORECASE,
)
# "My" or "first", opening what an answer is of (Sanskrit's, Avar's, Meadow Mari's, Bhojpuri's,
# Dogri's, Lak's, Dargwa's, Tabasaran's, Kumyk's and Nogai's, above): not the answer, but no sign
# either that it is withheld ("जवाब — मेरा पैह्ला स्कूल: …", the answer — my first school: …).
_MINE = lazy_compile(
    r"(?:मम|हमार|मेर(?:ा|ी|े)|дир|мыйын|икымше|ттул|дила|зи|мени(?:м)?)(?!\w)", re.IGNORECASE
)
# A particle or a copula stuck to a Korean answer: "똥강아지로 해놨어" is 똥강아지.
_STUCK = lazy_compile(
    r"(?:으로|로|이야|야|이에요|예요|입니다|이고|라고|이라고|였어|이었어)$"
    # (… and Tibetan's copula after an answer, "བཀྲ་ཤིས་རེད" is བཀྲ་ཤིས, with its tsheg)
    r"|་?(?:རེད|ཡིན|ཡོད་རེད|ཨིན)?་?$"
)
# How far after its name a value may be told: "на даче сменил пароль от вайфая, теперь он …".
_NEAR = 45
# (… and Ol Chiki's full stops, "᱾", "᱿")
_END = r".!?。！？။।።፧།༎᱾᱿\n"
_STOPS = "。！？။।።፧།༎᱾᱿.!?\n"  # (the same marks, for ``str.rfind``)
# Where a sentence ends: a full stop of these scripts, or a Latin one before a space
# ("Mali2539! จำไว้…": the "!" is the password's).
_SENTENCE_END = re.compile(r"[。！？။।።፧།༎᱾᱿\n]|[.!?](?=\s|$)")
_DIGITS = re.compile(r"(?<![\d.,:/@#_A-Za-z-])\d{3,8}(?!\d)(?![.,:/-]\d)(?![A-Za-z_@#])")
# … or a code sent in two or three groups of two or three digits, no more groups after them
# (Kabardian "кодыр 58 29-щ", its code is 58 29; "731 552")
_GROUPED_DIGITS = re.compile(
    r"(?<![\d.,:/@#_A-Za-z-])\d{2,3}(?:\s\d{2,3}){1,2}(?!\d)(?!\s\d)(?![.,:/-]\d)(?![A-Za-z_@#])"
)
_LATIN_VALUE = re.compile(r"(?<![!-~])[!-~]{4,64}")
# What a number is when no secret: a price, a sum, a span of time, a year, a count.
_UNIT_AFTER = lazy_compile(
    r"\s*(?:грн|руб|₽|₴|тыс|тис|円|元|块|万|千|원|₩|만|천|₪|ש[\"״]ח|שקל|تومن|تومان|ریال|هزار"
    r"|บาท|টাকা|৳|分|秒|年|년|분|초|год|рік|рок|хвилин|минут|דקות|שנים|دقیقه|سال|นาที|ปี"
    # (… and Shan's kyat, "ပျႃး")
    r"|মিনিট|বছর|ກີບ|ປີ|ນາທີ|ကျပ်|ပျႃး|နှစ်|မိနစ်|افغان"
    # (Tigrinya and Amharic, Tajik and Kyrgyz, Sorani Kurdish, Odia: nakfa, birr, somoni, som,
    # dinar, rupees, minutes, years)
    r"|ናቕፋ|ናቅፋ|ብር|ደቒቕ|ደቂቃ|ዓመት|сом|дирам|дақиқа|мүнөт|жыл|دینار|دينار|دەقیقە|ساڵ|ଟଙ୍କା"
    r"|ମିନିଟ|ବର୍ଷ"
    # (Tatar and Chechen: a year, "… 1991 елда", "… шарахь")
    r"|ел(?:да|ны|дан|\b)|шарахь"
    # (Bashkir, Sakha, Chuvash: rubles, "һум", "солкуобай", "тенкӗ"; a year, "йыл", "сыл",
    # "ҫул")
    r"|һум|солкуобай|тенк|йыл|сыл(?:га|ы|ыгар|лаахха)?(?!\w)|ҫул"
    # (Uyghur and Yiddish: yuan, som, a year, minutes, dollars: "يۈەن", "يىل", "مىنۇت", "יאָר",
    # "מינוט", "דאָלאַר")
    r"|يۈەن|سوم|يىل|مىنۇت|"
    + _pointed("יאר|מינוט|מינוטן|דאלאר")
    # (Sindhi, Assamese, Tibetan: rupees, a year, minutes, yuan: "روپيا", "رپيا", "টকা", "বছৰ",
    # "སྒོར", "ལོ", "སྐར་མ"; a year's "in", Sindhi's "۾", Assamese's "চনত", Bengali's "সালে": "…
    # 2024 ۾ بدلايو", changed in 2024)
    + r"|روپي|رپي|۾|টকা|বছৰ|চন|সাল|སྒོར|ལོ(?![\u0f40-\u0fbc])|སྐར་མ|%|€|\$|£"
    # (Maithili and Hindi: taka, rupees, a year: "टाका", "रुपैया", "रुपये", "साल", "बरख";
    # Dzongkha: ngultrum, "དངུལ་ཀྲམ")
    r"|टाका|रुप(?:ैया|ए|ये|या)|साल|बरख|དངུལ་ཀྲམ"
    # (Kashmiri and Urdu: rupees with their marks, "روپَے", "روپیہ", and Kashmiri's "in" after a
    # year, "2019 منز"; Sanskrit and Hindi: rupees, a year: "रूप्यकाणि", "वर्ष"; Udmurt and Komi:
    # rubles, "манет", "шайт", a year, "2019 арын", "2019 воын")
    rf"|روپ[{_MARKS}]*[ےیيئ]|منز|रूप्यक|वर्ष|манет|шайт|ар(?:ын|ысь)?(?!\w)"
    r"|во(?:ын|ысь)(?!\w)"
    # (Standard Moroccan Tamazight: dirhams, a year, "ⴷⵔⵀⵎ", "ⴰⵙⴳⴳⵯⴰⵙ"; Erzya: rubles, a year,
    # "целковой", "2019 иестэ"; Ossetian: a year, "2019 азы")
    r"|ⴷⵔⵀⵎ|ⴷⵉⵔⵀⴰⵎ|ⴰⵙⴳⴳⵯⴰⵙ|ⵓⵙⴳⴳⵯⴰⵙ|целковой|ие(?:стэ|сь)?(?!\w)|аз(?:ы|мæ)?(?!\w)"
    # (Lezgian: manats, "500 манат"; Kalmyk: rubles, "500 арслң")
    r"|манат|арслң"
    # (Lak, Dargwa and Tabasaran: a year, "2021 шинал", "2021 дусал", "2021 йисуз")
    r"|шин(?:ал|алий|ни)?(?!\w)|дус(?:ал|ла|ли)?(?!\w)|йис\w*"
    # (Tulu and Kannada: rupees, a year, "300 ರೂಪಾಯಿ", "2019 ವರ್ಷ"; the rupee's sign)
    r"|ರೂಪಾಯ|ರೂ(?![\u0c80-\u0cff])|ವರ್ಷ|₹)",
    re.IGNORECASE,
)
_NAMES = lazy_compile(
    rf"(?P<password>{_PASSWORD})|(?P<code>{_CODE})|(?P<bare>{_BARE_CODE})", re.IGNORECASE
)
# (the word for an answer may open the sentence after the question's: "Таен въпрос: моминското
# име на майка ми. Отговор: Петрова."; the answer may be in quotes: "պատասխանը «Նարեկ» է")
_ANSWERED = lazy_compile(
    rf"(?:{_QUESTION})[^.!。！።।\n]{{0,80}}?(?:[.!。！።।]\s*)?(?:{_ANSWER})\s*(?:是|は|는|은|이|—|–|-|:|："
    r"|הוא|هست|คือ|میں\s+نے|ने|ਮੈਂ"
    # (Macedonian: "Одговорот што го ставив е Стојановска", the answer one put is …)
    r"|што\s+го\s+(?:ставив|напишав|внесов)\s+е|е"
    # (Pashto: "ځواب مې ورکړی: سرخرود", the answer I gave)
    r"|مې\s+(?:ورکړی?|لیکلی)\s*:"
    # (Kyrgyz, Tajik: "жооп катары апамдын … фамилиясын жаздым: …", as the answer I wrote …)
    # (Odia's copula: "ଉତ୍ତର ହେଉଛି କଟକ")
    r"|ହେଉଛି|ଅଟେ"
    r"|(?:катары\s+|сифатида\s+)?(?:[^\s.!?:]+\s+){0,6}?(?:жаздым|койдум|бердим|жазгам|тандадым"
    r"|киргиздим|навиштам|гузоштам)\s*:"
    # (Yiddish's copula: "דער ענטפֿער איז …")
    r"|"
    + _pointed("איז")
    # (Assamese's and Bengali's: "উত্তৰটো হৈছে টমি", "উত্তর হলো …"; Tibetan's topic marker:
    # "ལན་ནི་ …")
    + r"|হৈছে|হ['’]ল|হলো|হল|་?ནི་?"
    # (Maithili's and Hindi's copula: "जवाब अछि: मोती", "जवाब है …"; Dzongkha's "the": "ལན་འདི་
    # …")
    + r"|(?:अछि|छै|है|थिक)\s*:?|་?འདི་?"
    # (Sanskrit's copula, Kashmiri's with its mark: "उत्तरम् अस्ति …", "جواب چھُ …")
    + rf"|(?:अस्ति|چھ[{_MARKS}]*)\s*:?"
    + r")?\s*[«\"“‘']?"
    # (not Arabic's comma, "،", after an answer in Uyghur)
    rf"(?P<value>[^\s{_END},，、،'\"“”‘’«»]{{2,40}})",
    re.IGNORECASE,
)
# … or what the answer is described first, then a colon or a dash and the answer (Kalmyk "Банкин
# сурврин хәрү: ээҗин урдк фамиль — Бадмаева", the answer to the bank's question: mother's former
# surname — Badmaeva; Dogri "सिक्योरिटी सुआल दा जवाब — मेरा पैह्ला स्कूल: सरस्वती विद्या मंदर,
# उधमपुर", the answer — my first school: …): one to four words with no digit or comma, none of
# forgetting or withholding ("ответ — забыл: …"), a colon or a dash with a space before it (not a
# hyphen in a name, "Харыызы — Бай-Тайга"), then the answer, words and all, up to a comma or the
# end of its sentence. (Looked for only where :data:`_ANSWERED` found the word for an answer.)
# (… five words where "my" opens them, Lak's "жаваб — ттул нинул душ чӀумал фамилия: …", the
# answer — my mother's surname when a girl: …)
_ANSWER_DESCRIBED = lazy_compile(
    rf"(?:{_QUESTION})[^.!。！።।\n]{{0,80}}?(?:[.!。！።।]\s*)?(?:{_ANSWER})\s*[:：—–-]?\s*"
    rf"(?P<what>[^\s\d{_END},，:：—–-]+(?:\s+[^\s\d{_END},，:：—–-]+){{0,4}})"
    r"(?:\s*[:：]|\s+[—–-])\s*[«\"“]?"
    rf"(?P<value>[^\s\d{_END},，、،'\"“”‘’«»:：—–-][^{_END},，、،'\"“”‘’«»:：—–]{{1,39}}?)"
    rf"(?=\s*(?:[{_END},，、،'\"”’»]|$))",
    re.IGNORECASE,
)
# … or quoted later in its sentence, after what the question asks (Sanskrit "सुरक्षाप्रश्नस्य
# उत्तरम्: मम प्रियस्य कुक्कुरस्य नाम '…'", the answer to the security question: my dear dog's
# name, '…'): the question, the word for an answer, at most sixty characters with no quote
# between, then the quoted value. A question quoted before the word for an answer is not its
# answer ("सुरक्षाप्रश्नः 'तव … नाम किम्?' इति, उत्तरं न वदामि", the security question is '…?', I
# do not tell the answer). (The word for an answer may open the sentence after the question's, as
# in :data:`_ANSWERED`: Kumyk "Банкдагъы сорав: биринчи охуйгъан школум. Жавабы — «…»", the
# question at the bank: my first school. Its answer — «…».)
_ANSWER_QUOTED_LATER = lazy_compile(
    rf"(?:{_QUESTION})[^{_END}]{{0,80}}?(?:[.!。！።।]\s*)?(?:{_ANSWER})[^{_END}'\"“”‘’«»]{{0,60}}?"
    rf"[«\"“‘'](?P<value>[^\s{_END}'\"“”‘’«»][^{_END}'\"“”‘’«»]{{1,39}})[»\"”’']",
    re.IGNORECASE,
)
# The digits first, the name after ("538207 — это код от Сбера", "4721がマンションのオートロックの
# 暗証番号", "0846 คือรหัสตู้ล็อกเกอร์").
_DIGITS_FIRST = lazy_compile(
    rf"(?:^|(?<=[{_END}]))\W*?(?P<value>(?<![\d.,:/-])\d{{3,8}})(?!\d)(?![.,:/-]\d)"
    rf"(?P<between>[^{_END}\d]{{0,30}}?)(?:{_PASSWORD}|{_CODE}|{_BARE_CODE})",
    re.IGNORECASE,
)
# … or in the middle of a sentence, then a comma or a dash and "this is" before the name
# (Chuvash "Аннен подъездӗнче 1287 — ку алӑк кодӗ", at mother's entrance 1287 — this is the
# door's code; Bashkir's "был", Sakha's "бу", Russian's "это"; Erzya's "те", Ossetian's "уый":
# "3390 — те кенкшэнь кодось"): not a year, and a code named by the word alone only where
# the sentence speaks of what it opens.
_DIGITS_THEN_THIS = lazy_compile(
    r"(?<![\d.,:/-])(?P<value>\d{3,8})(?!\d)(?![.,:/-]\d)\s*[,–—-]\s*(?:ку|ҫакӑ|бу|был|это|те"
    r"|уый)\s+"
    rf"(?P<between>[^{_END}\d]{{0,30}}?)(?:{_PASSWORD}|{_CODE}|(?P<bare>{_BARE_CODE}))",
    re.IGNORECASE,
)
# (… which needs such a "this is" after a comma or a dash: looked for first)
_THIS_IS = re.compile(r"[,–—-]\s*(?:ку|ҫакӑ|бу|был|это|те|уый)\s", re.IGNORECASE)
# A password's or a code's name, and its value opening the next sentence after "now", with "it"
# or "she" between (Sanskrit "तालस्य कूटाङ्कः नवीकृतः। अधुना सः 8351 अस्ति।", the lock's code was
# renewed. Now it is 8351; "इदानीं सा …"; Udmurt "Али со …", Komi "Ӧні сійӧ …"): digits that are
# no year and no amount, or after a password's name a value in Latin letters that looks like
# one. (A code named by the word alone, only where its sentence speaks of what it opens:
# Tamazight "ⵙⵏⴼⵍⵖ ⵍⴽⵓⴷ ⵏ ⵜⵡⵡⵓⵔⵜ. ⴷⵖⵉ ⵉⴳⴰ 3079", I changed the door's code. Now it is 3079.)
_NOW_NEXT = lazy_compile(
    rf"(?:(?P<password>{_PASSWORD})|{_CODE}|(?P<bare>{_BARE_CODE}))[^{_END}]{{0,60}}[{_END}]\s*"
    # (… Erzya's "Ней сон …", Ossetian's "Ныр у …", Tamazight's "ⴷⵖⵉ ⵉⴳⴰ …"; Avar's "Гьанже …",
    # Meadow Mari's "Кызыт …", Abkhaz's "Уажәы …", its "it is" after the value: "Гьанже 2718
    # буго", "Уажәы 4471 ауп")
    # (… Tuvan's "Амды 5829", Buryat's "Одоо …", "Мүнөө …", Kabardian's "Иджы …"; Kalmyk's "Ода
    # 3371", Lezgian's "Гила 5046 я", its copula after the value)
    # (… Dargwa's "Гьанна 7319 саби", Kumyk's "Гьали …", Tabasaran's "Гьаму 8264 ву", now it is,
    # their copulas after the value)
    # (… Bodo's "दा", now, and "बेयो", it: "दा बेयो 3390", now it is 3390; Tulu's "ಇತ್ತೆ", now)
    r"(?:इदानीं|इदानीम्|अधुना|али|ӧні|ней|ныр|ⴷⵖⵉ|гьанже|кызыт|уажәы|амды|одоо|мүнөө|иджы|ода"
    r"|гила|гьанна|гьали|гьаму|दा|ಇತ್ತೆ)\s+"
    r"(?:(?:सा|सः|तत्|एषा|एषः|एतत्|со|сійӧ|сія|сон|уый|у|ⵉⴳⴰ|बेयो)\s+)?"
    r"(?P<value>[!-~]{3,64})",
    re.IGNORECASE,
)
# (… which needs one of these words for "now": looked for first)
_NOW_WORDS = (
    "इदानी", "अधुना", "али", "ӧні", "ней", "ныр", "ⴷⵖⵉ", "гьанже", "кызыт", "уажәы", "амды", "одоо",
    "мүнөө", "иджы", "ода", "гила", "гьанна", "гьали", "гьаму", "दा", "ಇತ್ತೆ",
)  # fmt: skip
_A_YEAR = re.compile(r"(?:19|20)\d\d")
# A password in Latin letters first, then "that is my password" ("Sunce!2024 – то ми је лозинка
# за Нетфликс", "Ruza_88, это мой пароль от почты"): not a network's name before "the password
# is on the router", which says no "that is".
_LATIN_FIRST = lazy_compile(
    rf"(?:^|(?<=[{_END}]\s)|(?<=\n))(?P<value>[!-~]{{4,64}}?)[.,;:]?\s*[-–—,:]?\s*"
    r"(?:то|это|ово|това|це|тоа|энэ\s+бол|ఇదే|ఇది|ಇದೇ|ಇದು"
    # (Uyghur's "this is", Yiddish's "that is": "Anar_2023! بۇ مېنىڭ پارولۇم", "Shabes#1985 — דאָס
    # איז מײַן פּאַראָל")
    r"|بۇ|"
    + _pointed("דאס איז|דאס")
    # (Sindhi's and Assamese's "this is": "Sindh@1947 هي منهنجو پاسورڊ آهي", "… এইটো মোৰ
    # পাছৱৰ্ড")
    + r"|هي|اهو|এইটো|এয়া|এইটোৱেই"
    # (Karachay-Balkar's "that": "Kavkaz#05 — ол меним Госуслугала паролюмду", that is my
    # password to Gosuslugi)
    + r"|ол)\s+(?:[^\s\d]+\s+){0,3}?"
    rf"(?:{_PASSWORD})",
    re.IGNORECASE,
)
# … or its name first and the password in the next sentence, opened by "that is" ("Лозинката за
# Фејсбук ќе ти ја кажам. Тоа е ohrid#2019").
_LATIN_NEXT = lazy_compile(
    rf"(?:{_PASSWORD})[^{_END}]{{0,60}}[{_END}]\s*(?:тоа\s+е|то\s+је|то\s+е|това\s+е|это|це"
    # (Tatar: "Паролемне алыштырдым. Хәзер ул Almaz#1987kzn", now it is; "Яңасы: …", the new
    # one)
    r"|(?:хәзер\s+)?ул|яңасы\s*:?)\s+"
    r"(?P<value>[!-~]{4,64})",
    re.IGNORECASE,
)
# … or the password opening the next sentence, a dash after it ("Яңа пароль уйлап таптым.
# Almaz#1987kzn — шуны истә калдыр әле", I made up a new password. Almaz#1987kzn — remember
# it): the dash between spaces, so that a name with an ending joined ("Gmail-ны") is none.
_LATIN_NEXT_DASHED = lazy_compile(
    rf"(?:{_PASSWORD})[^{_END}]{{0,60}}[{_END}]\s*"
    r"(?P<value>[!-~]{4,64}?)\s+[-–—]\s+(?=[^\W\d_])",
    re.IGNORECASE,
)
# A mother's maiden name as Buryat says it, her surname when she was a girl, and the name in
# capitals after it ("Эжымнай басаган байхадаа обог Дамбаева байгаа", our mother's surname when a
# girl was Dambaeva): not "… обог банкын нюуса асуудалай харюу болоно", which tells none.
_BURYAT_MAIDEN_NAME = lazy_compile(
    r"(?-i:[эЭ])жы\w*\s+(?:[^\s\d.!?]+\s+)?басаган\s+(?:байхадаа|ябахадаа)\s+обог\w*\s+"
    r"(?P<value>(?-i:[А-ЯЁӨҮҺ])[^\s\d.,!?;:«»\"]{1,39})",
    re.IGNORECASE,
)
# (Yiddish: "קאַרטל־נומער", a card's number; "נומער פֿון מײַן קרעדיט־קאַרטל", the number of my
# credit card)
_YIDDISH_CARD_NUMBER = (
    _pointed("קארטל-נומער|קארטע-נומער|קארט-נומער")
    + "|"
    + _pointed("נומער")
    + r"\s+"
    + _pointed("פון")
    + r"(?:\s+\S+){0,2}?[־\s-]"
    + _pointed("קארטל|קארטע")
)
# A card's number after "card number" in these scripts ("ಕ್ರೆಡಿಟ್ ಕಾರ್ಡ್ ನಂಬರ್ 5241 8830 1942 7765"):
# thirteen to nineteen digits, in groups or not.
# (… or "number of the card": Tigrinya's, Amharic's, Sorani Kurdish's: "ቁጽሪ ካርደይ", "የካርድ
# ቁጥር", "ژمارەی کارتی بانکیم: …")
_CARD_NUMBER = lazy_compile(
    # (… Assamese's, "কাৰ্ডৰ নম্বৰ"; Sindhi's, "ڪارڊ نمبر", "ڪارڊ جو نمبر")
    r"(?:(?:ಕಾರ್ಡ್|కార్డ్|कार्ड|কার্ড|કાર્ડ|ਕਾਰਡ|କାର୍ଡ୍?|কাৰ্ড(?:ৰ)?)\s*"
    r"(?:ನಂಬರ್|నంబర్|नंबर|নম্বর|નંબર|ਨੰਬਰ|ନମ୍ବର|নম্বৰ)|ڪارڊ\s*(?:جو\s+)?نمبر"
    # (… Maithili's, its "of" joined, and Hindi's: "कार्डक नम्बर", "कार्ड का नंबर")
    r"|कार्ड(?:क|\s+(?:का|के|की))\s*(?:नंबर|नम्बर)|कार्ड\s*नम्बर"
    # (… Sanskrit's and formal Hindi's, "कार्डसङ्ख्या", "कार्डस्य सङ्ख्या", "कार्ड संख्या"; Kashmiri's
    # and Urdu's, its "of" joined or not: "کارڈُک نمبر", "کارڈ نمبر", "کارڈ کا نمبر")
    r"|कार्ड(?:स्य)?\s*(?:सङ्ख्या|संख्या)"
    rf"|کارڈ[{_MARKS}]*(?:ک[{_MARKS}]*|\s+کا)?\s*نمبر"
    r"|(?:የ)?ካርድ\s*(?:ቁጽሪ|ቁጥር)\w*|(?:ቁጽሪ|ቁጥር)\s+(?:ናይ\s+)?ካርድ\w*|ژمارەی\s+کارت\w*"
    # (… Uyghur's, "كارتا نومۇرى", "كارتامنىڭ نومۇرى", my card's number; Yiddish's)
    rf"|كارت\w*\s+نومۇر\w*|{_YIDDISH_CARD_NUMBER}"
    # (… Shan's, the number of a card, "မၢႆၵၢတ်ႉ")
    r"|မၢႆ\s*ၵၢတ်ႉ)"
    r"(?:\s+[^\s\d:]{1,12}){0,2}?\s*[:-]?\s*"
    r"(?P<value>\d{4}(?:[\s-]?\d{3,4}){2,3}(?:[\s-]?\d{1,3})?)(?!\d)"
)
# Every pattern needs one of these (case-folded) somewhere in the text.
GATES = (
    "парол", "гасл", "пин", "пін", "код", "вопрос", "питання",
    "パス", "暗証", "コード", "ワンタイム", "ピン", "質問",
    "비밀번호", "비번", "패스워드", "인증", "핀", "보안", "질문", "코드",
    "密码", "密碼", "口令", "验证码", "驗證碼", "認證碼", "校验码", "动态码",
    "门禁", "问题", "码", "碼",
    "סיסמ", "קוד", "שאלת",
    "رمز", "پسورد", "کد", "سوال", "باسورد", "كلمة", "پاس", "السر", "التحقق", "التفعيل", "پن",
    "ٹی پی", "كود", "کود", "سؤال",
    "पासवर्ड", "पिन", "ओटीपी", "कोड", "प्रश्न", "सवाल", "क्वेश्चन",
    "கடவுச்", "பாஸ்வேர்", "குறியீடு",
    "รหัส", "พาสเวิร์ด", "คำถาม",
    "পাসওয়ার্ড", "ওটিপি", "পিন", "কোড", "প্রশ্ন",
    "лозин", "въпрос", "питањ", "პაროლ", "პინ", "კოდ", "კითხვ", "գաղտնաբառ", "պին", "կոդ", "հարց",
    "cvv-", "cvc-", "pin-", "പാസ്", "പിൻ", "കോഡ്", "ചോദ്യം",
    "құпия", "પાસવર્ડ", "પિન", "કોડ", "પ્રશ્ન", "ਪਾਸਵਰਡ", "ਕੋਡ", "ਸਵਾਲ", "పాస్", "పిన్", "కోడ్",
    "ప్రశ్న", "ಪಾಸ್", "ಪಿನ್", "ಕೋಡ್", "ಪ್ರಶ್ನೆ", "ಕಾರ್ಡ್", "కార్డ్", "कार्ड", "কার্ড", "કાર્ડ", "ਕਾਰਡ",
    "нууц", "ពាក្យសម្ងាត់", "លេខ", "මුරපද", "අංකය", "කේතය", "ප්", "прашањ", "асуулт",
    "សំណួរ",
    "пытанн", "ລະຫັດ", "ຄຳຖາມ", "ကုဒ်", "စကားဝှက်", "နံပါတ်", "မေးခွန်း", "پین", "کوډ", "پوښتن",
    "መሕለፊ", "ይለፍ", "ፓስ", "ፒን", "ኮድ", "ኮዱ", "ቁጽሪ", "ቁጥር", "ሕቶ", "ጥያቄ", "ካርድ",
    "калима", "сыр", "купуя", "рамз", "савол", "суроо",
    "وشەی", "تێپەڕ", "پاسۆرد", "پاسوۆرد", "پاسوورد", "کۆد", "ژمارەی", "پرسیار",
    "ପାସ", "ଗୁପ୍ତ", "ପିନ", "ଓଟିପି", "କୋଡ", "ପ୍ରଶ୍ନ", "କାର୍ଡ",
    "серсүз", "серсуз", "сорау", "соравы", "хаттар",
    # (Bashkir, Sakha, Chuvash)
    "серһ", "һүҙ", "кистэл", "вӑрттӑн", "варттан", "һорау", "ыйыт", "ыйт",
    # (Uyghur; Yiddish without its points, and any text with the points Yiddish writes, patah,
    # qamats, rafe, dagesh, or its joined letters "װ", "ױ", "ײ")
    "پارول", "كود", "سوئال", "جاۋاب", "نومۇر",
    "ראל", "קאד", "פין", "ווארט", "ווארד", "פראג", "ענטפ", "נומער",
    "\u05b7", "\u05b8", "\u05bf", "\u05bc", "\u05f0", "\u05f1", "\u05f2",
    # (Sindhi, Assamese, Tibetan)
    "ورڊ", "ڳجهو", "ڪوڊ", "ٽي پي", "ڪارڊ",
    "পাছৱ", "পাসৱ", "গোপন", "'ড", "’ড", "টি'পি", "টিপি", "প্ৰশ্ন", "কাৰ্ড",
    "གསང", "པིན", "དྲི་བ",
    # (Maithili)
    "गुप्त", "गोपनीय", "जवाब",
    # (Kashmiri, Sanskrit, Udmurt and Komi)
    "کوڈ", "کارڈ", "پِن", "कूट", "पिन", "उत्तर", "девич", "вочакыв",
    # (Standard Moroccan Tamazight, Erzya and Ossetian)
    "ⵓⵣⵔⴰⵢ", "ⵓⴼⴼⵉⵔ", "ⵍⴽⵓⴷ", "кевкстем", "сусæг", "сусӕг", "дзуапп",
    # (Avar and Meadow Mari)
    "жаваб", "вашмут", "йодыш", "хасалъ",
    # (Santali, Meitei, Shan, Tuvan, Buryat and Kabardian)
    "ᱠᱚᱰ", "ᱠᱩᱠᱞᱤ", "ৱাহং", "ၵႂၢမ်းလပ်ႉ", "ၵူတ်ႉ", "ၵၢတ်ႉ", "айтыр", "асуудал", "упщ", "басаган",
    # (Kalmyk)
    "хәрү",
)  # fmt: skip


def spans_in_scripts(text: str, strong: Callable[[str], bool]) -> Iterator[tuple[int, int, str]]:
    """(start, end, kind) of each secret these rules find in ``text``; ``strong`` tells whether
    a value looks like a credential whatever words are around it."""
    postcodes: list[tuple[int, int]] | None = None
    for name in _NAMES.finditer(text):
        if postcodes is None:
            postcodes = [m.span() for m in _POSTCODE.finditer(text)]
        if any(start <= name.start() < end for start, end in postcodes):
            continue  # "মোৰ ঘৰৰ পিন ক'ড ৭৮১০০৬": a postcode, the "PIN" and the "code" of it
        end = _SENTENCE_END.search(text, name.end())
        ends_at = end.start() if end is not None else len(text)
        begins_at = max((text.rfind(mark, 0, name.start()) for mark in _STOPS), default=-1)
        sentence = text[begins_at + 1 : ends_at]
        if (
            name.group("bare") is not None
            and not _CODE_CONTEXT.search(sentence)
            and not _said_before(text, begins_at, name.start())
        ):
            continue  # "код" alone, of nothing a code opens
        if _NOT_SECRET.search(sentence):
            continue
        stop = min(name.end() + _NEAR, ends_at)
        window = text[name.end() : stop]
        found = _password_in(text, name.end(), stop, strong) if name.group("password") else None
        if found is not None:
            yield found[0], found[1], "password"
            continue
        digits = _DIGITS.search(window)
        grouped = _GROUPED_DIGITS.search(window)
        if grouped is not None and (digits is None or grouped.start() <= digits.start()):
            digits = grouped  # ("кодыр 58 29-щ": the groups, not a part of them)
        if digits is not None and not _UNIT_AFTER.match(window, digits.end()):
            yield name.end() + digits.start(), name.end() + digits.end(), "credential"
    answered = list(_ANSWERED.finditer(text))
    described = set()
    for match in _ANSWER_DESCRIBED.finditer(text) if answered else ():
        if _NOT_AN_ANSWER.match(match.group("value")) or any(
            _NOT_AN_ANSWER.match(word) and not _MINE.match(word)
            for word in match.group("what").split()
        ):
            continue  # ("ответ — забыл: придётся звонить", forgot it: none told)
        described.add(match.start("what"))  # (what the answer is, not the answer)
        yield match.start("value"), match.end("value"), "credential"
    for match in answered:
        value = _STUCK.sub("", match.group("value"))
        if _NOT_AN_ANSWER.match(value) or match.start("value") in described:
            continue  # "… کا جواب اپڈیٹ کر لیں": to update the answer, not the answer
        yield match.start("value"), match.start("value") + len(value), "credential"
    for match in _ANSWER_QUOTED_LATER.finditer(text):
        yield match.start("value"), match.end("value"), "credential"
    for match in _BURYAT_MAIDEN_NAME.finditer(text) if "басаган" in text.casefold() else ():
        yield match.start("value"), match.end("value"), "credential"
    for match in _CARD_NUMBER.finditer(text):
        if 13 <= sum(c.isdigit() for c in match.group("value")) <= 19:
            yield match.start("value"), match.end("value"), "payment card number"
    for match in (
        *_LATIN_FIRST.finditer(text),
        *_LATIN_NEXT.finditer(text),
        *_LATIN_NEXT_DASHED.finditer(text),
    ):
        value = match.group("value").rstrip(".,;:?)")
        if (
            value[:1].isalnum()
            and not an_address_or_link(value)
            and not a_network(value)
            and strong(value)
        ):
            yield match.start("value"), match.end("value"), "password"
    for match in _DIGITS_FIRST.finditer(text):
        if not _UNIT_AFTER.match(text, match.end("value")) and not _NOT_SECRET.search(
            match.group("between")
        ):
            yield match.start("value"), match.end("value"), "credential"
    for match in _DIGITS_THEN_THIS.finditer(text) if _THIS_IS.search(text) else ():
        if (
            _A_YEAR.fullmatch(match.group("value"))
            or _NOT_SECRET.search(match.group("between"))
            or (
                match.group("bare") is not None
                and not _CODE_CONTEXT.search(_sentence_of(text, match.start(), match.end()))
            )
        ):
            continue
        yield match.start("value"), match.end("value"), "credential"
    lowered = text.casefold()
    for match in _NOW_NEXT.finditer(text) if any(w in lowered for w in _NOW_WORDS) else ():
        value = match.group("value").rstrip(".,;:?)")
        if value.endswith("-") and value.rstrip("-").isdigit():
            value = value.rstrip("-")  # (Kabardian's copula after a hyphen: "Иджы 2288-щ")
        start = match.start("value")
        if match.group("bare") is not None and not _CODE_CONTEXT.search(
            _sentence_of(text, match.start(), match.end("bare"))
        ):
            continue  # "код" alone, of nothing a code opens
        if value.isdigit():
            if len(value) <= 8 and not (
                _A_YEAR.fullmatch(value) or _UNIT_AFTER.match(text, start + len(value))
            ):
                yield start, start + len(value), "credential"
        elif (
            match.group("password") is not None
            and value[:1].isalnum()
            and not an_address_or_link(value)
            and strong(value)
        ):
            yield start, start + len(value), "password"


# A name that opens its sentence, at most a short word before it ("कोड 804215 आसा").
_OPENING = re.compile(r"\s*(?:\S{1,4}\s+)?")


def _said_before(text: str, begins_at: int, start: int) -> bool:
    """Whether a code named by the word alone at ``start``, in a sentence that opens after
    ``begins_at``, opens that sentence and the sentence before says what it opens ("बँकेंतल्यान
    SMS आयला. कोड 804215 आसा", an SMS came from the bank. The code is …)."""
    if begins_at < 0 or _OPENING.fullmatch(text, begins_at + 1, start) is None:
        return False
    before = max((text.rfind(mark, 0, begins_at) for mark in _STOPS), default=-1)
    return _CODE_CONTEXT.search(text, before + 1, begins_at) is not None


def _sentence_of(text: str, start: int, end: int) -> str:
    """The sentence around ``text[start:end]``."""
    end_mark = _SENTENCE_END.search(text, end)
    begins_at = max((text.rfind(mark, 0, start) for mark in _STOPS), default=-1)
    return text[begins_at + 1 : end_mark.start() if end_mark is not None else len(text)]


def _password_in(
    text: str, start: int, stop: int, strong: Callable[[str], bool]
) -> tuple[int, int] | None:
    """Where a password in Latin letters opens in ``text[start:stop]`` (what follows a password's
    name), and where it ends (its "!" too, past where the sentence seemed to end)."""
    for latin in _LATIN_VALUE.finditer(text, start, stop):
        latin = _LATIN_VALUE.match(text, latin.start()) or latin
        # (straight quotes around it are no part of it: Sanskrit "मम कूटशब्दः 'Himalaya@8' अस्ति")
        quoted = latin.group(0)[0] in "'\""
        opens = latin.start() + (1 if quoted else 0)
        value = latin.group(0)[opens - latin.start() :].rstrip(".,;:?)")
        value = value.rstrip("'\"").rstrip(".,;:?)") if quoted else value
        if an_address_or_link(value) or a_network(value):
            continue  # "пароль ад Wi-Fi — Lida_1986#": what the password opens, then it
        if value[:1].isalnum() and any(c.isalpha() for c in value) and strong(value):
            return opens, opens + len(value)
    return None
