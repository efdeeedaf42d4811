package catalog

import "testing"

// Session 28: tag kinds found by the fifth round of the condition-phrasing
// audit (testdata/conditions_audit.tsv, "# round 5"), each a table of our
// own phrasings beside the audit's, holding and not.

// -지는 said short before a negation (헹구진 않았어요, 떼진 못했어요) is
// the negation written out; a note's 有 and 無 are its O and X, and each
// mark closes its item (세척X 스티커O).
func TestShortFormsDepth28(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"반찬통 씻진 않았어요", "plastic", []string{"contaminated"}},
		{"소스병 닦진 못했어요", "glass", []string{"contaminated"}},
		{"스티커 떼진 않았어요 귀찮아서", "plastic", []string{"label_attached"}},
		{"마개 빼진 못했어요", "glass", []string{"cap_attached"}},
		{"헹구진 않았는데 묻은 거 하나도 없어요", "plastic", nil},
		{"도시락통 안 헹궜는데 그래도 깨끗해요", "plastic", nil},
		{"도시락통 안 헹궜는데 깨끗하진 않아요", "plastic", []string{"contaminated"}},
		{"페트병 라벨 無 뚜껑 有", "clear_pet", []string{"cap_attached"}},
		{"스티커 無", "plastic", nil},
		{"헹굼X 라벨O", "clear_pet", []string{"label_attached", "contaminated"}},
		{"세척O 스티커X", "plastic", nil},
	})
}

// Contents said there by an amount (아직 반 이상이에요, 물 반), by 내용물
// with 있다, as nearly as they were (거의 그대로), and snacks counted in a
// bag with 있다; English amounts of full.
func TestContentsAmountDepth28(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"우유가 아직 절반이에요", "paper_pack", []string{"contents_left"}},
		{"콜라 반", "clear_pet", []string{"contents_left"}},
		{"샴푸 내용물 들어 있어요", "plastic", []string{"contents_left"}},
		{"내용물 없어요", "plastic", nil},
		{"사이다 거의 그대로예요", "clear_pet", []string{"contents_left"}},
		{"젤리가 조금 있어요 봉지에", "vinyl", []string{"contents_left"}},
		{"과자 봉지 그대로 버려요", "vinyl", nil},
		{"the jug is almost full", "plastic", []string{"contents_left"}},
		{"the box is full of packing peanuts", "paper", nil},
		{"it's not nearly full, it's empty", "clear_pet", nil},
	})
}

// A step said promised and not done (헹궈 준다더니 안 했어요) leaves its
// condition; a food eaten up or none of it left is no residue; a drink
// stopped and left, or a can opened and left, holds its contents.
func TestPromiseAndLeftDepth28(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"남편이 스티커 떼 준다더니 안 했어요", "plastic", []string{"label_attached"}},
		{"아들이 병 헹군다더니 안 헹궜어요", "glass", []string{"contaminated"}},
		{"뚜껑 빼 준다면서 못 뺐대요", "clear_pet", []string{"cap_attached"}},
		{"남편이 스티커 떼 준다더니 다 뗐어요", "plastic", nil},
		{"이모가 병 헹궈 주신다더니 못 하셨대요", "glass", []string{"contaminated"}},
		{"양념 다 먹었어요 통만 버려요", "plastic", nil},
		{"소스 하나도 안 남았어요", "glass", nil},
		{"소스 다 먹었는데 병에 소스가 말라붙었어요", "glass", []string{"contaminated"}},
		{"주스 마시다가 그냥 놔뒀어요", "paper_pack", []string{"contents_left"}},
		{"맥주 따 놓고 그대로 있어요", "metal_can", []string{"contents_left"}},
		{"맥주 다 마시고 그대로 뒀어요", "metal_can", nil},
	})
}

// A label scraped off is off unless a remnant is said; a label named by
// its stuff (라벨 종이, 스티커 조각) said on is on; a label left in a
// measure is no contents; bits of food counted stuck on soil the item.
func TestLabelAndBitsDepth28(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"스티커 칼로 긁어냈어요", "plastic", nil},
		{"라벨 긁어냈는데 종이가 좀 남았어요", "glass", []string{"label_attached"}},
		{"스티커 조각이 아직 붙어 있어요", "plastic", []string{"label_attached"}},
		{"라벨 종이가 붙어 있지 않아요", "glass", nil},
		{"스티커가 새끼손톱만큼 남았어요", "plastic", []string{"label_attached"}},
		{"그릇에 밥알 몇 개 붙어 있어요", "plastic", []string{"contaminated"}},
		{"밥알 몇 개 붙어 있던 거 다 씻었어요", "plastic", nil},
	})
}

// A chip said with 만, a break said after others are said whole; parts
// said sorted out are off unless set apart; a lid named only as the
// place of a stain is no cap said on; 's before a state is "is".
func TestBreakSortPlaceDepth28(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"그릇 가장자리 이만 조금 나갔어요", "nonflammable", []string{"broken"}},
		{"컵 두 개는 멀쩡한데 하나는 금 갔어요", "nonflammable", []string{"broken"}},
		{"컵 두 개는 멀쩡하고 하나는 안 깨졌어요", "nonflammable", nil},
		{"스티커랑 뚜껑 싹 정리했어요", "plastic", nil},
		{"뚜껑 닫고 냉장고 다 정리했어요", "glass", []string{"cap_attached"}},
		{"접시는 멀쩡하고 옆에 둔 컵은 깨졌어요", "nonflammable", nil},
		{"라벨만 빼고 다 정리했어요", "clear_pet", []string{"label_attached"}},
		{"도시락 뚜껑에만 기름이 묻어 있어요", "plastic", []string{"contaminated"}},
		{"the lid's still on", "glass", []string{"cap_attached"}},
		{"the bottle's label is gone", "clear_pet", nil},
	})
}

// A label's mark alone (자국, 끈끈이), with any particle and in a question,
// is no label; the label beside it, or set against it, is. Things counted
// with 있다 (사탕 몇 개 있어요) are contents.
func TestMarkAndCountDepth28(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"라벨 끈끈이도 닦아야 하나요?", "clear_pet", nil},
		{"가격표 자국은 좀 있어요", "plastic", nil},
		{"스티커 자국 말고 스티커가 반쯤 붙어 있어요", "plastic", []string{"label_attached"}},
		{"라벨 자국이랑 라벨 조각이 남았어요", "glass", []string{"label_attached"}},
		{"젤리 두 개 있어요", "vinyl", []string{"contents_left"}},
		{"과자 몇 개 있던 거 다 먹었어요", "vinyl", nil},
		// what was left, used for something else
		{"맥주 남은 건 화분에 주고 캔만 버려요", "metal_can", nil},
		{"소주 남은 거 찌개에 넣었어요", "glass", nil},
		{"소주 남은 거 그대로 있어요", "glass", []string{"contents_left"}},
	})
}
