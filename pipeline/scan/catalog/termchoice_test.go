package catalog

import "testing"

// A material said of a part as what it is made of (손잡이가 쇠로 된) is
// the part's: another thing named is the item.
func TestMaterialOfPartSaid(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"빨래 바구니, 손잡이가 플라스틱으로 돼 있어요", "plastic"},
		{"소스 유리병인데 뚜껑은 플라스틱으로 된 거", "glass"},
		// near-misses: the material is the item's
		{"플라스틱으로 된 장난감 바구니", "plastic"},
	})
}

// A catch carried home in a net or bag: the container is the item, the
// shells on their own are general waste.
func TestCatchHeldBy(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"갯벌에서 조개 담아 온 비닐봉지, 모래가 잔뜩", "vinyl"},
		{"굴 넣어 온 양파망 하나", "vinyl"},
		// near-misses: the shells are the item
		{"조개 껍데기 한 봉지", "general"},
		{"굴 껍데기 한 봉지", "general"},
	})
}
