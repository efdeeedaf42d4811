package korean

import (
	"slices"
	"testing"
)

func TestConjugations(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		stem string
		want []string
	}{
		{"빠개지", []string{"빠개지고", "빠개진", "빠개짐", "빠개져", "빠개졌"}},
		{"이 나가", []string{"이 나가고", "이 나간", "이 나감", "이 나가", "이 나갔"}},
		{"젖", []string{"젖고", "젖은", "젖음", "젖어", "젖었"}},
		{"뚫리", []string{"뚫리고", "뚫린", "뚫림", "뚫려", "뚫렸"}},
		{"부수", []string{"부수고", "부순", "부숨", "부숴", "부쉈"}},
		{"막", []string{"막고", "막은", "막음", "막아", "막았"}},
		{"spill", []string{"spill"}},
	} {
		if got := Conjugations(tc.stem); !slices.Equal(got, tc.want) {
			t.Errorf("Conjugations(%q) = %v, want %v", tc.stem, got, tc.want)
		}
	}
}

// A denial stressed by the words between (하나, 하나도, 전혀) is still a
// denial, after a noun or after a predicate and 데/곳/거; 거 아니고 denies
// too; "no X or Y" denies both.
func TestStressedDenial(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text, phrase string
		want         bool
	}{
		{"금 간 데 하나 없어요", "금 간", true},
		{"깨진 곳 하나도 없음", "깨진", true},
		{"얼룩 하나 없어요", "얼룩", true},
		{"흠집 전혀 없어요", "흠집", true},
		{"깨진 거 아니고 그냥 오래됐어요", "깨진", true},
		{"젖은 건 아니에요", "젖은", true},
		{"no chips or cracks", "cracks", true},
		{"마르지 않았어요", "마르지 않", false},
		// not denied
		{"금 간 데 하나 있어요", "금 간", false},
		{"얼룩 하나 있고 나머진 없어요", "얼룩", false},
		{"깨진 거 버려요", "깨진", false},
	} {
		if got := NewReading(tc.text, WordLexicon{Negators: []string{"no", "not"}}).Negated(tc.phrase); got != tc.want {
			t.Errorf("Negated(%q in %q) = %v, want %v", tc.phrase, tc.text, got, tc.want)
		}
	}
}
