package heldout

import (
	"os"
	"path/filepath"
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
