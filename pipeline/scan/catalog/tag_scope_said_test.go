package catalog

import "testing"

// Triggers that occur but say no condition of the item (tagsaid.go): a
// likeness (것처럼, 마냥, 듯이), 때 naming a time (명절 때, 갈 때), a hole
// made on purpose, tape or stickers put all over the item.
func TestTriggersSaidOfNoCondition(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		// a likeness
		{"가격표 스티커가 용기에 녹아 붙은 것처럼 안 떼져요", "plastic", []string{"label_attached"}},
		{"접시에 금 간 것처럼 보이는데 그냥 무늬예요", "nonflammable", nil},
		// the time of an occasion, not grime
		{"명절 때 낀 비닐장갑 한 움큼", "vinyl", nil},
		{"캠핑 갈 때 낀 비닐장갑", "vinyl", nil},
		{"플라스틱 바구니에 찌든 때 낀 거", "plastic", []string{"contaminated"}},
		// a hole made on purpose
		{"butane can for the camp stove, poked a hole in it once it was empty", "metal_can", nil},
		{"spray can, I punched a couple of holes in it", "metal_can", nil},
		{"the paint can has a hole in it from rust", "metal_can", []string{"broken"}},
		// a material put all over the item
		{"moving box with packing tape wrapped all over it", "paper", []string{"mixed_material"}},
		{"pizza box with cheese all over it", "paper", []string{"contaminated"}},
	})
}

// A label or a foil lid that could not be taken off, with the reason in
// between ("이음새가 없어서"), is still on; a foil over a cup's or a
// bottle's top or mouth is its lid.
func TestFailedRemovalAndFoilTop(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"주스 페트병 라벨 필름에 이음새가 없어서 결국 못 벗겼음", "clear_pet", []string{"label_attached"}},
		{"생수병 라벨에 홈이 없어서 못 떼겠어요", "clear_pet", []string{"label_attached"}},
		{"생수병 라벨은 뗐고 뚜껑이 없어요", "clear_pet", nil},
		{"푸딩 컵 윗면 은박을 안 뜯고 그대로 가져왔어요", "plastic", []string{"cap_attached", "mixed_material"}},
		{"요거트 병 입구에 은박 그대로 붙어 있음", "plastic", []string{"cap_attached", "mixed_material"}},
		{"요거트 컵 윗면 은박은 떼어냈어요", "plastic", nil},
	})
}
