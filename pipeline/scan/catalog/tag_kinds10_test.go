package catalog

import "testing"

// Tag kinds of session 15 (from ho10, dev9 and the sets before them):
// each table is written at a whole class of expressions (never eval
// lines), holding and not holding.

// A break found after it happened (깨져 있었어요) with the place it
// happened in between (상자 속에서, 찬장 안에서), or a crack that appeared
// (금이 생겼어요, 실금 생김, 크랙): the place is no subject, the crack is
// there now.
func TestBreakFoundKinds10(t *testing.T) {
	t.Parallel()
	br := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"그릇 정리하다 보니 접시 하나가 찬장 안에서 깨져 있었어요", "nonflammable", br},
		{"화병이 상자 속에서 금이 가 있었음", "nonflammable", br},
		{"택배 뜯어 보니 머그가 박스 안에서 깨져 왔어요", "nonflammable", br},
		{"머그컵 바닥에 금이 생겼어요", "nonflammable", br},
		{"뚝배기에 실금 생김", "nonflammable", br},
		{"접시에 크랙 있어요", "nonflammable", br},
		{"김치통 모서리에 금 생겼음", "plastic", br},
		// not there, or only feared
		{"금 생긴 데 없어요", "nonflammable", nil},
		{"유리컵 상자 안에서 안 깨지게 잘 쌌어요", "nonflammable", nil},
		{"화분 금이 생길까 봐 뽁뽁이로 감쌌어요", "nonflammable", nil},
		{"접시 크랙 없어요 그냥 안 써요", "nonflammable", nil},
	})
}

// Upholstery, leather, covers and hoses torn, ripped or burst
// (찢어졌어요, 찢김, 뜯어져 있음, 터졌어요, "torn", "ripped") break
// furniture and devices as they do clothes; so does a pet's clawing or
// chewing (고양이가 다 뜯어놓음, 강아지가 물어 놨어요, "the cat shredded
// it"), and a shoe's sole gaping or coming off. Unwrapping, a tear denied
// and worn cloth do not.
func TestTornKinds10(t *testing.T) {
	t.Parallel()
	br := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"소파 가죽이 다 찢어졌어요", "bulky", br},
		{"안락의자 쿠션 찢김", "bulky", br},
		{"식탁 의자 천이 뜯어져 있음", "bulky", br},
		{"매트리스 옆면 터졌어요", "bulky", br},
		{"서랍장 레일 망가짐", "bulky", br},
		{"냥이가 원목 의자 다리를 긁어서 다 뜯어놓음", "bulky", br},
		{"강아지가 소파 모서리를 다 물어 놨어요", "bulky", br},
		{"the leather recliner is torn on one arm", "bulky", br},
		{"ripped sofa cushion", "bulky", br},
		{"our cat shredded the armchair", "bulky", br},
		{"청소기 호스 찢어짐", "e_waste", br},
		{"고양이가 충전기 선을 씹어 놨어요", "e_waste", br},
		{"the vacuum hose is ripped", "e_waste", br},
		{"운동화 밑창이 벌어졌어요", "clothing", br},
		{"the sole of my boot is coming off", "clothing", br},
		// no tear, or only the wrapping opened
		{"찢어진 데 하나 없는 소파", "bulky", nil},
		{"고양이가 있어서 소파 커버 씌워 놨는데 멀쩡해요", "bulky", nil},
		{"포장 비닐만 뜯은 새 매트리스", "bulky", nil},
		{"가죽 소파 찢어지지 않았어요", "bulky", nil},
		{"오래 입어서 해진 수건", "clothing", nil},
	})
}

// A residue said by its substance and a verb of sticking, setting,
// pooling, leaking, floating or soaking, with adverbs, amounts or places
// between (가루가 떡짐, 가루가 엉겨붙었어요, 양념이 좀 샜어요, 기름 잔뜩
// 고여 있음, 기름이 둥둥, 기름이 번졌어요), or by how it looks, feels or
// smells whatever the substance (꼬질꼬질, 끈끈해요, 찌들었어요, 냄새가
// 너무 나요, grimy, filthy, "grease spots", "smells of fish"), is
// contaminated; washed off, denied or a new item is not.
func TestResidueKinds10(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"쉐이커 통 안에 단백질 가루 떡짐", "plastic", con},
		{"텀블러 안에 녹차 가루가 엉겨붙었어요", "plastic", con},
		{"반찬통 안에 양념이 좀 샜어요", "plastic", con},
		{"지퍼백 안에 국물이 새서 고였어요", "vinyl", con},
		{"호일에 삼겹살 기름 잔뜩 고여 있음", "metal_can", con},
		{"배달 그릇에 기름이 둥둥", "plastic", con},
		{"치킨 종이 봉투에 기름이 번졌어요", "paper", con},
		{"식혜 병 안쪽에 밥알이 말라서 붙어 있어요", "clear_pet", con},
		{"라면 봉지 안에 스프 가루 잔뜩 붙음", "vinyl", con},
		{"컵 바닥에 초코 시럽이 딱딱하게 굳었어요", "plastic", con},
		{"통 안쪽이 꼬질꼬질", "plastic", con},
		{"플라스틱 통 겉이 좀 끈끈해요", "plastic", con},
		{"도시락통 냄새가 너무 나요", "plastic", con},
		{"the shaker is grimy inside", "plastic", con},
		{"tub is filthy, soup leaked inside", "plastic", con},
		{"the bag has grease spots all over", "paper", con},
		{"fish tray, smells of fish", "styrofoam", con},
		// washed off, denied, nothing like it, or a new item
		{"쉐이커 가루 떡진 거 다 씻었어요", "plastic", nil},
		{"반찬통 양념 샌 거 세제로 닦아냈어요", "plastic", nil},
		{"국물 안 샜어요 깨끗해요", "plastic", nil},
		{"기름 한 방울도 안 고였어요", "plastic", nil},
		{"곰팡이 같은 건 없어요", "plastic", nil},
		{"얼룩 비슷한 것도 없음", "plastic", nil},
		{"no grime, washed and dried", "plastic", nil},
		{"배달 온 통 새거라 깨끗", "plastic", nil},
		{"라벨 스티커 붙어 있는 통", "plastic", []string{"label_attached"}},
		{"박스 끈끈이 테이프 뭉치", "general", nil},
	})
}

// What the conditions are said of: a stain that soaked in is no
// wetness; a stain that will not come out even with a scrubber
// (수세미로도, 세제로도) is a stain, no part of another material; a lid
// named as the place of a stain (뚜껑 안쪽에 카레 자국) is no lid left on;
// a label that refuses to peel is still on.
func TestConditionOwnerKinds10(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"takeout tub with curry stains soaked into it", "plastic", []string{"contaminated"}},
		{"양념 얼룩이 배어서 세제로도 안 지워져요", "plastic", []string{"contaminated"}},
		{"김치통 빨간 얼룩이 수세미로도 안 빠져요", "plastic", []string{"contaminated"}},
		{"종이 도시락 뚜껑 안쪽에 카레 자국", "paper", []string{"contaminated"}},
		{"잼병 뚜껑 닫혀 있어요", "glass", []string{"cap_attached"}},
		{"the wrapper refuses to peel off", "clear_pet", []string{"label_attached"}},
		{"the label refused to come off", "clear_pet", []string{"label_attached"}},
	})
}

// A residue in English named by the food and what it does on the item,
// with words between ("yogurt still stuck to the sides", "the box got
// ketchup on it", "smells of kimchi", "a bit sticky inside"); typed as
// heard in Korean (뭍음, 드러워요, 흙투성이); furniture falling apart.
// Denied or washed off, or a food only named, it is not.
func TestSpokenResidueKinds10(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"yogurt cup, yogurt still stuck to the sides", "plastic", con},
		{"the box got ketchup on it", "paper", con},
		{"the container smells of kimchi", "plastic", con},
		{"the tub is a bit sticky inside", "plastic", con},
		{"container is all sticky", "plastic", con},
		{"통에 기름 뭍음", "plastic", con},
		{"통 드러워요", "plastic", con},
		{"생수병 흙투성이", "clear_pet", con},
		{"the dresser is falling apart", "bulky", []string{"broken"}},
		{"케첩 잔뜩 묻혀 놨어요", "plastic", con},
		{"컵에 립스틱 자국", "plastic", con},
		{"스티로폼 반토막 남", "styrofoam", []string{"broken"}},
		{"접시 두 토막 났어요", "nonflammable", []string{"broken"}},
		{"케첩 안 묻혔어요", "plastic", nil},
		{"고등어 반토막 싸 온 비닐", "vinyl", nil},
		// not soiled
		{"no food on it, rinsed", "plastic", nil},
		{"there's no sauce stuck anywhere", "plastic", nil},
		{"sauce stuck on it but I scrubbed it off", "plastic", nil},
		{"juice box on the table, empty", "paper_pack", nil},
		{"the food container smells fine", "plastic", nil},
		{"pizza box, no grease on it at all", "paper", nil},
	})
}

// A wash said hard to do (세척이 어렵습니다) is not done; a verb's noun
// form before an item's name says what happened (양념 떡짐 물티슈로 닦아도
// 안 됨), it names no contents; a two-word substance (비린 물), a residue
// caked on thick (가루 덕지덕지) or a container dyed by what it held
// (김칫국물 물들어서) soils it. Tape caked on is no residue, and scale in
// a kettle is left to the corpus's reading.
func TestResidueStaysKinds10(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"플라스틱 통에 참기름이 묻어 있어서 세척이 어려워요", "plastic", con},
		{"카레 묻은 비닐이라 씻기가 힘들어요 세척 불가", "vinyl", con},
		{"종이 접시에 케첩 떡짐 물티슈로 닦아도 안 됨", "paper", con},
		{"생선 포장 스티로폼에 비린 물 고여 있음", "styrofoam", con},
		{"이유식 통 안에 쌀가루 덕지덕지", "plastic", con},
		{"락앤락 통이 김칫국물에 물들었어요", "plastic", con},
		{"샐러드 통 헹궜는데도 아직 미끈해요", "plastic", con},
		// washed, or not a residue
		{"참기름 묻은 통 세척했어요", "plastic", nil},
		{"에어캡에 박스 테이프가 덕지덕지", "vinyl", nil},
	})
}
