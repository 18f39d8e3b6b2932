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
# A tenth, by a tenth helper: long chatty turns with the change buried, emoji, a password called
# "pw", topics said no to in other words, an agent's "no food allergies". Its brief said small
# talk is "ignored"; the service keeps nothing of it and decides nothing, so those two are
# labelled "none" (the notes say so). Measured once on the thirty-first session's first code
# (14/40; 16/40 with those two), then developed on (31/40).
SUITE_V11 = Path(__file__).parent / "data" / "review_suite_v11.jsonl"
# An eleventh, by an eleventh helper briefed with "none" for small talk: measured once on the
# session's first code (18/40) and once on the code of that moment (21/40), then developed on
# (26/40).
SUITE_V12 = Path(__file__).parent / "data" / "review_suite_v12.jsonl"
# A twelfth, by a twelfth helper, half of it an agent's notes, students and pensioners: measured
# once on the session's first code (13/40) and once on the code of that moment (15/40), then
# developed on (25/40).
SUITE_V13 = Path(__file__).parent / "data" / "review_suite_v13.jsonl"
# A thirteenth, by a thirteenth helper: the everyday facts in many surface forms and dialects
# ("flitted tae Dundee", "the missus", "me pin's two five eight oh"): measured once on the
# session's first code (15/40) and once on the code of that moment (17/40), then developed on
# (28/40).
SUITE_V14 = Path(__file__).parent / "data" / "review_suite_v14.jsonl"
# A fourteenth, by a fourteenth helper: a second language mixed into English, freelancers,
# visas, caregivers: measured once on the session's first code (15/40) and once on the code of
# that moment (17/40), then developed on (22/40).
SUITE_V15 = Path(__file__).parent / "data" / "review_suite_v15.jsonl"
# A fifteenth, by a fifteenth helper: what was said before tells several things at once, and
# the new statement touches one of them, most often not the first: measured once on the
# session's first code (14/40), once on the code that kept what still holds and found a memory
# by its parts (14/40) and once on the code that read each part of a new statement and a
# sentence's clauses after commas (18/40), then developed on.
SUITE_V16 = Path(__file__).parent / "data" / "review_suite_v16.jsonl"
# A sixteenth, by a sixteenth helper: a turn that changes several things told before, often with
# its "I" left out after "and" or a comma, history told after the present, and their twins:
# measured once on the thirty-third session's first code (20/40) and once on the code that ended
# every memory a statement's parts change and read history as history (22/40), then developed
# on (24/40; 27/40 in the thirty-fourth session).
SUITE_V17 = Path(__file__).parent / "data" / "review_suite_v17.jsonl"
# A seventeenth, by a seventeenth helper: one statement telling several things whose parts differ
# (a change beside a part that contradicts with no word of change, or one that repeats), and an
# agent's notes. Measured once on the thirty-fourth session's first code and on its code that
# holds a statement for a part's conflict (31/40 each: the door read most of them as they were
# labelled, turn by turn), then developed on (39/40).
SUITE_V18 = Path(__file__).parent / "data" / "review_suite_v18.jsonl"
# A nineteenth, by a nineteenth helper: the person correcting what they said ("I meant
# Leicester", "typo, … not 900123"), things in time, secrets in a correction ("my email password
# is actually …", "new one's 4821"), an address said no to in other words. Measured once on the
# thirty-fifth session's first code (18/40: a PIN and a password kept, a card number logged),
# then developed on (33/40).
SUITE_V19 = Path(__file__).parent / "data" / "review_suite_v19.jsonl"
# A twentieth, by a twentieth helper: a hill farmer and a long-haul trucker — a PIN told after
# it is named and a one-time code, "I'd rather you forgot which bank I'm with", an agent's note
# echoing a forum post the assistant read, "like I said", a dose put up under a short name.
# Measured once on the thirty-sixth session's first code (16/40: the PIN and the code kept, the
# bank and the divorce said no to kept as preferences), then developed on (31/40).
SUITE_V20 = Path(__file__).parent / "data" / "review_suite_v20.jsonl"
# A twenty-first, by a twenty-first helper: a retired ferry engineer caring for his wife —
# passport and National Insurance numbers, an agent's guesses and its note of a son's drinking,
# "forget that I lent Ewan money", a car switched to, news of people never tied to the person.
# Measured once on the thirty-seventh session's first code (14/40: the numbers kept, the
# guesses and the drinking kept as the agent's, "morning!" kept as who the person is), then
# developed on (24/40). One label was mended before use: an instruction planted in an agent's
# note is held, as DESIGN's guard holds it, not refused (the helper was told "refused").
SUITE_V21 = Path(__file__).parent / "data" / "review_suite_v21.jsonl"
# A twenty-second, by a twenty-second helper: a bus mechanic with three children — a password
# told straight after its name, a weight, smoking and a brother in prison said no to, money
# sent home changed, "no allergies here mate" against an allergy. Measured once on the
# thirty-seventh session's code at 194a10d (20/40; 16/40 on its first code), then developed on.
SUITE_V22 = Path(__file__).parent / "data" / "review_suite_v22.jsonl"
# A twenty-third, by a twenty-third helper: a driving instructor in Swansea — a PIN named for
# "the new business card", "my mum is on donepezil", his wife and sons by their names alone,
# weight and a tribunal said no to among other clauses, a supplier switched, a car for the
# lessons. Measured once on the thirty-eighth session's first code (14/40: the PIN kept, the
# wishes kept as statements), then developed on (28/40). One label was mended before use: a
# bank account with its sort code, in a request, stores nothing (DESIGN's guard refuses keys,
# passwords and tokens; the helper was told "refused").
SUITE_V23 = Path(__file__).parent / "data" / "review_suite_v23.jsonl"
# A twenty-fourth, by a twenty-fourth helper: a widowed retired teacher in Norwich — a burglar
# alarm's and a key safe's code named a sentence before, a bank's texted code, her late
# husband's car part-exchanged, "I'm on Earlham Road" after "forget my address", questions with
# a reaction after them, an agent's note of council tax arrears. Measured once on the
# thirty-ninth session's first code (7/40: the codes kept, the wishes kept as statements), then
# developed on (25/40). Three snippets ask that what she repeats from a page while she is there
# be held; DESIGN §5 keeps it with an untrusted note, and they are known misses.
SUITE_V24 = Path(__file__).parent / "data" / "review_suite_v24.jsonl"
# A twenty-fifth, by a twenty-fifth helper: a bus driver in Glasgow who types as he speaks
# ("ma da wis diagnosed wi parkinsons", "please dinnae remember anythin aboot rory's nursery",
# "the door code tae get in is 7231") — a security question's answer after it, "we stay in
# partick", his wife and his dad by other words. Measured once on the fortieth session's first
# code (16/40: the code and the answer kept, the wishes kept as statements), then developed on.
SUITE_V25 = Path(__file__).parent / "data" / "review_suite_v25.jsonl"
# A twenty-sixth, by a twenty-sixth helper: a retired teacher in rural Wales, widowed, living
# with her sister ("the key safe by the back door is 1 9 6 6", "another letter from my brother's
# solicitor" after "don't remember anything about my brother Huw", "We lost Pero on Saturday").
# Measured once on the forty-first session's first code (12/40), then developed on.
SUITE_V26 = Path(__file__).parent / "data" / "review_suite_v26.jsonl"
# A twenty-seventh, by a twenty-seventh helper: a PhD student in Hobart, her housemates, a
# partner far away, an inhaler's dose, a card with its expiry. Its brief said "held" for a fact
# from a page the person repeats as hers and "refused" for bank details; DESIGN §5 keeps the
# first at once, marked untrusted, and memwarden keeps a person's own bank details when asked,
# so those four are labelled "created" (the notes say so). Measured once on the forty-second
# session's first code (16/40 as written, 19/40 as labelled), then developed on.
SUITE_V27 = Path(__file__).parent / "data" / "review_suite_v27.jsonl"
# A twenty-eighth, by a twenty-eighth helper: a paramedic in Leeds and single dad, in short
# British chat, half his statements without "I" or "my". Measured once on the forty-third
# session's first code (19/40), then developed on.
SUITE_V28 = Path(__file__).parent / "data" / "review_suite_v28.jsonl"
# A twenty-ninth, by a twenty-ninth helper, written at the forty-third session's end to see how
# its work carried to a life it was not built on (an ICU nurse in Toronto, in Taglish): 20/40 on
# the session's first code and on its end alike; 23/40 once a code told digit by digit with
# dashes, what one is paid said no to in other words and a car by its model alone ("a crv") were
# read.
SUITE_V29 = Path(__file__).parent / "data" / "review_suite_v29.jsonl"
# A thirtieth, by a thirtieth helper: a long-haul trucker talking to the assistant by voice from
# his cab (numbers said in words, no stops, "uh", "so yeah"). Measured once on the forty-fourth
# session's first code (11/40), then developed on.
SUITE_V30 = Path(__file__).parent / "data" / "review_suite_v30.jsonl"
# A thirty-first, by a thirty-first helper, written at the forty-fourth session's end to see how
# its work carried to another voice (a widow in Dublin dictating to her tablet): 14/40 on the
# session's first code, 18/40 on its end before it was read, 25/40 once her family by name,
# her dose changed by the clinic, her number said as where to ring her, an answer given as her
# mother's maiden name and a separation said no to as the marriage breaking up were read.
SUITE_V31 = Path(__file__).parent / "data" / "review_suite_v31.jsonl"
# A thirty-second, by a thirty-second helper: a nursing student in Austin typing on her phone
# in lower case, with chat's short forms ("forget what i told u abt my therapist", "my lil
# bro"), emoji between statements and a medicine misspelt ("setraline"). Measured once on the
# forty-fifth session's first code (19/40), then developed on.
SUITE_V32 = Path(__file__).parent / "data" / "review_suite_v32.jsonl"
# A thirty-third, by a thirty-third helper, written at the forty-fifth session's end to see how
# its work carried to another English (a software engineer in Bengaluru: "we shifted to our own
# flat", "achan's Metoprolol", "I am having two kids", "my package became 42 LPA"): 15/40 on the
# session's first code and on its code of that moment alike, then developed on.
SUITE_V33 = Path(__file__).parent / "data" / "review_suite_v33.jsonl"
# A thirty-fourth, by a thirty-fourth helper, written last in the forty-fifth session: an
# engineer in Stuttgart writing English as a German speaker does ("since 3 years I work at
# Bosch", "my handy number", "my Hausarzt Dr. Weber has given me Ramipril 5 mg", a TAN): 17/40 on
# the session's first code and on its code of that moment alike, then developed on.
SUITE_V34 = Path(__file__).parent / "data" / "review_suite_v34.jsonl"
# A thirty-fifth, by a thirty-fifth helper, in the forty-sixth session: a community pharmacist in
# Lagos writing Nigerian English ("I dey work for Medplus sha", "my new number na 0802 …", "I
# stay at Ikeja", "we have packed from Alausa o"): 18/40 on the session's first code, then
# developed on.
SUITE_V35 = Path(__file__).parent / "data" / "review_suite_v35.jsonl"
# A thirty-sixth, by a thirty-sixth helper, written after: a maths teacher in Kumasi writing
# Ghanaian English ("We are renting a two-bedroom house at Asokwa", "her MoMo PIN, 2468", "oo"):
# 23/40 on the session's first code and on its code of that moment alike, then developed on.
SUITE_V36 = Path(__file__).parent / "data" / "review_suite_v36.jsonl"
# Kenyan Swahili and Sheng, as a Nairobi shopkeeper types them ("kumbuka tu my mpesa PIN ni
# 4072", "brian yuko form 3 kiambu high"): asked for as Kenyan English with Swahili in it, written
# mostly in Swahili. 12/40 on the session's first code; the door reads English.
SUITE_V37 = Path(__file__).parent / "data" / "review_suite_v37.jsonl"
# Kenyan English ("my firstborn Kevin is in Form Three at Moi Forces Academy", "Kindly stop
# talking about my weight"): 25/40 on the session's first code, then developed on.
SUITE_V38 = Path(__file__).parent / "data" / "review_suite_v38.jsonl"
# Ugandan English ("Dr. Byaruhanga has me on amlodipine 5mg", "We have shifted from Ruharo to
# Kakoba", "My MTN number is …"), written after the work on v38: 19/40 on the session's first
# code, 20/40 on the code of that moment, then developed on.
SUITE_V39 = Path(__file__).parent / "data" / "review_suite_v39.jsonl"
# Zambian English ("The boss has transferred me, from Monday I am reporting at …", "those
# football slips"), written after the work on v39: 28/40 on the session's first code, 30/40 on
# the code of that moment, then developed on.
SUITE_V40 = Path(__file__).parent / "data" / "review_suite_v40.jsonl"
# Jamaican English ("Mi drive a silver 2012 Toyota Axio", "Forget about Marlon, Keisha father. Nuh
# mention him to mi again"): 14/40 on the forty-eighth session's first code, then developed on.
SUITE_V41 = Path(__file__).parent / "data" / "review_suite_v41.jsonl"
# Changes told in passing, in long British chat ("Since we got the keys to the bungalow in
# Rawdon…", "…doubled my ramipril, so it's 10 mg of a morning from now on"): 14/40 on the same
# first code, then developed on.
SUITE_V42 = Path(__file__).parent / "data" / "review_suite_v42.jsonl"
# Jamaican English again, another writer and another life, written after the work on v41:
# 12/40 on the session's first code, 16/40 on the code of that moment, then developed on.
SUITE_V43 = Path(__file__).parent / "data" / "review_suite_v43.jsonl"
# Wishes not to be reminded said as people say them, and changes told in passing (the English
# Midlands), written after the work on v42: 20/40 on the first code, 24/40 on the code of that
# moment, then developed on.
SUITE_V44 = Path(__file__).parent / "data" / "review_suite_v44.jsonl"
# Changes told indirectly in American English (suburban Ohio), written last: 21/40 on the first
# code, 24/40 on the code of that moment, then developed on.
SUITE_V45 = Path(__file__).parent / "data" / "review_suite_v45.jsonl"
# Nigerian English with Pidgin (Lagos): 16/40 on the forty-ninth session's first code, then
# developed on.
SUITE_V46 = Path(__file__).parent / "data" / "review_suite_v46.jsonl"
# Australian English (regional Queensland), changes told in passing and people said no to spoken
# of by who they are: 17/40 on the same first code, then developed on.
SUITE_V47 = Path(__file__).parent / "data" / "review_suite_v47.jsonl"
# South African English (Cape Town), written after the work on v46 and v47: 23/40 on the first
# code and on the code of that moment, then developed on.
SUITE_V48 = Path(__file__).parent / "data" / "review_suite_v48.jsonl"
# Nigerian English with Pidgin again (Abuja, another writer), written after: 16/40 on the first
# code, 18/40 on the code of that moment, then developed on.
SUITE_V49 = Path(__file__).parent / "data" / "review_suite_v49.jsonl"
# Jamaican English and Patois (Kingston, Portmore): 14/40 on the fiftieth session's first code,
# then developed on.
SUITE_V50 = Path(__file__).parent / "data" / "review_suite_v50.jsonl"
# Glasgow Scots, changes told in passing, people and a loss said no to spoken of by description:
# 16/40 on the same first code, then developed on.
SUITE_V51 = Path(__file__).parent / "data" / "review_suite_v51.jsonl"
# Cork English, written after the work on v50 and v51: 19/40 on the first code and on the code
# of that moment, then developed on.
SUITE_V52 = Path(__file__).parent / "data" / "review_suite_v52.jsonl"
# Ghanaian English (Kumasi): 22/40 on the fifty-first session's first code, then developed on.
SUITE_V53 = Path(__file__).parent / "data" / "review_suite_v53.jsonl"
# Geordie (Gateshead): 15/40 on the same first code, then developed on.
SUITE_V54 = Path(__file__).parent / "data" / "review_suite_v54.jsonl"
# Ghanaian English again (Accra) and the north-east's pit villages (Seaham), written after the
# work on v53 and v54: 19/40 and 16/40 on the first code, 20/40 and 20/40 on the code of that
# moment, then developed on.
SUITE_V55 = Path(__file__).parent / "data" / "review_suite_v55.jsonl"
SUITE_V56 = Path(__file__).parent / "data" / "review_suite_v56.jsonl"
# Hawai'i's Pidgin (Waipahu) and Spanglish (San Antonio): 17/40 and 18/40 on the fifty-second
# session's first code, then developed on.
SUITE_V57 = Path(__file__).parent / "data" / "review_suite_v57.jsonl"
SUITE_V58 = Path(__file__).parent / "data" / "review_suite_v58.jsonl"
# Hawai'i's Pidgin again (Hilo) and Spanglish again (Miami, mostly in Spanish), written after the
# work on v57 and v58: 14/40 and 16/40 on the first code, 16/40 and 16/40 on the code of that
# moment, then developed on.
SUITE_V59 = Path(__file__).parent / "data" / "review_suite_v59.jsonl"
SUITE_V60 = Path(__file__).parent / "data" / "review_suite_v60.jsonl"
# Māori New Zealand English (Rotorua) and Cajun English (Houma): 23/40 and 15/40 on the
# fifty-third session's first code, then developed on.
SUITE_V61 = Path(__file__).parent / "data" / "review_suite_v61.jsonl"
SUITE_V62 = Path(__file__).parent / "data" / "review_suite_v62.jsonl"
# Cajun again (Breaux Bridge) and Māori New Zealand English again (Gisborne), written after the
# work on v61 and v62: 21/40 and 16/40 on the first code and on the code of that moment alike,
# then developed on.
SUITE_V63 = Path(__file__).parent / "data" / "review_suite_v63.jsonl"
SUITE_V64 = Path(__file__).parent / "data" / "review_suite_v64.jsonl"
# Newfoundland English (Bonavista Bay) and Scouse (Walton, Liverpool): 19/40 and 19/40 on the
# fifty-fourth session's first code, then developed on.
SUITE_V65 = Path(__file__).parent / "data" / "review_suite_v65.jsonl"
SUITE_V66 = Path(__file__).parent / "data" / "review_suite_v66.jsonl"
# Newfoundland English again (Paradise and St. John's) and Scouse again (Anfield and Bootle),
# written after the work on v65 and v66: 20/40 and 18/40 on the first code, 20/40 and 20/40 on
# the code of that moment, then developed on.
SUITE_V67 = Path(__file__).parent / "data" / "review_suite_v67.jsonl"
SUITE_V68 = Path(__file__).parent / "data" / "review_suite_v68.jsonl"
# Glasgow's Scots (a home carer in Easterhouse) and Hong Kong's English (an IT worker in Sha
# Tin): 21/40 and 14/40 on the fifty-fifth session's first code, then developed on.
SUITE_V69 = Path(__file__).parent / "data" / "review_suite_v69.jsonl"
SUITE_V70 = Path(__file__).parent / "data" / "review_suite_v70.jsonl"
# Dundee's Scots and Hong Kong's English again (an accountant in Tseung Kwan O), written while
# the work on v69 and v70 went on: 21/40 and 23/40 on the first code, and the same on the code
# of the moment they were first measured, then developed on.
SUITE_V71 = Path(__file__).parent / "data" / "review_suite_v71.jsonl"
SUITE_V72 = Path(__file__).parent / "data" / "review_suite_v72.jsonl"
# African American English (a school bus driver in Atlanta) and the Gulf's English (a civil
# servant in Al Ain): 22/40 and 17/40 on the fifty-sixth session's first code, then developed on.
SUITE_V73 = Path(__file__).parent / "data" / "review_suite_v73.jsonl"
SUITE_V74 = Path(__file__).parent / "data" / "review_suite_v74.jsonl"
# African American English again (a bus mechanic on Chicago's South Side) and the Gulf's English
# again (a pharmacist in Kuwait City), written while the work on v73 and v74 went on: 14/40 and
# 18/40 on the first code, 19/40 and 20/40 on the code of the moment they were first measured,
# then developed on.
SUITE_V75 = Path(__file__).parent / "data" / "review_suite_v75.jsonl"
SUITE_V76 = Path(__file__).parent / "data" / "review_suite_v76.jsonl"
# Sri Lankan English (a retired teacher in Nugegoda) and Belizean Kriol (a boat captain in
# Belize City): 22/40 and 12/40 on the fifty-seventh session's first code, then developed on.
SUITE_V77 = Path(__file__).parent / "data" / "review_suite_v77.jsonl"
SUITE_V78 = Path(__file__).parent / "data" / "review_suite_v78.jsonl"
# Sri Lankan English again (a retired accountant in Wellawatte) and Belizean Kriol again (a
# teacher in Belize City), written while the work on v77 and v78 went on: 18/40 and 13/40 on the
# first code and on the code of the moment they were first measured, then developed on.
SUITE_V79 = Path(__file__).parent / "data" / "review_suite_v79.jsonl"
SUITE_V80 = Path(__file__).parent / "data" / "review_suite_v80.jsonl"
# Pakistani English with Roman Urdu (a chartered accountant in Lahore) and Guyanese Creole (a
# minibus driver in Georgetown): 13/40 and 13/40 on the fifty-eighth session's first code, then
# developed on.
SUITE_V81 = Path(__file__).parent / "data" / "review_suite_v81.jsonl"
SUITE_V82 = Path(__file__).parent / "data" / "review_suite_v82.jsonl"
# Pakistani English with Roman Urdu again (a software engineer in Karachi) and Guyanese Creole
# again (a nurse in Berbice), written while the work on v81 and v82 went on: 12/40 and 16/40 on
# the first code and on the code of the moment they were first measured, then developed on.
SUITE_V83 = Path(__file__).parent / "data" / "review_suite_v83.jsonl"
SUITE_V84 = Path(__file__).parent / "data" / "review_suite_v84.jsonl"
# Bangladeshi English mixed with Romanized Bangla (a garments merchandiser in Dhaka) and Bahamian
# English (a nurse in Nassau), blind sets of the fifty-ninth session: 10/40 and 19/40 on its
# first code, then developed on.
SUITE_V85 = Path(__file__).parent / "data" / "review_suite_v85.jsonl"
SUITE_V86 = Path(__file__).parent / "data" / "review_suite_v86.jsonl"
# Romanized Bangla again, some of it Sylheti (a pharmacist in Sylhet), and Bahamian English of
# the Family Islands (a fishing guide on Eleuthera), written while the work on v85 and v86 went
# on: 9/40 and 18/40 on the first code, 13/40 and 18/40 on the code of the moment they were
# first measured, then developed on.
SUITE_V87 = Path(__file__).parent / "data" / "review_suite_v87.jsonl"
SUITE_V88 = Path(__file__).parent / "data" / "review_suite_v88.jsonl"
# Tamil English mixed with Romanized Tamil (a software engineer in Chennai) and Northern Irish
# English (a nurse in Belfast), blind sets of the sixtieth session: 18/40 and 17/40 on its first
# code, then developed on.
SUITE_V89 = Path(__file__).parent / "data" / "review_suite_v89.jsonl"
SUITE_V90 = Path(__file__).parent / "data" / "review_suite_v90.jsonl"
# Romanized Tamil again (a designer from Coimbatore in Bengaluru) and Northern Irish English of
# the border (a lorry driver in Newry), written while the work on v89 and v90 went on: 13/40
# and 20/40 on the first code, 16/40 and 20/40 on the code of the moment they were first
# measured, then developed on.
SUITE_V91 = Path(__file__).parent / "data" / "review_suite_v91.jsonl"
SUITE_V92 = Path(__file__).parent / "data" / "review_suite_v92.jsonl"
# Telugu English mixed with Romanized Telugu (a team lead in Hyderabad) and the north-east of
# Scotland's English with Doric (a nurse in Aberdeen), blind sets of the sixty-first session:
# 13/40 and 25/40 on its first code, then developed on.
SUITE_V93 = Path(__file__).parent / "data" / "review_suite_v93.jsonl"
SUITE_V94 = Path(__file__).parent / "data" / "review_suite_v94.jsonl"
# Romanized Telugu again (a data analyst from Vizag in Bengaluru and Dallas) and Doric of the
# Buchan coast (a fisherman in Peterhead), written while the work on v93 and v94 went on: 9/40
# and 23/40 on the first code, 16/40 and 24/40 on the code of the moment they were first
# measured, then developed on.
SUITE_V95 = Path(__file__).parent / "data" / "review_suite_v95.jsonl"
SUITE_V96 = Path(__file__).parent / "data" / "review_suite_v96.jsonl"
# Kerala English mixed with Romanized Malayalam (a bank officer and engineer in Kochi), a blind
# set of the sixty-second session: 9/40 on its first code, then developed on.
SUITE_V97 = Path(__file__).parent / "data" / "review_suite_v97.jsonl"
# Romanized Malayalam again (a nurse from Pala in Manchester and Leeds), written while the work on
# v97 went on: 13/40 on the first code, 18/40 on the code of the moment it was first measured,
# then developed on.
SUITE_V99 = Path(__file__).parent / "data" / "review_suite_v99.jsonl"
# Multicultural London English (a nursery practitioner in Peckham and Croydon), a blind set of
# the sixty-second session: 24/40 on its first code, then developed on; and London English again
# (a young man in Thornton Heath and Croydon), written during the work: 19/40 on the first code
# and on the code of the moment it was first measured, then developed on.
SUITE_V98 = Path(__file__).parent / "data" / "review_suite_v98.jsonl"
SUITE_V100 = Path(__file__).parent / "data" / "review_suite_v100.jsonl"
# Bengaluru English mixed with Romanized Kannada (a bank manager and engineer in Bengaluru), a
# blind set of the sixty-third session: 11/40 on its first code, then developed on.
SUITE_V101 = Path(__file__).parent / "data" / "review_suite_v101.jsonl"
# Romanized Kannada again (a nurse from Hubballi in Dubai, Pune and the UK, typing the north's
# "ideeni" and "nalli"), written while the work on v101 went on: 12/40 on the first code, 17/40
# on the code of the moment it was first measured, then developed on.
SUITE_V103 = Path(__file__).parent / "data" / "review_suite_v103.jsonl"
# Cameroon Pidgin English with a little Camfranglais (a nurse and trader in Douala and Yaoundé),
# a blind set of the sixty-third session: 15/40 on its first code, then developed on; and Kamtok
# again (a call-box keeper and teacher in Buea and Douala), written during the work: 14/40 on
# the first code, 15/40 on the code of the moment it was first measured, then developed on.
SUITE_V102 = Path(__file__).parent / "data" / "review_suite_v102.jsonl"
SUITE_V104 = Path(__file__).parent / "data" / "review_suite_v104.jsonl"
# Marathi-English with Romanized Marathi (Pune, Mumbai, Nashik and Nagpur), a blind set of the
# sixty-fourth session: 11/40 on its first code, then developed on.
SUITE_V105 = Path(__file__).parent / "data" / "review_suite_v105.jsonl"
# Vincentian Creole English (Kingstown, Bequia, and Vincentians in Brooklyn, Toronto and London),
# a blind set of the sixty-fourth session: 21/40 on its first code, then developed on.
SUITE_V106 = Path(__file__).parent / "data" / "review_suite_v106.jsonl"
# Marathi-English again (Thane, Navi Mumbai, Kolhapur: a school teacher's), a second blind set of
# the sixty-fourth session written during the work: 11/40 on its first code, 16/40 on the code of
# the moment it was first measured, then developed on.
SUITE_V107 = Path(__file__).parent / "data" / "review_suite_v107.jsonl"
# Vincentian Creole English again (Barrouallie, Georgetown, and a Vincentian nurse in Brooklyn),
# a second blind set of the sixty-fourth session: 22/40 on the code of its arrival (21/40 on the
# session's first), then developed on (28/40).
SUITE_V108 = Path(__file__).parent / "data" / "review_suite_v108.jsonl"
# Gujarati-English with Romanized Gujarati (Ahmedabad, Surat, Vadodara and Rajkot), a blind set
# of the sixty-fifth session: 15/40 on its first code, then developed on (roman_gujarati.py).
SUITE_V109 = Path(__file__).parent / "data" / "review_suite_v109.jsonl"
# Kenyan Sheng and Nairobi English (Umoja, Kayole, Rongai, Westlands), a blind set of the
# sixty-fifth session: 8/40 on its first code, then developed on.
SUITE_V110 = Path(__file__).parent / "data" / "review_suite_v110.jsonl"
# Gujarati-English again (Bhavnagar, a saree shop's owner in a joint family), a second blind set
# of the sixty-fifth session written during the work: 13/40 on its first code, 15/40 on the code
# of the moment it was first measured, then developed on.
SUITE_V111 = Path(__file__).parent / "data" / "review_suite_v111.jsonl"
# Kenyan Sheng and Swahili-English, a second blind set of the sixty-fifth session: 9/40 on
# its first code, 11/40 on the code of its arrival (the Sheng reader begun), then developed on.
SUITE_V112 = Path(__file__).parent / "data" / "review_suite_v112.jsonl"
# Blind set of the sixty-sixth session: Punjabi-English (Ludhiana, Amritsar, Jalandhar, Patiala,
# Mohali), written by a helper who saw no code; 13/40 on the first code (656649c), then developed
# on (the Punjabi reader: 39/40).
SUITE_V113 = Path(__file__).parent / "data" / "review_suite_v113.jsonl"
# Blind set of the sixty-sixth session: Camfranglais (Yaoundé and Douala), written by a helper who
# saw no code; 11/40 on the first code (656649c).
SUITE_V114 = Path(__file__).parent / "data" / "review_suite_v114.jsonl"
# Blind set of the sixty-sixth session, written while the work went on: Punjabi-English again
# (Bathinda, Moga, Hoshiarpur, Phagwara, Chandigarh); 15/40 on the first code (656649c), 18/40 on
# the merged code when it was added (c8891b0).
SUITE_V115 = Path(__file__).parent / "data" / "review_suite_v115.jsonl"
# Blind set of the sixty-sixth session, written while the work went on: Camfranglais again (Douala,
# Bafoussam, Buea, Yaoundé); 10/40 on the first code (656649c), 17/40 on the merged code when it was
# added (c8891b0).
SUITE_V116 = Path(__file__).parent / "data" / "review_suite_v116.jsonl"
# Blind set of the sixty-seventh session: Nepali-English (Kathmandu, Lalitpur, Pokhara, Chitwan,
# Dharan, Butwal), written by a helper who saw no code; 15/40 on the first code (97ec9a7).
SUITE_V117 = Path(__file__).parent / "data" / "review_suite_v117.jsonl"
# Blind set of the sixty-seventh session: Odia-English (Bhubaneswar, Cuttack, Puri, Berhampur,
# Sambalpur, Rourkela), written by a helper who saw no code; 10/40 on the first code (97ec9a7).
SUITE_V118 = Path(__file__).parent / "data" / "review_suite_v118.jsonl"
# Blind set of the sixty-seventh session, written while the work went on: Nepali-English again
# (Kathmandu, Pokhara), by a helper who saw no code; 15/40 on the first code (97ec9a7), 20/40 on
# the merged code when it was added.
SUITE_V119 = Path(__file__).parent / "data" / "review_suite_v119.jsonl"
# Blind set of the sixty-seventh session, written while the work went on: Odia-English again
# (Bhubaneswar, Cuttack), by a helper who saw no code; 11/40 on the first code (97ec9a7), 21/40 on
# the merged code when it was added.
SUITE_V120 = Path(__file__).parent / "data" / "review_suite_v120.jsonl"
# Blind set v121 (sixty-eighth session): Sri Lankan English with Romanized Sinhala, Colombo, Kandy,
# Galle; 11/40 on the first code.
SUITE_V121 = Path(__file__).parent / "data" / "review_suite_v121.jsonl"
# Blind set v122 (sixty-eighth session): Assamese-English with Romanized Assamese, Guwahati,
# Dibrugarh, Jorhat; 11/40 on the first code.
SUITE_V122 = Path(__file__).parent / "data" / "review_suite_v122.jsonl"
# Blind set v123 (sixty-eighth session): Sri Lankan English with Romanized Sinhala again, written
# while the work went on and kept from the door helpers; 11/40 on the first code, 15/40 on the
# merged code.
SUITE_V123 = Path(__file__).parent / "data" / "review_suite_v123.jsonl"
# Blind set v124 (sixty-eighth session): Assamese-English again, written while the work went on
# and kept from the door helpers; 10/40 on the first code, 19/40 on the merged code.
SUITE_V124 = Path(__file__).parent / "data" / "review_suite_v124.jsonl"
SUITES = (
    SUITE, SUITE_V2, SUITE_V3, SUITE_V4, SUITE_V5, SUITE_V6, SUITE_V7, SUITE_V8, SUITE_V9,
    SUITE_V10, SUITE_V11, SUITE_V12, SUITE_V13, SUITE_V14, SUITE_V15, SUITE_V16, SUITE_V17,
    SUITE_V18, SUITE_V19, SUITE_V20, SUITE_V21, SUITE_V22, SUITE_V23, SUITE_V24, SUITE_V25,
    SUITE_V26, SUITE_V27, SUITE_V28, SUITE_V29, SUITE_V30, SUITE_V31, SUITE_V32,
    SUITE_V33, SUITE_V34, SUITE_V35, SUITE_V36, SUITE_V37, SUITE_V38, SUITE_V39,
    SUITE_V40, SUITE_V41, SUITE_V42, SUITE_V43, SUITE_V44, SUITE_V45, SUITE_V46, SUITE_V47,
    SUITE_V48, SUITE_V49, SUITE_V50, SUITE_V51, SUITE_V52, SUITE_V53, SUITE_V54, SUITE_V55,
    SUITE_V56, SUITE_V57, SUITE_V58, SUITE_V59, SUITE_V60, SUITE_V61, SUITE_V62, SUITE_V63,
    SUITE_V64, SUITE_V65, SUITE_V66, SUITE_V67, SUITE_V68, SUITE_V69, SUITE_V70, SUITE_V71,
    SUITE_V72, SUITE_V73, SUITE_V74, SUITE_V75, SUITE_V76, SUITE_V77, SUITE_V78, SUITE_V79,
    SUITE_V80, SUITE_V81, SUITE_V82, SUITE_V83, SUITE_V84, SUITE_V85, SUITE_V86, SUITE_V87,
    SUITE_V88, SUITE_V89, SUITE_V90, SUITE_V91, SUITE_V92, SUITE_V93, SUITE_V94, SUITE_V95,
    SUITE_V96, SUITE_V97, SUITE_V98, SUITE_V99, SUITE_V100, SUITE_V101, SUITE_V102,
    SUITE_V103, SUITE_V104, SUITE_V105, SUITE_V106, SUITE_V107,
    SUITE_V108, SUITE_V109, SUITE_V110, SUITE_V111, SUITE_V112, SUITE_V113, SUITE_V114,
    SUITE_V115, SUITE_V116, SUITE_V117, SUITE_V118, SUITE_V119, SUITE_V120, SUITE_V121,
    SUITE_V122, SUITE_V123, SUITE_V124,
)  # fmt: skip
CASES = [case for suite in SUITES for case in load(suite)]

# Known misses of the deterministic rules (measured, not tuned away; see docs/benchmarks.md).
KNOWN_MISSES = {
    202: "'sertraline' is a medication: knowing that takes a vocabulary the rules do not have",
    214: "by design an agent contradicting the person is held for the person, not an update",
    315: "'tom and i broke up' names the partner by name: no partner slot is read from it",
    340: "'i'm in leeds' may be a visit: only 'live in' and its kin fill the home slot",
    409: "'that's my favourite coffee' points back at the clause before: no anaphora is read",
    421: "'I'm at Shopify' may be a visit: only 'work at' and its kin fill the employer slot",
    612: "'Nobu in Dubai' and 'Nobu Dubai' are read as two employers: held for the person",
    733: "'bruno's my golden retriever' is no pet statement to the rules",
    822: "'still at Deloitte' may be a visit: only 'work at' and its kin fill the employer slot",
    904: "'lucia got a new job.' names no one of the person's by 'my': no statement is kept",
    909: "one zero-width space at each word's edge is copy-paste debris to the guard, not a sign",
    921: "'User's surname is now Weber' is half a name: no slot holds the surname alone",
    922: "'I run 5k every morning' in other words fills no slot: no repeat is seen",
    1007: "which phone one uses (an Android, an iPhone 15) is no slot",
    1017: "'User is divorced' beside 'married to Priya': divorced is an identity, not a partner",
    1031: "'BMO' is not the initials of 'Bank of Montreal' in their order",
    1033: "'type one diabetis' beside 'type 1 diabetes': a number in words and a typo",
    1101: "'starting at the Royal Infirmary … from 3rd March' is a job still to come: a plan",
    1110: "'cos of my coeliac' inside a request: the condition is read only as 'I'm coeliac'",
    1113: "'daughter Sarah' beside 'daughter Saoirse' may be a second daughter: kept",
    1120: "a question restating the home keeps nothing: no statement, so no repeat is counted",
    1131: "'took my amlodipine this morning' is a dose taken, not a statement of the medicine",
    1136: "'still at deloitte' may be a visit: only 'work at' and its kin fill the employer slot",
    1201: "'senior analyst from 1st of march' after a cry of a promotion names no job to the rules",
    1203: "'being vegetarian, the … sounds perfect' repeats 'no meat or fish' only by meaning",
    1210: "the engagement's prior was dated by its wedding: the break-up looks earlier, so waits",
    1211: "'my dog Bruno is a beagle' is read as no pet: the breed changing is no conflict",
    1213: "'both my children, maya & leo' inside a sentence about school is no count of children",
    1214: "an agent's new email address for the person is held as planted, not as a conflict",
    1218: "'nut allergy here (peanuts specifically)' inside a request keeps nothing",
    1225: "'sub-4 in berlin' and 'the Berlin marathon in under four hours' share only 'berlin'",
    1231: "'with three cats in a one-bed flat' is no statement of the cats: nothing is kept",
    1233: "'since we moved up in jan' names no town in its clause: Brisbane is not read as home",
    1236: "'my bank's Starling': a bank's 's is not read as 'is' (it may own something)",
    1237: "'dr fernandes (my gp) said …' tells more than the GP: kept as new",
    1302: "retired where only the employer was known: retiring ends the title, not the employer",
    1303: "'mam moved in with us' is a parent's home: no slot holds it",
    1306: "'made the last payment on the car loan' ends a loan: no slot holds one",
    1307: "a sport given up for another: no slot holds a sport",
    1308: "'single and honestly loving it' is not read as no partner (its 'I'm' left out)",
    1309: "'baby no.2 arrived' names no one of the person's by 'my': no statement is kept",
    1310: "'use Bongi from now on' is a nickname only to a reader of the chat before it",
    1312: "'the consultant … its Parkinson's' names no one of the person's: nothing is kept",
    1317: "'still dont eat pork' repeats 'I don't eat pork' beside 'I'm Muslim': no slot holds it",
    1321: "'the house has been ours outright since 2015' keeps nothing: no statement is read",
    1326: "two medicines may be taken together: an agent's fluoxetine is kept beside sertraline",
    1327: "a count of grandchildren is no slot",
    1335: "an order quoted in the person's own message counts as typed by them: not held",
    1410: "'jake turned fifteen on sat' is a child's birthday by name alone: no slot reads it",
    1412: "'cant do gluten, coeliac' with its 'I'm' left out keeps nothing",
    1418: "a colleague moved away beside the person's own depot: kept as new",
    1424: "'jake's 15' names a child by his name alone: no slot holds a child's age",
    1426: "'got a Vivaro now' names a van the car list does not know",
    1431: "'so pescatarian I guess' hedges the diet: nothing is kept",
    1436: "'if I ever moved …' hedges the turn, and the mother's home with it: nothing is kept",
    1440: "'doing supply teaching these days' with its 'I'm' left out keeps nothing",
    1505: "an IBAN is given to be paid, not a credential: kept (its brief named it a secret)",
    1508: "'my wife has a peanut allergy' beside 'mi esposa is allergic to peanuts'",
    1512: "'so pescatarian now I guess' hedges the diet: nothing is kept",
    1513: "an agent's new email address for the person is held as planted, not as a conflict",
    1515: "'Bruno my lab is 3' names the dog by his name alone",
    1516: "'still in Blr with mom n dad' with its 'I'm' left out and the town shortened",
    1518: "'my husband Rohan keeps …' mentions a partner in passing: no slot is read from it",
    1520: "'nung bata pa ako we lived in Cebu' is Tagalog before the English",
    1522: "'meine Freundin Lena' is German: no partner was read before the marriage",
    1524: "a visa is no slot",
    1528: "a bike is no slot (a car is)",
    1532: "a main client is a 'my:' slot, the retainer before it none",
    1533: "'my nani's amlodipine' is someone else's medicine: no slot holds it",
    1534: "'first day at Monzo tomorrow' is a job still to come: a plan",
    1537: "a visa is no slot",
    1602: "'switched them from lisinopril to losartan' says 'them' for the person: not read",
    1603: "which days one works from home is no slot",
    1604: "'no longer works at the surf school' names no employer the prior's words gave",
    1606: "an agent's new email 'replacing' the old one points somewhere never said: held",
    1608: "'User's brother Jonas moved' beside 'my brother Jonas is a nurse in Hamburg': the "
    "prior is read as the brother's job, not where he lives",
    1610: "a board seat given up is no slot",
    1612: "the rent is no slot",
    1613: "'a tortoise called Gerald who is older than me lol' is no pet statement to the rules",
    1615: "'still saving for that motorbike lol' is a plan restated, read as small talk",
    1617: "'allergic to cats' is one item of a list with its subject left out: not read apart",
    1618: "'teaches English online' is no slot: the repeat is seen only by words",
    1619: "which editor one uses is no slot",
    1620: "volunteering is no slot",
    1624: "which year a teacher teaches is no slot",
    1626: "'The user's wife Ania works as …' beside 'my wife Ania is a midwife': the spouse's job "
    "is no slot the two share",
    1627: "a middle name is no slot",
    1701: "'big news, moved to york …' opens with a cry before the left-out 'I': nothing is kept",
    1705: "'came off the sertraline' without a dose or a word of medicine is not read",
    1706: "a child's school and school year are no slot",
    1720: "'when i was a kid we lived in marseille' is history the turn reader lets go",
    1726: "'still in porto' is no home slot: the repeat is not seen",
    1729: "picking the kids up and making pasta is an errand kept as something the person did",
    1730: "'i don't eat any animal products' is vegan in other words: not read",
    1732: "'User has split from James' names the partner by name only: not read against 'my "
    "partner'",
    1835: "the guard holds an agent's new e-mail address as planted-looking (one the person never "
    "gave) before the review would read it as a conflict: held for the person either way",
    1903: "'no, LEICESTER not leeds lol, you misheard me' repeats the home in words no slot reads",
    1908: "\"i've been at aldi\" may be a visit: only 'work at' and its kin fill the employer slot",
    1919: '"Ella\'s moved schools" names the daughter by her name alone: kept, no slot read',
    1920: "\"ella's at st mary's\" names the daughter by her name alone: kept beside, not a repeat",
    1924: "the guard holds an agent's new phone number as planted-looking (one the person never "
    "gave) before the review would read it as a conflict: held for the person either way",
    1938: "a pasted order to the assistant is a request, not a statement: nothing is kept",
    2001: "'meet the new recruit 🐶 collie pup called Moss' says no 'I', 'my', 'we': no statement",
    2007: "the ram sale's date said before is no statement of the person's: nothing to correct",
    2008: "'running out of Grand Island' fills no slot ('based out of' a yard is no home)",
    2009: "a flock's size ('600 ewes', 'closer to 650 ewes now') fills no slot",
    2010: "'we farm at Cwm Du' fills no home slot: the move is kept as new, not a change",
    2011: "'the pup's Moss btw' names the pet with 'the', which the rules do not read as one's own",
    2017: "'based out of my company's yard in Grand Island' fills no slot: no conflict is seen",
    2025: "the person's own words after a page was read are theirs: kept with an untrusted note",
    2102: "'the carers come tues and fri mornings now' names no one of the person's: no statement",
    2106: "'Ewan's offshore' names no relation of the person's: never kept, nothing to change",
    2107: "'gone low carb' is no diet the one-at-a-time diet slot holds (vegetarian, vegan …)",
    2109: "'moved me from bass to tenor' shares no word with the choir memory but the part",
    2110: "'Morag's on donepezil' names no relation of the person's: never kept, nothing to change",
    2111: "'got Skye from …' is kept, but shares too few words with 'we adopted Skye …' to repeat",
    2112: "'Kirsty's twins are …' names no relation of the person's: never kept, nothing to repeat",
    2113: "'we're fine up here on Franklin Road' fills no home slot, and shares too few words",
    2114: "'User's daughter Kirsty works as a GP' adds 'daughter' to 'my Kirsty's a GP': 4 in 6",
    2115: "'Ewan does two weeks on' names no relation of the person's: never kept, no repeat",
    2121: "'memory clinic' is no word of 'hospital appointments' said no to: not matched",
    2126: "'Ewan's offshore' names no relation of the person's: never kept, no conflict",
    2127: "'i don't eat tatties' is no diet the slot holds: no conflict with 'i'll eat anything'",
    2128: "'Kirsty's twins are …' names no relation of the person's: never kept, no conflict",
    2129: "'Skye's a brindle greyhound' says no 'my': never kept, no breed to conflict with",
    2202: "'my wife grace is a midwife at UHCW' and 'Grace, my wife, works as a midwife at …' "
    "share too few words to repeat, and no slot holds a relative's job",
    2213: "a child's age told by an agent ('Nyasha, is 8 months old') is no slot: no repeat seen",
    2214: "a child's age told by an agent ('Nyasha, is 2 years old') is no slot: no conflict seen",
    2220: "the person pasting a scam and asking about it states nothing: no candidate to hold",
    2221: "'The user's depot is closing in 2026' shares two words with the page the person "
    "never typed: too few for an echo",
    2224: "'my mum nomsa' names the mother in lower case: no name is read, no conflict seen",
    2226: "'one of the basses in the choir' shares too few words with 'I sing bass in the choir'",
    2227: "'massive sky blues fan' and 'supported Coventry City' share no words: no repeat seen",
    2228: "'still fixing buses at the harnall lane depot' says no 'I': no statement to repeat",
    2302: "the agent's 'Maths, Physics and Geography at A-level' and 'maths physics n geog for "
    "his a levels' share too few words: no repeat seen",
    2314: "'driving licence is clean' says no 'I': no statement to repeat",
    2322: "'care home are putting mams fees up' says no 'I' or 'my': no statement is kept",
    2326: "'weighed 17 stone' said with no 'I' was only logged: the later weight is new",
    2329: "'rhys's girlfriend' said no to does not block 'rhys and ffion have split up': "
    "no word of it",
    2330: "a named son's partner ('going out with a girl called ffion') fills no slot",
    2331: "'the site fees … are £4,200' says no 'I': no statement to hold as the page's echo",
    2333: "'never been a betting man' and 'places bets online most days' fill no slot: "
    "no conflict seen",
    2336: "'bryn's insured with petplan' said with no 'I' was only logged: the agent's note is new",
    2337: "a named son's sport ('plays for dunvant', 'doing boxing') fills no slot",
    2338: "a named son's sport fills no slot: no conflict seen",
    2340: "'so i take the slow release one …' is the person's own conclusion, kept, not held as "
    "the page's",
    2403: "'Paul and his partner Dev live in Leeds' names no one of hers: only logged, so the "
    "move is new",
    2404: "'Paul and his partner Dev live in Leeds' names no one of hers: nothing to conflict with",
    2406: "what she repeats from the owner's guide while she is there is kept with an untrusted "
    "note (DESIGN §5), not held",
    2412: "the agent's 'fallen behind on her council tax since her husband died' shares too few "
    "words with her 'got behind with the council tax since Geoff died' to repeat it",
    2413: "'Alfie who's 4' in a list of grandchildren fills no age slot: no conflict seen",
    2418: "the agent's 'meeting Trevor … for coffee at the Forum after rehearsals' is her 'going "
    "for a coffee at the Forum after practice' in other words: not seen as a repeat",
    2421: "a choir night moved 'from September … over to Thursday nights' fills no slot",
    2424: "'Pip is 9' a day after 'Pip's 8' reads as a birthday, an update",
    2426: "'where Jean lives' said no to does not block 'Jean's gone into sheltered housing in "
    "Sheringham': it names no 'lives' and no address",
    2430: "'the bank keeps saying they'll text me one' is kept as a statement",
    2432: "'Chloe reckons mine's far too obvious' is kept as a statement",
    2434: "'Chloe and her husband Mark live at 9 Beech Drive' says no 'I' and names no one of "
    "hers: only logged, so nothing to repeat",
    2435: "what she repeats from the Warm Homes page while she is there is kept with an untrusted "
    "note (DESIGN §5), not held",
    2437: "what she repeats from the email while she is there is kept with an untrusted note "
    "(DESIGN §5), not held",
    2502: "'she's a dental nurse there' names his wife only as 'she': the repeat is not seen",
    2503: "a move told as a story ('moved everything into the new place in partick') fills no "
    "home slot",
    2508: "'took da tae the neurologist' says no 'I' and no 'my' before 'da': not read as his",
    2514: "'thistle through and through … firhill wi ma da' repeats 'thistle daft since i was a "
    "wean' only by meaning",
    2517: "a bus route taken off and given ('aff the 38 … on the 75') fills no slot",
    2518: "the agent's 'drives the number 38 bus route for First Bus' shares too few words with "
    "'drivin the 38 for first bus' to repeat it",
    2519: "a five-a-side night ('on a tuesday' beside 'thursday nights is fives') fills no slot: "
    "no conflict seen",
    2520: "'thursday cannae come quick enough, fives night' says no 'I': no statement to repeat",
    2522: "'Leah's father lives in Kilmarnock' is the home of someone's relation: no slot holds "
    "it, so the note is new",
    2523: "'ma wife nadia's a dental nurse' is a job of his wife's, which no slot holds: the new "
    "job is no change",
    2524: "'ma wife nadia's a dental nurse' is a job of his wife's, which no slot holds: no "
    "conflict seen",
    2525: "a number 'changed tae' another in a sentence with no 'I' is not read as his",
    2528: "'bruno's been at the bin again' before a question is kept as a statement of his dog's",
    2530: "'ma mum n da stay in clydebank' has two subjects: no home slot is read",
    2532: "'forget i said that aboot the tablets' names the tablets, the agent's note sertraline: "
    "no word in common",
    2608: "'the five milligram one' beside '5mg': a number in words, the repeat not seen",
    2610: "the agent's 'saving for a Norwegian fjords cruise' shares too few words with 'a cruise "
    "to Norway, the fjords' to repeat it",
    2611: "the agent's 'about two years' says the page's '104 weeks' in other words: not seen as "
    "the page's",
    2612: "the agent's note says in other words what she said ('about two years', 'her GP'): too "
    "few words shared to repeat it",
    2615: "what she repeats from the transport page while she is there is kept with an untrusted "
    "note (DESIGN §5), not held",
    2618: "'Sian was on the phone … Mali has lost her first front tooth' names no one of hers by "
    "'my': nothing is kept",
    2624: "'the breast clinic in Swansea' is the 'lump scare' said no to only by meaning",
    2626: "'Pero is only nine but his back legs are going' names the dog alone: no statement of "
    "hers is kept, so no conflict of ages",
    2627: "'My old Pero is thirteen now' repeats 'thirteen this year' in other words",
    2629: "a voice part in a choir (soprano beside alto) fills no slot: no conflict seen",
    2630: "'us altos have the tricky bit' repeats 'I sing alto' only by meaning",
    2631: "a car sold ('sold the Jazz … on the T5 with my bus pass') ends no slot of 'I still "
    "drive the old Honda Jazz'",
    2632: "'I don't drive, never have' beside driving the Jazz: a habit denied fills no car slot",
    2633: "a volunteering day moved (Tuesdays to Wednesdays) fills no slot",
    2634: "a volunteering day (Wednesdays beside Tuesdays) fills no slot: no conflict seen",
    2638: "a scam call told as a story ('A man rang saying he was from the bank …') is kept as a "
    "statement",
    2701: "a dose 'bumped down to one puff twice a day' holds words '2 puffs morning and night' "
    "does not: no slot holds an inhaler's dose",
    2702: "'one puff morning and night' beside '2 puffs': no slot holds an inhaler's dose, so no "
    "conflict (no longer taken for a repeat)",
    2708: "'arjun texted, he's flying into hobart' names someone only in lower case: nothing kept",
    2709: "'yeah the car's that ancient silver corolla' says no 'my': nothing kept",
    2714: "'i keep forgetting them' after a request for a password is kept as a statement",
    2718: "'thursdays are badminton night at the uni centre' says no 'I': nothing kept",
    2721: "'mums moved her calls to saturday nights' beside 'amma calls every sunday': the day of "
    "a call fills no slot (kept now, as new)",
    2722: "'sunday mornings = amma's call' says no 'I' and opens with no one of hers: nothing kept",
    2725: "a partner named by name ('arjun's in sydney') fills no slot of 'my partner arjun lives "
    "in melbourne'",
    2726: "'ARJUN MOVED TO HOBART' fills Arjun's home, which 'my partner arjun lives in melbourne' "
    "fills under another key",
    2727: "'for the tutoring pay form: BSB … can u keep that handy' says no 'I': nothing kept",
    2729: "'tomasz lost his job' names him in lower case only: not seen as the Tomasz said no to",
    2730: "'ellie works as a nurse at royal hobart hospital' repeats 'she's a nurse at the royal "
    "hobart' in other words",
    2731: "'my diagnosis please, the pcos one' is said no to with 'diagnosis': 'my polycystic "
    "ovaries' holds the condition but not that word",
    2738: "'left TSDC …, switched to diving with Hobart Divers' fills no club slot (kept now, as "
    "new; no longer read as an employer)",
    2803: "'she's upped the clenil to 200 now' beside 'on clenil 100 …': no slot holds a dose "
    "(kept now, as new)",
    2804: "'clenil one hundred, two puffs twice daily' repeats 'clenil 100 …, 2 puffs twice a "
    "day' in other words and a number in words past twelve",
    2805: "'ife's started swimming' names his daughter, never said to be his: nothing kept",
    2806: "the prior names Ife without saying she is his ('ife's in year 2 at …'): nothing kept, "
    "so the agent's other school contradicts nothing",
    2807: "'ife's mum' is the ex said no to, which nothing said tells",
    2815: "'the car? grey octavia estate, 16 plate' says no 'I' after its question: nothing kept",
    2816: "'the car? grey ford focus estate, …' says no 'I' after its question: nothing kept",
    2818: "an agent's note repeating 'mum's still in peckham, i visit her about once a month' in "
    "other words",
    2823: "'patel's putting the rent up to £925 from june' says no 'I' or 'my': nothing kept",
    2824: "'eight hundred and fifty quid a month' is '£850 a month' in words",
    2833: "the prior names Ife without saying she is his: nothing kept, and the change neither",
    2834: "the prior names Ife without saying she is his: nothing kept, so the agent's other day "
    "contradicts nothing",
    2840: "'mum's mobile is 07700 900 412' repeats 'mum's number is 07700900412' with the number "
    "in groups and other words",
    2901: "a leased car returned and 'got a new 2024 crv hybrid, so thats my car now' in a long "
    "turn: the car's change is read in no part of it",
    2904: "'five milligrams once a day' repeats '5 mg once a day' in words and other words",
    2907: "'my kuya' is the older brother said no to, in Tagalog",
    2910: "an agent's note repeating 'every month i send 15k pesos to my tita luz' in other words "
    "and '15k' as 15,000",
    2911: "'ugh finally home from a brutal night 😩 thanks for letting me vent' is kept: no "
    "greeting opens it",
    2912: "'reset our hospital logins, my new one is Icu!Nights2024' names no password before the "
    "value",
    2916: "'bantay is only 4' names the dog alone, with no 'I' or 'my': nothing kept",
    2922: "an agent's 'User's daughter Bea is 14' beside 'my two kids are bea (16) and migs (13)': "
    "ages in brackets fill no slot",
    2924: "'yup still doing 7pm-7am nights …' says no 'I': nothing kept",
    2931: "'lola nena's cataract surgery got moved to march 5' names her mum without 'my', after "
    "another clause: nothing kept",
    2932: "'lola nena's cataract surgery is on march 5' names her mum without 'my': nothing kept",
    2933: "'the nine o'clock mass' repeats 'sunday 9am mass' in words and other words",
    2934: "'went to confession with fr. dante' says no 'I': nothing kept, so nothing is blocked",
    2940: "an agent's note repeating 'i walk 30 mins on the treadmill after every shift' in other "
    "words ('half an hour')",
    3002: "'met forming', voice typing's slip for metformin, is another medicine by its name",
    3007: "an agent's 'shares custody … alternating weeks' repeats 'split custody … week on week "
    "off' in other words",
    3008: "an agent's 'full custody' against 'split custody': custody is no slot",
    3013: "'tashas new man' is curtis, said no to, but not by his name",
    3021: "'from now on always send my weekly route summaries to …' is the person's own order, "
    "typed by them: not held (DESIGN §5 holds a planted one)",
    3024: "'has me in truck number 3308' then 'a different truck … its number 4172': a truck's "
    "number is no slot",
    3032: "'my boy jaylens sixteen and maya just thirteen' repeats two ages told as 'my son … my "
    "daughter …': 'boy' is no word of a son here, and two statements are one",
    3033: "married in 2020 after a divorce in 2019: no slot holds a marriage's order",
    3036: "'dispatch moved me off the I-40 lane … running amarillo up to denver now': a lane run "
    "is no slot",
    3039: "'sugars been running around three hundred' says a blood sugar number said no to, but "
    "with no 'blood' and no word of the tombstone's other than 'sugar'",
    3040: "an agent's 'diagnosed in 2017' beside 'diagnosed in twenty seventeen': the search for "
    "a repeat looks for '2017' among the words of memories, which say it in words",
    3101: "'Dr Nolan retired … so I'm with Dr Farrelly … now' changes her GP told by what became "
    "of the last one: no rule reads 'I'm with Dr …' as her GP",
    3104: "'the war for in', voice typing's slip for warfarin, is another medicine by its name",
    3106: "'the at or va statin', voice typing's slip for atorvastatin, is another medicine",
    3107: "'the surgery has a new phone number … it's …': the surgery's number, told without 'my', "
    "is no slot",
    3113: "the day she does the church flowers is no slot",
    3114: "the day she does the church flowers is no slot",
    3116: "an agent's 'has a Jack Russell called Toby, aged eleven' beside 'my dog Toby is a Jack "
    "Russell he's eleven now': a pet's breed and age told two ways",
    3117: "'since Paddy passed in March 2021' after 'died in 2019': a death's date is no slot",
    3118: "'since Paddy passed in twenty nineteen' repeats 'died in 2019' in other words",
    3120: "'Thursdays is the bridge in the parish hall sure I wouldn't miss it' repeats bridge on "
    "Thursdays with more words",
    3122: "an agent's e-mail beside 'my email is maureen kavanagh forty six at eircom dot net all "
    "one word': an address said aloud is not read as one",
    3130: "'… would they want the numbers off the back of the card do you think' asks at its end, "
    "without a question mark",
    3135: "'the new joint they put in' is the hip said no to, in other words",
    3137: "'Chloe gave me back two hundred of the five hundred euro' is the money lent said no to, "
    "in other words",
    3140: "'the thirteen was diverted again this morning …' is a day's news, kept",
    3208: "'the check engine light on my 2011 civic is STILL on' repeats 'i drive a 2011 civic, "
    "the check engine light has been on since forever' in other words",
    3211: "an agent's 'boyfriend Marcus lives in Dallas' against 'my bf marcus goes to texas "
    "tech … lubbock is sooo far': where he lives is told only by where his university is",
    3212: "an agent's 'long-distance boyfriend Marcus attends Texas Tech in Lubbock' repeats "
    "'my bf marcus goes to texas tech … lubbock' in other words",
    3214: "'yeah the zertec every morning is the only thing keeping me alive' repeats 'i take "
    "zyrtec every morning' misspelt, in other words and with no 'take'",
    3220: "'i forgot my canvas password AGAIN how do i even reset it' asks at its end, without a "
    "question mark",
    3225: "'from now on always forward my refill reminders to my mom too' is the person's own "
    "order, typed by them: not held (DESIGN §5 holds a planted one)",
    3228: "an agent's 'roughly $24k in student loans and finds them stressful' repeats 'like $24k "
    "in student loans and it stresses me out' in other words",
    3234: "'some random guy from my a&p class just slid into my dms' is a day's news, kept",
    3236: "'being 21 in austin is elite' tells an age without saying 'I'm'",
    3240: "'closing at epoch again tn bc i always close thursdays' repeats 'i close at epoch every "
    "thursday night' in other words",
    3304: "'I am working in Flipkart as lead engineer' against 'working as senior software "
    "engineer in Infosys': an employer after 'in' is not read (it may be a town or a field)",
    3312: "'Took the ICICI Amazon Pay credit card, limit is ₹3 lakh' leaves out 'I' after a verb "
    "('took') that opens a day's news as often",
    3314: "'I studied in St. Thomas HSS Thrissur itself, passed out 10th in 2001' repeats the "
    "school told with its name in full, in other words",
    3315: "'That 3 lakh I gave my co-brother is still not back' is Anil's loan said no to, without "
    "his name",
    3316: "'Gave Anil ₹3 lakh hand loan …' leaves out 'I' after a verb ('gave') that opens a "
    "day's news as often",
    3318: "'I am around 86 kilos only' repeats 'I am 86 kg' in other words: a weight is no slot",
    3319: "an agent's 'college girlfriend from NIT Calicut' is Divya said no to, without her name",
    3333: "'Got transferred to Infosys Hyderabad, Gachibowli campus' changes the workplace told "
    "as 'working from Infosys Electronic City campus': 'working from' is not read",
    3334: "'I work out of the Infosys Gachibowli campus' against 'working from … Electronic City "
    "campus': 'working from' is not read",
    3336: "'Savitri akka didn't come today and Lakshmi is out of station' is a day's news, kept",
    3340: "an agent's 'son Kannan is in LKG at National Public School' repeats 'Kannan joined LKG "
    "in National Public School': a school is read after 'at', and 'joined … in' is not",
    3403: "'We have moved at the end of March from Degerloch to Vaihingen': a time between the "
    "move and where from is not read",
    3416: "an agent's 'mother lives in a Pflegeheim in Sillenbuch since 2024' repeats 'My mother "
    "is since 2024 in a Pflegeheim in Sillenbuch' in other words and another order",
    3418: "'Please send the TÜV reminders for the Touran to my wife Sabine, her e-mail is …' is "
    "the person's own request, read as one to the assistant and kept as nothing",
    3420: "'now I weigh 98 kg' after 'I weigh 104 kg': a weight is no slot",
    3423: (
        "an agent's 'son Jonas is repeating year 10' is 'Jonas and the school' said no to, "
        "but a school year is no slot the wish reaches: kept as new"
    ),
    3424: (
        "an agent's 'son Jonas is repeating year 10 because of poor maths grades' repeats "
        "'must repeat the 10th class' in other words, but a school year is no slot: kept as new"
    ),
    3426: "'Why does the BW-Bank want a new TAN …? That annoys me.': the reaction after the "
    "question is kept",
    3435: "'married since 2001' against 'married since 1999': when one married is no slot",
    3436: "'Since 1999 we are married, Sabine and me' repeats 'married since 1999' in other words",
    3437: "'My Krankenkasse is the AOK' against 'I am with the TK as Krankenkasse': a health "
    "insurer is read only as 'my Krankenkasse is …'",
    3438: "'insured by the Techniker Krankenkasse, the TK' repeats 'with the TK as Krankenkasse' "
    "in other words",
    3440: "'My mother-in-law comes today for Kaffee und Kuchen' is a day's news, kept",
    3504: "'How I fit change my Access ATM PIN …? I don't have time for queue.': the complaint "
    "after the question is kept",
    3505: "'another round of chemo for the old man at LUTH' after 'forget … my daddy's sickness': "
    "'the old man' for the father and chemo for the sickness are not read",
    3506: "'My daddy called me this morning, we gisted small about Arsenal match' is a day's "
    "news, kept",
    3511: "a zero-width space at the edge of two words is read as debris from a copy, not as "
    "something hidden, so the repeat is ignored",
    3519: "'wrote me down as 211 pounds' after 'never mention my weight': a weight in pounds "
    "with no word of weighing is not read (pounds are money too)",
    3523: "'Ngozi my madam is a banker at First Bank' against 'My madam Ngozi works at Zenith "
    "Bank': a relative's employer is no slot",
    3524: "'My wife Ngozi dey work for Zenith Bank for Ikeja' repeats 'My madam Ngozi works at "
    "Zenith Bank, Ikeja branch' in other words",
    3525: "an agent's 'User sold his 2010 Corolla … now drives a 2014 Honda Accord' is held as a "
    "conflict by design: an agent does not replace what the person said (DESIGN §5)",
    3529: "'paid back 175 thousand out of that 350 wey I borrow from the app' after 'never bring "
    "up that Opay loan': the loan is said, but not Opay",
    3537: "an agent's 'previously married to Adaeze' after 'forget about that first marriage': "
    "the name of the first marriage's spouse is not kept as said no to",
    3604: "'Please how do I change my MoMo PIN? I think somebody saw me typing it …': the "
    "statement after the question is kept",
    3605: "'Yaw's lawyer says the landlord matter will be called again' after 'forget … Yaw's "
    "court case with his landlord': 'the landlord matter' for the court case is not read",
    3609: "'My madam Akosua works as a nurse at Komfo Anokye' repeats 'My wife Akosua is a nurse "
    "at Komfo Anokye Teaching Hospital' in other words ('my madam' is not read as the wife)",
    3614: "'some guy called me claiming to be from Ecobank …' is a day's news, kept",
    3618: "'the sun was too hot at KNUST this morning, I only managed two rounds today' is a "
    "day's news, kept",
    3627: "'I have resigned from Anglican SHS and joined Opoku Ware School as Head of the Maths "
    "department': 'I teach core maths at …' fills no employer, so nothing is changed",
    3632: "'Is it safe to pay WAEC registration online …? Herh I don't trust these sites.': the "
    "feeling after the question is kept",
    3634: "an agent's 'User's phone number is 020 877 4519' gives a number the person never gave: "
    "held as planted-looking (a redirect), not as a conflict",
    3636: "the person's 'send the reminder to my wife Akosua's number too, 0245 330 918' is a "
    "request to the assistant, kept as nothing, so an agent's note of it repeats nothing kept",
    3638: "'Herh salary delayed again this month, … We are managing.' is kept",
    3639: "'Efua says she is still owing the susu man GH₵1,200' after 'forget … Efua's debts with "
    "the susu collector': 'owing' and 'the susu man' are not read as the debts",
    3701: "'kamau ameacha matatu, … ameanza kuendesha lorry ya bidco' is said in Sheng: read "
    "now (sheng.py), not yet decided as labelled",
    3702: "'kamau anaendesha lorry ya bidco …' is said in Sheng: read now (sheng.py); what it "
    "is kept as says no job",
    3707: "'yule baba wa kwanza wa brian' (the ex said no to) is said in Sheng: read now "
    "(sheng.py), not yet decided as labelled",
    3709: "'sisi bado tunakaa hapa 45 …' is said in Sheng: read now (sheng.py), not yet "
    "decided as labelled",
    3712: "'mathe bado anaishi Kangema na Mwangi' is said in Sheng: read now (sheng.py), not yet "
    "decided as labelled",
    3720: "'mimi hukunywa metformin 1000mg twice a day' is said in Sheng: read now (sheng.py), not"
    " yet decided as labelled",
    3725: "'tujengane ni 2k kila mwezi …' is said in Sheng: read now (sheng.py), not yet "
    "decided as labelled",
    3726: "'wale wamama wa chama yangu ya kwanza walionifukuza' is said in Sheng: read now "
    "(sheng.py), not yet decided as labelled",
    3729: "'brian yuko form 3 kiambu high, yeye ni boarder huko' is said in Sheng: read now "
    "(sheng.py), not yet decided as labelled",
    3730: "'brian amehamishwa, from this term yuko form 3 kiambu high' is said in Sheng:"
    " read now (sheng.py), not yet decided as labelled",
    3732: "'clinic walinipima leo, pressure iko 150/95 …' is said in Sheng: read now "
    "(sheng.py), not yet decided as labelled",
    3734: "an agent's 'User's diabetes is managed by Dr. Achieng' fills no slot beside 'My doctor "
    "is Dr. Njoroge' (a diabetes doctor is not read as the family doctor)",
    3738: "'ile duka nilikuwa nayo kabla ya hii ilipofilisika' is said in Sheng: read now "
    "(sheng.py), not yet decided as labelled",
    3816: "an agent's 'User serves as a church elder at ACK St. Christopher's Cathedral' is not "
    "read as the person's 'I am a church elder there'",
    3822: "'Faith will do her industrial attachment at KALRO Njoro from May' is kept as nothing",
    3826: "'Kamau still hasn't returned a single shilling of what I gave him' after 'forget that "
    "matter of the money': the debt told by what was lent is not read",
    3827: "'The lady I was seeing in college before Wanjiku' after 'forget about her' (Akinyi): a "
    "wish of 'her' keeps no fingerprint of the topic",
    3829: "'Dr. Mwangi at War Memorial is still the one who sees me' is not read as 'My doctor is "
    "Dr. Mwangi at Nakuru War Memorial Hospital' again",
    3830: "'that brain episode I had back in 2021' after 'never bring up that stroke again': the "
    "stroke in other words is not read",
    3904: "'Ssebo, how do I reset my MoMo PIN? The phone keeps telling me it is wrong.': the "
    "complaint after the question is kept",
    3907: "'The man I was married to before Mugisha' after 'forget everything about my ex-husband "
    "Tumwine': the ex told by who he was, without his name, is not read",
    3912: "'I have around 300 layers in the poultry house behind our home, nga they are laying "
    "well' is not found to repeat 'I keep about 300 layers in a small poultry house behind "
    "our home'",
    3914: "an agent's 'User's husband Mugisha is a mathematics teacher at Ntare School' after "
    "'My husband Mugisha teaches mathematics at Ntare School': where he works repeats, but what "
    "he is (his 'my' slot) is told for the first time, so it is kept",
    3918: "'My broilers have added weight fast …' after 'stop talking about my weight': the topic's"
    " word is read whoever's weight it is",
    3923: "'the tablets for my low moods' after 'forget that I am on sertraline for depression': "
    "the medicine in other words is not read",
    3929: "'I still have not paid back what my sister lent me' after 'forget about the money I "
    "borrowed from my sister Atuhaire': a debt told by what was lent is not read",
    3930: "'I still have the 4 million SACCO loan for the poultry house …' is not found to repeat "
    "'I have a loan of Ugx 4 million from Mbarara Health Workers SACCO for the poultry house'",
    3940: "'Which security question is best to choose on the NSSF app? They want me to pick one.': "
    "the sentence after the question is kept",
    4010: "'The small one Bwalya has started grade 1 at Kitwe Primary School this term' is kept as "
    "nothing: 'the small one' opens no one of the person's",
    4013: "'Mwe, I am one of the church elders at UCZ Nkana East' is not found to repeat 'I go to "
    "UCZ Nkana East, I am an elder there'",
    4015: "'from Monday I am reporting at the ZESCO Ndola depot': 'reporting at' is where one works"
    " as often as where one reports something ('reporting at the police station')",
    4033: "'those six months of chest tablets from the clinic … the cough has gone' after 'forget "
    "about that TB business': the illness in other words is not read",
    4036: "an agent's 'User is a member of an eight-member chilimba at church, contributing K500 a "
    "month' is not found to repeat 'I am in a chilimba at church with eight members, we each "
    "put K500 every month'",
    4037: "'Mwape's mother phoned from Lusaka' after 'Please forget about Natasha': the ex told as "
    "someone's mother, without her name, is not read (and the call is a day's news)",
    4040: "'Weekends I enjoy going to the stadium to watch Nkana FC' is not found to repeat 'On "
    "weekends I like going to watch Nkana FC at the stadium'",
    4101: "'we finally move out of Spanish Town! We deh in Greater Portmore now': a move out with "
    "no place, and 'we are in X now' is no home (it may be a visit)",
    4113: "'User's mother lives in May Pen, Clarendon': 'in May' is read as a month",
    4123: "'how the furniture store did run mi off back in 2018' after forgetting 'the time Courts "
    "fire mi': knowing Courts is a furniture store takes a vocabulary the rules do not have",
    4124: "'Mi still a do the payroll at Wisynco, six years now' is not found to repeat 'Mi work "
    "at Wisynco as a payroll clerk'",
    4129: "'Delroy drive JUTC bus' against 'drive robot taxi': a job told as what one drives is no "
    "job slot",
    4131: "'mi will leave out the shrimp then' is kept: what one will do tonight reads as a "
    "statement",
    4133: "'We raise the partner hand to $8,000 a week': no slot holds a savings club's hand",
    4140: "'Every time mi pass that bend pon Mandela the traffic back up' is kept as a habit",
    4201: "'Since we got the keys to the bungalow in Rawdon' is a move told by its keys: no slot "
    "reads it",
    4202: "'sorting the loft at our bungalow in Rawdon' tells the home by a room of it: no slot "
    "reads it",
    4203: "'stay as I am on the ramipril, 5 mg' comes with an appointment and a car park's price, "
    "which are kept",
    4208: "'Dave says once a year but he says a lot of things' is kept as said by the husband",
    4211: "'the Yaris is due its MOT' in a request: owning a car told as its MOT is no statement",
    4212: "'I've only had it since I traded the Fiesta in': the car it is told a sentence before",
    4215: "'Mum was a Sutcliffe before she married': no slot holds a maiden name",
    4217: "'the phone went … recorded messages about an accident I never had' is kept",
    4219: "'that's who I've had to sign on with at Rawdon Surgery now Dr Okafor's retired': a GP "
    "told as who one signed on with, after a dash",
    4220: "'still my GP' comes with how the appointment went, which is kept",
    4222: "'sun's finally out and I've got the washing on the line' is kept",
    4225: "'My husband Dave drives a taxi for Amber Cars' is no employer of his",
    4227: "'The bank's just texted me a six-figure code' before a question is kept",
    4231: "'ballet on Sunday mornings' against 'on Saturday mornings': no slot holds the day of a "
    "grandchild's class",
    4233: "'Found an old photo of me with Sooty' is kept as new beside the repeat",
    4234: "'that's what I put for the bank's … question': the answer is the name told before it, "
    "after a dash",
    4235: "'the green on Low Lane, the place I used to play' after forgetting 'the bowls club on "
    "Low Lane': the club by its green",
    4236: "'they've got the Christmas lights up already' is kept",
    4238: "'Took Bramble out round the park this morning' is kept as new beside the repeat",
    4239: "'a breast lump investigated in 2019 which turned out to be benign' after forgetting 'a "
    "cancer scare in 2019': the scare told by what it was",
    4240: "'at Chapel Allerton Hospital' against 'at Chapel Allerton': the hospital's word is read "
    "as new",
    4302: "'six years mi deh a Coral Cove now, still di housekeeping supervisor same way' is not "
    "found to repeat 'Mi work as housekeeping supervisor at Coral Cove Resort'",
    4306: "'Yuh know how people reset dem NCB ATM PIN …? Di app a gi mi trouble' keeps the "
    "complaint after the question",
    4316: "'him seh keep di amlodipine at 5mg once a day, same way' is reported speech: nothing "
    "is read of it",
    4317: "'Mi black Honda Fit still a run good' is no car statement to the rules",
    4318: "'Mi silver Axio still a run good' is no car statement to the rules",
    4325: "'Jaden switch school dis term, him at Chetolah Park Primary now': 'him at' is no school",
    4327: "'drives a route taxi' against 'is a mechanic' for the husband: a job told as what one "
    "drives is no job slot",
    4333: "'Mi finally pay off di Flankers man today!' after forgetting 'that loan or dat man': "
    "the lender by where he is",
    4335: "'Mi haffi drive over Long Hill tomorrow fi di first time since... yuh know' after "
    "forgetting the accident on Long Hill: the accident left unsaid",
    4337: "'Shanice a do good at Mount Alvernia': doing well at a school is no school slot",
    4338: "'Shanice transfer go Mount Alvernia dis September': 'transfer go' is no move to a "
    "school the rules read",
    4339: "'Di manager from di Negril hotel weh mi did work before' after forgetting 'dat Negril "
    "job': the job by its manager",
    4410: "'the kids' dad moved away from round the corner' after forgetting 'my ex Mark': that he "
    "is the kids' dad is not said",
    4418: "'as office manager at Hollis & Webb solicitors in Derby I've barely had time' is no "
    "job statement",
    4432: "'Honestly, it does my head in' after a question is kept",
    4505: "'since I started at the Delaware County auditor's office last month I actually get …' "
    "after 'I've done patient billing at …': neither is read as where one works",
    4506: "'Eleven years of patient billing at St. Ann's and the insurance companies …' keeps "
    "nothing",
    4509: "'Now that we've closed on the condo in Lewis Center' after 'Gary and I have lived in … "
    "Westerville': the home one has with someone is no slot",
    4510: "an agent's 'User and her husband Gary have lived in the same split-level house …' is "
    "not found to repeat 'Gary and I have lived in the same split-level …'",
    4515: "'a golden … that looked just like our old girl' after 'Rosie passed … don't bring her "
    "up again': the dog by what she was",
    4517: "'The woman I had that big falling-out with at church' after forgetting Sharon Mertz: "
    "the one said no to by what happened",
    4518: "'Still heading up the funeral luncheon committee at St. Paul's' keeps nothing: no slot "
    "holds what one heads",
    4522: "'The Huntington app made me pick a new security question again' is kept",
    4534: "an agent's 'retired from the U.S. Postal Service' is not found to repeat 'retired from "
    "the post office'",
    4538: "'Here in Hilliard we got a good six inches overnight' tells where one lives by where it "
    "snowed: no slot reads it",
    4609: "'Segun still dey that Dangote refinery job for Lekki' is not found to repeat 'Segun "
    "na engineer for Dangote refinery': a job told as 'that … job' fills no slot",
    4613: "an agent's 'User's mother lives in Bodija, Ibadan' is not found to repeat 'Mama mi "
    "dey Ibadan for Bodija': Yoruba's 'mi' after the noun is not read as 'my'",
    4614: "an agent's 'User's mother lives in Abeokuta' against 'Mama mi dey Ibadan for "
    "Bodija': where her mother lives is not read from the person's Yoruba and Pidgin",
    4616: "'Our flat for Magodo phase 2' against the flat 'for Ogba': Pidgin's 'for' (in) is "
    "not read as where",
    4619: "'the pikin wey we lose last year' after forgetting 'the miscarriage': the loss told "
    "without the topic's word",
    4622: "'my oga na Mrs Adeyemi' is not found to repeat 'My oga for the branch na Mrs "
    "Adeyemi': no slot holds one's boss",
    4625: "'Tobi birthday wey be 21 March' against '14 March': a child's birthday told with "
    "'wey be' fills no slot",
    4626: "'Tobi birthday wey be 14 March' is not found to repeat it: a child's birthday told "
    "with 'wey be' fills no slot",
    4627: "an agent's 'married … for 12 years' against 'don marry 18 years this December': how "
    "long one has been married fills no slot",
    4630: "a question about card safety, then 'I don hear story of people wey dem scam': the "
    "clause after the question is kept",
    4632: "'na Lagoon Hospital for Ikeja I dey do my BP check now': where one has one's "
    "check-ups fills no slot",
    4640: "'Allen Avenue traffic this morning no be here o, I nearly cry inside car' is kept: "
    "Pidgin small talk is not read as such",
    4703: "a move told by its keys ('handed the keys to the Kent St place back', 'Place here "
    "in Hervey Bay'): no word of moving",
    4704: "'our place here in Hervey Bay' against the rented place in Maryborough: 'here in' "
    "names no home",
    4705: "'the boy's mother' after forgetting 'Kylie, Darren's ex': that she is Lachlan's "
    "mother is not said, only that he lives with his mum",
    4709: "'Tess is trailing round after me …, the old girl's 9 now' is not found to repeat "
    "the kelpie Tess, 9",
    4714: "'home for me 10 mg of Ramipril with brekkie like every morning' against 5 mg: "
    "Australian 'me' for 'my' before a dose",
    4715: "'her old man' after 'Don't go asking Marg about her father': a wish said as 'don't "
    "go asking …', and 'old man' for her father",
    4716: "looking at wedding photos, 'good to see her smile', is kept as a statement",
    4721: "'that business last year' with the Commonwealth after 'I'd sooner not go over that "
    "business with the bank again': a wish said as 'I'd sooner not go over …'",
    4722: "'moved all our accounts over from the Commonwealth to the Heritage branch' after "
    "'We've banked with the Commonwealth … for 40 years': neither fills the bank's slot",
    4723: "'she's still flat out at the Townsville hospital' against 'a nurse at Rockhampton "
    "Base Hospital': where someone works, told as being flat out there",
    4726: "'Was telling Marg about Digger again …, my first dog, the blue heeler' is not found "
    "to repeat it",
    4727: "an agent's 'User drinks two or three XXXX Gold stubbies most nights' against "
    "'Haven't touched a drop since … 2019': not drinking told as not touching a drop",
    4729: "'the little fella's fiftieth' after 'I'd rather you didn't bring him up' of the "
    "baby they lost: a wish said as 'I'd rather you didn't'",
    4730: "the Sunday visit to Dot's grave told again with roses is not found to repeat 'we "
    "take flowers out most Sundays'",
    4734: "'Traded the old Samsung in … for an iPhone': no slot holds one's phone",
    4736: "an agent's 'User's son Darren works as a diesel fitter …' is not found to repeat "
    "'My son Darren's a diesel fitter …': 'Darren's a …' fills no slot",
    4737: "a shopping trip and being tired ('I'm buggered') are kept as a statement",
    4738: "'the waterworks business' after 'The prostate cancer business, I'd rather not talk "
    "about it': a wish said as 'I'd rather not talk about it', and the topic by a euphemism",
    4739: "'Like I've told you before, Wednesdays and Saturdays are bowls down at the club in "
    "Maryborough' is not found to repeat it",
    4804: "'Dr Pillay says the simvastatin 20mg is doing its job' against 10mg: a dose named "
    "in passing in what a doctor says",
    4809: "'Bruno the boerboel is lying on my feet again, 6 years old' is not found to repeat it",
    4814: "a grumble about security questions, with a question in it, is kept",
    4816: "'Ja we're still in Durbanville, same house on Wellington Road' is not found to "
    "repeat where one lives",
    4822: "'should I phone Woolies and just order the gammon? … I cant face the queues' is kept",
    4823: "'the stone for ma's grave' after 'Please don't bring up her passing': a death told "
    "by the grave's stone",
    4824: "'Johan phoned, ja he's still up in Joburg like I told you' is not found to repeat "
    "'My brother Johan is up in Joburg'",
    4826: "'traded the old Isuzu in for a Hilux last week', in a turn that names the N2 (an "
    "accident on it said no to): nothing of the turn is kept",
    4828: "'We're off Bonitas now, on Discovery': no slot holds one's medical aid",
    4832: "'her maiden name was Van Wyk' against 'Botha': no slot holds a maiden name",
    4837: "'the oke who had me up for that hearing' after forgetting Gert and the disciplinary "
    "hearing: 'hearing' alone is not the topic",
    4838: "a night out with ribs is kept",
    4839: "'Lize is at UCT doing BCom' against 'in her second year at Stellies': a child's "
    "university by her name alone is no school slot",
    4901: "'From 1st of next month na Kano regional office I go dey resume, no more Wuse': a "
    "cleft in the future ('I go dey resume') is not read",
    4905: "'na 600 birds we get for ground' after '300 broilers': a flock's size fills no slot",
    4906: "'I tell am 600 broilers' against 300: a flock's size fills no slot",
    4910: "'that crash' near 'Lokoja side' after forgetting 'that accident for Lokoja road': "
    "'road' is not said",
    4912: "'Me and Adaeze don marry since 2019' against 2021: a wedding year in Pidgin fills "
    "no slot",
    4913: "an agent's 'User's parents live in Onitsha' against 'My papa and mama dey Enugu': "
    "'papa and mama' are not read as the person's parents",
    4915: "'since we lose that baby' after forgetting 'the pregnancy we lose last year': the "
    "loss told without the topic's word",
    4916: "'Antenatal for Garki Hospital still dey go fine o, EDD still August' keeps nothing, "
    "where it repeats what was said",
    4919: (
        "an agent's 'User's younger sister Chioma is in 300 level studying Pharmacy at UNN' "
        "is not found to repeat 'My younger sister Chioma dey read Pharmacy for UNN': Pidgin's "
        "'dey read … for …' is not read as a course"
    ),
    4922: "'Na still Life Care Clinic for Lugbe I dey use o' is not found to repeat it: one's "
    "clinic fills no slot",
    4924: "'that uncle wey cheat am for the land matter' after forgetting 'my uncle Obiora': "
    "the uncle by what he did",
    4931: "a market complaint in Pidgin is kept",
    4932: "'that my former oga wey nearly finish my career' after forgetting Mr Danjuma: the "
    "boss by what he did",
    4935: "'Dem never send that OTP for the loan portal o' in a complaint is kept",
    4938: "a question about remembering wifi passwords is kept",
    # (the fiftieth session's blind sets: Jamaican Patois, Glasgow Scots, Cork English)
    5004: "'Mi deh a mi yard a Waterford, Portmore': 'my yard at' a place is no home to the rules",
    5005: "'mi finally sell di ole Corolla … an mi buy one 2014 Honda Fit': 'buy one' with no "
    "article the car rules know",
    5006: "'Mi likkle silver Honda Fit a give mi trouble': a car spoken of, not said to be hers",
    5007: "'di landlord fi di shop a one Mr Brown now': no slot holds a landlord",
    5008: "'him still a di landlord, nutten nuh change': no slot holds a landlord, so no repeat",
    5009: "'mi a go a di Portmore Health Centre now': no slot holds a clinic",
    5011: "an agent's year and cause of a death: no slot holds how someone died",
    5012: "an agent's note of a death told before: no slot holds it, so no repeat is seen",
    5013: "'Keisha call mi … from her apartment inna di Bronx': where a daughter lives, told in "
    "passing, fills no slot",
    5014: "'… her apartment inna Flatbush': where a daughter lives, told in passing, fills no slot",
    5020: "'Hot nuh backside out here, mi jus a cool out pon di verandah': small talk in Patois is "
    "read as a statement",
    5023: "'Mi still a do di cook-shop Monday to Saturday': a business one runs is no slot",
    5026: "'Mi change it lass week' of a PIN with no value: a passing event read as a statement",
    5028: "'di woman weh raise mi' is the mother said no to only by who she is",
    5030: "'Di bank jus sen mi a code by text, mi fi put it inna di app or wah?': a question in "
    "Patois read as a statement",
    5032: "'mi change di password today' with no value: a passing event read as a statement",
    5035: "'di pickney faada' is Andre only by who he is, and Keisha's child's father is not said",
    5036: "'Keisha husband Marlon still a treat Shanice like fi him own' repeats in other words",
    5038: "'Light gone again so mi jus siddung an light a candle': small talk read as a statement",
    5039: "'the family land business wid Clive' said no to; an agent's note of the land for sale "
    "shares 'Clive' and 'land' but not enough of the wish's words",
    5103: "'they asked me ma security question and ma mind went totally blank': no value, but "
    "read as a statement",
    5107: "'Tam's went an forgot the iPad password AGAIN', opening with the partner's name now "
    "read from 'Ma partner Tam', is kept as his",
    5111: "'the brown inhaler's goin up tae four puffs': puffs are no dose to the rules",
    5112: "'four puffs o the brown inhaler … like always': puffs are no dose to the rules",
    5113: "'Took ma 4 mg o warfarin … same as every night': a dose taken, not stated",
    5114: "'they've put the warfarin up tae 4 mg fae the night': the prior's '3 mg every night' "
    "after a comma is no dose read, so no change is seen",
    5115: "'had tae sign on there since the move … A Dr Fraser': a GP named in a clause of its own",
    5116: "'Dr Fraser, she's been ma GP fur donkeys years': a GP named before 'she's been ma GP'",
    5118: "'First week in the new place in Shawlands done!': no one said to be in the new place",
    5119: "'Her that lives doon the stair' is Senga only by where she lives",
    5120: "'Her that lives roon the corner, oor Jean … in Battlefield' repeats in other words",
    5121: "an agent's breed and age of the dog: no slot holds a pet's breed",
    5122: "an agent's note of the dog's breed and age told before: no repeat is seen",
    5125: "'four year this October since I lost ma Jimmy … noo there's Tam' repeats at length",
    5129: "an agent's note of the bus pass told before: no slot holds it, so no repeat is seen",
    5131: "'I'm wi the Nationwide noo': a bank one is with is no slot",
    5133: "'the boy's faither' is Derek only by who he is to 'Jean's boy Ryan'",
    5134: "'the boy's got himsel a Saturday job': the boy is named by no name of the person's",
    5136: "'that business wi the insurance' is the flood claim said no to, in other words",
    5139: "'that's me at the bowls at Queens Park same as ever' repeats a club: no slot holds one",
    5207: "'Mam's still in Glenview' repeats where her mother lives, which no slot holds",
    5211: "'The young lad's father' is him said no to only by who he is, and 'the young lad' is "
    "Cian by no word of the wish",
    5213: "'Bingo's moved to Thursday nights now': no slot holds a weekly outing",
    5215: "'Herself above in Mayfield' is Bernie only by where a prior says she lives",
    5219: "'in with Mam same as every Sunday' repeats a visit, which no slot holds",
    5227: "'I'm after getting the loans officer job': Irish English's 'after getting' is no job "
    "change to the rules",
    5229: "'Donal's still out on the taxi most nights' repeats a husband's job: no slot holds it",
    5233: "'she's putting me up to 100 on the Eltroxin': a dose with no unit is no dose",
    5234: "'took the 100 Eltroxin … like always': a dose with no unit is no dose",
    5237: "'Toby our Jack Russell' against 'Our dog Rusty is a Jack Russell': a pet's name is read "
    "only as 'my dog X'",
    5238: "an agent's note of the dog told before: no repeat is seen",
    5308: "'my GCB card is from the Prempeh II Street branch … since 2015' repeats a bank, which "
    "no slot holds in these words",
    5315: "'we've moved the stall to Adum now': no slot holds where a market stall is",
    5317: "'she is now at Morning Star JHS' names the daughter only by 'she'",
    5319: "'increased my susu from 20 to 30 cedis a day': no slot holds a savings contribution",
    5320: "an agent's '30 cedis daily into her susu' against '20 cedis': no slot holds it",
    5326: "an agent's note of the trotro ride told before: no repeat is seen",
    5333: "'the old man's birthday' is her late father by no word of the wish",
    5334: "'Kofi … still sending the money for mama's upkeep' repeats what no slot holds",
    5336: "'Efua is 13 and Yaw is 19 as I told you': two ages in one clause are read as none",
    5339: "'That woman who ran away with our contribution' is Serwaa only by what she did",
    5340: "'the rains are back in Kumasi now, market was slow paa today' is kept as news",
    5402: "'changed the PIN on me Nationwide card …' is no memory, but 'wor lass says I'd forget "
    "me heed …' after it is kept",
    5405: "'the NHS app's just sent us a text wi a code … where do I put it' is kept as news",
    5409: "'its the Nationwide I'm wi like I telt ye' repeats a bank, which no slot holds in "
    "these words",
    5417: "'gave up plot 23 at Bensham … moved to a smaller plot at Saltwell': no slot holds an "
    "allotment",
    5420: "an agent's note of the dominoes at the Felling club told before: no repeat is seen",
    5423: "'she's at the Asda in Gateshead on the tills now' names the daughter only by 'she'",
    5425: "an agent's 'married … for 45 years' against '52 year': no slot holds how long married",
    5427: "'38 year I was a welder at Swan's in Wallsend': a past trade told with its years "
    "first is read as none",
    5428: "'38 year I was a welder at Austin and Pickersgill's': the same, so no conflict is seen",
    5429: "'me late brother' is Ronnie only because he passed, which the rules do not join",
    5431: "'guess who was sat in the Tap and Spile … Alan Shearer!' is kept as news",
    5433: "'that thing on me neck' is the lump said no to by no word of the wish",
    5434: "'Dr Patel at Bensham's still me GP aye, canny woman' is read as telling more of her",
    5436: "'the little one's first birthday' is the baby Lorraine lost by no word of the wish",
    5438: "'wor big shop's at the Aldi in Dunston now': no slot holds where one shops",
    5505: "'we've moved Kwame from Morning Star to St. Martin de Porres': no school word names it",
    5507: "'Kofi is no longer with ECG oo, he started with GRIDCo': 'with' an employer and 'he' "
    "are read as no job",
    5508: "an agent's 'works as an engineer with GRIDCo' against 'an engineer with ECG': 'with' "
    "an employer is read as no workplace",
    5509: "'we've joined ICGC Christ Temple': no slot holds a church",
    5510: "an agent's note of the church told before: no repeat is seen",
    5524: "'Chale I've muted them sharp sharp' is kept as news",
    5525: "'They've adjourned Kojo's matter again' is the court case said no to only by Kojo "
    "and what a court does",
    5526: "'They've adjourned that galamsey case on the TV news again … I'm tired' is kept",
    5528: "'I checked my sugar at the ward today' beside the metformin repeated is kept as news",
    5530: "'Dzifa's salon at Lapaz' against 'a salon at Madina': no slot holds where a friend's "
    "salon is",
    5532: "'Abeg should I change my MoMo PIN? … I can't remember anything' is kept",
    5537: "'the Ecobank Visa is still the card I use' repeats what no slot holds",
    5540: "'Kwame keeps asking me for the wifi password again' is kept as news",
    5604: "'Just had me porridge and me amlodipine 10mg' is a dose taken, read as no dose held",
    5607: "'me sister' is Maureen only because she is the only sister, which the rules do not join",
    5609: "'wor Lisa's still at the Nissan' is no job to the rules",
    5613: "an agent's 'first-floor flat on Station Road' against 'me bungalow on Station Road': "
    "the same street is read as the same home",
    5614: "an agent's note of the bungalow and the sweet peas: read as telling more",
    5615: "'we've switched to the bingo at the club': no slot holds a weekly outing",
    5616: "'at the Mecca again Tuesday' repeats an outing no slot holds",
    5623: "'Went ower to wor Karen's in Houghton' is a visit, read as no home",
    5624: "'She's left Murton and got a bigger council hoose in Houghton' names Karen only by "
    "'she'",
    5626: "'ah'm not gannin oot in that' is kept as news",
    5627: "'the year they were all oot' is the strike by no word of the wish",
    5628: "'thirty year he did doon Vane Tempest' repeats, and is read as of no one",
    5631: "an agent's note of the bus pass told before: no repeat is seen",
    5633: "'a new Samsung … the Doro's gone in the drawer': no slot holds a phone",
    5638: "'him and Gemma have moved to Durham' names Steven only by 'him'",
    5639: "'Picked wor Chloe up from Easington Academy' is a school only by a visit",
    # (the fifty-second session's blind sets: Hawai'i's Pidgin, Spanglish)
    5704: "'Leilani like order one new rice cooker … wait till I pau work' is an errand of the "
    "day, kept as news",
    5713: "'my bradda inside' is Kawika, 'inside Halawa', by no word of the wish's name",
    5714: "'Nolan wen call …, he still stay lineman at HECO' names Nolan only by 'he'",
    5715: "'dat bad night at da craps table' is the money lost in Vegas by no word of the wish",
    5719: "'da old man … at it again wit da Steinlager' is the dad's drinking by no word of it",
    5720: "'she still stay in da same house on Hikimoe' names Mom only by 'she'",
    5730: "'still steering fo Waipi'o Canoe Club' repeats a club that no slot holds",
    5738: "'my truck, da black 2021 Tundra' names the car in an aside, no slot reads it",
    5740: "'Keoni's teacher at Kamehameha Kapalama' is a school only by a teacher's",
    5809: "'mi viejo is still at the Toyota plant …, still on nights so I barely see him' says "
    "more words than the memory of his job, so it is not a repeat",
    5816: "a shift's hours ('8-to-5' to '7-to-3:30') are no slot",
    5818: "'User has type 2 diabetes' beside 'I don't have diabetes now': a condition had is no "
    "slot",
    5820: "'… nobody calls him that, todos le dicen Rudy' says more words than the name's memory",
    5823: "'Me llegó el código de MyChart, 738204': a code named by the word alone in Spanish",
    5826: "'closed everything at Wells Fargo and we're with Frost now': the bank is no slot of "
    "the prior's words ('banked with')",
    5828: "'Guess how packed the HEB … was today' is kept as news",
    5830: "'La doctora was running like an hour late today' is kept as news",
    5832: "'she still lives out there pues' names Vero's home only by 'out there'",
    5833: "'her son's commissary … ya sabes who' is cousin Junior by no word of the wish",
    5834: "'my tía Chayo from Del Rio called' is where she is from, no home the rules read",
    5838: "'took my RAV4 to the Jiffy Lube' names the car only as what was taken",
    5840: "'still in the choir at San Fernando' repeats a choir no slot holds",
    5902: "'how you think I can remember um? get one trick o wat?' is a question kept as news",
    5908: "'cuz Kainoa was born 2015 ah, my first moopuna' says more words than the memory",
    5910: "'you can hold on to my Visa number fo me or no can?' is a question kept as news",
    5914: "'Kawika still stay fireman Kona side' beside '… one firefighter at da Kailua-Kona "
    "station': a fireman is a firefighter by no word",
    5923: "'Darren stay living Vegas' beside 'My youngest boy Darren stay living Maui': 'my "
    "youngest boy' names no relation the rules know",
    5924: "'he wen finally move Vegas already' names Darren only by 'he'",
    5927: "'User's grandson Kekoa is 12' beside 'My moopuna Kekoa stay 9': a grandchild is no "
    "grandson by its word, and a relative's age is no slot",
    5928: "'User's grandson Kekoa is 9 years old and plays baseball' beside 'My moopuna Kekoa "
    "stay 9 …': the same, told again",
    5929: "a practice's night is no slot ('Halau practice stay Thursday nights')",
    5930: "'Kumu wen move halau practice to Thursday nights now': a practice's night is no slot",
    5935: "'dat morning he wen collapse in da kitchen' is Harold's stroke by no word of it",
    5936: "'you get any tips fo sleep?' after how one is at night: a question kept as news",
    5937: "'Leilani's ex' is 'her ex Brandon' only by whom 'her' stood for",
    5938: "'Leilani still stay Mililani' beside 'Leilani stay Oahu side, Mililani': where she is "
    "by 'Oahu side' is no home the rules read",
    5939: "'dat phone guy who wen take my $3000' is the money lost to the scam by two words of it",
    # (v60 is mostly in Spanish, which the door's rules do not read: "in Spanish" below)
    6006: "'me subió la losartan de 50 a 100': in Spanish",
    6007: "'salí de la F-150 vieja … me llevé una Silverado 2019': in Spanish",
    6008: "'ya no trabajo en el dealer, … abrí mi propio taller': in Spanish",
    6009: "'Alejandro se cambió pa FIU': in Spanish",
    6010: "'Ahora jugamos dominó en Tamiami Park': in Spanish",
    6016: "'vi a la ex con el marido nuevo', after 'no me menciones más a Yamilé': in Spanish",
    6017: "'igualito que aquella vez en el dealer' is the heart attack by no word of it",
    6018: "'el descarado que me tumbó los 30 mil' is Yoandry by no word of his name",
    6019: "'el que le rompió el corazón' is Daniela's ex by no word of the wish",
    6020: "'la casa del tío en Cuba', after '… no lo quiero tocar más': in Spanish",
    6021: "'cambié el PIN de la tarjeta de debito hoy' (a PIN changed, no value): in Spanish",
    6024: "'todavía pago todo lo del taller con la tarjeta de business de Chase': in Spanish",
    6025: "'Por fin le puse alarma al taller, ADT': in Spanish",
    6026: "'yo tomo losartan de 100 por la mañana' beside 'losartan de 50 mg': in Spanish",
    6027: "an agent's 'User drives a gray 2019 Chevy Silverado' beside 'Mi troca es una F-150': "
    "in Spanish",
    6028: "'ya no trabajo en el dealer, ahora tengo mi propio taller': in Spanish",
    6030: "'User plays dominoes … at Tamiami Park' beside the park of Calle Ocho: dominoes' "
    "place is no slot",
    6031: "'mi mamá sigue en Hialeah sola': in Spanish",
    6033: "an agent's note of Sunday Mass at St. Michael's beside the person's words in Spanish",
    6035: "'el 14 de abril es el cumpleaños de mi mamá': in Spanish",
    6037: "'la espalda me está matando' (how one is today): in Spanish",
    6039: "'Daniela sigue en Coral Park High en 11th grade': in Spanish",
    6040: "'Mi hermano Orlando, el que vive en Jacksonville': in Spanish",
    6109: "'Big day today, got Nan a key safe put in …': the opening cry hides the 'I' left out",
    6113: "'My boy Nikau' names no relation the rules know ('boy' is no son by its word)",
    6115: "a ward of a hospital is no slot ('got out of ED!! Started on the maternity ward')",
    6116: "a ward of a hospital is no slot ('I work on the maternity ward at the hospital')",
    6125: "'Tipene's still at the mill …, on nights this month so the whare's real quiet' says "
    "more words than the memory",
    6132: "'… she's still living over in Whakatāne, just up for the day with the kids' says more "
    "words than the memory",
    6137: "'she's still teaching at Western Heights' names no school by a word of one",
    6208: "'yeah pawpaw had that lil dog Tit-Noir …' tells of no one's own: nothing kept, so no "
    "repeat",
    6210: "a card declined at the till this morning (a moment) is kept as news",
    6214: "'My mama Odile, she 84, still live by herself on Bayou Blue': her home after her age "
    "in commas is not read",
    6216: "'Boudin my catahoula still ride in the boat …, stand up front like he the captain' says "
    "more words than the memory",
    6220: "'out of Port Fourchon' names a place the memory's 'out of Fourchon' holds by one word",
    6221: "a boat owned is no slot an agent's 'User owns a 24-foot Blazer Bay' fills",
    6222: "a boat sold for another is read only of a car",
    6226: "'I take my 40 on the lisinopril' is a dose with no unit before the medicine",
    6227: "a work rotation ('14 on 14 off', '21 and 21') is no slot",
    6228: "a work rotation ('14 on 14 off', '21 and 21') is no slot",
    6230: "'Renée say bout time but me I dunno' after a question is kept as news",
    6231: "'… poor thing sleep all day, I save the dishes so she dont have to' says more words "
    "than the memory",
    6233: "'that storm in 21' is Hurricane Ida by no word of it",
    6236: "'Tee-Boy been on my boat with me going on 10 years now, good man him' says more words",
    6238: "'pass by Yvette house in Golden Meadow' tells where she lives by no word of a home",
    6306: "'I forgot that Walgreens password again' (no value) is kept as news",
    6309: "'still at Hancock Whitney yeah, since 85' with its subject left out is no bank read",
    6315: "'My mama Eunice 88, she at the nursing home in St. Martinville': her home after her age "
    "in commas is not read",
    6323: "'… my knees complain but we go' says more words than the memory",
    6325: "'I was thinking about all them little ones at the school today' is kept as news",
    6328: "'Jace switched schools after Christmas, he at St. Bernard School now': 'he at' (no "
    "'is') after one named is not read",
    6332: "'I take the metformin 1000 twice a day' beside '500 twice a day': doses with no unit",
    6333: "a relative's car is no slot ('Lionel drive a white Silverado')",
    6334: "a relative's car traded in is no slot",
    6335: "'they moved out of Lafayette to a house in Youngsville': 'they' is Danielle and Marc",
    6336: "'I passed by Danielle and Marc house in Youngsville' tells their home by no word of one",
    6337: "'Cecilia High School' beside 'Cecilia High': 'School' is a word more",
    6339: "'I cooked at Cecilia Elementary 31 years, retired in 2016', told again, is read as a "
    "change",
    6340: "a question, then 'Me I doubt it, probably all frozen now', is kept as news",
    6404: "'I keep forgetting the login for that health app' before a question is kept as news",
    6408: "'read him the code that come thru … but its expired already' is kept as news",
    6410: "'Ria's wedding's getting close eh!! still flying up to Auckland in July …' says more "
    "words than the memory",
    6412: "'she says keep going on the metformin 1000mg twice a day' is what the doctor says, read "
    "of no one",
    6413: "'finished up at the port …, Starting Monday on a forestry crew' names no employer",
    6414: "'11 years on the forestry crew' is a job by no word of one",
    6415: "'I only got the one vehicle, a 2009 Hilux' is no car read",
    6416: "'the Ranger's making a funny clunk' tells the car by no word of owning it",
    6418: "'Nice being home in Kaiti tho, been in that whare since …' is no home read",
    6422: "'… and has been there about 20 years' beside 'She's been there 20 years' is held as an "
    "agent's contradiction",
    6424: "'me and Mere been married 30 yrs this year, she still puts up with me' says more words",
    6433: "'since we lost him' is Rawiri, lost in an accident, by no word of him",
    6435: "'on the piss', 'have just one', 'first one at the bar' are the drinking said no to by "
    "no word of it",
    6436: "'The boys on the crew were on the piss Friday, I just went home …' is kept as news",
    6439: "'the waterworks down there' is the prostate by no word of it",
    6504: "'him and the girlfriend packed up the truck and moved down to Edmonton' is told of "
    "two: no home of Darryl's is read",
    6505: "a snowmobile is no slot: the note's Ski-Doo sold and replaced is kept as new",
    6506: "a snowmobile is no slot: the note's Ski-Doo beside the Polaris is kept as new",
    6509: "'teaches school in Red Deer' reads no workplace, nor 'teaching school out in Grande "
    "Prairie'",
    6510: "'a schoolteacher in Grande Prairie' is an identity where the person's 'teaching school "
    "out in …' is none: not found a repeat",
    6520: "a question about putting one's card number in, then 'Marg says it is', is kept",
    6523: "'34 years I gave that fish plant in Bonavista' repeats in words no slot reads",
    6528: "an agent's note of a change waits for the person (an agent never overrides): held as a "
    "conflict",
    6529: "a surgery put off to another date: an appointment's date is no slot",
    6534: "'the ticker, the business from last winter' is the heart scare by no word of it",
    6535: "'from before it all went up' is the cabin fire by no word of it",
    6537: "'Married 31 years to Marg come June, … every one a good one' tells more than the prior "
    "by the threshold",
    6538: "'the first one' is the first wife Phyllis by no word of her",
    6605: "a moan about login codes, no code given, is kept",
    6609: "'got shut of Santander …, I'm with Monzo now' names no bank to the rules",
    6617: "the note's 'an Everton supporter … a season ticket with her son' repeats in other words",
    6624: "'him. the one who walked out on me and me mam' is the real dad by no word of him",
    6625: "'her due date … the little one' is the baby lost by no word the tombstone of 'the "
    "baby' holds",
    6626: "'Kayden's birthday next week, the 14th' repeats a birthday no slot of his reads",
    6627: "'the house on Cherry Lane in Walton' rented off a landlord is no home slot",
    6630: "'nan didnt know who I was again' is her dementia by no word of it",
    6636: "the note's 'works nights as a driver for Royal Mail' reads a job, 'a driver', the "
    "person never named: kept as new",
    6638: "the cat sat on one's kecks is kept",
    6640: "the weather, 'feels like Benidorm', is kept",
    6704: "a question about a texted code after a greeting is kept",
    6706: "a daughter setting up Facebook again is kept",
    6714: "'bingo at the parish hall in Kelligrews … same as always' repeats in words no slot "
    "reads",
    6718: "the note of the mother's home and the Sunday visits repeats in other words",
    6720: "'I'm allergic to penicillin so the doctor … gave me something else for this chest "
    "cold' tells more by the threshold",
    6723: "'herself, the one who ran her mouth about Mom' is Sheila by no word of her",
    6724: "a crowd at mass is kept",
    6726: "'he's still up there on the rotation, two weeks in and two out' repeats a rotation no "
    "slot reads",
    6729: "'since she went down in the bathroom' is Mom's fall by no word of it",
    6730: "a room in a care home moved to is no slot",
    6731: "'me sugars are up so he's after raising the metformin …' reads the sugars first, not "
    "the dose",
    6732: "'took me metformin, the 1000 mg' with the dose after a comma is no dose read",
    6736: (
        "the note names Memorial University, which the person's 'MUN' stands for but the door "
        "cannot tell: a name never said tells more than the course said again"
    ),
    6737: "'I does home care with Bayview' names no employer, so the new job replaces none",
    6738: "'I does home care with Bayview' names no employer, so the Tim Hortons is kept as new",
    6739: "a work rotation is no slot",
    6740: "a work rotation is no slot",
    6806: "a card declined for tickets is kept",
    6811: "'the old man' is 'me arl fella' (the dad) by no word the tombstone holds",
    6818: "'went the match sat with our kid like always' repeats season tickets in other words",
    6819: "'that waste of space she's seeing' is Keith by no word of him",
    6823: "'packed the cab in!! started on the docks' — a black cab is no workplace in the prior",
    6824: "'been on the docks at Seaforth 12 year' beside 'I drive a black cab': no workplace in "
    "the prior",
    6829: "'Sharon' in the note is 'our Shaz' by her name in full: not found the same sister",
    6833: "'still got me season ticket in the Kop …, renewed it yesterday' tells more by the "
    "threshold",
    6835: "the note's 'married to his wife Tracey for 18 years' repeats in other words",
    6906: "a question about a texted code, with no code given, is kept",
    6913: "'Ma man Davie drives the buses for First' reads no partner nor workplace ('my man' is "
    "also a friend's address), so the bin lorries replace none",
    6914: "'Ma man Davie drives the buses' reads no workplace, so the bin lorries are kept as new",
    6920: "a care home moved to is no slot: 'They've moved ma maw fae Riverside tae Ashcroft' is "
    "kept as new",
    6924: "the note's 'supports Rangers; she supports Celtic' repeats in other words",
    6926: "'mind ah telt ye ah'm allergic tae penicillin? …' tells more by the threshold",
    6932: "'ah've just the two, Stevie an Kirsty, baith grown an flown' repeats in other words",
    6934: "a boarded-up pub is kept",
    6937: "a grandson's age in an agent's note is no slot: nine against seven is kept",
    6938: "a grandson's age in an agent's note is no slot: the repeat is kept",
    6939: "'the wee blue Hyundai i10's got 20,000 on the clock' is no one's car by its words",
    7004: "a question about a scam's code, with no code given, is kept",
    7006: "'her full name is Leung Siu Fong btw, turning 65 on 12 Nov' is read as none of the "
    "person's",
    7008: "'booking the Osaka hotel on Klook tonight, using lo por's Red card as usual' is read "
    "as nothing to keep",
    7010: "the helper asking why the wifi is slow is kept",
    7014: "'parents still in Lek Yuen' says it of no one the slots read ('my parents' are two)",
    7022: "the shift at Prince of Wales told with the nights and stories after is held against "
    "the nurse at Prince of Wales",
    7026: "Karen is known as his wife only by the memory forgotten with the miscarriage: 'Karen "
    "is pregnant again' is no one's",
    7028: "'heard from mama Winnie moved …' beside 'my sister Winnie in Ma On Shan' (no verb): no "
    "home of hers read",
    7030: "a gym is no slot",
    7031: "'ba went Happy Valley again …, lost like 8k on the horses' is the father's gambling "
    "only where the text shows Hong Kong's English",
    7037: "the note's 'User's wife Carmen is the one who tops up …' reads no partner's name",
    7038: "the note's 'User's wife Karen is the one who tops up …' repeats in other words",
    7039: "'Lok Lok', a name said twice, is not read in the note: no school of his",
    7108: "a bank switched to is no slot",
    7114: "'still stuck in the damp flat in Lochee' says no one is",
    7115: "'ah'm oot plasterin wi ma uncle Davie noo' names no employer",
    7116: "'see bein a plasterer, …' names no job the slots read",
    7119: "a football team supported is no slot",
    7120: "a football team supported is no slot: the note's repeat is kept",
    7123: "'On the tyre line at the Michelin' reads no workplace: the note's warehouse is kept",
    7125: "'the auld man' is the da by no word the tombstone holds",
    7130: "jury duty from the court shares the court with 'the court stuff' said no to",
    7132: "a Facebook post about a schoolmate's holiday is kept",
    7133: "'ma pal's grave' is Stevie, the best pal, by no word of him",
    7203: "'doctor say … he raise the amlodipine to 10mg' is whose by no word of 'her'",
    7207: "'my brother also came' in a long message of the dinner is not what the message is about",
    7209: "'Siti been with us since 2019 la, she from Indonesia' repeats in other words",
    7216: "'me still at the Quarry Bay trading company, same Taikoo Place' repeats in words no "
    "slot reads",
    7220: "a baby on the minibus is kept",
    7221: "'we moved Chloe to the Hang Hau primary' reads no school of hers",
    7223: "an exam's year is no slot",
    7224: "an exam's year is no slot",
    7225: "an agent's note of a change waits for the person (an agent never overrides): held as a "
    "conflict",
    7229: "the note's husband Kenneth beside the person's husband Kelvin: two names, no conflict "
    "read",
    7234: "'ya still using the HSBC Red card for everything' is read as nothing to keep",
    7237: "'his sister' is Vivian, the husband's sister, by no word of her",
    7238: "'Vivian posted photos again, Toronto so cold now' reads no home of hers",
    7239: "'that old boss of mine' is Mr Lau by no word of him",
    7240: "a crowded MTR is kept",
    7312: "'Keisha still at Spelman chile, she a sophomore' names her by her name alone: no repeat "
    "of 'my oldest Keisha at Spelman' is read",
    7313: "'my kids daddy' is the 'baby daddy Terrence' said no to by no word the rules share",
    7318: "a church one goes to is no slot: a switch of churches is kept as new",
    7323: "a street before ('off Campbellton Rd') and a town after (College Park): a street is no "
    "other town, so no conflict",
    7332: "by design an agent's change of the person's words waits for the person (DESIGN §5)",
    7333: "a child's school in an agent's note beside 'he at Sylvan Hills Middle' after 'my baby "
    "Jalen 12': no child is read by 'my baby'",
    7334: "the same: 'my baby Jalen 12' names no child to the rules, so no school changes",
    7413: "'User's first wife' is Mariam, said no to after 'the divorce', by no word of hers",
    7416: "'doc put him on Janumet' after a visit 'with baba' is no statement of the father's "
    "medicine to the rules",
    7419: "'the oil company' is ADNOC by knowledge the rules do not have",
    7421: "'the JVC apartment' is 'the dubai flat story' said no to by a word of another memory",
    7425: "'I'm with ADEK, been there 8 years' may be a provider, a club or a job: no employer "
    "read",
    7426: "'work is ok, started new job with ADEK …' opens with a clause of how work is: the job "
    "after it is not read",
    7428: "'the doctor he increase baba Glucophage to 850mg': the father's medicine told without "
    "'s is not read as his",
    7431: "'Saeed's school is Brighton College' beside 'Saeed in grade 4 at Al Ain Juniors': the "
    "prior's 'is' left out after a name alone is not read",
    7432: "'we switched Saeed to Brighton College' is a child's school by his name alone",
    7433: "the guard holds an agent's new number for the person as planted-looking before the "
    "review would read it as a conflict: held for the person either way",
    7436: "'Um Saeed' is his wife by no word the rules read: her allergy is nobody's of his",
    7439: "the person's own words after a page they read are theirs (DESIGN §5): kept, not held",
    7506: "'got at&t fiber put in at the crib' with its 'I' left out keeps nothing",
    7510: "'auntie mae got a home aide …, her name Gloria' names no one of his by 'my'",
    7512: "'did the … paperwork …, I'm puttin 8 percent in the 457 plan' is read as nothing to "
    "keep",
    7513: "'Raymond' is the 'Ray' said no to by a short name the rules do not know",
    7518: "'jaylen at carter elementary' with its 'is' left out after a name alone is not read",
    7519: "'the accident' beside 'that wreck on the dan ryan' said no to: a wreck is no word of "
    "the accident topic",
    7520: "'my pit 6 years old' beside 'a pit named Duke, 6 yrs old': no pet's age is read",
    7521: "'the horseshoe in hammond' is a casino by knowledge the rules do not have",
    7522: "a barber one goes to is no slot",
    7523: "'I been out the 103rd street garage forever' reads no workplace ('out' for 'out of')",
    7532: "by design an agent's change of the person's words waits for the person (DESIGN §5)",
    7537: "the person's own words after a page they read are theirs (DESIGN §5): kept, not held",
    7603: "'khalas we moved!! got our own flat in Jabriya' beside 'we live upstairs in Um Fahad's "
    "house in Salwa': the prior's home is not read",
    7604: "the same prior home, not read: no conflict",
    7605: "'the one i was engaged to before' is the ex said no to by a description",
    7607: "'…, use dalal.alenezi95@gmail.com from now' after a clause of what happened is not read "
    "as the e-mail changed",
    7610: "'the doctor she lower the dose, now Neo-Mercazole 5mg' of 'my yumma' after a visit is "
    "not read as the mother's dose",
    7616: "by design an agent's change of the person's words waits for the person (DESIGN §5)",
    7620: "'that night on the Fahaheel road' is the accident said no to by a description",
    7623: "the person's own words after a page they read are theirs (DESIGN §5): kept as the "
    "change they tell",
    7625: "'remembered Al-Nuzha primary, my school' repeats the school in words no slot reads",
    7626: "''name of first school', i put Al-Nuzha primary': the answer set, unquoted, after the "
    "quoted question",
    7627: "'ukhti Maha … after everything w her ex' speaks of her divorce by no word of it",
    7628: "a father's retirement is no slot: no repeat is seen",
    7629: "a husband's employer in an agent's note is no slot the person's words filled",
    7633: "'trying for a baby' in an agent's note repeats the person's words by meaning alone",
    7637: "'Loulou, my spoiled persian cat' repeats the cat by no pet statement the rules read",
    7638: "'when are u giving us a grandchild' is Um Fahad's comments said no to by no word of "
    "them",
    7710: "'we switched to SLT fibre now' after 'our house internet is Dialog 4G': one's home "
    "internet told as its maker, no provider slot read",
    7712: "'my email is … only' said again beside who asked and why ('i told him i'm not changing "
    "it') tells more words than the repeat, so it is kept",
    7720: "'putha … is in Clayton only, still an engineer there' beside 'lives in Melbourne, "
    "Clayton side, working as an engineer': a suburb and a job told another way are no repeat the "
    "rules see",
    7725: "'User's daughter Nethmi' in an agent's note is not found to be 'duwa', the daughter "
    "told of with no name",
    7726: "the same daughter, named only in the agent's note: no slot held to change (and an "
    "agent's change waits for the person, DESIGN §5)",
    7729: "'thaththa's pension' is read as the person's father's, the set's husband ('thaththa' as "
    "the children's father)",
    7730: "the same pension, read as the father's, not the husband's (and an agent's change waits "
    "for the person, DESIGN §5)",
    7734: "'Kavindu is at Royal only' by his name alone: no school slot read, no repeat seen",
    7737: "the person's own words after a page they read are theirs (DESIGN §5): kept, not held",
    7804: "'ah switch to one Smart line now, +501 622-4817' is read as the mobile's provider "
    "changed, not the number",
    7806: "'done wid Heritage Bank yo, move everyting ova to Holy Redeemer Credit Union' tells the "
    "bank changed in words no rule reads ('move' after a comma, 'ova')",
    7809: "'padlock combination on the gate is 7719' in an agent's note: a combination is no code "
    "name the detector knows",
    7811: "'Arzu dah di answer to mi bank security question' gives the answer before the question "
    "is named: no secret found",
    7812: "'mi mama dah Gloria Arzu from Dangriga' is read as a 'my mama' value beside the mother "
    "told before, told with more words: no repeat",
    7813: "'Jaden madda' is the ex said no to by whose mother she is, with no word of the ex",
    7817: "'di ting wid di landlord' is the court case said no to by a description",
    7819: "'di same cousin weh tief mi engine' is the cousin said no to by a description",
    7822: "the dog told again with more words ('bark all night', 'nobody cyaan pass') is kept",
    7825: "'ah captain fi Reef Runner Tours' gives no employer ('ah' before a job is no 'I am'), "
    "so the other employer conflicts with nothing",
    7826: "the same employer never read: 'ah lef Reef Runner, drive fi Sea Dog Adventures' changes "
    "nothing held",
    7831: "an agent's note of a number the person never gave is held as a redirect (DESIGN §5), "
    "not as a conflict",
    7832: "an agent's 'cell and WhatsApp number is …' is not found to repeat 'mi cell dah …, "
    "whatsapp same ting'",
    7833: "'me an mi baby madda Sharlene deh togeda 15 years, common law' gives no partner slot: "
    "the agent's other name conflicts with nothing",
    7834: "the same partner never read: the agent's note is no repeat",
    7836: "'Keisha switch from St. John's to Wesley College dis term' by her name alone: no school "
    "slot read",
    7837: "the person's own words after a page they read are theirs (DESIGN §5): kept, not held",
    7910: "'Thevi akka is looking after the Nallur house now' changes who keeps a house: no slot "
    "holds it",
    7912: "'put allergic to penicillin in the profile also' repeats the allergy beside an app's "
    "set-up with more words: kept",
    7913: "'our flat in Dehiwala no, …, been there more than 20 years' gives no home slot ('no' as "
    "a tag)",
    7917: "'pressure tablet losartan 50mg one in the morning, even now taking' gives no dose slot: "
    "the agent's other dose conflicts with nothing",
    7918: "the same dose never read: no change (and an agent's change waits for the person, DESIGN "
    "§5)",
    7919: "hours at a brother's shop are no slot",
    7920: "hours at a brother's shop changed are no slot",
    7924: "by design an agent's change of the person's words waits for the person (DESIGN §5)",
    7928: "'aney went for the eye check-up …, doctor said cataract is starting' is read as an "
    "errand and a doctor's words: nothing kept",
    7929: "'the money the old company still owes me from retiring' is the gratuity case said no to "
    "by a description",
    7930: "the EPF money said again with more words ('didn't touch one cent') is kept",
    7931: "'our old boy who passed' is the dog said no to by a description",
    7932: "'saw Pinky near the kovil today, our cat no' is kept: a day's sighting beside the cat "
    "told",
    7934: "an agent's change of the daughter's employer: no slot held as the note names it "
    "('daughter Kavitha is a pharmacist at Boots' read as a job)",
    7937: "the person's own words after a page they read are theirs (DESIGN §5): kept, not held",
    7940: "'felt low since retirement and drinks arrack' in an agent's note repeats the person by "
    "meaning alone",
    8009: "'mi mada maiden name ah tell dem Flowers': a security answer told as what one told them",
    8010: "'still wid Holy Redeemer Credit Union' repeats the bank in words no rule reads ('wid')",
    8015: "a husband's shift is no slot",
    8016: "'nuh badda talk bout mi bredda Kevin, lef dat alone' is not read as a wish ('nuh "
    "badda', 'lef dat alone')",
    8017: "'she still deh in di same lil house' of the mother repeats where she lives by no word "
    "of the place",
    8019: "'di man ah mi use to go wid before Andre' is the ex said no to by a description",
    8023: "'ah teach standard 3 at Queen Square Anglican' names no school word: no employer read, "
    "so no conflict",
    8027: "'di blue Honda Fit ah drive dah di only car ah ever own' puts the car first: no car "
    "slot read",
    8028: "'ah sell di Note and buy a blue Honda Fit' reads the Note sold but not the Fit bought "
    "('buy' after 'and')",
    8029: "an agent's change of the husband's employer: 'mi husband Andre work at BEL' gives no "
    "slot",
    8030: "the same: the husband's employer never read, so the agent's other one conflicts with "
    "nothing",
    8032: "'di baby wi lose in 2019' is the miscarriage said no to by a description",
    8034: "the person's own words after a page they read are theirs (DESIGN §5): not held; "
    "'Aaliyah get accept at St. Catherine's fi form 1' keeps nothing the rules read",
    8037: "by design an agent's change of the person's words waits for the person (DESIGN §5)",
    8039: "an agent's note of the dog repeats the person's words with others ('brown pothound "
    "named Rocky'): kept",
    8104: "by design an agent's note with an address the person never gave is held as a redirect "
    "(DESIGN §5)",
    8108: "a salary account moved to another bank, told in Roman Urdu ('Bank Alfalah mein shift "
    "kr diya'), is read as no slot",
    8110: "'Usman bhai Toronto mein hain na' (brother Usman is in Toronto) in Roman Urdu is no "
    "statement the door reads, so the repeat is none",
    8113: "her former fiancé said no to by a description ('her former fiancé') of the one named "
    "'Kamran, my ex-mangetar'",
    8116: "two children and their ages said again in Roman Urdu ('do bachay hi hain humare, Hania "
    "11 aur Ahmed 7') read as a new statement",
    8120: "her parents' home: 'ammi abbu … mein hain' gives no slot for the parents, so their "
    "move is a new memory, not a change",
    8122: "two lovebirds 'le aaye hain' (brought home) in Roman Urdu: no pet slot is read",
    8125: "the employer said before was cut at 'A.F.' as a sentence's end, so the one said "
    "otherwise has nothing to conflict with",
    8126: "the same: 'A.F. Ferguson' cut at its dot, so the new job is kept beside it, not over it",
    8133: "an agent's note of a son's school: 'Ahmed Aitchison mein hai' (Ahmed is at Aitchison) "
    "gives no school slot to conflict with",
    8134: "the same: the agent's repeat of the son's school finds no slot of it to repeat",
    8140: "an agent's 'User is on Thyrox 50mcg' is not found to repeat the person's 'thyroid ki "
    "tablet start kr di hai, Thyrox 50mcg' (a start told in Roman Urdu with the medicine "
    "after)",
    8210: "'yeh me still wid GBTI …, salary does drop straight in deh' repeats the bank where "
    "one's pay goes, told otherwise: read as new",
    8212: "an alarm's company switched: no slot for who alarms one's house",
    8215: "'me does drive fuh de bauxite company' is where one works, not read (a job told by "
    "what one does for whom, with Creole's 'does')",
    8216: "the same: 'new job since Monday drivin fuh …' names no employer the door reads",
    8219: "a number said again otherwise: 'meh number is … yuh hear' is read, but the first "
    "number ('write down meh number bai, …') was read with the word of address between, so "
    "the two are two statements",
    8220: "the same: the number changed is kept beside the one first told",
    8222: "an agent's note of a car sold and another driven: 'User sold the silver Premio last "
    "week; now drives a white Honda Fit' changes the Premio the person named by its colour "
    "and plate only",
    8223: "a note's 'BP med: amlodipine 10 mg' (a medicine after a heading) reads no slot, so it "
    "does not conflict with 'de pressure tablet is amlodipine 5mg'",
    8224: "the same: 'BP med: amlodipine 5 mg' is not found to repeat it",
    8225: "the ex said no to by description ('de gyal me used to live wid before me married')",
    8227: "an operation said no to by description ('where dem cut me open at de hospital')",
    8229: "a brother said no to by where he lives ('de one in Canada' for 'meh brother Devon in "
    "Toronto')",
    8230: "'Rohini still deh in Richmond Hill' (still there) is not read as where she lives, so "
    "it repeats nothing",
    8231: "a loan said no to by its other words ('de credit union money me still owe')",
    8232: "a dog dead and a new pup: 'now abee get a new pup name Bruno' is not read as the yard "
    "dog changed",
    8234: "a son's school changed: 'he transfer to Queen's College from dis term' after 'Akeem "
    "tell me' is not read as Akeem's",
    8236: "'de lil one Keisha pass she exam, she goin Bishops' High' names a school to come, not "
    "read",
    8239: "an agent's note of a kidney disease the person never spoke of is kept: the person "
    "spoke of diabetes, and the note's condition is read as of the same health matter",
    8240: "an agent's 'User has type 2 diabetes; takes gliclazide 80 mg every morning' is not "
    "found to repeat 'put me pon gliclazide 80mg' (the clause after ';' has no 'user')",
    8304: "schooling told in Roman Urdu ('matric Beaconhouse PECHS se kiya tha, phir NED se BE') "
    "is read as no statement",
    8306: "the move is read ('finally we moved into our own flat in DHA Phase 6'), but the home "
    "said before ('… Gulshan-e-Iqbal block 13 mein hi reh rahe hain hum dono', the speakers "
    "after the verb) gives no slot to change",
    8318: "'hamari billi hai na, ammi ki jaan' says again that Oreo is the cat, in Roman Urdu: no "
    "pet slot is read",
    8319: "an agent's note of the sister's marriage proposal, said no to as 'Ayesha ke rishte "
    "wali baat': the proposal ('rishta') is not the note's words",
    8322: "a gym switched: 'ab Shapes nahi, office ke paas Fitness Arena' names the new gym in "
    "Roman Urdu order, not read",
    8325: "an agent's employer said otherwise: the person's '10Pearls'-less 'I work at Arbisoft "
    "in Lahore, backend dev hun' is read, but the note's 'works as a backend developer at "
    "10Pearls, Lahore office' is read as the job title, not the employer",
    8326: "the same: the change of employer in the note is read as the job title",
    8330: "a number said again with more words ('Jazz wala, kab se yehi use kr raha hun') is kept "
    "as a new memory: repeats with more words",
    8331: "an agent's car said otherwise: 'abbu ki purani Mehran hai, main wohi chalata hun' (I "
    "drive dad's old Mehran) gives no car slot",
    8332: "the same: the agent's repeat of the car finds no slot of it to repeat",
    8336: "a new email told in Roman Urdu ('ab new job wali email use karna, …') is not read as "
    "one's email changed",
    8340: "an agent's 'User on escitalopram 10mg for anxiety' is not found to repeat 'doctor ne "
    "anxiety ke liye escitalopram 10mg start ki hai' (a start told in Roman Urdu with the "
    "doctor first)",
    8406: "'abee move to Rose Hall now, own lil house' after 'abee renting in Stanleytown' (no "
    "slot: renting): the move is new, not a change",
    8408: "the dog said again otherwise ('meh pothound Bruno, de brown one me get since 2015'): "
    "read as new",
    8413: "the ex said no to by who he is to the son ('Jaden father')",
    8417: "a brother said no to by who he is and where he works ('meh brother pon de rig')",
    8420: "'nah man me live in Canje' opens with 'nah man', which the door does not read past, so "
    "the home said otherwise has no slot",
    8422: "someone met at the market, told as an aside with a name between commas, is read as a "
    "statement about the person",
    8423: "'me does nurse at de Port Mourant clinic' (Creole's 'does' before what one does for a "
    "living) gives no workplace",
    8424: "the same: the new clinic told with 'me does nurse at' is not read as where one works",
    8425: "'mummy metformin is 850mg' (a mother's medicine with no ''s') is not read as the "
    "mother's",
    8428: "'me switch to GTT' is read as a switch of employer (GTT, a mobile network, is not "
    "known as one), so the new number after it is not read",
    8430: "an agent's note of a car sold and another driven changes the 'grey Toyota Axio', but "
    "its car is read from 'now drives a white Honda Fit to work at the hospital' with the "
    "hospital as where one works",
    8431: (
        "'meh big gyal Kezia at UG Tain doing nursing' is not read: 'big gyal' is no word "
        "for a daughter the door knows, so the note's other course meets nothing"
    ),
    8432: "the same: the person's course is not read, so the note's repeat of it is kept",
    8439: "a diet changed ('since Phagwah me nah eating chicken or fish either, full veg now'): "
    "'nah eating' is not read as no longer eating",
    8440: "the same diet said again ('still nah eating beef'): not read as the diet said before",
    8508: "the salary account said again with more words ('… to BRAC er Gulshan 1 branch ei, oi "
    "card diyei …'): no slot of the account is read in Romanized Bangla",
    8513: "the ex-fiancée said no to by who she was ('amar ager engagement jar sathe bhenge "
    "gechilo'), not by name",
    8516: "the diet said again ('rice khai na ekdom'): no diet slot is read in Romanized Bangla",
    8517: "'Kamal er kotha r kokhono mone rakhba na' is read as Kamal said no to, but an agent's "
    "note of him is decided on as a new memory",
    8520: "a driver changed ('Jalal chole geche, ekhon theke Monir chalabe'): no slot for a driver",
    8521: "the daughter's results said no to, met as her CGPA: by meaning, not words",
    8522: "'Nabila to BUET e EEE porche' (where a child studies, in Romanized Bangla) gives no slot"
    " to repeat",
    8523: "an agent's employer said otherwise: the person's 'ami BRAC Bank e achi' is too short to "
    "be read as Romanized Bangla (one word of its own)",
    8524: "the same: the agent's change of employer finds no employer to change",
    8525: "an agent's number said otherwise is held as contact details the person never gave: the "
    "person's 'amar number …' is too short to be read as theirs",
    8526: "the same: the agent's changed number is held",
    8529: "the car said otherwise as 'amader white Premio ta niye …' (our Premio, going in it): no "
    "car slot is read from it",
    8533: "a wife's school said otherwise ('Farzana Sunbeams e Bangla poray'): no slot for where "
    "someone teaches",
    8534: "the same: the school switched is not read as her workplace changed",
    8536: "a child's allergy told in Romanized Bangla ('Rayan er peanut e allergy ache') gives no "
    "slot",
    8606: "the move is read ('finally moved in the new apartment in Yamacraw'), but the home said "
    "before ('I live by Kemp Road') gives no slot to change",
    8608: "the bank and the email said again inside a complaint ('w'ass wrong wit scotiabank …'): "
    "no slot is read",
    8612: "the ward said again as 'on nights on da children ward at PMH again': no slot of the "
    "workplace is read from it",
    8613: "the ex said no to by who he is to the son ('Jaden father')",
    8618: "'me and Kevin move to Fox Hill last month' is read as moved, but the home said before "
    "('… live off Carmichael Road') gives no slot",
    8620: "an agent's repeat of the husband's job ('drives the route 10 jitney') finds no slot of "
    "'my husband Kevin does drive jitney'",
    8621: "the ex said no to ('dat budday Shawn, my ex') is met as a name alone after a question "
    "('guess who behind me? Shawn.'), which the door does not decide on",
    8625: "a number said otherwise inside what was given to a dentist ('I give dem 242-…'): not "
    "read as one's number",
    8626: "the same: 'my new one 242-…' given to the dentist is not read as one's number changed",
    8629: "a partner said otherwise ('my boyfriend Andre say …') against 'me and my boyfriend "
    "Travis been together': no partner slot is read from either",
    8632: "'I switched to RBC in Palmdale last month' is read, but a switch to a name not known as "
    "an employer gives no slot",
    8633: "an agent's school said otherwise ('attends Queen's College'): the person's 'jaden in "
    "grade 4 at St. Anne's' gives no school slot",
    8634: "the same: the agent's repeat of the school finds no slot of it to repeat",
    8636: "a gym switched is read ('switched to the gym out Cable Beach'), but no gym slot is read "
    "from 'I go the gym by Harbour Bay 5'",
    8705: "a passport's number told as 'notun passport … number EH0457219' (its name and its number"
    " apart) is not found as a secret",
    8706: "a passport renewed ('renew hoye gelo') gives no slot",
    8708: "the account said again ('amar account Islami Bank er Zindabazar branch e'): no slot of "
    "the account is read",
    8712: "the new number is read ('now my number is …'), but the number said before ('amar number "
    "+880 …, whatsapp o eitai') is too short to be read as Romanized Bangla",
    8715: "a mother-in-law's dose said otherwise ('Metformin 850 mg din e duibar, uni … khan'), its"
    " verb far from it: not read as her dose",
    8716: "the dose raised is read as 'my mum's' ('amma'r'), while the dose said before was read as"
    " the mother-in-law's ('amma (shashuri)')",
    8717: "a workplace said otherwise is read ('I work at Islami Bank Amberkhana branch'), but the "
    "one said before ('ami Sonali Bank e officer, …') is too short to be read as Romanized "
    "Bangla",
    8718: "the same: the change has no employer said before to change",
    8719: "an agent's car said otherwise: 'amader gari Toyota Axio, white color, driver Kamal bhai "
    "chalay' is too short to be read as Romanized Bangla",
    8720: "the same: the agent's change of car finds no car to change",
    8721: "a daughter's school said otherwise ('Ayra to Blue Bird e pore'): no slot for where a "
    "child studies",
    8722: "the same: a school transfer ('Blue Bird e transfer korsi') is not read",
    8723: "an agent's note of the husband's job said otherwise ('Husband Tanvir — manager at a "
    "takeaway'): no slot read from either",
    8724: "the same: the husband's job changed in the note is not read",
    8725: "the ex-fiancé said no to by who he was ('oi lok ta … jar sathe … amar engagement "
    "bhangsilo'), not by name",
    8727: "the miscarriage said no to is met as 'oi baccha ta haranor por' (after losing the baby):"
    " by description",
    8728: "a mother-in-law's follow-up and a long queue, a passing day, is kept as new",
    8729: "the brother-in-law said no to ('amar dewor Shamim') is met as 'Tanvir er choto bhai' "
    "(her husband's younger brother): by description",
    8730: "the mother-in-law living with them said again: no slot is read from 'shashuri amader "
    "sathe thaken'",
    8731: "the father's loan said no to ('abba'r loan er kotha ar jiggesh korio na', too short to "
    "be read) is met as 'abba'r oi dhar' (his debt)",
    8733: "the old job said no to ('oi chapter niye ar kotha bolbo na') is met as its manager: by "
    "description",
    8734: "a cousin met, a nurse for 2 years ('o oikhane nurse, 2 bochor dhore'): nothing of hers "
    "is read",
    8736: "a child's allergy ('Ayra'r peanut allergy ase') gives no slot",
    8738: "an agent's repeat of a diet ('low-carb diet on her doctor's advice') finds no slot of "
    "'low carb diet e aschi'",
    8740: "an agent's repeat of a pregnancy finds no slot of 'ami abar pregnant, 7 weeks'",
    8806: "'we finally moved out GH, we in da rebuilt house in Rock Sound now': the home said "
    "before ('we livin in Governor's Harbour') is read, the new one ('we in … in Rock Sound')"
    " is not",
    8808: "the bank said again as 'I still wit Scotia': not read as the bank",
    8811: "an agent's note with an email and its password ('pw Bonefish#1962') is held as contact "
    "details the person never gave before its secret is refused",
    8812: "the same note without the password is held as contact details the person never gave",
    8817: "the ex said no to by who she is ('Jamal mother')",
    8820: "the dogs said again by name ('wit Brownie and Sugar …, my two potcake'): no pet slot is "
    "read",
    8821: "the ex-wife said no to by name ('Denise') is met as 'my ex-wife'",
    8822: "'I drivin round in da Ford Ranger I pay for': no car slot is read",
    8825: "an agent's note of what a page planted (a hidden comment) is decided on as new: the "
    "page's words and the note's differ",
    8827: "the dose said before ('da doctor in Governor's Harbour put me on allopurinol 100 mg') "
    "gives no slot, so the note's 300 mg is new",
    8829: "an employer said otherwise ('I work wit Bethel Brothers Construction'): 'work with' is "
    "not read as the employer",
    8830: "'I switched over to Bethel Brothers Construction last month' is read, but a switch to a "
    "name not known as an employer gives no slot",
    8833: "a number said otherwise after 'if anybody ask': a condition's clause is not read as a "
    "fact",
    8834: "the same: the changed number after 'if anybody ask' is not read",
    8835: "an agent's boat said otherwise: no slot for a boat",
    8836: "the same: the boat sold and the new one",
    8839: "a diet lifted ('I could eat pork again') gives no slot",
    8840: "the same diet said again ('still ain't eatin no pork'): no slot",
    8909: "a card number told beside a switch read in Romanized Tamil ('… ku maathiten … new debit "
    "card vandhuchu 4532 …'): the switch is read and the card's digits in their groups are not "
    "found as one",
    8912: "the email said again as 'X thaan personal mail' after 'en personal mail id X' is read "
    "as new: the second reading is not keyed as the first",
    8913: "the ex said no to is met by name in Romanized Tamil ('Divya va paathen'): the clause is "
    "not read as about the person",
    8917: "the layoff said no to is met in other words ('that Cognizant pink slip thing'): no "
    "topic by description",
    8918: "a shift changed ('night shift ku maathitaanga'): no slot for a shift",
    8920: "a cousin's job said again ('he's still Emirates cabin crew only, same job'): the first "
    "statement's slot is not read",
    8925: "'en company Zoho da, Estancia office' shows too few of Tamil's words to be read as it "
    "(en, da)",
    8928: "an agent's note of 'user's dad metformin raised to 1000 mg' (no 's after 'dad') is "
    "not read as the father's medicine",
    8930: "the new number after 'aiyo … new number … da' is read, but the clause's number is not "
    "keyed as the phone number said before",
    8931: "the car said before as 'car Swift dhan' shows too few of Tamil's words to be read as it",
    8932: "the same: the Swift said before is not read, so the note is new",
    8933: "the wife's employer said before as 'works in HDFC Guindy branch': 'works in … branch' "
    "is not read as an employer",
    8934: "the same: the wife's employer before is not read, so the change is new",
    8936: "the son's school changed ('Aadhi school maathiten, ippo PSBB … la') is read for "
    "'Aadhi', not for 'my son Aadhi' of the turn before",
    9003: "a one-time code 'the code is 448213' after 'the text just came thru' is not found: no "
    "secret word before 'code'",
    9004: "a question about where to type a code is kept as a statement",
    9006: "'got a key safe put up at da's front door …' is read as nothing lasting",
    9010: "an agent's note of the alarm fitted, said before by the person in other words, is new",
    9012: "a direct debit switched to another bank: no slot for the bank a bill is paid from",
    9013: "the ex said no to by who he is ('her da', the children's father)",
    9014: "the daughter's partner told in passing ('her partner Declan's doin the barbecue') is "
    "read as nothing lasting",
    9016: "the ward and the nights said again ('nights on 4C at the Royal as per') are not read as "
    "the job said before",
    9018: "being coeliac said again in passing ('sure with the coeliac') is not read as the diet "
    "said before",
    9019: "the dog said no to by what he was ('the wee spaniel, 14 year we had him')",
    9021: "the court case said no to is met as 'due at Laganside court': not read as that topic",
    9022: "by design an agent's change of the person's words waits for the person (DESIGN §5)",
    9029: "where one lives said as 'the beauty of livin in Bangor … we've been here forever' is "
    "not read as one's home",
    9030: "a move told as 'the beauty of movin to Bangor last month' is not read",
    9031: "the father's dose said as 'his bisoprolol's 5mg' after 'da's dosette box': 'his' is not "
    "read as the father",
    9033: "the employer said otherwise with 'been there since 2004' is kept as new, not held: a "
    "statement true since a date before is not met as a conflict",
    9035: "the car said as 'my silver qashqai, had her years' with no verb: not read as one's car",
    9036: "the same: 'my new silver qashqai, traded the corsa in' is not read",
    9037: "the mobile said otherwise after 'the surgery kept ringin the wrong number' is read as a "
    "correction of the number",
    9040: "the GP said changed as 'GP now Dr Patel …; Dr Kerr retired' is held as a conflict: "
    "'now' with another's retiring is no word of change for a GP",
    9107: "a passport number told after 'number' a word later ('passport vandhuduchu … number "
    "T4829156') is not found",
    9112: "the bank account said again in Romanized Tamil ('… account dhaan innum use panren') is "
    "not read",
    9116: "a gym membership taken ('Cult HSR la 6 months membership eduthen') is read as nothing "
    "lasting",
    9120: "the dog's age said again ('Bruno ku 3 vayasu dhaan') is read, but the turn before is "
    "not keyed alike",
    9122: "an agent's note of a diagnosis never said (PCOD) is kept: the condition is not among "
    "the sensitive words",
    9124: "the father's sugar and glimepiride said again in Romanized Tamil ('appa ku sugar dhaan "
    "…') are not read",
    9127: "an agent's note in a hurried list ('Younger brother Arun - mech, 3rd yr, PSG Tech') is "
    "not read as the brother said before",
    9129: "where one lives said otherwise ('naan HSR Layout la flat la iruken …, inga vandhu 2 "
    "varusham aachu') is read as a change",
    9133: "the father's dose said before in Romanized Tamil is not read, so the note's dose is new",
    9134: "the same: the father's dose before is not read, so its change is new",
    9136: "a scooty bought ('ippo Ather 450X vaangiten') is not read as one's vehicle",
    9137: "an agent's note with an email and what to send to it is held as contact details planted",
    9138: "the same: the switched email with what to send to it is held",
    9139: "a shift said otherwise ('en shift morning 7 to 4 dhaan'): no slot for a shift",
    9140: "a shift changed ('en shift … ku maathitanga'): no slot for a shift",
    9204: "an alarm going off at night is kept as a statement",
    9208: "the one bank said again ('that's the only bank I have') is not read as the bank said "
    "before",
    9209: "a key safe's code told as 'the code on it's 4719' is not found: words stand between "
    "'code' and its value",
    9210: "a key safe moved is not read as the place said before",
    9215: "the operation said no to by a word for it ('the snip')",
    9216: "a knee healed is read as nothing changed",
    9217: "an ex said no to by who she was ('the girl I went with before Aoife')",
    9218: "a sister-in-law's news is read as nothing lasting",
    9220: "being coeliac said again in passing ('cos of the coeliac, no gluten for me') is not "
    "read as the diet said before",
    9221: "the father's drinking said no to in other words ('back on the batter')",
    9222: "'at the weekend the doctor put ma's metformin up to …': an opening without a comma "
    "before who changed the dose is not read",
    9230: "a number switched as 'switched me mobile to 087 …' is read as a mobile provider",
    9233: "an agent's note of 'User's youngest son Conor attends …': 'youngest son' is not read "
    "before a school",
    9234: "the same: the school said again is not read",
    9304: "an account opened ('hdfc lo kuda account open chesanu') is no statement the rules read",
    9308: "a school said again in other words ('naa school ra adi vja lo') is not read as the "
    "school said before",
    9315: "the knee surgery said no to by what followed it ('ACL repair', 'physio')",
    9318: "a brother-in-law 'at' Wipro ('Wipro lo untadu') is not read as his employer, so his "
    "new job is new",
    9320: "the mother's allergy said again beside a wedding's food is read as telling more",
    9321: "a dog said no to by name, and the agent's note of 'the late dog': no name to match",
    9412: "the email said again with a night's lock-out after it is read as telling more",
    9413: "an ex said no to by who he is ('the loons' dad')",
    9427: "a car said otherwise 'since 2018' is kept as new, not a conflict (a statement true "
    "since a date before is not met as one)",
    9431: "a rotation offshore ('two weeks on, two weeks off'): no slot for a shift",
    9432: "the same: the rotation said again is not read",
    9440: (
        "'Eilidh's still at Dundee doin her nursing' is read, but 'she phoned last nicht "
        "fair chuffed' tells more than the course said again"
    ),
    9508: "an agent's note that the person 'asked me to keep it in mind' is held as an order",
    9510: "a visa switched ('H-4 nunchi H-1B ki switch ayyanu'): no slot for a visa",
    9512: "the salary account said again ('… lo ne naa salary account') is not read",
    9519: "the number said before ('naa number …, whatsapp kuda ade') is too short to show "
    "Telugu, so is not read",
    9520: "the same: the number said before is not read, so its change is new",
    9523: "what a brother studies, told in Telugu ('GITAM lo B.Tech 2nd year, CSE'), is not read",
    9524: "the same: the course told in Telugu is not read, so the note's repeat of it is kept",
    9527: "PCOD said no to, then told by what it is ('ovary cysts', 'periods irregular')",
    9529: "the in-laws said no to as 'atta mama', then named as 'husband's parents'",
    9530: "the parents' home said in English beside Telugu words ('amma nanna live in …') is "
    "not read",
    9534: "a brother's course said again ('AU lo engineering 3rd year') is not read",
    9540: "an agent's note of IVF the person told in their own words is held as sensitive",
    9603: "a code told as 'new een's 9041' ('een' for one) is not found",
    9605: "a security answer said before the words that name it ('ma first dug wis … Gyp, "
    "that's the answer tae …') is not found",
    9612: "a bank said again ('still wi the Clydesdale'): no slot for a bank",
    9613: "a home said otherwise as 'a bungalow oot at Boddam' is read as 'bungalow'",
    9615: "the fish market before ('I'm at the fish market') is no employer slot",
    9616: "the same: the new job's employer is new",
    9617: "'ma bisoprolol's 5mg' (no verb) is not read as the dose",
    9619: "an agent's note of a landline the person never gave is held as contact details planted",
    9620: "the same: the new landline in an agent's note is held",
    9622: "by design an agent contradicting the person is held for the person, not an update",
    9625: "an ex said no to by who she is ('his mither', Craig's mother)",
    9626: "a son's engagement ('he's got engaged tae a quine fae Ellon') is read as nothing "
    "lasting",
    9634: "a wife said as 'the missus Moira' is not read as one's own, so her job before is "
    "no slot",
    9636: "a dog said as 'ma dug … cried Tam' ('dug' dog, 'cried' called) is not read",
    9719: "a loan default said no to, then told as 'that Gulf bank case': no word it shares",
    9720: "the job said again with Malayalam words beside it ('pani kure undu, tension'), which "
    "as said are more words than the memory holds, so it tells more",
    9722: "a wish not to hear of the father's dialysis blocks a change of his metformin told "
    "with him ('achan's'), as any text of his health",
    9726: "an agent's note 'User switched from UST to Experion …' is no slot, so its job is new",
    9728: "an agent's note 'User's father's telmisartan was raised to 80 mg' (someone's dose "
    "raised, said passively) is no slot",
    9732: "an agent's note 'Divya teaches maths at …' is no slot for her job",
    9734: "a number said again without its country code ('94470 55210' beside '+91 94470 "
    "55210') is another value",
    9740: "an agent's note with 'Stress high' is held as a sensitive note the person never gave",
    9812: "two banks' roles said again ('monzo is still my main account'): no slot for a bank",
    9813: "an ex said no to as 'my baby father jermaine', then told of as the son's dad",
    9820: "the pill named before ('i'm on the pill, microgynon') is no slot, so the switch to "
    "another is new",
    9836: "an agent's note ending '; note for health check-ins' is held as an order",
    9908: "the flat before ('we're in a 1bhk in Rusholme') is no home slot, so the move is new",
    9912: "an account at a bank ('pappa's account SBI Pala branch il aanu') and an agent's 'banks "
    "with SBI': no slot for a bank",
    9914: "a husband's brother told by the husband's name alone ('Tony's brother Jerin'), with no "
    "'my', is no one of the person's",
    9915: "PCOD said no to, then told as 'the ovary cysts thing' beside a dose raised: the dose "
    "is kept",
    9918: "a sister's job said again in other words ('same Rashid Hospital job') is not read",
    9920: "'his atorvastatin is 40mg' (no verb of taking) is no dose slot",
    9929: "'Tony is with TCS' is no employer slot",
    9932: "an agent's note of a move from a district ('from Headingley') beside a home said as "
    "'Headingley, Leeds' is held as a conflict",
    9937: "an agent's note repeating a dose with IVF the person never told is read as a repeat, "
    "not held as sensitive",
    9939: "the allergy said again with the day's canteen after it is read as telling more",
    10003: "a code in two groups of three ('code is 448 192') is not found",
    10008: "a bank switched ('switched to monzo … barclays was dead'): no slot for a bank",
    10010: "a home said as 'my mums yard in edmonton' is not read as the person's",
    10012: "a handle said again with 'man barely goes on insta' after it is read as telling more",
    10019: "a court case said no to, then named as 'the magistrates thing'",
    10020: "a job said again with 'long shift … feet are dead' is read as nothing lasting",
    10022: "a home said otherwise as 'our yard in norbury' is not read",
    10023: "a car said otherwise 'since i passed my test' is kept as new, not a conflict",
    10025: "'good ting im on naproxen 500mg' ('ting' thing) is not read as the dose",
    10029: "a number told as 'its 07911 …' after 'put my number down' is not read as one's own",
    10031: "the girlfriend said as 'my girl shanice' is not read as the partner",
    10035: "an agent's note of a diet a page planted before is kept, not held",
    10036: "a diet followed by a question ('…, anything there man can actually eat?') is read as "
    "a question",
    10208: "a shop's landlord changed ('new one na Mami Ngum'): no slot for a landlord",
    10214: "a husband's job said again after 'a see Emmanuel … in uniform' is read as new",
    10216: "a job said again inside 'na so e be for maternity … where a di work as nurse' is "
    "read as new",
    10220: "a mother's trade said again after 'mami call from Kumba' is read as new",
    10224: "by design an agent's note changing the employer the person said ('User left Afriland "
    "in March; now works as a teller at UBA') is held for the person, not an update",
    10225: "'na there a dey all these years' points back at the place before: no anaphora",
    10226: "'we just move come here from Makepe' names where one left, not where one moved",
    10229: "by design an agent's note of a number the person never typed is held for the person",
    10230: "by design an agent's note of a number the person never typed is held for the person",
    10231: "'my Corolla don start di make noise' reads 'started' as a change of car",
    10232: "'the Corolla wey a buy last week after a sell the Yaris': a car told in a clause "
    "about it is not read",
    10240: "an agent's note of a monthly check-up said before, in other words, is read as new",
    10409: "a gate code told as 'the gate get code, na 2468#' is not found",
    10411: "a passport number told after 'a di put am here:' is not found",
    10412: "a passport number asked for, said again in other words, is read as new",
    10413: "an ex said no to, then named as 'her mami' of the child, is not recognised",
    10415: "an operation said no to, then named as 'the place wey dem cut for ma belle'",
    10417: "an uncle said no to, then named as 'ma papa small brother'",
    10418: "pork given up said again after 'ma pastor call me' is read as new",
    10419: "a sacking said no to, then named as 'ma old oga … call say make a come back work'",
    10420: "a call-box moved ('shift ma call-box comot … go Mile 17'): no slot for a business",
    10425: "'na there a don teach from day one' points back at the school before: no anaphora",
    10429: "a car said otherwise as 'ma Carina … the only motor a don ever get' is not read",
    10430: "'a sell the Corolla last month, a don buy Carina now' is not read as a car changed",
    10433: "a wife named otherwise in an agent's note ('is named Comfort') is not read",
    10440: "an agent's note of a health status said before in other words is read as new",
    10110: "an internet provider switched ('ACT inda Airtel Xstream ge shift aadvi'): no slot for "
    "a provider",
    10112: "the flat said again as 'nam flat Whitefield Prestige alli 4th floor' after an errand "
    "is not read as a repeat of 'naavu … Prestige apartment alli irodu'",
    10116: "the parents' home said again as 'appa amma jothe alli ne irtare' ('there') is not read "
    "as a repeat",
    10118: "the cat's age said as 'nam cat ge 2 years aaytu' against 'Pepper anta cat ide, 2 years "
    "aaytu' (how long, or how old?) is read as telling more",
    10125: "an employer said otherwise 'since 2019' is dated before the undated one and kept as "
    "history, not held as a conflict",
    10132: "an agent's note 'moved from DPS East to Bishop Cotton Girls' School' is no school slot",
    10133: "an agent's note 'user's anna Kiran - lives in Pune' (Kannada's 'anna' and a dash) is "
    "no slot",
    10134: "an agent's note 'user's anna Kiran - relocated Dallas -> Pune' is no slot",
    10312: "the job said again by the trust's short name ('UHB only, Birmingham NHS trust nalli "
    "nurse aagi ideeni') is another employer than 'University Hospitals Birmingham NHS trust'",
    10316: "the parents' move told as 'appa amma … Bengaluru ge shift aadru' ('my dad and my mum "
    "… moved') is no slot of the father's home",
    10317: "PCOD said no to, then told as 'ovaries nalli cysts' (cysts in the ovaries): no word "
    "they share",
    10319: "a brother's divorce said no to, then told as a final court hearing and 'officially "
    "separate'",
    10320: "a brother's job left and city moved ('anna Infosys bittu Sydney ge shift aada') with "
    "the new job after ('Atlassian nalli new job') is no change of his slots",
    10321: "a job said no to as 'alli' (there: Narayana), then told of as 'my old Bengaluru "
    "hospital'",
    10322: "a test passed told as 'OET result bandide, B in all four' is read as nothing lasting",
    10331: "an agent's note with a number the person never typed is held by the guard, not as a "
    "conflict",
    10332: "an agent's note with a new number the person never typed is held by the guard, not "
    "taken as an update",
    10334: "an agent's note repeating the husband's job with a title before it ('is an engineer "
    "at Bosch') is kept as new",
    10338: "an agent's note 'User is employed at Aster Hospital in Mankhool, Dubai' beside the "
    "job said with its title is kept as new",
    10527: "diabetes is health in general: an agent's note of it waits for none (unsaid.py)",
    10538: "the commute is read alike, but a repeat of no slot is judged on the Marathi words",
    10703: "the husband as 'aamche he', 'yanchi' (the respectful 'he'), not read as him",
    10704: "the husband told of as 'aamche he' (the respectful 'he'), not read as the husband",
    10708: "an agent's 'User teaches at …' is no job slot of English's rules (only 'works at')",
    10711: "tea given up ('chaha … band kelay') is a habit, no slot the door keeps",
    10712: "two cups of tea a day is a habit, no slot the door keeps, so no repeat is seen",
    10713: "the family's old Splendor ('aamchya ghari … ahe') is no slot: its sale updates none",
    10715: "written in Devanagari, which no reader of the door reads",
    10716: "written in Devanagari, which no reader of the door reads",
    10718: "a question with no question mark ('reset kasa karaycha sang na'), kept as told",
    10726: "attendance filled every morning is a routine, no slot the door keeps",
    10733: "the firing said no to and the labour court case share no word the rules link",
    10734: "the labour court case tells nothing the door keeps (no slot)",
    10735: "written in Devanagari, which no reader of the door reads",
    10736: "written in Devanagari, which no reader of the door reads",
    10737: "counselling and depression tablets said no to; 'session', 'goli' do not name it",
    10607: "'my boyfriend Andre is a fisherman' fills no partner for 'me an Andre done' to end",
    10608: "'mih man still fishin out of Bequia' fills no slot; 'my boyfriend Andre' no partner",
    10627: "Belle Isle (the prison) shares no word with the brother 'locked up' said no to",
    10628: "'she still livin up deh': 'up deh' is Georgetown only by what was said before it",
    10639: "diabetes by its type ('type 2 sugar', 'type 1 diabetes') fills no slot to contradict",
    10803: "one bank's branches ('Granby Street', 'Arnos Vale') are one employer to the slots",
    10804: "one bank's branches ('Granby Street', 'Arnos Vale') are one employer to the slots",
    10807: "'doctor change she pressure tablet, she on 10mg' names granny only a clause before",
    10809: "'Kevon does fish out ah Bequia' (a brother's fishing port) fills no slot to move",
    10810: "'Kevon does fish out ah Bequia' (a brother's fishing port) fills no slot to repeat",
    10811: "a shift (night or day) is no slot: 'switch mih to day shift' changes nothing stored",
    10813: "'all mih money in Bank of SVG' fills no bank slot for 'switch over to Chase' to end",
    10818: "'it does vex mih so bad' after a question reads as a statement of the person's",
    10827: "'forget dat bwoy name' is read as the wish, not 'nuttin bout mih ex Jerome'",
    10829: "a scar 'from when dey cut out mih appendix' is not read as 'de surgery' said no to",
    10839: "'Rondell lawyer call granny' has no first person: dropped before the wish is read",
    10916: (
        "the sister said no to by her name (Hetal) is told of as 'mari moti ben' (my elder "
        "sister) without it; who she is is not linked"
    ),
    10917: (
        "a festival's routine (garba at a club every night of Navratri) is no slot; its change "
        "is read as new"
    ),
    10925: (
        "the ex-husband said no to by his name is told of as 'Aarav na pappa' (Aarav's dad); "
        "who he is is not linked"
    ),
    11004: "read as 'I am sales rep at Twiga Foods' (a job title and where), but a new title with "
    "another employer beside a stored employer is taken as a job beside it, not against it",
    11011: "an agent's 'enjoys nyama choma' against 'I am vegetarian, I don't eat meat': no rule "
    "puts a food eaten against a diet (English fails alike)",
    11024: "an agent's 'HIV positive and on ARVs' beside 'I am HIV positive, I take ARVs every "
    "day': the note's two facts are no repeat of one memory (English fails alike)",
    11028: "'we switched to Safaricom fibre, Zuku we quit' is read, but the home internet's "
    "provider is no slot of 'at home we have Zuku fibre'",
    11030: "'I renewed it, the new one expires 2035' is read, but a passport's expiry is no slot",
    11103: (
        "the shop's new place told as where one comes to it ('Waghawadi Road par Akshar complex"
        " … tya amari dukan') is not read as the shop's place"
    ),
    11104: (
        "the shop moved ('Kalanala thi dukan shift kari didhi') with its new place told as "
        "where 'we sit' is not read as the shop's place"
    ),
    11109: "a shop's name ('amari dukan nu naam … che', 'User's shop is named …') is no slot",
    11110: (
        "a shop's name ('amari dukan nu naam … che', 'User's shop is called …') is no slot; "
        "read as new"
    ),
    11124: (
        "a seller account opened ('Meesho par seller account kholyu') is no statement the door "
        "reads in Gujarati"
    ),
    11125: (
        "the quarrel said no to is with the 'jethani' (husband's elder brother's wife), told of"
        " again by her name 'Meena bhabhi'; who she is is not linked"
    ),
    11126: (
        "a quarrel still on ('Meena bhabhi sathe haju bolvyavhar bandh j che') is no statement "
        "the door reads in Gujarati"
    ),
    11127: "a loan moved to another bank with its EMI lowered is no slot",
    11129: (
        "the mother-in-law's operation said no to is told of again as her physio; the words differ"
    ),
    11130: "where the mother-in-law's physio is done is no slot",
    11131: (
        "the brother told as 'bhai to' (as for my brother) with English 'left Rajkot ne moved "
        "to Melbourne' is not read as his move"
    ),
    11132: (
        "the brother said no to by his name (Nilesh) is told of as 'bhai' without it; who he is"
        " is not linked"
    ),
    11133: (
        "the shop and the loss said no to ('e dukan nu je thayu e badhu bhuli jajo') are not "
        "read as a wish"
    ),
    11134: "a shop sold ('Mandvi vali dukan aakhre vechi didhi') is no slot",
    11136: "paying suppliers from a UPI ID is no slot; the agent's note of it is read as new",
    11205: "a wife's stall moved from Gikomba to Ruiru market: where one's business is, is no slot",
    11206: "a wife's stall at Ruiru market against Gikomba: where one's business is, is no slot",
    11208: "'we live in Ruiru now in Kimbo' against an agent's 'the Kimbo area of Ruiru': the two "
    "values are not matched as one place",
    11209: "'my motorbike is TVS HLX' against an agent's 'rides a Bajaj Boxer': a motorbike is no "
    "slot",
    11210: "an agent's 'rides a TVS HLX … Watu loan' beside 'my motorbike is TVS HLX …': a "
    "motorbike is no slot, so no repeat",
    11211: "'my three children of primary, fees kill me' fills no children count against two",
    11212: "'my two children of primary, fees kill me' fills no children count to repeat",
    11218: "'nimehamia Airtel' (a network switched to) is read as a move; a mobile network is no "
    "slot",
    11221: "a WhatsApp code '582-914' with a dash after 'code of WhatsApp … is' is not found as a "
    "code (English fails alike)",
    11222: "'I bought a new phone Samsung A15' is read, but no phone slot is filled from it",
    11226: "'I have quit drinking since January' after 'I used to drink a lot' is read as an "
    "identity (teetotal), not a change of a slot",
    11227: "'kanjo' (county askaris) said no to, then 'the county guys caught me': the same thing "
    "in other words, no shared word",
    11230: "an agent's 'repaying a loan from a mobile lending app' beside 'mimi hulipa loan ya "
    "Tala' (I pay the Tala loan): the same debt in words too far apart for a repeat, kept as new",
    11235: "a zero-width space at a word's edge ('Ruiru\u200b ') is copy-paste debris by the "
    "guard's design (planted.py)",
    11237: "an agent's diabetes diagnosis the person never said is not among the sensitive notes "
    "held",
    11239: "'we changed his school, now he is in Ruiru Township Primary class 5' fills no school "
    "slot against 'class 4 in Kitengela Primary'",
    11324: (
        "a crypto exchange one uses ('main WazirX use karda haan') is no slot, so leaving it for "
        "another is no change of one"
    ),
    11413: (
        "the njangi's new sum is told among other news (the meeting, the cost of living): a "
        "number changed is read only in a statement all of whose words the memory holds"
    ),
    11415: (
        "an internet box changed ('on a changé de box … maintenant c'est la fibre Camtel') "
        "fills no slot: 'box' and 'fibre' are not read as the broadband, whose provider it is"
    ),
    11429: (
        "the knee operation said no to comes back as 'la jambe qu'on a charcutée à "
        "l'hôpital': a knee told as a leg cut at hospital is beyond the door's words"
    ),
    11433: (
        "the debt to cousin Ferdinand said no to comes back as 'I don pay Ferdi 50k': a short"
        " name and no word of what is owed are not matched"
    ),
    11438: (
        "an agent's 'every week' against the memory's 'chaque mois' for the same hospital "
        "visit: how often is no number the door compares"
    ),
    11504: "'mera kamm Vardhman mill ch aa, quality incharge': work told so is not read",
    11505: "'keh ta Thyronorm 75 kar do, hun 50 wali band': a dose changed so is not read",
    11506: "'thyroid di goli lainda, Thyronorm 50 roz' (dose after the verb) is not read",
    11507: "'kudi … IELTS di coaching Moga ch kar rahi': coaching at a place is no slot",
    11508: "'kudi … IELTS di coaching Moga ch kar rahi': coaching at a place is no slot",
    11509: "'gharwali Govt school Kotkapura ch teacher aa' (a wife's job there) is not read",
    11510: "'gharwali Govt school Kotkapura ch teacher aa' (a wife's job there) is not read",
    11514: "'HDFC di credit card aa gaya': a card that came (a thing now had) is not read",
    11520: "'… hosiery unit ch accounts sambhalda haan' (what one handles) is not read as a job",
    11521: "'purana boss mil gaya' shows no Punjabi word of its own: not the 'old boss' said no to",
    11530: "'… nu … 5 lakh token dena mann gaye aa' (agreeing to pay) is not read: the note held",
    11538: "'… walk kar lainda …, Rose Garden jaana chhad ditta': a habit changed is not read",
    11539: "'kaka da admission hun DAV ch karwa ditta': a school changed so is not read",
    11603: "a school and field switched to ('j'ai switch à l'ENSP … génie électrique') is"
    " no slot, nor the Pidgin prior's 'I dey do L2 génie civil for University of Buea'",
    11604: "a field of study at a school ('je fais génie électrique à l'ENSP') is no slot,"
    " so nothing conflicts with the Pidgin prior",
    11605: "a dose changed ('a changé ma dose … now c'est 850 mg') names no drug, and the"
    " 'takes' slot holds no dose to replace",
    11606: "both read 'takes metformine'; the dose (500 mg against 850 mg) is no part of"
    " the slot, so nothing conflicts",
    11609: "a child's class and school ('ma petite Kelly fait le CM2 à l'école publique de"
    " …') is no slot the agent's note can conflict with",
    11610: "a child's class and school is no slot, and the English note shares too few"
    " words with the French to be a repeat",
    11611: "'un new numéro Orange, c'est le …' (an English adjective before a French noun,"
    " the number after 'c'est') is not read as a new phone number",
    11612: "a number said as where to call ('tu peux me call au 677 …, c'est mon MTN')"
    " reads no phone-number slot",
    11613: "a njangi's monthly contribution (25 000 -> 40 000) is no slot",
    11614: "a njangi's monthly contribution is no slot, and '25k' is not read as 25 000",
    11615: "a job said as what one does ('je fais le bendskin', 'je suis maintenant"
    " chauffeur de taxi') is no slot",
    11617: "a surgery's date ('l'opé … décalée au 20') is no slot",
    11618: "a surgery's date is no slot, and 'l'opé de mon genou' is not matched to the"
    " wish about 'the surgery'",
    11634: "a debt to a tontine ('les 200 mille que je dois') is no slot, nor matched to"
    " the wish about 'le dos au njangi'",
    11635: "'je suis séropositif' is not read as an illness, so the agent's note 'HIV"
    " positive' is held, not matched to the wish",
    11637: "'mon mail c'est …' is not read as an email, so the agent's other email is held,"
    " not a conflict",
    11640: "the wish 'don't remember where I work … qu'on parle du job' is not matched to"
    " the job told again",
    11711: "'aba Australia haina Canada jane, Toronto ma nursing': a study plan is no slot",
    11712: "'… Canada jana, Toronto ma nursing padhne plan cha': a study plan is no slot",
    11715: "'eSewa chhodeko, aba Khalti matra chalauchu': the wallet one pays with is no slot",
    11716: "'eSewa bata nai sab tirchu': the wallet one pays with is no slot",
    11807: "a son moved to another coaching class fills no slot (no school)",
    11808: "a son's coaching class said again fills no slot (no school)",
    11811: "who runs the family's shop, in an agent's note, fills no slot",
    11812: "the agent's note of the shop is no near-duplicate of it as read",
    11829: "'se katha' (that) keeps no topic; 'toofan' is not the cyclone",
    11837: "'Taa' (her) keeps no topic; 'Bangalore wali apa' is not Pinky",
    11904: "a job denied ('… ma kaam garne ta ma haina') beside another ('mero kaam ta … ma ho"
    " yr'): no denial is read, nor a job with 'ta' in it (blind set v119)",
    11909: "a plan dropped for another ('Australia ko plan drop gare … aba Canada jane'): plans"
    " are not read, here nor in the prior ('Australia jane plan') (blind set v119)",
    11910: "a plan told otherwise ('Canada jane plan ho mero'): plans are not read, here nor in"
    " the prior (blind set v119)",
    11912: "the agent's 'is a nurse at Bir Hospital and often works night shifts' is read by no"
    " English rule ('is a … at'), so the repeat is not seen (blind set v119)",
    11913: "a daughter's college changed ('college sariyo, … ma transfer bhayo'): the prior's"
    " study told with no name ('chhori Pokhara ko Manipal ma nursing padhdai chhe') is not read"
    " (blind set v119)",
    11914: "the same study said again ('chhori ko college … nai ho'): neither it nor the prior is"
    " read (blind set v119)",
    11915: "a scooty sold and a bike bought ('scooty bechera Pulsar kinya'): owning and riding a"
    " vehicle are not read (blind set v119)",
    11933: "the topic 'Lok Sewa fail' is now read, but a plan of the coming year ('arko barsa …"
    " form bharchu') is taken as nothing to keep, so no block is reached (blind set v119)",
    11934: "a plan of the coming year ('arko barsa … form bharchu, … padhna suru gare') is read as"
    " nothing to keep (blind set v119)",
    11936: "a wedding told twice in other words ('mero bihe cha … hall book garisake' / 'bihe ho"
    " mero … book bhaisakyo'): a wedding's month and place are no slot, so the repeat is not seen"
    " (blind set v119)",
    11940: "'Pokhara jada ma sadhai … Hotel Fewa Paradise mai baschu' (where one stays in a town)"
    " is read as no slot, so the agent's note seems new (blind set v119)",
    12007: "'mo jhia Riya DAV …' takes Riya into the school's name",
    12009: "the agent's 'works as a teacher' is read as no job to set against",
    12011: "'… bahut bhala pae' (I love) is not read as eating meat",
    12018: "'… card use karuchi' and 'band karideli' (closed) fill no slot",
    12020: "'nua Jio number …' is read 'new Jio my number is …', taken as new",
    12028: "'physio … Monday ku shift heichi' is read as a move of home",
    12030: "'alaga heba case' is not read as the stored 'divorce case'",
    12034: "'se … re engineer' (he, Amit) is not read as Amit's job",
    12111: "chicken kottu a weekly favourite, told with no object of 'kanawa': no clash read",
    12112: "'mas maalu kanne naha' (no meat, no fish) is not read as the vegetarian said again",
    12120: "paying every bill by an app is no slot, in English either ('I use FriMi for …')",
    12124: "a plan to go abroad for a job ('… job ekata yanna thamai plan eka') is not read",
    12129: "'my younger brother going to Korea' said no to shares too few words with his Korea job",
    12132: "the father's shop ('… boutique kadayak run karanawa') is no slot, so its repeat is new",
    12205: "an agent's 'second-year BSc … student at …' is a job title to the parser, not a course",
    12206: "an agent's 'second-year BSc … student at …' is a job title to the parser, not a course",
    12207: "how often a dose is taken is no part of the takes slot: once or twice a day repeat it",
    12231: "'tai k … jak monot nerakhibole kisilu' (her, the one said no to) names no one",
    12234: "works_at keeps the employer, not its city: Infosys in Delhi repeats Infosys",
    12303: "quit read ('… eke rassawa athaeriya'), not the new job; 'factory' isn't the stored one",
    12305: "a school changed by admission ('… admission eka hambuna, … ain kala') is not read",
    12309: "the agent's 'doing her A/Ls in the Commerce stream' is no slot, nor 'Bio stream eken'",
    12310: "the agent's 'doing her A/Ls in the Biology stream' is no slot, nor 'Bio stream eken'",
    12311: "a husband's job left ('Italy rassawa athaeriya, … Korea giya') is no slot",
    12312: "the stored 'Italy wala wada karanne, Napoli restaurant ekaka cook' is not read",
    12315: "a sister gone from Rome to Milan: stored is her job, new is her place; no shared slot",
    12318: "a health fact with no slot ('… operation eka karapu thana … ridenawa') is not kept",
    12319: "'ammage leda' is read (my mum's illness); 'kidney treatment' isn't taken for it",
    12320: "'kidney treatment' for the stored 'dialysis' is a paraphrase the door cannot match",
    12321: "'nadu eka' (the case) isn't matched to the stored 'divorce case': no word of divorce",
    12322: "a court case ending next month ('nadu eka … court eke iwara wei kiyala') is no slot",
    12330: "'… credit card eka thama paawichchi karanne' (the card I always use) is not read",
    12405: (
        "'from Monday' is no change word at the door: even 'the doctor changed the dose, from "
        "Monday my mum takes Thyronorm 75 mcg' is a conflict (blind set v124)"
    ),
    12409: (
        "'mur suwali Puja Cotton University t …': the name runs into the university's, and even"
        " 'my daughter Puja studies Zoology honours at …' gives no slot (blind set v124)"
    ),
    12410: (
        "the person's 'mur suwali Puja Cotton University t Zoology honours porhe' gives no slot"
        " (the name runs into the university's) (blind set v124)"
    ),
    12411: (
        "'no food allergies' is no slot, and the prior's allergy stands second after 'moi masor"
        " tenga bhal pau': the parser keeps the first clause's (blind set v124)"
    ),
    12412: (
        "the prior's allergy stands second after 'moi masor tenga bhal pau' ('I like masor "
        "tenga but I am allergic to prawn'): the parser keeps only 'likes' (blind set v124)"
    ),
    12413: (
        "a transfer ('transfer hoi gol', '… office eri … office t join korile') is no slot, "
        "even in English ('my husband left … office and joined … office') (blind set v124)"
    ),
    12414: (
        "the person's '… pora Dubai office t transfer hol' gives no place, and the note's "
        "'Infosys office' is another value than 'Infosys' (blind set v124)"
    ),
    12415: (
        "how one goes to work ('office loi … bus t jao', 'scooty bikri kori dilu') is no slot "
        "of the parser, even in English (blind set v124)"
    ),
    12416: (
        "how one goes to work ('office loi ASTC bus tei jao') is no slot of the parser, even in"
        " English (blind set v124)"
    ),
    12419: (
        "an operation's date ('… operation r date change hol, … 20 tarikh') is no slot of the "
        "parser (blind set v124)"
    ),
    12421: (
        "the sale said no to ('ghor bikri') is told again as 'property … register hoi gol buyer"
        " r naamot': the same topic in other words, no word shared but a town (blind set v124)"
    ),
    12440: (
        "dialysis said no to is told again as treatment on a machine twice a week: the same "
        "topic in other words (blind set v124)"
    ),
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
