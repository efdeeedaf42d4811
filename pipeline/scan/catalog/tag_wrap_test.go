package catalog

import "testing"

// Tape wound round the item, stuck all over it or fixing a part to it is
// another material on it, in any stream (tagwrap.go); tape taken off,
// denied or merely left beside a label is not.
func TestTapeWound(t *testing.T) {
	t.Parallel()
	mm := []string{"mixed_material"}
	checkTags(t, mustLoad(t), []kindCase{
		{"아이스박스에 청테이프가 둘둘 감겨 있어요", "styrofoam", mm},
		{"플라스틱 손잡이를 테이프로 칭칭 감아 놨어요", "plastic", mm},
		{"the foam block has tape wound round it", "styrofoam", mm},
		{"the paper insert is taped inside the bag", "vinyl", mm},
		// taken off, denied, or only left on
		{"스티로폼 박스에 감겨 있던 테이프는 다 뜯어냈어요", "styrofoam", nil},
		{"스티로폼 박스 테이프 감긴 거 다 뜯었어요", "styrofoam", nil},
		{"styrofoam tray, no tape on it", "styrofoam", nil},
		{"아이스박스 테이프 그대로", "styrofoam", nil},
	})
}
