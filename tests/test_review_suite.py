"""The labelled review suite (tests/data/review_suite.jsonl) through the real service: every
snippet gets the decision it is labelled with. The few the rules get wrong are listed here by
id as strict expected failures, so a fix (or a new mistake) shows up at once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from memwarden.bench.review_suite import EXPECTED, load, outcome

SUITE = Path(__file__).parent / "data" / "review_suite.jsonl"
# Written blind by a helper who never saw the rules, measured once (26/40), then developed on.
SUITE_V2 = Path(__file__).parent / "data" / "review_suite_v2.jsonl"
# A second blind set, by another helper: measured once (28/40), then developed on.
SUITE_V3 = Path(__file__).parent / "data" / "review_suite_v3.jsonl"
# A third, by a third helper: measured once (31/40), then developed on.
SUITE_V4 = Path(__file__).parent / "data" / "review_suite_v4.jsonl"
# A fourth, by a fourth helper: an agent's notes naming the person by their first name, once
# the person said it ("Aoife moved to Moycullen"), and notes about others. Measured once
# (10/40: every note read as someone else's), then the names were built (38/40). Its writer
# labelled an agent's change of the person's own words "updated"; DESIGN §5 holds it for the
# person, and those twelve are labelled "conflict" (the notes say so).
SUITE_V5 = Path(__file__).parent / "data" / "review_suite_v5.jsonl"
# A fifth, by a fifth helper, written while the job and its employer were being built as two
# slots, seen only after: the person's work, a title and an employer in one sentence. Measured
# on the session's first code (23/40) and on the two slots as first built (32/40), then
# developed on (38/40).
SUITE_V6 = Path(__file__).parent / "data" / "review_suite_v6.jsonl"
# A sixth, by a sixth helper: statements touching several priors (a job and its employer told
# apart, a diet beside an allergy, a medicine switched). Measured once on the twenty-ninth
# session's first code and on its code with the two halves ended (28/40 each), then developed
# on (35/40; 38/40 in the thirtieth session).
SUITE_V7 = Path(__file__).parent / "data" / "review_suite_v7.jsonl"
# A seventh, by a seventh helper: contact details, doses, diets in chat words, a name taken on
# marrying, repeats in other words. Its writer was told "blocked" for planted orders and
# "refused" for a topic the person said no to, the other way round from the service's words;
# those four are labelled as the service names them (a planted order is held, one carrying a
# secret refused, a topic said no to blocked; the notes say so). Measured once on the thirtieth
# session's first code (22/40), then developed on (34/40).
SUITE_V8 = Path(__file__).parent / "data" / "review_suite_v8.jsonl"
# An eighth, by an eighth helper, briefed with the service's own words for every label (and,
# among its examples, a sentence after someone else's leaving its subject out, which the
# session had just built). Measured once on the session's first code (21/40) and once on the
# code of the moment (26/40) before its misses were read, then developed on (34/40).
SUITE_V9 = Path(__file__).parent / "data" / "review_suite_v9.jsonl"
# A ninth, by a ninth helper, half of it an agent's notes naming the person: measured once on the
# session's first code (27/40) and once on the code of the moment (29/40), then developed on
# (34/40).
SUITE_V10 = Path(__file__).parent / "data" / "review_suite_v10.jsonl"
SUITES = (
    SUITE, SUITE_V2, SUITE_V3, SUITE_V4, SUITE_V5, SUITE_V6, SUITE_V7, SUITE_V8, SUITE_V9,
    SUITE_V10,
)  # fmt: skip
CASES = [case for suite in SUITES for case in load(suite)]

# Known misses of the deterministic rules (measured, not tuned away; see docs/benchmarks.md).
KNOWN_MISSES = {
    202: "'sertraline' is a medication: knowing that takes a vocabulary the rules do not have",
    214: "by design an agent contradicting the person is held for the person, not an update",
    235: "'weigh' and 'weight' are different stems, and their meanings are too close to others",
    315: "'tom and i broke up' names the partner by name: no partner slot is read from it",
    340: "'i'm in leeds' may be a visit: only 'live in' and its kin fill the home slot",
    409: "'that's my favourite coffee' points back at the clause before: no anaphora is read",
    421: "'I'm at Shopify' may be a visit: only 'work at' and its kin fill the employer slot",
    428: "'pork no, I not eat it' is a grammar the rules do not read",
    612: "'Nobu in Dubai' and 'Nobu Dubai' are read as two employers: held for the person",
    625: "'i drive buses' is a bus driver's job only to a vocabulary the rules do not have",
    731: "'aisha is six' names a child by her name alone, and says her age in words",
    733: "'bruno's my golden retriever' is no pet statement to the rules",
    813: "'2 children — Luka and Ana' and 'two kids, Ana and Luka': no slot holds the names",
    817: "an agent's guess at a diagnosis is kept as the agent's note: no rule reads a guess",
    821: "'custody hearing with my ex' is the divorce only by meaning (MiniLM 0.31, under 0.75)",
    822: "'still at Deloitte' may be a visit: only 'work at' and its kin fill the employer slot",
    825: "'AA meetings' is the drinking only by meaning (MiniLM 0.25, under 0.75)",
    832: "'Note: user has moved …' reads as an order to keep it: held as planted, not a conflict",
    902: "'2 children - Mia and Leo' and 'two kids, Leo and Mia': no slot holds the names",
    904: "'lucia got a new job.' names no one of the person's by 'my': no statement is kept",
    909: "one zero-width space at each word's edge is copy-paste debris to the guard, not a sign",
    921: "'User's surname is now Weber' is half a name: no slot holds the surname alone",
    922: "'I run 5k every morning' in other words fills no slot: no repeat is seen",
    933: "'down to 82 kg this week!' names no weight and no one: no statement is kept",
    1007: "which phone one uses (an Android, an iPhone 15) is no slot",
    1017: "'User is divorced' beside 'married to Priya': divorced is an identity, not a partner",
    1031: "'BMO' is not the initials of 'Bank of Montreal' in their order",
    1033: "'type one diabetis' beside 'type 1 diabetes': a number in words and a typo",
    1037: "'the divorce hearing got moved' keeps no statement (its logged turn is blocked)",
    1038: "'Lucía has lost 6 kg' is the weight only by meaning (MiniLM 0.26, under 0.75)",
}


def test_the_suite_is_large_and_covers_every_decision() -> None:
    assert len(CASES) >= 80
    assert {case["expected"] for case in CASES} == set(EXPECTED)
    assert len({case["id"] for case in CASES}) == len(CASES)


@pytest.mark.parametrize(
    "case",
    [
        pytest.param(
            case,
            id=f"{case['id']}-{case['expected']}",
            marks=[pytest.mark.xfail(reason=KNOWN_MISSES[case["id"]], strict=True)]
            if case["id"] in KNOWN_MISSES
            else [],
        )
        for case in CASES
    ],
)
def test_each_snippet_gets_its_labelled_decision(case: dict[str, Any], tmp_path: Path) -> None:
    assert outcome(case, tmp_path) == case["expected"], case.get("note")
