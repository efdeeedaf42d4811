package korean

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is the part of speech the stemmer gives a token.
type Kind int

// Kinds. KindVerb covers verbs, adjectives and Sino-Korean X+하/X+되
// predicates; KindAdverb the fixed modifiers (안, 못, 반드시, 그대로 …).
const (
	KindNoun Kind = iota
	KindVerb
	KindAdverb
	KindPunct
)

// String returns the kind's lowercase name.
func (k Kind) String() string {
	switch k {
	case KindVerb:
		return "verb"
	case KindAdverb:
		return "adverb"
	case KindPunct:
		return "punct"
	}
	return "noun"
}

// Token is one eojeol (a space-separated word) or punctuation mark of the
// normalised text, taken apart.
type Token struct {
	// Surface is the text of the token in Normalize's output.
	Surface string
	// Stem is the lexical stem: a noun without its particles (임대인에게는 →
	// 임대인), a verb without its endings (돌려줘야 → 돌려주), or the noun of
	// an X+하/X+되 predicate (부담하여야 → 부담, 반환된다 → 반환).
	Stem string
	// Kind is the token's part of speech.
	Kind Kind
	// Particle is the particle run stripped from a noun, as written
	// (에게는, 으로부터, 이다); "" when none.
	Particle string
	// Ending is the verbal ending in canonical form: 아/여 are written 어,
	// 았/였 as 었, and an ending fused into the stem's last syllable starts
	// with its jamo (한다 → ㄴ다, 합니다 → ㅂ니다, 뗌 → ㅁ, 했어요 → 었어요).
	Ending string
	// Light is the light verb between a noun stem and the ending: "하"
	// (부담하여야), "되" (반환된다) or "".
	Light string
	// Start and End are byte offsets of Surface in Normalize's output.
	Start, End int

	neg bool // fused negation: 안되다, 안했어요
}

// Tokens normalises s and splits it into tokens with stems, particles and
// endings. Offsets refer to Normalize(s).
func Tokens(s string) []Token {
	return tokenize(Normalize(s))
}

func tokenize(n string) []Token {
	toks := make([]Token, 0, len(n)/6+1)
	i := 0
	for i < len(n) {
		r, size := utf8.DecodeRuneInString(n[i:])
		switch {
		case r == ' ':
			i += size
		case isWordRune(r):
			j := i + size
			for j < len(n) {
				r2, s2 := utf8.DecodeRuneInString(n[j:])
				if isWordRune(r2) {
					j += s2
					continue
				}
				// a decimal point or thousands comma between digits stays inside
				if (r2 == '.' || r2 == ',') && j+1 < len(n) && isDigit(n[j-1]) && isDigit(n[j+1]) {
					j++
					continue
				}
				break
			}
			tok := analyzeWord(n[i:j])
			tok.Start, tok.End = i, j
			toks = append(toks, tok)
			i = j
		default:
			toks = append(toks, Token{Surface: n[i : i+size], Stem: n[i : i+size], Kind: KindPunct, Start: i, End: i + size})
			i += size
		}
	}
	// 빼 뒀어요, 떼 버렸어요: a one-syllable stem written apart from the
	// auxiliary after it, its 어 swallowed, is a verb, not a noun
	for k := 0; k+1 < len(toks); k++ {
		t, next := toks[k], toks[k+1]
		if t.Kind == KindNoun && t.Particle == "" && in(verbStems, t.Surface) && next.Kind == KindVerb && in(auxAfterEO, next.Stem) {
			if r, _ := utf8.DecodeRuneInString(t.Surface); utf8.RuneCountInString(t.Surface) == 1 && dropsEO(r) {
				toks[k].Kind, toks[k].Ending = KindVerb, "어"
			}
		}
	}
	return toks
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// isWordRune reports whether r belongs in a word. Hangul compatibility
// jamo do not: written alone they are laughter or tears (ㅋㅋ, ㅎㅎ, ㅠㅠ),
// and "벗김ㅎㅎ" is the word 벗김 and its laughter.
func isWordRune(r rune) bool {
	return (unicode.IsLetter(r) && !IsCompatJamo(r)) || unicode.IsDigit(r) || unicode.IsMark(r) || r == '%'
}

// IsCompatJamo reports whether r is a Hangul compatibility jamo (ㄱ–ㆎ),
// which text uses alone for laughter and tears (ㅋㅋ, ㅎㅎ, ㅠㅠ) rather
// than inside words.
func IsCompatJamo(r rune) bool { return r >= 0x3131 && r <= 0x318E }

// analyzeWord takes one eojeol apart.
func analyzeWord(w string) Token {
	t := Token{Surface: w, Stem: w, Kind: KindNoun}
	switch {
	case in(adverbs, w) || reduplicated(w):
		t.Kind = KindAdverb
		return t
	case in(nounWords, w) || roleNouns[w] != RoleNone:
		return t
	case w == "없이":
		t.Stem, t.Kind, t.Ending = "없", KindVerb, "이"
		return t
	}
	v, ok := analyzeVerb(w)
	if neg, fused := fusedNegation(w, v, ok); fused {
		return neg
	}
	if ok && !copulaPast(v) {
		return v
	}
	stem, particle := stripParticle(w)
	t.Stem, t.Particle = nominalStem(stem), particle
	if in(adverbs, t.Stem) && t.Stem != "안" && t.Stem != "못" && t.Stem != "이" {
		t.Kind = KindAdverb
	}
	return t
}

// copulaPast reports whether the verb v, read by its ending alone, is a
// noun closed by a consonant with the copula's past, uncontracted
// (초록색이었는데, 반찬통이었고): a verb stem ending in 이 contracts
// (붙였는데, 먹였고), so 이었 after a closed syllable is the copula.
func copulaPast(v Token) bool {
	if in(verbStems, v.Stem) || v.Light != "" || !strings.HasPrefix(v.Ending, "었") {
		return false
	}
	head, ok := strings.CutSuffix(v.Stem, "이")
	if !ok || head == "" {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(head)
	if !isSyllable(last) {
		return false
	}
	_, _, tail := split(last)
	return tail != 0
}

// fusedPrefixes negate the verb they are written together with.
var fusedPrefixes = [...]string{"안", "못", "덜"}

// fusedNegation reads 안, 못 or 덜 written together with the verb it
// negates (안씻고, 못뗐어요, 안헹궜더니, 덜말랐어요) as that verb, negated,
// when the whole word is no known verb (whole, ok: analyzeVerb(w)):
// 안내했어요 is 안내하다 and 못해요 is 못하다, and the rest must be a
// known stem or an X+하/X+되 predicate (안전한 is not 안 + 전하다).
func fusedNegation(w string, whole Token, ok bool) (Token, bool) {
	if ok && (in(verbStems, whole.Stem) || whole.Light != "" || whole.neg) {
		return Token{}, false
	}
	for _, pre := range fusedPrefixes {
		rest, found := strings.CutPrefix(w, pre)
		if !found || rest == "" {
			continue
		}
		v, vok := analyzeVerb(rest)
		if !vok || !(in(verbStems, v.Stem) || v.Light != "") {
			continue
		}
		v.Surface, v.neg = w, true
		return v, true
	}
	return Token{}, false
}

// nominalStem reduces a nominalised X+하 form to X (반환함 → 반환,
// 지급하기 → 지급, 제거됨 → 제거).
func nominalStem(s string) string {
	for _, suf := range [...]string{"하기", "되기", "함", "됨"} {
		if strings.HasSuffix(s, suf) && utf8.RuneCountInString(s) >= utf8.RuneCountInString(suf)+2 {
			return s[:len(s)-len(suf)]
		}
	}
	return s
}

// reduplicated reports whether w is a syllable or two said twice (박박,
// 싹싹, 겨우겨우, 꾸역꾸역): a mimetic adverb by its form.
func reduplicated(w string) bool {
	rs := []rune(w)
	for _, r := range rs {
		if !isSyllable(r) {
			return false
		}
	}
	switch len(rs) {
	case 2:
		return rs[0] == rs[1]
	case 4:
		return rs[0] == rs[2] && rs[1] == rs[3]
	}
	return false
}
