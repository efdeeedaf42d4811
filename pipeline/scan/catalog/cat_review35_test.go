package catalog

import "testing"

// Review of session 35: near-misses where a session-35 reading reached
// too far, each beside a case that must still read.

// A part said of the item's own material is no other material, in
// Korean or English; a part of another material still is.
func TestReview35PartOfOwnMaterial(t *testing.T) {
	t.Parallel()
	mixed := []string{"mixed_material"}
	checkTags(t, mustLoad(t), []kindCase{
		{"플라스틱 바구니, 손잡이가 플라스틱이에요", "plastic", nil},
		{"비닐 가방 손잡이가 비닐이에요", "vinyl", nil},
		{"a plastic tub with a plastic lining", "plastic", nil},
		{"종이 쇼핑백 손잡이가 나일론 끈이에요", "paper", mixed},
		{"플라스틱 바구니, 손잡이가 철이에요", "plastic", mixed},
		{"a paper bag with a plastic lining", "paper", mixed},
	})
}

// A count that counts the containers themselves (nothing named before
// it, or the containers said empty) and a measure word naming a
// container's material say no contents; a count of contents named
// before it still does.
func TestReview35CountOfContainers(t *testing.T) {
	t.Parallel()
	left := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"한 개 남은 빈 페트병", "plastic", nil},
		{"몇 개 남은 빈 병 버려요", "glass", nil},
		{"I have one more glass jar to throw out", "glass", nil},
		{"one more glass bottle", "glass", nil},
		{"참치 한 점 남은 캔", "metal_can", left},
		{"one more squeeze left in the tube", "plastic", left},
		{"one more glass of juice left in the carton", "paper_pack", left},
	})
}

// Dirt said not to go away (없어지다, the dirt's own verb) is no dirt
// denied; dirt said absent still is.
func TestReview35DirtNotGone(t *testing.T) {
	t.Parallel()
	dirty := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"더러운 얼룩이 안 없어져요", "plastic", dirty},
		{"더러워질 일이 없었어요", "plastic", nil},
	})
}

// A lid said kept on by another word (뚜껑째, 뚜껑 덮인 채로) stays on
// though it is named as the place of soil; a lid named only as that
// place is no cap on. A cap said gone in its own clause is not the thing
// said closed after it; a cap said rusty and then closed is on.
func TestReview35LidKeptOrGone(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"반찬통 뚜껑째 버려요, 뚜껑 홈에 양념이 꼈어요", "plastic", []string{"contaminated", "cap_attached"}},
		{"뚜껑 덮인 채로 버려요, 뚜껑 안쪽에 기름이 묻었어요", "plastic", []string{"contaminated", "cap_attached"}},
		{"반찬통 뚜껑 홈에 양념이 꼈어요", "plastic", []string{"contaminated"}},
		{"뚜껑은 버렸는데 병은 잠겨 있어요", "glass", nil},
		{"마개가 좀 녹슬었는데 닫혀 있어요", "glass", []string{"cap_attached"}},
	})
}

// A device's glass part said with 에 is a place: only damage at it makes
// it the device's part, not a thing put on it; a glass part said as the
// subject of an adnominal before another thing's name is that thing's.
func TestReview35GlassPartAsPlace(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"노트북 유리 상판에 올려 뒀어요", "nonflammable"},
		{"프린터 유리 상판에 올려두던 건데 상판만 깨졌어요", "nonflammable"},
		{"공유기, 유리 상판이 깨진 탁자", "nonflammable"},
		{"노트북 유리 상판에 금이 갔어요", "e_waste"},
		{"체중계 강화유리 발판에 금이 갔어요", "e_waste"},
		{"체중계, 강화유리 발판이 깨졌어요", "e_waste"},
	})
}

// A leaf or a stem of a vegetable said grown as a plant (키우다, 기르던,
// 모종) is the plant's, general; one trimmed off it in the kitchen is
// still the vegetable's.
func TestReview35GrownNotTrimmed(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"방울토마토 키우다 말라버린 줄기", "general"},
		{"고추 기르다 시든 잎사귀", "general"},
		{"미나리 다듬고 남은 줄기", "food_waste"},
		{"시금치 데치고 버린 잎사귀", "food_waste"},
	})
}

// A metal tool's name said plastic as the last bare word is plastic (a
// cake knife that came with the cake); said steel, or with no material,
// it stays metal.
func TestReview35PlasticSaidLastOfTool(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"케이크 칼 플라스틱", "plastic"},
		{"케이크 칼 스텐", "metal_can"},
		{"케이크 칼 톱니", "metal_can"},
		{"국자 플라스틱", "plastic"},
		{"부탄가스 플라스틱", "metal_can"},
	})
}

// A part's break after the whole said fine, only wished or supposed
// (부러졌으면 좋겠어요, 깨졌다면), says no break; said done it holds.
func TestReview35PartBreakSupposed(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"본체는 멀쩡한데 손잡이가 부러졌으면 좋겠어요", "e_waste", nil},
		{"본체는 멀쩡한데 노즐이 깨졌다면 어떻게 버려요?", "e_waste", nil},
		{"본체는 멀쩡한데 노즐이 깨졌어요", "e_waste", []string{"broken"}},
	})
}

// The flesh said after the bones were taken off it is the item, food
// waste, with a part of the fish between or not; bones said taken off
// with no flesh after, or said alone, stay the bones.
func TestReview35FleshAfterBones(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"우럭 머리 뼈 발라내고 남은 살", "food_waste"},
		{"갈치 뼈 바른 살코기", "food_waste"},
		{"우럭 머리 뼈", "general"},
		{"갈치 뼈 발라낸 것", "general"},
	})
}

// English water that got into a place, a worry over water and fog on a
// window say nothing of the item; water that got into the item and fog
// on it still do.
func TestReview35WaterElsewhereEn(t *testing.T) {
	t.Parallel()
	wet := []string{"wet"}
	checkTags(t, mustLoad(t), []kindCase{
		{"rain got into the garage but the boxes were on a shelf", "paper", nil},
		{"I'm worried water got into it", "paper", nil},
		{"the window fogged up when I opened the oven, glass jar", "glass", nil},
		{"water got into the box", "paper", wet},
		{"it fogged up", "glass", wet},
	})
}
