package catalog

import "testing"

// Session 28's tag kinds (tagkinds28.go, unopenedWords, likenessWords),
// with phrasings of our own.
func TestTagKinds28(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		// an unopened carton said with the light verb is full
		{"두유 팩, 개봉을 안 했는데 유통기한이 지났어요", "paper_pack", []string{"contents_left"}},
		{"맥주 캔 개봉은 안 했어요", "metal_can", []string{"contents_left"}},
		// pieces rolling about in a bag are contents left
		{"고양이 사료 비닐 봉지인데 사료 몇 알이 아직 굴러다녀요", "vinyl", []string{"contents_left"}},
		{"과자 봉지 안에 부스러기가 바닥에서 굴러다녀요", "vinyl", []string{"contents_left"}},
		{"빈 페트병이 차 안에서 굴러다녀요", "clear_pet", nil},
		// stock more than needed is the item left over
		{"창고에 남아도는 종이 쇼핑백들", "paper", nil},
		// a drink poured in afterwards soils it
		{"빈 생수 페트에 누가 커피를 부어 놓고 갔어요", "clear_pet", []string{"contaminated"}},
		{"캔에 라면 국물을 부어서 버렸네요", "metal_can", []string{"contaminated"}},
		{"캔에 물을 부어서 헹궜어요", "metal_can", nil},
		// a sticky residue in English soils, no contents
		{"plastic smoothie cups, sticky juice still at the bottom", "plastic", []string{"contaminated"}},
		{"plastic cup half full of sticky soda", "plastic", []string{"contents_left", "contaminated"}},
		// a paper piece glued on is another material
		{"스티로폼 보드 위에 종이 포스터가 접착돼 있어요", "styrofoam", []string{"mixed_material"}},
		{"선물 비닐 봉투에 종이 택이 본드로 붙어 있어요", "vinyl", []string{"mixed_material"}},
		{"종이 상자에 종이 택이 본드로 붙어 있어요", "paper", nil},
		// a cap word that names the kind of container, named again on
		// its own, is a part on it
		{"핸드워시 펌프 용기, 펌프가 꽂힌 그대로예요", "plastic", []string{"cap_attached"}},
		{"로션 펌프 용기 다 썼어요", "plastic", nil},
		// a look likened to a material is no other material
		{"두유 팩 안쪽이 은박처럼 반짝여요", "paper_pack", nil},
		{"요거트 컵에 은박 뚜껑이 붙어 있어요", "plastic", []string{"cap_attached", "mixed_material"}},
		// a carton's screw spout is a cap; a zip's slider or pull of
		// another material is another material
		{"주스 팩, 돌려 여는 플라스틱 꼭지가 안 빠져요", "paper_pack", []string{"cap_attached", "mixed_material"}},
		{"지퍼백인데 플라스틱 슬라이더가 달려 있어요", "vinyl", []string{"mixed_material"}},
		// new sheets left are stock, no contents
		{"스티로폼 접시 새 거 몇 장, 가격표가 붙은 채 남았어요", "styrofoam", []string{"label_attached"}},
		// "still has the courier's label" is a label on, no contents
		{"foam box that still has the shop's barcode label on the lid", "styrofoam", []string{"label_attached"}},
	})
}
