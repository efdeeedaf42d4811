package catalog

import "testing"

// In a Korean compound the last noun is the thing when it is a container
// or packaging at least as long as the noun before it: the box a
// detergent came in, the outer film of ready rice. A tape or a cloth
// after a thing, a stream's own word no longer than the thing, and a
// noun said as a tool or a place are no such head.
func TestCat23HeadAfter(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"린스 종이 상자 접어서", "paper"},
		{"샴푸 종이 상자 하나", "paper"},
		{"즉석밥 겉비닐 모아 둔 것", "vinyl"},
		{"손난로 겉봉지 여러 장", "vinyl"},
		// no head
		{"생수 빈 병 두 개", "clear_pet"},
		{"우유팩 테이프가 반 넘게 붙어 있음", "paper_pack"},
		{"프라이팬 키친타올로 닦아 냈어요", "metal_can"},
		{"섬유유연제 다 쓴 통", "plastic"},
	})
}

// What held or covered a thing, named after it with 들어 있던, 담겨 온
// or, after 에, 씌워진, 덮여 있던, is the item: the thing it held or
// covered is not. A thing said with 에 before 들어 있던 is a place, and
// with nothing named after the verb the thing stays the item.
func TestCat23HeldOrCovered(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"보조배터리 들어 있던 종이 상자", "paper"},
		{"충전기 담겨 온 비닐", "vinyl"},
		{"이불에 씌워져 있던 비닐 커버", "vinyl"},
		{"정장에 씌워진 비닐 한 장", "vinyl"},
		// a place before the verb, or nothing after it
		{"상자에 들어 있던 유리병", "glass"},
		{"건전지 들어 있어요", "battery"},
	})
}

// A material word said as a bare word before a thing makes it of the
// material's stream: silicone and beeswax goods are general waste, a
// bowl or a tub said to be steel or aluminium is metal. A material glued
// to its thing is a name of its own (철수세미), and a can is no material.
func TestCat23MaterialSaid(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"실리콘 앞치마 찢어짐", "general"},
		{"실리콘 반찬통 냄새 배서", "general"},
		{"실리콘 도시락통 냄새", "general"},
		{"스테인리스 반찬통 찌그러짐", "metal_can"},
		{"알루미늄 도시락통", "metal_can"},
		{"스뎅 사발 하나", "metal_can"},
		// glued, or no material
		{"철수세미 다 닳음", "general"},
		{"플라스틱 반찬통", "plastic"},
		{"앞치마 얼룩", "clothing"},
	})
}

// Names the catalog lacked, by trade and by way of naming: spoken
// spellings (빠떼리, 테레비, 쐬주, 스찌로폼), brands (카프리썬, 날진,
// 모닌), trade goods (펄프 몰드, 요소수, 회전판) and the flowers and
// silicone goods of general waste.
func TestCat23Names(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"빠떼리 갈아 끼우고 남은 거", "battery"},
		{"밧데리 수명 다 됨", "battery"},
		{"안방 테레비 고장", "e_waste"},
		{"쐬주병 세 개", "glass"},
		{"스찌로폼 조각들", "styrofoam"},
		{"비타민워터 다 마신 거", "clear_pet"},
		{"카프리썬 빈 파우치 몇 개", "vinyl"},
		{"샘플 파우치 한 움큼", "vinyl"},
		{"화장품 파우치 (천)", "clothing"},
		{"우황청심원 한 알 남음", "medicine"},
		{"펄프 몰드 포장재", "paper"},
		{"안개꽃 다발 말랐어요", "general"},
		{"곰팡이 제거제 분무기 빈 것", "plastic"},
		{"요소수 통 비움", "plastic"},
		{"모카포트 손잡이 녹슴", "metal_can"},
		{"전자레인지 회전판 금 감", "nonflammable"},
		{"에어컨 필터 갈고 나온 헌 것", "general"},
		{"날진 보틀 뚜껑 깨짐", "plastic"},
		{"모닌 시럽 다 쓴 유리병", "glass"},
		{"구몬 학습지 한 더미", "paper"},
	})
}
