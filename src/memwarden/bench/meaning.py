"""How far apart a value and its paraphrase are, per embedder: the measurement behind the
thresholds of :mod:`memwarden.trust.meaning` (a measurement, not a test).

Run ``python -m memwarden.bench.meaning``. For each embedder it prints the cosine similarity of
every *paraphrase* pair (the same value in other words: must match) and every *unrelated* pair
(a different value, often on the same topic: must not match), and the gap between the lowest
paraphrase and the highest unrelated pair. The threshold is put inside that gap, nearer the
unrelated side's ceiling plus a margin, because a false block loses a memory the person wanted
while a missed paraphrase is still caught lexically or by the next wording.

The pairs were written for this purpose by the memwarden developers; none comes from a dataset.
"""

from __future__ import annotations

import json
import sys
from typing import Any

__all__ = ["PARAPHRASES", "UNRELATED", "measure"]

PARAPHRASES: tuple[tuple[str, str], ...] = (
    ("my ex-husband is called Mark", "the name of my former husband is Mark"),
    ("I am seeing a therapist for my anxiety", "I go to therapy because of anxiety"),
    ("I was fired from my job at the bank", "the bank let me go from my position"),
    ("my sister Anna died last year", "I lost my sister Anna last year"),
    ("I have a gambling debt of 20k", "I owe twenty thousand from gambling"),
    ("I failed my driving test three times", "I flunked the driving exam three times"),
    ("my password hint is my dog's name", "the hint for my password is the name of my dog"),
    ("I am allergic to penicillin", "penicillin gives me an allergic reaction"),
    ("I live at 12 Elm Street", "my home address is 12 Elm Street"),
    ("I had an affair in 2019", "in 2019 I cheated on my partner"),
    ("my daughter struggles with bulimia", "my daughter has an eating disorder, bulimia"),
    ("I am pregnant", "I'm expecting a baby"),
    ("I hate my boss Greg", "I can't stand Greg, my manager"),
    ("I was arrested for drunk driving", "the police arrested me for DUI"),
    ("my salary is 85,000 a year", "I earn 85,000 annually"),
    ("I am on antidepressants", "I take medication for depression"),
    ("I'm thinking about quitting my job", "I am considering leaving my job"),
    ("my father has dementia", "my dad suffers from dementia"),
    ("I'm afraid of flying", "flying on planes scares me"),
    ("I don't want to talk about my divorce", "please don't bring up my divorce"),
    ("I voted for the green party", "I gave my vote to the Greens"),
    ("my brother is in prison", "my brother is serving time in jail"),
    ("I had surgery on my knee in March", "in March I had an operation on my knee"),
    ("I'm secretly applying to other companies", "I am quietly looking for a new job elsewhere"),
)

UNRELATED: tuple[tuple[str, str], ...] = (
    ("my ex-husband is called Mark", "my favourite colour is green"),
    ("I am seeing a therapist for my anxiety", "I go running every morning"),
    ("I was fired from my job at the bank", "I opened a savings account at the bank"),
    ("my sister Anna died last year", "my sister Anna got married last year"),
    ("I have a gambling debt of 20k", "I paid off my student loan"),
    ("I failed my driving test three times", "I bought a new car in May"),
    ("I am allergic to penicillin", "I am allergic to cats"),
    ("I live at 12 Elm Street", "my office is on Main Street"),
    ("I had an affair in 2019", "I moved to Berlin in 2019"),
    ("my daughter struggles with bulimia", "my daughter plays the violin"),
    ("I am pregnant", "I am learning to knit"),
    ("I hate my boss Greg", "my neighbour Greg has a boat"),
    ("I was arrested for drunk driving", "I like driving along the coast"),
    ("my salary is 85,000 a year", "my rent is 1,200 a month"),
    ("I am on antidepressants", "I take vitamin D in winter"),
    ("I'm thinking about quitting my job", "I love my job"),
    ("my father has dementia", "my father plays golf on Sundays"),
    ("I'm afraid of flying", "I'm flying to Lisbon next week"),
    ("I don't want to talk about my divorce", "I want to talk about my vacation"),
    ("I voted for the green party", "I painted the fence green"),
    ("my brother is in prison", "my brother is a teacher"),
    ("I had surgery on my knee in March", "I started yoga in March"),
    ("I'm secretly applying to other companies", "our company is hiring engineers"),
    ("the user prefers tea", "the user lives in Paris"),
    ("my dog is called Rex", "my cat is called Luna"),
)


def _cosines(embedder: Any, pairs: tuple[tuple[str, str], ...]) -> list[float]:
    from ..embedders import embed_with_model

    left = embed_with_model(embedder, [a for a, _ in pairs]).vectors
    right = embed_with_model(embedder, [b for _, b in pairs]).vectors
    return [round(float(x), 4) for x in (left * right).sum(axis=1)]


def measure(names: tuple[str, ...] = ("minilm", "hashed")) -> dict[str, Any]:
    from ..embedders import get_embedder, minilm_available

    out: dict[str, Any] = {}
    for name in names:
        if name == "minilm" and not minilm_available():
            out[name] = {"skipped": "the minilm extra is not installed"}
            continue
        embedder = get_embedder(name)
        para = _cosines(embedder, PARAPHRASES)
        other = _cosines(embedder, UNRELATED)
        out[embedder.model_id] = {
            "paraphrase": {"n": len(para), "min": min(para),
                           "median": sorted(para)[len(para) // 2]},
            "unrelated": {"n": len(other), "max": max(other),
                          "median": sorted(other)[len(other) // 2]},
            "paraphrase_all": para,
            "unrelated_all": other,
        }  # fmt: skip
    return out


if __name__ == "__main__":
    json.dump(measure(), sys.stdout, indent=2)
    sys.stdout.write("\n")
