package korean

import "testing"

// The part of an item that bears an object (스티커 붙은 부분, 송장 붙어
// 있던 데, 라벨 달린 쪽) cut, cut out or torn off takes the object with
// it; the cut owed, asked about, refused, tried or not done leaves it on.
func TestBearerCutOffRemovesObject(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       State
	}{
		{"가격표 스티커 붙은 부분은 가위로 잘라냈어요", "스티커", StateRemoved},
		{"스티커 붙은 곳 잘라서 버렸어요", "스티커", StateRemoved},
		{"주소 라벨 붙은 쪽은 오려서 따로 버림", "라벨", StateRemoved},
		{"운송장 붙어 있던 부분은 칼로 도려냈어요", "운송장", StateRemoved},
		{"라벨 붙어있던 면은 찢어서 버렸고요", "라벨", StateRemoved},
		{"상표 붙은 데를 잘랐어요", "상표", StateRemoved},
		{"스티커 붙은 모서리 잘라냄", "스티커", StateRemoved},
		// not done
		{"스티커 붙은 부분 잘라야 하나요?", "스티커", StatePresent},
		{"스티커 붙은 부분은 못 잘랐어요", "스티커", StatePresent},
		{"스티커 붙은 부분은 안 잘랐어요", "스티커", StatePresent},
		{"스티커 붙은 부분 자르려다 말았어요", "스티커", StatePresent},
		{"스티커 붙은 부분 자르기 귀찮아서 그냥 둬요", "스티커", StatePresent},
		{"스티커 붙은 부분은 잘라서 내래요", "스티커", StatePresent},
		// no bearer, or another noun cut
		{"스티커 붙은 상자 잘라서 펼쳤어요", "스티커", StatePresent},
		{"스티커가 붙어 있어요", "스티커", StatePresent},
		// the spot where it was (붙어 있던 자리) is all that is left
		{"스티커 붙어있던 자리가 끈적해요", "스티커", StateRemoved},
		{"라벨 붙었던 자리만 하얗게 남았어요", "라벨", StateRemoved},
		{"스티커 붙어 있던 병", "스티커", StatePresent},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).ObjectState(tt.noun); got != tt.want {
			t.Errorf("ObjectState(%q, %s) = %s, want %s", tt.text, tt.noun, got, tt.want)
		}
	}
}

// The 르 irregular of a known stem (자르, 누르, 모르) stems from its
// contracted forms (잘라서, 잘랐어요, 눌러, 몰라요).
func TestReuIrregularStems(t *testing.T) {
	t.Parallel()
	for w, want := range map[string]string{"잘라서": "자르", "잘랐어요": "자르", "잘라": "자르", "잘라야": "자르", "눌러서": "누르", "몰라요": "모르", "오려서": "오리"} {
		if tok := analyzeWord(w); tok.Kind != KindVerb || tok.Stem != want {
			t.Errorf("analyzeWord(%q) = %s %s, want verb %s", w, tok.Kind, tok.Stem, want)
		}
	}
}

// A thing that will not come off said right after a wash tried in vain
// (씻어도, 헹궈도, 빨아도, 문질러도, 씻었는데도) is a stain that will not
// wash out; after another effort (비틀어도, 아무리 해도) or none, it is a
// part that will not come off.
func TestWashResisted(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"반찬통 씻어도 안 빠져요", "안 빠져", true},
		{"양념통 헹궈도 잘 안 빠지네", "안 빠지", true},
		{"행주로 닦아도 안 빠짐", "안 빠짐", true},
		{"수세미로 박박 문질러도 도저히 안 빠져요", "안 빠져", true},
		{"두 번이나 씻었는데도 안 빠져요", "안 빠져", true},
		{"세제 풀어 세척해도 계속 안 빠져", "안 빠져", true},
		{"물에 불려도 안 빠지는 기름때", "안 빠지", true},
		// another effort, or none
		{"마개가 비틀어도 안 빠져요", "안 빠져", false},
		{"스프링이 아무리 해도 안 빠져요", "안 빠져", false},
		{"펌프가 안 빠져요", "안 빠져", false},
		{"씻었어요. 뚜껑은 안 빠져요", "안 빠져", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).WashResisted(tt.phrase); got != tt.want {
			t.Errorf("WashResisted(%q, %q) = %v, want %v", tt.text, tt.phrase, got, tt.want)
		}
	}
}

// A bag, box or sack said to be full (봉투 한가득, 한 상자 가득, 자루로
// 하나 가득, 쓰레기봉투로 한가득, 통에 한가득 모았어요) measures a quantity of
// the things named; a container full of a substance named before 가득
// (봉지에 과자가 한가득), or a compound that held something (김치통
// 한가득), is none.
func TestMeasureFull(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want bool
	}{
		{"다 마신 캔 봉투 한가득이요", true},
		{"우유팩 모은 거 상자 한 가득", true},
		{"페트병 자루로 하나 가득 가져왔어요", true},
		{"빈 병 한 박스 가득", true},
		{"요구르트병 택배박스 한가득", true},
		{"캔을 통에 한가득 모았어요", true},
		{"음료수 캔 쓰레기봉투로 한가득이에요", true},
		{"빈 페트병 가득 모았어요", true},
		{"캔이 베란다에 한가득 쌓였어요", true},
		{"병에 물을 가득 담아 놨어요", false},
		// a container full of what it holds
		{"과자 봉지에 과자가 한가득 남았어요", false},
		{"김치통 한가득 남은 김치", false},
		{"우유가 가득 들어 있어요", false},
		{"봉지에 한가득 들어 있어요", false},
		{"박스 한가득. 그리고 병에 물이 가득", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).Measure("가득"); got != tt.want {
			t.Errorf("Measure(%q, 가득) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// A stain, mould or grime named as what a product removes (얼룩제거제,
// 곰팡이 제거 스프레이, 얼룩을 빼는 세제, 기름때 지우는 솔, stain remover,
// degreaser) is a name, not a condition; a removal said of it (얼룩 제거
// 안 됨, 얼룩제거했어요) or a mention of its own elsewhere is none.
func TestRemoverName(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"얼룩제거제 다 쓴 통", "얼룩", true},
		{"곰팡이 제거 스프레이 빈 병", "곰팡", true},
		{"얼룩을 빼는 세제 통", "얼룩", true},
		{"기름때 지우는 솔 버려요", "기름때", true},
		{"찌든때제거용 세정제 통", "찌든때", true},
		{"an empty stain remover bottle", "stain", true},
		{"kitchen degreaser bottle", "grease", true},
		{"mould remover spray, empty", "mould", true},
		// a removal said, or another mention
		{"반찬통 얼룩 제거 안 됨", "얼룩", false},
		{"얼룩제거했어요", "얼룩", false},
		{"얼룩이 빠지지 않아요", "얼룩", false},
		{"얼룩제거제 통인데 안쪽에 얼룩이 있어요", "얼룩", false},
		{"stain on the lid", "stain", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).RemoverName(tt.phrase); got != tt.want {
			t.Errorf("RemoverName(%q, %q) = %v, want %v", tt.text, tt.phrase, got, tt.want)
		}
	}
}

// An object named by several words (분무 손잡이, or 분무손잡이 compacted)
// is read at its head written after the bare nouns of the others
// (분무 손잡이는 떼어서 → removed); the head after other words (장바구니
// 손잡이) is another thing.
func TestCompoundObjectState(t *testing.T) {
	t.Parallel()
	nouns := []string{"뚜껑", "분무 손잡이", "분사손잡이", "스프레이 헤드"}
	tests := []struct {
		text string
		want State
	}{
		{"다 쓴 분무기, 분무 손잡이 빼서 따로 버렸어요", StateRemoved},
		{"분사 손잡이는 떼어서 일반쓰레기로 버렸어요", StateRemoved},
		{"스프레이 헤드는 분리했어요", StateRemoved},
		{"분무 손잡이 안 뺐어요", StatePresent},
		{"분사 손잡이가 그대로 붙어 있어요", StatePresent},
		{"장바구니 손잡이 뺐어요", StateUnknown},
		{"손잡이 뺐어요", StateUnknown},
	}
	for _, tt := range tests {
		if got := Analyze(tt.text).ObjectState(nouns...); got != tt.want {
			t.Errorf("ObjectState(%q) = %s, want %s", tt.text, got, tt.want)
		}
	}
}

// A condition whose adnominal modifies a topic 것 that a copula names
// (비 맞은 건 우산이고, 깨진 거는 접시였어요) is said of that noun.
func TestSubjectIdentifiedByCopula(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase, want string
	}{
		{"비 맞은 건 우산이고 병은 멀쩡해요", "맞은", "우산"},
		{"젖은 거는 신문지였고 페트병은 말짱해요", "젖은", "신문지"},
		{"깨진 건 접시고 병은 그대로예요", "깨진", "접시"},
		{"금 간 게 유리컵이에요", "간", "유리컵"},
		{"병이 깨진 거예요", "깨진", "병"},
		{"깨진 병이에요", "깨진", ""},
	}
	for _, tt := range tests {
		if got, _ := NewReading(tt.text, WordLexicon{}).Subject(tt.phrase); got != tt.want {
			t.Errorf("Subject(%q, %q) = %q, want %q", tt.text, tt.phrase, got, tt.want)
		}
	}
}

// A condition in -ㄹ까 with 봐, 싶어 or 걱정 after it is only feared.
func TestFeared(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"곰팡이 필까 봐 버려요", "곰팡이", true},
		{"냄새 밸까봐 얼른 씻었어요", "냄새", true},
		{"녹슬까 싶어서 버려요", "녹슬", true},
		{"곰팡이가 필까 걱정돼서요", "곰팡이", true},
		{"곰팡이 폈어요", "곰팡이", false},
		{"곰팡이 핀 통, 더 번질까 봐 버려요", "곰팡이", false},
		{"어디 버릴까요? 곰팡이 있어요", "곰팡이", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).Feared(tt.phrase); got != tt.want {
			t.Errorf("Feared(%q, %q) = %v, want %v", tt.text, tt.phrase, got, tt.want)
		}
	}
}

// Manner adverbs between an object and its removal (박박 긁어서 뗌,
// 겨우겨우 다 뜯었어요, 간신히 벗겼어요) leave the object the removal's:
// reduplicated words are adverbs by their form.
func TestMannerAdverbsKeepObject(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want State
	}{
		{"송장 박박 긁어서 뗌", StateRemoved},
		{"라벨 겨우겨우 다 뜯었어요", StateRemoved},
		{"라벨 간신히 벗겼어요", StateRemoved},
		{"라벨 손톱으로 살살 긁어서 떼어냈어요", StateRemoved},
		{"라벨 싹싹 문질러서 다 뗐어요", StateRemoved},
		{"라벨 억지로 뜯으려다 말았어요", StatePresent},
		{"라벨 박박 긁어도 안 떼져요", StatePresent},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).ObjectState("라벨", "송장"); got != tt.want {
			t.Errorf("ObjectState(%q) = %s, want %s", tt.text, got, tt.want)
		}
	}
}

// A soak done as the means to a removal or a wash that follows (물에
// 불려서 뗐어요, 불려가 다 벗겨냈어요, 불려서 씻어 놨어요) is no condition;
// a soak followed by no removal, or one that failed, is.
func TestMeans(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want bool
	}{
		{"라벨 물에 불려서 뗐어요", true},
		{"물에 불려가 다 벗겨냈어요", true},
		{"통 물에 불려서 씻어 놨어요", true},
		{"물에 불려 떼어냈음", true},
		{"물에 불려서 버렸어요", false},
		{"물에 불려서 안 떨어져요", false},
		{"물에 불려 놨어요", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).Means("물에 불"); got != tt.want {
			t.Errorf("Means(%q, 물에 불) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// A verb in -어도 allowed by 되다 or 괜찮다 after it (안 헹궈도 되는 줄,
// 씻어도 괜찮아요, 안 떼도 돼요?) says neither that it was done nor that
// it was not.
func TestPermitted(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"안 헹궈도 되는 줄 알았어요", "헹궈", true},
		{"그냥 씻어도 괜찮아요?", "씻어", true},
		{"라벨 안 떼도 돼요?", "떼", true},
		{"물로만 헹궈도 상관없나요", "헹궈", true},
		{"안 헹궈도 되는 줄 알았는데 헹궈 놨어요", "헹궈", false},
		{"헹궈도 안 빠져요", "헹궈", false},
		{"안 헹궜어요", "헹궜", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).Permitted(tt.phrase); got != tt.want {
			t.Errorf("Permitted(%q, %q) = %v, want %v", tt.text, tt.phrase, got, tt.want)
		}
	}
}

// Only fullness is a measure: an amount after a measure noun (통 반쯤
// 남은, 통 절반) is what is left in it.
func TestMeasureOnlyFullness(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, phrase string }{
		{"스프레이 통 반쯤 남은 거", "반"},
		{"요거트 통 절반 먹고", "절반"},
	} {
		if NewReading(tt.text, WordLexicon{}).Measure(tt.phrase) {
			t.Errorf("Measure(%q, %q) = true, want false", tt.text, tt.phrase)
		}
	}
}

// A thing a modifier names said to be absent (깨진 알도 없고, 찢어진
// 봉투는 없어요) denies the modifier's condition; said to be there, not.
func TestModifiedThingAbsent(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"깨진 알도 없고 깨끗해요", "깨진", true},
		{"찢어진 봉투는 없어요", "찢어진", true},
		{"젖은 상자 하나도 없음", "젖은", true},
		{"깨진 알이 하나 있어요", "깨진", false},
		{"깨진 병 버려요", "깨진", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).Negated(tt.phrase); got != tt.want {
			t.Errorf("Negated(%q, %q) = %v, want %v", tt.text, tt.phrase, got, tt.want)
		}
	}
}

// The spot where a thing was or is (스티커 붙어있던 자리, 테이프 뗀 부분)
// is that thing's: a condition said of the spot is said of it.
func TestSpotIsThingsHeads(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase, want string
	}{
		{"스티커 붙어있던 자리가 끈적해요", "끈적", "스티커"},
		{"테이프 뗀 부분이 끈끈해요", "끈끈", "테이프"},
		{"통 안쪽이 끈적해요", "끈적", "통 안쪽"},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).Heads(tt.phrase); len(got) == 0 || got[0] != tt.want {
			t.Errorf("Heads(%q, %q) = %q, want %q first", tt.text, tt.phrase, got, tt.want)
		}
	}
}

// A count stressed with 도 or 는 before a negation (하나도, 조금도) is no
// subject: the subject is the noun before it.
func TestEmphaticCountNoSubject(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase, want string
	}{
		{"스티커가 끈적해서 하나도 안 떨어져요", "안 떨어져", "스티커"},
		{"라벨이 조금도 안 벗겨져요", "안 벗겨져", "라벨"},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).Heads(tt.phrase); len(got) == 0 || got[0] != tt.want {
			t.Errorf("Heads(%q, %q) = %q, want %q first", tt.text, tt.phrase, got, tt.want)
		}
	}
}

// 뜯기다 (be torn off) is a removal, and negated glued (안뜯김, 안뜯겨요)
// the object is on; a phrase written as one word (안뜯김 for "안 뜯김")
// has heads, its own negator no negation of it.
func TestTornOffPassive(t *testing.T) {
	t.Parallel()
	states := []struct {
		text string
		want State
	}{
		{"라벨 안뜯김ㅠ", StatePresent},
		{"라벨이 잘 안 뜯겨요", StatePresent},
		{"라벨이 뜯겼어요", StateRemoved},
	}
	for _, tt := range states {
		if got := NewReading(tt.text, WordLexicon{}).ObjectState("라벨"); got != tt.want {
			t.Errorf("ObjectState(%q) = %s, want %s", tt.text, got, tt.want)
		}
	}
	if got := NewReading("물병 라벨 안뜯김ㅠ 비닐이 붙어 있어요", WordLexicon{}).Heads("안 뜯김"); len(got) == 0 || got[0] != "물병 라벨" {
		t.Errorf("Heads(안뜯김) = %q, want 물병 라벨 first", got)
	}
}
