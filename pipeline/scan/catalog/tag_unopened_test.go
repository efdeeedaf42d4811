package catalog

import "testing"

// A drink only sipped or a can or carton never opened still holds its
// contents; a cap not opened on a jar is said of the cap.
func TestTagSippedAndUnopened(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	left := []string{"contents_left"}
	checkKinds(t, c, []kindCase{
		{"사이다 페트병 두어 모금만 마시고 둔 거", "clear_pet", left},
		{"water bottle, I only took a sip", "clear_pet", left},
		{"맥주캔 따지도 않은 거 두 개", "metal_can", left},
		{"참치캔 안 뜯은 것 세 개", "metal_can", left},
		{"an unopened soda can, warm now", "metal_can", left},
		{"두유팩 개봉도 안 한 거", "paper_pack", left},
		{"잼 병 뚜껑 안 딴 채로", "glass", []string{"cap_attached"}},
		{"콜라캔 다 마시고 헹궜어요", "metal_can", nil},
	})
}

// Condiments (초장, 쌈장, 마요네즈) splashed or stuck on soil an item,
// as 양념 does; a label torn off and thrown away is removed, a label torn
// and left on is still there.
func TestTagCondimentsAndTornLabels(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	con, label := []string{"contaminated"}, []string{"label_attached"}
	checkKinds(t, c, []kindCase{
		{"회 포장 스티로폼 접시에 초장이 잔뜩 튀어 있어요", "styrofoam", con},
		{"배달 용기 뚜껑에 쌈장이 묻어 있음", "plastic", con},
		{"배달 용기에 마요네즈가 말라붙었어요", "plastic", con},
		{"생수병 라벨은 찢어서 버렸어요", "clear_pet", nil},
		{"생수병 라벨이 찢어진 채로 붙어 있어요", "clear_pet", label},
	})
	checkMiddles(t, c, [][2]string{
		{"시골집 마당에 있던 빈 장독", "nonflammable"},
	})
}
