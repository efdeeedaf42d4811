package catalog

import "testing"

// A food that names its package (요거트, 햇반, 스팸), said to be left
// uneaten or spoiled and named without its package, is the food; with
// its package named, or eaten up, it is the package.
func TestCat22LeftoverPackedFood(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"먹다 남은 요거트 버려요", "food_waste"},
		{"애가 숟가락으로 긁다 만 요플레 먹다 남은 거", "food_waste"},
		{"냉장고 구석에서 곰팡이 핀 그릭요거트", "food_waste"},
		{"먹다 남긴 스팸 반 토막", "food_waste"},
		{"국물 남은 컵라면 먹다 남은 면발", "food_waste"},
		{"쉰 햇반 밥 한 덩이", "food_waste"},
		{"half-eaten yogurt that went moldy", "food_waste"},
		// near-misses: the package is named, or the food was eaten up
		{"먹다 남은 요거트 통", "plastic"},
		{"곰팡이 핀 요거트 컵 뚜껑", "plastic"},
		{"요거트 다 먹고 물로 헹궜어요", "plastic"},
		{"스팸 먹고 남은 캔", "metal_can"},
		{"empty yogurt pot, rinsed", "plastic"},
		{"먹다 남은 딸기우유", "paper_pack"},
	})
}

// A part named with its item in one alias (페트병 라벨), set aside by a
// removal, leaves the item: the words before the part's head still name
// it. With another item named, that one is kept.
func TestCat22SetAsidePartKeepsItem(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"페트병 라벨 뗐어요", "clear_pet"},
		{"투명 페트병 라벨은 칼로 벗겨서 따로 버림", "clear_pet"},
		{"생수 페트병 라벨 다 벗겼습니다", "clear_pet"},
		// near-misses: another item named, or only the part
		{"과자 봉지는 따로 뺐고 상자만 버려요", "paper"},
		{"페트병에서 떼어낸 라벨 비닐만 모았어요", "vinyl"},
	})
}

// A two-syllable name inside a longer word is no name: "동물병원" is no
// 물병 and the shop's name is no item; before a particle or an ending it
// still is.
func TestCat22BuriedTerm(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"동물병원 대기실에 깔던 면 수건이 젖었어요", "clothing"},
		{"동물병원에서 받아 온 강아지 육포 간식 먹다 남은 거", "food_waste"},
		{"치과에서 처방받아 쓰던 가글 약 기한 지남", "medicine"},
		// near-misses: the name at a word's start or before a particle
		{"빈물병이에요", "clear_pet"},
		{"다 마신 물병들", "clear_pet"},
		{"가글 다 쓴 통", "plastic"},
	})
}

// A colour or material word that describes another noun (the label, the
// residue inside, the lid) does not refine the item.
func TestCat22RefinementWordOfAnotherNoun(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"파란 라벨 붙어 있던 투명 페트병인데 라벨은 뗐어요", "clear_pet"},
		{"생수병 안에 갈색 찌꺼기가 좀 꼈어요", "clear_pet"},
		{"초록 뚜껑 달린 투명 생수병", "clear_pet"},
		{"빨간 얼룩이 밴 사이다 페트병", "clear_pet"},
		// near-misses: the colour is the bottle's
		{"갈색 페트병 라벨 뗐어요", "plastic"},
		{"초록색 사이다 페트병", "plastic"},
		{"라벨 없는 갈색 맥주 페트", "plastic"},
	})
}

// What held or wrapped a thing, named after a clause of holding or
// wrapping, is the item, though it was taken off that thing; a thing
// said to be inside a container stays the item.
func TestCat22WrapperOf(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"테니스공 세 개씩 들어 오는 원통 플라스틱 통", "plastic"},
		{"배드민턴공 들어 있던 긴 종이 통, 플라스틱 뚜껑은 빼 뒀어요", "paper"},
		{"복사지 묶음 싸고 있던 비닐 벗겨서 모아둔 거", "vinyl"},
		{"졸업 꽃다발 감쌌던 셀로판 포장지", "vinyl"},
		{"새 이불 덮고 있던 비닐 커버 벗긴 거", "vinyl"},
		// near-misses: the thing inside, or no clause of holding
		{"컵 속에 든 휴지", "general"},
		{"생수병 라벨 뗀 거", "clear_pet"},
		{"셔틀콕 깃털 빠진 거", "general"},
	})
}

// Names by trade: a steel ruler, a mic receiver, a display stand, a
// soap refill tub.
func TestCat22TradeNames(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"재단용 쇠자 휘었어요", "metal_can"},
		{"wireless mic receiver, dead", "e_waste"},
		{"가게 앞 나무 진열대 부서진 거", "bulky"},
		{"물비누 리필통 빈 거", "plastic"},
	})
}

// A can or pump that still gives something when pressed, sprayed or
// shaken holds contents; one that gives nothing does not.
func TestCat22StillGives(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	left := []string{"contents_left"}
	checkTags(t, c, []kindCase{
		{"탈취제 캔인데 눌러 보면 아직 칙칙 향이 세게 나와요", "metal_can", left},
		{"먼지 불어내는 스프레이, 뿌리면 바람이 꽤 나옵니다", "metal_can", left},
		{"면도 거품 캔 흔들면 거품이 몽글몽글 나와요", "metal_can", left},
		{"펌프 용기 핸드크림 눌러보면 크림이 조금씩 나와요", "plastic", left},
		// near-misses: nothing comes out
		{"스프레이 캔 눌러도 이제 아무것도 안 나와요", "metal_can", nil},
		{"뿌리면 바람도 안 나와요, 다 쓴 캔이에요", "metal_can", nil},
		{"튜브 짜 보면 공기만 빠지고 나오지 않아요", "plastic", nil},
	})
}

// Where a thing stood (beside, around, on it), a holder that goes out
// with what it holds (-째), pills still in their blister, the pages of a
// named book, an English "into the bucket": none of them is the item.
func TestCat22PlacesAndHolders(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"화장대 거울 둘레 전구 하나 나갔어요", "lamp"},
		{"책상 위 머그컵 이가 나갔어요", "nonflammable"},
		{"소주병 빈 거 열 병 플라스틱 상자째", "glass"},
		{"먹다 만 감기약 반 블리스터", "medicine"},
		{"진통제 두 알 남은 블리스터 포장", "medicine"},
		{"중고책이 장마에 젖어서 책장이 쭈글쭈글해요", "paper"},
		{"we scraped the leftover noodles into a bucket", "food_waste"},
		{"노래방 팝콘 눅눅해진 거 두 통", "food_waste"},
		// near-misses
		{"약 다 먹고 남은 빈 블리스터", "plastic"},
		{"원목 책장 버려요", "bulky"},
		{"책방 책장 하나 정리해요", "bulky"},
		{"cracked plastic bucket", "plastic"},
	})
}

// What came out of a thing (X에서 … Y) is the item, not the thing.
func TestCat22Source(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"생수병에서 모아 둔 플라스틱 뚜껑들", "plastic"},
		{"선물 상자에서 꺼낸 유리병", "glass"},
		// near-misses: nothing else named after it
		{"유리병에서 냄새나요", "glass"},
	})
}

// An amount left in each of several (반씩 남은), melt water standing in an
// ice box, and an English cap "nowhere to be found".
func TestCat22AmountsAndMeltWater(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	left := []string{"contents_left"}
	checkTags(t, c, []kindCase{
		{"음료가 반씩 남은 페트병 여러 개", "clear_pet", left},
		{"주스가 조금씩 남아 있는 팩들", "paper_pack", left},
		{"생선 배송 온 스티로폼 박스인데 얼음 녹은 물이 바닥에 고여 있어요", "styrofoam", left},
		{"melt water still sloshing in the foam cooler", "styrofoam", left},
		{"soda bottle, cap nowhere to be found", "clear_pet", nil},
		// near-misses
		{"스티로폼 박스, 녹은 물은 다 버렸어요", "styrofoam", nil},
		{"페트병 여러 개 다 비웠어요", "clear_pet", nil},
	})
}

// A powder gone damp (콩가루가 눅눅) makes no wet bag, as a soggy snack
// makes none.
func TestCat22DampPowder(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"미숫가루가 봉지에 조금 남았는데 눅눅해졌어요", "vinyl", []string{"contents_left"}},
		{"분유가 눅눅해져서 굳은 통", "plastic", nil},
		// near-miss: the bag itself got wet
		{"비닐봉지가 비에 젖어서 눅눅해요", "vinyl", []string{"wet"}},
	})
}

// Near-misses of the kinds above: a thing with a locative particle holds
// the next thing (페트에 든 우유 is the bottle's milk, not a wrapper); a
// whole dish said taken out is no part set aside.
func TestCat22KindsNearMisses(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"불투명 흰 페트에 든 우유 다 마시고 헹군 병", "plastic"},
		{"유리 파이 접시 오븐에서 꺼내다 깨졌어요", "nonflammable"},
	})
}

// A clause of holding after a locative (안에 든, 속에 들어 있던) says what is
// inside the thing before it, which stays the item.
func TestCat22WrapperNotInside(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"쿠키 상자 (안에 든 비닐봉지는 빼서 따로 뒀어요)", "paper"},
		{"과자 상자 (안에 든 플라스틱 트레이는 빼서 따로 버렸어요)", "paper"},
	})
}

// The name taken instead of a cleaning tool may itself be only where the
// item was (a shelf being tidied).
func TestCat22ToolThenPlace(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"가게 진열대 정리하다 나온 빈 참치캔, 기름은 휴지로 닦아냈어요", "metal_can"},
	})
}

// In English, a weak thing named before "from" or "off" (film, a lid) is
// the item when an item is named after it; a stream's name after it
// stays the item. Syrup medicine is medicine.
func TestCat22EnglishWeakBeforeLink(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"the thin film from a frozen pizza box", "vinyl"},
		{"half a bottle of cough syrup, expired", "medicine"},
		// near-miss: a stream's name after the link
		{"bag from the bakery, paper", "paper"},
	})
}
