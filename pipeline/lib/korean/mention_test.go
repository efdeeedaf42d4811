package korean

import (
	"slices"
	"strings"
	"testing"
)

// Mentions reads whose a lid is (a compound, a bare noun or 의 before it,
// English "X lid", "X's lid", "lid of the X") and what is said of it
// (the predicate after it, an adnominal or adjective before it), leaving
// negated words out.
func TestMentions(t *testing.T) {
	t.Parallel()
	cases := []struct {
		text, noun, owner string
		said              string // a word Said must contain; "" when Said must be empty
	}{
		{"아이스박스 뚜껑 반쪽이 깨졌어요", "뚜껑", "아이스박스", "깨졌어요"},
		{"스티로폼 박스의 뚜껑이 부서졌어요", "뚜껑", "박스", "부서졌어요"},
		{"시계 뒷뚜껑 열고 배터리 뺐어요", "뚜껑", "뒷", "열고"},
		{"반찬통 뚜껑에 금이 갔어요", "뚜껑", "반찬통", "금이"},
		{"금 간 반찬통 뚜껑", "뚜껑", "반찬통", "금"},
		{"깨진 뚜껑 하나", "뚜껑", "", "깨진"},
		{"냄비뚜껑깨짐", "뚜껑", "냄비", "깨짐"},
		{"소주병 뚜껑 그대로예요", "뚜껑", "소주병", "그대로예요"},
		{"뚜껑은 안 깨졌어요", "뚜껑", "", ""},
		{"the cooler lid is cracked", "lid", "cooler", "cracked"},
		{"the lid of the tin is sharp", "lid", "tin", "sharp"},
		{"my watch's back lid", "lid", "back", "back"},
		{"food tub with a cracked lid", "lid", "cracked", "cracked"},
		{"can lid, bent and jagged", "lid", "can", "can"},
		{"put the cap back on", "cap", "", "back"},
		{"the lid isn't cracked", "lid", "", ""},
	}
	for _, tc := range cases {
		ms := NewReading(tc.text, WordLexicon{Negators: []string{"not", "isnt"}}).Mentions(tc.noun)
		if len(ms) == 0 {
			t.Errorf("Mentions(%q, %q): none", tc.text, tc.noun)
			continue
		}
		m := ms[0]
		if m.Owner != tc.owner || tc.said == "" && m.Said != "" || tc.said != "" && !strings.Contains(m.Said, tc.said) {
			t.Errorf("Mentions(%q, %q) = owner %q said %q, want owner %q said with %q", tc.text, tc.noun, m.Owner, m.Said, tc.owner, tc.said)
		}
	}
	if ms := NewReading("생수병 라벨 뗐어요", WordLexicon{}).Mentions("뚜껑"); ms != nil {
		t.Errorf("a noun not mentioned: %v", ms)
	}
}

// Heads finds what a condition is said of: its subject (past adverbs,
// negators and one serial verb) and what it comes from (에, 으로; English
// with, in, X-soaked), each by its one noun, and the noun phrase it
// modifies.
func TestHeads(t *testing.T) {
	t.Parallel()
	cases := []struct {
		text, phrase string
		want         string // how one of the heads ends; "" for none
	}{
		{"깨진 계란 껍질이에요", "깨진", "계란 껍질"},
		{"깨진 달걀 껍데기 모아둔 거", "깨진", "달걀 껍데기"},
		{"계란이 깨져서 흰자가 묻었어요", "깨져", "계란"},
		{"종이 계란 판이 깨졌어요", "깨졌", "판"},
		{"기름에 흠뻑 젖은 피자 박스", "젖은", "기름"},
		{"국물로 축축해진 종이", "축축", "국물"},
		{"모아둔 게 서랍 한가득인데 깨끗해요", "가득", "서랍"},
		{"비닐봉지가 서랍에 가득 있어요", "가득", "서랍"},
		{"스티커가 붙어서 안 떨어져요", "안 떨어져", "스티커"},
		{"라벨이 잘 안 떨어져요", "안 떨어져", "라벨"},
		{"grease-soaked pizza box", "soaked", "grease"},
		{"pizza box soaked with oil", "soaked", "oil"},
		{"broken egg shells in a bag", "broken", "egg shells"},
		{"broken egg carton", "broken", "egg carton"},
		{"the label won't come off", "won't come off", "label"},
		{"the label still won't come off", "won't come off", "label"},
		{"bottle, can't peel the plastic wrapper", "can't peel", "plastic wrapper"},
		{"jar, couldn't scrape off the sticker", "scrape off", "sticker"},
		{"I can't get the label off", "get", "label"},
		{"조개 껍데기 깨진 것들", "깨진", "조개 껍데기"},
		{"계란은 안 깨졌어요", "깨졌", ""},
		// 것 stands for what its clause names
		{"주소 스티커 붙은 거 안 떨어져요", "안 떨어져", "스티커"},
		{"라벨이 붙은 게 안 떼져요", "안 떼져", "라벨"},
		{"고추장 묻은 건 안 지워져요", "안 지워져", "고추장"},
		{"테이프 감긴 것도 안 뜯겨요", "안 뜯겨", "테이프"},
	}
	for _, tc := range cases {
		got := NewReading(tc.text, WordLexicon{Negators: []string{"wont", "not"}}).Heads(tc.phrase)
		if tc.want == "" && len(got) != 0 || tc.want != "" && !slices.ContainsFunc(got, func(h string) bool { return strings.HasSuffix(h, tc.want) }) {
			t.Errorf("Heads(%q, %q) = %q, want one ending with %q", tc.text, tc.phrase, got, tc.want)
		}
	}
	// the egg carton is no egg, and an egg tray cracked is said of the tray
	if got := NewReading("broken egg carton", WordLexicon{}).Heads("broken"); slices.Contains(got, "egg") {
		t.Errorf("broken egg carton: heads %q include egg", got)
	}
}

// A phrase of several words is negated by its last word ("금 간 데
// 없어요") unless it holds its own negator; a cap marked 만 but said to
// be on is not singled out; a removal after a verb in -어서 takes its
// object.
func TestPhraseNegationOnlyAndSerialObjects(t *testing.T) {
	t.Parallel()
	neg := WordLexicon{Negators: []string{"no", "not"}}
	for _, tc := range []struct {
		text, phrase string
		want         bool
	}{
		{"내열유리 그릇, 금 간 데 없어요", "금 간", true},
		{"유리컵에 금 간 거", "금 간", false},
		{"배달 용기 안 씻었어요", "안 씻", false},
		{"plate with no big crack", "big crack", true},
	} {
		if got := NewReading(tc.text, neg).Negated(tc.phrase); got != tc.want {
			t.Errorf("Negated(%q, %q) = %v, want %v", tc.text, tc.phrase, got, tc.want)
		}
	}
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"페트병 라벨 벗기고 뚜껑만 씌워 뒀어요", false},
		{"반찬통 뚜껑만 하나 남아서", true},
	} {
		if got := NewReading(tc.text, WordLexicon{}).Only("뚜껑"); got != tc.want {
			t.Errorf("Only(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
	for _, tc := range []struct {
		text string
		want State
	}{
		{"비닐 창은 가위로 오려서 따로 뺐어요", StateRemoved},
		{"뚜껑 닫아서 버렸어요", StatePresent}, // or unknown: never removed
	} {
		noun := "창"
		if strings.Contains(tc.text, "뚜껑") {
			noun = "뚜껑"
		}
		if got := Analyze(tc.text).ObjectState(noun); got != tc.want && !(tc.want == StatePresent && got != StateRemoved) {
			t.Errorf("ObjectState(%q, %s) = %v, want %v", tc.text, noun, got, tc.want)
		}
	}
}

// The subject of what will not come off is read past the effort between
// (아무리 해도, 도저히, 손톱으로 긁어도) and, in English, past a place said
// after it ("on the side"); a modifier before 거 modifies only 거, not the
// noun that begins the next phrase.
func TestHeadsPastEffortAndPlace(t *testing.T) {
	t.Parallel()
	cases := []struct {
		text, phrase string
		want         string // how one of the heads ends; "" for none
	}{
		{"라벨이 아무리 해도 안 떨어져요", "안 떨어져", "라벨"},
		{"가격표 스티커가 도저히 안 떼져요", "안 떼져", "스티커"},
		{"테이프가 아무리 당겨도 안 떨어짐", "안 떨어짐", "테이프"},
		{"상표가 암만 긁어도 안 뜯어져요", "안 뜯어져", "상표"},
		{"the label on the bottom won't come off", "won't come off", "label"},
		{"the sticker at the back just won't peel off", "won't peel off", "sticker"},
		{"the tape around the box won't come off", "won't come off", "tape"},
	}
	for _, tc := range cases {
		got := NewReading(tc.text, WordLexicon{Negators: []string{"wont", "not"}}).Heads(tc.phrase)
		if !slices.ContainsFunc(got, func(h string) bool { return strings.HasSuffix(h, tc.want) }) {
			t.Errorf("Heads(%q, %q) = %q, want one ending with %q", tc.text, tc.phrase, got, tc.want)
		}
	}
	for _, tc := range []struct{ text, phrase, not string }{
		{"의자 다리 부러진 거 스티커 붙여서 내요", "부러진", "스티커"},
		{"금 간 거 테이프로 감아 놨어요", "금 간", "테이프"},
	} {
		got := NewReading(tc.text, WordLexicon{}).Heads(tc.phrase)
		if slices.ContainsFunc(got, func(h string) bool { return strings.Contains(h, tc.not) }) {
			t.Errorf("Heads(%q, %q) = %q, want none holding %q", tc.text, tc.phrase, got, tc.not)
		}
	}
}

// Heads reads past an instrument tried in vain (수세미로도, 세제로도) and
// past the place inside something where it happened (박스 안에서, 상자
// 속에서), to the subject before them.
func TestHeadsPastInstrumentAndInnerPlace(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ text, phrase, want, not string }{
		{"얼룩이 박혀서 수세미로도 안 빠져", "안 빠져", "얼룩", "수세미"},
		{"스티커가 손으로도 안 떨어져요", "안 떨어져", "스티커", "손"},
		{"컵 하나가 박스 안에서 깨져 있었어요", "깨져", "컵 하나", "박스"},
		{"화병이 상자 속에서 깨졌어요", "깨졌", "화병", "상자"},
	} {
		got := NewReading(tc.text, WordLexicon{}).Heads(tc.phrase)
		if !slices.ContainsFunc(got, func(h string) bool { return strings.HasSuffix(h, tc.want) }) ||
			slices.ContainsFunc(got, func(h string) bool { return strings.Contains(h, tc.not) }) {
			t.Errorf("Heads(%q, %q) = %q, want one ending with %q and none holding %q", tc.text, tc.phrase, got, tc.want, tc.not)
		}
	}
	// a source marked 에서 that is no place inside stays the source
	if got := NewReading("병에서 기름이 샜어요", WordLexicon{}).Heads("샜어요"); !slices.ContainsFunc(got, func(h string) bool { return strings.HasSuffix(h, "기름") }) {
		t.Errorf("Heads(병에서 기름이 샜어요) = %q, want 기름", got)
	}
}

// "X 같은 건 없어요" denies X: nothing like it is there.
func TestNegatedNothingLike(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text, phrase string
		want         bool
	}{
		{"곰팡이 같은 건 없어요", "곰팡이", true},
		{"얼룩 비슷한 것도 없음", "얼룩", true},
		{"곰팡이 같은 게 하나도 없어요", "곰팡이", true},
		{"곰팡이 같은 게 폈어요", "곰팡이", false},
		{"곰팡이 같은 건 있어요", "곰팡이", false},
	} {
		if got := NewReading(tc.text, WordLexicon{}).Negated(tc.phrase); got != tc.want {
			t.Errorf("%q: Negated(%q) = %v, want %v", tc.text, tc.phrase, got, tc.want)
		}
	}
}
