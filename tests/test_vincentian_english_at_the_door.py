"""Changes, repeats and secrets, as a blind set of the sixty-fourth session wrote them in
Vincentian Creole English (St Vincent and the Grenadines, and Vincentians in Brooklyn, Toronto
and London).

Vincy creole's "ah" is "I" before more of what one does ("ah finally move out", "ah left
Massy", "ah register to play mas") and "I am" before a verb's "-in" ("ah workin customs at …",
"ah seein a fella") or "by" someone's ("ah by mih sister in Canarsie"); "mih" before one of
the family named and what they are doing tells the "is" left out ("Mih daughter Shania
studyin nursin …"); "does always fly" is "always flies" (spelling.py). A move out of one place
and "ah deh in" another, or "by" one of the family in another, is a move; "ah deh in X, lil
apartment near …" is where one lives; "workin customs at" names where one works; "change mih
metformin yesterday, is 1000mg now" a dose changed; "We have Digicel internet at the house"
and "change de house internet from Digicel to Flow" the broadband's provider; "a car loan" is
no car (slot parser 105). A PIN or password "it now 5820" is a secret told (credentials.py);
what one always does told after a request ("Book mih flight …, I does always fly Caribbean
Airlines") is kept, anger at what someone did this morning is not, and a time in a clause of
what one saw ("yuh shoulda see de sunset yesterday") dates no home (extract.py). From a second
blind set (v108): "ah" as the article ("renting ah lil room", "out ah Flatbush"), "I done move
up to …", "I renting …", "nuttin" (a wish "doh remember nuttin bout mih landlord" is about the
landlord), "granny does tek …"; granny, gran, nan and mammy as one's grandmother and mother; a
room rented as a home; "ah get ah new number since …, is … now"; and a move out cried ("ah move
out ah Flatbush finally!!") with where to after it.
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_found, said_in_a_chat, slots_read
from memwarden.spelling import plain


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("ah finally move out from mih aunty house", "I finally moved out from my aunty house"),
        ("ah workin security at de port now", "I am working security at the port now"),
        ("ah seein a fella from Bequia", "I am seeing a fella from Bequia"),
        ("ah by mih cousin in Brooklyn", "I am by my cousin in Brooklyn"),
        ("Mih son Jaheim studyin law in Toronto", "My son Jaheim is studying law in Toronto"),
        ("I does always take de ferry to Bequia", "I always take the ferry to Bequia"),
        ("ah register fuh de course", "I register for the course"),
        ("I done move up to Toronto since March", "I have moved up to Toronto since March"),
        ("I renting ah room in Canarsie", "I am renting a room in Canarsie"),
        ("ah move out ah Layou finally", "I moved out of Layou finally"),
        ("granny does tek she pressure tablet", "granny takes she pressure tablet"),
        ("doh remember nuttin bout mih landlord", "don't remember nothing about my landlord"),
        # controls: a question's "am ah", Geordie's and Glasgow's "ah", a "does" asked, Singapore's
        # and Malaysia's "Ah" before a name
        ("like ah telt ye", "like I told you"),
        ("from ah was 18", "from I was 18"),
        ("with Ah Seng and Mdm Rosie", "with Ah Seng and Mdm Rosie"),
        ("Am I living right", "Am I living right"),
        ("where am ah gettin that fae", "where am I getting that from"),
        ("how much wis ah gettin an hoor", "how much was I getting an hoor"),
        ("what does he always take", "what does he always take"),
        ("my son working hard is good", "my son working hard is good"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("ah move out from mih granny house, ah deh in Mesopotamia now",
         [("user", "lives_in", "mesopotamia")]),
        ("ah deh in Layou, lil apartment by de church", [("user", "lives_in", "layou")]),
        ("Ah move out Crown Heights now, ah by mih brother in Flatbush",
         [("user", "lives_in", "flatbush")]),
        ("ah workin immigration at de ferry terminal", [("user", "works_at", "ferry terminal")]),
        ("Girl ah workin security at Massy Stores", [("user", "works_at", "massy stores")]),
        ("Doc change mih losartan today, is 100mg now", [("user", "takes", "losartan")]),
        ("We have Flow internet at the house in Layou",
         [("user", "my:broadband provider", "flow")]),
        ("Ah change de house internet from Flow to Digicel",
         [("user", "my:broadband provider", "digicel")]),
        # (his course, since slot parser 116)
        ("Mih son Jaheim studyin law in Toronto",
         [("user's son jaheim", "course", "law")]),
        ("I drive a Toyota Vitz", [("user", "car", "toyota vitz")]),
        ("ah get ah new number since ah reach up here, is 647-555-0144 now",
         [("user", "my:phone number", "647-555-0144")]),
        ("ah move out ah Layou finally!! ah in Kingstown now wid mih cousin",
         [("user", "lives_in", "kingstown")]),
        ("I renting ah room in Canarsie", [("user", "lives_in", "canarsie")]),
        ("granny does tek 5mg amlodipine every morning",
         [("user's grandmother", "takes", "amlodipine")]),
        ("mih granny live up in Georgetown", [("user's grandmother", "lives_in", "georgetown")]),
        ("my nan lives in Leeds", [("user's grandmother", "lives_in", "leeds")]),
        # controls: a visit, a hotel, a late night, fast internet, a car's loan and seat, a room
        # booked
        ("I'm in Paris, little hotel near the Louvre", []),
        ("I am in Kingstown now", []),
        ("ah workin late again tonight", []),
        ("we have fast internet", []),
        ("I have a car loan there for the Vitz", []),
        ("I have a car seat for the baby", []),
        ("I booked a room in Canarsie", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # a home moved from, or said otherwise
        (["Ah livin in Layou wid mih granny"],
         "ah finally move out from granny house, ah deh in Mesopotamia now, lil apartment "
         "near de clinic", "updated"),
        (["Ah livin in Layou wid mih granny"],
         "ah deh in Mesopotamia, lil apartment near de clinic, yuh shoulda see de rain yesterday",
         "conflict"),
        (["I live in Crown Heights, Brooklyn"],
         "Ah move out Crown Heights now, ah by mih brother in Flatbush, smh", "updated"),
        # a job left for another, or said otherwise
        (["I work as a cashier at Massy Stores in Kingstown"],
         "Boy ah left Massy, ah workin security at de port now since last month", "updated"),
        (["I work as a cashier at Massy Stores in Kingstown"],
         "Girl ah workin security at de port, long hours but de pay decent", "conflict"),
        # a dose changed, or said otherwise
        (["The doctor has me on losartan 50mg every morning"],
         "Doc change mih losartan yesterday, is 100mg now every morning", "updated"),
        (["The doctor has me on losartan 50mg every morning"],
         "Ah does take mih losartan 100mg every morning", "conflict"),
        # the broadband's provider switched, and its password told
        (["We have Flow internet at the house in Layou"],
         "Ah change de house internet from Flow to Digicel, it faster bad", "updated"),
        (["We have Flow internet at the house in Layou"],
         "Ah change de house wifi password, it now Layou4Life2025 — save it fuh me", "refused"),
        # a PIN told "it now", and one changed without it
        ([], "Ah just change mih ATM PIN, it now 9163, hold it fuh me", "refused"),
        ([], "Ah just change mih ATM PIN, nah go tell yuh it 😂 how yuh goin today?", "none"),
        # what one always flies, after a request; and a request alone
        (["I live in Brooklyn, Crown Heights"],
         "Book mih flight to Argyle fuh Easter, I does always fly LIAT, doh put me on nothing "
         "else", "created"),
        (["I live in Brooklyn, Crown Heights"], "Book mih flight to Argyle fuh Easter please",
         "none"),
        # a plan of one's own, told with "ah"
        (["Carnival comin up"], "Ah register to play mas wid Mardi Gras Band dis year!!",
         "created"),
        # anger at a morning's bus, and a grudge of years kept
        (["Morning!"], "Ah still vex bout how de bus driver treat me dis mornin 😤", "none"),
        (["Morning!"], "Ah still vex bout how dem treat me at NCB fuh six years", "created"),
        # a grandmother's dose said otherwise; a dose of another medicine
        (["granny does tek 5mg amlodipine every morning"],
         "granny does tek 10mg amlodipine every morning", "conflict"),
        (["granny does tek 5mg amlodipine every morning"],
         "granny does tek 5mg amlodipine every morning, she never miss", "ignored"),
        # a home moved from after a cry of it, and a landlord said no to
        (["I renting ah room on Church Ave in Flatbush",
          "doh remember nuttin bout mih landlord Mr Baptiste, I doh want to hear bout him again"],
         "ah move out ah Flatbush finally!! ah in Canarsie now wid mih cousin", "updated"),
        (["I renting ah room on Church Ave in Flatbush",
          "doh remember nuttin bout mih landlord Mr Baptiste, I doh want to hear bout him again"],
         "dat man Baptiste still holding mih deposit, he say de floor had damage", "blocked"),
        # a number changed, and the same number said again
        (["mih number is 784-455-2310"],
         "ah get ah new number since ah reach up here, is 647-555-0144 now", "updated"),
        (["mih number is 784-455-2310"], "mih number is 784-455-2310, text me deh", "ignored"),
        # a move up to another city, and a grandmother's home repeated by an agent
        (["I living in Layou wid mih mammy"], "I done move up to Toronto since last month",
         "updated"),
        (["mih granny live up in Georgetown"],
         "agent:User's grandmother lives in Georgetown.", "ignored"),
        # a daughter's studies said again, or otherwise, by an agent
        (["Mih daughter Shania studyin nursin in London, she in she second year"],
         "agent:User's daughter Shania is studying nursing in London.", "ignored"),
        (["Mih daughter Shania studyin nursin in London, she in she second year"],
         "agent:User's daughter Shania is studying law in London.", "conflict"),
    ],
)  # fmt: skip
def test_the_door(tmp_path: Path, prior: list[str], text: str, expected: str) -> None:
    via = "agent" if text.startswith("agent:") else "observe"
    assert said_in_a_chat(tmp_path, prior, text.removeprefix("agent:"), via=via) == expected


@pytest.mark.parametrize(
    ("secret", "value", "twin"),
    [
        ("Ah just change mih ATM PIN at de bank, it now 9163, hold it fuh me", "9163",
         "Ah just change mih ATM PIN at de bank, it now work fine"),
        ("Ah change de house wifi password, it now Layou4Life2025", "Layou4Life2025",
         "Ah change de house wifi password, it now longer"),
        ("I changed my PIN, it's now 5820.", "5820", "I changed my PIN, it's now fixed."),
    ],
)  # fmt: skip
def test_secrets_told_their_way(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)


def test_an_agents_note_of_a_car_loan_is_no_other_car(tmp_path: Path) -> None:
    """A car loan told beside the car is kept (a blind recall set's note was held as another
    car), and a car told otherwise is still a conflict (the twin)."""
    prior = ["User drives a silver 2014 Toyota Vitz."]
    loan = "User has a car loan at the credit union for the Vitz, EC$420 a month."
    assert said_in_a_chat(tmp_path / "a", prior, loan, via="agent") == "created"
    other = "User drives a blue Honda Fit."
    assert said_in_a_chat(tmp_path / "b", prior, other, via="agent") == "conflict"
