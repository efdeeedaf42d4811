package app

import (
	"strings"
	"testing"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func TestMigrateDownStatusUp(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t) // migrated from the template
	ms, err := store.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	last := ms[len(ms)-1]
	out, _, err := runBaton(t, "migrate", "down", "--steps", "1", "--database-url", url, "--log-level", "error")
	if err != nil || !strings.Contains(out, "reverted") {
		t.Fatalf("down: %v\n%s", err, out)
	}
	out, _, err = runBaton(t, "migrate", "status", "--database-url", url)
	if err != nil || !strings.Contains(out, last.Name+" pending") || strings.Count(out, " pending") != 1 {
		t.Fatalf("status after down: %v\n%s", err, out)
	}
	// serve refuses an old schema with a URL unless told to migrate.
	if _, _, err := runBaton(t, "serve", "--database-url", url, "--listen", "127.0.0.1:0", "--log-level", "error"); err == nil ||
		!strings.Contains(err.Error(), "baton migrate up") {
		t.Fatalf("serve on an old schema: %v, want the schema error", err)
	}
	out, _, err = runBaton(t, "migrate", "up", "--database-url", url, "--log-level", "error")
	if err != nil || !strings.Contains(out, "applied") {
		t.Fatalf("up: %v\n%s", err, out)
	}
	out, _, err = runBaton(t, "migrate", "status", "--database-url", url)
	if err != nil || strings.Contains(out, "pending") {
		t.Fatalf("status after up: %v\n%s", err, out)
	}
}
