"""Secrets told in ten more languages (write/credentials_abroad.py for Runyankole, Rukiga,
Lusoga, Acholi, Lango, Ateso, Lugbara, Alur, Rutooro and Lumasaba of Uganda, all in Latin
letters; write/credentials.py for a wallet's words in Luganda's and Lusoga's names, a card with
"my" beside the borrowed word, and a one-time code not read in a phone's number), in the shapes a
twenty-sixth blind set told them, which found 25 of its 30 before their words were added and
flagged 3 of its twins: the code of Runyankole, Rukiga and Rutooro with the small thing's prefix
("akakodi") and the door where it is used ("orwigi", Lusoga's "olwigi"); a wallet's recovery words
("ebigambo by'okuzzaawo", the words of restoring; "ebigambo by'ekyama", the secret words); a
card with "my" after the borrowed word (Ateso's "kang", Runyankole's and Rukiga's "yangye",
Lusoga's, Rutooro's and Lumasaba's "yange", Alur's "para", Acholi's and Lango's "na") or before
it (Lugbara's "ma"); Acholi's and Lango's word for an answer ("lagam") and their copula
("obedo"), Ateso's ("erai"); and after an OTP that did not come, the person's own phone number,
in groups, is not the code. The sentences are this file's own, not the blind set's. Each secret
has its twin with none (a code or a password said changed or forgotten, a card lost, an amount,
a house's or a plot's number, a phone's number), which must stay free of one; and through the
real service on a real SQLite file, the first secret of each language is refused and nothing of
it is stored, its twin is kept.
"""

from __future__ import annotations

from door import secret_tests

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Runyankole: a door's code with the small thing's prefix ('akakodi'), not a room's number;
    # a wallet's secret words ('ebigambo by'ekyama'), not words said of where they are written;
    # an OTP, not a phone's number after an OTP that did not come
    "Runyankole": [
        (
            "Akakodi k'orwigi rw'ofisi ni 7305, otakamuha muntu.",
            "7305",
            "Akakodi k'orwigi rw'ofisi bakakahindura, ofisi eri aha namba 73.",
        ),
        (
            "Ebigambo by'ekyama bya wallet yangye: amber cloud river stone maple tiger frost "
            "lemon salt orbit candle pearl",
            "amber cloud river stone maple tiger frost lemon salt orbit candle pearl",
            "Ebigambo by'ekyama bya wallet yangye mbihandiikire aha rupapura omu kabati.",
        ),
        (
            "Code ya OTP eyaizire ni 583 107, ngu ngihe bank.",
            "583 107",
            "Code ya OTP teyaizire, namba yangye ni 0772 583107.",
        ),
    ],
    # Rukiga: a gate's code after a colon, not a house's number; a card with 'my' after it ('card
    # yangye'), not one said dead and an amount
    "Rukiga": [
        (
            "Akakodi ka gate y'eka: 6204, otakagambira omuntu.",
            "6204",
            "Akakodi ka gate y'eka nkakeebwa, enju eri namba 62 Kabale.",
        ),
        (
            "Card yangye ya Centenary 5210 8893 4471 0027, otagiha omuntu.",
            "5210 8893 4471 0027",
            "Card yangye ya Centenary ekafwa, nkashashura 5,210 omu dduuka.",
        ),
    ],
    # Lusoga: a wallet's words of restoring ('ebigambo by'okuzzaawo'), not words written down; a
    # door's code ('olwigi', a door), not a shop's number
    "Lusoga": [
        (
            "Ebigambo by'okuzzaawo wallet yange: maple orbit frost candle river tiger lemon "
            "salt stone cloud pearl amber",
            "maple orbit frost candle river tiger lemon salt stone cloud pearl amber",
            "Ebigambo by'okuzzaawo wallet yange nabiwandiika mu kitabo.",
        ),
        (
            "Koodi y'olwigi lw'eddukka ye 3904, togikobera muntu.",
            "3904",
            "Koodi y'olwigi lw'eddukka bagikyusizza, eddukka liri ku namba 39.",
        ),
    ],
    # Acholi: the answer to the bank's question ('lagam') quoted after 'obedo', not one forgotten; a
    # password after 'obedo', not a word said of it; a card with 'my' after it ('card na'), not one
    # lost and an amount
    "Acholi": [
        (
            "Lagam me lapeny me bank obedo 'Odong', pe iwac bot ngat mo.",
            "Odong",
            "Lagam me lapeny me bank wil woko, omera aye ngeyo.",
        ),
        (
            "Password na me Facebook obedo Gulu#2019, pe imi ngat mo.",
            "Gulu#2019",
            "Password na me Facebook obedo manyen, pe aloko.",
        ),
        (
            "Card na me Stanbic 4417 2290 5583 0013 pe imi ngat mo.",
            "4417 2290 5583 0013",
            "Card na me Stanbic orweny, atye ki cente 4,417 keken.",
        ),
    ],
    # Lango: a password after 'obedo', not 'the new one'; an answer in capitals after 'obedo', not
    # one forgotten; an OTP, not a phone's number after an OTP that did not come
    "Lango": [
        (
            "Password me email na obedo Lira@2021.",
            "Lira@2021",
            "Password me email na obedo ma anyen.",
        ),
        (
            "Lagam me lapeny me bank obedo Apio.",
            "Apio",
            "Lagam me lapeny me bank wil ki an.",
        ),
        (
            "OTP ma obino obedo 410 583.",
            "410 583",
            "OTP pe obino, cwal bota i 0772 410583.",
        ),
    ],
    # Ateso: a password after 'erai', not plain words; a card with 'my' after it ('card kang'), not
    # one lost and an amount
    "Ateso": [
        (
            "Password kang ka Facebook erai Soroti#88, mam ilimok ituan.",
            "Soroti#88",
            "Password kang ka Facebook erai nuka ageun, mam ilimok ituan.",
        ),
        (
            "Card kang ka Stanbic 4023 1187 5590 3342, mam ilimok ituan.",
            "4023 1187 5590 3342",
            "Card kang ka Stanbic abuni, alosi Soroti ka 4,023 bon.",
        ),
    ],
    # Lugbara: a card with 'my' before it ('ma card'), not one changed and an amount; an OTP, not a
    # phone's number after an OTP that did not come
    "Lugbara": [
        (
            "ma card Stanbic 4023 1187 5590 3342, mi e'yo ni ai ku.",
            "4023 1187 5590 3342",
            "ma card Stanbic ozi ri, mi fe ma ri 4,023 ni.",
        ),
        (
            "OTP be ma ri 583 107, mi fe mbele.",
            "583 107",
            "OTP eca ku, ma namba ni 0772 583107.",
        ),
    ],
    # Alur: a card with 'my' after it ('card para'), not one lost and an amount; an OTP after a
    # colon, not a phone's number after an OTP that did not come
    "Alur": [
        (
            "Card para mi Stanbic 5210 8893 4471 0027, kud imi ng'atu.",
            "5210 8893 4471 0027",
            "Card para mi Stanbic orwenyo, cul 5,210 pa school.",
        ),
        (
            "OTP ma obino: 410 583, kud imi ng'atu.",
            "410 583",
            "OTP pe obino, namba para 0782 410583.",
        ),
    ],
    # Rutooro: a door's code ('akakodi', 'orwigi'), not a house's number; a card with 'my' after it
    # ('card yange'), not one lost and an amount
    "Rutooro": [
        (
            "Akakodi k'orwigi rw'enju ni 2581, otagiha muntu.",
            "2581",
            "Akakodi k'orwigi rw'enju kahindwirwe, enju eri namba 25 Boma road.",
        ),
        (
            "Card yange ya dfcu 4023 1187 5590 3342, otagiha muntu.",
            "4023 1187 5590 3342",
            "Card yange ya dfcu ebuzire, ninyenda kugula ekintu kya 4,023.",
        ),
    ],
    # Lumasaba: a card with 'my' after it ('card yange'), not one lost and a plot's number; an OTP,
    # not a phone's number after an OTP that did not come
    "Lumasaba": [
        (
            "Card yange ye Stanbic 5210 8893 4471 0027, sowelesa muntu ta.",
            "5210 8893 4471 0027",
            "Card yange ye Stanbic yabula, ndi Mbale plot 52.",
        ),
        (
            "OTP ya airtel ni 410 583, ompe khangu.",
            "410 583",
            "OTP ya airtel shiyaye, namba yange ni 0772 410583.",
        ),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
