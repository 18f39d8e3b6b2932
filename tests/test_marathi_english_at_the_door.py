"""Changes, repeats, secrets and wishes, as the blind sets of the sixty-fourth session wrote them
in Pune, Mumbai, Nashik and Nagpur English mixed with Romanized Marathi.

Marathi's verb-last statements read in English order (roman_marathi.py): a move ("… sodla ani
… la shift zalo", "… la shift zhalo"), where one lives, works or teaches ("mi … la rahto", "mi …
madhe kaam karto", "mi … madhe QA lead aahe", "mi … madhe shikavte"), a job left or joined ("…
sodli, … join kela"), one's number, email or internet ("majha number … aahe", "ata navin email
vaparto …", "amcha ghari … fiber aahe"), a dose taken or lowered ("… sathi … gheto roj ratri",
"dose kami kela, ata …"), a child's class ("dusri madhe aahe"), a birthday, a commute, a
vehicle sold and bought, a wish never to hear of something again ("… baddal kahich lakshat thevu
nakos", "… cha vishay parat kadhu nakos"); its words for family and ownership ("aai", "baba",
"majha", "amcha") as English's. Texts of other languages, and every older text of tests/data,
are not read as Marathi; a wallet's recovery phrase is a secret.
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_found, check_read_only_in_its_sets, said_in_a_chat, slots_read
from memwarden.roman_assamese import reads_roman_assamese
from memwarden.roman_marathi import reads_roman_marathi
from memwarden.spelling import plain
from memwarden.write.credentials import find_secrets

# The blind sets written in Marathi-English; every other text of tests/data is some other
# language's.
MARATHI_SETS = ("review_suite_v105.jsonl", "review_suite_v107.jsonl", "recall_suite_agent_79.json")


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("mi Aundh la rahto", "I live in Aundh"),
        ("aamhi Pimpri sodla ani Ravet la shift zalo", "we moved from Pimpri to Ravet"),
        ("Nigdi la shift zhalo last month", "I moved to Nigdi last month"),
        ("mi Wipro madhe kaam karto", "I work at Wipro"),
        ("mi Cognizant madhe QA lead aahe", "I work at Cognizant as a QA lead"),
        ("mi Baner la Vidya Niketan madhe shikavte",
         "I work at Vidya Niketan in Baner as a teacher"),
        ("Accenture sodli, Barclays join kela", "I left Accenture, I joined Barclays"),
        ("majha number 98220 11223 aahe", "my number is 98220 11223"),
        ("ata navin email vaparto anand.k@example.com", "now my new email is anand.k@example.com"),
        ("navin Airtel number ghetla - 99700 12345", "my new number is 99700 12345"),
        ("amcha ghari ACT fiber aahe", "my internet is ACT fiber"),
        ("majha salary account Axis Bank madhe aahe", "my salary account is with Axis Bank"),
        ("mi sugar sathi Glycomet 500 gheto roj ratri",
         "I take Glycomet 500 every night for sugar"),
        ("majhi BP chi goli Amlong 5 aahe", "I take Amlong 5 tablet for BP"),
        ("baba la thyroid aahe, Thyronorm 50 ghetat roj sakali",
         "my dad has thyroid, my dad takes Thyronorm 50 every morning"),
        ("Dr. Joshi (Aundh) ne mala Amlong 5 chi goli dili aahe, roj sakali",
         "I take Amlong 5 every morning"),
        ("majha navra Kedar, Tata Motors chya Pimpri plant madhe design engineer aahe",
         "my husband Kedar works at Tata Motors's Pimpri plant as a design engineer"),
        ("majha mulga Arjun dusri madhe aahe, Podar School Chinchwad",
         "my son Arjun is in 2nd standard at Podar School Chinchwad"),
        ("amchi mulgi Tanvi 4thi madhe aahe, Jnana Prabodhini Nigdi",
         "our daughter Tanvi is in 4th standard at Jnana Prabodhini Nigdi"),
        ("majha vadhdivas 5 June la aahe", "my birthday is on 5 June"),
        ("amcha office ata Aundh madhun Kharadi la shift zala", "now our office is in Kharadi"),
        ("Pulsar vikli, navin Jupiter ghetli", "I sold the Pulsar, I bought a new Jupiter"),
        ("mi Kalyan la rahte, roj 8:05 chi fast pakadte Dadar la",
         "I live in Kalyan, every day I catch the 8:05 fast to Dadar"),
        ("majhya back surgery cha vishay parat kadhu nakos",
         "please never bring up my back surgery again"),
        ("aai chya operation cha vishay nako, parat kadhu nakos",
         "please never bring up my mum's operation again"),
        ("majhya ex baddal, Rohit baddal, kahich lakshat thevu nakos",
         "about my ex, please never bring up Rohit again"),
        # controls: Roman Urdu's, Kannada's, Spanish's and a messenger's name stay theirs
        ("mera ghar Lahore mein hai", "my house Lahore mein hai"),
        ("naanu Wipro alli kelsa maadtini", "I work at Wipro"),
        ("Zalo pe message karo", "Zalo pe message karo"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "marathi"),
    [
        ("majha number badalla", True),
        ("Kothrud la shift zhalo", True),
        ("Persistent join kela", True),
        ("mi Kalyan la rahte", True),
        ("aai la BP aahe", True),
        # controls: Hindi and Urdu, Kannada, Spanish, Tagalog, Fulfulde, a messenger
        ("mera ghar Pune mein hai, kaam bhi yahin", False),
        ("naanu eega office alli idini", False),
        ("mi casa es tu casa", False),
        ("hay nako, traffic na naman", False),
        ("Kod PIN karte banke am ko limoore nay, mi waylii", False),
        ("quit facebook, only on zalo now", False),
    ],
)
def test_what_is_read_as_romanized_marathi(text: str, marathi: bool) -> None:
    assert reads_roman_marathi(text) is marathi


def test_no_older_text_is_read_as_marathi() -> None:
    # (Assamese's reader is tried before Marathi's and takes the Assamese texts Marathi's "ahe"
    # would: "mur husband Bangalore t Infosys t kaam kore, 2-3 mah t ebar ahe", v124's)
    check_read_only_in_its_sets(
        lambda text: reads_roman_marathi(text) and not reads_roman_assamese(text), MARATHI_SETS
    )


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("mi Aundh la rahto", [("user", "lives_in", "aundh")]),
        ("mi Wipro madhe kaam karto", [("user", "works_at", "wipro")]),
        ("majha number 98220 11223 aahe", [("user", "my:phone number", "98220 11223")]),
        ("mi sugar sathi Glycomet 500 gheto roj ratri", [("user", "takes", "glycomet")]),
        # controls: a place one only passes through, a number of no one's
        ("roj Aundh madhun jaava lagta", []),
        ("98220 11223 cha call aala hota", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a home moved from, or said otherwise
        (["mi Aundh la rahto"], "aamhi Aundh sodla ani Wakad la shift zalo", "updated", [0]),
        (["mi Aundh la rahto"], "mi Wakad la rahto", "conflict", []),
        # a job left for another, or said otherwise
        (["mi Wipro madhe kaam karto"], "Wipro sodli, Barclays join kela", "updated", [0]),
        (["mi Wipro madhe kaam karto"], "mi Barclays madhe QA lead aahe", "conflict", []),
        # one's number changed, or said otherwise
        (["majha number 98220 11223 aahe"], "navin Airtel number ghetla - 99700 12345",
         "updated", [0]),
        (["majha number 98220 11223 aahe"], "majha number 99700 12345 aahe", "conflict", []),
        # a dose lowered, or said otherwise
        (["mi sugar sathi Glycomet 1000 gheto roj ratri"],
         "doctor ne majha dose kami kela, ata Glycomet 500 roj ratri", "updated", [0]),
        (["mi sugar sathi Glycomet 1000 gheto roj ratri"],
         "mi sugar sathi Glycomet 500 gheto roj ratri", "conflict", []),
        # the internet at home changed, or said again
        (["amcha ghari ACT fiber aahe"], "ACT badalla, ata ghari Jio Fiber aahe", "updated", [0]),
        (["amcha ghari ACT fiber aahe"], "amcha ghari ACT fiber aahe", "ignored", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # an ex said no to in Marathi, then told of again
        (["majhya ex baddal, Rohit baddal, kahich lakshat thevu nakos"],
         "Rohit cha lagna tharla mhane, Satara chi mulgi", "blocked"),
        (["majhya ex baddal, Rohit baddal, kahich lakshat thevu nakos"],
         "majha bhau Sagar Wakad la rahto", "created"),
        # an operation to be forgotten
        (["majhya back surgery cha vishay parat kadhu nakos"],
         "back surgery nantar ajun bending la tras hoto", "blocked"),
        (["majhya back surgery cha vishay parat kadhu nakos"], "mala asthma aahe", "created"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_and_kept(
    tmp_path: Path, prior: list[str], text: str, expected: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text) == expected


def test_a_recovery_phrase_is_a_secret() -> None:
    phrase = "apple river stone cloud maple tiger ocean candle frost velvet pilot orange"
    check_found(f"majhya MetaMask wallet cha recovery phrase: {phrase}, save kar", phrase,
                "majha MetaMask wallet aahe, tyat thoda ETH aahe")  # fmt: skip
    # control: the words of a phrase spoken of, with no phrase told, are none
    assert find_secrets("the recovery phrase keeps your coins safe, write the twelve words") == []
