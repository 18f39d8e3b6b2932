"""Changes, repeats, secrets and wishes, as blind sets of the sixty-first session wrote them in
Telugu English mixed with Romanized Telugu (Hyderabad) and in the north-east of Scotland's
English with Doric (Aberdeen and Aberdeenshire).

Telugu's verb-last statements read in English order (roman_telugu.py): a move ("… ki shift
ayyamu", "shift ayyamu … ki"), a home ("maa flat … lo"), a job ("nenu … lo team lead", "… lo
work chestundi") joined or left ("… resign chesi", "… vadilesi", so that a move to a firm is a
new job), a dose raised ("nanna telmisartan ni 80mg ki penchaaru") or taken ("… 2mg
veskuntaru"), an illness and its medicine ("nanna ki BP ra, telmisartan 40mg"), an allergy, a
medicine started, one's number changed ("naa number maarchanu, kotha number …"), a child's
school ("… lo 2nd class chaduvutundi", "… ni … ki maarchanu"), a car ("maa car …", "… ammesi …
teeskunnam"), a security answer set ("answer … pettanu '…'"), and a topic one asks never to be
brought up ("… gurinchi malli adagaku"); its words for family and ownership ("nanna", "naa",
"maa Ramesh babai") and its words to the listener ("ra", "andi") left out.

The north-east's "bide" (live), "faither" and "mither", "my loon" and "my quine" (spelling.py);
a wish not to hear of something followed by "I'm sick to death of it"; "the split" as a
divorce, an ex-fiancée as an ex, Gamblers Anonymous as gambling (tombstones.py); a brother-in-law
as someone of one's own, India's cars named alone, and "my email's still …" (slot parser 101).
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_found, check_read_back, said_in_a_chat, slots_read
from memwarden.roman_telugu import reads_roman_telugu
from memwarden.spelling import plain


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("finally shift ayyamu ra Kondapur ki", "finally , we moved to Kondapur"),
        ("Guntur nunchi Vizag ki shift ayyaru", "they moved from Guntur to Vizag"),
        ("maa flat Madhapur lo ra, rent 25k", "our flat is in Madhapur, rent 25k"),
        ("nenu ippudu Amazon lo team lead ra", "I now work at Amazon as a team lead"),
        ("maa wife Lakshmi Infosys lo work chestundi", "my wife Lakshmi works at Infosys"),
        ("doctor nanna metformin ni 1000mg ki penchaaru",
         "doctor raised my dad's metformin to 1000mg"),
        ("nanna ki sugar ra, metformin 500mg", "my dad has sugar, he takes metformin 500mg"),
        ("naa number maarchanu ra, kotha number 99887 66554",
         "I changed my number, my new number is 99887 66554"),
        ("Creta ammesi Seltos teeskunnam", "we sold the Creta, bought a Seltos"),
        ("pls naa ex Ravi gurinchi malli adagaku", "please never bring up my ex Ravi again"),
        ("maa Suresh babai Pune ki shift ayyadu", "my uncle Suresh moved to Pune"),
        ("naaku nijamga prawns allergy undi ra", "I am allergic to prawns"),
        ("new job join ayyanu Deloitte lo andi", "I started a new job at Deloitte"),
        ("i20 ammesamu ra, new white Creta konnamu", "we sold the i20, bought a new white Creta"),
        ("naa employer Wipro andi, chala busy", "I work at Wipro, chala busy"),
        # the north-east of Scotland
        ("we bide in Ellon noo", "we live in Ellon now"),
        ("faither's on warfarin 3mg", "dad's on warfarin 3mg"),
        ("my loon Ewan's at Ellon Academy", "my son Ewan's at Ellon Academy"),
        # controls: "bide my time", a loon that is a bird, a quine no one's own
        ("I'll bide my time", "I'll bide my time"),
        ("we saw a loon on the lake", "we saw a loon on the lake"),
        # "bide" a word of its own, not inside "abides"; in the same text the north-east's own
        # "bides" is still read
        ("ma maw bides in Ellon, she abides in the kirk's rules",
         "my mum lives in Ellon, she abides in the kirk's rules"),
        ("he abides in Ellon wi his faither", "he abides in Ellon with his dad"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


def test_a_reading_of_romanized_telugu_maps_back_to_what_was_said() -> None:
    said = "naa number maarchanu ra, kotha number 90000 12345"
    assert plain(said) != said  # (read in English order)
    check_read_back(said, "90000 12345")


@pytest.mark.parametrize(
    ("text", "telugu"),
    [
        ("ninna office lo chala work undi", True),
        ("Kondapur ki shift ayyamu", True),
        ("naa number save chey ra, whatsapp kuda ade", True),
        ("nanna ki BP ra, amlodipine 5mg", True),
        # controls: Urdu's "maa" and "ki", Indonesian's "kuda", Tamil, English
        ("maa ki tabiyat theek nahi hai", False),
        ("saya naik kuda di pantai", False),
        ("naanga Porur ku shift aayitom", False),
        ("my nanna makes great pancakes", False),
    ],
)
def test_what_is_read_as_romanized_telugu(text: str, telugu: bool) -> None:
    assert reads_roman_telugu(text) is telugu


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("maa flat Madhapur lo ra, rent 25k", [("user", "lives_in", "madhapur")]),
        ("nenu Infosys lo team lead ra", [("user", "works_at", "infosys"),
                                          ("user", "job_title", "team lead")]),
        ("maa bava Kiran Wipro lo work chestadu",
         [("user's brother-in-law kiran", "works_at", "wipro")]),
        ("nanna glimepiride 1mg veskuntaru", [("user's father", "takes", "glimepiride")]),
        ("maa car Ertiga ra, chala old", [("user", "car", "ertiga")]),
        ("maa papa Diya DPS lo 3rd class chaduvutundi",
         [("user's daughter diya", "school", "dps"),
          ("user's daughter diya", "school_year", "class 3")]),
        ("we bide in Ellon, handy for the toon", [("user", "lives_in", "ellon")]),
        ("my loon Ewan's at Ellon Academy", [("user's son ewan", "school", "ellon academy")]),
        ("my sister-in-law is a nurse", [("user's sister-in-law", "job_title", "nurse")]),
        ("my email's still ewan.g@example.com", [("user", "my:email", "ewan.g@example.com")]),
        # controls: a loon no one's own, a Baleno of no one's, "bide" not of a home
        ("a loon at the school", []),
        ("Baleno sales are up this year", []),
        ("I'll bide my time", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a home moved from, or said otherwise
        (["maa flat Ameerpet lo ra, rent 18k"], "finally shift ayyamu ra Kondapur ki", "updated",
         [0]),
        (["maa flat Ameerpet lo ra, rent 18k"], "memu Kondapur lo untamu, eppatinunchi", "conflict",
         []),
        # a job left for another, and the job said again
        (["nenu TCS lo work chestanu ra, Gachibowli campus"],
         "nenu ippudu Amazon lo developer ra, TCS resign chesi last month join ayyanu", "updated",
         [0]),
        (["nenu TCS lo work chestanu ra, Gachibowli campus"], "nenu TCS lo ne work chestanu ra",
         "ignored",
         []),
        # a father's dose raised, or said otherwise
        (["nanna ki BP ra, amlodipine 5mg"], "doctor nanna amlodipine ni 10mg ki penchaaru ra",
         "updated", [0]),
        (["nanna ki BP ra, amlodipine 5mg"], "nanna amlodipine 10mg ey veskuntaru ra", "conflict",
         []),
        # a car sold and another bought
        (["maa car Baleno ra, chala old"], "Baleno ammesi Creta teeskunnam ra", "updated", [0]),
        # the north-east: a move from where one bides
        (["we bide in Inverurie"], "we flitted tae Ellon in May", "updated", [0]),
        (["we bide in Inverurie"], "we bide in Ellon, aye been here for years", "conflict", []),
        # a father's dose, his tablets said with "faither"
        (["faither's on bisoprolol 2.5mg"], "doctor raised faither's bisoprolol tae 5mg",
         "updated", [0]),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # a topic asked in Telugu never to be brought up, then brought up
        (["pls naa ex Ravi gurinchi malli adagaku, aa chapter over"],
         "ninna mall lo naa ex Ravi kanipinchadu, married anta", "blocked"),
        (["pls naa ex Ravi gurinchi malli adagaku, aa chapter over"],
         "ninna mall lo naa friend Teja kanipinchadu, maa wife Lakshmi Infosys lo work "
         "chestundi anta", "created"),
        (["maa babai Suresh gurinchi kindly mention cheyyaku"],
         "maa Suresh babai ippudu Pune ki shift ayyadu", "blocked"),
        (["maa babai Suresh gurinchi kindly mention cheyyaku"],
         "maa Kiran bava ippudu Pune ki shift ayyadu", "created"),
        # an ex-fiancée is the ex said no to
        (["please never bring up my ex Divya again"], "I saw my ex-fiancee at the mall today",
         "blocked"),
        (["please never bring up my ex Divya again"], "I saw my fiancee at the mall today",
         "created"),
        # the divorce said no to, "I'm sick to death of it", then named as the split
        (["dinna bring up the divorce pls, I'm sick tae death o it"],
         "I'm a nurse at Woodend, the work got me through the split fae Gordon", "blocked"),
        (["dinna bring up the divorce pls, I'm sick tae death o it"],
         "I'm a nurse at Woodend, the work got me through the pandemic", "created"),
        # a name said no to with why after it ("…, I lost twa o ma crew when she went doon")
        (["dinna ever mention the Girl Ailsa tae me again, I lost ma brother when she went doon"],
         "the Girl Ailsa's wreck was on the news the nicht", "blocked"),
        (["dinna ever mention the Girl Ailsa tae me again, I lost ma brother when she went doon"],
         "the lifeboat was on the news the nicht, ma grandson's on the crew noo", "created"),
        # an ex said no to, seen again as an old boyfriend
        (["pls don't bring up my ex Rahul again, I'm done with that chapter"],
         "ninna mall lo naa old boyfriend kanipinchadu, wife tho unnadu", "blocked"),
        (["pls don't bring up my ex Rahul again, I'm done with that chapter"],
         "ninna mall lo naa old boss kanipinchadu, wife tho unnadu", "created"),
    ],
)  # fmt: skip
def test_what_was_said_no_to(tmp_path: Path, prior: list[str], text: str, expected: str) -> None:
    assert said_in_a_chat(tmp_path, prior, text) == expected


@pytest.mark.parametrize(
    ("note", "expected"),
    [
        # an agent's note of a gambling problem the person never spoke of
        ("User attends Gamblers Anonymous meetings on Tuesdays.", "held"),
        ("User attends choir practice on Tuesdays.", "created"),
    ],
)
def test_a_note_of_what_was_never_said(tmp_path: Path, note: str, expected: str) -> None:
    assert said_in_a_chat(tmp_path, ["busy week at the shop"], note, via="agent") == expected


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        (
            "security question ki answer kuda adhe pettanu kondapur1999, marchipokudadu",
            "kondapur1999",
            "security question ki answer marchipoyanu",
        ),
        (
            "bank app lo security question ki answer St. Ann's Guntur ani pettanu",
            "St. Ann's Guntur",
            "bank app lo security question ki answer emi pettano gurthu ledu",
        ),
    ],
)
def test_secrets_told_their_way(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)
