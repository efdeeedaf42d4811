package catalog

import "testing"

// Session 26: tag kinds found by the third round of the condition-phrasing
// audit (testdata/conditions_audit.tsv), each a table of our own phrasings
// beside the audit's, holding and not.

// A wash still ahead, left undone, of a part or a half only, or conceded
// with a residue said left soils the item; a wash done does not, and the
// residue is no contents.
func TestWashUndoneDepth26(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"김치통 주말에 헹굴 거예요", "plastic", []string{"contaminated"}},
		{"통조림 캔 닦는 걸 깜빡했어요", "metal_can", []string{"contaminated"}},
		{"유리병 세척은 아직 못 했어요", "glass", []string{"contaminated"}},
		{"도시락 용기 겉면만 닦았어요", "plastic", []string{"contaminated"}},
		{"씻기는 했는데 밥알이 조금 남아 있어요", "plastic", []string{"contaminated"}},
		{"씻다 말았어요 양념통", "plastic", []string{"contaminated"}},
		{"설거지 다 끝났어요 반찬통", "plastic", nil},
		{"캔 헹구는 거 안 잊고 다 했어요", "metal_can", nil},
	})
}

// What a belief corrected or a denial set aside says (안 씻은 줄
// 알았는데, 뗀 게 아니라, 안 빼고 있다가) is read from what follows it.
func TestSetAsideDepth26(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"안 헹군 줄 알았는데 아내가 다 헹궈 놨어요", "plastic", nil},
		{"스티커 안 뗀 게 아니고 처음부터 없었어요", "plastic", nil},
		{"마개 안 빼고 있다가 아까 뺐어요", "glass", nil},
		{"스티커 떨어질 뻔했는데 아직 붙어 있어요", "plastic", []string{"label_attached"}},
		{"깨진 줄 알았는데 금 하나 없어요", "nonflammable", nil},
	})
}

// A part put back on is on; a label on the box or the bag the item came
// in, or on a thing inside it, and a cap of another thing or put on one,
// are not the item's.
func TestOtherThingDepth26(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"스티커 뗐는데 애가 다시 붙였어요", "plastic", []string{"label_attached"}},
		{"마개 뺐다가 도로 끼웠어요", "glass", []string{"cap_attached"}},
		{"캔이 들어 있던 상자에 송장 스티커가 있어요", "metal_can", nil},
		{"택배 상자에 송장 스티커가 붙어 있어요", "paper", []string{"label_attached"}},
		{"스티로폼 상자 안에 든 캔에 스티커가 있어요", "styrofoam", nil},
		{"뚜껑은 다른 반찬통에 씌워 뒀어요", "plastic", nil},
		{"다른 잼 병 뚜껑은 꽉 닫혀 있는데 이 병은 뚜껑이 없어요", "glass", nil},
	})
}

// An amount said of a wetting, a break or a removal is no contents; what
// is left of a part taken off almost whole is the part; contents said in
// a few other ways (거의 다 마셨는데 조금 있어요, 쓰다 만 병, 반 남은 거)
// are contents left, and "남아 있지 않아요" says none are.
func TestAmountsDepth26(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"종이 상자 절반쯤 젖었어요", "paper", []string{"wet"}},
		{"스티커 거의 다 뗐는데 귀퉁이가 조금 남았어요", "plastic", []string{"label_attached"}},
		{"주스 거의 다 마셨는데 아직 좀 있어요", "clear_pet", []string{"contents_left"}},
		{"로션 쓰다 만 병이에요", "plastic", []string{"contents_left"}},
		{"음료 남아 있지 않아요", "metal_can", nil},
		{"수건 덜 말랐어요", "clothing", []string{"wet"}},
	})
}

// Phrasings said whole: a part still to come off later (뗄게요), all but a
// part taken off (라벨 말고는 다), a part handled (처리했어요), only the
// glue's mark left, water spilt on the item, a break by use (깨 먹었어요),
// a screen gone, and English not drunk whole, still in, still has on.
func TestSaidWholeDepth26(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"스티커는 있다가 뗄게요", "plastic", []string{"label_attached"}},
		{"스티커 말고는 다 정리했어요", "plastic", []string{"label_attached"}},
		{"스티커랑 뚜껑 다 처리 완료", "plastic", nil},
		{"라벨 풀 자국만 남았어요", "clear_pet", nil},
		{"아이가 종이 상자에 물을 쏟았어요", "paper", []string{"wet"}},
		{"동생이 머그컵 깨 먹었어요", "nonflammable", []string{"broken"}},
		{"휴대폰 떨어뜨려서 액정이 나갔어요", "e_waste", []string{"broken"}},
		{"didn't finish the whole bottle of water", "clear_pet", []string{"contents_left"}},
		{"the metal rings are still in the planner", "paper", []string{"mixed_material"}},
		{"the tub still has the price tag on", "plastic", []string{"label_attached"}},
	})
}

// A wash left for later of an item with contents still in it waits for
// them: contents left, no residue.
func TestWashWaitsDepth26(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"우유팩 저녁에 헹굴 건데 아직 우유가 조금 남았어요", "paper_pack", []string{"contents_left"}},
		{"잼 병 씻을 거예요 아직 잼이 좀 있어요", "glass", []string{"contents_left"}},
	})
}

// A label soaked off in water fell, not the item into water (an item
// that fell in water is wet); a label scraped off almost whole and a
// state that was and then came off are read as the label's (second
// pass).
func TestSoakedOffDepth26(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"스티커 물에 담가서 다 벗겨졌어요", "plastic", nil},
		{"라벨 거의 다 벗겨냈는데 귀퉁이 조금 남았어요", "clear_pet", []string{"label_attached"}},
		{"스티커 붙어 있었는데 물에 불려서 떨어졌어요", "plastic", nil},
		{"병이 물에 떨어져서 젖었어요", "glass", []string{"wet"}},
	})
}

// An amount said of a state drops no contents the text says are left.
func TestAmountKeepsContentsDepth26(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"음료 조금 남았고 라벨이 반쯤 떨어졌어요", "clear_pet", []string{"contents_left", "label_attached"}},
	})
}
