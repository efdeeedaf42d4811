package korean

import "testing"

// The polite 요 after a connective, spoken clause-finally (벗겨서요,
// 뗐는데요, 버렸거든요), and -면서 are read as the verb's endings.
func TestPoliteConnectiveAndMyeonseo(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ word, stem, ending string }{
		{"벗겨서요", "벗기", "어서"},
		{"뗐는데요", "떼", "었는데"},
		{"버렸거든요", "버리", "었거든"},
		{"헹궜으니까요", "헹구", "었으니까"},
		{"떨어지면서", "떨어지", "면서"},
		{"있어요", "있", "어요"},
	} {
		toks := Tokens(tt.word)
		if len(toks) != 1 || toks[0].Kind != KindVerb || toks[0].Stem != tt.stem || toks[0].Ending != tt.ending {
			t.Errorf("Tokens(%q) = %+v, want verb %s + %s", tt.word, toks, tt.stem, tt.ending)
		}
	}
	// a noun with 요 is no verb
	if toks := Tokens("그래서요"); len(toks) == 1 && toks[0].Kind == KindVerb {
		t.Errorf("Tokens(그래서요) = %+v, want no verb", toks)
	}
}

// 없는 after a noun of its own (절취선 없는 비닐 라벨) says that noun is
// absent from the thing it modifies; the thing itself is not absent.
func TestAbsentModifierOfOther(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text string
		want State
	}{
		{"홈 없는 종이 라벨이라 그대로 붙어 있어요", StatePresent},
		{"라벨 없는 생수병이에요", StateAbsent},
	} {
		if got := NewReading(tt.text, scopeEnglish).ObjectState("라벨"); got != tt.want {
			t.Errorf("ObjectState(라벨) in %q = %v, want %v", tt.text, got, tt.want)
		}
	}
}
