package catalog

import "testing"

// Tag kinds of session 30, each table written at a class of expressions
// (our own phrasings, never eval or corpus lines), holding and not
// holding.

// The water of a rinse still inside the item wets it and is no
// contents; water a food was washed in, or poured out after, is not.
func TestRinseWaterInsideKinds30(t *testing.T) {
	t.Parallel()
	wet := []string{"wet"}
	checkTags(t, mustLoad(t), []kindCase{
		{"우유팩 헹군 물이 아직 안에 찰랑거려요", "paper_pack", wet},
		{"요거트 통 씻은 물이 바닥에 고여 있음", "plastic", wet},
		{"주스병 헹군 물이 조금 남아 있어요", "glass", wet},
		// near-misses: poured out, denied, a food's washing water
		{"우유팩 헹군 물은 따라 버리고 말렸어요", "paper_pack", nil},
		{"헹군 물이 안에 남아 있지 않아요", "plastic", nil},
		// the verb another subject's: the water poured out first
		{"요거트 통 씻은 물은 쏟았고 뚜껑만 남아 있어요", "plastic", nil},
		{"씻은 물 다 버렸고 지금은 베란다에 있어요", "plastic", nil},
		// the water's own verb after a cause
		{"병 씻은 물이 입구가 좁아서 그대로 남아 있어요", "glass", wet},
	})
}

// The cap alone put back on is a cap on; a lid made in one piece with
// the container is its own part.
func TestCapAloneAndIntegralLidKinds30(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"생수병 다 마시고 뚜껑만 다시 잠가 놨어요", "clear_pet", []string{"cap_attached"}},
		{"콜라병 비우고 마개만 도로 끼워 뒀어요", "plastic", []string{"cap_attached"}},
		{"뚜껑 일체형 반찬 용기, 씻어서 말렸어요", "plastic", nil},
		{"일체형 뚜껑 달린 과일 용기 버려요", "plastic", nil},
		// near-miss: the cap alone, not put back
		{"뚜껑만 따로 모았어요", "plastic", nil},
	})
}

// A sauce or broth pooled or smeared all over the item soils it; a sauce
// still inside as contents does not add the soil.
func TestSaucePooledKinds30(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"회 접시에 간장이 흥건해요", "styrofoam", con},
		{"배달 용기에 양념이 범벅이에요", "plastic", con},
		{"트레이에 국물이 흘러넘쳐 있어요", "plastic", con},
		// near-miss: denied
		{"트레이에 소스 흥건하지 않아요 닦았어요", "plastic", nil},
		// near-misses: washed or wiped off after; still so when not
		{"짜장 범벅이던 그릇 세제로 씻었어요", "plastic", nil},
		{"케첩 흘러내린 자국 닦아 냈어요", "plastic", nil},
		{"카레 범벅인데 안 씻었어요", "plastic", con},
	})
}

// A thing that soaked up water from rain, a wave or a leak is wet; water
// drunk, or dried after, is not.
func TestSoakedUpWaterKinds30(t *testing.T) {
	t.Parallel()
	wet := []string{"wet"}
	checkTags(t, mustLoad(t), []kindCase{
		{"베란다에 둔 박스가 비 맞아서 물을 잔뜩 먹었어요", "paper", wet},
		{"장마 때 창고가 새서 신문 묶음이 물 먹었어요", "paper", wet},
		// near-misses: no water cause, dried after
		{"물 먹고 남은 종이컵", "paper", nil},
		{"비에 물 먹었던 박스 바짝 말렸어요", "paper", nil},
		// water drunk, 물 inside another word, 비 inside another word, a
		// fall after the water
		{"생수 물 다 먹고 병이 굴러떨어져서 찌그러짐", "clear_pet", nil},
		{"아이가 물 먹고 종이컵을 떨어뜨려서 구겨졌어요", "paper", nil},
		{"이사 준비가 바빠서 내용물 먹고 종이 상자째 버려요", "paper", nil},
		{"음식물 먹고 남은 종이 그릇인데 떨어져서 찌그러짐", "paper", nil},
		// a fall into water before it, a glued water word
		{"욕조에 빠져서 물 먹은 잡지", "paper", wet},
		{"빗물 먹은 종이 상자 한 개", "paper", wet},
	})
}

// The ones with a part on sorted out of a lot leave the rest without it.
func TestBearersPickedKinds30(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"포장지 중에 비닐 리본 붙은 건 골라내고 종이만 모았어요", "paper", nil},
		{"엽서 묶음인데 스티커 붙은 거는 빼고 가져왔어요", "paper", nil},
		{"봉투들 중에 비닐 창 붙은 건 골라냈어요", "paper", nil},
		// near-miss: the part still on
		{"포장지에 비닐 리본이 붙어 있어요", "paper", []string{"mixed_material"}},
	})
}

// A cap on a paper pack is its plastic spout, a part of another
// material; a container's half ending the clause after what it held is
// contents; plain water standing inside is wet; water soaked up after a
// fall into it is wet.
func TestMoreConditionsKinds30(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"두유 팩 돌려 여는 마개 그대로 달려 있음", "paper_pack", []string{"cap_attached", "mixed_material"}},
		{"냉장고에 넣어 뒀던 우유 반팩", "paper_pack", []string{"contents_left"}},
		{"헹궜는데 물이 안에 고여 있어요", "plastic", []string{"wet"}},
		{"씻고 엎어 놔서 물이 바닥에 고여 있지는 않아요", "plastic", nil},
		{"물웅덩이에 떨어져서 물 먹은 영수증 봉투", "paper", []string{"wet"}},
		// near-misses: a half cut, water poured out
		{"반으로 접은 우유팩", "paper_pack", nil},
		{"물이 안에 고여 있던 거 따라 버렸어요", "plastic", nil},
	})
}

// A body named by its material (유리 본체, 플라스틱 몸통) is the item's
// own, not a computer; a noun run that names the item's compound (우산
// 비닐 커버) carries its condition, whatever its last word names alone.
func TestOwnBodyAndCompoundKinds30(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"내열유리 그릇, 유리 본체에 금이 갔어요", "nonflammable", []string{"broken"}},
		{"반찬통인데 플라스틱 몸통에 금이 갔어요", "plastic", []string{"broken"}},
		{"우산 비닐 커버 젖은 채로 모았어요", "vinyl", []string{"wet"}},
		{"젖은 우산 비닐 두 장", "vinyl", []string{"wet"}},
		// near-miss: a computer's body, another thing
		{"유리컵 옆 컴퓨터 본체가 깨졌어요", "nonflammable", nil},
	})
}
