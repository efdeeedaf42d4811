package korean

import "testing"

// TestSetAsideThroughDoerAndManner reads a removal whose object is
// followed by who did it (제가, 엄마가) or how (하나하나, 일일이) before
// the verb: the object is still what was taken off, and a doer or a
// manner word is never the object.
func TestSetAsideThroughDoerAndManner(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text, noun string
		want       bool
	}{
		{"서류 묶음, 클립은 제가 하나하나 다 뺐어요", "클립", true},
		{"페트병 라벨은 엄마가 일일이 다 뗐어요", "라벨", true},
		{"상자 테이프는 남편이 전부 떼어냈어요", "테이프", true},
		// near-misses: the removal negated, or another thing removed
		{"서류 묶음, 클립은 제가 못 뺐어요", "클립", false},
		{"클립 낀 서류, 제가 표지만 뗐어요", "클립", false},
	} {
		if got := NewReading(tt.text, WordLexicon{}).SetAside(tt.noun); got != tt.want {
			t.Errorf("%q: SetAside(%s) = %v, want %v", tt.text, tt.noun, got, tt.want)
		}
	}
}
