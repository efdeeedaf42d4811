package catalog

import "testing"

// Session 36: tag kinds found by the thirteenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round
// 13"), each a table of our own phrasings beside the audit's, holding
// and not.

// A label or a cap taken away by someone is off, unless put back; a
// label removed only in part is on, unless the rest is taken off too.
func TestTakenAwayDepth36(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"뚜껑은 조카가 가져갔어요", "clear_pet", nil},
		{"마개는 아버지가 챙겨 가셨어요", "glass", nil},
		{"라벨은 언니가 떼 갔고 뚜껑은 닫혀 있어요", "clear_pet", []string{"cap_attached"}},
		{"뚜껑은 아이가 빼 갔다가 다시 잠가 놨어요", "clear_pet", []string{"cap_attached"}},
		{"라벨이 군데군데 찢겨 있어요", "glass", []string{"label_attached"}},
		{"라벨 종이가 반만 떨어졌어요", "glass", []string{"label_attached"}},
		{"라벨 반만 뗐다가 나머지도 다 뗐어요", "clear_pet", nil},
		{"the sticker's only partly peeled", "plastic", []string{"label_attached"}},
	})
}

// Another thing's condition set against the item's: the item's clause
// alone is read; a part set against the whole is the item's own.
func TestItemClauseDepth36(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"옆에 있던 상자는 젖었는데 이 상자는 말라 있어요", "paper", nil},
		{"다른 캔은 비웠는데 이 캔은 반쯤 남았어요", "metal_can", []string{"contents_left"}},
		{"다른 통은 스티커를 뗐는데 이 통만 못 뗐어요", "plastic", []string{"label_attached"}},
		{"병은 씻었는데 뚜껑은 아직 끼워져 있어요", "glass", []string{"cap_attached"}},
		{"the jar next to it cracked but this one is fine", "glass", nil},
		{"the pan's handle snapped off, the pan itself is fine", "metal_can", []string{"broken"}},
		{"the lid is fine but the tub is still greasy", "plastic", []string{"contaminated"}},
	})
}

// Steps still ahead leave the soil or the part; the same done, or a plan
// said done after all, leave none.
func TestStepsAheadDepth36(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"스티커는 뗄 거라서 아직 붙어 있어요", "plastic", []string{"label_attached"}},
		{"스티커 떼는 건 주말에 할게요", "plastic", []string{"label_attached"}},
		{"저녁에 설거지할 통이에요", "plastic", []string{"contaminated"}},
		{"헹굴까 말까 하다가 그냥 가져왔어요", "metal_can", []string{"contaminated"}},
		{"캔은 헹궈서 낼 거예요", "metal_can", []string{"contaminated"}},
		{"캔은 헹궈서 낼 거였는데 벌써 다 했어요", "metal_can", nil},
		{"잼 병 씻을 거예요 아직 잼이 좀 있어요", "glass", []string{"contents_left"}},
		{"상자가 젖어서 말린 뒤에 내놓을 거예요", "paper", []string{"wet"}},
		{"남은 주스는 이따 버리려고요", "clear_pet", []string{"contents_left"}},
	})
}

// Dried residue soils; taken off or none left, it does not; a soak to
// wash it is no wet; leftovers used up hold no contents.
func TestDriedResidueDepth36(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"시럽이 병 입구에 말라서 굳었어요", "glass", []string{"contaminated"}},
		{"dried ketchup on the lid", "plastic", []string{"contaminated"}},
		{"the bottle dried out in the sun", "clear_pet", nil},
		{"말라붙은 부분까지 싹 긁어냈어요", "plastic", nil},
		{"scraped off the dried honey", "glass", nil},
		{"물에 불려 놨는데 말라붙은 게 아직 안 떨어져요", "plastic", []string{"contaminated"}},
		{"참기름 한두 숟갈 남은 건 나물에 넣었어요", "glass", nil},
		{"참기름 한두 숟갈 남았어요", "glass", []string{"contents_left"}},
		{"물엿이 병 목에 말라서 굳었어요", "glass", []string{"contaminated"}},
		{"상자가 비에 젖었다가 말라서 딱딱해졌어요", "paper", nil},
		{"말라붙은 밥풀이 조금 남았어요", "plastic", []string{"contaminated"}},
		{"카레가 조금 남았어요", "plastic", []string{"contents_left"}},
	})
}

// A burst of a rigid container in relative form is broken; water poured
// before a break is its cause; a dent is no break; English films, lids
// and sprayers.
func TestCauseAndEnglishDepth36(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"얼어서 터진 반찬 용기예요", "plastic", []string{"broken"}},
		{"밟아서 찌그러진 캔이에요", "metal_can", nil},
		{"뜨거운 물 부어서 금 간 그릇이에요", "nonflammable", []string{"broken"}},
		{"the pump's still attached", "plastic", []string{"cap_attached"}},
		{"took off the cap and the label", "clear_pet", nil},
		{"the box has a plastic window", "paper", []string{"mixed_material"}},
		{"the tub has a plastic lining", "plastic", nil},
	})
}
