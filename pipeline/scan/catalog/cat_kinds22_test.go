package catalog

import "testing"

// A material's bare name right before a thing of another stream says
// what the thing is made of: paper (종이, 골판지) takes a hat, a storage
// box, a carrier or a cushioning to paper, film (비닐) takes cushioning to
// film. A name of its own that begins with the material (종이 행주,
// 종이 기저귀) is no such thing, nor is the material with a particle or
// in another clause.
func TestCat22MaterialNamesTheStream(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"종이 모자 몇 개", "paper"},
		{"아이 생일에 쓴 종이 모자", "paper"},
		{"종이 정리함 찢어졌어요", "paper"},
		{"종이 수납 박스 접어서", "paper"},
		{"아이랑 만든 종이 의자", "paper"},
		{"종이 포장 완충재 한 뭉치", "paper"},
		{"비닐 완충재 한 봉지", "vinyl"},
		{"old paper storage box from the wardrobe", "paper"},
		// the material with 로 before 된 or 만든
		{"종이로 만든 의자", "paper"},
		{"골판지로 된 수납함 찢어짐", "paper"},
		{"비닐로 된 완충재", "vinyl"},
		{"paper sun hat from the beach", "paper"},
		{"택배에 들어 있던 비닐 포장 완충재", "vinyl"},
		// a name of its own that begins with the material
		{"종이 행주 쓴 거", "general"},
		{"종이 기저귀 한 봉지", "general"},
		{"종이컵 여러 개", "paper"},
		// a PET cup or tub is no bottle
		{"투명 페트 컵 (카페)", "plastic"},
		{"페트 용기 뚜껑 닫아서", "plastic"},
		// no material right before it: the thing's own stream
		{"플라스틱 정리함", "plastic"},
		{"털모자 보풀 많이 일어남", "clothing"},
		{"스티로폼 완충재", "styrofoam"},
		{"원목으로 만든 의자", "bulky"},
	})
}

// A lid or cap named after a food ("케이크 투명 뚜껑") is the lid of what
// held the food: no other name in the text takes its place, as it does
// for a part of another item ("종이컵인데 플라스틱 뚜껑이 끼워진 채").
func TestCat22FoodLidIsTheLid(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"케이크 투명 뚜껑", "plastic"},
		{"떡볶이 투명 뚜껑 씻어놨어요", "plastic"},
		{"롤케이크 플라스틱 뚜껑", "plastic"},
		{"샐러드 투명 뚜껑 한 개", "plastic"},
		// a part of another item: the item
		{"종이컵인데 플라스틱 뚜껑이 끼워진 채", "paper"},
		// the food alone
		{"케이크 반 조각 남았어요", "food_waste"},
	})
}

// A term glued to a shop's noun (반찬가게, 꽃가게에서) names what the shop
// sells, where the item came from: another name is the item.
func TestCat22ShopGluedIsAPlace(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"반찬가게 비닐", "vinyl"},
		{"반찬가게에서 받아온 비닐봉지", "vinyl"},
		{"떡가게 종이 상자", "paper"},
		{"과일가게에서 받은 스티로폼 받침", "styrofoam"},
		// the shop word spaced off the term, as before
		{"꽃 가게 비닐", "vinyl"},
		// no shop: the food is the item
		{"반찬 남은 거", "food_waste"},
	})
}

// A food burnt or dried onto a pot, or film laid in a box, is what is
// in that container: the food or the film is the item, the container is
// where it was.
func TestCat22StuckInTheContainer(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"냄비에 눌어붙은 카레", "food_waste"},
		{"프라이팬에 눌러붙은 계란말이", "food_waste"},
		{"솥에 말라붙은 밥", "food_waste"},
		{"스티로폼 박스 안에 깔린 비닐", "vinyl"},
		{"아이스박스에 깔려 있던 비닐", "vinyl"},
		// the container with nothing named after the verb
		{"카레 눌어붙은 냄비", "metal_can"},
	})
}

// The film or bag a thing of a packed stream came in, named after it by
// the film stream's weak word (봉투, 포장), is that film, weakly; a bag
// named as a place (봉투에) is not.
func TestCat22WeakPackagingOfContents(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	for _, tc := range []struct {
		text, middle string
		weak         bool
	}{
		{"고양이 모래 봉투", "vinyl", true},
		{"물티슈 봉투 빈 거", "vinyl", true},
		{"기저귀 포장 비닐", "vinyl", false},
		// a place, not the packaging
		{"기저귀 봉투에 담아서 버려요", "general", false},
		// paper's own 봉투 is paper
		{"우편물 봉투", "paper", false},
	} {
		m := c.Match(tc.text)
		if m.Middle != tc.middle || m.Weak != tc.weak {
			t.Errorf("Match(%q) = %s (weak %v), want %s (weak %v)", tc.text, m.Middle, m.Weak, tc.middle, tc.weak)
		}
	}
}

// A container said to hold the food still (-에 담긴 채, -에 든 채로) goes
// out with it, as with -째: the food the text names is the item. A
// container named with no such 채 is a place, as before.
func TestCat22StillInTheContainer(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"먹다 남긴 떡볶이 용기에 담긴 채", "food_waste"},
		{"남은 카레 냄비에 든 채로 버려도 되나요", "food_waste"},
		{"국 남은 거 통에 들어 있는 채로", "food_waste"},
		{"먹던 떡볶이 일회용 용기에 그대로 있는데", "food_waste"},
		{"남은 국을 냄비 채로 버려도 되나요", "food_waste"},
		{"세탁기에 그대로 둔 수건", "clothing"},
		// nothing else named: the container
		{"떡볶이 용기에 담긴 채", "plastic"},
		{"냄비 채로 버려요", "metal_can"},
		// no 채: the container is where the thing was
		{"반찬통에 담긴 나물 상했어요", "food_waste"},
	})
}

// A term inside a place's name or a fixed phrase (동물병원 holds 물병,
// 스튜디오 스튜) is not there; the same term on its own still is.
func TestCat22TermInsideAHostWord(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"동물병원에서 받은 약", "medicine"},
		{"동물병원 다녀와서 받은 넥카라", "general"},
		{"사진 스튜디오에서 쓰던 종이 배경지", "paper"},
		{"다 쓴 주사기", ""},
		// the term on its own
		{"다 마신 물병", "clear_pet"},
		{"이 빠진 사기 그릇", "nonflammable"},
		{"먹다 남은 스튜", "food_waste"},
	})
}

// A term followed by a phrase of likeness (같은데, 처럼 보이는데, 인 줄
// 알았는데) is what the thing looks like: the term said after it is the
// item. A likeness with nothing named after it leaves the term.
func TestCat22LikenessIsNotTheItem(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"코팅된 종이 같은데 비닐이에요", "vinyl"},
		{"종이같은데 만져보면 비닐", "vinyl"},
		{"캔인 줄 알았는데 종이팩이네요", "paper_pack"},
		{"스티로폼 같지만 실리콘 매트", "general"},
		{"유리처럼 보이는데 플라스틱 컵", "plastic"},
		// nothing else named: the term
		{"페트병 같은데요", "clear_pet"},
		// an adnominal likeness modifies the noun after it, as before
		{"종이 같은 비닐 포장", "vinyl"},
	})
}

// A thing set against with 말고 or 아니고 at the end, with nothing named
// after it, is not the item: the thing named before is. Named alone, it
// stays; named before another, the other follows as before.
func TestCat22SetAgainstLast(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"다 쓴 안약 병 두 개요, 일회용 인공눈물 통 말고요", "medicine"},
		{"깨진 유리컵이에요, 유리병 말고", "nonflammable"},
		{"라면 봉지만 모았어요 과자 상자 말고", "vinyl"},
		// alone: the term
		{"페트병 말고요", "clear_pet"},
		// the thing after 말고 is the item, as before
		{"수건 말고 헌 티셔츠", "clothing"},
	})
}

// A film's weak word after a thing counts as the thing's packaging only
// as a whole word: 포장지 is no 포장.
func TestCat22WeakPackagingWholeWord(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"꽃다발 포장지 반짝이 코팅된 거", "general"},
		{"꽃다발 포장 비닐", "vinyl"},
	})
}

// A drink bottle said to be plastic (플라스틱 생수병) is the clear PET
// bottle it names, not the plastic stream of the longer material word; a
// colour said of it still makes it coloured PET. A plastic thing that is
// no drink bottle stays plastic.
func TestCat22PlasticDrinkBottle(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"플라스틱 생수병 라벨 뗀 거", "clear_pet"},
		{"투명 플라스틱 음료병", "clear_pet"},
		{"플라스틱 페트병 여러 개", "clear_pet"},
		{"플라스틱 생수병인데 초록색이에요", "plastic"},
		{"갈색 플라스틱 페트병", "plastic"},
		// no drink bottle named: the material's stream
		{"플라스틱 반찬통", "plastic"},
		{"투명 플라스틱 병", "plastic"},
	})
}

// A bulb said to be incandescent or halogen goes with non-combustibles,
// not to the lamp bin; a text that names such a bulb apart from another
// (백열전구랑 LED 전구) leaves the other a lamp. A bulb named after the
// appliance it lit (손전등 전구) is the bulb.
func TestCat22BulbsByKind(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"전구 하나 나갔어요, 백열이에요", "nonflammable"},
		{"할로겐 전구 두 개", "nonflammable"},
		{"old halogen bulb", "nonflammable"},
		{"백열전구랑 같이 나온 LED 전구", "lamp"},
		{"손전등 전구 나감", "lamp"},
		{"오븐 전구 교체하고 나온 헌 거", "lamp"},
		// the appliance alone
		{"손전등 고장", "e_waste"},
	})
}

// "X 대신 Y" (Y instead of X) sets X against Y as 말고 does; the film
// round a multipack or roll (겉비닐) is film.
func TestCat22InsteadOfAndOuterFilm(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"스티로폼 대신 들어 있던 뽁뽁이", "vinyl"},
		{"종이 상자 대신 온 비닐 봉투", "vinyl"},
		{"엄마 대신 버리는 건데 유리병이요", "glass"},
		{"두루마리 휴지 겉비닐", "vinyl"},
		{"키친타월 묶음 겉비닐 뜯은 거", "vinyl"},
	})
}
