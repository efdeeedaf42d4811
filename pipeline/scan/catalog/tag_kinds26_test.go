package catalog

import "testing"

// Session 26's tag kinds (tagkinds26.go, tagbreak.go, taxonomy words),
// with phrasings of our own.
func TestTagKinds26(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		// a label stuck to the lid, in English, is no cap on
		{"clear salad box, the barcode sticker is still stuck to the lid", "plastic", []string{"label_attached"}},
		{"clear salad box with the lid still on and a price tag on the side", "plastic", []string{"label_attached", "cap_attached"}},
		// a cap only said washed is not said on
		{"김치 담던 플라스틱 통, 뚜껑까지 싹 헹궈서 말렸어요", "plastic", nil},
		{"플라스틱 통, 뚜껑까지 헹궈서 다시 닫아 놨어요", "plastic", []string{"cap_attached"}},
		// a paper layer glued on styrofoam is another material
		{"한과 선물 스티로폼 상자, 겉면에 한지가 발라져 접착돼 있어요", "styrofoam", []string{"mixed_material"}},
		{"스티로폼 상자, 송장 스티커가 붙어 있어요", "styrofoam", []string{"label_attached"}},
		// hand grime is wear
		{"손때 탄 스테인리스 밥주걱", "metal_can", nil},
		{"손때에 김치 국물까지 묻은 스텐 국자", "metal_can", []string{"contaminated"}},
		// covered in a food, in English, is soil, no cover
		{"plastic takeout box, still covered in curry sauce", "plastic", []string{"contaminated"}},
		// a crack said with the way it runs; a bent rail that won't close
		{"노트북 화면에 금이 세로로 길게 갔어요", "e_waste", []string{"broken"}},
		{"서랍장 레일이 휘어서 서랍이 안 닫혀요", "bulky", []string{"broken"}},
		// a cap opened and put back is on; a bottle never opened is full
		{"사이다 병, 딴 뚜껑을 도로 얹어 놨어요", "glass", []string{"cap_attached"}},
		{"선물 받은 올리브유 병, 뚜껑도 안 열어봤어요", "glass", []string{"cap_attached", "contents_left"}},
		{"탄산수 페트, 마개도 안 딴 새 거예요", "clear_pet", []string{"cap_attached", "contents_left"}},
		// dev19's kinds: butts inside soil a bottle; chips knocked out
		// break; a sauce a dish held is no soil; a straw hole never
		// punched leaves a carton full
		{"seltzer bottle with cigarette butts inside", "clear_pet", []string{"contaminated"}},
		{"two mugs with chips knocked out of the rim", "nonflammable", []string{"broken"}},
		{"양념 담아 내던 스텐 종지들", "metal_can", nil},
		{"소스 담던 스텐 그릇, 소스가 말라붙었어요", "metal_can", []string{"contaminated"}},
		{"멸균우유 팩, 빨대 구멍도 안 뚫었어요", "paper_pack", []string{"contents_left"}},
		// tape on styrofoam that will not come off is another material
		{"택배 스티로폼 상자, 박스 테이프가 겹겹이 붙어서 안 떨어져요", "styrofoam", []string{"mixed_material"}},
		{"스티로폼 상자, 테이프는 다 떼어냈어요", "styrofoam", nil},
	})
}
