package catalog

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// trigrams are the character trigrams of s with spaces and punctuation
// removed.
func trigrams(s string) map[string]bool {
	var r []rune
	for _, c := range s {
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			r = append(r, unicode.ToLower(c))
		}
	}
	out := map[string]bool{}
	for i := 0; i+3 <= len(r); i++ {
		out[string(r[i:i+3])] = true
	}
	return out
}

func jaccard(a, b map[string]bool) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	n := 0
	for k := range a {
		if b[k] {
			n++
		}
	}
	return float64(n) / float64(len(a)+len(b)-n)
}

// TestHeldOutSetsStayOutOfTheDescriptions keeps the scan evaluation sets
// honest: no description of testdata/eval/scan_*.jsonl may be (nearly) a
// line of the corpus the text classifier is trained on, or its scores
// would measure memory.
func TestHeldOutSetsStayOutOfTheDescriptions(t *testing.T) {
	t.Parallel()
	cat, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	descs := cat.Descriptions()
	if len(descs) == 0 {
		t.Fatal("no description corpus")
	}
	corpus := make([]map[string]bool, len(descs))
	for i, d := range descs {
		corpus[i] = trigrams(d.Text)
	}
	files, err := filepath.Glob("../../../testdata/eval/scan_*.jsonl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no evaluation sets found: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			text := evalText(t, line)
			if text == "" {
				continue
			}
			tg := trigrams(text)
			for j, c := range corpus {
				if s := jaccard(tg, c); s >= 0.6 {
					t.Errorf("%s %q is too close (%.2f) to held-out %s:%d (the held-out text is not printed: corpus authors must not see it)", descs[j].ID, descs[j].Text, s, filepath.Base(f), i+1)
				}
			}
		}
	}
}

func evalText(t *testing.T, line string) string {
	t.Helper()
	if strings.TrimSpace(line) == "" {
		return ""
	}
	var l struct{ Text string }
	if err := json.Unmarshal([]byte(line), &l); err != nil {
		t.Fatal(err)
	}
	return l.Text
}
