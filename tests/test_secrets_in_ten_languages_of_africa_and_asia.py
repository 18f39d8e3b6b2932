"""Secrets told in ten more languages (write/credentials_abroad.py for Igbo, Zulu, Xhosa, Malagasy
and Luxembourgish; write/credentials_scripts.py for Tigrinya, Odia, Sorani Kurdish, Tajik and
Kyrgyz), in the shapes a tenth blind set told them, which found 5 of its 30 before their words
were added: Igbo's, Malagasy's and Luxembourgish's copulas ("… bụ Adaeze_2020", "… dia 447120",
"… ass 6402"), Zulu's and Xhosa's joined to the value by a hyphen ("… ngu-1942") and their nouns'
prefixes joined to a borrowed name ("iPIN yam"), a PIN's digits or a password told the sentence
after its name ("Ọ bụ 5512", "Ngu-3318 ngoku", "Dat neit ass …"), Tigrinya's password and
codes in Ge'ez letters, Odia's and Sorani Kurdish's with their own digits ("୫୩୮୨୧୯", "٢٥٨٠"), a
Latin PIN with a Cyrillic ending ("PIN-кодум 6013"), a security question and its answer in each
(a Tajik one after the question's sentence, a Kyrgyz one after "Жообу:"), and a card's sixteen
digits named as a card's number whatever their check digit ("nọmba kaadị", "рақами корт",
"ژمارەی کارت", "Kaartennummer"). The sentences are this file's own, not the blind set's. Each
secret has its twin with none (a house's number, a postcode, an order's number, a network's
name, a price, a pet or a school named as a memory, a password changed and not told), which must
stay free of one; and through the real service on a real SQLite file, the secret is refused and
nothing of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none)
CASES = [
    # Igbo: a password after "bụ"; a new PIN told the sentence after, "Ọ bụ …"; a security
    # question's answer; a card's number
    (
        "Okwuntughe Gmail m bụ Adaeze_2020, biko chekwaa ya.",
        "Adaeze_2020",
        "Okwuntughe Gmail m dị ogologo nke ukwuu, enweghị m ike icheta ya.",
    ),
    (
        "Agbanwere m PIN kaadị m. Ọ bụ 5512 ugbu a.",
        "5512",
        "Agbanwere m PIN kaadị m. Ọ bụ ihe nzuzo ugbu a.",
    ),
    (
        "Ajụjụ nchekwa ụlọ akụ m bụ aha obodo nne m. Azịza: Nnewi.",
        "Nnewi",
        "Obodo nne m bụ Awka, anyị na-aga ebe ahụ n'ekeresimesi.",
    ),
    (
        "Nọmba kaadị m bụ 5399 2810 4471 6624, debe ya.",
        "5399 2810 4471 6624",
        "Nọmba ekwentị m bụ 0803 281 0447, debe ya.",
    ),
    # Zulu: a password after "ngu-"; a door's code, not a postcode's; a security answer
    (
        "Iphasiwedi yami ye-Gmail ngu-Thandeka#85, ungayikhohlwa.",
        "Thandeka#85",
        "Iphasiwedi yami ye-Gmail ngiyishintshile izolo, angizukukutshela.",
    ),
    (
        "Ikhodi yomnyango wangaphambili ngu-1942, ungayikhohlwa.",
        "1942",
        "Ikhodi yeposi yasePinetown ngu-3610, ungayikhohlwa.",
    ),
    (
        "Umbuzo wokuphepha: igama lenja yami yokuqala. Impendulo: Bhubesi.",
        "Bhubesi",
        "Igama lenja yami yokuqala kwakunguMaxi, ngangiyithanda kakhulu.",
    ),
    # Xhosa: a wifi password, not the network's name; a code from the bank, not an order's; a
    # new PIN told the sentence after, with its copula joined
    (
        "Iphasiwedi yam ye-Wi-Fi ngu-Lulama_2019.",
        "Lulama_2019",
        "Igama le-Wi-Fi yam ngu-Lulama2019, iphasiwedi ndiza kukuxelela kamva.",
    ),
    (
        "Ikhowudi yokuqinisekisa evela ebhankini ngu-551203.",
        "551203",
        "Inombolo yeodolo evela evenkileni ngu-551208.",
    ),
    (
        "Ndiyitshintshile iPIN yam yebhanki. Ngu-3318 ngoku.",
        "3318",
        "Ndiyitshintshile iPIN yam yebhanki. Andizukuyibhala apha.",
    ),
    # Tigrinya: a wifi password, not the network's name; a card's PIN; a code from the bank,
    # not a sum of birr; a security question's answer
    (
        "መሕለፊ ቃል ናይ ዋይፋይ ገዛና Asmara_2023 እዩ።",
        "Asmara_2023",
        "ስም ዋይፋይ ገዛና Asmara2023 እዩ፣ መሕለፊ ቃሉ ግን ኣይነግረካን።",
    ),
    ("ፒን ኮድ ናይ ባንክ ካርደይ 4512 እዩ።", "4512", "ፒን ኮድ ናይ ባንክ ካርደይ ቀይረዮ እየ።"),
    (
        "ካብ ባንክ ዝመጸ ናይ ምርግጋጽ ኮድ 502817 እዩ።",
        "502817",
        "ካብ ባንክ ዝመጸ መልእኽቲ 502 ብር ከም ዝወጸ ይብል።",
    ),
    (
        "ናይ ድሕንነት ሕቶ ስም ቀዳማይ ከልበይ እዩ፣ መልሲ: ቦቢ።",
        "ቦቢ",
        "ስም ቀዳማይ ከልበይ ሉሲ እዩ ነይሩ።",
    ),
    # Malagasy: a password after "dia"; a code from the bank, not an order's; a security
    # question's answer after "Valiny:"
    (
        "Ny tenimiafiko amin'ny Facebook dia Rasoa_1990!",
        "Rasoa_1990",
        "Ny anarako amin'ny Facebook dia Rasoa1990, fa tsy holazaiko ny tenimiafiko.",
    ),
    (
        "Ny kaody fanamarinana nalefan'ny banky dia 447120.",
        "447120",
        "Ny laharan'ny baiko nalefan'ny fivarotana dia 447125.",
    ),
    (
        "Fanontaniana fiarovana: anaran'ny alikako voalohany. Valiny: Bobby.",
        "Bobby",
        "Milou no anaran'ny alikako voalohany, tiako be izy.",
    ),
    # Odia: a code from the bank in Odia digits, not a sum; a wifi password; a gate's code, not
    # the postcode ("PIN code"); a security question's answer after the copula
    (
        "ବ୍ୟାଙ୍କରୁ ଆସିଥିବା ଓଟିପି ହେଉଛି ୫୩୮୨୧୯।",
        "୫୩୮୨୧୯",
        "ବ୍ୟାଙ୍କରୁ ଆସିଥିବା ମେସେଜରେ ₹୫୩୮ କଟିଛି ବୋଲି ଲେଖାଥିଲା।",
    ),
    ("ମୋ ୱାଇଫାଇର ପାସୱାର୍ଡ ହେଉଛି Puri@2024।", "Puri@2024", "ମୋ ୱାଇଫାଇର ନାମ ହେଉଛି Puri2024।"),
    ("ଆମ ଘର ଗେଟ୍ ର କୋଡ୍ ହେଉଛି 2719।", "2719", "ଆମ ଘରର ପିନ୍ କୋଡ୍ ହେଉଛି 751002।"),
    ("ମୋ ସୁରକ୍ଷା ପ୍ରଶ୍ନର ଉତ୍ତର ହେଉଛି କଟକ।", "କଟକ", "ମୋର ଜନ୍ମସ୍ଥାନ ପୁରୀ, ବହୁତ ସୁନ୍ଦର ସହର।"),
    # Sorani Kurdish: a password; a building door's code in Eastern Arabic digits; a security
    # question's answer; a card's number
    (
        "وشەی نهێنی جیمەیڵەکەم: Hawler#2022",
        "Hawler#2022",
        "ناوی وایفایەکەم Hawler2022ە، وشەی نهێنییەکەی پێ ناڵێم.",
    ),
    ("کۆدی دەرگای باڵەخانەکە ٢٥٨٠ە.", "٢٥٨٠", "ژمارەی باڵەخانەکە ٢٥ە."),
    (
        "پرسیاری نهێنی بانکەکەم ناوی یەکەم قوتابخانەمە، وەڵامەکەی: ئازادی.",
        "ئازادی",
        "یەکەم قوتابخانەم ڕزگاری بوو، زۆرم خۆش دەویست.",
    ),
    (
        "ژمارەی کارتەکەم: 5022 2910 8876 4410",
        "5022 2910 8876 4410",
        "ژمارەی مۆبایلەکەم: 0750 123 4567",
    ),
    # Tajik: a password ("калимаи махфӣ"); a code from the bank, not a sum of somoni; a security
    # question's answer; a card's number, not a phone's
    (
        "Калимаи махфии почтаам: Hisor#2020",
        "Hisor#2020",
        "Калимаи махфии почтаамро иваз кардам, вале ба касе намегӯям.",
    ),
    (
        "Коди тасдиқ аз бонк омад: 660214.",
        "660214",
        "Аз бонк паёмак омад: 660 сомонӣ гирифта шуд.",
    ),
    (
        "Саволи махфӣ: номи аввалин мактаби ман. Ҷавоб: Фирдавсӣ.",
        "Фирдавсӣ",
        "Аввалин мактаби ман ба номи Рӯдакӣ буд.",
    ),
    (
        "Рақами корти ман: 5058 2719 3384 1102.",
        "5058 2719 3384 1102",
        "Рақами телефони ман: 93 505 8271.",
    ),
    # Kyrgyz: a password ("сырсөз"); a door's code; a security answer; a Latin PIN with a
    # Cyrillic ending
    (
        "Менин Gmail сырсөзүм: Ala-Too_1991!",
        "Ala-Too_1991!",
        "Gmail сырсөзүмдү унутуп калдым, жаңысын коём.",
    ),
    ("Эшиктин коду 4820, эсиңде болсун.", "4820", "Батирдин номери 48, эсиңде болсун."),
    (
        "Жашыруун суроо: биринчи итимдин аты. Жообу: Барс.",
        "Барс",
        "Биринчи итимдин аты Тайган болчу.",
    ),
    ("PIN-кодум 6013, эч кимге айтпа.", "6013", "PIN-кодумду өзгөрттүм, эч кимге айтпа."),
    # Luxembourgish: a card's "Geheimzuel"; a security answer after "d'Äntwert ass"; a new
    # password told the sentence after; a card's number said as one word
    (
        "D'Geheimzuel vu menger Bankkaart ass 6402.",
        "6402",
        "D'Nummer vun eisem Haus ass 64, an der Rue de Luxembourg.",
    ),
    (
        "Meng Sécherheetsfro ass den Numm vu mengem éischten Hond, d'Äntwert ass Rex.",
        "Rex",
        "Mäin éischten Hond huet Bello geheescht, e ganz léiwen Hond.",
    ),
    (
        "Ech hunn mäi Passwuert geännert. Dat neit ass Vianden_2022",
        "Vianden_2022",
        "Ech hunn mäi Passwuert geännert, mee dat neit soen ech kengem.",
    ),
    (
        "Meng Kaartennummer ass 4929 1102 3384 5521.",
        "4929 1102 3384 5521",
        "Meng Kontonummer ass LU28 0019 4006 4475 0000.",
    ),
]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES)
