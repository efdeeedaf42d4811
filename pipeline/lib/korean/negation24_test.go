package korean

import (
	"strings"
	"testing"
)

// A verb before 적 없다 is never done, so it is negated, in the word
// reading and the analysis alike (뗀 적 없어요 leaves the label on);
// 적 있다 says nothing of now, and a verb with no 적 after it is as
// it was.
func TestExperienceNegation24(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		negated      bool
		state        State
	}{
		{"라벨 뗀 적 없어요", "뗀", true, StatePresent},
		{"라벨 뗀 적이 없고 그대로 버려요", "뗀", true, StatePresent},
		{"스티커는 떼어 본 적 없음", "떼어", true, StatePresent},
		{"뚜껑 뺀적없어요", "뺀적없어요", true, StatePresent},
		{"라벨 뗀 적은 있어요", "뗀", false, StateRemoved},
		{"라벨 뗐어요", "뗐어요", false, StateRemoved},
	}
	for _, tt := range tests {
		r := NewReading(tt.text, scopeEnglish)
		if got := r.Negated(tt.phrase); got != tt.negated {
			t.Errorf("Negated(%q) in %q = %v, want %v", tt.phrase, tt.text, got, tt.negated)
		}
		noun := "라벨"
		if !strings.Contains(tt.text, noun) {
			noun = "스티커"
			if !strings.Contains(tt.text, noun) {
				noun = "뚜껑"
			}
		}
		if got := r.ObjectState(noun); got != tt.state {
			t.Errorf("ObjectState(%q) in %q = %v, want %v", noun, tt.text, got, tt.state)
		}
	}
}

// A container is never opened when an opening verb of the given stems is
// negated or never done, unless the verb is said of a cap, a label or a
// seal, is passive (it will not come open), asked about or conditional.
func TestNeverOpened24(t *testing.T) {
	t.Parallel()
	can := []string{"따", "뜯", "개봉하", "개봉", "열"}
	bottle := []string{"따", "개봉하", "개봉", "열"}
	tests := []struct {
		text  string
		stems []string
		want  bool
	}{
		{"맥주캔 딴 적 없어요", can, true},
		{"우유 한 번도 안 뜯었어요", can, true},
		{"생수 한 번도 딴 적 없는 거", bottle, true},
		{"두유팩 개봉한 적 없어요", can, true},
		{"잼 병 뚜껑 안 딴 채로", bottle, false},
		{"선물 받은 꿀 병, 뚜껑도 안 땄어요", bottle, true},
		{"참기름 병인데 마개도 안 딴 새 거", bottle, true},
		{"커피 캔 포장도 안 뜯은 거", can, true},
		{"피클 병 뚜껑 안 열어본 거예요", bottle, true},
		{"소스 병 뚜껑 한 번도 안 열어봤어요", bottle, true},
		{"뚜껑은 따고 병은 안 씻었어요", bottle, false},
		{"잼 병 뚜껑 열어봤는데 곰팡이가 폈어요", bottle, false},
		{"라벨 안 뜯은 유리병", can, false},
		{"비닐 라벨이 안 뜯어져요", can, false},
		{"맥주캔 따서 다 마셨어요", can, false},
		{"안 딴 거면 어디 버려요?", can, false},
		{"생수 뜯지도 않은 거", bottle, false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).NeverOpened(tt.stems...); got != tt.want {
			t.Errorf("NeverOpened(%v) in %q = %v, want %v", tt.stems, tt.text, got, tt.want)
		}
	}
}

// The -면 clause of a question is supposed; a conditional of putting the
// item out, a part that will not come off, and a statement are not.
func TestSupposedClauses24(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want []string
	}{
		{"캔에 음료 남아 있으면 어떻게 해요?", []string{"캔에 음료 남아 있으면"}},
		{"우유팩 안 헹구면 재활용 안 돼요?", []string{"우유팩 안 헹구면"}},
		{"안 딴 거면 어디 버려요?", []string{"안 딴 거면"}},
		{"우유 조금 남았는데 안 헹구면 안 돼요?", []string{"안 헹구면"}},
		{"기름 묻으면 일반쓰레기예요?", []string{"기름 묻으면"}},
		{"라벨 다 뗐어요 종이로 내면 되죠?", nil},
		{"뚜껑이 안 열리면 어떻게 버려요?", nil},
		{"캔에 음료 남아 있으면 따라 버려요.", nil},
		{"라면 봉지 어디 버려요?", nil},
	}
	for _, tt := range tests {
		if got := SupposedClauses(tt.text); strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("SupposedClauses(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// A state in a -던 modifier of 거 that is then undone, or what was left
// then thrown out whole, held before; the item thrown away with its part
// on, or a removal denied, is not.
func TestFormerClauses24(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want []string
	}{
		{"라벨 붙어 있던 거 다 뗐어요", []string{"라벨 붙어 있던"}},
		{"뚜껑 닫혀 있던 거 열어서 따로 버렸어요", []string{"뚜껑 닫혀 있던"}},
		{"캔에 남아 있던 거 다 따라 버렸어요", []string{"캔에 남아 있던"}},
		{"먹다 남긴 거 다 버리고 팩만 헹궜어요", []string{"먹다 남긴"}},
		{"라벨 붙은 거 버려도 돼요?", nil},
		{"라벨 붙어 있던 거 못 뗐어요", nil},
		{"남은 거 있어요", nil},
	}
	for _, tt := range tests {
		if got := FormerClauses(tt.text); strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("FormerClauses(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// A noun whose predicate is negated or throws it out names nothing on
// the item; one whose predicate holds, or with no predicate, is not
// denied.
func TestNounDenied24(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       bool
	}{
		{"양념 안 묻었어요", "양념", true},
		{"양념은 묻지 않았어요", "양념", true},
		{"남은 소스는 음식물로 버리고 통만 버려요", "소스", true},
		{"양념 묻었어요", "양념", false},
		{"양념이 잔뜩 묻어 있어요", "양념", false},
		{"양념 안 묻었는데 소스는 묻었어요", "소스", false},
		{"소스 병", "소스", false},
		{"얼룩이 수세미로도 안 빠져요", "얼룩", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).NounDenied(tt.noun, "묻", "배", "뱄", "튀"); got != tt.want {
			t.Errorf("NounDenied(%q) in %q = %v, want %v", tt.noun, tt.text, got, tt.want)
		}
	}
}

// A cap opened and put apart is off; opened alone, or opened to pour
// something out, says nothing of it after.
func TestOpenedApart24(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want bool
	}{
		{"병뚜껑 열어서 따로 모았어요", true},
		{"뚜껑 돌려서 분리했어요", true},
		{"뚜껑 열어서 내용물 버렸어요", false},
		{"뚜껑 열어서 따로 안 뒀어요", false},
		{"뚜껑 닫아서 버려요", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).OpenedApart("뚜껑"); got != tt.want {
			t.Errorf("OpenedApart(뚜껑) in %q = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// Spoken spellings of 찌꺼기 are respelled; other words are left alone.
func TestRespell24(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"용기에 찌끄레기 붙어 있어요": "용기에 찌꺼기 붙어 있어요",
		"찌께기 좀 있음":        "찌꺼기 좀 있음",
		"찌개 용기":           "찌개 용기",
	} {
		if got := Respell(in); got != want {
			t.Errorf("Respell(%q) = %q, want %q", in, got, want)
		}
	}
}
