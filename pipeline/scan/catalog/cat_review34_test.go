package catalog

import "testing"

// Dew or frost is met only as a word of its own: 참이슬 is a soju and
// 모서리 맞춰 a corner lined up, neither wet.
func TestReview34DewIsAWordOfItsOwn(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"이거 참이슬 맞아요? 초록색 병", "glass", nil},
		{"참이슬 맞죠 소주병", "glass", nil},
		{"박스 모서리 맞춰서 접었어요", "paper", nil},
		{"모서리 맞춰 접은 상자", "paper", nil},
		{"밤새 이슬 맞은 박스", "paper", []string{"wet"}},
		{"아침이슬에 젖은 신문", "paper", []string{"wet"}},
	})
}

// A cover of another material is a part of the item only when it is
// not a cloth or sheet put over to keep it; 천 is cloth only as a word
// of its own.
func TestReview34CoverForKeepingIsNoPart(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"먼지 앉지 말라고 천 씌운 플라스틱 통", "plastic", nil},
		{"비 올까 봐 고무 덮개 씌운 플라스틱 통", "plastic", nil},
		{"천막이 씌워진 플라스틱 의자", "plastic", nil},
		{"쇠날에 고무 손잡이가 씌워진 가위", "metal_can", []string{"mixed_material"}},
		{"손잡이에 고무가 씌워져 있는 집게", "metal_can", []string{"mixed_material"}},
		{"손잡이에 천이 씌워진 플라스틱 바구니", "plastic", []string{"mixed_material"}},
	})
}

// A state held before is gone now only when the clause after 지금은
// does not deny it gone.
func TestReview34GoneNowNotDenied(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"기름이 묻어 있었는데 지금은 아무리 닦아도 안 없어져요", "plastic", []string{"contaminated"}},
		{"기름이 묻어 있었는데 지금은 깨끗하지 않아요", "plastic", []string{"contaminated"}},
		{"기름이 묻어 있었는데 지금은 다 닦아서 없어요", "plastic", nil},
		{"물이 남아 있었는데 지금은 비었어요", "plastic", nil},
	})
}

// A body's waste is soil though it is no food, beside sand or dust.
func TestReview34BodyWasteIsSoil(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"고양이 똥이랑 모래 묻은 플라스틱 삽", "plastic", []string{"contaminated"}},
		{"강아지 오줌이랑 모래 묻은 플라스틱 통", "plastic", []string{"contaminated"}},
		{"모래가 잔뜩 묻었어요", "plastic", nil},
	})
}

// Rain water or 빈 says nothing against contents named still in: oils,
// sauces and soaps are contents as drinks are.
func TestReview34ContentsBesideRainOrEmpty(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"빗물이 들어갔는데 안에 식용유가 반 남았어요 플라스틱 통", "plastic", []string{"contents_left", "wet"}},
		{"빈 병인데 식용유가 좀 남아 있어요", "glass", []string{"contents_left"}},
		{"빈 병인데 소스가 좀 남아 있어요", "glass", []string{"contents_left"}},
		{"빗물이 좀 들어갔어요", "plastic", []string{"wet"}},
	})
}

// The rest kept is contents only when it is the rest of the contents:
// not the rest after a cap or a count of things; a unit full of caps is
// a measure; the rest thrown out is not when the throwing is denied.
func TestReview34RestAndUnits(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"뚜껑만 따로 버리고 나머지는 그대로예요", "plastic", nil},
		{"두 개는 깨졌고 나머지는 그대로예요", "glass", []string{"broken"}},
		{"반 마시고 나머지는 그대로예요", "clear_pet", []string{"contents_left"}},
		{"페트병 뚜껑만 한 통 가득이에요", "plastic", nil},
		{"참기름 한 병 그대로예요", "glass", []string{"contents_left"}},
		{"반은 마시고 나머지는 버렸어요", "clear_pet", nil},
	})
}

// A verb of closing is the cap's only when nothing else is named
// closed.
func TestReview34OtherThingClosed(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"냉장고 문 꽉 닫아 놨어요 플라스틱 통", "plastic", nil},
		{"서랍 꽉 닫아 놨어요", "plastic", nil},
		{"소스병 꽉 닫아 놨어요", "glass", []string{"cap_attached"}},
	})
}

// English: rain only foreseen or waited for wets nothing; a lid said
// on or attached beside the tub's material is on.
func TestReview34EnglishRainAndLid(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"I left it outside before the rain and brought it in", "paper", nil},
		{"I put the box outside, should I wait until the rain stops?", "paper", nil},
		{"I left the box outside and it rained all night", "paper", []string{"wet"}},
		{"lid attached, plastic tub", "plastic", []string{"cap_attached"}},
		{"plastic tub with the lid on, it's pp", "plastic", []string{"cap_attached"}},
		{"the lid is plastic too", "plastic", nil},
	})
}

// The rest thrown out says the contents gone only when the throwing is
// not denied (못 버렸어요, 아직 안 버렸어요).
func TestReview34RestNotThrownOut(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"음료가 반 남아 있어요. 나머지는 아직 안 버렸어요", "clear_pet", []string{"contents_left"}},
		{"콜라 반병쯤 든 페트병, 나머지는 못 버렸어요", "clear_pet", []string{"contents_left"}},
		{"콜라 반병쯤 든 페트병, 나머지는 버렸어요", "clear_pet", nil},
	})
}

// A leather word names a leather scrap (general) only when it is no
// food's skin (닭 가죽) and no shoe is said (가죽 워커, 밑창); English
// leather is read as the Korean is.
func TestReview34LeatherThingNarrowed(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"닭 가죽 벗긴 거", ""},
		{"오리 가죽 벗긴 거", ""},
		{"가죽 워커 밑창 닳은 거", ""},
		{"가죽 모카신", ""},
		{"소가죽 키홀더", "general"},
		{"인조가죽 필통 해진 거", "general"},
		{"leather coaster", "general"},
		{"faux leather keyring", "general"},
		{"돼지가죽 동전지갑", "clothing"},
	})
}

// A shoe's insole is the item only when it is not said taken out of
// the shoe; a battery's compartment is the device's also when the
// battery is named by its device (리모컨 건전지).
func TestReview34InsoleAndCompartment(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"운동화 깔창 빼고 버리려고요", "clothing"},
		{"운동화 깔창 분리해서 버려요", "clothing"},
		{"등산화 깔창 다 닳았어요", "general"},
		{"운동화 밑창", "clothing"},
		{"리모컨 건전지 뚜껑 없는 거", "e_waste"},
		{"리모컨 건전지 칸 고장 난 거", "e_waste"},
		{"노트북 배터리 커버 깨진 거", "e_waste"},
		{"보조배터리 커버 벗겨진 거", "battery"},
		{"건전지 뚜껑 없는 거", "battery"},
	})
}

// Weather met is wet only when it is not foreseen (맞기 전에, 젖을까
// 봐); a vessel sold empty said as bought or never boiled in holds no
// contents, a product sold full does.
func TestReview34ForeseenAndSoldEmpty(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"장맛비 맞기 전에 들여놨어요 상자", "paper", nil},
		{"이슬 맞기 전에 들여놨어요 상자", "paper", nil},
		{"폭우에 젖을까 봐 들여놨어요 상자", "paper", nil},
		{"폭우에 젖은 상자", "paper", []string{"wet"}},
		{"장맛비 맞은 상자", "paper", []string{"wet"}},
		{"산 그대로 안 쓴 밀폐용기", "plastic", nil},
		{"받은 그대로 안 쓴 플라스틱 컵", "plastic", nil},
		{"물 안 끓인 주전자", "metal_can", nil},
		{"한 번도 안 끓였어요 냄비", "metal_can", nil},
		{"산 그대로예요 샴푸", "plastic", []string{"contents_left"}},
		{"딴 적도 없는 참치캔", "metal_can", []string{"contents_left"}},
	})
}

// A board's material (MDF) said bare before a thing's name is what the
// thing is made of: the furniture is the item; said with a word of
// pieces it stays the scrap.
func TestReview34BoardMaterialOfFurniture(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"MDF 책장", "bulky"},
		{"MDF 책상", "bulky"},
		{"MDF 수납장", "bulky"},
		{"MDF 조각", "general"},
		{"MDF 판자 자른 거", "general"},
	})
}

// A shoe's lace or heel pad said in a clause of the shoe (신발끈 끊어진
// 운동화) is the shoe's part: the shoe is the item; said alone it is a
// thing of its own.
func TestReview34LaceOfShoe(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"신발끈 끊어진 운동화", "clothing"},
		{"구두끈 풀린 구두", "clothing"},
		{"뒤꿈치 패드 떨어진 구두", "clothing"},
		{"신발끈 한 묶음", "general"},
		{"신발끈 새로 산 거", "general"},
	})
}

// Foil stuck on is denied also after the auxiliary (붙어 있지 않아요);
// a cap said included is on when it is said screwed tight.
func TestReview34DeniedAfterAuxAndCapTight(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"은박이 붙어 있지 않아요 종이컵", "paper", nil},
		{"은박이 붙어 있진 않고 깨끗해요 종이컵", "paper", nil},
		{"은박이 붙어 있어요 종이컵", "paper", []string{"mixed_material"}},
		{"the cap is included and screwed tight", "clear_pet", []string{"cap_attached"}},
		{"lid included", "plastic", nil},
	})
}
