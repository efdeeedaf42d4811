package catalog

import "testing"

// Mould said bare before a thing's name is said of that thing: a mouldy
// insole, board or bag is still that thing; a mouldy food stays food, and
// mould said of nothing named is spoiled food.
func TestCat26MouldyThing(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"곰팡이 핀 신발 깔창 버려요", "general"},
		{"곰팡이 핀 나무 도마 하나", "general"},
		{"곰팡이 핀 가죽 가방", "clothing"},
		// near-misses: a food, nothing named, a food before mould
		{"곰팡이 핀 모닝빵 세 개", "food_waste"},
		{"곰팡이 핀 거 한 봉지", "food_waste"},
		{"식빵에 곰팡이 핀 거", "food_waste"},
	})
}

// A box or bag named after a food and the weight it was sold by (10kg,
// 5키로) is the item, as one after a sales form is; a box said as where
// food was put, one whose contents rotted, and a box used as a measure
// (한 박스) leave the food the item.
func TestCat26SoldByWeight(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"배 7kg 선물 상자 접어 놨어요", "paper"},
		{"고구마 5키로 박스 빈 거", "paper"},
		{"한라봉 3kg 박스", "paper"},
		// near-misses: spoiled contents, a measure, a place
		{"고구마 5키로 박스째 썩었어요", "food_waste"},
		{"고구마 한 박스 남았어요", "food_waste"},
		{"감자 10kg 박스에 담아 둔 거 싹 났어요", "food_waste"},
	})
}

func TestSoldByWeight(t *testing.T) {
	t.Parallel()
	for w, want := range map[string]bool{
		"10kg": true, "5키로": true, "20킬로": true, "3근": true, "18l": true,
		"kg": false, "10": false, "10개": false, "한": false, "10kgs": false,
	} {
		if got := soldByWeight(w); got != want {
			t.Errorf("soldByWeight(%q) = %v, want %v", w, got, want)
		}
	}
}
