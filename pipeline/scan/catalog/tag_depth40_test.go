package catalog

import "testing"

// Session 40: tag classes found by the seventeenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round
// 17"), each a table of our own phrasings beside the audit's, holding
// and not.

// The item itself all that is left, or the rest put together elsewhere,
// holds no contents; the item still holding something does.
func TestItemLeftDepth40(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"이거만 남았어요 라면 봉지요 라면은 끓여 먹었어요", "vinyl", nil},
		{"과일은 다 나눠 먹고 남은 건 스티로폼 상자뿐이에요", "styrofoam", nil},
		{"린스 남은 걸 새 통에 옮겨서 합쳤어요", "plastic", nil},
		{"상자 안에 볼트가 아직 몇 개 남았어요", "paper", []string{"contents_left"}},
	})
}

// A paper thing in its envelope is thrown away with it, no contents; a
// bag or a box with its product in it holds contents.
func TestEnvelopeDepth40(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"돌잔치 초대장이 봉투에 든 그대로예요", "paper", nil},
		{"the old bills are still in their envelopes", "paper", nil},
		{"종이봉투에 빵이 아직 들어 있어요", "paper", []string{"contents_left"}},
	})
}

// Days, months, a shelf life, pages or sheets left are no contents; a
// pack of contents in English is.
func TestDaysAndPagesDepth40(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"할인권 유효기간이 닷새 남았어요", "paper", nil},
		{"수첩이 올해 한 달 남았어요", "paper", nil},
		{"연습장이 열 장 남았어요", "paper", nil},
		{"the planner has two weeks left in it", "paper", nil},
		{"분유가 며칠치 아직 남았어요", "metal_can", []string{"contents_left"}},
		{"the biscuit box still has a packet of biscuits in it", "paper", []string{"contents_left"}},
	})
}

// A crack said with 금 and a verb of going or spreading and a sound of
// breaking are a break; 금 of gold or another word, a denied or a
// mistaken break, and a chipped mouth read as a cap are none.
func TestCracksDepth40(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"컵에 금이 하나 쭉 갔어요", "nonflammable", []string{"broken"}},
		{"금이 위로 타고 올라왔어요", "glass", []string{"broken"}},
		{"화면에 금이 사방으로 퍼졌어요", "e_waste", []string{"broken"}},
		{"떨어지면서 바사삭 소리가 났어요", "nonflammable", []string{"broken"}},
		{"금이 간 줄 알았는데 스티커 자국이었어요", "nonflammable", nil},
		{"금색 손잡이가 달린 찻잔이에요", "nonflammable", nil},
		{"지금이 제일 깨끗할 때예요", "glass", nil},
		{"바닥에 떨어졌는데 박살 나지는 않았어요", "nonflammable", nil},
		{"소주병 입구에 이가 나갔어요", "glass", []string{"broken"}},
	})
}

// Clothing worn right through is broken, worn thin is not; a wrap or a
// sleeve still on the item is a label, one off is none.
func TestWearAndWrapsDepth40(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"the trousers have worn right through at the seat", "clothing", []string{"broken"}},
		{"the trousers are worn and baggy at the seat", "clothing", nil},
		{"the sleeve is still around the can", "metal_can", []string{"label_attached"}},
		{"the wrapper's still on the jar", "glass", []string{"label_attached"}},
		{"pulled the wrapper off the jar", "glass", nil},
		// (cling film over a tray is another material, not a label)
		{"meat tray from the butcher, cling wrap still on", "styrofoam", nil},
	})
}

// Slimy from water is wet, not soiled; soft and damp before it dried is
// no wet.
func TestWetByFeelDepth40(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"봉지가 물에 젖어서 미끌미끌해졌어요", "vinyl", []string{"wet"}},
		{"축축했던 박스를 베란다에서 다 말렸어요", "paper", nil},
		{"꿉꿉했던 신문지가 이제는 바짝 말랐어요", "paper", nil},
	})
}

// A pourable amount of oil or broth in a tin is contents, and a greasy
// broth still in it is no soil besides; fat set on the inside soils it
// until scraped or washed; unused tea bags in their box are contents.
func TestGreaseAndBrothDepth40(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"고등어캔에 기름이 두 숟가락쯤 남아 있어요", "metal_can", []string{"contents_left"}},
		{"캔에 기름진 국물이 아직 꽤 남아 있어요", "metal_can", []string{"contents_left"}},
		{"햄 통조림 벽에 하얀 기름이 굳어 있어요", "metal_can", []string{"contaminated"}},
		{"the corned beef tin has set fat on the bottom", "metal_can", []string{"contaminated"}},
		{"굳은 기름은 닦아냈고 헹궜어요", "metal_can", nil},
		{"티백 상자에 티백이 다섯 개 남아 있어요", "paper", []string{"contents_left"}},
	})
}
