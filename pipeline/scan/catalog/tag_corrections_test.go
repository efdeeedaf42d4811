package catalog

import "testing"

// The tag reader's last steps (matchTags): a cap gone, a label stuck on,
// a part of another material, contents frozen or stuck inside, a stain
// on clothing.

// A cap or lid the text says is lost or went out elsewhere is no cap
// left on; one closed or screwed back on is.
func TestCapGone(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	cap := []string{"cap_attached"}
	checkTags(t, c, []kindCase{
		{"스텐 물병인데 뚜껑은 이사하다 잃어버렸어요", "metal_can", nil},
		{"보온병 마개는 어디 갔는지 없어졌어", "metal_can", nil},
		{"맥주병 여러 개, 병뚜껑은 캔류로 따로 버렸어요", "glass", nil},
		{"소주병 마개는 먼저 버렸고 병만 있어요", "glass", nil},
		{"wine bottles, rinsed, the caps already went in the can bin", "glass", nil},
		{"jam jar, lost the lid ages ago", "glass", nil},
		{"sauce bottle, lid is missing", "glass", nil},
		// near-misses: the cap is on
		{"소주병 뚜껑 닫아 놨어요", "glass", cap},
		{"맥주병 병뚜껑 그대로 있어요", "glass", cap},
		{"jam jar with the lid still screwed on", "glass", cap},
		{"wine bottle, cap still on, the box it came in is lost", "glass", cap},
		{"소주병 뚜껑 따로 안 버렸어요 그대로 있어요", "glass", cap},
		// the loss denied, read by korean.Reading.Negated: after the
		// verb, or before it in English; a negator of another verb is not
		// the loss's
		{"잼 병인데 뚜껑은 잃어버리지 않았어요", "glass", cap},
		{"jam jar, never lost the lid", "glass", cap},
		{"잼병 뚜껑은 못 찾아서 잃어버렸어요", "glass", nil},
	})
}

// A label that will not come off a bottle is a label, not another
// material on it.
func TestStuckLabelNoOtherMaterial(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	label := []string{"label_attached"}
	checkTags(t, c, []kindCase{
		{"생수 페트병 라벨이 딱 붙어서 안 떨어져요", "clear_pet", label},
		{"보리차 페트병, 라벨이 본드로 붙은 것처럼 안 떼져요", "clear_pet", label},
		{"이온음료 페트병, 상표 비닐이 딱 붙어서 안 벗겨져요", "clear_pet", label},
	})
}

// A part of another material that will not come off makes the item of
// mixed materials; one taken off, or of the item's own material, does not.
func TestPartOfOtherMaterial(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	mixed := []string{"mixed_material"}
	checkTags(t, c, []kindCase{
		{"플라스틱 빨래 바구니, 손잡이가 쇠로 돼 있는데 안 빠져요", "plastic", mixed},
		{"종이 쇼핑백인데 손잡이가 비닐로 된 거라 안 떼져요", "paper", mixed},
		// near-misses
		{"플라스틱 바구니, 손잡이가 쇠로 돼 있어서 빼서 따로 버렸어요", "plastic", nil},
		{"플라스틱 수납함, 손잡이도 같은 플라스틱이에요", "plastic", nil},
	})
}

// Contents frozen in a bag, stuck in a tray or left in a carton are
// contents left; a straw or a cap stuck in is no contents.
func TestContentsInside(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	left := []string{"contents_left"}
	checkTags(t, c, []kindCase{
		{"지퍼백에 국물이 그대로 얼어 있어요", "vinyl", left},
		{"냉동실 비닐팩에 육수가 꽁꽁 얼어 있어요", "vinyl", left},
		{"배 상자 스티로폼 받침에 배 두 개가 아직 끼어 있어요", "styrofoam", left},
		{"계란판에 달걀 한 개가 그대로 박혀 있음", "plastic", left},
		{"milk carton, there's still some milk left", "paper_pack", left},
		{"juice box with juice still inside", "paper_pack", left},
		{"soup pouch, still frozen inside", "vinyl", left},
		{"foam fruit tray with one pear still wedged in it", "styrofoam", left},
		{"egg carton, an egg still stuck in the corner", "plastic", left},
		{"김장 비닐에 김칫소가 꽝꽝 얼어 있어요", "vinyl", left},
		// near-misses: nothing inside, or only a part stuck in
		{"주스팩에 빨대가 아직 끼어 있어요", "paper_pack", nil},
		{"milk carton, nothing left in it", "paper_pack", nil},
		{"juice box, there's no juice left", "paper_pack", nil},
		{"foam fruit tray, all the apples eaten", "styrofoam", nil},
		{"과일 난좌, 사과는 다 꺼내 먹었어요", "styrofoam", nil},
	})
}

// Residue caught in an item is a stain, not contents left.
func TestResidueIsNoContents(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	for _, text := range []string{
		"반찬통 홈에 양념이 끼어 있어요",
		"양파망에 갯벌 진흙이 잔뜩 끼어 있어",
	} {
		for _, middle := range []string{"plastic", "vinyl"} {
			tags, _ := c.TagsFor(text, middle)
			for _, tg := range tags {
				if tg == "contents_left" {
					t.Errorf("TagsFor(%q, %s) = %v: residue is no contents", text, middle, tags)
				}
			}
		}
	}
}

// A stain on clothing said not to be torn sets no tag (the labelling
// policy: a stain on clothing sets no tag).
func TestClothingOnlyStained(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"커피 쏟아서 얼룩진 셔츠, 찢어진 곳은 없어요", "clothing", nil},
		{"김치 국물 자국 있는 바지인데 구멍은 없어", "clothing", nil},
		{"blouse with a wine stain, no tears", "clothing", nil},
		{"얼룩만 좀 있고 멀쩡한 원피스", "clothing", nil},
	})
}
