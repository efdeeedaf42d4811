package catalog

import "testing"

// Session 25's tag words and kinds (tagkinds25.go, tagleft.go), with
// phrasings of our own: 딱지 is a sticker (not a crab's shell or the
// folded-paper game), engine oil that soaked in soils, dregs stuck in a
// cup soil it; a can's lid pressed in, dust alone, water leaked in,
// plastic set in metal, scrap paper left over.
func TestTagKinds25(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"플라스틱 반찬 용기, 가격 딱지가 그대로 붙어 있어요", "plastic", []string{"label_attached"}},
		{"플라스틱 트레이, 바코드 딱지는 다 뗐어요", "plastic", nil},
		{"딱지치기 하던 종이 한 뭉치", "paper", nil},
		{"스티로폼 박스 바닥에 엔진오일이 스며들었어요", "styrofoam", []string{"contaminated"}},
		{"plastic cups with coffee dregs in the bottom", "plastic", []string{"contaminated"}},
		// a can's own lid pressed in is no cap
		{"꽁치 통조림 캔, 뚜껑은 속으로 꾹 밀어 넣었어요", "metal_can", nil},
		{"참치 캔인데 뚜껑이 반쯤 열린 채 붙어 있어요", "metal_can", []string{"cap_attached"}},
		// dust alone soils nothing; another soil with it does
		{"에어캡 뭉치인데 먼지만 살짝 앉았어요", "vinyl", nil},
		{"에어캡 뭉치, 먼지에 기름때까지 묻었어요", "vinyl", []string{"contaminated"}},
		// water that leaked in and stands inside wets, no contents
		{"비닐봉지 구멍으로 빗물이 새서 안에 물이 고였어요", "vinyl", []string{"wet"}},
		// plastic riveted to a metal thing is another material
		{"스텐 주전자, 손잡이는 플라스틱이 나사로 박혀 있어요", "metal_can", []string{"mixed_material"}},
		// paper kept for scrap is the item, no contents
		{"이면지가 꽤 많이 남았어요", "paper", nil},
		{"파지 한 묶음 남았는데 버려요", "paper", nil},
	})
}
