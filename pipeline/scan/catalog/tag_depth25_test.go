package catalog

import "testing"

// Session 25: tag kinds found by the second round of the condition-phrasing
// audit (testdata/conditions_audit.tsv), each a table of our own phrasings
// beside the audit's, holding and not.

// Contents held in a state kept as it is (담긴 채, 든 채로, 들어 있는 채)
// are contents left; a label or cap 붙은 채 is no contents, and a
// product used then left off (쓰다 말았어요) is.
func TestHeldAsIsDepth25(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"간장 담긴 채로 유리병 버려도 돼요?", "glass", []string{"contents_left"}},
		{"우유 든 채로 팩째 가져왔어요", "paper_pack", []string{"contents_left"}},
		{"주스가 들어 있는 채 그대로예요", "clear_pet", []string{"contents_left"}},
		{"스티커 붙은 채로 버려요", "plastic", []string{"label_attached"}},
		{"샴푸 반쯤 쓰다가 말았어요", "plastic", []string{"contents_left"}},
	})
}

// A state said in -다가 and set anew later in the sentence is read from the
// later verb; what is left of a label taken off in part is the label, not
// contents; a label torn and then all peeled is off.
func TestStateSetAnewDepth25(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"마개 끼워 뒀다가 아까 뺐어요", "glass", nil},
		{"뚜껑 열었다가 다시 잠갔어요", "clear_pet", []string{"cap_attached"}},
		{"스티커 떼려다가 그냥 다 뗐어요", "plastic", nil},
		{"병 라벨 반쯤 남아 있어요", "glass", []string{"label_attached"}},
		{"라벨이 찢어졌는데 결국 다 벗겼어요", "clear_pet", nil},
	})
}

// A part of another material read as on (테이프 반만, 스프링 빼다 말았어요,
// 금속 고리 그대로) is mixed material; the material of a label or cap (종이
// 라벨, 철사 마개) or a bag the item was put in (비닐에 담아) is not.
func TestPartOnDepth25(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"상자 테이프 절반만 뗐어요", "paper", []string{"mixed_material"}},
		{"수첩 스프링 빼다가 말았어요", "paper", []string{"mixed_material"}},
		{"달력에 쇠 고리 그대로 달려 있어요", "paper", []string{"mixed_material"}},
		{"통조림 종이 라벨 붙어 있어요", "metal_can", []string{"label_attached"}},
		{"캔 여러 개 비닐에 담아 왔어요", "metal_can", nil},
	})
}

// A residue dried on (말라 있어요, 말라서) or heaped (잔뜩) soils the item; a
// soiled spot torn off into the general-waste bag does not; a stain that
// will not wash out is there.
func TestResidueDriedDepth25(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"컵 안에 커피가 말라 있어요", "plastic", []string{"contaminated"}},
		{"병 바닥에 소스가 말라서 딱딱해요", "glass", []string{"contaminated"}},
		{"반찬통 카레 자국이 안 지워져요", "plastic", []string{"contaminated"}},
		{"피자 박스 기름 묻은 바닥은 잘라서 버리고 뚜껑만 가져왔어요", "paper", nil},
	})
}

// Glued negations (박스안젖음), a break of another thing with the item
// said whole by a short name, damage by design, English half labels and
// once-wet things, a break with a degree adverb inside, a stain erased, a
// removal given up, and a state then undone after -는데.
func TestMixedKindsDepth25(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"유리병안깨짐", "glass", nil},
		{"반찬통안헹굼", "plastic", []string{"contaminated"}},
		{"노트북 파우치만 젖었고 노트북은 멀쩡해요", "e_waste", nil},
		{"무릎 찢어진 디자인 청바지", "clothing", nil},
		{"peeled off half the sticker", "plastic", []string{"label_attached"}},
		{"the box was wet once, it's dry now", "paper", nil},
		{"사기 접시에 금이 약간 갔어요", "nonflammable", []string{"broken"}},
		{"커피 얼룩 물티슈로 싹 지웠어요", "plastic", nil},
		{"스티커 떼다가 그만뒀어요", "plastic", []string{"label_attached"}},
		{"처음엔 뚜껑 있었는데 아까 뺐어요", "clear_pet", nil},
	})
}
