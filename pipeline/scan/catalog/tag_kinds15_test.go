package catalog

import "testing"

// Tag kinds of session 20: each table is written at a whole class of
// expressions (never eval or corpus lines), holding and not holding.

// A cap, head or lid whose removal is told done (빼냈어요, 분리해서
// 버렸어요, 마개 있는 부분 잘라냈어요), set apart from the item (뚜껑
// 말고, 몸통만, 뚜껑은 계속 써요, 뚜껑은 플라스틱류로 버렸어요), that is
// itself the item (병뚜껑 모은 것, a jar of bottle caps, 남은 건 뚜껑
// 하나) or only washed or named with a container (뚜껑이랑 같이 헹궈서,
// 뚜껑 있는 수납함, 뚜껑도 플라스틱) is no cap on; a removal denied or a
// cap said stuck still is.
func TestCapNotOnKinds15(t *testing.T) {
	t.Parallel()
	cap := []string{"cap_attached"}
	checkTags(t, mustLoad(t), []kindCase{
		{"생수병 뚜껑까지 돌려서 뺐어요", "clear_pet", nil},
		{"세제 통 펌프 헤드는 빼서 버렸어요", "plastic", nil},
		{"분무기 헤드는 분리해서 버렸어요", "plastic", nil},
		{"드링크 병 쇠뚜껑 돌려서 빼냈어요", "glass", nil},
		{"우유팩 마개 붙은 부분 잘라냈어요", "paper_pack", nil},
		{"물티슈 캡 말고 통만 버려요", "plastic", nil},
		{"밀폐용기 몸통만요, 뚜껑은 계속 쓸 거예요", "plastic", nil},
		{"햄 캔 헹궜고 뚜껑은 플라스틱류로 버렸어요", "metal_can", nil},
		{"소주병 쇠 뚜껑 모은 거", "metal_can", nil},
		{"페트병 뚜껑 모아 놓은 봉지", "plastic", nil},
		{"a jar of soda bottle caps I collected", "metal_can", nil},
		{"마지막으로 남은 건 뚜껑 하나예요", "plastic", nil},
		{"반찬통 뚜껑이랑 같이 헹궈서 말렸어요", "plastic", nil},
		{"뚜껑 있는 수납함", "plastic", nil},
		// not done, or still on
		{"생수병 뚜껑 아직 안 뺐어요", "clear_pet", cap},
		{"드링크 병 쇠뚜껑 못 빼서 그대로예요", "glass", cap},
		{"잼 병 뚜껑 닫혀 있어요", "glass", cap},
		{"세제 통 뚜껑이 안 열려요", "plastic", cap},
		// the verb is another object's, or the lid is left as it is
		{"뚜껑은 그대로 두고 라벨만 뗐어요", "clear_pet", cap},
		{"뚜껑 닫고 라벨 뗐어요", "clear_pet", cap},
		{"병만 헹궜어요 뚜껑은 그대로", "glass", cap},
		{"병만 버려요 뚜껑 아직 안 땄어요", "glass", cap},
		{"물병 비우고 뚜껑이랑 겉에 두른 비닐 싹 벗겼어요", "clear_pet", nil},
	})
}

// A lid named in English only as where another condition is (a greasy
// lid, a label on the lid) and a nozzle that will not spray are no cap
// said to be on; a lid said on is.
func TestLidAsPlaceKinds15(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"takeout tub with a greasy lid, curry", "plastic", []string{"contaminated"}},
		{"foam box with a shipping label on the lid", "styrofoam", []string{"label_attached"}},
		{"살충제 아직 남았는데 노즐이 막혀서 안 나와요", "metal_can", []string{"contents_left"}},
		{"takeout tub with a greasy lid still on, curry", "plastic", []string{"contaminated", "cap_attached"}},
	})
}

// A label named by its wrap, sleeve or name tag (겉비닐, 이름표 스티커,
// paper sleeve), or by its own material (라벨 종이), is a label on and
// no other material; a stuck cap of the item's own stream is a cap on
// and no other material, and so is a dispenser's head; a foil lid and a
// plastic cap on a paper cup or carton are both.
func TestLabelOrCapNotMixedKinds15(t *testing.T) {
	t.Parallel()
	lab, cap := []string{"label_attached"}, []string{"cap_attached"}
	both := []string{"cap_attached", "mixed_material"}
	checkTags(t, mustLoad(t), []kindCase{
		{"음료 병 겉비닐이 안 벗겨져요", "plastic", lab},
		{"noodle cup with the paper sleeve still wrapped around", "styrofoam", lab},
		{"잼병 이름표 스티커가 안 떨어져요", "glass", lab},
		{"잼병에 종이 라벨이 딱 붙어서 안 떨어져요", "glass", lab},
		{"세제 분무기 손잡이가 꽉 끼어서 안 빠져요", "plastic", cap},
		{"spray bottle head still stuck on it", "plastic", cap},
		{"세제 통 뚜껑이 안 열려요 닫힌 채 냈어요", "plastic", cap},
		// another material than the label's or the cap's
		{"플라스틱 통에 쇠 손잡이가 안 빠져요", "plastic", []string{"mixed_material"}},
		{"종이컵에 플라스틱 뚜껑 끼워져 있어요", "paper", both},
		{"커피캔 플라스틱 뚜껑이랑 고리 부품이 안 빠져요", "metal_can", both},
	})
}

// A cover put over an item for the collection, or one that was over
// something and is itself the item, and a part of another material torn
// out, are no other material on the item; one still on is.
func TestCoverOrPartOutKinds15(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"비 맞지 않게 비닐 덮어서 내놓을 상자", "paper", nil},
		{"세탁소에서 씌워 주던 비닐 커버", "vinyl", nil},
		{"envelopes, I ripped the plastic window out", "paper", nil},
		{"종이 가방 손잡이 끈은 떼어냈어요", "paper", nil},
		{"envelopes with the plastic window still in", "paper", []string{"mixed_material"}},
	})
}

// Grease or a powder left in an item, or oil left in one whose contents
// are used up, is a residue (contaminated); oil left with an amount, or
// in its own bottle, is contents left.
func TestResidueLeftKinds15(t *testing.T) {
	t.Parallel()
	con, cl := []string{"contaminated"}, []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"반찬통 기름기 남았어요", "plastic", con},
		{"chip bag with cheese powder still inside", "vinyl", con},
		{"다 쓴 카놀라유 통인데 기름이 끈끈하게 남아 있어요", "plastic", con},
		{"카놀라유 통에 기름 반 넘게 남았어요", "plastic", cl},
		{"들기름 병에 기름이 조금 남았어요", "glass", cl},
	})
}

// Breakage denied by an English quantifier (none of them cracked,
// neither chipped) or by Korean 없이 or 줄 알았는데 is no breakage; a
// breakage said is.
func TestBrokenDeniedKinds15(t *testing.T) {
	t.Parallel()
	br := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"old mugs, none of them cracked", "nonflammable", nil},
		{"two bowls, neither of them chipped", "nonflammable", nil},
		{"플라스틱 바구니 금 간 데 없이 멀쩡해요", "plastic", nil},
		{"깨진 줄 알았는데 멀쩡한 사기 그릇", "nonflammable", nil},
		{"a chipped mug", "nonflammable", br},
		{"플라스틱 바구니 금 갔어요", "plastic", br},
	})
}
