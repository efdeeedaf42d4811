package catalog

import "testing"

// An appliance before a word of a trade (기사, 설치 기사) or of a service
// done at a household (설치해 드린 댁) is someone's work or a place's;
// the item is what the text names after it.
func TestCat25ApplianceOfATrade(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"냉장고 배송 기사님이 두고 간 스티로폼 모서리 조각", "styrofoam"},
		{"보일러 수리 기사 작업복 바지, 무릎이 다 해졌어요", "clothing"},
		{"정수기 점검해 드린 집에서 버려 달라신 낡은 수세미", "general"},
		// near-misses: the appliance is all that is named, or what was done to it
		{"세탁기 설치 기사", "e_waste"},
		{"세탁기 수리했는데 또 고장 났어요", "e_waste"},
	})
}

// A drink or a food said with 을/를 before a verb of spilling is what
// was spilt; the thing it was spilt on is the item.
func TestCat25SpiltOnTheItem(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"노트북 키보드에 커피를 쏟아서 끈적해요", "e_waste"},
		{"전기장판에 식혜를 엎질렀어요", "e_waste"},
		{"소파에 우유를 흘려서 얼룩졌어요", "bulky"},
		// near-misses: nothing else named, or the bottle named
		{"콜라를 쏟았어요", "clear_pet"},
		{"사이다를 반쯤 쏟고 남은 페트병", "clear_pet"},
	})
}

// A food named in the clause before a holder said to hold it (위에
// 있어요, 그릇에 불어 있어요), however far back in that clause, or said
// with 이/가 a few words before the holder, is the item.
func TestCat25FoodOnAHolder(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"돌잔치 때 잘라 먹고 남은 시루떡 몇 조각, 종이 접시 위에 있어요", "food_waste"},
		{"라면이 반 넘게 남아서 냄비에 불어 있어요", "food_waste"},
		{"짬뽕이 한참 남아서 배달 그릇에 그대로예요", "food_waste"},
		// near-misses: the holder is the subject, or no food named
		{"종이 접시 위에 아무것도 없어요", "paper"},
		{"다 먹고 남은 종이 접시, 싱크대 위에 있어요", "paper"},
	})
}

// A material said before a thing of another stream, a word between when
// it names the thing's kind, says what it is made of: 플라스틱 북엔드 is
// plastic, 철제 상자 metal.
func TestCat25MaterialSaid(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"플라스틱 책 받침대 두 개", "plastic"},
		{"플라스틱 그릇 몇 개", "plastic"},
		{"철제 상자 녹슨 거", "metal_can"},
		{"일회용 밥그릇 여러 개", "plastic"},
		// near-misses: the material's own item, and a glass dish
		{"유리 그릇", "nonflammable"},
		{"쇠 받침대", "metal_can"},
	})
}

// Paper laminated by hand (코팅기로 코팅한, 라미네이팅한) goes with general
// waste, the film bonded to it; 비닐 said as the coating's material is
// not the item.
func TestCat25Laminated(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"학원 복도에서 뗀, 코팅기로 코팅한 안내장 몇 장", "general"},
		{"비닐로 코팅한 공고문 한 묶음", "general"},
		{"laminated menu cards from the café", "general"},
		// near-misses: not laminated, a coated cup, and the name itself
		{"코팅 안 한 안내문 몇 장", "paper"},
		{"안쪽이 코팅된 종이컵", "paper"},
		{"비닐 코팅된 종이", "general"},
	})
}

// The thing said first with a copula (종이 상자인데) is the item when what
// the text names after it is the subject of a verb of sticking: that is
// a part stuck on it.
func TestCat25CopulaItemThenStuckPart(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"한과 선물 종이 상자인데 안쪽 플라스틱 칸막이 받침이 본드로 붙어서 안 떨어져요", "paper"},
		{"스티로폼 박스예요, 비닐 테이프가 덕지덕지 붙어 있어요", "styrofoam"},
		{"추석 선물 종이 케이스인데 안쪽에 플라스틱 틀이 붙어서 안 빠져요", "paper"},
		// near-misses: nothing said first, or the later thing not stuck
		{"플라스틱 받침이 붙어서 안 떨어져요", "plastic"},
		{"종이 상자인데요, 플라스틱 통이 안에 들어 있어요", "plastic"},
	})
}

// A karaoke machine is a small appliance; an appliance cleaned for
// someone (분해 청소해 드리고) is the work, not the item.
func TestCat25KaraokeAndServedAppliance(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"the old karaoke machine from the church hall, the screen is cracked", "e_waste"},
		{"에어컨 분해 청소해 드리고 나온 먼지 뭉치", "general"},
	})
}
