package app

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/pipeline/scan/scantest"
	"github.com/baton-dev/baton/store/storetest"
)

func TestScanCommand(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	img := filepath.Join(t.TempDir(), "bottle.png")
	if err := os.WriteFile(img, scantest.PNG(t), 0o600); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (string, error) {
		var out, errOut bytes.Buffer
		cmd := NewRootCommand(&out, &errOut)
		cmd.SetArgs(append(args, "--database-url", url, "--log-level", "error"))
		err := cmd.ExecuteContext(t.Context())
		return out.String(), err
	}
	out, err := run("scan", img, "--text", "생수병이에요", "--user", "cli-test")
	if err != nil {
		t.Fatalf("scan: %v\n%s", err, out)
	}
	for _, want := range []string{"SUCCESS", "무색페트병 / 생수병", "steps:", "answer:    생수병은 무색페트병으로", "reward:    투투 (received)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	out, err = run("scan", img, "--text", "생수병", "--user", "cli-test", "--output", "json")
	if err != nil {
		t.Fatalf("scan --output json: %v\n%s", err, out)
	}
	var r scan.Result
	if err := json.Unmarshal([]byte(out), &r); err != nil || r.Status != "SUCCESS" || r.Reward == nil || !r.Reward.AlreadyOwned {
		t.Fatalf("json result = %+v (%v)\n%s", r, err, out)
	}
	if _, err := run("scan", filepath.Join(t.TempDir(), "missing.png")); err == nil {
		t.Error("a missing file scanned")
	}
	if _, err := run("scan", img, "--vision", "openai"); err == nil || !strings.Contains(err.Error(), "--vision") {
		t.Errorf("--vision openai without a URL: err = %v", err)
	}
}
