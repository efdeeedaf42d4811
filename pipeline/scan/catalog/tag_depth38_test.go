package catalog

import "testing"

// Session 38: tag kinds found by the fifteenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round
// 15"), each a table of our own phrasings beside the audit's, holding
// and not.

// Contents once held, or a use of the past (보관하던), are neither
// contents nor soil; contents said after such a clause (with
// or without a subject), or after a part taken off, are the item's; a
// part's corner left is not.
func TestOnceHeldDepth38(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"사과가 담겨 있던 상자예요", "paper", nil},
		{"된장이 들어 있던 통인데 아직 조금 남았어요", "plastic", []string{"contents_left"}},
		{"된장이 들어 있던 통인데 아직 된장이 남았어요", "plastic", []string{"contents_left"}},
		{"빨대는 떼어 냈지만 팩에 두유가 남았어요", "paper_pack", []string{"contents_left"}},
		{"스티커 거의 다 뗐는데 귀퉁이가 남았어요", "plastic", []string{"label_attached"}},
		{"젓갈을 보관하던 통이에요", "plastic", nil},
	})
}

// Contents said as an amount with a copula, by what they are good for,
// lying at the bottom or in English amounts hold; a thing lying in the
// item, a negated or a supposed amount do not.
func TestAmountsDepth38(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"케첩이 아직 반 통이에요", "plastic", []string{"contents_left"}},
		{"간장이 한 번 더 찍어 먹을 만큼 있어요", "glass", []string{"contents_left"}},
		{"병 바닥에 땅콩이 몇 알 깔려 있어요", "glass", []string{"contents_left"}},
		{"키친타월이 병 바닥에 깔려 있어요", "glass", nil},
		{"there's a dollop of mayo at the bottom", "plastic", []string{"contents_left"}},
		{"not a drop of milk left in it", "paper_pack", nil},
		{"is it fine if some juice is left?", "clear_pet", nil},
	})
}

// What a clause opening with another thing's place holds is that
// thing's when the item is said empty (in English also a holder of the
// item's middle, when another noun is said empty); English food
// splashed onto the item soils it.
func TestOtherPlaceDepth38(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"대야에 물이 가득한데 병은 비었어요", "clear_pet", nil},
		{"컵에 주스를 따라 두고 병은 비웠어요", "clear_pet", nil},
		{"the bowl still has soup in it, the can's rinsed", "metal_can", nil},
		{"the frying pan's still full of oil, the can is rinsed", "metal_can", nil},
		{"the sauce from the pan spattered onto the tub", "plastic", []string{"contaminated"}},
	})
}

// A label only like a print is none; a sleeve or a label band on is a
// label unless taken off after; a label left untouched is on, unless
// taken off after.
func TestPrintedAndSleevesDepth38(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"스티커처럼 보이는 건 통에 인쇄된 로고예요", "plastic", nil},
		{"병에 라벨 띠가 그대로 감겨 있어요", "clear_pet", []string{"label_attached"}},
		{"the sleeve is still on the bottle", "clear_pet", []string{"label_attached"}},
		{"수축 슬리브가 감겨 있었는데 칼로 잘라서 뗐어요", "plastic", nil},
		{"스티커는 손도 안 댔어요", "plastic", []string{"label_attached"}},
		{"스티커는 손도 안 댔다가 아까 뗐어요", "plastic", nil},
	})
}

// A cap said removed in English is off; the older list reading stays.
func TestCapOffEnDepth38(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"I removed the cap and rinsed it", "clear_pet", nil},
		{"took off the sleeve and then the cap too", "clear_pet", nil},
	})
}

// A part of another material left fixed, or a coating of the item's own
// make, is another material; a foil thing once put on the item is not;
// a word that only ends in 쇠 names no metal.
func TestPartsAndCoatingsDepth38(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"노트 링 바인더가 아직 달려 있어요", "paper", []string{"mixed_material"}},
		{"파우치 지퍼를 안 자르고 그대로 뒀어요", "vinyl", []string{"mixed_material"}},
		{"the folder still has its metal rings", "paper", []string{"mixed_material"}},
		{"은박이 입혀진 종이 포장지예요", "paper", []string{"mixed_material"}},
		{"a foil-lined envelope", "paper", []string{"mixed_material"}},
		{"은박 그릇을 얹어 뒀던 종이 상자예요", "paper", nil},
		{"분무기 방아쇠 그대로 달려 있어요", "plastic", []string{"cap_attached"}},
	})
}

// A broken part thrown away with the item said intact is no break of
// the item; the item's own break holds.
func TestBrokenPartThrownDepth38(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"부러진 받침대는 버렸고 모니터는 멀쩡해요", "e_waste", nil},
		{"binned the cracked lid, the pot is fine", "nonflammable", nil},
		{"받침대는 멀쩡한데 모니터 화면이 깨졌어요", "e_waste", []string{"broken"}},
	})
}

// A smell only, a stain come out are no soil; a stain not come out is
// soil, and no other material.
func TestSmellAndStainDepth38(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"헹궜는데 식초 냄새만 나요", "glass", nil},
		{"토마토 얼룩은 다 빠졌어요", "plastic", nil},
		{"토마토 얼룩은 아직 안 빠졌어요", "plastic", []string{"contaminated"}},
		{"카레 자국이 닦아도 안 빠져요", "plastic", []string{"contaminated"}},
		{"the stain is gone after a soak", "plastic", nil},
	})
}
