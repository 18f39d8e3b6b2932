"""Changes, repeats, secrets and what was said no to, as blind sets of the fifty-seventh session
wrote them in Sri Lankan English (Nugegoda, Wellawatte) and in Belizean Kriol (Belize City): Sri
Lankan words of feeling read as nothing ("aney", "aiyo", "machan"), "putha", "duwa", "malli",
"thaththa", "thambi" as the person's son, daughter, younger brother and father, a relation by
marriage typed with spaces ("my daughter in law"); Kriol's "ah" for "I" before what one does,
"dah" and "da" for "is" before a value, "doh" and "no" for "don't", "wah" for "want" or "what",
"dem" opening a clause for "they", "fi" before a name for "for", "madda", "fada", "dawta",
"mawnin", and a change told in the base form after "doc" or with a time gone by ("we move to
King's Park last month") (spelling.py); a doctor by where they are ("the clinic doctor reduced
amma's metformin to 500mg"), a medicine with what it is for told first or after it, "been there
from the time we got married" no change, "my daughter is so happy" no child's name, "I teach
standard 3 at Wesley Primary" where one works, a dose changed after what opened what is said and
a comma (slot parser 97); a name one is called in quotes beside the given one (review.py); a
spouse without "my" opening what is said ("wife's thyroid tablet is …"), "don't bring up …,
after what he said … I don't want to hear his name", "…, forget about it" (extract.py); "my
son's wife" and "my daughter's husband" as the daughter-in-law and son-in-law said no to
(trust/tombstones.py); "set the password as Malathi@1962" (credentials.py). The sentences are
this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import WORDS_ONLY, check_door, check_found, check_said_no, slots_read
from memwarden import Memory
from memwarden.bench.review_suite import label_of
from memwarden.spelling import plain
from memwarden.write.extract import retraction
from memwarden.write.slots import parse_slot


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("we live in Kottawa aney, near the temple", "we live in Kottawa, near the temple"),
        ("aiyo the lift is broken again", "the lift is broken again"),
        ("machan pls call me later", "please call me later"),
        ("putha's wife is a nurse", "my son's wife is a nurse"),
        ("duwa is at Peradeniya now", "my daughter is at Peradeniya now"),
        ("my malli Ruwan moved to Galle", "my younger brother Ruwan moved to Galle"),
        ("thaththa's pension comes to BOC", "my dad's pension comes to BOC"),
        ("my thambi Kannan works in Jaffna", "my younger brother Kannan works in Jaffna"),
        ("my brother in law Nimal", "my brother-in-law Nimal"),
        ("ah tink ah tek di amlodipine dis mawnin", "I think I take the amlodipine this morning"),
        ("mi cell dah +501 633-1020", "My cell is +501 633-1020"),
        ("di gate code da 4471", "the gate code is 4471"),
        ("pls doh bring up mi cousin again", "please don't bring up my cousin again"),
        ("pls no bring up Dwayne again", "please don't bring up Dwayne again"),
        ("mi no want talk bout it nuh more", "I don't want talk about it no more"),
        ("ah nuh wah talk bout it", "I don't want talk about it"),
        ("wah time di bus come", "what time the bus come"),
        ("dem transfer mi to Belmopan", "they transferred me to Belmopan"),
        ("ah drive fi Blue Reef Tours", "I drive for Blue Reef Tours"),
        ("mi madda an mi fada", "My mother and my father"),
        ("doc raise mi metformin to 1000mg", "doc raised my metformin to 1000mg"),
        ("wi move to Ladyville last month", "we moved to Ladyville last month"),
        ("di doctor seh, she start mi pon amlodipine",
         "the doctor said, she started me on amlodipine"),
        ("Keisha switch to Wesley College dis term", "Keisha switched to Wesley College this term"),
        ("ah sell di ol Ford lass week", "I sold the ol Ford last week"),
        ("mi drive one white Toyota Hilux", "I drive a white Toyota Hilux"),
        # controls: a name opening what is said; Malay's "hari" and "dah" before what is done;
        # the exclamation "wah"; English habits and plans; "ah, no"; "I" is no name; a lawn
        ("Ane Marie is my cousin", "Ane Marie is my cousin"),
        ("Hari ini anakku masuk SD", "Hari ini anakku masuk SD"),
        ("kata laluan saya dah tukar", "kata laluan saya dah tukar"),
        ("wah finally sign the shop lot", "wah finally sign the shop lot"),
        ("I switch to decaf after 3pm", "I switch to decaf after 3pm"),
        ("we move to the new office next month", "we move to the new office next month"),
        ("ah no, not again", "ah no, not again"),
        ("why do they text me when I send to my son", "why do they text me when I send to my son"),
        ("Please switch di lights off", "Please switch the lights off"),
        ("the son in lawn chairs", "the son in lawn chairs"),
        ("the lass next door", "the lass next door"),
        ("I'll start di diary, to finally start di diet", "I'll start the diary, to finally start "
         "the diet"),
    ],
)  # fmt: skip
def test_their_spellings_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("the clinic doctor reduced amma's metformin to 500mg twice a day",
         [("user's mother", "takes", "metformin")]),
        ("heart doctor increased the bisoprolol to 5mg from this week",
         [("user", "takes", "bisoprolol")]),
        ("for the sugar I am taking metformin 500mg morning and night, no rice at night",
         [("user", "takes", "metformin")]),
        ("gliclazide 80mg in the morning I'm taking for the sugar",
         [("user", "takes", "gliclazide")]),
        ("di clinic was full dis mawnin, doc raise mi losartan to 100mg",
         [("user", "takes", "losartan")]),
        ("ok so ah switch to one Smart line now, di Digi one done",
         [("user", "my:mobile provider", "one smart line")]),
        ("ah switch to Atlantic Bank dis week", [("user", "my:bank", "atlantic bank")]),
        ("Kavindu got admitted to Ananda College now", [("user's kavindu", "school",
                                                          "ananda college")]),
        ("my grandson Kavindu got into Ananda College",
         [("user's grandson kavindu", "school", "ananda college")]),
        ("mi number dah +501 610-3382 if unu need it", [("user", "my:phone number",
                                                         "+501 610-3382")]),
        ("dem transfer mi to Saint Mary's Primary from dis term",
         [("user", "works_at", "saint mary's primary")]),
        ("ah teach standard 3 at Wesley Primary", [("user", "works_at", "wesley primary")]),
        # controls: a child's name; a cake taken for a party; a child who is happy; the many of
        # "dem"; one's own children taught
        ("my daughter is Amara", [("user", "child", "amara")]),
        ("for the party I am taking a cake", []),
        ("my daughter is so happy", []),
        ("my son is doing well", []),
        ("I teach my kids at home", []),
        ("I switched to the night bank shift", []),
        ("Anna got into trouble at school", []),
        ("mi pikni dem: Jairo di big one 33", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        ("we live in Maharagama, been there from the time we got married", False),
        ("we live in Maharagama, we got married last month", True),
    ],
)
def test_what_tells_a_change(text: str, changed: bool) -> None:
    slot = parse_slot(text)
    assert slot is not None and slot.change_marker is changed


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a number opened with a word of feeling, said otherwise or changed
        (["my mobile is +94 71 845 2230, Mobitel"],
         "ane my number is +94 76 219 8842, that is the only one i have", "conflict", []),
        (["my mobile is +94 71 845 2230, Mobitel"],
         "ane i changed my number, new one is +94 76 219 8842", "updated", [0]),
        # a mother's dose, lowered by the clinic's doctor
        (["amma is on metformin 850mg twice a day for her sugar"],
         "the clinic doctor reduced amma's metformin to 500mg twice a day", "updated", [0]),
        # one's own, what it is for told first, raised or said otherwise
        (["for the sugar I am taking metformin 500mg morning and night, no rice at night"],
         "clinic doctor increased the metformin to 850mg from this week, fasting was 180",
         "updated", [0]),
        (["for the sugar I am taking metformin 500mg morning and night, no rice at night"],
         "metformin 850mg morning and night I'm taking for the sugar, always", "conflict", []),
        # a home said otherwise "from the time we got married"
        (["we live in Nugegoda, near the Jubilee Post"],
         "we live in Maharagama aney, been there from the time we got married", "conflict", []),
        # Kriol: a move told in the base form with its time, a new school to teach at
        (["we live a Belama Phase 2, close to di school"],
         "yeah we move to King's Park last month, ah deh yah now", "updated", [0]),
        (["ah teach standard 3 at Wesley Primary"],
         "dem transfer mi to Queen Square Anglican from dis term", "updated", [0]),
        (["ah teach standard 3 at Wesley Primary"],
         "ah teach standard 3 at Wesley Primary since forever", "ignored", []),
        # one's name, and the name one is called in quotes beside the given one; or another
        (["good mawnin, mi name dah Rudy Cawich"], "User is Rodolfo 'Rudy' Cawich.", "ignored",
         []),
        (["good mawnin, mi name dah Rudy Cawich"], "User is Rodolfo 'Rolo' Cawich.", "conflict",
         []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


def test_a_spouse_without_my_is_the_persons(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as memory:
        report = memory.observe(
            [{"role": "user", "content": "wife's thyroid tablet is Eltroxin 50mcg, empty stomach"}],
            chat_id="c1",
        )
        assert [d["decision"] for d in report["turns"][0]["decisions"]] == ["created"]
        # control: someone else's wife, named by whose she is, is no statement of the person's
        report = memory.observe(
            [{"role": "user", "content": "the neighbour's wife is nice"}], chat_id="c1"
        )
        assert report["turns"][0]["decisions"] == []


@pytest.mark.parametrize(
    ("said_no", "again", "other"),
    [
        # a daughter-in-law typed with spaces, then as the son's wife
        ("please dont bring up my daughter in law Nadeesha, that is a sore topic for me",
         "putha's wife didn't even call for my birthday",
         "putha didn't even call for my birthday, he is busy in Clayton"),
        # a son-in-law, after why, then as the daughter's husband
        ("don't bring up my son-in-law Rajan, after what he said to my daughter I don't want to "
         "hear his name",
         "my daughter's husband lost his job last month",
         "my daughter's boss lost his job last month"),
        # a younger brother, with a word of feeling before the wish and why after it
        ("machan pls don't bring up my thambi Ganesh, after the land case we are not talking",
         "Ganesh's grandson got into Royal College",
         "my neighbour Suresh's grandson got into Royal College"),
        # an accident one does not want to remember, then as a crash
        ("dont talk about the accident at Kirulapone, i dont want to remember that",
         "after that Kirulapone crash i dont go on the main road",
         "after the Kirulapone flyover opened i take the main road"),
        # Kriol: "doh", "no", "nuh wah … nuh more, forget bout it"
        ("pls doh bring up mi cousin Trevor again, since he tief mi Yamaha",
         "Trevor show up a di dock today",
         "mi bredda Delroy start work a di dock today"),
        ("pls no bring up Shanice again, ah done wid dat chapter",
         "Shanice call mi today bout di school fees",
         "Keisha teacher call mi today bout di school fees"),
        ("ah nuh wah talk bout mi operation nuh more, forget bout it pls",
         "since di operation di doctor put mi pon low carb",
         "since di new year di doctor put mi pon low carb"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_stays_no(tmp_path: Path, said_no: str, again: str, other: str) -> None:
    check_said_no(tmp_path / "m.db", said_no, again, other)


@pytest.mark.parametrize(
    ("said", "about"),
    [
        ("don't bring up my son-in-law Rajan, after what he said to my daughter I don't want to "
         "hear his name", "my son-in-law Rajan"),
        ("ah nuh wah talk bout mi operation nuh more, forget bout it pls", "my operation"),
        # controls: who the one named is, after a dash, is no reason; a reason for now
        ("forget everything about my ex, Marco — I don't want any of that stored",
         "my ex, Marco"),
        ("don't bring up the party, after dinner I want to talk about it", None),
    ],
)  # fmt: skip
def test_what_is_said_no_to(said: str, about: str | None) -> None:
    found = retraction(plain(said))
    assert (found.about if found is not None else None) == about


def test_an_agents_note_of_the_son_in_law_said_no_to_is_blocked(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as owner:
        owner.observe(
            [{"role": "user", "content": "don't bring up my son-in-law Rajan, after what he said "
              "to my daughter I don't want to hear his name"}],
            chat_id="c1",
        )  # fmt: skip
        _, token = owner.principal_add("agent", labels=["personal"], capabilities=["remember"])
        agent = owner.for_token(token)
        said = agent.remember("User's daughter's husband in London lost his job last month.")
        assert label_of(said.to_dict()) == "blocked"
        # control: the daughter's manager is no one said no to
        kept = agent.remember("User's daughter's manager in London lost his job last month.")
        assert label_of(kept.to_dict()) == "created"


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("for the hospital app son set the password as Malathi@1962, and put my allergy",
         "Malathi@1962",
         "for the hospital app son set the password as the same one, and put my allergy"),
        ("so wi put a key safe by mama back door, code da 1964 same as her birth year", "1964",
         "so wi put a key safe by mama back door, same colour as her door"),
        ("so BTL send mi a code fi di new app, da 583920, ah fi put it in?", "583920",
         "so BTL send mi a code fi di new app but ih expire, ah fi ask again?"),
    ],
)  # fmt: skip
def test_secrets_told_their_way(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)
