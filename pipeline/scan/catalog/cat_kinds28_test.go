package catalog

import "testing"

// In English a metal word said right before a thing the catalog files as
// general waste (a picture frame, a comb, a hair clip) says it is made of
// metal, as it does before a plastic or a ceramic thing; a metal part
// named after the thing, or another material before it, leaves it general.
func TestCat28EnglishMetalOfGeneral(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"steel picture frame", "metal_can"},
		{"an old aluminium photo frame", "metal_can"},
		{"steel comb for the dog", "metal_can"},
		{"steel hair clip, bent", "metal_can"},
		// near-misses: another material, a metal part
		{"wooden picture frame", "general"},
		{"plastic picture frame", "general"},
		{"picture frame with a steel hook", "general"},
	})
}

// Glass said of a thing that is no bottle or jar is glassware,
// non-combustible: 유리 before a noun the catalog has no name for, or
// before a plastic, metal or general thing's name. A bottle or a jar said
// after it, glass cleaner, what is done with glass and a verb after 유리
// leave the glass stream's reading.
func TestCat28GlassWare(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"유리 쟁반이에요", "nonflammable"},
		{"유리 도시락 뚜껑 없음", "nonflammable"},
		{"유리 트로피 받침 포함", "nonflammable"},
		{"유리 계량컵 눈금 지워진 거", "nonflammable"},
		{"유리 촛대 하나", "nonflammable"},
		{"유리 구슬 한 봉지", "nonflammable"},
		{"유리 막대 몇 개", "nonflammable"},
		// near-misses: a bottle or a jar, cleaner, what is done, a verb
		{"유리 소스 병 라벨 뗌", "glass"},
		{"유리 향수 공병", "glass"},
		{"유리 우유병 씻어 둠", "glass"},
		{"유리 단지 빈 거", "glass"},
		{"유리 세정제 통 빈 거", "plastic"},
		{"유리 재활용 어떻게 해요", "glass"},
		{"유리 버려야 돼요", "glass"},
		// in English
		{"glass cake stand, chipped", "nonflammable"},
		{"old glass dome from a clock", "nonflammable"},
		{"glass sauce jar", "glass"},
		{"glass bottles for recycling", "glass"},
		{"glass recycling question", "glass"},
		{"green beer bottles, the glass ones", "glass"},
	})
}

// A food's form said between it and its container (홀, 분말, 가루) leaves
// the container the item, as a pack form does (떡볶이 밀키트 봉지); a
// bare noun of what the food was may come before the form.
func TestCat28FoodFormBeforeContainer(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"토마토 홀 캔 씻어 둠", "metal_can"},
		{"쌀국수 육수 분말 봉지", "vinyl"},
		{"녹차 가루 봉지 다 씀", "vinyl"},
		// near-misses: the food itself
		{"토마토 홀 남은 거", "food_waste"},
	})
}

// Pet hair said to cover or cling to a thing is the thing's state: the
// thing is the item. Hair gathered on its own, said without a thing, is
// the item.
func TestCat28HairOn(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"거실 러그 강아지 털 잔뜩", "bulky"},
		{"소파 개털 범벅이라 버려요", "bulky"},
		{"고양이 털 투성이인 이불", "bulky"},
		{"니트 스웨터 고양이 털 붙은 거", "clothing"},
		// near-misses: the hair itself
		{"강아지 털 빗질해서 모은 거", "general"},
		{"강아지 털 잔뜩 모아 둔 거", "general"},
		{"고양이 털 묻은 거", "general"},
	})
}
