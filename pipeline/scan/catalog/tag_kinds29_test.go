package catalog

import "testing"

// Session 29's tag kinds (tagkinds29.go, the English residue nouns and
// "pulled"), with phrasings of our own.
func TestTagKinds29(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		// a drink spilt on a thing that takes no soil tag wets it
		{"공기청정기에 우유를 엎질렀어요", "e_waste", []string{"wet"}},
		{"스탠드 조명 위로 맥주를 쏟아서 끈적해요", "lamp", []string{"wet"}},
		{"I knocked cola over the desk fan", "e_waste", []string{"wet"}},
		// a spill on the floor beside the thing, or water emptied out of
		// it, does not wet it; nor does water in its own tank written apart
		{"에어컨 옆 바닥에 주스를 쏟았는데 에어컨은 괜찮아요", "e_waste", nil},
		{"I dumped the water into the sink before binning the kettle", "e_waste", nil},
		{"가습기 물 탱크 안에 물이 차 있는 채로 버려요", "e_waste", nil},
		// the stain a spill left is no wet
		{"의자에 커피 흘린 자국이 있어요", "bulky", nil},
		// water filling a thing with no contents wets it
		{"가로등 전구 속에 물이 가득 찼어요", "lamp", []string{"wet"}},
		{"스피커 안에 빗물이 차서 소리가 안 나요", "e_waste", []string{"wet"}},
		// water in the thing's own tank does not
		{"가습기 물통에 물이 차 있는 채로 고장 났어요", "e_waste", nil},
		// a food's colour soaked in soils; the item's own material named
		// as where it soaked is no other material
		{"짜장 물이 배어서 노래진 반찬 용기", "plastic", []string{"contaminated"}},
		{"카레 물이 플라스틱에 배어서 안 지워져요", "plastic", []string{"contaminated"}},
		// the items themselves left over are no contents
		{"행사 끝나고 종이컵들이 많이 남았어요", "paper", nil},
		{"우유팩 안에 우유가 좀 남았어요", "paper_pack", []string{"contents_left"}},
		// in English, clothing or furniture with holes or a rip is broken
		{"old leggings with a few holes", "clothing", []string{"broken"}},
		{"a desk chair with a big rip in the seat", "bulky", []string{"broken"}},
		{"old sweaters, no holes", "clothing", nil},
		// caramel stuck inside soils
		{"popcorn tubs with caramel stuck inside", "paper", []string{"contaminated"}},
		// a mark left is soil, no contents
		{"고기 담았던 플라스틱 통에 핏물 자국이 남았어요", "plastic", []string{"contaminated"}},
		// swollen by rain is wet
		{"우편함 전단지가 장맛비에 퉁퉁 불었어요", "paper", []string{"wet"}},
		// shattered to pieces is broken
		{"도자기 화분이 떨어져서 조각조각 났어요", "nonflammable", []string{"broken"}},
		// caps pulled are off
		{"clear water bottles, labels peeled and caps pulled", "clear_pet", nil},
	})
}

// Session 29's tag readings start their nouns at a word's start: 물, 비
// and 금 inside other words (선물, 내용물, 냄비, 준비, 지금) wet or break
// nothing, and 깬 of waking is no breaking.
func TestTagKinds29WordStart(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"선물이 차고 넘쳐서 안 쓰는 선풍기 내놔요", "e_waste", nil},
		{"냄비에 라면이 불어서 안 쓰는 전기포트", "e_waste", nil},
		{"지금이 너무 커서 안 쓰는 선풍기", "e_waste", nil},
		{"잠이 깬 김에 선풍기 내놔요", "e_waste", nil},
		{"아기가 깬 뒤에 분유통 정리했어요", "metal_can", nil},
		// the readings themselves still hold
		{"스피커 안에 바닷물이 차서 소리가 안 나요", "e_waste", []string{"wet"}},
		{"손님이 깬 접시 조각이에요", "nonflammable", []string{"broken"}},
		{"금이 너무 커서 못 쓰는 선풍기", "e_waste", []string{"broken"}},
	})
}
