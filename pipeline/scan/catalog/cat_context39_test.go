package catalog

import "testing"

// A cell said taken out, with 을/를 or bare, is the item even when the
// holder it came out of is said after another thing (수정구슬 밑 받침에서);
// a cell said as a topic (배터리는 뺐어요) leaves the device the item.
func TestCat39CellTakenOut(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"수정구슬 밑에 두던 받침에서 동전 모양 전지를 뺐어요, 받침은 또 써요", "battery"},
		{"장식 유리컵 아래 조명 받침에서 코인 전지 두 개 꺼냈어요", "battery"},
		// near-misses: the cell as a topic of a device that goes out
		{"전자 체중계 건전지는 뺐어요", "e_waste"},
		{"디지털 액자 본체, 배터리는 빼서 따로 냈어요", "e_waste"},
	})
}

// "clamshell" written as one word is a hinged pack; "clam shells" with a
// space, or with a word of seafood, are shells.
func TestCat39ClamshellPack(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"bakery clamshell, the croissants are gone", "plastic"},
		{"two clamshells from the salad bar, rinsed", "plastic"},
		// near-misses: the sea animal's shells
		{"clam shells from last night's pasta", "general"},
		{"steamed clamshells and mussel shells after dinner", "general"},
	})
}

// Names of session 39: a travel adapter, a rack server, a round table,
// nylon ties, grinding discs, a welding helmet's dark glass, candle wax
// left in a jar, maple syrup.
func TestCat39Names(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"해외여행 때 쓰던 여행용 변압기, 이제 안 켜져요", "e_waste"},
		{"사무실 2U 서버 본체 한 대", "e_waste"},
		{"거실 원탁 상판이 갈라졌어요", "bulky"},
		{"정리하고 남은 나일론 타이 조각들", "general"},
		{"다 닳은 연마 디스크 세 장", "general"},
		{"용접면에서 뺀 흑유리 한 장", "nonflammable"},
		{"캔들 다 쓰고 병에서 파낸 양초 찌꺼기", "general"},
		{"메이플 시럽 병 다 먹고 헹군 거", "glass"},
		// near-misses: a server room is a place, a grinder's dead motor
		// is an appliance
		{"서버실에서 나온 종이 박스", "paper"},
		{"커피 그라인더 모터가 안 돌아가요", "e_waste"},
	})
}

// Refinements of session 39: corks collected are general waste, a cork
// in its bottle is the bottle's cap; a café syrup named by its flavour
// or its pump is no medicine.
func TestCat39CorksAndSyrups(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"파티 때마다 와인 코르크 마개 모아 둔 것들", "general"},
		{"a bag of corks from the wedding", "general"},
		{"헤이즐넛 시럽 병 다 비웠어요", "glass"},
		{"카페 시럽 펌프 통 다 쓴 거", "plastic"},
		// near-misses: a cork back in its bottle; medicine syrups
		{"와인병에 코르크를 도로 꽂아 뒀어요", "glass"},
		{"아이 감기 시럽 반 병 남았어요", "medicine"},
	})
}

// A counted box or bag measures what it holds; a piece of furniture said
// as the place it was put (테이블에, 책상 위에) is not what it held.
func TestCat39MeasureNotPlace(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"회의실 테이블에 귤 한 봉지 올려 뒀는데 껍질만 남았어요", "food_waste"},
		{"식탁 위에 귤 한 상자 두고 다 까먹은 껍질", "food_waste"},
		// near-miss: the furniture itself, not said as a place
		{"접이식 테이블 한 개 버려요", "bulky"},
	})
}

// What came out of a spot of a thing (가방 안주머니에서, 지갑 칸에서) is
// the item, as what came out of the thing itself is.
func TestCat39SourceSpot(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"백팩 안주머니에서 나온 행사 안내지 한 장", "paper"},
		{"지갑 칸에서 찾은 오래된 영수증", "general"},
		// near-miss: the thing's spot said with no thing coming out
		{"백팩 안주머니가 찢어졌어요", "clothing"},
	})
}

// Names from dev33's kinds: a squeeze bottle, a bandana, a mannequin,
// tissue paper for wrapping, shot glasses, racket strings, a deck of
// cards, an LED score board, a vinyl shoe bag, a throat spray, a square
// oil tin.
func TestCat39NamesDev33(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"자전거 탈 때 쓰던 스퀴즈 물병", "plastic"},
		{"주방에서 쓰던 면 두건", "clothing"},
		{"매장 전신 마네킹 한 개", "bulky"},
		{"포장하고 남은 박엽지 한 뭉치", "paper"},
		{"샷잔 여섯 개", "nonflammable"},
		{"테니스 라켓 스트링 끊어진 것", "general"},
		{"닳은 트럼프 카드 한 벌", "general"},
		{"체육관 LED 전광판 고장", "e_waste"},
		{"실내화 넣던 비닐 신발주머니", "vinyl"},
		{"throat spray, almost empty", "medicine"},
		{"업소용 식용유 깡통 다 쓴 거", "metal_can"},
	})
}
