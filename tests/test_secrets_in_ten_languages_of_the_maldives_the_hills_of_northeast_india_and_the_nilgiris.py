"""Secrets told in ten languages of the Maldives, the hills of Northeast India, Coorg and the
Nilgiris (Dhivehi, in Thaana and in Latin letters; Karbi, Mising, Dimasa, Rabha, Kokborok, Hmar
and Nyishi, Kodava and Badaga, in Latin letters), in the shapes a twenty-eighth blind set told
them, which found 20 of its 30 before these rules and flagged 1 of its twins. All in
write/credentials_abroad.py: "pass" for a password, as these languages clip the borrowed word,
after what it opens ("gmail pass ke …", "wifi pass: …", "gate lock pass "…" ho"; not a bus's
or a boarding pass), or after a user's name ("user kroy.diphu pass …"); the borrowed names with
a case ending joined by a hyphen (Mising's "pin-de", Dimasa's "cvv-ba", Kokborok's
"password-o", "pin-o"), and no name with one after a comma for a password ("Twisa-ni 4455
tangka", Twisa's 4455 rupees); a PIN asked with a space before its question mark and answered
(Kodava "gpay pin enda ? 9152"); a keypad's code opened by a hash ("door code #4821*"), a door
in English as these languages borrow it; a code of India's payment apps (Hmar "phonepe code hung
lut: …", came in); and in Dhivehi a quoted house's number or name after a password not told,
which is no password ("… ގޭ ނަންބަރު އަކީ "…""). The sentences are this file's own, not the blind
set's. Each secret has its twin with none (a password, a PIN or a code forgotten, reset, not
come; an amount, a house's or a bus's number, a phone's, a name with a case ending), which must
stay free of one; and through the real service on a real SQLite file, the first secret of each
language is refused and nothing of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Dhivehi: a password quoted, not a house's name quoted after a password forgotten; a wifi
    # password clipped to "pass" with a colon, not one forgotten
    "Dhivehi": [
        (
            'މަގޭ ޖީމެއިލް password އަކީ "Hulhumale@7" ، އެއްވެސް މީހަކަށް ނުބުނާށެވެ',
            "Hulhumale@7",
            'މަގޭ ޖީމެއިލް password ހަނދާން ނެތް، ގޭގެ ނަން އަކީ "Hulhumale Ge 7" ، އެއްވެސް މީހަކަށް ނުބުނާށެވެ',
        ),
        (
            "mage wifi pass: Addu#Gan44 , kaakuves nudhakkaa",
            "Addu#Gan44",
            "mage wifi pass hadhaan nethey, Addu Gan 44 ge ah dhanee",
        ),
    ],
    # Karbi: an Instagram password clipped, with the copula "ke", not one said lost; a door's
    # keypad code opened by a hash, not a house's number
    "Karbi": [
        (
            "ne instagram pass ke Hamren#31 kedo, arni vang lo ma",
            "Hamren#31",
            "ne instagram pass ke thek lo ma, Hamren 31 kedo",
        ),
        (
            "ahem door code #7390* kedo, arni vang lo ma",
            "#7390*",
            "ahem door code ke thap-thap lo, ahem number 7390 kedo",
        ),
    ],
    # Mising: a UPI PIN with "-de", not an amount after a PIN forgotten; a card's CVV with
    # "-de", not a bus's number
    "Mising": [
        (
            "ngok upi pin-de 4082 ye, nok-ai lâma dola",
            "4082",
            "ngok upi pin-de ngo mosuna, nok-ai 4000 taka lâma dola",
        ),
        (
            "ngok card cvv-de 517 ye, kapé do:ai",
            "517",
            "ngok card cvv-de ai mang, 517 bus-de lenge",
        ),
    ],
    # Dimasa: a debit card's CVV with "-ba", not an amount; a Gmail password clipped, with a
    # colon, not one forgotten
    "Dimasa": [
        (
            "ani debit card cvv-ba 742 ho, ning khalaiba",
            "742",
            "ani debit card cvv-ba ang hagwiya, ning 740 taka khalaiba",
        ),
        (
            "ani gmail pass: Haflong#2024 ho, ning sikhamtho",
            "Haflong#2024",
            "ani gmail pass ang hagwiya, ning Haflong 2024 sikhamtho",
        ),
    ],
    # Rabha: a wifi password clipped, with the copula "ke", not one reset; a Facebook password
    # clipped and quoted, not one forgotten
    "Rabha": [
        (
            "angi wifi pass ke Tura_hill88 tai, nang login kha",
            "Tura_hill88",
            "angi wifi pass reset kha, Tura hill 88 nok-o dangdi",
        ),
        (
            'angi facebook pass "Rongjeng@5" tai, kaaltha',
            "Rongjeng@5",
            "angi facebook pass angi rangwa, Rongjeng 5 nok-o kaaltha",
        ),
    ],
    # Kokborok: a Paytm password with "-o", not a name with the genitive "-ni" and an amount; a
    # cash card's PIN with "-o", not an amount
    "Kokborok": [
        (
            "ani paytm password-o Tripura#88 , nini khlai dw",
            "Tripura#88",
            "ani paytm password-o kwrwi thani, Sabom-ni 88 tangka nini khlai dw",
        ),
        (
            "ani atm pin-o 5061 , nini khlai dw",
            "5061",
            "ani atm pin-o kwrwi thani, 5061 tangka nini khlai dw",
        ),
    ],
    # Kodava: a PhonePe PIN asked, a space before the question mark, and answered, not a house's
    # number; a gate's keypad code opened by a hash, not a bus's number
    "Kodava": [
        (
            "nanna phonepe pin enda ? 8314 , pinne marakkada",
            "8314",
            "nanna phonepe pin enda ? goth ille, mane number 8310 , pinne marakkada",
        ),
        (
            "ain mane gate code #5092* , naanu barle late aapa",
            "#5092*",
            "ain mane gate code badalaayith, naanu 5092 bus-ali barle",
        ),
    ],
    # Badaga: a laptop's password clipped, with a colon, not one forgotten; an e-mail's password
    # clipped, its value straight after, not one forgotten
    "Badaga": [
        (
            "enna laptop pass: Nilgiri@Ooty9 ede",
            "Nilgiri@Ooty9",
            "enna laptop pass ede illa, nilgiri ooty 9 dina",
        ),
        (
            "enna email pass hethe#Kundah3 ede, nee nodu",
            "hethe#Kundah3",
            "enna email pass maretto, hethe kundah 3 dina",
        ),
    ],
    # Hmar: PhonePe's code come in, in groups with a dash, not a phone's number; Google Pay's in
    # two groups, not a house's number
    "Hmar": [
        (
            "phonepe code hung lut: 418-207 , ka hre nawh a hmang dan",
            "418-207",
            "phonepe code hung lut nawh, ka phone 418-270-5500 hi a ni",
        ),
        (
            "ka gpay code hung lut: 615 092 , a hmang dan ka hre nawh",
            "615 092",
            "ka gpay code hung lut nawh, ka in no. 615 ah",
        ),
    ],
    # Nyishi: a Gmail password clipped and quoted, the copula after, not one said to be nothing;
    # a bank's login told as a user's name then "pass", not one forgotten
    "Nyishi": [
        (
            'ngoogv gmail pass "Doimukh@77" ho, abu jvvla ka',
            "Doimukh@77",
            "ngoogv gmail pass abu ho, Doimukh 77 nyokum jvvla ka",
        ),
        (
            "ngoogv sbi user tani.nabam pass Itanagar#9 rinv, no dvvnam ka",
            "Itanagar#9",
            "ngoogv sbi user tani.nabam pass ngo mvngdu, Itanagar 9 rinv",
        ),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
