"""Changes, repeats, secrets and wishes, as the blind sets of the sixty-seventh session wrote them
in Bhubaneswar, Cuttack, Puri, Berhampur, Sambalpur and Rourkela English mixed with Romanized
Odia.

Odia's verb-last statements read in English order (roman_odia.py): a move ("… chhadi … ku shift
heli"), where one lives ("mu … re rahuchi", "ebe amara ghara … re"), where one works, a job left,
joined or retired from ("… re … re kaam karuchi", "… chhadi deli", "… re join karichi", "… ru VRS
nei deli"), one's number, email, car and account ("mora number …", "nua number …", "mora gaadi
…", "… ru salary account … ku shift karili"), a dose given, taken or raised ("bou ku … dei", "bou
ebe … khauchhanti", "… 500 ru 1000 mg kari dele"), a diet ("mu pura veg", "veg ta chhadi deli"),
an illness, a secret's new value ("nua ta …"), a wish never to hear of something again ("…
bisayare au kichi mane rakhana nahin", "… katha au uthaiba nahin", "kahaku kahiba nahin"); its
words for family and ownership ("bou" mum, not Bangla's wife; "mo pua" my son; "mora" my) as
English's. Texts of other languages, and every older text of tests/data, are not read as Odia.
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_read_only_in_its_sets, said_in_a_chat, slots_read
from memwarden.roman_odia import reads_roman_odia
from memwarden.spelling import plain

# The blind sets written in Odia-English; every other text of tests/data is some other
# language's.
ODIA_SETS = ("review_suite_v118.jsonl", "review_suite_v120.jsonl", "recall_suite_agent_86.json")


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("mu Jharpada re rahuchi", "I live in Jharpada"),
        ("ame Sector 6 re rahu", "we live in Sector 6"),
        ("mo bhauni Ritu Pune re rahe", "my sister Ritu lives in Pune"),
        ("gala barsa Cuttack chhadi Khandagiri ku shift heli",
         "I moved from Cuttack to Khandagiri last year"),
        ("ebe amara ghara Chandrasekharpur re", "we now live in Chandrasekharpur"),
        ("Mu Mancheswar re Wipro re kaam karuchi", "I work at Wipro in Mancheswar"),
        ("Mindtree re mora kaam", "I work at Mindtree"),
        ("Wipro chhadi deli, Mindtree re join karili", "I left Wipro, I joined Mindtree"),
        ("NALCO ru VRS nei deli", "I no longer work at NALCO, I retired from NALCO"),
        ("mora number 94370 55555", "my number is 94370 55555"),
        ("nua number 70080 11111", "my new number is 70080 11111"),
        ("mora email rina.das@example.com", "my email is rina.das@example.com"),
        ("mora gaadi Maruti Swift", "my car is a Maruti Swift"),
        ("Swift bikri deli", "I sold the Swift"),
        ("ICICI ru salary account HDFC ku shift karili",
         "I moved my salary account from ICICI to HDFC, now my salary account is in HDFC"),
        ("Bapa ku Telma 40mg dei, roj sakale", "my dad takes Telma 40mg every morning"),
        ("bou ebe Metformin 500mg khauchhanti", "my mum now takes Metformin 500mg"),
        ("doctor dose badhei dele", "the doctor raised the dose"),
        ("Mu pura veg, machha mansa kichi khae nahin",
         "I am vegetarian, I don't eat fish or meat"),
        ("veg ta chhadi deli, ebe machha khauchi", "I am no longer vegetarian, now I eat fish"),
        ("mote sugar achi", "I have diabetes"),
        ("nua ta Konark@77", "the new one is Konark@77"),
        ("Mo ex Rakesh bisayare au kichi mane rakhana nahin",
         "please never bring up my ex Rakesh again"),
        ("mo accident katha au uthaiba nahin", "please never bring up my accident again"),
        ("kahaku kahiba nahin", "don't tell anyone"),
        ("mo kaka pua bhai Manas Angul re engineer",
         "my cousin Manas is an engineer at Angul"),
        ("ame gala saptaha Nayapalli ru Patia ku shift helu",
         "we moved from Nayapalli to Patia last week"),
        ("mu ebe Cuttack re rahuchi", "I now live in Cuttack"),
        ("agaru Rourkela re rahuthili", "I once lived in Rourkela"),
        ("mu ebebi TCS re kaam karuchi", "I still work at TCS"),
        ("Mu Hyderabad chali gali", "I moved to Hyderabad"),
        ("Infosys chhadi dei TCS re join karichi", "I left Infosys and joined TCS"),
        ("mo WhatsApp number badali gala", "my WhatsApp number changed"),
        ("Amara ghare gote kukura achhi, naa Tiger", "we have a dog named Tiger"),
        ("mo girlfriend Ananya sathire breakup heigala", "I broke up with my girlfriend Ananya"),
        ("mora bahaghara heigala, stree naa Smita", "I got married, my wife's name is Smita"),
        ("mu HDFC Bank re manager", "I am a manager at HDFC Bank"),
        ("mo pua DAV School re class 5 re padhuchi", "my son is in class 5 at DAV School"),
        ("Rakesh katha heba nahin", "please never bring up Rakesh again"),
        ("Rakesh katha bhuli jao", "please forget about Rakesh"),
        ("Mu agaru Wipro re kaam karuthili", "I once worked at Wipro"),
        ("mora office ebe Patia re", "my office is now in Patia"),
        ("Mora nua address Plot 23, Jaydev Vihar", "my new address is Plot 23, Jaydev Vihar"),
        ("Mu ebe vegetarian heigali", "I am now vegetarian"),
        ("Mo pua Bhubaneswar ru Pune ku shift hela", "my son moved from Bhubaneswar to Pune"),
        ("doctor Thyronorm 50mcg ru 75mcg kari dele",
         "doctor raised Thyronorm from 50 to 75mcg, now I take Thyronorm 75mcg"),
        ("Rakesh ra naa au nia nahin", "please never bring up Rakesh again"),
        ("mu Jaydev Vihar re bhada flat nei rahuchi", "I live in a flat in Jaydev Vihar"),
        # (second round: "kathaa", a wish told as "mane rakhibani" or "kahaku kahiba nahin" after
        # what it is of, a diet given up after "mu ebe", "kichhi bi")
        ("Rina kathaa mane rakhibani", "please never bring up Rina again"),
        ("mo exam result kathaa kahaku kahiba nahin", "please never bring up my exam result again"),
        ("mu ebe veg chhadi deli", "I am no longer vegetarian"),
        ("mu niramisha, anda bi kichhi khae nahin", "I am vegetarian, I don't eat eggs"),
        # (a dose of no unit, given "… pain … dia heichi" or raised "… ra … ru … karidele"; a
        # weight; "badalichi" changed; "mate" me; "amemane" we)
        ("bapa ku BP pain Telmisartan 40 dia heichi", "my dad takes Telmisartan 40mg"),
        ("jeje Metformin 850 khaanti", "my grandpa takes Metformin 850mg"),
        ("doctor jeje ra Metformin 500 ru 850 karidele",
         "doctor raised my grandpa's Metformin from 500 to 850mg, now my grandpa takes Metformin "
         "850mg"),
        ("mo weight 70 kg", "my weight is 70 kg"),
        ("mo weight ebe 65 kg heichi", "my weight is now 65 kg"),
        ("mo email id badalichi", "I changed my email id"),
        ("mate dust re allergy achhi", "I have a dust allergy"),
        ("amemane Nayapalli chhadi Patia shift helu", "we moved from Nayapalli to Patia"),
        # (a visit is no move: "… gali" went, without "chali")
        ("aaji mu Capital Hospital gali, bahut bhida thila",
         "today I Capital Hospital gali, bahut bhida thila"),
        # controls: Bangla's "bou" is a wife, Gujarati's "rahu" and Hindi's "rahe" stay theirs
        ("amar bou Uttara te thake", "my wife live in Uttara"),
        ("hu Maninagar ma rahu chu", "I live in Maninagar"),
        ("mera ghar Pune mein hai", "my house Pune mein hai"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "odia"),
    [
        ("mu Jharpada re rahuchi", True),
        ("Mora number change heigala", True),
        ("bou ebe Metformin 500mg khauchhanti", True),
        ("se katha au uthaiba nahin", True),
        ("mu pura veg, mansa kichhi khae nahin", True),
        ("mo email id badalichi", True),
        # control: Tagalog's "mo" (your) before a number
        ("Bago mo na number: 0917 555 0000", False),
        # controls: Bangla, Hindi, Gujarati, Kinyarwanda, Spanish, English
        ("ami ekhon Mirpur e thaki, bou o bhalo ache", False),
        ("mera ghar Pune mein hai, kaam bhi yahin", False),
        ("hu Rajkot ma rahu chu", False),
        ("Ndi mu kiruhuko kugeza ku ya 20", False),
        ("mi bebe no duerme, de verdad", False),
        ("I moved to Bhubaneswar last year", False),
    ],
)
def test_what_is_read_as_romanized_odia(text: str, odia: bool) -> None:
    assert reads_roman_odia(text) is odia


def test_no_older_text_is_read_as_odia() -> None:
    check_read_only_in_its_sets(reads_roman_odia, ODIA_SETS)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("mu Jharpada re rahuchi", [("user", "lives_in", "jharpada")]),
        ("Mu Mancheswar re Wipro re kaam karuchi", [("user", "works_at", "wipro")]),
        ("mora number 94370 55555", [("user", "my:phone number", "94370 55555")]),
        ("bou ebe Metformin 500mg khauchhanti", [("user's mother", "takes", "metformin")]),
        ("mora gaadi Maruti Swift", [("user", "car", "maruti swift")]),
        ("mo kaka pua bhai Manas Angul re engineer",
         [("user's cousin manas", "job_title", "engineer"),
          ("user's cousin manas", "works_at", "angul")]),
        ("mo pua DAV School re class 5 re padhuchi", [("user's son", "school", "dav school"),
                                                     ("user's son", "school_year", "class 5")]),
        ("Amara ghare gote kukura achhi, naa Tiger", [("user", "pet", "dog tiger")]),
        # controls: a job gone by is no job of now; a place one only passes by
        ("28 barsa NALCO re kaam kali", []),
        ("roj Jharpada dei jaye", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert [s[:3] for s in slots_read(plain(text))] == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a home moved from, or said otherwise
        (["mu Jharpada re rahuchi"], "gala mase Jharpada chhadi Khandagiri ku shift heli",
         "updated", [0]),
        (["mu Jharpada re rahuchi"], "mu Khandagiri re rahuchi", "conflict", []),
        # a job left for another, or said otherwise
        (["Mu Mancheswar re Wipro re kaam karuchi"],
         "Wipro chhadi deli, Mindtree re join karili", "updated", [0]),
        (["Mu Mancheswar re Wipro re kaam karuchi"], "Mindtree re mora kaam", "conflict", []),
        # a mother's dose raised, or said otherwise
        (["Bou ku Telma 40mg dei, roj sakale"],
         "doctor dose badhei dele, bou ebe Telma 80mg khauchhanti roj sakale", "updated", [0]),
        (["Bou ku Telma 40mg dei, roj sakale"], "bou Telma 80mg khaanti roj sakale", "conflict",
         []),
        # a grandpa's dose of no unit raised, or said otherwise
        (["jeje ku Metformin 500 dia heichi"], "doctor jeje ra Metformin 500 ru 850 karidele",
         "updated", [0]),
        (["jeje ku Metformin 500 dia heichi"], "jeje Metformin 850 khaanti", "conflict", []),
        # a weight now, or said again
        (["mo weight 70 kg"], "mo weight ebe 65 kg heichi", "updated", [0]),
        (["mo weight 70 kg"], "mo weight 70 kg", "ignored", []),
        # a number changed, or said again
        (["mora number 94370 55555"], "Mora number change heigala, nua number 70080 11111",
         "updated", [0]),
        (["mora number 94370 55555"], "mora number 94370 55555", "ignored", []),
        # a diet given up, or an agent's note of the same one
        (["Mu pura veg, machha mansa kichi khae nahin"],
         "veg ta chhadi deli, ebe machha khauchi", "updated", [0]),
        (["Mu pura veg, machha mansa kichi khae nahin"],
         "User is vegetarian and does not eat fish or meat.", "ignored", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("prior", "text", "expected", "via"),
    [
        # a name said no to in Odia, then told of again; its twin of one's own home
        (["Mo ex Rakesh bisayare au kichi mane rakhana nahin, please"],
         "kali Rakesh ku mall re dekhili", "blocked", "observe"),
        (["Mo ex Rakesh bisayare au kichi mane rakhana nahin, please"],
         "mu Jharpada re rahuchi", "created", "observe"),
        # a name one asks to forget, then told of again; its twin of one's own home
        (["Rakesh katha bhuli jao"], "kali Rakesh ku mall re dekhili", "blocked", "observe"),
        (["Rakesh katha bhuli jao"], "mu Jharpada re rahuchi", "created", "observe"),
        # a father's drinking said no to, then told as "bottle dharanti"; its twin after a job
        (["Bapa nka mada khiba katha au uthaiba nahin"],
         "Bapa roj raati bottle dharanti, ghare jhagada", "blocked", "observe"),
        (["Bapa Puri re retired teacher, ebe ghare thaanti"],
         "Bapa roj raati bottle dharanti, ghare jhagada", "created", "observe"),
        # a surgery said no to, then the knee's operation; a password changed is refused
        (["Mo knee surgery katha au uthaiba nahin"],
         "anthu ra operation pare 2 mase heigala", "blocked", "observe"),
        (["Mo knee surgery katha au uthaiba nahin"],
         "Gmail password change karili, nua ta Konark@77", "refused", "observe"),
        # a weight said no to as "kathaa … mane rakhibani", then told again; its twin with no wish
        (["mo sugar kathaa au kebe mane rakhibani"], "kali mo sugar 180 thila, bhari dara lagila",
         "blocked", "observe"),
        (["mu Jharpada re rahuchi"], "kali mo sugar 180 thila, bhari dara lagila", "created",
         "observe"),
        # an agent's note of what the person said in Odia, and one of what they never said
        (["mu Jharpada re rahuchi"], "User lives in Jharpada.", "ignored", "agent"),
        (["mu Jharpada re rahuchi"], "User lives in Khandagiri.", "conflict", "agent"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_and_repeated(
    tmp_path: Path, prior: list[str], text: str, expected: str, via: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text, via) == expected
