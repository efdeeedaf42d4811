package korean

import "testing"

// english is the extra lexicon the scope tests read English with.
var scopeEnglish = WordLexicon{
	Removal:  []string{"remove", "off", "took", "toss", "threw", "separate"},
	Present:  []string{"still", "attached"},
	Absent:   []string{"no", "without"},
	Negators: []string{"not", "didnt", "never"},
	Place:    []string{"bin", "bins", "recycling"},
}

func TestGluedNegation(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		want         bool
	}{
		// 안, 못, 덜 written onto the verb
		{"안씻고 그대로 버렸어요", "씻고", true},
		{"안헹궜더니 냄새가 나요", "헹궜", true},
		{"설거지 안하고 못씻었어요", "씻었", true},
		{"아직 덜말랐어요", "말랐", true},
		{"기름 안닦았음", "닦았", true},
		{"그냥 안헹구고 버림ㅋㅋ", "헹구", true},
		// written apart, as before
		{"안 씻고 그대로", "씻고", true},
		{"헹구지도 않고 내놨어요", "헹구", true},
		// words that only start like a negator
		{"안전하게 씻었어요", "씻었", false},
		{"안쪽까지 헹궜어요", "헹궜", false},
		{"물로 씻었어요", "씻었", false},
		{"안내문대로 헹궜어요", "헹궜", false},
		// a noun said to be absent
		{"얼룩 없어요", "얼룩", true},
		{"기름기 없이 깨끗해요", "기름기", true},
		{"얼룩이 좀 있어요", "얼룩", false},
		{"깨진 데 없어요", "깨진", true},
		{"기름 묻은 곳은 없어요", "묻은", true},
		{"깨진 데가 있어요", "깨진", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).Negated(tt.phrase); got != tt.want {
			t.Errorf("Negated(%q) in %q = %v, want %v", tt.phrase, tt.text, got, tt.want)
		}
	}
}

func TestApartAndGluedStates(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       State
	}{
		// kept apart from the item, whatever the verb
		{"뚜껑은 따로 모았어요", "뚜껑", StateRemoved},
		{"뚜껑은 따로 다 모아 뒀어요", "뚜껑", StateRemoved},
		{"라벨은 별도로 버렸어요", "라벨", StateRemoved},
		{"뚜껑은 따로따로 챙겼어요", "뚜껑", StateRemoved},
		{"병뚜껑은 따로 있어요", "뚜껑", StateRemoved},
		{"tossed the cap in the can bin", "cap", StateRemoved},
		{"kept the lids separately", "lid", StateRemoved},
		// apart but not done
		{"뚜껑 따로 안 뺐어요", "뚜껑", StatePresent},
		// 안/못 written onto a removal
		{"라벨 안뗐어요", "라벨", StatePresent},
		{"뚜껑 못뺐어요", "뚜껑", StatePresent},
		{"스프링 안빼고 버려요", "스프링", StatePresent},
		{"라벨 뗐어요", "라벨", StateRemoved},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).ObjectState(tt.noun); got != tt.want {
			t.Errorf("ObjectState(%q) in %q = %s, want %s", tt.noun, tt.text, got, tt.want)
		}
	}
}

func TestPlace(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       bool
	}{
		{"소주병인데 캔 버리는 데 같이 버려도 돼요?", "캔", true},
		{"캔 수거함에 넣었어요", "캔", true},
		{"캔 모으는 봉투에 같이 넣음", "캔", true},
		{"고철 칸에 넣으면 되나요", "고철", true},
		{"잼 병 뚜껑은 캔 분리수거함에 버렸어요", "캔", true},
		{"I tossed the lid in the can bin", "can", true},
		{"glass jar, the lid went to metal recycling", "metal", true},
		// a thing, not a place
		{"캔 따서 다 마셨어요", "캔", false},
		{"참치캔 기름 묻었어요", "캔", false},
		{"캔만 수거함에 넣어요", "캔", false},
		{"캔 버리는 데 같이 버려도 되나요? 캔이 찌그러졌어요", "캔", false},
		{"a can of beans, half eaten", "can", false},
		{"the can is dented, bin it?", "can", false},
		{"병이에요", "캔", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).Place(tt.noun); got != tt.want {
			t.Errorf("Place(%q) in %q = %v, want %v", tt.noun, tt.text, got, tt.want)
		}
	}
}

func TestModifier(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       bool
	}{
		// modifies the next noun
		{"생수병 비닐 라벨 그대로", "비닐", true},
		{"철사 마개 그대로 씌워져 있어요", "철사", true},
		{"스프링 제본 그대로", "스프링", true},
		{"비닐봉지에 담았어요", "비닐", true},
		{"spring water bottle, label still on", "spring", true},
		{"plastic cap still on", "plastic", true},
		// names a thing: a particle, a predicate, an adverb or a clause end after it
		{"스프링 제본 그대로", "제본", false},
		{"책에 비닐 씌운 그대로", "비닐", false},
		{"스프링 안 뺐어요", "스프링", false},
		{"비닐이 그대로 씌워져 있어요", "비닐", false},
		{"스프링은 그대로예요", "스프링", false},
		{"wire hanger with the paper still on", "paper", false},
		{"notebook, spiral binding not removed", "binding", false},
		// not mentioned
		{"생수병 라벨 그대로", "비닐", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).Modifier(tt.noun); got != tt.want {
			t.Errorf("Modifier(%q) in %q = %v, want %v", tt.noun, tt.text, got, tt.want)
		}
	}
}

// TestTriedClauseAndCopula: a removal only tried or broken off (-려니까,
// -려는데, -다가) leaves the object on; a removal in the clause before a
// mention, ended by its connective, says nothing of it; a noun followed
// by the negative copula (아니고, 아니에요) is denied.
func TestTriedClauseAndCopula(t *testing.T) {
	t.Parallel()
	const (
		U = StateUnknown
		P = StatePresent
		R = StateRemoved
		A = StateAbsent
	)
	tests := []struct {
		text, noun string
		want       State
	}{
		// tried or broken off, not done
		{"스티커 떼려니까 자꾸 찢어져서 그냥 둠", "스티커", U},
		{"라벨 벗기려는데 끈적해서 포기했어요", "라벨", U},
		// given up (떼다가 말았어요, 떼려다 포기): still on
		{"가격표 떼다가 말았어요", "가격표", P},
		{"스티커 떼려다 포기했어요", "스티커", P},
		{"테이프 뜯다가 손톱 다쳐서 그만뒀어요", "테이프", U},
		{"비닐 벗기다가 반은 남았어요", "비닐", U},
		// done, then another clause about another part
		{"라벨은 다 떼어냈고 마개는 꽉 잠긴 상태", "마개", P},
		{"스티커는 뜯었는데 뚜껑 잠긴 그대로", "뚜껑", P},
		{"포장 비닐 벗기고 뚜껑 닫아 둠", "뚜껑", P},
		// still a removal when nothing else is said
		{"라벨 떼고 버려요", "라벨", R},
		{"뚜껑 따서 버렸어요", "뚜껑", R},
		// denied with the copula
		{"유광 코팅지 아니고 그냥 갱지예요", "코팅", A},
		{"은박 아니고 종이 뚜껑이에요", "은박", A},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).ObjectState(tt.noun); got != tt.want {
			t.Errorf("%q: state of %s = %s, want %s", tt.text, tt.noun, got, tt.want)
		}
	}
	for _, tt := range []struct {
		text, phrase string
		want         bool
	}{
		{"기름 얼룩은 아니고 원래 무늬예요", "얼룩", true},
		{"곰팡이 아님, 그냥 먼지", "곰팡", true},
		{"얼룩이 아니라 코팅 자국", "얼룩", true},
		{"얼룩 아니고 기름이 잔뜩", "기름", false},
		{"얼룩 있어요", "얼룩", false},
	} {
		if got := NewReading(tt.text, WordLexicon{}).Negated(tt.phrase); got != tt.want {
			t.Errorf("%q: Negated(%q) = %v, want %v", tt.text, tt.phrase, got, tt.want)
		}
	}
	if p := Analyze("라벨 떼려고 했는데 시간이 없었어요").Predicates[0]; !p.Tried || p.Stem != "떼" {
		t.Errorf("떼려고: %+v, want a tried 떼", p)
	}
}

// A bare noun right before a marked object names the object with it
// (상표 비닐은 벗겼어요: the label's film), so what is said of the object
// is said of it too.
func TestCompoundObject(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text, noun string
		want       State
	}{
		{"뚜껑은 닫아놨어요 상표 비닐은 칼로 그어서 벗겼어요", "상표", StateRemoved},
		{"라벨 필름을 손으로 뜯어서 뗐어요", "라벨", StateRemoved},
		{"은박 뚜껑은 아직 안 뗐어요", "은박", StatePresent},
		{"포장 비닐은 벗겼구유", "포장", StateRemoved},
	} {
		if got := NewReading(Respell(tc.text), WordLexicon{}).ObjectState(tc.noun); got != tc.want {
			t.Errorf("ObjectState(%q, %s) = %v, want %v", tc.text, tc.noun, got, tc.want)
		}
	}
}
