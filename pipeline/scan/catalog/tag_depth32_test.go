package catalog

import "testing"

// Session 32: tag kinds found by the ninth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 9"),
// each a table of our own phrasings beside the audit's, holding and not.

// The water of a rinse kept in, water beaded on the outside and an ice
// pack's melt are wet and no contents; water not wiped off is wet and
// no soil. A drink left beside the water is still contents.
func TestWaterDepth32(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"헹군 물 아직 안 버렸어요", "glass", []string{"wet"}},
		{"병 헹구고 물 안 뺐어요", "glass", []string{"wet"}},
		{"씻어서 안에 물이 좀 남았어요", "plastic", []string{"wet"}},
		{"the rinse water is still in it", "clear_pet", []string{"wet"}},
		{"빈 캔 겉에 물이 방울방울 맺혀 있어요", "metal_can", []string{"wet"}},
		{"lots of condensation on the empty bottle", "glass", []string{"wet"}},
		{"아이스팩 녹은 물이 상자에 고여 있어요", "styrofoam", []string{"wet"}},
		{"회 담았던 상자에 얼음 녹은 물이 차 있어요", "styrofoam", []string{"contents_left"}},
		{"통 씻고 물기를 안 닦았어요", "plastic", []string{"wet"}},
		{"헹군 통 안에 물이 좀 있어요", "plastic", []string{"wet"}},
		{"통 씻었는데 물기도 다 닦았어요", "plastic", nil},
		{"헹구고 물 탈탈 털었어요", "metal_can", nil},
	})
}

// A film or a mark of a food said alone is soil, a sticker's mark is
// not; crumbs left are soil and no contents; "empty but smeared" is no
// contents; contents counted still in are contents.
func TestSoilContentsDepth32(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"병 안에 기름막이 생겼어요", "glass", []string{"contaminated"}},
		{"통에 카레 얼룩만 있어요", "plastic", []string{"contaminated"}},
		{"스티커 자국만 있어요", "plastic", nil},
		{"봉지에 과자 부스러기가 좀 남았어요", "vinyl", []string{"contaminated"}},
		{"the tub's empty but greasy", "plastic", []string{"contaminated"}},
		{"사탕 몇 개가 아직 안에 있어요", "vinyl", []string{"contents_left"}},
		{"과자 몇 개가 아직 상자에 있어요", "vinyl", []string{"contents_left"}},
		{"캔에 국물이 아직 들어 있어요", "metal_can", []string{"contents_left"}},
		{"우유 아직 조금 있어요", "paper_pack", []string{"contents_left"}},
		{"some nuts are still in the jar", "glass", []string{"contents_left"}},
	})
}

// A cork's amount or break is not the bottle's; a cork stuck in is a
// cap on; a spout left after its cap came off is another material and
// no cap; a cap lost or not found is no cap, a cap said on beside a
// label gone keeps it.
func TestCapsDepth32(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"마개가 반쯤 박혀 있어요", "glass", []string{"cap_attached"}},
		{"코르크 빼다가 쪼개졌어요 반은 안에 있어요", "glass", []string{"cap_attached"}},
		{"the cork's still jammed", "glass", []string{"cap_attached"}},
		{"뚜껑은 땄는데 스파우트는 붙어 있어요", "vinyl", []string{"mixed_material"}},
		{"마개는 뺐는데 입구는 그대로예요", "paper_pack", []string{"mixed_material"}},
		{"뚜껑은 잃어버려서 없어요", "clear_pet", nil},
		{"마개 찾다가 못 찾았어요", "glass", nil},
		{"뚜껑 찾아봤는데 못 찾았어요", "plastic", nil},
		{"코르크가 부러져서 조각이 병목에 끼어 있어요", "glass", []string{"cap_attached"}},
		{"뚜껑업음", "glass", nil},
		{"뚜껑 닫혀 있고 라벨은 없어요", "glass", []string{"cap_attached"}},
	})
}

// A state said of another thing set against the item (다른, 옆에 둔,
// a first clause about another thing, then the item fine or set apart
// with 이) is that thing's; a state the item held and then undone is
// not held; rain before it came is no wet.
func TestWhoseAndWhenDepth32(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"다른 통 스티커는 안 뗐는데 이 통은 뗐어요", "plastic", nil},
		{"상자는 젖었는데 캔은 괜찮아요", "metal_can", nil},
		{"노트북 커버만 젖었고 노트북은 멀쩡해요", "e_waste", nil},
		{"동생이 컵을 깼는데 이 병은 멀쩡해요", "glass", nil},
		{"병 옆에 둔 캔에 콜라가 남았어요 병은 비었어요", "glass", nil},
		{"the other bottles have caps on, this one doesn't", "clear_pet", nil},
		{"라벨이 붙어 있었는데 아까 뗐어요", "clear_pet", nil},
		{"주스가 남아 있었는데 싱크대에 따라 버렸어요", "paper_pack", nil},
		{"주스가 남아 있었는데 아직 안 버렸어요", "paper_pack", []string{"contents_left"}},
		{"비 오기 전에 치워서 괜찮아요", "paper", nil},
		{"비 맞기 전에 치우려 했는데 젖었어요", "paper", []string{"wet"}},
	})
}

// Labels: a scrap left is on, the glue wiped too is off, a label only
// supposed stuck or heard of is not said on, one off easily is off, the
// water used on it wets nothing; English done as told or torn off, and
// not torn off when denied.
func TestLabelsDepth32(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"라벨이 찢어져서 종이 조각이 남았어요", "glass", []string{"label_attached"}},
		{"스티커 벗기다가 종이가 좀 남았어요", "plastic", []string{"label_attached"}},
		{"라벨 종이가 남아 있지 않아요", "glass", nil},
		{"스티커 끈끈이까지 싹 닦았어요", "plastic", nil},
		{"스티커가 안 떼지면 어쩌죠?", "plastic", nil},
		{"송장 떼라고 하던데요", "paper", nil},
		{"라벨 쉽게떨어졌어요", "clear_pet", nil},
		{"스티커는 물에 담가서 뗐어요", "plastic", nil},
		{"they asked me to remove the sticker, so I did", "plastic", nil},
		{"ripped the label off", "clear_pet", nil},
		{"didn't peel the sticker off", "plastic", []string{"label_attached"}},
	})
}

// A part dropped off with an adverb between, and a can torn, are
// broken; slips 테잎 and a noun glued to 안 are read as written out.
func TestBrokenSlipsDepth32(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"컵 손잡이가 툭 떨어졌어요", "nonflammable", []string{"broken"}},
		{"통조림 캔이 찢어져서 위험해요", "metal_can", []string{"broken"}},
		{"테잎 그대로 붙어 있어요", "paper", []string{"mixed_material"}},
		{"통안씻었어요", "plastic", []string{"contaminated"}},
		{"캔안헹궜어요", "metal_can", []string{"contaminated"}},
	})
}
