"""Changes, repeats and wishes, as blind sets of the sixty-second session wrote them in
Multicultural London English (Peckham, Croydon, Tottenham), typed in lower case.

London's words (spelling.py): "my whip" (my car), "my old man" (my dad), "my man" named or told
of (my partner), "cah" (because), "innit" after what is said. A wish not to hear of someone ends
before "fr", "bruv", "i'm done" and "i dont wanna …" (extract.py), and a name typed in lower
case after one of the person's relations ("my ex marcus", "my brother tunde") is the name said
no to (tombstones.py). The slot parser (102): how many shifts or days a week one works, a
handle after "'s" ("my snap's deji.fr"), "use … for everything" as one's email, "i do nails at
…" as where one works, a child who "started reception at" a school, "taking naproxen 250mg"
with its subject left out, "me and my boyfriend X been together", a Golf or Polo after its year.
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, said_in_a_chat, slots_read
from memwarden.spelling import plain


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("my whip's a grey astra", "my car's a grey astra"),
        ("my old man's back in kingston now", "my dad's back in kingston now"),
        ("me and my man tyrone been together 2 years",
         "me and my partner tyrone been together 2 years"),
        ("my man is femi", "my partner is femi"),
        ("my snap's tobi.xo innit, add me", "my snap's tobi.xo, add me"),
        ("changed it cah the old one got hacked", "changed it because the old one got hacked"),
        # controls: a whip of no one's, "my man" as a cry, "init" of a script, an old man
        ("the jockey dropped his whip", "the jockey dropped his whip"),
        ("oh my man!", "oh my man!"),
        ("the init script failed again", "the init script failed again"),
        ("an old man helped me with my bags", "an old man helped me with my bags"),
        ("she calls him 'my old man'", "she calls him 'my old man'"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("i do 3 shifts a week at the nursery", [("user", "shifts", "3 shifts")]),
        ("I work 4 days a week", [("user", "shifts", "4 days")]),
        ("my snap's tobi.xo", [("user", "my:snap", "tobi.xo")]),
        ("use tobi.adeyemi@outlook.com for everything",
         [("user", "my:email", "tobi.adeyemi@outlook.com")]),
        ("i do nails at a salon in lewisham called glow",
         [("user", "works_at", "glow")]),
        ("my son zion started reception at goose green primary",
         [("user's son zion", "school", "goose green primary")]),
        ("User's son Zion attends Reception at Goose Green Primary.",
         [("user's son zion", "school", "goose green primary")]),
        ("taking sertraline 50mg for my anxiety", [("user", "takes", "sertraline")]),
        ("me and my girlfriend amira been together 2 years", [("user", "partner", "amira")]),
        ("my car is a 2014 polo", [("user", "car", "polo")]),
        # controls: gym sessions are no shifts, an insta told of, yoga no job, golf no car
        ("i do 3 gym sessions a week", []),
        ("my insta's blowing up", []),
        ("i do yoga at the leisure centre", []),
        ("we played 18 golf holes in 2014", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # shifts a week put up, or said otherwise
        (["i do 3 shifts a week at the care home"],
         "they put me on 5 shifts a week now at the care home", "updated", [0]),
        (["i do 3 shifts a week at the care home"], "i do 3 shifts a week at the care home still",
         "ignored", []),
        # a car told as "my whip"
        (["my whip's a grey astra"], "sold the astra, my whip is a white polo now", "updated", [0]),
        # the partner told as "my man"
        (["me and my man tyrone been together 2 years"],
         "me and tyrone broke up, my man is femi now", "updated", [0]),
        # where one does nails, and the same place said again
        (["i do nails at a salon in lewisham called glow"], "i work at glow in lewisham",
         "ignored", []),
    ],
)  # fmt: skip
def test_the_door(
    tmp_path: Path, prior: list[str], text: str, expected: str, retired: list[int]
) -> None:
    check_door(tmp_path / "m.db", prior, text, expected, retired)


@pytest.mark.parametrize(
    ("prior", "text", "expected"),
    [
        # an ex said no to in lower case with "fr, i'm done" after, then named again
        (["i do 3 shifts a week at the care home", "don't bring up my ex kwesi again fr, i'm done"],
         "i do 4 shifts a week now at the care home, kwesi's sister works there too", "blocked"),
        (["i do 3 shifts a week at the care home", "don't bring up my ex kwesi again fr, i'm done"],
         "i do 4 shifts a week now at the care home, my sister works there too", "updated"),
        # a brother said no to, "…, hes away and i dont wanna talk bout him"
        (["i live in brixton with my mum",
          "dont remember anything about my brother dele, hes away and i dont wanna talk bout him"],
         "mum's sorting the box room for when my bro dele comes home in june", "blocked"),
        (["i live in brixton with my mum",
          "dont remember anything about my brother dele, hes away and i dont wanna talk bout him"],
         "mum's sorting the box room for when my cousin bisi comes home in june", "created"),
        # the dad said no to, then told of as "my old man"
        (["dont mention my dad to me, we dont speak"],
         "my old man's moved to birmingham apparently, my aunty told me", "blocked"),
        (["dont mention my dad to me, we dont speak"],
         "my aunty's moved to birmingham apparently, my cousin told me", "created"),
    ],
)  # fmt: skip
def test_what_was_said_no_to(tmp_path: Path, prior: list[str], text: str, expected: str) -> None:
    assert said_in_a_chat(tmp_path, prior, text) == expected
