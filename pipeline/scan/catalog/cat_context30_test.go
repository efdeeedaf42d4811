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
// where it was put, stays where it happened; a thing that fell on a
// piece of furniture, with no part of it named after, is what broke.
func TestCat30DeviceGlassPart(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"체중계에 아령이 떨어져서 유리 상판이 깨졌어요", "e_waste"},
		{"전자 체중계에 공이 날아와서 유리 상판에 금이 갔어요", "e_waste"},
		// near-misses: the mirror hit the washer, a glass top alone
		{"세탁기에 부딪혀서 깨진 거울", "nonflammable"},
		{"유리 상판이 깨졌어요", "nonflammable"},
		// a device the glass only stood under, a thing that fell on
		// another and broke itself (nothing else named after the fall)
		{"tv 올려놓던 유리 상판 금 감", "nonflammable"},
		{"책상에 화분이 떨어져서 금 갔어요", "nonflammable"},
		{"식탁에 꽃병이 떨어져서 금이 갔어요", "nonflammable"},
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
		{"학원 프린트 한 묶음", "paper"},
	})
}

// A term glued to 장 names a venue (눈썰매장, 썰매장에서), not the thing;
// a food's paste or kimchi-making (고추장, 김장) is left as it was, and
// furniture named with 장 is a term of its own.
func TestCat30VenueGlued(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"눈썰매장 매점에서 산 과자 봉지", "vinyl"},
		{"눈썰매장에서 쓰던 계산기 고장남", "e_waste"},
		// near-misses: the sled itself, furniture, a food's paste
		{"눈썰매 부러졌어요", "plastic"},
		{"티비장 버려요", "bulky"},
		{"고추장 통", "plastic"},
	})
}

// A food named before its container with a word of the container's
// looks between (오징어구이 투명 용기) held it; a food named after a
// bare container and said to soil it (반찬통 김칫국물 안 씻음) is its
// residue; a bottle's cap said closed (물병 뚜껑 닫혀 있어요) is on the
// bottle.
func TestCat30FoodAndContainer(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"순대볶음 투명 용기 헹궜어요", "plastic"},
		{"떡볶이 일회용 용기", "plastic"},
		{"도시락통 밥풀 말라붙음", "plastic"},
		{"반찬통 김칫국물 안 씻음", "plastic"},
		{"플라스틱 트레이 케첩 굳었어요", "plastic"},
		{"빈 물병 뚜껑 닫혀 있어요", "clear_pet"},
		{"소주병 뚜껑 잠겨 있음", "glass"},
		// near-misses: the cap alone, the food alone
		{"물병 뚜껑만 모았어요", "plastic"},
		{"먹다 남은 김치", "food_waste"},
	})
}

// Bones taken out of a food leave the food; batteries taken out of a
// device and kept, said in the noun form, are the battery; a thing
// said set apart with a last 따로 and no verb is not the item.
func TestCat30TakenOut(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"먹다 남은 치킨 뼈 뺌", "food_waste"},
		{"헤드랜턴 건전지 빼놓음", "battery"},
		{"먹다 남은 피자 조각 상자는 따로", "food_waste"},
		{"찻주전자 뚜껑 깨짐", "nonflammable"},
		{"헤드셋 머리띠 부러짐", "e_waste"},
		{"카디건 보풀 많아요", "clothing"},
		// near-misses: bones kept, the device thrown after, the box alone
		{"치킨 뼈 모아놨어요", "general"},
		{"랜턴 건전지 빼놓고 랜턴 버려요", "e_waste"},
		{"피자 상자는 따로", "paper"},
	})
}
