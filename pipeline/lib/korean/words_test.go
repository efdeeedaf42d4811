package korean

import "testing"

func TestReadingObjectState(t *testing.T) {
	t.Parallel()
	const (
		U = StateUnknown
		P = StatePresent
		R = StateRemoved
		A = StateAbsent
	)
	english := WordLexicon{
		Removal: []string{"remove", "off"}, Present: []string{"still", "attached"},
		Absent: []string{"no", "without"}, Negators: []string{"not"},
	}
	tests := []struct {
		text  string
		nouns []string
		want  State
	}{
		// what Analyze reads
		{"라벨은 떼고 물로 헹궜어요", []string{"라벨"}, R},
		{"뚜껑은 안 뗐어요", []string{"뚜껑"}, P},
		{"라벨이 없는 병", []string{"라벨"}, A},
		{"무라벨 생수병", []string{"라벨"}, A},
		// what only the words say: a modifier noun, a verb the stemmer
		// does not know, an unspaced compound
		{"은박 뚜껑 뗐어요", []string{"은박"}, R},
		{"은박 뚜껑 안 뗐어요", []string{"은박"}, P},
		{"캔 뚜껑 땄어요", []string{"뚜껑"}, R},
		{"라벨제거", []string{"라벨"}, R},
		{"라벨은 떼지 않았어요", []string{"라벨"}, P},
		{"라벨 안 붙어 있어요", []string{"라벨"}, A},
		// emptying reads as removal at word level; Analyze alone says emptied
		{"병은 비웠어요", []string{"병"}, R},
		// a connective (깨져서) or a full stop ends the mention's clause
		{"뚜껑이 깨져서 라벨 뗐어요", []string{"뚜껑"}, U},
		{"라벨 떼고 물로 헹궜어요. 뚜껑은요?", []string{"뚜껑"}, U},
		{"라벨은 그대로 있어요", []string{"뚜껑"}, U},
		// the extra lexicon
		{"label removed", []string{"label"}, R},
		{"cap off", []string{"cap"}, R},
		{"cap still on", []string{"cap"}, P},
		{"label still attached", []string{"label"}, P},
		{"no label", []string{"label"}, A},
		{"label not removed", []string{"label"}, P},
		{"cap is on", []string{"cap"}, U},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, english).ObjectState(tt.nouns...); got != tt.want {
			t.Errorf("%q: state of %v = %s, want %s", tt.text, tt.nouns, got, tt.want)
		}
	}
	// without the extra lexicon English says nothing
	if got := NewReading("label removed", WordLexicon{}).ObjectState("label"); got != U {
		t.Errorf("English without a lexicon: %s, want unknown", got)
	}
}

func TestReadingNegated(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"음식은 안 묻었어요", "묻었", true},
		{"깨지지 않았어요", "깨지", true},
		{"음식이 묻었어요", "묻었", false},
		{"안 묻었는데 여기는 묻었어요", "묻었", false},
		{"음식이 묻었어요", "깨진", false},
		{"안 깨진 병", "안 깨진", false},
		{"not greasy", "greasy", true},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{Negators: []string{"not"}}).Negated(tt.phrase); got != tt.want {
			t.Errorf("%q: Negated(%q) = %v, want %v", tt.text, tt.phrase, got, tt.want)
		}
	}
}
