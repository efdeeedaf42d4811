package korean

import (
	"slices"
	"strings"
	"unicode"
)

// WordLexicon is another language's words for Reading's word-level
// reading, added to the Korean ones (the scan catalog gives English:
// removed, still, no, not).
type WordLexicon struct {
	// Removal and Present are stems matched inside a word ("removed",
	// "attached").
	Removal, Present []string
	// Absent and Negators are whole words ("no", "without"; "not").
	Absent, Negators []string
	// Place are whole words that, right after a noun, make it name where
	// things are put ("bin" in "the can bin").
	Place []string
}

// The word-level reading's Korean words: surface forms, contracted ones
// included (뗐, 벗겼, 땄), matched inside a word, so that they are found in
// words the stemmer leaves whole (라벨제거, 은박뚜껑). Emptying (비웠) reads
// as removal here. A word starting with 없 is absence.
var (
	wordRemoval = []string{"떼", "뗐", "뗀", "뗌", "제거", "벗기", "벗겨", "벗긴", "벗겼", "벗김", "뜯", "분리했", "분리해", "분리한", "분리함", "분리됨", "뺌",
		"빼", "뺐", "뺀", "땄", "따고", "따서", "딴", "비웠", "비운", "비우고", "털어", "잘라", "잘랐", "자른",
		// cut out (오려냈어요, 도려서, 오린)
		"오려", "오렸", "오린", "도려", "도렸", "도린",
		// torn off by hand (찢어서 버렸어요, 찢고, 찢었어요); torn and left
		// on (찢어진, 찢어져서) is not removal
		"찢어서", "찢었", "찢고", "찢은",
		// kept apart, the verb left out ("뚜껑은 따로 플라스틱 칸에")
		"따로", "별도로"}
	wordPresent = []string{"붙어", "붙은", "붙었", "그대로", "있", "달려", "달린", "꽂혀", "꽂힌", "씌운", "씌워", "닫혀", "닫힌", "끼워",
		"닫아", "닫은", "닫았", "잠가", "잠근", "잠갔", "잠궈", "잠겨", "잠긴", "채로", "감겨", "감긴",
		// a note's nouns of the same (뚜껑닫음, 펌프꽂힘, 스티커붙음)
		"닫음", "닫힘", "잠김", "잠금", "꽂힘", "붙음", "달림", "씌움", "끼움"}
	// triedWordEnds end a verb whose action was meant, tried or broken
	// off, not done (떼려니까, 벗기려는데, 떼다가, 떼려고)
	triedWordEnds = []string{"려니까", "려는데", "려다가", "려다", "려고", "다가"}
	// quantityWords between a subject and its predicate are skipped
	// ("뚜껑만 하나 남아서", "꿀이 꽤 남았어요")
	quantityWords = setOf("하나", "둘", "몇", "개", "알", "약간", "살짝", "잔뜩", "꽤", "반쯤", "거의", "a", "the", "some", "bit", "little")
	wordNegators  = []string{"안", "못", "덜"}
	// doerWords, said with 이/가, are who did it ("제가 다 뗐어요"), never
	// what was done to
	// (and any title said with 님: 실장님이, 팀장님께서; isDoer)
	doerWords = setOf("제", "우리", "저희", "엄마", "아빠", "남편", "아내", "와이프", "애들", "할머니", "할아버지", "사장님", "기사님", "동생", "언니", "누나", "오빠",
		"직원", "직원들", "알바", "알바생", "아르바이트생", "실장", "팀장", "점장", "매니저", "손님", "아이", "아이들", "아들", "딸", "친구", "동료", "이모", "삼촌", "막내", "경비원", "미화원", "아저씨", "아주머니", "룸메이트", "룸메",
		"대원", "선배", "후배", "조장", "반장", "학생", "스태프", "관리인", "가족", "식구")
	// closedWords say a cap or lid is on: after 뚜껑만 they make it a
	// condition of the item, not the item (Reading.Only)
	closedWords = []string{"닫혀", "닫힌", "닫아", "닫았", "잠가", "잠갔", "잠겨", "잠긴", "잠근", "씌워", "끼워", "꽂혀", "붙어", "붙은", "달려", "달린"}
)

// Reading is one text read for the state of the objects it mentions. It
// analyses the text at most once, however many questions are asked; it is
// not safe for concurrent use.
type Reading struct {
	text                       string
	removal, present           []string
	absent, negators, places   []string
	analysis                   *Analysis
	words                      []word
	wordsRead, hangul, checked bool
}

// NewReading prepares text for ObjectState and Negated questions, with
// extra's words read alongside the Korean ones.
func NewReading(text string, extra WordLexicon) *Reading {
	return &Reading{
		text:     text,
		removal:  append(append([]string(nil), wordRemoval...), extra.Removal...),
		present:  append(append([]string(nil), wordPresent...), extra.Present...),
		absent:   extra.Absent,
		negators: append(append([]string(nil), wordNegators...), extra.Negators...),
		places:   extra.Place,
	}
}

// ObjectState returns what the text says about the object named by any of
// nouns. A mention written noun+째 ("뚜껑째") is present. Korean text is
// read first by Analyze(text).ObjectState (negation
// scope, removal and presence predicates, 무+noun); when that says neither
// present, removed nor absent (a modifier noun such as 은박 in "은박 뚜껑
// 뗐어요", a verb the stemmer does not know such as 땄어요) and for other
// languages, the words around each mention are read (see wordState).
func (r *Reading) ObjectState(nouns ...string) State {
	// 뚜껑째 버려요: thrown away with the cap on, whatever the verb says
	for _, w := range r.lowerWords() {
		for _, n := range nouns {
			if n != "" && strings.Contains(w.text, n+"째") {
				return StatePresent
			}
		}
	}
	if a := r.analyzed(); a != nil {
		switch s := a.ObjectState(nouns...); s {
		case StatePresent, StateRemoved, StateAbsent:
			return s
		}
	}
	return r.wordState(nouns)
}

// analyzed is Analyze(text), made once, or nil when the text has no
// Hangul.
func (r *Reading) analyzed() *Analysis {
	if !r.checked {
		r.hangul, r.checked = HasHangul(r.text), true
	}
	if !r.hangul {
		return nil
	}
	if r.analysis == nil {
		a := Analyze(r.text)
		r.analysis = &a
	}
	return r.analysis
}

// Negated reports whether the phrase occurs in the text only negated
// ("안 묻었어요", "깨지지 않았어요"); a phrase of several words is negated
// by its first or last word ("금 간 데 없어요"), and never when it holds a
// negator of its own ("안 씻", "not dry": the phrase is the negation).
func (r *Reading) Negated(phrase string) bool {
	p := strings.ToLower(phrase)
	if strings.ContainsAny(p, " ") {
		return r.negatedPhrase(p)
	}
	ws := r.lowerWords()
	seen := false
	for i, w := range ws {
		if !strings.Contains(w.text, p) {
			continue
		}
		if !r.negated(ws, i) {
			return false
		}
		seen = true
	}
	return seen
}

// Subject returns the noun phrase the phrase is said of, at its
// first mention that is not negated: the noun right before it in its
// clause, marked 이/가/은/는/도/만 or bare, with the bare nouns before that
// ("휴대폰 액정이 깨져서" → "휴대폰 액정", "계란이 깨져서" → "계란"),
// adverbs in between skipped ("꿀이 꽤 남았어요" → "꿀"). It is "" when
// the phrase does not occur or nothing names its subject (the item the
// text is about is then the subject). Particles are stripped. Only Korean
// is read: English word order says too little without a parser. particle is the
// subject's particle as written ("만" in "병만 남았어요"; "" when bare).
func (r *Reading) Subject(phrase string) (np, particle string) {
	fields := strings.Fields(strings.ToLower(phrase))
	if len(fields) == 0 {
		return "", ""
	}
	ws := r.lowerWords()
	for i := range ws {
		if !r.phraseAt(ws, i, fields) || r.negated(ws, i) {
			continue
		}
		// "비 맞은 건 우산이고", "깨진 거는 접시였고": the thing the
		// phrase says of, named by a copula after it, is its subject
		if np := identified(ws, i+len(fields)-1); np != "" {
			return np, "는"
		}
		j := i - 1
		for j >= 0 && !ws[j].stop && (in(adverbs, ws[j].text) || in(quantityWords, ws[j].text)) {
			j--
		}
		if j < 0 || ws[j].stop || !HasHangul(ws[j].text) || isPredicateWord(ws[j].text) {
			return "", ""
		}
		stem, particle := stripParticle(ws[j].text)
		switch particle {
		case "", "이", "가", "은", "는", "도", "만":
		default:
			return "", ""
		}
		words := []string{stem}
		for k := j - 1; k >= 0 && k >= j-2 && !ws[k].stop; k-- {
			if st, pt := stripParticle(ws[k].text); pt != "" || st != ws[k].text || isPredicateWord(ws[k].text) || in(adverbs, ws[k].text) || clauseEnd(ws[k].text) {
				break
			}
			words = append([]string{ws[k].text}, words...)
		}
		return strings.Join(words, " "), particle
	}
	return "", ""
}

// fearWords after a verb in -ㄹ까 say it is only feared (필까 봐, 샐까
// 싶어서, 젖을까 걱정돼서).
var fearWords = []string{"봐", "봐서", "봐요", "봐도", "싶어", "싶어서", "싶어요", "싶", "걱정", "겁"}

// Feared reports whether every mention of the phrase is only feared, not
// said to hold: its word, or the first predicate after it in its clause
// within two words, is a verb in -ㄹ까/-을까 with 봐, 싶어 or 걱정 after
// it, or glued on ("곰팡이 필까 봐", "냄새 밸까봐", "녹슬까 싶어서", "비
// 맞을까 걱정돼서").
func (r *Reading) Feared(phrase string) bool {
	return r.everyMention(phrase, func(ws []word, i, e int) bool {
		for k := e; k < len(ws) && k <= e+2; k++ {
			w := ws[k].text
			if at := strings.Index(w, "까"); at > 0 && HasHangul(w) {
				rest := w[at+len("까"):]
				next := ""
				if !ws[k].stop && k+1 < len(ws) {
					next = ws[k+1].text
				}
				return rest != "" && slices.ContainsFunc(fearWords, func(f string) bool { return strings.HasPrefix(rest, f) }) ||
					rest == "" && slices.ContainsFunc(fearWords, func(f string) bool { return strings.HasPrefix(next, f) })
			}
			if ws[k].stop || k > e && isPredicateWord(w) {
				return false
			}
		}
		return false
	})
}

// everyMention reports whether the phrase occurs in the reading and
// holds says yes at every mention, given the words and the indexes of
// the mention's first word i and last word e.
func (r *Reading) everyMention(phrase string, holds func(ws []word, i, e int) bool) bool {
	fields := strings.Fields(strings.ToLower(phrase))
	if len(fields) == 0 {
		return false
	}
	ws := r.lowerWords()
	seen := false
	for i := range ws {
		if !r.phraseAt(ws, i, fields) {
			continue
		}
		seen = true
		if !holds(ws, i, i+len(fields)-1) {
			return false
		}
	}
	return seen
}

// soakVerbs soak a thing on purpose (불리다, 담그다, 적시다).
var soakVerbs = setOf("불리", "담그", "적시", "축이")

// meansEnds join a verb to the next as the way it was done (불려서,
// 불려, 불리고, 불려가: 경상도 -가 for -서).
var meansEnds = []string{"서", "가", "고", "가지고"}

// Means reports whether every mention of the phrase ends in a soak
// (soakVerbs) done as the means to a removal or a wash that follows it in its clause,
// within three words, done and not negated ("라벨 물에 불려서 떼었어요",
// "물에 불려가 다 벗겨냈어요", "물에 불려서 씻어 놨어요"): what the means
// left (a soak) is no condition said to hold.
func (r *Reading) Means(phrase string) bool {
	return r.everyMention(phrase, func(ws []word, _, e int) bool {
		w := ws[e].text
		if ws[e].stop || !HasHangul(w) || !isPredicateWord(w) && !slices.ContainsFunc(meansEnds, func(x string) bool { return strings.HasSuffix(w, x) }) {
			return false
		}
		// only a soak done on purpose (불려서, 담가서), not what
		// happened (금이 가서, 깨져서 떼어냈어요)
		t := analyzeWord(w)
		if t.Kind != KindVerb && strings.HasSuffix(w, "가") {
			t = analyzeWord(strings.TrimSuffix(w, "가")) // 불려가: 불려 + 가
		}
		if t.Kind != KindVerb || !in(soakVerbs, t.Stem) || t.Ending != "어" && !slices.ContainsFunc(meansEnds, func(x string) bool { return strings.HasSuffix(w, x) }) {
			return false
		}
		done := false
		for k := e + 1; k < len(ws) && k <= e+3; k++ {
			v := analyzeWord(ws[k].text)
			if v.Kind == KindVerb {
				done = (in(setAsideStems, v.Stem) || v.Stem == "뜯" || in(washVerbs, v.Stem)) && !v.neg && !r.negated(ws, k)
				break
			}
			if ws[k].stop {
				break
			}
		}
		return done
	})
}

// permitWords after a verb in -어도 allow it (돼요, 되나요, 괜찮아요,
// 상관없어요).
var permitWords = []string{"되", "돼", "된", "될", "괜찮", "상관없", "상관 없"}

// Permitted reports whether every mention of the phrase is a verb in
// -어도 allowed by 되다 or 괜찮다 after it ("안 헹궈도 돼요?", "라벨 안
// 떼도 되는 줄", "씻어도 괜찮아요"): whether it was done or not, the text
// does not say there.
func (r *Reading) Permitted(phrase string) bool {
	if !HasHangul(phrase) {
		return false
	}
	return r.everyMention(phrase, func(ws []word, _, e int) bool {
		return !ws[e].stop && e+1 < len(ws) && strings.HasSuffix(ws[e].text, "도") &&
			slices.ContainsFunc(permitWords, func(x string) bool { return strings.HasPrefix(ws[e+1].text, x) })
	})
}

// topicThings are 것 marked as a topic or subject (건, 거는, 것은, 게).
var topicThings = setOf("건", "거는", "것은", "게", "것이", "거")

// copulaEnds close a noun said to be what a topic is (우산이고, 접시였고,
// 컵이에요, 유리컵인데).
var copulaEnds = []string{"이었고", "이었어요", "이었는데", "이었음", "이에요", "이예요", "이고", "이야", "이다", "인데", "임", "였고", "였어요", "였는데", "예요", "고요"}

// identified returns the noun that a topic 것 after the adnominal word at
// e is said to be ("비 맞은 건 우산이고" → 우산, "깨진 거는 접시였어요" →
// 접시), or "".
func identified(ws []word, e int) string {
	if e+2 >= len(ws) || ws[e].stop || ws[e+1].stop || !HasHangul(ws[e].text) || !adnominal(ws[e].text) || !in(topicThings, ws[e+1].text) {
		return ""
	}
	w := ws[e+2].text
	for _, c := range copulaEnds {
		if stem, ok := strings.CutSuffix(w, c); ok && stem != "" && HasHangul(stem) && !in(topicThings, stem) {
			// a vowel-final noun takes 고, 예요, 였고 without 이 (우유고)
			return stem
		}
	}
	// 접시고: a vowel-final noun with the copula's 고, no verb
	if stem, ok := strings.CutSuffix(w, "고"); ok && stem != "" && !hasTail([]rune(stem)[len([]rune(stem))-1]) && !isPredicateWord(w) {
		return stem
	}
	return ""
}

// phraseAt reports whether the words of phrase (fields) occur from word i
// on, each inside its word.
func (r *Reading) phraseAt(ws []word, i int, fields []string) bool {
	for k, f := range fields {
		if i+k >= len(ws) || !strings.Contains(ws[i+k].text, f) || (k < len(fields)-1 && ws[i+k].stop) {
			return false
		}
	}
	return true
}

// isPredicateWord reports whether a Hangul word reads as a verb or
// adjective (남은, 깨진, 헹궜고), which cannot be a subject.
func isPredicateWord(w string) bool {
	if !HasHangul(w) {
		return false
	}
	_, ok := analyzeVerb(w)
	return ok
}

// Only reports whether a mention of any of nouns is singled out as the
// whole of what is thrown away: marked 만 or 뿐 ("뚜껑만 하나 남아서",
// "병뚜껑뿐이에요"), or after "only" or "just" ("just the lid"). A mention
// marked 만 right before a word that says it is closed or on ("라벨
// 벗기고 뚜껑만 씌워 뒀어요") is what is still on the item, not the item.
func (r *Reading) Only(nouns ...string) bool {
	ws := r.lowerWords()
	for i, w := range ws {
		for _, n := range nouns {
			n = strings.ToLower(n)
			if n == "" || !strings.Contains(w.text, n) {
				continue
			}
			rest := w.text[strings.Index(w.text, n)+len(n):]
			if (strings.HasPrefix(rest, "만") || strings.HasPrefix(rest, "뿐")) && !closedAfter(ws, i) {
				return true
			}
			// "뚜껑 하나만 남았어요", "캡 두 개만 버려요": the count after
			// the bare noun singled out
			if rest == "" && HasHangul(w.text) && r.countOnly(ws, i) {
				return true
			}
			for k := i - 1; k >= 0 && k >= i-3 && !ws[k].stop; k-- {
				if ws[k].text == "only" || ws[k].text == "just" {
					return true
				}
			}
		}
	}
	return false
}

// closedAfter reports whether the word after ws[i], in its clause and
// past degree adverbs (꽉, 단단히, 꼭), says a thing is closed or on
// ("뚜껑만 꽉 잠겨 있어요": the cap singled out is on, no "only").
func closedAfter(ws []word, i int) bool {
	j := i + 1
	for j < len(ws) && !ws[j-1].stop && (in(degreeWords, ws[j].text) || ws[j].text == "꼭" || ws[j].text == "아직" || ws[j].text == "그대로") {
		j++
	}
	return j < len(ws) && !ws[j-1].stop && hasAny(ws[j].text, closedWords)
}

// countOnly reports whether the words after ws[i], in its clause, are a
// count singled out with 만 or 뿐 (하나만, 한 개만, 두 개뿐), not before a
// word that says it is closed or on.
func (r *Reading) countOnly(ws []word, i int) bool {
	for j := i + 1; j < len(ws) && j <= i+2 && !ws[j-1].stop; j++ {
		head, ok := strings.CutSuffix(ws[j].text, "만")
		if k := strings.Index(ws[j].text, "뿐"); !ok && k > 0 {
			head, ok = ws[j].text[:k], true
		}
		if ok && head != "" && countWord(head) {
			return !closedAfter(ws, j)
		}
		if !countWord(ws[j].text) {
			return false
		}
	}
	return false
}

// englishHeads are words after an English noun that leave it the head of
// its phrase ("paper still on", "cover is on"), not a modifier of the next
// noun ("plastic cap", "spring water").
var englishHeads = setOf("still", "is", "was", "are", "were", "not", "on", "off", "in", "inside", "attached", "left",
	"stuck", "and", "but", "with", "that", "which", "never", "remains", "has", "had", "hasnt", "isnt", "wasnt", "wont",
	"didnt", "cant", "couldnt", "the", "a", "an", "around", "over", "wrapped", "taped", "intact", "too", "also")

// Modifier reports whether every mention of noun modifies another noun
// rather than naming a thing: written together with a noun after it
// (비닐봉지), or bare before a word that is neither a predicate, an
// adverb nor English function word ("비닐 라벨", "철사 마개", "spring
// water"). A mention with a particle, before a predicate or at a clause's
// end is a head ("비닐이 씌워진", "스프링 안 뺐어요", "paper still on").
func (r *Reading) Modifier(noun string) bool {
	n := strings.ToLower(noun)
	if n == "" {
		return false
	}
	ws := r.lowerWords()
	seen := false
	for i, w := range ws {
		at := strings.Index(w.text, n)
		if at < 0 {
			continue
		}
		seen = true
		if !HasHangul(w.text) {
			if w.stop || i+1 >= len(ws) || in(englishHeads, ws[i+1].text) || HasHangul(ws[i+1].text) {
				return false
			}
			continue
		}
		stem, particle := stripParticle(w.text)
		if !strings.HasSuffix(stem, n) {
			if strings.HasSuffix(w.text, n) || particle != "" && strings.HasSuffix(strings.TrimSuffix(w.text, particle), n) {
				return false
			}
			continue // 비닐봉지: a compound whose head is another noun
		}
		if particle != "" || w.stop || i+1 >= len(ws) {
			return false
		}
		next := ws[i+1].text
		if !HasHangul(next) || in(adverbs, next) || isPredicateWord(next) || clauseEnd(next) {
			return false
		}
	}
	return seen
}

// HasHangul reports whether s has a Hangul syllable or jamo in it.
func HasHangul(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Hangul, r) {
			return true
		}
	}
	return false
}

// word is one token of the lowercased text: a run of letters and digits,
// marked stop when , . ! ? ; or / followed it (a clause boundary).
type word struct {
	text string
	stop bool
}

func (r *Reading) lowerWords() []word {
	if r.wordsRead {
		return r.words
	}
	lower := strings.ToLower(r.text)
	start, end := -1, 0
	for i, c := range lower {
		letter := (unicode.IsLetter(c) && !IsCompatJamo(c)) || unicode.IsDigit(c)
		switch {
		case letter && start < 0:
			// didn't, can't: the contraction is one negator, "didnt"
			if w := lower[i:]; len(r.words) > 0 && (lower[end:i] == "'" || lower[end:i] == "’") &&
				strings.HasSuffix(r.words[len(r.words)-1].text, "n") && strings.HasPrefix(w, "t") && (len(w) == 1 || !unicode.IsLetter(rune(w[1]))) {
				r.words[len(r.words)-1].text += "t"
				start = -2 // skip the t
				continue
			}
			start = i
		case !letter && start >= 0:
			r.words = append(r.words, word{text: lower[start:i]})
			start, end = -1, i
		case !letter && start == -2:
			start, end = -1, i
		}
		if strings.ContainsRune(",.!?;/", c) && len(r.words) > 0 {
			r.words[len(r.words)-1].stop = true
		}
	}
	if start >= 0 {
		r.words = append(r.words, word{text: lower[start:]})
	}
	r.wordsRead = true
	return r.words
}

func hasAny(s string, stems []string) bool {
	for _, st := range stems {
		if strings.Contains(s, st) {
			return true
		}
	}
	return false
}

// hasStem is hasAny for a word said of a mention: a Hangul word holds a
// stem anywhere (라벨제거, 떼어냈고), another language's word begins with
// it ("peeled", "unscrewed"; not the "off" inside "coffee").
func hasStem(w string, stems []string) bool {
	if HasHangul(w) {
		return hasAny(w, stems)
	}
	for _, st := range stems {
		if strings.HasPrefix(w, st) {
			return true
		}
	}
	return false
}

// gluedNegated reports whether the Hangul word w is a verb with 안, 못 or
// 덜 written onto it (안씻고, 못뗐어요, 덜말랐어요, 안되요), and not a verb
// of its own that starts so (안내했어요).
func gluedNegated(w string) bool {
	if t := analyzeWord(w); t.Kind == KindVerb && t.neg {
		return true
	}
	for _, pre := range fusedPrefixes {
		rest, ok := strings.CutPrefix(w, pre)
		if !ok || rest == "" || !isPredicateWord(rest) {
			continue
		}
		if v, vok := analyzeVerb(w); vok && (in(verbStems, v.Stem) || v.Light != "") {
			return false
		}
		return true
	}
	return false
}

// negated reports whether word i is negated: 안, 못 or 덜 written onto it
// (안씻고), a noun followed by 없- ("얼룩 없어요"), a negator (안, 못; 덜, for
// "덜 헹궜어요" is not rinsed) right before it in its clause, or -지 않 /
// -지 못 (-지를, -지도, -지는 않) in it or right after it; an English word by a negator anywhere before
// it in its clause ("never came off", "didn't take the cap off"), the
// clause ending at a stop or a conjunction (and, but).
func (r *Reading) negated(ws []word, i int) bool {
	if HasHangul(ws[i].text) && (gluedNegated(ws[i].text) || experienceNegated(ws, i)) {
		return true
	}
	// 얼룩 없어요, 기름기 없이: a noun said to be absent; 코팅지 아니고,
	// 얼룩은 아니에요: a noun said not to be what is named; 얼룩 하나
	// 없어요, 흠집 전혀 없음: with the words that stress it between
	if k := pastNone(ws, i+1); k < len(ws) && !ws[i].stop && (strings.HasPrefix(ws[k].text, "없") || k == i+1 && copulaNot(ws[k].text)) && HasHangul(ws[i].text) && !isPredicateWord(ws[i].text) {
		return true
	}
	// 비린내 안 나요, 냄새도 하나도 안 나요, 쉰내 안남: a smell said not
	// to come off it
	if smellNoun(ws[i].text) && !ws[i].stop {
		if k := pastNone(ws, i+1); k < len(ws) && (ws[k].text == "안" || ws[k].text == "못") && k+1 < len(ws) && strings.HasPrefix(ws[k+1].text, "나") ||
			k < len(ws) && (strings.HasPrefix(ws[k].text, "안나") || strings.HasPrefix(ws[k].text, "안났") || strings.HasPrefix(ws[k].text, "안남")) {
			return true
		}
	}
	// 비닐 커버도 없어요, 종이 띠는 원래 없던 거: a bare material word
	// before a noun said to be absent is the absent thing's material
	if i+2 < len(ws) && !ws[i].stop && !ws[i+1].stop && in(materialNouns, ws[i].text) {
		if st, pt := stripParticle(ws[i+1].text); st != "" && !isPredicateWord(ws[i+1].text) && slices.Contains([]string{"", "도", "은", "는", "이", "가"}, pt) {
			if k := pastNone(ws, i+2); k < len(ws) && strings.HasPrefix(ws[k].text, "없") {
				return true
			}
		}
	}
	// 깨진 데 없어요, 묻은 곳 없어요, 금 간 데 하나 없어요: nowhere is it
	// so; 깨진 거 아니고, 젖은 건 아니에요: it is not so
	if i+2 < len(ws) && !ws[i].stop && !ws[i+1].stop && in(nowhereNouns, ws[i+1].text) {
		if k := pastNone(ws, i+2); k < len(ws) && strings.HasPrefix(ws[k].text, "없") || copulaNot(ws[i+2].text) {
			return true
		}
	}
	// 깨진 알도 없고, 금 간 병은 없어요: the thing the modifier names
	// is said to be absent, and the condition with it
	if i+2 < len(ws) && !ws[i].stop && !ws[i+1].stop && HasHangul(ws[i].text) && ClosedByN(ws[i].text) && isPredicateWord(ws[i].text) {
		if st, pt := stripParticle(ws[i+1].text); st != "" && !isPredicateWord(ws[i+1].text) && slices.Contains([]string{"", "도", "은", "는", "이", "가"}, pt) {
			if k := pastNone(ws, i+2); k < len(ws) && strings.HasPrefix(ws[k].text, "없") {
				return true
			}
		}
	}
	// 양념 묻은 데 없어요, 기름 밴 곳은 없음, 곰팡이 핀 데 하나 없어요:
	// the noun of what would be so, before a modifier and a place said to
	// be nowhere, is denied with them
	if i+3 < len(ws) && !ws[i].stop && !ws[i+1].stop && !ws[i+2].stop && HasHangul(ws[i].text) && !isPredicateWord(ws[i].text) && !in(noneWords, ws[i].text) &&
		ClosedByN(ws[i+1].text) && in(nowhereNouns, ws[i+2].text) {
		// bare or marked as the subject (곰팡이 핀 데, 양념이 묻은 곳)
		if _, pt := stripParticle(ws[i].text); slices.Contains([]string{"", "이", "가", "도", "은", "는"}, pt) {
			if k := pastNone(ws, i+3); k < len(ws) && strings.HasPrefix(ws[k].text, "없") {
				return true
			}
		}
	}
	// 곰팡이 같은 건 없어요, 얼룩 비슷한 것도 없음: nothing like the noun
	// is there
	if i+3 < len(ws) && !ws[i].stop && !ws[i+1].stop && !ws[i+2].stop && HasHangul(ws[i].text) && !isPredicateWord(ws[i].text) &&
		(ws[i+1].text == "같은" || ws[i+1].text == "비슷한") && in(nowhereNouns, ws[i+2].text) {
		if k := pastNone(ws, i+3); k < len(ws) && strings.HasPrefix(ws[k].text, "없") {
			return true
		}
	}
	// 양념 자국 하나도 없어요, 커피 얼룩은 없음: the noun that names what
	// left a trace, written before the trace, is denied with it
	if i+2 < len(ws) && !ws[i].stop && !ws[i+1].stop && HasHangul(ws[i].text) && !isPredicateWord(ws[i].text) && !in(noneWords, ws[i].text) {
		if st, pt := stripParticle(ws[i].text); st == ws[i].text && pt == "" && tracedBy(ws[i+1].text) {
			if k := pastNone(ws, i+2); k < len(ws) && strings.HasPrefix(ws[k].text, "없") {
				return true
			}
		}
	}
	// 씻지는 안 했어요, 헹구지도 못 했음, 떼지 안했어요: the long
	// negation said with 안 하다, as people type it
	if i+1 < len(ws) && !ws[i].stop && longNegated(ws, i) {
		return true
	}
	if i > 0 && !ws[i-1].stop {
		for _, n := range r.negators {
			if ws[i-1].text == n {
				return true
			}
		}
	}
	for _, jn := range []string{"지않", "지못", "지를않", "지를못", "지도않", "지도못", "지는않", "지는못"} {
		if strings.Contains(ws[i].text, jn) {
			return true
		}
	}
	if !HasHangul(ws[i].text) {
		for k := i - 1; k >= 0 && !ws[k].stop && !englishConjunctions[ws[k].text]; k-- {
			if slices.Contains(r.negators, ws[k].text) {
				return true
			}
		}
	}
	if i+1 >= len(ws) || !(strings.HasPrefix(ws[i+1].text, "않") || strings.HasPrefix(ws[i+1].text, "못")) {
		return false
	}
	for _, e := range []string{"지", "지를", "지도", "지는"} {
		if strings.HasSuffix(ws[i].text, e) {
			return true
		}
	}
	return false
}

// smellNouns name a smell (냄새, 비린내, 쉰내, 악취).
var smellNouns = []string{"냄새", "비린내", "쉰내", "악취", "냄세", "구린내", "곰팡내", "기름내"}

// smellNoun reports whether w is one of smellNouns, bare or with a
// particle of subject or topic (비린내도, 냄새는).
func smellNoun(w string) bool {
	for _, t := range smellNouns {
		if p, ok := strings.CutPrefix(w, t); ok && slices.Contains([]string{"", "이", "가", "은", "는", "도", "까지"}, p) {
			return true
		}
	}
	return false
}

// traceNouns are the traces a substance leaves (양념 자국, 커피 얼룩).
var traceNouns = []string{"자국", "얼룩", "흔적", "찌꺼기", "기름기", "냄새", "때"}

// tracedBy reports whether w is one of traceNouns, bare or with a
// particle of subject or topic.
func tracedBy(w string) bool {
	for _, t := range traceNouns {
		if p, ok := strings.CutPrefix(w, t); ok && slices.Contains([]string{"", "이", "가", "은", "는", "도", "만", "까지"}, p) {
			return true
		}
	}
	return false
}

// longNegated reports whether ws[i], a verb in -지 (-지는, -지도, -지를),
// is negated by 안 or 못 with 하다 after it (씻지는 안 했어요, 헹구지도 못
// 했음, 떼지 안했어요).
func longNegated(ws []word, i int) bool {
	if !slices.ContainsFunc([]string{"지", "지는", "지도", "지를"}, func(e string) bool { return strings.HasSuffix(ws[i].text, e) }) || len([]rune(ws[i].text)) < 2 {
		return false
	}
	does := func(w string) bool {
		return slices.ContainsFunc([]string{"했", "해", "하", "함", "한"}, func(h string) bool { return strings.HasPrefix(w, h) })
	}
	next := ws[i+1].text
	for _, neg := range []string{"안", "못"} {
		if next == neg && i+2 < len(ws) && !ws[i+1].stop && does(ws[i+2].text) {
			return true
		}
		if rest, ok := strings.CutPrefix(next, neg); ok && rest != "" && does(rest) {
			return true
		}
	}
	return false
}

// relayedWord reports whether w is a verb in a relayed imperative (내라고,
// 버리래요, 떼라던데): what someone said must be done.
func relayedWord(w string) bool {
	t, ok := analyzeVerb(w)
	return ok && relayedEnd(t.Ending)
}

// copulaNot reports whether w is the negative copula after a noun
// (아니고, 아니에요, 아님, 아닌데), not the adverb 아니 alone.
func copulaNot(w string) bool {
	return strings.HasPrefix(w, "아니") && w != "아니" || strings.HasPrefix(w, "아님")
}

// nowhereNouns, between a predicate and 없다, say it holds nowhere (깨진
// 데 없어요, 묻은 곳은 없어요).
var nowhereNouns = setOf("데", "데는", "데도", "데가", "곳", "곳은", "곳도", "곳이", "부분", "부분은", "부분도", "부분이", "거", "건", "거는", "것", "것은", "것도", "것이", "게", "거도", "군데", "군데도")

// noneWords stress a 없다 after them (하나 없어요, 하나도 없음, 전혀
// 없어요, 1도 없음).
var noneWords = setOf("하나", "하나도", "한", "전혀", "아무", "아무것도", "군데도", "한군데도", "조금도", "1도", "일도", "딱히", "별로", "거의", "진짜", "정말", "완전", "싹", "다",
	// (뚜껑은 원래 없어요, 커버는 애초에 없었고: it never had one)
	"원래", "원래부터", "애초에", "처음부터", "아예")

// materialNouns name what a thing is made of; bare before a noun they
// say the noun's material (비닐 커버, 종이 띠).
var materialNouns = setOf("비닐", "종이", "플라스틱", "유리", "스티로폼", "은박", "알루미늄", "고무", "금속", "철", "스텐", "천", "가죽", "나무")

// pastNone is the index of the first word from k on that is not one of
// noneWords, at most two of them skipped within a clause.
func pastNone(ws []word, k int) int {
	for skipped := 0; skipped < 2 && k < len(ws) && in(noneWords, ws[k].text) && !ws[k-1].stop; skipped++ {
		k++
	}
	return k
}

// englishConjunctions end the scope of an English negator.
var englishConjunctions = map[string]bool{
	// not "or": "no chips or cracks", "didn't rinse or dry it" deny both
	"and": true, "but": true, "so": true, "then": true, "though": true,
	"although": true, "because": true, "while": true, "yet": true,
}

// partialWords, right before a removal, say it was only partly done (반만
// 뜯고, 일부만 뗐어요, 반은 벗겼어요, half peeled): what was removed is still on
// in part.
var partialWords = []string{"반만", "반쯤", "반은", "절반만", "절반쯤", "절반은", "일부만", "일부는", "조금만", "살짝만", "half", "partly", "partially", "halfway",
	// one side or a corner only (한쪽만 뜯고, 귀퉁이만 뗐어요)
	"한쪽만", "한쪽은", "귀퉁이만", "모서리만", "끝만", "끝부분만"}

// gaveUp, after a removal tried (떼려다), say it was given up (말았어요,
// 포기, 관뒀어요, 그만뒀어요).
var gaveUp = []string{"말았", "말고", "맘", "말음", "포기", "관뒀", "관둠", "그만"}

// botherWords begin the words that call a chore too bothersome or hard
// (귀찮아서, 싫어서, 힘들어서, 어려워서, 번거로워서).
var botherWords = []string{"귀찮", "귀찬", "싫", "힘들", "어려", "어렵", "번거", "빡세", "성가", "까다로"}

// gaveUpNext reports whether the word after ws[i], in its clause, says
// the action was given up (떼려다 말았어요, 따다가 포기).
func gaveUpNext(ws []word, i int) bool {
	return i+1 < len(ws) && !ws[i].stop && slices.ContainsFunc(gaveUp, func(g string) bool { return strings.HasPrefix(ws[i+1].text, g) })
}

// predicateState is the state word i gives its object, or StateUnknown
// when it is no predicate about presence. Negation turns removal into
// presence and presence into absence.
func (r *Reading) predicateState(ws []word, i int) State {
	w := ws[i].text
	// 따다가 (see openStems) opened the lid, unless given up after
	opened := w == "따다가" && !gaveUpNext(ws, i)
	if HasHangul(w) && !opened && slices.ContainsFunc(triedWordEnds, func(e string) bool { return strings.HasSuffix(w, e) && len(w) > len(e) }) {
		// 떼려다 말았어요, 벗기려다 포기: tried and given up, still on
		if hasAny(w, r.removal) && gaveUpNext(ws, i) {
			return StatePresent
		}
		// 떼려니까, 떼다가: tried, not done
		return StateUnknown
	}
	// 뜯다 말았어요, 벗기다 포기했어요: a removal in -다 given up (brokenOff)
	if HasHangul(w) && strings.HasSuffix(w, "다") && hasStem(w, r.removal) && gaveUpNext(ws, i) {
		return StatePresent
	}
	// 빼기 귀찮아서, 떼기 힘들어서: a removal shirked, the object still on
	if HasHangul(w) && strings.HasSuffix(w, "기") && hasStem(w, r.removal) && i+1 < len(ws) && !ws[i].stop && slices.ContainsFunc(botherWords, func(b string) bool { return strings.HasPrefix(ws[i+1].text, b) }) {
		return StatePresent
	}
	if i > 0 && notMade(ws, i, r) {
		// 코팅 안 된, 은박이 안 되어 있는: not made with it, not there
		return StateAbsent
	}
	var s State
	switch {
	case i > 0 && copulaNot(w) && !isPredicateWord(ws[i-1].text):
		// 코팅 아니고: not there at all
		s = StateAbsent
	case hasStem(w, r.removal):
		s = StateRemoved
		if i > 0 && !ws[i-1].stop && slices.Contains(partialWords, ws[i-1].text) {
			// 반만 뜯고, 덜 뗐어요, half peeled: the rest is still on
			s = StatePresent
		}
	case strings.HasPrefix(w, "없") || slices.Contains(r.absent, w):
		s = StateAbsent
	case hasStem(w, r.present):
		s = StatePresent
	default:
		return StateUnknown
	}
	if r.negated(ws, i) {
		if s == StatePresent {
			return StateAbsent
		}
		return StatePresent
	}
	return s
}

// wordState reads the object's state from the words around each mention of
// nouns (matched inside words, so 뚜껑 matches 은박뚜껑). For each mention,
// the words after it are read up to the first predicate of its clause
// ("라벨은 떼고", "뚜껑은 안 뗐어요") and, failing that, the two words
// before it ("떼어낸 라벨", "붙은 스티커", "no label"). The last mention
// that says something wins.
func (r *Reading) wordState(nouns []string) State {
	ws := r.lowerWords()
	state := StateUnknown
	for i, w := range ws {
		if !hasAny(w.text, nouns) || participleOnly(w.text, nouns) {
			continue
		}
		// the predicate written onto the noun ("라벨뗌", "뚜껑분리함",
		// "스티커붙어있음")
		if rest := afterNoun(w.text, nouns); rest != "" && (hasAny(rest, r.removal) || hasAny(rest, r.present)) {
			if s := r.predicateState(ws, i); s != StateUnknown {
				if slices.ContainsFunc(wordNegators, func(n string) bool { return strings.HasPrefix(rest, n) }) {
					// 라벨안뗌, 뚜껑못뺌: the negation is inside the word
					s = map[State]State{StateRemoved: StatePresent, StatePresent: StateAbsent}[s]
				}
				state = s
				continue
			}
		}
		if s := r.mentionState(ws, i); s != StateUnknown {
			state = s
		}
	}
	return state
}

// participleOnly reports whether every noun of nouns in the English word
// w is the stem of a verb form ("covered in salsa", "taped on"):
// a word that covers or caps the item with something, not the part.
func participleOnly(w string, nouns []string) bool {
	if HasHangul(w) {
		return false
	}
	for _, n := range nouns {
		if n == "" || HasHangul(n) {
			continue
		}
		for k := strings.Index(w, n); k >= 0; {
			rest := w[k+len(n):]
			if !strings.HasPrefix(rest, "ed") && !strings.HasPrefix(rest, "ing") && !(strings.HasSuffix(n, "e") && strings.HasPrefix(rest, "d")) {
				return false
			}
			next := strings.Index(rest, n)
			if next < 0 {
				break
			}
			k += len(n) + next
		}
	}
	return true
}

// afterNoun is what follows the first of nouns inside the Hangul word w,
// or "".
func afterNoun(w string, nouns []string) string {
	if !HasHangul(w) {
		return ""
	}
	for _, n := range nouns {
		if k := strings.Index(w, n); k >= 0 && n != "" {
			return w[k+len(n):]
		}
	}
	return ""
}

// existenceAdnominal reports whether w is 없다 or 있다 as a modifier
// (없는, 없던, 있는, 있던).
func existenceAdnominal(w string) bool {
	switch w {
	case "없는", "없던", "있는", "있던", "없었던", "있었던":
		return true
	}
	return false
}

func (r *Reading) mentionState(ws []word, i int) State {
	// The mention itself may carry the predicate ("라벨제거", "뚜껑없음").
	if strings.Contains(ws[i].text, "제거") || strings.Contains(ws[i].text, "없") {
		return r.predicateState(ws, i)
	}
	// chain: the words so far name the mention itself, bare or joined
	// to another noun (라벨 비닐이, 라벨이랑 뚜껑이)
	chain := HasHangul(ws[i].text) && linksNoun(ws[i].text)
	other := false
	for j := i + 1; j < len(ws) && j <= i+5; j++ {
		if s := r.predicateState(ws, j); s != StateUnknown {
			// "코팅된 표지는 떼고 내라고 했는데": what one was told to
			// do, joined to the told verb, says nothing of what was done
			if relayedWord(ws[j].text) || j+1 < len(ws) && !ws[j].stop && relayedWord(ws[j+1].text) {
				continue
			}
			// "라벨 비닐에 절취선이 없어서": being there or not, after a
			// noun of its own marked 이/가, is said of that noun; a
			// removal after one ("라벨은 남편이 뗐어요") still acts on
			// the mention
			if other && !hasStem(ws[j].text, r.removal) {
				break
			}
			return s
		}
		if ws[j].stop || clauseEnd(ws[j].text) {
			break
		}
		other = other || !chain && otherSubject(ws[j].text)
		chain = chain && linksNoun(ws[j].text)
	}
	// "cut away the plastic spout": an English article or possessive
	// before the mention is not one of the two words read, and an English
	// noun may have two modifiers ("cut the plastic pour spout out")
	reach := i - 2
	if !HasHangul(ws[i].text) {
		reach--
	}
	for j := i - 1; j >= 0 && j >= reach; j-- {
		// "라벨은 뜯었고 뚜껑은 잠긴 채": a connective ends the clause
		// before the mention, whose predicate it is not
		if ws[j].stop || clauseEnd(ws[j].text) {
			break
		}
		// ("took off both the labels and the caps": both and all stand
		// before a determiner and take no place either)
		if in(englishDeterminers, ws[j].text) || ws[j].text == "both" || ws[j].text == "all" {
			reach--
			continue
		}
		// "절취선 없는 비닐 라벨": 없는 after a noun of its own says that
		// noun is absent from the thing it modifies, not the mention
		if existenceAdnominal(ws[j].text) && j > 0 && !ws[j-1].stop && HasHangul(ws[j-1].text) && r.predicateState(ws, j-1) == StateUnknown {
			break
		}
		if s := r.predicateState(ws, j); s != StateUnknown {
			return s
		}
	}
	return StateUnknown
}

// linksNoun reports whether the Hangul word w is a noun bare or marked
// to join the next one (라벨, 라벨이랑, 뚜껑과): what follows may still
// name the same thing or one coordinated with it.
func linksNoun(w string) bool {
	if !HasHangul(w) || isPredicateWord(w) || in(adverbs, w) || in(quantityWords, w) {
		return false
	}
	st, p := stripParticle(w)
	return p == "" && st == w || coordParticle(p)
}

// otherSubject reports whether the Hangul word w is a noun marked 이 or
// 가 (절취선이, 물기가), not an adverb that ends so (많이, 같이).
func otherSubject(w string) bool {
	if !HasHangul(w) || in(adverbs, w) || in(quantityWords, w) || in(degreeWords, w) || strings.HasSuffix(w, "같이") {
		return false
	}
	st, p := stripParticle(w)
	return (p == "이" || p == "가") && st != "" && !adnominal(w)
}

// clauseEnd reports whether a word ends a clause with a connective (떼고,
// 뗐는데, 벗겨서) so that what follows speaks of something else.
func clauseEnd(w string) bool {
	for _, e := range []string{"고", "는데", "인데", "지만", "서", "며", "면", "니까", "다가"} {
		if strings.HasSuffix(w, e) && len(w) > len(e) {
			return true
		}
	}
	return false
}

// negatedPhrase is Negated for a phrase of several words.
func (r *Reading) negatedPhrase(phrase string) bool {
	var fields []string
	for _, w := range (&Reading{text: phrase}).lowerWords() {
		// 안 씻, "not dry", 마르지 않: the phrase is the negation
		if slices.Contains(r.negators, w.text) || strings.HasPrefix(w.text, "않") || w.text == "못" {
			return false
		}
		fields = append(fields, w.text)
	}
	ws := r.lowerWords()
	seen := false
	for i := range ws {
		if !r.phraseAt(ws, i, fields) {
			continue
		}
		if !r.negated(ws, i) && !r.negated(ws, i+len(fields)-1) {
			return false
		}
		seen = true
	}
	return seen
}

// notMade reports whether ws[i] is 되다 negated (안 된, 안 되어 있는,
// 안된, 되지 않은): said after a material (코팅, 은박) it says the item is
// not made with it. 된 alone says nothing here (a 코팅된 종이 is read by
// the tag's words).
func notMade(ws []word, i int, r *Reading) bool {
	w := ws[i].text
	glued := false
	for _, neg := range wordNegators[:2] {
		if t, ok := strings.CutPrefix(w, neg); ok && t != "" {
			w, glued = t, true
			break
		}
	}
	if !slices.ContainsFunc([]string{"된", "되어", "돼", "되있", "되지"}, func(p string) bool { return strings.HasPrefix(w, p) }) {
		return false
	}
	return glued || r.negated(ws, i)
}

// ClosedByN reports whether w ends in a Hangul syllable closed by ㄴ, as
// the modifier form of a verb does (묻은, 밴, 핀, 깨진, 간, 비린).
func ClosedByN(w string) bool {
	rs := []rune(w)
	return len(rs) > 0 && isSyllable(rs[len(rs)-1]) && tailOf(rs[len(rs)-1]) == tailN
}

// ClosedByL reports whether the Hangul word w ends in a syllable closed by
// ㄹ (갈, 쓸, 뗄): the prospective modifier's form.
func ClosedByL(w string) bool {
	rs := []rune(w)
	return len(rs) > 0 && isSyllable(rs[len(rs)-1]) && tailOf(rs[len(rs)-1]) == tailL
}
