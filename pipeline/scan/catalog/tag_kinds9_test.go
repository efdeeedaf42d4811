package catalog

import "testing"

// Tag kinds from ho9 and dev8 (session 14): each table is written at a
// whole class of phrasings (never eval lines), holding and not holding.

// A residue denied through the noun of what left it (고춧가루 자국 하나도
// 없어요, 커피 얼룩은 없어요) or a break denied through 것도/것이 (금 간
// 것도 없어요, 깨진 것이 없음) is no condition; said to be there, it is.
func TestTraceDeniedKinds9(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"반찬통 세제로 닦아서 고춧가루 자국 하나도 없어요", "plastic", nil},
		{"텀블러 커피 얼룩은 전혀 없음", "plastic", nil},
		{"도시락 통 밥풀 하나 없이 씻었어요 소스 찌꺼기 하나도 없어요", "plastic", nil},
		{"잼 병 열탕 소독했고 깨진 것도 없어요", "glass", nil},
		{"소주병 모아 놨는데 금 간 것이 없어요", "glass", nil},
		{"접시 다섯 장인데 이 빠진 것도 없음", "nonflammable", nil},
		// said to be there
		{"반찬통에 양념 자국 그대로 있어요", "plastic", []string{"contaminated"}},
		{"소주병 중에 금 간 것도 있어요", "glass", []string{"broken"}},
		{"텀블러에 커피 얼룩 있어요", "plastic", []string{"contaminated"}},
	})
}

// A wash denied with 안 하다 after the verb (씻지는 안 했어요, 헹구지도
// 못 했음, 씻지 안했어요) leaves the residue said before it; a wash that
// was done (씻지는 했는데) does not.
func TestLongNegatedWashKinds9(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"족발 싸 온 비닐봉지에 양념 묻어 있는데 씻지는 안 했어요", "vinyl", con},
		{"떡볶이 포장 용기에 소스 묻었고 헹구지도 못 했음", "plastic", con},
		{"생선 담았던 봉지 비린내 나는데 씻지 안했어요", "vinyl", con},
		{"카레 그릇에 카레 묻은 거 헹구지는 안 했는데 버려도 돼요?", "plastic", con},
		// washed after all
		{"소스 묻었던 용기 씻지는 했어요 깨끗해요", "plastic", nil},
		{"양념 묻은 통 헹궜어요", "plastic", nil},
	})
}

// A condition said in a word the reader's lists lacked: a break verb in
// its connective form (끊어지고, 부러지고), a drying denied in any form
// (안 말린, 못 말려서), an oily sheen felt (번들거려요, 미끈거림), and a
// smear in English ("lipstick smear", "dried milk").
func TestConditionFormsKinds9(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"유모차 손잡이 끈 끊어지고 바퀴도 삐걱거려요", "bulky", []string{"broken"}},
		{"청소기 전선이 끊어지고 안 켜져요", "e_waste", []string{"broken"}},
		{"빨고 나서 안 말린 운동화 헌옷함에 넣어도 돼요?", "clothing", []string{"wet"}},
		{"수건 세탁기에서 꺼내 못 말려서 축 처졌어요", "clothing", []string{"wet"}},
		{"어제 씻은 반찬통 아직 안 말린 채로 내놔요", "plastic", []string{"wet"}},
		{"참기름 통 비우고 나니 안쪽이 번들거려요", "plastic", []string{"contaminated"}},
		{"식용유 병 입구가 미끈거림", "glass", []string{"contaminated"}},
		{"마요네즈 통 안이 번질번질해요", "plastic", []string{"contaminated"}},
		{"paper cup with a lipstick smear on the rim", "paper", []string{"contaminated"}},
		{"milk carton, some dried milk in the fold", "paper_pack", []string{"contaminated"}},
		{"glass jar, a greasy smudge near the neck", "glass", []string{"contaminated"}},
		// not holding
		{"운동화 빨아서 다 말렸어요", "clothing", nil},
		{"청소기 전선 안 끊어졌고 그냥 흡입이 약해요", "e_waste", nil},
		{"참기름 통 세제로 씻어서 이제 안 번들거려요", "plastic", nil},
	})
}

// A label or sticker that will not come off is a label still on, no part
// of another material, whatever effort or place is said between it and
// the verb (아무리 해도, 도저히, "on the side", "at the bottom"); a part
// of another material that will not come off still is one.
func TestStuckLabelKinds9(t *testing.T) {
	t.Parallel()
	label := []string{"label_attached"}
	checkTags(t, mustLoad(t), []kindCase{
		{"콜라 페트병 비닐 라벨이 아무리 해도 안 뜯어져요", "plastic", label},
		{"샴푸 통 상표 스티커가 도저히 안 떨어져요", "plastic", label},
		{"잼 병 라벨이 암만 긁어도 안 떼져요", "glass", label},
		{"the price sticker on the base just won't peel off", "plastic", label},
		{"jam jar, the label at the back won't come off", "glass", label},
		{"the barcode sticker on the bottom won't come off the tub", "plastic", label},
		// another material that will not come off
		{"종이 상자에 비닐 테이프가 아무리 해도 안 떨어져요", "paper", []string{"mixed_material"}},
		{"종이컵 안쪽 코팅이 도저히 안 벗겨져요", "paper", []string{"mixed_material"}},
	})
}

// A break said of the item before 거 (다리 부러진 거) stays the item's
// when the next phrase names a sticker or tape put on it (스티커 붙여서
// 내요, 테이프로 감았어요).
func TestThingBeforeNextPhraseKinds9(t *testing.T) {
	t.Parallel()
	broken := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"책상 다리 부러진 거 스티커 붙여서 내놓을게요", "bulky", broken},
		{"화분 금 간 거 테이프로 감아 놨어요", "nonflammable", broken},
		{"옷걸이 행거 휘어서 부러진 거 스티커 사서 붙였어요", "bulky", broken},
		// a whole item with its disposal sticker
		{"책상 멀쩡한데 스티커 붙여서 내놓을게요", "bulky", nil},
	})
}
