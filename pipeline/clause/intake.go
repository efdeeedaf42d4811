package clause

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// Kinds of InputError: stable, the API maps each to a problem code.
const (
	InputInvalid   = "invalid"          // a missing, malformed or empty field
	InputNoClauses = "no_clauses"       // the request holds no clause
	InputTooMany   = "too_many_clauses" // more than MaxClauses
	InputTooLong   = "clause_too_long"  // a clause over ClauseMaxRunes
)

// The request fields InputError names.
const (
	fieldText    = "text"    // a contract, split into clauses
	fieldClauses = "clauses" // a list of clauses
)

const corpusNameRule = "1 to 64 letters, digits, '_', '-' or '.'"

// InputError is a client mistake in an analysis request, naming the field
// (e.g. "lang", "clauses[3]").
type InputError struct {
	Kind  string
	Field string
	Msg   string
}

func (e *InputError) Error() string { return "clause: " + e.Field + ": " + e.Msg }

// corpusName is what a corpus may be called.
var corpusName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`)

// ValidCorpusName reports whether name may name a corpus.
func ValidCorpusName(name string) bool { return corpusName.MatchString(name) }

// Request is an analysis request as a client gives it: a contract (Text,
// split into clauses) or its Clauses, not both, with an optional Lang
// ("ko", "en"; empty detects it per clause) and Corpus (empty: the
// pipeline's default).
type Request struct {
	Text    *string
	Clauses []string
	Lang    string
	Corpus  string
}

// Intake checks analysis requests (HTTP and CLI alike) and submits their
// clauses as one batch.
type Intake struct {
	Engine *pipeline.Engine
	Store  *store.Store
}

// Submit checks r and submits its clauses for owner; it returns the
// submission and the clauses as submitted (split and trimmed). Client
// mistakes are *InputError.
func (in *Intake) Submit(ctx context.Context, owner string, r Request) (*pipeline.Submission, []string, error) {
	clauses, err := in.Check(ctx, r)
	if err != nil {
		return nil, nil, err
	}
	sub, err := Submit(ctx, in.Engine, owner, clauses, r.Lang, r.Corpus)
	return sub, clauses, err
}

// Check validates r (the shape, lang, corpus, the clauses' count and
// lengths) and returns its clauses, split and trimmed. Client mistakes are
// *InputError; a store failure is returned as it is.
func (in *Intake) Check(ctx context.Context, r Request) ([]string, error) {
	switch {
	case r.Text != nil && r.Clauses != nil:
		return nil, &InputError{InputInvalid, fieldClauses, `give either "text" or "clauses", not both`}
	case r.Text == nil && r.Clauses == nil:
		return nil, &InputError{InputInvalid, fieldText, `"text" (a contract) or "clauses" (a list of clauses) is required`}
	}
	if err := checkLang(r.Lang); err != nil {
		return nil, err
	}
	if r.Corpus != "" {
		if !ValidCorpusName(r.Corpus) {
			return nil, &InputError{InputInvalid, "corpus", "a corpus name is " + corpusNameRule}
		}
		if _, err := in.Store.CorpusGet(ctx, r.Corpus); errors.Is(err, store.ErrNotFound) {
			return nil, &InputError{InputInvalid, "corpus", fmt.Sprintf("no corpus is named %q", r.Corpus)}
		} else if err != nil {
			return nil, fmt.Errorf("clause: unable to look up corpus %q: %w", r.Corpus, err)
		}
	}
	field, clauses := fieldClauses, r.Clauses
	if r.Text != nil {
		field, clauses = fieldText, SplitClauses(*r.Text)
	}
	if len(clauses) == 0 {
		return nil, &InputError{InputNoClauses, field, "no clause was found in the request"}
	}
	if len(clauses) > MaxClauses {
		return nil, &InputError{InputTooMany, field,
			fmt.Sprintf("%d clauses; at most %d are analyzed per request", len(clauses), MaxClauses)}
	}
	out := make([]string, len(clauses))
	for i, cl := range clauses {
		f := field
		if r.Text == nil {
			f = fmt.Sprintf("%s[%d]", fieldClauses, i)
		}
		out[i] = strings.TrimSpace(cl)
		if err := checkClause(i, f, out[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// checkClause is the rule for one (trimmed) clause, the i-th of a request:
// not empty, at most ClauseMaxRunes characters.
func checkClause(i int, field, cl string) error {
	if cl == "" {
		return &InputError{InputInvalid, field, "a clause is empty"}
	}
	if n := utf8.RuneCountInString(cl); n > ClauseMaxRunes {
		return &InputError{InputTooLong, field,
			fmt.Sprintf("clause %d has %d characters; at most %d are allowed", i, n, ClauseMaxRunes)}
	}
	return nil
}

// checkLang is the rule for a request's lang.
func checkLang(lang string) error {
	if !ValidLang(lang) {
		return &InputError{InputInvalid, "lang", fmt.Sprintf(`"lang" must be %q or %q (or absent to detect it), got %q`,
			LangKorean, LangEnglish, lang)}
	}
	return nil
}
