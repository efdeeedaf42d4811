package catalog

import "testing"

// Session 23: the contents_left readings of a press that still gives and
// of melt water standing moved from word lists to korean readings, and
// three tag kinds fixed by reader rules, each table of our own
// phrasings, holding and not.

// A can, pump or tube that still gives when pressed, sprayed or shaken,
// in any conjugation, has contents left; one said to give nothing has
// none (korean PressGives).
func TestPressGivesDepth23(t *testing.T) {
	t.Parallel()
	cl := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"모기약 스프레이 뿌려 봤더니 아직 좀 나오더라고요", "metal_can", cl},
		{"탈취제 흔드니 찰랑거려요", "metal_can", cl},
		{"치약 튜브 끝까지 짜 보면 아직 나와요", "plastic", cl},
		{"모기약 스프레이 뿌려 봤더니 아무것도 안 나오더라고요", "metal_can", nil},
		{"탈취제 캔 눌러 봐도 나오지 않아요", "metal_can", nil},
	})
}

// Melt water standing in a box is contents; poured out it is not
// (korean MeltStands).
func TestMeltStandsDepth23(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"회 포장 스티로폼 상자에 녹은 물이 반쯤 차 있어요", "styrofoam", []string{"contents_left"}},
		{"회 포장 스티로폼 상자 녹은 물은 싹 따라 버렸어요", "styrofoam", nil},
	})
}

// New or unused units left over are spare stock, no contents left in the
// item (korean Spare); what is left of a thing partly used is.
func TestSpareStockDepth23(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"비닐장갑 새 거 몇 장 남았어요", "vinyl", nil},
		{"안 쓴 일회용 포크 다섯 개 남았는데 버려요", "plastic", nil},
		{"샴푸 통에 반도 안 쓴 샴푸가 남았어요", "plastic", []string{"contents_left"}},
	})
}

// A cap or label named as what a part or a tool does (뚜껑 여는 버튼,
// 라벨 붙이는 기계, 뚜껑 닫을 때) is not said to be on (korean
// Purposed); a cap said to be closed is.
func TestPurposedCapDepth23(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"보온병 뚜껑 여는 버튼이 고장났어요", "plastic", nil},
		{"반찬통 뚜껑 닫을 때 딸깍 소리 나요", "plastic", nil},
		{"라벨 붙이는 기계 케이스", "plastic", nil},
		{"반찬통 뚜껑 닫은 채로 버려요", "plastic", []string{"cap_attached"}},
	})
}

// A cap that came off, thrown away on its own or kept with other caps,
// is the thing thrown away, not a cap left on (korean ObjectState, Only).
func TestLoneCapDepth23(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"빠진 뚜껑 하나 버려요", "plastic", nil},
		{"통은 없고 뚜껑 하나만 남았어요", "plastic", nil},
		{"생수병 따로, 뚜껑은 뚜껑끼리 모아서 버려요", "clear_pet", nil},
	})
}
