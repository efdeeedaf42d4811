package catalog

import "testing"

// The things of a birth, a wedding, a fishing trip and a 명절 kitchen
// are named by what they are disposed of as: pads as nappies (general),
// breast-milk bags as film (vinyl), feeding appliances as small
// appliances, a nappy bag as a bag (clothing), money envelopes and
// invitations as paper, shells and tackle as general waste.
func TestKinds10DevWorldVocabulary(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		// postpartum and nursing
		{"조리원에서 쓰고 남은 산모패드 뭉치", "general"},
		{"출산하고 쓴 오로 패드 한 봉지", "general"},
		{"일회용 수유패드 쓴 것들", "general"},
		{"used nursing pads from the first week", "general"},
		{"냉동실 정리하다 나온 모유 저장팩 빈 거", "vinyl"},
		{"모유팩 다 녹여서 먹이고 남은 팩", "vinyl"},
		{"a stack of empty breast milk bags", "vinyl"},
		{"전원이 안 들어오는 분유포트", "e_waste"},
		{"물려받은 젖병 소독기 고장남", "e_waste"},
		{"둘째 낳고 안 쓰는 전동 유축기", "e_waste"},
		{"bottle warmer that stopped heating", "e_waste"},
		{"아기 기저귀 가방 지퍼 나간 거", "clothing"},
		{"old nappy bag with a broken zip", "clothing"},
		{"작아진 배냇저고리 세 벌", "clothing"},
		// wedding and gifts
		{"결혼식 끝나고 남은 축의금 봉투 묶음", "paper"},
		{"세뱃돈 봉투 빈 것들", "paper"},
		{"인쇄 잘못된 청첩장 한 뭉치", "paper"},
		{"leftover wedding invitations, plain card", "paper"},
		{"한과 상자 속 종이 칸막이까지 다 종이예요", "paper"},
		// shore and tackle
		{"전복 껍데기 여러 개", "general"},
		{"삶아 먹은 홍합 껍데기 한 바가지", "general"},
		{"mussel shells after dinner", "general"},
		{"엉킨 낚싯줄 한 뭉치", "general"},
		{"녹슨 낚시 바늘 몇 개", "general"},
		{"a tangle of fishing line from the pier", "general"},
		// 명절 food and packaging
		{"차례 지내고 남은 동그랑땡", "food_waste"},
		{"딱딱하게 굳은 약과 몇 개", "food_waste"},
		{"벌레 먹은 쌀 한 바가지", "food_waste"},
		{"cup noodle bowl, rinsed", "styrofoam"},
		{"사과 난좌 스티로폼 몇 장", "styrofoam"},
		{"플라스틱 서랍장 한 칸 깨진 거", "plastic"},
		// near-misses: the other things these words live next to
		{"기저귀 쓴 거 한 봉지", "general"},
		{"비닐 봉투에 담긴 과자 봉지", "vinyl"},
		{"분유캔 빈 거", "metal_can"},
	})
}

// A cap or lid the text says is lost or went out elsewhere is no cap
// left on; one closed or screwed back on is.
func TestKinds10DevCapGone(t *testing.T) {
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
	})
}

// A label that will not come off a bottle is a label, not another
// material on it.
func TestKinds10DevStuckLabel(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	label := []string{"label_attached"}
	checkTags(t, c, []kindCase{
		{"생수 페트병 라벨이 딱 붙어서 안 떨어져요", "clear_pet", label},
		{"보리차 페트병, 라벨이 본드로 붙은 것처럼 안 떼져요", "clear_pet", label},
		{"이온음료 페트병, 상표 비닐이 딱 붙어서 안 벗겨져요", "clear_pet", label},
	})
}

// Contents frozen in a bag, stuck in a tray or left in a carton are
// contents left; a straw or a cap stuck in is no contents.
func TestKinds10DevContentsInside(t *testing.T) {
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

// A stain on clothing said not to be torn sets no tag (the labelling
// policy: a stain on clothing sets no tag).
func TestKinds10DevOnlyStained(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"커피 쏟아서 얼룩진 셔츠, 찢어진 곳은 없어요", "clothing", nil},
		{"김치 국물 자국 있는 바지인데 구멍은 없어", "clothing", nil},
		{"blouse with a wine stain, no tears", "clothing", nil},
		{"얼룩만 좀 있고 멀쩡한 원피스", "clothing", nil},
	})
}

// A material said of a part as what it is made of (손잡이가 쇠로 된) is
// the part's: another thing named is the item.
func TestKinds10DevMaterialOfPartSaid(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"빨래 바구니, 손잡이가 플라스틱으로 돼 있어요", "plastic"},
		{"소스 유리병인데 뚜껑은 플라스틱으로 된 거", "glass"},
		// near-misses: the material is the item's
		{"플라스틱으로 된 장난감 바구니", "plastic"},
	})
}

// A catch carried home in a net or bag: the container is the item, the
// shells on their own are general waste.
func TestKinds10DevCatchHeldBy(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"갯벌에서 조개 담아 온 비닐봉지, 모래가 잔뜩", "vinyl"},
		{"굴 넣어 온 양파망 하나", "vinyl"},
		// near-misses: the shells are the item
		{"조개 껍데기 한 봉지", "general"},
		{"굴 껍데기 한 봉지", "general"},
	})
}

// Residue caught in an item is a stain, not contents left.
func TestKinds10DevResidueIsNoContents(t *testing.T) {
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

// A part of another material that will not come off makes the item of
// mixed materials; one taken off, or of the item's own material, does not.
func TestKinds10DevPartOfOtherMaterial(t *testing.T) {
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
