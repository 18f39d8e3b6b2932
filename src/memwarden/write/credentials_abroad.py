"""Secrets told in other languages, or in English words set in another language's sentence
(DESIGN §5, the guard; :mod:`memwarden.write.credentials` runs these beside its own patterns).

"mi PIN del banco es 4072", "mon mot de passe gmail c'est soleil2024!", "WLAN Passwort:
Sonnenblume!77", "4417 ndio pin yangu ya mpesa", "netflix ka password hai chotu@1998", "GCash
MPIN ko 1593", "banka kartımın şifresi 3916": a blind set of twelve languages (Spanish, French,
German, Portuguese, Italian, Dutch, Polish, Swahili, Hinglish, Tagalog, Indonesian and Turkish)
found 11 of its 60 secrets before these rules, and 57 with them
(tests/data/secrets_multilingual.jsonl). A third, in twelve others (Romanian, Czech, Swedish,
Greek, Vietnamese, Yoruba and Pidgin, Zulu, Amharic, Arabizi, Malay, Mexican Spanish, West
African French: "parola de la wifi: …", "pinkoden … är 2580", "o kwdikos", "mật khẩu", "el pin
bta3 el visa 5832"), found 23 of 60 with the rules of the first twelve, and 47 once its
languages' words were added. A sixth set's Catalan and Croatian ("la contrasenya del correu és
…", "kodom za prijavu: 739 104") added their words, a PIN's digits in the next sentence ("… PIN
od mobitela. To je 2468"), an answer's word opening the sentence after the question's
("Resposta: Pelut"), and a "not" before the copula ("la contrasenya del wifi no és GatNegre77":
that is not it). A seventh's Lithuanian, Estonian, Icelandic and Azerbaijani ("kodas yra 2580",
"parool on …", "PIN-númerið … er 6042", "giriş şifrəm …") added theirs, a code sent in groups
("kinnituskood on 731 552", "… er 88 31 07"), and a question quoted with its question mark before
the answer ("Saugumo klausimas buvo „Koks …?“, atsakiau Murkis"). A ninth set's Belarusian,
Bosnian, Maltese, Welsh, Irish, Galician, Lao, Burmese, Pashto and Somali found 9 of 30 before
their words were added, 30 after: here Maltese's, Welsh's and Somali's copulas ("… hija
Qaqoċċ!88", "Cod y drws cefn ydy 2580", "PIN-ka cusub … waa 6031"), Irish's copula before the
value ("Is é 3141 an PIN nua", "Is é Bradan!Feasa9 pasfhocal an wifi"), Maltese's article
joined to a name told after the digits ("4096 – dak hu l-PIN"), a new password told the
sentence after its name ("… cyfrinair yr iPad. Y newydd ydy draig-goch-77"), and a year after a
join that also means "in" taken for no value ("newidiais i'r cyfrinair yn 2019"). A tenth set's
Igbo, Zulu, Xhosa, Malagasy and Luxembourgish (with Tigrinya, Odia, Sorani Kurdish, Tajik and
Kyrgyz, whose words are the scripts module's) found 5 of its 30 before their words were added,
30 after: here Igbo's, Malagasy's and Luxembourgish's copulas ("… bụ Nkem#2019", "… dia 8841",
"… ass 4711"), Zulu's and Xhosa's joined to the value by a hyphen ("Ikhodi yesango ngu-7431")
and their nouns' prefixes joined to a borrowed name ("4417 yiPIN yam", "iCVV", "ipassword
yam"), a PIN's digits opening the next sentence before "the new one" ("… PIN-n'ny karatra
bankiko. 6250 ilay vaovao") or after Luxembourgish "it is" ("Et ass 8203"), and a quoted
question with its question mark read as the question, not as its answer ("Ajụjụ nchekwa m bụ
“Kedu aha nkịta mbụ gị?”, azịza m bụ Bingo"). An eleventh set's Afrikaans, Faroese, Turkmen,
Shona, Kinyarwanda, Wolof, Quechua and Haitian Creole (with Tatar and Chechen, whose words are the
scripts module's) found 8 of its 30 before their words were added, 30 after: here their copulas
(Shona's "ndi", Wolof's "mooy", Haitian Creole's "se"; a copula is a word of its own, not the "e"
of Afrikaans's "e-pos"), Turkmen's and Quechua's names with no copula ("Parolym Asgabat!2024",
"pakasqa siminmi …", "códigonmi 3579", "PIN-ninqa 6114", Quechua's endings joined to the name),
a year told as a code where the words say it is one ("telefonymy açmak üçin kod 1991", the code to
open my phone; "1948 ndiyo kodhi yegedhi", that is the gate's code), digits told and then "it is
the CVV" ("… ni 582, ni CVV"), a security question quoted in single quotes ("'Wat was jou eerste
troeteldier se naam?' het ek Snuffels gesê") and a Wolof answer told before what one did with it
("Rex laa bind", Rex is what I wrote), mobile money's name as what a code opens ("code Orange
Money", "Kòd MonCash"), and a code said in Haitian Creole's number words ("sèt-twa-nèf-de",
read as digits by :func:`digits_in_words`). A twelfth set's Samoan, Tongan, Māori, Fijian, Tok
Pisin, Hawaiian, Guarani, Aymara, Kurmanji Kurdish and Sesotho found 13 of its 30 before their
words were added, 30 after: here their copulas (Tongan's and Māori's "ko", Samoan's "o le", Tok
Pisin's "em", Guarani's "ha'e", Sesotho's "ke", Aymara's "ukax"), Hawaiian's "ʻo" before a value
("…, ʻo 908172 ka mea hou") and before digits that open a sentence ("ʻO 3194 ka helu laka"),
Kurmanji's copula after the value ("Şîfreya Instagrama min Berfin@Amed93 e"), a password told
first and its name after ("Bula#Suva88 na noqu password", it is my password), a year told as a
code where the words say it is one ("1975 ko e fika fakapulipuli", that is the secret number),
words with a glottal stop between a name and its value ("… 'o e wifi 'i 'api ko e …"), a code's
digits in the next sentence after "now it is" or "its number" ("Ko'ágã ha'e 7305", "Na kena
naba: 2580"), a question told unquoted after a colon read as the question, not its answer ("Ko e
fehu'i malu: Ko hai …?"), and a PIN said in Māori's number words ("whā rua waru tahi"; with
Hawaiian's, Samoan's, Tongan's and Fijian's, each language's words read apart). A thirteenth
set's Javanese, Sundanese, Cebuano, Ilocano, Breton, Scottish Gaelic, West Frisian and Luganda
(with Yiddish and Uyghur, whose words are the scripts module's) found 6 of its 30 before their
words were added, 30 after: here their copulas (Javanese's "yaiku", Sundanese's "téh", Cebuano's
"kay", Ilocano's "ket", Breton's "eo", Luganda's "eri"), Scottish Gaelic's before the value and
the name after ("'S e Cleit_Mhòr!19 am facal-faire", "'S e Bran am freagairt"), Breton's
mutated "c'hod", a code that came by text with its digits later in the sentence ("code nga
nisulod sa text gikan sa BDO, 614208"), a password named and told the next sentence with a dash
after it ("Password sa akong laptop. Mangga@Cebu99 — …"), a PIN asked and answered ("Myn
pinkoade? 7125."), a word with a short prefix joined by a hyphen taken for no value ("… kay
gibag-o nako", changed), and a code said in West Frisian's number words ("ien njoggen sân
trije"). A fourteenth set's Chichewa, Setswana, Oromo, Lingala, Twi, Ewe and Esperanto (with
Sindhi, Assamese and Tibetan, whose words are the scripts module's) found 12 of its 30 before
their words were added, 30 after: here their copulas (Lingala's "ezali", Twi's "yɛ", Ewe's
"enye", Esperanto's "estas"), Oromo's after the value ("… Qabsoo#88 dha"), Esperanto's names
with what they are for joined before them and their endings after ("bankpasvorto",
"konfirmkodon"), a password told first and "that is my password" after a dash ("Verda!Stelo42
— tio estas mia bankpasvorto"), Tibetan's topic marker before a value ("password ནི་ …"), a
short word joined to a name by a hyphen taken only when the name does not hold it ("PIN-kodo"),
and a code told after a relative clause longer than the words that may come between a name and
its value ("Code a wɔde SMS mena me fi bank no yɛ …", the code they sent me by SMS … is). A
fifteenth set's Tahitian, Chamorro, Marshallese, Venda, Tsonga, Bemba and Kirundi (with Sakha,
Bashkir and Chuvash, whose words are the scripts module's) found 19 of its 30 before their words
were added, 30 after: here Marshallese's copula "ej", Tsonga's "i" after what a password is of
("Password ya wifi ya mina i …"), Chamorro's none after its article and what the password is of
("I password i wifi-ta gi gima' …"), its possessive joined to a borrowed name ("password-hu",
"PIN-hu", "ineppe-ku"), a door's code told the sentence after its name, opened by Tahitian's "'O"
("… te tāpa'o o te 'ōpani fare. 'O 4471 teie"), digits told before "this is" and the name
("… — 372, ку CVV пулать"), and a code said in Chuvash's number words ("ҫиччӗ, виҫҫӗ, иккӗ,
саккӑр"). A sixteenth set's Upper Sorbian, Romansh, Occitan, Corsican, Asturian, Latin,
Kalaallisut and Sardinian (with Maithili and Dzongkha, whose words are mostly the scripts
module's) found 13 of its 30 before their words were added, 30 after: here Corsican's copula
"hè", Dzongkha's "འདི་" (the, this) before a value, and a value of Tibetan words alone taken for
none ("… password འདི་ ད་རིས་ བསྒྱུར་ཡི", changed today); Sorbian's low quotes ("„Lužica!77“")
and guillemets with spaces inside ("« Fabre »"); Latin's "tessera" a password only beside its
copula "est" (Italian's is a membership card); a value told first, then "is my password" or "is
the answer to the security question" ("Occitania#1 es mon senhal", "'Fulgur' est responsio ad
quaestionem securitatis"); a year told as a code after "hè", "je" or "ye'l"; a secret said
changed and told the sentence after "now it is" ("Nětko je 5829", "Ara es 3916", "Como est
Nuraghe!2023"); and digits after a password's name with money after them taken for a price
("Tessera theatri est 1250 sestertiorum"). A seventeenth set's Manx, Cornish, Friulian, Ladino,
Navajo and Inuktitut (with Kashmiri, Sanskrit, Udmurt and Komi, whose words are the scripts
module's) found 15 of its 30 before their words were added, 30 after: here Navajo's "éí" before
a value and its "my", "its", "your" joined before a borrowed name ("Nipassword éí … átʼé",
"ShiPIN", "bicode"), Inuktitut's joined after a hyphen ("password-nga", "PIN-ga"), a value told
first after Manx's "She", its "it is" ("She Ellan!Vannin7 yn fockle-follit aym", "She 7315 coad
y dorrys"), a mother's maiden name said as "the name of my mother before she married" ("ennym y
voir aym roish v'ee poost: …"), an answer told as what the question's place or pet is called
(Ladino "…, se yama Izmir"), and a secret said changed, then told after "now it is", the
sentence after ("Nish she", "Lemmyn yth yw", "Cumò al è", "Kʼad éí") or after a comma in the
same sentence ("…, agora es 3318"). An eighteenth set's Fula, Bambara, Kikuyu, Bislama, Tetum,
Balinese and Crimean Tatar (with Standard Moroccan Tamazight, Ossetian and Erzya, whose words are
the scripts module's) found 13 of its 30 before their words were added, 30 after: here Fula's
word for a password, "finnde", Bambara's secret word and number ("gundo daɲɛ", "gundo nimɔrɔ"),
Bislama's spelling of the English word ("pasword"), Crimean Tatar's with "our" joined
("parolimiz"); the copulas of Bislama, Tetum and Kikuyu ("hemi", "mak", "nĩ"); a code and what it
opens ("kod dambugal", "kod blong doa", "kódigu alarme", "code ya mũrango", "qapı kodu"); a
security question and its answer ("naamnal kisal … Jaabawol am ko …", "gundo ɲininkali jaabi ye:
…", "Sekuriti kwestin … Ansa hemi …", "pergunta seguransa", "Emniyet suali … Cevabım: …"), the
answer quoted in the sentence after the question, its closing quote no part of it, and a name
whose last word is a letter alone ("Kalanso B"); a card's number ("limoore karte", "kariti
nimɔrɔ", "Kartamnıñ nomeri") and its security code told straight after it, one secret with it
("…, CVV — 517"); and a secret said changed, then told after "now it is" the sentence after
("Jooni ko", "Agora mak", "Naoia hemi", "Sisan a ye", "Rĩu nĩ", "Şimdi"). A nineteenth set's
Kiribati, Minangkabau, Acehnese, Sango, Sepedi and Kabyle (with Kanuri, whose words were found
already, and Abkhaz, Avar and Meadow Mari, whose words are the scripts module's) found 19 of its
30 before their words were added, 30 after: here Kabyle's hidden word ("awal uffir") and Sepedi's
spelling of Sesotho's secret word ("lentšu la sephiri"); a code and what it opens ("kooto te
mataroa", "kode pagar", "kode pintô", "kode alarm", "code ti yanga ti da", "khoutu ya mojako",
"tangalt n ualarm", Kabyle's "tangalt PIN" taken whole before its "tangalt" alone); a security
question and its answer ("titiraki n ana app te bangke", the question of an app or a bank,
"Question ti sécurité", "Potšišo ya tšhireletšo", "asteqsi n tɣellist", "Te kaeka: …", "Tiririt
d …", "Jaweuban: …"); the copulas of Sango and Acehnese ("ayeke", "nakeuh"); Minangkabau's and
Acehnese's "that" after a year's digits told as a code ("1946 tu kode pagar …"); and a secret
said changed, then told after "now it is" the sentence after ("Bon 7305 ngkai", "Jinoe", "Kini",
"Fadeso a yeke", "Tura d", "Bjale ke"). A twentieth set's Hmong and Dinka (with eight languages in
other scripts, whose words are the scripts module's) found 10 of its 30 before their words were
added, 30 after: here their copulas (Hmong's "yog", Dinka's "ee"), the digits told first and then
"is the code" ("4471 yog tus code qhib rooj vag", "9153 ee kod de thok de kal"), what a code opens
(Hmong's gate, door and bank, "rooj vag", "qhov rooj", "txhab nyiaj"; Dinka's door or gate, "thok"),
Hmong's secret word and number ("lo lus zais", "tus lej zais") and "now it is" ("Tam sim no yog …");
and a code named by the word alone that opens its sentence, where the sentence before speaks of a
message or a bank ("Lub txhab nyiaj xa SMS tuaj. Tus code yog 58 29 13", the bank sent an SMS. The
code is …). A twenty-first set's Tuvaluan, Nuer, Tiv and Karakalpak (with Chuukese, found before,
and five languages in other scripts, whose words are the scripts module's) found 17 of its 30
before their words were added, 30 after: here a code named by what it opens (Tuvaluan's "code o
te gate", "code o te faitotoka", Tiv's "code u alarm"), told after "now it is" the sentence after
a code said changed (Tuvaluan's "Ko 7316 nei", Tiv's "Hegen ka"), Karakalpak's with no copula
("kilt seyfiniń kodı 1974", the key safe's code; not "… kodı 2021-jılı", a year, nor "150 mıń
som", an amount); a security answer after what the question asked, named again with Nuer's
copula the sentence after ("… thiec ciöt maa da̱ kä security question. Ciöt maa da̱ ɛ …", the
bank asked my mother's name … My mother's name is …); and an answer that opens with a saint's
short title and its full stop ("St. Mary's Gboko"). A twenty-second set's Pohnpeian, Kosraean,
Mizo and Khasi (with Palauan, found before, and five languages in Cyrillic, whose words are the
scripts module's) found 16 of its 30 before their words were added, 30 after, and a twin it had
flagged is free (Kosraean's "… password ke Wi-Fi ke lohm", the password of the home's Wi-Fi:
Sesotho's copula "ke" is Kosraean's "of", and a network's name after a password's is what it
opens, not the password): here the copulas of Pohnpeian and Khasi ("iei", "ka long"), a code and
what it opens ("code jong ka key box", Khasi's "of" with its article; a door, Pohnpeian's
"wenihmw", Mizo's "kawngkhar"), a security question and its answer (Khasi's "jingkylli
security … Ka jubab ka long …", Kosraean's "Top luk: …", my answer), Mizo's password told first,
quoted, then "this is my password" ('"…" hi ka Gmail password thar a ni'), and a secret said
changed, then told after "now it is" the sentence after (Kosraean's "Ingena pa", Mizo's "Tunah
chuan", Khasi's "Mynta ka long"). A twenty-third set's Yapese, Nauruan English, Rotuman, Niuean,
Tokelauan, Wallisian and Futunan (with Garo, found before, and Bodo and Tulu, whose words are the
scripts module's) found 15 of its 30 before their words were added, 30 after: here a code named
by what it opens with each language's "of" ("code ko gate", Yapese; "code ne key safe",
Rotuman; "code he gutuhala", Niuean, the door's) and Wallisian's and Futunan's "kote"; a year
told first, then Rotuman's "ta" (the) and the code's name ("1935 ta code ne key safe"); digits
after a colon, then the article and the code's name ("…: 936158 e code", "…: 607 318 te kote");
a sentence opened by "ko" and the code's name, its value after a second "ko" many words on
(Futunan "Ko le kote o le portail … ko le 2518"); Futunan's copula "ko le"; a question of an app
or a bank ("fesili o le app") and an answer quoted after glottal stops that open short words,
not quotes (Rotuman "… 'e bank 'e asa ne 'otou mama, ma answer 'e 'Fatiaki'"); a password's
value not the word before a colon after a word that also joins ("'Otou password ne email: …",
Rotuman's "of" is Twi's copula); and a secret said changed, then told the sentence after "it is
… now" (Futunan's "Ko le 9043 nei", Tokelauan's "Ko 'Fakaofo2024' nei", Yapese's "Ba 5829
chiney"). (A card's number and name, "numela he kāti", "numelo o laʻaku kāte", and English's "…
changed. 6071 now" are the parent module's.) A twenty-fourth set's Balochi, Sylheti, Dholuo,
Tumbuka, Swati, Herero and Yucatec Maya (with Kikongo and Nahuatl, found before, and Newar, whose
words were misread as passwords) found 22 of its 30 and flagged 4 of its twins before their words
were added, 30 and none after: here Sylheti's copula "oilo" and its word for an answer ("… ki? uttor
dilsi Minu", I gave the answer …), Herero's and Dholuo's ("Ondjiviro: …", "dwoko ne aketo ni …"); a
question quoted after "is" read as the question by its words (Dholuo's "nying", name, "Security
question en 'nying min mama'"; Herero's "erina", Swati's "libito"); digits opening the sentence
after a code's name, with Balochi's copula after them ("Bank ay SMS code ahta. 382 914 int") or in
groups after Swati's "it is" ("… ye-OTP. Ngu-604 118"); Tumbuka's password a plain word after "ni"
and what it is of ("Password ya Wi-Fi ni chitenje"), not a word said of a password (new, changed,
long, what); Yucatec Maya's grille and door ("u código le rejao'"); a word of telling between a name
and the digits after a comma ("… PIN na gwashán, 4471 mani makán ay nambar int", my PIN I won't
tell, 4471 is my house's number: Balochi's "gwash-", Dholuo's "nyis-", Herero's "raera", Swati's
"-tjel-", Tumbuka's "-phalir-", Kikongo's "songa", Nahuatl's "-ilhui-"); and Newar's "is not" after
a name the digits were told before ("4471 जिगु ATM PIN मखु"). (A wallet's recovery phrase, and a
word with vowel signs read as a word, not a password, are the parent module's.) A twenty-fifth
set's Kamba, Kalenjin, Ekegusii, Luhya, Krio, Mooré, Fon and Ga (with Maasai and Kimeru, found
before) found 21 of its 30 and flagged none of its twins before their words were added, 30 and
none after: here the copulas of Ga ("… password lɛ ji …"), Ekegusii ("nigo"), Mooré ("yaa", after
a comma too: "Code SMS wa ne, yaa …"), Maasai ("naa"), Luhya ("niyo") and Fon ("wɛ nyí"); a
secret said changed, then told the sentence after "now it is" (Kamba's "Yu ni …", Kalenjin's
"Nguni ko …", Maasai's "Taata naa …", Ekegusii's "Bono nigo …", Krio's "Naw na …", Mooré's "Masã
yaa …", Fon's "Din ɔ, é nyí …", Ga's "Amrɔ nɛɛ ji …"); a code told in groups with dashes, as a
safe's combination is ("code nigo 17-42-09"; not a date of two digits each, "12-05-21"), and a
keypad's code opened by a star ("ni *4490"; not a USSD code, "*334#"); Ga's code "they sent me"
("Code ni amɛtsu mi lɛ ji …"); Krio's security question, its words for a question ("wetin",
"fɔs", "nem") and what one put ("… 'wetin na yu fɔs dɔg nem' - a put Bingo"), and its password
("paswɔd"). (A wallet's recovery words, "Sir recovery words chebo wallet ko: …", and a bank card
as French names it, "Carte bancaire ce: …", are the parent module's.) A twenty-sixth set's
Runyankole, Rukiga, Lusoga, Acholi, Lango, Ateso, Lugbara, Alur, Rutooro and Lumasaba, of Uganda,
found 25 of its 30 and flagged 3 of its twins before their words were added, 30 and none after:
here the code of Runyankole, Rukiga and Rutooro with the small thing's prefix ("akakodi ka gate
…: 2580") and the door it opens ("orwigi", Lusoga's "olwigi"); Acholi's and Lango's word for the
answer to a bank's question ("lagam"; "lamal", as that set wrote it, a word we could not
confirm) and their copula "obedo", Ateso's "erai". (A wallet's words in Luganda's and Lusoga's
names, a card with "my" beside the borrowed word, "card kang ka absa …", and a one-time code not
read in the person's own phone number after an OTP that did not come, "OTP pe obino … 0771 045
332", are the parent module's.) A twenty-seventh set's Tharu, Tamang, Gurung, Magar, Limbu,
Bantawa Rai, Sherpa, Awadhi, Doteli and Rajbanshi, of Nepal, in Latin letters, found 25 of its 30
and flagged none of its twins before, 30 and none after; its misses were the parent module's (a
lock's code, a SIM's PUK, Google's "G-" code, a security answer quoted straight after "answer").
Here, from these languages' own words: a secret said changed, then told after a comma or in the
next sentence as "now … is" or "new … is", the copula after the value ending its clause, as
they say it (Nepali's "aba", "ahile", "aile", Awadhi's and Tharu's "ab", "abhin", Rajbanshi's
"ekhon", "naya", "notun", new; Nepali's and Doteli's "ho", Tharu's "ba", Awadhi's "hai",
Tamang's "mula", Gurung's "mu", Magar's "le", Limbu's "ro", Bantawa's "ni", Sherpa's "yin",
Rajbanshi's "ache": "MPIN badal delo. Abhin 7162 ba", "password phere, aba Namche@3440 yin"); not
a year, an amount or a word ("aba thik mula", now it is fine). A twenty-eighth set's Dhivehi (in
Thaana and in Latin letters), Karbi, Mising, Dimasa, Rabha, Kokborok, Kodava, Badaga, Hmar and
Nyishi, of the Maldives, the hills of Northeast India, Coorg and the Nilgiris, found 20 of its 30
and flagged 1 of its twins before, 30 and none after: "pass" for a password as these languages
clip the borrowed word, only after what it opens ("gmail pass ke …", "wifi pass: …", "gate lock
pass "…" ho"; not a bus's or a boarding pass), or after a user's name ("user kroy.diphu pass
…"), its value straight after too; the borrowed names with a case ending joined by a hyphen
(Mising's "pin-de", Dimasa's "cvv-ba", Kokborok's "password-o"), and no capitalised name with
one for a password after a comma ("Twisa-ni 4455 tangka", Twisa's 4455 rupees); rupees and taka
as they say them ("tangka", "rupiya") and a bus's number ("517 bus-de") are no code; a PIN asked
with a space before the question mark and answered (Kodava "gpay pin enda ? '9152'"); a keypad's
code opened by a hash ("door code #4821*", "gate code #4471"; not "#21#"), a door in English
being what a bare "code" may open; the code of India's payment apps (Hmar "phonepe code hung
lut: …", came in); and in Dhivehi a quoted house's number or name after a password not told
("… ގޭ ނަންބަރު އަކީ "Ma. Haveeru 22"", the house number is …) is no password.

A secret here is its name — a password, a PIN, a code sent to log in or to confirm a payment, the
code of a door or an alarm, the answer to a security question, in those languages — then, in the
same sentence and after at most six words ("del banco", "ya wifi ya kejani", "do karty w
mbanku", Arabizi's "bta3 el visa" with its digits for letters), what joins a name to its value
in them (a copula: "es", "c'est", "ist", "é", "è", "to", "ni", "hai", "ay", "adalah", "är",
"είναι", "hija", "ydy", "waa", "bụ", "dia", "ass", "ngu-", "ndi", "mooy", "se", "ko", "em",
"ha'e", "ke"; a colon; "changed to": "naar", "jadi", "para") and the value; or the digits first
and the name a few words after ("8351 – das ist meine EC-Karten PIN"). What the value must look
like keeps ordinary words and numbers out:

- after a PIN's or a code's name, three to eight digits (a letter after them for a door's
  "2580B"), not a year told without a copula ("el PIN de 2019"), not an amount or a span of
  time ("… 1500 euros", "… 5 minutos");
- after a password's name, letters with digits, symbols or inner capitals (``_strong``), or
  anything in quotes but a description ("'the old one'") or a value named as something else
  just before its quote (a network's or a user's name: "wifi password changed, note for the
  guests: network "Casa_Luz", password on the fridge"): "la contraseña es muy larga" tells
  none, and a word after a word that also joins is passed over ("heslo na seznam email:
  jahoda88kocka": Czech "na" is "for", Swahili's "na" joins);
- a code with no word of what it opens ("código", "kod", "kode" alone) only where the sentence
  speaks of a bank, a message, a payment or a door — and never a discount's, a postcode's, an
  order's or a booking's code ("el código de descuento es VERANO20");
- a security question's answer: a name in capitals or anything in quotes after the question's
  words ("nombre de mi primera mascota, es Canelo", "(geburtsname der mutter) hab ich
  'Kowalczyk' eingegeben").

English forms are the parent module's; these add to them and never take away. No model.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ..patterns import lazy_compile, substrings

__all__ = ["GATES", "a_network", "an_address_or_link", "digits_in_words", "spans_abroad"]

# "pass" for a password, as the languages of the hills of Northeast India and the Nilgiris clip
# the borrowed word: only after what it opens, not a bus's or a boarding pass.
_PASS_CLIPPED = (
    r"(?:wi-?fi|wlan|router|gmail|e-?mail|insta(?:gram)?|facebook|fb|login|account|netbanking"
    r"|lock|laptop|computer)\s+pass"
)
_PASSWORD = (
    r"contrase(?:ñ|n)as?|mot\s+de\s+passe|mdp|passwort|kennwort|senhas?|palavra[\s-]passe"
    r"|wachtwoord|has(?:ł|l)o|nenosiri|kata\s+(?:sandi|laluan)|sandi|(?:ş|s)ifre(?:si|m|mi|miz|niz)?"
    r"|password|passw|passcode|clave"
    # (Romanian, Czech, Swedish, Greek, Vietnamese, Zulu, Arabizi, Yoruba, and the English word
    # with Amharic's ending: "parola de la wifi", "heslo na seznam", "wifi-lösenordet", "o
    # kwdikos", "mật khẩu", "iphasiwedi", "kelmet el ser", "ọ̀rọ̀ aṣínà", "password-e")
    r"|parol(?:a|ă)|hesl[oa]|l(?:ö|o)senord(?:et)?|κωδικ(?:ό|ο)ς|kwdikos|kodikos"
    r"|m(?:ậ|a)t\s+kh(?:ẩ|a)u|iphasiwedi|kelmet\s+el\s+s(?:e|i)rr?|ọ̀rọ̀\s+aṣínà|oro\s+asina"
    r"|password-e"
    # (Hungarian, Finnish, Danish: "Gmail-jelszavam", "salasanani", "Wi-Fi-koden", "adgangskode")
    r"|jelsz(?:ó|o)t?|jelszav\w*|salasana\w*|adgangskode(?:n)?|(?:wi-?fi|wlan)-?kode(?:n)?"
    # (Catalan, Croatian and Serbian in Latin letters: "la contrasenya del correu", "lozinka")
    r"|contrasenyes|contrasenya|lozink[aeiu]"
    # (Estonian, Azerbaijani: "mu uus parool on …", "giriş şifrəm …")
    r"|parool\w*|(?:ş|s)ifr(?:ə|e)\w*"
    # (Latvian, Uzbek, Albanian, Slovenian, Hausa, Basque: "wifi parole mājās ir …", "wifi
    # paroli: …", "fjalëkalimi i email-it", "geslo za …", "kalmar sirri ta Facebook",
    # "pasahitza"; and Crimean Tatar's with "my", "our", "your" joined: "parolim", "parolimiz",
    # "paroliñ")
    r"|parol(?:e|i|im|imiz|ingiz|iñ|iñiz)?\b|fjal(?:ë|e)kalim\w*|gesl[oa]m?\b"
    r"|kalmar\s+(?:sirri|wucewa)|pasahitz\w*"
    # (Bosnian, Croatian, Serbian "šifra za wifi je …")
    r"|(?:š|s)ifr[aou]\b|šifr[eiu]\w*"
    # (Welsh with its mutations, Irish, Galician, Maltese, Somali: "cyfrinair yr iPad", "fy
    # nghyfrinair", "pasfhocal an wifi", "o contrasinal do correo", "il-kelma sigrieta",
    # "password-kayga", "erayga sirta ah")
    r"|(?:c|ch|g|ngh)yfrinair|(?:p|ph|bp)asfhocal\w*|focal\s+faire|contrasinal"
    r"|kelma\s+sigrieta|password-k\w+|erayga\s+sir(?:ta|eed)(?:\s+ah)?"
    # (Igbo, Zulu and Xhosa with their noun's prefix joined, Malagasy, Luxembourgish:
    # "okwuntughe wifi", "paswọọdụ", "ipassword yam", "yiphasiwedi", "ny tenimiafiko", "teny
    # miafina", "Passwuert", "Kennwuert"; and the English word as Bislama spells it, "pasword",
    # "paswod")
    r"|okwu\s?nt(?:ụ|u)ghe|pasw(?:(?:ọ|o)(?:ọ|o)?d(?:ụ|u)|or?d\b|ɔd\b)|(?:i|yi|ngu)-?password"
    r"|yiphasiwedi|teny\s+miafin\w*|tenimiafi\w*|passwuert\w*|passwierder|kennwuert\w*"
    # (Afrikaans, Faroese, Turkmen with its possessive joined, Shona, Kinyarwanda, Haitian
    # Creole, Quechua: "die wagwoord vir my e-pos", "loyniorðið til Facebook", "parolym", "gizlin
    # sözüm", "pasiwedhi", "ijambo ry'ibanga", "modpas", "pakasqa simi", a hidden word)
    r"|wagwoord\w*|loynior(?:ð|d)\w*|parol(?:y|ym|yň|ymy|ymyz|yňyz|umyz)\b|gizlin\s+s(?:ö|o)z\w*"
    r"|pasiwedhi|ijambo\s+ry['’]\s*ibanga|ijambobanga|modpas\w*|pakasqa\s+simi\w*"
    # (Samoan, Tongan, Māori, Fijian, Hawaiian, Aymara: a secret or hidden word, "upu
    # faalilolilo", "lea fakapulipuli", "kupu huna", "vosa vuni", "ʻōlelo huna", "jamasat aru";
    # Māori's "kupuhipa"; Tok Pisin's "paswot"; Guarani's "ñe'ẽñemi", a secret word; Kurmanji's
    # "şîfre" with its "î" and "peyva veşartî"; Sesotho's "phasewete" and "lentswe la sephiri",
    # and Sepedi's spelling of it, "lentšu la sephiri")
    r"|upu\s+(?:fa['’]?a)?lilo(?:lilo)?|lea\s+fakapulipuli|kupuhipa\w*|kupu\s+(?:huna|muna)"
    r"|vosa\s+(?:ni\s+)?vuni|paswot\w*|[ʻ‘'’]?(?:ō|o)lelo\s+huna|jamasat\s+aru\w*"
    r"|ñe['’]?(?:ẽ|e)\s?ñemi\w*|(?:ş|s)(?:î|i)fr(?:e|ê)\w*|borînpeyv\w*|peyva\s+(?:veşartî|nepenî)"
    r"|phasewe(?:te|t)\w*|lent(?:swe|šu|su)\s+la\s+sephiri"
    # (Javanese and Sundanese, a password with "my", "your", "its" joined: "tembung sandhi",
    # "sandiku", "kata sandina"; Breton, a passing word, with its mutations: "ger-tremen", "da
    # c'her-tremen"; Scottish Gaelic, a watch word: "facal-faire", "am facal faire", and Manx,
    # its word as Manx spells it, hidden, a watch word: "fockle-follit", "fockle arrey"; West
    # Frisian: "wachtwurd", "paswurd"; Luganda, a secret word: "ekigambo eky'ekyama",
    # "paasiwaadi")
    r"|(?:tembung\s+)?sandh?i(?:ku|mu|ne|na|nya)?\b|(?:g|c['’]h|k)er[\s-]tremen\w*"
    r"|(?:f|fh)acai?l[\s-]+(?:f|fh)aire|fo(?:cal-faire|ckle[\s-]+(?:follit|arrey)\b)"
    r"|wachtwurd\w*|paswurd\w*"
    r"|ekigambo\s+(?:eky|ky)['’]\s*ekyama|paa?siwaa?di"
    # (Chichewa, secret or hidden words: "mawu achinsinsi", "mawu obisika"; Setswana, a secret
    # word: "lefoko la sephiri"; Oromo, a secret word, a word to pass: "jecha icciitii", "jecha
    # darbii"; Lingala, a secret word: "liloba ya sekele"; Twi, a secret word: "ahintasɛm
    # asɛmfua", "kokoam asɛmfua"; Ewe, a hidden word: "nya ɣaɣla"; Esperanto, with what it opens
    # joined before and its endings after: "pasvorto", "bankpasvorton", "retpoŝtpasvorto")
    r"|mawu\s+(?:a\s*)?(?:chinsinsi|achinsinsi|obisika)|lefoko\s+la\s+(?:sephiri|go\s+tsena)"
    r"|jech(?:a|i|ni)\s+(?:icc?ii?tii|darbii)|liloba\s+ya\s+(?:sekele|kobombama)"
    r"|(?:ahintas(?:ɛ|e)m|kokoam)\s+as(?:ɛ|e)mfua|nya\s*ɣaɣla"
    r"|[^\W\d_]{0,16}?pasvort(?:o|on|oj|ojn)\b"
    # (Tahitian, a hidden word: "parau huna", "ta'o huna"; Chamorro, Spanish's word as it spells
    # it, and the English one with a possessive joined by a hyphen: "kontraseña", "password-hu",
    # my password, "password-mu", yours, "password-ta", ours; Venda, Tsonga and Bemba, a secret
    # word: "ipfi ḽa tshiphiri", "rito ra xihundla", "ishiwi lya nkama"; and the English word as
    # Venda and Tsonga spell it: "phasiwede", "phaswede")
    # (… and Ladino's, "kontrasenya"; and Inuktitut's "my" or "its" after the hyphen, in Latin
    # letters or in syllabics: "password-ga", "password-nga", "password-ᒐ")
    r"|(?:parau|ta[ʻ‘'’]?o)\s+huna|kontras(?:e|é|i)(?:ñ|n|ny)a\w*"
    r"|password-(?:hu|mu|ña|na|ta|måmi|mami|miyu|ñiha|niha|ga|nga|kka|[\u1400-\u167f]+)\b"
    r"|ipfi\s+(?:ḽ|l)a\s+(?:tshiphiri|u\s+dzhena)|rito\s+ra\s+xihundla|i?shiwi\s+lya\s+nkama"
    r"|phas(?:i|e)?wed(?:i|e)\w*"
    # (Upper Sorbian, with its "ł" and its cases: "hesło", "hesła", "hesłu"; Occitan, a sign:
    # "senhal", "mot de passa"; Romansh, a key word: "pled-clav", "pled da passa"; Corsican and
    # Sardinian, a secret word, one to get in: "parolla secreta", "parolla d'intrata", "paràula
    # segreta"; Kalaallisut, with the endings it joins: "isertaat", "isertaataa", its password,
    # "isertaatiga", mine)
    r"|hes(?:ł|l)(?:o|a|u|om)\b|senhals?\b|mot\s+de\s+passa\b|pled[\s-]+clav\w*"
    r"|pled\s+da\s+pass\w*|parolla\s+(?:secreta|d['’]\s*(?:intrata|accessu))"
    r"|par(?:à|a)ula\s+(?:segreta|de\s+intrada)|isertaat\w*"
    # (Latin, a watchword, a hidden word: "tessera", "verbum arcanum"; "tessera" only before
    # Latin's copula, since Italian's is a membership card: "Tessera Wi-Fi domus nostrae est …")
    r"|tesser(?:a|am|ae)\b(?=(?:\s+[^\W\d][^\s.!?;:,]*){0,5}?\s+(?:est|erat)\b"
    # (… or told after it, "Roma#753 est tessera mea", or the sentence after, "Tesseram mutavi.
    # Nunc est …")
    r"|[^.!?\n]{0,60}[.!?]\s+nunc\s+est\b)|tessera\b(?<=(?:est|mea|tua)\stessera)"
    r"|verb(?:um|i)\s+(?:arcan|secret)(?:um|i)\b"
    # (Friulian, a secret word, one to get in: "peraule segrete", "peraule di acès"; Navajo, the
    # English word with "my", "its", "your", "our" joined before it: "shipassword",
    # "bipassword", "nipassword", "nihipassword". Every alternative of these names is tried at
    # every word of every text, so these two open with their first letters in either case,
    # "(?-i:[pP])", outside the case-folding: the engine passes over such an alternative at a
    # glance where the word opens with another letter, and steps into one that opens with a
    # folded letter or a group everywhere. Manx's, Ladino's and Inuktitut's are joined to the
    # alternatives above that open as theirs do, "fo…", "kontras…", "password-…")
    r"|(?-i:[pP])eraul(?:e|is)\s+(?:segret(?:e|is)|di\s+ac(?:è|e)s)\b"
    r"|(?-i:[sSbBnN])(?:hi|i|ihi)password\w*"
    # (Fula's, as its software names it: "finnde", "finnde am", my password; Bambara's, a secret
    # word: "gundo daɲɛ", "gundodaɲɛ", typed "gundo danye" too; Bislama's and Tetum's, a secret
    # word: "sikret wod", "liafuan segredu"; the first letters plain, as Friulian's above)
    r"|(?-i:[fF])innde\b|(?-i:[gG])undo\s*da(?:ɲ|ny)(?:ɛ|e)\b|(?-i:[sS])ikret\s+wod\b"
    r"|(?-i:[lL])iafuan\s+(?:segredu|sekretu)\b"
    # (Kabyle's, a hidden word, a word to pass, as Tamazight's in Tifinagh: "awal uffir", "awal
    # n uεeddi", typed with a Greek "ε" or a "3" for its "ɛ"; the first letter plain, as above)
    r"|(?-i:[aA])wal\s+(?:uffir|n\s+u(?:ɛ|ε|3)eddi)\b"
    # (Hmong's, a hidden word, "lo lus zais", "lus zais"; the first letter plain, as above)
    r"|(?-i:[lL])us\s+zais\b"
    # (the English word with the case endings of the hills of Northeast India joined by a
    # hyphen, Kokborok's "-o", Dimasa's "-ba", Mising's "-de": "sbi yono password-o …"; and
    # "pass" for a password, as these languages and Kodava and Badaga clip it, only after what
    # it opens, not a bus's or a boarding pass: "gmail pass ke …", "wifi pass: …", "gate lock
    # pass "…" ho"; the first letters plain, as above)
    r"|(?-i:[pP])assword-(?:o|ba|de)\b"
    rf"|{_PASS_CLIPPED}\b"
)
_PIN = (
    r"m?pin(?:[\s-]?(?:code|nummer|kodu|koden|kods|koda|kodea|kod))?|pinul|pin-e|nip|geheimzahl|c(?:ó|o)digo\s+pin"
    r"|codice\s+pin|kod\s+pin|pin-?k(?:ó|o)d\w*|pin-?koodi\w*|pinkode(?:n)?|tunnuslu(?:ku|vun)"
    r"|pin-?n(?:ú|u)mer\w*"
    # (Somali, with its article and possessive joined by a hyphen, and its "secret number":
    # "PIN-ka cusub", "PIN-kaygu", "lambarka sirta ah")
    r"|pin-k(?:a|u|ayga|aygu|aaga|aagu|eeda|iisa|iisu|eenna|ooda)\b|lambar(?:ka)?\s+sir(?:ta|eed)"
    # (Zulu and Xhosa join a noun's prefix to the name, or a copula's: "iPIN yam", "4417 yiPIN
    # yam", "iCVV", "i-OTP"; their "secret number", Igbo's, Malagasy's; Luxembourgish's
    # "Geheimzuel")
    r"|(?-i:(?:yi|i|ye|wu|ngu|nge|ku|le|lwe)(?=PIN|CVV|CVC|OTP))(?:pin|cvv|cvc|otp)"
    r"|(?:yi|i|ye|wu|ngu|nge|ku)-(?:pin|cvv|cvc|otp)"
    r"|inombolo\s+(?:ey|y|e)?imfihlo|inombolo\s+yemfihlo"
    r"|n(?:ọ|o)mba\s+nzuzo|laharana\s+miafina|geheimzuel|geheimnummer"
    # (Afrikaans and Faroese: "PIN-kode", "PIN-nommer", "PIN-kodan", "PIN-talið"; Kinyarwanda's
    # and Shona's "secret number": "umubare w'ibanga", "nhamba yakavanzika"; Quechua's with its
    # endings joined, mine, its, as the topic: "PIN-niy", "PIN-ninqa", "PIN-niyqa")
    r"|pin-?(?:kode|nommer|kodan|koduna|tali(?:ð|d)|tal)\b|umubare\s+w['’]\s*ibanga"
    r"|nhamba\s+yakavanzika|pin-?n(?:iy|iyki|in|inchik)(?:qa|mi|pas)?\b|pin-?(?:qa|mi)\b"
    # (a secret or hidden number: Samoan "numera faalilolilo", Tongan "fika fakapulipuli", Māori
    # "nama huna", Fijian "naba vuni", Tok Pisin "hait namba", Hawaiian "helu huna", Guarani
    # "papapy ñemi", Sesotho "nomoro ya sephiri")
    r"|numera\s+(?:fa['’]?a)?lilo(?:lilo)?|fika\s+fakapulipuli|nama\s+(?:huna|muna)"
    r"|naba\s+(?:ni\s+)?vuni|hait\s+namba|helu\s+(?:huna|pine)|papapy\s+ñemi"
    r"|nomoro\s+ya\s+sephiri"
    # (Kurmanji joins its "of" to a borrowed name by a hyphen: "PIN-a karta min", "PIN-ya te")
    r"|pin-y?(?:a|ê)\b"
    # (West Frisian: "pinkoade", "pinnûmer"; a secret number: Javanese "nomer rahasia",
    # Sundanese "nomer rusiah", Cebuano "sekreto nga numero", Ilocano "nalimed a numero", Breton
    # "niverenn guzh", Luganda "ennamba ey'ekyama")
    r"|pin-?(?:koade|n(?:û|u)mer)\w*|nom(?:e|o)r\s+(?:rahasia|rusiah)|sekreto\s+nga\s+numero"
    r"|nalimed\s+a\s+numero|niverenn\s+(?:g|k)uzh|(?:e)?nnamba\s+(?:ey|y)['’]\s*ekyama"
    # (a secret number: Chichewa "nambala yachinsinsi", Oromo "lakkoofsa icciitii", Lingala
    # "nimero ya sekele", Ewe "xexlẽdzesi ɣaɣla", Esperanto "sekreta numero"; Esperanto's
    # "PIN-kodo", "pinkodon", "PIN-numero")
    r"|nambala\s+ya\s*chinsinsi|lakkoofs(?:a|i|ni)\s+icc?ii?tii"
    r"|(?:nimero|num(?:é|e)ro)\s+ya\s+(?:sekele|kobombama)|xexl(?:ẽ|e)dzesi\s+ɣaɣla"
    r"|sekreta(?:n)?\s+(?:numero|kodo)n?\b|pin-?(?:kodo|numero)(?:j)?n?\b"
    # (a secret or hidden number: Tahitian "nūmera huna", Chamorro "numiru sekretu", Venda
    # "nomboro ya tshiphiri", Tsonga "nomboro ya xihundla", Bemba "namba ya nkama", Kirundi
    # "inomero y'ibanga"; Chamorro's possessive joined to a borrowed name: "PIN-hu", my PIN;
    # Inuktitut's after a hyphen, "PIN-ga", my PIN)
    r"|n(?:ū|u)mera\s+huna|numiru\s+sekretu(?:-(?:hu|mu|ña|ta))?|nomboro\s+ya\s+(?:tshiphiri|xihundla)"
    r"|namba\s+ya\s+nkama|i?nomero\s+y['’]\s*ibanga"
    r"|pin-(?:hu|mu|ña|ta|måmi|mami|miyu|ñiha|ga|nga)\b"
    # (a secret number: Occitan "numèro secret", Romansh "numer secret", Corsican "numeru
    # sicretu", Sardinian "nùmeru segretu", Asturian "númberu secretu", Latin "numerus
    # arcanus"; a code PIN in Occitan, Sardinian and Asturian: "còdi PIN", "còdighe PIN",
    # "códigu PIN"; and Ladino's "numero sekreto", Friulian's "numar segret", "codiç PIN";
    # Tetum's "númeru segredu")
    r"|num(?:è|é|e)ro\s+se(?:cret|kreto)\b|num(?:e|a)r\s+se(?:cret|gret)\b"
    r"|n(?:ù|ú|u)m(?:b)?eru\s+(?:sicretu|segretu|secretu|segredu|sekretu)\b"
    r"|numer(?:us|um)\s+arcan(?:us|um)\b"
    r"|c(?:ò|o)di(?:ghe|ç)?\s+pin\b|c(?:ó|o)digu\s+pin\b"
    # (a secret or hidden number: Cornish "niver kevrinek", Manx "earroo follit"; and Navajo,
    # as Zulu its prefix, joins "my", "its", "your", "our" before the borrowed name: "ShiPIN",
    # "biPIN", "niPIN", "nihiPIN"; their first letters plain, as Friulian's password's above)
    r"|(?-i:[nN])iver\s+kevrinek\b|(?-i:[eE])arroo\s+follit\b"
    r"|(?-i:[sSbBnN](?:hi|i|ihi)(?=PIN))pin"
    # (a secret number: Bambara "gundo nimɔrɔ", Bislama "sikret namba"; the first letters
    # plain, as above)
    r"|(?-i:[gG])undo\s+nim(?:ɔ|o)r(?:ɔ|o)\b|(?-i:[sS])ikret\s+namba\b"
    # (Kabyle's code of the PIN, "tangalt PIN", taken whole before "tangalt" alone, a code
    # named by the word alone; its first letter plain, as above)
    r"|(?-i:[tT])angalt\s+(?:n\s+)?pin\b"
    # (Hmong's secret number, "tus lej zais"; its first letter plain, as above)
    r"|(?-i:[lL])ej\s+zais\b"
    # (the borrowed name with Mising's "-de", Dimasa's "-ba", Kokborok's "-o" joined by a
    # hyphen: "atm pin-de 2580 ye", "card cvv-ba 381 ho"; its first letters plain, as above)
    r"|(?-i:[pP])in-(?:de|ba|o)\b|(?-i:[cC])(?:vv|vc)-(?:de|ba|o)\b"
)
# Codes named by what they are for: to confirm, to log in, a card's, a door's.
_NAMED_CODE = (
    r"c(?:ó|o)digo\s+(?:de\s+)?(?:verificaci(?:ó|o)n|verifica(?:ç|c)(?:ã|a)o|seguridad|seguran(?:ç|c)a"
    r"|acceso|acesso|confirmaci(?:ó|o)n|confirma(?:ç|c)(?:ã|a)o|autorizaci(?:ó|o)n|otp|sms)"
    r"|code\s+(?:de\s+|d['’])?(?:v(?:é|e)rification|s(?:é|e)curit(?:é|e)|confirmation|acc(?:è|e)s"
    r"|secret|sms)|digicode|cryptogramme|codice\s+(?:di\s+)?(?:verifica|sicurezza|conferma|accesso"
    r"|segreto|otp)|verificatiecode|beveiligingscode|toegangscode|bevestigingscode|sms-?code"
    r"|kod(?:u)?\s+(?:blik|weryfikacyjny|sms|dost(?:ę|e)pu|potwierdzaj(?:ą|a)cy)|blik"
    r"|kode\s+(?:otp|verifikasi|keamanan|akses)|otp|(?:do(?:ğ|g)rulama|onay|g(?:ü|u)venlik)\s+kodu"
    r"|best(?:ä|ae|a)tigungscode|sicherheitscode|zugangscode|cvv2?|cvc2?"
    r"|codul\s+de\s+(?:verificare|confirmare|securitate)|verifieringskod(?:en)?|engångskod(?:en)?"
    r"|s(?:ä|a)kerhetskod(?:en)?|portkod(?:en)?|m(?:ã|a)\s+(?:x(?:á|a)c\s+nh(?:ậ|a)n|otp|pin)"
    r"|ramz(?:ha)?"
    r"|kapuk(?:ó|o)d\w*|ovikoodi\w*|h(?:ä|a)lytyskoodi\w*|vahvistuskoodi\w*|alarmkode(?:n)?"
    r"|d(?:ø|o)rkode(?:n)?|bekr(?:æ|ae)ftelseskode(?:n)?|engangskode(?:n)?"
    # (Catalan, Croatian: "codi de verificació", "kod za prijavu", "jednokratni kod")
    # (… and Friulian's "codiç": one to confirm, to check, to get in, a door's, a gate's, an
    # alarm's, the cash machine's: "codiç di verifiche", "codiç di conferme", "codiç di acès",
    # "codiç de puarte", "codiç dal portòn", "codiç de alarme", "codiç dal bancomat")
    r"|codi(?:\s+(?:de\s+)?(?:verificaci(?:ó|o)|seguretat|acc(?:é|e)s|confirmaci(?:ó|o)|la\s+porta"
    r"|pin)|(?:ç|c)\s+(?:di|de|dal|da|de\s+la|da\s+la)\s+(?:l['’]\s*)?(?:verifiche|conferme"
    r"|ac(?:è|e)s|sigurece|puarte|port(?:ò|o)n|alarme|bancomat)\b)"
    r"|kod(?:om|a)?\s+za\s+(?:prijavu|potvrdu|verifikaciju|ulaz|vrata)"
    r"|(?:jednokratn|sigurnosn|verifikacijsk)\w+\s+kod(?:om|a)?"
    # (Estonian, Icelandic: "kinnituskood on …", "staðfestingarkóðinn … er …")
    r"|kinnituskood\w*|sisselogimiskood\w*|sta(?:ð|d)festingark(?:ó|o)(?:ð|d)\w*"
    # (Latvian, Slovenian, Albanian, Uzbek, Hausa, Basque: "verifikācijas kods", "koda za vhodna
    # vrata", "kodi i verifikimit", "tasdiqlash kodi", "lambar tabbatarwa", "egiaztapen kodea")
    r"|(?:verifik(?:ā|a)cijas|apstiprin(?:ā|a)juma|vienreiz(?:ē|e)j(?:ā|a)is)\s+kod\w*"
    r"|(?:potrditven|varnostn|enkratn)\w*\s+kod\w*|kod[ao]?\s+za\s+(?:vhodn\w+\s+)?vrata"
    r"|kodi\s+(?:i\s+)?(?:verifikimit|konfirmimit|siguris(?:ë|e))|tasdiqlash\s+kodi"
    r"|lambar\s+(?:sirri|tabbatarwa)|(?:egiaztapen|baieztapen|segurtasun)\s+kodea"
    # (Maltese, Welsh, Irish, Somali: "il-kodiċi ta' verifika", "il-kodiċi tal-bieb", "cod y
    # drws cefn", "cod dilysu", "cód fíoraithe ón mbanc", "koodhka xaqiijinta", "qufulka
    # albaabka … lambarkiisu", a lock and its number)
    r"|kodi(?:ċ|c)i\s+(?:ta['’]\s*|tas-|tal-)?(?:verifika|sigurt(?:à|a)|konferma|a(?:ċ|c)(?:ċ|c)ess"
    r"|otp|sms|bieb|allarm)"
    r"|cod\s+(?:(?:y|yr|i['’]r)\s+)?(?:drws|drysau|ddrws|giât|giat|gât|larwm|sêff|seff|dilysu"
    r"|diogelwch|mynediad|cadarnhau|un[\s-]tro|pin)(?:['’]r\b)?"
    r"|c(?:ó|o)d\s+(?:(?:an|na)\s+)?(?:f(?:í|i)oraithe|sl(?:á|a)nd(?:á|a)la|rochtana|dearbhaithe"
    r"|aon\s+uaire|dorais|ndoras|gheata|aláraim|alaraim|pin)"
    r"|koo?dh?(?:ka|ku)?\s+(?:xaqiijin\w*|sir(?:ta|eed)|otp|sms|albaab\w*|qufulk\w*)"
    r"|qufulk\w*(?:\s+[^\W\d][\w-]*){0,3}?\s+lambarkiis[au]"
    # (Zulu, Xhosa: "ikhodi yokuqinisekisa", "ikhowudi yesango", "ikhodi yomnyango", a code to
    # confirm, of a gate, of a door, of an alarm; Igbo: "koodu nkwenye"; Malagasy: "kaody
    # fanamarinana", "kaody miafina"; Luxembourgish: "Sécherheetscode", "Bestätegungscode",
    # "Zougangscode", "Diercode")
    r"|(?:i|yi)?kh(?:o|owu)di\s+(?:yokuqinisekisa|yokungena|yokuvula|yemfihlo|eyimfihlo|yesango"
    r"|yomnyango|yocango|ye-?alamu|ye-?otp|ye-?sms|yokukhusela|yokhuseleko|yokuphepha)"
    r"|k(?:ọ|o)(?:ọ|o)d(?:ụ|u)\s+(?:nkwenye|nzuzo|otp|sms)"
    r"|kaody\s+(?:fanamarinana|fidirana|miafina|fiarovana|otp|pin|sms)"
    r"|s(?:é|e)cherheetscode\w*|best(?:ä|ae|a)tegungscode\w*|zougangscode\w*"
    r"|verifikatiounscode\w*|(?:haus)?dier(?:e)?code\w*|paartecode\w*"
    # (Afrikaans: a door's, a gate's, an alarm's code, one to verify, to confirm, to enter, one
    # for once: "deurkode", "hekkode", "verifikasiekode", "bevestigingskode", "eenmalige kode")
    r"|(?:deur|hek|alarm|veiligheids|sekuriteits|verifikasie|bevestigings|toegangs)kode\w*"
    r"|eenmalige\s+kode"
    # (Faroese: a door's, one to confirm, "hurðarkodan", "váttanarkodan")
    r"|hur(?:ð|d)\w{0,3}kod\w*|v(?:á|a)ttanarkod\w*|trygdarkod\w*"
    # (Turkmen: a code to confirm, to check, for once, a door's, a gate's, to open a phone:
    # "tassyklama kody", "bir gezeklik kod", "gapy kody", "telefonymy açmak üçin kod")
    r"|(?:tassyklama|barlag|bir\s+gezeklik|howpsuzlyk|gap(?:y|ynyň)|derwez(?:e|äniň))\s+kod\w*"
    r"|a(?:ç|c)(?:mak|maga|magy)\s+(?:(?:ü|u)(?:ç|c)in\s+)?kod\w*"
    # (Shona, Kinyarwanda: "kodhi yegedhi", a gate's, "kodhi yemusuwo", a door's, "kode yo
    # kwemeza", one to confirm, "kode y'ibanga", a secret one)
    r"|kodhi\s+(?:ye(?:gedhi|musuwo|gonhi|kusimbisa|chakavanzika|bhangi)|yakavanzika)"
    r"|kode\s+(?:yo\s+)?(?:kwemeza|kwinjira|y['’]\s*ibanga|y['’]\s*urugi|y['’]\s*irembo)"
    # (Haitian Creole: "kòd verifikasyon", "kòd sekirite", "kòd pòtay", a gate's, "kòd pòt la")
    r"|k(?:ò|o)d\s+(?:verifikasyon|konfimasyon|sekirite|sekr(?:è|e)|aks(?:è|e)|p(?:ò|o)tay|pòt"
    r"|bary(?:è|e)|alam|pin)\b"
    # (Samoan: one to confirm, a lock's, a door's: "code faamaonia", "numera o le loka", "code o
    # le faitotoa")
    r"|(?:code|numera)\s+(?:fa['’]?a)?maonia|(?:code|numera)\s+(?:o\s+le\s+)?(?:loka|faitoto['’]?a)"
    # (Tongan: a lock's, a door's, a gate's, one to confirm: "fika 'o e loka", "kouti 'o e
    # matapā", "fika fakapapau")
    r"|(?:fika|code|kouti)\s+(?:['’]o\s+e\s+)?(?:loka|matap(?:ā|a)|kate)\b"
    r"|(?:fika|code)\s+fakapapau\w*"
    # (Māori: a code to confirm, a safe one, a secret one, a door's, a gate's, a lock's, an
    # alarm's: "waehere manatoko", "waehere haumaru", "waehere o te kūaha", "waehere kēti")
    r"|waehere\s+(?:manatoko|whakau|whakamana|haumaru|muna|huna|(?:(?:o|mō|mo)\s+te\s+)?"
    r"(?:k(?:ū|u)aha|tatau|k(?:ē|e)ti|raka|whakaoho))\b"
    # (Fijian: a door's, a gate's, a lock's, one to confirm: "code ni katuba", "naba ni loka")
    r"|(?:code|kodi|naba)\s+ni\s+(?:katuba|gete|loka|vakadinadinataki)\b"
    # (Tok Pisin: for once, a door's, a gate's, a lock's: "wan-taim kod", "kod bilong dua"; and
    # Bislama, its kin: a door's, a gate's, an alarm's, a safe's, a lock's, "kod blong doa",
    # "kod blong get", "kod blong alam", "kod blong sef"; and Fula, a door's or a gate's: "kod
    # dambugal", "kod baafal")
    r"|(?:wan-?taim|sekiuriti|vefikesen)\s+kod\b|kod\s+(?:bilong\s+(?:dua|geit|lok|alam)"
    r"|blong\s+(?:doa|get|alam|sef|lok)|dam+bugal|baafal)\b"
    # (Hawaiian: a lock's, one to confirm, a door's, a gate's: "helu laka", "helu hōʻoia",
    # "helu o ka puka")
    r"|helu\s+(?:laka|h(?:ō|o)[ʻ‘'’]?oia|(?:o\s+ka\s+)?(?:puka|[ʻ‘'’]?(?:ī|i)puka))\b"
    # (Guarani: a door's, one to confirm: "código okẽme guarã", "código jehechajeyrã")
    r"|c(?:ó|o)digo\s+(?:ok(?:ẽ|e)\w*|jehechajey\w*)"
    # (Kurmanji: to confirm, a safe one, a door's, a secret one: "koda piştrastkirinê", "koda
    # ewlehiyê", "koda derî")
    r"|kod(?:a|ê)?\s+(?:pi(?:ş|s)trastkirin\w*|ewlehiy\w*|der(?:î|i)\w*|veşartî|alarm\w*)"
    # (Sesotho: a door's, a gate's, an alarm's, a secret one, one to confirm: "khoutu ya lemati")
    r"|khoutu\s+ya\s+(?:lemati|heke|alamo|sephiri|netefatso|tiiso|otp|banka)\b"
    # (Javanese and Sundanese: a lock's, a door's, a gate's, a padlock's, a secret one: "kode
    # konci panto", "kode lawang", "kode gerbang", "kode gembok", "kode rahasia"; and
    # Minangkabau's and Acehnese's, as Indonesian's: a door's, a gate's, an alarm's, a safe's,
    # "kode pintu", "kode pintô", "kode pagar", "kode alarm", "kode brankas")
    r"|kode\s+(?:konci|kunci|panto|lawang|gerbang|gembok|rahasia|rusiah|pint(?:u|ô|o)|pagar"
    r"|alarm|brankas)\b"
    # (Breton, "kod" or mutated "c'hod": a door's, a gate's, an alarm's, a secret one, one to
    # check: "kod an nor", "kod ar porzh", "kod kuzh", "kod gwiriañ"; and Cornish: a door's, a
    # gate's, "kod an daras", "kod rag an yet", "kod an alarm")
    r"|(?:kod|c['’]hod)\s+(?:(?:(?:an|ar)\s+)?(?:nor|dor|porzh|alarm|kuzh|gwiri\w*|kadarna\w*)"
    r"|(?:rag\s+)?an\s+(?:daras|yet))\b"
    # (Scottish Gaelic: one to confirm, a safe one, one to get in, a door's, a gate's: "còd
    # dearbhaidh", "còd tèarainteachd", "còd inntrigidh", "còd an dorais", "còd a' gheata")
    r"|c(?:ò|o)d\s+(?:(?:an|na|a['’])\s+)?(?:dh?earbhaidh|t(?:è|e)arainteachd|inntrigidh|dorais"
    r"|gheata|alaraim|aon-chleachdaidh)\b"
    # (West Frisian: a door's, a gate's, a key box's, an alarm's, one to confirm, to check, to
    # get in: "doarkoade", "hekkoade", "kaaikastkoade", "befêstigingskoade", "tagongskoade";
    # "koade fan de doar")
    r"|(?:doar|hek|kaaikast(?:je)?|alarm|bef(?:ê|e)stigings|ferifikaasje|kontrôle|tagongs"
    r"|feilichheids)koade\w*|koade\s+fan\s+(?:it|de)\s+(?:doar|hek|kaaikastje|alarm|slot)\b"
    # (Chichewa: a door's, a gate's, an alarm's, a secret one, one to confirm: "khodi ya
    # chitseko", "code ya geti", "khodi yachinsinsi", "khodi yotsimikizira")
    # (… and Kikuyu's, a gate's, a door's: "code ya geti", "code ya mũrango")
    r"|(?:khodi|kodi|code)\s+ya\s*(?:chitseko|geti|alamu|chinsinsi|m(?:ũ|u)rango)\b"
    r"|(?:khodi|code)\s+yotsimikiz\w*"
    # (Setswana: a gate's, a door's, a secret one, one to confirm: "code ya kgoro", "khoutu ya
    # lebati", "khoutu ya sephiri", "khoutu ya netefatso"; and Sepedi's door, "khoutu ya
    # mojako")
    r"|(?:khoutu|khoudu|code|kouto)\s+ya\s+(?:kgoro|lebati|sephiri|netefatso|tiiso|alamo"
    r"|mojako)\b"
    # (Oromo, "koodii" and its subject's "koodiin": one to confirm, a secret one, a door's, a
    # gate's, a lock's: "koodii mirkaneessaa", "koodii icciitii", "koodii balbalaa", "koodii
    # karraa", "koodii cufaa")
    r"|kood(?:ii|iin)\s+(?:mirkaneess\w*|icc?ii?tii|balbal\w*|karra\w*|cufaa?|alaarm\w*)"
    # (Lingala: a door's, a gate's, a secret one, one to get in: "code ya porte", "code ya
    # ekuke", "code ya sekele", "code ya kokota")
    r"|(?:code|kode|kodi)\s+ya\s+(?:porte|ekuke|lopango|sekele|kokota|kondima)\b"
    # (Ewe: a door's, a gate's, "ʋɔtru ƒe code", "agbonu ƒe code"; Twi: "ɛpono code", a door's)
    r"|(?:ʋɔtru|agbonu|gaɖaka)\s+ƒe\s+(?:code|kod)\b|(?:ɛ|e)pono\s+(?:code|kood)\b"
    # (Esperanto, a code with what it is for joined before it and its endings after:
    # "konfirmkodo", "kontrolkodon", "pordkodo", "ensalutkodo", "unufoja kodo", "sekureca kodo",
    # "kodo de la pordo", "kodo por malŝlosi")
    r"|(?:konfirm|kontrol|sekurec|sekur|ensalut|pord|pordeg|alarm|alir|unufoj|aktivig|aliĝ"
    r"|ŝlos)(?:a|o)?-?kod(?:o|on|oj|ojn)\b"
    r"|(?:konfirma|kontrola|sekureca|ensaluta|unufoja|aliĝa|aktiviga)n?\s+kod(?:o|on)\b"
    r"|kod(?:o|on)\s+(?:de\s+(?:la\s+|mia\s+|nia\s+)?(?:pordo|pordego|alarmo|seruro|monŝranko"
    r"|sekurŝranko)|por\s+(?:konfirmi|ensaluti|malŝlosi|eniri))\b"
    # (Tahitian, a sign or a number and what it opens, a door, a money box: "tāpa'o o te
    # 'ōpani", "code o te 'ōpani fare", "tāpa'o o te 'āfata moni"; a secret sign, "tāpa'o huna")
    # (… and Tuvaluan's, its kin: a gate's, a door's, a lock's, an alarm's, "code o te gate",
    # "code o te faitotoka", "code o te loka", "code o te alamu")
    r"|(?:t(?:ā|a)pa[ʻ‘'’]?o|code|n(?:ū|u)mera)\s+(?:o\s+te\s+)?(?:[ʻ‘'’]?(?:ō|o)pani"
    r"|[ʻ‘'’]?(?:ā|a)fata\s+moni|gate|faitotoka|loka|alamu)\b|t(?:ā|a)pa[ʻ‘'’]?o\s+huna"
    # (Chamorro, Spanish's "código" as it spells it: a door's, a gate's, a secret one: "kodigu
    # para i pettan", "kodigu i trångka", "kodigu sekretu"; and Ladino, as it spells it: a key
    # box's, a door's, an alarm's, one to confirm: "kodigo de la kashika de las yaves", "kodigo
    # de la kaxa de las yaves", "kodigo de la puerta", "kodigo de la kapi", "kodigo de
    # verifikasion"; and Tetum, as it spells it: an alarm's, a door's, a gate's, one to
    # confirm, one sent by SMS: "kódigu alarme", "kódigu odamatan", "kódigu portaun", "kódigu
    # verifikasaun", "kódigu SMS")
    r"|k(?:o|ó)dig(?:u\s+(?:(?:para|pot|gi)\s+)?(?:i\s+)?(?:pettan\w*|tr(?:å|a)ngka|sekretu"
    r"|alarme|odamatan|portaun|verifikasaun|konfirmasaun|seguransa|asesu|pin|sms)"
    r"|o\s+de\s+(?:la\s+|las\s+|el\s+)?(?:ka(?:sh|x)(?:ik)?a\s+de\s+(?:las\s+)?yaves|puerta"
    r"|kapi(?:ya|a)?|alarma|verifika(?:s|sy)(?:i)?on|konfirma(?:s|sy)(?:i)?on|sigurita|entrada))\b"
    # (Marshallese: a door's, "code in kōjām", the code of the door)
    r"|code\s+(?:in|eo\s+an)\s+k(?:ō|o)j(?:ā|a)m\b"
    # (Venda: a door's, a gate's, an alarm's, a secret one, one to confirm, to enter: "khoudu ya
    # vothi", "khoudu ya gethe", "khoudu ya tshiphiri", "khoudu ya u khwaṱhisedza"; Tsonga: a
    # gate's, a door's, a secret one, one to get in, to confirm: "khodi ya gede", "khodi ya
    # nyangwa", "khodi ya xihundla", "khodi yo tiyisisa"; Bemba: a door's, a gate's, a secret
    # one: "code ya ku cibi", "code ya pa geti", "code ya nkama")
    r"|(?:khoudu|khodu|khodi|kodi|code)\s+ya\s+(?:(?:ku|pa)\s+)?(?:vothi|gethe|alamu|tshiphiri"
    r"|u\s+(?:khwa(?:ṱ|t)hisedza|dzhena)|gede|nyangwa|xihundla|nghena|iciibi|ciibi|cibi|geti"
    r"|nkama)\b|(?:khodi|code)\s+yo\s+tiyisis\w*"
    # (Upper Sorbian: a door's, a gate's, an alarm's, a key box's, one to confirm: "kod za
    # durje", "kod za wrota", "kod za alarm", "kod za kašćik za kluče", "wobkrućenski kod")
    r"|kod\w{0,2}\s+za\s+(?:durje|wrota|alarm\w*|ka(?:š|s)(?:ć|c)ik\w*|wobkru(?:ć|c)\w*)"
    r"|(?:wobkru(?:ć|c)ensk|w(?:ě|e)stotn|j(?:ó|o)nkr(?:ó|o)(?:ć|c)n)\w*\s+kod\w*"
    # (Romansh: a key box's, a door's, a gate's, an alarm's, one to confirm: "code da la chascha
    # da clavs", "code da l'isch", "code dal portun", "code da conferma")
    r"|code\s+(?:da\s+(?:la\s+|l['’]\s*)?|dal\s+)(?:chascha\s+da\s+clavs|isch|porta|portun|alarm"
    r"|conferma\w*|verificaziun|segirezza)\b"
    # (Occitan: an alarm's, a door's, a gate's, one to confirm: "còdi de l'alarma", "còdi de la
    # pòrta", "còdi del portal", "còdi de confirmacion")
    r"|c(?:ò|o)di\s+(?:de\s+(?:la\s+|l['’]\s*)?|del\s+)(?:alarma|p(?:ò|o)rta|portal|verificacion"
    r"|confirmacion|seguretat|acc(?:è|e)s)\b"
    # (Corsican: a gate's, a door's, an alarm's, one to confirm: "codice di u cancellu", "codice
    # di a porta", "codice di verificazione")
    r"|codice\s+di\s+(?:u\s+|a\s+|l['’]\s*)?(?:cancellu|porta|purtone|allarmu|allarme"
    r"|verificazione|cunferma|sicurezza|accessu)\b"
    # (Asturian: a building's door, a door's, an alarm's, one to confirm: "códigu del portal",
    # "códigu de la puerta", "códigu de verificación")
    r"|c(?:ó|o)digu\s+(?:de\s+(?:la\s+|l['’]\s*)?|del\s+)(?:portal|puerta|alarma|verificaci(?:ó|o)n"
    r"|confirmaci(?:ó|o)n|segurid(?:á|a)d?|accesu)\b"
    # (Sardinian: an alarm's, a door's, a gate's, one to confirm: "còdighe de s'allarme", "còdighe
    # de sa ghenna", "còdighe de su portale", "còdighe de verìfica")
    r"|c(?:ò|o)di(?:gh|c)e\s+de\s+(?:sa\s+|su\s+|s['’]\s*)?(?:allarme|ghenna|janna|portale"
    r"|cancellu|ver(?:ì|i)fica|cunfirma|seguresa|intrada)\b"
    # (Latin: a door's, a gate's, a chest's, one to confirm: "numerus ianuae", "signum portae",
    # "codex confirmationis")
    r"|(?:codex|codicem|numerus|numerum|signum)\s+(?:ianuae|portae|arcae|confirmationis"
    r"|verificationis)\b"
    # (Kalaallisut: a door's, an alarm's, with the endings it joins: "matup koodia", "alarmip
    # koodia")
    r"|(?:matu|alarmi)p\s+koo?d\w*"
    # (Manx: a gate's, the gate lenited after "the", a door's, an alarm's: "coad y yiat", "coad
    # y dorrys", "coad yn alarm"; Navajo: a door's, its code: "dáʼdílkał bicode"; Cornish's,
    # Friulian's and Ladino's are joined to the alternatives above that open as theirs do,
    # Breton's "kod", Catalan's "codi", Chamorro's "kodigu"; the first letters plain, as
    # Friulian's password's above)
    r"|(?-i:[cC])oad\s+(?:(?:y|yn|ny)\s+)?(?:yiat|giat|ghiat|dorrys|ghorrys|alarm)\b"
    r"|(?-i:[dD])(?:á|a)[ʼ'’]?d(?:í|i)lka(?:ł|l)\s+bicode\b"
    # (Crimean Tatar: a door's, one to confirm: "qapı kodu", "tasdıq kodu"; the first letters
    # plain, as above)
    r"|(?-i:[qQ])ap(?:ı|i|u)\s+kod\w*|(?-i:[tT])asd(?:ı|i)q\s+kod\w*"
    # (Kiribati: a door's, a bank's, "kooto n te mataroa", "kooto ni bangke"; Kabyle: an
    # alarm's, a door's, a gate's, a bank's, a hidden one, "tangalt n ualarm", "tangalt n
    # tewwurt", "tangalt n tebburt", "tangalt tuffirt"; the first letters plain, as above)
    r"|(?-i:[kK])ooto\s+(?:(?:n|ni)\s+)?(?:te\s+)?(?:mataroa|bangke)\b"
    r"|(?-i:[tT])angalt\s+(?:n\s+)?(?:ualarm|walarm|tewwurt|tebburt|lbab|lbank\w*|tuffirt)\b"
    # (English's word with another language's "of", its first letter plain, as above: Sango's
    # "ti", a door's, "code ti yanga" (the mouth of the house, "yanga ti da"), an alarm's, a
    # bank's, one to confirm; Tiv's "u", an alarm's, a gate's, a door's, a safe's, a bank's,
    # "code u alarm", "code u gate", "code u hunda"; Khasi's "jong" with its article, a key
    # box's, a door's, a gate's, an alarm's, "code jong ka key box", "code jong ka jingkhang";
    # Yapese's "ko", Rotuman's "ne", Niuean's "he", a gate's, a door's, a key safe's, an alarm's,
    # "code ko gate", "code ne key safe", "code he gutuhala", the door's)
    r"|(?-i:[cC])ode\s+(?:ti\s+(?:yanga|alarme|banque|banki|s(?:é|e)curit(?:é|e)|confirmation)"
    r"|u\s+(?:alarm|gate|geti|hunda|ihunda|door|safe|sef|banki?)"
    r"|jong\s+(?:ka|u|ki)\s+(?:key\s?box|key\s?safe|jingkhang|gate|alarm|locker|bank)"
    r"|(?:ko|ne|he)\s+(?:(?:te|le|e)\s+)?(?:key\s?box|key\s?safe|gate|door|alarm|safe|gutuhala))\b"
)
# A code named by the word alone: only where the sentence speaks of what such codes open.
_BARE_CODE_NAME = (
    # (Manx's "coad" and Friulian's "codiç" are here, beside "code" and "codi")
    r"c(?:ó|o)digo|co(?:de|ad)|codice|kod|kode|kodu|namba\s+ya\s+siri|codul|k(?:ó|o)d|koden|ikhodi"
    # (Wallisian's and Futunan's, French's word as they spell it: "kote"; its first letter
    # plain, as Friulian's password's above)
    r"|(?-i:[kK])ote"
    r"|kodi|codi(?:ç|c)?|kodas|kodą|koo(?:d|to)|kods|koda|kodea|kodin"
    # (Maltese, Irish, Somali: "il-kodiċi", "an cód", "koodhka")
    r"|kodi(?:ċ|c)i|cód|koo?dh(?:ka|ku)?|koodka|koodku"
    # (Zulu, Xhosa, Igbo, Malagasy: "ikhodi", "ikhowudi", "koodu", "kaody")
    r"|(?:i|yi)?khowudi|k(?:ọ|o)(?:ọ|o)d(?:ụ|u)|kaody"
    # (Faroese, Turkmen, Shona, Haitian Creole, and Quechua's "código" with its endings joined:
    # "kodan", "kody", "kodhi", "kòd", "códigonmi", "códigoyqa")
    r"|kodan|koduna|kody|kodym|kodhi|khodhi|kòd|c(?:ó|o)digo(?:y|yki|n|nchik)?(?:qa|mi|m)"
    # (Māori, Sesotho: "waehere", "khoutu")
    r"|waehere|khoutu"
    # (Breton's "kod" mutated, Scottish Gaelic's, West Frisian's, Luganda's: "ur c'hod", "còd",
    # "koade", "koodi")
    r"|c['’]hod|còd|koade|koodi"
    # (Chichewa's "khodi", Oromo's "koodii" and "koodiin", Esperanto's "kodo" and "kodon")
    r"|khodi|kood(?:ii|iin)|kod(?:o|on)"
    # (Chamorro's "kodigu", Ladino's "kodigo", Venda's "khoudu")
    r"|k(?:o|ó)dig(?:u|o)|khoudu|khodu"
    # (Occitan's "còdi", Asturian's "códigu", Sardinian's "còdighe" and "còdice")
    r"|c(?:ò|o)di|c(?:ó|o)digu|c(?:ò|o)di(?:gh|c)e"
    # (Navajo's, with "its", "my", "your" joined: "bicode", "shicode", "nicode"; the first
    # letters plain, as Friulian's password's above)
    r"|(?-i:[bBsSnN])(?:i|hi)code"
    # (Kabyle's "tangalt", its first letter plain; Kiribati's "kooto" is joined to Estonian's
    # "kood" above)
    r"|(?-i:[tT])angalt"
    # (Runyankole's, Rukiga's and Rutooro's, with the small thing's prefix: "akakodi", "a code",
    # and its plural "obukodi")
    r"|akakodi|obukodi"
)
_A_BARE_CODE_NAME = lazy_compile(_BARE_CODE_NAME, re.IGNORECASE)
_CODE_CONTEXT = lazy_compile(
    r"sms|messa|mensa|bericht|wiadomo|ujumbe|pesan|mesaj|texto|\bbanc|\bbank|\bbanq|verif"
    r"|confirm|transf|virement|(?:ü|ue)berweisung|bonifico|\bpix\b|przelew|havale|transa"
    r"|login|log\s+in|acces|acceso|accès|alarm|gate|porte|puerta|porta|port(?:ã|a)o|t(?:ü|ue)r\b"
    r"|deur|drzwi|kap(?:ı|i)|geti|lango|\bsafe\b|coffre|tresor|cassaforte|kluis|sejf|brankas"
    r"|immeuble|edificio|geb(?:ä|ae)ude|building|apartment|apartamento|appartamento|mpesa|m-pesa"
    r"|gcash|upi|paytm|carte|cart(?:ã|a)o|karte|kart[yu]|kart(?:ı|i)|\bcard|tarjeta|bancomat"
    r"|multibanco|cancello|portone|portail|port(?:ó|o)n|brama|klatk|furtk|domofon|interfon"
    r"|citofono|uthibitisho|u(?:ș|s)a|blocului|ușii|chalup|alarmu|port(?:en|kod)|kagkelo|πόρτα"
    r"|pintu|grill|r(?:ư|u)(?:ơ|o)ng|k(?:é|e)t\s+s(?:ắ|a)t|visa|swedbank|revolut|(?:č|c)sob"
    r"|\bdur(?:ų|ys)\b|laiptin|uks(?:e|ed)\b"
    # (Yucatec Maya: a gate's grille as it borrows Spanish's "reja", a door: "u código le
    # rejao'", the grille's code; "joolnaj")
    r"|rejao|joolnaj"
    # (Ga: a code they sent me, "Code ni amɛtsu mi lɛ ji …", the code that they sent me is …)
    r"|\bam(?:ɛ|e)tsu\s+mi\b"
    # (Slovenian, Albanian, Basque, Latvian: "vrata", "v blok", "kartës", "atariaren", "durvju")
    r"|vrat[aio]\b|\bblok|kart(?:ë|e)s\b|atari|durv"
    # (Maltese, Irish, Galician, Somali: "il-bieb", "ón mbanc", "an doras", "tarxeta", "mensaxe",
    # "bangiga", "albaabka", "qufulka", "kaarka")
    r"|\bbieb|bibien|\bkard\b|\bm?bh?anc|\bdoras|\bdorais|\bgeata|tarxeta|mensax|bangi"
    r"|albaab|qufu|kaark"
    # (Zulu, Xhosa: a gate, a door, a bank, an alarm: "isango", "umnyango", "ucango", "ebhange",
    # "yebhanki", "i-alamu"; Malagasy: a door, a gate, a message, "varavarana", "vavahady",
    # "hafatra"; Luxembourgish: a door, a gate, an entrance, "Hausdier", "Paart", "Agang";
    # Igbo: a door, "ọnụ ụzọ")
    r"|sango\b|sangweni|nyango|\bu?cango|bhange|bhanki|alamu|varavarana|vavahady|hafatra"
    r"|dier\b|\bpaart|\bagang|(?:ọ|o)n(?:ụ|u)\s+(?:ụ|u)z(?:ọ|o)"
    # (Afrikaans, Faroese, Turkmen, Shona, Kinyarwanda, Wolof, Quechua, Haitian Creole: a gate, a
    # message, a door, a bank: "hek", "boodskap", "hurðina", "portrið", "dyrnar", "gapy",
    # "derweze", "gedhi", "musuwo", "gonhi", "bhangi", "urugi", "irembo", "bunt", "punku",
    # "pòtay", "pòt", "baryè"; and mobile money, whose PIN opens an account: "EcoCash", "MoMo",
    # "Orange Money", "MonCash", "NatCash")
    r"|\bhek\b|boodskap|hurð|portri(?:ð|d)|\bportur|dyrnar|\bgap(?:y|ynyň|yny)\b|derwez"
    r"|gedhi|musuwo|gonhi|bhangi|urugi|irembo|\bbunt\b|punku|p(?:ò|o)tay|\bpòt\b|bary(?:è|e)\b"
    r"|ecocash|\bmomo\b|orange\s+money|moncash|natcash|airtel\s+money|mobile\s+money"
    # (Samoan, Tongan, Māori, Fijian, Tok Pisin, Hawaiian, Guarani, Kurmanji, Sesotho: a bank, a
    # message, a text, a door, a gate, a lock: "faletupe", "fe'au", "pōpoaki", "TXT", "karere",
    # "pēke", "kūaha", "kēti", "matapā", "katuba", "geit", "panakō", "ʻīpuka", "marandu", "okẽ",
    # "derî", "lemati", "heke")
    # (New Zealand's "TXT" in capitals, not a file's ".txt"; Māori's bank with its macron, not
    # Swahili's "peke", alone)
    r"|faletupe|fe['’]au\b|p(?:ō|o)poaki|(?-i:\bTXT\b)|karere|\bpēke\b|k(?:ū|u)aha|k(?:ē|e)ti\b"
    r"|\bloka\b|matap(?:ā|a)|faitoto|katuba|\bgeit\b|panak(?:ō|o)|(?:ī|i)puka|marandu"
    r"|\bokẽ|\bderî\b|deriy|lemati|\bheke\b"
    # (Javanese and Sundanese: a door, a lock, a gate, a padlock: "panto", "konci", "lawang",
    # "gerbang", "gembok"; Cebuano, Ilocano: a bank, a door, a gate, a text message, and the
    # banks the Philippines text from: "bangko", "pultahan", "ganghaan", "ridaw", "sa text",
    # "iti text", "BDO", "BPI"; Breton: a door, a gate, a message: "an nor", "dor", "porzh",
    # "kemennadenn" (not English's "nor" alone); Scottish Gaelic: a text, a message, "teacsa",
    # "teachdaireachd"; West Frisian: a door, a key box, a lock, a message: "doar",
    # "kaaikastje", "slot", "berjocht"; Luganda: a message, a bank, a door, a gate: "obubaka",
    # "bbanka", "oluggi", "wankaaki")
    r"|\bpanto\b|\bkonci\b|\bkunci\b|\blawang\b|gerbang|gembok|\bbangko|pultahan|ganghaan"
    r"|\bridaw|\bbdo\b|\bbpi\b|(?:sa|iti|ti|ng)\s+text\b|\ban\s+nor\b|\bdor\b|\bporzh"
    r"|kemennadenn|teacsa|teachdaireachd|\bdoar\b|kaaikast|\bslot\b|berjocht|obubaka|bbanka"
    r"|oluggi|wankaaki"
    # (Runyankole, Rukiga, Rutooro, Lusoga: a door, "orwigi", "orugi", "olwigi", "olwiigi")
    r"|\borwi?igi\b|\borugi\b|\bolwi?igi\b"
    # (Chichewa: a door, a gate, a message: "chitseko", "geti", "uthenga"; Setswana: a gate, a
    # door, a message: "kgoro", "lebati", "molaetsa"; Oromo: a door, a gate, a bank, a message:
    # "balbala", "karra", "baankii", "ergaa"; Lingala: a gate, a yard, a message: "ekuke",
    # "lopango", "nsango"; Twi: a door, "ɛpono"; Ewe: a door, a gate, a message: "ʋɔtru",
    # "agbonu", "gbedeasi"; Esperanto: a door, a lock, a safe, a message, a bank: "pordo",
    # "seruro", "monŝranko", "mesaĝo", "banko")
    r"|chitseko|\bgeti\b|uthenga|kgoro|lebati|molaetsa|balbal|\bkarra|baank|\bergaa"
    r"|ekuke|lopango|nsango|(?:ɛ|e)pono|ʋɔtru|agbonu|gbedeasi|\bpord|seruro|ŝranko|mesaĝ"
    # (Tahitian: a bank, a door, a message: "fare moni", "'ōpani", "poro'i"; Chamorro: a door, a
    # gate, a message: "pettan", "trångka", "mensåhi"; Marshallese: a door, "kōjām"; Venda: a
    # door, a gate, a bank, a message: "vothi", "gethe", "banga", "mulaedza"; Tsonga: a gate, a
    # door, a message: "gede", "nyangwa", "rungula"; Bemba: a door, "iciibi"; Kirundi: a
    # message, "ubutumwa")
    r"|fare\s+moni|(?:ō|o)pani\b|poro[ʻ‘'’]?i\b|\bpettan|tr(?:å|a)ngka|mens(?:å|a)hi"
    r"|k(?:ō|o)j(?:ā|a)m\b|\bvothi\b|\bgethe\b|\bbanga\b|mulaedza|\bgede\b|nyangwa|rungula"
    r"|\bi?cii?bi\b|ubutumwa"
    # (Upper Sorbian: a door, a gate: "durje", "wrota"; Romansh: a key box, a door, a gate:
    # "chascha da clavs", "l'isch", "portun"; Occitan: a door, "pòrta"; Corsican and Sardinian: a
    # gate, an alarm, a door: "cancellu", "allarme", "ghenna"; Latin: a door, "ianua";
    # Kalaallisut: a door, "matu", "matup")
    r"|\bdurje\b|\bwrota\b|chascha\s+da\s+clavs|l['’]\s*isch\b|\bportun|pòrta|cancellu\b"
    r"|allarm|\bghenna\b|\bianu|\bmatu(?:p|mut)?\b"
    # (Manx: a gate, lenited or not, a door: "giat", "yiat", "dorrys"; Cornish: a door,
    # "daras"; Friulian: a door, a gate: "puarte", "portòn"; Ladino: keys, a key box: "yaves",
    # "kashika" (its door, "kapi", is Turkish's, above); Navajo: a door, a bank, "money's
    # house": "dáʼdílkał", "béeso bá hooghan")
    r"|\b[gy]iat\b|\b(?:d|gh)orrys\b|\bdaras\b|\bpuart|portòn|\byaves\b|\bka(?:sh|x)ika"
    r"|d(?:á|a)[ʼ'’]?d(?:í|i)lka(?:ł|l)|hooghan"
    # (Fula: a door, a gate, "baafal", "dambugal"; Kikuyu: a door, a bank, "mũrango", "benki";
    # Tetum: a door, a gate, "odamatan", "portaun"; Crimean Tatar: a door, "qapı"; Balinese: a
    # door, "jelanan")
    r"|\bbaafal|dam+bugal|m(?:ũ|u)rango|\bbenki|odamatan|portaun|\bqap(?:ı|i|u)\b|jelanan"
    # (Kiribati: a door, a bank, "mataroa", "bangke"; Sango: a door, the mouth of the house,
    # "yanga ti da"; Acehnese: a door, "pintô"; Sepedi: a door, "mojako"; Kabyle: a door, a gate,
    # in their free and bound forms, a bank: "tawwurt", "tewwurt", "tabburt", "tebburt",
    # "lbanka")
    r"|mataroa|\bbangke\b|yanga\s+ti\s+da\b|\bpintô|\bmojako|t(?:a|e)wwurt|t(?:a|e)bburt"
    r"|\blbank"
    # (Hmong: a gate, a door, a bank, a lock: "rooj vag", "qhov rooj", "txhab nyiaj", "xauv";
    # Dinka: a door, the mouth of a house or a yard, "thok ɣöt", "thok de kal")
    r"|rooj\s+vag|qhov\s+rooj|txhab\s+nyiaj|\bxauv\b|\bthok\b"
    # (Pohnpeian: a door, "wenihmw"; Mizo: a door, "kawngkhar"; Khasi: a door, "jingkhang")
    r"|wenihmw|kawngkhar|jingkhang"
    # (Niuean: a door, the mouth of the path, "gutuhala")
    r"|gutuhala"
    # (India's payment apps, whose code confirms a payment or logs one in: "phonepe code hung
    # lut: …", Hmar's the PhonePe code came in; and a door in English, as Kodava borrows it
    # with a keypad's code: "ain mane door code #4821*")
    r"|phonepe|\bgpay\b|google\s*pay|\bbhim\b|\bdoor\b"
    # (Dzongkha: a door, "སྒོ", a word of its own)
    r"|སྒོ(?<![\u0f40-\u0fbc]སྒོ)(?![\u0f40-\u0fbc])",
    re.IGNORECASE,
)
# What a code is when it is no secret: a discount's, a place's, an order's, a booking's.
_NOT_SECRET_CODES = lazy_compile(
    r"descuento|promo|postal|postale|postleitzahl|\bplz\b|rabatt|gutschein|sconto|coupon|cupom"
    r"|cup(?:ó|o)n|desconto|korting|rabatow|pocztow|indirim|posta\s+kodu|diskon|voucher|kupon"
    r"|reserva|booking|r(?:é|e)servation|buchung|prenotazione|rastreio|tracking|seguimiento"
    r"|suivi|sendung|spedizione|zam(?:ó|o)wieni|sipari(?:ş|s)|pesanan|order|pedido|commande"
    r"|bestell|ordine|referencia|r(?:é|e)f(?:é|e)rence|referenz|riferimento|kortingscode|regalo"
    r"|cadeau|geschenk|gift|rastreamento|entrega|livraison|lieferung|consegna|levering|dostaw"
    # (not Maltese "tax-" before a word, "of the": "il-password tal-laptop tax-xogħol")
    r"|teslimat|pengiriman|barcode|qr|\barea\b|dial|\bcountry\b|\bsort\b|\btax\b(?!-)|\bzip\b"
    r"|\bpost\b"
    # (what is said of passwords, no password: "our wifi password policy: "Change it every …"")
    r"|\bpolic(?:y|ies)\b|\brequirements\b|\bguidelines\b|\bhint\b"
    r"|popust|descompte|comanda|afsl(?:á|a)ttar|postiindeks|pašto|posta\s+kodea"
    # (Welsh, Irish, Galician, Maltese, Somali, Bosnian: "cod post", "cód poist", "código
    # postal", "desconto", "skont", "dalabka", "šifra proizvoda")
    r"|poist|skont|dalab|proizvod|artik"
    # (Zulu, Xhosa, Malagasy, Luxembourgish: a postcode, "ikhodi yeposi", "kaody paositra",
    # "Postleetzuel")
    r"|posi\b|paositra|postleetzuel"
    # (Afrikaans, Faroese, Turkmen, Haitian Creole: a postcode, a discount, "poskode",
    # "postnummar", "afslag", "arzanladyş", "rabè")
    r"|poskode|postnumm|afslag|po(?:ç|c)ta|arzanlad|rab(?:è|e)\b"
    # (Māori, Tok Pisin, Samoan, Kurmanji, Sesotho, Hawaiian: a discount, an order, a postcode:
    # "hekenga utu", "oda namba", "oka", "koda posteyê", "khoutu ya poso", "helu zip")
    r"|hekenga|\boda\b|\boka\b|postey|\bposo\b"
    # (Javanese and Sundanese, West Frisian, Scottish Gaelic: a postcode, an order, a discount:
    # "kode pos", "pesenan", "postkoade", "koarting", "còd-puist")
    r"|kode\s+pos\b|pesenan|postkoade|koarting|puist"
    # (Esperanto, Oromo: a postcode, a discount, an order: "poŝtkodo", "rabato", "mendo",
    # "koodii poostaa")
    r"|po(?:ŝ|sx)t(?:kod|numer)|po(?:ŝ|sx)ta\s+kodo|rabato|\bmendo|poostaa"
    # (Venda, Tahitian: a postcode, the post office: "khoudu ya poswo", "fare rata")
    r"|poswo|fare\s+rata"
    # (Corsican and Sardinian, Upper Sorbian: a discount, "scontu", "iscontu", "rabat")
    r"|scontu|\brabat\b"
    # (Friulian: a postcode, "codiç postâl")
    r"|postâl",
    re.IGNORECASE,
)
# Questions whose answer is a secret: a first pet, a mother's maiden name, a first school.
_QUESTION = (
    # (… Ladino's "pregunta de sigurita"; Friulian's "domande di sigurece", below)
    r"pregunta\s+(?:de\s+)?s(?:eguridad|igur(?:ita|idad))|respuesta\s+de\s+seguridad|primera\s+mascota|apellido\s+de\s+"
    r"soltera|question\s+secr(?:è|e)te|r(?:é|e)ponse\s+secr(?:è|e)te|nom\s+de\s+jeune\s+fille"
    # (… and Tetum's, with its spelling: "pergunta seguransa")
    r"|premier\s+animal|sicherheitsfrage|geburtsname|m(?:ä|ae)dchenname|pergunta\s+(?:de\s+)?"
    r"seguran(?:ç|c|s)a|nome\s+d[oa]\s+primeiro\s+(?:animal|pet)"
    r"|domand(?:a\s+(?:segreta|di\s+sicurezza)|(?:e|is)\s+(?:di\s+sigurece|segret(?:e|is)))"
    r"|primo\s+animale|cognome\s+da\s+nubile|beveiligingsvraag|geheime\s+vraag|pytanie\s+"
    r"(?:pomocnicze|bezpiecze(?:ń|n)stwa|kontrolne)|nazwisko\s+pan(?:ie|ień)(?:ń|n)skie|swali\s+la"
    r"\s+usalama|g(?:ü|u)venlik\s+sorusu|pertanyaan\s+keamanan|nama\s+ibu\s+kandung"
    # (the English name, set in another language's sentence: "security question me maine …";
    # not "maiden name" or "first school" alone, which tell a life: "her maiden name is Adeyemi")
    # (… and the French name with Sango's "of": "question ti sécurité")
    r"|security\s+question|question\s+(?:de|ti)\s+s(?:é|e)curit(?:é|e)|premier\s+(?:chien|chat)"
    r"|(?:î|i)ntrebarea\s+de\s+securitate|bezpe(?:č|c)nostn(?:í|i)\s+ot(?:á|a)zk|s(?:ä|a)kerhetsfr(?:å|a)ga"
    r"|ερώτηση\s+ασφαλείας|erotisi\s+asfaleias|c(?:â|a)u\s+h(?:ỏ|o)i\s+b(?:ả|a)o\s+m(?:ậ|a)t"
    r"|soalan\s+keselamatan|turvakysymy\w*|biztons(?:á|a)gi\s+k(?:é|e)rd(?:é|e)s|sikkerhedssp(?:ø|o)rgsm(?:å|a)l"
    r"|pregunta\s+de\s+seguretat|(?:sigurnosno|tajno)\s+pitanje|saugumo\s+klausim\w*"
    r"|(?:ö|o)ryggisspurning\w*|t(?:ə|e)hl(?:ü|u)k(?:ə|e)sizlik\s+sual\w*"
    # (Slovenian, Latvian, Albanian, Uzbek, Basque, Hausa)
    r"|varnostn\w*\s+vpra(?:š|s)an\w*|dro(?:š|s)(?:ī|i)bas\s+jaut(?:ā|a)jum\w*"
    r"|pyetj\w*\s+(?:e\s+)?siguris(?:ë|e)|xavfsizlik\s+savol\w*|segurtasun\s+galder\w*"
    r"|tambayar\s+tsaro"
    # (Maltese, Welsh, Irish, Galician, Somali: "il-mistoqsija tas-sigurtà", "cwestiwn
    # diogelwch y banc", "ceist slándála", "pregunta de seguridade", "su'aasha amniga")
    r"|mistoqsij\w*\s+(?:ta['’]\s*|tas-)?s(?:igurt(?:à|a)|igriet\w*)"
    r"|(?:c|g|ch)westiwn\w*\s+(?:diogelwch|cyfrinachol)|cheist\s+sl(?:á|a)nd(?:á|a)la"
    r"|ceist\s+sl(?:á|a)nd(?:á|a)la|pregunta\s+(?:de\s+)?seguridade"
    r"|su['’]aa?(?:l(?:ah|ka)?|sha)\s+(?:amni\w*|sir(?:ta|eed)|badbaad\w*)"
    # (Igbo, Zulu, Xhosa, Malagasy, Luxembourgish: "ajụjụ nchekwa", "umbuzo wokuphepha",
    # "umbuzo wokhuseleko", "fanontaniana fiarovana", "Sécherheetsfro")
    r"|aj(?:ụ|u)j(?:ụ|u)\s+(?:nchekwa|nzuzo)|umbuzo\s+(?:wokuphepha|wokuvikela|oyimfihlo|wemfihlo"
    r"|wokhuseleko|wokhusela)|fanontaniana\s+(?:fiarovana|miafina)|s(?:é|e)cherheetsfro\w*"
    r"|geheimfro\w*"
    # (Afrikaans, Faroese, Turkmen, Shona, Kinyarwanda, Wolof, Haitian Creole, Quechua:
    # "sekuriteitsvraag", "veiligheidsvraag", "trygdarspurningur", "howpsuzlyk soragy",
    # "mubvunzo wekuchengetedza", "ikibazo cy'umutekano", "laaj sécurité", "kesyon sekirite",
    # "pakasqa tapukuy", a hidden question)
    r"|(?:sekuriteits|veiligheids)vra\w*|(?:trygdar|tryggingar|loyni)spurning\w*"
    r"|(?:howpsuzlyk|gizlin)\s+sorag\w*|mubvunzo\s+(?:we(?:kuchengetedza|chengetedzo)|wakavanzika)"
    r"|i?kibazo\s+cy?['’]\s*(?:umutekano|ibanga)|laaj(?:u)?\s+(?:s(?:é|e)curit(?:é|e)|kaaraange)"
    r"|kesyon\s+(?:sekirite|sekr(?:è|e)|s(?:é|e)curit(?:é|e))|pakasqa\s+tapu\w*"
    # (Samoan, Tongan, Māori, Fijian, Tok Pisin, Hawaiian, Guarani, Aymara, Kurmanji, Sesotho:
    # "fesili puipuia", "fehu'i malu", "pātai haumaru", "taro ni taqomaki", "sekiuriti kwesten",
    # "nīnau palekana", "porandu ñemi", "jamasat jiskt'a", "pirsa ewlehiyê", "potso ya
    # tshireletso"; and Bislama's, Tok Pisin's kin: "sekuriti kwestin"; and Sepedi's, Sesotho's
    # kin: "potšišo ya tšhireletšo")
    r"|fesili\s+(?:puipuia|saogalemu|fa['’]?alilolilo|lilo"
    # (… and the question of an app or a bank, in Futunan, Wallisian, Niuean and Tokelauan:
    # "fesili o le app", "fesili ʻo te banque", "fesili he app", as Kiribati's below)
    r"|(?:[ʻ‘'’]?o\s+)?(?:le|te|he)\s+(?:app|bank\w*|banque|faletupe|pangik(?:ē|e)))"
    r"|fehu['’]i\s+(?:malu\w*|fakapulipuli)"
    r"|p(?:ā|a)tai\s+(?:haumaru|muna|huna)|taro\s+(?:ni\s+)?(?:taqomaki|vuni)"
    # (… and Krio's, with its open vowels: "sekyuriti kwɛstyɔn")
    r"|sek(?:i?u|yu)riti\s+kw(?:e|ɛ)st(?:e|i|y(?:ɔ|o))n|kwesten\s+bilong\s+sekiuriti"
    r"|n(?:ī|i)nau\s+(?:palekana|huna)"
    r"|porandu\s+(?:ñemi|seguridad\w*)|jamasat\s+jiskt['’]?a\w*"
    r"|pirs(?:a|ên)?\s+(?:ewlehiy\w*|veşartî)"
    r"|pot(?:so|(?:š|s)i(?:š|s)o)\s+ya\s+(?:t(?:š|s)hirelet(?:š|s)o|sephiri|polokeho)"
    # (Javanese, Sundanese, Cebuano, Ilocano, Breton, Scottish Gaelic, West Frisian, Luganda:
    # "pitakon keamanan", "patarosan kaamanan", "pangutana sa seguridad", "saludsod ti
    # seguridad", "goulenn surentez", "ceist tèarainteachd", "feilichheidsfraach", "ekibuuzo
    # eky'obukuumi"; and Cornish, Breton's kin: "govyn diogeledh", "govyn kevrinek")
    r"|pitakon(?:an)?\s+(?:keamanan|rahasia|rahasa)|patarosan\s+(?:kaamanan|rusiah)"
    r"|pangutana\s+(?:sa\s+)?(?:seguridad|siguridad|sekyuriti)|saludsod\s+(?:ti\s+)?(?:seguridad"
    r"|sekuridad|sekyuriti)|go(?:ulenn\s+(?:a\s+)?(?:surentez|sekred|guzh)"
    r"|vyn\s+(?:a\s+)?(?:diogeledh|kevrinek))"
    r"|(?:c|ch)eist\s+(?:na\s+)?(?:t(?:è|e)arainteachd|dh(?:ì|i)omhair)"
    r"|feilichheidsfraach\w*|geheime\s+fraach"
    r"|(?:ekibuuzo|ebibuuzo)\s+(?:eky|ky|eby|by)['’]\s*(?:obukuumi|ekyama)"
    # (Chichewa, Setswana, Oromo, Lingala, Twi, Ewe, Esperanto: "funso lachitetezo", "potso ya
    # pabalesego", "gaaffii nageenyaa", "motuna ya sécurité", "ahobammɔ asɛmmisa", "nyabiase na
    # dedienɔnɔ", "sekureca demando")
    r"|funso\s+la\s*(?:chitetezo|chinsinsi)|potso\s+ya\s+pabalesego"
    r"|gaaffii\s+(?:nageenyaa|icc?ii?tii|eegumsaa)"
    r"|motuna\s+ya\s+(?:s(?:é|e)curit(?:é|e)|libateli|sekele|kobatela)"
    r"|(?:ahobamm(?:ɔ|o)|kokoam)\s+as(?:ɛ|e)mmisa"
    r"|nyabiase\s+(?:na\s+|ƒe\s+)?(?:dedien(?:ɔ|o)n(?:ɔ|o)|ɣaɣla)|dedien(?:ɔ|o)n(?:ɔ|o)\s+ƒe\s+nyabiase"
    r"|(?:sekur(?:ec)?a|sekreta)n?\s+demandon?|sekurdemand\w*"
    # (Tahitian, Chamorro, Marshallese, Venda, Tsonga, Bemba: "uira'a huna", a hidden question,
    # "uira'a pāruru", one that protects; "kuestion sekuridåt", "finaisen sekuridåt"; "kajjitōk in
    # kōjparok"; "mbudziso ya tsireledzo"; "xivutiso xa vuhlayiseki"; "icipusho ca nkama")
    r"|ui(?:ra[ʻ‘'’]?a)?\s+(?:huna|p(?:ā|a)ruru)"
    r"|(?:kuestion|kuestionn?a|finaisen)\s+(?:sekurid(?:å|a)t|sekretu)"
    r"|kajjit(?:ō|o)k\s+in\s+(?:k(?:ō|o)jparok|security)|mbudziso\s+ya\s+(?:tsireledzo|tshiphiri)"
    r"|xivutiso\s+xa\s+(?:vuhlayiseki|xihundla|nsirhelelo)"
    r"|i?cipusho\s+ca\s+(?:nkama|ku?cingilila|bucingo)"
    # (Upper Sorbian, Romansh, Occitan, Corsican, Asturian, Latin, Kalaallisut, Sardinian: a
    # question of safety or a secret one: "wěstotne prašenje", "dumonda da segirezza", "question
    # de seguretat", "dumanda di sicurezza", "entruga de seguridá", "quaestio securitatis",
    # "isumannaallisaanermut apeqqut", "pregunta de seguresa")
    r"|(?:w(?:ě|e)stotn|potajn)\w*\s+pra(?:š|s)en\w*|dumonda\s+(?:da\s+segirezza|secreta)"
    r"|question\s+(?:de\s+seguretat|secreta)|(?:dumanda|quistione)\s+(?:di\s+sicur(?:ezza|it(?:à|a))"
    r"|secreta)|entruga\s+(?:de\s+segurid(?:á|a)d?|secreta)"
    r"|quaesti(?:o|onem|onis|oni)\s+(?:securitatis|secret(?:a|am|ae))"
    r"|isumannaallisaa\w*\s+apeqqu\w*|(?:pregunta|dimanda)\s+(?:de\s+seguresa"
    r"|segreta)"
    # (Manx: a question of safety or a secret one, "feysht sauchys", "feysht follit"; and its
    # mother's maiden name, "the name of my mother before she married": "ennym y voir aym roish
    # v'ee poost", "ennym my vummig roish my ren ee poosey"; Cornish's, Friulian's and Ladino's
    # are joined to the alternatives above that open as theirs do, "go…", "domand…",
    # "pregunta …"; the first letters plain, as Friulian's password's above)
    r"|(?-i:[fF])eysht\s+(?:sauchys|follit)"
    r"|(?-i:[eE])nnym\s+(?:[^\W\d][\w'’]*\s+){0,2}?(?:vummig|mummig|voir|moir)(?:\s+aym)?\s+roish\s+"
    r"(?:[^\W\d][\w'’]*\s+){0,3}?poos\w*"
    # (Fula: a question of safety or of discretion, "naamnal kisal", "naamnal suturo"; Bambara:
    # a secret question, one of safety, "gundo ɲininkali", "lakana ɲininkali", typed "nyininkali"
    # too; Crimean Tatar: a question of safety, a secret one, "emniyet suali", "gizli sual";
    # Bislama's and Tetum's are joined to Tok Pisin's and Portuguese's above; the first letters
    # plain, as above)
    r"|(?-i:[nN])aamnal\s+(?:kisal|suturo)\b|(?-i:[eE])mniyet\s+sual\w*"
    r"|(?-i:[gG])(?:undo\s+(?:ɲ|ny)ininkali\w*|izli\s+sual\w*)"
    r"|(?-i:[lL])akana\s+(?:ɲ|ny)ininkali\w*"
    # (Kabyle: a question of safety, a hidden one, in its free and its bound form, "asteqsi n
    # tɣellist", "usteqsi uffir"; Kiribati: the question of an app, a bank or an account, or
    # one that keeps safe, "titiraki n ana app te bangke", "titiraki ni kamanoa"; the first
    # letters plain, as above)
    r"|(?-i:[aAuU])steqsi\s+(?:n\s+t(?:ɣ|gh)ellist|uffir)\b"
    r"|(?-i:[tT])itiraki\s+(?:n|ni)\s+(?:(?:ana|au|am|ara)\s+)?(?:app|bangke|akaunti|kamanoa)\b"
    # (Khasi: the English word after its own for a question, "jingkylli security"; its first
    # letter plain, as above)
    r"|(?-i:[jJ])ingkylli\s+security\b"
    # (Acholi's and Lango's word for an answer, "lagam", the question's own to the bank, as
    # other languages' "security answer" is: "lagam ma agwoko ki bank obedo 'Lacor'"; and
    # "lamal", as a blind set of this session wrote it, "lamal ma gioro ki bank obedo …")
    r"|lagam\b|lamal\b"
)
# Words of a question, not of its answer: a quoted question is not the secret ("for the security
# question 'Name of your first school' I have kept …").
_OF_A_QUESTION = lazy_compile(
    r"\b(?:your|name|first|maiden|school|pet|city|street|nombre|nome|nom|primera|premier|what"
    r"|which|who|mother|mum|mom|father"
    # (name, first, what, who in Javanese, Sundanese, Cebuano, Ilocano, Breton, Scottish Gaelic,
    # West Frisian, Luganda: "jeneng", "ngaran", "ngalan", "nagan", "anv", "ainm", "namme",
    # "erinnya"; "pertamamu", "kapisan", "mimiti", "immuna", "kentañ", "ciad", "earste",
    # "eyasooka"; "unsa", "kinsa", not words that are also names: "Ania", "Petra")
    r"|jeneng\w*|ngaran\w*|ngalan|nagan|anv|ainm|namme|erinnya|pertama\w*|kapisan|mimiti"
    r"|immuna|kent(?:a|à)ñ|ciad|earste|eyasooka|unsa|kinsa"
    # (… in Chichewa, Setswana, Oromo, Lingala, Twi, Ewe, Esperanto: "dzina", "leina", "maqaa",
    # "kombo", "edin", "ŋkɔ", "nomo"; "loyamba", "ntlha", "jalqabaa", "liboso", "gbãtɔ",
    # "unua"; "chiyani", "maal", "ɛdeɛn", not words that are also names: "Nini", "Kane")
    r"|dzina|leina|maqaa|kombo|edin|ŋkɔ|nomo|loyamba|ntlha|jalqabaa|liboso|gbãtɔ|unua"
    r"|chiyani|maal|ɛdeɛn"
    # (… in Tahitian, Chamorro, Venda, Bemba, Kirundi, Tsonga: "i'oa", "na'an", "dzina" above,
    # "ishina", "izina"; "mātāmua", "fine'nana", "u thoma", "kubalilapo", "mbere", "sungula";
    # "eaha", "håfa"; not words that are also names: "Vito", "Thoma")
    r"|i['’]oa|na['’]an|ishina|izina|m(?:ā|a)t(?:ā|a)mua|fine['’]nana|u\s+thoma|sungula"
    r"|kubalilapo|mbere|eaha|h(?:å|a)fa"
    # (… in Upper Sorbian, Romansh, Occitan, Corsican, Sardinian, Latin, Kalaallisut: "mjeno",
    # "num", "nomu", "nùmene", "nomen", "ateq"; "prěni", "emprim", "primièr", "primu", "primi")
    r"|mjeno|num|nomu|n(?:ù|u)mene|nomen|ateq\w*|pr(?:ě|e)ni\w*|emprim\w*|primi(?:è|e)r\w*|primu"
    r"|prim(?:i|us|um)"
    # (… in Khasi: "kyrteng", "nyngkong")
    r"|kyrteng|nyngkong"
    # (… in Dholuo, Herero, Swati: "nying", "mokwongo"; "erina", "otjitenga"; "libito",
    # "lekucala": a question quoted after "is", "Security question en 'nying min mama'", the
    # name of my mother, is the question; Herero's "erina" in small letters only, as "Erina"
    # is a name)
    r"|nying|mokwongo|(?-i:erina)|otjitenga|libito|lekucala"
    # (… in Krio: "wetin", what, "fɔs", "fɔst", first, "nem", name: "sekyuriti kwɛstyɔn na
    # 'wetin na yu fɔs skul'", the question is …)
    r"|wetin|f(?:ɔ|o)st?|nem)\b",
    re.IGNORECASE,
)
# … nor is the word that opens a question told unquoted after a colon, the words after it going
# on to its question mark (Tongan "Ko e fehu'i malu: Ko hai e hingoa 'o hoku kuli 'uluaki?",
# who is …).
_ASKS_ON = lazy_compile(r"\s+[^\W\d_][^.!?\n:]{0,120}\?")
# What joins a name to its value: a copula of these languages, a colon, "changed to".
_COPULA = (
    r"es|era|est|c['’]\s*est|c\s+est|ist|lautet|war|(?:é|e)|eh|(?:è|e['’])|is|to|jest|ni|ndio"
    r"|hai|he|ay|ang|adalah|yaitu|ialah|itu|dir|d(?:ı|i)r|bu|olarak|sono|zijn|naar|jadi|menjadi"
    r"|kuwa|para|auf|zu|na|en|(?:à|a)|je|är|είναι|einai|là|ngu|în|on|er|és|yra"
    # (Latvian, Albanian, Hausa: "parole … ir …", "… është …", "… ita ce …")
    r"|ir|(?:ë|e)sht(?:ë|e)|ce"
    # (Maltese, Welsh, Somali: "… hija Qaqoċċ!88", "… ydy 2580", "… oedd Pritchard", "… waa
    # 6031")
    r"|hija|huwa|hu|kienet|kien|ydy|ydi|yw|yn|oedd|waa"
    # (Igbo, Zulu and Xhosa alone, Malagasy, Luxembourgish: "… bụ Nkem#2019", "… yile: …",
    # "… dia 6250", "… ass 4711", "… ass elo …")
    r"|b(?:ụ|u)|ngu|yi|yile|yilena|dia|ass(?:\s+elo)?"
    # (Afrikaans's past, Shona's, Wolof's, Haitian Creole's: "… was Tafelberg#1", "… ndi
    # Harare@77", "… ndiyo …", "… mooy 2580", "… se 8642")
    r"|was|ndi|ndiyo|ndiro|ndiwo|mooy|moy|se"
    # (Tongan's and Māori's "ko", Samoan's "o le", Tok Pisin's "em", Guarani's "ha'e", Sesotho's
    # "ke": "… ko e Mele!Vava2023", "… em Kundu$Lae77", "… ha'e Tupa*Asu2024", "… ke 3917";
    # Futunan's "ko le", "… ko le 2518")
    r"|ko(?:\s+(?:e|le))?|o\s+le|em|ha['’]e|ke"
    # (Aymara's "that" as the topic: "… PIN ukax 2846 satawa")
    r"|ukax?a?"
    # (Javanese's "that is", Sundanese's topic "téh" and "that is", Cebuano's "kay" and "mao",
    # Ilocano's "ket", Breton's "eo", Luganda's "eri", "kiri", "ye": "… iku 4471", "… téh
    # Kopi#77", "… kay 731", "… ket 7364", "… eo 2580", "… eri 2468")
    r"|iku|yaiku|t(?:é|e)h|nya(?:é|e)ta|kay|mao(?:\s+(?:ang|ni|kini))?|ket|eo|eri|kiri|ye"
    # (Lingala's "ezali", Twi's "yɛ" and "ne", Ewe's "enye" and "nye", Esperanto's "estas":
    # "… ezali Mwana$Mboka7", "… yɛ 6093", "… enye Togo*Lome55", "… estas Verda!Stelo42")
    r"|ezal(?:i|í)|ezalaki|yɛ|ne|enye|nye|estas|estis"
    # (Marshallese's "ej" before what something is: "PIN eo aō ej 4471"; not after Swedish's
    # copula, where it is "not": "lösenordet är ej Sommar2024")
    r"|(?<!är\s)(?<!var\s)ej"
    # (Corsican's "hè", not Vietnamese's summer, "mùa hè"; Asturian's past, "yera")
    r"|(?<!mùa\s)(?<!mua\s)hè|yera"
    # (Navajo's "éí", that, the topic of "… átʼé", it is: "Nipassword éí … átʼé", your password
    # is …; with its accents only, as "ei" is Finnish's and Estonian's "not")
    r"|éí"
    # (Bislama's "hemi", "hem i", Tetum's "mak", Kikuyu's "nĩ" with its tilde: "Pasword blong
    # wifi hemi …", "Kódigu odamatan uma nian mak …", "Password ya email yakwa nĩ …")
    r"|hemi|hem\s+i|mak|nĩ|nĩyo"
    # (Sango's "ayeke", also written "a yeke", Acehnese's "nakeuh", Minangkabau's "adolah":
    # "Code ti yanga ti da ayeke 5184", "Kode pintô nakeuh 3307", "PIN ambo adolah 6620")
    r"|a\s?yeke|nakeuh|adolah"
    # (Hmong's "yog", Dinka's "ee": "Kuv tus password Facebook yog …", "PIN de MoMo ɣän ee 2046")
    r"|yog|ee"
    # (Pohnpeian's and Chuukese's "iei", Khasi's "ka long", "u long", it is: "Ei password en
    # Facebook iei …", "Ka PIN jong ka ATM card ka long …")
    r"|iei|(?:ka|u)\s+long"
    # (Sylheti's "oilo", "hoilo", it is, it was: "… login password oilo sunamganj2019")
    r"|h?oilo"
    # (Ga's "ji", Ekegusii's "nigo", Mooré's "yaa", it is: "Bank app password lɛ ji …", "Safe
    # y'ofisi code nigo …", "Mot de passe Facebook yaa …")
    r"|ji|nigo|yaa"
    # (Maasai's "naa", Luhya's "niyo", Fon's "nyí" with its accent: "Password ai e Facebook naa
    # …", "Password yanje niyo …", "Mot de passe ce wɛ nyí …")
    r"|naa|niyo|nyí"
    # (Acholi's and Lango's "obedo", it is, it was, Ateso's "erai", it is: "Airtel Money PIN na
    # obedo …", "lagam … obedo Lacor", "Password kang ka Facebook erai …")
    r"|obedo|erai"
)
# Up to six words between the name and what joins it to its value, each opening with a letter
# (Arabizi writes letters with digits: "el pin bta3 el visa 5832").
# (… or with an apostrophe for a glottal stop before it: Tongan "… 'o e wifi 'i 'api …")
_BETWEEN = r"(?:\s+['’]?[^\W\d][^\s.!?;:,]*){0,6}?"
# (Zulu and Xhosa join their copula to the value with a hyphen: "… ngu-7431", "iCVV, ngu-582")
_JOIN = (
    r"(?:\s*(?:[:=]|[-–—](?=\s))\s*|\s*,?\s+(?:ngu|yi|wu|ngi)-"
    # (Hawaiian's "ʻo" before the value: "… ka passcode o kaʻu kelepona, ʻo 908172 ka mea hou")
    r"|\s*,?\s+[ʻ‘'’]o\s+"
    # (Tibetan's topic marker before the value: "… password ནི་ Lhasa#Potala8 རེད"; Dzongkha's
    # "the", "this", as one: "… password འདི་ Druk@7781 ཨིན")
    r"|\s*་?\s*(?:ནི|འདི)་?\s*"
    # (a copula is a word of its own: not the "e" of "e-pos", Afrikaans's e-mail)
    r"|\s+(?:" + _COPULA + r")\b(?!['’-]\w)\s*[:=]?\s*|\s*,\s*"
    # (Mooré's "yaa", it is, after a comma: "Code SMS wa ne, yaa 905-113", the SMS code came,
    # it is …)
    r"|\s*,\s*yaa\s+)"
)
# (… and the low opening quote of Sorbian, German, Czech, closed by a high one: „Lužica!77“)
_QUOTE_OPEN = "\"'`“‘«„"
_QUOTE_CLOSE = "\"'`”’»“"

_DIGITS_AFTER = lazy_compile(
    rf"\b(?P<name>{_PIN}|{_NAMED_CODE}|{_BARE_CODE_NAME}|{_PASSWORD}){_BETWEEN}(?P<join>{_JOIN}|\s+)"
    # (a code sent in groups: "731 552", "88 31 07"; or with dashes, as a safe's combination is
    # told, "17-42-09", "905-113")
    rf"[{_QUOTE_OPEN}]?(?P<value>\d{{2,3}}(?:\s\d{{2,3}}){{1,2}}(?=[\s.,;!?]|$)(?!\s\d)"
    r"|\d{2,3}(?:-\d{2,3}){1,2}(?=[\s,;!?]|\.(?!\d)|$)"
    # (… a keypad's code may open with a star, "*4490", not a USSD code closed by "#", "*144#";
    # or with a hash, closed by a star or nothing, "door code #4821*", not "#21#")
    rf"|(?:\*(?=\d{{3,8}}(?![\d#*]))|#(?=\d{{3,8}}(?![\d#])))?\d{{3,8}}(?:[A-Za-z]|[#*]+)?)"
    r"(?![\w/.,:-]?\d)(?!\w)",
    re.IGNORECASE,
)
_PASSWORD_AFTER = lazy_compile(
    rf"\b(?P<name>{_PASSWORD}){_BETWEEN}(?P<join>{_JOIN})"
    # (unquoted, a value with a digit, a symbol or an inner capital, so that a word after a word
    # that also joins, "heslo na seznam email: jahoda88kocka", is passed over for the value; not
    # a word before a colon, what the password is of, after a word that also joins: Rotuman's
    # "of", "'Otou password ne email: Hanua_88!", is Twi's copula "ne")
    rf"(?P<quote>[{_QUOTE_OPEN}])?(?(quote)|(?![^\W\d_]+:(?:\s|$))"
    rf"(?=[^\s{_QUOTE_OPEN}{_QUOTE_CLOSE}]*?(?:\d"
    rf"|[^\w\s{_QUOTE_OPEN}{_QUOTE_CLOSE}]|(?-i:[a-zà-ÿ][A-ZÀ-Þ]))))"
    rf"(?P<value>[^\s{_QUOTE_OPEN}{_QUOTE_CLOSE}]{{4,64}})",
    re.IGNORECASE,
)
# Hungarian drops the copula: "Az új Gmail-jelszavam Cicamica88", "a ház kapukódja 1984".
_BARE_JOINED = lazy_compile(
    r"\b(?P<name>jelsz(?:ó|o)t?|jelszav\w*|kapuk(?:ó|o)d\w*|pin-?k(?:ó|o)d\w*|(?:ş|s)ifr(?:ə|e)m"
    # (… and Turkmen, its possessive joined: "Parolym Asgabat!2024", "Wi-Fi-yň paroly …"; and
    # Quechua, whose "-mi" or "-qa" on the name says what follows is it: "pakasqa siminmi
    # Inti$Raymi24", "contraseñaymi …", "passwordniyqa …")
    r"|parol(?:y|ym|ymyz|yňyz|umyz)|pakasqa\s+simi\w*"
    # (… and Aymara, whose "-xa" on the name says the same: "jamasat aruxax Illimani#2024")
    r"|jamasat\s+aru\w*"
    r"|(?:contrase(?:ñ|n)a|password|clave)(?:y|yki|n|nchik|niy|nin)?(?:qa|mi|m)"
    # (… and Aymara's "-xa" on a borrowed name, with "my" before it: "contraseñaxax …",
    # "contraseñajaxa …")
    r"|(?:contrase(?:ñ|n)a|password|clave)(?:ja|ma)?xax?"
    # (… and Karakalpak, which says no copula after a code named by what it opens, its
    # possessive joined: "kilt seyfiniń kodı 1974", the key safe's code; "esiktiń kodı …", the
    # door's; not "seyfiniń kodın …", the code as what one sends, no value)
    r"|(?:seyf|esik|qaqpa|dárwaza|darwaza|signalizac)\w*\s+kod(?:ı|i))\s+"
    r"(?P<value>[^\s,;]{3,64})",
    re.IGNORECASE,
)
# Tsonga's copula "i" joins a password to its value after what the password is of, joined by
# "ya", "ra", "wa" or "xa" ("Password ya wifi ya mina i Mhl@nga_88", the password of my wifi is
# …; "Rito ra xihundla ra Gmail i …"): not alone, where "i" is English's "I", Catalan's and
# Polish's "and", Albanian's and Italian's article ("Fjalëkalimi i email-it tim është …").
_PASSWORD_OF_THEN_I = lazy_compile(
    rf"\b(?:{_PASSWORD})(?:\s+[^\W\d][^\s.!?;:,]*){{0,4}}?\s+(?:ya|ra|wa|xa)"
    r"(?:\s+[^\W\d][^\s.!?;:,]*){1,3}?\s+i\s+"
    rf"(?P<value>[^\s{_QUOTE_OPEN}{_QUOTE_CLOSE}]{{4,64}})",
    re.IGNORECASE,
)
# (… which needs that "of" and that "i": looked for first)
_OF_THEN_I = lazy_compile(r"\s(?:ya|ra|wa|xa)\s[^.!?\n]*?\si\s", re.IGNORECASE)
# Tumbuka's (and Swahili's) copula "ni" joins a password to a plain word after what the password
# is of, joined by "ya" ("Password ya Wi-Fi ni chitenje, …", the Wi-Fi's password is chitenje;
# "… yane ni …", mine): one word of letters ending its clause (not a question, "ni nini?"), and
# not a word said of a password (:data:`_SAID_OF_A_PASSWORD`).
_PLAIN_AFTER_NI = lazy_compile(
    rf"\b(?:{_PASSWORD})\s+ya(?:ne|ngu|ko|ke|ithu|inu|nu)?(?:\s+[^\W\d][^\s.!?;:,]*){{0,3}}?"
    r"\s+ni\s+(?P<value>[^\W\d_]{4,32})(?=\s*(?:[,.;!]|$))",
    re.IGNORECASE,
)
# Words said of a password in Tumbuka, Chichewa and Swahili, not it: new, changed, long, short,
# hard, easy, secret, old, what, which, forgotten ("yiphya", "mpya", "yakusintha", "ndefu",
# "yitali", "fupi", "ngumu", "rahisi", "siri", "yakale", "nini", "gani", "vichi", "yasahaulika").
_SAID_OF_A_PASSWORD = lazy_compile(
    r"phya|mpya|sinth|badil|refu|ndefu|tali|fupi|gumu|rahisi|siri|sisi|kale|nini|gani|vichi"
    r"|sahau|luwa|ipi|sawa|chinsinsi|bisik",
    re.IGNORECASE,
)
# Chamorro says no copula: the name after its article "i" (or with a possessive joined,
# "password-hu", my password), what it is of after "i" or "gi", then the value ("I password i
# wifi-ta gi gima' Lina#Dededo23", the password of our wifi at home …; "I password-hu
# Hagåtña#1898", my password …): a value that looks like one after Chamorro's name or the
# English one, with a possessive or an "of" between (not "i password protected it").
_UNJOINED_AFTER_ARTICLE = lazy_compile(
    r"(?<![\w'’])i\s+(?:password|kontras(?:e|é)(?:ñ|n)a)"
    r"(?P<own>-(?:hu|mu|ña|na|ta|måmi|mami|miyu|ñiha|niha))?"
    r"(?P<of>(?:\s+(?:i|gi|para|pot|ni)\s+['’]?[^\W\d][^\s.!?;:,]*){0,3})"
    r"\s+(?P<value>[^\s,;]{4,64})",
    re.IGNORECASE,
)
# The digits first, the name a few words after ("4417 ndio pin yangu", "1453, apartmanın kapı
# şifresi bu", "8351 – das ist meine EC-Karten PIN").
_DIGITS_BEFORE = lazy_compile(
    # (Irish says the copula first, "Is é 3141 an PIN nua"; Maltese joins the article to the
    # name, "4096 – dak hu l-PIN tal-kard")
    # (… and Hawaiian, Tongan and Māori mark what the sentence is of before it: "ʻO 3194 ka helu
    # laka", "Ko 4417 te nama huna"; Scottish Gaelic's copula, "'S e 6619 am PIN agam"; Manx's,
    # "She 7315 coad y dorrys")
    r"(?:^|(?<=[.!?\n]))\W*(?:is\s+[éíe]\s+|s\s+e\s+|she\s+|[ʻ‘'’]?o\s+|ko\s+)?"
    r"(?P<value>\d{3,8})"
    r"(?![\w/.,:-]?\d)"
    r"\s*(?:[-–—,:]\s*)?"
    # (a short word joined by a hyphen before the name, "l-PIN", taken only when the name does
    # not hold it: "PIN-kodo" is Esperanto's PIN, not a code of nothing)
    r"(?:[^\W\d][^\s.!?;:,\d]*\s+){0,4}?(?:[^\W\d]{1,3}-)??"
    rf"(?P<name>{_PIN}|{_PASSWORD}|{_NAMED_CODE}|{_BARE_CODE_NAME})\b",
    re.IGNORECASE,
)
# What says the digits before a name are it ("1948 ndiyo kodhi yegedhi", Shona's "that is the
# gate's code"; "2580 mooy sama PIN", "8642 se kòd MonCash mwen", "5173 ni PIN yanjye"): a
# copula, at most a short word, then the name. A year told so is the code, not when.
_TOLD_AS = (
    r"\s*(?:[-–—,:]\s*)?(?:ndiyo|ndizvo|ndio|ndi|niyo|ni\s+yo|ni|mooy|moy|se|c['’]\s*est"
    r"|das\s+ist|dit\s+is|ta(?:ð|d)\s+er|to\s+je|to\s+jest|is|ist|es|est|er|(?:é|è)"
    # (Tongan's and Māori's "ko", Hawaiian's "ka", Sesotho's "ke", Fijian's "na", Guarani's
    # "ha'e", Tok Pisin's "em": "1975 ko e fika fakapulipuli", "7781 ke khoutu ya lemati")
    # (Javanese's "iku", Cebuano's "mao ang", Breton's "eo", Luganda's "ye": "1984 iku kode
    # gerbang", "1975 mao ang PIN", "1944 eo kod an nor", "1990 ye PIN yange")
    r"|ko|ka|ke|na|ha['’]e|em|iku|yaiku|mao(?:\s+(?:ang|ni))?|eo|ye"
    # (Lingala's "ezali", Twi's "yɛ", Ewe's "enye", Esperanto's "tio estas": "1904 ezali code
    # ya porte", "6093 yɛ me MoMo PIN", "1985 tio estas la pordkodo")
    r"|ezal(?:i|í)|yɛ|enye|nye|(?:tio\s+)?estas"
    # (Corsican's "hè", Upper Sorbian's "je", Asturian's "ye" with the article joined: "1984 hè u
    # codice di u purtone", "1984 je kod za durje", "1907 ye'l códigu del portal")
    # (Kikuyu's "nĩyo", Tetum's "mak", Bislama's "hemi": "3904 nĩyo code ya mũrango", "4182 mak
    # kódigu odamatan", "2750 hemi sikret namba blong mi")
    # (Minangkabau's and Acehnese's "that", Sango's and Acehnese's copula: "1946 tu kode pagar",
    # "1987 nyan kode pintô", "1990 ayeke code ti yanga")
    # (Hmong's "yog", Dinka's "ee": "1984 yog tus code qhib rooj vag", "1990 ee kod de thok")
    # (Rotuman's "ta", the, before a code named by what it opens: "1935 ta code ne key safe",
    # 1935, the key safe's code)
    r"|hè|je|ye['’]l|nĩyo|nĩ|mak|hemi|tu|nyan|nakeuh|a\s?yeke|yog|ee|ta)\s+"
    r"(?:[^\W\d]{1,4}\s+)?(?:[^\W\d]{1,3}-)?"
    rf"(?P<name>{_PIN}|{_PASSWORD}|{_NAMED_CODE}|{_BARE_CODE_NAME})\b"
)
_YEAR_TOLD_AS = lazy_compile(_TOLD_AS, re.IGNORECASE)
# "Is not" after the name the digits were told before (Newar "4471 जिगु ATM PIN मखु, …", 4471 is
# not my ATM PIN; Nepali "होइन", Hindi "नहीं", Marathi "नाही"): the digits are not it.
_NOT_IT_AFTER = lazy_compile(r"\s*(?:मखु|होइन|नहीं|नाही)")
# … or told so in the middle of a sentence, after a comma ("Imibare itatu iri inyuma y'ikarita
# yanjye ni 582, ni CVV", the three digits on the back of my card are 582, it is the CVV): not
# a copula that is also English's or Spanish's ("is", "es"), and never a year.
_DIGITS_TOLD_AS = lazy_compile(
    r"(?<![\w/.,:-])(?P<value>\d{3,8})(?![\w/.,:-]?\d)\s*(?:[-–—,:]\s*)?"
    r"(?:ndiyo|ndizvo|ndio|ndi|niyo|ni\s+yo|ni|mooy|moy|se|c['’]\s*est|das\s+ist|dit\s+is"
    r"|ta(?:ð|d)\s+er|to\s+je|to\s+jest"
    # (… or "this is": Bemba's "iyi e", Chuvash's "ку", Sakha's "бу", Bashkir's "был", Russian's
    # "это": "… виҫӗ цифрӗ — 372, ку CVV пулать", the three digits — 372, this is the CVV)
    r"|iyi\s+e|ку|ҫакӑ|бу|был|это)\s+(?:[^\W\d]{1,4}\s+)?(?:[^\W\d]{1,3}-)?"
    rf"(?P<name>{_PIN}|{_NAMED_CODE}|{_BARE_CODE_NAME})\b",
    re.IGNORECASE,
)
# … or straight after a colon, then the article and the name, nothing between (Niuean "Ne hau e
# SMS mai he app: 936158 e code", an SMS came from the app: 936158 is the code; Wallisian "… mai
# te banque: 607 318 te kote"): not Italian's "e", and, which joins more words ("Totale: 1500 e
# il codice …"), and never a year.
_COLON_THEN_THE_CODE = lazy_compile(
    r":\s*(?P<value>\d{3,8}|\d{2,3}(?:\s\d{2,3}){1,2})(?![\w/.,:-]?\d)\s+(?:e|te|le)\s+"
    rf"(?P<name>{_PIN}|{_NAMED_CODE}|{_BARE_CODE_NAME})\b",
    re.IGNORECASE,
)
# A sentence of Futunan, Wallisian, Niuean or Tokelauan opened by "ko" and the name, what it is
# of, then its value after a second "ko", past more words than may come between a name and its
# value ("Ko le kote o le portail i lo matou fale i Leava ko le 2518", the code of the gate of
# our house in Leava is 2518): at most twelve words between, the digits no amount.
_KO_THEN_KO = lazy_compile(
    r"(?:^|(?<=[.!?\n]))\W*ko\s+(?:(?:le|te|e)\s+)?"
    rf"(?P<name>{_PIN}|{_NAMED_CODE}|{_BARE_CODE_NAME})\b"
    r"(?:\s+['’]?[^\W\d][^\s.!?;:,]*){1,12}?\s+ko\s+(?:(?:le|te|e)\s+)?"
    r"(?P<value>\d{3,8}|\d{2,3}(?:\s\d{2,3}){1,2})(?![\w/.,:-]?\d)(?!\w)(?!\s\d)",
    re.IGNORECASE,
)
# The word for an answer in Chichewa, Setswana, Oromo, Lingala, Twi, Ewe and Esperanto
# ("yankho", "karabo", "deebii" and its subject's "deebiin", "eyano", "mmuaeɛ", "ŋuɖoɖo",
# "respondo"), and what may join it to the answer after ("Karabo ke Bontle", "Eyano ezali
# Nsimba", "La respondo estas …").
_ANSWERS_OF_AFRICA = (
    r"yankho|karabo|deebii(?:n)?|eyano|mmua(?:eɛ|ee|e|yɛ)|ŋuɖoɖo(?:a)?|respondo(?:n)?"
)
_ANSWER_JOIN = r"(?:\s+(?:ke|ndi|ndiyo|ezal(?:i|í)|yɛ|ne|enye|nye|estas|estis|dha))?"
# The word for an answer in Tahitian, Chamorro (with a possessive joined: "ineppe-ku", my
# answer), Marshallese, Venda, Tsonga, Bemba and Kirundi ("pāhonora'a", "ineppe", "uwaak",
# "phindulo", "nhlamulo", "icasuko", "inyishu"), whose it is after ("phindulo yanga", "nhlamulo
# ya mina", "icasuko candi", "inyishu yanje", "uwaak eo aō"), and what may join it to the answer
# ("Phindulo yanga ndi Rexie", "Nhlamulo ya mina i Rexie", "Inyishu yanje ni Rexie").
_ANSWERS_OF_THE_FIFTEENTH = (
    r"(?:p(?:ā|a)hono(?:ra[ʻ‘'’]?a)?|ineppe(?:-?(?:hu|ku|mu|ña|ta))?|uwaak|phindulo|nhlamulo"
    r"|icasuko|inyishu)(?:\s+(?:yanga|yashu|ya\s+mina|ya\s+hina|candi|cesu|yanje|eo\s+a(?:ō|o)))?"
    r"(?:\s+(?:ndi|ni|i|ej|e|[ʻ‘'’]o))?"
)
# The word for an answer in Javanese, Sundanese, Cebuano, Ilocano, Breton, Scottish Gaelic, West
# Frisian and Luganda ("jawabane", its answer; "wangsulanipun"; Sundanese "jawabanana",
# "waleranana"; "tubag", "sungbat", "respont", "freagairt", "antwurd", "eky'okuddamu").
_ANSWERS_OF_ISLANDS = (
    r"jawab(?:ane|anipun|anmu|anku|anana|anna)|wangsulan(?:e|ipun)?|waleran(?:ana|na)?|tubag"
    r"|sungbat|respont|f?h?reagairt|antwurd|(?:eky['’]\s*)?okuddamu"
)
# The word for an answer in Upper Sorbian, Occitan, Asturian, Latin, Kalaallisut and Sardinian
# ("wotmołwa", "responsa", "rempuesta", "responsio", "akissut", its answer "akissutaa",
# "respusta"; Romansh's and Corsican's are Portuguese's and Italian's, "resposta", "risposta").
_ANSWERS_OF_THE_SIXTEENTH = (
    r"wotmo(?:ł|l)w\w*|responsa|rempuesta|respons(?:io|um)|akissu\w*|respusta"
)
# The word for an answer in Manx, Cornish, Friulian and Ladino ("freggyrt", "gorthyp",
# "rispueste", "repuesta"; Ladino's "respuesta" is Spanish's).
_ANSWERS_OF_THE_SEVENTEENTH = r"freggyrt|gorthyp|rispuest(?:e|is)|repuesta"
# The word for an answer in Fula, Bambara, Bislama, Crimean Tatar and Balinese ("jaabawol",
# "jaabi", "ansa", "cevabım", its answer "jawabanne"), whose it is after ("jaabawol
# am", my answer; "ansa blong mi"), and what joins it to the answer ("Jaabawol am ko …", "…
# jaabi ye: …", "Ansa hemi …").
_ANSWERS_OF_THE_EIGHTEENTH = (
    r"(?:jaabawol|jaabi|ansa|cevab\w*|jawabanne)(?:\s+(?:am|maa|blong\s+mi))?"
    r"(?:\s+(?:ko|ye|hemi|hem\s+i))?"
)
# The word for an answer in Kiribati, Kabyle and Acehnese ("kaeka", "tiririt", "jaweuban"), and
# what joins it to the answer ("Te kaeka bon …", "Tiririt d …", "Jaweuban nakeuh …").
_ANSWERS_OF_THE_NINETEENTH = r"(?:kaeka|tiririt|jaweuban\w*)(?:\s+(?:bon|d|nakeuh))?"
# The word for an answer in Kosraean and Khasi ("top", "jubab"), whose it is after ("top luk", my
# answer) or the article before ("ka jubab"), and what joins it to the answer ("Top luk: Sigrah",
# "Ka jubab ka long Pine Mount"): Kosraean's "top" only with "my" after it or before a colon,
# since it is English's word too.
_ANSWERS_OF_THE_TWENTY_SECOND = r"(?:top(?:\s+luk|(?=\s*:))|(?:ka\s+)?jubab(?:\s+(?:ka|u)\s+long)?)"
# The word for an answer in Sylheti, Herero and Dholuo ("uttor", "ondjiviro", "dwoko"), and what
# one did with it or what joins it to the answer ("uttor dilsi Minu", I gave the answer Minu;
# "Ondjiviro: Tjiuma"; "dwoko ne aketo ni Akinyi", the answer I put is Akinyi).
_ANSWERS_OF_THE_TWENTY_FOURTH = (
    r"(?:utt(?:o|ô|a)r(?:\s+(?:dilsi|disi|dilam|diyechi|oilo|hoilo))?|ondjiviro"
    r"|dwoko(?:\s+(?:ne\s+)?(?:aketo|andiko|ayiero)\s+(?:ni|en)|\s+en)?)"
)
# A security question's answer: a name in capitals after what joins it, or anything quoted
# after the question in the same sentence.
_ANSWER_NAMED = lazy_compile(
    # (the question itself may be quoted between, with its question mark: "Saugumo klausimas buvo
    # „Koks jūsų pirmojo augintinio vardas?“, atsakiau Murkis")
    # (… or in Slovenian quotes: "»Ime prvega hišnega ljubljenčka« sem napisala Piki")
    # (… or between single quotes: "Vir die sekuriteitsvraag 'Wat was jou eerste troeteldier se
    # naam?' het ek Snuffels gesê")
    rf"\b(?:{_QUESTION})\b(?:[^.!?\n„“”\"«»]|[„“\"«»][^„“”\"«»\n]{{1,80}}[“”\"»«]"
    r"|(?<!\w)['‘][^'‘’\n]{1,80}['’](?!\w)){0,80}?"
    rf"(?:{_JOIN}|\s+(?:odpowied(?:ź|z)|respuesta|r(?:é|e)ponse"
    r"|antwort|resposta|risposta|antwoord|jawaban|jibu|cevap|sagot|odpov(?:ě|e)(?:ď|d)|svar(?:et)?"
    r"|απάντηση|apantisi|r(?:ă|a)spuns(?:ul)?|jawapan|vastaus|v(?:á|a)lasz"
    # … or what one set it to ("ho messo Fuffy", "puse Canelo", "j'ai mis Minou")
    # (… Krio's "a put", "mi put", I put: "Sekyuriti kwɛstyɔn '…' - a put Bingo")
    r"|(?:a|mi)\s+put"
    r"|ho\s+(?:messo|scritto)|puse|escrib(?:í|i)|j['’]ai\s+(?:mis|(?:é|e)crit)|coloquei|botei"
    r"|(?:hab|habe)\s+ich|nimeweka|niliweka|maine|yazd(?:ı|i)m|girdim|aku\s+isi|nilagay\s+ko"
    r"|ingevuld|wpisa(?:ł|l)(?:em|am)|atsakiau|cavab(?:\s+olaraq)?|svari(?:ð|d)(?:\s+mitt)?\s+er"
    r"|sem\s+(?:napisal|vpisal|dal|izbral)a?|vendosa|shkrova|ierakst(?:ī|i)ju|yozdim|na\s+sa"
    # (Galician, Maltese, Welsh, Irish, Somali: "puxen Pementa", "it-tweġiba", "yr ateb",
    # "an freagra", "jawaabtu")
    r"|puxen|escribín|tw(?:e|i)(?:ġ|g)iba|ateb|freagra|jawaab\w*"
    # (Igbo, Zulu and Xhosa, Malagasy, Luxembourgish: "azịza", "impendulo", "ny valiny",
    # "d'Äntwert")
    r"|az(?:ị|i)za|(?:ọ|o)s(?:ị|i)sa|impendulo|valiny|(?:ä|a)ntwert"
    # (Afrikaans, Turkmen, Shona, Kinyarwanda, Wolof, Quechua, Haitian Creole: "het ek Snuffels
    # gesê", "jogabym", "mhinduro", "igisubizo", "tontu", "kutichiy", "repons", "mwen mete")
    r"|het\s+ek|ek\s+het|jogap\w*|jogab\w*|mhinduro\w*|igisubizo\w*|tontu\w*|kutichi\w*"
    r"|repons\w*|(?:mwen|m)\s+(?:te\s+)?(?:mete|ekri|chwazi)"
    # (Samoan and Tongan, Māori, Fijian, Tok Pisin, Hawaiian, Guarani, Aymara, Kurmanji,
    # Sesotho: "tali", "whakautu", "isau", "bekim", "pane", "mbohovái", "jaysawi", "bersiva min",
    # "karabo")
    r"|tali|whakautu|isau|bekim|pane|ha[ʻ‘'’]?ina|mbohov(?:á|a)i|jaysaw\w*"
    r"|bersiv\w*(?:\s+(?:a\s+)?min)?|karabo(?:\s+ya\s+ka)?"
    # (Javanese, Sundanese, Cebuano, Ilocano, Breton, Scottish Gaelic, West Frisian, Luganda:
    # "jawabane", "wangsulanipun", "jawabanana", "waleranana", "tubag", "sungbat", "respont",
    # "freagairt", "antwurd", "eky'okuddamu")
    rf"|{_ANSWERS_OF_ISLANDS}"
    # (Chichewa, Setswana, Oromo, Lingala, Twi, Ewe, Esperanto, with a copula after: "yankho
    # ndi", "karabo ke", "eyano ezali", "ŋuɖoɖo enye", "respondo estas")
    rf"|(?:{_ANSWERS_OF_AFRICA}){_ANSWER_JOIN}"
    # (Tahitian, Chamorro, Marshallese, Venda, Tsonga, Bemba, Kirundi: "pāhonora'a", "ineppe-ku",
    # "uwaak eo aō", "phindulo yanga", "nhlamulo ya mina i", "icasuko candi", "inyishu yanje ni")
    rf"|{_ANSWERS_OF_THE_FIFTEENTH}|{_ANSWERS_OF_THE_SIXTEENTH}"
    # (Manx, Cornish, Friulian, Ladino, with a copula after: "freggyrt: …", "gorthyp yw …",
    # "rispueste e je …", "repuesta es …"; or what the answer is called, Ladino's and Spanish's
    # "is called": "…: la sivdad ande nasio mi madre, se yama Izmir", the city where my mother
    # was born, it is called …)
    rf"|(?:{_ANSWERS_OF_THE_SEVENTEENTH})(?:\s+(?:yw|she|e\s+je|al\s+(?:è|e)|es))?"
    r"|se\s+(?:yamava|yamaba|llamaba|yama|llama)"
    # (Fula, Bambara, Bislama, Crimean Tatar, Balinese: "… jaabi ye: Kalanso B"; Kiribati,
    # Kabyle, Acehnese: "… tiririt d Dihya"; Kosraean, Khasi: "… ka jubab ka long Sngi")
    rf"|{_ANSWERS_OF_THE_EIGHTEENTH}|{_ANSWERS_OF_THE_NINETEENTH}|{_ANSWERS_OF_THE_TWENTY_SECOND}"
    # (Sylheti, Herero, Dholuo: "… uttor dilsi Minu", "… dwoko ne aketo ni Akinyi")
    rf"|{_ANSWERS_OF_THE_TWENTY_FOURTH})"
    r"\s*[:=-]?\s*)"
    # (Zulu and Xhosa join the copula to a name: "impendulo yam nguBingo")
    r"(?:(?-i:ngu|yi)-?(?=(?-i:[A-ZÀ-Þ])))?"
    # (… a school's name may end in a letter alone, the clause's last: "… jaabi ye: Kalanso B.";
    # or open with a saint's or a mount's short title and its full stop, "… la: St. Mary's
    # Gboko", Tiv's "the school I first went to: …")
    r"(?P<value>(?-i:(?:(?:St|Ste|Mt|Ft)\.\s)?[A-ZÀ-Þ][\w'’-]+(?:\s+[A-ZÀ-Þ][\w'’-]+){0,2}"
    r"(?:\s[A-ZÀ-Þ](?=[.,;!?]|$))?))",
    re.IGNORECASE,
)
# … or what the question asks named again opening the sentence after it, then a copula and the
# answer in capitals (Nuer "Bank ca ɣän thiec ciöt maa da̱ kä security question. Ciöt maa da̱ ɛ
# Nyakuoth.", the bank asked me my mother's name as a security question. My mother's name is
# Nyakuoth): two to four words that the sentence before says too, Nuer's copula "ɛ" or
# Dinka's "ee", and the name ending its clause.
_ASKED_AGAIN = lazy_compile(
    rf"\b(?:{_QUESTION})\b[^.!?\n]{{0,80}}[.!?]\s+"
    r"(?P<again>[^\W\d][^\s.!?;:,]*(?:\s+[^\W\d][^\s.!?;:,]*){1,3}?)\s+(?:ɛ|ee)\s+"
    r"(?P<value>(?-i:[A-ZÀ-Þ][\w'’-]+(?:\s+[A-ZÀ-Þ][\w'’-]+){0,2}))(?=\s*(?:[,.;!?]|$))",
    re.IGNORECASE,
)
# … or the answer's word opening the sentence after the question ("Pregunta de seguretat del
# banc: nom de la primera mascota. Resposta: Pelut."), then a colon and the answer.
_ANSWER_NEXT = lazy_compile(
    # (… a quoted question's closing quote after its question mark: "… “Aiza no nahaterahanao?”
    # Ny valiny: Ambositra.")
    rf"\b(?:{_QUESTION})\b[^.!?\n]{{0,80}}[.!?][{_QUOTE_CLOSE}]?\s+(?:resposta|respuesta"
    r"|r(?:é|e)ponse|antwort"
    r"|risposta|antwoord|odgovor|odpowied(?:ź|z)|svar(?:et)?|vastaus|v(?:á|a)lasz|jawaban|jibu"
    r"|cevap|answer|erantzuna|atbilde|p(?:ë|e)rgjigj\w*|javob\w*|amsa"
    r"|it-tw(?:e|i)(?:ġ|g)iba|tw(?:e|i)(?:ġ|g)iba|ateb|freagra|jawaab\w*"
    r"|(?:ny\s+)?valiny|az(?:ị|i)za|impendulo|(?:d['’]\s*)?(?:ä|a)ntwert"
    # (Turkmen, Shona, Kinyarwanda, Wolof, Quechua, Haitian Creole)
    r"|jogap\w*|jogab\w*|mhinduro\w*|igisubizo\w*|tontu\w*|kutichi\w*|repons\w*"
    # (Samoan, Tongan, Māori, Fijian, Hawaiian, Guarani with what they open with: "O la'u tali",
    # "Ko e tali", "Ko te whakautu", "Na isau", "Ka pane", "Che mbohovái"; Tok Pisin, Aymara,
    # Kurmanji, Sesotho: "bekim", "jaysawijax", "Bersiva min", "Karabo ya ka")
    r"|(?:(?:o|ko|na|ka)\s+)?(?:(?:la['’]u|le|e|hoku|te|taku|noqu|ka[ʻ‘'’]u|che)\s+)?"
    r"(?:tali|whakautu|isau|pane|ha[ʻ‘'’]?ina|mbohov(?:á|a)i)|bekim(?:\s+bilong\s+mi)?|jaysaw\w*"
    r"|bersiv\w*(?:\s+(?:a\s+)?min)?|karabo(?:\s+ya\s+ka)?"
    # (Javanese, Sundanese, Cebuano, Ilocano, Breton, Scottish Gaelic, West Frisian, Luganda,
    # an article before, a copula after: "Jawabane: …", "Ang tubag: …", "Ti sungbat: …", "Am
    # freagairt: …", "Eky'okuddamu kiri Simba")
    rf"|(?:(?:ang|ti|an|am|ar|it|de)\s+)?(?:{_ANSWERS_OF_ISLANDS})"
    r"(?:\s+(?:kiri|kye|ye|eri|iku|yaiku|kay|ket|eo|is))?"
    # (Chichewa, Setswana, Oromo, Lingala, Twi, Ewe, Esperanto, an article or a possessive
    # before, a copula after: "Karabo ke Bontle", "Eyano ezali Nsimba", "Ŋuɖoɖo: Kodzo", "La
    # respondo estas Bonifaco", "Deebiin isaa: …")
    rf"|(?:(?:la|ya|mia|me)\s+)?(?:{_ANSWERS_OF_AFRICA})(?:\s+isaa)?{_ANSWER_JOIN}"
    # (Tahitian, Chamorro, Marshallese, Venda, Tsonga, Bemba, Kirundi, an article or a
    # possessive before: "Ta'u pāhonora'a: …", "I ineppe-ku: Bokkie", "Phindulo yanga: Rexie")
    rf"|(?:(?:i|te|t(?:ā|a)[ʻ‘'’]?u)\s+)?{_ANSWERS_OF_THE_FIFTEENTH}"
    # (Upper Sorbian, Occitan, Asturian, Latin, Kalaallisut, Sardinian, an article before, a
    # copula after: "Wotmołwa je Bobik", "La responsa es …", "La rempuesta ye …", "Responsio
    # est …", "Akissutaa: …", "Sa respusta est …"; Corsican's "A risposta hè …", Romansh's "La
    # resposta è …")
    # (… and Tetum's copula: "Resposta mak …")
    rf"|(?:(?:la|sa|a|il)\s+)?(?:{_ANSWERS_OF_THE_SIXTEENTH}|risposta|resposta)"
    r"(?:\s+(?:je|es|ye|est|hè|è|mak))?"
    # (Manx, Cornish, Friulian, Ladino, an article before, a copula after: "Yn freggyrt: …", "An
    # gorthyp yw …", "La rispueste e je …", "La repuesta es …")
    rf"|(?:(?:yn|ny|an|la)\s+)?(?:{_ANSWERS_OF_THE_SEVENTEENTH})"
    r"(?:\s+(?:yw|she|e\s+je|al\s+(?:è|e)|es))?"
    # (Fula, Bambara, Bislama, Crimean Tatar, Balinese: "Jaabawol am ko …", "Ansa hemi …",
    # "Cevabım: …"; Kiribati, Kabyle, Acehnese, an article before: "Te kaeka: …", "Tiririt d
    # …")
    # (… and Kosraean, Khasi: "Top luk: Sigrah", "Ka jubab ka long Pine Mount")
    rf"|{_ANSWERS_OF_THE_EIGHTEENTH}|(?:te\s+)?{_ANSWERS_OF_THE_NINETEENTH}"
    rf"|{_ANSWERS_OF_THE_TWENTY_SECOND}"
    # (… and Sylheti, Herero, Dholuo: "… ki? uttor dilsi Minu", "… ? Ondjiviro: Tjiuma")
    rf"|{_ANSWERS_OF_THE_TWENTY_FOURTH})"
    # (… a colon after it, or the answer in capitals straight after: "Erantzuna Txuri jarri nuen";
    # or in quotes, the closing quote no part of it: "Jaabawol am ko 'Kummba'", "Ansa hemi
    # 'Malapoa'")
    rf"(?:\s*[:=-]\s*|\s+(?=(?-i:[A-ZÀ-Þ]))|\s*[:=-]?\s*(?P<opened>[{_QUOTE_OPEN}])(?=[^\W_]))"
    r"(?P<value>[^\W_][^\s.,;!?]{1,39}(?:\s+(?-i:[A-ZÀ-Þ])[^\s.,;!?]{1,39}){0,2})",
    re.IGNORECASE,
)
# … or the name in capitals first, then what one did with it (Wolof "Ci laaj sécurité bi,
# 'turu sa xaj bu njëkk', Rex laa bind", it is Rex I wrote; Haitian Creole "… se Rex mwen te
# mete", it is Rex I put).
_SET_AFTER = (
    r"(?:(?:laa|la|lanu|lañu|naa)\s+(?:ko\s+)?(?:bind|t(?:à|a)nn|def|dugal|jox|wax)"
    r"|(?:mwen|m|nou)\s+(?:te\s+)?(?:mete|ekri|chwazi|bay|tape))\b"
)
_A_SET_AFTER = lazy_compile(r"\s" + _SET_AFTER, re.IGNORECASE)
_ANSWER_THEN_SET = lazy_compile(
    rf"\b(?:{_QUESTION})\b(?:[^.!?\n„“”\"«»]|[„“\"«»][^„“”\"«»\n]{{1,80}}[“”\"»«]"
    r"|(?<!\w)['‘][^'‘’\n]{1,80}['’](?!\w)){0,80}?[\s,:;–—-](?:se\s+)?"
    r"(?P<value>(?-i:[A-ZÀ-Þ][\w'’-]+(?:\s+[A-ZÀ-Þ][\w'’-]+){0,2}))\s+" + _SET_AFTER,
    re.IGNORECASE,
)
# … or the answer first in Scottish Gaelic or Irish, the copula before it and the word for an
# answer after, the question named before ("Ceist tèarainteachd: … 'S e Sràid na h-Eaglaise am
# freagairt", it is … the answer; "Is é Bran an freagra"): a name in capitals.
_ANSWER_VALUE_FIRST = lazy_compile(
    rf"\b(?:{_QUESTION})\b[^\n]{{0,120}}?(?:^|(?<=[\s.!?:,;]))\W*?(?:is\s+[éíe]|s\s+e)\s+"
    r"(?P<value>(?-i:[A-ZÀ-Þ])[\w'’-]*(?:\s+[\w'’-]+){0,3}?)\s+(?:an|am|mo|m['’])\s*"
    r"(?:fh)?(?:freagra|freagairt|reagra|reagairt)\b",
    re.IGNORECASE,
)
# … or in Oromo, the word for an answer with the question, then the answer in capitals and the
# copula after it ending the clause ("Deebiin gaaffii nageenyaa koo Caaltuu dha", the answer to
# my security question is Caaltuu; "Gaaffii nageenyaa: … Deebiin isaa Caaltuu dha").
_ANSWER_THEN_DHA = lazy_compile(
    rf"(?:\bdeebii(?:n)?\s+(?:{_QUESTION})|\b(?:{_QUESTION})\b[^\n]{{0,80}}?\bdeebii(?:n)?)"
    r"(?:\s+[^\W\d][^\s.!?;:,]*){0,3}?\s+"
    r"(?P<value>(?-i:[A-ZÀ-Þ][\w'’-]+(?:\s+[A-ZÀ-Þ][\w'’-]+){0,2}))\s+dha(?=\s*(?:[,.;!?]|$))",
    re.IGNORECASE,
)
# … or in Tsonga, the word for an answer before the question, then "i" and the answer in capitals
# ("Nhlamulo ya mina eka xivutiso xa vuhlayiseki i Tiyani", my answer to the security question is
# Tiyani): the "i" only after both, not after the question alone, where it tells the question
# ("Xivutiso xa vuhlayiseki i Vito ra …", the security question is the name of …).
_ANSWER_BEFORE_THEN_I = lazy_compile(
    r"\bnhlamulo\b[^.!?\n]{0,40}?\bxivutiso\s+xa\s+(?:vuhlayiseki|xihundla|nsirhelelo)\b"
    r"(?:\s+[^\W\d][^\s.!?;:,]*){0,3}?\s+i\s+"
    r"(?P<value>(?-i:[A-ZÀ-Þ][\w'’-]+(?:\s+[A-ZÀ-Þ][\w'’-]+){0,2}))",
    re.IGNORECASE,
)
# A quoted value named as something else just before its quote: a network's name, a user name
# ("… wifi password changed, note for the guests: network "Casa_Luz", password on the
# fridge"), which is no secret told after the password's name.
# (… or a house's number or name in Dhivehi, "is" after it: "… password ހަނދާން ނެތް، ގޭ
# ނަންބަރު އަކީ "Ma. Haveeru 22"", I do not remember the password, the house number is …)
_NAMED_OTHERWISE = lazy_compile(
    r"(?:\b(?:network|ssid|(?:network|wi-?fi|user|login)\s*name|username)\s*[:=]?"
    r"|(?<![\u0780-\u07bf])(?:ނަންބަރު|ނަން|އެޑްރެސް)\s*(?:އަކީ)?)\s*(?:«\s?|[" + _QUOTE_OPEN + r"])$",
    re.IGNORECASE,
)
_QUOTED_AFTER = lazy_compile(
    rf"\b(?:{_QUESTION}|{_PASSWORD}|{_PIN})\b(?:[^.!?\n{_QUOTE_OPEN}]|(?<=\w)['’](?=\w)"
    # (… or the glottal stop that opens a word of Rotuman, Tongan or Hawaiian, not a quote: an
    # apostrophe before a word and a space or a comma, which no letter and an apostrophe close
    # further on: "Security question 'e bank 'e asa ne 'otou mama, ma answer 'e 'Fatiaki'", the
    # bank's question is my mother's name, and the answer is …)
    r"|(?<!\w)['‘](?=[^\W\d]+[\s,;])(?![^'‘’\n]*?\w['’](?!\w))){0,100}"
    # (guillemets may hold a space inside, as French and Occitan set them: "« Fabre »")
    rf"(?<!\w)(?:«\s?|[{_QUOTE_OPEN}])"
    rf"(?P<value>[^\s{_QUOTE_OPEN}{_QUOTE_CLOSE}][^{_QUOTE_OPEN}{_QUOTE_CLOSE}\n]{{1,40}}?)"
    rf"(?:\s?»|[{_QUOTE_CLOSE}])(?!\w)",
    re.IGNORECASE,
)
# An answer told first, then "is the answer to the security question" (Latin "'Fulgur' est
# responsio ad quaestionem securitatis", Occitan "Fabre es la responsa a la question de
# seguretat", Corsican "Rex hè a risposta à a dumanda di sicurezza"): a name in capitals, quoted
# or not, opening a sentence, the copula, the word for an answer, and the question after it in
# the same sentence.
_ANSWER_WORDS = rf"{_ANSWERS_OF_THE_SIXTEENTH}|risposta|resposta|respuesta"
_ANSWER_FIRST = lazy_compile(
    r"(?:^|(?<=[.!?:\n]))\W*?"
    r"(?P<value>(?-i:[A-ZÀ-Þ][\w'’-]+(?:\s+[A-ZÀ-Þ][\w'’-]+){0,2}))"
    rf"[{_QUOTE_CLOSE}]?\s*,?\s+(?:est|es|(?:è|e)s|è|hè|ye|je|erat|era|yera|fiat)\s+"
    r"(?:(?:la|il|sa|su|a|l['’]|mea|mia|ma|mo)\s*)?"
    rf"(?:{_ANSWER_WORDS})\b[^.!?\n]{{0,40}}?\b(?:{_QUESTION})\b",
    re.IGNORECASE,
)
# (… which needs one of these words for an answer: looked for first)
_FIRST_ANSWER_WORDS = (
    "wotmołw", "wotmolw", "responsa", "rempuesta", "responsio", "responsum", "akissu", "respusta",
    "risposta", "resposta", "respuesta",
)  # fmt: skip
# "Now it is", opening the sentence after a secret said changed (Upper Sorbian, Occitan,
# Sardinian, Romansh, Corsican, Asturian, Latin): "Nětko je", "Ara es", "Como est", "Ussa è",
# "Avà hè", "Agora ye", "Nunc est".
# (… and in Ladino, Navajo, Manx, Cornish and Friulian: "Agora es", "Kʼad éí", "Nish she",
# "Lemmyn yw", "Cumò al è", "Cumò e je")
# (… and in Tetum, Fula, Bislama, Bambara, Kikuyu and Crimean Tatar: "Agora mak", "Jooni ko",
# "Naoia hemi", "Sisan a ye", "Rĩu nĩ", "Şimdi")
# (… and in Acehnese, Minangkabau, Sango, Kabyle, Sepedi and Kiribati: "Jinoe", "Kini", "Fadeso
# a yeke", "Tura d", "Bjale ke", "Ngkai bon"; and in Hmong: "Tam sim no yog")
_NOW_IS = (
    r"(?:n(?:ě|e)tko\s+je|ara\s+(?:è|e)s|como\s+est|ussa\s+(?:è|e)|av(?:à|a)\s+h(?:è|e)"
    r"|agora\s+(?:ye|es|mak)|nunc\s+est"
    r"|k[ʼ'’]ad(?:\s+éí)?|nish\s+she|lemmyn\s+(?:yth\s+)?yw"
    r"|cum(?:ò|o)\s+(?:al\s+(?:è|e)|e\s+je)"
    r"|jooni\s+ko|naoia\s+(?:hemi|hem\s+i)|sisan\s+a\s+ye|r(?:ĩ|i)u\s+n(?:ĩ|i)|şimdi"
    r"|jinoe|kini|fades(?:o|ò)(?:\s+a\s?yeke)?|tura(?:\s+d)?|bjale(?:\s+ke)?|ngkai(?:\s+bon)?"
    # (… and Hmong's: "Tam sim no yog 5829", now it is; and Tiv's, "Hegen ka 5829")
    # (… and Kosraean's, "Ingena pa Kusaie_2468!", Mizo's, "Tunah chuan 5829 a ni", its copula
    # after the value, and Khasi's, "Mynta ka long 5829")
    r"|tam\s+sim\s+no(?:\s+yog)?|hegen(?:\s+ka)?|ingena(?:\s+pa)?|tunah(?:\s+chuan)?"
    r"|mynta(?:\s+(?:ka|u)\s+long)?"
    # (… and Kamba's, "Yu ni 4471", now it is; Kalenjin's, "Nguni ko …"; Maasai's, today it is,
    # "Taata naa …"; Ekegusii's, "Bono nigo …" (not Spanish's "bono", a voucher); Krio's, "Naw
    # na …"; Mooré's, "Masã yaa …"; Fon's, "Din ɔ, é nyí …"; Ga's, "Amrɔ nɛɛ ji …")
    r"|yu\s+ni|nguni(?:\s+ko)?|taata\s+naa|bono\s+nigo|naw(?:\s+na)?|mas(?:ã\s+|a\s+)yaa|masã"
    r"|din(?:\s+ɔ)?\s*,?\s+(?:é\s+)?nyí|amr(?:ɔ|o)\s+n(?:ɛɛ|ee)(?:\s+ji)?)"
)
# A PIN's, a password's or a named code's name, and its digits in the next sentence, opened by
# "it is" ("Uvijek zaboravim PIN od mobitela. To je 2468", "J'oublie toujours mon code PIN.
# C'est 4410", Fijian "… na code ni katuba levu. Na kena naba: 2580", its number).
_NEXT_OPENER = (
    r"(?:(?:to\s+je|to\s+jest|c['’]\s*est|es"
    r"|(?:é|è)|ist|är|er|je"
    # (Luxembourgish, Igbo, Zulu and Xhosa: "Et ass 8203", "Ọ bụ 4829", "Ngu-4829")
    r"|(?:et|dat|si|se|hien)\s+ass|(?:ọ|o)\s+b(?:ụ|u)"
    # (Afrikaans, Faroese, Haitian Creole, Kinyarwanda, Shona, Wolof: "Dit is 4827", "Tað er
    # 7391", "Se 8642", "Li se …", "Ni 5173", "Ndiyo 3309", "Mooy 2580")
    r"|dit\s+is|ta(?:ð|d)\s+er|(?:li\s+)?se|ni|ndi|ndiyo|mooy"
    # (Guarani, Sesotho, Tok Pisin, Māori, Hawaiian, Samoan: "Ko'ágã ha'e 7305", now it is; "Ke
    # 3917", "Em 4417", "Ko 4281", "ʻO 9081", "O le 5830"; Fijian "Na kena naba: 2580", its
    # number)
    r"|(?:ko['’]?(?:á|a)g(?:ã|a)\s+)?ha['’]e|ke|em|ko|[ʻ‘'’]?o(?:\s+le)?"
    r"|(?:na\s+)?kena\s+naba\s*:"
    # (Futunan's and Wallisian's "ko le", "ko te", it is the: "Ko le 9043 nei", it is 9043 now)
    r"|ko\s+(?:le|te)"
    # (Yapese's "ba", it is, only with "now" after the digits: "Ba 5829 chiney", it is 5829 now)
    r"|ba(?=\s+\d{4,8}\s+chiney\b)"
    # (Lingala, Twi, Ewe, Esperanto: "Ezali 7391", "Ɛyɛ 7391", "Enye 7391", "Ĝi estas 7391")
    r"|ezal(?:i|í)|ɛyɛ|eyɛ|enye|(?:(?:ĝi|gxi|tio)\s+)?estas"
    # (Kiribati's "it is", the word "now" after the digits: "Bon 7305 ngkai"; Sango's: "A yeke
    # 4471")
    r"|bon|a\s?yeke"
    # (now it is, after a code said changed: Upper Sorbian "Nětko je 5829", Occitan "Ara es
    # 3916", Sardinian "Como est …", Romansh "Ussa è …", Corsican "Avà hè …", Asturian "Agora
    # ye …", Latin "Nunc est …")
    rf"|{_NOW_IS})\s+"
    r"|(?:ngu|yi)-)"
)
# (… or after a comma, "now it is" in the same sentence: Ladino "Trokimos el kodigo de la kaxa de
# las yaves, agora es 3318", we changed the key box's code, now it is …)
# (… a code sent in groups too, after Swati's "it is" joined by a hyphen: "Ngitfole i-SMS
# ye-OTP. Ngu-604 118, …", I got the OTP's SMS. It is 604 118)
_DIGITS_NEXT = lazy_compile(
    rf"\b(?:{_PIN}|{_PASSWORD}|{_NAMED_CODE})\b[^.!?\n]{{0,60}}"
    rf"(?:[.!?]\s+{_NEXT_OPENER}|,\s+{_NOW_IS}\s+)"
    r"(?P<value>\d{4,8}|\d{2,3}(?:\s\d{2,3}){1,2}(?![\w/.,:-]?\d)(?!\s\d))(?![\w/.,:-]?\d)",
    re.IGNORECASE,
)
# (… which needs digits opening a sentence, or after one of these openers: looked for first,
# since the names are many and most texts have no such digits)
_TOLD_NEXT = lazy_compile(
    rf"(?:[.!?]\s+{_NEXT_OPENER}?|,\s+{_NOW_IS}\s+)(?:\d{{4,8}}|\d{{2,3}}\s\d{{2,3}})",
    re.IGNORECASE,
)
# … or the digits opening the next sentence, then "the new one" (Malagasy, Luxembourgish, Igbo:
# "Novaina ny kaody PIN-n'ny karatra bankiko. 6250 ilay vaovao", "… 8203 ass déi nei", "… 4829
# bụ nke ọhụrụ").
_DIGITS_NEXT_THEN_NEW = lazy_compile(
    rf"\b(?:{_PIN}|{_NAMED_CODE}|{_PASSWORD})\b[^.!?\n]{{0,60}}[.!?]\s+"
    r"(?P<value>\d{4,8})(?![\w/.,:-]?\d)\s*[,–—-]?\s*(?:(?:ilay|ny)\s+vaovao"
    r"|(?:ass|war)\s+(?:d(?:é|e)i|dee|dat|den)\s+nei|b(?:ụ|u)\s+nke\s+(?:ọ|o)h(?:ụ|u)r(?:ụ|u))\b",
    re.IGNORECASE,
)
# (… which needs one of these words for "new" in the text)
_NEW_ONE = ("vaovao", "nei", "hụrụ", "huru")
# … or the digits opening the next sentence, then Balochi's copula after them ending their clause
# ("Bank ay SMS code ahta. 382 914 int, …", the bank's SMS code came. It is 382 914): a code
# named by the word alone too, where what it opens or where it came from is said.
_DIGITS_NEXT_THEN_IS = lazy_compile(
    rf"\b(?P<name>{_PIN}|{_NAMED_CODE}|{_BARE_CODE_NAME})\b[^.!?\n]{{0,60}}[.!?]\s+"
    r"(?P<value>\d{4,8}|\d{2,3}(?:\s\d{2,3}){1,2})(?![\w/.,:-]?\d)\s+(?:int|ent)"
    r"(?=\s*(?:[,.;!?]|$))",
    re.IGNORECASE,
)
# … or a password's, told in the next sentence as "the new one is" (Welsh, Galician, Maltese,
# Somali: "Dw i wedi newid cyfrinair yr iPad. Y newydd ydy draig-goch-77", "O novo é …", "Il-ġdida
# hija …", "Ka cusub waa …").
_PASSWORD_NEXT = lazy_compile(
    rf"\b(?:{_PASSWORD})\b[^.!?\n]{{0,60}}(?:,\s+{_NOW_IS}"
    r"|[.!?]\s+(?:(?:y|yr)\s+(?:un\s+)?newydd\s+(?:ydy|ydi|yw)"
    r"|(?:o|a)\s+nov[oa]\s+(?:é|e|agora\s+é)|(?:il-|l-)?(?:ġ|g)did(?:a)?\s+(?:hija|huwa|hu)"
    r"|(?:ka|kan)\s+cusub\s+(?:waa|ayaa)"
    # (Luxembourgish, Malagasy, Igbo: "Dat neit ass …", "Ilay vaovao dia …", "Nke ọhụrụ bụ …")
    r"|(?:dat|d['’]|d(?:é|e)i|dee)\s*neit?\s+ass|(?:ilay|ny)\s+vaovao\s+dia"
    r"|nke\s+(?:ọ|o)h(?:ụ|u)r(?:ụ|u)\s+b(?:ụ|u)"
    # (Afrikaans, Faroese, Haitian Creole: "Die nuwe een is …", "Tað nýggja er …", "Nouvo a se
    # …")
    r"|(?:die\s+)?nuwe(?:\s+een)?\s+is|(?:ta(?:ð|d)\s+)?n(?:ý|y)ggja\s+er|nouvo\s+(?:a|an)\s+se"
    # (Esperanto, Lingala, Chichewa: "La nova estas …", "Oyo ya sika ezali …", "Yatsopano ndi
    # …")
    r"|(?:la\s+)?nova\s+estas|(?:oyo\s+)?ya\s+sika\s+ezal(?:i|í)|(?:ya|a|la)tsopano\s+ndi"
    # (… or "now it is": Sardinian "Como est …", Occitan "Ara es …"; or after a comma in the
    # same sentence, Ladino "…, agora es …")
    rf"|{_NOW_IS}"
    # (… or Tokelauan's and Tuvaluan's "it is … now", the value between, quoted or not: "Ko
    # 'Fakaofo2024' nei"; and Yapese's, "Ba Yap#2024 chiney")
    rf"|(?:ko|ba)\s+[{_QUOTE_OPEN}]?"
    rf"(?=[^\s{_QUOTE_OPEN}{_QUOTE_CLOSE}]{{4,64}}[{_QUOTE_CLOSE}]?\s+(?:nei|chiney)\b)))"
    r"\s*:?\s*"
    rf"(?P<value>[^\s{_QUOTE_OPEN}{_QUOTE_CLOSE}]{{4,64}})",
    re.IGNORECASE,
)
# … or told after a comma or in the next sentence as "now … is" or "new … is", the copula after
# the value as the languages of Nepal say it (Nepali, Doteli, Tamang, Gurung and Magar, as they
# borrow it, "aba", "ahile", "aile"; Awadhi's and Tharu's "ab", "abhin"; Rajbanshi's "ekhon";
# "naya", "nawa", "notun", new; then Nepali's and Doteli's "ho", "chha", Tharu's "ba",
# Awadhi's "hai", Tamang's "mula", Gurung's "mu", Magar's "le", Limbu's "ro", Bantawa's "ni",
# Sherpa's "yin", Rajbanshi's "ache": "MPIN badal delo. Abhin 7162 ba", I changed the MPIN, now
# it is 7162; "password phere, aba Namche@3440 yin"): a PIN's, a password's or a code's name,
# the value, quoted or not, and the copula ending its clause.
_NOW_OF_NEPAL = r"aba|ahile|aile|ab|abhin|ekhon|naya|nayaa|nawa|notun"
_NOW_THEN_VALUE_IS = lazy_compile(
    rf"\b(?P<name>{_PIN}|{_PASSWORD}|{_NAMED_CODE}|{_BARE_CODE_NAME})\b[^.!?\n]{{0,80}}?"
    rf"[,.!?]\s+(?:{_NOW_OF_NEPAL})(?:\s+(?:chai|ta|to))?\s+(?P<quote>[{_QUOTE_OPEN}])?"
    rf"(?P<value>[^\s{_QUOTE_OPEN}{_QUOTE_CLOSE}]{{4,64}}?)(?(quote)[{_QUOTE_CLOSE}])\s+"
    r"(?:ho|chha|ba|hai|mula|mu|le|ro|ni|yin|ache)"
    r"(?=\s*(?:[,.;!?\u2600-\u27bf\U0001f300-\U0001faff]|$))",
    re.IGNORECASE,
)
# (… which needs one of those words for "now" or "new" opening a sentence or a clause: looked
# for first)
_NOW_OPENS = lazy_compile(rf"[,.!?]\s+(?:{_NOW_OF_NEPAL})\s", re.IGNORECASE)
# … or straight after that clipped "pass", or a password with a case ending joined, or after a
# user's name and "pass", as a login is told in one breath ("kotagiri house wifi pass
# hethai@Habba2", "sbi yono password-o Twisa@4455", "login: user kroy.diphu pass Langhe@2023
# nang …"): a value that looks like one.
_PASS_BARE = lazy_compile(
    rf"\b(?:{_PASS_CLIPPED}|(?-i:[pP])assword-(?:o|ba|de)|(?:user(?:\s*(?:name|id))?|login\s*id)\s*[:=]?\s*[\w.@+-]{{3,64}}"
    r"\s*[,;/]?\s+pass)"
    rf"\s+[{_QUOTE_OPEN}]?(?P<value>[^\s{_QUOTE_OPEN}{_QUOTE_CLOSE}]{{4,64}})",
    re.IGNORECASE,
)
# A password first in Irish, the copula before it and its name after ("Is é Bradan!Feasa9
# pasfhocal an wifi"): not a network's name before "ainm an wifi", which names no password.
# (… and in Scottish Gaelic: "'S e Cleit_Mhòr!19 am facal-faire agam", "Is e … m' fhacal-faire")
# (… and in Manx, whose "it is" is one word, its article "yn": "She Ellan!Vannin7 yn
# fockle-follit aym", it is … the password I have)
_IRISH_VALUE_FIRST = lazy_compile(
    r"(?:^|(?<=[.!?\n]))\W*(?:is\s+[éíe]|s\s+e|seo|she)\s+(?P<value>[^\s,]{4,64}?)[,]?\s+"
    rf"(?:(?:an|am|mo|do|ár|ar|yn|my)\s+|[md]['’]\s*)?(?:{_PASSWORD})\b",
    re.IGNORECASE,
)
# A password first, then what says it is one (Fijian "Nanuma mada vei au: Bula#Suva88 na noqu
# password ni Facebook", it is my password; Sesotho "Lesedi@12 ke phasewete ya ka"; Guarani
# "Tupa*Asu24 ha'e che ñe'ẽñemi"; Tongan and Māori "Ko Mele!77 hoku password", "Ko Tui#2024
# taku kupuhipa"; Hawaiian "ʻO Lani#88 kaʻu ʻōlelo huna"): at a sentence's or a colon's opening,
# a value that looks like one, "it is" (or "ko", "ʻo" before it), at most two words, the name.
# Not a network's name before "the wifi's name" ("BulaSuva88 na yaca ni wifi"), which names no
# password. (… or Mizo's "this", the value quoted, its quotes no part of it: '"Aizawl#45rk" hi ka
# Gmail password thar a ni', this is my new Gmail password.)
_PASSWORD_BEFORE = lazy_compile(
    r"(?:^|(?<=[.!?:\n]))\W*?(?:(?P<lead>ko|[ʻ‘'’]?o)\s+)?"
    rf"[{_QUOTE_OPEN}]?(?P<value>[^\s,;]{{4,64}}?)[{_QUOTE_CLOSE}]?\s+"
    r"(?:(?:na|ke|ko|ka|em|ha['’]e|o\s+le|['’]a\s+e|hi)\s+|(?(lead)|(?!))"
    # (… or after a dash: Esperanto "Verda!Stelo42 — tio estas mia bankpasvorto", that is my
    # bank password; Lingala's, Twi's, Ewe's, Chichewa's "it is": "… ezali mot de passe na
    # ngai", "… yɛ me password", "… enye nye password", "… ndi mawu achinsinsi anga")
    r"|(?:[-–—]\s+)?(?:tio\s+estas|(?:ĝi|gxi)\s+estas|estas|ezal(?:i|í)|yɛ|enye|ndi|ndiwo"
    # (… or Latin's, Sardinian's, Occitan's, Corsican's, Asturian's, Romansh's, Upper Sorbian's
    # copula, Kalaallisut's "this": "Roma#753 est tessera mea", "Occitania#1 es mon senhal",
    # "Sermeq#2024 una isertaatiga")
    # (… or Bislama's, Tetum's, Kikuyu's copula: "Tanna#77 hemi pasword blong mi")
    r"|ndiyo|est|es|hè|ye|è|je|una|hemi|mak|nĩ)\s+)"
    r"(?:['’ʻ]?[^\W\d][\w'’]{0,8}\s+){0,2}?"
    rf"(?P<name>{_PASSWORD})\b",
    re.IGNORECASE,
)
# A password named, then told opening the next sentence with a dash after it (Cebuano "Password
# sa akong laptop. Mangga@Cebu99 — ayaw kalimti ha", my laptop's password. … — don't forget it):
# the dash between spaces and a word after it, a value that looks like one.
_PASSWORD_NEXT_DASHED = lazy_compile(
    rf"\b(?:{_PASSWORD})\b[^.!?\n]{{0,60}}[.!?]\s+"
    rf"(?P<value>[^\s{_QUOTE_OPEN}{_QUOTE_CLOSE}]{{4,64}}?)\s+[-–—]\s+(?=[^\W\d_])",
    re.IGNORECASE,
)
# (… which needs a sentence opened by a word and a dash between spaces after it: looked for first)
_DASHED_OPENING = lazy_compile(r"[.!?]\s+\S{4,64}\s[-–—]\s")
# A PIN's, a code's or a password's name asked as a question, then answered straight after (West
# Frisian "Myn pinkoade? 7125.", my PIN? 7125; "Myn wachtwurd? Skûtsje!88"): digits that are no
# year, no amount and no phone number, or, after a password's name, a value that looks like one.
_NAME_ASKED = lazy_compile(
    # (… the question mark after a space, as Kodava sets it: "gpay pin enda ? '9152'", the
    # GPay PIN, what is it?)
    rf"\b(?P<name>{_PIN}|{_NAMED_CODE}|{_BARE_CODE_NAME}|{_PASSWORD}){_BETWEEN}\s?\?\s+"
    rf"[{_QUOTE_OPEN}]?(?P<value>[^\s{_QUOTE_OPEN}{_QUOTE_CLOSE}]{{3,64}})",
    re.IGNORECASE,
)
# (… which needs an answer with a digit, a sign or an inner capital after a question mark:
# looked for first, as questions are many and seldom answered so)
_ASKED_ANSWERED = lazy_compile(
    r"\?\s+[\"'“‘]?\S*?(?:\d|[@#$%^&*_+=~/\\|<>]|[a-zà-ÿ][A-ZÀ-Þ]|[^\s!]![^\s!])"
)
_A_PASSWORD_NAME = lazy_compile(rf"(?:{_PASSWORD})", re.IGNORECASE)
# A code told as what came in a message, its digits later in the sentence (Cebuano "Naay code nga
# nisulod sa text gikan sa BDO, 614208 daw", there is a code that came in by text from BDO;
# Ilocano "Adda code nga immay iti text manipud iti bangko: 259047", a code that came; Tagalog
# "code na dumating sa text"): the code joined by "nga", "a" or "na" to a word for coming or being
# sent, then four to eight digits (or two groups of three) after a comma, a colon or a space.
_CAME = (
    # (Cebuano: came in, arrived, was sent, was received)
    "nisulod", "misulod", "nisud", "misud", "niabot", "miabot", "naabot", "gipadala", "nadawat",
    "gisend", "gi-send", "gitext", "gi-text",
    # (Ilocano: came, arrived, was received, was sent)
    "immay", "dimteng", "simmangpet", "naawat", "naipatulod", "impatulod", "naipadala",
    # (Tagalog: arrived, came in, was sent, was received)
    "dumating", "pumasok", "ipinadala", "natanggap",
)  # fmt: skip
_CAME_WORD = "|".join(_CAME)
_CODE_CAME = lazy_compile(
    rf"\b(?P<name>{_PIN}|{_NAMED_CODE}|{_BARE_CODE_NAME})\s+(?:nga|a|na)\s+"
    rf"(?:{_CAME_WORD})\b"
    r"[^.!?\n]{0,60}?[\s,:;–—-](?P<value>\d{4,8}|\d{3}\s\d{3})(?![\w/.,:-]?\d)(?!\w)(?!\s\d)",
    re.IGNORECASE,
)
# A code named, then what it is told in a relative clause of more words than may come between a
# name and its value, then the copula and its digits (Twi "Code a wɔde SMS mena me fi bank no
# yɛ 607215", the code that they sent me by SMS from the bank is …; Lingala "code oyo batindeli
# ngai na SMS ya banki ezali …"; Chichewa "khodi yomwe anditumizira pa SMS ndi …"; Ewe "code si
# … enye …"): at most ten words, digits that are no year, no amount, no phone number.
_THAT_COPULA = r"(?:yɛ|ne|ezal(?:i|í)|ndi|ndiyo|enye|nye)"
_CODE_THAT = lazy_compile(
    rf"\b(?P<name>{_PIN}|{_NAMED_CODE}|{_BARE_CODE_NAME})\s+(?:a|oyo|yomwe|imene|yimene|si)\s+"
    r"(?:[^\s.!?;:,]+\s+){1,10}?" + _THAT_COPULA + r"\s+"
    r"(?P<value>\d{4,8}|\d{3}\s\d{3})(?![\w/.,:-]?\d)(?!\w)(?!\s\d)",
    re.IGNORECASE,
)
# (… which needs such a copula before digits: looked for first)
_COPULA_DIGITS = lazy_compile(r"\s" + _THAT_COPULA + r"\s+\d", re.IGNORECASE)
# Kurmanji says its copula after the value ("Şîfreya Instagrama min Berfin@Amed93 e", my
# Instagram password is …; "… Zozan#2020 ye"), and Oromo ("Jecha icciitii email koo Qabsoo#88
# dha"): the name, at most six words, a value that looks like one, then "e", "ye", "bû" or
# "dha" ending the clause.
_VALUE_THEN_COPULA = lazy_compile(
    rf"\b(?P<name>{_PASSWORD}){_BETWEEN}\s+(?P<value>[^\s,;]{{4,64}}?)\s+(?:e|ye|b(?:û|u)|dha)"
    r"(?=\s*(?:[,.;!?]|$))",
    re.IGNORECASE,
)
# (… which needs that copula ending a clause: looked for first, as it is seldom there)
_COPULA_AFTER = lazy_compile(r"\s(?:e|ye|b(?:û|u)|dha)(?=\s*(?:[,.;!?]|$))", re.IGNORECASE)
_A_YEAR = lazy_compile(r"(?:19|20)\d\d")
# A date written with dashes, two digits each (a day and a month, either way round, and a year):
# not a code told in groups with dashes ("17-42-09" is one, "12-05-21" may be a date).
_A_DASHED_DATE = lazy_compile(
    r"(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|1[0-2])-\d\d"
    r"|(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])-\d\d"
)
# A code named as what opens a phone or a door (Turkmen "telefonymy açmak üçin kod 1991"): a
# year told bare after it is the code, as a lock's often is, unless an ending joins it ("kod
# 1991-nji ýylda", in the year 1991).
_TO_OPEN = lazy_compile(r"a(?:ç|c)(?:mak|maga|magy)\b", re.IGNORECASE)
# A word of telling between a name and a value joined by a comma or nothing: the name's clause
# says whether it is told, and the digits after are something else (Balochi "Mani bank card ay
# PIN na gwashán, 4471 mani makán ay nambar int", my card's PIN I won't tell, 4471 is my
# house's number): Balochi's "gwash-", Dholuo's "nyis-", Herero's "raera", Swati's "-tjel-",
# Tumbuka's "-phalir-", Kikongo's "songa", Nahuatl's "-ilhui-".
_TELLING = lazy_compile(r"\b(?:gwash|nyis|songa\b)|raer|tjel|phalir|ilhui", re.IGNORECASE)
# Joins that also mean "in": after them a year is when, not the value (Welsh "newidiais i'r
# cyfrinair yn 2019", Spanish "cambié la contraseña en 2019", Portuguese "mudei a senha em 2019",
# whose "em" is Tok Pisin's copula).
_IN = ("yn", "en", "in", "în", "em")
# "not" said just before what joins a password's name to a value: that value is not it.
_NEGATED = lazy_compile(
    r"\b(?:no|not|nicht|non|niet|nie|ne|n(?:ã|a)o|nu|inte|ikke|ei|isn['’]t)\s*$", re.IGNORECASE
)
# An amount or a span of time after the digits: "… 1500 euros", "… 5 minutos", "… 30 dk".
_UNIT_AFTER = lazy_compile(
    r"\s*(?:€|\$|%|£|zł|zl\b|tl\b|lira|euro|eur\b|reais|real\b|rs\.?\b|rupees?|rupiah|rp\b|ksh"
    r"|shilingi|bob\b|pesos?|d(?:ó|o)lares|dollars?|kr\b|min|dk\b|dakika|jam\b|hari\b|d(?:í|i)as"
    r"|jours?|tage?n?\b|giorni|dagen|dni\b|g(?:ü|u)n|years?|a(?:ñ|n)os|ans\b|jahre|anni\b|jaar"
    r"|lat\b|y(?:ı|i)l|tahun|mwaka|miaka|km\b|kg\b|meses|mois|monate|mesi|maanden|miesi|ay\b"
    r"|bulan|mwezi|miezi|segundos|secondes|sekunden|secondi|seconden|sekund|saniye|detik|sekunde"
    # (Turkmen's year, Afrikaans's rand, Haitian Creole's gourde: "… 1991 ýylda", "… 500 rand",
    # "… 500 goud")
    r"|(?:ý|y)yl|rand\b|goud\b|gdes?\b"
    # (the money of Samoa, Tonga, Fiji, Papua New Guinea, Paraguay, Bolivia, Lesotho, Turkey in
    # Kurmanji, and dollars in Māori and Hawaiian: "tala", "pa'anga", "kina", "guaraníes",
    # "bolivianos", "maloti", "lîre", "tāra", "kālā")
    r"|tala\b|pa['’]anga|kina\b|toea\b|guaran(?:í|i)es|₲|bolivianos|bs\b|maloti|loti\b|l(?:î|i)re"
    r"|t(?:ā|a)ra\b|k(?:ā|a)l(?:ā|a)\b"
    # (euros as Occitan writes them, Swiss francs, Danish kroner in Kalaallisut, Latin's
    # sesterces and denarii, a year in Upper Sorbian, Latin, Corsican, Sardinian, Kalaallisut:
    # "èuros", "francs", "koruunit", "sestertiorum", "lět", "annos", "anni", "annos", "ukiut")
    r"|èuros?|francs?\b|koruun\w*|sestert\w*|denari\w*|lět\b|ann(?:os|is|orum|u|i)\b"
    r"|ukiu\w*"
    # (Navajo's money, dollars, "béeso"; pounds in Manx and Cornish, "punt", "puns"; a year in
    # Manx, Cornish, Friulian, Ladino: "bleeantyn", "blydhen", "agns", "anyos")
    r"|b(?:é|e)eso\b|punt\b|puns\b|bleeant\w*|blydh\w*|agns\b|anyos\b"
    # (Nigeria's naira, as Tiv says it; Karakalpak's year and thousand, and the som and the tenge:
    # "… 1986-jılı", "150 mıń som")
    r"|naira\b|₦|j(?:ı|i)l|m(?:ı|i)(?:ń|n)\b|som\b|te(?:ń|n)ge\b"
    # (rupees and taka as the hills of Northeast India say them, Kokborok's "tangka", and "₹";
    # and a bus named by its number: "… 5061 tangka", "… 517 bus-de lenge")
    r"|taka\b|tangka\b|rupiya\b|rupaiya\b|₹|bus\b)",
    re.IGNORECASE,
)
# Every pattern needs one of these (case-folded) somewhere in the text.
GATES = (
    "pin", "nip", "pass", "contrase", "mot de", "mdp", "kennwort", "senha", "wacht", "hasł", "hasl",
    "nenosiri", "sandi", "laluan", "ifre", "clave", "cód", "cod", "kod", "kode", "blik", "otp",
    "cvv", "cvc", "crypto", "geheim", "seguridad", "secr", "sicherheit", "geburtsname",
    "mädchen", "seguran", "segret", "primo animale", "nubile", "vraag", "pytanie", "panie",
    "usalama", "güvenlik", "guvenlik", "keamanan", "ibu kandung", "security", "mascota",
    "jeune fille", "premier animal", "primeiro", "parol", "hesl", "senord", "κωδικ", "kwdikos",
    "kodikos", "khẩu", "khau", "phasiwedi", "kelmet", "aṣínà", "asina", "ramz", "kód",
    "ερώτηση", "erotisi", "câu hỏi", "soalan", "chien", "intrebarea", "întrebarea", "otázk",
    "otazk", "fråga", "mã", "jelsz", "salasan", "kode", "kód", "koodi", "tunnuslu", "turvakysy",
    "biztons", "sikkerheds", "lozink", "seguretat", "pitanje", "parool", "şifr", "sifr", "kood",
    "kodas", "kodą", "saugumo", "ryggisspurning", "kóð", "sual", "pin-",
    "fjal", "gesl", "kalmar", "pasahitz", "lambar", "vpraš", "vpras", "drošības", "drosibas",
    "pyetj", "xavfsizlik", "segurtasun", "tambayar",
    "yfrinair", "asfhocal", "focal faire", "contrasinal", "kelma sigrieta", "sirta", "sireed",
    "šifr", "qufulk", "mistoqsij", "westiwn", "slándála", "slandala", "su'aa", "su’aa",
    "seguridade",
    "okwunt", "okwu nt", "paswọ", "paswo", "miafin", "tenimiafi", "passwuert", "passwierder",
    "kennwuert",
    "khod", "khowud", "kaody", "koodu", "kọọdụ", "nzuzo", "imfihlo", "geheimzuel", "geheimnummer",
    "cherheets", "bestätegungs", "zougangscode", "verifikatiouns", "diercode", "paartecode",
    "ajụjụ", "ajuju", "umbuzo", "fanontaniana", "geheimfro",
    "wagwoord", "loynior", "gizlin", "pasiwedhi", "ibanga", "modpas", "pakasqa", "vanzika",
    "kòd", "spurning", "sorag", "mubvunzo", "kibazo", "laaj", "kesyon",
    "lilo", "pulipuli", "kupuhipa", "kupu huna", "kupu muna", "vuni", "paswot", "lelo huna",
    "jamasat", "ñemi", "ñe'ẽ", "îfr", "peyv", "phasewe", "sephiri", "huna", "hait namba", "helu",
    "fika", "waehere", "khoutu", "fesili", "fehu", "pātai", "patai", "taqomaki", "kwesten",
    "nīnau", "ninau", "porandu", "pirs", "potso", "nama muna", "maonia", "loka", "faitoto",
    "kouti", "naba ni",
    "sandh", "tremen", "facal", "wachtwurd", "paswurd", "ekyama", "siwaa", "siwad", "koade",
    "'hod", "’hod", "còd", "rusiah", "sekreto", "nalimed", "niverenn", "nnamba", "pitakon",
    "patarosan", "pangutana", "saludsod", "goulenn", "ceist", "fraach", "ibuuzo",
    "chinsinsi", "obisika", "lefoko", "jech", "liloba", "ahintas", "kokoam", "ɣaɣla", "pasvort",
    "lakkoofs", "xexl", "sekret", "khodi", "kodo", "kood", "funso", "gaaff", "motuna",
    "asɛmmisa", "nyabiase", "demando",
    "kontras", "tshiphiri", "xihundla", "nkama", "phasiwed", "phaswed", "dzhena", "khoud",
    "ōpani", "opani", "fata moni", "pāruru", "paruru", "kuestion", "finaisen", "kajjit", "mbudziso",
    "xivutiso", "cipusho",
    "hesł", "senhal", "mot de passa", "pled-clav", "pled clav", "pled da pass", "parolla",
    "paràula", "isertaat", "tesser", "arcanu", "arcani",
    "sicretu", "ianuae", "portae", "arcae", "ationis", "prašen", "prasen", "segirezza",
    "dumonda", "sicurezz", "sicurit", "segurid", "quaesti", "apeqqu", "seguresa",
    "fockle", "peraul", "earroo", "coad", "feysht", "govyn", "domand", "sigurit", "roish",
    "kevrin",
    "finnde", "gundo", "sikret", "liafuan", "naamnal", "ininkali", "emniyet", "gizli sual",
    "kwestin", "segredu",
    "kooto", "titiraki", "kaeka", "tangalt", "steqsi", "tiririt", "jaweuban", "awal uffir",
    "awal n u", "potšišo", "potsiso", "lentšu", "ti sécu", "ti secu",
    "lus zais", "lej zais",
    "kote",
    "kwɛst", "sekyur", "paswɔ",
    "lagam", "lamal",
)  # fmt: skip


def spans_abroad(text: str, strong: Callable[[str], bool]) -> Iterator[tuple[int, int, str]]:
    """(start, end, kind) of each secret these rules find in ``text``; ``strong`` tells whether
    a value looks like a credential whatever words are around it."""
    for match in _DIGITS_AFTER.finditer(text):
        value = match.group("value")
        bare_join = match.group("join").strip().casefold() in ("", *_IN)
        if _a_code_of_nothing(text, match):
            continue
        if match.group("join").strip() in ("", ",") and _TELLING.search(
            text, match.end("name"), match.start("join")
        ):
            continue  # "… PIN na gwashán, 4471 …": not told; 4471 is another number
        if _NOT_SECRET_CODES.search(_named(text, match)):
            continue
        if _UNIT_AFTER.match(text, match.end("value")):
            continue
        if _A_DASHED_DATE.fullmatch(value):
            continue  # ("… 12-05-21": a day, a month and a year)
        if (
            bare_join
            and _A_YEAR.fullmatch(value)
            and not (
                _TO_OPEN.search(match.group("name"))
                and not text.startswith("-", match.end("value"))
                and match.group("join").strip() == ""
            )
        ):
            continue
        yield match.start("value"), match.end("value"), "credential"
    for match in _PASSWORD_AFTER.finditer(text):
        if _NEGATED.search(text, match.end("name"), match.start("join")):
            continue  # "la contrasenya del wifi no és GatNegre77, això és el nom de la xarxa"
        quoted = match.group("quote") is not None
        value = match.group("value")
        if quoted:
            close = min((i for i in (value.find(q) for q in _QUOTE_CLOSE) if i > 0), default=-1)
            value = value[:close] if close > 0 else value
        value = value.rstrip(".,;:?)")  # ("Chaton2019!": a password may end in "!")
        if an_address_or_link(value) or a_network(value):
            continue  # ("… password ke Wi-Fi ke lohm": Kosraean's "of", then what it opens)
        if (
            not quoted
            and _A_YEAR.fullmatch(value)
            and match.group("join").strip().casefold() in _IN
        ):
            continue
        if _NOT_SECRET_CODES.search(_named(text, match)):
            continue
        if quoted and _described(value):
            continue
        if not quoted and _AFFIXED_WORD.fullmatch(value):
            continue  # "Ang password sa akong Facebook kay gibag-o nako": changed, no value
        if _TIBETAN_WORDS.fullmatch(value):
            continue  # "… password འདི་ ད་རིས་ བསྒྱུར་ཡི": today, words, its tsheg no sign
        if value.isdigit() and _UNIT_AFTER.match(text, match.start("value") + len(value)):
            continue  # "Tessera theatri est 1250 sestertiorum": a ticket's price
        if len(value) >= 4 and (quoted or (value[:1].isalnum() and strong(value))):
            start = match.start("value")
            yield start, start + len(value), "password"
    for match in _BARE_JOINED.finditer(text):
        value = match.group("value").rstrip(".?")
        digits = len(value) - len(value.lstrip("0123456789"))
        if digits and _UNIT_AFTER.match(
            text, match.start("value") + digits + value.startswith("-", digits)
        ):
            continue  # "esiktiń kodı 2021-jılı ózgerdi": a year, "… 150 mıń som": an amount
        if (value.isdigit() and len(value) <= 8) or (value[:1].isalnum() and strong(value)):
            yield match.start("value"), match.start("value") + len(value), "credential"
    lowered = text.casefold()
    of_then_i = any(f" {of} " in lowered for of in ("ya", "ra", "wa", "xa"))
    for match in (
        _PASSWORD_OF_THEN_I.finditer(text) if of_then_i and _OF_THEN_I.search(text) else ()
    ):
        value = match.group("value").rstrip(".,;:?)")
        if value[:1].isalnum() and not an_address_or_link(value) and strong(value):
            yield match.start("value"), match.start("value") + len(value), "password"
    for match in _PLAIN_AFTER_NI.finditer(text) if " ni " in lowered else ():
        if _SAID_OF_A_PASSWORD.search(match.group("value")) is None:
            yield match.start("value"), match.end("value"), "password"
    if "i password" in lowered or "i kontras" in lowered:
        for match in _UNJOINED_AFTER_ARTICLE.finditer(text):
            value = match.group("value").rstrip(".,;:?)")
            if (
                (match.group("own") or match.group("of"))
                and value[:1].isalnum()
                and not an_address_or_link(value)
                # (a glottal stop and a joined possessive are a Chamorro word's, "na'ån-ña")
                and strong(re.sub(r"[-'’]", "", value))
            ):
                yield match.start("value"), match.start("value") + len(value), "password"
    new_one = any(word in lowered for word in _NEW_ONE)
    told_next = _TOLD_NEXT.search(text) is not None
    for match in (
        *(_DIGITS_NEXT.finditer(text) if told_next else ()),
        *(_DIGITS_NEXT_THEN_NEW.finditer(text) if told_next and new_one else ()),
        *(_DIGITS_NEXT_THEN_IS.finditer(text) if told_next and " int" in lowered else ()),
    ):
        if "name" in match.groupdict() and _a_code_of_nothing(text, match):
            continue  # ("… code … . 4471 int": a code of nothing said)
        if not _UNIT_AFTER.match(text, match.end("value")) and not _A_YEAR.fullmatch(
            match.group("value")
        ):
            yield match.start("value"), match.end("value"), "credential"
    dashed = _DASHED_OPENING.search(text) is not None
    for match in (
        *(
            told
            for told in _PASSWORD_NEXT.finditer(text)
            # ("… password ke Wi-Fi ke lohm. Ingena pa 2024.": now, the year, as for a code's
            # digits told so)
            if not _A_YEAR.fullmatch(told.group("value").rstrip(".,;:?)"))
        ),
        *(_PASSWORD_NEXT_DASHED.finditer(text) if dashed else ()),
        *_IRISH_VALUE_FIRST.finditer(text),
        *_PASSWORD_BEFORE.finditer(text),
        *(
            told
            for told in (_VALUE_THEN_COPULA.finditer(text) if _COPULA_AFTER.search(text) else ())
            # ("Şîfreya min ne Berfin@Amed93 e": that is not it)
            if _NEGATED.search(text, told.end("name"), told.start("value")) is None
        ),
    ):
        value = match.group("value").rstrip(".,;:?)")
        if value[:1].isalnum() and not an_address_or_link(value) and strong(value):
            yield match.start("value"), match.start("value") + len(value), "password"
    for match in _PASS_BARE.finditer(text) if "pass " in lowered or "password-" in lowered else ():
        value = match.group("value").rstrip(".,;:?)")
        if value[:1].isalnum() and not an_address_or_link(value) and strong(value):
            yield match.start("value"), match.start("value") + len(value), "password"
    for match in _NOW_THEN_VALUE_IS.finditer(text) if _NOW_OPENS.search(text) else ():
        value = match.group("value")
        if value.isdigit():
            if (
                len(value) > 8
                or _A_YEAR.fullmatch(value)
                or _a_code_of_nothing(text, match)
                or _NOT_SECRET_CODES.search(_named(text, match))
            ):
                continue  # ("… aba 2025 ho": the year)
        elif not (match.group("quote") and not _described(value)) and not (
            value[:1].isalnum() and not an_address_or_link(value) and strong(value)
        ):
            continue
        kind = "password" if _A_PASSWORD_NAME.fullmatch(match.group("name")) else "credential"
        yield match.start("value"), match.end("value"), kind
    asked = "?" in text and _ASKED_ANSWERED.search(text) is not None
    for match in _NAME_ASKED.finditer(text) if asked else ():
        value = match.group("value").rstrip(".,;:?)")  # (a password may end in "!")
        start = match.start("value")
        digits = value.rstrip("!")
        if digits.isdigit() and len(digits) <= 8:
            end = start + len(digits)
            if not (
                _A_YEAR.fullmatch(digits)
                or re.match(r"\s?\d", text[end:])  # ("Forgot your PIN? 0800 123 456": a phone)
                or _UNIT_AFTER.match(text, end)
                or _a_code_of_nothing(text, match)
                or _NOT_SECRET_CODES.search(_named(text, match))
            ):
                yield start, end, "credential"
        elif (
            _A_PASSWORD_NAME.fullmatch(match.group("name"))
            and value[:1].isalnum()
            and not an_address_or_link(value)
            and strong(value)
        ):
            yield start, start + len(value), "password"
    if any(word in lowered for word in _CAME):
        for match in _CODE_CAME.finditer(text):
            if not _A_YEAR.fullmatch(match.group("value")) and not _NOT_SECRET_CODES.search(
                _sentence(text, match.start(), match.end())
            ):
                yield match.start("value"), match.end("value"), "credential"
    for match in _CODE_THAT.finditer(text) if _COPULA_DIGITS.search(text) else ():
        if (
            _A_YEAR.fullmatch(match.group("value"))
            or _a_code_of_nothing(text, match)
            or _UNIT_AFTER.match(text, match.end("value"))
            or _NOT_SECRET_CODES.search(_sentence(text, match.start(), match.end()))
        ):
            continue
        yield match.start("value"), match.end("value"), "credential"
    for match in _DIGITS_BEFORE.finditer(text):
        if _a_code_of_nothing(text, match) or _NOT_IT_AFTER.match(text, match.end("name")):
            continue  # ("4471 जिगु ATM PIN मखु, …": is not my PIN)
        if _A_YEAR.fullmatch(match.group("value")):
            told = _YEAR_TOLD_AS.match(text, match.end("value"))
            if (
                told is None
                or _a_code_of_nothing(text, told)
                or _NOT_SECRET_CODES.search(text, told.start("name"), told.end("name") + 30)
            ):
                continue  # "2019 – the year I changed the PIN"; "1948 ndiyo kodhi …" is it
        yield match.start("value"), match.end("value"), "credential"
    for match in _DIGITS_TOLD_AS.finditer(text):
        if _A_YEAR.fullmatch(match.group("value")) or _a_code_of_nothing(text, match):
            continue
        if _NOT_SECRET_CODES.search(text, match.start("name"), match.end("name") + 30):
            continue  # "1200, c'est le code promo"
        yield match.start("value"), match.end("value"), "credential"
    for match in (
        *(_COLON_THEN_THE_CODE.finditer(text) if ":" in text else ()),
        *(_KO_THEN_KO.finditer(text) if lowered.count("ko ") > 1 else ()),
    ):
        if (
            _a_code_of_nothing(text, match)
            or _UNIT_AFTER.match(text, match.end("value"))
            # (a year after a colon is when; after "ko", as after any copula, it may be the code)
            or (match.group(0).startswith(":") and _A_YEAR.fullmatch(match.group("value")))
            or _NOT_SECRET_CODES.search(_named(text, match))
        ):
            continue
        yield match.start("value"), match.end("value"), "credential"
    for match in _ASKED_AGAIN.finditer(text) if " ɛ " in text or " ee " in lowered else ():
        begins_at = max(text.rfind(stop, 0, match.start()) for stop in ".!?\n")
        before = text[begins_at + 1 : match.start("again")].casefold()
        if match.group("again").casefold() in before:
            yield match.start("value"), match.end("value"), "credential"
    set_after = _A_SET_AFTER.search(text) is not None  # ("… Rex laa bind")
    value_first = "reagr" in lowered or "reagairt" in lowered  # ("… 'S e Bran am freagairt")
    dha = "deebii" in lowered  # ("Deebiin gaaffii nageenyaa koo Caaltuu dha")
    before_then_i = "nhlamulo" in lowered  # ("Nhlamulo ya mina eka xivutiso … i Tiyani")
    # ("'Fulgur' est responsio ad quaestionem securitatis")
    answer_first = any(word in lowered for word in _FIRST_ANSWER_WORDS)
    for pattern in (
        _ANSWER_NAMED,
        _ANSWER_NEXT,
        _ANSWER_THEN_SET,
        _QUOTED_AFTER,
        _ANSWER_VALUE_FIRST,
        _ANSWER_THEN_DHA,
        _ANSWER_BEFORE_THEN_I,
        _ANSWER_FIRST,
    ):
        if (
            (pattern is _ANSWER_THEN_SET and not set_after)
            or (pattern is _ANSWER_VALUE_FIRST and not value_first)
            or (pattern is _ANSWER_THEN_DHA and not dha)
            or (pattern is _ANSWER_BEFORE_THEN_I and not before_then_i)
            or (pattern is _ANSWER_FIRST and not answer_first)
        ):
            continue
        for match in pattern.finditer(text):
            value = match.group("value")
            if " " in value and value.endswith("?"):
                continue  # "Ajụjụ nchekwa m bụ “Kedu aha nkịta mbụ gị?”": the question, quoted
            if _ASKS_ON.match(text, match.end("value")):
                continue
            if pattern is _QUOTED_AFTER and _NAMED_OTHERWISE.search(text, 0, match.start("value")):
                continue  # ("wifi password changed, … network "Casa_Luz"": the network's name)
            if pattern is _ANSWER_NEXT and match.group("opened"):
                # ("Ansa hemi 'Malapoa'.": the answer ends at its closing quote)
                close = min((i for i in map(value.find, _QUOTE_CLOSE) if i > 0), default=-1)
                value = value[:close] if close > 0 else value
            if _OF_A_QUESTION.search(value) is None and not _described(value):
                yield match.start("value"), match.start("value") + len(value), "credential"


# Digits said one by one, each language's words apart (a run is read in one language), with
# the words that are other languages' too ("de", "en", "set", "kat", "rua", "lima", "ono"): a
# run with a space between its words holds one that is not, or its words are joined by hyphens.
# Haitian Creole ("Kòd pòtay lakou a se sèt-twa-nèf-de"), zero to nine, "en" and "youn" both
# one, "uit" and "wit" both eight.
_HAITIAN_DIGITS = {
    "zewo": "0", "zero": "0", "en": "1", "youn": "1", "de": "2", "twa": "3", "kat": "4",
    "senk": "5", "sis": "6", "sèt": "7", "set": "7", "uit": "8", "wit": "8", "nèf": "9",
    "nef": "9",
}  # fmt: skip
_HAITIAN_SHARED = frozenset({"zero", "en", "de", "kat", "sis", "set", "uit", "wit", "nef"})
# Māori ("ko te PIN … ko whā rua waru tahi"), zero to nine, "whā" with or without its macron.
_MAORI_DIGITS = {
    "kore": "0", "tahi": "1", "rua": "2", "toru": "3", "whā": "4", "wha": "4", "rima": "5",
    "ono": "6", "whitu": "7", "waru": "8", "iwa": "9",
}  # fmt: skip
_MAORI_SHARED = frozenset({"kore", "rua", "wha", "rima", "ono", "iwa"})
# Hawaiian, its words read without the ʻokina that opens them ("ʻekahi" as "ekahi").
_HAWAIIAN_DIGITS = {
    "ole": "0", "ekahi": "1", "elua": "2", "ekolu": "3", "ehā": "4", "eha": "4", "elima": "5",
    "eono": "6", "ehiku": "7", "ewalu": "8", "eiwa": "9",
}  # fmt: skip
_HAWAIIAN_SHARED = frozenset({"ole", "eha"})
# Samoan, Tongan and Fijian.
_SAMOAN_DIGITS = {
    "selo": "0", "tasi": "1", "lua": "2", "tolu": "3", "fā": "4", "fa": "4", "lima": "5",
    "ono": "6", "fitu": "7", "valu": "8", "iva": "9",
}  # fmt: skip
_SAMOAN_SHARED = frozenset({"selo", "lua", "fa", "lima", "ono", "iva"})
_TONGAN_DIGITS = {
    "noa": "0", "taha": "1", "ua": "2", "tolu": "3", "fā": "4", "fa": "4", "nima": "5",
    "ono": "6", "fitu": "7", "valu": "8", "hiva": "9",
}  # fmt: skip
_TONGAN_SHARED = frozenset({"noa", "ua", "fa", "nima", "ono", "hiva"})
_FIJIAN_DIGITS = {
    "saiva": "0", "dua": "1", "rua": "2", "tolu": "3", "va": "4", "lima": "5", "ono": "6",
    "vitu": "7", "walu": "8", "ciwa": "9",
}  # fmt: skip
_FIJIAN_SHARED = frozenset({"dua", "rua", "va", "lima", "ono"})
# West Frisian ("De koade fan it kaaikastje is ien njoggen sân trije"), "sân" with or without its
# circumflex; "nul", "acht" and "seis" are Dutch's, German's, Spanish's too, "san" a title.
_FRISIAN_DIGITS = {
    "nul": "0", "ien": "1", "twa": "2", "trije": "3", "fjouwer": "4", "fiif": "5", "seis": "6",
    "sân": "7", "san": "7", "acht": "8", "njoggen": "9",
}  # fmt: skip
_FRISIAN_SHARED = frozenset({"nul", "seis", "san", "acht"})
# Chuvash ("Подъезд кодӗ: ҫиччӗ, виҫҫӗ, иккӗ, саккӑр"), each number counted alone and before a
# noun ("виҫҫӗ" and "виҫӗ", three), written with its own "ӑ", "ӗ" and "ҫ" or with the Latin
# letters long typed for them ("ă", "ĕ", "ç"); "нуль" and "ноль" are Russian's too.
_CHUVASH_NATIVE = {
    "нуль": "0", "ноль": "0", "пӗрре": "1", "пӗр": "1", "иккӗ": "2", "икӗ": "2", "виҫҫӗ": "3",
    "виҫӗ": "3", "тӑваттӑ": "4", "тӑватӑ": "4", "пиллӗк": "5", "пилӗк": "5", "улттӑ": "6",
    "ултӑ": "6", "ҫиччӗ": "7", "ҫичӗ": "7", "саккӑр": "8", "сакӑр": "8", "тӑххӑр": "9",
    "тӑхӑр": "9",
}  # fmt: skip
_CHUVASH_DIGITS = {
    **_CHUVASH_NATIVE,
    **{w.translate(str.maketrans("ӑӗҫ", "ăĕç")): d for w, d in _CHUVASH_NATIVE.items()},
}
_CHUVASH_SHARED = frozenset({"нуль", "ноль"})
_DIGIT_LANGUAGES = (
    (_HAITIAN_DIGITS, _HAITIAN_SHARED),
    (_MAORI_DIGITS, _MAORI_SHARED),
    (_HAWAIIAN_DIGITS, _HAWAIIAN_SHARED),
    (_SAMOAN_DIGITS, _SAMOAN_SHARED),
    (_TONGAN_DIGITS, _TONGAN_SHARED),
    (_FIJIAN_DIGITS, _FIJIAN_SHARED),
    (_FRISIAN_DIGITS, _FRISIAN_SHARED),
    (_CHUVASH_DIGITS, _CHUVASH_SHARED),
)
_ALL_DIGIT_WORDS = {word for words, _ in _DIGIT_LANGUAGES for word in words}
_SHARED_DIGIT_WORDS = {word for _, shared in _DIGIT_LANGUAGES for word in shared}
_DIGIT_WORD = r"[ʻ‘'’]?(?:" + "|".join(sorted(_ALL_DIGIT_WORDS, key=len, reverse=True)) + ")"
# What every run holds (case-folded): a word of one language no other language shares, or a
# shared one between two hyphens (the middle of "kat-de-kat"). A text with none of them is not
# read again; one holding such a word only inside another ("value", "evaluate") neither.
_UNSHARED_DIGIT_WORDS = frozenset(_ALL_DIGIT_WORDS - _SHARED_DIGIT_WORDS)
# (each word once: not one that holds another, "ewalu" holding "walu"; those in other letters
# than English's looked for only in a text that has such letters)
_ONCE = sorted(
    word
    for word in _UNSHARED_DIGIT_WORDS
    if not any(other != word and other in word for other in _UNSHARED_DIGIT_WORDS)
)
_WORDED_GATE = substrings(word for word in _ONCE if word.isascii())
_WORDED_GATE_NOT_ASCII = substrings(word for word in _ONCE if not word.isascii())
_HYPHENED_SHARED = substrings(f"-{word}-" for word in _SHARED_DIGIT_WORDS)
_NOT_A_WORD = lazy_compile(r"[^\w'’‘]+")


def _may_say_digits(lowered: str) -> bool:
    """Whether a case-folded text holds a word no other language shares as a word, not inside
    another, or a shared one between two hyphens."""
    if "-" in lowered and _HYPHENED_SHARED.search(lowered):
        return True
    if not _WORDED_GATE.search(lowered) and (
        lowered.isascii() or not _WORDED_GATE_NOT_ASCII.search(lowered)
    ):
        return False
    words = (word.lstrip("ʻ‘'’") for word in _NOT_A_WORD.split(lowered))
    return not _UNSHARED_DIGIT_WORDS.isdisjoint(words)


# Three to eight of them, joined by hyphens ("sèt-twa-nèf-de"), or four to eight with spaces or
# commas between ("sèt twa nèf de", "kat, de, senk, nèf", "whā rua waru tahi").
_WORDED_DIGITS = lazy_compile(
    rf"(?<![\w-])(?:(?:{_DIGIT_WORD})(?:-(?:{_DIGIT_WORD})){{2,7}}"
    rf"|(?:{_DIGIT_WORD})(?:,?\s(?:{_DIGIT_WORD})){{3,7}})(?![\w-])",
    re.IGNORECASE,
)


def _worded_run(said: str) -> str | None:
    """The digits a run of number words says, read in the one language all its words are of;
    ``None`` if there is none, or if the run is spaced and every word is also another
    language's ("de en de")."""
    words = [w.lstrip("ʻ‘'’") for w in re.split(r"[-,\s]+", said.casefold())]
    for digits, shared in _DIGIT_LANGUAGES:
        if all(w in digits for w in words) and ("-" in said or any(w not in shared for w in words)):
            return "".join(digits[w] for w in words)
    return None


def digits_in_words(text: str) -> tuple[str, list[tuple[int, int, int, int]]]:
    """``text`` with each run of digits said one by one in Haitian Creole, Māori, Hawaiian,
    Samoan, Tongan, Fijian, West Frisian or Chuvash written in digits, and each such run as (its
    start and end in the new text, its start and end as said)."""
    if not _may_say_digits(text.casefold()):
        return text, []
    parts: list[str] = []
    runs: list[tuple[int, int, int, int]] = []
    last = shift = 0
    for match in _WORDED_DIGITS.finditer(text):
        digits = _worded_run(match.group())
        if digits is None:
            continue  # "de en de": other languages' words, not a code
        parts.append(text[last : match.start()])
        parts.append(digits)
        runs.append((match.start() - shift, match.start() - shift + len(digits), *match.span()))
        shift += len(match.group()) - len(digits)
        last = match.end()
    parts.append(text[last:])
    return "".join(parts), runs


def an_address_or_link(value: str) -> bool:
    """Whether a value after a password's name is an e-mail address or a link, not the
    password."""
    return ("@" in value and "." in value.split("@")[-1]) or "://" in value


_A_NETWORK = lazy_compile(r"(?:wi-?fi|wlan|e-?mail)\W?", re.IGNORECASE)


def a_network(value: str) -> bool:
    """Whether a value after a password's name is what the password opens ("Wi-Fi", "e-mail"),
    not the password."""
    return _A_NETWORK.fullmatch(value) is not None


# A word with a short prefix or particle joined by a hyphen, in small letters (Cebuano "gibag-o",
# changed; Tagalog "na-hack"; Spanish "re-fácil"): a word said of a password, not one.
_AFFIXED_WORD = lazy_compile(
    r"[^\W\d_A-ZÀ-Þ]{1,3}-[^\W\d_A-ZÀ-Þ]+|[^\W\d_A-ZÀ-Þ]+-[^\W\d_A-ZÀ-Þ]{1,3}"
    # (… or a name with a case ending joined, as Kokborok's genitive: "password-o kwrwi thani,
    # Twisa-ni 4455 tangka", the password is not here, Twisa's 4455 rupees)
    r"|[A-ZÀ-Þ][^\W\d_A-ZÀ-Þ]+-[^\W\d_A-ZÀ-Þ]{1,3}"
)
# Tibetan's or Dzongkha's words alone, syllables with the tsheg "་" between (not a sign that
# makes a password): "ད་རིས་", today.
_TIBETAN_WORDS = lazy_compile(r"[\u0f00-\u0fff]+")
# Words a quoted description of a password opens with ("'the old one'", "'too long'"), or an
# answer that says there is none ("Responsio: non memini", I do not remember; Asturian "nun").
# (… and "I" or "my" in Acehnese, Sango and Minangkabau, Kabyle's "not": "Jaweuban: lôn tuwo",
# the answer: I forgot; "Réponse: mbi girisa"; "Tiririt: ur tt-cfiɣ ara")
_DESCRIBING = frozenset(
    "the a an my old new same wrong too very not no non nun lôn lon mbi ambo ur".split()
)


def _described(value: str) -> bool:
    """A quoted value that describes the secret rather than being it."""
    words = value.split()
    return bool(words) and words[0].casefold() in _DESCRIBING


def _a_code_of_nothing(text: str, match: re.Match[str]) -> bool:
    """The match names a code by the word alone ("code", "kod") in a sentence that speaks of
    nothing such a code opens: no secret. (Where the name opens its sentence, at most a short
    word before it, the sentence before may say what it opens: "Lub txhab nyiaj xa SMS tuaj.
    Tus code yog 58 29 13", the bank sent an SMS. The code is ….)"""
    if _A_BARE_CODE_NAME.fullmatch(match.group("name")) is None:
        return False
    if _CODE_CONTEXT.search(_sentence(text, match.start(), match.end())) is not None:
        return False
    opens = _OPENS_SENTENCE.search(text, 0, match.start("name"))
    if opens is None:
        return True
    before = max(text.rfind(mark, 0, opens.start()) for mark in ".!?\n")
    return _CODE_CONTEXT.search(text, before + 1, opens.start()) is None


# A name that opens its sentence, at most a short word before it ("Tus code", "Code"): where
# the text before it ends that sentence.
_OPENS_SENTENCE = lazy_compile(r"[.!?]\s+(?:[^\W\d]{1,4}\s+)?\Z")


def _named(text: str, match: re.Match[str]) -> str:
    """The name of what a match's value is, with the word before it and the three after it
    ("código de descuento", "code postal", "area code")."""
    before = text[max(0, match.start("name") - 20) : match.start("name")].split()[-1:]
    after = text[match.end("name") : match.start("value")].split()[:3]
    return " ".join([*before, match.group("name"), *after])


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence around ``text[start:end]``."""
    before = max(text.rfind(mark, 0, start) for mark in ".!?\n")
    after = [i for i in (text.find(mark, end) for mark in ".!?\n") if i >= 0]
    return text[before + 1 : min(after, default=len(text))]
