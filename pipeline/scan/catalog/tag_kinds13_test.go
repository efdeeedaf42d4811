package catalog

import "testing"

// Tag kinds of session 18 (from dev12): each table is written at a whole
// class of expressions (never eval lines), holding and not holding.

// English amounts of what is still inside (a handful of, a few, a couple
// of, half a bag of, most of the …, still rolling around in there) are
// contents left; an amount of a part, a residue, damage or the item's own
// kind is not, nor a denied one.
func TestEnglishAmountLeftKinds13(t *testing.T) {
	t.Parallel()
	cl := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"chip bag with a few crisps still in the bottom", "vinyl", cl},
		{"pill bottle, a couple of tablets rattling around in there", "plastic", cl},
		{"cereal box, half a bag of flakes still inside", "paper", cl},
		{"bread bag with two or three slices left", "vinyl", cl},
		{"tin of mints, the last mints still rolling around inside", "metal_can", cl},
		{"snack pouch, a handful of pretzels left", "vinyl", cl},
		{"soda can, most of the soda left", "metal_can", cl},
		{"ice cube bag, a couple of cubes still stuck inside", "vinyl", cl},
		// not contents
		{"paint can, a little rusty inside", "metal_can", nil},
		{"food container, a few scratches in it", "plastic", nil},
		{"speaker, a couple of screws rattling inside", "e_waste", nil},
		{"jam jar, not a single spoonful left", "glass", nil},
		{"peanut butter jar with a bit of butter still stuck at the bottom", "glass", []string{"contaminated"}},
		{"a few bottles left over from the party, all rinsed", "glass", nil},
	})
}

// A half or measure of the container (반병, 반통, 반 통, 반절, 절반) said
// to be still there (그대로 있어요, 그대로예요, 남았슈), in standard or
// regional endings and with 고대로 for 그대로, is contents left; a half
// said of a cut or of nothing left is not. 뚜껑 안 따고 keeps the cap on.
func TestHalfLeftKinds13(t *testing.T) {
	t.Parallel()
	cl := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"린스 통 반통 고대로 있어유", "plastic", cl},
		{"식초 병, 반 병 정도 그대로 있음", "glass", cl},
		{"주스 병 반절 고대로구먼", "glass", cl},
		{"막걸리 병 뚜껑도 안 따고 반병 넘게 남았슈", "glass", []string{"contents_left", "cap_attached"}},
		{"물병 반 통쯤 남았당께", "clear_pet", cl},
		// no contents
		{"세제 통 반으로 잘라서 썼어요", "plastic", nil},
		{"식용유 통, 반통 있던 거 다 따라 버렸어요", "plastic", nil},
		{"소주병 하나도 안 남았어유", "glass", nil},
	})
}

// A hole that came in a garment or textile (구멍이 뻥, 구멍 펑 났어요,
// 발가락 쪽이 뚫렸어요, 닳아서 구멍, "a big hole at the heel", "holes
// everywhere", "moth-eaten") breaks it; a hole made on purpose (구멍을 더
// 뚫었어요, "punched a new hole"), one by design (앞코 뚫린) or one
// denied is no damage.
func TestClothHoleKinds13(t *testing.T) {
	t.Parallel()
	br := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"등산 양말 발끝에 구멍이 뻥", "clothing", br},
		{"레깅스 무릎에 구멍 펑 났어요", "clothing", br},
		{"면티 겨드랑이 쪽이 뚫어졌어요", "clothing", br},
		{"작업 바지 무릎이 닳아서 구멍", "clothing", br},
		{"운동 양말 엄지 쪽 뚫렸음", "clothing", br},
		{"old running socks, a big hole at the toe", "clothing", br},
		{"knit cardigan the moths got to, holes everywhere", "clothing", br},
		{"moth-eaten wool scarf", "clothing", br},
		{"work jeans blown out at the knees", "clothing", br},
		// on purpose, by design, or denied
		{"가죽 벨트에 구멍을 하나 더 뚫었어요", "clothing", nil},
		{"I punched a new hole in this belt", "clothing", nil},
		{"앞코 뚫린 여름 샌들", "clothing", nil},
		{"구멍이 크게 난 건 아니고 보풀만 일어요", "clothing", nil},
	})
}

// Water that got inside (물 들어감, 물이 스며들었어요, 침수됐어요, "water
// got inside") and a fall into water (욕조 안으로 퐁당, 세면대에
// 빠뜨렸어요, "dropped it in the fish tank") wet the item; a near miss
// (떨어뜨릴 뻔) or a fall dried since does not.
func TestWaterInsideKinds13(t *testing.T) {
	t.Parallel()
	wet := []string{"wet"}
	checkTags(t, mustLoad(t), []kindCase{
		{"키보드에 우유 엎질러서 속까지 물 들어감", "e_waste", wet},
		{"전동칫솔 틈으로 물이 스며들었어요", "e_waste", wet},
		{"장마에 창고 침수돼서 못 쓰는 선풍기", "e_waste", wet},
		{"헤어드라이어 세면대 안으로 퐁당", "e_waste", wet},
		{"설거지하다 싱크대 물에 빠뜨린 스마트워치", "e_waste", wet},
		{"무선 이어폰 한 쪽 변기 속으로 빠뜨림", "e_waste", wet},
		{"전자책 단말기 욕조에 풍덩 빠졌어요", "e_waste", wet},
		{"laptop, water got inside the keyboard", "e_waste", wet},
		{"dropped my earbuds in the fish tank", "e_waste", wet},
		{"the tablet slipped into the bath", "e_waste", wet},
		// no water now, or none
		{"휴대폰 세면대에 떨어뜨릴 뻔했는데 괜찮아요", "e_waste", nil},
		{"보조 배터리 팩 물에 빠졌다가 바싹 말렸어요", "e_waste", nil},
		{"물 안 빠지는 가습기 버려요", "e_waste", nil},
		// dropped onto a basin, it broke: no water said
		{"싱크대에 떨어뜨려서 금 간 향수병", "glass", []string{"broken"}},
		{"the phone almost fell into the sink", "e_waste", nil},
	})
}

// A lid, cap or cover that is itself the thing thrown away, named at the
// head of the text after what describes it (케이크 덮던 돔 뚜껑, 김밥
// 도시락 투명 덮개예요, "the dome lid that sat over a pie", "plastic
// cover from a salad bowl"), is no cap left on an item; a lid on an item,
// one that will not come off, or a list of parts still is.
func TestCapIsItemKinds13(t *testing.T) {
	t.Parallel()
	capOn := []string{"cap_attached"}
	checkTags(t, mustLoad(t), []kindCase{
		{"생일 케이크 덮던 투명 플라스틱 돔 뚜껑", "plastic", nil},
		{"도시락 위에 씌워져 있던 투명 덮개, 씻었어요", "plastic", nil},
		{"샐러드 용기 윗부분 뚜껑이에요", "plastic", nil},
		{"the clear dome lid that came over a fruit tart, rinsed", "plastic", nil},
		{"a plastic cover from a salad bowl", "plastic", nil},
		{"the snap-on lid of a food container, cleaned", "plastic", nil},
		// any of the tag's own objects heads it, an English one also in
		// the plural: the pump or the lids are the things thrown away
		{"the pump from a lotion bottle, rinsed", "plastic", nil},
		{"two snap-on lids from takeout tubs", "plastic", nil},
		{"샴푸 리필 통에 쓰던 투명 펌프", "plastic", nil},
		// a lid on the item
		{"old tupperware with its lid", "plastic", capOn},
		{"plastic tub, lid still on", "plastic", capOn},
		{"꿀 병 뚜껑이 안 열려요", "glass", capOn},
		{"소스 병에 플라스틱 뚜껑 그대로", "glass", capOn},
		{"lotion bottle with the pump", "plastic", capOn},
	})
}
