package catalog

import "testing"

// A container named after a thing and 빈 is the item, the thing is what
// it held: the pouch of wet wipes, the film bag of a sheet mask, even
// when the container's name is shorter than the thing's. A weak
// container word (병, 통) leaves the thing the item, a container said as
// a place is none, and without 빈 the rule does not read.
func TestCat24EmptiedHead(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"아기 물티슈 빈 봉지 몇 장", "vinyl"},
		{"물티슈 빈 봉지 버려요", "vinyl"},
		{"마스크팩 빈 봉지 한 움큼", "vinyl"},
		{"핫팩 빈 봉지 여러 개", "vinyl"},
		// no head: a weak word, a place, no 빈
		{"생수 빈 병 세 개", "clear_pet"},
		{"물티슈 빈 봉지에 담아 둔 휴지", "general"},
		{"물티슈 다 쓰고 남은 거", "general"},
	})
}

// A sack named by its material and 포대 or 자루 is film: the name is
// longer than a medicine or food word before it, and a paper sack stays
// paper.
func TestCat24FilmSack(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"텃밭 영양제 비료 비닐 포대 빈 거", "vinyl"},
		{"고추 말릴 때 깔던 비닐 자루", "vinyl"},
		{"감자 담겨 온 비닐 포대 세 장", "vinyl"},
		// near-misses: a paper sack, the medicine itself
		{"밀가루 종이 포대", "paper"},
		{"먹다 남은 영양제 알약", "medicine"},
	})
}
