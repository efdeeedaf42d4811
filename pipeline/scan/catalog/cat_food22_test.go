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
