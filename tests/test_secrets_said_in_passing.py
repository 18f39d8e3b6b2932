"""Secrets told in passing, as two blind sets of the fiftieth session wrote them (Jamaican
English and Patois, Glasgow Scots): a code sent by text ("it's sent me a text, the code's
552913"), a security answer said ("… ma security question, name of ma first school, and I says
Thornwood Primary"; "… security question 'mother's maiden name' an mi put Gayle"), a PIN written
down for the companion after a colon a sentence or two after it is named ("Mek mi write it here
so mi nuh forget again: 4471"), and a new password told in the next sentence ("… so mi change di
password today. New one a Winston1958!"); and as a third (Cork English) wrote them, a PIN a dozen
words after its name ("… kept rejecting it, its 3382 now") and the security questions named, then
one quoted ("… for 'name of your first pet' I put Bonzo"); and as the fifty-second session's
Pidgin and Spanglish sets wrote them, a question quoted after "is" ("the security question stay
'what street you grew up on' an I wen put …"), one of the questions by what it asks ("for the
first pet one I put Chispa"), a password changed then what it is "now", a PIN put "here" with
"um" for "it". Each was kept as a memory before.
Each has its twin with no value, which must be kept; and through the real service on a real
SQLite file, nothing of the secret is stored.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from door import check_found, check_refused
from memwarden.write.credentials import find_secrets

CASES = [
    (
        "Kirsty's sortin ma Tesco order on the phone an it's sent me a text, the code's 552913, "
        "dae I put that in the wee box?",
        "552913",
        "Kirsty's sortin ma Tesco order on the phone an it's sent me a text, the van's comin at "
        "ten the morra",
    ),
    (
        "the bank sent me a text, the code is 804113",
        "804113",
        "the bank sent me a text, the code expires in 10 minutes",
    ),
    (
        "Phoned the Nationwide and they asked me ma security question, name of ma first school, "
        "and I says Thornwood Primary quick as ye like",
        "Thornwood Primary",
        "Phoned the Nationwide and they asked me ma security question and ma mind went blank, "
        "and I says Jean can you help",
    ),
    (
        "Di bank website ask mi security question 'mother's maiden name' an mi put Gayle, dat a "
        "mi madda family name",
        "Gayle",
        "Di bank website ask mi security question 'mother's maiden name' an mi cyaan remember "
        "what mi put",
    ),
    (
        "Lawd mi almos forget mi ATM PIN today a di machine. Mi change it lass week. Mek mi write "
        "it here so mi nuh forget again: 4471. Nuh tell nobody lol",
        "4471",
        "Lawd mi almos forget mi ATM PIN today a di machine. Mi change it lass week. Mek mi write "
        "it down so mi nuh forget again, Shanice seh fi use di app",
    ),
    (
        "Smaddy did a try get inna mi Facebook so mi change di password today. New one a "
        "Winston1958! so mi cyaan forget it",
        "Winston1958",
        "Smaddy did a try get inna mi Facebook so mi change di password today. New one better.",
    ),
    # (and of a Cork set: the PIN's value a dozen words after it, "… its 3382 now"; the security
    # questions named, then one of them quoted and what one put)
    (
        "changed the PIN on the debit card today cos the machine in Dunnes kept rejecting it, its "
        "3382 now, just putting it here so I dont forget it again",
        "3382",
        "changed the PIN on the debit card today cos the machine in Dunnes kept rejecting it, "
        "fierce embarrassing with a queue behind me",
    ),
    (
        "Was doing the security questions for the new online banking thing and for 'name of your "
        "first pet' I put Bonzo, our old sheepdog in Blarney",
        "Bonzo",
        "Was doing the security questions for the new online banking thing and for 'name of "
        "your first pet' I put nothing yet, I gave up halfway",
    ),
    # (and of the fifty-second session's Pidgin and Spanglish sets: the question quoted after
    # "is", then what one put; one of the questions by what it asks; a password changed, then
    # what it is now; a PIN put "here" with Pidgin's "um" for "it")
    (
        "ok so the security question is 'what street you grew up on' an I put Kamehameha Hwy lol",
        "Kamehameha Hwy",
        "ok so the security question is 'what street you grew up on', kinda nosy ah",
    ),
    (
        "the bank made me redo my security questions today, for the first pet one I put Chispa",
        "Chispa",
        "the bank made me redo my security questions today, for the first pet one I put a lot of "
        "thought in",
    ),
    (
        "Malia changed my gmail password again, now it's Poki2015!ewa, I can't keep up",
        "Poki2015!ewa",
        "Malia changed my gmail password again, now it's way too long, I can't keep up",
    ),
    (
        "I keep forgetting my ATM PIN. ok I going put um here so I no foget: 5582.",
        "5582",
        "I keep forgetting my ATM PIN. ok I going put um here so I no foget: the year my son was "
        "born",
    ),
    # a password's policy or hint quoted is no password; the password quoted is
    (
        'Our new office wifi password: "Change2024!" can you make a checklist?',
        "Change2024!",
        'Our new office wifi password policy: "Change it every 90 days, never on a sticky note." '
        "can you make a checklist?",
    ),
]


@pytest.mark.parametrize(("secret", "value", "twin"), CASES)
def test_the_secret_is_found_and_its_twin_holds_none(secret: str, value: str, twin: str) -> None:
    check_found(secret, value, twin)


@pytest.mark.parametrize(("secret", "value", "twin"), CASES)
def test_through_the_service_the_secret_is_refused_and_its_twin_kept(
    tmp_path: Path, digests_cut: Callable[[bytes], bytes], secret: str, value: str, twin: str
) -> None:
    check_refused(tmp_path, secret, value, twin, digests_cut)


@pytest.mark.parametrize(
    "text",
    [
        "my PIN, write it down here: 2019",  # a year is no PIN's value
        # the digits of a street's number, not the PIN's
        "Mi change mi ATM PIN lass week. Mek mi write it down, di branch: 4471 Main Street",
        "What is my password? New one is Winston1958",  # asked, not told
        "I changed my password today. New one is better.",
        # said after a question named, but not as its answer (no question told between)
        "the bank asked my security question and I said Jean was with me",
    ],
)
def test_what_only_looks_like_one_is_none(text: str) -> None:
    assert find_secrets(text) == []
