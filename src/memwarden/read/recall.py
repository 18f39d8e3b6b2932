"""Recall: the gate in one query, then BM25 over stems and vector similarity (each on its own),
fused with the chat-neighbour signal and small bonuses (:mod:`memwarden.read.fusion`; a request
for advice leans on meaning, :mod:`memwarden.read.queryform`), then the tombstone filter. "My
sister" is searched for with the name the person gave her (:mod:`memwarden.entities.relations`),
chat shorthand as what it stands for (:mod:`memwarden.read.shorthand`), an agent's "the user"
as the person's "I" and "my" (:mod:`memwarden.read.person`), and a statement learned word for
word from a turn is given once with that turn (:func:`_one_answer`).
Vector hits are gated again and rechecked against current content hashes
(:mod:`memwarden.read.vector_signal`). Each signal brings its best candidates, and each
candidate is then scored by both: the lexical search's candidates get their cosines, the vector
signal's their BM25 (:func:`_complete`).

The gate (status allowlist, scopes, the ACL's shape and match, event time, system time) is a
:class:`~memwarden.store.base.Gate` that the store applies inside the same statement as the
full-text match, so nothing outside it is ever ranked. Query words are OR-joined, so a
natural-language question never AND-joins itself into zero hits; a query about nothing stored
matches nothing and returns nothing. Ties are broken by id, so the same store and query always
give the same answer.
"""

from __future__ import annotations

import contextlib
import math
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from functools import cache

from rapidfuzz.distance import OSA

from ..entities.graph import graph_signal
from ..entities.relations import Relations, relation_words, resolve
from ..errors import InvalidInputError
from ..model import Kind, MemoryRecord, Principal, RecallHit, RecallResponse, Status
from ..store.base import Gate, LexicalCandidate, LexicalResult, Store, TombstoneRow
from ..text import cached_texts, index_tokens, stems, terms, words
from ..trust.principals import validate_scope
from ..trust.tombstones import in_scope, matching_tombstone, prime
from ..write.candidate import parse_kind
from ..write.eventtime import event_time
from ..write.names import name_key, person_names
from ..write.slots import KEY_SEP, as_the_user, parse_slot
from ..write.topics import Topic
from .assamese import assamese_for
from .bangla import bangla_for
from .camfranglais import camfranglais_for
from .doric import doric_for
from .fusion import (
    FusedHit,
    Fusion,
    changed_later,
    fuse,
    with_before,
    with_changed_before,
    with_changed_later,
    with_context,
    with_continuity,
    with_latest,
    with_moved_on,
    with_not_asked,
    with_policy,
    with_speaker,
    with_time,
    with_who_it_is,
)
from .gujarati import gujarati_for
from .kannada import in_kannada, kannada_for
from .kept import Kept
from .malayalam import in_malayalam, malayalam_for
from .marathi import in_marathi, marathi_for
from .nepali import nepali_for
from .odia import odia_for
from .person import about_the_person_only, first_person, pronouns_as_person
from .pidgin import pidgin_for
from .punjabi import punjabi_for
from .queryform import advice_request
from .querytime import (
    SAID_AFTER,
    WINDOW_CANDIDATES,
    QueryTime,
    in_window,
    query_time,
    time_boosts,
    told_in_window,
)
from .sheng import sheng_for
from .shorthand import (
    assamese_words,
    bangla_words,
    camfranglais_words,
    doric_words,
    gujarati_words,
    kannada_words,
    malayalam_words,
    marathi_words,
    nepali_words,
    odia_words,
    pidgin_words,
    punjabi_words,
    sheng_words,
    sinhala_words,
    spanish_words,
    spelled_out,
    tamil_words,
    telugu_words,
    urdu_words,
    vincentian_words,
)
from .sinhala import sinhala_for
from .slots import (
    PERSON,
    PET_KINDS,
    asked_pet_kind,
    asked_polarity,
    asked_slots,
    asks_the_latest,
    asks_the_past,
    asks_the_present,
    asks_when,
    before_what,
)
from .speaker import names_someone, others_turns
from .tamil import tamil_for
from .telugu import as_kin, in_telugu, telugu_for
from .topics import asked_topics, best_of, naming_words
from .typos import joined_words, tolerant_search
from .urdu import urdu_for, without_words
from .vincentian import vincentian_for

__all__ = ["CANDIDATES", "RecallRequest", "Semantic", "query_stems", "recall"]

# A name asked of someone or something else: "my sister's kids names", "the dog's name", "her
# ex's name" (not "my name", "my full name", "what is the name of …").
_ANOTHERS_NAME = re.compile(
    r"(?<![\w'’])(?!(?:my|your|our|i|me|the|a|an|what|whats|is|are|was|full|first|last|middle"
    r"|nick|maiden|married|user|user['’]s|of)\b)[^\W\d_][\w-]*(?:['’]s|s['’])?"
    r"\s+(?:(?:first|full|middle|last|nick)\s+)?names?\b",
    re.IGNORECASE,
)

# … and a birthday asked of someone else: "when's sam's birthday", "my brother's bday".
_ANOTHERS_BIRTHDAY = re.compile(
    r"(?<![\w'’])(?!(?:my|your|our|user|the)\b)[^\W\d_][\w-]*['’]s\s+(?:birthday|bday|b-day)\b",
    re.IGNORECASE,
)

MAX_LIMIT = 1000


@dataclass(frozen=True, slots=True)
class RecallRequest:
    query: str
    limit: int = 10
    as_of: datetime | None = None
    known_at: datetime | None = None
    scopes: tuple[str, ...] | None = None
    kinds: tuple[str, ...] | None = None
    explain: bool = False


def _scopes(requested: Sequence[str] | None, principal: Principal) -> tuple[str, ...] | None:
    if requested is None:
        return principal.scopes
    asked = tuple(dict.fromkeys(validate_scope(s) for s in requested))
    if principal.scopes is None:
        return asked
    # Scopes the caller does not hold are simply not searched: the same as scopes with no match.
    return tuple(s for s in asked if s in principal.scopes)


def build_gate(request: RecallRequest, principal: Principal, now: datetime) -> Gate:
    kinds: tuple[Kind, ...] | None = None
    if request.kinds is not None:
        kinds = tuple(parse_kind(k) for k in request.kinds)
    as_of = request.as_of or request.known_at or now
    present = request.as_of is None and request.known_at is None
    return Gate(
        scopes=_scopes(request.scopes, principal),
        labels=None if principal.is_owner else principal.labels,
        as_of=as_of,
        historical=request.as_of is not None and request.known_at is None,
        known_at=request.known_at,
        kinds=tuple(str(k) for k in kinds) if kinds is not None else None,
        # "Where did I live before Porto?" asks for a truth that ended (read/slots.py).
        past=present and asks_the_past(request.query),
        # "When did I start at Little Marlow?" is answered by history too (read/slots.py).
        events=present and asks_when(request.query),
    )


# How many statements of the person's name are read (write/names.py).
_NAMES_READ = 3
# Each signal brings at least this many candidates to the fusion (more when the limit is higher).
CANDIDATES = 50
# A category's candidates are the best of its newest this many memories (read/topics.py): a
# long row costs ~20 µs to read and rank, and 600 gave the same answers (docs/benchmarks.md).
_TOPIC_POOL = 300

# The vector signal, in two steps so it can run beside the lexical search: (query, k) starts
# it; what that returns, called with (gated ids → records, gated ids → content hashes, the ids
# already read through the gate → their content hashes, whose cosines are wanted too), gives
# the (id, cosine) pairs best first, rechecked, with their records.
Finish = Callable[
    [
        Callable[[Sequence[str]], Mapping[str, MemoryRecord]],
        Callable[[Sequence[str]], Mapping[str, str | None]],
        Mapping[str, str | None],
    ],
    tuple[list[tuple[str, float]], Mapping[str, MemoryRecord]],
]
Semantic = Callable[[str, int], Finish]


def recall(
    store: Store,
    principal: Principal,
    request: RecallRequest,
    now: datetime,
    *,
    semantic: Semantic | None = None,
    fusion: Fusion | None = None,
    recent: frozenset[str] = frozenset(),
) -> tuple[RecallResponse, dict[str, int]]:
    """Answer ``request`` for ``principal``. Also returns tombstone hits to record.

    ``recent`` are the stems of the session's last few queries (see
    :func:`~memwarden.read.fusion.with_continuity`).

    ``semantic`` is the vector signal (see :mod:`memwarden.read.vector_signal`); without it
    recall is lexical only. The signals are fused by :mod:`memwarden.read.fusion`.
    """
    if isinstance(request.limit, bool) or not isinstance(request.limit, int):
        raise InvalidInputError("limit must be a whole number")
    if not 1 <= request.limit <= MAX_LIMIT:
        raise InvalidInputError(f"limit must be from 1 to {MAX_LIMIT}")
    gate = build_gate(request, principal, now)
    # "my sister" is searched for with the name the person gave her, as if they had said "my
    # sister Ana": her memories share no word with the question (entities/relations.py; read
    # through the same gate). Words, meaning and names are searched for what was meant.
    # Chat shorthand is spelled out first ("meds" → medication: read/shorthand.py), and an
    # agent's "the user" read as the person's "I" / "my" (read/person.py).
    # The person's own name in an agent's question ("What is Aoife's job?") is "the user" too
    # (write/names.py), read through the same gate.
    names = _person_names(store, gate)
    asked = first_person(as_the_user(request.query, names) or request.query)
    # "where does she live now?", asked with no one named: the person (read/person.py) — for
    # its words, slots and relations; its meaning is read as asked (MiniLM puts "am I
    # married?" further than "is she married?" from "User is separated from her husband").
    as_asked = spelled_out(asked)
    read = pronouns_as_person(asked, names_someone=names_someone(asked))
    plain = as_asked if read == asked else spelled_out(read)
    # (a Telugu question's "papa" is a daughter, not the father English reads: read/telugu.py;
    # "mih (my) bestie", "ma (my) brother": whose it is, glossed, is "my" for the relation)
    mine = _as_mine(plain)
    relations = resolve(
        store,
        gate,
        as_kin(mine)
        if in_telugu(asked)
        and not in_malayalam(asked)
        and not in_kannada(asked)
        and not in_marathi(asked)
        else mine,
    )
    if mine != plain and not (relations.names or relations.words):
        mine = plain  # (no relation read so: the question as glossed)
    meant = relations.spelled(mine)
    embedded = (
        meant
        if as_asked == plain
        else relations.spelled(_as_mine(as_asked) if mine != plain else as_asked)
    )
    # "What do you know about me?" has no topic: the person's memories answer it, ordered by
    # the bonuses alone (read/person.py); its words and meaning would pick noise.
    everything = about_the_person_only(meant)
    # A question asked in Spanish: its small words are searched for no more than English's
    # are, and the words read/shorthand.py knows are words, not typos ("cuanto" is no "cuarto").
    # Romanized Telugu is read first, by words no other language has ("enti", "ekkada",
    # "eppudu", "ippudu"; read/telugu.py: "entha" is Tamil's too), then Romanized Tamil ("enna",
    # "eppo", "evlo", "ippo"; read/tamil.py), then Romanized Bangla ("te" and "o" are Spanish's
    # too, "ki" and "kon" Urdu's), each with its meaning without its small words, as Urdu's
    # below; a question in Doric ("fit's ma faither on noo") has its small words searched for no
    # more than English's (read/doric.py).
    # (… Romanized Malayalam before them all, by its own words: "evide", "ethra", "aanu", "njan";
    # it shares "ippo", "eppo" and "entha" with Tamil and Telugu: read/malayalam.py)
    known, small = malayalam_words(asked)
    if not small:
        # (… and Romanized Kannada after it, by its own words: "yelli", "yaavaga", "alli",
        # "naanu"; its "nanna" is "my", Telugu's a father: read/kannada.py)
        known, small = kannada_words(asked)
    if not small:
        # (… and Romanized Marathi after them, by its own words: "aahe", "kuthe", "kadhi",
        # "madhe"; Urdu's "kon" and "ka" are its too: read/marathi.py)
        known, small = marathi_words(asked)
    if not small:
        # (… and Romanized Gujarati after Marathi, by its own words: "kyare", "ketla", "che",
        # "shu"; its "kya" is where, Urdu's what: read/gujarati.py)
        known, small = gujarati_words(asked)
    if not small:
        # (… and Romanized Punjabi after Gujarati, by its own words: "kithe", "kado", "kinni",
        # "ch"; its "ki" and "hun" are Urdu's too: read/punjabi.py)
        known, small = punjabi_words(asked)
    if not small:
        # (… and Romanized Nepali and Odia after Punjabi, by their own words: "kahile", "kati",
        # "mero", "thiyo"; "kebe", "kouthi", "ebe", "ghara"; Nepali's "ko" and "kaha" are
        # Urdu's too, Odia's "kete" and "dei" Bangla's: read/nepali.py, read/odia.py)
        known, small = nepali_words(asked)
    if not small:
        known, small = odia_words(asked)
    if not small:
        # (… and Romanized Sinhala and Assamese after Odia, by their own words: "mokakda",
        # "koheda", "kawadda", "kalin"; "ketia", "kot", "kiman", "etiya"; Sinhala's "amma" and
        # "akka" are Tamil's too, Assamese's "ki", "kon" and "amar" Bangla's: read/sinhala.py,
        # read/assamese.py)
        known, small = sinhala_words(asked)
    if not small:
        known, small = assamese_words(asked)
    if not small:
        known, small = telugu_words(asked)
    if not small:
        known, small = tamil_words(asked)
    if not small:
        known, small = bangla_words(asked)
    if not small:
        # (… or in French or Camfranglais, read before Spanish, whose "de" and "la" it shares,
        # and Cameroon Pidgin, whose "ma": read/camfranglais.py)
        known, small = camfranglais_words(asked)
    if small:
        embedded = without_words(embedded, small)
    else:
        # (… or in Doric, its small words searched for as English's: read/doric.py)
        known, small = doric_words(asked)
    if not small:
        known, small = spanish_words(asked)
    if not small:
        # (… or in Cameroon Pidgin, its small words searched for as English's: read/pidgin.py)
        known, small = pidgin_words(asked)
    if not small:
        # (… or in Vincentian Creole, its small words searched for as English's:
        # read/vincentian.py)
        known, small = vincentian_words(asked)
    if not small:
        # (… or in Sheng or Swahili, whose small words, as Urdu's below, make any message
        # typed in it look alike to the embedding model: read/sheng.py)
        known, small = sheng_words(asked)
        embedded = without_words(embedded, small) if small else embedded
    if not small:
        # … or in Roman Urdu, whose small words also make any message typed in it look alike
        # to the embedding model: the question's meaning is read without them (read/urdu.py).
        known, small = urdu_words(asked)
        embedded = without_words(embedded, small) if small else embedded
    query_terms = [] if everything else [t for t in terms(meant) if t not in small] or words(meant)
    # A question naming a category of the person's ("What are my hobbies?", "user health
    # conditions") is answered by its instances (read/topics.py); one naming someone or
    # something by name is about them ("How was Caroline's road trip?", "When am I traveling
    # to Japan?"). Named with nothing else, the category is searched for by its instances'
    # words, not its own: "hobbies" found "Deji's only hobby" before "I play bass in a band".
    topics = asked_topics(meant)
    if topics and names_someone(plain, but=naming_words(plain, topics) | relation_words(plain)):
        topics = ()
    if topics and set(query_terms) <= naming_words(meant, topics):
        query_terms = []
    # Whatever its language, it is searched for the Urdu, the Bangla, the Tamil, the Telugu and
    # the Doric the person's own messages say its things in too ("naam" for a name, "kamar" for
    # the back, "basha" for the home, "mamiyar" and "atta" for a mother-in-law, "faither" for a
    # father), and the Malayalam ("ammayiamma", "aniyathi", "achan"), by words only
    # (read/urdu.py, read/bangla.py, read/tamil.py, read/telugu.py, read/doric.py,
    # read/malayalam.py; a word Tamil says too, "veedu", "kalyanam", searched for once), the
    # Kannada ("atthe", "thangi", "naayi": read/kannada.py), the Marathi ("aai", "sasubai",
    # "lagnacha": read/marathi.py), the Gujarati ("dhaaba", "dikro", "patang":
    # read/gujarati.py), the Sheng ("mbwa", "daktari", "mathe": read/sheng.py), the Vincentian
    # Creole ("docta", "bwoy", "wuk": read/vincentian.py), the Cameroon Pidgin and
    # Camfranglais ("mami", "chantier": read/pidgin.py), the Nepali ("buwa", "aankha", "bihe":
    # read/nepali.py), the Odia ("bapa", "chakiri", "bahaghara": read/odia.py), the Sinhala
    # ("thaththa", "gedara", "beheth": read/sinhala.py) and the Assamese ("deuta", "suwali",
    # "dorob": read/assamese.py).
    if query_terms:
        said_in_others = (
            urdu_for(meant) + bangla_for(meant) + tamil_for(meant) + telugu_for(meant)
            + doric_for(meant)
        )  # fmt: skip
        said_in_south = [m for m in malayalam_for(meant) if m not in said_in_others]
        said_in_south += [m for m in kannada_for(meant) if m not in said_in_others + said_in_south]
        said_in_south += [m for m in marathi_for(meant) if m not in said_in_others + said_in_south]
        said_in_south += [m for m in pidgin_for(meant) if m not in said_in_others + said_in_south]
        said_in_south += [
            m for m in vincentian_for(meant) if m not in said_in_others + said_in_south
        ]
        said_in_south += [m for m in gujarati_for(meant) if m not in said_in_others + said_in_south]
        said_in_south += [m for m in sheng_for(meant) if m not in said_in_others + said_in_south]
        said_in_south += [m for m in punjabi_for(meant) if m not in said_in_others + said_in_south]
        said_in_south += [
            m for m in camfranglais_for(meant) if m not in said_in_others + said_in_south
        ]
        said_in_south += [m for m in nepali_for(meant) if m not in said_in_others + said_in_south]
        said_in_south += [m for m in odia_for(meant) if m not in said_in_others + said_in_south]
        said_in_south += [m for m in sinhala_for(meant) if m not in said_in_others + said_in_south]
        said_in_south += [m for m in assamese_for(meant) if m not in said_in_others + said_in_south]
        said_in_urdu = [w for w in said_in_others + said_in_south if w not in query_terms]
        query_terms += said_in_urdu
        known |= frozenset(said_in_urdu)
    tombstones = store.tombstones(None)
    hits: list[RecallHit] = []
    tombstone_hits: dict[str, int] = {}
    corrected: dict[str, str] = {}
    if (query_terms or semantic is not None or everything or topics) and gate.scopes != ():
        fetch = max(request.limit, CANDIDATES) + (2 * request.limit + 10 if tombstones else 0)
        lexical: list[tuple[str, float, dict[str, float]]] = []
        records: dict[str, MemoryRecord] = {}
        bags_of: dict[str, _Bag] = {}  # memory id → its index tokens, counted
        # Started first: the query's embedding and the index search run while the words are
        # searched (read/vector_signal.py).
        finish = semantic(embedded, fetch) if semantic is not None and not everything else None
        bm25 = _BM25(bags_of)  # each text tokenized once a recall
        if query_terms:  # unknown words corrected: read/typos.py
            said = words(meant)
            joined = joined_words(said, query_terms)  # "wood shop": "woodshop"
            scored, corrected = tolerant_search(
                store, gate, query_terms, fetch, bm25, joined, said, known
            )
            spelled = _with_corrections(embedded, corrected) if corrected else embedded
            if spelled != embedded and finish is not None and semantic is not None:
                # Meant with what a typo stood for: "my daugter (daughter)", for the meaning
                # too (the embedding of the first, typed, form is let go).
                finish = semantic(spelled, fetch)
            lexical = [(c.id, score, per) for c, score, per in scored][:fetch]
            # The rows the search read through the gate with the candidates, for those kept.
            records.update((c.id, c.load()) for c, _, _ in scored[:fetch] if c.load is not None)
        # Full rows through the gate (the bonuses and the tombstone filter read them), for
        # candidates the search did not bring whole.
        records.update(store.get_gated([m for m, _, _ in lexical if m not in records], gate))
        # read/querytime.py: the time as asked ("xmas 2033", which "xmas (christmas) 2033" would
        # cut from its year), else with the shorthand spelled out ("this wknd (weekend)").
        qtime = query_time(read, gate.as_of)
        if not qtime.windows and plain != read:
            qtime = query_time(plain, gate.as_of)
        timely = _of_the_time(store, gate, qtime, records)
        # Whether a memory's truth has ended, worked out once a recall (it reads the text's
        # times): for a question about before, its slot and its bonus both ask.
        # Of a question about before a named point ("before Little Marlow"), a memory filling
        # its slot with that very point is the point, not what came before it, even once over.
        point = before_what(plain) if gate.past else None
        is_point = cache(
            lambda memory_id: bool(point) and _holds(records[memory_id], point or "", names)
        )
        over = cache(lambda memory_id: _is_over(records[memory_id], gate.as_of, names))
        ended = cache(lambda memory_id: over(memory_id) and not is_point(memory_id))
        # "What do I do for work?": the memories filling the person's job (read/slots.py).
        slotted = _of_the_slots(
            store, gate, meant, records, ended, names, lambda m: is_point(m) and over(m)
        )
        # "What are my hobbies?": the memories of its instances (read/topics.py).
        topical = _of_the_topics(store, gate, topics, records)
        person = _the_person(store, gate, fetch, records) if everything else []
        marking = [*timely, *slotted, *topical]
        if marking:
            lexical = _with_scored(lexical, marking, records, bm25)
        vector: list[tuple[str, float]] = []
        if finish is not None:
            # Every lexical candidate's cosine too, not only the nearest k's (see _complete).
            scored_too = {m: records[m].content_hash for m, _, _ in lexical if m in records}
            scored_too.update((m, records[m].content_hash) for m in marking)
            vector, seen = finish(
                lambda ids: _gated(store, gate, ids, records),
                lambda ids: _gated_hashes(store, gate, ids, records),
                scored_too,
            )
            records.update(seen)
            lexical = _complete(lexical, vector, records, bm25)
        fusion = fusion or Fusion()
        # A request for advice leans on meaning (read/queryform.py), when there is meaning.
        advice = advice_request(request.query) if vector else None
        if advice is not None:
            fusion = fusion.for_advice()
        graph = graph_signal(store, gate, meant, fetch) if fusion.graph_weight else None
        if graph is not None and graph.scores:  # entities/graph.py; gated in its own queries
            records.update(store.get_gated([m for m in graph.scores if m not in records], gate))
        # A question about nothing but a time is answered by the memories of it, and only by
        # them (and, below, their turns' chat neighbours): its meaning ("what did I do …") is
        # close to any day's doings (fusion.py). Whichever signal brought them: "I paid off my
        # loans in January", said in March, is of January by its words.
        timed = frozenset()
        if qtime.only:
            brought = [*timely, *(m for m, _, _ in lexical), *(m for m, _ in vector),
                       *(graph.scores if graph else ())]  # fmt: skip
            timed = frozenset(m for m in brought if m in records and in_window(qtime, records[m]))
        # … and first by those that tell it, over those only said then ("meeting tariq thurs
        # 15th july" over "User is a chef", both said in July, for "what's on this month?").
        told = frozenset(m for m in timed if told_in_window(qtime, records[m]))
        marked = {"time": told or timed, "slot": slotted, "topic": topical, "person": person}
        ranked = fuse(lexical, vector, records, now, fusion, graph.scores if graph else None,
                      marked)  # fmt: skip
        if timed:
            ranked = [h for h in ranked if h.memory_id in timed]
        if fusion.context_weight > 0:
            turns = [h.memory_id for h in ranked[:fetch] if _is_turn(records[h.memory_id])]
            neighbours = store.episode_neighbours(turns, fusion.context_reach) if turns else {}
            wanted = {n for near in neighbours.values() for n, _ in near} - records.keys()
            records.update(store.get_gated(sorted(wanted), gate))
            ranked = with_context(ranked, neighbours, records, now, fusion)
        if qtime.active:
            ranked = with_time(ranked, time_boosts(qtime, records, [h.memory_id for h in ranked]))
        others = others_turns(plain, records, [h.memory_id for h in ranked],
                              mistyped=bool(relations.mistyped))  # fmt: skip
        ranked = with_speaker(ranked, others, fusion)  # read/speaker.py
        # "my sister's kids names" asks theirs, which their memories seldom call a name ("…
        # their two children, Dayo (11) and Ife (7)"), and "when's sam's birthday" hers: the
        # person's own is no answer.
        own = {name_key(PERSON)} if _ANOTHERS_NAME.search(meant) else set()
        if _ANOTHERS_BIRTHDAY.search(meant):
            own.add(_BIRTHDAY_KEY)
        if own:
            ranked = with_not_asked(
                ranked,
                {h.memory_id for h in ranked[:fetch] if records[h.memory_id].slot_key in own},
                fusion,
            )
        ranked = with_policy(ranked, records, fusion)
        # "Who is Dan?": what says who he is to the person, over what only speaks of him.
        ranked = with_who_it_is(ranked, records, plain, 2 * request.limit, fusion.who_weight)
        if recent:
            # Reorders near-ties among the best only: look no deeper than twice the limit.
            depth = 2 * request.limit
            ranked = with_continuity(
                ranked,
                recent - query_stems(request.query),
                records,
                depth,
                {m: counts for m, (_, counts) in bags_of.items()},
            )
        settled = not gate.past and not gate.events and not qtime.active
        now_asked = settled and gate.present and asks_the_present(plain)
        if now_asked or (settled and asks_the_latest(plain)):
            ranked = with_latest(ranked, records, 2 * request.limit, fusion.latest_weight)
        if not gate.past and not gate.events:
            # "… has moved from tuesdays to thursday mornings now" over what it moved from.
            ranked = with_moved_on(ranked, records, meant, 2 * request.limit,
                                   fusion.moved_on_weight)  # fmt: skip
            # "Bramble's registered with Links Vets … now" over what it was registered with (and,
            # asked of now, "switched her salary account … to SBI" over the old account).
            ranked = with_changed_later(ranked, records, plain, 2 * request.limit,
                                        fusion.moved_on_weight, present=now_asked)  # fmt: skip
        if gate.past:  # what is over answers a question about before (fusion.py)
            over = {h.memory_id for h in ranked[:fetch] if ended(h.memory_id)}
            ranked = with_before(ranked, _last_of_each_slot(over, records), fusion)
            # … and, less surely, what a later statement tells changed, though the door
            # superseded nothing ("… metformin 500 mg", then "her doctor raised her metformin to
            # 1000 mg")
            changed = changed_later(ranked, records, plain, 2 * request.limit, past=True)
            ranked = with_changed_before(ranked, changed - over, fusion)
        if gate.present and gate.kinds != ("episode",):
            ranked = _believed(store, gate, ranked, records)
        texts = [records[f.memory_id].text for f in ranked[:fetch]]
        prime(tombstones and texts, tombstones)  # one batch
        # A statement learned word for word from a turn, and that turn, are one answer (else
        # the same words fill two places): given once, where the better ranked copy ranked,
        # as the statement (what can be corrected or forgotten).
        answer = _one_answer([records[f.memory_id] for f in ranked])  # each given once
        for fused in ranked:
            record = records[fused.memory_id]
            blocker = _blocked(record.text, record.scope, tombstones)
            if blocker is not None:
                tombstone_hits[blocker] = tombstone_hits.get(blocker, 0) + 1
                continue
            key = _said(record)
            if key is not None:
                given = answer.pop(key, None)
                if given is None:
                    continue  # its turn's words were given already
                record = given
            explain = (
                _explain(record, fused, corrected, qtime, fusion, advice, relations, meant)
                if request.explain
                else None
            )
            if explain is not None and graph is not None:
                explain["graph"] = graph.explain(fused.memory_id)
            if explain is not None and record.id != fused.memory_id:
                explain["ranked_as"] = fused.memory_id  # the turn it was learned from
            hits.append(RecallHit(memory=record, score=fused.score, explain=explain))
            if len(hits) == request.limit:
                break
    response = RecallResponse(
        query=request.query,
        results=tuple(hits),
        as_of=gate.as_of,
        known_at=request.known_at,
        corrected=corrected,
    )
    return response, tombstone_hits


# A word glossed as "my" ("mih (my) bestie", "ma (my) brother", "meh (my) sister"): the gloss
# stands between "my" and whom it names, so the relation was not read.
_GLOSSED_MY = re.compile(r"(?<![\w'’])[^\W\d_]+\s+\(my\)")


def _as_mine(query: str) -> str:
    """``query`` with each word glossed as "my" read as "my" (:data:`_GLOSSED_MY`)."""
    return _GLOSSED_MY.sub("my", query) if "(my)" in query else query


def _believed(
    store: Store, gate: Gate, ranked: list[FusedHit], records: Mapping[str, MemoryRecord]
) -> list[FusedHit]:
    """``ranked`` without the logged turns whose words are no longer believed: every statement
    learned from the turn has been superseded ("I live in Lisbon", before "we just moved to
    Porto"). The statement is out of a recall of what is true now; its turn, the same words,
    would otherwise answer in its place. A recall of another date (``as_of``, ``known_at``)
    keeps them, as it keeps the statements, and so does one asking for turns only (the log of
    what was said)."""
    turns = [
        f.memory_id for f in ranked
        if _is_turn(records[f.memory_id]) and records[f.memory_id].provenance.turn_id is not None
    ]  # fmt: skip
    stale = store.outdated_turns(turns, gate) if turns else set()
    return [f for f in ranked if f.memory_id not in stale] if stale else ranked


def _said(record: MemoryRecord) -> tuple[str | None, str, str | None] | None:
    """What makes a memory the words of one turn: its chat, turn and content hash."""
    turn = record.provenance.turn_id
    return None if turn is None else (record.provenance.chat_id, turn, record.content_hash)


def _one_answer(
    records: Sequence[MemoryRecord],
) -> dict[tuple[str | None, str, str | None], MemoryRecord]:
    """For the words of each turn among ``records``, the memory that answers with them: a
    statement learned from the turn before the turn itself, else the first."""
    out: dict[tuple[str | None, str, str | None], MemoryRecord] = {}
    for record in records:
        key = _said(record)
        if key is None:
            continue
        known = out.get(key)
        if known is None or (known.kind is Kind.EPISODE and record.kind is not Kind.EPISODE):
            out[key] = record
    return out


def _of_the_time(
    store: Store, gate: Gate, qtime: QueryTime, records: dict[str, MemoryRecord]
) -> list[str]:
    """Memories of the times the query names, as candidates of their own (their rows read
    through the gate into ``records``).

    The time preference (:func:`~memwarden.read.fusion.with_time`) lifts a memory in the
    window only if a signal brought it; a question that names its time ("what was Sam doing on
    December 4?") is often answered by a turn that shares few of its words ("I went to a
    meeting yesterday", said on the 5th), below the 50 best by words and by meaning. So each
    window the query names brings the memories whose time is in it — or said up to
    ``SAID_AFTER`` later, which may name it, and for a window still to come up to
    ``SAID_AFTER`` before it ("in four days", "tomorrow") — scored by both signals like every other
    candidate. When the windows together hold more than ``WINDOW_CANDIDATES``, none brings
    any: "in 2023", or a question listing thirty days, singles nothing out (and the cost stays
    bounded).
    """
    found: dict[str, None] = {}
    for start, end in qtime.windows:
        with contextlib.suppress(OverflowError):  # a window at the calendar's end stays
            end += SAID_AFTER
            if start > gate.as_of:  # still to come: named by plans said before it
                start -= SAID_AFTER
        found.update(dict.fromkeys(store.in_period(gate, start, end, WINDOW_CANDIDATES + 1)))
        if len(found) > WINDOW_CANDIDATES:
            return []
    records.update(store.get_gated([m for m in found if m not in records], gate))
    return [m for m in found if m in records]


def _person_names(store: Store, gate: Gate) -> tuple[str, ...]:
    """The person's names believed at the gate's time, of the statements its scopes and access
    list let this recall read, whatever kinds it asks for (a name in a scope the caller cannot
    see renames nothing for them)."""
    told = replace(gate, past=False, kinds=None, exclude_kinds=())
    found = store.slotted(told, [name_key(PERSON)], _NAMES_READ)
    return person_names(store.get_gated(found, told).values()) if found else ()


def _the_person(
    store: Store, gate: Gate, limit: int, records: dict[str, MemoryRecord]
) -> list[str]:
    """The person's own memories through ``gate``, up to ``limit`` of the newest: what is known
    about them — the statements, not the turns logged, unless the request names the kinds or
    only turns are known."""
    said = replace(gate, exclude_kinds=(*gate.exclude_kinds, Kind.EPISODE.value))
    found: list[MemoryRecord] = []
    for each in (said, gate) if gate.kinds is None else (gate,):
        newest = store.gated(each, newest_first=True, limit=4 * limit)
        found = [r for r in newest if r.subject == PERSON][:limit]
        if found:
            break
    records.update((r.id, r) for r in found)
    return [r.id for r in found]


def _with_corrections(query: str, corrected: Mapping[str, str]) -> str:
    """``query`` with each word corrected by one edit ("daugter") followed by its correction
    in brackets, and each run of words said for a name ("met for men") by the name. A word
    further from its correction may be a word the memories only lack ("vegetables", corrected
    to "veggie"): its meaning is left as typed."""
    near = {w: c for w, c in corrected.items() if " " not in w and OSA.distance(w, c) <= 1}
    for run, name in corrected.items():
        if " " in run:  # a name said as sounds ("met for men"): followed by the name
            pattern = r"\b" + r"\s+".join(map(re.escape, run.split())) + r"\b"
            query = re.sub(pattern, rf"\g<0> ({name})", query, count=1, flags=re.IGNORECASE)
    if not near:
        return query
    return _WORD_OF_QUERY.sub(
        lambda m: (
            f"{m.group(0)} ({near[w]})" if (w := m.group(0).casefold()) in near else m.group(0)
        ),
        query,
    )


_WORD_OF_QUERY = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


_AGE_KEY, _BIRTHDAY_KEY, _PET_KEY = (
    f"{PERSON}{KEY_SEP}{slot}" for slot in ("age", "birthday", "pet")
)
_A_YEAR = re.compile(r"\b(?:19|20)\d\d\b")


def _of_the_slots(
    store: Store,
    gate: Gate,
    query: str,
    records: dict[str, MemoryRecord],
    ended: Callable[[str], bool],
    names: tuple[str, ...] = (),
    gone_point: Callable[[str], bool] = lambda _: False,
) -> list[str]:
    """Memories filling the slots ``query`` asks for (read/slots.py), as candidates of their own
    (their rows read through the gate into ``records``); for what the person likes or
    dislikes, only the likes of that polarity. ``ended`` tells whether a memory's truth has
    ended (:func:`_is_over`); ``names`` are the person's (write/names.py); ``gone_point``
    whether a memory holds the point a question about before names and is over itself
    ("before the buses": the bus driver's job, since replaced), which is not its answer — where
    the point still holds, its memory is often the change that tells what came before it
    ("sold the Fabia and bought a Dacia")."""
    keys = asked_slots(query)
    if not keys:
        return []
    found = store.slotted(gate, keys, CANDIDATES)
    records.update(store.get_gated([m for m in found if m not in records], gate))
    kept = [m for m in found if m in records]
    if _AGE_KEY in keys:  # "how old am I": a birthday answers it only told with its year
        kept = [
            m for m in kept
            if records[m].slot_key != _BIRTHDAY_KEY or _A_YEAR.search(records[m].text)
        ]  # fmt: skip
    kind = asked_pet_kind(query) if _PET_KEY in keys else None
    if kind is not None:  # "what's the dog's name?": not the cat
        told = PET_KINDS[kind]
        kept = [
            m for m in kept
            if not (records[m].slot_key or "").startswith(_PET_KEY + KEY_SEP)
            or told & _pet_words(records[m], names)
        ]  # fmt: skip
    polarity = asked_polarity(query)
    if polarity:  # the likes of that polarity only (and any other slot asked for)
        kept = [m for m in kept if _likes(records[m], names) in (None, polarity)]
    # "Where do I live?" is not answered by "I used to live in Leeds", nor "Where did I live
    # before Leeds?" by the move to Leeds.
    if gate.past:  # only what ended, if anything of the slot is known to have ended
        kept = [m for m in kept if ended(m)] or [m for m in kept if not gone_point(m)]
    else:
        kept = [m for m in kept if not _history(records[m], names)]
    return kept


def _pet_words(record: MemoryRecord, names: tuple[str, ...]) -> frozenset[str]:
    """The words of what a pet memory says the pet is ("greyhound marley" of "… adopted Marley,
    a 4-year-old retired greyhound …")."""
    slot = parse_slot(record.text, names=names)
    told = (slot, slot.also) if slot is not None else ()
    pets = [s.object for s in told if s is not None and s.predicate == "pet"]
    return frozenset(word for pet in pets for word in pet.split())


def _is_over(record: MemoryRecord, now: datetime, names: tuple[str, ...] = ()) -> bool:
    """Whether a memory's truth has ended: superseded by a later one, an event time closed
    before ``now`` (stored, or said in its own words: "Until April 2026 the user rented …"),
    or a slot filled with what held before ("I used to live in Leeds")."""
    if record.status is Status.SUPERSEDED or _history(record, names):
        return True
    if record.valid_until is not None:
        return record.valid_until <= now
    if _is_turn(record):
        return False
    said = event_time(record.text, record.provenance.said_at or record.recorded_at)
    return said is not None and said[2]


def _last_of_each_slot(over: set[str], records: Mapping[str, MemoryRecord]) -> set[str]:
    """Of the memories whose truth has ended, those that held last in each slot they fill:
    "where did I live before Ljubljana?" is answered by the flat left for Ljubljana, not by the
    two before it, though all three are over. A memory filling no slot stays."""
    latest: dict[str, tuple[datetime, str]] = {}
    for memory_id in over:
        record = records[memory_id]
        end = _ended_at(record)
        for key in (record.slot_key, record.also_slot_key):
            if key is not None and (key not in latest or (end, memory_id) > latest[key]):
                latest[key] = (end, memory_id)
    return {
        memory_id
        for memory_id in over
        if all(
            latest[key][1] == memory_id
            for key in (records[memory_id].slot_key, records[memory_id].also_slot_key)
            if key is not None
        )
    }


def _ended_at(record: MemoryRecord) -> datetime:
    """When a memory's truth ended, as near as is known: its event time's end, else (a
    statement of what held before: "I used to …", "I quit …") its start or when it was said,
    else when it was superseded."""
    if record.valid_until is not None:
        return record.valid_until
    if record.status is Status.ACTIVE:
        return record.valid_from or record.provenance.said_at or record.recorded_at
    return record.retired_at or record.recorded_at


def _holds(record: MemoryRecord, value: str, names: tuple[str, ...] = ()) -> bool:
    """Whether a memory fills a slot (either of its two: a job and where it is) with ``value``,
    or with a value naming it or named by it ("Little Marlow", "little marlow bistro"), or
    fills one and names ``value`` in what it says of it ("Quality Manager at Cervecería Río
    Cruces, a craft brewery": the brewery)."""
    slot = parse_slot(record.text, subject=record.subject, names=names)
    if slot is None:
        return False
    padded = f" {value} "
    point = _singular_words(value)
    return (
        any(
            f" {s.object} " in padded
            or padded in f" {s.object} "
            or (point and point <= _singular_words(s.object))  # "the buses": a school bus driver
            for s in slot.slots
        )
        or bool(point and point <= _singular_words(" ".join(words(record.text))))
        or _tells(record.text, value)
    )


def _tells(text: str, point: str) -> bool:
    """Whether ``text`` tells of the event ``point`` names, in any form of its words ("the
    promotion": "got promoted to senior product designer")."""
    wanted = set(stems(point))
    return bool(wanted) and wanted <= set(stems(text))


def _singular_words(text: str) -> frozenset[str]:
    """The words of ``text``, each without a plural ending ("buses" → "bus", "flats" →
    "flat"; "glass" and "bus" as they are)."""
    out = []
    for word in text.split():
        if word.endswith(("ses", "xes", "zes", "ches", "shes")) and len(word) > 4:
            word = word[:-2]
        elif word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
            word = word[:-1]
        out.append(word)
    return frozenset(out)


def _history(record: MemoryRecord, names: tuple[str, ...] = ()) -> bool:
    """Whether a memory fills its slot with what held before and not now ("I used to live in
    Leeds", "Until 2024 the user lived in …", "I quit my job at Acme"; not "I don't like olives
    anymore", a dislike now)."""
    slot = parse_slot(record.text, subject=record.subject, names=names)
    if slot is None:
        return False
    return slot.past or (slot.polarity < 0 and slot.change_marker and slot.predicate != "likes")


def _of_the_topics(
    store: Store, gate: Gate, topics: tuple[Topic, ...], records: dict[str, MemoryRecord]
) -> dict[str, float]:
    """Memories speaking of ``topics``, the categories a question names (read/topics.py), as
    candidates of their own (their rows read through the gate into ``records``): the best by
    BM25 over their instance words among the newest of each topic, each with its share of the
    best one's score (1.0 for the best)."""
    if not topics:
        return {}
    rows = store.topical(gate, [topic.name for topic in topics], _TOPIC_POOL)
    found = best_of(rows, CANDIDATES)
    records.update(store.get_gated([m for m, _ in found if m not in records], gate))
    best = max((score for _, score in found), default=0.0)
    return {m: score / best for m, score in found if m in records and best > 0}


def _likes(record: MemoryRecord, names: tuple[str, ...] = ()) -> int | None:
    """The polarity of the like a memory states ("I hate horror movies": -1), None for none."""
    slot = parse_slot(record.text, subject=record.subject, names=names)
    return slot.polarity if slot is not None and slot.predicate == "likes" else None


def _with_scored(
    lexical: list[tuple[str, float, dict[str, float]]],
    ids: Sequence[str],
    records: Mapping[str, MemoryRecord],
    bm25: _BM25,
) -> list[tuple[str, float, dict[str, float]]]:
    """``lexical`` with the BM25 of the memories ``ids`` it lacks (those sharing a stem),
    scored with the same statistics; best first."""
    have = {m for m, _, _ in lexical}
    extra = [
        LexicalCandidate(m, records[m].text, records[m].scope, 0.0) for m in ids if m not in have
    ]
    more = [(c.id, score, per) for c, score, per in bm25.more(extra)] if extra else []
    if not more:
        return lexical
    return sorted([*lexical, *more], key=lambda item: (-item[1], item[0]))


def _complete(
    lexical: list[tuple[str, float, dict[str, float]]],
    vector: Sequence[tuple[str, float]],
    records: Mapping[str, MemoryRecord],
    bm25: _BM25,
) -> list[tuple[str, float, dict[str, float]]]:
    """The lexical scores of the vector signal's candidates that the lexical search did not
    bring, added to its own, best first.

    Each signal brings its best ``fetch`` candidates, and a candidate only one of them brought
    used to get nothing from the other: a turn 60th by its words and 60th by its meaning lost
    to one that was first by its words and far in meaning. So every candidate is scored by
    both — the vector signal gives the cosines of the lexical candidates (``finish``'s third
    argument), and the vector candidates are scored here with the same BM25 statistics as the
    lexical ones (measured: docs/benchmarks.md, "Recall", "Every candidate scored by both").
    """
    return _with_scored(lexical, [m for m, _ in vector if m in records], records, bm25)


def _gated(
    store: Store, gate: Gate, ids: Sequence[str], read: Mapping[str, MemoryRecord]
) -> dict[str, MemoryRecord]:
    """The rows among ``ids`` that pass ``gate``: those this recall already read through it
    (``read``, by the lexical search), the others read now."""
    found = {i: read[i] for i in ids if i in read}
    missing = [i for i in ids if i not in read]
    if missing:
        found.update(store.get_gated(missing, gate))
    return found


def _gated_hashes(
    store: Store, gate: Gate, ids: Sequence[str], read: Mapping[str, MemoryRecord]
) -> dict[str, str | None]:
    """Content hashes of the rows among ``ids`` that pass ``gate`` (see :func:`_gated`)."""
    found = {i: read[i].content_hash for i in ids if i in read}
    missing = [i for i in ids if i not in read]
    if missing:
        found.update(store.gated_hashes(missing, gate))
    return found


def query_stems(query: str) -> frozenset[str]:
    """The query's words as the index stems them (what continuity compares)."""
    return frozenset(s for term in terms(query) for s in index_tokens(term))


def _is_turn(record: MemoryRecord) -> bool:
    return record.kind is Kind.EPISODE and record.provenance.chat_id is not None


def _blocked(text: str, scope: str, tombstones: list[TombstoneRow]) -> str | None:
    if not tombstones:
        return None
    found = matching_tombstone(text, in_scope(tombstones, scope))
    return found.tombstone.id if found else None


# BM25 parameters and the "+1" IDF that never goes negative, so that a word found in most of a
# small store still counts for something. k1 is the usual 1.2; b, how much a long text is
# discounted for its length, is 0.3 rather than the usual 0.75: memories and turns are short,
# and a long turn that names a thing once is as much about it as a short one. Measured once
# every candidate carried both signals (docs/benchmarks.md, "Every candidate scored by both"):
# LoCoMo dev R@5 / R@10 0.656 / 0.738 at 0.75, 0.673 / 0.754 at 0.3 (0.2–0.4 alike); 0 cost a
# LongMemEval question.
_K1 = 1.2
_B = 0.3
# A memory's index tokens as a bag — how many tokens, and each one's count — kept from one
# recall to the next by (id, hash of its text): a text never changes under its id but to be
# blanked when forgotten, so the key is exact in practice. At most 200,000 tokens' worth held,
# and emptied when a memory is forgotten (memwarden.text.forget_cached_texts). Long chat turns
# are tokenized and counted once, not per recall.
_Bag = tuple[int, dict[str, int]]
_BAGS: Kept[tuple[str, int], _Bag] = Kept(200_000, weigh=lambda bag: bag[0])
cached_texts(_BAGS.clear)


def _kept_bag(memory_id: str, text: str) -> _Bag:
    return _BAGS.get((memory_id, hash(text)), lambda: _bag(text))


def _bag(text: str) -> _Bag:
    tokens = index_tokens(text)
    return len(tokens), dict(Counter(tokens))


class _BM25:
    """BM25 over Porter stems for one recall (a :data:`~memwarden.read.typos.Scorer`).

    Called with the store's candidates, it scores them, best first, ties by id; ``weights``
    scales a query term's IDF (a typo's correction counts for less than a typed word). The
    store picked and ordered the candidates with its own BM25; this rescoring makes scores
    comparable across stores of any size (FTS5's IDF is zero or below for a word in half the
    documents, which leaves every candidate of a small store tied).

    :meth:`more` scores further texts with the statistics of the latest call (its IDFs and
    average length), so they compare with what that call scored. ``bags_of`` (memory id →
    its tokens' count and each token's count) keeps each text counted once across calls.
    """

    __slots__ = ("_avg_len", "_bags_of", "_idf")

    def __init__(self, bags_of: dict[str, _Bag] | None = None) -> None:
        self._bags_of = {} if bags_of is None else bags_of
        self._idf: dict[str, float] = {}
        self._avg_len = 1.0

    def __call__(
        self,
        found: LexicalResult,
        query_terms: Sequence[str],
        weights: Mapping[str, float] | None = None,
    ) -> list[tuple[LexicalCandidate, float, dict[str, float]]]:
        total = max(found.total_docs, 1)
        idf: dict[str, float] = {}
        for term in query_terms:
            n = found.doc_freq.get(term, 0)
            weight = weights.get(term, 1.0) if weights else 1.0
            for stem in index_tokens(term):
                term_idf = weight * math.log(1 + (total - n + 0.5) / (n + 0.5))
                idf[stem] = max(idf.get(stem, 0.0), term_idf)
        bags = [self._bag(c) for c in found.candidates]
        self._idf = idf
        self._avg_len = (sum(n for n, _ in bags) / len(bags) if bags else 0.0) or 1.0
        return self._score(found.candidates, bags)

    def more(
        self, candidates: Sequence[LexicalCandidate]
    ) -> list[tuple[LexicalCandidate, float, dict[str, float]]]:
        """``candidates`` scored like the latest call's (only those sharing a stem)."""
        return self._score(candidates, [self._bag(c) for c in candidates])

    def _bag(self, candidate: LexicalCandidate) -> _Bag:
        bag = self._bags_of.get(candidate.id)
        if bag is None:
            bag = self._bags_of[candidate.id] = _kept_bag(candidate.id, candidate.text)
        return bag

    def _score(
        self, candidates: Sequence[LexicalCandidate], bags: Sequence[_Bag]
    ) -> list[tuple[LexicalCandidate, float, dict[str, float]]]:
        scored = []
        for candidate, (length, counts) in zip(candidates, bags, strict=True):
            norm = _K1 * (1 - _B + _B * length / self._avg_len)
            per_term = {}
            for stem, weight in self._idf.items():
                tf = counts.get(stem)
                if tf:
                    per_term[stem] = weight * tf * (_K1 + 1) / (tf + norm)
            score = sum(per_term.values())
            if score > 0:
                scored.append((candidate, score, per_term))
        scored.sort(key=lambda item: (-item[1], item[0].id))
        return scored


def _explain(
    record: MemoryRecord,
    fused: FusedHit,
    corrected: Mapping[str, str],
    qtime: QueryTime,
    fusion: Fusion,
    advice: str | None,
    relations: Relations,
    read_as: str,
) -> dict[str, object]:
    lexical_weight, vector_weight, _ = fusion.weights(record.kind)
    return {
        # The question as it was searched for: shorthand spelled out, "the user" as "I" / "my",
        # the names and words of the relations it asks about.
        "read_as": read_as,
        "signals": {name: round(v, 6) for name, v in fused.contributions.items()},
        # the weights this memory was fused with (by its kind: read/fusion.py), and why
        # (read/queryform.py)
        "fusion": {
            "lexical": lexical_weight,
            "vector": vector_weight,
            "context": fusion.context_weight,
            "advice": advice,
        },
        "relevance": round(fused.relevance, 6),
        "bonuses": {name: round(v, 6) for name, v in sorted(fused.bonuses.items())},
        "lexical": {
            "bm25": round(fused.bm25, 6),
            "matched_stems": {stem: round(v, 6) for stem, v in sorted(fused.per_term.items())},
            "corrected": dict(corrected),
            "relations": {rel: list(names) for rel, names in relations.names.items()},
            "widened": {rel: list(words) for rel, words in relations.words.items()},
        },
        "time": qtime.explain(),
        "vector": {"cosine": round(fused.cosine, 6) if fused.cosine is not None else None},
        "gate": {"status": str(record.status), "scope": record.scope},
    }
