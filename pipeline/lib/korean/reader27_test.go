package korean

import "testing"

// People in the plural said with 이/가 (대원들이, 학생들이) are who did it;
// a topic reaches its verb across a short clause of time or coming and
// going (라벨은 퇴근하고 뗐어요), but not across a step on another thing
// (병은 뚜껑 돌려서 빼고).
func TestReader27(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       bool
	}{
		{"회의 자료, 스테이플러 심은 학생들이 다 빼 놨어요", "심", true},
		{"포스터, 테이프는 스태프들이 떼었어요", "테이프", true},
		{"생수병, 라벨은 퇴근하고 집에서 뗐어요", "라벨", true},
		{"사이다 페트병, 라벨은 경기 끝나고 떼어 버렸어요", "라벨", true},
		{"드링크 병은 금속 뚜껑 돌려서 빼고 내래요", "병", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).ObjectState(tt.noun) == StateRemoved; got != tt.want {
			t.Errorf("ObjectState(%q) in %q removed = %v, want %v", tt.noun, tt.text, got, tt.want)
		}
	}
}

// -지를 contracted to -질 before a negation is the plain -지 of a known
// verb; nouns in 질 stay.
func TestRespellJil(t *testing.T) {
	t.Parallel()
	tests := map[string]string{
		"마개가 빠지질 않아요":  "마개가 빠지지 않아요",
		"스티커가 떨어지질 않네": "스티커가 떨어지지 않네",
		"바느질 안 했어요":    "바느질 안 했어요",
		"걸레질 않고 버려요":   "걸레질 않고 버려요",
	}
	for in, want := range tests {
		if got := Respell(in); got != want {
			t.Errorf("Respell(%q) = %q, want %q", in, got, want)
		}
	}
}
