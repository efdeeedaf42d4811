package catalog

import "testing"

// 번역체 "X의 Y" is the compound XY when X is a term or XY holds one
// across the join; a word that ends in 의 itself and a genitive of a
// person or place stay as written.
func TestKinds9Genitive(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"이것은 과자의 봉지입니다. 비어 있습니다.", "vinyl"},
		{"이것은 우유의 팩입니다", "paper_pack"},
		{"이것은 조개의 껍데기입니다. 일반 쓰레기입니까?", "general"},
		{"이것은 두유의 종이 상자입니다. 헹구었습니다.", "paper_pack"},
		{"나는 라면의 봉지를 버리기를 원한다", "vinyl"},
		{"이것은 계란의 껍데기입니다", "general"},
		// near-misses: no compound
		{"거의 다 먹은 요구르트", "plastic"},
		{"어르신의 겨울 외투", "clothing"},
		{"회의실 종이컵", "paper"},
	})
}

// A stream asked about in the 합쇼체 of a translation (음식물입니까?,
// 일반 쓰레기가 맞습니까?) is the asker's guess, not the item.
func TestKinds9FormalProposal(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"이것은 닭의 뼈입니다. 음식물입니까?", "general"},
		{"복숭아 씨앗입니다. 음식물 쓰레기가 맞습니까?", "general"},
		{"양파 껍질은 음식물입니까?", "general"},
	})
}

// A battery said to be built into its device (내장, 일체형, 안 빠지는,
// built-in) is part of the device; a battery taken out, or named alone,
// is the battery.
func TestKinds9BuiltInBattery(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"배터리 내장된 전동 칫솔 고장", "e_waste"},
		{"이것은 낡은 태블릿입니다. 배터리는 일체형입니다.", "e_waste"},
		{"블루투스 스피커, 배터리가 안 빠지는 모델", "e_waste"},
		{"old bluetooth speaker, the battery is built-in", "e_waste"},
		// near-misses: the battery is the item
		{"노트북에서 빼낸 배터리", "battery"},
		{"내장 배터리만 따로 모아둔 거", "battery"},
		{"휴대폰 배터리 부풀었어요", "battery"},
	})
}

// A material word right before a small part (플라스틱 링, 종이 테이프, 비닐
// 손잡이) is the part's material: another thing named is the item. A
// part singled out or named alone stays with its material.
func TestKinds9MaterialOfPart(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"수첩에 플라스틱 링이 달려 있어요", "paper"},
		{"다이어리, 플라스틱 스프링 안 빠짐", "paper"},
		{"쇼핑백인데 비닐 손잡이가 붙어 있음", "paper"},
		{"에어캡 포장에 종이 테이프 덕지덕지", "vinyl"},
		// near-misses
		{"플라스틱 링만 한 봉지", "plastic"},
		{"플라스틱 고리", "plastic"},
		{"투명 플라스틱 계란판", "plastic"},
	})
}

// No term is read across a comma or a full stop: "포장, 종이" is no
// 포장 종이 (wrapping paper).
func TestKinds9NoTermAcrossClause(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"소파 비닐 포장, 종이 라벨 붙어 있음", "vinyl"},
		{"택배 비닐 포장. 종이 송장은 뗐어요", "vinyl"},
		{"포장 종이 한 뭉치", "paper"},
	})
}

// Vocabulary by class: dishes of rice and stews (볶음밥, 덮밥, 국밥, 죽),
// cobs and stalks from a field (옥수수 속대, 고춧대, 깻대), plastic caps
// (플라스틱 캡), drink cartons said as a paper box (우유 종이 상자), and the
// film a mover wraps furniture in (매트리스 비닐, 소파 비닐 커버).
func TestKinds9Vocabulary(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"먹다 남은 김치볶음밥 말고 그냥 볶음밥", "food_waste"},
		{"식은 덮밥 반 그릇", "food_waste"},
		{"어르신들 드시다 남긴 죽", "food_waste"},
		{"주말농장에서 뽑은 고춧대 한 묶음", "general"},
		{"삶아 먹고 남은 옥수수 속대 세 개", "general"},
		{"밭 정리하고 나온 깻대", "general"},
		{"참치캔에서 떼어낸 플라스틱 캡만", "plastic"},
		{"우유 종이 상자 헹군 거", "paper_pack"},
		{"이삿짐 싸고 남은 매트리스 비닐", "vinyl"},
		{"소파 비닐 커버 찢어짐", "vinyl"},
		{"moving crew's furniture wrap, torn", "vinyl"},
	})
}

// Clothing burst or torn in any ending (터짐, 찢어지고), and in the
// English of a pet owner (tore up, shredded, chewed up), is broken; a
// glove or bag that only got dirty is not.
func TestKinds9ClothingTorn(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{text: "목장갑 엄지 쪽 터짐", middle: "clothing", tags: []string{"broken"}},
		{text: "작업복 무릎이 찢어지고 보풀", middle: "clothing", tags: []string{"broken"}},
		{text: "the puppy chewed up my old scarf", middle: "clothing", tags: []string{"broken"}},
		{text: "cat shredded the fleece blanket's corner, a hoodie", middle: "clothing", tags: []string{"broken"}},
		{text: "the kids tore the raincoat hood", middle: "clothing", tags: []string{"broken"}},
		// near-misses
		{text: "목장갑 한 켤레, 멀쩡해요", middle: "clothing", tags: nil},
		{text: "old hoodie, faded but whole", middle: "clothing", tags: nil},
	})
}

// A cork said to be out (corks already out, uncorked) is no cap left on;
// one still in keeps cap_attached. "broken-down" (English for 고장난) is a
// device that stopped, not a broken one; a crack still is.
func TestKinds9EnglishStates(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{text: "two empty wine bottles, corks out", middle: "glass", tags: nil},
		{text: "uncorked sparkling wine bottle, rinsed", middle: "glass", tags: nil},
		{text: "wine bottle with the cork still in", middle: "glass", tags: []string{"cap_attached"}},
		{text: "broken-down microwave from the staff room", middle: "e_waste", tags: nil},
		{text: "the hairdryer broke down last week", middle: "e_waste", tags: nil},
		{text: "microwave with a cracked glass plate", middle: "e_waste", tags: []string{"broken"}},
	})
}

// Grease from a fatty food (jerky, bacon, fries) that soaked through a
// box or bag is residue, not wetness; rain or water soaking through is
// wet.
func TestKinds9FatFoodSoak(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{text: "fries bag, the fries soaked through the paper", middle: "paper", tags: []string{"contaminated"}},
		{text: "종이봉투에 육포 기름이 배어 나옴", middle: "paper", tags: []string{"contaminated"}},
		// near-miss
		{text: "cardboard box the rain soaked through", middle: "paper", tags: []string{"wet"}},
	})
}

// A box's own lid is no cap when the boxes are counted in the plural
// (상자들 뚜껑, boxes with their lids); a jar's lid in the plural is still
// a cap.
func TestKinds9PluralOwners(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{text: "선물 상자들 뚜껑까지 한꺼번에", middle: "paper", tags: nil},
		{text: "이사 박스들 뚜껑 접어서 묶음", middle: "paper", tags: nil},
		{text: "cake boxes with their lids, flattened", middle: "paper", tags: nil},
		// near-misses: a cap on a bottle or jar
		{text: "소스 병들 뚜껑 닫힌 채로", middle: "glass", tags: []string{"cap_attached"}},
		{text: "three pickle jars, lids still on", middle: "glass", tags: []string{"cap_attached"}},
	})
}

func TestKinds9Singular(t *testing.T) {
	t.Parallel()
	for w, want := range map[string]string{"상자들": "상자", "들": "들", "boxes": "box", "cartons": "carton", "glass": "glass", "bus": "bus", "박스": "박스"} {
		if got := singular(w); got != want {
			t.Errorf("singular(%q) = %q, want %q", w, got, want)
		}
	}
}
