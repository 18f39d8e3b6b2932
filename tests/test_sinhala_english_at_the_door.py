"""Changes, repeats, secrets and wishes, as the blind sets of the sixty-eighth session wrote them
in Colombo, Kandy, Galle, Kurunegala, Negombo and Matara English mixed with Romanized Sinhala.

Sinhala's verb-last statements read in English order (roman_sinhala.py): where one lives
("mama … ekaka inne", "dan inne …", "mama …, … langa", "ape gedara …"), a move ("… ekata maaru
una", "gedara maaru kala"), where one works and as what ("dan mama … ekaka cashier", "mage
rassawa … eke … wada", "… widiyata wada karanawa"), a job left ("… wada athaeriya kala"), one's
number ("mage number eka …", "aluth number eka …"), one's salary account, a dose taken or changed
("Doctor mata … deela thiyenawa", "doctor … eka 1000mg … wenas kala"), a child's school, a wish
never to hear of something again ("… gana mathaka thiyaganna epa", "… gana kiyanna epa"), a
value told with "eka" ("password eka …"); its words for family and ownership ("thaththa ge",
"malli", "mage duwa", "ape") as English's. Texts of other languages, and every older text of
tests/data, are not read as Sinhala.
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_read_only_in_its_sets, said_in_a_chat, slots_read
from memwarden.roman_sinhala import reads_roman_sinhala
from memwarden.spelling import plain
from memwarden.write.credentials import find_secrets

# The blind sets written in Sinhala-English; every other text of tests/data is some other
# language's (the older sets of Sri Lankan English, with "thaththa", "putha" and "duwa" in
# English sentences, among them).
SINHALA_SETS = (
    "review_suite_v121.jsonl",
    "review_suite_v123.jsonl",
    "recall_suite_agent_87.json",
)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("mama Wattala boarding ekaka inne", "I live in Wattala boarding"),
        ("dan inne Maharagama, bus halt ekata langai",
         "we now live in Maharagama, bus halt ekata langai"),
        ("mama inne Kiribathgoda Temple Road langa podi annex ekaka",
         "I live in the Kiribathgoda Temple Road area, in a small annex"),
        ("mama Kelaniya, Pattiya Junction langa", "I live in Kelaniya, near Pattiya Junction"),
        ("ape gedara Ambalangoda", "our home is in Ambalangoda"),
        ("last month api Kadawatha ekata maaru una", "last month we moved to Kadawatha"),
        ("api gedara maaru kala", "we moved house"),
        ("dan mama Kiribathgoda pharmacy ekaka cashier",
         "now I work as a cashier at Kiribathgoda pharmacy"),
        ("mama Moratuwa campus eke lecturer kenek", "I work as a lecturer at Moratuwa campus"),
        ("mage rassawa Wattala bakery eke baker wada", "my job is baker at Wattala bakery"),
        ("mage akka Doha wala hospital ekaka nurse widiyata wada karanawa",
         "my elder sister works as a nurse at a hospital in Doha"),
        ("bank wada athaeriya kala", "I quit the bank job"),
        ("mage number eka 0761112233", "my number is 0761112233"),
        ("aluth number eka 0709988776", "my new number is 0709988776"),
        ("mage salary enne Sampath account ekata", "my salary comes into Sampath account"),
        ("Salary account eka NDB ekata maaru kala",
         "my salary account changed, my salary now comes into NDB"),
        ("Doctor mata losartan 50mg deela thiyenawa", "I take losartan 50mg"),
        ("doctor losartan eka 100mg kiyala wenas kala",
         "the doctor changed my losartan, now I take losartan 100mg"),
        ("mage putha Kavindu, Royal College eke grade 6",
         "my son Kavindu is in grade 6 at Royal College"),
        ("nangi ge wedding eka gana kiyanna epa",
         "please never bring up my younger sister's wedding again"),
        ("mage parana girlfriend wa Kandy town eke dakka",
         "my old girlfriend wa Kandy town eke dakka"),
        ("swami ekka separate una", "I split from my husband"),
        ("router password eka Kandy@2024, mathaka thiyaganna",
         "router password is Kandy@2024, mathaka thiyaganna"),
        # controls: Tamil's, Hindi's and Urdu's stay theirs
        ("amma romba nalla irukanga", "amma romba nalla irukanga"),
        ("mera ghar Lahore mein hai", "my house Lahore mein hai"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "sinhala"),
    [
        ("mama Wattala inne", True),
        ("eka hari lassanai thiyenawa", True),
        ("mage number eka 0761112233", True),
        ("thaththa ge kade Galle", True),
        ("api heta gedara yanawa", True),
        # controls: Sri Lankan English with Sinhala's words for family, Tamil, Hindi, Spanish,
        # a wizard, Tongan
        ("putha's maths class is which day now", False),
        ("machan my malli is doing A/L this year", False),
        ("amma inga vanthanga", False),
        ("mama ghar pe hai", False),
        ("una semana en la playa", False),
        ("the mage cast a spell at Dan", False),
        ("1975 ko e ta'u ia na langa ai 'a e 'api", False),
    ],
)
def test_what_is_read_as_romanized_sinhala(text: str, sinhala: bool) -> None:
    assert reads_roman_sinhala(text) is sinhala


def test_no_older_text_is_read_as_sinhala() -> None:
    check_read_only_in_its_sets(reads_roman_sinhala, SINHALA_SETS)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("mama Wattala boarding ekaka inne", [("user", "lives_in", "wattala boarding")]),
        ("mage number eka 0761112233", [("user", "my:phone number", "0761112233")]),
        ("Doctor mata losartan 50mg deela thiyenawa", [("user", "takes", "losartan")]),
        ("mage putha Kavindu, Royal College eke grade 6",
         [("user's son kavindu", "school", "royal college"),
          ("user's son kavindu", "school_year", "grade 6")]),
        # controls: a place only gone to, a clinic only visited
        ("ada Wattala giya", []),
        ("iye clinic giya", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a home moved from, or said otherwise
        (["mama Wattala boarding ekaka inne"], "last month api Kadawatha ekata maaru una",
         "updated", [0]),
        (["mama Wattala boarding ekaka inne"], "mama Kadawatha boarding ekaka inne", "conflict",
         []),
        # a job left for another, or said otherwise
        (["I work at a bank in Kandy"],
         "bank wada athaeriya kala, dan mama Kiribathgoda pharmacy ekaka cashier", "updated", [0]),
        (["I work at a bank in Kandy"], "mage rassawa Wattala bakery eke baker wada", "conflict",
         []),
        # a number changed, or said again
        (["mage number eka 0761112233"], "aluth number eka 0709988776", "updated", [0]),
        (["mage number eka 0761112233"], "mage number eka 0761112233", "ignored", []),
        # a dose changed by the doctor, or said again
        (["Doctor mata losartan 50mg deela thiyenawa"],
         "doctor losartan eka 100mg kiyala wenas kala", "updated", [0]),
        (["Doctor mata losartan 50mg deela thiyenawa"], "User takes losartan 50 mg daily.",
         "ignored", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("prior", "text", "expected", "via"),
    [
        # an ex said no to in Sinhala, then told of as an old boyfriend; its twin of a brother
        (["mage ex Nuwan gana mathaka thiyaganna epa"],
         "iye mage parana boyfriend wa Kandy town eke dakka", "blocked", "observe"),
        (["mage ex Nuwan gana mathaka thiyaganna epa"],
         "mage ayya Doha wala hotel ekaka cook widiyata wada karanawa", "created", "observe"),
        # a divorce said no to, then a separation told; its twin a move
        (["mage divorce eka gana kiyanna epa"],
         "mama dan Kadawatha, mahaththaya ekka separate unata passe", "blocked", "observe"),
        (["mage divorce eka gana kiyanna epa", "mama Wattala, Hunupitiya langa"],
         "mama dan Kadawatha, Wattala idan last month giya", "updated", "observe"),
        # a father's illness said no to, then his treatment; its twin his shop
        (["thaththa ge cancer eka gana mathak karanna epa"],
         "thaththa ta chemo patan gannawa heta", "blocked", "observe"),
        (["thaththa ge cancer eka gana mathak karanna epa"],
         "thaththa ge kade Galle Road eke thiyenawa", "created", "observe"),
    ],
)  # fmt: skip
def test_what_was_said_no_to(
    tmp_path: Path, prior: list[str], text: str, expected: str, via: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text, via) == expected


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("mage gmail password eka Wattala@1990, mathaka thiyaganna", "Wattala@1990"),
        # the number of a passport named before it in the sentence ("number eka …")
        ("aluth passport eka awa, number eka N4455667, kawadawath denna epa", "N4455667"),
        # controls: a password only spoken of, with no value; a number of nothing named
        ("mage gmail password eka amathaka una", None),
        ("bus eka awa, number eka 138 ne", None),
    ],
)
def test_a_password_told_with_eka_is_a_secret(text: str, secret: str | None) -> None:
    found = [text[s.start : s.end] for s in find_secrets(text)]
    assert found == ([secret] if secret else [])


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # a school told with its town before its name, then by an agent with the town after it;
        # its twin another school of that town
        (["mage putha Kavindu, Kandy Trinity College eke grade 6"],
         "User's son Kavindu is in grade 6 at Trinity College, Kandy.", "ignored"),
        (["mage putha Kavindu, Kandy Trinity College eke grade 6"],
         "User's son Kavindu is in grade 6 at Dharmaraja College, Kandy.", "conflict"),
    ],
)  # fmt: skip
def test_a_school_with_its_town_before_or_after(
    tmp_path: Path, prior: list[str], text: str, expected: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text, "agent") == expected


# The second round (blind set v123): a move from one place to another ("… eken … walata maaru
# una"), on a day ("api giya sathiye … flat ekata maaru una"), a new number with its carrier, a
# child's school told without the child's name, a dose told bare ("losartan 50 … bonawa ne"), a
# login told as user / password, two topics in one wish, and Sinhala's words of money.
@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("ane machan last week api Kelaniya annex eken Kadawatha walata maaru una",
         "machan, last week we moved from Kelaniya annex to Kadawatha"),
        ("api giya sathiye Kottawa 12 Temple Road flat ekata maaru una",
         "we moved to Kottawa 12 Temple Road last week, into a flat"),
        ("mage aluth number eka Mobitel 0714455667", "my new number is 0714455667"),
        ("ape duwa Visakha eke grade 7 ne", "our daughter is in grade 7 at Visakha"),
        ("ow mama losartan 50 raeta ekak bonawa ne", "yes, I take losartan 50 tablets"),
        ("mage migraine eka gana, panadol beheth gana kiyanna epa",
         "please never bring up my migraine and panadol medicine again"),
        ("akka gana ayeth kiyanna epa", "please never bring up my elder sister again"),
        ("nangi Canada, Toronto wala hospital ekaka wada",
         "my younger sister works at a hospital in Toronto, Canada"),
        ("ayya Japan wala Osaka langa factory ekaka wada karanne",
         "my elder brother works at a factory near Osaka in Japan"),
        ("putha Galle Richmond College eke grade 10",
         "my son is in grade 10 at Galle Richmond College"),
        ("mama Biyagama zone eke store keeper widiyata wada karanne",
         "I work as a store keeper at Biyagama zone"),
        ("Ane ayye mama hotel eke rassawa athaeriya!!", "ayye, I quit my job at the hotel!!"),
        # controls: a job only thought of; a place only gone to; work with no place; a login
        # only spoken of
        ("mama hotel eke rassawa gana hithuwa", "mama hotel eke rassawa gana hithuwa"),
        # (a bare dose in a sentence about one's father is his)
        ("thaththata pressure, losartan 50 bonawa", "thaththata pressure, losartan 50 bonawa"),
        ("mama Kadawatha ekata giya", "mama Kadawatha ekata giya"),
        ("malli wada karanawa", "my younger brother wada karanawa"),
        ("mage office login eka wada karanne naha", "my office login eka wada karanne naha"),
    ],
)  # fmt: skip
def test_the_second_rounds_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a move from the home stored, or a home said otherwise
        (["mama Kelaniya annex ekaka inne"],
         "ane machan last week api Kelaniya annex eken Kadawatha walata maaru una", "updated",
         [0]),
        (["mama Kelaniya annex ekaka inne"], "api inne Kadawatha", "conflict", []),
        # a new number with its carrier, or the stored one told with its carrier
        (["mage number eka 0761112233"], "mage aluth number eka Mobitel 0714455667", "updated",
         [0]),
        (["mage number eka 0761112233"], "mage number eka Mobitel 0761112233", "ignored", []),
        # a daughter's school said otherwise, or again
        (["duwa Musaeus College eke grade 7"], "ape duwa Visakha eke grade 7 ne", "conflict",
         []),
        (["duwa Musaeus College eke grade 7"], "ape duwa Musaeus College eke grade 7 ne",
         "ignored", []),
        # a job told with its role, then another; its twin the same said again
        (["mama Biyagama zone eke store keeper widiyata wada karanne"],
         "mage rassawa Kadawatha pharmacy eke cashier", "conflict", []),
        (["mama Biyagama zone eke store keeper widiyata wada karanne"],
         "mama Biyagama zone eke store keeper widiyata wada karanne", "ignored", []),
        # a dose told bare, said again; its twin another medicine
        (["Doctor mata losartan 50mg deela thiyenawa"],
         "ow mama losartan 50 raeta ekak bonawa ne", "ignored", []),
        (["Doctor mata losartan 50mg deela thiyenawa"],
         "ow mama atorvastatin 20 raeta ekak bonawa ne", "created", []),
    ],
)  # fmt: skip
def test_the_door_in_the_second_round(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("prior", "text", "expected", "via"),
    [
        # a sister said no to with "ayeth"; its twin a brother
        (["akka gana ayeth kiyanna epa"],
         "akka Doha wala hospital ekaka nurse widiyata wada karanawa", "blocked", "observe"),
        (["akka gana ayeth kiyanna epa"],
         "ayya Doha wala hospital ekaka nurse widiyata wada karanawa", "created", "observe"),
        # two topics said no to in one wish, then an agent's note of the second; its twin a job
        (["mage migraine eka gana, panadol beheth gana kiyanna epa"],
         "User gets migraines and takes panadol.", "blocked", "agent"),
        (["mage migraine eka gana, panadol beheth gana kiyanna epa"],
         "User works at a bank in Kandy.", "created", "agent"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_in_the_second_round(
    tmp_path: Path, prior: list[str], text: str, expected: str, via: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text, via) == expected


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("mage office login eka kasun.p88 / Wattala#2023", "Wattala#2023"),
        # control: a login only spoken of
        ("mage office login eka wada karanne naha", None),
    ],
)
def test_a_login_told_with_eka_is_a_secret(text: str, secret: str | None) -> None:
    found = [text[s.start : s.end] for s in find_secrets(text)]
    assert found == ([secret] if secret else [])


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # a sister's work told with its town and country, then by an agent in English; its twin
        # another town
        (["mage nangi Canada, Toronto wala old age home ekaka wada"],
         "User's younger sister works at an old age home in Toronto, Canada.", "ignored"),
        (["mage nangi Canada, Toronto wala old age home ekaka wada"],
         "User's younger sister works at an old age home in Vancouver, Canada.", "conflict"),
    ],
)  # fmt: skip
def test_a_sisters_work_told_without_a_role(
    tmp_path: Path, prior: list[str], text: str, expected: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text, "agent") == expected
