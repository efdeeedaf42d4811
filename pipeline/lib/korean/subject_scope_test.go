package korean

import (
	"slices"
	"strings"
	"testing"
)

// Being there or not, said after another noun marked as a subject of its
// own ("상표 필름에 칼집이 없어서"), is that noun's: the mention is then
// neither absent nor present by it. A noun that goes with the mention
// (라벨 비닐이, 라벨이랑 뚜껑이) still carries it, and a removal after a
// subject (who did it) still acts on the mention.
func TestAnotherSubjectBetween(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       State
	}{
		{"상표 필름에 칼집이 없어서 그냥 뒀어요", "상표", StateUnknown},
		{"스티커 옆에 손잡이가 없어요", "스티커", StateUnknown},
		{"뚜껑 안쪽에 물기가 있어요", "뚜껑", StateUnknown},
		// the mention's own phrase
		{"라벨 비닐이 붙어 있어요", "라벨", StatePresent},
		{"라벨이랑 뚜껑이 그대로 있어요", "라벨", StatePresent},
		{"스티커 자국이 없어요", "스티커", StateAbsent},
		{"라벨은 많이 붙어 있어요", "라벨", StatePresent},
		{"라벨은 뗐는데 뚜껑이 없어요", "라벨", StateRemoved},
		// a removal after another subject (who did it) still acts on it
		{"상표는 남편이 다 뗐어요", "상표", StateRemoved},
		{"스티커는 아들이 안 뗐어요", "스티커", StatePresent},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).ObjectState(tt.noun); got != tt.want {
			t.Errorf("ObjectState(%q) in %q = %s, want %s", tt.noun, tt.text, got, tt.want)
		}
	}
}

// A likeness (붙은 것처럼, 녹은 마냥, 붙은 듯이) between a subject and its
// verb is a clause of its own: the verb after it is said of the subject
// before it.
func TestHeadsPastSimile(t *testing.T) {
	t.Parallel()
	cases := []struct{ text, phrase, want string }{
		{"스티커가 비닐에 눌어붙은 것처럼 안 떨어져요", "안 떨어져", "스티커"},
		{"가격표가 용기에 녹은 마냥 안 떼져요", "안 떼져", "가격표"},
		{"테이프가 접착제로 붙인 듯이 안 뜯겨요", "안 뜯겨", "테이프"},
	}
	for _, tc := range cases {
		got := NewReading(tc.text, WordLexicon{}).Heads(tc.phrase)
		if !slices.ContainsFunc(got, func(h string) bool { return strings.HasSuffix(h, tc.want) }) {
			t.Errorf("Heads(%q, %q) = %q, want one ending with %q", tc.text, tc.phrase, got, tc.want)
		}
	}
}
