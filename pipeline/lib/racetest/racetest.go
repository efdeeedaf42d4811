// Package racetest tells tests whether they run under the race detector,
// so that a long single-goroutine check can leave itself to a pass
// without it.
package racetest

import "testing"

// SkipAudit skips an audit under -race. An audit reads thousands of
// lines, one after another in one goroutine, through data that never
// changes after it is loaded: the race detector can find nothing there
// and makes it ten to twenty times slower. `make test` runs the audits
// again without -race (go test -run Audit), so each of their lines is
// still checked on every run.
func SkipAudit(t testing.TB) {
	t.Helper()
	if Enabled {
		t.Skip("an audit: make test runs it without -race")
	}
}
