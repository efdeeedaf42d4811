package catalog

import "testing"

// Session 40's tag kinds: a seal said not torn in the passive (안 뜯긴)
// or intact holds all of it, while a part that will not tear off (뜯기지가
// 않아요) says nothing of contents; water said to have splashed or seeped
// in wets, feared or denied it does not; a plastic screw top is a part, so
// the carton it is on stays the item.
func TestTagKinds40(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"편의점 보리차 페트, 밀봉도 안 뜯긴 새거예요", "clear_pet", []string{"contents_left"}},
		{"canned peaches, seal intact, past the date", "metal_can", []string{"contents_left"}},
		{"과자 틴케이스 바닥에 스펀지 패드가 본드로 붙어서 뜯기지가 않아요", "metal_can", []string{"mixed_material"}},
		{"청소하다 가습기 전원부에 물이 튀어 들어갔어요", "e_waste", []string{"wet"}},
		{"물이 튀어 들어갈까 봐 비닐로 덮어 둔 가습기", "e_waste", nil},
		{"가습기 전원부에 물이 튀어 들어간 적은 없어요", "e_waste", nil},
	})
	checkMiddles(t, mustLoad(t), [][2]string{
		{"oat milk carton, rinsed, its plastic screw top still fixed on", "paper_pack"},
	})
}
