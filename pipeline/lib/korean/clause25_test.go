package korean

import (
	"slices"
	"testing"
)

// A noun written together with 안 or 못 and its verb is parted from the
// negated verb; words that only contain 안 or 못 stay whole.
func TestRespellGluedNoun25(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"박스안젖음", "박스 안젖음"},
		{"접시안깨짐", "접시 안깨짐"},
		{"캔안씻음", "캔 안씻음"},
		{"스프링안빠짐", "스프링 안빠짐"},
		{"뚜껑못뺌", "뚜껑 못뺌"},
		{"라벨안뗏어요", "라벨 안뗐어요"},
		{"통은 그릇안헹굼", "통은 그릇 안헹굼"},
		{"불안해요", "불안해요"},
		{"미안해", "미안해"},
		{"편안함", "편안함"},
		{"걱정안돼요", "걱정안돼요"},
		{"안내했어요", "안내했어요"},
		{"쓰레기통안에 넣었어요", "쓰레기통안에 넣었어요"},
		{"대못빠짐", "대못빠짐"},
		{"보안 스티커", "보안 스티커"},
	}
	for _, tt := range tests {
		if got := Respell(tt.in); got != tt.want {
			t.Errorf("Respell(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// A noun before 담긴, 든 or 들어 있는 and then 채 is held in the item as it
// was left; a holding negated or without 채 is not read here.
func TestHeldAsIs25(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want []string
	}{
		{"물 담긴 채로 버려도 되나요", []string{"물"}},
		{"피클 국물 담긴 채 그대로예요", []string{"국물"}},
		{"세제 들어 있는 채로 통째 버리려고요", []string{"세제"}},
		{"소스가 반쯤 든 채로 냉장고에 있었어요", []string{"소스"}},
		{"기름이 가득 담겨 있는 채예요", []string{"기름"}},
		{"우유 들은 채로 뒀어요", []string{"우유"}},
		{"물 안 담긴 채로 가져왔어요", nil},
		{"국물 담긴 그릇", nil},
		{"라벨 붙은 채로 내놨어요", nil},
		{"뚜껑 닫힌 채로 넣었어요", nil},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).HeldAsIs(); !slices.Equal(got, tt.want) {
			t.Errorf("HeldAsIs in %q = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// A past state in -다가 or an intention in -려다(가), followed by a verb
// that sets the part's state anew, is superseded; a -다가 of what was
// going on, or an attempt given up, is not.
func TestSupersededWords25(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want []string
	}{
		{"뚜껑 닫아 놨다가 방금 뺐어요", []string{"닫아 놨다가"}},
		{"뚜껑 한 번 열었다가 다시 닫아 놨어요", []string{"열었다가"}},
		{"라벨 나중에 떼려다가 방금 다 뗐어요", []string{"떼려다가"}},
		{"스티커 붙여 뒀다가 떼어냈어요", []string{"붙여 뒀다가"}},
		{"마개 빼려다 그냥 닫았어요", []string{"빼려다"}},
		{"마개 끼워 뒀다가 아까 뺐어요", []string{"끼워 뒀다가"}},
		{"뚜껑 씌워 놨다가 다시 벗겼어요", []string{"씌워 놨다가"}},
		{"라벨 떼다가 반만 떨어졌어요", nil},
		{"라벨 떼려다가 말았어요", nil},
		{"뚜껑 빼려다 손이 아파서 포기했어요", nil},
		{"뚜껑 열었다가 안 닫았어요", nil},
		{"처음엔 멀쩡했는데 옮기다가 깨졌어요", nil},
		// a removal put back with 다시 or 도로 (putBack)
		{"땅콩버터 병, 뗀 뚜껑을 도로 얹어 뒀어요", []string{"뗀"}},
		{"우유병 라벨 뜯었는데 동생이 다시 붙여 놨네요", []string{"뜯었는데"}},
		{"와인 코르크 뺐고 다시 꽂았어요", []string{"뺐고"}},
		{"라벨 뗐어요. 다시 붙일 일은 없어요", nil},
		{"뚜껑 뺐는데 다시 닫으면 돼요?", nil},
		{"뚜껑 안 뺐고 다시 닫아 놨어요", nil},
		{"생수병 라벨 떼고 뚜껑은 도로 닫아 놨어요", nil},
		{"라벨은 벗겼고 캡은 다시 잠갔어요", nil},
	}
	for _, tt := range tests {
		if got := SupersededWords(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("SupersededWords(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// What is left of a part taken off in part (라벨 절반쯤 남았어요, 라벨
// 떼다가 종이가 조금 남았어요) is the part, not the item's contents.
func TestRemnantOf25(t *testing.T) {
	t.Parallel()
	parts := []string{"라벨", "스티커", "테이프", "송장"}
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"통조림 종이 라벨 절반쯤 남았어요", "남았", true},
		{"통조림 종이 라벨 절반쯤 남았어요", "절반", true},
		{"소주병 라벨 떼다가 종이가 조금 남았어요", "남았", true},
		{"택배 상자 테이프 일부 남아 있어요", "남아", true},
		{"스티커 귀퉁이가 아직 남아 있어요", "남아", true},
		{"아이스박스 테이프는 뗐는데 송장은 남아 있어요", "남아", true},
		{"라벨은 뗐고 물이 조금 남았어요", "남았", false},
		{"라벨 떼고 반 남았어요", "남았", false},
		{"잼이 절반쯤 남았어요", "남았", false},
		{"종이컵에 커피가 조금 남았어요", "남았", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).RemnantOf(tt.phrase, parts...); got != tt.want {
			t.Errorf("RemnantOf(%q) in %q = %v, want %v", tt.phrase, tt.text, got, tt.want)
		}
	}
}

// A removal with no object of its own, after a clause in -지만 or -는데
// that named the object and said nothing of its state, is said of it.
func TestObjectCarried25(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       State
	}{
		{"라벨 조금 찢어졌지만 전부 벗겼어요", "라벨", StateRemoved},
		{"라벨 찢어졌는데 다 벗겼어요", "라벨", StateRemoved},
		{"스티커가 끈적했지만 결국 뗐어요", "스티커", StateRemoved},
		{"라벨 찢어졌는데 뚜껑은 뺐어요", "라벨", StateUnknown},
		{"라벨 찢어졌지만 안 뗐어요", "라벨", StatePresent},
		{"라벨 찢어졌어요", "라벨", StateUnknown},
		{"라벨 처음엔 안 떨어졌는데 결국 다 뗐어요", "라벨", StateRemoved},
		{"아까는 라벨 있었는데 방금 뗐어요", "라벨", StateRemoved},
		{"스티커 붙어 있는데 떼야 하나요?", "스티커", StatePresent},
		{"스프링이 달려 있는데 빼기가 힘들어서 그대로예요", "스프링", StatePresent},
		// a removal given up (-다 말다, -다 포기하다) left the part on
		{"라벨 귀퉁이만 조금 뜯다 말았어요", "라벨", StatePresent},
		{"와인병 라벨 반 정도 벗기다 포기했어요", "라벨", StatePresent},
		{"스티커 떼다가 그만뒀어요", "스티커", StatePresent},
		// one side or a corner only
		{"라벨 한쪽만 뜯고 그만뒀어요", "라벨", StatePresent},
		{"스티커 귀퉁이만 뗐어요", "스티커", StatePresent},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).ObjectState(tt.noun); got != tt.want {
			t.Errorf("ObjectState(%q) in %q = %v, want %v", tt.noun, tt.text, got, tt.want)
		}
	}
}
