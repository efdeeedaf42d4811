package catalog

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/lib/racetest"
)

// auditItem is one line of testdata/items_audit.tsv: a household item as
// people name it and the middle it goes to.
type auditItem struct {
	middle, text, kind string
}

// loadAudit reads the item-names audit list (testdata/items_audit.tsv):
// tab-separated middle, text and kind (brand, name, slang, english,
// context: said with a place, a tool or a cause named before it, or use:
// described by use or by what it held).
func loadAudit(t *testing.T, path string) []auditItem {
	t.Helper()
	var out []auditItem
	for _, row := range readAuditTSV(t, path, 3) {
		out = append(out, auditItem{middle: row.cols[0], text: row.cols[1], kind: row.cols[2]})
	}
	return out
}

// auditRow is one line of an audit list: its line number and its
// tab-separated columns.
type auditRow struct {
	line int
	cols []string
}

// readAuditTSV reads an audit list of want tab-separated columns; empty
// lines and lines starting with # (comments) are skipped, and a line of
// another width fails the test with its line number.
func readAuditTSV(t *testing.T, path string, want int) []auditRow {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []auditRow
	sc := bufio.NewScanner(f)
	for ln := 1; sc.Scan(); ln++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != want {
			t.Fatalf("%s:%d: want %d tab-separated columns, got %d", path, ln, want, len(cols))
		}
		out = append(out, auditRow{line: ln, cols: cols})
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
	racetest.SkipAudit(t)
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
