package catalog

import "testing"

// Session 29: tag kinds found by the sixth round of the condition-phrasing
// audit (testdata/conditions_audit.tsv, "# round 6"), each a table of our
// own phrasings beside the audit's, holding and not.

// A step planned is done or not by what is said next: 못, 말았, 깜빡,
// 잊어버렸 leave it undone, 쉽게 빠졌어요 or 벌써 헹궜어요 done; in English
// a step meant, planned or put off till later is undone.
func TestPlannedStepsDepth29(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"스티커 떼려고 했는데 손톱이 짧아서 못 뗐어요", "plastic", []string{"label_attached"}},
		{"스티커 떼려고 했는데 한 번에 쏙 떨어졌어요", "plastic", nil},
		{"마개 빼려고 했는데 생각보다 쉽게 빠졌어요", "glass", nil},
		{"도시락통 씻을 예정이었는데 이미 씻었어요", "plastic", nil},
		{"캔 헹구려다가 바빠서 말았어요", "metal_can", []string{"contaminated"}},
		{"택배 상자 테이프 떼야지 하고는 까먹었어요", "paper", []string{"mixed_material"}},
		{"병 헹궈서 말릴 생각이었는데 잊어버렸어요", "glass", []string{"contaminated"}},
		{"I meant to wash the container but never did", "plastic", []string{"contaminated"}},
		{"I meant to wash the container and ended up doing it", "plastic", nil},
		{"I'll peel the sticker off tomorrow", "plastic", []string{"label_attached"}},
		{"do I need to rinse the tub first?", "plastic", nil},
		{"스티커 떼려고 했는데 찢어져서 반만 뗐어요", "plastic", []string{"label_attached"}},
		{"I will put it out tomorrow, the tub is rinsed", "plastic", nil},
	})
}

// A step denied twice is done; one scoffed at (리가 있나요, 시간이 어디
// 있어요, 시간이 없었어요, 했겠어요? 그냥) is not; a state said impossible
// (깨졌을 리가 없어요) does not hold; a step negated in a condition and
// then said done is done.
func TestDoubleNegationDepth29(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"도시락통 안 씻진 않았어요", "plastic", nil},
		{"스티커를 안 뗀 건 아니에요 조금 힘들었을 뿐", "plastic", nil},
		{"스티커를 안 뗀 게 아니라 못 뗀 거예요", "plastic", []string{"label_attached"}},
		{"제가 왜 안 헹구겠어요", "glass", nil},
		{"이걸 씻을 리가 있나요", "plastic", []string{"contaminated"}},
		{"스티커 뗄 시간도 없었어요", "plastic", []string{"label_attached"}},
		{"헹궜겠어요? 그냥 들고 왔어요", "metal_can", []string{"contaminated"}},
		{"라벨 다 떼고 헹궜는데 버려도 되겠어요? 그냥 버리면 돼요?", "clear_pet", nil},
		{"병 씻어 놨어요 라벨 뗄 시간은 없었어요", "glass", []string{"label_attached"}},
		{"스티커 떼고 나서 깨질 리가 있나요", "plastic", nil},
		{"머그컵이 깨졌을 리가 없어요", "nonflammable", nil},
		{"안 헹구면 안 된대서 다 헹궜어요", "plastic", nil},
		{"it's not like I didn't rinse the can", "metal_can", nil},
	})
}

// A question about a step answered 아직 or 아니요, a part said on right
// after a question about it, and one of several done alone ("all off
// except for one") leave the step's tag set.
func TestAnsweredAndSeveralDepth29(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"스티커 뗐냐고요? 아뇨", "plastic", []string{"label_attached"}},
		{"스티커 꼭 떼야 해요? 아직 붙어 있어요", "plastic", []string{"label_attached"}},
		{"캔 세 개 중에 하나만 헹궜어요", "metal_can", []string{"contaminated"}},
		{"all the caps were off except for two", "clear_pet", []string{"cap_attached"}},
		{"소주병 여섯 병 중에 세 병만 라벨 뗐어요", "glass", []string{"label_attached"}},
		{"우유 세 팩 중 한 팩만 마셨어요", "paper_pack", []string{"contents_left"}},
		{"라벨 버리려고 했는데 너무 잘 붙어서 못 뗐어요", "clear_pet", []string{"label_attached"}},
		{"스티커 떼야 돼요? 여전히 딱 붙어 있어요", "plastic", []string{"label_attached"}},
		{"none of the bottles have any water left", "clear_pet", nil},
	})
}

// Damage and wetting said in passive, causative and relative forms hold,
// unless negated; water put to use wets nothing; a label off by itself,
// none of it left, or scraped off before the item is off.
func TestDamageFormsDepth29(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"치마가 문에 끼어서 찢겼어요", "clothing", []string{"broken"}},
		{"치마가 찢길 뻔했어요", "clothing", nil},
		{"동생이 깬 유리컵이에요", "nonflammable", []string{"broken"}},
		{"고양이가 이어폰 줄을 끊어 먹었어요", "e_waste", []string{"broken"}},
		{"팔걸이 나간 소파예요", "bulky", []string{"broken"}},
		{"사발 입구가 살짝 나갔어요", "nonflammable", []string{"broken"}},
		{"양말에 구멍까지 났어요", "clothing", []string{"broken"}},
		{"고양이한테 소파 쿠션이 뜯겼어요", "bulky", []string{"broken"}},
		{"머그컵이 깨졌을 리 없어요", "nonflammable", nil},
		{"동생이 수건을 물에 적셨어요", "clothing", []string{"wet"}},
		{"수건을 적셨다가 다시 말렸어요", "clothing", nil},
		{"물에 담갔더니 스티커가 쉽게 떨어졌어요", "plastic", nil},
		{"상자가 물에 불어서 귀퉁이가 다 떨어졌어요", "paper", []string{"wet"}},
		{"스티커가 하나도 안 남았어요", "plastic", nil},
		{"스티커 싹 긁어낸 통이에요", "plastic", nil},
	})
}

// Contents said in with 아직 and a degree are left; a residue a rinse did
// not take off is soil, no contents; and the English kinds: a cap "not on
// anymore", "without a single chip", "capped", "hardly been used", a
// drink spilt on a device.
func TestStillAndEnglishDepth29(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"사이다가 아직 반쯤 들었어요", "clear_pet", []string{"contents_left"}},
		{"물에 불렸더니 양념이 금방 지워졌어요", "plastic", nil},
		{"얼룩은 쉽게 지워졌는데 기름기는 남았어요", "plastic", []string{"contaminated"}},
		{"캔 씻을 예정이었는데 남편이 벌써 씻어 놨어요", "metal_can", nil},
		{"it's not like I never washed the tub", "plastic", nil},
		{"통이 잘 안 씻겨요 양념이 그대로예요", "plastic", []string{"contaminated"}},
		{"the cap isn't on anymore", "clear_pet", nil},
		{"the lid is not on there anymore", "glass", nil},
		{"I meant to strip the label off", "clear_pet", []string{"label_attached"}},
		{"a plate without a single chip", "nonflammable", nil},
		{"two capped bottles of water, empty", "clear_pet", []string{"cap_attached"}},
		{"the shampoo has hardly been used", "plastic", []string{"contents_left"}},
		{"my son spilled juice on the tablet", "e_waste", []string{"wet"}},
	})
}
