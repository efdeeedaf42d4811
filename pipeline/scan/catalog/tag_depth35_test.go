package catalog

import "testing"

// Session 35: tag kinds found by the twelfth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round
// 12"), each a table of our own phrasings beside the audit's, holding
// and not.

// A part's break said after the whole is said fine is the item's; a
// spot named by a part (단추 자리) is the item's; a lid named as the
// place of soil is no cap on; a cap closed in the clause after it is.
func TestPartWholeDepth35(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"몸체는 멀쩡한데 손잡이가 부러졌어요", "e_waste", []string{"broken"}},
		{"상자는 멀쩡한데 안에 든 접시 손잡이가 깨졌어요", "paper", nil},
		{"셔츠 단추 자리가 찢어졌어요", "clothing", []string{"broken"}},
		{"반찬통 뚜껑 틈에 양념이 꼈어요", "plastic", []string{"contaminated"}},
		{"the cap is a bit scuffed", "plastic", nil},
		{"마개가 좀 녹슬었는데 닫혀 있어요", "glass", []string{"cap_attached"}},
		{"노트북 자판 두 개가 빠졌어요", "e_waste", []string{"broken"}},
	})
}

// A break planned or asked as the means of throwing out is none; a
// break done to the item by someone is one.
func TestBreakMeansDepth35(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"의자를 부숴서 봉투에 넣으려고요", "bulky", nil},
		{"바구니를 쪼개야 봉투에 들어가나요?", "plastic", nil},
		{"바구니가 쪼개졌어요", "plastic", []string{"broken"}},
		{"동생이 컵을 깨 먹었어요", "nonflammable", []string{"broken"}},
	})
}

// A worry, a concession asked, a rule heard, a report found wrong, a
// broken one set apart, a step only supposed and a denial over all say
// nothing of the item now; the same states said of it hold.
func TestReadAwayDepth35(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"기름이 묻었을까 봐 또 씻었어요", "plastic", nil},
		{"옷이 젖어도 되나요?", "clothing", nil},
		{"젖은 옷은 안 받는대요", "clothing", nil},
		{"젖은 옷은 수거 안 해 주나요?", "clothing", []string{"wet"}},
		{"금 갔다는 건 착각이었고 멀쩡해요", "nonflammable", nil},
		{"찢어진 셔츠는 벌써 따로 버렸어요", "clothing", nil},
		{"물방울이 맺혀 있었는데 다 닦았어요", "glass", nil},
		{"참치 한 점 남은 캔이었는데 다 먹었어요", "metal_can", nil},
		{"none of the jars are chipped", "nonflammable", nil},
		{"I was afraid it might break", "nonflammable", nil},
		{"뚜껑 닫으면 안 새요", "glass", nil},
		{"젖은 박스는 수거 안 해 간다고 하던데요", "paper", nil},
		{"I heard soggy paper bags aren't recycled", "paper", nil},
		{"I thought my plate was chipped", "nonflammable", nil},
	})
}

// Counted contents hold: a count before the container, a sip there, a
// level reached, only part used, contents asked where to pour, uses
// left, "one more".
func TestCountedDepth35(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"사탕 두세 개 남은 봉지", "vinyl", []string{"contents_left"}},
		{"고등어 두어 조각 남은 통조림", "metal_can", []string{"contents_left"}},
		{"우유가 바닥에 두 모금 있어요", "paper_pack", []string{"contents_left"}},
		{"주스가 병 중간까지 차 있어요", "clear_pet", []string{"contents_left"}},
		{"콜라를 반밖에 안 마셨어요", "metal_can", []string{"contents_left"}},
		{"남은 식초는 어떻게 버려요?", "glass", []string{"contents_left"}},
		{"로션이 두세 번 짤 만큼 남았어요", "plastic", []string{"contents_left"}},
		{"one more sip of juice in there", "clear_pet", []string{"contents_left"}},
	})
}

// A removal stopped leaves the label on; parts gathered apart are not
// on; dirt denied is none, soil denied twice is soil; sauce on a corner
// is soil; grease that will not come out is no other material.
func TestLabelSoilDepth35(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"스티커 떼다가 말았어요", "plastic", []string{"label_attached"}},
		{"라벨이랑 뚜껑 따로 모아서 버렸어요", "clear_pet", nil},
		{"더러운 곳은 하나도 없어요", "plastic", nil},
		{"양념 자국이 없는 건 아니에요", "plastic", []string{"contaminated"}},
		{"통 가장자리에 양념이 조금 남았어요", "plastic", []string{"contaminated"}},
		{"얼룩이 아무리 닦아도 안 빠져요", "plastic", []string{"contaminated"}},
		{"it's not quite food-free", "plastic", []string{"contaminated"}},
		{"doesn't need washing, it only held water", "plastic", nil},
	})
}

// Condensation and steam are wet, the fog of steam no soil, a fog gone
// by none; another material said in English or by a part's material is
// mixed, not when taken off.
func TestCondensedMixedDepth35(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"통 안에 수증기가 잔뜩 맺혔어요", "plastic", []string{"wet"}},
		{"병 안에 습기가 서렸다가 다 날아갔어요", "glass", nil},
		{"통에 김이 서렸다가 곧 사라졌어요", "plastic", nil},
		{"캔 겉이 땀을 흘리고 있어요", "metal_can", []string{"wet"}},
		{"the bottle's all steamed up", "clear_pet", []string{"wet"}},
		{"가방 손잡이가 비닐 끈이에요", "paper", []string{"mixed_material"}},
		{"a paper bag with a plastic window", "paper", []string{"mixed_material"}},
		{"a paper bag, no plastic window", "paper", nil},
		{"paper and foil all glued together", "paper", []string{"mixed_material"}},
	})
}
