""" "Who is Dan?" is answered by what says who Dan is to the person (read/fusion.py
``with_who_it_is``): "rafa's dad is my ex Dan Whitfield" before "Dan's getting remarried in
the summer", which only speaks of him. Real SQLite files, words only; each negative has its twin.
"""

from __future__ import annotations

from pathlib import Path

from memwarden import Memory
from memwarden.settings import Settings

WORDS_ONLY = Settings(embedder="none", embed_worker=False)
WHO = "rafa's dad is my ex Dan Whitfield, he lives in Heaton in Newcastle and has Rafa weekends"
NEWS = "Dan's getting remarried in the summer, to a woman called Steph"


def test_who_someone_is_is_answered_by_what_says_who_they_are(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        m.remember(WHO)
        m.remember(NEWS)
        hits = m.recall("Who is Dan?", explain=True).results
        assert [h.memory.text for h in hits] == [WHO, NEWS]
        assert hits[0].explain["bonuses"]["who"] > 0
        assert "who" not in hits[1].explain["bonuses"]
        # The twins: asked something else of him, the news answers first; asked who someone
        # else is, nothing of Dan's is lifted.
        assert m.recall("When is Dan getting remarried?").results[0].memory.text == NEWS
        assert m.recall("Who is Steph?").results[0].memory.text == NEWS


def test_what_someone_is_in_other_words_answers_too(tmp_path: Path) -> None:
    """ "took on an apprentice in January - Kieran Bell, 17" says what Kieran is; "Priya is my
    usual crewmate" what Priya is."""
    said = "took on an apprentice in January - Kieran Bell, 17, keen as anything"
    news = "Kieran's first college assessment at Myerscough is on Wednesday 19 February"
    crew = "Priya is my usual crewmate, she's brilliant with kids on jobs"
    crew_news = "Priya's off to Tenerife in May"
    with Memory.open(tmp_path / "m.db", settings=WORDS_ONLY) as m:
        for text in (said, news, crew, crew_news):
            m.remember(text)
        assert m.recall("Who is Kieran?").results[0].memory.text == said
        assert m.recall("Who is Priya?").results[0].memory.text == crew
        # The twin: asked something else of him, the news answers first.
        assert m.recall("When is Kieran's assessment?").results[0].memory.text == news
