package catalog

import "testing"

// The film or pouch a battery came in, named after it, is the item
// (보조배터리 포장 비닐): a battery beats the device it came out of,
// not its own packaging. A battery named alone, or taken out of a
// device, is still the battery.
func TestCat14BatteryPackaging(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"보조배터리 포장 비닐", "vinyl"},
		{"보조배터리 파우치 비닐", "vinyl"},
		{"보조배터리 포장 비닐 봉지", "vinyl"},
		{"건전지 묶음 포장 비닐", "vinyl"},
		// near-misses: the battery itself
		{"보조배터리 부풀었어요", "battery"},
		{"노트북에서 빼낸 배터리", "battery"},
		{"다 쓴 건전지 한 봉지", "battery"},
	})
}

// A medicine's bottle, tub or case said to be empty (빈 통, 통만,
// 다 먹은 통, 약 담는 통) is a plastic container; pills still in it, or
// gathered into an empty tub, are medicine.
func TestCat14EmptiedMedicineContainer(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"유산균 빈 통", "plastic"},
		{"루테인 다 먹어서 빈 통만 있어요", "plastic"},
		{"알약 통 다 먹은 거", "plastic"},
		{"오메가3 통 빈 거", "plastic"},
		{"약 담는 통", "plastic"},
		{"요일별 알약 케이스", "plastic"},
		{"an empty vitamin bottle", "plastic"},
		// near-misses: the medicine itself
		{"유통기한 지난 알약", "medicine"},
		{"빈 통에 모아둔 알약", "medicine"},
		{"먹다 남은 감기약 시럽", "medicine"},
		{"약통에 든 채로 남은 진통제", "medicine"},
	})
}

// A water bottle said to be stainless or aluminium is metal, not PET.
func TestCat14MetalWaterBottle(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"스텐 재질 물병", "metal_can"},
		{"스테인리스 물병 뚜껑 고무 삭음", "metal_can"},
		{"a stainless water bottle", "metal_can"},
		// near-miss: a clear single-use bottle
		{"투명한 생수병 다 마셨어요", "clear_pet"},
	})
}

// Everyday names the catalog lacked, by kind: clothing (sports and
// sleepwear, shoes), general odds (desiccant tubs, fresheners,
// ornaments, earplugs), metal stationery and tins, small plastic
// holders and stools, drying racks and chairs by brand, a bottle's label
// on its own. Near-misses: words that hold a new alias across a word
// boundary or inside another word.
func TestCat14Vocabulary(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"운동할 때 입던 스포츠 브라", "clothing"},
		{"캔버스화 밑창 닳음", "clothing"},
		{"레그워머 한 쌍", "clothing"},
		{"flannel pyjama bottoms", "clothing"},
		{"옷장에 넣어둔 물먹는하마 물 가득", "general"},
		{"차량용 방향제 다 씀", "general"},
		{"크리스마스 장식 끊어진 거", "general"},
		{"foam earplugs", "general"},
		{"책상 서랍에서 나온 클립이랑 압정", "metal_can"},
		{"스테이플러 심 한 통", "metal_can"},
		{"녹슨 양철 쓰레기통", "metal_can"},
		{"스텐 밥그릇 찌그러짐", "metal_can"},
		{"화장실 칫솔꽂이", "plastic"},
		{"욕실 의자 금 감", "plastic"},
		{"얼음 트레이 깨짐", "plastic"},
		{"참치액 통 다 씀", "plastic"},
		{"메가커피 투명컵", "plastic"},
		{"a plastic toothbrush holder", "plastic"},
		{"빨래 건조대 다리 휘었어요", "bulky"},
		{"스탠드 행거", "bulky"},
		{"이케아 칼락스 선반", "bulky"},
		{"시디즈 의자 바퀴 빠짐", "bulky"},
		{"페트병 라벨만 모은 거", "vinyl"},
		{"햄스터 케이지", "bulky"},
		{"아기 기저귀 갈이대", "bulky"},
		{"캠핑용 아이스박스 금 감", "plastic"},
		// near-misses
		{"고양이가 발톱으로 뜯어 놓은 카펫", "bulky"},
		{"과도하게 부풀어 오른 보조배터리", "battery"},
		{"다 쓴 칫솔 한 개", "general"},
		{"나무 의자 다리 부러짐", "bulky"},
		{"스티로폼 아이스박스", "styrofoam"},
		{"기저귀 한 팩", "general"},
	})
}
