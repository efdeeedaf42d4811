package catalog

import "testing"

// A device or thing named for what the item was used on or as is not
// the item: the noun the adnominal clause modifies is (clauseHead).
func TestCat12ClauseHead(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"노트북 화면 닦는 데 쓰던 낡은 수건", "clothing"},
		{"마우스 닦을 때 쓴 물티슈 몇 장", "general"},
		{"냉장고 닦는 데 쓴 키친타월 뭉치", "general"},
		{"모니터 받침대로 쓰던 국어사전 두 권", "paper"},
		{"프린터 밑에 받쳐 쓰던 두꺼운 잡지 묶음", "paper"},
		{"색연필로 색칠한 8절 스케치북", "paper"},
		{"휴대폰 거치대로 쓰던 우유팩", "paper_pack"},
		{"텔레비전 먼지 털던 휴지 뭉치", "general"},
		// near-misses: a material (유리로 된), a tool (가위로), a part
		// taken off (비닐은 뜯었고), the item's own bottle (빈 병) stay
		{"유리로 된 반찬통 뚜껑 없어요", "glass"},
		{"우유팩 입구 달린 윗부분 가위로 잘랐어요", "paper_pack"},
		{"즉석밥 용기 위에 붙은 비닐은 다 뜯었어요", "plastic"},
		{"운동하고 마신 생수 빈 병", "clear_pet"},
		{"키보드 자판 몇 개 빠졌어요", "e_waste"},
	})
}

// A container named by what it held, then by its material word, is of
// the material's stream (namedContainer); a paper sack of flour is paper.
func TestCat12NamedContainer(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"튀김하고 남은 식용유 깡통 하나", "metal_can"},
		{"식용유 큰 깡통, 안쪽이 미끌미끌해요", "metal_can"},
		{"전 부치고 나온 업소용 식용유 깡통", "metal_can"},
		{"생수 유리병 모아둔 거", "glass"},
		{"빵 만들고 비운 강력분 종이 포대", "paper"},
		{"밀가루 포대 다 비웠어요", "paper"},
		{"설탕 담겨 있던 종이 자루", "paper"},
		// near-misses: the contents' usual container, and a rice sack
		{"식용유 통 다 썼어요", "plastic"},
		{"쌀 포대 비운 거", "vinyl"},
	})
}

// A sprayer worked by a trigger is a plastic bottle, not an aerosol can;
// an English carton something shipped or was moved in is a cardboard box.
func TestCat12TriggerAndShippingCarton(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"욕실 세정제 스프레이, 방아쇠 달린 거 다 썼어요", "plastic"},
		{"트리거 스프레이 통 비었어요", "plastic"},
		{"a trigger spray bottle of window cleaner, empty", "plastic"},
		{"the carton our new shelves shipped in, covered in tape", "paper"},
		{"a big moving carton, flattened", "paper"},
		// near-misses: an aerosol and a drink carton
		{"다 쓴 헤어 스프레이 통", "metal_can"},
		{"an empty oat milk carton", "paper_pack"},
	})
}

// Workshop and studio leftovers: plaster casts are nonflammable, sawdust
// and leather offcuts general, an easel bulky; skewers are general.
func TestCat12WorkshopMaterials(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"데생 연습하던 석고상 귀가 깨졌어요", "nonflammable"},
		{"깁스 대신 만든 석고 틀 조각", "nonflammable"},
		{"공방 바닥에 쌓인 톱밥 한 봉지", "general"},
		{"대팻밥 모아 둔 거", "general"},
		{"지갑 만들고 남은 가죽 자투리", "general"},
		{"가죽 쪼가리 한 상자", "general"},
		{"화실에서 쓰던 접이식 이젤", "bulky"},
		{"닭꼬치 먹고 남은 꼬챙이", "general"},
		// near-misses: leather goods and wood furniture keep their streams
		{"가죽 가방 끈이 끊어졌어요", "clothing"},
		{"나무 의자 다리가 부러졌어요", "bulky"},
	})
}

// Side dishes (밑반찬) named by their dish are food waste.
func TestCat12SideDishes(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"냉장고 구석에서 나온 멸치볶음 반 통", "food_waste"},
		{"장조림 국물까지 상했어요", "food_waste"},
		{"도시락에 싸 갔다 남긴 어묵볶음", "food_waste"},
	})
}
