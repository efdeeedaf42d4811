package catalog

import "testing"

// Round 21's readers (tagdepth44.go), each with phrasings of our own and
// near-misses that must not change: a name holding a tag's word is no
// state; a part carried after a removal is off, after a state of soil a
// place; a percentage left holds contents, one of a fabric or a discount
// none; a wet of the speaker and a figurative break or leftover say
// nothing of the item; effort in vain leaves the state, effort that
// worked takes it away; a form's field is read with its value; a removal
// aimed at with its means under way leaves the part on.
func TestTagKinds44(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		// names holding a tag's word
		{"라벨 용지 다 쓰고 남은 심지예요", "paper", nil},
		{"라벨지가 상자에 붙어 있어요", "paper", []string{"label_attached"}},
		{"an empty wet wipe pouch", "vinyl", nil},
		{"wet wipes pouch left out in the rain, soaked", "vinyl", []string{"wet"}},
		// a state carried to another part
		{"스티커 떼어 냈고 뚜껑도 마찬가지예요", "clear_pet", nil},
		{"병 안이 끈적하고 뚜껑도 똑같아요", "glass", []string{"contaminated"}},
		{"라벨 안 뗐고 뚜껑도 마찬가지예요", "clear_pet", []string{"label_attached", "cap_attached"}},
		{"sticker's peeled and so is the lid", "glass", nil},
		{"sticker's removed but the lid isn't", "glass", []string{"cap_attached"}},
		{"the jar is sticky and so is the lid", "glass", []string{"contaminated"}},
		// percentages left
		{"린스 잔량 한 30프로요", "plastic", []string{"contents_left"}},
		{"주스 5%쯤 남았어요", "paper_pack", []string{"contents_left"}},
		{"the bottle is about 25% full", "clear_pet", []string{"contents_left"}},
		{"잔량 0%, 다 썼어요", "plastic", nil},
		{"면 80% 이불 커버예요", "clothing", nil},
		{"20% 할인 스티커 뗐어요", "clear_pet", nil},
		// the speaker's own state and figurative uses
		{"제가 소나기를 맞았는데 종이봉투는 품에 안고 와서 괜찮아요", "paper", nil},
		{"소나기 맞은 건 저였어요 박스는 트렁크에 있었고요", "paper", nil},
		{"제가 우산이 없어서 상자까지 같이 젖었어요", "paper", []string{"wet"}},
		{"계획이 깨져서 못 쓴 접시예요", "nonflammable", nil},
		{"용돈이 좀 남아서 새 병 사고 빈 병 버려요", "glass", nil},
		{"she broke the record with twenty bottles, all empty", "glass", nil},
		{"접시가 깨져서 약속에 늦었어요", "nonflammable", []string{"broken"}},
		// effort in vain and effort that worked
		{"아무리 헹궈도 냄새가 안 빠져요", "plastic", nil},
		{"김치 물이 아무리 닦아도 안 빠져요", "plastic", []string{"contaminated"}},
		{"안 떨어지던 스티커를 드라이기로 데워서 뗐어요", "glass", nil},
		{"아무리 흔들어도 출렁이는 소리가 안 나요", "clear_pet", nil},
		{"it still sloshes when I tilt it", "metal_can", []string{"contents_left"}},
		{"아무리 꿰매도 구멍이 자꾸 생겨요", "clothing", []string{"broken"}},
		// forms and checklists
		{"라벨: 있음, 캡: 없음", "clear_pet", []string{"label_attached"}},
		{"헹굼: 안 함", "metal_can", []string{"contaminated"}},
		{"헹굼: 완료", "metal_can", nil},
		{"파손 여부: 없음", "glass", nil},
		{"[캡] 그대로", "plastic", []string{"cap_attached"}},
		{"rinsed: yes / label: removed", "clear_pet", nil},
		{"leftovers: none, the tub is rinsed", "plastic", nil},
		// purposes and preventions
		{"스티커 잘 떨어지게 물에 담가 놨어요", "glass", []string{"label_attached"}},
		{"스티커 떼려고 물에 담갔더니 쉽게 떨어졌어요", "glass", nil},
		{"스티커 떼려고 했는데 반만 뗐어요", "glass", []string{"label_attached"}},
		{"뚜껑 닫아 두려다가 그냥 빼서 버렸어요", "clear_pet", nil},
		{"put it in a bag so it wouldn't get wet, but it did", "paper", []string{"wet"}},
		{"가격표 붙은 거 떼고 헹궜어요", "glass", nil},
	})
}
