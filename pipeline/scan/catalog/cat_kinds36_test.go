package catalog

import "testing"

// A device's own light (a projector's lamp, a grow light's LED bar) said
// after the device is how the device fails: the device is the item; a
// lamp or a bulb with no device before it stays a lamp.
func TestCat36LightOfDevice(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"빔프로젝터 램프 나가서 안 켜짐", "e_waste"},
		{"식물 생장등 LED 바 고장", "e_waste"},
		{"빔 프로젝터 램프 수명 다 됨", "e_waste"},
		// near-misses: no device, a fixture's bulb
		{"삼파장 램프 나간 거", "lamp"},
		{"작업대 위 삼파장 램프 나간 거", "lamp"},
		{"LED 전구 나간 거", "lamp"},
	})
}

// A battery word glued to 식 (건전지식, 충전식) says how a device runs:
// the device is the item; a battery said bare after it stays a battery.
func TestCat36PoweredByWord(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"라디오 건전지식 고장", "e_waste"},
		{"건전지식 손전등 안 켜짐", "e_waste"},
		// near-misses: the battery itself
		{"라디오에서 뺀 건전지", "battery"},
		{"손전등 건전지 다 쓴 거", "battery"},
	})
}

// A toy said to run on power is a small appliance; a battery named
// after a toy is the battery; a toy said broken with no word of power,
// or missing its battery, stays general.
func TestCat36PoweredToy(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"말하는 인형 전자 장난감 고장", "e_waste"},
		{"아기 모빌 전동 안 돌아감", "e_waste"},
		{"어린이 카메라 장난감 안 켜짐", "e_waste"},
		{"무선 자동차 장난감 충전기 없어진 거", "e_waste"},
		{"장난감 기차 건전지 빼둔 거", "battery"},
		// near-misses: no word of power, a battery missing
		{"고장 난 장난감", "general"},
		{"장난감 자동차 바퀴 빠진 거", "general"},
		{"장난감 건전지 없는 거", "general"},
		{"목욕 장난감 곰팡이 핀 거", "general"},
		{"전자레인지 옆에 둔 장난감 녹은 거", "general"},
	})
}

// Mould said after a thing that is no food is the thing's state; said
// alone or after a food it is spoiled food.
func TestCat36MouldOnThing(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"젖은 신문지 곰팡이 핀 거", "paper"},
		{"수건 곰팡이 핀 거", "clothing"},
		// near-misses: mould alone, on a food
		{"곰팡이 핀 거", "food_waste"},
		{"식빵 곰팡이 핀 거", "food_waste"},
	})
}

// 일회용 said after a garment says it is disposable, as before it; a
// denial after it leaves the garment clothing.
func TestCat36DisposableAfter(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"아기 턱받이 일회용 쓴 거", "general"},
		{"턱받이 일회용", "general"},
		// near-misses: denied, said of nothing
		{"턱받이 일회용 아니고 천", "clothing"},
		{"아기 턱받이 얼룩진 거", "clothing"},
	})
}

// A vegetable said as a seedling (모종) is the plant; the vegetable
// alone stays food, and 모종삽 is a trowel.
func TestCat36Seedling(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"옥상 텃밭 상추 모종 시든 거", "general"},
		{"고추 모종 말라 죽은 거", "general"},
		{"고추 모종이 말라 죽은 거", "general"},
		// near-misses: the vegetable, the trowel
		{"상추 시든 거", "food_waste"},
		{"모종삽 녹슨 거", "metal_can"},
		{"모종의 이유로 안 쓰는 플라스틱 컵", "plastic"},
	})
}

// Plastic said first of a metal tool, or last of a foam box, is what the
// thing is made of; a plastic part said between leaves the tool, and
// foam said last leaves the box.
func TestCat36PlasticSaid(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"플라스틱 클립 색깔별", "plastic"},
		{"플라스틱 집게", "plastic"},
		{"아이스박스 플라스틱 작은 거 손잡이 부러짐", "plastic"},
		// near-misses: metal said, foam said, a lid after
		{"쇠 집게 녹슨 거", "metal_can"},
		{"아이스박스 스티로폼", "styrofoam"},
		{"스티로폼 박스 플라스틱 뚜껑", "styrofoam"},
	})
}

// Names list 20 found missing, each said in more than one way.
func TestCat36Names(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"필라테스매트 헌 거", "general"},
		{"스텝퍼 고장", "bulky"},
		{"EMS 벨트 안 켜짐", "e_waste"},
		{"하이드로볼 남은 거", "nonflammable"},
		{"몬스테라 잎 누렇게 된 거", "general"},
		{"다육이 녹은 거", "general"},
		{"크롬캐스트 고장", "e_waste"},
		{"블루레이 플레이어 고장", "e_waste"},
		{"블루레이 디스크 긁힌 거", "general"},
		{"은행 통장 다 쓴 거", "general"},
		{"예금통장 오래된 거", "general"},
		{"화분 깔망", "general"},
		{"씨앗 봉투 빈 거", "paper"},
		{"leftover popcorn", "food_waste"},
		{"kitchen foil scrunched", "metal_can"},
		{"empty hair dye tube", "general"},
		// near-misses: the pot, a belt, gloves after 통 (no 통장), a
		// self-watering pot
		{"화분 깨진 거", "nonflammable"},
		{"가죽 벨트 낡은 거", "clothing"},
		{"통 장갑 한 켤레", "clothing"},
		{"자동 물주기 화분 플라스틱", "plastic"},
	})
}

// A size said between a material and 거 (큰 거, 작은 거) names nothing:
// the material said last still ends the noun phrase.
func TestCat36SizeBeforeThing(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"아이스박스 플라스틱 큰 거", "plastic"},
		{"아이스박스 플라스틱 큰 거 뚜껑 금 감", "plastic"},
		{"턱받이 일회용 한 묶음 쓴 거", "general"},
		// near-misses: foam said, a size with no material
		{"아이스박스 스티로폼 큰 거", "styrofoam"},
		{"아이스박스 큰 거", "styrofoam"},
	})
}

// A dye said to have stained the thing named after it is no item: the
// thing is; a dye said left over or stained with nothing after stays
// general.
func TestCat36DyeStainOn(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"염색약 물든 수건", "clothing"},
		{"잉크 번진 셔츠", "clothing"},
		{"매니큐어 묻은 수건", "clothing"},
		// near-misses: the dye left over, stained with nothing after
		{"염색약 남은 거", "general"},
		{"염색약 묻은 거", "general"},
		{"염색약 튜브 다 짠 거", "general"},
	})
}

// Soil said shaken off a thing is no item: the thing is; soil said left
// over or clinging stays as it was read.
func TestCat36SoilShakenOff(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"쪽파 다듬은 거 흙 털고", "food_waste"},
		{"감자 흙 털어서 껍질 깐 거", "food_waste"},
		// near-misses: soil left over, soil alone, soil clinging
		{"분갈이하고 남은 흙", "nonflammable"},
		{"흙 털고 남은 거", "nonflammable"},
		{"대파 뿌리 흙 묻은 거", "general"},
	})
}
