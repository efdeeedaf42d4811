package catalog

import "testing"

// Bones named right after a food are the food's bones, general waste,
// whether the food is fish, meat or a stew; bones listed with the flesh
// (뼈랑 살) or said of how the food was cooked (뼈째) leave the food the
// item.
func TestCat25BoneOfFood(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"고등어 뼈 한 줌", "general"},
		{"광어 뼈를 어디에 버려요", "general"},
		{"감자탕 뼈 모아 놨어요", "general"},
		{"삼치 뼈만 남았어요", "general"},
		// near-misses: a list, a way of cooking, the food alone
		{"고등어 뼈랑 살 남은 거", "food_waste"},
		{"갈치 뼈째 조린 거 남았어요", "food_waste"},
		{"고등어 조림 남은 거", "food_waste"},
	})
}

// A container named after a food and a word for the form the food was
// sold in (밀키트, 멀티팩, 대용량, 업소용) is the item; a container said
// as where the food was put, or one whose contents went bad, is not.
func TestCat25PackedIn(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"떡볶이 밀키트 봉지 뜯은 거", "vinyl"},
		{"아이스크림 멀티팩 종이 상자", "paper"},
		{"만두 대용량 봉지 빈 거", "vinyl"},
		{"고추장 업소용 통 씻어 놓은 거", "plastic"},
		// near-misses: a place, spoiled contents, no form word
		{"만두 대용량 봉지에 담아 둔 거 상했어요", "food_waste"},
		{"귤 대용량 박스째 물러 버렸어요", "food_waste"},
		{"떡볶이 남은 거", "food_waste"},
	})
}
