package catalog

import "testing"

// Session 25's tag words, with phrasings of our own: 딱지 is a sticker
// (not a crab's shell or the folded-paper game), engine oil that soaked
// in soils, and dregs stuck in a cup soil it.
func TestTagKinds25(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"플라스틱 반찬 용기, 가격 딱지가 그대로 붙어 있어요", "plastic", []string{"label_attached"}},
		{"플라스틱 트레이, 바코드 딱지는 다 뗐어요", "plastic", nil},
		{"딱지치기 하던 종이 한 뭉치", "paper", nil},
		{"스티로폼 박스 바닥에 엔진오일이 스며들었어요", "styrofoam", []string{"contaminated"}},
		{"plastic cups with coffee dregs in the bottom", "plastic", []string{"contaminated"}},
	})
}
