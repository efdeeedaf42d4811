package store

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestLexicalTerms(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name string
		text string
		want []string
	}{
		{name: "empty", text: "", want: nil},
		{name: "punctuation only", text: " .,;:'\"!?()&| ", want: nil},
		{
			name: "hangul particle stripped and bigrams",
			text: "보증금을 반환하지 않는다",
			want: []string{"보증금", "보증", "증금", "금을", "반환하지", "반환", "환하", "하지", "않는다", "않는", "는다"},
		},
		{
			name: "two-syllable word keeps its particle",
			text: "집이",
			want: []string{"집이"},
		},
		{
			name: "longest particle first",
			text: "임대인에게서울에서",
			want: []string{"임대인에게서울", "임대", "대인", "인에", "에게", "게서", "서울", "울에", "에서"},
		},
		{
			name: "digits split from hangul",
			text: "제3조의2",
			want: []string{"제", "3", "조의", "2"},
		},
		{
			name: "english stop words and stems",
			text: "The Landlord terminates the Leases.",
			want: []string{"landlord", "terminat", "leas"},
		},
		{
			name: "single letters dropped",
			text: "e.g. a b",
			want: nil,
		},
		{
			name: "mixed latin and digits",
			text: "COVID19 5%",
			want: []string{"covid", "19", "5"},
		},
		{
			name: "combining mark stays in word",
			text: "cafe\u0301 bar",
			want: []string{"cafe\u0301", "bar"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := LexicalTerms(tt.text); !slices.Equal(got, tt.want) {
				t.Errorf("LexicalTerms(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

func TestLexicalTermsShared(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name       string
		a, b       string
		wantShared []string
	}{
		{
			name:       "korean inflection",
			a:          "보증금을 반환하지 않는다",
			b:          "보증금 반환",
			wantShared: []string{"보증금", "보증", "증금", "반환"},
		},
		{
			name:       "korean compound",
			a:          "계약갱신요구권을 포기한다",
			b:          "계약 갱신 요구",
			wantShared: []string{"계약", "갱신", "요구"},
		},
		{
			name:       "english terminate family",
			a:          "terminates",
			b:          "termination terminate terminated terminating",
			wantShared: []string{"terminat"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			a, b := LexicalTerms(tt.a), LexicalTerms(tt.b)
			for _, term := range tt.wantShared {
				if !slices.Contains(a, term) || !slices.Contains(b, term) {
					t.Errorf("term %q not shared: %q vs %q", term, a, b)
				}
			}
		})
	}
}

func TestLexicalStem(t *testing.T) {
	t.Parallel()

	tests := []struct {
		words []string
		want  string
	}{
		{words: []string{"terminate", "terminates", "terminated", "terminating", "termination", "terminations"}, want: "terminat"},
		{words: []string{"party", "parties"}, want: "party"},
		{words: []string{"apply", "applies", "applied", "applying"}, want: "apply"},
		{words: []string{"agree", "agrees", "agreed", "agreeing"}, want: "agree"},
		{words: []string{"exceed", "exceeds", "exceeded", "exceeding"}, want: "exceed"},
		{words: []string{"stop", "stops", "stopped", "stopping"}, want: "stop"},
		{words: []string{"bill", "bills", "billed", "billing"}, want: "bill"},
		{words: []string{"box", "boxes"}, want: "box"},
		{words: []string{"unilateral", "unilaterally"}, want: "unilateral"},
		{words: []string{"reasonable", "reasonably"}, want: "reasonabl"},
		{words: []string{"strict", "strictly"}, want: "strict"},
		{words: []string{"status"}, want: "status"},
		{words: []string{"family"}, want: "family"},
		{words: []string{"supply", "supplies"}, want: "supply"},
		{words: []string{"fee", "fees"}, want: "fee"},
		{words: []string{"thing"}, want: "thing"},
		{words: []string{"café"}, want: "café"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			t.Parallel()
			for _, w := range tt.words {
				if got := lexicalStem(w); got != tt.want {
					t.Errorf("lexicalStem(%q) = %q, want %q", w, got, tt.want)
				}
			}
		})
	}
}

func TestLexicalDocument(t *testing.T) {
	t.Parallel()

	tests := []struct {
		text string
		want string
	}{
		{text: "", want: ""},
		{text: "보증금 반환", want: "보증금 보증 증금 반환"},
		{text: "Rent increases: 5%", want: "rent increas 5"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			t.Parallel()
			if got := LexicalDocument(tt.text); got != tt.want {
				t.Errorf("LexicalDocument(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// tsqueryOr matches an OR of quoted lexemes made of letters and digits only.
var tsqueryOr = regexp.MustCompile(`^'[\p{L}\p{M}\p{N}]+'( \| '[\p{L}\p{M}\p{N}]+')*$`)

func TestLexicalQuery(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name string
		text string
		want string
	}{
		{name: "empty", text: "", want: ""},
		{name: "only syntax", text: `'\:&|!()<->*`, want: ""},
		{name: "distinct terms", text: "보증금 보증금", want: "'보증금' | '보증' | '증금'"},
		{name: "quote", text: `tenant's "deposit"`, want: "'tenant' | 'deposit'"},
		{name: "backslash", text: `rent\\' | !x`, want: "'rent'"},
		{name: "colon weight", text: "rent:A deposit:*", want: "'rent' | 'deposit'"},
		{name: "operators", text: "a & (b | !c) <-> d", want: ""},
		{name: "operators with words", text: "landlord&tenant|(notice)!", want: "'landlord' | 'tenant' | 'notic'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := LexicalQuery(tt.text)
			if got != tt.want {
				t.Errorf("LexicalQuery(%q) = %q, want %q", tt.text, got, tt.want)
			}
			if got != "" && !tsqueryOr.MatchString(got) {
				t.Errorf("LexicalQuery(%q) = %q is not a plain OR of quoted terms", tt.text, got)
			}
		})
	}
}

func TestLexicalQuote(t *testing.T) {
	t.Parallel()

	tests := []struct {
		term string
		want string
	}{
		{term: "rent", want: "'rent'"},
		{term: "it's", want: "'it''s'"},
		{term: `a\b`, want: `'a\\b'`},
		{term: `'\`, want: `'''\\'`},
		{term: "a:b&c|!()", want: "'a:b&c|!()'"},
	}
	for _, tt := range tests {
		t.Run(tt.term, func(t *testing.T) {
			t.Parallel()
			got := lexicalQuote(tt.term)
			if got != tt.want {
				t.Errorf("lexicalQuote(%q) = %q, want %q", tt.term, got, tt.want)
			}
			// Inside the quotes, every quote and backslash must come in pairs.
			inner := got[1 : len(got)-1]
			if rest := strings.NewReplacer("''", "", `\\`, "").Replace(inner); strings.ContainsAny(rest, `'\`) {
				t.Errorf("lexicalQuote(%q) = %q leaves a lone quote or backslash", tt.term, got)
			}
		})
	}
}
