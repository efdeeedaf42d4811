package catalog

import "testing"

// 철 said before 지난, 지나 or 지났 is the season, not iron: the thing
// named after is the item; 철 said as a material, or with no thing
// named after, is read as it was.
func TestCat39OutOfSeason(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"철 지난 옷 정리", "clothing"},
		{"철이 지난 겨울 옷", "clothing"},
		{"철 지나서 안 입는 옷", "clothing"},
		// near-misses: iron said of a thing, or nothing named after
		{"철 선반 녹슨 거", "bulky"},
		{"철로 된 옷걸이", "metal_can"},
		{"철 지난 거", "metal_can"},
	})
}

// A piece of furniture named bare before 유리, the glass said broken or
// cracked after, is the glass laid on or set in it: broken glass, not
// the furniture. Glass said first (a glass table), a scratch, or glass
// not said broken leaves the furniture.
func TestCat39BrokenFurnitureGlass(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"식탁 유리 깨진 거", "nonflammable"},
		{"진열장 유리 금 간 거", "nonflammable"},
		{"책상 유리가 깨졌어요", "nonflammable"},
		// near-misses
		{"유리 식탁 깨진 거", "bulky"},
		{"식탁 유리 흠집 난 거", "bulky"},
		{"식탁 유리 닦다가 다리 부러진 식탁", "bulky"},
		{"식탁 깨진 거", "bulky"},
	})
}
