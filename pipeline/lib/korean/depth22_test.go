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
