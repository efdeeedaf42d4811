package catalog

import "testing"

// Second reading of session 31 (review31): phrasings of our own near the
// session's new rules, where a rule read more than it was meant to.

// A sauce's or an oil's bare word soils the thing it is on only when
// the very next word smears ("비닐에 케찹 범벅"); with a container word
// between ("간장 통 얼룩") it names its own container, stained.
func TestReview31CondimentRightBeforeSmear(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"비닐에 케찹 범벅", "vinyl"},
		{"간장 얼룩진 종이", "paper"},
		{"핫도그 감싸있던 비닐에 케찹 범벅", "vinyl"},
		// near-misses: the condiment's own container, then a stain
		{"간장 통 얼룩", "glass"},
		{"간장 병 얼룩", "glass"},
		{"참기름 병 얼룩", "glass"},
	})
}
