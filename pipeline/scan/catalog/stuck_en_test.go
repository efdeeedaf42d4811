package catalog

import "testing"

// In English, a thing said to be stuck, jammed or wedged in something, or
// to refuse to come out, is not the item when the text names that
// something in an earlier clause: the item is (a straw stuck in a drink
// carton, cheese stuck in a pizza box). Without an earlier clause the
// stuck thing stays the item.
func TestStuckInEnglish(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"milk carton, the plastic straw is stuck in it", "paper_pack"},
		{"soy milk carton. the bendy straw got wedged in the little hole", "paper_pack"},
		{"toddler's juice box, plastic straw jammed in and it won't come out", "paper_pack"},
		{"pizza box, a lump of cheese stuck in the corner", "paper"},
		// no earlier clause: the straw
		{"a plastic straw stuck in a cup of ice", "general"},
		// no stuck phrase: the straw
		{"juice box, and a plastic straw I bent", "general"},
	})
}
