// Package korean reads Korean text well enough for the clause judge (lease
// 특약) and the scan reader (household waste descriptions) to see what a
// sentence asserts, not only what it is about.
//
// It is pure Go, rule-based and data-free:
//
//   - Normalize: NFC, full-width → half-width, lowercase, straight quotes,
//     one middle dot, collapsed spaces; digits and % are kept.
//   - Tokens: each eojeol is split into stem + particles (임대인에게는 →
//     임대인 + 에게는) or stem + ending, undoing contractions by jamo
//     arithmetic (뗐어요 → 떼 + 었어요, 돌려줘야 → 돌려주 + 어야, 합니다 →
//     하 + ㅂ니다); X+하 and X+되 predicates stem to X (부담하여야,
//     부담해야, 부담합니다 → 부담; 반환된다 → 반환); a verb written
//     together with its auxiliary stems to the main verb (떼버림,
//     헹궈뒀어요 → 떼, 헹구); jamo written alone (ㅋㅋ, ㅠㅠ) are no part
//     of a word.
//   - Analyze: predicates with negation scoped to their own verb (-지 않다,
//     안/못, 없다, 금지, 불가, double negation -지 않으면 안 된다), modality
//     (obligation, permission, prohibition, plain), the subject's role
//     (임대인/집주인/갑 → landlord, 임차인/세입자/을 → tenant; a noun with
//     에게/한테/께 is a recipient), the objects acted on, and conditional
//     clauses (-면, -는 경우, -할 때, -시) as a separate scope.
//   - Analysis.ObjectState: removed / present / absent / emptied for the
//     scan reader ("라벨은 떼고" removed, "뚜껑은 안 뗐어요" present,
//     "라벨이 없는 병" absent); Analysis.SetAside: a part removed or sent
//     elsewhere, or what something was taken out of ("뚜껑은 따로
//     버렸고", "상자에서 떼어낸"), which is not the thing thrown away;
//     anything 따로/별도로 is done to is kept apart ("뚜껑은 따로
//     모았어요"); Analysis.Place: a noun that names where things are put
//     (캔 수거함에, 캔 버리는 데).
//   - Negation written onto the verb (안씻고, 못뺐어요, 덜말랐어요), a
//     noun before 없- ("얼룩 없어요") and "X-ㄴ 데 없어요" are read as
//     negation, by Analyze and by Reading alike.
//   - Reading: the scan reader's question "what does this text say about
//     the label?" answered by Analysis.ObjectState and, where that is
//     silent, by the surface words around each mention (a modifier noun:
//     은박 in "은박 뚜껑 뗐어요"; a form the stemmer does not know: 땄어요;
//     an unspaced 라벨제거), with another language's words added by the
//     caller; one Reading analyses its text once for any number of
//     questions. Reading.Modifier tells a noun that modifies the next one
//     ("비닐 라벨") from one that names a thing ("비닐이 씌워진").
//   - Conjugations: the written forms of a verb stem that say it happened
//     (빠개지 → 빠개지고, 빠개진, 빠개짐, 빠개져, 빠개졌), for word lists
//     that name a verb once (the scan catalog's "~" tag words).
//   - Features: stems, bigrams and polarity-, modality- and role-marked
//     predicate features for a classifier, with an optional synonym map.
//
// What it does not do: it is not a morphological analyser. Its knowledge is
// a list of endings, a list of particles and small lexicons of verb stems,
// role nouns and nouns that look inflected (동의, 결과); an unknown native
// verb is found only by an unambiguous ending (닦았어요, 마셨다), so
// "기르면" needs 기르 in the lexicon. It does not split unspaced compounds
// (라벨제거했어요 stems to 라벨제거), resolve dropped subjects across
// sentences, handle irregular stems beyond the contractions above (ㄷ/ㅂ/ㅅ/
// 르 irregulars such as 들어/도와/나아 stem wrongly), or parse nested
// clauses: the subject is the nearest marked role noun, which is wrong when
// an adnominal clause sits between them. No maintained pure-Go Korean
// morphological analyser is served by the Go module proxy, and mecab-ko
// (cgo, plus a dictionary download) is not packaged by Debian, so the rules
// stay here; they are measured by the table tests of this package.
package korean
