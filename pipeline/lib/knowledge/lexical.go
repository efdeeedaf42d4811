package knowledge

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// LexicalVersion names the scheme of LexicalTerms. Callers put it in the
// content hash they give store.ChunkReplaceDocument, so a document indexed
// under an older scheme is ingested again rather than skipped as unchanged.
const LexicalVersion = "lex2"

// LexicalTerms returns the lexical search terms of text, for a chunk
// (store.Chunk.Terms) and for a query (store.SearchParams.Terms) alike, in
// order of appearance with repeats kept (term frequency feeds ts_rank).
// Every term is made of letters, digits and combining marks only, as the
// store requires.
//
// The text is read by korean.Tokens (normalised: NFC, half-width,
// lowercase) into words. A word with Hangul is replaced by its stem, which
// drops particles and verbal endings and reduces X+하/X+되 predicates to X
// (부담한다, 부담하여야, 부담함 → 부담; 보증금을 → 보증금); other words
// are kept as written. Each word is then split where it changes between
// Hangul, digits and other letters ("제3조" gives "제", "3", "조"):
//
//   - A run of Hangul gives itself and, when longer than two syllables,
//     every syllable bigram of it ("보증금" gives "보증금", "보증", "증금"),
//     so unspaced compounds still share terms with their parts.
//   - Latin words go through a light, conservative English stemmer (plural
//     s/es/ies, -ed, -ing, -ly, -ion after t or s, final e), so "terminate",
//     "terminates", "terminated" and "termination" share "terminat". Short
//     English stop words and one-letter words are dropped.
//   - Digit runs and words in other scripts are kept as they are.
func LexicalTerms(text string) []string {
	var terms []string
	for _, tok := range korean.Tokens(text) {
		if tok.Kind == korean.KindPunct {
			continue
		}
		word := tok.Surface
		if strings.ContainsFunc(word, lexicalIsHangul) && tok.Stem != "" {
			word = tok.Stem
		}
		terms = lexicalAppendWord(terms, word)
	}
	return terms
}

func lexicalIsHangul(r rune) bool { return unicode.Is(unicode.Hangul, r) }

// lexicalAppendWord adds the terms of one word, split where its class of
// character changes.
func lexicalAppendWord(terms []string, word string) []string {
	start, class := -1, lexicalClassNone
	flush := func(end int) {
		if start >= 0 {
			terms = lexicalAppend(terms, strings.ToLower(word[start:end]), class)
		}
		start, class = -1, lexicalClassNone
	}
	for i, r := range word {
		c := lexicalClassOf(r)
		switch {
		case c == lexicalClassMark:
			// A combining mark belongs to the piece it follows.
			continue
		case c == lexicalClassNone:
			flush(i)
		case c != class:
			flush(i)
			start, class = i, c
		}
	}
	flush(len(word))
	return terms
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

// lexicalAppend adds the terms of one single-class piece of a word.
func lexicalAppend(terms []string, piece string, class int) []string {
	switch class {
	case lexicalClassHangul:
		// The whole piece, then its syllable bigrams, so the parts of an
		// unspaced compound (보증금반환: 보증, 증금, 금반, 반환) still meet.
		terms = append(terms, piece)
		runes := []rune(piece)
		if len(runes) > 2 {
			for i := 0; i+1 < len(runes); i++ {
				terms = append(terms, string(runes[i:i+2]))
			}
		}
		return terms
	case lexicalClassLetter:
		if utf8.RuneCountInString(piece) < 2 || lexicalStopWords[piece] {
			return terms
		}
		return append(terms, lexicalStem(piece))
	}
	return append(terms, piece)
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
