package catalog

import "testing"

// Session 28's kinds of "which named thing is the item" (context28.go,
// workshopNouns), with phrasings of our own.
func TestCat28WhichThing(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		// a room of the trade or a person of it names where the thing
		// was, not the thing
		{"피아노 선생님이 주신 종이 쇼핑백", "paper"},
		{"라디오 사무실 냉장고에서 나온 잼 병", "glass"},
		{"카메라 강사님이 두고 간 비닐 우비", "vinyl"},
		// what something came in by post, with words between
		{"비타민 택배 온 상자예요", "paper"},
		{"유산균 택배로 왔던 박스, 테이프는 아직 안 뗐어요", "paper"},
		{"전단지 묶음마다 씌워져 온 비닐", "vinyl"},
		// a wrap put on the thing is still only its wrap
		{"고기 받침 스티로폼 접시에 씌운 랩을 안 벗겼어요", "styrofoam"},
		// a material in the thing's own noun run is its part
		{"전자레인지 문 유리에 금이 갔어요", "e_waste"},
		{"김치냉장고 문 유리에 금이 갔어요", "e_waste"},
		{"세탁기 안에서 나온 유리 조각", "nonflammable"},
		// gathered to a bag's worth: what was gathered is the item
		{"말 털 빗질해서 모은 거, 봉투로 하나 나왔어요", "general"},
		{"낙엽 쓸어 담으니 비닐봉지로 두 개 찼어요", "general"},
		{"비닐봉투 하나 버려요", "vinyl"},
		// a thing said in a clause of its own to be all metal goes with
		// metal; a part said to be metal does not move the thing
		{"헬스장 사물함 열쇠고리들, 다 쇠로 된 거예요", "metal_can"},
		{"스텐으로 만든 빨래집게 한 통", "metal_can"},
		{"빨래집게 여러 개, 플라스틱으로 된 거", "plastic"},
		{"플라스틱 바구니인데 손잡이만 쇠로 된 거", "plastic"},
		// in English, what was peeled off something is the item; what
		// is still on the thing named before is not
		{"the cling film peeled off the foam meat trays", "vinyl"},
		{"batteries taken out of the kitchen scale", "battery"},
		{"clear plastic deli tubs, washed, but the barcode stickers are still on them", "plastic"},
		// what the thing was fastened with is a tool, not the item
		{"세탁소 비닐인데 영수증이 호치키스로 찍혀 있어요", "vinyl"},
		{"끈으로 묶어서 내놓을 헌책 한 무더기", "paper"},
		// a spout's material is the spout's
		{"두유 팩인데 플라스틱 꼭지가 박혀 있어요", "paper_pack"},
		// a colour said of a thing set against with 말고 is that thing's
		{"초록 사이다 페트병 말고 투명한 생수 페트병이요", "clear_pet"},
		{"투명 페트병 말고 갈색 페트병이에요", "plastic"},
		// in English, foam said of the product itself is its material,
		// not its packaging
		{"memory foam mattress topper from the guest bed", "bulky"},
		{"foam sofa cushions, flattened", "bulky"},
		{"the white foam that came around the new TV", "styrofoam"},
		// a battery taken out of a device and kept, or named by its
		// taking out, is battery; one set in contrast to the device, or
		// kept before the device is thrown, is not the item
		{"블루투스 스피커 배터리 미리 빼놨어요 이건 어디에", "battery"},
		{"시계에서 빼낸 수은전지 하나", "battery"},
		{"오래된 전동칫솔, 배터리는 빼놨어요", "e_waste"},
		// a thing's word glued to 국 names a bureau; a food's, a soup
		{"라디오국 복도에 있던 낡은 철제 책장", "bulky"},
		{"미역국 먹다 남은 거", "food_waste"},
		// in English, a holder full of what is thrown away measures it
		{"a plastic tub full of pistachio shells", "general"},
		{"paper cup full of cold coffee", "paper"},
		// a material said fixed on the appliance's part is the part
		{"오븐 문에 달린 유리가 깨졌어요", "e_waste"},
		{"뚜껑 달린 유리병, 깨끗이 씻었어요", "glass"},
	})
}
