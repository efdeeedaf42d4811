package catalog

import "testing"

// Session 41: tag classes found by the eighteenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round
// 18"), each a table of our own phrasings beside the audit's, holding
// and not.

// A cap kept, collected or handed on apart is no cap on, nor what was
// kept contents; a lid named as the place of wear is no cap said on; a
// cap said still snapped on, or asked to be left on, is.
func TestCapsApartDepth41(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"생수 뚜껑은 모아서 동네 가게에 따로 가져다 줬어요", "clear_pet", nil},
		{"꿀병 뚜껑은 다른 병에 쓰려고 남겨 놨어요", "glass", nil},
		{"밀폐용기 뚜껑에 긁힌 자국이 많아요", "plastic", nil},
		{"the cap is still screwed on", "clear_pet", []string{"cap_attached"}},
		{"could I leave the lid on?", "plastic", []string{"cap_attached"}},
		// (the bottles collected with their caps on keep them)
		{"맥주병 뚜껑 닫은 채로 모아 뒀어요", "glass", []string{"cap_attached"}},
	})
}

// Contents said by a measure or found still there after all hold; a
// measure eaten or rinse water does not; a cap too tight to open on an
// item said empty is no unopened item.
func TestContentsByMeasureDepth41(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"우유가 반 잔 정도 아직 있어요", "paper_pack", []string{"contents_left"}},
		{"나물이 몇 젓가락 남았는데 그냥 버려요", "plastic", []string{"contents_left"}},
		{"린스 다 쓴 줄 알았는데 아직 나와요", "plastic", []string{"contents_left"}},
		{"치약 다 짠 줄 알았는데 아직 조금 나오네요", "plastic", []string{"contents_left"}},
		{"maybe three squeezes left in the tube", "plastic", []string{"contents_left"}},
		{"잼 두 숟갈 남은 건 발라 먹었어요", "glass", nil},
		{"헹군 물이 한 컵쯤 남아 있어요", "clear_pet", []string{"wet"}},
		{"마개가 꽉 끼어서 못 열었는데 빈 병이에요", "glass", []string{"cap_attached"}},
	})
}

// Wear that clouds a surface, dirt and a label's glue are no food soil
// (body waste with the dirt is); oil around the inside and food in a rim
// are.
func TestSoilKindsDepth41(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"물병이 오래 써서 긁혀서 뿌옇게 됐어요", "plastic", nil},
		{"화분에 쓰던 통이라 흙이 묻어 있어요", "plastic", nil},
		{"just a bit of sticky residue where the sticker was", "glass", nil},
		{"햄스터 오줌이랑 모래 묻은 플라스틱 통", "plastic", []string{"contaminated"}},
		{"짬뽕 용기에 기름이 빙 둘러 있어요", "plastic", []string{"contaminated"}},
		{"there's dried jam in the grooves of the lid", "glass", []string{"contaminated"}},
	})
}

// A side or a part broken and a hole gone through are a break; a hole
// the user punched is none.
func TestSideAndHoleDepth41(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"통 모서리 쪽이 깨져서 날카로워요", "plastic", []string{"broken"}},
		{"바구니 바닥에 구멍이 뚫렸어요", "plastic", []string{"broken"}},
		{"부탄가스 다 쓰고 구멍을 뚫었어요", "metal_can", nil},
	})
}

// A piece of the label still on is the label; a state said of the one
// that is another thing says nothing of the item.
func TestLabelPieceAndOtherOneDepth41(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"스티커 조각이 아직 통에 붙어 있어요", "plastic", []string{"label_attached"}},
		{"가격표 귀퉁이가 안 떨어지고 통에 남았어요", "plastic", []string{"label_attached"}},
		{"뚜껑 닫힌 건 옆에 있는 병이고 이건 열어 놨어요", "clear_pet", nil},
	})
}
