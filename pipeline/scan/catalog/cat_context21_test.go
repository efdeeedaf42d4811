package catalog

import "testing"

// A container named as where the item lay, with what filled it and for
// how long between ("아이스박스 얼음물에 하루 종일 잠겨 있던 우유팩"),
// and the item kept, soaked or stuck in it: the item is what it held.
// The container is the item when nothing held is named after it.
func TestCat21HeldInAFilledContainer(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"캠핑 가서 아이스박스 얼음물에 이틀 내내 잠겨 있던 우유팩", "paper_pack"},
		{"아이스박스 얼음물에 하루 종일 잠겨 있던 두유팩", "paper_pack"},
		{"스티로폼 박스 물에 한참 담가 둔 음료수 캔", "metal_can"},
		{"서랍장 속에 굴러다니던 건전지", "battery"},
		{"종이 상자 안에 오래 처박혀 있던 유리병", "glass"},
		{"택배 상자에 들어 있던 에어캡", "vinyl"},
		// left in it, after an adnominal word too
		{"도시락통에 남은 밥", "food_waste"},
		{"반찬통에 담긴 남은 나물", "food_waste"},
		{"상자에 남은 뽁뽁이", "vinyl"},
		// nothing held named after it: the container stands
		{"아이스박스에 생선 담아 왔어요", "styrofoam"},
		{"아이스박스 얼음물에 손 담갔다가 깨진 아이스박스", "styrofoam"},
		{"종이 상자에 오래 넣어 뒀어요", "paper"},
	})
}

// What was knocked over, spilled or leaked is the cause of a mishap; the
// thing it spoiled, the subject of what followed, is the item. Without
// such a subject, the thing named stands.
func TestCat21MishapCauseIsNotTheItem(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"아이스박스 엎어서 책이 젖었어요", "paper"},
		{"스티로폼 박스가 새서 신문이 젖었어요", "paper"},
		{"페트병 생수 쏟아서 달력이 다 젖었네", "paper"},
		{"음료수 캔 쏟아서 공책이 끈적해요", "paper"},
		{"플라스틱 양동이를 엎질러서 종이 쇼핑백까지 젖었어요", "paper"},
		// no subject after it: the thing named stands
		{"페트병 떨어뜨려서 찌그러졌어요", "clear_pet"},
		{"아이스박스 엎어서 금 갔어요", "styrofoam"},
		// the other thing named is an instrument, not a subject
		{"음료수 캔 쏟아서 신문지로 닦았어요", "metal_can"},
	})
}

// Clear PET goes out on its own only as a water or drink bottle: a clear
// bottle that held a toiletry, a detergent, a sauce or an oil is a plastic
// container, in Korean and in English; a drink keeps it clear PET, and so
// does a drink's bottle the text names, whatever was decanted into it.
func TestCat21NonDrinkClearBottlesArePlastic(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"Plastic bottle of sunscreen from the beach, about a third left", "plastic"},
		{"clear plastic bottle of shampoo, empty", "plastic"},
		{"see-through bottle that had mouthwash in it", "plastic"},
		{"간장 페트병 다 먹었어요", "plastic"},
		{"로션 다 쓴 투명 병", "plastic"},
		{"식초 담겨 있던 투명 페트병", "plastic"},
		// drinks stay clear PET
		{"투명 탄산수 페트에 참기름 덜어 뒀다가 비웠어요", "clear_pet"},
		{"생수병에 간장 옮겨 담았던 거 씻었어요", "clear_pet"},
		{"투명 페트병 생수 다 마심", "clear_pet"},
		{"plastic bottle of water, empty", "clear_pet"},
		{"clear plastic bottle of iced tea, rinsed", "clear_pet"},
	})
}

// A plastic stream's container said to be of tin or stainless
// steel is metal; a metal part on a plastic container, or foil over it,
// is not.
func TestCat21MetalContainersAreMetal(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"양철 도시락통 빈 거", "metal_can"},
		{"스테인리스 도시락 통", "metal_can"},
		{"tin lunch box, empty", "metal_can"},
		{"스텐 뚜껑 달린 플라스틱 반찬통", "plastic"},
		{"플라스틱 통인데 손잡이가 쇠로 돼 있어요", "plastic"},
	})
}

// A food's word that goes on with what was made of it (토마토소스,
// 딸기잼) still names what the container after it held.
func TestCat21FoodCompoundsHeldByContainers(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"급식실 대용량 토마토소스 캔 안쪽에 소스가 말라 있어요", "metal_can"},
		{"딸기잼 유리병 다 먹었어요", "glass"},
		{"망고주스 페트병", "clear_pet"},
		{"토마토소스 남은 거", "food_waste"},
	})
}

// Names the opened ho15 and dev15 showed missing, by kind: certificates
// are paper; buttons, wax, candles and their stubs, ink sticks, moxa
// ash are general waste; protective and work gowns and martial-arts
// belts are clothing; expired yogurt itself, and meat picked off the
// bone, are food.
func TestCat21NamesOfSession21(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"졸업장이랑 표창장 비에 젖은 거", "paper"},
		{"코트에서 떨어진 단추 몇 개", "general"},
		{"스키 타고 남은 왁스 덩어리", "general"},
		{"다 타서 밑동만 남은 밀랍초", "general"},
		{"서예용 먹 다 닳은 거", "general"},
		{"쑥뜸 태우고 남은 재", "general"},
		{"실험실에서 입던 실험복, 소매가 찢어짐", "clothing"},
		{"검은띠 따고 안 쓰는 노란띠", "clothing"},
		{"유통기한 지난 요거트, 컵에서 다 떠냈어요", "food_waste"},
		{"expired yogurt cups, rinsed", "plastic"},
		{"요거트 컵 다 먹고 씻었어요", "plastic"},
		{"족발 살코기 남은 거", "food_waste"},
	})
}
