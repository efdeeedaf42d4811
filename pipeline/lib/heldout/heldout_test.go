package heldout

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestCheckFindsNearCopiesOnly(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	eval := `{"text":"임차인은 계약갱신요구권을 행사하지 않는다."}` + "\n\n" + `{"text":"The landlord returns the deposit on the day the tenant leaves."}` + "\n"
	if err := os.WriteFile(filepath.Join(dir, "set.jsonl"), []byte(eval), 0o600); err != nil {
		t.Fatal(err)
	}
	corpus := []Line{
		{"copy", "임차인은 계약갱신요구권을 행사하지 않는다"},                                         // punctuation aside, the same
		{"near", "the landlord returns the deposit on the day the tenant leaves!"}, // case and punctuation
		{"own", "임대인은 정당한 사유 없이 갱신을 거절하지 못한다."},                                    // same topic, other words
	}
	got, err := Check(corpus, filepath.Join(dir, "*.jsonl"), LimitDefault)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Corpus.Name != "copy" || got[0].Line != 1 || got[1].Corpus.Name != "near" || got[1].Line != 3 {
		t.Fatalf("clashes = %+v, want copy at line 1 and near at line 3", got)
	}
	if msg := got[1].Error(); !strings.Contains(msg, "set.jsonl:3") || strings.Contains(msg, "The landlord") {
		t.Errorf("the message must name the held-out position, never its text: %s", msg)
	}
	if _, err := Check(corpus, filepath.Join(dir, "none-*.jsonl"), LimitDefault); err == nil {
		t.Error("no matching file: want an error")
	}
}

// TestCheckIsEveryPair: the index Check compares through finds what
// comparing every pair finds, in the same order, at any limit.
func TestCheckIsEveryPair(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	held := []string{"종이컵 안에 커피가 조금 남았어요", "", "깨진 유리병 두 개", "old paint can, half full", "!!"}
	var eval strings.Builder
	for _, h := range held {
		if h != "" {
			fmt.Fprintf(&eval, "{\"text\":%q}", h)
		}
		eval.WriteString("\n")
	}
	if err := os.WriteFile(filepath.Join(dir, "set.jsonl"), []byte(eval.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	corpus := []Line{
		{"a", "종이컵에 커피가 남았어요"}, {"b", "유리병 깨진 것 두 개요"}, {"c", "paint can half full, old"},
		{"d", "?"}, {"e", "커피 종이컵"}, {"f", "스티로폼 상자"},
	}
	jaccard := func(a, b map[string]bool) float64 {
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
	for _, limit := range []float64{0, 0.1, 0.3, LimitDefault} {
		var want []Clash
		for n, h := range held {
			if h == "" {
				continue
			}
			for _, l := range corpus {
				if s := jaccard(trigrams(h), trigrams(l.Text)); s >= limit {
					want = append(want, Clash{Corpus: l, File: filepath.Join(dir, "set.jsonl"), Line: n + 1, Similarity: s})
				}
			}
		}
		got, err := Check(corpus, filepath.Join(dir, "*.jsonl"), limit)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Errorf("limit %.1f: got %+v, want %+v", limit, got, want)
		}
		if limit == 0.1 && len(want) < 2 {
			t.Errorf("limit 0.1: only %d clashes; the case compares too little", len(want))
		}
	}
}
