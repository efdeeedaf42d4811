package korean

import "testing"

// The copula before a connective (-인데, -이었는데, -였고) is stripped
// like the copula's other forms: the noun before it is the stem, and no
// word of its own is made of it ("물기 그대로인데" is 그대로, not a noun
// 그대로인데 that names something). Verbs that end so are still verbs.
func TestCopulaConnective(t *testing.T) {
	t.Parallel()
	tests := []struct{ word, stem string }{
		{"그대로인데", "그대로"}, {"그대로인데요", "그대로"}, {"초록색이었는데", "초록색"}, {"파란색이었고", "파란색"},
		{"유리병인데", "유리병"}, {"반찬통이었는데", "반찬통"}, {"임대인인데", "임대인"}, {"세입자였는데", "세입자"},
		{"종이였고", "종이"}, {"비닐인데", "비닐"},
		// verbs
		{"벗겼는데", "벗기"}, {"헹궜고", "헹구"}, {"남았는데", "남"}, {"있는데", "있"},
	}
	for _, tt := range tests {
		toks := Tokens(tt.word)
		if len(toks) != 1 {
			t.Errorf("Tokens(%q) = %d tokens, want 1", tt.word, len(toks))
			continue
		}
		if toks[0].Stem != tt.stem {
			t.Errorf("stem of %q = %q (%s, particle %q, ending %q), want %q",
				tt.word, toks[0].Stem, toks[0].Kind, toks[0].Particle, toks[0].Ending, tt.stem)
		}
	}
}
