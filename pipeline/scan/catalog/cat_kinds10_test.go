package catalog

import "testing"

// Cans of wet pet food are food cans, named by what they feed (습식캔,
// 고양이 통조림, cat food tin), glued or spaced.
func TestCat10PetFoodCans(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"습식캔 다 먹인 거 헹궜어요", "metal_can"},
		{"습식 캔 열 개 모아둔 거", "metal_can"},
		{"고양이 통조림 빈 거 물로 씻음", "metal_can"},
		{"강아지 캔 뚜껑까지 따서 비웠어요", "metal_can"},
		{"간식캔 몇 개 먹이고 남은 빈통", "metal_can"},
		{"사료캔에 기름기가 좀 남았어요", "metal_can"},
		{"주식캔 박스로 사서 다 먹임", "metal_can"},
		{"a stack of empty cat food tins", "metal_can"},
		{"dog food can, rinsed out", "metal_can"},
		{"wet food can from the shelter, still smelly", "metal_can"},
		// near-misses: the food in it and its paper box are not the can
		{"고양이 사료 먹다 남은 거", "food_waste"},
		{"습식캔 들어 있던 종이 박스", "paper"},
	})
}

// Shaker bottles and sports or kids' water bottles are plastic
// tumblers, in Korean spellings (쉐이커, 셰이커) and English.
func TestCat10ShakerBottles(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"운동 끝나고 쓰던 쉐이커 뚜껑이 헐거워졌어요", "plastic"},
		{"셰이커 안에 단백질 가루가 굳었어요", "plastic"},
		{"프로틴 쉐이커 냄새가 안 빠져요", "plastic"},
		{"쉐이커 보틀 눈금이 다 지워짐", "plastic"},
		{"아이 어린이 물병 빨대 부분 깨물어서 망가짐", "plastic"},
		{"등산 물병 오래 써서 뿌옇게 됐어요", "plastic"},
		{"an old protein shaker that smells sour", "plastic"},
		{"blender bottle with the whisk ball still inside", "plastic"},
		{"kids water bottle, the straw chewed up", "plastic"},
		// near-misses: steel and glass bottles keep their streams
		{"스텐 물병 찌그러졌어요", "metal_can"},
		{"생수병 라벨 뗐어요", "clear_pet"},
	})
}

// English jugs, jerrycans and pails are plastic containers.
func TestCat10PlasticJugs(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"an empty jug, the cap screwed back on", "plastic"},
		{"two big plastic jugs from the garage", "plastic"},
		{"milk jug rinsed and squashed", "plastic"},
		{"an old jerrycan we used for camping water", "plastic"},
		{"a paint-free plastic pail, cracked handle", "plastic"},
		{"litter bucket, empty now", "plastic"},
		{"고양이 모래 통 다 쓴 거", "plastic"},
		{"석유통 빈 거 있는데요", "plastic"},
		// near-misses: a water jug stays itself, a glass jug is glass
		{"water jug from the office cooler", "plastic"},
		{"an empty glass jug", "glass"},
	})
}

// A refinement word is read as the text spaces it: "금 간" written
// "금간" (and the other way) is still denied by "데 없다", so an intact
// bottle stays glass.
func TestCat10RefinementSpacing(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"소주병 금 간 데 없이 멀쩡합니다", "glass"},
		{"와인병인데 금 간 데 하나 없어요", "glass"},
		{"음료수 유리병 금간 곳 없어요", "glass"},
		{"잼병 금 간 곳 없고 뚜껑만 없어요", "glass"},
		// near-misses: a crack said to be there moves it
		{"맥주병에 금 갔어요", "nonflammable"},
		{"소주병 금간 채로 있어요", "nonflammable"},
		{"와인병 금이 간 것 같아요", "nonflammable"},
	})
}

// A colour said right next to "see-through" or "transparent" is the
// bottle's tint: the bottle is coloured PET, not clear. Transparency
// alone, or a colour said of a part, leaves it clear.
func TestCat10TintedTransparent(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"a green transparent soda bottle", "plastic"},
		{"brownish see-through cola bottle, rinsed", "plastic"},
		{"bluish transparent sparkling water bottle", "plastic"},
		{"tinted see-through juice bottle", "plastic"},
		// near-misses
		{"see-through soda bottle, label peeled", "clear_pet"},
		{"transparent water bottle, green label still on", "clear_pet"},
		{"clear soda bottle with a red cap", "clear_pet"},
	})
}

// What was made or used is not the item, what was left of it is: "X
// 만들고 남은 Y", "X 뜯고 나온 Y".
func TestCat10Leftover(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"아이 장난감 만들고 남은 휴지심 세 개", "paper"},
		{"인형 옷 만들다 남은 우유팩", "paper_pack"},
		{"택배 뜯고 나온 뽁뽁이", "vinyl"},
		{"의자 조립하고 남은 스티로폼", "styrofoam"},
		{"장난감 포장 뜯고 나온 종이 상자", "paper"},
		{"우산 고치고 남은 철사", "metal_can"},
		// near-misses: the thing itself, and a food's leftovers (heldBy)
		{"장난감 망가져서 버려요", "general"},
		{"치킨 먹고 남은 뼈", "general"},
	})
}

// In English, a thing said to have been taken out of or off the item
// ("the silica packet taken out", "removed the pump") is not the item;
// one said taken out of another thing is what the text is about.
func TestCat10RemovedEnglish(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"supplement bottle, the silica gel packet taken out already", "plastic"},
		{"shampoo bottle with the pump removed, rinsed", "plastic"},
		{"removed the rubber band and flattened the milk carton", "paper_pack"},
		{"pizza box, the plastic table thing pulled out", "paper"},
		{"empty protein tub, scoop taken out", "plastic"},
		{"empty plastic container, the desiccant sachet taken out", "plastic"},
		{"a glass jar of pickles, eaten, the silica gel packet removed", "glass"},
		{"plastic tub with the desiccant pulled out", "plastic"},
		// near-misses: what was taken out of another thing is the item
		{"batteries removed from the TV remote", "battery"},
		{"the desiccant packet taken out of a shoe box", "general"},
	})
}

// The packaging a thing came in, named right after it, is the item:
// "기저귀 박스" is a box, "마스크 비닐" a film; the thing itself, its
// packaging said to go with it (째), and a bottle's own film are not.
func TestCat10PackagingOf(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"기저귀 박스 여러 개 접어서 모아놨어요", "paper"},
		{"마스크 상자 납작하게 접었어요", "paper"},
		{"마스크 비닐 포장 뜯은 거", "vinyl"},
		{"물티슈 박스들 쌓여 있어요", "paper"},
		{"볼펜 상자 비었어요", "paper"},
		{"장난감 건전지 다 닳았어요", "battery"},
		{"새로 산 이불 비닐 커버", "vinyl"},
		// near-misses
		{"기저귀 한 봉지 썼어요", "general"},
		{"기저귀 박스째 버려도 돼요?", "general"},
		{"마스크 쓰고 나왔어요", "general"},
		{"페트병 비닐 라벨 다 뗐어요", "clear_pet"},
	})
}
