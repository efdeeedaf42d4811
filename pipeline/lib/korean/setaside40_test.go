package korean

import "testing"

// TestSetAsideNothingToDo reads a removal verb in the prospective
// adnominal whose "thing" is said not to exist (뗄 게 없어요, 벗길 것도
// 없고): nothing was taken off the noun before it, so it is not set
// aside; the same verb done, or with a thing that exists, still is.
func TestSetAsideNothingToDo(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text, noun string
		want       bool
	}{
		{"분식집 우유병, 뗄 게 없어요", "우유병", false},
		{"가게 물병 원래 무지라 벗길 것도 하나도 없고", "물병", false},
		{"상자 테이프 뺄 거 없음", "테이프", false},
		{"반찬통 뚜껑, 분리할 건 없어요", "뚜껑", false},
		// near-misses: the removal done, or meant, is still a removal
		{"분식집 우유병, 라벨은 뗐어요", "라벨", true},
		{"상자 테이프 다 떼어냈어요", "테이프", true},
		{"반찬통 뚜껑은 따로 뺄 거예요", "뚜껑", true},
	} {
		if got := NewReading(tt.text, WordLexicon{}).SetAside(tt.noun); got != tt.want {
			t.Errorf("%q: SetAside(%s) = %v, want %v", tt.text, tt.noun, got, tt.want)
		}
	}
}
