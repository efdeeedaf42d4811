package catalog

import "testing"

// Session 39: tag kinds found by the sixteenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round
// 16"), each a table of our own phrasings beside the audit's, holding
// and not.

// A statement quoted with -다고 is read as said, honorific verbs as
// plain ones; an instruction quoted says nothing of the item.
func TestQuotedDepth39(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"형이 라벨은 벌써 다 떼 놨다고 했어요", "clear_pet", nil},
		{"아버지가 식혜를 안 드시고 그대로 두셨어요", "paper_pack", []string{"contents_left"}},
		{"이웃이 깨진 병은 신문지에 싸서 버리라고 했어요", "glass", nil},
		{"동생이 \"셔츠 옆구리가 찢어졌어\"라고 하네요", "clothing", []string{"broken"}},
	})
}

// English phrasal verbs: a pump or a stopper pushed back on and a lid
// rusted on are caps; grease soaked through is no wet; food still stuck
// after a rinse soils; contents topped up or the rest still in hold.
func TestPhrasalVerbsDepth39(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"the pump was pushed back on before I bagged it", "plastic", []string{"cap_attached"}},
		{"the jar's lid is rusted on", "glass", []string{"cap_attached"}},
		{"the chip paper soaked through with oil", "paper", []string{"contaminated"}},
		{"rinsed it but the honey is still stuck round the neck", "glass", []string{"contaminated"}},
		{"the hand soap was topped up on Monday", "plastic", []string{"contents_left"}},
		{"I used to keep it topped up, it's empty now", "plastic", nil},
	})
}

// A food's or a drink's stain left soils the item and is no contents;
// one rubbed away, denied, or said at another thing's place is none.
func TestStainsDepth39(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"병 안쪽에 주스 자국이 말라 있어요", "clear_pet", []string{"contaminated"}},
		{"통에 떡볶이 물이 들었어요", "plastic", []string{"contaminated"}},
		{"주스 자국은 수세미로 지워졌어요", "clear_pet", nil},
		{"카레 얼룩은 문질러도 안 빠졌어요", "plastic", []string{"contaminated"}},
		{"책상에 커피 자국이 남았는데 컵은 헹궜어요", "plastic", nil},
		{"there's a brown ring of tea inside the cup", "plastic", []string{"contaminated"}},
		{"the tea stain lifted after a soak", "plastic", nil},
	})
}

// Water from thawing food, meat or fish soils the item and is neither
// contents nor wet; poured away and washed, it is none.
func TestFoodWaterDepth39(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"냉동 갈비 녹은 물이 통에 고여 있어요", "plastic", []string{"contaminated"}},
		{"해동된 물은 버리고 용기는 헹궈 말렸어요", "plastic", nil},
		{"the tray is swimming in defrosting water", "styrofoam", []string{"contaminated"}},
	})
}

// A fall into a vessel said with water wets; into an empty one does
// not; a fall onto a place is no break.
func TestFallsDepth39(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"물 받아 놓은 대야에 휴대폰을 빠뜨렸어요", "e_waste", []string{"wet"}},
		{"휴대폰을 빈 대야에 떨어뜨렸어요", "e_waste", nil},
		{"목도리가 바닥에 떨어졌어요", "clothing", nil},
		{"단추가 떨어졌어요", "clothing", []string{"broken"}},
		{"the book slid into the pond", "paper", []string{"wet"}},
	})
}

// A state said until a time and used up after, drops still as they
// were, a break repaired and English food on the item.
func TestTimeDepth39(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"어젯밤까지 남아 있던 주스는 아침에 다 마셨어요", "clear_pet", nil},
		{"씻은 지 얼마 안 돼서 물기가 그대로예요", "glass", []string{"wet"}},
		{"the cracked screen was repaired last month", "e_waste", nil},
		{"the tub still has gravy on it", "plastic", []string{"contaminated"}},
	})
}

// A state in a relative clause on another noun is that noun's; on the
// item, or said again of the item after, it holds.
func TestRelativeClausesDepth39(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"깨진 그릇 옆에 있던 병이에요", "glass", nil},
		{"우유가 남은 컵 옆에 빈 팩을 뒀어요", "paper_pack", nil},
		{"우유가 남은 팩을 컵 옆에 뒀어요", "paper_pack", []string{"contents_left"}},
		{"기름 묻은 수건으로 닦은 통이에요", "plastic", nil},
		{"금 간 데를 테이프로 붙여 놨어요", "nonflammable", []string{"broken"}},
		{"젖은 수건을 올려놨더니 상자가 젖었어요", "paper", []string{"wet"}},
		{"the can next to the broken mirror is fine", "metal_can", nil},
	})
}

// Amounts counted: a fraction drunk, enough to come out, English counts
// hold contents; an amount moved elsewhere or the last used do not.
func TestCountsDepth39(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"주스를 4분의 1만 마셨어요", "paper_pack", []string{"contents_left"}},
		{"케첩이 한 숟가락쯤 남아 있어요", "plastic", []string{"contents_left"}},
		{"땅콩 남은 건 접시에 덜어 먹었어요", "glass", nil},
		{"남은 건 이따 먹고 병 버릴게요", "glass", []string{"contents_left"}},
		{"there are two spoonfuls of jam left", "glass", []string{"contents_left"}},
		{"not a spoonful of jam left", "glass", nil},
		{"ate the last two spoonfuls of jam", "glass", nil},
	})
}

// A part of another material fixed for good is another material; one
// fixed once and taken off is not; a denied English removal leaves it.
func TestFixedPartsDepth39(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"플라스틱 상자 모서리에 쇠 보강대가 붙박이로 들어가 있어요", "plastic", []string{"mixed_material"}},
		{"상자에 박혀 있던 쇠 장식은 떼어 냈어요", "paper", nil},
		{"the notebook has a magnet sewn into the cover", "paper", []string{"mixed_material"}},
		{"took the metal clip off the folder", "paper", nil},
	})
}

// A state supposed with if in English holds none.
func TestSupposedDepth39(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"is it fine if the box gets a bit damp?", "paper", nil},
		{"what if the jar cracks on the way?", "glass", nil},
	})
}
