package scan

import "testing"

// A plastic thing named by its material (플라스틱 양동이: the stream's
// own name, no item word) that cracked stays plastic; a craft that names
// the workshop it was used in (도자기 공방, 유리 공예 교실) is a place,
// not evidence of glass or ceramics.
func TestCat12BrokenMaterialNamed(t *testing.T) {
	t.Parallel()
	checkCat8(t, []cat8Case{
		{"도자기 공방에서 물 받아 쓰던 플라스틱 통, 옆면이 쩍 갈라졌어요", "plastic"},
		{"유리 공예 교실에서 쓰던 플라스틱 바구니가 부서졌어요", "plastic"},
		{"하얀 플라스틱 양동이 손잡이 쪽에 금이 갔어요", "plastic"},
		// near-misses: glass and ceramics broken are nonflammable
		{"도자기 공방에서 구운 컵이 깨졌어요", "nonflammable"},
		{"유리 양념통이 떨어져서 금이 갔어요", "nonflammable"},
	})
}
