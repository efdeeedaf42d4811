package catalog

import "testing"

// Contents said with a count between the food and the verb (새우 대여섯
// 마리가 얼어 있음), by hearsay (들어 있대요), by an unopened container
// (뜯지도 않은, 미개봉) or in English by what is left (juice left, no gas
// left).
func TestContentsSaidKinds(t *testing.T) {
	t.Parallel()
	cl := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"냉동 새우 봉지, 새우 대여섯 마리가 안에 꽝꽝 얼어 있음", "vinyl", cl},
		{"아이스크림 통에 아이스크림 몇 숟갈이 얼어붙어 있어요", "plastic", cl},
		{"떡 두 개 얼어 있던 봉지인데 다 꺼냈어요", "vinyl", nil},
		{"엄마 말로는 물병에 보리차가 아직 들어 있대요", "clear_pet", cl},
		{"따지도 않은 맥주 캔 하나", "metal_can", cl},
		{"유통기한 지난 두유팩, 뜯지 않은 거예요", "paper_pack", cl},
		{"생수 페트병인데 미개봉이에요", "clear_pet", []string{"contents_left"}}, // (no cap named: tagunopened.go)
		{"뜯지도 않은 새 칫솔", "plastic", nil},
		{"라벨 안 뜯은 유리병, 안은 비었어요", "glass", []string{"label_attached"}},
		{"glass bottle with some juice left at the bottom", "glass", cl},
		{"camping gas can, no gas left in it", "metal_can", nil},
	})
}

// A residue joined to another noun shares its verb (국물이랑 모래가 껴
// 있어요); bits left as they were soil the item (부스러기는 그대로예요); a
// food that soaked in soils it and does not wet it; pooled water said by
// its state (흥건해요) wets it.
func TestResidueAndWetKinds(t *testing.T) {
	t.Parallel()
	con, wet := []string{"contaminated"}, []string{"wet"}
	checkTags(t, mustLoad(t), []kindCase{
		{"국물이랑 모래가 안쪽에 껴 있어요", "vinyl", con},
		{"치킨 박스, 튀김 부스러기는 그대로예요", "paper", con},
		{"과자 봉지 부스러기는 다 털었어요", "vinyl", nil},
		{"Paper egg tray, a raw egg broke and the yolk soaked into it", "paper", con},
		{"종이 계란판에 노른자가 스며들어서 젖었어요", "paper", con},
		{"방금 씻은 요거트 통, 속이 흥건함", "plastic", wet},
		{"헹군 종이팩 안쪽이 아직 흥건해요", "paper_pack", wet},
		{"기름이 흥건한 프라이팬", "metal_can", con},
		{"식용유 캔인데 안에 기름 흥건함", "metal_can", con},
	})
}

// Broken said by the transitive 깨다 (깨 놓은, 깨 버렸어요, 깼어) or, for
// shoes and bags, by a sole or a coating lifting or peeling off.
func TestBrokenSaidKinds(t *testing.T) {
	t.Parallel()
	br := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"애들이 깨 놓은 화분 조각", "nonflammable", br},
		{"룸메가 접시를 깨 버렸어요", "nonflammable", br},
		{"설거지하다 접시 깼어", "nonflammable", br},
		{"깨끗이 씻은 접시", "nonflammable", nil},
		{"가방 가죽이 군데군데 벗겨졌어요", "clothing", br},
		{"운동화 밑창이 들떴어요", "clothing", br},
		{"the heel is peeling off my boot", "clothing", br},
		{"새 운동화, 스티커만 벗겨졌어요", "clothing", nil},
	})
}
