package catalog

import "testing"

// A place or occasion named before the item (제사상에, 화분 올려두던,
// 본체 먼지 불던) is not the item: the head noun is, once its words are
// known (청주 병, 원목 선반, 에어 더스터).
func TestCat13PlaceBeforeItem(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"성묘 때 제사상에 올렸던 정종 병, 반쯤 남았어요", "glass"},
		{"교자상에 올려놨던 청주 병 빈 거", "glass"},
		{"책 올려두던 원목 선반, 습기 먹어서 휘었어요", "bulky"},
		{"모니터 올려두던 원목 선반 하나", "bulky"},
		{"선반 위에 올려 두던 빈 맥주병", "glass"},
		{"키보드 틈 먼지 불던 에어 더스터 캔 다 씀", "metal_can"},
		{"an empty air duster can I used on the keyboard", "metal_can"},
		// near-misses: the furniture and the appliance themselves
		{"제사상 다리 부러졌어요", "bulky"},
		{"컴퓨터 본체 안 켜져요", "e_waste"},
		{"금 간 화분", "nonflammable"},
	})
}

// A material word before a compound whose bare noun is another
// stream's (플라스틱 받침 접시: a saucer, not a part on a plate) names
// the item's material; a material before a part with a particle is still
// the part's.
func TestCat13MaterialBeforeCompound(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"화분 밑에 받치던 플라스틱 받침 접시 갈라졌어요", "plastic"},
		{"베란다 화분 아래 깔던 플라스틱 받침 그릇", "plastic"},
		{"a cracked plastic saucer from under the plant pot", "plastic"},
		// near-misses: a part of another thing, a ceramic saucer
		{"프라이팬 플라스틱 손잡이가 안 빠져요", "metal_can"},
		{"수첩에 플라스틱 링이 달려 있어요", "paper"},
		{"화분 밑에 받치던 사기 받침 접시 깨졌어요", "nonflammable"},
	})
}

// A drink bottle named by the drink or its origin, not "bottle", is a
// glass wine or liquor bottle (정종, 청주, 와인; an Italian red, merlot).
func TestCat13DrinkNamedBottle(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"명절에 따서 다 마신 정종 병", "glass"},
		{"생일상에 올렸던 와인 병, 다 비웠어요", "glass"},
		{"차례 지내고 남은 청주 병 빈 거", "glass"},
		{"the Italian red from last weekend, bottle rinsed", "glass"},
		{"half a bottle of merlot left from dinner, cork back in", "glass"},
		{"a bottle of French white from the wedding, empty now", "glass"},
		// near-misses: a wine glass, a red plastic bottle, a box of wine
		{"와인잔 하나 깨졌어요", "nonflammable"},
		{"a red plastic bottle of dish soap, empty", "plastic"},
		{"팩 와인 다 마신 거", "paper_pack"},
	})
}

// Bicycle scrap (brake and gear cables, spokes) is metal scrap, not
// electronics; a bicycle named with its chain is still the bicycle, and
// a hinge is a part of what it hinges.
func TestCat13HardwareScrap(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"old bike chain and a couple of snapped spokes", "metal_can"},
		{"rusty gear cables off my bicycle", "metal_can"},
		{"자전거 고치다 나온 브레이크 케이블이랑 바퀴살", "metal_can"},
		// near-misses: a charging cable, a whole bicycle, a phone's hinge
		{"a frayed phone charging cable", "e_waste"},
		{"자전거 체인 녹슬어서 내놓을라고요", "bulky"},
		{"폴더폰 접히는 경첩이 나갔어요", "e_waste"},
		{"바퀴 빠진 자전거 한 대", "bulky"},
	})
}

// Plant waste (dead leaves, stems, houseplants) is general waste.
func TestCat13PlantWaste(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"wilted houseplant stems and yellow leaves from repotting", "general"},
		{"시든 화초 잎사귀랑 줄기 한 봉지", "general"},
		{"말라 죽은 화분 줄기 잘라낸 거", "general"},
		{"베란다에 쌓인 낙엽이랑 마른 잎", "general"},
		// near-misses: vegetable leaves are food, a pot is a pot
		{"배추 겉잎 떼어낸 거", "food_waste"},
		{"고구마 줄기 다듬고 남은 거", "food_waste"},
		{"깨진 토기 화분", "nonflammable"},
	})
}

// A fruit's peel and core (배 the fruit, 사과 속, 심) are food waste; 배
// said of a ship or a multiple is no fruit.
func TestCat13FruitPeelAndCore(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"배 두 개 깎아 먹고 나온 껍질하고 씨 있는 속", "food_waste"},
		{"사과 깎고 남은 껍질이랑 가운데 심", "food_waste"},
		{"pear cores and peels after making jam", "food_waste"},
		// near-misses: big stones, onion skins, a pot, a toy boat
		{"복숭아씨 몇 개", "general"},
		{"양파 썰다 벗긴 껍질이요", "general"},
		{"물 두 배로 부어 쓰던 냄비", "metal_can"},
		{"장난감 배 부서졌어요", "general"},
	})
}
