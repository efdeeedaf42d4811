package catalog

import "testing"

// A name whose last word, with the box word after it, names the item
// again (쿠키 틴 상자: a 틴 상자) is that item, not the box it came in;
// a name written over two words before 인데 is the thing said first.
func TestCat30NamedAgainPastBox(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"쿠키 틴 상자", "metal_can"},
		{"사탕 틴 상자 버려요", "metal_can"},
		{"쿠키 틴 상자인데 안에 플라스틱 받침이 붙어 있어요", "metal_can"},
		{"민트 틴 상자인데 속에 종이 칸막이가 접착돼 있어요", "metal_can"},
		// near-misses: the box a product came in, a metal thing's box
		{"틀니 세정제 상자", "paper"},
		{"스텐 냄비 박스", "paper"},
	})
}

// A glass part named after an electrical device, when the device was
// hit by something else (저울에 아령이 떨어져서 유리 판이 깨졌어요), is the
// device's part; the device is the item. A device the item hit, or
// where it was put, stays where it happened.
func TestCat30DeviceGlassPart(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"체중계에 아령이 떨어져서 유리 상판이 깨졌어요", "e_waste"},
		{"전자 체중계에 공이 날아와서 유리 상판에 금이 갔어요", "e_waste"},
		// near-misses: the mirror hit the washer, a glass top alone
		{"세탁기에 부딪혀서 깨진 거울", "nonflammable"},
		{"유리 상판이 깨졌어요", "nonflammable"},
	})
}

// Names read this session: a butane canister written apart, a cookie
// tin, a sun lounger, a climbing crash mat, a styrofoam board, a paper
// name-tag insert (명찰 속지).
func TestCat30Names(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"버너에 끼우던 부탄 통 구멍 뚫었어요", "metal_can"},
		{"다 쓴 부탄캔 세 개", "metal_can"},
		{"바닷가에서 쓰던 선베드 버려요", "bulky"},
		{"썬베드 다리가 부러졌어요", "bulky"},
		{"클라이밍 매트 커버가 다 해졌어요", "bulky"},
		{"스티로폼 보드에 종이 포스터가 붙어 있어요", "styrofoam"},
		{"명찰 속지만 모았어요", "paper"},
	})
}
