package catalog

import "testing"

// Session 27: tag kinds found by the fourth round of the condition-phrasing
// audit (testdata/conditions_audit.tsv), each a table of our own phrasings
// beside the audit's, holding and not.

// A cap or a label meant to be thrown away or taken off and then put
// back on (버리려다 그냥 다시 끼웠어요, 뗐는데 그냥 도로 붙였어요) is on,
// read by the shared reader, also where the cap is named as the item
// (병뚜껑), with Match choosing the middle; 그냥 is no object.
func TestPutBackDepth27(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"마개는 버리려다 그냥 도로 꽂았어요", "glass", []string{"cap_attached"}},
		{"스티커 뗐는데 그냥 다시 붙여 놨어요", "plastic", []string{"label_attached"}},
		{"캡 뺐다가 그냥 다시 잠갔어요", "clear_pet", []string{"cap_attached"}},
		{"라벨 떼기 귀찮아서 그냥 버려요", "clear_pet", []string{"label_attached"}},
		{"뚜껑은 그냥 따로 버렸어요", "glass", nil},
	})
	for _, text := range []string{"병뚜껑은 버리려다가 그냥 도로 닫아 놨어요", "병뚜껑 뺐는데 그냥 다시 끼웠어요"} {
		if m := c.Match(text); len(m.Tags) != 1 || m.Tags[0] != "cap_attached" {
			t.Errorf("Match(%q).Tags = %v, want [cap_attached]", text, m.Tags)
		}
	}
}

// Butts, ash, a tea bag or scraps said in a container soil it and are no
// contents; a receipt, a rubber band or a spoon put in it set nothing; a
// tea bag that is the thing itself, or one denied, soils nothing.
func TestInsideNotContentsDepth27(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"사이다 캔 안에 꽁초 두 개가 들어 있어요", "metal_can", []string{"contaminated"}},
		{"유리병에 담뱃재를 털어 놨어요", "glass", []string{"contaminated"}},
		{"머그 대신 쓴 종이컵에 티백이 그대로 있어요", "paper", []string{"contaminated"}},
		{"생수병 속에 빨간 고무줄이 들어 있어요", "clear_pet", nil},
		{"비닐봉투에 카드 영수증 넣어 뒀어요", "vinyl", nil},
		{"캔 안 꽁초는 다 빼고 헹궜어요", "metal_can", nil},
		{"티백 없이 파는 보리차 음료인데 반쯤 남았어요", "clear_pet", []string{"contents_left"}},
		{"an old soda can someone used for cigarette butts", "metal_can", []string{"contaminated"}},
		{"a cup with a receipt tucked inside", "plastic", nil},
	})
}

// A part named by a material of another stream and said on, or said to
// be of that material, makes the item of mixed materials; one loose
// inside, or cut off, does not.
func TestMaterialPartDepth27(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"종이 상자 속 플라스틱 칸막이가 붙어 있어요", "paper", []string{"mixed_material"}},
		{"플라스틱 대야 손잡이가 쇠예요", "plastic", []string{"mixed_material"}},
		{"비닐 파우치 지퍼가 플라스틱인데 못 떼어냈어요", "vinyl", []string{"mixed_material"}},
		{"비닐 파우치 지퍼가 플라스틱이라서 잘라 냈어요", "vinyl", nil},
		{"과자 봉지 속에 플라스틱 트레이가 들어 있어요", "vinyl", nil},
		{"the paint bucket still has its metal handle", "plastic", []string{"mixed_material"}},
		{"left the tape on the flattened boxes", "paper", []string{"mixed_material"}},
	})
}

// An action ahead, in English or as a drying in Korean, leaves the part
// on, the item soiled or wet; several items only some washed leave the
// rest soiled; a removal asked about and answered no leaves the part on.
func TestAheadAndSomeDepth27(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"gonna peel the sticker off later", "plastic", []string{"label_attached"}},
		{"I will rinse these jars this weekend", "glass", []string{"contaminated"}},
		{"the cork is still in", "glass", []string{"cap_attached"}},
		{"newspapers are still drying on the balcony", "paper", []string{"wet"}},
		{"수건은 저녁에 말릴 거예요", "clothing", []string{"wet"}},
		{"도시락통 네 개 중에 두 개만 헹궜어요", "plastic", []string{"contaminated"}},
		{"only a few of the jars were washed", "glass", []string{"contaminated"}},
		{"스티커 떼셨나요? 아뇨 아직이요", "plastic", []string{"label_attached"}},
	})
}

// Another thing's cap or a label put elsewhere is not the item's; a cap
// taken away is off; contents spread on the bottom or a product almost
// new are contents left; water shaken out leaves the item dry, and a
// cover against the wet is no other material.
func TestOthersAndAmountsDepth27(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"다른 병은 마개가 꽂혀 있는데 이 병은 마개가 없어요", "glass", nil},
		{"the other jar still has its lid, this one doesn't", "glass", nil},
		{"뗀 스티커는 공책에 붙였고 통은 깨끗해요", "plastic", nil},
		{"마개는 동생이 가져갔어요", "glass", nil},
		{"꿀이 바닥에 얇게 깔려 있어요", "glass", []string{"contents_left"}},
		{"린스 거의 새 거예요", "plastic", []string{"contents_left"}},
		{"우유팩 헹구고 물기 싹 털었어요", "paper_pack", nil},
		{"박스에 비 안 젖게 비닐 덮어 뒀어요", "paper", nil},
	})
}

// Kinds the second pass found: ash or butts said left (남아 있어요) are
// theirs, no contents, while a spoonful (한 숟가락) is an amount of
// contents; a cleft naming another thing as the sticker's bearer (스티커
// 붙은 건 냉장고 문이고) leaves none on the item; water said dried (물기
// 다 마르고) leaves it dry.
func TestSecondPassDepth27(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"맥주캔 속에 꽁초가 몇 개 남아 있어요", "metal_can", []string{"contaminated"}},
		{"잼 두 숟가락쯤 남았어요", "glass", []string{"contents_left"}},
		{"가격표 붙은 건 포장 비닐이고 통에는 없어요", "plastic", nil},
		{"종이 가방 물기 완전히 마르고 뽀송해요", "paper", nil},
	})
}
