"""Secrets told in ten more languages (write/credentials_abroad.py for Yapese, Rotuman, Niuean,
Tokelauan, Wallisian and Futunan in Latin letters; write/credentials_scripts.py for Bodo in
Devanagari and Tulu in Kannada letters; write/credentials.py for a card's name and number and for
Nauruan chat's English), in the shapes a twenty-third blind set told them (with Garo, whose
secrets the code before found already), which found 15 of its 30 before their words were added
and flagged none of its twins: a code named by what it opens with each language's "of" (Yapese's
"code ko gate", Rotuman's "code ne …", Niuean's "code he gutuhala", the door's) or by
Wallisian's and Futunan's "kote" where the sentence says what it opens (a door, "matapā"; a safe
as Bodo borrows the word, "सेफ"; Tulu's door, "ಬಾಕಿಲ್", and gate, "ಗೇಟ್"); a year told first, then
Rotuman's "ta" (the) and the code's name; digits after a colon, then the article and the code's
name (Niuean's "… e code", Wallisian's "… te kote"); a sentence opened by "ko" and the code's
name, its value after a second "ko" many words on (Futunan's "Ko le kote … ko le …"); a question
of an app or a bank ("fesili o te app") and an answer quoted after the glottal stops that open
short Rotuman words; a password after Rotuman's "of", "ne", which is another language's copula,
and what it is of before a colon; a card's name and number (Niuean's and Tokelauan's "numela …
kāti", Futunan's "numelo … kāte"); and a secret said changed, then told the sentence after "it is
… now" (Yapese's "Ba … chiney", Tokelauan's "Ko … nei", Futunan's "Ko le … nei", Bodo's "दा
बेयो …", Tulu's "ಇತ್ತೆ …", and English's "… changed. 4729 now,"). The sentences are this file's
own, not the blind set's. Each secret has its twin with none (a code, a password or an answer
not told, a year, an amount, a phone's or an office's number, a place named in chat), which must
stay free of one; and through the real service on a real SQLite file, the first secret of each
language is refused and nothing of it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Yapese: a gate's code, then "it is … now" the sentence after, not a year; a password the
    # same, not one not yet told
    "Yapese": [
        (
            "Kug thilyeg ea code ko gate rog. Ba 6152 chiney.",
            "6152",
            "Kug thilyeg ea code ko gate rog. Ba 2023 chiney.",
        ),
        (
            "Kug thilyeg ea password rog ko Facebook. Ba Rull#2025 chiney.",
            "Rull#2025",
            "Kug thilyeg ea password rog ko Facebook, machane dawor gu weliy ngom.",
        ),
    ],
    # Nauruan chat's English: a PIN said changed, its digits opening the sentence after with
    # "now", not an amount
    "Nauruan": [
        (
            "PIN of my EFTPOS card changed. 8364 now, eko forget.",
            "8364",
            "I reset my PIN at the bank. 1500 now in savings, eko spend it.",
        ),
    ],
    # Rotuman: a password after "of" and what it is of before a colon, not words; a year told
    # first, then "the" and the gate's code, not a year of one's life; an answer quoted after
    # glottal stops, not one withheld
    "Rotuman": [
        (
            "'Otou password ne Facebook: Rotuma#2025 — kat 'ea se 'ae.",
            "Rotuma#2025",
            "'Otou password ne Facebook: gou la 'ea se 'ae ne gou sui.",
        ),
        (
            "1987 ta code ne gate 'e ri 'otou.",
            "1987",
            "1987 ta fau ne 'otou fanaga 'e Motusa.",
        ),
        (
            "Security question 'e app 'e asa ne 'otou 'ạfa, ma answer 'e 'Malhaha'.",
            "Malhaha",
            "Security question 'e app 'e asa ne 'otou 'ạfa, ma gou kat 'ea se 'ae.",
        ),
    ],
    # Niuean: digits first, then the door's code, not an office's number told so; a code after a
    # colon, not a phone's number; a card's number, not a phone's
    "Niuean": [
        (
            "Ko 5836 e code he gutuhala he ofisi.",
            "5836",
            "Ko 5837 e numela he ofisi he gutuhala.",
        ),
        (
            "Ne hau e SMS mai he bank: 482 913 e code.",
            "482 913",
            "Ne hau e SMS mai he bank: 482 913 e numela telefoni.",
        ),
        (
            "Ko e numela he kāti haaku ko 4929 1873 5521 0046.",
            "4929 1873 5521 0046",
            "Ko e numela telefoni haaku ko 4929 1873.",
        ),
    ],
    # Tokelauan: a password told after "it is … now" the sentence after, not a year; an answer
    # quoted after the question of an app, not a place named in chat; a card's number
    "Tokelauan": [
        (
            "Kua hui e au te password o te email. Ko 'Nukunonu#88' nei.",
            "Nukunonu#88",
            "Kua hui e au te password o te email. Ko '2024' nei.",
        ),
        (
            "Ko te fesili o te app: 'Fenuafala', ko te igoa o taku nuku.",
            "Fenuafala",
            "Ko Fenuafala te igoa o taku nuku i Fakaofo.",
        ),
        (
            "Ko te numela o taku kāti ko 5312 7740 1188 2093.",
            "5312 7740 1188 2093",
            "Ko te numela o taku telefoni ko 5312 7740.",
        ),
    ],
    # Wallisian: the door's "kote" after a colon, not a price; a code after a colon and "te
    # kote", not an account's number
    "Wallisian": [
        (
            "Ko te kote o te matapā ʻo toku fale: 3827.",
            "3827",
            "Ko te totogi o te matapā ʻo toku fale: 3900 XPF.",
        ),
        (
            "Neʻe au maʻu te SMS mai te banque: 551 204 te kote.",
            "551 204",
            "Neʻe au maʻu te SMS mai te banque: 551 204 te numelo o toku kaute.",
        ),
    ],
    # Futunan: the door's code after a second "ko" many words on, not a phone's number; a PIN
    # after "it is … now" the sentence after, not a year; an answer quoted after the question
    # of a bank, not a place named in chat; a card's number
    "Futunan": [
        (
            "Ko le kote o le matapā o le fale o laʻaku tāmana i Sigave ko le 6648.",
            "6648",
            "Ko le numelo telefone o le fale o laʻaku tāmana i Sigave ko le 72 66 48.",
        ),
        (
            "Neʻe au fetogi le PIN o laʻaku telefoni. Ko le 3951 nei.",
            "3951",
            "Neʻe au fetogi le PIN o laʻaku telefoni. Ko le 2022 nei.",
        ),
        (
            "Le tali ki le fesili o le banque: 'Alofi', ko le koga naʻa ku fanauʻi ai.",
            "Alofi",
            "Ko Alofi le koga naʻa ku fanauʻi ai, i Futuna.",
        ),
        (
            "Ko le numelo o laʻaku kāte ko le 4716 3022 8819 0054.",
            "4716 3022 8819 0054",
            "Ko le numelo o laʻaku telefoni ko le 4716 3022.",
        ),
    ],
    # Bodo: a gate's code, then "now it is" the sentence after, not a year; a password the same,
    # not a year; a key safe's code, not a price
    "Bodo": [
        (
            "आं गेटनि कोड सोलायदों। दा बेयो 7214।",
            "7214",
            "आं गेटनि कोड सोलायदों। दा बेयो 2025।",
        ),
        (
            "आं Gmail नि पासवर्ड सोलायदों। दा बेयो Boro@2025।",
            "Boro@2025",
            "आं Gmail नि पासवर्ड सोलायदों। दा बेयो 2025।",
        ),
        (
            "आंनि की सेफनि कोड 5082।",
            "5082",
            "आंनि की सेफनि दाम 5082 रुपये।",
        ),
    ],
    # Tulu: a door's code, not one forgotten; a gate's code after "now" the sentence after, not
    # an amount
    "Tulu": [
        (
            "ಎಂಕ್ಲೆನ ಮನೆತ ಬಾಕಿಲ್ದ ಕೋಡ್ 2749.",
            "2749",
            "ಎಂಕ್ಲೆನ ಮನೆತ ಬಾಕಿಲ್ದ ಕೋಡ್ ಮರತ್ ಪೋಂಡು.",
        ),
        (
            "ಆಫೀಸ್ದ ಗೇಟ್ದ ಕೋಡ್ ಬದಲ್ ಮಲ್ತೆ. ಇತ್ತೆ 6183.",
            "6183",
            "ಆಫೀಸ್ದ ಗೇಟ್ದ ಕೋಡ್ ಬದಲ್ ಮಲ್ತೆ. ಇತ್ತೆ 300 ರೂಪಾಯಿ.",
        ),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
