package korean

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Mention is one mention of a noun in a text and what the text says of it
// there (Reading.Mentions): whose it is and what is predicated of it.
type Mention struct {
	// Owner is what the mentioned thing belongs to, as written, lowercased:
	// the rest of a compound before the noun (뒷뚜껑 → 뒷, 냄비뚜껑 → 냄비),
	// a bare noun or one marked 의 right before it (아이스박스 뚜껑, 시계의
	// 뚜껑); in English the word before it (cooler lid, the watch's lid)
	// or the noun after "of" (the lid of the cooler). "" when none is
	// written.
	Owner string
	// Said is what the text says of the mention, lowercased, words joined
	// by spaces: the words after it up to the first predicate of its
	// clause ("뚜껑이 반쪽 깨졌어요" → "반쪽 깨졌어요"; "lid is cracked" →
	// "is cracked"), a predicate written onto it (뚜껑깨짐 → 깨짐), and the
	// adnominal or adjective right before it or its owner ("금 간 뚜껑",
	// "cracked plastic lid"). A word negated ("뚜껑은 안 깨졌어요") is
	// left out.
	Said string
}

// englishFunction are English words that neither own nor describe the
// noun after them, nor head a phrase.
var englishFunction = setOf("the", "a", "an", "its", "it", "my", "our", "his", "her", "their", "this", "that", "these",
	"those", "with", "and", "but", "or", "of", "on", "off", "in", "into", "is", "was", "are", "were", "be", "been", "has",
	"had", "have", "still", "just", "only", "to", "from", "for", "so", "some", "one", "all", "out", "by", "at", "s")

// Mentions returns every mention of noun (a word containing it,
// lowercased) in text order, with its owner and what is said of it.
func (r *Reading) Mentions(noun string) []Mention {
	n := strings.ToLower(noun)
	if n == "" {
		return nil
	}
	ws := r.lowerWords()
	var out []Mention
	for i, w := range ws {
		at := strings.Index(w.text, n)
		if at < 0 {
			continue
		}
		var m Mention
		first := i // the first word of the mention with its owner
		if pre := w.text[:at]; pre != "" {
			m.Owner = pre
		} else if o, k := r.ownerBefore(ws, i); o != "" {
			m.Owner, first = o, k
		} else {
			m.Owner = ownerAfter(ws, i)
		}
		said := r.saidBefore(ws, first)
		if !HasHangul(w.text) {
			// an English owner may be an adjective: "a cracked lid"
			for _, o := range ws[first:i] {
				said = append(said, o.text)
			}
		}
		if rest := w.text[at+len(n):]; rest != "" && HasHangul(rest) {
			// 뚜껑깨짐: the predicate written onto the noun
			if st, _ := stripParticle(w.text[at:]); st != n && !r.negated(ws, i) {
				said = append(said, rest)
			}
		}
		m.Said = strings.Join(append(said, r.saidAfter(ws, i)...), " ")
		out = append(out, m)
	}
	return out
}

// ownerBefore is the owner written as the word before the mention at i
// (see Mention.Owner) and the index of its first word, or "".
func (r *Reading) ownerBefore(ws []word, i int) (string, int) {
	if i == 0 || ws[i-1].stop {
		return "", i
	}
	p := ws[i-1].text
	if !HasHangul(p) {
		if p == "s" && i >= 2 && !ws[i-2].stop && !HasHangul(ws[i-2].text) {
			return ws[i-2].text, i - 2 // the watch's lid
		}
		if in(englishFunction, p) || slices.Contains(r.negators, p) {
			return "", i
		}
		return p, i - 1
	}
	if isPredicateWord(p) || in(adverbs, p) || in(quantityWords, p) || clauseEnd(p) {
		return "", i
	}
	stem, particle := stripParticle(p)
	if particle != "" && particle != "의" {
		return "", i
	}
	return stem, i - 1
}

// ownerAfter is the English owner after "of" ("the lid of the cooler"),
// or "".
func ownerAfter(ws []word, i int) string {
	if HasHangul(ws[i].text) || ws[i].stop || i+1 >= len(ws) || ws[i+1].text != "of" {
		return ""
	}
	for j := i + 2; j < len(ws) && j <= i+4; j++ {
		if !in(englishFunction, ws[j].text) {
			return ws[j].text
		}
		if ws[j].stop {
			break
		}
	}
	return ""
}

// saidBefore is the adnominal or adjective right before word first, in
// its clause: in Korean a word with no particle that does not end a
// clause, with one bare word before it ("금 간"); in English up to two
// words that are no function words ("badly cracked").
func (r *Reading) saidBefore(ws []word, first int) []string {
	var out []string
	for j := first - 1; j >= 0 && j >= first-2; j-- {
		w := ws[j]
		if w.stop || r.negated(ws, j) {
			break
		}
		if HasHangul(w.text) {
			if clauseEnd(w.text) || in(adverbs, w.text) {
				break
			}
			if _, p := stripParticle(w.text); p != "" && !adnominal(w.text) {
				break
			}
		} else if in(englishFunction, w.text) || englishConjunctions[w.text] {
			break
		}
		out = append([]string{w.text}, out...)
	}
	return out
}

// saidAfter is the words after the mention at i in its clause, up to its
// first predicate (Korean, at most four words) or six words (English), negated words left
// out.
func (r *Reading) saidAfter(ws []word, i int) []string {
	var out []string
	limit := i + 4
	if !HasHangul(ws[i].text) {
		limit = i + 6 // "the lid of the tin is sharp"
	}
	for j := i + 1; j < len(ws) && j <= limit; j++ {
		if ws[j-1].stop {
			break
		}
		w := ws[j].text
		if !HasHangul(w) && englishConjunctions[w] {
			break
		}
		if !r.negated(ws, j) && !slices.Contains(r.negators, w) {
			out = append(out, w)
		}
		if HasHangul(w) && (isPredicateWord(w) || clauseEnd(w)) {
			break
		}
	}
	return out
}

// adnominal reports whether the Hangul word ends in an adnominal ending,
// a last syllable closed by ㄴ (깨진, 금 간, 남은, 부서진, 쓰던).
func adnominal(w string) bool {
	last, _ := utf8.DecodeLastRuneInString(w)
	if !isSyllable(last) {
		return false
	}
	_, _, tail := split(last)
	return tail == tailN
}

// degreeWords between a noun and what is said of it are skipped when
// looking for the noun (기름에 흠뻑 젖은, 계란이 다 깨져서).
var degreeWords = setOf("딱", "꽉", "단단히", "흠뻑", "푹", "완전", "너무", "엄청", "되게", "많이", "진짜", "잔뜩", "완전히", "심하게", "살짝", "쫙", "좍", "똑", "뚝", "툭")

// Heads returns the noun phrases the phrase is said of at its first
// mention that is not negated, lowercased and without particles:
//
//   - its subject: the noun right before it marked 이/가/은/는/도/만 or
//     bare, adverbs, quantities, 안/못, an adverb in -게 (누렇게) and one
//     serial verb in -어서 in between skipped ("계란이 깨져서" → 계란,
//     "스티커가 붙어서 안 떨어져요" → 스티커); in English the nearest word
//     before it that is no function word ("the label won't come off" → label);
//   - what it comes from: a noun marked 에, 으로/로 or 에서 right before
//     it ("기름에 흠뻑 젖은" → 기름); in English the noun after with, in,
//     from or by ("soaked with grease" → grease);
//   - the noun phrase it modifies: the bare nouns right after an
//     adnominal, up to one with a particle ("깨진 계란 껍질이에요" → "계란
//     껍질"), in English the noun run after it ("broken egg shells in a
//     bag" → "egg shells").
//
// A Korean subject or source comes with the bare nouns right before it
// ("종이 계란 판이" → "종이 계란 판": its last word names the thing); an
// English one is one word. Nil when the phrase does not occur.
func (r *Reading) Heads(phrase string) []string {
	// the phrase split as the text is: "won't" is one word, "wont"
	var fields []string
	for _, w := range (&Reading{text: phrase}).lowerWords() {
		fields = append(fields, w.text)
	}
	if len(fields) == 0 {
		return nil
	}
	ws := r.lowerWords()
	// "안뜯김", "분리안됨": a phrase of several words written as one
	ownNeg := false
	if len(fields) > 1 && HasHangul(phrase) {
		found := false
		for i := range ws {
			found = found || r.phraseAt(ws, i, fields)
		}
		if !found {
			// its own negator glued on (안뜯김) is no negation of it
			ownNeg = slices.Contains(r.negators, fields[0])
			fields = []string{strings.Join(fields, "")}
		}
	}
	for i := range ws {
		if !r.phraseAt(ws, i, fields) || !ownNeg && r.negated(ws, i) {
			continue
		}
		end := i + len(fields) - 1
		var out []string
		if HasHangul(ws[i].text) {
			out = append(out, r.koreanBefore(ws, i)...)
		} else {
			out = append(out, englishBefore(ws, i)...)
		}
		if h := r.modified(ws, end); h != "" {
			out = append(out, h)
		}
		return out
	}
	return nil
}

// koreanBefore is the subject or source noun phrase before the phrase at
// i (see Heads).
func (r *Reading) koreanBefore(ws []word, i int) []string {
	j, serial := i-1, false
	for j >= 0 && !ws[j].stop {
		w := ws[j].text
		switch {
		case in(adverbs, w) || in(quantityWords, w) || in(degreeWords, w) || slices.Contains(r.negators, w) || emphaticCount(w):
			j--
			continue
		case adverbialGe(w):
			// 누렇게 남음: an adverb made of an adjective
			j--
			continue
		case !serial && isPredicateWord(w) && (strings.HasSuffix(w, "서") || strings.HasSuffix(w, "어")):
			// 붙어서 안 떨어져요: the subject of the verb before
			serial = true
			j--
			continue
		case simile(w):
			// 스티커가 녹아 붙은 것처럼 안 떨어져요: the likeness is a
			// clause of its own; the subject is the one before it
			return topicBefore(ws, j-1)
		case in(vainWords, w) || concessiveTry(w) || instrumentTried(w):
			// 라벨이 아무리 해도 안 뜯어져요, 스티커가 도저히 안
			// 떨어져요, 얼룩이 수세미로도 안 빠져: the effort between the
			// subject and its verb
			j--
			continue
		case innerPlace(w):
			// 유리컵이 박스 안에서 깨져 있었어요: where it happened, with
			// the bare noun it is inside of, is no source
			j--
			if j >= 0 && !ws[j].stop && HasHangul(ws[j].text) && !isPredicateWord(ws[j].text) {
				if st, pt := stripParticle(ws[j].text); pt == "" && st == ws[j].text {
					j--
				}
			}
			continue
		}
		break
	}
	if j < 0 || ws[j].stop || !HasHangul(ws[j].text) || isPredicateWord(ws[j].text) && !nounLike(ws[j].text) {
		return topicBefore(ws, j)
	}
	stem, particle := stripParticle(ws[j].text)
	switch particle {
	case "", "이", "가", "은", "는", "도", "만", "에", "으로", "로", "에서", "에는", "에도":
	default:
		return nil
	}
	if serial && (particle == "에서" || particle == "에") {
		// "잔이 테이블에서 떨어져서 깨졌어요": where the thing fell from
		// or onto; its subject, said before, is the one the break is of
		if k := bareNounsBefore(ws, j); k >= 0 && !ws[k].stop && HasHangul(ws[k].text) && !isPredicateWord(ws[k].text) {
			if st, pt := stripParticle(ws[k].text); slices.Contains([]string{"이", "가", "은", "는"}, pt) {
				j, stem, particle = k, st, pt
			}
		}
	}
	// "스티커 붙어있던 자리가 끈적해요", "라벨 뗀 부분이 끈적": the spot
	// where a thing was is that thing's
	if in(spotNouns, stem) && j >= 2 && !ws[j-1].stop && !ws[j-2].stop && adnominal(ws[j-1].text) && isPredicateWord(ws[j-1].text) {
		if st, pt := stripParticle(ws[j-2].text); HasHangul(st) && !isPredicateWord(ws[j-2].text) && slices.Contains([]string{"", "이", "가", "을", "를", "은", "는"}, pt) {
			return []string{st}
		}
	}
	if thing := thingNoun(ws[j].text); thing && j >= 2 && !ws[j-1].stop && adnominal(ws[j-1].text) && !ws[j-2].stop {
		// "스티커 붙은 거 안 떨어져요", "기름 묻은 게 안 지워져요": the
		// thing is what its clause names
		j--
		stem, _ = stripParticle(ws[j-1].text)
		if !HasHangul(stem) || isPredicateWord(ws[j-1].text) && !nounLike(ws[j-1].text) {
			return nil
		}
		j--
	}
	// with the bare nouns before it: "조개 껍데기가"
	np := []string{stem}
	for k := j - 1; k >= 0 && k >= j-2 && !ws[k].stop; k-- {
		t := ws[k].text
		if st, pt := stripParticle(t); pt != "" || st != t || !HasHangul(t) || isPredicateWord(t) || in(adverbs, t) || clauseEnd(t) {
			break
		}
		np = append([]string{t}, np...)
	}
	return []string{strings.Join(np, " ")}
}

// emphaticCount reports whether w is a count stressed with 도 or 는
// before a negation (하나도 안 떨어져요, 조금도 안 남았어요): no subject.
func emphaticCount(w string) bool {
	st, pt := stripParticle(w)
	return (pt == "도" || pt == "는") && (in(quantityWords, st) || st == "조금" || st == "한개" || st == "한 개")
}

// spotNouns name the spot of an item where a thing was or is (자리,
// 부분, 곳, 데, 쪽).
var spotNouns = setOf("자리", "부분", "곳", "데", "쪽")

// simileWords compare: "as if", "like" after an adnominal clause (붙은
// 것처럼, 녹은 마냥, 붙은 듯이).
var simileWords = setOf("것처럼", "거처럼", "것마냥", "거마냥", "마냥", "듯이", "것같이", "거같이")

// simile reports whether w is one of simileWords.
func simile(w string) bool { return in(simileWords, w) }

// instrumentTried reports whether w is a noun marked 로도 or 으로도 (수세미로도,
// 세제로도, 손으로도): what was tried even with, not the subject.
func instrumentTried(w string) bool {
	if !HasHangul(w) || isPredicateWord(w) && !nounLike(w) {
		return false
	}
	_, p := stripParticle(w)
	return p == "로도" || p == "으로도"
}

// innerPlaces are the nouns of a position inside, on or under a thing (안,
// 속, 위, 밑).
var innerPlaces = setOf("안", "속", "위", "밑", "아래", "안쪽", "바닥", "구석", "옆", "뒤")

// innerPlace reports whether w is one of innerPlaces marked 에서 (안에서,
// 속에서도): a place where something happened.
func innerPlace(w string) bool {
	st, p := stripParticle(w)
	return strings.HasPrefix(p, "에서") && in(innerPlaces, st)
}

// vainWords stress an effort made in vain between a subject and what it
// will not do (도저히, 아무리, 암만, 당최).
var vainWords = setOf("도저히", "아무리", "암만", "당최", "영", "죽어도", "끝까지", "절대로", "계속")

// concessiveTry reports whether w is an effort said concessively, a verb
// in -아도/-어도 (해도, 해봐도, 당겨도, 불려도, 긁어도): 라벨이 아무리
// 해도 안 떨어져요.
func concessiveTry(w string) bool {
	if !HasHangul(w) || w == "도" {
		return false
	}
	for _, e := range []string{"해도", "봐도", "겨도", "려도", "어도", "아도", "워도", "와도", "써도", "떼도", "빼도"} {
		if strings.HasSuffix(w, e) {
			// 해도 and 봐도 the stemmer reads as 해, 봐 with 도
			return isPredicateWord(w) || e == "해도" || e == "봐도"
		}
	}
	return false
}

// washVerbs wash, rinse or scrub (씻다, 헹구다, 빨다, 닦다, 문지르다,
// 불리다, 삶다, 세척하다).
var washVerbs = setOf("씻", "헹구", "빨", "닦", "문지르", "불리", "삶", "세척", "설거지", "세탁", "솔질")

// washedInVain reports whether w is a wash said concessively: a washing
// verb in -어도 (씻어도, 헹궈도, 빨아도, 문질러도) or -는데도 (씻었는데도).
func washedInVain(w string) bool {
	if !HasHangul(w) {
		return false
	}
	t := analyzeWord(w)
	if t.Kind == KindVerb && strings.HasSuffix(t.Ending, "도") {
		return in(washVerbs, t.Stem)
	}
	if t.Kind != KindNoun || t.Particle != "도" {
		return false
	}
	v := analyzeWord(strings.TrimSuffix(w, "도"))
	return v.Kind == KindVerb && strings.HasSuffix(v.Ending, "데") && in(washVerbs, v.Stem)
}

// WashResisted reports whether the phrase (a thing that will not come
// off: "안 빠져", "안 지워져") is said right after a wash tried in vain,
// with only adverbs between ("씻어도 안 빠져요", "헹궈도 잘 안 빠지는",
// "빨아도 도저히 안 빠져", "씻었는데도 안 빠져요"): what will not wash out
// is a stain, not a part that will not come off.
func (r *Reading) WashResisted(phrase string) bool {
	var fields []string
	for _, w := range (&Reading{text: phrase}).lowerWords() {
		fields = append(fields, w.text)
	}
	if len(fields) == 0 {
		return false
	}
	ws := r.lowerWords()
	for i := range ws {
		if !r.phraseAt(ws, i, fields) {
			continue
		}
		j := i - 1
		for j >= 0 && !ws[j].stop && (in(adverbs, ws[j].text) || in(degreeWords, ws[j].text) || in(vainWords, ws[j].text) || in(quantityWords, ws[j].text)) {
			j--
		}
		if j >= 0 && !ws[j].stop && washedInVain(ws[j].text) {
			return true
		}
	}
	return false
}

// measureNouns are bags, boxes and sacks that measure a quantity of
// things when said to be full (봉투 한가득, 한 상자 가득, 자루로 하나
// 가득); a compound ending in one is one too (쓰레기봉투, 택배박스), but
// not in 통 or 봉지 (김치통, 과자봉지 hold what they held).
var measureNouns = setOf("봉투", "봉지", "박스", "상자", "자루", "마대", "바구니", "쇼핑백", "통", "포대", "카트", "수레")

// measureSuffixes are the measureNouns a compound may end in.
var measureSuffixes = []string{"봉투", "박스", "상자", "자루", "마대", "포대", "바구니", "쇼핑백"}

// collectVerbs gather things (모으다, 쌓다, 모이다, 채우다).
var collectVerbs = setOf("모으", "모이", "쌓", "쌓이", "채우", "담", "가져오")

// gatherVerbs, right after 가득, gather things to fullness (가득
// 모았어요, 한가득 쌓였어요): the things are counted, not held.
var gatherVerbs = setOf("모으", "모이", "쌓", "쌓이")

// measureNoun reports whether the stem names a measure (see
// measureNouns).
func measureNoun(stem string) bool {
	return in(measureNouns, stem) || slices.ContainsFunc(measureSuffixes, func(s string) bool { return strings.HasSuffix(stem, s) })
}

// Measure reports whether every mention of the phrase (가득, 한가득)
// measures a quantity of the things named: it comes right after a
// measure noun, bare or marked 로/으로 ("캔 봉투 한가득", "박스로 하나
// 가득", "한 봉지 가득"; 한 or 하나 may stand between), or marked 에 with
// a gathering verb after ("통에 한가득 모았어요"); or it comes right before
// a gathering verb, whatever is before it ("페트병 가득 모았어요", "한가득
// 쌓였어요"). A bag full of what is left in it ("봉지에 과자가 한가득
// 남았어요") is no measure.
func (r *Reading) Measure(phrase string) bool {
	p := strings.ToLower(phrase)
	// only fullness is measured (봉투 한가득), not an amount (통 반쯤)
	if p != "가득" && p != "한가득" {
		return false
	}
	ws := r.lowerWords()
	seen := false
	for i, w := range ws {
		if !strings.HasPrefix(w.text, p) && !strings.HasPrefix(w.text, "한"+p) {
			continue
		}
		seen = true
		// 가득 모았어요, 한가득 쌓였어요: gathered full, a quantity
		if !w.stop && i+1 < len(ws) {
			if t := analyzeWord(ws[i+1].text); t.Kind == KindVerb && in(gatherVerbs, t.Stem) {
				continue
			}
		}
		j := i - 1
		if j >= 0 && !ws[j].stop && (ws[j].text == "한" || ws[j].text == "하나") {
			j--
		}
		if j < 0 || ws[j].stop {
			return false
		}
		stem, particle := stripParticle(ws[j].text)
		if in(measureNouns, ws[j].text) || measureNoun(ws[j].text) {
			stem, particle = ws[j].text, ""
		}
		if !measureNoun(stem) {
			return false
		}
		switch particle {
		case "", "로", "으로":
		case "에":
			if w.stop || i+1 >= len(ws) {
				return false
			}
			if t := analyzeWord(ws[i+1].text); t.Kind != KindVerb || !in(collectVerbs, t.Stem) {
				return false
			}
		default:
			return false
		}
	}
	return seen
}

// removerWords, glued to a noun or right after it, name a product or a
// tool by what it removes (얼룩제거제, 곰팡이 제거 스프레이, 얼룩 빼는
// 세제, 기름때 지우는 솔, stain remover).
var removerWords = []string{"제거제", "제거용", "제거기", "빼기", "빼는", "지우는", "없애는", "제거하는", "녹이는", "리무버", "클리너", "remover", "removers", "remover's"}

// RemoverName reports whether every mention of the phrase (a stain, mould,
// grime) names what a product removes, not a condition: glued to or right
// before one of removerWords ("얼룩제거제", "곰팡이 제거 스프레이",
// "얼룩 빼는 세제", "stain remover"; "degreaser"), or to 제거 with a noun after it
// ("얼룩 제거 스프레이", not "얼룩 제거 안 됨").
func (r *Reading) RemoverName(phrase string) bool {
	fs := strings.Fields(strings.ToLower(phrase))
	if len(fs) == 0 {
		return false
	}
	p := fs[0]
	ws := r.lowerWords()
	seen := false
	for i, w := range ws {
		at := strings.Index(w.text, p)
		if at < 0 {
			continue
		}
		seen = true
		// the remover word: glued on (얼룩제거제) or the next word (얼룩
		// 빼는), and the word after it
		cand, after := w.text[at+len(p):], i+1
		glued := slices.ContainsFunc(removerWords, func(x string) bool { return strings.HasPrefix(cand, x) }) || strings.HasPrefix(cand, "제거")
		// 곰팡이 제거제, 얼룩을 빼는: the noun's own last letter or a
		// particle before the remover word
		if !glued && (cand == "" || cand == "s" || HasHangul(cand) && utf8.RuneCountInString(cand) <= 2) {
			if w.stop || i+1 >= len(ws) {
				return false
			}
			cand, after = ws[i+1].text, i+2
		}
		if slices.ContainsFunc(removerWords, func(x string) bool { return strings.HasPrefix(cand, x) }) {
			continue
		}
		// degreaser: de- and -r round the noun
		if (cand == "r" || cand == "rs") && strings.HasSuffix(w.text[:at], "de") {
			continue
		}
		// 얼룩 제거 스프레이: 제거 naming a product before its noun (not
		// 얼룩 제거 안 됨, 얼룩제거했어요)
		if cand != "제거" || after >= len(ws) || ws[after-1].stop || !nounish(ws[after].text) {
			return false
		}
	}
	return seen
}

// nounish reports whether w reads as a noun (스프레이, 세제, 통), not a
// predicate or a negator.
func nounish(w string) bool {
	if in(adverbs, w) {
		return false
	}
	return !HasHangul(w) || !isPredicateWord(w) || nounLike(w)
}

// topicBefore is the subject or topic (a noun marked 이/가/은/는) nearest
// before word j in its sentence, when the words right before a phrase
// name none: "라벨이 종이라 물에 불려도 안 떨어지네요" says the label won't
// come off, whatever clauses stand between.
func topicBefore(ws []word, j int) []string {
	for k := j; k >= 0 && !ws[k].stop; k-- {
		w := ws[k].text
		if !HasHangul(w) {
			continue
		}
		stem, particle := stripParticle(w)
		switch particle {
		case "이", "가", "은", "는":
			if stem != "" && !adnominal(w) && (!isPredicateWord(w) || nounLike(w)) && !thingNoun(w) {
				// with the bare nouns before it: "분무기 손잡이가"
				np := []string{stem}
				for b := k - 1; b >= 0 && b >= k-2 && !ws[b].stop; b-- {
					t := ws[b].text
					if st, pt := stripParticle(t); pt != "" || st != t || !HasHangul(t) || isPredicateWord(t) || in(adverbs, t) || clauseEnd(t) {
						break
					}
					np = append([]string{t}, np...)
				}
				return []string{strings.Join(np, " ")}
			}
		}
	}
	return nil
}

// thingWords are the bound noun 것 (the thing) in its spoken forms, alone
// or with a particle fused on (게 for 것이, 건 for 것은, 걸 for 것을).
var thingWords = setOf("거", "것", "게", "건", "걸", "거는", "거도", "것이", "것은", "것도", "거가")

// thingNoun reports whether w is 것 (see thingWords): a noun that says
// nothing itself and stands for what the clause before it names.
func thingNoun(w string) bool { return in(thingWords, w) }

// nounLike reports whether a word the stemmer also reads as a verb is a
// noun with a subject or source particle (금이, 기름에).
func nounLike(w string) bool {
	stem, p := stripParticle(w)
	return p != "" && stem != "" && !adnominal(w)
}

// englishBefore is the nearest word before the English phrase at i in its
// clause that is no function word, and the noun after with/in/from/by
// right after the phrase's first word (see Heads).
func englishBefore(ws []word, i int) []string {
	var out []string
	for j, budget := i-1, 4; j >= 0 && budget > 0 && !ws[j].stop && !englishConjunctions[ws[j].text]; j, budget = j-1, budget-1 {
		if !in(englishFunction, ws[j].text) && !in(englishAux, ws[j].text) {
			// "the sticker on the side won't peel off": a place said
			// after the subject is no subject
			if j >= 3 && in(englishDeterminers, ws[j-1].text) && in(englishPlaces, ws[j-2].text) && !ws[j-1].stop && !ws[j-2].stop && !ws[j-3].stop {
				j, budget = j-2, budget+1
				continue
			}
			out = append(out, ws[j].text)
			break
		}
	}
	for j := i + 1; j < len(ws) && j <= i+3 && !ws[j-1].stop; j++ {
		switch ws[j].text {
		case "with", "in", "from", "by":
			for k := j + 1; k < len(ws) && k <= j+3; k++ {
				if !in(englishFunction, ws[k].text) {
					return append(out, ws[k].text)
				}
				if ws[k].stop {
					break
				}
			}
			return out
		}
	}
	return out
}

// englishPlaces open a place said of a noun ("on the side", "at the
// bottom", "near the neck").
var englishPlaces = setOf("on", "at", "in", "near", "around", "inside", "under", "along", "across", "by", "over")

// englishAux are English auxiliaries and negators between a subject and
// its verb ("the label still won't").
var englishAux = setOf("wont", "cant", "didnt", "doesnt", "isnt", "wasnt", "not", "never", "will", "would", "can",
	"could", "does", "did", "do", "got", "get", "gets", "really", "totally", "completely", "badly", "all")

// englishDeterminers open the noun phrase a verb takes as its object.
var englishDeterminers = setOf("the", "a", "an", "its", "my", "our", "his", "her", "their", "this", "that", "these", "those")

// modified is the noun phrase after an adnominal or English adjective
// ending at word end, or the object of an English verb after its
// determiner (see Heads), or "".
func (r *Reading) modified(ws []word, end int) string {
	w := ws[end].text
	if ws[end].stop || end+1 >= len(ws) {
		return ""
	}
	var run []string
	if HasHangul(w) {
		if clauseEnd(w) || !adnominal(w) {
			return ""
		}
		for j := end + 1; j < len(ws) && j <= end+2; j++ {
			t := ws[j].text
			// "깨진 메추리알 몇 개": a count ends the noun phrase
			if !HasHangul(t) || in(adverbs, t) || in(quantityWords, t) || isPredicateWord(t) && !nounLike(t) || clauseEnd(t) {
				break
			}
			stem, particle := stripParticle(t)
			run = append(run, stem)
			if particle != "" || ws[j].stop {
				break
			}
			// "부러진 거 스티커 붙여서": 거 is the whole phrase, and the
			// noun after it begins another
			if j == end+1 && thingNoun(t) {
				break
			}
		}
		return strings.Join(run, " ")
	}
	for j := end + 1; j < len(ws) && j <= end+3; j++ {
		t := ws[j].text
		if j == end+1 && in(englishDeterminers, t) && !ws[j].stop {
			// a verb's object: "can't peel the wrapper" is said of the wrapper
			continue
		}
		if HasHangul(t) || in(englishFunction, t) || englishConjunctions[t] {
			break
		}
		run = append(run, t)
		if ws[j].stop {
			break
		}
	}
	return strings.Join(run, " ")
}

// adverbialGe reports whether w is an adjective made an adverb with -게
// (누렇게, 하얗게, 깨끗하게): a 게 after 하 or after a syllable closed by
// ㅎ, which no noun ending in 게 (가게, 집게) has.
func adverbialGe(w string) bool {
	rest, ok := strings.CutSuffix(w, "게")
	if !ok || rest == "" {
		return false
	}
	prev, _ := utf8.DecodeLastRuneInString(rest)
	if prev == '하' {
		return true
	}
	if !isSyllable(prev) {
		return false
	}
	_, _, tail := split(prev)
	return tail == tailH
}

// bareNounsBefore is the index of the word before the bare Korean nouns
// that lead up to ws[j] (하객 테이블에서: the word before 하객).
func bareNounsBefore(ws []word, j int) int {
	k := j - 1
	for k >= 0 && !ws[k].stop {
		t := ws[k].text
		if st, pt := stripParticle(t); pt != "" || st != t || !HasHangul(t) || isPredicateWord(t) {
			break
		}
		k--
	}
	return k
}
