package catalog

import "testing"

// What was ridden (눈썰매 타다, 자전거 타다가, 킥보드 타고) is where a
// thing got its state, not the item: the thing named after it is, and
// the state is that thing's. A part of the ridden thing names no item
// of its own, and a thing ridden with nothing named after it stays the
// item.
func TestCat32RiddenThing(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"눈썰매 타다 다 젖은 방수바지", "clothing"},
		{"자전거 타다가 바지가 찢어졌어요", "clothing"},
		{"자전거를 타다가 넘어져서 깨진 휴대폰", "e_waste"},
		{"커피 타고 남은 스틱 봉지", "vinyl"},
		// near-misses: the ridden thing itself, its own part
		{"자전거 타다가 바퀴 펑크 났어요", "bulky"},
		{"애들 타던 눈썰매 금 갔어요", "plastic"},
	})
	checkKinds(t, c, []kindCase{
		{"자전거 타다 넘어져서 찢어진 바지", "clothing", []string{"broken"}},
		{"눈썰매 타다 다 젖은 방수바지", "clothing", []string{"wet"}},
	})
}

// A mesh (망, 그물망) named after a device with only bare words between
// (a shaver's head, a microphone's grille, a fan's guard) is the
// device's part, not a net bag, and a break of it is the device's. A
// net bag named on its own, or beside a device with 옆에, stays vinyl.
func TestCat32MeshOfDevice(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"전동 면도기 헤드 망이 찢어졌어요", "e_waste"},
		{"선풍기 망 휘었어요", "e_waste"},
		{"무선 마이크 그물망 찌그러짐", "e_waste"},
		// near-misses: a net bag
		{"양파 담겨 온 망", "vinyl"},
		{"선풍기 옆에 둔 양파망", "vinyl"},
	})
	checkKinds(t, c, []kindCase{
		{"마이크 머리 부분 그물망이 깨졌어요", "e_waste", []string{"broken"}},
		{"귤 담겼던 망이 찢어졌어요", "vinyl", []string{"broken"}},
	})
}

// A thing named bare right before a cover or case word (스케이트날
// 커버, 안경 케이스) only says what the cover is for: when the text
// names another item (the material, the packaging), that is the item.
func TestCat32AccessoryNamed(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"스케이트날 커버 새로 산 거 포장 투명 케이스 가격표 붙음", "plastic"},
		{"안경 케이스 플라스틱 금 갔어요", "plastic"},
		{"칼 커버 플라스틱 부러짐", "plastic"},
		// near-miss: the thing itself, named with no cover
		{"스케이트 날 녹슨 거", "metal_can"},
	})
}
