package scan

import "testing"

// The kinds of catalog/cat_kinds13_test.go, read whole (keyword and
// classifier): a plastic saucer that cracked under a pot stays plastic
// (the pot is a place, the saucer's material is named); bike scrap is
// metal; a pear's peel and core are food; houseplant leaves are general;
// a wine named by its origin is glass.
func TestCat13Kinds(t *testing.T) {
	t.Parallel()
	checkCat8(t, []cat8Case{
		{"화분 밑에 받치던 플라스틱 받침 접시, 밟았더니 쩍 갈라짐", "plastic"},
		{"베란다 화분 아래 깔던 플라스틱 받침 그릇 금 갔어요", "plastic"},
		{"old bike chain and a couple of snapped spokes", "metal_can"},
		{"자전거 고치다 나온 브레이크 케이블이랑 바퀴살", "metal_can"},
		{"배 두 개 깎아 먹고 나온 껍질하고 씨 있는 속", "food_waste"},
		{"wilted houseplant stems and yellow leaves from repotting", "general"},
		{"the Italian red from last weekend, bottle rinsed", "glass"},
		{"성묘 때 올렸던 정종 병, 마개도 그대로고 반쯤 남았어요", "glass"},
		{"키보드 틈 먼지 불던 에어 더스터 캔 다 씀", "metal_can"},
		// near-misses: a ceramic saucer broken, a charging cable
		{"화분 밑에 받치던 사기 받침 접시 깨졌어요", "nonflammable"},
		{"a frayed phone charging cable", "e_waste"},
	})
}
