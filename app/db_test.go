package app

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A command other than serve, migrate up and bench, pointed at a folder
// holding no private PostgreSQL, says where it looked and how to point it
// at the right one, in one line, and creates nothing (it used to initdb a
// new, empty 48 MB cluster there).
func TestCommandsDoNotCreateAPrivateCluster(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"token", "list"},
		{"task", "get", "00000000-0000-0000-0000-000000000001"},
		{"migrate", "status"},
		{"work", "--health-listen="},
		{"ingest", "--starter"},
	} {
		dir := filepath.Join(t.TempDir(), "elsewhere")
		var out bytes.Buffer
		root := NewRootCommand(&out, &out)
		root.SetArgs(append(args, "--data-dir", dir, "--database-url=", "--log-level", "error"))
		err := root.ExecuteContext(t.Context())
		if err == nil || strings.Contains(err.Error(), "\n") ||
			!strings.Contains(err.Error(), "no private PostgreSQL in "+dir) || !strings.Contains(err.Error(), "--data-dir") {
			t.Errorf("%v: err = %v, want one line naming %s and --data-dir", args, err, dir)
		}
		if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%v created %s (%v)", args, dir, err)
		}
	}
}
