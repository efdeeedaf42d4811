package scan

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/lib/racetest"
)

// TestReaderItemNamesAudit reads the catalog's item-names audit list
// (catalog/testdata/items_audit.tsv: household items by brand, everyday
// name, slang, spoken spelling and English name, with their middles)
// through the whole trained reader. The keyword matcher must read every
// line (catalog.TestItemNamesAudit); the classifier may overrule it, so
// here at most one line in a hundred may come out another middle, and
// the misses are logged.
func TestReaderItemNamesAudit(t *testing.T) {
	t.Parallel()
	racetest.SkipAudit(t)
	s := newService(t)
	f, err := os.Open("catalog/testdata/items_audit.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n, wrong := 0, 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 3 {
			t.Fatalf("%q: want 3 tab-separated columns", line)
		}
		n++
		c, err := s.classifyWords(context.Background(), cols[1])
		if err != nil {
			t.Fatalf("%q: %v", cols[1], err)
		}
		if c.Classification.MiddleKey != cols[0] {
			wrong++
			t.Logf("%q: %s by %s, want %s [%s]", cols[1], c.Classification.MiddleKey, c.Method, cols[0], cols[2])
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if wrong*100 > n {
		t.Errorf("%d of %d audited items read as another middle, want at most 1 %%", wrong, n)
	}
}
