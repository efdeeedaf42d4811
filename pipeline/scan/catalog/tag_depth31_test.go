package catalog

import "testing"

// Session 31: tag kinds found by the eighth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 8"),
// each a table of our own phrasings beside the audit's, holding and not.

// A state said of a thing the item holds or is held in is that thing's;
// the item said in the same breath keeps its own state, and a thing
// inside that is the item keeps its state too.
func TestOthersStateDepth31(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"박스 안에 넣어 둔 김치통에 국물이 흥건해요 박스만 내놔요", "paper", nil},
		{"봉지 속에 든 요구르트병에 요구르트가 남았어요 봉지만 버려요", "vinyl", nil},
		{"그릇을 싼 뽁뽁이만 찢어졌고 그릇은 멀쩡해요", "nonflammable", nil},
		{"생수병 담긴 상자가 비에 젖었는데 병만 버려요", "clear_pet", nil},
		{"생수병 담긴 상자가 비에 젖었어요 상자도 버려요", "paper", []string{"wet"}},
		{"the can's empty, only the carton it came in got soggy", "metal_can", nil},
		{"포장 상자는 멀쩡했는데 안에 든 선풍기 날개가 깨졌어요", "e_waste", []string{"broken"}},
		// without a verb of putting in, what is inside is the soil
		{"잼병인데, 안에 딸기잼 찌꺼기가 말라붙었어요", "glass", []string{"contaminated"}},
		{"페트 안에 라면 국물 부어 놨어요", "clear_pet", []string{"contaminated"}},
	})
}

// A cap only asked about, or a rule about it heard, is no cap said on; a
// cap's own state said beside the question keeps it, and so does leave
// asked to put the item out with the cap closed.
func TestCapAskedDepth31(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"음료병 뚜껑은 어디다 버려요?", "glass", nil},
		{"뚜껑 닫을까 뺄까 고민돼요", "clear_pet", nil},
		{"뚜껑 끼워서 내라고 하던데요?", "clear_pet", nil},
		{"do caps go back on the bottles?", "clear_pet", nil},
		{"뚜껑 닫혀 있는 채로 가져왔는데 빼야 하나요?", "clear_pet", []string{"cap_attached"}},
		{"마개 꽉 닫아서 버려도 괜찮아요?", "glass", []string{"cap_attached"}},
		{"마개 닫아서 버리면 되나요?", "glass", nil},
		{"병 뚜껑닫아서 내놔도됨?", "glass", []string{"cap_attached"}},
		{"뚜껑은 닫아서 들고 왔어요 괜찮죠?", "glass", []string{"cap_attached"}},
		{"뚜껑 아직 있다 근데 버려요?", "glass", []string{"cap_attached"}},
		{"all my bottles are capped, is that ok?", "clear_pet", []string{"cap_attached"}},
		{"didn't leave the lid on the jar", "glass", nil},
	})
}

// A state only supposed holds nothing; a step done now after a state
// then, a label off with a word between, a wash said with 빨다 and not
// washing denied leave the step done.
func TestStepsDoneDepth31(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"젖은 박스면 일반쓰레기인가요?", "paper", nil},
		{"if the bag gets damp does it matter?", "paper", nil},
		{"어제는 라벨이 안 떨어졌는데 오늘은 다 뗐어요", "clear_pet", nil},
		{"불렸더니 스티커가 술술 떨어졌어요", "plastic", nil},
		{"양념 묻었던 비닐인데 물로 빨았어요", "vinyl", nil},
		{"양념 묻었던 비닐인데 물로 빨았는데도 그대로예요", "vinyl", []string{"contaminated"}},
		{"안 헹구고 낸 적 없어요", "metal_can", nil},
		{"안 씻은 건 전혀 아니에요", "plastic", nil},
	})
}

// A step planned, or asked about and said not done yet, leaves its tag
// set, unless it is said done after; what is left to drink later is
// contents.
func TestStepsPlannedDepth31(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"소스통은 저녁에 헹구려고 놔뒀어요", "plastic", []string{"contaminated"}},
		{"스프링은 내놓기 전에 뺄 거예요", "paper", []string{"mixed_material"}},
		{"캔은 헹궈서 버릴 거예요 지금은 콜라 자국 있어요", "metal_can", []string{"contaminated"}},
		{"라벨 떼고 헹궈서 낼게요 이미 다 했어요", "clear_pet", nil},
		{"라벨 뗄 거면 물에 불려야겠죠 아직 그대로예요", "glass", []string{"label_attached"}},
		{"스티커는 따뜻한 물에 담글 생각이에요", "plastic", []string{"label_attached"}},
		{"남은 거는 이따 마시고 병 버릴게요", "clear_pet", []string{"contents_left"}},
		{"라벨 떼도 되나요? 아직 못 뗐어요", "plastic", []string{"label_attached"}},
		{"I'm going to drink the rest later, then recycle the can", "metal_can", []string{"contents_left"}},
	})
}

// Soil that stays after a wash, soil denied twice and a colour a food
// left soil the item; a pattern does not. Contents found after all, a
// packet counted still inside and a crack counted are said; a lid named
// as the owner of one of several parts broken is no cap on.
func TestSoilContentsDamageDepth31(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"세제로 씻었는데 양념이 잘 안 지워져요", "plastic", []string{"contaminated"}},
		{"얼룩이 없지는 않아요", "plastic", []string{"contaminated"}},
		{"소스가 안 묻은 건 아니에요", "glass", []string{"contaminated"}},
		{"흰 통이 카레 때문에 노란색이 됐어요", "plastic", []string{"contaminated"}},
		{"얼룩무늬 컵이에요", "plastic", nil},
		{"다 마셨다고 알았는데 아직 좀 남아 있어요", "paper_pack", []string{"contents_left"}},
		{"과자 두 봉지가 아직 안에 있어요", "paper", nil},
		{"사탕 한 개가 아직 안에 있어요", "vinyl", []string{"contents_left"}},
		{"그릇에 금이 세 군데 갔어요", "nonflammable", []string{"broken"}},
		{"뚜껑 걸쇠 두 개 중에 하나가 부러졌어요", "plastic", []string{"broken"}},
	})
}

// A clip on paper and a pouch's spout are other material; English parts
// off or never opened, a jar soaked for its label and a part the item
// "still has" are read as they are said (the ring another material, no
// contents).
func TestMaterialEnglishDepth31(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"영수증 묶음에 집게 클립이 물려 있어요", "paper", []string{"mixed_material"}},
		{"a binder clip is holding the pages together", "paper", []string{"mixed_material"}},
		{"이유식 파우치 스파우트에 뚜껑 그대로 있어요", "vinyl", []string{"cap_attached", "mixed_material"}},
		{"the sticker isn't stuck on anymore", "plastic", nil},
		{"the jar has never been opened", "glass", []string{"contents_left"}},
		{"the carton isn't completely empty", "paper_pack", []string{"contents_left"}},
		{"the spiral hasn't been taken out", "paper", []string{"mixed_material"}},
		{"the folder still has its metal ring", "paper", []string{"mixed_material"}},
		{"soaked them for an hour but the labels won't budge", "glass", []string{"label_attached"}},
	})
}

// Slips in a tag's word are read as the word.
func TestSlipsDepth31(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"라밸 안 뗐어요", "clear_pet", []string{"label_attached"}},
		{"뚜겅 닫혀 있어요", "glass", []string{"cap_attached"}},
		{"종이가 비에 젓어 있어요", "paper", []string{"wet"}},
		{"통에 양념 뭍어 있어요", "plastic", []string{"contaminated"}},
		{"the lable's stil on", "clear_pet", []string{"label_attached"}},
	})
}
