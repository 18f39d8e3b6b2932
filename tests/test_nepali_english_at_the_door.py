"""Changes, repeats, secrets and wishes, as the blind sets of the sixty-seventh session wrote them
in Kathmandu, Lalitpur, Pokhara, Chitwan, Dharan and Butwal English mixed with Romanized Nepali.

Nepali's verb-last statements read in English order (roman_nepali.py): a move ("… sariyo",
"… bata … sarnu bhayo"), where one lives ("hami … ma basxau", "ma Lalitpur ko Jhamsikhel ma
basxu"), where one works and as what ("mero kaam … ma ho, … ko rup ma", "ahile … ma … ko kaam
garchu"), a job left ("… ko kaam chhodeko"), one's number, email and account ("aba mero number
…", "email change gare, aba … use garchu", "mero salary account … ma cha"), a dose taken or
raised ("Buwa le … khanu huncha", "doctor le dose badhaidiyo"), a child's age, what one is doing
("… kholeko chu", I have opened …), a wish never to hear of something again ("… ko bare ma kehi
na samjhanu", "… ko kura kasailai na bhannu", "tyo manche", that man, named before); its words
for family and ownership ("buwa", "didi ko", "meri chhori", "hamro") as English's. Texts of
other languages, and every older text of tests/data, are not read as Nepali. A Stripe live key
shorter than detect-secrets asks for is a secret; the words a reader read away ("hajur", yes,
"nai") tell nothing more of a repeat.
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_read_only_in_its_sets, said_in_a_chat, slots_read
from memwarden.roman_nepali import reads_roman_nepali
from memwarden.spelling import plain
from memwarden.write.credentials import find_secrets

# The blind sets written in Nepali-English; every other text of tests/data is some other
# language's (the secrets of the ten languages of Nepal hold two in Doteli, the Nepali of the Far
# West, read as Nepali: "mero … ho").
NEPALI_SETS = (
    "review_suite_v117.jsonl",
    "review_suite_v119.jsonl",
    "recall_suite_agent_85.json",
    "secrets_multilingual_27.jsonl",
)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("hami Kalimati ma 3BHK flat ma basxau", "we live in Kalimati"),
        ("Ma Bhaktapur ko Suryabinayak ma basxu", "I live in Suryabinayak, Bhaktapur"),
        ("gaya mahina Chabahil sariyo", "we moved to Chabahil last month"),
        ("hami Butwal bata Bharatpur sarnu bhayo", "we moved from Butwal to Bharatpur"),
        ("Mero kaam Dharan ko cement factory ma ho, accountant ko rup ma",
         "I work at Dharan's cement factory as an accountant"),
        ("ahile Chitwan ma resort ma chef ko kaam garchu",
         "now I work as a chef at a resort in Chitwan"),
        ("bank ko kaam chhodeko", "I left the bank job"),
        ("aba mero number 9812345678", "now my number is 9812345678"),
        ("mero email sita.rai@gmail.com ho", "my email is sita.rai@gmail.com"),
        ("email change gare, aba sita.rai22@outlook.com use garchu",
         "I changed my email, now my email is sita.rai22@outlook.com"),
        ("mero salary account Nabil Bank ma cha", "my salary account is in Nabil Bank"),
        ("office le salary account change garyo, aba Everest Bank ma aucha",
         "office le my salary account changed, now my salary account is in Everest Bank"),
        ("Aama le sugar ko lagi Metformin 500mg khanu huncha",
         "my mum takes Metformin 500mg for sugar"),
        ("doctor le dose badhaidiyo", "the doctor raised the dose"),
        ("meri chhori Srijana 5 barsa ki bhai", "my daughter Srijana is 5 years old"),
        ("Hetauda ma sano cafe kholeko chu", "I have opened in Hetauda sano cafe"),
        ("Mero ex Bikash ko bare ma kehi na samjhanu",
         "please never bring up my ex Bikash again"),
        ("Dai ko bihe ko kura kasailai na bhannu",
         "please never bring up my elder brother's marriage again"),
        ("school ko teacher sanga jhagada bhayo, tyo manche ko kura na samjhanu",
         "school ko teacher sanga jhagada bhayo, please never bring up the teacher again"),
        ("Kamala didi le Dubai bata call gari", "my elder sister Kamala le Dubai bata call gari"),
        ("chhori Sneha Budhanilkantha School ma class 4 ma padhchhe",
         "my daughter Sneha studies at Budhanilkantha School"),
        ("aba mero doctor Dr. Sunita Karki", "now my doctor is Dr. Sunita Karki"),
        ("internet Vianet ko cha, Khalti bata tirchu",
         "our internet is with Vianet, Khalti bata tirchu"),
        ("dai Ramesh Doha ma, Al Wakra tira basnu huncha",
         "my elder brother Ramesh lives in Doha, Al Wakra"),
        # controls: Roman Urdu's, Gujarati's and Punjabi's stay theirs
        ("mera ghar Lahore mein hai", "my house Lahore mein hai"),
        ("hu Naranpura ma rahu chu", "I live in Naranpura"),
        ("main Bathinda rehnda haan", "I live in Bathinda"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "nepali"),
    [
        ("hami Kalimati ma basxau", True),
        ("malai thaha chaina", True),
        ("mero number 9812345678 ho", True),
        ("aba office Baluwatar bata sanga aucha", True),
        # controls: Hindi and Urdu, Gujarati, Punjabi, Marathi, Spanish, the ABA bank
        ("mera naya ghar Pune mein hai, kaam bhi yahin", False),
        ("hu Rajkot ma rahu chu", False),
        ("mainu kal fever si", False),
        ("majha ghar Pune la aahe", False),
        ("el mero jefe no vino hoy", False),
        ("ABA account 000 123 456", False),
        # "saryo" (moved) tells Nepali only beside another of its words: in English it is a
        # name ("Shinjuku Saryo", a restaurant in an assistant's list); its twin, a move
        ("**Shinjuku Saryo**: a modern take on traditional Japanese cuisine", False),
        ("Dai Qatar chhodera Dubai saryo", True),
    ],
)
def test_what_is_read_as_romanized_nepali(text: str, nepali: bool) -> None:
    assert reads_roman_nepali(text) is nepali


def test_no_older_text_is_read_as_nepali() -> None:
    check_read_only_in_its_sets(reads_roman_nepali, NEPALI_SETS)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("hami Kalimati ma 3BHK flat ma basxau", [("user", "lives_in", "kalimati")]),
        ("aba mero number 9812345678", [("user", "my:phone number", "9812345678")]),
        ("Aama le sugar ko lagi Metformin 500mg khanu huncha",
         [("user's mother", "takes", "metformin")]),
        ("meri chhori Srijana 5 barsa ki bhai", [("user's daughter srijana", "age", "5")]),
        ("chhori Sneha Budhanilkantha School ma class 4 ma padhchhe",
         [("user's daughter sneha", "school", "budhanilkantha school")]),
        ("internet Vianet ko cha, Khalti bata tirchu",
         [("user", "my:broadband provider", "vianet")]),
        # controls: a place only passed through, a clinic only visited
        ("Kalimati bata aaudai thiye", []),
        ("Hijo Norvic Hospital gayeko thiye", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("payment site ko Stripe key sk_live_4eC39HqLyjWD ho", "sk_live_4eC39HqLyjWD"),
        # control: the prefix alone is no key
        ("Stripe ko sk_live_ wala key chahincha re", None),
    ],
)
def test_a_short_stripe_key_is_a_secret(text: str, secret: str | None) -> None:
    found = [text[s.start : s.end] for s in find_secrets(text)]
    assert found == ([secret] if secret else [])


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a home moved from, or said otherwise
        (["hami Kalimati ma flat ma basxau"], "gaya hapta Chabahil sariyo", "updated", [0]),
        (["hami Kalimati ma flat ma basxau"], "hami Chabahil ma flat ma basxau", "conflict", []),
        # a job changed, or said otherwise
        (["Mero kaam Dharan ko cement factory ma ho, accountant ko rup ma"],
         "factory ko kaam chhodeko, ahile Itahari ma bank ma cashier ko kaam garchu", "updated",
         [0]),
        (["Mero kaam Dharan ko cement factory ma ho, accountant ko rup ma"],
         "Mero kaam Itahari ko bank ma ho, cashier ko rup ma", "conflict", []),
        # a number changed, or said again with "hajur … nai"
        (["mero number 9812345678 ho"], "purano sim band bhayo, aba mero number 9867000111",
         "updated", [0]),
        (["mero number 9812345678 ho"], "Hajur mero number 9812345678 nai ho, aru ma napathaunu",
         "ignored", []),
        # a mother's dose raised, or said otherwise
        (["Aama le sugar ko lagi Metformin 500mg khanu huncha"],
         "aama sanga gako thiye, doctor le dose badhaidiyo, aba Metformin 1000mg khanu parcha",
         "updated", [0]),
        (["Aama le sugar ko lagi Metformin 500mg khanu huncha"],
         "Aama le sugar ko lagi Metformin 1000mg khanu huncha", "conflict", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("prior", "text", "expected", "via"),
    [
        # an ex said no to in Nepali, then told of again; its twin of one's sister
        (["Mero ex Bikash ko bare ma kehi na samjhanu hai"],
         "sathi le bhanyo mero purano boyfriend aba Doha ma kaam garcha re", "blocked", "observe"),
        (["Mero ex Bikash ko bare ma kehi na samjhanu hai"],
         "sathi le bhanyo meri bahini ko Doha ma kaam pakka bhayo re", "created", "observe"),
        # a man named before "tyo manche" said no to, then told of; its twin of the flat
        (["school ko principal sanga jhagada bhayo, tyo manche ko kura aba na samjhanu"],
         "Mero principal Gyan Shrestha ho, school Lazimpat ma cha", "blocked", "observe"),
        (["school ko principal sanga jhagada bhayo, tyo manche ko kura aba na samjhanu"],
         "hami Kalimati ma flat ma basxau", "created", "observe"),
        # an illness said no to, then an agent's note of it; and one of what was never said
        (["anxiety ko kura yaad na rakhnu hai, kasailai na bhannu"],
         "User is being treated for anxiety.", "blocked", "agent"),
        (["Hijo Bir Hospital gayeko thiye"], "User is being treated for anxiety.", "held",
         "agent"),
        # a thing one has done, said in Nepali ("kholeko chu"), kept; a question of the moment not
        ([], "Hetauda ma sano cafe kholeko chu sathi sanga", "created", "observe"),
        ([], "bank bata OTP aayena, kasari reset garne ho?", "none", "observe"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_and_repeated(
    tmp_path: Path, prior: list[str], text: str, expected: str, via: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text, via) == expected


@pytest.mark.parametrize(
    ("prior", "text", "expected", "via"),
    [
        # a home left for another ("… ko flat chhodera … saryo"); its twin only of the flat
        (["hami Kalimati ma flat ma basxau"],
         "gaya mahina Kalimati ko flat chhodera Chabahil saryo hai", "updated", "observe"),
        (["hami Kalimati ma flat ma basxau"], "Kalimati ko flat ma pani pani aaudaina hai",
         "created", "observe"),
        # a brother abroad as a guard who moved on ("Bhai … chhodera … saryo"); its twin said again
        (["Mero bhai Malaysia ma guard ho"],
         "Bhai Malaysia chhodera Japan saryo, factory ma kaam garcha", "updated", "observe"),
        (["Mero bhai Malaysia ma guard ho"], "Mero bhai Malaysia ma guard ho", "ignored",
         "observe"),
        # a sister a nurse at a hospital ("… ma nurse hunuhuncha"); an agent's note of another
        # hospital, and its twin of the same
        (["Meri didi Norvic Hospital ma nurse hunuhuncha"],
         "User's sister works as a nurse at Grande Hospital.", "conflict", "agent"),
        (["Meri didi Norvic Hospital ma nurse hunuhuncha"],
         "User's sister works as a nurse at Norvic Hospital.", "ignored", "agent"),
        # a father's dose changed by the doctor ("buwa ko … 500 bata 1000 mg banaidiyo"); its twin
        # said otherwise with no change
        (["Buwa le Metformin 500 mg khanu huncha"],
         "aaja doctor le buwa ko Metformin 500 bata 1000 mg banaidiyo", "updated", "observe"),
        (["Buwa le Metformin 500 mg khanu huncha"],
         "Buwa ko Metformin 1000 mg ho, bihana khanu huncha", "conflict", "observe"),
        # a new number told alone ("naya number …"); its twin the same number again
        (["mero number 9812345678 ho"], "sim haraayo, naya number 9865432100 ho, purano band bhayo",
         "updated", "observe"),
        (["mero number 9812345678 ho"], "mero number 9812345678 nai ho", "ignored", "observe"),
    ],
)  # fmt: skip
def test_a_move_a_relative_and_a_dose_changed(
    tmp_path: Path, prior: list[str], text: str, expected: str, via: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text, via) == expected


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("office ko router login: admin / Baneshwor@2024 ho, kasailai na dinu", "Baneshwor@2024"),
        # control: a login page and a date are no password
        ("login / signup page khuldaina, login - 10/12 pachi garchu", None),
    ],
)
def test_a_login_told_with_its_password_is_a_secret(text: str, secret: str | None) -> None:
    found = [text[s.start : s.end] for s in find_secrets(text)]
    assert found == ([secret] if secret else [])


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # a wedding said no to ("bihe ko kura … na bhannu"), then told of; its twin of one's weight
        (["Mero bihe ko kura kasailai na bhannu hai"],
         "Falgun ma bihe ho mero, Pokhara ma, hall book bhaisakyo", "blocked"),
        (["Mero weight ko kura kasailai na bhannu hai"],
         "Falgun ma bihe ho mero, Pokhara ma, hall book bhaisakyo", "created"),
    ],
)  # fmt: skip
def test_a_wedding_said_no_to(tmp_path: Path, prior: list[str], text: str, expected: str) -> None:
    assert said_in_a_chat(tmp_path, prior, text, "observe") == expected
