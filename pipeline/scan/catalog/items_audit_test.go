package catalog

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// auditItem is one line of testdata/items_audit.tsv: a household item as
// people name it and the middle it goes to.
type auditItem struct {
	middle, text, kind string
}

// loadAudit reads the item-names audit list (testdata/items_audit.tsv):
// tab-separated middle, text and kind (brand, name, slang, english, or use:
// described by use or by what it held);
// lines starting with # are comments.
func loadAudit(t *testing.T, path string) []auditItem {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []auditItem
	sc := bufio.NewScanner(f)
	for ln := 1; sc.Scan(); ln++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 3 {
			t.Fatalf("%s:%d: want 3 tab-separated columns, got %d", path, ln, len(cols))
		}
		out = append(out, auditItem{middle: cols[0], text: cols[1], kind: cols[2]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestItemNamesAudit reads every item of the audit list with the keyword
// matcher: each must be read as its middle by a name, alias or item rule
// of that middle, so a brand name, a spoken spelling or an English name
// that the taxonomy lacks, or an alias that captures another item, fails
// here. Only an item described by use ("다 마신 병", "치킨무 통") may be
// read by a weak container word alone (병, 통, 팩, cup, bag).
func TestItemNamesAudit(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	items := loadAudit(t, "testdata/items_audit.tsv")
	if len(items) < 300 {
		t.Fatalf("audit list has %d items, want at least 300", len(items))
	}
	wrong := map[string]int{}
	for _, it := range items {
		if _, ok := c.Middle(it.middle); !ok {
			t.Errorf("%q: unknown middle %q", it.text, it.middle)
			continue
		}
		m := c.Match(it.text)
		if m.Middle != it.middle || m.Weak && it.kind != "use" {
			wrong[it.kind]++
			t.Errorf("Match(%q) = %s (item %q, weak %v, generic %v), want %s [%s]", it.text, m.Middle, m.Item, m.Weak, m.Generic, it.middle, it.kind)
		}
	}
	if len(wrong) > 0 {
		t.Logf("wrong by kind: %v of %d", wrong, len(items))
	}
}
