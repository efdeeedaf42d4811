package catalog

import "testing"

// A medicine named by what it treats (관절약, 치매약, 갑상선약, "joint
// pills") is medicine, also when a container word follows it (약 통째로,
// 봉지째): the longer name wins over 약통. Words that only contain such a
// name across a word boundary are not read as one (간장 약간).
func TestAilmentMedicineNames(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"할머니가 드시던 치매약 한 통 그대로 남았어요", "medicine"},
		{"아버지 갑상선약 통째로 남았는데 어디 버려요", "medicine"},
		{"먹다 만 관절약 봉지째 있어요", "medicine"},
		{"my dad's old joint pills, half a bottle", "medicine"},
		{"간장 약간 남은 유리병", "glass"},
	})
}
