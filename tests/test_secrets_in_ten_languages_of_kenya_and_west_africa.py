"""Secrets told in ten more languages (write/credentials_abroad.py for Kamba, Kalenjin, Maasai,
Ekegusii, Luhya and Kimeru of Kenya, Krio of Sierra Leone, Mooré of Burkina Faso, Fon of Benin
and Ga of Ghana, all in Latin letters; write/credentials.py for a wallet's recovery words and a
bank card as French names it), in the shapes a twenty-fifth blind set told them, which found 21
of its 30 before their words were added and flagged none of its twins: the copulas of Ga
("… password lɛ ji …"), Ekegusii ("nigo"), Mooré ("yaa", after a comma too: "…, yaa …"),
Maasai ("naa"), Luhya ("niyo") and Fon ("wɛ nyí"); a secret said changed, then told the sentence
after "now it is" (Kamba's "Yu ni …", Kalenjin's "Nguni ko …", Maasai's "Taata naa …",
Ekegusii's "Bono nigo …", Krio's "Naw na …", Mooré's "Masã yaa …", Fon's "Din ɔ, é nyí …", Ga's
"Amrɔ nɛɛ ji …"), or after a comma in the same sentence ("…, yu ni …"); a code told in groups
with dashes, as a safe's combination is ("12-58-33"; not a date, "12-05-21"); a keypad's code
opened by a star ("*7316"; not a USSD code, "*334#"); Krio's security question, its words for a
question ("wetin", "fɔs") and what one put ("a put …"), and its password ("paswɔd"); a
wallet's recovery words ("Recovery words chebo wallet …: …"); a bank card named in French
("Carte de crédit ce: …"). The sentences are this file's own, not the blind set's. Each secret
has its twin with none (a password or a code not told, a year, a USSD code, a phone's number,
a question with no answer put), which must stay free of one; and through the real service on a
real SQLite file, the first secret of each language is refused and nothing of it is stored, its
twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Kamba: a PIN said changed, then "now it is" the sentence after, not a year; a password
    # after a comma and "now it is", not words said of it
    "Kamba": [
        (
            "Nivindua PIN ya Equity. Yu ni 5832, ndukamwie mundu.",
            "5832",
            "Nivindua PIN ya Equity. Yu ni 2024, mwaka mweu.",
        ),
        (
            "Nivindua password ya Facebook, yu ni Kitui#2022.",
            "Kitui#2022",
            "Nivindua password ya Facebook, yu ni ndaa muno.",
        ),
    ],
    # Kalenjin: a PIN after "now it is" the sentence after, not a year; a wallet's recovery
    # words, not words said of where they are written
    "Kalenjin": [
        (
            "Kagewalak PIN nenyun ne M-Pesa. Nguni ko 6140.",
            "6140",
            "Kagewalak PIN nenyun ne M-Pesa. Nguni ko 2025.",
        ),
        (
            "Recovery words chebo wallet nenyun ko: river lamp orange tiger salt window frost "
            "candle maple orbit lucky stone.",
            "river lamp orange tiger salt window frost candle maple orbit lucky stone",
            "Recovery words chebo wallet nenyun kagasir en karatasi, ribe en kabati.",
        ),
    ],
    # Maasai: a password after "naa", not one changed and untold; a PIN after "today it is"
    # the sentence after, not a year
    "Maasai": [
        (
            "Password ai e Facebook naa Narok#2021, metaa ilo oltungani.",
            "Narok#2021",
            "Password ai e Facebook aaibelekenya taata, metaa ilo oltungani.",
        ),
        (
            "Aaibelekenya PIN e M-Pesa. Taata naa 3917.",
            "3917",
            "Aaibelekenya PIN e M-Pesa. Taata naa 2026.",
        ),
    ],
    # Ekegusii: a password after "nigo", not a plain word; a PIN after "now it is" the sentence
    # after, not a year; a safe's code with dashes, not a phone's number
    "Ekegusii": [
        (
            "Password yane ya Gmail nigo Kisii@2020, otakwerigia omonto.",
            "Kisii@2020",
            "Password yane ya Gmail nigo enyangwani, nabwo nainyibire.",
        ),
        (
            "Nachorire PIN yane ya Mpesa. Bono nigo 7742.",
            "7742",
            "Nachorire PIN yane ya Mpesa. Bono nigo 2025.",
        ),
        (
            "Safe code nigo 12-58-33, kwerigia buya.",
            "12-58-33",
            "Safe code ndigomanyete. Namba ya simu nigo 0712-583-301.",
        ),
    ],
    # Luhya: a gate's code opened by a star, not a USSD code; a password after "niyo", not
    # words said of it
    "Luhya": [
        (
            "Code ya gate ni *7316, ingira.",
            "*7316",
            "Code ya M-Pesa ni *334#, ndi khu gate.",
        ),
        (
            "Password yanje ya Gmail niyo Mumias#2021.",
            "Mumias#2021",
            "Password yanje ya Gmail niyo ndahindula likoloba.",
        ),
    ],
    # Kimeru: an office safe's code with dashes, not an office's number; a wallet's recovery
    # words, not words said of them
    "Kimeru": [
        (
            "Code ya safe ya ofisi ni 28-61-07, ukaeere muntu.",
            "28-61-07",
            "Code ya safe ya ofisi ndiiumenya. Ofisi ni ya 28 Makutano.",
        ),
        (
            "Recovery words cia wallet yakwa ni: amber cloud river stone maple tiger frost lemon "
            "salt orbit candle pearl.",
            "amber cloud river stone maple tiger frost lemon salt orbit candle pearl",
            "Recovery words cia wallet yakwa ndiandikire karatasi-ini.",
        ),
    ],
    # Krio: an answer put after a quoted question, not the question with none put; a PIN after
    # "now it is" the sentence after, not a year; a password, not one lost
    "Krio": [
        (
            "Di bank sekyuriti kwɛstyɔn na 'wetin na yu fɔs skul', a put Albert Academy.",
            "Albert Academy",
            "Di bank sekyuriti kwɛstyɔn na 'wetin na yu fɔs skul', a nɔ put am yet.",
        ),
        (
            "A chenj mi Orange Money PIN. Naw na 8260.",
            "8260",
            "A chenj mi Orange Money PIN. Naw na 2025.",
        ),
        (
            "Mi Gmail paswɔd na Freetown@77, nɔ tɛl ɛnibɔdi.",
            "Freetown@77",
            "Mi Gmail paswɔd dɔn lɔs, a nɔ mɛmba am.",
        ),
    ],
    # Mooré: a password after "yaa", not a plain word; a PIN after "now it is" the sentence
    # after, not a year
    "Mooré": [
        (
            "Mot de passe Facebook yaa Wend#Kuuni9, ra togs ned ye.",
            "Wend#Kuuni9",
            "Mot de passe Facebook yaa toogo, m yiime.",
        ),
        (
            "M toeeme Orange Money PIN. Masã yaa 6215.",
            "6215",
            "M toeeme Orange Money PIN. Masã yaa 2024.",
        ),
    ],
    # Fon: a credit card's number named in French, not a phone's; a PIN after "now it is" the
    # sentence after, not a year; a password after "wɛ nyí", not a plain word
    "Fon": [
        (
            "Carte de crédit ce: 4716 3022 8819 0057, ma ɖɔ nú mɛɖé ó.",
            "4716 3022 8819 0057",
            "Carte de crédit ce bu. Nɔ́mbà telefɔnu ce wɛ nyí 97 42 11 93.",
        ),
        (
            "Un ɖyɔ PIN MoMo ce. Din ɔ, é nyí 5731.",
            "5731",
            "Un ɖyɔ PIN MoMo ce. Din ɔ, é nyí 2023.",
        ),
        (
            "Mot de passe Facebook ce wɛ nyí Dagbe#2020.",
            "Dagbe#2020",
            "Mot de passe Facebook ce wɛ nyí ɖagbe ɖé.",
        ),
    ],
    # Ga: a password after "ji", not words; a PIN after "now it is" the sentence after, not a
    # year
    "Ga": [
        (
            "Mi Facebook password ji Osu@1957, kaakɛ mɔ ko.",
            "Osu@1957",
            "Mi Facebook password ji nɔ ni mikɛɛ bo nyɛ.",
        ),
        (
            "Mitsake mi MoMo PIN. Amrɔ nɛɛ ji 4093.",
            "4093",
            "Mitsake mi MoMo PIN. Amrɔ nɛɛ ji 2024.",
        ),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
