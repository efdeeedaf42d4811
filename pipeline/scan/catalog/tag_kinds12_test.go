package catalog

import "testing"

// Tag kinds of session 17 (from ho12, dev11 and the sets before them):
// each table is written at a whole class of expressions (never eval
// lines), holding and not holding.

// 남다 said of the item, not of contents: offcuts left over (자투리가
// 남았어요), the empty thing or the body left once the rest was taken
// out or off (빈 통만, 케이스만, 속지만 남았어요), a part that stays as
// it was (스티커 붙은 그대로 남았어요). Contents left in the item, a
// measure of contents (반 병만) and a product singled out (간장만) still
// are contents.
func TestLeftIsItemKinds12(t *testing.T) {
	t.Parallel()
	cl := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"포장지 자투리가 많이 남았어요", "paper", nil},
		{"박스 자르고 나온 자투리만 남았는데 종이죠?", "paper", nil},
		{"원단 쪼가리가 좀 남았네요", "paper", nil},
		{"장난감은 다 꺼내고 빈 상자만 남았어요", "plastic", nil},
		{"구슬은 빼고 빈 통만 남았어요", "plastic", nil},
		{"색연필은 나눠 주고 케이스만 남았어요", "plastic", nil},
		{"스프링 떼고 속지만 남았어요", "paper", nil},
		{"반찬통인데 마트 스티커 붙은 그대로 남아 있어요", "plastic", []string{"label_attached"}},
		// contents, as before
		{"샴푸 통에 샴푸가 조금 남았어요", "plastic", cl},
		{"간장 통, 간장만 조금 남았어요", "plastic", cl},
		{"소주 반 병만 남았어요", "glass", cl},
		{"잼 병, 잼이 바닥에 조금 남았어요", "glass", cl},
	})
}

// A part of another material that will not come off, or that a removal
// failed on or was not done to (떼어지지가 않아요, 빼려다가 못 뺐어요,
// 떼지를 못했어요, 그대로 달려 있어요), stays: mixed_material. A
// negation with a particle after -지 (떼어지지가 않아요) is the negation.
// A trigger or sprayer that will not come out is a cap still on, no other
// material; a label that will not come off is a label; contents stuck
// inside are no part.
func TestPartLeftOnKinds12(t *testing.T) {
	t.Parallel()
	mm := []string{"mixed_material"}
	checkTags(t, mustLoad(t), []kindCase{
		{"선물 포장 종이가방인데 리본 끈이 비닐이라 떼어지지가 않네요", "paper", mm},
		{"쇼핑백 손잡이가 플라스틱 끈인데 떼어지지 않아요", "paper", mm},
		{"택배 비닐에 테이프가 덕지덕지 붙어서 떼지지가 않아요", "vinyl", mm},
		{"노트 스프링 빼 보려다가 너무 단단해서 못 뺐어요", "paper", mm},
		{"다이어리 링을 빼려고 했는데 결국 못 뺐어요", "paper", mm},
		{"과자 봉지 안에 플라스틱 트레이가 붙어 있어서 못 뗐어요", "vinyl", mm},
		{"종이 쇼핑백, 비닐 끈 손잡이는 그대로 달려 있어요", "paper", mm},
		{"탁상 달력 고리 못 빼서 그대로 버려요", "paper", mm},
		// a cap, a label, contents, or removed
		{"욕실 세정제 통, 방아쇠 분사기가 안 빠지고 세정제가 좀 남았어요", "plastic", []string{"contents_left", "cap_attached"}},
		{"유리세정제 통인데 트리거 분무기가 안 빠져요", "plastic", []string{"cap_attached"}},
		{"생수병 라벨 못 뗐어요", "clear_pet", []string{"label_attached"}},
		{"통 안에 구슬이 끼어서 못 빼요", "plastic", nil},
		{"스프링은 뺐고 표지는 뜯었어요", "paper", nil},
		{"스티로폼 상자, 송장이랑 테이프 붙은 채예요", "styrofoam", []string{"label_attached"}},
	})
}

// A product pooled or left at the bottom of its own container (시럽이
// 바닥에 고여 있어요, 흙탕물이 바닥에 조금 남아 있어요, "syrup pooled at
// the bottom") is contents, not a residue, and so are contents left that
// set hard (남은 채 굳었어요); a sauce, marinade or meat juice pooled in
// a bag or tray ("marinade still pooled in one corner") soils it.
func TestPooledContentsKinds12(t *testing.T) {
	t.Parallel()
	cl, con := []string{"contents_left"}, []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"푸딩 컵인데 캐러멜 시럽이 바닥에 고여 있어요", "plastic", cl},
		{"바디로션 통 바닥에 로션이 아직 고여있음", "plastic", cl},
		{"물병인데 흙탕물이 조금 남아 있어요", "clear_pet", cl},
		{"꽃병 대신 쓰던 페트병, 흙탕물이 바닥에 남았어요", "clear_pet", cl},
		{"우유팩에 우유가 남아서 굳어 버렸어요", "paper_pack", cl},
		{"꿀병에 꿀이 조금 남아서 굳어 있어요", "glass", cl},
		{"plastic cup with some syrup pooled at the bottom", "plastic", cl},
		// a residue
		{"freezer bag with marinade still pooled in one corner", "vinyl", con},
		{"meat tray with chicken juice pooled on it", "styrofoam", con},
		{"정육 트레이에 핏물이 고여 있어요", "styrofoam", con},
		{"참치캔 기름이 안에 고여 있어요", "metal_can", con},
		{"요거트 통 안에 요거트가 말라붙어 있어요", "plastic", con},
	})
}

// Whose label: a label that will not come off on an item of vinyl is a
// label, not another material, though the item's own material (비닐) is
// named; a wrapper that is itself the item ("the wrapper my sandwich
// came in") is no label on it, while one still on a bottle is.
func TestLabelOwnKinds12(t *testing.T) {
	t.Parallel()
	lb := []string{"label_attached"}
	checkTags(t, mustLoad(t), []kindCase{
		{"택배 비닐인데 송장 스티커가 안 떼져요", "vinyl", lb},
		{"parcel bag, the shipping label won't peel off", "vinyl", lb},
		{"플라스틱 통 라벨이 안 떨어져요", "plastic", lb},
		{"the plastic wrapper my sandwich came in", "vinyl", nil},
		{"Wrapper from a granola bar, a bit sticky", "vinyl", []string{"contaminated"}},
		// another material, or a wrapper still on
		{"종이 상자에 비닐 테이프가 안 떼져요", "paper", []string{"mixed_material"}},
		{"water bottle with the wrapper still on", "clear_pet", lb},
	})
}

// English amounts of contents left: a fraction full ("about a third
// full", "a quarter full"), some left in each of several, a layer or a
// spoonful at the bottom. A crack at the bottom is no contents.
func TestEnglishAmountKinds12(t *testing.T) {
	t.Parallel()
	cl := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"Milk carton, still about a third full", "paper_pack", cl},
		{"laundry detergent jug, maybe a quarter full", "plastic", cl},
		{"two water bottles with a bit of water left in each", "clear_pet", cl},
		{"tub of hair wax, a thin layer at the bottom still", "plastic", cl},
		{"jam jar with a spoonful of jam at the bottom", "glass", cl},
		{"bottle with a crack at the bottom", "plastic", []string{"broken"}},
	})
}

// A twist-open plastic spout set in a carton (플라스틱 입구, 돌려따는
// 입구) is a cap of another material: still on, cap_attached and
// mixed_material; cut or taken off, neither.
func TestCartonSpoutKinds12(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"두유팩 플라스틱 돌려따는 입구가 안 떼져요", "paper_pack", []string{"cap_attached", "mixed_material"}},
		{"우유팩인데 플라스틱 입구 가위로 잘라냈어요", "paper_pack", nil},
		{"주스팩 플라스틱 입구는 떼서 따로 버렸어요", "paper_pack", nil},
		{"병 입구가 깨졌어요", "glass", []string{"broken"}},
	})
}

// Whose break: a thing said broken and thrown away before (전에
// 버렸고, 이미 버렸어요) is not the item left to ask about; a thing broken
// and thrown away now is.
func TestGoneBeforeKinds12(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"김치통 뚜껑만 남았어요 통은 금이 가서 예전에 버렸고", "plastic", nil},
		{"밀폐용기 뚜껑만 있어요, 용기는 깨져서 이미 버렸어요", "plastic", nil},
		{"접시가 깨져서 버렸어요 불연성 맞죠?", "nonflammable", []string{"broken"}},
		{"반찬통 깨졌어요 버려도 되나요", "plastic", []string{"broken"}},
	})
}
