package ai

import (
	"strings"
	"unicode"
)

// words lowercases s and splits it into runs of letters, digits and
// combining marks; everything else (spaces, punctuation, symbols) separates.
// It does not apply NFKC: the standard library has no normaliser.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r)
	})
}

// isHangul reports whether r is a Hangul syllable or jamo.
func isHangul(r rune) bool {
	return unicode.Is(unicode.Hangul, r)
}

// hangulBigrams calls fn for each pair of adjacent Hangul runes in w. Korean
// attaches particles and endings to words (계약을, 계약은, 계약서), so
// syllable bigrams let inflected forms of one word match.
func hangulBigrams(w string, fn func(string)) {
	rs := []rune(w)
	for i := 0; i+1 < len(rs); i++ {
		if isHangul(rs[i]) && isHangul(rs[i+1]) {
			fn(string(rs[i : i+2]))
		}
	}
}

// lexicalTerms returns the terms the lexical reranker matches on: every word,
// plus the Hangul bigrams of words longer than two runes (a two-rune word is
// its own bigram).
func lexicalTerms(s string) []string {
	ws := words(s)
	terms := make([]string, 0, len(ws)*2)
	for _, w := range ws {
		terms = append(terms, w)
		if len([]rune(w)) > 2 {
			hangulBigrams(w, func(b string) { terms = append(terms, b) })
		}
	}
	return terms
}
