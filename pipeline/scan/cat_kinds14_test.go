package scan

import "testing"

// The kinds of catalog/cat_kinds14_test.go, read whole (keyword and
// classifier): a battery's own film or pouch is vinyl; a supplement tub,
// a syrup bottle or a pill case said to be empty is a plastic container;
// a stainless or aluminium water bottle is metal; a PET bottle "clear as
// glass" stays PET; long-tail names of clothing, metal stationery,
// plastic holders and drying racks. Near-misses: the battery, the
// medicine and the clear bottle themselves.
func TestCat14Kinds(t *testing.T) {
	t.Parallel()
	checkCat8(t, []cat8Case{
		{"보조배터리 포장 비닐 봉지", "vinyl"},
		{"보조배터리 샀을 때 들어 있던 포장 비닐", "vinyl"},
		{"영양제 다 먹어서 통만 남았어요", "plastic"},
		{"약 넣어두던 통 다 비웠어요", "plastic"},
		{"유산균 빈 통", "plastic"},
		{"요일별 알약 케이스", "plastic"},
		{"스텐 재질 물병", "metal_can"},
		{"유리처럼 투명한 페트병", "clear_pet"},
		{"운동할 때 입던 스포츠 브라", "clothing"},
		{"레그워머", "clothing"},
		{"책상 서랍에서 나온 클립이랑 압정", "metal_can"},
		{"화장실 칫솔꽂이", "plastic"},
		{"빨래 건조대", "bulky"},
		// near-misses
		{"보조배터리 부풀었어요", "battery"},
		{"유통기한 지난 알약", "medicine"},
		{"투명한 생수병 다 마셨어요", "clear_pet"},
		{"유리로 된 생수병", "glass"},
	})
}
