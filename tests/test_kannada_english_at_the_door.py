"""Changes, repeats, secrets and wishes, as a blind set of the sixty-third session wrote them in
Bengaluru English mixed with Romanized Kannada.

Kannada's verb-last statements read in English order (roman_kannada.py): a move ("… ge shift
aadvi", "… inda … ge shift aade"), where one lives or works ("naanu … alli idini", "naavu …
alli irodu", "naanu … alli kelsa maadtini", "naanu … alli branch manager"), a job joined or
left ("… bittu … join aade"), a transfer, something changed ("… change maadide", "nanna number
change aaytu"), traded in ("… exchange maadi … thagonde") or bought, a dose taken ("appa
metformin 500 mg thagotare"), raised ("… 1000 mg ge increase maadidru") or started, "nanna X Y"
as "my X is Y" (a car, a number, an email), a secret's value set or told ("… anta itte"), a
security question's answer, an allergy, an age ("magalu ge 6 varsha aaytu"), a bank account,
a wish never to hear of something again ("… bagge innu maathadbeda", "… bagge forget maadu",
"avna bagge …" of the one named before); its words for family and ownership ("appa", "ajji",
"thangi", "magalu", "nanna", "nam") as English's, and the words to the listener ("guru",
"macha", "kano") left out.
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_found, said_in_a_chat, slots_read
from memwarden.roman_kannada import reads_roman_kannada
from memwarden.spelling import plain


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("finally Jayanagar 9th block ge shift aadvi", "finally , we moved to Jayanagar 9th block"),
        ("Mysuru inda Hubballi ge shift aade", "I moved from Mysuru to Hubballi"),
        ("naanu Koramangala alli PG alli idini", "I live in a PG in Koramangala"),
        ("naavu Hebbal alli irodu, 3 years aaytu", "we live in Hebbal, for 3 years"),
        ("naanu Wipro alli kelsa maadtini guru", "I work at Wipro"),
        ("naanu HDFC Bank alli branch manager", "I work at HDFC Bank as a branch manager"),
        ("nam akka Bosch alli test lead", "our elder sister works at Bosch as a test lead"),
        ("TCS bittu Mindtree join aade last month", "I left TCS, I joined Mindtree last month"),
        ("nanna gaadi red Baleno", "my car is a red Baleno car"),
        ("nanna email suma.k@example.com kano", "my email is suma.k@example.com"),
        ("ajji amlodipine 5 mg thagotare", "my grandma takes amlodipine 5 mg"),
        ("doctor thatha glimepiride 2 mg ge increase maadidru",
         "doctor raised my grandpa's glimepiride to 2 mg"),
        ("Alto exchange maadi Creta thagonde", "I traded in the Alto for a Creta"),
        ("nanna phone number change aaytu, new one 90080 55667",
         "I changed my phone number, new one 90080 55667"),
        ("magalu ge 6 varsha aaytu", "my daughter is 6 years old"),
        ("nange prawns allergy ide", "I am allergic to prawns"),
        ("nanna ex Rakesh bagge innu maathadbeda", "please never bring up my ex Rakesh again"),
        ("nam naayi Tommy hogbittu, pls avna bagge mention maadbeda",
         "our dog Tommy passed away, please never bring up Tommy again"),
        ("appa BEL inda retire aadru, Udupi alli amma jothe irtare",
         "my dad retired from BEL, lives in Udupi with my mum"),
        ("nam anna Sunil Pune alli irtane", "our elder brother Sunil lives in Pune"),
        ("nam maga Rohan Kendriya Vidyalaya alli 4th std",
         "our son Rohan is in class 4 at Kendriya Vidyalaya"),
        ("Canara Bank alli salary account ide nange", "I have a salary account at Canara Bank"),
        ("hosa SBI debit card bantu ivattu", "I got a new SBI debit card today"),
        ("nam mane Vijayanagar 2nd stage alli ide", "our house is in Vijayanagar 2nd stage"),
        ("appage sugar ide, glimepiride 2 mg thagothare",
         "my dad has sugar, my dad takes glimepiride 2 mg"),
        ("doctor ajji metformin 500 mg inda 1000 mg ge increase madidru",
         "doctor raised my grandma's metformin from 500 mg to 1000 mg"),
        ("nanu Infosys inda resign maadide", "I resigned from Infosys"),
        ("Nandini jothe engagement aaytu", "I got engaged to Nandini"),
        ("nanna number 90080 55667 ge change aaytu", "I changed my number to 90080 55667"),
        ("nam magalu Diya Sishu Griha alli UKG", "our daughter Diya is in UKG at Sishu Griha"),
        ("naanu ega TCS alli kelsa madthidini", "I now work at TCS"),
        # the north's endings and "nalli" (Hubballi, Dharwad)
        ("naanu Jayanagar nalli studio flat nalli ideeni", "I live in a studio flat in Jayanagar"),
        ("naanu Manipal Hospital Whitefield nalli staff nurse aagi ideeni",
         "I work at Manipal Hospital in Whitefield as a staff nurse"),
        ("akka Pune nalli Wipro nalli kelsa maadtaale", "my elder sister works at Wipro in Pune"),
        ("SAP nalli 4 years kelsa maadide", "I worked at SAP for 4 years"),
        ("Swift maaridvi, eega i10 thagondvi", "we sold the Swift, now , we bought an i10"),
        ("avaru Mysuru ge shift aadru 3 weeks aaytu", "they moved to Mysuru 3 weeks ago"),
        ("ajji metformin 500 mg twice a day thagotaare",
         "my grandma takes metformin 500 mg twice a day"),
        ("doctor ivattu ajji glimepiride 2 mg ge increase maadidru",
         "doctor raised my grandma's glimepiride to 2 mg today"),
        ("doctor migraine ge sumatriptan 50 mg kottidaare, thumba relief",
         "doctor , I take sumatriptan 50 mg for migraine, thumba relief"),
        ("nanna ex Varun bagge innu mele bring up maadbeda",
         "please never bring up my ex Varun again"),
        ("nanna thyroid bagge pls nenapittkobeda", "please never bring up my thyroid again"),
        ("SAP nalli kelsa maadide, aadre alli bagge matadbeda",
         "I worked at SAP, but please never bring up SAP again"),
        # controls: Spanish's "alli", Indonesian's "ide", English's "mane" and "anna"
        ("nos vemos alli, ya sabes", "nos vemos alli, ya sabes"),
        ("ide bagus, kita coba besok", "ide bagus, kita coba besok"),
        ("the horse's mane needs a trim", "the horse's mane needs a trim"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "kannada"),
    [
        ("naanu eega office alli idini", True),
        ("nanna gaadi service ge kottidini", True),
        ("Hebbal ge shift aadvi", True),
        ("Mindtree join aade", True),
        ("BP ge tablet kooda ide", True),
        # controls: Telugu, Tamil, Malayalam, Spanish, Indonesian, English
        ("nenu ippudu office lo unnanu", False),
        ("naan ippo veetla irukken, amma kooda", False),
        ("njan ippo office il aanu", False),
        ("alli en la casa, ya sabes", False),
        ("ide bagus, kita makan dulu", False),
        ("my nanna joined us for lunch", False),
        ("ega kord veel, siis vaatame", False),
    ],
)
def test_what_is_read_as_romanized_kannada(text: str, kannada: bool) -> None:
    assert reads_roman_kannada(text) is kannada


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("naavu Hebbal alli irodu", [("user", "lives_in", "hebbal")]),
        ("naanu Wipro alli kelsa maadtini", [("user", "works_at", "wipro")]),
        ("nanna gaadi red Baleno", [("user", "car", "baleno")]),
        ("ajji amlodipine 5 mg thagotare", [("user's grandmother", "takes", "amlodipine")]),
        # controls: a place one only visits, a car of no one's
        ("Hebbal alli traffic thumba ide", []),
        ("Baleno sales jaasti aaytu", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a home moved from, or said otherwise
        (["naavu Hebbal alli irodu, 3 years aaytu"], "Yelahanka ge shift aadvi last month",
         "updated", [0]),
        (["naavu Hebbal alli irodu, 3 years aaytu"], "nam mane Yelahanka alli ide guru",
         "conflict", []),
        # a job left for another, and the job said again
        (["naanu Wipro alli kelsa maadtini"], "Wipro bittu Mindtree join aade this week",
         "updated", [0]),
        (["naanu Wipro alli kelsa maadtini"], "naanu Wipro alli kelsa maadtini guru",
         "ignored", []),
        # a grandmother's dose raised, or said otherwise
        (["ajji amlodipine 5 mg thagotare"],
         "doctor ajji amlodipine 10 mg ge increase maadidru", "updated", [0]),
        (["ajji amlodipine 5 mg thagotare"], "ajji amlodipine 10 mg thagotare", "conflict", []),
        # a car traded in for another, and a car said otherwise
        (["nanna gaadi red Baleno"], "Baleno exchange maadi Creta thagonde", "updated", [0]),
        (["nanna gaadi red Baleno"], "nanna gaadi black Creta macha", "conflict", []),
        # a studio flat said in the north's Kannada, moved from or said otherwise
        (["naanu Karama nalli studio flat nalli ideeni"], "finally shift aadvi to Al Barsha 1BHK",
         "updated", [0]),
        (["naanu Karama nalli studio flat nalli ideeni"],
         "naanu Al Barsha nalli studio flat nalli ideeni", "conflict", []),
        # one's number changed, or said otherwise
        (["nanna number 94480 11223, WhatsApp kooda adke"],
         "nanna number change aaytu, new one 90080 55667", "updated", [0]),
        (["nanna number 94480 11223, WhatsApp kooda adke"], "nanna number 90080 55667 guru",
         "conflict", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # an ex said no to in Kannada, then told of again
        (["nanna ex Rakesh bagge innu maathadbeda"],
         "Rakesh ge maduve fix aaytante, Mandya hudgi", "blocked"),
        (["nanna ex Rakesh bagge innu maathadbeda"],
         "nam thamma Vinay ge maduve fix aaytu, Mandya hudgi", "created"),
        # a dog said no to as "him" after its name
        (["nam naayi Tommy hogbittu, pls avna bagge mention maadbeda"],
         "Tommy da collar sikkitu ivattu", "blocked"),
        (["nam naayi Tommy hogbittu, pls avna bagge mention maadbeda"],
         "nam bekku Kitty ge 3 years aaytu", "created"),
        # an operation to be forgotten
        (["nanna knee surgery bagge forget maadu"], "knee surgery aada mele walking kashta",
         "blocked"),
        (["nanna knee surgery bagge forget maadu"], "nange prawns allergy ide", "created"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_and_kept(
    tmp_path: Path, prior: list[str], text: str, expected: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text) == expected


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("wifi password Hampi@2025 anta itte, Suma ge helbeku", "Hampi@2025",
         "wifi password change maadide, Suma ge helbeku"),
        ("security question 'favourite teacher' ge answer Gowramma kottidini", "Gowramma",
         "security question reset maadbeku naale"),
        ("security question 'first teacher' ge answer Savitri kodide", "Savitri",
         "security question reset maadtidini, swalpa irritating"),
        ("ajji ge gate code helbeku, 448812 anta", "448812",
         "ajji ge gate address helbeku, Jayanagar 4th block"),
    ],
)  # fmt: skip
def test_secrets_told_their_way(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)
