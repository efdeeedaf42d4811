package catalog

import "testing"

// Refuse (general waste) said to be in or put into a bottle, can, carton
// or tub named right before it soils that container, which is the item.
// A box or a bag holding a thing, refuse said on its own, or a thing in
// a container of another stream is read as before.
func TestCat41RefuseInContainer(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"소주병 안에 담배꽁초가 들어 있어요", "glass"},
		{"맥주캔에 꽁초를 잔뜩 꽂아 놨어요", "metal_can"},
		{"우유팩 속에 이쑤시개가 들어 있어요", "paper_pack"},
		{"캔 안에 담배꽁초 넣었어요", "metal_can"},
		{"페트병에 담배꽁초들이 들어 있어요", "clear_pet"},
		{"빈 소주병인데 안에 이쑤시개가 잔뜩 들어 있어요", "glass"},
		{"참치캔, 속에 담배꽁초를 넣어 놨어요", "metal_can"},
		// near-misses
		{"쇼핑백 안에 깨진 우산이 들어 있어요", "general"},
		{"담배꽁초 모아서 버려요", "general"},
		{"캔 안에 담배꽁초 있어요", "general"},
	})
}

// A longer name that ends where a shorter one does is the thing a reader
// looking back for "the thing named before" finds: 쿠키 틴 상자, not its
// head 상자.
func TestCat41LongestNameBefore(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"쿠키 틴 상자, 속에 플라스틱 트레이가 붙어 있어요", "metal_can"},
		{"사탕 틴 상자, 안에 플라스틱 칸막이가 본드로 붙어서 못 떼요", "metal_can"},
	})
}
