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

// A trace denied with the noun of what left it written before it (양념
// 자국 하나도 없어요, 커피 얼룩은 없음) denies that noun too; a predicate
// denied through 것도, 것이 (금 간 것도 없어요) is denied; the long
// negation said with 안 하다 (씻지는 안 했어요, 헹구지도 못 했음) denies
// the verb.
func TestTraceAndLongDenial(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text, phrase string
		want         bool
	}{
		{"반찬통 고춧가루 자국 하나도 없어요", "고춧가루", true},
		{"컵에 커피 얼룩은 없음", "커피", true},
		{"도시락 소스 찌꺼기 전혀 없어요", "소스", true},
		{"접시 이 빠진 것도 없어요", "이 빠진", true},
		{"병에 금 간 것이 없어요", "금 간", true},
		{"통 씻지는 안 했어요", "씻지", true},
		{"컵 헹구지도 못 했음", "헹구", true},
		{"봉지 씻지 안했어요 ㅠ", "씻지", true},
		// not denied
		{"반찬통 고춧가루 자국 남았어요", "고춧가루", false},
		{"소스 통 없어요 그냥 버려요", "소스", false},
		{"금 간 것도 있고 멀쩡한 것도 있어요", "금 간", false},
		{"씻지는 했는데 냄새가 나요", "씻지", false},
		{"헹구지 말고 그냥 안 했어요", "헹구", false},
	} {
		if got := NewReading(tc.text, WordLexicon{Negators: []string{"no", "not"}}).Negated(tc.phrase); got != tc.want {
			t.Errorf("Negated(%q in %q) = %v, want %v", tc.phrase, tc.text, got, tc.want)
		}
	}
}
