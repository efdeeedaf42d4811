package korean

import "testing"

// A thing ridden (자전거 타다가, 썰매 타고) is not the subject of the
// verb after it: 타다 reads as well as a noun (like 바다), so without
// the stem the reader ran "자전거 타다" together as the noun phrase a
// later state is said of. The subject is then the noun right before the
// state, or none (the item the text is about).
func TestRiddenIsNoSubject(t *testing.T) {
	t.Parallel()
	tests := []struct{ text, phrase, want string }{
		{"자전거 타다 찢어진 바지", "찢어진", ""},
		{"썰매 타고 젖은 장갑", "젖은", ""},
		{"보드 탔다가 깨진 헬멧", "깨진", ""},
		{"자전거 타다가 바지가 찢어졌어요", "찢어졌어요", "바지"},
		// a noun subject of its own is still read
		{"자전거 바퀴가 찢어졌어요", "찢어졌어요", "자전거 바퀴"},
	}
	for _, tt := range tests {
		if got, _ := NewReading(tt.text, WordLexicon{}).Subject(tt.phrase); got != tt.want {
			t.Errorf("Subject(%q) in %q = %q, want %q", tt.phrase, tt.text, got, tt.want)
		}
	}
	// nouns that start with 타 stay nouns
	for _, w := range []string{"타일", "타월이", "타이어", "타인에게", "타조", "타르트"} {
		if _, ok := analyzeVerb(w); ok {
			t.Errorf("analyzeVerb(%q) read a verb", w)
		}
	}
}
