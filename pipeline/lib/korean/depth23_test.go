package korean

import "testing"

// A press, spray, squeeze or shake in a condition or tried (-면, -니까,
// -니, -더니), followed in its clause by a verb of coming out or being in
// there or by a sloshing word, not denied, says the container still
// gives: whatever the conjugation; denied (안 나와요, 아무것도 안,
// -지 않아요, 나오는 게 없어요), it does not.
func TestPressGives(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want bool
	}{
		{"아직 뿌리면 바람이 세게 나와요", true},
		{"눌러보면 거품이 뭉글뭉글 나와요", true},
		{"한번 뿌려 봤더니 향이 칙 나오더라고요", true},
		{"펌프 누르니까 로션이 조금 나와요", true},
		{"통을 흔드니 안에서 찰랑거려요", true},
		{"흔들어 보면 아직 찰랑찰랑해요", true},
		{"살짝 짜 보면 치약이 나옴", true},
		{"분사하면 칙 하고 나옴", true},
		{"거꾸로 들고 누르면 액이 흘러나와요", true},
		{"흔들어 보니 아직 꽤 들었어요", true},
		{"스프레이 누를 때 약이 뿜어져 나와요", true},
		{"흔들면 출렁출렁 소리 나요", true},
		// denied
		{"뿌리면 아무것도 안 나와요", false},
		{"눌러도 안 나와요", false},
		{"눌러보면 나오지 않아요", false},
		{"펌핑하면 나오는 게 없어요", false},
		{"뿌려 봤더니 하나도 안 나오더라고요", false},
		{"흔들어 보니 하나도 안 남았어요", false},
		{"흔들면 찰랑거리는 소리는 안 나요", false},
		// no press, or a press that says nothing comes out
		{"다 써서 버려요", false},
		{"방향제 뿌리는 통 다 씀", false},
		{"두유 곽 눌러서 모아놨어요", false},
		{"손으로 누르면 뽀드득 소리 나요", false},
		{"뿌리면 나와요. 근데 다 버렸어요", true},
		{"lotion pump still gives some when pressed", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).PressGives(); got != tt.want {
			t.Errorf("PressGives(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// Melt water (녹은 물, 얼음 녹은 물, 녹아서 생긴 물, 얼음물) said to stand
// or be left in the thing holds contents; poured out, wiped or making
// the thing damp, it does not.
func TestMeltStands(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want bool
	}{
		{"녹은 물이 바닥에 고여 있음", true},
		{"얼음 녹은 물이 반쯤 차 있어요", true},
		{"얼음이 녹아서 물이 흥건해요", true},
		{"녹아서 생긴 물이 고였어요", true},
		{"컵에 얼음물 남았어요", true},
		{"녹은 물이 찰랑찰랑해요", true},
		{"아이스박스 안에 녹은 물 그대로 있어요", true},
		{"녹은물 고인 채로 가져왔어요", true},
		// poured out, wiped, denied or only damp
		{"녹은 물은 다 버렸어요", false},
		{"녹은 물이 고여 있었는데 싹 비웠어요", false},
		{"얼음 녹은 물 닦았어요", false},
		{"녹은 물은 하나도 안 남았어요", false},
		{"얼음 녹은 물 때문에 축축해요", false},
		{"얼음 녹아서 상자가 젖었어요", false},
		{"빗물이 고여 있어요", false},
		{"녹이 슬어서 물이 고였어요", false},
		{"얼음물에 하루 종일 잠겨 있던 팩", false},
		{"녹은 물에 담가 뒀던 캔이 아직 차가워요", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).MeltStands(); got != tt.want {
			t.Errorf("MeltStands(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// New or unused things left over (새 거, 안 쓴 봉투, 쓰지 않은 장갑,
// 미개봉) are spare stock, past a count; a thing partly used (다 안 쓴,
// 반도 안 쓴) or named without a word of being new is not.
func TestSpare(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"지퍼백 새 거 몇 장 남았어요", "남았", true},
		{"안 쓴 위생봉투 열 장 남았는데 버려도 되나요", "남았", true},
		{"쓰지 않은 고무장갑 두 켤레 남음", "남", true},
		{"아직 안 뜯은 거 3개 남았어요", "남았", true},
		{"미개봉 하나 남았어요", "남았", true},
		{"여분 두 개가 남았어요", "남았", true},
		{"안 쓴 일회용 포크 다섯 개 남았는데", "남았", true},
		{"새 종이컵 한 줄 남았어요", "남았", true},
		{"새것 다섯 개 남은 거", "남은", true},
		// partly used, or nothing said new
		{"부탄가스 다 안 쓴 거 조금 남았어요", "남았", false},
		{"반도 안 쓴 샴푸가 남았어요", "남았", false},
		{"소스가 두 스푼 남았어요", "남았", false},
		{"젤리 두 개 남은 봉지", "남은", false},
		{"새우 몇 마리 남았어요", "남았", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).Spare(tt.phrase); got != tt.want {
			t.Errorf("Spare(%q, %q) = %v, want %v", tt.text, tt.phrase, got, tt.want)
		}
	}
}

// A noun that is the object of an action verb in the present or
// prospective adnominal modifying another noun names what that thing
// does or is for; a state (붙은, 닫힌, 붙어 있는) or a bound noun after
// the verb (닫을 수, 닫는 거) is no purpose, and one plain mention
// elsewhere undoes it.
func TestPurposed(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       bool
	}{
		{"뚜껑 여닫는 경첩이 부러짐", "뚜껑", true},
		{"라벨 붙이는 기계 고장났어요", "라벨", true},
		{"뚜껑 닫는 소리가 이상해요", "뚜껑", true},
		{"뚜껑 꽉 잠그는 날개가 떨어졌어요", "뚜껑", true},
		{"뚜껑 닫을 때 딸깍 소리 나요", "뚜껑", true},
		{"마개 여는 오프너", "마개", true},
		// states, bound nouns, plain mentions
		{"라벨 붙은 병", "라벨", false},
		{"뚜껑 닫힌 채로 버려요", "뚜껑", false},
		{"스티커 붙어 있는 상자", "스티커", false},
		{"뚜껑 닫을 수가 없어요", "뚜껑", false},
		{"뚜껑 닫는 거 깜빡했어요", "뚜껑", false},
		{"뚜껑 여닫는 경첩이 부러졌는데 뚜껑은 닫혀 있어요", "뚜껑", false},
		{"뚜껑은 닫아서 버려요", "뚜껑", false},
		{"라벨 안 떼는 사람", "라벨", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).Purposed(tt.noun); got != tt.want {
			t.Errorf("Purposed(%q, %q) = %v, want %v", tt.text, tt.noun, got, tt.want)
		}
	}
}

// A cap said to have come off (빠진, 떨어져 나간, 분리된 right before
// it), kept among its own kind (뚜껑끼리, 뚜껑대로) is off the item; one
// put back or not come off is on.
func TestCapCameOffOrApart(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want State
	}{
		{"빠진 뚜껑 하나 버려요", StateRemoved},
		{"떨어져 나간 마개 버리려고요", StateRemoved},
		{"분리된 뚜껑은 어디에 버려요", StateRemoved},
		{"뚜껑은 뚜껑끼리 모아서 버려요", StateRemoved},
		{"병은 병대로 모으고 뚜껑은 뚜껑대로 모았어요", StateRemoved},
		{"떨어진 뚜껑 다시 닫았어요", StatePresent},
		{"안 빠진 뚜껑", StateUnknown},
		{"뚜껑 그대로 모았어요", StatePresent},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).ObjectState("뚜껑", "마개"); got != tt.want {
			t.Errorf("ObjectState(%q) = %s, want %s", tt.text, got, tt.want)
		}
	}
}

// A count singled out with 만 or 뿐 after a bare noun (뚜껑 하나만, 캡 두
// 개만) singles out the noun; a count before a word of being closed on
// does not.
func TestOnlyCount(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want bool
	}{
		{"통은 없고 뚜껑 하나만 남았어요", true},
		{"뚜껑 두 개만 버려요", true},
		{"뚜껑 하나뿐이에요", true},
		{"뚜껑 하나 남았어요", false},
		{"뚜껑 하나만 닫혀 있어요", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).Only("뚜껑"); got != tt.want {
			t.Errorf("Only(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// Stems the readings above rest on: the ㄹ dropped before -니, -는, -ㄴ
// (흔드니, 여는), the 르 irregular before an auxiliary (눌러보면), and
// the endings of what was found (나오더라고요, 차 있던데).
func TestStemsDepth23(t *testing.T) {
	t.Parallel()
	for w, want := range map[string]string{"흔드니": "흔들", "흔드는": "흔들", "흔든": "흔들", "흔듭니다": "흔들",
		"눌러보면": "누르", "흘러요": "흐르", "나오더라고요": "나오", "남았더라고요": "남", "뿌리면": "뿌리", "짜면": "짜",
		"고여": "고이", "고인": "고이", "여닫는": "여닫", "잠그는": "잠그", "덮은": "덮"} {
		if tok := analyzeWord(w); tok.Kind != KindVerb || tok.Stem != want {
			t.Errorf("analyzeWord(%q) = %s %s, want verb %s", w, tok.Kind, tok.Stem, want)
		}
	}
	// nouns stay nouns
	for _, w := range []string{"차고에", "뿌리가", "녹이", "차를", "산"} {
		if tok := analyzeWord(w); tok.Kind == KindVerb && tok.Stem != "사" {
			t.Errorf("analyzeWord(%q) = verb %s, want no verb", w, tok.Stem)
		}
	}
}
