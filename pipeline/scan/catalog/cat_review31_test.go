package catalog

import "testing"

// Second reading of session 31 (review31): phrasings of our own near the
// session's new rules, where a rule read more than it was meant to.

// A sauce's or an oil's bare word soils the thing it is on only when
// the very next word smears ("비닐에 케찹 범벅"); with a container word
// between ("간장 통 얼룩") it names its own container, stained.
func TestReview31CondimentRightBeforeSmear(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"비닐에 케찹 범벅", "vinyl"},
		{"간장 얼룩진 종이", "paper"},
		{"핫도그 감싸있던 비닐에 케찹 범벅", "vinyl"},
		// near-misses: the condiment's own container, then a stain
		{"간장 통 얼룩", "glass"},
		{"간장 병 얼룩", "glass"},
		{"참기름 병 얼룩", "glass"},
	})
}

// "still has its …" drops the contents only when what it still has is
// a part (a window, a pull tab); a food or contents said after it, or
// left inside, keeps them.
func TestReview31StillHasItsPart(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"the can still has its pull tab", "metal_can", nil},
		{"the jar still has its contents", "glass", []string{"contents_left"}},
		{"the jar still has its sauce", "glass", []string{"contents_left"}},
		{"the carton still has its milk inside", "paper_pack", []string{"contents_left"}},
		{"the bottle still has its cap and some juice left", "clear_pet", []string{"contents_left", "cap_attached"}},
	})
}

// A pattern (얼룩무늬) is no stain, but a stain said beside it still is.
func TestReview31PatternBesideStain(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"얼룩무늬 종이컵", "paper", nil},
		{"얼룩무늬 컵에 커피 얼룩", "plastic", []string{"contaminated"}},
		{"얼룩무늬 종이컵 자국 있어요", "paper", []string{"contaminated"}},
	})
}

// A food of one syllable that is no subject of wetting (김, 떡, 빵, 밥)
// is the word itself with its particle; it does not start a longer noun
// (김치통, 빵봉지, 밥솥), which is wet as said. The snack itself soggy
// still is not the item wet.
func TestReview31OneSyllableNotSubject(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"김치통이 젖었어요", "plastic", []string{"wet"}},
		{"빵봉지가 젖었어요", "vinyl", []string{"wet"}},
		{"밥솥이 젖었어요", "e_waste", []string{"wet"}},
		{"김이 눅눅해졌어요 김 봉지", "vinyl", nil},
		{"떡이 젖었어요 떡 포장 비닐", "vinyl", nil},
		{"소금물에 젖은 박스", "paper", []string{"wet"}},
	})
}

// Leave asked to put the item out with its cap kept on (달고, 두고,
// 닫은 채, 꽂은 채, 씌워서 … 버려도 돼요?) says the cap is on, as 닫아서
// 버려도 돼요? does; asked how (닫아서 버리면 되나요?) it says nothing.
func TestReview31CapKeptOnAsked(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"생수병 뚜껑 달고 버려도 되나요?", "clear_pet", []string{"cap_attached"}},
		{"생수병 뚜껑 그냥 두고 버려도 되나요?", "clear_pet", []string{"cap_attached"}},
		{"생수병 뚜껑 닫은 채 버려도 돼요?", "clear_pet", []string{"cap_attached"}},
		{"생수병 뚜껑 꽂은 채 내놔도 되죠?", "clear_pet", []string{"cap_attached"}},
		{"생수병 뚜껑 씌워서 버려도 되나요?", "clear_pet", []string{"cap_attached"}},
		{"생수병 뚜껑은 어디다 버려요?", "clear_pet", nil},
		{"마개 닫아서 버리면 되나요?", "glass", nil},
	})
}

// A label taped on (onto, to) is the label, its tape no other material;
// a box taped shut or up beside its label's word is taped.
func TestReview31TapedShutBesideLabel(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"cardboard box, shipping label is taped on", "paper", []string{"label_attached"}},
		{"cardboard box, label side taped shut", "paper", []string{"label_attached", "mixed_material"}},
		{"cardboard box, shipping label removed but taped shut", "paper", []string{"mixed_material"}},
	})
}

// A step planned (떼려고 놔뒀어요) and then said done with 떼어 놨어요
// (the long form of 떼 놨어요) is done.
func TestReview31PlanDoneLongForm(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"라벨 떼려고 놔뒀어요 이미 떼어 놨어요", "glass", nil},
		{"라벨 떼려고 놔뒀어요 이미 떼 놨어요", "glass", nil},
		{"라벨 떼려고 놔뒀어요", "glass", []string{"label_attached"}},
	})
}

// A colour before a drink's word and then its bottle's word is the
// bottle's colour (민트색 음료 페트병, TestColouredPETWords); before a
// drink's word said spilled or dried on a thing it is the drink's.
func TestReview31DrinkColourBottle(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"민트색 음료 페트병 라벨 뗌", "plastic"},
		{"갈색 음료 병", "plastic"},
		{"파란 주스 병", "plastic"},
		{"파란 음료가 흘러서 얼룩진 박스", "paper"},
	})
}
