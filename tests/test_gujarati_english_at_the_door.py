"""Changes, repeats, secrets and wishes, as the blind sets of the sixty-fifth session wrote them
in Ahmedabad, Surat, Vadodara and Rajkot English mixed with Romanized Gujarati.

Gujarati's verb-last statements read in English order (roman_gujarati.py): a move ("… thi …
shift thaya", "have shift thai gaya …"), where one lives and works ("hu … ma rahu chu", "ame …
ma rahiye chiye", "maro dikro … ma job kare che", "hu … ma accounts sambhalu chu"), a job left
("me unit chhodi didhu"), one's number, email and office ("have maro ek j number che …", "maru
office … par che"), a dose taken or raised ("BP mate … leu chu roj savare", "dose vadhari
didho, have … levanu che"), a wish never to hear of something again ("… vishe kashu yaad na
rakhta", "koi ne kehta nahi"); its words for family and ownership ("mara dadi (ba)", "mari moti
ben") as English's. Texts of other languages, and every older text of tests/data, are not read
as Gujarati; a child's class, a cousin told in brackets, one of the family's move, a job joined
from a day; a Shopify token is a secret; what one of the family is called in brackets in an
agent's note is an aside ("User's grandmother (Ba) lives …"), and "lives with us in …", "lives
with the user's family in …" a home.
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_found, check_read_only_in_its_sets, said_in_a_chat, slots_read
from memwarden.roman_assamese import reads_roman_assamese
from memwarden.roman_gujarati import reads_roman_gujarati
from memwarden.roman_odia import reads_roman_odia
from memwarden.roman_sinhala import reads_roman_sinhala
from memwarden.spelling import plain

# The blind sets written in Gujarati-English; every other text of tests/data is some other
# language's.
GUJARATI_SETS = ("review_suite_v109.jsonl", "review_suite_v111.jsonl", "recall_suite_agent_81.json")


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("hu Naranpura ma rahu chu", "I live in Naranpura"),
        ("ame Vastrapur ma Shivalik society ma rahiye chiye",
         "we live in Shivalik society, Vastrapur"),
        ("ame gaya mahine Paldi thi Gota shift thaya", "we moved from Paldi to Gota last month"),
        ("have shift thai gaya Jamnagar", "now we moved to Jamnagar"),
        ("mari nani ben Komal Pune ma Baner ma rahe che",
         "my younger sister Komal lives in Baner, Pune"),
        ("mara dadi (ba) amara sathe j Surat ma rahe che", "my grandma lives in Surat with us"),
        ("maro dikro Dev Hyderabad ma Amazon ma job kare che",
         "my son Dev works at Amazon in Hyderabad"),
        ("hu Adajan ma diamond unit ma supervisor chu",
         "I work at diamond unit in Adajan as a supervisor"),
        ("maru kaam Kiran Gems ma che", "I work at Kiran Gems"),
        ("Torrent ma resign aapi didhu", "I left Torrent"),
        ("maro ek j number che 98790 11223", "my number is 98790 11223"),
        ("have maru email nisha.p@example.com che", "now my email is nisha.p@example.com"),
        ("navo Airtel no number lidho che 99090 44556", "my new number is 99090 44556"),
        ("maru office CG Road par che", "my office is on CG Road"),
        ("sugar mate Glycomet 500 leu chu roj raatre", "I take Glycomet 500 every night for sugar"),
        ("doctor e dose vadhari didho, have Telma 80 levanu che roj savare",
         "doctor e raised the dose, now I take Telma 80 every morning"),
        ("Thyronorm 50 thi 75 mcg karyu", "raised my Thyronorm from 50 to 75 mcg"),
        ("1 June thi Zydus ma Senior Manager tarike join karu chu",
         "I joined Zydus as a Senior Manager from 1 June"),
        ("maro dikro Yash 5th ma che", "my son Yash is in 5th standard"),
        ("Kunal (mara mama no dikro) Toronto ma rahe che", "Kunal, my cousin, lives in Toronto"),
        # (who moved, by the family word the sentence told of before)
        ("dada have Bhuj ma ekla nahi rahe, Anand shift thaya",
         "dada have Bhuj my ekla nahi rahe, my grandpa moved to Anand"),
        ("Rakesh vishe kashu yaad na rakhta", "please never bring up Rakesh again"),
        ("mara ex husband vishe kai yaad na rakhta, koi ne kehta nahi",
         "please never bring up my ex husband again, don't tell anyone"),
        # controls: Roman Urdu's and Marathi's stay theirs
        ("mera ghar Lahore mein hai", "my house Lahore mein hai"),
        ("mi Aundh la rahto", "I live in Aundh"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "gujarati"),
    [
        ("maro number badli gayo", True),
        ("hu Rajkot ma rahu chu", True),
        ("mummy pappa Surat ma rahe che", True),
        ("mari moti ben Canada ma che", True),
        ("Nirav vishe yaad na rakhta", True),
        # controls: Hindi and Urdu, Marathi, Italian, Mizo, French, Malayalam
        ("mera ghar Pune mein hai, kaam bhi yahin", False),
        ("majha ghar Pune la aahe", False),
        ("ma che dici, non è vero", False),
        ("Ka motor number chu MZ 01 5829 a ni", False),
        ("chu pas sur, on verra", False),
        ("ippo gym okke mathi", False),
    ],
)
def test_what_is_read_as_romanized_gujarati(text: str, gujarati: bool) -> None:
    assert reads_roman_gujarati(text) is gujarati


def test_no_older_text_is_read_as_gujarati() -> None:
    # (Sinhala's, Assamese's and Odia's readers are tried before Gujarati's and take their
    # texts Gujarati's words would: "Mu RSP re kaam kare, … re rahu", v118's; "moi Jorhat t
    # thaku, …", v124's; "… mathaka thiyaganna epa, hari amaru mata", v123's)
    check_read_only_in_its_sets(
        lambda text: (
            reads_roman_gujarati(text)
            and not (
                reads_roman_odia(text) or reads_roman_sinhala(text) or reads_roman_assamese(text)
            )
        ),
        GUJARATI_SETS,
    )


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("hu Naranpura ma rahu chu", [("user", "lives_in", "naranpura")]),
        ("maro ek j number che 98790 11223", [("user", "my:phone number", "98790 11223")]),
        ("sugar mate Glycomet 500 leu chu roj raatre", [("user", "takes", "glycomet")]),
        ("User's grandmother (Ba) lives alone in Junagadh.",
         [("user's grandmother", "lives_in", "junagadh")]),
        ("my grandma lives with us in Rajkot", [("user's grandmother", "lives_in", "rajkot")]),
        # controls: a place one only passes by, a number of no one's, a bracket not after one of
        # the family
        ("roj Naranpura thi nikalu chu", []),
        ("98790 11223 no call aavyo hato", []),
        ("User (Ba's grandson) lives alone in Junagadh.", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a home moved from, or said otherwise
        (["hu Paldi ma rahu chu"], "ame Paldi thi Gota shift thaya", "updated", [0]),
        (["hu Paldi ma rahu chu"], "ame Gota ma rahiye chiye", "conflict", []),
        # a number changed, or said otherwise
        (["maro ek j number che 98790 11223"],
         "juno number band thai gayo, have maro ek j number che 99090 44556", "updated", [0]),
        (["maro ek j number che 98790 11223"], "maro ek j number che 99090 44556", "conflict",
         []),
        # a dose raised, or said again
        (["BP mate Amlodipine 5mg leu chu roj savare"],
         "emne dose vadhari didho, have Amlodipine 10mg levanu che roj savare", "updated", [0]),
        (["BP mate Amlodipine 5mg leu chu roj savare"],
         "haa haa roj savare Amlodipine 5mg leu j chu", "ignored", []),
        # a son's job, said otherwise
        (["maro dikro Dev Pune ma TCS ma job kare che"],
         "maro dikro Dev Hyderabad ma Amazon ma job kare che", "conflict", []),
        (["maro dikro Dev Pune ma TCS ma job kare che"],
         "maro dikro Dev Pune ma TCS ma job kare che", "ignored", []),
        # one of the family called in brackets in an agent's note, where they live
        (["mara dadi (ba) amara sathe j Rajkot ma rahe che"],
         "User's grandmother (Ba) lives alone in Junagadh.", "conflict", []),
        (["mara dadi (ba) amara sathe j Rajkot ma rahe che"],
         "User's grandmother (Ba) lives with the user's family in Rajkot.", "ignored", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # a name said no to in Gujarati, then told of again
        (["Rakesh vishe kashu yaad na rakhta, e chapter closed che"],
         "Rakesh have Toronto shift thai gayo che evu sambhadyu", "blocked"),
        (["Rakesh vishe kashu yaad na rakhta, e chapter closed che"],
         "maro bhai Jignesh Toronto ma rahe che", "created"),
        # an operation to be forgotten
        (["ane pela ghutan na surgery vishe yaad na rakhta, e vaat j nathi karvi"],
         "ghutan na operation pachi have pan seedhi chadvama dukhe che", "blocked"),
        (["ane pela ghutan na surgery vishe yaad na rakhta, e vaat j nathi karvi"],
         "hu Naranpura ma rahu chu", "created"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_and_kept(
    tmp_path: Path, prior: list[str], text: str, expected: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text) == expected


def test_a_shopify_token_is_a_secret() -> None:
    token = "shpat_" + "4e1b9c2d7a3f5e8b0c6d1a9f2e4b7c3d"
    check_found(f"amari store no admin token {token} che", token, "amari store Shopify par che")
