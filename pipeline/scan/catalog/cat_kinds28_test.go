package catalog

import "testing"

// In English a metal word said right before a thing the catalog files as
// general waste (a picture frame, a comb, a hair clip) says it is made of
// metal, as it does before a plastic or a ceramic thing; a metal part
// named after the thing, or another material before it, leaves it general.
func TestCat28EnglishMetalOfGeneral(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"steel picture frame", "metal_can"},
		{"an old aluminium photo frame", "metal_can"},
		{"steel comb for the dog", "metal_can"},
		{"steel hair clip, bent", "metal_can"},
		// near-misses: another material, a metal part
		{"wooden picture frame", "general"},
		{"plastic picture frame", "general"},
		{"picture frame with a steel hook", "general"},
	})
}
