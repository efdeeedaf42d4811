package korean

import (
	"strings"
	"unicode/utf8"
)

// finals are the verbal endings the stemmer knows, in canonical form (see
// Token.Ending). Each may also follow the past 었 or the future 겠 when it
// starts with a full syllable.
var finals = []string{
	"다", "ㄴ다", "는다", "ㅂ니다", "습니다", "ㅂ니까", "습니까", "어요", "어", "음", "ㅁ",
	"기", "기로", "기를", "기는", "기도", "기에", "기가", "기엔",
	"는", "은", "ㄴ", "을", "ㄹ", "던",
	"고", "고서", "고는", "고요", "구요", "지", "지는", "지도", "지를", "지요", "죠", "지만",
	"게", "게는", "도록", "면", "으면", "면은", "다면", "ㄴ다면", "는다면", "거든",
	"어야", "어야지", "어야만", "어서", "어서는", "어도", "며", "으며", "거나", "든지",
	"는데", "은데", "ㄴ데", "니까", "으니까", "므로", "으므로", "려고", "으려고", "으나",
	"려다", "으려다", "려다가", "으려다가", "려니까", "으려니까", "려는데", "으려는데", "다가",
	// -더니 (안 헹궜더니, 씻었더니); -니 and -으니, the cause or the
	// discovery (흔드니, 눌러 보니), like -니까
	"더니", "니", "으니",
	// -면서, what happened at the same time (떨어지면서 깨졌어요)
	"면서", "으면서",
	// what the speaker found, told (나오더라고요, 남았더라, 차 있던데)
	"더라", "더라고", "더라고요", "더라구", "더라구요", "더군요", "던데", "던데요",
	"네요", "나요", "는지", "은지", "ㄴ지", "세요", "으세요", "십시오", "으십시오", "어라", "더라도",
	// a relayed imperative, what one was told to do (빼고 내래요, 떼라고
	// 했어요, 씻으라던데)
	"래요", "으래요", "래", "으래", "래서", "으래서", "라고", "으라고", "라던데", "으라던데", "라는데", "으라는데", "랬어요", "으랬어요", "랬어", "랬는데",
	// casual and cute spellings of -어요, -고요 and -다 (뗐어용, 뗐구여, 뗐당)
	"어용", "어염", "어여", "구여", "당",
	// regional finals: 충청도 -어유 and -슈 for -어요 (뗐어유, 빼 놨슈),
	// 제주 -수다 for -습니다 and -마씸 after -어 (뗐수다, 헹궜어마씸)
	"어유", "슈", "수다", "어마씸",
}

// strongFinals are endings no noun ends with, so they mark a verb even when
// its stem is not in verbStems (닦았어요, 마셨다).
var strongFinals = setOf(
	"ㄴ다", "는다", "ㅂ니다", "습니다", "ㅂ니까", "습니까", "어요", "지만", "도록", "으면", "으며",
	"어야", "어야지", "어야만", "어서", "어도", "거나", "므로", "으므로", "니까", "으니까",
	"네요", "나요", "세요", "으세요", "십시오", "으십시오", "더라도", "ㄴ다면", "는다면", "면서", "으면서",
)

var endings = func() map[string]struct{} {
	m := make(map[string]struct{}, len(finals)*4)
	for _, f := range finals {
		m[f] = struct{}{}
		r, _ := utf8.DecodeRuneInString(f)
		if isSyllable(r) {
			for _, pre := range [...]string{"었", "겠", "었겠", "었었"} {
				m[pre+f] = struct{}{}
			}
		}
	}
	m["었"] = struct{}{}
	m["겠"] = struct{}{}
	return m
}()

// maxEndingBytes is the byte length of the longest ending; a longer
// remainder cannot be one.
var maxEndingBytes = func() int {
	m := 0
	for e := range endings {
		m = max(m, len(e))
	}
	return m
}()

// politeConnectives are the connective endings a spoken clause may end
// with before the polite 요.
var politeConnectives = setOf("어서", "는데", "은데", "ㄴ데", "니까", "으니까", "거든", "지만", "고서", "려고", "으려고", "더니", "던데", "다가")

// politeConnective reports whether ending, after an optional past or
// future, is one of politeConnectives.
func politeConnective(ending string) bool {
	for _, pre := range [...]string{"었었", "었겠", "었", "겠"} {
		if e, ok := strings.CutPrefix(ending, pre); ok {
			ending = e
			break
		}
	}
	return in(politeConnectives, ending)
}

func isStrong(ending string) bool {
	return in(strongFinals, ending) || strings.HasPrefix(ending, "었") || strings.HasPrefix(ending, "겠")
}

// canonEnding rewrites an ending's first syllable to the canonical vowel:
// 아/여 → 어, 았/였 → 었, and the past typed with ㅅ for ㅆ (씻엇어요,
// 닦앗음, 정리햇어요 read as 씻었어요 …) → 었.
func canonEnding(e string) string {
	r, size := utf8.DecodeRuneInString(e)
	switch r {
	case syllableA, syllableYEO:
		return "어" + e[size:]
	case syllableASS, syllableYEOSS, '엇', '앗', '엿':
		return "었" + e[size:]
	}
	return e
}

// verbCandidate is one way to split a word into stem + ending.
type verbCandidate struct {
	stem, ending string
	restored     bool // the stem's last syllable was rebuilt from a contraction
	dropped      bool // the ending's 어 was swallowed by the stem (떼요)
}

// analyzeVerb splits w into a verb stem and ending, if it is a predicate:
// one verb, or a verb written together with its auxiliary
// (analyzeCompound).
func analyzeVerb(w string) (Token, bool) { return analyzeVerbOf(w, true) }

// analyzeVerbOf is analyzeVerb; compound says whether a verb written with
// its auxiliary is tried.
func analyzeVerbOf(w string, compound bool) (Token, bool) {
	// the polite 요 after a connective ending, spoken clause-finally
	// (벗겨서요, 뗐는데요, 버렸거든요, 헹궜으니까요): the connective's
	// word with the 요 as part of its surface
	if head, ok := strings.CutSuffix(w, "요"); ok && utf8.RuneCountInString(head) >= 2 {
		if tok, ok := analyzeVerbOf(head, compound); ok && politeConnective(tok.Ending) {
			tok.Surface = w
			return tok, true
		}
	}
	n := 0
	for _, r := range w {
		if !isSyllable(r) {
			return Token{}, false
		}
		n++
	}
	// every syllable is 3 bytes in UTF-8, so byte offset = 3 × rune index
	const sz = 3
	var best verbCandidate
	bestScore := 0
	consider := func(head string, last rune, ending string, restored, dropped bool) {
		if !in(endings, ending) {
			return
		}
		stem := head
		if last != 0 {
			stem = head + string(last)
		}
		score := 0
		switch {
		case isVerbStem(stem):
			score = 3000
		case isStrong(ending) && !dropped:
			score = 1000
		default:
			return
		}
		if !restored && !dropped {
			score += 500
		}
		if score >= 3000 {
			score += len(stem) // the longest known stem
		} else {
			score += len(ending) // the longest strong ending
		}
		if score > bestScore {
			best, bestScore = verbCandidate{stem: stem, ending: ending, restored: restored, dropped: dropped}, score
		}
	}
	for i := 1; i <= n; i++ {
		rest := w[i*sz:]
		if len(rest) > maxEndingBytes {
			continue
		}
		if i < n {
			consider(w[:i*sz], 0, canonEnding(rest), false, false)
			prev, _ := utf8.DecodeRuneInString(w[(i-1)*sz:])
			next, _ := utf8.DecodeRuneInString(rest)
			if dropsEO(prev) && next != syllableEO {
				consider(w[:i*sz], 0, canonEnding("어"+rest), false, true)
			}
		}
		r, _ := utf8.DecodeRuneInString(w[(i-1)*sz:])
		l, v, t := split(r)
		head := w[:(i-1)*sz]
		// the 르 irregular of a known stem: 잘라서, 잘랐어요 → 자르;
		// 눌러, 몰랐어요 → 누르, 모르
		if t == tailL && i < n {
			next, _ := utf8.DecodeRuneInString(rest)
			if nl, nv, nt := split(next); isSyllable(next) && nl == leadL && (nv == vowelA || nv == vowelEO) && (nt == 0 || nt == tailSS) &&
				in(verbStems, head+string(join(l, v, 0))+"르") {
				past := "어"
				if nt == tailSS {
					past = "었"
				}
				consider(head+string(join(l, v, 0)), '르', canonEnding(past+rest[sz:]), true, false)
			}
		}
		// the ㄹ of a known stem dropped before ㄴ, ㅂ, 시 and 니 (흔드니,
		// 흔드는, 흔든, 흔듭니다 → 흔들)
		// (closed by ㄴ or ㅂ, a stem of two syllables or more: one
		// syllable, 든, 산, 연 are as often a particle, 사다's 산 or a
		// noun; 사는 is as often 사다's)
		if lstem := head + string(join(l, v, tailL)); isSyllable(r) && in(verbStems, lstem) && lstem != "살" {
			switch {
			case t == 0 && i < n && dropsL(rest):
				consider(head, join(l, v, tailL), rest, true, false)
			case (t == tailN || t == tailB) && head != "":
				consider(head, join(l, v, tailL), string(compatTail(t))+rest, true, false)
			}
		}
		switch {
		case t == tailS && rest != "" && isVerbStem(head+string(join(l, pastVowel(l, v), 0))):
			// the past typed with ㅅ for ㅆ on a contracted stem (뗏어요,
			// 뺏음, 햇다): only a known stem, so 옷이, 것도 stay nouns
			consider(head, join(l, pastVowel(l, v), 0), "었"+rest, true, false)
		case t == tailSS:
			consider(head, join(l, pastVowel(l, v), 0), "었"+rest, true, false)
			if (v == vowelA || v == vowelEO) && in(verbStems, head+string(join(l, vowelEU, 0))) {
				consider(head, join(l, vowelEU, 0), "었"+rest, true, false) // 모았 → 모으
			}
			if v == vowelWA {
				consider(head, join(l, vowelO, tailH), "었"+rest, true, false) // 놓았 → 놨
			}
		case compatTail(t) != 0:
			consider(head, join(l, v, 0), string(compatTail(t))+rest, true, false)
		case t == 0:
			if (v == vowelA || v == vowelEO) && in(verbStems, head+string(join(l, vowelEU, 0))) {
				consider(head, join(l, vowelEU, 0), canonEnding("어"+rest), true, false) // 모아 → 모으, 써 → 쓰
			}
			if v2, ok := uncontract(l, v); ok {
				consider(head, join(l, v2, 0), canonEnding("어"+rest), true, false)
			}
			if v == vowelWA {
				consider(head, join(l, vowelO, tailH), canonEnding("어"+rest), true, false) // 놓아 → 놔
			}
		}
	}
	if bestScore < 3000 && compound {
		if tok, ok := analyzeCompound(w, n); ok {
			return tok, true
		}
	}
	if bestScore == 0 {
		return Token{}, false
	}
	tok := Token{Surface: w, Kind: KindVerb, Ending: best.ending}
	tok.Stem, tok.Light, tok.neg = lemma(best.stem)
	return tok, true
}

// analyzeCompound reads a verb written together with the auxiliary after
// its -어 form (떼버림, 벗겨둠, 헹궈뒀어요, 빼놨어요, 빼낸): the stem is
// the main verb's, the ending the auxiliary's. n is w's rune count.
func analyzeCompound(w string, n int) (Token, bool) {
	const sz = 3
	for k := 1; k < n; k++ {
		stem, ok := stemBeforeEO(w[:k*sz])
		if !ok {
			continue
		}
		aux, ok := analyzeVerbOf(w[k*sz:], false)
		if !ok || !in(auxAfterEO, aux.Stem) {
			continue
		}
		tok := Token{Surface: w, Kind: KindVerb, Ending: aux.Ending, neg: aux.neg}
		tok.Stem, tok.Light, _ = lemma(stem)
		return tok, true
	}
	return Token{}, false
}

// stemBeforeEO returns the verb stem of head when head is a verb's -어
// form: 떼 (떼 + 어 swallowed), 벗겨 (벗기 + 어), 헹궈 (헹구 + 어), 닫아,
// 정리해.
func stemBeforeEO(head string) (string, bool) {
	last, size := utf8.DecodeLastRuneInString(head)
	if !isSyllable(last) {
		return "", false
	}
	if in(verbStems, head) && dropsEO(last) {
		return head, true
	}
	rest := head[:len(head)-size]
	if last == syllableEO || last == syllableA || last == syllableYEO {
		if rest != "" && isVerbStem(rest) {
			return rest, true
		}
	}
	l, v, t := split(last)
	if t != 0 {
		return "", false
	}
	// the 르 irregular (눌러, 잘라, 흘러): the ㄹ closes the syllable before
	if pre, psize := utf8.DecodeLastRuneInString(rest); l == leadL && (v == vowelA || v == vowelEO) && isSyllable(pre) {
		if pl, pv, pt := split(pre); pt == tailL {
			if s := rest[:len(rest)-psize] + string(join(pl, pv, 0)) + "르"; in(verbStems, s) {
				return s, true
			}
		}
	}
	if v2, ok := uncontract(l, v); ok {
		if s := rest + string(join(l, v2, 0)); isVerbStem(s) {
			return s, true
		}
	}
	return "", false
}

// dropsL reports whether the ending rest drops the ㄹ of the stem before
// it (-니, -니까, -는, -는데, -세요).
func dropsL(rest string) bool {
	for _, p := range [...]string{"니", "는", "세", "시"} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return false
}

// isVerbStem reports whether s is a known verb stem or an X+하 / X+되 stem.
func isVerbStem(s string) bool {
	if in(verbStems, s) {
		return true
	}
	return utf8.RuneCountInString(s) >= 2 && (strings.HasSuffix(s, "하") || strings.HasSuffix(s, "되"))
}

// lemma turns a verb stem into the token's stem: X+하 and X+되 give X
// (반환하 → 반환), 아니하 gives 않, and a fused 안/못 (안되, 안하) gives the
// verb with neg set.
func lemma(s string) (stem, light string, neg bool) {
	switch s {
	case "아니하":
		return "않", "", false
	case "못하":
		return "못하", "", false
	case "안되", "안하":
		return s[len("안"):], "", true
	}
	if in(verbStems, s) {
		return s, "", false
	}
	n := utf8.RuneCountInString(s)
	for _, light := range [...]string{"하", "되"} {
		if strings.HasSuffix(s, light) && n >= 3 {
			return s[:len(s)-len(light)], light, false
		}
	}
	return s, "", false
}

// particles are the noun particles the stemmer strips, single and stacked
// (에게는, 에서도, 으로부터), longest first.
var particles = func() []string {
	base := []string{
		"으로부터", "로부터", "에서부터", "에게서", "한테서", "으로서", "으로써", "로서", "로써", "께서",
		"에게", "한테", "에서", "으로", "까지", "부터", "조차", "마저", "처럼", "만큼", "보다", "밖에",
		"마다", "이나", "이랑", "이라도", "라도", "에", "께", "로", "와", "과", "의", "도", "만", "뿐",
		"랑", "은", "는", "이", "가", "을", "를",
	}
	stack := []string{"", "는", "은", "도", "만", "의", "을", "를", "이", "가", "요"}
	seen := map[string]bool{}
	var out []string
	for _, b := range base {
		for _, s := range stack {
			p := b + s
			if !seen[p] && (s == "" || utf8.RuneCountInString(b) > 1 || strings.ContainsAny(b, "에께로만도")) {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	for _, c := range []string{"이다", "입니다", "이에요", "예요", "이고", "이며", "이라", "이라고", "이었다", "이었어요", "였어요", "였다", "이었음",
		// the copula before a connective ("그대로인데", "초록색이었는데")
		"인데", "인데요", "이었는데", "였는데", "이었고", "였고"} {
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	// longest first, then by text for determinism
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && (len(out[j]) > len(out[j-1]) || len(out[j]) == len(out[j-1]) && out[j] < out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}()

// NounStem is the word w without the particle it ends with, when one
// agrees with the syllable before it (생수병이 → 생수병, 물병에서 → 물병);
// w itself otherwise.
func NounStem(w string) string {
	stem, _ := stripParticle(w)
	return stem
}

// stripParticle removes the longest particle run from noun w that agrees
// with the stem's final sound (은/이/을/과 after a consonant, 는/가/를/와
// after a vowel). It keeps at least one rune of stem.
func stripParticle(w string) (stem, particle string) {
	for _, p := range particles {
		if len(p) >= len(w) || !strings.HasSuffix(w, p) {
			continue
		}
		s := w[:len(w)-len(p)]
		if in(nounWords, w) {
			return w, ""
		}
		last, _ := utf8.DecodeLastRuneInString(s)
		if !agrees(last, p) {
			continue
		}
		return s, p
	}
	return w, ""
}

func agrees(last rune, p string) bool {
	if !isSyllable(last) {
		return true
	}
	tail := hasTail(last)
	switch {
	case strings.HasPrefix(p, "이다"), strings.HasPrefix(p, "입니다"), strings.HasPrefix(p, "이에요"),
		strings.HasPrefix(p, "이었"), strings.HasPrefix(p, "이고"), strings.HasPrefix(p, "이며"), strings.HasPrefix(p, "이라"):
		return true // the copula 이 may follow a vowel too
	case strings.HasPrefix(p, "으로"):
		_, _, t := split(last)
		return tail && t != tailL
	case strings.HasPrefix(p, "로"):
		_, _, t := split(last)
		return !tail || t == tailL
	case strings.HasPrefix(p, "예요"), strings.HasPrefix(p, "였"):
		return !tail
	}
	r, _ := utf8.DecodeRuneInString(p)
	switch r {
	case '은', '이', '을', '과':
		return tail
	case '는', '가', '를', '와', '랑':
		return !tail
	}
	return true
}
