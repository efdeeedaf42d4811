package clause_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// Intake.Check is the one home of an analysis request's rules: each
// mistake is an *InputError of a stable kind naming the field, and a good
// request comes back split and trimmed.
func TestIntakeCheck(t *testing.T) {
	t.Parallel()
	ctx, b := setup(t)
	in := &clause.Intake{Store: b.store}
	text := func(s string) *string { return &s }
	many := make([]string, clause.MaxClauses+1)
	for i := range many {
		many[i] = "임차인은 월세를 낸다."
	}
	for _, tt := range []struct {
		name        string
		r           clause.Request
		kind, field string
	}{
		{"both", clause.Request{Text: text("a."), Clauses: []string{"b"}}, clause.InputInvalid, "clauses"},
		{"neither", clause.Request{Lang: "ko"}, clause.InputInvalid, "text"},
		{"bad lang", clause.Request{Text: text("a."), Lang: "fr"}, clause.InputInvalid, "lang"},
		{"bad corpus name", clause.Request{Text: text("a."), Corpus: "../x"}, clause.InputInvalid, "corpus"},
		{"unknown corpus", clause.Request{Text: text("a."), Corpus: "nope"}, clause.InputInvalid, "corpus"},
		{"no clauses", clause.Request{Text: text(" \n ")}, clause.InputNoClauses, "text"},
		{"empty clause", clause.Request{Clauses: []string{"a", " "}}, clause.InputInvalid, "clauses[1]"},
		{"too long", clause.Request{Clauses: []string{strings.Repeat("가", clause.ClauseMaxRunes+1)}}, clause.InputTooLong, "clauses[0]"},
		{"too long in text", clause.Request{Text: text(strings.Repeat("가", clause.ClauseMaxRunes+1))}, clause.InputTooLong, "text"},
		{"too many", clause.Request{Clauses: many}, clause.InputTooMany, "clauses"},
	} {
		_, err := in.Check(ctx, tt.r)
		ie, ok := errors.AsType[*clause.InputError](err)
		if !ok || ie.Kind != tt.kind || ie.Field != tt.field {
			t.Errorf("%s: err = %#v, want kind %s field %s", tt.name, err, tt.kind, tt.field)
		}
	}
	got, err := in.Check(ctx, clause.Request{Clauses: []string{"  임대인은 보증금을 돌려준다.  "}, Lang: "ko", Corpus: starter.Corpus})
	if err != nil || len(got) != 1 || got[0] != "임대인은 보증금을 돌려준다." {
		t.Fatalf("good request: %q, %v", got, err)
	}
	// A failing store is not the client's mistake.
	closed := storetest.NewPool(t)
	closed.Close()
	_, err = (&clause.Intake{Store: store.New(closed)}).Check(ctx, clause.Request{Text: text("a."), Corpus: "kb"})
	if _, ok := errors.AsType[*clause.InputError](err); err == nil || ok {
		t.Errorf("a closed store: err = %v, want a non-input error", err)
	}
}
