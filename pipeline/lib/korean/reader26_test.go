package korean

import "testing"

// A person said with 이/가/께서 between a topic-marked part and its
// removal (심은 직원이 뺐어요, 팀장님께서) is who did it, and the part is
// still set aside; 뽑다 said of a printed thing (전단지 뽑아둔 거) prints
// it and sets nothing aside.
func TestSetAside26(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       bool
	}{
		{"회의 자료, 스테이플러 심은 직원이 다 뺐어요", "심", true},
		{"보고서 묶음, 클립은 부장님이 다 뺐어요", "클립", true},
		{"영수증, 스티커는 알바생이 떼었어요", "스티커", true},
		{"행사 전단지 뽑아둔 거 한 묶음", "전단지", false},
		{"가족사진 뽑아 놓은 거", "사진", false},
		{"화분에서 잡초 뽑아서 모았어요", "잡초", true},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).SetAside(tt.noun); got != tt.want {
			t.Errorf("SetAside(%q) in %q = %v, want %v", tt.noun, tt.text, got, tt.want)
		}
	}
}

// An English noun inside a verb form (covered, taping) is no mention of
// the part: "covered in sauce" names no cover.
func TestParticipleOnly26(t *testing.T) {
	t.Parallel()
	tests := []struct {
		word string
		want bool
	}{
		{"covered", true},
		{"taped", true},
		{"taping", true},
		{"cover", false},
		{"covers", false},
		{"tape", false},
	}
	for _, tt := range tests {
		if got := participleOnly(tt.word, []string{"cover", "tape"}); got != tt.want {
			t.Errorf("participleOnly(%q) = %v, want %v", tt.word, got, tt.want)
		}
	}
}

// ClosedByL tells the prospective modifier's closing ㄹ (뗄, 쓸) from
// other finals.
func TestClosedByL26(t *testing.T) {
	t.Parallel()
	for w, want := range map[string]bool{"뗄": true, "버릴": true, "반찬": false, "공구": false, "ㄹ": false, "": false} {
		if got := ClosedByL(w); got != want {
			t.Errorf("ClosedByL(%q) = %v, want %v", w, got, want)
		}
	}
}
