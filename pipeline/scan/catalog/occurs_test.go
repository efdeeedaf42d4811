package catalog

import "testing"

// TestRuneSetOnlyShortens checks that the rune set normalize keeps (and
// mask carries over) only ends searches that could not succeed: for every
// term and every position, a search of the indexed text finds what a
// rune-by-rune search of the same text without the set finds. The texts are
// corpus lines in both languages and a masked copy of each.
func TestRuneSetOnlyShortens(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	descs := c.Descriptions()
	var texts []normText
	for i := 0; i < len(descs); i += len(descs)/150 + 1 {
		n := normalize(MaskModalCan(descs[i].Text))
		texts = append(texts, n, mask(n, len(n.r)/3, 2))
	}
	texts = append(texts, normalize("Bottles, boxes & a 2L PET bottle; 캔 2개"), normalize("a"))
	for _, n := range texts {
		if n.runes == nil {
			t.Fatalf("%q: no rune set", string(n.r))
		}
		plain := n
		plain.runes = nil
		for i := range c.terms {
			u := c.terms[i].runes
			for from := 0; from < len(n.r); from += 7 {
				if got, want := occursFrom(n, u, from), occursFrom(plain, u, from); got != want {
					t.Fatalf("%q, term %q from %d: %d with the rune set, %d without", string(n.r), string(u), from, got, want)
				}
			}
		}
	}
}
