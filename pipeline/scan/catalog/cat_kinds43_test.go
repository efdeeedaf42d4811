package catalog

import "testing"

// Names of session 43, read from the misses of the thirty-sixth held-out
// set and tested in phrasings of our own: a food that holds another
// name (참치마요 holds 치마), a meal named by its cup said eaten (컵밥),
// a drink's name before the nouns of a use (와인 선물 포장용 비닐백),
// and things a drink's name used to take (a wine stopper, opener, box,
// an apron with a wine stain), and two misreadings of a word's syllables
// (쓰레기와 holds 기와, 튀김옷 starts like the splash 튀어서).
func TestCat43Names(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		// a food that holds another name
		{"참치마요 주먹밥 먹다 남긴 거", "food_waste"},
		{"편의점 참치마요 삼각김밥", "food_waste"},
		// a meal named by its cup, eaten or spoiled, is the food; its
		// cup named, or rinsed, is the cup
		{"먹다 남긴 제육 컵밥", "food_waste"},
		{"곰팡이 핀 컵밥", "food_waste"},
		{"컵밥 용기 물로 헹궜어요", "plastic"},
		{"다 먹은 컵밥 용기", "plastic"},
		// a drink's name before nouns of a use
		{"위스키 선물 포장용 비닐백", "vinyl"},
		{"와인 명절 선물용 상자", "paper"},
		{"스텐 텀블러 선물용 박스", "paper"},
		// things named with a drink
		{"와인 자국 있는 카페 앞치마", "clothing"},
		{"실리콘 와인 스토퍼 두 개", "general"},
		{"a corked-up bottle stopper made of silicone", "general"},
		{"와인 따개 녹슨 거", "metal_can"},
		{"wine opener with a broken lever", "metal_can"},
		{"와인 포장 박스 접어놨어요", "paper"},
		{"shipping cartons from the move, flattened", "paper"},
		// paper sheets named by what is printed on them; bed and
		// baking sheets are not paper
		{"song sheets from choir practice", "paper"},
		{"old answer sheets from a mock exam", "paper"},
		{"old bed sheets, faded", "clothing"},
		{"two baking sheets, rusty", "metal_can"},
		// trade names
		{"열선 커터 고장 났어요", "e_waste"},
		{"니트릴 코팅 작업장갑 한 켤레", "general"},
		// a noun's last syllable and the particle 와 are no 기와
		{"쓰레기와 같이 나온 과자 봉지", "vinyl"},
		{"깨진 기와 조각", "nonflammable"},
		{"기와랑 벽돌 몇 장", "nonflammable"},
		// fried food after a food's name is no splash of it
		{"닭강정 튀김옷 부스러기, 튀김기 옆에서 쓸어 모은 거", "food_waste"},
		{"떡볶이 국물 튀어서 얼룩진 셔츠", "clothing"},
	})
}
