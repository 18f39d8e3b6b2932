"""Secrets told in ten languages of Nepal in Latin letters (Tharu, Tamang, Gurung, Magar, Limbu,
Bantawa Rai, Sherpa, Awadhi, Doteli, Rajbanshi), in the shapes a twenty-seventh blind set told
them, which found 25 of its 30 before these rules and flagged none of its twins: in
write/credentials.py a lock's code ("ahim lock code 1 9 7 6 ro", the house's lock code is …; a
phone's), a SIM card's unblocking key ("sim ko puk code 73920481 ho"), a one-time code with the
capital and the dash Google puts before its digits ("otp code G-582731 aaise", came), and a
security answer quoted straight after "answer", the copula after it as these languages say it,
the question quoted before or not named ("… security question 'pahilo school' ko answer "jana
jyoti" mu", "bank la security answer 'pasang lhamu' yin"); in write/credentials_abroad.py a
secret said changed, then told after a comma or in the next sentence as "now … is" or "new …
is", the copula ending the clause (Tharu's "Abhin … ba", Tamang's "aba … mula", Magar's "ahile …
le", Limbu's "aba … ro", Sherpa's "aba … yin", Awadhi's "ab … hai", Doteli's "aba … ho",
Rajbanshi's "ekhon … ache"). The sentences are this file's own, not the blind set's. Each secret
has its twin with none (a lock, a key, a code or an answer not told, forgotten or changed with no
value; a year, an amount, a height, a house's, a bus route's or a phone's number; "now it is
fine"), which must stay free of one; and through the real service on a real SQLite file, the
first secret of each language is refused and nothing of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Tharu: a PIN said changed, then "now it is" the sentence after, not a year; a security
    # answer quoted, not one forgotten
    "Tharu": [
        (
            "mor Khalti ke MPIN badal delo. Abhin 6291 ba, kehu ke na batai.",
            "6291",
            "mor Khalti ke MPIN badal delo. Abhin 2025 ba, kehu ke na batai.",
        ),
        (
            "bank ke security answer 'hari ram' ba, bhula jaibo ta yaad dilaiho",
            "hari ram",
            "bank ke security answer bhula gaili, hari ram dada ke puchho",
        ),
    ],
    # Tamang: a phone's lock code, not a house's number; a password changed, then "now it is",
    # not "now it is fine"
    "Tamang": [
        (
            "ngai phone ri lock code 4827 mula, khaima lapdo aahin",
            "4827",
            "ngai phone ri lock changjim, ngai dim number 48 mula",
        ),
        (
            "ngai gmail password changjim, aba Langtang#52 mula",
            "Langtang#52",
            "ngai gmail password changjim, aba thik mula",
        ),
    ],
    # Gurung: a SIM's PUK code, not the phone's number; an answer quoted after the question
    # quoted, not one forgotten
    "Gurung": [
        (
            "ngae sim ko PUK code 58120493 mu, phone lock tasyo",
            "58120493",
            "ngae sim ko PUK code birsiyo, ngae ghar number 58 mu",
        ),
        (
            "bank ko security question 'aamako ghar' ko answer \"siklis gaun\" mu",
            "siklis gaun",
            "bank ko security question ko answer birsiyo, aamako ghar siklis gaun mu",
        ),
    ],
    # Magar: Google's code with its "G-", not a bus route; a PIN changed, then "now it is", not
    # an amount
    "Magar": [
        (
            "gmail ko otp G-730915 le, chito dinu hai",
            "G-730915",
            "gmail ko otp ahile samma ma rahin, bus route 73 le",
        ),
        (
            "ngaa ime pay pin fero aale, ahile 5274 le",
            "5274",
            "ngaa ime pay pin fero aale, ahile 5274 rupiya le",
        ),
    ],
    # Limbu: a phone's lock code in spaced digits, not a house's number; a password changed,
    # then "now it is", not "now it is fine"
    "Limbu": [
        (
            "anga mobile ko lock code 8 3 6 1 ro, kaisai lai mena pathe",
            "8 3 6 1",
            "anga mobile thakne, kaisai lai mena pathe, ahim number 83 ro",
        ),
        (
            "anga facebook password pherne, aba Yuma@2082 ro",
            "Yuma@2082",
            "anga facebook password pherne, aba thik ro",
        ),
    ],
    # Bantawa Rai: a SIM's PUK, not a batch's year; a security answer quoted, not one forgotten
    "Bantawa": [
        (
            "ungka ko sim ko puk 40917326 ni, dipak lai tamtu na",
            "40917326",
            "ungka ko sim lock, puk code khoi, dipak ko batch 2019 ni",
        ),
        (
            "bank ko security answer 'kiranti chhem' ni, tamtu na",
            "kiranti chhem",
            "bank ko security answer birsiyo, kiranti chhem ramro ni",
        ),
    ],
    # Sherpa: a password changed, then "now it is", not a height; an answer quoted after the
    # question quoted, not one forgotten
    "Sherpa": [
        (
            "ngi esewa password phere, aba Namche@3440 yin",
            "Namche@3440",
            "ngi esewa password phere, namche la 3440 meter yin",
        ),
        (
            "bank la security question 'ama ki ming' la answer \"dawa futi\" yin",
            "dawa futi",
            "bank la security question la answer birsiyo, ama ki ming dawa futi yin",
        ),
    ],
    # Awadhi: a house's lock code in spaced digits, not an hour; a PIN changed, then "now it
    # is", not an amount
    "Awadhi": [
        (
            "hamaar ghar ke lock code 5 2 8 4 hai, kal khol liho",
            "5 2 8 4",
            "hamaar ghar ke lock badal gaa, kal 5 baje khol liho",
        ),
        (
            "atm pin badal gaa, ab 7306 hai, kal paisa nikaar liho",
            "7306",
            "atm pin badal gaa, ab 7306 rupaiya bacha hai",
        ),
    ],
    # Doteli: a SIM's PUK, not a house's number; a wifi password changed, then "now it is",
    # not "now it is a new router"
    "Doteli": [
        (
            "mero sim ko PUK 62058193 ho, phon lock bhyo",
            "62058193",
            "mero sim lock bhyo, PUK nai paya, mero ghar 62 number ho",
        ),
        (
            "dhangadhi ghar ko wifi password phernu paryo, aba Seti_river77 ho",
            "Seti_river77",
            "dhangadhi ghar ko wifi password phernu paryo, aba naya router ho",
        ),
    ],
    # Rajbanshi: Google's code with its "G-", not a bus route; an MPIN changed, then "now it
    # is", not a house's number
    "Rajbanshi": [
        (
            "google otp G-481526 aaise, jhat kori dihen",
            "G-481526",
            "google otp aabhi na aaise, bus route 481 e aasim",
        ),
        (
            "esewa mpin bodli dilong, ekhon 3318 ache, kauk na kohin",
            "3318",
            "esewa mpin bodli dilong, ekhon 33 number ghar ache",
        ),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
