package store

import (
	"slices"
	"testing"
)

func TestLexicalClean(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name  string
		terms []string
		want  []string
	}{
		{name: "none", terms: nil, want: []string{}},
		{name: "kept in order with repeats, lowercased", terms: []string{"Rent", "보증금", "rent", "3"}, want: []string{"rent", "보증금", "rent", "3"}},
		{name: "combining mark kept", terms: []string{"cafe\u0301"}, want: []string{"cafe\u0301"}},
		{
			name:  "tsquery syntax and spaces dropped",
			terms: []string{"", "it's", `a\b`, "a:b", "x|y", "!", "(c)", "a b", "a-b", "<->", "ok"},
			want:  []string{"ok"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := lexicalClean(tt.terms); !slices.Equal(got, tt.want) {
				t.Errorf("lexicalClean(%q) = %q, want %q", tt.terms, got, tt.want)
			}
		})
	}
}

func TestLexicalQueryTerms(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name  string
		terms []string
		want  []string
	}{
		{name: "none", terms: nil, want: nil},
		{name: "only unusable", terms: []string{"'", "a b"}, want: nil},
		{name: "distinct in first order", terms: []string{"보증금", "보증", "Rent", "보증금", "rent"}, want: []string{"보증금", "보증", "rent"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := lexicalQueryTerms(tt.terms); !slices.Equal(got, tt.want) {
				t.Errorf("lexicalQueryTerms(%q) = %q, want %q", tt.terms, got, tt.want)
			}
		})
	}
}

func TestLexicalDocument(t *testing.T) {
	t.Parallel()
	if got, want := lexicalDocument([]string{"보증금", "x'y", "Rent", "5"}), "보증금 rent 5"; got != want {
		t.Errorf("lexicalDocument = %q, want %q", got, want)
	}
}
