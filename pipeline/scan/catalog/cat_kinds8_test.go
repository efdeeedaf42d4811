package catalog

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// TestCat8Probe is a manual probe (CAT8_PROBE="a|b"): what the matcher
// reads in each text.
func TestCat8Probe(t *testing.T) {
	v := os.Getenv("CAT8_PROBE")
	if v == "" {
		t.Skip("set CAT8_PROBE")
	}
	c := mustLoad(t)
	for _, x := range strings.Split(v, "|") {
		m := c.Match(x)
		fmt.Printf("%q → %s/%s weak=%v generic=%v refined=%v aside=%v tags=%v\n", x, m.Middle, m.Item, m.Weak, m.Generic, m.Refined, m.Aside, m.Tags)
	}
}

func TestCat8Tokens(t *testing.T) {
	v := os.Getenv("CAT8_TOKENS")
	if v == "" {
		t.Skip("set CAT8_TOKENS")
	}
	for _, x := range strings.Split(v, "|") {
		var parts []string
		for _, tk := range korean.Tokens(x) {
			parts = append(parts, fmt.Sprintf("%s[%s %s p=%s e=%s]", tk.Surface, tk.Kind, tk.Stem, tk.Particle, tk.Ending))
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
