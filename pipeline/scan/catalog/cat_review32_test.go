package catalog

import "testing"

// checkItems checks the middle and the item Match reads.
func checkItems(t *testing.T, c *Catalog, cases [][3]string) {
	t.Helper()
	for _, tc := range cases {
		if m := c.Match(tc[0]); m.Middle != tc[1] || m.Item != tc[2] {
			t.Errorf("Match(%q) = %s/%s, want %s/%s", tc[0], m.Middle, m.Item, tc[1], tc[2])
		}
	}
}

// Bare 뒤집어 turns a thing over (to dry, to drain): a drink named
// before it was not spilt, and the drink's container keeps its item.
// Only the forms of 뒤집어쓰다 say a thing was doused.
func TestReview32TurnedOverIsNoSpill(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkItems(t, c, [][3]string{
		{"소주 뒤집어 놓은 빈 병", "glass", "소주병"},
		{"콜라를 뒤집어 놓은 페트", "clear_pet", "탄산음료 페트병"},
	})
	checkKinds(t, c, []kindCase{
		{"노트북이 커피를 뒤집어써서 안 켜져요", "e_waste", []string{"wet"}},
		{"키보드에 콜라 쏟았어요", "e_waste", []string{"wet"}},
	})
}

// 집 as a word of its own with 에 is a house, where a thing is, not the
// sheath of the thing named before it; a sheath glued (날집, 칼집) or a
// cover or case word still is.
func TestReview32HouseIsNoSheath(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"우산 집에 많은데 비닐 찢어진 거", "general"},
		{"스케이트날 커버 새로 산 거 포장 투명 케이스 가격표 붙음", "plastic"},
		{"안경 케이스 플라스틱 금 갔어요", "plastic"},
		{"스케이트 날집 플라스틱", "plastic"},
	})
}

// A colon between digits is a time or a ratio, no heading: the thing
// named before it stays the item. A heading's colon still hands the item
// to the words after it.
func TestReview32ColonOfTimeIsNoHeading(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkItems(t, c, [][3]string{
		{"우유팩 1:1로 섞은 세제 통", "paper_pack", "우유팩"},
	})
	checkMiddles(t, c, [][2]string{
		{"생수병 1:1로 희석한 락스 담아 쓰던 거", "clear_pet"},
		{"유리병 3:30에 버리고 플라스틱 컵은 따로", "glass"},
		{"garage sale leftovers: a brown beer bottle, empty", "glass"},
		{"주방 정리: 깨진 유리컵", "nonflammable"},
	})
}

// Soggy said where the snack is still in is the snack's, though a noun
// that ends in 물 (내용물, 음식물) is named; water named as a word of its
// own still says wet.
func TestReview32SoggyBesideContentsNoun(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkKinds(t, c, []kindCase{
		{"새우깡 내용물이 반 정도 남았는데 눅눅해져서", "vinyl", []string{"contents_left"}},
		{"감자칩 봉지 반쯤 남았는데 눅눅해요", "vinyl", []string{"contents_left"}},
	})
	checkTags(t, c, []kindCase{
		{"과자 반쯤 남았는데 물이 들어가서 눅눅해요", "vinyl", []string{"contents_left", "wet"}},
	})
}

// A net bag's mesh (양파 망, 귤 망) torn is no break of a device the text
// throws out with it; a mesh said of a device named before it in the
// subject (선풍기 망, 마이크 머리 부분 그물망) is the device's part.
func TestReview32NetBagMeshIsNoDevicePart(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"양파 망이 찢어졌는데 같이 버리는 선풍기", "e_waste", nil},
		{"귤 망이 찢어져서 같이 내놓는 드라이기", "e_waste", nil},
		{"양파 망 찢어진 거랑 고장 난 선풍기", "e_waste", nil},
		{"선풍기 망이 찢어졌어요", "e_waste", []string{"broken"}},
		{"마이크 머리 부분 그물망이 깨져서", "e_waste", []string{"broken"}},
	})
	checkKinds(t, c, []kindCase{
		{"마이크 머리 부분 그물망이 깨졌어요", "e_waste", []string{"broken"}},
		{"귤 담겼던 망이 찢어졌어요", "vinyl", []string{"broken"}},
	})
}
