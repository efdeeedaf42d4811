package catalog

import "testing"

// 코트 after a sport or its venue, or before a word of using a court, is
// a court, not a coat; a coat said with its own words stays a coat.
func TestCat40Court(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"배드민턴 코트 예약 확인서 출력한 종이", "paper"},
		{"테니스코트 옆 벤치에 두고 간 생수 페트, 라벨 없음", "clear_pet"},
		{"코트 대관 영수증 말고 안내문 종이 한 장", "paper"},
		// near-misses: the coat
		{"겨울 코트 안감 찢어진 거", "clothing"},
		{"울 코트 장갑이랑 같이 정리했어요, 코트만 버려요", "clothing"},
	})
}

// A holder named after its own material (골판지 받침, 유리 받침대) is that
// material's thing, not what it held; a holder named after what it held
// alone is still the holder (리모컨 거치대 플라스틱 받침).
func TestCat40HolderMaterial(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"머그컵 세트가 끼워져 있던 골판지 받침, 컵은 찬장에 넣었어요", "paper"},
		{"와인잔 꽂혀 오던 골판지 받침 두 장", "paper"},
		// near-miss: what the holder held, with its material after it
		{"리모컨 거치대 플라스틱 받침", "plastic"},
	})
}

// What a cloth wiped, said before an adnominal verb of wiping, is not the
// item; the cloth is. A table said wiped on its own stays the table.
func TestCat40WipedWith(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"식당 테이블 닦던 걸레 다 헤졌어요", "general"},
		{"책상 닦는 물티슈 쓰고 남은 거", "general"},
		{"유리창 훔치던 신문지 뭉치", "paper"},
		// near-misses: the wiped thing is the item
		{"원목 테이블 닦아도 얼룩이 안 빠져서 버려요", "bulky"},
		{"테이블은 닦았고 다리 하나가 부러졌어요", "bulky"},
	})
}

// A container named by what it stores (앨범 보관 상자, 이불 수납용 비닐)
// is the container; a material said before 보관 is the container's own.
func TestCat40StoredIn(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"졸업 앨범 보관 상자 눅눅해요", "paper"},
		{"서류 보관용 종이 박스 찢어짐", "paper"},
		{"김장 김치 보관하던 통, 냄새 배었어요", "plastic"},
		// near-misses: a material or the stored thing alone
		{"철제 보관 상자 녹슬었어요", "metal_can"},
		{"스텐 그릇 보관 통 찌그러짐", "metal_can"},
		{"앨범 보관 중이던 거 버려요", "general"},
	})
}

// A dishcloth (행주) is general waste, whatever it was made of; a towel
// stays clothing.
func TestCat40Dishcloth(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"면 행주 삶아도 누런 거", "general"},
		{"old dishcloth with holes", "general"},
		// near-miss: a towel
		{"행주 말고 목욕 수건 해진 거", "clothing"},
	})
}

// "뗄 게 없어요" says there is nothing to take off, not that the noun
// before it was taken off: the bottle stays the item.
func TestCat40NothingToTakeOff(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"분식집 생수병, 무라벨이라 뗄 게 없어요", "clear_pet"},
		{"치킨집 사이다 투명 페트, 벗길 것도 없어요", "clear_pet"},
		// near-miss: the label taken off, the bottle the item
		{"분식집 생수병, 라벨은 뗐어요", "clear_pet"},
	})
}

// A clear-PET exception word whose verb a contraction denies ("you can't
// see through it", "isn't see-through") says the bottle is coloured; the
// word said plainly keeps it clear.
func TestCat40DeniedSeeThrough(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"brown sports drink bottle, you can't see through it", "plastic"},
		{"amber juice bottle, rinsed, you cannot see-through it", "plastic"},
		// near-miss: see-through said plainly
		{"water bottle, rinsed, you can see through it", "clear_pet"},
	})
}

// Antiseptic named as such (소독약, 과산화수소수) is a medicine.
func TestCat40Antiseptic(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"약상자 속 소독약 반 병 남은 거", "medicine"},
		{"half a bottle of antiseptic from the boat", "medicine"},
	})
}

// A headset's ear cushions are general waste; the headset is e-waste.
func TestCat40HeadsetCushion(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"사무실 헤드셋 귀 쿠션 해진 거", "general"},
		// near-miss: the headset itself
		{"사무실 헤드셋 마이크 고장", "e_waste"},
	})
}
