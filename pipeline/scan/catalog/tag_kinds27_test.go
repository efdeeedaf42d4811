package catalog

import "testing"

// Session 27's tag kinds (tagkinds27.go, the 마개는 종이에 fix in
// tagkinds15.go, and the reader's 빠지질 않아요 and topic across a
// clause), with phrasings of our own.
func TestTagKinds27(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		// pieces
		{"발에 밟혀서 두 동강이 난 플라스틱 자", "plastic", []string{"broken"}},
		{"반으로 쪼개진 플라스틱 도마", "plastic", []string{"broken"}},
		{"a plastic ruler that snapped in two", "plastic", []string{"broken"}},
		{"플라스틱 자, 두 쪽 나지는 않았어요", "plastic", nil},
		// beaded water; not once dried, not blood
		{"베란다 전등 갈다 뺀 형광등인데 속이 물방울투성이예요", "lamp", []string{"wet"}},
		{"베란다 형광등, 물방울투성이였는데 햇볕에 다 말랐어요", "lamp", nil},
		{"횟감 담겨 온 스티로폼 상자, 핏물이 스며들어 냄새나요", "styrofoam", []string{"contaminated"}},
		// a drink only sipped; a carton never even opened
		{"콜라 캔, 한 모금만 마시고 잊어버렸어요", "metal_can", []string{"contents_left"}},
		{"사이다 캔, 한 모금만 마시고 나머지는 싱크대에 버렸어요", "metal_can", nil},
		{"a can of lemonade, we only had a few sips", "metal_can", []string{"contents_left"}},
		{"a juice carton that was never even opened", "paper_pack", []string{"contents_left"}},
		// stock left over is no contents
		{"행사 끝나고 홍보 전단지가 세 박스나 남았어요", "paper", nil},
		{"가게에서 팔다 남은 플라스틱 포장 용기 한 묶음", "plastic", nil},
		{"행사하고 남은 생수병, 안 뜯은 새 거예요", "clear_pet", []string{"contents_left"}},
		// a residue's mark or film inside soils; an emptied bottle holds
		// none
		{"케첩 담아 다니던 작은 페트병, 안쪽에 케첩 자국이 빨갛게 남았어요", "clear_pet", []string{"contaminated"}},
		{"들기름 병, 다 비웠는데 안쪽에 기름이 끈적하게 남았어요", "glass", []string{"contaminated"}},
		{"a jam jar nobody scraped out, sides still coated", "glass", []string{"contaminated"}},
		// the mark tape left is no tape; a pad glued on is another
		// material
		{"종이 포스터 여러 장, 테이프 자국만 남았어요", "paper", nil},
		{"과자 틴케이스, 바닥에 펠트 받침이 본드로 붙어 있어요", "metal_can", []string{"mixed_material"}},
		{"과자 틴케이스, 바닥에 붙은 펠트 받침은 뜯어냈어요", "metal_can", nil},
		// a damage return is the goods' damage, not the box's
		{"파손 교환으로 받은 택배 상자, 접어서 모아 뒀어요", "paper", nil},
		// (a foam box: paper never carries broken, session 38)
		{"파손 반품 스티로폼 상자인데 모서리가 부서졌어요", "styrofoam", []string{"broken"}},
		// a cap stuck in a carton's paper is on; 빠지질 않아요 is 빠지지 않아요
		{"두유 종이팩, 플라스틱 마개는 종이에 박혀서 빠지질 않아요", "paper_pack", []string{"cap_attached", "mixed_material"}},
		// a hinge said 철제 is a part of another material
		{"공구 넣던 플라스틱 상자인데 철제 경첩이 박혀 있어요", "plastic", []string{"mixed_material"}},
		// a bottle that still has its cap holds no contents for it
		{"the water bottle still has its cap screwed on", "clear_pet", []string{"cap_attached"}},
		// a part of another material fixed on; a label or tape is none
		{"종이 상자에 플라스틱 창이 붙어 있어요", "paper", []string{"mixed_material"}},
		{"플라스틱 창 붙은 종이 상자", "paper", []string{"mixed_material"}},
		{"유리병에 가죽 끈이 감겨 있어요", "glass", []string{"mixed_material"}},
		{"와인병에 종이 라벨이 붙어 있어요", "glass", []string{"label_attached"}},
		{"주스팩에 플라스틱 빨대가 붙어 있어요", "paper_pack", nil},
		// a topic carried across a clause of time
		{"생수 페트병, 라벨은 집에 와서 떼어 버렸어요", "clear_pet", nil},
	})
}
