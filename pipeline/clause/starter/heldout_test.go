package starter_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/baton-dev/baton/pipeline/clause/starter"
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

// TestHeldOutSetsStayOutOfTheCorpus keeps the evaluation sets honest: no
// sentence of testdata/eval may be (nearly) a sentence of the corpus the
// judge is trained on, or its scores would measure memory.
func TestHeldOutSetsStayOutOfTheCorpus(t *testing.T) {
	t.Parallel()
	var corpus []map[string]bool
	var texts []string
	sc := bufio.NewScanner(bytes.NewReader(starter.JSONL))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var l struct{ Text string }
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatal(err)
		}
		corpus, texts = append(corpus, trigrams(l.Text)), append(texts, l.Text)
	}
	files, err := filepath.Glob("../../../testdata/eval/clause_*.jsonl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no evaluation sets found: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if strings.TrimSpace(line) == "" {
				continue
			}
			var l struct{ Text string }
			if err := json.Unmarshal([]byte(line), &l); err != nil {
				t.Fatalf("%s:%d: %v", f, i+1, err)
			}
			tg := trigrams(l.Text)
			for j, c := range corpus {
				if s := jaccard(tg, c); s >= 0.6 {
					t.Errorf("the corpus's %q is too close (%.2f) to held-out %s:%d (the held-out text is not printed: corpus authors must not see it)", texts[j], s, filepath.Base(f), i+1)
				}
			}
		}
	}
}
