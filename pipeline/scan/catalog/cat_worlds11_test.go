package catalog

import "testing"

// The things a home baker throws away: piping bags are vinyl, baking
// parchment is general, baked goods (burnt or stale) are food, a glass
// pie or baking dish is heat-proof glass for the nonflammable sack.
func TestCat11HomeBaking(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"크림 짜고 난 짤주머니 여러 개", "vinyl"},
		{"piping bags with frosting stuck inside", "vinyl"},
		{"기름 밴 유산지 몇 장", "general"},
		{"used baking paper from the tray", "general"},
		{"오븐에 너무 오래 둔 스콘 여섯 개", "food_waste"},
		{"딱딱하게 굳은 브라우니 반 판", "food_waste"},
		{"a batch of burnt madeleines", "food_waste"},
		{"내열유리 파이 접시 금이 갔어요", "nonflammable"},
		{"glass pie dish cracked in the oven", "nonflammable"},
	})
}

// Art and study papers (watercolour, croquis, 화선지) are paper; a steel
// paint tin is a metal can.
func TestCat11ArtPapers(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"화선지 연습한 거 한 묶음", "paper"},
		{"크로키지 스무 장 정도", "paper"},
		{"watercolor paper offcuts", "paper"},
		{"다 쓴 철제 물감통 하나", "metal_can"},
	})
}

// Clearing out a house: encyclopedias and book sets are paper; paving
// blocks are nonflammable rubble.
func TestCat11HouseClearing(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"거실에 있던 위인전 전집 한 질", "paper"},
		{"an old encyclopedia set from the attic", "paper"},
		{"화단 옆에 쌓여 있던 보도블럭", "nonflammable"},
		{"a few cracked pavers from the patio", "nonflammable"},
	})
}

// A pot or cauldron counted (한 솥, 한 냄비) measures the food in it;
// a pot not counted is still the pot.
func TestCat11PotAsMeasure(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"잔치하고 남은 잡채 한 솥", "food_waste"},
		{"미역국 두 냄비 남은 거", "food_waste"},
		{"찌그러진 냄비 하나", "metal_can"},
		{"바닥 탄 솥", "metal_can"},
	})
}

// Packing, drinks and bags said another way: foam corner guards are
// styrofoam, 캔음료 is a can, paper grocery bags are paper, and an opaque
// or white PET bottle is coloured PET, not clear.
func TestCat11PackingAndDrinks(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"foam corner guards from a desk lamp box", "styrofoam"},
		{"모서리 완충재 네 개", "styrofoam"},
		{"캔음료 세 개 마셨어요", "metal_can"},
		{"a wet paper grocery bag", "paper"},
		{"불투명한 페트병 두 개 씻었어요", "plastic"},
		{"opaque PET bottle of yogurt drink, rinsed", "plastic"},
		{"투명 생수병 흰 뚜껑 닫힌 채", "clear_pet"},
	})
}
