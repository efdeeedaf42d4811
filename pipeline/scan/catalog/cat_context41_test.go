package catalog

import "testing"

// A stream's bare word fitted on the thing named before it, with nothing
// named after the verb, is the material of a cover or part; the thing is
// the item. A head noun after the verb, or no thing before the material,
// leaves the material read.
func TestCat41FittedMaterial(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"김발 비닐 씌운 거", "general"},
		{"김발 비닐 붙은 거 버려요", "general"},
		// near-misses: the film itself
		{"비닐 씌운 거 벗겨낸 비닐", "vinyl"},
		{"우산 비닐 씌운 거", "vinyl"},
	})
}

// 빙상장 (an ice rink) holds 상장 (a certificate) and names no paper.
func TestCat41RinkHost(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"빙상장 헬멧 금 간 거", "general"},
		// near-miss: a certificate said on its own
		{"상장 여러 장", "paper"},
	})
}
