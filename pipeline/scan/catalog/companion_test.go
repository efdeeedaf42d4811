package catalog

import (
	"slices"
	"testing"
)

// A thing the asker would put the item out with ("X랑 같이 버려도 돼?")
// is not the item, and its stream is only proposed (Match.Aside).
func TestCompanionProposed(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	for _, tc := range []struct{ text, middle, aside string }{
		{"수명 끝난 할로겐 전구, LED등이랑 같이 내놔도 되나요?", "nonflammable", "lamp"},
		{"꼬마전구 한 줄, LED 전구하고 함께 넣어도 돼요?", "nonflammable", "lamp"},
		{"깨진 접시 유리병이랑 같이 내놔도 되죠?", "nonflammable", "glass"},
		{"우유팩 헹군 거 종이 박스랑 같이 버려도 될까요", "paper_pack", "paper"},
	} {
		m := c.Match(tc.text)
		if m.Middle != tc.middle || !slices.Contains(m.Aside, tc.aside) {
			t.Errorf("%q: got %s aside %v, want %s aside %s", tc.text, m.Middle, m.Aside, tc.middle, tc.aside)
		}
	}
	// two things thrown out together, the first the item
	checkMiddles(t, c, [][2]string{
		{"형광등이랑 건전지 같이 모아놨어요", "lamp"},
	})
}
