package korean

import (
	"strings"
	"testing"
)

func TestReadingObjectState(t *testing.T) {
	t.Parallel()
	const (
		U = StateUnknown
		P = StatePresent
		R = StateRemoved
		A = StateAbsent
	)
	english := WordLexicon{
		Removal: []string{"remove", "off"}, Present: []string{"still", "attached"},
		Absent: []string{"no", "without"}, Negators: []string{"not"},
	}
	tests := []struct {
		text  string
		nouns []string
		want  State
	}{
		// what Analyze reads
		{"라벨은 떼고 물로 헹궜어요", []string{"라벨"}, R},
		{"뚜껑은 안 뗐어요", []string{"뚜껑"}, P},
		{"라벨이 없는 병", []string{"라벨"}, A},
		{"무라벨 생수병", []string{"라벨"}, A},
		// what only the words say: a modifier noun, a verb the stemmer
		// does not know, an unspaced compound
		{"은박 뚜껑 뗐어요", []string{"은박"}, R},
		{"은박 뚜껑 안 뗐어요", []string{"은박"}, P},
		{"캔 뚜껑 땄어요", []string{"뚜껑"}, R},
		{"라벨제거", []string{"라벨"}, R},
		{"라벨은 떼지 않았어요", []string{"라벨"}, P},
		{"라벨 안 붙어 있어요", []string{"라벨"}, A},
		// emptying reads as removal at word level; Analyze alone says emptied
		{"병은 비웠어요", []string{"병"}, R},
		// a connective (깨져서) or a full stop ends the mention's clause
		{"뚜껑이 깨져서 라벨 뗐어요", []string{"뚜껑"}, U},
		{"라벨 떼고 물로 헹궜어요. 뚜껑은요?", []string{"뚜껑"}, U},
		{"라벨은 그대로 있어요", []string{"뚜껑"}, U},
		// the extra lexicon
		{"label removed", []string{"label"}, R},
		{"cap off", []string{"cap"}, R},
		{"cap still on", []string{"cap"}, P},
		{"label still attached", []string{"label"}, P},
		{"no label", []string{"label"}, A},
		{"label not removed", []string{"label"}, P},
		{"cap is on", []string{"cap"}, U},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, english).ObjectState(tt.nouns...); got != tt.want {
			t.Errorf("%q: state of %v = %s, want %s", tt.text, tt.nouns, got, tt.want)
		}
	}
	// without the extra lexicon English says nothing
	if got := NewReading("label removed", WordLexicon{}).ObjectState("label"); got != U {
		t.Errorf("English without a lexicon: %s, want unknown", got)
	}
}

func TestReadingNegated(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"음식은 안 묻었어요", "묻었", true},
		{"깨지지 않았어요", "깨지", true},
		{"음식이 묻었어요", "묻었", false},
		{"안 묻었는데 여기는 묻었어요", "묻었", false},
		{"음식이 묻었어요", "깨진", false},
		{"안 깨진 병", "안 깨진", false},
		{"not greasy", "greasy", true},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{Negators: []string{"not"}}).Negated(tt.phrase); got != tt.want {
			t.Errorf("%q: Negated(%q) = %v, want %v", tt.text, tt.phrase, got, tt.want)
		}
	}
}

// TestReadingSubject reads who a condition is said of: the noun right
// before the trigger in its clause, with its particle and the bare nouns
// before it; nothing when the trigger opens its clause, follows a
// predicate, is negated or is English.
func TestReadingSubject(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase      string
		subject, particle string
	}{
		{"계란이 깨져서 노른자가 묻었어요", "깨져", "계란", "이"},
		{"종이 계란판, 안에서 계란이 깨졌어요", "깨졌", "계란", "이"},
		{"휴대폰 액정이 깨져서 케이스만 버려요", "깨져", "휴대폰 액정", "이"},
		{"액정 깨진 폰", "깨진", "액정", ""},
		{"꿀이 꽤 남았어요", "남았", "꿀", "이"},
		{"반찬통 뚜껑만 하나 남아서 버려요", "남아", "반찬통 뚜껑", "만"},
		{"잼 병인데 병만 남았어요", "남았", "병", "만"},
		{"지퍼가 고장났어요", "고장", "지퍼", "가"},
		{"라벨은 뗐고, 병은 금 갔어요", "금 갔", "병", "은"},
		{"깨진 맥주병 조각", "깨진", "", ""},
		{"다 마셨고 깨졌어요", "깨졌", "", ""},
		{"병이 안 깨졌어요", "깨졌", "", ""},
		{"병. 깨졌어요", "깨졌", "", ""},
		{"eggs broke in the tray", "broke", "", ""},
		{"소주병", "깨진", "", ""},
	}
	for _, tt := range tests {
		np, particle := NewReading(tt.text, WordLexicon{}).Subject(tt.phrase)
		if np != tt.subject || particle != tt.particle {
			t.Errorf("%q: Subject(%q) = %q, %q; want %q, %q", tt.text, tt.phrase, np, particle, tt.subject, tt.particle)
		}
	}
}

// TestReadingOnly finds an object singled out as all there is: 만, 뿐,
// "only", "just".
func TestReadingOnly(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		noun string
		want bool
	}{
		{"반찬통 뚜껑만 하나 남아서 버려요", "뚜껑", true},
		{"병뚜껑뿐이에요", "뚜껑", true},
		{"just the plastic lid", "lid", true},
		{"only the cap", "cap", true},
		{"뚜껑 닫힌 병", "뚜껑", false},
		{"병만 남았어요, 뚜껑은 뗐고", "뚜껑", false},
		{"only rinsed it. lid on", "lid", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).Only(tt.noun); got != tt.want {
			t.Errorf("%q: Only(%q) = %v, want %v", tt.text, tt.noun, got, tt.want)
		}
	}
}

// TestReadingCapPhrasings reads caps and labels in the phrasings that
// say "still on" without 붙어 있다 and "off" without 떼다.
func TestReadingCapPhrasings(t *testing.T) {
	t.Parallel()
	english := WordLexicon{
		Removal: []string{"remove", "off", "unscrew"}, Present: []string{"still", "attached"},
		Absent: []string{"no", "without"}, Negators: []string{"not", "never"},
	}
	tests := []struct {
		text string
		noun string
		want State
	}{
		{"라벨 떼려다 못 뗐어요", "라벨", StatePresent},
		{"라벨 떼려다가 안 떼졌어요", "라벨", StatePresent},
		{"뚜껑은 다 따서 캔류로 보냄", "뚜껑", StateRemoved},
		{"플라스틱 마개 부분은 잘라서 따로 버렸어요", "마개", StateRemoved},
		{"마개 잘랐어요", "마개", StateRemoved},
		{"라벨 떼고 뚜껑 닫아서 찌그러뜨렸어요", "뚜껑", StatePresent},
		{"뚜껑 꽉 잠가 뒀어요", "뚜껑", StatePresent},
		{"뚜껑 닫은 채로 버려요", "뚜껑", StatePresent},
		{"뚜껑째 버려요", "뚜껑", StatePresent},
		{"the foil lid never came off", "lid", StatePresent},
		{"cap did not come off", "cap", StatePresent},
		{"I unscrewed the cap", "cap", StateRemoved},
		{"cap off", "cap", StateRemoved},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, english).ObjectState(tt.noun); got != tt.want {
			t.Errorf("%q: state of %s = %s, want %s", tt.text, tt.noun, got, tt.want)
		}
	}
}

// TestReadingFailedAndCasualForms reads the ways people say a removal did
// not happen (-지를 못했어요, 못 떼고, 안 벗겨져서 그대로, English
// contractions such as didn't and couldn't) and a removal that did,
// written casually: a colloquial ending (뗌, 뗐음, 벗겨둠, 헹궈둠,
// 떼버림), a cute one (뗐어용), or laughter, emoji and repeated marks
// after it (벗김ㅎㅎ, 제거완료!!, 떼버림ㅋㅋ).
func TestReadingFailedAndCasualForms(t *testing.T) {
	t.Parallel()
	const (
		P = StatePresent
		R = StateRemoved
	)
	english := WordLexicon{
		Removal: []string{"remove", "peeled", "off", "took", "taken"}, Present: []string{"still", "attached"},
		Absent: []string{"no", "without"}, Negators: []string{"not", "never", "didnt", "couldnt", "cant", "cannot", "havent", "wont", "dont", "wasnt"},
	}
	tests := []struct {
		text, noun string
		want       State
	}{
		// failed or withheld removal
		{"라벨을 떼지를 못했어요", "라벨", P},
		{"라벨을 떼지 못했어요", "라벨", P},
		{"라벨 떼지를 못함", "라벨", P},
		{"라벨은 떼지도 않았어요", "라벨", P},
		{"라벨은 못 떼고 버려요", "라벨", P},
		{"라벨이 안 벗겨져서 그대로 버려요", "라벨", P},
		{"라벨이 안 벗겨져서 그냥 뒀어요", "라벨", P},
		{"뚜껑이 안 빠져서 그대로예요", "뚜껑", P},
		{"라벨 떼려다 못 뗐어요", "라벨", P},
		{"라벨 벗기려고 했는데 못 벗겼어요", "라벨", P},
		{"스티커가 잘 안 떨어져요", "스티커", P},
		{"뚜껑은 안 뗌", "뚜껑", P},
		{"라벨 안 벗김ㅠㅠ", "라벨", P},
		{"I didn't take the cap off", "cap", P},
		{"didnt take the cap off", "cap", P},
		{"couldn't get the label off", "label", P},
		{"I can't get the label off", "label", P},
		{"never took the label off", "label", P},
		{"the label won't come off", "label", P},
		{"label wasn't removed", "label", P},
		// done, written casually
		{"라벨 뗌", "라벨", R},
		{"라벨 뗐음", "라벨", R},
		{"라벨 뗐어용", "라벨", R},
		{"라벨 벗김ㅎㅎ", "라벨", R},
		{"라벨 벗겨둠", "라벨", R},
		{"라벨은 벗겨 뒀어요", "라벨", R},
		{"라벨 떼버림ㅋㅋ", "라벨", R},
		{"라벨 떼버렸어요", "라벨", R},
		{"라벨 제거완료!!", "라벨", R},
		{"라벨 제거 완료!!", "라벨", R},
		{"라벨 뗐어요ㅎㅎ", "라벨", R},
		{"라벨 뗐어요😊", "라벨", R},
		{"라벨 뗐구요~", "라벨", R},
		{"뚜껑 빼놨어요", "뚜껑", R},
		{"뚜껑은 따로 빼 뒀어요", "뚜껑", R},
		{"I took the cap off", "cap", R},
		{"label peeled off, and it is not dirty", "label", R},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, english).ObjectState(tt.noun); got != tt.want {
			t.Errorf("%q: state of %s = %s, want %s", tt.text, tt.noun, got, tt.want)
		}
	}
}

// TestReadingNegatedForms: a condition word negated by -지를/-지도 않다
// and 못, in Korean, and by an English contraction anywhere before it in
// its clause.
func TestReadingNegatedForms(t *testing.T) {
	t.Parallel()
	negators := WordLexicon{Negators: []string{"not", "never", "didnt", "havent", "hasnt", "wasnt"}}
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"헹구지를 못했어요", "헹구", true},
		{"씻지도 않았어요", "씻", true},
		{"못 헹궜어요", "헹궜", true},
		{"I haven't rinsed it", "rinsed", true},
		{"didn't rinse it out", "rinse", true},
		{"it hasn't been washed", "washed", true},
		{"not washed, but the label is off", "washed", true},
		{"rinsed and dried", "rinsed", false},
		{"I didn't peel the label but I rinsed it", "rinsed", false},
		{"헹궈서 말렸어요", "헹궈", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, negators).Negated(tt.phrase); got != tt.want {
			t.Errorf("%q: Negated(%q) = %v, want %v", tt.text, tt.phrase, got, tt.want)
		}
	}
}

// TestSetAside reads what a text sets apart from the thing thrown away: a
// part removed or sent elsewhere, the thing something was taken out of;
// not a thing singled out with 만, taken out and thrown away at once, only
// opened, or whose removal failed.
func TestSetAside(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       bool
	}{
		{"뚜껑은 따로 버렸고 병만 남았어요", "뚜껑", true},
		{"뚜껑은 따로 버렸고 병만 남았어요", "병", false},
		{"뚜껑은 떼서 따로 버렸어요", "뚜껑", true},
		{"안의 플라스틱 트레이는 빼서 따로 버림", "트레이", true},
		{"트레이는 빼 놨어요", "트레이", true},
		{"숟가락은 뺐고 플라스틱 뚜껑도 분리함", "뚜껑", true},
		{"펌프는 빼고 안은 헹굼", "펌프", true},
		{"라벨 떼어낸 비닐만 모아놨어요", "라벨", true},
		{"라벨 떼어낸 비닐만 모아놨어요", "비닐", false},
		{"쇠뚜껑은 떼서 고철로 보냈고 병만 남았어요", "고철", true},
		{"뚜껑은 다 따서 캔류로 보냄", "캔류", true},
		{"상자에서 떼어낸 배송 라벨", "상자", true},
		{"페트병에서 라벨 떼어낸 비닐", "페트병", true},
		{"노트북에서 빼낸 배터리", "노트북", true},
		{"시계에서 나온 건전지", "시계", true},
		{"리모컨에서 꺼낸 건전지", "건전지", false},
		{"배터리 빼서 버려요", "배터리", false},
		{"뚜껑만 따로 버려요", "뚜껑", false},
		{"뚜껑은 안 뗐어요", "뚜껑", false},
		{"라벨은 떼려다 못 뗐어요", "라벨", false},
		{"캔 땄어요", "캔", false},
		{"상자 뜯었어요", "상자", false},
		{"생수병 버려요", "생수병", false},
		{"라벨 뗀 생수병", "생수병", false},
		{"라벨은 떼야 하나요?", "라벨", false},
		{"뚜껑은 떼고 병은 헹궜어요", "병", false},
		{"cap removed, bottle only", "cap", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).SetAside(tt.noun); got != tt.want {
			a := Analyze(tt.text)
			var ps []string
			for _, p := range a.Predicates {
				ps = append(ps, p.Key()+"("+strings.Join(p.Objects, ",")+")")
			}
			t.Errorf("%q: SetAside(%s) = %v, want %v; predicates %q", tt.text, tt.noun, got, tt.want, ps)
		}
	}
}

// A cap closed or fastened (닫아서, 꽉 닫아 놨어요) is on; a removal only
// owed or asked about after it (빼야 돼요?, 따로 빼야 하나요?) does not
// take it off; a removal told to the writer (떼고 내라고 했는데) is none.
func TestClosedOwedAndTold(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text string
		noun string
		want State
	}{
		{"뚜껑은 닫아서 버려요", "뚜껑", StatePresent},
		{"뚜껑 꽉 닫아 놨는데 빼야 돼요?", "뚜껑", StatePresent},
		{"마개는 닫았는데 마개 따로 빼야 하나요?", "마개", StatePresent},
		{"표지는 떼고 내라고 했는데", "표지", StateUnknown},
		// removals made or only owed with nothing said before
		{"뚜껑 닫아 뒀다가 도로 뚜껑 뺐어요", "뚜껑", StateRemoved},
		{"뚜껑 빼야 하나요?", "뚜껑", StateRemoved},
		{"표지는 떼고 내라고 해서 뗐어요", "표지", StateRemoved},
	} {
		if got := NewReading(tc.text, WordLexicon{}).ObjectState(tc.noun); got != tc.want {
			t.Errorf("ObjectState(%q in %q) = %v, want %v", tc.noun, tc.text, got, tc.want)
		}
	}
}

// A verb of holding, as a past modifier (담겨 있던, 담았던, 들어있던),
// says what a container held before; the same verb in the present (담겨
// 있어요) says what is in it now.
func TestHeldBefore(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"담겨 있던 병", true},
		{"담았던 통", true},
		{"들어있던 용기", true},
		{"들어 있었던 병", true},
		{"담아 온 통", true},
		{"담겨 있어요", false},
		{"들어 있음", false},
		{"묻은 병", false},
		{"", false},
	} {
		if got := HeldBefore(Tokens(tc.text)); got != tc.want {
			t.Errorf("HeldBefore(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// A word inside a longer word that means something else (부러 in
// 구부러진) is not that word.
func TestInsideOther(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		before, word string
		want         bool
	}{
		{"구", "부러진", true},
		{"꾸", "부러졌", true},
		{"", "부러진", false},
		{"다", "부러진", false},
		{"구", "깨진", false},
	} {
		if got := InsideOther(tc.before, tc.word); got != tc.want {
			t.Errorf("InsideOther(%q, %q) = %v, want %v", tc.before, tc.word, got, tc.want)
		}
	}
}

// A removal named as a chore too bothersome or hard to do (빼기 귀찮아서,
// 떼기 힘들어서, 벗기기 싫어서) is not done: the object stays on; a
// removal done after all is.
func TestShirkedRemoval(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text string
		want State
	}{
		{"뚜껑 빼기 귀찮아서 그냥 닫아 놨어요", StatePresent},
		{"라벨 떼기 힘들어서 그냥 버려요", StatePresent},
		{"스티커 벗기기 싫어서 그대로 냈어요", StatePresent},
		{"뚜껑 따로 빼기 번거로워서 그냥 둠", StatePresent},
		{"라벨 떼기 어려워서 그대로", StatePresent},
		{"뚜껑 빼기 귀찮았지만 결국 뺐어요", StateRemoved},
		{"라벨 뗐어요", StateRemoved},
	} {
		if got := NewReading(tc.text, WordLexicon{}).ObjectState("뚜껑", "라벨", "스티커"); got != tc.want {
			t.Errorf("ObjectState(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// A smell said not to come off (비린내 안 나요, 냄새도 하나도 안 나요,
// 쉰내 안남) is denied; a smell that does is not.
func TestSmellDenied(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text, phrase string
		want         bool
	}{
		{"참치캔 비린내 안 나요", "비린내", true},
		{"씻었더니 냄새도 하나도 안 나요", "냄새", true},
		{"물통 쉰내 안남", "쉰내", true},
		{"비린내는 못 느꼈어요 안 나요", "비린내", false},
		{"참치캔 비린내 나요", "비린내", false},
		{"헹궜는데도 냄새가 심하게 나요", "냄새", false},
	} {
		if got := NewReading(tc.text, WordLexicon{}).Negated(tc.phrase); got != tc.want {
			t.Errorf("Negated(%q, %q) = %v, want %v", tc.text, tc.phrase, got, tc.want)
		}
	}
}
