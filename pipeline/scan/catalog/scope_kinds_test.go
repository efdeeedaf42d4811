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
// (하나 남았어요, 두 개 남음) is no contents; a substance said to be left
// (소스 조금 남았어요) is contents, not a residue, unless it is a residue by
// name (기름기가 남아 있어요).
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
		// contents
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
