package catalog

import "testing"

// A thing's name said bare before a noun of work (보관, 정리, 청소, 설치)
// is what the work is done on: the name after is the item; a noun of
// work with nothing after it, or a material said first of the phrase,
// leaves the reading as it was.
func TestCat38WorkedOnBy(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"우표 보관 비닐 앨범", "general"},
		{"유리창 청소 스퀴지 고무", "general"},
		{"에어컨 설치 설명서", "paper"},
		// near-misses: no other thing after the work, a material said
		// first of the whole phrase or as the first name
		{"유리창 청소", "nonflammable"},
		{"철제 공구 보관 상자 녹이 슬었어요", "metal_can"},
		{"양철 보관 상자", "metal_can"},
	})
}

// A sheet, a card or a paper bag said coated, glittered or foiled is
// general waste; a coating said undone or denied, or a cup coated by
// make, stays paper.
func TestCat38CoatedPaper(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"코팅된 상장", "general"},
		{"반짝이 코팅된 생일 카드", "general"},
		{"코팅된 기념 엽서", "general"},
		{"코팅 쇼핑백", "general"},
		// near-misses
		{"코팅 벗겨진 엽서", "paper"},
		{"코팅 안 된 종이", "paper"},
		{"코팅된 종이컵", "paper"},
		{"상장", "paper"},
	})
}

// A corner or a door shelf (구석, 문칸) said bare between an appliance
// and another thing, a word of looks (투명) maybe before the thing, is
// where the thing was: the thing is the item.
func TestCat38CornerSpot(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"냉장고 구석 시든 상추", "food_waste"},
		{"냉장고 문칸 우유팩 빈 거", "paper_pack"},
		// a word of looks between the spot and the thing
		{"냉장고 문칸 투명 생수병 빈 거", "clear_pet"},
		// near-miss: the appliance alone
		{"냉장고 문칸 고장", "e_waste"},
	})
}

// A food said bare before a toy's name is what the toy is of: the toy
// is the item (and a toy said not to turn on is a small appliance); a
// food with a particle, or nothing toy-like after it, stays the food.
func TestCat38ToyOfFood(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"햄버거 장난감 부러진 거", "general"},
		{"과일 장난감 세트", "general"},
		{"노래 나오는 생일 케이크 장난감 안 켜짐", "e_waste"},
		// near-misses
		{"케이크를 장난감 상자에 넣어 둠", "food_waste"},
		{"케이크 먹다 남은 거", "food_waste"},
	})
}
