package korean

import (
	"strings"
	"testing"
)

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

// Opening a can or a bottle (따다) is done once begun: "뚜껑 따다가 손
// 베였어요" says what happened while the lid came off, unless the opening
// was given up (따다가 말았어요); a removal begun with another verb (떼다가)
// is still broken off.
func TestOpenedWhile(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text    string
		removed bool
	}{
		{"참치캔 뚜껑 따다가 손 베였어요", true},
		{"햄 캔 뚜껑을 따다가 손가락을 다쳤음", true},
		{"병뚜껑 따다가 이가 시렸어요", true},
		{"스팸 뚜껑 따다가 말았어요", false},
		{"캔 뚜껑 따다가 포기했어요", false},
		{"참치캔 뚜껑 따려다가 못 땄어요", false},
		{"라벨 떼다가 찢어졌어요", false},
	}
	for _, tt := range tests {
		noun := "뚜껑"
		if strings.Contains(tt.text, "라벨") {
			noun = "라벨"
		}
		if got := NewReading(tt.text, WordLexicon{}).ObjectState(noun); (got == StateRemoved) != tt.removed {
			t.Errorf("ObjectState(%q, %s) = %s, want removed %v", tt.text, noun, got, tt.removed)
		}
	}
}
