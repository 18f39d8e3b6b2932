"""Changes, repeats, secrets and wishes, as the blind sets of the sixty-sixth session wrote them
in Ludhiana, Amritsar, Jalandhar, Patiala and Mohali English mixed with Romanized Punjabi.

Punjabi's verb-last statements read in English order (roman_punjabi.py): a move ("asi … ton …
shift ho gaye"), where one lives ("main … rehnda haan", "meri bhen … ch rehndi aa", "… ch
saadi kothi aa"), a job left or held ("… wali naukri chhad ditti", "main … ch … aa", "main …
ch … padhaunda haan"), one's number, email and account ("navaan number … aa hun", "hun mera
account … ch aa"), a dose taken or changed ("… roz lainda haan", "doctor ne bebe di dawai badal
ditti, hun …"), an illness and its doctor ("mainu … aa", "Dr. … kol treatment chal reha"), a
child's college, a diet, a day, a wish never to hear of something again ("… di gal na
chheddeyo", "ohde baare kuch v yaad na rakhi", "kise nu na dasso"); its words for family and
ownership ("bebe", "papa ji", "meri kudi", "saadi") as English's. Texts of other languages, and
every older text of tests/data, are not read as Punjabi. "… studies at …" is a school; an
agent's note is held to a memory said in Punjabi as that memory reads ("User eats chicken"
against "main pakka veg haan ji").
The sentences are this file's own. Real SQLite files, the real service; each with its twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from door import check_door, check_read_only_in_its_sets, said_in_a_chat, slots_read
from memwarden.roman_punjabi import reads_roman_punjabi
from memwarden.spelling import plain

# The blind sets written in Punjabi-English; every other text of tests/data is some other
# language's.
PUNJABI_SETS = (
    "review_suite_v113.jsonl",
    "review_suite_v115.jsonl",
    "recall_suite_agent_83.json",
)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("main Bathinda rehnda haan", "I live in Bathinda"),
        ("main Jalandhar ch Model Town ch rehni aa", "I live in Model Town, Jalandhar"),
        ("asi pichhle saal Khanna ton Zirakpur shift ho gaye",
         "we moved from Khanna to Zirakpur last year"),
        ("Gagan hun Brampton ton Calgary shift ho gaya",
         "Gagan now moved from Brampton to Calgary"),
        ("meri bhen Navdeep Winnipeg ch rehndi aa", "my sister Navdeep lives in Winnipeg"),
        ("Civil Lines ch saadi kothi aa", "our house is in Civil Lines"),
        ("hun Rose Garden de kol flat aa", "now we live in a flat near Rose Garden"),
        ("bank wali naukri chhad ditti", "I left the bank job"),
        ("main Punjabi University ch assistant professor aa",
         "I am an assistant professor at Punjabi University"),
        ("main Khalsa College ch physics padhaunda haan", "I teach physics at Khalsa College"),
        ("mera number 98765 11223 aa ji", "my number is 98765 11223"),
        ("navaan number 99887 66554 aa hun", "my new number is 99887 66554 now"),
        ("hun mera account Canara Bank di Model Town branch ch aa",
         "now my account is in Canara Bank's Model Town branch"),
        ("Telma 40 roz lainda haan", "I take Telma 40 daily"),
        ("bebe nu BP aa, Amlo 5 lende ne din ch do vaari",
         "my grandma has BP, my grandma takes Amlo 5 twice a day"),
        ("doctor ne bebe di dawai badal ditti, hun Amlo 10 raat nu",
         "the doctor changed my grandma's medicine, now my grandma takes Amlo 10 at night"),
        ("Dr Sandhu ne metformin vadha ditti, hun 1000 mg subah shaam",
         "Dr Sandhu raised my metformin, now I take metformin 1000 mg morning and evening"),
        ("mainu anxiety aa, Dr. Grewal kol treatment chal reha 3 mahine ton",
         "I have anxiety, Dr. Grewal has been treating me for 3 months"),
        ("meri kudi Harleen Winnipeg ch aa, Red River College ch padhdi aa",
         "my daughter Harleen studies at Red River College in Winnipeg"),
        ("main pakka veg haan ji, anda v nahi khaanda", "I am vegetarian, I don't eat eggs"),
        ("mera interview 3 July nu aa", "my interview is on 3 July"),
        ("Swift vech ditti, hun Baleno lai layi", "I sold the Swift, now I bought a Baleno"),
        ("Gurpreet de baare kuch v yaad na rakhi please",
         "please never bring up Gurpreet again"),
        ("mere bapu ji di bimari di gal na chheddeyo, yaad v na rakhi",
         "please never bring up my dad's illness again"),
        ("mera ex Karan, ohde baare kuch v yaad na rakhi",
         "please never bring up my ex Karan again"),
        ("maasi di koi vi gall yaad na rakhi please", "please never bring up my aunt again"),
        ("mere purane dost Bunty bare kuch yaad na rakhi",
         "please never bring up my old dost Bunty again"),
        ("court wali gall hun yaad na rakhi", "please never bring up court again"),
        ("taaya ji pind rehnde ne", "my uncle lives in the village"),
        ("maasi hun mere kol Patiala aa gaye ne", "my aunt now moved to Patiala"),
        ("kaka Sacred Heart school ch padhda", "my son studies at Sacred Heart school"),
        ("aaj asi Khanna shift ho gaye, hun Sirhind ton 10 minute",
         "today we moved to Khanna, now Sirhind ton 10 minute"),
        ("main Khanna ch ik rice mill ch accountant aa",
         "I am an accountant at a rice mill in Khanna"),
        ("main Infosys Mohali ch Java developer aa", "I am a Java developer at Infosys Mohali"),
        ("from Tuesday Sonalika factory ch sales manager lagga haan",
         "from Tuesday I start as a sales manager at Sonalika factory"),
        # controls: Roman Urdu's, Gujarati's and Marathi's stay theirs
        ("mera ghar Lahore mein hai", "my house Lahore mein hai"),
        ("hu Naranpura ma rahu chu", "I live in Naranpura"),
        ("mi Aundh la rahto", "I live in Aundh"),
    ],
)  # fmt: skip
def test_their_words_are_read(said: str, read: str) -> None:
    assert plain(said) == read


@pytest.mark.parametrize(
    ("text", "punjabi"),
    [
        ("main Moga rehnda haan", True),
        ("mainu kal fever si", True),
        ("saada ghar Sector 70 ch aa", True),
        ("dawai badal ditti doctor ne", True),
        ("papa ji di gal na chheddeyo, yaad v na rakhi", True),
        # controls: Hindi and Urdu, Gujarati, Marathi, Spanish, Tamil, Italian
        ("mera ghar Pune mein hai, kaam bhi yahin", False),
        ("hu Rajkot ma rahu chu", False),
        ("majha ghar Pune la aahe", False),
        ("el bebe no duerme, si, de verdad", False),
        ("kudi thanni venum da", False),
        ("di che parli? ne ho visto uno", False),
        # Hindi's "aa raha hai" (comes) is no Punjabi "aa" (is); its twin is
        ("mera code dekho, error aa raha hai", False),
        ("mera code Ludhiana wala aa", True),
    ],
)
def test_what_is_read_as_romanized_punjabi(text: str, punjabi: bool) -> None:
    assert reads_roman_punjabi(text) is punjabi


def test_no_older_text_is_read_as_punjabi() -> None:
    check_read_only_in_its_sets(reads_roman_punjabi, PUNJABI_SETS)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("main Bathinda rehnda haan", [("user", "lives_in", "bathinda")]),
        ("mera number 98765 11223 aa ji", [("user", "my:phone number", "98765 11223")]),
        ("Telma 40 roz lainda haan", [("user", "takes", "telma")]),
        ("User's son Arjun studies at Khalsa College in Amritsar.",
         [("user's son arjun", "school", "khalsa college")]),
        ("finally shift ho gaye Mohali 2 June nu, purani kothi kiraye te de ditti",
         [("user", "lives_in", "mohali")]),
        ("main Infosys Mohali ch Java developer aa",
         [("user", "job_title", "java developer"), ("user", "works_at", "infosys mohali")]),
        # controls: a school not named as one, a place one only passes by
        ("User's son Arjun studies at home.", []),
        ("roz Bathinda ton langhda haan", []),
    ],
)  # fmt: skip
def test_the_slots_read(text: str, read: list[tuple[str, str, str]]) -> None:
    assert slots_read(plain(text)) == read


@pytest.mark.parametrize(
    ("prior", "text", "expected", "retired"),
    [
        # a home moved from, or said otherwise
        (["main Khanna rehnda haan"], "asi Khanna ton Zirakpur shift ho gaye", "updated", [0]),
        (["main Khanna rehnda haan"], "main Zirakpur rehnda haan", "conflict", []),
        # a number changed, or said otherwise
        (["mera number 98765 11223 aa"], "navaan number 99887 66554 aa hun", "updated", [0]),
        (["mera number 98765 11223 aa"], "mera number 99887 66554 aa", "conflict", []),
        # a grandmother's dose changed, or said otherwise
        (["bebe Amlo 5 lende ne din ch do vaari"],
         "doctor ne bebe di dawai badal ditti, hun Amlo 10 raat nu", "updated", [0]),
        (["bebe Amlo 5 lende ne din ch do vaari"], "bebe Amlo 10 lende ne raat nu", "conflict",
         []),
        # a child's school changed, or said otherwise; a grandmother come to live with us
        (["kaka Sacred Heart school ch padhda"], "kaka Army Public School ch padhda",
         "conflict", []),
        (["kaka Sacred Heart school ch padhda"], "kaka Sacred Heart school ch padhda ji",
         "ignored", []),
        (["bebe pind rehnde ne"], "bebe hun saade kol Ludhiana aa gaye ne", "updated", [0]),
        (["bebe pind rehnde ne"], "bebe Ludhiana rehnde ne", "conflict", []),
        # a daughter's college in an agent's note, another or the same
        (["meri kudi Harleen Winnipeg ch aa, Red River College ch padhdi aa"],
         "User's daughter Harleen studies at Humber College in Toronto.", "conflict", []),
        (["meri kudi Harleen Winnipeg ch aa, Red River College ch padhdi aa"],
         "User's daughter Harleen studies at Red River College in Winnipeg.", "ignored", []),
        # a vegetarian's diet, said otherwise in a note, or again
        (["main pakka veg haan ji, meat anda kuch nahi khaanda"], "User eats chicken.",
         "conflict", []),
        (["main pakka veg haan ji, meat anda kuch nahi khaanda"], "User is vegetarian.",
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
        # a name said no to in Punjabi, then told of again; its twin of someone else
        (["mera ex Karan, ohde baare kuch v yaad na rakhi please"],
         "kal mall ch Karan nu dekhya, hun Dubai jaan lagga", "blocked", "observe"),
        (["mera ex Karan, ohde baare kuch v yaad na rakhi please"],
         "main Bathinda rehnda haan", "created", "observe"),
        # a cousin's divorce said no to, then his separation; his visit is no part of it
        (["cousin Jassi Southall wala, ohde divorce di gal kise nu na dasso"],
         "Jassi di court di date aa, alag hon wala case final ho jaana ohda", "blocked", "observe"),
        (["cousin Jassi Southall wala, ohde divorce di gal kise nu na dasso"],
         "Jassi Southall ton March ch aa reha, saade naal rahega", "created", "observe"),
        # an aunt said no to ("… di koi vi gall"), then told of; its twin of one's own home
        (["maasi di koi vi gall yaad na rakhi please"], "maasi hun saade kol Ludhiana rehnde ne",
         "blocked", "observe"),
        (["maasi di koi vi gall yaad na rakhi please"], "main Bathinda rehnda haan", "created",
         "observe"),
        # an agent's note of what the person said in Punjabi, and one of what they never said
        (["mainu anxiety aa, Dr. Grewal kol treatment chal reha 3 mahine ton"],
         "User is being treated for anxiety by Dr. Grewal.", "ignored", "agent"),
        (["main Bathinda rehnda haan"], "User is being treated for anxiety by Dr. Grewal.", "held",
         "agent"),
    ],
)  # fmt: skip
def test_what_was_said_no_to_and_repeated(
    tmp_path: Path, prior: list[str], text: str, expected: str, via: str
) -> None:
    assert said_in_a_chat(tmp_path, prior, text, via) == expected
