package catalog

import "testing"

// What a container held is the item; the container named with 안에, 속에
// or 에 and an inside verb (들어 있던, 든, 담겨 있던, 나온) is where it was.
func TestInsideContainer(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"택배 상자 안에 들어 있던 에어캡", "vinyl"},
		{"선물 박스 속에 든 유리병 두 개", "glass"},
		{"신발 상자에 들어있던 플라스틱 트레이", "plastic"},
		{"종이 상자 안에 담겨 있던 스티로폼 받침", "styrofoam"},
		{"과자 상자에서 나온 은박 비닐 봉지", "vinyl"},
		{"쇼핑백 안에 있던 샘플 공병 여러 개", "plastic"},
		// near-misses: a container that is the item, or what held food
		{"택배 상자 안에 테이프가 붙어 있어요", "paper"},
		{"상자 안에 들어 있던 건 다 뺐고 빈 상자만", "paper"},
		{"습식캔 들어 있던 종이 박스", "paper"},
	})
}
