package catalog

import "testing"

// Session 24: tag kinds found by the condition-phrasing audit
// (testdata/conditions_audit.tsv), each a table of our own phrasings,
// holding and not.

// A thing never done (-ㄴ 적 없다) is negated: a label never taken off is
// on, a jar never washed is soiled; done once (적 있다) says nothing of
// now. A container never opened holds its contents, and a bottle's cap
// the text names is on (the labelling policy: no cap named, no
// cap_attached); an opening said of a cap or label, or supposed, is not.
func TestExperienceNegationDepth24(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"페트병 라벨 뗀 적 없어요", "clear_pet", []string{"label_attached"}},
		{"반찬통 씻어 본 적 없어요", "plastic", []string{"contaminated"}},
		{"캔맥주 딴 적 없는 거 세 캔", "metal_can", []string{"contents_left"}},
		{"두유팩 한 번도 안 뜯었어요", "paper_pack", []string{"contents_left"}},
		{"콜라 페트 딴 적이 없어요", "clear_pet", []string{"contents_left"}},
		{"소주병 한 번도 안 딴 거", "glass", []string{"contents_left"}},
		{"소주병 뚜껑도 한 번도 안 딴 거", "glass", []string{"contents_left", "cap_attached"}},
		{"잼 병 뚜껑 안 딴 채로", "glass", []string{"cap_attached"}},
		{"페트병 라벨 뗀 적은 있어요 지금은 없어요", "clear_pet", nil},
		{"캔 안 딴 거면 어디 버려요?", "metal_can", nil},
	})
}

// The -면 clause of a question (없이 만약) and an English if-clause of a
// question are asked about, not said: no tag; said as a statement, or
// with the condition said apart from the question, it holds.
func TestSupposedDepth24(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"캔에 음료 남아 있으면 어떻게 해요?", "metal_can", nil},
		{"우유팩 안 헹구면 재활용 안 돼요?", "paper_pack", nil},
		{"기름 묻으면 일반쓰레기예요?", "plastic", nil},
		{"if the jar is greasy can it still go in glass?", "glass", nil},
		{"캔에 음료가 남아 있어요 어떻게 해요?", "metal_can", []string{"contents_left"}},
		{"반찬통 기름 묻었어요. 플라스틱으로 내면 되나요?", "plastic", []string{"contaminated"}},
		{"the jar is greasy, can it still go in glass?", "glass", []string{"contaminated"}},
	})
}

// A state said in -던 of a thing then undone held before, not now; what
// was left, thrown out whole, is no contents. The item thrown away with
// its part on keeps the tag.
func TestFormerStateDepth24(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"생수병 라벨 붙어 있던 거 싹 뗐어요", "clear_pet", nil},
		{"잼 병 뚜껑 닫혀 있던 거 열어서 따로 버렸어요", "glass", nil},
		{"두유팩에 남아 있던 거 다 따라 버렸어요", "paper_pack", nil},
		{"마시다 남긴 거 다 버리고 캔만 헹궜어요", "metal_can", nil},
		{"라벨 붙어 있던 거 못 뗐어요", "clear_pet", []string{"label_attached"}},
	})
}

// A substance named bare whose verb is negated or throws it out soils
// nothing; said to be on, it does.
func TestNounDeniedDepth24(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"배달 용기 양념은 안 묻었어요", "plastic", nil},
		{"소스 통인데 남은 소스는 따라 버리고 헹궜어요", "plastic", nil},
		{"배달 용기 양념이 묻었어요", "plastic", []string{"contaminated"}},
	})
}

// A wetting or a break said of one thing, with another of the item's
// stream then said whole, is the first thing's; a whole thing of another
// stream leaves the item's condition.
func TestContrastedWholeDepth24(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"택배 박스는 비에 젖었는데 안에 든 공책은 멀쩡해요", "paper", nil},
		{"이불 담아 둔 상자가 비에 젖었는데 이불은 괜찮아요", "bulky", nil},
		{"소주병은 깨졌는데 뚜껑은 멀쩡해요", "nonflammable", []string{"broken"}},
		{"공책이 비에 젖었어요", "paper", []string{"wet"}},
	})
}

// Spoken and clipped ways of a condition the audit found unread: a
// focus particle on the noun of a tag word (비까지 맞았어요), 설거지 안
// 했음, a 코르크 still in, a spoken 찌꺼기, staples still in paper, a
// measure of contents said to be there, a product used only in part; and
// their absences.
func TestSpokenConditionsDepth24(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"신문지 묶음 비까지 맞았어요", "paper", []string{"wet"}},
		{"신문지 묶음 비도 안 맞았어요", "paper", nil},
		{"반찬통 설거지 안 했어요", "plastic", []string{"contaminated"}},
		{"반찬통 설거지 했어요", "plastic", nil},
		{"와인병에 코르크 꽂혀 있어요", "glass", []string{"cap_attached"}},
		{"와인병 코르크 뽑아서 따로 버렸어요", "glass", nil},
		{"도시락 통에 찌끄레기 남아 있어요", "plastic", []string{"contaminated"}},
		{"학원 유인물 스테이플러 심 그대로 있어요", "paper", []string{"mixed_material"}},
		{"학원 유인물 스테이플러 심은 다 뺐어요", "paper", nil},
		{"간장병에 간장 삼분의 일 정도 남았어요", "glass", []string{"contents_left"}},
		{"꿀병에 꿀 한 숟갈쯤 있어요", "glass", []string{"contents_left"}},
		{"꿀병에 꿀 한 숟갈쯤 있던 거 긁어 먹었어요", "glass", nil},
		{"쓰다 만 로션 통", "plastic", []string{"contents_left"}},
		{"쓰다 만 지퍼백 한 묶음", "vinyl", nil},
	})
}

// A cap opened and put apart is off; a closing asked about as the way to
// put the item out is no cap on; a cap said closed is.
func TestCapAskedOrApartDepth24(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"생수병 뚜껑 돌려서 분리했어요", "clear_pet", nil},
		{"소스 병 뚜껑 닫아서 내야 돼요?", "glass", nil},
		{"소스 병 뚜껑 닫혀 있는데 그대로 내도 돼요?", "glass", []string{"cap_attached"}},
		{"생수병 뚜껑 닫아서 버렸어요", "clear_pet", []string{"cap_attached"}},
	})
}

// A residue with the place it got on between it and its verb, a part of
// another material still on, and a small amount still in (English) are
// read; denied or taken off, they are not.
func TestPlacedAndPartsDepth24(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"튀김 기름이 봉투에 배었어요", "paper", []string{"contaminated"}},
		{"튀김 기름이 봉투에 안 배었어요", "paper", nil},
		{"우유 곽에 붙은 빨대 비닐 떼어냈어요", "paper_pack", nil},
		{"와인 병 코르크는 잃어버렸어요", "glass", nil},
		{"플라스틱 장바구니에 철사 고리 그대로 달려 있어요", "plastic", []string{"mixed_material"}},
		{"플라스틱 장바구니 철사 고리는 빼서 버렸어요", "plastic", nil},
		{"lotion bottle, a little still in the bottom", "plastic", []string{"contents_left"}},
		{"lotion bottle, not a drop still in it", "plastic", nil},
	})
}
