package korean

import "testing"

// A break after a motion verb joined by 서 (떨어져서 깨졌어요) is of that
// verb's subject; the place it fell from or onto (테이블에서, 바닥에) is
// no subject when a subject is said before it.
func TestFellFromPlaceHeads(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, phrase, want string }{
		{"와인잔이 식탁 위에서 떨어져서 깨졌어요", "깨졌", "와인잔"},
		{"접시가 주방 바닥에 떨어져서 깨졌어요", "깨졌", "접시"},
		{"컵이 선반에서 굴러떨어져서 깨졌어요", "깨졌", "컵"},
		// no subject before the place: the place stays the one read
		{"선반에서 떨어져서 깨졌어요", "깨졌", "선반"},
		// the subject right before the verb, as before
		{"옆 접시가 떨어져서 깨졌어요", "깨졌", "옆 접시"},
	} {
		if got := NewReading(tt.text, WordLexicon{}).Heads(tt.phrase); len(got) == 0 || got[0] != tt.want {
			t.Errorf("Heads(%q, %q) = %q, want %q first", tt.text, tt.phrase, got, tt.want)
		}
	}
}
