"""Secrets told in ten more languages (write/credentials_abroad.py for Balochi, Sylheti, Dholuo,
Tumbuka, Swati, Herero, Kikongo, Nahuatl and Yucatec Maya in Latin letters; write/credentials.py
for Newar's words with their vowel signs and for a wallet's recovery phrase), in the shapes a
twenty-fourth blind set told them, which found 22 of its 30 and flagged 4 of its twins before
their words were added: Sylheti's copula "oilo" and its word for an answer ("uttor dilsi …", I
gave the answer …), Herero's ("Ondjiviro: …") and Dholuo's ("dwoko en …") opening the sentence
after the question; a question quoted after "is" read as the question, not its answer (Dholuo's
"nying", name, Herero's "erina"); digits opening the sentence after a code's name with Balochi's
copula after them ("… code ahta. 5827 int"), or after Swati's "it is" joined by a hyphen and in
groups ("Ngu-482 913"); Tumbuka's password a plain word after "ni" ("… ni mbalame"), not a word
said of it (new: "yiphya"); what a code opens in Yucatec Maya (a grille, "rejao'", a door,
"joolnaj"); a word of telling between a name and digits after a comma (Balochi "gwash-", Swati
"-tjel-", Herero "raera", Tumbuka "-phalir-", Kikongo "songa", Nahuatl "-ilhui-": the PIN is
not told, the digits are another number); Newar's "is not" after the name the digits were told
before ("… PIN मखु"); a word of Newar with its vowel signs no password ("… password हिलाये",
changed); and a wallet's recovery phrase, twelve to twenty-four small words after its name. The
sentences are this file's own, not the blind set's. Each secret has its twin with none (a code,
a password, an answer or a phrase not told, a year, a house's, a room's or an office's number,
a word said of a password), which must stay free of one; and through the real service on a real
SQLite file, the first secret of each language is refused and nothing of it is stored, its twin
is kept.
"""

from __future__ import annotations

from door import secret_tests

_PHRASE = "maple ocean tunnel frost candle wagon silver plenty orbit gravel thunder mango"

# (text with a secret, the secret, its twin with none), by language
BY_LANGUAGE = {
    # Balochi: a gate's code said changed, its digits the sentence after with "int" (is), not a
    # year; a PIN told, not the office's number after "I won't tell"
    "Balochi": [
        (
            "Mani gate ay code badal kut. 7316 int, kasá ma gwash.",
            "7316",
            "Mani gate ay code badal kut. 2024 int, kasá ma gwash.",
        ),
        (
            "Mani ATM card ay PIN 2580 int.",
            "2580",
            "Mani ATM card ay PIN na gwashán, 2580 mani daftar ay nambar int.",
        ),
    ],
    # Sylheti: a password after "oilo", not a word said of it; an answer after "uttor dilsi" the
    # sentence after the question, not one not given; an answer after "uttor oilo"
    "Sylheti": [
        (
            "amar email er password oilo Surma#77, kaureo dio na.",
            "Surma#77",
            "amar email er password oilo bhul, abar dimu.",
        ),
        (
            "bank er security question asil: prothom school er nam ki? uttor dilsi Kamal.",
            "Kamal",
            "bank er security question asil: prothom school er nam ki? uttor mone nai.",
        ),
        (
            "amar security question er uttor oilo Rahima, mone rakhio.",
            "Rahima",
            "amar security question er uttor oilo bhul, abar dimu.",
        ),
    ],
    # Newar: digits told first, not an office's number told as not the PIN; a password, not a
    # word of Newar said of it with its vowel signs (changed)
    "Newar": [
        (
            "5829 जिगु फोनया PIN खः।",
            "5829",
            "5830 जिगु फोनया PIN मखु, व जिगु अफिसया नम्बर खः।",
        ),
        (
            "जिगु Gmail password: Kathmandu#55",
            "Kathmandu#55",
            "जिगु Gmail password हिलाये, कन्हे धाये।",
        ),
    ],
    # Dholuo: a wallet's recovery phrase, not one kept on paper; an answer, not the question
    # quoted after "is"; an answer opening the sentence after the question
    "Dholuo": [
        (
            f"Seed phrase mar Trust Wallet: {_PHRASE}",
            _PHRASE,
            "Seed phrase mar Trust Wallet ondiki e karatas, ok anyal nyisi.",
        ),
        (
            "Security question mar bank en 'nying dhok mokwongo', dwoko ne aketo ni Ochieng.",
            "Ochieng",
            "Security question mar bank en 'nying dhok mokwongo', dwoko ok anyal nyisi.",
        ),
        (
            "Security question mar bank: nying skul mokwongo? Dwoko en Kisumu Boys.",
            "Kisumu Boys",
            "Security question mar bank: nying skul mokwongo? Dwoko wiya owil.",
        ),
    ],
    # Tumbuka: a password a plain word after "ni", not one said new; a PIN told, not the house's
    # number after "I will tell you"
    "Tumbuka": [
        (
            "Password ya foni yane ni mbalame, kuti ungaluwanga.",
            "mbalame",
            "Password ya foni yane ni yiphya, nizamukuphalirani.",
        ),
        (
            "PIN ya ATM yane ni 4471.",
            "4471",
            "PIN ya ATM nizamukuphalirani, 4471 ni nambala ya nyumba.",
        ),
    ],
    # Swati: a code in groups the sentence after its name, after "Ngu-", not none told; a PIN
    # told, not the room's number after "I will tell you"
    "Swati": [
        (
            "Libhange lingitfumele i-OTP. Ngu-482 913, ungayitjeli muntfu.",
            "482 913",
            "Libhange lingitfumele i-OTP. Angikayiboni, ngitakutjela kusasa.",
        ),
        (
            "I-PIN yami ngu-2580.",
            "2580",
            "I-PIN yami ngitakutjela ngemuva, 2580 yinombolo yelikamelo.",
        ),
    ],
    # Herero: an answer after "Ondjiviro:" the sentence after the question, not one forgotten;
    # an answer after the question quoted, not the question; a PIN told first, not the house's
    # number after "I won't tell you"
    "Herero": [
        (
            "Security question ya bank: erina romuhonge wandje? Ondjiviro: Kaunatjike.",
            "Kaunatjike",
            "Security question ya bank: erina romuhonge wandje? Ondjiviro mbi i zembi.",
        ),
        (
            "Security question: 'erina rotjikoro tjandje tjotjitenga', ondjiviro: Okakarara.",
            "Okakarara",
            "Security question: 'erina rotjikoro tjandje tjotjitenga', ondjiviro mbi ha ku raere.",
        ),
        (
            "3318 ouo o PIN yandje.",
            "3318",
            "PIN yandje mbi ha ku raere, 3318 ouo onomora yondjuwo.",
        ),
    ],
    # Kikongo: a wallet's recovery phrase, not one only named; a PIN told, not the house's number
    # after "I won't tell"
    "Kikongo": [
        (
            f"Recovery phrase ya wallet na mono: {_PHRASE}",
            _PHRASE,
            "Recovery phrase ya wallet na mono kele na papier na nzo.",
        ),
        (
            "PIN na mono kele 4471.",
            "4471",
            "PIN na mono ta songa ve, 4471 kele numero ya nzo.",
        ),
    ],
    # Nahuatl: a wallet's recovery phrase, not one only named; a PIN told, not the house's number
    # after "I won't tell you"
    "Nahuatl": [
        (
            f"In recovery phrase ipan nowallet: {_PHRASE}",
            _PHRASE,
            "In recovery phrase ipan nowallet amo nican ca.",
        ),
        (
            "In PIN notarjeta ye 6192.",
            "6192",
            "In PIN amo nimitzilhuiz, 6192 ye inumero nocal.",
        ),
    ],
    # Yucatec Maya: digits first, then the code of the door, not a door's number; a code after
    # a colon, of the grille, not one not known
    "Yucatec Maya": [
        (
            "7709 u código le joolnaj ti' in wotoch.",
            "7709",
            "7710 u número le joolnaj ti' in wotoch.",
        ),
        (
            "U código le rejao' ti' in kaajal: 4826.",
            "4826",
            "U código le rejao' ti' in kaajal: ma' in wojel.",
        ),
    ],
}
CASES = [case for cases in BY_LANGUAGE.values() for case in cases]


(
    test_the_secret_is_found_and_its_twin_holds_none,
    test_through_the_service_the_secret_is_refused_and_its_twin_kept,
) = secret_tests(CASES, [cases[0] for cases in BY_LANGUAGE.values()])
