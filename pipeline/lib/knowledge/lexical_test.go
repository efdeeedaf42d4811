package knowledge

import (
	"slices"
	"strings"
	"testing"
	"unicode"
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
			name: "hangul stems and their bigrams",
			text: "보증금을 반환하지 않는다",
			want: []string{"보증금", "보증", "증금", "반환", "않"},
		},
		{
			name: "x+하 predicates stem to x",
			text: "부담한다 부담하여야 부담함 부담해야",
			want: []string{"부담", "부담", "부담", "부담"},
		},
		{
			name: "particles stripped",
			text: "임대인에게는 임차인이",
			want: []string{"임대인", "임대", "대인", "임차인", "임차", "차인"},
		},
		{
			name: "unspaced compound keeps bigrams",
			text: "보증금반환",
			want: []string{"보증금반환", "보증", "증금", "금반", "반환"},
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
			name: "combining mark composed",
			text: "cafe\u0301 bar",
			want: []string{"caf\u00e9", "bar"},
		},
		{
			name: "full-width folded",
			text: "ＲＥＮＴ ２４",
			want: []string{"rent", "24"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := LexicalTerms(tt.text)
			if !slices.Equal(got, tt.want) {
				t.Errorf("LexicalTerms(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// TestLexicalTermsValid checks every term is what the store indexes as one
// lexeme: letters, digits and combining marks only.
func TestLexicalTermsValid(t *testing.T) {
	t.Parallel()

	for _, text := range []string{
		`'\:&|!()<->*`, "a & (b | !c) <-> d", "landlord&tenant|(notice)!", "rent:A deposit:*",
		"임차인은 계약종료시(퇴거 후) 보증금의 10%를 '즉시' 반환해야 합니다.", "3.5% 1,000,000원", "tenant's \"deposit\"",
	} {
		for _, term := range LexicalTerms(text) {
			if term == "" || strings.ContainsFunc(term, func(r rune) bool {
				return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r)
			}) {
				t.Errorf("LexicalTerms(%q) has term %q", text, term)
			}
		}
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
			name:       "korean x+하 forms",
			a:          "수리비는 임차인이 부담한다",
			b:          "임차인이 부담하여야 하는 수리비, 임차인 부담함",
			wantShared: []string{"수리비", "임차인", "부담"},
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
