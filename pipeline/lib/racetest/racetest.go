// Package racetest tells tests whether they run under the race detector,
// so that a long single-goroutine check can leave itself to a pass
// without it.
package racetest

import "testing"

// SkipAudit skips an audit under -race. An audit reads thousands of
// lines, one after another in one goroutine, through data that never
// changes after it is loaded: the race detector can find nothing there
// and makes it ten to twenty times slower. `make test` runs the audits
// again without -race (go test -run 'Audit|Retrain'), so each of their
// lines is still checked on every run.
func SkipAudit(t testing.TB) {
	t.Helper()
	skip(t, "an audit")
}

// SkipRetrain skips under -race a test that trains a model again only to
// compare two trainings (one worker against several). The race detector
// already watches a parallel training: the one the package's TestMain
// runs for every other test. A second and third under it cost minutes
// (over 300 s for the scan text model) and can find nothing the first
// did not. `make test` runs such tests without -race in the same second
// pass as the audits (go test -run 'Audit|Retrain'); their names hold
// "Retrain".
func SkipRetrain(t testing.TB) {
	t.Helper()
	skip(t, "a retraining")
}

// skip skips t under -race, saying what it is and where it runs instead.
func skip(t testing.TB, what string) {
	t.Helper()
	if Enabled {
		t.Skip(what + ": make test runs it without -race")
	}
}
