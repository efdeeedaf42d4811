package store

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// PostgreSQL ships no Korean stemmer, so the lexical leg of the hybrid search
// is built here in Go: documents and queries both go through LexicalTerms and
// reach PostgreSQL through the 'simple' configuration, which only lowercases.
// Every term is made of letters and digits only, so the 'simple' parser keeps
// each one as a single lexeme and a quoted term can never break a tsquery.

// LexicalTerms normalises text into search terms, in order of appearance and
// with repeats kept (term frequency feeds ts_rank). Text is lowercased and
// split on anything that is not a letter or digit; a word is further split
// where it changes between Hangul, digits and other letters ("제3조" gives
// "제", "3", "조").
//
//   - Latin words go through a light, conservative English stemmer (plural
//     s/es/ies, -ed, -ing, -ly, -ion after t or s, final e), so "terminate",
//     "terminates", "terminated" and "termination" share "terminat". Short
//     English stop words and one-letter words are dropped.
//   - A run of Hangul gives the whole word, with one common trailing particle
//     stripped when the word is longer than the particle plus one syllable
//     ("보증금을" gives "보증금"), and then every character bigram of the
//     original run ("보증", "증금", "금을"), so compounds and inflected forms
//     still share terms.
//   - Digit runs and words in other scripts are kept as they are.
func LexicalTerms(text string) []string {
	var terms []string
	start, class := -1, lexicalClassNone
	flush := func(end int) {
		if start >= 0 {
			terms = lexicalAppend(terms, text[start:end], class)
		}
		start, class = -1, lexicalClassNone
	}
	for i, r := range text {
		c := lexicalClassOf(r)
		switch {
		case c == lexicalClassMark:
			// A combining mark belongs to the word it follows.
			continue
		case c == lexicalClassNone:
			flush(i)
		case c != class:
			flush(i)
			start, class = i, c
		}
	}
	flush(len(text))
	return terms
}

// LexicalDocument returns the terms of text joined by single spaces, to be
// indexed with to_tsvector('simple', ...). Empty text gives "".
func LexicalDocument(text string) string {
	return strings.Join(LexicalTerms(text), " ")
}

// LexicalQuery returns a tsquery for to_tsquery('simple', $1) that ORs the
// distinct terms of text, each quoted, in order of first appearance: for
// example `'보증금' | '보증' | '증금'`. Quotes and backslashes inside a term are
// doubled as tsquery requires, so no user input can produce a syntax error.
// Text without terms gives "", which the caller must not send as a query.
func LexicalQuery(text string) string {
	terms := LexicalTerms(text)
	seen := make(map[string]bool, len(terms))
	var b strings.Builder
	for _, term := range terms {
		if seen[term] {
			continue
		}
		seen[term] = true
		if b.Len() > 0 {
			b.WriteString(" | ")
		}
		b.WriteString(lexicalQuote(term))
	}
	return b.String()
}

// lexicalQuote quotes one tsquery lexeme, doubling quotes and backslashes.
// LexicalTerms never yields either, so this is a second line of defence.
func lexicalQuote(term string) string {
	var b strings.Builder
	b.WriteByte('\'')
	for _, r := range term {
		if r == '\'' || r == '\\' {
			b.WriteRune(r)
		}
		b.WriteRune(r)
	}
	b.WriteByte('\'')
	return b.String()
}

const (
	lexicalClassNone = iota
	lexicalClassMark
	lexicalClassHangul
	lexicalClassDigit
	lexicalClassLetter
)

func lexicalClassOf(r rune) int {
	switch {
	case unicode.Is(unicode.Hangul, r):
		return lexicalClassHangul
	case unicode.IsDigit(r):
		return lexicalClassDigit
	case unicode.IsLetter(r):
		return lexicalClassLetter
	case unicode.IsMark(r):
		return lexicalClassMark
	}
	return lexicalClassNone
}

// lexicalAppend adds the terms of one single-class word to terms.
func lexicalAppend(terms []string, word string, class int) []string {
	word = strings.ToLower(word)
	switch class {
	case lexicalClassHangul:
		return lexicalAppendHangul(terms, word)
	case lexicalClassLetter:
		if utf8.RuneCountInString(word) < 2 || lexicalStopWords[word] {
			return terms
		}
		return append(terms, lexicalStem(word))
	}
	return append(terms, word)
}

// lexicalParticles are the Korean particles stripped from the end of a word,
// longest first so "에서" wins over "서"-less "에".
var lexicalParticles = []string{
	"에서", "으로", "에게", "까지", "부터",
	"은", "는", "이", "가", "을", "를", "에", "의", "로", "와", "과", "도", "만",
}

func lexicalAppendHangul(terms []string, word string) []string {
	runes := []rune(word)
	whole := word
	for _, p := range lexicalParticles {
		n := utf8.RuneCountInString(p)
		if len(runes) > n+1 && strings.HasSuffix(word, p) {
			whole = string(runes[:len(runes)-n])
			break
		}
	}
	terms = append(terms, whole)
	for i := 0; i+1 < len(runes); i++ {
		if bigram := string(runes[i : i+2]); bigram != whole {
			terms = append(terms, bigram)
		}
	}
	return terms
}

// lexicalStopWords are dropped English words. Modal verbs such as "may" and
// "shall" are kept on purpose: in contracts they carry meaning.
var lexicalStopWords = map[string]bool{
	"an": true, "and": true, "are": true, "as": true, "at": true, "be": true,
	"been": true, "being": true, "but": true, "by": true, "did": true, "do": true,
	"does": true, "for": true, "from": true, "had": true, "has": true, "have": true,
	"he": true, "her": true, "his": true, "if": true, "in": true, "into": true,
	"is": true, "it": true, "its": true, "of": true, "on": true, "or": true,
	"our": true, "she": true, "so": true, "than": true, "that": true, "the": true,
	"their": true, "them": true, "then": true, "there": true, "these": true,
	"they": true, "this": true, "those": true, "to": true, "was": true, "we": true,
	"were": true, "what": true, "when": true, "where": true, "which": true,
	"who": true, "with": true, "you": true, "your": true,
}

// lexicalStem strips common English suffixes from a lowercase word. It only
// touches words made of ASCII letters and longer than three letters. It is a
// small subset of Porter's rules, chosen to over-merge rarely.
func lexicalStem(w string) string {
	if len(w) <= 3 {
		return w
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return w
		}
	}
	// Plurals and third person: -sses, -ies, -es after a sibilant, -s.
	switch {
	case strings.HasSuffix(w, "sses"):
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		w = w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "es") && lexicalSibilant(w[:len(w)-2]):
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") &&
		!strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		w = w[:len(w)-1]
	}
	// Adverbs: -ably/-ibly become -able/-ible; -ly goes after e, t, l, s, d, n.
	if strings.HasSuffix(w, "bly") && len(w) > 5 {
		w = w[:len(w)-2] + "le"
	} else if strings.HasSuffix(w, "ly") && len(w) >= 6 && strings.ContainsRune("etlsdn", rune(w[len(w)-3])) {
		w = w[:len(w)-2]
	}
	// Past tense and participles.
	switch {
	case strings.HasSuffix(w, "eed"):
		// "agreed", "guaranteed" lose the d; "exceed", "proceed" keep it.
		if len(w) > 4 && strings.ContainsRune("rt", rune(w[len(w)-4])) {
			w = w[:len(w)-1]
		}
	case strings.HasSuffix(w, "ied") && len(w) > 4:
		w = w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ed") && lexicalHasVowel(w[:len(w)-2]) && len(w) >= 5:
		w = lexicalUndouble(w[:len(w)-2])
	case strings.HasSuffix(w, "ing") && lexicalHasVowel(w[:len(w)-3]) && len(w) >= 6:
		w = lexicalUndouble(w[:len(w)-3])
	}
	// -ion after t or s: "termination" and "terminate" meet at "terminat".
	if strings.HasSuffix(w, "ion") && len(w) >= 7 && strings.ContainsRune("ts", rune(w[len(w)-4])) {
		w = w[:len(w)-3]
	}
	// Final e, except after another e ("agree", "fee").
	if strings.HasSuffix(w, "e") && !strings.HasSuffix(w, "ee") && len(w) >= 4 {
		w = w[:len(w)-1]
	}
	return w
}

func lexicalSibilant(stem string) bool {
	return strings.HasSuffix(stem, "s") || strings.HasSuffix(stem, "x") ||
		strings.HasSuffix(stem, "z") || strings.HasSuffix(stem, "ch") ||
		strings.HasSuffix(stem, "sh")
}

func lexicalHasVowel(s string) bool {
	return strings.ContainsAny(s, "aeiouy")
}

// lexicalUndouble turns a final double consonant into one ("stopp" to
// "stop"), except ll, ss and zz ("bill", "pass").
func lexicalUndouble(w string) string {
	n := len(w)
	if n >= 2 && w[n-1] == w[n-2] && !strings.ContainsRune("aeiouylsz", rune(w[n-1])) {
		return w[:n-1]
	}
	return w
}
