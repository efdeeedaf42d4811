package catalog

import "testing"

// Session 34: tag kinds found by the eleventh round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round
// 11"), each a table of our own phrasings beside the audit's, holding
// and not.

// An event of water said past (침수됐던, 비 맞았던, 침수 이후로, "ever
// since it got wet") is no wet now, unless the rest of the text says it;
// a state held and gone now (있었는데 지금은 없어요) is not held; a break
// only heard of is none.
func TestTimeDepth34(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"침수 이후로 전원이 안 켜져요", "e_waste", nil},
		{"침수됐던 냉장고인데 지금은 고장만 났어요", "e_waste", nil},
		{"침수됐던 냉장고인데 아직 바닥이 젖어 있어요", "e_waste", []string{"wet"}},
		{"몇 달 전에 비 맞았던 상자예요", "paper", nil},
		{"어제 비 맞은 상자예요", "paper", []string{"wet"}},
		{"since the flood the fan won't spin", "e_waste", nil},
		{"the fan got flooded and it's still damp", "e_waste", []string{"wet"}},
		{"점심까지 주스가 남아 있었는데 지금은 비었어요", "clear_pet", nil},
		{"점심까지 주스가 남아 있었는데 지금은 반만 남았어요", "clear_pet", []string{"contents_left"}},
		{"깨졌다던 그릇인데 보니까 멀쩡해요", "nonflammable", nil},
		{"젖었던 신문지가 또 젖었어요", "paper", []string{"wet"}},
		{"본드로 붙였던 다리가 다시 부러졌어요", "bulky", []string{"broken"}},
		{"또 젖을까 봐 안에 들여놨어요", "paper", nil},
	})
}

// Rain under other names (장맛비, 눈비), the item left outside while it
// rained, water filled by the weather, rain water pooled in English; not
// with a shelter said, nor water filled with no weather.
func TestWeatherDepth34(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"장맛비 맞은 신문지 뭉치", "paper", []string{"wet"}},
		{"옥상에 뒀는데 비가 밤새 왔어요", "paper", []string{"wet"}},
		{"옥상에 뒀는데 비가 밤새 왔어요 처마 밑이라 괜찮아요", "paper", nil},
		{"left the boxes on the porch and it rained", "paper", []string{"wet"}},
		{"left the boxes on the porch and it rained, but under a tarp", "paper", nil},
		{"rainwater sitting at the bottom of the box", "paper", []string{"wet"}},
		{"가습기 물통에 물이 찼어요", "e_waste", nil},
	})
}

// Water of mud or rain, paint, ink, glue, dust and sand are no food or
// oil; food or oil named with them is; glue left is no contents; a
// sticker's mark is no label.
func TestNonFoodDepth34(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"신문지가 흙탕물을 먹었어요", "paper", []string{"wet"}},
		{"바구니에 페인트가 묻었어요", "plastic", nil},
		{"바구니에 페인트랑 기름이 묻었어요", "plastic", []string{"contaminated"}},
		{"상자에 먼지가 뽀얗게 묻었어요", "paper", nil},
		{"커피병 입구에 은박이 눌어붙었어요", "glass", []string{"mixed_material"}},
		{"라벨 뗀 자리에 접착제가 남았어요", "clear_pet", nil},
		{"there's paint on the tub", "plastic", nil},
		{"just some sticker residue on it", "plastic", nil},
	})
}

// A fraction or a count of contents still in holds them, and not when
// the rest is thrown out, nor rinse water counted.
func TestAmountDepth34(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"간장이 반병쯤 든 병", "glass", []string{"contents_left"}},
		{"음료가 얼어서 한 캔 그대로예요", "metal_can", []string{"contents_left"}},
		{"한 컵 마시고 나머지는 그대로예요", "paper_pack", []string{"contents_left"}},
		{"딱 한 모금 마셨어요", "clear_pet", []string{"contents_left"}},
		{"반쯤 마시고 나머지는 싱크대에 버렸어요", "clear_pet", nil},
		{"헹군 물이 한 숟갈쯤 남았어요", "glass", []string{"wet"}},
		{"drank a bit and tossed the rest", "clear_pet", nil},
		{"the jug is full to the brim", "plastic", []string{"contents_left"}},
	})
}

// 미개봉, 산 그대로 and "untouched bottle" said of the item hold its
// contents; 손도 안 댄 of its parts holds the parts only; a mistaken
// 미개봉 holds nothing.
func TestUntouchedDepth34(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"미개봉 두유팩이에요", "paper_pack", []string{"contents_left"}},
		{"선물 받은 그대로인 참기름병", "glass", []string{"contents_left"}},
		{"미개봉인 줄 알았는데 비었어요", "glass", nil},
		{"뚜껑이랑 라벨은 손도 안 댔어요 물은 다 마셨어요", "clear_pet", []string{"label_attached", "cap_attached"}},
		{"untouched can of soda", "metal_can", []string{"contents_left"}},
		{"뚜껑이며 라벨이며 손도 안 댄 빈 병", "glass", []string{"label_attached", "cap_attached"}},
		{"빈 줄 알았는데 바닥에 소스가 남아 있어요", "glass", []string{"contents_left"}},
	})
}

// A lid named for its material is not on; a lid said closed is.
func TestLidMaterialDepth34(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"밀폐용기 뚜껑까지 모두 플라스틱이에요", "plastic", nil},
		{"밀폐용기 뚜껑까지 플라스틱인데 닫아 뒀어요", "plastic", []string{"cap_attached"}},
		{"the lid is PP as well", "plastic", nil},
		{"the lid is PP and it's still on", "plastic", []string{"cap_attached"}},
		{"the cap's clicked on", "clear_pet", []string{"cap_attached"}},
	})
}

// Foil stuck on is another material, no soil; a label stuck fast is the
// label, no soil; food stuck fast and not coming off is soil, no other
// material; paper merely on a bottle stays a label's.
func TestStuckDepth34(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"상자 뚜껑에 금박이 눌어붙었어요", "paper", []string{"mixed_material"}},
		{"스티커가 녹아서 눌어붙었어요", "plastic", []string{"label_attached"}},
		{"카레가 눌어붙어 안 떨어져요", "plastic", []string{"contaminated"}},
		{"생수병에 종이가 붙어 있어요", "clear_pet", nil},
		{"the price sticker's melted on", "plastic", []string{"label_attached"}},
	})
}

// The second pass: a mire said with water (잠겨서 질척해요) is wet, with
// food it is not read; a state gone now by a removal (빼 놨어요); an
// item outside through the rain, not out of it; muddy water seeped in;
// spray paint and cement are no food (스프레이 holds no 스프); 산 그대로
// said of a part holds no contents; foil glued in, in English.
func TestSecondPassDepth34(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"침수돼서 바닥이 질척해요", "paper", []string{"wet"}},
		{"스티커가 붙어 있었는데 지금은 떼 놨어요", "plastic", nil},
		{"the box sat out in the rain all night", "paper", []string{"wet"}},
		{"the box sat outside, out of the rain", "paper", nil},
		{"흙탕물이 스며서 신문지가 축 처졌어요", "paper", []string{"wet"}},
		{"통에 스프레이 페인트가 묻었어요", "plastic", nil},
		{"통에 수프가 묻었어요", "plastic", []string{"contaminated"}},
		{"병 겉은 산 그대로인데 안은 비었어요", "glass", nil},
		{"some foil is stuck to the tray", "plastic", []string{"mixed_material"}},
		{"a tray with foil, nothing stuck on it", "plastic", nil},
	})
}
