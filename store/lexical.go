package store

import (
	"strings"
	"unicode"
)

// The lexical leg of the hybrid search works on terms built above the store
// (the pipelines use knowledge.LexicalTerms, which stems Korean with the
// shared korean package): a chunk's Terms at ingest, SearchParams.Terms at
// query time. The store treats a term as an opaque lexeme. It indexes a
// chunk's terms with to_tsvector('simple', ...), which only lowercases, so
// a term must be made of letters, digits and combining marks only (anything
// else could be split by PostgreSQL's parser or break a tsquery); other
// terms are dropped, the same way at both ends.
//
// chunk_terms (migration 010, kept by triggers on chunks) holds each term's
// document frequency per corpus. The search picks a query's rarest terms,
// whose document frequencies add up to at most the candidate budget, finds
// the chunks holding any of them through the GIN index (at most the budget),
// and ranks only those by ts_rank against all the query's terms.

// LexicalCandidatesDefault is the default most chunks the lexical leg
// ranks: it searches the query's rarest terms whose document frequencies
// sum to at most this (at least the rarest one), and reads at most this
// many matching chunks.
const LexicalCandidatesDefault = 1000

// lexicalClean returns the usable terms of terms, lowercased, in order and
// with repeats kept (term frequency feeds ts_rank).
func lexicalClean(terms []string) []string {
	out := make([]string, 0, len(terms))
	for _, t := range terms {
		if t == "" || strings.ContainsFunc(t, lexicalInvalid) {
			continue
		}
		out = append(out, strings.ToLower(t))
	}
	return out
}

func lexicalInvalid(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r)
}

// lexicalDocument is the text indexed with to_tsvector('simple', ...) for
// a chunk's terms.
func lexicalDocument(terms []string) string {
	return strings.Join(lexicalClean(terms), " ")
}

// lexicalQueryTerms returns the distinct usable terms of terms, in order of
// first appearance; nil when there are none (the lexical leg is skipped).
func lexicalQueryTerms(terms []string) []string {
	clean := lexicalClean(terms)
	seen := make(map[string]bool, len(clean))
	var out []string
	for _, t := range clean {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}
