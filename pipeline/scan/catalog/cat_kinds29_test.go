package catalog

import "testing"

// A product named before the paper box it came in — a plastic bottle's
// product (세정제, 바디워시) or a thing packagingOf takes, with 포장 or
// 선물 between — names the box, which is the item. A box said to go out
// with the thing, as a place, listed, or holding the thing put back in
// it, leaves the thing the item.
func TestCat29BoxOfProduct(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"틀니 세정제 상자", "paper"},
		{"바디워시 상자 버려요", "paper"},
		{"세탁세제 박스 납작하게 접음", "paper"},
		{"답례 수건 포장 상자", "paper"},
		{"그릇 포장 상자 버려요", "paper"},
		{"칫솔 선물 박스", "paper"},
		// near-misses: the thing with its box, in it, put back in it
		{"세정제 상자째 버려도 돼요?", "plastic"},
		{"수건 상자에 넣어 둔 거", "clothing"},
		{"원형 형광등 포장 박스 안에 넣어 둔 채", "lamp"},
		{"바디워시 통", "plastic"},
	})
}

// 거 after a part said to be fixed on a piece of furniture or an
// appliance named right before it (화장대 거울 달린 거) is the furniture;
// the part with a noun after it, or named alone, keeps its own reading.
func TestCat29FurnitureWithPart(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"화장대 거울 달린 거", "bulky"},
		{"옷장 거울 붙은 거예요", "bulky"},
		{"장식장 유리 달린 건데 버려요", "bulky"},
		{"신발장 거울 달린 거", "bulky"},
		// near-misses: a noun after, no furniture before, the part alone
		{"거울 달린 화장대", "bulky"},
		{"화장대 거울 깨졌어요", "nonflammable"},
		{"손잡이 거울 달린 거", "nonflammable"},
		{"화장대 손거울", "nonflammable"},
	})
}

// A garment or a towel said to be disposable — 일회용 right before it or
// with one noun of use between, 부직포 right before it — is general
// waste; 일회용 said of another thing, set against, or with a thing's
// name between leaves the garment clothing.
func TestCat29DisposableGarment(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"일회용 가운", "general"},
		{"일회용 미용 가운 여러 장", "general"},
		{"일회용 마사지 팬티", "general"},
		{"일회용 애견 타월", "general"},
		{"일회용 수술 모자", "general"},
		{"부직포 가운", "general"},
		// near-misses
		{"일회용 말고 면 티셔츠", "clothing"},
		{"일회용 컵 옆에 둔 티셔츠", "clothing"},
		{"미용 가운", "clothing"},
	})
}
