package catalog

import "testing"

// Session 24's tag kinds (tagkinds24.go), with phrasings of our own.
func TestTagKinds24(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		// a spray can's nozzle is no cap; a cap named is
		{"방향제 스프레이 캔, 노즐 누르면 아직 칙칙 나와요", "metal_can", []string{"contents_left"}},
		{"살충제 캔인데 뚜껑도 그대로 있고 누르면 아직 나와요", "metal_can", []string{"contents_left", "cap_attached"}},
		// water standing after a rinse wets the item, no contents
		{"두유 팩 헹궜는데 안에 물이 좀 고여 있어요", "paper_pack", []string{"wet"}},
		// the item's pieces heaped are no contents
		{"택배에서 나온 스티로폼 조각들이 한가득이에요", "styrofoam", nil},
		// damp from a sauce is a stain, no wetting
		{"짜장 소스가 스며서 눅눅해진 종이 봉투", "paper", []string{"contaminated"}},
		// a vessel of water knocked over onto the item wets it
		{"신문 더미 위로 물컵을 엎질러서 다 젖었어요", "paper", []string{"wet"}},
		{"공책 위에 물통이 엎어져서 흥건해요", "paper", []string{"wet"}},
		// tape on a foam box or film is no other material (the taxonomy's
		// attached parts)
		{"포장용 뽁뽁이, 테이프 붙은 부분은 잘라냈어요", "vinyl", nil},
		// a metal pin set in plastic is another material; a lid's hinge is no cap
		{"플라스틱 공구함인데 뚜껑 경첩에 쇠 나사가 박혀 있어요", "plastic", []string{"mixed_material"}},
		// split open is broken
		{"선풍기 몸통 케이스가 쩍 벌어졌어요", "e_waste", []string{"broken"}},
		// 만 before a degree adverb and a verb of closing is no "only"
		{"빈 생수병, 뚜껑만 꽉 닫아 놨어요", "clear_pet", []string{"cap_attached"}},
		// -면서: what happened as it fell
		{"도자기 화분, 바람에 넘어지면서 깨졌어요", "nonflammable", []string{"broken"}},
		// a tool named by what it scooped is not soiled by it
		{"국 퍼 담던 플라스틱 국자", "plastic", nil},
		// never opened, as an experience denied
		{"복숭아 통조림인데 한 번도 딴 적 없어요", "metal_can", []string{"contents_left"}},
		{"두유팩 뜯은 적이 없는 거예요", "paper_pack", []string{"contents_left"}},
		// a cap said to be open is off
		{"콜라 페트병, 뚜껑은 열려 있고 조금 남았어요", "clear_pet", []string{"contents_left"}},
		// sunk in water is wet
		{"휴대폰을 세면대 물에 빠뜨렸다가 건졌어요", "e_waste", []string{"wet"}},
		// oil soaked in, food bits stuck inside, soil the item
		{"전 부칠 때 깔았던 신문지, 들기름이 잔뜩 배어 있어요", "paper", []string{"contaminated"}},
		{"참치캔 안쪽에 살 부스러기가 말라붙어 있어요", "metal_can", []string{"contaminated"}},
		// rinsed and dried, in English, is clean
		{"two juice cartons, rinsed out and dried flat", "paper_pack", nil},
		// a wrap still wound round a bottle is its label
		{"다 마신 생수 페트병, 비닐 포장지가 그대로 감겨 있어요", "clear_pet", []string{"label_attached"}},
	})
}
