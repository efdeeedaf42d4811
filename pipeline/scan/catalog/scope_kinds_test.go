package catalog

import "testing"

// A wash or a drying tried in vain (아무리 헹궈도, 씻었는데도, 닦아 봐도,
// even after, no matter how) undoes nothing: the condition said before it
// still holds. A noun with the particle 도 (세척도 했어요: washed too) is
// no concession, and a wash that worked still clears.
func TestUndoneInVain(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	con := []string{"contaminated"}
	checkTags(t, c, []kindCase{
		{"반찬통에 김치 국물 자국 배어서 아무리 헹궈도 안 지워져요", "plastic", con},
		{"카레 자국 있는 도시락통 씻었는데도 그대로예요", "plastic", con},
		{"피자 상자에 기름 자국 있는데 휴지로 닦아 봐도 그대로예요", "paper", con},
		{"짜장 자국 있는 용기 세척해도 누렇게 그대로임", "plastic", con},
		{"the tub is stained with curry, even after I scrubbed it", "plastic", con},
		{"yogurt cup is greasy no matter how long I rinsed it", "plastic", con},
		// done, not in vain
		{"김치 국물 자국 있었는데 세척도 했어요", "plastic", nil},
		{"카레 자국 있었는데 깨끗이 씻었어요", "plastic", nil},
		{"the tub was stained with curry but I scrubbed it", "plastic", nil},
	})
}

// Only the container left (병만 남았어요) or a count of whole things left
// of the item (선풍기가 하나 남았어요, 와인병 두 개 남았는데) is no
// contents, while things counted inside it (칩이 몇 개 남아) are; a
// substance said to be left (소스 조금 남았어요) is contents, not a
// residue, unless it is a residue by name (기름기가 남아 있어요).
func TestWhatIsLeft(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	left := []string{"contents_left"}
	checkTags(t, c, []kindCase{
		{"생수병 뚜껑은 따로 버렸고 병만 남았어요", "clear_pet", nil},
		{"맥주캔 다 마셔서 캔만 남음", "metal_can", nil},
		{"와인병 두 개 남았는데 어디에 버려요", "glass", nil},
		{"이사하고 선풍기가 하나 남았어요", "e_waste", nil},
		{"생수병 2개 남았어요 라벨 뗐어요", "clear_pet", nil},
		// contents, counted or measured
		{"감자칩 봉지에 칩이 몇 개 남아 있어요", "vinyl", left},
		{"사탕 봉지 안에 사탕 두 개 남았어요", "vinyl", left},
		{"와인병에 와인이 조금 남았어요", "glass", left},
		{"생수병에 물이 반 남았어요", "clear_pet", left},
		{"잼병에 양념이 반쯤 남아 있어요", "glass", left},
		{"소스통에 소스가 아직 남아 있는데요", "plastic", left},
		{"굴소스 유리병인데 안에 소스 조금 남았어요", "glass", left},
		// a residue by name, or the substance also smeared on
		{"스티로폼 용기 기름기가 남아 있어요", "styrofoam", []string{"contaminated"}},
		{"소스가 조금 남았고 겉에도 소스가 범벅이에요", "plastic", []string{"contents_left", "contaminated"}},
	})
}

// Wet applies to lamps too (the policy: lamps only broken or wet), and
// water pooled inside (물이 흥건) is wet even after a rinse.
func TestWetLampsAndPooledWater(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	wet := []string{"wet"}
	checkTags(t, c, []kindCase{
		{"형광등을 베란다에 뒀더니 비 맞아서 젖었어요", "lamp", wet},
		{"창고에 둔 형광등 몇 개가 비 새서 축축해요", "lamp", wet},
		{"우유팩 헹궈서 엎어 뒀는데 아직 물이 흥건해요", "paper_pack", wet},
		{"신문지 깔았던 거 물기가 흥건함", "paper", wet},
		{"형광등 다 쓴 거 멀쩡해요", "lamp", nil},
	})
}

// Spoken and regional spellings (업서요, 뿌러졌어, 벳기놨다, 땜시) read as
// their standard forms: absence, a break, a removal, a cause.
func TestSpokenSpellings(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"소주병 스무 개 라벨은 붙어 있고 뚜껑은 업서요", "glass", []string{"label_attached"}},
		{"음료 페트 뚜껑 업써유", "clear_pet", nil},
		{"의자 다리 하나가 뿌러졌어", "bulky", []string{"broken"}},
		{"드라이기 손잡이 뿌러짐", "e_waste", []string{"broken"}},
		{"생수병 라벨 다 벳기놨다", "clear_pet", nil},
		{"보리차 페트병 뚜껑은 잠가 뒀구유 상표 비닐은 칼로 그어서 벗겼구유", "clear_pet", []string{"cap_attached"}},
		{"스티로폼 박스가 비 땜시 눅눅해졌어요", "styrofoam", []string{"wet"}},
	})
}

// A sticker that will not come off, said through 것 (스티커 붙은 거 안
// 떨어져요), is a label, not another material.
func TestThingStandsForItsClause(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"택배 스티로폼 박스에 송장 붙은 거 안 떨어져요", "styrofoam", []string{"label_attached"}},
		{"페트병 라벨 붙은 게 안 떼져요", "plastic", []string{"label_attached"}},
		{"우유팩 비닐 코팅 된 거 안 벗겨져요", "paper_pack", []string{"mixed_material"}},
	})
}

// A condition of what the item is set against (깨진 거 말고: not the
// broken one) or of the place where something happened (흙탕물에서 놀아서)
// is not the item's; the same condition said of the item still holds.
func TestContrastAndPlace(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"깨진 접시 조각도 있는데 깨진 거 말고 멀쩡한 접시는요?", "nonflammable", nil},
		{"젖은 상자 말고 마른 상자만 내놓을게요", "paper", nil},
		{"금 간 화분 말고 멀쩡한 화분 하나", "nonflammable", nil},
		{"흙탕물에서 놀다 온 운동화인데 아직 젖어 있어요", "clothing", []string{"wet"}},
		// said of the item itself
		{"진흙탕에서 놀다 흙 범벅 된 비닐 우비", "vinyl", []string{"contaminated"}},
		{"깨진 접시인데 어디 버려요", "nonflammable", []string{"broken"}},
	})
}

// Mould on an item that is wet is its dampness; mould alone, a fishy
// smell, or juice all over it is residue.
func TestMouldSmellAndSplash(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	con := []string{"contaminated"}
	checkTags(t, c, []kindCase{
		{"창고에 있던 박스 곰팡이 피고 눅눅해요", "paper", []string{"wet"}},
		{"장마에 헌 책들이 곰팡이 슬고 축축함", "paper", []string{"wet"}},
		{"곰팡이 피고 김치 국물도 묻은 반찬통, 아직 젖어 있음", "plastic", []string{"contaminated", "wet"}},
		{"잼 병 안 씻고 뒀더니 곰팡이 폈어요", "glass", con},
		{"회 포장해 온 스티로폼 접시 비린내 나요", "styrofoam", con},
		{"고등어 싸 왔던 비닐 생선 냄새 심해요", "vinyl", con},
		{"foam meat tray with chicken juice all over it", "styrofoam", con},
		{"takeout bowl with chili oil all over it", "plastic", con},
	})
}

// A part that came off a shoe or a bag, springs poking out of a mattress
// and glass that flew from a dropped bulb are breaks; a sole still fine
// is not.
func TestBreaksSaidByTheirResult(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	br := []string{"broken"}
	checkTags(t, c, []kindCase{
		{"구두 굽이 떨어졌어요", "clothing", br},
		{"가방 손잡이 한쪽 떨어짐", "clothing", br},
		{"소파 스프링이 튀어나왔어요", "bulky", br},
		{"매트리스 옆구리로 스프링이 삐져나왔어요", "bulky", br},
		{"형광등 떨어뜨려서 유리가 튀었어요", "lamp", br},
		{"밑창 멀쩡한 운동화 작아서 버려요", "clothing", nil},
	})
}

// A trigger sprayer is a cap like a pump (on while it won't come out,
// no other material), and a string handle on a paper bag is another
// material while it is on.
func TestSprayersAndHandleStrings(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"분무기 통 다 썼는데 방아쇠가 안 빠져요", "plastic", []string{"cap_attached"}},
		{"유리 세정제 통에 노즐 달린 채로 버려도 돼요?", "plastic", []string{"cap_attached"}},
		{"spray bottle, the trigger won't come off", "plastic", []string{"cap_attached"}},
		{"분무기 노즐은 빼서 따로 버렸어요", "plastic", nil},
		{"백화점 종이가방, 손잡이 끈 그대로 달려 있어요", "paper", []string{"mixed_material"}},
		{"선물 포장 종이백 끈은 아직 못 떼어냈어요", "paper", []string{"mixed_material"}},
		{"종이가방 노끈은 가위로 잘라냈어요", "paper", nil},
		{"신문지 끈으로 묶어서 내놓아요", "paper", nil},
	})
}

// Food or drink stopped half-way (먹다 만, 마시다 만, half-eaten) and left
// in the item is contents; the item itself half used (쓰다 만) is not.
func TestHalfEatenContents(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	left := []string{"contents_left"}
	checkTags(t, c, []kindCase{
		{"먹다 만 과자가 든 봉지", "vinyl", left},
		{"마시다 만 우유팩 그대로 있어요", "paper_pack", left},
		{"컵라면 먹다가 만 용기", "styrofoam", left},
		{"half-eaten yogurt in the cup", "plastic", left},
		{"쓰다 만 지퍼백 한 묶음", "vinyl", nil},
	})
}
