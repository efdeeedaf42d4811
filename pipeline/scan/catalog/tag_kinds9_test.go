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

// A part said to be on (닫아서 가져왔어요, 잠가 뒀어요, 붙어 있어요) stays
// on when its removal is then only asked about or owed (빼야 하나요?, 떼야
// 돼요?); a removal someone told the writer to make (떼고 내라고 했는데)
// is not one made. Done removals still remove.
func TestAskedAndToldRemovalKinds9(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"섬유유연제 통 뚜껑 꽉 닫아서 가져왔는데 뚜껑 따로 빼야 돼요?", "plastic", []string{"cap_attached"}},
		{"식용유 병 마개는 닫아 놨는데 마개 빼고 내야 하나요?", "glass", []string{"cap_attached"}},
		{"생수병 라벨 붙어 있는데 이거 떼야 되나요?", "clear_pet", []string{"label_attached"}},
		{"스프링 노트 스프링 빼고 내라고 했는데 귀찮아서 스프링은 그대로 뒀어요", "paper", []string{"mixed_material"}},
		{"코팅된 책 표지는 떼고 버리라던데 못 떼고 그냥 뒀음", "paper", []string{"mixed_material"}},
		// removals made
		{"섬유유연제 통 뚜껑 빼서 따로 모았어요", "plastic", nil},
		{"생수병 라벨 떼고 뚜껑도 뺐어요", "clear_pet", nil},
		{"스프링 노트 스프링 빼고 내라고 해서 다 뺐어요", "paper", nil},
	})
}

// What the writer found (남았던데, 있던데요: the retrospective -던데) holds
// now; what was there (남았던 우유, 있던 거) is over.
func TestFoundStillKinds9(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"맥주병 보니까 맥주 한 모금 남았던데 그냥 내요?", "glass", []string{"contents_left"}},
		{"샴푸 통 흔들어 보니 샴푸가 좀 남았던데요", "plastic", []string{"contents_left"}},
		{"간장병 바닥에 간장 조금 남았던걸 몰랐어요", "glass", []string{"contents_left"}},
		// over
		{"맥주병에 남았던 맥주는 다 버렸어요", "glass", nil},
		{"우유팩에 우유 남았었는데 헹궜어요", "paper_pack", nil},
	})
}

// A residue said, with a wash only asked about as the way to put the item
// out (씻어서 내세요?, 헹구고 버려요?), holds: nothing was washed.
func TestAskedWashKinds9(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"마요네즈 통 안에 기름기 번들번들한데 다들 씻어서 내세요?", "plastic", con},
		{"양념 묻은 배달 용기 헹구고 버려요?", "plastic", con},
		{"카레 자국 있는 그릇 씻어서 내나요?", "plastic", con},
		// washed, then asked where
		{"양념 묻은 용기 씻어서 말렸어요 어디 내요?", "plastic", nil},
		{"마요네즈 통 씻었는데 기름기 없어요 씻어서 내면 되죠?", "plastic", nil},
	})
}

// Things counted or measured before the adnominal 남은, with a container
// after it (사탕 세 개 남은 봉지, 쿠키 조금 남은 쿠키 통, 비타민 몇 알 남은
// 병), are contents left in it; a bag left after eating (다 먹고 남은
// 봉지), what is left that is the item (남은 약), and leftovers with no
// container are not.
func TestCountedLeftInKinds9(t *testing.T) {
	t.Parallel()
	left := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"사탕 세 개 남은 사탕 봉지 어디 버려요", "vinyl", left},
		{"쿠키 조금 남은 쿠키 통 버려도 돼요?", "plastic", left},
		{"비타민 몇 알 남은 플라스틱 병", "plastic", left},
		{"감자칩 반쯤 남은 봉지 그냥 버려요?", "vinyl", left},
		{"견과류 2개 남은 파우치 비닐류 맞나요", "vinyl", left},
		// not contents
		{"과자 다 먹고 남은 봉지 비닐로 내요", "vinyl", nil},
		{"쿠키 다 남은 거 없이 먹었고 통만 있어요", "plastic", nil},
		{"이사하고 남은 상자 몇 개 버려요", "paper", nil},
	})
}

// A film or vinyl lid still on a plastic tray, cup or can (비닐 뚜껑이 안
// 떨어져요, 필름 덮개 그대로, "the film lid is still on") is a lid of
// another material: cap_attached and mixed_material; taken off, neither.
func TestFilmLidKinds9(t *testing.T) {
	t.Parallel()
	capMixed := []string{"cap_attached", "mixed_material"}
	checkTags(t, mustLoad(t), []kindCase{
		{"컵밥 용기 비닐 뚜껑이 잘 안 떨어져요", "plastic", capMixed},
		{"과일 컵 필름 뚜껑 그대로 붙어 있어요", "plastic", capMixed},
		{"푸딩 컵 비닐 덮개 아직 안 뗐어요", "plastic", capMixed},
		{"fruit cup with the film lid still on", "plastic", capMixed},
		// taken off
		{"컵밥 용기 비닐 뚜껑 다 뜯어냈어요", "plastic", nil},
		{"푸딩 컵 필름 뚜껑은 떼서 버렸어요", "plastic", nil},
		// a screw cap on its own is the cap only
		{"샴푸 통 뚜껑 그대로 닫혀 있어요", "plastic", []string{"cap_attached"}},
	})
}

// A lid with no owner written, in a text that names the item by a noun
// that owns its lid (냄비, 주전자) while the match is its material (스텐,
// 알루미늄), is the item's own lid; an owner of another stream (택배 박스
// holding a bottle) does not make a bottle's cap its own.
func TestOwnerNamedApartKinds9(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"안 쓰는 스테인리스 냄비 하나 버려요, 뚜껑도 스테인리스예요", "metal_can", nil},
		{"찌그러진 알루미늄 주전자요 뚜껑까지 다 알루미늄", "metal_can", nil},
		{"스텐 냄비 세 개 내놓는데 뚜껑도 같이 내요", "metal_can", nil},
		// a cap on a bottle, whatever box it came in
		{"택배 박스에 담아 온 소주병인데 뚜껑 그대로 닫혀 있어요", "glass", []string{"cap_attached"}},
	})
}
